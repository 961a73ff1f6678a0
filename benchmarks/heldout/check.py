"""Check every held-out set as it is on disk (the folders in :data:`FOLDERS`), so a hand edit
of a JSON file is checked too: valid records, lower-case single-token labels, balanced labels,
150-240 examples, 4-40 words (:data:`LONG_FOLDERS`: whole emails and reviews, their own
limits), no duplicate text (within a set or across all of them) and no give-away word: none
present in every example of a label, and none present in most of one label's examples while
rare in the others. Exits non-zero on any failure.

Run: ``python3 benchmarks/heldout/check.py``.
"""

import json
import re
import sys
from collections import Counter
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[1]
FOLDERS = (
    "heldout",
    "heldout_fresh",
    "heldout_final",
    "heldout_fourth",
    "heldout_fifth",
    "heldout_sixth",
    "heldout_seventh",
    "heldout_eighth",
    "heldout_ninth",
    "heldout_tenth",
    "heldout_eleventh",
    "heldout_twelfth",
    "heldout_thirteenth",
    "heldout_fourteenth",
    "heldout_fifteenth",
    "heldout_sixteenth",
    "heldout_seventeenth",
    "heldout_eighteenth",
    "heldout_nineteenth",
    "heldout_twentieth",
    "heldout_twentyfirst",
    "heldout_twentysecond",
    "heldout_twentythird",
)
# The "most of one label, rare elsewhere" rule was a writing rule from heldout_final on: the
# older sets keep natural markers ("who" in questions about people) on purpose.
MOST_RARE_FOLDERS = FOLDERS[FOLDERS.index("heldout_final") :]
LABEL = re.compile(r"[a-z][a-z0-9_]*")
MIN_SIZE, MAX_SIZE = 150, 240
MIN_WORDS, MAX_WORDS = 4, 40
# Folders (or single sets, ``folder/stem``, when a folder mixes lengths) whose texts are long on
# purpose (whole emails and reviews, fewer of them, as writing them takes longer): (min examples,
# max examples, min words, max words).
LONG_FOLDERS = {
    "heldout_ninth": (140, 240, 35, 110),
    "heldout_tenth": (120, 240, 65, 160),
    "heldout_eleventh": (90, 240, 55, 150),
    "heldout_twelfth/noticeboard": (120, 240, 4, 30),
    "heldout_twelfth/garage": (150, 240, 15, 55),
    "heldout_twelfth/offer": (120, 240, 55, 110),
    "heldout_thirteenth/library": (150, 240, 8, 35),
    "heldout_thirteenth/landlord": (150, 240, 15, 45),
    "heldout_thirteenth/podcast": (150, 240, 10, 40),
    "heldout_fourteenth": (150, 240, 20, 70),
    "heldout_fifteenth": (150, 240, 15, 60),
    "heldout_sixteenth/transit": (150, 240, 40, 90),
    "heldout_sixteenth/vet": (150, 240, 12, 40),
    "heldout_sixteenth/warranty": (150, 240, 15, 50),
    "heldout_seventeenth/dentist": (150, 240, 45, 110),
    "heldout_seventeenth/grocery": (150, 240, 10, 35),
    "heldout_seventeenth/volunteer": (150, 240, 15, 60),
    "heldout_eighteenth/swimming": (150, 240, 35, 90),
    "heldout_eighteenth/removals": (150, 240, 8, 30),
    "heldout_eighteenth/street": (150, 240, 15, 45),
    "heldout_nineteenth/boxoffice": (150, 240, 15, 50),
    "heldout_nineteenth/house": (150, 240, 6, 25),
    "heldout_nineteenth/leave": (150, 240, 40, 90),
    "heldout_twentieth/garden": (150, 240, 60, 110),
    "heldout_twentieth/tailor": (150, 240, 6, 25),
    "heldout_twentieth/driving": (150, 240, 20, 50),
    "heldout_twentyfirst/accounts": (150, 240, 60, 110),
    "heldout_twentyfirst/choir": (150, 240, 20, 50),
    "heldout_twentyfirst/campsite": (150, 240, 6, 25),
    "heldout_twentysecond/proofs": (150, 240, 50, 100),
    "heldout_twentysecond/allotment": (150, 240, 15, 45),
    "heldout_twentysecond/feelings": (150, 240, 5, 20),
    "heldout_twentythird/care": (150, 240, 50, 100),
    "heldout_twentythird/museum": (150, 240, 15, 45),
    "heldout_twentythird/courier": (150, 240, 5, 20),
}
# A word in at least this share of one label's examples but at most RARE of the rest's
# would let a learner win by spotting it rather than by understanding the task.
MOST, RARE = 0.4, 0.1


