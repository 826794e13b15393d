"""Wire the workflows: one compiled LangGraph graph per module."""
