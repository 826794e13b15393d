"""Every care-desk text exists in French and English with the same placeholders."""

from __future__ import annotations

import re

import pytest

from nodes.care_desk import replies
from nodes.care_desk.texts import FRAGMENTS, STAFF_FRAGMENTS, STAFF_TEXTS, STATUS_LABELS, TEXTS
from nodes.kit.say import placeholders
from nodes.kit.texts import KIT_STAFF_TEXTS, KIT_TEXTS

ALL = [("TEXTS", TEXTS), ("FRAGMENTS", FRAGMENTS), ("STATUS_LABELS", STATUS_LABELS)]


@pytest.mark.parametrize(("group", "texts"), ALL)
def test_every_text_in_both_languages_with_the_same_placeholders(group: str, texts: dict) -> None:  # type: ignore[type-arg]
    for text_id, by_lang in texts.items():
        assert set(by_lang) == {"fr", "en"}, f"{group}.{text_id}"
        assert placeholders(by_lang["fr"]) == placeholders(by_lang["en"]), f"{group}.{text_id}"


SLOT = {"id": "2026-10-20-AM", "start": "2026-10-20T06:00:00+00:00",
        "end": "2026-10-20T10:00:00+00:00", "capacity": 1, "booked": 0}
ORDER = {
    "number": "SO-1", "customer_name": "Alice Roy", "status": "in_production",
    "workshop_stage": "frame", "ordered_on": "2026-08-30", "promised_on": "2026-10-01",
    "delay_days": 19, "delivery_slot": SLOT,
    "lines": [{"sku": "A", "product": "Canapé", "quantity": 1},
              {"sku": "B", "product": "Chaise", "quantity": 4}],
}
STATE = {
    "details": {"order_number": "SO-1", "email": "a@b.c"},
    "order": {"ok": True, "code": None, "result": ORDER},
    "free_slots": [SLOT], "pick": {"chosen_slot_id": None, "offer_slot_ids": ["2026-10-20-AM"]},
    "move": {"ok": True, "code": None, "result": {"order": "SO-1", "from_slot": None,
                                                  "to_slot": SLOT}},
    "case": {"ok": True, "code": None, "result": {"number": "CASE-1002"}},
}


def runtime_on(store):  # type: ignore[no-untyped-def]
    from langgraph.runtime import Runtime

    from nodes.kit.context import Context, Deps

    return Runtime(context=Context(deps=Deps.of(store, None)))  # type: ignore[arg-type]

PARAMS = [
    ("say_status", replies.status_params),
    ("say_status_staff", replies.status_params),
    ("ask_which_slot", replies.which_slot_params),
    ("say_moved", replies.moved_params),
    ("say_late_case", replies.case_params),
    ("say_damage_case", replies.damage_case_done_params),
    ("say_order_closed", replies.closed_params),
]


@pytest.mark.parametrize(("text_id", "params"), PARAMS)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_params_fill_every_placeholder(text_id: str, params, lang: str, mem_store) -> None:  # type: ignore[no-untyped-def]
    values = params(STATE, lang, runtime_on(mem_store))
    assert placeholders(TEXTS[text_id][lang]) <= set(values)


def test_status_reply_carries_the_figures(mem_store) -> None:  # type: ignore[no-untyped-def]
    fr = replies.status_params(STATE, "fr", runtime_on(mem_store))  # type: ignore[arg-type]
    en = replies.status_params(STATE, "en", runtime_on(mem_store))  # type: ignore[arg-type]
    assert "19 jours de retard" in fr["delay"] and "19 days late" in en["delay"]
    assert fr["products"] == "Canapé, 4 × Chaise"
    assert "mardi 20 octobre au matin" in fr["delivery"]
    assert en["status"] == "in production" and fr["status"] == "en fabrication"
    assert (fr["of_customer"], en["of_customer"]) == ("d'Alice Roy", "of Alice Roy")


