"""A reference for the offline learner's figures: how far plain word counting gets on the same
splits. A multinomial naive Bayes over every word of the training texts (no cap on rules, no
readable prompt, labels weighted evenly as the tutorial's sampler does) is trained on each
data set's training split and scored on its test split, beside the learner's own run.

It answers "is the learner weak, or is the data hard for any model that only counts words?"
On afnio's Facility Support tutorial the 66 training messages leave most of the signal to
language understanding (afnio's GPT run reaches 0.90); on the short held-out texts a model
that uses every word shows how much the learner's 40 readable rules leave behind.

Run: ``python benchmarks/bag_of_words.py [--alpha 0.5]``.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent / "heldout"))

from evaluate import SEEN, TASKS, HeldoutTexts  # benchmarks/heldout/evaluate.py

from afnio_lab.utils.datasets.facility_support import FacilitySupport

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
Example = tuple[str, str]


def words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9']+", text.lower()))


def naive_bayes(train: Sequence[Example], alpha: float) -> Callable[[str], str]:
    """A classifier from word presence counts per label, with add-``alpha`` smoothing and
    an even prior over labels."""
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for text, label in train:
        counts[label].update(words(text))
    vocabulary = set().union(*counts.values())
    totals = {label: sum(c.values()) + alpha * len(vocabulary) for label, c in counts.items()}

    def classify(text: str) -> str:
        known = words(text) & vocabulary
        return max(
            sorted(counts),
            key=lambda label: sum(
                math.log((counts[label][w] + alpha) / totals[label]) for w in known
            ),
        )

    return classify


def accuracy(classify: Callable[[str], str], data: Sequence[Example]) -> float:
    return sum(classify(text) == label for text, label in data) / len(data)


def examples(dataset: Any) -> list[Example]:
    """(text, label) pairs of an afnio_lab data set (inputs and labels are Variables;
    Facility Support's label is the second of three)."""
    out = []
    for i in range(len(dataset)):
        x, y = dataset[i]
        label = y[1] if isinstance(y, tuple) else y
        out.append((str(x.data), str(label.data)))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--alpha", type=float, default=0.5, help="smoothing (default 0.5)")
    alpha = parser.parse_args().alpha
    sets = {
        "facility": (
            examples(FacilitySupport(split="train", root=DATA)),
            examples(FacilitySupport(split="test", root=DATA)),
        )
    }
    for name in SEEN:
        root = Path(__file__).resolve().parent / TASKS[name].get("root", "heldout")
        sets[name] = (
            examples(HeldoutTexts(name, "train", root)),
            examples(HeldoutTexts(name, "test", root)),
        )
    print(f"naive Bayes over all words (alpha {alpha}), test accuracy; majority = 1/labels")
    for name, (train, test) in sets.items():
        labels = len({label for _, label in train})
        score = accuracy(naive_bayes(train, alpha), test)
        print(f"  {name:11s} {labels} labels  train {len(train):3d}  test {score:.3f}")


if __name__ == "__main__":
    main()
