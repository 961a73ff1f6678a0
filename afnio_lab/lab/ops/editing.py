"""Gradients as editable text, and back: what a gradient editor shows and accepts.

Text feedback is edited as it is; a batch of feedback (a list) and numbers are edited as
JSON, so a typo is caught here, before a replay, with a message that says what to write.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np

from afnio_lab.lab.ops.validation import EditError, check_edit
from afnio_lab.lab.records.runs import GradRecord


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

    The rules are :func:`afnio_lab.lab.ops.validation.check_edit` (shared with the API and the
    magics); raises :class:`EditError` with a one-line fix when the text does not fit.
    """
    return check_edit(text, like)


__all__ = ["EditError", "editable_text", "parse_edit"]
