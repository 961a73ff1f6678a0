"""One meaning for the gradient drawn on a numeric value, wherever it is shown.

Why: numeric gradients accumulate, so after a second pass a leaf's ``.grad`` holds the sum
of both passes while the pass on screen delivered only its own share. The graph, the
stepper's graph and panel, and the inspector all show *this pass's* gradient, and name
``.grad`` beside it only where the two differ ("this pass -1.5 · .grad -3"), so no view
shows one number and another view a different one under the same word.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from afnio_lab.lab.records.plain import format_data
from afnio_lab.lab.records.runs import GradRecord


def numeric_sum(grads: list[GradRecord]) -> Any:
    """The sum of numeric gradients (what ``.grad`` adds up), as plain numbers; None when
    one is text or their shapes do not add up."""
    if not grads or any(g.kind != "numeric" for g in grads):
        return None
    try:
        total = np.sum([np.asarray(g.data, dtype=float) for g in grads], axis=0)
    except ValueError:
        return None
    return total.tolist()


def _close(a: Any, b: Any) -> bool:
    try:
        return bool(np.allclose(np.asarray(a, dtype=float), np.asarray(b, dtype=float)))
    except ValueError:
        return False


def numeric_grad_reading(this_pass: list[GradRecord], prior: GradRecord | None) -> str | None:
    """How a numeric value's gradient reads: ``grad: -1.5`` (``(sum of 2)`` when this pass
    delivered several), or, when earlier passes left ``prior`` in ``.grad``,
    ``this pass -1.5 · .grad -3``; None when nothing is known (or a gradient is text)."""
    total = numeric_sum(this_pass)
    if this_pass and total is None:
        return None
    earlier = numeric_sum([prior]) if prior is not None else None
    if total is None:
        return None if earlier is None else f"this pass: none yet · .grad {format_data(earlier)}"
    shown = format_data(total) + (f"  (sum of {len(this_pass)})" if len(this_pass) > 1 else "")
    if earlier is None or _close(earlier, 0.0):
        return f"grad: {shown}"
    try:
        accumulated = (np.asarray(earlier, dtype=float) + np.asarray(total, dtype=float)).tolist()
    except ValueError:
        return f"grad: {shown}"
    if _close(accumulated, total):
        return f"grad: {shown}"
    return f"this pass {shown} · .grad {format_data(accumulated)}"


__all__ = ["numeric_grad_reading", "numeric_sum"]
