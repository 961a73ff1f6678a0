"""What the engine needs from a value in the graph (text ``Variable``, numeric ``Tensor``).

Both kinds share one engine. They differ only in how gradients combine: text appends one
gradient per incoming edge to a list and joins fan-in with ``<ITEM>`` tags; numbers add.
Each kind states that here, so the engine never branches on kinds.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # annotations only: cycle (graph -> value)
    from afnio_lab.autodiff.graph import Node

_value_ids = itertools.count(1)

#: Set by ``afnio_lab.lab.views.display`` so rich display lives in the lab, not in the engine.
_mimebundle_provider: Callable[[Any], dict[str, Any]] | None = None


def set_mimebundle_provider(provider: Callable[[Any], dict[str, Any]] | None) -> None:
    """Install the function that renders graph values and nodes for Jupyter."""
    global _mimebundle_provider
    _mimebundle_provider = provider


def rich_mimebundle(obj: Any) -> dict[str, Any]:
    """The provider's bundle for ``obj``, or plain text when no lab is loaded."""
    if _mimebundle_provider is None:
        return {"text/plain": repr(obj)}
    return _mimebundle_provider(obj)


def next_value_id() -> int:
    """Stable, process-unique ids for values (renderers must never use ``id(obj)``)."""
    return next(_value_ids)


class GraphValue:
    """Base class of every value that ops record in the backward graph."""

    # Subclasses set these in __init__; declared here for type checkers and the engine.
    requires_grad: bool
    is_leaf: bool
    _grad_fn: Node | None
    _output_nr: int
    _retain_grad: bool
    _uid: int
    _accumulator_ref: Any

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        return rich_mimebundle(self)

    @property
    def grad_fn(self) -> Node | None:
        return self._grad_fn

    @property
    def output_nr(self) -> int:
        return self._output_nr

    @property
    def uid(self) -> int:
        """A stable id for display and recording, unique within the process."""
        return self._uid

    def _set_grad_fn(self, node: Node | None) -> None:
        raise NotImplementedError

    def _accumulate_grad(self, grad: Any) -> None:
        """Take one gradient delivered by the engine (leaf, or retained non-leaf)."""
        raise NotImplementedError

    @classmethod
    def _combine_fan_in(cls, grads: Sequence[Any]) -> Any:
        """Merge several gradients arriving at one output slot into one."""
        raise NotImplementedError

    def _implicit_root_gradient(self) -> Any:
        """The gradient ``backward()`` uses for this root when none is given."""
        raise NotImplementedError

    def detach(self) -> GraphValue:
        raise NotImplementedError


def combine_gradients(grads: Sequence[Any]) -> Any:
    """Fan-in: one gradient from many, by the rule of the gradients' own kind."""
    if len(grads) == 1:
        return grads[0]
    combine = getattr(type(grads[0]), "_combine_fan_in", None)
    if combine is not None:
        return combine(grads)
    total = grads[0]
    for g in grads[1:]:
        total = total + g
    return total
