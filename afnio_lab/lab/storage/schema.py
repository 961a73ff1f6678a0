"""The JSON Schema of a saved session (``%afnio_save`` / ``Session.save``), and its checks.

``Session.load`` checks a file against it *before* building anything, so a file with the
wrong structure is refused with one message naming the bad field (``runs[0].name: ...``)
and nothing half-loaded is left behind. Value payloads (gradient ``data``, call
``messages``) stay free-form, but the nesting of the whole file is bounded.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from afnio_lab.models.call_log import CallRecord

#: The header every session file starts with, and the newest format version this code reads.
FORMAT = "afnio_lab.session"
VERSION = 1
#: The deepest nesting a session file may have (a real one stays far below this).
MAX_DEPTH = 200


def _object(properties: dict[str, Any], optional: tuple[str, ...] = ()) -> dict[str, Any]:
    """An object whose ``properties`` are all required but the ``optional`` ones."""
    return {
        "type": "object",
        "required": [name for name in properties if name not in optional],
        "properties": properties,
    }


_STR_OR_NULL: dict[str, Any] = {"type": ["string", "null"]}
_INT_OR_NULL: dict[str, Any] = {"type": ["integer", "null"]}
_NUMBER: dict[str, Any] = {"type": "number"}
_INT_KEYED_NAMES: dict[str, Any] = {
    "type": "object",
    "propertyNames": {"pattern": "^-?[0-9]+$"},
    "additionalProperties": {"type": "string"},
}
_GRAD: dict[str, Any] = _object(
    {
        "data": {},
        "role": _STR_OR_NULL,
        "kind": {"enum": ["text", "numeric"]},
        "edited": {"type": "boolean"},
    },
    optional=("role", "kind", "edited"),
)
_GRAD_OR_NULL: dict[str, Any] = {"anyOf": [{"type": "null"}, _GRAD]}
_EDIT: dict[str, Any] = _object(
    {
        "kind": {"enum": ["slot", "edge", "leaf"]},
        "node_id": _INT_OR_NULL,
        "index": {"type": "integer"},
        "uid": _INT_OR_NULL,
        "old": _GRAD_OR_NULL,
        "new_data": {"type": ["string", "number", "array"]},
        "new_role": _STR_OR_NULL,
        "run_id": _STR_OR_NULL,
        "id": {"type": "integer"},
        "created": _NUMBER,
        "applied_in": _STR_OR_NULL,
    },
    optional=("new_role", "run_id", "applied_in"),
)
_GRAPH: dict[str, Any] = {
    "type": ["object", "null"],
    "properties": {
        "nodes": {"type": "array", "items": {"type": "object"}},
        "edges": {"type": "array", "items": {"type": "array"}},
        "values": {"type": "array", "items": {"type": "object"}},
        "roots": {"type": "array"},
    },
}
_COMMON_RUN: dict[str, Any] = {
    "id": {"type": "string", "minLength": 1},
    "name": {"type": "string"},
    "created": _NUMBER,
    "duration": _NUMBER,
    "names": _INT_KEYED_NAMES,
    "graph": _GRAPH,
}
_FORWARD_RUN: dict[str, Any] = {
    "type": "object",
    "required": ["kind", "id", "name", "names", "created", "duration", "call_ids"],
    "properties": {
        **_COMMON_RUN,
        "kind": {"const": "forward"},
        "call_ids": {"type": "array", "items": {"type": "integer"}},
        "code": {"type": "string"},
        # optional: newer files (per-sample records, prompt texts, the run re-run from)
        "samples": {
            "type": "array",
            "items": _object(
                {
                    "index": {"type": "integer"},
                    "inputs": {"type": "object"},
                    "outputs": {"type": "object"},
                    "score": {"type": ["number", "null"]},
                    "explanation": _STR_OR_NULL,
                    "call_ids": {"type": "array", "items": {"type": "integer"}},
                    "expected": {},
                },
                optional=("inputs", "outputs", "score", "explanation", "call_ids", "expected"),
            ),
        },
        "params": {"type": "object", "additionalProperties": {"type": "string"}},
        "parent": _STR_OR_NULL,
    },
}
_NODE_RECORD: dict[str, Any] = _object(
    {
        "node_id": {"type": "integer"},
        "name": {"type": "string"},
        "seq": {"type": "integer"},
        "uses_model": {"type": "boolean"},
        "grads_in": {"type": "array", "items": _GRAD_OR_NULL},
        "contributions": {
            "type": "array",
            "items": {
                "type": "array",
                "items": _object(
                    {"sender": _INT_OR_NULL, "index": {"type": "integer"}, "grad": _GRAD}
                ),
            },
        },
        "grads_out": {"type": "array", "items": _GRAD_OR_NULL},
        "edges": {
            "type": "array",
            "items": {
                "type": "array",
                "prefixItems": [_INT_OR_NULL, {"type": "integer"}],
                "minItems": 2,
                "maxItems": 2,
            },
        },
        "started": _NUMBER,
        "duration": _NUMBER,
        "skipped": {"type": "boolean"},
        "error": _STR_OR_NULL,
        "call_ids": {"type": "array", "items": {"type": "integer"}},
        "recomputed": {"type": "boolean"},
    }
)
_BACKWARD_RUN: dict[str, Any] = {
    "type": "object",
    "required": [
        "kind",
        "id",
        "name",
        "root_uids",
        "seeds",
        "order",
        "records",
        "leaf_grads",
        "edits",
        "pending",
        "recomputed",
        "created",
        "duration",
        "status",
    ],
    "properties": {
        **_COMMON_RUN,
        "kind": {"enum": ["backward", "replay"]},
        "root_uids": {"type": "array", "items": {"type": "integer"}},
        "seeds": {"type": "array", "items": _GRAD_OR_NULL},
        "order": {"type": "array", "items": {"type": "integer"}},
        "records": {"type": "array", "items": _NODE_RECORD},
        "leaf_grads": {
            "type": "array",
            "items": _object(
                {
                    "uid": {"type": "integer"},
                    "role": _STR_OR_NULL,
                    "sender": {"type": "integer"},
                    "index": {"type": "integer"},
                    "grad": _GRAD,
                },
                optional=("role",),
            ),
        },
        "edits": {"type": "array", "items": _EDIT},
        "pending": {"type": "array", "items": _EDIT},
        "recomputed": {"type": "array", "items": {"type": "integer"}},
        "parent": _STR_OR_NULL,
        "status": {"enum": ["running", "ok", "failed"]},
        "error": _STR_OR_NULL,
        "retain_graph": {"type": "boolean"},
        "input_uids": {"type": "array", "items": {"type": "integer"}},  # optional: newer files
        "prior_grads": {"type": "object", "additionalProperties": _GRAD},  # optional: newer
    },
}

#: JSON types of the call-log fields (a field added to CallRecord later is accepted as any).
_CALL_FIELD_TYPES: dict[str, dict[str, Any]] = {
    "call_id": {"type": "integer"},
    "phase": {"type": "string"},
    "node_id": _INT_OR_NULL,
    "node_name": _STR_OR_NULL,
    "run_id": _STR_OR_NULL,
    "label": _STR_OR_NULL,
    "client": {"type": "string"},
    "provider": _STR_OR_NULL,
    "model": _STR_OR_NULL,
    "messages": {"type": "array", "items": {"type": "object"}},
    "params": {"type": "object"},
    "response": _STR_OR_NULL,
    "prompt_tokens": {"type": "integer"},
    "completion_tokens": {"type": "integer"},
    "cost": {"type": ["number", "null"]},
    "latency_s": _NUMBER,
    "cache_hit": {"type": "boolean"},
    "cache_key": _STR_OR_NULL,
    "retries": {"type": "integer"},
    "error": _STR_OR_NULL,
    "started_at": _NUMBER,
    "extra": {"type": "object"},
    "sent_at": {"type": ["number", "null"]},
    "returned_at": {"type": ["number", "null"]},
    "max_concurrency": _INT_OR_NULL,
}


def _call_schema() -> dict[str, Any]:
    """Built from :class:`CallRecord`'s fields, since loading calls ``CallRecord(**call)``."""
    fields = dataclasses.fields(CallRecord)
    no_default = dataclasses.MISSING
    return {
        "type": "object",
        "required": [
            f.name for f in fields if f.default is no_default and f.default_factory is no_default
        ],
        "properties": {f.name: _CALL_FIELD_TYPES.get(f.name, {}) for f in fields},
        "additionalProperties": False,
    }


