"""Replay a backward run after hand edits: recompute only what the edits can reach.

An edit replaces the gradient arriving at a node's output slot, the one a node sent along an
edge, or one entry of a leaf's ``.grad``. The affected set is every node the edited gradient
flows into, and everything below it. Only those nodes run again; their inputs are assembled
from recorded gradients (senders outside the set, in their recorded order) and fresh ones.
Leaf ``.grad`` entries that came through affected paths are swapped in place; the rest stay.

A replay is planned as a new run first (:func:`plan_replay`) and finished when its pass ends
without error, whenever that is: a replay whose model call failed is a failed run that a
resume of its task finishes, as a failed backward pass is.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from afnio_lab.autodiff.engine import GraphTask, Injection, ReplayOptions
from afnio_lab.autodiff.executors import Executor
from afnio_lab.autodiff.graph import AccumulateGrad, Node, accumulate_grad_node
from afnio_lab.autodiff.value import GraphValue
from afnio_lab.autodiff.variable import Variable
from afnio_lab.lab.records.recorder import Recorder
from afnio_lab.lab.records.runs import (
    BackwardRun,
    Edit,
    GradRecord,
    LeafGrad,
    NodeRecord,
    new_run_id,
)


class ReplayError(RuntimeError):
    """A replay that cannot run (freed graph, unknown target, bad edit)."""


def make_gradient(old: GradRecord | None, new_data: Any, new_role: str | None = None) -> Any:
    """A gradient object of the same kind as ``old`` holding ``new_data``."""
    if old is not None and old.kind == "numeric":
        arr = np.asarray(new_data, dtype=float)
        target = np.asarray(old.data)
        if arr.shape != target.shape:
            try:
                arr = np.broadcast_to(arr, target.shape).copy()
            except ValueError:
                raise ReplayError(
                    f"The edited gradient has shape {arr.shape}, but this gradient has shape "
                    f"{target.shape}; give a number or an array of that shape."
                ) from None
        return arr
    role = new_role if new_role is not None else (old.role if old is not None else "")
    return Variable(new_data, role=role or "")


def _live_nodes(run: BackwardRun) -> dict[int, Node]:
    if run.snapshot is None:
        raise ReplayError(
            f"Run {run.id!r} has no live graph (it was loaded from a file or its kernel "
            "restarted): re-run the forward cell and `%backward` to replay."
        )
    nodes = {info.id: info.node for info in run.snapshot.nodes}
    freed = [n for nid, n in nodes.items() if nid in run.records and n.freed]
    if freed:
        raise ReplayError(
            f"Run {run.id!r} cannot be replayed: its graph was freed (backward ran without "
            "retain_graph). Run `%backward VAR` again (the lab keeps the graph by default, "
            "`--free-graph` is what frees it), then edit and replay that run."
        )
    return nodes


def _descendants(starts: Iterable[int], run: BackwardRun, nodes: dict[int, Node]) -> set[int]:
    seen: set[int] = set()
    stack = [s for s in starts if s in run.records]
    while stack:
        nid = stack.pop()
        if nid in seen:
            continue
        seen.add(nid)
        for edge in nodes[nid].next_functions:
            child = edge.node
            if (
                child is not None
                and not isinstance(child, AccumulateGrad)
                and child.node_id in run.records
                and child.node_id not in seen
            ):
                stack.append(child.node_id)
    return seen


@dataclass
class _Plan:
    affected: set[int]
    overrides: dict[tuple[int, int], list[tuple[tuple[int, int], Any, tuple[int | None, int]]]]
    leaf_edits: list[Edit]


def _plan(run: BackwardRun, edits: list[Edit], nodes: dict[int, Node]) -> _Plan:
    overrides: dict[tuple[int, int], list[Any]] = {}
    leaf_edits: list[Edit] = []
    starts: list[int] = []
    for edit in edits:
        if edit.kind == "leaf":
            leaf_edits.append(edit)
            continue
        if edit.node_id is None or edit.node_id not in run.records:
            raise ReplayError(f"{edit.describe()}: node {edit.node_id} is not in run {run.id!r}.")
        if edit.kind == "slot":
            target, slot = edit.node_id, edit.index
            grad = make_gradient(edit.old, edit.new_data, edit.new_role)
            overrides[(target, slot)] = [((-3, edit.id), grad, (None, -1))]
        elif edit.kind == "edge":
            sender = run.records[edit.node_id]
            dst, slot = sender.edges[edit.index]
            if dst is None:
                raise ReplayError(
                    f"{edit.describe(run)}: that edge leads to an input without grad."
                )
            grad = make_gradient(edit.old, edit.new_data, edit.new_role)
            if isinstance(nodes.get(dst), AccumulateGrad) or dst not in run.records:
                leaf_edits.append(edit)  # straight into a leaf: nothing to recompute
                continue
            current = overrides.get((dst, slot)) or _recorded(run, dst, slot)
            key = (sender.seq, edit.index)
            current = [c for c in current if c[2] != (edit.node_id, edit.index)]
            current.append((key, grad, (edit.node_id, edit.index)))
            overrides[(dst, slot)] = current
            target = dst
        else:
            raise ReplayError(f"Unknown edit kind {edit.kind!r}.")
        starts.append(target)
    for edit in leaf_edits:  # refused before anything runs
        if _leaf_match(run.leaf_grads, edit) is None:
            raise ReplayError(f"{edit.describe(run)}: no such gradient in run {run.id!r}.")
    return _Plan(_descendants(starts, run, nodes), overrides, leaf_edits)


def _recorded(run: BackwardRun, node_id: int, slot: int) -> list[Any]:
    record = run.records[node_id]
    if slot >= len(record.contributions):
        return []
    out = []
    for c in record.contributions[slot]:
        key = (run.records[c.sender].seq, c.index) if c.sender in run.records else (-2, c.index)
        out.append((key, c.grad.value, (c.sender, c.index)))
    return out


def _injections(run: BackwardRun, plan: _Plan, nodes: dict[int, Node]) -> list[Injection]:
    injected: list[Injection] = []
    for nid in sorted(plan.affected):
        record = run.records[nid]
        node = nodes[nid]
        for slot in range(len(record.grads_in)):
            items = plan.overrides.get((nid, slot))
            if items is None:
                items = [c for c in _recorded(run, nid, slot) if c[2][0] not in plan.affected]
            for key, grad, source in items:
                if grad is None:
                    raise ReplayError(
                        f"Run {run.id!r} has no live gradient for node {nid}; it was loaded "
                        "from a file. Re-run backward to replay."
                    )
                injected.append(((node, slot), key, grad, source))
    return injected


def _values_by_uid(run: BackwardRun) -> dict[int, GraphValue]:
    assert run.snapshot is not None
    return {info.uid: info.value for info in run.snapshot.values}


def _swap(value: GraphValue, old: GradRecord | None, new: Any | None) -> None:
    """Replace one delivered gradient in a value's ``.grad`` (by identity for text lists)."""
    grads = getattr(value, "_grad", None)
    if isinstance(grads, list):
        old_obj = old.value if old is not None else None
        for i, g in enumerate(grads):
            if old_obj is not None and g is old_obj:
                if new is None:
                    del grads[i]
                else:
                    grads[i] = new
                return
        if new is not None:
            grads.append(new)
        return
    # numbers accumulate by addition: take the recorded contribution out, put the new one in
    delta = (0 if new is None else np.asarray(new)) - (0 if old is None else np.asarray(old.data))
    current = getattr(value, "grad", None)
    value.grad = delta if current is None else current + delta  # type: ignore[attr-defined]


