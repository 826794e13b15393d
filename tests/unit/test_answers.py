"""Why a message was not the answer asked for: read in Python, closed vocabularies."""

from __future__ import annotations

from datetime import date

import pytest

from nodes.kit.answers import (
    about_option,
    asks_to_cancel,
    carries_no_language,
    hedges,
    leads_with_no,
    leads_with_yes,
    names_a_rank,
    none_suits,
    only_thanks,
    position_beyond,
    ruled_out,
    ruled_out_days,
    yes_restating,
)


@pytest.mark.parametrize(("message", "expected"), [
    ("oui, et pouvez-vous aussi me dire où en est SO-24911 ?", True),
    ("ok but where is SO-24911?", True),
    ("oui", False), ("oui merci", False), ("oui ?", False), ("non, plutôt le 12", False),
    ("où en est SO-24911 ?", False), ("oui oui", False),
])
def test_leads_with_yes(message: str, expected: bool) -> None:
    assert leads_with_yes(message) is expected


@pytest.mark.parametrize(("message", "expected"), [
    ("aucun ne me va", True), ("Aucune ne me convient", True), ("none of them", True),
    ("ça ne me va pas", True), ("neither", True),
    ("le deuxième", False), ("non", False), ("aucun souci, le 2", False),
])
def test_none_suits(message: str, expected: bool) -> None:
    assert none_suits(message) is expected


@pytest.mark.parametrize(("message", "count", "expected"), [
    ("le sixième", 5, 6), ("6", 3, 6), ("0", 3, 0), ("le sixième créneau svp", 5, 6),
    ("le deuxième", 5, None), ("3", 3, None), ("le 6", 5, None),  # "le 6": the sixth day
    ("6 décembre", 5, None), ("le sixième et le deuxième", 5, None),
])
def test_position_beyond(message: str, count: int, expected: int | None) -> None:
    assert position_beyond(message, count) == expected


@pytest.mark.parametrize(("message", "expected"), [
    ("merci !", True), ("Merci beaucoup", True), ("thanks a lot", True), ("ok merci", True),
    ("merci, et SO-24911 ?", False), ("bonjour", False),
])
def test_only_thanks(message: str, expected: bool) -> None:
    assert only_thanks(message) is expected


@pytest.mark.parametrize(("message", "expected"), [
    ("a@x.com", True), ("the.best@gmail.com", True), ("SO-24903", True),
    ("SO-24903, a@x.com !", True), ("merci", False), ("my e-mail is a@x.com", False),
])
def test_carries_no_language(message: str, expected: bool) -> None:
    assert carries_no_language(message) is expected


@pytest.mark.parametrize(("message", "out"), [
    ("pas le premier", [1]), ("je préfère pas le dernier", [3]), ("not the first one", [1]),
    ("sauf le 2", [2]), ("pas le premier ni le deuxième", [1, 2]),
    ("not the first one, nor the second", [1, 2]), ("surtout pas le premier", [1]),
    # the rank said first, refused after it
    ("le premier n'est pas possible pour moi", [1]), ("the first one doesn't work for me", [1]),
    ("le 2 ne me va pas", [2]), ("le dernier ne me convient pas", [3]),
    ("option 3 is no good", [3]), ("le deuxieme est impossible", [2]),
])
def test_ranks_ruled_out(message: str, out: list[int]) -> None:
    assert ruled_out(message, 3) == out


@pytest.mark.parametrize("message", [
    "non", "pas celui-là", "pas le cinquième", "le premier", "pas le premier mais jeudi",
    "pas maintenant", "le deuxième, non", "the second one, no",
    "le premier me va", "le 2 ne me va pas mais le 3 oui", "ça ne me va pas",
    "le cinquième ne me va pas",
])
def test_no_rank_ruled_out(message: str) -> None:
    assert ruled_out(message, 3) == []


@pytest.mark.parametrize(("message", "unsure"), [
    ("je sais pas, le 2 peut-être", True), ("sûrement le deuxième", True),
    ("maybe the second one", True), ("I'm not sure, the first?", True),
    ("peut-être", False), ("le deuxième", False), ("je sais pas", False),
])
def test_a_rank_said_with_doubt(message: str, unsure: bool) -> None:
    assert hedges(message) is unsure


