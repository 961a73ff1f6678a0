"""Rich display for Jupyter: Variables, Tensors, Nodes, runs and experiments as HTML and SVG.

Installed into the engine's display hook and the records' display hook when ``afnio_lab`` is
imported, so values and records look right in JupyterLab, VS Code, nbconvert and on GitHub,
with or without the lab extension loaded. Every piece of user or model text goes through
``html.escape``.
"""

from __future__ import annotations

import html
from typing import Any

from afnio_lab.autodiff.graph import Node
from afnio_lab.autodiff.graph_walk import GraphSnapshot, walk_graph
from afnio_lab.autodiff.value import GraphValue, set_mimebundle_provider
from afnio_lab.lab.ops.compare import Comparison
from afnio_lab.lab.records.experiments import ExperimentRun, epoch_scores
from afnio_lab.lab.records.hooks import set_display_provider
from afnio_lab.lab.records.plain import format_data, truncate
from afnio_lab.lab.records.runs import BackwardRun, ForwardRun, GradRecord
from afnio_lab.lab.views.comparison import comparison_bundle
from afnio_lab.lab.views.options import RenderOptions
from afnio_lab.lab.views.render import Rendered, render
from afnio_lab.lab.views.style import EDITED_COLOR, INK, LEGEND, MUTED
from afnio_lab.lab.views.text import run_summary

#: Graphs larger than this are not drawn inline in a value's display (use %afnio_graph).
MAX_INLINE_NODES = 150

#: The static views' stylesheet (its colours come from :mod:`~afnio_lab.lab.views.style`).
CSS = f"""
<style>
.afnio-card{{font-family:system-ui,sans-serif;font-size:13px;border:1px solid #d1d5db;
 border-radius:6px;padding:6px 10px;margin:2px 0;max-width:900px}}
.afnio-card .k{{color:{MUTED};padding-right:8px;vertical-align:top;white-space:nowrap}}
.afnio-card pre{{white-space:pre-wrap;margin:0;font-size:12px}}
.afnio-card .grad{{border-left:3px solid #9ca3af;padding-left:6px;margin:3px 0}}
.afnio-card .edited{{border-left-color:{EDITED_COLOR}}}
.afnio-hint{{color:{MUTED};font-size:12px}}
.afnio-legend{{font-family:system-ui,sans-serif;font-size:11px;color:{INK};margin:2px 0}}
.afnio-legend span{{display:inline-block;margin-right:10px}}
.afnio-legend i{{display:inline-block;width:12px;height:10px;margin-right:4px;
 border:1px solid {INK};border-radius:3px;vertical-align:-1px}}
.afnio-static-note{{font-family:system-ui,sans-serif;font-size:12px;background:#fef3c7;
 color:#92400e;border:1px solid #fcd34d;border-radius:4px;padding:3px 8px;margin:2px 0;
 max-width:900px}}
</style>
"""


def esc(text: Any) -> str:
    return html.escape(str(text), quote=True)


def _pre(data: Any, limit: int = 2000) -> str:
    return f"<pre>{esc(truncate(format_data(data), limit))}</pre>"


def _grads_html(grads: list[Any]) -> str:
    if not grads:
        return "<i>none</i>"
    items = []
    for i, g in enumerate(grads):
        record = g if isinstance(g, GradRecord) else GradRecord.of(g)
        if record is None:
            continue
        cls = "grad edited" if record.edited else "grad"
        role = f" <span class='k'>{esc(record.role)}</span>" if record.role else ""
        items.append(f"<div class='{cls}'>[{i}]{role}{_pre(record.data, 1000)}</div>")
    return "".join(items)


def value_html(value: GraphValue) -> str:
    """An escaped card: data, role, flags, grad_fn and every gradient in ``.grad``."""
    rows = []
    role = getattr(value, "role", None)
    if role is not None:
        rows.append(("role", esc(role)))
    rows.append(("data", _pre(getattr(value, "data", None))))
    rows.append(("requires_grad", esc(value.requires_grad)))
    if value.grad_fn is not None:
        rows.append(("grad_fn", esc(value.grad_fn.name())))
    grads = getattr(value, "_grad", None)
    if isinstance(grads, list):
        rows.append((f"grad ({len(grads)})", _grads_html(grads)))
    elif getattr(value, "grad", None) is not None:
        rows.append(("grad", _pre(value.grad)))  # type: ignore[attr-defined]
    body = "".join(f"<tr><td class='k'>{k}</td><td>{v}</td></tr>" for k, v in rows)
    title = esc(type(value).__name__)
    return f"{CSS}<div class='afnio-card'><b>{title}</b><table>{body}</table></div>"


def legend_html() -> str:
    """The static legend: a swatch and a label per kind (:data:`~.style.LEGEND`)."""
    keys = "".join(
        f"<span><i style='{key.swatch_css}'></i>{esc(key.label)}</span>" for key in LEGEND
    )
    return f"<div class='afnio-legend'>{keys}</div>"


