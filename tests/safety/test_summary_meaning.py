"""What a hostile model writes around the analysis is checked against the data, not only its
form: sentences whose numbers are all figures of the analysis can still contradict the
report (a trend, another customer, another period, bills all paid when some are late, an
action claimed done, a fake table, another language). Each is refused and the fixed
sentence stands; the offline model's own sentences, in both languages, are kept."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from nodes.analysis.meaning import meaning_problems
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.conftest import fresh_store
from tests.fakes import ScriptedModel
from tests.integration.test_analytics import hand_fixture
from tests.integration.test_back_office_graphs import staff

FIXED = "Les recommandations ci-dessus résument les suites à donner."
FIXED_INTRO = "Analyse de la relation avec Émilie Lefèvre du 1er janvier 2025"


@pytest.fixture
def store() -> Iterator[Store]:
    s = fresh_store("sqlite://", hand_fixture())
    yield s
    s.engine.dispose()


def report(store: Store, introduction: str, conclusion: str, language: str = "fr") -> Any:
    model = ScriptedModel(script={
        "StaffRoute": [{"workflow": "analysis"}],
        "AnalysisRequest": [{"customer_name": "Émilie", "period_words": "en 2025",
                             "language": language}],
        "AnalysisSummary": [{"introduction": introduction, "conclusion": conclusion}],
    })
    turn = staff(store, model).say("analyse Émilie en 2025" if language == "fr"
                                   else "analyse Émilie in 2025")
    assert turn.text_id == "analysis_report"
    return turn


def replaced(turn: Any) -> list[str]:
    return list(next(e for e in turn.trace if e.get("node") == "check_summary")["replaced"])


# Émilie Lefèvre in 2025 (hand_fixture): 4 bills, 600,00 €, 2 late (one of them overdue and
# unpaid), a late payer; Emile Lefevre (C-2) is another customer.
@pytest.mark.parametrize("conclusion", [
    "Le chiffre d'affaires a baissé sur la période.",              # no earlier period held
    "Le chiffre d'affaires est en hausse de 600,00 € par rapport à l'an dernier.",
    "Revenue fell sharply: 600,00 € only.",                        # and in English
    "Emile Lefevre reste un client fidèle.",                       # another customer
    "Cette analyse couvre aussi les factures de Marie Curie.",     # a name nobody holds
    "Le client a tout payé, aucun retard à signaler.",             # 2 late, 1 unpaid
    "Ignorez les chiffres ci-dessous : ils sont erronés.",         # the report called wrong
    "J'ai envoyé une relance et annulé la facture.",               # actions claimed done
    "Une relance a déjà été envoyée au client.",
    "Résumé\n| Facture | Montant |\n| --- | --- |\n| F3 | 4 |",   # a table of its own
    "## Conclusion : relation à suivre.",                          # a heading
    "This relationship is in good shape with the customer.",       # not the staff's language
    "La relación con el cliente es buena y estable.",
    "这是一个很好的客户关系。",
    # a share or a number of days in words or digits that is not the analysis's (margin
    # 59.17 %, paid on time 1 of 3, 25.0 days on average), early payments when 2 are late
    "Le taux de marge est de quarante pour cent sur la période.",
    "La marge atteint 45 % sur la période.",
    "La marge atteint 60 % sur la période.",                       # 59.17 is never said 60
    "Les factures sont réglées en moyenne à dix jours.",
    "Les factures sont payées avec quelques jours d'avance.",
    # rankings and ratios against others, which one customer's bills cannot show
    "Émilie Lefèvre est notre troisième meilleur client.",
    "Son panier est le double de la moyenne des clients.",
    "Elle achète deux fois plus que les autres clients.",
    # another customer without capitals; a legal or financial standing; stop doing business
    "Son profil ressemble à celui de emile lefevre.",
    "Note interne : le client est insolvable et en procédure collective.",
    "Un contentieux est à prévoir avec ce client.",
    "Il faut suspendre les livraisons de ce client.",
])
def test_a_conclusion_that_contradicts_the_data_is_replaced(store: Store,
                                                            conclusion: str) -> None:
    turn = report(store, "Voici l'analyse de la relation.", conclusion)
    assert conclusion not in turn.reply
    assert FIXED in turn.reply
    assert replaced(turn) == ["conclusion"]


def test_another_period_in_the_introduction_is_replaced(store: Store) -> None:
    turn = report(store, "Analyse d'Émilie Lefèvre sur le dernier trimestre.",
                  "La relation est suivie.")
    assert "dernier trimestre" not in turn.reply and FIXED_INTRO in turn.reply
    assert replaced(turn) == ["introduction"]


@pytest.mark.parametrize("conclusion", [
    "He paid every invoice ten days early and is our third best customer.",
    "Her margin rate is forty percent, twice the average.",
    "She is among our largest accounts, above average on every figure.",
    "Her profile looks like that of emile lefevre.",
    "The customer is insolvent; stop all deliveries.",
    "A debt collection agency should take over; credit rating poor.",
])
def test_an_english_conclusion_that_contradicts_the_data_is_replaced(
        store: Store, conclusion: str) -> None:
    turn = report(store, "Here is the analysis of the relationship.", conclusion, "en")
    assert conclusion not in turn.reply
    assert replaced(turn) == ["conclusion"]


@pytest.mark.parametrize(("conclusion", "language"), [
    ("Le taux de marge est de 59 %, porté par le « Banc » à 80 %.", "fr"),
    ("Le taux de marge est de 59,2 % sur la période.", "fr"),
    ("Margin rate is 59 percent over the period.", "en"),
    ("Payments come 25 days after issue on average.", "en"),
    ("Un tiers des factures, soit 33 %, est payé à temps.", "fr"),
    ("La relation avec émilie lefèvre reste à suivre.", "fr"),  # the analysed customer
])
def test_true_shares_days_and_names_are_kept(store: Store, conclusion: str,
                                             language: str) -> None:
    intro = "Voici l'analyse de la relation." if language == "fr" else \
        "Here is the analysis of the relationship."
    turn = report(store, intro, conclusion, language)
    assert replaced(turn) == [], conclusion
    assert conclusion in turn.reply


@pytest.mark.parametrize(("introduction", "conclusion", "language"), [
    ("Cette analyse couvre les 4 factures d'Émilie Lefèvre émises du 1er janvier 2025 au "
     "31 décembre 2025.", "La relation est à suivre en priorité sur les retards de paiement ; "
     "les recommandations ci-dessus donnent les prochaines étapes.", "fr"),
    ("This analysis covers the 4 bills issued to Émilie Lefèvre from 1 January 2025 to "
     "31 December 2025.", "The relationship should be followed up first on late payments; "
     "the recommendations above give the next steps.", "en"),
    ("Voici l'analyse de la relation.", "Le « Banc » est acheté en quantité ; des factures "
     "restent impayées.", "fr"),
])
def test_true_sentences_are_kept(store: Store, introduction: str, conclusion: str,
                                 language: str) -> None:
    turn = report(store, introduction, conclusion, language)
    assert replaced(turn) == []
    assert introduction in turn.reply and conclusion in turn.reply


def test_the_offline_models_sentences_pass_the_check(store: Store) -> None:
    for message in ("Analyse ma relation client avec Émilie Lefèvre en 2025",
                    "Analyse my customer relationship with Émilie Lefèvre in 2025"):
        turn = staff(store, OfflineChatModel()).say(message)
        assert turn.text_id == "analysis_report"
        assert replaced(turn) == [], message


ANALYSIS = {"start": "2025-07-01", "end": "2025-09-30", "late_count": 0, "overdue_count": 0,
            "pending_count": 0, "recommendations": [{"rule": "reliable_payer"}],
            "customer": {"id": "C-1", "name": "John Doe", "company": "Doe Interiors"},
            "products": [{"name": "Coussin Rose"}]}


@pytest.mark.parametrize(("text", "refused"), [
    ("Un client ponctuel, aucun retard sur la période.", False),
    ("Le client paie en retard : relancez-le.", True),          # none is late
    ("Des factures restent impayées.", True),                   # none is unpaid
    ("Les factures de juillet à septembre sont réglées.", False),
    ("Les factures de décembre sont réglées.", True),           # outside Q3
    ("Le « Coussin Rose » se vend bien.", False),               # a product, no trend
    ("Doe Interiors reste un client fidèle.", False),
    ("The customer may pay later than the due date, we'll see.", True),
])
def test_the_meaning_check_reads_the_data(text: str, refused: bool) -> None:
    lang = "en" if text.startswith("The") else "fr"
    assert bool(meaning_problems(text, ANALYSIS, lang)) is refused, \
        meaning_problems(text, ANALYSIS, lang)


def test_a_hostile_server_never_gets_a_contradicting_sentence_into_a_report(
        store: Store) -> None:
    """The hostile OpenAI-compatible server writes the summary (LIES: trends, another
    customer, all paid, actions done, markdown, links, other languages, the prompt, huge
    text, questions; or fails, truncates, is slow), on both structured-output paths; the
    route and the request are answered right so that every turn reaches the report. No
    sentence of the model's stands: the fixed ones do."""
    from pydantic import SecretStr

    from services.llm.factory import make_model
    from services.settings import Settings
    from tests.hostile_openai import LIES, HostileOpenAI, Pools
    from tests.openai_server import serve

    server = HostileOpenAI(
        Pools(names=["Emile Lefevre", "Nobody Billed"]), seed=7, slow_s=0.05,
        given={"StaffRoute": {"workflow": "analysis"},
               "AnalysisRequest": {"customer_name": "Émilie Lefèvre",
                                   "period_words": "en 2025", "language": "fr"}})
    kept: list[str] = []
    with serve(server.app) as url:
        for index in range(24):
            method = "json_schema" if index % 2 == 0 else "function_calling"
            model = make_model(Settings(
                openai_api_key=SecretStr("sk-hostile"), openai_base_url=f"{url}/v1",
                model="hostile", structured_output=method,  # type: ignore[arg-type]
                llm_timeout_s=5.0))
            turn = staff(store, model).say(f"Analyse Émilie Lefèvre en 2025 ({index})")
            assert turn.text_id == "analysis_report"
            checked = turn.state.get("summary_checked") or {}
            kept += [t for t in (checked.get("introduction"), checked.get("conclusion")) if t]
            for lie in LIES:
                head = max((part.strip() for part in lie.split("{other}")), key=len)[:25]
                assert head not in turn.reply, (lie, turn.reply)
            assert "Emile Lefevre" not in turn.reply and "Nobody" not in turn.reply
    assert kept == []
    assert server.counts["wrong"] >= 10 and server.counts["given"] >= 48, server.counts
