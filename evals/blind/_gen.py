# ruff: noqa: E501
"""Generate the blind consent corpus (no_write.yaml, must_write.yaml).

Written without reading the consent/answer vocabulary: messages are how people
really answer. Run: python evals/blind/_gen.py
"""
import json
import re
from pathlib import Path

HERE = Path(__file__).parent
FIXTURE = (HERE.parent / "scenarios" / "05_consent.yaml").read_text().split("fixture: &shop\n", 1)[1]
FIXTURE = FIXTURE.split("    turns:", 1)[0]

OPEN = {
    "fr-yn": "Déplacez la livraison de SO-24911 au vendredi 23 au matin, jean.martin@example.com",
    "en-yn": "Please move the delivery of SO-24911 to Friday 23 in the morning, jean.martin@example.com",
    "fr-list": "Je voudrais déplacer SO-24911 un matin la semaine prochaine, jean.martin@example.com",
    "en-list": "I'd like to move SO-24911 to a morning next week, jean.martin@example.com",
    "fr-dmg": "Mon canapé SO-24870 est arrivé abîmé, jean.martin@example.com",
    "en-dmg": "My sofa from SO-24870 arrived broken, jean.martin@example.com",
}
SLOTS = {1: "2026-10-20-AM", 2: "2026-10-22-AM", 3: "2026-10-23-AM"}

