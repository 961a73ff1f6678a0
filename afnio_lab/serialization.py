"""``save(obj, f)`` / ``load(f)``: afnio's checkpoint format, a zip holding ``data.pkl``.

The payload is a pickle, so reading one can run code. **Only load files you trust.**

``load`` checks every global the file names against an allow-list, keyed by the exact
``(module, name)`` pair written in the file. Nothing is looked up by walking attributes:
a dotted name (``serialization.pickle.loads``) or a name re-exported by another module is
refused unless that exact pair is listed. No module is imported on the file's behalf.
The list holds:

- the classes a checkpoint made by afnio_lab contains (Variable, Parameter, Module and its
  wrappers, model clients, optimizers, numeric Tensors and their modules) at the module
  that defines them, and the one rebuild function this module writes;
- afnio's names for the same classes (``afnio._variable.Variable``,
  ``afnio.cognitive.parameter.Parameter``, ``afnio.cognitive.modules.module.Module``, ...),
  which load as the afnio_lab equivalents, so files written by ``afnio.save`` load too;
- subclasses of ``Module``, ``Variable`` or ``BaseModel`` *defined* in a module that is
  already imported (your own models, e.g. from a notebook), named exactly where defined;
- harmless builtins (containers, numbers, ``sum``/``min``/``max``/...), ``collections``
  containers, ``functools.partial``, ``pathlib`` paths, ``datetime`` values and numpy
  arrays, dtypes and scalars.

Anything else (``os.system``, ``subprocess.Popen``, ``eval``, ``getattr``, your own plain
functions) is refused with :class:`UnsafeGlobalError` (a :class:`pickle.UnpicklingError`)
naming the global. Allow more with ``load(f, allow=[my_fn, "pkg.mod.name"])``, or turn the
check off with ``load(f, trusted=True)``. This narrows what a hostile file can reach; it is
not a sandbox (constructors of allowed classes still run with values from the file).

A file whose ``data.pkl`` would unpack to more than ``max_bytes`` (default
:data:`MAX_LOAD_BYTES`) is refused before it is decompressed (:class:`CheckpointTooLargeError`).

Variables are pickled by value: data, role, ``requires_grad``, gradients and any extra
attributes of a subclass. Their place in a graph (``grad_fn``) is not saved, so every
loaded Variable is a leaf, like a tensor after ``torch.save``/``torch.load``.
"""

from __future__ import annotations

import importlib
import io
import os
import pickle
import sys
import zipfile
from collections.abc import Iterable
from typing import IO, Any, Literal

from afnio_lab import _afnio_compat as compat_names
from afnio_lab.autodiff.variable import PROCESS_FIELDS, Variable
from afnio_lab.cognitive.module import Module
from afnio_lab.models.providers import client_classes

#: The archive member afnio uses.
DATA_MEMBER = "data.pkl"
#: Protocol 4: readable by every supported Python, handles large objects.
PROTOCOL = 4
#: afnio's default (``afnio.serialization.DEFAULT_PROTOCOL``); ``save(compat="afnio")`` uses it.
DEFAULT_PROTOCOL = 2
#: ``load`` refuses a ``data.pkl`` larger than this when unpacked (512 MiB).
MAX_LOAD_BYTES = 512 * 2**20

FileLike = str | os.PathLike[str] | IO[bytes]


class UnsafeGlobalError(pickle.UnpicklingError):
    """The file names a global that is not on the allow-list (nothing was run)."""


class DamagedCheckpointError(pickle.UnpicklingError):
    """The pickle inside the file is malformed or its values do not fit the classes."""


class CheckpointTooLargeError(ValueError):
    """The file would unpack to more than the ``max_bytes`` bound."""


# -- Variables by value ---------------------------------------------------------------------
def _new_variable(cls: type[Variable]) -> Variable:
    """Unpickling step 1: a fresh leaf of ``cls`` (with a fresh process-unique id)."""
    if not (isinstance(cls, type) and issubclass(cls, Variable)):
        raise TypeError(f"_new_variable expects a Variable class, not {cls!r}")
    var = cls.__new__(cls)
    Variable.__init__(var)
    return var


