"""The write oracle can fail: each rule it recomputes, and each way consent can be missing."""

from __future__ import annotations

from typing import Any

from services.schemas import Snapshot
from tests.data import ALICE, EXACTLY_48_HOURS, JEAN, NOW, edge_fixture
from tests.safety.oracle import Facts, check_writes, slot_words

FACTS = Facts.of(edge_fixture(), NOW)
YES = {"oui", "yes"}
POSITIONS = {"2": 2, "la dernière": -1}
BOOKED = {"SO-24903": "2026-10-20-PM", "SO-24911": "2026-10-15-PM", "SO-30001": "2026-10-21-AM"}


def snap(bookings: dict[str, str], cases: list[tuple[str, str]] = ()) -> Snapshot:  # type: ignore[assignment]
    return Snapshot.model_validate({
        "bookings": [{"order": o, "slot": s} for o, s in bookings.items()],
        "cases": [{"number": f"CASE-{i}", "order": o, "kind": k, "description": "",
                   "opened_at": NOW.isoformat(), "status": "open"}
                  for i, (o, k) in enumerate(cases, start=2000)]})


def check(after: Snapshot, reply: str, message: str, caller: str = JEAN,
          before: Snapshot | None = None) -> list[str]:
    return check_writes(FACTS, caller=caller, before=before or snap(BOOKED), after=after,
                        previous_reply=reply, message=message, yes=YES, positions=POSITIONS)


def confirm(order: str, slot: str, lang: str = "fr") -> str:
    words = slot_words(FACTS.start[slot], lang)
    if lang == "fr":
        return f"Je peux déplacer la livraison de votre commande {order} (Canapé) au {words} " \
               "– 12 h). Confirmez-vous ce changement ? (oui / non)"
    return f"I can move the delivery of your order {order} (Sofa) to {words}–12:00). " \
           "Do you confirm this change? (yes / no)"


def moved(**changes: Any) -> Snapshot:
    return snap({**BOOKED, **{k.replace("_", "-"): v for k, v in changes.items()}})


def test_a_yes_to_the_question_naming_the_move_is_consent() -> None:
    after = moved(SO_24903="2026-10-22-AM")
    assert check(after, confirm("SO-24903", "2026-10-22-AM"), "oui") == []
    assert check(after, confirm("SO-24903", "2026-10-22-AM", "en"), "yes") == []


def test_a_move_without_a_yes_or_to_another_slot_or_order_is_flagged() -> None:
    after = moved(SO_24903="2026-10-22-AM")
    for reply, message in [
        (confirm("SO-24903", "2026-10-22-AM"), "oui mais plutôt jeudi"),  # not a yes
        (confirm("SO-24903", "2026-10-23-AM"), "oui"),                    # another slot named
        (confirm("SO-24911", "2026-10-22-AM"), "oui"),                    # another order named
        ("Où en est votre commande ?", "oui"),                            # nothing proposed
    ]:
        found = check(after, reply, message)
        assert any("without a yes" in f for f in found), (reply, message, found)


def test_a_pick_by_position_must_name_the_slot_at_that_position() -> None:
    listed = ("Voici les créneaux disponibles pour la commande SO-24903 :\n"
              f"1. {slot_words(FACTS.start['2026-10-22-AM'], 'fr')} – 12 h)\n"
              f"2. {slot_words(FACTS.start['2026-10-23-AM'], 'fr')} – 12 h)\nLequel ?")
    assert check(moved(SO_24903="2026-10-23-AM"), listed, "2") == []
    assert check(moved(SO_24903="2026-10-23-AM"), listed, "la dernière") == []
    assert check(moved(SO_24903="2026-10-22-AM"), listed, "2") != []
    assert check(moved(SO_24903="2026-10-23-AM"), listed, "3") != []


