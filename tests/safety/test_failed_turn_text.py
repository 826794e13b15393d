"""A turn that fails says "nothing was changed" only when Python knows it: the audit log was
read and holds no untold write of the thread. Otherwise (a write committed before the failure,
or the audit log cannot be read) it says the result could not be confirmed and will be told on
the next message, which it then is. French and English, SQLite and PostgreSQL."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy.exc import OperationalError

from graphs.front_door import builder
from services import audit
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.data import JEAN
from tests.harness import Conversation

MOVE = {"fr": "Déplacez SO-24903 au jeudi 22 au matin",
        "en": "Please move SO-24903 to Thursday 22 in the morning"}
ASK = {"fr": "Où en est SO-24903 ?", "en": "Where is my order SO-24903?"}
NOTHING = {"fr": "rien n'a été modifié", "en": "nothing was changed"}
UNCONFIRMED = {"fr": "nous n'avons pas pu confirmer le résultat",
               "en": "we could not confirm the result"}
NEXT = {"fr": "prochain message", "en": "next message"}
TOLD = {"fr": "D'abord, votre demande précédente a bien été traitée",
        "en": "First, your previous request went through"}


class Killed(Exception):
    """The process dying right after the commit (not a transient error: no retry)."""


def desk_on(store: Store) -> Conversation:
    return Conversation(builder, store, OfflineChatModel(), customer_email=JEAN,
                        confirm_writes=False)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_write_committed_before_the_failure_is_not_nothing(
    store: Store, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    desk = desk_on(store)
    real = audit.idempotent_write

    def commit_then_die(*args: Any, **kwargs: Any) -> Any:
        real(*args, **kwargs)
        raise Killed("killed after commit")

    with monkeypatch.context() as patch:
        patch.setattr("services.care.idempotent_write", commit_then_die)
        failed = desk.say(MOVE[lang])
    assert failed.text_id == "say_result_unconfirmed"
    assert UNCONFIRMED[lang] in failed.reply and NEXT[lang] in failed.reply
    assert NOTHING[lang] not in failed.reply
    after = desk.say(ASK[lang])  # the promise is kept
    assert after.reply.startswith(TOLD[lang]), after.reply


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_failure_before_any_write_says_nothing_was_changed(
    store: Store, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    desk = desk_on(store)

    def refused_before_commit(*args: Any, **kwargs: Any) -> Any:
        raise Killed("died before the transaction")

    with monkeypatch.context() as patch:
        patch.setattr("services.care.idempotent_write", refused_before_commit)
        failed = desk.say(MOVE[lang])
    assert failed.text_id == "say_system_unavailable"
    assert NOTHING[lang] in failed.reply and UNCONFIRMED[lang] not in failed.reply


def test_an_earlier_told_write_does_not_make_a_later_failure_unconfirmed(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk = desk_on(store)
    assert desk.say(MOVE["fr"]).text_id == "say_moved"  # written and told by its own turn

    def bug(*args: Any, **kwargs: Any) -> Any:
        raise KeyError("surprise")

    with monkeypatch.context() as patch:
        patch.setattr("services.care.get_order", bug)
        failed = desk.say(ASK["fr"])
    assert failed.text_id == "say_system_unavailable"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_an_unreadable_audit_log_is_not_nothing(
    mem_store: Store, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """The database is down: Python cannot know whether the turn wrote, so it does not say
    "nothing was changed"."""
    desk = desk_on(mem_store)

    def down(*args: Any, **kwargs: Any) -> Any:
        raise OperationalError("SELECT", {}, Exception("database unreachable"))

    with monkeypatch.context() as patch:
        patch.setattr("services.care.idempotent_write", down)
        patch.setattr("nodes.kit.turn.writes_since", down)
        failed = desk.say(MOVE[lang])
    assert failed.text_id == "say_result_unconfirmed"
    assert UNCONFIRMED[lang] in failed.reply and NOTHING[lang] not in failed.reply
