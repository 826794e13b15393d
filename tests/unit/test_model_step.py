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
