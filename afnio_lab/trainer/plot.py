"""A live plot of a training run for Jupyter: one small SVG chart per metric (train solid,
validation dashed) and one for the cumulative cost, redrawn after every epoch.

Plain SVG built here (no plotting library); names from the user's metrics are escaped.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Any

from IPython.display import HTML, display

_W, _H, _PAD = 230, 130, 38
_TRAIN, _VAL, _COST = "#1f77b4", "#d62728", "#2ca02c"


def _fmt(value: float) -> str:
    return f"{value:.3g}"


def _panel(title: str, series: Sequence[tuple[str, str, list[tuple[int, float]]]]) -> str:
    """One chart: ``series`` is ``(label, colour, [(epoch, value), …])``; dashed if 'val'."""
    points = [p for _, _, pts in series for p in pts]
    if not points:
        return ""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    x0, x1 = min(xs), max(max(xs), min(xs) + 1)
    y0, y1 = min(ys), max(ys)
    if y1 - y0 < 1e-12:
        y0, y1 = y0 - 0.5, y1 + 0.5

    def sx(x: float) -> float:
        return _PAD + (x - x0) / (x1 - x0) * (_W - _PAD - 10)

    def sy(y: float) -> float:
        return _H - _PAD + 10 - (y - y0) / (y1 - y0) * (_H - _PAD - 10)

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_W}" height="{_H}" '
        f'style="font:10px sans-serif;margin:2px">',
        f'<text x="{_W / 2}" y="10" text-anchor="middle">{html.escape(title)}</text>',
        f'<line x1="{_PAD}" y1="{_H - _PAD + 10}" x2="{_W - 10}" y2="{_H - _PAD + 10}" '
        'stroke="#999"/>',
        f'<line x1="{_PAD}" y1="14" x2="{_PAD}" y2="{_H - _PAD + 10}" stroke="#999"/>',
        f'<text x="{_PAD - 2}" y="{sy(y1) + 3}" text-anchor="end">{_fmt(y1)}</text>',
        f'<text x="{_PAD - 2}" y="{sy(y0) + 3}" text-anchor="end">{_fmt(y0)}</text>',
        f'<text x="{sx(x0)}" y="{_H - _PAD + 22}" text-anchor="middle">{x0}</text>',
        f'<text x="{sx(x1)}" y="{_H - _PAD + 22}" text-anchor="middle">{x1}</text>',
        f'<text x="{_W / 2}" y="{_H - 2}" text-anchor="middle">epoch</text>',
    ]
    for label, colour, pts in series:
        if not pts:
            continue
        dash = ' stroke-dasharray="4 3"' if label.startswith("val") else ""
        path = " ".join(f"{sx(x):.1f},{sy(y):.1f}" for x, y in pts)
        parts.append(
            f'<polyline points="{path}" fill="none" stroke="{colour}" '
            f'stroke-width="1.5"{dash}><title>{html.escape(label)}</title></polyline>'
        )
        for x, y in pts:
            parts.append(
                f'<circle cx="{sx(x):.1f}" cy="{sy(y):.1f}" r="2" fill="{colour}">'
                f"<title>{html.escape(label)} epoch {x}: {_fmt(y)}</title></circle>"
            )
    parts.append("</svg>")
    return "".join(parts)


def _numeric(value: Any) -> float | None:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def render_history(epochs: Sequence[Mapping[str, Any]]) -> str:
    """HTML with the charts for ``epochs`` (dicts with ``epoch``, ``train``, ``val``,
    ``cost``)."""
    names: list[str] = []
    for e in epochs:
        for key in [*e["train"], *e["val"]]:
            if key not in names:
                names.append(key)
    panels = []
    for name in names:
        train = [
            (e["epoch"], v) for e in epochs if (v := _numeric(e["train"].get(name))) is not None
        ]
        val = [(e["epoch"], v) for e in epochs if (v := _numeric(e["val"].get(name))) is not None]
        panels.append(_panel(name, [(f"train_{name}", _TRAIN, train), (f"val_{name}", _VAL, val)]))
    cost = [(e["epoch"], float(e["cost"])) for e in epochs]
    panels.append(_panel("total cost ($)", [("cost", _COST, cost)]))
    legend = (
        f'<span style="color:{_TRAIN}">── train</span> &nbsp; '
        f'<span style="color:{_VAL}">- - validation</span>'
    )
    return (
        f'<div class="afnio-lab-training-plot"><div style="font:11px sans-serif">'
        f"{legend}</div>{''.join(panels)}</div>"
    )


class LivePlot:
    """Shows :func:`render_history` in a notebook output and redraws it in place."""

    def __init__(self) -> None:
        self._handle: Any = None

    def update(self, epochs: Sequence[Mapping[str, Any]]) -> None:
        content = HTML(render_history(epochs))
        if self._handle is None:
            self._handle = display(content, display_id=True)
        else:
            self._handle.update(content)
