"""failed proofs of identity are counted, so guessing an order's e-mail is capped

An anonymous caller proves an order is theirs with its number and its e-mail. Each failed
proof now leaves two rows (a digest of the order number, one of the e-mail) with the real
time, so that `services.proofs` refuses further proofs of that number or that e-mail for a
while, across every conversation, worker process and host sharing the database.

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

import services.db

revision = '0005'
down_revision = '0004'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        'failed_proofs',
        sa.Column('id', sa.Integer(), autoincrement=True, nullable=False),
        sa.Column('key', sa.String(length=64), nullable=False),
        sa.Column('at', services.db.UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint('id'),
    )
    op.create_index('ix_failed_proofs_key_at', 'failed_proofs', ['key', 'at'], unique=False)
    op.create_index('ix_failed_proofs_at', 'failed_proofs', ['at'], unique=False)


def downgrade() -> None:
    op.drop_index('ix_failed_proofs_at', table_name='failed_proofs')
    op.drop_index('ix_failed_proofs_key_at', table_name='failed_proofs')
    op.drop_table('failed_proofs')
