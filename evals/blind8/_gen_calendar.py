# ruff: noqa: E501  (a data file: one conversation turn a line reads best)
"""Generate care_calendar.yaml: the fixture (slots over the year's turn) and the conversations.

Run: .venv/bin/python evals/blind8/_gen_calendar.py  (writes care_calendar.yaml beside it).
The conversations are in CONVERSATIONS below; the fixture is built by fixture().
"""

from __future__ import annotations

import datetime as dt
import itertools
import re
from pathlib import Path
from typing import Any

import yaml

HOLIDAYS = {dt.date(2026, 12, 25), dt.date(2027, 1, 1)}
FIRST, LAST = dt.date(2026, 12, 22), dt.date(2027, 1, 15)
# Full slots: capacity 1, booked by Marc Dubois (C-199), who never speaks.
FULL = ["2027-01-04-AM", "2026-12-29-PM", "2027-01-07-PM", "2026-12-30-AM", "2027-01-13-AM"]


def slots() -> list[dict]:
    out = []
    day = FIRST
    while day <= LAST:
        if day.weekday() < 5 and day not in HOLIDAYS:
            for half, start, end in (("AM", "08:00", "12:00"), ("PM", "13:00", "17:00")):
                sid = f"{day.isoformat()}-{half}"
                out.append(
                    {
                        "id": sid,
                        "start": f"{day.isoformat()}T{start}:00+01:00",
                        "end": f"{day.isoformat()}T{end}:00+01:00",
                        "capacity": 1 if sid in FULL else 3,
                    }
                )
        day += dt.timedelta(days=1)
    return out


def order(
    number,
    customer,
    sku,
    status,
    slot,
    stage=None,
    qty=1,
    ordered="2026-10-20",
    promised="2026-12-18",
):
    return {
        "number": number,
        "customer": customer,
        "lines": [{"sku": sku, "quantity": qty}],
        "ordered_on": ordered,
        "promised_on": promised,
        "status": status,
        "workshop_stage": stage,
        "delivery_slot": slot,
    }


def fixture() -> dict:
    return {
        "customers": [
            {
                "id": "C-101",
                "name": "Camille Lefèvre",
                "email": "camille.lefevre@example.com",
                "company": None,
            },
            {
                "id": "C-102",
                "name": "Thomas Girard",
                "email": "thomas.girard@example.fr",
                "company": None,
            },
            {
                "id": "C-103",
                "name": "Emily Carter",
                "email": "emily.carter@example.com",
                "company": None,
            },
            {
                "id": "C-104",
                "name": "James Walsh",
                "email": "james.walsh@example.co.uk",
                "company": None,
            },
            {
                "id": "C-105",
                "name": "Sophie Marchand",
                "email": "sophie.marchand@example.fr",
                "company": None,
            },
            {
                "id": "C-106",
                "name": "Oliver Bennett",
                "email": "oliver.bennett@example.com",
                "company": "Bennett Studio",
            },
            {
                "id": "C-107",
                "name": "Nadia Benali",
                "email": "nadia.benali@example.fr",
                "company": None,
            },
            {
                "id": "C-199",
                "name": "Marc Dubois",
                "email": "marc.dubois@example.fr",
                "company": None,
            },
        ],
        "products": [
            {
                "sku": "OSLO-3",
                "name": "Canapé Oslo 3 places",
                "price": "1890.00",
                "cost": "1020.00",
            },
            {"sku": "BREST-1", "name": "Fauteuil Brest", "price": "640.00", "cost": "310.00"},
            {"sku": "NANTES-T", "name": "Table Nantes", "price": "1250.00", "cost": "700.00"},
            {"sku": "LYON-C", "name": "Chaise Lyon", "price": "180.00", "cost": "80.00"},
            {"sku": "RENNES-B", "name": "Lit Rennes 160", "price": "1490.00", "cost": "820.00"},
            {"sku": "METZ-E", "name": "Étagère Metz", "price": "420.00", "cost": "190.00"},
        ],
        "slots": slots(),
        "orders": [
            order(
                "SO-31001", "C-101", "OSLO-3", "in_production", "2027-01-08-AM", stage="upholstery"
            ),
            order("SO-31002", "C-101", "BREST-1", "delivered", None, promised="2026-11-30"),
            order("SO-31010", "C-102", "NANTES-T", "ready", "2026-12-22-PM"),
            order("SO-31011", "C-102", "LYON-C", "placed", None, qty=4, promised="2027-01-15"),
            order("SO-31012", "C-102", "METZ-E", "cancelled", None),
            order("SO-31020", "C-103", "RENNES-B", "in_production", "2027-01-06-PM", stage="frame"),
            order("SO-31021", "C-103", "BREST-1", "delivered", None, promised="2026-12-01"),
            order("SO-31030", "C-104", "OSLO-3", "ready", "2026-12-28-AM"),
            order(
                "SO-31040", "C-105", "NANTES-T", "in_production", "2027-01-12-AM", stage="finishing"
            ),
            order("SO-31041", "C-105", "LYON-C", "delivered", None, qty=6, promised="2026-12-04"),
            order("SO-31042", "C-105", "METZ-E", "ready", "2026-12-23-AM"),
            order(
                "SO-31050", "C-106", "RENNES-B", "placed", "2027-01-14-PM", promised="2027-01-14"
            ),
            order(
                "SO-31051", "C-106", "NANTES-T", "in_production", "2026-12-30-PM", stage="varnish"
            ),
            order("SO-31060", "C-107", "OSLO-3", "ready", "2026-12-24-AM"),
            order("SO-31061", "C-107", "BREST-1", "ready", "2026-12-23-PM"),
        ]
        + [
            order(f"SO-3990{i}", "C-199", "LYON-C", "ready", sid)
            for i, sid in enumerate(FULL, start=1)
        ],
        "cases": [
            {
                "number": "CASE-2001",
                "order": "SO-31021",
                "kind": "damage",
                "opened_at": "2026-12-03T10:00:00+01:00",
            },
            {
                "number": "CASE-2002",
                "order": "SO-31051",
                "kind": "complaint",
                "opened_at": "2026-12-10T15:30:00+01:00",
            },
        ],
    }


HEADER = """\
# Blind corpus 8a: the care desk over the year's turn, messages in pieces, hours of the day.
# Written blind (from shared/eval-format.md, shared/DESIGN.md and README.md only) by w8a;
# generated by evals/blind8/_gen_calendar.py (edit that, then run it).
#
# Clock: Monday 21 December 2026, 09:00 Paris (+01:00); 48 hours from now = Wed 23 Dec 09:00.
# Fixture (one, anchored on the first scenario, aliased by the others):
#   slots: every weekday from Tue 22 Dec 2026 to Fri 15 Jan 2027, AM 08:00-12:00 and PM
#   13:00-17:00, capacity 3; none on 25 Dec and 1 Jan (holidays) nor weekends; full
#   (capacity 1, booked by Marc Dubois, C-199, who never speaks): 29 Dec PM, 30 Dec AM,
#   4 Jan AM, 7 Jan PM, 13 Jan AM.
#   customers and orders (FR: Camille, Thomas, Sophie, Nadia; EN: Emily, James, Oliver):
#   SO-31001 Camille in_production 8 Jan AM; SO-31002 Camille delivered;
#   SO-31010 Thomas ready 22 Dec PM (within 48 h); SO-31011 Thomas placed, never booked;
#   SO-31012 Thomas cancelled; SO-31020 Emily in_production 6 Jan PM; SO-31021 Emily
#   delivered, damage case CASE-2001 open; SO-31030 James ready 28 Dec AM; SO-31040 Sophie
#   in_production 12 Jan AM; SO-31041 Sophie delivered; SO-31042 Sophie ready 23 Dec AM
#   (within 48 h); SO-31050 Oliver placed 14 Jan PM; SO-31051 Oliver in_production 30 Dec PM,
#   complaint case CASE-2002 open; SO-31060 Nadia ready 24 Dec AM; SO-31061 Nadia ready
#   23 Dec PM (52 h away: movable).
#
# First run (offline model, before any failure was read): 262/281 turns passed.
# Then every failure was read: 8 expectations contradicted the README or were sloppy
# (marked "(b)" with the reason), and passing replies were read to make weak expectations
# strict (a turn answered by a bare yes that moves must be a yes/no proposal; one answered
# by a rank must be a list; a time no slot covers must not be proposed as fitting).
# Now: 267/281; the 14 failing turns are findings (the desk is wrong by the README).
"""


