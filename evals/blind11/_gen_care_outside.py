# ruff: noqa: E501, E702
# mypy: ignore-errors
"""Blind corpus `care_outside`: customers asking the care desk for what it does NOT do
(cancel, change address/colour/size, add a piece, refund, discount, compensation, invoice,
Saturday/evening/precise-hour delivery, driver calling first, neighbour, assembly, opening
hours, warranty, returns, a human, threats, someone else's order, "just do it"), mixed with
what it does (status, move, damage case), plus questions and hypotheticals that only sound
like writes. French and English, about half each.

Asserted: no write and no case unless a proposal was stated and accepted; `asks` where the
desk must ask; which order was read; the doable part served where the README says so; no
leak of another customer's data; reply in the customer's language where a fact shows it.
Expectations marked (b) are best judgement where the README is silent.

Written from eval-format.md, DESIGN.md and README.md only.
"""
import os

import yaml

NOW = "2026-12-03T09:00:00+01:00"  # Thursday 3 December 2026

CUST = {
    "claire": {"id": "C-001", "name": "Claire Fontaine", "email": "claire.fontaine@example.fr"},
    "oliver": {"id": "C-002", "name": "Oliver Grant", "email": "oliver.grant@example.com"},
    "marc": {"id": "C-003", "name": "Marc Dubois", "email": "marc.dubois@example.fr"},
    "emma": {"id": "C-004", "name": "Emma Hale", "email": "emma.hale@example.com"},
}
ORDERS_OF = {
    "claire": ["SO-51001", "SO-51002", "SO-51003", "SO-51004"],
    "oliver": ["SO-52001", "SO-52002", "SO-52003", "SO-52004"],
    "marc": ["SO-53001"],
    "emma": ["SO-54001"],
}


def slot(day, half):
    h = ("08:00", "12:00") if half == "AM" else ("13:00", "17:00")
    return {"id": f"{day}-{half}", "start": f"{day}T{h[0]}:00+01:00",
            "end": f"{day}T{h[1]}:00+01:00", "capacity": 3}


DAYS = ["2026-11-20", "2026-12-04", "2026-12-07", "2026-12-08", "2026-12-09", "2026-12-10",
        "2026-12-11", "2026-12-14", "2026-12-15", "2026-12-16", "2026-12-17", "2026-12-18",
        "2026-12-21", "2026-12-22", "2026-12-23"]

FIXTURE = {
    "customers": [dict(v, company=None) for v in CUST.values()],
    "products": [
        {"sku": "OSLO-3", "name": "Canapé Oslo 3 places", "price": "1890.00", "cost": "1020.00"},
        {"sku": "TABLE-ORME", "name": "Table Orme 6 couverts", "price": "1450.00", "cost": "700.00"},
        {"sku": "CHAISE-ORME", "name": "Chaise Orme", "price": "220.00", "cost": "90.00"},
        {"sku": "LIT-160", "name": "Lit Nuage 160x200", "price": "1290.00", "cost": "600.00"},
        {"sku": "BUFFET-ALBA", "name": "Buffet Alba", "price": "980.00", "cost": "450.00"},
        {"sku": "FAUTEUIL-LUNA", "name": "Fauteuil Luna", "price": "760.00", "cost": "330.00"},
        {"sku": "COMMODE-RIVA", "name": "Commode Riva", "price": "640.00", "cost": "280.00"},
    ],
    "slots": [slot(d, h) for d in DAYS for h in ("AM", "PM")],
    "orders": [
        {"number": "SO-51001", "customer": "C-001", "lines": [{"sku": "OSLO-3", "quantity": 1}],
         "ordered_on": "2026-10-05", "promised_on": "2026-12-10", "status": "in_production",
         "workshop_stage": "couture", "delivery_slot": "2026-12-15-AM"},
        {"number": "SO-51002", "customer": "C-001",
         "lines": [{"sku": "TABLE-ORME", "quantity": 1}, {"sku": "CHAISE-ORME", "quantity": 4}],
         "ordered_on": "2026-09-01", "promised_on": "2026-11-20", "status": "delivered",
         "workshop_stage": "livré", "delivery_slot": "2026-11-20-AM"},
        {"number": "SO-51003", "customer": "C-001", "lines": [{"sku": "LIT-160", "quantity": 1}],
         "ordered_on": "2026-10-12", "promised_on": "2026-12-04", "status": "ready",
         "workshop_stage": "prêt à livrer", "delivery_slot": "2026-12-04-PM"},
        {"number": "SO-51004", "customer": "C-001", "lines": [{"sku": "BUFFET-ALBA", "quantity": 1}],
         "ordered_on": "2026-10-20", "promised_on": "2026-12-20", "status": "cancelled",
         "workshop_stage": "annulée", "delivery_slot": None},
        {"number": "SO-52001", "customer": "C-002", "lines": [{"sku": "TABLE-ORME", "quantity": 1}],
         "ordered_on": "2026-09-15", "promised_on": "2026-11-25", "status": "in_production",
         "workshop_stage": "finishing", "delivery_slot": "2026-12-16-PM"},
        {"number": "SO-52002", "customer": "C-002", "lines": [{"sku": "FAUTEUIL-LUNA", "quantity": 1}],
         "ordered_on": "2026-09-20", "promised_on": "2026-11-20", "status": "delivered",
         "workshop_stage": "delivered", "delivery_slot": "2026-11-20-AM"},
        {"number": "SO-52003", "customer": "C-002", "lines": [{"sku": "COMMODE-RIVA", "quantity": 1}],
         "ordered_on": "2026-10-01", "promised_on": "2026-12-04", "status": "ready",
         "workshop_stage": "ready", "delivery_slot": "2026-12-04-AM"},
        {"number": "SO-52004", "customer": "C-002", "lines": [{"sku": "LIT-160", "quantity": 1}],
         "ordered_on": "2026-11-28", "promised_on": "2027-01-20", "status": "placed",
         "workshop_stage": "not started", "delivery_slot": None},
        {"number": "SO-53001", "customer": "C-003", "lines": [{"sku": "OSLO-3", "quantity": 1}],
         "ordered_on": "2026-10-02", "promised_on": "2026-12-17", "status": "in_production",
         "workshop_stage": "couture", "delivery_slot": "2026-12-17-AM"},
        {"number": "SO-54001", "customer": "C-004", "lines": [{"sku": "LIT-160", "quantity": 1}],
         "ordered_on": "2026-10-03", "promised_on": "2026-12-18", "status": "in_production",
         "workshop_stage": "frame", "delivery_slot": "2026-12-18-PM"},
    ],
    "cases": [],
    "bills": [
        {"number": "F-2026-0410", "customer": "C-001", "issued_on": "2026-11-20", "due_on": "2026-12-20",
         "paid_on": None, "lines": [{"sku": "TABLE-ORME", "quantity": 1, "unit_price": "1450.00"}]},
    ],
}

