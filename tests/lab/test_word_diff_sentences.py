"""Replay's word diff: a rewritten sentence reads whole, an edited one word by word."""

from __future__ import annotations

import pytest

from afnio_lab.lab.ops.word_diff import bounded_word_diff, word_diff

BEFORE = "Be brief. Answer the question in one sentence and cite the source. Thanks."
AFTER = "Be brief. Give a numbered list of every step the user must take, with examples. Thanks."


def _sides(ops: list[tuple[str, str]]) -> tuple[str, str]:
    before = "".join(t for op, t in ops if op in ("equal", "delete"))
    after = "".join(t for op, t in ops if op in ("equal", "insert"))
    return before, after


def test_a_fully_rewritten_sentence_is_removed_and_added_whole():
    ops = word_diff(BEFORE, AFTER)
    assert ("delete", "Answer the question in one sentence and cite the source. ") in ops
    assert (
        "insert",
        "Give a numbered list of every step the user must take, with examples. ",
    ) in ops
    assert [op for op, _ in ops] == ["equal", "delete", "insert", "equal"]
    assert _sides(ops) == (BEFORE, AFTER)


def test_a_small_edit_stays_word_by_word():
    ops = word_diff("The cat sat on the mat. It slept.", "The cat sat on the red mat. It slept.")
    assert ops == [
        ("equal", "The cat sat on the "),
        ("insert", "red "),
        ("equal", "mat. It slept."),
    ]


@pytest.mark.parametrize(
    "before, after",
    [
        ("", "New text."),
        ("Old text.", ""),
        ("One.\nTwo!  Three?", "One.\nTwo?  Four!"),
        ("no punctuation at all here", "no punctuation anywhere here at all"),
    ],
)
def test_both_sides_are_kept_exactly(before, after):
    assert _sides(word_diff(before, after)) == (before, after)
    ops = [(op, t) for op, t in bounded_word_diff(before, after) if op not in ("skip", "note")]
    assert _sides(ops) == (before, after)
