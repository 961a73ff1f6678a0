"""The offline model's transparent learner: a text classifier whose only state is the prompt.

Nothing here knows a data set. Three parts, used by :mod:`afnio_lab.models.offline`:

1. **Reading a task** (:func:`read_task`): the label set comes from the ``response_format``
   enum, from labels the prompt names (:mod:`afnio_lab.models.offline_labels`), from worked
   examples (:mod:`afnio_lab.models.offline_examples`, and a conversation's few-shot turns),
   and from the labels its rules use. Which parts of a conversation instruct and which are
   its input is read in :mod:`afnio_lab.models.offline_conversation`. Labels match whatever
   their case and are answered as the prompt or the enum spells them.
   Rules are sentences a student can write or read:

   - a cue: ``'unacceptable' signals negative.`` (also "indicates", "suggests", "points to",
     "means", "treat the word 'x' as y"); a cue may be a short phrase (``'not good'``); it
     matches every form of its words (``'serve'``: serves, served, serving; Snowball
     stems, :func:`word_stem`); ``'excellent' strongly signals positive.`` counts as two cues;
   - a default: ``When no cue applies, answer neutral.``;
   - a threshold: ``Answer positive only with at least two positive cues.``
   - no cue: ``'best' is no cue.`` (or "ignore the word 'best'"): the word counts for no
     label, whatever the prior says.

2. **Classifying** (:func:`classify`): each label scores the number of its cues found in the input
   (a strong cue counts twice; a cue right after "not", "no", "never"… does not count). The best
   label at or above its threshold wins; otherwise, or on a tie, the default. Words of a small
   general polarity lexicon (prior knowledge) count for positive/negative labels, a label's name in
   the input counts as its cue, and so do the words of the prompt's worked examples and of its
   labels' descriptions ("refund (money back for a fault)", :func:`prompt_hints`); a rule of the
   prompt naming the word overrides them all. Only the input is read, not a template's words before
   its header line (:func:`after_header`). Without a default, no cue gives an even deterministic
   guess (:func:`spread_pick`), never always the first label.

3. **Learning** (:func:`sample_evidence` writes backward feedback; :func:`learn` rewrites the
   prompt): each sample's feedback names the words of its input, its target and what decided the
   answer, in an ``<EVIDENCE>`` tag (its content words, then its function words, which need stronger
   evidence to become cues). The rewrite counts, over every sample in the feedback and the momentum
   history (each sample once), in how many samples of each label a word of the input (never of the
   template) occurs, the way a gradient sums over a batch. A cue is added only with support from at
   least two samples, mostly of one label (a confidence bound against a bar that scales with the
   label count, checked against chance recurrences, see ``_Counts.supports``; a cue seen in three
   samples or more needs less purity in short texts, where words rarely recur by chance); a cue all
   of whose samples, three or more, carry its label strongly signals it; a rule the evidence
   contradicts is removed or relabelled; the default and thresholds are the ones that answer most of
   the seen samples right; at most :data:`MAX_RULES` rules stay, the least supported pruned first.
   Forms of a word count as one word, and a learned rule names the form most samples use. A default
   the rewrite fitted reads "(seen in N examples)" and is fitted again every step; a default a
   person wrote stays. A prior word (of the lexicon or the prompt's hints) found under every label
   about as often as anywhere becomes a "no cue" rule. The rewrite is kept only when it answers at
   least as many of the batch's samples right as the current prompt, the way a gradient step should
   not raise the loss.
"""

from __future__ import annotations

import functools
import hashlib
import math
import re
import threading
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import snowballstemmer

from afnio_lab.models import offline_lexicon as lexicon
from afnio_lab.models import offline_rules as rules
from afnio_lab.models.offline_examples import example_lines, read_examples
from afnio_lab.models.offline_labels import (
    LABEL,
    NEGATED_LABEL,
    QUOTE,
    TASK_WORDS,
    named_labels,
    sentences,
)
from afnio_lab.models.offline_lexicon import STOP_WORDS
from afnio_lab.models.protocol import enum_values

MAX_RULES = 40
MIN_SUPPORT = 2  # samples a new cue needs
# A cue's smoothed share of samples with its label must beat guessing (1/labels) by this
# much of the way to certainty: with three labels, more than 0.75 (0.65 for a lexicon word
# of the label's polarity, the prior knowledge). In short texts a word recurs by chance far
# less often, so a cue seen in SHORT_SUPPORT samples or more needs less: SHORT_LIFT up to ten
# content words a sample, rising with the log of the words per sample to MIN_LIFT at 80 (see
# :func:`precision_lift`). A cue from two samples keeps the full bar: one of the two could be
# mislabelled.
MIN_LIFT = 0.625
PRIOR_LIFT = 0.475
SHORT_LIFT = 0.4
SHORT_SUPPORT = 3
KEEP_MARGIN = 0.0  # a learned cue stays until its precision falls this far below the bar
# Thresholds are checked on cues learned without the samples they answer. With two folds
# those cues come from half the batch and cover fewer inputs than the batch's own, which
# makes one cue look like enough; four folds learn from three quarters, nearer the real rules.
THRESHOLD_FOLDS = 4
# A new cue: the lower confidence bound (Wilson) on its label's share of its samples must
# beat chance by this part of the way to certainty. With short texts (one standard error):
# two samples out of two pass with four or more labels, three out of three with three, four
# out of four with two. Long texts hold more words that recur by chance, so the bound widens
# with the words per sample (see :func:`bound_width`).
BOUND_Z = 1.0
BOUND_LIFT = 0.5
BOUND_PRIOR_LIFT = 0.4
# Function words ("who", "why", "should") mark kinds of text (questions asking for a person,
# opinions) but turn up everywhere, so they need more of the way to certainty.
FUNCTION_LIFT = 0.75
FUNCTION_BOUND_LIFT = 0.65
# ... and at most this share of the words passing at that support may be chance (see
# ``_Counts.beyond_chance``).
CHANCE_SHARE = 0.5
# Where the label set has a neutral-like label, the prior lexicon alone answers a polarity
# only when its words outnumber every other label's by one more for every PRIOR_WORDS words
# of the input: weak or mixed polarity answers the neutral label (a long, polite neutral
# message holds a few words of praise; "I loved it." needs only one).
PRIOR_WORDS = 60
EVIDENCE_TAG = "EVIDENCE"
# The label of a "'best' is no cue." rule: the word signals nothing, whatever the prior says.
NO_CUE = ""
# A prior word becomes "no cue" once it occurs in this many samples and its polarity's label
# is no more common among them than among all samples.
MIN_NO_CUE = 3
# A learned cue "strongly signals" its label, and counts as STRONG_WEIGHT cues, once every one
# of at least STRONG_SUPPORT samples holding it carries that label: two clear words of praise
# then outweigh three that turn up in polite neutral messages too.
STRONG_SUPPORT = 3
STRONG_WEIGHT = 2

_NEGATORS = frozenset(
    {"not", "no", "never", "isn't", "wasn't", "don't", "didn't", "doesn't", "hardly", "without"}
)
_NUMBERS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
_NUMBER_WORDS = {v: k for k, v in _NUMBERS.items()}
# Labels that mean "nothing in particular": the fallback when the prompt states no default.
_BACKGROUND = ("neutral", "other", "none", "unknown", "mixed", "misc", "general")


_STEMMER = snowballstemmer.stemmer("english")
_STEMMER_LOCK = threading.Lock()  # a Snowball stemmer keeps state while it stems a word


