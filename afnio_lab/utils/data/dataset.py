"""The map-style data set interface the :class:`DataLoader` reads from."""

from __future__ import annotations

from typing import Any, Generic, TypeVar

T_co = TypeVar("T_co", covariant=True)


class Dataset(Generic[T_co]):
    """A sized collection of samples addressed by integer index.

    Subclasses implement ``__getitem__(index)`` and ``__len__()``; samples can be anything,
    but tuples, dicts and Variables are batched structurally by :class:`DataLoader`.
    """

    def __getitem__(self, index: int) -> T_co:
        raise NotImplementedError(
            f"{type(self).__name__} must implement __getitem__(index) to be a Dataset."
        )

    def __len__(self) -> int:
        raise NotImplementedError(
            f"{type(self).__name__} must implement __len__() to be a Dataset."
        )

    def __iter__(self) -> Any:
        """Iterate samples in order (stops at ``len``, not at an IndexError)."""
        return (self[i] for i in range(len(self)))
