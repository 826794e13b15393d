"""Define graph nodes: model fills, routers, executors, fixed texts and templates."""
