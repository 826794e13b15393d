"""Consent is read by Python against a closed vocabulary: a yes, a no, a pick by position."""

from __future__ import annotations

import pytest

from nodes.kit.consent import DOING, fold, read_answer, read_position


@pytest.mark.parametrize("message", [
    "oui", "Oui !", "OUI.", "ouais", "ok", "OK 👍", "d'accord", "D’accord, merci", "je confirme",
    "Je confirme.", "c'est bon", "C’est bon !", "vas-y", "allez-y", "oui, merci", "oui svp",
    "yes", "Yes!", "yep", "sure", "Sure thing" if False else "sure.", "go ahead", "confirm",
    "I confirm", "yes please", "ok, go ahead", "parfait", "👍 oui",
    "Sure thing", "ouai", "d'acc", "Super !", "Nickel, merci", "👍", "✅", "c bon",
    "top", "ça roule", "ça me convient", "OK pour moi", "go for it", "works for me", "alright",
    "je suis d'accord", "bien sûr que oui",
    "c'est bon pour moi", "C'est tout bon", "ça me va bien", "fine with me", "OK for me",
    "that's fine with me, thanks",
])
def test_a_yes(message: str) -> None:
    assert read_answer(message).answer == "yes"


@pytest.mark.parametrize("message", [
    "non", "Non.", "non merci", "NON !", "pas celui-là", "annule", "annulez", "no", "No thanks",
    "nope", "cancel", "don't", "not that one", "👎 non",
    "nan", "Nan merci", "pas question", "hors de question", "jamais", "absolutely not",
    "ça ne me va pas", "ça m'arrange pas", "that doesn't work", "je ne suis pas d'accord",
    "bien sûr que non", "of course not", "pas d'accord", "ne confirmez pas", "pas ok",
    "je veux pas", "yeah no", "do not confirm",
])
def test_a_no(message: str) -> None:
    assert read_answer(message).answer == "no"


@pytest.mark.parametrize("message", [
    "oui mais plutôt jeudi", "yes and where is SO-24911?", "non, le vendredi", "no i want thursday",
    "le mardi", "peut-être", "maybe", "oui non", "ok but only in the morning", "", "?",
    "jean.martin@example.com", "SO-24903", "Où en est ma commande ?", "ouistiti",
    "mouais", "bof", "super mais non", "non super", "pourquoi pas jeudi", "pourquoi pas ?",
    "pourquoi pas", "why not", "👍 ?", "🤔",  # a shrug is no yes to a write
    "why not?", "not good", "je ne sais pas",
])
def test_anything_else_is_a_new_message(message: str) -> None:
    assert read_answer(message).answer is None


@pytest.mark.parametrize(("message", "position"), [
    ("1", 1), ("2", 2), ("3", 3), ("le premier", 1), ("la première", 1), ("le deuxième", 2),
    ("le 2", 2), ("la dernière", 3), ("le dernier", 3), ("the second", 2), ("the second one", 2),
    ("the last one", 3), ("the last one please", 3), ("« le deuxième, s'il vous plaît »", 2),
    ("Le deuxième, merci !", 2), ("option 3", 3), ("n° 2", 2), ("first", 1), ("2nd", 2),
    ("je prends le premier", 1), ("the 3rd", 3),
])
def test_a_pick_by_position(message: str, position: int) -> None:
    reading = read_position(message, 3)
    assert (reading.answer, reading.position) == ("yes", position)


@pytest.mark.parametrize("message", [
    "celui de jeudi", "le mardi", "Thursday works", "le deuxième mardi", "4", "0", "un matin",
    "le 22", "1 ou 2", "le premier ou le deuxième", "the second week", "oui",
])
def test_a_pick_in_other_words_is_not_read_by_python(message: str) -> None:
    assert read_position(message, 3).position is None


@pytest.mark.parametrize("message", [
    "oui ?", "Oui?", "d'accord ?", "ok ?", "ok?", "c'est bon ?", "yes?", "sure?", "fine?",
    "correct ?", "confirm?", "oui, je confirme ?", "¿sí?", "non ?", "no?", "ça va ?", "right?",
    "bien ?", "OK？",
])
def test_a_question_is_neither_a_yes_nor_a_no(message: str) -> None:
    """"Oui ?" asks back: it agrees to nothing, whatever words it holds."""
    assert read_answer(message).answer is None


