"""Record/replay cache: keys, modes, atomic files, replay without HTTP, across processes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

from afnio_lab._tracing import call_origin, checking_replies
from afnio_lab.models import (
    CacheMissError,
    CacheMode,
    CallLog,
    ResponseCache,
    ScriptedModel,
    cache_key,
    get_cache,
    set_cache,
    using_cache,
)
from afnio_lab.models.cache import CallCache, library_params

from support.llm_server import TEST_KEY, Fault
from support.paths import REPO

pytestmark = pytest.mark.usefixtures("llm_state")

MSGS = [
    {"role": "system", "content": "Answer in capital letters."},
    {"role": "user", "content": "hello"},
]
ROOT = REPO


def test_key_is_sha256_of_canonical_json_and_changes_with_every_part():
    base = cache_key("gpt-4o", MSGS, {"model": "gpt-4o", "temperature": 0}, "openai")
    assert len(base) == 64 and int(base, 16) >= 0
    same = cache_key(
        "gpt-4o", [dict(m) for m in MSGS], {"temperature": 0, "model": "gpt-4o"}, "openai"
    )
    assert same == base  # dict order does not matter
    variants = [
        cache_key("gpt-4o-mini", MSGS, {"model": "gpt-4o", "temperature": 0}, "openai"),
        cache_key("gpt-4o", MSGS[:1], {"model": "gpt-4o", "temperature": 0}, "openai"),
        cache_key("gpt-4o", MSGS, {"model": "gpt-4o", "temperature": 0.1}, "openai"),
        cache_key("gpt-4o", MSGS, {"model": "gpt-4o", "temperature": 0, "seed": 1}, "openai"),
        cache_key("gpt-4o", MSGS, {"model": "gpt-4o", "temperature": 0}, "offline"),
        cache_key(
            "gpt-4o",
            [MSGS[0], {"role": "user", "content": "hello!"}],
            {"model": "gpt-4o", "temperature": 0},
            "openai",
        ),
    ]
    assert len({base, *variants}) == len(variants) + 1
    with pytest.raises(TypeError, match="not JSON-serialisable"):
        cache_key("m", MSGS, {"x": object()})


def test_cache_is_off_unless_turned_on(tmp_path):
    assert get_cache() is None
    with using_cache("read_write", tmp_path) as cache:
        assert get_cache() is cache and cache is not None
        assert cache.mode is CacheMode.READ_WRITE
    assert get_cache() is None
    assert set_cache("off") is None
    with pytest.raises(ValueError, match="Unknown cache mode 'sometimes'"):
        set_cache("sometimes")
    assert CacheMode.parse("replay-only") is CacheMode.REPLAY_ONLY


def test_read_write_records_then_replays(make_client, llm_server, tmp_path):
    log = CallLog()
    client = make_client(cache=ResponseCache(tmp_path, "read_write"), call_log=log)
    assert client.chat(MSGS, model="gpt-4o") == "HELLO"
    assert client.chat(MSGS, model="gpt-4o") == "HELLO"
    assert llm_server.request_count == 1
    first, second = log.records
    assert not first.cache_hit and second.cache_hit and second.cost == 0.0
    assert first.cache_key == second.cache_key
    files = list(tmp_path.glob("*/*.json"))
    assert [f.stem for f in files] == [first.cache_key]
    entry = json.loads(files[0].read_text())
    assert entry["response"] == "HELLO" and entry["params"] == {"model": "gpt-4o"}
    assert not list(tmp_path.glob("**/*.tmp"))  # the temporary file was renamed away
    assert TEST_KEY not in files[0].read_text()
    client.chat(MSGS, model="gpt-4o", temperature=0.3)  # another parameter: another entry
    assert llm_server.request_count == 2 and len(list(tmp_path.glob("*/*.json"))) == 2


def test_replay_only_makes_no_requests_and_a_miss_names_the_call(make_client, llm_server, tmp_path):
    make_client(cache=ResponseCache(tmp_path, "read_write")).chat(MSGS, model="gpt-4o")
    llm_server.reset_counters()
    llm_server.add_faults(*[Fault.server_error()] * 10)  # would fail if anything were sent
    log = CallLog()
    replay = make_client(cache=ResponseCache(tmp_path, "replay_only"), call_log=log)
    assert replay.chat(MSGS, model="gpt-4o") == "HELLO"
    with (
        call_origin(phase="backward", node_id=9, node_name="ChatCompletionBackward0"),
        pytest.raises(CacheMissError) as info,
    ):
        replay.chat(MSGS, model="gpt-4o", temperature=1.0)
    assert llm_server.request_count == 0
    message = str(info.value)
    assert "ChatCompletion (phase backward)" in message
    assert "model 'gpt-4o'" in message and "'hello'" in message
    assert info.value.node_id == 9
    assert log.records[-1].error is not None


def test_a_corrupt_entry_is_a_miss_and_read_write_repairs_it(make_client, llm_server, tmp_path):
    cache = ResponseCache(tmp_path, "read_write")
    client = make_client(cache=cache)
    client.chat(MSGS, model="gpt-4o")
    (entry,) = tmp_path.glob("*/*.json")
    entry.write_text("{not json")
    assert client.chat(MSGS, model="gpt-4o") == "HELLO"
    assert llm_server.request_count == 2
    assert json.loads(entry.read_text())["response"] == "HELLO"


def test_cache_survives_a_new_process(make_client, llm_server, tmp_path):
    """Record here; a fresh interpreter computes the same key and replays with no server."""
    client = make_client(cache=ResponseCache(tmp_path, "read_write"))
    assert client.chat(MSGS, model="gpt-4o", temperature=0) == "HELLO"
    key = cache_key("gpt-4o", MSGS, {"model": "gpt-4o", "temperature": 0}, "openai")
    assert (tmp_path / key[:2] / f"{key}.json").exists()
    script = textwrap.dedent(f"""
        import json
        from afnio_lab.models import OpenAI, ResponseCache, NO_RETRY, cache_key
        msgs = json.loads({json.dumps(json.dumps(MSGS))})
        print(cache_key("gpt-4o", msgs, {{"model": "gpt-4o", "temperature": 0}}, "openai"))
        client = OpenAI(api_key="sk-other-key-000000", base_url="http://127.0.0.1:9/v1",
                        retry=NO_RETRY, cache=ResponseCache({str(tmp_path)!r}, "replay_only"))
        print(client.chat(msgs, model="gpt-4o", temperature=0))
    """)
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENAI_")}
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [key, "HELLO"]


def test_a_failed_cache_write_keeps_the_reply(make_client, llm_server, tmp_path, caplog):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder should be")
    client = make_client(cache=ResponseCache(blocker, "read_write"))
    with caplog.at_level("WARNING", logger="afnio_lab.models"):
        assert client.chat(MSGS, model="gpt-4o") == "HELLO"
    assert "could not record" in caplog.text


def test_mode_off_never_hashes(tmp_path):

    client = ScriptedModel(["ok"], cache=ResponseCache(tmp_path, "off"), call_log=CallLog())
    assert client.chat(MSGS, tag=object()) == "ok"  # not JSON: fine, since nothing is keyed
    assert client.call_log.records[0].cache_key is None  # type: ignore[union-attr]
    assert not list(tmp_path.iterdir())


def _json_reply(text: str) -> None:
    """A caller's check: it cannot use the reply "not JSON" (the offline rules' are fine)."""
    if text == "not JSON":
        raise ValueError("The reply is not valid JSON")


def test_read_write_sends_again_a_reply_its_caller_could_not_use(make_client, llm_server, tmp_path):
    client = make_client()
    llm_server.add_faults(Fault.reply("not JSON"))
    with using_cache("read-write", tmp_path) as cache, checking_replies(_json_reply):
        assert client.chat(MSGS, model="gpt-4o") == "not JSON"  # recorded, marked unusable
        key = client.call_log.records[-1].cache_key
        assert json.loads(cache.path_for(key).read_text())["usable"] is False
        assert client.call_log.records[-1].extra["unusable"] is True
        good = client.chat(MSGS, model="gpt-4o")  # sent again, not served
        assert good != "not JSON" and llm_server.request_count == 2
        assert json.loads(cache.path_for(key).read_text())["usable"] is True
        assert client.chat(MSGS, model="gpt-4o") == good  # a used reply is reused
    assert llm_server.request_count == 2
    with using_cache("replay-only", tmp_path), checking_replies(_json_reply):
        assert client.chat(MSGS, model="gpt-4o") == good
    assert llm_server.request_count == 2


def test_replay_only_serves_unusable_replies_as_recorded(make_client, llm_server, tmp_path):
    """A replay repeats the run as it went: a reply that failed its check then still does."""
    client = make_client()
    llm_server.add_faults(Fault.reply("not JSON"))
    with using_cache("read-write", tmp_path), checking_replies(_json_reply):
        client.chat(MSGS, model="gpt-4o")
    with using_cache("replay-only", tmp_path), checking_replies(_json_reply):
        assert client.chat(MSGS, model="gpt-4o") == "not JSON"
    assert llm_server.request_count == 1


def test_entries_recorded_before_the_usable_flag_still_load(make_client, llm_server, tmp_path):
    client = make_client()
    llm_server.add_faults(Fault.reply("not JSON"))
    with using_cache("read-write", tmp_path) as cache:
        client.chat(MSGS, model="gpt-4o")  # no check: usable
        path = cache.path_for(client.call_log.records[-1].cache_key)
    old = json.loads(path.read_text())
    del old["usable"]  # the old format
    path.write_text(json.dumps(old))
    with using_cache("replay-only", tmp_path):
        assert client.chat(MSGS, model="gpt-4o") == "not JSON"
    with using_cache("read-write", tmp_path):
        assert client.chat(MSGS, model="gpt-4o") == "not JSON"  # nobody checks: reused
        assert llm_server.request_count == 1
        with checking_replies(_json_reply):  # a caller that cannot use it: sent again
            assert client.chat(MSGS, model="gpt-4o") != "not JSON"
    assert llm_server.request_count == 2


def test_the_policy_of_one_call_is_the_caches_without_a_client(tmp_path):
    """CallCache alone: off has no key; read-write serves only usable replies and holds the
    single-flight claim until released; replay-only serves the reply recorded without the
    parameters the library added, and says what a miss lacks."""
    messages = [{"role": "user", "content": "Hi"}]
    assert CallCache(None, "m", messages, {}, "p", lambda _: True).key is None
    rw = ResponseCache(tmp_path, "read_write")
    usable = {"fine": True, "odd": False}
    first = CallCache(rw, "m", messages, {}, "p", lambda text: usable[text])
    assert first.lookup(lambda: None) is None and rw.claim(first.key) is not None
    first.record("odd", {}, usable=False)
    first.release()
    assert rw.claim(first.key) is None  # released: the next caller may send
    rw.release(first.key)
    again = CallCache(rw, "m", messages, {}, "p", lambda text: usable[text])
    assert again.lookup(lambda: None) is None and not again.missed  # unusable: sent again
    again.record("fine", {}, usable=True)
    again.release()
    hit = CallCache(rw, "m", messages, {}, "p", lambda text: usable[text]).lookup(lambda: None)
    assert hit is not None and hit.reply.text == "fine" and hit.replayed_without == ()
    replay = ResponseCache(tmp_path, "replay_only")
    fmt = {"response_format": {"type": "json_object"}}
    with library_params("response_format"):
        older = CallCache(replay, "m", messages, fmt, "p", lambda _: True)
        hit = older.lookup(lambda: None)
    assert hit is not None and hit.reply.text == "fine"
    assert hit.replayed_without == ("response_format",) and hit.key == first.key
    missing = CallCache(replay, "m", [{"role": "user", "content": "Bye"}], {}, "p", bool)
    assert missing.lookup(lambda: None) is None and missing.missed
    assert "'Bye'" in missing.miss_message("a direct call")
