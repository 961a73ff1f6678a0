"""The rules for a hand-edited gradient, in one place for the API, the magics and widgets.

``Session.edit_gradient`` runs :func:`check_edit` before it records anything, so the same
input gets the same one-line message whichever way it came in, and a pending edit that was
accepted can always become a gradient when the run is replayed.

- A numeric gradient takes a finite number or an array of numbers that broadcasts to its
  shape (text such as ``"0.5"`` or ``"[1, 2]"`` is read as JSON first).
- A text gradient takes non-blank text.
- A batch of text feedback (a list) takes a list of the same length of strings (or that
  list as JSON text), not all blank.
- Anything else (bytes, dict, tuple, set, None, arbitrary objects) is refused.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np

from afnio_lab.lab.records.runs import GradRecord


class EditError(ValueError):
    """An edited gradient that cannot replace the one it targets (nothing was recorded)."""


_NUMBER_HINT = "a number or a JSON array of numbers"


def check_edit(data: Any, old: GradRecord | None) -> Any:
    """``data`` as the gradient data that replaces ``old``; raises :class:`EditError`."""
    if old is not None and old.kind == "numeric":
        return _numbers(data, np.asarray(old.data))
    if old is not None and isinstance(old.data, list | tuple):
        return _batch(data, len(old.data))
    return _text(data)


def _kind(data: Any) -> str:
    return type(data).__name__


def _text(data: Any) -> str:
    if not isinstance(data, str):
        raise EditError(
            f"Feedback must be text (a str), not {_kind(data)}: write the new feedback as text."
        )
    if not data.strip():
        raise EditError("The feedback is empty: write what should change (or keep the old text).")
    return data


def _json(text: str, error: str) -> Any:
    """``text`` read as JSON, or :class:`EditError` with ``error``."""
    try:
        return json.loads(text)
    except ValueError:
        raise EditError(error) from None


def _batch(data: Any, n: int) -> list[str]:
    if isinstance(data, str):
        data = _json(
            data,
            f"This gradient holds {n} feedback texts (one per sample): write a JSON list "
            f'of {n} strings, e.g. ["…", "…"].',
        )
    if not isinstance(data, list) or not all(isinstance(v, str) for v in data):
        raise EditError(f"Write a list of {n} strings (one feedback text per sample).")
    if len(data) != n:
        raise EditError(f"Give exactly {n} feedback texts (one per sample), not {len(data)}.")
    if not any(v.strip() for v in data):
        raise EditError("Every feedback text is empty: write what should change.")
    return list(data)


def _numbers(data: Any, like: np.ndarray) -> Any:
    if isinstance(data, str):
        data = _json(
            data, f"Write {_NUMBER_HINT} (this gradient has shape {like.shape}), not {data!r}."
        )
    if not _is_numbers(data):
        raise EditError(
            f"A numeric gradient takes {_NUMBER_HINT} (this gradient has shape {like.shape}), "
            f"not {_kind(data)}."
        )
    try:
        arr = np.asarray(data, dtype=float)
    except (ValueError, TypeError):
        raise EditError(f"Write {_NUMBER_HINT} with a regular shape.") from None
    if not np.all(np.isfinite(arr)):
        raise EditError("The gradient must be finite (no NaN or infinity).")
    try:
        np.broadcast_to(arr, like.shape)
    except ValueError:
        raise EditError(
            f"Shape {arr.shape} does not fit this gradient's shape {like.shape}: give one "
            "number or an array of that shape."
        ) from None
    return arr.item() if arr.ndim == 0 else arr


def _is_numbers(data: Any) -> bool:
    """A number, or a (nested) list / numeric array of numbers; never bool, str or bytes."""
    if isinstance(data, np.ndarray):
        return data.dtype.kind in "iuf"
    if isinstance(data, bool | np.bool_):
        return False
    if isinstance(data, int | float | np.integer | np.floating):
        return True
    if isinstance(data, list):
        stack = list(data)
        while stack:
            item = stack.pop()
            if isinstance(item, list):
                stack.extend(item)
            elif not _is_numbers(item):
                return False
        return True
    return False


__all__ = ["EditError", "check_edit"]