NOW = "2026-12-21T09:00:00+01:00"

# Identities
CAM = "camille.lefevre@example.com"
THO = "thomas.girard@example.fr"
EMI = "emily.carter@example.com"
JAM = "james.walsh@example.co.uk"
SOP = "sophie.marchand@example.fr"
OLI = "oliver.bennett@example.com"
NAD = "nadia.benali@example.fr"


def t(say, as_=None, **expect):
    """One turn; `as_` asserts the gateway identity."""
    turn = {"say": say}
    if as_:
        turn["as"] = {"email": as_}
    if expect:
        turn["expect"] = expect
    return turn


ASK: dict[str, Any] = {"nothing_changed": True, "asks": True}


def ask(*contains, not_contains=(), matches=(), **more):
    e: dict[str, Any] = dict(ASK)
    if contains:
        e["reply_contains"] = list(contains)
    if not_contains:
        e["reply_not_contains"] = list(not_contains)
    if matches:
        e["reply_matches"] = list(matches)
    e.update(more)
    return e


def same(*contains, not_contains=(), **more):
    e: dict[str, Any] = {"nothing_changed": True}
    if contains:
        e["reply_contains"] = list(contains)
    if not_contains:
        e["reply_not_contains"] = list(not_contains)
    e.update(more)
    return e


def mv(order_, slot):
    return {"moved": [{"order": order_, "to": slot}]}


def case(order_, kind):
    return {"cases_opened": [{"order": order_, "kind": kind}], "reply_has_case_number": True}


CONVERSATIONS: list = []  # filled below, after the helpers


YES = {"oui", "yes", "ok", "d'accord", "c'est bon", "je confirme", "confirm", "go ahead"}
RANK = re.compile(
    r"^(\d|le \d|le premier|le deuxième|la dernière|the first one|the second one|the last one)$"
)
YN = r"\((oui / non|yes / no)\)"  # the visible yes/no of a fixed proposal question


def strengthen() -> None:
    """A turn that asks and is answered by a bare yes that moves must be a yes/no proposal;
    one answered by a rank that moves must be a list (never a yes/no question)."""
    for _, turns in CONVERSATIONS:
        for cur, nxt in itertools.pairwise(turns):
            e, ne = cur.get("expect", {}), nxt.get("expect", {})
            if not e.get("asks") or "moved" not in ne:
                continue
            if nxt["say"] in YES:
                e.setdefault("reply_matches", []).append(YN)
            elif RANK.match(nxt["say"]):
                e.setdefault("reply_not_contains", []).extend(["(oui / non)", "(yes / no)"])


def main() -> None:
    here = Path(__file__).parent
    names = [n for n, _ in CONVERSATIONS]
    assert len(names) == len(set(names)), "duplicate scenario names"
    strengthen()
    scenarios = []
    for name, turns in CONVERSATIONS:
        scenarios.append({"name": name, "now": NOW, "fixture": "__FIXTURE__", "turns": turns})
    body = yaml.safe_dump({"scenarios": scenarios}, allow_unicode=True, sort_keys=False, width=110)
    # One fixture, written once as an anchor on the first scenario, aliased by the others.
    fix = yaml.safe_dump(
        fixture(), allow_unicode=True, sort_keys=False, width=110, default_flow_style=None
    )
    fix_block = "\n".join("    " + ln for ln in fix.splitlines())
    body = body.replace("fixture: __FIXTURE__", "fixture: &calendar\n" + fix_block, 1)
    body = body.replace("fixture: __FIXTURE__", "fixture: *calendar")
    header = HEADER
    (here / "care_calendar.yaml").write_text(header + body)
    turns = sum(len(tt) for _, tt in CONVERSATIONS)
    print(f"{len(CONVERSATIONS)} conversations, {turns} turns")


# ---- conversations ----
# The conversations: (name, turns). Helpers t/ask/same/mv/case come from _gen_calendar.py.
# Free slots (capacity 3) on every weekday from Tue 22 Dec 2026 to Fri 15 Jan 2027, except
# 25 Dec and 1 Jan; FULL (capacity 1, Marc Dubois): 4 Jan AM, 29 Dec PM, 7 Jan PM, 30 Dec AM,
# 13 Jan AM. 48 hours from now = Wed 23 Dec 09:00: 22 Dec and 23 Dec AM are too soon.
C = CONVERSATIONS
NOYN = ("(oui / non)", "(yes / no)")  # a list or a question, never a yes/no proposal


def S(email, *turns):
    """A signed-in conversation: the gateway asserts `email` on every turn."""
    out = []
    for tt in turns:
        tt = dict(tt)
        tt["as"] = {"email": email}
        out.append(tt)
    return out


