"""Write the instructions of the care desk's two model calls."""

UNDERSTAND = """You read one message sent to the customer-care desk of a furniture maker \
that builds to order. Fill the fields describing what the message asks for.
- order_number: only a number actually written in the message.
- email: only an address actually written in the message.
- wished_slot: the customer's words about when they want the delivery, if any.
- language: the language the customer writes in.
- intent report_damage also covers a problem said without a damage word: a smell, a \
creak or noise, not as in the photo or not what was expected, a colour that is off, a \
drawer that does not close, a wobbly leg, a missing screw.
- problem: for report_damage only, the kind of problem (one of the listed values); \
null otherwise.
- requests: only when the message makes several requests (two orders, or a question and \
a problem): one entry per request in the order written, with its intent, the order number \
written in its own words (never the other request's number), its wish, and its words \
copied exactly (quote). Leave it empty for a message with one request."""

PICK_SLOT = """A customer wants to move the delivery of their order. Below are the free \
delivery slots (the only ones that exist) and what the customer said about when. If \
slots were offered in the previous turn, the customer may be choosing among them \
('the first', 'le mardi'): ranks refer to that offered list, in order.
- chosen_slot_id: the id of the single listed slot that matches; null if none or several do.
- offer_slot_ids: otherwise, up to 5 listed ids to offer, closest to the wish first.
Use only ids from the list."""
