"""The rules behind the offline model: a small, documented instruction language.

Nothing here is learned or random. The same rules serve three purposes, so forward answers,
feedback and prompt rewrites agree with each other:

1. :func:`recognise` finds instructions in prompt text (forward reads them from prompts);
2. :func:`diagnose` compares an output with a target and names the instruction that would
   fix the difference (backward writes it into feedback as ``<INSTRUCTION>…</INSTRUCTION>``);
3. :func:`rewrite` folds suggested instructions into a prompt (the optimizer's step).

Recognised instructions (case-insensitive; a rule preceded in its sentence by "not",
"never", "don't" or "avoid" is ignored; within a group the last one stated wins):

- task: "sentiment" → positive / negative / neutral from two small word lists;
  "calculate" / "compute" / "arithmetic" / "solve" → the value of the first ``+ - * /``
  expression; "count the words" / "number of words" → the word count. Without a task the
  answer echoes the input.
- length: "one word" / "a single word" → the first word; "at most N words" /
  "no more than N words" → the first N words.
- "no punctuation" / "without punctuation" → punctuation removed.
- case: "capital letters" / "uppercase" / "all caps" → UPPER; "lowercase" /
  "small letters" → lower.
- "format 'Label: <answer>'" (any quotes; the template must contain ``<answer>``) → the
  answer placed in the template.
- "start with 'X'" / "begin your answer with 'X'" → X prepended;
  "end with 'X'" / "end every answer with 'X'" → X appended.
- "treat the word 'w' as positive|negative|neutral" → the sentiment task counts ``w`` with
  that polarity (neutral: not at all). Classification prompts (any label set, learned cue
  rules) are read by :mod:`afnio_lab.models.offline_learner`, which the forward tries first.

Rules apply in the order task → length → punctuation → case → format → prefix → suffix.
"""

from __future__ import annotations

import ast
import operator
import re
import string
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from afnio_lab.models.protocol import NO_INSTRUCTION

# --- recognising instructions ---------------------------------------------------------------

_Q = r"['\"“”‘’]"  # any quote character


@dataclass(frozen=True)
class Instruction:
    kind: str
    arg: str = ""

    @property
    def group(self) -> str:
        """Instructions in the same group conflict; the newer one replaces the older."""
        if self.kind == "word_label":  # one polarity per word
            return f"word_label:{self.arg.partition('=')[0].casefold()}"
        return _GROUPS.get(self.kind, self.kind)

    def sentence(self) -> str:
        """Canonical wording (re-recognised by :func:`recognise`)."""
        return _CANONICAL[self.kind](self.arg)


_GROUPS = {
    "upper": "case",
    "lower": "case",
    "one_word": "length",
    "max_words": "length",
    "sentiment": "task",
    "arithmetic": "task",
    "count_words": "task",
}

_CANONICAL: dict[str, Callable[[str], str]] = {
    "sentiment": lambda _: "Classify the sentiment of the input.",
    "arithmetic": lambda _: "Calculate the result of the arithmetic in the input.",
    "count_words": lambda _: "Count the words of the input.",
    "one_word": lambda _: "Answer with one word.",
    "max_words": lambda n: f"Answer with at most {n} words.",
    "no_punct": lambda _: "Answer with no punctuation.",
    "upper": lambda _: "Answer in capital letters.",
    "lower": lambda _: "Answer in lowercase letters.",
    "format": lambda t: f"Reply in the format '{t}'.",
    "prefix": lambda t: f"Start your answer with '{t}'.",
    "suffix": lambda t: f"End your answer with '{t}'.",
    "word_label": lambda a: "Treat the word '{}' as {}.".format(*a.partition("=")[::2]),
}

