"""Module wrappers Add/Sum/Split (spec §7.2) and conformance examples 39 and 41."""

from __future__ import annotations

from typing import Any

import pytest

import afnio_lab as afnio
import afnio_lab.cognitive as cog
from afnio_lab.cognitive.module import Module

V = afnio.Variable


def test_exports() -> None:
    for name in ("Module", "Parameter", "Add", "Sum", "Split", "functional"):
        assert name in cog.__all__ and hasattr(cog, name)
    assert cog.Module is Module
    assert all(issubclass(c, Module) for c in (cog.Add, cog.Sum, cog.Split))


# -- conformance example 39 ---------------------------------------------------------------------
def test_example_39_sum_module() -> None:
    r = cog.Sum()([V("abc", "input1"), V("def", "input2"), V("ghi", "input3")])
    assert r.data == "<ITEM>abc</ITEM><ITEM>def</ITEM><ITEM>ghi</ITEM>"
    assert r.role == "input1 and input2 and input3"


# -- conformance example 41 ---------------------------------------------------------------------
class M(cog.Module):
    def __init__(self) -> None:
        super().__init__()
        self.p = cog.Parameter("sys", role="system prompt")
        self.v = V("tmpl")
        self.chat = [{"role": "system", "content": [self.p]}]
        self.cfg = {"model": "x"}
        self.sub = cog.Split()


def test_example_41_module_registration() -> None:
    m = M()
    assert [n for n, _ in m.named_parameters()] == ["p"]
    assert [n for n, _ in m.named_chats()] == ["chat"]
    assert [n for n, _ in m.named_buffers()] == []
    assert list(m.state_dict().keys()) == ["p", "chat", "cfg"]
    assert repr(m) == "M(\n  (sub): Split()\n)"
    with pytest.raises(TypeError) as exc:
        m.p = "str"
    # Spec §12: afnio_lab's own path where afnio prints "afnio.cognitive.Parameter".
    assert str(exc.value) == (
        "Cannot assign 'str' as parameter 'p' (afnio_lab.cognitive.Parameter or None expected)."
    )


# -- Add ----------------------------------------------------------------------------------------
def test_add_module_forward_and_backward() -> None:
    x = V("abc", "first input", True)
    y = V("def", "second input", False)
    r = cog.Add()(x, y)
    assert (r.data, r.role, r.requires_grad) == ("abcdef", "first input and second input", True)
    assert r.grad_fn is not None and r.grad_fn.name() == "AddBackward0"
    r.backward(V("MY_FEEDBACK", "add gradient"))
    assert x.grad[0].data == (
        "Here is the combined feedback we got for this specific first input and other "
        "variables: MY_FEEDBACK"
    )
    assert y.grad == []


def test_add_module_has_no_members() -> None:
    add = cog.Add()
    add(V(1), V(2))
    assert repr(add) == "Add()" and list(add.state_dict()) == []


# -- Sum ----------------------------------------------------------------------------------------
def test_sum_module_numbers_and_lists() -> None:
    assert cog.Sum()([V(1), V(2.5)]).data == 3.5
    assert cog.Sum()([V([1, 2]), V([3, 4])]).data == [4, 6]


@pytest.mark.parametrize("bad", [[V("a"), "b"], V("a"), ("a",), None])
def test_sum_module_guard(bad: Any) -> None:
    with pytest.raises(TypeError) as exc:
        cog.Sum()(bad)
    assert str(exc.value) == "All inputs must be instances of 'Variable'."


# -- Split --------------------------------------------------------------------------------------
def test_split_module_doc_example() -> None:
    r = cog.Split()(V("Afnio is great!", "sentence"), " ", 1)
    assert [v.data for v in r] == ["Afnio", "is great!"]
    assert [v.role for v in r] == ["split part 0 of sentence", "split part 1 of sentence"]


def test_split_module_registers_wrapped_buffers() -> None:
    split = cog.Split()
    assert "sep" in split._buffers and "maxsplit" in split._buffers
    assert list(split.named_buffers()) == []
    split(V("a b c"), " ", 1)
    assert isinstance(split.sep, V) and split.sep.data == " "
    assert isinstance(split.maxsplit, V) and split.maxsplit.data == 1
    assert [n for n, _ in split.named_buffers()] == ["sep", "maxsplit"]
    assert [k for k in split.state_dict()] == ["sep", "maxsplit"]


def test_split_module_defaults_and_variable_args() -> None:
    split = cog.Split()
    r = split(V("a  b\tc"))
    assert [v.data for v in r] == ["a", "b", "c"]
    assert split.sep is None and split.maxsplit.data == -1
    sep = V(",")
    r = split(V("x,y,z"), sep, V(1))
    assert split.sep is sep
    assert [v.data for v in r] == ["x", "y,z"]


def test_split_module_adds_none_edges_for_wrapped_args() -> None:
    x = V("a b", "s", True)
    r = cog.Split()(x, " ")
    edges = r[0].grad_fn.next_functions
    assert len(edges) == 3
    assert edges[1].node is None and edges[2].node is None


def test_split_module_batch_and_backward() -> None:
    x = V(["afnio is great!", "Deep learning"], "sentences", True)
    r = cog.Split()(x, " ", 2)
    assert [v.data for v in r] == [["afnio", "Deep"], ["is", "learning"], ["great!", ""]]
    r[1].backward(V("MY_FEEDBACK", "gradient"))
    assert x.grad[0].data == (
        "Here is the combined feedback we got for this specific sentences and other variables: "
        "<ITEM></ITEM><ITEM>MY_FEEDBACK</ITEM><ITEM></ITEM>"
    )


def test_split_module_bad_sep_type() -> None:
    with pytest.raises(TypeError, match="sep"):
        cog.Split()(V("a b"), 5)
