"""First messages the offline model used to misread (f8): a status asked as the order's
stage ("a-t-elle été validée ?", "has it left the workshop?", "je viens aux nouvelles"), a
status asked of the booked day ("le livreur passe toujours bien jeudi ?", "will it arrive
before Christmas?") while a change of day stays a move, free slots asked in other words
("quels sont vos créneaux de livraison disponibles", "what's open"), damage words
("fêlé", "entaillé", "pieds pas de la même longueur"), money asks (refund, discount, a
payment taken twice) as back office, a place asked ("where is your workshop?") as no
order; staff: "HT", "TTC", "YTD", "CA", "N-1" never a name, habits of purchase as an
analysis, "fact. en souffrance" as unpaid bills. Near misses stay what they are."""

from __future__ import annotations

from datetime import date

import pytest

from services.llm import lexicon
from services.llm.billing_words import named_customer
from services.periods import Period, resolve_period, said_period
from services.wishes import resolve_wish


@pytest.mark.parametrize("message", [
    "jsp si ma commande a bien ete validee, c la 24001",
    "est-ce que ma commande 24001 a bien été prise en compte ?",
    "has my order 24001 been confirmed yet?",
    "did my order go through? 24001",
    "je viens aux nouvelles pour ma commande 24001",
    "Bonjour, je viens aux nouvelles de mon buffet",
    "ma cde 24001 est-elle en cours de fab ?",
    "la commande 24001 est en cours de production ?",
    "elle est livrable quand ma commande 24001 ?",
    "Could you tell me whether order 24001 has been dispatched?",
    "was order 24001 dispatched already?",
    "has my sofa left the workshop yet? order 24001",
    "has the table been built yet? 24001",
    "mon canapé est-il sorti de l'atelier ? cde 24001",
    "c normal que ce soit si long ? cde 24001",
    "is this normal? my order 24001 is taking so long",
    "pourriez-vous m'indiquer à quelle date est prévue la livraison de mon armoire ? 24001",
    "combien de temps pour la livraison ? 24001",
    "how much longer for order 24001?",
    "how long until my sofa arrives?",
    "how much is the delivery fee, and where is my order 24001?",
])
def test_a_stage_of_the_order_asked_is_a_status(message: str) -> None:
    assert lexicon.intent_of(message) == "order_status"


@pytest.mark.parametrize("message", [
    "est ce que le livreur passe toujours bien jeudi pour la commande 24001 ?",
    "ma livraison c toujours pour la semaine prochaine ? cde 24001",
    "c'est toujours prévu pour vendredi ? commande 24001",
    "on m'avait dit cette semaine, est-ce toujours le cas ? 24001",
    "est-ce que ce sera livré avant Noël ? commande 24001",
    "sera-t-elle bien livrée lundi ? cde 24001",
    "is my delivery still on for Thursday? order 24001",
    "is it still expected before the end of the month? order 24001",
    "will my order arrive before Christmas? 24001",
    "will the sofa be delivered by Friday? order 24001",
    "vous passez bien demain ? 24001",
    "are you still delivering Saturday? 24001",
    "livraison toujours ok pour demain ? cde 24001",
])
def test_whether_the_booked_day_stands_is_a_status(message: str) -> None:
    assert lexicon.intent_of(message) == "order_status"


@pytest.mark.parametrize("message", [
    "can you deliver before Christmas instead? order 24001",
    "pouvez-vous plutôt livrer avant Noël ? commande 24001",
    "la livraison est prévue jeudi, pouvez-vous la décaler à lundi ? commande 24001",
    "my delivery is scheduled for Thursday, can I move it to Monday? order 24001",
    "is my delivery still on for Thursday or can we make it Friday instead? 24001",
    "je ne serai pas là jeudi, est-ce toujours possible de changer ? 24001",
    # still possible, the customer's own presence: asks for a day, not whether it stands
    "est-ce toujours possible de livrer jeudi ? 24001",
    "is it still possible to deliver on Thursday? order 24001",
    "Je serai là mardi, vous pouvez livrer mardi ? commande 24001",
    "deux questions : est-ce que 24001 peut être livrée demain après-midi, et est-ce que "
    "24002 est toujours en retard ?",
])
def test_a_change_of_day_stays_a_move(message: str) -> None:
    assert lexicon.intent_of(message) == "reschedule"