def test_the_pick_prompt_lists_the_free_slots_in_local_time(mem_store) -> None:  # type: ignore[no-untyped-def]
    from nodes.care_desk.executors import _slot_lines

    winter = {**SLOT, "id": "2026-10-26-PM", "start": "2026-10-26T13:00:00+00:00",
              "end": "2026-10-26T17:00:00+00:00"}  # after the clocks went back: UTC+1
    lines = _slot_lines({"free_slots": [SLOT, winter]}, runtime_on(mem_store))  # type: ignore[list-item]
    assert lines == [
        {"id": "2026-10-20-AM", "day": "2026-10-20", "weekday": "Tuesday", "part": "AM",
         "hours": "08:00-12:00"},
        {"id": "2026-10-26-PM", "day": "2026-10-26", "weekday": "Monday", "part": "PM",
         "hours": "14:00-18:00"}]


def test_an_empty_optional_part_leaves_no_double_or_trailing_space() -> None:
    from nodes.kit.say import render, tidy

    texts = {"t": {"fr": "Votre commande {number} est {status}. {stage}{delivery} {delay}",
                   "en": "-"}}
    said = render(texts, "t", "fr", {"number": "SO-1", "status": "livrée", "stage": "",
                                     "delivery": "", "delay": ""})
    assert tidy(said) == "Votre commande SO-1 est livrée."
    assert tidy("Créneaux :\n1. lundi  \n  2. mardi") == "Créneaux :\n1. lundi\n  2. mardi"
    # A fragment keeps the space that joins it to what follows.
    assert render({"f": {"fr": "Nous ne livrons pas {when}. ", "en": "-"}}, "f", "fr",
                  {"when": "le 1er janvier"}).endswith(". ")


# The staff wording (a staff member acting on a customer's order): the same ids, the same
# questions, the customer's order in the third person.

STAFF = [("STAFF_TEXTS", STAFF_TEXTS, TEXTS), ("STAFF_FRAGMENTS", STAFF_FRAGMENTS, FRAGMENTS),
         ("KIT_STAFF_TEXTS", KIT_STAFF_TEXTS, KIT_TEXTS)]
CUSTOMER_WORDS = ("votre commande", "vos commandes", "votre livraison", "vous recontacte",
                  "your order", "your delivery", "contact you", "désolé", "sorry")


@pytest.mark.parametrize(("group", "staff", "texts"), STAFF)
def test_each_staff_text_words_a_customer_text_in_the_third_person(
        group: str, staff: dict, texts: dict) -> None:  # type: ignore[type-arg]
    for text_id, by_lang in staff.items():
        assert text_id in texts, f"{group}.{text_id} words no customer text"
        assert set(by_lang) == {"fr", "en"}, f"{group}.{text_id}"
        assert placeholders(by_lang["fr"]) == placeholders(by_lang["en"]), f"{group}.{text_id}"
        for lang in ("fr", "en"):
            said = by_lang[lang]
            # nothing the customer's text does not know, but whose order it is
            assert placeholders(said) <= placeholders(texts[text_id][lang]) | {"whose"}
            # a question exactly when the customer's text is one (the same consent)
            assert ("?" in said) == ("?" in texts[text_id][lang]), (text_id, lang)
            assert ("(oui / non)" in said) == ("(oui / non)" in texts[text_id][lang])
            assert ("(yes / no)" in said) == ("(yes / no)" in texts[text_id][lang])
            for words in CUSTOMER_WORDS:
                assert words not in said.lower(), (group, text_id, lang, words)


STAFF_PARAMS = [
    ("ask_which_slot", replies.which_slot_params),
    ("ask_confirm_move", replies.confirm_move_params),
    ("ask_confirm_damage_case", replies.damage_case_params),
    ("ask_confirm_late_case", replies.order_params),
    ("say_too_late_to_move", replies.order_params),
    ("say_not_delivered", replies.order_params),
    ("say_not_delivered_cancelled", replies.order_params),
    ("say_case_exists", replies.case_exists_params),
    ("say_moved", replies.moved_params),
    ("say_late_case", replies.case_params),
    ("say_damage_case", replies.damage_case_done_params),
]
STAFF_STATE = {**STATE, "channel": "staff",
               "pick": {"chosen_slot_id": "2026-10-20-AM", "offer_slot_ids": []}}


