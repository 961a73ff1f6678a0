"""Build the tutorial notebooks from their sources, ``notebooks/src/*.py``, then execute them.

A source is a tutorial in jupytext's percent format: ``# %% [markdown]`` opens a text cell,
``# %%`` a code cell, and a magic is written as a comment (``# %backward ...``), so a source is
plain Python that ruff and mypy check. A code cell tagged ``nbval-check-output``
(``# %% tags=["nbval-check-output"]``) is one whose output ``pytest --nbval-lax`` compares
(see ``notebooks/nbval_sanitize.cfg``); a tag, unlike a ``# NBVAL_…`` comment, is not the first
line a reader sees. The notebooks are written to ``notebooks/`` and committed with outputs.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

import jupytext
import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
SOURCES = NOTEBOOKS / "src"
#: Data sets kept beside the repository (not in it); 07 reads them through AFNIO_LAB_DATA.
SHARED_DATA = ROOT.parent / "shared" / "data"
#: The name ipykernel gives the kernel it installs. JupyterLab rewrites a notebook's kernelspec
#: to the running kernel's when it opens it, so any other name marks the notebook "modified"
#: on its first screen, before the user did anything.
KERNEL_DISPLAY_NAME = "Python 3 (ipykernel)"
#: The cell tag nbval reads as "compare this cell's output".
CHECK_OUTPUT_TAG = "nbval-check-output"


def read_source(path: Path) -> nbformat.NotebookNode:
    """The notebook a source describes: its cells' kinds, sources and tags, nothing else.

    jupytext also records layout (blank lines between cells) in cell metadata; only the tags
    belong in the built notebook."""
    cells = []
    for cell in jupytext.read(path, fmt="py:percent").cells:
        tags = cell.metadata.get("tags")
        metadata = {"tags": tags} if tags else {}
        if cell.cell_type == "markdown":
            cells.append(new_markdown_cell(cell.source, metadata=metadata))
        else:
            cells.append(new_code_cell(cell.source, metadata=metadata))
    nb = new_notebook(cells=cells)
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": KERNEL_DISPLAY_NAME,
        "language": "python",
    }
    return nb


def execute(path: Path) -> None:
    """Run a notebook in place as Jupyter would, from ``notebooks/`` (its cells open ``data/``)."""
    env = dict(os.environ)
    if SHARED_DATA.is_dir():
        env.setdefault("AFNIO_LAB_DATA", str(SHARED_DATA))
    subprocess.run(
        [
            sys.executable,
            "-m",
            "jupyter",
            "nbconvert",
            "--to",
            "notebook",
            "--execute",
            "--inplace",
            "--ExecutePreprocessor.timeout=120",
            str(path),
        ],
        check=True,
        cwd=NOTEBOOKS,
        env=env,
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument(
        "names",
        nargs="*",
        help="build only the tutorials whose file name contains one of these (e.g. 02 quickstart)",
    )
    parser.add_argument(
        "--no-execute", action="store_true", help="write the notebooks without running them"
    )
    args = parser.parse_args(argv)
    for source in sorted(SOURCES.glob("*.py")):
        path = NOTEBOOKS / f"{source.stem}.ipynb"
        if args.names and not any(name in path.name for name in args.names):
            continue
        nbformat.write(read_source(source), path)
        if not args.no_execute:
            execute(path)
        print("built", path.relative_to(ROOT))


if __name__ == "__main__":
    main()
