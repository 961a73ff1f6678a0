"""Replay's word diff: a rewritten sentence reads whole, an edited one word by word."""

from __future__ import annotations

import pytest

from afnio_lab.lab.ops.word_diff import bounded_word_diff, spaced, word_diff
from afnio_lab.widgets.blocks import diff_block

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


def test_a_deleted_run_and_the_inserted_one_after_it_are_shown_apart():
    """Issue 25, item 7: the replay diff read "…mention the dateOpen with a title…"."""
    ops = bounded_word_diff("Please mention the date", "Please mention the Open with a title")
    shown = spaced(ops)
    text = "".join(t for _, t in shown)
    assert "dateOpen" not in text and "date Open" in text
    assert ("equal", " ") in shown and _sides(ops)[1].endswith("Open with a title")
    # where a space is already there, none is added
    assert spaced([("delete", "old "), ("insert", "new")]) == [
        ("delete", "old "),
        ("insert", "new"),
    ]


def test_a_diff_block_shows_deleted_and_inserted_runs_apart():
    block = diff_block(bounded_word_diff("mention the date", "mention the Open"))
    assert "".join(t for _, t in block["ops"]).endswith("date Open")
