"""Property tests for Add, Sum and Split over random strings, numbers, mixed and batched data."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from afnio_lab.autodiff.basic_ops import GRAD_DATA, GRAD_ROLE, Add, Split, Sum
from afnio_lab.autodiff.variable import Variable

texts = st.text(max_size=12)
roles = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=8)
ints = st.integers(-1000, 1000)
floats = st.floats(-1e6, 1e6, allow_nan=False)
numbers = st.one_of(ints, floats)
scalars = st.one_of(texts, numbers)
fast = settings(max_examples=60, deadline=None)


def expected_add(a, b):
    if isinstance(a, str) or isinstance(b, str):
        return f"{a}{b}"
    return a + b


@fast
@given(a=scalars, b=scalars, ra=roles, rb=roles, rg=st.booleans())
def test_add_scalars(a, b, ra, rb, rg):
    x, y = Variable(a, ra, rg), Variable(b, rb)
    r = Add.apply(x, y)
    assert r.data == expected_add(a, b)
    assert r.role == f"{ra} and {rb}"
    assert r.requires_grad is rg
    if rg:
        r.backward(Variable("FB", "g"))
        (g,) = x.grad
        assert g.data == GRAD_DATA.format(role=ra, feedback="FB")
        assert g.role == GRAD_ROLE.format(role=ra)
        assert y.grad == []


@fast
@given(st.lists(st.tuples(scalars, scalars), min_size=1, max_size=6))
def test_add_batched_is_positionwise(pairs):
    xs = [a for a, _ in pairs]
    ys = [b for _, b in pairs]
    # a batch is all-strings or all-numbers (Variable validation): keep one kind per side
    if len({isinstance(v, str) for v in xs}) > 1 or len({isinstance(v, str) for v in ys}) > 1:
        xs = [str(v) for v in xs]
        ys = [str(v) for v in ys]
    r = Add.apply(Variable(xs, "x", True), Variable(ys, "y"))
    expected = Variable(
        [expected_add(a, b) for a, b in zip(Variable(xs).data, Variable(ys).data)]
    ).data
    assert r.data == expected


@fast
@given(st.lists(scalars, min_size=1, max_size=4), st.lists(scalars, min_size=1, max_size=4))
def test_add_length_and_shape_errors(xs, ys):
    xs, ys = [str(v) for v in xs], [str(v) for v in ys]
    if len(xs) != len(ys):
        with pytest.raises(ValueError, match="same length"):
            Add.apply(Variable(xs), Variable(ys))
    with pytest.raises(ValueError, match="scalar with a list"):
        Add.apply(Variable("s"), Variable(ys))


@fast
@given(st.lists(st.tuples(scalars, roles, st.booleans()), min_size=1, max_size=5))
def test_sum_scalars(items):
    vs = [Variable(d, r, g) for d, r, g in items]
    out = Sum.apply(vs)
    data = [d for d, _, _ in items]
    if all(not isinstance(d, str) for d in data):
        total = data[0]
        for d in data[1:]:
            total = total + d
        assert out.data == total
    else:
        assert out.data == "".join(f"<ITEM>{d}</ITEM>" for d in data)
    assert out.role == " and ".join(r for _, r, _ in items)
    if any(g for _, _, g in items):
        out.backward(Variable("FB"))
        for v, (_, role, g) in zip(vs, items):
            if g:
                assert [x.data for x in v.grad] == [GRAD_DATA.format(role=role, feedback="FB")]
            else:
                assert v.grad == []


@fast
@given(st.integers(1, 4), st.integers(1, 5), st.data())
def test_sum_batched(n_vars, length, data):
    kind = data.draw(st.sampled_from(["str", "num"]))
    elem = texts if kind == "str" else numbers
    columns = [data.draw(st.lists(elem, min_size=length, max_size=length)) for _ in range(n_vars)]
    out = Sum.apply([Variable(c, f"v{i}") for i, c in enumerate(columns)])
    columns = [Variable(c).data for c in columns]
    for j in range(length):
        items = [c[j] for c in columns]
        if kind == "str":
            assert out.data[j] == "".join(f"<ITEM>{i}</ITEM>" for i in items)
        else:
            assert out.data[j] == pytest.approx(sum(items))


@fast
@given(st.lists(st.text(max_size=3), min_size=2, max_size=3))
def test_sum_rejects_ragged_and_mixed(lists):
    with pytest.raises(ValueError, match="scalars with lists"):
        Sum.apply([Variable("s"), Variable(lists)])
    with pytest.raises(ValueError, match="same length"):
        Sum.apply([Variable(lists), Variable(lists[:-1])])
    with pytest.raises(TypeError, match="element 1 is str"):
        Sum.apply([Variable("a"), "b"])


sentences = st.text(alphabet="ab ,.", max_size=15)
seps = st.one_of(st.none(), st.sampled_from([" ", ",", "ab", "."]))


@fast
@given(sentences, seps, st.integers(-1, 3), roles)
def test_split_scalar_matches_str_split(text, sep, maxsplit, role):
    x = Variable(text, role, True)
    parts = Split.apply(x, sep=sep, maxsplit=maxsplit)
    assert isinstance(parts, tuple)
    assert [p.data for p in parts] == text.split(sep, maxsplit)
    assert [p.role for p in parts] == [f"split part {i} of {role}" for i in range(len(parts))]
    assert [p.output_nr for p in parts] == list(range(len(parts)))
    if parts:
        k = len(parts) - 1
        parts[k].backward(Variable("FB"))
        items = "".join("<ITEM>FB</ITEM>" if i == k else "<ITEM></ITEM>" for i in range(len(parts)))
        assert [g.data for g in x.grad] == [GRAD_DATA.format(role=role, feedback=items)]


@fast
@given(st.lists(sentences, min_size=1, max_size=4), seps)
def test_split_batched_pads_with_empty_strings(texts_, sep):
    parts = Split.apply(Variable(texts_, "s"), sep=sep)
    split = [t.split(sep) for t in texts_]
    assert len(parts) == max(len(s) for s in split)
    for i, p in enumerate(parts):
        assert p.data == [s[i] if i < len(s) else "" for s in split]


@fast
@given(st.one_of(ints, floats, st.lists(ints, min_size=1, max_size=3)))
def test_split_rejects_non_text(data):
    with pytest.raises(TypeError, match="must be a str or a list of str"):
        Split.apply(Variable(data))


def test_split_rejects_bad_sep_and_maxsplit():
    with pytest.raises(TypeError, match="`sep` must be None, a str"):
        Split.apply(Variable("a b"), sep=3)
    with pytest.raises(TypeError, match="`maxsplit` must be an int"):
        Split.apply(Variable("a b"), maxsplit="1")
    parts = Split.apply(Variable("a-b-c"), sep=Variable("-"), maxsplit=Variable(1))
    assert [p.data for p in parts] == ["a", "b-c"]


@pytest.mark.parametrize(
    "bad, message",
    [
        ((1, 2), "not a `tuple`"),
        ([("a",)], "not a `tuple`"),
        ({"a": 1}, "single value"),
        ([1, "a"], "all strings or all numbers"),
        ([[1], ["a"]], "all strings or all numbers"),
        ([object()], "single value"),
    ],
)
def test_variable_rejects_bad_data(bad, message):
    with pytest.raises(TypeError, match=message):
        Variable(bad)
    v = Variable("ok")
    with pytest.raises(TypeError, match=message):
        v.data = bad
    assert v.data == "ok"


def test_none_samples_are_named_in_ops():
    with pytest.raises(TypeError, match="first input holds None"):
        Add.apply(Variable(None), Variable("a"))
    with pytest.raises(TypeError, match="element 1 holds None"):
        Sum.apply([Variable(["a"]), Variable([None])])
