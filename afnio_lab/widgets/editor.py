"""``GradientEditor``: edit one gradient by hand, validate it, mark it edited, replay.

The editor lists the gradients of the selected element (a leaf's deliveries, what a value
received, what an op received or sent), checks edited text with :func:`check_edit` before
anything is recorded, records the edit with :meth:`Session.edit_gradient` (the graph marks
it), and Replay runs :meth:`Session.replay` and shows the leaf gradients before and after
(:meth:`Session.diff`) and which nodes were recomputed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import traitlets

from afnio_lab.lab.ops.edits import EditError, check_edit, editable_text
from afnio_lab.lab.ops.errors import LabError
from afnio_lab.lab.ops.word_diff import bounded_word_diff
from afnio_lab.lab.records.plain import truncate
from afnio_lab.lab.records.runs import BackwardRun, Edit, GradRecord
from afnio_lab.lab.views.text import readable_feedback
from afnio_lab.widgets import blocks as B
from afnio_lab.widgets._base import LabWidget, esm
from afnio_lab.widgets.context import GraphContext


@dataclass
class EditTarget:
    """One gradient the editor can replace, and how to name it to the session."""

    label: str
    record: GradRecord | None
    where: dict[str, Any] = field(default_factory=dict)  # edit_gradient keyword arguments


class GradientEditor(LabWidget):
    """Edit a gradient of the selected element; Replay recomputes what the edits reach."""

    _esm = esm("editor.js")
    actions = ("edit", "replay")

    heading = traitlets.Unicode("").tag(sync=True)
    options: traitlets.List[Any] = traitlets.List([]).tag(sync=True)  # [{"label", "text"}]
    choice = traitlets.Int(0).tag(sync=True)
    # descriptions of the edits waiting for a replay
    pending: traitlets.List[Any] = traitlets.List([]).tag(sync=True)
    can_replay = traitlets.Bool(False).tag(sync=True)
    busy = traitlets.Bool(False).tag(sync=True)
    # blocks: what the last replay recomputed and changed
    result: traitlets.List[Any] = traitlets.List([]).tag(sync=True)

    def __init__(
        self,
        on_edit: Callable[[Edit], Any] | None = None,
        on_replay: Callable[[BackwardRun], Any] | None = None,
        observers: Callable[[], Iterable[Any]] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self._ctx: GraphContext | None = None
        self._element = ""
        self._targets: list[EditTarget] = []
        # text of edits waiting for a replay, by (element, gradient label): shown again
        # when the element is selected, instead of the recorded gradient they replace
        self._drafts: dict[tuple[str, str], str] = {}
        self._on_edit = on_edit
        self._on_replay = on_replay
        self._observers = observers or (lambda: ())
        self.heading = "Select a node to edit its gradients."

    # -- what can be edited -----------------------------------------------------------------
    def target(self, ctx: GraphContext, element_id: str) -> None:
        """Offer the gradients of ``element_id`` in ``ctx``'s run."""
        self._ctx = ctx
        self._element = element_id
        targets = edit_targets(ctx, element_id) if ctx.run is not None else []
        self._targets = targets
        if ctx.run is None or not ctx.run.pending:
            self._drafts.clear()
        with self.hold_sync():
            if ctx.run is None:
                self.heading = "Run backward to edit gradients (this graph has no backward run)."
            elif not element_id:
                self.heading = "Select a node to edit its gradients."
            elif not targets:
                self.heading = "No gradient reached this element in this run."
            else:
                self.heading = f"Gradients of {_element_label(ctx, element_id)}"
            self.options = [
                {
                    "label": t.label,
                    "text": self._drafts.get((element_id, t.label), editable_text(t.record)),
                }
                for t in targets
            ]
            self.choice = 0
            self._sync_pending()

    def _sync_pending(self) -> None:
        run = self._ctx.run if self._ctx is not None else None
        self.pending = [e.describe(run) for e in run.pending] if run is not None else []
        self.can_replay = bool(self.pending) and not self.busy

    # -- actions ----------------------------------------------------------------------------
    def do_edit(self, content: dict[str, Any]) -> None:
        self.apply_edit(int(content.get("choice", self.choice)), str(content.get("text", "")))

    def apply_edit(self, choice: int, text: str) -> Edit | None:
        """Validate ``text`` and record it as the new value of gradient ``choice``."""
        if self._ctx is None or self._ctx.run is None or not 0 <= choice < len(self._targets):
            self.say("error", "Select a gradient to edit first.")
            return None
        target = self._targets[choice]
        try:
            data = check_edit(text, target.record)
            edit = self._ctx.session.edit_gradient(data, run=self._ctx.run, **target.where)
        except (EditError, LabError) as exc:
            self.say("error", str(exc))
            return None
        self._drafts[(self._element, target.label)] = text
        self.choice = choice
        self._sync_pending()
        self.say(
            "ok",
            f"{edit.describe(self._ctx.run)} recorded: press Replay to recompute what it reaches.",
        )
        if self._on_edit is not None:
            self._on_edit(edit)
        return edit

    def do_replay(self, content: dict[str, Any]) -> None:
        self.replay()

    def replay(self) -> BackwardRun | None:
        """Replay the pending edits, then show the leaf gradients before and after."""
        if self._ctx is None or self._ctx.run is None:
            self.say("error", "Nothing to replay: run backward and edit a gradient first.")
            return None
        session, base = self._ctx.session, self._ctx.run
        self.busy = True
        self.can_replay = False
        try:
            new = session.replay(base, observers=list(self._observers()))
            changes = session.diff(base, new)
        except LabError as exc:
            self.say("error", str(exc))
            return None
        finally:
            self.busy = False
        self.result = replay_blocks(self._ctx.with_run(new), new, changes)
        self.say("ok", f"Replayed: run {new.id} ({len(new.recomputed)} node(s) recomputed).")
        if self._on_replay is not None:
            self._on_replay(new)
        else:
            self._ctx = self._ctx.with_run(new)
            self._sync_pending()
        return new


