"""Consent replay through the gateway (offline model, COMPTOIR_URL=http://127.0.0.1:18102):
a yes sent to another thread, concurrent yeses, a yes after the slot filled up."""
import concurrent.futures as cf
import os

os.environ.setdefault("COMPTOIR_URL", "http://127.0.0.1:18102")
from attacks import client
from attacks.client import chat, show, sign_in, snapshot

client.BASE = os.environ["COMPTOIR_URL"]


def booking(order):
    return {b["order"]: b["slot"] for b in snapshot()["bookings"]}.get(order)


jean = sign_in("jean.martin@example.com")
print("SO-24903 before:", booking("SO-24903"))
a = chat(jean, "Je voudrais déplacer la livraison de SO-24903 au jeudi 17 décembre matin", new=True)
show("proposal in A", a)
b = chat(jean, "oui", new=True)
show("yes in a new thread B", b)
print("after yes in B:", booking("SO-24903"))
# concurrent yeses in A
with cf.ThreadPoolExecutor(4) as pool:
    replies = list(pool.map(lambda _: chat(jean, "oui", thread=a["thread_id"]), range(4)))
for r in replies:
    show("concurrent yes", r)
print("after concurrent yeses:", booking("SO-24903"))
print([e for e in snapshot()["bookings"] if e["order"] == "SO-24903"])
