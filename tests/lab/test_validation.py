"""One set of rules for hand-edited gradients: the API, the magics and the widget editor say
the same thing, refuse the same inputs, and record nothing they refuse."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from IPython.core.error import UsageError
from IPython.utils.capture import capture_output

import afnio_lab as afnio
import afnio_lab.lab as lab
from afnio_lab.lab import LabError, Session
from afnio_lab.lab.ops.edits import EditError, check_edit
from afnio_lab.numeric import Tensor

V = afnio.Variable


class _Opaque:
    pass


def text_run() -> tuple[Session, Any, Any, Any]:
    session = Session()
    x = V("abc", "first input", True)
    y = V("def", "second input", True)
    z = x + y
    session.backward(z, "Make it shorter")
    return session, x, y, z


BAD_TEXT = [
    (b"bytes feedback", "not bytes"),
    ({"text": "a dict"}, "not dict"),
    (("a", "tuple"), "not tuple"),
    ({"a", "set"}, "not set"),
    (_Opaque(), "not _Opaque"),
    (None, "not NoneType"),
    (12, "not int"),
    ("", "empty"),
    ("   \n\t", "empty"),
]


@pytest.mark.parametrize(("data", "message"), BAD_TEXT, ids=[repr(b[0])[:20] for b in BAD_TEXT])
def test_text_gradient_refuses_non_text_and_blank(data: Any, message: str) -> None:
    session, x, y, z = text_run()
    history = list(session.history)
    for where in ({"value": z}, {"value": x}, {"node": z.grad_fn.node_id, "slot": 0}):
        with pytest.raises(EditError, match=message):
            session.edit_gradient(data, **where)
    assert session.backward_run().pending == [] and session.history == history
    run = session.replay() if session.backward_run().pending else None
    assert run is None


def test_a_refused_edit_never_breaks_later_replays() -> None:
    session, x, y, z = text_run()
    with pytest.raises(EditError):
        session.edit_gradient(b"\xff\xfe", value=z)  # was accepted, then broke every replay
    session.edit_gradient("Make it longer", value=z)
    replayed = session.replay()
    assert replayed.status == "ok" and x.grad[0].data.endswith("Make it longer")
    session.edit_gradient("Shorter again", run=replayed, value=z)
    assert session.replay(replayed).status == "ok"


def test_numeric_gradients_take_numbers() -> None:
    session = Session()
    a = Tensor(np.array([1.0, 2.0]), requires_grad=True)
    y = a * 3.0
    session.backward(y, np.array([1.0, 1.0]))
    for good in (0.5, 2, [1.0, 2.0], np.array([3.0, 4.0]), "0.5", "[1, 2]"):
        edit = session.edit_gradient(good, value=y)
        assert np.asarray(edit.new_data, dtype=float).shape in ((), (2,))
    pending = len(session.backward_run().pending)
    for bad, message in [
        ("abc", "Write a number"),
        (True, "not bool"),
        (b"1", "not bytes"),
        ({"x": 1}, "not dict"),
        ((1.0, 2.0), "not tuple"),
        (float("nan"), "finite"),
        ([1.0, 2.0, 3.0], "does not fit"),
        (["1", "2"], "not list"),
        (np.array(["a", "b"]), "not ndarray"),
        ("", "Write a number"),
    ]:
        with pytest.raises(EditError, match=message):
            session.edit_gradient(bad, value=y)
    assert len(session.backward_run().pending) == pending
    assert session.replay().status == "ok"


def test_batch_feedback_takes_a_list_of_the_same_length() -> None:
    record = lab.GradRecord.of(V(["good", "bad"], "feedback"))
    assert check_edit(["fine", "worse"], record) == ["fine", "worse"]
    assert check_edit('["fine", "worse"]', record) == ["fine", "worse"]
    for bad, message in [
        (["only one"], "exactly 2"),
        (["", " "], "empty"),
        ([1, 2], "list of 2 strings"),
        ("not json", "JSON list of 2"),
        (("a", "b"), "list of 2 strings"),
    ]:
        with pytest.raises(EditError, match=message):
            check_edit(bad, record)


def test_index_on_a_non_leaf_is_refused() -> None:
    session, x, y, z = text_run()
    with pytest.raises(LabError, match="not a\\s+leaf"):
        session.edit_gradient("Other", value=z, index=0)
    with pytest.raises(LabError, match="use it with `value=`"):
        session.edit_gradient("Other", node=z.grad_fn.node_id, slot=0, index=0)
    assert session.backward_run().pending == []
    session.edit_gradient("Other", value=x, index=0)  # a leaf: fine


# -- the same message everywhere -------------------------------------------------------------
def _magic_error(ip: Any, line: str) -> str:
    with capture_output():
        result = ip.run_cell(line)
    assert isinstance(result.error_in_exec, UsageError), result.error_in_exec
    return str(result.error_in_exec)


def test_api_magic_and_widget_editor_say_the_same(ip: Any) -> None:
    session, x, y, z = text_run()
    lab.set_session(session)
    ip.user_ns.update(x=x, z=z)
    record = session.backward_run().records[z.grad_fn.node_id].grads_in[0]
    with pytest.raises(EditError) as api:
        session.edit_gradient("   ", value=z)
    with pytest.raises(EditError) as widget:
        check_edit("   ", record)
    assert _magic_error(ip, '%afnio_edit z "   "') == str(api.value) == str(widget.value)
    message = _magic_error(ip, '%afnio_edit z "Other" --index 0')
    assert "not a leaf" in message and session.backward_run().pending == []
    message = _magic_error(ip, f'%afnio_edit node:{z.grad_fn.node_id} "Other" --index 0')
    assert "use it with `value=`" in message

    t = Tensor(2.0, requires_grad=True)
    u = t * 3.0
    session.backward(u, 1.0)
    ip.user_ns["u"] = u
    numeric = session.backward_run().records[u.grad_fn.node_id].grads_in[0]
    with pytest.raises(EditError) as api:
        session.edit_gradient("abc", value=u)
    with pytest.raises(EditError) as widget:
        check_edit("abc", numeric)
    assert _magic_error(ip, "%afnio_edit u abc") == str(api.value) == str(widget.value)
    with capture_output():
        assert ip.run_cell("%afnio_edit u 0.25").success


# -- Add / Sum refuse nested lists -----------------------------------------------------------
@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: V([["a"]]) + V([["b"]]), r"Add: item 0 of the first input is itself a list"),
        (lambda: V(["a"]) + V([["b"]]), r"Add: item 0 of the second input is itself a list"),
        (lambda: V([[1, 2]]) + V([[3, 4]]), r"Add: item 0 .* is itself a list"),
        (lambda: afnio.functional.sum([V([["a"]]), V([["b"]])]), r"Sum: item 0 of element 0"),
        (lambda: afnio.functional.sum([V(["a"]), V([["b"], ["c"]])]), r"Sum: item 0 of element 1"),
    ],
)
def test_add_and_sum_refuse_nested_lists(make: Any, message: str) -> None:
    with pytest.raises(TypeError, match=message):
        make()


def test_add_and_sum_flat_lists_still_work() -> None:
    assert (V(["a", "b"]) + V(["c", "d"])).data == ["ac", "bd"]
    assert (V([1, 2]) + V([3, 4])).data == [4, 6]
    assert afnio.functional.sum([V(["a"]), V(["b"])]).data == ["<ITEM>a</ITEM><ITEM>b</ITEM>"]
