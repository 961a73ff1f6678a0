"""The static view of a run comparison: prompt diffs, totals, one row per input (escaped).

It is what a saved notebook shows of ``%afnio_compare`` (and ``Session.compare(...)`` at the
end of a cell): the first page of rows (each with its inputs and, when an evaluator had
targets, the expected answer), regressions and fixes marked, the prompt Parameters' word
diff on top and each run's totals.
"""

from __future__ import annotations

import html
from typing import Any

from afnio_lab.lab.ops.compare import PAGE_SIZE, Comparison, ComparisonRow, RunTotals
from afnio_lab.lab.records.plain import format_data, truncate
from afnio_lab.lab.views.style import CHANGE_BG, DELETED_BG, INK, INSERTED_BG, MUTED

#: Characters of one input or output shown in a cell of the static table.
CELL_CHARS = 400

#: Row background (:data:`~.style.CHANGE_BG`) and label per change.
CHANGE_STYLE: dict[str, tuple[str, str]] = {
    change: (CHANGE_BG[change], label)
    for change, label in [
        ("regressed", "▼ regressed"),
        ("fixed", "▲ fixed"),
        ("changed", "changed"),
        ("same", "same"),
    ]
}

_CSS = f"""<style>
.afnio-cmp{{font-family:system-ui,sans-serif;font-size:12px;color:{INK};border-collapse:collapse;
 max-width:1200px}}
.afnio-cmp th,.afnio-cmp td{{text-align:left;vertical-align:top;padding:3px 6px;
 border-bottom:1px solid #e5e7eb}}
.afnio-cmp pre{{white-space:pre-wrap;overflow-wrap:anywhere;margin:0;font-size:12px;
 font-family:ui-monospace,monospace}}
.afnio-cmp .k,.afnio-cmp-note{{color:{MUTED}}}
.afnio-cmp-note{{font-family:system-ui,sans-serif;font-size:12px;margin:4px 0}}
.afnio-cmp .named pre{{display:inline}}
.afnio-cmp del{{background:{DELETED_BG}}}
.afnio-cmp ins{{background:{INSERTED_BG};text-decoration:none}}
</style>"""


def _esc(text: Any) -> str:
    return html.escape(str(text), quote=True)


def _cell(data: Any) -> str:
    return f"<pre>{_esc(truncate(format_data(data), CELL_CHARS))}</pre>"


def _named(values: dict[str, Any]) -> str:
    """One value as it is; several as ``name: value`` lines."""
    if len(values) == 1:
        return _cell(next(iter(values.values())))
    return "".join(
        f"<div class='named'><span class='k'>{_esc(k)}:</span> {_cell(v)}</div>"
        for k, v in values.items()
    )


def _score(score: float | None) -> str:
    return "–" if score is None else f"{score:.3g}"


def _money(cost: float | None) -> str:
    return "unknown" if cost is None else f"${cost:.5f}"


def _ms(seconds: float | None) -> str:
    return "–" if seconds is None else f"{seconds * 1000:.0f} ms"


def totals_text(t: RunTotals) -> str:
    return (
        f"{t.run_id} ({t.name}): score {_score(t.score_mean)} (n={t.n}), {t.calls} call(s), "
        f"{t.tokens} tokens, {_money(t.cost)}, latency mean {_ms(t.latency_mean)}, "
        f"p95 {_ms(t.latency_p95)}"
    )


def _diff_html(ops: list[tuple[str, str]]) -> str:
    parts = []
    for op, text in ops:
        if op == "delete":
            parts.append(f"<del>{_esc(text)}</del>")
        elif op == "insert":
            parts.append(f"<ins>{_esc(text)}</ins>")
        elif op in ("skip", "note"):
            parts.append(f"<i class='k'>{_esc(text)}</i>")
        else:
            parts.append(_esc(text))
    return "".join(parts)


def _params_html(c: Comparison) -> str:
    rows = []
    for p in c.param_diffs:
        if not p.changed:
            text = p.texts[0] or ""
            rows.append(
                f"<tr><td>{_esc(p.name)}</td><td class='k'>same in every run</td>"
                f"<td><pre>{_esc(truncate(text, 2000))}</pre></td></tr>"
            )
            continue
        for i, ops in enumerate(p.diffs):
            a, b = c.runs[i].id, c.runs[i + 1].id
            rows.append(
                f"<tr><td>{_esc(p.name)}</td><td class='k'>{_esc(a)} → {_esc(b)}</td>"
                f"<td><pre>{_diff_html(ops)}</pre></td></tr>"
            )
    if not rows:
        return ""
    return (
        "<table class='afnio-cmp'><tr><th>prompt</th><th>runs</th><th>text</th></tr>"
        f"{''.join(rows)}</table>"
    )


