"""How a failure that reaches a magic is shown: a few lines, the full traceback one ``%tb`` away.

Every lab magic runs inside :func:`reporting`. A mistake in what was typed (an unknown name,
a gradient that breaks the edit rules, a run that cannot replay) becomes IPython's one-line
``UsageError``. A failure while the magic ran (a model call that failed for good, Ctrl-C, a
refused model client, a step that failed) becomes :class:`MagicFailed`, which the handler
:func:`install` puts in the shell shows as: what failed and where, the cause, what was kept
and how to go on (``%afnio_resume``, the setting to fix). The original exception becomes
``sys.last_value`` (and ``sys.last_traceback``), so ``%tb`` prints its full traceback and
``%debug`` opens it; ``sys.last_value.backward_task`` is there for the engine's own resume.

The same failures raised by the cell a ``%%afnio_forward`` runs are held back from IPython's
traceback (:func:`holding_failures`) and reported the same way, at their line of the cell,
with how to go on (run the cell again); so is a ``ValueError`` or ``TypeError`` afnio_lab
raised about what the cell passed it (a call without ``model=``), which is bad input. A
:class:`~afnio_lab.models.errors.ModelSetupError` (a refused client, or none set) raised by a
plain cell is shown the same way. Everything else a cell raises keeps IPython's usual
traceback, and code outside IPython sees the usual exceptions.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import wraps
from types import TracebackType
from typing import Any

from IPython.core.error import UsageError

from afnio_lab.lab import get_session
from afnio_lab.lab.ops.edits import EditError
from afnio_lab.lab.ops.errors import LabError
from afnio_lab.lab.ops.replay import ReplayError
from afnio_lab.lab.ops.stepper import StepFailed
from afnio_lab.lab.records.runs import BackwardRun
from afnio_lab.models.errors import ModelCallError, ModelSetupError, NoBackwardClientError

#: Mistakes in what was typed: one line, no traceback (the input is what to fix).
USAGE = (LabError, ReplayError, EditError)
#: Failures while a magic ran: a short report, the full traceback behind ``%tb``.
FAILURES = (ModelCallError, ModelSetupError, StepFailed, KeyboardInterrupt)

TRACEBACK_HINT = "Full traceback: `%tb` (the exception is `sys.last_value`)."
#: What afnio_lab raises about its input (a call without ``model=``): bad input when a cell
#: called the API, a bug when raised elsewhere.
REFUSED_INPUT = (ValueError, TypeError)
# afnio_lab's folder as its frames name it (case-folded on Windows; not resolved, as
# ``co_filename`` is not)
_PACKAGE = os.path.normcase(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))) + os.sep


class MagicFailed(Exception):
    """A failure that reached a magic, with its short report; ``error`` is the original.

    Attributes the original has (``backward_task``, ``call_id``, ``record``…) are read
    through, so ``exc.backward_task`` works on either.
    """

    def __init__(self, where: str, error: BaseException, cell: bool = False) -> None:
        self.where = where
        self.error = error
        try:
            self.lines = report(where, error, cell)
        except Exception:  # a report must never hide the failure it reports
            self.lines = [f"{where} failed: {type(error).__name__}: {error}", f"  {TRACEBACK_HINT}"]
        super().__init__("\n".join(self.lines))

    def __getattr__(self, name: str) -> Any:
        if name in ("error", "where", "lines"):
            raise AttributeError(name)
        return getattr(self.error, name)


class CellFailed(Exception):
    """A failure of the cell a cell magic ran, held back from IPython's traceback by
    :func:`holding_failures`: :func:`reporting` reports ``error`` once, at its ``line``."""

    def __init__(self, error: BaseException, line: int | None) -> None:
        super().__init__(f"{type(error).__name__}: {error}")
        self.error = error
        self.line = line


class HeldFailure:
    """What :func:`holding_failures` held back: the cell's failure and its line, if any."""

    def __init__(self) -> None:
        self.error: BaseException | None = None
        self.line: int | None = None

    def hold(self, error: BaseException, tb: TracebackType | None) -> None:
        self.error, self.line = error, _cell_lineno(tb)

    def reraise(self) -> None:
        """Raise :class:`CellFailed` when the cell failed: the magic stops, reported short."""
        if self.error is not None:
            raise CellFailed(self.error, self.line)


