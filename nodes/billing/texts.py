"""Every sentence of the billing workflow, in French and English (lists: templates/)."""

from __future__ import annotations

from nodes.kit.say import Texts
from nodes.kit.texts import KIT_TEXTS

TEXTS: Texts = {
    **KIT_TEXTS,
    "ask_which_customer": {
        "fr": "Plusieurs clients correspondent{about} :\n{options}\nDe quel client s'agit-il ?",
        "en": "Several customers match{about}:\n{options}\nWhich customer do you mean?",
    },
    # customers compared: the name that found several (`about`) or none
    "about_compared": {"fr": " à « {query} »", "en": " \u201c{query}\u201d"},
    "say_no_compared_customer": {
        "fr": "Je ne trouve aucun client correspondant à « {query} » : je ne peux pas le "
              "comparer. Vérifiez son nom, ou demandez la comparaison sans lui.",
        "en": "I cannot find any customer matching \u201c{query}\u201d, so I cannot compare "
              "it. Check the name, or ask for the comparison without it.",
    },
    "ask_did_you_mean": {
        "fr": "Je ne trouve aucun client correspondant à « {query} ». Vouliez-vous dire :\n"
              "{options}\nLequel est-ce (son numéro ou son nom ; « oui » s'il n'y en a qu'un) ?",
        "en": "I cannot find any customer matching \u201c{query}\u201d. Did you mean:\n"
              "{options}\nWhich one is it (its number or name; \u201cyes\u201d if only one)?",
    },
    # {about}: the name searched, said back when the message wrote it, else "this request"
    "say_no_customer": {
        "fr": "Je ne trouve aucun client correspondant à {about}.",
        "en": "I cannot find any customer matching {about}.",
    },
    "no_customer_named": {"fr": "« {query} »", "en": "\u201c{query}\u201d"},
    "no_customer_unnamed": {"fr": "cette demande", "en": "this request"},
    "say_no_bill": {
        "fr": "Je ne trouve aucune facture portant le numéro {number}.",
        "en": "I cannot find any bill numbered {number}.",
    },
    "ask_period": {
        "fr": "Je n'ai pas compris la période « {words} » : de quelle période voulez-vous les "
              "factures (par exemple « l'année passée », « T3 2025 », « depuis mars » ou "
              "« du 1er janvier au 30 juin 2025 ») ?",
        "en": "I did not understand the period \u201c{words}\u201d: which period do you want "
              "the bills of (for example \u201clast year\u201d, \u201cQ3 2025\u201d, "
              "\u201csince March\u201d or \u201cfrom 1 January to 30 June 2025\u201d)?",
    },
    # A period said that is no one period the bills can be read over (`unclear_reason`).
    "ask_period_exception": {
        "fr": "Je ne peux pas compter les factures d'une période avec une exception "
              "(« {words} ») : je lis les factures sur une seule période continue. De quelle "
              "période voulez-vous les factures (par exemple « du 1er janvier au 31 octobre "
              "2026 » ou « l'année passée ») ?",
        "en": "I cannot count the bills of a period with an exception (\u201c{words}\u201d): "
              "I read bills over one continuous period. Which period do you want the bills "
              "of (for example \u201cfrom 1 January to 31 October 2026\u201d or \u201clast "
              "year\u201d)?",
    },
    "ask_period_two_dates": {
        "fr": "Je ne peux pas combiner une période d'émission et une période de paiement "
              "(« {words} ») : je lis les factures sur une seule date, la date d'émission "
              "(ou la date de paiement pour ce qui a été payé). De quelle période voulez-vous "
              "les factures (par exemple « émises en 2025 » ou « payées en 2026 ») ?",
        "en": "I cannot combine an issue period and a payment period (\u201c{words}\u201d): "
              "I read bills by one date, the issue date (or the payment date for what was "
              "paid). Which period do you want the bills of (for example \u201cissued in "
              "2025\u201d or \u201cpaid in 2026\u201d)?",
    },
    "ask_period_apart": {
        "fr": "« {words} » désigne des périodes séparées : je lis les factures sur une seule "
              "période continue. Laquelle voulez-vous (par exemple « en 2023 » ou « de 2023 "
              "à 2025 ») ?",
        "en": "\u201c{words}\u201d names periods apart: I read bills over one continuous "
              "period. Which one do you want (for example \u201cin 2023\u201d or \u201cfrom "
              "2023 to 2025\u201d)?",
    },
    "say_bad_period": {
        "fr": "La période « {words} » se termine avant de commencer : pouvez-vous la préciser "
              "(par exemple « du 1er janvier au 30 juin 2025 » ou « l'année passée ») ?",
        "en": "The period \u201c{words}\u201d ends before it starts: could you restate it (for "
              "example \u201cfrom 1 January to 30 June 2025\u201d or \u201clast year\u201d)?",
    },
    "say_future_period": {
        "fr": "La période « {words} » commence après aujourd'hui : elle est dans le futur, "
              "aucune facture n'y est encore émise, il n'y a rien à montrer. De quelle période "
              "voulez-vous les factures (par exemple « depuis mars » ou « l'année passée ») ?",
        "en": "The period \u201c{words}\u201d starts after today: it is in the future, no bill "
              "is issued in it yet, there is nothing to show. Which period do you want the "
              "bills of (for example \u201csince March\u201d or \u201clast year\u201d)?",
    },
    "say_no_such_day": {
        "fr": "Le {day} n'existe pas : de quelle période voulez-vous les factures (par "
              "exemple « du 1er février au 3 mars 2026 » ou « l'année passée ») ?",
        "en": "{day} does not exist: which period do you want the bills of (for example "
              "\u201cfrom 1 February to 3 March 2026\u201d or \u201clast year\u201d)?",
    },
    "say_no_due_window": {
        "fr": "Je ne lis pas les factures par date d'échéance sur une période : je les lis par "
              "date d'émission. Je peux donner les factures impayées pas encore échues, ou "
              "celles en retard, d'un client ou de tous, avec leur échéance.",
        "en": "I do not read bills by due date over a period: I read them by issue date. I can "
              "give the unpaid bills not yet due, or the overdue ones, of one customer or of "
              "all, with their due dates.",
    },
    "say_rank_not_shown": {
        "fr": "Le classement ne montrait que {n} clients : il n'y en a pas à ce rang. Demandez "
              "par exemple « top 10 clients » pour en voir plus, ou nommez le client.",
        "en": "The ranking showed only {n} customers: there is none at that rank. Ask for "
              "example \u201ctop 10 customers\u201d to see more, or name the customer.",
    },
    "say_compare_two_periods": {
        "fr": "Je n'ai pas pu lire les deux périodes à comparer. Donnez-les, par exemple "
              "« compare le CA du T1 et du T2 2026 » ou « CA 2025 vs 2026 ».",
        "en": "I could not read the two periods to compare. Give both, for example "
              "\u201ccompare revenue Q1 vs Q2 2026\u201d or \u201crevenue 2025 vs 2026\u201d.",
    },
    "say_compare_at_most": {
        "fr": "Je compare au plus {most} clients côte à côte, et votre message en nomme "
              "{count}. Lesquels voulez-vous comparer (par exemple « compare John Doe et "
              "Marie Dupont sur 2025 ») ?",
        "en": "I compare at most {most} customers side by side, and your message names "
              "{count}. Which ones do you want compared (for example \u201ccompare John Doe "
              "and Jane Smith in 2025\u201d)?",
    },
    "say_compare_as_of": {
        "fr": "Je compare les clients sur une période d'émission, pas à une date donnée. "
              "Demandez par exemple « compare les impayés de John Doe et Marie Dupont » (ce "
              "qu'ils doivent aujourd'hui) ou « compare John Doe et Marie Dupont sur 2025 ».",
        "en": "I compare customers over a period of issue, not as of a given day. Ask for "
              "example \u201ccompare the unpaid bills of John Doe and Jane Smith\u201d (what "
              "they owe today) or \u201ccompare John Doe and Jane Smith in 2025\u201d.",
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
    "paid_late": {"fr": "Factures de {name} payées en retard : {count}",
                  "en": "Bills of {name} paid late: {count}"},
    "not_due": {"fr": "Factures de {name} à payer, pas encore échues : {count}",
                "en": "Bills of {name} to be paid, not yet due: {count}"},
    # What was paid, never what was billed; over a period: the payment dates.
    "paid": {"fr": "Factures payées de {name} : {count}",
             "en": "Paid bills of {name}: {count}"},
    "paid_period": {"fr": "Factures de {name} payées du {start} au {end} (date de paiement) : "
                          "{count}",
                    "en": "Bills of {name} paid from {start} to {end} (payment date): {count}"},
    "across_paid": {"fr": "Factures payées, tous clients : {count} ({customers})",
                    "en": "Paid bills, all customers: {count} ({customers})"},
    "across_paid_period": {
        "fr": "Factures payées du {start} au {end} (date de paiement), tous clients : {count} "
              "({customers})",
        "en": "Bills paid from {start} to {end} (payment date), all customers: {count} "
              "({customers})"},
    # The same lists restricted to the bills issued in a period.
    "overdue_period": {"fr": "Factures en retard de {name} émises du {start} au {end} : {count}",
                       "en": "Overdue bills of {name} issued from {start} to {end}: {count}"},
    "unpaid_period": {"fr": "Factures impayées de {name} émises du {start} au {end} : {count}",
                      "en": "Unpaid bills of {name} issued from {start} to {end}: {count}"},
    "not_due_period": {
        "fr": "Factures de {name} émises du {start} au {end}, à payer, pas encore échues : "
              "{count}",
        "en": "Bills of {name} issued from {start} to {end}, to be paid, not yet due: {count}"},
    "paid_late_period": {
        "fr": "Factures de {name} émises du {start} au {end} et payées en retard : {count}",
        "en": "Bills of {name} issued from {start} to {end} and paid late: {count}"},
    # Bills across customers: {customers} is how many customers they belong to.
    "across_overdue": {"fr": "Factures en retard, tous clients : {count} ({customers})",
                       "en": "Overdue bills, all customers: {count} ({customers})"},
    "across_unpaid": {"fr": "Factures impayées, tous clients : {count} ({customers})",
                      "en": "Unpaid bills, all customers: {count} ({customers})"},
    "across_not_due": {
        "fr": "Factures à payer, pas encore échues, tous clients : {count} ({customers})",
        "en": "Bills to be paid, not yet due, all customers: {count} ({customers})"},
    "across_paid_late": {
        "fr": "Factures payées en retard, tous clients : {count} ({customers})",
        "en": "Bills paid late, all customers: {count} ({customers})"},
    "across_any": {"fr": "Dernières factures, tous clients : {count} ({customers})",
                   "en": "Latest bills, all customers: {count} ({customers})"},
    "across_overdue_period": {
        "fr": "Factures en retard émises du {start} au {end}, tous clients : {count} "
              "({customers})",
        "en": "Overdue bills issued from {start} to {end}, all customers: {count} "
              "({customers})"},
    "across_unpaid_period": {
        "fr": "Factures impayées émises du {start} au {end}, tous clients : {count} "
              "({customers})",
        "en": "Unpaid bills issued from {start} to {end}, all customers: {count} "
              "({customers})"},
    "across_not_due_period": {
        "fr": "Factures émises du {start} au {end}, à payer, pas encore échues, tous clients : "
              "{count} ({customers})",
        "en": "Bills issued from {start} to {end}, to be paid, not yet due, all customers: "
              "{count} ({customers})"},
    # Unpaid on a day ("impayées au 1er décembre"): the status on that day, not today.
    "unpaid_as_of": {"fr": "Factures de {name} impayées au {day} : {count}",
                     "en": "Bills of {name} unpaid as of {day}: {count}"},
    "overdue_as_of": {"fr": "Factures de {name} en retard au {day} : {count}",
                      "en": "Bills of {name} overdue as of {day}: {count}"},
    "not_due_as_of": {"fr": "Factures de {name} impayées et pas encore échues au {day} : "
                            "{count}",
                      "en": "Bills of {name} unpaid and not yet due as of {day}: {count}"},
    "across_unpaid_as_of": {
        "fr": "Factures impayées au {day}, tous clients : {count} ({customers})",
        "en": "Bills unpaid as of {day}, all customers: {count} ({customers})"},
    "across_overdue_as_of": {
        "fr": "Factures en retard au {day}, tous clients : {count} ({customers})",
        "en": "Bills overdue as of {day}, all customers: {count} ({customers})"},
    "across_not_due_as_of": {
        "fr": "Factures impayées et pas encore échues au {day}, tous clients : {count} "
              "({customers})",
        "en": "Bills unpaid and not yet due as of {day}, all customers: {count} "
              "({customers})"},
    "as_of": {"fr": " au {day}", "en": " as of {day}"},
    "across_paid_late_period": {
        "fr": "Factures émises du {start} au {end} et payées en retard, tous clients : {count} "
              "({customers})",
        "en": "Bills issued from {start} to {end} and paid late, all customers: {count} "
              "({customers})"},
    "across_any_period": {
        "fr": "Factures émises du {start} au {end}, tous clients : {count} "
              "({customers})",
        "en": "Bills issued from {start} to {end}, all customers: {count} "
              "({customers})"},
    "limit": {"fr": "Seules les {limit} plus récentes sont listées.",
              "en": "Only the {limit} most recent are listed."},
    # A list cut short: how many are shown of how many (the total covers them all).
    "shown": {"fr": "{shown} affichées sur {matched} (les plus récentes) ; le total porte sur "
                    "les {matched}.",
              "en": "{shown} shown of {matched} (the most recent); the total covers all "
                    "{matched}."},
    "shown_largest": {"fr": "{shown} affichées sur {matched} (les plus élevées) ; le total "
                            "porte sur les {matched}.",
                      "en": "{shown} shown of {matched} (the largest); the total covers all "
                            "{matched}."},
    # Answers that are no list: {what} a kind of bills, {who} whose, {when} a period or "".
    "of_customer": {"fr": "de {name}", "en": "of {name}"},
    "of_all": {"fr": "tous clients confondus", "en": "across all customers"},
    "among_issued": {"fr": ", parmi celles émises du {start} au {end}",
                     "en": ", among those issued from {start} to {end}"},
    "issued_between": {"fr": " émises du {start} au {end}",
                       "en": " issued from {start} to {end}"},
    "paid_between": {"fr": " payées du {start} au {end} (date de paiement)",
                     "en": " paid from {start} to {end} (payment date)"},
    "among_paid": {"fr": ", parmi celles payées du {start} au {end}",
                   "en": ", among those paid from {start} to {end}"},
    # An unpaid status read over a period, of one customer: what is owed whatever the issue
    # date, so that a period's none never reads as "owes nothing".
    "every_period": {
        "fr": "{what} {who}, toutes périodes d'émission confondues, à ce jour : {count}, pour "
              "un total de {total}.",
        "en": "{what} {who}, whatever their issue date, as of today: {count}, for a total of "
              "{total}."},
    # The same, when one bill is owed: named, so that "when was it issued?" is about it.
    "every_period_one": {
        "fr": "{what} {who}, toutes périodes d'émission confondues, à ce jour : {count}, la "
              "facture {bill} émise le {day}, pour un total de {total}.",
        "en": "{what} {who}, whatever their issue date, as of today: {count}, bill {bill} "
              "issued on {day}, for a total of {total}."},
    "tally": {"fr": "{what} {who}{when} : {count}, pour un total de {total}.",
              "en": "{what} {who}{when}: {count}, for a total of {total}."},
    # The same, when one bill of one customer is owed: named with its dates, and how late it
    # is when past due (`late`), so that "when was it issued?", "how late?" are answered.
    "tally_one": {"fr": "{what} {who}{when} : 1, la facture {bill} émise le {day}, échéance le "
                        "{due}{late}, pour un total de {total}.",
                  "en": "{what} {who}{when}: 1, bill {bill} issued on {day}, due on {due}"
                        "{late}, for a total of {total}."},
    "one_late": {"fr": " (en retard de {days})", "en": " ({days} overdue)"},
    # "combien de jours de retard en moyenne ?": of the bills in question, those paid late
    # Two delays, each saying what it measures: after the due date (bills paid late only),
    # and from issue to payment (every paid bill: the analysis's "délai de paiement moyen").
    "delay": {"fr": "{what} {who}{when} : {count}, dont {late} payée{s} en retard, de "
                    "{average} j en moyenne (retard moyen après échéance, factures payées en "
                    "retard).",
              "en": "{what} {who}{when}: {count}, of which {late} paid late, by {average} "
                    "day{s2} on average (average delay after the due date, bills paid late)."},
    "delay_none": {"fr": "{what} {who}{when} : {count}, aucune payée en retard : pas de retard "
                         "moyen après échéance à donner.",
                   "en": "{what} {who}{when}: {count}, none paid late: no average delay after "
                         "the due date to give."},
    "to_pay": {"fr": "Délai moyen entre émission et paiement : {days} j (sur {paid} "
                     "facture{s} payée{s}).",
               "en": "Average time between issue and payment: {days} day{s2} (over {paid} "
                     "paid bill{s})."},
    "biggest": {"fr": "{lead} {who}{when} : {number} de {name}, {total}, émise le {issued}, "
                      "{status} ({compared}). Produits : {lines}.",
                "en": "{lead} {who}{when}: {number} of {name}, {total}, issued on {issued}, "
                      "{status} ({compared}). Products: {lines}."},
    "orders": {"fr": "Commandes {who} : {count}", "en": "Orders {who}: {count}"},
    # Customers ranked by the sum of their bills ("total des impayés par client", "top clients
    # par CA"): {what} the kind of bills, {when} a period or "".
    "by_customer": {"fr": "{what}{when}, par client ({customers}, {bills}) : total {total}.",
                    "en": "{what}{when}, by customer ({customers}, {bills}): total {total}."},
    "top_one": {"fr": "En tête : {name}, {total} ({bills}).",
                "en": "Top: {name}, {total} ({bills})."},
    "top_tied": {"fr": "Ex æquo en tête : {names}, {total} chacun.",
                 "en": "Tied at the top: {names}, {total} each."},
    "top_shown": {"fr": "Les {shown} premiers sur {ranked} clients ; le total porte sur tous.",
                  "en": "The top {shown} of {ranked} customers; the total covers them all."},
    # From the bottom ("quel client nous doit le moins ?"): the smallest sum first.
    "least_one": {"fr": "Le moins : {name}, {total} ({bills}).",
                  "en": "Least: {name}, {total} ({bills})."},
    "least_tied": {"fr": "Ex æquo au plus bas : {names}, {total} chacun.",
                   "en": "Tied at the bottom: {names}, {total} each."},
    "least_shown": {"fr": "Les {shown} derniers sur {ranked} clients ; le total porte sur tous.",
                    "en": "The bottom {shown} of {ranked} customers; the total covers them all."},
    # A threshold on how overdue ("en retard de plus de 10 jours"): computed from due dates.
    "overdue_more": {"fr": "Seulement celles en retard de plus de {n} {unit} au {day} "
                           "(échéance avant le {due}).",
                     "en": "Only those overdue by more than {n} {unit} on {day} (due before "
                           "{due})."},
    "overdue_least": {"fr": "Seulement celles en retard d'au moins {n} {unit} au {day} "
                            "(échéance avant le {due}).",
                      "en": "Only those overdue by at least {n} {unit} on {day} (due before "
                            "{due})."},
    # By the number of bills ("qui a le plus de factures ?"), the sum breaking a tie.
    "by_count": {"fr": "Classement par nombre de factures (le montant départage les ex æquo).",
                 "en": "Ranked by number of bills (the amount breaks a tie)."},
    "top_count": {"fr": "Le plus de factures : {names}, {bills} ({total}).",
                  "en": "Most bills: {names}, {bills} ({total})."},
    "top_count_tied": {"fr": "Ex æquo pour le plus de factures : {names}, {bills} chacun.",
                       "en": "Tied for the most bills: {names}, {bills} each."},
    "least_count": {"fr": "Le moins de factures : {names}, {bills} ({total}).",
                    "en": "Fewest bills: {names}, {bills} ({total})."},
    "least_count_tied": {"fr": "Ex æquo pour le moins de factures : {names}, {bills} chacun.",
                         "en": "Tied for the fewest bills: {names}, {bills} each."},
    "and": {"fr": " et ", "en": " and "},
    "or": {"fr": " ni ", "en": " or "},
    "bills": {"fr": "{n} facture{s}", "en": "{n} bill{s}"},
    # Counts: "1 client" / "3 clients"; "1 j" / "3 j".
    "customers": {"fr": "{n} client{s}", "en": "{n} customer{s}"},
    "compared": {"fr": "{n} facture{s} comparée{s}", "en": "{n} bill{s} compared"},
    "days": {"fr": "{n} j", "en": "{n} day{s}"},
    "bill": {"fr": "Facture {number} de {name} : {status}",
             "en": "Bill {number} of {name}: {status}"},
    # several bills named by their number ("show me F-… and F-…"): of one customer, or not
    "bills_named": {"fr": "Factures {numbers} de {name}", "en": "Bills {numbers} of {name}"},
    "bills_named_across": {"fr": "Factures {numbers}", "en": "Bills {numbers}"},
    "none": {"fr": "Aucune facture ne correspond.", "en": "No bill matches."},
    "total": {"fr": "Total : {total}", "en": "Total: {total}"},
    # how the period was counted: rolling months, or a calendar year
    "basis": {"fr": "Période : {basis}.", "en": "Period: {basis}."},
    # the bills kept by their total ("factures de plus de 10 000 €")
    "amount": {"fr": "Montant : {bounds}, seulement.", "en": "Amount: {bounds} only."},
    # what a follow-up asked of the last answer's bills
    "days_overdue": {"fr": "Jours de retard au {today} (depuis l'échéance) : {each}.",
                     "en": "Days overdue as of {today} (since the due date): {each}."},
    "days_overdue_none": {"fr": "Aucune de ces factures n'est en retard au {today}.",
                          "en": "None of these bills is overdue as of {today}."},
    "one_overdue": {"fr": "{number} : {days}", "en": "{number}: {days}"},
    "by_amount": {"fr": "Triées par montant, la plus élevée d'abord.",
                  "en": "Sorted by amount, the largest first."},
    "average_amount": {"fr": "Montant moyen d'une facture : {average} ({what} {who}{when} : "
                             "{count} facture{s}, {total}).",
                       "en": "Average bill amount: {average} ({what} {who}{when}: {count} "
                             "bill{s}, {total})."},
    "customer_count": {"fr": "Clients concernés : {customers} ({what} {who}{when} : {count} "
                             "facture{s}, {total}).",
                       "en": "Customers: {customers} ({what} {who}{when}: {count} bill{s}, "
                             "{total})."},
}
# Each bound of an amount filter, joined by HEADINGS["and"].
AMOUNT_BOUND: Texts = dict(
    more_than={"fr": "plus de {amount}", "en": "over {amount}"},
    at_least={"fr": "au moins {amount}", "en": "at least {amount}"},
    less_than={"fr": "moins de {amount}", "en": "under {amount}"},
    at_most={"fr": "au plus {amount}", "en": "at most {amount}"},
    between={"fr": "entre {low} et {high}", "en": "between {low} and {high}"},
)
# A bill's status, as a cell of the bills table.
STATUS: Texts = dict(
    paid={"fr": "payée le {paid}", "en": "paid on {paid}"},
    paid_late={"fr": "payée le {paid} ({days} de retard)",
               "en": "paid on {paid} ({days} late)"},
    unpaid={"fr": "à payer", "en": "to be paid"},
    overdue={"fr": "en retard", "en": "overdue"},
)
# One bill's status, as the sentence that answers about it ("elle a été payée ?").
BILL_STATUS: Texts = dict(
    unpaid={"fr": "à payer, échéance le {due}", "en": "to be paid, due on {due}"},
    overdue={"fr": "impayée, en retard (échéance le {due})",
             "en": "unpaid, overdue (due on {due})"},
    # "F-2026-0027 : combien de jours de retard ?": by how many days, as of today
    overdue_days={"fr": "impayée, en retard de {days} au {today} (échéance le {due})",
                  "en": "unpaid, {days} overdue as of {today} (due on {due})"},
)
# What bills an answer is about, by status (the start of a sentence).
KINDS: Texts = {
    "any": {"fr": "Factures", "en": "Bills"},
    "unpaid": {"fr": "Factures impayées", "en": "Unpaid bills"},
    "overdue": {"fr": "Factures en retard", "en": "Overdue bills"},
    "not_due": {"fr": "Factures à payer pas encore échues", "en": "Bills to be paid, not yet "
                "due"},
    "paid_late": {"fr": "Factures payées en retard", "en": "Bills paid late"},
    "paid": {"fr": "Factures payées", "en": "Paid bills"},
}
ORDER_STATUS: Texts = {
    "placed": {"fr": "enregistrée", "en": "placed"},
    "in_production": {"fr": "en fabrication", "en": "in production"},
    "ready": {"fr": "prête", "en": "ready"},
    "delivered": {"fr": "livrée", "en": "delivered"},
    "cancelled": {"fr": "annulée", "en": "cancelled"},
}
# How the biggest-bill answer opens, by status.
BIGGEST_LEAD: Texts = {
    "any": {"fr": "La plus grosse facture", "en": "The biggest bill"},
    "unpaid": {"fr": "La plus grosse facture impayée", "en": "The biggest unpaid bill"},
    "overdue": {"fr": "La plus grosse facture en retard", "en": "The biggest overdue bill"},
    "not_due": {"fr": "La plus grosse facture à payer pas encore échue",
                "en": "The biggest bill to be paid, not yet due"},
    "paid_late": {"fr": "La plus grosse facture payée en retard",
                  "en": "The biggest bill paid late"},
    "paid": {"fr": "La plus grosse facture payée", "en": "The biggest paid bill"},
}
# The latest or first bills only ("la dernière facture", "the two first bills"): {what} the
# kind of bills ({s}: the plural mark), {who} whose, {when} a period or "", {matched} of how
# many.
RANKED: Texts = {
    "latest_one": {"fr": "Dernière facture{what} {who}{when} (sur {matched}) :",
                   "en": "Latest bill{what} {who}{when} (of {matched}):"},
    "latest_many": {"fr": "Les {n} dernières factures{what} {who}{when} (sur {matched}) :",
                    "en": "The {n} latest bills{what} {who}{when} (of {matched}):"},
    "earliest_one": {"fr": "Première facture{what} {who}{when} (sur {matched}) :",
                     "en": "First bill{what} {who}{when} (of {matched}):"},
    "earliest_many": {"fr": "Les {n} premières factures{what} {who}{when} (sur {matched}) :",
                      "en": "The {n} first bills{what} {who}{when} (of {matched}):"},
}
# The kind of bills after "facture" / "bill" ({s}: the plural mark, filled after).
RANKED_KIND: Texts = {
    "any": {"fr": "", "en": ""},
    "unpaid": {"fr": " impayée{{s}}", "en": " unpaid"},
    "overdue": {"fr": " en retard", "en": " overdue"},
    "not_due": {"fr": " à payer pas encore échue{{s}}", "en": " to be paid, not yet due"},
    "paid_late": {"fr": " payée{{s}} en retard", "en": " paid late"},
    "paid": {"fr": " payée{{s}}", "en": " paid"},
}

# A message that asks several figures, of which the answer gives only some: each other one is
# said not answered, with a question that asks it alone (never dropped silently).
UNANSWERED: Texts = {
    "note": {
        "fr": "Votre message demandait aussi {what} : je n'y ai pas répondu ici. Posez cette "
              "question seule, par exemple : « {example} »",
        "en": "Your message also asked for {what}: I did not answer that here. Ask it on its "
              "own, for example: \u201c{example}\u201d",
    },
    "delay": {"fr": "le délai moyen de paiement", "en": "the average payment time"},
    "owed": {"fr": "les factures impayées", "en": "the unpaid bills"},
    "paid": {"fr": "ce qui a été payé", "en": "what was paid"},
    "paid_late": {"fr": "les factures payées en retard", "en": "the bills paid late"},
    "total": {"fr": "le total facturé", "en": "the total billed"},
    "biggest": {"fr": "la plus grosse facture", "en": "the biggest bill"},
}
# A question that names several customers ("compare John Doe et Marie Dupont sur 2025"):
# an answer covers one; each other one named is said, with the question that asks for it.
# A question that says an amount in, or asks for, another currency: the bills are in euros,
# converted into nothing (no rate is held); a threshold said in it is applied as said. The
# currency is not echoed, nor any figure in it.
IN_EUROS: Texts = {
    "note": {
        "fr": "Les factures sont tenues en euros et je ne fais aucune conversion de devise : "
              "les montants ci-dessus sont en euros.",
        "en": "Bills are kept in euros and I convert into no other currency: the amounts "
              "above are in euros.",
    },
    "threshold": {
        "fr": "Les factures sont tenues en euros et je ne fais aucune conversion de devise : "
              "le seuil demandé est appliqué tel quel, en euros. Pour un autre seuil, "
              "donnez-le en euros (par exemple « plus de 1 000 € »).",
        "en": "Bills are kept in euros and I convert into no other currency: the threshold "
              "asked is applied as said, in euros. For another threshold, give it in euros "
              "(for example \u201cover €1,000\u201d).",
    },
}

ONLY_ONE: Texts = {
    "note": {
        "fr": "Votre message nommait aussi {others} : cette réponse ne porte que sur {name} "
              "(un client à la fois). Pour {first}, demandez « et pour {first} ? ».",
        "en": "Your message also named {others}: this answer covers {name} only (one "
              "customer at a time). For {first}, ask \u201cwhat about {first}?\u201d.",
    },
}


ASK_ALONE: Texts = {
    "delay": {"fr": "Délai moyen de paiement de {name}{when} ?",
              "en": "Average payment time of {name}{when}?"},
    "owed": {"fr": "Factures impayées de {name}{when} ?", "en": "Unpaid bills of {name}{when}?"},
    "paid": {"fr": "Factures payées de {name}{when} ?", "en": "Bills paid by {name}{when}?"},
    "paid_late": {"fr": "Factures de {name} payées en retard{when} ?",
                  "en": "Bills of {name} paid late{when}?"},
    "total": {"fr": "Total facturé à {name}{when} ?", "en": "Total billed to {name}{when}?"},
    "biggest": {"fr": "Plus grosse facture de {name}{when} ?",
                "en": "Biggest bill of {name}{when}?"},
    "year": {"fr": " en {year}", "en": " in {year}"},
    "between": {"fr": " du {start} au {end}", "en": " from {start} to {end}"},
}

# How customers pay (`payment_delays`, templates/payers.md.j2): days late are counted from
# the due date to the payment, an open bill past due to today.
PAYERS: Texts = {
    "ranking": {"fr": "Clients classés par retard de paiement{when}, {order} ({customers} "
                      "avec une facture échue ou payée).",
                "en": "Customers ranked by payment delay{when}, {order} ({customers} with a "
                      "bill due or paid)."},
    "when": {"fr": " (factures émises du {start} au {end})",
             "en": " (bills issued from {start} to {end})"},
    "latest_first": {"fr": "les plus en retard d'abord", "en": "the latest payers first"},
    "best_first": {"fr": "les plus ponctuels d'abord", "en": "the most punctual first"},
    "top_late": {"fr": "Le plus en retard : {name}, {average} jours de retard en moyenne.",
                 "en": "Latest payer: {name}, {average} days late on average."},
    "top_best": {"fr": "Le plus ponctuel : {name}, {share} des factures payées à l'échéance.",
                 "en": "Most punctual: {name}, {share} of bills paid by their due date."},
    "basis": {"fr": "Retard : jours entre l'échéance et le paiement (0 pour une facture payée "
                    "à temps) ; une facture impayée échue compte jusqu'au {today}.",
              "en": "Delay: days from the due date to the payment (0 for a bill paid on "
                    "time); an unpaid bill past due counts to {today}."},
    "shown": {"fr": "{shown} clients affichés sur {ranked} (« top 10 » pour en voir plus).",
              "en": "{shown} customers shown of {ranked} (\u201ctop 10\u201d to see more)."},
    "none": {"fr": "Aucune facture échue ou payée{when} : aucun retard à classer.",
             "en": "No bill due or paid{when}: no delay to rank."},
    "one": {"fr": "Ponctualité de {name}{when} : {on_time} facture{s} sur {judged} payée{s} "
                  "à l'échéance ({share}), retard moyen de {average} jours (au plus {max}).",
            "en": "Punctuality of {name}{when}: {on_time} bill{s} of {judged} paid by the due "
                  "date ({share}), {average} days late on average (at most {max})."},
    "one_overdue": {"fr": "Impayées échues : {overdue} ({total}).",
                    "en": "Open overdue bills: {overdue} ({total})."},
    "one_no_overdue": {"fr": "Aucune facture impayée échue.",
                       "en": "No open overdue bill."},
    "one_pending": {"fr": "Pas encore échues : {pending}.", "en": "Not yet due: {pending}."},
    "verdict_good": {"fr": "{name} paie à l'heure.", "en": "{name} pays on time."},
    "verdict_mixed": {"fr": "{name} paie parfois en retard.",
                      "en": "{name} sometimes pays late."},
    "verdict_late": {"fr": "{name} paie souvent en retard.", "en": "{name} often pays late."},
    "one_none": {"fr": "Aucune facture de {name} n'est échue ou payée{when} : rien ne dit "
                       "encore si ce client paie à l'heure.",
                 "en": "No bill of {name} is due or paid{when}: nothing shows yet whether "
                       "this customer pays on time."},
}
PAYERS_COLUMNS = {
    "fr": ["#", "Client", "Factures échues ou payées", "Payées à l'échéance",
           "Retard moyen (j)", "Retard max (j)", "Impayées échues"],
    "en": ["#", "Customer", "Bills due or paid", "Paid on time", "Avg days late",
           "Max days late", "Open overdue"],
}

# Two periods side by side (`compare_periods`, templates/compare.md.j2).
COMPARE: Texts = {
    "heading": {"fr": "{what} {who}, deux périodes comparées : du {start1} au {end1} et du "
                      "{start2} au {end2} ({dated}).",
                "en": "{what} {who}, two periods compared: {start1} to {end1} and {start2} to "
                      "{end2} ({dated})."},
    "issue_date": {"fr": "date d'émission", "en": "issue date"},
    "payment_date": {"fr": "date de paiement", "en": "payment date"},
    "up": {"fr": "Le total passe de {first} à {second} : {change}{percent}.",
           "en": "The total goes from {first} to {second}: {change}{percent}."},
    "same": {"fr": "Le total est le même sur les deux périodes : {first}.",
             "en": "The total is the same in both periods: {first}."},
    "percent": {"fr": " ({pct})", "en": " ({pct})"},
    "bills": {"fr": "Factures", "en": "Bills"},
    "total": {"fr": "Montant total", "en": "Total amount"},
    "average": {"fr": "Facture moyenne", "en": "Average bill"},
    "largest": {"fr": "Facture maximale", "en": "Largest bill"},
    "change": {"fr": "Écart", "en": "Change"},
    "period": {"fr": "{start} – {end}", "en": "{start} – {end}"},
}

# Customers side by side over one period (`compare_customers`, templates/customers.md.j2):
# one column per customer; paid and unpaid are the bills issued in the period, by their
# status today.
COMPARE_CUSTOMERS: Texts = {
    "heading": {"fr": "Comparaison de {names}{when}.", "en": "{names} compared{when}."},
    "when": {"fr": ", factures émises du {start} au {end}",
             "en": ", bills issued from {start} to {end}"},
    "every_bill": {"fr": ", toutes leurs factures", "en": ", all their bills"},
    "and": {"fr": " et ", "en": " and "},
    "bills": {"fr": "Factures émises", "en": "Bills issued"},
    "total": {"fr": "Montant facturé", "en": "Amount billed"},
    "average": {"fr": "Facture moyenne", "en": "Average bill"},
    "paid": {"fr": "Payé", "en": "Paid"},
    "unpaid": {"fr": "Impayé", "en": "Unpaid"},
    "overdue": {"fr": "dont échu (en retard)", "en": "of which overdue"},
    "unpaid_numbers": {"fr": "Factures impayées", "en": "Unpaid bills"},
    "overdue_numbers": {"fr": "Factures en retard", "en": "Overdue bills"},
    "no_numbers": {"fr": "aucune", "en": "none"},
    "bought": {"fr": "Produits achetés", "en": "Products bought"},
    "nothing_bought": {"fr": "aucun", "en": "none"},
    "on_time": {"fr": "Payées à l'échéance", "en": "Paid on time"},
    "late": {"fr": "Retard moyen (jours)", "en": "Average days late"},
    "with_count": {"fr": "{amount} ({count})", "en": "{amount} ({count})"},
    "share": {"fr": "{share} ({on_time}/{judged})", "en": "{share} ({on_time}/{judged})"},
    "lead_total": {"fr": "Le plus gros montant facturé : {name}, {amount}{ahead}.",
                   "en": "Largest amount billed: {name}, {amount}{ahead}."},
    "lead_unpaid": {"fr": "Le plus d'impayés : {name}, {amount}{ahead}.",
                    "en": "Most unpaid: {name}, {amount}{ahead}."},
    "lead_overdue": {"fr": "Le plus d'impayés en retard : {name}, {amount}{ahead}.",
                     "en": "Most overdue: {name}, {amount}{ahead}."},
    "lead_paid": {"fr": "Le plus payé : {name}, {amount}{ahead}.",
                  "en": "Most paid: {name}, {amount}{ahead}."},
    "lead_on_time": {"fr": "Le plus ponctuel : {name}, {amount} des factures payées à "
                           "l'échéance{ahead}.",
                     "en": "Most punctual: {name}, {amount} of bills paid by their due "
                           "date{ahead}."},
    "ahead": {"fr": " ({diff} de plus que {other})", "en": " ({diff} more than {other})"},
    "ahead_share": {"fr": " ({other} : {diff})", "en": " ({other}: {diff})"},
    "tied": {"fr": "Ex æquo : {names}, {amount} chacun.",
             "en": "Tied: {names}, {amount} each."},
    "none_total": {"fr": "Aucune facture de ces clients sur la période.",
                   "en": "None of these customers has a bill in the period."},
    "none_unpaid": {"fr": "Aucun impayé pour ces clients sur la période.",
                    "en": "No unpaid bill for these customers in the period."},
    "none_overdue": {"fr": "Aucun impayé en retard pour ces clients sur la période.",
                     "en": "No overdue bill for these customers in the period."},
    "none_paid": {"fr": "Rien de payé par ces clients sur la période.",
                  "en": "Nothing paid by these customers in the period."},
    "none_on_time": {"fr": "Aucune facture échue ou payée : rien ne dit encore qui paie le "
                           "mieux.",
                     "en": "No bill due or paid: nothing shows yet who pays best."},
    "basis_every": {"fr": "Payé et impayé : selon le statut des factures au {today}. Retard : "
                          "jours entre l'échéance et le paiement (0 pour une facture payée à "
                          "temps ; une facture impayée échue compte jusqu'au {today}).",
                    "en": "Paid and unpaid: by the bills' status on {today}. Delay: days from "
                          "the due date to the payment (0 for a bill paid on time; an unpaid "
                          "bill past due counts to {today})."},
    "basis": {"fr": "Payé et impayé : factures émises sur la période, selon leur statut au "
                    "{today}. Retard : jours entre l'échéance et le paiement (0 pour une "
                    "facture payée à temps ; une facture impayée échue compte jusqu'au "
                    "{today}).",
              "en": "Paid and unpaid: bills issued in the period, by their status on "
                    "{today}. Delay: days from the due date to the payment (0 for a bill "
                    "paid on time; an unpaid bill past due counts to {today})."},
}
