"""``CallLogWidget``: a table of the LLM calls of a run (or of the session), with totals
(calls, tokens, cost), a filter by node, and a click that opens a call in full."""

from __future__ import annotations

from typing import Any

import traitlets

from afnio_lab.lab.records.runs import Run
from afnio_lab.lab.session import Session
from afnio_lab.models.call_log import CallTotals
from afnio_lab.widgets import blocks as B
from afnio_lab.widgets._base import LabWidget, esm


class CallLogWidget(LabWidget):
    """Model calls with totals; ``node`` filters, ``opened`` holds the call shown in full."""

    _esm = esm("calllog.js")
    actions = ("filter", "open", "toggle")

    rows: traitlets.List[Any] = traitlets.List([]).tag(sync=True)  # one summary per call
    totals = traitlets.Dict({}).tag(sync=True)
    # [[value, label]] for the node filter
    nodes: traitlets.List[Any] = traitlets.List([]).tag(sync=True)
    node = traitlets.Unicode("").tag(sync=True)  # "" = every node
    opened = traitlets.Int(-1).tag(sync=True)  # call id shown in full (-1: none)
    detail = traitlets.Dict({}).tag(sync=True)
    expanded = traitlets.Bool(False).tag(sync=True)

    def __init__(self, session: Session, run: str | Run | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.session = session
        self.run = run
        self.refresh()

    def show_run(self, run: str | Run | None) -> None:
        """Show the calls of another run (e.g. the replay that just ran)."""
        self.run = run
        self.refresh()

    def _calls(self, node: Any = None) -> list[Any]:
        try:
            return list(self.session.calls(self.run, node=node))
        except Exception:  # a run without a model layer has no calls
            return []

    def refresh(self) -> None:
        everything = self._calls()
        choices: dict[str, str] = {}
        for c in everything:
            if c.node_id is not None:
                op = (c.node_name or "node").removesuffix("Backward0")  # one entry per node
                choices.setdefault(str(c.node_id), f"{op}#{c.node_id}")
            else:
                choices.setdefault(f"phase:{c.phase}", f"({c.phase}, no node)")
        node = self.node if self.node in choices else ""
        shown = self._filtered(everything, node)
        totals = CallTotals.of(shown)
        with self.hold_sync():
            self.nodes = [[k, v] for k, v in choices.items()]
            self.node = node
            self.rows = [_row(c) for c in shown]
            self.totals = {
                "calls": totals.calls,
                "prompt_tokens": totals.prompt_tokens,
                "completion_tokens": totals.completion_tokens,
                "tokens": totals.prompt_tokens + totals.completion_tokens,
                "cost": totals.cost,
                "latency_s": totals.latency_s,
                "cache_hits": totals.cache_hits,
                "errors": totals.errors,
                "unpriced": totals.unpriced_calls,
            }
            if self.opened not in {c.call_id for c in shown}:
                self.opened, self.detail = -1, {}

    @staticmethod
    def _filtered(calls: list[Any], node: str) -> list[Any]:
        if not node:
            return calls
        if node.startswith("phase:"):
            phase = node.split(":", 1)[1]
            return [c for c in calls if c.node_id is None and c.phase == phase]
        return [c for c in calls if str(c.node_id) == node]

    # -- actions ----------------------------------------------------------------------------
    def do_filter(self, content: dict[str, Any]) -> None:
        self.filter(str(content.get("node", "")))

    def filter(self, node: str) -> None:
        """Show only the calls of one node (its id as text; "" for all)."""
        self.node = node
        self.refresh()

    def do_open(self, content: dict[str, Any]) -> None:
        self.open_call(int(content.get("call_id", -1)))

    def open_call(self, call_id: int) -> None:
        """Show call ``call_id`` in full (messages, response, params); -1 closes it."""
        if call_id == self.opened or call_id < 0:
            self.opened, self.detail = -1, {}
            return
        match = [c for c in self._calls() if c.call_id == call_id]
        if not match:
            self.say("error", f"Call {call_id} is not in this log.")
            return
        with self.hold_sync():
            self.opened = call_id
            self.detail = B.call(match[0])
            self.expanded = True

    def do_toggle(self, content: dict[str, Any]) -> None:
        self.expanded = not self.expanded


def _row(c: Any) -> dict[str, Any]:
    where = f"{c.node_name or c.phase}#{c.node_id}" if c.node_id is not None else c.phase
    return {
        "call_id": c.call_id,
        "phase": c.phase,
        "node": where,
        "model": c.model or "",
        "status": "error" if c.error else ("cache" if c.cache_hit else "ok"),
        "tokens": f"{c.prompt_tokens}+{c.completion_tokens}",
        "cost": c.cost,
        "latency_ms": round(c.latency_s * 1000, 1),
    }


__all__ = ["CallLogWidget"]