def _variable_state(var: Variable) -> dict[str, Any]:
    """Unpickling step 2 sets these through the public setters (so data is re-validated)."""
    state: dict[str, Any] = {
        "data": var.data,
        "role": var.role,
        "requires_grad": var.requires_grad,
        "grad": list(var._grad),
        "output_nr": var.output_nr,
    }
    for name, value in vars(var).items():
        if name not in PROCESS_FIELDS:
            state[name] = value
    return state


class _Pickler(pickle.Pickler):
    """Pickles Variables by value, dropping their graph links (weak references and nodes
    cannot be pickled, and a loaded graph could not be backpropagated anyway)."""

    def reducer_override(self, obj: Any) -> Any:
        if isinstance(obj, Variable):
            # (callable, args, state): state as (None, slotstate) is applied with setattr.
            return _new_variable, (type(obj),), (None, _variable_state(obj))
        return NotImplemented


# -- the allow-list -------------------------------------------------------------------------
#: Builtins a file may name: containers, numbers and common reduction functions. Not
#: ``range``/``bytes``/``bytearray``: called with a huge number they allocate without bound.
_SAFE_BUILTINS = (
    "set",
    "frozenset",
    "complex",
    "slice",
    "list",
    "dict",
    "tuple",
    "str",
    "int",
    "float",
    "bool",
    "object",
    "sum",
    "min",
    "max",
    "len",
    "any",
    "all",
    "sorted",
    "abs",
    "round",
)

#: The afnio_lab classes a checkpoint may contain, at the module that defines them.
_AFNIO_LAB_CLASSES = (
    "afnio_lab.autodiff.variable:Variable",
    "afnio_lab.cognitive.parameter:Parameter",
    "afnio_lab.cognitive.module:Module",
    "afnio_lab.cognitive.modules.add:Add",
    "afnio_lab.cognitive.modules.split:Split",
    "afnio_lab.cognitive.modules.sum:Sum",
    "afnio_lab.cognitive.lm_modules:ChatCompletion",
    "afnio_lab.cognitive.lm_modules:DeterministicEvaluator",
    "afnio_lab.cognitive.lm_modules:ExactMatchEvaluator",
    "afnio_lab.cognitive.lm_modules:LMJudgeEvaluator",
    "afnio_lab.utils.agents.sentiment_analyzer:SentimentAnalyzer",
    *(f"{module}:{name}" for name, module in client_classes().items()),
    "afnio_lab.models.backward_client:BackwardModelClient",
    "afnio_lab.models.retry:RetryPolicy",
    "afnio_lab.optim.tgd:TGD",
    "afnio_lab.numeric.tensor:Tensor",
    "afnio_lab.numeric.parameter:Parameter",
    "afnio_lab.numeric.nn:Module",
    "afnio_lab.numeric.nn:Linear",
    "afnio_lab.numeric.nn:MLP",
    "afnio_lab.numeric.optim:SGD",
    "afnio_lab.numeric.optim:Adam",
    f"{__name__}:_new_variable",
)


def _build_allow_list() -> dict[tuple[str, str], str]:
    """``(module, name)`` as written in a file → ``"module:attr"`` of the object it loads as."""
    table: dict[tuple[str, str], str] = {}
    for name in _SAFE_BUILTINS:
        table["builtins", name] = table["__builtin__", name] = f"builtins:{name}"
    for name in ("OrderedDict", "defaultdict", "deque", "Counter"):
        table["collections", name] = f"collections:{name}"
    for name in ("Path", "PosixPath", "WindowsPath", "PurePosixPath", "PureWindowsPath"):
        table["pathlib", name] = f"pathlib:{name}"
    for name in ("datetime", "date", "time", "timedelta", "timezone"):
        table["datetime", name] = f"datetime:{name}"
    table["copyreg", "_reconstructor"] = table["copy_reg", "_reconstructor"] = (
        "copyreg:_reconstructor"
    )
    table["_codecs", "encode"] = "_codecs:encode"  # protocol 2 writes bytes this way
    table["functools", "partial"] = "functools:partial"
    table["numpy", "ndarray"] = "numpy:ndarray"
    table["numpy", "dtype"] = "numpy:dtype"
    for module in ("numpy._core.multiarray", "numpy.core.multiarray"):  # numpy 2 and 1
        for name in ("_reconstruct", "scalar"):
            table[module, name] = f"numpy._core.multiarray:{name}"
    for target in _AFNIO_LAB_CLASSES:
        module, name = target.split(":")
        table[module, name] = target
    for (module, name), target in compat_names.AFNIO_TO_LAB.items():
        table[module, name] = target
    return table


