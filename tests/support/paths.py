"""Where things are, for tests in any folder: the repository root and its main folders."""

from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"
ARTIFACTS = REPO / "test-artifacts"
DOCS = REPO / "docs"
ASSETS = REPO / "afnio_lab" / "widgets" / "assets"