# ------------------------------------------------------------------ 1. the year's turn
C += [
    # "le 4": 4 December is gone, so the next 4th, 4 January; its morning is full, so the
    # afternoon is the one free slot that fits: a yes/no question, never a list of one.
    (
        "turn-le-4-then-oui",
        [
            t(
                "Bonjour, pouvez-vous livrer SO-31040 le 4 ? sophie.marchand@example.fr",
                **ask("4 janvier", "après-midi", not_contains=("4 décembre",)),
            ),
            t("oui", **mv("SO-31040", "2027-01-04-PM")),
        ],
    ),
    (
        "turn-le-4-signed-in-only-open-order",
        S(
            CAM,
            t(
                "Ma livraison, vous pourriez la mettre le 4 plutôt ?",
                **ask("SO-31001", "4 janvier"),
            ),
            t("d'accord", **mv("SO-31001", "2027-01-04-PM")),
        ),
    ),
    (
        "turn-le-4-au-matin-full",
        [
            # 4 January morning is full: the reason is said with the day, and the free slots listed.
            t(
                "Est-ce possible de décaler SO-31060 au 4 au matin ? nadia.benali@example.fr",
                **ask("4 janvier", not_contains=NOYN),
            ),
            t("l'après-midi alors", **ask("4 janvier", "après-midi")),
            t("oui", **mv("SO-31060", "2027-01-04-PM")),
        ],
    ),
    (
        "turn-the-4th-en",
        [
            # (b) "December" dropped: the proposal names the current booking (28 December) as it must.
            t(
                "Can you move SO-31030 to the 4th? james.walsh@example.co.uk",
                **ask("4 January", "afternoon"),
            ),
            t("yes", **mv("SO-31030", "2027-01-04-PM")),
        ],
    ),
    (
        "turn-debut-janvier-matin-pick",
        [
            # early January, mornings: 4 Jan AM is full, 8 Jan AM is the booking itself.
            t(
                "Je voudrais décaler SO-31001 début janvier, le matin si possible. camille.lefevre@example.com",
                **ask("5 janvier", "6 janvier", not_contains=("décembre", "4 janvier au matin")),
            ),
            t("le deuxième", **mv("SO-31001", "2027-01-06-AM")),
        ],
    ),
    (
        "turn-debut-janvier-no-halfday",
        [
            t(
                "Début janvier ce serait l'idéal pour SO-31060 (nadia.benali@example.fr)",
                **ask("janvier", not_contains=("décembre",)),
            ),
        ],
    ),
    (
        "turn-apres-les-fetes",
        [
            # "après les fêtes": after New Year's Day (the fêtes end on 1 January), so January only.
            t(
                "Bonjour, pour SO-31011 (thomas.girard@example.fr), vous pourriez livrer après les fêtes ?",
                **ask("janvier", not_contains=("décembre",)),
            ),
        ],
    ),
    (
        "turn-apres-les-fetes-signed-in",
        S(
            SOP,
            # Sophie has two open orders that can move (SO-31040, SO-31042): the desk asks which.
            t(
                "Plutôt après les fêtes pour la table SO-31040 svp",
                **ask("janvier", not_contains=("décembre",)),
            ),
        ),
    ),
    (
        "turn-entre-noel-et-jour-de-lan",
        [
            # README: "entre Noël et le jour de l'an" strictly between: 28 to 31 December.
            t(
                "Entre Noël et le jour de l'an ce serait mieux pour SO-31061, nadia.benali@example.fr",
                **ask("28 décembre", not_contains=("janvier", "24 décembre", "23 décembre")),
            ),
            t("le premier", **mv("SO-31061", "2026-12-28-AM")),
        ],
    ),
    (
        "turn-between-christmas-and-new-year-en",
        [
            t(
                "Hi, SO-31050 — could it come between Christmas and New Year instead? oliver.bennett@example.com",
                **ask("December", not_contains=("January", "24 December")),
            ),
        ],
    ),
    (
        "turn-first-week-of-january-signed-in",
        S(
            EMI,
            # Emily's one open order is SO-31020 (SO-31021 is delivered).
            t(
                "Could you move my bed delivery to the first week of January?",
                **ask("SO-31020", "4 January", not_contains=("December",)),
            ),
            t("the first one", **mv("SO-31020", "2027-01-04-PM")),
        ),
    ),
    (
        "turn-after-new-year-en",
        [
            # after New Year: from 2 January on, so January slots only.
            t(
                "Hi, can SO-31051 be delivered after New Year instead? oliver.bennett@example.com",
                **ask("January", not_contains=("December",)),
            ),
        ],
    ),
    (
        "turn-semaine-du-28",
        [
            # "la semaine du 28": the week of Monday 28 December (this month's 28th is still ahead).
            t(
                "Vous pouvez mettre la table SO-31040 la semaine du 28 ? sophie.marchand@example.fr",
                **ask("28 décembre", not_contains=("janvier",)),
            ),
            # Tuesday 29: only its morning is listed (the afternoon is full): that one, yes/no first.
            t("mardi", **ask("29 décembre", "matin")),
            t("oui", **mv("SO-31040", "2026-12-29-AM")),
        ],
    ),
    (
        "turn-week-of-the-28th-en",
        [
            t(
                "Can you move SO-31030 to the week of the 28th? james.walsh@example.co.uk",
                **ask("29 December", not_contains=("January",)),
            ),
            t("2", **mv("SO-31030", "2026-12-29-AM")),
        ],
    ),
    (
        "turn-le-2-janvier-samedi",
        [
            t(
                "Le 2 janvier ça irait pour SO-31001 ? camille.lefevre@example.com",
                **ask("samedi 2 janvier", not_contains=("1er janvier",)),
            ),
        ],
    ),
    (
        "turn-saturday-2-january-en",
        [
            t(
                "Can you deliver SO-31030 on Saturday 2 January? james.walsh@example.co.uk",
                **ask("Saturday 2 January"),
            ),
        ],
    ),
    (
        "turn-le-2-janvier-then-lundi",
        [
            t("Livraison le 2 janvier pour SO-31060 ? nadia.benali@example.fr", **ask("2 janvier")),
            # the day alone after the refusal: Monday 4 January (its morning full): the afternoon, yes/no.
            t("lundi alors", **ask("4 janvier", "après-midi")),
            t("oui", **mv("SO-31060", "2027-01-04-PM")),
        ],
    ),
    (
        "turn-le-31-two-halves",
        [
            # an order never booked (placed): its first booking, same consent.
            t(
                "Pour SO-31011 le 31 ça vous va ? thomas.girard@example.fr",
                **ask("31 décembre", not_contains=("janvier",)),
            ),
            t("le matin", **ask("31 décembre", "matin")),
            t("oui", **mv("SO-31011", "2026-12-31-AM")),
        ],
    ),
    (
        "turn-the-31st-en",
        [
            t("Would the 31st work for SO-31050? oliver.bennett@example.com", **ask("31 December")),
        ],
    ),
    (
        "turn-next-year-en",
        [
            # "next year" on 21 December: any day of 2027, never a December slot.
            t(
                "I won't be home before next year, can SO-31051 come next year? oliver.bennett@example.com",
                **ask("January", not_contains=("December",)),
            ),
        ],
    ),
    (
        "turn-in-the-new-year-en",
        [
            t(
                "Could we push SO-31030 into the new year? james.walsh@example.co.uk",
                **ask("January", not_contains=("December",)),
            ),
        ],
    ),
    (
        "turn-what-in-the-new-year-en",
        [
            # a question about what is free in the new year: lists 2027 slots, never 1 January alone.
            t(
                "Hi, what do you have in the new year for SO-31051? oliver.bennett@example.com",
                **ask("January", not_contains=("December",)),
            ),
        ],
    ),
    (
        "turn-l-an-prochain",
        [
            t(
                "Je ne serai pas là avant l'an prochain, vous pouvez livrer SO-31060 l'année prochaine ? nadia.benali@example.fr",
                **ask("janvier", not_contains=("décembre",)),
            ),
        ],
    ),
    (
        "turn-avant-noel",
        [
            t(
                "J'aimerais l'avoir avant Noël, SO-31001, camille.lefevre@example.com",
                **ask("24 décembre", not_contains=("janvier", "22 décembre")),
            ),
            t("le 24 après-midi", **ask("24 décembre", "après-midi")),
            t("oui", **mv("SO-31001", "2026-12-24-PM")),
        ],
    ),
    (
        "turn-before-christmas-en",
        S(
            EMI,
            t(
                "Any chance the bed SO-31020 could come before Christmas?",
                **ask("December", not_contains=("January",)),
            ),
        ),
    ),
    (
        "turn-lundi-4-janvier-2027",
        [
            t(
                "Je souhaiterais une livraison le lundi 4 janvier 2027 pour SO-31060. nadia.benali@example.fr",
                **ask("4 janvier", "après-midi"),
            ),
            t("c'est bon", **mv("SO-31060", "2027-01-04-PM")),
        ],
    ),
    (
        "turn-04-01-fr",
        [
            # French dates are day first: 04/01 is 4 January.
            t(
                "SO-31011 livraison le 04/01 possible ? thomas.girard@example.fr",
                **ask("4 janvier", not_contains=("avril",)),
            ),
            t("oui", **mv("SO-31011", "2027-01-04-PM")),
        ],
    ),
    (
        "turn-05-01-matin-fr",
        [
            t(
                "Bonjour, SO-31040 le 05/01 au matin svp. sophie.marchand@example.fr",
                **ask("5 janvier", "matin"),
            ),
            t("je confirme", **mv("SO-31040", "2027-01-05-AM")),
        ],
    ),
    (
        "turn-1-4-en-ambiguous",
        [
            # 1/4 in English: 4 January month first, 1 April day first; the README settles only a
            # date with one reading (12/14). Whatever the reading, nothing is written on this turn.
            t("Could SO-31030 come on 1/4? james.walsh@example.co.uk", **ask()),
        ],
    ),
    (
        "turn-1-8-en-month-first",
        [
            # 1/8: 8 January month first; 1 August (day first) has no slot. Nothing written yet.
            t("Can the bed SO-31020 come on 1/8 in the morning? emily.carter@example.com", **ask()),
        ],
    ),
    (
        "turn-dans-trois-semaines",
        [
            # three weeks from Monday 21 December: Monday 11 January.
            t(
                "Dans trois semaines ce serait parfait pour SO-31001 (camille.lefevre@example.com)",
                **ask("11 janvier", not_contains=("décembre",)),
            ),
        ],
    ),
    (
        "turn-in-three-weeks-en",
        [
            t(
                "In three weeks' time would suit me better for SO-31050. oliver.bennett@example.com",
                **ask("11 January", not_contains=("December",)),
            ),
        ],
    ),
    (
        "turn-mid-january-en",
        S(
            EMI,
            t(
                "Could the bed come mid-January instead?",
                **ask("January", not_contains=("December", "Monday 4 January")),
            ),
        ),
    ),
    (
        "turn-mi-janvier",
        [
            t(
                "Mi-janvier pour SO-31040, c'est jouable ? sophie.marchand@example.fr",
                **ask("janvier", not_contains=("décembre", "lundi 4 janvier")),
            ),  # (b) "4 janvier" matched "14 janvier"
        ],
    ),
    (
        "turn-deuxieme-semaine-de-janvier",
        [
            # the second week of January: 11-15 January (the first full week is 4-8); never December.
            t(
                "la deuxième semaine de janvier, c'est possible pour SO-31060 ? nadia.benali@example.fr",
                **ask("janvier", not_contains=("décembre",)),
            ),
        ],
    ),
    (
        "turn-deuxieme-semaine-late-order",
        [
            # SO-31042 is booked Wed 23 Dec 08:00, within 48 hours: nothing moves, a case is offered.
            t(
                "Pouvez-vous décaler SO-31042 à la deuxième semaine de janvier ? sophie.marchand@example.fr",
                **ask("SO-31042"),
            ),
            t("oui", **case("SO-31042", "late_reschedule")),
        ],
    ),
    (
        "turn-le-23-apres-midi-edge",
        [
            # 23 Dec 13:00 is 52 hours away: free; its morning (08:00) is within 48 hours.
            t(
                "Le 23 pour SO-31001 ? camille.lefevre@example.com",
                **ask("23 décembre", "après-midi"),
            ),
            t("oui", **mv("SO-31001", "2026-12-23-PM")),
        ],
    ),
    (
        "turn-le-23-au-matin-too-soon",
        [
            t("Le 23 au matin pour SO-31040 ? sophie.marchand@example.fr", **ask("23 décembre")),
        ],
    ),
    (
        "turn-demain",
        [
            t("Vous pouvez livrer SO-31060 demain ? nadia.benali@example.fr", **ask("22 décembre")),
        ],
    ),
    (
        "turn-day-after-tomorrow-en",
        [
            t(
                "What about the day after tomorrow for SO-31030? james.walsh@example.co.uk",
                **ask("23 December", "afternoon"),
            ),
            t("yes", **mv("SO-31030", "2026-12-23-PM")),
        ],
    ),
    (
        "turn-fortnight-en",
        [
            # a fortnight from Monday 21 December: Monday 4 January (its afternoon the only free half).
            t(
                "Could you do a fortnight from now for SO-31050? oliver.bennett@example.com",
                **ask("4 January", "afternoon"),
            ),
            t("go ahead", **mv("SO-31050", "2027-01-04-PM")),
        ],
    ),
    (
        "turn-la-semaine-prochaine",
        [
            t(
                "J'aimerais décaler SO-31040 la semaine prochaine. sophie.marchand@example.fr",
                **ask("28 décembre", not_contains=("janvier",)),
            ),
            t("la dernière", **mv("SO-31040", "2026-12-31-AM")),
        ],
    ),
    (
        "turn-vendredi-8",
        [
            # Friday 8 December is gone: Friday 8 January.
            t(
                "Vendredi 8, l'après-midi, pour SO-31040 ? sophie.marchand@example.fr",
                **ask("8 janvier", "après-midi"),
            ),
            t("oui", **mv("SO-31040", "2027-01-08-PM")),
        ],
    ),
    (
        "turn-jeudi-31",
        [
            # (b) French expected: the message is French but for "please" (one language per reply).
            t(
                "jeudi 31 au matin pour SO-31051 please. oliver.bennett@example.com",
                **ask("31 décembre", "matin"),
            ),
            t("yes", **mv("SO-31051", "2026-12-31-AM")),
        ],
    ),
    (
        "turn-pas-avant-le-11",
        [
            t(
                "Pas avant le 11 pour SO-31060 svp, nadia.benali@example.fr",
                **ask("11 janvier", not_contains=("décembre",)),
            ),
        ],
    ),
    (
        "turn-au-plus-tard-8-janvier",
        [
            # SO-31040 is booked 12 January: "at the latest 8 January" lists days up to the 8th.
            t(
                "Au plus tard le 8 janvier pour SO-31040, sophie.marchand@example.fr",
                **ask(not_contains=("11 janvier", "12 janvier", "14 janvier")),
            ),
        ],
    ),
    (
        "turn-le-18-janvier-no-slot",
        [
            t("Le 18 janvier pour SO-31001 ? camille.lefevre@example.com", **ask("18 janvier")),
        ],
    ),
    (
        "turn-the-15th-last-day-en",
        [
            t(
                "The 15th of January in the afternoon for SO-31030? james.walsh@example.co.uk",
                **ask("15 January", "afternoon"),
            ),
            t("yes", **mv("SO-31030", "2027-01-15-PM")),
        ],
    ),
    (
        "turn-janvier-apres-midi-question",
        [
            # a question about January afternoons: lists January afternoons, never December ones.
            t(
                "Bonjour, SO-31060, nadia.benali@example.fr : vous avez quoi en janvier l'après-midi ?",
                **ask("janvier", "après-midi", not_contains=("décembre",)),
            ),
        ],
    ),
    (
        "turn-le-lundi-11-or-mardi-12",
        [
            t(
                "Le lundi 11 ou le mardi 12 janvier le matin pour SO-31001, camille.lefevre@example.com",
                **ask("11 janvier", "12 janvier", not_contains=("décembre",)),
            ),
            t("le 2", **mv("SO-31001", "2027-01-12-AM")),
        ],
    ),
    (
        "turn-le-7-in-january",
        [
            # "le 7": 7 December is gone; 7 January, whose afternoon is full: the morning, yes/no.
            t("le 7 ce serait bien pour SO-31030", JAM, **ask("7 janvier", "matin")),
            t("oui", JAM, **mv("SO-31030", "2027-01-07-AM")),
        ],
    ),
]

