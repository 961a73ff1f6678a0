"""Recording passes as runs: forward graphs, backward passes, resumes, replays, their calls.

The graph a forward pass built, a backward pass planned with a :class:`Recorder` on it, the
failed passes kept for a resume, a replay, and the model calls each run made.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from afnio_lab.autodiff.engine import GraphTask, prepare_backward
from afnio_lab.autodiff.graph_walk import leaf_values, walk_graph
from afnio_lab.autodiff.value import GraphValue
from afnio_lab.autodiff.variable import Variable
from afnio_lab.lab.ops.edits import check_edit
from afnio_lab.lab.ops.errors import LabError
from afnio_lab.lab.ops.replay import PlannedReplay, ReplayError, plan_replay
from afnio_lab.lab.ops.samples import graph_entries, prompt_params, sample_records
from afnio_lab.lab.records.recorder import Recorder, prior_grads
from afnio_lab.lab.records.runs import BackwardRun, ForwardRun, GradRecord, Run, new_run_id
from afnio_lab.numeric import Tensor

#: Failed backward passes kept for :meth:`Session.resume` (the newest ones).
KEEP_FAILED = 8


def forward_run(
    values: Mapping[str, GraphValue],
    *,
    name: str | None,
    code: str,
    duration: float,
    call_ids: Iterable[int],
    call_log: Any = None,
    context: Mapping[str, Any] | None = None,
    parent: str | None = None,
) -> ForwardRun:
    """The run of the graph reachable from ``values`` (name -> Variable/Tensor), with what
    it produced per sample (:mod:`~afnio_lab.lab.ops.samples`).

    ``context``: other named values (e.g. the notebook's namespace), used only to name the
    graph's leaves and Parameters that an earlier cell made. The model calls ``call_ids``
    are filed under the new run in ``call_log``.
    """
    graph_values = {k: v for k, v in values.items() if isinstance(v, GraphValue)}
    if not graph_values:
        raise LabError(
            "The cell made no Variables or Tensors that are part of a graph: assign the "
            "results to names (e.g. `y = x + z`) so the lab can find them."
        )
    run_id = new_run_id("f")
    names = {v.uid: k for k, v in graph_values.items()}
    snapshot = walk_graph(_roots(list(graph_values.values())))
    in_graph = {uid for uid, e in graph_entries(snapshot).items() if e.kind != "output"}
    for key, obj in (context or {}).items():
        uid = getattr(obj, "uid", None)
        if isinstance(obj, GraphValue) and uid in in_graph and uid not in names:
            names[uid] = key
    ids = list(call_ids)
    calls = _file_calls(call_log, ids, run_id)
    return ForwardRun(
        id=run_id,
        name=name or run_id,
        names=names,
        created=time.time(),
        duration=duration,
        snapshot=snapshot,
        call_ids=ids,
        code=code,
        samples=sample_records(snapshot, names, calls),
        params=prompt_params(snapshot, names),
        parent=parent,
    )


def _file_calls(call_log: Any, call_ids: list[int], run_id: str) -> list[Any]:
    """The call-log records of ``call_ids``, now carrying ``run_id`` (export included)."""
    if call_log is None or not call_ids:
        return []
    wanted = set(call_ids)
    try:
        records = [c for c in call_log.filter(since=min(wanted) - 1) if c.call_id in wanted]
    except Exception:  # the model layer is optional for numeric work
        return []
    for rec in records:
        rec.run_id = run_id
    return records


def _roots(values: list[GraphValue]) -> list[GraphValue]:
    """Values that no other captured value depends on (the tops of the captured graph)."""
    snapshot = walk_graph(values)
    consumed: set[tuple[int, int]] = {(e.dst, e.output_nr) for e in snapshot.edges if e.dst}
    roots = []
    for v in values:
        node = v.grad_fn if (v.grad_fn is not None and not v.is_leaf) else None
        if node is None or (node.node_id, v.output_nr) not in consumed:
            roots.append(v)
    return roots or values


@dataclass
class PlannedBackward:
    """A backward pass ready to run: its run (filled as it goes), task and recorder."""

    run: BackwardRun
    task: GraphTask
    recorder: Recorder


class CallFiler:
    """Engine observer: files a run's model calls under its nodes when the pass ends, or
    stops at a failure, however it was started or resumed (``Session.resume`` or the
    engine's own ``exc.backward_task.resume()``)."""

    def __init__(self, run: BackwardRun, call_log: Any) -> None:
        self.run = run
        self.call_log = call_log

    def on_task_end(self, task: GraphTask, error: BaseException | None) -> None:
        attach_calls(self.run, self.call_log)


def plan_backward(
    value: GraphValue,
    grad: Any,
    *,
    retain_graph: bool,
    inputs: Iterable[GraphValue] | None,
    name: str | None,
    names: Mapping[int, str],
    observers: Iterable[Any],
    call_log: Any = None,
) -> PlannedBackward:
    """Plan backward from ``value`` with a recorder observing it (nothing runs yet); with a
    ``call_log``, the run's model calls are filed under it whenever the pass ends."""
    if not isinstance(value, GraphValue):
        raise LabError(f"backward needs a Variable or Tensor, got {type(value).__name__}.")
    if value.is_leaf or value.grad_fn is None:
        raise LabError(
            "This value has no graph to run backward through (it is a leaf or was made "
            "without grad). Build it from values with requires_grad=True, outside no_grad."
        )
    grad = as_gradient(value, grad)
    run_id = new_run_id("b")
    run = BackwardRun(
        id=run_id,
        name=name or run_id,
        root_uids=[value.uid],
        seeds=[],
        retain_graph=retain_graph,
        names=dict(names),
        snapshot=walk_graph([value]),
    )
    run.prior_grads = prior_grads(run.snapshot.values if run.snapshot is not None else ())
    recorder = Recorder(run)
    filer = [CallFiler(run, call_log)] if call_log is not None else []
    input_list = list(inputs) if inputs is not None else None
    task = prepare_backward(
        value,
        grad,
        retain_graph=retain_graph,
        inputs=input_list,
        observers=[recorder, *filer, *observers],
    )
    task.call_context = {"run_id": run.id}  # also on a later resume()
    seed = GradRecord.of(task.seeds[0][2])
    assert seed is not None
    run.seeds = [seed]
    run.input_uids = [v.uid for v in input_list] if input_list is not None else None
    return PlannedBackward(run, task, recorder)


def as_gradient(value: GraphValue, grad: Any) -> Any:
    """``grad`` as the gradient to seed backward from ``value``. Text (typed in ``%backward
    --grad`` or passed as a str) is read by the edit rules (:func:`check_edit`: non-blank
    feedback, finite numbers of a fitting shape), as a hand edit is, and refused with
    :class:`EditError` before anything runs; numbers, arrays and Variables that code made
    are taken as they are."""
    if grad is None or isinstance(grad, GraphValue):
        return grad
    numeric = getattr(value, "_is_numeric", False)
    if isinstance(grad, str):
        grad = check_edit(grad, GradRecord.of(value) if numeric else None)
    return Tensor(grad) if numeric else Variable(grad, role="feedback")


def leaves_holding_grads(value: GraphValue) -> list[GraphValue]:
    """The numeric leaves behind ``value`` that already hold a gradient from an earlier
    pass: a new pass adds to it (numeric gradients accumulate), which surprises a class."""
    return [
        leaf
        for leaf in leaf_values([value])
        if getattr(leaf, "_is_numeric", False) and getattr(leaf, "grad", None) is not None
    ]


def zero_leaf_grads(value: GraphValue) -> None:
    """Clear the gradients of every leaf behind ``value`` (numeric to None, text to [])."""
    for leaf in leaf_values([value]):
        if getattr(leaf, "_is_numeric", False):
            leaf.zero_grad()  # type: ignore[attr-defined]
        elif getattr(leaf, "requires_grad", False):
            leaf.grad = []  # type: ignore[attr-defined]


class FailedPasses:
    """Backward passes that failed, by run id, so they can be resumed (the newest
    :data:`KEEP_FAILED`: each one holds a graph)."""

    def __init__(self) -> None:
        self._tasks: dict[str, GraphTask] = {}

    def keep(self, run: BackwardRun, task: GraphTask, error: BaseException) -> None:
        """Keep ``task`` if ``error`` came from it, and tell the user how to resume."""
        if getattr(error, "backward_task", None) is not task:
            return
        self._tasks[run.id] = task
        error.lab_run_id = run.id  # type: ignore[attr-defined]  # what `%afnio_resume` takes
        while len(self._tasks) > KEEP_FAILED:
            del self._tasks[next(iter(self._tasks))]
        if hasattr(error, "add_note"):
            error.add_note(
                f"In the lab: fix the cause, then `Session.resume({run.id!r})` (or "
                "`%afnio_resume`) finishes this run and records it under the same run."
            )

    def task_for(self, run: BackwardRun) -> GraphTask:
        """The failed task of ``run``; :class:`LabError` when there is nothing to resume."""
        task = self._tasks.get(run.id)
        if task is not None and run.status == "failed":
            return task
        hint = f" Failed runs: {', '.join(self._tasks)}." if self._tasks else ""
        if run.status == "failed":
            raise LabError(
                f"Run {run.id!r} failed, and its pass is no longer kept (only the newest "
                f"{KEEP_FAILED} failed passes, and the current step-through, are): run "
                f"`%backward` again.{hint}"
            )
        raise LabError(f"Run {run.id!r} has nothing to resume (status {run.status!r}).{hint}")

    def resumed(self, run: BackwardRun) -> None:
        del self._tasks[run.id]


def replay_run(
    base: BackwardRun, call_log: Any, *, name: str | None, observers: Iterable[Any]
) -> PlannedReplay:
    """Plan replaying ``base``'s pending edits (:func:`~afnio_lab.lab.ops.replay.plan_replay`)
    as a run whose model calls are logged and filed under it, also when a resume ends it."""
    try:
        planned = plan_replay(base, name=name, observers=observers, input_uids=base.input_uids)
    except ReplayError as exc:
        raise LabError(str(exc)) from None
    planned.task.observers.append(CallFiler(planned.run, call_log))
    planned.task.call_context = {"run_id": planned.run.id}  # also on a later resume()
    return planned


def attach_calls(run: BackwardRun, call_log: Any) -> None:
    """File each model call the log holds for ``run`` under the node that made it."""
    try:
        records = call_log.filter(run_id=run.id)
    except Exception:  # the model layer is optional for numeric work
        return
    for rec in records:
        node = run.records.get(rec.node_id) if rec.node_id is not None else None
        if node is not None and rec.call_id not in node.call_ids:
            node.call_ids.append(rec.call_id)


def attach_live_calls(runs: Iterable[Run], call_log: Any) -> None:
    """:func:`attach_calls` for every backward run whose graph is still alive."""
    for r in runs:
        if isinstance(r, BackwardRun) and r.snapshot is not None:
            attach_calls(r, call_log)


__all__ = [
    "KEEP_FAILED",
    "CallFiler",
    "FailedPasses",
    "PlannedBackward",
    "attach_calls",
    "attach_live_calls",
    "forward_run",
    "leaves_holding_grads",
    "plan_backward",
    "replay_run",
    "zero_leaf_grads",
]
