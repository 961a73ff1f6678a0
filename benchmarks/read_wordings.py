"""How the offline model reads prompts it has never seen: the labels it would answer with,
against the labels each prompt asks for, on prompts written blind (``benchmarks/wordings/``,
``benchmarks/wordings_second/`` and ``benchmarks/wordings_third/``, each a ``prompts.json``
of classification prompts in many wordings and prompts that are no classification task).

Run: ``.venv/bin/python benchmarks/read_wordings.py [FOLDER ...] [--show]`` (``--show`` lists
each miss).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from afnio_lab.models import offline_learner

HERE = Path(__file__).resolve().parent
FOLDERS = ("wordings", "wordings_second", "wordings_third")


def read_labels(prompt: str) -> list[str] | None:
    """The labels the offline model reads from ``prompt`` as a system prompt, or None when it
    reads no classification task."""
    task = offline_learner.read_task(prompt)
    return None if task is None else task.labels


def verdict(expected: list[str] | None, read: list[str] | None) -> str:
    """ "exact" (the same answers, in any order), "case" (the same but for capitals: answers
    would miss targets until a rewrite respells them), or "wrong"."""
    if expected is None or read is None:
        return "exact" if expected == read else "wrong"
    if sorted(expected) == sorted(read):
        return "exact"
    folded = sorted(label.casefold() for label in expected)
    return "case" if folded == sorted(label.casefold() for label in read) else "wrong"


def report(folder: str, show: bool) -> None:
    """Print how many prompts of ``folder`` the offline model reads right."""
    items = json.loads((HERE / folder / "prompts.json").read_text(encoding="utf-8"))
    tally: dict[tuple[bool, str], int] = {}
    for item in items:
        read = read_labels(item["prompt"])
        result = verdict(item["labels"], read)
        kind = item["labels"] is not None
        tally[kind, result] = tally.get((kind, result), 0) + 1
        if show and result != "exact":
            print(f"--- {result}: expected {item['labels']}, read {read}\n{item['prompt']}\n")
    print(f"{folder}:")
    for kind, name in ((True, "classification prompts"), (False, "other prompts")):
        total = sum(n for (k, _), n in tally.items() if k == kind)
        exact, case = tally.get((kind, "exact"), 0), tally.get((kind, "case"), 0)
        print(f"  {name}: {total}; read exactly {exact} ({exact / max(1, total):.0%})", end="")
        print(f", right but for capitals {case}" if kind else "")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folders", nargs="*", default=FOLDERS, help="folders of benchmarks/")
    parser.add_argument("--show", action="store_true", help="list every prompt read wrong")
    args = parser.parse_args()
    for folder in args.folders:
        report(folder, args.show)


if __name__ == "__main__":
    main()