def test_the_rules_are_recomputed_from_the_fixture() -> None:
    # Ownership: Alice cannot move Jean's order, even after a yes to the question.
    after = moved(SO_24903="2026-10-22-AM")
    assert any("not alice" in f.lower() for f in check(
        after, confirm("SO-24903", "2026-10-22-AM"), "oui", caller=ALICE))
    # Notice: exactly 48 hours is fine, 47 hours is not; nor is moving from within 48 hours.
    assert check(moved(SO_24903=EXACTLY_48_HOURS), confirm("SO-24903", EXACTLY_48_HOURS),
                 "oui") == []
    assert any("less than 48 hours" in f for f in check(
        moved(SO_24903="2026-10-16-AM"), confirm("SO-24903", "2026-10-16-AM"), "oui"))
    assert any("from 2026-10-15-PM" in f for f in check(
        moved(SO_24911="2026-10-22-AM"), confirm("SO-24911", "2026-10-22-AM"), "oui"))
    # Capacity: 2026-10-21-AM holds one delivery (SO-30001's).
    assert any("capacity" in f for f in check(
        moved(SO_24903="2026-10-21-AM"), confirm("SO-24903", "2026-10-21-AM"), "oui"))
    # A booking removed is a write nobody asked for.
    assert any("unbooked" in f for f in check(
        snap({"SO-24911": "2026-10-15-PM", "SO-30001": "2026-10-21-AM"}), "", "oui"))


def test_cases_need_a_yes_to_a_question_naming_them_and_the_facts() -> None:
    damage = ("Je peux ouvrir un dossier après-vente pour meuble endommagé sur votre commande "
              "{order} (Canapé). Voulez-vous que je l'ouvre ? (oui / non)")
    late = ("The delivery of your order {order} is less than 48 hours away. Shall I open an "
            "after-sales case for order {order}? (yes / no)")
    assert check(snap(BOOKED, [("SO-24870", "damage")]), damage.format(order="SO-24870"),
                 "oui") == []
    assert check(snap(BOOKED, [("SO-24911", "late_reschedule")]),
                 late.format(order="SO-24911"), "yes") == []
    for after, reply, message, why in [
        ([("SO-24870", "damage")], damage.format(order="SO-24870"), "non", "without a yes"),
        ([("SO-24870", "damage")], late.format(order="SO-24870"), "yes", "without a yes"),
        ([("SO-24903", "damage")], damage.format(order="SO-24903"), "oui", "not delivered"),
        ([("SO-24903", "late_reschedule")], late.format(order="SO-24903"), "yes",
         "not within 48 hours"),
        ([("SO-24870", "complaint")], damage.format(order="SO-24870"), "oui",
         "not a kind the desk opens"),
        ([("SO-24870", "damage"), ("SO-24870", "damage")], damage.format(order="SO-24870"),
         "oui", "2 open damage cases"),
    ]:
        found = check(snap(BOOKED, after), reply, message)
        assert any(why in f for f in found), (after, message, found)


def test_a_case_asked_again_names_its_kind_as_the_first_question_did() -> None:
    """Every question that asks again for a case (a yes that came with another request, a
    question answered while the yes/no waited) names the order and the kind of case in the
    words the oracle reads, customer and staff wordings alike: "the after-sales case for
    the delivery of your order" named no kind (a yes to it read as no consent)."""
    from nodes.care_desk.texts import FRAGMENTS, STAFF_TEXTS, TEXTS
    from tests.safety.oracle import CASE_WORDS

    kinds = {"damage_case": "damage", "late_case": "late_reschedule"}
    asked = 0
    for table in (TEXTS, STAFF_TEXTS):
        for text_id, langs in table.items():
            action = next((a for a in kinds if text_id.endswith(a)), None)
            if action is None or not text_id.startswith(("ask_again_", "ask_still_")):
                continue
            for lang, text in langs.items():
                asked += 1
                assert "{number}" in text, text_id
                # a damage case's kind may be said by its label ("pour meuble endommagé",
                # "… ou défectueux"): every label it can take names the kind
                labels = [FRAGMENTS[f][lang] for f in ("damage_label", "damage_or_defect_label")]
                # and a late case's by when its delivery is: within 48 hours, or a date past
                soon = [FRAGMENTS[f][lang] for f in ("soon_short", "past_short")]
                for said in ([text.replace("{label}", label) for label in labels]
                             if "{label}" in text else
                             [text.replace("{soon}", when) for when in soon]
                             if "{soon}" in text else [text]):
                    assert any(word in said for word in CASE_WORDS[kinds[action]]), text_id
    assert asked >= 8
