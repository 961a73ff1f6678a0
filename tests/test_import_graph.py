"""The import graph keeps its shape: layered packages, a model-free autodiff core, plain
records. The contracts live in pyproject.toml (``[tool.importlinter]``); import-linter
checks them on the real import graph, local imports included.

It runs as a child process: its command line reconfigures logging and disables every logger
that exists, which would silence afnio_lab's loggers for the tests that follow.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from support.paths import REPO


def test_every_import_contract_is_kept() -> None:
    lint_imports = Path(sys.executable).parent / "lint-imports"
    done = subprocess.run(
        [str(lint_imports), "--config", str(REPO / "pyproject.toml"), "--no-cache"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "3 kept, 0 broken" in done.stdout
