"""Recorded runs: what a forward pass built and what a backward pass did at every node.

Records keep plain data (text, numbers) so they can be saved and diffed, plus, while the
kernel lives, a reference to the live gradient object and graph (``value``, ``snapshot``),
which replay needs. Loading a saved session gives the data without the live parts. How a
record is saved (:mod:`afnio_lab.lab.storage.codec`) and shown (:mod:`afnio_lab.lab.views`)
is installed through :mod:`afnio_lab.lab.records.hooks`.
"""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, Literal

import numpy as np

from afnio_lab.autodiff.gc_pause import gc_paused
from afnio_lab.autodiff.graph_walk import GraphSnapshot
from afnio_lab.lab.records.hooks import Displayed, Saved
from afnio_lab.lab.records.plain import node_words

_run_ids = itertools.count(1)


def new_run_id(prefix: str) -> str:
    return f"{prefix}{next(_run_ids)}"


@dataclass
class GradRecord(Saved):
    """A gradient as recorded: its data and role, and the live object while it exists."""

    data: Any
    role: str | None = None
    kind: Literal["text", "numeric"] = "text"
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

    @classmethod
    def of_array(cls, grad: np.ndarray | np.generic) -> GradRecord:
        """:meth:`of` for a numpy array or scalar (the common case on a numeric pass)."""
        return cls(np.array(grad, copy=True), None, "numeric", False, grad)


@dataclass
class Contribution(Saved):
    """One gradient that arrived at an output slot, and where it came from."""

    sender: int | None  # node id, or None for a seed
    index: int  # edge index at the sender, or the seed's root index
    grad: GradRecord


@dataclass
class NodeRecord(Saved):
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


class _Deferrals:
    """Records kept as (source, recipe) until their container is first read: shared by
    :class:`NodeRecords` and :class:`LeafGrads` (which declare the two slots)."""

    __slots__ = ()
    _pending: list[tuple[Any, Callable[[Any], Any]]]
    _lock: threading.Lock

    def defer(self, source: Any, make: Callable[[Any], Any]) -> None:
        """Keep ``source`` unrecorded; ``make(source)`` records it on the first read."""
        with self._lock:
            self._pending.append((source, make))

    @property
    def deferred(self) -> int:
        """How many records are still to be made (0 once the container was read)."""
        return len(self._pending)

    def _take_deferred(self) -> list[tuple[Any, Callable[[Any], Any]]]:
        if not self._pending:
            return []
        with self._lock:
            pending = list(self._pending)
            self._pending.clear()
        return pending


