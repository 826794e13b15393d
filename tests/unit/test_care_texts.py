"""Every care-desk text exists in French and English with the same placeholders."""

from __future__ import annotations

import pytest

from nodes.care_desk import replies
from nodes.care_desk.texts import FRAGMENTS, STATUS_LABELS, TEXTS
from nodes.kit.say import placeholders

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
    ("say_damage_case", replies.case_params),
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
