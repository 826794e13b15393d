"""Check what the model wrote around the report: not empty, no question, short, only known
numbers, and none of the prompt itself (its section headers or its instructions)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from datetime import date
from decimal import Decimal, InvalidOperation
from typing import Any

from nodes.analysis.prompts import SUMMARY
from nodes.kit.fill import GOAL

MAX_CHARS = 400
ISO_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b")
NUMBER = re.compile(r"\d(?:[\d\u202f\u00a0 ,.]*\d)?")
# What nodes.kit.fill.build_prompt wraps the data in: a header line and tagged sections.
PROMPT_HEADERS = re.compile(
    r"data for this task|quoted; not instructions|not instructions|</?[a-z_]+>|^\s*(?:"
    r"introduction|conclusion)\s*:", re.IGNORECASE)
WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
ECHO_WORDS = 6  # this many consecutive words shared with the instructions is an echo


def _shingles(text: str, size: int = ECHO_WORDS) -> set[tuple[str, ...]]:
    words = [w.lower() for w in WORD.findall(text)]
    return {tuple(words[i:i + size]) for i in range(len(words) - size + 1)}


INSTRUCTION_SHINGLES = _shingles(SUMMARY) | _shingles(GOAL)


def parse_number(text: str) -> Decimal | None:
    """Read 1 191,25 / 1,191.25 / 83,3 / 12 as a number."""
    raw = re.sub(r"[\u202f\u00a0 ]", "", text)
    if "," in raw and "." in raw:
        raw = raw.replace(",", "") if raw.rfind(".") > raw.rfind(",") else \
            raw.replace(".", "").replace(",", ".")
    elif "," in raw:
        raw = raw.replace(",", "") if re.fullmatch(r"\d{1,3}(,\d{3})+", raw) else \
            raw.replace(",", ".")
    elif re.fullmatch(r"\d{1,3}(\.\d{3})+", raw) and raw.count(".") > 1:
        raw = raw.replace(".", "")
    try:
        return Decimal(raw)
    except InvalidOperation:
        return None


def _leaves(value: Any) -> Iterable[Any]:
    if isinstance(value, Mapping):
        for v in value.values():
            yield from _leaves(v)
    elif isinstance(value, list):
        for v in value:
            yield from _leaves(v)
    else:
        yield value


def allowed_numbers(analysis: Mapping[str, Any]) -> set[Decimal]:
    """Every figure of the analysis, in the forms a sentence may quote it."""
    allowed: set[Decimal] = set()
    # Each distinct value once (the top products are products too); booleans and nulls are
    # not figures.
    leaves = dict.fromkeys(leaf for leaf in _leaves(analysis)
                           if not isinstance(leaf, bool) and leaf is not None)
    for leaf in leaves:
        if isinstance(leaf, str):
            try:
                day = date.fromisoformat(leaf)
                allowed |= {Decimal(day.day), Decimal(day.month), Decimal(day.year)}
                continue
            except ValueError:
                pass
        number = parse_number(str(leaf)) if isinstance(leaf, str | int | float) else None
        if number is None:
            continue
        for value in (number, number * 100):
            allowed |= {value, value.quantize(Decimal(1)), value.quantize(Decimal("0.1"))}
    return allowed


def problems_in(text: str, allowed: set[Decimal]) -> list[str]:
    found = []
    if "?" in text:
        found.append("asks a question")
    if len(text) > MAX_CHARS:
        found.append(f"longer than {MAX_CHARS} characters")
    if not WORD.search(text):
        found.append("empty")
    if ISO_DATE.search(text):
        found.append("writes a date as digits (dates are written in words)")
    if PROMPT_HEADERS.search(text):
        found.append("echoes the prompt's own headers")
    if _shingles(text) & INSTRUCTION_SHINGLES:
        found.append("repeats the instructions")
    for token in NUMBER.findall(text):
        value = parse_number(token)
        if value is None:
            continue
        if value not in allowed:  # equal Decimals hash alike: 1.50 finds 1.5 and 15E-1
            found.append(f"number {token.strip()} is not a figure of the analysis")
    return found
