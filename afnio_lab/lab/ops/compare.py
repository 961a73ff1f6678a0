"""Forward runs side by side, input by input: outputs, scores, what changed, and totals.

:func:`compare` lines up the samples of two or more forward runs (same index, same input),
shows each row's inputs and expected answer whichever run recorded them, marks each row
"same", "changed", "fixed" or "regressed", diffs the prompt Parameters word by word between
consecutive runs, and totals each run's score, calls, tokens, cost and latency from the call
log. The result is plain data; how it shows is installed by the views.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from afnio_lab.lab.ops.errors import LabError
from afnio_lab.lab.ops.word_diff import bounded_word_diff
from afnio_lab.lab.records.hooks import Displayed
from afnio_lab.lab.records.runs import ForwardRun, Run

#: Rows per page of a comparison (the widget and the static table show one page at a time).
PAGE_SIZE = 1000

#: What happened to one input between the first and the last run.
CHANGES = ("same", "changed", "fixed", "regressed")

#: The row kinds that count as "changed": what the "only changed" filter keeps and the
#: "changed" count counts (one definition, so the two always agree).
CHANGED = ("changed", "fixed", "regressed")


@dataclass
class ParamDiff:
    """One prompt Parameter across the runs: its text per run (None: not in that run) and
    the word diff (:func:`~afnio_lab.lab.ops.word_diff.bounded_word_diff`) between each
    pair of consecutive runs (``diffs[i]``: run ``i`` to run ``i + 1``)."""

    name: str
    texts: list[str | None]
    diffs: list[list[tuple[str, str]]]

    @property
    def changed(self) -> bool:
        return len(set(self.texts)) > 1


@dataclass
class ComparisonRow:
    """One input across the runs.

    ``inputs``: the sample's inputs (name -> data), each from the first run that recorded
    it; ``expected``: the evaluator's target, from the first run that had one (None: none
    had); ``outputs``: per run, that run's outputs for the sample (name -> data); ``scores``
    and ``call_ids`` per run; ``change``: "fixed"/"regressed" when the score went up/down
    from the first run to the last, "changed" when an output changed with no score change,
    else "same".
    """

    index: int
    inputs: dict[str, Any]
    outputs: list[dict[str, Any]]
    scores: list[float | None]
    change: str
    call_ids: list[list[int]] = field(default_factory=list)
    explanations: list[str | None] = field(default_factory=list)
    expected: Any = None


@dataclass
class RunTotals:
    """One run's totals: mean score over the samples that have one (``n`` of them), and
    its model calls' count, tokens, cost (None when a call's price is unknown) and latency
    (mean and 95th percentile, seconds)."""

    run_id: str
    name: str
    score_mean: float | None
    n: int
    calls: int
    tokens: int
    cost: float | None
    latency_mean: float | None
    latency_p95: float | None


def _p95(values: list[float]) -> float | None:
    """The 95th percentile, nearest-rank (a value that occurred)."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]


def run_totals(run: Run, calls: Iterable[Any]) -> RunTotals:
    """``run``'s :class:`RunTotals` from its samples (a forward run's) and its calls."""
    scores = run.scores() if isinstance(run, ForwardRun) else []
    records = list(calls)
    latencies = [c.latency_s for c in records]
    costs = [c.cost for c in records]
    return RunTotals(
        run_id=run.id,
        name=run.name,
        score_mean=sum(scores) / len(scores) if scores else None,
        n=len(scores),
        calls=len(records),
        tokens=sum(c.prompt_tokens + c.completion_tokens for c in records),
        cost=None if any(c is None for c in costs) else float(sum(costs)),
        latency_mean=sum(latencies) / len(latencies) if latencies else None,
        latency_p95=_p95(latencies),
    )


