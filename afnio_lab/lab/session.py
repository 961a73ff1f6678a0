"""``Session``: the lab's Python API. The magics and widgets call this and nothing else.

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
from afnio_lab.autodiff.engine import prepare_backward
from afnio_lab.autodiff.executors import Executor
from afnio_lab.autodiff.graph_walk import GraphSnapshot, walk_graph
from afnio_lab.autodiff.value import GraphValue
from afnio_lab.lab.ops.diff import GradDiff, diff
from afnio_lab.lab.ops.origins import GradOrigin, gradient_origins
from afnio_lab.lab.ops.replay import ReplayError, replay
from afnio_lab.lab.ops.stepper import Stepper
from afnio_lab.lab.ops.validation import EditError, check_edit
from afnio_lab.lab.records.experiments import ExperimentRun
from afnio_lab.lab.records.recorder import Recorder
from afnio_lab.lab.records.runs import BackwardRun, Edit, ForwardRun, GradRecord, Run, new_run_id
from afnio_lab.lab.storage.files import MAX_SESSION_BYTES
from afnio_lab.lab.storage.sessions import load_session, save_session
from afnio_lab.lab.views.render import Rendered, RenderOptions, render

#: Failed backward passes kept for :meth:`Session.resume` (the newest ones).
_KEEP_FAILED = 8


class LabError(ValueError):
    """A lab request that cannot be carried out; the message says what to do instead."""


class Session:
    """Runs, edits and the call log of one notebook (or script)."""

    def __init__(self, call_log: Any = None) -> None:
        self.runs: dict[str, Run] = {}
        self.names: dict[int, str] = {}  # value uid -> the Python name it was last bound to
        self.history: list[Edit] = []
        self.current_stepper: Stepper | None = None  # the step-through `%afnio_step` drives
        self._failed_tasks: dict[str, Any] = {}  # run id -> its failed GraphTask (resume)
        self.experiments: dict[str, ExperimentRun] = {}  # training runs (records/experiments)
        self._call_log = call_log

    # -- lookups ----------------------------------------------------------------------------
    @property
    def call_log(self) -> Any:
        if self._call_log is None:
            from afnio_lab.models.call_log import get_call_log

            self._call_log = get_call_log()
        return self._call_log

    def run(self, ref: str | Run | None = None, kind: str | None = None) -> Run:
        """A run by id or name (the newest one with that name); None: the newest run."""
        if isinstance(ref, ForwardRun | BackwardRun):
            return ref
        candidates = [r for r in self.runs.values() if kind is None or r.kind in _kinds(kind)]
        if ref is None:
            if not candidates:
                what = {"backward": "backward run"}.get(kind or "", "run")
                raise LabError(f"No {what} yet: run `%%afnio_forward` and `%backward` first.")
            return candidates[-1]
        for r in reversed(candidates):
            if r.id == ref or r.name == ref:
                return r
        known = ", ".join(f"{r.id} ({r.name})" for r in candidates) or "none"
        raise LabError(f"No run named {ref!r}. Known runs: {known}.")

    def experiment(self, ref: str | None = None) -> ExperimentRun:
        """A training run by id or name (the newest with that name); None: the newest."""
        runs = list(self.experiments.values())
        if not runs:
            raise LabError("No training runs yet: run `Trainer.fit` or `tellurio.init` first.")
        if ref is None:
            return runs[-1]
        for r in reversed(runs):
            if ref in (r.id, r.name):
                return r
        known = ", ".join(f"{r.id} ({r.name})" for r in runs)
        raise LabError(f"No training run named {ref!r}. Known runs: {known}.")

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
    ) -> ForwardRun:
        """Record the graph reachable from ``values`` (name -> Variable/Tensor)."""
        graph_values = {k: v for k, v in values.items() if isinstance(v, GraphValue)}
        if not graph_values:
            raise LabError(
                "The cell made no Variables or Tensors that are part of a graph: assign the "
                "results to names (e.g. `y = x + z`) so the lab can find them."
            )
        names = {v.uid: k for k, v in graph_values.items()}
        self.names.update(names)
        roots = _roots(list(graph_values.values()))
        run_id = new_run_id("f")
        run = ForwardRun(
            id=run_id,
            name=name or run_id,
            names=names,
            created=time.time(),
            duration=duration,
            snapshot=walk_graph(roots),
            call_ids=list(call_ids),
            code=code,
        )
        self.runs[run.id] = run
        return run

    def forward(
        self, fn: Callable[[], Mapping[str, GraphValue]], *, name: str | None = None
    ) -> ForwardRun:
        """Run ``fn`` (which returns name -> value) and record what it built and called."""
        mark = self.call_log.mark()
        run_id_hint = name or "forward"
        started = time.perf_counter()
        with call_origin(run_id=run_id_hint):
            values = fn()
        duration = time.perf_counter() - started
        calls = [r.call_id for r in self.call_log.filter(since=mark)]
        return self.record_forward(values, name=name, duration=duration, call_ids=calls)

    # -- backward ---------------------------------------------------------------------------
    def _prepare(
        self,
        value: GraphValue,
        grad: Any,
        retain_graph: bool,
        inputs: Iterable[GraphValue] | None,
        name: str | None,
        observers: Iterable[Any],
    ) -> tuple[BackwardRun, Any, Recorder]:
        if not isinstance(value, GraphValue):
            raise LabError(f"backward needs a Variable or Tensor, got {type(value).__name__}.")
        if value.is_leaf or value.grad_fn is None:
            raise LabError(
                "This value has no graph to run backward through (it is a leaf or was made "
                "without grad). Build it from values with requires_grad=True, outside no_grad."
            )
        grad = _as_gradient(value, grad)
        run_id = new_run_id("b")
        run = BackwardRun(
            id=run_id,
            name=name or run_id,
            root_uids=[value.uid],
            seeds=[],
            retain_graph=retain_graph,
            names=dict(self.names),
            snapshot=walk_graph([value]),
        )
        recorder = Recorder(run)
        input_list = list(inputs) if inputs is not None else None
        task = prepare_backward(
            value,
            grad,
            retain_graph=retain_graph,
            inputs=input_list,
            observers=[recorder, *observers],
        )
        task.call_context = {"run_id": run.id}  # also on a later resume()
        seed = task.seeds[0][2]
        run.seeds = [GradRecord.of(seed)]  # type: ignore[list-item]
        run.input_uids = [v.uid for v in input_list] if input_list is not None else None
        self.runs[run.id] = run
        return run, task, recorder

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
    ) -> BackwardRun:
        """Run backward from ``value`` and record every node. The graph is kept by default,
        so the run can be replayed after an edit (``retain_graph=False`` frees it)."""
        run, task, _ = self._prepare(value, grad, retain_graph, inputs, name, observers)
        try:
            task.run(executor)
        except BaseException as exc:  # a model failure, or Ctrl-C (finished work is kept)
            if getattr(exc, "backward_task", None) is task:
                self._failed_tasks[run.id] = task
                while len(self._failed_tasks) > _KEEP_FAILED:  # each holds a graph: bound them
                    del self._failed_tasks[next(iter(self._failed_tasks))]
                if hasattr(exc, "add_note"):
                    exc.add_note(
                        f"In the lab: fix the cause, then `Session.resume({run.id!r})` (or "
                        "`%afnio_resume`) finishes this run and records it under the same run."
                    )
            raise
        finally:
            self._attach_calls(run)
        return run

    def resume(
        self, run: str | BackwardRun | None = None, *, executor: Executor | None = None
    ) -> BackwardRun:
        """Finish a failed backward run (after fixing the cause, e.g. the model's server).

        Nodes that finished keep their gradients; the rest run now and are recorded in the
        same run, with their model calls attributed to it.
        """
        target = self.backward_run(run)
        task = self._failed_tasks.get(target.id)
        if task is None or target.status != "failed":
            hint = f" Failed runs: {', '.join(self._failed_tasks)}." if self._failed_tasks else ""
            raise LabError(
                f"Run {target.id!r} has nothing to resume (status {target.status!r}).{hint}"
            )
        try:
            task.resume(executor)
        finally:
            self._attach_calls(target)
        del self._failed_tasks[target.id]
        return target

    def stepper(
        self,
        value: GraphValue,
        grad: Any = None,
        *,
        retain_graph: bool = True,
        name: str | None = None,
    ) -> Stepper:
        """Plan a backward pass to run one node at a time (the teaching view)."""
        run, task, recorder = self._prepare(value, grad, retain_graph, None, name, ())
        return Stepper(run, task, recorder, on_step=lambda: self._attach_calls(run))

    def _attach_calls(self, run: BackwardRun) -> None:
        try:
            records = self.call_log.filter(run_id=run.id)
        except Exception:  # the model layer is optional for numeric work
            return
        for rec in records:
            node = run.records.get(rec.node_id) if rec.node_id is not None else None
            if node is not None and rec.call_id not in node.call_ids:
                node.call_ids.append(rec.call_id)

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
        """
        target = self.backward_run(run)
        if index is not None and value is None:
            raise LabError("`index` picks one of a leaf's gradients: use it with `value=`.")
        if value is not None:
            edit = self._edit_for_value(target, value, data, index, role)
        elif node is not None and (slot is None) != (edge is None):
            record = target.records.get(node)
            if record is None:
                raise LabError(f"Node {node} did not run in {target.id!r}; pick one that did.")
            if slot is not None:
                if not 0 <= slot < len(record.grads_in) or record.grads_in[slot] is None:
                    raise LabError(f"Node {node} received no gradient at output {slot}.")
                edit = Edit(
                    "slot",
                    node,
                    slot,
                    _uid_at(target, node, slot),
                    record.grads_in[slot],
                    data,
                    role,
                    target.id,
                )
            else:
                assert edge is not None
                if not 0 <= edge < len(record.grads_out) or record.grads_out[edge] is None:
                    raise LabError(f"Node {node} sent no gradient along edge {edge}.")
                dst, dst_slot = record.edges[edge]
                uid = _uid_at(target, dst, dst_slot) if dst is not None else None
                edit = Edit("edge", node, edge, uid, record.grads_out[edge], data, role, target.id)
        else:
            raise LabError(
                "Say which gradient to edit: `value=` a Variable, or `node=` with exactly one "
                "of `slot=` or `edge=`."
            )
        # The shared rules (API, magics, widgets): nothing is recorded unless the data can
        # become a gradient of the kind it replaces, so a pending edit never breaks a replay.
        edit.new_data = check_edit(edit.new_data, edit.old)
        target.pending.append(edit)
        self.history.append(edit)
        return edit

    def _edit_for_value(
        self, run: BackwardRun, value: GraphValue, data: Any, index: int | None, role: str | None
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

    def replay(
        self,
        run: str | BackwardRun | None = None,
        *,
        name: str | None = None,
        executor: Executor | None = None,
        observers: Iterable[Any] = (),
    ) -> BackwardRun:
        """Re-run backward from the pending edits of ``run``; returns the new run."""
        base = self.backward_run(run)
        new_id_name = name
        try:
            with call_origin(run_id=f"replay-of-{base.id}"):
                new = replay(
                    base,
                    name=new_id_name,
                    executor=executor,
                    observers=observers,
                    input_uids=base.input_uids,
                )
        except ReplayError as exc:
            raise LabError(str(exc)) from None
        self.runs[new.id] = new
        for rec in self.call_log.filter(run_id=f"replay-of-{base.id}"):
            rec.run_id = new.id
        self._attach_calls(new)
        return new

    def diff(
        self,
        a: str | BackwardRun | None = None,
        b: str | BackwardRun | None = None,
        leaves_only: bool = True,
    ) -> list[GradDiff]:
        """Gradients per value in two runs (default: the newest run and its parent)."""
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
        if isinstance(target, GraphValue):
            return walk_graph([target]), None, self.names
        if (
            isinstance(target, str)
            or target is None
            or isinstance(target, ForwardRun | BackwardRun)
        ):
            run = self.run(target)
            if run.snapshot is None:
                raise LabError(f"Run {run.id!r} was loaded from a file and has no live graph.")
            overlay = run if isinstance(run, BackwardRun) else None
            return run.snapshot, overlay, {**self.names, **run.names}
        raise LabError(f"Cannot draw a graph for {type(target).__name__}.")

    def render(self, target: Any = None, **options: Any) -> Rendered:
        snapshot, run, names = self.graph_of(target)
        opts = RenderOptions(names=names, **options)
        return render(snapshot, run, opts)

    def calls(self, run: str | Run | None = None, node: Any = None) -> list[Any]:
        """Call-log records, for one run (and node) or all."""
        if run is None:
            return self.call_log.filter(node=node)
        r = self.run(run)
        if isinstance(r, BackwardRun):
            self._attach_calls(r)  # calls of a resume() made on the task directly
        ids = set(r.call_ids)
        return [c for c in self.call_log.filter(node=node) if c.call_id in ids]

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
        for r in self.runs.values():
            if isinstance(r, BackwardRun) and r.snapshot is not None:
                self._attach_calls(r)
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


def _kinds(kind: str) -> tuple[str, ...]:
    return ("backward", "replay") if kind == "backward" else (kind,)


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


def _as_gradient(value: GraphValue, grad: Any) -> Any:
    if grad is None or isinstance(grad, GraphValue):
        return grad
    if getattr(value, "_is_numeric", False):
        from afnio_lab.numeric import Tensor

        return Tensor(grad)
    from afnio_lab.autodiff.variable import Variable

    return Variable(grad, role="feedback")


def _uid_at(run: BackwardRun, node_id: int | None, slot: int) -> int | None:
    if run.snapshot is None or node_id is None:
        return None
    for v in run.snapshot.values:
        if v.node_id == node_id and v.output_nr == slot:
            return v.uid
    return None


__all__ = ["EditError", "LabError", "Session"]
