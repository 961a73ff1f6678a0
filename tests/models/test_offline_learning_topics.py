"""The offline learner on a small data set of our own in another domain (question topics,
tests/data/topic_questions.json): trained on its train split, measured on its test split."""

from __future__ import annotations

import json

from afnio_lab.models import offline_learner as learner

from support.offline_training import accuracy, train_prompt
from support.paths import REPO

PROMPT = "Which topic is the question about: science, sports, cooking or travel?"


def test_topic_questions_before_and_after_training() -> None:
    data = json.loads((REPO / "tests" / "data" / "topic_questions.json").read_text())
    texts = [r["question"] for r in data["train"]]
    targets = [r["topic"] for r in data["train"]]
    held_texts = [r["question"] for r in data["test"]]
    held_targets = [r["topic"] for r in data["test"]]
    before = accuracy(PROMPT, held_texts, held_targets)
    learned = train_prompt(PROMPT, texts, targets, epochs=5, batch=16)
    after = accuracy(learned, held_texts, held_targets)
    print(f"topic questions, test split: {before:.3f} before, {after:.3f} after\n{learned}")
    assert before <= 0.25  # no cue yet: one label for every question
    assert after >= 0.75
    cues, _, _ = learner.read_rules(learned)
    assert len({c.label for c in cues}) >= 3  # 12 questions a topic: a few cues each
    assert all(c.support >= 2 for c in cues)
