"""blind15 staff_ledger: how the back office reads a staff member's words (offline model).

A request to write to a customer or to undo a bill said with a verb the back office had not
listed ("email Hugo Martin a summary", "void her January invoice", "préviens-le", "close
her account") was read as a question and answered with bills; a change's object said after
"and" ("delete her account and all her invoices") was read as a question of its own; words
of a question ("our single biggest unpaid invoice", "ok, forget it") were taken for a
customer's name."""

from __future__ import annotations

import pytest

from services.llm.billing_words import asks_change, without_change
from services.llm.lexicon import customer_name


@pytest.mark.parametrize("message", [
    "email Hugo Martin a summary of what he owes",
    "Could you please void Nathalie Dubois's January invoice? It was a mistake on our side.",
    "can you invalidate F-2026-0021",
    "scrap Dubois's January bill",
    "erase Sarah's invoices",
    "get rid of Mitchell's account",
    "close Sarah Mitchell's account",
    "shoot Hugo Martin an email about what he owes",
    "drop him a line about his balance",
    "text Hugo his balance",
    "write to Hugo Martin about his unpaid bills",
    "contact Hugo Martin about his bills",
    "please call Hugo Martin",
    "tell him he owes 560 euros",
    "let Hugo know about his balance",
    "préviens Hugo Martin qu'il nous doit 2250 €",
    "contacte-la pour sa facture",
    "appelle Hugo Martin",
    "dis-lui qu'il doit payer",
    "rayez la facture F-2026-0021",
    "clôture le compte de Sarah Mitchell",
    "peux-tu désactiver la fiche de Sarah Mitchell ?",
    # a name that starts like a small word ("Dubois": "du"), a recap sent, a reminder drafted
    "contacte Dubois",
    "peux-tu contacter Dubois au sujet de sa facture ?",
    "fais un mail à Dubois pour sa facture",
    "envoie un récap à Hugo Martin de ce qu'il doit",
    "draft a reminder for Brooks",
    "tell Daniel Brooks to pay",
    "kill that invoice",
])
def test_a_write_said_with_any_verb_is_a_change(message: str) -> None:
    assert asks_change(message)
    assert without_change(message) == ""


@pytest.mark.parametrize("message", [
    "Email of Hugo Martin?",
    "contact details of Hugo Martin",
    "when did we last call him?",
    "tell me what Hugo owes",
    "what is the email address of Hugo Martin",
    "which bills are closed?",
    "est-ce que le compte de Hugo est clôturé ?",
    "factures de l'exercice clôturé",
    "drop the paid ones",
    "did we send Mehdi Haddad his invoice?",
    "dis-moi ce que doit Hugo Martin",
    "contact info for Dubois?",
    "mail du client Dubois ?",
    "est-ce qu'on a contacté Dubois ?",
    "what did we send to Hugo?",
    "show me the statement for Hugo Martin",
    "relances à préparer ?",
])
def test_the_same_words_asked_of_the_records_are_no_change(message: str) -> None:
    assert not asks_change(message)


@pytest.mark.parametrize(("message", "left"), [
    ("delete Sarah Mitchell's account and all her invoices", ""),
    ("supprime le compte de Sarah Mitchell et toutes ses factures", ""),
    ("cancel F-2026-0013 and his other bills too", ""),
    ("marque F-2026-0102 payée et donne-moi ses impayés", "donne-moi ses impayés"),
    ("mark F-2026-0105 paid and what does he owe?", "what does he owe?"),
])
def test_more_of_a_changes_object_after_and_is_no_question(message: str, left: str) -> None:
    assert asks_change(message)
    assert without_change(message) == left


@pytest.mark.parametrize("message", [
    "What's our single biggest unpaid invoice right now?",
    "ok, forget it. when is it due?",
    "never mind, what does he owe?",
    "laisse tomber, il doit combien ?",
    "oublie ça. elle est due quand ?",
    "what's the exact amount still owed overall?",
    "c'est quoi la seule facture en retard ?",
    "how much money are we waiting on?",
    "who is our worst payer at the moment?",
    "is anybody late paying?",
    "do we have any bad debts?",
    "how much cash is tied up in unpaid invoices?",
    "which customers are dragging their feet on payment?",
    "on attend combien en tout ?",
    "qui traîne à payer ?",
    "quelles sont les créances douteuses ?",
])
def test_words_of_a_question_are_no_customer_name(message: str) -> None:
    assert customer_name(message) is None


@pytest.mark.parametrize(("message", "name"), [
    ("what is the current balance of hugo martin", "hugo martin"),
    ("scratch that, show me dubois", "dubois"),
    ("quelle est la seule facture impayée de brooks ?", "brooks"),
    ("factures petit", "petit"),  # a common surname, never an ordinary word
])
def test_a_name_beside_those_words_is_still_read(message: str, name: str) -> None:
    assert customer_name(message) == name


@pytest.mark.parametrize("message", [
    "Je voudrais déplacer la livraison de SO-24903 un matin, email jean.martin@example.com",
    "email: jean.martin@example.com",
])
def test_an_email_address_given_is_no_message_to_send(message: str) -> None:
    assert not asks_change(message)