# (opening, category, message)
NO_WRITE = [
    # --- French, after the yes/no question (move to Fri 23 AM)
    ("fr-yn", "hedge", "peut-être"),
    ("fr-yn", "hedge", "je sais pas trop"),
    ("fr-yn", "hedge", "bof, je ne suis pas sûr"),
    ("fr-yn", "hedge", "euh… attendez"),
    ("fr-yn", "hedge", "probablement"),
    ("fr-yn", "hedge", "oui enfin je crois"),
    ("fr-yn", "hedge", "je pense que oui mais je dois vérifier avec ma femme"),
    ("fr-yn", "hedge", "ça dépend"),
    ("fr-yn", "conditional", "oui si c'est gratuit"),
    ("fr-yn", "conditional", "oui si le livreur passe avant 10 h"),
    ("fr-yn", "conditional", "d'accord, à condition qu'on m'appelle avant"),
    ("fr-yn", "conditional", "ok si ça ne coûte rien"),
    ("fr-yn", "conditional", "oui sauf si c'est payant"),
    ("fr-yn", "question", "c'est payant ?"),
    ("fr-yn", "question", "ça coûte combien de décaler ?"),
    ("fr-yn", "question", "Et le livreur monte les chaises au 3e ?"),
    ("fr-yn", "question", "vous êtes sûrs que vendredi c'est libre ?"),
    ("fr-yn", "question", "ok ? c'est-à-dire ?"),
    ("fr-yn", "sarcasm", "oui bien sûr, et puis quoi encore"),
    ("fr-yn", "sarcasm", "c'est ça oui, comme la dernière fois"),
    ("fr-yn", "sarcasm", "ben voyons"),
    ("fr-yn", "sarcasm", "ouais c'est ça, et vous serez encore en retard"),
    ("fr-yn", "partial", "ok mais plutôt jeudi"),
    ("fr-yn", "partial", "oui mais l'après-midi plutôt"),
    ("fr-yn", "partial", "d'accord, mais le 22 finalement"),
    ("fr-yn", "partial", "oui mais pas le matin"),
    ("fr-yn", "partial", "c'est bon mais mettez mardi"),
    ("fr-yn", "yes-to-other", "oui, c'est bien mon adresse mail"),
    ("fr-yn", "yes-to-other", "oui j'ai bien reçu votre message, je vous réponds plus tard"),
    ("fr-yn", "yes-to-other", "oui c'est bien moi Jean Martin"),
    ("fr-yn", "typo-no", "nn"),
    ("fr-yn", "typo-no", "nom"),
    ("fr-yn", "typo-no", "nonn"),
    ("fr-yn", "typo-no", "nan"),
    ("fr-yn", "typo-no", "noon merci"),
    ("fr-yn", "negated-yes", "je ne dis pas oui"),
    ("fr-yn", "negated-yes", "pas d'accord"),
    ("fr-yn", "negated-yes", "je ne confirme pas"),
    ("fr-yn", "negated-yes", "ce n'est pas bon"),
    ("fr-yn", "negated-yes", "je n'ai jamais dit oui"),
    ("fr-yn", "negated-yes", "c'est pas ok pour moi"),
    ("fr-yn", "negated-yes", "surtout pas"),
    ("fr-yn", "delay", "je reviens vers vous"),
    ("fr-yn", "delay", "laissez-moi réfléchir"),
    ("fr-yn", "delay", "je vous redis ça demain"),
    ("fr-yn", "delay", "attendez, je vérifie mon agenda"),
    ("fr-yn", "delay", "pas tout de suite"),
    ("fr-yn", "emoji", "🤔"),
    ("fr-yn", "emoji", "😡"),
    ("fr-yn", "emoji", "👎"),
    ("fr-yn", "emoji", "🙄"),
    # --- French, after the damage proposal
    ("fr-dmg", "hedge", "je ne sais pas, peut-être"),
    ("fr-dmg", "conditional", "oui si ça ne rallonge pas le remboursement"),
    ("fr-dmg", "question", "ça sert à quoi un dossier ?"),
    ("fr-dmg", "delay", "je vous envoie des photos d'abord"),
    ("fr-dmg", "negated-yes", "non, pas la peine"),
    ("fr-dmg", "partial", "oui mais plutôt une réclamation"),
    # --- French, after the list (1 = mar 20, 2 = jeu 22, 3 = ven 23)
    ("fr-list", "doubtful-pick", "le 2 je pense"),
    ("fr-list", "doubtful-pick", "peut-être le premier"),
    ("fr-list", "doubtful-pick", "le troisième peut-être"),
    ("fr-list", "doubtful-pick", "le premier, enfin je crois"),
    ("fr-list", "doubtful-pick", "euh 2 ?"),
    ("fr-list", "doubtful-pick", "je prendrais bien le 2 mais je dois vérifier"),
    ("fr-list", "doubtful-pick", "je dirais le dernier, je vous confirme ce soir"),
    ("fr-list", "two-ranks", "le deuxième ou le troisième"),
    ("fr-list", "two-ranks", "1 ou 2, je ne sais pas"),
    ("fr-list", "two-ranks", "le 1 et le 3 m'iraient"),
    ("fr-list", "rank-condition", "le 3 si c'est avant 10 h"),
    ("fr-list", "rank-condition", "le premier, si le livreur peut monter au 4e"),
    ("fr-list", "rank-condition", "le 2 sauf si c'est payant"),
    ("fr-list", "ruling-out", "pas le premier"),
    ("fr-list", "ruling-out", "aucun des trois"),
    ("fr-list", "ruling-out", "le 2 ne me va pas"),
    ("fr-list", "ruling-out", "surtout pas le dernier"),
    ("fr-list", "question", "le 2 c'est quel jour déjà ?"),
    ("fr-list", "question", "j'ai 2 questions avant de choisir"),
    ("fr-list", "question", "je suis au 3e étage sans ascenseur, c'est un problème ?"),
    ("fr-list", "out-of-range", "le 4"),
    ("fr-list", "emoji", "🤷"),
    ("fr-list", "delay", "je choisis ce soir"),
    ("fr-list", "sarcasm", "le premier, bien sûr, comme si j'étais dispo un mardi"),
    # --- English, after the yes/no question
    ("en-yn", "hedge", "maybe"),
    ("en-yn", "hedge", "not sure tbh"),
    ("en-yn", "hedge", "hmm, I guess?"),
    ("en-yn", "hedge", "probably"),
    ("en-yn", "hedge", "yes I think so, but let me check with my wife"),
    ("en-yn", "hedge", "depends"),
    ("en-yn", "hedge", "erm, hold on"),
    ("en-yn", "conditional", "yes if it's free"),
    ("en-yn", "conditional", "ok as long as they call me first"),
    ("en-yn", "conditional", "sure, provided there's no extra charge"),
    ("en-yn", "conditional", "yes unless it costs extra"),
    ("en-yn", "conditional", "only if the driver comes before 10"),
    ("en-yn", "question", "is there a fee?"),
    ("en-yn", "question", "how much does it cost to move it?"),
    ("en-yn", "question", "are you sure Friday is free?"),
    ("en-yn", "question", "can I still change it afterwards?"),
    ("en-yn", "sarcasm", "oh sure, like last time"),
    ("en-yn", "sarcasm", "yeah right"),
    ("en-yn", "sarcasm", "yes of course, and I'll wait all day again, great"),
    ("en-yn", "partial", "ok but Thursday instead"),
    ("en-yn", "partial", "yes but in the afternoon"),
    ("en-yn", "partial", "sure, but make it the 22nd"),
    ("en-yn", "partial", "yes but not in the morning"),
    ("en-yn", "yes-to-other", "yes that's my email"),
    ("en-yn", "yes-to-other", "yes, I got your text, will reply later"),
    ("en-yn", "yes-to-other", "yes this is Jean Martin"),
    ("en-yn", "typo-no", "np"),
    ("en-yn", "typo-no", "noo"),
    ("en-yn", "typo-no", "nah"),
    ("en-yn", "typo-no", "nope"),
    ("en-yn", "typo-no", "mo"),
    ("en-yn", "negated-yes", "I'm not saying yes"),
    ("en-yn", "negated-yes", "I don't confirm"),
    ("en-yn", "negated-yes", "not ok"),
    ("en-yn", "negated-yes", "I never said yes"),
    ("en-yn", "negated-yes", "that's not fine with me"),
    ("en-yn", "negated-yes", "don't"),
    ("en-yn", "delay", "I'll get back to you"),
    ("en-yn", "delay", "let me think about it"),
    ("en-yn", "delay", "I'll let you know tomorrow"),
    ("en-yn", "delay", "give me a sec, checking my calendar"),
    ("en-yn", "delay", "not yet"),
    ("en-yn", "emoji", "🤔"),
    ("en-yn", "emoji", "😠"),
    ("en-yn", "emoji", "👎"),
    ("en-yn", "emoji", "🙄"),
    # --- English, after the damage proposal
    ("en-dmg", "hedge", "not sure, maybe"),
    ("en-dmg", "question", "what happens if I open a case?"),
    ("en-dmg", "delay", "let me send you photos first"),
    ("en-dmg", "negated-yes", "no, don't bother"),
    ("en-dmg", "conditional", "yes if you replace it this week"),
    # --- English, after the list
    ("en-list", "doubtful-pick", "the 2nd I think"),
    ("en-list", "doubtful-pick", "maybe the first one"),
    ("en-list", "doubtful-pick", "the last one probably"),
    ("en-list", "doubtful-pick", "2?"),
    ("en-list", "doubtful-pick", "I'd go for the second but I need to check"),
    ("en-list", "doubtful-pick", "first one I guess"),
    ("en-list", "two-ranks", "the second or the third"),
    ("en-list", "two-ranks", "1 or 2, not sure"),
    ("en-list", "two-ranks", "either 1 or 3 works"),
    ("en-list", "rank-condition", "the 3rd if it's before 10"),
    ("en-list", "rank-condition", "the first one, if they can carry it upstairs"),
    ("en-list", "rank-condition", "2 unless it costs extra"),
    ("en-list", "ruling-out", "not the first one"),
    ("en-list", "ruling-out", "none of them"),
    ("en-list", "ruling-out", "2 doesn't work for me"),
    ("en-list", "ruling-out", "anything but the last one"),
    ("en-list", "question", "which day is the 2nd one?"),
    ("en-list", "question", "I have 2 questions first"),
    ("en-list", "question", "I live on the 3rd floor, is that a problem?"),
    ("en-list", "out-of-range", "the 4th"),
    ("en-list", "emoji", "🤷"),
    ("en-list", "delay", "I'll pick one tonight"),
]

