"""one open case of a kind per order, held by a partial unique index

The service refuses a second open case of the same kind on an order, but two requests at once
(two "oui" in two conversations, two API calls) both passed its check on PostgreSQL (READ
COMMITTED) and opened two. A partial unique index on (order_number, kind) where the case is
open now refuses the second insert; the service retries and answers "already open".

Existing duplicates (only that race could make them) stop the upgrade with their numbers: a
person decides which case to close, never a migration.

Revision ID: 0006
Revises: 0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0006'
down_revision = '0005'
branch_labels = None
depends_on = None


def upgrade() -> None:
    duplicates = op.get_bind().execute(sa.text(
        "SELECT order_number, kind, COUNT(*) FROM cases WHERE status = 'open' "
        "GROUP BY order_number, kind HAVING COUNT(*) > 1")).all()
    if duplicates:
        listed = ", ".join(f"{o} ({k}: {n} open)" for o, k, n in duplicates)
        raise RuntimeError(f"Several open cases of one kind on an order: {listed}. Close all "
                           "but one of each (status 'closed'), then run the upgrade again.")
    op.create_index('uq_cases_open_kind', 'cases', ['order_number', 'kind'], unique=True,
                    sqlite_where=sa.text("status = 'open'"),
                    postgresql_where=sa.text("status = 'open'"))


def downgrade() -> None:
    op.drop_index('uq_cases_open_kind', table_name='cases')
