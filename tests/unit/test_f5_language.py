"""Short messages in unaccented or SMS French, and English with a French word or name in
it, are read in their own language; a tie keeps the language already known (t1 H2)."""

import pytest

from services.text import language_of

FRENCH = [
    "decaler SO-24903 a noel",
    "decaler SO-24903 a aujourd'hui aprem",
    "decaler SO-24903 a aujourd'hui",
    "decaler ma livraison a demain",
    "deplacer la livraison SO-24903 a mardi",
    "ma cmd elle arrive qd ?",
    "qd est ce que je suis livre",
    "slt c paul, ma cmd elle arrive qd ?",
    "c pr decaler ma livr du 22 au 23 aprem",
    "je peux les avoir plus tot ? genre le 11",
    "je le veux avant le 5",
    "pourquoi elle est annulee ?",
    "pk ma commande est annulee",
    "le canape est de la mauvaise couleur",
    "pas la bonne couleur",
    "il manque des vis",
    "un pied est bancal",
    "mes echantillons de tissu sont arrives dechires",
    "le livreur a abime le fauteuil",
    "jean.martin@example.com ma commande elle est ou",
    "SO-24903 a quelle date ?",
    "a quelle heure il passe le livreur",
    "ca arrive quand",
    "tjrs rien recu, c normal ?",
    "livraison SO-24911 a deplacer",
    "reporter au 15 svp",
    "avancer la livraison au 11",
    "on peut decaler a lundi ?",
    "plutot le matin si possible",
    "je serai absente toute la semaine",
    "vous pouvez livrer samedi ?",
    "ouvrez un dossier svp",
    "c bon pour moi",
    "oui mais appelez moi d'abord",
    "non laissez comme ca",
    "a noel",
    "a la place du 9",
    "bjr, ma commande SO-25101 a du retard",
    "la table est arrivee rayee",
    "merci bcp",
    "jsp quel creneau choisir",
    "le fauteuil a une tache",
    "ca fait 3 semaines que j'attends",
    "Bonjour, Je voudrais decaler ma livraison",
]

ENGLISH = [
    "move SO-24903 to Noel please",
    "reschedule SO-25103 to dec 10 morning",
    "a leg is wobbly",
    "one of the legs is wobbly",
    "the colour is not what I ordered",
    "wrong colour",
    "my sofa arrived the wrong color",
    "can I have them earlier? like the 11th",
    "when will my order arrive",
    "where's my canape",
    "Hi, Marie De La Tour here, where is my order?",
    "I'm Jean Martin, any news on SO-24903?",
    "jean.martin@example.com where is my order",
    "why is it cancelled?",
    "status?",
    "ETA?",
    "u there? wheres my sofa",
    "wanna move my delivery to tmrw",
    "pls move it asap",
    "thx, the first one",
    "yes go ahead",
    "nope, keep it",
    "the delivery guys were 4 hours late and scratched the sofa",
    "missing screws",
    "my fabric samples arrived torn",
    "following week, same day same time",
    "move SO-25103 to 12/10",
    "can u deliver on Saturday",
    "I won't be home on the 9th",
    "is there a free slot next week",
    "open a case please",
    "the driver damaged my armchair",
    "deliver it before Christmas",
    "a week later",
    "what time is the morning slot",
    "I ordered grey and got green",
    "my Brest armchair is scratched",
    "SO-24903 when",
    "need it sooner",
    "postpone to january",
    "cancel my order",
    "why was it canceled",
    "any update on my Fauteuil Brest?",
]


@pytest.mark.parametrize("message", FRENCH)
def test_french_messages_read_french(message: str) -> None:
    assert language_of(message, "en") == "fr"


@pytest.mark.parametrize("message", ENGLISH)
def test_english_messages_read_english(message: str) -> None:
    assert language_of(message, "fr") == "en"


@pytest.mark.parametrize("message", ["ok", "2", "SO-24903", "jean.martin@example.com",
                                     "ok SO-24903", "1"])
def test_no_evidence_keeps_the_known_language(message: str) -> None:
    assert language_of(message, "en") == "en"
    assert language_of(message, "fr") == "fr"
