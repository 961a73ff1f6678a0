"""What every afnio_lab widget shares: the stylesheet (with its palette rules generated from
the lab's style module), the helpers in ``common.js``, and front-end actions arriving as
custom messages that call ``do_<action>`` methods.

Actions are an explicit allow-list per widget, so a message can only ever run a method the
widget meant to expose; an action that fails reports its message in the widget instead of
disappearing into the kernel log.
"""

from __future__ import annotations

import functools
import logging
from importlib.resources import files
from typing import Any, ClassVar

import anywidget
import traitlets

from afnio_lab.lab.views.style import (
    DELETED_BG,
    HIGHLIGHTS,
    INSERTED_BG,
    ITEM_MARKS,
    LEGEND,
    MUTED,
    TAGS,
)

log = logging.getLogger("afnio_lab.widgets")


@functools.cache
def asset(name: str) -> str:
    """A file shipped in ``afnio_lab/widgets/assets`` (package data, no build step)."""
    return files("afnio_lab.widgets").joinpath("assets").joinpath(name).read_text(encoding="utf-8")


def esm(name: str) -> str:
    """A widget's ES module: the shared helpers followed by the widget's own code."""
    return asset("common.js") + "\n" + asset(name)


_NODE_SHAPES = ":is(path, ellipse, polygon)"


def _declarations(pairs: tuple[tuple[str, str], ...]) -> str:
    return "; ".join(f"{prop}: {value}" for prop, value in pairs) + ";"


def palette_css() -> str:
    """The stylesheet rules that carry colours: a swatch per legend key (an outline-only
    swatch gets a white fill), the outline of each highlighted node, in override order, the
    word diff's marks, the marked gradient items and the status tags."""
    rules = [
        f".afnio-diff ins {{ background: {INSERTED_BG}; text-decoration: none; }}",
        f".afnio-diff del {{ background: {DELETED_BG}; }}",
        f".afnio-diff-skip {{ color: {MUTED}; font-style: italic; }}",
        *(
            f".afnio-item.{mark} {{ border-left-color: {border}; background: {background}; }}"
            for mark, (border, background) in ITEM_MARKS.items()
        ),
        *(
            f".afnio-tag-{status} {{ background: {background}; color: {color}; }}"
            for status, (background, color) in TAGS.items()
        ),
    ]
    for key in LEGEND:
        fill = (
            () if any(prop == "background" for prop, _ in key.swatch) else (("background", "#fff"),)
        )
        rules.append(f".afnio-gv-key-{key.kind} i {{ {_declarations(fill + key.swatch)} }}")
    for mark in HIGHLIGHTS:
        selectors = [f".afnio-gv g.node.{mark.mark} {_NODE_SHAPES}"] if mark.drawn else []
        selectors.append(f".afnio-gv g.node.is-{mark.mark} {_NODE_SHAPES}")
        pairs = (("stroke", mark.color), ("stroke-width", mark.width), *mark.extra)
        rules.append(",\n".join(selectors) + f" {{ {_declarations(pairs)} }}")
    return "\n".join(rules) + "\n"


class LabWidget(anywidget.AnyWidget):
    """Base class: shared CSS, and ``message`` for what the last action said."""

    _css = asset("widgets.css") + palette_css()
    #: Front-end actions this widget accepts (each runs ``do_<name>(content)``).
    actions: ClassVar[tuple[str, ...]] = ()

    message = traitlets.Dict({"level": "", "text": ""}).tag(sync=True)
    #: ids of the saved pictures this widget hides once drawn (:mod:`~afnio_lab.widgets.twin`)
    twins: traitlets.List[str] = traitlets.List([]).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.on_msg(self._on_custom_msg)

    def _on_custom_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict):
            self.dispatch(content)

    def dispatch(self, content: dict[str, Any]) -> bool:
        """Run the action a front end asked for; returns False for an unknown action."""
        action = content.get("action")
        if action not in self.actions:
            log.warning("afnio_lab widget %s ignored action %r", type(self).__name__, action)
            return False
        try:
            getattr(self, f"do_{action}")(content)
        except Exception as exc:  # shown in the widget: the user clicked, the user should see
            log.exception("afnio_lab widget action %r failed", action)
            self.say("error", f"{type(exc).__name__}: {exc}")
        return True

    def say(self, level: str, text: str) -> None:
        """Show a one-line message (``level``: ``"ok"``, ``"info"`` or ``"error"``)."""
        self.message = {"level": level, "text": text}


__all__ = ["LabWidget", "asset", "esm", "log", "palette_css"]