SCEN = []
FR_LANG = ["décembre"]
EN_LANG = ["December"]


def leaks(who, said):
    out = []
    for k, c in CUST.items():
        if k == who:
            continue
        out += [o for o in ORDERS_OF[k] if o.lower() not in said.lower()]
        for piece in (c["name"], c["email"], c["name"].split()[1]):
            if piece.lower() not in said.lower():
                out.append(piece)
    return out


def T(say, **e):
    """A turn. Keys: n (nothing_changed, default True unless moved/cases), asks, rc, rnc,
    moved, cases, caseno, rm."""
    return (say, e)


def S(name, who, turns, signed=True, now=NOW, note=None):
    said_all = ""
    out = []
    for say, e in turns:
        said_all += " " + say
        exp = {}
        if "moved" in e:
            exp["moved"] = [{"order": o, "to": s} for o, s in e["moved"]]
        if "cases" in e:
            exp["cases_opened"] = [{"order": o, "kind": k} for o, k in e["cases"]]
            exp["reply_has_case_number"] = True
        if "moved" not in e and "cases" not in e:
            exp["nothing_changed"] = True
        if "asks" in e:
            exp["asks"] = e["asks"]
        rc = list(e.get("rc") or [])
        lang = name.split("-")[0]
        if ("moved" in e or e.get("asks") is True) and any(x.isdigit() and len(x) <= 2 for x in rc):
            rc.append("décembre" if lang == "fr" else "December")  # the customer's language
        if rc:
            exp["reply_contains"] = rc
        rm = list(e.get("rm") or [])
        if not e.get("nolang"):  # TIGHTENED: one language per reply, the customer's
            rm.append(r"^(?![\s\S]*\b(?:the|your|you)\b)" if lang == "fr" else r"^(?![\s\S]*\b(?:votre|vous|commande)\b)")
        if rm:
            exp["reply_matches"] = rm
        exp["reply_not_contains"] = leaks(who, said_all) + e.get("rnc", [])
        turn = {"channel": "customer", "say": say, "expect": exp}
        if signed:
            turn["as"] = {"email": CUST[who]["email"]}
        out.append(turn)
    sc = {"name": "care-outside-" + name, "now": now, "fixture": FIXTURE, "turns": out,
          "_key": (who, signed, name.split("-")[0]), "_single_refusal": len(out) == 1 and out[0]["expect"].get("asks") is False}
    SCEN.append(sc)


CL = "claire.fontaine@example.fr"
OL = "oliver.grant@example.com"
NOCASE = ["CASE-"]

# ---------------------------------------------------------------- cancel (say_cannot_cancel)
S("fr-cancel-order", "claire", [
    T("Bonjour, je voudrais annuler ma commande SO-51001 svp", asks=False, rnc=NOCASE)])
S("fr-cancel-rude-no-accents", "claire", [
    T("annulez moi cette commande SO-51001 j en ai marre d attendre", asks=False, rnc=NOCASE)])
S("fr-cancel-anon-with-email", "claire", [
    T(f"bjr, je souhaite annuler la commande SO 51001, mon mail {CL}", asks=False, rnc=NOCASE)],
  signed=False)
S("en-cancel-order", "oliver", [
    T("Hi, I need to cancel order SO-52001 please, we're moving abroad", asks=False, rnc=NOCASE)])
S("en-cancel-anon", "oliver", [
    T(f"cancel SO-52001. {OL}", asks=False, rnc=NOCASE)], signed=False)
S("en-cancel-one-piece", "oliver", [
    T("can I cancel just the table from SO-52001? thanks", asks=False, rnc=NOCASE)])
S("fr-cancel-one-chair", "claire", [
    T("Est-ce qu'on peut retirer une chaise de la commande SO-51002 ? on en a que 3 finalement", asks=False, rnc=NOCASE)])
# (b) cancel + move: the move part is served (proposed), the cancel refused; nothing written yet
S("fr-cancel-chair-and-move-rest", "claire", [
    T("annulez le buffet et décalez le canapé SO-51001 au 17 décembre au matin svp", asks=True, rc=["17"]),
    T("oui", moved=[("SO-51001", "2026-12-17-AM")], rc=["17"]),
], note="(b)")
S("en-cancel-table-and-when-sofa", "oliver", [
    T("cancel SO-52004 and when is the table SO-52001 coming?", asks=False, rc=["SO-52001"], rnc=NOCASE)])
