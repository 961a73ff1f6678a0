"""afnio's ``tellurio`` names, done locally: no login, no network, no key stored.

afnio talks to Tellurio Studio (a hosted service) to log runs and metrics and to mirror
Variables. afnio_lab keeps all of it in the lab session instead:

- :func:`login` checks nothing and stores nothing; it returns a local identity.
- :func:`init` starts a local :class:`~afnio_lab.tellurio.run.Run`, an experiment in
  ``afnio_lab.lab.get_session().experiments``; :func:`log` records metrics there.
- :func:`suppress_variable_notifications` is honoured: while active, the trainer does not
  record parameter updates in the run (afnio stops sending Variable changes).
- :func:`configure_logging` sets the ``afnio_lab`` log level.
"""

from __future__ import annotations

import logging
import os
from typing import Any

from afnio_lab.logging_config import configure_logging
from afnio_lab.tellurio.notifications import (
    is_variable_notify_suppressed,
    suppress_variable_notifications,
)
from afnio_lab.tellurio.run import Run, RunStatus, get_active_run, init

logger = logging.getLogger("afnio_lab.tellurio")


def login(api_key: str | None = None, relogin: bool = False) -> dict[str, Any]:
    """Local stand-in for afnio's login: nothing is checked, sent or stored.

    The key (argument or ``TELLURIO_API_KEY``) is ignored and never echoed. Returns
    ``{"email": None, "username": <TELLURIO_USERNAME or "local">, "session_id": None}``.
    """
    username = os.environ.get("TELLURIO_USERNAME") or "local"
    logger.info(
        "Working locally as %r: no login needed, the API key is not used or stored.", username
    )
    return {"email": None, "username": username, "session_id": None}


def log(name: str, value: Any, step: int | None = None, client: Any = None) -> None:
    """Record a metric in the active run (local; ``client`` is ignored)."""
    get_active_run().log(name=name, value=value, step=step)


__all__ = [
    "Run",
    "RunStatus",
    "configure_logging",
    "get_active_run",
    "init",
    "is_variable_notify_suppressed",
    "log",
    "login",
    "suppress_variable_notifications",
]
