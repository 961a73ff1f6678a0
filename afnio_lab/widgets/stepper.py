"""``StepperWidget``: step through a backward pass, numeric or textual, one node at a time.

Step forward and back, play and pause at a chosen speed. The panel shows the current node,
the feedback that arrived at it, what it sent on (numbers flowing for a numeric graph, text
for a textual one), the ready queue and the leaf gradients so far; the graph highlights the
running node and draws the pass as it stood at that step (:meth:`Stepper.run_at`). The
widget listens to its stepper, so a move made elsewhere (``%afnio_step``) redraws it too.
Displayed, it is preceded by its saved picture (:mod:`~afnio_lab.widgets.twin`): the graph
at the step shown, its finished and running nodes marked, and that step's text. The picture
follows later moves (throttled), so a saved notebook shows where the stepper ended.
"""

from __future__ import annotations

import html
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

import ipywidgets as W
import traitlets

from afnio_lab.lab.ops.stepper import Stepper, StepView
from afnio_lab.lab.records.plain import truncate
from afnio_lab.lab.records.runs import GradRecord
from afnio_lab.lab.session import Session
from afnio_lab.lab.views.grads import numeric_grad_reading
from afnio_lab.lab.views.options import RenderOptions
from afnio_lab.lab.views.render import Rendered
from afnio_lab.lab.views.text import readable_feedback
from afnio_lab.widgets import blocks as B
from afnio_lab.widgets._base import LabWidget, esm
from afnio_lab.widgets.context import GraphContext
from afnio_lab.widgets.graph import GraphWidget
from afnio_lab.widgets.twin import SavedPicture, graph_picture, mark_nodes


class StepPanel(LabWidget):
    """Controls and the current step's details (the graph is a separate view)."""

    _esm = esm("stepper.js")
    actions = ("step", "back", "reset", "end", "play", "pause", "speed")

    position = traitlets.Int(0).tag(sync=True)  # steps shown (0: before the first)
    total = traitlets.Int(0).tag(sync=True)
    finished = traitlets.Bool(False).tag(sync=True)
    at_end = traitlets.Bool(False).tag(sync=True)  # nothing after this view
    playing = traitlets.Bool(False).tag(sync=True)
    speed = traitlets.Float(2.0).tag(sync=True)  # steps per second while playing
    blocks: traitlets.List[Any] = traitlets.List([]).tag(sync=True)

    def __init__(self, owner: StepperWidget, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._owner = owner

    def do_step(self, content: dict[str, Any]) -> None:
        self._owner.step()

    def do_back(self, content: dict[str, Any]) -> None:
        self._owner.back()

    def do_reset(self, content: dict[str, Any]) -> None:
        self._owner.reset()

    def do_end(self, content: dict[str, Any]) -> None:
        self._owner.run_to_end()

    def do_play(self, content: dict[str, Any]) -> None:
        self.playing = not self.at_end

    def do_pause(self, content: dict[str, Any]) -> None:
        self.playing = False

    def do_speed(self, content: dict[str, Any]) -> None:
        self.speed = min(20.0, max(0.25, float(content.get("speed", self.speed))))


class StepperWidget(SavedPicture, W.VBox):
    """The teaching view of one planned backward pass (``Session.stepper(...)``)."""

    def __init__(
        self, session: Session, stepper: Stepper, options: RenderOptions | None = None
    ) -> None:
        self.session = session
        self.stepper = stepper
        self._ctx = GraphContext.of(session, stepper.run, options).with_run(stepper.run)
        self.graph = GraphWidget(height=380, present=session.present)
        self.panel = StepPanel(self, total=stepper.total)
        super().__init__([self.graph, self.panel])
        self.add_class("afnio-stepper-view")
        self.graph.observe(self._arrange, "present")
        self.graph.observe(lambda _change: self.picture_changed(), "shown_layout")
        self._arrange()
        self._moving = False  # the widget is moving the stepper (and redraws by itself)
        stepper.add_listener(self._follow)
        self.graph.on_expand(self._expand)
        self.graph.on_search(
            lambda query: [e for e in self._ctx.find(query) if e in self.graph.ids]
        )
        self._show(stepper.current)

    def _arrange(self, _change: Any = None) -> None:
        """Projector mode: bigger text in the panel too (the graph fits itself)."""
        if self.graph.present:
            self.add_class("afnio-present")
        else:
            self.remove_class("afnio-present")

    # -- moves ------------------------------------------------------------------------------
    def step(self) -> StepView | None:
        """Run (or re-show) the next node."""
        with self._moving_itself():
            view = self.stepper.step()
        if view is None:
            self.panel.playing = False
        self._show(self.stepper.current)
        return view

    def back(self) -> StepView | None:
        with self._moving_itself():
            view = self.stepper.back()
        self._show(view)
        return view

    def reset(self) -> None:
        """Show the pass from before its first step (what ran stays run)."""
        with self._moving_itself():
            while self.stepper.current is not None:
                self.stepper.back()
        self.panel.playing = False
        self._show(None)

    def run_to_end(self) -> None:
        with self._moving_itself():
            self.stepper.run_to_end()
        self.panel.playing = False
        self._show(self.stepper.current)

    def refresh(self) -> None:
        """Redraw for where the stepper is now (after ``%afnio_step`` moved it)."""
        self.panel.playing = False
        self._show(self.stepper.current)

    @contextmanager
    def _moving_itself(self) -> Iterator[None]:
        """Moves the widget makes redraw it once, after the move (and keep it playing)."""
        self._moving = True
        try:
            yield
        finally:
            self._moving = False

    def _follow(self) -> None:
        """The stepper moved: redraw, unless this widget moved it (it redraws itself)."""
        if not self._moving:
            self.refresh()

    # -- drawing ----------------------------------------------------------------------------
    def _expand(self, key: str) -> Rendered:
        self._ctx.options.expanded[key] = self._ctx.options.expanded.get(key, 0) + 1
        return self._ctx.with_run(self.stepper.run_at(self.stepper.current)).render()

    def _show(self, view: StepView | None) -> None:
        st = self.stepper
        run = st.run_at(view)
        ctx = self._ctx.with_run(run)
        position = 0 if view is None else view.index + 1
        at_end = st.finished and position == len(st.history)
        rendered = ctx.render()
        self.graph_rendered = rendered
        with self.graph.hold_sync():
            self.graph.show(rendered)
            self.graph.current = f"n{view.node_id}" if view is not None else ""
            self.graph.set_marks(done=[f"n{nid}" for nid in run.records])
        with self.panel.hold_sync():
            self.panel.position = position
            self.panel.total = st.total
            self.panel.finished = st.finished
            self.panel.at_end = at_end
            if at_end:
                self.panel.playing = False
            self.panel.blocks = step_blocks(ctx, st, view)
        self.picture_changed()

    def _step_text(self) -> str:
        view = self.stepper.current
        if view is not None:
            return view.describe()
        return f"Step-through of {self.stepper.total} node(s); run the notebook to step."

    def twin_host(self) -> GraphWidget:
        return self.graph

    def picture(self) -> tuple[str, str, str | None]:
        """The saved picture: the graph as it stands at the step shown (finished nodes and
        the running one marked, as the live graph marks them), and that step."""
        text = self._step_text()
        rendered = self.graph_rendered
        svg = self.graph.picture_svg(rendered)  # in the layout the live view shows
        if svg:
            current = [self.graph.current] if self.graph.current else []
            done = self.graph.marks.get("done", [])
            rendered = replace(rendered, svg=mark_nodes(svg, done=done, current=current))
        body = f"{graph_picture(rendered, self.graph.shown_layout)}<pre>{html.escape(text)}</pre>"
        return body, text, rendered.svg

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The widget, and the step shown as text (``display`` adds the saved picture)."""
        bundle = super()._repr_mimebundle_(**kwargs)
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        data.pop("text/html", None)
        data["text/plain"] = self._step_text()
        return bundle


def _fmt(record: Any) -> str:
    return "—" if record is None else truncate(readable_feedback(record.data), 4000)


def _leaf_reading(grads: list[GradRecord], prior: GradRecord | None) -> str:
    """A leaf's gradient as the graph reads it (this pass's; ``.grad`` named where it
    differs), text gradients one after another."""
    reading = numeric_grad_reading(grads, prior)
    if reading is not None:
        parts = " + ".join(_fmt(g) for g in grads)  # the deliveries behind a sum
        reading = reading.replace(f"(sum of {len(grads)})", f"(sum of {len(grads)}: {parts})")
        return reading.removeprefix("grad: ")
    return ", ".join(_fmt(g) for g in grads)


def _target(ctx: GraphContext, node_id: int | None, slot: int) -> str:
    """What an output was sent to: a value's name, or how an unnamed one reads (``a*b``)."""
    if node_id is None:
        return "(no grad)"
    info = ctx.value_at(node_id, slot)
    return ctx.label(info) if info is not None else ctx.scene().expression(node_id)


