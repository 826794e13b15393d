"""Billing-question nodes: a tool loop whose tools Python chooses at every step."""
