"""The saved shape of every record: records to plain dicts and back (the one owner of it).

Changing how a run, an edit or an experiment is saved means editing this file; the schema
that checks a file before loading (:mod:`afnio_lab.lab.storage.schema`) follows it. Live
parts (gradient objects, graphs) are never saved: a run's graph is saved as plain data and
comes back as ``saved_graph``. Installed as the records' codec when imported.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import asdict
from typing import Any

import numpy as np

from afnio_lab.autodiff.graph_walk import GraphSnapshot
from afnio_lab.lab.records.experiments import (
    EpochRecord,
    Evaluation,
    ExperimentRun,
    MetricPoint,
    PromptUpdate,
)
from afnio_lab.lab.records.hooks import set_codec
from afnio_lab.lab.records.plain import plain_data
from afnio_lab.lab.records.runs import (
    BackwardRun,
    Contribution,
    Edit,
    ForwardRun,
    GradRecord,
    LeafGrad,
    NodeRecord,
    Run,
    SampleRecord,
)

# -- graphs --------------------------------------------------------------------------------


def snapshot_to_dict(snapshot: GraphSnapshot) -> dict[str, Any]:
    """The graph as plain data (shape, and each value's data and role at save time)."""
    return {
        "nodes": [
            {
                "id": n.id,
                "name": n.name,
                "kind": n.kind,
                "uses_model": n.uses_model,
                "num_outputs": n.num_outputs,
            }
            for n in snapshot.nodes
        ],
        "edges": [[e.src, e.dst, e.output_nr, e.position] for e in snapshot.edges],
        "values": [
            {
                "uid": v.uid,
                "node_id": v.node_id,
                "output_nr": v.output_nr,
                "kind": v.kind,
                "is_root": v.is_root,
                "role": getattr(v.value, "role", None),
                "data": plain_data(getattr(v.value, "data", None)),
            }
            for v in snapshot.values
        ],
        "roots": list(snapshot.roots),
    }


def _graph(run: Run) -> dict[str, Any] | None:
    return snapshot_to_dict(run.snapshot) if run.snapshot else run.saved_graph


# -- gradients -----------------------------------------------------------------------------


def grad_to_dict(grad: GradRecord) -> dict[str, Any]:
    return {
        "data": plain_data(grad.data),
        "role": grad.role,
        "kind": grad.kind,
        "edited": grad.edited,
    }


def grad_from_dict(d: Mapping[str, Any] | None) -> GradRecord | None:
    if d is None:
        return None
    data = np.asarray(d["data"]) if d.get("kind") == "numeric" else d["data"]
    return GradRecord(
        data=data, role=d.get("role"), kind=d.get("kind", "text"), edited=bool(d.get("edited"))
    )


def _grad(d: Mapping[str, Any]) -> GradRecord:
    """A gradient that must be there (contributions and leaf deliveries always carry one)."""
    grad = grad_from_dict(d)
    assert grad is not None
    return grad


def _grads_to(items: list[GradRecord | None]) -> list[dict[str, Any] | None]:
    return [grad_to_dict(g) if g is not None else None for g in items]


def _grads_from(items: list[Any]) -> list[GradRecord | None]:
    return [grad_from_dict(g) for g in items]


def contribution_to_dict(c: Contribution) -> dict[str, Any]:
    return {"sender": c.sender, "index": c.index, "grad": grad_to_dict(c.grad)}


def contribution_from_dict(d: Mapping[str, Any]) -> Contribution:
    return Contribution(d["sender"], d["index"], _grad(d["grad"]))


def leaf_grad_to_dict(lg: LeafGrad) -> dict[str, Any]:
    return {
        "uid": lg.uid,
        "role": lg.role,
        "sender": lg.sender,
        "index": lg.index,
        "grad": grad_to_dict(lg.grad),
    }


def leaf_grad_from_dict(d: Mapping[str, Any]) -> LeafGrad:
    return LeafGrad(d["uid"], d.get("role"), d["sender"], d["index"], _grad(d["grad"]))


# -- node records and edits ------------------------------------------------------------------


def node_record_to_dict(r: NodeRecord) -> dict[str, Any]:
    return {
        "node_id": r.node_id,
        "name": r.name,
        "seq": r.seq,
        "uses_model": r.uses_model,
        "grads_in": _grads_to(r.grads_in),
        "contributions": [[contribution_to_dict(c) for c in slot] for slot in r.contributions],
        "grads_out": _grads_to(r.grads_out),
        "edges": [list(e) for e in r.edges],
        "started": r.started,
        "duration": r.duration,
        "skipped": r.skipped,
        "error": r.error,
        "call_ids": list(r.call_ids),
        "recomputed": r.recomputed,
    }


def node_record_from_dict(d: Mapping[str, Any]) -> NodeRecord:
    return NodeRecord(
        node_id=d["node_id"],
        name=d["name"],
        seq=d["seq"],
        uses_model=d["uses_model"],
        grads_in=_grads_from(d["grads_in"]),
        contributions=[[contribution_from_dict(c) for c in s] for s in d["contributions"]],
        grads_out=_grads_from(d["grads_out"]),
        edges=[(e[0], e[1]) for e in d["edges"]],
        started=d["started"],
        duration=d["duration"],
        skipped=d["skipped"],
        error=d["error"],
        call_ids=list(d["call_ids"]),
        recomputed=d["recomputed"],
    )


def edit_to_dict(e: Edit) -> dict[str, Any]:
    return {
        "kind": e.kind,
        "node_id": e.node_id,
        "index": e.index,
        "uid": e.uid,
        "old": grad_to_dict(e.old) if e.old else None,
        "new_data": plain_data(e.new_data),
        "new_role": e.new_role,
        "run_id": e.run_id,
        "id": e.id,
        "created": e.created,
        "applied_in": e.applied_in,
    }


def edit_from_dict(d: Mapping[str, Any]) -> Edit:
    return Edit(
        kind=d["kind"],
        node_id=d["node_id"],
        index=d["index"],
        uid=d["uid"],
        old=grad_from_dict(d["old"]),
        new_data=d["new_data"],
        new_role=d.get("new_role"),
        run_id=d.get("run_id"),
        id=d["id"],
        created=d["created"],
        applied_in=d.get("applied_in"),
    )


# -- runs ----------------------------------------------------------------------------------


def forward_run_to_dict(run: ForwardRun) -> dict[str, Any]:
    return {
        "kind": run.kind,
        "id": run.id,
        "name": run.name,
        "names": {str(k): v for k, v in run.names.items()},
        "created": run.created,
        "duration": run.duration,
        "call_ids": list(run.call_ids),
        "code": run.code,
        "graph": _graph(run),
        "samples": [sample_to_dict(s) for s in run.samples],
        "params": dict(run.params),
        "parent": run.parent,
    }


def forward_run_from_dict(d: Mapping[str, Any]) -> ForwardRun:
    """A forward run; files from before samples were recorded load with none."""
    return ForwardRun(
        id=d["id"],
        name=d["name"],
        names={int(k): v for k, v in d["names"].items()},
        created=d["created"],
        duration=d["duration"],
        call_ids=list(d["call_ids"]),
        code=d.get("code", ""),
        saved_graph=d.get("graph"),
        samples=[sample_from_dict(s) for s in d.get("samples", [])],
        params=dict(d.get("params", {})),
        parent=d.get("parent"),
    )


def sample_to_dict(s: SampleRecord) -> dict[str, Any]:
    return {
        "index": s.index,
        "inputs": {k: plain_data(v) for k, v in s.inputs.items()},
        "outputs": {k: plain_data(v) for k, v in s.outputs.items()},
        "score": s.score,
        "explanation": s.explanation,
        "call_ids": list(s.call_ids),
        "expected": plain_data(s.expected),
    }


def sample_from_dict(d: Mapping[str, Any]) -> SampleRecord:
    return SampleRecord(
        index=d["index"],
        inputs=dict(d.get("inputs", {})),
        outputs=dict(d.get("outputs", {})),
        score=d.get("score"),
        explanation=d.get("explanation"),
        call_ids=list(d.get("call_ids", [])),
        expected=d.get("expected"),
    )


def backward_run_to_dict(run: BackwardRun) -> dict[str, Any]:
    out: dict[str, Any] = {
        "kind": run.kind,
        "id": run.id,
        "name": run.name,
        "root_uids": run.root_uids,
        "seeds": [grad_to_dict(s) for s in run.seeds],
        "order": run.order,
        "records": [node_record_to_dict(r) for r in run.records.values()],
        "leaf_grads": [leaf_grad_to_dict(lg) for lg in run.leaf_grads],
        "edits": [edit_to_dict(e) for e in run.edits],
        "pending": [edit_to_dict(e) for e in run.pending],
        "recomputed": run.recomputed,
        "parent": run.parent,
        "created": run.created,
        "duration": run.duration,
        "status": run.status,
        "error": run.error,
        "retain_graph": run.retain_graph,
    }
    if run.input_uids is not None:  # written only when set: other runs save as they always did
        out["input_uids"] = list(run.input_uids)
    if run.prior_grads:  # likewise
        out["prior_grads"] = {str(k): grad_to_dict(g) for k, g in run.prior_grads.items()}
    out["names"] = {str(k): v for k, v in run.names.items()}
    out["graph"] = _graph(run)
    return out


def backward_run_from_dict(d: Mapping[str, Any]) -> BackwardRun:
    seeds = [grad_from_dict(s) for s in d["seeds"]]
    input_uids = d.get("input_uids")
    return BackwardRun(
        id=d["id"],
        name=d["name"],
        root_uids=list(d["root_uids"]),
        seeds=[s for s in seeds if s is not None],
        order=list(d["order"]),
        records={r["node_id"]: node_record_from_dict(r) for r in d["records"]},
        leaf_grads=[leaf_grad_from_dict(lg) for lg in d["leaf_grads"]],
        edits=[edit_from_dict(e) for e in d["edits"]],
        pending=[edit_from_dict(e) for e in d["pending"]],
        recomputed=list(d["recomputed"]),
        parent=d.get("parent"),
        created=d["created"],
        duration=d["duration"],
        status=d["status"],
        error=d.get("error"),
        retain_graph=d.get("retain_graph", True),
        input_uids=list(input_uids) if input_uids is not None else None,
        names={int(k): v for k, v in d.get("names", {}).items()},
        kind=d.get("kind", "backward"),
        saved_graph=d.get("graph"),
        prior_grads=_prior_from(d.get("prior_grads") or {}),
    )


def _prior_from(d: Mapping[str, Any]) -> dict[int, GradRecord]:
    prior = {int(k): grad_from_dict(g) for k, g in d.items()}
    return {k: g for k, g in prior.items() if g is not None}


def run_to_dict(run: Run) -> dict[str, Any]:
    if isinstance(run, ForwardRun):
        return forward_run_to_dict(run)
    return backward_run_to_dict(run)


def run_from_dict(d: Mapping[str, Any]) -> Run:
    """A forward or backward (or replay) run, by the ``kind`` it was saved with."""
    return forward_run_from_dict(d) if d["kind"] == "forward" else backward_run_from_dict(d)


# -- experiments ---------------------------------------------------------------------------


def experiment_to_dict(run: ExperimentRun) -> dict[str, Any]:
    return asdict(run)


def experiment_from_dict(d: Mapping[str, Any]) -> ExperimentRun:
    fields = dict(d)
    fields["metrics"] = [MetricPoint(**m) for m in fields.get("metrics", [])]
    fields["epochs"] = [EpochRecord(**e) for e in fields.get("epochs", [])]
    fields["updates"] = [PromptUpdate(**u) for u in fields.get("updates", [])]
    fields["evaluations"] = [Evaluation(**e) for e in fields.get("evaluations", [])]
    return ExperimentRun(**fields)


# -- the codec records ask (``record.to_dict()``, ``Record.from_dict(d)``) -------------------

_SHAPES: dict[type, tuple[Callable[[Any], dict[str, Any]], Callable[[Any], Any]]] = {
    GradRecord: (grad_to_dict, grad_from_dict),
    Contribution: (contribution_to_dict, contribution_from_dict),
    NodeRecord: (node_record_to_dict, node_record_from_dict),
    LeafGrad: (leaf_grad_to_dict, leaf_grad_from_dict),
    Edit: (edit_to_dict, edit_from_dict),
    ForwardRun: (forward_run_to_dict, forward_run_from_dict),
    SampleRecord: (sample_to_dict, sample_from_dict),
    BackwardRun: (backward_run_to_dict, backward_run_from_dict),
    ExperimentRun: (experiment_to_dict, experiment_from_dict),
}


class RecordCodec:
    """Answers ``to_dict``/``from_dict`` for every record type in :data:`_SHAPES`."""

    def to_dict(self, record: Any) -> dict[str, Any]:
        return _SHAPES[type(record)][0](record)

    def from_dict(self, cls: type, data: Any) -> Any:
        return _SHAPES[cls][1](data)


set_codec(RecordCodec())

__all__ = [
    "RecordCodec",
    "backward_run_from_dict",
    "backward_run_to_dict",
    "edit_from_dict",
    "edit_to_dict",
    "experiment_from_dict",
    "experiment_to_dict",
    "forward_run_from_dict",
    "forward_run_to_dict",
    "grad_from_dict",
    "grad_to_dict",
    "run_from_dict",
    "run_to_dict",
    "sample_from_dict",
    "sample_to_dict",
    "snapshot_to_dict",
]
