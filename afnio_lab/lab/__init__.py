"""The lab: sessions, recorded runs, hand edits, replay, stepping, rendering, rich display."""

from afnio_lab.lab.ops.compare import Comparison, ComparisonRow, RunTotals
from afnio_lab.lab.ops.diff import GradDiff, diff
from afnio_lab.lab.ops.errors import LabError
from afnio_lab.lab.ops.replay import ReplayError, replay
from afnio_lab.lab.ops.stepper import StepFailed, Stepper, StepView
from afnio_lab.lab.records.experiments import ExperimentRun
from afnio_lab.lab.records.runs import (
    BackwardRun,
    Edit,
    ForwardRun,
    GradRecord,
    NodeRecord,
    SampleRecord,
)
from afnio_lab.lab.session import Session
from afnio_lab.lab.storage import codec as _codec  # noqa: F401  (installs the saved shape)
from afnio_lab.lab.storage.files import SessionFileError
from afnio_lab.lab.views import display as _display  # noqa: F401  (installs rich display)
from afnio_lab.lab.views.options import RenderOptions

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


def set_present(on: bool = True) -> None:
    """Projector mode for every graph shown from now on: labels of at least 18 px, the graph
    fitted to the cell and to a 1,280 x 800 screen, the inspector beside it."""
    get_session().present = bool(on)


__all__ = [
    "BackwardRun",
    "Comparison",
    "ComparisonRow",
    "Edit",
    "ExperimentRun",
    "ForwardRun",
    "GradDiff",
    "GradRecord",
    "LabError",
    "NodeRecord",
    "RenderOptions",
    "ReplayError",
    "RunTotals",
    "SampleRecord",
    "Session",
    "SessionFileError",
    "StepFailed",
    "StepView",
    "Stepper",
    "diff",
    "get_session",
    "replay",
    "set_present",
    "set_session",
]
