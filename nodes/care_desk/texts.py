"""Every sentence the care desk says to a customer, in French and English."""

from __future__ import annotations

from nodes.kit.say import Texts
from nodes.kit.texts import KIT_TEXTS

TEXTS: Texts = {
    **KIT_TEXTS,
    "ask_order_and_email": {
        "fr": "Pour vous aider, pouvez-vous me donner votre numéro de commande (par exemple "
              "SO-12345) et l'adresse e-mail utilisée pour la commande ?",
        "en": "To help you, could you give me your order number (for example SO-12345) and the "
              "e-mail address used for the order?",
    },
    "ask_order_and_email_where": {
        "fr": "Votre numéro de commande figure dans l'e-mail de confirmation de la commande et "
              "sur sa facture : il commence par SO- (par exemple SO-12345). Pour protéger vos "
              "données, j'ai besoin de ce numéro et de l'adresse e-mail utilisée pour la "
              "commande : pouvez-vous me les donner ?",
        "en": "Your order number is in the order confirmation e-mail and on its invoice: it "
              "starts with SO- (for example SO-12345). To protect your data, I need this number "
              "and the e-mail address used for the order: could you give me both?",
    },
    "ask_order_number": {
        "fr": "Quel est votre numéro de commande ? Il commence par SO- (par exemple SO-12345).",
        "en": "What is your order number? It starts with SO- (for example SO-12345).",
    },
    "ask_email": {
        "fr": "Quelle est l'adresse e-mail utilisée pour la commande {number} ?",
        "en": "What e-mail address was used for order {number}?",
    },
    # The staff channel: any order's status is read without an e-mail, a change is not.
    "ask_email_staff": {
        "fr": "Je peux vous donner l'état de n'importe quelle commande, mais je ne modifie une "
              "commande (sa livraison, un dossier) qu'avec l'adresse e-mail de son client. "
              "Quelle est l'adresse e-mail utilisée pour la commande {number} ?",
        "en": "I can give you the status of any order, but I change an order (its delivery, a "
              "case) only with its customer's e-mail address. What e-mail address was used "
              "for order {number}?",
    },
    "ask_which_order": {
        "fr": "De quelle commande s'agit-il ? {heading}\n{options}\nDonnez-moi "
              "son numéro de commande ou sa position dans la liste.",
        "en": "Which order is it about? {heading}\n{options}\nGive me its order "
              "number or its position in the list.",
    },
    # A yes (or "ok") said to "which order?": no answer to it; the same orders again.
    "ask_which_order_again": {
        "fr": "Votre réponse ne me dit pas de quelle commande il s'agit. {heading}\n{options}\n"
              "Répondez par sa position dans la liste (par exemple 1) ou par son numéro de "
              "commande.",
        "en": "Your answer does not tell me which order you mean. {heading}\n{options}\n"
              "Answer with its position in the list (for example 1) or its order number.",
    },
    # "les deux" to "which order?" for a move or a case: one order at a time.
    "ask_which_order_first": {
        "fr": "Je traite une commande à la fois : vous pourrez me redemander l'autre "
              "ensuite. Par laquelle commençons-nous ? {heading}\n{options}\nRépondez par "
              "sa position dans la liste (par exemple 1) ou par son numéro de commande.",
        "en": "I handle one order at a time: you can ask me about the other one next. Which "
              "one shall we start with? {heading}\n{options}\nAnswer with its position in the list "
              "(for example 1) or its order number.",
    },
    # The customer asked for their orders: the list is the answer, then an offer to go on.
    "list_orders": {
        "fr": "{heading}\n{options}\nVoulez-vous le détail de l'une d'elles ou déplacer sa "
              "livraison ? Donnez-moi son numéro de commande ou sa position dans la liste.",
        "en": "{heading}\n{options}\nWould you like the details of one of them, or to move its "
              "delivery? Give me its order number or its position in the list.",
    },
    # A question about an after-sales case, answered from the data (nothing is opened).
    "say_case_open": {
        "fr": "Un dossier après-vente est ouvert{scope} : {case}. Notre service "
              "après-vente le suit : inutile d'en ouvrir un autre pour le même problème.",
        "en": "An after-sales case is open{scope}: {case}. Our after-sales team is "
              "handling it: there is no need to open another one for the same problem.",
    },
    "say_cases_open": {
        "fr": "{count} dossiers après-vente sont ouverts{scope} :\n{cases}\nNotre service "
              "après-vente les suit.",
        "en": "{count} after-sales cases are open{scope}:\n{cases}\nOur after-sales team "
              "is handling them.",
    },
    "say_no_open_case": {
        "fr": "Aucun dossier après-vente n'est ouvert{scope}. Si un meuble est arrivé "
              "endommagé, dites-le-moi : je vous proposerai d'en ouvrir un.",
        "en": "No after-sales case is open{scope}. If a piece arrived damaged, tell me and I "
              "will offer to open one.",
    },
    "ask_which_slot": {
        "fr": "{why}Voici les créneaux de livraison disponibles pour la commande {number} :\n"
              "{options}\nLequel vous convient ?",
        "en": "{why}Here are the delivery slots available for order {number}:\n{options}\n"
              "Which one suits you?",
    },
    "ask_confirm_move": {
        "fr": "{changed}Je peux {action} la livraison de votre commande {number} ({products})"
              "{from_slot} au {slot}. Confirmez-vous ce changement ? (oui / non)",
        "en": "{changed}I can {action} the delivery of your order {number} ({products})"
              "{from_slot} to {slot}. Do you confirm this change? (yes / no)",
    },
    "ask_confirm_damage_case": {
        "fr": "Je suis désolé pour ce désagrément. {other}Je peux ouvrir un dossier après-vente"
              "{label} sur votre commande {number} ({products}).{problem} "
              "Voulez-vous que je l'ouvre ? (oui / non)",
        "en": "I am sorry about this. {other}I can open an after-sales case{label} on your "
              "order {number} ({products}).{problem} Shall I open it? (yes / no)",
    },
    "ask_confirm_late_case": {
        "fr": "La livraison de votre commande {number}, prévue le {slot}, {soon} : elle ne peut "
              "plus être déplacée en ligne. Voulez-vous que j'ouvre un "
              "dossier après-vente pour la commande {number} afin que notre équipe vous "
              "recontacte ? (oui / non)",
        "en": "The delivery of your order {number}, booked for {slot}, {soon}, so it can no "
              "longer be moved online. Shall I open an after-sales case for "
              "order {number} so that our team contacts you? (yes / no)",
    },
    "say_too_late_to_move": {
        "fr": "La livraison de votre commande {number}, prévue le {slot}, {soon} : elle ne peut "
              "plus être déplacée en ligne, aucun autre créneau ne "
              "peut donc lui être proposé. Si vous le souhaitez, demandez-moi de la déplacer "
              "et j'ouvrirai un dossier pour que notre équipe vous recontacte.",
        "en": "The delivery of your order {number}, booked for {slot}, {soon}, so it can no "
              "longer be moved online and no other slot can be offered. If "
              "you wish, ask me to move it and I will open a case so that our team contacts "
              "you.",
    },
    "ask_what_instead": {
        "fr": "Entendu, je ne change rien. Que préférez-vous ?",
        "en": "All right, nothing is changed. What would you prefer?",
    },
    "say_not_delivered": {
        "fr": "Votre commande {number} n'est pas encore livrée (elle est {status}) : un dossier "
              "pour meuble endommagé ne peut être ouvert qu'après la livraison.",
        "en": "Your order {number} is not delivered yet (it is {status}): a damage case can "
              "only be opened after the delivery.",
    },
    # A cancelled order is never "not delivered yet": it will not be delivered at all.
    "say_not_delivered_cancelled": {
        "fr": "Votre commande {number} est annulée : elle n'a pas été livrée, je ne peux donc "
              "pas ouvrir de dossier pour meuble endommagé sur cette commande.",
        "en": "Your order {number} is cancelled: it was not delivered, so I cannot open a "
              "damage case on it.",
    },
    "say_case_exists": {
        "fr": "Un dossier est déjà ouvert pour la commande {number} : {case}. Je n'en ouvre "
              "pas un second. Notre service après-vente vous recontacte : pour ajouter un "
              "détail à ce dossier, donnez-lui son numéro, {case}.",
        "en": "A case is already open for order {number}: {case}. I am not opening a second "
              "one. Our after-sales team will contact you: to add a detail to this case, give "
              "them its number, {case}.",
    },
    "say_status": {
        "fr": "{asked_day}Votre commande {number} ({products}) est {status}. {stage}{delivery} "
              "{delay} {reason}",
        "en": "{asked_day}Your order {number} ({products}) is {status}. {stage}{delivery} "
              "{delay} {reason}",
    },
    # "à quelle heure passe le livreur ?", "do I need to be there?", "le livreur appelle
    # avant ?": the slot booked (day, half-day and its hours, from the booking), then what
    # the desk can say of the visit (`visit_*`); never a time the booking does not hold.
    "say_delivery_visit": {
        "fr": "La livraison de votre commande {number} ({products}) {booked} {visit}",
        "en": "The delivery of your order {number} ({products}) {booked} {visit}",
    },
    "say_delivery_visit_unbooked": {
        "fr": "La livraison de votre commande {number} ({products}) n'est pas encore "
              "planifiée : je n'ai donc ni jour ni heure de passage à vous donner. {visit}",
        "en": "The delivery of your order {number} ({products}) is not scheduled yet, so I "
              "have no day or time to give you. {visit}",
    },
    "say_status_placed": {
        "fr": "Votre commande {number} ({products}) a été passée le {ordered}. Elle est "
              "{status}. {stage}{delivery} {delay} {reason}",
        "en": "Your order {number} ({products}) was placed on {ordered}. It is {status}. "
              "{stage}{delivery} {delay} {reason}",
    },
    "say_status_complaint": {
        "fr": "{asked_day}Votre commande {number} ({products}) est {status}. {stage}{delivery} "
              "{delay} {reason}\n{handled}",
        "en": "{asked_day}Your order {number} ({products}) is {status}. {stage}{delivery} "
              "{delay} {reason}\n{handled}",
    },
    "say_status_staff": {
        "fr": "La commande {number} {of_customer} ({products}), passée le {ordered}, est "
              "{status}. {stage}{delivery} {delay} {reason}",
        "en": "Order {number} {of_customer} ({products}), placed on {ordered}, is {status}. "
              "{stage}{delivery} {delay} {reason}",
    },
    "say_moved": {
        "fr": "C'est fait : la livraison de votre commande {number} est {done} {slot}.",
        "en": "Done: the delivery of your order {number} is {done} {slot}.",
    },
    "say_late_case": {
        "fr": "La livraison de votre commande {number}, prévue le {slot}, {soon} : elle ne peut "
              "plus être déplacée en ligne. J'ai ouvert le dossier "
              "{case} ; notre service après-vente vous recontacte très vite.",
        "en": "The delivery of your order {number}, booked for {slot}, {soon}, so it can no "
              "longer be moved online. I have opened case {case}; our "
              "after-sales team will contact you shortly.",
    },
    "say_damage_case": {
        "fr": "Je suis désolé {lead}votre commande {number}{tail}. J'ai ouvert le dossier "
              "{case} ; notre service après-vente vous recontacte pour la suite.",
        "en": "I am sorry {lead}your order {number}{tail}. I have opened case {case}; our "
              "after-sales team will contact you about the next steps.",
    },
    "say_not_found": {
        "fr": "Je ne trouve aucune commande correspondant à ce numéro et à cette adresse "
              "e-mail. Pouvez-vous vérifier l'un et l'autre ?",
        "en": "I cannot find any order matching this order number and e-mail address. Could "
              "you check both?",
    },
    # A staff member's status question reads any order: only the order number can be wrong.
    "say_not_found_staff": {
        "fr": "Je ne trouve aucune commande portant le numéro {number}. Pouvez-vous vérifier "
              "le numéro ?",
        "en": "I cannot find any order numbered {number}. Could you check the number?",
    },
    # Too many failed proofs of this number or this e-mail lately (services/proofs.py): the
    # same words whether or not the pair matches.
    "say_proof_locked": {
        "fr": "Pour protéger les commandes de nos clients, je ne peux plus vérifier ce numéro "
              "de commande ou cette adresse e-mail pour le moment : il y a eu trop d'essais "
              "infructueux. Réessayez dans un quart d'heure, ou connectez-vous à votre espace "
              "client.",
        "en": "To protect our customers' orders, I cannot check this order number or this "
              "e-mail address for now: there have been too many unsuccessful attempts. Please "
              "try again in a quarter of an hour, or sign in to your customer account.",
    },
    # A signed-in customer's identity is proven: only the order number can be wrong.
    "say_not_found_signed_in": {
        "fr": "Je ne trouve aucune commande à ce numéro à votre nom. Pouvez-vous vérifier le "
              "numéro de commande ?",
        "en": "I cannot find any order with this number in your name. Could you check the "
              "order number?",
    },
    "say_order_closed": {
        "fr": "La commande {number} est {status} : sa livraison ne peut pas être déplacée.",
        "en": "Order {number} is {status}: its delivery cannot be moved.",
    },
    "say_no_free_slot": {
        "fr": "Il n'y a plus de créneau de livraison libre pour la commande {number} dans les "
              "semaines à venir. Notre équipe peut vous aider par téléphone.",
        "en": "There is no free delivery slot left for order {number} in the coming weeks. "
              "Our team can help you by phone.",
    },
    "ask_next_request": {
        "fr": "Votre autre demande attend : {what}. Voulez-vous que je m'en occupe maintenant ? "
              "(oui / non)",
        "en": "Your other request is waiting: {what}. Shall I take care of it now? (yes / no)",
    },
    # "Mon autre commande" from a customer whose only order is the one in focus.
    "say_no_other_order": {
        "fr": "Je ne trouve pas d'autre commande à votre nom que la commande {number} : je "
              "laisse donc cette demande de côté.",
        "en": "I find no other order in your name than order {number}, so I am leaving that "
              "request aside.",
    },
    "say_queue_dropped": {
        "fr": "Entendu, je laisse cette demande de côté. Je reste à votre disposition.",
        "en": "All right, I will leave that request aside. I am here if you need anything.",
    },
    # "je préfère attendre de voir avec ma femme" to a proposal: not now.
    "say_put_off_move": {
        "fr": "Entendu, prenez votre temps : je n'ai rien modifié, la livraison de votre "
              "commande {number} reste comme elle était prévue. Je ne garde pas cette "
              "proposition : quand vous aurez décidé, redites-moi le jour souhaité et je "
              "regarderai à nouveau ce qui est libre.",
        "en": "All right, take your time: I have changed nothing, the delivery of your order "
              "{number} stays as it was booked. I am not keeping this proposal: once you have "
              "decided, tell me the day you want again and I will look at what is free then.",
    },
    "say_put_off_case": {
        "fr": "Entendu, prenez votre temps : je n'ai ouvert aucun dossier pour votre commande "
              "{number}. Je ne garde pas cette proposition : revenez vers moi quand vous aurez "
              "décidé.",
        "en": "All right, take your time: I have not opened any case for your order {number}. "
              "I am not keeping this proposal: come back to me once you have decided.",
    },
    # "merci", "thanks, bye" while a yes/no question waits: a closing; nothing written, the
    # proposal not kept.
    "say_thanks_move": {
        "fr": "Avec plaisir ! Je n'ai rien modifié : la livraison de votre commande {number} "
              "reste comme elle était prévue, et je ne garde pas cette proposition. Je reste à "
              "votre disposition si vous avez besoin d'autre chose.",
        "en": "You are welcome! I have changed nothing: the delivery of your order {number} "
              "stays as it was booked, and I am not keeping this proposal. I am here if you "
              "need anything else.",
    },
    "say_thanks_case": {
        "fr": "Avec plaisir ! Je n'ai ouvert aucun dossier pour votre commande {number}, et je "
              "ne garde pas cette proposition. Je reste à votre disposition si vous avez besoin "
              "d'autre chose.",
        "en": "You are welcome! I have not opened any case for your order {number}, and I am "
              "not keeping this proposal. I am here if you need anything else.",
    },
    # "bon ben tant pis, laissez comme ça" after a no: nothing changes.
    "say_left_as_is": {
        "fr": "Entendu, rien n'est modifié : je n'ai rien changé pour votre commande {number}. "
              "Je reste à votre disposition si vous avez besoin d'autre chose.",
        "en": "All right, nothing is changed: I have changed nothing for your order {number}. "
              "I am here if you need anything else.",
    },
    "say_list_dropped": {
        "fr": "Entendu : je n'ai modifié aucune livraison, celle de votre commande {number} "
              "reste comme elle était prévue. Si vous souhaitez toujours choisir un créneau, "
              "dites-le-moi et je vous redonne la liste.",
        "en": "All right: I have not changed any delivery, the one of your order {number} "
              "stays as it was booked. If you still want to choose a slot, tell me and I will "
              "list them again.",
    },
    "ask_other_slot": {
        "fr": "Entendu, aucun de ces créneaux ne vous convient et rien n'a été modifié. Quel "
              "jour (et plutôt le matin ou l'après-midi) vous arrangerait pour la livraison de "
              "la commande {number} ? Je regarde ce qui est libre.",
        "en": "All right, none of those slots suits you and nothing was changed. Which day "
              "(and rather morning or afternoon) would suit you for the delivery of order "
              "{number}? I will look at what is free.",
    },
    # A yes followed by another request is not consent: the proposal is asked again.
    "ask_again_move": {
        "fr": "Je n'ai pas encore fixé la livraison de votre commande {number} au {slot} : "
              "votre « oui » accompagnait une autre demande. Confirmez-vous ce créneau ? "
              "Répondez simplement oui ou non.",
        "en": "I have not set the delivery of your order {number} to {slot} yet: your "
              "\u201cyes\u201d came with another request. Do you confirm this slot? Just "
              "answer yes or no.",
    },
    "ask_again_damage_case": {
        "fr": "Je n'ai pas encore ouvert le dossier{label} sur votre commande "
              "{number} : votre « oui » accompagnait une autre demande. Voulez-vous que je "
              "l'ouvre ? Répondez simplement oui ou non.",
        "en": "I have not opened the case{label} on your order {number} yet: your "
              "\u201cyes\u201d came with another request. Shall I open it? Just answer yes "
              "or no.",
    },
    "ask_again_late_case": {
        "fr": "Je n'ai pas encore ouvert le dossier après-vente pour la livraison de votre "
              "commande {number}, {soon} : votre « oui » accompagnait une "
              "autre demande. Voulez-vous que je l'ouvre ? Répondez simplement oui ou non.",
        "en": "I have not yet opened the after-sales case for the delivery of your order "
              "{number}, {soon}: your \u201cyes\u201d came with another "
              "request. Shall I open it? Just answer yes or no.",
    },
    # A question (or a wait) while a yes/no waits: answered as far as the desk can, then
    # the proposal asked again, named in full (the next plain yes is consent to it).
    "ask_still_move": {
        "fr": "{answer}\n\nJe n'ai encore rien modifié. Voulez-vous que la livraison de votre "
              "commande {number} soit fixée au {slot} ? (oui / non)",
        "en": "{answer}\n\nI have not changed anything yet. Do you want the delivery of your "
              "order {number} set to {slot}? (yes / no)",
    },
    "ask_still_damage_case": {
        "fr": "{answer}\n\nJe n'ai encore rien ouvert. Voulez-vous que j'ouvre le dossier{label} "
              "sur votre commande {number} ? (oui / non)",
        "en": "{answer}\n\nI have not opened anything yet. Shall I open the case{label} on "
              "your order {number}? (yes / no)",
    },
    "ask_still_late_case": {
        "fr": "{answer}\n\nJe n'ai encore rien ouvert. Voulez-vous que j'ouvre le dossier "
              "après-vente pour la livraison de votre commande {number}, {soon} ? "
              "(oui / non)",
        "en": "{answer}\n\nI have not opened anything yet. Shall I open the after-sales case "
              "for the delivery of your order {number}, {soon}? (yes / no)",
    },
    # "attendez, en fait non", "wait, actually no" right after a move: it stands (nothing is
    # undone by itself); how to move it again, confirmed first as any move.
    "say_moved_already": {
        "fr": "La livraison de votre commande {number} a bien été {done} {slot}, et je n'ai "
              "rien changé depuis. Si ce créneau ne vous convient plus, je peux la déplacer à "
              "nouveau : dites-moi quel jour vous arrangerait{back}. Je vous demanderai de "
              "confirmer avant tout changement.",
        "en": "The delivery of your order {number} has been {done} {slot}, and I have changed "
              "nothing since. If this slot no longer suits you, I can move it again: tell me "
              "which day would suit you{back}. I will ask you to confirm before changing "
              "anything.",
    },
    "say_welcome": {
        "fr": "Avec plaisir ! Je reste à votre disposition si vous avez besoin d'autre chose.",
        "en": "You are welcome! I am here if you need anything else.",
    },
    # The same closing to a goodbye that thanks for nothing ("au revoir", "bye"): "you are
    # welcome" answers no thanks (`closing_text_id`).
    "say_goodbye": {
        "fr": "Au revoir ! Je reste à votre disposition si vous avez besoin d'autre chose.",
        "en": "Goodbye! I am here if you need anything else.",
    },
    "say_cannot_cancel": {
        "fr": "Je ne peux pas annuler une commande ni la rembourser depuis cette conversation, "
              "et rien n'a été modifié. Je peux vous donner l'état de votre commande, déplacer "
              "sa livraison (au moins 48 heures à l'avance) ou ouvrir un dossier si un meuble "
              "est arrivé endommagé.",
        "en": "I cannot cancel or refund an order from this conversation, and nothing has "
              "changed. I can tell you where your order is, move its delivery (at least 48 "
              "hours ahead) or open a case if a piece arrived damaged.",
    },
    # What the desk cannot do about a delivery (nodes/care_desk/scope.py), and what it can.
    "say_cannot_change_address": {
        "fr": "Je ne peux pas changer l'adresse de livraison depuis cette conversation, et rien "
              "n'a été modifié : la livraison reste prévue à l'adresse de la commande. Je peux "
              "déplacer la livraison à une autre date (au moins 48 heures à l'avance), vous "
              "donner l'état de votre commande ou ouvrir un dossier si un meuble est arrivé "
              "endommagé.",
        "en": "I cannot change the delivery address from this conversation, and nothing has "
              "changed: the delivery stays booked at the order's address. I can move the "
              "delivery to another date (at least 48 hours ahead), tell you where your order "
              "is or open a case if a piece arrived damaged.",
    },
    "say_cannot_hand_over": {
        "fr": "Je ne peux pas faire remettre la livraison à une autre personne (un voisin, un "
              "gardien) ni la faire déposer en votre absence depuis cette conversation, et rien "
              "n'a été modifié. Si personne ne peut être là, je peux déplacer la livraison à "
              "une autre date (au moins 48 heures à l'avance) ; je peux aussi vous donner "
              "l'état de votre commande ou ouvrir un dossier si un meuble est arrivé "
              "endommagé.",
        "en": "I cannot have the delivery handed to someone else (a neighbour, a caretaker) or "
              "left without you from this conversation, and nothing has changed. If nobody "
              "can be there, I can move the delivery to another date (at least 48 hours "
              "ahead); I can also tell you where your order is or open a case if a piece "
              "arrived damaged.",
    },
    "say_cannot_note_access": {
        "fr": "Je ne peux pas noter de consignes d'accès pour la livraison (étage, escalier, "
              "ascenseur) depuis cette conversation, et rien n'a été modifié. Je peux déplacer "
              "la livraison à une autre date (au moins 48 heures à l'avance), vous donner "
              "l'état de votre commande ou ouvrir un dossier si un meuble est arrivé "
              "endommagé.",
        "en": "I cannot take down access instructions for the delivery (floor, stairs, lift) "
              "from this conversation, and nothing has changed. I can move the delivery to "
              "another date (at least 48 hours ahead), tell you where your order is or open a "
              "case if a piece arrived damaged.",
    },
    "say_cannot_change_order": {
        "fr": "Je ne peux pas modifier ce qui a été commandé (taille, coloris, tissu, modèle) "
              "depuis cette conversation, et rien n'a été modifié : la commande reste telle "
              "qu'elle a été passée. Je peux déplacer sa livraison à une autre date (au moins "
              "48 heures à l'avance), vous donner l'état de votre commande ou ouvrir un dossier "
              "après-vente si un meuble a un problème.",
        "en": "I cannot change what was ordered (size, colour, fabric, model) from this "
              "conversation, and nothing has changed: the order stays as it was placed. I can "
              "move its delivery to another date (at least 48 hours ahead), tell you where your "
              "order is or open an after-sales case if a piece has a problem.",
    },
    "say_cannot_split": {
        "fr": "Je ne peux pas livrer une commande en plusieurs fois depuis cette conversation, "
              "et rien n'a été modifié : toute la commande est livrée ensemble, au créneau "
              "prévu. Je peux déplacer toute la livraison à une autre date (au moins 48 heures "
              "à l'avance), vous donner l'état de votre commande ou ouvrir un dossier après-vente "
              "si un meuble a un problème.",
        "en": "I cannot deliver one order in several goes from this conversation, and nothing "
              "has changed: the whole order is delivered together, in the slot booked. I can "
              "move the whole delivery to another date (at least 48 hours ahead), tell you "
              "where your order is or open an after-sales case if a piece has a problem.",
    },
    # A damage to the customer's home (a wall, the floor) told of the delivery: no case on
    # the furniture (`scope.home_damage_only`).
    "say_home_damage": {
        "fr": "Je suis désolé pour ce qui s'est passé. Un dégât chez vous lors de la livraison "
              "(un mur, un sol, une porte) n'est pas un dossier sur vos meubles : je ne peux "
              "pas l'enregistrer depuis cette conversation, et rien n'a été modifié. Notre "
              "équipe traite ces réclamations et peut vous aider par téléphone. Si un de vos "
              "meubles a aussi été abîmé, dites-le-moi : je peux ouvrir un dossier "
              "après-vente.",
        "en": "I am sorry about what happened. Damage to your home during the delivery (a "
              "wall, a floor, a door) is not a case on your furniture: I cannot record it from "
              "this conversation, and nothing has changed. Our team handles these complaints "
              "and can help you by phone. If one of your pieces was damaged too, tell me: I "
              "can open an after-sales case.",
    },
    "say_human": {
        "fr": "Je suis l'assistant en ligne et je ne peux pas vous transférer vers un conseiller "
              "depuis cette conversation : notre équipe peut vous aider par téléphone. Ici, je "
              "peux vous donner l'état de votre commande, déplacer votre livraison (au moins 48 "
              "heures à l'avance) ou ouvrir un dossier si un meuble est arrivé endommagé.",
        "en": "I am the online assistant and cannot transfer you to an adviser from this "
              "conversation: our team can help you by phone. Here, I can tell you where your "
              "order is, move your delivery (at least 48 hours ahead) or open a case if a piece "
              "arrived damaged.",
    },
    "say_complaint": {
        "fr": "Je comprends votre mécontentement. Je ne peux pas enregistrer de réclamation "
              "ni accorder de dédommagement depuis cette conversation, et rien n'a été "
              "modifié : notre équipe traite les réclamations et peut vous aider par "
              "téléphone. Ici, je peux vous donner l'état de votre commande, déplacer votre "
              "livraison (au moins 48 heures à l'avance) ou ouvrir un dossier si un meuble est "
              "arrivé endommagé.",
        "en": "I understand your frustration. I cannot record a complaint or grant "
              "compensation from this conversation, and nothing has changed: our team handles "
              "complaints and can help you by phone. Here, I can tell you where your order "
              "is, move your delivery (at least 48 hours ahead) or open a case if a piece "
              "arrived damaged.",
    },
    # Questions the desk has no answer for (nodes/care_desk/scope.py, `beyond_desk`).
    "say_cannot_answer_catalogue": {
        "fr": "Je ne peux pas vous renseigner sur nos modèles, leurs coloris ou leur "
              "disponibilité : je n'ai pas accès au catalogue depuis cette conversation. Je "
              "peux vous donner l'état de votre commande, déplacer sa livraison (au moins 48 "
              "heures à l'avance) ou ouvrir un dossier si un meuble est arrivé endommagé.",
        "en": "I cannot tell you about our models, their colours or whether they are in "
              "stock: I have no access to the catalogue from this conversation. I can tell you "
              "where your order is, move its delivery (at least 48 hours ahead) or open a case "
              "if a piece arrived damaged.",
    },
    "say_cannot_answer_price": {
        "fr": "Je ne peux pas vous renseigner sur les prix, ni ceux des meubles ni ceux de la "
              "livraison : je n'ai pas ces informations dans cette conversation. Je peux vous "
              "donner l'état de votre commande, déplacer sa livraison (au moins 48 heures à "
              "l'avance) ou ouvrir un dossier si un meuble est arrivé endommagé.",
        "en": "I cannot tell you about prices, of our furniture or of the delivery: I do not "
              "have that information in this conversation. I can tell you where your order "
              "is, move its delivery (at least 48 hours ahead) or open a case if a piece "
              "arrived damaged.",
    },
    "say_cannot_answer_warranty": {
        "fr": "Je ne peux pas vous renseigner sur la garantie de nos meubles : je n'ai pas ces "
              "informations dans cette conversation. Si un meuble est arrivé endommagé, je "
              "peux ouvrir un dossier après-vente ; je peux aussi vous donner l'état de votre "
              "commande ou déplacer sa livraison (au moins 48 heures à l'avance).",
        "en": "I cannot tell you about the warranty on our furniture: I do not have that "
              "information in this conversation. If a piece arrived damaged, I can open an "
              "after-sales case; I can also tell you where your order is or move its delivery "
              "(at least 48 hours ahead).",
    },
    "say_cannot_answer_zone": {
        "fr": "Je ne peux pas vous dire dans quelles villes ou régions nous livrons : je n'ai "
              "pas ces informations dans cette conversation. Je peux vous donner l'état de "
              "votre commande, déplacer sa livraison (au moins 48 heures à l'avance) ou ouvrir "
              "un dossier si un meuble est arrivé endommagé.",
        "en": "I cannot tell you which towns or regions we deliver to: I do not have that "
              "information in this conversation. I can tell you where your order is, move its "
              "delivery (at least 48 hours ahead) or open a case if a piece arrived damaged.",
    },
    "say_cannot_answer_delivery_service": {
        "fr": "Je ne peux pas vous renseigner sur ce qui se fait lors de la livraison au-delà "
              "de la remise des meubles (montage, reprise d'un ancien meuble ou des emballages, "
              "pourboire) ni rien y ajouter depuis cette conversation, et rien n'a été "
              "modifié. Je peux vous donner l'état de votre commande, déplacer sa livraison (au "
              "moins 48 heures à l'avance) ou ouvrir un dossier si un meuble est arrivé "
              "endommagé.",
        "en": "I cannot tell you about what is done at the delivery beyond bringing the "
              "furniture (assembly, taking away old furniture or the packaging, tipping) nor "
              "add anything to it from this conversation, and nothing has changed. I can tell "
              "you where your order is, move its delivery (at least 48 hours ahead) or open a "
              "case if a piece arrived damaged.",
    },
    # "what's your phone number?": no contact is held (no setting or data gives one), so none
    # is given, and the reply says so plainly (never "I cannot answer that question").
    "say_cannot_answer_contact": {
        "fr": "Je n'ai pas de numéro de téléphone ni d'autre contact de notre équipe à vous "
              "donner : aucun ne figure dans les informations dont je dispose. Ici, je peux "
              "vous donner l'état de votre commande, déplacer sa livraison (au moins 48 heures "
              "à l'avance) ou ouvrir un dossier si un meuble est arrivé endommagé.",
        "en": "I have no phone number or other contact for our team to give you: none is in "
              "the information I have. Here, I can tell you where your order is, move its "
              "delivery (at least 48 hours ahead) or open a case if a piece arrived damaged.",
    },
    "say_cannot_answer_hours": {
        "fr": "Je ne peux pas vous renseigner sur nos horaires d'ouverture : je n'ai pas ces "
              "informations dans cette conversation. Je peux vous donner l'état de votre "
              "commande, déplacer sa livraison (au moins 48 heures à l'avance) ou ouvrir un "
              "dossier si un meuble est arrivé endommagé.",
        "en": "I cannot tell you our opening hours: I do not have that information in this "
              "conversation. I can tell you where your order is, move its delivery (at least "
              "48 hours ahead) or open a case if a piece arrived damaged.",
    },
    # "how long does a case take?", "when will someone get back to me about my case?": no
    # delay is committed to anywhere (no setting, no data), so none is given, never made up.
    "say_cannot_answer_case_delay": {
        "fr": "Une fois un dossier après-vente ouvert, c'est notre service après-vente qui vous "
              "recontacte pour la suite ; je ne peux pas vous promettre de délai, aucun ne "
              "figure dans les informations dont je dispose. Je peux ouvrir un dossier si un "
              "meuble est arrivé endommagé, vous donner l'état de votre commande ou de vos "
              "dossiers, ou déplacer sa livraison (au moins 48 heures à l'avance).",
        "en": "Once an after-sales case is open, our after-sales team contacts you about the "
              "next steps; I cannot promise you a delay, as none is in the information I have. "
              "I can open a case if a piece arrived damaged, tell you where your order or your "
              "cases stand, or move its delivery (at least 48 hours ahead).",
    },
    "say_cannot_answer_delivery_days": {
        "fr": "Je ne peux pas vous dire les jours et horaires de livraison en général depuis "
              "cette conversation. Pour une de vos commandes, je peux vous donner les créneaux "
              "libres si vous voulez déplacer sa livraison (au moins 48 heures à l'avance), "
              "vous donner son état ou ouvrir un dossier si un meuble est arrivé endommagé.",
        "en": "I cannot tell you the delivery days and hours in general from this "
              "conversation. For one of your orders, I can give you the free slots if you want "
              "to move its delivery (at least 48 hours ahead), tell you where it is or open a "
              "case if a piece arrived damaged.",
    },
    # An order said to be someone else's (`scope.names_others_order`): nothing read.
    "say_others_order": {
        "fr": "Je ne peux vous renseigner que sur vos propres commandes, celles du compte avec "
              "lequel vous êtes connecté : je ne peux rien vous dire de la commande d'une autre "
              "personne. Elle peut nous écrire elle-même, connectée à son compte ou avec son "
              "numéro de commande et l'adresse e-mail de la commande. Pour vos commandes, je "
              "peux vous donner leur état, déplacer une livraison (au moins 48 heures à "
              "l'avance) ou ouvrir un dossier si un meuble a un problème.",
        "en": "I can only help with your own orders, those of the account you are signed in "
              "with: I cannot tell you anything about another person's order. They can write "
              "to us themselves, signed in to their own account or with their order number "
              "and the order's e-mail address. For your orders, I can tell you where they are, "
              "move a delivery (at least 48 hours ahead) or open a case if a piece has a "
              "problem.",
    },
    "say_others_order_anonymous": {
        "fr": "Je ne peux vous renseigner que sur vos propres commandes : je ne peux rien vous "
              "dire de la commande d'une autre personne. Elle peut nous écrire elle-même, avec "
              "son numéro de commande et l'adresse e-mail de la commande. Pour une de vos "
              "commandes, donnez-moi son numéro et votre adresse e-mail : je peux vous donner "
              "son état, déplacer sa livraison (au moins 48 heures à l'avance) ou ouvrir un "
              "dossier si un meuble a un problème.",
        "en": "I can only help with your own orders: I cannot tell you anything about another "
              "person's order. They can write to us themselves, with their order number and "
              "the order's e-mail address. For one of your orders, give me its number and your "
              "e-mail address: I can tell you where it is, move its delivery (at least 48 "
              "hours ahead) or open a case if a piece has a problem.",
    },
    # An invoice or a receipt asked for (`scope.asks_invoice`): the desk sends none.
    "say_invoice": {
        "fr": "Je ne peux pas vous envoyer de facture depuis cette conversation : les factures "
              "sont envoyées par notre service facturation, que vous pouvez contacter par "
              "e-mail ou par téléphone en indiquant votre numéro de commande. Ici, je peux vous "
              "donner l'état de votre commande, déplacer votre livraison (au moins 48 heures à "
              "l'avance) ou ouvrir un dossier si un meuble a un problème.",
        "en": "I cannot send you an invoice from this conversation: invoices are sent by our "
              "billing team, whom you can contact by e-mail or phone with your order number. "
              "Here, I can tell you where your order is, move your delivery (at least 48 hours "
              "ahead) or open a case if a piece has a problem.",
    },
    # A message in another language than French or English (`services.text.
    # foreign_language`): nothing read, nothing written; said in English.
    "say_other_language": {
        "fr": "Je ne peux vous répondre qu'en français ou en anglais, et je n'ai rien lu ni "
              "modifié de votre message. Écrivez-moi dans l'une de ces langues : je peux vous "
              "donner l'état de votre commande, déplacer sa livraison (au moins 48 heures à "
              "l'avance) ou ouvrir un dossier après-vente si un meuble a un problème.",
        "en": "Sorry, I can only answer in English or French, and I have not acted on your "
              "message. Please write to me in one of these languages: I can tell you where "
              "your order is, move its delivery (at least 48 hours ahead) or open an "
              "after-sales case if a piece has a problem.",
    },
    "say_capabilities": {
        "fr": "Je peux vous donner l'état de votre commande, déplacer votre livraison (au moins "
              "48 heures à l'avance) ou ouvrir un dossier si un meuble est arrivé endommagé : "
              "dites-moi simplement ce dont vous avez besoin.",
        "en": "I can tell you where your order is, move your delivery (at least 48 hours "
              "ahead) or open a case if a piece arrived damaged: just tell me what you need.",
    },
}

