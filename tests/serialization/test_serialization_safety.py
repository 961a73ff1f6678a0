"""afnio_lab.load: the allow-list holds against crafted pickles, the size bound holds."""

from __future__ import annotations

import builtins
import importlib
import io
import pickle
import pkgutil
import types
import zipfile
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import afnio_lab
import afnio_lab.cognitive as cog
from afnio_lab.cognitive.module import Module
from afnio_lab.models.base import BaseModel
from afnio_lab.numeric.nn import Module as NumericModule
from afnio_lab.numeric.optim import Optimizer as NumericOptimizer
from afnio_lab.numeric.tensor import Tensor
from afnio_lab.optim.optimizer import Optimizer
from afnio_lab.serialization import (
    ALLOW_LIST,
    DATA_MEMBER,
    DEFAULT_PROTOCOL,
    CheckpointTooLargeError,
    DamagedCheckpointError,
    UnsafeGlobalError,
    _resolve,
    load,
    save,
)
from afnio_lab.serialization import _user_class as user_class

CANARY_GLOBAL = "AFNIO_LAB_CANARY_RAN"


# -- crafted pickles ------------------------------------------------------------------------
def _unicode(text: str) -> bytes:
    data = text.encode("utf-8")
    return b"X" + len(data).to_bytes(4, "little") + data  # BINUNICODE


def _args(values: tuple[str, ...]) -> bytes:
    return b"(" + b"".join(_unicode(v) for v in values) + b"t"  # MARK ... TUPLE


def stack_global_call(module: str, name: str, args: tuple[str, ...]) -> bytes:
    """Protocol 4: push module and name, STACK_GLOBAL, call it with ``args`` (REDUCE)."""
    return b"\x80\x04" + _unicode(module) + _unicode(name) + b"\x93" + _args(args) + b"R."


def global_call(module: str, name: str, args: tuple[str, ...]) -> bytes:
    """Protocol 2: the text GLOBAL opcode, then REDUCE."""
    head = b"\x80\x02c" + module.encode("utf-8") + b"\n" + name.encode("utf-8") + b"\n"
    return head + _args(args) + b"R."


def as_archive(payload: bytes) -> io.BytesIO:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr(DATA_MEMBER, payload)
    buffer.seek(0)
    return buffer


def canary_args(canary: Path) -> list[tuple[str, ...]]:
    """Arguments that, if the named global ran, would leave a trace: a file or a global."""
    python = (
        f"__import__('builtins').__dict__.__setitem__('{CANARY_GLOBAL}', 1) "
        f"or open({str(canary)!r}, 'w').close()"
    )
    return [(f"touch {canary}",), (str(canary), "w"), (python,), ("touch", str(canary))]


# -- the names to try -----------------------------------------------------------------------
def afnio_lab_names() -> list[tuple[str, str]]:
    """Every attribute of every afnio_lab module, and dotted names through re-exports."""
    names: list[tuple[str, str]] = []
    modules = [afnio_lab] + [
        importlib.import_module(info.name)
        for info in pkgutil.walk_packages(afnio_lab.__path__, "afnio_lab.")
    ]
    for module in modules:
        for attr in dir(module):
            names.append((module.__name__, attr))
            value = getattr(module, attr)
            if isinstance(value, types.ModuleType | type):  # reach through: a.b
                names.extend((module.__name__, f"{attr}.{sub}") for sub in dir(value)[:15])
    return names


HOSTILE = [
    ("os", "system"),
    ("posix", "system"),
    ("nt", "system"),
    ("subprocess", "Popen"),
    ("subprocess", "run"),
    ("subprocess", "check_output"),
    ("builtins", "eval"),
    ("builtins", "exec"),
    ("builtins", "open"),
    ("builtins", "getattr"),
    ("builtins", "__import__"),
    ("builtins", "compile"),
    ("__builtin__", "eval"),
    ("io", "open"),
    ("_io", "open"),
    ("_io", "FileIO"),
    ("pickle", "loads"),
    ("shutil", "rmtree"),
    ("importlib", "import_module"),
    ("runpy", "run_path"),
    ("webbrowser", "open"),
    ("afnio_lab.serialization", "pickle.loads"),
    ("afnio_lab.serialization", "os.system"),
    ("afnio_lab.serialization", "io.open"),
    ("afnio_lab.lab.views.render", "subprocess.Popen"),
    ("afnio_lab.serialization", "sys.modules"),
    ("afnio_lab.serialization", "importlib.import_module"),
    ("afnio_lab", "serialization.pickle.loads"),
    ("afnio_lab.cognitive.module", "Module.__init__.__globals__"),
    ("afnio_lab.serialization", "_resolve"),
    ("afnio_lab.serialization", "_user_class"),
    ("afnio_lab.serialization", "load"),
    ("afnio_lab", "load"),
    ("afnio_lab._variable", "Variable"),  # a re-export: only the defining module is listed
    ("afnio_lab.cognitive", "Parameter"),
    ("numpy", "load"),
    ("numpy.core.multiarray", "_reconstruct.__globals__"),
    ("copyreg", "_reconstructor.__globals__"),
    ("functools", "reduce"),
    ("operator", "attrgetter"),
    ("operator", "methodcaller"),
    ("builtins", "range"),
    ("builtins", "bytes"),
    ("builtins", "bytearray"),
    ("builtins", "type"),
    ("builtins", "setattr"),
    ("builtins", "breakpoint"),
    ("builtins", "input"),
]


