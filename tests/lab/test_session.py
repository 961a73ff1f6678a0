"""The lab's Python API: recorded runs, edits, replay, diff, stepping, persistence."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import afnio_lab as afnio
from afnio_lab.autodiff.basic_ops import Add, Split, Sum
from afnio_lab.autodiff.function import Function
from afnio_lab.lab import LabError, Session
from afnio_lab.numeric import Tensor

V = afnio.Variable


class Count(Function):
    """Pass-through op that counts backward calls per name (stands in for an LLM node)."""

    calls: dict[str, int] = {}
    uses_model = True

    @staticmethod
    def forward(ctx, x, name):
        ctx.name = name
        return V(x.data, f"{name}({x.role})")

    @staticmethod
    def backward(ctx, g):
        Count.calls[ctx.name] = Count.calls.get(ctx.name, 0) + 1
        return V(f"{ctx.name}: {g.data}", f"feedback to {ctx.name}"), None


@pytest.fixture(autouse=True)
def _reset():
    Count.calls = {}


def pipeline():
    """Two prompts through counted 'LLM' nodes, joined, then one more node."""
    p1 = afnio.cognitive.Parameter("prompt one", "first prompt")
    p2 = afnio.cognitive.Parameter("prompt two", "second prompt")
    a = Count.apply(p1, "a")
    b = Count.apply(p2, "b")
    joined = Sum.apply([a, b])
    out = Count.apply(joined, "top")
    return p1, p2, a, b, joined, out


def test_backward_run_records_every_node():
    s = Session()
    p1, p2, a, b, joined, out = pipeline()
    run = s.backward(out, V("be shorter", "loss"))
    assert run.status == "ok"
    assert [run.records[n].name for n in run.order] == [
        "CountBackward0",
        "SumBackward0",
        "CountBackward0",
        "CountBackward0",
    ]
    top = run.records[out.grad_fn.node_id]
    assert top.grads_in[0].data == "be shorter"
    assert top.grads_out[0].data == "top: be shorter"
    assert {lg.uid for lg in run.leaf_grads} == {p1.uid, p2.uid}
    assert run.graph_alive  # the lab keeps the graph by default


def test_replay_recomputes_only_affected_nodes_and_keeps_the_rest():
    s = Session()
    p1, p2, a, b, joined, out = pipeline()
    run = s.backward(out, V("be shorter", "loss"))
    before_p2 = p2.grad[0]
    Count.calls = {}
    s.edit_gradient("say it in French", value=a)
    new = s.replay()
    assert Count.calls == {"a": 1}  # exactly the affected model node, not one more
    assert new.recomputed == [a.grad_fn.node_id]
    assert p1.grad[0].data == "a: say it in French"
    assert p2.grad[0] is before_p2  # untouched path: same object
    assert len(p1.grad) == 1 and len(p2.grad) == 1  # replaced, not appended
    changes = {d.name or d.role: d.changed for d in s.diff()}
    assert changes == {"first prompt": True, "second prompt": False}
    assert run.pending == [] and new.edits[0].applied_in == new.id


def test_replay_from_a_middle_node_recomputes_its_descendants():
    s = Session()
    p1, p2, a, b, joined, out = pipeline()
    s.backward(out, V("fb", "loss"))
    Count.calls = {}
    s.edit_gradient("NEW", value=joined)
    new = s.replay()
    assert Count.calls == {"a": 1, "b": 1}
    assert "top" not in Count.calls
    assert (
        p1.grad[0].data.startswith("a: Here is the combined feedback") and "NEW" in p1.grad[0].data
    )
    assert len(new.recomputed) == 3  # Sum + two counted nodes


def test_edit_on_an_edge_and_on_a_leaf():
    s = Session()
    p1, p2, a, b, joined, out = pipeline()
    run = s.backward(out, V("fb", "loss"))
    sum_id = joined.grad_fn.node_id
    s.edit_gradient("only for b", node=sum_id, edge=1)
    Count.calls = {}
    s.replay()
    assert Count.calls == {"b": 1}
    assert p2.grad[0].data == "b: only for b"
    s.edit_gradient("hand-written", value=p1)
    Count.calls = {}
    r3 = s.replay()
    assert Count.calls == {}  # a leaf edit recomputes nothing
    assert p1.grad[0].data == "hand-written"
    assert r3.leaf_grads_by_uid()[p1.uid][0].grad.edited
    assert run.id != r3.id and r3.parent is not None


def test_fan_in_replay_keeps_recorded_order():
    s = Session()
    x = V("x", "x", True)
    mid = Count.apply(x, "mid")
    out = Add.apply(Count.apply(mid, "p"), Count.apply(mid, "q"))
    s.backward(out, V("fb"))
    original = x.grad[0].data
    s.edit_gradient("Q!", node=out.grad_fn.node_id, edge=1)
    s.replay()
    assert original.index("<ITEM>p:") < original.index("<ITEM>q:")
    assert x.grad[0].data.index("<ITEM>p:") < x.grad[0].data.index("<ITEM>q: Q!")


def test_replay_refused_on_a_freed_graph_with_advice():
    s = Session()
    *_, out = pipeline()
    s.backward(out, V("fb"), retain_graph=False)
    s.edit_gradient("x", value=out)
    with pytest.raises(LabError, match="graph was freed.*--free-graph"):
        s.replay()


def test_errors_say_what_to_do():
    s = Session()
    with pytest.raises(LabError, match="No backward run yet"):
        s.edit_gradient("x", value=V("a"))
    with pytest.raises(LabError, match="no graph to run backward through"):
        s.backward(V("a", requires_grad=True))
    *_, out = pipeline()
    s.backward(out, V("fb"))
    with pytest.raises(LabError, match="Say which gradient"):
        s.edit_gradient("x", node=1)
    with pytest.raises(LabError, match="no edits to replay"):
        s.replay()
    with pytest.raises(LabError, match="No run named 'nope'"):
        s.run("nope")


def test_stepper_walks_text_and_numbers_alike():

    s = Session()
    a = Tensor(2.0, requires_grad=True)
    b = Tensor(3.0, requires_grad=True)
    loss = a * b + a
    stepper = s.stepper(loss, 1.0)
    views = []
    while (view := stepper.step()) is not None:
        views.append(view)
    assert stepper.finished and float(a.grad) == 4.0 and float(b.grad) == 2.0
    assert views[0].record.name.startswith("Add") and views[-1].finished
    assert views[-1].leaf_grads[a.uid] and stepper.run.status == "ok"
    assert stepper.back().index == len(views) - 2  # the view moves back; nothing is undone
    assert float(a.grad) == 4.0

    x = V("t", "text", True)
    text_stepper = s.stepper(Split.apply(x, " ")[0], V("fb"))
    first = text_stepper.step()
    assert first.record.name == "SplitBackward0" and first.finished
    assert "<ITEM>fb</ITEM>" in x.grad[0].data


def test_numeric_replay_adjusts_accumulated_grads():

    s = Session()
    a = Tensor(2.0, requires_grad=True)
    c = a * 3.0
    loss = c + a
    s.backward(loss, 1.0)
    assert float(a.grad) == 4.0
    s.edit_gradient(10.0, value=c)
    s.replay()
    assert float(a.grad) == pytest.approx(31.0)  # 10 * 3 through c, plus 1 directly


def test_save_and_load_round_trip(tmp_path):
    s = Session()
    p1, p2, a, b, joined, out = pipeline()
    s.record_forward({"p1": p1, "p2": p2, "out": out}, name="fw")
    s.backward(out, V("fb <b>bold</b>", "loss"), name="first")
    s.edit_gradient("better", value=a)
    s.replay(name="second")
    path = s.save(str(tmp_path / "session.json"))
    raw = json.loads(Path(path).read_text())
    assert raw["format"] == "afnio_lab.session"
    loaded = Session.load(path)
    assert [r.id for r in loaded.runs.values()] == [r.id for r in s.runs.values()]
    for rid, run in s.runs.items():
        assert loaded.runs[rid].to_dict() == run.to_dict()
    assert [e.to_dict() for e in loaded.history] == [e.to_dict() for e in s.history]
    diffs = loaded.diff("first", "second")
    assert {d.role: d.changed for d in diffs} == {"first prompt": True, "second prompt": False}
    with pytest.raises(LabError, match="no live graph|loaded from a file"):
        loaded.render("second")


def test_load_rejects_other_files(tmp_path):
    bad = tmp_path / "x.json"
    bad.write_text('{"hello": 1}')
    with pytest.raises(ValueError, match="not an afnio_lab session file"):
        Session.load(str(bad))
    with pytest.raises(FileNotFoundError, match="No session file"):
        Session.load(str(tmp_path / "missing.json"))


def test_rich_display_escapes_text():
    x = V(
        '<img src=x onerror="window.__pwned=1"><script>alert(1)</script>', "evil <b>role</b>", True
    )
    y = x + V("tail", "t")
    y.backward(V("<script>bad()</script>"))
    for obj in (x, y, y.grad_fn):
        bundle = obj._repr_mimebundle_()
        html = bundle["text/html"]
        assert "<script" not in html and "<img" not in html and "<b>role" not in html
        assert "&lt;script&gt;" in html or obj is y.grad_fn
