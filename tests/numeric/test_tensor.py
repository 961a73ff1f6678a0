"""Tensor behaviour: micrograd-style scalars, graph state, numpy interop, errors, the engine."""

from __future__ import annotations

import re

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import mutually_broadcastable_shapes

from afnio_lab import autodiff
from afnio_lab.autodiff.graph import AccumulateGrad
from afnio_lab.autodiff.variable import Variable
from afnio_lab.numeric import Parameter, Tensor, nn, no_grad


def relu(x: Tensor) -> Tensor:
    return np.maximum(x, 0)


# -- scalars, micrograd style ------------------------------------------------------------------


def test_scalar_reads_like_micrograd() -> None:
    a = Tensor(2.0, requires_grad=True)
    (a * a + 3).backward()
    assert a.grad == 4.0
    assert isinstance(a.grad, np.ndarray) and a.grad.dtype == np.float64


# micrograd's README example as published, one statement per line; only `Value` differs.
MICROGRAD_README = """\
a = Value(-4.0)
b = Value(2.0)
c = a + b
d = a * b + b**3
c += c + 1
c += 1 + c + (-a)
d += d * 2 + (b + a).relu()
d += 3 * d + (b - a).relu()
e = c - d
f = e**2
g = f / 2.0
g += 10.0 / f
print(f'{g.data:.4f}') # prints 24.7041, the outcome of this forward pass
g.backward()
print(f'{a.grad:.4f}') # prints 138.8338, i.e. the numerical value of dg/da
print(f'{b.grad:.4f}') # prints 645.5773, i.e. the numerical value of dg/db
"""


def test_micrograd_readme_example_runs_verbatim(capsys: pytest.CaptureFixture[str]) -> None:
    """micrograd's README, with ``Value(x)`` spelt ``Tensor(x, requires_grad=True)``, prints
    its published numbers (needs ``.relu()``, ``+=``, reflected ops, and ``.data``/``.grad``
    that format as numbers)."""
    source = re.sub(r"Value\(([^)]*)\)", r"Tensor(\1, requires_grad=True)", MICROGRAD_README)
    assert "Value" not in source
    exec(compile(source, "micrograd_readme", "exec"), {"Tensor": Tensor})
    assert capsys.readouterr().out.split() == ["24.7041", "138.8338", "645.5773"]


def test_relu_method_is_nn_relu() -> None:
    """``t.relu()`` is the same op as ``nn.relu``: same values, node and gradients."""
    data = [-2.0, 0.0, 3.0]
    x, y = Tensor(data, requires_grad=True), Tensor(data, requires_grad=True)
    out_method, out_function = x.relu(), nn.relu(y)
    np.testing.assert_array_equal(out_method.data, [0.0, 0.0, 3.0])
    np.testing.assert_array_equal(out_method.data, out_function.data)
    assert out_method.grad_fn.name() == out_function.grad_fn.name() == "MaximumBackward0"
    out_method.sum().backward()
    out_function.sum().backward()
    np.testing.assert_array_equal(x.grad, y.grad)
    np.testing.assert_array_equal(x.grad, [0.0, 0.5, 1.0])


def test_grad_accumulates_by_addition() -> None:
    x = Tensor([1.0, 2.0], requires_grad=True)
    (x * 3).sum().backward()
    (x * x).sum().backward()
    np.testing.assert_array_equal(x.grad, [3 + 2, 3 + 4])


def test_fan_in_adds_gradients() -> None:
    a = Tensor(3.0, requires_grad=True)
    b = Tensor(5.0, requires_grad=True)
    (a * b + a).backward()
    assert a.grad == 6.0 and b.grad == 3.0


# -- graph state -----------------------------------------------------------------------------


def test_grad_fn_names_and_edges() -> None:
    x = Tensor(np.ones((2, 3)), requires_grad=True)
    w = Tensor(np.ones((3, 4)), requires_grad=True)
    y = x @ w
    assert y.grad_fn.name() == "MatmulBackward0"
    z = y * 2
    assert z.grad_fn.name() == "MulBackward0"
    (edge_y, edge_const) = z.grad_fn.next_functions
    assert edge_y.node is y.grad_fn and edge_const.node is None
    leaf_edges = y.grad_fn.next_functions
    assert all(isinstance(e.node, AccumulateGrad) for e in leaf_edges)
    assert leaf_edges[0].node.variable is x
    assert x.is_leaf and not y.is_leaf and y.requires_grad
    assert y.grad_fn.output_value(0) is y


