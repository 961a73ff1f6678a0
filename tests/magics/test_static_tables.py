"""The static tables and their colours are written once, in ``lab/views``.

``%afnio_calls`` and the lab view's saved picture list calls with the same table (numbers
right-aligned, text left-aligned, inline so GitHub keeps it), and the diff, change and status
colours come from the palette in ``lab/views/style.py`` only.
"""

from __future__ import annotations

import re
from pathlib import Path

from magics.test_compare_magics import FORWARD, SETUP

import afnio_lab
import afnio_lab.lab as lab
from afnio_lab.lab.views import style
from afnio_lab.lab.views.display import CSS
from afnio_lab.lab.views.tables import calls_tables, diff_rows_html
from afnio_lab.widgets._base import LabWidget
from afnio_lab.widgets.compare import compare_css

from support.cells import run_cell as run


def test_the_lab_views_call_panel_is_the_afnio_calls_table(ip):
    for code in (SETUP, FORWARD):
        result, out = run(ip, code)
        assert result.success, out.stderr
    calls = lab.get_session().calls(None)
    result, out = run(ip, "%afnio_calls")
    assert result.success, out.stderr
    bundle = out.outputs[0].data
    assert bundle["text/html"] == CSS + calls_tables(calls)[1]
    assert bundle["text/plain"] == calls_tables(calls)[0]
    assert "text-align:right" in calls_tables(calls)[1]  # the numbers line up in both


def _palette() -> set[str]:
    """The diff and change colours, and the tags' own (others share greys and ambers)."""
    colours = {style.DELETED_BG, style.INSERTED_BG, style.ROW_CHANGED_BG}
    colours |= {bg for bg in style.CHANGE_BG.values() if bg}
    colours |= {*style.TAGS["edited"], *style.TAGS["llm"]}
    colours |= {bg for _, bg in style.ITEM_MARKS.values()}
    return {c.lower() for c in colours}


def test_diff_change_and_status_colours_are_defined_in_the_palette_only():
    package = Path(afnio_lab.__file__).parent
    palette = _palette()
    written = {}
    for path in package.rglob("*"):
        if path.suffix in {".py", ".css", ".js"} and path != Path(style.__file__):
            found = palette & {
                c.lower() for c in re.findall(r"#[0-9a-fA-F]{6}\b", path.read_text())
            }
            if found:
                written[str(path.relative_to(package))] = sorted(found)
    assert written == {}
    stylesheet = (package / "widgets" / "assets" / "widgets.css").read_text()
    assert re.findall(r"\.afnio-(?:tag-|diff|item\.)[^{]*\{[^}]*#", stylesheet) == []


def test_the_static_tables_and_the_widgets_draw_with_the_palette():
    rows = [("prompt", True, "be brief", "be very brief"), ("other", False, "x", "x")]
    table = diff_rows_html(rows)
    assert f"<ins style='background:{style.INSERTED_BG}" in table
    assert f"style='background:{style.ROW_CHANGED_BG}'" in table
    css = LabWidget._css
    assert f".afnio-diff del {{ background: {style.DELETED_BG}; }}" in css
    background, color = style.TAGS["edited"]
    assert f".afnio-tag-edited {{ background: {background}; color: {color}; }}" in css
    assert f"background: {style.CHANGE_BG['regressed']}" in compare_css()
