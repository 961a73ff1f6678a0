"""Meta's Facility Support Analyzer data set: support emails labelled with urgency,
sentiment and request categories (https://github.com/meta-llama/llama-prompt-ops, folder
``use-cases/facility-support-analyzer``).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any, ClassVar

from afnio_lab.autodiff.variable import Variable
from afnio_lab.utils.datasets._base import FileDataset


def _parse_entry(entry: Any, index: int, path: str) -> dict[str, Any]:
    """Check one record of ``dataset.json`` and return its parsed answer."""
    where = f"{path}, entry {index}"
    if not isinstance(entry, dict) or not isinstance(entry.get("fields"), dict):
        raise ValueError(f"{where}: expected {{'fields': {{'input': ...}}, 'answer': ...}}.")
    if not isinstance(entry["fields"].get("input"), str):
        raise ValueError(f"{where}: 'fields' needs an 'input' string (the message).")
    try:
        answer = json.loads(entry.get("answer", ""))
    except (TypeError, json.JSONDecodeError) as exc:
        raise ValueError(f"{where}: 'answer' must be a JSON string ({exc}).") from None
    if not isinstance(answer, dict):
        raise ValueError(f"{where}: 'answer' must encode a JSON object.")
    return answer


class FacilitySupport(FileDataset):
    """Facility-support messages with their urgency, sentiment and categories.

    The published file holds 200 messages. They are shuffled with a fixed seed and cut into
    33% train, 33% validation and the rest test, so splits are the same on every machine.

    Args:
        split: ``"train"``, ``"val"`` or ``"test"``.
        root: folder holding ``FacilitySupport/raw/dataset.json`` (downloaded there when
            missing). Offline, :func:`~afnio_lab.utils.datasets.sample_root` gives a small
            synthetic sample in the same format.

    ``dataset[i]`` is ``(message, (urgency, sentiment, categories))``, all Variables;
    ``categories`` holds the categories as a JSON string.
    """

    mirrors: ClassVar[list[str]] = [
        "https://raw.githubusercontent.com/meta-llama/llama-prompt-ops/refs/heads/main/"
        "use-cases/facility-support-analyzer/"
    ]
    resources: ClassVar[list[tuple[str, str]]] = [
        ("dataset.json", "530dc66b1b07c9b15b19f08891e9bfa0")
    ]

    def __init__(self, split: str, root: str | Path | None = None) -> None:
        super().__init__(split, root)
        path = self.raw_path()
        try:
            with open(path, encoding="utf-8") as fh:
                records = json.load(fh)
        except json.JSONDecodeError as exc:
            raise ValueError(
                f"{path} is not valid JSON ({exc}); delete it to download again."
            ) from None
        if not isinstance(records, list):
            raise ValueError(f"{path} must hold a JSON list of messages.")
        answers = [_parse_entry(e, i, path) for i, e in enumerate(records)]
        order = list(range(len(records)))
        random.Random(0).shuffle(order)
        n_train = n_val = int(len(order) * 0.33)
        bounds = {
            "train": (0, n_train),
            "val": (n_train, n_train + n_val),
            "test": (n_train + n_val, len(order)),
        }[self.split]
        chosen = order[bounds[0] : bounds[1]]
        self.data = [records[i] for i in chosen]
        self._answers = [answers[i] for i in chosen]

    def __getitem__(self, index: int) -> tuple[Variable, tuple[Variable, Variable, Variable]]:
        if not isinstance(index, int) or not 0 <= index < len(self.data):
            raise IndexError(f"Index {index!r} out of range for {len(self.data)} messages.")
        answer = self._answers[index]
        message = Variable(self.data[index]["fields"]["input"], role="input email or message")
        urgency = Variable(answer.get("urgency"), role="output urgency")
        sentiment = Variable(answer.get("sentiment"), role="output sentiment")
        categories = Variable(json.dumps(answer.get("categories")), role="output categories")
        return message, (urgency, sentiment, categories)

    def __len__(self) -> int:
        return len(self.data)