@pytest.mark.parametrize("message", ["ça va", "right", "bien", "ok bien"])
def test_words_that_do_not_say_yes_alone_are_not_a_yes(message: str) -> None:
    """"Ça va" (how are you / it is fine), "right" and "bien" (well...) also open a sentence
    that goes on elsewhere: alone they are not consent."""
    assert read_answer(message).answer is None


@pytest.mark.parametrize("message", ["le premier ?", "2?", "the second one?", "le dernier ?"])
def test_a_position_asked_back_is_not_a_pick(message: str) -> None:
    assert read_position(message, 3).position is None


@pytest.mark.parametrize("message", [
    "the second one, no", "option 2 no", "I'll take the first... no", "pas le premier",
    "not the last one", "le deuxième, non", "One second please", "une seconde svp",
    "just a second", "un second", "ni le premier ni le deuxième",
])
def test_a_position_taken_back_or_a_wait_is_not_a_pick(message: str) -> None:
    assert read_position(message, 3).position is None


def test_folding_drops_case_accents_punctuation_and_emoji() -> None:
    assert fold("  C’est BON !!! 👍🏼 Déjà ") == "c est bon deja"


@pytest.mark.parametrize(("message", "answer", "words"), [
    ("Oui, merci !", "yes", "oui"),
    ("Non merci.", "no", "non"),
    ("Peut-être jeudi ?", None, "peut etre jeudi"),
    ("oui merci beaucoup", "yes", "oui"),
    ("Thank you so much, yes", "yes", "yes"),  # thanks are folded away: a plain yes
])
def test_the_reading_keeps_the_words_it_read(message: str, answer: str | None,
                                             words: str) -> None:
    """The trace shows what Python read: the folded message without its polite words (the
    longest polite phrase goes first: "merci beaucoup" is one, not "merci" then a word)."""
    assert read_answer(message) == (answer, None, words)


def test_a_pick_keeps_the_words_it_read() -> None:
    assert read_position("Le deuxième, merci !", 3) == ("yes", 2, "le deuxieme")
    assert read_position("le 4", 3) == (None, None, "le 4")
    assert read_position("le mardi", 3) == (None, None, "le mardi")


@pytest.mark.parametrize(("message", "days", "position"), [
    ("le 3", {3, 5}, None),        # the 3rd of the month is listed: a date as much as a rank
    ("the 3rd", {3, 5}, None),
    ("le 3", {5, 7}, 3),           # no slot on the 3rd: the third option
    ("3", {3, 5}, 3),              # a bare number answers the numbered list
    ("option 3", {3, 5}, 3),
    ("le troisième", {3, 5}, 3),
])
def test_a_number_that_is_also_a_listed_day_is_not_a_pick(message: str, days: set[int],
                                                         position: int | None) -> None:
    assert read_position(message, 3, days).position == position


@pytest.mark.parametrize("message", ["oui ‽", "ok ❓", "oui ❔", "ok ⸮", "oui ⁇", "d'accord ⁉"])
def test_a_question_mark_in_any_form_is_no_answer(message: str) -> None:
    assert read_answer(message).answer is None
    assert read_position("le premier " + message[-1], 3).position is None


@pytest.mark.parametrize(("message", "answer"), [
    ("oui ❌", None), ("oui 👎", None), ("ok 🤨", None), ("oui 🚫", None),
    ("OK 👍", "yes"), ("👍🏼 oui", "yes"), ("oui ✅", "yes"), ("ok ✓", "yes"), ("oui 🆗", "yes"),
    # README: only a thumb up, a tick or 🆗 agrees; a smile, a heart, an OK hand, an eye roll
    # beside a yes leave it unclear (blind10 care_consent F1)
    ("c'est bon 😊", None), ("oui ❤️", None), ("ok 👌", None), ("yes 🙂", None),
    ("oui… 🙄", None), ("d'accord 🙏", None), ("👌", None), ("😊", None),
    ("👎 non", "no"), ("non 😊", "no"),
])
def test_a_pictograph_that_does_not_agree_leaves_a_yes_unclear(message: str,
                                                              answer: str | None) -> None:
    assert read_answer(message).answer == answer


