"""Progress bars for the trainer: ``tqdm.auto`` (a widget in Jupyter, text in a terminal),
one per phase and epoch, with the running metrics and total cost beside the bar."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from IPython import get_ipython
from tqdm import tqdm as text_tqdm
from tqdm.notebook import tqdm as notebook_tqdm


def in_notebook() -> bool:
    """True inside a Jupyter kernel (where widgets and the live plot can show)."""
    shell = get_ipython()
    return shell is not None and type(shell).__name__ in ("ZMQInteractiveShell", "Shell")


def metrics_text(prefix: str, metrics: Mapping[str, float], cost: float) -> str:
    """``tot_cost: $0.0012 - train_loss: 3.0000 - train_accuracy: 0.5000`` (loss first)."""
    keys = sorted(metrics, key=lambda k: (k != "loss", k))
    items = [f"{prefix}_{k}: {metrics[k]:.4f}" for k in keys if isinstance(metrics[k], int | float)]
    return " - ".join([f"tot_cost: ${cost:.4f}", *items])


class PhaseBar:
    """A bar over the samples of one phase; a no-op when disabled."""

    def __init__(self, desc: str, total: int, enabled: bool, notebook: bool) -> None:
        self._bar: Any = None
        if not enabled:
            return
        bar = notebook_tqdm if notebook else text_tqdm
        self._bar = bar(total=total, desc=desc, unit="sample", leave=True, dynamic_ncols=True)

    def advance(self, samples: int, postfix: str) -> None:
        if self._bar is not None:
            self._bar.set_postfix_str(postfix, refresh=False)
            self._bar.update(samples)

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
