"""``OptimizerPreview``: an optimizer step, parameter by parameter, before you keep it.

For each Parameter: the value before and after with a word-level diff, the gradients that
drove the change, and Accept (put the proposal into ``param.data``) or Revert (put the exact
previous value back). A step's proposals change nothing until accepted. Takes an optimizer
(the step runs when asked, with a progress bar over its model calls) or a ready
``{param: (before, after)}`` snapshot. Displayed, it is preceded by its saved picture (the
changes as a before/after table, :mod:`~afnio_lab.widgets.twin`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

import ipywidgets as W
import traitlets

from afnio_lab.lab.ops.optim_step import (
    OptimizerStep,
    ParamChange,
    changes_from_snapshot,
    optimizer_params,
    preview_step,
)
from afnio_lab.lab.ops.word_diff import bounded_word_diff
from afnio_lab.lab.records.plain import format_data
from afnio_lab.lab.views.tables import diff_rows_html
from afnio_lab.models import get_call_log
from afnio_lab.widgets import blocks as B
from afnio_lab.widgets._base import LabWidget, esm
from afnio_lab.widgets.progress import call_progress
from afnio_lab.widgets.twin import SavedPicture


class OptimizerPreview(SavedPicture, LabWidget):
    """Before/after per parameter with Accept and Revert (each, or all at once)."""

    _esm = esm("optimizer.js")
    actions = ("run", "accept", "revert", "accept_all", "revert_all")

    items: traitlets.List[Any] = traitlets.List([]).tag(sync=True)
    can_run = traitlets.Bool(False).tag(sync=True)

    def __init__(
        self,
        optimizer: Any = None,
        snapshot: Mapping[Any, tuple[Any, Any]] | None = None,
        *,
        names: Mapping[int, str] | None = None,
        run: bool = True,
        closure: Callable[[], Any] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        if optimizer is None and snapshot is None:
            raise ValueError(
                "Give an optimizer (to run a step) or a {param: (before, after)} snapshot."
            )
        self.optimizer = optimizer
        self.names = dict(names or {})
        self.closure = closure
        self.progress = W.Box()  # where the step's progress bar goes
        self.result: OptimizerStep | None = None
        self._calls: dict[int, list[Any]] = {}  # the optimizer's model calls, per parameter
        self._views: list[SavedPicture] = []  # displays of this preview under its progress bar
        if snapshot is not None:
            self.result = changes_from_snapshot(snapshot, self.names)
        elif run:
            self.run_step()
        self._sync()

    def run_step(self) -> OptimizerStep:
        """Run one ``optimizer.step()`` and show what it changed."""
        if self.optimizer is None:
            raise ValueError("This preview was built from a snapshot: there is no optimizer.")
        wanted = [p for p in optimizer_params(self.optimizer) if _has_grad(p)]
        logs = _call_logs(self.optimizer)
        marks = [len(log.records) for log in logs]
        with call_progress("optimizer step (model calls)", len(wanted), self._show_progress):
            self.result = preview_step(self.optimizer, self.names, self.closure)
        step_calls = [
            c
            for log, mark in zip(logs, marks)
            for c in log.records[mark:]
            if c.phase == "optimizer"
        ]
        self._calls = {
            i: [c for c in step_calls if c.label == str(change.role or f"parameter {i}")]
            for i, change in enumerate(self.result.changes)
        }
        self._sync()
        changed = sum(c.changed for c in self.result.changes)
        self.say(
            "info",
            f"Proposed: {changed} of {len(self.result.changes)} parameter(s) would change. "
            "Nothing is applied until you Accept.",
        )
        return self.result

    def _show_progress(self, bar: Any) -> None:
        self.progress.children = (bar,)

    def _sync(self) -> None:
        changes = self.result.changes if self.result is not None else []
        self.items = [change_payload(i, c, self._calls.get(i, ())) for i, c in enumerate(changes)]
        self.can_run = self.optimizer is not None
        for shown in (self, *self._views):  # a saved notebook keeps the accepted/reverted state
            shown.picture_changed()

    def _change(self, content: dict[str, Any]) -> ParamChange:
        if self.result is None:
            raise ValueError("No step to accept or revert yet: run one first.")
        index = int(content.get("index", 0))
        if not 0 <= index < len(self.result.changes):
            raise IndexError(
                f"No parameter {index}: this step has {len(self.result.changes)} "
                f"(indices 0 to {len(self.result.changes) - 1})."
            )
        return self.result.changes[index]

    # -- the same from code (a notebook cell) -------------------------------------------------
    def accept(self, index: int = 0) -> None:
        """Apply parameter ``index``'s proposal (what the Accept button does)."""
        self.do_accept({"index": index})

    def revert(self, index: int = 0) -> None:
        """Put parameter ``index`` back as it was before the step."""
        self.do_revert({"index": index})

    def accept_all(self) -> None:
        """Apply every proposal (what "Accept all" does)."""
        self.do_accept_all({})

    def revert_all(self) -> None:
        """Put every parameter back as it was before the step."""
        self.do_revert_all({})

    # -- actions ----------------------------------------------------------------------------
    def do_run(self, content: dict[str, Any]) -> None:
        self.run_step()

    def do_accept(self, content: dict[str, Any]) -> None:
        change = self._change(content)
        change.accept()
        self._sync()
        self.say("ok", f"Accepted: {change.name} now holds the proposal.")

    def do_revert(self, content: dict[str, Any]) -> None:
        change = self._change(content)
        change.revert()
        self._sync()
        self.say("ok", f"Reverted: {change.name} holds its text from before the step.")

    def do_accept_all(self, content: dict[str, Any]) -> None:
        if self.result is None:
            raise ValueError("No step to accept yet: run one first.")
        self.result.accept_all()
        self._sync()
        self.say("ok", f"Accepted all {len(self.result.changes)} proposal(s).")

    def do_revert_all(self, content: dict[str, Any]) -> None:
        if self.result is None:
            raise ValueError("No step to revert yet: run one first.")
        self.result.revert_all()
        self._sync()
        self.say("ok", "Reverted all: every parameter holds its value from before the step.")

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        lines = [
            f"{i['name']} ({STATUS_TEXT[i['status']]}): {i['before']!r} -> {i['after']!r}"
            for i in self.items
        ]
        data["text/plain"] = "\n".join(lines) or "No optimizer step yet."
        return bundle

    def view(self) -> W.VBox:
        """The preview with its progress bar above it."""
        view = _PreviewWithProgress(self)
        self._views.append(view)
        return view

    # -- saved picture ----------------------------------------------------------------------
    def twin_host(self) -> OptimizerPreview:
        return self

    def picture(self) -> tuple[str, str, str | None]:
        """The step as a before/after table (changed values as word diffs)."""
        changes = self.result.changes if self.result is not None else []
        rows = [
            (f"{c.name} ({c.status})", c.changed, format_data(c.before), format_data(c.after))
            for c in changes
        ]
        text = "\n".join(
            f"{c.name} ({c.status}): {format_data(c.before)!r} -> {format_data(c.after)!r}"
            for c in changes
        )
        body = "<div class='afnio-card'><b>Optimizer step</b></div>" + diff_rows_html(rows)
        return body, text or "No optimizer step yet.", None