class NodeRecords(_Deferrals, dict[int, NodeRecord]):
    """A run's node records by node id, in schedule order.

    A node whose gradients are all numpy arrays or scalars (never written in place on their
    way through a pass) can be recorded later from its engine ``NodeRun`` with no loss:
    :meth:`defer` keeps the run and its recipe, and the record is made on the first read of
    the mapping. A pass over a big numeric graph records nothing per node that nobody looks
    at; the first look (a drawing, a diff, a save) makes every record at once.
    """

    __slots__ = ("_indexed", "_lock", "_pending", "_where")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._pending = []
        self._lock = threading.Lock()
        #: node id -> its places in ``_pending``, indexed on the first single lookup
        self._where: dict[int, list[int]] = {}
        self._indexed = 0  # how many of ``_pending`` are in ``_where``

    def _settle(self) -> None:
        pending = self._take_deferred()
        self._where, self._indexed = {}, 0
        if not pending:
            return
        with gc_paused():  # a record per node: see afnio_lab.autodiff.gc_pause
            for entry in pending:
                if entry is None:  # made on its own by get()
                    continue
                node_run, make = entry
                record = make(node_run)
                dict.__setitem__(self, record.node_id, record)
            self._reorder()

    def _make_one(self, node_id: int) -> None:
        """Make only ``node_id``'s deferred record: a drawing of a folded big graph reads a
        few nodes of many. Its newest report wins, as when all are made."""
        with self._lock:
            pending: list[Any] = self._pending
            for i in range(self._indexed, len(pending)):
                if pending[i] is not None:
                    self._where.setdefault(pending[i][0].node.node_id, []).append(i)
            self._indexed = len(pending)
            places = self._where.pop(node_id, [])
            entries = [pending[i] for i in places]
            for i in places:
                pending[i] = None
        if entries:
            node_run, make = entries[-1]
            dict.__setitem__(self, node_id, make(node_run))

    def made(self) -> Any:
        """The records made so far, leaving the deferred ones unmade. Enough for model calls:
        a deferred node made none, and calls are filed through :meth:`get`, which makes the
        node's record."""
        return dict.values(self)

    def ran(self) -> int:
        """How many nodes ran (were not skipped), counted without making the deferred
        records: a run's summary line should not cost a record per node."""
        with self._lock:
            pending = [entry[0] for entry in self._pending if entry is not None]
        return sum(not r.skipped for r in dict.values(self)) + sum(
            not node_run.skipped for node_run in pending
        )

    def sort_by_seq(self) -> None:
        """Put the records in schedule order (deferred ones are, when they are made)."""
        if not self._pending:
            self._reorder()

    def _reorder(self) -> None:
        ordered = sorted(dict.items(self), key=lambda kv: kv[1].seq)
        dict.clear(self)
        dict.update(self, ordered)

    # every read and write settles first (a write keeps the order the records were made in)
    def __getitem__(self, key: int) -> NodeRecord:
        self._settle()
        return dict.__getitem__(self, key)

    def __setitem__(self, key: int, value: NodeRecord) -> None:
        self._settle()
        dict.__setitem__(self, key, value)

    def __delitem__(self, key: int) -> None:
        self._settle()
        dict.__delitem__(self, key)

    def __contains__(self, key: object) -> bool:
        self._settle()
        return dict.__contains__(self, key)

    def __iter__(self) -> Iterator[int]:
        self._settle()
        return dict.__iter__(self)

    def __reversed__(self) -> Iterator[int]:
        self._settle()
        return dict.__reversed__(self)

    def __len__(self) -> int:
        self._settle()
        return dict.__len__(self)

    def __eq__(self, other: object) -> bool:
        self._settle()
        if isinstance(other, NodeRecords):
            other._settle()
        return dict.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = None

    def __repr__(self) -> str:
        self._settle()
        return dict.__repr__(self)

    def __reduce__(self) -> Any:
        self._settle()
        return (NodeRecords, (dict(self.items()),))

    def get(self, key: int, default: Any = None) -> Any:
        if self._pending and not dict.__contains__(self, key):
            self._make_one(key)
        return dict.get(self, key, default)

    def keys(self) -> Any:
        self._settle()
        return dict.keys(self)

    def values(self) -> Any:
        self._settle()
        return dict.values(self)

    def items(self) -> Any:
        self._settle()
        return dict.items(self)

    def copy(self) -> dict[int, NodeRecord]:
        self._settle()
        return dict(dict.items(self))

    def pop(self, key: int, *default: Any) -> Any:
        self._settle()
        return dict.pop(self, key, *default)

    def popitem(self) -> tuple[int, NodeRecord]:
        self._settle()
        return dict.popitem(self)

    def setdefault(self, key: int, default: Any = None) -> Any:
        self._settle()
        return dict.setdefault(self, key, default)

    def update(self, *args: Any, **kwargs: Any) -> None:
        self._settle()
        dict.update(self, *args, **kwargs)

    def clear(self) -> None:
        with self._lock:
            self._pending = []
            self._where, self._indexed = {}, 0
        dict.clear(self)

    def __or__(self, other: Any) -> Any:
        self._settle()
        return dict(dict.items(self)) | other

    def __ior__(self, other: Any) -> NodeRecords:  # type: ignore[override]
        self.update(other)
        return self