def _user_class(module: str, name: str) -> bool:

    return user_class(module, name) is not None


def _try(payload: bytes) -> str:
    """Load a crafted pickle; the outcome name (a loaded value is 'loaded')."""
    try:
        load(as_archive(payload))
    except UnsafeGlobalError:
        return "refused"
    except DamagedCheckpointError:
        return "damaged"
    except pickle.UnpicklingError:
        return "unpickling-error"
    return "loaded"


def test_fuzz_every_afnio_lab_name_and_hostile_globals(tmp_path: Path) -> None:
    canary = tmp_path / "canary"
    names = afnio_lab_names() + HOSTILE
    outcomes: Counter[str] = Counter()
    for module, name in names:
        listed = (module, name) in ALLOW_LIST or _user_class(module, name)
        for make in (stack_global_call, global_call):
            if "\n" in module + name:
                continue
            # A refused global stops the stream before its arguments are read: one shape is
            # enough; listed ones are called, so they get every shape.
            for args in canary_args(canary) if listed else canary_args(canary)[:1]:
                outcome = _try(make(module, name, args))  # any other exception fails the test
                outcomes[outcome] += 1
                assert not canary.exists(), f"{module}.{name}{args} ran code"
                assert not hasattr(builtins, CANARY_GLOBAL), f"{module}.{name} ran code"
                if not listed:
                    assert outcome == "refused", (module, name, outcome)
    print(f"\nfuzzed {len(names)} names, {sum(outcomes.values())} pickles: {dict(outcomes)}")
    assert outcomes["refused"] > 1000


@pytest.mark.parametrize(("module", "name"), HOSTILE)
def test_hostile_global_is_named_in_the_error(module: str, name: str) -> None:
    with pytest.raises(
        UnsafeGlobalError, match=rf"refused the global '{module}\.{name}'.*trusted=True"
    ):
        load(as_archive(stack_global_call(module, name, ("x",))))


def test_dotted_traversal_through_a_reexported_module_is_refused(tmp_path: Path) -> None:
    # afnio_lab.lab.views.render imports subprocess: the old unpickler handed out Popen.
    marker = tmp_path / "popen"
    payload = stack_global_call(
        "afnio_lab.lab.views.render", "subprocess.Popen", ("touch", str(marker))
    )
    with pytest.raises(UnsafeGlobalError, match="subprocess.Popen"):
        load(as_archive(payload))
    assert not marker.exists()


def test_reexported_class_is_refused_but_the_defining_module_works() -> None:
    with pytest.raises(UnsafeGlobalError, match="afnio_lab.cognitive.Parameter"):
        load(as_archive(stack_global_call("afnio_lab.cognitive", "Parameter", ("x",))))
    out = load(as_archive(stack_global_call("afnio_lab.cognitive.parameter", "Parameter", ("x",))))
    assert type(out) is cog.Parameter and out.data == "x"


def test_every_listed_target_is_defined_where_it_is_named() -> None:

    for (module, name), target in ALLOW_LIST.items():
        obj = _resolve(target)
        if module.startswith("afnio_lab"):
            assert (obj.__module__, obj.__qualname__) == (module, name)


def test_every_checkpointable_afnio_lab_class_is_listed() -> None:
    """Modules, Variables, model clients and optimizers afnio_lab defines can be loaded."""

    bases = (
        Module,
        afnio_lab.Variable,
        BaseModel,
        Optimizer,
        Tensor,
        NumericModule,
        NumericOptimizer,
    )
    missing = []
    for info in pkgutil.walk_packages(afnio_lab.__path__, "afnio_lab."):
        module = importlib.import_module(info.name)
        for name, obj in vars(module).items():
            if (
                isinstance(obj, type)
                and issubclass(obj, bases)
                and obj.__module__ == info.name
                and not name.startswith("_")
                and not getattr(obj, "__abstractmethods__", None)
                and obj not in (*bases[3:], BaseModel)
                and (info.name, name) not in ALLOW_LIST
            ):
                missing.append(f"{info.name}.{name}")
    assert missing == [], missing


