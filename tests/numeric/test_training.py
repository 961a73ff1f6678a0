"""Training pieces: a hand-derived 2-layer MLP gradient, SGD/Adam steps, npz save/load, moons."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from afnio_lab.autodiff.variable import Variable
from afnio_lab.numeric import SGD, Adam, Parameter, Tensor, load, load_into, make_moons, save
from afnio_lab.numeric.examples import two_moons_mlp
from afnio_lab.numeric.nn import MLP, Linear, Module, mse_loss, relu


def _data(seed: int = 0) -> tuple[np.ndarray, ...]:
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(7, 3))
    t = rng.normal(size=(7, 2))
    w1, b1 = rng.normal(size=(3, 5)), rng.normal(size=5)
    w2, b2 = rng.normal(size=(5, 2)), rng.normal(size=2)
    return x, t, w1, b1, w2, b2


@pytest.mark.parametrize("activation", ["tanh", "relu"])
def test_two_layer_mlp_matches_hand_derived_gradients(activation: str) -> None:
    x, t, w1, b1, w2, b2 = _data()
    W1, B1, W2, B2 = (Parameter(a) for a in (w1, b1, w2, b2))
    z = Tensor(x) @ W1 + B1
    h = np.tanh(z) if activation == "tanh" else relu(z)
    loss = mse_loss(h @ W2 + B2, Tensor(t))
    loss.backward()

    # by hand: L = mean((h w2 + b2 - t)^2) over all N*2 elements
    zz = x @ w1 + b1
    hh = np.tanh(zz) if activation == "tanh" else np.maximum(zz, 0)
    y = hh @ w2 + b2
    assert loss.item() == pytest.approx(np.mean((y - t) ** 2), rel=1e-12)
    dy = 2 * (y - t) / y.size
    dh = dy @ w2.T
    dz = dh * (1 - hh**2) if activation == "tanh" else dh * (zz > 0)
    for got, want in [
        (W2.grad, hh.T @ dy),
        (B2.grad, dy.sum(axis=0)),
        (W1.grad, x.T @ dz),
        (B1.grad, dz.sum(axis=0)),
    ]:
        np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-14)


def test_two_moons_example_reaches_95_percent() -> None:
    _, acc = two_moons_mlp.train()
    assert acc >= 0.95


def test_make_moons_shapes_and_labels() -> None:
    X, y = make_moons(101, noise=0.0, seed=3)
    assert X.shape == (101, 2) and set(np.unique(y)) == {0.0, 1.0}
    assert np.sum(y == 0) == 50
    X2, _ = make_moons(101, noise=0.0, seed=3)
    np.testing.assert_array_equal(X, X2)


# -- optimizers ------------------------------------------------------------------------------


def _param_with_grad(values: list[float], grad: list[float]) -> Parameter:
    p = Parameter(values)
    p.grad = np.array(grad)
    return p


def test_sgd_plain_and_momentum() -> None:
    p = _param_with_grad([1.0, 2.0], [0.5, -1.0])
    SGD([p], lr=0.1).step()
    np.testing.assert_allclose(p.data, [0.95, 2.1])

    q = _param_with_grad([1.0], [1.0])
    opt = SGD([q], lr=0.1, momentum=0.9)
    opt.step()  # v = g = 1
    opt.step()  # v = 0.9 + 1 = 1.9
    np.testing.assert_allclose(q.data, [1.0 - 0.1 - 0.19])


def test_adam_matches_the_formula() -> None:
    p = _param_with_grad([1.0, -1.0], [0.2, -3.0])
    opt = Adam([p], lr=0.01, betas=(0.9, 0.999), eps=1e-8)
    opt.step()  # first step: m_hat = g, v_hat = g^2 -> p -= lr * g / (|g| + eps)
    p1 = np.array([1.0, -1.0]) - 0.01 * np.array([0.2, -3.0]) / (np.array([0.2, 3.0]) + 1e-8)
    np.testing.assert_allclose(p.data, p1, rtol=1e-12)
    p.grad = np.array([0.1, 1.0])
    opt.step()
    g1, g2 = np.array([0.2, -3.0]), np.array([0.1, 1.0])
    m = 0.9 * 0.1 * g1 + 0.1 * g2
    v = 0.999 * 0.001 * g1**2 + 0.001 * g2**2
    step2 = 0.01 * (m / (1 - 0.9**2)) / (np.sqrt(v / (1 - 0.999**2)) + 1e-8)
    np.testing.assert_allclose(p.data, p1 - step2, rtol=1e-12)


def test_zero_grad_and_skipping_params_without_grad() -> None:
    p = _param_with_grad([1.0], [1.0])
    q = Parameter([5.0])
    opt = SGD([p, q], lr=1.0)
    opt.step()
    assert q.data[0] == 5.0
    opt.zero_grad(set_to_none=False)
    np.testing.assert_array_equal(p.grad, [0.0])
    opt.zero_grad()
    assert p.grad is None


def test_optimizer_rejects_bad_parameters() -> None:
    with pytest.raises(ValueError, match="empty"):
        SGD([], lr=0.1)
    with pytest.raises(ValueError, match="leaf"):
        SGD([Parameter(1.0) * 2], lr=0.1)
    with pytest.raises(TypeError, match="not a numeric Tensor"):
        Adam([Variable("x", requires_grad=True)])
    with pytest.raises(ValueError, match="learning rate"):
        SGD([Parameter(1.0)], lr=0.0)


def test_sgd_training_reduces_loss() -> None:
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 2))
    y = x @ np.array([[2.0], [-1.0]]) + 0.5
    layer = Linear(2, 1, rng)
    opt = SGD(layer.parameters(), lr=0.1, momentum=0.5)
    for _ in range(100):
        opt.zero_grad()
        loss = mse_loss(layer(Tensor(x)), Tensor(y))
        loss.backward()
        opt.step()
    assert loss.item() < 1e-6
    np.testing.assert_allclose(layer.weight.data[:, 0], [2.0, -1.0], atol=1e-3)


# -- modules and save/load -------------------------------------------------------------------


def test_module_finds_parameters_in_order() -> None:
    model = MLP([2, 4, 1], seed=0)
    names = [n for n, _ in model.named_parameters()]
    assert names == ["layers.0.weight", "layers.0.bias", "layers.1.weight", "layers.1.bias"]

    class Tied(Module):
        def __init__(self) -> None:
            self.w = Parameter([1.0])
            self.again = self.w

    assert len(Tied().parameters()) == 1


def test_save_and_load_roundtrip(tmp_path: Path) -> None:
    model = MLP([2, 3, 1], seed=1)
    path = save(model, tmp_path / "weights")
    assert path.suffix == ".npz" and path.exists()
    before = model.state_dict()
    weight = model.layers[0].weight
    for p in model.parameters():
        p.data += 1.0
    load_into(model, path)
    assert model.layers[0].weight is weight  # loaded in place
    for name, arr in model.state_dict().items():
        np.testing.assert_array_equal(arr, before[name])
    assert sorted(load(path)) == sorted(before)


def test_save_load_lists_and_mappings(tmp_path: Path) -> None:
    a, b = Parameter([1.0, 2.0]), Parameter([[3.0]])
    save([a, b], tmp_path / "list.npz")
    assert set(load(tmp_path / "list.npz")) == {"0", "1"}
    save({"a": a}, tmp_path / "map.npz")
    c = Parameter([0.0, 0.0])
    load_into({"a": c}, tmp_path / "map.npz")
    np.testing.assert_array_equal(c.data, [1.0, 2.0])


def test_load_reports_mismatches(tmp_path: Path) -> None:
    save({"a": Parameter([1.0, 2.0])}, tmp_path / "m.npz")
    with pytest.raises(KeyError, match=r"missing from the file: \['b'\]"):
        load_into({"a": Parameter([0.0, 0.0]), "b": Parameter([0.0])}, tmp_path / "m.npz")
    with pytest.raises(ValueError, match=r"Shape mismatch for 'a'.*\(2,\).*\(3,\)"):
        load_into({"a": Parameter([0.0, 0.0, 0.0])}, tmp_path / "m.npz")
    load_into({"b": Parameter([0.0])}, tmp_path / "m.npz", strict=False)
    with pytest.raises(TypeError, match="not a numeric Tensor"):
        save({"v": Variable("x")}, tmp_path / "v.npz")
