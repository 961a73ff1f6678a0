"""The offline learner on data it was never tuned on: generated data sets with planted cue
words, 2, 3 and 6 labels and 10% label noise, trained through the real ops (ChatCompletion,
exact-match evaluator, backward, TGD with momentum) for 5 epochs."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from afnio_lab.models import offline_learner as learner
from afnio_lab.models.offline_lexicon import STOP_WORDS

from support.offline_training import train_prompt

SYLLABLES = "ba be bi bo ka ke ki ko la le li lo ma me mi mo na ne ni no ra re ri ro ta te ti to"


@dataclass
class Synthetic:
    prompt: str
    labels: list[str]
    cues: dict[str, str]  # planted cue word -> label
    texts: list[str]
    targets: list[str]  # with noise
    clean: list[str]  # the true labels


def pseudo_words(rng: random.Random, count: int, taken: set[str]) -> list[str]:
    syllables = SYLLABLES.split()
    out: list[str] = []
    while len(out) < count:
        word = "".join(rng.choice(syllables) for _ in range(rng.randint(2, 4)))
        if word not in taken:
            taken.add(word)
            out.append(word)
    return out


def generate(
    prompt: str, labels: list[str], seed: int, total: int = 120, texts_seed: int | None = None
) -> Synthetic:
    """Each sample: two or three of its label's four planted cues among 5–9 filler words;
    10% of the targets are replaced by another label. ``seed`` draws the cues and the filler
    vocabulary; ``texts_seed`` (default: ``seed``) draws the texts, so a second draw from one
    vocabulary is a held-out set."""
    rng = random.Random(seed)
    taken: set[str] = set(labels) | STOP_WORDS
    cues = {w: lab for lab in labels for w in pseudo_words(rng, 4, taken)}
    filler = pseudo_words(rng, 1500, taken)
    if texts_seed is not None:
        rng = random.Random(texts_seed)
    texts, targets, clean = [], [], []
    noisy = set(rng.sample(range(total), total // 10))  # exactly 10% wrong targets
    for i in range(total):
        label = labels[i % len(labels)]
        own = [w for w, lab in cues.items() if lab == label]
        words = rng.sample(own, rng.randint(2, 3)) + rng.sample(filler, rng.randint(5, 9))
        rng.shuffle(words)
        texts.append(" ".join(words))
        clean.append(label)
        wrong = rng.choice([x for x in labels if x != label])
        targets.append(wrong if i in noisy else label)
    order = list(range(len(texts)))
    rng.shuffle(order)
    pick = lambda xs: [xs[i] for i in order]  # noqa: E731
    return Synthetic(prompt, labels, cues, pick(texts), pick(targets), pick(clean))


CASES = [
    ("Decide whether the text is alpha or beta.", ["alpha", "beta"]),
    ("Classify the text as red, green or blue.", ["red", "green", "blue"]),
    (
        "Which region does the text name: north, south, east, west, coast or inland?",
        ["north", "south", "east", "west", "coast", "inland"],
    ),
]


@pytest.mark.parametrize(("prompt", "labels"), CASES, ids=["2-labels", "3-labels", "6-labels"])
def test_planted_cues_are_recovered_and_no_rule_rests_on_noise(prompt, labels) -> None:
    data = generate(prompt, labels, seed=len(labels))
    learned = train_prompt(data.prompt, data.texts, data.targets)
    cues, _, _ = learner.read_rules(learned)
    found = {(c.phrase, c.label) for c in cues}
    planted = set(data.cues.items())
    recovered = len(found & planted) / len(planted)
    print(f"{len(labels)} labels: recovered {recovered:.0%} of planted cues, {len(cues)} rules")
    assert recovered >= 0.9, learned
    assert len(cues) <= learner.MAX_RULES
    for cue in cues:  # every rule is backed by at least two correctly labelled samples
        backing = sum(
            cue.phrase in text.split() and target == true == cue.label
            for text, target, true in zip(data.texts, data.targets, data.clean)
        )
        assert backing >= 2, cue
    # and the learned prompt answers new texts drawn from the same cues and filler words
    held_out = generate(prompt, labels, seed=len(labels), texts_seed=100 + len(labels))
    assert not set(held_out.texts) & set(data.texts)
    task = learner.read_task(learned)
    assert task is not None
    right = sum(learner.classify(task, t)[0] == y for t, y in zip(held_out.texts, held_out.clean))
    print(f"  new texts from the same cues: {right / len(held_out.texts):.2f} right")
    assert right / len(held_out.texts) >= 0.9
