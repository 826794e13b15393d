"""Wire the customer-relationship analysis: understand → find → bills → figures → report."""

from __future__ import annotations

from langgraph.graph import START, StateGraph

from nodes.analysis import executors as ex
from nodes.analysis import replies as re
from nodes.analysis import routes
from nodes.analysis.state import AnalysisState
from nodes.kit.context import Context
from nodes.kit.execute import EXECUTOR_RETRY
from nodes.kit.fill import FILL_RETRY
from nodes.kit.turn import begin_turn
from nodes.kit.wiring import add_replies, add_routers

REPLIES = {
    "ask_customer": re.ask_customer,
    "ask_which_customer": re.ask_which_customer,
    "say_no_customer": re.say_no_customer,
    "say_bad_period": re.say_bad_period,
    "say_no_bills": re.say_no_bills,
    "say_model_unavailable": re.say_model_unavailable,
    "render_report": re.render_report,
}
ROUTERS = {
    "route_analysis": (routes.route_analysis,
                       ("say_model_unavailable", "ask_customer", "say_bad_period",
                        "find_customer")),
    "after_find_customer": (routes.after_find_customer,
                            ("say_no_customer", "ask_which_customer", "fetch_bills")),
    "after_fetch_bills": (routes.after_fetch_bills, ("say_no_bills", "compute_analysis")),
}

builder = StateGraph(AnalysisState, context_schema=Context)
builder.add_node("begin_turn", begin_turn)
builder.add_node("understand_analysis", ex.understand_analysis, retry_policy=FILL_RETRY)
builder.add_node("collect_analysis", ex.collect_analysis)
builder.add_node("find_customer", ex.find_customer, retry_policy=EXECUTOR_RETRY)
builder.add_node("fetch_bills", ex.fetch_bills, retry_policy=EXECUTOR_RETRY)
builder.add_node("compute_analysis", ex.compute_analysis, retry_policy=EXECUTOR_RETRY)
builder.add_node("write_summary", ex.write_summary, retry_policy=FILL_RETRY)
builder.add_node("check_summary", ex.check_summary)
add_routers(builder, ROUTERS)
add_replies(builder, REPLIES)

builder.add_edge(START, "begin_turn")
builder.add_edge("begin_turn", "understand_analysis")
builder.add_edge("understand_analysis", "collect_analysis")
builder.add_edge("collect_analysis", "route_analysis")
builder.add_edge("find_customer", "after_find_customer")
builder.add_edge("fetch_bills", "after_fetch_bills")
builder.add_edge("compute_analysis", "write_summary")
builder.add_edge("write_summary", "check_summary")
builder.add_edge("check_summary", "render_report")

graph = builder.compile(name="analysis")
