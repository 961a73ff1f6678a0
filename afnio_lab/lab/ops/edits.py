"""Making a hand edit: the recorded gradient it replaces, and a check that the data fits.

An edit names a value's gradient, or a node's slot or edge; the data is checked against the
edit rules (:mod:`~afnio_lab.lab.ops.validation`) before anything is recorded, so a pending
edit can always become a gradient when its run is replayed.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from afnio_lab.autodiff.value import GraphValue
from afnio_lab.lab.ops.errors import LabError
from afnio_lab.lab.ops.validation import check_edit
from afnio_lab.lab.records.runs import BackwardRun, Edit


def make_edit(
    run: BackwardRun,
    data: Any,
    *,
    value: GraphValue | None = None,
    node: int | None = None,
    slot: int | None = None,
    edge: int | None = None,
    index: int | None = None,
    role: str | None = None,
) -> Edit:
    """The edit of one gradient of ``run`` (see :meth:`Session.edit_gradient`); raises
    :class:`LabError` for a gradient that is not there, ``EditError`` for data that does
    not fit it."""
    if index is not None and value is None:
        raise LabError("`index` picks one of a leaf's gradients: use it with `value=`.")
    if value is not None:
        edit = _edit_for_value(run, value, data, index, role)
    elif node is not None and (slot is None) != (edge is None):
        edit = _edit_for_node(run, node, slot, edge, data, role)
    else:
        raise LabError(
            "Say which gradient to edit: `value=` a Variable, or `node=` with exactly one "
            "of `slot=` or `edge=`."
        )
    # The shared rules (API, magics, widgets): nothing is recorded unless the data can
    # become a gradient of the kind it replaces, so a pending edit never breaks a replay.
    edit.new_data = check_edit(edit.new_data, edit.old)
    return edit


def _edit_for_node(
    run: BackwardRun,
    node: int,
    slot: int | None,
    edge: int | None,
    data: Any,
    role: str | None,
) -> Edit:
    record = run.records.get(node)
    if record is None:
        raise LabError(f"Node {node} did not run in {run.id!r}; pick one that did.")
    if slot is not None:
        if not 0 <= slot < len(record.grads_in) or record.grads_in[slot] is None:
            raise LabError(f"Node {node} received no gradient at output {slot}.")
        uid = _uid_at(run, node, slot)
        return Edit("slot", node, slot, uid, record.grads_in[slot], data, role, run.id)
    assert edge is not None
    if not 0 <= edge < len(record.grads_out) or record.grads_out[edge] is None:
        raise LabError(f"Node {node} sent no gradient along edge {edge}.")
    dst, dst_slot = record.edges[edge]
    uid = _uid_at(run, dst, dst_slot) if dst is not None else None
    return Edit("edge", node, edge, uid, record.grads_out[edge], data, role, run.id)


def _edit_for_value(
    run: BackwardRun, value: GraphValue, data: Any, index: int | None, role: str | None
) -> Edit:
    leaf = run.leaf_grads_by_uid().get(value.uid)
    if leaf:
        k = len(leaf) - 1 if index is None else index
        if not 0 <= k < len(leaf):
            raise LabError(
                f"This value received {len(leaf)} gradient(s) in {run.id!r}; index {k} "
                "is out of range."
            )
        return Edit("leaf", None, k, value.uid, leaf[k].grad, data, role, run.id)
    if index is not None:
        raise LabError(
            f"--index / index= picks one of a leaf's gradients, but this value is not a "
            f"leaf in run {run.id!r} (it received one gradient, at its node): drop the index."
        )
    if value.grad_fn is None or value.grad_fn.node_id not in run.records:
        raise LabError(
            f"This value received no gradient in run {run.id!r}; pick one shown with "
            "feedback in the graph."
        )
    nid, slot = value.grad_fn.node_id, value.output_nr
    old = run.records[nid].grads_in[slot]
    if old is None:
        raise LabError(f"This value received no gradient in run {run.id!r}.")
    return Edit("slot", nid, slot, value.uid, old, data, role, run.id)


def run_to_edit(
    runs: Iterable[BackwardRun], value: GraphValue | None = None, node: int | None = None
) -> BackwardRun | None:
    """The newest of ``runs`` where ``value`` received a gradient (or node ``node`` ran):
    the run an edit that names no run means, even when a newer run is about other values."""
    for run in reversed(list(runs)):
        if node is not None and node in run.records:
            return run
        if value is not None:
            made_by = value.grad_fn.node_id if value.grad_fn is not None else None
            if made_by in run.records or value.uid in run.leaf_grads_by_uid():
                return run
    return None


def _uid_at(run: BackwardRun, node_id: int | None, slot: int) -> int | None:
    if run.snapshot is None or node_id is None:
        return None
    for v in run.snapshot.values:
        if v.node_id == node_id and v.output_nr == slot:
            return v.uid
    return None


__all__ = ["make_edit", "run_to_edit"]
