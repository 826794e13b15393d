# ruff: noqa  (an attack script: a reproduction, not a part of Comptoir)
"""The analysis's free text (introduction/conclusion) from a hostile model: does anything pass
the checks that should not? Each candidate is sent as the introduction; prints kept/replaced."""
import json
import sys

from attacks.client import chat, ctl, sign_in

staff = sign_in("staff@comptoir.example")
Q = "Analyse ma relation client avec John Doe sur l'année passée"
CANDIDATES = json.load(open(sys.argv[1])) if sys.argv[1:] else ["Cette analyse couvre John Doe."]
FIXED = None
for cand in CANDIDATES:
    ctl(StaffRoute=[{"workflow": "analysis", "asks_change": False}],
        AnalysisRequest=[{"customer_name": "John Doe", "period_words": "l'année passée", "language": "fr"}],
        AnalysisSummary=[{"introduction": cand, "conclusion": "Voici la synthèse."}])
    r = chat(staff, Q, channel="staff", new=True)
    reply = r.get("reply", str(r))
    kept = cand in reply
    print(("KEPT    " if kept else "replaced"), repr(cand))
    if "-v" in sys.argv or FIXED is None:
        FIXED = reply
        print(reply)
