"""The JSON Schema of a saved session (``%afnio_save`` / ``Session.save``), and its checks.

``Session.load`` checks a file against it *before* building anything, so a file with the
wrong structure is refused with one message naming the bad field (``runs[0].name: ...``)
and nothing half-loaded is left behind. Value payloads (gradient ``data``, call
``messages``) stay free-form, but the nesting of the whole file is bounded.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from afnio_lab.lab.records.experiments import ExperimentRun
from afnio_lab.lab.records.runs import Edit, Run
from afnio_lab.lab.storage.codec import SHAPES
from afnio_lab.models.call_log import CallRecord

#: The header every session file starts with, and the newest format version this code reads.
FORMAT = "afnio_lab.session"
VERSION = 1
#: The deepest nesting a session file may have (a real one stays far below this).
MAX_DEPTH = 200


def session_schema(max_version: int) -> dict[str, Any]:
    """The whole file: header, runs, edit history, calls, value names and experiments (each
    part's schema derived from its records: :mod:`afnio_lab.lab.storage.codec`)."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "required": ["format", "version", "runs"],
        "properties": {
            "format": {"const": FORMAT},
            "version": {"type": "integer", "minimum": 0, "maximum": max_version},
            "runs": SHAPES.of(list[Run]).schema,
            "history": SHAPES.of(list[Edit]).schema,
            "calls": SHAPES.of(list[CallRecord]).schema,
            "names": SHAPES.of(dict[int, str]).schema,
            "experiments": SHAPES.of(list[ExperimentRun]).schema,
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
