"""Checkpoints in afnio's format: ``afnio.save`` files load as afnio_lab objects, and
``save(compat="afnio")`` writes what ``afnio.load`` (plain ``pickle.load``) rebuilds.

afnio is not installed here, so the test stands in afnio's writer: classes named where afnio
defines them (``afnio._variable.Variable``, ...) holding afnio's instance fields, pickled with
plain ``pickle`` at protocol 2 into a zip member ``data.pkl``, which is what afnio 0.3.7's
``save`` does. (Checked once by hand against the real afnio 0.3.7 in both directions.)
"""

from __future__ import annotations

import io
import pickle
import sys
import types
import zipfile
from collections import OrderedDict
from collections.abc import Iterator
from typing import Any

import pytest

import afnio_lab as afnio
import afnio_lab.cognitive as cog
from afnio_lab.models.offline import OfflineModel
from afnio_lab.serialization import DEFAULT_PROTOCOL, UnsafeGlobalError, load, save


class AfnioVariable:
    """afnio 0.3.7's Variable instance layout (``Variable.__init__`` with notifications off)."""

    def __init__(self, data: Any = "", role: str = "", requires_grad: bool = False) -> None:
        self.variable_id = None
        self._initialized = False
        self._pending_grad_fn_id = None
        self._pending_grad = False
        self._pending_data = False
        self._data = data
        self.role = role
        self.requires_grad = requires_grad
        self._retain_grad = False
        self._grad: list[Any] = []
        self._output_nr = 0
        self._grad_fn = None
        self.is_leaf = True


class AfnioParameter(AfnioVariable):
    def __init__(self, data: Any = None, role: str | None = None, requires_grad: bool = True):
        super().__init__(data, role or "", requires_grad)


class AfnioModule:
    def __init__(self) -> None:
        self.training = True
        self.automatic_optimization = True
        self._optimizers = None
        self._parameters: OrderedDict[str, Any] = OrderedDict()
        self._buffers: OrderedDict[str, Any] = OrderedDict()
        self._non_persistent_buffers_set: set[str] = set()
        self._chats: OrderedDict[str, Any] = OrderedDict()
        self._modules: OrderedDict[str, Any] = OrderedDict()
        self._models: OrderedDict[str, Any] = OrderedDict()
        self._completion_configs: OrderedDict[str, Any] = OrderedDict()
        self._functions: OrderedDict[str, Any] = OrderedDict()


class AfnioSplit(AfnioModule):
    def __init__(self) -> None:
        super().__init__()
        self._buffers["sep"] = None
        self._buffers["maxsplit"] = None


_PLACES = {
    AfnioVariable: ("afnio._variable", "Variable"),
    AfnioParameter: ("afnio.cognitive.parameter", "Parameter"),
    AfnioModule: ("afnio.cognitive.modules.module", "Module"),
    AfnioSplit: ("afnio.cognitive.modules.split", "Split"),
}
for _cls, (_module, _name) in _PLACES.items():
    _cls.__module__, _cls.__qualname__ = _module, _name


