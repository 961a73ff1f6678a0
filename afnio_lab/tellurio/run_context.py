"""afnio's ``tellurio.run_context``: the active run (local; see :mod:`afnio_lab.tellurio`)."""

from __future__ import annotations

from afnio_lab.tellurio import active
from afnio_lab.tellurio import run as _run
from afnio_lab.tellurio.run import Run, get_active_run


def set_active_run(run: Run) -> None:
    """Make ``run`` the one ``tellurio.log`` and the trainer write to."""
    if not isinstance(run, Run):
        raise TypeError(f"Expected a tellurio Run, got {type(run).__name__}.")
    _run._active = run
    active.set_active_run(run.record)


__all__ = ["get_active_run", "set_active_run"]
