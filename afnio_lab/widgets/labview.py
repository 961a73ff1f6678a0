"""``LabView``: the graph, the inspector, the gradient editor and the call log, wired together.

This is what ``%%afnio_forward``, ``%backward`` and ``%afnio_graph`` show. Clicking a node
inspects it and offers its gradients for editing; an edit is marked on the graph; Replay
switches the whole view to the new run (recomputed nodes highlighted, the diff shown, its
calls listed). Editing a text leaf or parameter in the inspector and pressing "Re-run forward"
records a new forward run and opens its comparison with the run it came from. Displayed, it
is preceded by its saved picture (:mod:`~afnio_lab.widgets.twin`), so a saved notebook,
nbconvert and GitHub still show the graph and its model calls.
"""

from __future__ import annotations

import html
from dataclasses import replace
from typing import Any

import ipywidgets as W

from afnio_lab.lab.records.runs import BackwardRun, Edit, ForwardRun
from afnio_lab.lab.session import Session
from afnio_lab.lab.views.options import RenderOptions
from afnio_lab.lab.views.render import Rendered
from afnio_lab.lab.views.tables import calls_tables
from afnio_lab.lab.views.text import run_summary
from afnio_lab.widgets import blocks as B
from afnio_lab.widgets.calllog import CallLogWidget
from afnio_lab.widgets.compare import ComparisonWidget
from afnio_lab.widgets.context import GraphContext
from afnio_lab.widgets.editor import GradientEditor
from afnio_lab.widgets.graph import GraphWidget
from afnio_lab.widgets.inspector import BlocksWidget, InspectorWidget
from afnio_lab.widgets.progress import ProgressObserver
from afnio_lab.widgets.twin import SavedPicture, graph_picture


