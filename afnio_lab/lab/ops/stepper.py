"""Step through a backward pass one node at a time, and back through what already ran.

Stepping forward runs the next node of the engine's schedule; stepping back only moves the
view (gradients already delivered stay delivered), so a class can replay the story of a pass
without re-running anything, then continue it. Whoever moves a stepper (the ``%afnio_step``
magic, a widget's buttons, Python code), its listeners hear of it, so every view of it
follows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from afnio_lab._tracing import call_origin, op_name
from afnio_lab.autodiff.engine import GraphTask
from afnio_lab.lab.ops.errors import LabError
from afnio_lab.lab.records.plain import feedback_line, truncate
from afnio_lab.lab.records.recorder import Recorder
from afnio_lab.lab.records.runs import BackwardRun, GradRecord, LeafGrad, NodeRecord


@dataclass
class StepView:
    """The state of a pass right after step ``index`` (0-based) ran."""

    index: int
    total: int
    record: NodeRecord
    ready: list[tuple[int, str]]  # (node id, name) that could run next
    leaf_grads: dict[int, list[GradRecord]]  # value uid -> gradients delivered so far
    finished: bool
    #: the ready nodes as a user reads them (:meth:`Stepper.ready_names`)
    ready_names: list[str] = field(default_factory=list)

    @property
    def node_id(self) -> int:
        return self.record.node_id

    @property
    def incoming(self) -> list[GradRecord | None]:
        return self.record.grads_in

    @property
    def produced(self) -> list[GradRecord | None]:
        return self.record.grads_out

    def describe(self) -> str:
        r = self.record
        lines = [f"step {self.index + 1}/{self.total}: {r.name}"]
        if r.skipped:
            lines.append("  received no gradient: skipped")
        for i, g in enumerate(r.grads_in):
            if g is not None:
                lines.append(f"  in[{i}]:  {truncate(feedback_line(g.data), 100)}")
        for i, g in enumerate(r.grads_out):
            if g is not None:
                lines.append(f"  out[{i}]: {truncate(feedback_line(g.data), 100)}")
        if self.ready_names:
            lines.append(f"  ready next: {', '.join(self.ready_names)}")
        elif self.finished:
            lines.append("  the pass is complete")
        return "\n".join(lines)


class StepFailed(Exception):
    """A node failed during a step; the next :meth:`Stepper.step` retries it."""

    def __init__(self, error: BaseException, node: Any, place: str = "") -> None:
        where = op_name(node.name()) if node is not None else "a node"
        where += f" ({place})" if node is not None and place else ""
        super().__init__(
            f"Step failed at {where}: {type(error).__name__}: {error}. Nodes that finished kept "
            "their gradients. Fix the cause, then step again to retry this node "
            "(`%afnio_step`, or `%afnio_step --all` for the rest)."
        )
        self.error = error
        self.node = node


class Stepper:
    """Drives a planned :class:`GraphTask` one node per :meth:`step`."""

    def __init__(
        self,
        run: BackwardRun,
        task: GraphTask,
        recorder: Recorder,
        on_step: Callable[[], Any] | None = None,
    ) -> None:
        self.run = run
        self.task = task
        self.recorder = recorder
        self._steps = task.steps()
        self._history: list[StepView] = []
        self._cursor = -1
        self._on_step = on_step
        self._leaf_seen: dict[int, list[GradRecord]] = {}
        self._listeners: list[Callable[[], Any]] = []
        #: node id -> its step in this pass's schedule (the plan is fixed)
        self._places = {node.node_id: i for i, node in enumerate(task.order, 1)}

    @property
    def prior_grads(self) -> dict[int, GradRecord]:
        """What numeric leaves held before this pass (earlier passes'), by value uid."""
        return self.run.prior_grads

    def add_listener(self, listener: Callable[[], Any]) -> Callable[[], None]:
        """Call ``listener()`` after each move (:meth:`step`, :meth:`back`,
        :meth:`run_to_end`), whoever made it; returns a function that unsubscribes."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def _moved(self) -> None:
        for listener in list(self._listeners):
            listener()

    @property
    def total(self) -> int:
        return len(self.task.order)

    @property
    def finished(self) -> bool:
        return self.task.finished

    @property
    def current(self) -> StepView | None:
        return self._history[self._cursor] if self._cursor >= 0 else None

    @property
    def history(self) -> list[StepView]:
        return list(self._history)

    def ready(self) -> list[tuple[int, str]]:
        return [(n.node_id, n.name()) for n in self.task.ready_queue()]

    def ready_names(self, ready: list[tuple[int, str]] | None = None) -> list[str]:
        """The ready nodes (default: those ready now) as a user reads them: by name and
        place in this pass's schedule, "ChatCompletionBackward0 (node 3 of 12)"."""
        ready = self.ready() if ready is None else ready
        return [f"{name} ({self.place(nid)})" for nid, name in ready]

    def place(self, node_id: int) -> str:
        """``node 3 of 12``: where a node sits in this pass's schedule (node ids are
        process-wide counters that mean nothing to a class)."""
        return f"node {self._places.get(node_id, '?')} of {self.total}"

    def step(self) -> StepView | None:
        """Show the next step: from history if we stepped back, else run the next node."""
        view = self._advance()
        self._moved()
        return view

    def _advance(self) -> StepView | None:
        if self._cursor < len(self._history) - 1:
            self._cursor += 1
            return self._history[self._cursor]
        if self.task.finished:
            return None
        # model calls made by this node are logged under the run, as in Session.backward
        with call_origin(run_id=self.run.id):
            try:
                node_run = next(self._steps)
            except StopIteration:
                return None
            except Exception as exc:
                # The engine kept what finished; a new generator retries the failed node.
                self._steps = self.task.steps()
                node = getattr(exc, "backward_node", None)
                place = self.place(node.node_id) if node is not None else ""
                raise StepFailed(exc, node, place) from exc
            if self.task.finished:
                for _ in self._steps:  # lets the task complete: flush, free, notify observers
                    pass
        record = self.run.records[node_run.node.node_id]
        self.recorder_flush()
        view = StepView(
            index=len(self._history),
            total=self.total,
            record=record,
            ready=self.ready(),
            ready_names=self.ready_names(),
            leaf_grads={uid: list(gs) for uid, gs in self._leaf_seen.items()},
            finished=self.task.finished,
        )
        if view.finished:
            self._finish_run()
        self._history.append(view)
        self._cursor = len(self._history) - 1
        if self._on_step is not None:
            self._on_step()
        return view

    def back(self) -> StepView | None:
        """Move the view one step back (nothing is undone)."""
        if self._cursor <= 0:
            self._cursor = -1
            view = None
        else:
            self._cursor -= 1
            view = self._history[self._cursor]
        self._moved()
        return view

    def run_to_end(self) -> BackwardRun:
        """Run (or re-show) every step left; listeners hear of it once, at the end."""
        while self._advance() is not None or self._cursor < len(self._history) - 1:
            pass
        self._moved()
        return self.run

    @property
    def position(self) -> int:
        """Steps shown: 0 before the first step, ``k`` right after step ``k`` (1-based)."""
        return self._cursor + 1

    def go_to(self, position: int) -> StepView | None:
        """Show the pass right after step ``position`` (0: before the first step): runs the
        nodes up to it that have not run yet, or moves the view back (nothing is undone).
        Listeners hear of it once."""
        if not 0 <= position <= self.total:
            raise LabError(
                f"Step {position} is out of range: this pass has {self.total} step(s); choose "
                f"one from 0 (before the first step) to {self.total}, e.g. "
                f"`%afnio_step {self.total}` for the end."
            )
        try:
            while self.position < position:
                if self._advance() is None:
                    break
            self._cursor = min(self._cursor, position - 1)
        finally:
            self._moved()
        return self.current

    def run_at(self, view: StepView | None = None) -> BackwardRun:
        """The run as it stood right after ``view``'s step (default: the current view).

        Drawing this shows a step-through as it happened, also after stepping back: nodes
        later in the schedule have no records yet and leaves hold what this pass delivered
        so far (the run keeps what earlier passes left them, :attr:`prior_grads`, apart).
        """
        view = self.current if view is None else view
        shown = self._history[: view.index + 1] if view is not None else []
        leaf_grads = [
            LeafGrad(uid, None, -1, -1, grad)
            for uid, grads in (view.leaf_grads.items() if view is not None else ())
            for grad in grads
        ]
        return replace(
            self.run,
            records={v.record.node_id: v.record for v in shown},
            leaf_grads=leaf_grads,
            status="ok" if view is not None and view.finished else "running",
        )

    def recorder_flush(self) -> None:
        """Note leaf gradients the task committed so far (for the per-step view)."""
        for d in self.task.leaf_deliveries[sum(len(v) for v in self._leaf_seen.values()) :]:
            rec = GradRecord.of(d.grad)
            if rec is not None:
                self._leaf_seen.setdefault(d.value.uid, []).append(rec)

    def _finish_run(self) -> None:
        # The engine called on_task_end when the generator finished; the run is complete.
        self.run.status = self.run.status if self.run.status != "running" else "ok"


__all__ = ["StepFailed", "StepView", "Stepper"]
