"""A real LLM server: llama.cpp's own (the xllamacpp wheel) on a tiny random-weight model the
tests write themselves (``support.tiny_gguf``), through ``afnio_lab.models.OpenAI``.

Replies are random text, so the tests check what a real server does whatever it says: the
tokens it counts (against the model's own tokenizer and the server's raw responses and
counters), the calls it sees, its queueing under concurrency, its grammar for
``response_format``, and its real error responses as the user sees them.
"""

from __future__ import annotations

import asyncio
import json
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import jsonschema
import pytest

import afnio_lab.cognitive.functional as F
from afnio_lab import Variable
from afnio_lab.autodiff.ops.lm_calls import split_items
from afnio_lab.cognitive import Parameter
from afnio_lab.models import (
    CallTotals,
    ModelCallError,
    get_call_log,
    set_backward_model_client,
    using_cache,
)
from afnio_lab.models.protocol import parse_feedback, parse_judgement
from afnio_lab.optim import TGD

from support.llama_fixtures import MODEL
from support.llama_server import (
    LlamaServer,
    LlamaServerError,
    require_tools,
    start_llama_server,
)
from support.paths import REPO
from support.tiny_gguf import CHAT_TEMPLATE, TinyModel, write_tiny_model

pytestmark = pytest.mark.usefixtures("llm_state")

HELLO = [
    {"role": "system", "content": "Be brief."},
    {"role": "user", "content": "Classify the sentiment: I loved it!"},
]
FEEDBACK_SCHEMA = {
    "type": "object",
    "properties": {
        "feedback": {"type": "string"},
        "score": {"type": "number"},
        "tags": {"type": "array", "items": {"type": "string"}},
    },
    "required": ["feedback", "score", "tags"],
    "additionalProperties": False,
}


@pytest.fixture(scope="module")
def prompt_tokens(tiny_model: TinyModel):
    """``prompt_tokens(messages)``: the prompt's length counted here, independently of the
    server: the chat template rendered with jinja2, encoded with the trained tokenizer."""
    import jinja2
    from tokenizers import Tokenizer

    template = jinja2.Environment().from_string(CHAT_TEMPLATE)
    tokenizer = Tokenizer.from_file(str(tiny_model.tokenizer_json))

    def count(messages: list[dict[str, Any]]) -> int:
        text = template.render(messages=messages, add_generation_prompt=True)
        return len(tokenizer.encode(text).ids)

    return count


@pytest.fixture
def refused_url() -> Iterator[str]:
    """A base URL on 127.0.0.1 where nothing listens: the port is bound but not listening,
    so a connection is refused at once."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        yield f"http://127.0.0.1:{sock.getsockname()[1]}/v1"


def served_tokens(server: LlamaServer) -> tuple[float, float]:
    """(prompt tokens, generated tokens) the server has counted since it started."""
    m = server.metrics()
    return m["prompt_tokens_total"] + m["prompt_tokens_cached_total"], m["tokens_predicted_total"]


def busy_slot_decodes(server: LlamaServer) -> tuple[float, float]:
    """(decode steps, sum over decode steps of the slots busy in each) so far."""
    m = server.metrics()
    return m["n_decode_total"], m["n_busy_slots_per_decode"] * m["n_decode_total"]


# --- the model and the server --------------------------------------------------------------


def test_generated_model_is_small_deterministic_and_what_the_server_loads(
    tiny_model, llama_server, tmp_path
):
    assert tiny_model.size_bytes < 10 * 2**20
    again = write_tiny_model(tmp_path / "again", seed=0)
    assert again.sha256 == tiny_model.sha256  # same seed, same bytes
    assert write_tiny_model(tmp_path / "other", seed=1).sha256 != tiny_model.sha256

    status, models = llama_server.request("/v1/models")
    assert status == 200
    (entry,) = models["data"]
    assert entry["id"] == MODEL
    assert entry["meta"]["n_vocab"] == tiny_model.vocab_size
    assert entry["meta"]["n_ctx"] == llama_server.ctx_per_slot
    assert entry["meta"]["n_ctx_train"] == tiny_model.context_length


def test_server_renders_and_tokenizes_like_the_generator(llama_server, tiny_model):
    import jinja2
    from tokenizers import Tokenizer

    messages = [*HELLO, {"role": "assistant", "content": 'ok {"a": [1]}'}]
    messages.append({"role": "user", "content": "Ünïcödé, 你好, tabs\tand\nnewlines"})
    status, body = llama_server.request("/apply-template", {"messages": messages})
    assert status == 200
    rendered = jinja2.Environment().from_string(CHAT_TEMPLATE)
    assert body["prompt"] == rendered.render(messages=messages, add_generation_prompt=True)
    status, tokens = llama_server.request(
        "/tokenize", {"content": body["prompt"], "parse_special": True, "add_special": False}
    )
    assert status == 200
    ours = Tokenizer.from_file(str(tiny_model.tokenizer_json)).encode(body["prompt"]).ids
    assert tokens["tokens"] == ours


def test_missing_packages_skip_locally_and_fail_in_ci():
    with pytest.raises(pytest.skip.Exception, match="real llama.cpp server tests need x"):
        require_tools(["x"], env={})
    with pytest.raises(pytest.fail.Exception, match="need x"):
        require_tools(["x"], env={"CI": "true"})
    require_tools([], env={"CI": "true"})  # nothing missing: no skip, no failure


_ORPHAN = """
import sys, time
sys.path.insert(0, {tests!r})
from support.llama_server import start_llama_server
server = start_llama_server({model!r}, {log!r})
print(server.proc.pid, server.base_url, flush=True)
if {how!r} == "interrupt":
    raise KeyboardInterrupt
