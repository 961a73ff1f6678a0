"""Run an IPython cell and capture what it printed and displayed (for the magic tests)."""

from __future__ import annotations

from typing import Any

from IPython.utils.capture import CapturedIO, capture_output


def run_cell(shell: Any, code: str) -> tuple[Any, CapturedIO]:
    with capture_output() as out:
        result = shell.run_cell(code)
    return result, out
