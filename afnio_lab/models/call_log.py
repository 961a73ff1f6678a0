"""A record of every model call: who made it, what was sent, what came back, what it cost.

Forward, backward, optimizer and judge calls all land here, tagged with the
:class:`~afnio_lab._tracing.CallOrigin` the engine or op set. The log is the lab's source for
per-node call views and per-run totals; it exports to JSONL. Keys never reach it: clients
never pass their configuration, and error texts are redacted.
"""

from __future__ import annotations

import itertools
import json
import threading
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from afnio_lab._tracing import op_name
from afnio_lab.models._listeners import Listeners
from afnio_lab.models._secrets import redact

_ids = itertools.count(1)
_ids_lock = threading.Lock()


def next_call_id() -> int:
    with _ids_lock:
        return next(_ids)


@dataclass
class CallRecord:
    """One logical model call (retries included)."""

    call_id: int
    phase: str  # forward | backward | optimizer | judge | direct
    node_id: int | None
    node_name: str | None
    run_id: str | None
    label: str | None
    client: str  # class name of the model client
    provider: str | None
    model: str | None
    messages: list[dict[str, Any]]
    params: dict[str, Any]  # every completion parameter sent (model included)
    response: str | None
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float | None = 0.0  # USD; None when the model has no known price
    latency_s: float = 0.0
    cache_hit: bool = False
    cache_key: str | None = None
    retries: int = 0
    error: str | None = None
    started_at: float = 0.0  # time.time()
    extra: dict[str, Any] = field(default_factory=dict)
    sent_at: float | None = None  # time.time() when the first request went out (None: none did)
    returned_at: float | None = None  # time.time() when the last request came back
    max_concurrency: int | None = None  # the client's cap when the call was made

    @property
    def op_name(self) -> str | None:
        """A backward call's node name as its op's ("ChatCompletionBackward0" ->
        "ChatCompletion"), so a filter by the op's name finds the calls of both passes."""
        return self.node_name.removesuffix("Backward0") if self.node_name else None

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def notes(self) -> list[str]:
        """What the status alone does not say, for the call-log views."""
        notes = []
        without = self.extra.get("replayed_without")
        if without:
            notes.append(f"replayed from a recording made without {', '.join(map(str, without))}")
        if self.extra.get("unusable"):
            notes.append("its caller could not use this reply")
        return notes

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def __repr__(self) -> str:
        where = op_name(self.node_name) if self.node_name else self.phase  # not the node's id
        status = "error" if self.error else ("cache" if self.cache_hit else "ok")
        return (
            f"<CallRecord {self.call_id} {self.phase} {where} {self.model} {status} "
            f"{self.prompt_tokens}+{self.completion_tokens} tok {self.latency_s:.3f}s>"
        )


@dataclass(frozen=True)
class CallTotals:
    """Sums over a set of call records."""

    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float = 0.0  # USD, calls with an unknown price count as 0
    latency_s: float = 0.0
    cache_hits: int = 0
    retries: int = 0
    errors: int = 0
    unpriced_calls: int = 0
    max_in_flight: int = 0  # the most requests that overlapped in time
    max_concurrency: int | None = None  # the highest client cap among these calls

    @classmethod
    def of(cls, records: list[CallRecord]) -> CallTotals:
        caps = [r.max_concurrency for r in records if r.max_concurrency]
        return cls(
            calls=len(records),
            prompt_tokens=sum(r.prompt_tokens for r in records),
            completion_tokens=sum(r.completion_tokens for r in records),
            cost=sum(r.cost or 0.0 for r in records),
            latency_s=sum(r.latency_s for r in records),
            cache_hits=sum(r.cache_hit for r in records),
            retries=sum(r.retries for r in records),
            errors=sum(r.error is not None for r in records),
            unpriced_calls=sum(r.cost is None for r in records),
            max_in_flight=max_in_flight(records),
            max_concurrency=max(caps) if caps else None,
        )


def max_in_flight(records: list[CallRecord]) -> int:
    """The most requests in flight at one moment (a sweep over send/return times)."""
    events: list[tuple[float, int]] = []
    for r in records:
        if r.sent_at is not None and r.returned_at is not None:
            events.append((r.sent_at, 1))
            events.append((r.returned_at, -1))
    events.sort(key=lambda e: (e[0], e[1]))  # a return before a send at the same instant
    best = current = 0
    for _, step in events:
        current += step
        best = max(best, current)
    return best


