"""pyproject.toml declares what the code uses: every required dependency is imported by the
package, and what the code treats as optional (imported under ``except ImportError``) is an
extra, not a requirement."""

from __future__ import annotations

import ast
import re
from importlib import metadata
from pathlib import Path

import tomllib

import afnio_lab

ROOT = Path(afnio_lab.__file__).parent
PROJECT = tomllib.loads((ROOT.parent / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def _name(requirement: str) -> str:
    match = re.match(r"[A-Za-z0-9._-]+", requirement)
    assert match is not None
    return match.group(0).lower().replace("_", "-")


def _imports() -> tuple[set[str], set[str]]:
    """The top-level modules the package imports: all of them, and those it imports only
    inside a ``try`` that catches ImportError."""
    every, guarded = set(), set()
    for path in ROOT.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                every |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                every.add(node.module.split(".")[0])
            if isinstance(node, ast.Try) and any(
                ast.unparse(h.type or ast.Name("")).endswith("ImportError") for h in node.handlers
            ):
                guarded |= {
                    a.name.split(".")[0]
                    for n in node.body
                    if isinstance(n, ast.Import)
                    for a in n.names
                }
    return every, guarded


def _distributions(modules: set[str]) -> set[str]:
    owners = metadata.packages_distributions()
    return {d.lower().replace("_", "-") for m in modules for d in owners.get(m, [])}


def test_every_required_dependency_is_imported_and_none_only_optionally():
    every, guarded = _imports()
    required = {_name(r) for r in PROJECT["dependencies"]}
    assert required - _distributions(every) == set()  # declared, never imported
    unguarded = every - guarded
    optional_only = _distributions(guarded) - _distributions(unguarded)
    assert required & optional_only == set()  # required, yet the code does without


def test_the_in_process_svg_renderer_is_an_extra():
    extras = {_name(r) for r in PROJECT["optional-dependencies"]["svg"]}
    assert extras == {"pygraphviz"}
    assert "afnio_lab[svg]" in PROJECT["optional-dependencies"]["test"]
