"""The registry of backward rules: one class per differentiable op, with declared metadata.

A rule states what the op is (``kind``, ``arity``, which numpy callables reach it), where its
inputs may live (``domains``, used to sample test inputs), how to run it (``forward`` returns
the output and what backward needs) and how to differentiate it (``backward``). Tests iterate
:func:`rules` and check every entry against finite differences, so a new rule is tested as
soon as it is registered: elementwise and reduction rules get sampled inputs for free, other
kinds say how to sample theirs in :meth:`Rule.cases`.
"""

from __future__ import annotations

import enum
import inspect
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

import numpy as np


class OpKind(str, enum.Enum):
    """What an op does to its inputs; decides the default test cases and broadcast handling."""

    ELEMENTWISE = "elementwise"  # output[i] depends on input[i] (after broadcasting)
    REDUCTION = "reduction"  # folds axes away: sum, mean, max
    MOVEMENT = "movement"  # moves or selects elements: reshape, index, concatenate
    LINALG = "linalg"  # linear algebra: matmul


class Operands(str, enum.Enum):
    """Which call arguments are the op's array operands (the rest are plain parameters)."""

    ALL = "all"  # every positional argument (ufuncs, ``np.where``)
    FIRST = "first"  # the first argument; the rest are parameters (``np.sum(x, axis)``)
    SEQUENCE = "sequence"  # the first argument is a sequence of operands (``np.stack``)


@dataclass(frozen=True)
class Domain:
    """Where an input is sampled for tests: away from poles, kinks and branch cuts."""

    name: str
    low: float = -2.0
    high: float = 2.0
    min_abs: float = 0.0  # keep |x| at least this far from zero
    boolean: bool = False  # a condition mask, not differentiable

    def sample(self, rng: np.random.Generator, shape: tuple[int, ...]) -> np.ndarray:
        if self.boolean:
            return rng.random(shape) < 0.5
        x = rng.uniform(self.low, self.high, size=shape)
        if self.min_abs:
            x = np.where(np.abs(x) < self.min_abs, np.copysign(self.min_abs, x) * 2, x)
        return np.asarray(x, dtype=np.float64)


REAL = Domain("real")
POSITIVE = Domain("positive", 0.3, 2.0)
NONZERO = Domain("nonzero", -2.0, 2.0, min_abs=0.3)
CONDITION = Domain("condition", boolean=True)


class NotCovered(Exception):
    """Raised by a rule's forward for a call it does not differentiate (e.g. N-D ``np.dot``).

    The call is then computed without a graph, or refused with this reason if a gradient
    would be needed.
    """


@dataclass
class Case:
    """One test call: operand arrays plus the extra arguments the op takes."""

    inputs: tuple[Any, ...]  # arrays (for sequence ops: one tuple of arrays)
    args: tuple[Any, ...] = ()
    kwargs: dict[str, Any] = field(default_factory=dict)


class Rule:
    """Base class of backward rules. Subclass, fill in the metadata, decorate with ``@register``.

    ``forward(*operands, *params)`` gets plain numpy values and returns ``(output, saved)``.
    ``backward(saved, grad, needs)`` returns one gradient per operand (None where
    ``needs[i]`` is False). Elementwise rules may return full-shape gradients: the node sums
    them back to each input's shape (broadcasting), so rules never deal with that.
    """

    name: ClassVar[str]  # forward name, e.g. "multiply"
    node_name: ClassVar[str]  # backward node name, e.g. "MulBackward0"
    kind: ClassVar[OpKind]
    arity: ClassVar[int | None]  # number of operands; None = any (sequence ops)
    domains: ClassVar[tuple[Domain, ...]]  # per operand (one entry for sequence ops)
    operands: ClassVar[Operands] = Operands.ALL
    numpy: ClassVar[tuple[Callable[..., Any], ...]] = ()  # numpy callables dispatching here
    # Filled by ``register`` from the forward signature:
    params: ClassVar[frozenset[str]] = frozenset()
    max_positional: ClassVar[int] = 0

    @staticmethod
    def forward(*args: Any, **kwargs: Any) -> tuple[Any, Any]:
        raise NotImplementedError

    @staticmethod
    def backward(saved: Any, grad: Any, needs: tuple[bool, ...]) -> tuple[Any, ...]:
        raise NotImplementedError

    @classmethod
    def call(cls, *args: Any, **kwargs: Any) -> Any:
        """Call the op the way users do (the first numpy callable); works on arrays too."""
        return cls.numpy[0](*args, **kwargs)

    @classmethod
    def cases(cls, rng: np.random.Generator) -> list[Case]:
        """Inputs for the finite-difference tests (defaults exist for elementwise/reduction)."""
        if cls.kind is OpKind.ELEMENTWISE:
            return elementwise_cases(cls, rng)
        if cls.kind is OpKind.REDUCTION:
            return reduction_cases(cls, rng)
        raise NotImplementedError(
            f"Rule {cls.name!r} ({cls.kind.value}) must define `cases(rng)` so the "
            "finite-difference suite can test it."
        )


R = TypeVar("R", bound=type[Rule])

_RULES: dict[str, type[Rule]] = {}
_BY_CALLABLE: dict[Any, type[Rule]] = {}
_REDUCE_METHODS: dict[Any, type[Rule]] = {}


