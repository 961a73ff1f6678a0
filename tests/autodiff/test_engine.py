"""The backward engine: ordering, filtering, freeing, fan-in, seams (observers, executors, steps)."""

from __future__ import annotations

import gc
import random
import threading
import time
import weakref

import pytest

import afnio_lab as afnio
from afnio_lab import autodiff
from afnio_lab.autodiff.basic_ops import Add, Split, Sum
from afnio_lab.autodiff.engine import GraphTask, prepare_backward
from afnio_lab.autodiff.executors import SequentialExecutor, ThreadedExecutor
from afnio_lab.autodiff.function import FREED_GRAPH_MESSAGE, Function
from afnio_lab.autodiff.graph import AccumulateGrad, get_gradient_edge

V = afnio.Variable


class Tag(Function):
    """Pass-through op that counts its backward calls and tags the feedback with its name."""

    calls: list[str] = []

    @staticmethod
    def forward(ctx, x, name="tag", delay=0.0):
        ctx.name, ctx.delay = name, delay
        return V(x.data, f"{name}({x.role})")

    @staticmethod
    def backward(ctx, g):
        if ctx.delay:
            time.sleep(ctx.delay)
        Tag.calls.append(ctx.name)
        return V(f"{ctx.name}<{g.data}>", f"feedback via {ctx.name}"), None, None


@pytest.fixture(autouse=True)
def _reset_tag_calls():
    Tag.calls = []


def test_default_gradient_is_empty_string():
    x = V("a", "x", True)
    y = Tag.apply(x, "t")
    y.backward()
    assert [g.data for g in x.grad] == ["t<>"]


def test_list_root_needs_a_gradient():
    x = V(["a", "b"], "x", True)
    y = Tag.apply(x, "t")
    with pytest.raises(
        RuntimeError, match="^grad can be implicitly created only for scalar outputs$"
    ):
        y.backward()
    y.backward(V("fb"))
    assert x.grad[0].data == "t<fb>"


def test_backward_argument_errors():
    x = V("a", "x", True)
    y = Tag.apply(x)
    with pytest.raises(TypeError, match="`variables` must be a Variable"):
        autodiff.backward(42)
    with pytest.raises(TypeError, match="`grad_variables` must contain Variables"):
        autodiff.backward([y], ["text"])
    with pytest.raises(RuntimeError, match="must have the same length as variables: got 1 and 2"):
        autodiff.backward([y], [V("a"), V("b")])
    with pytest.raises(RuntimeError, match="does not require grad or does not have a grad_fn"):
        autodiff.backward([x])
    with pytest.raises(RuntimeError, match="cannot be empty"):
        autodiff.backward(y, inputs=[])
    with pytest.raises(RuntimeError, match="is not a leaf Variable"):
        autodiff.backward(y, inputs=[y])
    with pytest.raises(RuntimeError, match="does not require grad"):
        autodiff.backward(y, inputs=[V("c")])
    assert x.grad == []  # nothing ran


def test_inputs_filter_and_pruning():
    a, b = V("a", "a", True), V("b", "b", True)
    left = Tag.apply(a, "left")
    right = Tag.apply(b, "right")
    total = left + right
    autodiff.backward(total, V("fb"), inputs=[a])
    assert len(a.grad) == 1 and b.grad == []
    assert Tag.calls == ["left"]  # the right branch cannot reach `a`: it never ran


def test_inputs_as_gradient_edge():
    a, b = V("a", "a", True), V("b", "b", True)
    total = a + b
    autodiff.backward(total, V("fb"), inputs=get_gradient_edge(b))
    assert a.grad == [] and len(b.grad) == 1


def test_second_backward_without_retain_graph_fails_before_touching_grads():
    x = V("a", "x", True)
    y = Tag.apply(Tag.apply(x, "one"), "two")
    y.backward(V("fb"))
    with pytest.raises(RuntimeError) as info:
        y.backward(V("fb"))
    assert str(info.value) == FREED_GRAPH_MESSAGE
    assert len(x.grad) == 1


def test_retain_graph_allows_second_backward_and_appends():
    x = V("a", "x", True)
    y = Tag.apply(x, "t")
    y.backward(V("1"), retain_graph=True)
    y.backward(V("2"))
    assert [g.data for g in x.grad] == ["t<1>", "t<2>"]