def test_a_rank_word_beyond_the_list() -> None:
    assert position_beyond("le cinquième", 3) == 5
    assert position_beyond("the fourth one", 3) == 4
    assert position_beyond("le deuxième", 3) is None


@pytest.mark.parametrize(("message", "named"), [
    ("le 2 je crois", True), ("le 2 ou le 3", True), ("c'est quoi le 2 déjà ?", True),
    ("the 2nd, if possible", True), ("je dirais le deuxième", True),
    ("le 2 décembre", False), ("mardi 2", False), ("le 2 au matin", False),
    ("le 22", False),  # a listed day: a date
    ("le 2 c'est à quelle heure ?", True),
    ("décalez de 2 jours", False), ("Où en est ma commande SO-24903 ?", False),
    ("le 5", False),  # beyond a list of three
])
def test_a_rank_named_without_a_pick(message: str, named: bool) -> None:
    assert names_a_rank(message, 3, {20, 22, 23}) is named


@pytest.mark.parametrize(("message", "cancels"), [
    ("je veux annuler ma commande SO-24903", True), ("cancel my order please", True),
    ("remboursez-moi", True), ("I want a refund for SO-24870", True),
    ("annulez le déplacement", False), ("cancel the move", False),
    ("Où en est SO-24903 ?", False),
    # a question about a cancellation already made is a status question (t1 M11)
    ("pourquoi elle est annulée ?", False), ("pourquoi ma commande est annulee", False),
    ("pk elle a ete annulee", False), ("why is my order cancelled?", False),
    ("why was it canceled", False), ("ma commande SO-24955 est annulée ?", False),
    ("was my order cancelled?", False),
    # near-misses: still a request to cancel or refund
    ("pourquoi elle est annulée ? remboursez-moi", True),
    ("je veux que ma commande soit annulée", True), ("annulez-la", True),
    ("why can't I cancel? cancel it now", True),
])
def test_an_order_cancelled_or_refunded(message: str, cancels: bool) -> None:
    assert asks_to_cancel(message) is cancels


@pytest.mark.parametrize(("message", "declines"), [
    ("en fait non, annulez plutôt la commande", True), ("no, cancel the whole order instead", True),
    ("non merci, je veux plutôt être remboursé", True), ("no problem, go ahead", False),
    ("oui non", False), ("notre adresse a changé", False), ("nothing else", False),
])
def test_a_no_that_opens_a_message(message: str, declines: bool) -> None:
    assert leads_with_no(message) is declines


LISTED = [(date(2026, 12, 8), "AM"), (date(2026, 12, 10), "AM"), (date(2026, 12, 11), "AM"),
          (date(2026, 12, 12), "AM")]


@pytest.mark.parametrize(("message", "about"), [
    ("c'est quoi le créneau 2 exactement, c'est sûr ?", (2, "asks", False, False)),
    ("le 3 c'est bien un vendredi ?", (3, "asks", True, False)),
    ("is number 3 definitely available?", (3, "asks", False, False)),
    ("le deuxieme est bien dispo ?", (2, "asks", False, False)),
    ("option two, what time is that?", (2, "asks", False, False)),
    ("the 3rd one is a Friday right?", (3, "asks", True, False)),
    ("le 3 c'est bien le vendredi 11 ?", (3, "asks", True, False)),
    ("le dernier c'est bien samedi matin ?", (4, "asks", True, False)),
    ("le 2 si possible mais je dois vérifier avec mon mari", (2, "later", False, False)),
    ("number 2, but let me check with my wife first", (2, "later", False, False)),
    ("le 4, je vous redis ça", (4, "later", False, False)),
    # near misses: another day or half-day, two ranks, a denial, a listed day, a date, an
    # hour, a pick, an aside, no rank at all
    ("le 3 c'est bien un jeudi ?", (3, "asks", False, True)),  # another weekday: "Non, …"
    ("le 3 c'est bien le vendredi 12 ?", None),
    ("le 2 mais l'après-midi", None), ("le 2e mais l'après-midi ?", None),
    ("le 2 ou le 3 ?", None), ("pas le 2, c'est sûr", None), ("le 10 c'est libre ?", None),
    ("le 2 décembre c'est libre ?", None), ("le 2 c'est à 2 h ?", None), ("le 2", None),
    ("the 2nd one works, but can you call before?", None), ("let me check first", None),
    ("le deuxième me va, mais le livreur peut appeler avant ?", None),
])
def test_a_question_about_one_option(message: str,
                                     about: tuple[int, str, bool, bool] | None) -> None:
    found = about_option(message, LISTED, {8, 10, 11, 12})
    assert (tuple(found) if found else None) == about


