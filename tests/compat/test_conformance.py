"""Conformance examples of engine_spec.md §9 (numbered as there).

18, 19 and 40 (evaluators, optimizer) live with the LLM tests; 39 and 41 with the Module tests.
"""

from __future__ import annotations

import copy
import threading

import pytest

import afnio_lab as afnio
import afnio_lab.cognitive.functional as F
from afnio_lab import cognitive
from afnio_lab.autodiff.basic_ops import Add, Split, Sum
from afnio_lab.autodiff.function import Function
from afnio_lab.autodiff.graph import GradientEdge
from afnio_lab.autodiff.ops.messages import validate_multi_turn_messages

V = afnio.Variable
FEEDBACK_1 = (
    "Here is the combined feedback we got for this specific first input and other variables: "
    "MY_FEEDBACK"
)


def example_1():
    x = V("abc", "first input", True)
    y = V("def", "second input", False)
    return x, y, Add.apply(x, y)


def test_01_add_forward():
    _, _, r = example_1()
    assert (r.data, r.role, r.requires_grad) == ("abcdef", "first input and second input", True)


def test_02_add_backward():
    x, _, r = example_1()
    r.backward(V("MY_FEEDBACK", "add gradient"))
    assert x.grad[0].data == FEEDBACK_1
    assert x.grad[0].role == "feedback to first input"


def test_03_add_lists():
    r = Add.apply(V([1, 2, 3], "first input", True), V([4, 5, 6], "second input"))
    assert (r.data, r.role, r.requires_grad) == ([5, 7, 9], "first input and second input", True)


def test_04_sum_strings_and_backward():
    x = V("abc", "first input", True)
    r = Sum.apply([x, V("def", "second input")])
    assert r.data == "<ITEM>abc</ITEM><ITEM>def</ITEM>"
    assert r.role == "first input and second input"
    r.backward(V("MY_FEEDBACK", "add gradient"))
    assert x.grad[0].data == FEEDBACK_1
    assert x.grad[0].role == "feedback to first input"


def test_05_sum_numbers():
    r = Sum.apply([V([1, 2, 3.5], "first input", True), V([4, 5, 6], "second input")])
    assert r.data == [5, 7, 9.5]
    assert r.data == [5.0, 7.0, 9.5] and all(isinstance(d, float) for d in r.data)


def test_06_07_split_two_backwards():
    x = V("afnio is great!", "sentence", True)
    r = Split.apply(x, sep=" ", maxsplit=1)
    assert [v.data for v in r] == ["afnio", "is great!"]
    assert r[0].role == "split part 0 of sentence"
    r[0].backward(V("MY_FIRST_FEEDBACK", "gradient"), retain_graph=True)
    r[1].backward(V("MY_SECOND_FEEDBACK", "gradient"))
    prefix = "Here is the combined feedback we got for this specific sentence and other variables: "
    assert x.grad[0].data == prefix + "<ITEM>MY_FIRST_FEEDBACK</ITEM><ITEM></ITEM>"
    assert x.grad[1].data == prefix + "<ITEM></ITEM><ITEM>MY_SECOND_FEEDBACK</ITEM>"
    assert [g.role for g in x.grad] == ["feedback to sentence"] * 2


def test_08_split_batch():
    x = V(["afnio is great!", "Deep learning"], "sentences", True)
    r = Split.apply(x, sep=" ", maxsplit=2)
    assert [v.data for v in r] == [["afnio", "Deep"], ["is", "learning"], ["great!", ""]]
    r[1].backward(V("MY_FEEDBACK", "gradient"))
    assert x.grad[0].data == (
        "Here is the combined feedback we got for this specific sentences and other variables: "
        "<ITEM></ITEM><ITEM>MY_FEEDBACK</ITEM><ITEM></ITEM>"
    )
    assert x.grad[0].role == "feedback to sentences"


def test_09_sum_node_name():
    c = F.sum([V("Hello,", requires_grad=True), V("world!", requires_grad=True)])
    assert isinstance(c.grad_fn, afnio.autodiff.graph.Node)
    assert c.grad_fn.name() == "SumBackward0"


