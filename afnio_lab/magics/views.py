"""What the magics display: static HTML/SVG views, or the interactive widgets when available.

The widgets live in :mod:`afnio_lab.widgets`; this module picks them unless ``--static`` is
given or no widget front end can load them, and always keeps a static fallback in the output
bundle so nbconvert and GitHub still show the graph. The widgets are imported only where a
view is made, never at the top: importing the magics must not import them (anywidget may be
missing, and a kernel that never shows a widget should not pay for it).
"""

from __future__ import annotations

import os
import time
from dataclasses import replace
from typing import Any

from afnio_lab.lab import get_session
from afnio_lab.lab.ops.compare import Comparison, run_totals
from afnio_lab.lab.ops.diff import GradDiff
from afnio_lab.lab.ops.stepper import Stepper
from afnio_lab.lab.records.plain import format_data, truncate
from afnio_lab.lab.records.runs import BackwardRun, ForwardRun
from afnio_lab.lab.session import Session
from afnio_lab.lab.views.comparison import comparison_bundle
from afnio_lab.lab.views.display import CSS, diff_rows_html, esc, graph_html, run_bundle
from afnio_lab.lab.views.options import RenderOptions
from afnio_lab.lab.views.render import Rendered, render
from afnio_lab.lab.views.text import call_where


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
    return StaticView(_with_leaf_table(run, rendered))


def _with_leaf_table(run: BackwardRun, rendered: Rendered | None = None) -> dict[str, Any]:
    bundle = run_bundle(run, rendered)
    rows = []
    for uid, grads in run.leaf_grads_by_uid().items():
        name = run.names.get(uid) or grads[0].role or f"value {uid}"
        for i, lg in enumerate(grads):
            mark = " (edited)" if lg.grad.edited else ""
            rows.append(
                f"<tr><td>{esc(name)}[{i}]{mark}</td>"
                f"<td><pre>{esc(truncate(format_data(lg.grad.data), 600))}</pre></td></tr>"
            )
    if rows:
        bundle["text/html"] += (
            f"<table class='afnio-card'><tr><th>value</th><th>gradient</th></tr>"
            f"{''.join(rows)}</table>"
        )
    return bundle


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
    ready = ", ".join(f"{name}#{nid}" for nid, name in stepper.ready()) or "(nothing)"
    text = (
        f"Step-through ready: {stepper.total} node(s) to run. Next: {ready}. "
        "Run `%afnio_step` for one node, `%afnio_step --back` to look back, "
        "`%afnio_step --all` to finish."
    )
    return StaticView(
        {"text/plain": text, "text/html": f"{CSS}<div class='afnio-card'>{esc(text)}</div>"}
    )


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


#: Table cells: text reads from the left, numbers line up on the right (Jupyter's own
#: stylesheet right-aligns every cell otherwise).
_TEXT = "style='text-align:left;vertical-align:top;padding:2px 6px'"
_NUM = "style='text-align:right;vertical-align:top;padding:2px 6px'"


def runs_table(session: Session) -> StaticView:
    """Every run: kind, name, when, prompt texts, score (mean, n), calls, tokens, cost,
    latency (mean per call)."""
    head = ["id", "kind", "name", "when", "prompts", "score (n)", "calls", "tokens", "cost"]
    head.append("latency")
    rows: list[list[str]] = []
    for run in session.runs.values():
        calls, _ = session.own_calls(run)  # a replay's own calls, as its header counts them
        t = run_totals(run, calls)
        params = run.params if isinstance(run, ForwardRun) else {}
        prompts = "; ".join(f"{k}: {truncate(v, 40)}" for k, v in params.items())
        score = "–" if t.score_mean is None else f"{t.score_mean:.3g} ({t.n})"
        cost = "unknown" if t.cost is None else f"${t.cost:.5f}"
        latency = "–" if t.latency_mean is None else f"{t.latency_mean * 1000:.0f} ms"
        when = time.strftime("%H:%M:%S", time.localtime(getattr(run, "created", 0.0)))
        rows.append([run.id, run.kind, run.name, when, prompts or "–", score])
        rows[-1] += [str(t.calls), str(t.tokens), cost, latency]
    if not rows:
        return StaticView({"text/plain": "No runs yet.", "text/html": esc("No runs yet.")})
    widths = [max(len(str(r[i])) for r in [head, *rows]) for i in range(len(head))]
    text = "\n".join(
        "  ".join(str(c).ljust(w) for c, w in zip(r, widths)).rstrip() for r in [head, *rows]
    )
    body = "".join(
        "<tr>" + "".join(f"<td {_TEXT}>{esc(c)}</td>" for c in r) + "</tr>" for r in rows
    )
    heads = "".join(f"<th {_TEXT}>{h}</th>" for h in head)
    html = f"{CSS}<table class='afnio-card'><tr>{heads}</tr>{body}</table>"
    return StaticView({"text/plain": text, "text/html": html})


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
    lines, rows = [], []
    for d in changes:
        label = d.name or d.role or f"value {d.uid}"
        state = "changed" if d.changed else "same"
        before = " | ".join(truncate(format_data(g.data), 2000) for g in d.before) or "-"
        after = " | ".join(truncate(format_data(g.data), 2000) for g in d.after) or "-"
        short_before, short_after = truncate(before, 200), truncate(after, 200)
        lines.append(f"{label} ({state})\n  before: {short_before}\n  after:  {short_after}")
        rows.append((label, d.changed, before, after))
    text = "\n".join(lines) or "No gradients to compare."
    html = f"{CSS}{diff_rows_html(rows)}" if rows else esc(text)
    return StaticView({"text/plain": text, "text/html": html})


