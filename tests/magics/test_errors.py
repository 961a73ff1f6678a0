"""One error style for failures that reach a magic, seen in a real IPython shell.

A model call that fails for good (a server refusing connections), Ctrl-C, and a refused model
client each show a few lines: what failed and where, the cause, how to go on. ``%tb`` prints
the full traceback of the original exception (kept as ``sys.last_value``), and
``%afnio_resume`` then finishes the run. Plain Python outside the magics keeps its usual
exceptions and tracebacks.
"""

from __future__ import annotations

import re
import signal
import socket
import sys
import threading
import time
from collections.abc import Iterator

import pytest

import afnio_lab.cognitive.functional as F
import afnio_lab.lab as lab
from afnio_lab.autodiff.lm_ops import ChatCompletion
from afnio_lab.autodiff.variable import Variable
from afnio_lab.cognitive.parameter import Parameter
from afnio_lab.lab import Session
from afnio_lab.models import CallLog, ModelCallError, ModelSetupError, OfflineModel
from afnio_lab.models import backward_client as bc
from afnio_lab.models.openai import OpenAI

from support.cells import run_cell
from support.llm_server import FAST_RETRY, TEST_KEY, FakeLLMServer

#: The most lines a short report may take (what, cause, kept, next, traceback hint).
SHORT = 6


