"""Offer typed tools over the service layer, for graphs and the MCP server."""