# ------------------------------------------------------------------ 2. messages in pieces
C += [
    (
        "pieces-bonjour-commande-numero-email-decaler",
        [
            t("Bonjour", **same()),
            # (b) no intent yet: the README promises the capabilities text, not a question.
            t("c'est pour ma commande", **same(asks=False)),
            t("SO-31001", **ask()),
            t("camille.lefevre@example.com", **same("SO-31001")),
            t(
                "je voudrais la décaler au mardi 5 janvier l'après-midi",
                **ask("5 janvier", "après-midi"),
            ),
            t("oui", **mv("SO-31001", "2027-01-05-PM")),
        ],
    ),
    (
        "pieces-email-alone-after-wish",
        [
            t("Bonjour, je voudrais décaler la livraison de SO-31040 au 5 janvier matin", **ask()),
            t("sophie.marchand@example.fr", **ask("5 janvier", "matin")),
            t("oui", **mv("SO-31040", "2027-01-05-AM")),
        ],
    ),
    (
        "pieces-en-hi-change-number-email-week",
        [
            t("hi", **same()),
            t("I need to change my delivery date", **ask()),
            t("SO-31030", **ask()),
            t("james.walsh@example.co.uk", **ask()),
            t(
                "first week of January, mornings",
                **ask("January", "morning", not_contains=("December",)),
            ),
            t("the second one", **mv("SO-31030", "2027-01-06-AM")),
        ],
    ),
    (
        "pieces-jeudi-after-list",
        [
            # list: 5, 6, 7 January mornings (4 Jan AM full, 8 Jan AM booked): Thursday = the 7th.
            t(
                "Je voudrais décaler SO-31001 début janvier, le matin si possible. camille.lefevre@example.com",
                **ask("7 janvier"),
            ),
            t("jeudi", **ask("7 janvier", "matin")),
            t("oui", **mv("SO-31001", "2027-01-07-AM")),
        ],
    ),
    (
        "pieces-jeudi-after-which-day",
        S(
            CAM,
            t("Je voudrais décaler ma livraison", **ask("SO-31001")),
            # Thursday 24 December has two free halves: both offered (a list or a question), nothing moved.
            t("jeudi", **ask("24 décembre")),
            t("le matin", **ask("24 décembre", "matin")),
            # (b) a list (24 and 31 December mornings) is the question: a bare yes picks nothing, so a rank.
            t("le premier", **mv("SO-31001", "2026-12-24-AM")),
        ),
    ),
    (
        "pieces-thursday-alone-en",
        S(
            EMI,
            t("I'd like to move my delivery please", **ask("SO-31020")),
            t("thursday", **ask("24 December")),
        ),
    ),
    (
        "pieces-correction-le-5-pas-le-4",
        [
            t(
                "Pouvez-vous passer SO-31040 au 4 janvier après-midi ? sophie.marchand@example.fr",
                **ask("4 janvier", "après-midi"),
            ),
            # (b) the correction is "a new message, understood from scratch" (README, consent): the 5th
            # without a half-day lists both halves; a bare yes to a list picks nothing, so a rank.
            t("pardon, le 5 pas le 4", **ask("5 janvier", not_contains=("4 janvier",))),
            t("le deuxième", **mv("SO-31040", "2027-01-05-PM")),
        ],
    ),
    (
        "pieces-correction-en-6th-not-5th",
        [
            # (b) "December" dropped: the proposal names the current booking (28 December).
            t(
                "Can you move SO-31030 to the 5th in the morning? james.walsh@example.co.uk",
                **ask("5 January", "morning"),
            ),
            # (b) the correction is "a new message, understood from scratch" (README, consent): the 6th
            # without a half-day, so both halves listed, and a bare yes to a list picks nothing.
            t(
                "sorry, I meant the 6th not the 5th",
                **ask("6 January", not_contains=("5 January",)),
            ),
            t("1", **mv("SO-31030", "2027-01-06-AM")),
        ],
    ),
    (
        "pieces-correction-after-pick-list",
        [
            t("Le 28 pour SO-31060 svp. nadia.benali@example.fr", **ask("28 décembre")),
            t("pardon, le 29 plutôt, pas le 28", **ask("29 décembre")),
            t("oui", **mv("SO-31060", "2026-12-29-AM")),
        ],
    ),
    (
        "pieces-order-then-email-then-wish",
        [
            # an order number said with "au sujet de" should ask its e-mail, as the bare number does
            # (pieces-bonjour-..., turn 3): kept, a finding.
            t("Bonjour, c'est au sujet de la commande SO-31060", **ask()),
            # (b) relaxed: follows from turn 1; the README promises nothing for an e-mail alone here.
            t("nadia.benali@example.fr", **same()),
            t("je voudrais la décaler", **ask()),
            t("le 5 janvier l'après-midi", **ask("5 janvier", "après-midi")),
            t("oui", **mv("SO-31060", "2027-01-05-PM")),
        ],
    ),
    (
        "pieces-en-number-email-together-then-wish",
        [
            t("Hello", **same()),
            t("SO-31050, oliver.bennett@example.com", **same("SO-31050")),
            t("I'd like to move it", **ask()),
            t("Friday 8 January, afternoon", **ask("8 January", "afternoon")),
            t("yes", **mv("SO-31050", "2027-01-08-PM")),
        ],
    ),
    (
        "pieces-email-typo-then-corrected",
        [
            t("Décaler SO-31001 au 11 janvier matin, camile.lefevre@example.com", **same()),
            t("pardon, camille.lefevre@example.com", **ask("11 janvier", "matin")),
            t("oui", **mv("SO-31001", "2027-01-11-AM")),
        ],
    ),
    (
        "pieces-halfday-alone-after-list",
        [
            t("le 28 pour SO-31011 ? thomas.girard@example.fr", **ask("28 décembre")),
            t("l'après-midi", **ask("28 décembre", "après-midi")),
            t("ok", **mv("SO-31011", "2026-12-28-PM")),
        ],
    ),
    (
        "pieces-en-11th-then-morning",
        S(
            EMI,
            t("can the bed come on the 11th?", **ask("11 January")),
            t("morning", **ask("11 January", "morning")),
            t("yes", **mv("SO-31020", "2027-01-11-AM")),
        ),
    ),
    (
        "pieces-en-wish-then-number-then-email",
        [
            t("I need to reschedule my bed delivery to Tuesday 12 January", **ask()),
            t("SO-31020", **ask()),
            t("emily.carter@example.com", **ask("12 January")),
            t("afternoon", **ask("12 January", "afternoon")),
            t("yes", **mv("SO-31020", "2027-01-12-PM")),
        ],
    ),
    (
        "pieces-number-in-two-messages-fr",
        [
            t("Bonjour, je voudrais décaler ma livraison au 6 janvier matin", **ask()),
            t("la commande c'est SO-31060", **ask()),
            t("et mon mail nadia.benali@example.fr", **ask("6 janvier", "matin")),
            t("oui", **mv("SO-31060", "2027-01-06-AM")),
        ],
    ),
    (
        "pieces-wish-after-status",
        [
            t(
                "Où en est ma commande SO-31040 ? sophie.marchand@example.fr",
                **same("SO-31040", "12 janvier"),
            ),
            t("et vous pouvez l'avancer au 8 ?", **ask("8 janvier")),
            t("le matin", **ask("8 janvier", "matin")),
            t("oui", **mv("SO-31040", "2027-01-08-AM")),
        ],
    ),
    (
        "pieces-en-status-then-the-4th",
        [
            t(
                "Where's my order SO-31050? oliver.bennett@example.com",
                **same("SO-31050", "14 January"),
            ),
            t("can you bring it forward to the 4th?", **ask("4 January", "afternoon")),
            t("yes", **mv("SO-31050", "2027-01-04-PM")),
        ],
    ),
    (
        "pieces-non-then-day",
        [
            t(
                "SO-31001 le 5 janvier au matin ? camille.lefevre@example.com",
                **ask("5 janvier", "matin"),
            ),
            t("non", **ask()),
            t("le 6 au matin alors", **ask("6 janvier", "matin")),
            t("oui", **mv("SO-31001", "2027-01-06-AM")),
        ],
    ),
    (
        "pieces-sms-style",
        [
            t("bjr", **same()),
            t("ma commande SO-31060 nadia.benali@example.fr", **same("SO-31060")),
            t("dispo le 31 ?", **ask("31 décembre")),
            t("aprem", **ask("31 décembre", "après-midi")),
            t("oui", **mv("SO-31060", "2026-12-31-PM")),
        ],
    ),
    (
        "pieces-en-move-then-day-alone",
        [
            t("I want to move SO-31030. james.walsh@example.co.uk", **ask()),
            t("tuesday 5th", **ask("5 January")),
        ],
    ),
]