def _element_label(ctx: GraphContext, element_id: str) -> str:
    if element_id.startswith("v") and element_id[1:].isdigit():
        return ctx.label(ctx.value(int(element_id[1:])))
    if element_id.startswith("n") and element_id[1:].isdigit():
        return ctx.node_label(int(element_id[1:]))
    place = ctx.place(element_id)
    if element_id.startswith("p") and place is not None:
        return ctx.scene().expression(place[0])
    return element_id


def edit_targets(ctx: GraphContext, element_id: str) -> list[EditTarget]:
    """The gradients of one element that :meth:`Session.edit_gradient` can replace."""
    run = ctx.run
    place = ctx.place(element_id) if element_id.startswith("p") else None
    if run is not None and place is not None:  # an unnamed value: what its node received
        node_id, slot = place
        record = run.records.get(node_id)
        grad = record.grads_in[slot] if record is not None and slot < len(record.grads_in) else None
        if grad is None:
            return []
        return [EditTarget("the feedback it received", grad, {"node": node_id, "slot": slot})]
    if run is None or len(element_id) < 2 or not element_id[1:].isdigit():
        return []
    number = int(element_id[1:])
    if element_id[0] == "v":
        info = ctx.value(number)
        if info is None:
            return []
        leaf = run.leaf_grads_by_uid().get(info.uid)
        if leaf:
            return [
                EditTarget(
                    f".grad[{k}] from {ctx.node_label(lg.sender)}",
                    lg.grad,
                    {"value": info.value, "index": k},
                )
                for k, lg in enumerate(leaf)
            ]
        record = run.records.get(info.node_id)
        if record is None or info.output_nr >= len(record.grads_in):
            return []
        grad = record.grads_in[info.output_nr]
        if grad is None:
            return []
        return [EditTarget("the feedback it received", grad, {"value": info.value})]
    if element_id[0] == "n":
        record = run.records.get(number)
        if record is None:
            return []
        out = [
            EditTarget(
                f"received at output {slot} ({ctx.label(ctx.value_at(number, slot))})",
                g,
                {"node": number, "slot": slot},
            )
            for slot, g in enumerate(record.grads_in)
            if g is not None
        ]
        for edge, g in enumerate(record.grads_out):
            if g is None:
                continue
            dst, slot = record.edges[edge]
            out.append(
                EditTarget(
                    f"sent to input {edge} ({ctx.label(ctx.value_at(dst, slot))})",
                    g,
                    {"node": number, "edge": edge},
                )
            )
        return out
    return []


#: A replay's report shows this many changed values in full, then counts the rest
#: (``%afnio_diff --all`` lists every one), so a 1,000-node graph sends a bounded page.
REPLAY_DETAIL_LIMIT = 12
#: Longest gradient text shown per changed value in the report.
REPLAY_TEXT_LIMIT = 4_000


def replay_blocks(ctx: GraphContext, run: BackwardRun, changes: list[Any]) -> list[B.Block]:
    """What a replay did: the nodes it recomputed and each leaf gradient before → after.

    Bounded in work and size whatever the graph: at most :data:`REPLAY_DETAIL_LIMIT` values
    are shown with texts and diffs, and each diff is :func:`bounded_word_diff`.
    """
    out: list[B.Block] = [B.section(f"Replay {run.id}: recomputed ({len(run.recomputed)})")]
    if run.recomputed:
        shown = run.recomputed[:50]
        out.append(B.items(ctx.node_label(nid) for nid in shown))
        if len(run.recomputed) > len(shown):
            out.append(B.note(f"… and {len(run.recomputed) - len(shown)} more."))
    else:
        out.append(B.note("Nothing recomputed: the edit went straight into a leaf."))
    out.append(B.section("Leaf gradients: before → after"))
    detailed = unchanged = hidden = 0
    for d in changes:
        label = d.name or d.role or f"value {d.uid}"
        if not d.changed:
            unchanged += 1
            continue
        if detailed >= REPLAY_DETAIL_LIMIT:
            hidden += 1
            continue
        detailed += 1
        before = [readable_feedback(g.data) for g in d.before]
        after = [readable_feedback(g.data) for g in d.after]
        out.append(
            B.item(
                label,  # the "changed" tag says it once
                truncate("\n---\n".join(after), REPLAY_TEXT_LIMIT),
                tags=["changed"],
                cls="changed",
                data={"value": str(d.uid)},
            )
        )
        for old, new in zip(before, after):
            if old != new:
                out.append(B.diff_block(bounded_word_diff(old, new)))
        if len(before) != len(after):
            out.append(B.note(f"{len(before)} gradient(s) before, {len(after)} after."))
    if hidden:
        out.append(B.note(f"… {hidden} more changed value(s): `%afnio_diff --all` lists them."))
    if unchanged:
        out.append(B.note(f"{unchanged} value(s) unchanged."))
    if not changes:
        out.append(B.note("No leaf gradients to compare."))
    return out


__all__ = ["EditTarget", "GradientEditor", "edit_targets", "replay_blocks"]
