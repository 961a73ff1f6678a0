"""What the trainer keeps in the lab's history: its experiment and the prompt updates.

The experiment a loop writes to (the active one, or a new one for the loop), and the prompts
after each optimizer step, unless tellurio's notification switch is on.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from afnio_lab.lab import get_session
from afnio_lab.lab.ops.experiments import new_experiment, prompts_of
from afnio_lab.lab.records.experiments import ExperimentRun, PromptUpdate
from afnio_lab.tellurio.active import get_active_run, set_active_run
from afnio_lab.tellurio.notifications import is_variable_notify_suppressed


@contextmanager
def experiment_for(name: str) -> Iterator[ExperimentRun]:
    """The active run, or a new one (active for the block, completed after it)."""
    current = get_active_run()
    if current is not None and current.status == "RUNNING":
        yield current
        return
    run = new_experiment(get_session(), name)
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


def record_update(run: ExperimentRun, epoch: int, batch: int, module: Any) -> bool:
    """Record the module's prompts after a step, unless notifications are suppressed."""
    if is_variable_notify_suppressed():
        return False
    run.updates.append(PromptUpdate(epoch, batch, prompts_of(module)))
    return True


__all__ = ["experiment_for", "record_update"]
