"""The one renderer: graph snapshot (+ an optional backward run) → DOT → SVG, or a text tree.

Static display and the widgets use the same SVG; the widget only adds behaviour. Ids are
stable (``n<node_id>`` for ops, ``v<uid>`` for values) and every node carries CSS classes
(``leaf``, ``parameter``, ``output``, ``root``, ``op``, ``llm``, ``edited``, ``recomputed``,
``current``, ``selected``) so the page can restyle it. All user and model text is escaped
for DOT here; Graphviz escapes it again for SVG, so no text becomes markup.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from afnio_lab.autodiff.graph_walk import GraphSnapshot, ValueInfo
from afnio_lab.lab.runs import BackwardRun
from afnio_lab.lab.text import format_data, truncate

RENDER_HINT = (
    "(graph drawn as text: no Graphviz found. `pip install pygraphviz` or "
    "`apt-get install graphviz` for pictures)"
)

# Fill colours per kind, so the SVG reads well even where no CSS applies (GitHub, nbconvert).
FILL = {
    "leaf": "#dbeafe",
    "parameter": "#fde68a",
    "output": "#ffffff",
    "op": "#e5e7eb",
    "llm": "#e9d5ff",
    "constant": "#f3f4f6",
}
EDITED_COLOR = "#ea580c"
RECOMPUTED_COLOR = "#16a34a"
CURRENT_COLOR = "#dc2626"
SELECTED_COLOR = "#2563eb"


@dataclass
class RenderOptions:
    """Knobs for drawing: how much text to show, what to highlight."""

    max_text: int = 48
    show_grads: bool = True
    names: dict[int, str] = field(default_factory=dict)  # value uid -> Python name
    selected: str | None = None  # an element id such as "n12" or "v7"
    current: int | None = None  # node id running in a step-through
    highlight: set[str] = field(default_factory=set)  # extra ids to mark "recomputed"
    rankdir: str = "LR"


_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def dot_escape(text: str) -> str:
    """Make text safe inside a double-quoted DOT string (no escape sequences survive)."""
    text = _CONTROL.sub("", text)
    text = text.replace("\\", "\\\\").replace('"', '\\"')
    return text.replace("\r", "").replace("\n", "\\n")


def _attrs(**attrs: Any) -> str:
    parts = []
    for key, value in attrs.items():
        if value is None:
            continue
        key = key.rstrip("_")
        parts.append(f'{key}="{value}"')
    return "[" + ", ".join(parts) + "]"


def _grad_text(run: BackwardRun | None, info: ValueInfo, max_text: int) -> str | None:
    if run is None:
        return None
    grads = run.grads_received(info.uid, info.node_id, info.output_nr)
    if not grads:
        return None
    last = grads[-1]
    shown = truncate(format_data(last.data), max_text)
    return f"grad: {shown}" + (f"  (+{len(grads) - 1} more)" if len(grads) > 1 else "")


def to_dot(
    snapshot: GraphSnapshot, run: BackwardRun | None = None, options: RenderOptions | None = None
) -> str:
    """The graph as DOT: values as boxes, ops as ellipses, drawn in the forward direction."""
    opts = options or RenderOptions()
    lines = [
        "digraph afnio_lab {",
        f'  graph [rankdir="{opts.rankdir}", fontname="Helvetica", bgcolor="transparent", '
        'nodesep="0.25", ranksep="0.35"];',
        '  node [fontname="Helvetica", fontsize="10", style="filled", penwidth="1"];',
        '  edge [color="#6b7280", arrowsize="0.6"];',
    ]
    edited_nodes, edited_values = run.edited_targets() if run else (set(), set())
    recomputed = set(run.recomputed) if run else set()
    by_slot: dict[tuple[int, int], ValueInfo] = {}
    for info in snapshot.values:
        by_slot.setdefault((info.node_id, info.output_nr), info)

    for info in snapshot.values:
        vid = f"v{info.uid}"
        value = info.value
        name = opts.names.get(info.uid)
        role = getattr(value, "role", None)
        title = name or (str(role) if role else "")
        label_lines = [truncate(title, opts.max_text)] if title else []
        label_lines.append(truncate(format_data(_value_data(value)), opts.max_text))
        if opts.show_grads:
            grad = _grad_text(run, info, opts.max_text)
            if grad is None and getattr(value, "_is_numeric", False):
                grad = _numeric_grad_text(value, opts.max_text)
            if grad:
                label_lines.append(grad)
        classes = [info.kind] + (["root"] if info.is_root else [])
        color = "#374151"
        if info.uid in edited_values:
            classes.append("edited")
            color = EDITED_COLOR
        if vid == opts.selected:
            classes.append("selected")
            color = SELECTED_COLOR
        lines.append(
            f"  {vid} "
            + _attrs(
                id=vid,
                class_=" ".join(classes),
                shape="box",
                style="filled,rounded",
                fillcolor=FILL.get(info.kind, "#ffffff"),
                color=color,
                penwidth="2.2" if info.is_root or info.uid in edited_values else "1",
                label=dot_escape("\n".join(label_lines)),
                tooltip=dot_escape(truncate(_tooltip(value, role, name), 1500)),
            )
            + ";"
        )

    for node_info in snapshot.nodes:
        if node_info.kind == "accumulate":
            continue
        nid = f"n{node_info.id}"
        kind = "llm" if node_info.uses_model else "op"
        classes = ["op"] + (["llm"] if node_info.uses_model else [])
        color, pen = "#374151", "1"
        if node_info.id in recomputed or nid in opts.highlight:
            classes.append("recomputed")
            color, pen = RECOMPUTED_COLOR, "2.5"
        if node_info.id in edited_nodes:
            classes.append("edited")
            color, pen = EDITED_COLOR, "2.5"
        if opts.current == node_info.id:
            classes.append("current")
            color, pen = CURRENT_COLOR, "3"
        if nid == opts.selected:
            classes.append("selected")
            color, pen = SELECTED_COLOR, "3"
        if node_info.freed:
            classes.append("freed")
        label = node_info.name.removesuffix("Backward0")
        lines.append(
            f"  {nid} "
            + _attrs(
                id=nid,
                class_=" ".join(classes),
                shape="ellipse",
                fillcolor=FILL[kind],
                color=color,
                penwidth=pen,
                label=dot_escape(label),
                tooltip=dot_escape(f"{node_info.name} (node {node_info.id})"),
            )
            + ";"
        )
        for info in snapshot.values_at(node_info.id):
            lines.append(f"  {nid} -> v{info.uid};")

    placeholders: set[str] = set()
    for edge in snapshot.edges:
        src = f"n{edge.src}"
        if edge.dst is None:
            cid = f"c{edge.src}_{edge.position}"
            lines.append(
                f"  {cid} "
                + _attrs(
                    id=cid,
                    class_="constant",
                    shape="box",
                    style="filled,rounded,dashed",
                    fillcolor=FILL["constant"],
                    color="#9ca3af",
                    fontsize="8",
                    label="no grad",
                )
                + ";"
            )
            lines.append(f'  {cid} -> {src} [style="dashed", color="#9ca3af"];')
            continue
        known = by_slot.get((edge.dst, edge.output_nr))
        if known is not None:
            lines.append(f"  v{known.uid} -> {src};")
            continue
        pid = f"p{edge.dst}_{edge.output_nr}"  # an intermediate value that no longer exists
        if pid not in placeholders:
            placeholders.add(pid)
            lines.append(
                f"  {pid} "
                + _attrs(
                    id=pid,
                    class_="output",
                    shape="box",
                    style="filled,rounded,dotted",
                    fillcolor="#ffffff",
                    label="(intermediate)",
                )
                + ";"
            )
            lines.append(f"  n{edge.dst} -> {pid};")
        lines.append(f"  {pid} -> {src};")
    lines.append("}")
    return "\n".join(lines)


def _value_data(value: Any) -> Any:
    data = getattr(value, "data", None)
    tolist = getattr(data, "tolist", None)
    return tolist() if tolist is not None else data


def _numeric_grad_text(value: Any, max_text: int) -> str | None:
    grad = getattr(value, "_grad", None)
    if grad is None or isinstance(grad, list):
        return None
    return "grad: " + truncate(format_data(getattr(grad, "tolist", lambda: grad)()), max_text)


def _tooltip(value: Any, role: Any, name: str | None) -> str:
    parts = []
    if name:
        parts.append(f"name: {name}")
    if role:
        parts.append(f"role: {role}")
    parts.append(f"data: {format_data(_value_data(value))}")
    return "\n".join(parts)


# -- DOT → SVG -----------------------------------------------------------------------------


def _svg_with_pygraphviz(dot: str) -> str | None:
    try:
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


def text_tree(
    snapshot: GraphSnapshot, run: BackwardRun | None = None, options: RenderOptions | None = None
) -> str:
    """A readable tree from the roots down (each op, then its inputs), for text-only outputs."""
    opts = options or RenderOptions()
    values = {v.uid: v for v in snapshot.values}
    by_slot = {(v.node_id, v.output_nr): v for v in snapshot.values}
    inputs: dict[int, list[tuple[int | None, int]]] = {}
    for e in snapshot.edges:
        inputs.setdefault(e.src, []).append((e.dst, e.output_nr))
    names = {n.id: n for n in snapshot.nodes}
    lines: list[str] = []
    seen: set[int] = set()

    def describe(info: ValueInfo) -> str:
        name = opts.names.get(info.uid)
        role = getattr(info.value, "role", "")
        head = f"{name} " if name else ""
        text = truncate(format_data(_value_data(info.value)), opts.max_text)
        grad = _grad_text(run, info, opts.max_text) if opts.show_grads else None
        return (
            f"{head}[{info.kind}] {text!s}"
            + (f" ({role})" if role else "")
            + (f" | {grad}" if grad else "")
        )

    def walk(node_id: int, depth: int) -> None:
        node = names.get(node_id)
        if node is None or node.kind == "accumulate":
            return
        pad = "  " * depth
        again = node_id in seen
        lines.append(f"{pad}└ {node.name}" + (" (see above)" if again else ""))
        if again:
            return
        seen.add(node_id)
        for dst, slot in inputs.get(node_id, []):
            if dst is None:
                lines.append(f"{pad}  • (input without grad)")
                continue
            info = by_slot.get((dst, slot))
            if info is not None:
                lines.append(f"{pad}  • {describe(info)}")
            walk(dst, depth + 2)

    for uid in snapshot.roots:
        info = values.get(uid)
        if info is None:
            continue
        lines.append(describe(info))
        walk(info.node_id, 1)
    return "\n".join(lines)


@dataclass
class Rendered:
    """What a display needs: DOT, SVG (or None) and a text fallback."""

    dot: str
    svg: str | None
    text: str

    @property
    def hint(self) -> str | None:
        return None if self.svg else RENDER_HINT


def render(
    snapshot: GraphSnapshot, run: BackwardRun | None = None, options: RenderOptions | None = None
) -> Rendered:
    """Render once for every consumer (static display, widget, saved notebook)."""
    dot = to_dot(snapshot, run, options)
    return Rendered(dot=dot, svg=dot_to_svg(dot), text=text_tree(snapshot, run, options))


def element_ids(svg: str) -> Iterable[str]:
    """The stable element ids present in an SVG (tests and widgets use them)."""
    return re.findall(r'<g id="([nvcp][0-9_]+)"', svg)


__all__ = [
    "RENDER_HINT",
    "SVG_BACKENDS",
    "RenderOptions",
    "Rendered",
    "dot_escape",
    "dot_to_svg",
    "element_ids",
    "render",
    "text_tree",
    "to_dot",
]
