"""afnio_lab.utils.data: Dataset, DataLoader collation and batching, samplers."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from afnio_lab import Variable
from afnio_lab.utils.data import (
    DataLoader,
    Dataset,
    RandomSampler,
    Sampler,
    SequentialSampler,
    WeightedRandomSampler,
    collate_tuple,
)


class Pairs(Dataset):
    """(message, (label, extra)) samples, like the shipped data sets."""

    def __init__(self, n: int) -> None:
        self.n = n

    def __getitem__(self, i: int):
        return Variable(f"m{i}", role="message", requires_grad=i == 0), (
            Variable(["pos", "neg"][i % 2], role="label"),
            Variable(i, role="id"),
        )

    def __len__(self) -> int:
        return self.n


class Listed(Dataset):
    def __init__(self, items: list) -> None:
        self.items = items

    def __getitem__(self, i: int):
        return self.items[i]

    def __len__(self) -> int:
        return len(self.items)


def test_tuple_samples_batch_position_by_position() -> None:
    batches = list(DataLoader(Pairs(5), batch_size=2))
    assert [len(b[0].data) for b in batches] == [2, 2, 1]
    x, (label, ids) = batches[0]
    assert x.data == ["m0", "m1"] and x.role == "message" and x.requires_grad
    assert label.data == ["pos", "neg"] and label.role == "label"
    assert ids.data == [0, 1]
    assert batches[1][0].requires_grad is False  # taken from the batch's first sample


def test_dict_variable_and_plain_samples() -> None:
    dicts = Listed([{"a": 1, "b": "x"}, {"a": 2, "b": "y"}, {"a": 3, "b": "z"}])
    assert list(DataLoader(dicts, batch_size=2)) == [
        {"a": [1, 2], "b": ["x", "y"]},
        {"a": [3], "b": ["z"]},
    ]
    variables = Listed([Variable("p", role="r"), Variable("q", role="r")])
    (batch,) = list(DataLoader(variables, batch_size=5))
    assert isinstance(batch, Variable) and batch.data == ["p", "q"]
    assert list(DataLoader(Listed([1, "two", None]), batch_size=2)) == [[1, "two"], [None]]


def test_collate_tuple_mixed_and_nested() -> None:
    out = collate_tuple([(1, (Variable("a"), 2)), ((3,), (Variable("b"), 4))])
    first, (nested_var, nested_plain) = out
    assert first == [1, ([3],)]  # a mix: the tuple is collated on its own, 1 is kept
    assert nested_var.data == ["a", "b"] and nested_plain == [2, 4]


def test_drop_last_and_len() -> None:
    loader = DataLoader(Pairs(5), batch_size=2, drop_last=True)
    assert len(loader) == 2 and len(list(loader)) == 2
    assert len(DataLoader(Pairs(5), batch_size=2)) == 3
    assert len(DataLoader(Pairs(5), batch_size=2, sampler=WeightedRandomSampler([1] * 5, 8))) == 4


def test_shuffle_with_seed_repeats_and_covers_everything() -> None:
    ids = lambda loader: [i for b in loader for i in b[1][1].data]  # noqa: E731
    loader = DataLoader(Pairs(7), batch_size=3, shuffle=True, seed=3)
    first, second = ids(loader), ids(loader)
    assert first == second and sorted(first) == list(range(7)) and first != list(range(7))


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"batch_size": 0}, "batch_size must be a positive int"),
        ({"batch_size": 2.5}, "batch_size must be a positive int"),
        ({"shuffle": "yes"}, "shuffle must be True or False"),
        ({"shuffle": True, "sampler": SequentialSampler(range(3))}, "mutually exclusive"),
    ],
)
def test_loader_rejects_bad_arguments(kwargs: dict, error: str) -> None:
    with pytest.raises(ValueError, match=error):
        DataLoader(Pairs(3), **kwargs)
    with pytest.raises(TypeError, match="iterable of indices"):
        DataLoader(Pairs(3), sampler=42)


def test_dataset_base_says_what_to_implement() -> None:
    with pytest.raises(NotImplementedError, match="__getitem__"):
        Dataset()[0]
    with pytest.raises(NotImplementedError, match="__len__"):
        len(Dataset())
    with pytest.raises(NotImplementedError, match="__iter__"):
        iter(Sampler())


def test_random_sampler_permutations_and_draws() -> None:
    assert sorted(RandomSampler(range(6), seed=1)) == list(range(6))
    chained = list(RandomSampler(range(4), num_samples=10, seed=2))
    assert len(chained) == 10
    for start in (0, 4):  # each whole pass is a permutation
        assert sorted(chained[start : start + 4]) == [0, 1, 2, 3]
    draws = list(RandomSampler(range(3), replacement=True, num_samples=50, seed=0))
    assert len(draws) == 50 and set(draws) == {0, 1, 2}
    with pytest.raises(TypeError, match="replacement should be a boolean"):
        RandomSampler(range(3), replacement=1)
    with pytest.raises(ValueError, match="num_samples should be a positive integer"):
        RandomSampler(range(3), num_samples=0)


def test_seeded_samplers_leave_global_random_alone_and_unseeded_follow_it() -> None:
    random.seed(5)
    expected = random.random()
    random.seed(5)
    list(RandomSampler(range(10), seed=1))
    list(WeightedRandomSampler([1, 2, 3], 5, seed=1))
    assert random.random() == expected
    random.seed(11)
    a = list(WeightedRandomSampler([1, 2, 3, 4], 20))
    random.seed(11)
    assert list(WeightedRandomSampler([1, 2, 3, 4], 20)) == a


def test_weighted_sampler_follows_the_weights() -> None:
    draws = Counter(WeightedRandomSampler([0, 1, 9], 2000, seed=0))
    assert draws[0] == 0 and draws[2] > 5 * draws[1] > 0
    once = list(WeightedRandomSampler([0.0, 5.0, 1.0, 3.0], 4, replacement=False, seed=0))
    assert sorted(once) == [0, 1, 2, 3] and once[-1] == 0  # the zero weight comes last
    firsts = Counter(
        next(iter(WeightedRandomSampler([100, 1, 1], 1, replacement=False, seed=s)))
        for s in range(50)
    )
    assert firsts[0] > 40


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (([1, 2], 0), "num_samples should be a positive integer"),
        (([1, 2], True), "num_samples should be a positive integer"),
        (([], 1), "non-empty sequence of numbers"),
        ((["a"], 1), "non-empty sequence of numbers"),
        (([1, -1], 1), "non-negative with a positive sum"),
        (([0, 0], 1), "non-negative with a positive sum"),
    ],
)
def test_weighted_sampler_rejects_bad_arguments(args: tuple, error: str) -> None:
    with pytest.raises(ValueError, match=error):
        WeightedRandomSampler(*args)
    with pytest.raises(ValueError, match="cannot be greater than the population"):
        WeightedRandomSampler([1, 2], 3, replacement=False)