def session_schema(max_version: int) -> dict[str, Any]:
    """The whole file: header, runs, edit history, calls and value names."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "required": ["format", "version", "runs"],
        "properties": {
            "format": {"const": "afnio_lab.session"},
            "version": {"type": "integer", "minimum": 0, "maximum": max_version},
            "runs": {
                "type": "array",
                "items": {
                    "type": "object",
                    "required": ["kind"],
                    "properties": {"kind": {"enum": ["forward", "backward", "replay"]}},
                    "allOf": [
                        {
                            "if": {"properties": {"kind": {"const": "forward"}}},
                            "then": _FORWARD_RUN,
                        },
                        {
                            "if": {"properties": {"kind": {"enum": ["backward", "replay"]}}},
                            "then": _BACKWARD_RUN,
                        },
                    ],
                },
            },
            "history": {"type": "array", "items": _EDIT},
            "calls": {"type": "array", "items": _call_schema()},
            "names": _INT_KEYED_NAMES,
        },
    }


def too_deep(payload: Any, limit: int = MAX_DEPTH) -> str | None:
    """The path of the first value nested deeper than ``limit`` (iterative: no recursion)."""
    stack: list[tuple[Any, int, tuple[Any, ...]]] = [(payload, 0, ())]
    while stack:
        value, depth, path = stack.pop()
        if depth > limit:
            return field_path(path) if path else "(top level)"
        for key, child in _children(value):
            stack.append((child, depth + 1, (*path, key)))
    return None


def field_path(path: Iterable[Any]) -> str:
    """``runs[0].records[2].name`` for the keys ``("runs", 0, "records", 2, "name")``."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "the top level"


