"""What the file-backed data sets share: argument checks, the raw folder, the repr."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, ClassVar

from afnio_lab.utils.data.dataset import Dataset
from afnio_lab.utils.datasets.utils import fetch_resources

SPLITS = ("train", "val", "test")
_SPLIT_NAMES = {"train": "Train", "val": "Validation", "test": "Test"}


def check_choice(dataset: str, what: str, value: Any, choices: tuple[str, ...]) -> str:
    if value not in choices:
        raise ValueError(
            f"{dataset} Dataset: expected {what} in {list(choices)}, but got {what}={value!r}"
        )
    return str(value)


class FileDataset(Dataset[Any]):
    """A data set read from files under ``root/<ClassName>/raw`` (downloaded if missing)."""

    mirrors: ClassVar[list[str]] = []
    resources: ClassVar[list[tuple[str, str]]] = []
    _repr_indent = 4

    def __init__(self, split: str, root: str | Path | None) -> None:
        name = type(self).__name__
        self.split = check_choice(name, "split", split, SPLITS)
        if root is None:
            raise ValueError(
                f"{name} Dataset: pass root=<folder> (files go to <folder>/{name}/raw); for "
                "afnio_lab's small offline sample use "
                "root=afnio_lab.utils.datasets.sample_root()."
            )
        self.root: str = os.path.expanduser(os.fspath(root))
        fetch_resources(self.raw_folder, self.mirrors, self.resources)

    @property
    def raw_folder(self) -> str:
        return os.path.join(self.root, type(self).__name__, "raw")

    def raw_path(self, index: int = 0) -> str:
        return os.path.join(self.raw_folder, self.resources[index][0])

    def extra_repr(self) -> str:
        return f"Split: {_SPLIT_NAMES[self.split]}"

    def __repr__(self) -> str:
        body = [f"Number of datapoints: {len(self)}", f"Root location: {self.root}"]
        body += self.extra_repr().splitlines()
        pad = " " * self._repr_indent
        return "\n".join([f"Dataset {type(self).__name__}"] + [pad + line for line in body])
