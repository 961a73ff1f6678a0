"""``RenderOptions``: the knobs of a drawing (text, highlights, what to unfold)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class RenderOptions:
    """Knobs for drawing: how much text to show, what to highlight, what to unfold."""

    max_text: int = 48  # characters per value in the text tree
    show_grads: bool = True
    names: dict[int, str] = field(default_factory=dict)  # value uid -> Python name
    selected: str | None = None  # an element id such as "n12" or "v7"
    current: int | None = None  # node id running in a step-through
    highlight: set[str] = field(default_factory=set)  # extra ids to mark "recomputed"
    rankdir: str = "auto"  # "LR", "TB", or "auto": chosen by the graph's shape
    # clicks per group ("g<op>"), fold ("f<op>") or "more" element; shared by re-renders
    expanded: dict[str, int] = field(default_factory=dict)
    reveal: set[str] = field(default_factory=set)  # element ids never folded or grouped away
    # value uid -> the data to draw (a view draws what it recorded, not what changed since)
    data_of: dict[int, Any] = field(default_factory=dict)
    wrap: int = 28  # characters per label line
    label_lines: int = 3  # most lines for a value's data, and for its gradient
    # unnamed intermediates: "full" boxes with their op, data and grad (micrograd's picture),
    # "compact" dots, or "auto": full for numeric graphs of fewer than FULL_VALUES_NODES ops
    values: str = "auto"
    # draw every gradient as a fixed allowance instead of its text: the drawing a page
    # measures to choose a layout, identical before and after backward (render.py)
    measure: bool = False


#: Numeric graphs with fewer ops than this draw every value in full by default.
FULL_VALUES_NODES = 60
VALUES_MODES = ("auto", "full", "compact")


__all__ = ["FULL_VALUES_NODES", "VALUES_MODES", "RenderOptions"]
