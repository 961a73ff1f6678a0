"""pytest's setup for the tutorials that nbval runs: ``07_training_offline`` reads Meta's data
set from ``AFNIO_LAB_DATA`` (else it downloads it). Point that at the copy kept beside the
repository, ``../shared/data``, when there is one, so a test run reads it and never downloads;
``scripts/test.sh`` fails in CI when that copy is missing."""

import os
from pathlib import Path

SHARED_DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

if SHARED_DATA.is_dir():
    os.environ.setdefault("AFNIO_LAB_DATA", str(SHARED_DATA))
