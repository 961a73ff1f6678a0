"""Text for labels, tables and reprs: wrapped lines, call places, run summaries."""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterable, Mapping
from typing import Any

from afnio_lab._tracing import op_name
from afnio_lab.lab.records.plain import (
    feedback_line,
    node_names,
    readable_feedback,
    strip_tags,
    truncate,
)

# afnio's Add/Sum wrap every gradient they pass on in this sentence (spec §6); in a deep graph
# it nests, so labels that keep the start all read the same. Labels drop it (the inspector
# keeps the full text).
_COMBINED = re.compile(
    r"(?:Here is the combined feedback we got for this specific .{0,400}? and other variables: )+",
    re.DOTALL,
)


def strip_combined_prefix(text: str) -> tuple[str, bool]:
    """The distinctive part of a gradient: ``text`` without afnio's leading "Here is the
    combined feedback ..." sentences, and whether any were removed."""
    match = _COMBINED.match(text)
    if match is None or match.end() == len(text):
        return text, False
    return text[match.end() :], True


def truncate_words(text: str, limit: int) -> str:
    """:func:`truncate` that cuts between words: the start and the end, joined by "…"."""
    if len(text) <= limit:
        return text
    cut = truncate(text, limit)
    head, sep, tail = cut.partition("…")
    if not sep:
        return cut
    if " " in head.strip():
        head = head[: head.rstrip().rfind(" ")]
    if " " in tail.strip():
        tail = tail[tail.lstrip().find(" ") + len(tail) - len(tail.lstrip()) + 1 :]
    return f"{head.rstrip()} … {tail.lstrip()}".strip()


def wrap_lines(text: str, width: int, max_lines: int) -> list[str]:
    """``text`` wrapped at word boundaries into at most ``max_lines`` lines of ``width``
    characters; what does not fit is cut in the middle, between words (the end of feedback
    matters). afnio's item tags are dropped."""
    flat = truncate(text, 4 * width * max_lines)  # cut first: texts can be MBs
    flat = " ".join(strip_tags(flat).split())
    if not flat:
        return [""]
    flat = truncate_words(flat, width * max_lines - 2 * max_lines)
    lines = textwrap.wrap(flat, width=width, break_long_words=True, break_on_hyphens=False)
    return lines[:max_lines] or [""]


def call_places(
    calls: Iterable[Any], runs: Mapping[str, Any] | None = None, phase: bool = True
) -> dict[int, str]:
    """Call id -> where the call was made, as a person says it: the op, ranked where its
    graph has several of that op (:func:`node_names`), and with ``phase`` the phase: "the
    2nd ChatCompletion (backward)". ``runs`` (id -> run) give each call's graph; the calls
    of a run not known rank among that run's listed calls. A call made outside any node
    reads as its phase."""
    calls = list(calls)
    by_run: dict[Any, dict[int, str]] = {}
    for c in calls:
        if c.node_id is not None:
            by_run.setdefault(c.run_id, {})[c.node_id] = c.node_name
    ops: dict[int, str] = {}
    seen: set[int] = set()
    for run_id, nodes in by_run.items():
        snapshot = getattr((runs or {}).get(run_id), "snapshot", None)
        if snapshot is None:
            ops.update({k: v for k, v in node_names(nodes).items() if k not in ops})
        elif id(snapshot) not in seen:
            seen.add(id(snapshot))
            ops.update(node_names(snapshot.node_names()))

    def place(c: Any) -> str:
        if c.node_id is None:
            return str(c.phase)
        op = ops.get(c.node_id) or op_name(c.node_name or "node")  # a node its graph lacks
        return f"{op} ({c.phase})" if phase else op

    return {c.call_id: place(c) for c in calls}


def run_summary(run: Any) -> str:
    """A run's one-line summary without the id said twice ("run 'b2' (b2)" → "run 'b2'")."""
    text = str(run.summary())
    return text.replace(f"run {run.id!r} ({run.id})", f"run {run.id!r}")


__all__ = [
    "call_places",
    "feedback_line",
    "readable_feedback",
    "run_summary",
    "strip_combined_prefix",
    "strip_tags",
    "truncate_words",
    "wrap_lines",
]
