"""What the magics display: static HTML/SVG views, or the interactive widgets when available.

The widgets live in :mod:`afnio_lab.widgets`; this module picks them unless ``--static`` is
given or no widget front end can load them, and always keeps a static fallback in the output
bundle so nbconvert and GitHub still show the graph. The widgets are imported only where a
view is made, never at the top: importing the magics must not import them (anywidget may be
missing, and a kernel that never shows a widget should not pay for it).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from afnio_lab.lab import get_session
from afnio_lab.lab.ops.compare import Comparison
from afnio_lab.lab.ops.diff import GradDiff
from afnio_lab.lab.ops.stepper import Stepper
from afnio_lab.lab.records.runs import BackwardRun, ForwardRun
from afnio_lab.lab.session import Session
from afnio_lab.lab.views.comparison import comparison_bundle
from afnio_lab.lab.views.display import graph_html, run_bundle
from afnio_lab.lab.views.options import RenderOptions
from afnio_lab.lab.views.render import render
from afnio_lab.lab.views.tables import (
    calls_bundle,
    diff_bundle,
    leaf_grads_bundle,
    runs_bundle,
    stepper_bundle,
)


class StaticView:
    """A display object holding a ready mime bundle."""

    def __init__(self, bundle: dict[str, Any]) -> None:
        self.bundle = bundle

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        return self.bundle

    def __repr__(self) -> str:
        return str(self.bundle.get("text/plain", ""))


def _widgets_enabled(static: bool) -> bool:
    if static or os.environ.get("AFNIO_LAB_STATIC") == "1":
        return False
    try:
        from afnio_lab.widgets import lab_view  # noqa: F401  (optional: see the module docs)
    except ImportError:
        return False
    return True


def graph_view(
    session: Session,
    target: Any = None,
    static: bool = False,
    options: RenderOptions | None = None,
    present: bool | None = None,
) -> Any:
    """The graph of a value or run: the clickable graph widget (``present``: in projector
    mode), or static SVG."""
    if _widgets_enabled(static):
        from afnio_lab.widgets import lab_view  # optional: see the module docs

        return lab_view(session, target, options=options, present=present)
    opts = options or RenderOptions()
    snapshot, run, names = session.graph_of(target)
    if isinstance(target, ForwardRun | BackwardRun):
        names = {**names, **target.names}
    opts.names = {**names, **opts.names}
    rendered = render(snapshot, run, opts)
    if isinstance(target, ForwardRun | BackwardRun):
        return StaticView(run_bundle(target, rendered))
    bundle: dict[str, Any] = {"text/plain": rendered.text, "text/html": graph_html(rendered)}
    if rendered.svg:
        bundle["image/svg+xml"] = rendered.svg
    return StaticView(bundle)


def run_view(
    session: Session,
    run: BackwardRun,
    static: bool = False,
    options: RenderOptions | None = None,
) -> Any:
    """A backward run: graph with per-node feedback, and the leaf gradients."""
    if _widgets_enabled(static):
        from afnio_lab.widgets import lab_view  # optional: see the module docs

        return lab_view(session, run, options=options)
    rendered = None
    if options is not None and run.snapshot is not None:
        rendered = render(run.snapshot, run, replace(options, names={**run.names, **options.names}))
    return StaticView(leaf_grads_bundle(run, rendered))


def stepper_view(
    session: Session,
    stepper: Stepper,
    static: bool = False,
    options: RenderOptions | None = None,
) -> Any:
    """A step-through: the stepper widget (it follows the stepper's moves, whoever makes
    them), or a static note of what is ready to run."""
    if _widgets_enabled(static):
        from afnio_lab.widgets import StepperWidget  # optional: see the module docs

        return StepperWidget(session, stepper, options)
    return StaticView(stepper_bundle(stepper))


def set_current_stepper(stepper: Stepper) -> None:
    """Make ``stepper`` the step-through ``%afnio_step`` drives (the session keeps it)."""
    get_session().current_stepper = stepper


def current_stepper() -> Stepper | None:
    """The step-through ``%afnio_step`` drives (views showing it follow its moves)."""
    return get_session().current_stepper


def progress_observers() -> list[Any]:
    """A progress bar for passes that call models (widgets installed), else nothing."""
    try:
        from afnio_lab.widgets.progress import ProgressObserver  # optional: see the module docs
    except ImportError:
        return []
    return [ProgressObserver()]


def runs_table(session: Session) -> StaticView:
    """Every run with its own calls (a replay's, as its header counts them)."""
    runs = [(run, session.own_calls(run)[0]) for run in session.runs.values()]
    return StaticView(runs_bundle(runs))


def comparison_view(
    comparison: Comparison,
    static: bool = False,
    *,
    only_changed: bool = False,
    only_regressions: bool = False,
) -> Any:
    """A comparison of forward runs: the comparison widget when there is one (it keeps the
    static table as its fallback), else the static table of the kept rows."""
    if _widgets_enabled(static):
        try:
            from afnio_lab.widgets import ComparisonWidget
        except ImportError:  # optional: see the module docs (and the widget may not exist)
            pass
        else:
            return ComparisonWidget(
                comparison, only_changed=only_changed, only_regressions=only_regressions
            )
    return StaticView(
        comparison_bundle(comparison, only_changed=only_changed, only_regressions=only_regressions)
    )


def diff_table(changes: list[GradDiff]) -> StaticView:
    """Each value's gradients before and after a replay."""
    return StaticView(diff_bundle(changes))


def calls_table(
    calls: list[Any],
    inherited: list[Any] | None = None,
    parent: str | None = None,
    runs: Mapping[str, Any] | None = None,
) -> StaticView:
    """Model calls with their totals, and the calls a replay inherited from ``parent``
    (``runs``: the session's, to name each call's node within its graph)."""
    return StaticView(calls_bundle(calls, inherited, parent, runs))


__all__ = [
    "StaticView",
    "calls_table",
    "comparison_view",
    "diff_table",
    "graph_view",
    "progress_observers",
    "run_view",
    "runs_table",
    "stepper_view",
]
