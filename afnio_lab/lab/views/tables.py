"""The static tables: runs, model calls, leaf gradients and gradient diffs, as plain text and
escaped HTML (and the static note of a step-through).

``%afnio_runs``, ``%afnio_calls``, ``%afnio_diff`` and ``%backward --static`` show them, the
lab view's saved picture
lists its calls with the same table, and the optimizer preview uses the diff rows. Cell styles
are inline, so the alignment survives where no stylesheet applies (GitHub, nbconvert).
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from afnio_lab.lab.ops.compare import run_totals
from afnio_lab.lab.ops.diff import GradDiff
from afnio_lab.lab.ops.stepper import Stepper
from afnio_lab.lab.ops.word_diff import bounded_word_diff, spaced
from afnio_lab.lab.records.plain import truncate
from afnio_lab.lab.records.runs import BackwardRun, ForwardRun
from afnio_lab.lab.views.display import CSS, esc, run_bundle
from afnio_lab.lab.views.render import Rendered
from afnio_lab.lab.views.style import DELETED_BG, INSERTED_BG, MUTED, ROW_CHANGED_BG
from afnio_lab.lab.views.text import call_places, feedback_line, readable_feedback

#: Table cells: text reads from the left, numbers line up on the right (Jupyter's own
#: stylesheet right-aligns every cell otherwise).
_TEXT = "style='text-align:left;vertical-align:top;padding:2px 6px'"
_NUM = "style='text-align:right;vertical-align:top;padding:2px 6px'"


def runs_bundle(runs: list[tuple[Any, list[Any]]]) -> dict[str, Any]:
    """Every run with its own calls: kind, name, when, prompt texts, score (mean, n), calls,
    tokens, cost, latency (mean per call)."""
    head = ["id", "kind", "name", "when", "prompts", "score (n)", "calls", "tokens", "cost"]
    head.append("latency")
    rows: list[list[str]] = []
    for run, calls in runs:
        t = run_totals(run, calls)
        params = run.params if isinstance(run, ForwardRun) else {}
        prompts = "; ".join(f"{k}: {truncate(v, 40)}" for k, v in params.items())
        score = "–" if t.score_mean is None else f"{t.score_mean:.3g} ({t.n})"
        cost = "unknown" if t.cost is None else f"${t.cost:.5f}"
        latency = "–" if t.latency_mean is None else f"{t.latency_mean * 1000:.0f} ms"
        when = _clock(getattr(run, "created", 0.0))
        rows.append([run.id, run.kind, run.name, when, prompts or "–", score])
        rows[-1] += [str(t.calls), str(t.tokens), cost, latency]
    if not rows:
        return {"text/plain": "No runs yet.", "text/html": esc("No runs yet.")}
    widths = [max(len(str(r[i])) for r in [head, *rows]) for i in range(len(head))]
    text = "\n".join(
        "  ".join(str(c).ljust(w) for c, w in zip(r, widths)).rstrip() for r in [head, *rows]
    )
    body = "".join(
        "<tr>" + "".join(f"<td {_TEXT}>{esc(c)}</td>" for c in r) + "</tr>" for r in rows
    )
    heads = "".join(f"<th {_TEXT}>{h}</th>" for h in head)
    html = f"{CSS}<table class='afnio-card'><tr>{heads}</tr>{body}</table>"
    return {"text/plain": text, "text/html": html}


def leaf_grads_bundle(run: BackwardRun, rendered: Rendered | None = None) -> dict[str, Any]:
    """A backward run's display (:func:`~.display.run_bundle`) with its leaf gradients."""
    bundle = run_bundle(run, rendered)
    rows = []
    for uid, grads in run.leaf_grads_by_uid().items():
        name = run.names.get(uid) or grads[0].role or f"value {uid}"
        for i, lg in enumerate(grads):
            mark = " (edited)" if lg.grad.edited else ""
            rows.append(
                f"<tr><td>{esc(name)}[{i}]{mark}</td>"
                f"<td><pre>{esc(truncate(readable_feedback(lg.grad.data), 600))}</pre></td></tr>"
            )
    if rows:
        bundle["text/html"] += (
            f"<table class='afnio-card'><tr><th>value</th><th>gradient</th></tr>"
            f"{''.join(rows)}</table>"
        )
    return bundle