STATUS_LABELS: Texts = {
    "placed": {"fr": "enregistrée", "en": "placed"},
    "in_production": {"fr": "en fabrication", "en": "in production"},
    "ready": {"fr": "prête", "en": "ready"},
    "delivered": {"fr": "livrée", "en": "delivered"},
    "cancelled": {"fr": "annulée", "en": "cancelled"},
}

# Workshop stages as the store records them (English, or the French of older records), in
# words of the reply's language; a stage not listed here is the workshop's free text and is
# shown as written (`replies.stage_label`).
STAGES: Texts = {
    "awaiting materials": {"fr": "en attente de matières", "en": "awaiting materials"},
    "frame": {"fr": "fabrication de la structure", "en": "frame"},
    "upholstery": {"fr": "garnissage", "en": "upholstery"},
    "sanding": {"fr": "ponçage", "en": "sanding"},
    "finishing": {"fr": "finitions", "en": "finishing"},
    "varnishing": {"fr": "vernissage", "en": "varnishing"},
    "packed": {"fr": "emballée", "en": "packed"},
    "packed, awaiting delivery": {"fr": "emballée, en attente de livraison",
                                  "en": "packed, awaiting delivery"},
    "delivered": {"fr": "livrée", "en": "delivered"},
}
STAGE_ALIASES = {"en attente de matières": "awaiting materials"}

