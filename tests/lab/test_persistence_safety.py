"""Saved sessions are strict JSON and round-trip; loading validates the whole file first:
one documented error naming the bad field, and nothing already recorded changes."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from IPython.core.error import UsageError
from IPython.utils.capture import capture_output

import afnio_lab as afnio
import afnio_lab.lab as lab
from afnio_lab.autodiff.lm_ops import ChatCompletion
from afnio_lab.lab import Session, SessionFileError
from afnio_lab.magics import views
from afnio_lab.models.call_log import CallLog, get_call_log
from afnio_lab.models.offline import OfflineModel
from afnio_lab.numeric import Tensor

from support.saved_session import DELETE, mutated

V = afnio.Variable


def strict_loads(text: str) -> Any:
    """A strict JSON reader, like a browser's JSON.parse: no NaN/Infinity literals."""

    def refuse(name: str) -> Any:
        raise ValueError(f"not strict JSON: {name}")

    return json.loads(text, parse_constant=refuse)


def recorded_session() -> Session:
    """A session with a forward run (with a model call), a backward run, an edit, a replay."""
    log = CallLog()
    session = Session(call_log=log)
    model = OfflineModel(call_log=log)

    def build() -> dict[str, Any]:
        prompt = afnio.cognitive.Parameter("Classify the sentiment.", role="system prompt")
        chat = [
            {"role": "system", "content": [prompt]},
            {"role": "user", "content": [V("Review: {review}", role="user template")]},
        ]
        answer = ChatCompletion.apply(model, chat, {"review": "good"})
        x = V("abc", "first input", True)
        z = x + V("def", "second input", True)
        return {"prompt": prompt, "answer": answer, "x": x, "z": z}

    values = session.forward(build).names
    z = next(v for v in _live(session) if values.get(v.uid) == "z")
    session.backward(z, "Make it shorter", name="first")
    session.edit_gradient("Make it longer", value=z)
    session.replay(name="second")
    return session


def _live(session: Session) -> list[Any]:
    run = next(iter(session.runs.values()))
    return [v.value for v in run.snapshot.values]


def saved_payload(tmp_path: Path) -> dict[str, Any]:
    path = recorded_session().save(str(tmp_path / "good.json"))
    return json.loads(Path(path).read_text())


# -- strict JSON ----------------------------------------------------------------------------
def test_non_finite_numbers_are_written_as_strict_json_and_read_back(tmp_path: Path) -> None:
    session = Session()
    x = Tensor(np.array([1.0, 2.0]), requires_grad=True)
    y = x * 3.0
    run = session.backward(y, np.array([math.nan, math.inf]))
    run.duration = math.inf
    path = session.save(str(tmp_path / "nan.json"))
    text = Path(path).read_text()
    raw = strict_loads(text)  # the old writer emitted bare NaN here
    assert '{"__float__": "nan"}' in text.replace("\n", "").replace(" ", "").replace(
        '{"__float__":"nan"}', '{"__float__": "nan"}'
    )
    assert raw["runs"][0]["duration"] == {"__float__": "inf"}
    loaded = Session.load(path)
    again = loaded.runs[run.id]
    assert again.duration == math.inf
    grads = [g.data for g in again.seeds]
    assert np.isnan(grads[0][0]) and grads[0][1] == math.inf
    assert again.to_dict().keys() == run.to_dict().keys()


def test_round_trip_of_a_full_session(tmp_path: Path) -> None:
    session = recorded_session()
    path = session.save(str(tmp_path / "s.json"))
    strict_loads(Path(path).read_text())
    loaded = Session.load(path)
    assert [r.to_dict() for r in loaded.runs.values()] == [
        r.to_dict() for r in session.runs.values()
    ]
    assert len(loaded.call_log.records) >= 1
    assert views.runs_table(loaded).bundle["text/plain"].count("\n") == len(
        session.runs
    )  # a header, then a line per run


# -- malformed files: one documented error naming the field ---------------------------------

