"""``Function``: the base of every op. ``apply`` runs forward and records one backward node.

Write ``forward`` (with or without ``ctx``; without it, add ``setup_context``) and
``backward(ctx, *grad_outputs)``, then call ``MyOp.apply(...)``. ``backward`` returns one
gradient per forward argument "slot": a plain argument is one slot, a list/tuple/dict
argument is one slot per Variable inside it. Trailing ``None``\\ s are allowed.
"""

from __future__ import annotations

import contextlib
import weakref
from collections.abc import Iterator
from typing import Any

from afnio_lab._tracing import enter_node, leave_node
from afnio_lab.autodiff import grad_mode
from afnio_lab.autodiff.graph import GradientEdge, Node, edge_for, next_node_id
from afnio_lab.autodiff.value import GraphValue

FREED_GRAPH_MESSAGE = (
    "Trying to backward through the graph a second time (or directly access saved variables "
    "after they have already been freed). Saved intermediate values of the graph are freed "
    "when you call .backward() or autodiff.grad(). Specify retain_graph=True if you need to "
    "backward through the graph a second time or if you need to access saved variables after "
    "calling backward."
)


#: How many :func:`keeping_forward_inputs` blocks are open (any: nodes keep their inputs).
_keep_forward_inputs = 0


@contextlib.contextmanager
def keeping_forward_inputs() -> Iterator[None]:
    """Nodes made in the block keep their forward call's arguments (``forward_args``), so
    the op can be run again with a changed input (the lab's forward re-run). Off by
    default: holding every op's inputs costs memory a plain forward pass does not need."""
    global _keep_forward_inputs
    _keep_forward_inputs += 1
    try:
        yield
    finally:
        _keep_forward_inputs -= 1


class FunctionCtx:
    """Per-call state shared by ``forward``/``setup_context`` and ``backward``.

    Free attributes (``ctx.foo = ...``) are allowed; they are dropped with the saved values
    when the graph is freed.
    """

    needs_input_grad: tuple[bool, ...] = ()
    # class-level defaults: one ctx is made per op call, so it has no __init__ to run
    _saved: tuple[Any, ...] = ()
    _freed: bool = False

    def __getattr__(self, name: str) -> Any:
        # Only reached for attributes never set: say so plainly (and let type checkers
        # accept the free attributes forward code sets).
        raise AttributeError(
            f"ctx has no attribute {name!r}: set it in forward/setup_context first."
        )

    def save_for_backward(self, *objs: Any) -> None:
        """Keep values (Variables or anything else) for ``backward``."""
        self._saved = objs

    @property
    def saved_variables(self) -> tuple[Any, ...]:
        if self._freed:
            raise RuntimeError(FREED_GRAPH_MESSAGE)
        return self._saved

    saved_tensors = saved_variables

    def _release(self) -> None:
        attrs = self.__dict__
        needs = attrs.get("needs_input_grad", ())
        attrs.clear()
        attrs["needs_input_grad"] = needs
        attrs["_saved"] = ()
        attrs["_freed"] = True


# A slot layout is one entry per top-level argument: ``-1`` for a plain argument that is a
# graph value, ``-2`` for a plain argument that is not, ``n >= 0`` for a container holding
# ``n`` graph values.
_PLAIN_VALUE, _PLAIN_OTHER = -1, -2


def _collect(obj: Any, out: list[GraphValue]) -> None:
    if isinstance(obj, GraphValue):
        out.append(obj)
    elif isinstance(obj, (list, tuple)):
        for item in obj:
            _collect(item, out)
    elif isinstance(obj, dict):
        for item in obj.values():
            _collect(item, out)