class _PreviewWithProgress(SavedPicture, W.VBox):
    """An optimizer preview under its progress bar, displayed with the preview's picture."""

    def __init__(self, preview: OptimizerPreview) -> None:
        super().__init__([preview.progress, preview])
        self.preview = preview

    def twin_host(self) -> OptimizerPreview:
        return self.preview

    def picture(self) -> tuple[str, str, str | None]:
        return self.preview.picture()


#: What each state means for ``param.data``, as the badge says it.
STATUS_TEXT = {
    "proposed": "proposed, not applied",
    "accepted": "accepted, applied",
    "reverted": "reverted, previous text",
}


def _has_grad(param: Any) -> bool:
    grad = getattr(param, "grad", None)
    return bool(grad) if isinstance(grad, list) else grad is not None


def _call_logs(optimizer: Any) -> list[Any]:
    """The call logs the optimizer's model clients write to (the process-wide one too)."""
    logs = [get_call_log()]
    for group in getattr(optimizer, "param_groups", []):
        log = getattr(group.get("model_client"), "call_log", None)
        if log is not None and all(log is not known for known in logs):
            logs.append(log)
    return logs


def change_payload(index: int, change: ParamChange, calls: Iterable[Any] = ()) -> dict[str, Any]:
    """One parameter's step as the page draws it: feedback → the optimizer's reasoning (its
    model calls) → the change (a word diff), with Accept / Revert."""
    before, after = format_data(change.before), format_data(change.after)
    return {
        "index": index,
        "name": change.name,
        "role": change.role or "",
        "status": change.status,
        "status_text": STATUS_TEXT[change.status],
        "changed": change.changed,
        "before": B.text(change.before),
        "after": B.text(change.after),
        "diff": B.diff_block(bounded_word_diff(before, after))["ops"],
        "grads": [B.grad_item(f"gradient {k}", g) for k, g in enumerate(change.grads)],
        "calls": [B.call(c) for c in calls],
    }


__all__ = ["STATUS_TEXT", "OptimizerPreview", "change_payload"]
