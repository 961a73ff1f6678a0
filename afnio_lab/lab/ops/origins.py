"""Where each gradient a value received came from: the node that sent it, and its model calls.

The inspector shows every gradient in a value's ``.grad`` next to the LLM call that produced
it; this module joins a recorded run with the call log so no view has to.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from afnio_lab.lab.records.runs import BackwardRun, GradRecord


@dataclass
class GradOrigin:
    """One gradient a value received in a run, and who produced it."""

    index: int  # position among the gradients this value received in the run
    grad: GradRecord
    sender: int | None  # node id that sent it (None: the seed given to backward)
    sender_name: str | None
    edge: int  # edge index at the sender (-1: a retained non-leaf; seeds: the root index)
    calls: list[Any] = field(default_factory=list)  # call-log records the sender made


def gradient_origins(
    run: BackwardRun, uid: int, calls_of: Callable[[int], list[Any]] | None = None
) -> list[GradOrigin]:
    """The gradients value ``uid`` received in ``run``, in delivery order.

    Leaves: one entry per delivery (their ``.grad`` entries). Other values: the contributions
    that arrived at their output slot before fan-in. ``calls_of(node_id)`` supplies the
    call-log records of a sender (none when not given).
    """

    def sender_name(node_id: int | None) -> str | None:
        record = run.records.get(node_id) if node_id is not None else None
        return record.name if record is not None else None

    def calls(node_id: int | None) -> list[Any]:
        return calls_of(node_id) if calls_of is not None and node_id is not None else []

    leaf = run.leaf_grads_by_uid().get(uid)
    if leaf:
        return [
            GradOrigin(i, lg.grad, lg.sender, sender_name(lg.sender), lg.index, calls(lg.sender))
            for i, lg in enumerate(leaf)
        ]
    slot = _slot_of(run, uid)
    if slot is None:
        return []
    record = run.records.get(slot[0])
    if record is None or slot[1] >= len(record.contributions):
        return []
    return [
        GradOrigin(i, c.grad, c.sender, sender_name(c.sender), c.index, calls(c.sender))
        for i, c in enumerate(record.contributions[slot[1]])
    ]


def _slot_of(run: BackwardRun, uid: int) -> tuple[int, int] | None:
    if run.snapshot is None:
        return None
    for info in run.snapshot.values:
        if info.uid == uid:
            return info.node_id, info.output_nr
    return None


__all__ = ["GradOrigin", "gradient_origins"]
