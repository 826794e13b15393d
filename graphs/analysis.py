"""Wire the customer-relationship analysis: understand → find → bills → figures → report."""

from __future__ import annotations

from langgraph.graph import START, StateGraph

from nodes.analysis import executors as ex
from nodes.analysis import replies as re
from nodes.analysis import routes
from nodes.analysis.state import ANALYSIS_TURN_RESET, AnalysisState
from nodes.kit.context import Context
from nodes.kit.dropped import begin_then, say_search_dropped
from nodes.kit.execute import EXECUTOR_RETRY
from nodes.kit.fill import MODEL_RETRY
from nodes.kit.route import destinations, fused, fused_destinations
from nodes.kit.turn import entry
from nodes.kit.wiring import add_replies, add_steps, lazily_served, unscanned

builder = StateGraph(AnalysisState, context_schema=Context)
# It reads the fields it clears (its function's annotation alone would not show them).
builder.add_node("begin_turn", begin_then(ANALYSIS_TURN_RESET, routes.after_begin),
                 destinations=destinations(routes.after_begin), input_schema=AnalysisState)
# Each of these steps runs several (`fused`): the model reads the request and Python merges
# it with the conversation; the customer is found, the bills counted and the figures
# computed while each router says go on; the model's sentences are checked as written.
add_steps(builder, {
    routes.FIRST_STEP: (fused(ex.understand_analysis, ex.collect_analysis),
                            routes.route_analysis),
}, MODEL_RETRY)
builder.add_node("find_customer",
                 fused(ex.find_customer, ex.fetch_bills, ex.compute_analysis),
                 retry_policy=EXECUTOR_RETRY,
                 destinations=fused_destinations(
                     routes.after_find_customer, routes.after_fetch_bills, routes.after_compute,
                     internal=("fetch_bills", "compute_analysis")))
builder.add_node("write_summary", fused(ex.write_summary, ex.check_summary),
                 retry_policy=MODEL_RETRY)
add_replies(builder, {
    "ask_customer": re.ask_customer,
    "ask_one_customer": re.ask_one_customer,
    "ask_which_customer": re.ask_which_customer,
    "ask_did_you_mean": re.ask_did_you_mean,
    "say_no_customer": re.say_no_customer,
    "say_bad_period": re.say_bad_period,
    "say_no_bills": re.say_no_bills,
    "say_analysis_unavailable": re.say_analysis_unavailable,
    "say_search_dropped": say_search_dropped,
    "render_report": re.render_report,
    "render_margin": re.render_margin,
})

builder.add_conditional_edges(START, *entry(routes.FIRST_STEP))
builder.add_edge("write_summary", "render_report")

unscanned(builder)

make_graph, __getattr__ = lazily_served(lambda: builder, "analysis", __name__)