def test_names_of_common_nodes() -> None:
    t = Tensor(np.arange(1.0, 7.0).reshape(2, 3), requires_grad=True)
    names = {
        "SumBackward0": np.sum(t, axis=0),
        "MeanBackward0": t.mean(),
        "MaxBackward0": np.max(t, axis=1, keepdims=True),
        "ExpBackward0": np.exp(t),
        "MaximumBackward0": np.maximum(t, 0),
        "ReshapeBackward0": t.reshape(3, 2),
        "TransposeBackward0": t.T,
        "IndexBackward0": t[0, 1:],
        "CatBackward0": np.concatenate([t, t]),
        "StackBackward0": np.stack([t, t], axis=-1),
        "WhereBackward0": np.where(t > 2, t, 0.0),
        "SubBackward0": 1 - t,
        "DivBackward0": t / 2,
        "PowBackward0": 2**t,
        "NegBackward0": -t,
        "AbsBackward0": abs(t),
    }
    for name, out in names.items():
        assert out.grad_fn.name() == name


def test_retain_grad_and_non_leaf_grad() -> None:
    x = Tensor([1.0, 2.0], requires_grad=True)
    h = x * 2
    h.retain_grad()
    y = h * h
    other = x + 1
    (y.sum() + other.sum()).backward()
    np.testing.assert_array_equal(h.grad, 2 * h.data)
    assert other.grad is None and h.retains_grad
    np.testing.assert_array_equal(x.grad, 8 * x.data + 1)


def test_retain_grad_needs_requires_grad() -> None:
    with pytest.raises(RuntimeError, match="requires_grad=False"):
        Tensor(1.0).retain_grad()


def test_detach_shares_data_outside_the_graph() -> None:
    x = Tensor([1.0, 2.0], requires_grad=True)
    y = (x * 2).detach()
    assert y.is_leaf and not y.requires_grad and y.grad_fn is None
    d = x.detach()
    d.data[0] = 7.0
    assert x.data[0] == 7.0


def test_item_numpy_and_conversions() -> None:
    t = Tensor([[2.5]])
    assert t.item() == 2.5 and float(t) == 2.5
    assert Tensor([1.0, 2.0]).numpy() is not None
    arr = Tensor([1.0, 2.0])
    assert arr.numpy() is arr.data
    with pytest.raises(ValueError, match=r"exactly one element.*shape \(2,\)"):
        arr.item()
    assert np.asarray(arr) is arr.data
    assert Tensor([1, 2]).tolist() == [1, 2]


def test_dtypes_float_default_and_int_promotion() -> None:
    assert Tensor(2.0).dtype == np.float64
    assert Tensor([1, 2]).dtype == np.int64
    assert Tensor([1, 2], requires_grad=True).dtype == np.float64
    t = Tensor([1, 2])
    t.requires_grad_()
    assert t.dtype == np.float64 and t.requires_grad
    assert Tensor(np.ones(2, np.float32), requires_grad=True).dtype == np.float32
    with pytest.raises(TypeError, match="Only floating-point Tensors can require gradients"):
        Tensor([1, 2], requires_grad=True, dtype=np.int32)
    with pytest.raises(TypeError, match="must be numbers"):
        Tensor(["a", "b"])


def test_item_assignment_is_refused_with_a_way_out() -> None:
    t = Tensor([1.0, 2.0], requires_grad=True)
    with pytest.raises(TypeError, match=r"np\.where"):
        t[0] = 3.0


def test_dot_for_vectors_and_matrices() -> None:
    w = Tensor([[1.0, 2.0], [3.0, 4.0]], requires_grad=True)
    v = Tensor([1.0, -1.0], requires_grad=True)
    out = np.dot(w, v)
    assert out.grad_fn.name() == "DotBackward0"
    out.sum().backward()
    np.testing.assert_array_equal(v.grad, [4.0, 6.0])
    np.testing.assert_array_equal(w.grad, [[1.0, -1.0], [1.0, -1.0]])
    with pytest.raises(NotImplementedError, match=r"np\.dot .*1-D and 2-D operands"):
        np.dot(Tensor(np.ones((2, 2, 2)), requires_grad=True), w)
    # without a gradient to lose, numpy's N-D dot just computes
    assert np.dot(Tensor(np.ones((2, 2, 2))), w.detach()).shape == (2, 2, 2)


def test_requires_grad_only_changes_on_leaves() -> None:
    y = Tensor(1.0, requires_grad=True) * 2
    with pytest.raises(RuntimeError, match="leaf"):
        y.requires_grad = False


def test_no_grad_records_nothing() -> None:
    x = Tensor(2.0, requires_grad=True)
    with no_grad():
        y = x * x
    assert y.grad_fn is None and not y.requires_grad
    z = x * 1.0
    assert z.requires_grad


