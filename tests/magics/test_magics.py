"""The magics, driven through a real IPython InteractiveShell."""

from __future__ import annotations

import pytest

import afnio_lab.lab as lab
from afnio_lab.models import get_backward_model_client
from afnio_lab.numeric import Tensor

from support.cells import run_cell

run = run_cell


FORWARD = """%%afnio_forward --name fw --static
x = afnio.Variable("abc", "first input", True)
y = afnio.Variable("def", "second input", True)
z = x + y
parts = afnio.functional.split(z, "c")
"""


def test_forward_records_named_values_and_shows_the_graph(ip):
    result, out = run(ip, FORWARD)
    assert result.success, out.stderr
    run_ = lab.get_session().run("fw")
    assert sorted(run_.names.values()) == ["parts[0]", "parts[1]", "x", "y", "z"]
    bundle = out.outputs[0].data
    assert bundle["text/plain"].startswith("forward run 'f")
    svg = bundle["image/svg+xml"]
    assert ">Split<" in svg and ">Add<" in svg
    assert ">z<" in svg and ">parts[0]<" in svg  # values are labelled with their names


def test_backward_edit_replay_diff_through_magics(ip):
    run(ip, FORWARD)
    result, out = run(ip, '%backward z --grad "Make it shorter" --static')
    assert result.success, out.stderr
    session = lab.get_session()
    first = session.backward_run()
    assert first.seeds[0].data == "Make it shorter"  # quotes are not part of the text
    x = ip.user_ns["x"]
    assert x.grad[0].data.endswith("Make it shorter")
    result, out = run(ip, '%afnio_edit z "Make it longer"')
    assert "recorded on run" in out.stdout
    result, out = run(ip, "%afnio_replay --static")
    assert result.success, out.stderr
    replayed = session.backward_run()
    assert replayed.parent == first.id and replayed.recomputed
    assert x.grad[0].data.endswith("Make it longer") and len(x.grad) == 1
    text = "\n".join(o.data.get("text/plain", "") for o in out.outputs)
    assert "x (changed)" in text and "before:" in text
    result, out = run(ip, f"%afnio_diff {first.id} {replayed.id}")
    assert "Make it longer" in out.outputs[0].data["text/plain"]


def test_step_through_with_magics(ip):
    run(ip, FORWARD)
    result, out = run(ip, '%backward parts[0] --grad "fb" --step --static')
    assert result.success and "Step-through ready" in out.outputs[0].data["text/plain"]
    _, out = run(ip, "%afnio_step")
    assert "step 1/" in out.stdout and "SplitBackward0" in out.stdout
    _, out = run(ip, "%afnio_step --all")
    assert "AddBackward0" in out.stdout
    assert ip.user_ns["x"].grad  # the pass really ran
    _, out = run(ip, "%afnio_step")
    assert "nothing left" in out.stdout


@pytest.mark.parametrize(
    "code, message",
    [
        ("%backward nope", "'nope' is not defined"),
        ("%backward 42", "is an int, not a Variable"),
        ("%backward x", "no graph to run backward through"),
        ("%afnio_replay", "no edits to replay"),
        ("%afnio_edit z", "the following arguments are required: text"),
        ("%afnio_graph nope", "'nope' is not defined"),
        ("%afnio_step", "No step-through in progress"),
        ("%afnio_load /nonexistent/file.json", "No session file"),
        ("%backward z --free-graph --retain-graph", "Choose one of"),
    ],
)
def test_bad_input_is_one_clear_line_and_the_kernel_lives_on(ip, code, message):
    run(ip, FORWARD)
    if code in ("%afnio_replay",):
        run(ip, "%backward z --static")
    result, out = run(ip, code)
    assert not result.success
    err = result.error_in_exec or result.error_before_exec
    assert message in str(err), str(err)
    result, out = run(ip, "1 + 1")
    assert result.success and result.result == 2


def test_replay_after_free_graph_explains(ip):
    run(ip, FORWARD)
    run(ip, "%backward z --free-graph --static")
    run(ip, '%afnio_edit z "x"')
    result, _ = run(ip, "%afnio_replay")
    assert "graph was freed" in str(result.error_in_exec)


def test_forward_with_a_failing_cell_records_nothing(ip):
    before = len(lab.get_session().runs)
    result, out = run(ip, "%%afnio_forward\nq = afnio.Variable('a', requires_grad=True)\n1/0\n")
    assert len(lab.get_session().runs) == before


def test_forward_runs_a_cell_whose_every_line_is_indented(ip):
    """Pasted code often arrives indented; IPython runs such a cell, and so does the magic."""
    result, out = run(
        ip,
        "%%afnio_forward --name ind\n    w = afnio.Variable('a', requires_grad=True)\n    v = w + w\n",
    )
    assert result.success, out.stderr
    assert "v" in lab.get_session().run("ind").names.values()


def test_help_is_real(ip):
    doc = ip.find_line_magic("backward").__doc__
    assert "--grad" in doc and "--free-graph" in doc and "--step" in doc


def test_save_and_load(ip, tmp_path):
    run(ip, FORWARD)
    run(ip, "%backward z --static")
    path = tmp_path / "s.json"
    _, out = run(ip, f"%afnio_save {path}")
    assert "Saved 2 run(s)" in out.stdout
    lab.set_session(lab.Session())
    _, out = run(ip, f"%afnio_load {path}")
    assert "Loaded 2 run(s)" in out.stdout
    assert [r.kind for r in lab.get_session().runs.values()] == ["forward", "backward"]


def test_model_magic_configures_without_printing_keys(ip, monkeypatch, llm_state):

    _, out = run(ip, "%afnio_model offline")
    assert "offline teaching model" in out.stdout
    assert get_backward_model_client().get_provider() == "offline"
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    result, _ = run(ip, "%afnio_model openai gpt-4o-mini")
    assert "No API key" in str(result.error_in_exec)
    monkeypatch.setenv("MY_KEY", "sk-secret-value-123")
    _, out = run(ip, "%afnio_model openai gpt-4o-mini --api-key-env MY_KEY")
    assert "gpt-4o-mini" in out.stdout and "sk-secret" not in out.stdout
    _, out = run(ip, "%afnio_model show")
    assert "sk-secret" not in out.stdout and "OpenAI" in out.stdout
    _, out = run(ip, "%afnio_model openai llama3 --base-url http://127.0.0.1:9/v1")
    assert "llama3 at http://127.0.0.1:9/v1" in out.stdout


def test_tensor_and_node_have_rich_display(ip):

    a = Tensor([1.0, 2.0], requires_grad=True)
    b = (a * 3.0).sum()
    b.backward()
    bundle = b._repr_mimebundle_()
    assert "Tensor" in bundle["text/html"] and "<svg" in bundle["text/html"]
    node_bundle = b.grad_fn._repr_mimebundle_()
    assert "image/svg+xml" in node_bundle
    assert "[3. 3.]" in a._repr_mimebundle_()["text/html"]
