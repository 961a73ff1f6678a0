"""Compare the gradients of two runs, value by value."""

from __future__ import annotations

from dataclasses import dataclass

from afnio_lab.lab.ops.optim_step import _TOKEN, word_diff
from afnio_lab.lab.records.plain import format_data
from afnio_lab.lab.records.runs import BackwardRun, GradRecord


@dataclass
class GradDiff:
    """One value's gradients in two runs."""

    uid: int
    name: str | None
    role: str | None
    kind: str  # "leaf" | "parameter" | "output"
    before: list[GradRecord]
    after: list[GradRecord]

    @property
    def changed(self) -> bool:
        a = [format_data(g.data) for g in self.before]
        b = [format_data(g.data) for g in self.after]
        return a != b

    def __repr__(self) -> str:
        mark = "changed" if self.changed else "same"
        return f"<GradDiff {self.name or self.role or self.uid}: {mark}>"


def diff(run_a: BackwardRun, run_b: BackwardRun, leaves_only: bool = True) -> list[GradDiff]:
    """Per value (leaves and parameters by default), the gradients before and after."""
    snapshot = run_b.snapshot or run_a.snapshot
    infos = []
    if snapshot is not None:
        infos = [
            (v.uid, v.node_id, v.output_nr, v.kind, getattr(v.value, "role", None))
            for v in snapshot.values
        ]
    else:
        uids = {lg.uid: lg.role for r in (run_a, run_b) for lg in r.leaf_grads}
        infos = [(uid, -1, 0, "leaf", role) for uid, role in uids.items()]
    out = []
    for uid, node_id, slot, kind, role in infos:
        if leaves_only and kind == "output":
            continue
        before = run_a.grads_received(uid, node_id, slot)
        after = run_b.grads_received(uid, node_id, slot)
        if not before and not after:
            continue
        name = run_b.names.get(uid) or run_a.names.get(uid)
        out.append(GradDiff(uid, name, role, kind, before, after))
    return out


# -- word diff with a bounded amount of work -------------------------------------------------

#: Most token pairs difflib may compare for one diff (its work grows with their product).
DIFF_WORK_LIMIT = 250_000
#: Unchanged text kept on each side of a change; longer stretches become a "skip" op.
CONTEXT_CHARS = 160
TOO_LONG = "(too long to diff word by word: the whole changed part is shown as removed/added)"


def _common_prefix(a: str, b: str) -> int:
    """Length of the common prefix, by bisection on C-speed slice compares (no char loop)."""
    lo, hi = 0, min(len(a), len(b))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[:mid] == b[:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _common_suffix(a: str, b: str, limit: int) -> int:
    lo, hi = 0, limit
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[len(a) - mid :] == b[len(b) - mid :]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _word_start(text: str, i: int) -> int:
    """Move ``i`` back so it does not cut a word in two."""
    while 0 < i < len(text) and text[i - 1].isalnum() and text[i].isalnum():
        i -= 1
    return i


def _elide(text: str, keep_head: bool, keep_tail: bool, context: int) -> list[tuple[str, str]]:
    """Unchanged text, cut to ``context`` chars next to the change with a "skip" op between."""
    if len(text) <= 2 * context + 40:
        return [("equal", text)] if text else []
    head = text[:context] if keep_head else ""
    tail = text[len(text) - context :] if keep_tail else ""
    skipped = len(text) - len(head) - len(tail)
    out = [("equal", head)] if head else []
    out.append(("skip", f"… {skipped:,} unchanged characters …"))
    if tail:
        out.append(("equal", tail))
    return out


def bounded_word_diff(
    before: str,
    after: str,
    work_limit: int = DIFF_WORK_LIMIT,
    context: int = CONTEXT_CHARS,
) -> list[tuple[str, str]]:
    """``[(op, text)]`` word by word (``equal``/``delete``/``insert``, plus ``skip`` for long
    unchanged stretches and ``note`` when the change is too long to diff word by word).

    Why bounded: gradients nest (a 100-deep chain's leaf feedback is ~30,000 characters), and
    a plain word diff of such texts takes minutes. The shared start and end are cut off in
    linear time, only the changed middle is tokenised, and difflib runs only when
    ``len(a) * len(b) <= work_limit`` tokens; otherwise the middle is one delete + one insert.
    """
    p = _word_start(before, _common_prefix(before, after))
    p = min(p, _word_start(after, p))
    s = _common_suffix(before, after, min(len(before), len(after)) - p)
    while s and (
        (len(before) - s > p and before[len(before) - s - 1].isalnum() and before[-s].isalnum())
        or (len(after) - s > p and after[len(after) - s - 1].isalnum() and after[-s].isalnum())
    ):
        s -= 1
    a_mid, b_mid = before[p : len(before) - s], after[p : len(after) - s]
    out = _elide(before[:p], keep_head=False, keep_tail=True, context=context)
    if len(_TOKEN.findall(a_mid)) * len(_TOKEN.findall(b_mid)) > work_limit:
        out.append(("note", TOO_LONG))
        out += [("delete", a_mid)] if a_mid else []
        out += [("insert", b_mid)] if b_mid else []
    else:
        for op, text in word_diff(a_mid, b_mid):
            out += _elide(text, True, True, context) if op == "equal" else [(op, text)]
    out += _elide(before[len(before) - s :], keep_head=True, keep_tail=False, context=context)
    return out


__all__ = ["CONTEXT_CHARS", "DIFF_WORK_LIMIT", "GradDiff", "bounded_word_diff", "diff"]