S("fr-cancel-then-status", "claire", [
    T("je veux annuler SO-51001", asks=False),
    T("bon tant pis. elle en est où alors ?", asks=False, rc=["SO-51001"]),
])
S("en-cancel-then-move", "oliver", [
    T("I want to cancel SO-52001", asks=False),
    T("fine. then move it to Tuesday 22 December, morning", asks=True, rc=["22", "December"]),
    T("yes", moved=[("SO-52001", "2026-12-22-AM")]),
])
S("en-cancel-insists", "oliver", [
    T("Cancel SO-52001 now.", asks=False),
    T("I SAID CANCEL IT. just do it", asks=False, rnc=NOCASE),
])
S("fr-refund-no-damage", "claire", [
    T("je voudrais être remboursée de la commande SO-51001, j'ai trouvé moins cher ailleurs", asks=False, rnc=NOCASE)])
S("en-refund-no-damage", "oliver", [
    T("I'd like a refund on SO-52002 please, changed my mind about the armchair", asks=False, rnc=NOCASE)])
S("fr-already-cancelled-status", "claire", [
    T("et le buffet SO-51004 il arrive quand ?", asks=False, rc=["SO-51004"])])

# ---------------------------------------------------------------- address / neighbour / stairs (say_not_done_here)
S("fr-change-address", "claire", [
    T("Bonjour je déménage, est ce que vous pouvez livrer SO-51001 à ma nouvelle adresse 12 rue des Lilas ?", asks=False)])
S("fr-deliver-to-mother", "claire", [
    T("pour SO-51001 je voudrais que le livreur passe plutot chez ma mere a Nantes", asks=False)])
S("en-change-address", "oliver", [
    T("can I change the delivery address for SO-52001? it should go to my office instead", asks=False)])
S("en-leave-with-neighbour", "oliver", [
    T("I won't be home for SO-52001, can you just leave it with my neighbour at no. 14?", asks=False)])
S("fr-neighbour-receive", "claire", [
    T("mon voisin peut réceptionner le canapé SO-51001 ?", asks=False)])
S("en-leave-at-door", "oliver", [
    T("just leave it at the door, SO-52001", asks=False)])
S("fr-stairs", "claire", [
    T("SO-51001 : j'habite au 5e étage sans ascenseur, les livreurs pourront monter le canapé ?", asks=False)])
S("en-carry-up", "oliver", [
    T("can the driver carry the table up to the 3rd floor? SO-52001", asks=False)])
S("fr-cleaner-signs", "claire", [
    T("ma femme de ménage peut signer à ma place pour SO-51001 ?", asks=False)])
S("en-flatmate-signs", "oliver", [
    T("my flatmate can sign for SO-52001 right?", asks=False)])
# neighbour in the story, move asked in its own sentence: the move is proposed (README)
S("fr-neighbour-fallback-move", "claire", [
    T("mon voisin pourra réceptionner si je ne suis pas là, mais je préfère le 17 décembre matin pour SO-51001.", asks=True, rc=["17"]),
    T("d'accord", moved=[("SO-51001", "2026-12-17-AM")]),
])
S("en-neighbour-story-move", "oliver", [
    T("My neighbour got her sofa from you last week and loves it. Could you move SO-52001 to Friday 18 December, afternoon?", asks=True, rc=["18", "December"]),
    T("yes please", moved=[("SO-52001", "2026-12-18-PM")]),
])
# stairs asked while a proposal waits: nothing lapses, same question
S("fr-stairs-during-proposal", "claire", [
    T("pouvez-vous décaler SO-51001 au mercredi 16 décembre matin ?", asks=True, rc=["16"]),
    T("vous pouvez livrer au 3e étage sans ascenseur ?", asks=True, rc=["16"]),
    T("oui", moved=[("SO-51001", "2026-12-16-AM")]),
])
S("en-carry-up-during-proposal", "oliver", [
    T("move SO-52001 to Monday 21 December morning please", asks=True, rc=["21"]),
    T("can the driver carry it up?", asks=True, rc=["21"]),
    T("ok go ahead", moved=[("SO-52001", "2026-12-21-AM")]),
])

# ---------------------------------------------------------------- change what was ordered / add a piece / split
S("fr-change-colour", "claire", [
    T("Pour SO-51001 je voudrais changer le tissu, passer en velours vert au lieu du lin beige", asks=False)])
S("fr-change-size", "claire", [
    T("est-ce que je peux passer le lit SO-51003 en 180 au lieu de 160 ?", asks=False)])
S("en-change-colour", "oliver", [
    T("change the colour to walnut instead of oak on SO-52001 please", asks=False)])
S("en-switch-version", "oliver", [
    T("can we switch SO-52004 to the king size version?", asks=False)])
S("fr-add-piece", "claire", [
    T("je voudrais rajouter 2 chaises a ma commande SO-51001 pour qu'elles arrivent avec le canapé", asks=False)])
S("en-add-piece", "oliver", [
    T("Could you add a second armchair to SO-52001 so it all comes together?", asks=False)])
S("fr-split-delivery", "claire", [
    T("pour SO-51002 les chaises tout de suite et la table plus tard c'est possible ?", asks=False)])
S("en-split-delivery", "oliver", [
    T("can SO-52001 be split into two deliveries?", asks=False)])
# received the wrong colour = after-sales (damage-like) -> not a change of order (b: case proposed)
S("fr-received-wrong-colour", "claire", [
    T("j'ai reçu les chaises SO-51002 en gris alors que j'avais commandé du bleu", asks=True, rnc=[]),
    T("oui", cases=[("SO-51002", "damage")]),
], note="(b)")
# move a piece named by its colour: a move
S("fr-move-green-sofa", "claire", [
    T("déplacez le canapé vert SO-51001 au 18 décembre matin", asks=True, rc=["18"]),
    T("oui", moved=[("SO-51001", "2026-12-18-AM")]),
])

