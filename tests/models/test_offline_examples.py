"""Worked examples in a prompt ("'I love it' -> positive"): read as (text, answer) pairs."""

from __future__ import annotations

import pytest

from afnio_lab.models.offline_examples import read_examples


@pytest.mark.parametrize(
    ("prompt", "examples"),
    [
        (
            "Classify the question.\n- Who won the cup? -> sports\n2. What is DNA? => science",
            [("Who won the cup?", "sports"), ("What is DNA?", "science")],
        ),
        (
            "Classify the sentiment. Examples: 'I love it' -> positive, 'Awful' → negative.",
            [("I love it", "positive"), ("Awful", "negative")],
        ),
        (
            "Classify the review.\nReview: Great food\nSentiment: positive\n\n"
            "Review: Cold soup\nSentiment: negative.",
            [("Great food", "positive"), ("Cold soup", "negative")],
        ),
        (
            "Q: Who won the cup?\nA: sports\nQ: What is DNA?\nA: science",
            [("Who won the cup?", "sports"), ("What is DNA?", "science")],
        ),
        (
            "Input: the cat sat -> Output: animal\nInput: an oak tree -> Output: plant",
            [("the cat sat", "animal"), ("an oak tree", "plant")],
        ),
    ],
)
def test_worked_examples_are_read_in_the_forms_prompts_write_them(
    prompt: str, examples: list
) -> None:
    assert read_examples(prompt) == examples


@pytest.mark.parametrize(
    "prompt",
    [
        "Classify the review as positive or negative.",
        "Reply in the format 'Label: <answer>'.",
        "Text: {text}",
        "Review: {review}\nSentiment:",
        "Label: positive\nLabel: negative",
    ],
)
def test_a_prompt_without_worked_examples_has_none(prompt: str) -> None:
    assert read_examples(prompt) == []
