"""Wire the workflows: one compiled LangGraph graph per module."""

from services.logs import quiet_retries

quiet_retries()  # served alone (langgraph dev), a node's retries are one line too