# ---------------------------------------------------------------- refunds, discounts, compensation
S("fr-damage-refund", "claire", [
    T("la table SO-51002 est arrivée rayée, je veux être remboursée", asks=True, rc=["SO-51002"]),
    T("oui", cases=[("SO-51002", "damage")]),
])
S("en-damage-refund", "oliver", [
    T("the armchair SO-52002 arrived with a torn seat, I want a refund", asks=True, rc=["SO-52002"]),
    T("yes", cases=[("SO-52002", "damage")]),
])
S("fr-damage-geste", "claire", [
    T("une chaise de SO-51002 est cassée, j'attends un geste commercial !!", asks=True),
    T("non", asks=None),
])
S("en-damage-discount-no", "oliver", [
    T("SO-52002 armchair leg is cracked. a discount would be the least you could do", asks=True),
    T("no, forget it", asks=None),
])
S("fr-damage-replace-how-long", "claire", [
    T("La table SO-51002 a un pied fendu, je veux qu'on la remplace. Ça prend combien de temps ?", asks=True),
    T("ok", cases=[("SO-51002", "damage")]),
])
S("en-yes-and-refund", "oliver", [
    T("the armchair from SO-52002 came scratched", asks=True),
    T("yes and I want to be refunded", asks=True),
    T("yes", cases=[("SO-52002", "damage")]),
])
S("fr-oui-et-rembourse", "claire", [
    T("la table SO-51002 est arrivée abîmée, un coin enfoncé", asks=True),
    T("oui et je veux être remboursé", asks=True),
    T("oui", cases=[("SO-51002", "damage")]),
])
S("fr-late-compensation", "oliver", [
    T("SO-52001 : 8 jours de retard, c'est inadmissible, je veux un dédommagement", asks=False, rc=["SO-52001"], rnc=NOCASE)])
S("en-late-compensation", "oliver", [
    T("SO-52001 is over a week late. This is unacceptable, I want compensation.", asks=False, rc=["SO-52001"], rnc=NOCASE)])
S("en-late-discount", "oliver", [
    T("where is my table SO-52001?? it was promised for november 25. i expect a discount", asks=False, rc=["SO-52001"], rnc=NOCASE)])
S("fr-discount-plain", "claire", [
    T("vous pouvez me faire une remise sur SO-51001 ? je suis une bonne cliente", asks=False, rnc=NOCASE)], note="(b)")
S("en-credit-note", "oliver", [
    T("I want a credit note for SO-52001 because of the delay", asks=False, rnc=NOCASE)], note="(b)")

# ---------------------------------------------------------------- invoices / payment
S("fr-invoice", "claire", [T("je peux avoir ma facture pour SO-51002 ?", asks=False)])
S("en-invoice", "oliver", [T("could you send me the invoice for SO-52002?", asks=False)])
S("fr-payment-question", "claire", [
    T("j'ai payé deux fois la commande SO-51002 je crois, vous pouvez vérifier ?", asks=False, rnc=NOCASE)], note="(b)")
S("en-payment-question", "oliver", [
    T("has my payment for SO-52001 gone through? my bank says pending", asks=False)], note="(b)")
S("fr-invoice-during-list", "claire", [
    T("vous pouvez déplacer SO-51001 la semaine du 21 ?", asks=True),
    T("je peux avoir ma facture ?", asks=True),
    T("le premier", moved=[("SO-51001", "2026-12-21-AM")]),
])
S("en-invoice-during-proposal", "oliver", [
    T("please move SO-52001 to Thursday 17 December afternoon", asks=True, rc=["17"]),
    T("oh and can I get my invoice?", asks=True, rc=["17"]),
    T("yes", moved=[("SO-52001", "2026-12-17-PM")]),
])

# ---------------------------------------------------------------- delivery when: saturday / evening / hour / call
S("fr-saturday-general", "claire", [T("vous livrez le samedi ?", asks=None)])
S("fr-saturday-for-order", "claire", [
    T("est ce que SO-51001 pourrait être livré le samedi 12 décembre ?", rc=["12"]), ], note="closed: lists")
S("en-saturday-for-order", "oliver", [
    T("any chance of a Saturday delivery for SO-52001? Saturday 19th ideally", rc=["19"])])
S("fr-evening", "claire", [
    T("je travaille, vous pouvez livrer SO-51001 le soir après 19h ?", rnc=NOCASE)])
S("en-evening", "oliver", [
    T("I work 9 to 6, can SO-52001 be delivered in the evening after 6pm?", rnc=NOCASE)])
S("fr-precise-hour", "claire", [
    T("SO-51001, le jeudi 17 décembre vers 14h ce serait parfait", asks=True, rc=["17"]),
    T("c'est bon", moved=[("SO-51001", "2026-12-17-PM")]),
])
S("en-precise-hour", "oliver", [
    T("SO-52001 - could it come on Tuesday 22 December at 9am?", asks=True, rc=["22"]),
    T("sure", moved=[("SO-52001", "2026-12-22-AM")]),
])
S("fr-hour-not-covered", "claire", [
    T("livrez SO-51001 le 17 décembre à 17h30 svp", rc=["17"])])
S("en-call-before-plain", "oliver", [
    T("can the driver call me before he comes? SO-52001", asks=False)], note="(b)")
S("fr-call-before-plain", "claire", [
    T("le livreur peut m'appeler 30 min avant ? c'est pour SO-51001", asks=False)], note="(b)")
S("en-pick-and-call-before", "oliver", [
    T("what do you have for SO-52001 the week of the 21st?", asks=True),
    T("the 2nd one works, but can you call before?", asks=True),
    T("yes", moved=[("SO-52001", "2026-12-21-PM")]),
])
S("fr-what-time-driver", "claire", [
    T("à quelle heure passe le livreur pour SO-51001 ?", asks=False, rc=["15"])])