@pytest.mark.parametrize("message", [
    "quels sont vos créneaux de livraison disponibles la semaine prochaine ? cde 24001",
    "quels sont les prochains créneaux ? commande 24001",
    "avez-vous un créneau le 28 ? je regarde mes options",
    "vous auriez encore des créneaux jeudi ?",
    "quelles sont les prochaines dates disponibles pour ma commande 24001 ?",
    "quels jours de livraison sont possibles la semaine prochaine ?",
    "des dispos samedi matin ? cde 24001",
    "hey what's open the week after next? order 24001",
    "what is free next week for a delivery?",
    "avant de changer quoi que ce soit, je voudrais savoir si vous avez de la place mardi",
    "do you have anything on Monday morning? 24001",
    "vous auriez encore un créneau samedi prochain ? juste pour savoir",
    "Quelles dates de livraison sont possibles pour la 24001 ?",
])
def test_free_slots_asked_in_other_words_are_availability(message: str) -> None:
    assert lexicon.intent_of(message) == "availability"


@pytest.mark.parametrize("message", [
    "le miroir est arrivé fêlé. commande 24001",
    "le vase est fele cde 24001",
    "le cuir du fauteuil est entaillé commande 24001",
    "le plateau est ébréché sur le bord",
    "la couture du coussin s'ouvre déjà, commande 24001",
    "les pieds de la table ne sont pas de la même longueur cde 24001",
    "the legs are uneven, order 24001",
    "the leather is gouged, order 24001",
])
def test_damage_words_report_damage(message: str) -> None:
    assert lexicon.intent_of(message) == "report_damage"


@pytest.mark.parametrize("message", [
    "Je voudrais un remboursement partiel pour le retard de livraison, commande 24001.",
    "Est-ce que je peux avoir une remise si je commande 4 chaises de plus ?",
    "Is there any discount for repeat customers?",
    "I was charged twice for order 24001",
    "j'ai été débité deux fois pour ma commande 24001",
    "can I get a refund for the late delivery? order 24001",
    "vous faites un geste commercial pour le retard ?",
    "I want my money back for order 24001",
    "how much do I still owe on order 24001?",
])
def test_money_asks_are_back_office(message: str) -> None:
    assert lexicon.intent_of(message) == "back_office"


@pytest.mark.parametrize("message, intent", [
    ("mon canapé est arrivé cassé, je veux être remboursé. cde 24001", "report_damage"),
    ("Where is your workshop located?", "other"),
    ("où se trouve votre atelier ?", "other"),
    ("where's your showroom?", "other"),
    ("where is my order 24001?", "order_status"),
    ("c'est normal ?", "other"),
    ("je voudrais savoir si ma commande 24001 est partie", "order_status"),
    ("la remise en état du buffet est-elle prévue ?", "order_status"),
    ("je suis toujours pas dispo jeudi, décalez svp, 24001", "reschedule"),
    # a price or a warranty asked: no order's business
    ("combien coûte la livraison ?", "other"),
    ("how much does delivery cost?", "other"),
    ("how long is the warranty?", "other"),
])
def test_near_misses_keep_their_reading(message: str, intent: str) -> None:
    assert lexicon.intent_of(message) == intent


@pytest.mark.parametrize("message, name", [
    ("CA HT Cyberdyne Lofts le mois dernier", "Cyberdyne Lofts"),
    ("CA TTC de paul dupont ce mois ci", "paul dupont"),
    ("CA de marie dupont YTD", "marie dupont"),
    ("chiffre d'affaires HT de John Doe en 2025", "John Doe"),
    ("CA N-1 de Jean Martin", "Jean Martin"),
    ("fact. en souffrance dupont & fils", "dupont & fils"),
])
def test_figure_abbreviations_are_no_names(message: str, name: str) -> None:
    assert named_customer(message) == name


@pytest.mark.parametrize("message, workflow", [
    ("qu'est ce que Cyberdyne Lofts achete chez nous depuis mars", "analysis"),
    ("que achète John Doe d'habitude ?", "analysis"),
    ("what does John Doe usually buy? last 12 months", "analysis"),
    ("what kind of products does Marie Dupont buy?", "analysis"),
    ("break down Jean Martin's purchases last month", "analysis"),
    ("CA N-1 de Jean Martin", "analysis"),
    ("fact. en souffrance dupont & fils", "billing"),
    ("factures en souffrance de Jean Martin", "billing"),
    # near misses: a list of bills stays billing, a late payer too
    ("What did Lefèvre Déco buy in March 2025?", "billing"),
    ("does Roy Déco usually pay late?", "billing"),
    ("ça va ? factures impayées de John Doe", "billing"),
])
def test_staff_workflows(message: str, workflow: str) -> None:
    assert lexicon.staff_workflow(message) == workflow