@pytest.mark.parametrize(("message", "plain"), [
    ("oui samedi matin", True), ("yes, Saturday morning is fine", True),
    ("oui le 5 au matin c'est parfait", True), ("ok pour samedi matin", True),
    ("yes saturday 5th in the morning please", True), ("d'accord samedi", True),
    ("oui samedi 5 décembre au matin, parfait", True), ("OUI SAMEDI MATIN", True),
    # near misses: asked back, another half-day or day, a but, more asked, no yes, a no
    ("oui samedi matin ?", False), ("oui samedi après-midi", False),
    ("oui dimanche matin", False), ("oui le 6 au matin", False),
    ("oui mais samedi après-midi", False), ("oui samedi matin et où en est SO-24911", False),
    ("samedi matin", False), ("non samedi matin", False), ("oui pas samedi matin", False),
])
def test_a_yes_that_says_the_proposal_again_is_read_as_such(message: str, plain: bool) -> None:
    """Read to ask the same proposal again with how to confirm it: never itself consent."""
    assert yes_restating(message, date(2026, 12, 5), "AM") is plain


@pytest.mark.parametrize(("message", "days"), [
    ("ok but not tuesday", {1}), ("pas mardi", {1}), ("pas le mardi svp", {1}),
    ("ok mais pas mardi", {1}), ("tout sauf mardi", {1}), ("anything but Tuesday", {1}),
    ("ni mardi ni jeudi", {1, 3}), ("not tuesday or thursday", {1, 3}),
    ("no tuesdays please", {1}), ("je préfère pas mardi", {1}), ("not on a tuesday", {1}),
    ("pas mardi et pas jeudi", {1, 3}),
    # near misses: a day wished, a half-day, a rank, a question, a day said instead
    ("ok tuesday", set()), ("ok but tuesday", set()), ("mardi", set()), ("pas mardi ?", set()),
    ("pas mardi matin", set()), ("pas le 1", set()), ("plutôt mardi", set()),
    ("pas mardi, jeudi", set()), ("pas mardi mais jeudi", set()), ("mon mardi", set()),
])
def test_weekdays_ruled_out_of_a_list(message: str, days: set[int]) -> None:
    assert ruled_out_days(message) == days


# A list of three afternoons, the 30 November, 1 and 2 December: "2" may be the 2nd of the
# month as much as option 2, unless it is named as an option ("number 2", "option 2").
AROUND_THE_2ND = [(date(2026, 11, 30), "PM"), (date(2026, 12, 1), "PM"),
                  (date(2026, 12, 2), "PM")]


@pytest.mark.parametrize(("message", "about"), [
    ("Is number 2 a Tuesday?", (2, "asks", True, False)),
    ("is option 2 on a Tuesday?", (2, "asks", True, False)),
    ("le numéro 2 c'est bien un mardi ?", (2, "asks", True, False)),
    ("option 2 c mardi?", (2, "asks", True, False)),
    ("Is number 3 a Tuesday?", (3, "asks", False, True)),
    # a bare number is the 2nd as much as option 2: no question about an option
    ("le 2 c'est bien un mardi ?", None), ("is the 2nd a Tuesday?", None),
])
def test_an_option_named_as_one_is_a_rank_even_on_a_listed_day(
        message: str, about: tuple[int, str, bool, bool] | None) -> None:
    found = about_option(message, AROUND_THE_2ND, {30, 1, 2})
    assert (tuple(found) if found else None) == about
