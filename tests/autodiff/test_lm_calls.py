"""Per-sample feedback from a batched ``<ITEM>`` text: right items, read once per batch."""

from __future__ import annotations

import re

import pytest

from afnio_lab.autodiff.ops import lm_calls
from afnio_lab.autodiff.ops.lm_calls import sample_feedback, split_items


class CountingPattern:
    """The ``<ITEM>`` pattern, counting how often a text is scanned."""

    def __init__(self) -> None:
        self.scans = 0
        self._pattern = re.compile(r"</?ITEM>")

    def finditer(self, text: str) -> object:
        self.scans += 1
        return self._pattern.finditer(text)


def test_split_items_reads_nested_items_and_refuses_loose_text():
    assert split_items("<ITEM>a</ITEM><ITEM>b <ITEM>c</ITEM></ITEM>") == ("a", "b <ITEM>c</ITEM>")
    assert split_items("x<ITEM>a</ITEM>") is None
    assert split_items("<ITEM>a</ITEM> tail") is None
    assert split_items("<ITEM>a") is None
    assert split_items("") is None


def test_a_batch_scans_its_feedback_text_once_not_once_per_sample(monkeypatch):
    """n samples each take their item from one n-item text: scanning it per sample would
    make the backward pass quadratic in the batch size."""
    pattern = CountingPattern()
    monkeypatch.setattr(lm_calls, "_ITEM_TAG", pattern)
    n = 64
    text = "".join(f"<ITEM>feedback {i} (scan-count test)</ITEM>" for i in range(n))
    got = [sample_feedback(text, i, n) for i in range(n)]
    assert got == [f"feedback {i} (scan-count test)" for i in range(n)]
    assert pattern.scans == 1


def test_the_cached_items_cannot_be_changed_by_a_caller():
    items = split_items("<ITEM>kept</ITEM><ITEM>as is</ITEM>")
    assert isinstance(items, tuple)
    with pytest.raises(TypeError):
        items[0] = "changed"  # type: ignore[index]
    assert split_items("<ITEM>kept</ITEM><ITEM>as is</ITEM>") == ("kept", "as is")
