"""Every sentence of the billing workflow, in French and English (lists: templates/)."""

from __future__ import annotations

from nodes.kit.say import Texts
from nodes.kit.texts import KIT_TEXTS

TEXTS: Texts = {
    **KIT_TEXTS,
    "ask_which_customer": {
        "fr": "Plusieurs clients correspondent :\n{options}\nDe quel client s'agit-il ?",
        "en": "Several customers match:\n{options}\nWhich customer do you mean?",
    },
    "say_no_customer": {
        "fr": "Je ne trouve aucun client correspondant à cette demande.",
        "en": "I cannot find any customer matching this request.",
    },
    "say_no_answer": {
        "fr": "Je n'ai pas pu répondre à cette question sur les factures. Précisez le client et "
              "ce que vous cherchez (factures impayées, en retard, d'une période).",
        "en": "I could not answer this question about bills. Say which customer and what you "
              "are looking for (unpaid, overdue, or a period's bills).",
    },
}

HEADINGS: Texts = {
    "overdue": {"fr": "Factures en retard de {name} : {count}",
                "en": "Overdue bills of {name}: {count}"},
    "unpaid": {"fr": "Factures impayées de {name} : {count}",
               "en": "Unpaid bills of {name}: {count}"},
    "period": {"fr": "Factures de {name} du {start} au {end} : {count}",
               "en": "Bills of {name} from {start} to {end}: {count}"},
    "all": {"fr": "Dernières factures de {name} : {count}",
            "en": "Latest bills of {name}: {count}"},
    "bill": {"fr": "Facture {number} de {name}", "en": "Bill {number} of {name}"},
    "none": {"fr": "Aucune facture ne correspond.", "en": "No bill matches."},
    "total": {"fr": "Total : {total}", "en": "Total: {total}"},
}
# A bill's status, as a cell of the bills table.
STATUS: Texts = dict(
    paid={"fr": "payée le {paid}", "en": "paid on {paid}"},
    unpaid={"fr": "à payer", "en": "to be paid"},
    overdue={"fr": "en retard", "en": "overdue"},
)
