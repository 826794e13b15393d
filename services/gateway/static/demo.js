// The demo page is a client like any other: it signs in through the demo issuer
// (user picker = sign-in) and sends the bearer token with every call. Everything is
// built with DOM APIs and textContent: no HTML from the server is ever parsed.
const CLIENT_ID = "demo-web";
const SVG = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);
let previous = {};
let session = { email: null, role: null, token: null };
// The conversation on screen: its ID (null: the default one), whether it is a new one, and
// how many of its messages the screen shows (sent as `seen`: the gateway refuses a message
// to a conversation that has moved on since, so a "yes" never answers an unseen question).
let thread = { id: null, fresh: false, seen: 0 };
let timezone = undefined;

// ---- The page's language: its own words, and the data panel's ----------------------
const WORDS = {
  fr: {
    channel: "Canal", user: "Utilisateur", language: "Langue", chat: "Conversation",
    data: "Données du système, en direct", send: "Envoyer", newChat: "Nouvelle conversation",
    changed: "Cette conversation a changé ailleurs (un autre onglet) : la voici telle qu'elle est. Votre message n'a pas été envoyé.",
    trace: "Trace des décisions du dernier tour", tagline: "Le modèle remplit des champs ; Python décide et agit. Regardez les données changer →",
    customer: "client", staff: "équipe",
    placeholder: { customer: "Où en est ma commande SO-24903 ?",
                   staff: "Analyse de John Doe sur les 12 derniers mois" },
    ordersOf: "Commandes de", slotsTitle: "Créneaux de livraison", casesTitle: "Dossiers SAV",
    customersTitle: "Clients, leurs factures et leurs dossiers",
    orderCols: ["Commande", "Statut", "Étape", "Livraison", "Retard"],
    slotCols: ["Créneau", "Réservé", "Réservé par"],
    caseCols: ["Dossier", "Commande", "Type", "Ouvert le"],
    customerCols: ["Client", "Factures", "Dernières factures", "Dossiers"],
    notScheduled: "non planifiée", days: (n) => (n > 0 ? `${n} j` : "à l'heure"),
    morning: "matin", afternoon: "après-midi",
    billCount: (n, late) => `${n} facture${n > 1 ? "s" : ""}${late ? ` · ${late} en retard` : ""}`,
    status: {}, stage: {},  // filled from /demo/api/words: the desk's own tables
    kind: { damage: "dommage", late_reschedule: "retard", complaint: "réclamation" },
    bill: { paid: "payée", unpaid: "à payer", overdue: "en retard" },
    chartTitle: "Facturé et payé par mois", delayTitle: "Délai de paiement moyen (jours)",
    billed: "Facturé", paid: "Payé", avgDelay: "moyenne",
  },
  en: {
    channel: "Channel", user: "User", language: "Language", chat: "Chat",
    data: "Live system data", send: "Send", newChat: "New conversation",
    changed: "This conversation changed elsewhere (another tab): here it is as it stands. Your message was not sent.",
    trace: "Decision trace of the last turn", tagline: "The model fills fields; Python decides and acts. Watch the data change →",
    customer: "customer", staff: "staff",
    placeholder: { customer: "Where is my order SO-24903?",
                   staff: "Analyse John Doe's account over the past 12 months" },
    ordersOf: "Orders of", slotsTitle: "Delivery slots", casesTitle: "After-sales cases",
    customersTitle: "Customers, their bills and cases",
    orderCols: ["Order", "Status", "Stage", "Delivery", "Delay"],
    slotCols: ["Slot", "Booked", "Held by"],
    caseCols: ["Case", "Order", "Kind", "Opened"],
    customerCols: ["Customer", "Bills", "Latest bills", "Cases"],
    notScheduled: "not scheduled", days: (n) => (n > 0 ? `${n} d` : "on time"),
    morning: "morning", afternoon: "afternoon",
    billCount: (n, late) => `${n} bill${n === 1 ? "" : "s"}${late ? ` · ${late} overdue` : ""}`,
    status: {}, stage: {},
    kind: { damage: "damage", late_reschedule: "late delivery", complaint: "complaint" },
    bill: { paid: "paid", unpaid: "unpaid", overdue: "overdue" },
    chartTitle: "Billed and paid per month", delayTitle: "Average payment delay (days)",
    billed: "Billed", paid: "Paid", avgDelay: "average",
  },
};
let lang = localStorage.getItem("comptoir.lang")
  || ((navigator.language || "fr").toLowerCase().startsWith("fr") ? "fr" : "en");
