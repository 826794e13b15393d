"""Pick one of the candidates a fixed question offered, from the person's answer (rules)."""

from __future__ import annotations

from collections.abc import Sequence

from nodes.kit.state import Customer
from services.text import emails, ordinal_of, search_key


def pick_candidate(answer: str, candidates: Sequence[Customer]) -> Customer | None:
    """The candidate the answer designates: by rank, e-mail, name or company; else None."""
    if not candidates:
        return None
    mails = set(emails(answer))
    by_mail = [c for c in candidates if c["email"].lower() in mails]
    if len(by_mail) == 1:
        return by_mail[0]
    words = set(search_key(answer).replace("&", " ").split())
    scored = []
    for candidate in candidates:
        own = set(search_key(candidate["name"], candidate.get("company")).split())
        distinctive = own - set().union(*(
            set(search_key(o["name"], o.get("company")).split())
            for o in candidates if o is not candidate
        ))
        scored.append((len(words & distinctive), candidate))
    best = max(score for score, _ in scored)
    winners = [c for score, c in scored if score == best]
    if best > 0 and len(winners) == 1:
        return winners[0]
    ordinal = ordinal_of(answer)
    if ordinal is not None:
        index = ordinal - 1 if ordinal > 0 else len(candidates) - 1
        if 0 <= index < len(candidates):
            return candidates[index]
    return None
