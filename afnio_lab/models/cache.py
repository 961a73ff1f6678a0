"""Explicit record/replay cache for model calls.

Off unless you turn it on (:func:`set_cache` or a client's ``cache=``). Modes:

- ``"off"``: every call goes to the model.
- ``"read_write"``: a recorded reply is reused; a new reply is recorded. A reply its caller
  could not use (feedback that did not parse) is recorded with ``"usable": false`` and is
  not reused: the request is sent again (e.g. on a resume after the server was fixed).
- ``"replay_only"``: only recorded replies, unusable ones too (a replay repeats the run as it
  went, corrections included); a miss raises :class:`CacheMissError` naming the call.
  Nothing is sent to a model, so a recorded notebook replays offline and for free. A request
  carrying parameters the library added on its own (:func:`library_params`, e.g. the
  ``response_format`` of backward's feedback) that misses falls back to the recording made
  without them, before the library sent them; the call log marks it ``replayed_without``.

The key is the sha256 of the canonical JSON (sorted keys, no spaces) of the provider, model,
messages and every completion parameter. Entries are JSON files in a folder you name
(default ``.afnio_lab_cache/`` under the working directory), written atomically (temporary
file + ``os.replace``), so they survive kernel restarts and concurrent writers.
"""

from __future__ import annotations

import contextlib
import contextvars
import hashlib
import json
import logging
import os
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

DEFAULT_CACHE_DIR = ".afnio_lab_cache"
logger = logging.getLogger("afnio_lab.models")
_FORMAT_VERSION = 1


class CacheMode(str, Enum):
    OFF = "off"
    READ_WRITE = "read_write"
    REPLAY_ONLY = "replay_only"

    @classmethod
    def parse(cls, mode: CacheMode | str) -> CacheMode:
        if isinstance(mode, CacheMode):
            return mode
        normal = str(mode).strip().lower().replace("-", "_")
        for member in cls:
            if member.value == normal:
                return member
        raise ValueError(f"Unknown cache mode {mode!r}: use 'off', 'read_write' or 'replay_only'.")


def canonical_json(obj: Any) -> str:
    """Stable JSON text for hashing; non-JSON values are an error (they'd make keys unstable)."""
    try:
        return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    except TypeError as exc:
        raise TypeError(
            f"Cannot cache this call: a message or parameter is not JSON-serialisable ({exc}). "
            "Pass plain str/number/bool/list/dict values, or turn the cache off."
        ) from None


