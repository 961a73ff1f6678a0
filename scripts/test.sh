#!/usr/bin/env bash
# Set up (if needed) and run every check: ruff (lint and format), mypy, the test suite (unit, notebooks, browser).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "== ruff";  .venv/bin/ruff check . && .venv/bin/ruff format --check .
echo "== mypy";  .venv/bin/mypy
echo "== pytest (unit, browser and notebook tests)"
.venv/bin/python -m pytest -q --nbval-lax --nbval-current-env \
  --nbval-sanitize-with notebooks/nbval_sanitize.cfg tests notebooks "$@"
