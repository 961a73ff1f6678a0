"""The teacher's tanh neuron (micrograd's example) written compactly with the Tensor API:
five unnamed intermediates and two constants, recorded in a lab session. Shared by the
graph-layout tests and ``benchmarks/small_graph_view.py``."""

from __future__ import annotations

from afnio_lab.lab import Session
from afnio_lab.lab.records.runs import ForwardRun
from afnio_lab.numeric import Tensor


def recorded_neuron(backward: bool = True) -> tuple[Session, ForwardRun, Tensor]:
    """A session holding the neuron's forward run (and its backward run, unless told not to),
    the forward run, and the output ``out``."""
    session = Session()
    a1, v1 = Tensor(2.0, requires_grad=True), Tensor(-3.0, requires_grad=True)
    a2, v2 = Tensor(0.0, requires_grad=True), Tensor(1.0, requires_grad=True)
    c = Tensor(6.8813735870195432, requires_grad=True)
    e = (2 * (a1 * v1 + a2 * v2 + c)).exp()
    out = (e - 1) / (e + 1)
    names = {"a1": a1, "v1": v1, "a2": a2, "v2": v2, "c": c, "e": e, "out": out}
    forward = session.record_forward(names, name="neuron", code="", duration=0.0, call_ids=[])
    if backward:
        session.backward(out)
    return session, forward, out


__all__ = ["recorded_neuron"]
