"""The renderer: DOT with stable ids and classes, SVG in-process, text fallback, escaping."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from types import SimpleNamespace
from typing import Any

import pytest

import afnio_lab as afnio
import afnio_lab.lab.views.render as render_mod
from afnio_lab.autodiff.graph_walk import walk_graph
from afnio_lab.lab import Session
from afnio_lab.lab.views.dot import dot_escape, to_dot
from afnio_lab.lab.views.fold import MAX_OPS
from afnio_lab.lab.views.options import RenderOptions
from afnio_lab.lab.views.render import RENDER_HINT, element_ids, render
from afnio_lab.lab.views.text import call_places, run_summary

V = afnio.Variable
EVIL = '<script>alert(1)</script><img src=x onerror="window.__pwned=1"> \\N "q" &amp;'


def small_graph():
    x = V(EVIL, "evil input", True)
    p = afnio.cognitive.Parameter("prompt", "system prompt")
    y = x + p
    parts = afnio.functional.split(y, " ")
    return x, p, y, parts


def test_dot_has_stable_ids_and_kind_classes():
    x, p, y, parts = small_graph()
    snap = walk_graph([parts[0]])
    dot_a = to_dot(snap)
    dot_b = to_dot(walk_graph([parts[0]]))
    assert dot_a == dot_b  # same graph, same text: ids are counters, never id(obj)
    assert f'id="v{x.uid}"' in dot_a and f'id="n{y.grad_fn.node_id}"' in dot_a
    assert 'class="parameter"' in dot_a and 'class="leaf"' in dot_a
    assert 'class="op"' in dot_a and "0x" not in dot_a


def test_svg_is_escaped_and_has_no_live_markup():
    *_, parts = small_graph()
    rendered = render(walk_graph([parts[0]]))
    assert rendered.svg is not None
    svg = rendered.svg
    assert "<script" not in svg.lower() and "<img" not in svg.lower()
    assert 'onerror="' not in svg
    assert "&lt;script&gt;" in svg
    assert "\\N" in svg  # a backslash escape in user text stays literal text


def test_run_overlay_marks_recomputed_and_edited():
    s = Session()
    x, p, y, parts = small_graph()
    s.backward(parts[0], V("feedback"))
    s.edit_gradient("changed", value=y)
    new = s.replay()
    svg = s.render(new).svg
    assert re.search(rf'<g id="n{y.grad_fn.node_id}" class="node op recomputed"', svg)
    assert re.search(rf'<g id="v{y.uid}" class="node output edited"', svg)
    assert "grad: changed" in svg
    ids = set(element_ids(svg))
    assert {f"v{x.uid}", f"v{p.uid}", f"n{y.grad_fn.node_id}"} <= ids


def test_text_fallback_without_any_graphviz(monkeypatch):
    monkeypatch.setattr(render_mod, "SVG_BACKENDS", [])
    *_, parts = small_graph()
    rendered = render(walk_graph([parts[0]]), options=RenderOptions(names={parts[0].uid: "first"}))
    assert rendered.svg is None and rendered.hint == RENDER_HINT
    assert rendered.text.splitlines()[0].startswith("first [output]")
    assert "SplitBackward0" in rendered.text and "AddBackward0" in rendered.text
    bundle = parts[0]._repr_mimebundle_()
    assert "image/svg+xml" not in bundle and "no Graphviz found" in bundle["text/html"]


def test_broken_backend_falls_through(monkeypatch):
    def broken(dot):
        raise OSError("boom")

    monkeypatch.setattr(render_mod, "SVG_BACKENDS", [broken, render_mod._svg_with_pygraphviz])
    *_, parts = small_graph()
    assert render(walk_graph([parts[0]])).svg.startswith("<svg")


def test_renders_in_process_with_dot_removed_from_path(tmp_path):
    script = textwrap.dedent(
        """
        import shutil
        assert shutil.which("dot") is None, "dot is still on PATH"
        import afnio_lab as afnio
        from afnio_lab.autodiff.graph_walk import walk_graph
        from afnio_lab.lab.views.render import render
        y = afnio.Variable("a", "x", True) + afnio.Variable("b", "y")
        svg = render(walk_graph([y])).svg
        assert svg is not None and svg.startswith("<svg"), svg
        print("OK", len(svg))
        """
    )
    env = {**os.environ, "PATH": str(tmp_path)}  # an empty folder: no dot anywhere
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("OK")


@pytest.mark.parametrize("text", ['a"b', "a\\b", "line1\nline2", "\x00\x07ctrl"])
def test_dot_escape_round_trips_through_graphviz(text):
    y = V(text, "r", True) + V("z", "s")
    svg = render(walk_graph([y])).svg
    assert svg is not None
    assert dot_escape('a"b') == 'a\\"b' and dot_escape("a\\b") == "a\\\\b"


# -- big and deep graphs (issue 11 item 6, issue 12) ----------------------------------------


def add_chain(depth: int, requires_grad: bool = True):
    """A chain of ``depth`` Adds; returns (the input added halfway, the root)."""
    x = V("start", "start", True)
    middle = x
    for i in range(depth):
        b = V(f"b{i}", f"input {i}", requires_grad)
        middle = b if i == depth // 2 else middle
        x = x + b
    return middle, x


@pytest.mark.parametrize("depth", [300, 1000, 5000])
def test_deep_graphs_render_as_svg_and_as_text_without_recursion(depth, monkeypatch):
    middle, root = add_chain(depth)
    s = Session()
    # with a backward run's gradients over it at 300; deeper, the forward graph (afnio's Add
    # nests its feedback sentence, so a deep pass costs O(depth²) text: ~1 GB at 5,000)
    rendered = s.render(s.backward(root, V("feedback")) if depth <= 300 else root)
    assert rendered.svg is not None and f'id="v{root.uid}"' in rendered.svg
    assert len(rendered.svg) < 200_000  # the middle of the chain is folded
    ids = set(element_ids(rendered.svg))
    assert any(i.startswith("f") for i in ids) and f"v{middle.uid}" not in ids
    lines = rendered.text.splitlines()
    assert lines[0].startswith("[output]") and len(lines) <= render_mod.MAX_TREE_LINES + 1
    assert "[depth " in rendered.text  # indentation stops growing
    monkeypatch.setattr(render_mod, "SVG_BACKENDS", [])
    fallback = render(walk_graph([root]))
    assert fallback.svg is None and "AddBackward0" in fallback.text


def test_a_wide_sum_is_one_group_node_that_expands():
    items = [V(f"item {i}", "item", True) for i in range(200)]
    total = afnio.functional.sum(items)
    op = total.grad_fn.node_id
    snap = walk_graph([total])
    ids = set(element_ids(render(snap).svg))
    assert f"g{op}" in ids and f"n{op}" in ids and f"v{total.uid}" in ids
    assert not any(f"v{i.uid}" in ids for i in items)
    assert "200 inputs" in render(snap).svg
    opened = render(snap, options=RenderOptions(expanded={f"g{op}": 1})).svg
    assert {f"v{i.uid}" for i in items} <= set(element_ids(opened))


def test_folds_keep_what_matters_and_unfold_step_by_step():
    middle, root = add_chain(300)
    p = afnio.cognitive.Parameter("keep me", "a parameter")
    top = root + p
    snap = walk_graph([top])
    first = render(snap)
    ids = set(element_ids(first.svg))
    folds = sorted(i for i in ids if i.startswith("f"))
    assert len(folds) == 1 and f"v{p.uid}" in ids and f"v{top.uid}" in ids
    assert f"v{middle.uid}" not in ids
    more = render(snap, options=RenderOptions(expanded={first.expand_keys[folds[0]]: 1})).svg
    assert len(set(element_ids(more))) > len(ids)
    named = render(snap, options=RenderOptions(names={middle.uid: "middle"})).svg
    assert f"v{middle.uid}" in set(element_ids(named))  # a named value is never folded away
    op = middle_op(root, 150)
    found = render(snap, options=RenderOptions(reveal={f"n{op}"})).svg  # search reveals an op
    assert f"n{op}" in set(element_ids(found)) and len(re.findall(r'class="node fold"', found)) == 2


def middle_op(root, steps: int) -> int:
    node = root.grad_fn
    for _ in range(steps):
        node = next(n for n, _ in node.next_functions if n is not None and "Add" in n.name())
    return node.node_id


def test_direction_follows_the_shape():
    *_, parts = small_graph()
    assert 'rankdir="LR"' in to_dot(walk_graph([parts[0]]))  # shallow: left to right
    _, root = add_chain(60)
    assert 'rankdir="TB"' in to_dot(walk_graph([root]))  # deep: top down
    assert 'rankdir="LR"' in to_dot(walk_graph([root]), options=RenderOptions(rankdir="LR"))


def test_gradient_labels_drop_the_combined_feedback_sentence():
    s = Session()
    x = V("abc", "first", True)
    y = x + V("def", "second", True)
    z = y + V("ghi", "third", True)
    s.backward(z, V("Use fewer words."))
    svg = s.render(s.backward_run()).svg
    texts = " ".join(re.findall(r"<text[^>]*>([^<]*)</text>", svg))  # label lines, wrapped
    assert "grad (combined): Use fewer words." in texts
    assert "Here is the combined" not in svg
    assert x.grad[0].data.startswith("Here is the combined feedback")  # the data keeps it


def test_labels_for_calls_and_runs_say_things_once():

    def call(call_id: int, phase: str, node_id: int | None, name: str | None) -> Any:
        return SimpleNamespace(
            call_id=call_id, phase=phase, node_id=node_id, node_name=name, run_id="b1"
        )

    places = call_places(
        [
            call(1, "forward", 7, "ChatCompletion"),
            call(2, "backward", 7, "ChatCompletionBackward0"),
            call(3, "backward", 9, "ExactMatchEvaluatorBackward0"),
            call(4, "optimizer", None, None),
        ]
    )
    assert places == {
        1: "ChatCompletion (forward)",  # a forward call and its backward name one node
        2: "ChatCompletion (backward)",
        3: "ExactMatchEvaluator (backward)",
        4: "optimizer",
    }
    two = call_places([call(1, "backward", 12, "AddBackward0"), call(2, "forward", 5, "Add")])
    assert two == {1: "the 2nd Add (backward)", 2: "the 1st Add (forward)"}
    s = Session()
    *_, parts = small_graph()
    run = s.backward(parts[0], V("feedback"))
    assert f"run {run.id!r} ({run.id})" in run.summary()  # the record's own wording ...
    assert run_summary(run).startswith(f"backward run {run.id!r}:")  # ... said once on screen


def test_a_big_bushy_graph_is_cut_by_levels_behind_more_nodes():
    leaves = [V(f"w{i}", f"leaf {i}", True) for i in range(400)]
    level = [a + b for a, b in zip(leaves[::2], leaves[1::2])]  # 200 Adds
    while len(level) > 1:  # a binary tree of Adds above them: ~400 ops in all
        level = [a + b for a, b in zip(level[::2], level[1::2])] + (
            [level[-1]] if len(level) % 2 else []
        )
    snap = walk_graph(level)
    first = render(snap)
    ids = set(element_ids(first.svg))
    ops = [i for i in ids if i.startswith("n")]
    more = [i for i in ids if i.startswith("m")]
    assert 0 < len(ops) <= MAX_OPS and more and f"v{level[0].uid}" in ids
    assert {first.expand_keys[m] for m in more} == {"more"}
    deeper = render(snap, options=RenderOptions(expanded={"more": 1}))
    assert len([i for i in element_ids(deeper.svg) if i.startswith("n")]) > len(ops)