def cache_key(
    model: str | None,
    messages: list[dict[str, Any]],
    params: dict[str, Any],
    provider: str | None = None,
) -> str:
    """sha256 hex of the canonical JSON of (provider, model, messages, params)."""
    material = {"provider": provider, "model": model, "messages": messages, "params": params}
    return hashlib.sha256(canonical_json(material).encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class CachedReply:
    text: str
    usage: dict[str, Any]
    model: str | None
    usable: bool = True  # entries recorded before the flag existed count as usable


class ResponseCache:
    """A folder of recorded replies plus a mode. Thread-safe; counts hits and misses."""

    def __init__(
        self, folder: str | Path = DEFAULT_CACHE_DIR, mode: CacheMode | str = "read_write"
    ) -> None:
        self.folder = Path(folder)
        self.mode = CacheMode.parse(mode)
        self.hits = 0
        self.misses = 0
        self.writes = 0
        self._lock = threading.Lock()
        self._in_flight: dict[str, threading.Event] = {}

    def claim(self, key: str) -> threading.Event | None:
        """Single flight for concurrent identical calls in read-write mode: None means this
        caller sends the request (and must :meth:`release` it); an event means another caller
        is sending it: wait for the event, then read the recorded reply."""
        with self._lock:
            event = self._in_flight.get(key)
            if event is None:
                self._in_flight[key] = threading.Event()
            return event

    def release(self, key: str) -> None:
        with self._lock:
            event = self._in_flight.pop(key, None)
        if event is not None:
            event.set()

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        state.pop("_lock", None)
        state.pop("_in_flight", None)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._lock = threading.Lock()
        self._in_flight = {}

    @property
    def reads(self) -> bool:
        return self.mode in (CacheMode.READ_WRITE, CacheMode.REPLAY_ONLY)

    @property
    def writes_enabled(self) -> bool:
        return self.mode is CacheMode.READ_WRITE

    def path_for(self, key: str) -> Path:
        return self.folder / key[:2] / f"{key}.json"

    def get(self, key: str, *, usable_only: bool = False) -> CachedReply | None:
        """The recorded reply for ``key``, or None (an unreadable entry counts as a miss, and
        so does one recorded as unusable when ``usable_only``)."""
        if not self.reads:
            return None
        try:
            entry = json.loads(self.path_for(key).read_text("utf-8"))
            usable = entry.get("usable", True) is not False
            if usable_only and not usable:
                raise KeyError("usable")
            reply = CachedReply(
                entry["response"], entry.get("usage") or {}, entry.get("model"), usable
            )
        except (OSError, ValueError, KeyError, TypeError):
            with self._lock:
                self.misses += 1
            return None
        with self._lock:
            self.hits += 1
        return reply

    def put(
        self,
        key: str,
        *,
        model: str | None,
        messages: list[dict[str, Any]],
        params: dict[str, Any],
        response: str,
        usage: dict[str, Any],
        provider: str | None = None,
        usable: bool = True,
    ) -> Path | None:
        """Record a reply atomically (read_write mode only); returns the file path.
        ``usable=False``: its caller could not use it, so read-write lookups skip it."""
        if not self.writes_enabled:
            return None
        path = self.path_for(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        entry = {
            "version": _FORMAT_VERSION,
            "key": key,
            "provider": provider,
            "model": model,
            "messages": messages,
            "params": params,
            "response": response,
            "usage": usage,
            "usable": usable,
            "recorded_at": time.time(),
        }
        fd, tmp = tempfile.mkstemp(prefix=f".{key[:12]}.", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(entry, fh, ensure_ascii=False, indent=1)
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
        with self._lock:
            self.writes += 1
        return path

    def __len__(self) -> int:
        return sum(1 for _ in self.folder.glob("*/*.json")) if self.folder.exists() else 0

    def clear(self) -> int:
        """Delete every recorded entry in the folder; returns how many."""
        removed = 0
        if self.folder.exists():
            for path in self.folder.glob("*/*.json"):
                path.unlink()
                removed += 1
        return removed

    def __repr__(self) -> str:
        return (
            f"ResponseCache(folder={str(self.folder)!r}, mode={self.mode.value!r}, "
            f"hits={self.hits}, misses={self.misses}, writes={self.writes})"
        )


@dataclass(frozen=True)
class CacheHit:
    """A recorded reply served for a call: under ``key``, and for a replay-only request
    that carried library-added parameters, ``replayed_without`` those it was recorded
    without."""

    reply: CachedReply
    key: str
    replayed_without: tuple[str, ...] = ()


class CallCache:
    """The cache policy for one call: its key, what a lookup may serve, and what is recorded.

    - off (no cache, or mode ``off``): no key, nothing served or recorded;
    - read-write: identical calls in flight at once are sent once (single flight): the others
      wait, then read the recorded reply, as they would have in a sequential run. Only
      replies their caller could use (``usable``) are served;
    - replay-only: any recorded reply is served, else the one recorded without the
      parameters the library added (:func:`library_params`); a miss is for the caller to
      raise (:attr:`missed`, :meth:`miss_message`).
    """

    def __init__(
        self,
        cache: ResponseCache | None,
        model: str | None,
        messages: list[dict[str, Any]],
        params: dict[str, Any],
        provider: str | None,
        usable: Callable[[str], bool],
    ) -> None:
        self.cache = cache
        self._request = (model, messages, params, provider)
        self._usable = usable
        self._claimed = False
        self.missed = False
        active = cache is not None and (cache.reads or cache.writes_enabled)
        self.key = cache_key(model, messages, params, provider) if active else None

    def lookup(self, check_cancelled: Callable[[], None]) -> CacheHit | None:
        """A recorded reply to serve, or None: send the request (read-write: this call then
        holds the claim until :meth:`release`), or, when :attr:`missed`, a replay-only miss."""
        cache, key = self.cache, self.key
        if cache is None or key is None or not cache.reads:
            return None
        if not cache.writes_enabled:
            return self._recorded()  # replay-only: a recorded reply, or a miss
        while (event := cache.claim(key)) is not None:
            while not event.wait(0.05):
                check_cancelled()
            hit = self._recorded()
            if hit is not None:
                return hit
        self._claimed = True
        return self._recorded()

    @property
    def waits(self) -> bool:
        """Whether a lookup may block on an identical call in flight (read-write)."""
        return self.cache is not None and self.cache.writes_enabled

    def release(self) -> None:
        if self._claimed and self.cache is not None and self.key is not None:
            self._claimed = False
            self.cache.release(self.key)

    def record(self, text: str, usage: dict[str, Any], usable: bool) -> None:
        """Record a reply (read-write only); a folder that cannot be written loses only the
        recording, never the reply."""
        if self.cache is None or self.key is None or not self.cache.writes_enabled:
            return
        model, messages, params, provider = self._request
        try:
            self.cache.put(
                self.key,
                model=model,
                messages=messages,
                params=params,
                response=text,
                usage=usage,
                provider=provider,
                usable=usable,
            )
        except OSError as exc:
            logger.warning("afnio_lab: could not record a model call in the cache: %s", exc)

    def miss_message(self, origin: str) -> str:
        """What a replay-only miss says (``{call}`` is filled in with the call's id)."""
        assert self.cache is not None and self.key is not None
        model, messages, _, _ = self._request
        last = str(messages[-1].get("content", "")) if messages else ""
        last = last if len(last) <= 80 else last[:77] + "..."
        return (
            f"Replay-only cache {str(self.cache.folder)!r} has no recorded reply for model "
            f"call {{call}}from {origin}: model {model!r}, key {self.key[:16]}…, last message "
            f'{last!r}. Record it first with `using_cache("read-write", folder)` (or '
            '`set_cache("read-write", folder)`), or turn the cache off.'
        )

    def _recorded(self) -> CacheHit | None:
        assert self.cache is not None and self.key is not None
        reusing = self.cache.writes_enabled  # read-write reuses only replies that were used
        hit = self.cache.get(self.key, usable_only=reusing)
        if hit is not None and reusing and not self._usable(hit.text):
            hit = None  # recorded before replies were checked: send the request again
        if hit is not None:
            return CacheHit(hit, self.key)
        if reusing:
            return None
        older = self._recorded_without_library_params()
        self.missed = older is None
        return older

    def _recorded_without_library_params(self) -> CacheHit | None:
        """Replay-only: the reply recorded for this request before the library added its own
        parameters (e.g. ``response_format``)."""
        assert self.cache is not None
        model, messages, params, provider = self._request
        dropped = sorted(get_library_params() & params.keys())
        if not dropped:
            return None
        kept = {k: v for k, v in params.items() if k not in dropped}
        key = cache_key(model, messages, kept, provider)
        hit = self.cache.get(key)
        return None if hit is None else CacheHit(hit, key, tuple(dropped))


_library_params: contextvars.ContextVar[frozenset[str]] = contextvars.ContextVar(
    "afnio_lab_library_params", default=frozenset()
)


@contextlib.contextmanager
def library_params(*names: str) -> Iterator[None]:
    """Calls in the block carry these parameters because the library added them (not the
    user): a replay-only miss may be served by a recording made without them."""
    token = _library_params.set(frozenset(names))
    try:
        yield
    finally:
        _library_params.reset(token)


def get_library_params() -> frozenset[str]:
    """The parameter names the library added to the calls made now (see above)."""
    return _library_params.get()


_active: ResponseCache | None = None
_active_lock = threading.Lock()


def set_cache(
    mode: CacheMode | str = "read_write", folder: str | Path = DEFAULT_CACHE_DIR
) -> ResponseCache | None:
    """Turn the process-wide cache on (or off with ``mode="off"``); returns it (or None)."""
    global _active
    parsed = CacheMode.parse(mode)
    with _active_lock:
        _active = None if parsed is CacheMode.OFF else ResponseCache(folder, parsed)
        return _active


def get_cache() -> ResponseCache | None:
    """The process-wide cache, or None when caching is off."""
    return _active


@contextlib.contextmanager
def using_cache(
    mode: CacheMode | str = "read_write", folder: str | Path = DEFAULT_CACHE_DIR
) -> Iterator[ResponseCache | None]:
    """Use a cache for the block, then restore the previous setting."""
    global _active
    with _active_lock:
        previous = _active
    try:
        yield set_cache(mode, folder)
    finally:
        with _active_lock:
            _active = previous
