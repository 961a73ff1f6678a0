"""Fixtures for tests of the client's network environment: a test CA, and an environment
with no proxy, CA or ``OPENAI_*`` setting of the machine leaking into a case."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType

import openai
import pytest
import trustme

#: The httpx the installed openai SDK builds its clients from (``httpx2`` in today's openai,
#: ``httpx`` in older ones), and the httpcore under it: tests build transports and pools with these.
SDK_HTTPX: ModuleType = importlib.import_module(
    openai.DefaultHttpxClient.__mro__[1].__module__.split(".")[0]
)
SDK_HTTPCORE: ModuleType = sys.modules[
    type(SDK_HTTPX.HTTPTransport()._pool).__module__.split(".")[0]
]

#: What the SDK (and so the client) reads from the environment, in either spelling.
NETWORK_ENVIRONMENT = (
    "HTTP_PROXY",
    "HTTPS_PROXY",
    "ALL_PROXY",
    "NO_PROXY",
    "SSL_CERT_FILE",
    "SSL_CERT_DIR",
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
    "OPENAI_ORG_ID",
    "OPENAI_PROJECT_ID",
)


@pytest.fixture
def clean_network_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """None of :data:`NETWORK_ENVIRONMENT` is set (either spelling) for the test."""
    for name in NETWORK_ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)
        monkeypatch.delenv(name.lower(), raising=False)


@pytest.fixture(scope="module")
def ca(tmp_path_factory: pytest.TempPathFactory) -> tuple[trustme.CA, Path]:
    """A certificate authority of the test's own, and its certificate as a PEM file."""
    authority = trustme.CA()
    path = tmp_path_factory.mktemp("ca") / "ca.pem"
    authority.cert_pem.write_to_path(str(path))
    return authority, path


__all__ = ["NETWORK_ENVIRONMENT", "SDK_HTTPCORE", "SDK_HTTPX", "ca", "clean_network_environment"]