@pytest.mark.parametrize(("text_id", "params"), STAFF_PARAMS)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_staff_params_fill_every_placeholder_and_name_the_customer(
        text_id: str, params, lang: str, mem_store) -> None:  # type: ignore[no-untyped-def]
    values = params(STAFF_STATE, lang, runtime_on(mem_store))
    assert placeholders(STAFF_TEXTS[text_id][lang]) <= set(values)
    if "whose" in placeholders(STAFF_TEXTS[text_id][lang]):
        assert values["whose"] == {"fr": " d'Alice Roy", "en": " of Alice Roy"}[lang]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_whose_is_empty_off_the_staff_channel_or_without_a_name(lang: str) -> None:
    assert replies.whose(STATE, lang, "SO-1") == ""  # type: ignore[arg-type]
    assert replies.whose(STAFF_STATE, lang, "SO-2") == ""  # type: ignore[arg-type]
    # a yes to a proposal: the name kept with the proposal is said again
    answered = {"channel": "staff", "details": {"order_number": "SO-1"},
                "awaiting": {"pending": {"order_number": "SO-1", "customer": "Émilie Lefèvre"}}}
    assert replies.whose(answered, lang, "SO-1") == {  # type: ignore[arg-type]
        "fr": " d'Émilie Lefèvre", "en": " of Émilie Lefèvre"}[lang]
    listed = {"channel": "staff", "awaiting": {"order": "SO-1", "customer": "Paul Dupont"}}
    assert replies.whose(listed, lang, "SO-1") == {  # type: ignore[arg-type]
        "fr": " de Paul Dupont", "en": " of Paul Dupont"}[lang]


def test_the_channel_picks_the_wording_never_the_id() -> None:
    from nodes.kit.say import for_channel, render

    staff, customer = {"channel": "staff"}, {"channel": "customer"}
    assert for_channel(staff, TEXTS, STAFF_TEXTS, "say_moved") is STAFF_TEXTS
    assert for_channel(customer, TEXTS, STAFF_TEXTS, "say_moved") is TEXTS
    assert for_channel({}, TEXTS, STAFF_TEXTS, "say_moved") is TEXTS
    assert for_channel(staff, TEXTS, STAFF_TEXTS, "say_welcome") is TEXTS  # no staff wording
    assert for_channel(staff, TEXTS, None, "say_moved") is TEXTS
    params = {"number": "SO-1", "done": "déplacée au", "slot": "lundi", "whose": " de Jean"}
    assert render(TEXTS, "say_moved", "fr", params).startswith(
        "C'est fait : la livraison de votre commande SO-1")
    assert render(STAFF_TEXTS, "say_moved", "fr", params).startswith(
        "C'est fait : la livraison de la commande SO-1 de Jean")


def test_a_case_opened_by_staff_says_who_wrote_its_description() -> None:
    from nodes.care_desk.executors import case_description

    said = {"details": {"said": ["le pied du canapé est cassé"]}}
    assert case_description(said) == "Customer message: le pied du canapé est cassé"  # type: ignore[arg-type]
    assert case_description({**said, "channel": "staff"}) == (  # type: ignore[arg-type]
        "Staff message (on the customer's behalf): le pied du canapé est cassé")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_answer_to_a_question_asked_beside_a_slot_list_renders(lang: str) -> None:
    """Whatever a message asked while a slot list waited ("yes move both", "c'est payant ?"),
    its answer renders with what the list knows (the order's number): "oui, décalez les
    deux" failed the turn on an unset {number}."""
    suffixes = ("_list", "_move", "_damage_case", "_late_case", "_case")  # the write's own
    topics = {re.sub(f"(?:{'|'.join(suffixes)})$", "", key.removeprefix("answer_"))
              for key in FRAGMENTS if key.startswith("answer_")} - {"weekday"}  # its own
    for topic in sorted(topics):
        text = replies.list_answer(topic, lang, "SO-24911")
        assert text and "{" not in text, topic
    assert "SO-24911" in replies.list_answer("both", lang, "SO-24911")
