"""The context concurrent work carries: who is calling, where records go, whether to stop.

The engine (which knows graph nodes) and the model layer (which must not) meet here:

* a :class:`CallOrigin` says which node (and lab run) is making a model call;
* a :class:`CallBuffer` holds finished call-log records until their turn, so the log reads
  in the same order whatever finished first;
* a reply memo keeps the replies a node used, so resuming a failed node re-sends only the
  calls that failed; a caller that parses replies says so (:func:`checking_replies`), and a
  reply that could not be used is neither kept nor served from a read-write cache again;
* a cancel event stops work that has not started yet (Ctrl-C, Kernel > Interrupt).

Context variables follow asyncio tasks automatically; code that hands work to threads must
copy the context (see :func:`run_in_context`).
"""

from __future__ import annotations

import contextvars
import re
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, NamedTuple, TypeVar

T = TypeVar("T")


class CallOrigin(NamedTuple):
    """Where a model call comes from: phase, graph node and the lab run, all optional.

    A NamedTuple because the engine makes one per node on its hot path.
    """

    phase: str = "direct"  # "forward" | "backward" | "optimizer" | "judge" | "direct"
    node_id: int | None = None
    node_name: str | None = None
    run_id: str | None = None
    label: str | None = None


_BACKWARD_SUFFIX = re.compile(r"Backward\d*$")


def op_name(node_name: str) -> str:
    """A node's op as the graph draws it and a user wrote it: ``ChatCompletionBackward0``
    (the node backward runs) and ``ChatCompletion`` (its forward) are both
    ``ChatCompletion``."""
    return _BACKWARD_SUFFIX.sub("", node_name) or node_name


# Holds a CallOrigin, or (on the engine's hot path) a plain tuple
# ``(phase, node_id, node_name, outer_value)`` that get_call_origin() turns into one.
_current_origin: contextvars.ContextVar[Any] = contextvars.ContextVar(
    "afnio_lab_call_origin", default=None
)


def _materialise(value: Any) -> CallOrigin | None:
    if value is None or isinstance(value, CallOrigin):
        return value
    phase, node_id, node_name, outer = value
    base = _materialise(outer) or _EMPTY
    return CallOrigin(phase, node_id, node_name, base.run_id, base.label)


def get_call_origin() -> CallOrigin | None:
    """The origin set by the innermost :func:`call_origin` block (or node), or None."""
    return _materialise(_current_origin.get())


@contextmanager
def call_origin(**fields: Any) -> Iterator[CallOrigin]:
    """Set origin fields for the block, keeping the ones an outer block set (e.g. ``run_id``)."""
    base = _materialise(_current_origin.get()) or _EMPTY
    origin = base._replace(**fields)
    token = _current_origin.set(origin)
    try:
        yield origin
    finally:
        _current_origin.reset(token)


_EMPTY = CallOrigin()


def enter_node(phase: str, node_id: int, node_name: str) -> contextvars.Token[Any]:
    """Fast path for the engine: mark a node as the origin; undo with :func:`leave_node`."""
    return _current_origin.set((phase, node_id, node_name, _current_origin.get()))


def leave_node(token: contextvars.Token[Any]) -> None:
    _current_origin.reset(token)


def run_in_context(fn: Callable[..., T]) -> Callable[..., T]:
    """Wrap ``fn`` so it runs in a copy of the caller's context (for thread pools)."""
    ctx = contextvars.copy_context()

    def runner(*args: Any, **kwargs: Any) -> T:
        return ctx.run(fn, *args, **kwargs)

    return runner


# -- ordered commit of call-log records ---------------------------------------------------------
#
# Concurrent work finishes in any order, but the call log must read as a sequential run would
# write it (by node, then by sample). Work items therefore run with a buffer of their own;
# the model layer hands each finished record to :func:`emit`, and whoever started the items
# flushes their buffers into the enclosing one, in item order, once it is their turn.


class CallBuffer:
    """Commit actions (call-log appends) held until their work item's turn comes."""

    __slots__ = ("actions",)

    def __init__(self) -> None:
        self.actions: list[Callable[[], None]] = []

    def flush(self) -> None:
        """Pass the held actions to the enclosing buffer (or run them), in order."""
        actions, self.actions = self.actions, []
        for action in actions:
            emit(action)


_current_buffer: contextvars.ContextVar[CallBuffer | None] = contextvars.ContextVar(
    "afnio_lab_call_buffer", default=None
)


def emit(action: Callable[[], None]) -> None:
    """Run ``action`` now, or hold it in the current work item's buffer."""
    buffer = _current_buffer.get()
    if buffer is None:
        action()
    else:
        buffer.actions.append(action)


