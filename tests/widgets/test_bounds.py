"""Widget actions stay bounded on big graphs: the editor's word diff (issue 11, item 7).

Work is measured, not time: difflib's work grows with the product of the token counts it
compares, so a counting ``SequenceMatcher`` records every product and refuses one over the
budget at once (on unbounded code that refusal is the failure, instead of a minutes-long hang).
"""

from __future__ import annotations

import difflib
import itertools
import json

import IPython
import pytest
from hypothesis import given
from hypothesis import strategies as st
from IPython.testing import globalipapp
from IPython.utils.capture import capture_output

from afnio_lab import Variable, lab
from afnio_lab.lab import Session
from afnio_lab.lab.ops.word_diff import DIFF_WORK_LIMIT, TOO_LONG, bounded_word_diff
from afnio_lab.magics.views import diff_table
from afnio_lab.widgets import lab_view


class _Budget:
    def __init__(self) -> None:
        self.products: list[int] = []


@pytest.fixture
def difflib_work(monkeypatch):
    budget = _Budget()
    real = difflib.SequenceMatcher

    class Counting(real):  # type: ignore[misc, valid-type]
        def set_seqs(self, a, b):
            product = len(a) * len(b)
            budget.products.append(product)
            if product > 4 * DIFF_WORK_LIMIT:
                raise AssertionError(f"difflib asked to compare {product:,} token pairs")
            super().set_seqs(a, b)

    monkeypatch.setattr(difflib, "SequenceMatcher", Counting)
    return budget


def add_chain(depth: int) -> tuple[Session, list[Variable], Variable]:
    leaves = [Variable(f"w{i}", role=f"r{i}", requires_grad=True) for i in range(depth + 1)]
    x = leaves[0]
    for leaf in leaves[1:]:
        x = x + leaf
    session = Session()
    session.record_forward({"root": x})
    return session, leaves, x


def test_replay_of_a_100_deep_chain_diffs_with_bounded_work_and_output(difflib_work):
    session, leaves, root = add_chain(100)
    run = session.backward(root, Variable("Be short."))
    view = lab_view(session, run)
    view.select(f"v{root.uid}")
    view.editor.dispatch({"action": "edit", "choice": 0, "text": "Be long."})
    assert view.editor.message["level"] == "ok"
    view.editor.dispatch({"action": "replay"})
    assert view.editor.message["level"] == "ok", view.editor.message
    assert leaves[0].grad[0].data.endswith("Be long.")  # the replay itself happened
    assert len(leaves[0].grad[0].data) > 30_000  # and its texts are big ...
    page = json.dumps(view.editor.result)
    assert len(page) < 120_000  # ... but what the page is sent is bounded
    assert "more changed value(s)" in page  # the rest is counted, not drawn
    assert difflib_work.products and max(difflib_work.products) <= DIFF_WORK_LIMIT
    diffs = [b for b in view.editor.result if b["t"] == "diff"]
    ins = [t for b in diffs for op, t in b["ops"] if op == "insert"]
    dels = [t for b in diffs for op, t in b["ops"] if op == "delete"]
    assert ins and set(ins) == {"long"} and set(dels) == {"short"}  # found inside ~30k chars


def test_bounded_word_diff_falls_back_when_the_change_is_too_long(difflib_work):
    before = " ".join(f"a{i}" for i in range(3000))
    after = " ".join(f"b{i}" for i in range(3000))
    ops = bounded_word_diff(before, after)
    assert ("note", TOO_LONG) in ops
    assert "".join(t for op, t in ops if op in ("equal", "delete")) == before
    assert "".join(t for op, t in ops if op in ("equal", "insert")) == after
    assert max(difflib_work.products, default=0) <= DIFF_WORK_LIMIT


def test_bounded_word_diff_elides_long_unchanged_text():
    same = "word " * 5000
    ops = bounded_word_diff(same + "old ending.", same + "new ending.")
    assert ops[0][0] == "skip" and "unchanged characters" in ops[0][1]
    assert ("delete", "old") in ops and ("insert", "new") in ops
    assert sum(len(t) for _, t in ops) < 500


words = st.lists(st.sampled_from(["a", "b", "cat", "dog", " ", "  ", ",", ".", "\n", "é"]))


@given(words, words)
def test_bounded_word_diff_reassembles_both_texts(a, b):
    before, after = "".join(a), "".join(b)
    for limit in (DIFF_WORK_LIMIT, 0):  # word by word, and the too-long fallback
        ops = bounded_word_diff(before, after, work_limit=limit, context=10**9)
        assert "".join(t for op, t in ops if op in ("equal", "delete")) == before
        assert "".join(t for op, t in ops if op in ("equal", "insert")) == after
        # a change never starts or ends inside an unchanged word
        for (op1, t1), (op2, t2) in itertools.pairwise(ops):
            if "equal" in (op1, op2) and op1 != op2 and "note" not in (op1, op2):
                assert not (t1[-1].isalnum() and t2[0].isalnum()), ops


def test_the_static_diff_table_marks_words_left_aligned_and_escaped():

    session, leaves, root = add_chain(3)
    run = session.backward(root, Variable("Be <b>short</b>."))
    session.edit_gradient("Be long.", value=root, run=run)
    new = session.replay(run)
    html = diff_table(session.diff(run, new))._repr_mimebundle_()["text/html"]
    assert "<ins style='background:#bbf7d0;text-decoration:none'>long</ins>" in html
    assert "&lt;b&gt;short&lt;/b&gt;" in html and "<b>short" not in html  # escaped, marked
    assert "text-align:left" in html and "word-break:normal" in html


@pytest.mark.parametrize("static", ["", " --static"])
def test_magics_display_a_1000_deep_pass_without_failing(static):
    """Issue 11 item 6 through the magics: the pass succeeded, so showing it must too."""

    shell = globalipapp.start_ipython() or IPython.get_ipython()
    lab.set_session(lab.Session())
    shell.run_line_magic("load_ext", "afnio_lab")
    try:
        cells = [
            f"%%afnio_forward --name deep{static}\n"
            "import afnio_lab as afnio\n"
            "x = afnio.Variable('a', 'start', True)\n"
            "for i in range(1000):\n"
            "    x = x + afnio.Variable(f'b{i}', f'input {i}')\n"
            "deep = x",
            f"%afnio_graph deep{static}",
        ]
        for cell in cells:
            with capture_output() as out:
                result = shell.run_cell(cell)
            assert result.success, (result.error_in_exec, out.stderr)
            assert "RecursionError" not in out.stdout + out.stderr
    finally:
        shell.run_line_magic("unload_ext", "afnio_lab")