def register(rule: R) -> R:
    """Check a rule's metadata and make it reachable from its numpy callables."""
    for attr in ("name", "node_name", "kind", "arity", "domains"):
        if not hasattr(rule, attr):
            raise TypeError(f"Rule {rule.__name__} must declare `{attr}`.")
    if not isinstance(rule.kind, OpKind):
        raise TypeError(f"Rule {rule.name!r}: `kind` must be an OpKind, got {rule.kind!r}.")
    if not rule.node_name.endswith("Backward0"):
        raise ValueError(f"Rule {rule.name!r}: node names end in 'Backward0', e.g. MulBackward0.")
    expected = 1 if rule.arity is None else rule.arity
    if len(rule.domains) != expected:
        raise ValueError(
            f"Rule {rule.name!r} declares arity {rule.arity} but {len(rule.domains)} domain(s)."
        )
    if rule.name in _RULES:
        raise ValueError(f"A rule named {rule.name!r} is already registered.")
    sig = inspect.signature(rule.forward)
    n_ops = 1 if rule.operands is not Operands.ALL else (rule.arity or 0)
    params = list(sig.parameters.values())[n_ops:]
    rule.params = frozenset(p.name for p in params if p.kind is not p.POSITIONAL_ONLY)
    rule.max_positional = n_ops + sum(
        p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) for p in params
    )
    _RULES[rule.name] = rule
    for fn in rule.numpy:
        _BY_CALLABLE[fn] = rule
    return rule


def register_reduce_method(ufunc: np.ufunc, rule: type[Rule]) -> None:
    """Route ``ufunc.reduce`` (e.g. ``np.add.reduce``) to a reduction rule."""
    _REDUCE_METHODS[ufunc] = rule


def rules() -> Iterator[type[Rule]]:
    """Every registered rule, in registration order."""
    _load_builtin_rules()
    return iter(list(_RULES.values()))


def get_rule(name: str) -> type[Rule]:
    """The rule registered under ``name`` (e.g. ``"matmul"``)."""
    _load_builtin_rules()
    try:
        return _RULES[name]
    except KeyError:
        raise KeyError(
            f"No backward rule named {name!r}; registered: {', '.join(sorted(_RULES))}."
        ) from None


def rule_for(fn: Any) -> type[Rule] | None:
    """The rule numpy callable ``fn`` dispatches to, or None."""
    return _BY_CALLABLE.get(fn)


def rule_for_reduce(ufunc: Any) -> type[Rule] | None:
    return _REDUCE_METHODS.get(ufunc)


def _load_builtin_rules() -> None:
    # local: cycle (numeric.rules -> registry: each rule registers itself on import)
    import afnio_lab.numeric.rules  # noqa: F401


# -- default test cases ------------------------------------------------------------------------

# Fixed shape patterns first (so every rule sees scalars, equal shapes and broadcasting), then
# random ones.
_FIXED_BROADCASTS: dict[int, list[list[tuple[int, ...]]]] = {
    1: [[()], [(3,)], [(2, 3)], [(2, 1, 3)]],
    2: [
        [(), ()],
        [(3,), (3,)],
        [(2, 3), (3,)],
        [(2, 1), (1, 3)],
        [(), (2, 2)],
        [(4, 1, 3), (2, 1)],
    ],
    3: [[(), (), ()], [(2, 3), (3,), (2, 1)], [(3,), (2, 3), ()]],
}


def random_broadcast_shapes(rng: np.random.Generator, n: int) -> list[tuple[int, ...]]:
    """``n`` shapes that broadcast together: trailing pieces of one shape, some axes set to 1."""
    ndim = int(rng.integers(0, 4))
    full = [int(d) for d in rng.integers(1, 5, size=ndim)]
    shapes = []
    for _ in range(n):
        keep = int(rng.integers(0, ndim + 1))
        shape = [1 if rng.random() < 0.3 else d for d in full[ndim - keep :]]
        shapes.append(tuple(shape))
    return shapes


def elementwise_cases(rule: type[Rule], rng: np.random.Generator, n_random: int = 4) -> list[Case]:
    n = rule.arity or 1
    patterns = list(_FIXED_BROADCASTS.get(n, []))
    patterns += [random_broadcast_shapes(rng, n) for _ in range(n_random)]
    return [
        Case(tuple(d.sample(rng, s) for d, s in zip(rule.domains, shapes))) for shapes in patterns
    ]


def reduction_cases(rule: type[Rule], rng: np.random.Generator) -> list[Case]:
    domain = rule.domains[0]
    specs: list[tuple[tuple[int, ...], Any]] = [
        ((), None),
        ((5,), None),
        ((5,), 0),
        ((3, 4), 0),
        ((3, 4), -1),
        ((3, 4), None),
        ((2, 3, 4), (0, 2)),
        ((2, 3, 4), 1),
    ]
    cases = []
    for i, (shape, axis) in enumerate(specs):
        kwargs: dict[str, Any] = {"keepdims": bool(i % 2)}
        if axis is not None:
            kwargs["axis"] = axis
        cases.append(Case((domain.sample(rng, shape),), kwargs=kwargs))
    return cases


__all__ = [
    "CONDITION",
    "NONZERO",
    "POSITIVE",
    "REAL",
    "Case",
    "Domain",
    "NotCovered",
    "OpKind",
    "Operands",
    "Rule",
    "get_rule",
    "register",
    "rule_for",
    "rules",
]
