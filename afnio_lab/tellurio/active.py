"""The active experiment: the one ``tellurio.log`` and the trainer write to (process-wide)."""

from __future__ import annotations

import threading

from afnio_lab.lab.records.experiments import ExperimentRun

_lock = threading.Lock()
_active: ExperimentRun | None = None


def set_active_run(run: ExperimentRun | None) -> None:
    global _active
    with _lock:
        _active = run


def get_active_run() -> ExperimentRun | None:
    with _lock:
        return _active


__all__ = ["get_active_run", "set_active_run"]
