"""Save and load a lab session (runs, edits, call log) as one JSON file.

The file holds plain data: text, numbers, the graph's shape and the values' data and roles.
Live objects (graphs, gradient Variables) do not survive a save, so loaded runs can be
displayed, diffed and exported, but replay needs a live run. API keys are never written:
the call log is redacted at the source and model settings are stored without secrets.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from afnio_lab.autodiff.graph_walk import GraphSnapshot
from afnio_lab.lab.text import plain_data

FORMAT = "afnio_lab.session"
VERSION = 1


def snapshot_to_dict(snapshot: GraphSnapshot) -> dict[str, Any]:
    """The graph as plain data (shape, and each value's data and role at save time)."""
    return {
        "nodes": [
            {
                "id": n.id,
                "name": n.name,
                "kind": n.kind,
                "uses_model": n.uses_model,
                "num_outputs": n.num_outputs,
            }
            for n in snapshot.nodes
        ],
        "edges": [[e.src, e.dst, e.output_nr, e.position] for e in snapshot.edges],
        "values": [
            {
                "uid": v.uid,
                "node_id": v.node_id,
                "output_nr": v.output_nr,
                "kind": v.kind,
                "is_root": v.is_root,
                "role": getattr(v.value, "role", None),
                "data": plain_data(getattr(v.value, "data", None)),
            }
            for v in snapshot.values
        ],
        "roots": list(snapshot.roots),
    }


def write_json_atomic(path: str | os.PathLike[str], payload: dict[str, Any]) -> Path:
    """Write JSON so that a crash never leaves a half-written file behind."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(payload, fh, ensure_ascii=False, indent=1, default=plain_data)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return target


def read_json(path: str | os.PathLike[str]) -> dict[str, Any]:
    target = Path(path)
    if not target.exists():
        raise FileNotFoundError(f"No session file at {target}; check the path.")
    try:
        payload = json.loads(target.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise ValueError(f"{target} is not a valid afnio_lab session file: {exc}") from None
    if payload.get("format") != FORMAT:
        raise ValueError(f"{target} is not an afnio_lab session file (no '{FORMAT}' header).")
    if payload.get("version", 0) > VERSION:
        raise ValueError(
            f"{target} was written by a newer afnio_lab (format version {payload['version']}); "
            "upgrade afnio_lab to read it."
        )
    return payload


__all__ = ["FORMAT", "VERSION", "read_json", "snapshot_to_dict", "write_json_atomic"]
