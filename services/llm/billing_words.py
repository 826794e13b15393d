"""Read a staff message's billing words with rules (the offline model's share of the work).

What a hosted model fills from its understanding, the offline model fills from these
rules: whether the message asks to change the books (mark paid, cancel, delete, grant a
discount, send a reminder) and which sentences do; what a bill question asks for (a list,
the biggest bill, a count, the customer's orders).
"""

from __future__ import annotations

import re
from datetime import date
from typing import Literal

from services.text import fold_words, search_key

# What the back office does not hold, asked of a customer or of the business: it reads
# customers, their bills (amounts, dates, payments) and orders, nothing else. VAT or taxes
# ("how much VAT did we collect", "la TVA de Dupont", never "fiscal year", a period), who looks
# after a customer ("which sales rep", "qui est son commercial", "account manager", never a
# "geste commercial" nor a "relation commerciale"), a forecast ("prévision", "quel CA peut-on
# prévoir", "forecast", never "relances à prévoir": bills to chase), the stock. Such a question
# gets a fixed text saying so, never the figures the words around it would have reached.
NOT_HELD = re.compile(
    r"\b(?:tva|vat|taxes|taxe|tax(?! year)|impots?|"
    r"sales ?(?:reps?|representatives?|persons?|people|managers?)|"
    r"account (?:managers?|executives?|owners?|reps?)|key account\w*|"
    r"commerciaux|(?:le|la|les|son|sa|ses|leur|leurs|notre|nos|quel|quelle|un|une) "
    r"commercia(?:l|le|les)\b|"
    # a figure split by who sells: "marge par commercial", "revenue per sales rep"
    r"(?:par|per|by|for each|pour chaque) (?:commercia(?:l|le|les|ux)|vendeurs?|vendeuses?|"
    r"salesperson|salespeople|reps?|representatives?)\b|"
    r"(?:attache|charge)e?s? (?:de|d') ?(?:compte|clientele|affaires)|"
    r"who (?:looks after|handles|manages|owns|covers|follows|is (?:in charge of|responsible "
    r"for|assigned to))\b.{0,40}\baccounts?|"
    r"qui (?:suit|gere|s'occupe|est (?:en charge|responsable|charge))\b.{0,40}"
    r"\b(?:compte|client\w*)|"
    r"previsions?|previsionnel\w*|forecast\w*|projections?|predict\w*|pronostic\w*|"
    r"(?<!a )prevoir|(?<!a )prevoit|"
    # what a customer will bring in: "what revenue can we expect from Bennett next year?",
    # "how much will Oliver Bennett spend in 2027?", "combien va-t-il nous rapporter ?",
    # "quel CA peut-on espérer / attendre de Dupont ?"
    r"(?:revenue|sales|turnover|income|business|money|spend\w*|ca|chiffre d'affaires)\b"
    r".{0,40}?\b(?:(?:can|could|should|might|will|would|do) (?:we|i|you) (?:expect|anticipate|"
    r"hope)|expected|anticipated|to come|a venir|(?:peut|pourrait|doit|devrait)[- ]on (?:esperer|"
    r"attendre)|esper\w*|(?:s'|nous |on )attendre)|"
    r"(?:expect\w*|anticipat\w*|estimat\w*)\b.{0,30}?\b(?:revenue|sales|turnover|income|"
    r"spend\w*|to (?:earn|make|bill|invoice|sell))|"
    # "what will he spend next year?", "what's she going to buy in 2027?"
    r"(?:what|how much|combien)\b.{0,20}?\b(?:will|'ll|going to|gonna)\b"
    r".{0,30}?\b(?:spend|buy|order|bring in|generate|bill)\b|"
    r"how much (?:will|would|is|are|could|might)\b.{0,40}?\b(?:going to )?(?:spend|buy|"
    r"bring in|bring|generate|order|make us|earn us)\b|"
    r"combien\b.{0,30}?\b(?:va|vont|allons|devrait|devraient|pourrait|pourraient)(?:-t)?"
    r"(?:-(?:il|elle|ils|elles|on))?\b.{0,30}?\b(?:nous )?(?:rapporter|payer|acheter|depenser|"
    r"commander|facturer|generer)|"
    r"stocks?|inventaire|inventory|entrepots?|warehouses?|restock\w*|reapprovision\w*|"
    # where a customer lives: "l'adresse de livraison de Perrin", "Dupont's home address",
    # "où habite Mme Roux ?" (never an e-mail address: held with the customer)
    r"(?<!e-mail )(?<!email )(?<!mail )(?<!e-mail)(?:adresses?|address(?:es)?)\b"
    r"(?! (?:e-?mail|mail|courriel|electronique|mel)\b)|"
    r"ou (?:habite|habitent|vit|vivent|reside|resident)|where (?:does|do) \w+(?: \w+)? live|"
    r"domicile)\b")


def asks_not_held(text: str) -> bool:
    """Does a staff message ask for what the back office does not hold (`NOT_HELD`)?"""
    return bool(NOT_HELD.search(fold_words(text)))


# A request to change data: a verb of writing aimed at bills, customers or payments.
CHANGE = re.compile(
    r"\b(?:(?:mark\w*|flag\w*|set)\b.{0,50}?\b(?:paid|settled|as|paid_on|due_on|status)\b|"
    r"passe[rz]?\b.{0,40}?\b(?:statut|payee?s?|reglee?s?)\b|"
    r"(?:cree[rz]?|creez|create\w*|ajoute[rz]?|ajoutez|add)\b.{0,30}?\b(?:une|un|a|an|new|"
    r"nouvelle?|the)?\s*(?:facture|bill|invoice|client|customer|avoir)s?\b|"
    r"change[rz]?\b.{0,25}?\b(?:echeance|due date|statut|status|montant|amount)\b|"
    r"marque[rz]?\w*\b.{0,50}?\b(?:payee?s?|reglee?s?|comme|soldee?s?)\b|"
    # "mets toutes les factures de lefevre en payé", "put F-2026-0105 as paid"
    r"(?:mets|mettez|mettre|put)\b.{0,60}?\b(?:en|comme|as|to)\s+(?:payee?s?|reglee?s?|"
    r"soldee?s?|paid|settled)\b|"
    r"(?:envoie\w*|envoyer|envoyez|send\w*|email|e-mail)\b.{0,40}?\b(?:relance\w*|rappel\w*|"
    r"reminders?|dunning)\b|relance[rz]?\b(?! de paiement)|remind\b|"
    r"accorde\w*|grant\w*|offre\w*.{0,20}\bremise|remise|discount\w*|ristourne|"
    r"geste commercial|annule[rz]?\b|annulez|cancel\b|cancels\b|supprim\w*|delete\w*|"
    r"efface\w*|remove\w*|rembours\w*|refund\w*|credit note|avoir sur|"
    r"modifie[rz]?\b|modifiez|edit\b|update\b|mets? a jour|mettre a jour|"
    r"write off|passe[rz]? en perte|solde[rz]? (?:la|les|le)\b|"
    r"change[rz]? (?:la|le|les|the|son|sa|ses|his|her|its)\b|"
    # a bill set to an amount: "passe sa facture F-2026-0201 à 1000 €", "set F-2026-0201 to
    # 900", "mets le montant à 1 000", "bring the invoice down to 800"
    r"(?:passe[rz]?|mets?|mettre|mettez|set|ramene\w*|baisse\w*|augmente\w*|reduis\w*|"
    r"reduce\w*|lower\w*|raise\w*|bring|fixe[rz]?|adjust\w*|ajuste\w*|corrige\w*|correct)\b"
    r".{0,50}?\b(?:factures?|bills?|invoices?|f-\d{4}-\d+|montant|amount|total|prix|price)\b"
    r".{0,30}?\b(?:a|to|at|down to|up to)\s+(?!(?:19|20)\d\d\b)\d[\d .,]*(?!\s*(?:mois|months?|"
    r"ans?|years?|jours?|days?|semaines?|weeks?|trimestres?|quarters?|derni\w*|last|%))|"
    # a due date moved: "repousse l'échéance", "extend the due date"
    r"(?:repousse\w*|decale\w*|prolonge\w*|reporte[rz]?|extend\w*|push\w*|postpone\w*)\b"
    r".{0,30}?\b(?:echeances?|due dates?|deadlines?)\b|"
    # a message written or sent: "écris un mail de relance", "écris-lui", "draft an email",
    # "email him the summary", "envoie-lui le résumé", "send him the report"
    r"(?:ecri[st]\w*|ecrire|redige\w*|rediger|draft\w*|write|compose\w*|prepare\w*)\b"
    r".{0,30}?\b(?:e-?mails?|mails?|courriels?|lettres?|letters?|messages?|notes?|reminders?|"
    r"relances?|rappels?|dunning|courriers?)\b|"
    r"(?:ecris|ecrivez|ecrire|write)[- ](?:lui|leur|him|her|them|to (?:him|her|them))\b|"
    r"(?:envoie\w*|envoyer|envoyez|send|forward\w*|transfere\w*|transmet\w*)\b.{0,40}?\b"
    r"(?:resume|summary|rapport|report|analyse|analysis|factures?|bills?|invoices?|e-?mails?|"
    r"mails?|courriels?|copie|copy|recap\w*|releves?|statements?|lettres?|letters?|sms|textos?|"
    r"messages?|notes?|courriers?|reminders?)\b|"
    r"(?:envoie|envoyez|send|forward)[- ](?:lui|leur|him|her|them)\b|"
    r"(?:e-?mail|mail)(?:e|ez|er)?[- ](?:lui|leur|him|her|them|it|the|le|la|les|ce|cette|ces|"
    r"to|over)\b|"
    # a credit note made, two customers merged
    r"(?:fai[st]|faire|faites|emet\w*|emettre|etabli[rsz]?|issue|make|raise)\b.{0,15}?\b"
    r"(?:un |une |a |an )?(?:avoirs?|credit notes?)\b|"
    r"fusionne\w*|fusionner|merge\w*|dedoublonn\w*|de-?duplicate\w*|"
    # a bill's amount said to be other: "change F-2026-1001 to 1000 euros", "make F-2026-1001
    # 1000", "change it to 900", "la facture doit être à 1000, corrige"; a year or a length of
    # time is a period ("change to 2025", "make it 12 months"), never an amount
    r"(?:change[rz]?|changes|changing|make|modif\w*|fix|corrige[rz]?)\b.{0,40}?"
    r"(?:\b(?:factures?|bills?|invoices?|f-\d{4}-\d+)\b.{0,15}?\b(?:a |to |at |down to |up to )?"
    r"|\b(?:it|la|le) (?:a|to|at|down to|up to) )"
    r"(?!(?:19|20)\d\d\b)\d[\d .,]*(?!\s*(?:mois|months?|ans?|years?|jours?|days?|"
    r"semaines?|weeks?|trimestres?|quarters?|derni\w*|last|pct))|"
    r"modify\w*|modifies|"
    # a debt written off: "write it off", "write the bill off", "passe-la en pertes",
    # "abandonne la créance", "forgive the debt"
    r"writ(?:e|es|ing|ten)\b(?:\s+\S+){0,3}?\s+off\b|written off|"
    r"passe[rz]?\b.{0,60}?\ben pertes?\b|pertes et profits|"
    r"abandonn\w*\b.{0,20}?\b(?:creances?|dettes?|factures?)\b|"
    r"(?:forgive|waive|cancel|annule[rz]?|efface[rz]?)\w*\b.{0,20}?\b(?:debts?|dettes?)\b|"
    # a discount by a share or an amount off: "fais-lui 10 % sur sa facture", "give her 10%
    # off", "knock 100 euros off F-2026-1001", "take 10 percent off her invoice"
    r"(?:fai[st]|faire|faites|donne\w*|give|take|knock|applique\w*|apply|consens\w*|offer\w*|"
    r"offre\w*)\b.{0,25}?\b\d[\d.,]*\s*(?:pct|pour ?cent|percent|per ?cent)\b|"
    r"(?:take|knock|shave|cut)\w*\b.{0,30}?\b\d[\d.,]*\s*(?:pct|pour ?cent|percent|per ?cent|"
    r"euros?|eur|e)?\s+off\b|\d[\d.,]*\s*(?:pct|percent|per ?cent)\s+off\b)",
)
# A change said by a verb that only writes, wherever it stands: a bill voided, invalidated,
# erased or scrapped ("could you void her January invoice?", "invalide F-2026-0021", "wipe
# her account", "get rid of that bill", "raye cette facture").
_WRITE_VERBS = re.compile(
    r"\b(?:invalid(?:ate|ates|ating|e[rz]|ez)\b|invalide (?:la|le|les|cette|ce)\b|"
    r"nullif\w*|eras(?:e|es|ing)\b|wipe[sd]?\b|wiping|purge\w*|"
    r"get rid of|strike\b.{0,30}?\b(?:off|out)\b|ray(?:e[rz]?|ez)\b|"
    r"kill\b.{0,30}?\b(?:bills?|invoices?|factures?|accounts?|comptes?|f-\d{4}-\d+)\b)")