def step_blocks(ctx: GraphContext, stepper: Stepper, view: StepView | None) -> list[B.Block]:
    """What the panel says about one step."""
    if view is None:
        ready = (
            stepper.ready_names()
            if not stepper.history
            else [ctx.node_label(stepper.history[0].node_id)]
        )
        return [
            B.title(f"Backward pass: {stepper.total} node(s) to run", "before the first step"),
            B.section("ready queue"),
            B.items(ready or ["(empty)"]),
            B.note("Press Step (or Play) to run the next node."),
        ]
    r = view.record
    out: list[B.Block] = [
        B.title(f"step {view.index + 1} of {view.total}: {r.name}", stepper.place(r.node_id)),
    ]
    if r.skipped:
        out.append(B.note("This node received no gradient: skipped."))
    out.append(B.section("incoming feedback"))
    for slot, g in enumerate(r.grads_in):
        out.append(
            B.item(
                f"in[{slot}] for {ctx.label(ctx.value_at(r.node_id, slot))}",
                _fmt(g),
                data={"slot": str(slot)},
                cls="afnio-step-in",
            )
        )
    out.append(B.section("output (sent to each input)"))
    for edge, g in enumerate(r.grads_out):
        dst, slot = r.edges[edge] if edge < len(r.edges) else (None, 0)
        target = _target(ctx, dst, slot)
        out.append(
            B.item(
                f"out[{edge}] → {target}", _fmt(g), data={"edge": str(edge)}, cls="afnio-step-out"
            )
        )
    calls = (
        ctx.session.calls(ctx.run, node=r.node_id) if ctx.run is not None and r.uses_model else []
    )
    if calls:
        out.append(B.section(f"model calls ({len(calls)})"))
        out.append(B.calls_block(calls))
    out.append(B.section("ready queue"))
    ready = view.ready_names  # as it was right after this step
    out.append(B.items(ready or ["(empty: the pass is complete)"]))
    out.append(B.section("leaf gradients so far"))
    leaves = [
        f"{ctx.label(ctx.value(uid))}: {_leaf_reading(grads, stepper.prior_grads.get(uid))}"
        for uid, grads in view.leaf_grads.items()
    ]
    out.append(B.items(leaves) if leaves else B.note("none yet"))
    return out


__all__ = ["StepPanel", "StepperWidget", "step_blocks"]
