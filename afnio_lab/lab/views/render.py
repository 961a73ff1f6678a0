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
from afnio_lab.lab.records.plain import format_data, truncate
from afnio_lab.lab.records.runs import BackwardRun
from afnio_lab.lab.views.fold import Plan, plan
from afnio_lab.lab.views.text import strip_combined_prefix, wrap_lines

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


#: Width the first render should fit at 1:1, in points (a notebook cell ~ 1,000 px).
TARGET_WIDTH_PT = 760


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


def _grad_lines(run: BackwardRun | None, info: ValueInfo, opts: RenderOptions) -> list[str]:
    if run is None:
        return []
    grads = run.grads_received(info.uid, info.node_id, info.output_nr)
    if not grads:
        return []
    text, combined = strip_combined_prefix(format_data(grads[-1].data))
    head = "grad (combined): " if combined else "grad: "
    more = f"  (+{len(grads) - 1} more)" if len(grads) > 1 else ""
    return wrap_lines(head + text + more, opts.wrap, opts.label_lines)


def _grad_text(run: BackwardRun | None, info: ValueInfo, max_text: int) -> str | None:
    if run is None:
        return None
    grads = run.grads_received(info.uid, info.node_id, info.output_nr)
    if not grads:
        return None
    shown = truncate(strip_combined_prefix(format_data(grads[-1].data))[0], max_text)
    return f"grad: {shown}" + (f"  (+{len(grads) - 1} more)" if len(grads) > 1 else "")


@dataclass
class _Dot:
    """DOT statements being collected, plus the element graph for choosing a direction."""

    nodes: list[str] = field(default_factory=list)
    edges: list[str] = field(default_factory=list)
    adjacency: dict[str, list[str]] = field(default_factory=dict)
    width: dict[str, float] = field(default_factory=dict)  # estimated width in points
    seen_edges: set[tuple[str, str]] = field(default_factory=set)

    def node(self, eid: str, est_width: float, **attrs: Any) -> None:
        self.nodes.append(f"  {eid} " + _attrs(id=eid, **attrs) + ";")
        self.width[eid] = est_width
        self.adjacency.setdefault(eid, [])

    def stand_in(self, eid: str, class_: str, text: list[str], tooltip: str) -> None:
        """A dashed box drawn for ops that are hidden (a fold or a "more" node)."""
        self.node(
            eid,
            _label_width(text),
            class_=class_,
            shape="box",
            style="filled,rounded,dashed",
            fillcolor="#f9fafb",
            color="#6b7280",
            label=dot_escape("\n".join(text)),
            tooltip=dot_escape(tooltip),
        )

    def edge(self, a: str, b: str, **attrs: Any) -> None:
        if (a, b) in self.seen_edges:
            return
        self.seen_edges.add((a, b))
        self.edges.append(f"  {a} -> {b}" + (" " + _attrs(**attrs) if attrs else "") + ";")
        self.adjacency.setdefault(a, []).append(b)


def _label_width(lines: list[str]) -> float:
    return max((len(line) for line in lines), default=4) * 5.6 + 18


def choose_rankdir(dot: _Dot) -> str:
    """Left-right when the graph's depth fits the target width, else top-down (which trades
    width for height: the view scrolls instead of shrinking its text)."""
    indegree = {n: 0 for n in dot.adjacency}
    for targets in dot.adjacency.values():
        for t in targets:
            indegree[t] = indegree.get(t, 0) + 1
    rank = {n: 0 for n, d in indegree.items() if d == 0}
    queue = list(rank)
    while queue:  # longest-path ranks, Kahn's order (the drawing is a DAG)
        n = queue.pop()
        for t in dot.adjacency.get(n, []):
            rank[t] = max(rank.get(t, 0), rank[n] + 1)
            indegree[t] -= 1
            if indegree[t] == 0:
                queue.append(t)
    widest: dict[int, float] = {}
    across: dict[int, float] = {}
    for n, r in rank.items():
        w = dot.width.get(n, 80.0)
        widest[r] = max(widest.get(r, 0.0), w)
        across[r] = across.get(r, 0.0) + w + 18
    lr_width = sum(widest.values()) + 25 * len(widest)
    tb_width = max(across.values(), default=0.0)
    return "LR" if lr_width <= TARGET_WIDTH_PT or lr_width <= tb_width else "TB"


def to_dot(
    snapshot: GraphSnapshot, run: BackwardRun | None = None, options: RenderOptions | None = None
) -> str:
    """The graph as DOT (see :func:`planned_dot`)."""
    return planned_dot(snapshot, run, options)[0]