@pytest.fixture
def fake_afnio(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Put the stand-ins where afnio defines its classes, so plain pickle names them so."""
    for cls, (module, name) in _PLACES.items():
        for part in range(1, module.count(".") + 2):
            prefix = ".".join(module.split(".")[:part])
            if prefix not in sys.modules:
                monkeypatch.setitem(sys.modules, prefix, types.ModuleType(prefix))
        monkeypatch.setattr(sys.modules[module], name, cls, raising=False)
    yield


def afnio_save(obj: Any) -> io.BytesIO:
    """What ``afnio.save`` writes: a zip member ``data.pkl``, plain pickle, protocol 2."""
    buffer = io.BytesIO()
    with (
        zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive,
        archive.open("data.pkl", "w") as member,
    ):
        pickle.dump(obj, member, protocol=DEFAULT_PROTOCOL)
    buffer.seek(0)
    return buffer


def afnio_load(buffer: io.BytesIO) -> Any:
    """What ``afnio.load`` does: plain ``pickle.load`` of ``data.pkl``."""
    buffer.seek(0)
    with zipfile.ZipFile(buffer) as archive:
        assert "data.pkl" in archive.namelist()
        with archive.open("data.pkl") as member:
            return pickle.load(member)


def afnio_checkpoint() -> dict[str, Any]:
    var = AfnioVariable(["a", "b"], "batch", True)
    var._grad = [AfnioVariable("shorter", "feedback to batch")]
    module = AfnioModule()
    param = AfnioParameter("be brief", "system prompt")
    module._parameters["system"] = param
    split = AfnioSplit()
    split._buffers["sep"] = AfnioVariable(" ")
    module._modules["split"] = split
    module.note = "extra attribute"  # type: ignore[attr-defined]
    return {"var": var, "agent": module, "state": OrderedDict(system=param)}


def test_afnio_file_loads_as_afnio_lab_objects(fake_afnio: None) -> None:
    buffer = afnio_save(afnio_checkpoint())
    with zipfile.ZipFile(buffer) as archive:
        assert archive.read("data.pkl")[:2] == b"\x80\x02"
    buffer.seek(0)
    out = load(buffer)  # no trusted=True: afnio's names are on the allow-list
    var = out["var"]
    assert type(var) is afnio.Variable and var.is_leaf and var.grad_fn is None
    assert (var.data, var.role, var.requires_grad) == (["a", "b"], "batch", True)
    assert [(g.data, g.role) for g in var.grad] == [("shorter", "feedback to batch")]
    assert not hasattr(var, "variable_id") and not hasattr(var, "_pending_grad")
    agent = out["agent"]
    assert type(agent) is cog.Module and not hasattr(agent, "_optimizers")
    assert [n for n, _ in agent.named_parameters()] == ["system"]
    assert type(agent.system) is cog.Parameter and agent.system.data == "be brief"
    assert type(agent.split) is cog.Split and agent.split.sep.data == " "
    assert agent.note == "extra attribute"
    assert out["state"]["system"] is agent.system  # shared references survive
    sentence = agent.split(afnio.Variable("x y", requires_grad=True), " ")  # it works
    assert [s.data for s in sentence] == ["x", "y"]


def test_save_compat_afnio_round_trips(fake_afnio: None) -> None:
    agent = cog.Module()
    agent.system = cog.Parameter("be brief", role="system prompt")
    agent.split = cog.Split()
    var = afnio.Variable("hi", role="greeting", requires_grad=True)
    var.append_grad(afnio.Variable("louder", role="feedback"))
    buffer = io.BytesIO()
    save({"agent": agent, "var": var}, buffer, compat="afnio")
    # afnio reads it back as its own classes, with its own field layout
    theirs = afnio_load(buffer)
    assert type(theirs["var"]) is AfnioVariable and type(theirs["agent"]) is AfnioModule
    assert theirs["var"]._data == "hi" and theirs["var"].variable_id is None
    assert theirs["var"]._grad[0]._data == "louder"
    assert type(theirs["agent"]._parameters["system"]) is AfnioParameter
    assert type(theirs["agent"]._modules["split"]) is AfnioSplit
    assert theirs["agent"]._optimizers is None
    # and afnio_lab reads it back as its own
    buffer.seek(0)
    ours = load(buffer)
    assert type(ours["agent"].system) is cog.Parameter and ours["agent"].system.data == "be brief"
    assert ours["var"].grad[0].data == "louder" and ours["var"].role == "greeting"
    # afnio's save of what afnio read round-trips to afnio_lab again
    again = load(afnio_save(theirs))
    assert again["var"].data == "hi" and type(again["agent"].split) is cog.Split


def test_compat_afnio_writes_afnio_names_even_without_afnio_installed() -> None:
    buffer = io.BytesIO()
    save(cog.Parameter("p"), buffer, compat="afnio", pickle_protocol=4)
    buffer.seek(0)
    with zipfile.ZipFile(buffer) as archive:
        payload = archive.read("data.pkl")
    assert b"afnio.cognitive.parameter" in payload and b"afnio_lab" not in payload
    buffer.seek(0)
    assert type(load(buffer)) is cog.Parameter


def test_compat_afnio_refuses_model_clients() -> None:

    with pytest.raises(pickle.PicklingError, match="cannot write the model client OfflineModel"):
        save({"m": OfflineModel()}, io.BytesIO(), compat="afnio")

    class Tagged(afnio.Variable):
        pass

    with pytest.raises(pickle.PicklingError, match="not the subclass .*Tagged"):
        save([Tagged("x")], io.BytesIO(), compat="afnio")
    with pytest.raises(ValueError, match="compat must be"):
        save(1, io.BytesIO(), compat="torch")  # type: ignore[arg-type]


def test_other_afnio_globals_are_still_refused() -> None:
    payload = b"\x80\x02cafnio.tellurio.client\nTellurioClient\n)R."
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("data.pkl", payload)
    buffer.seek(0)
    with pytest.raises(UnsafeGlobalError, match="afnio.tellurio.client.TellurioClient"):
        load(buffer)