FRAGMENTS: Texts = {
    "other_case_open": {
        "fr": "Le dossier {case} est déjà ouvert sur cette commande, pour un autre problème "
              "(s'il s'agit du même, inutile d'en ouvrir un second : donnez son numéro à notre "
              "service après-vente). ",
        "en": "Case {case} is already open on this order, about another problem (if it is the "
              "same one, no need for a second case: give its number to our after-sales team). ",
    },
    "stage": {"fr": "Étape à l'atelier : {stage}. ", "en": "Workshop stage: {stage}. "},
    "booked": {"fr": "Livraison prévue le {slot}.", "en": "Delivery booked for {slot}."},
    # The slot of a visit asked about ("à quelle heure passe le livreur ?"), to come or gone by.
    "visit_booked": {"fr": "est prévue le {slot}.", "en": "is booked for {slot}."},
    "visit_booked_passed": {"fr": "était prévue le {slot} : cette date est passée et la commande "
                                  "n'est pas encore indiquée comme livrée.",
                            "en": "was booked for {slot}: that date has passed and the order is "
                                  "not marked as delivered yet."},
    # A slot gone by (ended) with the order not marked delivered: never "prévue" as if to come.
    "booked_passed": {"fr": "La livraison était prévue le {slot} : cette date est passée et la "
                            "commande n'est pas encore indiquée comme livrée.",
                      "en": "The delivery was booked for {slot}: that date has passed and the "
                            "order is not marked as delivered yet."},
    "not_booked": {"fr": "La livraison n'est pas encore planifiée.",
                   "en": "The delivery is not scheduled yet."},
    # "pourquoi ma commande est en retard ?", "why was it cancelled?": no reason is recorded
    # with an order; never one made up.
    "no_reason": {"fr": "Je ne peux pas vous dire pourquoi : aucune raison n'est indiquée dans "
                        "les informations dont je dispose.",
                  "en": "I cannot tell you why: no reason is given in the information I "
                        "have."},
    "late": {"fr": "Elle a {days} jour{s} de retard par rapport à la date promise ({promised}).",
             "en": "It is {days} day{s} late against the promised date ({promised})."},
    # A delivered order: the day it was delivered (its booked slot, when the data holds one)
    # and its after-sales cases still open, by number (`replies._delivered`).
    "delivered_on": {"fr": "Livraison effectuée le {day}.", "en": "Delivered on {day}."},
    "open_case_of_status": {"fr": "{case} ({kind}, ouvert le {opened})",
                            "en": "{case} ({kind}, opened on {opened})"},
    "open_case_of_status_one": {"fr": "Un dossier est ouvert sur cette commande : {cases}.",
                                "en": "One case is open on this order: {cases}."},
    "open_cases_of_status": {"fr": "Des dossiers sont ouverts sur cette commande : {cases}.",
                             "en": "Cases are open on this order: {cases}."},
    # A delivery moved on request (`OrderView.first_booked_on`): the delay is the workshop's,
    # counted to the day first booked at most, never a later day the customer asked for.
    "moved_on_request": {
        "fr": "La livraison a été déplacée à la demande du client (elle était d'abord prévue le "
              "{first}) : le retard n'est compté que jusqu'à cette date.",
        "en": "The delivery was moved at the customer's request (it was first booked for "
              "{first}): the delay is counted up to that date only."},
    "on_time": {"fr": "Elle est dans les temps (date promise : {promised}).",
                "en": "It is on time (promised date: {promised})."},
    "option": {"fr": "{rank}. {slot}", "en": "{rank}. {slot}"},
    "order_option": {"fr": "{rank}. commande {number} ({products})",
                     "en": "{rank}. order {number} ({products})"},
    "case_line": {"fr": "le dossier {case} ({kind}) sur la commande {number}, ouvert le {opened}",
                  "en": "case {case} ({kind}) on order {number}, opened on {opened}"},
    "case_line_of_order": {"fr": "le dossier {case} ({kind}), ouvert le {opened}",
                           "en": "case {case} ({kind}), opened on {opened}"},
    "case_item": {"fr": "- {line}", "en": "- {line}"},
    "cases_scope_order": {"fr": " sur votre commande {number}", "en": " on your order {number}"},
    "cases_scope_all": {"fr": " sur vos commandes", "en": " on your orders"},
    "case_kind_damage": {"fr": "meuble endommagé", "en": "damage"},
    # The kind of problem a damage proposal names (`schemas.ProblemKind`), after the order.
    "problem": {"fr": " Problème signalé : {what}.", "en": " Problem reported: {what}."},
    # A remedy asked with the damage ("je veux être remboursé", "I want a replacement"): the
    # desk decides none; the after-sales team does, within the case (said, never ignored).
    "remedy_by_team": {
        "fr": " Je ne peux pas décider ici d'{what} : c'est notre service après-vente qui en "
              "décide, dans le cadre du dossier.",
        "en": " I cannot decide on {what} here: our after-sales team decides on it within "
              "the case."},
    "remedy_or": {"fr": " ou d'", "en": " or "},
    "remedy_refund": {"fr": "un remboursement", "en": "a refund"},
    "remedy_replacement": {"fr": "un remplacement", "en": "a replacement"},
    "remedy_repair": {"fr": "une réparation", "en": "a repair"},
    "remedy_discount": {"fr": "un geste commercial", "en": "a discount"},
    "remedy_credit": {"fr": "un avoir", "en": "a credit note"},
    # How long a case takes, asked with the damage: no delay is committed to anywhere.
    # A case just told, asked again with photos or how long (`scope.case_follow_up`).
    "case_asked_photos": {
        "fr": "Je ne peux pas recevoir de photos dans cette conversation : notre service "
              "après-vente vous recontacte au sujet de ce dossier, donnez-lui son numéro.",
        "en": "I cannot receive photos in this conversation: our after-sales team contacts "
              "you about this case, give them its number."},
    "case_asked_delay": {
        "fr": "Notre service après-vente vous recontacte au sujet de ce dossier ; je ne peux "
              "pas vous promettre de délai.",
        "en": "Our after-sales team contacts you about this case; I cannot promise you a "
              "delay."},
    "case_delay_unknown": {
        "fr": " Une fois le dossier ouvert, notre service après-vente vous recontacte ; je ne "
              "peux pas vous promettre de délai.",
        "en": " Once the case is open, our after-sales team contacts you; I cannot promise "
              "you a delay."},
    # what the case proposed is for (its kind named, as the consent contract asks): damage,
    # or, for a problem said without damage (a squeak, a missing part), damage or a defect
    "damage_label": {"fr": " pour meuble endommagé", "en": " for damage"},
    "damage_or_defect_label": {"fr": " pour meuble endommagé ou défectueux",
                               "en": " for damage or a defect"},
    # Who handles a complaint, after the status (`say_status_complaint`): compensation
    # refused only where one was asked ("je veux un dédommagement"); anger alone ("c'est une
    # honte", "ur company is a disgrace") is never answered with a refusal of what nobody
    # asked.
    "complaint_handled_remedy": {
        "fr": "Je comprends votre mécontentement. Je ne peux pas accorder de dédommagement "
              "depuis cette conversation, et rien n'a été modifié : les réclamations et les "
              "demandes de dédommagement sont traitées par notre équipe, qui peut vous aider "
              "par téléphone. Ici, je peux déplacer votre livraison (au moins 48 heures à "
              "l'avance).",
        "en": "I understand your frustration. I cannot grant compensation from this "
              "conversation, and nothing has changed: complaints and compensation requests "
              "are handled by our team, who can help you by phone. Here, I can move your "
              "delivery (at least 48 hours ahead)."},
    "complaint_handled": {
        "fr": "Je comprends votre mécontentement, et rien n'a été modifié : les réclamations "
              "sont traitées par notre équipe, qui peut vous aider par téléphone. Ici, je "
              "peux déplacer votre livraison (au moins 48 heures à l'avance).",
        "en": "I understand your frustration, and nothing has changed: complaints are handled "
              "by our team, who can help you by phone. Here, I can move your delivery (at "
              "least 48 hours ahead)."},
    "problem_arrived_damaged": {"fr": "meuble endommagé", "en": "the piece is damaged"},
    # The apology of a damage case opened: arrived damaged (or no kind read), or the kind.
    "sorry_damaged_lead": {"fr": "que ", "en": ""},
    "sorry_damaged_tail": {"fr": " soit arrivée endommagée", "en": " arrived damaged"},
    "sorry_problem_lead": {"fr": "pour ce problème sur ", "en": "about this problem with "},
    "sorry_problem_tail": {"fr": " ({what})", "en": " ({what})"},
    "problem_damaged_at_home": {"fr": "meuble abîmé après la livraison",
                                "en": "the piece got damaged after the delivery"},
    "problem_missing_part": {"fr": "pièce manquante", "en": "a missing part"},
    "problem_not_as_described": {"fr": "meuble non conforme à la description ou à la photo",
                                 "en": "the piece is not as described or pictured"},
    # never "no visible damage": the desk cannot tell a damage word it could not read from
    # none said (blind11 care_typed F2, "came damged")
    "problem_faulty": {"fr": "défaut du meuble", "en": "a fault with the piece"},
    "problem_other": {"fr": "autre problème sur le meuble",
                      "en": "another problem with the piece"},
    "case_kind_late_reschedule": {"fr": "livraison à moins de 48 heures",
                                  "en": "delivery within 48 hours"},
    "case_kind_complaint": {"fr": "réclamation", "en": "complaint"},
    "order_listed": {"fr": "{rank}. commande {number} ({products}) : {status}{delivery}",
                     "en": "{rank}. order {number} ({products}): {status}{delivery}"},
    "order_delivery": {"fr": ", livraison prévue le {slot}", "en": ", delivery booked for {slot}"},
    "order_delivery_passed": {"fr": ", livraison prévue le {slot}, date passée",
                              "en": ", delivery booked for {slot}, a date now past"},
    "order_option_closed": {"fr": "{rank}. commande {number} ({products}) : {status}",
                            "en": "{rank}. order {number} ({products}): {status}"},
    # What the list of orders holds: said, so that a list of open orders is never taken
    # for all of them.
    "orders_all": {"fr": "Voici vos commandes :", "en": "Here are your orders:"},
    "orders_open": {"fr": "Voici vos commandes en cours :", "en": "Here are your open orders:"},
    "from_slot": {"fr": ", prévue le {slot},", "en": ", booked for {slot},"},
    "moved": {"fr": "déplacée au", "en": "moved to"},
    "move_back_said": {"fr": ", ou demandez-moi de la remettre à son créneau d'avant",
                       "en": ", or ask me to put it back to its previous slot"},
    "first_booked": {"fr": "fixée au", "en": "set to"},
    "move_action": {"fr": "déplacer", "en": "move"},
    "book_action": {"fr": "fixer", "en": "set"},
    "queued_after": {"fr": "Ensuite, je m'occuperai de votre autre demande : {what}.",
                     "en": "Next, I will take care of your other request: {what}."},
    "declined": {"fr": "Entendu, je ne change rien pour la commande {number}.",
                 "en": "All right, nothing is changed for order {number}."},
    "other_not_found": {
        "fr": "Je ne trouve pas l'autre commande que vous avez indiquée avec cette adresse "
              "e-mail.",
        "en": "I cannot find the other order you named with this e-mail address."},
    # Several not found: how many, never which (one may be another customer's).
    "others_not_found": {
        "fr": "Je ne trouve pas les {count} autres commandes que vous avez indiquées avec "
              "cette adresse e-mail.",
        "en": "I cannot find the {count} other orders you named with this e-mail address."},
    # Order numbers past the most one message is read for: said, never dropped silently.
    "beyond_one": {
        "fr": "Je regarde au plus {max} commandes par message : je n'ai pas regardé la dernière "
              "que vous avez indiquée. Redemandez-la dans un autre message.",
        "en": "I look at {max} orders at most per message: I have not looked at the last one "
              "you named. Please ask about it in another message."},
    "beyond_many": {
        "fr": "Je regarde au plus {max} commandes par message : je n'ai pas regardé les {count} "
              "dernières que vous avez indiquées. Redemandez-les dans un autre message.",
        "en": "I look at {max} orders at most per message: I have not looked at the last "
              "{count} you named. Please ask about them in another message."},
    "others_not_read": {
        "fr": "Je regarderai les autres commandes que vous avez indiquées une fois la première "
              "retrouvée avec votre adresse e-mail.",
        "en": "I will look at the other orders you named once the first one matches your "
              "e-mail address."},
    "named_order": {"fr": "(celle que vous avez indiquée)", "en": "(the one you named)"},
    "what_order_status": {"fr": "l'état de la commande {number}",
                          "en": "the status of order {number}"},
    "what_reschedule": {"fr": "déplacer la livraison de la commande {number}",
                        "en": "moving the delivery of order {number}"},
    "what_availability": {"fr": "les créneaux libres pour la commande {number}",
                          "en": "the free slots for order {number}"},
    "what_report_damage": {"fr": "le meuble endommagé de la commande {number}",
                           "en": "the damaged piece of order {number}"},
    "what_case_status": {"fr": "les dossiers après-vente de la commande {number}",
                         "en": "the after-sales cases of order {number}"},
    "matched_order": {"fr": "Il s'agit de votre commande {number} ({products}).",
                      "en": "This is about your order {number} ({products})."},
    "item_not_in_order": {
        "fr": "La commande {number} contient : {products}. Je n'y trouve pas « {item} » : "
              "si vous parlez d'une autre commande, donnez-moi son numéro.",
        "en": "Order {number} holds: {products}. I cannot find “{item}” in it: if you mean "
              "another order, give me its number."},
    "unnamed_order": {"fr": "(numéro à préciser)", "en": "(number to be given)"},
    # What a message that did not answer the proposal or the list left undone.
    "lapsed_move": {"fr": "Je n'ai pas modifié la livraison de votre commande {number}.",
                    "en": "I have not changed the delivery of your order {number}."},
    "lapsed_damage_case": {
        "fr": "Je n'ai pas ouvert de dossier pour votre commande {number}.",
        "en": "I have not opened a case for your order {number}."},
    "lapsed_late_case": {
        "fr": "Je n'ai pas ouvert de dossier pour votre commande {number}.",
        "en": "I have not opened a case for your order {number}."},
    # A yes that came with another request asking a question of its own: held, asked
    # again (named in full) by the first reply that asks nothing else.
    "held_move": {
        "fr": "Je n'ai pas encore modifié la livraison de votre commande {number} : votre "
              "« oui » accompagnait une autre demande. Je vous redemanderai ce créneau ensuite.",
        "en": "I have not changed the delivery of your order {number} yet: your \u201cyes\u201d "
              "came with another request. I will ask you about that slot again next."},
    "held_damage_case": {
        "fr": "Je n'ai pas encore ouvert de dossier pour votre commande {number} : votre "
              "« oui » accompagnait une autre demande. Je vous le redemanderai ensuite.",
        "en": "I have not opened a case for your order {number} yet: your \u201cyes\u201d came "
              "with another request. I will ask you about it again next."},
    "held_late_case": {
        "fr": "Je n'ai pas encore ouvert de dossier pour votre commande {number} : votre "
              "« oui » accompagnait une autre demande. Je vous le redemanderai ensuite.",
        "en": "I have not opened a case for your order {number} yet: your \u201cyes\u201d came "
              "with another request. I will ask you about it again next."},
    # A yes (or a pick) from another party than the one the question was asked to (another
    # customer, a staff member, another channel): never consent. Names no order: the
    # proposal was someone else's.
    "lapsed_other_party": {
        "fr": "La question précédente de cette conversation a été posée à une autre "
              "personne : votre réponse ne vaut pas accord. Je n'ai rien modifié et cette "
              "proposition est annulée.",
        "en": "The last question in this conversation was put to someone else: your answer "
              "does not count as their agreement. I have changed nothing and that proposal "
              "has lapsed."},
    "lapsed_list": {
        "fr": "Je n'ai modifié aucune livraison. Si vous souhaitez toujours choisir un "
              "créneau, dites-le-moi et je vous redonne la liste.",
        "en": "I have not changed any delivery. If you still want to choose a slot, tell me "
              "and I will list them again."},
    # Answers to a question asked while a yes/no waits (`nodes.kit.answers.TOPICS`): only
    # what the desk knows (the rules, what happens on a yes); else it says it cannot tell.
    "answer_cost": {
        "fr": "Je n'ai aucune information sur un éventuel tarif ou des frais : je ne peux pas "
              "vous répondre sur ce point.",
        "en": "I have no information on any price or fee, so I cannot answer that."},
    # The same for the questions the desk has no answer for (`scope.beyond_desk`; a price
    # is answered as "cost" above).
    # how the piece is brought in, asked while a question waits (`scope.out_of_scope`)
    "answer_access": {
        "fr": "Je ne peux pas noter de consignes d'accès pour la livraison (étage, escalier, "
              "ascenseur) depuis cette conversation.",
        "en": "I cannot take down access instructions for the delivery (floor, stairs, lift) "
              "from this conversation."},
    "answer_beyond_catalogue": {
        "fr": "Je ne peux pas vous renseigner sur nos modèles, leurs coloris ou leur "
              "disponibilité : je n'ai pas accès au catalogue ici.",
        "en": "I cannot tell you about our models, their colours or whether they are in "
              "stock: I have no access to the catalogue here."},
    "answer_beyond_warranty": {
        "fr": "Je n'ai aucune information sur la garantie : je ne peux pas vous répondre sur ce "
              "point.",
        "en": "I have no information on the warranty, so I cannot answer that."},
    "answer_beyond_zone": {
        "fr": "Je n'ai aucune information sur les villes ou régions où nous livrons : je ne peux "
              "pas vous répondre sur ce point.",
        "en": "I have no information on where we deliver, so I cannot answer that."},
    "answer_beyond_contact": {
        "fr": "Je n'ai pas de numéro de téléphone ni d'autre contact de notre équipe à vous "
              "donner : aucun ne figure dans les informations dont je dispose.",
        "en": "I have no phone number or other contact for our team to give you: none is in "
              "the information I have."},
    "answer_beyond_case_delay": {
        "fr": "Une fois un dossier ouvert, notre service après-vente vous recontacte ; je ne "
              "peux pas vous promettre de délai.",
        "en": "Once a case is open, our after-sales team contacts you; I cannot promise you a "
              "delay."},
    "answer_beyond_hours": {
        "fr": "Je n'ai aucune information sur nos horaires d'ouverture : je ne peux pas vous "
              "répondre sur ce point.",
        "en": "I have no information on our opening hours, so I cannot answer that."},
    "answer_duration_move": {
        "fr": "Si vous confirmez, la livraison est déplacée tout de suite et je vous le "
              "confirme aussitôt.",
        "en": "If you confirm, the delivery is moved right away and I tell you as soon as it "
              "is done."},
    "answer_duration_case": {
        "fr": "Si vous confirmez, le dossier est ouvert tout de suite et je vous donne son "
              "numéro ; je ne peux pas vous dire sous quel délai notre service après-vente "
              "vous recontactera.",
        "en": "If you confirm, the case is opened right away and I give you its number; I "
              "cannot tell you how soon our after-sales team will contact you."},
    "answer_case": {
        "fr": "Un dossier après-vente enregistre votre demande auprès de notre service "
              "après-vente, qui vous recontacte pour la suite.",
        "en": "An after-sales case records your request with our after-sales team, who will "
              "contact you about the next steps."},
    "answer_hours_move": {
        "fr": "Le créneau proposé est le {slot}.",
        "en": "The slot proposed is {slot}."},
    "answer_options_move": {
        "fr": "Si ce créneau ne vous convient pas, répondez non, puis dites-moi quel jour vous "
              "arrangerait : je regarde ce qui est libre.",
        "en": "If this slot does not suit you, answer no, then tell me which day would suit "
              "you: I will look at what is free."},
    # The same questions while a slot list waits (the list follows, in the same order).
    "answer_duration_list": {
        "fr": "Dès que vous choisissez un créneau de la liste, la livraison est déplacée tout "
              "de suite et je vous le confirme aussitôt.",
        "en": "As soon as you choose a slot from the list, the delivery is moved right away "
              "and I tell you as soon as it is done."},
    "answer_hours_list": {
        "fr": "Les horaires de chaque créneau sont indiqués dans la liste.",
        "en": "The hours of each slot are given in the list."},
    "answer_options_list": {
        "fr": "Si aucun de ces créneaux ne vous convient, dites-moi quel jour vous "
              "arrangerait : je regarde ce qui est libre.",
        "en": "If none of these slots suits you, tell me which day would suit you: I will "
              "look at what is free."},
    "answer_wait_list": {
        "fr": "Bien sûr, prenez votre temps : rien n'est modifié tant que vous n'avez pas "
              "choisi de créneau.",
        "en": "Of course, take your time: nothing changes until you choose a slot."},
    # A status question while a question waits: the order's status is read and told; this
    # only when no order was known to read.
    "answer_status": {
        "fr": "Je vous donne volontiers le statut de votre commande : dites-moi son numéro "
              "après avoir répondu.",
        "en": "I will gladly tell you the status of your order: give me its number once you "
              "have answered."},
    "answer_wait": {
        "fr": "Bien sûr, prenez votre temps : rien n'est fait tant que vous n'avez pas répondu "
              "oui.",
        "en": "Of course, take your time: nothing is done until you answer yes."},
    "answer_other_write": {
        "fr": "Votre réponse parle d'une autre démarche que celle que je vous ai proposée : je "
              "n'ai rien fait.",
        "en": "Your answer speaks of another step than the one I proposed: I have done "
              "nothing."},
    "answer_undecided": {
        "fr": "Votre réponse n'est pas un oui clair, je n'ai donc rien fait : il me faut un oui "
              "ou un non clair.",
        "en": "Your answer was not a clear yes, so I have done nothing: I need a clear yes or "
              "no."},
    # "pourquoi ?" to a proposal: why the desk proposes it, and what it does.
    "answer_why_damage_case": {
        "fr": "Je vous propose ce dossier parce que vous m'avez signalé un dommage sur votre "
              "commande {number} : il enregistre votre signalement auprès de notre service "
              "après-vente, qui vous recontacte pour la suite. Rien n'est ouvert sans votre "
              "accord.",
        "en": "I am proposing this case because you reported damage on your order {number}: "
              "it records your report with our after-sales team, who will contact you about "
              "the next steps. Nothing is opened without your agreement."},
    "answer_why_late_case": {
        "fr": "Je vous propose ce dossier parce que la livraison de votre commande {number} "
              "est {soon} : elle ne peut plus être déplacée en ligne. Le "
              "dossier transmet votre demande à notre service après-vente, qui vous recontacte. "
              "Rien n'est ouvert sans votre accord.",
        "en": "I am proposing this case because the delivery of your order {number} is "
              "{soon}: it can no longer be moved online. The case passes your "
              "request to our after-sales team, who will contact you. Nothing is opened "
              "without your agreement."},
    "answer_why_move": {
        "fr": "Je vous propose ce créneau parce qu'il est libre et correspond à ce que vous "
              "avez demandé. Rien n'est modifié sans votre accord.",
        "en": "I am proposing this slot because it is free and fits what you asked for. "
              "Nothing is changed without your agreement."},
    "answer_why_list": {
        "fr": "Ces créneaux sont ceux qui sont libres et correspondent à votre demande. Rien "
              "n'est modifié tant que vous n'en avez pas choisi un.",
        "en": "These are the free slots that fit your request. Nothing changes until you "
              "choose one."},
    # "qu'est-ce qui se passe si je dis oui ?", "what happens if I say yes?": what a yes does.
    "answer_effect_move": {
        "fr": "Si vous répondez oui, je fixe tout de suite la livraison sur le créneau proposé ; "
              "si vous répondez non, rien ne change.",
        "en": "If you answer yes, I set the delivery to the slot proposed right away; if you "
              "answer no, nothing changes."},
    "answer_effect_case": {
        "fr": "Si vous répondez oui, j'ouvre le dossier tout de suite et je vous donne son "
              "numéro ; notre service après-vente vous recontacte ensuite. Si vous répondez "
              "non, rien n'est ouvert.",
        "en": "If you answer yes, I open the case right away and give you its number; our "
              "after-sales team then contacts you. If you answer no, nothing is opened."},
    "answer_effect_list": {
        "fr": "Si vous me donnez le numéro d'un des créneaux, j'y fixe tout de suite la "
              "livraison ; sinon, rien ne change.",
        "en": "If you give me the number of one of the slots, I set the delivery to it right "
              "away; otherwise nothing changes."},
    # "oui enfin non", "je sais pas": a yes taken back or left open.
    "answer_restated": {
        "fr": "Pour confirmer ce créneau, répondez simplement « oui ».",
        "en": "To confirm this slot, just answer \u201cyes\u201d."},
    "answer_hedged": {
        "fr": "Votre réponse n'est pas un oui clair, je n'ai donc rien fait. Prenez le temps "
              "qu'il vous faut.",
        "en": "Your answer was not a clear yes, so I have done nothing. Take the time you "
              "need."},
    # "oui si ma femme est d'accord": a yes that depends on something the desk cannot know.
    "answer_conditional": {
        "fr": "Votre oui dépend d'une condition, je n'ai donc rien fait : répondez oui quand "
              "vous serez sûr.",
        "en": "Your yes depends on a condition, so I have done nothing: answer yes once you "
              "are sure."},
    # "the second one if it's before wednesday": a pick on a condition, to a slot list.
    "answer_conditional_list": {
        "fr": "Votre choix dépend d'une condition, je n'ai donc rien fait : répondez par le "
              "numéro d'un créneau quand vous serez sûr.",
        "en": "Your choice depends on a condition, so I have done nothing: answer with a "
              "slot's number once you are sure."},
    # "yes but call me first", "oui mais en premier dans la tournée", "yes, first thing in
    # the morning is best": a wish on top of the yes that the desk cannot promise.
    "answer_wished_move": {
        "fr": "Votre oui dépend d'une condition, je n'ai donc rien fait : je ne peux garantir "
              "ni un horaire précis dans le créneau, ni un appel du livreur. Répondez oui si "
              "le créneau vous convient tel quel.",
        "en": "Your yes depends on a condition, so I have done nothing: I cannot promise an "
              "exact time within the slot, nor a call from the driver. Answer yes if the "
              "slot suits you as it is."},
    # "oui et remboursez-moi la livraison": a yes with a refund asked (not done here).
    "answer_refund_move": {
        "fr": "Je ne peux pas traiter de remboursement ni de dédommagement ici, et votre oui "
              "accompagnait cette demande : je n'ai donc rien modifié. Pour un remboursement, "
              "adressez-vous à notre service après-vente.",
        "en": "I cannot handle a refund or compensation here, and your yes came with that "
              "request, so I have changed nothing. For a refund, please contact our "
              "after-sales team."},
    # "yes for both" to a question about one order: the question is about that one only.
    "answer_both": {
        "fr": "Ma question ne porte que sur une seule commande, la {number} : je n'ai donc "
              "rien fait.",
        "en": "My question is about one order only, {number}, so I have done nothing."},
    # "oui pour les deux", "yes move both" to a slot list: one order, one slot picked.
    "answer_both_list": {
        "fr": "Je ne peux fixer qu'un seul créneau de livraison pour la commande {number} : "
              "je n'ai donc rien modifié.",
        "en": "I can book only one delivery slot for order {number}, so I have changed "
              "nothing."},
    "answer_both_damage_case": {
        "fr": "Ma question porte sur un seul dossier, pour la commande {number} : il couvre "
              "toute la commande, tous ses meubles compris.",
        "en": "My question is about one case, for order {number}: it covers the whole order, "
              "every piece in it."},
    "late_any_day": {
        "fr": "Je ne peux pas déplacer la livraison de votre commande {number} au jour que vous "
              "demandez, ni à aucun autre : elle a lieu dans moins de 48 heures, et une "
              "livraison aussi proche ne peut plus être déplacée en ligne.",
        "en": "I cannot move the delivery of your order {number} to the day you ask for, nor "
              "to any other: it is less than 48 hours away, and a delivery that close can no "
              "longer be moved online."},
    "answer_wished": {
        "fr": "Votre oui dépend d'une condition, je n'ai donc rien fait : je ne peux rien "
              "promettre de plus ici. Répondez oui si cela vous convient tel quel.",
        "en": "Your yes depends on a condition, so I have done nothing: I cannot promise "
              "anything more here. Answer yes if it suits you as it is."},
    # "c'est quoi la différence entre matin et après-midi ?": the delivery windows.
    "answer_halves": {
        "fr": "Le matin, la livraison a lieu avant midi ; l'après-midi, après midi. Les "
              "horaires exacts de chaque créneau sont indiqués entre parenthèses.",
        "en": "In the morning, the delivery comes before noon; in the afternoon, after noon. "
              "The exact hours of each slot are given in brackets."},
    "answer_halves_list": {
        "fr": "Le matin, la livraison a lieu avant midi ; l'après-midi, après midi. Les "
              "horaires exacts de chaque créneau sont indiqués entre parenthèses dans la liste.",
        "en": "In the morning, the delivery comes before noon; in the afternoon, after noon. "
              "The exact hours of each slot are given in brackets in the list."},
    "answer_halves_move": {
        "fr": "Le matin, la livraison a lieu avant midi ; l'après-midi, après midi. Le "
              "créneau proposé est le {slot}.",
        "en": "In the morning, the delivery comes before noon; in the afternoon, after noon. "
              "The slot proposed is {slot}."},
    "answer_polite": {
        "fr": "Je n'ai rien fait : pour confirmer, répondez simplement « oui ».",
        "en": "I have done nothing: to confirm, just answer \u201cyes\u201d."},
    "answer_polite_list": {
        "fr": "Je n'ai rien modifié : répondez par le numéro d'un créneau.",
        "en": "I have changed nothing: answer with a slot's number."},
    # "what can you do?" while a list or a proposal waits: what the desk does (the same
    # words as `say_capabilities`), then the list or the proposal again.
    "answer_capabilities": {
        "fr": "Je peux vous donner l'état de votre commande, déplacer votre livraison (au moins "
              "48 heures à l'avance) ou ouvrir un dossier si un meuble est arrivé endommagé : "
              "dites-moi simplement ce dont vous avez besoin.",
        "en": "I can tell you where your order is, move your delivery (at least 48 hours "
              "ahead) or open a case if a piece arrived damaged: just tell me what you need."},
    # A person asked for while a list or a proposal waits ("je préfère parler à un humain",
    # "get me your manager"): the same words as `say_human`, then the list or the proposal
    # again (nothing lapses, nothing is written).
    "answer_human": {
        "fr": "Je suis l'assistant en ligne et je ne peux pas vous transférer vers un conseiller "
              "depuis cette conversation : notre équipe peut vous aider par téléphone.",
        "en": "I am the online assistant and cannot transfer you to an adviser from this "
              "conversation: our team can help you by phone."},
    "answer_other": {
        "fr": "Je ne peux pas répondre à cette question ici.",
        "en": "I cannot answer that question here."},
    "answer_invoice": {
        "fr": "Je ne peux pas vous envoyer de facture depuis cette conversation : les factures "
              "sont envoyées par notre service facturation, que vous pouvez contacter par "
              "e-mail ou par téléphone en indiquant votre numéro de commande.",
        "en": "I cannot send you an invoice from this conversation: invoices are sent by our "
              "billing team, whom you can contact by e-mail or phone with your order number."},
    "answer_others_order": {
        "fr": "Je ne peux vous renseigner que sur vos propres commandes : je ne peux rien vous "
              "dire de la commande d'une autre personne. Elle peut nous écrire elle-même.",
        "en": "I can only tell you about your own orders: I cannot tell you anything about "
              "someone else's order. They can write to us themselves."},
    "refund_not_here": {
        "fr": "Je ne peux pas traiter de remboursement ni de dédommagement ici, et je n'ai "
              "rien ouvert : c'est notre service après-vente qui en décide, une fois le "
              "dossier ouvert.",
        "en": "I cannot handle a refund or compensation here, and I have opened nothing: our "
              "after-sales team decides on it once the case is open."},
    "aside_not_here": {
        "fr": "Pour le reste de votre message, je ne peux pas m'en charger ici : je peux "
              "seulement déplacer la date de livraison. ",
        "en": "As for the rest of your message, I cannot arrange that here: I can only move "
              "the delivery date. "},
    # What the desk refuses, said before another request of the same message that it
    # handles ("annulez le buffet et décalez le canapé au 17": `scope.refused_beside`).
    "refused_cancel": {
        "fr": "Je ne peux pas annuler une commande depuis cette conversation : rien n'a été "
              "annulé. ",
        "en": "I cannot cancel an order from this conversation: nothing has been cancelled. "},
    "refused_refund": {
        "fr": "Je ne peux pas rembourser une commande depuis cette conversation : rien n'a été "
              "remboursé. ",
        "en": "I cannot refund an order from this conversation: nothing has been refunded. "},
    "refused_address": {
        "fr": "Je ne peux pas changer l'adresse de livraison depuis cette conversation : la "
              "livraison reste prévue à l'adresse de la commande. ",
        "en": "I cannot change the delivery address from this conversation: the delivery "
              "stays booked at the order's address. "},
    "refused_handover": {
        "fr": "Je ne peux pas faire remettre la livraison à une autre personne ni la faire "
              "déposer en votre absence depuis cette conversation. ",
        "en": "I cannot have the delivery handed to someone else or left without you from "
              "this conversation. "},
    "refused_access": {
        "fr": "Je ne peux pas noter de consignes d'accès pour la livraison (étage, escalier, "
              "ascenseur) depuis cette conversation. ",
        "en": "I cannot take down access instructions for the delivery (floor, stairs, lift) "
              "from this conversation. "},
    "refused_order_change": {
        "fr": "Je ne peux pas modifier ce qui a été commandé (taille, coloris, tissu, modèle, "
              "pièce ajoutée) depuis cette conversation : la commande reste telle qu'elle a "
              "été passée. ",
        "en": "I cannot change what was ordered (size, colour, fabric, model, a piece added) "
              "from this conversation: the order stays as it was placed. "},
    "refused_split": {
        "fr": "Je ne peux pas livrer une commande en plusieurs fois depuis cette conversation : "
              "toute la commande est livrée ensemble. ",
        "en": "I cannot deliver one order in several goes from this conversation: the whole "
              "order is delivered together. "},
    "refused_home_damage": {
        "fr": "Un dégât chez vous lors de la livraison (un mur, un sol, une porte) n'est pas un "
              "dossier sur vos meubles : je ne peux pas l'enregistrer ici ; notre équipe "
              "traite ces réclamations et peut vous aider par téléphone. ",
        "en": "Damage to your home during the delivery (a wall, a floor, a door) is not a case "
              "on your furniture: I cannot record it here; our team handles these complaints "
              "and can help you by phone. "},
    "refused_call": {
        "fr": "Je ne peux pas vous garantir un appel du livreur avant son passage, ni un SMS "
              "ou une notification de suivi : seul le créneau réservé fait foi. ",
        "en": "I cannot promise a call from the driver before the visit, nor a text or a "
              "tracking notification: the booked slot is what counts. "},
    "refused_human": {
        "fr": "Je suis l'assistant en ligne et je ne peux pas vous transférer vers un conseiller "
              "depuis cette conversation : notre équipe peut vous aider par téléphone. ",
        "en": "I am the online assistant and cannot transfer you to an adviser from this "
              "conversation: our team can help you by phone. "},
    # "décalez au lundi, j'habite au 2e étage": the move goes on; the floor is not noted
    "access_not_here": {
        "fr": "Je ne peux pas noter de consignes d'accès pour la livraison (étage, escalier, "
              "ascenseur) depuis cette conversation. ",
        "en": "I cannot take down access instructions for the delivery (floor, stairs, lift) "
              "from this conversation. "},
    "beyond_list": {
        "fr": "Il n'y a pas de choix n° {rank} : la liste en compte {count}. ",
        "en": "There is no option {rank}: the list has {count}. "},
    "list_excluded": {"fr": "Entendu, rien n'est modifié. ",
                      "en": "Understood, nothing has changed. "},
    "list_stale": {"fr": "Je n'ai rien modifié : cette liste n'attendait plus de réponse. La "
                         "voici à nouveau ; répondez par le numéro d'un créneau. ",
                   "en": "I have not changed anything: that list was no longer waiting for an "
                         "answer. Here it is again; answer with a slot's number. "},
    "list_unsure": {"fr": "Rien n'est modifié tant que vous n'avez pas choisi : répondez par "
                          "le numéro d'un créneau, ou dites-moi un autre jour. ",
                    "en": "Nothing changes until you choose: answer with a slot's number, or "
                          "tell me another day. "},
    "list_waiting": {"fr": "Entendu, rien n'est modifié : prenez le temps de vérifier, et "
                           "répondez par le numéro d'un créneau quand vous voulez. ",
                     "en": "Understood, nothing has changed: take your time to check, and "
                           "answer with a slot's number whenever you like. "},
    "about_option": {"fr": "{yes}Le créneau {rank} est le {slot} ; il est libre, et rien n'est "
                           "réservé tant que vous ne l'avez pas choisi. ",
                     "en": "{yes}Option {rank} is {slot}; it is free, and nothing is booked "
                           "until you choose it. "},
    "about_option_not": {"fr": "Non, le créneau {rank} est le {slot} ; il est libre, et rien "
                               "n'est réservé tant que vous ne l'avez pas choisi. ",
                         "en": "No, option {rank} is {slot}; it is free, and nothing is booked "
                               "until you choose it. "},
    "about_yes": {"fr": "Oui. ", "en": "Yes. "},
    # What the desk can say of the delivery visit, by what was asked (`visit_asked`).
    "visit_time": {"fr": "Le livreur passe pendant ce créneau ; je n'ai pas d'heure plus "
                         "précise à vous donner. ",
                   "en": "The driver comes during this slot; I have no more precise time to "
                         "give you. "},
    "visit_presence": {"fr": "Quelqu'un doit être présent à l'adresse de livraison pendant le "
                             "créneau pour réceptionner votre meuble. ",
                       "en": "Someone must be at the delivery address during the slot to take "
                             "in your furniture. "},
    "visit_call": {"fr": "Je ne peux pas vous garantir un appel du livreur avant son passage, "
                         "ni un SMS ou une notification de suivi : je n'ai pas cette "
                         "information, seul le créneau réservé fait foi. ",
                   "en": "I cannot promise a call from the driver before the visit, nor a text "
                         "or a tracking notification: I do not have that information, the "
                         "booked slot is what counts. "},
    # "vous m'enverrez un e-mail de confirmation ?", "email me the details": no e-mail sent
    "visit_email": {"fr": "Je ne peux pas vous envoyer d'e-mail depuis cette conversation, "
                          "ni de confirmation écrite : ce que je vous indique ici fait foi. ",
                    "en": "I cannot send you an e-mail from this conversation, nor a written "
                          "confirmation: what I tell you here is what counts. "},
    "visit_duration": {"fr": "Je n'ai pas d'information sur la durée de la livraison sur "
                             "place. ",
                       "en": "I have no information on how long the delivery itself takes on "
                             "site. "},
    # The same asked while a yes/no or a slot list waits (`_asked_while_waiting`).
    "answer_visit_time": {"fr": "Le livreur passe pendant le créneau de livraison ; je n'ai "
                                "pas d'heure plus précise à vous donner.",
                          "en": "The driver comes during the delivery slot; I have no more "
                                "precise time to give you."},
    "answer_visit_presence": {"fr": "Quelqu'un doit être présent à l'adresse de livraison "
                                    "pendant le créneau pour réceptionner votre meuble.",
                              "en": "Someone must be at the delivery address during the slot "
                                    "to take in your furniture."},
    "answer_visit_call": {"fr": "Je ne peux pas vous garantir un appel du livreur avant son "
                                "passage, ni un SMS ou une notification de suivi : je n'ai pas "
                                "cette information, seul le créneau réservé fait foi.",
                          "en": "I cannot promise a call from the driver before the visit, "
                                "nor a text or a tracking notification: I do not have that "
                                "information, the booked slot is what counts."},
    "answer_visit_email": {"fr": "Je ne peux pas vous envoyer d'e-mail depuis cette "
                                 "conversation, ni de confirmation écrite : ce que je vous "
                                 "indique ici fait foi.",
                           "en": "I cannot send you an e-mail from this conversation, nor a "
                                 "written confirmation: what I tell you here is what counts."},
    "answer_visit_duration": {"fr": "Je n'ai pas d'information sur la durée de la livraison "
                                    "sur place.",
                              "en": "I have no information on how long the delivery itself "
                                    "takes on site."},
    # "mon canapé est livré demain ?": whether the delivery booked falls on that day
    "asked_day_yes": {"fr": "Oui, la livraison est bien prévue le {day}.\n",
                      "en": "Yes, the delivery is booked for {day}.\n"},
    "asked_day_no": {"fr": "Non, la livraison n'est pas prévue le {day}.\n",
                     "en": "No, the delivery is not booked for {day}.\n"},
    # "le 4 c'est bien un jeudi ?": the weekday of the day asked about, in words
    "answer_weekday": {"fr": "{yes}Le {date} est un {weekday}.",
                       "en": "{yes}{date} is a {weekday}."},
    "weekday_yes": {"fr": "Oui : ", "en": "Yes: "},
    "weekday_no": {"fr": "Non : ", "en": "No: "},
    "dated_taken": {"fr": "Je ne peux pas livrer {when} : ce créneau n'est pas libre, et rien "
                          "n'est modifié. ",
                    "en": "I cannot deliver {when}: that slot is not free, and nothing has "
                          "changed. "},
    "about_gone": {"fr": "Ce créneau n'est plus libre ; rien n'est modifié. ",
                   "en": "That slot is no longer free; nothing has changed. "},
    "booking_changed": {"fr": "Votre livraison a été modifiée entre-temps : je n'ai rien "
                              "changé. ",
                        "en": "Your delivery was changed in the meantime: I have changed "
                              "nothing. "},
    "already_that_day": {"fr": "Votre livraison est déjà prévue ce jour-là : le {slot}. Si vous "
                               "préférez l'autre moment de la journée, c'est possible. ",
                         "en": "Your delivery is already booked on that day: {slot}. If you "
                               "would rather have the other half of the day, that is "
                               "possible. "},
    "we_deliver_on": {"fr": "Oui, nous livrons le {day}. ", "en": "Yes, we deliver on {day}s. "},
    "slot_too_soon": {"fr": "Ce créneau est maintenant dans moins de 48 heures : une livraison "
                            "se déplace au moins 48 heures à l'avance, je ne peux donc plus "
                            "le réserver. ",
                      "en": "That slot is now less than 48 hours away: a delivery can only be "
                            "moved at least 48 hours ahead, so I can no longer book it. "},
    # Why a booked delivery can no longer move: it is within 48 hours, or its date has passed
    # (the order not marked delivered since): never "in less than 48 hours" of a past date.
    "soon": {"fr": "a lieu dans moins de 48 heures", "en": "is less than 48 hours away"},
    "past": {"fr": "est à une date déjà passée", "en": "is on a date already past"},
    "soon_short": {"fr": "dans moins de 48 heures", "en": "less than 48 hours away"},
    "past_short": {"fr": "à une date déjà passée", "en": "on a date already past"},
    # a slot begun and not ended: still booked, under way (never "past")
    "under_way": {"fr": "est déjà en cours", "en": "is already under way"},
    "under_way_short": {"fr": "déjà en cours", "en": "already under way"},
    "moved_there_meanwhile": {"fr": "Votre livraison a été modifiée entre-temps : elle est déjà "
                                    "prévue le {slot}, je n'ai rien changé. ",
                              "en": "Your delivery was changed in the meantime: it is already "
                                    "booked for {slot}, and I have changed nothing. "},
    # A yes to a case offered because the delivery was within 48 hours, refused since: the
    # delivery was moved further off (or unbooked) meanwhile, so it can move again.
    "case_not_needed": {"fr": "Votre livraison a été modifiée entre-temps : elle n'est plus "
                              "dans les 48 heures, je n'ai donc ouvert aucun dossier. ",
                        "en": "Your delivery was changed in the meantime: it is no longer "
                              "within 48 hours, so I have opened no case. "},
    "slot_taken": {"fr": "Ce créneau n'est plus disponible. ",
                   "en": "That slot is no longer available. "},
    # Why the wished day cannot be had (services.slot_choice), said before what is free.
    "why_past": {"fr": "Je ne peux pas livrer {when} : cette date est déjà passée. ",
                 "en": "I cannot deliver {when}: that date has already passed. "},
    "why_too_soon": {"fr": "Je ne peux pas livrer {when} : c'est dans moins de 48 heures, et une "
                           "livraison se déplace au moins 48 heures à l'avance. ",
                     "en": "I cannot deliver {when}: it is less than 48 hours away, and a "
                           "delivery can only be moved at least 48 hours ahead. "},
    "why_closed": {"fr": "Nous ne livrons pas {when}. ",
                   "en": "We do not deliver {when}. "},
    "why_not_open": {"fr": "Le calendrier des livraisons n'est pas encore ouvert {when}. ",
                     "en": "Deliveries cannot be booked yet {when}. "},
    "why_full": {"fr": "Il n'y a plus de place {when} : tous les créneaux sont complets. ",
                 "en": "There is no room left {when}: every slot is fully booked. "},
    "why_current": {"fr": "Votre livraison est déjà prévue {when}. ",
                    "en": "Your delivery is already booked {when}. "},
    "why_nothing_free": {"fr": "Il n'y a plus de créneau libre {when}. ",
                         "en": "There is no free slot left {when}. "},
    "why_none_later": {"fr": "Je n'ai aucun créneau libre après votre livraison actuelle, prévue "
                             "{when}. ",
                       "en": "There is no free slot after your current delivery, booked {when}. "},
    "why_none_earlier": {"fr": "Je n'ai aucun créneau libre avant votre livraison actuelle, "
                               "prévue {when}. ",
                         "en": "There is no free slot before your current delivery, booked "
                               "{when}. "},
    "why_none_of_these": {"fr": "Aucun des créneaux que vous proposez n'est libre. ",
                          "en": "None of the slots you suggest is free. "},
    "why_no_evening": {"fr": "Je n'ai aucun créneau de livraison en soirée {when}. ",
                       "en": "There is no evening delivery slot {when}. "},
    "why_no_evening_any": {"fr": "Je n'ai aucun créneau de livraison en soirée. ",
                           "en": "There is no evening delivery slot. "},
    # "à 17h30", "at 7am": a time no slot covers (the slots of the day are offered instead)
    "why_no_hour": {"fr": "Je n'ai aucun créneau de livraison à {at} {when}. ",
                    "en": "There is no delivery slot at {at} {when}. "},
    "why_no_hour_any": {"fr": "Je n'ai aucun créneau de livraison à {at}. ",
                        "en": "There is no delivery slot at {at}. "},
    # Every free slot falls on a day the customer ruled out ("pas ce mois-ci", "sauf le 24"):
    # the next free ones are listed anyway, said so, for the customer to choose or decline.
    "why_ruled_out": {"fr": "Tous les créneaux libres tombent sur des jours que vous avez "
                            "écartés. ",
                      "en": "Every free slot falls on a day you ruled out. "},
    # "les vacances de février", "half term": their days depend on the school zone or the
    # country, never guessed (`Wish.holidays_unknown`)
    "why_holidays_unknown": {"fr": "Je ne connais pas les dates exactes de ces vacances (elles "
                                   "dépendent de la zone scolaire) : dites-moi quels jours "
                                   "vous conviennent ou ne vous conviennent pas. ",
                             "en": "I do not know the exact dates of those holidays (they "
                                   "depend on the school area): tell me which days suit you, "
                                   "or which do not. "},
    "why_not_understood": {"fr": "Je n'ai pas compris la date que vous souhaitez. ",
                           "en": "I could not understand the date you would like. "},
    "when_day": {"fr": "le {day}", "en": "on {day}"},
    "when_day_am": {"fr": "le matin du {day}", "en": "on the morning of {day}"},
    "when_day_pm": {"fr": "l'après-midi du {day}", "en": "on the afternoon of {day}"},
    "when_range": {"fr": "entre le {first} et le {last}", "en": "between {first} and {last}"},
    "when_am": {"fr": "le matin", "en": "in the morning"},
    "when_pm": {"fr": "l'après-midi", "en": "in the afternoon"},
    "when_any": {"fr": "à cette date", "en": "on that date"},
}