def test_n_minus_one_is_last_year() -> None:
    today = date(2026, 12, 1)
    words = said_period("CA N-1 de Jean Martin")
    assert words is not None
    period = resolve_period(words, today)
    assert isinstance(period, Period)
    assert (period.start, period.end) == (date(2025, 1, 1), date(2025, 12, 31))


TODAY = date(2026, 10, 14)  # a Wednesday


@pytest.mark.parametrize("message, dates, excluded", [
    # the booked delivery's day, said as such: neither wished nor ruled out
    ("je ne serai pas là demain pour la livraison, est-il possible de la décaler à lundi ?",
     {date(2026, 10, 19)}, set()),
    ("je dois reporter la livraison de demain", set(), set()),
    ("I won't be home for delivery tomorrow. Please rebook it.", set(), set()),
    ("la livraison prévue jeudi, pouvez-vous la décaler à lundi ?", {date(2026, 10, 19)}, set()),
    ("can you move the delivery scheduled for Thursday to Monday?", {date(2026, 10, 19)}, set()),
    # near misses: a day wished for the delivery, a day ruled out without the delivery
    ("décalez au 23 pour la livraison svp", {date(2026, 10, 23)}, set()),
    ("vous pouvez faire la livraison le 23 ?", {date(2026, 10, 23)}, set()),
    ("Je ne serai pas là jeudi, est-ce qu'on peut livrer après-demain plutôt ?",
     {date(2026, 10, 16)}, {date(2026, 10, 15)}),
])
def test_the_booked_day_is_not_a_wish(message: str, dates: set[date],
                                      excluded: set[date]) -> None:
    wish = resolve_wish(message, TODAY)
    assert set(wish.dates) == dates
    assert set(wish.excluded) == excluded


@pytest.mark.parametrize("message", [
    "une livraison du 23 au 25 octobre svp",
    "je souhaite une livraison du 23 au 25 octobre. 24001",  # an order number after the month
])
def test_a_range_of_delivery_days_stays_a_range(message: str) -> None:
    wish = resolve_wish(message, TODAY)
    assert (wish.start, wish.end) == (date(2026, 10, 23), date(2026, 10, 25))


@pytest.mark.parametrize("message, dates", [
    ("le 23 octobre. 24001", (date(2026, 10, 23),)),
    ("décalez au 2 novembre. Commande 24001", (date(2026, 11, 2),)),
    ("le 23 oct. svp", (date(2026, 10, 23),)),
    ("le 23 octobre 2999", ()),  # a year no calendar of ours holds: no wish
])
def test_a_number_after_a_month_and_a_full_stop_is_no_year(message: str,
                                                             dates: tuple[date, ...]) -> None:
    assert resolve_wish(message, TODAY).dates == dates


@pytest.mark.parametrize("message", [
    "le plus tot sera le mieux",
    "le plus tôt sera le mieux",
    "the sooner the better",
    "the earlier the better",
    "as early as you can",
    "dès que vous pourrez",
])
def test_the_sooner_the_better_is_the_earliest(message: str) -> None:
    wish = resolve_wish(message, TODAY)
    assert wish.earliest and wish.direction is None and not wish.dates


@pytest.mark.parametrize("message", [
    "can you bring it sooner?", "earlier please", "je voudrais avancer la livraison"])
def test_earlier_alone_stays_a_direction(message: str) -> None:
    wish = resolve_wish(message, TODAY)
    assert wish.direction == "earlier" and not wish.earliest


@pytest.mark.parametrize("message, day", [
    ("Could the delivery be moved to wensday next week?", date(2026, 10, 21)),
    ("wendsday please", date(2026, 10, 21)),
    ("thursay morning", date(2026, 10, 15)),
    ("on tusday", date(2026, 10, 20)),
    ("saterday?", date(2026, 10, 17)),
    ("mercedi aprem", date(2026, 10, 21)),
    ("vendedi", date(2026, 10, 16)),
])
def test_weekdays_spelt_by_ear(message: str, day: date) -> None:
    assert resolve_wish(message, TODAY).dates == (day,)


@pytest.mark.parametrize("message", ["mon canapé", "a wedding on the 20th", "today please"])
def test_words_near_weekdays_are_no_weekday(message: str) -> None:
    assert resolve_wish(message, TODAY).weekdays == ()
