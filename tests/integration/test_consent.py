"""No write without the customer's yes: proposals, answers read by Python, the setting."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from sqlalchemy import select, update

from graphs.care_desk import builder
from services import care
from services.llm.offline import OfflineChatModel
from services.models import AfterSalesCase, Order
from services.store import Store
from tests.data import ALICE, JEAN
from tests.fakes import ScriptedModel
from tests.harness import Conversation

MOVE = "Déplacez SO-24903 au mardi 20 au matin"


def booking(store: Store, order: str) -> str | None:
    return {b.order: b.slot for b in care.snapshot(store).bookings}.get(order)


def desk_on(store: Store, *, confirm: bool = True, **context: Any) -> Conversation:
    return Conversation(builder, store, OfflineChatModel(), confirm_writes=confirm,
                        customer_email=JEAN, **context)


def test_a_move_is_proposed_first_and_a_yes_writes_it(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    asked = desk.say(MOVE)
    assert asked.text_id == "ask_confirm_move" and asked.asks
    assert booking(mem_store, "SO-24903") == "2026-10-20-PM"
    assert "mardi 20 octobre au matin (8 h – 12 h)" in asked.reply
    assert "mardi 20 octobre l'après-midi" in asked.reply  # the current slot, in words
    done = desk.say("Oui, c'est bon !")
    assert done.text_id == "say_moved" and "est déplacée au mardi 20 octobre" in done.reply
    assert booking(mem_store, "SO-24903") == "2026-10-20-AM"
    [consent] = [e for e in done.trace if e.get("kind") == "consent"]
    assert (consent["answer"], consent["words"]) == ("yes", "oui c est bon")
    assert done.model_calls == 0  # the yes was read by Python


def test_a_no_changes_nothing_and_asks_what_instead(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    desk.say(MOVE)
    before = desk.snapshot()
    turn = desk.say("non merci")
    assert turn.text_id == "ask_what_instead" and turn.asks
    assert desk.snapshot() == before


def test_anything_else_is_a_new_message_and_the_proposal_lapses(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    desk.say(MOVE)
    before = desk.snapshot()
    # (A status question of another order is a read, told before the same question asked
    # again in full: `test_unanswered_proposals`. A request of another kind is new.)
    turn = desk.say("je veux annuler ma commande SO-24911")
    assert turn.text_id == "say_cannot_cancel"
    assert desk.say("oui").text_id == "say_capabilities"
    assert desk.snapshot() == before


@pytest.mark.parametrize("asked_back", ["oui ?", "d'accord ?", "ok?", "yes?"])
def test_a_yes_asked_back_writes_nothing_and_the_proposal_is_made_again(
        mem_store: Store, asked_back: str) -> None:
    desk = desk_on(mem_store)
    desk.say(MOVE)
    before = desk.snapshot()
    turn = desk.say(asked_back)
    assert desk.snapshot() == before and turn.text_id == "ask_confirm_move", turn.text_id
    assert all(e["answer"] is None for e in turn.trace if e.get("kind") == "consent")


def test_with_confirmation_off_the_move_is_written_at_once(mem_store: Store) -> None:
    desk = desk_on(mem_store, confirm=False)
    turn = desk.say(MOVE)
    assert turn.text_id == "say_moved"
    assert booking(mem_store, "SO-24903") == "2026-10-20-AM"


def test_with_confirmation_off_damage_and_late_cases_open_at_once(mem_store: Store) -> None:
    desk = desk_on(mem_store, confirm=False)
    assert desk.say("Le canapé SO-24870 est arrivé abîmé").text_id == "say_damage_case"
    assert desk.say("Déplacez SO-24911 à la semaine prochaine").text_id == "say_late_case"


def test_a_slot_taken_meanwhile_is_said_and_free_ones_are_offered(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    desk.say(MOVE)
    care.reschedule(mem_store, number="SO-30003", email=ALICE, slot_id="2026-10-20-AM")
    turn = desk.say("oui")
    assert booking(mem_store, "SO-24903") == "2026-10-20-PM"
    assert turn.text_id == "ask_which_slot" and turn.asks
    assert "n'est plus disponible" in turn.reply
    assert "mardi 20 octobre au matin" not in turn.reply


def test_damage_is_stated_then_opened_on_a_yes(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    asked = desk.say("Mon canapé SO-24870 est arrivé abîmé")
    assert asked.text_id == "ask_confirm_damage_case" and "Canapé Oslo" in asked.reply
    before = desk.snapshot()
    assert desk.snapshot() == before
    done = desk.say("yes")
    opened = [c for c in desk.snapshot().cases if c.number not in {x.number for x in before.cases}]
    assert [(c.order, c.kind) for c in opened] == [("SO-24870", "damage")]
    assert opened[0].number in done.reply


def _descriptions(store: Store) -> dict[str, str]:
    with store.sessions() as session:
        return {c.number: c.description for c in session.scalars(select(AfterSalesCase))}


def test_a_case_keeps_the_complaint_not_the_yes(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    before = _descriptions(mem_store)
    desk.say("Mon canapé est arrivé abîmé, le pied est cassé")  # which order?
    assert desk.say("SO-24870").text_id == "ask_confirm_damage_case"
    assert desk.say("oui").text_id == "say_damage_case"
    [new] = [d for n, d in _descriptions(mem_store).items() if n not in before]
    assert new == "Customer message: Mon canapé est arrivé abîmé, le pied est cassé / SO-24870"


def test_a_case_keeps_no_e_mail_tried_to_prove_the_order(mem_store: Store) -> None:
    """The e-mails given to prove the order (a mistyped one first) are no part of the
    complaint: the case holds what the customer said of the damage."""
    desk = Conversation(builder, mem_store, OfflineChatModel())  # anonymous
    before = _descriptions(mem_store)
    desk.say("Mon canapé SO-24870 est arrivé abîmé")
    desk.say("jean.martin@exampel.com")
    desk.say("pardon c'est jean.martin@example.com")
    assert desk.say("oui").text_id == "say_damage_case"
    [new] = [d for n, d in _descriptions(mem_store).items() if n not in before]
    assert new == "Customer message: Mon canapé SO-24870 est arrivé abîmé"


def test_a_queued_case_keeps_its_own_words(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    before = _descriptions(mem_store)
    first = desk.say("Déplacez SO-24903 au mardi 20 au matin et mon canapé SO-24870 est "
                     "arrivé abîmé")
    assert first.text_id == "ask_confirm_move"
    declined = desk.say("non")  # the move declined; shall I open the damage case?
    assert "SO-24870" in declined.reply
    assert desk.say("oui").text_id == "say_damage_case"
    [new] = [d for n, d in _descriptions(mem_store).items() if n not in before]
    assert "abîmé" in new and "Déplacez" not in new and "oui" not in new


def test_damage_on_an_order_not_delivered_opens_nothing(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    before = desk.snapshot()
    turn = desk.say("Mon canapé SO-24903 est abîmé")
    assert turn.text_id == "say_not_delivered" and "en fabrication" in turn.reply
    assert desk.snapshot() == before


@pytest.mark.parametrize(("message", "words"), [
    ("Mon canapé SO-30002 est arrivé abîmé", "est annulée : elle n'a pas été livrée"),
    ("My sofa SO-30002 arrived damaged", "is cancelled: it was not delivered")])
def test_damage_on_a_cancelled_order_says_it_is_cancelled_not_yet_to_come(
        mem_store: Store, message: str, words: str) -> None:
    """A cancelled order is never "not delivered yet (it is cancelled)": it will not come."""
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=ALICE)
    before = desk.snapshot()
    turn = desk.say(message)
    assert turn.text_id == "say_not_delivered_cancelled" and words in turn.reply
    assert "pas encore" not in turn.reply and "yet" not in turn.reply
    assert desk.snapshot() == before


def test_within_48_hours_a_case_is_proposed_not_opened(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    before = desk.snapshot()
    asked = desk.say("Déplacez SO-24911 à la semaine prochaine")
    assert asked.text_id == "ask_confirm_late_case" and "48 heures" in asked.reply
    assert desk.snapshot() == before
    assert desk.say("oui").text_id == "say_late_case"
    assert len(desk.snapshot().cases) == len(before.cases) + 1


@pytest.mark.parametrize("message", ["2", "le deuxième", "the second one please"])
def test_a_pick_by_position_is_consent(mem_store: Store, message: str) -> None:
    desk = desk_on(mem_store)
    assert desk.say("Déplacez SO-24903 un matin la semaine prochaine").text_id == "ask_which_slot"
    turn = desk.say(message)
    assert turn.text_id == "say_moved" and turn.model_calls == 0
    assert booking(mem_store, "SO-24903") == "2026-10-22-AM"


def test_a_pick_in_other_words_is_confirmed_first(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    desk.say("Déplacez SO-24903 un matin la semaine prochaine")
    before = desk.snapshot()
    asked = desk.say("celui de jeudi")
    assert asked.text_id == "ask_confirm_move" and desk.snapshot() == before
    assert desk.say("oui").text_id == "say_moved"
    assert booking(mem_store, "SO-24903") == "2026-10-22-AM"


def test_ungrounded_fields_are_dropped_and_asked_for(mem_store: Store) -> None:
    """The model returns an order number and an e-mail the customer never wrote."""
    model = ScriptedModel(script={"CareRequest": [{
        "intent": "reschedule", "order_number": "SO-30001", "email": ALICE,
        "wished_slot": "2026-10-22 AM", "language": "fr"}]})
    desk = Conversation(builder, mem_store, model)
    before = desk.snapshot()
    turn = desk.say("Je voudrais déplacer ma livraison")
    assert turn.text_id == "ask_order_and_email" and "numéro de commande" in turn.reply
    assert desk.snapshot() == before
    [event] = [e for e in turn.trace if e.get("node") == "collect_details"]
    assert event["ungrounded"] == ["order_number", "email", "wished_slot"]


def test_the_order_in_focus_and_the_asserted_identity_are_grounded(mem_store: Store) -> None:
    model = ScriptedModel(script={"CareRequest": [
        {"intent": "order_status", "order_number": "SO-24903", "email": None,
         "wished_slot": None, "language": "fr"},
        {"intent": "order_status", "order_number": "SO-24903", "email": JEAN,
         "wished_slot": None, "language": "fr"}]})
    desk = Conversation(builder, mem_store, model, customer_email=JEAN)
    assert desk.say("Où en est SO-24903 ?").text_id == "say_status"
    turn = desk.say("et maintenant ?")
    assert turn.text_id == "say_status"
    [event] = [e for e in turn.trace if e.get("node") == "collect_details"]
    assert event["ungrounded"] == []


def test_a_yes_after_the_delivery_came_within_48_hours_offers_a_case(mem_store: Store) -> None:
    """The move was proposed days before; by the yes, the booked delivery is too close: the
    service refuses, the desk reads the order and offers the case, naming the booking."""
    desk = desk_on(mem_store)
    desk.say(MOVE)
    before = desk.snapshot()
    turn = desk.say("oui", now="2026-10-19T15:00:00+02:00")
    assert turn.text_id == "ask_confirm_late_case" and turn.asks, turn.trace
    assert "20 octobre" in turn.reply and desk.snapshot() == before
    opened = desk.say("oui", now="2026-10-19T15:05:00+02:00")
    assert opened.text_id == "say_late_case"
    assert [c.kind for c in desk.snapshot().cases] == [
        *(c.kind for c in before.cases), "late_reschedule"]


def test_a_yes_after_the_order_was_cancelled_says_so(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    desk.say(MOVE)
    with mem_store.sessions.begin() as session:
        session.execute(update(Order).where(Order.number == "SO-24903")
                        .values(status="cancelled"))
    before = desk.snapshot()
    turn = desk.say("oui")
    assert turn.text_id == "say_order_closed" and "annulée" in turn.reply, turn.reply
    assert desk.snapshot() == before


def test_a_late_case_is_not_opened_on_an_order_delivered_since_it_was_offered(
        mem_store: Store) -> None:
    desk = desk_on(mem_store)
    desk.say(MOVE, now="2026-10-19T15:00:00+02:00")  # within 48 hours: a case is offered
    with mem_store.sessions.begin() as session:
        session.execute(update(Order).where(Order.number == "SO-24903")
                        .values(status="delivered"))
    before = desk.snapshot()
    turn = desk.say("oui", now="2026-10-21T10:00:00+02:00")
    assert turn.text_id == "say_order_closed" and "livrée" in turn.reply, turn.reply
    assert desk.snapshot() == before


def test_a_first_delivery_is_proposed_and_told_as_booked_not_moved(mem_store: Store) -> None:
    """SO-30003 has no delivery booked yet: the desk books its first one, and says so."""
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=ALICE)
    asked = desk.say("Je voudrais être livrée le mardi 20 octobre au matin pour SO-30003")
    assert asked.text_id == "ask_confirm_move", asked.reply
    assert "fixer la livraison" in asked.reply and " au mardi 20 octobre" in asked.reply
    assert "déplacer" not in asked.reply
    done = desk.say("oui")
    assert done.text_id == "say_moved" and booking(mem_store, "SO-30003") == "2026-10-20-AM"
    assert "est fixée au mardi 20 octobre" in done.reply and "déplacée" not in done.reply


def test_a_yes_with_a_control_character_is_a_yes_and_its_turn_is_recorded(
        mem_store: Store) -> None:
    """PostgreSQL stores no NUL in a checkpoint: a "oui\\x00" kept as sent would write the move,
    then fail the turn's checkpoint (a reply of "result unconfirmed"). The control characters
    are dropped before the turn, so the yes moves the delivery and the turn is recorded."""
    from comptoir.agent import Agent, open_checkpointer
    from nodes.kit.context import Context, Deps
    from tests.conftest import throwaway_database
    from tests.data import NOW

    with throwaway_database("comptoir_cp") as url:  # its own: checkpoint tables stay out
        agent = Agent(builder, open_checkpointer(url), Deps.of(mem_store, OfflineChatModel()))
        context = Context(now=NOW.isoformat(), customer_email=JEAN)
        thread = f"nul-{uuid.uuid4().hex[:8]}"
        assert agent.turn(MOVE, thread_id=thread, context=context).text_id == "ask_confirm_move"
        done = agent.turn("oui\x00\x1b", thread_id=thread, context=context)
        assert done.text_id == "say_moved", done.reply
        assert booking(mem_store, "SO-24903") == "2026-10-20-AM"
        again = agent.turn("Où en est SO-24903 ?", thread_id=thread, context=context)
        assert again.text_id == "say_status" and not any(
            "\x00" in str(m.content) for m in again.state["messages"])


@pytest.mark.parametrize("then_as", [None, ALICE])
def test_a_proposal_made_to_a_signed_in_customer_is_not_theirs_to_answer_for_another_run(
        mem_store: Store, then_as: str | None) -> None:
    """The yes comes from a run that is not the signed-in customer's (a token without
    e-mail, or another's): it writes nothing, and what the first token proved (the
    e-mail, the order read with it) does not carry over to that run: the order number
    alone reads nothing."""
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    before = desk.snapshot()
    assert desk.say(MOVE).text_id == "ask_confirm_move"
    yes = desk.say("oui", customer_email=then_as)
    assert desk.snapshot() == before
    assert yes.text_id != "say_moved"
    status = desk.say("Où en est ma commande SO-24903 ?", customer_email=then_as)
    assert "garnissage" not in status.reply and "Oslo" not in status.reply
    # (An order number with its e-mail is a proof of its own, as for any anonymous caller.)
    again = desk.say("oui", customer_email=then_as)
    assert desk.snapshot() == before and again.text_id != "say_moved"
    # Back with Jean's own token: the conversation is theirs again.
    assert "SO-24903" in desk.say("Où en est ma commande SO-24903 ?").reply


def test_a_yes_moves_the_delivery_only_from_the_slot_the_proposal_named(
        mem_store: Store) -> None:
    """Two conversations propose two moves of one delivery; the second yes comes after the
    first moved it: that proposal's "from" is no longer true, so nothing is written and
    the move is proposed again from where the delivery is now."""
    first = desk_on(mem_store)
    second = desk_on(mem_store)
    assert first.say("Déplacez SO-24903 au mardi 20 au matin").text_id == "ask_confirm_move"
    assert second.say("Déplacez SO-24903 au jeudi 22 au matin").text_id == "ask_confirm_move"
    assert second.say("oui").text_id == "say_moved"
    assert booking(mem_store, "SO-24903") == "2026-10-22-AM"
    late = first.say("oui")
    assert booking(mem_store, "SO-24903") == "2026-10-22-AM"
    assert late.text_id == "ask_confirm_move", late.reply
    assert "jeudi 22 octobre" in late.reply and "mardi 20 octobre au matin" in late.reply
    assert any(e.get("code") == "booking_changed" for e in late.trace), late.trace
    done = first.say("oui")
    assert done.text_id == "say_moved"
    assert booking(mem_store, "SO-24903") == "2026-10-20-AM"


def test_a_pick_from_a_list_moves_the_delivery_only_from_the_slot_the_list_named(
        mem_store: Store) -> None:
    """A pick by position is consent to the move the list described, from the slot it said
    the delivery was on: moved since by another conversation, nothing is written and the
    move picked is proposed again (yes/no) from where the delivery is now."""
    listing, other = desk_on(mem_store), desk_on(mem_store)
    listed = listing.say("Quels créneaux sont libres pour SO-24903 ?")
    assert listed.text_id == "ask_which_slot"
    first = listed.reply  # the first slot offered, in words
    assert other.say("Déplacez SO-24903 au jeudi 22 au matin").text_id == "ask_confirm_move"
    assert other.say("oui").text_id == "say_moved"
    before = listing.snapshot()
    late = listing.say("le 1")
    assert listing.snapshot() == before
    assert late.text_id == "ask_confirm_move" and "modifiée entre-temps" in late.reply, (
        first, late.reply)
    assert listing.say("oui").text_id == "say_moved"
    assert booking(mem_store, "SO-24903") != "2026-10-22-AM"


def test_a_first_booking_is_not_a_move_of_a_booking_made_meanwhile(mem_store: Store) -> None:
    """SO-30003 had no delivery when the desk proposed to book its first one; another door
    booked it meanwhile: the yes consented to a first booking, not to moving that one, so
    nothing is written and the move is proposed again from where the delivery is now."""
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=ALICE)
    asked = desk.say("Je voudrais être livrée le mardi 20 octobre au matin pour SO-30003")
    assert asked.text_id == "ask_confirm_move" and "fixer la livraison" in asked.reply
    care.reschedule(mem_store, number="SO-30003", email=ALICE, slot_id="2026-10-22-AM")
    late = desk.say("oui")
    assert booking(mem_store, "SO-30003") == "2026-10-22-AM"
    assert late.text_id == "ask_confirm_move" and "modifiée entre-temps" in late.reply, late.reply
    assert "jeudi 22 octobre" in late.reply and "déplacer" in late.reply
    assert desk.say("oui").text_id == "say_moved"
    assert booking(mem_store, "SO-30003") == "2026-10-20-AM"


def test_a_pick_for_a_first_booking_moves_no_booking_made_meanwhile(mem_store: Store) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=ALICE)
    assert desk.say("Quels créneaux sont libres pour SO-30003 ?").text_id == "ask_which_slot"
    care.reschedule(mem_store, number="SO-30003", email=ALICE, slot_id="2026-10-22-AM")
    late = desk.say("le 1")
    assert booking(mem_store, "SO-30003") == "2026-10-22-AM"
    assert late.text_id == "ask_confirm_move" and "modifiée entre-temps" in late.reply, late.reply


def test_the_service_refuses_a_first_booking_once_one_was_made(mem_store: Store) -> None:
    from services.errors import BookingChanged

    care.reschedule(mem_store, number="SO-30003", email=ALICE, slot_id="2026-10-22-AM")
    with pytest.raises(BookingChanged):
        care.reschedule(mem_store, number="SO-30003", email=ALICE, slot_id="2026-10-20-AM",
                        expected_from=care.NO_SLOT)
    assert booking(mem_store, "SO-30003") == "2026-10-22-AM"


@pytest.mark.parametrize("change", ["moved", "unbooked"])
def test_a_yes_to_a_late_case_after_the_delivery_changed_says_why_no_case(
        mem_store: Store, change: str) -> None:
    """The case was offered because the delivery was within 48 hours; by the yes, another door
    moved it further off (or took the booking back): no case is opened, and the reply says
    so before the slots it can move to, never a bare list as if the yes had not been heard."""
    from sqlalchemy import delete

    from services.models import Booking

    desk = desk_on(mem_store)
    assert desk.say("Déplacez SO-24911 à la semaine prochaine").text_id == "ask_confirm_late_case"
    with mem_store.sessions.begin() as session:
        if change == "moved":
            session.execute(update(Booking).where(Booking.order_number == "SO-24911")
                            .values(slot_id="2026-10-23-AM"))
        else:
            session.execute(delete(Booking).where(Booking.order_number == "SO-24911"))
    before = desk.snapshot()
    turn = desk.say("oui")
    assert desk.snapshot() == before
    assert turn.text_id == "ask_which_slot", turn.reply
    assert "modifiée entre-temps" in turn.reply and "aucun dossier" in turn.reply, turn.reply


def test_a_yes_to_a_move_made_meanwhile_says_the_delivery_is_already_there(
        mem_store: Store) -> None:
    """Another door (a second tab, the same "oui" sent twice) made the very move proposed: the
    yes writes nothing, and the reply says the delivery is on that slot, never that the slot
    is "no longer available" (it is: it holds this delivery)."""
    desk = desk_on(mem_store)
    assert desk.say("Déplacez SO-24903 au jeudi 22 au matin").text_id == "ask_confirm_move"
    care.reschedule(mem_store, number="SO-24903", email=JEAN, slot_id="2026-10-22-AM")
    before = desk.snapshot()
    turn = desk.say("oui")
    assert desk.snapshot() == before
    assert "plus disponible" not in turn.reply, turn.reply
    assert "déjà prévue le jeudi 22 octobre au matin" in turn.reply, turn.reply


def test_a_pick_of_the_slot_the_delivery_was_moved_to_meanwhile_says_so(
        mem_store: Store) -> None:
    desk = desk_on(mem_store)
    listed = desk.say("Quels créneaux sont libres pour SO-24903 ?")
    assert listed.text_id == "ask_which_slot" and "1. vendredi 16 octobre" in listed.reply
    care.reschedule(mem_store, number="SO-24903", email=JEAN, slot_id="2026-10-16-PM")
    before = desk.snapshot()
    turn = desk.say("1")
    assert desk.snapshot() == before
    assert "plus disponible" not in turn.reply, turn.reply
    assert "déjà prévue le vendredi 16 octobre l'après-midi" in turn.reply, turn.reply


def test_a_delivery_whose_slot_has_passed_is_not_said_to_be_within_48_hours(
        mem_store: Store) -> None:
    """A yes given days after the proposal, once the booked slot has passed with the order not
    marked delivered: the move is refused and a case offered, as for a delivery within 48
    hours, but the reply says the date has passed, never "in less than 48 hours"."""
    desk = desk_on(mem_store)
    assert desk.say(MOVE).text_id == "ask_confirm_move"  # booked Tuesday 20, afternoon
    before = desk.snapshot()
    late = desk.say("oui", now="2026-10-24T10:00:00+02:00")
    assert desk.snapshot() == before
    assert late.text_id == "ask_confirm_late_case", late.reply
    assert "moins de 48 heures" not in late.reply and "déjà passée" in late.reply, late.reply
    opened = desk.say("oui", now="2026-10-24T10:05:00+02:00")
    assert opened.text_id == "say_late_case"
    assert "moins de 48 heures" not in opened.reply and "déjà passée" in opened.reply
    english = desk_on(mem_store, now="2026-10-24T10:00:00+02:00")
    told = english.say("What slots are free for SO-24903?")
    assert told.text_id == "say_too_late_to_move", told.reply
    assert "less than 48 hours" not in told.reply and "already past" in told.reply


@pytest.mark.parametrize(("message", "text_id"), [
    ("oui, et où en est SO-24911 ?", "ask_again_late_case"),  # after the status told
    ("c'est quoi un dossier SAV ?", "ask_still_late_case"),
    ("pourquoi ?", "ask_still_late_case")])  # why a case: because of the delivery's date
def test_a_case_asked_again_on_a_past_slot_is_not_said_within_48_hours(
        mem_store: Store, message: str, text_id: str) -> None:
    desk = desk_on(mem_store, now="2026-10-24T10:00:00+02:00")
    asked = desk.say("Déplacez SO-24903 au 30 octobre")
    assert asked.text_id == "ask_confirm_late_case" and "déjà passée" in asked.reply
    again = desk.say(message)
    assert again.asks, again.reply
    assert again.text_id == text_id or any(
        e.get("text_id") == text_id for e in again.trace), again.trace
    assert "moins de 48" not in again.reply and "déjà passée" in again.reply, again.reply
