"""Shared fixtures for the whole suite, registered once here.

``tests/`` is on ``sys.path`` (``pythonpath`` in pyproject.toml), so helpers import as
``support.<module>``: loopback LLM servers (``support.llm_server``), llama.cpp's real server
on a tiny generated model (``support.llama_server``, ``support.tiny_gguf``), the browser harness
(``support.jupyter_browser``), running a cell in a real IPython shell (``support.cells``).
"""

from __future__ import annotations

import signal
from collections.abc import Iterator

import pytest

pytest_plugins = [
    "support.llm_fixtures",
    "support.llama_fixtures",
    "support.network_fixtures",
    "support.shell_fixtures",
]


@pytest.fixture
def sigint_raises() -> Iterator[None]:
    """SIGINT raises KeyboardInterrupt in the main thread during the test, as in a terminal or
    a kernel, even when the suite itself was started as a shell's background job (which
    inherits SIGINT ignored, so Python installs no handler)."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