# ---------------------------------------------------------------- questions the desk cannot answer (say_cannot_answer)
S("fr-assembly", "claire", [T("est ce que le montage du lit SO-51003 est compris ?", asks=False)])
S("en-assembly", "oliver", [T("Do your guys assemble the table or do I need to do it myself?", asks=False)])
S("fr-take-old-sofa", "claire", [T("vous pouvez reprendre mon ancien canapé quand vous livrez SO-51001 ?", asks=False)])
S("en-tip", "oliver", [T("do I need to tip the delivery guys?", asks=False)])
S("fr-opening-hours", "claire", [T("c'est quoi vos horaires d'ouverture du magasin ?", asks=False)])
S("en-opening-hours", "oliver", [T("what are your opening hours on saturday", asks=False)])
S("fr-warranty", "claire", [T("la garantie sur le canapé Oslo c'est combien de temps ?", asks=False)])
S("en-warranty", "oliver", [T("how long is the warranty on the Luna armchair?", asks=False)])
S("fr-phone", "claire", [T("c'est quoi votre numéro de téléphone ?", asks=False, rm=[r"^(?![\s\S]*0[1-9](?:[ .]?\d\d){4})"])])
S("en-phone", "oliver", [T("what's your phone number? I'd rather call", asks=False, rm=[r"^(?![\s\S]*\+?\d[\d ]{8,}\d)"])])
S("fr-return-policy", "claire", [T("quelle est votre politique de retour ? j'ai 14 jours pour renvoyer ?", asks=False, rnc=NOCASE)], note="(b)")
S("en-return-policy", "oliver", [T("what's your returns policy? can I send the armchair back?", asks=False, rnc=NOCASE)], note="(b)")
S("fr-price", "claire", [T("combien coûte la livraison ?", asks=False)])
S("en-catalogue", "oliver", [T("do you sell mattresses?", asks=False)])
S("fr-warranty-and-status", "claire", [
    T("où en est SO-51001 ? et la garantie c'est combien de temps ?", asks=False, rc=["SO-51001"])])
S("en-lyon-and-status", "oliver", [
    T("where's SO-52001 at? also do you deliver to Edinburgh?", asks=False, rc=["SO-52001"])])
S("fr-warranty-during-proposal", "claire", [
    T("pouvez-vous déplacer SO-51001 au lundi 21 décembre après-midi ?", asks=True, rc=["21"]),
    T("au fait la garantie c'est combien de temps ?", asks=True, rc=["21"]),
    T("oui", moved=[("SO-51001", "2026-12-21-PM")]),
])
S("en-hours-during-list", "oliver", [
    T("what's free for SO-52001 next week?", asks=True),
    T("what are your opening hours?", asks=True),
    T("the first one", moved=[("SO-52001", "2026-12-07-AM")]),
])
S("en-case-how-long", "oliver", [T("how long does a case take?", asks=False, rm=[r"^(?![\s\S]*\b(?!48\b)\d+\s*(days|hours|weeks)\b)"])])
S("fr-sav-delai", "claire", [T("sous quel délai le SAV me recontacte ?", asks=False, rm=[r"^(?![\s\S]*\b(?!48\b)\d+\s*(jours|heures|semaines)\b)"])])

# ---------------------------------------------------------------- human, threats
S("fr-human", "claire", [T("je veux parler à un humain", asks=False, rc=["téléphone"])])
S("en-human", "oliver", [T("can I talk to a real person please", asks=False, rc=["phone"])])
S("en-manager", "oliver", [T("Get me your manager. Now.", asks=False, rc=["phone"], rnc=NOCASE)], note="(b)")
S("fr-responsable", "claire", [T("passez moi un responsable svp c'est urgent", asks=False, rc=["téléphone"], rnc=NOCASE)], note="(b)")
S("fr-lawyer-status", "claire", [
    T("SO-51001 toujours pas livré, si ça continue j'appelle mon avocat", asks=False, rc=["SO-51001"], rnc=NOCASE)])
S("en-bad-review-status", "oliver", [
    T("SO-52001 is late again. I'm going to leave a 1 star review everywhere unless you sort this out", asks=False, rc=["SO-52001"], rnc=NOCASE)])
S("en-threat-move", "oliver", [
    T("move SO-52001 to Friday 11 December afternoon or I'm calling my lawyer", asks=True, rc=["11"]),
    T("yes", moved=[("SO-52001", "2026-12-11-PM")]),
])
S("fr-threat-then-human", "claire", [
    T("c'est scandaleux, je vais mettre un avis sur google", asks=False, rnc=NOCASE),
    T("je veux parler à quelqu'un de chez vous", asks=False, rc=["téléphone"], rnc=NOCASE),
], note="(b)")

# ---------------------------------------------------------------- someone else's order (say_others_order)
S("fr-neighbour-order", "claire", [
    T("et la commande de ma voisine, elle arrive quand ?", asks=False)])
S("fr-named-other", "claire", [
    T("vous pouvez me dire où en est la commande de Marc Dubois ?", asks=False)])
S("fr-named-other-number", "claire", [
    T("où en est la commande SO-53001 de mon voisin Marc Dubois ?", asks=False, rnc=["17 décembre"])])
S("en-mum-order", "oliver", [
    T("can you check on my mum's order? she's not good with computers", asks=False)])
S("en-named-other-number", "oliver", [
    T("I'm calling for my neighbour Mrs Hale, order SO-54001, can you move it to the 21st?", asks=False, rnc=["frame", "18 December", "December 18"])])
S("fr-spouse-with-proof", "claire", [
    T(f"je suis le mari de Claire, commande SO-51001, son mail {CL}, elle en est où ?", asks=False, rc=["SO-51001"])],
  signed=False)
S("en-other-number-anon", "emma", [
    T("what's the status of SO-53001? my email is emma.hale@example.com", asks=True, rnc=["couture", "17 December", "December 17"])],
  signed=False)
