"""audit rows tell the real time and, apart, the instant a set clock gave the rules

`at` was the store's clock: a run on a clock set by its caller (a scenario, a test, a demo run
"as if" another day) wrote an entry dated that day. `at` is now always the real time of the
write; `as_of` holds the set clock's instant (None on the real clock). Existing rows keep their
`at`, whichever clock wrote it, and have no `as_of` (which clock wrote them is not known).

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

import services.db

revision = '0004'
down_revision = '0003'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('audit_log', schema=None) as batch_op:
        batch_op.add_column(sa.Column('as_of', services.db.UTCDateTime(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('audit_log', schema=None) as batch_op:
        batch_op.drop_column('as_of')