ALLOW_LIST: dict[tuple[str, str], str] = _build_allow_list()


def _resolve(target: str) -> Any:
    """Import one of *our* fixed targets (stdlib, numpy, afnio_lab): never a file's name."""
    module, attr = target.split(":")
    try:
        found = importlib.import_module(module)
    except ModuleNotFoundError:
        if module != "numpy._core.multiarray":
            raise
        found = importlib.import_module("numpy.core.multiarray")  # numpy 1 names it so
    return getattr(found, attr)


def _user_bases() -> tuple[type, ...]:
    """Classes whose subclasses a file may name from any already-imported module."""
    bases: list[type] = [Module, Variable]
    models = sys.modules.get("afnio_lab.models.base")
    if models is not None:
        bases.append(models.BaseModel)
    return tuple(bases)


def _user_class(module: str, name: str) -> Any:
    """A Module/Variable/model subclass defined exactly at ``module.name``, or None.

    Only already-imported modules, only a plain identifier (no dotted traversal), and only
    where the class is defined (``__module__``/``__qualname__`` match: no re-exports).
    """
    if module == "afnio_lab" or module.startswith("afnio_lab.") or not name.isidentifier():
        return None
    mod = sys.modules.get(module)
    obj = getattr(mod, name, None) if mod is not None else None
    if not isinstance(obj, type) or not issubclass(obj, _user_bases()):
        return None
    if obj.__module__ != module or obj.__qualname__ != name:
        return None
    return obj


def _allow_key(item: Any) -> tuple[str, str]:
    if isinstance(item, tuple) and len(item) == 2:
        return str(item[0]), str(item[1])
    if isinstance(item, str):
        module, _, name = item.rpartition(":") if ":" in item else item.rpartition(".")
        return module, name
    return getattr(item, "__module__", ""), getattr(item, "__qualname__", "")


class _RestrictedUnpickler(pickle.Unpickler):
    """An unpickler that resolves only allow-listed ``(module, name)`` pairs."""

    def __init__(self, file: IO[bytes], allow: dict[tuple[str, str], Any]) -> None:
        super().__init__(file)
        self._allow = allow

    def find_class(self, module: str, name: str) -> Any:
        key = (module, name)
        if key in self._allow:
            return self._allow[key]
        target = ALLOW_LIST.get(key)
        if target is not None:
            return _resolve(target)
        obj = _user_class(module, name)
        if obj is not None:
            return obj
        shown = f"{module}.{name}"
        raise UnsafeGlobalError(
            f"afnio_lab.load refused the global '{shown}': it is not on the allow list "
            f"(afnio_lab.serialization.ALLOW_LIST). If you trust this file, pass "
            f"allow=['{shown}'] (import its module first) or trusted=True."
        )