def _totals_html(c: Comparison) -> str:
    head = "".join(
        f"<th>{h}</th>"
        for h in ("run", "score (n)", "calls", "tokens", "cost", "latency mean", "p95")
    )
    body = "".join(
        f"<tr><td>{_esc(t.run_id)} <span class='k'>{_esc(t.name)}</span></td>"
        f"<td>{_score(t.score_mean)} ({t.n})</td><td>{t.calls}</td><td>{t.tokens}</td>"
        f"<td>{_money(t.cost)}</td><td>{_ms(t.latency_mean)}</td><td>{_ms(t.latency_p95)}</td>"
        "</tr>"
        for t in c.totals
    )
    return f"<table class='afnio-cmp'><tr>{head}</tr>{body}</table>"


def _row_html(row: ComparisonRow, expected: bool) -> str:
    background, label = CHANGE_STYLE[row.change]
    style = f" style='background:{background}'" if background else ""
    runs = "".join(
        f"<td>{_named(out)}</td><td>{_score(score)}</td>"
        for out, score in zip(row.outputs, row.scores)
    )
    target = f"<td class='afnio-cmp-expected'>{_expected(row)}</td>" if expected else ""
    return (
        f"<tr class='afnio-{row.change}'{style}><td>{row.index}</td>"
        f"<td class='afnio-cmp-input'>{_named(row.inputs)}</td>{target}{runs}<td>{label}</td>"
        "</tr>"
    )


def _expected(row: ComparisonRow) -> str:
    return "<span class='k'>–</span>" if row.expected is None else _cell(row.expected)


def comparison_html(
    c: Comparison,
    page: int = 0,
    size: int = PAGE_SIZE,
    *,
    only_changed: bool = False,
    only_regressions: bool = False,
) -> str:
    """The comparison as one escaped HTML block (page ``page`` of the kept rows)."""
    kept = c.filter(only_changed=only_changed, only_regressions=only_regressions).rows
    rows = kept[page * size : (page + 1) * size]
    head = "".join(
        f"<th>{_esc(r.id)} output <span class='k'>{_esc(r.name)}</span></th><th>score</th>"
        for r in c.runs
    )
    counts = c.counts_text()
    shown = len(c.rows)
    note = f"{shown} input(s): {counts}" if counts else f"{shown} input(s)"
    if only_changed or only_regressions:
        what = "regressions" if only_regressions else "changed rows"
        note += f"; only {what}: {len(kept)}"
    if len(kept) > len(rows):
        first = page * size
        note += (
            f" (rows {first + 1}–{first + len(rows)} shown; "
            "`comparison.page(k)` or the widget for the others)"
        )
    expected = c.has_expected
    target_head = "<th>expected</th>" if expected else ""
    table = (
        f"<table class='afnio-cmp'><tr><th>#</th><th>input</th>{target_head}{head}<th></th>"
        f"</tr>{''.join(_row_html(r, expected) for r in rows)}</table>"
    )
    return (
        f"{_CSS}<div class='afnio-comparison'>{_params_html(c)}{_totals_html(c)}"
        f"<div class='afnio-cmp-note'>{_esc(note)}</div>{table}</div>"
    )


def comparison_text(
    c: Comparison, *, only_changed: bool = False, only_regressions: bool = False
) -> str:
    lines = [c.summary(), *(totals_text(t) for t in c.totals)]
    changed = only_changed or not only_regressions
    for row in c.filter(only_changed=changed, only_regressions=only_regressions).rows[:20]:
        given = truncate(" | ".join(format_data(v) for v in row.inputs.values()), 60)
        want = ""
        if row.expected is not None:
            want = f" (expected {truncate(format_data(row.expected), 30)})"
        outs = " | ".join(truncate(format_data(o), 60) for o in row.outputs)
        lines.append(f"  #{row.index} {row.change}: {given}{want} -> {outs}")
    return "\n".join(lines)


def comparison_bundle(
    c: Comparison, *, only_changed: bool = False, only_regressions: bool = False
) -> dict[str, Any]:
    """Plain text and the static HTML table (the first page of the kept rows)."""
    kept = {"only_changed": only_changed, "only_regressions": only_regressions}
    return {"text/plain": comparison_text(c, **kept), "text/html": comparison_html(c, **kept)}


__all__ = [
    "CELL_CHARS",
    "CHANGE_STYLE",
    "comparison_bundle",
    "comparison_html",
    "comparison_text",
    "totals_text",
]
