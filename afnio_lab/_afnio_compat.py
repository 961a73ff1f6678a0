"""Reading and writing afnio's checkpoint names and layouts (``afnio.save``/``afnio.load``).

afnio pickles its objects with plain ``pickle`` (protocol 2 by default): a class named where
afnio defines it (``afnio._variable.Variable``, ``afnio.cognitive.parameter.Parameter``,
``afnio.cognitive.modules.module.Module``, ...) and the instance ``__dict__`` as state.

- Loading: each afnio name maps to a small adapter class here. Unpickling creates the
  adapter, its ``__setstate__`` turns afnio's fields into ours, then the object becomes the
  plain afnio_lab class (``__class__`` swap; same layout), so nothing afnio-specific remains.
- Saving (``save(obj, f, compat="afnio")``): :class:`AfnioPickler` writes afnio's names for
  our classes and afnio's field layout, so ``afnio.load`` rebuilds afnio objects.
"""

from __future__ import annotations

import copyreg
import pickle
import sys
from typing import TYPE_CHECKING, Any

from afnio_lab.autodiff.variable import PROCESS_FIELDS, Variable
from afnio_lab.cognitive.lm_modules import (
    ChatCompletion,
    DeterministicEvaluator,
    ExactMatchEvaluator,
    LMJudgeEvaluator,
)
from afnio_lab.cognitive.module import Module
from afnio_lab.cognitive.modules import Add, Split, Sum
from afnio_lab.cognitive.parameter import Parameter
from afnio_lab.utils.agents.sentiment_analyzer import SentimentAnalyzer

#: Where afnio defines each class it pickles, and our class for it.
_AFNIO_CLASSES: dict[tuple[str, str], type] = {
    ("afnio._variable", "Variable"): Variable,
    ("afnio.cognitive.parameter", "Parameter"): Parameter,
    ("afnio.cognitive.modules.module", "Module"): Module,
    ("afnio.cognitive.modules.add", "Add"): Add,
    ("afnio.cognitive.modules.split", "Split"): Split,
    ("afnio.cognitive.modules.sum", "Sum"): Sum,
    ("afnio.cognitive.modules.chat_completion", "ChatCompletion"): ChatCompletion,
    (
        "afnio.cognitive.modules.deterministic_evaluator",
        "DeterministicEvaluator",
    ): DeterministicEvaluator,
    ("afnio.cognitive.modules.exact_match_evaluator", "ExactMatchEvaluator"): ExactMatchEvaluator,
    ("afnio.cognitive.modules.lm_judge_evaluator", "LMJudgeEvaluator"): LMJudgeEvaluator,
    ("afnio.utils.agents.sentiment_analyzer", "SentimentAnalyzer"): SentimentAnalyzer,
}
_LAB_TO_AFNIO = {cls: key for key, cls in _AFNIO_CLASSES.items()}

#: afnio's Variable bookkeeping (server ids, pending flags, graph links): dropped on load.
_AFNIO_VARIABLE_BOOKKEEPING = frozenset(
    {
        "variable_id",
        "_initialized",
        "_pending_grad_fn_id",
        "_pending_grad",
        "_pending_data",
        "_grad_fn",
        "is_leaf",
        "_retain_grad",
        "_data",
        "role",
        "requires_grad",
        "_grad",
        "_output_nr",
    }
)
#: afnio Module fields afnio_lab does not have (the Trainer's optimizer cache).
_AFNIO_MODULE_ONLY = frozenset({"_optimizers"})


def _restore_variable(var: Variable, state: Any, target: type[Variable]) -> None:
    if not isinstance(state, dict):
        raise TypeError(f"an afnio Variable's state must be a dict, not {type(state).__name__}")
    var.__class__ = target
    Variable.__init__(var)
    var.data = state.get("_data", "")
    var.role = state.get("role", "")
    var.requires_grad = bool(state.get("requires_grad", False))
    grads = state.get("_grad", [])
    if not isinstance(grads, list) or not all(isinstance(g, Variable) for g in grads):
        raise TypeError("an afnio Variable's '_grad' must be a list of Variables")
    var._grad = list(grads)
    for name, value in state.items():
        if name not in _AFNIO_VARIABLE_BOOKKEEPING:
            setattr(var, name, value)


class _AfnioVariable(Variable):
    """Unpickled in place of ``afnio._variable.Variable``; becomes a :class:`Variable`."""

    def __setstate__(self, state: Any) -> None:
        _restore_variable(self, state, Variable)