def normal(text: str) -> str:
    """Case, spacing and end punctuation do not make two texts different."""
    return " ".join(text.lower().split()).rstrip(".!?")


def words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9']+", text.lower()))


def limits(name: str) -> tuple[int, int, int, int]:
    """Min and max examples, then min and max words per text, for the set ``folder/stem``."""
    default = (MIN_SIZE, MAX_SIZE, MIN_WORDS, MAX_WORDS)
    return LONG_FOLDERS.get(name, LONG_FOLDERS.get(name.split("/")[0], default))


def record_problems(name: str, records: list[object]) -> tuple[list[str], dict[str, list[str]]]:
    """Problems with single records, and the valid texts grouped by label."""
    *_, min_words, max_words = limits(name)
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
        if not min_words <= n <= max_words:
            problems.append(f"{name}[{i}]: {n} words: {text!r}")
        by_label.setdefault(label, []).append(text)
    return problems, by_label


def giveaways(name: str, by_label: dict[str, list[str]], most_rare: bool) -> list[str]:
    """Words that mark one label: in all of its examples, or in most of them and few others."""
    problems: list[str] = []
    for label, texts in by_label.items():
        mine = [words(t) for t in texts]
        rest = [words(t) for other, ts in by_label.items() if other != label for t in ts]
        common = set.intersection(*mine)
        if common:
            problems.append(f"{name}/{label}: every example contains {sorted(common)}")
        in_mine = Counter(w for ws in mine for w in ws)
        in_rest = Counter(w for ws in rest for w in ws)
        for word, k in sorted(in_mine.items()):
            share, elsewhere = k / len(mine), in_rest[word] / max(len(rest), 1)
            if most_rare and word not in common and share >= MOST and elsewhere <= RARE:
                problems.append(
                    f"{name}/{label}: {word!r} in {share:.0%} of its examples, "
                    f"{elsewhere:.0%} of the others"
                )
    return problems


def check_set(name: str, records: object, taken: dict[str, str]) -> list[str]:
    """Problems found in one set; adds its texts to ``taken`` (text -> where it was seen)."""
    if not isinstance(records, list):
        return [f"{name}: top level is not a list"]
    problems, by_label = record_problems(name, records)
    for i, r in enumerate(records):
        if isinstance(r, dict) and isinstance(r.get("text"), str):
            key = normal(r["text"])
            if key in taken:
                problems.append(f"{name}[{i}]: duplicate of {taken[key]}: {r['text']!r}")
            taken[key] = f"{name}[{i}]"
    counts = {label: len(texts) for label, texts in by_label.items()}
    if len(set(counts.values())) > 1:
        problems.append(f"{name}: unbalanced labels {counts}")
    min_size, max_size, *_ = limits(name)
    if not min_size <= len(records) <= max_size:
        problems.append(f"{name}: {len(records)} examples, outside {min_size}-{max_size}")
    lengths = [len(t.split()) for texts in by_label.values() for t in texts]
    print(
        f"{name}: {len(records)} examples, {len(counts)} labels {counts}, "
        f"words {min(lengths, default=0)}-{max(lengths, default=0)}"
    )
    return problems + giveaways(name, by_label, name.split("/")[0] in MOST_RARE_FOLDERS)


def main() -> int:
    taken: dict[str, str] = {}
    problems: list[str] = []
    for path in (p for folder in FOLDERS for p in sorted((BENCHMARKS / folder).glob("*.json"))):
        name = f"{path.parent.name}/{path.stem}"
        try:
            records = json.loads(path.read_text())
        except (OSError, json.JSONDecodeError) as e:
            problems.append(f"{name}: cannot load {path}: {e}")
            continue
        problems += check_set(name, records, taken)
    for p in problems:
        print("FAIL", p)
    print("ok" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
