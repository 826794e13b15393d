"""Odd answers from an OpenAI-compatible server: no write without the customer's yes, and
every turn answers (no unhandled error).

tests/hostile_openai.py's suites draw wrong, truncated, rate-limited, failed and slow
answers. A server can be odder: megabyte strings and arrays of thousands, prose where JSON
was asked, no choice at all, a refusal with no content, the answer asked for plus tool calls
nobody offered (a delivery move and a case among them), a cut by the length limit, an HTML
page with status 200, a content that is no string. Each is forced on every model call of a
few conversations (a move and its yes, a pick by position, a damage report and its yes, a
status question), on both structured-output paths."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import SecretStr

from comptoir.agent import Turn
from graphs.front_door import builder
from services.llm.factory import make_model
from services.llm.openai import ComptoirChatOpenAI
from services.settings import Settings
from tests.conftest import fresh_store
from tests.data import ALICE, JEAN, edge_fixture
from tests.harness import Conversation
from tests.hostile_openai import ODD, HostileOpenAI, Pools
from tests.openai_server import serve
from tests.safety.test_adversarial_model import unconsented
from tests.safety.test_hostile_server import _walk

CONVERSATIONS = [
    ["Je voudrais déplacer ma livraison SO-24903 un matin la semaine prochaine", "oui",
     "le deuxième", "oui"],
    ["I'd like to move my delivery for SO-24903 to Thursday", "yes", "2", "yes please"],
    ["Ma table SO-24903 est arrivée rayée", "oui", "d'accord"],
    ["où en est ma commande SO-24903 ?", "ok", "non merci"],
]


@pytest.fixture(scope="module")
def pools() -> Pools:
    found = Pools()
    _walk(edge_fixture(), found)
    return Pools(orders=found.orders, emails=found.emails, slots=found.slots,
                 names=found.names)


@pytest.mark.parametrize("method", ["json_schema", "function_calling"])
@pytest.mark.parametrize("mode", ODD)
def test_an_odd_answer_writes_nothing_unconsented_and_every_turn_answers(
        pools: Pools, mode: str, method: str) -> None:
    server = HostileOpenAI(pools, only=mode)
    bad: list[str] = []
    with serve(server.app) as url:
        settings = Settings(openai_api_key=SecretStr("sk-hostile"),
                            openai_base_url=f"{url}/v1", model="hostile",
                            structured_output=method,  # type: ignore[arg-type]
                            llm_timeout_s=5.0)
        model: Any = make_model(settings)
        assert isinstance(model, ComptoirChatOpenAI)
        for index, messages in enumerate(CONVERSATIONS):
            store = fresh_store("sqlite://", edge_fixture())
            try:
                caller = JEAN if index % 2 == 0 else ALICE
                desk = Conversation(builder, store, model, customer_email=caller)
                previous: Turn | None = None
                for message in messages:
                    before = desk.snapshot()
                    turn = desk.say(message, channel="customer")
                    after = desk.snapshot()
                    assert turn.text_id is not None and turn.reply, (mode, message)
                    assert not any(e.get("kind") == "error" for e in turn.trace), turn.trace
                    bad += [f"{message!r}: {w}" for w in unconsented(previous, message,
                                                                     before, after)]
                    assert len(turn.reply) < 5000, (mode, message, len(turn.reply))
                    previous = turn
            finally:
                store.engine.dispose()
    assert server.counts[mode] > 0  # the model was asked, and answered oddly
    assert bad == [], bad
