"""The loopback OpenAI-compatible server on aiohttp, for benchmarks with hundreds in flight.

``tests/support/llm_server.py`` (standard library, one thread per connection) spends most of a core
on a few hundred concurrent requests, so a benchmark of the *client* would measure the
server. This one answers the same way (the offline model's rules, a fixed latency, the same
``/_stats`` counters) from one event loop. No fault injection: use ``llm_server`` for that.

    python tests/support/llm_server_fast.py --latency 0.2      # prints "listening on URL"
"""

from __future__ import annotations

import argparse
import asyncio
import json
from typing import Any

from aiohttp import web
from llm_server import completion_payload  # run as a script: its own folder is on sys.path

from afnio_lab.models.offline import offline_reply


def make_app(latency: float) -> web.Application:
    stats = {"requests": 0, "in_flight": 0, "max_in_flight": 0}

    async def chat(request: web.Request) -> web.Response:
        body: dict[str, Any] = await request.json()
        stats["requests"] += 1
        stats["in_flight"] += 1
        stats["max_in_flight"] = max(stats["max_in_flight"], stats["in_flight"])
        try:
            await asyncio.sleep(latency)
            text = offline_reply(body.get("messages") or [])
            payload = completion_payload(stats["requests"], body, text)
            return web.Response(text=json.dumps(payload), content_type="application/json")
        finally:
            stats["in_flight"] -= 1

    async def get_stats(request: web.Request) -> web.Response:
        if request.path.rstrip("/").endswith("/reset"):
            stats["requests"] = stats["max_in_flight"] = 0
        return web.json_response(stats)

    app = web.Application()
    app.router.add_post("/v1/chat/completions", chat)
    app.router.add_get("/_stats", get_stats)
    app.router.add_get("/_stats/reset", get_stats)
    return app


async def serve(latency: float, port: int) -> None:
    runner = web.AppRunner(make_app(latency), access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", port, backlog=1024)
    await site.start()
    bound = runner.addresses[0][1]
    print(f"listening on http://127.0.0.1:{bound}/v1", flush=True)
    await asyncio.Event().wait()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--latency", type=float, default=0.0)
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    asyncio.run(serve(args.latency, args.port))