# ------------------------------------------------------------------ 3. hours and parts of the day
C += [
    (
        "hours-vers-10h",
        [
            t(
                "SO-31001 le 31 vers 10h ? camille.lefevre@example.com",
                **ask("31 décembre", "matin"),
            ),
            t("oui", **mv("SO-31001", "2026-12-31-AM")),
        ],
    ),
    (
        "hours-after-2pm-en",
        [
            t(
                "Could SO-31030 come on Tuesday 5 January after 2pm? james.walsh@example.co.uk",
                **ask("5 January", "afternoon"),
            ),
            t("yes", **mv("SO-31030", "2027-01-05-PM")),
        ],
    ),
    (
        "hours-after-2pm-full-day-en",
        [
            # 7 January afternoon is full: nothing moves, never the morning proposed as if it fitted.
            t(
                "Thursday 7 January after 2pm for SO-31051? oliver.bennett@example.com",
                **ask("7 January", not_contains=NOYN),
            ),
        ],
    ),
    (
        "hours-fin-de-matinee",
        [
            t(
                "Le mardi 5 janvier en fin de matinée pour SO-31040, sophie.marchand@example.fr",
                **ask("5 janvier", "matin"),
            ),
            t("oui", **mv("SO-31040", "2027-01-05-AM")),
        ],
    ),
    (
        "hours-first-thing-en",
        S(
            EMI,
            t(
                "Could you bring the bed first thing on Friday 8 January?",
                **ask("8 January", "morning"),
            ),
            t("yes", **mv("SO-31020", "2027-01-08-AM")),
        ),
    ),
    (
        "hours-avant-midi",
        [
            t(
                "SO-31011 le 29 avant midi ? thomas.girard@example.fr",
                **ask("29 décembre", "matin"),
            ),
            t("oui", **mv("SO-31011", "2026-12-29-AM")),
        ],
    ),
    (
        "hours-entre-14h-et-16h",
        [
            t(
                "Est-ce possible le 28 entre 14h et 16h pour SO-31060 ? nadia.benali@example.fr",
                **ask("28 décembre", "après-midi"),
            ),
            t("oui", **mv("SO-31060", "2026-12-28-PM")),
        ],
    ),
    (
        "hours-apres-midi-du-29-full",
        [
            # 29 December afternoon is full: said, then the free slots; nothing moved.
            t(
                "L'après-midi du 29, c'est possible pour SO-31001 ? camille.lefevre@example.com",
                **ask("29 décembre", not_contains=NOYN),
            ),
            t("le matin alors", **ask("29 décembre", "matin")),
            t("oui", **mv("SO-31001", "2026-12-29-AM")),
        ],
    ),
    (
        "hours-lunchtime-en",
        [
            # lunchtime (12:00-13:00) falls between the two half-days: no slot fits it as said; the
            # README has no rule, so: no write, the day's slots offered (a list or a question).
            t(
                "Any chance of a lunchtime delivery on Monday 11 January for SO-31050? oliver.bennett@example.com",
                **ask("11 January", not_contains=NOYN),
            ),
        ],
    ),
    (
        "hours-a-midi-fr",
        [
            t(
                "Le 12 janvier à midi pour SO-31060 ? nadia.benali@example.fr",
                **ask("12 janvier", not_contains=NOYN),
            ),
        ],
    ),
    (
        "hours-early-morning-en",
        [
            t(
                "Early morning on the 6th for SO-31030 please, james.walsh@example.co.uk",
                **ask("6 January", "morning"),
            ),
            t("yes", **mv("SO-31030", "2027-01-06-AM")),
        ],
    ),
    (
        "hours-apres-15h",
        [
            t(
                "Le 5 janvier après 15h pour SO-31001 ? camille.lefevre@example.com",
                **ask("5 janvier", "après-midi"),
            ),
            t("oui", **mv("SO-31001", "2027-01-05-PM")),
        ],
    ),
    (
        "hours-le-soir",
        [
            # no slot reaches the evening: the day's slots listed, none proposed as fitting.
            t(
                "Le 28 le soir après 18h pour SO-31040 ? sophie.marchand@example.fr",
                **ask("28 décembre", not_contains=NOYN),
            ),
        ],
    ),
    (
        "hours-a-partir-de-13h",
        [
            t(
                "À partir de 13h le mercredi 6 janvier pour SO-31060, nadia.benali@example.fr",
                **ask("6 janvier", "après-midi"),
            ),
            t("oui", **mv("SO-31060", "2027-01-06-PM")),
        ],
    ),
    (
        "hours-entre-9h-et-11h",
        [
            t(
                "Entre 9h et 11h le 11 janvier pour SO-31040 ? sophie.marchand@example.fr",
                **ask("11 janvier", "matin"),
            ),
            t("oui", **mv("SO-31040", "2027-01-11-AM")),
        ],
    ),
    (
        "hours-nye-afternoon-en",
        S(
            EMI,
            t(
                "Could the bed come in the afternoon on New Year's Eve?",
                **ask("31 December", "afternoon"),
            ),
            t("yes", **mv("SO-31020", "2026-12-31-PM")),
        ),
    ),
    (
        "hours-before-noon-en",
        [
            t(
                "Before noon on Monday the 28th for SO-31050? oliver.bennett@example.com",
                **ask("28 December", "morning"),
            ),
            t("yes", **mv("SO-31050", "2026-12-28-AM")),
        ],
    ),
    (
        "hours-vers-16h30",
        [
            t(
                "Vers 16h30 le 8 janvier pour SO-31001 ? camille.lefevre@example.com",
                **ask("8 janvier", "après-midi"),
            ),
            t("oui", **mv("SO-31001", "2027-01-08-PM")),
        ],
    ),
    (
        "hours-17h30-none",
        [
            # 17:30 is after the afternoon slot ends: no slot fits, so none is proposed as fitting
            # (as `no_evening`: the day's slots listed); no write.
            t(
                "Le 5 janvier à 17h30 pour SO-31060 ? nadia.benali@example.fr",
                **ask("5 janvier", not_contains=NOYN),
            ),
        ],
    ),
    (
        "hours-8h-pile",
        [
            t(
                "Le 12 janvier à 8h pile pour SO-31011 ? thomas.girard@example.fr",
                **ask("12 janvier", "matin"),
            ),
            t("oui", **mv("SO-31011", "2027-01-12-AM")),
        ],
    ),
    (
        "hours-morning-after-list-en",
        [
            t(
                "Can you move SO-31030 to the week of the 28th? james.walsh@example.co.uk",
                **ask("December"),
            ),
            # "the morning of the 31st" said to the list: a pick in words, yes/no first.
            t("the morning of the 31st", **ask("31 December", "morning")),
            t("yes", **mv("SO-31030", "2026-12-31-AM")),
        ],
    ),
    (
        "hours-only-afternoons-week-28",
        [
            t(
                "SO-31040, la semaine du 28 mais seulement l'après-midi. sophie.marchand@example.fr",
                **ask("après-midi", not_contains=("au matin", "janvier")),
            ),
        ],
    ),
    (
        "hours-pas-le-matin",
        [
            t(
                "Le 11 janvier mais pas le matin, pour SO-31060. nadia.benali@example.fr",
                **ask("11 janvier", "après-midi"),
            ),
            t("oui", **mv("SO-31060", "2027-01-11-PM")),
        ],
    ),
]

