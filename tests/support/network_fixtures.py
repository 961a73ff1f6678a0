"""Fixtures for tests of the client's network environment: a test CA, and an environment
with no proxy, CA or ``OPENAI_*`` setting of the machine leaking into a case."""

from __future__ import annotations

from pathlib import Path

import pytest
import trustme

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


__all__ = ["NETWORK_ENVIRONMENT", "ca", "clean_network_environment"]
