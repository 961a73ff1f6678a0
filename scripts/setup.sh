#!/usr/bin/env bash
# Set up afnio_lab on a fresh Debian/Ubuntu machine: system packages, a venv, the package.
# Usage: bash scripts/setup.sh            (everything, including the test tools)
#        AFNIO_LAB_NO_BROWSER=1 bash ...  (skip Chromium: only the browser tests need it)
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive PIP_DISABLE_PIP_VERSION_CHECK=1

# libgomp1: the xllamacpp wheel (llama.cpp's server, for the real-server tests) links the
# system's OpenMP runtime instead of shipping its own.
packages=(graphviz libgomp1)
[ "${AFNIO_LAB_NO_BROWSER:-0}" = 1 ] || packages+=(chromium)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  echo "setup: installing system packages: ${missing[*]}"
  for attempt in 1 2 3; do
    $sudo apt-get update -q >/dev/null && $sudo apt-get install -y -q "${missing[@]}" >/dev/null && break
    [ "$attempt" = 3 ] && { echo "setup: apt-get failed three times" >&2; exit 1; }
    sleep 5
  done
fi

[ -x .venv/bin/python ] || python3 -m venv .venv
log=$(mktemp)
if ! { .venv/bin/python -m pip install -q --upgrade pip && \
       .venv/bin/python -m pip install -q -e ".[test]"; } >"$log" 2>&1; then
  cat "$log" >&2; echo "setup: pip install failed (output above)" >&2; exit 1
fi
rm -f "$log"
.venv/bin/python -c "import afnio_lab" || { echo "setup: afnio_lab did not install" >&2; exit 1; }
echo "setup: done (.venv)"
