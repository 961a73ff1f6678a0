"""Progress bars for loops that call models: backward, replay and optimizer steps.

One bar per loop, displayed once and then updated in place (never a new output per call),
and only when the loop will call a model: a numeric backward shows nothing. Outside a kernel
(scripts, tests) nothing is displayed unless a ``display`` function is given.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import ipywidgets as W
from IPython import get_ipython
from IPython.display import display

from afnio_lab.lab.views.display import esc
from afnio_lab.models import get_call_activity
from afnio_lab.widgets.twin import WIDGET_VIEW

#: Fewest seconds between two updates from model calls (node ends always update).
MIN_INTERVAL = 0.15


def _kernel_display() -> Callable[[Any], Any] | None:
    shell = get_ipython()
    if shell is None or not hasattr(shell, "kernel"):
        return None
    return display


class ProgressBar(W.HBox):
    """``label: [=====   ] 3 of 5 · detail``, updated in place.

    Displayed by IPython, a finished bar replaces its output with its last line of text, so
    a saved notebook keeps "5 of 5 · done" instead of ipywidgets' "model not found".
    """

    def __init__(self, label: str, total: int) -> None:
        self.bar = W.IntProgress(value=0, min=0, max=max(total, 1))
        self.text = W.Label()
        super().__init__([self.bar, self.text])
        self.add_class("afnio-progress")
        self.label = label
        self.total = total
        self.done = 0
        self.detail = ""
        self._output: Any = None  # the display handle, when IPython displayed the bar
        self.update(0)

    def _ipython_display_(self) -> None:
        shown = self._repr_mimebundle_()
        data = shown[0] if isinstance(shown, tuple) else shown
        self._output = display(
            {WIDGET_VIEW: data[WIDGET_VIEW], "text/plain": self.text.value},
            raw=True,
            display_id=True,
        )

    def update(
        self, done: int, detail: str = "", finished: bool = False, failed: bool = False
    ) -> None:
        self.done, self.detail = done, detail
        self.bar.max = max(self.total, done, 1)
        self.bar.value = done
        if finished:
            self.bar.bar_style = "danger" if failed else "success"
        tail = f" · {detail}" if detail else ""
        state = " · failed" if failed else (" · done" if finished else "")
        self.text.value = f"{self.label}: {done} of {self.total}{tail}{state}"
        if finished and self._output is not None:
            line = self.text.value
            self._output.update(
                {"text/plain": line, "text/html": f"<div class='afnio-hint'>{esc(line)}</div>"},
                raw=True,
            )
            self._output = None


class _CallCounter:
    """Live model calls while subscribed: returned (done) and in flight (thread-safe).

    Reads the models' activity counters, which change the moment a request goes out or
    comes back (the call log is written later, in a deterministic order). The listener is
    called at most once per :data:`MIN_INTERVAL`.
    """

    def __init__(self) -> None:
        self.count = 0  # requests that came back since start()
        self.in_flight = 0
        self._base = 0
        self._unsubscribe: Callable[[], None] | None = None
        self._listener: Callable[[], None] | None = None
        self._last = 0.0

    def start(self, listener: Callable[[], None] | None = None) -> None:
        self._listener = listener
        try:
            activity = get_call_activity()
            self._base = activity.snapshot().returned
            self._unsubscribe = activity.subscribe(self._on_change)
        except Exception:  # no model layer: nothing to count
            self._unsubscribe = None

    def _on_change(self, snapshot: Any) -> None:
        self.count = snapshot.returned - self._base
        self.in_flight = snapshot.in_flight
        now = time.monotonic()
        if self._listener is not None and now - self._last >= MIN_INTERVAL:
            self._last = now
            self._listener()

    @property
    def detail(self) -> str:
        flying = f" · {self.in_flight} in flight" if self.in_flight else ""
        return f"{self.count} model call{'s' if self.count != 1 else ''}{flying}"

    def stop(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        self.in_flight = 0


class ProgressObserver:
    """An engine observer: a bar over the pass's LLM nodes, with the model calls so far.

    ``display`` shows the bar (default: IPython's, inside a kernel only). The bar appears at
    the start of a pass that has LLM nodes; other passes show nothing.
    """

    def __init__(self, label: str = "backward", display: Callable[[Any], Any] | None = None):
        self.label = label
        self._display = display
        self.bar: ProgressBar | None = None
        self.total = 0
        self.done = 0
        self.calls = _CallCounter()
        self._lock = threading.Lock()

    def on_task_start(self, task: Any) -> None:
        model_nodes = [
            n for n in task.order if getattr(getattr(n, "fn_cls", None), "uses_model", False)
        ]
        self.total, self.done = len(model_nodes), 0
        if not self.total:
            return
        show = self._display or _kernel_display()
        if show is None:
            return
        self.bar = ProgressBar(f"{self.label} (LLM nodes)", self.total)
        show(self.bar)
        self.calls.start(self._refresh)

    def _refresh(self, finished: bool = False, failed: bool = False) -> None:
        if self.bar is None:
            return
        with self._lock:
            self.bar.update(self.done, self.calls.detail, finished, failed)

    def on_node_end(self, task: Any, node_run: Any) -> None:
        if self.bar is None:
            return
        if getattr(getattr(node_run.node, "fn_cls", None), "uses_model", False):
            self.done += 1
            self._refresh()

    def on_task_end(self, task: Any, error: BaseException | None) -> None:
        if self.bar is None:
            return
        self.calls.stop()
        self._refresh(finished=True, failed=error is not None)


@contextmanager
def call_progress(
    label: str, total: int, display: Callable[[Any], Any] | None = None
) -> Iterator[ProgressBar | None]:
    """A bar counting model calls up to ``total`` while the block runs (optimizer steps)."""
    show = display or _kernel_display()
    if show is None or total <= 0:
        yield None
        return
    bar = ProgressBar(label, total)
    show(bar)
    counter = _CallCounter()
    counter.start(lambda: bar.update(counter.count, counter.detail))
    failed = False
    try:
        yield bar
    except BaseException:
        failed = True
        raise
    finally:
        counter.stop()
        bar.update(counter.count, counter.detail, finished=True, failed=failed)


__all__ = ["MIN_INTERVAL", "ProgressBar", "ProgressObserver", "call_progress"]
