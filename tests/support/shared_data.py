"""Where tests and benchmarks find the full public data sets (not committed to the repo).

``AFNIO_LAB_DATA`` names the folder; by default ``../shared/data`` next to the repository.
Outside CI a missing folder skips the tests that need it; under ``CI=true`` it fails them.
"""

from __future__ import annotations

import os
from pathlib import Path

from support.paths import REPO
from support.tools import skip_or_fail

DATA_ENV = "AFNIO_LAB_DATA"


def data_root() -> Path:
    """Absolute, so a relative ``AFNIO_LAB_DATA`` still holds after a test changes folder."""
    return Path(os.environ.get(DATA_ENV) or REPO.parent / "shared" / "data").resolve()


def facility_support_root() -> Path:
    """The folder holding ``FacilitySupport/raw/dataset.json`` (skip or fail without it)."""
    root = data_root()
    if not (root / "FacilitySupport" / "raw" / "dataset.json").is_file():
        skip_or_fail(
            f"the Facility Support data set is not in {root}/FacilitySupport/raw/dataset.json; "
            f"set {DATA_ENV} to the folder that holds FacilitySupport/"
        )
    return root