# The staff channel: a staff member acting on a customer's order through the care desk. The
# texts above speak to the customer ("votre commande", "notre équipe vous recontacte"); these
# say the same of the customer's order in the third person, the customer named when the
# order was read ({whose}: " de Jean Martin", " of Jean Martin", or empty). Same ids, same
# questions, same rules: only the words differ (`nodes.kit.say.for_channel`).
STAFF_TEXTS: Texts = {
    "ask_order_and_email": {
        "fr": "Pour traiter cette demande, pouvez-vous me donner le numéro de la commande (par "
              "exemple SO-12345) et l'adresse e-mail de son client ?",
        "en": "To handle this request, could you give me the order number (for example "
              "SO-12345) and the customer's e-mail address?",
    },
    "ask_order_number": {
        "fr": "Quel est le numéro de la commande du client ? Il commence par SO- (par exemple "
              "SO-12345).",
        "en": "What is the customer's order number? It starts with SO- (for example "
              "SO-12345).",
    },
    "ask_which_slot": {
        "fr": "{why}Voici les créneaux de livraison disponibles pour la commande {number}"
              "{whose} :\n{options}\nLequel dois-je retenir ?",
        "en": "{why}Here are the delivery slots available for order {number}{whose}:\n"
              "{options}\nWhich one should I book?",
    },
    "ask_confirm_move": {
        "fr": "{changed}Je peux {action} la livraison de la commande {number}{whose} "
              "({products}){from_slot} au {slot}. Confirmez-vous ce changement ? (oui / non)",
        "en": "{changed}I can {action} the delivery of order {number}{whose} ({products})"
              "{from_slot} to {slot}. Do you confirm this change? (yes / no)",
    },
    "ask_confirm_damage_case": {
        "fr": "{other}Je peux ouvrir un dossier après-vente{label} sur la "
              "commande {number}{whose} ({products}).{problem} Voulez-vous que je l'ouvre ? "
              "(oui / non)",
        "en": "{other}I can open an after-sales case{label} on order {number}{whose} "
              "({products}).{problem} Shall I open it? (yes / no)",
    },
    "ask_confirm_late_case": {
        "fr": "La livraison de la commande {number}{whose}, prévue le {slot}, {soon} : elle ne "
              "peut plus être déplacée en ligne. Voulez-vous que j'ouvre "
              "un dossier après-vente pour la commande {number} afin que notre équipe "
              "recontacte le client ? (oui / non)",
        "en": "The delivery of order {number}{whose}, booked for {slot}, {soon}, so it can no "
              "longer be moved online. Shall I open an after-sales case for "
              "order {number} so that our team contacts the customer? (yes / no)",
    },
    "say_too_late_to_move": {
        "fr": "La livraison de la commande {number}{whose}, prévue le {slot}, {soon} : elle ne "
              "peut plus être déplacée en ligne, aucun autre créneau ne "
              "peut donc lui être proposé. Si vous le souhaitez, demandez-moi de la déplacer "
              "et j'ouvrirai un dossier pour que notre équipe recontacte le client.",
        "en": "The delivery of order {number}{whose}, booked for {slot}, {soon}, so it can no "
              "longer be moved online and no other slot can be offered. If "
              "you wish, ask me to move it and I will open a case so that our team contacts "
              "the customer.",
    },
    "say_not_delivered": {
        "fr": "La commande {number}{whose} n'est pas encore livrée (elle est {status}) : un "
              "dossier pour meuble endommagé ne peut être ouvert qu'après la livraison.",
        "en": "Order {number}{whose} is not delivered yet (it is {status}): a damage case can "
              "only be opened after the delivery.",
    },
    "say_not_delivered_cancelled": {
        "fr": "La commande {number}{whose} est annulée : elle n'a pas été livrée, aucun dossier "
              "pour meuble endommagé ne peut donc être ouvert sur cette commande.",
        "en": "Order {number}{whose} is cancelled: it was not delivered, so no damage case can "
              "be opened on it.",
    },
    "say_case_exists": {
        "fr": "Un dossier est déjà ouvert pour la commande {number} : {case}. Je n'en ouvre "
              "pas un second. Notre service après-vente recontacte le client : pour ajouter un "
              "détail à ce dossier, donnez-lui son numéro, {case}.",
        "en": "A case is already open for order {number}: {case}. I am not opening a second "
              "one. Our after-sales team will contact the customer: to add a detail to this "
              "case, give them its number, {case}.",
    },
    "say_moved": {
        "fr": "C'est fait : la livraison de la commande {number}{whose} est {done} {slot}.",
        "en": "Done: the delivery of order {number}{whose} is {done} {slot}.",
    },
    "say_late_case": {
        "fr": "La livraison de la commande {number}{whose}, prévue le {slot}, {soon} : elle ne "
              "peut plus être déplacée en ligne. J'ai ouvert le dossier "
              "{case} ; notre service après-vente recontacte le client très vite.",
        "en": "The delivery of order {number}{whose}, booked for {slot}, {soon}, so it can no "
              "longer be moved online. I have opened case {case}; our "
              "after-sales team will contact the customer shortly.",
    },
    "say_damage_case": {
        "fr": "J'ai ouvert le dossier {case} pour meuble endommagé sur la commande {number}"
              "{whose} ; notre service après-vente recontacte le client pour la suite.",
        "en": "I have opened damage case {case} on order {number}{whose}; our after-sales "
              "team will contact the customer about the next steps.",
    },
    "say_no_free_slot": {
        "fr": "Il n'y a plus de créneau de livraison libre pour la commande {number} dans les "
              "semaines à venir. Notre équipe peut aider le client par téléphone.",
        "en": "There is no free delivery slot left for order {number} in the coming weeks. "
              "Our team can help the customer by phone.",
    },
    "say_no_other_order": {
        "fr": "Je ne trouve pas d'autre commande de ce client que la commande {number} : je "
              "laisse donc cette demande de côté.",
        "en": "I find no other order of this customer than order {number}, so I am leaving "
              "that request aside.",
    },
    "say_list_dropped": {
        "fr": "Entendu : je n'ai modifié aucune livraison, celle de la commande {number} reste "
              "comme elle était prévue. Si vous souhaitez toujours choisir un créneau, "
              "dites-le-moi et je vous redonne la liste.",
        "en": "All right: I have not changed any delivery, the one of order {number} stays as "
              "it was booked. If you still want to choose a slot, tell me and I will list them "
              "again.",
    },
    "ask_again_move": {
        "fr": "Je n'ai pas encore fixé la livraison de la commande {number} au {slot} : votre "
              "« oui » accompagnait une autre demande. Confirmez-vous ce créneau ? Répondez "
              "simplement oui ou non.",
        "en": "I have not set the delivery of order {number} to {slot} yet: your "
              "\u201cyes\u201d came with another request. Do you confirm this slot? Just "
              "answer yes or no.",
    },
    "ask_again_damage_case": {
        "fr": "Je n'ai pas encore ouvert le dossier{label} sur la commande "
              "{number} : votre « oui » accompagnait une autre demande. Voulez-vous que je "
              "l'ouvre ? Répondez simplement oui ou non.",
        "en": "I have not opened the case{label} on order {number} yet: your \u201cyes\u201d "
              "came with another request. Shall I open it? Just answer yes or no.",
    },
    "ask_again_late_case": {
        "fr": "Je n'ai pas encore ouvert le dossier après-vente pour la livraison de la "
              "commande {number}, {soon} : votre « oui » accompagnait une "
              "autre demande. Voulez-vous que je l'ouvre ? Répondez simplement oui ou non.",
        "en": "I have not yet opened the after-sales case for the delivery of order {number}, "
              "{soon}: your \u201cyes\u201d came with another request. Shall "
              "I open it? Just answer yes or no.",
    },
    "ask_still_move": {
        "fr": "{answer}\n\nJe n'ai encore rien modifié. Voulez-vous que la livraison de la "
              "commande {number} soit fixée au {slot} ? (oui / non)",
        "en": "{answer}\n\nI have not changed anything yet. Do you want the delivery of order "
              "{number} set to {slot}? (yes / no)",
    },
    "ask_still_damage_case": {
        "fr": "{answer}\n\nJe n'ai encore rien ouvert. Voulez-vous que j'ouvre le dossier{label} "
              "sur la commande {number} ? (oui / non)",
        "en": "{answer}\n\nI have not opened anything yet. Shall I open the case{label} on "
              "order {number}? (yes / no)",
    },
    "ask_still_late_case": {
        "fr": "{answer}\n\nJe n'ai encore rien ouvert. Voulez-vous que j'ouvre le dossier "
              "après-vente pour la livraison de la commande {number}, {soon} ? "
              "(oui / non)",
        "en": "{answer}\n\nI have not opened anything yet. Shall I open the after-sales case "
              "for the delivery of order {number}, {soon}? (yes / no)",
    },
}

