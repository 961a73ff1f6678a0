"""Word-by-word diffs of two texts, with bounded work however long the texts are.

Used for prompts before and after an optimizer step and gradients before and after a replay.
"""

from __future__ import annotations

import difflib
import re

_TOKEN = re.compile(r"\s+|\w+|[^\w\s]")


_SENTENCE = re.compile(r"[^.!?\n]*(?:[.!?\n]+|$)\s*")
#: A changed sentence sharing less than this share of its characters with its new version is
#: shown as rewritten (removed, then added) rather than as a confetti of word changes.
REWRITTEN_BELOW = 0.5


def word_diff(before: str, after: str) -> list[tuple[str, str]]:
    """``[(op, text)]`` with op ``"equal"``, ``"delete"`` or ``"insert"``: sentence by
    sentence, and word by word inside a sentence that was edited rather than rewritten.
    Joining the equal and delete parts gives ``before``; equal and insert give ``after``."""
    a, b = _sentences(before), _sentences(after)
    out: list[tuple[str, str]] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        old, new = "".join(a[i1:i2]), "".join(b[j1:j2])
        if op == "equal":
            out.append(("equal", old))
            continue
        words = _words(old, new)
        if old and new and _shared(words) < REWRITTEN_BELOW * max(len(old), len(new)):
            out += [("delete", old), ("insert", new)]  # rewritten: read it whole
        else:
            out += words
    return _merged(out)


def _sentences(text: str) -> list[str]:
    return [s for s in _SENTENCE.findall(text) if s]


def _shared(ops: list[tuple[str, str]]) -> int:
    """Characters a word diff kept, not counting spaces and punctuation."""
    return sum(len(re.sub(r"\W", "", text)) for op, text in ops if op == "equal")


def _words(before: str, after: str) -> list[tuple[str, str]]:
    a, b = _TOKEN.findall(before), _TOKEN.findall(after)
    out: list[tuple[str, str]] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            out.append(("equal", "".join(a[i1:i2])))
            continue
        if i2 > i1:
            out.append(("delete", "".join(a[i1:i2])))
        if j2 > j1:
            out.append(("insert", "".join(b[j1:j2])))
    return out


def _merged(ops: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Neighbouring pieces of one kind as one piece (deletes before inserts in a change)."""
    out: list[tuple[str, str]] = []
    for op, text in ops:
        if not text:
            continue
        if out and out[-1][0] == op:
            out[-1] = (op, out[-1][1] + text)
        elif op == "delete" and len(out) >= 2 and out[-1][0] == "insert" and out[-2][0] == "delete":
            out[-2] = ("delete", out[-2][1] + text)
        else:
            out.append((op, text))
    return out


#: Most token pairs difflib may compare for one diff (its work grows with their product).
DIFF_WORK_LIMIT = 250_000
#: Unchanged text kept on each side of a change; longer stretches become a "skip" op.
CONTEXT_CHARS = 160
TOO_LONG = "(too long to diff word by word: the whole changed part is shown as removed/added)"


def _common_prefix(a: str, b: str) -> int:
    """Length of the common prefix, by bisection on C-speed slice compares (no char loop)."""
    lo, hi = 0, min(len(a), len(b))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[:mid] == b[:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _common_suffix(a: str, b: str, limit: int) -> int:
    lo, hi = 0, limit
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[len(a) - mid :] == b[len(b) - mid :]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _word_start(text: str, i: int) -> int:
    """Move ``i`` back so it does not cut a word in two."""
    while 0 < i < len(text) and text[i - 1].isalnum() and text[i].isalnum():
        i -= 1
    return i


def _elide(text: str, keep_head: bool, keep_tail: bool, context: int) -> list[tuple[str, str]]:
    """Unchanged text, cut to ``context`` chars next to the change with a "skip" op between."""
    if len(text) <= 2 * context + 40:
        return [("equal", text)] if text else []
    head = text[:context] if keep_head else ""
    tail = text[len(text) - context :] if keep_tail else ""
    skipped = len(text) - len(head) - len(tail)
    out = [("equal", head)] if head else []
    out.append(("skip", f"… {skipped:,} unchanged characters …"))
    if tail:
        out.append(("equal", tail))
    return out


def bounded_word_diff(
    before: str,
    after: str,
    work_limit: int = DIFF_WORK_LIMIT,
    context: int = CONTEXT_CHARS,
) -> list[tuple[str, str]]:
    """``[(op, text)]`` word by word (``equal``/``delete``/``insert``, plus ``skip`` for long
    unchanged stretches and ``note`` when the change is too long to diff word by word).

    Why bounded: gradients nest (a 100-deep chain's leaf feedback is ~30,000 characters), and
    a plain word diff of such texts takes minutes. The shared start and end are cut off in
    linear time, only the changed middle is tokenised, and difflib runs only when
    ``len(a) * len(b) <= work_limit`` tokens; otherwise the middle is one delete + one insert.
    """
    p = _word_start(before, _common_prefix(before, after))
    p = min(p, _word_start(after, p))
    s = _common_suffix(before, after, min(len(before), len(after)) - p)
    while s and (
        (len(before) - s > p and before[len(before) - s - 1].isalnum() and before[-s].isalnum())
        or (len(after) - s > p and after[len(after) - s - 1].isalnum() and after[-s].isalnum())
    ):
        s -= 1
    a_mid, b_mid = before[p : len(before) - s], after[p : len(after) - s]
    out = _elide(before[:p], keep_head=False, keep_tail=True, context=context)
    if len(_TOKEN.findall(a_mid)) * len(_TOKEN.findall(b_mid)) > work_limit:
        out.append(("note", TOO_LONG))
        out += [("delete", a_mid)] if a_mid else []
        out += [("insert", b_mid)] if b_mid else []
    else:
        for op, text in word_diff(a_mid, b_mid):
            out += _elide(text, True, True, context) if op == "equal" else [(op, text)]
    out += _elide(before[len(before) - s :], keep_head=True, keep_tail=False, context=context)
    return out


def spaced(ops: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """``ops`` to show: a space between a deleted run and the inserted run right after it
    when neither has one there, so struck and new words do not read as one ("dateOpen").
    For display only: the joined texts then carry that space."""
    out: list[tuple[str, str]] = []
    for op, text in ops:
        if (
            op == "insert"
            and out
            and out[-1][0] == "delete"
            and out[-1][1][-1:].strip()
            and text[:1].strip()
        ):
            out.append(("equal", " "))
        out.append((op, text))
    return out


__all__ = [
    "CONTEXT_CHARS",
    "DIFF_WORK_LIMIT",
    "REWRITTEN_BELOW",
    "TOO_LONG",
    "bounded_word_diff",
    "spaced",
    "word_diff",
]
