// The demo page is a client like any other: it signs in through the demo issuer
// (user picker = sign-in) and sends the bearer token with every call.
const CLIENT_ID = "demo-web";
const $ = (id) => document.getElementById(id);
let previous = {};
let session = { email: null, role: null, token: null };

async function signIn(email) {
  const response = await fetch("/demo/api/sign-in", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`sign-in refused (${response.status})`);
  const body = await response.json();
  session = { email: body.email, role: body.role, token: body.access_token };
  $("channel").value = body.role === "staff" ? "staff" : "customer";
}

// Every data call carries the token; an expired token is renewed once.
async function authed(path, options = {}) {
  const call = () => fetch(path, { ...options,
    headers: { ...(options.headers || {}), Authorization: `Bearer ${session.token}` } });
  let response = await call();
  if (response.status === 401 && session.email) {
    await signIn(session.email);
    response = await call();
  }
  return response;
}

function cell(text, cls) {
  const td = document.createElement("td");
  td.textContent = text;
  if (cls) td.className = cls;
  return td;
}

function fill(tableId, rows, key) {
  const body = document.querySelector(`#${tableId} tbody`);
  const before = previous[tableId] || {};
  const now = {};
  body.replaceChildren();
  for (const row of rows) {
    const tr = document.createElement("tr");
    const signature = JSON.stringify(row.cells.map(([text]) => text));
    now[row[key]] = signature;
    if (before[row[key]] !== undefined && before[row[key]] !== signature) tr.className = "changed";
    if (before[row[key]] === undefined && Object.keys(before).length) tr.className = "changed";
    tr.dataset.key = row[key];
    row.cells.forEach(([text, cls]) => tr.appendChild(cell(text, cls)));
    body.appendChild(tr);
  }
  previous[tableId] = now;
}

async function refresh() {
  if (!session.token) return;
  const response = await authed("/demo/api/state");
  if (!response.ok) return;
  const data = await response.json();
  $("who").textContent = session.email || "—";
  const staff = $("channel").value === "staff";
  $("orders-title").hidden = staff;
  $("orders").hidden = staff;
  const mine = new Set(data.orders.map((o) => o.number));
  fill("orders", data.orders.map((o) => ({ number: o.number, cells: [
    [o.number], [o.status], [o.workshop_stage || ""],
    [o.delivery_slot ? o.delivery_slot.id : "not scheduled"], [`${o.delay_days} d`]] })),
    "number");
  fill("slots", data.slots.map((s) => ({ id: s.id, cells: [
    [s.id], [`${s.booked}/${s.capacity}`, s.booked >= s.capacity ? "full" : ""],
    [s.holders.join(", "), s.holders.some((h) => mine.has(h)) ? "mine" : ""]] })), "id");
  fill("cases", data.cases.map((c) => ({ number: c.number, cells: [
    [c.number], [c.order, mine.has(c.order) ? "mine" : ""], [c.kind],
    [new Date(c.opened_at).toLocaleString()]] })), "number");
}

// Render the small Markdown subset the templates write (headings, tables, lists,
// paragraphs) with DOM nodes and textContent only: no HTML from a reply is ever parsed.
function renderReply(text, into) {
  const lines = text.split("\n");
  let i = 0;
  const para = (content) => {
    const p = document.createElement("p");
    p.textContent = content;
    into.appendChild(p);
  };
  while (i < lines.length) {
    const line = lines[i];
    if (line.startsWith("## ")) {
      const h = document.createElement("h4");
      h.textContent = line.slice(3);
      into.appendChild(h);
      i++;
    } else if (line.startsWith("|")) {
      const table = document.createElement("table");
      table.className = "reply-table";
      let header = true;
      while (i < lines.length && lines[i].startsWith("|")) {
        const cells = lines[i].split("|").slice(1, -1).map((c) => c.trim());
        i++;
        if (cells.every((c) => /^-+$/.test(c))) continue;
        const tr = document.createElement("tr");
        for (const c of cells) {
          const td = document.createElement(header ? "th" : "td");
          td.textContent = c;
          tr.appendChild(td);
        }
        table.appendChild(tr);
        header = false;
      }
      into.appendChild(table);
    } else if (line.startsWith("- ")) {
      const ul = document.createElement("ul");
      while (i < lines.length && lines[i].startsWith("- ")) {
        const li = document.createElement("li");
        li.textContent = lines[i].slice(2);
        ul.appendChild(li);
        i++;
      }
      into.appendChild(ul);
    } else if (line.trim() === "") {
      i++;
    } else {
      const block = [];
      while (i < lines.length && lines[i].trim() !== "" && !/^(## |\||- )/.test(lines[i])) {
        block.push(lines[i]);
        i++;
      }
      para(block.join("\n"));
    }
  }
}

function say(text, who, asks) {
  const div = document.createElement("div");
  div.className = `msg ${who}${asks ? " asks" : ""}`;
  if (who === "desk") renderReply(text, div); else div.textContent = text;
  $("log").appendChild(div);
  $("log").scrollTop = $("log").scrollHeight;
}

function showTrace(trace) {
  const list = $("trace");
  list.replaceChildren();
  for (const e of trace) {
    const li = document.createElement("li");
    if (e.kind === "node") li.textContent = e.node;
    else if (e.kind === "route") li.textContent = `→ ${e.to} (${e.router}: ${e.reason})`;
    else if (e.kind === "tool") li.textContent = `tool ${e.tool}: ${e.ok ? "ok" : e.code}`;
    else if (e.kind === "model") li.textContent = `model ${e.schema}: ${e.ok ? "ok" : "failed"}`;
    else if (e.kind === "gate") li.textContent = `gate: ${e.choice} [${e.active.join(", ")}]`;
    else if (e.kind === "reply") li.textContent = `reply ${e.text_id}`;
    else continue;
    list.appendChild(li);
  }
}

async function send(event) {
  event.preventDefault();
  const message = $("message").value.trim();
  if (!message) return;
  $("message").value = "";
  say(message, "user");
  $("send").disabled = true;
  try {
    const response = await authed("/v1/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Client-Id": CLIENT_ID },
      body: JSON.stringify({ message, channel: $("channel").value }),
    });
    const body = await response.json();
    if (!response.ok) { say(body.message || "Error", "desk"); return; }
    say(body.reply, "desk", body.asks);
    showTrace(body.trace);
  } finally {
    $("send").disabled = false;
    await refresh();
    document.body.dataset.turns = String(Number(document.body.dataset.turns || 0) + 1);
  }
}

async function loadUsers() {
  const users = await (await fetch("/demo/api/users")).json();
  const select = $("user");
  for (const u of users) {
    const option = document.createElement("option");
    option.value = u.email;
    option.textContent = `${u.name} <${u.email}>${u.role === "staff" ? " (staff)" : ""}`;
    option.dataset.role = u.role;
    select.appendChild(option);
  }
  if (users.length) await signIn(select.value);
  await refresh();
  document.body.dataset.ready = "1";
}

async function switchUser(email) {
  previous = {};
  $("log").replaceChildren();
  $("trace").replaceChildren();
  await signIn(email);
  await refresh();
  document.body.dataset.user = email;
}

$("form").addEventListener("submit", send);
$("user").addEventListener("change", () => switchUser($("user").value));
$("channel").addEventListener("change", () => {
  // The staff channel needs a staff sign-in: picking it signs in as the staff member.
  if ($("channel").value === "staff" && session.role !== "staff") {
    const staff = [...$("user").options].find((o) => o.dataset.role === "staff");
    if (staff) { $("user").value = staff.value; switchUser(staff.value); }
    return;
  }
  refresh();
});
loadUsers();
