#!/usr/bin/env bash
# The main job: set up (no browser needed) and open the quickstart tutorial in JupyterLab.
# Runs on the offline teaching model: no API key, no network beyond the package install.
set -euo pipefail
cd "$(dirname "$0")/.."
AFNIO_LAB_NO_BROWSER=1 bash scripts/setup.sh
.venv/bin/jupyter trust notebooks/*.ipynb >/dev/null   # show the saved graphs and widgets
args=()
[ "$(id -u)" = 0 ] && args+=(--allow-root)
[ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] || args+=(--no-browser)
echo "Opening notebooks/01_quickstart.ipynb (Ctrl-C to stop)."
cd notebooks
exec ../.venv/bin/jupyter lab "${args[@]}" "$@" 01_quickstart.ipynb
