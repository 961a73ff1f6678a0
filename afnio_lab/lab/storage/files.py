"""Session files on disk: strict JSON, written atomically, read back within bounds.

A file is checked against the schema before anything is built from it. It holds plain data:
text, numbers, the graph's shape and the values' data and roles. Live objects (graphs,
gradient Variables) do not survive a save, so loaded runs can be displayed, diffed and
exported, but replay needs a live run. API keys are never written: the call log is redacted
at the source and model settings are stored without secrets.
"""

from __future__ import annotations

import json
import math
import os
import tempfile
from pathlib import Path
from typing import Any

from afnio_lab.lab.records.plain import plain_data
from afnio_lab.lab.storage.schema import check_session_payload


class SessionFileError(ValueError):
    """A session file that cannot be loaded: not JSON, the wrong structure, too big or too
    deep. The message names the file and the first bad field; nothing was loaded."""


#: ``read_json`` refuses larger files (256 MiB); pass ``max_bytes`` to raise it.
MAX_SESSION_BYTES = 256 * 2**20
#: How a non-finite float is written, so the file stays strict JSON (browsers' JSON.parse).
_FLOAT_KEY = "__float__"
_NON_FINITE = {"nan": math.nan, "inf": math.inf, "-inf": -math.inf}


def _encode_float(x: float) -> Any:
    if math.isfinite(x):
        return x
    return {_FLOAT_KEY: "nan" if math.isnan(x) else ("inf" if x > 0 else "-inf")}


def to_strict_json(value: Any) -> Any:
    """``value`` with numpy values made plain and NaN/±inf as ``{"__float__": "nan"}``."""
    value = plain_data(value)
    if isinstance(value, float):
        return _encode_float(value)
    if isinstance(value, dict):
        return {k: to_strict_json(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [to_strict_json(v) for v in value]
    return value


def _decode_float(obj: dict[str, Any]) -> Any:
    """``{"__float__": "nan"}`` back to a float (anything else stays, for the schema to name)."""
    if len(obj) == 1 and isinstance(obj.get(_FLOAT_KEY), str) and obj[_FLOAT_KEY] in _NON_FINITE:
        return _NON_FINITE[obj[_FLOAT_KEY]]
    return obj


def write_json_atomic(path: str | os.PathLike[str], payload: dict[str, Any]) -> Path:
    """Write strict JSON so that a crash never leaves a half-written file behind."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(to_strict_json(payload), fh, ensure_ascii=False, indent=1, allow_nan=False)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return target


def read_json(path: str | os.PathLike[str], max_bytes: int = MAX_SESSION_BYTES) -> dict[str, Any]:
    """Read and validate a session file; raises :class:`SessionFileError` (or
    ``FileNotFoundError``) before anything is built from a bad one."""
    target = Path(path)
    if not target.exists():
        raise FileNotFoundError(f"No session file at {target}; check the path.")

    def bad(why: str) -> SessionFileError:
        return SessionFileError(f"{target} is not a valid afnio_lab session file: {why}")

    if not target.is_file():
        raise bad("it is a directory (or not a regular file); give the .json file's path.")
    size = target.stat().st_size
    if size > max_bytes:
        raise bad(
            f"it is {size:,} bytes, over the limit of {max_bytes:,}; if you trust it, raise "
            f"the limit with Session.load(path, max_bytes={size})."
        )
    try:
        text = target.read_bytes().decode("utf-8")
        payload = json.loads(text, object_hook=_decode_float)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        reason = "it is nested too deeply" if isinstance(exc, RecursionError) else str(exc)
        raise bad(f"not readable JSON ({reason}).") from None
    check_session_payload(payload, bad)
    return payload


__all__ = [
    "MAX_SESSION_BYTES",
    "SessionFileError",
    "read_json",
    "to_strict_json",
    "write_json_atomic",
]
