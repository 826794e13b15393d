"""Define what the model fills before the billing loop: what the question asks, of whom."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, field_validator

from nodes.kit.fill import clean_text


class BillingRequest(BaseModel):
    """What a staff member's bill question asks for; Python decides the tools from it."""

    customer_name: str | None = Field(
        default=None, description="The customer's name or company exactly as written, or "
        "null (a pronoun such as 'sa', 'his' is null).")
    asks: Literal["bills", "biggest", "count", "delay", "orders", "customers", "punctuality",
                  "compare"] | None = Field(
        default=None, description="bills: a list of bills; biggest: the bill with the largest "
        "total; count: how many bills (and their total); delay: by how many days the bills "
        "were paid late on average ('combien de jours de retard en moyenne ?', 'how late on "
        "average?', 'délai moyen de paiement'); orders: the customer's orders, not bills; "
        "customers: customers ranked by the sum of their bills ('total des impayés par "
        "client', 'quel client nous doit le plus ?', 'top clients par CA cette année'); "
        "punctuality: how punctually customers pay, who pays the latest ('quels clients "
        "paient le plus en retard ?', 'slowest payers') or whether one customer pays on time "
        "('est-ce que John Doe paie à l'heure ?'); compare: two periods side by side ('CA du "
        "T1 vs T2', 'revenue 2025 vs 2026'), or one period with the one before it ('compare "
        "le CA de 2025'); delay also reads 'DSO' and 'délai moyen d'encaissement'; "
        "null when the message does not say (a follow-up such as 'et pour Marie ?').")
    rank: Literal["latest", "earliest"] | None = Field(
        default=None, description="When the question asks for the customer's latest or first "
        "bills ('la dernière facture', 'the two last bills', 'sa première facture', 'the most "
        "recent invoice'): which end; else null.")
    rank_count: int | None = Field(
        default=None, ge=1, le=50, description="How many bills from that end ('les 2 "
        "dernières' → 2, 'la dernière' → 1); null when the message gives no number and says "
        "bills in the plural.")
    status: Literal["any", "unpaid", "overdue", "not_due", "paid_late", "paid"] | None = Field(
        default=None, description="Which bills: overdue also for the bills to chase "
        "('relances à faire', 'qui dois-je relancer ?', 'who should we chase?'); "
        "unpaid (what is still owed: 'dû', 'encours', "
        "'solde', 'reste à payer', 'outstanding', 'balance'), overdue (unpaid, past due), "
        "not_due (unpaid, not yet due), paid_late, paid (what was paid: 'combien nous a-t-il "
        "payé', 'settled bills'; never what was billed), any; null when the message does not "
        "say.")
    all_customers: bool = Field(
        default=False, description="True when the question is about customers at large "
        "('quel client…', 'tous les clients', 'do we have'), not one customer, and a figure "
        "of the whole business naming no customer ('quel est le CA de novembre ?', 'what's "
        "our revenue this year?', 'ca ht 2025'). A sum asked "
        "as a follow-up ('et combien au total ?', 'and how much in total?') is of the bills "
        "just listed: false; so is a sum asked of someone by a pronoun ('combien il nous "
        "doit au total ?', 'how much does he owe us in total?'): that customer's.")
    period_words: str | None = Field(
        default=None, description="The period exactly as written, or null.")
    follow_up: bool = Field(
        default=False, description="True when the message relies on the question before it "
        "('et les impayées ?', 'and overdue ones?', 'sa plus grosse facture', 'what about "
        "John Doe?', 'et en 2024 ?').")
    same_customer: bool = Field(
        default=False, description="True when the message speaks of the customer of the last "
        "answer by a pronoun, without naming anyone ('does she owe us anything?', 'a-t-il des "
        "impayés ?', 'est-ce qu'il nous doit encore de l'argent ?').")
    this_bill: bool = Field(
        default=False, description="True when the message asks about the one bill just "
        "shown, without its number ('elle a été payée ?', 'is it overdue?', 'cette facture "
        "est-elle réglée ?').")
    due_window: bool = Field(
        default=False, description="True when the question asks for the bills falling due "
        "within a period, by their due date ('quelles factures arrivent à échéance cette "
        "semaine ?', 'what is due next week?'): bills are read by issue date, not by due "
        "date.")
    answer_language: Literal["fr", "en"] | None = Field(
        default=None, description="The language the message asks the answer in ('et en "
        "anglais ?': en, 'in French please': fr), or null when it asks none.")
    language: Literal["fr", "en"] = Field(default="fr", description="The message's language.")

    @field_validator("customer_name", "period_words", mode="before")
    @classmethod
    def _text(cls, value: object) -> str | None:
        return clean_text(value, 200)
