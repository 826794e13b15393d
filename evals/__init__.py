"""Evaluate the system by its state: scenarios, safety suites and benchmarks."""
