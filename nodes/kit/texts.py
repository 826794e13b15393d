"""Fixed texts every workflow shares, in French and English."""

from __future__ import annotations

from nodes.kit.say import Texts

KIT_TEXTS: Texts = {
    "say_done_before_move": {
        "fr": "D'abord, votre demande précédente a bien été traitée : la livraison de votre "
              "commande {number} est désormais prévue le {slot}.",
        "en": "First, your previous request went through: the delivery of your order "
              "{number} is now booked for {slot}.",
    },
    "say_done_before_case": {
        "fr": "D'abord, votre demande précédente a bien été traitée : le dossier {case} est "
              "ouvert pour votre commande {number}.",
        "en": "First, your previous request went through: case {case} is open for your "
              "order {number}.",
    },
    "say_model_unavailable": {
        "fr": "Désolé, je n'ai pas pu traiter votre message pour le moment. Merci de réessayer "
              "dans un instant.",
        "en": "Sorry, I could not process your message just now. Please try again in a moment.",
    },
    "say_system_unavailable": {
        "fr": "Désolé, notre système ne répond pas pour le moment et rien n'a été modifié. "
              "Merci de réessayer dans un instant.",
        "en": "Sorry, our system is not responding right now and nothing was changed. Please "
              "try again in a moment.",
    },
    "say_result_unconfirmed": {
        "fr": "Désolé, notre système ne répond pas pour le moment et nous n'avons pas pu "
              "confirmer le résultat de votre demande. Nous vous le dirons à votre prochain "
              "message.",
        "en": "Sorry, our system is not responding right now and we could not confirm the "
              "result of your request. We will tell you on your next message.",
    },
    "say_staff_only": {
        "fr": "Cette demande est réservée à nos équipes internes. Je peux vous donner l'état de "
              "votre commande, déplacer votre livraison ou ouvrir un dossier si un meuble est "
              "arrivé endommagé.",
        "en": "This request is reserved for our internal teams. I can tell you where your order "
              "is, move your delivery or open a case if a piece arrived damaged.",
    },
    # A staff member takes none of the customers offered ("non", "aucun", "never mind").
    "say_search_dropped": {
        "fr": "D'accord, je laisse cette recherche de côté. Pour la reprendre, donnez-moi le "
              "nom exact du client, sa société ou son e-mail ; ou posez une autre question.",
        "en": "All right, I have dropped that search. To take it up again, give me the "
              "customer's exact name, company or e-mail; or ask another question.",
    },
    "say_out_of_scope": {
        "fr": "Cette demande sort de ce que je traite ici : je n'explique pas les évolutions "
              "des chiffres et je ne suis pas les dossiers après-vente. Je peux analyser la "
              "relation avec un client (« Analyse ma relation client avec John Doe sur l'année "
              "passée »), répondre sur les factures d'un client ou de tous (« Quelles factures "
              "de Dupont sont en retard ? », « Qui nous doit le plus ? ») ou suivre une "
              "commande.",
        "en": "This request is outside what I handle here: I do not explain changes in the "
              "figures or follow after-sales cases. I can analyse a customer relationship "
              "(\u201cAnalyse my customer relationship with John Doe over last year\u201d), "
              "answer about one customer's bills or everyone's (\u201cWhich of Dupont's "
              "invoices are overdue?\u201d, \u201cWho owes us the most?\u201d) or "
              "follow an order.",
    },
    # A staff question about what the back office does not hold (VAT, a sales rep, a
    # forecast, the stock: `services.llm.billing_words.NOT_HELD`): said plainly, nothing else given.
    "say_not_held": {
        "fr": "Je ne tiens pas cette information : je lis les clients, leurs factures "
              "(montants, dates d'émission, échéances, paiements) et les commandes, mais ni la "
              "TVA ou les taxes, ni les commerciaux qui suivent les clients, ni les stocks, et "
              "je ne fais pas de prévisions. Je peux analyser la relation avec un client "
              "(« Analyse ma relation client avec John Doe sur l'année passée »), répondre sur "
              "les factures d'un client ou de tous (« Quelles factures de Dupont sont en "
              "retard ? », « Qui nous doit le plus ? ») ou suivre une commande.",
        "en": "I do not hold that information: I read customers, their bills (amounts, issue "
              "and due dates, payments) and orders, but not VAT or taxes, the sales reps who "
              "look after customers, or stock, and I make no forecasts. I can analyse a "
              "customer relationship (\u201cAnalyse my customer relationship with John Doe "
              "over last year\u201d), answer about one customer's bills or everyone's "
              "(\u201cWhich of Dupont's invoices are overdue?\u201d, \u201cWho owes us the "
              "most?\u201d) or follow an order.",
    },
    # A greeting or "what can you do?" on the staff channel: what it does, nothing refused.
    "say_staff_capabilities": {
        "fr": "Bonjour. Je peux analyser la relation avec un client (« Analyse ma relation "
              "client avec John Doe sur l'année passée »), répondre sur les factures d'un client "
              "ou de tous (« Quelles factures de Dupont sont en retard ? », « Qui nous doit le "
              "plus ? », « Délai moyen de paiement de John Doe en 2025 ? ») ou suivre "
              "une commande (« Où en est SO-24903 ? »). Je ne modifie aucune donnée.",
        "en": "Hello. I can analyse a customer relationship (\u201cAnalyse my customer "
              "relationship with John Doe over last year\u201d), answer about one customer's "
              "bills or everyone's (\u201cWhich of Dupont's invoices are overdue?\u201d, "
              "\u201cWho owes us the most?\u201d, \u201cAverage payment time of "
              "John Doe in 2025?\u201d) or follow an order (\u201cWhere is SO-24903?\u201d). "
              "I change no data.",
    },
    # A thanks or a goodbye on the staff channel: a closing, nothing refused.
    "say_staff_welcome": {
        "fr": "Avec plaisir ! Je reste à votre disposition pour une autre question.",
        "en": "You are welcome! I am here if you have another question.",
    },
    "say_staff_goodbye": {
        "fr": "Au revoir ! Je reste à votre disposition pour une autre question.",
        "en": "Goodbye! I am here if you have another question.",
    },
    # A staff request to change data: the back office only reads (nothing was changed).
    # "depuis quand ?" after a figure: the period the last figure covered, as Python read it
    "say_last_period_issued": {
        "fr": "Le dernier chiffre porte sur les factures émises du {start} au {end}, "
              "c'est-à-dire depuis le {start}{basis}.",
        "en": "The last figure covers the bills issued from {start} to {end}, that is since "
              "{start}{basis}.",
    },
    "say_last_period_paid": {
        "fr": "Le dernier chiffre porte sur les factures payées du {start} au {end} (date de "
              "paiement), c'est-à-dire depuis le {start}.",
        "en": "The last figure covers the bills paid from {start} to {end} (payment date), "
              "that is since {start}.",
    },
    "say_last_period_none": {
        "fr": "Le dernier chiffre ne porte pas sur une période : il couvre toutes les factures "
              "concernées, quelle que soit leur date d'émission, état au {day}.",
        "en": "The last figure covers no period: it covers every bill concerned, whatever its "
              "issue date, as of {day}.",
    },
    "say_no_last_figure": {
        "fr": "Je n'ai donné aucun chiffre dans cette conversation : dites-moi lequel vous "
              "voulez et sur quelle période (par exemple « factures de John Doe depuis mars »).",
        "en": "I have given no figure in this conversation: tell me which figure you want and "
              "over which period (for example \u201cJohn Doe's bills since March\u201d).",
    },
    "say_read_only": {
        "fr": "Je ne peux rien modifier ici : le back-office consulte les factures et les "
              "clients mais ne peut pas les changer (marquer une facture payée, l'annuler, "
              "supprimer un client, accorder une remise, envoyer une relance ou un e-mail). "
              "Rien n'a été modifié.",
        "en": "I cannot change anything here: the back office reads bills and customers but "
              "cannot change them (mark a bill paid, cancel it, delete a customer, grant a "
              "discount, send a reminder or an e-mail). Nothing was changed.",
    },
    # The same, after the answer to the question asked in the same message.
    "say_change_declined": {
        "fr": "Le reste de votre demande n'a pas été fait : le back-office consulte les "
              "factures mais ne peut pas les modifier ici (ni paiement, ni annulation, ni "
              "remise, ni relance). Rien n'a été modifié.",
        "en": "The rest of your request was not done: the back office reads bills but cannot "
              "change them here (no payment, cancellation, discount or reminder). Nothing was "
              "changed.",
    },
}

# The same texts said to a staff member who acted on a customer's order (the staff channel):
# the order is the customer's, spoken of in the third person (`nodes.kit.say.for_channel`).
KIT_STAFF_TEXTS: Texts = {
    "say_done_before_move": {
        "fr": "D'abord, votre demande précédente a bien été traitée : la livraison de la "
              "commande {number} est désormais prévue le {slot}.",
        "en": "First, your previous request went through: the delivery of order {number} is "
              "now booked for {slot}.",
    },
    "say_done_before_case": {
        "fr": "D'abord, votre demande précédente a bien été traitée : le dossier {case} est "
              "ouvert pour la commande {number}.",
        "en": "First, your previous request went through: case {case} is open for order "
              "{number}.",
    },
}
