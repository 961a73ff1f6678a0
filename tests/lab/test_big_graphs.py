"""Big graphs: the lab records and draws in proportion to what is looked at.

These count operations (records made, fold plans made, garbage collections run), never
seconds; ``benchmarks/big_graph.py`` times the 100,000-op chain.
"""

from __future__ import annotations

import copy
import gc
import pickle
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest

import afnio_lab.lab.records.recorder as recorder_mod
import afnio_lab.lab.views.dot as dot_mod
import afnio_lab.lab.views.labels as labels_mod
from afnio_lab.autodiff.graph_walk import walk_graph
from afnio_lab.lab import Session
from afnio_lab.lab.ops.recording import plan_backward
from afnio_lab.lab.records.runs import BackwardRun, NodeRecords
from afnio_lab.lab.views.render import render
from afnio_lab.numeric import Tensor

from support.chain import chain


def counting(monkeypatch: pytest.MonkeyPatch, module: Any, name: str) -> list[int]:
    """Wrap ``module.name`` so each call is counted (the list's length)."""
    original = getattr(module, name)
    calls: list[int] = []

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return original(*args, **kwargs)

    monkeypatch.setattr(module, name, counted)
    return calls


def test_numeric_backward_makes_node_records_only_when_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A pass records nothing per node until someone reads the run: a big quiet
    ``%backward`` used to make every record (and four gradient copies per node) up front."""
    made = counting(monkeypatch, recorder_mod, "node_record")
    run = Session().backward(chain(400))
    assert made == []
    assert len(run.records) == 400  # the first read makes them all, once
    assert len(made) == 400
    assert [r.seq for r in run.records.values()] == sorted(r.seq for r in run.records.values())
    len(run.records)
    assert len(made) == 400


def _eager_run(value: Tensor) -> BackwardRun:
    """The same pass recorded node by node as it runs (a listener watches, as a step-through
    or a progress view does)."""
    planned = plan_backward(
        value, None, retain_graph=True, inputs=None, name=None, names={}, observers=()
    )
    planned.recorder.add_listener(lambda record: None)
    planned.task.run()
    return planned.run


def _contents(run: BackwardRun) -> list[Any]:
    def data(records: list[Any]) -> list[Any]:
        return [None if g is None else float(np.asarray(g.data)) for g in records]

    nodes = [
        (
            r.node_id,
            r.name,
            r.seq,
            data(r.grads_in),
            data(r.grads_out),
            [[(c.sender, c.index, float(c.grad.data)) for c in slot] for slot in r.contributions],
            r.edges,
            r.skipped,
        )
        for r in run.records.values()
    ]
    leaves = [(lg.uid, lg.sender, lg.index, float(lg.grad.data)) for lg in run.leaf_grads]
    return [run.order, nodes, leaves]


def test_records_made_later_equal_records_made_as_nodes_run() -> None:
    """Deferred records are the records the pass would have made at once: same nodes in
    the same order, same gradients in, out and per contribution, same leaf deliveries."""
    y = chain(60)
    lazy = Session().backward(y)
    eager = _eager_run(y)  # a second pass over the kept graph: the same gradients flow
    assert _contents(lazy) == _contents(eager)
    assert len(lazy.records) == 60 and len(lazy.leaf_grads) == 61  # and x's


def test_a_folded_drawing_is_planned_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A big chain folds into a small drawing, which is drawn a second time for measuring
    its layout: the fold plan (a pass over the whole graph) was made twice."""
    planned = counting(monkeypatch, dot_mod, "plan")
    rendered = render(walk_graph([chain(600)]))
    assert "ops folded" in rendered.dot
    assert rendered.measure_dot  # the small drawing was measured too
    assert len(planned) == 1


