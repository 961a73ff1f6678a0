"""The IPython extension: ``%load_ext afnio_lab`` registers the magics."""

from __future__ import annotations

from typing import Any

from afnio_lab.magics.core import MAGIC_NAMES, AfnioMagics


def load_ipython_extension(ipython: Any) -> None:
    """Register the magics (``%%afnio_forward``, ``%backward``, ``%afnio_*``)."""
    ipython.register_magics(AfnioMagics)


def unload_ipython_extension(ipython: Any) -> None:
    """Remove the magics again (recorded runs stay in the session)."""
    manager = ipython.magics_manager
    for kind in ("line", "cell"):
        table = manager.magics[kind]
        for name in MAGIC_NAMES:
            owner = table.get(name)
            if getattr(owner, "__self__", None).__class__ is AfnioMagics:
                del table[name]
    manager.registry.pop("AfnioMagics", None)


__all__ = ["AfnioMagics", "load_ipython_extension", "unload_ipython_extension"]