# (opening, category, message, expected: rank for lists, None otherwise)
MUST_WRITE = [
    # French yes to the yes/no question
    ("fr-yn", "plain-yes", "oui", None),
    ("fr-yn", "plain-yes", "Oui.", None),
    ("fr-yn", "plain-yes", "OUI", None),
    ("fr-yn", "plain-yes", "oui oui", None),
    ("fr-yn", "plain-yes", "d'accord", None),
    ("fr-yn", "plain-yes", "ok", None),
    ("fr-yn", "plain-yes", "c'est bon", None),
    ("fr-yn", "plain-yes", "je confirme", None),
    ("fr-yn", "polite-yes", "oui merci", None),
    ("fr-yn", "polite-yes", "Oui, merci beaucoup", None),
    ("fr-yn", "polite-yes", "oui s'il vous plaît", None),
    ("fr-yn", "polite-yes", "Oui, je confirme, merci", None),
    ("fr-yn", "polite-yes", "d'accord, merci", None),
    ("fr-yn", "polite-yes", "parfait, merci", None),
    ("fr-yn", "polite-yes", "oui, allez-y", None),
    ("fr-yn", "polite-yes", "volontiers", None),
    ("fr-yn", "polite-yes", "tout à fait", None),
    ("fr-yn", "polite-yes", "oui c'est parfait", None),
    ("fr-yn", "polite-yes", "Bonjour, oui c'est d'accord. Cordialement", None),
    ("fr-yn", "casual-yes", "ouais", None),
    ("fr-yn", "casual-yes", "ça marche", None),
    ("fr-yn", "casual-yes", "ok ça marche", None),
    ("fr-yn", "casual-yes", "vas-y", None),
    ("fr-yn", "casual-yes", "bien sûr", None),
    ("fr-yn", "casual-yes", "entendu", None),
    ("fr-yn", "sms-yes", "ouai", None),
    ("fr-yn", "sms-yes", "wi", None),
    ("fr-yn", "sms-yes", "oui svp", None),
    ("fr-yn", "sms-yes", "ok merci", None),
    ("fr-yn", "sms-yes", "dac", None),
    ("fr-yn", "sms-yes", "oki", None),
    # French yes to the damage case
    ("fr-dmg", "plain-yes", "oui", None),
    ("fr-dmg", "polite-yes", "oui merci", None),
    ("fr-dmg", "polite-yes", "oui, ouvrez le dossier s'il vous plaît", None),
    ("fr-dmg", "plain-yes", "d'accord", None),
    # French picks after the list
    ("fr-list", "bare-rank", "1", 1),
    ("fr-list", "bare-rank", "2", 2),
    ("fr-list", "bare-rank", "3", 3),
    ("fr-list", "ordinal", "le premier", 1),
    ("fr-list", "ordinal", "le deuxième", 2),
    ("fr-list", "ordinal", "le troisième", 3),
    ("fr-list", "ordinal", "le dernier", 3),
    ("fr-list", "ordinal", "le second", 2),
    ("fr-list", "polite-rank", "le 2 svp", 2),
    ("fr-list", "polite-rank", "le premier, s'il vous plaît", 1),
    ("fr-list", "polite-rank", "le troisième, merci", 3),
    ("fr-list", "polite-rank", "Le dernier s'il vous plaît, merci", 3),
    ("fr-list", "polite-rank", "2, merci", 2),
    ("fr-list", "rank-phrase", "je prends le deuxième", 2),
    ("fr-list", "rank-phrase", "le 2ème", 2),
    ("fr-list", "rank-phrase", "le numéro 3", 3),
    # English yes to the yes/no question
    ("en-yn", "plain-yes", "yes", None),
    ("en-yn", "plain-yes", "Yes.", None),
    ("en-yn", "plain-yes", "ok", None),
    ("en-yn", "plain-yes", "okay", None),
    ("en-yn", "plain-yes", "sure", None),
    ("en-yn", "plain-yes", "confirm", None),
    ("en-yn", "plain-yes", "I confirm", None),
    ("en-yn", "plain-yes", "go ahead", None),
    ("en-yn", "polite-yes", "Yes please", None),
    ("en-yn", "polite-yes", "yes, thank you", None),
    ("en-yn", "polite-yes", "OK thanks", None),
    ("en-yn", "polite-yes", "yes please, go ahead", None),
    ("en-yn", "polite-yes", "that's fine, thanks", None),
    ("en-yn", "polite-yes", "please do", None),
    ("en-yn", "polite-yes", "absolutely", None),
    ("en-yn", "polite-yes", "sounds good", None),
    ("en-yn", "polite-yes", "perfect, thank you", None),
    ("en-yn", "polite-yes", "of course", None),
    ("en-yn", "casual-yes", "yeah", None),
    ("en-yn", "casual-yes", "yep", None),
    ("en-yn", "casual-yes", "yup", None),
    ("en-yn", "casual-yes", "alright", None),
    ("en-yn", "casual-yes", "that works", None),
    ("en-yn", "sms-yes", "ya", None),
    ("en-yn", "sms-yes", "k", None),
    ("en-yn", "sms-yes", "yes pls", None),
    ("en-yn", "sms-yes", "ok thx", None),
    ("en-yn", "sms-yes", "yea sure", None),
    # English yes to the damage case
    ("en-dmg", "plain-yes", "yes", None),
    ("en-dmg", "polite-yes", "yes please open it", None),
    ("en-dmg", "plain-yes", "ok", None),
    ("en-dmg", "polite-yes", "sure, thanks", None),
    # English picks after the list
    ("en-list", "bare-rank", "1", 1),
    ("en-list", "bare-rank", "2", 2),
    ("en-list", "bare-rank", "3", 3),
    ("en-list", "ordinal", "the first one", 1),
    ("en-list", "ordinal", "the second one", 2),
    ("en-list", "ordinal", "the third", 3),
    ("en-list", "ordinal", "the last one", 3),
    ("en-list", "polite-rank", "the second one please", 2),
    ("en-list", "polite-rank", "first one, thanks", 1),
    ("en-list", "polite-rank", "2 please", 2),
    ("en-list", "polite-rank", "the third please, thank you", 3),
    ("en-list", "rank-phrase", "I'll take the second", 2),
    ("en-list", "rank-phrase", "number 2", 2),
    ("en-list", "rank-phrase", "the 3rd one", 3),
    ("en-list", "rank-phrase", "option 1", 1),
]

