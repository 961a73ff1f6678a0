"""Plain-data "blocks" the front end draws (see ``block()`` in ``assets/common.js``).

Python decides what a view says; the browser only lays it out, and every string in a block
becomes a text node there. Helpers here turn lab records (gradients, model calls) into blocks.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from afnio_lab._tracing import op_name
from afnio_lab.lab.ops.word_diff import spaced
from afnio_lab.lab.records.plain import format_data, truncate
from afnio_lab.lab.records.runs import GradRecord
from afnio_lab.lab.views.text import readable_feedback
from afnio_lab.models.base import content_text

#: Longest text sent to the page per field (the kernel keeps everything).
TEXT_LIMIT = 20_000

Block = dict[str, Any]


def text(data: Any, limit: int = TEXT_LIMIT) -> str:
    return truncate(format_data(data), limit)


def title(text_: str, sub: str = "") -> Block:
    return {"t": "title", "text": text_, "sub": sub}


def fields(rows: Iterable[tuple[str, Any]]) -> Block:
    return {"t": "fields", "rows": [[k, v if isinstance(v, str) else text(v)] for k, v in rows]}


def section(text_: str) -> Block:
    return {"t": "section", "text": text_}


def note(text_: str, cls: str = "") -> Block:
    return {"t": "note", "text": text_, "cls": cls}


def items(values: Iterable[str]) -> Block:
    return {"t": "list", "items": list(values)}


def item(
    label: str,
    body: str,
    tags: Iterable[str] = (),
    calls: Iterable[Any] = (),
    cls: str = "",
    data: dict[str, str] | None = None,
) -> Block:
    return {
        "t": "text",
        "label": label,
        "text": body,
        "tags": list(tags),
        "calls": [call(c) for c in calls],
        "cls": cls,
        "data": data or {},
    }


def grad_item(
    label: str, record: GradRecord | None, calls: Iterable[Any] = (), tags: Iterable[str] = ()
) -> Block:
    """A gradient: its text (or numbers), role, an ``edited`` tag, and the calls behind it."""
    if record is None:
        return item(label, "(no gradient)", tags)
    extra = list(tags)
    if record.edited:
        extra.append("edited")
    if record.role:
        label = f"{label} · {record.role}"
    body = truncate(readable_feedback(record.data), TEXT_LIMIT)
    return item(label, body, extra, calls, "edited" if record.edited else "")


def calls_block(records: Iterable[Any], open_: bool = False) -> Block:
    return {"t": "calls", "calls": [call(c) for c in records], "open": open_}


def diff_block(ops: list[tuple[str, str]]) -> Block:
    """A word diff to show (a deleted run and the inserted one after it kept apart)."""
    return {"t": "diff", "ops": [[op, truncate(s, TEXT_LIMIT)] for op, s in spaced(ops)]}


def call(record: Any, where: str | None = None) -> dict[str, Any]:
    """A call-log record as plain data: what was sent, what came back, what it cost.
    ``where``: its node as the list it is shown in names it ("the 2nd ChatCompletion",
    :func:`~afnio_lab.lab.views.text.call_places`); by default its op."""
    if where is None:
        where = op_name(record.node_name) if record.node_name else record.label or ""
    status = "error" if record.error else "ok"
    try:
        params = json.dumps(record.params, default=repr, ensure_ascii=False)
    except (TypeError, ValueError):
        params = repr(record.params)
    return {
        "call_id": record.call_id,
        "phase": record.phase,
        "node": where,
        "node_id": record.node_id,
        "run_id": record.run_id,
        "model": record.model or "",
        "status": status,
        "prompt_tokens": record.prompt_tokens,
        "completion_tokens": record.completion_tokens,
        "cost": record.cost,
        "latency_ms": round(record.latency_s * 1000, 1),
        "cache_hit": bool(record.cache_hit),
        "retries": record.retries,
        "notes": record.notes,
        "error": record.error,
        "params": truncate(params, 2000),
        "messages": [
            {
                "role": str(m.get("role", "")),
                "content": truncate(content_text(m.get("content")), TEXT_LIMIT),
            }
            for m in (record.messages or [])
            if isinstance(m, dict)
        ],
        "response": None if record.response is None else truncate(str(record.response), TEXT_LIMIT),
    }


__all__ = [
    "TEXT_LIMIT",
    "Block",
    "call",
    "calls_block",
    "diff_block",
    "fields",
    "grad_item",
    "item",
    "items",
    "note",
    "section",
    "text",
    "title",
]