@dataclass
class PlannedReplay:
    """A replay ready to run: its new run (registered by the caller) and its task, which
    finishes the run (merges its records, swaps the leaves' gradients, applies the edits)
    when it ends without error, at once or on a resume."""

    run: BackwardRun
    task: GraphTask


class _Finish:
    """Engine observer, after the recorder: finishes a replay when its pass succeeds."""

    def __init__(self, old: BackwardRun, new: BackwardRun, plan: _Plan, edits: list[Edit]):
        self.old, self.new, self.plan, self.edits = old, new, plan, edits

    def on_task_end(self, task: GraphTask, error: BaseException | None) -> None:
        if error is not None:
            return
        old, new, edits = self.old, self.new, self.edits
        _merge_records(old, new, self.plan)
        _update_leaves(old, new, self.plan)
        for edit in edits:
            edit.applied_in = new.id
        new.edits = [*old.edits, *edits]
        if edits == old.pending:
            old.pending = []


def plan_replay(
    run: BackwardRun,
    edits: list[Edit] | None = None,
    *,
    name: str | None = None,
    observers: Iterable[Any] = (),
    input_uids: list[int] | None = None,
) -> PlannedReplay:
    """Plan replaying ``edits`` (default: the run's pending edits): the new run and the task
    that recomputes what they reach; nothing runs yet. Bad edits are refused here."""
    edits = list(run.pending if edits is None else edits)
    if not edits:
        raise ReplayError(
            f"Run {run.id!r} has no edits to replay: edit a gradient first "
            "(`session.edit_gradient(...)` or `%afnio_edit`)."
        )
    nodes = _live_nodes(run)
    plan = _plan(run, edits, nodes)
    new = BackwardRun(
        id=new_run_id("r"),
        name=name or f"replay of {run.name}",
        root_uids=list(run.root_uids),
        seeds=list(run.seeds),
        order=list(run.order),
        parent=run.id,
        retain_graph=True,
        names=dict(run.names),
        snapshot=run.snapshot,
        kind="replay",
        prior_grads=dict(run.prior_grads),  # a replay swaps this run's share of ``.grad``
    )
    targets: set[Node] | None = None
    if input_uids is not None:
        values = _values_by_uid(run)
        targets = {accumulate_grad_node(values[u]) for u in input_uids if u in values}
    task = GraphTask(
        seeds=[],
        targets=targets,
        replay=ReplayOptions(
            restrict_to={nodes[n] for n in plan.affected},
            injected=_injections(run, plan, nodes),
            key_seq={nodes[n]: run.records[n].seq for n in plan.affected},
            accumulate=False,
        ),
        retain_graph=True,
        observers=[Recorder(new, recompute=True), *observers, _Finish(run, new, plan, edits)],
    )
    return PlannedReplay(new, task)


