"""Keep only what the customer actually wrote: ground the model's fields in Python.

After every fill, an order number or an e-mail the model returned must appear in
the customer's own messages of this conversation (or be the order already in
focus, or the identity the gateway asserted), and a wished date must come from
words of this message. An ungrounded field is dropped: the desk then asks for
it with a fixed question, as if the model had found nothing.
"""

from __future__ import annotations

import re
import unicodedata

from langchain_core.messages import HumanMessage

from nodes.care_desk.state import CareState, Details, Part, Request
from nodes.kit.consent import fold, read_answer
from nodes.kit.turn import message_text
from services.text import ascii_digits, in_text, order_numbers, stays_as_is, with_addresses_read
from services.wishes import says_when

DIGITS = re.compile(r"\d+")


def customer_text(state: CareState) -> str:
    """Everything the customer wrote in this conversation (their messages only), with
    compatibility forms and digits folded as the turn reads its message ("２４９０３" and
    "٢٤٩٠٣" are 24903), and e-mail addresses spelt out read as the turn reads them."""
    return "\n".join(
        with_addresses_read(ascii_digits(unicodedata.normalize("NFKC", message_text(m.content))))
        for m in state.get("messages") or [] if isinstance(m, HumanMessage))


def _numbers(text: str) -> set[str]:
    return {d.lstrip("0") or "0" for d in DIGITS.findall(text)}


def _grouped_in(number: str, quote: str, message: str) -> bool:
    """Whether the order number is written in the quote as digit groups ("24 911" in "SO 24
    903 and 24 911"), and the message as a whole reads it as an order number."""
    if number.upper() not in order_numbers(message):
        return False
    groups = DIGITS.findall(ascii_digits(quote))
    wanted = number.upper().removeprefix("SO-")
    return any("".join(groups[i:j]) == wanted
               for i in range(len(groups)) for j in range(i + 1, len(groups) + 1))


def order_grounded(number: str, written: str, focus: str | None) -> bool:
    """The order number is the one in focus, or written by the customer: as Python reads
    order numbers ("commande 24 903", written in thousands, is SO-24903), or its digits."""
    digits = _numbers(number)
    return number == focus or number.upper() in order_numbers(written) \
        or (bool(digits) and digits <= _numbers(written))


def email_grounded(email: str, written: str, asserted: str | None) -> bool:
    return email == asserted or email.lower() in written.lower()


def wish_grounded(wish: str, message: str) -> bool:
    """The wish's numbers are numbers of the message, and its words are words of it."""
    if not _numbers(wish) <= _numbers(message):
        return False
    words = {w for w in fold(wish).split() if len(w) >= 3 and not w.isdigit()}
    said = set(fold(message).split())
    return not words or len(words & said) * 2 >= len(words)


def ground(request: Request | None, state: CareState, previous: Details | None,
           asserted: str | None) -> tuple[Request | None, list[str]]:
    """The request with its ungrounded fields dropped, and the names of those fields."""
    if request is None:
        return None, []
    written = customer_text(state)
    focus = previous["order_number"] if previous else None
    kept: Request = {**request}
    dropped: list[str] = []
    if kept["order_number"] and not order_grounded(kept["order_number"], written, focus):
        kept["order_number"] = None
        dropped.append("order_number")
    if kept["email"] and not email_grounded(kept["email"], written, asserted):
        kept["email"] = None
        dropped.append("email")
    if kept["wished_slot"] and not wish_grounded(kept["wished_slot"], state.get("message", "")):
        kept["wished_slot"] = None
        dropped.append("wished_slot")
    return kept, dropped


def ground_parts(parts: list[Part], message: str) -> list[Part]:
    """Several requests of one message, each bound to its own words: a request whose words
    the customer did not write is dropped; an order number not written in the request's
    own words (e.g. the number of the other request) is dropped, never moved to it; a wish
    not said in those words is dropped. Fewer than two left: no several-request plan."""
    kept: list[Part] = []
    said = {d for n in order_numbers(message) for d in _numbers(n)}
    for part in parts:
        quote = part["quote"]
        if not in_text(quote, message):
            continue
        if read_answer(quote).answer is not None and not order_numbers(quote):
            continue  # "oui", "yes": an answer said with the requests, not one of them
        if stays_as_is(quote) and not says_when(quote) and part["intent"] != "report_damage":
            continue  # "the table can stay where it is": no request of its own
        number = part["order_number"]
        if number and not _numbers(number) <= {
                d for n in order_numbers(quote) for d in _numbers(n)} \
                and not _grouped_in(number, quote, message) \
                and _numbers(number) != said:
            # the one order number of the whole message is every request's that says none
            # ("the armchair (SO-81202) … one of its legs is wobbly"): no other to mistake
            number = None
        wish = part["wished_slot"]
        if wish and not wish_grounded(wish, quote):
            wish = None
        kept.append({"intent": part["intent"], "order_number": number, "wished_slot": wish,
                     "quote": quote})
    return _shared_wishes(kept) if len(kept) >= 2 else []


def _shared_wishes(parts: list[Part]) -> list[Part]:
    """One wish said for several moves ("déplacer SO-24903 et SO-24911 au lundi 26", "move
    A to Monday, and B too"): a move whose own words say nothing of when takes the wish of
    the next move that says one, else of the one before it. Still the customer's words."""
    moves = [i for i, p in enumerate(parts) if p["intent"] == "reschedule"]
    shared = list(parts)
    for i in moves:
        part = parts[i]
        if part["wished_slot"] or says_when(part["quote"]):
            continue
        after = [parts[j]["wished_slot"] for j in moves if j > i and parts[j]["wished_slot"]]
        before = [parts[j]["wished_slot"] for j in moves if j < i and parts[j]["wished_slot"]]
        said = after[0] if after else before[-1] if before else None
        if said:
            shared[i] = {**part, "wished_slot": said}
    return shared
