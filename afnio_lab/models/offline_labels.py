"""Which labels a prompt names: the answers it asks for, read from its wording.

"positive, negative or neutral", "one of: a, b, c", "triage it as urgent, routine or spam",
"spam or not spam", "1, 2 or 3 stars", a bulleted list of labels with descriptions, "Reply
'yes' if …, otherwise 'no'.", "give it a grade: A, B, C, D or F": :func:`named_labels` finds
the list of answers among the sentences of a prompt. The offline learner
(:mod:`afnio_lab.models.offline_learner`) reads the rest of a task (its rules, its examples)
around it.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass

from afnio_lab.models.offline_examples import example_lines
from afnio_lab.models.offline_lexicon import STOP_WORDS, word_set

QUOTE = r"['\"“”‘’`]"  # any quote mark around a label or a phrase
_LABEL_WORD = r"[A-Za-z0-9][\w-]*"
# a label in a rule: one word, or a few words in quotes ("signals 'not spam'")
LABEL = (
    rf"{QUOTE}?((?<={QUOTE})[A-Za-z][\w/-]*(?:\s[A-Za-z][\w/-]*){{0,3}}(?={QUOTE})"
    rf"|{_LABEL_WORD}){QUOTE}?"
)
# Function words that cannot be a label ("this or that", "choose among a and b"); greetings,
# thanks and numbers can.
NOT_LABELS = (
    STOP_WORDS
    - word_set(
        "hi hello dear regards sincerely thanks one two three four five six seven eight nine ten"
        " other none against very"
    )
) | word_set("among amongst")

# an item of a list: up to four words, any of them quoted ("a 'routine issue'")
_LIST_ITEM = (
    rf"{QUOTE}?[A-Za-z0-9][\w-]*[+#]*"
    rf"(?:\s(?!(?:or|and)\b)(?:&|{QUOTE}?[A-Za-z][\w-]*[+#]*)){{0,3}}{QUOTE}?"
)
# digits are labels only in a sentence about a rating ("1, 2 or 3 stars", "from 1 to 5"),
# not in "Reply with 2 or 3 sentences."
_RATING = re.compile(r"\b(?:rate|ratings?|scores?|stars?|scale|grades?)\b", re.I)
_RANGE = re.compile(r"\b(\d{1,2})\s*(?:to|-|–|and)\s*(\d{1,2})\b", re.I)
# a sentence that is only a list, without "or": "DEBUG, INFO, WARN, ERROR, FATAL."
_ONLY_ITEMS = re.compile(rf"{_LIST_ITEM}(?:\s*,\s*{_LIST_ITEM})+")
_LIST = re.compile(
    rf"({_LIST_ITEM}(?:\s*,\s*{_LIST_ITEM})*,?\s+(?:or|and)\s+{_LIST_ITEM})"
    rf"|(?<=[:\-–—(\[])\s*({_LIST_ITEM}(?:\s*,\s*{_LIST_ITEM})+(?:,?\s+(?:or|and)\s+{_LIST_ITEM})?)",
    re.I,
)
_BIN_VERBS = ("triage", "sort", "rate", "mark", "flag", "grade", "route", "assign")
_PICK_VERBS = ("choose", "select", "pick")
TASK_WORDS = re.compile(
    r"\b(?:clas{1,2}if(?:y|ication)|categori[sz]e|category|categories|labels?|class|classes|"
    r"decide|determine|whether|which|one\s+of|either|tags?|topics?|intents?|sentiment|verdict|"
    r"rating|"
    r"identify|(?:options|choices)\s+are|"
    # an answer in quotes: "Reply \"vulnerable\" or \"safe\"", "Return `positive`, …"
    r"(?:answer|reply|respond|return|say|output)(?=\s+(?:with\s+)?['\"`‘“])|"
    r"is\s+(?:this|it|the)|"
    # verbs that put a text in one of several bins, with the word that leads to the bins:
    # "triage the email as …", "route it to …", "choose between …", "output positive or …"
    rf"(?:{'|'.join(_BIN_VERBS)})(?=(?:\s+[\w'-]+){{0,6}}(?:\s+(?:as|into|to)\b|:))|"
    rf"(?:{'|'.join(_PICK_VERBS)})(?=(?:\s+[\w'-]+){{0,3}}\s*(?:between\b|from\b|among\b|one\s+of\b|\)?:))|"
    # "output the relation: entailment / neutral / contradiction"
    r"(?:output|return|give)(?=\s+the\s+(?!format\b|json\b|template\b)[\w-]+\s*:)|"
    r"predict(?=(?:\s+[\w'-]+){0,3}\s*[:(])|"
    # "Name the school subject this sentence comes from: history, …"
    r"name(?=\s+the(?:\s+[\w'-]+){1,8}\s*:)|"
    r"(?:output|answer|reply|respond|say|return)(?=\s*:?\s+(?:either\s+)?[\w'-]+(?:\s*,|\s+or\b))|"
    r"between|buckets?|possible\s+(?:answers|labels|values|outputs)|tell\s+me(?=\s+(?:if|whether)\b)|"
    r"(?:answer|reply|respond)(?:\s+[\w'-]+){0,3}\s+with)\b",
    re.I,
)


def sentences(text: str) -> list[str]:
    """The sentences of ``text``, each line ending one."""
    return [s for s in re.split(r"(?<=[.!?])\s+|\n+", text) if s.strip()]


# words that open a list's alternatives: "either relevant or …", "output positive or …"
_OPENERS = frozenset(
    {"either", "classify", "categorise", "categorize", "label", "tag", "identify", "decide"}
    | {"determine", "predict", "output", "answer", "reply", "respond", "say", "return"}
    | {*_BIN_VERBS, *_PICK_VERBS}
)
NEGATED_LABEL = re.compile(r"\b(not|no|non)\s+([a-z][\w-]*)")
# a label of several words in quotes: "'billing issue', 'tech issue' or 'spam'"
_QUOTED_LABEL = re.compile(
    rf"(?<!\w){QUOTE}([a-z][\w-]*(?:\s+(?!(?:or|and)\b)[a-z][\w-]*){{1,3}}){QUOTE}(?!\w)"
)
# holds the words of one label together while a list is split (never in a list item)
_GLUE = "~"
# words before the name of the text classified ("is this email spam"), not before a label
_DETERMINERS = word_set("the this that these those its your my our their each every")
# nouns that may follow the last label of a list, naming what all are ("high priority")
_KIND_NOUNS = word_set(
    "priority overall level severity risk sentiment tone type kind category class clause urgency"
    " stars star points message"
)


def _negated(m: re.Match[str]) -> str:
    """ "not spam" held together as one label; "no" before a function word stays alone
    ("Yes or No only")."""
    negator, word = m.groups()
    return m.group(0) if word in NOT_LABELS else f"{negator}{_GLUE}{word}"


def _list_labels(body: str, introduced: bool = False) -> list[str]:
    """The labels one named list holds ("a request, a complaint or a thank-you"), or [] when
    it is no list of labels ("the message and determine the"). ``introduced``: the list
    follows a colon or dash, so its first words are a label too ("Categories: tech support,
    …")."""
    # a quoted label of several words is one label: "'needs reply' or 'no reply'"
    body = _QUOTED_LABEL.sub(lambda m: re.sub(r"\s+", _GLUE, m.group(1)), body.casefold())
    parts = re.split(r"\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+", body)
    # a negated label is one label of two words: "spam or not spam", "relevant or no answer"
    parts = [NEGATED_LABEL.sub(_negated, part) for part in parts]
    unquoted = [[w.strip("'\"“”‘’`") for w in p.split()] for p in parts]
    items = [[w.replace(_GLUE, " ").replace(_SLASH, "/") for w in ws if w] for ws in unquoted]
    items = [i for i in items if i]
    # "either" or a task verb opens the alternatives: "one word, either relevant or
    # irrelevant", "given a movie review, output positive or negative"
    opens = [n for n, i in enumerate(items) if i[0] in _OPENERS and len(i) > 1]
    items = items[max(opens, default=0) :]
    if len(items[0]) > 1 and items[0][0] in _OPENERS:
        items[0], introduced = items[0][1:], True
    # the first item starts after its last function word ("ticket as bug", "review is
    # positive"), or a word later after "the"/"this" ("this email spam": a word naming the
    # text); any other after its articles ("a complaint")
    cut = max((n + 1 for n, w in enumerate(items[0]) if w in NOT_LABELS), default=0)
    if cut and items[0][cut - 1] in _DETERMINERS and len(items[0]) > cut + 1:
        cut += 1
    items[0] = items[0][cut:] or items[0]
    for words in items[1:]:
        while len(words) > 1 and words[0] in NOT_LABELS:
            words.pop(0)
    if re.search(r"\bor\s+[^,]*$", body, re.I):  # "… or informal in tone": cut at "in"
        cut_last = next((n for n, w in enumerate(items[-1]) if w in NOT_LABELS), None)
        items[-1] = items[-1][:cut_last] or items[-1]
    if any(w in NOT_LABELS for i in items for w in i):
        return []  # "the message and determine the sentiment": phrases, not labels
    # a word every item shares frames them: "mostly positive or mostly negative", "a
    # hardware issue or a software issue"
    frame = set.intersection(*(set(i) for i in items))
    items = [[w for w in i if w not in frame] or i for i in items]
    if not cut and not introduced:  # "Answer yes, no or …": the words before are no label
        items[0] = items[0][-1:]
    # a word after the last item naming what they all are: "low, medium or high priority"
    others_single = all(len(words) == 1 for words in items[:-1])  # not "1 star, 2 stars"
    if len(items[-1]) > 1 and items[-1][-1] in _KIND_NOUNS and others_single:
        items[-1] = items[-1][:-1]
    labels = [" ".join(words).replace(_AND, "and") for words in items]
    if NOT_LABELS & set(labels) or len(set(labels)) != len(labels):
        return []
    return labels


# labels written with slashes or bars: "urgent/routine/spam", "urgent | routine | spam"
_SLASHED = re.compile(r"[A-Za-z][\w-]*(?:[ \t]*[/|][ \t]*[A-Za-z][\w-]*)+")


# "and" between two capitalised words, in a list joined by commas and "or", is inside a label
# ("Home and Garden, Toys, or Books"); held as a word while the list is read
_TITLED_AND = re.compile(r"\b([A-Z][a-z]+) and ([A-Z][a-z]+)\b")
_AND = "and_"  # a word to the list (a letter first), never one a prompt writes
# a slash inside one item of a longer list is part of its label: "Business or Sci/Tech"
_LIST_BEFORE = re.compile(r"(?:,|\bor|\band)\s*$", re.I)
_LIST_AFTER = re.compile(r"\s*(?:,|or\b|and\b)", re.I)
_SLASH = "_slash_"  # holds that slash while the list is read (a word character to the list)


def _as_list(m: re.Match[str]) -> str:
    """ "a/b/c" written as the list "a, b or c" that :data:`_LIST` reads; a label of a longer
    list ("World, Sports, Business or Sci/Tech") kept whole."""
    if re.fullmatch(r"n\s*/\s*a", m.group(0), re.I):
        return m.group(0)  # "N/A" is no choice ("y/n" is)
    if "|" not in m.group(0) and (
        _LIST_BEFORE.search(m.string, 0, m.start()) or _LIST_AFTER.match(m.string, m.end())
    ):
        return re.sub(r"\s*/\s*", _SLASH, m.group(0))
    *first, last = re.split(r"\s*[/|]\s*", m.group(0))
    return f"{', '.join(first)} or {last}"


# a line of a bulleted, numbered or lettered list: "- billing", "2. technical: the app",
# "(B) Fearful"; or a label and its description without a mark: "RED — immediate"
_BULLET = re.compile(r"^\s*(?:[-*•+]|(\d{1,2}|[a-z])[.)]|\(([a-z0-9])\))\s+(.+?)\s*$", re.I)
_DESCRIBED = re.compile(r"^\s*([A-Za-z0-9][\w-]*(?:\s[\w-]+){0,2}\s+[-–—=]\s+\S.*?)\s*$")
# "bug: something is broken": a label and its description after a colon, one per line; read
# only under a line naming the list ("Issue categories:"), as any field looks like it
_COLON_DESCRIBED = re.compile(r"^\s*([A-Za-z][\w-]*(?:\s[\w-]+){0,2}\s*:\s+\S.*?)\s*$")
# the same with the name in bold or code ("**greeting**: the user says hello"): a label
_MARKED_DESCRIBED = re.compile(r"^\s*((\*\*|`)[A-Za-z][\w -]{0,40}\2\s*:\s+\S.*?)\s*$")
# where a listed label's name ends and its description starts: "billing: …", "billing - …"
_DESCRIPTION = re.compile(r"\s*(?::|\s[-–—=]\s|\(|,)")
# a list the words "options are" (or "labels are", …) open, with or without "or": read as
# one after a colon
_ITEMS_FOLLOW = re.compile(
    r"\b(?:options|choices|labels|categories|classes|answers)\s+(?:are|include)(?=\s+\w)", re.I
)
# "one of" right before a list without "or", read as one after a colon: "Classify it as one
# of approve, decline, refer"
_ONE_OF = re.compile(rf"\bone\s+of(?=\s+{QUOTE}?[A-Za-z][\w-]*{QUOTE}?\s*,)", re.I)
# a list after these names things to write or avoid, not answers
_NAMED_THINGS = re.compile(
    r"\b(?:keys|fields|columns|words|terms|properties|phrases|headings|sections)\s*:?\s*"
    rf"{QUOTE}?[\w-]+{QUOTE}?\s*,",
    re.I,
)
# lines under these are instructions, not answers
_NOT_ANSWERS = re.compile(
    r"\b(?:guidelines?|rules?|notes?|tips?|instructions?|steps?|requirements?|constraints?)\b",
    re.I,
)
_LIST_INTRO = re.compile(r"\b(?:options|choices|answers|values)\b", re.I)
# verbs of tasks other than classifying, opening a sentence: "Rewrite …", "Summarise …"
OTHER_TASKS = "rewrite|summari[sz]e|translate|generate|draft|compose|paraphrase|proofread|extract"
# lists that are no answers: what the assistant covers ("Topics you may cover: …"), what the
# user chooses ("the tone they choose: formal or friendly", "The user will tell you which
# side they are on: pro or con"), the options of a text to write ("Rewrite it in …")
_NOT_ASKED = re.compile(
    r"\b(?:topics|subjects|areas)\s+(?:that\s+)?you\b"
    r"|\b(?:the\s+user|users|they|the\s+customer|the\s+student)\s+(?:will\s+|can\s+|may\s+)?"
    r"(?:tell|say|choose|pick|decide|select)s?\b"
    rf"|^\W*(?:please\s+)?(?:{OTHER_TASKS})\b"
    # a question about the alternatives, not asking to pick one: "explain the difference
    # between positive and negative feedback loops"
    r"|\bdifferences?\s+between\b",
    re.I,
)


# a multiple choice answered by its letters or numbers, not by the words after them
_BY_MARK = re.compile(
    r"\bwith\s+(?:only\s+)?(?:the|its|a)\s+(?:option\s+|choice\s+|correct\s+)?(?:letter|number)\b"
    r"|\b(?:letter|number)\s+only\b|\bjust\s+the\s+(?:letter|number)\b",
    re.I,
)


def _bullet_label(item: str) -> str | None:
    """The label one list line names ("**Billing**: invoices and charges" -> "billing"), or
    None when the line is no label (an instruction such as "Answer in one word")."""
    plain = re.sub(r"(?<!\w)[*_`]+|[*_`]+(?!\w)", "", item)  # **bold**, `code`; not lights_on
    name = _DESCRIPTION.split(plain, maxsplit=1)[0].rstrip(".;")
    words = [w.strip("'\"“”‘’") for w in name.casefold().split()]
    if not 1 <= len(words) <= 3 or any(not w[:1].isalnum() or w in NOT_LABELS for w in words):
        return None
    return " ".join(words)


def is_list_line(line: str) -> bool:
    """A line that is an item of a list ("- billing", "2) refund") or a list of short items
    ("CRASH, SLOW, VISUAL")."""
    return bool(_BULLET.match(line) or _ONLY_ITEMS.fullmatch(line.strip(" .")))


def _bulleted_labels(text: str, by_letter: bool) -> list[list[str]]:
    """The labels of each list written one per line under a line that states a task
    ("Classify the ticket into one of these categories:" then "- billing: invoices",
    "- technical", "- account"). ``by_letter``: the prompt asks for the letter of a choice
    ("Reply with the letter."), so a lettered list's answers are its letters."""
    found: list[list[str]] = []
    items: list[str] = []
    letters: list[str] = []
    intro, fields = "", False
    lines = [line for line in text.splitlines() if line.strip()]
    states_task = TASK_WORDS.search(text) is not None
    examples = example_lines(text)
    indent = 0  # of the list's first item: a deeper bullet belongs to the item above it
    for line in [*lines, ""]:  # the empty line ends the last list
        bullet = _BULLET.match(line)
        depth = len(line) - len(line.lstrip())
        if bullet and items and depth > indent:
            continue
        if bullet and not items:
            indent = depth
        marked = _DESCRIBED.match(line) or _MARKED_DESCRIBED.match(line)
        described = marked or _COLON_DESCRIBED.match(line)
        if bullet:
            items.append(bullet.group(3))
            letters.append(bullet.group(1) or bullet.group(2) or "")
            continue
        if described and line not in examples:  # "RED — immediate", "bug: it crashes"
            items.append(described.group(1))
            letters.append("")
            fields = fields or marked is None
            continue
        labels = [name for name in map(_bullet_label, items) if name]
        if by_letter and all(letters):
            labels = letters  # multiple choice answered by its letters
        task = TASK_WORDS.search(intro) or _LIST_INTRO.search(intro) or _RATING.search(intro)
        # "Issue categories:" in a prompt that states a task, not "Guidelines:"
        led = intro.rstrip().endswith(":") and not _NOT_ANSWERS.search(intro)
        if _NOT_ASKED.search(intro):
            task, led = None, False
        # lines that look like fields ("Label: …", "Reason: …") need a line naming the list
        named = task and led if fields else task or (led and states_task)
        if named and 2 <= len(labels) == len(items) == len(set(labels)):
            found.append(labels)
        intro, items, letters, fields = line, [], [], False
    return found


_ANSWER_VERB = r"(?:answer|reply|return|respond\s+with|output|say|write|print)"
# answers stated with their conditions: "Return 'yes' if the email is spam, otherwise 'no'.",
# "Answer 1 if the review is positive and 0 if it is negative."
# after "and" or a comma, an answer stands out as one: quoted, a number or in capitals ("and
# 0 if it is negative", ', "B" if …'), not "…, determine if"
_MARKED = r"(?:['\"`‘“]([^'\"`’”]{1,40})['\"`’”]|\b(\d+|(?-i:[A-Z][A-Z0-9_-]*))\b)"
_IF_ANSWER = re.compile(
    rf"\b{_ANSWER_VERB}\s+(?:with\s+)?{LABEL}\s+(?:if|when)\b"
    rf"|(?:\band|\bor|,)\s+{_MARKED}\s+(?:if|when)\b"
    rf"|\b(?:if|when)\b[^.;]*?\b{_ANSWER_VERB}\s+(?:with\s+)?{LABEL}",
    re.I,
)
_ELSE_ANSWER = re.compile(
    rf"\b(?:otherwise|(?:anything\s+)?else)[,:\s]+(?:{_ANSWER_VERB}\s+)?{LABEL}"
    rf"|{LABEL}\s+otherwise\b",
    re.I,
)


# after "Answer true if …", the next answers in plain words: ", false if …, and unknown if …"
_NEXT_IF_ANSWER = re.compile(r"(?:,|\band|\bor)\s+(?:and\s+|or\s+)?([a-z][\w-]*)\s+(?:if|when)\b")
# words that go before "if" in an instruction, not answers ("…, then check if …")
_ASKING_VERBS = word_set(
    "ask check decide determine explain find judge note say see state tell verify answer reply"
)


def _conditional_labels(sentence: str) -> list[str]:
    """The answers a sentence gives with their conditions ("'yes' if …, otherwise 'no'";
    "Answer true if …, false if …, and unknown if …"; "If none apply, say 'general'.";
    "Anything else: general."), once each."""
    first = [next(g for g in m.groups() if g) for m in _IF_ANSWER.finditer(sentence)]
    opening = re.match(rf"\W*{_ANSWER_VERB}\s+(?:with\s+)?{LABEL}\s+(?:if|when)\b", sentence, re.I)
    if opening:
        plain = _NEXT_IF_ANSWER.findall(sentence, opening.end())
        first += [word for word in plain if word not in NOT_LABELS | _ASKING_VERBS]
    rest = [next(g for g in m.groups() if g) for m in _ELSE_ANSWER.finditer(sentence)]
    labels = list(dict.fromkeys(label.casefold() for label in first + rest))
    letters = {label.casefold() for label in first + rest if re.fullmatch("[A-Z]", label)}
    if not labels or (NOT_LABELS & set(labels)) - letters:  # "A" is a letter, "a" a word
        return []
    return labels


# letters as the answers: "A, B, C, D or F"
_LETTERS = re.compile(r"(?<![\w'])[A-Z](?:\s*,\s*[A-Z])*,?\s+(?:or|and)\s+[A-Z](?![\w'])")
# a choice's letter before it: "(a) fact or (b) opinion"
_CHOICE_MARK = re.compile(r"\(([a-z0-9])\)\s*", re.I)
# what an item of a list means, in parentheses after it: "P1 (system down), P2 (…)", and
# the first item's note before the next item: "answer refund (money back for a fault), …"
_ITEM_NOTE = re.compile(
    r"([:,]\s*[A-Za-z0-9][\w-]*)\s*\([^()]*\)"
    r"|([A-Za-z0-9][\w-]*)\s*(\([^()]*\))(?=\s*(?:,|(?:or|and)\b))"
)


@dataclass(frozen=True)
class _Place:
    """Where a sentence stands: what the sentences before it state."""

    after_task: bool  # an earlier sentence of its line states a task
    task_above: bool  # an earlier line states a task
    led: bool  # it opens the line right after one that states a task and ends in ":" or "?"
    task_words: frozenset[str]  # the words of the sentences before it that state a task


# the name of a list, one to three words and a colon: "Claim type:"
_NAME = re.compile(r"(?:[A-Za-z][\w-]*\s+){0,2}[A-Za-z][\w-]*\s*:")
# the name of a list, in the plural: "Departments:", "Clause types:", "Levels:"
LIST_HEADER = re.compile(r"(?:[A-Za-z][\w-]*\s+){0,2}[A-Za-z][\w-]*[^s\W]s\s*:", re.I)


def _line_sentences(text: str) -> Iterator[tuple[str, _Place]]:
    """Each sentence of ``text`` and its :class:`_Place`. A list right after a task names its
    answers ("What is the stance? favor, against, none"; "Sort it into one of these
    buckets:" then "'Late delivery', 'Wrong item', 'Other'"); the first line of an input,
    after a task that ends in a full stop or a blank line, is no such list."""
    task_above = led = False
    task_words: frozenset[str] = frozenset()
    for line in text.splitlines():
        if not line.strip():
            led = False  # a blank line parts a task from what follows (messages too)
            continue
        after_task = False
        for n, sentence in enumerate(sentences(line)):
            yield sentence, _Place(after_task, task_above, led and n == 0, task_words)
            if TASK_WORDS.search(sentence):
                after_task = True
                task_words |= _word_forms(sentence)
        led = after_task and (line.rstrip().endswith((":", "?")) or line.lstrip().startswith("#"))
        task_above = task_above or after_task


def _word_forms(text: str) -> frozenset[str]:
    """The words of ``text``, lowercase and without a plural "s": to tell whether a list's
    name ("Claim type:") is what a task asks for ("Identify the claim type")."""
    return frozenset(w.casefold().removesuffix("s") for w in re.findall(r"[A-Za-z]+", text))


def _plain_lists(sentence: str) -> str:
    """``sentence`` with its lists written as :data:`_LIST` reads them: no bold or brackets
    around labels ("**relevant**", "[URGENT]"), commas for semicolons, a colon after "options
    are" and "one of", "a, b or c" for "a/b/c", no choice marks ("(a) fact") or notes ("P1
    (system down)"), and no idiom that only looks like a list ("one or the other")."""
    sentence = re.sub(r"\*\*|__", "", sentence)
    sentence = re.sub(r"\bone\s+or\s+the\s+other\b", "either", sentence, flags=re.I)  # no list
    # "[URGENT]", "[NOT URGENT]", "[positive/negative]": the brackets are no part of a label
    sentence = re.sub(r"\[([A-Za-z][\w-]*(?:[ /|]+[A-Za-z][\w-]*){0,7})\]", r"\1", sentence)
    sentence = re.sub(r"\b(the following)\s*[;,]", r"\1:", sentence, flags=re.I)
    sentence = _ONE_OF.sub(r"\g<0>:", _ITEMS_FOLLOW.sub(r"\g<0>:", sentence.replace(";", ",")))
    sentence = _SLASHED.sub(_as_list, sentence)
    if "," in sentence and re.search(r"\bor\b", sentence):  # "Food and Drink, Rooms, or Staff"
        sentence = _TITLED_AND.sub(rf"\1 {_AND} \2", sentence)
    sentence = _ITEM_NOTE.sub(_without_note, sentence)
    return _CHOICE_MARK.sub(_between_choices, sentence)


def _without_note(m: re.Match[str]) -> str:
    """A list item without its note; a note before the next item only when it reads as a
    description ("refund (money back)", "(the writer wants it repaired, replaced or
    refunded)"), not as a list of its own ("the review (positive or negative), then …") or a
    label after its description ("… from the description (ANSWERABLE) or not (…)")."""
    if m.group(1):
        return m.group(1)
    note = m.group(3)
    words = {w.casefold() for w in re.findall(r"[A-Za-z]+", note)}
    listed = re.search(r"[,/]|\b(?:or|and)\b", note) and not words & NOT_LABELS - {"or", "and"}
    return m.group(0) if listed or len(words) < 2 else m.group(2)


def _between_choices(m: re.Match[str]) -> str:
    """A choice's mark dropped, or a comma for it where it alone parts two choices ("(a)
    Formal (b) Informal" reads "Formal, Informal"; "(a) fact or (b) opinion" keeps "or")."""
    before = m.string[: m.start()].rstrip()
    first = _CHOICE_MARK.search(before) is None
    if first or re.search(r"(?:[,;:]|\bor|\band)$", before, re.I):
        return ""
    return ", "


# nouns that show "either" opens the answers: "Your answer must be either …" (not "The reply
# should be either formal or casual in tone", a style)
_ASKS = re.compile(r"\b(?:answer|label|verdict|classification)\b", re.I)


def _leads(task: re.Match[str], found: re.Match[str], first: str) -> bool:
    """Whether the task word ``task`` leads to the list ``found`` (whose first label is
    ``first``): outside it, or among the words that open it ("Return one of weather, …";
    "must be either 'Agree' or …" in a sentence asking for an answer), not inside an item
    ("Consider the amount, merchant category and location")."""
    if not found.start() < task.start() < found.end():
        return True
    if found.string.casefold().find(first.split()[0], task.end(), found.end()) < 0:
        return False  # the task word comes after the first label: inside an item
    either = task.group(0).casefold() == "either"
    return not either or _ASKS.search(found.string, 0, task.start()) is not None


def named_labels(text: str) -> list[str]:
    """The longest list of labels a task sentence names ("positive, negative or neutral") or
    lists one per line; of lists as long, the last ("… fiction or non-fiction: answer
    fiction or nonfiction" names its answers last), a list of lines before a sentence's.
    Without one, a sentence that is only alternatives ("Positive, negative or neutral?")."""
    return list(_named_labels(text))


@functools.lru_cache(maxsize=256)
def _named_labels(text: str) -> tuple[str, ...]:
    """:func:`named_labels`, read once per text: forward reads the same instructions for
    every sample of a batch."""
    best: list[str] = []
    bare: list[str] = []
    aside: list[str] = []  # a list in parentheses: labels only if nothing else names them
    extra: list[str] = []  # answers a sentence adds to the list another names
    by_letter = _BY_MARK.search(text) is not None  # "Reply with the letter."
    for sentence, place in _line_sentences(text):
        if "'" in sentence and " signals " in sentence:
            continue
        marks = _CHOICE_MARK.findall(sentence)
        if by_letter and len(marks) >= 2:  # "(a) indoor (b) outdoor (c) can't tell"
            best = marks if len(marks) >= len(best) else best
        sentence = _plain_lists(sentence)
        answers = _conditional_labels(sentence)
        if len(answers) == 1:  # "If none apply, say 'general'.": one more answer
            extra += answers
        elif answers:  # "Reply `toxic` if it has insults, slurs or threats, otherwise …"
            best = answers if len(answers) >= len(best) else best
            continue  # the conditions' lists are no answers
        rating = _RATING.search(sentence) is not None
        letters = _LETTERS.search(sentence)
        named_things = _NAMED_THINGS.search(sentence)
        not_asked = _NOT_ASKED.search(sentence)
        # "give it a grade: A, B, C, D or F", "using the letter grades: A, B, C, D, or F"
        if letters and (TASK_WORDS.search(sentence) or rating):
            best = re.findall(r"[A-Z]", letters.group(0))
        for m in _LIST.finditer(sentence):
            labels = _list_labels(m.group(1) or m.group(2) or "", m.group(2) is not None)
            if len(labels) < 2 or (not rating and any(lab.isdigit() for lab in labels)):
                continue
            if named_things and named_things.start() < m.end():
                continue  # "with the keys 'name', 'age' and 'city'": fields, not answers
            if not_asked and not_asked.start() < m.end():
                continue  # "Topics you may cover: …", "the difference between a and b"
            # a task word before the list or opening it, not inside an item ("Consider the
            # amount, merchant category and location")
            outside = [t for t in TASK_WORDS.finditer(sentence) if _leads(t, m, labels[0])]
            rest = sentence[: m.start()] + sentence[m.end() :]
            # a question ending in its choices: "What does it discuss — food, … or price?"
            asked = (
                m.group(2) is not None
                and sentence[m.end() :].strip() == "?"
                and " or " in m.group(0)
            )
            # a list under its name, after the task: "Departments: Sales, Support, Billing"
            # (on a line of its own, or after the task's sentence), or under a name the task
            # uses ("Identify the claim type." then "Claim type: AUTO / HOME / LIFE")
            name = sentence[: m.start()].strip()
            headed = (
                m.group(2) is not None
                and (place.task_above or place.after_task)
                and (
                    LIST_HEADER.fullmatch(name) is not None
                    or (_NAME.fullmatch(name) is not None and _word_forms(name) <= place.task_words)
                )
            )
            if outside or asked or headed or all(lab.isdigit() for lab in labels):
                before = sentence[: m.start()]
                if before.count("(") > before.count(")"):
                    aside = aside or labels  # "(delivery, packaging, refunds)" may describe
                else:
                    best = labels if len(labels) >= len(best) else best
            elif not rest.strip(" .?!:()") and (" or " in m.group(0) or place.after_task):
                bare = bare or labels  # "Which? positive or negative"
        only_items = _ONLY_ITEMS.fullmatch(sentence.strip(" .?!"))
        # "Classify the log line. DEBUG, INFO, …"; "… one of these buckets:" then the list
        if only_items and (place.after_task or place.led) and not bare:
            bare = _list_labels(only_items.group(0), introduced=True)
        for m in _RANGE.finditer(sentence) if rating else ():
            low, high = int(m.group(1)), int(m.group(2))
            if 2 <= high - low + 1 <= 10 and len(best) <= high - low + 1:
                best = [str(n) for n in range(low, high + 1)]
    for labels in _bulleted_labels(text, by_letter):
        best = labels if len(labels) >= len(best) else best
    named = best or aside or bare or _json_labels(text)
    if not named and len(set(extra)) >= 2:  # "If …, answer PII. If it does not, answer CLEAN."
        return tuple(dict.fromkeys(extra))
    return (*named, *(label for label in extra if named and label not in named))


# a JSON field the reply must fill, with its choices: '"difficulty": "easy|medium|hard"',
# '"category": "hardware" | "software"'
_JSON_FIELD = re.compile(r'"[\w -]{1,30}"\s*:\s*("[^"{}\n]{1,60}"(?:\s*\|\s*"[^"{}\n]{1,60}")*)')
# one object per answer: '{"label": "spam"} or {"label": "ham"}', '{"is_question": true} or …'
_JSON_ANSWER = re.compile(r'\{\s*"([\w -]{1,30})"\s*:\s*(?:"([^"{}\n]{1,40})"|(true|false))\s*\}')
# a choice in a JSON template: a word or a few ("Sci/Tech", "not spam"), no sentence
_LABEL_SHAPE = re.compile(r"[A-Za-z0-9][\w/+-]*(?: [A-Za-z0-9][\w/+-]*){0,3}")


def _json_labels(text: str) -> list[str]:
    """The answers a JSON reply template offers in one field, when no sentence names them."""
    for m in _JSON_FIELD.finditer(text):
        values = re.findall(r'"([^"]*)"', m.group(1))
        if len(values) == 1:
            values = values[0].split("|")
        labels = [v.strip() for v in values if v.strip()]
        if len(labels) >= 2 and all(_LABEL_SHAPE.fullmatch(label) for label in labels):
            return labels
    objects = [*_JSON_ANSWER.finditer(text)]
    for first, second in itertools.pairwise(objects):
        between = text[first.end() : second.start()]
        if first.group(1) != second.group(1) or not re.fullmatch(r"\s*,?\s*(?:or\s+)?", between):
            return []  # objects of one field, offered as alternatives
    labels = [m.group(2) or m.group(3) for m in objects]
    return labels if len(set(labels)) >= 2 else []
