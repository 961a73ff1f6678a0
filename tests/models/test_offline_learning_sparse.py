"""The offline learner on sparse multi-label data (topics, routing, intents): rules match the
filled-in input and not the template around it, label names are prior evidence, the cue bar
scales with the label count, contractions stay whole, and training as afnio's tutorial does
(Trainer, weighted sampler with replacement or shuffling) learns well above the majority
label on generated data sets in three domains."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from afnio_lab.models import CallLog, OfflineModel
from afnio_lab.models import offline_learner as learner

from support.topic_corpora import DOMAINS, generate
from support.tutorial_training import _schema, train_like_tutorial


def _answer(system: str, user: str, labels: list[str]) -> str:
    model = OfflineModel(call_log=CallLog())
    messages = [{"role": "system", "content": system}, {"role": "user", "content": user}]
    reply = model.respond(messages, response_format=_schema(labels)).text
    return reply.split('"label": "', 1)[1].split('"', 1)[0]


# --- item 1: the template is not the input ------------------------------------------------

INTENTS = ["complaint", "question", "praise"]


def test_a_rule_on_a_template_word_does_not_fire_on_every_message() -> None:
    system = (
        "Sort the message into complaint, question or praise. 'customer' signals complaint. "
        "When no cue applies, answer question."
    )
    template = "A customer wrote to us about our shop.\n\nCustomer message: {text}"
    answer = _answer(system, template.format(text="Where is your nearest store?"), INTENTS)
    assert answer != "complaint"
    # the rule still fires when the input itself holds the word
    text = "As a loyal customer I expected better."
    assert _answer(system, template.format(text=text), INTENTS) == "complaint"


def test_template_words_never_become_cues_even_when_inputs_share_them() -> None:
    """Every 'kitchen' text also says "customer", a word of the template: counted over the
    inputs alone it looks like a perfect kitchen cue, but it sits in every message."""
    train, test = generate(DOMAINS["shop"], seed=5)
    train = [(t + " The customer is waiting." if y == "kitchen" else t, y) for t, y in train]
    template = "A customer sent us a question.\n\nCustomer question: {text}"
    out = train_like_tutorial(
        DOMAINS["shop"].prompt, template, DOMAINS["shop"].labels, train, test, sampler="shuffle"
    )
    cues, _, _ = learner.read_rules(out.prompt)
    assert "customer" not in {c.phrase for c in cues}, out.prompt
    assert out.answers_after.most_common(1)[0][1] <= 0.5 * len(test), out.answers_after


# --- item 2: before any training -----------------------------------------------------------

TICKETS = ["hardware", "software", "network", "access"]
PLAIN = "Classify the support ticket into one of: hardware, software, network, access."


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("The office network drops every few minutes.", "network"),
        ("Installing the new software fails halfway.", "software"),
        ("I cannot get access to the shared drive.", "access"),
        ("Networking in building B is down again.", "network"),
    ],
)
def test_a_label_named_in_the_input_is_evidence_for_it(text: str, label: str) -> None:
    assert _answer(PLAIN, f"Ticket: {text}", TICKETS) == label


def test_without_evidence_the_answers_do_not_collapse_to_the_first_label() -> None:
    texts = [
        "My screen flickers when I open the lid.",
        "The printer on floor three jams every morning.",
        "Please reset my password before the meeting.",
        "Outlook crashes when I attach a file.",
        "The laptop will not turn on after the update.",
        "Wifi in the meeting room is very slow today.",
        "I need the design tool licence renewed.",
        "The docking station makes a buzzing sound.",
        "Teams keeps logging me out.",
        "The VPN disconnects after ten minutes.",
        "My keyboard is missing two keys.",
        "I was locked out of the finance folder.",
    ]
    answers = Counter(_answer(PLAIN, f"Ticket: {t}", TICKETS) for t in texts)
    assert len(answers) >= 3, answers
    assert answers.most_common(1)[0][1] <= len(texts) // 2, answers


# --- item 3: the cue bar and tokens --------------------------------------------------------


def test_a_quoted_contraction_is_read_as_one_cue_never_as_t() -> None:
    cues, _, _ = learner.read_rules("'won't' signals complaint. 'thanks a lot' signals praise.")
    assert [c.phrase for c in cues] == ["won't", "thanks a lot"]
    assert "t" not in learner.content_words("I won’t pay, it isn't fair and they can`t say why")


def _evidence(rows: list[tuple[str, str, str]], labels: list[str]) -> str:
    """EVIDENCE tags as the backward writes them: (words, target, predicted)."""
    return "\n".join(
        f'<EVIDENCE id="s{i}" target="{target}" predicted="{predicted}" '
        f'labels="{",".join(labels)}">{words}</EVIDENCE>'
        for i, (words, target, predicted) in enumerate(rows)
    )


def test_two_samples_suffice_for_a_cue_with_six_labels() -> None:
    """Headline-like data: each topic word in two texts of its label, among words common to
    every label. With six labels (chance 1/6) two out of two is strong evidence; right
    answers count as much as wrong ones."""
    labels = ["politics", "sport", "science", "business", "culture", "weather"]
    topic = {lab: [f"{lab[:3]}word{k}" for k in range(3)] for lab in labels}
    common = ["today", "report", "latest", "week"]
    rows = []
    for li, lab in enumerate(labels):
        for k in range(3):
            for rep in range(2):
                words = f"{topic[lab][k]} {common[(li + k + rep) % 4]} {common[(li + k) % 4]}"
                predicted = lab if rep == 0 else labels[(li + 1) % 6]
                rows.append((words, lab, predicted))
    learned = learner.learn("Which section is the headline for?", _evidence(rows, labels))
    assert learned is not None
    cues = {(c.phrase, c.label) for c in learner.read_rules(learned.prompt)[0]}
    planted = {(w, lab) for lab, ws in topic.items() for w in ws}
    assert planted <= cues, learned.prompt
    assert not {c for c in cues if c[0] in common}


def test_words_recurring_by_chance_do_not_become_cues() -> None:
    """Many filler words, each in two samples of random labels: the sixth or so that land
    twice on one label are what chance predicts with six labels, not cues (the bar that lets
    two out of two through above is checked against chance recurrences)."""
    rng = random.Random(3)
    labels = ["a1", "b2", "c3", "d4", "e5", "f6"]
    filler = [f"filler{i}" for i in range(150)] * 2
    rng.shuffle(filler)
    rows = []
    for i in range(100):
        words = " ".join(filler[3 * i : 3 * i + 3])
        rows.append((words, rng.choice(labels), rng.choice(labels)))
    learned = learner.learn("Which label fits?", _evidence(rows, labels))
    assert learned is not None
    assert learner.read_rules(learned.prompt)[0] == [], learned.prompt


# --- item 4 and the whole loop: trained as afnio's tutorial trains -------------------------


@pytest.mark.parametrize(
    ("domain", "sampler"),
    [("shop", "weighted"), ("hotel", "weighted"), ("hotel", "shuffle"), ("lab", "weighted")],
)
def test_topic_data_sets_learn_well_above_the_majority_label(domain: str, sampler: str) -> None:
    """~110 training texts, 4–6 labels, topic words in a few texts each; the weighted
    sampler draws with replacement (duplicates in a batch count once)."""
    data = DOMAINS[domain]
    train, test = generate(data, seed=1)
    majority = Counter(y for _, y in test).most_common(1)[0][1] / len(test)
    out = train_like_tutorial(data.prompt, data.template, data.labels, train, test, sampler=sampler)
    top = out.answers_after.most_common(1)[0][1] / len(test)
    print(
        f"{domain} ({len(data.labels)} labels, {sampler}): majority {majority:.2f}, "
        f"before {out.before:.2f}, after {out.after:.2f}, top answer share {top:.2f}"
    )
    assert out.after >= majority + 0.35, out.prompt
    assert top <= 0.55, out.answers_after  # no single-label collapse
    assert len(out.answers_after) == len(data.labels)
