"""afnio_lab.serialization.save/load: a zip holding data.pkl, read with a restricted unpickler."""

from __future__ import annotations

import builtins
import io
import os
import pickle
import zipfile
from collections import OrderedDict
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import afnio_lab as afnio
import afnio_lab.cognitive as cog
from afnio_lab.cognitive.module import Module
from afnio_lab.models.base import BaseModel
from afnio_lab.serialization import DATA_MEMBER, load, save

V = afnio.Variable
P = cog.Parameter


class FakeModel(BaseModel):
    def update_usage(self, usage: Any, model_name: str | None = None) -> None:
        pass


def my_eval(prediction: Any, target: Any) -> int:
    return int(prediction == target)


class Agent(Module):
    def __init__(self) -> None:
        super().__init__()
        self.system = P("be brief", role="system prompt")
        self.chat = [
            {"role": "system", "content": [self.system]},
            {"role": "user", "content": [V("{q}", role="user template")]},
        ]
        self.register_buffer("examples", V([1, 2.5], role="examples"))
        self.client = FakeModel(provider="fake")
        self.cfg = {"model": "gpt-4o"}
        self.reduce = builtins.sum
        self.split = cog.Split()
        self.note = "plain attribute"


def roundtrip(obj: Any, tmp_path: Path, **kwargs: Any) -> Any:
    path = tmp_path / "obj.hf"
    save(obj, path)
    return load(path, **kwargs)


def test_archive_format(tmp_path: Path) -> None:
    path = tmp_path / "v.hf"
    save(V("abc", "r"), path)
    with zipfile.ZipFile(path) as archive:
        assert archive.namelist() == [DATA_MEMBER]
        payload = archive.read(DATA_MEMBER)
    assert payload[:1] == b"\x80"  # a pickle stream (protocol opcode)
    assert pickle.loads(payload).data == "abc"


def test_variable_round_trip(tmp_path: Path) -> None:
    v = V(["a", "b"], role="batch", requires_grad=True)
    v.append_grad(V("feedback", role="feedback to batch"))
    out = roundtrip(v, tmp_path)
    assert type(out) is V and out is not v
    assert (out.data, out.role, out.requires_grad, out.is_leaf) == (["a", "b"], "batch", True, True)
    assert [(g.data, g.role) for g in out.grad] == [("feedback", "feedback to batch")]
    assert out.uid != v.uid  # a fresh process-unique id


def test_parameter_and_non_leaf_round_trip(tmp_path: Path) -> None:
    p = P("xyz")
    out = roundtrip(p, tmp_path)
    assert type(out) is P and out.data == "xyz" and out.role is None and out.requires_grad
    x = V("a", "x", True)
    y = x + V("b", "y")  # a non-leaf with a graph (and weak references) behind it
    assert y.grad_fn is not None
    out = roundtrip(y, tmp_path)
    assert out.data == "ab" and out.role == "x and y" and out.requires_grad
    assert out.grad_fn is None and out.is_leaf


def test_variable_subclass_extra_attributes(tmp_path: Path) -> None:
    out = roundtrip(TaggedVariable("d", tag="t"), tmp_path)
    assert type(out) is TaggedVariable and out.tag == "t" and out.data == "d"


class TaggedVariable(V):
    def __init__(self, data: Any = "", tag: str = "") -> None:
        super().__init__(data)
        self.tag = tag


def test_module_round_trip(tmp_path: Path) -> None:
    agent = Agent()
    agent.split(V("a b"), " ")
    out = roundtrip(agent, tmp_path)
    assert type(out) is Agent
    assert repr(out) == "Agent(\n  (split): Split()\n)"
    assert [n for n, _ in out.named_parameters()] == ["system"]
    assert out.system.data == "be brief" and out.system.requires_grad
    assert out.chat[0]["content"][0] is out.system  # shared references survive
    assert out.examples.data == [1.0, 2.5]
    assert isinstance(out.client, FakeModel) and out.client.get_provider() == "fake"
    assert out.cfg == {"model": "gpt-4o"} and out.reduce is builtins.sum
    assert out.split.sep.data == " "
    assert out.note == "plain attribute"
    assert list(out.state_dict()) == list(agent.state_dict())
    out.system.data = "changed"  # the loaded module works and is independent
    assert agent.system.data == "be brief"


def test_state_dict_round_trip_keeps_metadata(tmp_path: Path) -> None:
    agent = Agent()
    sd = agent.state_dict()
    out = roundtrip(sd, tmp_path)
    assert isinstance(out, OrderedDict) and list(out) == list(sd)
    assert out._metadata == sd._metadata  # type: ignore[attr-defined]
    fresh = Agent()
    fresh.system.data = "other"
    assert repr(fresh.load_state_dict(out)) == "<All keys matched successfully>"
    assert fresh.system.data == "be brief"


