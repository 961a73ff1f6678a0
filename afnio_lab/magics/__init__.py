"""The IPython extension: ``%load_ext afnio_lab`` registers the magics, grouped by topic."""

from __future__ import annotations

from typing import Any

from afnio_lab.magics.browse import BrowseMagics
from afnio_lab.magics.edits import EditMagics
from afnio_lab.magics.errors import install, uninstall
from afnio_lab.magics.passes import PassMagics
from afnio_lab.magics.workspace import WorkspaceMagics

#: Every group of magics the extension registers.
MAGICS = (PassMagics, BrowseMagics, EditMagics, WorkspaceMagics)


def load_ipython_extension(ipython: Any) -> None:
    """Register the magics (``%%afnio_forward``, ``%backward``, ``%afnio_*``), and the
    handler that shows their failures short (the full traceback behind ``%tb``)."""
    for magics in MAGICS:
        ipython.register_magics(magics)
    install(ipython)


def unload_ipython_extension(ipython: Any) -> None:
    """Remove the magics again (recorded runs stay in the session)."""
    manager = ipython.magics_manager
    for magics in MAGICS:
        for kind, names in magics.magics.items():
            table = manager.magics[kind]
            for name in names:
                bound = getattr(table.get(name), "__wrapped__", None)  # see LabMagics
                if getattr(bound, "__self__", None).__class__ is magics:
                    del table[name]
        manager.registry.pop(magics.__name__, None)
    uninstall(ipython)


__all__ = [
    "MAGICS",
    "BrowseMagics",
    "EditMagics",
    "PassMagics",
    "WorkspaceMagics",
    "load_ipython_extension",
    "unload_ipython_extension",
]
