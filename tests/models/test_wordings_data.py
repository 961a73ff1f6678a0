"""The blind sets of prompt wordings (benchmarks/wordings*/) and of conversations
(benchmarks/conversations/) stay well formed, and the script that scores the offline model on
them reads every entry."""

from __future__ import annotations

import json
import runpy
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
SETS = sorted(BENCHMARKS.glob("wordings*/prompts.json"))
CONVERSATIONS = sorted(BENCHMARKS.glob("conversations*/conversations.json"))


def test_each_set_holds_prompts_with_distinct_labels_or_none() -> None:
    assert [p.parent.name for p in SETS] == ["wordings", "wordings_second", "wordings_third"]
    for path in SETS:
        prompts = [item["prompt"] for item in json.loads(path.read_text("utf-8"))]
        assert len(prompts) == len(set(prompts)) >= 120  # no prompt twice in a set
        for item in json.loads(path.read_text("utf-8")):
            labels = item["labels"]
            assert labels is None or 2 <= len(labels) == len(set(labels)) <= 8, item


def test_each_conversation_ends_in_a_user_input_and_asks_for_distinct_labels_or_none() -> None:
    assert [p.parent.name for p in CONVERSATIONS] == ["conversations", "conversations_second"]
    for path in CONVERSATIONS:
        items = json.loads(path.read_text("utf-8"))
        assert len(items) == len({json.dumps(item["messages"]) for item in items}) == 120, path
        for item in items:
            roles = [m["role"] for m in item["messages"]]
            assert roles[-1] == "user" and set(roles) <= {"system", "user", "assistant"}, item
            labels = item["labels"]
            assert labels is None or 2 <= len(labels) == len(set(labels)) <= 8, item


def test_the_score_covers_every_entry(capsys: pytest.CaptureFixture[str]) -> None:
    script = runpy.run_path(str(BENCHMARKS / "read_wordings.py"))
    for path in [*SETS, *CONVERSATIONS]:
        items = json.loads(path.read_text("utf-8"))
        script["report"](path.parent.name, False)
        out = capsys.readouterr().out
        tasks = sum(item["labels"] is not None for item in items)
        assert f"classification tasks: {tasks};" in out
        assert f"others: {len(items) - tasks};" in out
