"""An optimizer step to look at before keeping it: nothing changes until it is accepted.

For each parameter: its value before and after, and the gradients that drove the change.
:func:`preview_step` runs the step, notes what it proposes and puts every parameter back, so
``param.data`` holds the proposal only after :meth:`ParamChange.accept`.

Works with any optimizer that has afnio's (or torch's) surface: ``param_groups`` (or a
numeric optimizer's ``params``), ``step()``, and parameters with ``.data`` and ``.grad``.
Accepting or reverting sets ``param.data`` only; optimizer state such as momentum keeps what
the step saw.
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
    status: str = "proposed"  # "proposed" (not applied) | "accepted" | "reverted"

    @property
    def changed(self) -> bool:
        return not _same(self.before, self.after)

    @property
    def applied(self) -> bool:
        """Whether ``param.data`` holds the proposal (only once accepted)."""
        return self.status == "accepted"

    def accept(self) -> None:
        """Put the proposed value into ``param.data``."""
        self.param.data = _copy(self.after)
        self.status = "accepted"

    def revert(self) -> None:
        """Put the exact value from before the step back into ``param.data``."""
        self.param.data = _copy(self.before)
        self.status = "reverted"


@dataclass
class OptimizerStep:
    """The parameters of one step, in the optimizer's order."""

    changes: list[ParamChange]
    result: Any = None  # what ``step()`` returned

    def accept_all(self) -> None:
        """Apply every proposal."""
        for change in self.changes:
            change.accept()

    def revert_all(self) -> None:
        """Put every parameter back as it was before the step."""
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
    """Run ``optimizer.step()``, note what it proposes, and put every parameter back: the
    proposals apply only when accepted. ``names`` maps a parameter's uid to the name shown."""
    params = optimizer_params(optimizer)
    before = [_copy(p.data) for p in params]
    grads = [_grads(p) for p in params]
    try:
        result = optimizer.step(closure) if closure is not None else optimizer.step()
        after = [_copy(p.data) for p in params]
    finally:  # a failed step leaves the parameters as they were too
        for p, b in zip(params, before):
            p.data = _copy(b)
    changes = [
        ParamChange(p, _label(p, i, names), getattr(p, "role", None), b, a, g)
        for i, (p, b, a, g) in enumerate(zip(params, before, after, grads))
    ]
    return OptimizerStep(changes, result)


def changes_from_snapshot(
    snapshot: Mapping[Any, tuple[Any, Any]], names: Mapping[int, str] | None = None
) -> OptimizerStep:
    """An :class:`OptimizerStep` from ``{param: (before, after)}`` taken elsewhere (the
    parameters are left as they are; accept or revert sets them)."""
    changes = [
        ParamChange(p, _label(p, i, names), getattr(p, "role", None), _copy(b), _copy(a), _grads(p))
        for i, (p, (b, a)) in enumerate(snapshot.items())
    ]
    for change in changes:  # a proposal already in place says so
        if change.changed and _same(change.param.data, change.after):
            change.status = "accepted"
    return OptimizerStep(changes)


__all__ = [
    "OptimizerStep",
    "ParamChange",
    "changes_from_snapshot",
    "optimizer_params",
    "preview_step",
]