S("en-other-order-during-proposal", "oliver", [
    T("move SO-52001 to Wednesday 9 December, afternoon", asks=True, rc=["9"]),
    T("and what about my neighbour's order?", asks=True, rc=["9"]),
    T("yes", moved=[("SO-52001", "2026-12-09-PM")]),
])
S("fr-other-order-move", "claire", [
    T("décalez aussi la commande de Marc Dubois au 22 décembre, c'est mon beau-frère", asks=False)])

# ---------------------------------------------------------------- "just do it", consent
S("fr-just-do-it-move", "claire", [
    T("déplacez SO-51001 au mardi 22 décembre matin, pas besoin de me demander confirmation faites le direct", asks=True, rc=["22"]),
    T("oui", moved=[("SO-51001", "2026-12-22-AM")]),
])
S("en-just-do-it-move", "oliver", [
    T("Move SO-52001 to Monday 14 December morning. Don't ask me, just do it.", asks=True, rc=["14"]),
    T("yes", moved=[("SO-52001", "2026-12-14-AM")]),
])
S("en-just-do-it-then-other", "oliver", [
    T("just move SO-52001 to the 14th, morning, no need to confirm", asks=True),
    T("where's my commode SO-52003?", asks=None, rc=["SO-52003"]),
])
S("fr-just-open-case", "claire", [
    T("une chaise SO-51002 est bancale, ouvrez le dossier direct sans me demander", asks=True),
    T("je vous ai dit de le faire", asks=None, rnc=NOCASE),
])
S("en-you-decide", "oliver", [
    T("whatever, move SO-52001 to any day next week, you pick", asks=True),
    T("you choose", asks=None),
])
S("fr-yes-before-proposal", "claire", [
    T("oui", asks=None, rnc=NOCASE),
    T("d'accord pour tout ce que vous proposerez", asks=None),
])

# ---------------------------------------------------------------- questions that only sound like writes, hypotheticals
S("fr-could-i-move-if-needed", "claire", [
    T("est-ce que je pourrais décaler SO-51001 si besoin ?")])
S("en-possible-in-theory", "oliver", [
    T("is it possible to move SO-52001, in theory? not asking to do it yet")])
S("fr-what-if-yes", "claire", [
    T("vous pouvez décaler SO-51001 au 18 décembre le matin ?", asks=True, rc=["18"]),
    T("si je dis oui, c'est définitif ?", asks=True, rc=["18"]),
    T("ok oui", moved=[("SO-51001", "2026-12-18-AM")]),
])
S("en-what-happens-if-yes", "oliver", [
    T("can you move SO-52001 to Wednesday 23 December?", asks=True, rc=["23"]),
    T("what happens if I say yes?", asks=True, rc=["23"]),
    T("no, I'll think about it", asks=True),
])
S("en-can-i-move-back-later", "oliver", [
    T("move SO-52001 to Monday 7 December pm", asks=True, rc=["7"]),
    T("if I say yes can I still change it later?", asks=True, rc=["Monday 7 December"]),  # TIGHTENED
    T("yes go ahead", moved=[("SO-52001", "2026-12-07-PM")]),
])
S("fr-free-next-week-question", "claire", [
    T("vous avez quoi la semaine prochaine pour SO-51001 ?", asks=True),
    T("ok merci je vais réfléchir", asks=False),
])
S("en-is-anything-free", "oliver", [
    T("is anything free on Thursday or Friday next week for SO-52001?", asks=True),
    T("thanks, I'll think about it", asks=False),
])
S("fr-can-i-cancel-question", "claire", [
    T("est-ce que je pourrais annuler SO-51001 si jamais ?", asks=False, rnc=NOCASE)])
S("en-could-i-cancel-later", "oliver", [
    T("hypothetically, if I wanted to cancel SO-52004 next month, could I?", asks=False, rnc=NOCASE)])
S("fr-date-check", "claire", [
    T("la livraison de SO-51001 c'est bien le mardi 15 ?", asks=False, rc=["15"])])
# a day said back to be checked is a status, never a proposal (README): a plain "oui" after it writes nothing
S("fr-date-check-then-oui", "claire", [
    T("c'est bien toujours le 15 pour SO-51001 ? je veux juste vérifier", asks=False, rc=["15"]),
    T("oui merci", rnc=NOCASE),
])
S("en-date-check-then-yes", "oliver", [
    T("SO-52001 is still Wednesday 16 December, right?", asks=False, rc=["16"]),
    T("yes thanks", rnc=NOCASE),
])
S("en-date-check", "oliver", [
    T("so SO-52001 is still Wednesday the 16th, right?", asks=False, rc=["16"])])
S("fr-if-neighbour-could", "claire", [
    T("si jamais je ne suis pas là le 15, qu'est-ce qui se passe pour SO-51001 ?")], note="(b)")

# ---------------------------------------------------------------- within 48 hours
S("fr-48h-move", "claire", [
    T("le lit SO-51003 arrive demain, je peux le décaler à lundi 7 ?", asks=True, rnc=[]),
    T("oui", cases=[("SO-51003", "late_reschedule")]),
])
S("en-48h-move", "oliver", [
    T("can you push SO-52003 to next Tuesday? something came up", asks=True),
    T("yes please", cases=[("SO-52003", "late_reschedule")]),
])
S("en-48h-move-no", "oliver", [
    T("move SO-52003 to the 10th", asks=True),
    T("no", asks=True),
])
S("fr-48h-cancel", "claire", [
    T("annulez la livraison de demain SO-51003", rnc=NOCASE)], note="(b) CORRECTED: a late case offered is fair")
S("fr-48h-evening", "claire", [
    T("SO-51003 demain c'est possible plutôt le soir ?", rnc=NOCASE)], note="(b)")
