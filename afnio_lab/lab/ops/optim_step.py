"""An optimizer step to look at before keeping it, with a way to put a parameter back.

For each parameter: its value before and after, and the gradients that drove the change.

Works with any optimizer that has afnio's (or torch's) surface: ``param_groups`` (or a
numeric optimizer's ``params``), ``step()``, and parameters with ``.data`` and ``.grad``.
Reverting restores ``param.data`` only; optimizer state such as momentum is not rolled back.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from afnio_lab.lab.records.runs import GradRecord


def _copy(data: Any) -> Any:
    if isinstance(data, np.ndarray):
        return data.copy()
    if isinstance(data, list):
        return list(data)
    return data


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return bool(np.array_equal(np.asarray(a), np.asarray(b)))
    return bool(a == b)


def _grads(param: Any) -> list[GradRecord]:
    grad = getattr(param, "grad", None)
    items = grad if isinstance(grad, list) else ([] if grad is None else [grad])
    return [r for r in (GradRecord.of(g) for g in items) if r is not None]


@dataclass
class ParamChange:
    """One parameter across an optimizer step."""

    param: Any = field(repr=False)
    name: str
    role: str | None
    before: Any
    after: Any
    grads: list[GradRecord]  # the gradients the step read
    status: str = "proposed"  # "proposed" | "accepted" | "reverted"

    @property
    def changed(self) -> bool:
        return not _same(self.before, self.after)

    def accept(self) -> None:
        """Keep the new value (it is already in place)."""
        if self.status == "reverted":
            self.param.data = _copy(self.after)
        self.status = "accepted"

    def revert(self) -> None:
        """Put the value from before the step back into ``param.data``."""
        self.param.data = _copy(self.before)
        self.status = "reverted"


@dataclass
class OptimizerStep:
    """The parameters of one step, in the optimizer's order."""

    changes: list[ParamChange]
    result: Any = None  # what ``step()`` returned

    def accept_all(self) -> None:
        for change in self.changes:
            change.accept()

    def revert_all(self) -> None:
        for change in self.changes:
            change.revert()


def optimizer_params(optimizer: Any) -> list[Any]:
    """The parameters an optimizer updates, in its order (each once)."""
    if hasattr(optimizer, "param_groups"):
        params = [p for group in optimizer.param_groups for p in group["params"]]
    else:
        params = list(getattr(optimizer, "params", []))
    unique: dict[int, Any] = {}
    for p in params:
        unique.setdefault(id(p), p)
    return list(unique.values())


def _label(param: Any, i: int, names: Mapping[int, str] | None) -> str:
    uid = getattr(param, "uid", None)
    if names and isinstance(uid, int) and uid in names:
        return names[uid]
    return str(getattr(param, "role", None) or f"parameter {i}")


def preview_step(
    optimizer: Any,
    names: Mapping[int, str] | None = None,
    closure: Callable[[], Any] | None = None,
) -> OptimizerStep:
    """Run ``optimizer.step()`` and return what it changed (values stay updated until a
    change is reverted). ``names`` maps a parameter's uid to the name shown for it."""
    params = optimizer_params(optimizer)
    before = [_copy(p.data) for p in params]
    grads = [_grads(p) for p in params]
    result = optimizer.step(closure) if closure is not None else optimizer.step()
    changes = [
        ParamChange(p, _label(p, i, names), getattr(p, "role", None), b, _copy(p.data), g)
        for i, (p, b, g) in enumerate(zip(params, before, grads))
    ]
    return OptimizerStep(changes, result)


def changes_from_snapshot(
    snapshot: Mapping[Any, tuple[Any, Any]], names: Mapping[int, str] | None = None
) -> OptimizerStep:
    """An :class:`OptimizerStep` from ``{param: (before, after)}`` taken elsewhere."""
    changes = [
        ParamChange(p, _label(p, i, names), getattr(p, "role", None), _copy(b), _copy(a), _grads(p))
        for i, (p, (b, a)) in enumerate(snapshot.items())
    ]
    return OptimizerStep(changes)


__all__ = [
    "OptimizerStep",
    "ParamChange",
    "changes_from_snapshot",
    "optimizer_params",
    "preview_step",
]
