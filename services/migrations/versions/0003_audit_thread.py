"""audit rows carry their conversation thread, indexed

A turn reads the writes of its thread recorded after the last one it told (crash replay,
nodes/kit/turn.py); on a thread's first turn that was a scan of the whole audit table with
LIKE 'thread:%'. The thread now has its own column and a (thread, id) index.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

from urllib.parse import unquote

import sqlalchemy as sa
from alembic import op

revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None

BATCH = 1000


def _thread_of(key: str) -> str | None:
    # A frozen copy of services.audit.thread_of (migrations must not change later).
    if not key or ":" not in key:
        return None
    return unquote(key.split(":", 1)[0])


def upgrade() -> None:
    with op.batch_alter_table('audit_log', schema=None) as batch_op:
        batch_op.add_column(sa.Column('thread', sa.String(length=300), nullable=True))
    connection = op.get_bind()
    rows = connection.execute(sa.text(
        "SELECT id, idempotency_key FROM audit_log WHERE idempotency_key IS NOT NULL")).all()
    updates = [{"id": i, "thread": t} for i, key in rows if (t := _thread_of(key)) is not None]
    for start in range(0, len(updates), BATCH):
        connection.execute(sa.text("UPDATE audit_log SET thread = :thread WHERE id = :id"),
                           updates[start:start + BATCH])
    with op.batch_alter_table('audit_log', schema=None) as batch_op:
        batch_op.create_index('ix_audit_log_thread', ['thread', 'id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('audit_log', schema=None) as batch_op:
        batch_op.drop_index('ix_audit_log_thread')
        batch_op.drop_column('thread')
