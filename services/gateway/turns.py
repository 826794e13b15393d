"""One turn at a time per conversation, across every worker and replica.

Two messages of the same conversation answered at once would each start from the same
checkpoint: one reply would be lost from the history, and the second answer would be made
without knowing the first (a double-click, two tabs). The second message is refused with a
409 while the first is being answered; the client sends it again once the reply arrives.
In one process the busy conversations are a set (the event loop checks and marks in one
step); with Redis (several workers or replicas), a key set only if absent, with a lifetime
so that a worker that dies mid-turn frees its conversation after `TTL_S`.
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from limits.storage import RedisClusterStorage, RedisStorage, Storage

# Longer than any turn can last: a staff turn may call the model up to eight times, each
# call up to three attempts of the model timeout (30 s by default). The key is freed as soon
# as the turn ends; the lifetime only frees a conversation whose worker died mid-turn.
TTL_S = 900
PREFIX = "comptoir:turn:"
# Free the key only if it is still ours (it may have expired and been taken since).
RELEASE = """
if redis.call('get', KEYS[1]) == ARGV[1] then
    return redis.call('del', KEYS[1])
end
return 0
"""


class ConversationBusy(Exception):
    """A message of this conversation is still being answered."""


class TurnLocks:
    """Held around a turn, in the thread that runs it (no extra hop to the thread pool)."""

    def __init__(self, storage: Storage | None) -> None:
        self.busy: set[str] = set()
        self.guard = threading.Lock()
        self.redis: Any = None
        self.release_script: Any = None
        if isinstance(storage, RedisStorage) and not isinstance(storage, RedisClusterStorage):
            self.redis = storage.get_connection()
            self.release_script = self.redis.register_script(RELEASE.encode())

    @contextmanager
    def turn(self, thread_id: str) -> Iterator[None]:
        """Hold the conversation for one turn; ConversationBusy if another holds it."""
        with self.guard:
            if thread_id in self.busy:
                raise ConversationBusy(thread_id)
            self.busy.add(thread_id)
        try:
            if self.redis is None:
                yield
                return
            key, token = PREFIX + thread_id, secrets.token_hex(8)
            if not self.redis.set(key, token, nx=True, ex=TTL_S):
                raise ConversationBusy(thread_id)
            try:
                yield
            finally:
                self.release_script(keys=[key], args=[token])
        finally:
            with self.guard:
                self.busy.discard(thread_id)
