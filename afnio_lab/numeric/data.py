"""Small generated data sets for the examples (numpy only, reproducible by seed)."""

from __future__ import annotations

import numpy as np


def make_moons(
    n_samples: int = 200, noise: float = 0.1, seed: int | None = 0
) -> tuple[np.ndarray, np.ndarray]:
    """Two interleaving half circles: ``X`` of shape (n, 2) and labels ``y`` in {0, 1}."""
    if n_samples < 2:
        raise ValueError(f"n_samples must be at least 2, got {n_samples}.")
    rng = np.random.default_rng(seed)
    n_out = n_samples // 2
    n_in = n_samples - n_out
    t_out = np.linspace(0.0, np.pi, n_out)
    t_in = np.linspace(0.0, np.pi, n_in)
    outer = np.stack([np.cos(t_out), np.sin(t_out)], axis=1)
    inner = np.stack([1.0 - np.cos(t_in), 0.5 - np.sin(t_in)], axis=1)
    X = np.concatenate([outer, inner]) + rng.normal(scale=noise, size=(n_samples, 2))
    y = np.concatenate([np.zeros(n_out), np.ones(n_in)])
    order = rng.permutation(n_samples)
    return X[order], y[order]


__all__ = ["make_moons"]
