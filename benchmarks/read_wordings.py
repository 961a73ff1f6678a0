"""How the offline model reads prompts it has never seen: the labels it would answer with,
against the labels each prompt asks for, on prompts written blind (``benchmarks/wordings/``,
``benchmarks/wordings_second/`` and ``benchmarks/wordings_third/``, each a ``prompts.json``
of classification prompts in many wordings and prompts that are no classification task),
and on whole conversations written blind (``benchmarks/conversations/conversations.json``:
a system prompt, a user template filled with an input, few-shot turns).

Run: ``.venv/bin/python benchmarks/read_wordings.py [FOLDER ...] [--show]`` (``--show`` lists
each miss).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from afnio_lab.models import offline_conversation, offline_learner

HERE = Path(__file__).resolve().parent
FOLDERS = ("wordings", "wordings_second", "wordings_third", "conversations", "conversations_second")


def items_of(folder: str) -> list[dict[str, Any]]:
    """The entries of a folder: system prompts (``prompts.json``) or conversations."""
    path = HERE / folder / "prompts.json"
    if not path.exists():
        path = HERE / folder / "conversations.json"
    items: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))
    return items


def read_labels(item: dict[str, Any]) -> list[str] | None:
    """The labels the offline model reads from an entry (a system prompt, or a conversation as
    forward reads it), or None when it reads no classification task."""
    if "messages" in item:
        turns = [(m["role"], m["content"]) for m in item["messages"]]
        task = offline_conversation.conversation_task(turns)
    else:
        task = offline_learner.read_task(item["prompt"])
    return None if task is None else task.labels


def shown(item: dict[str, Any]) -> str:
    """An entry as ``--show`` prints it."""
    if "messages" in item:
        return "\n".join(f"[{m['role']}] {m['content']}" for m in item["messages"])
    return str(item["prompt"])


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
    tally: dict[tuple[bool, str], int] = {}
    for item in items_of(folder):
        read = read_labels(item)
        result = verdict(item["labels"], read)
        kind = item["labels"] is not None
        tally[kind, result] = tally.get((kind, result), 0) + 1
        if show and result != "exact":
            print(f"--- {result}: expected {item['labels']}, read {read}\n{shown(item)}\n")
    print(f"{folder}:")
    for kind, name in ((True, "classification tasks"), (False, "others")):
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
