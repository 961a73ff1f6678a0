"""Runnable numeric examples: ``python -m afnio_lab.numeric.examples.two_moons_mlp``."""
