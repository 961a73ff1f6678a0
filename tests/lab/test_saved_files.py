"""Files written by an earlier afnio_lab load into the same records, and save back the same.

``data/saved_by_v_<commit>.json`` was written by that commit's code from
``support.saved_session.full_session`` (every saved record type); ``.loaded.json`` describes
what that code loaded from it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from afnio_lab.lab import Session
from afnio_lab.lab.storage.files import to_strict_json
from afnio_lab.lab.storage.sessions import session_payload

from support.saved_session import describe_contents

DATA = Path(__file__).parent / "data"
SAVED = sorted(p for p in DATA.glob("saved_by_v_*.json") if not p.name.endswith(".loaded.json"))


def _resaved(session: Session) -> dict[str, Any]:
    payload = session_payload(
        session.runs.values(),
        session.history,
        session.call_log.records,
        session.names,
        session.experiments.values(),
    )
    return json.loads(json.dumps(to_strict_json(payload)))


def test_there_is_a_file_from_an_earlier_version() -> None:
    assert SAVED, f"no saved_by_v_*.json in {DATA}"


@pytest.mark.parametrize("saved", SAVED, ids=[p.stem for p in SAVED])
def test_an_earlier_file_loads_into_the_same_records(saved: Path) -> None:
    loaded = Session.load(str(saved))
    expected = json.loads(saved.with_suffix(".loaded.json").read_text())
    assert describe_contents(loaded) == expected


@pytest.mark.parametrize("saved", SAVED, ids=[p.stem for p in SAVED])
def test_an_earlier_file_saves_back_the_same_document(saved: Path) -> None:
    original = json.loads(saved.read_text())
    assert _resaved(Session.load(str(saved))) == original
