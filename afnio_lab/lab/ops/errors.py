"""``LabError``: a lab request that cannot be carried out (its message says what to do)."""

from __future__ import annotations


class LabError(ValueError):
    """A lab request that cannot be carried out; the message says what to do instead."""


__all__ = ["LabError"]