def test_repr() -> None:
    assert repr(Tensor(2.0, requires_grad=True)) == "Tensor(2., requires_grad=True)"
    assert repr(Tensor(2.0, requires_grad=True) * 2) == "Tensor(4., grad_fn=<MulBackward0>)"
    assert repr(Tensor([1, 2])) == "Tensor([1, 2], dtype=int64)"
    assert repr(Parameter([1.0])).startswith("Parameter containing:\nTensor([1.]")


# -- backward API ----------------------------------------------------------------------------


def test_implicit_gradient_only_for_single_elements() -> None:
    x = Tensor([1.0, 2.0], requires_grad=True)
    with pytest.raises(RuntimeError, match="grad can be implicitly created only for scalar"):
        (x * 2).backward()
    (x * 2).backward(np.array([1.0, 10.0]))
    np.testing.assert_array_equal(x.grad, [2.0, 20.0])
    (x[:1] * 3).backward()  # one element, shape (1,): implicit gradient allowed
    np.testing.assert_array_equal(x.grad, [5.0, 20.0])


def test_explicit_gradient_shape_and_type() -> None:
    x = Tensor([1.0, 2.0], requires_grad=True)
    with pytest.raises(RuntimeError, match=r"gradient` has shape \(3,\)"):
        (x * 2).backward(np.ones(3))
    (x * 2).backward(Tensor([1.0, 1.0]))
    np.testing.assert_array_equal(x.grad, [2.0, 2.0])


def test_backward_on_a_leaf_or_constant_is_refused() -> None:
    with pytest.raises(RuntimeError, match="does not require grad"):
        Tensor(1.0, requires_grad=True).backward()
    with pytest.raises(RuntimeError, match="does not require grad"):
        (Tensor(1.0) * 2).backward()


def test_second_backward_needs_retain_graph() -> None:
    x = Tensor(3.0, requires_grad=True)
    y = x * x
    y.backward(retain_graph=True)
    y.backward()
    assert x.grad == 12.0
    with pytest.raises(RuntimeError, match="backward through the graph a second time"):
        y.backward()


def test_create_graph_is_not_supported() -> None:
    y = Tensor(1.0, requires_grad=True) * 2
    with pytest.raises(NotImplementedError, match="create_graph"):
        y.backward(create_graph=True)


def test_backward_inputs_and_autodiff_grad() -> None:
    a = Tensor(2.0, requires_grad=True)
    b = Tensor(3.0, requires_grad=True)
    (a * b).backward(inputs=[a])
    assert a.grad == 3.0 and b.grad is None
    (ga,), (gb,) = autodiff.grad(a * b, [a, b])
    assert ga == 3.0 and gb == 2.0


# -- numpy interop and broadcasting ----------------------------------------------------------


def test_numpy_calls_build_the_graph() -> None:
    t = Tensor([[1.0, -2.0], [3.0, 0.5]], requires_grad=True)
    w = Tensor([[0.5], [-1.0]], requires_grad=True)
    out = np.sum(np.exp(np.maximum(t @ w, 0)), axis=0)
    assert isinstance(out, Tensor) and out.shape == (1,)
    out.backward(np.ones(1))
    z = t.data @ w.data
    dz = np.exp(np.maximum(z, 0)) * (z > 0)
    np.testing.assert_allclose(t.grad, dz @ w.data.T)
    np.testing.assert_allclose(w.grad, t.data.T @ dz)


def test_ndarray_on_the_left_dispatches_to_tensor() -> None:
    t = Tensor([1.0, 2.0], requires_grad=True)
    y = np.array([3.0, 4.0]) * t
    assert isinstance(y, Tensor) and y.grad_fn.name() == "MulBackward0"
    y = np.float64(2.0) + t
    assert isinstance(y, Tensor)


def test_broadcast_gradient_is_summed_back() -> None:
    x = Tensor(np.arange(12.0).reshape(4, 3), requires_grad=True)
    b = Tensor(np.zeros(3), requires_grad=True)
    c = Tensor(np.zeros((4, 1)), requires_grad=True)
    (x * 2 + b + c).sum().backward()
    np.testing.assert_array_equal(b.grad, [4.0, 4.0, 4.0])
    np.testing.assert_array_equal(c.grad, np.full((4, 1), 3.0))


