"""The structured model step: the model call is still seen by every callback, with the tool
it must call and the structured-output metadata tracing reads."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.outputs import LLMResult
from langchain_core.runnables import RunnableLambda

from nodes.analysis.schemas import AnalysisSummary
from nodes.kit.fill import build_prompt, structured
from tests.fakes import ScriptedModel


class Seen(BaseCallbackHandler):
    def __init__(self) -> None:
        self.starts: list[dict[str, Any]] = []
        self.ends: list[UUID] = []

    def on_chat_model_start(self, serialized: dict[str, Any], messages: Any, *, run_id: UUID,
                            **kwargs: Any) -> None:
        self.starts.append({"run_id": run_id, **kwargs})

    def on_llm_end(self, response: LLMResult, *, run_id: UUID, **kwargs: Any) -> None:
        self.ends.append(run_id)


def test_a_structured_call_is_seen_by_callbacks_with_its_tool_and_schema() -> None:
    answer = {"introduction": "Voici l'analyse.", "conclusion": "À suivre."}
    model = ScriptedModel(script={"AnalysisSummary": [answer]})
    seen = Seen()
    step = RunnableLambda(lambda messages: structured(model, AnalysisSummary).invoke(messages))
    got = step.invoke(build_prompt("Summarise.", {"analysis": "{}"}),
                      config={"callbacks": [seen]})
    assert got == answer
    assert len(seen.starts) == 1 and seen.ends == [seen.starts[0]["run_id"]]
    params = seen.starts[0]["invocation_params"]
    assert [t["function"]["name"] for t in params["tools"]] == ["AnalysisSummary"]
    traced = seen.starts[0]["options"]["ls_structured_output_format"]
    assert traced["kwargs"] == {"method": "function_calling"}
    assert traced["schema"]["title"] == "AnalysisSummary"


def test_the_direct_call_is_seen_as_the_binding_would_have_made_it() -> None:
    """With the plain binding the answer calls the model's `generate` itself: callbacks see
    the same tool, tool choice, structured-output metadata, tags and metadata as through
    `RunnableBinding.invoke`; a run's tags and metadata are inherited as before."""
    answer = {"introduction": "Voici l'analyse.", "conclusion": "À suivre."}
    starts: list[dict[str, Any]] = []
    for direct in (True, False):
        model = ScriptedModel(script={"AnalysisSummary": [answer]})
        answering = structured(model, AnalysisSummary)
        assert getattr(answering, "kwargs", None) is not None  # the plain binding
        if not direct:
            answering.kwargs = None  # type: ignore[union-attr]
        seen = Seen()

        def call(messages: list[Any], a: Any = answering) -> Any:
            return a.invoke(messages)

        step = RunnableLambda(call)
        got = step.invoke(build_prompt("Summarise.", {"analysis": "{}"}),
                          config={"callbacks": [seen], "tags": ["t"],
                                  "metadata": {"m": 1}})
        assert got == answer
        assert len(seen.starts) == 1 and seen.ends == [seen.starts[0]["run_id"]]
        assert seen.starts[0]["parent_run_id"] is not None  # the run's child, as before
        starts.append({k: v for k, v in seen.starts[0].items()
                       if k not in ("run_id", "parent_run_id")})
    assert starts[0] == starts[1]
    assert "t" in starts[0]["tags"] and starts[0]["metadata"]["m"] == 1
