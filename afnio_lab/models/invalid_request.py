"""Tell "your request is invalid" from a passing server fault when both come as HTTP 500.

llama-cpp-python's server (FastAPI) answers every request it cannot validate with HTTP 500
and an OpenAI-style body ``{"error": {"message": ..., "type": "internal_server_error"}}`` whose
message is the validation error as text: FastAPI's list of errors
(``[{'type': 'float_parsing', 'loc': ('body', 'temperature'), 'msg': '...', 'input': 'hot'}]``)
or pydantic's ``"1 validation error for ..."``. The same request cannot succeed later, so
retrying it only delays the error: it is permanent (one attempt, one error that quotes the
server). Any other 500, from this server or another, stays transient.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Mapping
from typing import Any

#: FastAPI's list of request errors, as ``str()`` of the list shows it.
_ERROR_LIST = re.compile(r"^\s*\[\{'type': '\w+', 'loc': \(")
#: pydantic's (and newer FastAPI's) summary line.
_ERROR_COUNT = re.compile(r"^\s*\d+ validation errors?\b")
#: One error's field and message inside FastAPI's list (the message may hold a quote).
_LOC_AND_MSG = re.compile(r"'loc': \((?P<loc>[^)]*)\), 'msg': (?P<msg>'[^'\\]*'|\"[^\"\\]*\")")
_QUOTE_LIMIT = 300


def invalid_request_message(status: int, body: object) -> str | None:
    """The server's message when ``body`` (the response body, or its error object) is
    llama-cpp-python's HTTP 500 for a request that failed validation; None for any other
    response (a plain 500 is a passing fault)."""
    if status != 500 or body is None:
        return None
    payload: Any = body
    if isinstance(body, (bytes, str)):
        try:
            payload = json.loads(body)
        except ValueError:
            return None
    error = payload.get("error", payload) if isinstance(payload, Mapping) else None  # the
    # whole body, or its error object (the SDK's exceptions keep only that)
    if not isinstance(error, Mapping) or error.get("type") != "internal_server_error":
        return None
    message = error.get("message")
    if not isinstance(message, str):
        return None
    if _ERROR_LIST.match(message) or _ERROR_COUNT.match(message):
        return message
    return None


def describe_invalid_request(message: str) -> str:
    """One line: which fields were invalid and why, the fix, and the server's own words."""
    said = " ".join(message.split())
    if len(said) > _QUOTE_LIMIT:
        said = said[: _QUOTE_LIMIT - 3] + "..."
    fields = "; ".join(_field_errors(message))
    what = f" ({fields})" if fields else ""
    return (
        f"the server rejected the request as invalid{what}; not retried, since the same "
        f"request fails again: fix the parameter named and call again. The server said: {said}"
    )


def _field_errors(message: str) -> list[str]:
    """``"temperature: Input should be a valid number"`` per error in FastAPI's list."""
    out = []
    for match in _LOC_AND_MSG.finditer(message):
        try:
            loc = ast.literal_eval(f"({match.group('loc').rstrip(', ')},)")
            msg = ast.literal_eval(match.group("msg"))
        except (ValueError, SyntaxError):
            continue
        parts = [str(p) for p in loc if p != "body"]
        out.append(f"{'.'.join(parts) or 'body'}: {msg}")
    return out


__all__ = ["describe_invalid_request", "invalid_request_message"]
