"""llama.cpp's own HTTP server, run in a child process for the real-server tests.

The server is the C++ one that ships prebuilt in the ``xllamacpp`` wheel: that package has no
command-line program, its server starts when ``xllamacpp.Server(params)`` is constructed and
serves until the process ends. So this file is also the child's program: run as a script
(``python llama_server.py '<json config>'``) it builds the parameters, starts the server on an
OS-chosen port of 127.0.0.1, prints ``{"base_url": ...}`` on one line, and serves until its
standard input closes, which happens when the parent calls :meth:`LlamaServer.stop`, exits,
or dies in any way (even ``kill -9``): the child never outlives the tests.

The server's own log goes to a file (``LlamaServer.log_path``); its tail is quoted in every
start-up failure.

Settings and why:

* ``n_parallel`` slots (4), each with ``ctx_per_slot`` tokens of context (2048): requests
  beyond the slots wait in the server's queue, and a prompt over 2048 tokens is easy to write
  (llama.cpp refuses it with HTTP 400 ``exceed_context_size_error``);
* ``threads_http`` (32, afnio_lab's default ``max_concurrency``): at its default HTTP thread
  count the server was seen to stall a request for 5 s with 16 requests in flight;
* one compute thread without busy polling: the model is tiny, and the machine (2 cores) is
  shared with the test process;
* ``n_predict`` (256): no reply runs on to fill the context (free replies from the tiny model
  stop after a few tokens, JSON-schema ones after 40-80);
* an API key (``LLAMA_TEST_KEY``), as hosted endpoints have: requests without it get 401;
* ``/metrics`` and ``/slots`` on (the tests read the server's own counters), no web UI,
  ``offline`` (llama.cpp never tries to download anything).
"""

from __future__ import annotations

import atexit
import importlib.util
import json
import os
import selectors
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

LLAMA_TEST_KEY = "sk-llama-test-0000"
MODEL_ALIAS = "tiny-llama"
REQUIRED_MODULES = ("xllamacpp", "gguf", "tokenizers")


def missing_tools() -> list[str]:
    """What a real-server run needs and this Python lacks (empty: ready). Looks the modules
    up without importing them (xllamacpp's library is large and only the child loads it)."""
    return [
        f"the {name} Python package (pip install -e '.[test]'; `bash scripts/setup.sh`)"
        for name in REQUIRED_MODULES
        if importlib.util.find_spec(name) is None
    ]


def require_tools(missing: list[str] | None = None, env: dict[str, str] | None = None) -> None:
    """Skip (locally) or fail (in CI, ``CI=true``) when the real server cannot run, so a
    missing install step in CI shows up as a failure instead of a quiet skip."""
    missing = missing_tools() if missing is None else missing
    if not missing:
        return
    message = "real llama.cpp server tests need " + "; ".join(missing)
    # local: this file also runs as the server's child script, without tests/ on sys.path
    from support.tools import skip_or_fail

    skip_or_fail(message, env)


class LlamaServerError(RuntimeError):
    """The server did not start (the message quotes the end of its log)."""


