"""Every sentence of the analysis workflow, in French and English (report: templates/)."""

from __future__ import annotations

from nodes.kit.say import Texts
from nodes.kit.texts import KIT_TEXTS

TEXTS: Texts = {
    **KIT_TEXTS,
    "ask_customer": {
        "fr": "Quel client voulez-vous analyser ? Donnez son nom ou sa société.",
        "en": "Which customer should I analyse? Give their name or company.",
    },
    "ask_which_customer": {
        "fr": "Plusieurs clients correspondent à « {query} » :\n{options}\nLequel voulez-vous ?",
        "en": "Several customers match \u201c{query}\u201d:\n{options}\nWhich one do you mean?",
    },
    "ask_one_customer": {
        "fr": "L'analyse porte sur un client à la fois, pas sur tous les clients. Quel client "
              "voulez-vous analyser ? (Pour les factures de tous les clients, demandez par "
              "exemple « Combien de factures impayées avons-nous au total ? ».)",
        "en": "An analysis covers one customer at a time, not every customer. Which customer "
              "should I analyse? (For the bills of every customer, ask for example \u201cHow "
              "many unpaid bills do we have in total?\u201d.)",
    },
    "ask_did_you_mean": {
        "fr": "Je ne trouve aucun client correspondant à « {query} ». Vouliez-vous dire :\n"
              "{options}\nLequel est-ce (son numéro ou son nom ; « oui » s'il n'y en a qu'un) ?",
        "en": "I cannot find any customer matching \u201c{query}\u201d. Did you mean:\n"
              "{options}\nWhich one is it (its number or name; \u201cyes\u201d if only one)?",
    },
    "say_bad_period": {
        "fr": "La période demandée se termine avant de commencer : pouvez-vous la préciser "
              "(par exemple « du 1er janvier au 30 juin 2025 » ou « l'année passée ») ?",
        "en": "The period asked for ends before it starts: could you restate it (for example "
              "\u201cfrom 1 January to 30 June 2025\u201d or \u201clast year\u201d)?",
    },
    "say_no_such_day": {
        "fr": "Le {day} n'existe pas : pouvez-vous préciser la période (par exemple « du "
              "1er février au 3 mars 2026 » ou « l'année passée ») ?",
        "en": "{day} does not exist: could you restate the period (for example \u201cfrom "
              "1 February to 3 March 2026\u201d or \u201clast year\u201d)?",
    },
    "say_future_period": {
        "fr": "La période « {words} » commence après aujourd'hui : elle est dans le futur, "
              "aucune facture n'y est encore émise, il n'y a rien à analyser. Sur quelle période "
              "voulez-vous l'analyse (par exemple « depuis mars » ou « l'année passée ») ?",
        "en": "The period \u201c{words}\u201d starts after today: it is in the future, no bill "
              "is issued in it yet, there is nothing to analyse. Which period should the "
              "analysis cover (for example \u201csince March\u201d or \u201clast year\u201d)?",
    },
    # A period said that is no one period an analysis covers (`unclear_reason`).
    "ask_period_exception": {
        "fr": "Je ne peux pas analyser une période avec une exception (« {words} ») : une "
              "analyse couvre une seule période continue. Sur quelle période voulez-vous "
              "l'analyse (par exemple « du 1er janvier au 31 octobre 2026 » ou « l'année "
              "passée ») ?",
        "en": "I cannot analyse a period with an exception (\u201c{words}\u201d): an "
              "analysis covers one continuous period. Which period should it cover (for "
              "example \u201cfrom 1 January to 31 October 2026\u201d or \u201clast "
              "year\u201d)?",
    },
    "ask_period_two_dates": {
        "fr": "Je ne peux pas combiner une période d'émission et une période de paiement "
              "(« {words} ») : une analyse porte sur les factures émises dans une seule "
              "période. Sur quelle période voulez-vous l'analyse (par exemple « 2025 ») ?",
        "en": "I cannot combine an issue period and a payment period (\u201c{words}\u201d): "
              "an analysis covers the bills issued in one period. Which period should it "
              "cover (for example \u201c2025\u201d)?",
    },
    "ask_period_apart": {
        "fr": "« {words} » désigne des périodes séparées : une analyse couvre une seule "
              "période continue. Laquelle voulez-vous (par exemple « en 2023 » ou « de 2023 "
              "à 2025 ») ?",
        "en": "\u201c{words}\u201d names periods apart: an analysis covers one continuous "
              "period. Which one do you want (for example \u201cin 2023\u201d or \u201cfrom "
              "2023 to 2025\u201d)?",
    },
    "ask_period": {
        "fr": "Je n'ai pas compris la période « {words} » : sur quelle période voulez-vous "
              "l'analyse (par exemple « l'année passée », « T3 2025 », « depuis mars » ou "
              "« du 1er janvier au 30 juin 2025 ») ?",
        "en": "I could not read the period \u201c{words}\u201d: which period should the "
              "analysis cover (for example \u201clast year\u201d, \u201cQ3 2025\u201d, "
              "\u201csince March\u201d or \u201cfrom 1 January to 30 June 2025\u201d)?",
    },
    "say_no_customer": {
        "fr": "Je ne trouve aucun client correspondant à « {query} ».",
        "en": "I cannot find any customer matching \u201c{query}\u201d.",
    },
    "say_no_bills": {
        "fr": "{name} n'a aucune facture émise entre le {start} et le {end} : il n'y a rien "
              "à analyser sur cette période.",
        "en": "{name} has no bill issued between {start} and {end}: there is nothing to "
              "analyse over this period.",
    },
}

