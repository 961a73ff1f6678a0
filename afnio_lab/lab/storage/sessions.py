"""A whole session as one file: what ``Session.save`` writes and ``Session.load`` reads.

The file holds the runs, the edit history, the model calls the runs made, the value names and
the experiments; the records' own shapes are in :mod:`afnio_lab.lab.storage.codec`.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from afnio_lab.lab.records.experiments import ExperimentRun
from afnio_lab.lab.records.runs import Edit, Run
from afnio_lab.lab.storage.codec import SHAPES
from afnio_lab.lab.storage.files import (
    MAX_SESSION_BYTES,
    SessionFileError,
    read_json,
    write_json_atomic,
)
from afnio_lab.lab.storage.schema import FORMAT, VERSION
from afnio_lab.models.call_log import CallLog, CallRecord


@dataclass
class SessionContents:
    """Everything a session file holds, as records (a loaded session starts from this)."""

    call_log: CallLog
    runs: dict[str, Run] = field(default_factory=dict)
    history: list[Edit] = field(default_factory=list)
    names: dict[int, str] = field(default_factory=dict)
    experiments: dict[str, ExperimentRun] = field(default_factory=dict)


def session_payload(
    runs: Iterable[Run],
    history: Iterable[Edit],
    calls: Iterable[CallRecord],
    names: dict[int, str],
    experiments: Iterable[ExperimentRun],
) -> dict[str, Any]:
    """The file's contents: the header, then every part as plain data."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "runs": [SHAPES.to_plain(r) for r in runs],
        "history": [SHAPES.to_plain(e) for e in history],
        "calls": [c.to_dict() for c in calls],
        "names": {str(k): v for k, v in names.items()},
        "experiments": [SHAPES.to_plain(x) for x in experiments],
    }


def save_session(
    path: str | os.PathLike[str],
    runs: dict[str, Run],
    history: list[Edit],
    call_log: Any,
    names: dict[int, str],
    experiments: dict[str, ExperimentRun],
) -> Path:
    """Write the runs, the edits and the calls the runs made (no others) to ``path``."""
    call_ids = {c for r in runs.values() for c in r.call_ids}
    calls = [c for c in call_log.records if c.call_id in call_ids]
    payload = session_payload(runs.values(), history, calls, names, experiments.values())
    return write_json_atomic(path, payload)


def contents_from_payload(payload: dict[str, Any]) -> SessionContents:
    """Records from a checked payload (:func:`~afnio_lab.lab.storage.files.read_json`)."""
    log = CallLog()
    for c in payload.get("calls", []):
        log.append(CallRecord(**c))
    contents = SessionContents(call_log=log)
    for d in payload["runs"]:
        run = SHAPES.from_plain(Run, d)
        contents.runs[run.id] = run
    contents.history = [SHAPES.from_plain(Edit, e) for e in payload.get("history", [])]
    contents.names = {int(k): v for k, v in payload.get("names", {}).items()}
    for d in payload.get("experiments", []):
        experiment = SHAPES.from_plain(ExperimentRun, d)
        contents.experiments[experiment.id] = experiment
    return contents


def load_session(path: str, *, max_bytes: int = MAX_SESSION_BYTES) -> SessionContents:
    """Read, check and rebuild a session file; a bad one raises :class:`SessionFileError`
    naming the first bad field (or ``FileNotFoundError``), and nothing is half-built."""
    payload = read_json(path, max_bytes=max_bytes)
    try:
        return contents_from_payload(payload)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        # The schema should have caught it; still one clear error, never a raw one.
        raise SessionFileError(
            f"{path} is not a valid afnio_lab session file: {type(exc).__name__}: {exc}"
        ) from None


__all__ = [
    "SessionContents",
    "contents_from_payload",
    "load_session",
    "save_session",
    "session_payload",
]
