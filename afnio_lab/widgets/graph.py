"""``GraphWidget``: the renderer's SVG shown inline, with clickable nodes synced to Python,
pan and zoom, and highlight classes (selected, current step, edited, recomputed, done).

Highlights that change often (selection, the running node) are classes the page toggles, so
a click never waits for Graphviz; the SVG itself is re-rendered only when the run changes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import traitlets

from afnio_lab.lab.render import Rendered, element_ids
from afnio_lab.widgets._base import LabWidget, esm

#: Classes ``marks`` may set (the page prefixes them with ``is-``).
MARK_KINDS = ("recomputed", "edited", "done")


class GraphWidget(LabWidget):
    """A clickable graph. ``selected`` is the element id clicked (``n<node>``/``v<uid>``)."""

    _esm = esm("graph.js")

    svg = traitlets.Unicode("").tag(sync=True)
    text = traitlets.Unicode("").tag(sync=True)  # the text tree, shown when there is no SVG
    selected = traitlets.Unicode("").tag(sync=True)
    current = traitlets.Unicode("").tag(sync=True)
    marks = traitlets.Dict({}).tag(sync=True)  # kind -> element ids
    height = traitlets.Int(460).tag(sync=True)  # the most the view grows to, in px

    def __init__(self, rendered: Rendered | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        if rendered is not None:
            self.show(rendered)

    def show(self, rendered: Rendered) -> None:
        """Draw a new rendering (keeps the selection when that element still exists)."""
        with self.hold_sync():
            self.text = rendered.text
            self.svg = rendered.svg or ""
            if self.selected and self.selected not in self.ids:
                self.selected = ""

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
        """Call ``callback(element_id)`` whenever a node is clicked (or set from Python)."""
        self.observe(lambda change: callback(change["new"]), "selected")


__all__ = ["MARK_KINDS", "GraphWidget"]
