# ruff: noqa  (an attack script: a reproduction, not a part of Comptoir)
"""One model answer with thousands of tool calls: every call is run (no bound per step)."""
import sys
import time

from attacks.client import chat, ctl, show, sign_in

n = int(sys.argv[1]) if sys.argv[1:] else 3000
staff = sign_in("staff@comptoir.example")
ctl(StaffRoute=[{"workflow": "billing", "asks_change": False}],
    BillingRequest=[{"customer_name": "John Doe", "asks": "bills", "status": "overdue", "language": "fr"}],
    __default={"*": {"__tool_calls": [["search_customer", {"query": "Doe"}]] * n}})
t = time.time()
r = chat(staff, "Quelles factures de John Doe sont en retard ?", channel="staff", new=True)
print(f"{n} calls in one answer: {time.time() - t:.1f}s")
show("reply", r)
if isinstance(r, dict):
    print("tool steps run:", sum(1 for x in r.get("trace", []) if x.get("kind") == "tool"),
          "trace entries:", len(r.get("trace", [])))
