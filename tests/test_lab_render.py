"""The renderer: DOT with stable ids and classes, SVG in-process, text fallback, escaping."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap

import pytest

import afnio_lab as afnio
import afnio_lab.lab.render as render_mod
from afnio_lab.autodiff.graph_walk import walk_graph
from afnio_lab.lab import Session
from afnio_lab.lab.render import RENDER_HINT, RenderOptions, dot_escape, element_ids, render, to_dot

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
        from afnio_lab.lab.render import render
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