# A customer's record edited: a field it holds changed or replaced ("Change l'adresse e-mail de
# John Doe : jd@…", "remplace son téléphone", "corrige le nom de Tom Baker", "rename Tom Baker"),
# a note or a comment added to an account ("add a note on Sarah Whitfield's account: …",
# "ajoute un commentaire sur sa fiche", "prends note qu'elle préfère le matin", "make a note"),
# a new address or number given ("son nouvel e-mail : x@y.fr", "new phone for Dupont: 06…").
# The same fields asked of ("quel est l'e-mail de Dupont ?", "any notes on her account?") are
# no request: a verb that writes, or a new value given, says it.
_RECORD_EDITS = re.compile(
    r"\b(?:(?:change[rz]?|changez|changing|remplace[rz]?|remplacez|replac(?:e|es|ing)|"
    r"corrige[rz]?|corrigez|correct|fix|swap|renseigne[rz]?|renseignez)\b.{0,40}?\b"
    r"(?:e-?mails?|mails?|courriels?|adresses?|address(?:es)?|telephones?|phones?|portables?|"
    r"mobiles?|noms?|names?|prenoms?|societes?|company|entreprise|"
    r"raison sociale|coordonnees|contact details|fiches?|records?|profiles?)\b|"
    # a number is a field only with a new one given ("corrige le numéro de Dupont : 06 12 34
    # 56 78"): "the correct number of unpaid bills", "fix the numbers: how many …", "invoice
    # numbers" are figures asked
    r"(?:change[rz]?|changez|remplace[rz]?|remplacez|replac(?:e|es|ing)|corrige[rz]?|"
    r"corrigez|correct|fix|swap)\b.{0,40}?\b(?:numeros?|numbers?)\b.{0,40}?\d[\d .]{5,}|"
    r"renomm\w*|renommer|renam(?:e|es|ing)\b|"
    r"(?:ajoute[rz]?|ajoutez|add(?:s|ing)?|mets|mettez|mettre|put|pose[rz]?|laisse[rz]?|"
    r"laissez|leave|attach\w*|joins?|insere[rz]?|inserez|insert|log|record|enregistre[rz]?|"
    r"enregistrez|save|stick|pin|tag)\b.{0,30}?\b"
    r"(?:(?<!credit )notes?(?!\s+(?:de\s+credit|d'avoir)\b)|commentaires?|comments?|remarques?|"
    r"remarks?|memos?|mentions?|annotations?|etiquettes?|tags?|flags?|avertissements?|"
    r"warnings?|alertes?|alerts?)\b|"
    r"(?:prends?|prenez|prendre|take|make)\s+(?:bien\s+|a\s+)?notes?\b|"
    r"(?:nouve(?:l|lle|au|aux)|new|updated|correct)\s+(?:adresse\s+)?(?:e-?mails?|mails?|"
    r"courriels?|adresses?|address(?:es)?|telephones?|phones?|numeros?|numbers?)\b"
    r".{0,60}?(?:\S+@\S+|\d[\d .]{5,}))")
# What a person asks done when a message opens on it (after a politeness or a "can you"): a
# message to a customer ("email Hugo Martin a summary", "text him his balance", "préviens
# Hugo Martin", "contacte-la", "let her know", "tell him he owes 560 €"), an account closed
# or disabled ("close Sarah Mitchell's account", "clôture son compte", "désactive la
# fiche"). The same words asked of the records ("contact details of Hugo?", "email of Hugo
# Martin", "when did we last call him?") are no request: the verb must open a clause and be
# followed by whom or what it acts on.
_OPENING = (r"(?:^|(?<=[.!?;:,\n])\s*|\b(?:and|then|also|et|puis|ensuite|aussi)\s+)"
            r"(?:(?:please|pls|plz|kindly|just|now|ok|okay|so|bon|alors|donc|hey|hi|hello|"
            r"bonjour|salut|can you|could you|would you|will you|can u|could u|"
            r"would you mind|go ahead and|i want you to|i'd like you to|i need you to|"
            r"i would like you to|peux-tu|peux tu|pouvez-vous|pouvez vous|pourrais-tu|"
            r"pourrais tu|pourriez-vous|pourriez vous|tu peux|vous pouvez|tu pourrais|"
            r"vous pourriez|merci de|je veux que tu|il faut|faudrait|stp|svp)[\s,!-]+)*")
# Not whom nor what a message verb acts on: a word of the records after it ("contact details",
# "contact person", "contact email for", "phone bill", "text version", "call-off invoices"),
# or the one asking ("inform me", "informe-moi": no message to a customer).
_NOT_AN_OBJECT = (r"(?!\s*-?(?:off|persons?|people|e-?mails?|mails?|phones?|versions?|names?|"
                  r"(?<=phone)\s*bills?|me|moi|us|nous)\b)"
                  r"(?!\s*(?:(?:of|for|from|de|du|des|address\w*|adresses?|details?|info\w*|"
                  r"numbers?|numeros?|history|historique|logs?|lists?|liste|records?|fiches? "
                  r"contact|et telephone|and phone)\b|d'|\?|$|[:=]|\S+@))")
_OPENED_CHANGE = re.compile(
    _OPENING + r"(?:"
    # a message to someone
    r"(?:e-?mail|mail|text|sms|message|ping|contact|call|phone|ring|notify|inform|warn|"
    r"alert|write to|reach out to|get in touch with|"
    r"(?:drop|shoot|fire off)\s+(?:\w+\s+){0,2}?(?:an? )?(?:e-?mail|mail|line|note|message|text)|"
    r"previens|prevenez|prevenir|avertis|avertissez|avertir|contacte[rz]?|contactez|"
    r"appelle[rz]?|appelez|telephone[rz]?|telephonez|informe[rz]?|informez|notifie[rz]?|"
    r"notifiez|ecris a|ecrivez a|ecrire a|fais un (?:mail|courriel|e-?mail|sms|message) a)"
    + _NOT_AN_OBJECT + r"(?:[- ]|\b)|"
    # something to keep on the account: "note that she prefers mornings", "notez qu'il…"
    # (never the asker's own words put right: "note que je parle de 2024", "note that I mean
    # 2024")
    r"(?:note|notez|noter|jot down|write down)(?:\s+(?:that|que|down)\b|\s*qu'|\s*:)"
    r"(?!\s*(?:je|j'|i|i'm|i'?ve|we|nous|on)\b)|"
    r"(?:tell|let)\s+(?!me\b|us\b)(?:him|her|them|\w+(?:\s+\w+)?)\s+(?:know|that|he|she|they|"
    r"about|to)\b|"
    r"(?:dis|dites)[- ](?:lui|leur|a (?!(?:quel\w*|qui|quoi|combien|quand|partir|compter|"
    r"peu pres)\b)\w+)\b|"
    # a bill voided or scrapped, said as a request ("void her January invoice", "could you
    # void F-2026-0021"): "void" and "scrapped" said of a bill ("is it void?", "any void
    # invoices?", "were any scrapped?") are no request
    r"(?:(?:i|we) (?:need|want|have|would like|must) to |let's |lets )?(?:void|scrap)\b"
    + _NOT_AN_OBJECT + r"|fais[- ]lui (?:un |une )?(?:mail|courriel|e-?mail|sms|"
    r"message|lettre)|"
    # an account closed, disabled, archived
    r"(?:close|clotur(?:e[rz]?|ez)|ferme[rz]?|fermez|deactivate|disable|desactive[rz]?|"
    r"desactivez|archive[rz]?|archivez|suspend|suspends?)\b"
    # "clôture des comptes 2025", "archive of Hugo's invoices": a noun, no request
    r"(?!\s*(?:of|des|de|du|d'|for)\b).{0,40}?\b(?:accounts?|comptes?|"
    r"fiches?|records?|profiles?|dossiers?|customers?|clients?|factures?|bills?|invoices?|"
    r"f-\d{4}-\d+)\b)")
# A question whether something was sent or written ("did we send the invoice?", "have you
# emailed him?"): no request to send it.
_SENT_ASKED = re.compile(
    r"\b(?:did|have|has|had|do|does|was|were)\s+(?:we|you|i|they|he|she|it|someone|somebody|"
    r"anyone|anybody|no one|nobody|one of us|any of us)\s+"
    r"(?:\w+\s+)?(?:send|sent|e-?mail\w*|mail\w*|write|wrote|written|draft\w*)\b")
# An attempt to set the rules aside ("ignore the rules"): no question of its own.
OVERRIDE = re.compile(r"\b(?:ignore\w*|oublie\w*|forget|disregard|bypass)\b.{0,30}"
                      r"\b(?:rules?|regles?|instructions?|consignes?|previous|precedent\w*)\b")
SENTENCE = re.compile(r"[^.!?;\n]+[.!?;\n]*")
# Words that join two requests in one sentence: "…en retard, puis marque-les payées".
JOINER = re.compile(r",?\s+\b(?:et ensuite|ensuite|puis|then|and then|et|and|apres quoi)\b\s+")


def _clauses(text: str) -> list[str]:
    clauses: list[str] = []
    for sentence in SENTENCE.findall(text):
        clauses.extend(part for part in JOINER.split(sentence) if part.strip())
    return clauses


# A question about whom to chase for payment, not an order to send a reminder: "combien de
# relances à faire ?", "qui dois-je relancer ?", "factures à relancer", "who should we chase?",
# "dunning list": the overdue bills.
TO_CHASE = re.compile(
    r"\b(?:relances? (?:a faire|a envoyer|a prevoir|en attente|prevues?|du jour|de la semaine|"
    r"du mois)|(?:combien de|liste des|nombre de|nb de) relances?|"
    r"(?:qui|quels? clients?|quelles? factures?|lesquel\w*|combien de \w+)\b.{0,30}?\b"
    r"(?:a |faut-il |faudrait-il |dois-je |doit-on |on doit |je dois |devons-nous |devrait-on |"
    r"il faut |je devrais |on devrait )relancer|a relancer|"
    r"(?:who|which|what)\b.{0,30}?\b(?:to chase|should (?:we|i) chase|do (?:we|i) (?:need to |"
    r"have to )?chase|needs? chasing|to remind)|dunning list|chase list|"
    r"(?:who|what) (?:is|are) (?:there )?to chase)(?=\W|$)")


def to_chase(text: str) -> bool:
    """Does the message ask whom, or which bills, to chase for payment (a question, never a
    reminder sent)?"""
    return bool(TO_CHASE.search(fold_words(text)))


def _fold(text: str) -> str:
    """`fold_words`, a percent sign kept as a word ("10 %" is a share off, never a bare 10)."""
    return fold_words(text.replace("%", " pct "))


def _changes(folded: str) -> bool:
    read = _SENT_ASKED.sub(" ", TO_CHASE.sub(" ", folded))
    return bool(CHANGE.search(read) or _WRITE_VERBS.search(read)
                or _OPENED_CHANGE.search(read) or _RECORD_EDITS.search(read))


def asks_change(text: str) -> bool:
    """Does the message ask to change data (whatever else it asks)? Asking whom to chase
    ("qui dois-je relancer ?") sends nothing: a question."""
    return _changes(_fold(text))


def without_change(text: str) -> str:
    """The message without its clauses that ask for a change ("" when only a change is asked):
    what is left is a question the assistant may answer."""
    kept: list[str] = []
    after_change = False
    for clause in _clauses(text):
        folded = _fold(clause)
        if _changes(folded) or OVERRIDE.search(folded):
            after_change = True
            continue
        # "fusionne les fiches marie dubois et marc dubois", "mark F-2026-0101 and F-2026-0102
        # paid": what follows a change with no request of its own is still its object; so is
        # more of the same thing said after "and" ("delete her account and all her invoices",
        # "supprime son compte et toutes ses factures"), bills words or not
        if after_change and (not _asks_alone(clause) or _more_of_the_object(clause)):
            continue
        after_change = False
        kept.append(clause)
    return " ".join(c.strip() for c in kept if re.search(r"\w", c)).strip()


# A clause that goes on with the object of the change before it: a quantifier or a possessive
# opening it, no question nor request of its own.
_MORE_OF_IT = re.compile(r"^(?:(?:also|aussi|even|meme)\s+)?(?:all|every|each|both|any|tous|toutes|"
                         r"tout|chacune?|les deux|his|her|their|its|ses|son|sa|leurs?|the rest|"
                         r"le reste|everything|anything)\b")


def _more_of_the_object(clause: str) -> bool:
    from services.llm.staff_ask import asks

    return not asks(clause) and bool(_MORE_OF_IT.search(fold_words(clause).strip()))


def _asks_alone(clause: str) -> bool:
    """Does a clause ask something by itself: a question, a request opening it, or words of
    what the back office reads (bills, owed, an analysis)?"""
    from services.llm.lexicon import STAFF_ANALYSIS, STAFF_BILLING_STRONG
    from services.llm.staff_ask import asks

    folded = fold_words(clause)
    return asks(clause) or bool(STAFF_BILLING_STRONG.search(folded)
                                or STAFF_ANALYSIS.search(folded))


BillAsk = Literal["bills", "biggest", "count", "delay", "orders", "customers", "punctuality",
                  "compare"]

# By how many days bills were paid late, on average: "combien de jours de retard en moyenne ?",
# "retard moyen de paiement", "how many days late on average?", "average delay?".
AVERAGE_DELAY = re.compile(
    r"\b(?:(?:jours?|j|days?)\s+(?:de\s+)?(?:retard|late)\b.{0,30}\b(?:en moyenne|moyen\w*|"
    r"on average|in average|average)|(?:en moyenne|on average)\b.{0,30}\b(?:jours?|days?)\s+"
    r"(?:de\s+)?(?:retard|late)|retards? moyens?|moyenne (?:de|des) (?:jours de )?retards?|"
    r"(?:average|mean) (?:delay|lateness|days? late|number of days late|payment delay)|"
    r"how late\b.{0,30}\bon average|(?:late|retard) (?:by )?how many days on average|"
    r"delai moyen de retard|ecart moyen|"
    # "retard de paiement moyen de John Doe", "average late payment", "mean lateness"
    r"retards? (?:de |du )?(?:paiement|reglement)s? moyens?|"
    r"(?:average|avg|mean) (?:late(?:ness)?|overdue) (?:of )?(?:payments?|days?)|"
    r"(?:average|avg|mean) (?:payment|paying) (?:lateness|late(?:ness)?|delay)|"
    # the time taken to pay, on average: "délai moyen de paiement", "délai de paiement moyen",
    # "temps moyen de règlement", "average time to pay", "how long does he take to pay on
    # average", "avg payment delay"
    r"(?:delai|delais|temps|duree) moyens? (?:de |du |des )?(?:pai\w+|regle?m\w+)|"
    r"(?:delai|delais|temps|duree) (?:de |du )?(?:pai\w+|regle?m\w+) moyens?|"
    r"(?:delai|delais|temps|duree) (?:de |du )?(?:paiement|reglement)s?\b.{0,40}\ben moyenne|"
    r"(?:average|avg|mean) (?:time|days?|delay) (?:to|before|until|of) (?:pay\w*|settl\w*)|"
    r"avg\.? (?:payment )?delay|average (?:payment|paying) (?:time|days?|delay)|"
    r"how long\b.{0,40}\b(?:to pay|paying)\b.{0,30}\bon average|"
    r"combien de temps\b.{0,40}\b(?:pour |a )?(?:payer|regler)\b.{0,30}\ben moyenne|"
    # "notre DSO", "days sales outstanding", "délai moyen d'encaissement": how long bills
    # take to be paid, on average (the tally gives it from issue to payment)
    r"dso|days? sales outstanding|(?:delai|delais|temps|duree) moyens? d'encaissement)\b")