def test_saved_values_are_really_released():
    class Keep(Function):
        @staticmethod
        def forward(ctx, x):
            big = V("payload" * 100, "saved")
            ctx.save_for_backward(big)
            ctx.extra = V("also saved")
            ctx.refs = (weakref.ref(big), weakref.ref(ctx.extra))
            return V(x.data, x.role)

        @staticmethod
        def backward(ctx, g):
            (big,) = ctx.saved_variables
            return V(big.data[:7] + g.data)

    x = V("a", "x", True)
    y = Keep.apply(x)
    refs = y.grad_fn.ctx.refs
    y.backward(V("!"), retain_graph=True)
    gc.collect()
    assert all(r() is not None for r in refs), "retain_graph keeps saved values"
    y.backward(V("?"))
    gc.collect()
    assert all(r() is None for r in refs), "a backward without retain_graph frees them"
    with pytest.raises(RuntimeError, match="backward through the graph a second time"):
        _ = y.grad_fn.ctx.saved_variables
    assert [g.data for g in x.grad] == ["payload!", "payload?"]


def test_create_graph_records_ops_in_backward():
    class Echo(Function):
        @staticmethod
        def forward(ctx, x):
            return V(x.data, x.role)

        @staticmethod
        def backward(ctx, g):
            return g + V(" (echoed)", "suffix")

    x = V("a", "x", True)
    y = Echo.apply(x)
    seed = V("fb", "seed", requires_grad=True)
    y.backward(seed, create_graph=True)
    (gx,) = x.grad
    assert gx.data == "fb (echoed)" and gx.grad_fn is not None
    y2 = Echo.apply(x)
    y2.backward(V("fb", "seed", requires_grad=True))
    assert x.grad[1].grad_fn is None  # without create_graph, backward does not record


def test_fan_in_at_a_non_leaf_is_combined_with_items():
    x = V("a", "x", True)
    mid = Tag.apply(x, "mid")
    out = Add.apply(Tag.apply(mid, "p"), Tag.apply(mid, "q"))
    out.backward(V("fb"))
    (g,) = x.grad  # one entry: the two feedbacks reaching `mid` were combined
    assert g.data.startswith("mid<<ITEM>p<") and "</ITEM><ITEM>q<" in g.data
    assert Tag.calls.count("mid") == 1


def test_leaf_on_two_paths_gets_two_entries_in_schedule_order():
    a = V("a", "a", True)
    out = Add.apply(Tag.apply(a, "first"), Tag.apply(Tag.apply(a, "deep"), "second"))
    out.backward(V("fb"))
    assert [g.role for g in a.grad] == ["feedback via first", "feedback via deep"]


def test_retain_grad_on_non_leaf_appends_each_incoming_gradient():
    x = V("a", "x", True)
    mid = Tag.apply(x, "mid")
    mid.retain_grad()
    out = Add.apply(Tag.apply(mid, "p"), Tag.apply(mid, "q"))
    out.retain_grad()
    out.backward(V("seed"))
    assert [g.data for g in out.grad] == ["seed"]
    assert len(mid.grad) == 2 and mid.grad[0].data.startswith("p<")


def test_nodes_without_gradient_do_not_run():
    class DropFirst(Function):
        @staticmethod
        def forward(ctx, x, y):
            return V(f"{x.data}{y.data}")

        @staticmethod
        def backward(ctx, g):
            return None, V("only y")

    a, b = V("a", "a", True), V("b", "b", True)
    out = DropFirst.apply(Tag.apply(a, "never"), b)
    task = prepare_backward(out, V("fb"))
    task.run()
    assert Tag.calls == []
    assert [r.skipped for r in task.runs] == [False, True]
    assert a.grad == [] and [g.data for g in b.grad] == ["only y"]


def test_function_setup_context_style_and_ctx_features():
    class Scale(Function):
        @staticmethod
        def forward(x, times, opts):
            return V(x.data * times, x.role)

        @staticmethod
        def setup_context(ctx, inputs, output):
            x, times, _ = inputs
            ctx.save_for_backward(x, times)
            ctx.out_len = len(output.data)

        @staticmethod
        def backward(ctx, g):
            x, times = ctx.saved_tensors
            assert ctx.saved_variables == ctx.saved_tensors
            assert ctx.needs_input_grad == (True, False, False)
            return V(f"{g.data} x{times} ({ctx.out_len})"), None, None

    x = V("ab", "x", True)
    y = Scale.apply(x, 3, {"k": "not a variable"})
    assert y.data == "ababab" and y.grad_fn.name() == "ScaleBackward0"
    y.backward(V("fb"))
    assert x.grad[0].data == "fb x3 (6)"


def test_backward_returning_a_gradient_for_a_plain_argument_is_an_error():
    class Bad(Function):
        @staticmethod
        def forward(ctx, x, n):
            return V(x.data)

        @staticmethod
        def backward(ctx, g):
            return V("x"), V("n is an int")

    y = Bad.apply(V("a", "x", True), 3)
    with pytest.raises(TypeError, match="not a Variable; return None in that position"):
        y.backward(V("fb"))


def test_returning_an_input_from_forward_does_not_create_a_cycle():
    class Identity(Function):
        @staticmethod
        def forward(ctx, x):
            return x

        @staticmethod
        def backward(ctx, g):
            return g

    x = V("a", "x", True)
    y = Identity.apply(x)
    assert y is not x and x.is_leaf and y.data == "a"
    y.backward(V("fb"))
    assert x.grad[0].data == "fb"