FRAGMENTS: Texts = {
    "option": {"fr": "{rank}. {name}{company} — {email}",
               "en": "{rank}. {name}{company} — {email}"},
    "intro": {
        "fr": "Analyse de la relation avec {name} du {start} au {end}.",
        "en": "Analysis of the relationship with {name} from {start} to {end}.",
    },
    "confidence": {
        # The rule (DESIGN, README): the share of bills paid by their due date, over the
        # bills already paid or already due; a bill paid early counts even before its due
        # date, an unpaid one only once due.
        "fr": "Indice de confiance : part des factures payées au plus tard à leur échéance "
              "({on_time} sur {judged}), parmi les factures déjà payées ou déjà échues ; les "
              "factures impayées pas encore échues ne comptent pas.",
        "en": "Confidence index: the share of bills paid by their due date ({on_time} of "
              "{judged}), among bills already paid or already due; unpaid bills not yet due "
              "do not count.",
    },
    # What the payment delay measures: issue to payment, never the days after the due date
    # (the billing answer's "retard moyen après échéance"): staff read both.
    "delay": {
        "fr": "Délai de paiement moyen : délai moyen entre émission et paiement, sur les "
              "{paid} facture{s} payée{s} de la période (pas le retard après échéance).",
        "en": "Average payment delay: the average time between issue and payment, over the "
              "{paid} paid bill{s} of the period (not the delay after the due date).",
    },
    "only_one": {
        "fr": "Seul {name} a été analysé : une analyse porte sur un client à la fois. Pour "
              "{others}, demandez « et pour {first} ? ».",
        "en": "Only {name} was analysed: an analysis covers one customer at a time. For "
              "{others}, ask \u201cwhat about {first}?\u201d.",
    },
    "conclusion": {
        "fr": "Les recommandations ci-dessus résument les suites à donner.",
        "en": "The recommendations above sum up the next steps.",
    },
}

RECOMMENDATIONS: Texts = {
    "late_payer": {
        "fr": "Paiements tardifs : raccourcir les délais de paiement ou demander un acompte.",
        "en": "Late payments: shorten the payment terms or ask for a deposit.",
    },
    "reliable_payer": {
        "fr": "Bon payeur : des conditions de paiement plus souples peuvent être proposées.",
        "en": "Reliable payer: more flexible payment terms can be offered.",
    },
    "overdue_bills": {
        "fr": "{count} facture{s} en retard de paiement : relancer le client.",
        "en": "{count} overdue bill{s}: follow up with the customer.",
    },
    # {subject}, {is_bought}, {weighs}, {its}: the product's name in quotes and the words
    # agreed with it (see `replies.product_words`).
    "propose_range": {
        "fr": "{subject} {is_bought} en quantité avec une bonne marge : proposer la gamme.",
        "en": "{subject} {is_bought} in quantity at a good margin: propose the range.",
    },
    "review_pricing": {
        "fr": "{subject} {weighs} lourd dans le chiffre d'affaires avec une marge faible : "
              "revoir {its} prix.",
        "en": "{subject} {weighs} heavily in revenue at a thin margin: review {its} price.",
    },
}

# The gender and number of the first noun of a product's name, which French agrees with
# ("« Chaise Nantes » est achetée"): (feminine, plural). A name not listed falls back to
# "the product « … »", which agrees with "produit" whatever the name.
FRENCH_NOUNS: dict[str, tuple[bool, bool]] = {
    "armoire": (True, False), "banc": (False, False), "bibliothèque": (True, False),
    "buffet": (False, False), "bureau": (False, False), "canapé": (False, False),
    "chaise": (True, False), "chaises": (True, True), "chevet": (False, False),
    "commode": (True, False), "coussin": (False, False), "coussins": (False, True),
    "échantillon": (False, False), "échantillons": (False, True), "étagère": (True, False),
    "fauteuil": (False, False), "lampe": (True, False), "lit": (False, False),
    "matelas": (False, False), "méridienne": (True, False), "pouf": (False, False),
    "table": (True, False), "tables": (True, True), "tabouret": (False, False),
}
