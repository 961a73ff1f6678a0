"""Finding a run, an experiment or a graph to draw, by id or name (the newest wins)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from afnio_lab.autodiff.graph_walk import GraphSnapshot, walk_graph
from afnio_lab.autodiff.value import GraphValue
from afnio_lab.lab.ops.errors import LabError
from afnio_lab.lab.records.experiments import ExperimentRun
from afnio_lab.lab.records.runs import BackwardRun, ForwardRun, Run


def find_run(runs: Mapping[str, Run], ref: str | Run | None, kind: str | None = None) -> Run:
    """A run by id or name (the newest one with that name); None: the newest run.

    ``kind="backward"`` looks at backward runs and their replays only.
    """
    if isinstance(ref, ForwardRun | BackwardRun):
        return ref
    candidates = [r for r in runs.values() if kind is None or r.kind in _kinds(kind)]
    if ref is None:
        if not candidates:
            raise LabError(_none_yet(runs, kind))
        return candidates[-1]
    for r in reversed(candidates):
        if r.id == ref or r.name == ref:
            return r
    other = next((r for r in reversed(list(runs.values())) if ref in (r.id, r.name)), None)
    if other is not None and kind is not None:
        raise LabError(
            f"{ref!r} is a {other.kind} run; this needs a {kind} run. " + known_runs(runs, kind)
        )
    if kind is not None:
        raise LabError(f"No run named {ref!r}. {known_runs(runs, kind)}")
    known = ", ".join(f"{r.id} ({r.name})" for r in candidates) or "none yet"
    raise LabError(f"No run named {ref!r}. Known runs: {known}.")


#: How to record a run of each kind, for messages that find none.
_HOW_TO_RECORD = {
    "forward": "record one with `%%afnio_forward` (a cell whose values become a forward run)",
    "backward": "run `%backward` on a value first",
}


def known_runs(runs: Mapping[str, Run], kind: str) -> str:
    """``Forward runs: f1 (v1), f3 (v2).``, or how to make one when there is none."""
    candidates = [r for r in runs.values() if r.kind in _kinds(kind)]
    if candidates:
        listed = ", ".join(f"{r.id} ({r.name})" for r in candidates)
        return f"{kind.capitalize()} runs: {listed}."
    return f"No {kind} run yet: {_HOW_TO_RECORD.get(kind, 'record one first')}."


def _none_yet(runs: Mapping[str, Run], kind: str | None) -> str:
    if kind is None or not runs:
        what = f"{kind} run" if kind else "run"
        return f"No {what} yet: run `%%afnio_forward` and `%backward` first."
    others = ", ".join(f"{r.id} ({r.kind})" for r in runs.values())
    return f"{known_runs({}, kind)} The runs so far are of another kind: {others}."


def _kinds(kind: str) -> tuple[str, ...]:
    return ("backward", "replay") if kind == "backward" else (kind,)


def find_experiment(experiments: Mapping[str, ExperimentRun], ref: str | None) -> ExperimentRun:
    """A training run by id or name (the newest with that name); None: the newest."""
    runs = list(experiments.values())
    if not runs:
        raise LabError("No training runs yet: run `Trainer.fit` or `tellurio.init` first.")
    if ref is None:
        return runs[-1]
    for r in reversed(runs):
        if ref in (r.id, r.name):
            return r
    known = ", ".join(f"{r.id} ({r.name})" for r in runs)
    raise LabError(f"No training run named {ref!r}. Known runs: {known}.")


def find_graph(
    runs: Mapping[str, Run], names: dict[int, str], target: Any = None
) -> tuple[GraphSnapshot, BackwardRun | None, dict[int, str]]:
    """The snapshot, the backward run to draw over it (if any) and the value names, for a
    value, a run (id, name or object) or the newest run."""
    if isinstance(target, GraphValue):
        return walk_graph([target]), latest_backward_of(runs, target), names
    if isinstance(target, str) or target is None or isinstance(target, ForwardRun | BackwardRun):
        run = find_run(runs, target)
        if run.snapshot is None:
            raise LabError(f"Run {run.id!r} was loaded from a file and has no live graph.")
        overlay = run if isinstance(run, BackwardRun) else None
        return run.snapshot, overlay, {**names, **run.names}
    raise LabError(f"Cannot draw a graph for {type(target).__name__}.")


def latest_backward_of(runs: Mapping[str, Run], value: GraphValue) -> BackwardRun | None:
    """The newest finished backward run (or replay) whose graph holds ``value``: drawing a
    value after backward shows the gradients it received there, as drawing the run does."""
    for run in reversed(list(runs.values())):
        if not isinstance(run, BackwardRun) or run.snapshot is None or run.status == "running":
            continue
        if value.uid in run.root_uids or any(v.uid == value.uid for v in run.snapshot.values):
            return run
    return None


__all__ = ["find_experiment", "find_graph", "find_run", "known_runs", "latest_backward_of"]
