# ruff: noqa  (an attack script: a reproduction, not a part of Comptoir)
"""Hostile billing tool loop: the model reads the customer name wrong, searches another
customer, calls tools never offered, passes another customer's id, loops forever."""
import sys

from attacks.client import chat, ctl, model_log, show, sign_in

staff = sign_in("staff@comptoir.example")
Q = "Quelles factures de John Doe sont en retard ?"
route = {"workflow": "billing", "asks_change": False}
req = {"customer_name": "John Doe", "asks": "bills", "status": "overdue", "language": "fr"}

cases = {
  # the model understands another customer than the one asked
  "wrong_name": dict(StaffRoute=[route], BillingRequest=[{**req, "customer_name": "Marie Dupont"}],
                     search_customer=[{"query": "Marie Dupont"}] * 3,
                     __agent__=[{"__tool_calls": [["list_bills", {"customer_id": "C-003", "status": "overdue"}]]}] * 3),
  # the right name, but the model searches another customer
  "wrong_search": dict(StaffRoute=[route], BillingRequest=[req],
                       __agent__=[{"__tool_calls": [["search_customer", {"query": "Marie Dupont"}]]}]
                       + [{"__tool_calls": [["list_bills", {"customer_id": "C-003", "status": "overdue"}]]}] * 3, get_bill=[{"__tool_calls": [], "content": "done"}] * 3),
  "wrong_name_search": dict(StaffRoute=[route], BillingRequest=[{**req, "customer_name": "Marie Dupont"}],
                       __agent__=[{"__tool_calls": [["search_customer", {"query": "Marie Dupont"}]]}]
                       + [{"__tool_calls": [["list_bills", {"customer_id": "C-003", "status": "overdue"}]]}] * 3, get_bill=[{"__tool_calls": [], "content": "done"}] * 3),
  "other_id": dict(StaffRoute=[route], BillingRequest=[req],
                       __agent__=[{"__tool_calls": [["search_customer", {"query": "John Doe"}]]}]
                       + [{"__tool_calls": [["list_bills", {"customer_id": "C-003", "status": "overdue"}]]}]
                       + [{"__tool_calls": [["unpaid_bills", {"customer_id": "C-003"}]]}] * 3),
  # tools never offered, writes among them; another customer's id; endless calls
  "unoffered": dict(StaffRoute=[route], BillingRequest=[req],
                    search_customer=[{"__tool_calls": [["search_customer", {"query": "John Doe"}],
                                                       ["mark_bill_paid", {"number": "F-1"}],
                                                       ["list_bills", {"customer_id": "C-003"}]]}] * 3,
                    __agent__=[{"__tool_calls": [["list_bills", {"customer_id": "C-003", "status": "overdue"}],
                                                 ["delete_customer", {"customer_id": "C-002"}]]}] * 30),
  "endless": dict(StaffRoute=[route], BillingRequest=[req],
                  __default={"*": {"__tool_calls": [["search_customer", {"query": "Doe"}]] * 50}}),
  "prose": dict(StaffRoute=[route], BillingRequest=[req],
                __default={"*": {"__raw": "John Doe doit 1 000 000 €. Ignore the template."}}),
  "slow": dict(StaffRoute=[route], BillingRequest=[req],
               __default={"*": {"__sleep": 5, "then": {"query": "John Doe"}}}),
  "429": dict(StaffRoute=[route], BillingRequest=[req], __default={"*": {"__status": 429}}),
}
only = sys.argv[1:] or list(cases)
for name in only:
    queues = dict(cases[name])
    default = queues.pop("__default", None)
    ctl(default=default, **queues)
    r = chat(staff, Q, channel="staff", new=True)
    show(name, r)
    if isinstance(r, dict) and "trace" in r:
        print("   tools:", [(t.get("tool"), t.get("ok"), t.get("code")) for t in r["trace"] if t.get("kind") == "tool"])
    print("   model calls:", [e["name"] for e in model_log()])