class LabView(SavedPicture, W.VBox):
    """One graph (of a value or a run) with its inspector, editor and call log."""

    def __init__(
        self,
        session: Session,
        target: Any = None,
        options: RenderOptions | None = None,
        present: bool | None = None,
    ) -> None:
        self.session = session
        self.target = target
        self.ctx = GraphContext.of(session, target, options)
        self.header = BlocksWidget(css_class="afnio-labview-header")
        self.graph = GraphWidget(present=session.present if present is None else present)
        self.inspector = InspectorWidget(
            on_rerun=self._rerun, layout=W.Layout(flex="1 1 50%", min_width="260px")
        )
        self.editor = GradientEditor(
            on_edit=self._edited,
            on_replay=self._replayed,
            observers=lambda: [ProgressObserver("replay", display=self._show_progress)],
            layout=W.Layout(flex="1 1 50%", min_width="260px"),
        )
        self.progress = W.Box()
        self.calls = CallLogWidget(session, self._calls_run())
        self.comparison = W.Box()  # where "Re-run forward" opens its comparison
        self.compared: ComparisonWidget | None = None
        self._panels = W.HBox(layout=W.Layout(width="100%", align_items="flex-start"))
        # projector mode: the inspector beside the graph (below it when the cell is narrow)
        self._stage = W.HBox(layout=W.Layout(width="100%", align_items="flex-start"))
        self._stage.add_class("afnio-present-stage")
        super().__init__()
        self.add_class("afnio-labview")
        self.graph.observe(self._arrange, "present")
        self.graph.observe(lambda _change: self.picture_changed(), "shown_layout")
        self._arrange()
        self.graph.on_values(self._values)  # before the first drawing: the button shows
        self._rendered: Rendered = self.ctx.render()
        self.graph.show(self.rendered)
        self.graph.on_select(self._selected)
        self.graph.on_expand(self._expand)
        self.graph.on_search(self._search)
        self._refresh()

    # -- layout -----------------------------------------------------------------------------
    @property
    def present(self) -> bool:
        """Projector mode: big labels, the graph fitted to the screen, the inspector beside."""
        return self.graph.present

    @present.setter
    def present(self, on: bool) -> None:
        self.graph.present = on

    def _arrange(self, _change: Any = None) -> None:
        if self.graph.present:
            self.add_class("afnio-present")
            self._stage.children = (self.graph, self.inspector)
            self._panels.children = (self.editor,)
            top: tuple[Any, ...] = (self.header, self._stage)
        else:
            self.remove_class("afnio-present")
            self._stage.children = ()
            self._panels.children = (self.inspector, self.editor)
            top = (self.header, self.graph)
        self.children = (*top, self.progress, self._panels, self.comparison, self.calls)

    # -- state ------------------------------------------------------------------------------
    @property
    def rendered(self) -> Rendered:
        """The drawing shown now; a new one also updates the saved picture (throttled)."""
        return self._rendered

    @rendered.setter
    def rendered(self, drawing: Rendered) -> None:
        self._rendered = drawing
        self.picture_changed()

    @property
    def run(self) -> BackwardRun | None:
        """The backward run drawn over the graph (None for a forward run or a value)."""
        return self.ctx.run

    def _calls_run(self) -> Any:
        if self.ctx.run is not None:
            return self.ctx.run
        return self.target if isinstance(self.target, ForwardRun) else None

    def select(self, element_id: str) -> None:
        """Select an element as a click would (``"v12"``, ``"n3"``)."""
        self.graph.selected = element_id

    def _expand(self, key: str) -> Rendered:
        """Open a group / fold / "more" node (one more step per click) and redraw."""
        self.ctx.options.expanded[key] = self.ctx.options.expanded.get(key, 0) + 1
        self.rendered = self.ctx.render()
        return self.rendered

    def _values(self, mode: str) -> Rendered:
        """Redraw with unnamed values in full (op, data, grad) or as dots (the values button,
        as ``--values``/``--compact`` do)."""
        self.ctx.options.values = mode
        self.rendered = self.ctx.render()
        return self.rendered

    def _search(self, query: str) -> list[str]:
        """Matches for the graph's search box; the best one is revealed if it was folded."""
        found = self.ctx.find(query)
        hidden = [eid for eid in found if eid not in self.graph.ids]
        if hidden:
            self.ctx.options.reveal.update(hidden[:5])
            self.rendered = self.ctx.render()
            self.graph.show(self.rendered)
        ids = self.graph.ids
        return [eid for eid in found if eid in ids]

    def search(self, query: str) -> str | None:
        """Find, select and focus a node by name, role, value or op (as the search box does)."""
        return self.graph.search(query)

    def forward_run(self, uid: int | None = None) -> ForwardRun | None:
        """The forward run this view re-runs: the one it shows, else the newest recorded
        forward run whose graph holds value ``uid``."""
        if isinstance(self.target, ForwardRun):
            return self.target
        for run in reversed(list(self.session.runs.values())):
            if (
                isinstance(run, ForwardRun)
                and run.snapshot is not None
                and (uid is None or any(v.uid == uid for v in run.snapshot.values))
            ):
                return run
        return None

    def _selected(self, element_id: str) -> None:
        uid = int(element_id[1:]) if element_id[:1] == "v" and element_id[1:].isdigit() else None
        source = self.forward_run(uid) if uid is not None else None
        self.inspector.show(self.ctx, element_id, source)
        self.editor.target(self.ctx, element_id)

    def _rerun(self, uid: int, text: str) -> ForwardRun:
        """What-if: run the forward pass again with value ``uid`` set to ``text``, record it,
        and open its comparison with the run it came from."""
        source = self.forward_run(uid)
        info = self.ctx.value(uid)
        if source is None or info is None:
            raise ValueError(
                "No recorded forward run holds this value: run the cell with %%afnio_forward first."
            )
        new_run = self.session.rerun_forward(source, {uid: text})
        self.compared = ComparisonWidget(self.session.compare(source, new_run), self.session)
        self.comparison.children = (self.compared,)
        self.inspector.say(
            "ok", f"Re-ran forward: run {new_run.id!r}, compared with {source.id!r} below."
        )
        return new_run

    def _refresh(self, retarget: bool = True) -> None:
        run = self.ctx.run
        edited_nodes, edited_values = run.edited_targets() if run else (set(), set())
        self.graph.set_marks(
            recomputed=[f"n{n}" for n in (run.recomputed if run else [])],
            edited=[f"n{n}" for n in edited_nodes] + [f"v{v}" for v in edited_values],
        )
        self.header.blocks = [B.note(self._summary())]
        if retarget:
            self._selected(self.graph.selected)

    def _summary(self) -> str:
        if self.ctx.run is not None:
            return run_summary(self.ctx.run)
        if isinstance(self.target, ForwardRun):
            return (
                f"forward run {self.target.id!r} ({self.target.name}): "
                f"{len(self.target.names)} named value(s); run backward to see feedback"
            )
        return f"graph of {len(self.ctx.snapshot.nodes)} node(s)"

    # -- callbacks from the editor ----------------------------------------------------------
    def _show_progress(self, bar: Any) -> None:
        self.progress.children = (bar,)

    def _edited(self, edit: Edit) -> None:
        self._refresh(retarget=False)  # keep the editor as the user left it
        self.picture_changed()  # the summary counts the edits

    def _replayed(self, run: BackwardRun) -> None:
        self.ctx = self.ctx.with_run(run)
        self.rendered = self.ctx.render()
        self.graph.show(self.rendered)
        self.calls.show_run(run)
        self._refresh()

    # -- output -----------------------------------------------------------------------------
    def twin_host(self) -> GraphWidget:
        return self.graph

    def picture(self) -> tuple[str, str, str | None]:
        """The saved picture: summary, graph, and the model calls of the run shown."""
        summary = self._summary()
        # drawn in the layout the live view shows (the page's choice), not the renderer's
        drawn = replace(self.rendered, svg=self.graph.picture_svg(self.rendered))
        picture = graph_picture(drawn, self.graph.shown_layout)
        body = f"<div class='afnio-card'>{html.escape(summary)}</div>{picture}"
        own, inherited, parent = self.calls.own_calls()  # counted as the summary counts them
        if own or inherited:
            body += calls_tables(own, inherited, parent, self.session.runs)[1]
        return body, summary + "\n" + drawn.text, drawn.svg

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The widget, and its summary as text (``display`` adds the saved picture)."""
        bundle = super()._repr_mimebundle_(**kwargs)
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        data.pop("text/html", None)
        data["text/plain"] = self._summary() + "\n" + self.rendered.text
        return bundle


def lab_view(
    session: Session,
    target: Any = None,
    options: RenderOptions | None = None,
    present: bool | None = None,
) -> LabView:
    """The interactive view the magics display (``target``: a value, a run, a run id/name,
    or None for the newest run; ``present``: projector mode, default ``session.present``)."""
    return LabView(session, target, options, present)


__all__ = ["LabView", "lab_view"]
