"""How recorded values read: as JSON-friendly data and as short text (every layer uses it)."""

from __future__ import annotations

import re
from typing import Any

import numpy as np


def format_data(data: Any, precision: int = 4) -> str:
    """Data as text: strings as they are, numbers compactly, arrays via numpy's printer."""
    if isinstance(data, str):
        return data
    if isinstance(data, float):
        return f"{data:.{precision}g}"
    if isinstance(data, np.ndarray):
        if data.ndim == 0:
            return format_data(data.item(), precision)
        return np.array2string(data, precision=precision, threshold=12, edgeitems=2)
    if isinstance(data, list):
        return "[" + ", ".join(format_data(d, precision) for d in data) + "]"
    return str(data)


def plain_data(data: Any) -> Any:
    """Numbers and arrays as JSON-friendly Python values (lists, floats)."""
    if isinstance(data, np.ndarray):
        return data.tolist()
    if isinstance(data, np.generic):
        return data.item()
    return data


def node_words(
    op: str, made: str | None = None, step: int | None = None, total: int | None = None
) -> str:
    """A graph node as a user knows it: its op as the graph draws it, the value it makes
    and its step in the pass ("Add making `z` (step 2 of 5)"), never the node's
    process-wide id. ``made``: a Python name (shown in backticks) or a role (quoted)."""
    forward_op = re.sub(r"Backward\d*$", "", op) or op
    words = forward_op
    if made and op == "AccumulateGrad":
        words = f"the leaf {made}"
    elif made:
        words = f"{forward_op} making {made}"
    if step is not None:
        words += f" (step {step} of {total})" if total else f" (step {step})"
    return words


def truncate(text: str, limit: int) -> str:
    """Keep the start and the end of long text (the end of feedback often matters most)."""
    if limit <= 0 or len(text) <= limit:
        return text
    if limit < 10:
        return text[:limit]
    head = (limit - 1) * 2 // 3
    tail = limit - 1 - head
    return f"{text[:head]}…{text[-tail:]}" if tail else text[:head] + "…"


__all__ = ["format_data", "node_words", "plain_data", "truncate"]
