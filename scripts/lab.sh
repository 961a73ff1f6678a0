#!/usr/bin/env bash
# The main job: set up (no browser, no test tools) and open the quickstart tutorial in JupyterLab.
# Runs on the offline teaching model: no API key, no network beyond the package install.
# Prints the URL that opens notebooks/01_quickstart.ipynb itself; the server's log goes to a
# file (its path is printed) so the terminal stays readable. Extra arguments go to jupyter lab.
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive PIP_DISABLE_PIP_VERSION_CHECK=1

if ! dpkg-query -W -f='${Status}' graphviz 2>/dev/null | grep -q "install ok installed"; then
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  echo "lab: installing graphviz (apt-get)"
  $sudo apt-get update -q && $sudo apt-get install -y -q graphviz
fi

[ -x .venv/bin/python ] || { echo "lab: creating .venv"; python3 -m venv .venv; }
if ! .venv/bin/python -c "import afnio_lab, jupyterlab, matplotlib" 2>/dev/null; then
  echo "lab: installing afnio_lab and JupyterLab into .venv (pip's progress follows)"
  .venv/bin/python -m pip install --progress-bar on --upgrade pip
  .venv/bin/python -m pip install --progress-bar on -e ".[lab]"
fi
.venv/bin/jupyter trust notebooks/*.ipynb >/dev/null 2>&1 || true  # show saved graphs/widgets
# JupyterLab's settings overrides for this venv only: no "fetch news?" toast on the first
# screen (and no update check, which would call out to the internet).
settings=.venv/share/jupyter/lab/settings
mkdir -p "$settings"
[ -f "$settings/overrides.json" ] || cat >"$settings/overrides.json" <<'JSON'
{
  "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": false}
}
JSON

port=$(.venv/bin/python -c "import socket; s=socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])")
token=$(.venv/bin/python -c "import secrets; print(secrets.token_hex(16))")
log="${AFNIO_LAB_LOG:-${TMPDIR:-/tmp}/afnio_lab_jupyter_$port.log}"
args=(--no-browser "--port=$port" --ServerApp.port_retries=0 --ServerApp.ip=127.0.0.1
      "--IdentityProvider.token=$token" --ServerApp.root_dir="$PWD/notebooks")
[ "$(id -u)" = 0 ] && args+=(--allow-root)

.venv/bin/jupyter lab "${args[@]}" "$@" >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true' INT TERM EXIT
# wait until the server answers (or stops): python's urllib, so no curl is needed
if ! .venv/bin/python - "$port" "$token" "$server" <<'PY'
import os, sys, time, urllib.request
port, token, pid = sys.argv[1], sys.argv[2], int(sys.argv[3])
request = urllib.request.Request(f"http://127.0.0.1:{port}/api/status",
                                 headers={"Authorization": f"token {token}"})
deadline = time.monotonic() + 120
while time.monotonic() < deadline:
    try:
        os.kill(pid, 0)
    except OSError:
        sys.exit(1)
    try:
        urllib.request.urlopen(request, timeout=2).read()
        sys.exit(0)
    except OSError:
        time.sleep(0.2)
sys.exit(1)
PY
then
  echo "lab: JupyterLab did not start; the end of its log ($log):" >&2
  tail -n 30 "$log" >&2
  exit 1
fi
url="http://127.0.0.1:$port/lab/tree/01_quickstart.ipynb?token=$token"
echo
echo "  Open the quickstart:  $url"
echo "  Server log:           $log"
echo "  Stop with Ctrl-C."
echo
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && command -v xdg-open >/dev/null; then
  xdg-open "$url" >/dev/null 2>&1 || true
fi
wait "$server"
