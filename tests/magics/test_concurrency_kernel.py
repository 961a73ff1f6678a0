"""Concurrency inside a real Jupyter kernel: calls overlap, and Kernel > Interrupt stops a
backward pass promptly, keeps finished gradients, and the pass can be resumed.

The loopback server runs in this process; the kernel (ipykernel, started with
jupyter_client as JupyterLab would) talks to it over 127.0.0.1.
"""

from __future__ import annotations

import textwrap
import time
from typing import Any

import pytest
from jupyter_client.manager import start_new_kernel

from support.llm_server import TEST_KEY, FakeLLMServer

SETUP = """
import afnio_lab as afnio
import afnio_lab.cognitive.functional as F
from afnio_lab.models import CallLog
from afnio_lab.models.openai import OpenAI
from afnio_lab.models.retry import RetryPolicy

client = OpenAI(api_key={key!r}, base_url={url!r}, max_concurrency=2, call_log=CallLog(),
                retry=RetryPolicy(max_attempts=2, initial_wait=0.01, max_wait=0.02, jitter=0.0))
afnio.set_backward_model_client(client, completion_args={{"model": "m"}})
quick = afnio.cognitive.Parameter("Be brief.", role="quick instruction")
out = F.chat_completion(client, [{{"role": "system", "content": [quick]}},
                                 {{"role": "user", "content": [afnio.Variable("Hi", role="q")]}}],
                        model="m")
system = afnio.cognitive.Parameter("Classify the review.", role="system prompt")
reviews = [f"review {{i}}: {{'great' if i % 2 else 'bad'}}" for i in range(8)]
prediction = F.chat_completion(
    client, [{{"role": "system", "content": [system]}},
             {{"role": "user", "content": [afnio.Variable("Review: {{review}}", role="t")]}}],
    {{"review": reviews}}, model="m")
_, explanation = F.exact_match_evaluator(prediction, ["POSITIVE" if i % 2 else "NEGATIVE"
                                                      for i in range(8)])
root = explanation + out  # the quick branch comes later in the schedule
"""


def execute(kc: Any, code: str, timeout: float = 60) -> dict[str, Any]:
    """Run ``code``; return the reply content plus any text it printed."""
    msg_id = kc.execute(textwrap.dedent(code))
    printed: list[str] = []
    deadline = time.time() + timeout
    while True:
        msg = kc.get_iopub_msg(timeout=max(deadline - time.time(), 0.1))
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        if msg["msg_type"] == "stream":
            printed.append(msg["content"]["text"])
        if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
            break
    return {**shell_reply(kc, msg_id, timeout)["content"], "printed": "".join(printed)}


def shell_reply(kc: Any, msg_id: str, timeout: float) -> dict[str, Any]:
    """The shell reply to ``msg_id``, skipping stale replies (``start_new_kernel`` may send
    more than one ``kernel_info_request`` on a busy machine and read only one answer)."""
    deadline = time.time() + timeout
    while True:
        reply = kc.get_shell_msg(timeout=max(deadline - time.time(), 0.1))
        if reply["parent_header"].get("msg_id") == msg_id:
            return reply


@pytest.fixture
def kernel():
    km, kc = start_new_kernel(kernel_name="python3")
    try:
        yield km, kc
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


def test_interrupting_backward_in_a_kernel_keeps_finished_work_and_resumes(kernel):
    km, kc = kernel
    with FakeLLMServer(latency=0.3) as server:
        setup = execute(kc, SETUP.format(key=TEST_KEY, url=server.base_url))
        assert setup["status"] == "ok", setup
        assert server.max_in_flight == 2  # the forward batch ran concurrently, up to the cap
        server.reset_counters()
        msg_id = kc.execute("root.backward(afnio.Variable('Shorter and right.', role='fb'))")
        time.sleep(0.9)  # the quick branch got a slot by 0.3 s and finished by 0.6 s
        km.interrupt_kernel()
        reply = kc.get_shell_msg(timeout=30)
        assert reply["parent_header"]["msg_id"] == msg_id
        assert reply["content"]["status"] == "error"
        assert reply["content"]["ename"] == "KeyboardInterrupt"
        time.sleep(0.4)  # calls that were in flight finish in the background
        sent = server.request_count
        assert sent < 1 + 8 + 8  # calls that had not started were never sent
        check = execute(
            kc,
            """
            import sys
            task = sys.last_value.backward_task
            print(len(quick.grad), len(system.grad))
        """,
        )
        assert check["status"] == "ok", check
        assert check["printed"].split() == ["1", "0"]  # the quick branch's gradient is kept
        server.reset_counters()
        resumed = execute(kc, "task.resume(); print(len(quick.grad), len(system.grad))")
        assert resumed["status"] == "ok", resumed
        assert resumed["printed"].split() == ["1", "1"]
        assert sent + server.request_count == 1 + 8 + 8  # nothing was sent twice