# Customers ranked by the sum of their bills: what each owes ("total des impayés par client",
# "encours par client", "unpaid per customer", "how much does each customer owe"), who owes
# the most ("quel client nous doit le plus ?", "who owes us the most?", "plus gros
# débiteur"), the top customers by amount billed ("top clients par CA", "nos meilleurs
# clients", "best customers this year"). Not one customer's bills, nor the biggest bill.
_CUSTOMER = r"(?:client(?:e)?s?|customers?|accounts?|comptes? clients?)"
_MOST = r"le plus|the most|most|le moins|the least|least|the fewest|fewest"
RANK_CUSTOMERS = re.compile(
    rf"\b(?:par|per|by|pour chaque|for each|broken down by|ventile\w* par) {_CUSTOMER}\b"
    rf"|\b(?:client par client|customer by customer)\b"
    rf"|\b(?:each|every|chaque|tous les|all) {_CUSTOMER}\b.{{0,30}}\b(?:owe\w*|doi\w+|"
    rf"doiv\w+|du|dus|encours|unpaid|impaye\w*|outstanding|balance|solde)\b"
    rf"|\b(?:who owes (?:us )?what|qui (?:nous )?doit quoi)\b"
    rf"|\b(?:quel(?:le)?s? {_CUSTOMER}|qui|which {_CUSTOMER}|what {_CUSTOMER}|who)\b.{{0,30}}"
    rf"\b(?:doi\w+|doiv\w+|owe\w*|achete\w*|bought|spent|spends|depense\w*|rapporte\w*|"
    rf"commande\w*|ordered|buys?|factur\w*|billed)\b.{{0,20}}(?:\ble plus\b|\bthe most\b|"
    rf"\bmost\b)"
    rf"|\b(?:quel(?:le)?s? {_CUSTOMER}|qui|which {_CUSTOMER}|who)\b.{{0,30}}\b(?:le plus|the "
    rf"most) (?:achete\w*|commande\w*|depense\w*|rapporte\w*|factur\w*|bought|spent|ordered)"
    rf"|\b(?:plus gros(?:se)?s?|plus grande?s?|biggest|largest|main|principaux|principales?) "
    rf"(?:debiteu\w*|debtors?|{_CUSTOMER})\b"
    rf"|\btop\s*(?:\d+\s+|(?:five|ten|cinq|dix|trois|three)\s+)?(?:des |of )?"
    rf"(?:{_CUSTOMER}|debiteu\w*|debtors?)\b"
    rf"|\b(?:meilleure?s? {_CUSTOMER}|best {_CUSTOMER}|classement (?:des |de nos )?"
    rf"{_CUSTOMER}|rank\w* (?:of )?(?:our |the )?{_CUSTOMER}|{_CUSTOMER} rank\w*)\b"
    # the biggest revenue: "qui a le plus gros chiffre d'affaires ?", "which customer has
    # the highest revenue?", "quel client fait le plus de CA ?"
    rf"|\b(?:quel(?:le)?s? {_CUSTOMER}|qui|which {_CUSTOMER}|what {_CUSTOMER}|who|whos|who's)"
    rf"\b.{{0,30}}\b(?:le plus (?:gros|grand|important|eleve)|le plus de|the (?:biggest|"
    rf"largest|highest|most|greatest)|(?:biggest|largest|highest|most|greatest))\s+"
    rf"(?:chiffre d'affaires|chiffre d affaires|ca|revenue|turnover|sales)\b"
    rf"|\b(?:{_CUSTOMER} (?:les? plus|the most) (?:endette\w*|indebted|rentables?|profitable)|"
    rf"most indebted|plus endette\w*)\b"
    # who has the most (or the fewest) unpaid or late bills: "quel client a le plus
    # d'impayés ?", "quel est le client qui a le plus de factures en retard", "whos got the
    # most unpaid invoices", "who has the least overdue bills"
    rf"|\b(?:quel(?:le)?s? {_CUSTOMER}|qui|which {_CUSTOMER}|what {_CUSTOMER}|who|whos|who's)"
    rf"\b.{{0,30}}\b(?:{_MOST})\s+(?:(?:d'|de |des )\s*)?(?:\w+\s+){{0,2}}?"
    rf"(?:impaye\w*|unpaid|overdue|outstanding|late|retard\w*|factures?|bills?|invoices?|"
    rf"dettes?|debts?)\b"
    # the biggest sum owed of a customer: "which client has the largest unpaid balance?",
    # "who has the biggest outstanding?", "le client avec le plus gros encours ?", "who has
    # the highest amount overdue?", "customer with the most overdue"
    rf"|\b(?:quel(?:le)?s? {_CUSTOMER}|qui|which {_CUSTOMER}|what {_CUSTOMER}|who|whos|who's|"
    rf"{_CUSTOMER})\b.{{0,30}}\b(?:le plus (?:gros|grand|important|eleve)|la plus (?:grosse|"
    rf"grande|importante|elevee)|(?:the )?(?:biggest|largest|highest|greatest|most|top))\s+"
    rf"(?:\w+\s+){{0,2}}?(?:balances?|soldes?|encours|outstanding|debts?|dettes?|overdue|"
    rf"unpaid|impayes?|arrears|amounts? (?:owed|overdue|outstanding|due|unpaid)|"
    rf"montants? (?:du|dus|impayes?|en retard|restants?)|sommes? dues?|retards? de paiement)\b"
    rf"|\b{_CUSTOMER} (?:with|avec|having|that has|qui a)\b.{{0,15}}\b(?:{_MOST})\s+"
    rf"(?:(?:d'|de |des )\s*)?(?:\w+\s+){{0,2}}?(?:impaye\w*|unpaid|overdue|outstanding|"
    rf"retard\w*|dettes?|debts?)\b"
    # who owes the least: "quel client nous doit le moins ?", "who owes us the least?"
    rf"|\b(?:quel(?:le)?s? {_CUSTOMER}|qui|which {_CUSTOMER}|what {_CUSTOMER}|who)\b"
    rf".{{0,30}}\b(?:doi\w+|doiv\w+|owe\w*)\b.{{0,20}}\b(?:le moins|the least|least)\b")


def _said_plus(text: str) -> str:
    """The message folded, "le +" read as "le plus" ("qui nous doit le + ??")."""
    return re.sub(r"\b(le|la|les|the)\s*\+(?=\s|$|\?)", r"\1 plus", fold_words(text))


def ranks_customers(text: str) -> bool:
    """Does the question ask for customers ranked by the sum of their bills (what each owes,
    who owes the most, who has the most unpaid bills, the top customers by amount billed)?"""
    said = _said_plus(text)
    return bool(RANK_CUSTOMERS.search(said)) or (bool(BY_COUNT.search(said)) and bool(
        re.search(rf"\b(?:quel(?:le)?s? {_CUSTOMER}|qui|which {_CUSTOMER}|what {_CUSTOMER}|"
                  r"who|whos|who's)\b", said)))


def ranks_least(text: str) -> bool:
    """Does a ranking ask for its bottom ("quel client nous doit le moins ?", "who owes us
    the least?", "qui a le moins d'impayés")?"""
    return bool(re.search(r"\b(?:le moins|the least|least|the fewest|fewest|bottom)\b",
                          fold_words(text)))


# A ranking by the number of bills, not their sum: "qui a le plus de factures ?", "which
# customer has the most bills?", "le plus grand nombre de factures impayées", "fewest
# invoices", "nombre de factures par client". Not "le plus facturé", "le plus gros chiffre
# d'affaires", "qui nous doit le plus", "le plus d'impayés" (sums).
BY_COUNT = re.compile(
    r"\b(?:(?:le|la) (?:plus|moins) (?:grand |petit )?(?:nombre )?(?:de |d'|d )"
    r"(?:\w+ ){0,2}?(?:factures?|fact)"
    r"|(?:the )?(?:most|fewest|least|highest number of|largest number of|greatest number of|"
    r"lowest number of|smallest number of|biggest number of) (?:\w+ ){0,2}?(?:bills|invoices)"
    r"|(?:nombre|nb|number|count) (?:de |d'|of )?(?:\w+ ){0,2}?(?:factures|bills|invoices)\b"
    r".{0,40}\b(?:par|per|by) (?:client|customer)"
    r"|(?:bill|invoice) counts? (?:par|per|by) (?:client|customer))\b")


# What is owed said of the bills ranked: "the most unpaid invoices", "le plus de factures en
# retard" rank what is owed (README: the same way as "who owes us the most?"), unless their
# number is said ("le plus grand nombre de factures impayées", "number of overdue bills").
_OWED_RANKED = re.compile(r"\b(?:impaye\w*|unpaid|overdue|en retard|late|outstanding|"
                          r"non (?:reglee|payee)s?|pending|en souffrance|echue\w*|past due)\b")
_NUMBER_SAID = re.compile(r"\b(?:nombre|nb|nbre|number|count|counts|combien|how many)\b")


def ranks_by_count(text: str) -> bool:
    """Does a ranking of customers count their bills ("qui a le plus de factures ?") rather
    than sum them? Bills owed ranked without their number said are summed."""
    said = _said_plus(text)
    if _OWED_RANKED.search(said) and not _NUMBER_SAID.search(said):
        return False
    return bool(BY_COUNT.search(said))


MAX_TOP = 10
_TOP = re.compile(r"\b(?:top|les|the|premiers|first|meilleurs|best|derniers|last|bottom|mes|nos|"
                  r"my|our)\s*"
                  r"(\d{1,3}|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|two|three|four|"
                  r"five|seven|eight|nine|ten)\s+(?:des |of )?(?:(?:premiers|meilleurs|"
                  r"best|plus gros|plus grands|biggest|largest|top|main|principaux|mauvais|"
                  r"pires|worst|slowest|latest|bad)\s+)?"
                  r"(?:client(?:e)?s?|customers?|debiteu\w*|"
                  r"debtors?|payeurs|payers)\b")


def ranking_size(text: str) -> int | None:
    """How many customers a ranking asks for ("top 3 clients" → 3, "the 5 best customers"
    → 5, "top 50" → MAX_TOP: a list stays bounded); None when none is said."""
    from services.text import number_of

    m = _TOP.search(fold_words(text))
    if m is None:
        return None
    said = number_of(m[1])
    return max(1, min(said, MAX_TOP)) if said else None


BIGGEST = re.compile(
    r"\b(?:plus (?:gros(?:se)?s?|grande?s?|eleve\w*|importante?s?|chere?s?)|la plus|le plus|"
    r"biggest|largest|highest|greatest|most expensive|max\w*|top bill|record)\b")
COUNT = re.compile(r"\b(?:combien|how many|how much|nombre d[e']|nb|nbre|no\. of|number of|"
                   r"count\w*|compte[rz]?|"
                   r"(?:le|au|en|the|in|a|quel|what|montant) total|total amount|totaux|somme|"
                   r"sum)\b")
ORDERS = re.compile(r"\b(?:commandes?|orders?|ordered|commande\w*)\b")
# One of the bills just listed: "which one is the biggest?", "laquelle est la plus élevée ?",
# "la plus grosse d'entre elles", "the largest of them".
AMONG = re.compile(r"\b(?:which one|what one|laquelle|lequel|celle|celui|(?:the|la|le) "
                   r"(?:biggest|largest|highest|plus grosse|plus grande|plus elevee) (?:one|of "
                   r"them|of those|d'entre elles|d'entre eux|parmi elles)|of them|of those|"
                   r"d'entre elles|d'entre eux|parmi elles|parmi eux|parmi celles-ci)\b")
BILL_WORD = re.compile(r"\b(?:factur\w*|invoice\w*|bills?|impaye\w*|unpaid|overdue)\b")
# A superlative said alone, after a list ("la plus grosse ?", "the biggest?", "et la plus
# chère ?", "which is the largest one?", "c'est laquelle la plus élevée ?"): the biggest of
# the bills just listed, as "la plus grosse d'entre elles" is.
BARE_BIGGEST = re.compile(
    r"^(?:(?:et|and|so|alors|donc|ok|okay|du coup|mais|but|then)\s+)*"
    r"(?:(?:which|what)(?: one)?(?:\s+(?:is|was|s))?\s+|(?:which|what)'s\s+|"
    r"(?:c'est |c est )?(?:quelle|laquelle|lequel|quel)(?:\s+est)?\s+|c'est\s+)?"
    r"(?:(?:the|la|le)\s+)?(?:(?:(?:la|le)\s+)?plus (?:grosse|gros|grande|grand|"
    r"elevee|eleve|importante|important|chere|cher)|biggest|largest|highest|most expensive|"
    r"maximum|max)(?:\s+(?:one|bill|invoice|facture|amount|montant))?"
    r"(?:\s+(?:alors|then|svp|please|stp|donc))?\s*[?!.]*$")


def among_listed(folded: str) -> bool:
    """Does the (folded) message ask for one of the bills just listed ("laquelle ?", "the
    largest of them"), a bare superlative included ("la plus grosse ?", "the biggest?")?"""
    return bool(AMONG.search(folded) or BARE_BIGGEST.match(folded.strip()))


Rank = Literal["latest", "earliest"]
_RANK_COUNT = (r"(\d{1,2}|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|one|two|three|"
               r"four|five|six|seven|eight|nine|ten|couple of)")
_LATEST = r"dernier\w*|latest|last|most recent|newest|plus recente?s?|recente?s?"
_EARLIEST = (r"premier\w*|premiere?s?|1(?:ere|er|re|st)s?|first|oldest|earliest|"
             r"plus ancienne?s?|anciennes?")
