"""Every registered backward rule against central finite differences, by iterating the registry.

A rule added with ``@register`` is collected here without a new test: its declared domains
(or its own ``cases``) give the inputs. Tolerance, in float64 with step ``h = 1e-6``:
``|analytic - numeric| <= ATOL + RTOL * |numeric|`` elementwise, ATOL = 1e-7, RTOL = 1e-6.
Each case is run with every differentiable operand requiring grad, then with each one alone
(the others constant), so the ``needs`` branches of every rule are exercised too.
"""

from __future__ import annotations

import zlib
from typing import Any

import numpy as np
import pytest

from afnio_lab.numeric import Tensor, registry, rules
from afnio_lab.numeric.gradcheck import central_differences
from afnio_lab.numeric.registry import Case, Operands, OpKind, Rule

H = 1e-6
ATOL = 1e-7
RTOL = 1e-6

RULES = list(rules())


def _rng(rule: type[Rule]) -> np.random.Generator:
    return np.random.default_rng(zlib.crc32(rule.name.encode()))


def _arrays(rule: type[Rule], case: Case) -> tuple[list[np.ndarray], list[bool]]:
    """The operand arrays of a case and which of them are differentiable."""
    if rule.operands is Operands.SEQUENCE:
        arrays = [np.array(a) for a in case.inputs[0]]
        domains = rule.domains * len(arrays)
    else:
        arrays = [np.array(a) for a in case.inputs]
        domains = rule.domains
    return arrays, [not d.boolean for d in domains]


def _call(rule: type[Rule], ops: list[Any], case: Case) -> Any:
    if rule.operands is Operands.SEQUENCE:
        return rule.call(list(ops), *case.args, **case.kwargs)
    return rule.call(*ops, *case.args, **case.kwargs)


def _numeric_grad(
    rule: type[Rule], arrays: list[np.ndarray], i: int, case: Case, weights: np.ndarray
) -> np.ndarray:
    """d/d arrays[i] of sum(f(arrays) * weights), by the central differences gradcheck uses."""
    return central_differences(lambda moved: _call(rule, moved, case), arrays, i, weights, H)


def _check(rule: type[Rule], case: Case, rng: np.random.Generator, which: set[int]) -> None:
    arrays, differentiable = _arrays(rule, case)
    ops = [
        Tensor(a, requires_grad=i in which) if differentiable[i] else Tensor(a)
        for i, a in enumerate(arrays)
    ]
    out = _call(rule, ops, case)
    assert isinstance(out, Tensor)
    assert out.grad_fn is not None and out.grad_fn.name() == rule.node_name
    expected = np.asarray(_call(rule, arrays, case))
    np.testing.assert_allclose(out.data, expected, rtol=1e-12, atol=0)

    weights = rng.normal(size=out.shape)
    out.backward(weights)
    for i in range(len(arrays)):
        if i not in which:
            assert ops[i].grad is None
            continue
        got = ops[i].grad
        assert isinstance(got, np.ndarray) and got.shape == arrays[i].shape
        want = _numeric_grad(rule, arrays, i, case, weights)
        np.testing.assert_allclose(
            got,
            want,
            rtol=RTOL,
            atol=ATOL,
            err_msg=f"{rule.name}: operand {i}, shapes {[a.shape for a in arrays]}, "
            f"args {case.args}, kwargs {case.kwargs}",
        )


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.name)
def test_rule_matches_central_differences(rule: type[Rule]) -> None:
    rng = _rng(rule)
    cases = rule.cases(rng)
    assert cases, f"{rule.name} declares no test cases"
    for case in cases:
        _, differentiable = _arrays(rule, case)
        diff = {i for i, d in enumerate(differentiable) if d}
        _check(rule, case, rng, diff)
        if len(diff) > 1:
            for i in sorted(diff):
                _check(rule, case, rng, {i})


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.name)
def test_rule_metadata_is_declared(rule: type[Rule]) -> None:
    assert isinstance(rule.kind, OpKind)
    assert rule.node_name.endswith("Backward0")
    assert len(rule.domains) == (rule.arity or 1)
    if rule.kind is OpKind.ELEMENTWISE:
        # the default cases exercise broadcasting: some case has operands of different shapes
        shapes = [{np.shape(a) for a in c.inputs} for c in rule.cases(_rng(rule))]
        assert any(len(s) > 1 for s in shapes) or rule.arity == 1


def test_registry_covers_the_required_ops() -> None:
    names = {r.name for r in RULES}
    required = {
        "add", "subtract", "multiply", "divide", "negative", "power", "square", "sqrt",
        "exp", "log", "sin", "cos", "tanh", "absolute", "maximum", "minimum",
        "sum", "mean", "max", "min", "matmul", "reshape", "transpose", "getitem",
        "concatenate", "stack", "where",
    }  # fmt: skip
    assert required <= names, sorted(required - names)
    kinds = {r.kind for r in RULES}
    assert kinds == set(OpKind)


def test_a_new_rule_is_picked_up_by_iterating_the_registry() -> None:
    """Registering a rule makes it visible to ``rules()`` (so to the suite above)."""

    @registry.register
    class Expm1(Rule):
        name, node_name, kind, arity = "expm1_test_only", "Expm1Backward0", OpKind.ELEMENTWISE, 1
        domains = (registry.REAL,)
        numpy = (np.expm1,)

        @staticmethod
        def forward(a: Any) -> tuple[Any, Any]:
            return np.expm1(a), a

        @staticmethod
        def backward(saved: Any, g: Any, needs: tuple[bool, ...]) -> tuple[Any, ...]:
            return (g * np.exp(saved),)

    try:
        assert Expm1 in list(rules())
        rng = np.random.default_rng(0)
        for case in Expm1.cases(rng):
            _check(Expm1, case, rng, {0})
    finally:
        registry._RULES.pop(Expm1.name)
        registry._BY_CALLABLE.pop(np.expm1)


def test_register_rejects_inconsistent_metadata() -> None:

    with pytest.raises(ValueError, match="arity 2 but 1 domain"):

        @registry.register
        class Bad(Rule):
            name, node_name, kind, arity = "bad_rule", "BadBackward0", OpKind.ELEMENTWISE, 2
            domains = (registry.REAL,)

    with pytest.raises(ValueError, match="already registered"):

        @registry.register
        class Dup(Rule):
            name, node_name, kind, arity = "add", "AddBackward0", OpKind.ELEMENTWISE, 2
            domains = (registry.REAL, registry.REAL)


def test_the_check_catches_a_wrong_rule() -> None:
    """The suite can fail: a rule with a subtly wrong derivative is rejected."""

    @registry.register
    class WrongSin(Rule):
        name, node_name, kind, arity = "sin_wrong_test_only", "SinBackward0", OpKind.ELEMENTWISE, 1
        domains = (registry.REAL,)
        numpy = (np.sin,)

        @staticmethod
        def forward(a: Any) -> tuple[Any, Any]:
            return np.sin(a), a

        @staticmethod
        def backward(saved: Any, g: Any, needs: tuple[bool, ...]) -> tuple[Any, ...]:
            return (g * np.cos(saved) * (1 + 1e-4),)  # 0.01% off

    try:
        rng = np.random.default_rng(1)
        with pytest.raises(AssertionError, match="sin_wrong_test_only"):
            for case in WrongSin.cases(rng):
                _check(WrongSin, case, rng, {0})
    finally:
        registry._RULES.pop(WrongSin.name)
        registry._BY_CALLABLE[np.sin] = registry._RULES["sin"]
