"""the slot first booked is a column of the booking, not a search of the audit log

A delay is counted to the day the delivery was first booked, never to a later day the
customer asked for. That day was read from the audit log (the first successful move of the
order, by a field of its JSON result) in a correlated subquery of every order read, with no
index to serve it: each status read scanned the log's moves. The booking now keeps the slot
it had before its first move (`first_slot_id`, NULL until it moves), set by the move itself.

The upgrade fills it from the audit log as the old read did: the first successful
`reschedule` of each order, its `from_slot` (or the slot it booked when the order had none).

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

import json

import sqlalchemy as sa
from alembic import op

revision = '0007'
down_revision = '0006'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('bookings', schema=None) as batch_op:
        batch_op.add_column(sa.Column('first_slot_id', sa.String(length=64), nullable=True))
        batch_op.create_foreign_key('fk_bookings_first_slot_id', 'delivery_slots',
                                    ['first_slot_id'], ['id'])
    bind = op.get_bind()
    first: dict[str, str] = {}
    for (result,) in bind.execute(sa.text(
            "SELECT result FROM audit_log WHERE operation = 'reschedule' AND outcome = 'ok' "
            "ORDER BY id")):
        move = json.loads(result) if isinstance(result, str) else result
        if not isinstance(move, dict) or not isinstance(move.get("order"), str):
            continue
        to_slot = move.get("to_slot")
        slot = move.get("from_slot") or (to_slot.get("id") if isinstance(to_slot, dict) else None)
        if isinstance(slot, str):
            first.setdefault(move["order"], slot)
    known = {slot for (slot,) in bind.execute(sa.text("SELECT id FROM delivery_slots"))}
    rows = [{"order": order, "slot": slot} for order, slot in first.items() if slot in known]
    if rows:
        bind.execute(sa.text(
            "UPDATE bookings SET first_slot_id = :slot WHERE order_number = :order"), rows)


def downgrade() -> None:
    with op.batch_alter_table('bookings', schema=None) as batch_op:
        batch_op.drop_constraint('fk_bookings_first_slot_id', type_='foreignkey')
        batch_op.drop_column('first_slot_id')