_RULE_LINE_WORDS = 20  # a line of rules for the reply is short; a longer one is input
_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        "word_label",
        re.compile(
            rf"\btreat\s+(?:the\s+word\s+)?{_Q}([A-Za-z]+){_Q}\s+as\s+(?:a\s+sign\s+of\s+)?"
            r"(positive|negative|neutral)\b",
            re.I,
        ),
    ),
    ("format", re.compile(rf"\bformat\s*:?\s*{_Q}([^'\"“”‘’]*<answer>[^'\"“”‘’]*){_Q}", re.I)),
    (
        "prefix",
        re.compile(
            # an instruction ("start", "starts"), not a story ("it started with 'Hi'")
            rf"\b(?:start|begin)s?\s+(?:(?:your|the|every|each)\s+)?(?:(?:answer|reply|response)"
            rf"\s+)?with\s+{_Q}([^'\"“”‘’]+){_Q}",
            re.I,
        ),
    ),
    (
        "suffix",
        re.compile(
            rf"\bends?\s+(?:(?:your|the|every|each)\s+)?(?:(?:answer|reply|response)\s+)?"
            rf"with\s+{_Q}([^'\"“”‘’]+){_Q}",
            re.I,
        ),
    ),
    (
        "max_words",
        re.compile(r"\b(?:at most|no more than|maximum of|up to)\s+(\d+)\s+words?\b", re.I),
    ),
    ("one_word", re.compile(r"\b(?:one|a single|single)\s+word\b", re.I)),
    ("no_punct", re.compile(r"\b(?:no|without)\s+punctuation\b", re.I)),
    ("upper", re.compile(r"\b(?:capital letters|capitals|upper-?\s?case|all caps)\b", re.I)),
    ("lower", re.compile(r"\b(?:lower-?\s?case|small letters)\b", re.I)),
    ("sentiment", re.compile(r"\bsentiment\b", re.I)),
    ("arithmetic", re.compile(r"\b(?:calculate|compute|arithmetic|solve)\b", re.I)),
    ("count_words", re.compile(r"\b(?:count the words|number of words)\b", re.I)),
]
_NEGATION = re.compile(r"\b(?:not|never|don't|do not|avoid)\b", re.I)


def _sentence_start(text: str, pos: int) -> int:
    cut = max(text.rfind(c, 0, pos) for c in ".!?\n")
    return cut + 1


def recognise(text: str) -> list[Instruction]:
    """Instructions in ``text``, in order of appearance (one per group: the last wins)."""
    found: list[tuple[int, Instruction]] = []
    taken: list[tuple[int, int]] = []
    for kind, pattern in _PATTERNS:
        for m in pattern.finditer(text):
            if any(a < m.end() and m.start() < b for a, b in taken):
                continue  # already part of a longer instruction (e.g. a format template)
            if kind not in ("no_punct",) and _NEGATION.search(
                text[_sentence_start(text, m.start()) : m.start()]
            ):
                continue
            taken.append((m.start(), m.end()))
            arg = (
                "=".join(g.casefold() for g in m.groups())
                if len(m.groups()) > 1
                else (m.group(1) if m.groups() else "")
            )
            found.append((m.start(), Instruction(kind, arg)))
    found.sort(key=lambda item: item[0])
    last: dict[str, Instruction] = {}
    for _, ins in found:
        last.pop(ins.group, None)
        last[ins.group] = ins
    return list(last.values())


# --- forward: apply instructions to an input --------------------------------------------------

_POSITIVE = frozenset(
    {
        "good",
        "great",
        "love",
        "loved",
        "loves",
        "excellent",
        "amazing",
        "wonderful",
        "fantastic",
        "best",
        "enjoy",
        "enjoyed",
        "happy",
        "perfect",
        "nice",
        "brilliant",
        "like",
        "liked",
        "awesome",
        "delightful",
        "superb",
        "beautiful",
        "fun",
        "recommend",
    }
)
_NEGATIVE = frozenset(
    {
        "bad",
        "terrible",
        "awful",
        "hate",
        "hated",
        "worst",
        "boring",
        "poor",
        "horrible",
        "disappointing",
        "disappointed",
        "sad",
        "broken",
        "waste",
        "dull",
        "mediocre",
        "annoying",
        "ugly",
        "slow",
        "rude",
        "refund",
    }
)
_NEGATORS = {"not", "no", "never", "isn't", "wasn't", "don't", "didn't", "hardly"}

_OPS: dict[type, Callable[..., float]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.USub: operator.neg,
    ast.UAdd: operator.pos,
}


def _words(text: str) -> list[str]:
    return re.findall(r"[\w'-]+", text.lower())


_SIGN = {"positive": 1, "negative": -1, "neutral": 0}


def polarity(word: str, overrides: dict[str, str] | None = None) -> int:
    """+1, -1 or 0: a taught label (``overrides``) first, else the built-in word lists."""
    if overrides and word in overrides:
        return _SIGN[overrides[word]]
    return 1 if word in _POSITIVE else -1 if word in _NEGATIVE else 0


def sentiment(text: str, overrides: dict[str, str] | None = None) -> str:
    """positive / negative / neutral from two small word lists (negators flip a word);
    ``overrides`` (word → label) are words taught by "treat the word 'w' as …"."""
    score, words = 0, _words(text)
    for i, word in enumerate(words):
        sign = polarity(word, overrides)
        if sign and i > 0 and words[i - 1] in _NEGATORS:
            sign = -sign
        score += sign
    return "positive" if score > 0 else "negative" if score < 0 else "neutral"