_BILLS = r"(?P<bills>factures?|bills?|invoices?|achats?|purchases?)"
_RANKED = (
    # "la dernière facture", "les 2 dernières factures", "the two last bills", "the last 3
    # invoices", "sa première facture", "the most recent bill", "her last unpaid invoice"
    rf"\b(?:(?P<before>{_RANK_COUNT})\s+)?(?P<rank>{_LATEST}|{_EARLIEST})\s+"
    rf"(?:(?:ever|very)\s+)?"  # "the first ever bill", "the very last invoice"
    rf"(?:(?P<after>{_RANK_COUNT})\s+)?(?:(?:unpaid|overdue|outstanding|paid|open)\s+)?"
    rf"{_BILLS}\b"
    # "la facture la plus récente", "les factures les plus anciennes", "the bill most recently
    # issued"
    rf"|\b{_BILLS.replace('bills>', 'bills2>')}\s+(?:(?:la|le|les|the)\s+)?"
    rf"(?P<rank2>plus recente?s?|plus ancienne?s?|most recent(?:ly issued)?|latest|newest|"
    rf"oldest|earliest)\b")


def bill_rank(text: str) -> tuple[Rank, int | None] | None:
    """Which end of a customer's bills a question asks for, and how many: "la dernière
    facture" (latest, 1), "les 2 premières factures" (earliest, 2), "the two last bills"
    (latest, 2), "the most recent invoice" (latest, 1); bills without a count: all of them,
    from that end ("les factures les plus anciennes"); "the latest bills" is no rank (every
    list is newest first). A period
    ("les 3 derniers mois", "last year's bills", "first quarter bills") is no rank: the rank
    word stands right before the bills."""
    from services.text import number_of

    folded = fold_words(text)
    m = re.search(_RANKED, folded)
    if m is None:
        # "et la dernière ?", "and the first one?", "the two latest ones?": of the bills just
        # listed, said in a few words
        m = re.fullmatch(
            rf"(?:(?:et|and|ok|so|alors)\s+)?(?:(?:laquelle|lequel|which one|which|what one)"
            rf"(?:\s+(?:d'entre elles|d'entre eux|of them|of those))?\s+(?:est|is|was|etait|"
            rf"c'est)\s+)?(?:(?:la|le|les|the|sa|son|ses|his|her|their)\s+)"
            rf"(?:(?P<before>{_RANK_COUNT})\s+)?(?P<rank>{_LATEST}|{_EARLIEST})"
            rf"(?:\s+(?P<after>{_RANK_COUNT}))?(?:\s+(?P<bills>one|ones|une?s?))?"
            rf"(?P<rank2>)(?P<bills2>)\s*\??", folded)
        if m is None:
            return None
    word = m["rank"] or m["rank2"]
    rank: Rank = "earliest" if re.match(_EARLIEST, word) else "latest"
    said = m["before"] or m["after"]
    count = number_of(said.replace("couple of", "couple")) if said else None
    plural = (m["bills"] or m["bills2"] or "").endswith("s") or (
        m[0].startswith(("les ", "et les ")) and not m["bills"])
    if count is None and plural:
        return (rank, None) if rank == "earliest" else None
    return rank, max(1, min(count or 1, 50))


# How punctually customers pay: who pays the latest ("quels clients paient le plus en
# retard ?", "who are our slowest payers?", "mauvais payeurs"), or whether one customer pays
# on time ("est-ce que John Doe paie à l'heure ?", "is Jane Smith a punctual payer?"). Not a
# list of overdue bills ("factures en retard de John Doe", "quels clients ont des factures en
# retard ?"), nor the average delay alone (AVERAGE_DELAY), nor one bill ("F-2026-0041
# a-t-elle été payée à temps ?").
_PAY = (r"(?:pai(?:e|ent|es)|paye(?:nt|s)?|payent|payer|regle(?:nt|s)?|regler|pays?|paying|"
        r"settles?|settling)(?:-t-(?:il|elle)|-(?:ils|elles))?")
_ON_TIME = (r"(?:a l'heure|a l heure|a lheure|a temps|dans les (?:temps|delais)|"
            r"a (?:la|leur|sa) date|"
            r"a (?:l'|leur |sa )?echeance|on time|in time|on schedule|by (?:the|their|its) due "
            r"dates?|promptly)")
PUNCTUALITY = re.compile(
    rf"\b(?:{_PAY}\b(?:\s+\w+){{0,4}}?\s+(?:(?:le |la |the )?(?:plus|most|moins|least)\s+)?"
    rf"(?:en retard|late|tard|lentement|slowly|vite|fast|quickly)"
    rf"|{_PAY}\b(?:\s+[\w']+){{0,4}}?\s+{_ON_TIME}"
    rf"|(?:mauvais|bons?|meilleurs?|pires?|gros|plus lents?|lents?|retardataires?)\s+payeu\w*"
    rf"|payeu\w*\s+(?:ponctuel\w*|en retard|retardataires?|lents?|fiables?)"
    rf"|(?:slow\w*|late|worst|bad|best|good|reliable|prompt|punctual|on-time|on time)\s+payers?"
    rf"|payers?\s+(?:ranking|ranked)"
    rf"|ponctuel\w*|ponctualite|punctual\w*|(?:clients? )?retardataires?|(?:slow|late) to pay"
    rf"|retards? de paiement par"
    rf"|(?:respecte\w*|respects?|honou?rs?)(?:-t-(?:il|elle)|-(?:ils|elles))?\s+"
    rf"(?:(?:ses|leurs|his|her|their|les|the)\s+)?"
    rf"(?:echeances|delais|due dates|payment terms|terms)"
    rf"|(?:classement|ranking) (?:des |of )?(?:retards|delais|late payments|payment delays))")


# A payer said as such ("mauvais payeurs", "punctual", "retardataires"): how they pay,
# whatever the tense.
PAYER_WORDS = re.compile(r"\b(?:payeu\w*|payers?|ponctu\w*|punctual\w*|retardataires?|"
                         r"respect\w*|honou?r\w*)\b")
# "Did Émilie Lefèvre pay late in 2025?", "has he paid on time?": what happened to the bills
# (those paid late), not how the customer pays.
# In French, the perfect: "Marie Dupont a-t-elle payé des factures en retard cette année ?",
# "combien de clients ont payé en retard en 2025 ?", "a-t-il réglé en retard ?".
PAST = re.compile(r"\b(?:did|didn't|didnt|has|hasn't|hasnt|have|haven't|havent|had)\b|"
                  r"\b(?:a|ont|avait|avaient|a-t-(?:il|elle|on)|ont-(?:ils|elles)|"
                  r"a t (?:il|elle|on)|ont (?:ils|elles))\s+(?:\w+\s+)?(?:paye|regle)\w*")


def asks_punctuality(text: str) -> bool:
    """Does the question ask how punctually customers pay (a ranking of the latest payers, or
    whether one customer pays on time), about no bill named by its number?"""
    from services.text import bill_numbers

    folded = fold_words(text)
    if PAST.search(folded) and not PAYER_WORDS.search(folded):
        return False
    return bool(PUNCTUALITY.search(folded)) and not bill_numbers(text)


def best_payers_first(text: str) -> bool:
    """Does a ranking of payers ask for the most punctual first ("nos meilleurs payeurs",
    "who pays on time the most", "best payers")?"""
    folded = fold_words(text)
    best = re.search(r"\b(?:meilleurs?|bons?|best|good|reliable|plus ponctuel\w*|most "
                     r"punctual|moins en retard|least late|le plus a l'heure|the most on "
                     r"time|fiables?|(?:le )?plus vite|fastest|quickest)\b", folded)
    return bool(best) and not re.search(
        r"\b(?:pires?|worst|mauvais|bad|slow\w*|lents?|le plus en retard|the latest|most "
        r"late)\b", folded)


# Two periods compared side by side: "compare le CA du T1 et du T2", "revenue 2025 vs 2026",
# "compare this quarter with the same quarter last year", "CA 2026 par rapport à 2025".
COMPARE_CUE = re.compile(r"\b(?:compar\w*|vs\.?|versus|contre|par rapport (?:a|au|aux)|"
                         r"against|relative to|face a|en regard de)(?=\W|$)")
# How a figure moved between two periods said ("évolution du CA entre 2024 et 2025", "revenue
# trend from 2024 to 2025"): a comparison of those two.
EVOLUTION = re.compile(r"\b(?:evolution|evolue\w*|trend|progression|difference|ecart|change)"
                       r"\b.{0,40}\b(?:entre|between|from|de|du)\b")
# A figure said to have moved, between two periods said ("elle a progressé entre 2025 et
# cette année ?", "has Doe grown from 2024 to 2025?", "ses achats ont baissé en 2026 par
# rapport à 2025"), or more or less in one than in the other ("elle a moins commandé cette
# année que l'an passé", "did Doe spend more in Q3 than in Q2?", "paying worse than last
# year"): a comparison of those two, when both are said.
CHANGE_SAID = re.compile(
    r"\b(?:progress\w*|augment\w*|baiss\w*|diminu\w*|recul\w*|chut\w*|grimp\w*|hausse|"
    r"croissance|decroissance|declin\w*|grow\w*|grew|growth|increas\w*|decreas\w*|"
    r"drop\w*|fell|fallen|rose|risen|shr[iau]nk\w*|went (?:up|down)|(?:is|are|was|were) "
    r"(?:up|down)|up or down|down or up|plus|moins|more|less|fewer|mieux|pire|better|worse|"
    r"davantage)\b")
# "year on year", "YoY", "d'une année sur l'autre": a period against the same one a year
# before (this year against last year when no period is said).
YEAR_ON_YEAR = re.compile(r"\b(?:year[- ](?:on|over|to)[- ]year|yoy|y/y|d'une annee sur "
                          r"l'autre|(?:d')?annee sur annee|en glissement annuel)(?=\W|$)")
# Where the two periods part: the strong joiners first ("vs", "par rapport à"), then "et",
# "avec", "with", "to", "à", then the "que" / "than" of "more in one than in the other".
_PARTS = (r"\s+/\s+|\s+(?:vs\.?|versus|contre|par rapport (?:a|au|aux)|compared (?:to|with)|"
          r"against|"
          r"relative to|face a|en regard de)\s+",
          r"\s+(?:et|and|avec|with|to|a|au|aux|from)\s+",
          r"\s+(?:que|than)\s+|\s+qu'(?=\w)")


def _two_periods(folded: str, than: bool = False) -> tuple[str, str] | None:
    """The two periods a folded message says on either side of a joiner ("T1", "T2"); with
    `than`, "que" / "than" part them too (a change said: "moins en 2026 qu'en 2025")."""
    from services.periods import said_period

    for joiner in _PARTS if than else _PARTS[:2]:
        for m in re.finditer(joiner, folded):
            left, right = folded[:m.start()], folded[m.end():]
            first, second = said_period(left), relative_period(right) or said_period(right)
            if first and second:
                return _year_shared(first, second), second
    return None


def compared_periods(text: str) -> tuple[str, str] | None:
    """The two periods a comparison says, as written (the first, the second: "T1", "T2"),
    or None when the message compares no two periods ("compare avec 2025" is one: a
    follow-up; "compare John Doe et Marie Dupont" compares customers)."""
    folded = fold_words(text)
    changed = CHANGE_SAID.search(folded) is not None
    yearly = YEAR_ON_YEAR.search(folded)
    if not COMPARE_CUE.search(folded) and not EVOLUTION.search(folded) and not changed \
            and yearly is None:
        return None
    if compared_customers(text) is not None:
        # customers compared over one period: "compare Anne Leroy et Marc Petit en 2026" says
        # no two periods (names are no "année", no "mars")
        return None
    two = _two_periods(folded, than=changed)
    if two is not None:
        return two
    if yearly is not None and len(customer_names(text)) <= 1:
        # "Doe year on year", "le CA T3 d'une année sur l'autre": the period said (this year
        # when none is) against the same period a year before
        from services.periods import said_period

        said = said_period(folded[:yearly.start()] + " " + folded[yearly.end():])
        return (said or "cette annee", "same period a year earlier")
    if len(customer_names(text)) > 1 or compared_customers(text) is not None:
        # "compare John Doe et Marie Dupont sur 2025", "John Doe vs Jane Smith revenue this
        # year": customers compared over one period, never that period with one nobody asked
        # for
        return None
    one = one_period_compared(text) if COMPARE_CUE.search(folded) else None
    # "compare le CA de 2025": that period with the one just before it, of the same length
    return (one, "la periode precedente") if one is not None else None


# A period that is the other side of a comparison ("compare avec 2025", "vs last year"): the
# last answer's period is the first side (a follow-up), never the period compared alone.
_COMPARAND = re.compile(
    r"\b(?:avec|avc|avek|aveq|with|wiht|to|a|au|aux|vs\.?|versus|contre|par rapport (?:a|au|aux)|"
    r"against|and|et|relative to|face a|en regard de)\s*(?:le |la |l'|les |the )?$")


def compared_with(text: str) -> str | None:
    """The one period a comparison says as its other side ("compare avec novembre", "vs
    2024", "comparé à l'an dernier"), as written: the last answer's period is the first."""
    from services.periods import said_period

    folded = fold_words(text)
    if not COMPARE_CUE.search(folded) or compared_periods(text) is not None:
        return None
    said = said_period(text)
    if said is None:
        return None
    at = folded.find(fold_words(said))
    return said if at >= 0 and _other_side(folded[:at], said) else None


def one_period_compared(text: str) -> str | None:
    """The one period a comparison says as its subject ("compare le CA de 2025", "compare
    this quarter"), as written; None when it says none, two, or only the other side
    ("compare avec 2025": a follow-up of the last answer), or asks an analysis."""
    from services.periods import said_period

    folded = fold_words(text)
    if not COMPARE_CUE.search(folded) or ANALYSIS_ASKED.search(folded.replace("par rapport",
                                                                              "")):
        return None
    said = said_period(text)
    if said is None:
        return None
    at = folded.find(fold_words(said))
    if at < 0 or _other_side(folded[:at], said) or not COMPARE_CUE.search(folded[:at]):
        return None
    return said


_COMPARAND_LEAD = re.compile(r"^(?:au|aux|a|avec|with|to|vs\.?|versus|contre|against)\s")