def run_buffered(buffer: CallBuffer, fn: Callable[..., T], *args: Any) -> T:
    """Run ``fn(*args)`` with ``buffer`` collecting the commit actions it emits."""
    token = _current_buffer.set(buffer)
    try:
        return fn(*args)
    finally:
        _current_buffer.reset(token)


# -- replies kept across a retry of the same work ----------------------------------------------
#
# When one sample of a node fails, the node fails, but the other samples' replies were paid
# for. The engine gives each node a memo for its lifetime in a pass; the model layer keeps
# successful replies in it and serves them again, in order, when the node is resumed.


class ReplyMemo:
    """Replies a node received, by request, served again in order in a later attempt.

    Within one attempt every request is sent (identical requests are not merged: a model
    may answer them differently); only a new attempt (a resume) takes kept replies. A request
    is given as ``key_of``, a function that computes its key: keys are computed only when a
    resume needs them, so a node that succeeds at once never hashes its requests.
    """

    __slots__ = ("_fresh", "_kept", "_lock", "_used")

    def __init__(self) -> None:
        self._kept: dict[Any, list[Any]] = {}  # by key, replies of earlier attempts
        self._fresh: list[tuple[Callable[[], Any], Any]] = []  # this attempt's, unkeyed
        self._used: dict[Any, int] = {}
        self._lock = threading.Lock()

    def new_attempt(self) -> None:
        """Make every reply received so far available to the attempt that starts now."""
        with self._lock:
            for key_of, reply in self._fresh:
                key = key_of()
                if key is not None:
                    self._kept.setdefault(key, []).append(reply)
            self._fresh = []
            self._used = {}

    def take(self, key_of: Callable[[], Any]) -> Any | None:
        """The reply kept for the next occurrence of this request in this attempt, if any."""
        if not self._kept:  # the first attempt: nothing to serve, nothing to hash
            return None
        key = key_of()
        with self._lock:
            n = self._used.get(key, 0)
            kept = self._kept.get(key)
            if kept is None or n >= len(kept):
                return None
            self._used[key] = n + 1
            return kept[n]

    def keep(self, key_of: Callable[[], Any], reply: Any) -> None:
        """Remember a reply that was really received in this attempt (for the next one)."""
        with self._lock:
            self._fresh.append((key_of, reply))


_reply_memo: contextvars.ContextVar[ReplyMemo | None] = contextvars.ContextVar(
    "afnio_lab_reply_memo", default=None
)


def get_reply_memo() -> ReplyMemo | None:
    """The memo of the node running now, or None outside a backward node."""
    return _reply_memo.get()


def set_reply_memo(memo: ReplyMemo | None) -> contextvars.Token[Any]:
    return _reply_memo.set(memo)


def reset_reply_memo(token: contextvars.Token[Any]) -> None:
    _reply_memo.reset(token)


# -- replies the caller must be able to use --------------------------------------------------
#
# A reply can arrive fine and still be useless to its caller (feedback that is not the JSON
# asked for). The check runs inside the model pipeline, so the pipeline keeps (reply memo) and
# records as usable (read-write cache) only replies that pass it: a resume then sends such a
# request again instead of being served the same useless text.

ReplyCheck = Callable[[str], object]

_reply_check: contextvars.ContextVar[ReplyCheck | None] = contextvars.ContextVar(
    "afnio_lab_reply_check", default=None
)


@contextmanager
def checking_replies(check: ReplyCheck) -> Iterator[None]:
    """Model calls made in the block are usable only if ``check(text)`` returns (it raises for
    a reply its caller cannot use)."""
    token = _reply_check.set(check)
    try:
        yield
    finally:
        _reply_check.reset(token)


def get_reply_check() -> ReplyCheck | None:
    """The check of the block running now (:func:`checking_replies`), or None."""
    return _reply_check.get()


# -- cancellation ------------------------------------------------------------------------------


class Cancelled(Exception):
    """Work that was not started (or not retried) because its pass was interrupted."""


_cancel_event: contextvars.ContextVar[threading.Event | None] = contextvars.ContextVar(
    "afnio_lab_cancel", default=None
)


def get_cancel_event() -> threading.Event | None:
    """The event that says "stop starting new work" for the work running now, if any."""
    return _cancel_event.get()


def set_cancel_event(event: threading.Event | None) -> contextvars.Token[Any]:
    return _cancel_event.set(event)


def reset_cancel_event(token: contextvars.Token[Any]) -> None:
    _cancel_event.reset(token)


def check_cancelled(what: str | Callable[[], str] = "this call") -> None:
    """Raise :class:`Cancelled` when the surrounding pass was interrupted (``what`` may be
    a function, so a caller on a hot path words it only then)."""
    event = _cancel_event.get()
    if event is not None and event.is_set():
        what = what() if callable(what) else what
        raise Cancelled(f"{what} was not started: the pass was interrupted.")
