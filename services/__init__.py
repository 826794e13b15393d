"""Run the store's business system: data, rules, operations, and the doors to them."""
