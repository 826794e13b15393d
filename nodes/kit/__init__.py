"""Provide the node kinds every workflow uses, tested once."""