def calls_table(
    calls: list[Any], inherited: list[Any] | None = None, parent: str | None = None
) -> StaticView:
    """Model calls with their totals. ``inherited``: the calls a replay took over from
    ``parent`` (the run it replays), listed after the others, marked, and not counted."""
    lines, rows = [_call_line(c) for c in calls], [_call_row(c) for c in calls]
    tokens = sum(c.prompt_tokens + c.completion_tokens for c in calls)
    cost = sum(c.cost or 0.0 for c in calls)
    latency = sum(c.latency_s for c in calls)
    total = (
        f"{len(calls)} call(s), {int(tokens)} tokens, ${cost:.5f}, {latency:.2f} s of model time"
    )
    notes = [total]
    if inherited:
        source = parent or "the run it replays"
        mark = f"inherited from {source}"
        heading = (
            f"{len(inherited)} call(s) inherited from {source} (the nodes this replay did not "
            f"recompute): made by {source}, not counted in this run's totals"
        )
        lines += [heading, *(_call_line(c, mark) for c in inherited)]
        rows.append(
            f"<tr class='afnio-inherited-head'><td colspan='7' {_TEXT}>{esc(heading)}</td></tr>"
        )
        rows += [_call_row(c, mark) for c in inherited]
        notes.append(f"+{len(inherited)} inherited from {source}, not counted")
    text = "\n".join([*lines, *notes])
    html = (
        f"{CSS}<table class='afnio-card'><tr><th {_NUM}>id</th><th {_TEXT}>node</th>"
        f"<th {_TEXT}>model</th><th {_TEXT}>status</th><th {_NUM}>tokens</th>"
        f"<th {_NUM}>cost $</th><th {_NUM}>latency</th></tr>{''.join(rows)}</table>"
        f"<div class='afnio-hint'>{esc(' · '.join(notes))}</div>"
    )
    return StaticView({"text/plain": text, "text/html": html})


def _call_status(c: Any, mark: str | None) -> list[str]:
    status = "error" if c.error else ("cache" if c.cache_hit else "ok")
    return [*([mark] if mark else []), status, *c.notes]


def _call_line(c: Any, mark: str | None = None) -> str:
    where = call_where(c.phase, c.node_name, c.node_id)
    status, *notes = _call_status(c, None)
    return (
        f"{c.call_id:>4} {where:<28} {c.model or '':<14} {status:<6} "
        f"{c.prompt_tokens}+{c.completion_tokens} tok {c.latency_s * 1000:.0f} ms"
        + "".join(f" · {note}" for note in [*notes, *([mark] if mark else [])])
    )


def _call_row(c: Any, mark: str | None = None) -> str:
    where = call_where(c.phase, c.node_name, c.node_id)
    muted = " class='afnio-inherited' style='color:#6b7280'" if mark else ""
    return (
        f"<tr{muted}><td {_NUM}>{c.call_id}</td><td {_TEXT}>{esc(where)}</td>"
        f"<td {_TEXT}>{esc(c.model or '')}</td>"
        f"<td {_TEXT}>{esc(' · '.join(_call_status(c, mark)))}</td>"
        f"<td {_NUM}>{c.prompt_tokens}+{c.completion_tokens}</td>"
        f"<td {_NUM}>{(c.cost or 0):.5f}</td><td {_NUM}>{c.latency_s * 1000:.0f} ms</td></tr>"
    )


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