def _other_side(before: str, said: str) -> bool:
    """Is the period said as the other side of a comparison ("compare avec 2025", "comparé
    au second semestre 2025": the comparand word before it, or leading its words)?"""
    return bool(_COMPARAND.search(before) or _COMPARAND_LEAD.search(fold_words(said)))


_PART_OF_YEAR = re.compile(
    r"\b(?:[tqsh][1-4]|(?:1er|premier|second|deuxieme|troisieme|quatrieme|[1-4]e|1st|2nd|3rd|"
    r"4th|first|second|third|fourth) (?:trimestre|semestre|quarter|half)|janv\w*|fevr\w*|mars|"
    r"avril|mai|juin|juil\w*|aout|sept\w*|octo\w*|nove\w*|dece\w*|january|february|march|"
    r"april|may|june|july|august|september|october|november|december)\b")


def _year_shared(first: str, second: str) -> str:
    """The first period with the year the second says when it says none of its own: "T1 vs
    T2 2025" is T1 2025, "janvier et février 2025" January 2025."""
    year = re.search(r"\b20\d\d\b", second)
    if year and not re.search(r"\b20\d\d\b", first) and _PART_OF_YEAR.search(first):
        return f"{first} {year[0]}"
    return first


_UNITS = r"(?:annee|an|year|trimestre|quarter|semestre|half|mois|month|semaine|week|periode|period)"
_YEAR_AGO = (r"(?:last year|l'an dernier|l'an passe|(?:de )?l'annee (?:derniere|passee|"
             r"precedente|d'avant)|(?:a|one|1) year (?:earlier|before|ago)|un an (?:avant|plus "
             r"tot)|the year before|previous year|n-1)")


def relative_period(words: str) -> str | None:
    """The second period of a comparison said only relative to the first, in the words
    `services.periods.period_before` reads: "the same quarter last year", "le même mois l'an
    dernier" → "same period a year earlier"; "le trimestre précédent" as said; "au
    précédent", "the previous one" → "la période précédente". None: said on its own."""
    folded = fold_words(words).strip(" ?.!")
    if re.search(r"\b(?:same|meme|memes)\b", folded) and re.search(rf"\b{_YEAR_AGO}", folded):
        return "same period a year earlier"
    if re.search(rf"\b{_UNITS}s?\s+(?:d'avant|precedente?s?|before|earlier|prior)\b"
                 rf"|\b(?:previous|preceding|prior)\s+{_UNITS}s?\b", folded):
        return folded
    if re.search(r"\b(?:precedente?s?|previous(?: one)?|prior one|celui d'avant|celle d'avant|"
                 r"the one before)\b", folded):
        return "la periode precedente"
    return None


def bill_ask(text: str) -> BillAsk:
    """What a bill question asks for: the biggest bill, a count, the orders, or a list."""
    folded = fold_words(text)
    if compared_periods(text) is not None:
        return "compare"
    if AVERAGE_DELAY.search(folded):
        return "delay"
    if asks_punctuality(text):
        return "punctuality"
    if ranks_customers(text):
        return "customers"
    if bill_rank(text) is not None:
        return "bills"  # "la facture la plus récente" is a list of one, not the biggest
    if BIGGEST.search(folded) and (BILL_WORD.search(folded) or re.search(
            r"\b(?:sa|his|her|their|its|son|achat|purchase)\b", folded)
            or among_listed(folded)):  # "le plus gros achat de X": X's biggest bill
        return "biggest"
    if COUNT.search(folded) or BARE_TOTAL.match(folded.strip()):
        return "count"
    if ORDERS.search(folded) and not BILL_WORD.search(folded):
        return "orders"
    return "bills"


# What a customer bought, asked as such ("what has Doe bought from us, ever?", "qu'a acheté
# Doe ?", "Doe's purchases"): the list answers with the products of each bill.
PURCHASED = re.compile(r"\b(?:bought|buy|buys|buying|purchas\w*|achete\w*|acheter|achats?|"
                       r"commande\w*|ordered)\b")


def asks_purchases(text: str) -> bool:
    """Does the question ask what was bought (the products, not only the bills)?"""
    return PURCHASED.search(fold_words(text)) is not None


STATUS_WORD = re.compile(r"\b(?:retard\w*|overdue|late|impaye\w*|unpaid|outstanding|"
                         r"payee?s?|paid|echu\w*|owe\w*|doi\w+|regle\w*|settled)\b")


def says_what(text: str) -> bool:
    """Does the message itself say what it asks (biggest, count, orders, a status)?"""
    folded = fold_words(text)
    return bool(BIGGEST.search(folded) or COUNT.search(folded) or ORDERS.search(folded)
                or AVERAGE_DELAY.search(folded) or ranks_customers(text)
                or asks_punctuality(text) or compared_periods(text) is not None
                or says_status(text))


# Bills by their due date within a window: "quelles factures arrivent à échéance cette
# semaine ?", "what is due next week?", "les factures qui échoient ce mois-ci". Not "not yet
# due", "overdue", nor a day an unpaid status is asked on ("impayées au 1er décembre").
DUE_WINDOW = re.compile(
    r"\b(?:arriv\w* a (?:echeance|terme)|vien\w* a echeance|(?:qui )?echoi(?:t|ent|vent|ront|ra)|"
    r"a echeance (?:cette|ce|la semaine|le mois|d'ici|dans|demain|aujourd'hui)|"
    r"(?:fall\w*|coming|come|comes|becom\w*) due|"
    r"(?<!not )(?<!not yet )(?<!over)due (?:this|next|within|in the next|before the end of|by the "
    r"end of|tomorrow|today|d'ici)|payables? (?:cette|ce|this|next|la semaine|le mois))\b")


def asks_due_window(text: str) -> bool:
    """Does the question ask for the bills falling due within a period (by due date)?"""
    return bool(DUE_WINDOW.search(fold_words(text)))


# The order just answered about, spoken of again: "and when was it ordered?", "elle a été
# commandée quand ?", "quand sera-t-elle livrée ?", "what's its promised date?".
ORDER_IT = re.compile(r"\b(?:it|its|elle|la|l'a|this order|that order|cette commande|la "
                      r"commande)\b")
ORDER_WORDS = re.compile(r"\b(?:ordered|order date|placed|commandee?|passee?|livree?|"
                         r"livraison|delivered|delivery|shipped|expedie\w*|promise?|promised|"
                         r"due date|stage|etape|atelier|workshop|status|statut)\b")


def about_the_order(text: str) -> bool:
    """Does the message ask about the order just answered about, naming no other order, no
    bill and no customer ("and when was it ordered?")?"""
    from services.text import bill_numbers

    folded = fold_words(text)
    return bool(ORDER_IT.search(folded) and ORDER_WORDS.search(folded)) \
        and not BILL_WORD.search(folded) and not bill_numbers(text) \
        and named_customer(text) is None


def asks_average_delay(text: str) -> bool:
    """Does the message ask by how many days bills were paid late on average?"""
    return bool(AVERAGE_DELAY.search(fold_words(text)))


def says_status(text: str) -> bool:
    """Does the message say which bills (paid, unpaid, overdue, paid late)?"""
    from services.llm.lexicon import bill_status

    folded = fold_words(text)
    return bool(STATUS_WORD.search(folded)) or bill_status(folded) != "any"


MAX_COUNT_BACK_WORDS = 6


def counts_back(text: str) -> bool:
    """Is the message only a count or sum of the last answer ("how many in total?", "et
    combien ?", "combien au total ?", "et ça fait combien ?"): it names nothing of its own,
    so it cannot stand alone."""
    folded = fold_words(text)
    return bool(COUNT.search(folded) or BARE_TOTAL.match(folded.strip())) \
        and len(folded.split()) <= MAX_COUNT_BACK_WORDS and named_customer(text) is None


# A sum asked in one word or two ("total ?", "et le total ?", "the sum?", "montant total ?",
# "grand total?"): of the bills just listed.
BARE_TOTAL = re.compile(
    r"^(?:(?:et|and|so|alors|donc|ok|okay|du coup|then)\s+)*(?:(?:(?:quel|what)(?:'s| est| is)?"
    r"\s+)?(?:le|la|the|au|en|in)\s+)?(?:grand\s+)?(?:total|totaux|somme|sum|montant total|"
    r"total amount|montant global|overall amount)(?:\s+(?:alors|then|svp|please|stp|donc|"
    r"general|global|overall))?\s*[?!.]*$")


# One bill spoken of again ("elle a été payée ?", "is it overdue?", "cette facture est-elle
# réglée ?"), not bills or a customer ("ses autres factures", "his bills").
ONE_BILL = re.compile(r"\b(?:elle|celle-(?:ci|la)|(?:cette|la|this|that|the) (?:facture|bill|"
                      r"invoice)|(?:this|that) one|it|l'a|l'ont)\b")
MANY = re.compile(r"\b(?:autres?|others?|ses|his|her|their|leurs?|factures|bills|invoices|"
                  r"celles|ones|them|they|those|these|ces|ils|elles|clients?|customers?|"
                  # a person owes, a bill does not: "est-ce qu'elle nous doit encore ?"
                  r"doi\w+|owe\w*|nous|us|"
                  # a person has bills: "a-t-elle des impayés ?", "does it have any unpaid?"
                  r"des|any|impayes|impayees|retards|factures|unpaid ones)\b")


# What only a bill is said to be (issued, paid, due, settled), never an order: "elle a été
# émise quand ?", "was it paid?", "quelle est son échéance ?".
BILL_ONLY_WORDS = re.compile(r"\b(?:emise?s?|emis|issued|payee?s?|paid|reglee?s?|settled|"
                             r"echeance|echue?s?|due|facturee?s?|billed|invoiced)\b")


def of_a_bill_only(text: str) -> bool:
    """Does the message use a word said of a bill only, and none of an order ("livrée",
    "commande", "delivered")?"""
    folded = fold_words(text)
    return bool(BILL_ONLY_WORDS.search(folded)) and not ORDER_WORDS.search(folded) \
        and not re.search(r"\b(?:commandes?|orders?|colis|parcels?|meubles?)\b", folded)


def about_one_bill(text: str) -> bool:
    """Does the message ask about one bill without naming it (the one just shown)?"""
    folded = fold_words(text)
    return (bool(ONE_BILL.search(folded)) and not MANY.search(folded)) \
        or asks_bill_detail(text) or asks_whose_bill(text)


# What is on the bill just shown: "et ses lignes ?", "what's on it?", "le détail ?", "quels
# produits ?", "which items?" (its lines, shown with the bill). Not "his bills", nor a
# customer's products over a period (an analysis: "top products of John Doe").
BILL_DETAIL = re.compile(
    r"^(?:(?:et|and|ok|so|alors|puis)\s+)?(?:(?:montre|donne|show|give)(?:[- ]?(?:moi|me|nous))?"
    r"\s+)?(?:(?:les?|la|ses|sa|son|its|the|her|his|leurs?|their)\s+)?"
    r"(?:lignes?|lines?|line items?|details?|detail|contenu|content|articles?|items?|"
    r"produits?|products?)(?:\s+(?:de la facture|of the bill|of the invoice|dessus|on it|"
    r"factures?|svp|stp|please))?\s*\??$"
    r"|\b(?:what'?s|what is|whats|what was|what'?s been)\s+(?:on|in)\s+(?:it|that one|this one)\b"
    r"|\b(?:qu'y a-t-il|qu'est-ce qu'il y a|qu'est ce qu'il y a|il y a quoi)\s+(?:dessus|dedans|"
    r"sur cette facture|dans cette facture)\b"
    r"|\b(?:quels?|quelles?|which|what)\s+(?:sont\s+les\s+|are\s+the\s+)?(?:produits|products|"
    r"articles|items|lignes|lines)\s+(?:dessus|on it|y figurent|are on it|sont dessus|"
    r"de cette facture|of that bill|of this bill|on that bill|on this bill)\b")


def asks_bill_detail(text: str) -> bool:
    """Does the message ask what is on the bill just shown (its lines), naming nobody?"""
    folded = fold_words(text).strip()
    return bool(BILL_DETAIL.search(folded)) and named_customer(text) is None


# Whose the bill just shown is: "c'est pour quel client ?", "à qui est-elle ?", "whose bill
# is it?", "which customer is it for?", "pour qui ?".
WHOSE = re.compile(
    r"(?:(?:c'est|c est|elle est|it'?s|it is|is it|is that|was it|est-elle|est elle)\s+"
    r"(?:pour|a|de|for|to|of)\s+(?:quel(?:le)? client(?:e)?|qui|which customer|whom?)"
    r"|(?:pour|a|de)\s+(?:quel(?:le)? client(?:e)?|qui)(?:\s+(?:est-elle|est elle|c'est|"
    r"etait-elle|etait elle))?"
    r"|(?:quel(?:le)? client(?:e)?|qui)\s+(?:est-ce|est ce|c'est)"
    r"|whose (?:bill|invoice|is it|is that|one)(?: is (?:it|that|this))?"
    r"|who (?:is it|was it|is that) (?:for|billed to|issued to|made out to)"
    r"|(?:which|what) customer (?:is it|was it|is that|is this)(?: for)?"
    r"|(?:which|what) customer does it belong to|(?:for|to) (?:which|what) customer"
    r"|a qui (?:est-elle|est elle|appartient-elle|appartient elle|est cette facture|"
    r"appartient cette facture))"
    r"(?:\s+(?:please|svp|stp|deja|already|again|exactement|exactly))?\s*\??$")
# A whose-question is a few words; a longer one asks something else ("pour quel client la
# facture la plus élevée ?" is across customers).
MAX_WHOSE_WORDS = 8


def asks_whose_bill(text: str) -> bool:
    """Does the message ask whose the bill just shown is, naming nobody?"""
    folded = fold_words(text).strip()
    return bool(WHOSE.search(folded)) and len(folded.split()) <= MAX_WHOSE_WORDS \
        and not BIGGEST.search(folded) and not COUNT.search(folded) \
        and named_customer(text) is None