def _node_id_of(node: Any) -> int | str:
    """Accept a node id, a node name, or any object with a ``node_id`` (a graph Node)."""
    if isinstance(node, (int, str)):
        return node
    node_id = getattr(node, "node_id", None)
    if isinstance(node_id, int):
        return node_id
    raise TypeError(
        f"`node` must be a node id (int), a node name (str) or a graph Node, "
        f"got {type(node).__name__}."
    )


class CallLog:
    """Thread-safe, append-only list of :class:`CallRecord`, with filters and export."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._records: list[CallRecord] = []
        self._listeners: Listeners[CallRecord] = Listeners()

    def append(self, record: CallRecord) -> None:
        """Add a record; one without an id (``call_id=0``) gets the next one now."""
        if record.error is not None:
            record.error = redact(record.error)
        with self._lock:
            if not record.call_id:
                record.call_id = next_call_id()
            self._records.append(record)
        self._listeners.notify(record)

    def subscribe(self, listener: Callable[[CallRecord], None]) -> Callable[[], None]:
        """Call ``listener(record)`` for every new record; returns an unsubscribe function."""
        return self._listeners.subscribe(listener)

    @property
    def records(self) -> list[CallRecord]:
        """A snapshot copy of all records, oldest first."""
        with self._lock:
            return list(self._records)

    def filter(
        self,
        *,
        node: Any = None,
        phase: str | None = None,
        run_id: str | None = None,
        model: str | None = None,
        errors: bool | None = None,
        cache_hit: bool | None = None,
        since: int | None = None,
    ) -> list[CallRecord]:
        """Records matching every given criterion.

        ``node`` is a node id, a node name (``"ChatCompletionBackward0"``) or a Node;
        ``since`` keeps records with ``call_id > since`` (see :meth:`mark`).
        """
        wanted = None if node is None else _node_id_of(node)
        out = []
        for r in self.records:
            if wanted is not None and wanted not in (r.node_id, r.node_name, r.op_name):
                continue
            if phase is not None and r.phase != phase:
                continue
            if run_id is not None and r.run_id != run_id:
                continue
            if model is not None and r.model != model:
                continue
            if errors is not None and (r.error is not None) != errors:
                continue
            if cache_hit is not None and r.cache_hit != cache_hit:
                continue
            if since is not None and r.call_id <= since:
                continue
            out.append(r)
        return out

    def mark(self) -> int:
        """The newest call id so far; pass it as ``since=`` to see only later calls."""
        with self._lock:
            return max((r.call_id for r in self._records), default=0)

    def totals(self, **criteria: Any) -> CallTotals:
        """Sums over the records :meth:`filter` selects (e.g. ``run_id=``)."""
        return CallTotals.of(self.filter(**criteria))

    def totals_by_run(self) -> dict[str | None, CallTotals]:
        """Totals per ``run_id`` (None collects calls made outside a lab run)."""
        runs: dict[str | None, list[CallRecord]] = {}
        for r in self.records:
            runs.setdefault(r.run_id, []).append(r)
        return {run: CallTotals.of(rs) for run, rs in runs.items()}

    def to_jsonl(self, path: str | Path, records: list[CallRecord] | None = None) -> int:
        """Write one JSON object per record (all, or the given ones); returns the count."""
        chosen = self.records if records is None else records
        with open(path, "w", encoding="utf-8") as fh:
            for r in chosen:
                line = json.dumps(r.to_dict(), ensure_ascii=False, default=repr)
                fh.write(redact(line) + "\n")
        return len(chosen)

    def clear(self) -> None:
        with self._lock:
            self._records.clear()

    def __len__(self) -> int:
        with self._lock:
            return len(self._records)

    def __iter__(self) -> Iterator[CallRecord]:
        return iter(self.records)

    def __getitem__(self, index: int) -> CallRecord:
        with self._lock:
            return self._records[index]

    def __repr__(self) -> str:
        t = CallTotals.of(self.records)
        return (
            f"CallLog({t.calls} calls, {t.prompt_tokens}+{t.completion_tokens} tokens, "
            f"${t.cost:.5f}, {t.cache_hits} cache hits, {t.retries} retries, {t.errors} errors, "
            f"max {t.max_in_flight} in flight)"
        )


_default_log = CallLog()


def get_call_log() -> CallLog:
    """The process-wide call log every client writes to unless given its own."""
    return _default_log
