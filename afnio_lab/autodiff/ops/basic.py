"""``Add``, ``Sum`` and ``Split``: the ops that need no language model.

Forward combines data (numbers add, strings concatenate or are wrapped in ``<ITEM>`` tags);
backward passes the incoming feedback on to each input, wrapped in a sentence naming that
input's role. Strings are afnio's exactly (spec §6).
"""

from __future__ import annotations

from typing import Any

from afnio_lab.autodiff.function import Function
from afnio_lab.autodiff.variable import Variable

GRAD_DATA = (
    "Here is the combined feedback we got for this specific {role} and other variables: {feedback}"
)
GRAD_ROLE = "feedback to {role}"


def _is_number(x: Any) -> bool:
    return isinstance(x, (int, float))


def _feedback(role: str, grad_output: Any) -> Variable:
    return Variable(
        data=GRAD_DATA.format(role=role, feedback=grad_output.data),
        role=GRAD_ROLE.format(role=role),
    )


def _check_grad_output(op: str, grad_output: Any) -> None:
    if not isinstance(grad_output, Variable):
        raise TypeError(
            f"{op}.backward expects a Variable as the gradient, got {type(grad_output).__name__}."
        )


def _check_not_none(op: str, data: Any, where: str) -> None:
    if data is None or (isinstance(data, list) and any(d is None for d in data)):
        raise TypeError(
            f"{op}: {where} holds None (a missing sample); fill it in before combining."
        )


def _check_flat(op: str, data: Any, where: str) -> None:
    """Ops combine scalars or flat lists position by position: a nested list has no rule
    (``str()`` of it would silently become text such as ``"['a']['b']"``)."""
    if isinstance(data, list):
        for i, item in enumerate(data):
            if isinstance(item, list):
                raise TypeError(
                    f"{op}: item {i} of {where} is itself a list; {op} combines scalars or "
                    "flat lists position by position. Combine the inner lists one by one "
                    "(or flatten them) first."
                )


def _add_scalars(a: Any, b: Any) -> Any:
    if _is_number(a) and _is_number(b):
        return a + b
    return f"{a}{b}"


def _add_data(xd: Any, yd: Any, x: Variable, y: Variable) -> Any:
    _check_not_none("Add", xd, "the first input")
    _check_not_none("Add", yd, "the second input")
    _check_flat("Add", xd, "the first input")
    _check_flat("Add", yd, "the second input")
    xl, yl = isinstance(xd, list), isinstance(yd, list)
    if xl != yl:
        raise ValueError(
            "Add cannot combine a scalar with a list: both inputs must be scalars or both "
            f"lists of the same length (got shapes {x.shape} and {y.shape})."
        )
    if xl:
        if len(xd) != len(yd):
            raise ValueError(f"Add needs lists of the same length, got {len(xd)} and {len(yd)}.")
        return [_add_scalars(a, b) for a, b in zip(xd, yd)]
    return _add_scalars(xd, yd)


class Add(Function):
    """``x + y``: numbers add, strings concatenate, lists combine position by position."""

    inline_backward = True

    @staticmethod
    def forward(ctx: Any, x: Variable, y: Variable) -> Variable:
        if not isinstance(x, Variable) or not isinstance(y, Variable):
            raise TypeError(
                f"Add expects two Variables, got {type(x).__name__} and {type(y).__name__}."
            )
        xd, yd = x.data, y.data
        if type(xd) is str and type(yd) is str:  # the common case, kept cheap
            data: Any = xd + yd
        else:
            data = _add_data(xd, yd, x, y)
        ctx.roles = (x.role, y.role)
        return Variable(data=data, role=f"{x.role} and {y.role}")

    @staticmethod
    def backward(ctx: Any, grad_output: Variable) -> tuple[Variable | None, ...]:
        _check_grad_output("Add", grad_output)
        return tuple(
            _feedback(role, grad_output) if needs else None
            for role, needs in zip(ctx.roles, ctx.needs_input_grad)
        )


def _sum_items(items: list[Any]) -> Any:
    if all(_is_number(i) for i in items):
        total = items[0]
        for i in items[1:]:
            total = total + i
        return total
    return "".join(f"<ITEM>{i}</ITEM>" for i in items)