@pytest.fixture
def refused_url() -> Iterator[str]:
    """A base URL on 127.0.0.1 where nothing listens: connections are refused at once."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        yield f"http://127.0.0.1:{sock.getsockname()[1]}/v1"


def chat_output() -> tuple[Parameter, Variable]:
    """A prompt and a chat answer made offline: its backward asks the backward model."""
    prompt = Parameter("Answer briefly.", role="system prompt")
    chat = [
        {"role": "system", "content": [prompt]},
        {"role": "user", "content": [Variable("What is 2 + 2?")]},
    ]
    return prompt, ChatCompletion.apply(OfflineModel(), chat, model="offline")


def shown(out) -> str:
    return out.stdout + out.stderr


def full_traceback(ip, error: type[BaseException]) -> str:
    """The failure a short report left for ``%tb`` is an ``error``; what ``%tb`` then shows."""
    assert isinstance(sys.last_value, error)
    _, out = run_cell(ip, "%tb")
    return shown(out)


def test_a_refused_server_in_backward_is_a_short_report_with_tb_and_resume(
    ip, refused_url, llm_server, llm_state
) -> None:
    dead = OpenAI(api_key=TEST_KEY, base_url=refused_url, retry=FAST_RETRY, call_log=CallLog())
    bc.set_backward_model_client(dead, completion_args={"model": "gpt-4o"})
    lab.set_session(Session(call_log=dead.call_log))
    prompt, answer = chat_output()
    ip.user_ns["answer"] = answer
    started = time.monotonic()
    result, out = run_cell(ip, '%backward answer --grad "be friendlier" --static')
    assert time.monotonic() - started < 10
    text = shown(out)
    assert not result.success  # the cell fails: Run All stops here
    assert len(text.strip().splitlines()) <= SHORT, text
    first = text.strip().splitlines()[0]
    assert first.startswith(
        '`%backward answer --grad "be friendlier" --static` failed: ModelCallError: Model call #'
    )
    run_id = lab.get_session().backward_run().id
    node = "ChatCompletion making 'response to the input messages' (step 1 of 1)"
    assert f"from {node} in run {run_id} failed after 4 attempts." in first
    assert "node " not in first  # nodes are named as the notebook knows them, not by id
    assert "Cause: TransientModelError: connection refused by 127.0.0.1" in text
    assert f"`%afnio_resume {run_id}`" in text and "`%tb`" in text
    assert "Traceback" not in text and "direct_http" not in text
    # Everything stays reachable: the original exception and its task.
    assert sys.last_value.backward_task is result.error_in_exec.backward_task is not None
    full = full_traceback(ip, ModelCallError)
    assert "ModelCallError" in full and "connection refused" in full
    assert "retry.py" in full and "base.py" in full  # the frames behind the short report
    assert len(full.splitlines()) > 5 * SHORT

    live = OpenAI(api_key=TEST_KEY, base_url=llm_server.base_url, call_log=dead.call_log)
    bc.set_backward_model_client(live, completion_args={"model": "gpt-4o"})
    result, out = run_cell(ip, f"%afnio_resume {run_id} --static")
    assert result.success, shown(out)
    assert lab.get_session().backward_run(run_id).status == "ok" and len(prompt.grad) == 1


def test_ctrl_c_in_backward_is_a_short_report_and_resume_finishes(
    ip, llm_state, sigint_raises
) -> None:
    with FakeLLMServer(latency=2.0) as slow:
        client = OpenAI(api_key=TEST_KEY, base_url=slow.base_url, call_log=CallLog())
        bc.set_backward_model_client(client, completion_args={"model": "gpt-4o"})
        lab.set_session(Session(call_log=client.call_log))
        prompt, answer = chat_output()
        ip.user_ns["answer"] = answer
        main = threading.main_thread().ident
        timer = threading.Timer(0.5, signal.pthread_kill, (main, signal.SIGINT))
        timer.start()
        result, out = run_cell(ip, '%backward answer --grad "be friendlier" --static')
        timer.join()
        text = shown(out)
        assert not result.success
        assert len(text.strip().splitlines()) <= SHORT, text
        assert "`%backward answer" in text and "was interrupted (Ctrl-C: KeyboardInterrupt)" in text
        run_id = lab.get_session().backward_run().id
        assert f"Next: `%afnio_resume {run_id}` finishes the run." in text
        assert "Traceback" not in text
        full = full_traceback(ip, KeyboardInterrupt)
        assert "KeyboardInterrupt" in full and "Traceback" in full

        slow.latency = 0.0
        result, out = run_cell(ip, "%afnio_resume --static")
        assert result.success, shown(out)
        assert lab.get_session().backward_run(run_id).status == "ok" and len(prompt.grad) == 1


def test_a_refused_client_in_a_cell_is_short_and_tb_shows_where(ip, llm_server, llm_state):
    ip.user_ns.update(OpenAI=OpenAI, bc=bc, URL=llm_server.base_url, KEY=TEST_KEY)
    result, out = run_cell(ip, "bc.set_backward_model_client(OpenAI(api_key=KEY, base_url=URL))")
    text = shown(out)
    assert not result.success and isinstance(result.error_in_exec, ValueError)
    assert len(text.strip().splitlines()) <= 2, text
    assert text.startswith(
        "This cell, line 1 failed: ModelSetupError: the model client was refused"
    )
    assert "completion_args={'model': " in text and "`%tb`" in text
    result, out = run_cell(ip, "%tb")
    assert "_model_name_for" in shown(out) and "ModelSetupError" in shown(out)


def test_plain_python_in_a_cell_keeps_its_usual_traceback(ip, refused_url, llm_state) -> None:
    dead = OpenAI(api_key=TEST_KEY, base_url=refused_url, retry=FAST_RETRY, call_log=CallLog())
    bc.set_backward_model_client(dead, completion_args={"model": "gpt-4o"})
    _, answer = chat_output()
    ip.user_ns.update(answer=answer, Variable=Variable)
    result, out = run_cell(ip, "answer.backward(Variable('be friendlier', role='feedback'))")
    assert isinstance(result.error_in_exec, ModelCallError)
    assert "Traceback" in shown(out) and len(shown(out).splitlines()) > 5 * SHORT


FORWARD_CELL = """%%afnio_forward --quiet
chat = [{'role': 'user', 'content': [question]}]
answer = ChatCompletion.apply(client, chat, model='gpt-4o')"""


def forward_cell(ip, client) -> str:
    """A ``%%afnio_forward`` cell whose line 3 asks ``client`` (the forward model)."""
    ip.user_ns.update(client=client, ChatCompletion=ChatCompletion, question=Variable("2+2?"))
    return FORWARD_CELL


def short_cell_report(result, out, starts: str) -> str:
    """What a failed ``%%afnio_forward`` cell showed: a failure in at most SHORT lines that
    starts with ``starts``, no traceback, and the way on (run the cell again)."""
    text = shown(out)
    assert not result.success  # the cell fails: Run All stops here
    assert len(text.strip().splitlines()) <= SHORT, text
    assert text.startswith(starts), text
    assert "run the cell again" in text and "Traceback" not in text
    return text


def test_a_refused_server_in_a_forward_cell_is_a_short_report_with_tb(
    ip, refused_url, llm_state
) -> None:
    dead = OpenAI(api_key=TEST_KEY, base_url=refused_url, retry=FAST_RETRY, call_log=CallLog())
    lab.set_session(Session(call_log=dead.call_log))
    result, out = run_cell(ip, forward_cell(ip, dead))
    text = shown(out)
    assert not result.success  # the cell fails: Run All stops here
    assert len(text.strip().splitlines()) <= SHORT, text
    first = text.strip().splitlines()[0]
    assert re.fullmatch(
        r"`%%afnio_forward --quiet` cell, line 3 failed: ModelCallError: Model call #\d+ from "
        r"ChatCompletion failed after 4 attempts\.",
        first,
    ), first
    assert "node " not in first
    assert "Cause: TransientModelError: connection refused by 127.0.0.1" in text
    assert "Nothing was recorded" in text and "run the cell again" in text and "`%tb`" in text
    assert "Traceback" not in text and "direct_http" not in text
    assert lab.get_session().runs == {}
    full = full_traceback(ip, ModelCallError)
    assert "ModelCallError" in full and "retry.py" in full and len(full.splitlines()) > 5 * SHORT
    # the line the report named, marked as IPython marks it ("Cell In[7], line 3" since
    # IPython 8.1, "Input In [7], in <module>" in 8.0; the arrow in both)
    assert "----> 3 answer = ChatCompletion.apply" in full


def test_bad_input_to_the_api_in_a_forward_cell_is_a_short_report(ip, llm_state) -> None:
    """A call afnio_lab refuses (no ``model=`` for a chat) is a mistake in the cell: a short
    report at its line, ``%tb`` one step away; the user's own errors keep their traceback."""
    ip.user_ns.update(Variable=Variable, F=F, client=OpenAI(api_key=TEST_KEY))
    cell = (
        "%%afnio_forward --quiet\n"
        "msgs = [{'role': 'user', 'content': [Variable('Say hi')]}]\n"
        "out = F.chat_completion(client, msgs)\n"
    )
    result, out = run_cell(ip, cell)
    short_cell_report(
        result,
        out,
        "`%%afnio_forward --quiet` cell, line 3 failed: ValueError: `model` is required",
    )
    full = full_traceback(ip, ValueError)
    assert "Traceback" in full and "chat_completion" in full

    result, out = run_cell(ip, "%%afnio_forward --quiet\nx = Variable('a')\nint('not a number')\n")
    assert not result.success and "Traceback" in shown(out), shown(out)
    assert "invalid literal for int()" in shown(out)