def planned_dot(
    snapshot: GraphSnapshot, run: BackwardRun | None = None, options: RenderOptions | None = None
) -> tuple[str, Plan]:
    """The graph as DOT: values as boxes, ops as ellipses, drawn in the forward direction.

    Big graphs are planned first (:func:`afnio_lab.lab.views.fold.plan`): wide leaf inputs become a
    group node, long chains fold their middle, and at most a bounded number of ops is drawn.
    """
    opts = options or RenderOptions()
    edited_nodes, edited_values = run.edited_targets() if run else (set(), set())
    recomputed = set(run.recomputed) if run else set()
    by_slot: dict[tuple[int, int], ValueInfo] = {}
    at_node: dict[int, list[ValueInfo]] = {}
    for info in snapshot.values:
        by_slot.setdefault((info.node_id, info.output_nr), info)
        at_node.setdefault(info.node_id, []).append(info)
    keep_values = set(edited_values) | set(opts.names)
    keep_values |= {v.uid for v in snapshot.values if v.kind == "parameter" or v.is_root}
    keep_ops = set(edited_nodes) | ({opts.current} if opts.current is not None else set())
    for eid in opts.reveal | ({opts.selected} if opts.selected else set()):
        if eid[1:].isdigit() and eid[:1] in "vn":
            (keep_values if eid[0] == "v" else keep_ops).add(int(eid[1:]))
    layout = plan(snapshot, opts.expanded, keep_ops, keep_values)
    dot = _Dot()
    drawn: set[int] = set()  # value uids drawn

    def draw_value(info: ValueInfo) -> str:
        vid = f"v{info.uid}"
        if info.uid in drawn:
            return vid
        drawn.add(info.uid)
        value = info.value
        name = opts.names.get(info.uid)
        role = getattr(value, "role", None)
        title = name or (str(role) if role else "")
        lines = wrap_lines(title, opts.wrap, 1) if title else []
        data = opts.data_of[info.uid] if info.uid in opts.data_of else _value_data(value)
        lines += wrap_lines(format_data(data), opts.wrap, opts.label_lines)
        if opts.show_grads:
            grad = _grad_lines(run, info, opts)
            if not grad and getattr(value, "_is_numeric", False):
                grad = _numeric_grad_lines(value, opts)
            lines += grad
        classes = [info.kind] + (["root"] if info.is_root else [])
        color = "#374151"
        if info.uid in edited_values:
            classes.append("edited")
            color = EDITED_COLOR
        if vid == opts.selected:
            classes.append("selected")
            color = SELECTED_COLOR
        dot.node(
            vid,
            _label_width(lines),
            class_=" ".join(classes),
            shape="box",
            style="filled,rounded",
            fillcolor=FILL.get(info.kind, "#ffffff"),
            color=color,
            penwidth="2.2" if info.is_root or info.uid in edited_values else "1",
            label=dot_escape("\n".join(lines)),
            tooltip=dot_escape(truncate(_tooltip(data, role, name), 1500)),
        )
        return vid

    for root in snapshot.values:  # a root is drawn even when it is a lone leaf
        if root.is_root:
            draw_value(root)

    for node_info in snapshot.nodes:
        if node_info.kind == "accumulate" or node_info.id not in layout.visible:
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
        dot.node(
            nid,
            _label_width([label]) + 20,
            class_=" ".join(classes),
            shape="ellipse",
            fillcolor=FILL[kind],
            color=color,
            penwidth=pen,
            label=dot_escape(label),
            tooltip=dot_escape(f"{node_info.name} (node {node_info.id})"),
        )
        for info in at_node.get(node_info.id, ()):
            dot.edge(nid, draw_value(info))

    for fold in layout.folds:
        first = snapshot.node(fold.ops[0]).name.removesuffix("Backward0")
        text = [f"… {len(fold.ops)} {first} ops folded …", "click to show more"]
        dot.stand_in(
            fold.id, "fold", text, f"{len(fold.ops)} ops of a chain, hidden: click to show more"
        )
    for op, group in layout.groups.items():
        if op not in layout.visible:
            continue
        text = [f"{len(group.edges)} inputs", "click to expand"]
        dot.node(
            group.id,
            _label_width(text),
            class_="group",
            shape="box3d",
            style="filled",
            fillcolor=FILL["leaf"],
            color="#374151",
            label=dot_escape("\n".join(text)),
            tooltip=dot_escape(f"{len(group.edges)} leaf inputs of node {op}: click to expand"),
        )
        dot.edge(group.id, f"n{op}")
    for op, count in layout.more.items():
        mid = f"m{op}"
        text = [f"… {count} input op(s) not drawn", f"({len(layout.cut)} in all): click for more"]
        dot.stand_in(mid, "more", text, "More of this graph: click to draw more")
        dot.edge(mid, f"n{op}")

    placeholders: set[str] = set()
    grouped = {(e.src, e.position) for g in layout.groups.values() for e in g.edges}
    for edge in snapshot.edges:
        if edge.src in layout.cut or (edge.src, edge.position) in grouped:
            continue
        src_fold = layout.folded_in.get(edge.src)
        consumer = src_fold or f"n{edge.src}"
        if edge.dst is None:
            if src_fold is not None:
                continue  # a constant input inside a fold
            cid = f"c{edge.src}_{edge.position}"
            dot.node(
                cid,
                60,
                class_="constant",
                shape="box",
                style="filled,rounded,dashed",
                fillcolor=FILL["constant"],
                color="#9ca3af",
                label="no grad",
            )
            dot.edge(cid, consumer, style="dashed", color="#9ca3af")
            continue
        if edge.dst in layout.cut:
            continue  # behind this op's "more" node
        dst_fold = layout.folded_in.get(edge.dst)
        if dst_fold is not None:
            if dst_fold != src_fold:
                dot.edge(dst_fold, consumer)
            continue
        known = by_slot.get((edge.dst, edge.output_nr))
        if known is not None:
            if src_fold is not None and known.uid not in keep_values:
                continue  # an unremarkable leaf input of a folded op
            dot.edge(draw_value(known), consumer)
            continue
        pid = f"p{edge.dst}_{edge.output_nr}"  # an intermediate value that no longer exists
        if pid not in placeholders:
            placeholders.add(pid)
            dot.node(  # a small dot: it has nothing to read, and chains have many
                pid,
                12,
                class_="output intermediate",
                shape="point",
                width="0.14",
                fillcolor="#9ca3af",
                color="#6b7280",
                tooltip="an intermediate value that no longer exists (its node is shown)",
            )
            if edge.dst in layout.visible:
                dot.edge(f"n{edge.dst}", pid)
        dot.edge(pid, consumer)

    rankdir = opts.rankdir if opts.rankdir in ("LR", "TB") else choose_rankdir(dot)
    head = [
        "digraph afnio_lab {",
        f'  graph [rankdir="{rankdir}", fontname="Helvetica", bgcolor="transparent", '
        'nodesep="0.25", ranksep="0.35"];',
        '  node [fontname="Helvetica", fontsize="10", style="filled", penwidth="1"];',
        '  edge [color="#6b7280", arrowsize="0.6"];',
    ]
    return "\n".join(head + dot.nodes + dot.edges + ["}"]), layout


