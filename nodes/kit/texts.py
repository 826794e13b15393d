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
    "say_out_of_scope": {
        "fr": "Je peux analyser la relation avec un client (« Analyse ma relation client avec "
              "John Doe sur l'année passée »), répondre sur les factures d'un client (« Quelles "
              "factures de Dupont sont en retard ? ») ou suivre une commande.",
        "en": "I can analyse a customer relationship (\u201cAnalyse my customer relationship "
              "with John Doe over last year\u201d), answer about a customer's bills (\u201cWhich "
              "of Dupont's invoices are overdue?\u201d) or follow an order.",
    },
}
