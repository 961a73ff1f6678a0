"""Experiment bookkeeping: start an experiment in a session, read a module's prompts."""

from __future__ import annotations

import itertools
from typing import Any

from afnio_lab.lab.records.experiments import ExperimentRun
from afnio_lab.lab.records.plain import plain_data

_ids = itertools.count(1)


def prompts_of(module: Any) -> dict[str, Any]:
    """Every parameter's data, by dotted name (plain values, safe to keep)."""
    return {name: plain_data(p.data) for name, p in module.named_parameters()}


def new_experiment(
    session: Any,
    name: str | None = None,
    project: str | None = None,
    description: str | None = None,
) -> ExperimentRun:
    """Create a run and add it to ``session``'s history (``session.experiments``)."""
    number = next(_ids)
    run = ExperimentRun(
        id=f"x{number}",
        name=name or f"experiment_{number}",
        project=project,
        description=description,
    )
    session.experiments[run.id] = run
    return run


__all__ = ["new_experiment", "prompts_of"]