def _value_data(value: Any) -> Any:
    data = getattr(value, "data", None)
    tolist = getattr(data, "tolist", None)
    return tolist() if tolist is not None else data


def _numeric_grad_lines(value: Any, opts: RenderOptions) -> list[str]:
    text = _numeric_grad_text(value, opts.wrap * opts.label_lines)
    return wrap_lines(text, opts.wrap, opts.label_lines) if text else []


def _numeric_grad_text(value: Any, max_text: int) -> str | None:
    grad = getattr(value, "_grad", None)
    if grad is None or isinstance(grad, list):
        return None
    return "grad: " + truncate(format_data(getattr(grad, "tolist", lambda: grad)()), max_text)


def _tooltip(data: Any, role: Any, name: str | None) -> str:
    parts = []
    if name:
        parts.append(f"name: {name}")
    if role:
        parts.append(f"role: {role}")
    parts.append(f"data: {truncate(format_data(data), 1400)}")
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
    opts = options or RenderOptions()
    values = {v.uid: v for v in snapshot.values}
    by_slot: dict[tuple[int, int], ValueInfo] = {}
    for v in snapshot.values:
        by_slot.setdefault((v.node_id, v.output_nr), v)
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
        for dst, slot in inputs.get(item, []):
            if dst is None:
                todo.append(("line", f"{pad}  • (input without grad)", 0))
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

    @property
    def hint(self) -> str | None:
        return None if self.svg else RENDER_HINT


def render(
    snapshot: GraphSnapshot, run: BackwardRun | None = None, options: RenderOptions | None = None
) -> Rendered:
    """Render once for every consumer (static display, widget, saved notebook)."""
    dot, layout = planned_dot(snapshot, run, options)
    keys = {f.id: f.key for f in layout.folds}
    keys.update({g.id: g.id for g in layout.groups.values()})
    keys.update({f"m{op}": "more" for op in layout.more})
    return Rendered(
        dot=dot,
        svg=dot_to_svg(dot),
        text=text_tree(snapshot, run, options),
        expand_keys=keys,
    )


def element_ids(svg: str) -> Iterable[str]:
    """The stable element ids present in an SVG (tests and widgets use them)."""
    return re.findall(r'<g id="([nvcpgfm][0-9_]+)"', svg)


__all__ = [
    "RENDER_HINT",
    "SVG_BACKENDS",
    "RenderOptions",
    "Rendered",
    "dot_escape",
    "dot_to_svg",
    "element_ids",
    "planned_dot",
    "render",
    "text_tree",
    "to_dot",
]
