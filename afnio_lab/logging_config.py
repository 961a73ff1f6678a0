"""afnio's ``logging_config``: set how chatty the ``afnio_lab`` loggers are.

Unlike afnio's, :func:`configure_logging` leaves the root logger and other libraries'
handlers alone: it sets the level of the ``afnio_lab`` logger and gives it one handler
that prints ``[afnio_lab] message`` lines.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager

LOGGER_NAME = "afnio_lab"


class _PrefixHandler(logging.StreamHandler):  # type: ignore[type-arg,unused-ignore]
    """Prints records as ``[afnio_lab] message`` (debug level adds time and logger)."""


class _Formatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        text = super().format(record)
        return text.replace("[afnio_lab] afnio_lab: ", "[afnio_lab] ", 1)


def configure_logging(verbosity: str = "info") -> None:
    """Log afnio_lab messages at ``verbosity`` (``"debug"``, ``"info"``, ``"warning"``…)."""
    if not isinstance(verbosity, str):
        raise TypeError("verbosity must be a string like 'info', 'debug', etc.")
    level = logging.getLevelName(verbosity.upper())
    if not isinstance(level, int):
        raise ValueError(
            f"Unknown verbosity {verbosity!r}; use 'debug', 'info', 'warning' or 'error'."
        )
    logger = logging.getLogger(LOGGER_NAME)
    logger.setLevel(level)
    handler = next((h for h in logger.handlers if isinstance(h, _PrefixHandler)), None)
    if handler is None:
        handler = _PrefixHandler()
        logger.addHandler(handler)
    fmt = (
        "%(asctime)s [afnio_lab] %(name)s %(levelname)s: %(message)s"
        if level <= logging.DEBUG
        else "[afnio_lab] %(message)s"
    )
    handler.setFormatter(_Formatter(fmt))
    handler.setLevel(level)


@contextmanager
def set_logger_level(logger_name: str, level: int) -> Iterator[None]:
    """Set ``logger_name``'s level for the block, then restore it."""
    logger = logging.getLogger(logger_name)
    old = logger.level
    logger.setLevel(level)
    try:
        yield
    finally:
        logger.setLevel(old)


__all__ = ["configure_logging", "set_logger_level"]