const t = () => WORDS[lang];
const locale = () => (lang === "fr" ? "fr-FR" : "en-GB");
const word = (table, key) => (key == null ? "" : (t()[table][key] || key));

function slotWords(startIso) {
  const start = new Date(startIso);
  const day = new Intl.DateTimeFormat(locale(), { weekday: "short", day: "numeric",
    month: "short", timeZone: timezone }).format(start);
  const hour = Number(new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23",
    timeZone: timezone }).format(start));
  return `${day}, ${hour < 12 ? t().morning : t().afternoon}`;
}

function dateWords(iso) {
  const value = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00Z`) : new Date(iso);
  return new Intl.DateTimeFormat(locale(), { day: "numeric", month: "short", year: "numeric",
    timeZone: timezone }).format(value);
}

function money(value) {
  return new Intl.NumberFormat(locale(), { style: "currency", currency: "EUR" })
    .format(Number(value));
}

function applyLanguage() {
  document.documentElement.lang = lang;
  $("lang").value = lang;
  for (const el of document.querySelectorAll("[data-word]")) el.textContent = t()[el.dataset.word];
  const heads = { orders: "orderCols", slots: "slotCols", cases: "caseCols",
                  customers: "customerCols" };
  for (const [table, key] of Object.entries(heads)) {
    const row = document.querySelector(`#${table} thead tr`);
    row.replaceChildren(...t()[key].map((text) => {
      const th = document.createElement("th");
      th.textContent = text;
      return th;
    }));
  }
  $("channel").options[0].textContent = t().customer;
  $("channel").options[1].textContent = t().staff;
  $("message").placeholder = t().placeholder[$("channel").value];
}

// ---- Sign-in and calls -------------------------------------------------------------
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
  applyLanguage();
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

// ---- The data panel: new or changed rows first, highlighted ---------------------------
function cell(text, cls) {
  const td = document.createElement("td");
  td.textContent = text;
  if (cls) td.className = cls;
  return td;
}

function fill(tableId, rows, key) {
  const body = document.querySelector(`#${tableId} tbody`);
  const before = previous[tableId];
  const now = {};
  const fresh = [];
  const rest = [];
  for (const row of rows) {
    const tr = document.createElement("tr");
    const signature = JSON.stringify(row.data ?? row.cells.map(([text]) => text));
    now[row[key]] = signature;
    tr.dataset.key = row[key];
    row.cells.forEach(([text, cls]) => tr.appendChild(cell(text, cls)));
    if (before !== undefined && before[row[key]] !== signature) {
      tr.className = "changed";
      fresh.push(tr);
    } else {
      rest.push(tr);
    }
  }
  body.replaceChildren(...fresh, ...rest);
  previous[tableId] = now;
}

async function refresh() {
  if (!session.token) return;
  const response = await authed("/demo/api/state");
  if (!response.ok) return;
  const data = await response.json();
  timezone = data.timezone || undefined;
  $("who").textContent = session.email || "—";
  const staff = data.role === "staff";
  for (const id of ["orders-box", "slots-box"]) $(id).hidden = staff;
  $("customers-box").hidden = !staff;
  const mine = new Set(data.orders.map((o) => o.number));
  // Rows compare on the data, not the words: switching language highlights nothing.
  fill("orders", data.orders.map((o) => ({ number: o.number,
    data: [o.status, o.workshop_stage, o.delivery_slot && o.delivery_slot.id, o.delay_days],
    cells: [
      [o.number], [word("status", o.status)], [word("stage", o.workshop_stage)],
      [o.delivery_slot ? slotWords(o.delivery_slot.start) : t().notScheduled],
      [t().days(o.delay_days), o.delay_days > 0 ? "late" : ""]] })), "number");
  fill("slots", data.slots.map((s) => ({ id: s.id, data: [s.booked, s.holders],
    cells: [
      [slotWords(s.start)], [`${s.booked}/${s.capacity}`, s.booked >= s.capacity ? "full" : ""],
      [s.holders.join(", "), s.holders.some((h) => mine.has(h)) ? "mine" : ""]] })), "id");
  fill("cases", data.cases.map((c) => ({ number: c.number, data: [c.order, c.kind, c.status],
    cells: [
      [c.number], [c.order, mine.has(c.order) ? "mine" : ""], [word("kind", c.kind)],
      [dateWords(c.opened_at)]] })), "number");
  fill("customers", (data.customers || []).map((c) => ({ id: c.id,
    data: [c.bills.map((b) => [b.number, b.status]), c.cases],
    cells: [
      [c.company ? `${c.name} (${c.company})` : c.name],
      [t().billCount(c.bill_count, c.overdue), c.overdue ? "late" : ""],
      [c.bills.map((b) => `${b.number} ${dateWords(b.issued_on)} ${money(b.total)} `
        + `${word("bill", b.status)}`).join("\n")],
      [c.cases.join(", ")]] })), "id");
}

