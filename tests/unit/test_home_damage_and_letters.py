"""fix-english2 (blind9 care_english, F1): damage to the home told of a delivery, in every
part of a home and every mark a delivery leaves, is no case on the furniture (the piece
damaged on the stairs still is); a damage letter of any length whose story tells status
words ("the team were on time") asks the damage case."""

from __future__ import annotations

import pytest

from nodes.care_desk.scope import out_of_scope
from services.llm import lexicon
from services.llm.offline import _intent_of


@pytest.mark.parametrize("message", [
    "Your delivery guys scuffed my hallway wall bringing in the sofa SO-31090",
    "the drivers scuffed the paintwork in the hallway bringing the wardrobe in",
    "they gouged the parquet carrying the table SO-31002 in",
    "your men chipped the skirting boards when they brought the bed in",
    "the delivery team knocked a chunk out of the door frame",
    "they cracked two floor tiles dragging the sofa",
    "the stair rail got damaged when they carried the bed up",
    "the movers left black marks all over the walls of the stairwell",
    "your team left deep scuff marks along the hallway wall",
    "Hi, your movers chipped the paint on the door frame",
    "they scraped the lift doors",
    "ur guys dented the lift door n scratched the banister bringin up my bed",
    "les livreurs ont abîmé le mur du couloir en montant le canapé SO-31001",
    "ils ont éraflé toute la cage d'escalier avec l'armoire",
    "ils ont écaillé la peinture du couloir",
    "le livreur a fait un trou dans le mur en rentrant le buffet",
    "le parquet du salon est tout rayé depuis le passage des livreurs",
    "la rampe de l'escalier a été tordue par les livreurs",
    "le mur de la chambre est abîmé",
])
def test_damage_to_a_part_of_the_home(message: str) -> None:
    assert out_of_scope(message) == "home_damage"


@pytest.mark.parametrize("message", [
    "the sofa got scuffed on the stairs",
    "the wardrobe was scratched in the lift",
    "le canapé a été abîmé dans la cage d'escalier",
    "they scuffed the sofa on the door frame",
    "the sofa arrived scuffed and they scratched the wall too",
    "the kitchen table is scratched",
    "la table de la cuisine est rayée",
    "the bed rail is cracked",
    "le cadre du lit est fendu",
    "the paint on the dresser is chipped",
    "la peinture de la commode est écaillée",
    "the headboard of my bed got chipped on the banister",
    "the legs got scratched on the tiles",
    "Les livreurs ont cogné l'armoire contre le mur de l'escalier, elle est rayée sur le côté",
])
def test_damage_to_the_piece_stays_the_furnitures(message: str) -> None:
    assert out_of_scope(message) is None


@pytest.mark.parametrize("message", [
    "l'armoire est éraflée", "le canapé est esquinté", "the wardrobe got marked",
    "the sofa is scuffed", "the drivers came on time, the sofa is scratched",
    "les livreurs étaient à l'heure mais la table est rayée",
    "Our order SO-47102 was delivered yesterday, right on schedule. Sadly the wardrobe has a "
    "deep scratch on one door. What can be done?",
])
def test_damage_told(message: str) -> None:
    assert lexicon.intent_of(message) == "report_damage"


@pytest.mark.parametrize(("message", "intent"), [
    ("my order is marked as delivered but where is it?", "order_status"),
    ("will my sofa arrive on time? the chair SO-1 is scratched", "order_status"),
    ("is it still on schedule?", "order_status"),
    ("can you schedule it for friday", "reschedule"),
])
def test_status_and_moves_still_read(message: str, intent: str) -> None:
    assert lexicon.intent_of(message) == intent


@pytest.mark.parametrize("letter", [
    "Dear Sir or Madam, our bed SO-31080 was delivered last Friday. The delivery team were on "
    "time and very polite. However, when we unpacked it we found that the headboard is badly "
    "scratched and one of the slats is cracked. Could you please look into this. Regards, "
    "Sarah Jones",
    "Dear team, I was kept updated on the progress of my order all along, thank you. It was "
    "delivered on Tuesday. However the bookcase has a chip on the top shelf. Regards",
    "hi. the table came today, on time. one leg is wobbly and scratched. can you sort it",
    "Bonjour, la commande a pris du retard mais elle est enfin arrivée hier. Malheureusement "
    "le pied de la table est cassé. Merci de revenir vers moi.",
])
def test_a_letter_of_any_length_asks_the_damage(letter: str) -> None:
    assert _intent_of(letter) == "report_damage"


@pytest.mark.parametrize("letter", [
    "Where is my order SO-31010. Also the chair from my last order was scratched",
    "The delivery was on time last month. Where is my new order SO-47105? The old chair is "
    "scratched",
])
def test_a_status_asked_in_a_letter_stays_the_status(letter: str) -> None:
    assert _intent_of(letter) == "order_status"