def test_10_no_grad_block():
    x = V("abc", role="variable", requires_grad=True)
    with afnio.no_grad():
        y = x + x
    assert y.requires_grad is False


def test_11_no_grad_decorator():
    @afnio.no_grad()
    def doubler(x):
        return x + x

    assert doubler(V("abc", requires_grad=True)).requires_grad is False


def test_12_factory_exception():
    with afnio.no_grad():
        a = cognitive.Parameter("xyz")
    assert a.requires_grad is True


def test_13_node_reprs_and_edges():
    _, _, r = example_1()
    assert "<AddBackward" in str(r.grad_fn)
    assert "<afnio_lab.autodiff.function.AddBackward" in repr(r.grad_fn)
    nf = r.grad_fn.next_functions
    assert len(nf) == 2
    assert "<AccumulateGrad" in str(nf[0].node)
    assert nf[1].node is None
    assert nf[0].output_nr == 0 and nf[1].output_nr == 0
    assert r.is_leaf is False


def test_14_untracked_under_no_grad():
    with afnio.no_grad():
        _, _, r = example_1()
    assert r.requires_grad is False and r.grad_fn is None and r.is_leaf is True


def test_15_split_outputs():
    x = V("a b c", "first input", True)
    r = Split.apply(x, sep=" ")
    assert isinstance(r, tuple)
    assert [v.data for v in r] == ["a", "b", "c"]
    assert [v.role for v in r] == [f"split part {i} of first input" for i in range(3)]
    for v in r:
        assert v.requires_grad is True
        (edge,) = v.grad_fn.next_functions
        assert edge.node.name() == "AccumulateGrad" and edge.output_nr == 0


def test_16_only_grad_inputs_receive():
    x, y, r = example_1()
    r.backward(V("MY_FEEDBACK", "add gradient"))
    assert len(x.grad) == 1 and y.grad == []


def test_17_two_paths_two_entries():
    a = V("abc_", "first input", True)
    b = a + V("def_", "second input")
    c = b + V("ghi_", "third input")
    d = c + V("jkl_", "fourth input")
    e = Add.apply(a, d)
    e.backward(V("MY_FEEDBACK", "add gradient"))
    assert len(a.grad) == 2


@pytest.mark.parametrize("ra", [False, True])
@pytest.mark.parametrize("rb", [False, True])
def test_20_add_operator_flags(ra, rb):
    c = V("foo", requires_grad=ra) + V("bar", requires_grad=rb)
    assert c.data == "foobar"
    assert c.requires_grad == (ra or rb)
    assert (c.grad_fn is not None) == (ra or rb)


@pytest.mark.parametrize("ra", [False, True])
@pytest.mark.parametrize("rb", [False, True])
def test_21_iadd_in_place(ra, rb):
    a, b = V("foo", requires_grad=ra), V("bar", requires_grad=rb)
    before = id(a)
    a += b
    assert id(a) == before and a.data == "foobar"
    assert (a.grad_fn is not None) == (ra or rb)


def test_21_iadd_has_no_self_loop_and_backprops():
    a, b = V("foo", "a", requires_grad=True), V("bar", "b", requires_grad=True)
    a += b
    first = a.grad_fn.next_functions[0].node
    assert first.name() == "AccumulateGrad" and first.variable is a
    a.backward(V("FB"))
    assert len(b.grad) == 1
    assert len(a._grad) == 1  # the old leaf a got its feedback through its accumulator


def test_22_append_grad_and_clear_in_place():
    v = V("x", requires_grad=True)
    grads = v.grad
    v.append_grad(V("g1"))
    v.append_grad(V("g2"))
    assert len(v.grad) == 2 and v.grad is grads
    v.grad.clear()  # what optimizer.clear_grad() does (tested with the optimizer)
    assert len(v.grad) == 0 and v.grad is grads


def test_23_copy_():
    v = V("abc", "orig", True)
    v.copy_(V(123, "copied", False))
    assert (v.data, v.role, v.requires_grad) == (123, "copied", False)


def test_24_requires_grad_false_makes_leaf():
    v = V("Tellurio", "input variable", True)
    v.requires_grad_(False)
    assert v.is_leaf is True


