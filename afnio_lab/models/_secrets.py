"""Keep API keys out of logs, reprs, exports and error messages.

Clients register the keys they hold; :func:`redact` replaces them (and anything that looks
like an OpenAI-style key) before text leaves the models layer.
"""

from __future__ import annotations

import re
import threading
from typing import Any

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


_SECRET_HEADER = re.compile(
    r"^(authorization|proxy-authorization|cookie|api-key|x-api-key|.*[-_](token|key|secret))$",
    re.IGNORECASE,
)
_HEADER_SETTINGS = ("default_headers", "default_query")


def is_secret_header(name: Any) -> bool:
    """Header (or query) names that carry credentials: ``Authorization``, ``api-key``,
    ``x-api-key``, ``*-token``, ``*-key``, ``*-secret`` (any case)."""
    return isinstance(name, str) and bool(_SECRET_HEADER.match(name.strip()))


def split_secret_settings(settings: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """``(secret, public)``: credential headers/query values move to ``secret`` (and are
    registered for :func:`redact`); ``public`` is safe for configs, saves, reprs and logs."""
    secret: dict[str, Any] = {}
    public = dict(settings)
    for name in _HEADER_SETTINGS:
        values = settings.get(name)
        if not isinstance(values, dict):
            continue
        hidden = {k: v for k, v in values.items() if is_secret_header(k)}
        if hidden:
            secret[name] = hidden
            public[name] = {k: v for k, v in values.items() if k not in hidden}
            for value in hidden.values():
                if isinstance(value, str):
                    register_secret(value)
                    register_secret(value.split(" ", 1)[-1])  # "Bearer xyz" -> also "xyz"
    return secret, public


def merge_secret_settings(public: dict[str, Any], secret: dict[str, Any]) -> dict[str, Any]:
    """The full settings for the SDK: public ones with the credential values put back."""
    merged = dict(public)
    for name, hidden in secret.items():
        merged[name] = {**(public.get(name) or {}), **hidden}
    return merged
