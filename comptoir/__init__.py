"""Assemble Comptoir's parts into commands and servers (the composition root)."""