# (description, path to change, new value, text the error must contain)
MUTATIONS = [
    ("run name null (broke %afnio_runs)", ["runs", 0, "name"], None, "runs[0].name"),
    ("forward names not text", ["runs", 0, "names"], {"1": 5}, "runs[0].names.1"),
    ("run id missing", ["runs", 0, "id"], DELETE, "runs[0]"),
    ("run kind unknown", ["runs", 0, "kind"], "sideways", "runs[0].kind"),
    ("runs not a list", ["runs"], {"a": 1}, "runs"),
    ("records wrong type", ["runs", 1, "records"], "x", "runs[1].records"),
    (
        "record edge too short",
        ["runs", 1, "records", 0, "edges"],
        [[1]],
        "runs[1].records[0].edges[0]",
    ),
    ("seed grad not object", ["runs", 1, "seeds"], [5], "runs[1].seeds[0]"),
    ("status unknown", ["runs", 1, "status"], "meh", "runs[1].status"),
    ("created as text", ["runs", 1, "created"], "yesterday", "runs[1].created"),
    ("history edit kind", ["history", 0, "kind"], "other", "history[0].kind"),
    ("history edit data dict", ["history", 0, "new_data"], {"a": 1}, "history[0].new_data"),
    ("call with unknown field", ["calls", 0, "surprise"], 1, "calls[0]"),
    ("call missing phase", ["calls", 0, "phase"], DELETE, "calls[0]"),
    ("call tokens text", ["calls", 0, "prompt_tokens"], "ten", "calls[0].prompt_tokens"),
    ("names keys not ids", ["names"], {"abc": "x"}, "names"),
    ("version from the future", ["version"], 99, "newer afnio_lab"),
    ("version text", ["version"], "1", "version"),
    ("format wrong", ["format"], "other", "header"),
    ("bad float marker", ["runs", 1, "duration"], {"__float__": "lots"}, "runs[1].duration"),
    ("duplicate run id", ["runs", 1, "id"], "DUP", "DUP"),
]


@pytest.mark.parametrize(
    ("what", "path", "value", "expected"), MUTATIONS, ids=[m[0] for m in MUTATIONS]
)
def test_malformed_structure_is_refused_naming_the_field(
    tmp_path: Path, what: str, path: list[Any], value: Any, expected: str
) -> None:
    payload = saved_payload(tmp_path)
    if what == "duplicate run id":
        payload["runs"][0]["id"] = "DUP"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(mutated(payload, path, value)))
    with pytest.raises(SessionFileError) as info:
        Session.load(str(bad))
    message = str(info.value)
    assert expected in message and "\n" not in message, message


