"""Customer-relationship analysis nodes: figures by Python, two sentences by the model."""