# The last list narrowed to a status: "only the unpaid ones", "seulement les impayées", "juste
# celles non réglées", "just the unpaid", "uniquement les impayées", "que les impayées".
NARROWS = re.compile(
    r"^(?:(?:et|and|ok|okay|so|alors|bon|now|maintenant)[,\s]+)?(?:(?:show|give|keep|list)(?: me)?"
    r"\s+|(?:montre|donne|garde|affiche|liste)(?:[- ]?(?:moi|nous))?\s+)?(?:only|just|seulement|"
    r"uniquement|juste|que|rien que|simply|solely|"
    # "dont en retard ?", "dont combien échues ?", "of which overdue?", "among them, the
    # overdue ones?", "parmi celles-ci, en retard ?": a part of the bills just listed
    r"dont|of which|of whom|among (?:them|those|these)|out of (?:them|those|these)|"
    r"of (?:them|those|these)|parmi (?:elles|eux|celles-ci|ceux-ci|celles-la|ces factures))\b")


# Which of the bills just listed have a status: "which are unpaid?", "ok thanks, which are
# overdue?", "lesquelles sont impayées ?", "quelles sont en retard ?", "which of them are
# paid?". Not "which bills are unpaid?" (bills named: a question of its own).
WHICH_ARE = re.compile(
    r"^(?:(?:et|and|ok|okay|so|alors|bon|merci|thanks|thank you|ok thanks|ok merci)[,\s]+)*"
    r"(?:which|what|lesquelles|lesquels|laquelle|lequel|quelles|quels|qui)\s+"
    r"(?:ones?\s+|of them\s+|of those\s+|d'entre elles\s+|d'entre eux\s+|parmi elles\s+)?"
    r"(?:are|is|were|was|sont|est|etaient|etait|ont ete|a ete|restent|remain)\b")


Wants = Literal["detail", "by_amount", "average_amount", "customer_count", "days_overdue"]
_POLITE = r"(?:\s+(?:svp|stp|please|pls|plz|s'il te plait|s'il vous plait|merci|thanks))?"
_LEAD = r"^(?:(?:et|and|ok|okay|so|alors|puis|then|now|maintenant|bon)[,\s]+)*"
# The last answer's bills in detail: "détaille", "détaille les factures", "more details",
# "show me the bills", "en détail svp". Not one bill's lines ("et ses lignes ?").
DETAIL_LAST = re.compile(
    rf"{_LEAD}(?:detaille[rz]?|detaillez|detail(?:le)?s? (?:les|them|it)|details? please|"
    rf"en detail|plus de details?|more details?|more detail|in detail|(?:show|give) me "
    rf"(?:the |more )?details?|(?:show|give|list)(?: me)? (?:the|those|these) (?:bills|invoices)|"
    rf"(?:montre|donne|liste)(?:[- ]?moi)? (?:les|ces) factures|le detail des factures|"
    rf"detaille[rz]? (?:les|ces) factures|the breakdown|breakdown)"
    rf"{_POLITE}\s*[?.!]*$")
# The last list, largest first: "trie par montant", "sorted by amount", "par montant
# décroissant", "biggest first", "classe-les par montant".
BY_AMOUNT = re.compile(
    r"\b(?:sort\w*|order(?:ed)?|trie[rz]?|triee?s?|trie-les|tri|classe[rz]?|classe-les|"
    r"range[rz]?|range-les)\b.{0,40}?\b(?:by|par|per) (?:amount|montant|total|value|valeur|"
    r"size)\b"
    r"|\b(?:par|by) (?:montant|amount|total) (?:decroissant|descending|croissant|ascending)\b"
    r"|\b(?:largest|biggest|highest|plus grosses?|plus gros|plus elevees?) (?:first|d'abord|"
    r"en premier|en tete)\b")
# The average amount of a bill: "et le montant moyen ?", "montant moyen des factures",
# "average bill amount", "facture moyenne", "panier moyen".
AVERAGE_AMOUNT = re.compile(
    r"\b(?:montants? moyens?|(?:facture|panier|ticket|total|ca) moyen(?:ne)?|moyenne (?:des|du) "
    r"(?:montants?|factures?)|montant (?:en )?moyenne|(?:average|mean|avg) (?:bill |invoice )?"
    r"(?:amount|bill|invoice|total|value|ticket|order value|basket|revenue per bill)s?)\b")
# How many customers the last answer's bills belong to: "combien de clients ?", "and how
# many customers?", "nombre de clients ?". A follow-up only: alone, it names no bills.
CUSTOMER_COUNT = re.compile(
    rf"{_LEAD}(?:combien de clients?|combien y a-t-il de clients|how many (?:different |"
    rf"distinct )?(?:customers|clients)|nombre de clients|number of customers|ca fait combien "
    rf"de clients)(?:\s+(?:differents|distincts|distinct|different|concernes|involved|in "
    rf"total|au total|en tout|y a-t-il|does that make|is that|ca fait|cela fait))*{_POLITE}"
    rf"\s*[?.!]*$")


SORT_WORDS = re.compile(
    r"\b(?:sort\w*|order(?:ed)?|trie[rz]?|triee?s?|tri|classe[rz]?|range[rz]?)(?:-les)?\b|"
    r"\b(?:by|par|per) (?:amount|montant|total|value|valeur|size)(?: (?:decroissant|"
    r"descending|croissant|ascending))?\b|\b(?:largest|biggest|highest|plus grosses?|plus gros|"
    r"plus elevees?) (?:first|d'abord|en premier|en tete)\b", re.I)


def without_sort_words(text: str) -> str:
    """The message without its words of order ("trie … par montant"): no name in them."""
    return re.sub(r"\s+", " ", SORT_WORDS.sub(" ", fold_words(text))).strip()


# Since when, asked of bills owed now ("since when?", "depuis quand ?" after "is Doe behind on
# any payments"): by how many days each is late, with its due date.
SINCE_WHEN = r"(?:depuis (?:quand|qd)|since when|depuis combien de temps)"
def without_since_when(text: str) -> str:
    """The message without its "since when?" ("depuis quand ?", "depuis combien de jours",
    "how long"): no period in those words."""
    return HOW_LATE.sub(" ", re.sub(rf"\b{SINCE_WHEN}\b", " ", fold_words(text)))


# By how many days each bill just listed is late: "de combien de jours ?", "how many days?",
# "by how many days?", "combien de jours de retard ?" (not on average: AVERAGE_DELAY).
DAYS_OVERDUE = re.compile(
    rf"{_LEAD}(?:(?:de |by |en )?combien de (?:jours|j)(?: de retard)?(?: chacune| chacun| pour "
    rf"chacune| en tout)?|(?:by )?how many days(?: (?:late|overdue|past due|behind))?(?: each)?|"
    rf"depuis combien de jours|(?:how|so) late(?: are they| is it)?|how overdue(?: are they| is "
    rf"it)?|{SINCE_WHEN}(?: (?:has it been|have they been|is it|are they|was it|were they) "
    rf"(?:overdue|late|unpaid|outstanding|due))?|(?:overdue|late|unpaid|en retard|impayee?s?) "
    rf"{SINCE_WHEN})(?: (?:sont-elles|sont elles|est-elle|est elle|elle est|elles sont|"
    rf"c'est|ca) (?:en retard|impayee?s?|due?s?|echue?s?))?{_POLITE}\s*[?.!]*$")


# How many customers a kind of bill concerns, asked in one question: "combien de clients ont
# des impayés ?", "how many customers have overdue invoices?", "nombre de clients en retard
# de paiement" (never "combien de clients avons-nous ?", which no bill answers).
CUSTOMERS_WITH_BILLS = re.compile(
    r"^\W*(?:et |and |so )?(?:combien de clients?|how many (?:different |distinct )?"
    r"(?:customers|clients)|nombre de clients|number of customers)\b[^.?!]{0,40}?\b"
    r"(?:impaye\w*|unpaid|overdue|en retard|late|owe\w*|doivent|devant|factur\w*|bills?|"
    r"invoices?|paye\w*|paid|echue?s?|relanc\w*)")


# How long a bill has been late, asked within a question that says whose ("How long has
# Antoine Leroy's invoice been overdue?", "Sophie Leroy est en retard de combien de jours ?",
# "depuis combien de temps Brooks n'a pas payé ?"): each bill listed says its days overdue.
HOW_LATE = re.compile(
    r"\b(?:how long|how many days|by how many days|how late|how overdue|since when|"
    r"(?:de |depuis )?combien de (?:jours|temps|semaines|mois)|depuis quand)\b")


def asks_how_late(text: str) -> bool:
    """Does a question ask how long a bill has been late (or owed)?"""
    folded = fold_words(text)
    return bool(HOW_LATE.search(folded)) and not AVERAGE_DELAY.search(folded) \
        and not re.search(r"\b(?:to pay|a payer|pour payer|pour regler|to settle)\b", folded)


def follow_wants(text: str) -> Wants | None:
    """What a follow-up wants of the last answer's bills: their detail, the list by amount,
    their average amount, how many customers (None: none of these); how many customers is
    also wanted by a question that asks it of a kind of bill ("combien de clients ont des
    impayés ?")."""
    folded = fold_words(text).strip()
    if CUSTOMER_COUNT.search(folded) or CUSTOMERS_WITH_BILLS.search(folded):
        return "customer_count"
    if DAYS_OVERDUE.search(folded) and not AVERAGE_DELAY.search(folded):
        return "days_overdue"
    if AVERAGE_AMOUNT.search(folded) and not AVERAGE_DELAY.search(folded):
        return "average_amount"
    if BY_AMOUNT.search(folded) and not ranks_customers(text):
        return "by_amount"
    if DETAIL_LAST.search(folded):
        return "detail"
    return None


def narrows_last(text: str) -> bool:
    """Does the message narrow the last list to a status ("only the unpaid ones", "which are
    unpaid?"), naming no customer: a follow-up, its first word no name."""
    folded = fold_words(text).strip()
    return bool(NARROWS.search(folded) or (WHICH_ARE.search(folded)
                                           and not BILL_WORD_ONLY.search(folded))) \
        and says_status(text) and named_customer(text) is None


BILL_WORD_ONLY = re.compile(r"\b(?:factur\w*|invoices?|bills?)\b")


# The last answer again, by customer: "par client ?", "and by customer?", "ventilé par
# client", "broken down by customer please". Nothing else said: what the last answer counted
# (its status, period, amount) is kept.
BY_CUSTOMER_ONLY = re.compile(
    rf"^(?:(?:et|and|ok|okay|so|alors|now|maintenant|puis|then)[,\s]+)*"
    rf"(?:(?:la meme chose|same|the same|pareil|idem|le meme|show (?:it|them|me)|montre"
    rf"(?:[- ]moi)?|detaille|details?|split|ventile\w*|broken down|break (?:it|them) down|"
    rf"repartis?|reparti\w*|group(?:ed|e\w*)?)\s+)?"
    rf"(?:par|per|by|pour chaque|for each|client par client|customer by customer)"
    rf"(?:\s+{_CUSTOMER})?(?:\s+(?:please|svp|stp|s'il te plait|s'il vous plait))?\s*\??$")


# Whose the last answer's bills are, said in a word or two: "by whom?", "par qui ?", "which
# customers?", "quels clients ?", "who paid?" (the last answer by customer).
BY_WHOM = re.compile(
    rf"{_LEAD}(?:by whom|par qui|from whom|who paid(?: them)?|"
    rf"qui a paye|qui les a payees?|qui a regle|(?:which|what|quels|quelles) {_CUSTOMER}|"
    rf"(?:lesquels|which ones) (?:des|of the) {_CUSTOMER}|who(?: are they)?)"
    rf"{_POLITE}\s*[?.!]*$")


def by_customer_only(text: str) -> bool:
    """Is the message only "by customer?" or "by whom?" (the last answer broken down by
    customer)?"""
    folded = fold_words(text).strip()
    return (bool(BY_CUSTOMER_ONLY.search(folded)) and (
        bool(re.search(rf"\b{_CUSTOMER}\b|client par client|customer by customer", folded)))) \
        or (bool(BY_WHOM.search(folded)) and not asks_whose_bill(text))


def refers_back(text: str) -> bool:
    """Does the message point back at the customer already in question ("sa plus grosse
    facture", "his unpaid bills", "ses impayées")?"""
    return bool(re.search(r"\b(?:sa|son|ses|his|her|their|leur|leurs|this customer|ce client|"
                          r"cette cliente|celles-ci|celles|ceux|those|these|ones|ces factures|"
                          r"lesquelles|laquelle|lequel|lesquels|which ones?|"
                          r"quels? (?:sont les |est le )?numeros?|which numbers?|"
                          r"what (?:are|were) they|(?:their|its) numbers?|"
                          r"(?:cette|this|that|the same|la meme) (?:periode|period)|"
                          r"meme periode)\b", fold_words(text)))


# The customer of the last answer, said by a pronoun: "does she owe us anything?", "a-t-il
# des impayés ?", "is he behind on payments?", "est-ce qu'elle nous doit encore ?".
SOMEONE_SAID = re.compile(r"\b(?:she|he|il|elle|lui|him|her)\b")


def points_at_someone(text: str) -> bool:
    """Does the message speak of a customer by a pronoun and name nobody (the customer of
    the last answer)? Only the customer carries over: not the question, nor its period."""
    return bool(SOMEONE_SAID.search(fold_words(text))) and named_customer(text) is None


# "il" that is no one: "combien y a-t-il …", "il reste …", "faut-il …", "s'agit-il …"
IMPERSONAL_IL = re.compile(
    r"\b(?:y a-t-il|y a t il|il y a|il y avait|(?:reste|faut|manque|agit|en reste)-t?-?il|"
    r"il (?:reste|faut|manque|s'agit|en reste))\b")


def speaks_of_someone(text: str) -> bool:
    """Does the message speak of one customer by a pronoun ("combien il nous doit au total
    ?", "how much does he owe us in total?"), an impersonal "il" ("combien y a-t-il
    d'impayés au total ?") being no one? A sum asked of someone is theirs, not every
    customer's."""
    return points_at_someone(IMPERSONAL_IL.sub(" ", fold_words(text)))


