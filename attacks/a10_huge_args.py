"""Tool calls with megabyte arguments: kept verbatim in the steps, the checkpoint, the trace and
every later prompt of the loop."""
import os
import time

from attacks.client import chat, ctl, model_log, show, sign_in

staff = sign_in("staff@comptoir.example")
big = "C-" + "9" * 1_000_000
ctl(StaffRoute=[{"workflow": "billing", "asks_change": False}],
    BillingRequest=[{"customer_name": "John Doe", "asks": "bills", "language": "fr"}],
    __agent__=[{"__tool_calls": [["search_customer", {"query": "John Doe"}]]}]
    + [{"__tool_calls": [["list_bills", {"customer_id": big}]] * 4}] * 8,
    get_bill=[{"__tool_calls": [], "content": ""}] * 3)
size = os.path.getsize("/tmp/atkrun/cp.db-wal") if os.path.exists("/tmp/atkrun/cp.db-wal") else 0
t = time.time()
r = chat(staff, "Quelles factures de John Doe ?", channel="staff", new=True)
print(f"{time.time() - t:.1f}s")
show("reply", r)
import json  # noqa: E402

print("reply bytes:", len(json.dumps(r)))
print("prompt sizes:", [len(json.dumps(e["messages"])) for e in model_log()])