def test_file_objects_and_str_paths(tmp_path: Path) -> None:
    buffer = io.BytesIO()
    save(V("in memory"), buffer)
    buffer.seek(0)
    assert load(buffer).data == "in memory"
    path = str(tmp_path / "s.hf")
    with open(path, "wb") as fh:
        save(V("file object"), fh)
    with open(path, "rb") as fh:
        assert load(fh).data == "file object"
    assert load(path).data == "file object"


def test_numpy_and_common_containers_allowed(tmp_path: Path) -> None:
    obj = {
        "arr": np.array([1.0, 2.0]),
        "scalar": np.float64(1.5),
        "set": {1, 2},
        "od": OrderedDict(a=1),
        "path": Path("/tmp/x"),
        "cx": complex(1, 2),
    }
    out = roundtrip(obj, tmp_path)
    assert np.array_equal(out["arr"], obj["arr"]) and out["scalar"] == 1.5
    assert out["set"] == {1, 2} and out["od"] == OrderedDict(a=1)
    assert out["path"] == Path("/tmp/x") and out["cx"] == complex(1, 2)


def _archive_with(payload: bytes, path: Path) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(DATA_MEMBER, payload)
    return path


class _RunsShell:
    def __init__(self, command: str) -> None:
        self.command = command

    def __reduce__(self) -> Any:
        return (os.system, (self.command,))


class _CallsGetattr:
    def __reduce__(self) -> Any:
        return (getattr, (dict, "fromkeys"))


def test_hostile_payloads_are_refused(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    path = _archive_with(pickle.dumps(_RunsShell(f"touch {marker}")), tmp_path / "evil.hf")
    with pytest.raises(pickle.UnpicklingError, match=r"refused the global '(posix|nt)\.system'"):
        load(path)
    assert not marker.exists()
    path = _archive_with(pickle.dumps(_CallsGetattr()), tmp_path / "evil2.hf")
    with pytest.raises(pickle.UnpicklingError, match="'builtins.getattr'"):
        load(path)


def test_unknown_classes_refused_unless_allowed(tmp_path: Path) -> None:
    path = tmp_path / "fn.hf"
    save({"fn": my_eval}, path)
    with pytest.raises(pickle.UnpicklingError, match="my_eval"):
        load(path)
    assert load(path, allow=[my_eval])["fn"] is my_eval
    assert load(path, allow=[f"{__name__}.my_eval"])["fn"] is my_eval
    assert load(path, trusted=True)["fn"] is my_eval


def test_plain_classes_from_imported_modules_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "cls.hf"
    save(_RunsShellFree(), path)
    with pytest.raises(pickle.UnpicklingError, match="_RunsShellFree"):
        load(path)


class _RunsShellFree:
    """An ordinary class (not a Module/Variable/model): refused by default."""


def test_modules_are_not_imported_for_the_file(tmp_path: Path) -> None:
    # A hand-made stream: GLOBAL 'not_imported_module_xyz thing', then STOP.
    payload = b"\x80\x04cnot_imported_module_xyz\nthing\n."
    path = _archive_with(payload, tmp_path / "imp.hf")
    with pytest.raises(pickle.UnpicklingError, match="not_imported_module_xyz.thing"):
        load(path)


def test_not_an_archive(tmp_path: Path) -> None:
    path = tmp_path / "plain.pkl"
    path.write_bytes(pickle.dumps(1))
    with pytest.raises(ValueError, match="is not an afnio file"):
        load(path)
    empty = tmp_path / "empty.hf"
    with zipfile.ZipFile(empty, "w") as archive:
        archive.writestr("other.txt", "x")
    with pytest.raises(ValueError, match="has no 'data.pkl' member"):
        load(empty)


def test_nested_data_member_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "nested.hf"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("archive/data.pkl", pickle.dumps([1, 2]))
    assert load(path) == [1, 2]


def test_unpicklable_function_fails_on_save(tmp_path: Path) -> None:
    m = Agent()
    m.register_function("lam", lambda x: x)
    with pytest.raises((pickle.PicklingError, AttributeError)):
        save(m, tmp_path / "lam.hf")


_scalars = st.one_of(st.text(max_size=20), st.integers(), st.booleans(), st.none())
_data = st.one_of(
    _scalars,
    st.lists(st.text(max_size=10), max_size=5),
    st.lists(st.lists(st.integers(), max_size=3), max_size=3),
)


@given(data=_data, role=st.text(max_size=20), requires_grad=st.booleans())
def test_variable_round_trip_property(data: Any, role: str, requires_grad: bool) -> None:
    buffer = io.BytesIO()
    save(V(data, role, requires_grad), buffer)
    buffer.seek(0)
    out = load(buffer)
    assert (out.data, out.role, out.requires_grad) == (data, role, requires_grad)
