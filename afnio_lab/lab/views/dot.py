"""The graph as DOT: values as boxes, ops as ellipses, drawn in the forward direction.

Ids are stable (``n<node_id>`` for ops, ``v<uid>`` for values) and every node carries CSS
classes (``leaf``, ``parameter``, ``output``, ``root``, ``op``, ``llm``, ``edited``,
``recomputed``, ``current``, ``selected``) so the page can restyle it. What each element says
comes prepared from a :class:`~afnio_lab.lab.views.labels.Scene`; all of it is escaped for
DOT here, and Graphviz escapes it again for SVG, so no text becomes markup.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from afnio_lab.autodiff.graph_walk import GraphSnapshot, ValueInfo
from afnio_lab.lab.records.runs import BackwardRun
from afnio_lab.lab.views.fold import Plan, plan
from afnio_lab.lab.views.labels import Look, Scene
from afnio_lab.lab.views.options import RenderOptions
from afnio_lab.lab.views.style import FILL, INK

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


def _label_width(lines: list[str]) -> float:
    return max((len(line) for line in lines), default=4) * 5.6 + 18


def _value_box(dot: Any, node_id: str, look: Look) -> None:
    """A value drawn in full (a named value, or an intermediate in full-value mode)."""
    dot.node(
        node_id,
        _layout_width(look),
        class_=" ".join(look.classes),
        shape="box",
        style="filled,rounded",
        fillcolor=look.fill,
        color=look.color,
        penwidth=look.penwidth,
        label=dot_escape("\n".join(look.lines)),
        tooltip=dot_escape(look.tooltip),
    )


def _layout_width(look: Look) -> float:
    """A box's width for choosing the direction: without its gradient lines, so the same
    graph is drawn the same way before and after backward."""
    return _label_width(look.lines[: len(look.lines) - look.grad_lines] or look.lines)


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
    """The graph as DOT, and the plan of what it left folded (see :func:`scene_dot`)."""
    return scene_dot(Scene(snapshot, run, options))


def scene_dot(scene: Scene, layout: Plan | None = None) -> tuple[str, Plan]:
    """The prepared graph as DOT, and the plan of what it left folded.

    Big graphs are planned first (:func:`afnio_lab.lab.views.fold.plan`): wide leaf inputs
    become a group node, long chains fold their middle, and at most a bounded number of ops
    is drawn. ``layout``: the plan an earlier drawing of the same scene made (a second
    drawing of it, e.g. for measuring, need not plan the whole graph again).
    """
    drawing = _Drawing(scene, layout)
    drawing.ops()
    drawing.hidden_parts()
    drawing.edges()
    return drawing.text(), drawing.layout


class _Drawing:
    """One DOT drawing of a scene, statement by statement, in a stable order."""

    def __init__(self, scene: Scene, layout: Plan | None = None) -> None:
        self.scene = scene
        snapshot, opts = scene.snapshot, scene.options
        self.by_slot: dict[tuple[int, int], ValueInfo] = {}
        self.at_node: dict[int, list[ValueInfo]] = {}
        for info in snapshot.values:
            self.by_slot.setdefault((info.node_id, info.output_nr), info)
            self.at_node.setdefault(info.node_id, []).append(info)
        keep_values = set(scene.edited_values) | set(opts.names)
        keep_values |= {v.uid for v in snapshot.values if v.kind == "parameter" or v.is_root}
        keep_ops = set(scene.edited_nodes) | ({opts.current} if opts.current is not None else set())
        for eid in opts.reveal | ({opts.selected} if opts.selected else set()):
            if eid[1:].isdigit() and eid[:1] in "vn":
                (keep_values if eid[0] == "v" else keep_ops).add(int(eid[1:]))
        self.keep_values = keep_values
        self.layout = layout or plan(snapshot, opts.expanded, keep_ops, keep_values)
        self.dot = _Dot()
        self.drawn: set[int] = set()  # value uids drawn

    def value(self, info: ValueInfo) -> str:
        """Draw a value once (where it is first needed); its element id."""
        vid = f"v{info.uid}"
        if info.uid in self.drawn:
            return vid
        self.drawn.add(info.uid)
        look = self.scene.value(info)
        _value_box(self.dot, vid, look)
        return vid

    def ops(self) -> None:
        """The outputs (even a lone leaf), then every visible op with the values it made. A
        root that an op uses (a forward run walks from every named value) is drawn where it
        is used, so a graph is laid out alike from its forward run and its backward run."""
        snapshot = self.scene.snapshot
        used = {(e.dst, e.output_nr) for e in snapshot.edges}
        for root in snapshot.values:
            if root.is_root and (root.node_id, root.output_nr) not in used:
                self.value(root)
        for node_info in snapshot.nodes:
            if node_info.kind == "accumulate" or node_info.id not in self.layout.visible:
                continue
            nid = f"n{node_info.id}"
            self._op(nid, self.scene.op(node_info))
            for info in self.at_node.get(node_info.id, ()):
                self.dot.edge(nid, self.value(info))

    def _op(self, nid: str, look: Look) -> None:
        self.dot.node(
            nid,
            _label_width(look.lines) + 20,
            class_=" ".join(look.classes),
            shape="ellipse",
            fillcolor=look.fill,
            color=look.color,
            penwidth=look.penwidth,
            label=dot_escape(look.lines[0]),
            tooltip=dot_escape(look.tooltip),
        )

    def hidden_parts(self) -> None:
        """Stand-ins for what the plan hid: folds, groups of leaf inputs, "more" nodes."""
        layout, dot, snapshot = self.layout, self.dot, self.scene.snapshot
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
                color=INK,
                label=dot_escape("\n".join(text)),
                tooltip=dot_escape(f"{len(group.edges)} leaf inputs of node {op}: click to expand"),
            )
            dot.edge(group.id, f"n{op}")
        for op, count in layout.more.items():
            mid = f"m{op}"
            text = [
                f"… {count} input op(s) not drawn",
                f"({len(layout.cut)} in all): click for more",
            ]
            dot.stand_in(mid, "more", text, "More of this graph: click to draw more")
            dot.edge(mid, f"n{op}")

    def edges(self) -> None:
        """Every input edge, redirected around what is hidden; constants and intermediate
        values that no longer exist get small stand-ins of their own."""
        layout, dot = self.layout, self.dot
        placeholders: set[str] = set()
        grouped = {(e.src, e.position) for g in layout.groups.values() for e in g.edges}
        for edge in self.scene.snapshot.edges:
            if edge.src in layout.cut or (edge.src, edge.position) in grouped:
                continue
            src_fold = layout.folded_in.get(edge.src)
            consumer = src_fold or f"n{edge.src}"
            if edge.dst is None:
                if src_fold is not None:
                    continue  # a constant input inside a fold
                cid = f"c{edge.src}_{edge.position}"
                lines = self.scene.constant_lines(edge.src, edge.position)
                dot.node(
                    cid,
                    _label_width(lines),
                    class_="constant",
                    shape="box",
                    style="filled,rounded,dashed",
                    fillcolor=FILL["constant"],
                    color="#9ca3af",
                    label=dot_escape("\n".join(lines)),
                    tooltip="a constant: it needs no gradient",
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
            known = self.by_slot.get((edge.dst, edge.output_nr))
            if known is not None:
                if src_fold is not None and known.uid not in self.keep_values:
                    continue  # an unremarkable leaf input of a folded op
                dot.edge(self.value(known), consumer)
                continue
            pid = f"p{edge.dst}_{edge.output_nr}"  # an intermediate value that no longer exists
            if pid not in placeholders:
                placeholders.add(pid)
                look = self.scene.intermediate(edge.dst, edge.output_nr)
                if look is not None:  # drawn in full: its op, data and grad
                    _value_box(dot, pid, look)
                else:
                    dot.node(  # a small dot: compact mode, and chains have many
                        pid,
                        12,
                        class_="output intermediate",
                        shape="point",
                        width="0.14",
                        fillcolor="#9ca3af",
                        color="#6b7280",
                        tooltip="an unnamed intermediate value (click to inspect)",
                    )
                if edge.dst in layout.visible:
                    dot.edge(f"n{edge.dst}", pid)
            dot.edge(pid, consumer)

    def text(self) -> str:
        opts, dot = self.scene.options, self.dot
        rankdir = opts.rankdir if opts.rankdir in ("LR", "TB") else choose_rankdir(dot)
        head = [
            "digraph afnio_lab {",
            f'  graph [rankdir="{rankdir}", fontname="Helvetica", bgcolor="transparent", '
            'nodesep="0.25", ranksep="0.35"];',
            '  node [fontname="Helvetica", fontsize="10", style="filled", penwidth="1"];',
            '  edge [color="#6b7280", arrowsize="0.6"];',
        ]
        return "\n".join(head + dot.nodes + dot.edges + ["}"])


__all__ = ["TARGET_WIDTH_PT", "choose_rankdir", "dot_escape", "planned_dot", "scene_dot", "to_dot"]
