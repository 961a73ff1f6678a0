"""Keep API keys out of logs, reprs, exports and error messages.

Clients register the keys they hold; :func:`redact` replaces them (and anything that looks
like an OpenAI-style key) before text leaves the models layer.
"""

from __future__ import annotations

import re
import threading

_lock = threading.Lock()
_secrets: set[str] = set()
_KEY_LIKE = re.compile(r"\b(sk-[A-Za-z0-9_\-]{3})[A-Za-z0-9_\-]{8,}")


def register_secret(secret: str | None) -> None:
    """Remember a secret so :func:`redact` hides it (short strings are ignored)."""
    if secret and len(secret) >= 6:
        with _lock:
            _secrets.add(secret)


def redact(text: str) -> str:
    """``text`` with every registered secret and key-like token replaced by ``***``."""
    with _lock:
        secrets = sorted(_secrets, key=len, reverse=True)
    for secret in secrets:
        if secret in text:
            text = text.replace(secret, "***")
    return _KEY_LIKE.sub(r"\1***", text)


def mask(secret: str | None) -> str:
    """How a key is shown in a repr: never its value."""
    return "None" if not secret else "'***'"