def in_total(text: str) -> bool:
    """Does the question ask for a sum ("au total", "in total")? Alone, a sum is of what is
    in question: the bills just listed in a follow-up, every bill in a new question."""
    return bool(re.search(r"\b(?:au total|en tout|in total|altogether|overall)\b",
                          fold_words(text)))


def of_the_business(text: str) -> bool:
    """Does the question speak of the business as a whole ("avons-nous", "do we have"): every
    customer, even in a follow-up?"""
    return bool(re.search(r"\b(?:avons-nous|avons nous|do we have|have we|we have|nous avons)\b",
                          fold_words(text)))


# A name taken back for the one after it: "Jean Martin, non pardon, John Doe", "pas Jean
# Martin mais John Doe", "Marie Dupont, I mean Paul Dupont".
CORRECTED = re.compile(
    r"(?i)\b(?:non,? pardon|pardon|sorry|i mean|je veux dire|ou plut[oô]t|plut[oô]t|rather|"
    r"(?:pas|not)\b[^,.;?!]{1,60}?\b(?:mais|but))\b[,:]?")


TURNOVER = re.compile(r"(?i)\bchiffres?\s+d(?:'|’|e\s)?\s?[aà]\w{0,3}fai\w*")


def named_customer(text: str) -> str | None:
    """The customer named, if any: a pronoun or a word of the question is no name; a name
    taken back ("Jean Martin, non pardon, John Doe") is not the one named."""
    from services.llm.lexicon import customer_name
    from services.periods import said_period

    folded = fold_words(text).strip()
    if BARE_TOTAL.match(folded) or BARE_BIGGEST.match(folded):
        return None  # "grand total ?", "total général ?", "la plus chère ?": no one named
    # "chiffre d'affaire 2025", "chiffre d'afaires": the turnover, however spelt, no name;
    # "depuis le début de l'année": a period, no name ("début")
    text = TURNOVER.sub(" ", text)
    period = said_period(text)
    if period and len(period.split()) > 1 and period[1:] == period[1:].lower():
        # (a phrase with a capital in it may hold a name: "Emilie Lefevre from ...")
        # Only the words that make the period go: a name typed after it ("CA 2025 garnier",
        # "unpaid since march whitfield") is the customer's, not the period's.
        text = re.sub(re.escape(period_said_only(period)), " ", text, flags=re.IGNORECASE)
    parts = CORRECTED.split(text)
    if len(parts) > 1 and (last := customer_name(parts[-1])) is not None:
        text = parts[-1] if _names(last) else text
    name = customer_name(text)
    if name is None:
        return None
    # "Dupont & Fils"; "est-elle", "a-t-il" are verbs, no names
    words = [w for w in name.split() if fold_words(w) not in NOT_NAMES
             and not _near_revenue(fold_words(w))  # "revnue": a word misspelt, no name
             and not re.search(r"-(?:t-)?(?:elles?|ils?|on|je|tu|nous|vous)$", fold_words(w))]
    if all(len(fold_words(w).strip(".")) <= 1 for w in words):
        return None  # "chiffre d affaires": an elided letter, no name (nor initials alone)
    return " ".join(words) or None


_ANY_DAY = date(2026, 6, 15)


def period_said_only(said: str) -> str:
    """The words of a period phrase (`said_period`: from its cue to the end of the sentence)
    that say the period: the shortest start of it read as the same dates ("2025 garnier" →
    "2025"); the whole phrase when it is no period these rules read."""
    from services.periods import Period, resolve_period

    today = _ANY_DAY  # the same dates or not, whatever the day (no clock read here)
    try:
        whole = resolve_period(said, today)
    except ValueError:
        return said
    if not isinstance(whole, Period):
        return said
    words = said.split()
    for size in range(1, len(words)):
        start = " ".join(words[:size])
        try:
            if resolve_period(start, today) == whole:
                return start
        except ValueError:
            continue
    return said


def email_named(name: str | None, message: str) -> str | None:
    """The e-mail address a staff message gives in place of a customer's name ("Analyse le
    client compta@atelier-durand.fr sur 2026", "What does accounts@oakridge.example owe?"):
    when the message holds one address and the name read is none or only words of it
    ("compta", or "Jean Martin" of "jean.martin@autre.fr"), the address, which the search
    matches exactly; else the name read."""
    from services.text import emails, search_key

    found = emails(message)
    if len(found) != 1:
        return name
    if not name:
        return found[0]
    said = set(re.findall(r"[^\W_]+", search_key(name)))
    return found[0] if said <= set(re.findall(r"[^\W_]+", found[0])) else name


def _names(name: str) -> bool:
    return any(fold_words(w) not in NOT_NAMES for w in name.split())


NOT_NAMES = frozenset({
    "his", "her", "their", "sa", "son", "ses", "leur", "leurs", "ones", "those", "celles",
    "ceux", "plus", "grosse", "gros", "biggest", "largest", "highest", "combien", "many",
    "au", "nous", "avons", "avons-nous", "we", "have", "orders", "commandes", "pour", "what",
    "about", "et", "and", "quelle", "quel", "quelles", "quels", "which", "ignore", "rules",
    "regles", "in", "total", "en", "tout", "impayees", "unpaid", "overdue", "retard",
    "facture", "bill", "invoice", "commande", "order", "la", "le", "les", "tous", "toutes",
    "all", "clients", "customers", "montant", "amount", "grande", "elevee", "y", "a-t-il",
    "a", "t", "il", "ya", "pourquoi", "why", "how", "comment", "two", "three", "four", "years",
    "year", "months", "month", "weeks", "week", "last", "past", "the", "over", "from",
    "deux", "trois", "annees", "ans", "mois", "semaines", "derniers", "dernieres", "every",
    "each", "list", "liste", "show", "revenue", "chiffre", "affaires", "baisse", "drop",
    "sales", "ventes", "turnover", "ht", "ttc", "dso", "relances", "relance",
    "relancer", "chase", "nb", "nbre", "nombre", "no",
    "receivables", "ytd", "invoiced", "billed", "dunning", "encaissement", "encaissements",
    "annuel", "annuelle", "mensuel", "mensuelle", "cumule", "cumulee", "trimestriel",
    "global", "globale", "salut", "bonjour", "hello", "hi", "hey", "coucou", "bonsoir",
    "please", "stp", "svp", "koi", "quoi", "kel", "kelle", "cb", "c", "billing", "collected",
    "panier", "moyen", "moyenne", "average", "revenu", "revenus",
    "dropped", "autre", "autres", "other", "others", "elle", "it", "cette", "this", "that",
    "these", "ces", "celle", "celle-ci", "celle-la", "didnt", "didn't", "hasnt", "hasn't",
    "havent", "haven't", "slow", "mauvais", "payeur", "payeurs", "who", "qui", "sont", "nos",
    "behind", "pay", "paying", "payer", "paye", "payes", "regle", "reglee",
    "cliente", "clientes", "toujours", "were", "was", "is", "are", "ont", "ete", "lesquelles",
    "lesquels", "laquelle", "lequel", "due", "when", "quand", "echeance", "payed",
    "ca", "cela", "ceci", "altogether", "overall", "much", "sum", "somme", "totaux", "fait",
    "makes", "encaisse", "encaisses", "encaissee", "encaissees", "paid", "payees", "reglees",
    "settled", "encours", "solde", "balance", "pending", "dues", "owed", "recu", "received",
    "par", "by", "only", "just", "seulement", "uniquement", "juste", "que", "simply", "solely",
    "one", "non", "not",
    # "the whole of last year", "toute l'année dernière", "l'année entière": a period's span
    "whole", "entire", "full", "complete", "entiere", "totalite", "toute", "integralite",
    "ensemble",
    # a verb of showing ("détaille ses factures"), or a rank ("et pour le troisième ?")
    "detaille", "detailler", "detaillez", "details", "detail", "montre", "montrez", "affiche",
    "affichez", "donne", "donnez", "listez", "premier", "premiere", "deuxieme",
    "second", "seconde", "troisieme", "quatrieme", "cinquieme", "first", "third", "fourth",
    "fifth", "number", "numero",
    # how customers pay ("quels clients paient le plus en retard ?", "slowest payers")
    "paient", "paie", "payent", "paie-t-il", "paie-t-elle", "slowest", "slower",
    "payers", "pays", "retardataires", "retardataire", "classement", "ranking", "latest",
    "late", "worst", "best", "meilleurs", "meilleur", "pires", "pire",
    "bons", "bon", "punctual", "ponctuel", "ponctuels", "ponctuelle", "ponctuelles", "quickest",
    "fastest", "our", "vs", "versus", "compare", "comparer", "comparez"})


def customer_names(text: str) -> list[str]:
    """Every customer a request names, the main one (`customer_name`) first: "Doe and
    Connor" names two."""
    from services.llm.lexicon import customer_name

    parts = CORRECTED.split(text)
    if len(parts) > 1:
        text = parts[-1]  # "Jean Martin, non pardon, John Doe": the name taken back is none
    main = customer_name(text)
    names = [main] if main else []
    for part in re.split(r"\s(?:and|et)\s|,\s*", text):
        name = customer_name(part)
        if name and name[:1].isupper() and all(
                fold_words(name) not in fold_words(n) and fold_words(n) not in fold_words(name)
                for n in names):
            names.append(name)
    return names


# Customers compared side by side over one period (`compare_customers`): "compare John Doe et
# Marie Dupont sur 2025", "John Doe vs Jane Smith revenue this year", "qui de Marie Dupont ou
# de Paul Dupont m'a rapporté le plus ?", "which of John Doe and Jane Smith paid more?".
MAX_COMPARED = 4
# Where the customers of a comparison part: "et", "ou", "vs", "avec", a comma, " / ".
_CUSTOMER_PARTS = re.compile(
    r"\s+(?:and|et|ou|or|vs\.?|versus|contre|avec|with|to|against|than|que|par rapport (?:a|à|au)|"
    r"compared (?:to|with)|face (?:a|à))\s+|\s*[,;:]\s*|\s+/\s+", re.IGNORECASE)
# The question is asked among the customers it names: "qui de X ou de Y", "lequel de",
# "which of", "entre X et Y", "parmi", "among", "between".
_AMONG_NAMED = re.compile(r"\b(?:qui d[e']|lequel d[eu']|laquelle d[e']|lesquel(?:le)?s d[e']|"
                          r"which of|who of|entre|between|parmi|among(?:st)?)\s*")
# Who is ahead, asked of the customers named: "John Doe ou Jane Smith : qui a payé le plus ?",
# "who paid more, John Doe or Jane Smith?".
_WHO_MORE = re.compile(r"\b(?:qui|who|lequel|laquelle|which one)\b.{0,60}\b(?:plus|moins|"
                       r"mieux|more|less|most|least|better|best|worse|higher|lower|bigger)\b")


# Who pays best, asked of customers compared: "qui paie le mieux entre X et Y ?", "which of
# X and Y pays on time more often?", "le plus ponctuel".
_PAYS_BEST = re.compile(r"\b(?:paie\w*|paye\w*|pays|pay|payer)\b.{0,25}\b(?:le mieux|mieux|"
                        r"better|best|plus vite|faster|quickest|a l'heure|on time)\b"
                        r"|\b(?:plus ponctuel\w*|more punctual|most punctual|le meilleur "
                        r"payeur|the best payer|better payer)\b")


def asks_who_pays_best(text: str) -> bool:
    """Does a comparison of customers ask who pays best (on time most often)?"""
    return asks_punctuality(text) or bool(_PAYS_BEST.search(fold_words(text)))


# One customer set against another: "John Doe paie-t-il mieux que Marie Dupont ?", "is John
# Doe a better payer than Jane Smith?", "did John Doe buy more than Jane Smith?".
_MORE_THAN = re.compile(r"\b(?:plus|moins|mieux|pire|autant|more|less|better|worse|bigger|"
                        r"higher|lower|larger)\b[^.?!]{0,40}\b(?:than|que|qu')")


# A family named by its surname, then each of its members by a first name: "Both Girards —
# Thomas and Paul —", "the Martins, Anne and Luc", "les deux Girard (Thomas et Paul)", "les
# Girard, Thomas et Paul": each first name with that surname.
_UPPER = r"[A-ZÀ-ÖØ-Þ]"
_FAMILY = re.compile(
    rf"\b(?P<lead>[Bb]oth(?: of)?(?: the)?|[Tt]he(?: two)?|[Ll]es(?: deux| trois)?|[Ll]es frères|"
    rf"[Ll]es sœurs|[Ll]es époux)\s+(?P<family>{_UPPER}[\w'’-]+)"
    rf"(?P<given>[\s,:;—–()-]+{_UPPER}[\w'’-]+(?:\s*(?:,|and|et|&)\s*{_UPPER}[\w'’-]+)+)")


def _singular(family: str) -> str:
    """A surname said in the English plural, as the customers carry it ("Girards": Girard;
    "Joneses": Jones); one that is no plural stays as said ("Girard", "Davis")."""
    if re.search(r"(?:s|x|z|ch|sh)es$", family):
        return family[:-2]
    if family.endswith("s") and not family.endswith(("ss", "is", "us")):
        return family[:-1]
    return family


def family_members(text: str) -> str:
    """The message with a family's members each given its surname ("Both Girards — Thomas and
    Paul —" → "Thomas Girard and Paul Girard"); as said when it names none so."""
    def spelt(m: re.Match[str]) -> str:
        if m["lead"].lower() == "the" and not m["family"].endswith("s"):
            return m[0]  # "the Doe, Smith and Jones bills": customers, no family
        family = _singular(m["family"])
        given = re.findall(rf"{_UPPER}[\w'’-]+", m["given"])
        named = [f"{first} {family}" for first in given]
        return " " + ", ".join(named[:-1]) + " and " + named[-1] + " "

    return _FAMILY.sub(spelt, text)


