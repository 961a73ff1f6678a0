"""Worked examples in a prompt ("'I love it' -> positive"): read as (text, answer) pairs."""

from __future__ import annotations

import pytest

from afnio_lab.models.offline_examples import example_lines, read_examples


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


def test_the_lines_holding_examples_are_known_when_there_are_two_or_more() -> None:
    """A user template's example lines are left out of the input; one arrow in an input
    ("a -> b") is no few-shot prompt, so it stays input."""
    template = "Review: Great food\nSentiment: positive\nCold soup -> negative\nReview: {text}"
    assert example_lines(template) == {
        "Review: Great food",
        "Sentiment: positive",
        "Cold soup -> negative",
    }
    assert example_lines("Turn left -> right\nThen stop.") == frozenset()
