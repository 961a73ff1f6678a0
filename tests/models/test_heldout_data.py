"""The hand-written held-out sets the offline learner is judged on stay valid: balanced, no
duplicates across folders, no give-away words (benchmarks/heldout/check.py)."""

from __future__ import annotations

import json
import runpy
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def test_every_held_out_set_passes_its_checks(capsys: pytest.CaptureFixture[str]) -> None:
    check = runpy.run_path(str(BENCHMARKS / "heldout" / "check.py"))
    assert check["main"]() == 0, capsys.readouterr().out
    out = capsys.readouterr().out
    written = sorted(BENCHMARKS.glob("heldout*/*.json"))
    assert len(written) >= 15 and {p.parent.name for p in written} == set(check["FOLDERS"])
    assert out.count(" examples, ") == len(written)  # every set was checked


def test_the_checker_finds_a_duplicate_across_folders(tmp_path: Path) -> None:
    check = runpy.run_path(str(BENCHMARKS / "heldout" / "check.py"))
    fresh = json.loads((BENCHMARKS / "heldout_fresh" / "emails.json").read_text())
    older = json.loads((BENCHMARKS / "heldout" / "helpdesk.json").read_text())
    taken: dict[str, str] = {}
    assert not [p for p in check["check_set"]("heldout/helpdesk", older, taken) if "dup" in p]
    copied = [{"text": older[0]["text"], "label": fresh[0]["label"]}, *fresh[1:]]
    problems = check["check_set"]("heldout_fresh/emails", copied, taken)
    assert any("duplicate of heldout/helpdesk[0]" in p for p in problems)


def test_the_json_files_are_what_the_texts_write(tmp_path: Path) -> None:
    write = runpy.run_path(str(BENCHMARKS / "heldout" / "write.py"))
    folders = sorted(p.parent for p in BENCHMARKS.glob("heldout*/texts.py"))
    assert {f.name for f in folders} == {p.parent.name for p in BENCHMARKS.glob("heldout*/*.json")}
    for folder in folders:
        sets = write["folder_sets"](folder)
        out = tmp_path / folder.name
        out.mkdir()
        write["write_sets"](out, sets)
        for name in sets:  # a text edited without writing the JSON again is caught here
            assert (out / f"{name}.json").read_bytes() == (folder / f"{name}.json").read_bytes()
