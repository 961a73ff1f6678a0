"""Model text made safe to keep: valid Unicode whatever the reply held."""

from __future__ import annotations

from typing import Any


def clean_text(text: Any) -> str:
    """Reply text as valid Unicode: lone surrogates (``\\ud83d``) become U+FFFD, so the
    text survives JSON export, saving and the next request."""
    if not isinstance(text, str):
        text = "" if text is None else str(text)
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
