"""The committed tutorials name their kernel as ipykernel installs it, so JupyterLab opens
them unmodified (it rewrites a differing kernelspec at once: the "modified" dot on the
quickstart's first screen). The browser check is ``tests/browser/test_quickstart_browser.py``."""

from __future__ import annotations

import importlib.util
import json

import pytest
from ipykernel.kernelspec import get_kernel_dict

from support.paths import NOTEBOOKS, REPO

TUTORIALS = sorted(NOTEBOOKS.glob("*.ipynb"))


def _build_script() -> object:
    spec = importlib.util.spec_from_file_location(
        "build_notebooks", REPO / "scripts" / "build_notebooks.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda p: p.name)
def test_each_tutorial_names_the_installed_kernel(path) -> None:
    kernelspec = json.loads(path.read_text())["metadata"]["kernelspec"]
    installed = get_kernel_dict()
    assert kernelspec == {
        "name": "python3",
        "display_name": installed["display_name"],
        "language": installed["language"],
    }


def test_the_build_script_writes_the_installed_kernel_name() -> None:
    assert len(TUTORIALS) == 6
    assert get_kernel_dict()["display_name"] == _build_script().KERNEL_DISPLAY_NAME  # type: ignore[attr-defined]