@dataclass
class LeafGrad(Saved):
    """A gradient delivered to a leaf (or a retained non-leaf) in a run."""

    uid: int
    role: str | None
    sender: int  # node id
    index: int  # edge index at the sender (-1: retained non-leaf)
    grad: GradRecord


class LeafGrads(_Deferrals, list[LeafGrad]):
    """A run's leaf deliveries, in delivery order. Like :class:`NodeRecords`, deliveries of
    numeric gradients can be added unrecorded (:meth:`defer`) and become :class:`LeafGrad`
    records on the first read: a big numeric pass delivers to its leaves once per op."""

    __slots__ = ("_lock", "_pending")

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self._pending = []
        self._lock = threading.Lock()

    def _settle(self) -> None:
        pending = self._take_deferred()
        if not pending:
            return
        with gc_paused():
            for deliveries, make in pending:
                list.extend(self, make(deliveries))

    def __reduce__(self) -> Any:
        return (LeafGrads, (list(self),))


def _settling(name: str) -> Any:
    """``list.<name>``, making the deferred records first."""
    method = getattr(list, name)

    def settled(self: LeafGrads, *args: Any, **kwargs: Any) -> Any:
        self._settle()
        return method(self, *args, **kwargs)

    settled.__name__ = name
    return settled


_SETTLING = (
    "__getitem__",
    "__setitem__",
    "__delitem__",
    "__contains__",
    "__iter__",
    "__reversed__",
    "__len__",
    "__eq__",
    "__ne__",
    "__lt__",
    "__le__",
    "__gt__",
    "__ge__",
    "__add__",
    "__iadd__",
    "__mul__",
    "__rmul__",
    "__imul__",
    "__repr__",
    "append",
    "extend",
    "insert",
    "pop",
    "remove",
    "index",
    "count",
    "sort",
    "reverse",
    "copy",
    "clear",
)
for _name in _SETTLING:
    setattr(LeafGrads, _name, _settling(_name))


@dataclass
class Edit(Saved):
    """A gradient replaced by hand. Kept in history, and marked in every run it affects.

    ``kind``: ``"slot"`` (the gradient arriving at output ``index`` of node ``node_id``),
    ``"edge"`` (the gradient node ``node_id`` sent along edge ``index``) or ``"leaf"`` (entry
    ``index`` of leaf ``uid``'s ``.grad`` in this run).
    """

    kind: Literal["slot", "edge", "leaf"]
    node_id: int | None
    index: int
    uid: int | None
    old: GradRecord | None
    new_data: Any
    new_role: str | None = None
    run_id: str | None = None
    id: int = 0  # numbered by the session that records it: edit #1, #2, … as made
    created: float = field(default_factory=time.time)
    applied_in: str | None = None

    def describe(self, run: BackwardRun | None = None) -> str:
        """What the edit replaces, naming values and nodes as the notebook does when
        ``run`` (the run it edits) is given: "edit #3: the gradient arriving at Add making
        `z` (step 1 of 2)"."""
        node = run.node_words(self.node_id) if run is not None else f"node {self.node_id}"
        value = run.names.get(self.uid) if run is not None and self.uid is not None else None
        value = f"`{value}`" if value else f"value {self.uid}"
        output = f" (output {self.index})" if self.index else ""
        where = {
            "slot": f"the gradient arriving at {node}{output}",
            "edge": f"the gradient {node} sends along its edge {self.index}",
            "leaf": f"gradient {self.index} of {value}",
        }[self.kind]
        return f"edit #{self.id}: {where}"


@dataclass
class SampleRecord(Saved):
    """One input sample of a forward run: what went in, what came out, and its score.

    ``inputs``: name -> data of what went in for this sample: the values that filled the
    ops' templates (by placeholder), then other leaves bound to a name (this sample's item
    of a batched value); ``outputs``: name -> data of each op output bound to a name
    (evaluator outputs excluded: they are ``score`` and ``explanation``); ``call_ids``: the
    model calls made for this sample; ``expected``: the evaluator's target for it (None:
    no evaluator, or one without targets).
    """

    index: int
    inputs: dict[str, Any] = field(default_factory=dict)
    outputs: dict[str, Any] = field(default_factory=dict)
    score: float | None = None
    explanation: str | None = None
    call_ids: list[int] = field(default_factory=list)
    expected: Any = None


