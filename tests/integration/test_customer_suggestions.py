"""A customer name misspelt finds no customer, but customers spelt close to it are offered."""

from __future__ import annotations

import pytest

from services import billing
from services.store import Store


@pytest.mark.parametrize(("query", "name"), [
    ("Jon Doe", "John Doe"), ("John Deo", "John Doe"), ("Jhon Doe", "John Doe"),
    ("Alice Roi", "Alice Roy"), ("Jean Martine", "Jean Martin"),
])
def test_a_misspelt_name_is_suggested(store: Store, query: str, name: str) -> None:
    assert billing.search_customers(store, query=query) == []
    assert [c.name for c in billing.suggest_customers(store, query=query)][:1] == [name]


def test_a_name_far_from_every_customer_suggests_none(store: Store) -> None:
    assert billing.suggest_customers(store, query="Zyxwv Qrstu") == []