def _random_graph(seed: int, delay: bool):
    rng = random.Random(seed)
    leaves = [V(f"leaf{i}", f"leaf {i}", True) for i in range(6)]
    pool = list(leaves)
    for i in range(25):
        kind = rng.choice(["tag", "add", "sum", "split"])
        if kind == "tag":
            pool.append(Tag.apply(rng.choice(pool), f"t{i}", rng.random() * 0.004 if delay else 0))
        elif kind == "add":
            pool.append(Add.apply(rng.choice(pool), rng.choice(pool)))
        elif kind == "sum":
            pool.append(Sum.apply(rng.sample(pool, 3)))
        else:
            pool.extend(
                Split.apply(V("a b c", "s", True) if i % 2 else rng.choice(leaves[:1]), " ")
            )
    root = Sum.apply(pool[-5:])
    return leaves, root


def test_threaded_executor_gives_identical_grads_to_sequential():
    results = []
    for executor in (SequentialExecutor(), ThreadedExecutor(8)):
        leaves, root = _random_graph(7, delay=True)
        prepare_backward(root, V("fb")).run(executor)
        results.append([[(g.data, g.role) for g in leaf.grad] for leaf in leaves])
    assert results[0] == results[1]
    assert sum(len(x) for x in results[0]) > 3


class Overlap(Function):
    """Pass-through whose backward waits a little and counts how many run at the same time."""

    lock = threading.Lock()
    running = 0
    most = 0

    @staticmethod
    def forward(ctx, x):
        return V(x.data, f"overlap({x.role})")

    @staticmethod
    def backward(ctx, g):
        with Overlap.lock:
            Overlap.running += 1
            Overlap.most = max(Overlap.most, Overlap.running)
        time.sleep(0.1)
        with Overlap.lock:
            Overlap.running -= 1
        return V(g.data, "feedback")


def test_threaded_executor_runs_independent_nodes_concurrently():
    Overlap.most = 0
    leaves = [V(f"l{i}", f"l{i}", True) for i in range(8)]
    root = Sum.apply([Overlap.apply(leaf) for leaf in leaves])
    prepare_backward(root, V("fb")).run(ThreadedExecutor(8))
    assert Overlap.most == 8  # all eight independent nodes were running at once
    assert all(len(leaf.grad) == 1 for leaf in leaves)


def test_observer_sees_every_node_with_gradients_and_timing():
    events = []

    class Recorder:
        def on_task_start(self, task):
            events.append(("start", len(task.order)))

        def on_node_end(self, task, run):
            events.append(
                (
                    run.node.name(),
                    run.grads_in[0].data,
                    [g and g.data for g in run.grads_out],
                    run.duration >= 0,
                )
            )

        def on_task_end(self, task, error):
            events.append(("end", error))

    x = V("a", "x", True)
    y = Tag.apply(Tag.apply(x, "inner"), "outer")
    autodiff.backward(y, V("fb"), observers=[Recorder()])
    assert events == [
        ("start", 2),
        ("TagBackward0", "fb", ["outer<fb>"], True),
        ("TagBackward0", "outer<fb>", ["inner<outer<fb>>"], True),
        ("end", None),
    ]


def test_stepping_one_node_at_a_time_with_ready_queue():
    a, b = V("a", "a", True), V("b", "b", True)
    root = Add.apply(Tag.apply(a, "ta"), Tag.apply(b, "tb"))
    task = prepare_backward(root, V("fb"))
    assert [n.name() for n in task.ready_queue()] == ["AddBackward0"]
    steps = task.steps()
    first = next(steps)
    assert first.node.name() == "AddBackward0" and a.grad == []
    assert [n.node_id for n in task.ready_queue()] == [n.node_id for n in task.order[1:]]
    second = next(steps)
    assert second.node is task.order[1] and len(a.grad) == 1 and b.grad == []
    assert list(steps) and task.finished and len(b.grad) == 1


def test_a_planned_task_moves_no_gradient_until_it_is_driven():
    x = V("a", "x", True)
    y = Tag.apply(x, "t")
    assert y.grad_fn is not None
    seed_slot = (y.grad_fn, 0)  # asking for the gradient at the seed itself, and at x
    capture: dict = {seed_slot: [], (get_gradient_edge(x).node, 0): []}
    task = GraphTask([(y.grad_fn, 0, V("fb"))], targets=set(), capture=capture)
    assert all(got == [] for got in capture.values()) and Tag.calls == [] and not task.runs
    task.run()
    assert [[g.data for _, g in got] for got in capture.values()] == [["fb"], ["t<fb>"]]
    assert Tag.calls == ["t"]