def _children(value: Any) -> Iterator[tuple[Any, Any]]:
    if isinstance(value, dict):
        yield from value.items()
    elif isinstance(value, list):
        yield from enumerate(value)


def check_session_payload(payload: Any, bad: Callable[[str], Exception]) -> None:
    """Validate the structure (schema and nesting) of a parsed session file; raises
    ``bad(reason)`` for the first problem."""
    # Imported on first use, not at the top: importing jsonschema takes seconds (its format
    # checkers build grammars), and only loading a file needs it.
    import jsonschema

    if not isinstance(payload, dict) or payload.get("format") != FORMAT:
        raise bad(
            f"no '{FORMAT}' header, so it is not an afnio_lab session file (the top level "
            "must be the object Session.save writes)."
        )
    version = payload.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise bad(
            f"it was written by a newer afnio_lab (format version {version}); upgrade "
            "afnio_lab to read it."
        )
    deep = too_deep(payload)
    if deep is not None:
        raise bad(f"{deep} is nested more than {MAX_DEPTH} levels deep.")
    validator = jsonschema.Draft202012Validator(session_schema(VERSION))
    error = jsonschema.exceptions.best_match(validator.iter_errors(payload))
    if error is not None:
        where = field_path(error.absolute_path)
        raise bad(f"{where}: {_short(error.message)}")
    ids = [run["id"] for run in payload["runs"]]
    counts = Counter(ids)
    duplicate = next((i for i in ids if counts[i] > 1), None)
    if duplicate is not None:
        raise bad(f"two runs have the id {duplicate!r}; run ids must be unique.")


def _short(message: str, limit: int = 200) -> str:
    return message if len(message) <= limit else message[: limit - 1] + "…"


__all__ = [
    "FORMAT",
    "MAX_DEPTH",
    "VERSION",
    "check_session_payload",
    "field_path",
    "session_schema",
    "too_deep",
]
