"""From a slice to entries: the pipeline, its gates, the model backends, hand-offs, the sweep, retries and spend."""
