"""The ``ip`` fixture: a real IPython InteractiveShell with afnio_lab's magics loaded.

Registered for every test by ``tests/conftest.py``; ``support.cells.run_cell(ip, code)`` runs a
cell and captures what it printed and displayed.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import IPython
import pytest
from IPython.testing import globalipapp

import afnio_lab.lab as lab

__all__ = ["ip"]


@pytest.fixture()
def ip() -> Iterator[Any]:
    """A shell with a fresh lab session, ``%load_ext afnio_lab`` and ``afnio`` imported."""
    shell = globalipapp.start_ipython() or IPython.get_ipython()
    lab.set_session(lab.Session())
    shell.run_line_magic("load_ext", "afnio_lab")
    shell.run_cell("import afnio_lab as afnio")
    yield shell
    shell.run_line_magic("unload_ext", "afnio_lab")