@pytest.mark.parametrize(("message", "by_count"), [
    ("whos got the most unpaid invoices??", False),
    ("who has the most overdue bills?", False),
    ("qui a le plus de factures impayées ?", False),
    ("quel client a le plus de factures en retard", False),
    ("le plus grand nombre de factures impayées", True),
    ("number of unpaid bills per customer", True),
    ("which customer has the most bills?", True),
    ("qui a le plus de factures ?", True),
])
def test_bills_owed_ranked_are_summed_unless_their_number_is_said(message: str,
                                                                  by_count: bool) -> None:
    from services.llm.billing_words import ranks_by_count

    assert ranks_by_count(message) is by_count


@pytest.mark.parametrize(("message", "status"), [
    ("Could you tell me the amount due on Daniel Brooks's account?", "unpaid"),
    ("the amount due on his account", "unpaid"),
    ("amount due on 5 March", "any"),
    ("amount due on the 5th", "any"),
])
def test_amount_due_on_an_account_is_what_is_owed(message: str, status: str) -> None:
    from services.text import bill_status

    assert bill_status(message) == status


@pytest.mark.parametrize(("message", "period"), [
    ("Salut, pour le point tréso de demain j'aurais besoin de l'encours par client", None),
    ("I need the unpaid list for the finance review on Friday", None),
    ("pour le point de lundi, factures de Dubois depuis mars", "depuis mars"),
    ("impayés de demain", "de demain"),
])
def test_the_day_of_a_meeting_is_no_period(message: str, period: str | None) -> None:
    from services.periods import said_period

    assert said_period(message) == period


@pytest.mark.parametrize(("message", "asks"), [
    ("How long has Antoine Leroy's invoice been overdue?", True),
    ("Sophie Leroy est en retard de combien de jours ?", True),
    ("depuis quand Brooks nous doit-il cette facture ?", True),
    ("combien de jours de retard en moyenne ?", False),
    ("how long does he take to pay?", False),
    ("Antoine Leroy overdue bills", False),
])
def test_how_late_asked_of_a_customer(message: str, asks: bool) -> None:
    from services.llm.billing_words import asks_how_late

    assert asks_how_late(message) is asks


@pytest.mark.parametrize(("message", "lang"), [
    ("Top 3 clients by revenue 2026?", "en"),
    ("clients by revenue", "en"),
    ("Top 3 clients par CA 2026 ?", "fr"),
])
def test_by_is_english(message: str, lang: str) -> None:
    from services.text import language_of

    assert language_of(message) == lang


@pytest.mark.parametrize("message", [
    "which client has the largest unpaid balance?",
    "who has the biggest outstanding?",
    "le client avec le plus gros encours ?",
    "who has the highest amount overdue?",
    "customer with the most overdue",
    "who's our biggest debtor?",
])
def test_the_biggest_sum_owed_of_a_customer_is_a_ranking(message: str) -> None:
    from services.llm.billing_words import bill_ask, ranks_by_count
    from services.text import bill_status

    assert bill_ask(message) == "customers"
    assert not ranks_by_count(message)
    assert bill_status(message) in ("unpaid", "overdue")


@pytest.mark.parametrize(("message", "status"), [
    ("how much is due on Hugo Martin's account?", "unpaid"),
    ("what's due from Daniel Brooks?", "unpaid"),
    ("what is still due by Dubois", "unpaid"),
    ("how much is due on the 31st?", "any"),
    ("what's due on 5 March?", "any"),
])
def test_what_is_due_from_someone_is_what_is_owed(message: str, status: str) -> None:
    from services.text import bill_status

    assert bill_status(message) == status


# A review of the widened refusal of writes: "void" said of a bill, a message verb before a
# word of the records ("contact person", "phone bill", "call-off"), "me"/"moi" as the one
# told, a noun ("clôture des comptes", "archive of"), "dites à quelle date", a question of
# what someone wrote: all read questions, no change asked.
@pytest.mark.parametrize("message", [
    "is F-2026-0021 void?",
    "was F-2026-0021 voided?",
    "any void invoices for Dubois?",
    "Call-off invoices for Dubois SA this year?",
    "Contact person at Dubois SA?",
    "contact email for Hugo Martin?",
    "Phone bill of Dubois?",
    "Please inform me what Hugo Martin owes",
    "Informe-moi du solde de Hugo Martin",
    "Clôture des comptes 2025 : quelles factures sont impayées ?",
    "Archive of Hugo Martin invoices 2025?",
    "Dites à quelle date Hugo Martin a payé sa dernière facture",
    "were any invoices scrapped last year?",
    "text version of F-2026-0021?",
    "Did someone write a reminder to Dubois?",
])
def test_read_questions_with_words_of_writing_are_no_change(message: str) -> None:
    assert not asks_change(message)


@pytest.mark.parametrize("message", [
    "email Hugo Martin a summary of what he owes",
    "Could you please void her January invoice?",
    "void F-2026-0021",
    "we need to void F-2026-0021",
    "delete Sarah Mitchell's account and all her invoices",
    "contacte Dubois pour sa facture",
    "send a reminder to Dubois",
    "annule la facture F-2026-0021",
    "mark F-2026-0021 paid",
    "clôture le compte de Sarah Mitchell",
    "dites à Hugo qu'il doit payer",
])
def test_writes_beside_those_reads_are_still_changes(message: str) -> None:
    assert asks_change(message)
    assert without_change(message) == ""