@dataclass
class LlamaServer:
    """A running server: ``base_url`` (``http://127.0.0.1:PORT``), ``v1`` for OpenAI clients."""

    base_url: str
    proc: subprocess.Popen[bytes]
    model_path: Path
    log_path: Path
    config: dict[str, Any] = field(default_factory=dict)

    @property
    def v1(self) -> str:
        return self.base_url + "/v1"

    @property
    def api_key(self) -> str:
        return str(self.config["api_key"])

    @property
    def ctx_per_slot(self) -> int:
        return int(self.config["ctx_per_slot"])

    @property
    def n_parallel(self) -> int:
        return int(self.config["n_parallel"])

    @property
    def threads_http(self) -> int:
        return int(self.config["threads_http"])

    def running(self) -> bool:
        return self.proc.poll() is None

    def request(
        self, path: str, body: Any = None, *, key: str | None = None, timeout: float = 30.0
    ) -> tuple[int, Any]:
        """``GET`` (no body) or ``POST`` (JSON body) ``path``; returns (status, parsed JSON or
        text). HTTP errors are returned, not raised. ``key`` defaults to the server's key."""
        data = None if body is None else json.dumps(body).encode()
        headers = {"Authorization": f"Bearer {key if key is not None else self.api_key}"}
        if data is not None:
            headers["Content-Type"] = "application/json"
        req = urllib.request.Request(self.base_url + path, data=data, headers=headers)
        try:
            with urllib.request.urlopen(req, timeout=timeout) as resp:
                status, raw = resp.status, resp.read()
        except urllib.error.HTTPError as exc:
            status, raw = exc.code, exc.read()
        text = raw.decode("utf-8", "replace")
        try:
            return status, json.loads(text)
        except ValueError:
            return status, text

    def metrics(self) -> dict[str, float]:
        """The server's Prometheus counters and gauges (``/metrics``), by name without the
        ``llamacpp:`` prefix."""
        status, text = self.request("/metrics")
        if status != 200 or not isinstance(text, str):
            raise LlamaServerError(f"/metrics answered {status}: {str(text)[:200]}")
        values = {}
        for line in text.splitlines():
            if line.startswith("#") or not line.strip():
                continue
            name, _, value = line.rpartition(" ")
            values[name.removeprefix("llamacpp:")] = float(value)
        return values

    def log_tail(self, lines: int = 30) -> str:
        try:
            text = self.log_path.read_text(errors="replace")
        except OSError:
            return "(no log)"
        return "\n".join(text.splitlines()[-lines:])

    def stop(self, timeout: float = 10.0) -> None:
        """Stop the server and wait for it (idempotent): close its stdin (it exits at once),
        then terminate, then kill."""
        proc = self.proc
        if proc.poll() is None:
            try:
                if proc.stdin is not None:
                    proc.stdin.close()
            except OSError:
                pass
            for escalate in (None, proc.terminate, proc.kill):
                if escalate is not None:
                    escalate()
                try:
                    proc.wait(timeout / 3)
                    break
                except subprocess.TimeoutExpired:
                    pass
        for stream in (proc.stdin, proc.stdout):
            if stream is not None and not stream.closed:
                stream.close()
        atexit.unregister(self.stop)

    def __enter__(self) -> LlamaServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def start_llama_server(
    model_path: Path | str,
    log_path: Path | str,
    *,
    n_parallel: int = 4,
    ctx_per_slot: int = 2048,
    threads_http: int = 32,
    n_predict: int = 256,
    api_key: str = LLAMA_TEST_KEY,
    startup_timeout: float = 60.0,
) -> LlamaServer:
    """Start the server on ``model_path`` and wait until ``/health`` says ok."""
    config = {
        "model": str(model_path),
        "n_parallel": n_parallel,
        "ctx_per_slot": ctx_per_slot,
        "threads_http": threads_http,
        "n_predict": n_predict,
        "api_key": api_key,
    }
    log_path = Path(log_path)
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(
            [sys.executable, __file__, json.dumps(config)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=log,
            cwd=str(Path(model_path).parent),
        )
    server = LlamaServer("", proc, Path(model_path), log_path, config)
    atexit.register(server.stop)  # also on a KeyboardInterrupt that skips fixture teardown
    try:
        server.base_url = _read_address(proc, startup_timeout)
        _wait_healthy(server, time.monotonic() + startup_timeout)
    except BaseException as exc:
        server.stop()
        if isinstance(exc, LlamaServerError):
            raise LlamaServerError(
                f"{exc}\n--- server log (end) ---\n{server.log_tail()}"
            ) from None
        raise
    return server


def _read_address(proc: subprocess.Popen[bytes], timeout: float) -> str:
    assert proc.stdout is not None
    deadline = time.monotonic() + timeout
    with selectors.DefaultSelector() as selector:
        selector.register(proc.stdout, selectors.EVENT_READ)
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise LlamaServerError(f"llama.cpp's server did not start within {timeout:g} s")
            if selector.select(min(left, 0.5)):
                line = proc.stdout.readline()
                if not line:
                    code = proc.wait()
                    raise LlamaServerError(f"llama.cpp's server exited with code {code}")
                try:
                    return str(json.loads(line)["base_url"])
                except (ValueError, KeyError, TypeError):
                    continue  # something else printed on stdout (a library's notice)
            if proc.poll() is not None:
                raise LlamaServerError(f"llama.cpp's server exited with code {proc.returncode}")


def _wait_healthy(server: LlamaServer, deadline: float) -> None:
    last: object = None
    while time.monotonic() < deadline:
        try:
            status, body = server.request("/health", timeout=2.0)
        except OSError as exc:  # not listening yet
            status, body = 0, exc
        if status == 200 and isinstance(body, dict) and body.get("status") == "ok":
            return
        last = (status, body)
        if not server.running():
            raise LlamaServerError(f"llama.cpp's server exited with code {server.proc.returncode}")
        time.sleep(0.05)
    raise LlamaServerError(f"llama.cpp's server never became healthy (last answer: {last!r})")


# --- the child process ---------------------------------------------------------------------


def _serve(config: dict[str, Any]) -> None:  # pragma: no cover - runs in the child
    import xllamacpp

    params = xllamacpp.CommonParams()
    params.model.path = config["model"]
    params.model_alias = {MODEL_ALIAS}  # a set of names in this llama.cpp
    params.hostnames = ["127.0.0.1"]
    params.port = 0  # the OS picks a free port; the address is read back below
    params.n_parallel = config["n_parallel"]
    params.n_ctx = config["n_parallel"] * config["ctx_per_slot"]  # split evenly between slots
    params.kv_unified = False
    params.n_threads_http = config["threads_http"]
    params.n_predict = config["n_predict"]
    params.api_keys = [config["api_key"]]
    params.endpoint_metrics = True
    params.endpoint_slots = True
    params.ui = False
    params.offline = True
    params.warmup = False
    for cpu in (params.cpuparams, params.cpuparams_batch):
        cpu.n_threads = 1
        cpu.poll = 0
    server = xllamacpp.Server(params)
    sys.stdout.write(json.dumps({"base_url": server.listening_address}) + "\n")
    sys.stdout.flush()
    try:
        sys.stdin.buffer.read()  # returns when the parent closes the pipe or dies
    except KeyboardInterrupt:
        pass
    os._exit(0)  # the server's threads end with the process


if __name__ == "__main__":  # pragma: no cover - the child process
    _serve(json.loads(sys.argv[1]))


__all__ = [
    "LLAMA_TEST_KEY",
    "MODEL_ALIAS",
    "LlamaServer",
    "LlamaServerError",
    "missing_tools",
    "require_tools",
    "start_llama_server",
]