def test_ctrl_c_in_a_forward_cell_is_a_short_report(ip, llm_state, sigint_raises) -> None:
    with FakeLLMServer(latency=2.0) as slow:
        client = OpenAI(api_key=TEST_KEY, base_url=slow.base_url, call_log=CallLog())
        lab.set_session(Session(call_log=client.call_log))
        main = threading.main_thread().ident
        timer = threading.Timer(0.5, signal.pthread_kill, (main, signal.SIGINT))
        timer.start()
        result, out = run_cell(ip, forward_cell(ip, client))
        timer.join()
    short_cell_report(
        result,
        out,
        "`%%afnio_forward --quiet` cell, line 3 was interrupted (Ctrl-C: KeyboardInterrupt).",
    )
    full = full_traceback(ip, KeyboardInterrupt)
    assert "KeyboardInterrupt" in full and "Traceback" in full


def test_backward_without_a_backward_client_is_short_and_resumes_once_one_is_set(
    ip, llm_state
) -> None:
    bc.clear_backward_model_client()
    prompt, answer = chat_output()
    ip.user_ns["answer"] = answer
    result, out = run_cell(ip, '%backward answer --grad "be friendlier" --static')
    text = shown(out)
    assert not result.success
    assert len(text.strip().splitlines()) <= SHORT, text
    assert text.startswith('`%backward answer --grad "be friendlier" --static` failed: ')
    assert "NoBackwardClientError: No global model client set for backward pass." in text
    assert "Next: set one (`set_backward_model_client(" in text  # the setting to fix
    run_id = lab.get_session().backward_run().id
    assert f"`%afnio_resume {run_id}`" in text and "Traceback" not in text
    assert isinstance(sys.last_value, ModelSetupError)

    result, out = run_cell(ip, 'afnio.set_backward_model_client("offline/rules")')
    result, out = run_cell(ip, f"%afnio_resume {run_id} --quiet")
    assert result.success, shown(out)
    assert lab.get_session().backward_run(run_id).status == "ok" and len(prompt.grad) == 1


