#!/usr/bin/env bash
# The suite (without the browser tests and the notebooks) with every runtime dependency at the
# lowest version pyproject.toml accepts, in its own venv (.venv-floors). Why: pip keeps what
# already satisfies a requirement, so a user can have exactly these versions.
# The test tools come at whatever versions pip finds compatible with those floors.
# Usage: bash scripts/test_floors.sh [pytest arguments]
set -euo pipefail
cd "$(dirname "$0")/.."
export PIP_DISABLE_PIP_VERSION_CHECK=1
venv=.venv-floors
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
constraints=$(mktemp)
log=$(mktemp)
trap 'rm -f "$constraints" "$log"' EXIT
"$venv/bin/python" scripts/floor_constraints.py >"$constraints"
if ! { "$venv/bin/python" -m pip install -q --upgrade pip && \
       "$venv/bin/python" -m pip install -q -c "$constraints" -e ".[test]"; } >"$log" 2>&1; then
  cat "$log" >&2; echo "test_floors: pip install at the floors failed (output above)" >&2; exit 1
fi
"$venv/bin/python" scripts/floor_constraints.py --check
echo "== pytest at the declared floors ($("$venv/bin/python" -V), not browser, no notebooks)"
# The old versions' deprecation warnings are many and expected: their summary is left out.
"$venv/bin/python" -m pytest -q -m "not browser" -p no:cacheprovider --disable-warnings tests "$@"