def _layout(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[list[GraphValue], list[int]]:
    values: list[GraphValue] = []
    layout: list[int] = []
    for arg in (*args, *kwargs.values()):
        if isinstance(arg, GraphValue):
            values.append(arg)
            layout.append(_PLAIN_VALUE)
        elif isinstance(arg, (list, tuple, dict)):
            before = len(values)
            _collect(arg, values)
            layout.append(len(values) - before)
        else:
            layout.append(_PLAIN_OTHER)
    return values, layout


def _needs_grad(arg: Any) -> bool:
    if isinstance(arg, GraphValue):
        return arg.requires_grad
    if isinstance(arg, (list, tuple, dict)):
        found: list[GraphValue] = []
        _collect(arg, found)
        return any(v.requires_grad for v in found)
    return False


def _flatten_grads(obj: Any) -> Iterator[Any]:
    if isinstance(obj, (list, tuple)):
        for item in obj:
            yield from _flatten_grads(item)
    else:
        yield obj


def _fits(entry: Any, group: int) -> bool:
    if group < 0:
        return not isinstance(entry, (list, tuple))
    if entry is None:
        return True
    if isinstance(entry, (list, tuple)):
        return sum(1 for _ in _flatten_grads(entry)) == group
    return group == 1


def map_grads_to_edges(
    name: str, returned: Any, layout: list[int], n_edges: int, all_plain: bool = False
) -> tuple:
    """Turn what ``backward`` returned into one gradient per graph-value input (edge order).

    ``all_plain``: every argument is a single graph value (checked once per node).
    """
    entries = returned if isinstance(returned, tuple) else (returned,)
    if all_plain and len(entries) == n_edges:
        for g in entries:  # the common case: one plain Variable argument per gradient
            if g is not None and not isinstance(g, GraphValue):
                break
        else:
            return entries
    grads: list[Any] = []
    if len(entries) == len(layout) and all(map(_fits, entries, layout)):
        for entry, group in zip(entries, layout):
            if group == _PLAIN_VALUE:
                grads.append(entry)
            elif group == _PLAIN_OTHER:
                if entry is not None:
                    raise TypeError(
                        f"{name}: backward returned a gradient for an argument that is not a "
                        "Variable; return None in that position."
                    )
            elif entry is None:
                grads.extend([None] * group)
            else:
                grads.extend(_flatten_grads(entry))
    else:
        flat = list(_flatten_grads(entries))
        slots = [g for group in layout for g in ([group] if group < 0 else [_PLAIN_VALUE] * group)]
        if len(flat) < len(slots) or any(g is not None for g in flat[len(slots) :]):
            raise RuntimeError(
                f"{name}: backward returned {len(flat)} gradient(s) but the forward call had "
                f"{len(slots)} argument slot(s); return one gradient (or None) per argument, "
                "one per Variable for list/dict arguments."
            )
        for slot, g in zip(slots, flat):
            if slot == _PLAIN_VALUE:
                grads.append(g)
            elif g is not None:
                raise TypeError(
                    f"{name}: backward returned a gradient for an argument that is not a "
                    "Variable; return None in that position."
                )
    if len(grads) != n_edges:  # defensive: layout and edges are built together
        raise RuntimeError(f"{name}: internal error mapping gradients to inputs.")
    for g in grads:
        if g is not None and not isinstance(g, GraphValue):
            raise TypeError(
                f"{name}: backward must return Variables (or None) as gradients, got "
                f"{type(g).__name__}."
            )
    return tuple(grads)


class BackwardFunction(Node):
    """The node ``Function.apply`` records: calls the Function's ``backward`` with its ctx."""

    __slots__ = (
        "_all_plain",
        "_layout",
        "_name",
        "_outputs",
        "constants",
        "ctx",
        "fn_cls",
        "forward_args",
        "num_outputs",
    )

    def __init__(
        self,
        fn_cls: type[Function],
        ctx: FunctionCtx,
        edges: tuple[GradientEdge, ...],
        layout: list[int],
        node_id: int,
    ) -> None:
        self._next_functions = edges  # Node.__init__, inlined: one node per op call
        self.node_id = node_id
        self._freed = False
        self._retained = None
        self.fn_cls = fn_cls
        self._name = f"{fn_cls.__name__}Backward0"
        self.ctx = ctx
        self._layout = layout
        self._all_plain = _PLAIN_OTHER not in layout and all(g == _PLAIN_VALUE for g in layout)
        self._outputs: list[weakref.ref[GraphValue]] = []
        self.num_outputs = 1
        #: ``(args, kwargs)`` of the forward call inside :func:`keeping_forward_inputs`, so
        #: the lab can run the op again with a changed input; dropped on release.
        self.forward_args: tuple[tuple[Any, ...], dict[str, Any]] | None = None
        #: the inputs that needed no grad (None at the others), kept outside
        #: :func:`keeping_forward_inputs` too: small constants such as ``Variable(" ")``
        #: that a drawing shows by value; dropped on release.
        self.constants: tuple[GraphValue | None, ...] = ()

    def name(self) -> str:
        return self._name

    def constant_input(self, position: int) -> GraphValue | None:
        """Input ``position`` when it needed no grad (a constant such as ``Variable(" ")``),
        read from the kept forward call (:func:`keeping_forward_inputs`) or else from the
        constants every node keeps; None otherwise."""
        if self.forward_args is None:
            kept = self.constants
            return kept[position] if position < len(kept) else None
        values, _ = _layout(*self.forward_args)
        if position >= len(values) or values[position].requires_grad:
            return None
        return values[position]

    def apply(self, *grad_outputs: Any) -> tuple[Any, ...]:
        if self._freed:
            raise RuntimeError(FREED_GRAPH_MESSAGE)
        returned = self.fn_cls.backward(self.ctx, *grad_outputs)
        return map_grads_to_edges(
            self._name, returned, self._layout, len(self._next_functions), self._all_plain
        )

    def release(self) -> None:
        self._freed = True
        self.forward_args = None
        self.constants = ()
        self.ctx._release()

    def output_value(self, output_nr: int) -> GraphValue | None:
        if 0 <= output_nr < len(self._outputs):
            return self._outputs[output_nr]()
        return None

    def rebind_output(self, output_nr: int, value: GraphValue) -> None:
        """Point output ``output_nr`` at ``value`` (in-place ops such as ``+=``)."""
        if 0 <= output_nr < len(self._outputs):
            self._outputs[output_nr] = weakref.ref(value)


class Function:
    """Base class for custom autodiff ops; subclasses define static ``forward``/``backward``."""

    #: True for ops whose forward or backward calls a language model (drawn differently).
    uses_model: bool = False
    #: True for ops whose backward is quick, pure computation (``Add``, ``Sum``, ``Split``):
    #: the engine runs it on the driving thread. Other ops' nodes (model calls, user code
    #: that may wait on I/O) run at once with their independent neighbours.
    inline_backward: bool = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise RuntimeError(
            f"{type(self)} should not be instantiated. Methods on autodiff functions are all "
            "static, so you should invoke them on the class itself. Instantiating an autodiff "
            "function is not allowed."
        )

    @staticmethod
    def forward(*args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(
            "You must implement the forward function for custom autodiff.Function."
        )

    @staticmethod
    def setup_context(ctx: Any, inputs: tuple[Any, ...], output: Any) -> None:
        raise NotImplementedError("setup_context is not implemented.")

    @staticmethod
    def backward(ctx: Any, *grad_outputs: Any) -> Any:
        raise NotImplementedError(
            "You must implement the backward for your custom autodiff.Function to use it with "
            "backward mode AD (automatic differentiation)."
        )

    @classmethod
    def apply(cls, *args: Any, **kwargs: Any) -> Any:
        """Run ``forward`` without recording, then record one backward node for the call."""
        values, layout = _layout(args, kwargs)
        tracked = False
        if grad_mode.is_grad_enabled():
            for v in values:
                if v.requires_grad:
                    tracked = True
                    break
        ctx = FunctionCtx()
        ctx.needs_input_grad = tuple(
            [a.requires_grad if isinstance(a, GraphValue) else _needs_grad(a) for a in args]
        )
        node_id = next_node_id()
        # Forward work (and its model calls) is named after the op ("ChatCompletion"); the
        # node that backward runs is "ChatCompletionBackward0".
        token = enter_node("forward", node_id, cls.__name__)
        prev = grad_mode.is_grad_enabled()
        grad_mode._set(False)
        try:
            if cls.setup_context is not Function.setup_context:
                output = cls.forward(*args, **kwargs)
                cls.setup_context(ctx, args, output)
            else:
                output = cls.forward(ctx, *args, **kwargs)
        finally:
            grad_mode._set(prev)
            leave_node(token)
        outputs, single = _normalise_outputs(cls, output, values)
        if tracked:
            edges = tuple([edge_for(v) for v in values])
            node = BackwardFunction(cls, ctx, edges, layout, node_id)
            node.num_outputs = len(outputs)
            if _keep_forward_inputs:
                node.forward_args = (args, kwargs)
            elif len(edges) != sum(1 for v in values if v.requires_grad):
                node.constants = tuple([None if v.requires_grad else v for v in values])
            refs = node._outputs
            for i, out in enumerate(outputs):
                out.requires_grad = True
                out._set_grad_fn(node)
                out._output_nr = i
                refs.append(weakref.ref(out))
        else:
            for out in outputs:
                out.requires_grad = False
                out._grad_fn = None
                out.is_leaf = True
        return outputs[0] if single else outputs


def _normalise_outputs(
    cls: type[Function], output: Any, inputs: list[GraphValue]
) -> tuple[tuple[GraphValue, ...], bool]:
    single = not isinstance(output, (tuple, list))
    outputs = (output,) if single else tuple(output)
    fixed = None
    for i, out in enumerate(outputs):
        if not isinstance(out, GraphValue):
            raise TypeError(
                f"{cls.__name__}.forward must return a Variable or a tuple of Variables, got "
                f"{type(out).__name__}."
            )
        for v in inputs:
            if out is v:  # an input returned as-is would become its own parent: copy it
                fixed = fixed or list(outputs)
                fixed[i] = out.detach()
                break
    return (tuple(fixed) if fixed else outputs), single


__all__ = ["BackwardFunction", "Function", "FunctionCtx", "keeping_forward_inputs"]