# ------------------------------------------------------------------ 4. copy-paste of the desk's lines
C += [
    (
        "paste-fr-line-from-list",
        [
            t(
                "Je voudrais décaler SO-31001 début janvier, le matin si possible. camille.lefevre@example.com",
                **ask("6 janvier"),
            ),
            # a line of the list pasted back: a pick in other words, so the yes/no question first.
            t("mercredi 6 janvier au matin (8 h – 12 h)", **ask("6 janvier", "matin")),
            t("oui", **mv("SO-31001", "2027-01-06-AM")),
        ],
    ),
    (
        "paste-en-line-from-list",
        [
            t(
                "Can you move SO-31030 to the week of the 28th? james.walsh@example.co.uk",
                **ask("29 December"),
            ),
            t("Tuesday 29 December, morning (8:00–12:00)", **ask("29 December", "morning")),
            t("yes", **mv("SO-31030", "2026-12-29-AM")),
        ],
    ),
    (
        "paste-en-line-with-its-number",
        [
            t(
                "Can you move SO-31030 to the week of the 28th? james.walsh@example.co.uk",
                **ask("30 December"),
            ),
            # the whole line, number included: more than a number alone, so yes/no first.
            t(
                "3. Wednesday 30 December, afternoon (13:00–17:00)",
                **ask("30 December", "afternoon"),
            ),
            t("yes", **mv("SO-31030", "2026-12-30-PM")),
        ],
    ),
    (
        "paste-fr-ok-pour-line",
        [
            t(
                "J'aimerais décaler SO-31040 la semaine prochaine. sophie.marchand@example.fr",
                **ask("30 décembre"),
            ),
            t(
                "ok pour mercredi 30 décembre l'après-midi (13 h – 17 h)",
                **ask("30 décembre", "après-midi"),
            ),
            t("oui", **mv("SO-31040", "2026-12-30-PM")),
        ],
    ),
    (
        "paste-fr-line-with-number",
        [
            t(
                "J'aimerais décaler SO-31040 la semaine prochaine. sophie.marchand@example.fr",
                **ask("29 décembre"),
            ),
            t("3. mardi 29 décembre au matin (8 h – 12 h)", **ask("29 décembre", "matin")),
            t("oui", **mv("SO-31040", "2026-12-29-AM")),
        ],
    ),
    (
        "paste-en-signed-in-line",
        S(
            EMI,
            t("Could you move my bed delivery to the first week of January?", **ask("5 January")),
            t("Tuesday 5 January, morning (8:00–12:00) please", **ask("5 January", "morning")),
            t("yes", **mv("SO-31020", "2027-01-05-AM")),
        ),
    ),
    (
        "paste-en-line-with-quote-marks",
        S(
            EMI,
            t("Could you move my bed delivery to the first week of January?", **ask("7 January")),
            t('"Thursday 7 January, morning (8:00–12:00)"', **ask("7 January", "morning")),
            t("confirm", **mv("SO-31020", "2027-01-07-AM")),
        ),
    ),
    (
        "paste-fr-line-then-non",
        [
            t(
                "Bonjour, SO-31060, nadia.benali@example.fr : la semaine prochaine l'après-midi ?",
                **ask("28 décembre"),
            ),
            t("lundi 28 décembre l'après-midi (13 h – 17 h)", **ask("28 décembre", "après-midi")),
            t("non finalement", **same()),
        ],
    ),
    (
        "paste-en-line-from-proposal-hours",
        [
            t("Can you move SO-31030 to the 4th? james.walsh@example.co.uk", **ask("4 January")),
            # the customer quotes the proposal's own day back: no bare yes, so asked again, nothing written.
            t(
                "yes, Monday 4 January, afternoon (13:00–17:00)",
                **ask("4 January", not_contains=("condition",)),
            ),
            t("yes", **mv("SO-31030", "2027-01-04-PM")),
        ],
    ),
    (
        "paste-fr-line-of-full-slot-not-listed",
        [
            t(
                "J'aimerais décaler SO-31040 la semaine prochaine. sophie.marchand@example.fr",
                **ask("28 décembre"),
            ),
            # a line the desk never listed (29 December afternoon is full): nothing moves.
            t("mardi 29 décembre l'après-midi (13 h – 17 h)", **ask("29 décembre")),
        ],
    ),
]

