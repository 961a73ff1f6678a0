"""Print pip constraints that pin every runtime dependency at its declared floor (with the
optional ones the package's code uses when installed: :data:`RUNTIME_EXTRAS`).

``--check``: instead, fail unless this Python has exactly those floors installed.

Why: pip keeps whatever already satisfies a requirement, so a user may run afnio_lab on the
lowest versions ``pyproject.toml`` accepts; CI installs exactly those (scripts/test_floors.sh)
to check that they work. ``name>=X`` becomes ``name==X``; a dependency without a floor is an
error (it would not be tested at its lowest), and an upper bound (``<Y``) is kept as it is.
"""

from __future__ import annotations

import re
import sys
from importlib import metadata
from pathlib import Path

import tomllib

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"
#: Optional dependencies the package's own code uses when installed (held to floors too).
RUNTIME_EXTRAS = ("svg",)
REQUIREMENT = re.compile(r"^\s*([A-Za-z0-9._-]+)\s*(\[[^\]]*\])?\s*(.*)$")


def floor_constraints(pyproject: Path = PYPROJECT) -> list[str]:
    """One ``name==floor`` line per runtime dependency and per :data:`RUNTIME_EXTRAS`
    dependency (plus any upper bound it declares)."""
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    extras = [r for extra in RUNTIME_EXTRAS for r in project["optional-dependencies"][extra]]
    lines = []
    for requirement in [*project["dependencies"], *extras]:
        match = REQUIREMENT.match(requirement.split(";")[0])
        if match is None:
            raise SystemExit(f"floor_constraints: cannot read {requirement!r}")
        name, _extras, spec = match.groups()
        specifiers = [s.strip() for s in spec.split(",") if s.strip()]
        floors = [s[2:].strip() for s in specifiers if s.startswith(">=")]
        if len(floors) != 1:
            raise SystemExit(f"floor_constraints: {requirement!r} declares no single >= floor")
        lines.append(f"{name}=={floors[0]}")
        lines += [f"{name}{s}" for s in specifiers if s.startswith("<")]
    return lines


def _release(version: str) -> tuple[int, ...]:
    """``1.24`` and ``1.24.0`` alike (floors are plain releases)."""
    parts = [int(part) for part in version.split(".")]
    while parts and parts[-1] == 0:
        parts.pop()
    return tuple(parts)


def off_the_floor(lines: list[str]) -> list[str]:
    """The dependencies whose installed version is not the floor (or that are missing)."""
    wrong = []
    for line in lines:
        if "==" not in line:
            continue
        name, floor = line.split("==")
        try:
            installed = metadata.version(name)
        except metadata.PackageNotFoundError:
            installed = "missing"
        if installed == "missing" or _release(installed) != _release(floor):
            wrong.append(f"{name} {installed} (floor {floor})")
    return wrong


if __name__ == "__main__":
    constraints = floor_constraints()
    if sys.argv[1:] == ["--check"]:
        wrong = off_the_floor(constraints)
        if wrong:
            raise SystemExit("floor_constraints: not at the floor: " + ", ".join(wrong))
        print(f"floor_constraints: {len(constraints)} runtime dependencies at their floors")
    else:
        sys.stdout.write("".join(f"{line}\n" for line in constraints))
