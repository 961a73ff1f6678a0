"""Data sets, samplers and a batching loader for training loops (afnio's ``utils.data``)."""

from afnio_lab.utils.data.dataloader import DataLoader, collate_tuple
from afnio_lab.utils.data.dataset import Dataset
from afnio_lab.utils.data.sampler import (
    RandomSampler,
    Sampler,
    SequentialSampler,
    WeightedRandomSampler,
)

__all__ = [
    "DataLoader",
    "Dataset",
    "RandomSampler",
    "Sampler",
    "SequentialSampler",
    "WeightedRandomSampler",
    "collate_tuple",
]