def test_user_subclass_must_be_named_where_defined(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = types.ModuleType("fake_reexporter")
    fake.Agent = Agent  # type: ignore[attr-defined]
    monkeypatch.setitem(__import__("sys").modules, "fake_reexporter", fake)
    with pytest.raises(UnsafeGlobalError, match="fake_reexporter.Agent"):
        load(as_archive(stack_global_call("fake_reexporter", "Agent", ())))
    assert type(load(as_archive(stack_global_call(__name__, "Agent", ())))) is Agent


class Agent(Module):
    pass


@settings(max_examples=200, deadline=None)
@given(
    module=st.sampled_from(
        [
            "afnio_lab",
            "afnio_lab.serialization",
            "afnio_lab.lab.views.render",
            "builtins",
            "os",
            "io",
            "afnio",
            "afnio._variable",
            "numpy",
            "collections",
            "subprocess",
        ]
    ),
    name=st.from_regex(
        r"[A-Za-z_][A-Za-z0-9_]{0,12}(\.[A-Za-z_][A-Za-z0-9_]{0,12}){0,3}", fullmatch=True
    ),
    protocol4=st.booleans(),
)
def test_property_arbitrary_names_are_listed_or_refused(
    module: str, name: str, protocol4: bool
) -> None:
    canary = Path("/nonexistent-afnio-canary")  # a path nobody can create
    make = stack_global_call if protocol4 else global_call
    outcome = _try(make(module, name, (f"touch {canary}",)))
    if (module, name) not in ALLOW_LIST and not _user_class(module, name):
        assert outcome == "refused"
    assert not hasattr(builtins, CANARY_GLOBAL)


@pytest.mark.parametrize(
    "payload",
    [
        b"",
        b"\x80\x04",
        b"\x80\x04N",
        b"garbage",
        b"\x80\x04]q\x00h\x01.",
        b"\x80\x02(t" * 3,
        b"\x80\x04\x8c\x08builtins\x8c\x03sum\x93K\x01\x85R.",
    ],
)
def test_malformed_payloads_end_in_unpickling_error(payload: bytes) -> None:
    with pytest.raises(pickle.UnpicklingError):
        load(as_archive(payload))


# -- size bound -----------------------------------------------------------------------------
def test_zip_bomb_is_refused_before_unpacking(tmp_path: Path) -> None:
    path = tmp_path / "bomb.hf"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(DATA_MEMBER, b"\x80\x04N." + b"\x00" * 5_000_000)
    assert path.stat().st_size < 20_000  # small on disk, 5 MB unpacked
    with pytest.raises(
        CheckpointTooLargeError, match=r"over the limit of 1,000,000 bytes.*max_bytes="
    ):
        load(path, max_bytes=1_000_000)
    assert load(path, max_bytes=10_000_000) is None  # raising the limit reads it


def test_zip_header_that_lies_about_its_size_cannot_unpack_more(tmp_path: Path) -> None:
    path = tmp_path / "liar.hf"
    body = b"\x80\x04N." + b"\x00" * 200_000
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(DATA_MEMBER, body)
    raw = bytearray(path.read_bytes())
    real = len(body).to_bytes(4, "little")
    assert raw.count(real) == 2  # local header and central directory
    raw = raw.replace(real, (10).to_bytes(4, "little"))
    path.write_bytes(bytes(raw))
    with pytest.raises((ValueError, pickle.UnpicklingError)):
        load(path, max_bytes=1000)


def test_non_seekable_stream_is_bounded(tmp_path: Path) -> None:
    class Stream(io.RawIOBase):
        def __init__(self, data: bytes) -> None:
            self.inner = io.BytesIO(data)

        def readable(self) -> bool:
            return True

        def seekable(self) -> bool:
            return False

        def read(self, n: int = -1) -> bytes:
            return self.inner.read(n)

    buffer = io.BytesIO()
    save(list(range(1000)), buffer)
    assert load(Stream(buffer.getvalue()))[-1] == 999
    with pytest.raises(CheckpointTooLargeError):
        load(Stream(b"PK" + b"\x00" * 3_000_000), max_bytes=100)


def test_saving_uses_protocol_keyword(tmp_path: Path) -> None:

    assert DEFAULT_PROTOCOL == 2
    path = tmp_path / "p.hf"
    save({"a": 1}, path, pickle_protocol=2)
    with zipfile.ZipFile(path) as archive:
        assert archive.read(DATA_MEMBER)[:2] == b"\x80\x02"
    assert load(path) == {"a": 1}


def test_allow_accepts_pairs(tmp_path: Path) -> None:
    payload = stack_global_call(__name__, "_allowed_fn", ("a",))
    with pytest.raises(UnsafeGlobalError):
        load(as_archive(payload))
    assert load(as_archive(payload), allow=[(__name__, "_allowed_fn")]) == "A"


def _allowed_fn(text: str) -> str:
    return text.upper()


def test_trusted_is_the_way_out() -> None:
    payload = stack_global_call("builtins", "str", ("x",))
    assert load(as_archive(payload), trusted=True) == "x"


def test_user_functions_need_allow() -> None:
    payload = stack_global_call(__name__, "_allowed_fn", ("a",))
    with pytest.raises(UnsafeGlobalError, match=r"allow=\["):
        load(as_archive(payload))


def test_damaged_values_name_the_problem() -> None:
    payload = stack_global_call("afnio_lab.serialization", "_new_variable", ("not a class",))
    with pytest.raises(DamagedCheckpointError, match="expects a Variable class"):
        load(as_archive(payload))