def graph_html(rendered: Rendered) -> str:
    if rendered.svg:
        return f"{legend_html()}<div class='afnio-graph'>{rendered.svg}</div>"
    return (
        f"<pre>{esc(rendered.text)}</pre><div class='afnio-hint'>{esc(rendered.hint or '')}</div>"
    )


def _bundle(text: str, html_body: str, rendered: Rendered | None) -> dict[str, Any]:
    bundle: dict[str, Any] = {"text/plain": text, "text/html": html_body}
    if rendered is not None and rendered.svg:
        bundle["image/svg+xml"] = rendered.svg
    return bundle


def _render_snapshot(
    snapshot: GraphSnapshot, run: BackwardRun | None, names: dict[int, str] | None = None
) -> Rendered:
    return render(snapshot, run, RenderOptions(names=names or {}))


def mimebundle_for(obj: Any) -> dict[str, Any]:
    """The display bundle for a graph value, a node or a run."""
    if isinstance(obj, GraphValue):
        card = value_html(obj)
        if obj.grad_fn is not None and not obj.is_leaf:
            snapshot = walk_graph([obj])
            if len(snapshot.nodes) <= MAX_INLINE_NODES:
                rendered = _render_snapshot(snapshot, None)
                return {"text/plain": repr(obj), "text/html": card + graph_html(rendered)}
        return {"text/plain": repr(obj), "text/html": card}
    if isinstance(obj, Node):
        rendered = _render_snapshot(_node_snapshot(obj), None)
        title = f"<b>{esc(obj.name())}</b> (node {obj.node_id})"
        return _bundle(
            repr(obj),
            f"{CSS}<div class='afnio-card'>{title}</div>" + graph_html(rendered),
            rendered,
        )
    if isinstance(obj, (BackwardRun, ForwardRun)):
        return run_bundle(obj)
    return {"text/plain": repr(obj)}


def _node_snapshot(node: Node) -> GraphSnapshot:
    out = node.output_value(0)
    return walk_graph([out] if out is not None else [])  # nothing alive: an empty graph


def run_bundle(run: BackwardRun | ForwardRun, rendered: Rendered | None = None) -> dict[str, Any]:
    if run.snapshot is not None and rendered is None:
        overlay = run if isinstance(run, BackwardRun) else None
        rendered = _render_snapshot(run.snapshot, overlay, run.names)
    summary = (
        run_summary(run)
        if isinstance(run, BackwardRun)
        else (
            f"forward run {run.id!r} ({run.name}): {len(run.names)} named value(s), "
            f"{len(run.call_ids)} model call(s), {run.duration * 1000:.1f} ms"
        )
    )
    body = f"{CSS}<div class='afnio-card'>{esc(summary)}</div>"
    if rendered is not None:
        body += graph_html(rendered)
    text = summary + ("\n" + rendered.text if rendered is not None and not rendered.svg else "")
    return _bundle(text, body, rendered)


def experiment_html(run: ExperimentRun) -> str:
    """A training run's epochs: scores, cost and the prompts after each epoch."""
    rows = []
    for r in run.epochs:
        scores = html.escape(epoch_scores(r))
        prompts = "<br>".join(
            f"<b>{html.escape(k)}</b>: {html.escape(truncate(format_data(v), 300))}"
            for k, v in r.prompts.items()
        )
        rows.append(
            f"<tr><td>{r.epoch}</td><td>{scores}</td><td>${r.cost:.4f}</td>"
            f"<td style='text-align:left'>{prompts}</td></tr>"
        )
    head = "<tr><th>epoch</th><th>scores</th><th>cost</th><th>prompts after</th></tr>"
    return (
        f"<div><b>{html.escape(run.name)}</b> ({html.escape(run.status)})"
        f"<table>{head}{''.join(rows)}</table></div>"
    )


def record_bundle(record: Any) -> dict[str, Any]:
    """The display of a lab record (what the records' display hook asks for)."""
    if isinstance(record, ExperimentRun):
        return {"text/plain": repr(record), "text/html": experiment_html(record)}
    if isinstance(record, Comparison):
        return comparison_bundle(record)
    return mimebundle_for(record)


set_mimebundle_provider(mimebundle_for)
set_display_provider(record_bundle)

#: What a saved widget output says where no kernel (or no widget manager) is running.
STATIC_NOTE = (
    "A saved picture of this cell's output: run this cell to make it interactive "
    "(click nodes, inspect, edit and replay)."
)


def static_note_html() -> str:
    return f"<div class='afnio-static-note'>{esc(STATIC_NOTE)}</div>"


__all__ = [
    "MAX_INLINE_NODES",
    "STATIC_NOTE",
    "esc",
    "experiment_html",
    "legend_html",
    "mimebundle_for",
    "record_bundle",
    "run_bundle",
    "static_note_html",
    "value_html",
]
