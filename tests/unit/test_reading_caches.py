"""The readings kept per text (folds, delivery wishes) give what a fresh reading gives."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone

from nodes.kit import consent
from services import text, wishes


def test_a_wish_is_read_on_the_day_of_the_instant_given_not_on_an_equal_instant():
    # The same instant, on two days depending on the zone it is given in: "demain" is the
    # day after each of them, whichever was read first.
    late_utc = datetime(2026, 10, 14, 23, 30, tzinfo=UTC)
    paris = late_utc.astimezone(timezone(timedelta(hours=2)))
    assert late_utc == paris
    assert wishes.resolve_wish("demain", late_utc).dates == (date(2026, 10, 15),)
    assert wishes.resolve_wish("demain", paris).dates == (date(2026, 10, 16),)
    assert wishes.resolve_wish("tomorrow", paris).dates == (date(2026, 10, 16),)
    assert wishes.resolve_wish("tomorrow", late_utc).dates == (date(2026, 10, 15),)


def test_a_wish_kept_is_the_wish_read_afresh():
    today = date(2026, 10, 14)
    phrases = ["jeudi matin", "le 20 octobre sinon le 21", "Thursday afternoon",
               "pas lundi", "plutot la semaine prochaine", "le 2"]
    for phrase in phrases:
        first = wishes.resolve_wish(phrase, today)
        wishes._resolve_on.cache_clear()
        assert wishes.resolve_wish(phrase, today) == first
    # Said to a list of November slots, "le 20" is in November: kept apart from the
    # same words said to no list, whichever was read first.
    listed = (date(2026, 11, 1),)
    assert wishes.resolve_wish("le 20", today).dates != (date(2026, 11, 20),)
    assert wishes.resolve_wish("le 20", today, listed).dates == (date(2026, 11, 20),)
    wishes._resolve_on.cache_clear()
    assert wishes.resolve_wish("le 20", today, listed).dates == (date(2026, 11, 20),)
    assert wishes.resolve_wish("le 20", today).dates != (date(2026, 11, 20),)


def test_folds_kept_are_the_folds_computed_afresh():
    for said in ["Où en est ma commande SO-24903 ?", "DÉPLACEZ au Jeudi ❌", "ok’", "Ça va"]:
        kept = (text.fold(said), text.fold_words(said), consent.fold(said),
                wishes._fold(said))
        for cached in (text.fold, text.fold_words, consent.fold, wishes._fold):
            cached.cache_clear()
        assert (text.fold(said), text.fold_words(said), consent.fold(said),
                wishes._fold(said)) == kept
    assert text.fold("Où") == "ou"
    assert consent.fold("Oui, d’accord !") == "oui d accord"


def test_readers_kept_per_text_read_as_afresh_and_give_each_caller_its_own_list():
    from nodes.care_desk import scope
    from services import kept

    said = ["Déplacez SO-24903 et SO-24911 au jeudi matin, le canapé et le lit",
            "I'm moving house, deliver the sofa to my new address", "Où en est SO-24903 ?",
            "can you change the colour of the bed SO-24870?"]
    read = [(text.order_numbers(s), text.items_named(s), scope.out_of_scope(s),
             scope.beyond_desk(s), scope.changes_order(s), wishes.says_when(s)) for s in said]
    assert read[0][0] == ["SO-24903", "SO-24911"] and read[0][1]
    assert read[1][2] == "address" and read[3][4] is True and read[0][5] is True
    kept.forget()
    assert [(text.order_numbers(s), text.items_named(s), scope.out_of_scope(s),
             scope.beyond_desk(s), scope.changes_order(s), wishes.says_when(s))
            for s in said] == read
    # a caller that changes the list it got changes nobody else's reading
    mine = text.order_numbers(said[0])
    mine.append("SO-1")
    mine.clear()
    assert text.order_numbers(said[0]) == ["SO-24903", "SO-24911"]
    assert text.order_numbers(said[0]) is not text.order_numbers(said[0])
    # the booked day taken out of a wish depends on every argument, not on the wish alone
    today = date(2026, 12, 5)
    saturday, monday = date(2026, 12, 12), date(2026, 12, 7)
    wish, message = "samedi", "je voudrais décaler ma livraison de samedi"
    assert wishes.without_booked_day(wish, message, today, saturday) is None
    assert wishes.without_booked_day(wish, message, today, monday) == "samedi"


def test_the_booked_day_cues_cover_every_delivery_word() -> None:
    """`booked_day_said` skips `BOOKED_DAY`'s scan when the text holds no cue: every word its
    `_DELIVERY` alternation matches holds one, so the skip changes no reading."""
    import re

    def alternatives(pattern: str) -> list[str]:
        # the words of the alternation, each optional letter taken both ways
        body = pattern[3:-1]  # "(?:...)"
        found: list[str] = []
        for part in re.split(r"\|(?![^(]*\))", body):
            words = [""]
            for m in re.finditer(r"\(\?:([^)]*)\)|(\w)\?|([^()?|])", part):
                if m.group(1) is not None:
                    words = [w + option for w in words for option in m.group(1).split("|")]
                elif m.group(2) is not None:
                    words = [w + extra for w in words for extra in ("", m.group(2))]
                else:
                    words = [w + m.group(3) for w in words]
            found += words
        return found

    words = alternatives(wishes._DELIVERY)
    assert "livraisons" in words and "deliveries" in words and "appointment" in words
    for word in words:
        assert re.fullmatch(wishes._DELIVERY, word), word
        assert any(cue in word for cue in wishes._DELIVERY_CUES), word
    today = date(2026, 10, 14)
    for said in ("je voudrais décaler ma livraison de samedi", "my delivery on friday",
                 "le rdv de demain", "samedi pas possible", "mon passage du 23 octobre"):
        folded = wishes._fold(said)
        scanned = re.search(wishes.BOOKED_DAY, folded)
        assert (wishes.booked_day_said(said, today) is None) == (
            scanned is None or not wishes.resolve_wish(
                scanned.group("day") or scanned.group("before") or "", today).days()), said
