"""Usage arithmetic: the fast path for plain ints and floats counts as the general one does."""

from __future__ import annotations

import math
from typing import Any

import pytest

from afnio_lab.models.pricing import add_usage, empty_usage, normalize_usage, usage_problems


def general_number(value: Any) -> float | None:
    """The rule every value follows (the general path, written out)."""
    if isinstance(value, bool):
        return None
    try:
        number = float(value)
    except (TypeError, ValueError, OverflowError):
        return None
    return number if math.isfinite(number) and number >= 0 else None


ODD_VALUES = [
    0, 7, -3, True, False, 2**53, 2**53 + 1, 10**400, 2.5, -0.5, math.nan, math.inf,
    "12", "1e3", "nan", "many", None, [3], {"n": 1},
]  # fmt: skip


@pytest.mark.parametrize("value", ODD_VALUES, ids=repr)
def test_every_kind_of_count_is_read_as_the_general_rule_reads_it(value):
    expected = general_number(value)
    usage = normalize_usage({"prompt_tokens": value, "completion_tokens": 1})
    assert usage["prompt_tokens"] == (int(expected) if expected is not None else 0)
    assert type(usage["prompt_tokens"]) is int
    assert bool(usage_problems({"prompt_tokens": value})) == (
        value is not None and expected is None
    )


def test_add_usage_adds_numbers_and_nested_counts_and_skips_the_rest():
    total = empty_usage()
    one = normalize_usage(
        {"prompt_tokens": 5, "completion_tokens": 2, "prompt_tokens_details": {"cached_tokens": 3}}
    )
    one["cost"]["amount"] = 0.25
    add_usage(total, one)
    add_usage(total, one)
    add_usage(total, {"flag": True, "note": "x", "total_tokens": 1.5})
    assert total["prompt_tokens"] == 10 and total["total_tokens"] == 15.5
    assert total["prompt_tokens_details"]["cached_tokens"] == 6
    assert total["cost"] == {"amount": 0.5, "currency": "USD"}
    assert "flag" not in total and "note" not in total