@contextmanager
def holding_failures(shell: Any) -> Iterator[HeldFailure]:
    """Run a cell magic's cell (``shell.run_cell``) so that IPython prints nothing for a
    failure (:data:`FAILURES`) it raises: the magic calls ``reraise()`` on what this yields
    and the failure is reported once, short."""
    held = HeldFailure()
    exceptions, handler = tuple(shell.custom_exceptions), shell.CustomTB

    def hold(
        shell: Any, etype: type, value: BaseException, tb: TracebackType, tb_offset: Any = None
    ) -> list[str]:
        if isinstance(value, FAILURES) or _refused_by_api(value, tb):
            held.hold(value, tb)
            return []
        if isinstance(value, exceptions):
            return handler(etype, value, tb, tb_offset=tb_offset)
        shell.showtraceback((etype, value, tb), tb_offset=tb_offset)  # the cell's own error
        return []

    shell.set_custom_exc((*FAILURES, *REFUSED_INPUT, *exceptions), hold)
    try:
        yield held
    finally:
        shell.custom_exceptions, shell.CustomTB = exceptions, handler


def report(where: str, error: BaseException, cell: bool = False) -> list[str]:
    """The short report of ``error`` raised in ``where`` (``"%backward loss"``, a cell);
    ``cell``: it came from the code of a cell (a ``%%afnio_forward`` cell), not a magic's."""
    inner = error.error if isinstance(error, StepFailed) else error
    run = _run_of(error)
    what, cause = _what_and_cause(inner, run)
    if isinstance(error, StepFailed):
        node = error.node
        where = f"{where}: {_node(run, node.node_id, node.name())}"
    if isinstance(inner, KeyboardInterrupt):
        lines = [f"{where} was interrupted (Ctrl-C: KeyboardInterrupt)."]
    else:
        lines = [f"{where} failed: {type(inner).__name__}: {what}"]
    if cause:
        lines.append(f"  Cause: {cause}")
    lines += [f"  {line}" for line in _how_to_go_on(error, inner, cell)]
    lines.append(f"  {TRACEBACK_HINT}")
    return lines


def _run_of(error: BaseException) -> BackwardRun | None:
    """The run the failure happened in: the failed backward run, or the step-through's."""
    session = get_session()
    run = session.runs.get(getattr(error, "lab_run_id", None) or "")
    if isinstance(run, BackwardRun):
        return run
    stepper = session.current_stepper
    return stepper.run if isinstance(error, StepFailed) and stepper is not None else None


def _node(run: BackwardRun | None, node_id: int | None, fallback: str) -> str:
    """A node as the notebook names it (op, the value it makes, its step), not its id."""
    if run is None or node_id is None or node_id not in run.order:
        return fallback
    return run.node_words(node_id)


def _what_and_cause(error: BaseException, run: BackwardRun | None) -> tuple[str, str | None]:
    if isinstance(error, KeyboardInterrupt):
        return "", None
    if isinstance(error, ModelCallError):
        text, cause = str(error), error.cause
        if not cause or f": {cause}" not in text:
            return text, None
        what = text.split(f": {cause}")[0]
        known = run is not None and error.node_id in run.order
        if known or error.node_name:
            number = f"#{error.call_id} " if error.call_id else ""
            tries = f"{error.attempts} attempt{'s' if error.attempts != 1 else ''}"
            node = _node(run, error.node_id, error.node_name or "")
            in_run = f" in run {run.id}" if run is not None and known else ""
            what = f"Model call {number}from {node}{in_run} failed after {tries}"
        return what + ".", cause.rstrip(".") + "."
    if isinstance(error, NoBackwardClientError):
        return str(error), None
    if isinstance(error, ModelSetupError):
        return f"the model client was refused: {error}", None
    return str(error), None


def _how_to_go_on(error: BaseException, inner: BaseException, cell: bool = False) -> list[str]:
    """What was kept and the next step, for the kind of failure."""
    in_backward = not cell or getattr(error, "backward_task", None) is not None
    if isinstance(inner, KeyboardInterrupt):
        fix = ""
    elif isinstance(inner, ModelCallError) and in_backward:
        fix = (
            "fix the cause (the server, or the model: `%afnio_model`, "
            "`set_backward_model_client`), then "
        )
    elif isinstance(inner, ModelCallError):
        fix = "fix the cause (the server, or the model client the cell calls), then "
    elif isinstance(inner, NoBackwardClientError):
        fix = (
            "set one (`set_backward_model_client('openai/gpt-4o-mini')`, or "
            "`%afnio_model offline` for the offline teaching model), then "
        )
    elif isinstance(inner, ModelSetupError):
        fix = "fix the setting as above, then "
    else:
        fix = "fix the cause, then "
    if isinstance(error, StepFailed):
        return [
            "Kept: the nodes that finished, with their gradients.",
            f"Next: {fix}`%afnio_step` retries this node (`%afnio_step --all` or "
            "`%afnio_resume` the rest).",
        ]
    run_id = getattr(error, "lab_run_id", None)
    if run_id is not None:
        return [
            f"Kept: the gradients of the nodes that finished, in run {run_id}.",
            f"Next: {fix}`%afnio_resume {run_id}` finishes the run.",
        ]
    if getattr(error, "backward_task", None) is not None:
        return [
            "Kept: the gradients of the nodes that finished.",
            f"Next: {fix}`sys.last_value.backward_task.resume()` finishes the pass.",
        ]
    if cell:
        return [
            "Nothing was recorded: a cell is recorded when it finishes.",
            f"Next: {fix}run the cell again.",
        ]
    return []


