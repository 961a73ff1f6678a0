"""Compare the gradients of two runs, value by value."""

from __future__ import annotations

from dataclasses import dataclass

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


__all__ = ["GradDiff", "diff"]