def replay(
    run: BackwardRun,
    edits: list[Edit] | None = None,
    *,
    name: str | None = None,
    executor: Executor | None = None,
    observers: Iterable[Any] = (),
    input_uids: list[int] | None = None,
) -> BackwardRun:
    """Apply ``edits`` (default: the run's pending edits) and recompute what they reach."""
    planned = plan_replay(run, edits, name=name, observers=observers, input_uids=input_uids)
    planned.task.run(executor)
    return planned.run


def _merge_records(old: BackwardRun, new: BackwardRun, plan: _Plan) -> None:
    fresh = new.records
    merged: dict[int, NodeRecord] = {}
    for nid in old.order:
        if nid in fresh:
            merged[nid] = fresh[nid]
        elif nid in old.records:
            rec = old.records[nid]
            merged[nid] = NodeRecord(**{**rec.__dict__, "recomputed": False})
    for (nid, slot), items in plan.overrides.items():  # show the edited input as edited
        edited = merged.get(nid)
        if edited is not None and slot < len(edited.grads_in) and nid in plan.affected:
            g = edited.grads_in[slot]
            if g is not None and len(items) == 1 and items[0][0][0] == -3:
                # a new record in a new list: a pass shares one record between the places
                # an array is seen, and a copied old record shares its lists
                grads_in = list(edited.grads_in)
                grads_in[slot] = replace(g, edited=True)
                edited.grads_in = grads_in
    new.records = merged
    new.recomputed = [nid for nid in old.order if nid in fresh and not fresh[nid].skipped]


def _update_leaves(old: BackwardRun, new: BackwardRun, plan: _Plan) -> None:
    values = _values_by_uid(old)
    fresh = {(lg.uid, lg.sender, lg.index): lg for lg in new.leaf_grads}
    used: set[tuple[int, int, int]] = set()
    result: list[LeafGrad] = []
    for lg in old.leaf_grads:
        key = (lg.uid, lg.sender, lg.index)
        if lg.sender in plan.affected:
            replacement = fresh.get(key)
            value = values.get(lg.uid)
            if value is not None:
                _swap(value, lg.grad, replacement.grad.value if replacement else None)
            if replacement is not None:
                used.add(key)
                result.append(replacement)
            continue
        result.append(lg)
    for key, lg in fresh.items():
        if key not in used:
            value = values.get(lg.uid)
            if value is not None:
                _swap(value, None, lg.grad.value)
            result.append(lg)
    for edit in plan.leaf_edits:
        result = _apply_leaf_edit(old, edit, result, values)
    new.leaf_grads = result


def _apply_leaf_edit(
    run: BackwardRun, edit: Edit, leaf_grads: list[LeafGrad], values: dict[int, GraphValue]
) -> list[LeafGrad]:
    i = _leaf_match(leaf_grads, edit)
    if i is None:
        raise ReplayError(f"{edit.describe(run)}: no such gradient in run {run.id!r}.")
    old = leaf_grads[i]
    grad = make_gradient(old.grad, edit.new_data, edit.new_role)
    record = GradRecord.of(grad, edited=True)
    assert record is not None
    value = values.get(old.uid)
    if value is not None:
        _swap(value, old.grad, grad)
    leaf_grads = list(leaf_grads)
    leaf_grads[i] = LeafGrad(old.uid, old.role, old.sender, old.index, record)
    return leaf_grads


def _leaf_match(leaf_grads: list[LeafGrad], edit: Edit) -> int | None:
    """The position in ``leaf_grads`` of the leaf gradient ``edit`` replaces (None: none)."""
    if edit.kind == "edge":
        matches = [
            i
            for i, lg in enumerate(leaf_grads)
            if lg.sender == edit.node_id and lg.index == edit.index
        ]
    else:
        matches = [i for i, lg in enumerate(leaf_grads) if lg.uid == edit.uid]
        matches = matches[edit.index : edit.index + 1] if edit.index < len(matches) else []
    return matches[0] if matches else None


__all__ = ["PlannedReplay", "ReplayError", "make_gradient", "plan_replay", "replay"]
