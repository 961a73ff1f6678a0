"""``LabError``: a lab request that cannot be carried out (the one error every part of the
lab raises for a request, so the magics and widgets can show its message as it is)."""

from __future__ import annotations


class LabError(ValueError):
    """A lab request that cannot be carried out; the message says what to do instead."""


__all__ = ["LabError"]
