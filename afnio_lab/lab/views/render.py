"""The one renderer: graph snapshot (+ an optional backward run) → DOT → SVG, or a text tree.

Static display and the widgets use the same SVG; the widget only adds behaviour. The labels
are prepared once (:mod:`~afnio_lab.lab.views.labels`), written as DOT
(:mod:`~afnio_lab.lab.views.dot`) and laid out by Graphviz here, in-process when pygraphviz
is installed; without Graphviz the graph is drawn as a text tree.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from afnio_lab.autodiff.gc_pause import gc_paused
from afnio_lab.autodiff.graph_walk import GraphSnapshot, ValueInfo
from afnio_lab.lab.records.runs import BackwardRun
from afnio_lab.lab.views.dot import scene_dot
from afnio_lab.lab.views.labels import Scene
from afnio_lab.lab.views.options import RenderOptions

RENDER_HINT = (
    "(graph drawn as text: no Graphviz found. `pip install pygraphviz` or "
    "`apt-get install graphviz` for pictures)"
)


# -- DOT → SVG -----------------------------------------------------------------------------


def _svg_with_pygraphviz(dot: str) -> str | None:
    try:  # optional: it needs a C build; without it the ``dot`` binary (or text) is used
        import pygraphviz
    except ImportError:
        return None
    graph = pygraphviz.AGraph(string=dot)
    with _quiet_c_stderr():
        svg = graph.draw(format="svg", prog="dot")
    return svg.decode("utf-8") if isinstance(svg, bytes) else str(svg)


@contextmanager
def _quiet_c_stderr() -> Iterator[None]:
    """Silence Graphviz's and Fontconfig's C-level warnings ("layout may take a long time",
    font config notes): Jupyter kernels forward file descriptor 2 into the notebook."""
    try:
        saved = os.dup(2)
    except OSError:  # no real stderr (some embedded hosts): nothing to silence
        yield
        return
    try:
        with open(os.devnull, "wb") as devnull:
            os.dup2(devnull.fileno(), 2)
            try:
                yield
            finally:
                os.dup2(saved, 2)
    finally:
        os.close(saved)


def _svg_with_dot_binary(dot: str) -> str | None:
    exe = shutil.which("dot")
    if exe is None:
        return None
    done = subprocess.run(
        [exe, "-Tsvg"], input=dot.encode("utf-8"), capture_output=True, timeout=60, check=False
    )
    if done.returncode != 0:
        return None
    return done.stdout.decode("utf-8")


#: Tried in order. Tests replace this to simulate machines without Graphviz.
SVG_BACKENDS = [_svg_with_pygraphviz, _svg_with_dot_binary]


def dot_to_svg(dot: str) -> str | None:
    """SVG from DOT, in-process with pygraphviz when it is installed, else the ``dot`` binary.

    Returns None when neither is available (callers fall back to :func:`text_tree`).
    """
    for backend in SVG_BACKENDS:
        try:
            svg = backend(dot)
        except Exception:  # a broken backend must not break display; try the next one
            svg = None
        if svg:
            return _strip_xml_prolog(svg)
    return None


def _strip_xml_prolog(svg: str) -> str:
    start = svg.find("<svg")
    return svg[start:] if start > 0 else svg


# -- text fallback ----------------------------------------------------------------------------


#: Indentation stops growing past this depth (a 5,000-deep chain stays readable text, not
#: megabytes of spaces); deeper lines say their depth instead.
MAX_INDENT = 24
#: The text tree stops after this many lines (and says how many it left out).
MAX_TREE_LINES = 600


def _pad(depth: int) -> str:
    if depth <= MAX_INDENT:
        return "  " * depth
    return "  " * MAX_INDENT + f"[depth {depth}] "


def text_tree(
    snapshot: GraphSnapshot, run: BackwardRun | None = None, options: RenderOptions | None = None
) -> str:
    """A readable tree from the roots down (each op, then its inputs), for text-only outputs.

    Walks with an explicit stack, never recursion, so any depth of graph renders.
    """
    return scene_tree(Scene(snapshot, run, options))


def scene_tree(scene: Scene) -> str:
    """:func:`text_tree` of a prepared scene."""
    snapshot = scene.snapshot
    values = {v.uid: v for v in snapshot.values}
    by_slot: dict[tuple[int, int], ValueInfo] = {}
    for v in snapshot.values:
        by_slot.setdefault((v.node_id, v.output_nr), v)
    inputs: dict[int, list[tuple[int | None, int, int]]] = {}
    for e in snapshot.edges:
        inputs.setdefault(e.src, []).append((e.dst, e.output_nr, e.position))
    names = {n.id: n for n in snapshot.nodes}
    lines: list[str] = []
    seen: set[int] = set()
    describe = scene.tree_line

    # ("node", node_id, depth) draws an op and queues its inputs; ("line", text, 0) is output
    stack: list[tuple[str, Any, int]] = []
    for uid in reversed(snapshot.roots):
        info = values.get(uid)
        if info is not None:
            stack.append(("node", info.node_id, 1))
            stack.append(("line", describe(info), 0))
    while stack:
        if len(lines) >= MAX_TREE_LINES:
            lines.append(f"… (tree cut at {MAX_TREE_LINES} lines: %afnio_graph draws the graph)")
            break
        what, item, depth = stack.pop()
        if what == "line":
            lines.append(item)
            continue
        node = names.get(item)
        if node is None or node.kind == "accumulate":
            continue
        pad = _pad(depth)
        again = item in seen
        lines.append(f"{pad}└ {node.name}" + (" (see above)" if again else ""))
        if again:
            continue
        seen.add(item)
        todo: list[tuple[str, Any, int]] = []
        for dst, slot, position in inputs.get(item, []):
            if dst is None:
                todo.append(("line", f"{pad}  • {scene.constant_line(item, position)}", 0))
                continue
            info = by_slot.get((dst, slot))
            if info is not None:
                todo.append(("line", f"{pad}  • {describe(info)}", 0))
            todo.append(("node", dst, depth + 2))
        stack.extend(reversed(todo))
    return "\n".join(lines)


@dataclass
class Rendered:
    """What a display needs: DOT, SVG (or None) and a text fallback."""

    dot: str
    svg: str | None
    text: str
    #: element id of a group / fold / "more" node -> the key its clicks count under
    #: (``RenderOptions.expanded``)
    expand_keys: dict[str, str] = field(default_factory=dict)
    #: a small drawing as measured for choosing its layout (every gradient a fixed
    #: allowance: the same before and after backward); "" for a large one
    measure_dot: str = ""
    #: how unnamed values are drawn, "full" or "compact", when that makes a difference
    #: here (the drawing has some); "" when both ways draw the same
    values: str = ""

    @property
    def hint(self) -> str | None:
        return None if self.svg else RENDER_HINT


def render(
    snapshot: GraphSnapshot, run: BackwardRun | None = None, options: RenderOptions | None = None
) -> Rendered:
    """Render once for every consumer (static display, widget, saved notebook); the cyclic
    GC waits meanwhile (see :mod:`afnio_lab.autodiff.gc_pause`: a big graph's drawing
    allocates per node and edge)."""
    with gc_paused():
        return _render(snapshot, run, options)


def _render(
    snapshot: GraphSnapshot, run: BackwardRun | None, options: RenderOptions | None
) -> Rendered:
    scene = Scene(snapshot, run, options)
    dot, layout = scene_dot(scene)
    keys = {f.id: f.key for f in layout.folds}
    keys.update({g.id: g.id for g in layout.groups.values()})
    keys.update({f"m{op}": "more" for op in layout.more})
    drawn = _DOT_NODE.findall(dot)
    measure = ""
    if len(drawn) <= SMALL_GRAPH_NODES:
        measured = Scene(snapshot, run, replace(scene.options, measure=True))
        measure = canonical_dot(scene_dot(measured, layout)[0])
    svg = dot_to_svg(dot)
    unnamed = svg is not None and any(eid.startswith("p") for eid in drawn)
    return Rendered(
        dot=dot,
        svg=svg,
        text=scene_tree(scene),
        expand_keys=keys,
        measure_dot=measure,
        values=("full" if scene.full_values else "compact") if unnamed else "",
    )


#: Drawings of at most this many elements are small: the page may choose among layouts.
SMALL_GRAPH_NODES = 30
_DOT_NODE = re.compile(r'^  ([nvcpgfm][0-9_]+) \[id="', re.M)
_OUTLINE = re.compile(r'penwidth="[0-9.]+"')
_LOOKS = re.compile(r', (?:class|tooltip|color|fillcolor)="(?:[^"\\]|\\.)*"')


def canonical_dot(dot: str) -> str:
    """DOT with only what its layout depends on: no classes, tooltips or colours, outlines
    alike (a forward run marks every named value as a root, drawn bolder). The same graph
    gives the same text from its forward run and its backward run."""
    return _OUTLINE.sub('penwidth="1"', _LOOKS.sub("", dot))


def element_ids(svg: str) -> Iterable[str]:
    """The stable element ids present in an SVG (tests and widgets use them)."""
    return re.findall(r'<g id="([nvcpgfm][0-9_]+)"', svg)


__all__ = [
    "MAX_TREE_LINES",
    "RENDER_HINT",
    "SMALL_GRAPH_NODES",
    "SVG_BACKENDS",
    "Rendered",
    "canonical_dot",
    "dot_to_svg",
    "element_ids",
    "render",
    "text_tree",
]