def test_without_a_backward_client_plain_python_still_gets_a_runtime_error(llm_state) -> None:
    bc.clear_backward_model_client()
    with pytest.raises(RuntimeError, match=r"^No global model client set") as caught:
        bc.get_backward_model_client()
    assert isinstance(caught.value, ModelSetupError)


def test_a_failed_replay_is_a_run_that_resume_finishes(
    ip, refused_url, llm_server, llm_state
) -> None:
    log = CallLog()
    live = OpenAI(api_key=TEST_KEY, base_url=llm_server.base_url, call_log=log)
    dead = OpenAI(api_key=TEST_KEY, base_url=refused_url, retry=FAST_RETRY, call_log=log)
    bc.set_backward_model_client(live, completion_args={"model": "gpt-4o"})
    lab.set_session(Session(call_log=log))
    prompt, answer = chat_output()
    ip.user_ns["answer"] = answer
    assert run_cell(ip, '%backward answer --grad "be friendlier" --quiet')[0].success
    assert run_cell(ip, '%afnio_edit answer "be much shorter"')[0].success
    base = lab.get_session().backward_run()
    before = [g.data for g in prompt.grad]
    bc.set_backward_model_client(dead, completion_args={"model": "gpt-4o"})
    result, out = run_cell(ip, "%afnio_replay --static")
    text = shown(out)
    assert not result.success
    assert len(text.strip().splitlines()) <= SHORT, text
    session = lab.get_session()
    replay = session.backward_run()
    assert replay.kind == "replay" and replay.parent == base.id and replay.status == "failed"
    node = "ChatCompletion making 'response to the input messages' (step 1 of 1)"
    first = text.strip().splitlines()[0]
    assert f"from {node} in run {replay.id} failed after 4 attempts." in first, first
    assert "node " not in first and "replay-of" not in text
    assert f"`%afnio_resume {replay.id}`" in text and "backward_task" not in text
    assert [g.data for g in prompt.grad] == before  # a failed replay changes no .grad

    bc.set_backward_model_client(live, completion_args={"model": "gpt-4o"})
    result, out = run_cell(ip, f"%afnio_resume {replay.id} --static")
    assert result.success, shown(out)
    assert replay.status == "ok" and base.pending == []
    assert [e.applied_in for e in replay.edits] == [replay.id]
    assert len(prompt.grad) == 1 and [g.data for g in prompt.grad] != before
    made, _ = session.own_calls(replay)  # the failed call and the one that finished it
    assert len(made) == 2 and {c.run_id for c in made} == {replay.id}


def test_after_a_failed_step_resume_finishes_the_pass(ip, refused_url, llm_server, llm_state):
    log = CallLog()
    dead = OpenAI(api_key=TEST_KEY, base_url=refused_url, retry=FAST_RETRY, call_log=log)
    bc.set_backward_model_client(dead, completion_args={"model": "gpt-4o"})
    lab.set_session(Session(call_log=log))
    prompt, answer = chat_output()
    ip.user_ns["answer"] = answer
    assert run_cell(ip, '%backward answer --grad "be friendlier" --step --quiet')[0].success
    result, out = run_cell(ip, "%afnio_step")
    assert not result.success and len(shown(out).strip().splitlines()) <= SHORT
    live = OpenAI(api_key=TEST_KEY, base_url=llm_server.base_url, call_log=log)
    bc.set_backward_model_client(live, completion_args={"model": "gpt-4o"})
    result, out = run_cell(ip, "%afnio_resume --static")
    assert result.success, shown(out)
    assert lab.get_session().backward_run().status == "ok" and len(prompt.grad) == 1


def test_a_mistake_in_a_magic_stays_one_usage_line(ip) -> None:
    result, out = run_cell(ip, "%afnio_resume nosuchrun")
    assert not result.success
    assert shown(out).strip().startswith("UsageError:") and len(shown(out).splitlines()) == 1