@settings(max_examples=40, deadline=None)
@given(mutually_broadcastable_shapes(num_shapes=2, max_dims=4, max_side=3), st.booleans())
def test_broadcast_sum_gradient_counts_uses(shapes: object, swap: bool) -> None:
    """d/da sum(a + b) is how many output elements each element of a reached."""
    (sa, sb), out_shape = shapes.input_shapes, shapes.result_shape  # type: ignore[attr-defined]
    if swap:
        sa, sb = sb, sa
    a = Tensor(np.zeros(sa), requires_grad=True)
    b = Tensor(np.zeros(sb), requires_grad=True)
    (a + b).sum().backward()
    np.testing.assert_array_equal(a.grad, np.full(sa, np.prod(out_shape) / np.prod(sa)))
    np.testing.assert_array_equal(b.grad, np.full(sb, np.prod(out_shape) / np.prod(sb)))


def test_ties_are_split_evenly() -> None:
    a = Tensor([1.0, 2.0, 3.0], requires_grad=True)
    b = Tensor([1.0, 5.0, 3.0], requires_grad=True)
    np.maximum(a, b).sum().backward()
    np.testing.assert_array_equal(a.grad, [0.5, 0.0, 0.5])
    np.testing.assert_array_equal(b.grad, [0.5, 1.0, 0.5])
    x = Tensor([[1.0, 3.0, 3.0], [2.0, 0.0, 2.0]], requires_grad=True)
    np.max(x, axis=1).sum().backward()
    np.testing.assert_array_equal(x.grad, [[0, 0.5, 0.5], [0.5, 0, 0.5]])
    x.grad = None
    x.min().backward()
    np.testing.assert_array_equal(x.grad, [[0, 0, 0], [0, 1, 0]])
    r = Tensor([0.0, -1.0, 2.0], requires_grad=True)
    relu(r).sum().backward()
    np.testing.assert_array_equal(r.grad, [0.5, 0.0, 1.0])


def test_repeated_index_accumulates() -> None:
    x = Tensor([1.0, 2.0, 3.0], requires_grad=True)
    x[np.array([0, 2, 2, 2])].sum().backward()
    np.testing.assert_array_equal(x.grad, [1.0, 0.0, 3.0])
    y = Tensor([1.0, 2.0], requires_grad=True)
    idx = Tensor([1, 1])
    y[idx].sum().backward()
    np.testing.assert_array_equal(y.grad, [0.0, 2.0])


def test_reduce_method_and_methods() -> None:
    x = Tensor(np.arange(6.0).reshape(2, 3), requires_grad=True)
    np.add.reduce(x).sum().backward()  # axis 0 by default, like numpy
    np.testing.assert_array_equal(x.grad, np.ones((2, 3)))
    assert x.transpose(1, 0).shape == (3, 2) and x.reshape((3, 2)).shape == (3, 2)
    assert x.reshape(-1).shape == (6,)


def test_op_without_rule_raises_naming_it() -> None:
    x = Tensor([1.0, 2.0], requires_grad=True)
    with pytest.raises(NotImplementedError, match=r"np\.cumsum .*no registered backward rule"):
        np.cumsum(x)
    with pytest.raises(NotImplementedError, match=r"np\.sum .*dtype"):
        np.sum(x, dtype=np.float32)
    with pytest.raises(NotImplementedError, match=r"np\.exp .*out="):
        np.exp(x, out=Tensor([0.0, 0.0]))
    # without a gradient to lose, they just compute
    np.testing.assert_array_equal(np.cumsum(x.detach()).data, [1.0, 3.0])
    with no_grad():
        assert isinstance(np.cumsum(x), Tensor)
    assert np.sum(Tensor([1.0, 2.0]), dtype=np.float32).dtype == np.float32


def test_non_differentiable_results_do_not_raise() -> None:
    x = Tensor([-1.0, 2.0], requires_grad=True)
    mask = x > 0
    assert mask.dtype == bool and not mask.requires_grad
    assert not np.floor(x).requires_grad
    assert int(np.argmax(x)) == 1
    assert np.shape(x) == (2,)
    assert np.allclose(x, [-1.0, 2.0])


# -- mixed graphs ----------------------------------------------------------------------------


def test_mixed_tensor_and_variable_are_rejected() -> None:
    t = Tensor(1.0, requires_grad=True)
    v = Variable("text", role="a note", requires_grad=True)
    with pytest.raises(TypeError, match="separate graphs"):
        t + v
    with pytest.raises(TypeError, match="separate graphs"):
        v + t
    with pytest.raises(TypeError, match="separate graphs"):
        t * v
    with pytest.raises(TypeError, match="separate graphs"):
        np.add(t, v)
    with pytest.raises(TypeError, match="separate graphs"):
        np.concatenate([t.reshape(1), v])
    with pytest.raises(TypeError, match="separate graphs"):
        Tensor(v)
