"""Train a small MLP on two moons with numeric Tensors, Adam and the shared engine.

Run: ``python -m afnio_lab.numeric.examples.two_moons_mlp`` (or this file as a script).
Full-batch training of a 2-16-16-1 tanh MLP with binary cross-entropy on logits; prints the
loss every 50 steps and the final training accuracy (at least 95% on the default seed).
"""

from __future__ import annotations

import numpy as np

from afnio_lab.numeric import Adam, Tensor, make_moons, no_grad
from afnio_lab.numeric.nn import MLP, bce_with_logits


def train(
    steps: int = 300, n_samples: int = 200, seed: int = 0, verbose: bool = False
) -> tuple[MLP, float]:
    """Fit the model; returns it and its training accuracy (a fraction in [0, 1])."""
    X, y = make_moons(n_samples, noise=0.1, seed=seed)
    inputs, targets = Tensor(X), Tensor(y[:, None])
    model = MLP([2, 16, 16, 1], activation="tanh", seed=seed)
    optimizer = Adam(model.parameters(), lr=0.03)
    for step in range(steps):
        optimizer.zero_grad()
        loss = bce_with_logits(model(inputs), targets)
        loss.backward()
        optimizer.step()
        if verbose and step % 50 == 0:
            print(f"step {step:4d}  loss {loss.item():.4f}")
    return model, accuracy(model, X, y)


def accuracy(model: MLP, X: np.ndarray, y: np.ndarray) -> float:
    with no_grad():
        logits = model(Tensor(X)).numpy()[:, 0]
    return float(np.mean((logits > 0) == (y == 1)))


def main() -> None:
    _, acc = train(verbose=True)
    print(f"training accuracy: {acc:.1%}")


if __name__ == "__main__":
    main()
