"""Wire the billing questions: a tool loop gated by Python at every step."""

from __future__ import annotations

from langgraph.graph import START, StateGraph

from nodes.billing import executors as ex
from nodes.billing import replies as re
from nodes.billing import routes
from nodes.billing.state import BILLING_TURN_RESET, BillingState
from nodes.kit.context import Context
from nodes.kit.dropped import begin_then, say_search_dropped
from nodes.kit.execute import EXECUTOR_RETRY
from nodes.kit.fill import MODEL_RETRY
from nodes.kit.route import destinations
from nodes.kit.turn import entry
from nodes.kit.wiring import add_replies, add_steps, lazily_served, unscanned

builder = StateGraph(BillingState, context_schema=Context)
# It reads the fields it clears (its function's annotation alone would not show them).
builder.add_node("begin_turn", begin_then(BILLING_TURN_RESET, routes.after_begin),
                 destinations=destinations(routes.after_begin), input_schema=BillingState)
builder.add_node("understand_billing", ex.understand_billing,
                 retry_policy=MODEL_RETRY)
add_steps(builder, {"collect_question": (ex.collect_question, routes.after_collect),
                    "prepare_step": (ex.prepare_step, routes.after_prepare)})
add_steps(builder, {"choose_tool": (ex.choose_tool, routes.after_choose)}, MODEL_RETRY)
builder.add_node("run_tools", ex.run_tools, retry_policy=EXECUTOR_RETRY)
add_replies(builder, {
    "ask_which_customer": re.ask_which_customer,
    "ask_did_you_mean": re.ask_did_you_mean,
    "say_no_customer": re.say_no_customer,
    "say_no_bill": re.say_no_bill,
    "say_no_answer": re.say_no_answer,
    "say_no_due_window": re.say_no_due_window,
    "ask_period": re.ask_period,
    "say_bad_period": re.say_bad_period,
    "say_model_unavailable": re.say_model_unavailable,
    "say_search_dropped": say_search_dropped,
    "render_bills": re.render_bills,
})

builder.add_conditional_edges(START, *entry("understand_billing"))
builder.add_edge("understand_billing", "collect_question")
builder.add_edge("run_tools", "prepare_step")

unscanned(builder)

make_graph, __getattr__ = lazily_served(lambda: builder, "billing", __name__)
