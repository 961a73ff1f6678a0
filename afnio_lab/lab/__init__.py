"""The lab: sessions, recorded runs, hand edits, replay, stepping, rendering, rich display."""

from afnio_lab.lab import display as _display  # noqa: F401  (installs rich display)
from afnio_lab.lab.diff import GradDiff, diff
from afnio_lab.lab.persistence import SessionFileError
from afnio_lab.lab.render import RenderOptions
from afnio_lab.lab.replay import ReplayError, replay
from afnio_lab.lab.runs import BackwardRun, Edit, ForwardRun, GradRecord, NodeRecord
from afnio_lab.lab.session import LabError, Session
from afnio_lab.lab.stepper import StepFailed, Stepper, StepView
from afnio_lab.lab.training import ExperimentRun

_session: Session | None = None


def get_session() -> Session:
    """The notebook's session (the magics and widgets share it)."""
    global _session
    if _session is None:
        _session = Session()
    return _session


def set_session(session: Session) -> Session:
    """Make ``session`` current (e.g. one loaded from a file); returns it."""
    global _session
    _session = session
    return session


__all__ = [
    "BackwardRun",
    "Edit",
    "ExperimentRun",
    "ForwardRun",
    "GradDiff",
    "GradRecord",
    "LabError",
    "NodeRecord",
    "RenderOptions",
    "ReplayError",
    "Session",
    "SessionFileError",
    "StepFailed",
    "StepView",
    "Stepper",
    "diff",
    "get_session",
    "replay",
    "set_session",
]
