"""Resource abuse at the gateway: a long message, deep JSON, a huge body, many threads."""
import os
import time

os.environ.setdefault("COMPTOIR_URL", "http://127.0.0.1:18102")
from attacks import client
from attacks.client import chat, http, sign_in

client.BASE = os.environ["COMPTOIR_URL"]
B = client.BASE
jean = sign_in("jean.martin@example.com")
H = {"X-Client-Id": "demo-web", "Authorization": f"Bearer {jean}",
     "Content-Type": "application/json"}
for label, body in [
    ("4000 chars", '{"message": "' + "déplacez SO-24903 " * 222 + '"}'),
    ("5000 chars", '{"message": "' + "a" * 5000 + '"}'),
    ("deep json", '{"message": "hi", "x": ' + "[" * 100000 + "]" * 100000 + "}"),
    ("2 MB body", '{"message": "' + "a" * 2_000_000 + '"}'),
    ("long word", '{"message": "SO-24903 ' + "é" * 3900 + '"}'),
    ("many numbers", '{"message": "' + " ".join(f"SO-{n}" for n in range(24000, 24400)) + '"}'),
]:
    t = time.time()
    r = http.post(f"{B}/v1/chat", headers=H, content=body.encode())
    print(f"{label}: {r.status_code} {time.time() - t:.2f}s {r.text[:160]!r}")
t = time.time()
codes = [chat(jean, "bonjour", new=True, raw=True).status_code for _ in range(30)]
print("30 new threads:", set(codes), f"{time.time() - t:.1f}s")
