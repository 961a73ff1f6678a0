"""``CallLogWidget``: a table of the LLM calls of a run (or of the session), with totals
(calls, tokens, cost), a filter by node, and a click that opens a call in full.

A replay's calls are counted as ``%afnio_calls --run`` and the run's summary count them:
its own only; the calls it inherited from the run it replays are listed after them, marked.
"""

from __future__ import annotations

from typing import Any

import traitlets

from afnio_lab.lab.records.runs import Run
from afnio_lab.lab.session import Session
from afnio_lab.lab.views.tables import inherited_mark
from afnio_lab.lab.views.text import call_places
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

    def own_calls(self) -> tuple[list[Any], list[Any], str | None]:
        """The calls shown: those the run made, those it inherited from the run it replays
        (:meth:`Session.own_calls`), and that run's id (every call of the session, none
        inherited, when no run is shown)."""
        try:
            if self.run is None:
                return list(self.session.calls(None)), [], None
            own, inherited = self.session.own_calls(self.run)
        except Exception:  # a run without a model layer has no calls
            return [], [], None
        return own, inherited, getattr(self.session.run(self.run), "parent", None)

    def _calls(self) -> list[Any]:
        own, inherited, _ = self.own_calls()
        return own + inherited

    def refresh(self) -> None:
        own, inherited, parent = self.own_calls()
        everything = own + inherited
        places = call_places(everything, self.session.runs, phase=False)
        choices: dict[str, str] = {}
        for c in sorted(everything, key=lambda c: (c.node_id is None, c.node_id or 0)):
            if c.node_id is not None:  # one entry per node, named as the rows name it
                choices.setdefault(str(c.node_id), places[c.call_id])
            else:
                choices.setdefault(f"phase:{c.phase}", f"({c.phase}, no node)")
        node = self.node if self.node in choices else ""
        shown = self._filtered(own, node)
        mark = inherited_mark(parent)
        rows = [_row(c, places, "") for c in shown]
        rows += [_row(c, places, mark) for c in self._filtered(inherited, node)]
        totals = CallTotals.of(shown)  # its own calls: what this run cost
        with self.hold_sync():
            self.nodes = [[k, v] for k, v in choices.items()]
            self.node = node
            self.rows = rows
            self.totals = {
                "calls": totals.calls,
                "inherited": sum(1 for r in rows if r["inherited"]),
                "parent": parent or "",
                "prompt_tokens": totals.prompt_tokens,
                "completion_tokens": totals.completion_tokens,
                "tokens": totals.prompt_tokens + totals.completion_tokens,
                "cost": totals.cost,
                "latency_s": totals.latency_s,
                "cache_hits": totals.cache_hits,
                "errors": totals.errors,
                "unpriced": totals.unpriced_calls,
            }
            if self.opened not in {r["call_id"] for r in rows}:
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
        calls = self._calls()
        match = [c for c in calls if c.call_id == call_id]
        if not match:
            self.say("error", f"Call {call_id} is not in this log.")
            return
        with self.hold_sync():
            self.opened = call_id
            self.detail = B.call(
                match[0], call_places(calls, self.session.runs, phase=False)[call_id]
            )
            self.expanded = True

    def do_toggle(self, content: dict[str, Any]) -> None:
        self.expanded = not self.expanded


def _row(c: Any, places: dict[int, str], mark: str) -> dict[str, Any]:
    """A call as a table row; ``mark``: how an inherited call is marked ("" for the run's
    own)."""
    return {
        "call_id": c.call_id,
        "phase": c.phase,
        "node": places[c.call_id],
        "inherited": mark,
        "model": c.model or "",
        "status": "error" if c.error else ("cache" if c.cache_hit else "ok"),
        "tokens": f"{c.prompt_tokens}+{c.completion_tokens}",
        "cost": c.cost,
        "latency_ms": round(c.latency_s * 1000, 1),
    }


__all__ = ["CallLogWidget"]