def _eval_node(node: ast.AST) -> float:
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_eval_node(node.left), _eval_node(node.right))
    if isinstance(node, ast.UnaryOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_eval_node(node.operand))
    raise ValueError("not arithmetic")


def arithmetic(text: str) -> str:
    """The value of the first ``+ - * /`` expression in ``text`` (no names, no calls)."""
    cleaned = text.replace("×", "*").replace("÷", "/")
    for m in re.finditer(r"[\d.\s()+\-*/]+", cleaned):
        expr = m.group(0).strip()
        if not re.search(r"\d\s*[+\-*/]\s*[\d(]", expr):
            continue
        try:
            value = _eval_node(ast.parse(expr, mode="eval").body)
        except (ValueError, SyntaxError, ZeroDivisionError):
            continue
        return str(int(value)) if float(value).is_integer() else f"{value:.6g}"
    return "no calculation found"


_LABEL = re.compile(r"^\s*(?:question|input|text|review|query|sentence|q)\s*:\s*", re.I)


def answer(instructions: list[Instruction], user_input: str) -> str:
    """The offline forward answer: ``user_input`` transformed by ``instructions``."""
    kinds = {i.kind: i for i in instructions}
    text = _LABEL.sub("", user_input.strip())
    if "sentiment" in kinds:
        text = sentiment(text, word_labels(instructions))
    elif "arithmetic" in kinds:
        text = arithmetic(text)
    elif "count_words" in kinds:
        text = str(len(text.split()))
    if "one_word" in kinds:
        text = (text.split() or [""])[0].strip(string.punctuation)
    elif "max_words" in kinds:
        text = " ".join(text.split()[: int(kinds["max_words"].arg)])
    if "no_punct" in kinds:
        text = strip_punct(text)
    if "upper" in kinds:
        text = text.upper()
    elif "lower" in kinds:
        text = text.lower()
    if "format" in kinds:
        text = kinds["format"].arg.replace("<answer>", text)
    if "prefix" in kinds and not text.startswith(kinds["prefix"].arg):
        text = _join(kinds["prefix"].arg, text)
    if "suffix" in kinds and not text.endswith(kinds["suffix"].arg):
        text = _join(text, kinds["suffix"].arg)
    return text


def _join(left: str, right: str) -> str:
    """``left`` then ``right`` as one reply, with a space where two words would otherwise run
    together ("Dear Sir" + "negative", "negative" + "Thanks"); none after a space, an opening
    mark or a symbol that leads a word ("A: " + "x", "#" + "tag"), nor before punctuation."""
    apart = bool(left and right) and right[0].isalnum() and not left[-1].isspace()
    return f"{left} {right}" if apart and left[-1] not in "([{<'\"“‘#@$/_-" else left + right


def only_rules(line: str) -> bool:
    """A short line that is nothing but rules for the reply, as a template's last line is
    ("Answer in capital letters."); an input's "Answer in capitals please, my eyes are bad.
    The product is great!" holds more than rules."""
    parts = [p for p in re.split(r"(?<=[.!?])\s+", line.strip()) if p]
    if not parts or len(line.split()) > _RULE_LINE_WORDS:
        return False
    return all(recognise(part) for part in parts)


def word_labels(instructions: list[Instruction]) -> dict[str, str]:
    """The words taught a sentiment label by "treat the word 'w' as …" instructions."""
    pairs = (i.arg.partition("=") for i in instructions if i.kind == "word_label")
    return {word: label for word, _, label in pairs}


def strip_punct(text: str) -> str:
    return " ".join(text.translate(str.maketrans("", "", string.punctuation)).split())


def normalise(text: str) -> str:
    """For loose comparisons: case-folded, punctuation removed, spaces collapsed."""
    return strip_punct(text).casefold()


# --- backward: which instruction would turn the output into the target? ------------------------


def _joined(text: str, left: int, right: int) -> bool:
    """Whether ``text[left]`` and ``text[right]`` are letters or digits of one word."""
    inside = left >= 0 and right < len(text)
    return inside and text[left].isalnum() and text[right].isalnum()


