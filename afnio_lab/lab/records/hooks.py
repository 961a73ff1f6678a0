"""The seams through which views and storage serve records (records import neither).

Records stay plain data: a record's ``_repr_mimebundle_``, ``to_dict`` and ``from_dict`` ask
whatever was installed here (the rich display by the views, the saved shape by storage), the
way ``autodiff/value.py`` lets the lab display values. Importing any part of
``afnio_lab.lab`` installs both.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol, TypeVar

DisplayProvider = Callable[[Any], dict[str, Any]]

_display: DisplayProvider | None = None


def set_display_provider(provider: DisplayProvider | None) -> None:
    """Install the function that gives a record its Jupyter display bundle."""
    global _display
    _display = provider


def display_bundle(record: Any) -> dict[str, Any]:
    """The installed provider's bundle for ``record``, or plain text when none is installed."""
    if _display is None:
        return {"text/plain": repr(record)}
    return _display(record)


class Codec(Protocol):
    """What storage offers records: their saved shape, both ways."""

    def to_dict(self, record: Any) -> dict[str, Any]: ...

    def from_dict(self, cls: type, data: Any) -> Any: ...


_codec: Codec | None = None


def set_codec(codec: Codec | None) -> None:
    """Install the owner of the saved shape (``afnio_lab.lab.storage.codec``)."""
    global _codec
    _codec = codec


def _installed_codec() -> Codec:
    if _codec is None:
        raise RuntimeError("No saved shape is installed: import afnio_lab.lab first.")
    return _codec


R = TypeVar("R", bound="Saved")


class Saved:
    """Gives a record ``to_dict``/``from_dict``, answered by the installed codec."""

    def to_dict(self) -> dict[str, Any]:
        return _installed_codec().to_dict(self)

    @classmethod
    def from_dict(cls: type[R], data: Mapping[str, Any]) -> R:
        record: R = _installed_codec().from_dict(cls, data)
        return record


class Displayed:
    """Gives a record ``_repr_mimebundle_``, answered by the installed display provider."""

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        return display_bundle(self)


__all__ = [
    "Codec",
    "Displayed",
    "Saved",
    "display_bundle",
    "set_codec",
    "set_display_provider",
]
