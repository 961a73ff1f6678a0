"""Text for labels, tables and reprs: wrapped lines, call places, run summaries."""

from __future__ import annotations

import re
import textwrap
from typing import Any

from afnio_lab.lab.records.plain import format_data, truncate

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


# The markup afnio wraps feedback items and instructions in: noise in a one-line label.
_TAGS = re.compile(r"</?(?:ITEM|INSTRUCTION)>")
_TAG_PIECES = re.compile(r"…[A-Z/]{0,12}>|<[A-Z/]{0,12}…")  # a tag cut in two by truncation


def strip_tags(text: str) -> str:
    """``text`` without afnio's ``<ITEM>``/``<INSTRUCTION>`` tags (items stay apart)."""
    return _TAG_PIECES.sub("…", _TAGS.sub(" ", text))


_ITEM_TAG = re.compile(r"</?ITEM>")
_INSTRUCTION_TAG = re.compile(r"</?INSTRUCTION>")


def readable_feedback(data: Any) -> str:
    """Feedback as a person reads it: afnio's ``<ITEM>``/``<INSTRUCTION>`` tags dropped,
    each non-empty item on its own line as a bullet (text after the last item, or between
    items, is an item too), empty items dropped (``<ITEM></ITEM>``
    from a branch that sent nothing). Text without tags (and numbers) reads as before. One
    function for every panel that shows feedback: the inspector, the optimizer preview and
    the stepper."""
    if not isinstance(data, str):
        return format_data(data)
    if "<" not in data or not _TAGS.search(data):
        return data
    data = _INSTRUCTION_TAG.sub("", data)  # an instruction reads in place, unmarked
    intro, *rest = (p.strip() for p in _ITEM_TAG.split(data))
    items = [p for p in rest if p]
    if len(items) <= 1:  # one piece of feedback: no list
        return " ".join([p for p in (intro, *items) if p]) or "(empty)"
    return "\n".join(([intro] if intro else []) + [f"• {p}" for p in items])


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


def call_where(phase: str, node_name: str | None, node_id: int | None) -> str:
    """Where a model call was made, as a person would say it: a forward call is made by the
    op itself ("forward ChatCompletion#3"), a backward call by its backward node."""
    if node_id is None:
        return phase
    name = node_name or "node"
    if phase == "forward":
        name = name.removesuffix("Backward0")
    return f"{phase} {name}#{node_id}"


def run_summary(run: Any) -> str:
    """A run's one-line summary without the id said twice ("run 'b2' (b2)" → "run 'b2'")."""
    text = str(run.summary())
    return text.replace(f"run {run.id!r} ({run.id})", f"run {run.id!r}")


__all__ = [
    "call_where",
    "readable_feedback",
    "run_summary",
    "strip_combined_prefix",
    "strip_tags",
    "truncate_words",
    "wrap_lines",
]
