"""The layouts a page may choose between for a small drawing: the renderer's direction, the
other direction, and top-down with each op beside the value it makes (rank=same).

Why measured apart: a page shows the layout that fits its view at the largest label size,
but a backward drawing carries gradient text a forward drawing lacks, so choosing on the
drawings themselves can draw one graph left-to-right in its forward cell and top-down in
its backward cell. Each layout is therefore also laid out on the drawing measured with a
fixed room for every gradient (``Rendered.measure_dot``), the same before and after
backward, and the page chooses on those sizes.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from afnio_lab.lab.views.render import Rendered, dot_to_svg

_RANKDIR = re.compile(r'rankdir="(LR|TB)"')
_SPACING = re.compile(r'nodesep="[0-9.]+", ranksep="[0-9.]+"')
_MAKES = re.compile(r"^  (n[0-9]+) -> ([vp][0-9_]+);$", re.M)
_SIZE = re.compile(r'<svg width="([0-9.]+)pt" height="([0-9.]+)pt"')


@dataclass(frozen=True)
class Layout:
    """One way to draw a small graph, and the size of its measured drawing (points)."""

    name: str  # "LR", "TB" or "beside"
    svg: str
    width: float
    height: float
    #: tried only when no direction fits the view whole
    fallback: bool = False


def with_rankdir(dot: str, rankdir: str) -> str:
    """The same DOT drawn in direction ``rankdir`` ("LR" or "TB")."""
    return _RANKDIR.sub(f'rankdir="{rankdir}"', dot, count=1)


def beside(dot: str) -> str:
    """Top-down, each op on the rank of the one value it makes (the value to its right), with
    closer ranks: about half the height of plain top-down for a chain. "" when no op makes
    exactly one drawn value."""
    made: dict[str, list[str]] = {}
    for op, value in _MAKES.findall(dot):
        made.setdefault(op, []).append(value)
    pairs = [(op, values[0]) for op, values in made.items() if len(values) == 1]
    if not pairs:
        return ""
    ranks = "".join(f"  {{rank=same; {op}; {value};}}\n" for op, value in pairs)
    dot = _SPACING.sub('nodesep="0.2", ranksep="0.22"', with_rankdir(dot, "TB"), count=1)
    end = dot.rstrip().rfind("}")
    return dot[:end] + ranks + "}\n"


def svg_size(svg: str) -> tuple[float, float]:
    """An SVG's width and height in points, as Graphviz writes them."""
    found = _SIZE.search(svg)
    return (float(found.group(1)), float(found.group(2))) if found else (0.0, 0.0)


def layouts(rendered: Rendered) -> list[Layout]:
    """The layouts of a small drawing, the renderer's first; [] for a large drawing or
    one without Graphviz (the page then shows ``rendered.svg`` as it is)."""
    found = _RANKDIR.search(rendered.dot)
    if not rendered.svg or not rendered.measure_dot or found is None:
        return []
    first = found.group(1)
    other = "TB" if first == "LR" else "LR"
    out = [_measured(first, rendered.svg, rendered.measure_dot)]
    svg = dot_to_svg(with_rankdir(rendered.dot, other))
    if svg:
        out.append(_measured(other, svg, with_rankdir(rendered.measure_dot, other)))
    beside_dot = beside(rendered.dot)
    svg = dot_to_svg(beside_dot) if beside_dot else None
    if svg:
        out.append(_measured("beside", svg, beside(rendered.measure_dot), fallback=True))
    return out


def _measured(name: str, svg: str, measure_dot: str, fallback: bool = False) -> Layout:
    width, height = measured_size(measure_dot) or svg_size(svg)
    return Layout(name, svg, width, height, fallback)


@functools.lru_cache(maxsize=128)
def measured_size(measure_dot: str) -> tuple[float, float] | None:
    """The size of a measured drawing (kept: a graph's forward cell and its backward cell
    measure the same drawing, so the second costs no layout); None without Graphviz."""
    svg = dot_to_svg(measure_dot)
    return svg_size(svg) if svg else None


#: The view a page gives a graph, in CSS px: the viewport's width and the notebook panel's
#: height less the view's bars (679 - 74 - 12), as measured in JupyterLab 4 at 1,280 × 800
#: in Chromium (tests/browser/test_teacher_browser.py prints them). A saved picture is drawn
#: in the layout such a page chooses until a page reports its own (nbconvert, a headless run).
NOMINAL_VIEW = (846.0, 593.0)
#: Graphviz sizes its SVG in points; a page draws a point as 4/3 px at scale 1.
PX_PER_PT = 4 / 3
#: Projector mode may enlarge a small graph up to this (graph.js: MAX_ZOOM).
MAX_ZOOM = 2.5
_FONT = re.compile(r'<text\b[^>]*font-size="([0-9.]+)"')


def _scale_for(
    size: tuple[float, float], view: tuple[float, float], min_k: float, most: float
) -> tuple[float, float, bool]:
    """As ``scaleFor`` in graph.js: the scale a drawing gets, and the share of it in view."""
    (w, h), (width, height) = size, view
    k = max(min_k, min(most, (width - 16) / w, (height - 16) / h))
    seen = min(1.0, (width - 15) / (w * k)) * min(1.0, (height - 15) / (h * k))
    return k, seen, seen >= 1


def choose_layout(
    offered: list[Layout],
    view: tuple[float, float] = NOMINAL_VIEW,
    min_font_px: float = 11.0,
    present: bool = False,
    present_font_px: float = 18.0,
) -> Layout | None:
    """The layout a page of ``view`` px shows (as ``chooseLayout`` in graph.js): whole first,
    then larger labels, then (all at the label floor) more of it in view. None: no choice."""
    if len(offered) < 2:
        return offered[0] if offered else None
    most = MAX_ZOOM if present else 1.0
    font_px = max(present_font_px, min_font_px) if present else min_font_px
    found = _FONT.search(offered[0].svg)
    base_font_px = float(found.group(1)) * PX_PER_PT if found else 13.3
    min_k = min(most, font_px / base_font_px * 1.0001)

    def fits(lay: Layout) -> tuple[float, float, bool]:
        return _scale_for((lay.width * PX_PER_PT, lay.height * PX_PER_PT), view, min_k, most)

    best, (k, seen, whole) = offered[0], fits(offered[0])
    for lay in offered[1:]:
        if lay.fallback and whole:
            continue
        k2, seen2, whole2 = fits(lay)
        better = (whole2 and not whole) or (
            whole2 == whole and (k2 > k * 1.05 or (not whole2 and k2 >= k and seen2 > seen * 1.05))
        )
        if better:
            best, k, seen, whole = lay, k2, seen2, whole2
    return best


__all__ = [
    "NOMINAL_VIEW",
    "Layout",
    "beside",
    "choose_layout",
    "layouts",
    "measured_size",
    "svg_size",
    "with_rankdir",
]