class _AfnioParameter(Parameter):
    """Unpickled in place of ``afnio.cognitive.parameter.Parameter``."""

    def __setstate__(self, state: Any) -> None:
        _restore_variable(self, state, Parameter)


def _module_adapter(target: type[Module]) -> type[Module]:
    def __setstate__(self: Module, state: Any) -> None:
        if not isinstance(state, dict):
            raise TypeError(f"an afnio Module's state must be a dict, not {type(state).__name__}")
        self.__class__ = target
        target.__setstate__(self, {k: v for k, v in state.items() if k not in _AFNIO_MODULE_ONLY})

    name = f"_Afnio{target.__name__}"
    adapter = type(name, (target,), {"__setstate__": __setstate__, "__module__": __name__})
    adapter.__qualname__ = name
    return adapter


_ADAPTERS: dict[tuple[str, str], type] = {
    key: _module_adapter(cls) for key, cls in _AFNIO_CLASSES.items() if issubclass(cls, Module)
}
_ADAPTERS["afnio._variable", "Variable"] = _AfnioVariable
_ADAPTERS["afnio.cognitive.parameter", "Parameter"] = _AfnioParameter
for _adapter in _ADAPTERS.values():
    globals()[_adapter.__name__] = _adapter

#: ``(module, name)`` written by afnio → ``"module:attr"`` of the adapter that loads it.
AFNIO_TO_LAB: dict[tuple[str, str], str] = {
    key: f"{__name__}:{adapter.__name__}" for key, adapter in _ADAPTERS.items()
}


# -- writing afnio's layout -----------------------------------------------------------------
def _afnio_variable_state(var: Variable) -> dict[str, Any]:
    """afnio's ``Variable.__dict__`` for a leaf that is not registered with a server."""
    state: dict[str, Any] = {
        "variable_id": None,
        "_initialized": False,
        "_pending_grad_fn_id": None,
        "_pending_grad": False,
        "_pending_data": False,
        "_data": var.data,
        "role": var.role,
        "requires_grad": var.requires_grad,
        "_retain_grad": False,
        "_grad": list(var._grad),
        "_output_nr": 0,
        "_grad_fn": None,
        "is_leaf": True,
    }
    for name, value in vars(var).items():
        if name not in PROCESS_FIELDS:
            state[name] = value
    return state


class AfnioPickler(pickle._Pickler):
    """Writes afnio's names for our classes (the pure-Python pickler: its ``save_global``
    is the one place a class's written name can be chosen)."""

    if TYPE_CHECKING:  # the pure-Python pickler's internals, missing from typeshed
        proto: int

        def save(self, obj: Any) -> None: ...
        def write(self, data: bytes) -> None: ...
        def memoize(self, obj: Any) -> None: ...

    def reducer_override(self, obj: Any) -> Any:
        if isinstance(obj, Variable):
            if type(obj) not in _LAB_TO_AFNIO:
                raise pickle.PicklingError(
                    f"save(..., compat='afnio') writes Variable and Parameter, not the subclass "
                    f"{type(obj).__qualname__} (afnio could not rebuild it): convert it with "
                    "Variable(x.data, x.role, x.requires_grad), or save without compat."
                )
            return copyreg.__newobj__, (type(obj),), _afnio_variable_state(obj)  # type: ignore[attr-defined]
        if isinstance(obj, Module):
            return copyreg.__newobj__, (type(obj),), {**vars(obj), "_optimizers": None}  # type: ignore[attr-defined]
        models = _model_base()
        if models is not None and isinstance(obj, models):
            raise pickle.PicklingError(
                f"save(..., compat='afnio') cannot write the model client {type(obj).__name__}: "
                "afnio cannot pickle model clients either. Save module.state_dict(), or "
                "unregister the client before saving."
            )
        return NotImplemented

    def save_global(self, obj: Any, name: str | None = None) -> None:
        key = _LAB_TO_AFNIO.get(obj) if isinstance(obj, type) else None
        if key is None:
            pickle._Pickler.save_global(self, obj, name)  # type: ignore[attr-defined]
            return
        module, cls_name = key
        if self.proto >= 4:
            self.save(module)
            self.save(cls_name)
            self.write(pickle.STACK_GLOBAL)
        else:
            self.write(pickle.GLOBAL + f"{module}\n{cls_name}\n".encode())
        self.memoize(obj)


def _model_base() -> type | None:
    module = sys.modules.get("afnio_lab.models.base")
    return module.BaseModel if module is not None else None


__all__ = ["AFNIO_TO_LAB", "AfnioPickler"]
