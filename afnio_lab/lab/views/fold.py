"""Folding big graphs: what a drawing shows when the graph is too big to read whole.

Wide runs of leaf inputs become one group node, long chains fold their middle, and past a
hard cap the ops furthest from the root wait behind a "more" node. Each of these is
expandable by its element id.

Plain data in, plain data out (no DOT here): the renderer asks :func:`plan` which op nodes
are visible and how edges into hidden parts are redirected. Everything is iterative, so a
graph of any depth is planned in linear time.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from afnio_lab.autodiff.graph_walk import EdgeInfo, GraphSnapshot

#: An op with more leaf inputs than this shows them as one group node ("200 inputs").
GROUP_OVER = 12
#: Chains are folded only in graphs with more ops than this.
FOLD_OVER = 40
#: Ops kept visible at each end of a folded chain (each expand click shows FOLD_STEP more).
FOLD_KEEP = 3
FOLD_STEP = 20
#: At most this many ops are drawn (more per click on a "more" node): Graphviz time and
#: SVG size stay bounded for any graph.
MAX_OPS = 120


@dataclass
class Group:
    """Leaf inputs of one op drawn as a single node (id ``g<op>``)."""

    id: str
    op: int
    edges: list[EdgeInfo]


@dataclass
class Fold:
    """Part of the hidden middle of a chain (id ``f<first hidden op>``), drawn as one node.

    ``key`` (``f<chain's top op>``) counts expand clicks for the whole chain."""

    id: str
    key: str
    ops: list[int]  # hidden op ids, from the root side down


@dataclass
class Plan:
    """Which ops are drawn, and where hidden ones went."""

    visible: set[int]
    groups: dict[int, Group] = field(default_factory=dict)  # op id -> its group
    folds: list[Fold] = field(default_factory=list)
    folded_in: dict[int, str] = field(default_factory=dict)  # hidden op -> fold id
    more: dict[int, int] = field(default_factory=dict)  # visible op -> ops cut below it
    cut: set[int] = field(default_factory=set)  # ops hidden by the MAX_OPS cap


def plan(
    snapshot: GraphSnapshot,
    expanded: dict[str, int] | None = None,
    keep_ops: set[int] | None = None,
    keep_values: set[int] | None = None,
) -> Plan:
    """Decide what to draw. ``expanded`` counts clicks per group/fold/"more" id;
    ``keep_ops``/``keep_values`` (the current step, edits, the selection, parameters, named
    values) are never hidden inside a fold or a group."""
    expanded = expanded or {}
    keep_ops = keep_ops or set()
    keep_values = keep_values or set()
    ops = {n.id for n in snapshot.nodes if n.kind != "accumulate"}
    leaves_at = {n.id for n in snapshot.nodes if n.kind == "accumulate"}
    leaf_uid = {v.node_id: v.uid for v in snapshot.values if v.node_id in leaves_at}
    inputs: dict[int, list[EdgeInfo]] = {}
    for e in snapshot.edges:
        inputs.setdefault(e.src, []).append(e)
    out = Plan(visible=set(ops))

    # 1. wide runs of leaf inputs -> one group node
    for op in ops:
        leafy = [
            e
            for e in inputs.get(op, [])
            if e.dst is None or (e.dst in leaves_at and leaf_uid.get(e.dst) not in keep_values)
        ]
        if len(leafy) > GROUP_OVER and not expanded.get(f"g{op}"):
            out.groups[op] = Group(f"g{op}", op, leafy)

    # 2. long chains fold their middle (only in big graphs)
    op_inputs = {
        op: list(dict.fromkeys(e.dst for e in inputs.get(op, []) if e.dst in ops)) for op in ops
    }
    consumers: dict[int, list[int]] = {}
    for op, ins in op_inputs.items():
        for dst in ins:
            consumers.setdefault(dst, []).append(op)
    if len(ops) > FOLD_OVER:

        def link(op: int) -> int | None:
            ins = op_inputs[op]
            if len(ins) == 1 and consumers.get(ins[0]) == [op]:
                return ins[0]
            return None

        linked_to = {nxt for op in ops if (nxt := link(op)) is not None}
        for top in sorted(ops - linked_to):
            chain = [top]
            while (nxt := link(chain[-1])) is not None:
                chain.append(nxt)
            key = f"f{top}"
            keep = FOLD_KEEP + FOLD_STEP * expanded.get(key, 0)
            middle = chain[keep : len(chain) - keep]
            segment: list[int] = []
            for item in [*middle, None]:  # ops to keep split the middle into several folds
                if item is not None and item not in keep_ops:
                    segment.append(item)
                    continue
                if len(segment) >= 3:
                    out.folds.append(Fold(f"f{segment[0]}", key, segment))
                    for hidden in segment:
                        out.folded_in[hidden] = f"f{segment[0]}"
                        out.visible.discard(hidden)
                segment = []

    # 3. a hard cap: whole levels from the roots (so the drawing stays a clean top of the
    #    graph), the rest behind one "more" node per op whose inputs were cut
    cap = MAX_OPS
    if len(out.visible) > cap:
        roots = [v.node_id for v in snapshot.values if v.is_root and v.node_id in ops] or sorted(
            ops - set(consumers)
        )
        depth: dict[int, int] = {}
        queue = deque((r, 0) for r in roots)
        while queue:
            op, d = queue.popleft()
            if op in depth:
                continue
            depth[op] = d
            queue.extend((i, d + 1) for i in op_inputs.get(op, []) if i not in depth)
        per_level: dict[int, int] = {}
        for op in out.visible:
            per_level[depth.get(op, 0)] = per_level.get(depth.get(op, 0), 0) + 1
        shown_levels, total = 0, 0
        for level in sorted(per_level):
            if total + per_level[level] > cap and shown_levels > 0:
                break
            total += per_level[level]
            shown_levels = level + 1
        shown_levels += expanded.get("more", 0)  # each click on a "more" node: one level more
        kept = {op for op in out.visible if depth.get(op, 0) < shown_levels}
        kept |= keep_ops & out.visible
        out.cut = ops - kept - set(out.folded_in)
        out.visible = kept
        for op in out.visible:
            below = [i for i in op_inputs.get(op, []) if i in out.cut]
            if below:
                out.more[op] = len(below)
    return out


__all__ = ["FOLD_KEEP", "FOLD_OVER", "GROUP_OVER", "MAX_OPS", "Fold", "Group", "Plan", "plan"]