def diagnose(output: str, target: str) -> tuple[str, list[Instruction]]:
    """A sentence about how ``output`` differs from ``target`` and the instructions to fix it."""
    out, tgt = output.strip(), target.strip()
    if out == tgt:
        return f"The output {out!r} matches the target exactly; keep it as it is.", []
    fixes: list[Instruction] = []
    core_out, core_tgt = out, tgt
    # A template around the answer: target = A + X + B where X loosely equals the output.
    words_out = out.split()
    if len(tgt) > len(out) and normalise(out) and normalise(out) in normalise(tgt):
        m = re.search(re.escape(out), tgt, re.I) or re.search(
            r"\s*".join(re.escape(w) for w in words_out), tgt, re.I
        )
        # the output must be whole words of the target: "fiction" inside "nonfiction" is
        # another word, not a template "non<answer>"
        if (
            m
            and (m.start() > 0 or m.end() < len(tgt))
            and not _joined(tgt, m.start() - 1, m.start())
            and not _joined(tgt, m.end() - 1, m.end())
        ):
            template = tgt[: m.start()] + "<answer>" + tgt[m.end() :]
            if not re.search(r"['\"“”‘’{}]", template):
                fixes.append(Instruction("format", template))
                core_tgt = m.group(0)
    # Extra words around the right one: target is one word inside the output.
    wanted = core_tgt.strip(string.punctuation).casefold()
    stripped = [w.strip(string.punctuation) for w in words_out]
    if not fixes and len(core_tgt.split()) == 1 and len(words_out) > 1:
        if wanted in [w.casefold() for w in stripped]:
            fixes.append(Instruction("one_word"))
            core_out = next(w for w in stripped if w.casefold() == wanted)
    elif (
        not fixes
        and 1 < len(core_tgt.split()) < len(words_out)
        and normalise(core_tgt) in normalise(out)
    ):
        fixes.append(Instruction("max_words", str(len(core_tgt.split()))))
        core_out = core_tgt  # content is there; the rest is about length
    if normalise(core_out) != normalise(core_tgt):
        return (
            f"The output {out!r} does not match the target {tgt!r}: the content itself is "
            "different, which no formatting rule can fix.",
            fixes,
        )
    letters = [c for c in core_tgt if c.isalpha()]
    if letters and core_out != core_tgt:
        if core_tgt.isupper() and not core_out.isupper():
            fixes.append(Instruction("upper"))
        elif core_tgt.islower() and not core_out.islower():
            fixes.append(Instruction("lower"))
    if strip_punct(core_tgt) == core_tgt and strip_punct(core_out) != core_out:
        fixes.append(Instruction("no_punct"))
    if not fixes:
        return f"The output {out!r} differs from the target {tgt!r} only in small details.", []
    return f"The output {out!r} does not match the target {tgt!r}.", fixes


def instructions_in_feedback(text: str) -> list[Instruction]:
    """Instructions suggested in feedback.

    Feedback holding ``<INSTRUCTION>`` sections (or saying "No instruction suggested.") is
    read only for those; any other feedback (e.g. written by a person) as free text.
    """
    tagged = re.findall(r"<INSTRUCTION>(.*?)</INSTRUCTION>", text, re.DOTALL)
    if tagged:
        out: list[Instruction] = []
        for body in tagged:
            out.extend(recognise(body))
        return out
    if NO_INSTRUCTION in text:
        return []
    return recognise(text)


# --- optimizer: fold instructions into a prompt -------------------------------------------------


def vote(instructions: list[Instruction]) -> list[Instruction]:
    """One instruction per group, by majority (ties: first seen), in first-seen order."""
    counts = Counter(instructions)
    order = list(dict.fromkeys(instructions))
    best: dict[str, Instruction] = {}
    for ins in order:
        current = best.get(ins.group)
        if current is None or counts[ins] > counts[current]:
            best[ins.group] = ins
    return [ins for ins in order if best.get(ins.group) == ins]


def rewrite(prompt: str, suggestions: list[Instruction]) -> str:
    """``prompt`` with each suggested instruction added (conflicting sentences removed)."""
    chosen = vote(suggestions)
    if not chosen:
        return prompt
    present = {i.group: i for i in recognise(prompt)}
    text = prompt
    for ins in chosen:
        old = present.get(ins.group)
        if old == ins:
            continue
        if old is not None:
            text = _drop_sentences_with(text, old)
        text = text.rstrip()
        if text and text[-1].isalnum():
            text += "."
        text = f"{text} {ins.sentence()}".strip()
    return text


def _drop_sentences_with(text: str, ins: Instruction) -> str:
    parts = re.split(r"(?<=[.!?])\s+", text)
    kept = [p for p in parts if "{" in p or ins not in recognise(p)]
    return " ".join(kept)
