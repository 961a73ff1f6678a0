"""Experiment runs: what a training loop did, epoch by epoch, kept in the lab's history.

An :class:`ExperimentRun` holds logged metrics (``tellurio.log`` and the trainer write
here, locally), one :class:`EpochRecord` per trained epoch (train and validation scores,
cost, and every parameter's text after the epoch), the parameter updates made inside an
epoch, and the results of ``validate``/``test``. Runs live in ``Session.experiments`` and
are saved with the session, so prompts can be inspected and diffed after the fact
(:meth:`ExperimentRun.prompt_diff`) and put back into a module
(:meth:`ExperimentRun.restore_prompts`).
"""

from __future__ import annotations

import difflib
import html
import itertools
import threading
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from typing import Any

from afnio_lab.lab.views.text import format_data, plain_data, truncate

_ids = itertools.count(1)


@dataclass
class MetricPoint:
    name: str
    value: Any
    step: int | None
    time: float


@dataclass
class EpochRecord:
    """One trained epoch: averaged metrics, cumulative cost, and the prompts after it."""

    epoch: int
    train: dict[str, float]
    val: dict[str, float]
    cost: float
    prompts: dict[str, Any]
    duration: float


@dataclass
class PromptUpdate:
    """A parameter update inside an epoch (after the optimizer step of one batch)."""

    epoch: int
    batch: int
    prompts: dict[str, Any]


@dataclass
class Evaluation:
    """One ``validate`` or ``test`` pass."""

    phase: str
    metrics: dict[str, float]
    cost: float
    prompts: dict[str, Any]
    time: float


