"""Records: what the lab keeps of a pass or a training run, as plain data (no views, no storage)."""