@pytest.mark.parametrize(("message", "position"), [
    ("pas le premier, le deuxième", 2), ("not the first one, the second", 2),
    ("pas le premier ni le deuxième", None), ("le deuxième, non", None),
])
def test_the_one_rank_not_taken_back_is_the_pick(message: str, position: int | None) -> None:
    assert read_position(message, 3).position == position


@pytest.mark.parametrize(("message", "position"), [
    ("ok le 2 alors", 2), ("oui, le deuxième", 2), ("yes, the second one", 2),
    ("d'accord pour le premier", 1), ("ok the last one", 3),
    ("le premier... non attendez, le deuxième", 2), ("the first, no wait, the second one", 2),
    ("le premier, non, plutôt le troisième", 3), ("not the first one, the second", 2),
    ("le 2 pas le 3", 2), ("the 2nd not the 3rd", 2), ("2 not 3", 2),
    ("le deuxième, pas le troisième", 2), ("le deuxième... ou plutôt le premier", 1),
    ("plutôt le troisième", 3), ("first one is fine", 1), ("let's go with the third", 3),
    ("l'avant-dernier", 2), ("le premier, c'est bon", 1),
])
def test_a_yes_or_a_correction_around_a_rank_picks_it(message: str, position: int) -> None:
    reading = read_position(message, 3, {20, 22, 23})
    assert (reading.answer, reading.position) == ("yes", position)


@pytest.mark.parametrize("message", [
    "le 2, non, le 3, non", "le deuxième, non", "oui non le 2", "non pardon, le 3",
    "ok le 22",  # a day of the list, not its 22nd option
    "le premier non le deuxième non",
])
def test_a_rank_taken_back_or_unclear_picks_nothing(message: str) -> None:
    assert read_position(message, 3, {20, 22, 23}).position is None


def test_words_that_carry_out_the_write_are_a_yes_to_that_write_only() -> None:
    from nodes.kit.consent import DOING

    assert read_answer("oui, ouvrez le dossier s'il vous plaît", DOING["damage_case"]).answer \
        == "yes"
    assert read_answer("yes please move it", DOING["move"]).answer == "yes"
    assert read_answer("ouvrez le dossier", DOING["move"]).answer is None  # not this write
    assert read_answer("ouvrez le dossier").answer is None
    assert read_answer("ne déplacez pas", DOING["move"]).answer is None
    assert read_answer("open it?", DOING["damage_case"]).answer is None


@pytest.mark.parametrize("message", [
    "ok нет, не надо", "oui 不要", "oui لا", "ok όχι", "yes いいえ", "ok नहीं", "ok לא",
    "ok ≠", "¬ok", "ok ×", "ОК",  # Cyrillic letters that look like "OK"
])
def test_words_the_reading_cannot_see_leave_no_yes(message: str) -> None:
    """Folding keeps Latin letters only: a no in another script, or a sign, would vanish
    and leave a bare yes."""
    assert read_answer(message).answer is None
    assert read_position(message.replace("ok", "le 2").replace("oui", "le 2"), 3).position \
        is None


@pytest.mark.parametrize("message", [
    "le 3 non le 2 non le 1", "le 2, pas le 3, non le 1", "le 3 pas le 2 non le 1",
    "le 1 pas le 1", "the second not the second", "le dernier pas le 3",
    "l'avant-dernier pas le 2", "le 2 ni le 2",
])
def test_back_and_forth_or_the_same_slot_denied_picks_nothing(message: str) -> None:
    assert read_position(message, 3, {20, 22, 23}).position is None


@pytest.mark.parametrize(("message", "answer"), [
    ("bon ok oui", "yes"), ("bon, ok, oui", "yes"), ("allez, d'accord", "yes"),
    ("bon bah oui", "yes"), ("ouais bon ok", "yes"), ("bon d'accord", "yes"),
    ("bon ben non", "no"), ("bon non", "no"), ("allez non merci", "no"),
    ("bon", None), ("allez", None), ("bon bah", None), ("non bon oui", None),
    ("bon oui non", None), ("allez jeudi", None),
])
def test_fillers_around_a_yes_or_a_no_change_nothing(message: str, answer: str | None) -> None:
    """"Bon", "allez": said around an answer they change nothing; alone, or with anything
    else than one answer, they are no answer."""
    assert read_answer(message).answer == answer