def row_change(outputs: Sequence[Any], scores: Sequence[float | None]) -> str:
    """ "fixed", "regressed", "changed" or "same" (see :class:`ComparisonRow`)."""
    first, last = scores[0], scores[-1]
    if first is not None and last is not None and first != last:
        return "fixed" if last > first else "regressed"
    if any(o != outputs[0] for o in outputs[1:]):
        return "changed"
    return "same"


@dataclass
class Comparison(Displayed):
    """Forward runs side by side (:func:`compare`): prompt diffs, one row per input, totals.

    Iterating it (and ``len``) goes over its rows; :meth:`filter` gives a comparison of
    fewer rows, so ``c.filter(only_regressions=True).to_records()`` reads as it says.
    """

    runs: list[ForwardRun]
    param_diffs: list[ParamDiff]
    rows: list[ComparisonRow]
    totals: list[RunTotals]

    def __iter__(self) -> Iterator[ComparisonRow]:
        return iter(self.rows)

    def __len__(self) -> int:
        return len(self.rows)

    @property
    def has_expected(self) -> bool:
        """Whether any row has an expected answer (the views add a column for it)."""
        return any(r.expected is not None for r in self.rows)

    def filter(self, only_changed: bool = False, only_regressions: bool = False) -> Comparison:
        """The same comparison with only the rows that changed (:data:`CHANGED`), or only
        the regressions; the runs, prompt diffs and totals stay those of every row."""
        if only_regressions:
            kept = [r for r in self.rows if r.change == "regressed"]
        elif only_changed:
            kept = [r for r in self.rows if r.change in CHANGED]
        else:
            kept = list(self.rows)
        return replace(self, rows=kept)

    def counts(self) -> dict[str, int]:
        """How many rows are "same" and "changed" (every row :data:`CHANGED` holds, what the
        "only changed" filter keeps), and of the changed ones how many "fixed" and
        "regressed"."""
        out = dict.fromkeys(CHANGES, 0)
        for r in self.rows:
            out[r.change] += 1
        out["changed"] = sum(out[k] for k in CHANGED)
        return out

    def counts_text(self) -> str:
        """``8 changed (5 fixed, 1 regressed), 2 same``: the counts as every view words them."""
        counts = self.counts()
        parts = []
        if counts["changed"]:
            detail = ", ".join(f"{counts[k]} {k}" for k in ("fixed", "regressed") if counts[k])
            parts.append(f"{counts['changed']} changed" + (f" ({detail})" if detail else ""))
        if counts["same"]:
            parts.append(f"{counts['same']} same")
        return ", ".join(parts)

    def page(
        self,
        k: int,
        size: int = PAGE_SIZE,
        *,
        only_changed: bool = False,
        only_regressions: bool = False,
    ) -> list[ComparisonRow]:
        """Page ``k`` (from 0) of the (filtered) rows, ``size`` rows a page."""
        if k < 0 or size < 1:
            raise LabError(f"page({k}, size={size}): the page is from 0 and the size at least 1.")
        rows = self.filter(only_changed=only_changed, only_regressions=only_regressions).rows
        return rows[k * size : (k + 1) * size]

    def pages(self, size: int = PAGE_SIZE) -> int:
        return max(1, math.ceil(len(self.rows) / size))

    def to_records(
        self, only_changed: bool = False, only_regressions: bool = False
    ) -> list[dict[str, Any]]:
        """Flat dicts, one per input and run (``pandas.DataFrame(c.to_records())``):
        ``index``, ``run_id``, ``run_name``, ``input.<name>``, ``expected``,
        ``output.<name>``, ``score``, ``explanation``, ``change``, ``call_ids`` (of the rows
        :meth:`filter` keeps)."""
        out = []
        for row in self.filter(only_changed=only_changed, only_regressions=only_regressions):
            for j, run in enumerate(self.runs):
                record: dict[str, Any] = {
                    "index": row.index,
                    "run_id": run.id,
                    "run_name": run.name,
                }
                record.update({f"input.{k}": v for k, v in row.inputs.items()})
                record["expected"] = row.expected
                record.update({f"output.{k}": v for k, v in row.outputs[j].items()})
                record["score"] = row.scores[j]
                record["explanation"] = row.explanations[j] if row.explanations else None
                record["change"] = row.change
                record["call_ids"] = list(row.call_ids[j])
                out.append(record)
        return out

    def summary(self) -> str:
        runs = " vs ".join(f"{r.id} ({r.name})" for r in self.runs)
        marks = self.counts_text()
        return f"{runs}: {len(self.rows)} input(s){': ' + marks if marks else ''}"

    def __repr__(self) -> str:
        return f"<Comparison {self.summary()}>"


