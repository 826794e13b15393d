"""Format checks for the public paraphrase corpus (customer and staff phrasings)."""

from __future__ import annotations

import re
from collections import Counter
from datetime import date

import pytest
import yaml
from pydantic import ValidationError

from tests.paraphrases.loader import (
    CUSTOMER_FILE,
    STAFF_FILE,
    CustomerCorpus,
    CustomerItem,
    StaffCorpus,
    load_customer,
    load_staff,
)

CUSTOMER_FLOOR = 320
STAFF_FLOOR = 110
MULTI_FLOOR = 15
ISO_DATE = re.compile(r"(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?![\d-])")
WEEKDAYS = {
    "lundi": 0, "mardi": 1, "mercredi": 2, "jeudi": 3, "vendredi": 4, "samedi": 5, "dimanche": 6,
    "monday": 0, "tuesday": 1, "wednesday": 2, "thursday": 3, "friday": 4, "saturday": 5,
    "sunday": 6,
}
WEEKDAY_AND_DAY = re.compile(
    r"\b(" + "|".join(WEEKDAYS) + r")(?: the| prochain, le)? (\d{1,2})(?!\d|h| ?%)"
)


@pytest.fixture(scope="module")
def customer() -> CustomerCorpus:
    return load_customer()


@pytest.fixture(scope="module")
def staff() -> StaffCorpus:
    return load_staff()


def _wish_dates(item: CustomerItem) -> list[date]:
    wish = item.wish
    if wish is None:
        return []
    found = list(wish.dates or []) + list(wish.not_)
    found += [d for d in (wish.from_, wish.to) if d is not None]
    return found


def test_counts_meet_the_floors(customer: CustomerCorpus, staff: StaffCorpus) -> None:
    assert len(customer.items) >= CUSTOMER_FLOOR
    assert len(staff.items) >= STAFF_FLOOR


def test_clocks_are_the_documented_weekdays(customer: CustomerCorpus, staff: StaffCorpus) -> None:
    assert customer.now.date() == date(2026, 10, 14) and customer.now.weekday() == 2
    assert staff.now.date() == date(2026, 12, 1) and staff.now.weekday() == 1


@pytest.mark.parametrize("path", [CUSTOMER_FILE, STAFF_FILE], ids=["customer", "staff"])
def test_no_duplicate_messages(path: object) -> None:
    corpus = load_customer() if path == CUSTOMER_FILE else load_staff()
    folded = Counter(" ".join(item.say.casefold().split()) for item in corpus.items)
    duplicates = [say for say, n in folded.items() if n > 1]
    assert duplicates == []


@pytest.mark.parametrize("path", [CUSTOMER_FILE, STAFF_FILE], ids=["customer", "staff"])
def test_every_iso_date_in_the_file_is_a_real_date(path: object) -> None:
    text = CUSTOMER_FILE.read_text(encoding="utf-8") if path == CUSTOMER_FILE else (
        STAFF_FILE.read_text(encoding="utf-8"))
    seen = 0
    for year, month, day in ISO_DATE.findall(text):
        date(int(year), int(month), int(day))  # raises on 2026-02-30 and the like
        seen += 1
    assert seen > 50


@pytest.mark.parametrize("corpus_name", ["customer", "staff"])
def test_languages_are_balanced(corpus_name: str, customer: CustomerCorpus,
                                staff: StaffCorpus) -> None:
    items = customer.items if corpus_name == "customer" else staff.items
    langs = Counter(item.lang for item in items)
    for lang in ("fr", "en"):
        assert langs[lang] / len(items) >= 0.35, langs


def test_every_customer_intent_is_covered(customer: CustomerCorpus) -> None:
    intents: Counter[str] = Counter(item.intent for item in customer.items)
    for intent in ("order_status", "reschedule", "availability", "report_damage"):
        assert intents[intent] >= 30, intents
    for intent in ("back_office", "other"):
        assert intents[intent] >= 15, intents
    assert sum(1 for item in customer.items if item.also) >= MULTI_FLOOR


def test_every_staff_workflow_is_covered(staff: StaffCorpus) -> None:
    workflows = Counter(item.workflow for item in staff.items)
    assert workflows["analysis"] >= 40 and workflows["billing"] >= 25
    assert workflows["out_of_scope"] >= 10 and workflows["care_desk"] >= 5
    assert sum(1 for item in staff.items if item.period == "unclear") >= 5


def test_orders_and_emails_are_written_in_the_message(customer: CustomerCorpus) -> None:
    for item in customer.items:
        compact = re.sub(r"[\s-]", "", item.say)
        for order in [item.order] + [a.order for a in item.also or []]:
            if order is not None:
                assert order.removeprefix("SO-") in compact, item.say
        if item.email is not None:
            assert item.email in item.say.casefold(), item.say


def test_multi_requests_name_a_second_order(customer: CustomerCorpus) -> None:
    for item in customer.items:
        for also in item.also or []:
            assert also.order is not None and also.order != item.order, item.say


def test_staff_customer_is_written_in_the_message(staff: StaffCorpus) -> None:
    for item in staff.items:
        if item.customer is not None:
            assert item.customer.casefold() in item.say.casefold(), item.say


def test_wished_dates_are_not_in_the_past(customer: CustomerCorpus) -> None:
    today = customer.now.date()
    for item in customer.items:
        assert all(d >= today for d in _wish_dates(item)), item.say


def test_staff_periods_start_no_later_than_today(staff: StaffCorpus) -> None:
    today = staff.now.date()
    for item in staff.items:
        if not isinstance(item.period, str) and item.period is not None:
            assert item.period.from_ <= today, item.say


def test_weekday_and_day_number_agree_with_the_wish(customer: CustomerCorpus) -> None:
    checked = 0
    for item in customer.items:
        dates = _wish_dates(item)
        for match in WEEKDAY_AND_DAY.finditer(item.say.casefold()):
            weekday, day = WEEKDAYS[match.group(1)], int(match.group(2))
            same_day = [d for d in dates if d.day == day]
            assert same_day, f"{item.say!r}: no wished date on day {day}"
            assert all(d.weekday() == weekday for d in same_day), item.say
            checked += 1
    assert checked >= 20


def test_the_loader_is_strict() -> None:
    raw = yaml.safe_load(CUSTOMER_FILE.read_text(encoding="utf-8"))
    raw["items"][0] = {**raw["items"][0], "intnet": "order_status"}
    with pytest.raises(ValidationError):
        CustomerCorpus.model_validate(raw)
    bad_wish = yaml.safe_load(CUSTOMER_FILE.read_text(encoding="utf-8"))
    index = next(i for i, item in enumerate(bad_wish["items"]) if item["intent"] == "reschedule")
    bad_wish["items"][index] = {**bad_wish["items"][index], "wish": {"dates": ["2026-02-30"]}}
    with pytest.raises(ValidationError):
        CustomerCorpus.model_validate(bad_wish)