def test_backward_runs_nodes_in_the_order_steps_yields_them():
    leaves, root = _random_graph(3, delay=False)
    stepped = [run.node for run in prepare_backward(root, V("fb"), retain_graph=True).steps()]
    after_steps = [list(leaf.grad) for leaf in leaves]

    class Order:
        nodes: list = []

        def on_node_end(self, task, run):
            self.nodes.append(run.node)

    autodiff.backward(
        root, V("fb"), retain_graph=True, observers=[Order()], executor=SequentialExecutor()
    )
    assert len(stepped) > 10 and Order.nodes == stepped
    for leaf, first in zip(leaves, after_steps):  # and the second pass delivered the same
        assert [g.data for g in leaf.grad] == [g.data for g in first] * 2


def test_a_resume_after_the_first_node_failed_delivers_the_seed_once():
    class FailOnce(Function):
        seen: list[str] = []

        @staticmethod
        def forward(ctx, x):
            return V(x.data, x.role)

        @staticmethod
        def backward(ctx, g):
            FailOnce.seen.append(g.data)
            if len(FailOnce.seen) == 1:
                raise ConnectionError("model unreachable")
            return g

    x = V("a", "x", True)
    with pytest.raises(ConnectionError) as info:
        FailOnce.apply(x).backward(V("fb"))
    info.value.backward_task.resume()
    assert FailOnce.seen == ["fb", "fb"] and [g.data for g in x.grad] == ["fb"]


def test_failure_keeps_finished_gradients_and_can_resume():
    class Flaky(Function):
        fail = True

        @staticmethod
        def forward(ctx, x):
            return V(x.data, x.role)

        @staticmethod
        def backward(ctx, g):
            if Flaky.fail:
                raise ConnectionError("model unreachable")
            return V("flaky ok")

    a, b = V("a", "a", True), V("b", "b", True)
    root = Add.apply(Tag.apply(a, "ok"), Flaky.apply(b))
    with pytest.raises(ConnectionError) as info:
        root.backward(V("fb"))
    assert len(a.grad) == 1 and b.grad == []
    assert info.value.backward_node.name() == "FlakyBackward0"
    Flaky.fail = False
    info.value.backward_task.resume()
    assert len(a.grad) == 1 and [g.data for g in b.grad] == ["flaky ok"]


def test_engine_is_iterative_on_a_very_deep_chain():
    x = V("a", "x", True)
    y = x
    for _ in range(20_000):
        y = Pass.apply(y)
    y.backward(V("fb"))
    assert x.grad[0].data == "fb"


class Pass(Function):
    @staticmethod
    def forward(ctx, x):
        return V(x.data, "pass")

    @staticmethod
    def backward(ctx, g):
        return g


def test_grad_returns_lists_without_touching_dot_grad():
    a = V("a", "a", True)
    mid = Tag.apply(a, "m")
    out = Add.apply(mid, V("c", "c"))
    ga, gmid = autodiff.grad(out, [a, mid], V("fb"), retain_graph=True)
    assert [g.data for g in ga] == [f"m<{gmid[0].data}>"]
    assert a.grad == []
    unused = V("u", "u", True)
    with pytest.raises(RuntimeError, match="appears to not have been used"):
        autodiff.grad(out, [unused], V("fb"), retain_graph=True)
    assert autodiff.grad(out, [unused], V("fb"), allow_unused=True) == ([],)


def test_gradient_edges_and_accumulator_sharing():
    a = V("a", "a", True)
    r1, r2 = a + V("x"), a + V("y")
    assert r1.grad_fn.next_functions[0].node is r2.grad_fn.next_functions[0].node
    assert isinstance(get_gradient_edge(a).node, AccumulateGrad)
    assert get_gradient_edge(r1) == (r1.grad_fn, 0)
    with pytest.raises(RuntimeError, match="does not require gradients"):
        get_gradient_edge(V("c"))


def test_grad_mode_tools():
    x = V("a", requires_grad=True)
    with afnio.no_grad():
        with afnio.enable_grad():
            assert (x + x).requires_grad
        assert not (x + x).requires_grad
    with afnio.set_grad_enabled(False):
        assert not afnio.is_grad_enabled()
    assert afnio.is_grad_enabled()

    @afnio.enable_grad
    def inside():
        return afnio.is_grad_enabled()

    with afnio.no_grad():
        assert inside() is True
        assert afnio.is_grad_enabled() is False


def test_grad_mode_is_per_thread():
    barrier = threading.Barrier(2)
    seen = {}

    def worker(name, disable):
        if disable:
            afnio.set_grad_enabled(False)
        barrier.wait()
        seen[name] = afnio.is_grad_enabled()
        barrier.wait()

    threads = [
        threading.Thread(target=worker, args=(n, d)) for n, d in (("off", True), ("on", False))
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert seen == {"off": False, "on": True}
    assert afnio.is_grad_enabled()