# ------------------------------------------------------------------ 5. holidays
C += [
    (
        "holiday-le-25",
        [
            t("Le 25 pour SO-31001 ? camille.lefevre@example.com", **ask("25 décembre")),
        ],
    ),
    (
        "holiday-jour-de-noel",
        [
            t(
                "Vous pouvez livrer SO-31060 le jour de Noël ? Je suis à la maison. nadia.benali@example.fr",
                **ask("25 décembre"),
            ),
        ],
    ),
    (
        "holiday-christmas-day-en",
        [
            t(
                "Could SO-31030 be delivered on Christmas Day? james.walsh@example.co.uk",
                **ask("25 December"),
            ),
        ],
    ),
    (
        "holiday-le-1er-janvier",
        [
            t(
                "Le 1er janvier pour SO-31040 ? sophie.marchand@example.fr",
                **ask(matches=("1(er)? janvier",)),
            ),
        ],
    ),
    (
        "holiday-new-years-day-en",
        [
            t("New Year's Day for SO-31050? oliver.bennett@example.com", **ask("1 January")),
        ],
    ),
    (
        "holiday-new-years-eve-en",
        S(
            EMI,
            # 31 December has slots (both halves free): offered, then the afternoon said, yes/no.
            t("Could the bed come on New Year's Eve?", **ask("31 December")),
            t("the afternoon", **ask("31 December", "afternoon")),
            t("yes", **mv("SO-31020", "2026-12-31-PM")),
        ),
    ),
    (
        "holiday-saint-sylvestre",
        [
            t(
                "Le jour de la Saint-Sylvestre pour SO-31060, c'est possible ? nadia.benali@example.fr",
                **ask("31 décembre"),
            ),
        ],
    ),
    (
        "holiday-reveillon",
        [
            t(
                "Le matin du réveillon du nouvel an pour SO-31001 ? camille.lefevre@example.com",
                **ask("31 décembre", "matin"),
            ),
            t("oui", **mv("SO-31001", "2026-12-31-AM")),
        ],
    ),
    (
        "holiday-vacances-scolaires",
        [
            # French school holidays (19 Dec - 3 Jan): the README does not read them; no write.
            t(
                "Pendant les vacances scolaires ce serait plus simple pour SO-31040. sophie.marchand@example.fr",
                **ask(),
            ),
        ],
    ),
    (
        "holiday-veille-de-noel",
        [
            t(
                "La veille de Noël l'après-midi pour SO-31001 ? camille.lefevre@example.com",
                **ask("24 décembre", "après-midi"),
            ),
            t("oui", **mv("SO-31001", "2026-12-24-PM")),
        ],
    ),
    (
        "holiday-boxing-day-en",
        [
            t("Boxing Day for SO-31030? james.walsh@example.co.uk", **ask("26 December")),
        ],
    ),
    (
        "holiday-christmas-eve-morning-en",
        [
            t(
                "Christmas Eve morning for SO-31030 please. james.walsh@example.co.uk",
                **ask("24 December", "morning"),
            ),
            t("yes", **mv("SO-31030", "2026-12-24-AM")),
        ],
    ),
    (
        "holiday-le-24-already-booked",
        [
            # SO-31060 is booked 24 December morning: its day already; the afternoon proposed.
            t("Le 24 pour SO-31060 ? nadia.benali@example.fr", **ask("24 décembre", "après-midi")),
            t("oui", **mv("SO-31060", "2026-12-24-PM")),
        ],
    ),
    (
        "holiday-le-25-sinon-le-28-matin",
        [
            # a fallback used because the wish (25 December, a holiday) has no slot.
            t(
                "Le 25, sinon le 28 au matin pour SO-31040. sophie.marchand@example.fr",
                **ask("28 décembre", "matin"),
            ),
            t("oui", **mv("SO-31040", "2026-12-28-AM")),
        ],
    ),
    (
        "holiday-le-1er-then-le-4",
        [
            t("Le 1er janvier pour SO-31001 ? camille.lefevre@example.com", **ask("janvier")),
            t("le 4 alors", **ask("4 janvier", "après-midi")),
            t("oui", **mv("SO-31001", "2027-01-04-PM")),
        ],
    ),
    (
        "holiday-pendant-les-fetes",
        [
            t(
                "Pendant les fêtes je suis chez moi, vous pouvez livrer SO-31060 ? nadia.benali@example.fr",
                **ask(),
            ),
        ],
    ),
    (
        "holiday-christmas-week-en",
        [
            t(
                "Christmas week is best for SO-31051 — what do you have? oliver.bennett@example.com",
                **ask("December", not_contains=("January",)),
            ),
        ],
    ),
    (
        "holiday-lendemain-jour-de-lan",
        [
            # 2 January is a Saturday: no delivery that day.
            t(
                "Le lendemain du jour de l'an pour SO-31040 ? sophie.marchand@example.fr",
                **ask("2 janvier"),
            ),
        ],
    ),
]

