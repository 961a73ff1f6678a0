"""``GraphContext``: what one lab view is showing (a graph, the run drawn over it, names),
and the lookups every panel needs (a value by uid, what sits at a node's output)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from afnio_lab.autodiff.gc_pause import gc_paused
from afnio_lab.autodiff.graph_walk import GraphSnapshot, NodeInfo, ValueInfo
from afnio_lab.lab.records.plain import format_data, node_words
from afnio_lab.lab.records.runs import BackwardRun, ForwardRun
from afnio_lab.lab.session import Session
from afnio_lab.lab.views.labels import Scene
from afnio_lab.lab.views.options import RenderOptions
from afnio_lab.lab.views.render import Rendered, render


@dataclass
class GraphContext:
    session: Session
    snapshot: GraphSnapshot
    run: BackwardRun | None
    names: dict[int, str]
    options: RenderOptions
    #: value uid -> its data when this view was made: the graph and the inspector show these
    #: (one clock); what changed since is shown only under an explicit "now"
    recorded: dict[int, Any] = field(default_factory=dict)

    @classmethod
    def of(
        cls, session: Session, target: Any = None, options: RenderOptions | None = None
    ) -> GraphContext:
        """The graph of a value, a run (id, name or object) or the newest run."""
        snapshot, run, names = session.graph_of(target)
        if isinstance(target, ForwardRun | BackwardRun):
            names = {**names, **target.names}
        opts = options or RenderOptions()
        with gc_paused():  # a copy per value: a big graph would trigger full collections
            recorded = {v.uid: _copy(getattr(v.value, "data", None)) for v in snapshot.values}
        return cls(session, snapshot, run, {**names, **opts.names}, opts, recorded)

    def with_run(self, run: BackwardRun) -> GraphContext:
        """The same graph with another run over it (a replay, a step of a step-through)."""
        return replace(self, run=run, names={**self.names, **run.names})

    def render(self) -> Rendered:
        return render(
            self.snapshot,
            self.run,
            replace(self.options, names=self.names, data_of=self.recorded),
        )

    # -- lookups ----------------------------------------------------------------------------
    def value(self, uid: int) -> ValueInfo | None:
        return self.snapshot.find_value(uid)

    def node(self, node_id: int) -> NodeInfo | None:
        return self.snapshot.find_node(node_id)

    def value_at(self, node_id: int | None, slot: int) -> ValueInfo | None:
        if node_id is None:
            return None
        return next((v for v in self.snapshot.values_at(node_id) if v.output_nr == slot), None)

    def find(self, query: str, limit: int = 200) -> list[str]:
        """Element ids matching ``query`` (case-insensitive), best first: a value's Python
        name, then its role, then its data; then ops by name or ``#id``."""
        q = query.casefold().strip()
        if not q:
            return []
        ranked: list[tuple[int, int, str]] = []
        for v in self.snapshot.values:
            name = self.names.get(v.uid, "")
            role = str(getattr(v.value, "role", "") or "")
            if name.casefold() == q:
                rank = 0
            elif q in name.casefold():
                rank = 1
            elif q in role.casefold():
                rank = 2
            elif q in format_data(getattr(v.value, "data", ""))[:20_000].casefold():
                rank = 3
            else:
                continue
            ranked.append((rank, v.uid, f"v{v.uid}"))
        for n in self.snapshot.nodes:
            if n.kind != "accumulate" and (q in n.name.casefold() or q.lstrip("#n") == str(n.id)):
                ranked.append((4, n.id, f"n{n.id}"))
        ranked.sort()
        return [eid for *_, eid in ranked[:limit]]

    def label(self, info: ValueInfo | None) -> str:
        """How a value is called on screen: its Python name, else its role, else its uid."""
        if info is None:
            return "(intermediate value)"
        role = getattr(info.value, "role", None)
        return self.names.get(info.uid) or (str(role) if role else f"value {info.uid}")

    def scene(self) -> Scene:
        """What the drawing says about each element (labels, expressions, constants)."""
        return Scene(self.snapshot, self.run, replace(self.options, names=self.names))

    def place(self, element_id: str) -> tuple[int, int] | None:
        """``(node id, slot)`` of an unnamed value ``p<node>_<slot>`` or a constant
        ``c<node>_<position>`` in this graph, else None."""
        node, sep, slot = element_id[1:].partition("_")
        if element_id[:1] not in ("p", "c") or not sep or not (node + slot).isdigit():
            return None
        return (int(node), int(slot)) if self.node(int(node)) is not None else None

    def node_label(self, node_id: int | None) -> str:
        if node_id is None:
            return "the seed"
        info = self.node(node_id)
        value = self.value_at(node_id, 0)
        name = self.names.get(value.uid) if value is not None else None
        role = getattr(value.value, "role", None) if value is not None else None
        made = f"`{name}`" if name else f"'{role}'" if role else None
        order = self.run.order if self.run is not None else []
        step = order.index(node_id) + 1 if node_id in order else None
        return node_words(info.name if info else "node", made, step, len(order) or None)


def _copy(data: Any) -> Any:
    copy = getattr(data, "copy", None)
    return copy() if callable(copy) and not isinstance(data, str) else data


__all__ = ["GraphContext"]