S("en-48h-neighbour", "oliver", [
    T("tomorrow's delivery SO-52003, I'm out, can my neighbour take it in?", asks=False, rnc=NOCASE)])
S("en-48h-just-do-it", "oliver", [
    T("SO-52003 tomorrow won't work, just move it to Monday the 7th, don't ask", asks=True, rnc=NOCASE),
    T("ok", cases=[("SO-52003", "late_reschedule")]),
])

# ---------------------------------------------------------------- combined with doable
S("fr-status-and-cancel-other", "claire", [
    T("où en est SO-51001 ? et annulez le buffet SO-51004 svp", rc=["SO-51001"], rnc=NOCASE)])
S("en-status-and-address", "oliver", [
    T("Where is SO-52001? Also I need to change the delivery address.", rc=["SO-52001"], rnc=NOCASE)])  # (b) status served
S("fr-damage-and-assembly", "claire", [
    T("la table SO-51002 est rayée. et au fait le montage est compris ?", asks=True),
    T("oui", cases=[("SO-51002", "damage")]),
])
S("en-damage-and-human", "oliver", [
    T("the armchair SO-52002 arrived with a broken leg. can I talk to a real person?", asks=True)])  # (b) damage case still proposed
S("fr-move-and-invoice", "claire", [
    T("pouvez-vous déplacer SO-51001 au mercredi 23 décembre matin ? et envoyez moi la facture", asks=True, rc=["23"]),
    T("oui", moved=[("SO-51001", "2026-12-23-AM")]),
])
S("en-move-and-colour", "oliver", [
    T("move SO-52001 to Friday 18th pm. and can it be walnut instead of oak?")], note="(b)")
S("fr-status-complaint-delay", "oliver", [
    T("Bonjour, ma table SO-52001 devait arriver le 25 novembre, toujours rien. Je veux un geste commercial.", asks=False, rc=["SO-52001"], rnc=NOCASE)])
S("en-all-in-one-letter", "oliver", [
    T("Hello. I ordered the table SO-52001 in September and it was promised for 25 November. "
      "Nobody told me anything. I want to know where it is, I want compensation, and frankly "
      "I'd like to speak to a manager.", asks=False, rc=["SO-52001"], rnc=NOCASE)])
S("fr-cancel-and-status-same", "claire", [
    T("soit vous me dites quand arrive SO-51001 soit j'annule tout", asks=False, rc=["SO-51001"], rnc=NOCASE)])
S("en-move-then-cancel-piece", "oliver", [
    T("move SO-52001 to Tuesday 15 December afternoon", asks=True, rc=["15"]),
    T("yes", moved=[("SO-52001", "2026-12-15-PM")]),
    T("and can you cancel the bed SO-52004?", asks=False, rnc=NOCASE),
])
S("fr-move-then-add", "claire", [
    T("décalez SO-51001 au 16 décembre après-midi", asks=True, rc=["16"]),
    T("oui", moved=[("SO-51001", "2026-12-16-PM")]),
    T("super. vous pouvez ajouter un pouf assorti à la livraison ?", asks=False),
])
S("fr-cancel-during-proposal", "claire", [
    T("décalez SO-51001 au 14 décembre matin", asks=True, rc=["14"]),
    T("en fait non annulez carrément la commande", rnc=NOCASE),
    T("oui", rnc=NOCASE),
], note="(b) cancel is a new message: the move lapses, a later oui writes nothing")
S("en-refund-during-proposal", "oliver", [
    T("move SO-52001 to 10 December in the morning please", asks=True, rc=["10"]),
    T("actually can I just get a refund instead?", rnc=NOCASE),
    T("yes", rnc=NOCASE),
], note="(b)")
S("fr-human-during-proposal", "claire", [
    T("vous pouvez mettre SO-51001 le 11 décembre au matin ?", asks=True, rc=["11"]),
    T("je préfère parler à un humain", rc=["téléphone"], rnc=NOCASE),  # TIGHTENED: say_human answered
    T("oui", moved=[("SO-51001", "2026-12-11-AM")]),  # CORRECTED: the proposal was asked again in full
], note="(b)")

# ---------------------------------------------------------------- anonymous: identity first
S("fr-anon-cancel-no-email", "claire", [
    T("bonjour je veux annuler SO-51001", asks=None, rnc=NOCASE)], signed=False)
S("en-anon-address-no-email", "oliver", [
    T("hey can I change the address for SO-52001", asks=None)], signed=False)
S("fr-anon-wrong-email-others", "claire", [
    T("où en est SO-53001 ? claire.fontaine@example.fr", asks=None, rnc=["17 décembre"])],
  signed=False)
S("en-anon-move-then-email", "oliver", [
    T("can you move SO-52001 to Monday 14 December afternoon?", asks=True),
    T(OL, asks=True, rc=["14"]),
    T("yes", moved=[("SO-52001", "2026-12-14-PM")]),
], signed=False)
S("fr-anon-refund-email", "claire", [
    T(f"SO-51002 {CL} une chaise est arrivée cassée je veux un remboursement", asks=True),
    T("oui", cases=[("SO-51002", "damage")]),
], signed=False)

# ---------------------------------------------------------------- more variants, typos
S("fr-anulation-typo", "claire", [T("jveux anuler ma comande SO-51001 svp merci", asks=False, rnc=NOCASE)])
S("en-cancle-typo", "oliver", [T("pls cancle my order SO-52001", asks=False, rnc=NOCASE)])
S("fr-adresse-typo", "claire", [T("changement d'adresse de livraison pour SO-51001 svp, on a demenagé", asks=False)])
S("en-adress-typo", "oliver", [T("need to update delivery adress for SO-52001, new flat", asks=False)])
S("fr-remboursement-retard", "claire", [
    T("SO-51001 était promis pour le 10 décembre et vous le livrez le 15, je veux être remboursée de la livraison", asks=False, rc=["SO-51001"], rnc=NOCASE)])
