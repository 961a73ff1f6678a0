"""A widget's saved picture: a static HTML/SVG output displayed just before the widget.

Why two outputs: JupyterLab and Notebook 7 save a widget output as a reference to a model
that exists only while the kernel runs (widget state is not saved unless the user turns on
``saveState``), and they prefer that reference to any fallback in the same output, so a
reopened notebook reads "Error displaying widget: model not found". A separate output is
shown on its own terms everywhere: JupyterLab, Notebook 7, nbconvert and any viewer that
renders ``text/html`` or ``image/svg+xml``. In a live page the widget hides its picture
(``hideTwins`` in ``common.js``); in a saved page a rule carried by the picture hides the
"model not found" line of the widget output right after it.

A picture is displayed with a display id (its twin id), so a widget whose view changes after
its cell ran (a stepper walked with its buttons or ``%afnio_step``) updates it in place
(:meth:`SavedPicture.picture_changed`, throttled by :class:`~afnio_lab.widgets.throttle.Throttle`):
the saved notebook keeps the picture the widget ended on, not the one the cell first drew.
"""

from __future__ import annotations

import base64
import html
import re
import uuid
from collections.abc import Iterable
from typing import Any

from IPython.core.displaypub import DisplayPublisher
from IPython.core.interactiveshell import InteractiveShell
from IPython.display import display, update_display

from afnio_lab.lab.views.display import CSS, legend_html, static_note_html
from afnio_lab.lab.views.render import Rendered
from afnio_lab.lab.views.style import HIGHLIGHTS
from afnio_lab.widgets.throttle import Throttle

#: The attribute a picture carries; the widget it belongs to knows its value.
TWIN_ATTR = "data-afnio-twin"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"

# ipywidgets' renderer gets the class ``jupyter-widgets`` only when it gives up (model not
# found, or no view); a live or loading widget never has it on that element. Only the output
# right after a picture is touched. (``:has`` cannot nest, hence the class test.)
_HIDE_MISSING_MODEL = (
    "<style>.jp-OutputArea-child:has([data-afnio-twin]) + .jp-OutputArea-child"
    ":has(> .jp-OutputArea-output.jupyter-widgets){display:none}</style>"
)

#: What the widget output says where it cannot be drawn (an untrusted notebook: JupyterLab
#: shows it beside the sanitized picture).
WIDGET_TEXT = "(interactive view: run this cell to use it)"


def svg_img(svg: str, alt: str = "the graph", layout: str = "") -> str:
    """An SVG as an ``<img>``: the same size everywhere, never scripted, never restyled by
    the page, and (unlike inline SVG) dropped cleanly by sanitizers that refuse it.
    ``layout``: the layout it is drawn in ("LR", "TB", "beside"), kept as ``data-layout``."""
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    mark = f" data-layout='{html.escape(layout, quote=True)}'" if layout else ""
    return (
        f"<img class='afnio-picture-graph'{mark} src='data:image/svg+xml;base64,{data}' "
        f"alt='{html.escape(alt, quote=True)}' style='max-width:100%;height:auto'>"
    )


def graph_picture(rendered: Rendered, layout: str = "") -> str:
    """The legend and the graph as a picture (or the text tree when there is no SVG);
    ``layout``: the name of the layout ``rendered.svg`` is drawn in."""
    if rendered.svg:
        return legend_html() + svg_img(rendered.svg, "the graph (run the cell to see it)", layout)
    hint = f"<div class='afnio-hint'>{html.escape(rendered.hint)}</div>" if rendered.hint else ""
    return f"<pre>{html.escape(rendered.text)}</pre>{hint}"


_SHAPES = ":is(path, ellipse, polygon)"
_NODE_G = re.compile(r'<g id="([^"]+)" class="(node[^"]*)"')
_SVG_OPEN = re.compile(r"<svg\b[^>]*>")


def mark_nodes(svg: str, **marks: Iterable[str]) -> str:
    """``svg`` with highlight marks drawn in, e.g. ``mark_nodes(svg, done=["n3"],
    current=["n4"])``: the outlines a live graph gets from its page's stylesheet, carried by
    the picture itself (an ``<img>`` sees no page CSS)."""
    known = {h.mark: h for h in HIGHLIGHTS}
    unknown = set(marks) - set(known)
    if unknown:
        raise ValueError(f"Unknown mark(s) {sorted(unknown)}; use {sorted(known)}.")
    wanted = {kind: set(ids) for kind, ids in marks.items() if ids}
    if not wanted:
        return svg

    def add_classes(match: re.Match[str]) -> str:
        extra = [f"is-{kind}" for kind, ids in wanted.items() if match.group(1) in ids]
        classes = " ".join([match.group(2), *extra])
        return f'<g id="{match.group(1)}" class="{classes}"'

    rules = []
    for mark in HIGHLIGHTS:  # in override order: later marks win the outline
        if mark.mark in wanted:
            pairs = (("stroke", mark.color), ("stroke-width", mark.width), *mark.extra)
            body = "; ".join(f"{prop}: {value}" for prop, value in pairs)
            rules.append(f"g.node.is-{mark.mark} {_SHAPES} {{ {body}; }}")
    style = f"<style>{' '.join(rules)}</style>"
    marked = _NODE_G.sub(add_classes, svg)
    opening = _SVG_OPEN.search(marked)
    if opening is None:
        return marked
    return marked[: opening.end()] + style + marked[opening.end() :]