@dataclass
class ForwardRun(Saved, Displayed):
    """A recorded forward pass: the graph it built and the names the cell gave its values.

    ``samples`` holds, per input sample, its inputs, outputs and score; ``params`` the text
    of each prompt Parameter at run time (name -> text); ``parent`` the run this one was
    re-run from (:meth:`~afnio_lab.lab.session.Session.rerun_forward`), if any.
    """

    id: str
    name: str
    names: dict[int, str]  # value uid -> Python name in the user namespace
    created: float
    duration: float
    snapshot: GraphSnapshot | None = field(default=None, repr=False)
    call_ids: list[int] = field(default_factory=list)
    code: str = ""
    kind: Literal["forward"] = "forward"
    saved_graph: dict[str, Any] | None = field(default=None, repr=False)
    samples: list[SampleRecord] = field(default_factory=list, repr=False)
    params: dict[str, str] = field(default_factory=dict)
    parent: str | None = None

    def scores(self) -> list[float]:
        """The samples' scores (those that have one)."""
        return [s.score for s in self.samples if s.score is not None]

    def summary(self) -> str:
        scores = self.scores()
        parts = [f"forward run {self.id!r} ({self.name}): {len(self.samples)} sample(s)"]
        if scores:
            parts.append(f"score {sum(scores) / len(scores):.3g} (n={len(scores)})")
        parts.append(f"{len(self.call_ids)} model call(s)")
        parts.append(f"{self.duration * 1000:.1f} ms")
        if self.parent:
            parts.append(f"re-run of {self.parent}")
        return ", ".join(parts)


