"""Make chat models: the OpenAI-compatible client or the offline rule-based model."""
