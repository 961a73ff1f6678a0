"""``save(obj, f)`` / ``load(f)``: afnio's checkpoint format, a zip holding ``data.pkl``.

The payload is a pickle, so reading one can run code. **Only load files you trust.**

``load`` uses a restricted unpickler by default. A file may only name:

- classes defined in ``afnio_lab`` (Variable, Parameter, Module and its wrappers, model
  clients and their helpers), and the one rebuild function this module writes;
- subclasses of ``Module``, ``Variable`` or ``BaseModel`` from any module that is *already
  imported* (your own models, e.g. defined in a notebook; nothing is imported on the file's
  behalf);
- a short list of harmless builtins (containers, numbers, and ``sum``/``min``/``max``/...,
  which are common reduction functions), ``collections`` containers, ``functools.partial``,
  ``pathlib`` paths, ``datetime`` values and numpy arrays, dtypes and scalars.

Anything else (``os.system``, ``subprocess``, ``eval``, ``getattr``, your own plain
functions) is refused with :class:`pickle.UnpicklingError`. Allow more with
``load(f, allow=[my_eval_fn, "pkg.mod.name"])``, or turn the check off with
``load(f, trusted=True)``. This narrows what a hostile file can reach; it is not a sandbox
(constructors of allowed classes still run with values from the file).

Variables are pickled by value: data, role, ``requires_grad``, gradients and any extra
attributes of a subclass. Their place in a graph (``grad_fn``) is not saved, so every
loaded Variable is a leaf, like a tensor after ``torch.save``/``torch.load``.
"""

from __future__ import annotations

import io
import os
import pickle
import sys
import zipfile
from collections.abc import Iterable
from typing import IO, Any

from afnio_lab.autodiff.variable import Variable
from afnio_lab.cognitive.module import Module

#: The archive member afnio uses.
DATA_MEMBER = "data.pkl"
#: Protocol 4: readable by every supported Python, handles large objects.
PROTOCOL = 4

FileLike = str | os.PathLike[str] | IO[bytes]

#: Engine bookkeeping that must not travel with a Variable (graph links, process ids).
_GRAPH_FIELDS = frozenset(
    {
        "_data",
        "role",
        "requires_grad",
        "_grad",
        "_grad_fn",
        "_output_nr",
        "_retain_grad",
        "is_leaf",
        "_uid",
        "_accumulator_ref",
    }
)


# -- Variables by value ---------------------------------------------------------------------
def _new_variable(cls: type[Variable]) -> Variable:
    """Unpickling step 1: a fresh leaf of ``cls`` (with a fresh process-unique id)."""
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
        if name not in _GRAPH_FIELDS:
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


# -- restricted loading ---------------------------------------------------------------------
#: Builtins a file may name: containers, numbers and common reduction functions.
_SAFE_BUILTINS = (
    "set",
    "frozenset",
    "bytearray",
    "bytes",
    "complex",
    "slice",
    "range",
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
_SAFE_GLOBALS = frozenset(
    {
        *(f"builtins.{name}" for name in _SAFE_BUILTINS),
        "collections.OrderedDict",
        "collections.defaultdict",
        "collections.deque",
        "collections.Counter",
        "copyreg._reconstructor",
        "functools.partial",
        "pathlib.Path",
        "pathlib.PosixPath",
        "pathlib.WindowsPath",
        "pathlib.PurePosixPath",
        "pathlib.PureWindowsPath",
        "datetime.datetime",
        "datetime.date",
        "datetime.time",
        "datetime.timedelta",
        "datetime.timezone",
        "numpy.ndarray",
        "numpy.dtype",
        "numpy._core.multiarray._reconstruct",
        "numpy._core.multiarray.scalar",
        "numpy.core.multiarray._reconstruct",
        "numpy.core.multiarray.scalar",
        f"{__name__}._new_variable",
    }
)


def _qualified(obj: Any) -> str:
    return f"{getattr(obj, '__module__', '')}.{getattr(obj, '__qualname__', '')}"


def _user_bases() -> tuple[type, ...]:
    """Classes whose subclasses a file may name from any already-imported module."""
    bases: list[type] = [Module, Variable]
    models = sys.modules.get("afnio_lab.models.base")
    if models is not None:
        bases.append(models.BaseModel)
    return tuple(bases)


class _RestrictedUnpickler(pickle.Unpickler):
    """An unpickler that resolves only allow-listed globals (see the module docstring)."""

    def __init__(self, file: IO[bytes], allow: frozenset[str]) -> None:
        super().__init__(file)
        self._allow = allow

    def find_class(self, module: str, name: str) -> Any:
        key = f"{module}.{name}"
        if key in _SAFE_GLOBALS or key in self._allow:
            return super().find_class(module, name)
        if module == "afnio_lab" or module.startswith("afnio_lab."):
            obj = super().find_class(module, name)
            if isinstance(obj, type):
                return obj
        elif module in sys.modules:  # never import a module on the file's behalf
            obj = super().find_class(module, name)
            if isinstance(obj, type) and issubclass(obj, _user_bases()):
                return obj
        raise pickle.UnpicklingError(
            f"afnio_lab.load refused the global '{key}': it is not on the allow list. If you "
            f"trust this file, pass allow=['{key}'] (import its module first) or trusted=True."
        )


# -- public API -----------------------------------------------------------------------------
def save(obj: Any, f: FileLike) -> None:
    """Write ``obj`` to ``f`` (a path, conventionally ``*.hf``, or a binary file object).

    Anything picklable works: a Module, its ``state_dict()``, a Variable, an optimizer's
    state. Lambdas and nested functions cannot be pickled; register module-level functions.
    """
    buffer = io.BytesIO()
    _Pickler(buffer, protocol=PROTOCOL).dump(obj)
    with zipfile.ZipFile(f, mode="w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(DATA_MEMBER, buffer.getvalue())


def _read_payload(f: FileLike) -> bytes:
    source: Any = f
    if not isinstance(f, str | os.PathLike) and not (hasattr(f, "seekable") and f.seekable()):
        source = io.BytesIO(f.read())  # zipfile needs to seek
    try:
        with zipfile.ZipFile(source) as archive:
            names = archive.namelist()
            member = DATA_MEMBER if DATA_MEMBER in names else None
            if member is None:  # torch-style archives nest it under one folder
                nested = [n for n in names if n.endswith("/" + DATA_MEMBER)]
                member = nested[0] if len(nested) == 1 else None
            if member is None:
                raise ValueError(f"{f!r} has no '{DATA_MEMBER}' member; it is not an afnio file.")
            return archive.read(member)
    except zipfile.BadZipFile as exc:
        raise ValueError(f"{f!r} is not an afnio file (a zip holding '{DATA_MEMBER}').") from exc


def load(f: FileLike, *, allow: Iterable[Any] = (), trusted: bool = False) -> Any:
    """Read an object written by :func:`save`.

    Loading a pickle can run code: only load files you trust. By default only allow-listed
    globals may be named by the file (module docstring); ``allow`` adds objects or
    ``"module.qualname"`` strings, ``trusted=True`` disables the check.
    """
    payload = _read_payload(f)
    if trusted:
        return pickle.loads(payload)
    allowed = frozenset(a if isinstance(a, str) else _qualified(a) for a in allow)
    return _RestrictedUnpickler(io.BytesIO(payload), allowed).load()


__all__ = ["DATA_MEMBER", "load", "save"]