@pytest.mark.parametrize(("message", "answer"), [
    ("uh yeah sure", "yes"), ("um yes", "yes"), ("heu oui", "yes"), ("erm okay", "yes"),
    ("uh no thanks", "no"), ("um no", "no"), ("heu non", "no"),
    # a dictated no or hesitation never turns into a yes once the sounds are dropped
    ("uh yeah no", "no"), ("um oui enfin non", None), ("uh yes wait no", None),
    ("um I don't know", None), ("uh", None), ("um maybe", None),
])
def test_sounds_of_dictation_around_an_answer_change_nothing(message: str,
                                                             answer: str | None) -> None:
    """"uh", "um", "heu": a dictated answer's sounds are no words of the answer."""
    assert read_answer(message).answer == answer


@pytest.mark.parametrize(("message", "position"), [
    ("um the first one please", 1), ("uh the second", 2), ("heu le dernier", 3),
    ("um the first or the second", None),
])
def test_sounds_of_dictation_around_a_pick_change_nothing(message: str,
                                                          position: int | None) -> None:
    assert read_position(message, 3).position == position


@pytest.mark.parametrize("message", [
    "pourquoi pas", "Pourquoi pas ?", "why not", "Why not?", "si vous voulez", "peut-être",
    "maybe", "bof", "comme vous voulez", "I guess", "mouais",
])
def test_an_undecided_answer_is_said_to_be_none(message: str) -> None:
    """"Pourquoi pas ?" sounds like a yes and asks nothing: no consent, and the desk says it
    needs a clear yes or no (not "I cannot answer that question")."""
    from nodes.kit.answers import question_topic

    assert read_answer(message).answer is None
    assert question_topic(message) == "undecided"


@pytest.mark.parametrize(("message", "position"), [
    ("le deuxième. enfin non, le troisième", 3), ("le 2... enfin non le 3", 3),
    ("le deuxieme, euh non, le troisieme", 3), ("the second, well no, the third", 3),
    ("the 2nd, wait no, the 3rd", 3), ("le second, non pardon, le troisième", 3),
    ("le 2 ah non le 3", 3), ("Le premier, enfin non, le dernier", 4),
    # near misses: taken back with nothing instead, back and forth, a trailing word
    ("le deuxième, enfin non", None), ("le 2 enfin non le 3 enfin non le 1", None),
    ("le deuxième enfin", None), ("le 2 enfin non pas le 3", None),
])
def test_a_pick_corrected_after_a_hesitation_is_the_last_rank(message: str,
                                                              position: int | None) -> None:
    assert read_position(message, 4, {8, 10, 11, 12}).position == position


@pytest.mark.parametrize(("message", "position"), [
    ("pour moi ce sera le premier", 1), ("ce sera le 2 pour moi", 2), ("ça sera le 2", 2),
    ("je prendrai le dernier", 4), ("je vais prendre le dernier", 4),
    ("I'll go with the first", 1), ("put me down for number 2", 2),
    ("I'd like the second", 2), ("je veux le 3", 3), ("pour moi ca sera le deuxieme", 2),
    # near misses: a denial, a question, a hedge, a date
    ("je veux pas le 3", None), ("ce sera pas le 2", None), ("ce sera le premier ?", None),
    ("ce sera peut-être le 2", None), ("ce sera le 10", None),
])
def test_a_pick_said_in_a_sentence(message: str, position: int | None) -> None:
    assert read_position(message, 4, {8, 10, 11, 12}).position == position


@pytest.mark.parametrize("message", [
    "definitely", "Yes, definitely!", "certainly", "yes indeed", "Indeed.", "bien entendu",
    "Oui, évidemment", "naturellement", "certainement", "affirmatif", "yes sir",
    "Oui madame, merci", "go on then", "yes, please do that", "Let's do that", "that's ok",
    "that is fine", "je le veux bien", "oui, je le veux bien", "ça fera l'affaire",
    # a letter drawn out
    "ouiii", "Yesss!", "okkk", "Yeeees please", "parfaiiit", "d'accooord",
])
def test_an_affirmation_or_a_drawn_out_yes_is_a_yes(message: str) -> None:
    assert read_answer(message).answer == "yes"


