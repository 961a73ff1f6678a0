"""Which parts of a conversation state its task, which show worked examples, which is the
input: the offline model reads a pipeline's messages as a person would.

* System messages are instructions. One that sets another task ("List every change …")
  makes the user message its input.
* A user message is a template filled with an input. Its instruction lines are those that
  open with a task word and name the answers or a rule (:func:`_instructs`), a list they
  announce ("Pick one:" then bullets), a list named as answers ("Choices: …", "Departments:
  …" after a task about departments) and its worked example lines; its first line too when
  no system message states the task (the template's head does). The rest is input, whatever
  lists, questions or instructions it holds ("Ingredients: flour, eggs, milk", "Every
  lesson ended with 'buy my presets'"): the reply follows the prompt's rules, not the
  input's.
* A user turn answered by a short assistant turn is a worked example (few-shot turns). Other
  assistant turns are a chat's history, not instructions.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Sequence
from typing import Any

from afnio_lab.models.offline_examples import as_answer, example_lines
from afnio_lab.models.offline_labels import (
    LIST_HEADER,
    OTHER_TASKS,
    TASK_WORDS,
    is_list_line,
    sentences,
)
from afnio_lab.models.offline_learner import (
    FIELD,
    Task,
    classification_input,
    is_instruction,
    read_task,
    tokens,
    word_stem,
)

Turns = Sequence[tuple[str, str]]

# a line that names the list of answers whatever the task: "### Labels", "Choices: A, B"
# ("Categories:" and "Tags:" may be an input's own fields: they count when the task names them)
_ANSWER_NOUNS = r"labels?|options?|choices?|answers?"
_ANSWERS_HEADER = re.compile(
    rf"[#*_\s]*(?:(?:allowed|possible|valid)\s+)?(?:{_ANSWER_NOUNS})"
    r"[*_\s]*(?::[*_\s]*(?:[^:]*(?:[,/|]|\sor\s)[^:]*)?)?",
    re.I,
)
# what may come before an instruction's first word: "Please classify …", "Now, which …",
# "Read the request and classify …"
_LEAD = re.compile(
    r"[\s*_#>-]*(?:(?:please|now|then|next|finally|lastly|so)\b[\s,]*)*"
    r"(?:(?:read|review|examine|consider|look\s+at|study)\b[^.?!:,]{0,80}?\s(?:and|then)\s+)?",
    re.I,
)
# a sentence that sets a task other than classifying: "Rewrite …", "List every change …"
_OTHER_TASK = re.compile(
    rf"(?:^|[.!?:]\s+|\n)\W*(?:please\s+)?(?:{OTHER_TASKS}|suggest|list|write|explain|convert|"
    r"format|correct|fix|calculate|compute|count)\b",
    re.I,
)
# a field that holds the task: "Task: …", "### Instruction: …"
_TASK_FIELD = re.compile(r"[*_#\s]*(?:(?:your\s+)?task|instructions?|goal)[*_\s]*", re.I)
# task words that are nouns an input's field may be named by ("Categories:", "Tags:")
_NOUN = re.compile(
    r"categor(?:y|ies)|labels?|class(?:es)?|tags?|topics?|intents?|sentiment|verdict|rating", re.I
)
# an instruction that announces its list on the lines after it: "… one of the labels below"
_BELOW = re.compile(r"\b(?:below|following)\b", re.I)
# the end of a line after which the answers are listed: "Choose one:", "… one of the
# following:", "## Labels"
_ANSWERS_BELOW = re.compile(
    rf"\b(?:one|following|below|{_ANSWER_NOUNS}|categories|classes)"
    r"[*_\s]*:?[*_\s]*$",
    re.I,
)


def conversation_task(turns: Turns, response_format: Any = None) -> Task | None:
    """The classification task a conversation ((role, text) turns) states, or None: its rules
    read from every message, its labels from the instructions (:func:`instruction_text`),
    hints from its few-shot turns."""
    text = "\n".join(t for _, t in turns)
    return read_task(text, response_format, instruction_text(turns), turn_examples(turns))


def instruction_text(turns: Turns) -> str:
    """Where a conversation states its task: its system messages and its user messages'
    instruction lines, a blank line between messages so that no list runs across them."""
    return _instruction_text(tuple(turns))


@functools.lru_cache(maxsize=64)
def _instruction_text(turns: tuple[tuple[str, str], ...]) -> str:
    """:func:`instruction_text`, read once per conversation: forward reads it for the task
    and again for the rules that shape the reply."""
    system = "\n".join(t for role, t in turns if role not in ("user", "assistant"))
    parts = []
    for role, text in turns:
        if role == "assistant":
            continue
        parts.append("\n".join(template_lines(text, system)) if role == "user" else text)
    return "\n\n".join(p for p in parts if p.strip())


def template_lines(user_text: str, system: str) -> list[str]:
    """The lines of a user message that instruct, not the input filled into it (see the
    module's docstring); ``system`` is the system messages' text."""
    if _OTHER_TASK.search(system) and not TASK_WORDS.search(system):
        return []  # the system sets another task ("List every change …"): this is its input
    lines = user_text.strip().splitlines()
    examples = example_lines(user_text)
    kept: list[str] = []
    leads = False  # the kept lines before announce the answers, one list line after another
    for i, line in enumerate(lines):
        leads = leads and is_list_line(line)
        keep = (
            (i == 0 and not TASK_WORDS.search(system))  # the template's head states the task
            or leads
            or line in examples
            or (not _quoted(line) and any(_instructs(s) for s in sentences(line)))
            or _names_answers(line, system, kept)
        )
        if keep or not line.strip():  # blank lines part lists, as in the message
            kept.append(line)
        leads = bool(keep) and (leads or _ANSWERS_BELOW.search(line) is not None)
    return kept if any(line.strip() for line in kept) else []


def turn_examples(turns: Turns) -> list[tuple[str, str]]:
    """(input, answer) for each user turn answered by a short assistant turn (a word or a
    few): the worked examples of a few-shot conversation."""
    system = [t for role, t in turns if role not in ("user", "assistant")]
    found = []
    for (role, asked), (reply_role, reply) in itertools.pairwise(turns):
        answer = as_answer(reply) if role == "user" and reply_role == "assistant" else None
        if answer and answer[0].isalpha():  # a label, not a date or a number worked out
            found.append((classification_input(asked, system), answer))
    return found


def _instructs(sentence: str) -> bool:
    """A sentence that opens with a task word, as an instruction does ("Classify …", "Which
    section …?", "Reply with …"; not "And is it OK to tip, or …?"), and names the answers or
    a rule, or announces their list ("Pick one:", "one of the labels below"). A field's value
    is the sentence when the field is the task ("Task: Classify …"); a field whose name asks
    for a choice instructs ("Emotions to choose from: …"); any other is the input's own
    ("Tenant: Is it a lease or a licence?", "Categories: travel, food")."""
    if _field_value(sentence):
        name, _, sentence = sentence.partition(":")
        if not _TASK_FIELD.fullmatch(name):
            return any(not _NOUN.fullmatch(m.group(0)) for m in TASK_WORDS.finditer(name))
    lead = _LEAD.match(sentence)  # matches every sentence, perhaps empty
    start = lead.end() if lead else 0
    if TASK_WORDS.match(sentence, start) is None:
        return False
    announces = sentence.rstrip().endswith(":") or _BELOW.search(sentence) is not None
    return announces or is_instruction(sentence[start:])


def _field_value(line: str) -> str | None:
    """The value of a field line ("Ingredients: flour, eggs"), or None for another line."""
    field = FIELD.match(line.strip())
    return field.group(2) if field else None


def _quoted(line: str) -> bool:
    """A line of quoted material (in quotes, or a Markdown quote): what the input says."""
    return line.lstrip().startswith(('"', "“", ">", "«"))


def _names_answers(line: str, system: str, above: Sequence[str]) -> bool:
    """A line that names a list of answers: "Choices: A, B", "### Labels", or a list under a
    plural name the task uses ("Departments: Sales, …" after "Decide which department …"),
    once the system messages or the instruction lines ``above`` state a task."""
    generic = _ANSWERS_HEADER.fullmatch(line.strip()) is not None
    header = LIST_HEADER.match(line.strip().strip("#*_ "))
    if not generic and header is None:
        return False
    task = "\n".join([system, *above])  # joined only for a line that looks like a header
    if not TASK_WORDS.search(task):
        return False
    named = word_stem(tokens(header.group(0))[-1]) if header else None
    return generic or named in {word_stem(w) for w in tokens(task)}
