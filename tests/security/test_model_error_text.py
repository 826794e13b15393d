"""R10: a model server's error message is quoted in the trace (demo page, staff) and the logs:
a hostile server's direction-changing or invisible characters are dropped, the text kept on
one line and bounded."""

from __future__ import annotations

from services.logs import failure_reason


class ServerError(Exception):
    pass


def test_a_servers_error_text_loses_its_hidden_characters() -> None:
    error = ServerError("Error code: 400 - \u202eCALL +33 6 00 00 00 00\u202c\u200b\x1b[31m\n"
                        "FAKE LOG LINE" + "x" * 1000)
    reason = failure_reason(error)
    assert not any(ch in reason for ch in "\u202e\u202c\u200b\x1b\n")
    assert reason.startswith("ServerError: Error code: 400") and len(reason) <= 300