def _names_in_order(text: str) -> list[str]:
    """Every customer a message names, in the order said, each capitalised (a pronoun or a
    word of the question is no name: "John Doe et sa femme" names one)."""
    from services.llm.lexicon import customer_name

    parts = CORRECTED.split(text)
    if len(parts) > 1:
        text = parts[-1]  # "Jean Martin, non pardon, John Doe": the name taken back is none
    text = family_members(TURNOVER.sub(" ", text))
    # Hurried staff type names in lowercase ("compare lefevre et garnier sur 2026"): when the
    # message capitalises no name, a lowercase one counts (the words of the question, the
    # periods and the small words are never one: `customer_name`).
    whole = customer_name(text)
    lowercase = whole is not None and whole == whole.lower()
    names: list[str] = []
    for part in _CUSTOMER_PARTS.split(text):
        found = customer_name(part)
        if not found:
            continue
        words = [w for w in found.split() if fold_words(w) not in NOT_NAMES]
        name = " ".join(words)
        if not name or not (name[:1].isupper() or lowercase) \
                or all(len(fold_words(w).strip(".")) <= 1 for w in words):
            continue
        key = fold_words(name)
        if all(key not in fold_words(n) and fold_words(n) not in key for n in names):
            names.append(name)
    return names


def compared_customers(text: str) -> list[str] | None:
    """The customers a message compares over one period, in the order said (two or more;
    more than `MAX_COMPARED` is said so by the caller), or None when it compares none: one
    customer named ("John Doe et sa femme"), two periods said ("compare John Doe sur 2025 et
    2026": periods compared), or customers at large ranked ("top clients 2025 : John Doe,
    Marie Dupont" ranks every customer) unless the question is asked among those named
    ("quel client nous doit le plus entre John Doe et Marie Dupont ?")."""
    folded = fold_words(text)
    names = _names_in_order(text)
    if len(names) < 2:
        return None
    unnamed = folded
    for name in names:  # "Anne Leroy", "Marc Petit" are no "année", no "mars"
        unnamed = unnamed.replace(fold_words(name), " ")
    if _two_periods(unnamed) is not None:
        return None
    first = folded.find(fold_words(names[0]).split()[0])
    among = any(m.end() <= first + 1 for m in _AMONG_NAMED.finditer(folded)) if first >= 0 \
        else False
    # "Lefebvre ou Thomas Girard, qui a le plus acheté ?", "Hargreaves or Walsh: who owes
    # more?": a choice between the customers named is asked among them, never of everyone
    among = among or bool(re.search(
        rf"{re.escape(fold_words(names[0]))}\s+(?:ou|or|ou bien|or else)\s+"
        rf"{re.escape(fold_words(names[1]))}", folded)) or bool(re.search(
        # "Turner et Benali, ils nous doivent combien chacun ?": asked of each one named
        r"\b(?:chacun|chacune|each|both|tous (?:les )?deux|toutes (?:les )?deux|"
        r"l'un et l'autre)\b", folded))
    if ranks_customers(text) and not among:
        return None
    if among or COMPARE_CUE.search(folded) or _WHO_MORE.search(folded) \
            or _MORE_THAN.search(folded) \
            or re.search(r"\b(?:difference|ecart|side by side|cote a cote)\b", folded):
        return names
    return None


EVERY_CUSTOMER = re.compile(
    r"\b(?:tou(?:s|tes) (?:les|nos|mes) client(?:e)?s|toute (?:la|notre) clientele|"
    r"(?:all|every|each) (?:of )?(?:our |the |my )?(?:customers?|clients?|accounts?)|"
    r"chaque client|everyone|tout le monde)\b")


def every_customer(text: str) -> bool:
    """Does a request speak of every customer ("tous les clients", "all our customers")?"""
    return bool(EVERY_CUSTOMER.search(fold_words(text)))


# What one figure of a bill question is, for a message that asks several: a delay, what is
# owed, what was paid, what was paid late, the total billed, the biggest bill. A list of
# every bill (status column) covers the statuses; a bare list names no figure.
Figure = Literal["delay", "owed", "paid", "paid_late", "total", "biggest"]
_CLAUSE_BREAK = re.compile(r"[?;!\n]+|,\s*|\s+\b(?:et|and|ainsi que|as well as|plus)\b\s+")


def clause_figure(text: str) -> Figure | None:
    """The figure one clause asks for, read by rules (None: none said)."""
    from services.text import bill_status

    ask = bill_ask(text)
    if ask == "delay":
        return "delay"
    if ask == "biggest":
        return "biggest"
    if ask in ("customers", "orders"):
        return None
    status = bill_status(text)
    if status in ("unpaid", "overdue", "not_due"):
        return "owed"
    if status in ("paid", "paid_late"):
        return status
    if TOTAL.search(fold_words(text)):
        return "total"
    return None


# The sum billed: "son total 2025", "total facturé", "chiffre d'affaires", "how much was billed".
TOTAL = re.compile(r"\b(?:total\w*|somme|sum|chiffre d'affaires|revenue|billed|invoiced|"
                   r"montant facture|(?:combien|how much) (?:\w+ ){0,3}(?:factur\w*|bill\w*))\b")


# The whole business's revenue in a period, no customer named: "chiffre d'affaires total
# 2026", "total revenue this year", "CA total 2025", "combien avons-nous facturé en 2026".
BUSINESS_TOTAL = re.compile(
    r"\b(?:(?:chiffre d'affaires|chiffre d affaires|ca|revenue|turnover|factur\w*|billed|"
    r"invoiced|sales|ventes)\b.{0,20}\b(?:total|totaux|global|globale|overall)|"
    r"(?:total|global|overall)\b.{0,10}\b(?:chiffre d'affaires|chiffre d affaires|ca|revenue|"
    r"turnover|factur\w*|billed|invoiced|sales|ventes))\b")
ANALYSIS_ASKED = re.compile(r"\b(?:analys\w*|bilan|rapport|report|synthese|synthesis|review|"
                            r"overview|point sur|relation\w*|marge\w*|margin\w*|rentab\w*|"
                            r"profit\w*|evolu\w*|trend\w*)\b")


# The turnover or what was billed, said as staff say it: "CA" (in capitals, or in lower case
# before what qualifies it: "ca ht novembre", "le ca du mois"), "chiffre d'affaire(s)" with
# its typos ("chiffre d'afaires"), revenue, turnover, sales, "facturé", "billed".
REVENUE = re.compile(
    r"\b(?:chiffres? d'? ?a\w{0,3}fai\w*|revenues?|turnover|sales|ventes|factur(?:e|ee|es|ees|"
    r"ation)|billed|invoiced|invoicing|billing|encaiss\w*|collected|"
    # "combien on a fait ce mois-ci ?", "how much did we make in Q2?": the turnover
    r"(?:combien|cb) (?:on a|avons-nous|a-t-on|nous avons|on) (?:fait|realise|vendu)|"
    r"how much (?:did|have|do) we (?:make|made|sell|sold|do|done|earn|earned)|"
    r"(?:le|du|au|notre|our|mon|quel est le|c'est quoi le|koi le|quoi le) ca|"
    r"ca (?:ht|ttc|total|global|cumule|annuel|mensuel|de l'annee|du mois|du trimestre|"
    r"(?:de|du|d'|en|sur|pour|depuis|this|last|ytd|mtd) ?\w*|20\d\d|[tq][1-4]|s[12]|h[12]|"
    r"janv\w*|fevr\w*|mars|avril|mai|juin|juil\w*|aout|sept\w*|octo\w*|nove\w*|dece\w*)|"
    r"(?:^|\W)ca\s*\??$)")
# A cause asked ("pourquoi le CA a baissé ?", "why did revenue drop?"): figures, not causes.
WHY = re.compile(r"\b(?:pourquoi|why|how come|comment se fait|explique\w*|explain\w*)\b")
# A word that speaks of one customer: "son CA", "his revenue", "ce client".
ONE_CUSTOMER = re.compile(r"\b(?:sa|son|ses|his|her|their|its|leur|leurs|ce client|cette "
                          r"cliente|this customer|that customer|il|elle|she|he)\b")


# The turnover's words misspelt ("revnue", "reveneu", "turnvoer"): near enough, same first
# letter; never a real word meant otherwise ("revenu": came back).
_REVENUE_WORDS = ("revenue", "turnover", "invoiced")
_REAL_WORDS = frozenset({"revenu", "revenus", "revenir", "revenue"})


def _near_revenue(folded: str) -> bool:
    from difflib import SequenceMatcher

    return any(word not in _REAL_WORDS and word[0] == target[0]
               and abs(len(word) - len(target)) <= 1
               and SequenceMatcher(None, word, target).ratio() >= 0.8
               for word in re.findall(r"[a-z]{6,}", folded) for target in _REVENUE_WORDS)


def says_revenue(text: str) -> bool:
    """Does the message name the turnover or what was billed ("CA", "chiffre d'affaires",
    "revenue", "turnover", "facturé"), however spelt?"""
    folded = fold_words(text)
    return bool(REVENUE.search(folded) or re.search(r"\bC\.?A\.?(?=\s|$|\?|,)", text)
                or _near_revenue(folded)
                # "how much did we bill her in 2025?", "what have we invoiced them?"
                or re.search(r"\bwe (?:bill|invoice)\b|\b(?:bill|invoice) (?:him|her|them)\b",
                             folded))


def business_figure(text: str) -> bool:
    """Is the message a figure of the whole business ("quel est le CA de décembre ?", "what's
    our revenue this year?", "ca ht 2025"): the turnover or what was billed, naming no
    customer, speaking of none by a pronoun and asking no analysis? Then it is the figure of
    every customer's bills, never a question back asking which customer."""
    folded = fold_words(text)
    said = REVENUE.search(folded) or re.search(r"\bC\.?A\.?(?=\s|$|\?|,)", text) \
        or AVERAGE_AMOUNT.search(folded) or _near_revenue(folded)  # "panier moyen 2026"
    return bool(said) and not ANALYSIS_ASKED.search(folded) and not WHY.search(folded) \
        and not ONE_CUSTOMER.search(folded) and named_customer(text) is None


def business_total(text: str) -> bool:
    """Is the message the total billed to every customer ("chiffre d'affaires total 2026"),
    naming no customer and asking no analysis: bills across customers, not an analysis?"""
    folded = fold_words(text)
    return bool(BUSINESS_TOTAL.search(folded)) and not ANALYSIS_ASKED.search(folded) \
        and named_customer(text) is None


def asked_figures(text: str) -> list[Figure]:
    """Each figure the message asks for, clause by clause, in the order said, once each:
    "a-t-il des impayés et quel est son délai moyen de paiement ?" asks two."""
    found: list[Figure] = []
    for clause in _CLAUSE_BREAK.split(text):
        figure = clause_figure(clause) if clause.strip() else None
        if figure is not None and figure not in found:
            found.append(figure)
    return found


# Customers at large, not one customer (the offline model's classifier and the staff
# channel's long-ask reader, `staff_ask`, both read it).
ACROSS_CUSTOMERS = re.compile(
    r"\b(?:quels? clients?|quelles? clientes?|lesquels|which (?:customers?|clients?|accounts?)|"
    r"what customers?|^\W*(?:who|qui)\b|tous (?:les |nos )?clients|toute? la clientele|"
    # "tous clients confondus", "l'ensemble des clients", "across all customers", "overall"
    r"clients confondus|(?:l'ensemble|la totalite) (?:de (?:nos|la)|des) client\w*|"
    r"across (?:the board|customers)|company-wide|"
    r"(?:all|any|every) (?:of )?(?:our |the )?(?:customers?|clients?|accounts?)|everyone|"
    r"everybody|tout le monde|(?:les|des|nos|d'autres) clients|(?:our|the|other) customers|"
    r"clients? (?:qui|ayant|avec|en retard)|customers? (?:with|who|that|having))\b")


def about_all_customers(text: str) -> bool:
    """Does a staff question ask about customers at large ("quels clients ont des factures en
    retard ?", "who paid late in 2025?"), not one customer?"""
    return bool(ACROSS_CUSTOMERS.search(fold_words(text)))


def _name_words(text: str) -> set[str]:
    return set(re.findall(r"[^\W_]+", search_key(text)))


def said_in(name: str, *texts: str) -> bool:
    """Whether every word of `name` is a word of `texts` (a title, case and accents aside)."""
    words = _name_words(name)
    return bool(words) and words <= set().union(*(_name_words(t) for t in texts))


def grounded_name(name: str | None, message: str) -> str | None:
    """The model's customer name if its words are the message's own; else the name Python
    reads in the message (`named_customer`: "Lefèvre" when a model wrote "Émilie Lefèvre" of
    "analyse Lefèvre", and the search then asks which Lefèvre), else None, and the
    conversation or a question supplies it: a model that names another customer than the
    one asked about ("Marie Dupont" for "les factures de John Doe") gets no answer about
    that one. Used by the analysis and the billing questions alike."""
    if not name or said_in(name, message):
        return name
    read = named_customer(message)
    return read if read and said_in(read, message) else None


# Another customer than the ones offered: "aucun des deux, je cherchais Durand", "no, I
# meant Durand" (the request stands; only its customer changes).
CORRECTION = re.compile(
    r"\b(?:je cherchais|je voulais dire|je parlais d[eu]|je pensais a|c'etait plutot|plutot|"
    r"i meant|i mean|i was looking for|i was asking about|i was thinking of)\s+\w|"
    # the customer of the last answer taken back for another: "non, Girard Thomas pas Girard
    # Paul", "oops wrong customer — Sophie Carter", "Camille, not Claire", "Hargreaves* sorry",
    # "actually no, Paul", "ah non c'est Paul, l'autre Girard", "Benali, sans double l",
    # "Non attends, c'est Emma Walsh que je voulais"
    r"^(?:(?:ah|oh|euh|hmm|hm)\W+)?(?:non|no|nope|oops|oups|pardon|sorry|desolee?|actually|"
    r"en fait|attends|wait|erreur|my bad|mauvais client|wrong (?:customer|one|client|name))\b|"
    r"\b(?:wrong (?:customer|one|client|name)|mauvais client|pas (?:le|la) bonne?|"
    r"not (?:that|the right) one|l'autre \w+|the other \w+|que je voulais|i wanted|"
    r"sans (?:double|deux|un|une|le|la|l')|with(?:out)? (?:a |one |two |double |the )?\w$|"
    r"sorry|pardon|desolee?)\b|"
    r"\b(?:pas|not) \w+\W*$|, (?:pas|not) ")