@dataclass
class ExperimentRun:
    """A training experiment: metrics, epochs, prompt history (see the module docs)."""

    id: str
    name: str
    project: str | None = None
    description: str | None = None
    created: float = field(default_factory=time.time)
    status: str = "RUNNING"
    kind: str = "experiment"
    metrics: list[MetricPoint] = field(default_factory=list)
    epochs: list[EpochRecord] = field(default_factory=list)
    updates: list[PromptUpdate] = field(default_factory=list)
    evaluations: list[Evaluation] = field(default_factory=list)

    # -- writing ----------------------------------------------------------------------------
    def log(self, name: str, value: Any, step: int | None = None) -> None:
        """Record one metric value (afnio's ``run.log``, kept locally)."""
        if not isinstance(name, str) or not name:
            raise ValueError(f"A metric needs a non-empty str name, got {name!r}.")
        self.metrics.append(MetricPoint(name, plain_data(value), step, time.time()))

    def finish(self, status: str = "COMPLETED") -> None:
        self.status = status

    # -- reading ----------------------------------------------------------------------------
    def metric(self, name: str) -> list[tuple[int | None, Any]]:
        """``(step, value)`` pairs logged under ``name``, in order."""
        return [(m.step, m.value) for m in self.metrics if m.name == name]

    def prompts(self, epoch: int | None = None) -> dict[str, Any]:
        """Parameter texts after ``epoch`` (1-based; None: the last; 0: before training)."""
        if not self.epochs:
            raise ValueError(f"Run {self.name!r} has no trained epochs yet.")
        if epoch is None:
            return dict(self.epochs[-1].prompts)
        if epoch == 0:
            if not self.initial_prompts:
                raise ValueError(f"Run {self.name!r} recorded no prompts before training.")
            return self.initial_prompts
        for record in self.epochs:
            if record.epoch == epoch:
                return dict(record.prompts)
        known = ", ".join(str(r.epoch) for r in self.epochs)
        raise ValueError(f"Run {self.name!r} has no epoch {epoch}; epochs: {known}.")

    @property
    def initial_prompts(self) -> dict[str, Any]:
        """Parameter texts before the first optimizer step (recorded as update -1)."""
        first = next((u for u in self.updates if u.batch == -1), None)
        return dict(first.prompts) if first else {}

    def prompt_diff(self, epoch_a: int = 0, epoch_b: int | None = None) -> str:
        """A unified diff of every parameter between two epochs (0: before training)."""
        a, b = self.prompts(epoch_a), self.prompts(epoch_b)
        label_b = "last" if epoch_b is None else str(epoch_b)
        parts: list[str] = []
        for name in sorted(set(a) | set(b)):
            before = format_data(a.get(name, "")).splitlines()
            after = format_data(b.get(name, "")).splitlines()
            parts.extend(
                difflib.unified_diff(
                    before,
                    after,
                    f"{name} @ epoch {epoch_a}",
                    f"{name} @ epoch {label_b}",
                    lineterm="",
                )
            )
        return "\n".join(parts)

    def restore_prompts(self, module: Any, epoch: int | None = None) -> dict[str, Any]:
        """Put the parameter texts of ``epoch`` back into ``module`` (e.g. the best epoch)."""
        prompts = self.prompts(epoch)
        params = dict(module.named_parameters())
        missing = [name for name in prompts if name not in params]
        if missing:
            raise ValueError(
                f"The module has no parameter(s) {missing}; restore into the same kind of "
                "module that was trained."
            )
        for name, data in prompts.items():
            params[name].data = data
        return prompts

    def summary(self) -> str:
        lines = [
            f"{self.name} ({self.status}): {len(self.epochs)} epoch(s), "
            f"{len(self.metrics)} metric value(s)"
        ]
        for r in self.epochs:
            lines.append(f"  epoch {r.epoch}: {_scores(r)}; cost ${r.cost:.4f}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<ExperimentRun {self.id} {self.name!r} {self.status}, {len(self.epochs)} epochs>"

    def _repr_html_(self) -> str:
        rows = []
        for r in self.epochs:
            scores = html.escape(_scores(r))
            prompts = "<br>".join(
                f"<b>{html.escape(k)}</b>: {html.escape(truncate(format_data(v), 300))}"
                for k, v in r.prompts.items()
            )
            rows.append(
                f"<tr><td>{r.epoch}</td><td>{scores}</td><td>${r.cost:.4f}</td>"
                f"<td style='text-align:left'>{prompts}</td></tr>"
            )
        head = "<tr><th>epoch</th><th>scores</th><th>cost</th><th>prompts after</th></tr>"
        return (
            f"<div><b>{html.escape(self.name)}</b> ({html.escape(self.status)})"
            f"<table>{head}{''.join(rows)}</table></div>"
        )

    # -- persistence ------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> ExperimentRun:
        d = dict(d)
        d["metrics"] = [MetricPoint(**m) for m in d.get("metrics", [])]
        d["epochs"] = [EpochRecord(**e) for e in d.get("epochs", [])]
        d["updates"] = [PromptUpdate(**u) for u in d.get("updates", [])]
        d["evaluations"] = [Evaluation(**e) for e in d.get("evaluations", [])]
        return cls(**d)


def _scores(record: EpochRecord) -> str:
    """``train_loss=0.5, val_loss=0.25`` for one epoch."""
    scores = {
        **{f"train_{k}": v for k, v in record.train.items()},
        **{f"val_{k}": v for k, v in record.val.items()},
    }
    return ", ".join(f"{k}={v:.4g}" for k, v in scores.items())


def prompts_of(module: Any) -> dict[str, Any]:
    """Every parameter's data, by dotted name (plain values, safe to keep)."""
    return {name: plain_data(p.data) for name, p in module.named_parameters()}


def new_experiment(
    name: str | None = None,
    project: str | None = None,
    description: str | None = None,
    session: Any = None,
) -> ExperimentRun:
    """Create a run and add it to the session's history (the current session by default)."""
    if session is None:
        from afnio_lab.lab import get_session

        session = get_session()
    number = next(_ids)
    run = ExperimentRun(
        id=f"x{number}",
        name=name or f"experiment_{number}",
        project=project,
        description=description,
    )
    session.experiments[run.id] = run
    return run


# -- the active run (what ``tellurio.log`` writes to) -------------------------------------------
_active_lock = threading.Lock()
_active: ExperimentRun | None = None


def set_active_run(run: ExperimentRun | None) -> None:
    global _active
    with _active_lock:
        _active = run


def get_active_run() -> ExperimentRun | None:
    with _active_lock:
        return _active


@contextmanager
def experiment_for(name: str) -> Iterator[ExperimentRun]:
    """The active run, or a new one (active for the block, completed after it)."""
    current = get_active_run()
    if current is not None and current.status == "RUNNING":
        yield current
        return
    run = new_experiment(name)
    set_active_run(run)
    try:
        yield run
    except BaseException:
        run.finish("CRASHED")
        raise
    else:
        run.finish("COMPLETED")
    finally:
        if get_active_run() is run:
            set_active_run(current)


# -- notification switch (afnio's ``suppress_variable_notifications``) --------------------------
_suppressed = 0
_suppress_lock = threading.Lock()


@contextmanager
def suppress_variable_notifications() -> Iterator[None]:
    """While active, parameter changes are not recorded as run updates (nests)."""
    global _suppressed
    with _suppress_lock:
        _suppressed += 1
    try:
        yield
    finally:
        with _suppress_lock:
            _suppressed -= 1


def is_variable_notify_suppressed() -> bool:
    with _suppress_lock:
        return _suppressed > 0


def record_update(run: ExperimentRun, epoch: int, batch: int, module: Any) -> bool:
    """Record the module's prompts after a step, unless notifications are suppressed."""
    if is_variable_notify_suppressed():
        return False
    run.updates.append(PromptUpdate(epoch, batch, prompts_of(module)))
    return True


__all__ = [
    "EpochRecord",
    "Evaluation",
    "ExperimentRun",
    "MetricPoint",
    "PromptUpdate",
    "experiment_for",
    "get_active_run",
    "is_variable_notify_suppressed",
    "new_experiment",
    "prompts_of",
    "record_update",
    "set_active_run",
    "suppress_variable_notifications",
]
