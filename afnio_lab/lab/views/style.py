"""The one palette: node kinds, their colours, how highlights look, the legend, and the
colours of diffs and compared rows.

The static SVG (:mod:`~afnio_lab.lab.views.labels`), the static HTML legend, CSS and tables
(:mod:`~afnio_lab.lab.views.display`, :mod:`~afnio_lab.lab.views.tables`,
:mod:`~afnio_lab.lab.views.comparison`), the widget's stylesheet and the widget's legend all
read it, so a colour is changed here and nowhere else.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Fill colours per kind, so the SVG reads well even where no CSS applies (GitHub, nbconvert).
FILL = {
    "leaf": "#dbeafe",
    "parameter": "#fde68a",
    "output": "#ffffff",
    "op": "#e5e7eb",
    "llm": "#e9d5ff",
    "constant": "#f3f4f6",
}
#: The outline of a node nothing marks, and the text of a legend.
INK = "#374151"
EDITED_COLOR = "#ea580c"
RECOMPUTED_COLOR = "#16a34a"
CURRENT_COLOR = "#dc2626"
CURRENT_FILL = "#fee2e2"
SELECTED_COLOR = "#2563eb"
DONE_COLOR = "#0891b2"  # nodes a step-through already ran (the widget's mark only)
SELECTED_GLOW = f"drop-shadow(0 0 3px {SELECTED_COLOR})"

#: Secondary text: hints, the word diff's skipped spans, calls a replay inherited.
MUTED = "#6b7280"
#: The word diff's marks (static tables and widgets alike).
DELETED_BG = "#fecaca"
INSERTED_BG = "#bbf7d0"
#: A changed value's row in a before/after table.
ROW_CHANGED_BG = "#fff7ed"
#: A compared input's row per change (regressions red, fixes green, changes amber).
CHANGE_BG = {"regressed": "#fee2e2", "fixed": "#dcfce7", "changed": "#fef9c3", "same": ""}
#: A widget's gradient item per mark: (left border, background).
ITEM_MARKS = {"edited": (EDITED_COLOR, ROW_CHANGED_BG), "changed": (RECOMPUTED_COLOR, "#f0fdf4")}
#: A widget's status tag (``afnio-tag-<status>``): (background, text colour).
_DONE_TAG = ("#dcfce7", "#166534")
TAGS = {
    "edited": ("#ffedd5", "#9a3412"),
    "recomputed": _DONE_TAG,
    "changed": _DONE_TAG,
    "llm": ("#f3e8ff", "#6b21a8"),
    "proposed": ("#fef3c7", "#92400e"),
    "accepted": _DONE_TAG,
    "reverted": ("#e5e7eb", INK),
}


@dataclass(frozen=True)
class LegendKey:
    """One entry of the legend: a kind (or a mark), its label, and its swatch's CSS."""

    kind: str
    label: str
    swatch: tuple[tuple[str, str], ...]  # (CSS property, value) pairs

    @property
    def swatch_css(self) -> str:
        """The swatch as an inline style (``background:#dbeafe``)."""
        return ";".join(f"{prop}:{value}" for prop, value in self.swatch)


LEGEND: tuple[LegendKey, ...] = (
    LegendKey("leaf", "leaf (input)", (("background", FILL["leaf"]),)),
    LegendKey("parameter", "parameter", (("background", FILL["parameter"]),)),
    LegendKey("op", "op", (("background", FILL["op"]), ("border-radius", "50%"))),
    LegendKey("llm", "LLM op", (("background", FILL["llm"]), ("border-radius", "50%"))),
    LegendKey("edited", "edited", (("border", f"2px solid {EDITED_COLOR}"),)),
    LegendKey("recomputed", "recomputed", (("border", f"2px dashed {RECOMPUTED_COLOR}"),)),
    LegendKey(
        "current",
        "current step",
        (("background", CURRENT_FILL), ("border", f"2px solid {CURRENT_COLOR}")),
    ),
    LegendKey("done", "step ran", (("border", f"2px solid {DONE_COLOR}"),)),
)


@dataclass(frozen=True)
class Highlight:
    """How the page outlines a marked node (the widget toggles ``is-<mark>`` classes)."""

    mark: str
    color: str
    width: str
    extra: tuple[tuple[str, str], ...] = ()  # more (CSS property, value) pairs
    drawn: bool = False  # the renderer also sets the plain ``<mark>`` class in the SVG


#: In the order they override each other (the last one wins on a node with several). The
#: selection comes first and glows (a drop shadow) rather than only recolouring the outline,
#: so an edited, recomputed or current node stays readable as such while selected.
HIGHLIGHTS: tuple[Highlight, ...] = (
    Highlight("selected", SELECTED_COLOR, "3.5px", (("filter", SELECTED_GLOW),)),
    Highlight("edited", EDITED_COLOR, "2.5px", drawn=True),
    Highlight("recomputed", RECOMPUTED_COLOR, "3px", (("stroke-dasharray", "5 2"),), drawn=True),
    Highlight("done", DONE_COLOR, "2px"),
    Highlight("current", CURRENT_COLOR, "3.5px", (("fill", CURRENT_FILL),)),
)

__all__ = [
    "CHANGE_BG",
    "CURRENT_COLOR",
    "CURRENT_FILL",
    "DELETED_BG",
    "DONE_COLOR",
    "EDITED_COLOR",
    "FILL",
    "HIGHLIGHTS",
    "INK",
    "INSERTED_BG",
    "ITEM_MARKS",
    "LEGEND",
    "MUTED",
    "RECOMPUTED_COLOR",
    "ROW_CHANGED_BG",
    "SELECTED_COLOR",
    "SELECTED_GLOW",
    "TAGS",
    "Highlight",
    "LegendKey",
]
