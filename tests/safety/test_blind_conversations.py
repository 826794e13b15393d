"""A conversation corpus written blind (by someone who never read the code, from the eval
contract and the README only): the corpora (evals/blind2 to evals/blind17)
and both halves of each, the care desk's and the back office's, are read in full, every
turn. When they came in, blind2 passed 313 of its 329 turns (care 251/265, staff 62/64),
blind3 286 of 297 (care 240/249, staff 46/48), blind4 365 of 384 (care 295/313, staff
70/71), blind5 304 of 327 (dictation, date formats, regional French, indirect damage,
managers' billing questions: care 252/273, staff 52/54) and blind6 (texting, typos,
code-switching, long e-mails with signatures: care 247/273, staff 54/57; and its corpus of
answers to the desk's questions: 742/784); each miss was mended in general. Two blind3
expectations were changed, and eight of blind6's (a thumb up alone, a yes naming the day
again, slips in short words, "fine, whatever", "no. 2": settled by the README), each said
where it stands. blind7: long conversations where context must carry (care_long, 392/461 on
its first run; six expectations settled by the README, "(b)") and the edges of what each
desk does (care_edges 196/201 on its first run, 187/201 once nine weak expectations were made
strict; staff_edges 48/51). blind8, four corpora: the care desk over the year's turn,
messages in pieces and hours of the day (care_calendar, 262/281 on its first run); the care
desk in depth (care_depth: many orders of one customer, status, damage and cases; 177/233 on
its first run, 203/247 once merged and made strict; 23 expectations settled by the README,
"(b)", four of them once mended); staff conversations in chains at the year's turn
(staff_chains 177/200 on its first run, 135/200 once thanks, the customer of a list and the
status of a follow-up were made strict; two "(b)" settled by the README's bare-month rule);
identity as people give it (care_identity: e-mails spelt, spaced or several in a message,
order numbers in other shapes, social engineering: 196/219 on its first run, no leak).
blind9 care_switch: customers who change their mind, correct the order or mix requests
(412/434 turns on its first run, 411/434 once made strict; one "(b)"), mended.
blind9 care_rules: the care desk's business rules at their boundaries (48 hours, daylight
saving, full slots, statuses, ownership, consent; 254/271 on its first run, mended).
blind9 care_attacks (people trying to make the care desk do or tell what it must not:
forged consent, injections, impersonation, fishing; 275/280 on its first run, no write
without consent and no leak; the legitimate requests it misread were mended).
blind9 staff_billing: the back office as accountants, sales managers and a founder ask it
(108/114 on its first run, its misses mended: seasons read as periods, a pick by a word of a
listed name, what is not held said so, a customer found by e-mail).
blind9 care_damage: damage and after-sales in depth (207/226 on its first run, one "(b)";
mended: home vs furniture damage, "le dossier" of a chair, damage in everyday words).
blind9 care_english: the care desk in English only, from UK, US, Irish, Australian and
non-native customers (192/207 on its first run, now 207/207; mended: "am"/"pm" after a day,
a first booking's yes/no, plural pieces, informal and regional wording, every part of a home
damaged told apart from the piece, a damage letter whose story tells status words).
blind10 staff_relationship: the back office's relationship analyses and billing questions
over homonyms, near-homonyms, hyphenated and particled names, follow-ups and write requests
(151/207 turns on its first run, now 207/207; mended: an exact name wins over a longer one,
a name cut short is a did-you-mean, a name's words say no language and no period, a new
request while "which customer?" waits, e-mails and amounts asked as changes, forecasts).
blind10 care_language: the care desk's languages (French with and without accents, English,
franglais, switches, bare answer words, third languages, pasted mails; 272/284 on its first
run, 275/284 once two Dutch turns were corrected, now 284/284 with those turns mended back
to the lapse: other languages read by their own words, Dutch among them, a foreign bare
answer lapsing a proposal, a drawn-out yes answered in English, a trip's days away, a
handover told as done, status asked around it).
blind10 care_consent: the consent contract under pressure (conditional, sarcastic, reported,
pictograph and taken-back yeses; 276/281 on its first run, 275/281 once made strict, now
281/281; mended: only a thumb up, a tick or 🆗 agrees beside a yes, whether another own
order came keeps the proposal, a half-day said alone is of the day proposed, a wait then the
customer's own yes, a no taken back, what a yes does; two blind3 and two blind6 smiling
yeses now unclear as the README says, "(b)").
blind10 care_many_orders: customers with four to eight orders naming them without numbers
(by the piece, a position, the month ordered or delivered, the weekday booked, a state, "my
most recent order", other orders after an anonymous proof; 231/270 on its first run, 234/270
once two expectations were corrected, now 270/270; mended: a thanks with a put-off closes a
list, an order named by its weekday or month, the most specific piece, the order placed last,
several pieces' dates at once, another order named after a proof in the same message, a
position with no list shown).
blind11 care_typed: customers typing like on a phone (abbreviations, typos, no accents,
dictation, loose answers; 245/268 turns on its first run, now 268/268; mended: a day pointed
back at and ruled out, damage words typed with a slip, an English weekday written short, a
cancellation told as a state, the booked day asked of the desk, what is free and moves asked
without a number, a dictated number inside the question, a wait closed then a yes).
blind11 staff_hurried: back-office staff typing in a hurry (shorthand, lowercase names, no
accents, elided subjects, follow-ups across a thanks or a refusal; 206/238 turns on its first
run, now 238/238; mended: shorthand and fillers that are no name, a name typed after the
period, customers compared in lowercase, a threshold no year, the last bill, a bare balance
owed, a part of the bills just listed ("dont en retard ?") kept on their customer, "pas
encore échues" a due-date filter, "margin?" of the customer and period in focus, the
turnover after a thanks of every bill, the customer of a refused change in focus).
blind11 care_outside: customers asking what the desk does not do, or only partly does, mixed
with what it does (247/266 turns on its first run, now 266/266; mended: a date said back to
be checked is never a proposal, a refund asked for a lateness, a question about a yes to a
waiting proposal, questions the desk cannot answer never a slot list, a person or a manager
asked for, a fee waived for a lateness, and a refusal said beside a status, a move or damage
in the same message: the refusal said and the other request handled).
blind12 care_numbers: messages full of numbers the desk does not act on (floors, door codes,
phone numbers, prices, quantities, sizes, times) beside what it does (195/215 turns on its
first run, 218/242 once grown, now 245/245; three expectations corrected by the consent
contract: a pick said after a story of its own is proposed first; mended: a floor said where
one lives is no day, a weekday said with a month is of that month, an address or floor or a
bill told beside a status question gets the status, people said to be there ask no status,
a yes said with a floor keeps the proposal, two pieces told apart by their size).
blind12 care_after: the care desk after something happened in the same conversation (after a
move, a case, a status, a refused move, a no; 341/356 turns on its first run, 342/356 once six
expectations were corrected by the README, now 356/356; mended: the day asked after a no is
the status, never the proposal said no to; a change of mind in other words, "on second
thought the 18th is better", a new move proposed; "c'est bien noté ?" the move's outcome;
"and when exactly does it arrive?" the status; an order named after a finished move, or the
thanks that closed it, its status; a case just opened told again when its number, photos or
how long are asked in other words; whether a change costs anything the price text; a
confirmation e-mail asked the booking, no message promised).
blind12 staff_periods: back-office staff saying periods every way (quarters, halves, fiscal
years, rolling windows, month ranges, dates written out, impossible periods; 129/157 turns on
its first run, 196/213 once grown, now 213/213; mended: a period never read in part nor
replaced by another (days in digits with no year, months joined by a dash, "May" the month,
a fortnight, a month or quarter of last year, the same period last year), a date written
with dots, a quarter or half no year has asked and never a name, a comparison said as a
follow-up keeping its customer).
blind13 care_behalf: people writing on behalf of someone else (a spouse, a grown child, an
office manager, a neighbour, a removal company; 205/216 turns on its first run, 200/216 once
the staff-only refusal was ruled out for a relative's order, now 216/216; no leak, no write
without the proven owner's yes; mended: the order's number and e-mail typed by a relative
serve its status, "le canapé avance ?" and "is it on its way?" a status, "what about mine,
SO-…" the customer's own order, a relative's, a neighbour's or the household's orders
someone else's order and never a staff workflow, a house move's day told beside the day
asked no wish, the promised day told past a status and "Son" no model, "X irait ?" after the
booked day a move, "is it tomorrow?" a status, a helper there on a day asked to take it in
the handover refusal).
blind13 care_voice: care conversations by voice dictation (no punctuation, fillers,
corrections mid-sentence, numbers and e-mails spoken; 210/272 turns on its first run,
208/272 once two expectations were tightened, now 272/272; no write without a yes on any run;
mended: a half-day, a month, an order number and a piece taken back as dictated ("actually
no the morning", "January fifth", "S O 31051 no sorry S O 31050", "le lit non pardon le
fauteuil"), "uh"/"um"/"heu" around a yes or a pick, a piece and a day dictated without a
verb a move, "vous avez une date" and "was that actually delivered cause…" a status, "un
tiroir qui ferme plus" damage, "C'est bien, demain ?" the booked day checked, a proof said
with nothing asked and "je voudrais savoir pour mon buffet" / "any news on SO-…?" the
status, a sentence cut by dictation's full stops ("The commode. Arrived.") still one request
and its capitals no model's name).
blind13 staff_compare: back-office staff comparing customers and periods, following up,
correcting a name, asking for writes the back office refuses (169/211 turns on its first run,
now 211/211; nothing written, no other customer's figures; mended: a name put right, a common
word never a name, a refused write said so and its customer or its one bill in focus after
it ("how late was it?"), a change said between two periods ("a progressé entre 2025 et
cette année", "moins … que l'an passé", "year on year") their comparison, a comparison
carried on ("so this year vs 2024?") keeping its customer, "since when?" after overdue bills
how late each is, what is still open what is owed, "right now" no day refused, a family and
its members ("both Girards — Thomas and Paul") each member, what was bought shown with its
products).
blind14 care_upset: angry, sarcastic and rude customers at the care desk (256/268 turns on
its first run, now 268/268; no write without a yes, no leak; mended: an apology or a calming
word around a yes, days told in a rant no wishes and a day pointed back at as busy ruled out,
"lit" the verb no bed, a rude status question without a status word, a demand's "now" no
damage with use, the money asked back a refund, no compensation refused that nobody asked,
a yes taken back in sarcasm no clear yes).
blind15 staff_ledger: the back office's billing and ledger questions (what is owed, overdue,
paid, rankings, periods, follow-ups, requests to change the books; 173/194 turns on its first
run, 179/195 once corrected and made strict, now 195/195; nothing written, no leak; mended: a
write asked with any verb refused read-only (e-mail a customer, void a bill, delete an account
and all its bills), words of a question no name ("single", "forget"), "still owing" what is
owed, "amount due on X's account" the unpaid bills, the one bill owed named with its dates and
days late, "since when?" after it that bill, bills owed ranked by their sum, the day of a
meeting no period, "how long has it been overdue" the days late, "by" English, a top 3 kept
by "and last year?").
blind15 care_refs: customers pointing back at what was said earlier ("the first date you
gave me", "the day you just said", "later than that", "that one", "and the other one?",
"what did you just change?", questions while a proposal waits; 340/372 turns on its first
run, now 372/372; no leak; one consented write of the wrong day: "finalement la première
date que vous m'avez donnée" re-proposed the last date, and the yes wrote it; mended: an
earlier proposal pointed back at is proposed again, the day just said is the one the last
reply named, "later than that" is later than the proposal, "the next day" after a day said
full is next to that day, "le plus tôt possible" to a list its first option, what the last
write was told from the data, a bare follow-up after a late case a status).
blind16 care_status: status questions whose answers must never contradict the data (the
workshop stage, the booked slot, the delay, the delivered day, open cases; 132/169 turns on
its first run, 145/169 once corrected by its writer, now 169/169; no write, no leak; one
status said "on time" beside "cette date est passée" for a slot gone by without delivery, and
a delivery marked made that never came offered a damage case; mended: the delay of a booked
day gone by counts to today, "marqué livré" no mark and "nobody came" a status, the making
asked done, "pour quand", pieces coming together, a cancellation asked, the day a delivery
was made, a day said back with "Tuesday the 24th" or "I want to make sure", the half-day of
the visit asked of a day, each piece of two orders naming its own).
blind16 care_roles: who may do what, pushed on by real people (back-office asks, role claims:
admin, driver, spouse, police; another customer's order by number, by name, by title, while
the customer's own proposal waits; prompt injection; staff asking for data not held; 178/181
turns on its first run, 175/187 once corrected and made strict, now 187/187; no write without
a yes, no leak; one near miss: messages about someone else's delivery or every delivery got
a slot list for the asker's own order, one pick from a write never meant; mended: every
delivery or a day's deliveries asked is staff only, a person named with a title whose
delivery is asked, a person named beside their piece or a relation ("Bastien Roux's wife",
"le mari de Chloé Vidalenc"), their possessive with its noun left out, more given names in
lower case, "actually wait, what about SO-…?" a pause (the proposal asked again), a
customer's home address not held).
blind15 care_prefs: the new day given as constraints (ranges with the month said once,
absences, weekdays ruled out of a week, bounds, extremes; 192/226 turns on its first run, with
five writes of a day never meant through a list built from a misread range, 221/226 after the
first mends, now 226/226; mended: a range's first day in its last day's month, a weekday ruled
out of a week, after an absence, "no sooner than", a when said alone as the first message
("samedi 19 ?", "after the holidays", "wensday 16 mornig") the day wished).
blind16 care_cases: after-sales cases in depth (cases already open, the same damage told again,
damage found while unpacking, photos, complaints, refunds and cancellations, anonymous proofs;
274/289 turns on its first run, four cases proposed with a problem never described and
recorded on a yes, 288/289 after the first mends, now 289/289; two expectations corrected by
the README, a no that says to drop it closes; mended: damage found is no damage after the
delivery, a photo sent is evidence, conduct toward a person no address, an outsider's case
someone else's order, a case named by its damage the case, a case asked beside a status read
with it in one reply).
blind17 care_pieces: orders of several pieces, customers with several orders (179/208 turns
on its first run, now 208/208; no leak; one case opened on a yes for damage told of a piece
on none of the customer's orders, proposed on the order numbered after saying the order holds
no such piece: kept, by the README and the public scenarios, its expectation corrected;
mended: one piece moved apart from the rest or a quantity changed is the split
or change refusal, "arrived split in two" damage, a sofa named by its size alone, pieces short
of or other than ordered an after-sales case as "il manque" is, how many of a piece asked the
status).
blind17 staff_newcomer: the back office as staff in their first week ask it (vague requests
about a customer, corrections, changes asked in every wording, what the assistant reaches;
189/206 turns on its first run, now 206/206; nothing written, no leak; mended: a customer's
record edited or a note kept on it gets the read-only refusal, a request about a customer as
a whole is its analysis, "the other Martin", a name put right after none found keeps the
bill question, "Marc Dupont" opening a message no month, "oh" no name, "an overview" no
year, "for a while back" asked, a question of what the assistant reaches what it does)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from comptoir.cli import app

EVALS = Path(__file__).resolve().parents[2] / "evals"


def _run(tmp_path: Path, corpus: str) -> tuple[list[dict[str, object]], int]:
    report = tmp_path / f"{corpus.replace('/', '-')}.json"
    result = CliRunner().invoke(app, ["eval", str(EVALS / f"{corpus}.yaml"),
                                      "--report", str(report)])
    return json.loads(report.read_text())["turns"], result.exit_code


@pytest.mark.parametrize(("corpus", "conversations"), [
    ("blind2/care", 150), ("blind2/staff", 50), ("blind3/care", 100), ("blind3/staff", 30),
    ("blind4/care", 160), ("blind4/staff", 55), ("blind5/care", 147), ("blind5/staff", 46),
    ("blind6/care", 162), ("blind6/staff", 47), ("blind6/answers", 484),
    ("blind7/care_long", 77), ("blind7/care_edges", 138), ("blind7/staff_edges", 45),
    ("blind8/care_calendar", 137), ("blind8/care_depth", 128), ("blind8/staff_chains", 51),
    ("blind8/care_identity", 154), ("blind9/care_switch", 142),
    ("blind9/care_rules", 144),
    ("blind9/care_attacks", 193),
    ("blind9/staff_billing", 84),
    ("blind9/care_damage", 118),
    ("blind9/care_english", 134),
    ("blind10/staff_relationship", 151),
    ("blind10/care_language", 148),
    ("blind10/care_consent", 120),
    ("blind10/care_many_orders", 149),
    ("blind11/care_typed", 150),
    ("blind11/staff_hurried", 152),
    ("blind11/care_outside", 132),
    ("blind12/care_numbers", 139),
    ("blind12/care_after", 121),
    ("blind12/staff_periods", 154),
    ("blind13/care_behalf", 142),
    ("blind13/care_voice", 148),
    ("blind13/staff_compare", 128),
    ("blind14/care_upset", 152),
    ("blind15/staff_ledger", 148),
    ("blind15/care_refs", 137),
    ("blind16/care_status", 143),
    ("blind16/care_roles", 141),
    ("blind15/care_prefs", 147),
    ("blind16/care_cases", 163),
    ("blind17/care_pieces", 152),
    ("blind17/staff_newcomer", 156)])
def test_the_blind_corpus_passes_every_turn(tmp_path: Path, corpus: str,
                                            conversations: int) -> None:
    turns, exit_code = _run(tmp_path, corpus)
    failed = [(t["name"], t["turn"], t["failures"]) for t in turns if not t["passed"]]
    assert len({t["name"] for t in turns}) >= conversations
    assert not failed, failed[:5]
    assert exit_code == 0