time.sleep(60)
"""


def _gone(pid: int) -> bool:
    """Whether every thread of ``pid`` has exited (the leader alone may show as a zombie
    while the other threads, which hold the sockets, are still closing)."""
    states = []
    for stat in Path(f"/proc/{pid}/task").glob("*/stat"):
        try:
            states.append(stat.read_text().rsplit(")", 1)[1].split()[0])
        except (OSError, IndexError):
            continue
    return all(state in ("Z", "X") for state in states)


@pytest.mark.parametrize("how", ["kill -9", "interrupt"])  # interrupt: KeyboardInterrupt
def test_server_never_outlives_the_process_that_started_it(tiny_model, tmp_path, how):
    code = _ORPHAN.format(
        tests=str(REPO / "tests"), model=str(tiny_model.gguf), log=str(tmp_path / "log"), how=how
    )
    parent = subprocess.Popen(
        [sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert parent.stdout is not None and parent.stderr is not None
        line = parent.stdout.readline()
        assert line, f"the parent could not start the server: {parent.stderr.read()[-2000:]}"
        pid_text, base_url = line.split()
        if how == "kill -9":
            with urllib.request.urlopen(base_url + "/health", timeout=5) as resp:
                assert resp.status == 200  # it was serving
            parent.send_signal(signal.SIGKILL)
        parent.wait(30)
        deadline = time.monotonic() + 30
        while not _gone(int(pid_text)) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert _gone(int(pid_text)), f"llama.cpp's server (pid {pid_text}) outlived its parent"
        with pytest.raises(OSError):
            socket.create_connection(("127.0.0.1", int(base_url.rsplit(":", 1)[1])), 2).close()
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait()


# --- calls through afnio_lab ---------------------------------------------------------------


def test_plain_chat_returns_the_servers_reply_and_its_usage(
    llama_client, llama_server, prompt_tokens
):
    client = llama_client()
    reply = client.respond(HELLO, model=MODEL, temperature=1.0, seed=11)
    assert isinstance(reply.text, str) and reply.text.strip()  # the model never ends at once
    assert reply.text.isascii() and all(c.isprintable() or c == "\n" for c in reply.text)
    assert reply.model == MODEL  # the name the server answered with
    (record,) = client.call_log.records
    assert record.ok and record.retries == 0 and record.response == reply.text
    assert record.prompt_tokens == prompt_tokens(HELLO) == reply.usage["prompt_tokens"]
    assert record.completion_tokens == reply.usage["completion_tokens"] >= 1
    # The same request sent raw (same sampling seed): the same text and the same usage.
    status, raw = llama_server.request(
        "/v1/chat/completions", {"model": MODEL, "messages": HELLO, "temperature": 1.0, "seed": 11}
    )
    assert status == 200
    assert raw["choices"][0]["message"]["content"] == reply.text
    assert raw["usage"]["prompt_tokens"] == record.prompt_tokens
    assert raw["usage"]["completion_tokens"] == record.completion_tokens


def test_call_log_holds_the_token_usage_of_the_raw_responses(
    llama_client, llama_server, prompt_tokens
):
    """Through the SDK's transport (an httpx hook sees the server's raw responses) and the
    default one (the server's own counters): the process-wide call log has the real usage."""
    raw: list[dict[str, Any]] = []

    def keep(response: httpx.Response) -> None:
        response.read()
        raw.append(response.json())

    http = httpx.Client(event_hooks={"response": [keep]})
    sdk = llama_client(call_log=None, transport="sdk", http_client=http)
    lean = llama_client(call_log=None)
    since = get_call_log().mark()
    before = served_tokens(llama_server)
    prompts = [HELLO, [{"role": "user", "content": "hi"}], HELLO[:1] + [HELLO[1]] * 2]
    for messages in prompts:
        sdk.chat(messages, model=MODEL)
    for messages in prompts:
        lean.chat(messages, model=MODEL, max_tokens=12, ignore_eos=True)
    after = served_tokens(llama_server)
    http.close()

    records = get_call_log().filter(since=since, model=MODEL)
    assert len(records) == 6 and all(r.ok and r.provider == "openai" for r in records)
    assert [r.prompt_tokens for r in records[:3]] == [b["usage"]["prompt_tokens"] for b in raw]
    assert [r.completion_tokens for r in records[:3]] == [
        b["usage"]["completion_tokens"] for b in raw
    ]
    assert [r.response for r in records[:3]] == [b["choices"][0]["message"]["content"] for b in raw]
    assert [r.prompt_tokens for r in records] == [prompt_tokens(m) for m in prompts * 2]
    assert [r.completion_tokens for r in records[3:]] == [12, 12, 12]  # ignore_eos reached us
    totals = CallTotals.of(records)
    assert (totals.prompt_tokens, totals.completion_tokens) == (
        after[0] - before[0],
        after[1] - before[1],
    )
    assert lean.get_usage()["total_tokens"] == sum(
        r.prompt_tokens + r.completion_tokens for r in records[3:]
    )


def test_async_calls_go_through_the_sdk_to_the_server(llama_client, prompt_tokens):
    client = llama_client()
    questions = [[{"role": "user", "content": f"question {i}"}] for i in range(4)]

    async def main() -> list[str]:
        return await asyncio.gather(*(client.achat(q, model=MODEL) for q in questions))

    replies = asyncio.run(main())
    assert all(r.strip() for r in replies)
    records = client.call_log.records
    assert sorted(r.prompt_tokens for r in records) == sorted(prompt_tokens(q) for q in questions)


def test_batched_chat_completion_sends_one_call_per_sample(llama_client, prompt_tokens):
    client = llama_client()
    system = Parameter("Classify the sentiment of the review.", role="system prompt")
    reviews = ["I loved it", "awful", "fine, I guess", "never again", "superb", "meh"]
    out = F.chat_completion(
        client,
        [
            {"role": "system", "content": [system]},
            {"role": "user", "content": [Variable("Review: {review}", role="template")]},
        ],
        {"review": Variable(reviews, role="reviews")},
        model=MODEL,
        max_tokens=16,
    )
    assert isinstance(out.data, list) and len(out.data) == len(reviews)
    assert all(isinstance(text, str) and text.strip() for text in out.data)
    assert out.requires_grad and out.grad_fn.name() == "ChatCompletionBackward0"
    records = client.call_log.records
    assert [r.messages[-1]["content"] for r in records] == [f"Review: {r}" for r in reviews]
    assert [r.response for r in records] == out.data
    assert all(r.ok and r.params["max_tokens"] == 16 for r in records)
    assert [r.prompt_tokens for r in records] == [prompt_tokens(r.messages) for r in records]
    assert all(1 <= r.completion_tokens <= 16 for r in records)


def test_concurrent_calls_all_succeed_and_overlap_on_the_server(llama_client, llama_server):
    """32 samples at once (afnio_lab's default cap): the server runs 4 at a time in one
    batch and queues the rest; nothing is retried or lost."""
    client = llama_client()
    n, length = 32, 48
    decodes_before, busy_before = busy_slot_decodes(llama_server)
    _, generated_before = served_tokens(llama_server)
    out = F.chat_completion(
        client,
        [{"role": "user", "content": [Variable("Sample {i}: say something.")]}],
        {"i": [str(i) for i in range(n)]},
        model=MODEL,
        max_tokens=length,
        ignore_eos=True,  # every reply is exactly `length` tokens: the calls last a while
    )
    decodes_after, busy_after = busy_slot_decodes(llama_server)
    _, generated_after = served_tokens(llama_server)

    records = client.call_log.records
    assert len(out.data) == n == len(records)
    assert all(r.ok and r.retries == 0 and r.completion_tokens == length for r in records)
    assert generated_after - generated_before == n * length
    # More requests in flight than the server has slots: the server queued the rest.
    assert CallTotals.of(records).max_in_flight > llama_server.n_parallel
    # The server decoded several requests in the same batch (continuous batching).
    assert (busy_after - busy_before) / (decodes_after - decodes_before) > 1.5


def test_record_then_replay_without_the_server(llama_client, llama_server, tmp_path, refused_url):
    live = llama_client()
    with using_cache("read_write", tmp_path):
        first = live.respond(HELLO, model=MODEL, max_tokens=16)
    assert list(tmp_path.rglob("*.json"))  # recorded on disk

    dead = llama_client(base_url=refused_url)
    before = served_tokens(llama_server)
    with using_cache("replay_only", tmp_path):
        again = dead.respond(HELLO, model=MODEL, max_tokens=16)
    assert served_tokens(llama_server) == before  # the server saw nothing
    assert again.text == first.text
    (record,) = dead.call_log.records
    assert record.cache_hit and record.response == first.text
    assert (record.prompt_tokens, record.completion_tokens) == (
        first.usage["prompt_tokens"],
        first.usage["completion_tokens"],
    )
    with pytest.raises(ModelCallError, match="connection refused by"):  # and without the cache
        dead.respond(HELLO, model=MODEL, max_tokens=16)


# --- the server's own errors, as the user sees them -----------------------------------------


@pytest.mark.parametrize("transport", ["auto", "sdk"])
def test_over_long_prompt_is_a_clear_400_and_not_retried(llama_client, llama_server, transport):
    words = llama_server.ctx_per_slot * 2
    messages = [{"role": "user", "content": "word " * words}]
    status, raw = llama_server.request("/v1/chat/completions", {"messages": messages})
    assert status == 400
    assert raw["error"]["type"] == "exceed_context_size_error"
    assert raw["error"]["n_ctx"] == llama_server.ctx_per_slot < raw["error"]["n_prompt_tokens"]

    client = llama_client(transport=transport)
    with pytest.raises(ModelCallError) as info:
        client.chat(messages, model=MODEL)
    text = str(info.value)
    assert "failed after 1 attempt" in text and "400" in text
    assert f"exceeds the available context size ({llama_server.ctx_per_slot} tokens)" in text
    assert info.value.attempts == 1
    cause = info.value.__cause__
    assert getattr(cause, "status", None) == 400 or getattr(cause, "status_code", None) == 400
    (record,) = client.call_log.records
    assert record.retries == 0 and "exceeds the available context size" in record.error


@pytest.mark.parametrize("transport", ["auto", "sdk"])
@pytest.mark.parametrize(
    ("param", "server_says"),
    [
        ({"temperature": "hot"}, "Field 'temperature': [json.exception.type_error.302] type must "),
        ({"max_tokens": -5}, "Field 'max_tokens': Value must be between -1 <= value"),
    ],
    ids=["temperature-not-a-number", "negative-max-tokens"],
)
def test_bad_parameter_is_the_servers_400_and_not_retried(
    llama_client, llama_server, transport, param, server_says
):
    status, raw = llama_server.request("/v1/chat/completions", {"messages": HELLO, **param})
    assert status == 400 and raw["error"]["type"] == "invalid_request_error"
    assert raw["error"]["message"].startswith(server_says)

    client = llama_client(transport=transport)
    with pytest.raises(ModelCallError, match="failed after 1 attempt") as info:
        client.chat(HELLO, model=MODEL, **param)
    assert server_says in str(info.value) and "400" in str(info.value)
    (record,) = client.call_log.records
    assert record.retries == 0 and record.params == {"model": MODEL, **param}


def test_wrong_key_is_the_servers_401_and_not_retried(llama_client, llama_server):
    status, raw = llama_server.request("/v1/chat/completions", {"messages": HELLO}, key="nope")
    assert status == 401 and raw["error"]["type"] == "authentication_error"
    client = llama_client(api_key="sk-wrong-key-1234567890")
    with pytest.raises(ModelCallError, match=r"failed after 1 attempt.*401: Invalid API Key"):
        client.chat(HELLO, model=MODEL)
    assert "sk-wrong-key" not in str(client.call_log.records[0].error)


# --- structured output ----------------------------------------------------------------------


def test_json_schema_is_enforced_by_the_server(llama_client):
    """``response_format`` passes through afnio_lab to llama.cpp, whose grammar makes even
    random weights answer schema-valid JSON; without it, the same calls are not JSON."""
    client = llama_client()
    messages = [
        {"role": "system", "content": [Variable("Give feedback as JSON.")]},
        {"role": "user", "content": [Variable("Answer {i}: be helpful.")]},
    ]
    inputs = {"i": [str(i) for i in range(16)]}
    response_format = {
        "type": "json_schema",
        "json_schema": {"name": "feedback", "schema": FEEDBACK_SCHEMA, "strict": True},
    }
    out = F.chat_completion(client, messages, inputs, model=MODEL, response_format=response_format)
    for text in out.data:
        jsonschema.validate(json.loads(text), FEEDBACK_SCHEMA)
    free = F.chat_completion(client, messages, inputs, model=MODEL)
    assert not any(_follows(text, FEEDBACK_SCHEMA) for text in free.data)


def _follows(text: str, schema: dict[str, Any]) -> bool:
    try:
        jsonschema.validate(json.loads(text), schema)
    except (ValueError, jsonschema.ValidationError):
        return False
    return True


# --- a second server, for settings the shared one does not have ------------------------------


def test_a_second_server_starts_and_stops_on_its_own_port(tiny_model, llama_server, tmp_path):
    with start_llama_server(tiny_model.gguf, tmp_path / "log", n_parallel=1) as other:
        assert other.base_url != llama_server.base_url
        status, slots = other.request("/slots")
        assert status == 200 and len(slots) == 1
    assert not other.running() and other.proc.returncode == 0
    assert llama_server.running()
    assert llama_server.request("/health")[0] == 200


def test_a_broken_model_is_a_start_up_error_that_quotes_the_server_log(tmp_path):
    require_tools()
    broken = tmp_path / "broken.gguf"
    broken.write_bytes(b"not a gguf file")
    with pytest.raises(LlamaServerError) as info:
        start_llama_server(broken, tmp_path / "log")
    text = str(info.value)
    assert "exited with code 1" in text
    assert "invalid magic characters" in text  # llama.cpp's own words, from its log


# --- the whole pipeline: forward, backward, judge, TGD, record and replay ---------------------


SEED = 5  # the sampling seed of every call of the sentiment pipeline and its TGD steps


def sentiment_pipeline(client) -> tuple[Parameter, Variable, Variable]:
    """The README's batch on the real server: a chat completion over three reviews, scored
    by exact match (random weights never match, so every sample gets feedback). Every call
    samples with a fixed seed, so a run is the same each time: random weights may reply with
    an empty value, and unseeded, a TGD step could draw one on every attempt."""
    set_backward_model_client(client, completion_args={"model": MODEL, "seed": SEED})
    system = Parameter("Classify the sentiment of the review.", role="system prompt")
    messages = [
        {"role": "system", "content": [system]},
        {"role": "user", "content": [Variable("Review: {review}", role="template")]},
    ]
    reviews = ["I loved it", "awful", "fine, I guess"]
    prediction = F.chat_completion(
        client,
        messages,
        {"review": Variable(reviews, role="reviews")},
        model=MODEL,
        max_tokens=16,
        seed=SEED,
    )
    _, explanation = F.exact_match_evaluator(prediction, ["POSITIVE", "NEGATIVE", "NEUTRAL"])
    return system, prediction, explanation


def test_backward_of_a_batch_gets_schema_valid_feedback_with_the_servers_usage(
    llama_client, llama_server, prompt_tokens
):
    client = llama_client()
    system, prediction, explanation = sentiment_pipeline(client)
    since = client.call_log.mark()
    before = served_tokens(llama_server)
    explanation.backward()
    after = served_tokens(llama_server)

    (grad,) = system.grad
    assert split_items(grad.data) is not None and len(split_items(grad.data)) == 3
    records = client.call_log.filter(since=since)
    assert len(records) == 6  # 3 samples x (exact match's feedback, the completion's)
    for record in records:
        assert record.ok and record.phase == "backward" and record.retries == 0
        assert record.params["response_format"]["type"] == "json_schema"
        assert parse_feedback(record.response, 1)  # the server's grammar made it parse
        assert record.prompt_tokens == prompt_tokens(record.messages)
    totals = CallTotals.of(records)
    assert (totals.prompt_tokens, totals.completion_tokens) == (
        after[0] - before[0],
        after[1] - before[1],
    )


def test_a_tgd_step_rewrites_the_prompt_with_the_servers_reply(llama_client):
    client = llama_client()
    system, _, explanation = sentiment_pipeline(client)
    explanation.backward()
    before = system.data
    since = client.call_log.mark()
    TGD([system], model_client=client, model=MODEL, seed=SEED).step()
    records = client.call_log.filter(since=since, phase="optimizer")
    used = records[-1]  # earlier ones, if any, were corrected (e.g. an empty value)
    assert used.ok and json.loads(used.response)["improved_variable"].strip() == system.data
    assert system.data != before


def test_the_lm_judge_scores_with_the_servers_json(llama_client):
    client = llama_client()
    _, prediction, _ = sentiment_pipeline(client)
    judge = [{"role": "user", "content": [Variable("Is '{prediction}' a sentiment label?")]}]
    score, explanation = F.lm_judge_evaluator(client, judge, prediction, model=MODEL)
    used: dict[str, Any] = {}  # per sample, the reply that parsed (the last one sent)
    for record in client.call_log.filter(phase="judge"):
        assert record.ok and record.params["response_format"]["type"] == "json_schema"
        used[record.label] = parse_judgement(record.response)[0]
    assert sorted(used) == ["sample 0", "sample 1", "sample 2"]
    assert score.data == sum(used.values())  # the reduction of the server's own scores
    assert "summation" in explanation.data


def test_the_whole_pipeline_records_then_replays_without_the_server(
    llama_client, llama_server, tmp_path, refused_url
):
    def run(client) -> tuple[list[str], str, str]:
        system, prediction, explanation = sentiment_pipeline(client)
        explanation.backward()
        feedback = system.grad[0].data
        TGD([system], model_client=client, model=MODEL, seed=SEED).step()
        return prediction.data, feedback, system.data

    with using_cache("read_write", tmp_path):
        live = run(llama_client())
    before = served_tokens(llama_server)
    dead = llama_client(base_url=refused_url)
    with using_cache("replay_only", tmp_path):
        again = run(dead)
    assert again == live
    assert served_tokens(llama_server) == before  # the server saw nothing
    assert all(r.cache_hit for r in dead.call_log.records)
