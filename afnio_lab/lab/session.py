"""``Session``: the lab's Python API. The magics and widgets change the lab through it alone.

Whatever records, edits, replays, steps or saves goes through a session; the magics and
widgets import the rest of the lab only to read and draw: ``lab.views`` for what they show,
the records they show, and the ops' exceptions and read-only helpers (the edit rules checked
before an edit is recorded, the word diff, the stepper and comparison objects a session
hands out, an optimizer step's preview).

A session records forward runs (the graph a cell built, with the names it gave its values)
and backward runs (what every node received and sent, and the model calls it made), lets you
edit a gradient by hand, replays backward from the edit, diffs runs, steps through a pass
one node at a time, and saves all of it to a JSON file.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from afnio_lab._tracing import call_origin
from afnio_lab.autodiff.engine import GraphTask
from afnio_lab.autodiff.executors import Executor
from afnio_lab.autodiff.function import keeping_forward_inputs
from afnio_lab.autodiff.graph_walk import GraphSnapshot
from afnio_lab.autodiff.value import GraphValue
from afnio_lab.lab.ops.compare import Comparison, compare
from afnio_lab.lab.ops.diff import GradDiff, diff
from afnio_lab.lab.ops.edits import EditError, make_edit, run_to_edit
from afnio_lab.lab.ops.errors import LabError
from afnio_lab.lab.ops.lookup import find_experiment, find_graph, find_run, known_runs
from afnio_lab.lab.ops.origins import GradOrigin, gradient_origins
from afnio_lab.lab.ops.recording import (
    FailedPasses,
    PlannedBackward,
    as_gradient,
    attach_calls,
    attach_live_calls,
    forward_run,
    leaves_holding_grads,
    plan_backward,
    replay_run,
    zero_leaf_grads,
)
from afnio_lab.lab.ops.rerun import rerun_values
from afnio_lab.lab.ops.stepper import Stepper
from afnio_lab.lab.records.experiments import ExperimentRun
from afnio_lab.lab.records.runs import BackwardRun, Edit, ForwardRun, Run
from afnio_lab.lab.storage.files import MAX_SESSION_BYTES
from afnio_lab.lab.storage.sessions import load_session, save_session
from afnio_lab.lab.views.options import RenderOptions
from afnio_lab.lab.views.render import Rendered, render
from afnio_lab.models.call_log import get_call_log


class Session:
    """Runs, edits and the call log of one notebook (or script)."""

    def __init__(self, call_log: Any = None) -> None:
        self.runs: dict[str, Run] = {}
        self.names: dict[int, str] = {}  # value uid -> the Python name it was last bound to
        self.history: list[Edit] = []
        self.current_stepper: Stepper | None = None  # the step-through `%afnio_step` drives
        self.present = False  # projector mode for every view shown from now on (big text)
        self._failed = FailedPasses()  # failed backward passes, for resume()
        self.experiments: dict[str, ExperimentRun] = {}  # training runs (records/experiments)
        self._call_log = call_log

    # -- lookups ----------------------------------------------------------------------------
    @property
    def call_log(self) -> Any:
        if self._call_log is None:
            self._call_log = get_call_log()
        return self._call_log

    def run(self, ref: str | Run | None = None, kind: str | None = None) -> Run:
        """A run by id or name (the newest one with that name); None: the newest run."""
        return find_run(self.runs, ref, kind)

    def experiment(self, ref: str | None = None) -> ExperimentRun:
        """A training run by id or name (the newest with that name); None: the newest."""
        return find_experiment(self.experiments, ref)

    def backward_run(self, ref: str | BackwardRun | None = None) -> BackwardRun:
        run = self.run(ref, kind="backward")
        assert isinstance(run, BackwardRun)
        return run

    # -- forward ----------------------------------------------------------------------------
    def record_forward(
        self,
        values: Mapping[str, GraphValue],
        *,
        name: str | None = None,
        code: str = "",
        duration: float = 0.0,
        call_ids: Iterable[int] = (),
        context: Mapping[str, Any] | None = None,
    ) -> ForwardRun:
        """Record the graph reachable from ``values`` (name -> Variable/Tensor), and what it
        produced per sample; the model calls ``call_ids`` are filed under the new run.

        ``context``: other named values (the notebook's namespace), used to name the leaves
        and Parameters an earlier cell made (a dataset, a system prompt).
        """
        run = forward_run(
            values,
            name=name,
            code=code,
            duration=duration,
            call_ids=call_ids,
            call_log=self.call_log,
            context=context,
        )
        self.names.update(run.names)
        self.runs[run.id] = run
        return run

    def forward_run(self, ref: str | ForwardRun | None = None) -> ForwardRun:
        """A forward run by id or name (the newest with that name); None: the newest."""
        run = self.run(ref, kind="forward")
        if not isinstance(run, ForwardRun):
            raise LabError(f"Run {run.id!r} is a {run.kind} run; this needs a forward run.")
        return run

    def compare(self, *runs: str | ForwardRun) -> Comparison:
        """Forward runs side by side, input by input (at least two, with the same number of
        samples): prompt diffs, each run's outputs and scores per input, what was fixed or
        regressed, and each run's totals (score, calls, tokens, cost, latency)."""
        if len(runs) == 1 and isinstance(runs[0], (list, tuple)):
            runs = tuple(runs[0])
        if len(runs) < 2:
            raise LabError("compare needs at least two forward runs, e.g. compare('f1', 'f3').")
        for ref in runs:
            kinds = {r.kind for r in self.runs.values() if ref in (r.id, r.name)}
            if isinstance(ref, str) and kinds and "forward" not in kinds:
                raise LabError(
                    f"{ref!r} is a {' or '.join(sorted(kinds))} run: compare lines up forward "
                    "runs' outputs and scores input by input; the gradients of backward runs "
                    f"and replays are compared with `%afnio_diff` (Session.diff), e.g. "
                    f"`%afnio_diff {ref} ...`. {known_runs(self.runs, 'forward')}"
                )
        return compare([self.forward_run(r) for r in runs], self.call_log)

    def rerun_forward(
        self,
        run: str | ForwardRun | None,
        changes: Mapping[Any, Any],
        *,
        name: str | None = None,
    ) -> ForwardRun:
        """Change leaves or Parameters of a forward run (name, uid or value -> new data) and
        run again only the ops downstream of them, through the record/replay cache (calls
        whose messages did not change cost nothing). Records a new forward run whose
        ``parent`` is the old one (named ``what-if of <id>`` unless ``name`` is given, so a
        comparison never shows two runs under one name); the user's values are left as they
        were."""
        base = self.forward_run(run)
        old_calls = self.calls(base)
        mark = self.call_log.mark()
        started = time.perf_counter()
        values = rerun_values(base, changes, old_calls)
        duration = time.perf_counter() - started
        calls = [r.call_id for r in self.call_log.filter(since=mark)]
        new = forward_run(
            values,
            name=name or f"what-if of {base.id}",
            code=base.code,
            duration=duration,
            call_ids=calls,
            call_log=self.call_log,
            parent=base.id,
        )
        self.runs[new.id] = new
        return new

    def forward(
        self,
        fn: Callable[[], Mapping[str, GraphValue]],
        *,
        name: str | None = None,
        context: Mapping[str, Any] | None = None,
    ) -> ForwardRun:
        """Run ``fn`` (which returns name -> value) and record what it built and called.

        ``context`` names the inputs and prompts ``fn`` uses (name -> value), so the run's
        samples show them, as ``%%afnio_forward`` does with the notebook's names.
        """
        mark = self.call_log.mark()
        run_id_hint = name or "forward"
        started = time.perf_counter()
        with call_origin(run_id=run_id_hint), keeping_forward_inputs():
            values = fn()
        duration = time.perf_counter() - started
        calls = [r.call_id for r in self.call_log.filter(since=mark)]
        return self.record_forward(
            values, name=name, duration=duration, call_ids=calls, context=context
        )

    # -- backward ---------------------------------------------------------------------------
    def _plan(self, value: GraphValue, grad: Any, **options: Any) -> PlannedBackward:
        """Plan a recorded backward pass (``plan_backward``'s options) and keep its run."""
        planned = plan_backward(value, grad, names=self.names, call_log=self.call_log, **options)
        self.runs[planned.run.id] = planned.run
        return planned

    def backward(
        self,
        value: GraphValue,
        grad: Any = None,
        *,
        retain_graph: bool = True,
        inputs: Iterable[GraphValue] | None = None,
        name: str | None = None,
        executor: Executor | None = None,
        observers: Iterable[Any] = (),
        zero_grad: bool = False,
    ) -> BackwardRun:
        """Run backward from ``value`` and record every node. The graph is kept by default,
        so the run can be replayed after an edit (``retain_graph=False`` frees it);
        ``zero_grad`` clears the leaves' gradients from earlier passes first."""
        grad = as_gradient(value, grad)  # refused before anything is cleared or run
        if zero_grad:
            zero_leaf_grads(value)
        planned = self._plan(
            value, grad, retain_graph=retain_graph, inputs=inputs, name=name, observers=observers
        )
        return self._run(planned.run, planned.task, executor)

    def _run(self, run: BackwardRun, task: GraphTask, executor: Executor | None) -> BackwardRun:
        """Run a planned pass (a backward run or a replay, already in :attr:`runs`); one that
        fails is kept, so :meth:`resume` can finish it."""
        try:
            task.run(executor)
        except BaseException as exc:  # a model failure, or Ctrl-C (finished work is kept)
            self._failed.keep(run, task, exc)
            raise
        return run

    def resume(
        self, run: str | BackwardRun | None = None, *, executor: Executor | None = None
    ) -> BackwardRun:
        """Finish a failed backward run or replay (after fixing the cause, e.g. the model's
        server), or a step-through whose step failed (the rest runs, as `%afnio_step --all`).

        Nodes that finished keep their gradients; the rest run now and are recorded in the
        same run, with their model calls attributed to it.
        """
        target = self.backward_run(run)
        stepper = self.current_stepper
        if stepper is not None and stepper.run is target and target.status == "failed":
            return stepper.run_to_end()
        task = self._failed.task_for(target)
        try:
            task.resume(executor)
        except BaseException as exc:  # failed again: still resumable, under the same run
            self._failed.keep(target, task, exc)
            raise
        self._failed.resumed(target)
        return target

    def stepper(
        self,
        value: GraphValue,
        grad: Any = None,
        *,
        retain_graph: bool = True,
        name: str | None = None,
        zero_grad: bool = False,
    ) -> Stepper:
        """Plan a backward pass to run one node at a time (the teaching view); its picture
        starts from the gradients the leaves hold (``zero_grad`` clears them first)."""
        grad = as_gradient(value, grad)  # refused before anything is cleared
        if zero_grad:
            zero_leaf_grads(value)
        planned = self._plan(
            value, grad, retain_graph=retain_graph, inputs=None, name=name, observers=()
        )
        run = planned.run
        return Stepper(run, planned.task, planned.recorder, on_step=lambda: self._attach_calls(run))

    def leaves_holding_grads(self, value: GraphValue) -> list[GraphValue]:
        """Numeric leaves behind ``value`` whose gradient a new pass would add to."""
        return leaves_holding_grads(value)

    def _attach_calls(self, run: BackwardRun) -> None:
        attach_calls(run, self.call_log)

    # -- edits and replay -------------------------------------------------------------------
    def edit_gradient(
        self,
        data: Any,
        *,
        run: str | BackwardRun | None = None,
        value: GraphValue | None = None,
        node: int | None = None,
        slot: int | None = None,
        edge: int | None = None,
        index: int | None = None,
        role: str | None = None,
    ) -> Edit:
        """Replace a gradient by hand; the edit waits in ``run.pending`` for :meth:`replay`.

        Say which gradient with ``value=`` (the feedback that value received; for a leaf,
        entry ``index`` of this run's deliveries, default the last), or ``node=`` with
        ``slot=`` (what the node received at that output) or ``edge=`` (what it sent).
        Without ``run``: the newest run where that value received a gradient (or that
        node ran), which need not be the newest run.
        """
        backward = [r for r in self.runs.values() if isinstance(r, BackwardRun)]
        held = None if run is not None else run_to_edit(backward, value, node)
        target = held or self.backward_run(run)
        edit = make_edit(
            target, data, value=value, node=node, slot=slot, edge=edge, index=index, role=role
        )
        # numbered once it is valid, so a refused edit takes no number
        edit.id = max((e.id for e in self.history), default=0) + 1
        target.pending.append(edit)
        self.history.append(edit)
        return edit

    def replay(
        self,
        run: str | BackwardRun | None = None,
        *,
        name: str | None = None,
        executor: Executor | None = None,
        observers: Iterable[Any] = (),
    ) -> BackwardRun:
        """Re-run backward from the pending edits of ``run``; returns the new run. A replay
        that fails (a model call, Ctrl-C) stays a failed run that :meth:`resume` finishes."""
        planned = replay_run(self.backward_run(run), self.call_log, name=name, observers=observers)
        self.runs[planned.run.id] = planned.run
        return self._run(planned.run, planned.task, executor)

    def diff(
        self,
        a: str | BackwardRun | None = None,
        b: str | BackwardRun | None = None,
        leaves_only: bool = True,
    ) -> list[GradDiff]:
        """Gradients per value in two backward runs or replays (default: the newest one and
        its parent). Forward runs are compared input by input with :meth:`compare`."""
        for ref in (a, b):
            kinds = {r.kind for r in self.runs.values() if ref in (r.id, r.name)}
            if isinstance(ref, str) and kinds == {"forward"}:
                raise LabError(
                    f"{ref!r} is a forward run: diff compares the gradients of backward runs "
                    f"and replays. Compare forward runs' outputs and scores input by input "
                    f"with `%afnio_compare` (Session.compare), e.g. `%afnio_compare {ref} ...`."
                )
        run_b = self.backward_run(b)
        if a is None:
            if run_b.parent is None:
                raise LabError(f"Run {run_b.id!r} is not a replay; name the two runs to compare.")
            a = run_b.parent
        return diff(self.backward_run(a), run_b, leaves_only=leaves_only)

    # -- display ----------------------------------------------------------------------------
    def graph_of(
        self, target: Any = None
    ) -> tuple[GraphSnapshot, BackwardRun | None, dict[int, str]]:
        """The snapshot (and run overlay) for a value, a node or a run."""
        return find_graph(self.runs, self.names, target)

    def render(self, target: Any = None, **options: Any) -> Rendered:
        snapshot, run, names = self.graph_of(target)
        opts = RenderOptions(names=names, **options)
        return render(snapshot, run, opts)

    def calls(self, run: str | Run | None = None, node: Any = None) -> list[Any]:
        """Call-log records, for one run (and node) or all."""
        if run is None:
            return self.call_log.filter(node=node)
        r = self.run(run)
        ids = set(r.call_ids)
        return [c for c in self.call_log.filter(node=node) if c.call_id in ids]

    def own_calls(self, run: str | Run, node: Any = None) -> tuple[list[Any], list[Any]]:
        """``run``'s calls split into those it made and those a replay inherited from the
        run it replays (the nodes it did not recompute); only the first are its cost."""
        r = self.run(run)
        calls = self.calls(r, node=node)
        if not isinstance(r, BackwardRun):
            return calls, []
        made = set(r.made_call_ids())
        return [c for c in calls if c.call_id in made], [c for c in calls if c.call_id not in made]

    def gradient_origins(
        self, value: GraphValue | int, run: str | BackwardRun | None = None
    ) -> list[GradOrigin]:
        """Each gradient ``value`` (or a uid) received in ``run`` (default: the newest
        backward run), with the node that sent it and that node's model calls in the run."""
        target = self.backward_run(run)
        uid = value if isinstance(value, int) else value.uid
        return gradient_origins(target, uid, lambda node_id: self.calls(target, node=node_id))

    # -- persistence ------------------------------------------------------------------------
    def save(self, path: str) -> str:
        """Write runs, edits and the calls they made to a JSON file (atomically)."""
        attach_live_calls(self.runs.values(), self.call_log)
        saved = save_session(
            path, self.runs, self.history, self.call_log, self.names, self.experiments
        )
        return str(saved)

    @classmethod
    def load(cls, path: str, *, max_bytes: int = MAX_SESSION_BYTES) -> Session:
        """Read a saved session: runs can be shown, diffed and exported (not replayed).

        The whole file is validated first (:mod:`afnio_lab.lab.storage.schema`): a bad one
        raises :class:`~afnio_lab.lab.storage.files.SessionFileError` (a ``ValueError``)
        naming the first bad field, or ``FileNotFoundError``; nothing else is touched.
        """
        contents = load_session(path, max_bytes=max_bytes)
        session = cls(call_log=contents.call_log)
        session.runs = contents.runs
        session.history = contents.history
        session.names = contents.names
        session.experiments = contents.experiments
        return session

    def __repr__(self) -> str:
        kinds = [r.kind for r in self.runs.values()]
        return (
            f"<Session: {kinds.count('forward')} forward, {kinds.count('backward')} backward, "
            f"{kinds.count('replay')} replay run(s), {len(self.history)} edit(s)>"
        )


__all__ = ["EditError", "LabError", "Session"]