def stepper_bundle(stepper: Stepper) -> dict[str, Any]:
    """A step-through as a static note: what is ready to run, and how to go on."""
    ready = ", ".join(stepper.ready_names()) or "(nothing)"
    text = (
        f"Step-through ready: {stepper.total} node(s) to run. Next: {ready}. "
        "Run `%afnio_step` for one node, `%afnio_step --back` to look back, "
        "`%afnio_step --all` to finish."
    )
    return {"text/plain": text, "text/html": f"{CSS}<div class='afnio-card'>{esc(text)}</div>"}


# -- model calls ---------------------------------------------------------------------------


def _clock(seconds: float) -> str:
    """``14:03:27`` for a time in seconds since the epoch; "–" for one the platform cannot
    show (a hand-edited session file may hold any number)."""
    try:
        return time.strftime("%H:%M:%S", time.localtime(seconds))
    except (OverflowError, OSError, ValueError):
        return "–"


def calls_bundle(
    calls: list[Any],
    inherited: list[Any] | None = None,
    parent: str | None = None,
    runs: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """Model calls with their totals, as a display bundle (see :func:`calls_tables`)."""
    text, html = calls_tables(calls, inherited, parent, runs)
    return {"text/plain": text, "text/html": f"{CSS}{html}"}


def inherited_mark(parent: str | None) -> str:
    """How a call a replay took over from ``parent`` is marked, in every call table."""
    return f"inherited from {parent or 'the run it replays'}"


def calls_tables(
    calls: list[Any],
    inherited: list[Any] | None = None,
    parent: str | None = None,
    runs: Mapping[str, Any] | None = None,
) -> tuple[str, str]:
    """Model calls with their totals, as text lines and as a static table (tokens, cost,
    latency; no stylesheet). ``inherited``: the calls a replay took over from ``parent``
    (the run it replays), listed after the others, marked, and not counted. ``runs`` (the
    session's) name each call's node within its graph
    (:func:`~afnio_lab.lab.views.text.call_places`)."""
    places = call_places([*calls, *(inherited or [])], runs)
    lines = [_call_line(c, places) for c in calls]
    rows = [_call_row(c, places) for c in calls]
    tokens = sum(c.prompt_tokens + c.completion_tokens for c in calls)
    cost = sum(c.cost or 0.0 for c in calls)
    latency = sum(c.latency_s for c in calls)
    total = (
        f"{len(calls)} call(s), {int(tokens)} tokens, ${cost:.5f}, {latency:.2f} s of model time"
    )
    notes = [total]
    if inherited:
        source = parent or "the run it replays"
        mark = inherited_mark(parent)
        heading = (
            f"{len(inherited)} call(s) inherited from {source} (the nodes this replay did not "
            f"recompute): made by {source}, not counted in this run's totals"
        )
        lines += [heading, *(_call_line(c, places, mark) for c in inherited)]
        rows.append(
            f"<tr class='afnio-inherited-head'><td colspan='7' {_TEXT}>{esc(heading)}</td></tr>"
        )
        rows += [_call_row(c, places, mark) for c in inherited]
        notes.append(f"+{len(inherited)} inherited from {source}, not counted")
    text = "\n".join([*lines, *notes])
    html = (
        f"<table class='afnio-card'><tr><th {_NUM}>id</th><th {_TEXT}>node</th>"
        f"<th {_TEXT}>model</th><th {_TEXT}>status</th><th {_NUM}>tokens</th>"
        f"<th {_NUM}>cost $</th><th {_NUM}>latency</th></tr>{''.join(rows)}</table>"
        f"<div class='afnio-hint'>{esc(' · '.join(notes))}</div>"
    )
    return text, html


def _call_status(c: Any, mark: str | None) -> list[str]:
    status = "error" if c.error else ("cache" if c.cache_hit else "ok")
    return [*([mark] if mark else []), status, *c.notes]


def _call_line(c: Any, places: dict[int, str], mark: str | None = None) -> str:
    status, *notes = _call_status(c, None)
    return (
        f"{c.call_id:>4} {places[c.call_id]:<34} {c.model or '':<14} {status:<6} "
        f"{c.prompt_tokens}+{c.completion_tokens} tok {c.latency_s * 1000:.0f} ms"
        + "".join(f" · {note}" for note in [*notes, *([mark] if mark else [])])
    )


def _call_row(c: Any, places: dict[int, str], mark: str | None = None) -> str:
    where = places[c.call_id]
    muted = f" class='afnio-inherited' style='color:{MUTED}'" if mark else ""
    return (
        f"<tr{muted}><td {_NUM}>{c.call_id}</td><td {_TEXT}>{esc(where)}</td>"
        f"<td {_TEXT}>{esc(c.model or '')}</td>"
        f"<td {_TEXT}>{esc(' · '.join(_call_status(c, mark)))}</td>"
        f"<td {_NUM}>{c.prompt_tokens}+{c.completion_tokens}</td>"
        f"<td {_NUM}>{(c.cost or 0):.5f}</td><td {_NUM}>{c.latency_s * 1000:.0f} ms</td></tr>"
    )


# -- gradient diffs ------------------------------------------------------------------------


def diff_bundle(changes: list[GradDiff]) -> dict[str, Any]:
    """Each value's gradients before and after a replay: a line per value, and the table."""
    lines, rows = [], []
    for d in changes:
        label = d.name or d.role or f"value {d.uid}"
        state = "changed" if d.changed else "same"
        before = " | ".join(truncate(readable_feedback(g.data), 2000) for g in d.before) or "-"
        after = " | ".join(truncate(readable_feedback(g.data), 2000) for g in d.after) or "-"
        short_before, short_after = (truncate(feedback_line(t), 200) for t in (before, after))
        lines.append(f"{label} ({state})\n  before: {short_before}\n  after:  {short_after}")
        rows.append((label, d.changed, before, after))
    text = "\n".join(lines) or "No gradients to compare."
    html = f"{CSS}{diff_rows_html(rows)}" if rows else esc(text)
    return {"text/plain": text, "text/html": html}


_TD = "text-align:left;vertical-align:top;padding:3px 6px"
_PRE = "white-space:pre-wrap;word-break:normal;overflow-wrap:anywhere;margin:0;text-align:left"
#: The word diff's marks, inline (deleted struck, inserted marked).
_MARKS = {
    "delete": f"del style='background:{DELETED_BG}'",
    "insert": f"ins style='background:{INSERTED_BG};text-decoration:none'",
}


def diff_rows_html(rows: list[tuple[str, bool, str, str]]) -> str:
    """A static before/after table: ``(label, changed, before, after)`` per value; changed
    rows show the after text as a word diff (deleted struck, inserted marked), left-aligned,
    breaking lines between words only."""
    out = []
    for label, changed, before, after in rows:
        if changed:
            parts = []
            for op, text in spaced(bounded_word_diff(before, after)):
                if op in _MARKS:
                    tag = _MARKS[op]
                    parts.append(f"<{tag}>{esc(text)}</{tag.split()[0]}>")
                elif op in ("skip", "note"):
                    parts.append(f"<i style='color:{MUTED}'>{esc(text)}</i>")
                else:
                    parts.append(esc(text))
            shown = "".join(parts)
        else:
            shown = esc(after)
        style = f" style='background:{ROW_CHANGED_BG}'" if changed else ""
        out.append(
            f"<tr{style}><td style='{_TD}'>{esc(label)}</td>"
            f"<td style='{_TD}'>{'changed' if changed else 'same'}</td>"
            f"<td style='{_TD}'><pre style='{_PRE}'>{esc(before)}</pre></td>"
            f"<td style='{_TD}'><pre style='{_PRE}'>{shown}</pre></td></tr>"
        )
    head = "".join(f"<th style='{_TD}'>{h}</th>" for h in ("value", "", "before", "after"))
    return f"<table class='afnio-card'><tr>{head}</tr>{''.join(out)}</table>"


__all__ = [
    "calls_bundle",
    "calls_tables",
    "diff_bundle",
    "diff_rows_html",
    "inherited_mark",
    "leaf_grads_bundle",
    "runs_bundle",
    "stepper_bundle",
]
