"""Write the hand-written held-out sets as JSON: each folder's ``texts.py`` holds the texts
(``SETS``: per set, per label, the texts), this writes one file per set, a
``{"text", "label"}`` record per text, grouped by label in the order written.
``check.py`` then verifies what was written (sizes, duplicates, give-away words).

Run: ``python3 benchmarks/heldout/write.py [FOLDER ...]`` (folders under benchmarks/, all
of them by default), only after editing the texts.
"""

import argparse
import importlib.util
import json
from collections.abc import Mapping, Sequence
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[1]

# per label: a list of texts, or a block with one text per non-blank line
Texts = str | Sequence[str]


def lines(texts: Texts) -> list[str]:
    if isinstance(texts, str):
        return [line.strip() for line in texts.splitlines() if line.strip()]
    return list(texts)


def write_sets(folder: Path, sets: Mapping[str, Mapping[str, Texts]]) -> None:
    for name, by_label in sets.items():
        records = [
            {"text": text, "label": label}
            for label, texts in by_label.items()
            for text in lines(texts)
        ]
        path = folder / f"{name}.json"
        path.write_text(json.dumps(records, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {path}: {len(records)} examples")


def folder_sets(folder: Path) -> Mapping[str, Mapping[str, Texts]]:
    """The ``SETS`` of ``folder/texts.py``."""
    spec = importlib.util.spec_from_file_location(f"{folder.name}_texts", folder / "texts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.SETS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="*", help="e.g. heldout_eighth (default: all)")
    args = parser.parse_args()
    names = args.folders or sorted(p.parent.name for p in BENCHMARKS.glob("heldout*/texts.py"))
    for name in names:
        write_sets(BENCHMARKS / name, folder_sets(BENCHMARKS / name))


if __name__ == "__main__":
    main()