def picture_bundle(twin_id: str, body: str, text: str, svg: str | None) -> dict[str, Any]:
    """The saved picture's output: the note, ``body``, and the SVG for SVG-only viewers."""
    page = (
        f"<div {TWIN_ATTR}='{html.escape(twin_id, quote=True)}' class='afnio-picture'>"
        f"{CSS}{_HIDE_MISSING_MODEL}{static_note_html()}{body}</div>"
    )
    bundle: dict[str, Any] = {"text/plain": text, "text/html": page}
    if svg:
        bundle["image/svg+xml"] = svg
    return bundle


def widget_bundle(widget: Any) -> dict[str, Any]:
    """The widget's own output: the view reference and a line for pages that cannot show it."""
    shown = widget._repr_mimebundle_()
    data = shown[0] if isinstance(shown, tuple) else shown
    return {WIDGET_VIEW: data[WIDGET_VIEW], "text/plain": WIDGET_TEXT}


def updates_in_place() -> bool:
    """Whether a display can be updated in place here: in a kernel (or a capture), yes; in
    a terminal IPython, whose publisher prints every update, no (it would print the
    picture's text again after each move)."""
    if not InteractiveShell.initialized():
        return False
    publisher = getattr(InteractiveShell.instance(), "display_pub", None)
    return publisher is not None and type(publisher).publish is not DisplayPublisher.publish


class SavedPicture:
    """Mixin: ``display(widget)`` shows the widget's picture, then the widget.

    A subclass says what its picture is (:meth:`picture`: HTML body, plain text, SVG) and
    which of its anywidget parts hides the picture once drawn (:meth:`twin_host`). When
    its picture changes after display, it calls :meth:`picture_changed`.
    """

    #: the least time between two updates of the displayed pictures, in seconds
    picture_interval: float = 0.5

    def picture(self) -> tuple[str, str, str | None]:
        raise NotImplementedError

    def twin_host(self) -> Any:
        raise NotImplementedError

    def _ipython_display_(self) -> None:
        twin_id = uuid.uuid4().hex
        host = self.twin_host()
        host.twins = [*host.twins, twin_id]
        body, text, svg = self.picture()
        display(picture_bundle(twin_id, body, text, svg), raw=True, display_id=twin_id)
        display(widget_bundle(self), raw=True)
        if updates_in_place():
            self.__dict__.setdefault("_picture_ids", []).append(twin_id)

    @property
    def picture_ids(self) -> list[str]:
        """The display ids of this widget's pictures shown so far that can be updated in
        place (one per display)."""
        return list(self.__dict__.get("_picture_ids", []))

    @property
    def picture_throttle(self) -> Throttle:
        """What paces :meth:`picture_changed` (one per widget)."""
        throttle = self.__dict__.get("_picture_throttle")
        if throttle is None:
            throttle = Throttle(self.update_pictures, self.picture_interval)
            self.__dict__["_picture_throttle"] = throttle
        return throttle

    @picture_throttle.setter
    def picture_throttle(self, throttle: Throttle) -> None:
        self.__dict__["_picture_throttle"] = throttle

    def picture_changed(self) -> None:
        """The view moved: update the displayed pictures, at most once per
        :attr:`picture_interval`, and always for the last move."""
        if self.picture_ids:
            self.picture_throttle()

    def update_pictures(self) -> None:
        """Send the picture as it is now to every display of it (``update_display``)."""
        body, text, svg = self.picture()
        for twin_id in self.picture_ids:
            bundle = picture_bundle(twin_id, body, text, svg)
            update_display(bundle, raw=True, display_id=twin_id)


__all__ = [
    "TWIN_ATTR",
    "WIDGET_TEXT",
    "SavedPicture",
    "graph_picture",
    "mark_nodes",
    "picture_bundle",
    "svg_img",
    "updates_in_place",
    "widget_bundle",
]
