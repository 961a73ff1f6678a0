"""Gradients as editable text, and back: what a gradient editor shows and accepts.

Text feedback is edited as it is; a batch of feedback (a list) and numbers are edited as
JSON, so a typo is caught here, before a replay, with a message that says what to write.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np

from afnio_lab.lab.runs import GradRecord


class EditError(ValueError):
    """Edited text that cannot become a gradient of the kind it replaces."""


def editable_text(record: GradRecord | None) -> str:
    """The text to put in an editor for ``record`` (:func:`parse_edit` reads it back)."""
    if record is None:
        return ""
    data = record.data
    if record.kind == "numeric":
        arr = np.asarray(data, dtype=float)
        return json.dumps(arr.item() if arr.ndim == 0 else arr.tolist())
    if isinstance(data, str):
        return data
    if isinstance(data, (list, tuple)):
        return json.dumps([str(d) for d in data], ensure_ascii=False, indent=1)
    return "" if data is None else str(data)


def parse_edit(text: str, like: GradRecord | None) -> Any:
    """The gradient data ``text`` means, in the shape of the gradient it replaces.

    Raises :class:`EditError` with a one-line fix when the text does not fit.
    """
    if like is not None and like.kind == "numeric":
        return _parse_numbers(text, np.asarray(like.data))
    if like is not None and isinstance(like.data, (list, tuple)):
        return _parse_batch(text, len(like.data))
    if not text.strip():
        raise EditError("The feedback is empty: write what should change (or keep the old text).")
    return text


def _parse_numbers(text: str, like: np.ndarray) -> Any:
    try:
        value = json.loads(text)
        arr = np.asarray(value, dtype=float)
    except (ValueError, TypeError):
        raise EditError(
            f"Write a number or a JSON array of numbers (this gradient has shape {like.shape})."
        ) from None
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


def _parse_batch(text: str, n: int) -> list[str]:
    try:
        value = json.loads(text)
    except ValueError:
        raise EditError(
            f"This gradient holds {n} feedback texts (one per sample): write a JSON list of "
            f'{n} strings, e.g. ["…", "…"].'
        ) from None
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise EditError(f"Write a JSON list of {n} strings.")
    if len(value) != n:
        raise EditError(f"Give exactly {n} feedback texts (one per sample), not {len(value)}.")
    return value


__all__ = ["EditError", "editable_text", "parse_edit"]
