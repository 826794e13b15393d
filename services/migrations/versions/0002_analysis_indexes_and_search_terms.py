"""analysis reads one index range per figure set; customer search by word prefix

Bill lines carry their bill's customer and issue date (kept equal by a composite foreign
key) with two covering indexes; bills get a covering period index; customer search uses a
table of words with an index instead of LIKE '%…%'.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import re
import unicodedata

import sqlalchemy as sa
from alembic import op

revision = '0002'
down_revision = '0001'
branch_labels = None
depends_on = None


def _terms(*parts: str | None) -> list[str]:
    # A frozen copy of services.fixtures.search_terms (migrations must not change later).
    text = " ".join(p for p in parts if p)
    folded = "".join(ch for ch in unicodedata.normalize("NFKD", text)
                     if not unicodedata.combining(ch)).casefold()
    return list(dict.fromkeys(w[:100] for w in re.findall(r"[a-z0-9]+", folded)))


def upgrade() -> None:
    op.create_table('customer_terms',
    sa.Column('customer_id', sa.String(length=32), nullable=False),
    sa.Column('term', sa.String(length=100), nullable=False),
    sa.ForeignKeyConstraint(['customer_id'], ['customers.id'], ),
    sa.PrimaryKeyConstraint('customer_id', 'term')
    )
    with op.batch_alter_table('customer_terms', schema=None) as batch_op:
        batch_op.create_index('ix_customer_terms_term', ['term', 'customer_id'], unique=False)
    connection = op.get_bind()
    customers = connection.execute(sa.text("SELECT id, name, company FROM customers")).all()
    rows = [{"customer_id": c, "term": t} for c, name, company in customers
            for t in _terms(name, company)]
    if rows:
        connection.execute(sa.text(
            "INSERT INTO customer_terms (customer_id, term) VALUES (:customer_id, :term)"), rows)

    with op.batch_alter_table('bills', schema=None) as batch_op:
        batch_op.drop_index('ix_bills_customer_issued')
        batch_op.create_index('ix_bills_period', ['customer_id', 'issued_on', 'due_on', 'paid_on'], unique=False)
        batch_op.create_unique_constraint('uq_bills_number_period', ['number', 'customer_id', 'issued_on'])

    with op.batch_alter_table('bill_lines', schema=None) as batch_op:
        batch_op.add_column(sa.Column('customer_id', sa.String(length=32), nullable=True))
        batch_op.add_column(sa.Column('issued_on', sa.Date(), nullable=True))
    op.execute(
        "UPDATE bill_lines SET "
        "customer_id = (SELECT customer_id FROM bills WHERE bills.number = bill_lines.bill_number), "
        "issued_on = (SELECT issued_on FROM bills WHERE bills.number = bill_lines.bill_number)"
    )
    with op.batch_alter_table('bill_lines', schema=None) as batch_op:
        batch_op.alter_column('customer_id', existing_type=sa.String(length=32), nullable=False)
        batch_op.alter_column('issued_on', existing_type=sa.Date(), nullable=False)
        batch_op.create_foreign_key('fk_bill_lines_bill_period', 'bills', ['bill_number', 'customer_id', 'issued_on'], ['number', 'customer_id', 'issued_on'])
        batch_op.create_index('ix_bill_lines_period_bill', ['customer_id', 'issued_on', 'bill_number', 'quantity', 'unit_price'], unique=False)
        batch_op.create_index('ix_bill_lines_period_sku', ['customer_id', 'sku', 'issued_on', 'quantity', 'unit_price', 'unit_cost'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('bill_lines', schema=None) as batch_op:
        batch_op.drop_index('ix_bill_lines_period_sku')
        batch_op.drop_index('ix_bill_lines_period_bill')
        batch_op.drop_constraint('fk_bill_lines_bill_period', type_='foreignkey')
        batch_op.drop_column('issued_on')
        batch_op.drop_column('customer_id')
    with op.batch_alter_table('bills', schema=None) as batch_op:
        batch_op.drop_constraint('uq_bills_number_period', type_='unique')
        batch_op.drop_index('ix_bills_period')
        batch_op.create_index('ix_bills_customer_issued', ['customer_id', 'issued_on'], unique=False)
    with op.batch_alter_table('customer_terms', schema=None) as batch_op:
        batch_op.drop_index('ix_customer_terms_term')
    op.drop_table('customer_terms')
