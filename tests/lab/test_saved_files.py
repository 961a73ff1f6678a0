"""Files written by an earlier afnio_lab load into the same records, and save back the same.

``data/saved_by_v_<commit>.json`` was written by that commit's code from
``support.saved_session.full_session`` (every saved record type); ``.loaded.json`` describes
what that code loaded from it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from afnio_lab.lab import Session, SessionFileError
from afnio_lab.lab.storage.files import to_strict_json
from afnio_lab.lab.storage.schema import VERSION, session_schema
from afnio_lab.lab.storage.sessions import session_payload

from support.saved_session import DELETE, describe_contents, full_session, mutated

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


def test_what_this_code_saves_validates_against_the_derived_schema(tmp_path: Path) -> None:
    path = full_session().save(str(tmp_path / "now.json"))
    payload = json.loads(Path(path).read_text())
    jsonschema.Draft202012Validator(session_schema(VERSION)).validate(payload)
    assert payload["experiments"] and {r["kind"] for r in payload["runs"]} == {
        "forward",
        "backward",
        "replay",
    }


# (what, path to change in the earlier file, new value, text the error must contain)
MUTATIONS = [
    (
        "a node record lacks started",
        ["runs", 2, "records", 0, "started"],
        DELETE,
        "runs[2].records[0]",
    ),
    ("an edit lacks its id", ["history", 0, "id"], DELETE, "history[0]"),
    ("a seed is null", ["runs", 5, "seeds", 0], None, "runs[5].seeds[0]"),
    (
        "earlier grads keyed by a name",
        ["runs", 6, "prior_grads"],
        {"x": {"data": 1}},
        "runs[6].prior_grads",
    ),
    (
        "a grad kind unknown",
        ["runs", 2, "leaf_grads", 0, "grad", "kind"],
        "words",
        "runs[2].leaf_grads[0].grad.kind",
    ),
    ("an empty run id", ["runs", 0, "id"], "", "runs[0].id"),
    (
        "an experiment epoch lacks its cost",
        ["experiments", 0, "epochs", 0, "cost"],
        DELETE,
        "experiments[0].epochs[0]",
    ),
    (
        "a metric step as text",
        ["experiments", 0, "metrics", 0, "step"],
        "one",
        "experiments[0].metrics[0].step",
    ),
    (
        "a training score as text",
        ["experiments", 0, "epochs", 0, "train", "loss"],
        "low",
        "experiments[0].epochs[0].train.loss",
    ),
]


@pytest.mark.parametrize(
    ("what", "where", "value", "expected"), MUTATIONS, ids=[m[0] for m in MUTATIONS]
)
def test_a_broken_earlier_file_is_refused_naming_the_field(
    tmp_path: Path, what: str, where: list[Any], value: Any, expected: str
) -> None:
    payload = mutated(json.loads(SAVED[0].read_text()), where, value)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(payload))
    with pytest.raises(SessionFileError) as info:
        Session.load(str(bad))
    message = str(info.value)
    assert expected + ":" in message and "\n" not in message, message


def test_fields_older_files_lack_load_as_before(tmp_path: Path) -> None:
    """A leaf delivery without a role, a forward run without samples: defaults, as ever."""
    payload = json.loads(SAVED[0].read_text())
    del payload["runs"][2]["leaf_grads"][0]["role"]
    for key in ("samples", "params", "parent", "code", "graph"):
        del payload["runs"][0][key]
    old = tmp_path / "old.json"
    old.write_text(json.dumps(payload))
    loaded = Session.load(str(old))
    assert loaded.runs["b3"].leaf_grads[0].role is None
    first = loaded.runs["f1"]
    assert (first.samples, first.params, first.parent, first.code, first.saved_graph) == (
        [],
        {},
        None,
        "",
        None,
    )
