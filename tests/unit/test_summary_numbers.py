"""The summary check reads every number the way a person reads it: whatever its digits,
separators or words, a number that is not a figure of the analysis, or cannot be read for
sure, refuses the sentence; so does a link or address the data does not hold."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from nodes.analysis.checks import allowed_numbers, known_addresses, parse_number, problems_in

ANALYSIS = {"bill_count": 11, "revenue": "48688.95", "confidence": "0.8333",
            "average_payment_delay_days": "40.7", "start": "2025-01-01", "end": "2025-12-31",
            "late_count": 0, "on_time_count": 1,
            "customer": {"name": "John Doe", "email": "john.doe@example.com",
                         "company": "Doe Interiors"},
            "top_products": [{"sku": "P9", "name": "Lit Nantes 160", "quantity": 2}]}
ALLOWED = allowed_numbers(ANALYSIS)
KNOWN = known_addresses(ANALYSIS)


def problems(text: str) -> list[str]:
    return problems_in(text, ALLOWED, KNOWN)


# Ways of writing a digit 0-9 that read as that digit (NFKC or a decimal digit of a script).
DIGIT_FORMS = {
    "ascii": lambda d: str(d),
    "fullwidth": lambda d: chr(0xFF10 + d),
    "superscript": lambda d: "⁰¹²³⁴⁵⁶⁷⁸⁹"[d],
    "subscript": lambda d: chr(0x2080 + d),
    "circled": lambda d: "⓪①②③④⑤⑥⑦⑧⑨"[d],
    "arabic-indic": lambda d: chr(0x660 + d),
    "devanagari": lambda d: chr(0x966 + d),
    "math bold": lambda d: chr(0x1D7CE + d),
}
THOUSANDS = [" ", "\u202f", "\u2009", "\u00a0", "\u2007", "'", "\u2019", "_", ".", ",", ""]
INVISIBLE = ["", "\u200b", "\u2060", "\ufeff", "\u200d"]


def written(digits: str, form: str, invisible: str) -> str:
    return invisible.join(DIGIT_FORMS[form](int(d)) for d in digits)


def grouped(number: int, mark: str, form: str, invisible: str) -> str:
    text = f"{number:,}".split(",")
    return mark.join(written(group, form, invisible) for group in text)


@given(number=st.integers(min_value=10**6, max_value=10**12),
       mark=st.sampled_from(THOUSANDS), form=st.sampled_from(sorted(DIGIT_FORMS)),
       invisible=st.sampled_from(INVISIBLE), french=st.booleans())
def test_an_invented_amount_is_refused_however_it_is_written(
    number: int, mark: str, form: str, invisible: str, french: bool
) -> None:
    assume(Decimal(number) not in ALLOWED)
    amount = grouped(number, mark, form, invisible)
    text = f"Le client doit {amount} €." if french else f"The customer owes €{amount}."
    assert problems(text), text


@given(figure=st.sampled_from(["48688.95", "11", "40.7", "83"]),
       marks=st.sampled_from([(" ", ","), ("\u202f", ","), ("\u00a0", ","), (",", "."),
                              ("'", "."), (".", ","), ("", ","), ("", ".")]),
       form=st.sampled_from(sorted(DIGIT_FORMS)), invisible=st.sampled_from(INVISIBLE))
def test_a_true_figure_is_kept_however_it_is_written(
    figure: str, marks: tuple[str, str], form: str, invisible: str
) -> None:
    whole, _, cents = figure.partition(".")
    amount = grouped(int(whole), marks[0], form, invisible)
    if cents:
        amount += marks[1] + written(cents, form, invisible)
    assert problems(f"Le chiffre d'affaires atteint {amount} €.") == []


@pytest.mark.parametrize("text", [
    "Le client doit 1 000 000 €.",                      # plain spaces
    "Le client doit 1\u202f000\u202f000 €.",            # narrow no-break spaces
    "Le client doit 1\u2009000\u2009000 €.",            # thin spaces
    "Le client doit 1\u00a0000\u00a0000 €.",            # no-break spaces
    "Le client doit 1'000'000 €.", "Le client doit 1’000’000 €.",
    "Le client doit 1_000_000 €.",
    "Le client doit ¹⁰⁰⁰⁰⁰⁰ €.", "Le client doit ₁₀₀₀₀₀₀ €.", "Le client doit ①⓪⓪⓪⓪⓪⓪ €.",
    "Le client doit １０００ ０００ €.", "Le client doit ١٬٠٠٠٬٠٠٠ €.",
    "Le client doit 1\u200b000\u200b000 €.",             # invisible characters between
    "Le client doit ❶ million €.",                       # a digit NFKC does not read
    "Le client doit 1.500.25 €.",                        # cannot be read: refused
    "Le client doit 1-000-000 €.", "Le client doit 1 0 0 0 0 0 0 €.", "Il doit 000 €.",
    "Le client doit ½ million.", "Le client doit 1OOOOOO €.", "The customer owes 1e6.",
    "Le client doit 1 million d'euros.", "Le client doit 2 M€.", "The customer owes 3k.",
    "Le client doit un million d'euros.", "The customer owes a million euros.",
    "Le client doit cent mille euros.", "Le client doit quatre-vingt-dix-neuf euros.",
    "The customer owes two hundred and five euros.", "Il a payé dix-sept factures.",
    "Le client doit 1.000 €.",  # 1 or 1 000: a figure only if both readings are
    "Le client doit -48 688,95 €.",
    "Le client doit 1**5** €.", "Le client doit 1 *000* *000* €.",   # markdown emphasis
    "Le client doit 1 OOO OOO €.", "Le client doit 1ООО €.",       # Latin, Cyrillic O
    "Le client doit 2 MM€.", "Le client doit 3 crores.",
])
def test_bypasses_of_the_number_check_are_refused(text: str) -> None:
    assert problems(text), text


@pytest.mark.parametrize("text", [
    "[Payer ici](javascript:alert(1))", "Voir javascript:alert(1)",
    "Voir JaVa\u200bScRiPt:alert(1)", "ｊａｖａｓｃｒｉｐｔ:alert(1)",
    "Détails : https://evil.example/pay", "Détails sur evil.com.", "Voir www.evil",
    "Voir //evil.example/x", "![logo](https://evil.example/x.png)", "<a href='x'>ici</a>",
    "<img src=x onerror=alert(1)>", "&#106;avascript:alert(1)", "Voir [ici][1]",
    "Écrivez à paiement@evil.example.", "Contact: pay@evil",
    "Voir <https://evil.example>", "data:text/html,hello", "Voir java*script*:alert(1)",
])
def test_links_and_unknown_addresses_are_refused(text: str) -> None:
    assert problems(text), text


@pytest.mark.parametrize("text", [
    "Cette analyse couvre les 11 factures de John Doe émises du 1er janvier 2025 au "
    "31 décembre 2025.",
    "This analysis covers the 11 bills issued to John Doe from 1 January 2025 to "
    "31 December 2025.",
    "Un chiffre d'affaires de 48 688,95 € et un indice de confiance de 83 %.",
    "Revenue of €48,688.95 with a 40.7-day average delay.",
    "Onze factures, un indice de 83 pour cent : une relation à suivre.",
    "The relationship is followed up first on late payments; one bill was on time.",
    "Contact : john.doe@example.com.",  # the data holds this address
    "Doe Interiors reste un client fidèle, e.g. sur les canapés.",
    "Le « Lit Nantes 160 » est acheté 2 fois.",  # a number of a name the data holds
    "Bills from 1 Jan. 2025 to 31 Dec. 2025; reviewed again in Sept 2025.",
])
def test_true_figures_and_known_addresses_are_kept(text: str) -> None:
    assert problems(text) == []


@pytest.mark.parametrize(("raw", "value"), [
    ("1'000", "1000"), ("1_000", "1000"), ("1\u2009000,5", "1000.5"), ("١٢", "12"),
    ("１２,５", "12.5"), ("1.500.25", None), ("12,000", None), ("05", None), ("", None),
    (",500", None), ("douze", None)])
def test_parse_number_reads_one_value_or_none(raw: str, value: str | None) -> None:
    assert parse_number(raw) == (Decimal(value) if value else None)


def test_the_figures_and_addresses_are_computed_only_when_a_sentence_quotes_one() -> None:
    """Computing every figure's forms costs more than the rest of the check: a sentence
    that quotes no number and no address never asks for them; one that does, does."""
    from nodes.analysis.checks import problems_in

    def never() -> set[Any]:
        raise AssertionError("computed for a sentence that quotes nothing")

    assert problems_in("Une relation suivie et régulière.", never, never) == []  # type: ignore[arg-type]
    asked: list[str] = []

    def figures() -> set[Any]:
        asked.append("figures")
        return set()

    assert problems_in("Le client doit un million.", figures) != []
    assert asked == ["figures"]