@functools.lru_cache(maxsize=1 << 16)
def word_stem(word: str) -> str:
    """The stem a word shares with its other forms ("serve", "serves", "served" → "serv"),
    so a cue learned from one form matches them all. Function words and negators stay as
    they are: they are matched as written."""
    if word in STOP_WORDS or word in _NEGATORS:
        return word
    with _STEMMER_LOCK:
        return str(_STEMMER.stemWord(word))


def phrase_key(phrase: str) -> str:
    """What a cue phrase matches: the stems of its words."""
    return " ".join(word_stem(w) for w in phrase.split())


@dataclass(frozen=True)
class Cue:
    """A rule of the prompt: ``phrase`` (lowercase words, any of their forms) signals
    ``label``."""

    phrase: str
    label: str
    support: int = 0  # samples that backed it when it was learned (0: written by a person)
    strong: bool = False  # "strongly signals": it counts as STRONG_WEIGHT cues

    @functools.cached_property
    def key(self) -> str:
        """What the rule matches (:func:`phrase_key`), found once: forward reads it for every
        input."""
        return phrase_key(self.phrase)

    @property
    def says(self) -> tuple[str, str, bool]:
        """What the rule says, whatever its support and the form of the word it names."""
        return self.key, self.label, self.strong

    def sentence(self) -> str:
        seen = f" (seen in {self.support} examples)" if self.support else ""
        if self.label == NO_CUE:
            return f"'{self.phrase}' is no cue{seen}."
        verb = "strongly signals" if self.strong else "signals"
        return f"'{self.phrase}' {verb} {label_text(self.label)}{seen}."

    @property
    def weight(self) -> int:
        """How many cues it counts as."""
        return STRONG_WEIGHT if self.strong else 1


def label_text(label: str) -> str:
    """A label as a rule names it: one of several words (or a slash) in quotes ('not spam',
    'Sci/Tech'), so the rule reads back whole."""
    return label if re.fullmatch(r"[\w-]+", label) else f"'{label}'"


@dataclass
class Task:
    """A classification task as the prompt states it."""

    labels: list[str]
    cues: list[Cue] = field(default_factory=list)
    default: str | None = None
    thresholds: dict[str, int] = field(default_factory=dict)
    # the labels are stated (an enum or a named list), not only those the rules happen to use
    stated: bool = False
    # words the prompt ties to a label (stem -> label): its worked examples' ("'I love it' ->
    # positive") and its labels' descriptions ("refund (money back for a fault)")
    hints: dict[str, str] = field(default_factory=dict)


# --- reading the prompt --------------------------------------------------------------------

# a quoted phrase: no quote marks, except an apostrophe inside a word ('won't', 'o'clock')
_PHRASE = r"((?:[^'\"“”‘’`{}]|(?<=\w)['’](?=\w)){1,60}?)"
_CUE = re.compile(
    rf"{QUOTE}{_PHRASE}{QUOTE}\s+(?:strongly\s+|usually\s+|often\s+)?"
    r"(?:signals|indicates|suggests|points\s+to|means|is\s+a\s+(?:sign|cue)\s+(?:of|for))\s+"
    rf"(?:an?\s+|the\s+label\s+)?{LABEL}",
    re.I,
)
_TREAT = re.compile(
    rf"\btreat\s+(?:the\s+(?:word|phrase)\s+)?{QUOTE}{_PHRASE}{QUOTE}\s+as\s+"
    rf"(?:a\s+sign\s+of\s+)?{LABEL}",
    re.I,
)
_STRONGLY = re.compile(r"\bstrongly\b", re.I)
_IS = re.compile(rf"{QUOTE}{_PHRASE}{QUOTE}\s+is\s+{LABEL}", re.I)
_NO_CUE = re.compile(
    rf"{QUOTE}{_PHRASE}{QUOTE}\s+is\s+(?:no|not\s+a)\s+cue\b"
    rf"|\bignore\s+(?:the\s+(?:word|phrase)\s+)?{QUOTE}{_PHRASE}{QUOTE}",
    re.I,
)
_DEFAULT = re.compile(
    r"\b(?:(?:when|if)\s+no\s+(?:other\s+)?(?:cue|rule|clue|signal)s?\s+(?:appl(?:y|ies)|"
    r"match(?:es)?|fits?)|otherwise|by\s+default|the\s+default\s+(?:label|answer)\s+is)"
    rf",?\s*(?:answer|reply|say|choose|use|label\s+it)?\s*(?:with\s+)?{LABEL}",
    re.I,
)
_THRESHOLD = re.compile(
    rf"\b(?:answer|choose|say|label)\s+{LABEL}\s+only\s+(?:with|when|if)\s+"
    r"(?:there\s+are\s+)?at\s+least\s+(\w+)",
    re.I,
)


def _norm_phrase(phrase: str) -> str:
    return " ".join(tokens(phrase))


_SEEN = re.compile(r"\s*\(seen in (\d+) examples?\)")


def _support_after(text: str, end: int) -> int:
    """The "(seen in N examples)" right after a rule ending at ``end``; 0 if none."""
    support = _SEEN.match(text, end)
    return int(support.group(1)) if support else 0


def read_rules(
    text: str, labels: Sequence[str] = ()
) -> tuple[list[Cue], str | None, dict[str, int]]:
    """Cue rules, the default label and thresholds stated in ``text`` (later rules win)."""
    allowed = {lab.casefold() for lab in labels}
    found: dict[str, Cue] = {}
    patterns = [_CUE, _TREAT] + ([_IS] if allowed else [])
    spans: list[tuple[int, Cue]] = []
    for pattern in patterns:
        for m in pattern.finditer(text):
            phrase, label = _norm_phrase(m.group(1)), m.group(2).casefold()
            if not phrase or (allowed and label not in allowed):
                continue
            strong = pattern is _CUE and bool(_STRONGLY.search(text, m.end(1), m.start(2)))
            cue = Cue(phrase, label, _support_after(text, m.end()), strong)
            spans.append((m.start(), cue))
    for m in _NO_CUE.finditer(text):
        phrase = _norm_phrase(m.group(1) or m.group(2))
        if phrase:
            spans.append((m.start(), Cue(phrase, NO_CUE, _support_after(text, m.end()))))
    for _, cue in sorted(spans, key=lambda s: s[0]):
        found.pop(cue.key, None)  # one rule per word, whichever of its forms it names
        found[cue.key] = cue
    default = _last_default(text, allowed)[0]
    thresholds: dict[str, int] = {}
    for m in _THRESHOLD.finditer(text):
        label, count = m.group(1).casefold(), m.group(2).casefold()
        number = _NUMBERS.get(count) or (int(count) if count.isdigit() else None)
        if number and (not allowed or label in allowed):
            thresholds[label] = number
    return list(found.values()), default, thresholds


def _spelled_rules(
    labels: Sequence[str], cues: list[Cue], default: str | None, thresholds: dict[str, int]
) -> tuple[list[Cue], str | None, dict[str, int]]:
    """Rules (read case-blind) naming ``labels`` as ``labels`` spell them ("Spam")."""

    spelling = {label.casefold(): label for label in labels}

    def spelled(name: str) -> str:
        return spelling.get(name.casefold(), name)

    return (
        [
            c if c.label in labels else Cue(c.phrase, spelled(c.label), c.support, c.strong)
            for c in cues
        ],
        default and spelled(default),
        {spelled(label): n for label, n in thresholds.items()},
    )


