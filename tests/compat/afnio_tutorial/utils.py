"""The helper the afnio tutorial imports (``from utils import print_html_table``), written
for these tests: a two-column before/after table. Text is escaped (it comes from an LLM)."""

import html

from IPython.display import HTML, display


def print_html_table(
    s1,
    s2,
    format_text_enabled=False,
    col1_title="BEFORE OPTIMIZATION",
    col2_title="AFTER OPTIMIZATION",
):
    def cell(text):
        return f'<td style="text-align:left;vertical-align:top;white-space:pre-wrap">{html.escape(text)}</td>'

    display(
        HTML(
            f"<table><tr><th>{html.escape(col1_title)}</th><th>{html.escape(col2_title)}</th></tr>"
            f"<tr>{cell(s1)}{cell(s2)}</tr></table>"
        )
    )
