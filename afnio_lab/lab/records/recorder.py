"""An engine observer that turns a backward pass into a :class:`BackwardRun`."""

from __future__ import annotations

import time
from typing import Any

import numpy as np

from afnio_lab.autodiff.engine import GraphTask, LeafDelivery, NodeRun
from afnio_lab.lab.records.runs import (
    BackwardRun,
    Contribution,
    GradRecord,
    LeafGrad,
    LeafGrads,
    NodeRecord,
    NodeRecords,
)


def _error_text(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"


class Recorder:
    """Fills ``run`` as the engine reports nodes; ``recompute`` marks replayed nodes."""

    def __init__(self, run: BackwardRun, recompute: bool = False) -> None:
        self.run = run
        self.recompute = recompute
        self._t0 = 0.0
        self._listeners: list[Any] = []
        self._delivered = 0  # leaf deliveries of the task already recorded (resume-safe)
        self._grads = GradRecords()

    def _record(self, node_run: NodeRun) -> NodeRecord:
        return node_record(node_run, self._grads)

    def _leaf_grads(self, deliveries: list[LeafDelivery]) -> list[LeafGrad]:
        return leaf_records(deliveries, self._grads)

    def add_listener(self, fn: Any) -> None:
        """Called with each new NodeRecord (progress bars, step views)."""
        self._listeners.append(fn)

    def on_task_start(self, task: GraphTask) -> None:
        self._t0 = time.perf_counter()
        if not self.run.order:
            self.run.order = [n.node_id for n in task.order]

    def on_node_end(self, task: GraphTask, node_run: NodeRun) -> None:
        records = self.run.records
        if (
            not self.recompute
            and not self._listeners
            and isinstance(records, NodeRecords)
            and _plain_numeric(node_run)
        ):
            records.defer(node_run, self._record)  # made when someone looks (see NodeRecords)
            return
        record = node_record(node_run, self._grads)
        record.recomputed = self.recompute and not node_run.skipped
        self.run.records[record.node_id] = record
        if record.recomputed:
            self.run.recomputed.append(record.node_id)
        for fn in self._listeners:
            fn(record)

    def on_task_end(self, task: GraphTask, error: BaseException | None) -> None:
        self.run.duration += time.perf_counter() - self._t0
        deliveries = task.leaf_deliveries[self._delivered :]
        leaves = self.run.leaf_grads
        if isinstance(leaves, LeafGrads) and all(isinstance(d.grad, _NUMERIC) for d in deliveries):
            leaves.defer(deliveries, self._leaf_grads)  # made when someone looks
        else:
            leaves.extend(self._leaf_grads(deliveries))
        self._delivered = len(task.leaf_deliveries)
        # Nodes that ran at once report in the order they finished; keep schedule order so
        # a run reads the same whatever the timing.
        records = self.run.records
        if isinstance(records, NodeRecords):
            records.sort_by_seq()
        else:
            self.run.records = NodeRecords(sorted(records.items(), key=lambda kv: kv[1].seq))
        if self.run.recomputed:
            seq = {node_id: r.seq for node_id, r in self.run.records.items()}
            self.run.recomputed.sort(key=lambda node_id: seq.get(node_id, -1))
        self.run.status = "failed" if error is not None else "ok"
        self.run.error = _error_text(error) if error is not None else None


_NUMERIC = (np.ndarray, np.generic)


def _plain_numeric(node_run: NodeRun) -> bool:
    """Whether every gradient the node saw is a numpy array or scalar (or None): such a
    node can be recorded later with nothing lost (numeric gradients are never written in
    place on their way through a pass)."""
    for g in node_run.grads_in:
        if g is not None and not isinstance(g, _NUMERIC):
            return False
    for g in node_run.grads_out:
        if g is not None and not isinstance(g, _NUMERIC):
            return False
    for slot in node_run.contributions:
        for g in slot:
            if not isinstance(g, _NUMERIC):
                return False
    return True


class GradRecords:
    """The records of one pass's numeric gradients (arrays and numpy scalars), one per
    gradient however many places it is seen: an Add sends one array down both edges, and a
    sender's output is the receiver's input, so a big pass records each once, not four
    times. Numeric gradients are never written in place on their way through a pass, so one
    copy serves every place; text gradients (mutable Variables) are recorded where seen."""

    def __init__(self) -> None:
        self._arrays: dict[int, GradRecord] = {}  # id(array) -> record (which keeps it alive)

    def of(self, grad: Any) -> GradRecord | None:
        if type(grad) is not np.ndarray and not isinstance(grad, np.generic):
            return GradRecord.of(grad)
        found = self._arrays.get(id(grad))
        if found is None:
            found = self._arrays[id(grad)] = GradRecord.of_array(grad)
        return found


def node_record(node_run: NodeRun, grads: GradRecords | None = None) -> NodeRecord:
    record = (grads or GradRecords()).of
    node = node_run.node
    contributions = [
        [Contribution(src[0], src[1], record(g)) for g, src in zip(slot_grads, srcs)]  # type: ignore[arg-type]
        for slot_grads, srcs in zip(node_run.contributions, node_run.sources)
    ]
    return NodeRecord(
        node_id=node.node_id,
        name=node.name(),
        seq=node_run.seq,
        uses_model=bool(getattr(getattr(node, "fn_cls", None), "uses_model", False)),
        grads_in=[record(g) for g in node_run.grads_in],
        contributions=contributions,
        grads_out=[record(g) for g in node_run.grads_out],
        edges=[(e.node.node_id if e.node else None, e.output_nr) for e in node._next_functions],
        started=node_run.started,
        duration=node_run.duration,
        skipped=node_run.skipped,
        error=_error_text(node_run.error) if node_run.error else None,
    )


def leaf_grads(task: GraphTask, start: int = 0, grads: GradRecords | None = None) -> list[LeafGrad]:
    return leaf_records(task.leaf_deliveries[start:], grads)


def leaf_records(
    deliveries: list[LeafDelivery], grads: GradRecords | None = None
) -> list[LeafGrad]:
    record = (grads or GradRecords()).of
    out = []
    for d in deliveries:
        grad = record(d.grad)
        assert grad is not None
        out.append(
            LeafGrad(
                d.value.uid, getattr(d.value, "role", None), d.source[0] or 0, d.source[1], grad
            )
        )
    return out


def prior_grads(values: Any) -> dict[int, GradRecord]:
    """The gradients numeric leaves hold before a pass (earlier passes' sum), by value uid
    (``values``: a snapshot's value infos). Text leaves keep lists; non-leaves hold none."""
    prior: dict[int, GradRecord] = {}
    for info in values:
        if info.kind == "output" or not getattr(info.value, "_is_numeric", False):
            continue
        record = GradRecord.of(getattr(info.value, "grad", None))
        if record is not None:
            prior[info.uid] = record
    return prior


__all__ = ["GradRecords", "Recorder", "leaf_grads", "leaf_records", "node_record", "prior_grads"]