// ---- Replies ----------------------------------------------------------------------------
// Render the small Markdown subset the templates write (headings, tables, lists,
// paragraphs) with DOM nodes and textContent only.
function renderReply(text, into) {
  const lines = text.split("\n");
  let i = 0;
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
      const p = document.createElement("p");
      p.textContent = block.join("\n");
      into.appendChild(p);
    }
  }
}

function say(text, who, asks) {
  const div = document.createElement("div");
  div.className = `msg ${who}${asks ? " asks" : ""}`;
  if (who === "desk") renderReply(text, div); else div.textContent = text;
  $("log").appendChild(div);
  $("log").scrollTop = $("log").scrollHeight;
  return div;
}

// Quick replies: a choice is only a message the person could have typed.
function offerChoices(choices) {
  for (const old of document.querySelectorAll("#log .choices")) old.remove();
  if (!choices || !choices.length) return;
  const box = document.createElement("div");
  box.className = "choices";
  for (const choice of choices) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = `choice ${choice.kind}`;
    button.textContent = choice.label;
    button.addEventListener("click", () => { box.remove(); post(choice.message); });
    box.appendChild(button);
  }
  $("log").appendChild(box);
  $("log").scrollTop = $("log").scrollHeight;
}

// ---- The analysis chart: inline SVG from the reply's figures ---------------------------
function svg(name, attributes = {}, text) {
  const el = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, String(v));
  if (text !== undefined) el.textContent = text;
  return el;
}

function monthLabel(month) {
  const [y, m] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(locale(), { month: "short", year: "2-digit", timeZone: "UTC" })
    .format(new Date(Date.UTC(y, m - 1, 15)));
}

function niceMax(value) {
  if (value <= 0) return 1;
  const step = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / step) * step;
}