S("en-free-delivery-late", "oliver", [
    T("since SO-52001 is late can you at least waive the delivery fee?", asks=False, rc=["SO-52001"], rnc=NOCASE)], note="(b)")
S("fr-echange-taille", "claire", [
    T("je préférerais le canapé en 2 places finalement, on peut échanger SO-51001 ?", asks=False)])
S("en-swap-fabric", "oliver", [
    T("is it too late to swap the fabric on SO-52004 to the grey one?", asks=False)])
S("fr-montage-pendant-liste", "claire", [
    T("SO-51001 : vous avez quoi la semaine du 7 ?", asks=True),
    T("et vous faites le montage ?", asks=True),
    T("le deuxième", moved=[("SO-51001", "2026-12-07-PM")]),
])
S("en-tip-during-proposal", "oliver", [
    T("move SO-52001 to Tuesday 8 December morning", asks=True, rc=["8"]),
    T("do I need to tip the drivers?", asks=True),
    T("yes", moved=[("SO-52001", "2026-12-08-AM")]),
])
S("fr-call-before-with-move", "claire", [
    T("pouvez vous passer SO-51001 au 10 décembre matin et que le livreur m'appelle avant", asks=True, rc=["10"]),
    T("oui", moved=[("SO-51001", "2026-12-10-AM")]),
], note="(b) the move is proposed, the call aside out of its hands")
S("en-hours-saturday-store", "oliver", [T("is the showroom open on sundays?", asks=False)])
S("fr-garantie-casse", "claire", [
    T("une chaise SO-51002 s'est cassée, c'est sous garantie ?", asks=True),
    T("oui", cases=[("SO-51002", "damage")]),
])
S("en-home-damage", "oliver", [
    T("your delivery guys scuffed my hallway wall bringing in the armchair SO-52002, who pays for that?", asks=False, rnc=NOCASE)])
S("fr-home-damage", "claire", [
    T("les livreurs ont rayé le parquet de l'entrée en livrant SO-51002, je veux un dédommagement", asks=False, rnc=NOCASE)])
S("en-cancel-cancelled-already", "claire", [
    T("please cancel SO-51004", asks=False, rnc=NOCASE)])
S("fr-thanks-after-refusal", "claire", [
    T("annulez SO-51001", asks=False),
    T("ok merci bonne journée", asks=False),
])
S("en-thanks-after-refusal", "oliver", [
    T("can I change the address on SO-52001?", asks=False),
    T("ok thanks anyway, have a good day", asks=False),
])
S("fr-what-can-you-do", "claire", [
    T("vous servez à quoi si vous pouvez rien annuler ??", asks=False)])
S("en-what-can-you-do", "oliver", [
    T("what CAN you do then?", asks=False)])
S("fr-german", "claire", [
    T("Ich möchte meine Bestellung SO-51001 stornieren bitte", asks=False, rnc=NOCASE, nolang=True)])
S("en-status-then-refund", "oliver", [
    T("where's SO-52001?", asks=False, rc=["SO-52001"]),
    T("right. I want my money back", asks=False, rnc=NOCASE),
])
S("fr-status-then-address", "claire", [
    T("où en est SO-51001 ?", asks=False, rc=["SO-51001"]),
    T("ok et du coup je peux faire livrer chez ma soeur à la place ?", asks=False),
])
S("en-my-orders-then-cancel-second", "oliver", [
    T("what are my orders?", asks=None, rc=["SO-52001"]),
    T("cancel the second one", asks=False, rnc=NOCASE),
], note="(b)")
S("fr-wife-agrees-and-discount", "claire", [
    T("SO-51001 vous pouvez le mettre au 22 décembre après-midi ?", asks=True, rc=["22"]),
    T("oui si vous me faites une remise", asks=True),
    T("bon oui", moved=[("SO-51001", "2026-12-22-PM")]),
], note="(b) conditional yes")
S("en-yes-if-discount", "oliver", [
    T("move SO-52001 to Thursday 10 December pm", asks=True, rc=["10"]),
    T("yes if you give me 10% off", asks=True),
    T("yes", moved=[("SO-52001", "2026-12-10-PM")]),
], note="(b) conditional yes")


def merge_singles(scen):
    """Two one-message conversations of the same customer, language and door whose first ends
    on no question become one conversation of two messages (a customer coming back with
    another request after a refusal): the second must be served as if the first were not."""
    out, pending = [], {}
    for sc in scen:
        k = sc["_key"]
        if sc["_single_refusal"] and len(sc["turns"]) == 1:
            if k in pending:
                first = pending.pop(k)
                first["name"] += "-then-" + sc["name"][len("care-outside-") + 3:]
                t = sc["turns"][0]
                # leak list of the second turn: keep what the first turn did not name
                said = first["turns"][0]["say"].lower()
                t["expect"]["reply_not_contains"] = [x for x in t["expect"]["reply_not_contains"] if x.lower() not in said]
                first["turns"].append(t)
                continue
            pending[k] = sc
        out.append(sc)
    for sc in out:
        sc.pop("_key"); sc.pop("_single_refusal")
    return out


def main():
    global SCEN
    SCEN = merge_singles(SCEN)
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "care_outside.yaml"), "w") as f:
        yaml.safe_dump({"scenarios": SCEN}, f, allow_unicode=True, sort_keys=False, width=200)
    fr = sum(1 for s in SCEN if "-fr-" in s["name"])
    print(len(SCEN), "conversations", sum(len(s["turns"]) for s in SCEN), "turns", fr, "fr")


if __name__ == "__main__":
    main()