def _rule_labels(text: str) -> list[str]:
    """The labels the cue rules of ``text`` name ("'click' signals junk"), once each."""
    found = (m.group(2).casefold() for pattern in (_CUE, _TREAT) for m in pattern.finditer(text))
    return list(dict.fromkeys(found))


def _last_default(text: str, allowed: set[str]) -> tuple[str | None, int]:
    """The last default label ``text`` states and its "(seen in N examples)" (0 when a
    person wrote it)."""
    default, support = None, 0
    for m in _DEFAULT.finditer(text):
        label = m.group(1).casefold()
        if not allowed or label in allowed:
            default, support = label, _support_after(text, m.end())
    return default, support


def names(text: str, label: str) -> bool:
    """Whether ``text`` names ``label`` (as whole words, in any case)."""
    return _naming(label).search(text) is not None


def _naming(label: str) -> re.Pattern[str]:
    """Where a text names ``label``, in any case: the whole words, not a part of a longer one."""
    return re.compile(rf"(?<![\w-]){re.escape(label)}(?![\w-])", re.I)


def _as_written(labels: Sequence[str], text: str) -> list[str]:
    """``labels`` (read case-blind) as ``text`` capitalises them ("Positive or Negative"), so
    answers match targets spelled that way. Only when every label is capitalised: in
    "Positive, negative or neutral?" the first is capitalised only as the sentence's start."""
    taken: list[tuple[int, int]] = []  # "spam" inside "Not spam" is not where "Spam" is named
    spelled: dict[str, str] = {}
    for label in sorted(labels, key=len, reverse=True):
        found = [
            m
            for m in _naming(label).finditer(text)
            if not any(a < m.end() and m.start() < b for a, b in taken)
        ]
        taken += [m.span() for m in found]
        spelled[label] = found[-1].group(0) if found else label
    written = [spelled[label] for label in labels]
    if all(w != w.casefold() for w in written):
        return written
    # an acronym keeps its capitals among lowercase labels ("UI, performance or pricing")
    return [w if len(w) > 1 and w.isupper() else label for w, label in zip(written, labels)]


def read_task(
    text: str,
    response_format: Any = None,
    task_text: str | None = None,
    turn_examples: Sequence[tuple[str, str]] = (),
) -> Task | None:
    """The classification task ``text`` (every message of a conversation) states, or None.

    Labels are named in ``task_text`` (the instructions, not the input; default ``text``);
    ``turn_examples`` are (input, answer) pairs a conversation's earlier turns show."""
    labels = enum_values(response_format)
    instructions = text if task_text is None else task_text
    if not labels:
        labels = _as_written(named_labels(instructions), instructions)
        # a rule may name a label the list does not (data labelled "junk", a prompt naming
        # "spam"): forward answers it, as no enum forbids it
        labels += [lab for lab in _rule_labels(text) if labels and not _match_label(labels, lab)]
    stated = len(labels) >= 2
    cues, default, thresholds = _spelled_rules(labels, *read_rules(text, labels))
    if not labels:
        labels = list(dict.fromkeys(c.label for c in cues if c.label != NO_CUE))
        if default and default not in labels:
            labels.append(default)
    examples = _worked_examples(instructions, turn_examples)
    answers = _as_written(list({a.casefold(): a for _, a in examples}.values()), instructions)
    if not stated and len(answers) >= 2:
        labels = answers + [lab for lab in labels if not _match_label(answers, lab)]
        cues, default, thresholds = _spelled_rules(labels, *read_rules(text, labels))
    elif missing := [answer for answer in answers if not _match_label(labels, answer)]:
        labels += missing  # an answer a worked example gives is one, if the list missed it
        cues, default, thresholds = _spelled_rules(labels, *read_rules(text, labels))
    if len(labels) < 2 and re.search(r"\bsentiment\b", instructions, re.I):
        labels, stated = ["positive", "negative", "neutral"], True
        cues, default, thresholds = read_rules(text, labels)
    if len(labels) < 2:
        return None
    return Task(
        labels, cues, default, thresholds, stated, prompt_hints(instructions, labels, examples)
    )


def _worked_examples(
    instructions: str, turn_examples: Sequence[tuple[str, str]] = ()
) -> list[tuple[str, str]]:
    """The (input, answer) examples a prompt works through; none unless it gives two or more
    (one "e.g." is no few-shot prompt)."""
    examples = [*turn_examples, *read_examples(instructions)]
    return examples if len(examples) >= 2 else []


def prompt_hints(
    instructions: str, labels: Sequence[str], examples: Sequence[tuple[str, str]]
) -> dict[str, str]:
    """The words the prompt ties to a label (stem -> label): those of its worked examples and
    of its labels' descriptions. Forward counts them where no rule names the word, as it
    counts the polarity lexicon; the rewrite checks them as it checks that lexicon. A label's
    own name stays its cue ("exchange (a new date instead of a refund)" hints no "refund")."""
    hints = _example_words([*examples, *label_notes(instructions, tuple(labels))], labels)
    named = {word_stem(w): label for label in labels for w in label_variants(label)}
    return {stem: label for stem, label in hints.items() if named.get(stem, label) == label}


@functools.lru_cache(maxsize=256)
def _described(label: str) -> re.Pattern[str]:
    name = re.escape(label)
    return re.compile(
        rf"(?<![\w'-]){name}(?![\w'-])[*`'\"’]*\s*\(([^()]*)\)"  # "refund (money back)"
        rf"|^\W*{name}[*`'\"’]*\s*(?::|\s[-–—=])\s+(.+)$",  # "billing: invoices, refunds"
        re.I,
    )