function drawChart(chart) {
  const months = chart.months;
  const W = 620, left = 64, right = 16, top = 34, barH = 170, gap = 46, delayH = 90;
  const H = top + barH + gap + delayH + 34;
  const root = svg("svg", { viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: "img",
    class: "chart", "aria-label": `${t().chartTitle} — ${chart.customer}` });
  const plotW = W - left - right;
  const band = plotW / Math.max(months.length, 1);
  const x = (i) => left + i * band;
  // Billed vs paid per month.
  root.appendChild(svg("text", { x: left, y: 16, class: "chart-title" },
    `${t().chartTitle} — ${chart.customer}`));
  const maxMoney = niceMax(Math.max(...months.map((m) => Number(m.billed)), 0));
  const yMoney = (v) => top + barH - (Number(v) / maxMoney) * barH;
  for (const f of [0, 0.5, 1]) {
    const y = yMoney(maxMoney * f);
    root.appendChild(svg("line", { x1: left, x2: W - right, y1: y, y2: y, class: "grid" }));
    root.appendChild(svg("text", { x: left - 6, y: y + 4, class: "axis", "text-anchor": "end" },
      new Intl.NumberFormat(locale(), { style: "currency", currency: "EUR", notation: "compact",
        maximumFractionDigits: 1 })
        .format(maxMoney * f)));
  }
  const barW = Math.max(Math.min(band * 0.36, 22), 2);
  const labelEvery = Math.ceil(52 / band);  // month labels never overlap
  months.forEach((m, i) => {
    const cx = x(i) + band / 2;
    for (const [key, dx] of [["billed", -barW], ["paid", 0]]) {
      const y = yMoney(m[key]);
      const rect = svg("rect", { x: cx + dx, y, width: barW, height: top + barH - y,
        class: `bar ${key}`, "data-month": m.month });
      rect.appendChild(svg("title", {}, `${monthLabel(m.month)} — ${t()[key]} ${money(m[key])}`));
      root.appendChild(rect);
    }
    if (i % labelEvery === 0) {
      root.appendChild(svg("text", { x: cx, y: top + barH + 14, class: "axis",
        "text-anchor": "middle" }, monthLabel(m.month)));
    }
  });
  const legend = svg("g", { transform: `translate(${W - right - 170}, 8)` });
  [["billed", 0], ["paid", 86]].forEach(([key, dx]) => {
    legend.appendChild(svg("rect", { x: dx, y: 0, width: 10, height: 10, class: `bar ${key}` }));
    legend.appendChild(svg("text", { x: dx + 14, y: 9, class: "axis" }, t()[key]));
  });
  root.appendChild(legend);
  // Payment delay per month (a line over the months with paid bills).
  const dTop = top + barH + gap;
  root.appendChild(svg("text", { x: left, y: dTop - 10, class: "chart-title" }, t().delayTitle));
  const delays = months.map((m) => (m.delay_days == null ? null : Number(m.delay_days)));
  const average = chart.average_payment_delay_days == null ? null
    : Number(chart.average_payment_delay_days);
  const maxDelay = niceMax(Math.max(...delays.filter((d) => d !== null), average || 0, 0));
  const yDelay = (v) => dTop + delayH - (v / maxDelay) * delayH;
  for (const f of [0, 0.5, 1]) {
    const y = yDelay(maxDelay * f);
    root.appendChild(svg("line", { x1: left, x2: W - right, y1: y, y2: y, class: "grid" }));
    root.appendChild(svg("text", { x: left - 6, y: y + 4, class: "axis", "text-anchor": "end" },
      String(maxDelay * f)));
  }
  if (average !== null) {
    const y = yDelay(average);
    root.appendChild(svg("line", { x1: left, x2: W - right, y1: y, y2: y, class: "average" }));
    root.appendChild(svg("text", { x: W - right, y: y - 4, class: "axis", "text-anchor": "end" },
      `${t().avgDelay} ${average.toLocaleString(locale())}`));
  }
  const points = delays.map((d, i) => (d === null ? null : [x(i) + band / 2, yDelay(d)]))
    .filter(Boolean);
  if (points.length > 1) {
    root.appendChild(svg("polyline", { points: points.map((p) => p.join(",")).join(" "),
      class: "delay" }));
  }
  delays.forEach((d, i) => {
    if (d === null) return;
    const dot = svg("circle", { cx: x(i) + band / 2, cy: yDelay(d), r: 3.5, class: "dot" });
    dot.appendChild(svg("title", {}, `${monthLabel(months[i].month)} — ${d.toLocaleString(locale())}`));
    root.appendChild(dot);
  });
  const figure = document.createElement("figure");
  figure.className = "chart-box";
  figure.appendChild(root);
  return figure;
}

// ---- Conversation -------------------------------------------------------------------------
function threadKey() { return `comptoir.thread.${session.email}`; }

function remember(id, seen) {
  thread = { id, fresh: false, seen };
  if (id) localStorage.setItem(threadKey(), id); else localStorage.removeItem(threadKey());
}

// Nothing can be sent until the conversation on screen is the one the next message goes to.
function ready(open) {
  $("message").disabled = !open;
  $("send").disabled = !open;
  document.body.dataset.chat = open ? "1" : "0";
  if (open) $("message").focus();
}

async function post(message) {
  say(message, "user");
  offerChoices([]);
  ready(false);
  try {
    const request = { message, channel: $("channel").value, seen: thread.seen };
    if (thread.fresh) request.new_thread = true;
    else if (thread.id) request.thread_id = thread.id;
    const response = await authed("/v1/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Client-Id": CLIENT_ID },
      body: JSON.stringify(request),
    });
    const body = await response.json();
    if (response.status === 409 && body.error === "conversation_changed") {
      // Answered elsewhere meanwhile: show it as it stands; the message goes back to the box.
      await restoreConversation();
      say(t().changed, "note");
      $("message").value = message;
      return;
    }
    if (!response.ok) { say(body.message || "Error", "desk"); return; }
    remember(body.thread_id, body.messages ?? thread.seen + 2);
    const div = say(body.reply, "desk", body.asks);
    if (body.chart) {
      div.appendChild(drawChart(body.chart));
      $("log").scrollTop = $("log").scrollHeight;
    }
    offerChoices(body.choices);
    showTrace(body.trace);
  } finally {
    ready(true);
    await refresh();
    document.body.dataset.turns = String(Number(document.body.dataset.turns || 0) + 1);
  }
}

