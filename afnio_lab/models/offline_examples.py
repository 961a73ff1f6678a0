"""Worked examples a prompt gives ("'I love it' -> positive"): the offline learner reads them
as a person's hints, the way a model reading a few-shot prompt would.

Two forms are read, one example per line or several quoted on one line:

* an arrow: ``I love it -> positive``, ``'Awful service' => negative``, ``- Q: Who won? → sports``;
* a pair of lines: ``Text: I love it`` then ``Label: positive`` (or ``Review:``/``Sentiment:``,
  ``Q:``/``A:``, …: any header, then a header naming the answer).
"""

from __future__ import annotations

import functools
import re

from afnio_lab.models.offline_lexicon import word_set

_Q = r"['\"“”‘’`]"
# the arrow, and the answer's header if it has one ("-> Output: animal")
_ARROW = r"(?:->|=>|→|⇒)(?:\s*[A-Za-z]+:)?"
# an answer: a word or a few ("Sci/Tech", "not spam"), quoted or not
_WORDS = r"[A-Za-z0-9][\w/-]*(?:\s[A-Za-z0-9][\w/-]*){0,2}"
_ANSWER = rf"{_Q}?({_WORDS}){_Q}?"
_QUOTED_EXAMPLE = re.compile(rf"{_Q}([^'\"“”‘’`\n]{{2,300}}?){_Q}\s*{_ARROW}\s*{_ANSWER}")
_LINE_EXAMPLE = re.compile(
    rf"^\s*(?:[-*•]\s+|\d{{1,2}}[.)]\s+)?(?:[A-Za-z][\w ]{{0,20}}:\s+)?(.{{2,300}}?)\s*{_ARROW}\s*"
    rf"{_ANSWER}\s*[.!]?\s*$"
)
_FIELD = re.compile(r"^\s*(?:[-*•]\s+)?([A-Za-z][\w ]{0,20}?)\s*:\s+(.+?)\s*$")
# headers that name the answer in a pair of lines
_ANSWER_HEADERS = word_set(
    "label answer output sentiment category class topic intent tag classification result a "
    "type kind department team priority"
)


def read_examples(text: str) -> list[tuple[str, str]]:
    """(example text, its answer) for each worked example in ``text``, in order."""
    return [(example, answer) for _, example, answer in _read_examples(text)]


def example_lines(text: str) -> frozenset[str]:
    """The lines of ``text`` that hold worked examples (both lines of a pair), when it gives
    two or more, as a few-shot prompt does: a user template's examples are instructions,
    not part of the input to classify."""
    found = _read_examples(text)
    if len(found) < 2:
        return frozenset()
    return frozenset(line for lines, _, _ in found for line in lines)


@functools.lru_cache(maxsize=256)
def _read_examples(text: str) -> tuple[tuple[tuple[str, ...], str, str], ...]:
    """(its lines, example text, answer) for each example, once per text: forward reads the
    same instructions for every sample of a batch."""
    found: list[tuple[tuple[str, ...], str, str]] = []
    lines = [line for line in text.splitlines() if line.strip()]
    paired = set()
    for i in range(len(lines) - 1):
        first, second = _FIELD.match(lines[i]), _FIELD.match(lines[i + 1])
        if first and second and second.group(1).casefold() in _ANSWER_HEADERS:
            answer = as_answer(second.group(2))
            if answer and first.group(1).casefold() not in _ANSWER_HEADERS:
                found.append(((lines[i], lines[i + 1]), first.group(2), answer))
                paired |= {i, i + 1}
    for i, line in enumerate(lines):
        if i in paired:
            continue
        quoted = [(m.group(1), m.group(2)) for m in _QUOTED_EXAMPLE.finditer(line)]
        whole = _LINE_EXAMPLE.match(line)
        if quoted:
            found += [((line,), example, answer) for example, answer in quoted]
        elif whole:
            found.append(((line,), whole.group(1).strip(" '\"“”‘’`"), whole.group(2)))
    return tuple(found)


def as_answer(value: str) -> str | None:
    """A field's value as an answer: a word or a few (quotes and a full stop dropped)."""
    value = value.strip().rstrip(".!").strip(" '\"“”‘’`")
    return value if re.fullmatch(_WORDS, value) else None