@pytest.mark.parametrize(
    ("what", "content", "expected"),
    [
        ("a list", "[]", "header"),
        ("a number", "3", "header"),
        ("empty object", "{}", "header"),
        ("header only", '{"format": "afnio_lab.session", "version": 1}', "'runs' is a required"),
        ("not JSON", "{nope", "not readable JSON"),
        ("empty file", "", "not readable JSON"),
        ("bare NaN at the top", "NaN", "header"),
        (
            "deep nesting",
            '{"format": "afnio_lab.session", "version": 1, "runs": [], "x": '
            + "[" * 5000
            + "]" * 5000
            + "}",
            "nested",
        ),
        ("very deep nesting", "[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ],
)
def test_unreadable_files_are_refused(
    tmp_path: Path, what: str, content: str, expected: str
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    with pytest.raises(SessionFileError, match=expected):
        Session.load(str(bad))


def test_directory_invalid_utf8_and_huge_files_are_refused(tmp_path: Path) -> None:
    with pytest.raises(SessionFileError, match="directory"):
        Session.load(str(tmp_path))
    bad = tmp_path / "latin1.json"
    bad.write_bytes(b'{"format": "\xff"}')
    with pytest.raises(SessionFileError, match="not readable JSON"):
        Session.load(str(bad))
    good = Path(recorded_session().save(str(tmp_path / "good.json")))
    with pytest.raises(SessionFileError, match=r"over the limit of 100.*max_bytes="):
        Session.load(str(good), max_bytes=100)


def test_values_the_schema_cannot_see_still_give_the_documented_error(tmp_path: Path) -> None:
    payload = saved_payload(tmp_path)
    numeric = {"data": [[1.0], [2.0, 3.0]], "role": None, "kind": "numeric", "edited": False}
    payload["runs"][1]["seeds"] = [numeric]  # ragged numbers: numpy refuses them
    bad = tmp_path / "ragged.json"
    bad.write_text(json.dumps(payload))
    with pytest.raises(SessionFileError, match="ValueError"):
        Session.load(str(bad))


# -- properties: arbitrary JSON -------------------------------------------------------------
_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)


def _check_usable(session: Session) -> None:
    """Whatever loads must work in the views (the old loader accepted files that did not)."""
    views.runs_table(session)
    repr(session)
    session.calls()


def _all_paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix] if prefix else []
    if isinstance(value, dict):
        for k, v in value.items():
            out += _all_paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _all_paths(v, (*prefix, i))
    return out


@pytest.fixture(scope="module")
def good_payload(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    return saved_payload(tmp_path_factory.mktemp("good"))


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=_json)
def test_property_arbitrary_json_loads_or_gives_the_documented_error(
    tmp_path: Path, data: Any
) -> None:
    path = tmp_path / "any.json"
    path.write_text(json.dumps(data))
    try:
        session = Session.load(str(path))
    except SessionFileError:
        return
    _check_usable(session)


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_property_one_field_of_a_real_file_replaced(
    tmp_path: Path, good_payload: dict[str, Any], data: st.DataObject
) -> None:
    paths = _all_paths(good_payload)
    where = data.draw(st.sampled_from(paths))
    replacement = data.draw(_json | st.just(DELETE))
    payload = mutated(good_payload, list(where), replacement)
    path = tmp_path / "mutated.json"
    path.write_text(json.dumps(payload))
    current = lab.get_session()
    before = ([r.to_dict() for r in current.runs.values()], len(get_call_log().records))
    try:
        session = Session.load(str(path))
    except SessionFileError as exc:
        assert "\n" not in str(exc)
    else:
        _check_usable(session)
    # loading builds a new session: what is already recorded stays as it was
    assert lab.get_session() is current
    assert ([r.to_dict() for r in current.runs.values()], len(get_call_log().records)) == before


# -- the magic: one UsageError, the current session untouched -------------------------------
def _magic_load(ip: Any, path: Path) -> Any:
    with capture_output():
        return ip.run_cell(f"%afnio_load {path}")


def test_magic_refuses_the_file_that_broke_afnio_runs(ip: Any, tmp_path: Path) -> None:
    current = recorded_session()
    lab.set_session(current)
    before = [r.to_dict() for r in current.runs.values()]
    payload = saved_payload(tmp_path)
    payload["runs"][0]["name"] = None
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(payload))
    result = _magic_load(ip, bad)
    assert isinstance(result.error_in_exec, UsageError)
    assert "runs[0].name" in str(result.error_in_exec)
    assert lab.get_session() is current and [r.to_dict() for r in current.runs.values()] == before
    with capture_output():
        assert ip.run_cell("%afnio_runs").success


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_property_magic_load_of_arbitrary_json(
    ip: Any, tmp_path: Path, good_payload: dict[str, Any], data: st.DataObject
) -> None:
    current = recorded_session() if not hasattr(ip, "_afnio_current") else ip._afnio_current
    ip._afnio_current = current
    lab.set_session(current)
    before = [r.to_dict() for r in current.runs.values()]
    if data.draw(st.booleans()):
        content = data.draw(_json)
    else:
        where = data.draw(st.sampled_from(_all_paths(good_payload)))
        content = mutated(good_payload, list(where), data.draw(_json | st.just(DELETE)))
    path = tmp_path / "magic.json"
    path.write_text(json.dumps(content))
    result = _magic_load(ip, path)
    if result.success:
        _check_usable(lab.get_session())
        with capture_output():
            assert ip.run_cell("%afnio_runs").success
    else:
        assert isinstance(result.error_in_exec, UsageError), result.error_in_exec
        assert lab.get_session() is current
    assert [r.to_dict() for r in current.runs.values()] == before


def test_deeply_nested_but_real_data_round_trips(tmp_path: Path) -> None:
    nested: Any = "leaf"
    for _ in range(60):
        nested = [nested]
    session = Session()
    x = V(nested, "deep", True)
    parts = afnio.functional.split(V("a b", "text", True), " ")
    session.record_forward({"x": x, "first": parts[0]})
    loaded = Session.load(session.save(str(tmp_path / "deep.json")))
    graph = next(iter(loaded.runs.values())).saved_graph
    assert any(v["data"] == nested for v in graph["values"])
