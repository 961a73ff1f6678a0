"""Every lab magic parses its line strictly: an unknown flag is an error, never ignored."""

from __future__ import annotations

from typing import Any

import pytest

from afnio_lab.magics import MAGICS

from support.cells import run_cell

#: Positional arguments that make each magic's line valid but for the unknown flag.
POSITIONALS = {
    "backward": "z",
    "afnio_edit": 'z "shorter"',
    "afnio_model": "offline",
    "afnio_save": "session.json",
    "afnio_load": "session.json",
}

ALL = sorted(
    (kind, name) for group in MAGICS for kind, names in group.magics.items() for name in names
)


@pytest.mark.parametrize(("kind", "name"), ALL, ids=[name for _, name in ALL])
def test_an_unknown_flag_is_refused(ip: Any, kind: str, name: str) -> None:
    run_cell(ip, "%%afnio_forward --quiet\nx = afnio.Variable('a', 'x', True)\nz = x + x\n")
    line = f"{POSITIONALS.get(name, '')} --no-such-flag".strip()
    code = (
        f"%%{name} {line}\nnever_bound_by_strict_test = x + x\n"
        if kind == "cell"
        else f"%{name} {line}"
    )
    result, out = run_cell(ip, code)
    error = result.error_in_exec
    assert type(error).__name__ == "UsageError", (code, error, out.stdout)
    assert "unrecognized arguments: --no-such-flag" in str(error)
    assert (
        not out.outputs and "never_bound_by_strict_test" not in ip.user_ns
    )  # nothing shown, the cell never ran


def test_every_magic_is_covered() -> None:
    assert {"afnio_runs", "backward", "afnio_forward"} <= {name for _, name in ALL}