@dataclass
class BackwardRun(Saved, Displayed):
    """A recorded backward pass (or a replay of one): per-node records and leaf gradients."""

    id: str
    name: str
    root_uids: list[int]
    seeds: list[GradRecord]
    order: list[int] = field(default_factory=list)
    records: dict[int, NodeRecord] = field(default_factory=NodeRecords)
    leaf_grads: list[LeafGrad] = field(default_factory=LeafGrads)
    edits: list[Edit] = field(default_factory=list)  # applied edits, cumulative
    pending: list[Edit] = field(default_factory=list)  # edits waiting for a replay
    recomputed: list[int] = field(default_factory=list)
    parent: str | None = None
    created: float = field(default_factory=time.time)
    duration: float = 0.0
    status: Literal["running", "ok", "failed"] = "running"
    error: str | None = None
    retain_graph: bool = True
    input_uids: list[int] | None = None  # backward(inputs=...): the only leaves it fed
    names: dict[int, str] = field(default_factory=dict)
    snapshot: GraphSnapshot | None = field(default=None, repr=False)
    kind: Literal["backward", "replay"] = "backward"
    saved_graph: dict[str, Any] | None = field(default=None, repr=False)
    #: value uid -> the ``.grad`` a numeric leaf held before this pass (earlier passes'):
    #: views show this pass's gradient and name ``.grad`` where the two differ
    prior_grads: dict[int, GradRecord] = field(default_factory=dict)

    # -- queries ----------------------------------------------------------------------------
    @property
    def call_ids(self) -> list[int]:
        records = self.records
        made = records.made() if isinstance(records, NodeRecords) else records.values()
        return [c for r in made for c in r.call_ids]

    def record_for(self, node_id: int) -> NodeRecord:
        try:
            return self.records[node_id]
        except KeyError:
            raise KeyError(f"Node {node_id} did not take part in run {self.id!r}.") from None

    def node_words(self, node_id: int | None) -> str:
        """Node ``node_id`` as a user knows it: its op, the value it makes (its name in the
        notebook, else its role) and its step in this pass, e.g. "Add making `z` (step 2
        of 5)"."""
        if node_id is None:
            return "the seed"
        record = self.records.get(node_id)
        op = record.name if record is not None else "node"
        made = None
        if self.snapshot is not None:
            at = self.snapshot.values_at(node_id)
            value = next((v for v in at if v.output_nr == 0), None)
            if record is None:
                op = next((n.name for n in self.snapshot.nodes if n.id == node_id), op)
            if value is not None:
                role = getattr(value.value, "role", None)
                name = self.names.get(value.uid)
                made = f"`{name}`" if name else f"'{role}'" if role else None
        step = self.order.index(node_id) + 1 if node_id in self.order else None
        return node_words(op, made, step, len(self.order) or None)

    def grads_received(self, uid: int, node_id: int, output_nr: int) -> list[GradRecord]:
        """Gradients a value received in this run: leaf deliveries, or its slot's input."""
        leaf = [lg.grad for lg in self.leaf_grads if lg.uid == uid]
        return leaf or self._slot_input(node_id, output_nr)

    def grads_received_by(
        self, values: Iterable[tuple[int, int, int]]
    ) -> dict[int, list[GradRecord]]:
        """:meth:`grads_received` for many ``(uid, node_id, output_nr)`` at once (one pass
        over the leaf deliveries, however many values): uid -> gradients."""
        leaf = self.leaf_grads_by_uid()
        return {
            uid: [lg.grad for lg in leaf.get(uid, ())] or self._slot_input(node_id, output_nr)
            for uid, node_id, output_nr in values
        }

    def grads_at(self, node_id: int, output_nr: int) -> list[GradRecord]:
        """What arrived at output ``output_nr`` of node ``node_id`` (a value the graph no
        longer holds: pictures and panels ask by place)."""
        return self._slot_input(node_id, output_nr)

    def _slot_input(self, node_id: int, output_nr: int) -> list[GradRecord]:
        """What arrived at a node's output slot: its recorded input once the node ran, else
        what the nodes that ran so far sent it (a step-through shows a value's gradient as
        soon as it is sent, not a step later when its node runs)."""
        record = self.records.get(node_id)
        if record is not None and output_nr < len(record.grads_in):
            g = record.grads_in[output_nr]
            return [g] if g is not None else []
        if record is None and self.status == "running":
            return self._sent_to(node_id, output_nr)
        return []

    def _sent_to(self, node_id: int, output_nr: int) -> list[GradRecord]:
        return [
            g
            for r in self.records.values()
            for (dst, slot), g in zip(r.edges, r.grads_out)
            if dst == node_id and slot == output_nr and g is not None
        ]

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

    @property
    def graph_alive(self) -> bool:
        return self.snapshot is not None and not any(n.node.freed for n in self.snapshot.nodes)

    def made_call_ids(self) -> list[int]:
        """The model calls this run made itself: a replay inherits the records (and calls)
        of the nodes it did not recompute from the run it replays."""
        if self.kind != "replay":
            return self.call_ids
        fresh = set(self.recomputed)
        return [c for nid, r in self.records.items() if nid in fresh for c in r.call_ids]

    def summary(self) -> str:
        made = len(self.made_call_ids())
        inherited = len(self.call_ids) - made
        if self.kind == "replay":
            ran = f"{len(self.recomputed)} node(s) recomputed"
        else:
            records = self.records
            count = (
                records.ran()
                if isinstance(records, NodeRecords)
                else sum(not r.skipped for r in records.values())
            )
            ran = f"{count} node(s) ran"
        calls = f"{made} model call(s)"
        if inherited:
            calls += f" (+{inherited} inherited from {self.parent or 'its parent'})"
        parts = [
            f"{self.kind} run {self.id!r} ({self.name}): {ran}",
            calls,
            f"{self.duration * 1000:.1f} ms",
        ]
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
    "LeafGrads",
    "NodeRecord",
    "NodeRecords",
    "Run",
    "SampleRecord",
    "new_run_id",
]