class Sum(Function):
    """``Sum.apply([a, b, ...])``: numbers add; text is wrapped item by item in ``<ITEM>`` tags."""

    inline_backward = True

    @staticmethod
    def forward(ctx: Any, x: list[Variable]) -> Variable:
        if not isinstance(x, (list, tuple)):
            raise TypeError(f"Sum expects a list of Variables, got {type(x).__name__}.")
        if not x:
            raise ValueError("Sum needs at least one Variable in its list.")
        for i, v in enumerate(x):
            if not isinstance(v, Variable):
                raise TypeError(
                    f"Sum expects a list of Variables, but element {i} is {type(v).__name__}."
                )
            _check_not_none("Sum", v.data, f"element {i}")
            _check_flat("Sum", v.data, f"element {i}")
        kinds = {isinstance(v.data, list) for v in x}
        if len(kinds) > 1:
            raise ValueError(
                "Sum cannot combine scalars with lists: all inputs must be scalars or all "
                "lists of the same length."
            )
        if kinds == {True}:
            lengths = {len(v.data) for v in x}
            if len(lengths) > 1:
                raise ValueError(f"Sum needs lists of the same length, got {sorted(lengths)}.")
            data: Any = [_sum_items([v.data[j] for v in x]) for j in range(lengths.pop())]
        else:
            data = _sum_items([v.data for v in x])
        ctx.roles = tuple(v.role for v in x)
        ctx.needs = tuple(v.requires_grad for v in x)
        return Variable(data=data, role=" and ".join(v.role for v in x))

    @staticmethod
    def backward(ctx: Any, grad_output: Variable) -> tuple[Variable | None, ...]:
        _check_grad_output("Sum", grad_output)
        return tuple(
            _feedback(role, grad_output) if needs else None
            for role, needs in zip(ctx.roles, ctx.needs)
        )


def _plain(value: Any, name: str, kinds: tuple[type, ...], expected: str) -> Any:
    raw = value.data if isinstance(value, Variable) else value
    if raw is not None and (not isinstance(raw, kinds) or isinstance(raw, bool)):
        raise TypeError(f"Split: `{name}` must be {expected}, got {type(raw).__name__}.")
    return raw


class Split(Function):
    """``Split.apply(x, sep=None, maxsplit=-1)``: ``str.split`` per sample; one output per part."""

    inline_backward = True

    @staticmethod
    def forward(ctx: Any, x: Variable, sep: Any = None, maxsplit: Any = -1) -> tuple[Variable, ...]:
        if not isinstance(x, Variable):
            raise TypeError(f"Split expects a Variable to split, got {type(x).__name__}.")
        sep_value = _plain(sep, "sep", (str,), "None, a str or a Variable holding a str")
        max_value = _plain(maxsplit, "maxsplit", (int,), "an int or a Variable holding an int")
        if max_value is None:
            max_value = -1
        data = x.data
        if isinstance(data, str):
            parts: list[Any] = data.split(sep_value, max_value)
        elif isinstance(data, list) and all(isinstance(d, str) for d in data):
            split = [d.split(sep_value, max_value) for d in data]
            k = max((len(p) for p in split), default=0)
            parts = [[p[i] if i < len(p) else "" for p in split] for i in range(k)]
        else:
            got = "a list with non-str items" if isinstance(data, list) else type(data).__name__
            raise TypeError(f"Split: `x.data` must be a str or a list of str, got {got}.")
        ctx.role = x.role
        ctx.num_parts = len(parts)
        return tuple(
            Variable(data=part, role=f"split part {i} of {x.role}") for i, part in enumerate(parts)
        )

    @staticmethod
    def backward(ctx: Any, *grad_outputs: Variable | None) -> tuple[Variable | None, ...]:
        for g in grad_outputs:
            if g is not None:
                _check_grad_output("Split", g)
        combined = "".join(f"<ITEM>{'' if g is None else g.data}</ITEM>" for g in grad_outputs)
        grad_x = None
        if ctx.needs_input_grad and ctx.needs_input_grad[0]:
            grad_x = Variable(
                data=GRAD_DATA.format(role=ctx.role, feedback=combined),
                role=GRAD_ROLE.format(role=ctx.role),
            )
        return (grad_x, None, None)


__all__ = ["GRAD_DATA", "GRAD_ROLE", "Add", "Split", "Sum"]
