"""The blind sets of prompt wordings (benchmarks/wordings*/) stay well formed, and the script
that scores the offline model on them reads every entry."""

from __future__ import annotations

import json
import runpy
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
SETS = sorted(BENCHMARKS.glob("wordings*/prompts.json"))


def test_each_set_holds_prompts_with_distinct_labels_or_none() -> None:
    assert [p.parent.name for p in SETS] == ["wordings", "wordings_second", "wordings_third"]
    for path in SETS:
        prompts = [item["prompt"] for item in json.loads(path.read_text("utf-8"))]
        assert len(prompts) == len(set(prompts)) >= 120  # no prompt twice in a set
        for item in json.loads(path.read_text("utf-8")):
            labels = item["labels"]
            assert labels is None or 2 <= len(labels) == len(set(labels)) <= 8, item


def test_the_score_covers_every_prompt(capsys: pytest.CaptureFixture[str]) -> None:
    script = runpy.run_path(str(BENCHMARKS / "read_wordings.py"))
    for path in SETS:
        items = json.loads(path.read_text("utf-8"))
        script["report"](path.parent.name, False)
        out = capsys.readouterr().out
        tasks = sum(item["labels"] is not None for item in items)
        assert f"classification prompts: {tasks};" in out
        assert f"other prompts: {len(items) - tasks};" in out