@pytest.fixture()
def collections() -> Iterator[list[str]]:
    """The garbage collections that start while the test runs."""
    started: list[str] = []

    def note(phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            started.append(phase)

    assert gc.isenabled()
    gc.callbacks.append(note)
    try:
        yield started
    finally:
        gc.callbacks.remove(note)


def test_walking_and_drawing_a_big_graph_run_no_collection(collections: list[str]) -> None:
    """Walking and drawing allocate per node and edge; with hundreds of thousands of graph
    objects alive, the collections that allocation triggers visited all of them again and
    again. The walk and the drawing pause the collector instead (at most the one
    collection the pause put off runs, once it ends)."""
    y = chain(3000)
    gc.collect()
    collections.clear()
    snapshot = walk_graph([y])
    rendered = render(snapshot)
    assert len(collections) <= 1
    assert len(snapshot.nodes) == 3003 and len(snapshot.edges) == 6000
    assert "ops folded" in rendered.dot
    assert gc.isenabled()


def test_a_run_with_deferred_records_saves_copies_and_pickles(tmp_path: Any) -> None:
    """Deferred records are made for whoever reads them: a saved session, a deep copy and
    a pickle all carry every record and leaf delivery."""
    session = Session()
    run = session.backward(chain(40))
    copied = copy.deepcopy(run.records)
    assert list(copied) == list(run.records) and len(copied) == 40
    fresh = Session().backward(chain(40))
    unpickled = pickle.loads(pickle.dumps(fresh.leaf_grads))
    assert [lg.uid for lg in unpickled] == [lg.uid for lg in fresh.leaf_grads]
    assert len(unpickled) == 41
    loaded = Session.load(session.save(str(tmp_path / "big.afnio")))
    saved = next(r for r in loaded.runs.values() if isinstance(r, BackwardRun))
    assert len(saved.records) == 40 and len(saved.leaf_grads) == 41
    assert [r.seq for r in saved.records.values()] == list(range(40))


def test_a_leaf_gradient_sum_is_added_up_once_per_drawing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``w`` and ``b`` take part in every other op of a chain, so each received a gradient
    per op, and their boxes show the sum. The text tree described them at every op it
    walked (600 lines x 1,000 gradients here), summing again each time."""
    summed = counting(monkeypatch, labels_mod, "numeric_grad_reading")
    session = Session()
    run = session.backward(chain(2000))
    assert run.snapshot is not None
    rendered = render(run.snapshot, run)
    assert "(sum of 1000)" in rendered.dot
    assert len(summed) <= len(run.snapshot.values) + rendered.dot.count("[id=")


def test_a_folded_drawing_makes_only_the_records_it_shows(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A drawing of a folded big graph reads the gradients of the few values it shows, its
    summary counts the nodes that ran and its call list looks for model calls: none of
    these made every node's record (a 100,000-op chain's ``%afnio_graph`` spent a third of
    its time making them)."""
    made = counting(monkeypatch, recorder_mod, "node_record")
    run = Session().backward(chain(2000))
    assert run.snapshot is not None
    rendered = render(run.snapshot, run)
    assert "ops folded" in rendered.dot
    assert run.call_ids == []
    assert "2000 node(s) ran" in run.summary()
    assert 0 < len(made) <= rendered.dot.count("[id=")
    shown = {node_id: dict.get(run.records, node_id) for node_id in dict.keys(run.records)}
    assert len(run.records) == 2000  # the rest are made on the first full read
    assert len(made) == 2000
    assert all(run.records[node_id] is record for node_id, record in shown.items())
    assert [r.seq for r in run.records.values()] == sorted(r.seq for r in run.records.values())


def test_a_record_made_on_its_own_is_its_newest_report() -> None:
    """A node reported twice (it failed, then ran again on a resume) is recorded from its
    newest report, whether its record is made alone or with all the others."""

    def report(node_id: int, seq: int) -> SimpleNamespace:
        return SimpleNamespace(node=SimpleNamespace(node_id=node_id), seq=seq)

    def make(node_run: SimpleNamespace) -> SimpleNamespace:
        return SimpleNamespace(node_id=node_run.node.node_id, seq=node_run.seq)

    for read_one_first in (False, True):
        records = NodeRecords()
        for node_id, seq in ((1, 0), (2, 1), (1, 2), (3, 3)):
            records.defer(report(node_id, seq), make)
        if read_one_first:
            assert records.get(1).seq == 2
            assert records.get(9) is None
            records.defer(report(2, 4), make)  # reported again after the lookup
        assert [(k, r.seq) for k, r in records.items()] == (
            [(1, 2), (3, 3), (2, 4)] if read_one_first else [(2, 1), (1, 2), (3, 3)]
        )
