"""What each element of a drawing says and how it is marked, prepared before drawing.

A :class:`Scene` is prepared once from a snapshot, an optional backward run and the options:
the gradients each value received, and what edits and replays touched, are gathered here, so
the DOT writer and the text tree read it and never go back to the run.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from afnio_lab.autodiff.graph_walk import EdgeInfo, GraphSnapshot, NodeInfo, ValueInfo
from afnio_lab.lab.records.plain import format_data, truncate
from afnio_lab.lab.records.runs import BackwardRun, GradRecord
from afnio_lab.lab.views.grads import numeric_grad_reading
from afnio_lab.lab.views.options import FULL_VALUES_NODES, RenderOptions
from afnio_lab.lab.views.style import (
    CURRENT_COLOR,
    EDITED_COLOR,
    FILL,
    INK,
    RECOMPUTED_COLOR,
    SELECTED_COLOR,
)
from afnio_lab.lab.views.text import (
    feedback_line,
    strip_combined_prefix,
    strip_tags,
    wrap_lines,
)


@dataclass(frozen=True)
class Look:
    """One element as drawn: its text lines, tooltip, CSS classes, fill and outline."""

    lines: list[str]
    tooltip: str
    classes: list[str]
    fill: str
    color: str
    penwidth: str
    grad_lines: int = 0  # trailing lines that show a gradient (the layout ignores them)


class Scene:
    """A snapshot with everything its drawing shows prepared: the gradients each value
    received in the run, the nodes and values edits touched, the nodes a replay recomputed."""

    def __init__(
        self,
        snapshot: GraphSnapshot,
        run: BackwardRun | None = None,
        options: RenderOptions | None = None,
    ) -> None:
        self.snapshot = snapshot
        self.options = options or RenderOptions()
        self.edited_nodes, self.edited_values = run.edited_targets() if run else (set(), set())
        self.recomputed: set[int] = set(run.recomputed) if run else set()
        self.grads: dict[int, list[GradRecord]] = (
            run.grads_received_by((v.uid, v.node_id, v.output_nr) for v in snapshot.values)
            if run
            else {}
        )
        self.run = run
        #: what numeric leaves held before the run (named beside this pass's gradient)
        self.prior: dict[int, GradRecord] = run.prior_grads if run else {}
        self.full_values = _full_values(snapshot, self.options)
        # value uid -> its gradients' sum, made once: a leaf used by every op of a big
        # chain received one gradient per op, and its box and every tree line show the sum
        self._readings: dict[int, str | None] = {}
        self._steps: dict[int, int] | None = None  # node id -> its step in the run
        self._by_slot = {(v.node_id, v.output_nr): v for v in snapshot.values}
        self._nodes = {n.id: n.node for n in snapshot.nodes}
        self._inputs: dict[int, list[EdgeInfo]] = {}
        for edge in snapshot.edges:
            self._inputs.setdefault(edge.src, []).append(edge)

    # -- values the graph no longer holds, and constants ------------------------------------
    def expression(self, node_id: int, depth: int = 0) -> str:
        """How the value a node made reads in code: ``x1*w1``, ``tanh(…)``, ``2*…``; short
        unnamed operands are spelled out (``a1*v1+a2*v2``)."""
        name = self._nodes[node_id].name().removesuffix("Backward0")
        inputs = sorted(self._inputs.get(node_id, ()), key=_position)
        args = [self._operand(e, depth) for e in inputs]
        symbol = _SYMBOLS.get(name)
        if symbol is not None and len(args) == 2:
            return f"{args[0]}{symbol}{args[1]}"
        if name == "Neg" and len(args) == 1:
            return f"-{args[0]}"
        return f"{name.lower()}({', '.join(args) or '…'})"

    def _operand(self, edge: EdgeInfo, depth: int = 0) -> str:
        if edge.dst is None:
            value = self.constant_value(edge.src, edge.position)
            return "…" if value is None else truncate(format_data(value), 12)
        info = self._by_slot.get((edge.dst, edge.output_nr))
        name = self.options.names.get(info.uid) if info is not None else None
        if name:
            return name
        if info is None and edge.dst in self._nodes and depth < 3:  # unnamed: spell it out
            inner = self.expression(edge.dst, depth + 1)
            if self._needs_parens(edge):
                inner = f"({inner})"
            if len(inner) <= NESTED_CHARS and "…" not in inner:
                return inner
        return "…"

    def _needs_parens(self, edge: EdgeInfo) -> bool:
        """Python's precedence: ``a*b+c`` needs none, ``(a+b)*c`` and ``a-(b+c)`` do."""
        outer = self._nodes[edge.src].name().removesuffix("Backward0")
        if outer not in _SYMBOLS or edge.dst is None:
            return False  # a function's argument
        inner = self._nodes[edge.dst].name().removesuffix("Backward0")
        mine, theirs = _PRECEDENCE.get(outer, 9), _PRECEDENCE.get(inner, 9)
        return theirs < mine or (theirs == mine and edge.position == 1 and outer in ("Sub", "Div"))

    def constant_value(self, node_id: int, position: int) -> Any:
        """The value of a node's input that needed no grad, when the node kept it."""
        read = getattr(self._nodes.get(node_id), "constant_input", None)
        value = read(position) if read is not None else None
        return None if value is None else value_data(value)

    def intermediate_data(self, node_id: int, output_nr: int) -> Any:
        read = getattr(self._nodes.get(node_id), "recorded_output", None)
        data = read(output_nr) if read is not None else None
        return None if data is None else value_data(data)

    def intermediate(self, node_id: int, output_nr: int) -> Look | None:
        """A value no name holds, drawn in full (its op, data and grad), or None for a dot."""
        if not self.full_values:
            return None
        opts = self.options
        expr = self.expression(node_id)
        data = self.intermediate_data(node_id, output_nr)
        lines = wrap_lines(expr, opts.wrap, 1)
        if data is not None:
            lines += wrap_lines(format_data(data), opts.wrap, opts.label_lines)
        grads = self.run.grads_at(node_id, output_nr) if self.run is not None else []
        grad = self._grad_lines_of(grads) if opts.show_grads and grads else []
        if opts.measure and opts.show_grads:
            grad = self._grad_room(data)
        lines += grad
        shown = "not kept (large)" if data is None else truncate(format_data(data), 1400)
        return Look(
            lines=lines,
            tooltip=f"{expr}: an unnamed intermediate value\ndata: {shown}",
            classes=["output", "intermediate"],
            fill=FILL["output"],
            color=INK,
            penwidth="1",
            grad_lines=len(grad),
        )

    def constant_lines(self, node_id: int, position: int) -> list[str]:
        """A constant input's box: its value (it needs no grad); text quoted, so a space or
        an empty string is seen (``"␣"``)."""
        value = self.constant_value(node_id, position)
        if value is None:
            return ["no grad"]
        if isinstance(value, str):
            return wrap_lines(quoted_constant(value), self.options.wrap, self.options.label_lines)
        return wrap_lines(format_data(value), self.options.wrap, self.options.label_lines)

    def constant_line(self, node_id: int, position: int) -> str:
        """A constant input as a line of the text tree: its value as its box shows it
        (``[constant] "␣"``), or that it needed no grad when the node did not keep it."""
        value = self.constant_value(node_id, position)
        if value is None:
            return "(input without grad)"
        shown = quoted_constant(value) if isinstance(value, str) else format_data(value)
        return f"[constant] {truncate(shown, self.options.max_text)}"

    # -- values -----------------------------------------------------------------------------
    def value(self, info: ValueInfo) -> Look:
        """A value's box: its name or role, its data, the last gradient it received."""
        opts = self.options
        value = info.value
        name = opts.names.get(info.uid)
        role = getattr(value, "role", None)
        title = name or (str(role) if role else "")
        lines = wrap_lines(title, opts.wrap, 1) if title else []
        data = opts.data_of[info.uid] if info.uid in opts.data_of else value_data(value)
        lines += wrap_lines(format_data(data), opts.wrap, opts.label_lines)
        grad: list[str] = []
        if opts.show_grads:
            grad = self._grad_lines(info)
            if not grad and self.run is None and getattr(value, "_is_numeric", False):
                grad = _numeric_grad_lines(value, opts)  # no run drawn: the live ``.grad``
            if opts.measure:
                grad = self._grad_room(data if getattr(value, "_is_numeric", False) else None)
            lines += grad
        classes = [info.kind] + (["root"] if info.is_root else [])
        color = INK
        edited = info.uid in self.edited_values
        if edited:
            classes.append("edited")
            color = EDITED_COLOR
        if f"v{info.uid}" == opts.selected:
            classes.append("selected")
            color = color if edited else SELECTED_COLOR  # the edit mark stays visible
        return Look(
            lines=lines,
            tooltip=truncate(_tooltip(data, role, name), 1500),
            classes=classes,
            fill=FILL.get(info.kind, "#ffffff"),
            color=color,
            penwidth="2.2" if info.is_root or edited else "1",
            grad_lines=len(grad),
        )

    def _grad_room(self, numbers: Any) -> list[str]:
        """The room a gradient is given when a drawing is measured: as long as the data for
        numbers (a gradient has its value's shape), half a line for text (short feedback)."""
        opts = self.options
        if numbers is not None:
            return wrap_lines(f"grad: {format_data(numbers)}", opts.wrap, opts.label_lines)
        return ["grad: " + "n" * (opts.wrap // 2)]  # n: a letter of about average width

    def _grad_lines(self, info: ValueInfo) -> list[str]:
        grads = self.grads.get(info.uid, [])
        prior = self.prior.get(info.uid)
        if not grads and prior is None:
            return []
        return self._grad_lines_of(grads, prior, info.uid)

    def _reading(self, uid: int) -> str | None:
        """A numeric value's gradient as it reads, made once per drawing: a chain's shared
        leaf is asked for at every op that uses it."""
        if uid not in self._readings:
            self._readings[uid] = numeric_grad_reading(self.grads.get(uid, []), self.prior.get(uid))
        return self._readings[uid]

    def _grad_lines_of(
        self, grads: list[GradRecord], prior: GradRecord | None = None, uid: int | None = None
    ) -> list[str]:
        opts = self.options
        reading = numeric_grad_reading(grads, prior) if uid is None else self._reading(uid)
        if reading is not None:  # this pass's gradient, and ``.grad`` where it differs
            return wrap_lines(reading, opts.wrap, opts.label_lines)
        if not grads:
            return []
        text, combined = strip_combined_prefix(format_data(grads[-1].data))
        if not strip_tags(text).strip():  # e.g. a root seeded with no feedback
            text = "(empty)"
        head = "grad (combined): " if combined else "grad: "
        more = f"  (+{len(grads) - 1} more)" if len(grads) > 1 else ""
        return wrap_lines(head + text + more, opts.wrap, opts.label_lines)

    def tree_line(self, info: ValueInfo) -> str:
        """A value as one line of the text tree."""
        opts = self.options
        name = opts.names.get(info.uid)
        role = getattr(info.value, "role", "")
        head = f"{name} " if name else ""
        text = truncate(feedback_line(value_data(info.value)), opts.max_text)
        grad = self._grad_text(info, opts.max_text) if opts.show_grads else None
        return (
            f"{head}[{info.kind}] {text!s}"
            + (f" ({role})" if role else "")
            + (f" | {grad}" if grad else "")
        )

    def _grad_text(self, info: ValueInfo, max_text: int) -> str | None:
        grads = self.grads.get(info.uid, [])
        reading = self._reading(info.uid)
        if reading is not None:
            return truncate(reading, max_text)
        if not grads:
            return None
        shown = truncate(
            feedback_line(strip_combined_prefix(format_data(grads[-1].data))[0]), max_text
        )
        return f"grad: {shown}" + (f"  (+{len(grads) - 1} more)" if len(grads) > 1 else "")

    # -- ops --------------------------------------------------------------------------------
    def _step_of(self, node_id: int) -> str:
        """`` (step 2 of 5)`` when the run shown ran the node, else "" (a tooltip's words
        for where an op is, never its process-wide id)."""
        if self.run is None:
            return ""
        if self._steps is None:  # made once per drawing, on the first op drawn
            self._steps = {nid: i for i, nid in enumerate(self.run.order, 1)}
        step = self._steps.get(node_id)
        return "" if step is None else f" (step {step} of {len(self._steps)})"

    def op(self, node: NodeInfo) -> Look:
        """An op's ellipse: its name, and the marks of the run (recomputed, edited, the
        current step, the selection; the later ones win the outline)."""
        opts = self.options
        nid = f"n{node.id}"
        classes = ["op"] + (["llm"] if node.uses_model else [])
        color, pen = INK, "1"
        if node.id in self.recomputed or nid in opts.highlight:
            classes.append("recomputed")
            color, pen = RECOMPUTED_COLOR, "2.5"
        if node.id in self.edited_nodes:
            classes.append("edited")
            color, pen = EDITED_COLOR, "2.5"
        if opts.current == node.id:
            classes.append("current")
            color, pen = CURRENT_COLOR, "3"
        if nid == opts.selected:
            classes.append("selected")
            if color == INK:  # a marked node keeps its mark's outline; the class says selected
                color, pen = SELECTED_COLOR, "3"
        if node.freed:
            classes.append("freed")
        return Look(
            lines=[node.name.removesuffix("Backward0")],
            tooltip=node.name + self._step_of(node.id),
            classes=classes,
            fill=FILL["llm" if node.uses_model else "op"],
            color=color,
            penwidth=pen,
        )


#: An unnamed operand is written out in an expression when it is at most this long.
NESTED_CHARS = 16
_PRECEDENCE = {"Add": 1, "Sub": 1, "Mul": 2, "Div": 2, "Matmul": 2, "Pow": 3, "Neg": 2}
_SYMBOLS = {"Add": "+", "Sub": "-", "Mul": "*", "Div": "/", "Pow": "**", "Matmul": "@"}


def _position(edge: EdgeInfo) -> int:
    return edge.position


def _full_values(snapshot: GraphSnapshot, options: RenderOptions) -> bool:
    """Draw unnamed values in full? As asked, or by default for small numeric graphs."""
    if options.values in ("full", "compact"):
        return options.values == "full"
    numeric = any(hasattr(n.node, "recorded_output") for n in snapshot.nodes)
    return numeric and len(snapshot.nodes) < FULL_VALUES_NODES


def quoted_constant(text: str) -> str:
    """A text constant as drawn: quoted, its spaces shown as ``␣`` when it has nothing else
    (a box reading ``" "`` would look empty) and line breaks as ``↵``."""
    shown = text.replace("\n", "↵")
    if not shown.strip():
        shown = shown.replace(" ", "␣").replace("\t", "⇥")
    return f'"{shown}"'


def value_data(value: Any) -> Any:
    """A value's data as plain Python (numbers as lists) for its label."""
    data = getattr(value, "data", None)
    tolist = getattr(data, "tolist", None)
    return tolist() if tolist is not None else data


def _numeric_grad_lines(value: Any, opts: RenderOptions) -> list[str]:
    text = _numeric_grad_text(value, opts.wrap * opts.label_lines)
    return wrap_lines(text, opts.wrap, opts.label_lines) if text else []


def _numeric_grad_text(value: Any, max_text: int) -> str | None:
    grad = getattr(value, "_grad", None)
    if grad is None or isinstance(grad, list):
        return None
    return "grad: " + truncate(format_data(getattr(grad, "tolist", lambda: grad)()), max_text)


def _tooltip(data: Any, role: Any, name: str | None) -> str:
    parts = []
    if name:
        parts.append(f"name: {name}")
    if role:
        parts.append(f"role: {role}")
    parts.append(f"data: {truncate(format_data(data), 1400)}")
    return "\n".join(parts)


__all__ = ["Look", "Scene", "value_data"]
