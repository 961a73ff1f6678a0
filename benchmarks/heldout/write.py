"""Write hand-written held-out sets as JSON, for every folder's ``write_data.py``: one file
per set, a ``{"text", "label"}`` record per text, grouped by label in the order written.
``check.py`` then verifies what was written (sizes, duplicates, give-away words)."""

import json
from collections.abc import Mapping, Sequence
from pathlib import Path

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
