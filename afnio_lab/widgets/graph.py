"""``GraphWidget``: the renderer's SVG shown inline, with clickable nodes synced to Python,
pan and zoom, a legend, a search box, and highlight classes (selected, current step, edited,
recomputed, done).

Readable first: the page never shrinks labels below ``min_font_px`` (the view grows taller up
to ``height``, or to the notebook panel for a graph of up to 30 nodes, and pans instead), and
it keeps the root in view. A small graph comes in several layouts (``layouts``: both
directions, and top-down with each op beside its value) and the page shows the one that fits
whole at the largest scale. The values button switches unnamed values between full boxes and
dots (``values``; the owner redraws: :meth:`GraphWidget.on_values`). Projector mode
(``present``, the "present" button) draws labels of at least ``present_font_px``, fits the
graph to the cell's width (enlarging it) and to the notebook panel.
Highlights that change often (selection, the running node) are classes the page toggles, so a
click never waits for Graphviz; the SVG is re-rendered only when the run changes or a folded
part is opened. Clicking a group ("200 inputs"), a fold ("… 990 Add ops folded …") or a
"more" node asks the owner to draw that part (:meth:`GraphWidget.on_expand`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import traitlets

from afnio_lab.lab.views.layouts import Layout, choose_layout, layouts
from afnio_lab.lab.views.render import Rendered, element_ids
from afnio_lab.lab.views.style import LEGEND
from afnio_lab.widgets._base import LabWidget, esm

#: Classes ``marks`` may set (the page prefixes them with ``is-``).
MARK_KINDS = ("recomputed", "edited", "done")
#: What the values button switches between (``GraphWidget.values``).
VALUES_MODES = ("full", "compact")


class GraphWidget(LabWidget):
    """A clickable graph. ``selected`` is the element id clicked (``n<node>``/``v<uid>``)."""

    _esm = esm("graph.js")
    actions = ("search", "present")

    svg = traitlets.Unicode("").tag(sync=True)
    # small graphs: every layout the page may choose ({name, svg, w, h, fallback}; the first
    # is ``svg``, sent as ""), measured with room for gradients (lab/views/layouts.py)
    layouts: traitlets.List[Any] = traitlets.List([]).tag(sync=True)
    # the layout shown: Python's guess for a nominal page (``choose_layout``) until the page
    # says which one it chose; the saved picture is drawn in it (:meth:`picture_svg`)
    # (not ``layout``: that is every ipywidget's CSS Layout)
    shown_layout = traitlets.Unicode("").tag(sync=True)
    text = traitlets.Unicode("").tag(sync=True)  # the text tree, shown when there is no SVG
    selected = traitlets.Unicode("").tag(sync=True)
    current = traitlets.Unicode("").tag(sync=True)
    marks = traitlets.Dict({}).tag(sync=True)  # kind -> element ids
    height = traitlets.Int(640).tag(sync=True)  # the most the view grows to, in px
    min_font_px = traitlets.Float(11.0).tag(sync=True)  # labels never drawn smaller on fit
    present = traitlets.Bool(False).tag(sync=True)  # projector mode
    present_font_px = traitlets.Float(18.0).tag(sync=True)  # labels in projector mode
    # unnamed values drawn "full" (op, data, grad) or "compact" (dots): the values button;
    # "" hides it (nothing to switch, or no owner to redraw: :meth:`on_values`)
    values = traitlets.Unicode("").tag(sync=True)
    focus = traitlets.Int(0).tag(sync=True)  # bumped to make the page centre ``selected``
    searchable = traitlets.Bool(False).tag(sync=True)
    # [kind, label] per legend key: the page draws the legend from this (colours: the CSS)
    legend: traitlets.List[Any] = traitlets.List([[k.kind, k.label] for k in LEGEND]).tag(sync=True)

    def __init__(self, rendered: Rendered | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._expand_keys: dict[str, str] = {}
        self._expander: Callable[[str], Rendered | None] | None = None
        self._searcher: Callable[[str], list[str]] | None = None
        self._search = ("", 0)  # the last query and how many times it was asked
        self._previous = ""
        self._valuer: Callable[[str], Rendered | None] | None = None
        self._drawing_values = False
        self._shown: Rendered | None = None
        self._offered: list[Layout] = []
        self.observe(self._on_selected, "selected")
        self.observe(self._on_values, "values")
        if rendered is not None:
            self.show(rendered)

    def show(self, rendered: Rendered) -> None:
        """Draw a new rendering (keeps the selection when that element still exists)."""
        with self.hold_sync():
            self._expand_keys = dict(rendered.expand_keys)
            self.text = rendered.text
            self.svg = rendered.svg or ""
            self._shown = rendered
            self._offered = layouts(rendered)
            self.layouts = [
                {
                    "name": lay.name,
                    "svg": "" if i == 0 else lay.svg,
                    "w": lay.width,
                    "h": lay.height,
                    "fallback": lay.fallback,
                }
                for i, lay in enumerate(self._offered)
            ]
            guess = choose_layout(
                self._offered,
                min_font_px=self.min_font_px,
                present=self.present,
                present_font_px=self.present_font_px,
            )
            self.shown_layout = guess.name if guess is not None else ""
            self._drawing_values = True
            try:
                self.values = rendered.values if self._valuer is not None else ""
            finally:
                self._drawing_values = False
            if self.selected and self.selected not in self.ids:
                self.selected = ""

    def picture_svg(self, rendered: Rendered) -> str | None:
        """``rendered``'s SVG in the layout this view shows (the page's choice once it has
        drawn, else the guess for a nominal page): a saved picture looks like the live view."""
        offered = self._offered if rendered is self._shown else layouts(rendered)
        for lay in offered:
            if lay.name == self.shown_layout:
                return lay.svg
        return rendered.svg

    @property
    def ids(self) -> set[str]:
        """Element ids in the current SVG."""
        return set(element_ids(self.svg))

    def set_marks(self, **marks: Iterable[str]) -> None:
        """Replace highlight lists, e.g. ``set_marks(recomputed=["n3"], edited=["v7"])``."""
        unknown = set(marks) - set(MARK_KINDS)
        if unknown:
            raise ValueError(f"Unknown mark(s) {sorted(unknown)}; use {MARK_KINDS}.")
        self.marks = {k: sorted(set(v)) for k, v in marks.items() if v}

    def on_select(self, callback: Callable[[str], Any]) -> None:
        """Call ``callback(element_id)`` whenever a node is clicked (or set from Python);
        clicks on group/fold/"more" nodes open them instead and are not passed on."""

        def relay(change: dict[str, Any]) -> None:
            new = change["new"]
            if new in self._expand_keys or new != self.selected:  # opened, or superseded
                return
            callback(new)

        self.observe(relay, "selected")

    # -- folded parts -----------------------------------------------------------------------
    def on_expand(self, callback: Callable[[str], Rendered | None]) -> None:
        """``callback(key)`` opens a folded part (``key`` from ``Rendered.expand_keys``) and
        returns the new rendering."""
        self._expander = callback

    def _on_selected(self, change: dict[str, Any]) -> None:
        new = change["new"]
        key = self._expand_keys.get(new)
        if key is None:
            self._previous = new
            return
        previous = self._previous
        rendered = self._expander(key) if self._expander is not None else None
        if rendered is None:
            self.say("info", "This part of the graph cannot be opened here.")
            return
        self.show(rendered)
        self.selected = previous if previous in self.ids else ""
        self.say("ok", "Opened: more of the graph is drawn.")

    # -- values: full or compact --------------------------------------------------------------
    def on_values(self, callback: Callable[[str], Rendered | None]) -> None:
        """``callback(mode)`` redraws with unnamed values ``"full"`` or ``"compact"`` and
        returns the new rendering; the values button shows once an owner can redraw."""
        self._valuer = callback

    def _on_values(self, change: dict[str, Any]) -> None:
        new, old = change["new"], change["old"]
        if self._drawing_values or new == "" or self._valuer is None:
            return
        if new not in VALUES_MODES:
            self.values = old
            self.say("error", f"Unknown values mode {new!r}; use 'full' or 'compact'.")
            return
        rendered = self._valuer(new)
        if rendered is None:
            self.values = old
            self.say("info", "This view cannot be redrawn here.")
            return
        self.show(rendered)
        self.say(
            "ok",
            "Every value drawn with its data and grad."
            if new == "full"
            else "Unnamed values drawn as dots (click one to inspect it).",
        )

    # -- projector mode ---------------------------------------------------------------------
    def do_present(self, content: dict[str, Any]) -> None:
        self.present = bool(content.get("on", not self.present))

    # -- search -----------------------------------------------------------------------------
    def on_search(self, callback: Callable[[str], list[str]]) -> None:
        """``callback(query)`` returns matching element ids, best first; it may re-render
        (via :meth:`show`) to reveal a match hidden in a folded part."""
        self._searcher = callback
        self.searchable = True

    def do_search(self, content: dict[str, Any]) -> None:
        self.search(str(content.get("query", "")))

    def search(self, query: str) -> str | None:
        """Select and focus the next node matching ``query`` (name, role, value or op)."""
        query = query.strip()
        if not query:
            self.say("info", "Type a name, role, value or op to search for.")
            return None
        if self._searcher is None:
            self.say("info", "Search is not available in this view.")
            return None
        matches = self._searcher(query)
        if not matches:
            self.say("info", f"No node matches {query!r}.")
            return None
        asked = self._search[1] + 1 if self._search[0] == query else 0
        self._search = (query, asked)
        found = matches[asked % len(matches)]
        self.selected = found
        self.focus += 1
        self.say("ok", f"{query!r}: match {asked % len(matches) + 1} of {len(matches)}.")
        return found


__all__ = ["MARK_KINDS", "VALUES_MODES", "GraphWidget"]
