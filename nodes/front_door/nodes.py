"""Route every message: the channel decides what is reachable, Python decides the path."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from langgraph.runtime import Runtime

from nodes.front_door.schemas import StaffRoute
from nodes.kit.fill import fill_node
from nodes.kit.route import Route
from nodes.kit.say import say
from nodes.kit.texts import KIT_TEXTS

STAFF_WORKFLOWS = ("analysis", "billing", "care_desk")

PROMPT = """Classify one message sent by a staff member of a furniture maker to the internal \
assistant: which workflow is it for?"""


def _prompt(state: Mapping[str, Any], runtime: Runtime[Any]) -> tuple[str, dict[str, str]]:
    return PROMPT, {"staff_message": state.get("message", "")}


classify_request = fill_node("classify_request", StaffRoute, _prompt, output_key="route")


def route_channel(state: Mapping[str, Any]) -> Route:
    """Access control: the customer channel reaches the care desk and nothing else."""
    if state.get("channel") != "staff":
        return Route("care_desk", "customer channel: care desk only")
    awaiting = state.get("awaiting") or {}
    if awaiting.get("workflow") in STAFF_WORKFLOWS:
        return Route(awaiting["workflow"], f"answer to a question of {awaiting['workflow']}")
    return Route("classify_request", "staff channel: classify the request")


def route_staff(state: Mapping[str, Any]) -> Route:
    if state.get("failure"):
        return Route("say_model_unavailable", "the model could not classify the message")
    workflow = (state.get("route") or {}).get("workflow", "out_of_scope")
    if workflow in STAFF_WORKFLOWS:
        return Route(workflow, f"classified as {workflow}")
    return Route("say_out_of_scope", "nothing the assistant handles")


say_out_of_scope = say("say_out_of_scope", KIT_TEXTS, "say_out_of_scope")
say_model_unavailable = say("say_model_unavailable", KIT_TEXTS, "say_model_unavailable")