NOW = "2026-10-14T09:00:00+02:00"


def slug(text: str) -> str:
    s = re.sub(r"[^a-z0-9]+", "-", text.lower().encode("ascii", "ignore").decode()).strip("-")
    return s[:40].strip("-") or "emoji"


def q(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)


def write(path: Path, header: str, rows: list[tuple[str, str, str, dict]]) -> None:
    out = [header, "scenarios:"]
    seen: set[str] = set()
    for i, (opening, cat, msg, expect) in enumerate(rows):
        name = f"{opening}-{cat}-{i:03d}-{slug(msg)}"
        assert name not in seen
        seen.add(name)
        out.append(f"  - name: {name}")
        out.append(f'    now: "{NOW}"')
        if i == 0:
            out.append("    fixture: &shop")
            out.append(FIXTURE.rstrip("\n"))
        else:
            out.append("    fixture: *shop")
        out.append("    turns:")
        out.append(f"      - say: {q(OPEN[opening])}")
        out.append("        expect: {nothing_changed: true, asks: true}")
        out.append(f"      - say: {q(msg)}")
        out.append(f"        expect: {json.dumps(expect)}")
        out.append("")
    path.write_text("\n".join(out))


no = [(o, c, m, {"nothing_changed": True}) for o, c, m in NO_WRITE]
must = []
for o, c, m, rank in MUST_WRITE:
    if o.endswith("dmg"):
        exp = {"cases_opened": [{"order": "SO-24870", "kind": "damage"}], "reply_has_case_number": True}
    elif rank is None:
        exp = {"moved": [{"order": "SO-24911", "to": SLOTS[3]}]}
    else:
        exp = {"moved": [{"order": "SO-24911", "to": SLOTS[rank]}]}
    must.append((o, c, m, exp))
write(HERE / "no_write.yaml", "# Blind corpus: the second message is not a clear consent, nothing may be written.\n# Generated by _gen.py.", no)
write(HERE / "must_write.yaml", "# Blind corpus: the second message is a clear consent, the write must happen.\n# Generated by _gen.py.", must)
fr = sum(o.startswith("fr") for o, *_ in NO_WRITE)
print("no_write", len(NO_WRITE), "fr", fr, "| must_write", len(MUST_WRITE), "fr", sum(o.startswith("fr") for o, *_ in MUST_WRITE))
