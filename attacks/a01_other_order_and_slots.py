# ruff: noqa  (an attack script: a reproduction, not a part of Comptoir)
"""Hostile understanding: the model names another customer's order, then picks a slot that
is taken / within 48 h / not the one the customer said yes to."""
from attacks.client import chat, ctl, show, sign_in, snapshot

jean = sign_in("jean.martin@example.com")
before = snapshot()
# 1. another customer's order, in a message that names none
ctl(CareRequest=[{"intent": "reschedule", "order_number": "SO-25101", "email": "paul.dupont@example.com",
                  "wished_slot": "jeudi", "language": "fr"}] * 3,
    SlotPick=[{"chosen_slot_id": "2026-12-17-AM", "offer_slot_ids": []}] * 3)
r = chat(jean, "Je veux déplacer ma livraison à jeudi", new=True); show("other order", r)
t = r.get("thread_id")
r = chat(jean, "oui", thread=t); show("yes", r)
# 2. the customer's own order; the model picks a slot within 48 hours / taken / invented
for pick in ("2026-12-05-AM", "2026-12-01-AM", "2099-01-01-AM", "2026-12-10-AM"):
    ctl(CareRequest=[{"intent": "reschedule", "order_number": "SO-24903", "wished_slot": "samedi",
                      "language": "fr"}] * 3,
        SlotPick=[{"chosen_slot_id": pick, "offer_slot_ids": [pick, "2026-12-17-AM"]}] * 3)
    r = chat(jean, "Déplacez SO-24903 à samedi", new=True); show(f"pick {pick}", r)
    if r.get("asks"):
        r2 = chat(jean, "oui", thread=r["thread_id"]); show("yes", r2)
after = snapshot()
moved = {b["order"]: b["slot"] for b in after["bookings"]}
old = {b["order"]: b["slot"] for b in before["bookings"]}
print("CHANGED:", {o: (old.get(o), s) for o, s in moved.items() if old.get(o) != s},
      len(after["cases"]) - len(before["cases"]), "new cases")