KERNEL_CELLS = [
    "%load_ext afnio_lab",
    """import socket
from afnio_lab.autodiff.lm_ops import ChatCompletion
from afnio_lab.autodiff.variable import Variable
from afnio_lab.cognitive.parameter import Parameter
from afnio_lab.models import OfflineModel, RetryPolicy, set_backward_model_client
from afnio_lab.models.openai import OpenAI
sock = socket.socket(); sock.bind(("127.0.0.1", 0))  # bound, not listening: refused
retry = RetryPolicy(max_attempts=2, initial_wait=0.01, max_wait=0.02, jitter=0.0)
url = f"http://127.0.0.1:{sock.getsockname()[1]}/v1"
dead = OpenAI(api_key="sk-test", base_url=url, retry=retry)
set_backward_model_client(dead, completion_args={"model": "gpt-4o"})
prompt = Parameter("Answer briefly.", role="system prompt")
chat = [{"role": "system", "content": [prompt]}, {"role": "user", "content": [Variable("2+2?")]}]
answer = ChatCompletion.apply(OfflineModel(), chat, model="offline")""",
    '%backward answer --grad "be friendlier" --static',
    "%tb",
    'set_backward_model_client("offline/rules")\n%afnio_resume --quiet\nprint(len(prompt.grad))',
    "%%afnio_forward\nreply = ChatCompletion.apply(dead, chat, model='gpt-4o')",
]


def test_in_a_kernel_the_error_output_is_short_and_tb_and_resume_follow(tmp_path) -> None:
    """What a notebook shows: the failing cell's error output is the short report (Run All
    stops there), `%tb` in the next cell prints the full traceback, and resume works; a
    forward cell whose model refuses shows the short report alone."""
    nbformat = pytest.importorskip("nbformat")
    from nbclient import NotebookClient

    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(code) for code in KERNEL_CELLS]
    client = NotebookClient(
        nb,
        timeout=60,
        kernel_name="python3",
        allow_errors=True,
        resources={"metadata": {"path": str(tmp_path)}},
    )
    client.execute()
    failed = [o for o in nb.cells[2].outputs if o.output_type == "error"]
    assert len(failed) == 1 and failed[0].ename == "ModelCallError"
    report = "\n".join(failed[0].traceback)
    assert len(report.splitlines()) <= SHORT and "connection refused" in report
    assert "`%afnio_resume b1`" in report and "`%tb`" in report
    full = "".join(
        o.get("text", "") + "\n".join(o.get("traceback", [])) for o in nb.cells[3].outputs
    )
    assert "ModelCallError" in full and "retry.py" in full and len(full.splitlines()) > 5 * SHORT
    streams = [o.text for o in nb.cells[4].outputs if o.output_type == "stream"]
    assert streams == ["1\n"]  # resumed: the prompt got its gradient
    [forward] = nb.cells[5].outputs  # no traceback printed before the report
    assert forward.output_type == "error" and forward.ename == "ModelCallError"
    report = "\n".join(forward.traceback)
    assert report.startswith("`%%afnio_forward` cell, line 2 failed: ModelCallError: Model call")
    assert len(report.splitlines()) <= SHORT and "run the cell again" in report


@pytest.mark.parametrize(
    ("expr", "words"), [("42", "'42' is an int,"), ("'s'", "\"'s'\" is a str,")]
)
def test_a_value_of_the_wrong_kind_is_named_in_plain_english(ip, expr, words) -> None:
    for magic in (f"%backward {expr}", f"%afnio_edit {expr} 'shorter'"):
        result, _ = run_cell(ip, magic)
        assert str(result.error_in_exec).startswith(f"{words} not a Variable or Tensor")


def test_a_forward_run_named_where_a_value_belongs_points_to_its_values(ip) -> None:
    """`%%afnio_forward --name letter` names the run; `%backward letter` then needs the value
    the cell made, and the error says which ones there are, the output first."""
    cell = (
        "%%afnio_forward --name greeting --quiet\n"
        "salutation = afnio.cognitive.Parameter('Dear', role='salutation')\n"
        "recipient = afnio.Variable('team', role='recipient', requires_grad=True)\n"
        "letter = salutation + recipient"
    )
    assert run_cell(ip, "import afnio_lab as afnio")[0].success
    assert run_cell(ip, cell)[0].success
    result, _ = run_cell(ip, "%backward greeting --grad 'Sound more formal.'")
    message = str(result.error_in_exec)
    assert message.startswith("'greeting' is not defined in this notebook: it names forward run")
    assert "e.g. 'letter' (its values: letter, " in message
    assert {"salutation", "recipient"} <= set(message.rsplit(": ", 1)[1].rstrip(").").split(", "))
    result, _ = run_cell(ip, "%backward nosuchname")
    assert str(result.error_in_exec).endswith("run the cell that creates it first.")