def _param_diffs(runs: Sequence[ForwardRun]) -> list[ParamDiff]:
    names: list[str] = []
    for run in runs:
        names += [n for n in run.params if n not in names]
    out = []
    for name in names:
        texts = [run.params.get(name) for run in runs]
        diffs = [bounded_word_diff(a or "", b or "") for a, b in itertools.pairwise(texts)]
        out.append(ParamDiff(name, texts, diffs))
    return out


def same_pipeline(a: ForwardRun, b: ForwardRun) -> bool:
    """Whether two forward runs ran one pipeline (on the same number of inputs, with the
    same prompts and named outputs), so their rows line up input by input; a re-run or a
    cell run again with another prompt does, two different cells do not."""

    def shape(run: ForwardRun) -> tuple[int, set[str], set[str]]:
        outputs = set(run.samples[0].outputs) if run.samples else set(run.names.values())
        return len(run.samples), outputs, set(run.params)

    return shape(a) == shape(b)


def compare(runs: Sequence[ForwardRun], call_log: Any = None) -> Comparison:
    """The :class:`Comparison` of two or more forward runs with the same number of samples.

    ``call_log`` gives the runs' totals (calls, tokens, cost, latency); without it they are
    zero.
    """
    if len(runs) < 2:
        raise LabError("Compare needs at least two forward runs, e.g. compare('f1', 'f3').")
    counts = {len(r.samples) for r in runs}
    if len(counts) > 1:
        sizes = ", ".join(f"{r.id} has {len(r.samples)}" for r in runs)
        raise LabError(
            f"These runs have different numbers of samples ({sizes}): compare runs of the "
            "same inputs."
        )
    rows = []
    for i in range(counts.pop()):
        samples = [r.samples[i] for r in runs]
        outputs = [s.outputs for s in samples]
        scores = [s.score for s in samples]
        rows.append(
            ComparisonRow(
                index=samples[0].index,
                inputs=_first_of_each(s.inputs for s in samples),
                expected=next((s.expected for s in samples if s.expected is not None), None),
                outputs=outputs,
                scores=scores,
                change=row_change(outputs, scores),
                call_ids=[list(s.call_ids) for s in samples],
                explanations=[s.explanation for s in samples],
            )
        )
    totals = [run_totals(r, _calls_of(r, call_log)) for r in runs]
    return Comparison(list(runs), _param_diffs(runs), rows, totals)


def _first_of_each(dicts: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """Every key of the dicts, with the first dict's value that has it."""
    out: dict[str, Any] = {}
    for d in dicts:
        for k, v in d.items():
            out.setdefault(k, v)
    return out


def _calls_of(run: ForwardRun, call_log: Any) -> list[Any]:
    if call_log is None or not run.call_ids:
        return []
    wanted = set(run.call_ids)
    try:
        return [c for c in call_log.filter(since=min(wanted) - 1) if c.call_id in wanted]
    except Exception:  # the model layer is optional for numeric work
        return []


__all__ = [
    "CHANGED",
    "CHANGES",
    "PAGE_SIZE",
    "Comparison",
    "ComparisonRow",
    "ParamDiff",
    "RunTotals",
    "compare",
    "row_change",
    "run_totals",
    "same_pipeline",
]
