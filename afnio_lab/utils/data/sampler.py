"""Index samplers: in order, shuffled, or drawn by weight (afnio's ``utils.data.sampler``).

With a ``seed``, a sampler draws from its own ``random.Random(seed)``: every pass yields the
same order and the global ``random`` state is left alone. With ``seed=None`` it draws from
the global ``random`` module, so each pass differs and ``random.seed(n)`` makes a whole
run reproducible (as ``torch.manual_seed`` does for PyTorch's samplers).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence, Sized
from typing import Any, Generic, TypeVar

T_co = TypeVar("T_co", covariant=True)


class Sampler(Generic[T_co]):
    """Base class: yields dataset indices (or lists of them) from ``__iter__``."""

    def __iter__(self) -> Iterator[T_co]:
        raise NotImplementedError(f"{type(self).__name__} must implement __iter__().")


class SequentialSampler(Sampler[int]):
    """``0, 1, …, len(data_source) - 1``, every time."""

    def __init__(self, data_source: Sized) -> None:
        self.data_source = data_source

    def __iter__(self) -> Iterator[int]:
        return iter(range(len(self.data_source)))

    def __len__(self) -> int:
        return len(self.data_source)


def _rng(seed: int | None) -> Any:
    """A private generator for a seed, else the global ``random`` module."""
    return random if seed is None else random.Random(seed)


def _check_positive_int(name: str, value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
        raise ValueError(f"{name} should be a positive integer value, but got {name}={value!r}")
    return value


class RandomSampler(Sampler[int]):
    """Random indices: a shuffle of the data set, or ``num_samples`` draws with replacement.

    Without replacement and ``num_samples`` larger than the data set, whole shuffles are
    chained (each index appears once per shuffle).
    """

    def __init__(
        self,
        data_source: Sized,
        replacement: bool = False,
        num_samples: int | None = None,
        seed: int | None = None,
    ) -> None:
        if not isinstance(replacement, bool):
            raise TypeError(
                f"replacement should be a boolean value, but got replacement={replacement!r}"
            )
        self.data_source = data_source
        self.replacement = replacement
        self._num_samples = num_samples
        self.seed = seed
        _check_positive_int("num_samples", self.num_samples)

    @property
    def num_samples(self) -> int:
        """``num_samples`` if given, else the data set's current length."""
        return len(self.data_source) if self._num_samples is None else self._num_samples

    def __iter__(self) -> Iterator[int]:
        rng = _rng(self.seed)
        n = len(self.data_source)
        if self.replacement:
            yield from (rng.randrange(n) for _ in range(self.num_samples))
            return
        left = self.num_samples
        while left > 0:
            order = rng.sample(range(n), n)
            yield from order[:left]
            left -= n

    def __len__(self) -> int:
        return self.num_samples


class WeightedRandomSampler(Sampler[int]):
    """``num_samples`` indices into ``weights``, index ``i`` drawn with probability
    proportional to ``weights[i]``.

    Without replacement an index is drawn at most once (each draw is weighted among the
    indices still left), so ``num_samples`` cannot exceed ``len(weights)``.
    """

    def __init__(
        self,
        weights: Sequence[float],
        num_samples: int,
        replacement: bool = True,
        seed: int | None = None,
    ) -> None:
        _check_positive_int("num_samples", num_samples)
        if not isinstance(replacement, bool):
            raise ValueError(
                f"replacement should be a boolean value, but got replacement={replacement!r}"
            )
        weights = list(weights)
        if not weights or not all(
            isinstance(w, int | float) and not isinstance(w, bool) for w in weights
        ):
            raise ValueError("Weights must be a non-empty sequence of numbers.")
        if any(w < 0 for w in weights) or sum(weights) <= 0:
            raise ValueError(
                "Weights must be non-negative with a positive sum; got "
                f"{weights[:5]}{'…' if len(weights) > 5 else ''}."
            )
        if not replacement and num_samples > len(weights):
            raise ValueError(
                f"num_samples ({num_samples}) cannot be greater than the population size "
                f"({len(weights)}) when replacement is False."
            )
        self.weights = weights
        self.num_samples = num_samples
        self.replacement = replacement
        self.seed = seed

    def __iter__(self) -> Iterator[int]:
        rng = _rng(self.seed)
        indices = range(len(self.weights))
        if self.replacement:
            yield from rng.choices(indices, weights=self.weights, k=self.num_samples)
            return
        weights = list(self.weights)
        drawn: set[int] = set()
        for _ in range(self.num_samples):
            if sum(weights) <= 0:  # only zero-weight indices remain: draw uniformly
                weights = [0.0 if i in drawn else 1.0 for i in indices]
            (pick,) = rng.choices(indices, weights=weights, k=1)
            weights[pick] = 0.0
            drawn.add(pick)
            yield pick

    def __len__(self) -> int:
        return self.num_samples
