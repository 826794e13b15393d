"""A model that fails (HTTP 500) on every call after a consented write in the same turn: the
fixed failure text must not say "nothing was changed" when something was."""
from attacks.client import chat, ctl, show, sign_in, snapshot

jean = sign_in("jean.martin@example.com")
req = {"intent": "reschedule", "order_number": "SO-24911", "wished_slot": "jeudi 17 décembre matin",
       "language": "fr", "requests": [
           {"intent": "reschedule", "order_number": "SO-24903",
            "wished_slot": "jeudi 17 décembre matin",
            "quote": "Déplacez SO-24903 au jeudi 17 décembre matin"},
           {"intent": "reschedule", "order_number": "SO-24911", "wished_slot": "vendredi 18",
            "quote": "et SO-24911 au vendredi 18"}]}
ctl(CareRequest=[req], SlotPick=[{"chosen_slot_id": "2026-12-17-AM", "offer_slot_ids": []}],
    __default={"*": {"__status": 500}})
before = {b["order"]: b["slot"] for b in snapshot()["bookings"]}
r = chat(jean, "Déplacez SO-24903 au jeudi 17 décembre matin et SO-24911 au vendredi 18",
         new=True)
show("proposal", r)
r2 = chat(jean, "oui", thread=r["thread_id"])
show("yes (model fails from here)", r2)
after = {b["order"]: b["slot"] for b in snapshot()["bookings"]}
print("changed:", {o: (before.get(o), s) for o, s in after.items() if before.get(o) != s})
r3 = chat(jean, "merci", thread=r["thread_id"])
show("next", r3)
