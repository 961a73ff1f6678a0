"""Async SDK clients belong to one event loop: each loop gets its own, and a closed loop's
client is dropped at the next call, so clients do not pile up over ``asyncio.run`` calls and a
new loop is never handed a closed loop's pools (keyed by ``id(loop)``, a new loop at a reused
address could be)."""

from __future__ import annotations

import asyncio
from typing import Any

MESSAGES = [{"role": "user", "content": "hello"}]


def test_each_loop_gets_its_own_client_and_a_closed_loops_is_dropped(make_client: Any) -> None:
    client = make_client()
    seen: list[Any] = []

    async def call() -> str:
        seen.append(client._async())
        return await client.achat(MESSAGES, model="m")

    for _ in range(3):  # asyncio.run makes and closes a new loop each time
        assert asyncio.run(call())
        assert len(client._async_clients) == 1  # only the last loop's
        assert len(client._async_senders) == 1
    assert len({id(sdk) for sdk in seen}) == 3  # a new client per loop, never a closed one's
    assert all(loop.is_closed() for loop in client._async_clients)
