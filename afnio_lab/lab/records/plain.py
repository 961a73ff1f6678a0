"""How recorded values read: as JSON-friendly data and as short text (every layer uses it)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import numpy as np

from afnio_lab._tracing import op_name
from afnio_lab.models.offline_learner import EVIDENCE_TAG


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
    forward_op = op_name(op)
    words = forward_op
    if made and op == "AccumulateGrad":
        words = f"the leaf {made}"
    elif made:
        words = f"{forward_op} making {made}"
    if step is not None:
        words += f" (step {step} of {total})" if total else f" (step {step})"
    return words


def ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``, ``11th``, ``22nd``."""
    last = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{last}"


def node_names(nodes: Mapping[int, str | None]) -> dict[int, str]:
    """Nodes (id -> node name) as a user tells them apart: each by its op as the graph
    draws it ("ChatCompletion"), ranked in words where several of one op are named together
    ("the 2nd ChatCompletion", in the order the forward pass made them: node ids grow).
    Never the node's process-wide id."""
    by_op: dict[str, list[int]] = {}
    for node_id in sorted(nodes):
        by_op.setdefault(op_name(nodes[node_id] or "node"), []).append(node_id)
    return {
        node_id: op if len(ids) == 1 else f"the {ordinal(rank)} {op}"
        for op, ids in by_op.items()
        for rank, node_id in enumerate(ids, 1)
    }


# The markup afnio wraps feedback items and instructions in: noise in a one-line label.
_TAGS = re.compile(r"</?(?:ITEM|INSTRUCTION)>")
# The offline model's record of a sample's words, for its own rewrite: its prose before the
# tag says the same to a reader.
_EVIDENCE = re.compile(rf"\s*<{EVIDENCE_TAG}\b[^>]*>.*?</{EVIDENCE_TAG}>", re.DOTALL)
_TAG_PIECES = re.compile(r"…[A-Z/]{0,12}>|<[A-Z/]{0,12}…")  # a tag cut in two by truncation


def strip_tags(text: str) -> str:
    """``text`` without afnio's ``<ITEM>``/``<INSTRUCTION>`` tags (items stay apart) and the
    offline model's evidence records."""
    return _TAG_PIECES.sub("…", _TAGS.sub(" ", _without_evidence(text)))


def _without_evidence(text: str) -> str:
    return _EVIDENCE.sub("", text) if EVIDENCE_TAG in text else text


_ITEM_TAG = re.compile(r"</?ITEM>")
_INSTRUCTION_TAG = re.compile(r"</?INSTRUCTION>")


_QUOTES = "\"'“”‘’`"


def readable_feedback(data: Any) -> str:
    """Feedback as a person reads it: afnio's ``<ITEM>``/``<INSTRUCTION>`` tags dropped,
    each non-empty item on its own line as a bullet (text after the last item, or between
    items, is an item too), empty items dropped (``<ITEM></ITEM>`` from a branch that sent
    nothing), quotes a model wrapped around the items too, and the offline model's
    ``<EVIDENCE>`` records (its prose says the same). Text without tags (and numbers) reads
    as before. One function for every view that shows feedback: the inspector, the optimizer
    preview, the stepper, the diff tables and the text outline."""
    if not isinstance(data, str):
        return format_data(data)
    data = _without_evidence(data)
    if "<" not in data or not _TAGS.search(data):
        return data
    data = _INSTRUCTION_TAG.sub("", data)  # an instruction reads in place, unmarked
    intro, *rest = (p.strip() for p in _ITEM_TAG.split(data))
    items = [p for p in rest if any(ch.isalnum() for ch in p)]
    if len(items) < len([p for p in rest if p]):  # the items were quoted: drop the quotes
        intro = intro.rstrip(_QUOTES).rstrip()
    if len(items) <= 1:  # one piece of feedback: no list
        return " ".join([p for p in (intro, *items) if p]) or "(empty)"
    return "\n".join(([intro] if intro else []) + [f"• {p}" for p in items])


def feedback_line(data: Any) -> str:
    """:func:`readable_feedback` on one line (a text table's or outline's row): the items
    follow each other, each after a bullet."""
    line = " ".join(readable_feedback(data).split("\n"))
    return line if line.strip() else "(empty)"


def truncate(text: str, limit: int) -> str:
    """Keep the start and the end of long text (the end of feedback often matters most)."""
    if limit <= 0 or len(text) <= limit:
        return text
    if limit < 10:
        return text[:limit]
    head = (limit - 1) * 2 // 3
    tail = limit - 1 - head
    return f"{text[:head]}…{text[-tail:]}" if tail else text[:head] + "…"


__all__ = [
    "feedback_line",
    "format_data",
    "node_names",
    "node_words",
    "ordinal",
    "plain_data",
    "readable_feedback",
    "strip_tags",
    "truncate",
]