async function send(event) {
  event.preventDefault();
  const message = $("message").value.trim();
  if (!message) return;
  $("message").value = "";
  await post(message);
}

// Reload keeps the conversation: the thread's messages come back from the gateway. With
// none stored (a new tab, another browser), the conversation a message would continue (the
// user's default one, perhaps started elsewhere) is shown, its pending question included;
// when it cannot be read, the next message starts a new conversation instead. Either way
// what is on screen is what an answer answers.
async function restoreConversation() {
  ready(false);
  $("log").replaceChildren();
  const read = (path) => authed(path, { headers: { "X-Client-Id": CLIENT_ID } });
  const stored = localStorage.getItem(threadKey());
  let response = null;
  try {
    response = stored ? await read(`/v1/threads/${encodeURIComponent(stored)}`) : null;
    if (!response || response.status === 404) response = await read("/v1/threads/default");
  } catch (error) {
    response = null;  // unreachable: start a new conversation rather than continue unseen
  }
  if (!response || !response.ok) {
    localStorage.removeItem(threadKey());
    thread = { id: null, fresh: true, seen: 0 };
    ready(true);
    return;
  }
  const body = await response.json();
  body.messages.forEach((m, i) => say(m.content, m.role === "user" ? "user" : "desk",
    body.asks && i === body.messages.length - 1 && m.role !== "user"));
  offerChoices(body.choices);
  remember(body.messages.length ? body.thread_id : null, body.messages.length);
  ready(true);
}

function newConversation() {
  $("log").replaceChildren();
  $("trace").replaceChildren();
  localStorage.removeItem(threadKey());
  thread = { id: null, fresh: true, seen: 0 };
  $("message").focus();
  document.body.dataset.fresh = "1";
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

async function loadWords() {
  // Statuses and stages in words come from the server, worded as the desk's replies word them.
  const words = await (await fetch("/demo/api/words")).json();
  for (const code of Object.keys(WORDS)) Object.assign(WORDS[code], words[code] || {});
}

async function loadUsers() {
  await loadWords();
  applyLanguage();
  const users = await (await fetch("/demo/api/users")).json();
  const select = $("user");
  for (const u of users) {
    const option = document.createElement("option");
    option.value = u.email;
    option.textContent = `${u.name} <${u.email}>${u.role === "staff" ? " (staff)" : ""}`;
    option.dataset.role = u.role;
    select.appendChild(option);
  }
  const last = localStorage.getItem("comptoir.user");
  if (last && users.some((u) => u.email === last)) select.value = last;
  if (users.length) {
    await signIn(select.value);
    rememberCustomer();
    await restoreConversation();
  }
  await refresh();
  document.body.dataset.user = session.email || "";
  document.body.dataset.ready = "1";
}

// The customer the customer channel comes back to after a visit to the staff channel.
function rememberCustomer() {
  if (session.role === "customer") localStorage.setItem("comptoir.customer", session.email);
}

async function switchUser(email) {
  previous = {};
  $("trace").replaceChildren();
  ready(false);
  localStorage.setItem("comptoir.user", email);
  await signIn(email);
  rememberCustomer();
  await restoreConversation();
  await refresh();
  document.body.dataset.user = email;
}

$("form").addEventListener("submit", send);
$("new-chat").addEventListener("click", newConversation);
$("user").addEventListener("change", () => switchUser($("user").value));
$("lang").addEventListener("change", () => {
  lang = $("lang").value;
  localStorage.setItem("comptoir.lang", lang);
  applyLanguage();
  refresh();
});
$("channel").addEventListener("change", () => {
  // The staff channel needs a staff sign-in: picking it signs in as the staff member.
  if ($("channel").value === "staff" && session.role !== "staff") {
    const staff = [...$("user").options].find((o) => o.dataset.role === "staff");
    if (staff) { $("user").value = staff.value; switchUser(staff.value); }
    return;
  }
  // The customer channel is for customers: back to the last customer (or the first one).
  if ($("channel").value === "customer" && session.role === "staff") {
    const options = [...$("user").options].filter((o) => o.dataset.role !== "staff");
    const last = localStorage.getItem("comptoir.customer");
    const customer = options.find((o) => o.value === last) || options[0];
    if (customer) { $("user").value = customer.value; switchUser(customer.value); }
    return;
  }
  applyLanguage();
  refresh();
});
loadUsers();
