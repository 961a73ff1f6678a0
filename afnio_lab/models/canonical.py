"""Hashable snapshots of nested arguments (to tell whether a configuration changed)."""

from __future__ import annotations

from typing import Any


def freeze(value: Any) -> Any:
    """A hashable, order-independent snapshot of dicts/lists of plain values."""
    if isinstance(value, dict):
        return tuple(sorted((str(k), freeze(v)) for k, v in value.items()))
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    if isinstance(value, (set, frozenset)):
        return tuple(sorted(repr(v) for v in value))
    try:
        hash(value)
    except TypeError:
        return ("unhashable", id(value))
    return value
