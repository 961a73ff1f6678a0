"""Recorded runs: what a forward pass built and what a backward pass did at every node.

Records keep plain data (text, numbers) so they can be saved and diffed, plus, while the
kernel lives, a reference to the live gradient object and graph (``value``, ``snapshot``),
which replay needs. Loading a saved session gives the data without the live parts.
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from afnio_lab.autodiff.graph_walk import GraphSnapshot
from afnio_lab.lab.views.text import plain_data

_run_ids = itertools.count(1)
_edit_ids = itertools.count(1)


def new_run_id(prefix: str) -> str:
    return f"{prefix}{next(_run_ids)}"


@dataclass
class GradRecord:
    """A gradient as recorded: its data and role, and the live object while it exists."""

    data: Any
    role: str | None = None
    kind: str = "text"  # "text" | "numeric"
    edited: bool = False
    value: Any = field(default=None, repr=False, compare=False)

    @classmethod
    def of(cls, grad: Any, edited: bool = False) -> GradRecord | None:
        if grad is None:
            return None
        # Numeric nodes pass raw numpy arrays between them; an array's ``.data`` is a
        # memoryview, not the numbers, so arrays are kept as they are.
        is_array = isinstance(grad, (np.ndarray, np.generic))
        data = grad if is_array else getattr(grad, "data", grad)
        numeric = isinstance(data, (np.ndarray, np.generic)) or getattr(grad, "_is_numeric", False)
        if numeric:
            data = np.array(data, copy=True)  # leaves accumulate in place: keep this value
        return cls(
            data=data,
            role=getattr(grad, "role", None),
            kind="numeric" if numeric else "text",
            edited=edited,
            value=grad,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "data": plain_data(self.data),
            "role": self.role,
            "kind": self.kind,
            "edited": self.edited,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any] | None) -> GradRecord | None:
        if d is None:
            return None
        data = np.asarray(d["data"]) if d.get("kind") == "numeric" else d["data"]
        return cls(
            data=data, role=d.get("role"), kind=d.get("kind", "text"), edited=bool(d.get("edited"))
        )


def _grads_to(items: list[GradRecord | None]) -> list[dict[str, Any] | None]:
    return [g.to_dict() if g is not None else None for g in items]


def _grads_from(items: list[Any]) -> list[GradRecord | None]:
    return [GradRecord.from_dict(g) for g in items]


@dataclass
class Contribution:
    """One gradient that arrived at an output slot, and where it came from."""

    sender: int | None  # node id, or None for a seed
    index: int  # edge index at the sender, or the seed's root index
    grad: GradRecord

    def to_dict(self) -> dict[str, Any]:
        return {"sender": self.sender, "index": self.index, "grad": self.grad.to_dict()}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Contribution:
        grad = GradRecord.from_dict(d["grad"])
        assert grad is not None
        return cls(d["sender"], d["index"], grad)


@dataclass
class NodeRecord:
    """What one node did in a backward run."""

    node_id: int
    name: str
    seq: int
    uses_model: bool
    grads_in: list[GradRecord | None]
    contributions: list[list[Contribution]]
    grads_out: list[GradRecord | None]
    edges: list[tuple[int | None, int]]  # per edge: (target node id, output_nr)
    started: float = 0.0
    duration: float = 0.0
    skipped: bool = False
    error: str | None = None
    call_ids: list[int] = field(default_factory=list)
    recomputed: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "node_id": self.node_id,
            "name": self.name,
            "seq": self.seq,
            "uses_model": self.uses_model,
            "grads_in": _grads_to(self.grads_in),
            "contributions": [[c.to_dict() for c in slot] for slot in self.contributions],
            "grads_out": _grads_to(self.grads_out),
            "edges": [list(e) for e in self.edges],
            "started": self.started,
            "duration": self.duration,
            "skipped": self.skipped,
            "error": self.error,
            "call_ids": list(self.call_ids),
            "recomputed": self.recomputed,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> NodeRecord:
        return cls(
            node_id=d["node_id"],
            name=d["name"],
            seq=d["seq"],
            uses_model=d["uses_model"],
            grads_in=_grads_from(d["grads_in"]),
            contributions=[[Contribution.from_dict(c) for c in s] for s in d["contributions"]],
            grads_out=_grads_from(d["grads_out"]),
            edges=[(e[0], e[1]) for e in d["edges"]],
            started=d["started"],
            duration=d["duration"],
            skipped=d["skipped"],
            error=d["error"],
            call_ids=list(d["call_ids"]),
            recomputed=d["recomputed"],
        )


@dataclass
class LeafGrad:
    """A gradient delivered to a leaf (or a retained non-leaf) in a run."""

    uid: int
    role: str | None
    sender: int  # node id
    index: int  # edge index at the sender (-1: retained non-leaf)
    grad: GradRecord

    def to_dict(self) -> dict[str, Any]:
        return {
            "uid": self.uid,
            "role": self.role,
            "sender": self.sender,
            "index": self.index,
            "grad": self.grad.to_dict(),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> LeafGrad:
        grad = GradRecord.from_dict(d["grad"])
        assert grad is not None
        return cls(d["uid"], d.get("role"), d["sender"], d["index"], grad)


@dataclass
class Edit:
    """A gradient replaced by hand. Kept in history, and marked in every run it affects.

    ``kind``: ``"slot"`` (the gradient arriving at output ``index`` of node ``node_id``),
    ``"edge"`` (the gradient node ``node_id`` sent along edge ``index``) or ``"leaf"`` (entry
    ``index`` of leaf ``uid``'s ``.grad`` in this run).
    """

    kind: str
    node_id: int | None
    index: int
    uid: int | None
    old: GradRecord | None
    new_data: Any
    new_role: str | None = None
    run_id: str | None = None
    id: int = field(default_factory=lambda: next(_edit_ids))
    created: float = field(default_factory=time.time)
    applied_in: str | None = None

    def describe(self) -> str:
        where = {
            "slot": f"input {self.index} of node {self.node_id}",
            "edge": f"edge {self.index} out of node {self.node_id}",
            "leaf": f"gradient {self.index} of value {self.uid}",
        }[self.kind]
        return f"edit #{self.id}: {where}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "node_id": self.node_id,
            "index": self.index,
            "uid": self.uid,
            "old": self.old.to_dict() if self.old else None,
            "new_data": plain_data(self.new_data),
            "new_role": self.new_role,
            "run_id": self.run_id,
            "id": self.id,
            "created": self.created,
            "applied_in": self.applied_in,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Edit:
        return cls(
            kind=d["kind"],
            node_id=d["node_id"],
            index=d["index"],
            uid=d["uid"],
            old=GradRecord.from_dict(d["old"]),
            new_data=d["new_data"],
            new_role=d.get("new_role"),
            run_id=d.get("run_id"),
            id=d["id"],
            created=d["created"],
            applied_in=d.get("applied_in"),
        )


@dataclass
class ForwardRun:
    """A recorded forward pass: the graph it built and the names the cell gave its values."""

    id: str
    name: str
    names: dict[int, str]  # value uid -> Python name in the user namespace
    created: float
    duration: float
    snapshot: GraphSnapshot | None = field(default=None, repr=False)
    call_ids: list[int] = field(default_factory=list)
    code: str = ""
    kind: str = "forward"
    saved_graph: dict[str, Any] | None = field(default=None, repr=False)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        from afnio_lab.lab.views.display import run_bundle

        return run_bundle(self)

    def to_dict(self) -> dict[str, Any]:
        from afnio_lab.lab.storage.files import snapshot_to_dict

        return {
            "kind": self.kind,
            "id": self.id,
            "name": self.name,
            "names": {str(k): v for k, v in self.names.items()},
            "created": self.created,
            "duration": self.duration,
            "call_ids": list(self.call_ids),
            "code": self.code,
            "graph": snapshot_to_dict(self.snapshot) if self.snapshot else self.saved_graph,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ForwardRun:
        return cls(
            id=d["id"],
            name=d["name"],
            names={int(k): v for k, v in d["names"].items()},
            created=d["created"],
            duration=d["duration"],
            call_ids=list(d["call_ids"]),
            code=d.get("code", ""),
            saved_graph=d.get("graph"),
        )


@dataclass
class BackwardRun:
    """A recorded backward pass (or a replay of one): per-node records and leaf gradients."""

    id: str
    name: str
    root_uids: list[int]
    seeds: list[GradRecord]
    order: list[int] = field(default_factory=list)
    records: dict[int, NodeRecord] = field(default_factory=dict)
    leaf_grads: list[LeafGrad] = field(default_factory=list)
    edits: list[Edit] = field(default_factory=list)  # applied edits, cumulative
    pending: list[Edit] = field(default_factory=list)  # edits waiting for a replay
    recomputed: list[int] = field(default_factory=list)
    parent: str | None = None
    created: float = field(default_factory=time.time)
    duration: float = 0.0
    status: str = "running"  # "running" | "ok" | "failed"
    error: str | None = None
    retain_graph: bool = True
    names: dict[int, str] = field(default_factory=dict)
    snapshot: GraphSnapshot | None = field(default=None, repr=False)
    kind: str = "backward"
    saved_graph: dict[str, Any] | None = field(default=None, repr=False)

    # -- queries ----------------------------------------------------------------------------
    @property
    def call_ids(self) -> list[int]:
        return [c for r in self.records.values() for c in r.call_ids]

    def record_for(self, node_id: int) -> NodeRecord:
        try:
            return self.records[node_id]
        except KeyError:
            raise KeyError(f"Node {node_id} did not take part in run {self.id!r}.") from None

    def grads_received(self, uid: int, node_id: int, output_nr: int) -> list[GradRecord]:
        """Gradients a value received in this run: leaf deliveries, or its slot's input."""
        leaf = [lg.grad for lg in self.leaf_grads if lg.uid == uid]
        if leaf:
            return leaf
        record = self.records.get(node_id)
        if record is not None and output_nr < len(record.grads_in):
            g = record.grads_in[output_nr]
            return [g] if g is not None else []
        return []

    def leaf_grads_by_uid(self) -> dict[int, list[LeafGrad]]:
        out: dict[int, list[LeafGrad]] = {}
        for lg in self.leaf_grads:
            out.setdefault(lg.uid, []).append(lg)
        return out

    def edited_targets(self) -> tuple[set[int], set[int]]:
        """(node ids, value uids) that an edit touched, for highlighting."""
        nodes: set[int] = set()
        values: set[int] = set()
        for e in self.edits + self.pending:
            if e.uid is not None:
                values.add(e.uid)
            if e.kind == "edge" and e.node_id is not None:
                nodes.add(e.node_id)
        return nodes, values

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        from afnio_lab.lab.views.display import run_bundle

        return run_bundle(self)

    @property
    def graph_alive(self) -> bool:
        return self.snapshot is not None and not any(n.node.freed for n in self.snapshot.nodes)

    def to_dict(self) -> dict[str, Any]:
        from afnio_lab.lab.storage.files import snapshot_to_dict

        return {
            "kind": self.kind,
            "id": self.id,
            "name": self.name,
            "root_uids": self.root_uids,
            "seeds": [s.to_dict() for s in self.seeds],
            "order": self.order,
            "records": [r.to_dict() for r in self.records.values()],
            "leaf_grads": [lg.to_dict() for lg in self.leaf_grads],
            "edits": [e.to_dict() for e in self.edits],
            "pending": [e.to_dict() for e in self.pending],
            "recomputed": self.recomputed,
            "parent": self.parent,
            "created": self.created,
            "duration": self.duration,
            "status": self.status,
            "error": self.error,
            "retain_graph": self.retain_graph,
            "names": {str(k): v for k, v in self.names.items()},
            "graph": snapshot_to_dict(self.snapshot) if self.snapshot else self.saved_graph,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> BackwardRun:
        seeds = [GradRecord.from_dict(s) for s in d["seeds"]]
        return cls(
            id=d["id"],
            name=d["name"],
            root_uids=list(d["root_uids"]),
            seeds=[s for s in seeds if s is not None],
            order=list(d["order"]),
            records={r["node_id"]: NodeRecord.from_dict(r) for r in d["records"]},
            leaf_grads=[LeafGrad.from_dict(lg) for lg in d["leaf_grads"]],
            edits=[Edit.from_dict(e) for e in d["edits"]],
            pending=[Edit.from_dict(e) for e in d["pending"]],
            recomputed=list(d["recomputed"]),
            parent=d.get("parent"),
            created=d["created"],
            duration=d["duration"],
            status=d["status"],
            error=d.get("error"),
            retain_graph=d.get("retain_graph", True),
            names={int(k): v for k, v in d.get("names", {}).items()},
            kind=d.get("kind", "backward"),
            saved_graph=d.get("graph"),
        )

    def summary(self) -> str:
        ran = sum(1 for r in self.records.values() if not r.skipped)
        parts = [
            f"{self.kind} run {self.id!r} ({self.name}): {ran} node(s) ran",
            f"{len(self.call_ids)} model call(s)",
            f"{self.duration * 1000:.1f} ms",
        ]
        if self.recomputed:
            parts.append(f"{len(self.recomputed)} recomputed")
        if self.edits:
            parts.append(f"{len(self.edits)} edit(s)")
        if self.status != "ok":
            parts.append(self.status.upper() + (f": {self.error}" if self.error else ""))
        return ", ".join(parts)


Run = ForwardRun | BackwardRun

__all__ = [
    "BackwardRun",
    "Contribution",
    "Edit",
    "ForwardRun",
    "GradRecord",
    "LeafGrad",
    "NodeRecord",
    "Run",
    "new_run_id",
]
