"""Elementwise rules: the gradient of ``out[i]`` only involves ``inputs[i]``.

Rules return full-shape gradients; the node sums them back over broadcast axes. Each rule
saves only what its backward reads (inputs or output, whichever is cheaper to use).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from afnio_lab.numeric.registry import (
    CONDITION,
    NONZERO,
    POSITIVE,
    REAL,
    OpKind,
    Rule,
    register,
)

EW = OpKind.ELEMENTWISE
Needs = tuple[bool, ...]


@register
class Add(Rule):
    name, node_name, kind, arity, domains = "add", "AddBackward0", EW, 2, (REAL, REAL)
    numpy = (np.add,)

    @staticmethod
    def forward(a: Any, b: Any) -> tuple[Any, Any]:
        return np.add(a, b), None

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        return g, g


@register
class Subtract(Rule):
    name, node_name, kind, arity, domains = "subtract", "SubBackward0", EW, 2, (REAL, REAL)
    numpy = (np.subtract,)

    @staticmethod
    def forward(a: Any, b: Any) -> tuple[Any, Any]:
        return np.subtract(a, b), None

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        return g, (-g if needs[1] else None)


@register
class Multiply(Rule):
    name, node_name, kind, arity, domains = "multiply", "MulBackward0", EW, 2, (REAL, REAL)
    numpy = (np.multiply,)

    @staticmethod
    def forward(a: Any, b: Any) -> tuple[Any, Any]:
        return np.multiply(a, b), (a, b)

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        a, b = saved
        return (g * b if needs[0] else None), (g * a if needs[1] else None)


@register
class Divide(Rule):
    name, node_name, kind, arity, domains = "divide", "DivBackward0", EW, 2, (REAL, NONZERO)
    numpy = (np.divide,)

    @staticmethod
    def forward(a: Any, b: Any) -> tuple[Any, Any]:
        out = np.divide(a, b)
        return out, (b, out)

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        b, out = saved
        ga = g / b if needs[0] else None
        return ga, (-(ga if ga is not None else g / b) * out if needs[1] else None)


@register
class Negative(Rule):
    name, node_name, kind, arity, domains = "negative", "NegBackward0", EW, 1, (REAL,)
    numpy = (np.negative,)

    @staticmethod
    def forward(a: Any) -> tuple[Any, Any]:
        return np.negative(a), None

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        return (-g,)


@register
class Power(Rule):
    """``a ** b``; the base must be positive where the exponent requires a gradient."""

    name, node_name, kind, arity, domains = "power", "PowBackward0", EW, 2, (POSITIVE, REAL)
    numpy = (np.power,)

    @staticmethod
    def forward(a: Any, b: Any) -> tuple[Any, Any]:
        out = np.power(a, b)
        return out, (a, b, out)

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        a, b, out = saved
        ga = g * b * np.power(a, b - 1) if needs[0] else None
        gb = g * out * np.log(a) if needs[1] else None
        return ga, gb


@register
class Square(Rule):
    name, node_name, kind, arity, domains = "square", "SquareBackward0", EW, 1, (REAL,)
    numpy = (np.square,)

    @staticmethod
    def forward(a: Any) -> tuple[Any, Any]:
        return np.square(a), a

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        return (2.0 * g * saved,)


@register
class Sqrt(Rule):
    name, node_name, kind, arity, domains = "sqrt", "SqrtBackward0", EW, 1, (POSITIVE,)
    numpy = (np.sqrt,)

    @staticmethod
    def forward(a: Any) -> tuple[Any, Any]:
        out = np.sqrt(a)
        return out, out

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        return (g / (2.0 * saved),)


@register
class Exp(Rule):
    name, node_name, kind, arity, domains = "exp", "ExpBackward0", EW, 1, (REAL,)
    numpy = (np.exp,)

    @staticmethod
    def forward(a: Any) -> tuple[Any, Any]:
        out = np.exp(a)
        return out, out

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        return (g * saved,)


@register
class Log(Rule):
    name, node_name, kind, arity, domains = "log", "LogBackward0", EW, 1, (POSITIVE,)
    numpy = (np.log,)

    @staticmethod
    def forward(a: Any) -> tuple[Any, Any]:
        return np.log(a), a

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        return (g / saved,)


@register
class Sin(Rule):
    name, node_name, kind, arity, domains = "sin", "SinBackward0", EW, 1, (REAL,)
    numpy = (np.sin,)

    @staticmethod
    def forward(a: Any) -> tuple[Any, Any]:
        return np.sin(a), a

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        return (g * np.cos(saved),)


@register
class Cos(Rule):
    name, node_name, kind, arity, domains = "cos", "CosBackward0", EW, 1, (REAL,)
    numpy = (np.cos,)

    @staticmethod
    def forward(a: Any) -> tuple[Any, Any]:
        return np.cos(a), a

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        return (-g * np.sin(saved),)


@register
class Tanh(Rule):
    name, node_name, kind, arity, domains = "tanh", "TanhBackward0", EW, 1, (REAL,)
    numpy = (np.tanh,)

    @staticmethod
    def forward(a: Any) -> tuple[Any, Any]:
        out = np.tanh(a)
        return out, out

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        return (g * (1.0 - saved * saved),)


@register
class Absolute(Rule):
    """``|a|``; at exactly 0 the gradient is 0 (the middle of the subgradient interval)."""

    name, node_name, kind, arity, domains = "absolute", "AbsBackward0", EW, 1, (NONZERO,)
    numpy = (np.absolute,)

    @staticmethod
    def forward(a: Any) -> tuple[Any, Any]:
        return np.absolute(a), a

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        return (g * np.sign(saved),)


def _masks(winner: Any, tie: Any) -> tuple[Any, Any]:
    """What max/min backward needs: who won, and the ties (None when there are none).

    Saved instead of the inputs: two boolean masks are an eighth of a float64 input's size.
    """
    return winner, (tie if tie.any() else None)


def _route(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
    """Send ``g`` to the winning side; at ties each side gets half (the mean subgradient)."""
    winner, tie = saved
    if tie is None:
        return (g * winner if needs[0] else None), (g * ~winner if needs[1] else None)
    wa = winner + 0.5 * tie
    return (g * wa if needs[0] else None), (g * (1.0 - wa) if needs[1] else None)


@register
class Maximum(Rule):
    name, node_name, kind, arity, domains = "maximum", "MaximumBackward0", EW, 2, (REAL, REAL)
    numpy = (np.maximum,)

    @staticmethod
    def forward(a: Any, b: Any) -> tuple[Any, Any]:
        return np.maximum(a, b), _masks(np.greater(a, b), np.equal(a, b))

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        return _route(saved, g, needs)


@register
class Minimum(Rule):
    name, node_name, kind, arity, domains = "minimum", "MinimumBackward0", EW, 2, (REAL, REAL)
    numpy = (np.minimum,)

    @staticmethod
    def forward(a: Any, b: Any) -> tuple[Any, Any]:
        return np.minimum(a, b), _masks(np.less(a, b), np.equal(a, b))

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        return _route(saved, g, needs)


@register
class Logaddexp(Rule):
    """``log(exp(a) + exp(b))`` without overflow (softplus is ``logaddexp(0, x)``)."""

    name, node_name, kind, arity = "logaddexp", "LogaddexpBackward0", EW, 2
    domains = (REAL, REAL)
    numpy = (np.logaddexp,)

    @staticmethod
    def forward(a: Any, b: Any) -> tuple[Any, Any]:
        out = np.logaddexp(a, b)
        return out, (a, b, out)

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        a, b, out = saved
        ga = g * np.exp(np.subtract(a, out)) if needs[0] else None
        gb = g * np.exp(np.subtract(b, out)) if needs[1] else None
        return ga, gb


@register
class Where(Rule):
    """``np.where(cond, a, b)``: the gradient goes to whichever side was chosen."""

    name, node_name, kind, arity = "where", "WhereBackward0", EW, 3
    domains = (CONDITION, REAL, REAL)
    numpy = (np.where,)

    @staticmethod
    def forward(cond: Any, a: Any, b: Any) -> tuple[Any, Any]:
        return np.where(cond, a, b), cond

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        cond = saved
        ga = np.where(cond, g, 0.0) if needs[1] else None
        gb = np.where(cond, 0.0, g) if needs[2] else None
        return None, ga, gb


__all__ = [
    "Absolute",
    "Add",
    "Cos",
    "Divide",
    "Exp",
    "Log",
    "Logaddexp",
    "Maximum",
    "Minimum",
    "Multiply",
    "Negative",
    "Power",
    "Sin",
    "Sqrt",
    "Square",
    "Subtract",
    "Tanh",
    "Where",
]
