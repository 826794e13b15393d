"""Serve the business system over HTTP: the only door to the data from outside."""
