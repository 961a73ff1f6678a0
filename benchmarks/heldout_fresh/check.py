"""Check the fresh held-out sets as written to disk (not as authored), so a hand edit of a
JSON file is checked too: valid records, balanced labels, sizes, lengths, no duplicates
(within a set, across sets, or shared with the older benchmarks/heldout sets) and no word
that appears in every example of a label (a give-away). Exits non-zero on any failure.

Run: ``python3 benchmarks/heldout_fresh/check.py``.
"""

import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).parent
OLDER = HERE.parent / "heldout"
NAMES = ("questions", "emails", "statements")
LABEL = re.compile(r"[a-z][a-z0-9_]*")
MIN_SIZE, MAX_SIZE = 150, 240
MIN_WORDS, MAX_WORDS = 4, 40


def normal(text: str) -> str:
    """Case and spacing do not make two texts different."""
    return " ".join(text.lower().split())


def words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9']+", text.lower()))


def check_set(name: str, records: object, taken: dict[str, str]) -> list[str]:
    """Problems found in one set; adds its texts to ``taken`` (text -> where it was seen)."""
    if not isinstance(records, list):
        return [f"{name}: top level is not a list"]
    problems: list[str] = []
    by_label: dict[str, list[str]] = {}
    for i, r in enumerate(records):
        if not isinstance(r, dict) or set(r) != {"text", "label"}:
            problems.append(f"{name}[{i}]: keys must be exactly text and label")
            continue
        text, label = r["text"], r["label"]
        if not isinstance(text, str) or not isinstance(label, str):
            problems.append(f"{name}[{i}]: text and label must be strings")
            continue
        if not LABEL.fullmatch(label):
            problems.append(f"{name}[{i}]: label {label!r} is not a lower-case token")
        n = len(text.split())
        if not MIN_WORDS <= n <= MAX_WORDS:
            problems.append(f"{name}[{i}]: {n} words: {text!r}")
        key = normal(text)
        if key in taken:
            problems.append(f"{name}[{i}]: duplicate of {taken[key]}: {text!r}")
        taken[key] = f"{name}[{i}]"
        by_label.setdefault(label, []).append(text)
    counts = Counter({label: len(texts) for label, texts in by_label.items()})
    if len(set(counts.values())) > 1:
        problems.append(f"{name}: unbalanced labels {dict(counts)}")
    if not MIN_SIZE <= len(records) <= MAX_SIZE:
        problems.append(f"{name}: {len(records)} examples, outside {MIN_SIZE}-{MAX_SIZE}")
    for label, texts in by_label.items():
        common = set.intersection(*(words(t) for t in texts))
        if common:
            problems.append(f"{name}/{label}: every example contains {sorted(common)}")
    return problems


def main() -> int:
    taken = {
        normal(r["text"]): f"older {path.name}"
        for path in sorted(OLDER.glob("*.json"))
        for r in json.loads(path.read_text())
    }
    problems: list[str] = []
    for name in NAMES:
        path = HERE / f"{name}.json"
        try:
            records = json.loads(path.read_text())
        except (OSError, json.JSONDecodeError) as e:
            problems.append(f"{name}: cannot load {path}: {e}")
            continue
        problems += check_set(name, records, taken)
        if isinstance(records, list):
            counts = Counter(r.get("label") for r in records if isinstance(r, dict))
            lengths = [len(str(r.get("text", "")).split()) for r in records if isinstance(r, dict)]
            print(
                f"{name}: {len(records)} examples, {len(counts)} labels {dict(counts)}, "
                f"words {min(lengths, default=0)}-{max(lengths, default=0)}"
            )
    for p in problems:
        print("FAIL", p)
    print("ok" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
