"""The committed tutorials are what their sources say, and name their kernel as ipykernel
installs it, so JupyterLab opens them unmodified (it rewrites a differing kernelspec at once:
the "modified" dot on the quickstart's first screen). The browser check is
``tests/browser/test_quickstart_browser.py``.

Each tutorial is built from ``notebooks/src/<name>.py`` (jupytext's percent format) by
``scripts/build_notebooks.py``; a notebook edited by hand, or a source edited without a
rebuild, fails here. Their nbval marks are cell tags, not ``# NBVAL_…`` comments: a reader's
first line of a cell is the lesson's code. The tagged cells are the ones whose output
``pytest --nbval-lax`` compares."""

from __future__ import annotations

import importlib.util
import json

import jupytext
import nbformat
import pytest
from ipykernel.kernelspec import get_kernel_dict
from nbval.plugin import comment_markers, find_metadata_tags

from support.paths import NOTEBOOKS, REPO

TUTORIALS = sorted(NOTEBOOKS.glob("*.ipynb"))
SOURCES = NOTEBOOKS / "src"
#: Cells whose output nbval compares, per tutorial: the cells that opened with
#: ``# NBVAL_CHECK_OUTPUT`` before the marks became tags, and 07's.
CHECKED_CELLS = {
    "01_quickstart.ipynb": 5,
    "02_prompt_debugging.ipynb": 4,
    "03_autodiff_with_numbers.ipynb": 9,
    "04_custom_functions.ipynb": 4,
    "05_real_models.ipynb": 3,
    "06_comparing_prompts.ipynb": 3,
    "07_training_offline.ipynb": 8,
}


def _build_script() -> object:
    spec = importlib.util.spec_from_file_location(
        "build_notebooks", REPO / "scripts" / "build_notebooks.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda p: p.name)
def test_each_tutorial_names_the_installed_kernel(path) -> None:
    kernelspec = json.loads(path.read_text())["metadata"]["kernelspec"]
    installed = get_kernel_dict()
    assert kernelspec == {
        "name": "python3",
        "display_name": installed["display_name"],
        "language": installed["language"],
    }


def test_the_build_script_writes_the_installed_kernel_name() -> None:
    assert [p.name for p in TUTORIALS] == sorted(CHECKED_CELLS)
    assert sorted(p.stem for p in SOURCES.glob("*.py")) == [p.stem for p in TUTORIALS]
    assert get_kernel_dict()["display_name"] == _build_script().KERNEL_DISPLAY_NAME  # type: ignore[attr-defined]


def _code_cells(path) -> list[nbformat.NotebookNode]:
    return [c for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code"]


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda p: p.name)
def test_no_code_cell_shows_a_test_marker(path) -> None:
    for cell in _code_cells(path):
        comments = {line.strip().lstrip("#").strip() for line in cell.source.splitlines()}
        assert not comments & set(comment_markers), cell.source.splitlines()[0]


def _cells(nb: nbformat.NotebookNode) -> list[tuple[str, str, list[str]]]:
    """What a tutorial is made of: each cell's kind, source and tags (not outputs or ids)."""
    return [(c.cell_type, c.source, list(c.metadata.get("tags", []))) for c in nb.cells]


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda p: p.name)
def test_each_tutorial_is_built_from_its_source(path) -> None:
    source = jupytext.read(SOURCES / f"{path.stem}.py", fmt="py:percent")
    committed = nbformat.read(path, as_version=4)
    assert _cells(committed) == _cells(source), (
        f"{path.name} differs from notebooks/src/{path.stem}.py: "
        f"run `.venv/bin/python scripts/build_notebooks.py {path.stem}`"
    )


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda p: p.name)
def test_nbval_compares_the_checked_cells(path) -> None:
    tag = _build_script().CHECK_OUTPUT_TAG  # type: ignore[attr-defined]
    assert dict(find_metadata_tags({"tags": [tag]})) == {"check": True}  # nbval reads it
    tags = [c.metadata.get("tags", []) for c in _code_cells(path)]
    assert all(t in ([], [tag]) for t in tags), tags
    assert sum(tag in t for t in tags) == CHECKED_CELLS[path.name]
