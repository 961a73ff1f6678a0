"""The browser tests' harness: what happens when Chromium or Jupyter is missing."""

from __future__ import annotations

import pytest

from support.jupyter_browser import chromium_path, missing_tools, require_tools


def test_missing_tools_skip_locally_and_fail_in_ci():
    with pytest.raises(pytest.skip.Exception, match="need Debian chromium"):
        require_tools(["Debian chromium"], env={})
    with pytest.raises(pytest.fail.Exception, match="need Debian chromium"):
        require_tools(["Debian chromium"], env={"CI": "true"})
    require_tools([], env={"CI": "true"})  # nothing missing: the tests run


def test_missing_tools_names_what_to_install(monkeypatch):
    monkeypatch.setenv("AFNIO_LAB_CHROMIUM", "/nonexistent/chromium")
    found = chromium_path()
    assert found != "/nonexistent/chromium"
    assert bool(found) != any("chromium" in m for m in missing_tools())
