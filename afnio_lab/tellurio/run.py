"""Local Tellurio runs: afnio's ``tellurio.init``/``Run`` API, kept in the lab's history.

Nothing is sent anywhere. A run is an
:class:`~afnio_lab.lab.records.experiments.ExperimentRun` in the current lab session
(``get_session().experiments``); metrics logged to it (by you, or by the
:class:`~afnio_lab.trainer.Trainer`) are kept there and saved with the session.
"""

from __future__ import annotations

import logging
import re
import uuid as _uuid
from enum import Enum
from typing import Any

from afnio_lab.lab import get_session
from afnio_lab.lab.ops.experiments import new_experiment
from afnio_lab.lab.records.experiments import ExperimentRun
from afnio_lab.tellurio import active

logger = logging.getLogger("afnio_lab.tellurio")


class RunStatus(Enum):
    RUNNING = "RUNNING"
    COMPLETED = "COMPLETED"
    CRASHED = "CRASHED"
    FAILED = "FAILED"


def slugify(text: str) -> str:
    """Lowercase words joined by hyphens (how Tellurio names projects)."""
    return re.sub(r"[^a-z0-9]+", "-", text.casefold()).strip("-")


class RunProject:
    def __init__(self, uuid: str, display_name: str, slug: str) -> None:
        self.uuid, self.display_name, self.slug = uuid, display_name, slug

    def __repr__(self) -> str:
        return f"<Project uuid={self.uuid} display_name={self.display_name}>"


class RunOrg:
    def __init__(self, slug: str) -> None:
        self.slug = slug

    def __repr__(self) -> str:
        return f"<Organization slug={self.slug}>"


class RunUser:
    def __init__(self, uuid: str, username: str, slug: str) -> None:
        self.uuid, self.username, self.slug = uuid, username, slug

    def __repr__(self) -> str:
        return f"<User uuid={self.uuid} username={self.username}>"


class Run:
    """A local run. ``log`` and ``finish`` act on its :attr:`record` in the lab session.

    Use it as a context manager to finish it (``CRASHED`` on an exception).
    """

    def __init__(self, record: ExperimentRun, organization: RunOrg, project: RunProject) -> None:
        self.record = record
        self.uuid = str(_uuid.uuid4())
        self.organization = organization
        self.project = project
        self.user = None

    @property
    def name(self) -> str:
        return self.record.name

    @property
    def description(self) -> str | None:
        return self.record.description

    @property
    def status(self) -> RunStatus:
        return RunStatus(self.record.status)

    def log(self, name: str, value: Any, step: int | None = None, client: Any = None) -> None:
        """Record a metric in the lab's history (``client`` is ignored: nothing is sent)."""
        self.record.log(name, value, step)
        logger.info("Logged metric %r=%r for run %r.", name, value, self.name)

    def finish(self, client: Any = None, status: RunStatus | str = RunStatus.COMPLETED) -> None:
        """Mark the run finished; it stops being the active run."""
        self.record.finish(RunStatus(status).value)
        if active.get_active_run() is self.record:
            active.set_active_run(None)
        logger.info("Run %r marked as %s.", self.name, self.record.status)

    def __enter__(self) -> Run:
        return self

    def __exit__(self, exc_type: Any, exc: Any, tb: Any) -> None:
        self.finish(status=RunStatus.CRASHED if exc_type else RunStatus.COMPLETED)

    def __repr__(self) -> str:
        return (
            f"<Run uuid={self.uuid} name={self.name} status={self.status} "
            f"project={self.project.display_name}> (local)"
        )


_active: Run | None = None


def init(
    namespace_slug: str,
    project_display_name: str,
    name: str | None = None,
    description: str | None = None,
    status: RunStatus | str = RunStatus.RUNNING,
    client: Any = None,
) -> Run:
    """Start a local run and make it active (no login, no server).

    A run still active is marked ``FAILED`` first, as afnio does when a new one starts.
    """
    global _active
    if not isinstance(project_display_name, str) or not project_display_name.strip():
        raise ValueError("project_display_name must be a non-empty string, e.g. 'My Project'.")
    current = active.get_active_run()
    if current is not None and current.status == RunStatus.RUNNING.value:
        current.finish(RunStatus.FAILED.value)
    slug = slugify(project_display_name)
    record = new_experiment(
        get_session(), name, project=project_display_name, description=description
    )
    record.status = RunStatus(status).value
    if name is None:
        record.name = f"{slug}-{record.id}"
    run = Run(
        record,
        RunOrg(str(namespace_slug or "local")),
        RunProject(str(_uuid.uuid4()), project_display_name, slug),
    )
    active.set_active_run(record)
    _active = run
    logger.info(
        "Run %r created locally in the lab session (project %r); nothing is uploaded.",
        run.name,
        slug,
    )
    return run


def get_active_run() -> Run:
    """The active run from :func:`init` (afnio raises when there is none; so does this)."""
    record = active.get_active_run()
    if _active is None or record is not _active.record:
        raise ValueError("No active run is set: call afnio_lab.tellurio.init(...) first.")
    return _active
