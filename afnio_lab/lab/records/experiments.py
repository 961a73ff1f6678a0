"""Experiment records: what a training loop did, epoch by epoch, kept in the lab's history.

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
import time
from dataclasses import dataclass, field
from typing import Any

from afnio_lab.lab.records.hooks import Saved, display_bundle
from afnio_lab.lab.records.plain import format_data, plain_data


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
class ExperimentRun(Saved):
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
            lines.append(f"  epoch {r.epoch}: {epoch_scores(r)}; cost ${r.cost:.4f}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<ExperimentRun {self.id} {self.name!r} {self.status}, {len(self.epochs)} epochs>"

    def _repr_html_(self) -> str | None:
        """The epochs as a table (drawn by the views: :mod:`afnio_lab.lab.views.display`)."""
        html: str | None = display_bundle(self).get("text/html")
        return html


def epoch_scores(record: EpochRecord) -> str:
    """``train_loss=0.5, val_loss=0.25`` for one epoch."""
    scores = {
        **{f"train_{k}": v for k, v in record.train.items()},
        **{f"val_{k}": v for k, v in record.val.items()},
    }
    return ", ".join(f"{k}={v:.4g}" for k, v in scores.items())


__all__ = [
    "EpochRecord",
    "Evaluation",
    "ExperimentRun",
    "MetricPoint",
    "PromptUpdate",
    "epoch_scores",
]
