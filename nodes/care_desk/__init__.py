"""Care desk nodes: what the model fills, routes, executors and texts."""
