"""Measure what a turn costs: benchmarks that print figures."""
