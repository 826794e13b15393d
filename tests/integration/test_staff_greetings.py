"""A greeting or "what can you do?" on the staff channel gets what the assistant does, never
the out-of-scope refusal; a request it does not handle still gets that refusal."""

from __future__ import annotations

import pytest

from nodes.kit.answers import greets_or_asks_help
from services.store import Store
from tests.harness import demo_data_store, staff_desk

store = pytest.fixture(scope="module", name="store")(demo_data_store)

HELP = ["bonjour", "Bonjour !", "hi", "hello there", "qu'est-ce que tu sais faire ?",
        "Bonjour, que pouvez-vous faire ?", "what can you do?", "hi, what can you do?", "aide",
        "help", "comment ça marche ?", "can you help me?", "pouvez-vous m'aider ?",
        "à quoi tu sers ?", "Salut, tu sais faire quoi ?", "qu est ce que vous savez faire",
        "tu peux faire quoi exactement ?", "du coup, vous pouvez faire quoi ici ?",
        "qu'est-ce que tu fais ?", "what else can you help me with?",
        "what can you do for me exactly?", "so, what do you do?", "Hi! What are you for?"]
NOT_HELP = ["bonjour, analyse John Doe", "hi, unpaid bills of John Doe?",
            "explique moi pourquoi le CA baisse", "help me find John Doe's bills",
            "aide-moi à trouver les impayés", "bonjour où en est SO-24903",
            "what can you do for John Doe?", "please", "ici", "ok", "exactly",
            "tu peux faire quoi pour Dupont exactement ?"]


@pytest.mark.parametrize("message", HELP)
def test_help_is_read(message: str) -> None:
    assert greets_or_asks_help(message)


@pytest.mark.parametrize("message", NOT_HELP)
def test_a_request_is_no_help_question(message: str) -> None:
    assert not greets_or_asks_help(message)


@pytest.mark.parametrize(("message", "says"), [
    ("qu'est-ce que tu sais faire ?", "Qui nous doit le plus"),
    ("hi, what can you do?", "Who owes us the most"),
    ("bonjour", "Je ne modifie aucune donnée"),
])
def test_staff_help_says_what_the_assistant_does(store: Store, message: str, says: str
                                                 ) -> None:
    turn = staff_desk(store).say(message)
    assert turn.text_id == "say_staff_capabilities", turn.reply
    assert says in turn.reply and "sort de ce que" not in turn.reply


def test_a_request_out_of_scope_is_still_refused(store: Store) -> None:
    turn = staff_desk(store).say("explique-moi pourquoi le chiffre d'affaires de John Doe baisse")
    assert turn.text_id == "say_out_of_scope", turn.reply


@pytest.mark.parametrize("message", ["chiffre d’affaires total 2026",
                                     "chiffre d affaires total 2026",
                                     "chiffre d'affaires total 2026"])
def test_revenue_of_everyone_whatever_the_apostrophe(store: Store, message: str) -> None:
    """A typographic apostrophe (phones and Macs type ’) or none: no customer named "d"."""
    turn = staff_desk(store).say(message)
    assert turn.text_id != "ask_which_customer", turn.reply
    assert "Total : 199\u202f409,10" in turn.reply, turn.reply


@pytest.mark.parametrize(("message", "lang"), [
    ("merci", "fr"), ("ok merci", "fr"), ("parfait merci, bonne journée", "fr"),
    ("thanks", "en"), ("ok thanks", "en"), ("thank you so much!", "en"),
])
def test_staff_thanks_gets_a_closing(store: Store, message: str, lang: str) -> None:
    """A thanks after an answer is no request out of scope: a closing in its own language,
    and the next follow-up still starts from the answer before it."""
    desk = staff_desk(store)
    desk.say("Factures de John Doe en 2025 ?")
    turn = desk.say(message)
    assert turn.text_id == "say_staff_welcome", turn.reply
    assert ("plaisir" in turn.reply) == (lang == "fr"), turn.reply
    after = desk.say("et le nombre ?" if lang == "fr" else "how many?")
    assert after.text_id != "say_out_of_scope", after.reply


@pytest.mark.parametrize(("message", "opens"), [
    ("au revoir", "Au revoir !"), ("bonne soirée", "Au revoir !"),
    ("merci, bonne soirée", "Avec plaisir !"), ("bye, see you tomorrow", "Goodbye!"),
])
def test_staff_goodbye_is_answered_goodbye(store: Store, message: str, opens: str) -> None:
    """A goodbye that thanks for nothing was answered "Avec plaisir !" as a thanks."""
    desk = staff_desk(store)
    desk.say("Factures de John Doe en 2025 ?")
    turn = desk.say(message)
    assert turn.text_id == "say_staff_welcome", turn.reply
    assert turn.reply.startswith(opens), turn.reply