STAFF_FRAGMENTS: Texts = {
    "cases_scope_order": {"fr": " sur la commande {number}", "en": " on order {number}"},
    "cases_scope_all": {"fr": " sur les commandes du client", "en": " on the customer's orders"},
    "orders_all": {"fr": "Voici les commandes du client :",
                   "en": "Here are the customer's orders:"},
    "orders_open": {"fr": "Voici les commandes en cours du client :",
                    "en": "Here are the customer's open orders:"},
    "matched_order": {"fr": "Il s'agit de la commande {number} ({products}).",
                      "en": "This is about order {number} ({products})."},
    "others_not_read": {
        "fr": "Je regarderai les autres commandes que vous avez indiquées une fois la première "
              "retrouvée avec l'adresse e-mail du client.",
        "en": "I will look at the other orders you named once the first one matches the "
              "customer's e-mail address."},
    "lapsed_move": {"fr": "Je n'ai pas modifié la livraison de la commande {number}.",
                    "en": "I have not changed the delivery of order {number}."},
    "lapsed_damage_case": {"fr": "Je n'ai pas ouvert de dossier pour la commande {number}.",
                           "en": "I have not opened a case for order {number}."},
    "lapsed_late_case": {"fr": "Je n'ai pas ouvert de dossier pour la commande {number}.",
                         "en": "I have not opened a case for order {number}."},
    "held_move": {
        "fr": "Je n'ai pas encore modifié la livraison de la commande {number} : votre « oui » "
              "accompagnait une autre demande. Je vous redemanderai ce créneau ensuite.",
        "en": "I have not changed the delivery of order {number} yet: your \u201cyes\u201d "
              "came with another request. I will ask you about that slot again next."},
    "held_damage_case": {
        "fr": "Je n'ai pas encore ouvert de dossier pour la commande {number} : votre « oui » "
              "accompagnait une autre demande. Je vous le redemanderai ensuite.",
        "en": "I have not opened a case for order {number} yet: your \u201cyes\u201d came "
              "with another request. I will ask you about it again next."},
    "held_late_case": {
        "fr": "Je n'ai pas encore ouvert de dossier pour la commande {number} : votre « oui » "
              "accompagnait une autre demande. Je vous le redemanderai ensuite.",
        "en": "I have not opened a case for order {number} yet: your \u201cyes\u201d came "
              "with another request. I will ask you about it again next."},
    "moved_there_meanwhile": {"fr": "La livraison a été modifiée entre-temps : elle est déjà "
                                    "prévue le {slot}, je n'ai rien changé. ",
                              "en": "The delivery was changed in the meantime: it is already "
                                    "booked for {slot}, and I have changed nothing. "},
    "case_not_needed": {"fr": "La livraison a été modifiée entre-temps : elle n'est plus dans "
                              "les 48 heures, je n'ai donc ouvert aucun dossier. ",
                        "en": "The delivery was changed in the meantime: it is no longer within "
                              "48 hours, so I have opened no case. "},
    "booking_changed": {"fr": "La livraison a été modifiée entre-temps : je n'ai rien changé. ",
                        "en": "The delivery was changed in the meantime: I have changed "
                              "nothing. "},
    "already_that_day": {"fr": "La livraison est déjà prévue ce jour-là : le {slot}. Si vous "
                               "préférez l'autre moment de la journée, c'est possible. ",
                         "en": "The delivery is already booked on that day: {slot}. If you "
                               "would rather have the other half of the day, that is "
                               "possible. "},
    "why_current": {"fr": "La livraison est déjà prévue {when}. ",
                    "en": "The delivery is already booked {when}. "},
    "why_none_later": {"fr": "Je n'ai aucun créneau libre après la livraison actuelle, prévue "
                             "{when}. ",
                       "en": "There is no free slot after the current delivery, booked {when}. "},
    "why_none_earlier": {"fr": "Je n'ai aucun créneau libre avant la livraison actuelle, "
                               "prévue {when}. ",
                         "en": "There is no free slot before the current delivery, booked "
                               "{when}. "},
}