@pytest.mark.parametrize("rg", [False, True])
def test_25_backward_on_leaf_refused(rg):
    with pytest.raises(
        RuntimeError, match=r"^Variable does not require grad or does not have a grad_fn\.$"
    ):
        V("abc", requires_grad=rg).backward()


def test_26_retain_grad_on_leaf():
    with pytest.raises(RuntimeError, match=r"^Cannot call `retain_grad` on a leaf variable$"):
        V("abc", requires_grad=True).retain_grad()


def test_27_non_leaf_grad_access():
    _, _, r = example_1()
    with pytest.raises(RuntimeError, match=r"^Attempted to access `grad` for a non-leaf Variable"):
        _ = r.grad


def test_28_data_validation():
    with pytest.raises(TypeError, match="not a `tuple`"):
        V((1, 2))
    with pytest.raises(TypeError, match=r"all strings or all numbers \(int, float\)\.$"):
        V([1, "a"])
    with pytest.raises(
        TypeError, match=r"single value \(str, int, float\) or a list of such values\.$"
    ):
        V({})


def test_29_promotion_and_shapes():
    assert V([1, 2.5]).data == [1.0, 2.5]
    assert repr(V([[1, 2], [3]]).shape) == "(2, j)"
    assert V([]).shape == (0,)
    assert V("x").shape == ()


def test_30_add_non_variable():
    with pytest.raises(TypeError, match=r"^Only Variables can be added to each other\.$"):
        V("abc") + "def"


def test_31_repr_and_str():
    v = V("abc", role="x")
    assert repr(v) == "Variable(data=abc, role=x, requires_grad=False)"
    assert str(v) == "variable(abc, role=x, requires_grad=False)"


def test_32_str_truncation():
    assert str(V("a" * 50, role="r")) == (
        "variable(" + "a" * 20 + "..." + "a" * 20 + ", role=r, requires_grad=False)"
    )
    assert str(V([1, 2, 3, 4, 5, 6, 7], role="r")) == (
        "variable([1, 2, 3, ..., 5, 6, 7], role=r, requires_grad=False)"
    )


def test_33_parameter_repr():
    assert repr(cognitive.Parameter("xyz")) == (
        "Parameter containing:\n  Variable(data=xyz, role=None, requires_grad=True)"
    )


def test_34_function_not_instantiable():
    with pytest.raises(RuntimeError) as info:
        Function()
    assert str(info.value).startswith(
        "<class 'afnio_lab.autodiff.function.Function'> should not be instantiated."
    )


def test_35_edge_and_node_reprs():
    assert repr(GradientEdge(None, 0)) == "(None, 0)"
    _, _, r = example_1()
    assert str(r.grad_fn).startswith("<AddBackward0 object at 0x")
    assert repr(r.grad_fn).startswith("<afnio_lab.autodiff.function.AddBackward0 object at 0x")


def test_36_identity_equality():
    assert (V("abc") == V("abc")) is False


def test_37_grad_mode_thread_local_and_immediate():
    seen = []
    with afnio.no_grad():
        t = threading.Thread(target=lambda: seen.append(afnio.is_grad_enabled()))
        t.start()
        t.join()
        assert afnio.is_grad_enabled() is False
    assert seen == [True]
    guard = afnio.set_grad_enabled(False)
    try:
        assert afnio.is_grad_enabled() is False
    finally:
        afnio.set_grad_enabled(True)
    assert guard is not None and afnio.is_grad_enabled() is True


def test_38_deepcopy_non_leaf_refused():
    _, _, r = example_1()
    with pytest.raises(RuntimeError, match="^Only Variables created explicitly by the user"):
        copy.deepcopy(r)


def test_42_message_validation():
    with pytest.raises(
        TypeError, match=r"^`messages` expects a \(list\) of type dict, but got str\.$"
    ):
        validate_multi_turn_messages("x")
    with pytest.raises(ValueError) as info:
        validate_multi_turn_messages([{"role": "u"}])
    assert str(info.value) == (
        "Each message dictionary must contain 'role' and 'content' keys, but got "
        "dict_keys(['role'])."
    )
