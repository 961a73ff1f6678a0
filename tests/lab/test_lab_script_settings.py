"""``scripts/lab.sh`` quiets JupyterLab's first screen with settings that really exist."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_overrides_are_valid_settings_of_the_installed_jupyterlab():
    script = (ROOT / "scripts" / "lab.sh").read_text()
    body = re.search(r"<<'JSON'\n(.*?)\nJSON\n", script, re.S)
    assert body, "lab.sh writes no overrides.json"
    overrides = json.loads(body.group(1))
    schemas = Path(sys.prefix) / "share" / "jupyter" / "lab" / "schemas"
    for plugin, values in overrides.items():
        package, _, name = plugin.partition(":")
        schema = json.loads((schemas / package / f"{name}.json").read_text())
        for key, value in values.items():
            spec = schema["properties"][key]  # a KeyError: the setting was renamed
            allowed = [c["const"] for c in spec.get("oneOf", [])]
            assert not allowed or value in allowed, (key, value, allowed)
    assert overrides["@jupyterlab/apputils-extension:notification"]["fetchNews"] == "false"
