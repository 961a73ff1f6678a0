"""``InspectorWidget``: everything about one clicked node or value.

For a value: data, role, requires_grad, grad_fn, every gradient in ``.grad`` (not only the
last), and for each gradient the node that sent it with the LLM calls behind it (messages,
response, tokens, cost, latency, cache hit). For an op: what arrived per output, what it sent
per edge, timing, and its calls. For a text leaf or parameter of a recorded forward run: a
what-if box, to edit its value and re-run the forward pass from it ("Re-run forward").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import traitlets

from afnio_lab.autodiff.graph_walk import ValueInfo
from afnio_lab.lab.ops.origins import GradOrigin
from afnio_lab.lab.records.plain import format_data
from afnio_lab.lab.records.runs import ForwardRun, GradRecord
from afnio_lab.lab.views.grads import numeric_grad_reading, numeric_sum
from afnio_lab.widgets import blocks as B
from afnio_lab.widgets._base import LabWidget, esm
from afnio_lab.widgets.context import GraphContext

EMPTY_HINT = "Click a node in the graph to inspect it."


class BlocksWidget(LabWidget):
    """A read-only panel drawing :mod:`~afnio_lab.widgets.blocks`."""

    _esm = esm("blocks.js")
    blocks: traitlets.List[Any] = traitlets.List([]).tag(sync=True)
    css_class = traitlets.Unicode("").tag(sync=True)


class InspectorWidget(BlocksWidget):
    """Shows :func:`inspect_element` for the element a graph view selected, and for a text
    leaf or parameter the what-if box (edit its value, "Re-run forward")."""

    _esm = esm("inspector.js")
    actions = ("rerun",)

    element = traitlets.Unicode("").tag(sync=True)
    #: the value the what-if box edits: ``{uid, name, text}``; empty when it does not apply
    whatif = traitlets.Dict({}).tag(sync=True)
    busy = traitlets.Bool(False).tag(sync=True)

    def __init__(self, on_rerun: Callable[[int, str], Any] | None = None, **kwargs: Any) -> None:
        super().__init__(css_class="afnio-inspector afnio-panel", **kwargs)
        self.on_rerun = on_rerun  # (uid, new text) -> re-run the forward pass from that value
        self.blocks = [B.note(EMPTY_HINT)]

    def show(self, ctx: GraphContext, element_id: str, source: ForwardRun | None = None) -> None:
        """Inspect ``element_id``; ``source``: the forward run "Re-run forward" would re-run."""
        rerunnable = source is not None and self.on_rerun is not None
        with self.hold_sync():
            self.element = element_id
            self.blocks = inspect_element(ctx, element_id) if element_id else [B.note(EMPTY_HINT)]
            self.whatif = whatif_target(ctx, element_id, source) if rerunnable else {}

    def rerun(self, text: str) -> Any:
        """Re-run the forward pass with the inspected value set to ``text`` (the button)."""
        if not self.whatif or self.on_rerun is None:
            raise ValueError(
                "Nothing to re-run here: select a text leaf or parameter of a recorded forward run."
            )
        if not isinstance(text, str):
            raise TypeError(f"The new value must be text, not {type(text).__name__}.")
        self.busy = True
        try:
            return self.on_rerun(int(self.whatif["uid"]), text)
        finally:
            self.busy = False

    def do_rerun(self, content: dict[str, Any]) -> None:
        self.rerun(content.get("text", ""))


def inspect_element(ctx: GraphContext, element_id: str) -> list[B.Block]:
    """Blocks describing the graph element ``element_id`` (``v<uid>``, ``n<node>``, …)."""
    kind, _, rest = element_id[:1], None, element_id[1:]
    if kind == "v" and rest.isdigit():
        info = ctx.value(int(rest))
        if info is not None:
            return value_blocks(ctx, info)
    if kind == "n" and rest.isdigit() and ctx.node(int(rest)) is not None:
        return node_blocks(ctx, int(rest))
    place = ctx.place(element_id)
    if kind == "c":
        value = ctx.scene().constant_value(*place) if place is not None else None
        shown = [B.fields([("value", B.text(value))])] if value is not None else []
        return [B.title("constant"), *shown, B.note("This input does not require a gradient.")]
    if kind == "p" and place is not None:
        return intermediate_blocks(ctx, *place)
    return [B.note(f"Nothing to inspect for {element_id!r}.")]


def whatif_target(
    ctx: GraphContext, element_id: str, source: ForwardRun | None = None
) -> dict[str, Any]:
    """What the what-if box edits for ``element_id``: a leaf or parameter holding text, with
    the text ``source`` ran with (a prompt as recorded), else as this view drew it."""
    if element_id[:1] != "v" or not element_id[1:].isdigit():
        return {}
    info = ctx.value(int(element_id[1:]))
    if info is None or info.kind not in ("leaf", "parameter"):
        return {}
    name = ctx.label(info)
    data = ctx.recorded.get(info.uid, getattr(info.value, "data", None))
    if source is not None and name in source.params:
        data = source.params[name]
    if not isinstance(data, str):
        return {}
    return {"uid": info.uid, "name": name, "kind": info.kind, "text": data}


# -- values -----------------------------------------------------------------------------------


def intermediate_blocks(ctx: GraphContext, node_id: int, slot: int) -> list[B.Block]:
    """A value no name holds: the op that made it, its data, and what reached it in the run
    (the same gradient the editor offers and the op's node received at that output)."""
    scene = ctx.scene()
    data = scene.intermediate_data(node_id, slot)
    out = [
        B.title(scene.expression(node_id), f"unnamed value · made by {ctx.node_label(node_id)}"),
        B.fields([("data", B.text(data) if data is not None else "not kept (large)")]),
    ]
    if ctx.run is None:
        return [*out, B.note("Run backward to see the gradient it receives.")]
    grads = ctx.run.grads_at(node_id, slot)
    if not grads:
        return [*out, B.note(f"No gradient reached this value in run {ctx.run.id}.")]
    out.append(B.section(f"received in run {ctx.run.id} ({len(grads)})"))
    return out + [B.grad_item(f"gradient {i}", g) for i, g in enumerate(grads)]


def value_blocks(ctx: GraphContext, info: ValueInfo) -> list[B.Block]:
    """A value as this view recorded it (data when drawn, gradients of the selected run);
    the live value appears only under an explicit "now" when it differs."""
    value = info.value
    role = getattr(value, "role", None)
    grad_fn = value.grad_fn.name() if value.grad_fn is not None and not value.is_leaf else None
    live = getattr(value, "data", None)
    shown = ctx.recorded.get(info.uid, live)
    when = f"run {ctx.run.id}" if ctx.run is not None else "this view"
    rows = [("role", str(role))] if role else []  # a Tensor has none: no empty row
    rows += [
        ("data", B.text(shown)),
        ("requires_grad", str(bool(value.requires_grad))),
        ("grad_fn", grad_fn or "None (a leaf)"),
    ]
    if format_data(shown) != format_data(live):
        rows.insert(2, ("now: data", B.text(live)))
    out = [
        B.title(ctx.label(info), f"{type(value).__name__} · {info.kind} · v{info.uid}"),
        B.fields(rows),
        B.note(f"Values as recorded for {when}; anything marked “now” is the live value."),
    ]
    origins = ctx.session.gradient_origins(info.uid, run=ctx.run) if ctx.run else []
    grads = getattr(value, "_grad", None)
    if isinstance(grads, list):
        out += _text_grads(ctx, value, grads, origins)
    else:
        out += _numeric_grads(ctx, info, origins)
    return out


def _origin_tags(ctx: GraphContext, origin: GradOrigin | None) -> list[str]:
    if origin is None:
        return []
    if origin.sender is None and origin.edge < 0:
        tags = ["edited by hand"]
    else:
        tags = [f"from {ctx.node_label(origin.sender)}"]
    if origin.calls:
        tags.append("llm")
    return tags


def _text_grads(
    ctx: GraphContext, value: Any, grads: list[Any], origins: list[GradOrigin]
) -> list[B.Block]:
    """The gradients the selected run delivered (its records, with where each came from);
    then, only if ``.grad`` now holds something else, the live list under "now"."""
    out: list[B.Block] = []
    if ctx.run is None:
        if grads:
            out.append(B.section(f"now: .grad ({len(grads)})"))
            out += [
                B.grad_item(f".grad[{i}]", GradRecord.of(g), tags=["now"])
                for i, g in enumerate(grads)
            ]
        elif value.is_leaf:
            out.append(B.note("No gradients yet: run backward (e.g. `%backward loss`)."))
        return out
    position = {id(g): i for i, g in enumerate(grads)}
    live_ids = [id(o.grad.value) for o in origins if o.grad.value is not None]
    if value.is_leaf:
        out.append(B.section(f".grad ({len(origins)}) in run {ctx.run.id}"))
    elif origins:
        out.append(B.section(f"feedback received in run {ctx.run.id} ({len(origins)})"))
    if not origins:
        out.append(
            B.note(f"No feedback reached this value in run {ctx.run.id}.")
            if value.is_leaf
            else B.note("No feedback reached this value (only leaves keep `.grad`).")
        )
    for o in origins:
        at = position.get(id(o.grad.value)) if o.grad.value is not None else None
        label = f".grad[{at}]" if at is not None else f"gradient {o.index}"
        out.append(B.grad_item(label, o.grad, o.calls, _origin_tags(ctx, o)))
    if value.is_leaf and [id(g) for g in grads] != live_ids:
        out.append(B.section(f"now: .grad ({len(grads)}), the live list"))
        out.append(
            B.note(
                "It differs from the run's: backward appends (another run or a replay "
                "added to it) and `v.grad = []` / `optimizer.zero_grad()` clears it."
            )
        )
        out += [
            B.grad_item(f".grad[{i}]", GradRecord.of(g), tags=["now"]) for i, g in enumerate(grads)
        ]
    return out


def _numeric_grads(ctx: GraphContext, info: ValueInfo, origins: list[GradOrigin]) -> list[B.Block]:
    """A numeric value's gradient as the graph draws it (this run's, with ``.grad`` named
    where earlier passes make it differ), each gradient that arrived, and the live ``.grad``
    under "now" only when it has moved on since."""
    value = info.value
    live = getattr(value, "grad", None) if value.is_leaf else None
    live_data = None if live is None else getattr(live, "tolist", lambda: live)()
    out: list[B.Block] = []
    run = ctx.run
    if run is None:
        if value.is_leaf:
            out.append(B.section(".grad (accumulated)"))
            out.append(B.item(".grad", "None" if live is None else B.text(live_data)))
        out.append(B.note("Run backward to see which gradients arrive here."))
        return out
    grads = [o.grad for o in origins]
    prior = run.prior_grads.get(info.uid)
    reading = numeric_grad_reading(grads, prior)
    if reading is not None:
        out.append(B.section(f"gradient in run {run.id}"))
        out.append(B.item("grad", reading.removeprefix("grad: ")))
    if value.is_leaf:
        after = numeric_sum(grads + ([prior] if prior is not None else []))
        if format_data(after) != format_data(live_data):
            out.append(B.item("now: .grad", "None" if live is None else B.text(live_data), ["now"]))
    if origins:
        out.append(B.section(f"received in run {run.id} ({len(origins)})"))
        out += [
            B.grad_item(f"gradient {o.index}", o.grad, o.calls, _origin_tags(ctx, o))
            for o in origins
        ]
    return out


# -- ops --------------------------------------------------------------------------------------


def node_blocks(ctx: GraphContext, node_id: int) -> list[B.Block]:
    info = ctx.node(node_id)
    assert info is not None
    kind = "LLM op" if info.uses_model else "op"
    out = [B.title(info.name, f"{kind} · {ctx.node_label(node_id)}")]  # no process-wide id
    record = ctx.run.records.get(node_id) if ctx.run is not None else None
    if record is None:
        state = "not run yet" if ctx.run is not None else "no backward run shown"
        out.append(B.fields([("status", state), ("outputs", str(info.num_outputs))]))
        return out
    status = "failed" if record.error else ("skipped (no gradient)" if record.skipped else "ran")
    rows = [
        ("status", status + (" · recomputed" if record.recomputed else "")),
        ("step", f"{record.seq + 1} of {len(ctx.run.order) if ctx.run else '?'}"),
        ("duration", f"{record.duration * 1000:.2f} ms"),
    ]
    if record.error:
        rows.append(("error", record.error))
    out.append(B.fields(rows))
    out.append(B.section("incoming feedback (per output)"))
    for slot, g in enumerate(record.grads_in):
        out.append(B.grad_item(f"output {slot} → {ctx.label(ctx.value_at(node_id, slot))}", g))
    out.append(B.section("sent on (per input)"))
    for edge, g in enumerate(record.grads_out):
        dst, slot = record.edges[edge] if edge < len(record.edges) else (None, 0)
        target = ctx.label(ctx.value_at(dst, slot)) if dst is not None else "(no grad)"
        out.append(B.grad_item(f"input {edge}: {target}", g))
    calls = ctx.session.calls(ctx.run, node=node_id) if ctx.run is not None else []
    if calls:
        out.append(B.section(f"model calls ({len(calls)})"))
        out.append(B.calls_block(calls))
    return out


__all__ = [
    "BlocksWidget",
    "InspectorWidget",
    "inspect_element",
    "node_blocks",
    "value_blocks",
    "whatif_target",
]