@pytest.mark.parametrize(("message", "answer"), [
    ("definitely not", "no"), ("Évidemment pas", "no"), ("nooon", "no"), ("Noooo!", "no"),
    ("nonnn merci", "no"),
    # near misses: still no yes (a shrug, a thanks that declines, a drawn-out non-word)
    ("why not", None), ("sure, why not", None), ("merci, ça ira", "no"),
    ("ouiiiistiti", None), ("yesterday", None), ("definitely maybe", None),
    ("noon", None), ("off", None),  # a double inside a word is the word's own
])
def test_what_the_affirmations_leave_as_they_were(message: str, answer: str | None) -> None:
    assert read_answer(message).answer == answer


@pytest.mark.parametrize(("message", "doing", "answer"), [
    ("ofc", "", "yes"), ("YES OBVIOUSLY", "", "yes"), ("jconfirme", "", "yes"),
    ("Oui, bien entendu, je vous remercie", "", "yes"), ("Yes please proceed", "", "yes"),
    ("Yes, thank you, that is very kind.", "", "yes"), ("oui, c'est très gentil", "", "yes"),
    ("oui merci, c'est pas trop tôt", "", "yes"), ("yes, finally", "", "yes"),
    ("c'est ce que je veux", "", "yes"),
    ("Oui, merci d'ouvrir le dossier.", "damage_case", "yes"),
    ("Oui, merci de la déplacer", "move", "yes"),
    # near misses: kind words or impatience alone, the write named of the other kind, a
    # hesitation after the yes
    ("that is very kind", "", None), ("c'est pas trop tôt", "", None),
    ("Oui, merci de la déplacer", "damage_case", None),
    ("Oui, merci d'ouvrir le dossier.", "move", None), ("oui enfin je crois", "", None),
])
def test_a_yes_said_with_kind_words_or_the_write(message: str, doing: str,
                                                 answer: str | None) -> None:
    assert read_answer(message, DOING[doing] if doing else frozenset()).answer == answer


@pytest.mark.parametrize(("message", "answer"), [
    # a slip of the keyboard in an answer word: two letters swapped, or in a long word one
    # letter missing, added or changed
    ("oiu", "yes"), ("yse", "yes"), ("d'accrod", "yes"), ("dacord", "yes"), ("yes pleas", "yes"),
    ("definately", "yes"), ("confrim", "yes"), ("nno", "no"), ("npoe", "no"),
    ("Good morning, yes please", "yes"), ("O K", "yes"), ("okey", "yes"),
    ("pas la peine", "no"), ("hold off for now", "no"), ("I'm good, thanks", "no"),
    ("negative", "no"), ("c'est bon, pas besoin", "no"),
    # near misses: short words with many neighbours, a weekday or a half-day, a greeting that
    # may name the half-day
    ("ye", None), ("yrs", None), ("yeas", None), ("jeudi", None), ("matin", None),
    ("yes, good morning", None), ("yes, morning", None), ("good afternoon", None),
])
def test_a_slip_or_a_greeting_around_an_answer(message: str, answer: str | None) -> None:
    assert read_answer(message).answer == answer


@pytest.mark.parametrize(("message", "answer"), [
    ("right, yes", "yes"), ("oh right, yes please", "yes"), ("yeah right", None),
    ("sure, right", None), ("right", None),
    ("right, go ahead", "yes"), ("right, no", "no"),
    # the stock sarcastic forms: "right" before a word of praise or of course is no yes
    ("oh right, sure", None), ("oh right, great", None), ("oh right, perfect", None),
    ("right, of course", None), ("right, brilliant", None), ("right, lovely", None),
    ("ah right, fine", None),
])
def test_right_opening_an_answer_adds_nothing(message: str, answer: str | None) -> None:
    """"Right" opening a plain yes or no changes nothing; after one ("yeah right") it is
    sarcasm, no yes; alone, no answer; before praise or "of course", sarcasm too."""
    assert read_answer(message).answer == answer