# ------------------------------------------------------------------ others: late moves, closed orders, cases, status
C += [
    (
        "other-late-order-debut-janvier",
        [
            # SO-31010 is booked 22 December afternoon, within 48 hours: nothing moves, a case offered.
            t(
                "Je voudrais décaler SO-31010 début janvier, thomas.girard@example.fr",
                **ask("SO-31010"),
            ),
            t("oui", **case("SO-31010", "late_reschedule")),
        ],
    ),
    (
        "other-late-order-le-4-en-no",
        [
            t("Can SO-31010 go to the 4th instead? thomas.girard@example.fr", **ask("SO-31010")),
            t("no", **same()),
        ],
    ),
    (
        "other-late-order-signed-in",
        S(
            THO,
            t("La table, on peut la livrer après les fêtes ?", **ask("SO-31010")),
            t("oui", **case("SO-31010", "late_reschedule")),
        ),
    ),
    (
        "other-cancelled-order",
        [
            t(
                "Pouvez-vous livrer SO-31012 le 5 janvier ? thomas.girard@example.fr",
                **same("SO-31012"),
            ),
        ],
    ),
    (
        "other-damage-open-case-en",
        [
            t(
                "The armchair from SO-31021 has a torn seam. emily.carter@example.com",
                **same("CASE-2001"),
            ),
        ],
    ),
    (
        "other-damage-new-case-fr",
        [
            t(
                "Une chaise de SO-31041 est arrivée avec un pied cassé. sophie.marchand@example.fr",
                **ask("SO-31041"),
            ),
            t("oui", **case("SO-31041", "damage")),
        ],
    ),
    (
        "other-status-with-complaint-en",
        [
            t("Where is SO-31051? oliver.bennett@example.com", **same("SO-31051", "30 December")),
        ],
    ),
    (
        "other-status-placed-no-booking",
        [
            t("Où en est SO-31011 ? thomas.girard@example.fr", **same("SO-31011")),
        ],
    ),
    (
        "other-52-hours-away-movable",
        [
            # SO-31061 booked 23 Dec 13:00, 52 hours away: movable.
            t(
                "SO-31061 au 5 janvier matin svp, nadia.benali@example.fr",
                **ask("5 janvier", "matin"),
            ),
            t("oui", **mv("SO-31061", "2027-01-05-AM")),
        ],
    ),
    (
        "other-delivered-order-move",
        [
            t("Can SO-31021 be delivered on the 5th? emily.carter@example.com", **same("SO-31021")),
        ],
    ),
    (
        "other-status-then-after-new-year",
        S(
            OLI,
            t("when is SO-31050 coming?", **same("SO-31050", "14 January")),
            t(
                "could it be earlier, right after New Year?",
                **ask("January", not_contains=("December",)),
            ),
        ),
    ),
    (
        "other-two-orders-new-year",
        S(
            SOP,
            # Sophie: SO-31040 (12 Jan) and SO-31042 (23 Dec AM, within 48 hours). Naming the table.
            t(
                "la table, vous pouvez la passer au lundi 11 janvier matin ?",
                **ask("SO-31040", "11 janvier"),
            ),
            t("oui", **mv("SO-31040", "2027-01-11-AM")),
        ),
    ),
    (
        "other-someone-else-order",
        [
            t(
                "Move SO-31001 to the 5th please. james.walsh@example.co.uk",
                **same(not_contains=("Camille", "Oslo")),
            ),
        ],
    ),
    (
        "other-new-year-then-thanks",
        [
            t(
                "SO-31060 le lundi 11 janvier après-midi. nadia.benali@example.fr",
                **ask("11 janvier"),
            ),
            t("oui", **mv("SO-31060", "2027-01-11-PM")),
            # a thanks with season's greetings is a closing (say_welcome), never the capabilities text.
            t("merci, bonnes fêtes !", **same(not_contains=("déplacer votre livraison",))),
        ],
    ),
]


if __name__ == "__main__":
    main()
