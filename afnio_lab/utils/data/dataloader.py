"""``DataLoader``: batches samples from a :class:`Dataset` in the order a sampler gives.

Batches keep the structure of the samples (afnio's collation rules):

- dict samples → one dict, each key holding the list of that key's values;
- tuple samples → :func:`collate_tuple` (position by position, recursively);
- Variable samples → one Variable whose ``data`` is the list of the samples' data
  (role and ``requires_grad`` from the first);
- anything else → the list of samples.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sized
from typing import Any, Generic, TypeVar

from afnio_lab.autodiff.variable import Variable
from afnio_lab.utils.data.dataset import Dataset
from afnio_lab.utils.data.sampler import RandomSampler, Sampler, SequentialSampler

T_co = TypeVar("T_co", covariant=True)


def _batch_variables(group: Iterable[Variable]) -> Variable:
    items = list(group)
    first = items[0]
    return Variable(
        data=[v.data for v in items], role=first.role, requires_grad=first.requires_grad
    )


def collate_tuple(items: Iterable[tuple[Any, ...]]) -> tuple[Any, ...]:
    """Batch a list of tuples position by position.

    At each position: all Variables → one batched Variable; all tuples → collated
    recursively; a mix → a list where tuples are collated and other items kept as is.
    """
    columns = list(zip(*items))
    out: list[Any] = []
    for column in columns:
        if all(isinstance(x, Variable) for x in column):
            out.append(_batch_variables(column))
        elif all(isinstance(x, tuple) for x in column):
            out.append(collate_tuple(column))
        else:
            out.append([collate_tuple([x]) if isinstance(x, tuple) else x for x in column])
    return tuple(out)


def collate(batch: list[Any]) -> Any:
    """One batch from a list of samples, by the rules in the module docs."""
    if batch and all(isinstance(item, dict) for item in batch):
        return {key: [item[key] for item in batch] for key in batch[0]}
    if batch and all(isinstance(item, tuple) for item in batch):
        return collate_tuple(batch)
    if batch and all(isinstance(item, Variable) for item in batch):
        return _batch_variables(batch)
    return batch


class DataLoader(Generic[T_co]):
    """Iterate a data set in batches.

    Args:
        dataset: where samples come from (``dataset[i]``, ``len(dataset)``).
        batch_size: samples per batch (the last one may be smaller unless ``drop_last``).
        shuffle: reshuffle every pass (a :class:`RandomSampler`); exclusive with ``sampler``.
        sampler: any iterable of indices, e.g. a :class:`WeightedRandomSampler`.
        drop_last: drop a final batch smaller than ``batch_size``.
        seed: seed of the shuffling sampler (same order every pass when set).
    """

    def __init__(
        self,
        dataset: Dataset[T_co],
        batch_size: int | None = 1,
        shuffle: bool | None = False,
        sampler: Sampler[Any] | Iterable[Any] | None = None,
        drop_last: bool = False,
        seed: int | None = None,
    ) -> None:
        if shuffle not in (True, False):
            raise ValueError(f"shuffle must be True or False, got shuffle={shuffle!r}.")
        if batch_size is None:
            batch_size = 1
        if not isinstance(batch_size, int) or isinstance(batch_size, bool) or batch_size < 1:
            raise ValueError(f"batch_size must be a positive int, got batch_size={batch_size!r}.")
        if sampler is not None and shuffle:
            raise ValueError("sampler option is mutually exclusive with shuffle")
        if sampler is None:
            sampler = RandomSampler(dataset, seed=seed) if shuffle else SequentialSampler(dataset)
        elif not isinstance(sampler, Iterable):
            raise TypeError(
                f"sampler must be an iterable of indices (e.g. a Sampler), got "
                f"{type(sampler).__name__}."
            )
        self.dataset = dataset
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.drop_last = drop_last
        self.seed = seed
        self.sampler = sampler
        self.index_sampler = sampler  # afnio's attribute name

    def __iter__(self) -> Iterator[Any]:
        batch: list[Any] = []
        for index in self.sampler:
            batch.append(self.dataset[index])
            if len(batch) == self.batch_size:
                yield collate(batch)
                batch = []
        if batch and not self.drop_last:
            yield collate(batch)

    def _num_indices(self) -> int:
        sampler = self.sampler
        return len(sampler) if isinstance(sampler, Sized) else len(self.dataset)

    def __len__(self) -> int:
        """Number of batches per pass."""
        n = self._num_indices()
        return n // self.batch_size if self.drop_last else math.ceil(n / self.batch_size)
