"""Put a gateway in front of the agent: client IDs, rate limits, per-user memory, demo page."""
