"""The TREC question classification data set (https://cogcomp.seas.upenn.edu/Data/QA/QC/):
questions labelled with a coarse class (``LOC``, ``NUM``, …) and a fine one (``LOC:city``).
"""

from __future__ import annotations

import random
from collections import defaultdict
from pathlib import Path
from typing import ClassVar

from afnio_lab.utils.datasets._base import FileDataset, check_choice

Sample = tuple[str, tuple[str, str]]  # (question, (fine_label, coarse_label))


def read_label_file(path: str) -> list[Sample]:
    """Parse a TREC ``.label`` file: one ``FINE:label question text`` per line.

    The published training file has one byte that is not UTF-8 (0xF0); it becomes a space.
    """
    samples: list[Sample] = []
    with open(path, "rb") as fh:
        for number, raw in enumerate(fh, start=1):
            line = raw.replace(b"\xf0", b" ").strip().decode("utf-8", errors="replace")
            if not line:
                continue
            fine, _, text = line.partition(" ")
            if ":" not in fine or not text:
                raise ValueError(
                    f"{path}, line {number}: expected 'COARSE:fine question text', got {line!r}."
                )
            samples.append((text, (fine, fine.split(":")[0])))
    return samples


def _unique(samples: list[Sample]) -> list[Sample]:
    return list(dict.fromkeys(samples))


def stratified_split(
    samples: list[Sample], task: str, fraction: float, seed: int = 42
) -> tuple[list[Sample], list[Sample]]:
    """Split per class (fine or coarse, by ``task``): the last ``fraction`` of each shuffled
    class goes to the second part, so both parts keep the class proportions."""
    by_label: dict[str, list[Sample]] = defaultdict(list)
    for sample in samples:
        fine, coarse = sample[1]
        by_label[fine if task == "fine" else coarse].append(sample)
    rng = random.Random(seed)
    first: list[Sample] = []
    second: list[Sample] = []
    for label, group in by_label.items():
        rng.shuffle(group)
        cut = int(len(group) * (1 - fraction))
        if cut == 0:
            raise ValueError(
                f"Label {label} has too few samples ({len(group)}) to keep any in the "
                f"training part with validation_split={fraction}."
            )
        if cut == len(group) and fraction > 0.0:
            raise ValueError(
                f"Label {label} has too few samples ({len(group)}) to put any in the "
                f"validation part with validation_split={fraction}."
            )
        first += group[:cut]
        second += group[cut:]
    return first, second


class TREC(FileDataset):
    """TREC questions with ``(fine_label, coarse_label)`` targets.

    Args:
        task: ``"coarse"`` (6 classes) or ``"fine"`` (50 classes); the validation split is
            stratified by this label.
        split: ``"train"``, ``"val"`` or ``"test"``; train and val come from
            ``train_5500.label`` (duplicates removed), test is ``TREC_10.label``.
        validation_split: fraction of each class moved from train to val, in ``[0, 1]``.
        root: folder holding ``TREC/raw/`` (downloaded when missing); offline,
            :func:`~afnio_lab.utils.datasets.sample_root` has a small synthetic sample.

    ``dataset[i]`` is ``(question, (fine_label, coarse_label))``, plain strings.
    """

    mirrors: ClassVar[list[str]] = ["https://cogcomp.seas.upenn.edu/Data/QA/QC/"]
    resources: ClassVar[list[tuple[str, str]]] = [
        ("train_5500.label", "073462e3fcefaae31e00edb1f18d2d02"),
        ("TREC_10.label", "323a3554401d86e650717e2d2f942589"),
    ]

    def __init__(
        self,
        task: str | None = None,
        split: str | None = None,
        validation_split: float = 0.0,
        root: str | Path | None = None,
    ) -> None:
        self.task = check_choice("TREC", "classification task", task, ("coarse", "fine"))
        check_choice("TREC", "split", split, ("train", "val", "test"))
        if not isinstance(validation_split, int | float) or not 0.0 <= validation_split <= 1.0:
            raise ValueError(
                "TREC Dataset: expected validation_split in [0.0, 1.0], but got "
                f"validation_split={validation_split!r}"
            )
        super().__init__(str(split), root)
        if self.split == "test":
            samples = read_label_file(self.raw_path(1))
        else:
            train, val = stratified_split(
                _unique(read_label_file(self.raw_path(0))), self.task, float(validation_split)
            )
            samples = train if self.split == "train" else val
        self.data = [text for text, _ in samples]
        self.targets = [target for _, target in samples]

    def __getitem__(self, index: int) -> tuple[str, tuple[str, str]]:
        return self.data[index], self.targets[index]

    def __len__(self) -> int:
        return len(self.data)

    def extra_repr(self) -> str:
        task = {"coarse": "Classify Coarse Labels", "fine": "Classify Fine Labels"}[self.task]
        return f"{super().extra_repr()}\nTask: {task}"