@functools.lru_cache(maxsize=256)
def label_notes(text: str, labels: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """(description, label) for each description the prompt gives a label: in parentheses
    after its name ("answer refund (money back for a fault), …") or after it at the start of
    a line ("billing: invoices and refunds"). A reader takes these words for what the label
    means; a rule's count ("'late' signals delay (seen in 3 examples)") is none. Read once
    per prompt: forward reads the same instructions for every sample of a batch."""
    text = _SEEN.sub("", text)  # a rule's count of examples describes no label
    return tuple(
        (m.group(1) or m.group(2), label)
        for line in text.splitlines()
        for sentence in sentences(line)
        for label in labels
        for m in _described(label).finditer(sentence)
    )


def _example_words(examples: Sequence[tuple[str, str]], labels: Sequence[str]) -> dict[str, str]:
    """The words of worked examples as hints (stem -> label): each word of an example of a
    known label, unless examples of another label use it too."""
    hints: dict[str, str] = {}
    clashing: set[str] = set()
    for example, answer in examples:
        label = _match_label(labels, answer)
        if label is None:
            continue
        words = tokens(example)
        for i, word in enumerate(words):
            negated = i > 0 and words[i - 1] in _NEGATORS  # "not bad" is no hint of "bad"
            if negated or word in _NEGATORS or not _is_content_word(word):
                continue
            stem = word_stem(word)
            if hints.setdefault(stem, label) != label:
                clashing.add(stem)
    return {stem: label for stem, label in hints.items() if stem not in clashing}


# --- classifying ---------------------------------------------------------------------------


_APOSTROPHES = re.compile(r"[’‘ʼ´`′]")


def tokens(text: str) -> list[str]:
    """Lowercase words; a contraction stays one word ("won't", whatever its apostrophe)."""
    lowered = _APOSTROPHES.sub("'", text.lower())
    return re.findall(r"[a-z0-9][a-z0-9'-]*[a-z0-9]|[a-z0-9]", lowered)


def _phrase_hits(words: Sequence[str], phrase: str) -> bool:
    """``phrase`` occurs in ``words`` and not right after a negator (unless it holds one)."""
    parts = phrase.split()
    n = len(parts)
    negated_cue = parts[0] in _NEGATORS
    for i in range(len(words) - n + 1):
        if words[i : i + n] == parts:
            before = words[max(0, i - 2) : i]
            if negated_cue or not any(w in _NEGATORS for w in before):
                return True
    return False


def _match_label(labels: Sequence[str], name: str) -> str | None:
    """The label of ``labels`` that ``name`` names, whatever the case of either."""
    name = name.casefold()
    return next((lab for lab in labels if lab.casefold() == name), None)


def _prior_pairs(
    words: Iterable[str], labels: Sequence[str], hints: Mapping[str, str]
) -> list[tuple[str, str]]:
    """(stem, label) for each word of ``words`` that has a :func:`prior_label`."""
    return [
        (word_stem(w), lab) for w in words if (lab := prior_label(w, labels, hints)) is not None
    ]


def prior_label(word: str, labels: Sequence[str], hints: Mapping[str, str]) -> str | None:
    """What forward counts ``word`` for where no rule names it: the label the prompt's hints
    give it (:func:`prompt_hints`), else the label general English gives it among ``labels``
    (its polarity's label), else None."""
    if hinted := hints.get(word_stem(word)):
        return hinted
    sign = rules.polarity(word)
    return _match_label(labels, "positive" if sign > 0 else "negative") if sign else None


# A clause that reports what others say ("I've heard great things about you", "given your
# reputation for excellence") holds no opinion of the writer's own; it ends where the sentence
# turns ("..., but the room was awful").
_CLAUSE_END = re.compile(r"([.!?;,\n]|\b(?:but|however|yet|although|though|whereas)\b)", re.I)
_HEARSAY = re.compile(r"\b(?:heard|reputation|(?:i|we)\s+hear)\b", re.I)
_WORD = re.compile(r"[\w'’-]+")


def own_opinion(task: Task, text: str) -> str:
    """``text`` without the words of praise or complaint in clauses of hearsay, for a task
    with a "positive" or "negative" label: what a writer only heard is not their sentiment
    (a prospective customer's "I have heard positive things" is no satisfied customer's).
    Any other task keeps every word: a topic's cue can sit in such a clause."""
    polar = any(_match_label(task.labels, name) for name in ("positive", "negative"))
    if not polar or not _HEARSAY.search(text):
        return text
    return "".join(
        _WORD.sub(lambda w: "" if _is_polar(w.group(0)) else w.group(0), clause)
        if _HEARSAY.search(clause)
        else clause
        for clause in _CLAUSE_END.split(text)
    )


def _is_polar(word: str) -> bool:
    word = _APOSTROPHES.sub("'", word.lower())
    return lexicon.prior(word) is not None or rules.polarity(word) != 0


def scores(task: Task, text: str) -> dict[str, list[str]]:
    """The cues of each label found in ``text``: the prompt's rules, then lexicon words and
    label names that no rule names (none from hearsay, see :func:`own_opinion`)."""
    words = tokens(own_opinion(task, text))
    stems = [word_stem(w) for w in words]
    fired: dict[str, list[str]] = {lab: [] for lab in task.labels}
    found = set(stems)
    for cue in task.cues:
        label = _match_label(task.labels, cue.label)
        key = cue.key
        if label is not None and key.split()[0] in found and _phrase_hits(stems, key):
            fired[label].append(cue.phrase)
    overridden = {c.key for c in task.cues}
    if task.hints:  # the prompt's worked examples and descriptions, where no rule applies
        for i, stem in enumerate(stems):
            hinted = task.hints.get(stem)
            negated = i > 0 and words[i - 1] in _NEGATORS
            if hinted and stem not in overridden and not negated and words[i] not in fired[hinted]:
                fired[hinted].append(words[i])
        overridden |= task.hints.keys()
    polar = {s: _match_label(task.labels, name) for s, name in ((1, "positive"), (-1, "negative"))}
    if any(polar.values()):
        for i, word in enumerate(words):
            sign = rules.polarity(word) if stems[i] not in overridden else 0
            if sign and i > 0 and words[i - 1] in _NEGATORS:
                sign = -sign
            label = polar.get(sign)
            if sign and label is not None:
                fired[label].append(word)
    _name_hits(task.labels, words, stems, overridden, fired)
    return fired


def label_variants(label: str) -> frozenset[str]:
    """A label's name and its simple variants ("billing": bill, bills, billed; "sport":
    sports, sporting): general knowledge that a word naming a label points to it."""
    name = label.casefold()
    stems = {name}
    for suffix in ("ing", "ed", "es", "s", "al"):
        cut = name[: -len(suffix)]
        if name.endswith(suffix) and len(cut) >= 3 and not cut.endswith(("s", "u", "i")):
            stems.add(cut)
            break
    out = set(stems)
    for stem in stems:
        out |= {stem + end for end in ("s", "es", "ing", "ed", "al")}
        if stem.endswith("e"):
            out |= {stem[:-1] + end for end in ("ing", "ed", "al")}
        if stem.endswith("y"):
            out |= {stem[:-1] + "ies", stem[:-1] + "ied"}
    return frozenset(w for w in out if len(w) >= 3 and w not in STOP_WORDS)


def _name_hits(
    labels: Sequence[str],
    words: Sequence[str],
    stems: Sequence[str],
    overridden: set[str],
    fired: dict[str, list[str]],
) -> None:
    """Each label's name (or a variant) in the input counts as a cue for it, unless a rule
    of the prompt says what that word signals or a negator comes right before it."""
    for label in labels:
        variants = label_variants(label)
        for i, word in enumerate(words):
            negated = i > 0 and words[i - 1] in _NEGATORS
            fresh = stems[i] not in overridden and word not in fired[label]
            if word in variants and fresh and not negated:
                fired[label].append(word)


def strong_weights(task: Task) -> dict[str, int]:
    """Each strong cue's phrase and :attr:`Cue.weight` (any other cue counts once)."""
    return {c.phrase: c.weight for c in task.cues if c.strong}


def cue_count(found: Sequence[str], weights: Mapping[str, int]) -> int:
    """How many cues the cues ``found`` count as, given :func:`strong_weights`."""
    return sum(weights.get(w, 1) for w in found)


def classify(task: Task, text: str) -> tuple[str, dict[str, list[str]]]:
    """The label for ``text`` and the cues that fired, per label."""
    fired = scores(task, text)
    weights = strong_weights(task)  # found once: forward classifies every input
    counts = {lab: cue_count(found, weights) for lab, found in fired.items()}
    passing = [lab for lab in task.labels if counts[lab] >= task.thresholds.get(lab, 1)]
    default = fallback_label(task, text)
    if default.casefold() in _BACKGROUND:  # the prior alone: weak or mixed is neutral
        taught = {_match_label(task.labels, c.label) for c in task.cues}
        passing = [
            lab
            for lab in passing
            if lab in taught
            or counts[lab] - max((n for o, n in counts.items() if o != lab), default=0)
            >= 1 + len(tokens(text)) // PRIOR_WORDS
        ]
    if not passing:
        return default, fired
    top = max(counts[lab] for lab in passing)
    best = [lab for lab in passing if counts[lab] == top]
    if len(best) > 1:
        return (default if default in best else spread_pick(best, text)), fired
    return best[0], fired


def fallback_label(task: Task, text: str = "") -> str:
    """The answer when no cue decides: the prompt's default, else a "neutral"-like label,
    else a guess spread evenly over the labels by the input's words (see
    :func:`spread_pick`)."""
    if task.default:
        found = _match_label(task.labels, task.default)
        if found:
            return found
    background = next((lab for lab in task.labels if lab.casefold() in _BACKGROUND), None)
    return background or spread_pick(task.labels, text)


def spread_pick(labels: Sequence[str], text: str) -> str:
    """One of ``labels``, chosen by a hash of ``text``'s words: deterministic, and spread
    evenly over the labels. A guess is then right about 1/len(labels) of the time whatever
    the labels' shares, where always answering one fixed label (the first, say) is right
    only as often as that label occurs (near 0 for a rare one), and every answer the same
    teaches nothing about the other labels."""
    digest = hashlib.sha1(" ".join(tokens(text)).encode("utf-8")).digest()
    return labels[int.from_bytes(digest[:4], "big") % len(labels)]


def classification_input(user_text: str, other_texts: Iterable[str]) -> str:
    """The part of the last user message to classify: instruction sentences (those that state
    the task or a rule, or repeat another message) and short header lines are left out; an
    instruction followed by a colon keeps what follows it ("Classify the sentiment: …")."""
    known = {" ".join(s.split()).casefold() for t in other_texts for s in sentences(t)}
    examples = example_lines(user_text)
    kept = []
    for line in after_header(user_text).splitlines():
        stripped = line.strip().strip("*#_ ")
        if not stripped or (stripped.endswith(":") and len(stripped.split()) <= 3):
            continue
        if line in examples:  # a template's worked example is an instruction, not the input
            continue
        parts = []
        for sentence in sentences(line):
            if " ".join(sentence.split()).casefold() in known or read_rules(sentence)[0]:
                continue
            _, colon, tail = sentence.partition(":")
            if is_instruction(sentence):
                if colon and tail.strip() and not named_labels(f"one of:{tail}"):
                    parts.append(tail.strip())
                continue
            parts.append(sentence)
        kept.append(" ".join(parts))
    text = "\n".join(k for k in kept if k.strip())
    return re.sub(r"^\s*[A-Za-z]+\s*:\s*", "", text)


# a field name of at most four words and a colon, with its value if any: "Customer message:"
FIELD = re.compile(
    r"^[*_#>\s]*([A-Za-z][\w'’-]*(?:\s+[\w'’-]+){0,3})[*_\s]*:(?:[*_]*\s+(.*)|[*_]*)$"
)


def after_header(user_text: str) -> str:
    """The filled-in value of a template such as "A customer wrote to us. Customer message:
    {text}": what follows the first header line ("Customer message:", "**Message:**", a
    field name of at most four words and a colon). The template's words before it (and the
    header) are not the input, so no cue may fire on them. Without a header: unchanged."""
    lines = user_text.splitlines()
    for i, line in enumerate(lines):
        m = FIELD.match(line.strip())
        if m is None:
            continue
        rest = "\n".join([m.group(2) or "", *lines[i + 1 :]])
        return rest if rest.strip() else user_text
    return user_text


def is_instruction(sentence: str) -> bool:
    """Whether a sentence of the user message states the task ("Classify the review as
    positive or negative: …"): it opens with a task word, as an instruction does, and names
    labels or an instruction; prose that mentions "which" or "whether" later is input."""
    opening = " ".join(sentence.split()[:3])
    return bool(
        TASK_WORDS.search(opening) and (named_labels(sentence) or rules.recognise(sentence))
    )


# --- backward: evidence from one sample ----------------------------------------------------


def content_words(text: str) -> list[str]:
    """Distinct words of ``text`` that could be cues (no function words, no numbers)."""
    out = [w.strip("'-") for w in tokens(text) if w not in STOP_WORDS]
    return list(dict.fromkeys(w for w in out if _is_content_word(w)))


def _is_content_word(word: str) -> bool:
    """A word that could be a cue: three letters or more, no function word, no number."""
    return len(word) >= 3 and word[0].isalpha() and word not in STOP_WORDS


def function_words(text: str) -> list[str]:
    """Distinct function words of ``text`` ("who", "why", "should"): no topic of their own,
    yet they can mark a kind of text (a question asking for a person, an opinion)."""
    return list(dict.fromkeys(w for w in tokens(text) if w in STOP_WORDS and len(w) >= 2))


def sample_id(text: str) -> str:
    return hashlib.sha1(" ".join(text.split()).encode("utf-8")).hexdigest()[:10]


def _quote_list(items: Sequence[str], limit: int = 8) -> str:
    shown = ", ".join(f"'{w}'" for w in items[:limit])
    more = len(items) - limit
    return shown + (f" and {more} more" if more > 0 else "")


def sample_evidence(
    task: Task, text: str, predicted: str, target: str, template: Sequence[str] = ()
) -> str:
    """Feedback on the prompt from one sample, in words, with its ``<EVIDENCE>`` tag.

    ``template``: words of the fixed text around the input (a user template); they occur in
    every sample, so they are never evidence and are named in the tag's ``template``."""
    _, fired = classify(task, text)
    fixed = set(template)
    counted = own_opinion(task, text)  # the words forward counted
    words = [w for w in content_words(counted) if w not in fixed]
    reported = (  # read again only when hearsay took words out
        [w for w in content_words(text) if w not in words and w not in fixed]
        if counted is not text
        else []
    )
    aside = (
        f" Reported, not the writer's own view, so counted for no label: {_quote_list(reported)}."
        if reported
        else ""
    )
    taught = {c.key for c in task.cues}
    shown = f' template="{" ".join(sorted(fixed))}"' if fixed else ""
    evidence = words + [w for w in function_words(counted) if w not in fixed]
    tag = (
        f'<{EVIDENCE_TAG} id="{sample_id(text)}" target="{target}" predicted="{predicted}" '
        f'labels="{",".join(task.labels)}"{shown}>'
        f"{' '.join(evidence)}</{EVIDENCE_TAG}>"
    )
    if predicted == target:
        made = fired.get(target) or []
        why = (
            f"the cue(s) {_quote_list(made)} for '{target}' made it right; keep them"
            if made
            else f"no cue applied and '{target}' is the answer when none does; keep that"
        )
        return f"The answer '{predicted}' is right: {why}.{aside} {tag}"
    toward = [w for w in fired.get(target, [])]
    untaught = [w for w in words if word_stem(w) not in taught]
    unknown = [w for w in untaught if rules.polarity(w) == 0]
    polar = [w for w in untaught if rules.polarity(w) != 0]
    misled = fired.get(predicted) or []
    parts = [f"The answer was '{predicted}' but the target is '{target}'."]
    if toward:
        need = task.thresholds.get(target, 1)
        short = cue_count(toward, strong_weights(task)) < need
        parts.append(
            f"Cues for '{target}' in this input: {_quote_list(toward)}"
            + (f" (fewer than the {need} required)." if short else ".")
        )
    if misled:
        parts.append(f"What misled it towards '{predicted}': {_quote_list(misled)}.")
    else:
        parts.append(f"No cue for '{target}' applied, so '{predicted}' was chosen.")
    candidates = polar + unknown
    if candidates:
        parts.append(
            f"Words in this input that may point to '{target}': {_quote_list(candidates)}; "
            f"a word becomes a rule once it recurs in other '{target}' examples and rarely "
            "elsewhere."
        )
    return " ".join(parts) + f"{aside} {tag}"


# --- optimizer: fold the evidence of a batch into the prompt -------------------------------

_EVIDENCE = re.compile(
    rf'<{EVIDENCE_TAG} id="([^"]*)" target="([^"]*)" predicted="([^"]*)"(?: labels="([^"]*)")?'
    rf'(?: template="([^"]*)")?>(.*?)</{EVIDENCE_TAG}>',
    re.DOTALL,
)


@dataclass
class Sample:
    target: str
    predicted: str
    words: frozenset[str]
    labels: tuple[str, ...] = ()
    template: frozenset[str] = frozenset()

    @functools.cached_property
    def stems(self) -> frozenset[str]:
        """The stems of :attr:`words`: what cues match."""
        return frozenset(word_stem(w) for w in self.words)


def read_evidence(text: str) -> dict[str, Sample]:
    """Every sample's evidence in ``text``, each sample once (the last occurrence wins)."""
    found: dict[str, Sample] = {}
    for m in _EVIDENCE.finditer(text):
        labels = tuple(lab for lab in (m.group(4) or "").split(",") if lab)
        template = frozenset((m.group(5) or "").split())
        fixed = {word_stem(w) for w in template}  # any form of a template word
        words = frozenset(w for w in m.group(6).split() if word_stem(w) not in fixed)
        found[m.group(1)] = Sample(m.group(2), m.group(3), words, labels, template)
    return found


def _is_rule_sentence(sentence: str, labels: Sequence[str]) -> bool:
    cues, default, thresholds = read_rules(sentence, labels)
    return bool(cues or default or thresholds)


def _predict(
    cues: Mapping[str, tuple[str, int]],
    default: str | None,
    thresholds: Mapping[str, int],
    stems: frozenset[str],
    labels: Sequence[str],
    prior: Sequence[tuple[str, str]],
) -> str | None:
    """:func:`classify` on a sample's stems (``cues``: each rule's key, label and weight;
    single-word cues, phrases count as absent; a prior word counts for its polarity's label unless a
    cue rule names it). ``prior``: the sample's :func:`_prior_pairs`, found once per rewrite."""
    counts: Counter[str] = Counter()
    for key, (lab, weight) in cues.items():
        if key in stems and lab != NO_CUE:
            counts[lab] += weight
    counts.update(lab for w, lab in prior if w not in cues)
    passing = [lab for lab in labels if counts[lab] and counts[lab] >= thresholds.get(lab, 1)]
    if not passing:
        return default
    top = max(counts[lab] for lab in passing)
    best = [lab for lab in passing if counts[lab] == top]
    return best[0] if len(best) == 1 else (default if default in best else best[0])


@dataclass
class Learned:
    prompt: str
    added: list[Cue]
    removed: list[Cue]
    notes: list[str]


class _Counts:
    """In how many samples (of each target label) each word occurs, its forms counted as
    one (keyed by :func:`word_stem`)."""

    def __init__(
        self, samples: Iterable[Sample], labels: Sequence[str], hints: Mapping[str, str]
    ) -> None:
        self.labels = labels
        self.hints = hints  # the prompt's own hints (:func:`prompt_hints`), checked as priors
        self.by_word: dict[str, Counter[str]] = defaultdict(Counter)
        self.forms: dict[str, Counter[str]] = defaultdict(Counter)
        samples = list(samples)
        doublings = _doublings(samples)
        self.z = bound_width(doublings)
        self.short_lift = precision_lift(doublings)
        for s in samples:
            for key in s.stems:  # a sample counts once, whichever forms it uses
                self.by_word[key][s.target] += 1
            for w in s.words:
                self.forms[word_stem(w)][w] += 1
        shares = Counter(s.target for s in samples)
        self.shares = {lab: n / max(1, len(samples)) for lab, n in shares.items()}
        self.with_total = Counter(sum(c.values()) for c in self.by_word.values())
        self._chance_cache: dict[tuple[int, int], bool] = {}

    def form(self, key: str) -> str:
        """The word a rule names for ``key``: its form seen in most samples (the shorter,
        then the first alphabetically, on a tie)."""
        forms = self.forms.get(key)
        if not forms:
            return key
        return min(forms, key=lambda w: (-forms[w], len(w), w))

    def prior(self, key: str, label: str) -> bool:
        """Whether the prompt's hints or general English give ``key`` (any seen form of it)
        the label ``label``."""
        return self.hints.get(key) == label or any(
            lexicon.prior(w) == label.casefold() for w in self.forms.get(key, (key,))
        )

    def precision(self, word: str, label: str) -> float:
        """Share of the word's samples that carry ``label``, smoothed (one unseen sample
        against), so two samples out of two do not count as certainty."""
        c = self.by_word.get(word, Counter())
        return c[label] / (sum(c.values()) + 1)

    def supports(self, word: str, label: str) -> bool:
        """Enough evidence that ``word`` points to ``label``: at least two samples, and a
        lower confidence bound on its share of the word's samples above the bar (a
        point estimate would trust two samples out of two as much as twenty)."""
        c = self.by_word.get(word, Counter())
        n = c[label]
        if n < MIN_SUPPORT:
            return False
        total = sum(c.values())
        if self.precision(word, label) > self.needed(word, label):
            return True
        return lower_bound(n, total, self.z) > self.bar(word, label) and self.beyond_chance(
            n, total
        )

    def beyond_chance(self, hits: int, total: int) -> bool:
        """Whether words seen ``hits`` times out of ``total`` under one label are mostly not
        chance: among all words seen in ``total`` samples, how many would reach it if labels
        fell at random (by the labels' shares), against how many do. Many words recurring by
        chance (long texts, filler) make a few coincidences look like cues; this keeps the
        estimated share of chance cues at that support under :data:`CHANCE_SHARE`."""
        key = (hits, total)
        if key not in self._chance_cache:
            words = self.with_total[total]
            expected = words * sum(_binomial_tail(total, hits, p) for p in self.shares.values())
            observed = sum(
                1
                for c in self.by_word.values()
                if sum(c.values()) == total and c.most_common(1)[0][1] >= hits
            )
            self._chance_cache[key] = observed > 0 and expected <= CHANCE_SHARE * observed
        return self._chance_cache[key]

    def bar(self, word: str, label: str) -> float:
        """The share a new cue must beat, scaled with the label count: chance (1/labels)
        plus a part of the way to certainty, a smaller part for a lexicon word of the
        label's polarity (the prior knowledge)."""
        chance = 1 / max(2, len(self.labels))
        lift = BOUND_PRIOR_LIFT if self.prior(word, label) else BOUND_LIFT
        if word in STOP_WORDS:
            lift = FUNCTION_BOUND_LIFT
        return chance + (1 - chance) * lift

    def needed(self, word: str, label: str) -> float:
        """The precision a cue needs: less for a lexicon word of the label's polarity, and
        less for one seen in :data:`SHORT_SUPPORT` samples of short texts."""
        chance = 1 / max(2, len(self.labels))
        lift = PRIOR_LIFT if self.prior(word, label) else MIN_LIFT
        if self.by_word.get(word, Counter())[label] >= SHORT_SUPPORT:
            lift = min(lift, self.short_lift)
        if word in STOP_WORDS:
            lift = FUNCTION_LIFT
        return chance + (1 - chance) * lift

    def misleading_prior(self) -> list[Cue]:
        """ "No cue" rules: words general English gives a polarity label that occur in at
        least :data:`MIN_NO_CUE` samples, among which that label is no more common than
        among all samples (a "Best regards" under every kind of message)."""
        found = []
        for key, c in self.by_word.items():
            label = prior_label(self.form(key), self.labels, self.hints)
            total = sum(c.values())
            if label and total >= MIN_NO_CUE and c[label] / total <= self.shares.get(label, 0):
                found.append(Cue(self.form(key), NO_CUE, total))
        return sorted(found, key=lambda cue: (-cue.support, cue.phrase))

    def candidates(self, default: str | None) -> list[Cue]:
        """New cues: words seen in enough samples, mostly of one label; the clearest first."""
        found = []
        for key, c in self.by_word.items():
            label, n = c.most_common(1)[0]
            if label != default and self.supports(key, label):
                found.append((-(2 * n - sum(c.values())), -n, self.form(key), label, key))
        return [
            Cue(word, label, -neg_n, self.strong(key, label))
            for _, neg_n, word, label, key in sorted(found)
        ]

    def strong(self, key: str, label: str, was: bool = False) -> bool:
        """Whether a cue "strongly signals" ``label``: every one of at least
        :data:`STRONG_SUPPORT` samples holding it carries that label. ``was``: its mark so far,
        kept while these samples hold it fewer times but never under another label."""
        c = self.by_word.get(key, Counter())
        total = sum(c.values())
        if c[label] < total:
            return False
        return total >= STRONG_SUPPORT or was


def _binomial_tail(n: int, k: int, p: float) -> float:
    """P(at least ``k`` of ``n`` draws hit), each with probability ``p``."""
    return sum(math.comb(n, i) * p**i * (1 - p) ** (n - i) for i in range(k, n + 1))


def _doublings(samples: Sequence[Sample]) -> float:
    """How often the samples' mean count of content words doubles past ten (0 for short
    texts): the longer the texts, the more of their words recur by chance."""
    if not samples:
        return 0.0
    words = sum(len(s.words - STOP_WORDS) for s in samples) / len(samples)
    return math.log2(max(1.0, words / 10))


def bound_width(doublings: float) -> float:
    """Standard errors of the confidence bound, given the texts' :func:`_doublings`: one for
    short texts (up to ten content words a sample), widening slowly with longer ones, at most
    1.5."""
    return min(1.5, BOUND_Z + 0.1 * doublings)


def precision_lift(doublings: float) -> float:
    """The part of the way to certainty the precision of a cue with :data:`SHORT_SUPPORT`
    samples must go, given the texts' :func:`_doublings`: :data:`SHORT_LIFT` in short texts,
    rising to :data:`MIN_LIFT` at 80 content words a sample (three doublings past ten)."""
    return SHORT_LIFT + (MIN_LIFT - SHORT_LIFT) * min(1.0, doublings / 3)


def lower_bound(hits: int, total: int, z: float = BOUND_Z) -> float:
    """Wilson score lower bound of the share ``hits / total`` (0 without samples)."""
    if total <= 0:
        return 0.0
    share = hits / total
    spread = z * math.sqrt(share * (1 - share) / total + z * z / (4 * total * total))
    return (share + z * z / (2 * total) - spread) / (1 + z * z / total)


def learn(current: str, evidence_text: str, constraints: Sequence[str] = ()) -> Learned | None:
    """``current`` rewritten from the evidence in ``evidence_text``; None without evidence."""
    samples = read_evidence(evidence_text)
    if not samples:
        return None
    labels = _labels_of(samples.values())
    old_cues, old_default, old_thresholds = _spelled_rules(labels, *read_rules(current))
    # a default the rewrite fitted (it says what backs it) is fitted again every step
    fitted_default = _last_default(current, set())[1] > 0
    labels += [c.label for c in old_cues if c.label not in labels]
    background = [lab for lab in labels if lab.casefold() in _BACKGROUND]
    default = old_default or (background[0] if background else None)
    hints = prompt_hints(current, labels, _worked_examples(current))
    counts = _Counts(samples.values(), labels, hints)
    kept: dict[str, Cue] = {}  # by key: one rule per word, whichever form it names
    fixed = {word_stem(w) for s in samples.values() for w in s.template}
    for cue in old_cues:
        key = cue.key
        c = counts.by_word.get(key, Counter())
        if cue.label == NO_CUE:
            best = c.most_common(1)[0][0] if c else None
            if best is not None and best != default and counts.supports(key, best):
                # the evidence now says what it signals
                kept[key] = Cue(cue.phrase, best, c[best], counts.strong(key, best))
            else:
                kept[key] = Cue(cue.phrase, NO_CUE, max(cue.support, sum(c.values())))
            continue
        if cue.support and key in fixed:
            continue  # a word of the fixed template: it would fire on every input
        if (
            cue.support
            and sum(c.values()) >= MIN_SUPPORT
            and counts.precision(key, cue.label) < counts.needed(key, cue.label) - KEEP_MARGIN
        ):
            # the evidence no longer backs it: relabel or drop
            best = c.most_common(1)[0][0]
            if best != default and counts.supports(key, best):
                kept[key] = Cue(cue.phrase, best, c[best], counts.strong(key, best))
            continue
        if not cue.support:  # written by a person: kept as written
            kept[key] = cue
            continue
        strong = counts.strong(key, cue.label, cue.strong)
        kept[key] = Cue(cue.phrase, cue.label, max(cue.support, c[cue.label]), strong)
    # a "neutral"-like default needs no cues of its own; any other label learns its cues
    quiet = default if default in background else None
    added = [c for c in counts.candidates(quiet) if c.key not in kept]
    added += [c for c in counts.misleading_prior() if c.key not in kept]
    cues = _prune(list(kept.values()) + added, MAX_RULES)
    default_support = 0
    if default is None or (fitted_default and default not in background):
        default, default_support = _fit_default(cues, samples)
    priors = {sid: _prior_pairs(s.words, labels, hints) for sid, s in samples.items()}
    thresholds = _fit_thresholds(samples, priors, labels, hints, default, old_thresholds)
    if old_cues and not _improves(
        _answers(samples, priors, labels, old_cues, old_default, old_thresholds),
        _answers(samples, priors, labels, cues, default, thresholds),
    ):
        # a step is kept only when it answers more of the batch right, as a gradient step
        # should lower the loss: late epochs stop piling up cues that fit by chance
        return Learned(current, [], [], [])
    notes: list[str] = []
    limit_words = _word_limit(constraints, notes)
    # the prompt's own sentences, with the line breaks between them (a bulleted list of
    # labels stays a list)
    pieces = re.split(r"((?<=[.!?])\s+|\s*\n\s*)", current.strip())
    base = "".join(
        _spelled_as(labels, sentence) + gap
        for sentence, gap in zip(pieces[::2], [*pieces[1::2], ""])
        if sentence.strip() and ("{" in sentence or not _is_rule_sentence(sentence, labels))
    ).strip()
    while True:
        prompt = _render(base, cues, default, thresholds, default_support)
        if limit_words is None or len(prompt.split()) <= limit_words or not cues:
            break
        cues = _prune(cues, len(cues) - 1)
    # what the rewrite reports is what changed between the two prompts: a rule dropped and
    # learned again in one step, or relabelled to its own label, is neither
    before, after = ({c.says for c in rules_} for rules_ in (old_cues, cues))
    return Learned(
        prompt,
        [c for c in cues if c.says not in before],
        [c for c in old_cues if c.says not in after],
        notes,
    )


def _labels_of(samples: Iterable[Sample]) -> list[str]:
    """The labels the evidence names (the task's, then the targets), once each whatever their
    case, spelled as the targets spell them: answers must match the targets."""
    samples = list(samples)
    spelling: dict[str, str] = {}
    for name in (lab for s in samples for lab in (*s.labels, s.target)):
        spelling.setdefault(name.casefold(), name)
    spelling.update((s.target.casefold(), s.target) for s in samples)
    targets = [s.target.casefold() for s in samples if " " in s.target]
    # a label read short from one the targets spell in several words ("billing" for
    # "billing issue") is no label of its own; "spam" beside "not spam" is
    short = {
        name
        for name in spelling
        if name not in targets
        and any(_naming(name).search(t) and not NEGATED_LABEL.match(t) for t in targets)
    }
    return [label for name, label in spelling.items() if name not in short]


def _spelled_as(labels: Sequence[str], sentence: str) -> str:
    """``sentence`` naming each label as the targets spell it: capitalised ("positive or
    negative" -> "Positive or Negative"), and in quotes where it has several words the
    sentence does not read as one label ("billing issue or tech issue" -> "'billing issue'
    or 'tech issue'"). Forward answers labels as the prompt spells them, and no "answer in
    …" rule says "Title case" or "Reply in the format '<answer> issue'"."""
    for label in labels:
        if label not in (label.casefold(), label.upper()):  # capitals: "Answer in capital …"
            sentence = _naming(label).sub(label, sentence)
    read = {label.casefold() for label in named_labels(sentence)}
    for label in labels:
        if " " in label and label.casefold() not in read:
            unquoted = rf"(?<![\w'\"‘“-]){re.escape(label)}(?![\w'\"’”-])"
            sentence = re.sub(unquoted, lambda m: f"'{m.group(0)}'", sentence, flags=re.I)
    return sentence


def _rule_table(cues: Iterable[Cue]) -> dict[str, tuple[str, int]]:
    """Each cue's key, label and weight, as :func:`_predict` reads them."""
    return {c.key: (c.label, c.weight) for c in cues}


def _answers(
    samples: Mapping[str, Sample],
    priors: Mapping[str, Sequence[tuple[str, str]]],
    labels: Sequence[str],
    cues: Sequence[Cue],
    default: str | None,
    thresholds: Mapping[str, int],
) -> list[bool]:
    """Which of ``samples`` the rules answer right (see :func:`_predict`)."""
    rules_ = _rule_table(cues)
    return [
        _predict(rules_, default, thresholds, s.stems, labels, priors[sid]) == s.target
        for sid, s in samples.items()
    ]


def _improves(before: Sequence[bool], after: Sequence[bool]) -> bool:
    """Whether a rewrite is worth taking: it answers at least as many samples right as
    it newly answers wrong."""
    fixed = sum(a and not b for b, a in zip(before, after))
    broken = sum(b and not a for b, a in zip(before, after))
    return fixed >= broken


def _prune(cues: list[Cue], limit: int) -> list[Cue]:
    """At most ``limit`` cues: the least supported go first (written-by-hand cues stay)."""
    if len(cues) <= limit:
        return cues
    ranked = sorted(cues, key=lambda c: (c.support == 0, c.support), reverse=True)
    keep = set(ranked[:limit])
    return [c for c in cues if c in keep]


def _fit_default(cues: Sequence[Cue], samples: Mapping[str, Sample]) -> tuple[str | None, int]:
    """Without a stated default or a "neutral"-like label: the label most samples carry
    when none of their cues applies, and how many do (None, 0 when no label leads)."""
    keys = {c.key for c in cues}
    bare = Counter(s.target for s in samples.values() if not keys & s.stems).most_common(2)
    if bare and bare[0][1] >= MIN_SUPPORT and (len(bare) == 1 or bare[0][1] > bare[1][1]):
        return bare[0]
    return None, 0


def _fit_thresholds(
    samples: Mapping[str, Sample],
    priors: Mapping[str, Sequence[tuple[str, str]]],
    labels: Sequence[str],
    hints: Mapping[str, str],
    default: str | None,
    old: Mapping[str, int],
) -> dict[str, int]:
    """How many cues each label needs, checked the honest way: cues learned from the other
    folds (strong ones counting twice) answer each fold's samples (:data:`THRESHOLD_FOLDS`
    folds, split by sample id). A threshold changes only when at least two more held-out
    samples come out right."""
    ids = sorted(samples)
    learned = []
    for fold in range(THRESHOLD_FOLDS):
        held_ids = ids[fold::THRESHOLD_FOLDS]
        train_ids = [i for n, i in enumerate(ids) if n % THRESHOLD_FOLDS != fold]
        counts = _Counts((samples[i] for i in train_ids), labels, hints)
        rules_ = _rule_table(counts.candidates(default))
        learned.append((rules_, held_ids))

    def right(thresholds: Mapping[str, int]) -> int:
        return sum(
            _predict(rules_, default, thresholds, samples[i].stems, labels, priors[i])
            == samples[i].target
            for rules_, held in learned
            for i in held
        )

    thresholds = {lab: n for lab, n in old.items() if lab != default}
    base = right(thresholds)
    # a gain of two held-out samples can be noise in a large batch: at least 5% of them
    needed_gain = max(MIN_SUPPORT, len(ids) // 20)
    for _ in range(2):  # coordinate ascent over each label's threshold
        for lab in labels:
            if lab == default:
                continue
            for n in (1, 2, 3):
                gain = right({**thresholds, lab: n}) - base
                if n != thresholds.get(lab, 1) and gain >= needed_gain:
                    thresholds[lab], base = n, base + gain
    return {lab: n for lab, n in thresholds.items() if n > 1}


def _render(
    base: str,
    cues: Sequence[Cue],
    default: str | None,
    thresholds: Mapping[str, int],
    default_support: int = 0,
) -> str:
    """The prompt: its own text, then the rules. After a prompt of several lines (a list of
    labels, worked examples) the rules start a line of their own, and its last line is left
    as written."""
    parts = [c.sentence() for c in cues]
    for label, n in sorted(thresholds.items()):
        name = label_text(label)
        parts.append(f"Answer {name} only with at least {_NUMBER_WORDS.get(n, n)} {name} cues.")
    if default:
        seen = f" (seen in {default_support} examples)" if default_support else ""
        parts.append(f"When no cue applies, answer {label_text(default)}{seen}.")
    if "\n" in base:
        return "\n".join([base, " ".join(parts)]) if parts else base
    if base[-1:].isalnum():
        base += "."
    return " ".join([base, *parts] if base else parts)


_LENGTH = re.compile(
    r"\b(?:at\s+most|no\s+more\s+than|fewer\s+than|less\s+than|under|maximum\s+of|up\s+to)\s+"
    r"(\d+)\s+words?\b",
    re.I,
)
_BRACES = re.compile(r"[{}]|\bcurly\s+braces?\b|\bbraces\b", re.I)


def _word_limit(constraints: Sequence[str], notes: list[str]) -> int | None:
    """The tightest word limit among ``constraints``; the others are checked or noted."""
    limit = None
    for text in constraints:
        m = _LENGTH.search(text)
        if m:
            value = int(m.group(1))
            limit = value if limit is None else min(limit, value)
        elif _BRACES.search(text) and re.search(r"\b(?:never|not|no|without)\b", text, re.I):
            continue  # learned rules never hold braces; placeholders already there are kept
        else:
            notes.append(text.strip())
    return limit