# -- public API -----------------------------------------------------------------------------
def save(
    obj: Any,
    f: FileLike,
    pickle_protocol: int | None = None,
    *,
    compat: Literal["afnio_lab", "afnio"] = "afnio_lab",
) -> None:
    """Write ``obj`` to ``f`` (a path, conventionally ``*.hf``, or a binary file object).

    Anything picklable works: a Module, its ``state_dict()``, a Variable, an optimizer's
    state. Lambdas and nested functions cannot be pickled; register module-level functions.
    ``compat="afnio"`` writes afnio's class names and layout (protocol
    :data:`DEFAULT_PROTOCOL` unless ``pickle_protocol`` says otherwise), so ``afnio.load``
    reads the file; model clients cannot be written that way (afnio cannot pickle them).
    """
    if compat not in ("afnio_lab", "afnio"):
        raise ValueError(f"compat must be 'afnio_lab' or 'afnio', not {compat!r}.")
    buffer = io.BytesIO()
    if compat == "afnio":
        protocol = DEFAULT_PROTOCOL if pickle_protocol is None else pickle_protocol
        compat_names.AfnioPickler(buffer, protocol=protocol).dump(obj)
    else:
        protocol = PROTOCOL if pickle_protocol is None else pickle_protocol
        _Pickler(buffer, protocol=protocol).dump(obj)
    with zipfile.ZipFile(f, mode="w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(DATA_MEMBER, buffer.getvalue())


def _too_large(what: str, size: int, limit: int) -> CheckpointTooLargeError:
    return CheckpointTooLargeError(
        f"afnio_lab.load refused the file: {what} is {size:,} bytes, over the limit of "
        f"{limit:,} bytes. If you trust this file, raise the limit with "
        f"load(f, max_bytes={size})."
    )


def _read_payload(f: FileLike, max_bytes: int) -> bytes:
    source: Any = f
    if not isinstance(f, str | os.PathLike) and not (hasattr(f, "seekable") and f.seekable()):
        # zipfile needs to seek; a zip is never much larger than what it unpacks to.
        raw = f.read(max_bytes + 2**20 + 1)
        if len(raw) > max_bytes + 2**20:
            raise _too_large("the stream", len(raw), max_bytes)
        source = io.BytesIO(raw)
    try:
        with zipfile.ZipFile(source) as archive:
            names = archive.namelist()
            member = DATA_MEMBER if DATA_MEMBER in names else None
            if member is None:  # torch-style archives nest it under one folder
                nested = [n for n in names if n.endswith("/" + DATA_MEMBER)]
                member = nested[0] if len(nested) == 1 else None
            if member is None:
                raise ValueError(f"{f!r} has no '{DATA_MEMBER}' member; it is not an afnio file.")
            size = archive.getinfo(member).file_size  # the declared size, read before unpacking
            if size > max_bytes:
                raise _too_large(f"'{member}' unpacked", size, max_bytes)
            # zipfile stops at the declared size (and then checks the CRC), so a lying
            # header cannot unpack more than max_bytes either.
            with archive.open(member) as handle:
                return handle.read(max_bytes + 1)
    except zipfile.BadZipFile as exc:
        raise ValueError(
            f"{f!r} is not an afnio file (a zip holding '{DATA_MEMBER}'), or it is damaged ({exc})."
        ) from exc


def load(
    f: FileLike,
    *,
    allow: Iterable[Any] = (),
    trusted: bool = False,
    max_bytes: int = MAX_LOAD_BYTES,
) -> Any:
    """Read an object written by :func:`save` (or by ``afnio.save``).

    Loading a pickle can run code: only load files you trust. By default only allow-listed
    globals may be named by the file (module docstring); ``allow`` adds objects,
    ``"module.qualname"`` strings or ``(module, name)`` pairs, ``trusted=True`` disables the
    check. Errors: :class:`ValueError` (not an afnio file, or
    :class:`CheckpointTooLargeError`), :class:`pickle.UnpicklingError`
    (:class:`UnsafeGlobalError` for a refused global, :class:`DamagedCheckpointError` for a
    malformed payload).
    """
    payload = _read_payload(f, max_bytes)
    if trusted:
        return pickle.loads(payload)
    allowed: dict[tuple[str, str], Any] = {}
    for item in allow:
        module, name = key = _allow_key(item)
        if not isinstance(item, str | tuple):
            allowed[key] = item
        elif (mod := sys.modules.get(module)) is not None and hasattr(mod, name):
            allowed[key] = getattr(mod, name)
    try:
        return _RestrictedUnpickler(io.BytesIO(payload), allowed).load()
    except pickle.UnpicklingError:
        raise
    except (Exception, RecursionError) as exc:  # a malformed stream or values that do not fit
        raise DamagedCheckpointError(
            f"afnio_lab.load could not read {f!r}: the pickle is damaged or its values do not "
            f"fit their classes ({type(exc).__name__}: {exc})."
        ) from exc


__all__ = [
    "ALLOW_LIST",
    "DATA_MEMBER",
    "DEFAULT_PROTOCOL",
    "MAX_LOAD_BYTES",
    "CheckpointTooLargeError",
    "DamagedCheckpointError",
    "UnsafeGlobalError",
    "load",
    "save",
]