@contextmanager
def reporting(where: str) -> Iterator[None]:
    """Run a magic's body: mistakes become ``UsageError``, failures :class:`MagicFailed`."""
    try:
        yield
    except UsageError:
        raise
    except USAGE as exc:
        raise UsageError(str(exc)) from None
    except CellFailed as exc:
        at = f"{where} cell, line {exc.line}" if exc.line is not None else f"{where} cell"
        raise MagicFailed(at, exc.error, cell=True) from exc.error
    except FAILURES as exc:
        raise MagicFailed(where, exc) from exc


def reported(magic: Callable[..., Any], name: str, prefix: str) -> Callable[..., Any]:
    """``magic`` (a bound magic method) run inside :func:`reporting`."""

    @wraps(magic)
    def run(line: str, *more: Any) -> Any:
        shown = " ".join(f"{prefix}{name} {line.strip()}".split())
        with reporting(f"`{shown if len(shown) <= 60 else shown[:59] + '…'}`"):
            return magic(line, *more)

    return run


# -- the shell's handler ---------------------------------------------------------------------
def install(shell: Any) -> None:
    """Show :class:`MagicFailed` (and a cell's :class:`ModelSetupError`) short in ``shell``;
    any handler already installed keeps the exceptions it handled."""
    if getattr(shell, "_afnio_previous_custom_exc", None) is not None:
        return
    previous = (tuple(shell.custom_exceptions), shell.CustomTB)
    shell._afnio_previous_custom_exc = previous

    def handler(
        shell: Any, etype: type, value: BaseException, tb: TracebackType, tb_offset: Any = None
    ) -> list[str]:
        if not isinstance(value, MagicFailed | ModelSetupError):
            return previous[1](etype, value, tb, tb_offset=tb_offset)
        show_short(shell, value, tb)
        return []

    shell.set_custom_exc((*previous[0], MagicFailed, ModelSetupError), handler)


def uninstall(shell: Any) -> None:
    """Put back the handler :func:`install` found."""
    previous = getattr(shell, "_afnio_previous_custom_exc", None)
    if previous is None:
        return
    shell.custom_exceptions, shell.CustomTB = previous
    shell._afnio_previous_custom_exc = None


def show_short(shell: Any, value: BaseException, tb: TracebackType | None) -> None:
    """Print the short report, and keep the original for ``%tb``/``%debug``."""
    if isinstance(value, MagicFailed):
        error, lines = value.error, value.lines
    else:
        error, lines = value, report(_cell_line(tb), value)
    sys.last_type, sys.last_value = type(error), error
    sys.last_traceback = error.__traceback__ if isinstance(value, MagicFailed) else tb
    shell._showtraceback(type(error), error, lines)


def _cell_line(tb: TracebackType | None) -> str:
    """``"this cell, line 3"``: where in the cell a plain call failed."""
    line = _cell_lineno(tb)
    return f"This cell, line {line}" if line is not None else "This cell"


def _cell_lineno(tb: TracebackType | None) -> int | None:
    """The line of the cell in a traceback from IPython's ``run_code``."""
    tb = _cell_frame(tb)
    return tb.tb_lineno if tb is not None else None


def _cell_frame(tb: TracebackType | None) -> TracebackType | None:
    """The cell's entry in a traceback from IPython's ``run_code`` (the first after IPython's
    own)."""
    while tb is not None and tb.tb_next is not None and "IPython" in tb.tb_frame.f_code.co_filename:
        tb = tb.tb_next
    return tb


def _refused_by_api(error: BaseException, tb: TracebackType | None) -> bool:
    """Whether ``error`` is afnio_lab refusing what the cell passed it: a ValueError or
    TypeError raised inside a call the cell (or a function it defines) made into afnio_lab."""
    tb = _cell_frame(tb)
    if not isinstance(error, REFUSED_INPUT) or tb is None:
        return False
    cell_file = tb.tb_frame.f_code.co_filename
    while tb is not None and tb.tb_frame.f_code.co_filename == cell_file:
        tb = tb.tb_next
    return tb is not None and os.path.normcase(tb.tb_frame.f_code.co_filename).startswith(_PACKAGE)


__all__ = [
    "CellFailed",
    "MagicFailed",
    "holding_failures",
    "install",
    "report",
    "reported",
    "reporting",
    "uninstall",
]
