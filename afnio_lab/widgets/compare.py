"""``ComparisonWidget``: forward runs side by side, one row per input, one page at a time.

On top, the prompt parameters' word diffs and each run's totals (score, calls, tokens, cost,
mean and p95 latency); then per input: what filled its templates, the expected answer (when an
evaluator had targets), each run's output and score, with fixes and regressions marked and
filterable. Only the current page (1,000 rows) goes to the page;
clicking a row opens every run's model calls for that input. Displayed, it is preceded by its
saved picture, the static table (:mod:`~afnio_lab.widgets.twin`), which saved notebooks keep.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import traitlets

from afnio_lab.lab import get_session
from afnio_lab.lab.ops.compare import PAGE_SIZE, Comparison, ComparisonRow, ParamDiff, RunTotals
from afnio_lab.lab.records.plain import format_data, truncate
from afnio_lab.lab.session import Session
from afnio_lab.lab.views.comparison import CHANGE_STYLE, comparison_html, comparison_text
from afnio_lab.lab.views.display import static_note_html
from afnio_lab.lab.views.style import CHANGE_BG
from afnio_lab.widgets import blocks as B
from afnio_lab.widgets._base import LabWidget, esm
from afnio_lab.widgets.twin import SavedPicture

#: Longest text per table cell (the opened row has the rest).
CELL_LIMIT = 600


def compare_css() -> str:
    """Row colours for the change marks, from the palette the static table also reads."""
    rules = []
    for change, background in CHANGE_BG.items():
        if background:
            rules.append(f".afnio-compare tr.afnio-compare-{change} {{ background: {background} }}")
    return "\n".join(rules) + "\n"


class ComparisonWidget(SavedPicture, LabWidget):
    """A :class:`~afnio_lab.lab.ops.compare.Comparison` drawn as a paged, filterable table
    (``%afnio_compare``, or ``ComparisonWidget(session.compare("f1", "f3"))``).

    ``session``: whose call log holds the runs' calls (default: the notebook's session).
    """

    _esm = esm("compare.js")
    _css = LabWidget._css + compare_css()
    actions = ("filter", "page", "open")

    runs: traitlets.List[Any] = traitlets.List([]).tag(sync=True)  # [{run_id, name}]
    params: traitlets.List[Any] = traitlets.List([]).tag(sync=True)  # word diffs per parameter
    totals: traitlets.List[Any] = traitlets.List([]).tag(sync=True)  # one dict per run
    counts = traitlets.Dict({}).tag(sync=True)  # Comparison.counts() over every row, and "all"
    expected = traitlets.Bool(False).tag(sync=True)  # whether rows have an expected answer
    rows: traitlets.List[Any] = traitlets.List([]).tag(sync=True)  # the current page only
    page = traitlets.Int(0).tag(sync=True)
    pages = traitlets.Int(1).tag(sync=True)
    shown = traitlets.Int(0).tag(sync=True)  # rows that pass the filter
    only_changed = traitlets.Bool(False).tag(sync=True)
    only_regressions = traitlets.Bool(False).tag(sync=True)
    opened = traitlets.Int(-1).tag(sync=True)  # the sample index shown in full (-1: none)
    detail: traitlets.List[Any] = traitlets.List([]).tag(sync=True)  # per run, for `opened`

    def __init__(
        self,
        comparison: Comparison,
        session: Session | None = None,
        *,
        only_changed: bool = False,
        only_regressions: bool = False,
        **kwargs: Any,
    ) -> None:
        if not isinstance(comparison, Comparison):
            raise TypeError(
                f"ComparisonWidget shows a Comparison, not {type(comparison).__name__}: "
                "make one with session.compare('f1', 'f3')."
            )
        super().__init__(**kwargs)
        self.session = session if session is not None else get_session()
        self.comparison = comparison
        self.only_changed, self.only_regressions = bool(only_changed), bool(only_regressions)
        self._filtered: list[ComparisonRow] = comparison.rows
        ids = [r.id for r in comparison.runs]
        with self.hold_sync():
            self.runs = [{"run_id": r.id, "name": r.name} for r in comparison.runs]
            self.params = [param_payload(p, ids) for p in comparison.param_diffs]
            self.totals = [totals_payload(t) for t in comparison.totals]
            self.counts = {**comparison.counts(), "all": len(comparison.rows)}
            self.expected = comparison.has_expected
        self.refresh()

    # -- the table --------------------------------------------------------------------------
    def refresh(self) -> None:
        """Apply the filters and send the current page."""
        self._filtered = self.comparison.filter(
            only_changed=self.only_changed, only_regressions=self.only_regressions
        ).rows
        shown = len(self._filtered)
        pages = max(1, -(-shown // PAGE_SIZE))
        page = min(self.page, pages - 1)
        rows = self._filtered[page * PAGE_SIZE : (page + 1) * PAGE_SIZE]
        with self.hold_sync():
            self.shown, self.pages, self.page = shown, pages, page
            self.rows = [row_payload(r) for r in rows]
            if self.opened not in {r["index"] for r in self.rows}:
                self.opened, self.detail = -1, []

    def set_filter(self, only_changed: bool = False, only_regressions: bool = False) -> None:
        """Show only rows whose outputs differ, or only regressions (back to page 1)."""
        self.only_changed, self.only_regressions = bool(only_changed), bool(only_regressions)
        self.page = 0
        self.refresh()

    def go_to(self, page: int) -> None:
        """Show page ``page`` (0-based) of the filtered rows."""
        if not 0 <= page < self.pages:
            raise IndexError(f"No page {page + 1}: there are {self.pages} (1 to {self.pages}).")
        self.page = page
        self.refresh()

    def open_row(self, index: int) -> None:
        """Open every run's output, score and model calls for sample ``index`` (again: close)."""
        if index == self.opened or index < 0:
            self.opened, self.detail = -1, []
            return
        row = next((r for r in self._filtered if r.index == index), None)
        if row is None:
            raise LookupError(f"No input {index} among the rows shown (check the filters).")
        by_id = {c.call_id: c for c in self.session.call_log.records}
        detail = []
        for k, run in enumerate(self.comparison.runs):
            ids = row.call_ids[k] if k < len(row.call_ids) else []
            explanation = row.explanations[k] if k < len(row.explanations) else None
            detail.append(
                {
                    "run_id": run.id,
                    "name": run.name,
                    "output": B.text(named_text(row.outputs[k])),
                    "score": score_text(row.scores[k]),
                    "explanation": B.text(explanation or ""),
                    "calls": [B.call(by_id[i]) for i in ids if i in by_id],
                    "missing": sum(i not in by_id for i in ids),
                }
            )
        with self.hold_sync():
            self.opened = index
            self.detail = detail

    # -- actions ----------------------------------------------------------------------------
    def do_filter(self, content: dict[str, Any]) -> None:
        self.set_filter(
            bool(content.get("only_changed", False)), bool(content.get("only_regressions", False))
        )

    def do_page(self, content: dict[str, Any]) -> None:
        self.go_to(int(content.get("page", 0)))

    def do_open(self, content: dict[str, Any]) -> None:
        self.open_row(int(content.get("index", -1)))

    # -- output -----------------------------------------------------------------------------
    def twin_host(self) -> ComparisonWidget:
        return self

    def picture(self) -> tuple[str, str, str | None]:
        """The static table with the filters and page last shown."""
        kept = {"only_changed": self.only_changed, "only_regressions": self.only_regressions}
        html = comparison_html(self.comparison, self.page, PAGE_SIZE, **kept)
        return html, comparison_text(self.comparison, **kept), None

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The widget for live front ends; the static table for saved notebooks."""
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        kept = {"only_changed": self.only_changed, "only_regressions": self.only_regressions}
        html = comparison_html(self.comparison, self.page, PAGE_SIZE, **kept)
        data["text/html"] = static_note_html() + html  # the filters and page last shown
        data["text/plain"] = comparison_text(self.comparison, **kept)
        return bundle


# -- payloads ---------------------------------------------------------------------------------


def named_text(values: Mapping[str, Any]) -> str:
    """A sample's inputs or outputs as one text: one value as it is, several as
    ``name: value`` lines."""
    if len(values) == 1:
        return format_data(next(iter(values.values())))
    return "\n".join(f"{k}: {format_data(v)}" for k, v in values.items())


def score_text(score: float | None) -> str:
    return "–" if score is None else f"{score:.3g}"


def passed(score: float | None) -> bool | None:
    """Whether a score reads as correct (≥ 1), wrong (≤ 0), or neither (partial, none)."""
    if score is None:
        return None
    return True if score >= 1 else (False if score <= 0 else None)


def row_payload(row: ComparisonRow) -> dict[str, Any]:
    """One input as the table draws it (cells truncated; the opened row has the rest)."""
    expected = row.expected
    return {
        "index": row.index,
        "input": truncate(named_text(row.inputs), CELL_LIMIT),
        "expected": None if expected is None else truncate(format_data(expected), CELL_LIMIT),
        "outputs": [truncate(named_text(o), CELL_LIMIT) for o in row.outputs],
        "scores": [score_text(s) for s in row.scores],
        "passed": [passed(s) for s in row.scores],
        "change": row.change,
        "label": CHANGE_STYLE[row.change][1] if row.change != "same" else "",
        "calls": [len(ids) for ids in row.call_ids],
    }


def totals_payload(totals: RunTotals) -> dict[str, Any]:
    return {
        "run_id": totals.run_id,
        "name": totals.name,
        "score_mean": totals.score_mean,
        "n": totals.n,
        "calls": totals.calls,
        "tokens": totals.tokens,
        "cost": totals.cost,
        "latency_mean_ms": _ms(totals.latency_mean),
        "latency_p95_ms": _ms(totals.latency_p95),
    }


def _ms(seconds: float | None) -> float | None:
    return None if seconds is None else round(seconds * 1000, 1)


def param_payload(param: ParamDiff, run_ids: list[str]) -> dict[str, Any]:
    """One prompt Parameter: its word diff between each pair of consecutive runs, or its
    text once when every run has the same."""
    if not param.changed:
        return {"name": param.name, "same": B.text(param.texts[0] or ""), "diffs": []}
    diffs = [
        {"label": f"{run_ids[i]} → {run_ids[i + 1]}", "ops": B.diff_block(ops)["ops"]}
        for i, ops in enumerate(param.diffs)
    ]
    return {"name": param.name, "same": None, "diffs": diffs}


__all__ = ["ComparisonWidget", "compare_css", "param_payload", "row_payload"]
