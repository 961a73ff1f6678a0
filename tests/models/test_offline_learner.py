"""The offline model's transparent learner: it reads tasks and rules from the prompt, names
evidence in backward, and learns cue rules only from evidence that recurs across samples."""

from __future__ import annotations

import itertools
import json
import random

import pytest

import afnio_lab as afnio
import afnio_lab.cognitive as cog
import afnio_lab.cognitive.functional as F
from afnio_lab.models import CallLog, OfflineModel
from afnio_lab.models import backward_client as bc
from afnio_lab.models import offline_learner as learner
from afnio_lab.models import protocol as p
from afnio_lab.models.offline import offline_reply

from support.offline_training import accuracy, train_prompt


def enum_format(*labels: str) -> dict:
    schema = {
        "type": "object",
        "properties": {"label": {"type": "string", "enum": list(labels)}},
        "required": ["label"],
        "additionalProperties": False,
    }
    return {"type": "json_schema", "json_schema": {"name": "r", "schema": schema, "strict": True}}


def answer(system: str, user: str, response_format: dict | None = None) -> str:
    messages = [{"role": "system", "content": system}, {"role": "user", "content": user}]
    if response_format is None:
        return offline_reply(messages)
    model = OfflineModel(call_log=CallLog())
    return model.respond(messages, response_format=response_format).text


def test_a_plainly_worded_two_label_prompt_is_understood() -> None:
    prompt = "Decide whether the movie review is positive or negative."
    reviews = {
        "A wonderful film, I loved every minute and the cast was great.": "positive",
        "Boring, slow and the worst script I have seen in years.": "negative",
        "The acting was terrible and the plot was dull.": "negative",
        "Brilliant direction and a beautiful score; I enjoyed it.": "positive",
    }
    fmt = enum_format("positive", "negative")
    answers = {}
    for review, expected in reviews.items():
        answers[review] = answer(prompt, f"Review: {review}", fmt)
        assert json.loads(answers[review]) == {"label": expected}
    # the labels are read from the prompt's wording as well, without an enum
    assert answer(prompt, "Boring and dull.") == "negative"
    assert answer("Is this text positive, negative or neutral?", "I loved it.") == "positive"


def test_untrained_prior_answers_neutral_for_weak_or_mixed_polarity() -> None:
    """Without cue rules, a few polite words in a long message are not a sentiment: the
    prior lexicon needs a lead that grows with the length of the input."""
    prompt = "Read the message and determine the sentiment: positive, negative or neutral."
    request = (
        "Hello team, I hope you are well. I am writing to ask about the schedule for the "
        "quarterly inspection of the ventilation units in building four, and whether the "
        "technicians will need access to the storage rooms on the ground floor. Please let me "
        "know which dates are available next month so that I can inform the staff and arrange "
        "for the rooms to be unlocked. I would appreciate a prompt reply. Thank you."
    )
    assert answer(prompt, request) == "neutral"
    mixed = "The food was great but the service was terrible."
    assert answer(prompt, mixed) == "neutral"
    assert answer(prompt, "I loved it.") == "positive"
    assert answer(prompt, "Terrible, rude and slow. The worst visit ever.") == "negative"
    # with cue rules for the label, the rules decide as before
    taught = prompt + " 'appreciate' signals positive."
    assert answer(taught, request) == "positive"


def test_praise_the_writer_only_heard_of_is_not_their_sentiment() -> None:
    """A clause reporting hearsay ("I've heard great things", "your reputation for
    excellence") holds no opinion of the writer's: its praise and complaint words count for
    no label, in forward and in the evidence backward names. The clause ends at a comma or
    where the sentence turns; other clauses count as before."""
    prompt = "Read the message and determine the sentiment: positive, negative or neutral."
    taught = prompt + " 'wonderful' signals positive."
    prospect = "I've heard wonderful things about your team. Can you quote for a deep clean?"
    assert answer(taught, prospect) == "neutral"
    assert answer(taught, "Given your reputation for wonderful work, can you call me?") == "neutral"
    customer = "I heard about you from a friend. Your team did wonderful work. Thank you."
    assert answer(taught, customer) == "positive"
    # reported complaints are no complaint of the writer's either
    assert answer(prompt, "I had heard terrible things about the parking so I ask first.") == (
        "neutral"
    )
    # the writer's own view after the hearsay counts
    turned = "I had heard wonderful things but the room was terrible and the staff were rude."
    assert answer(taught, turned) == "negative"
    spa = "Having heard wonderful things about the spa, I was disappointed by the cold pool."
    assert answer(taught, spa) == "negative"

    task = learner.read_task(taught)
    assert task is not None
    evidence = learner.sample_evidence(task, prospect, "neutral", "positive")
    feedback, tag = evidence.split("<EVIDENCE")
    assert "wonderful" not in tag and "team" in tag
    # the feedback says why the word did not count, and the sample keeps its own id
    assert "Reported, not the writer's own view, so counted for no label: 'wonderful'" in feedback
    assert f'id="{learner.sample_id(prospect)}"' in tag
    right = learner.sample_evidence(task, prospect, "neutral", "neutral")
    assert right.startswith("The answer 'neutral' is right") and "'wonderful'." in right
    # a topic's cue may sit in such a clause: other tasks keep every word
    topics = learner.read_task("Classify the report as brakes, engine or tyres.")
    assert topics is not None
    heard = "We heard a terrible grinding from the brakes."
    assert learner.own_opinion(topics, heard) == heard


@pytest.mark.parametrize(
    "prompt",
    [
        "Classify the question as sports, cooking or travel.",
        "Which topic is the question about: sports, cooking, travel?",
        "Label each question with one of these topics: sports, cooking and travel.",
    ],
)
def test_labels_named_in_any_wording_and_rules_decide(prompt: str) -> None:
    rules = " 'recipe' signals cooking. 'flight' signals travel. 'match' signals sports."
    assert answer(prompt + rules, "Any good recipe for bread?") == "cooking"
    assert answer(prompt + rules, "When does the flight to Rome leave?") == "travel"
    assert answer(prompt + rules, "Who won the match last night?") == "sports"
    # with no cue, an answer from the label set (never something else)
    assert answer(prompt + rules, "Hello there") in {"sports", "cooking", "travel"}


def test_prompt_rules_override_the_lexicon_and_handle_negation() -> None:
    base = "Classify the sentiment: positive, negative or neutral."
    assert answer(base, "The service was good.") == "positive"  # lexicon prior
    assert answer(base + " 'good' signals negative.", "The service was good.") == "negative"
    taught = base + " 'helpful' signals positive. 'not helpful' signals negative."
    assert answer(taught, "The staff were helpful.") == "positive"
    assert answer(taught, "The staff were not helpful.") == "negative"


def test_default_and_threshold_rules() -> None:
    prompt = (
        "Classify the message as positive, negative or neutral. 'thanks' signals positive. "
        "'great' signals positive. Answer positive only with at least two positive cues. "
        "When no cue applies, answer neutral."
    )
    assert answer(prompt, "Thanks, the repair went great.") == "positive"
    assert answer(prompt, "Thanks for the reply.") == "neutral"
    task = learner.read_task(prompt)
    assert task is not None
    assert task.default == "neutral" and task.thresholds == {"positive": 2}


def test_an_enum_answer_is_always_in_the_enum() -> None:
    fmt = enum_format("billing", "shipping")
    prompt = "Route the ticket. 'refund' signals accounts."  # a rule outside the enum
    for text in ("I want a refund", "Where is my parcel?", ""):
        assert json.loads(answer(prompt, text, fmt))["label"] in {"billing", "shipping"}


def _evidence(text: str, target: str, predicted: str, labels: str = "a,b,c") -> str:
    words = " ".join(learner.content_words(text))
    return (
        f'<EVIDENCE id="{learner.sample_id(text)}" target="{target}" predicted="{predicted}" '
        f'labels="{labels}">{words}</EVIDENCE>'
    )


def test_backward_names_the_evidence_of_one_sample() -> None:
    task = learner.Task(["billing", "shipping"], [learner.Cue("parcel", "shipping", 3)])
    wrong = learner.sample_evidence(task, "My parcel invoice is wrong", "shipping", "billing")
    assert "target is 'billing'" in wrong
    assert "misled it towards 'shipping': 'parcel'" in wrong
    assert "'invoice'" in wrong  # a word that may point to the target
    right = learner.sample_evidence(task, "The parcel is late", "shipping", "shipping")
    assert "is right" in right and "'parcel'" in right and "keep" in right
    assert learner.read_evidence(wrong)[learner.sample_id("My parcel invoice is wrong")].words


def test_a_rule_needs_two_samples_and_contradicted_rules_go() -> None:
    one = _evidence("the invoice total", "a", "b") + _evidence("my parcel arrived", "b", "b")
    assert learner.learn("Sort the tickets.", one).prompt == "Sort the tickets."  # one sample
    # two of two is not yet convincing (smoothed precision 2/3); four of four is
    two = one + _evidence("an invoice again", "a", "b")
    assert "invoice" not in learner.learn("Sort the tickets.", two).prompt
    four = two + _evidence("invoice copy", "a", "a") + _evidence("invoice due", "a", "b")
    learned = learner.learn("Sort the tickets.", four)
    assert "'invoice' strongly signals a (seen in 4 examples)." in learned.prompt
    # the same sample twice (a weighted sampler repeats samples) is still one sample
    repeated = one + one
    assert "invoice" not in learner.learn("Sort the tickets.", repeated).prompt
    # a learned rule that the evidence contradicts is removed
    against = "".join(_evidence(f"parcel {w} note", "a", "b") for w in ("x1", "x2", "x3"))
    current = "Sort the tickets. 'parcel' signals b (seen in 2 examples)."
    learned = learner.learn(current, against)
    assert "'parcel' signals b" not in learned.prompt
    assert [c.phrase for c in learned.removed] == ["parcel"]


def test_the_rewrite_reports_only_the_rules_that_changed() -> None:
    """Its "Added:"/"Removed:" notes reach the call log and the optimizer preview: a rule the
    step keeps (two of two samples: below the smoothed precision bar, above the confidence
    bound with five labels) or drops and learns again is not reported as either."""
    labels = "a,b,c,d,e"
    evidence = "".join(
        _evidence(text, target, target, labels)
        for text, target in [
            ("bank rates rise", "b"),
            ("bank merger talks", "b"),
            ("court ruling today", "a"),
            ("court appeal lost", "a"),
            ("cup final tonight", "c"),
        ]
    )
    current = (
        "Sort the headlines into a, b, c, d or e. 'bank' signals b (seen in 2 examples). "
        "'court' signals a (seen in 2 examples)."
    )
    learned = learner.learn(current, evidence)
    assert "'bank' signals b" in learned.prompt and "'court' signals a" in learned.prompt
    assert "bank" not in {c.phrase for c in learned.added + learned.removed}
    assert "court" not in {c.phrase for c in learned.added + learned.removed}
    # a real change is reported: a rule the evidence contradicts goes
    against = evidence + "".join(
        _evidence(f"bank {w}", "d", "b", labels) for w in ("holiday", "queue", "robbery")
    )
    learned = learner.learn(current, against)
    assert "'bank' signals b" not in learned.prompt
    assert [c.phrase for c in learned.removed] == ["bank"]


_COLOURS = ("amber", "cobalt", "violet", "indigo", "scarlet", "crimson", "olive", "teal")


def test_a_cue_every_sample_agrees_on_strongly_signals_and_counts_twice() -> None:
    prompt = (
        "Classify the message: positive, negative or neutral. 'superb' strongly signals "
        "positive. 'thanks' signals positive. 'kind' signals positive. 'query' signals neutral. "
        "'detail' signals neutral. Answer positive only with at least two positive cues."
    )
    task = learner.read_task(prompt)
    assert task is not None and [c.phrase for c in task.cues if c.strong] == ["superb"]
    # one strong cue passes the threshold of two; two plain ones tie with two neutral cues
    assert answer(prompt, "A superb evening.") == "positive"
    assert answer(prompt, "Thanks, kind of you; a query on one detail.") == "neutral"
    assert answer(prompt.replace("strongly ", ""), "A superb evening.") == "neutral"
    # the feedback counts the strong cue twice too: it met the threshold, and the tie with two
    # neutral cues went to neutral
    text = "A superb query about one detail."
    assert answer(prompt, text) == "neutral"
    feedback = learner.sample_evidence(task, text, "neutral", "positive")
    assert "Cues for 'positive' in this input: 'superb'." in feedback, feedback
    assert "What misled it towards 'neutral': 'query', 'detail'." in feedback
    # learned: strong once three samples hold the word, all under its label; one sample
    # under another label takes the mark away, and a window that lacks the word keeps it
    three = "".join(_evidence(f"invoice {w}", "a", "b") for w in ("due", "copy", "total"))
    learned = learner.learn("Sort the tickets.", three).prompt
    assert "'invoice' strongly signals a (seen in 3 examples)." in learned
    other = "".join(_evidence(f"parcel {w}", "b", "a") for w in ("late", "lost"))
    assert "'invoice' strongly signals a" in learner.learn(learned, other).prompt
    mixed = three + _evidence("invoice again", "a", "b") + _evidence("invoice parcel", "b", "a")
    relearned = learner.learn(learned, mixed).prompt
    assert "'invoice' signals a" in relearned and "strongly" not in relearned


def _polite_batch(positives: int, neutrals: int, seed: int) -> str:
    """Evidence where each positive message holds two of eight cue words and each neutral one
    holds one of them (praise in a polite request), plus negatives with words of their own."""
    pairs = list(itertools.combinations(_COLOURS, 2))
    random.Random(seed).shuffle(pairs)
    labels = "positive,negative,neutral"
    things = itertools.cycle([f"thing{n}" for n in range(16)])  # words of no label
    return "".join(
        [
            _evidence(f"{a} {b} {next(things)} note{i}", "positive", "neutral", labels)
            for i, (a, b) in enumerate(pairs[:positives])
        ]
        + [
            _evidence(
                f"{_COLOURS[i % 8]} {next(things)} {next(things)} memo{i}",
                "neutral",
                "neutral",
                labels,
            )
            for i in range(neutrals)
        ]
        + [
            _evidence(
                f"grim{i % 3} bleak{i % 2} {next(things)} file{i}", "negative", "neutral", labels
            )
            for i in range(positives // 2)
        ]
    )


def test_a_threshold_is_found_with_cues_learned_from_most_of_the_batch() -> None:
    """Positive messages carry two cues and neutral ones one: the rewrite should learn "at
    least two". It checks a threshold on cues learned without the samples it answers; learned
    from half the batch (two folds) those cues cover too little and the rule is found in 7 of
    these 30 batches, from three quarters (four folds) in 17. (Before strong cues it was 16
    and 23: a colour that the fold's own samples happen to show only under positive then
    strongly signals it, and "at least three" can fit those folds better.)"""
    sizes = ((16, 16), (16, 24), (20, 24), (24, 32), (20, 30))
    prompt = "Classify the message as positive, negative or neutral."
    found = sum(
        "Answer positive only with at least two positive cues." in learned.prompt
        for seed in range(6)
        for positives, neutrals in sizes
        if (learned := learner.learn(prompt, _polite_batch(positives, neutrals, seed)))
    )
    assert found >= 15


def test_rules_are_capped_least_supported_first_and_placeholders_stay() -> None:
    evidence = ""
    for i in range(50):
        support = 4 + i % 5
        for k in range(support):
            evidence += _evidence(f"cue{i}x filler{i}n{k}y", "a", "b")
        evidence += _evidence(f"other{i}z", "b", "a")
    learned = learner.learn("Use {context}. Sort the tickets.", evidence)
    cues, _, _ = learner.read_rules(learned.prompt)
    assert len(cues) == learner.MAX_RULES
    assert {c.phrase for c in cues} == {f"cue{i}x" for i in range(50) if i % 5}
    assert min(c.support for c in cues) == 5  # the ten least supported (4) were pruned
    assert learned.prompt.startswith("Use {context}. Sort the tickets.")


def test_constraints_word_limit_braces_and_unknown_ones_reported() -> None:
    evidence = "".join(
        _evidence(f"{w} n{k}", lab, "x")
        for w, lab in (("alpha", "a"), ("beta", "a"), ("gamma", "b"), ("delta", "b"))
        for k in range(4)
    )
    constraints = [
        "The improved variable must never include or reference the characters `{` or `}`.",
        "Use at most 20 words.",
        "Write it like a pirate.",
    ]
    learned = learner.learn("Sort the tickets.", evidence, constraints)
    assert len(learned.prompt.split()) <= 20
    assert "{" not in learned.prompt and "}" not in learned.prompt
    assert learned.notes == ["Write it like a pirate."]
    request = (
        f"<{p.CURRENT_VALUE_TAG}>Sort the tickets.</{p.CURRENT_VALUE_TAG}>\n"
        f"<{p.FEEDBACK_TAG}>{evidence}</{p.FEEDBACK_TAG}>\n"
        f"<{p.CONSTRAINTS_TAG}><ITEM>Write it like a pirate.</ITEM></{p.CONSTRAINTS_TAG}>"
    )
    reply = offline_reply([{"role": "user", "content": request}])
    assert "could not interpret" in reply and "pirate" in reply
    assert "signals" in p.parse_improved_variable(reply)


def test_the_rewrite_is_deterministic() -> None:
    evidence = "".join(
        _evidence(f"word{k % 3} filler{k}", "a" if k % 3 else "b", "b") for k in range(30)
    )
    first = learner.learn("Sort.", evidence)
    assert all(learner.learn("Sort.", evidence) == first for _ in range(3))


def test_the_prior_keeps_counting_once_a_label_has_rules_and_no_cue_rules_silence_it() -> None:
    taught = "Classify the sentiment: positive, negative or neutral. 'dedication' signals positive."
    # a taught label still hears the prior's words ("great") beside its rules
    assert answer(taught, "The crew did a great job.") == "positive"
    silenced = taught + " 'great' is no cue."
    assert answer(silenced, "The crew did a great job.") == "neutral"
    assert answer(taught + " Ignore the word 'great'.", "The crew did a great job.") == "neutral"
    task = learner.read_task(silenced)
    assert task is not None and learner.Cue("great", learner.NO_CUE) in task.cues
    assert "neutral" in task.labels and learner.NO_CUE not in task.labels


def test_a_prior_word_found_under_every_label_becomes_no_cue() -> None:
    labels = "positive,negative,neutral"
    texts = [
        ("best regards from the office", "neutral"),
        ("best wishes and a question", "neutral"),
        ("the broom broke, best regards", "negative"),
        ("lovely crew, best regards", "positive"),
        ("another note, best regards", "neutral"),
        ("a request, best regards", "neutral"),
    ]
    evidence = "".join(_evidence(t, y, "positive", labels) for t, y in texts)
    learned = learner.learn("Classify the sentiment.", evidence)
    assert learned is not None
    assert "'best' is no cue (seen in 6 examples)." in learned.prompt
    assert learner.Cue("best", learner.NO_CUE, 6) in learned.added


CALLER = (
    "Decide what the caller needs: answer refund (money back for a faulty machine), repair (fix "
    "it or replace a broken part) or advice (how to use the machine)."
)


def test_a_label_s_description_hints_at_it_before_any_training() -> None:
    """Words a prompt uses to describe a label count for it, as a reader takes them, where no
    rule names them; a word two descriptions share hints at neither."""
    task = learner.read_task(CALLER)
    assert task is not None and task.labels == ["refund", "repair", "advice"]
    assert task.hints["money"] == "refund" and task.hints["fix"] == "repair"
    assert "machin" not in task.hints and "use" in task.hints
    for text, label in [
        ("I just want my money back, please.", "refund"),
        ("Can someone fix the lid? It snapped off.", "repair"),
        ("How do I use the timer?", "advice"),
    ]:
        assert answer(CALLER, text) == label, text
    listed = (
        "Route the ticket to a team:\nbilling: invoices and charges\nshipping: parcels and couriers"
    )
    assert learner.read_task(listed).hints == {
        "invoic": "billing",
        "charg": "billing",
        "parcel": "shipping",
        "courier": "shipping",
    }
    # a label's name in another's description still counts for its own label
    swap = "Sort it: answer exchange (a new date instead of a refund) or refund (money back)."
    assert learner.read_task(swap).hints == {
        "new": "exchange",
        "date": "exchange",
        "instead": "exchange",
        "money": "refund",
        "back": "refund",
    }
    assert answer(swap, "I would like a refund, please.") == "refund"
    # a short description, in the sentence that also states the default
    short = "Sort the call: answer refund (money back) or repair (fix it); otherwise answer repair."
    assert learner.read_task(short).hints == {"money": "refund", "back": "refund", "fix": "repair"}
    # a learned rule's "(seen in 3 examples)" describes no label
    ruled = CALLER + " 'kettle' signals repair (seen in 3 examples)."
    assert "seen" not in learner.read_task(ruled).hints


def test_a_description_word_found_under_every_label_becomes_no_cue() -> None:
    """A description word that the evidence finds under every label as often as anywhere
    is silenced, as a lexicon word is: the prompt's hints are checked like prior knowledge."""
    texts = [
        ("please use the old address for the refund money", "refund"),
        ("the part fell off, please use a courier to fix it", "repair"),
        ("how do I use the steam button", "advice"),
        ("which setting should I use for rice", "advice"),
        ("can I use it outside in the rain", "advice"),
        ("I use it daily and the motor broke", "repair"),
    ]
    evidence = "".join(_evidence(t, y, "advice", "refund,repair,advice") for t, y in texts)
    learned = learner.learn(CALLER, evidence)
    assert learned is not None
    assert "'use' is no cue (seen in 6 examples)." in learned.prompt


def test_a_rewrite_that_answers_fewer_of_the_batch_right_is_not_taken() -> None:
    current = (
        "Sort the tickets. 'parcel' signals b (seen in 5 examples). When no cue applies, answer a."
    )
    # 'parcel' is right for three samples and wrong for two: dropping it would answer only
    # those two right, so the evidence against it is not enough to take the rewrite
    evidence = "".join(
        _evidence(f"parcel {w}", "b", "b", "a,b") for w in ("crate", "stamp", "label")
    ) + "".join(_evidence(f"invoice {w} parcel", "a", "b", "a,b") for w in ("x", "y"))
    learned = learner.learn(current, evidence)
    assert learned is not None and learned.prompt == current
    assert not learned.added and not learned.removed


def test_a_cue_matches_every_form_of_its_word() -> None:
    """A rule names one form; the input may use another ("served", "serving")."""
    fmt = enum_format("tennis", "golf")
    prompt = "Which sport: tennis or golf? 'serve' signals tennis. 'putt' signals golf."
    assert json.loads(answer(prompt, "She served an ace.", fmt)) == {"label": "tennis"}
    assert json.loads(answer(prompt, "Two putts on the last green.", fmt)) == {"label": "golf"}
    # a negator still cancels the cue in any form
    task = learner.read_task(prompt, fmt)
    assert task is not None
    assert learner.scores(task, "He never served well.")["tennis"] == []


def test_forms_of_a_word_count_as_one_cue_with_the_form_seen_most() -> None:
    """Five samples say "serve" in four forms: together they back one rule, named by the
    form most samples use; no form alone is in enough samples to back one."""
    texts = [
        ("she served an ace", "a"),
        ("he serves first today", "a"),
        ("it was served into the net", "a"),
        ("a second serve that was long", "a"),
        ("serving for the match", "a"),
        ("a birdie at the last", "b"),
        ("a bogey at the first", "b"),
        ("the putt dropped", "b"),
        ("a long drive", "b"),
    ]
    evidence = "".join(_evidence(t, y, "b", "a,b") for t, y in texts)
    learned = learner.learn("Decide whether the report is a or b.", evidence)
    assert learned is not None
    cues = {(c.phrase, c.label) for c in learner.read_rules(learned.prompt)[0]}
    assert ("served", "a") in cues, learned.prompt
    assert not {"serves", "serve"} & {phrase for phrase, _ in cues}


def test_a_learned_default_is_refitted_and_a_written_one_stays() -> None:
    """The rewrite's own default says what backs it and follows the evidence; a default a
    person wrote is theirs to change."""
    evidence = "".join(
        _evidence(text, "b", "a", "a,b")
        for text in ("plain note one", "quiet memo two", "short line three")
    ) + _evidence("another short remark", "a", "a", "a,b")
    learned_by_rewrite = (
        "Decide whether the note is a or b. When no cue applies, answer a (seen in 3 examples)."
    )
    refitted = learner.learn(learned_by_rewrite, evidence)
    assert refitted is not None
    assert "When no cue applies, answer b (seen in 3 examples)." in refitted.prompt
    written = "Decide whether the note is a or b. When no cue applies, answer a."
    kept = learner.learn(written, evidence)
    assert kept is not None and "When no cue applies, answer a." in kept.prompt


def test_a_label_the_prompt_misnames_still_learns() -> None:
    """The backward reads the labels from the prompt alone (it has no response format); a
    sample whose target the prompt names differently is evidence all the same, not dropped."""
    prompt = "Decide whether the blurb tells a story. Is it fiction or non-fiction?"
    texts = [f"{cue} {filler}" for cue in ("dragon", "census") for filler in "abcdefgh"]
    targets = ["fiction"] * 8 + ["nonfiction"] * 8
    learned = train_prompt(prompt, [t.replace(" ", " note ") for t in texts], targets, epochs=2)
    cues = {(c.phrase, c.label) for c in learner.read_rules(learned)[0]}
    assert {("dragon", "fiction"), ("census", "nonfiction")} <= cues, learned
    # "fiction" inside "nonfiction" is another label, not an answer missing a prefix
    assert "format" not in learned, learned


def test_prose_that_mentions_which_or_whether_stays_input() -> None:
    """A sentence of the message is an instruction only when it opens like one; the
    sentences of an email are what is classified, whatever words they use."""
    prose = "The staff is very diligent and thorough, which I appreciate."
    embedded = "Classify the review as positive or negative: the staff was rude."
    assert learner.classification_input(prose, []) == prose
    assert learner.classification_input(embedded, []) == "the staff was rude."


def test_a_sample_using_two_forms_of_a_word_counts_once() -> None:
    fillers = ("today", "twice", "well", "late", "early")
    texts = [(f"she serves and served again {w}", "a") for w in fillers]
    texts += [(f"a birdie at the {w}", "b") for w in ("last", "first", "turn", "ninth", "tenth")]
    evidence = "".join(_evidence(t, y, "b", "a,b") for t, y in texts)
    learned = learner.learn("Decide whether the report is a or b.", evidence)
    assert learned is not None
    assert "signals a (seen in 5 examples)" in learned.prompt, learned.prompt


def _filler(n: int, start: int) -> str:
    """``n`` made-up words, each used once in the batch: no chance recurrences."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    return " ".join(
        f"zq{letters[(start + i) // 26 % 26]}{letters[(start + i) % 26]}" for i in range(n)
    )


def test_short_texts_take_a_less_pure_cue_seen_in_three_samples_or_more() -> None:
    def learned_from(words_each: int) -> str:
        texts = [("invoice", "a")] * 4 + [("invoice", "b"), ("ticket", "c"), ("ticket", "c")]
        texts += [("parcel", "b")] * 3 + [("refund", "c")] * 3
        evidence = "".join(
            _evidence(f"{word} {_filler(words_each, i * words_each)}", target, "b")
            for i, (word, target) in enumerate(texts)
        )
        learned = learner.learn("Sort the tickets into a, b or c.", evidence)
        assert learned is not None
        return learned.prompt

    short = learned_from(3)
    # four of five samples under 'a': in texts of a few words, a word recurs by chance so
    # rarely that this is a cue; in texts of a hundred words it is not yet
    assert "'invoice' signals a (seen in 4 examples)." in short, short
    assert "'invoice'" not in learned_from(100)
    # a cue from two samples keeps the full bar (one of them could be mislabelled)
    assert "'ticket'" not in short


TRIAGE = {
    "urgent": [
        "The server room is flooding, come now",
        "Fire alarm in block B, come now",
        "Gas smell in the kitchen, come now",
        "The database is down, help now",
    ],
    "routine": [
        "Please book the meeting room next week",
        "Send the invoice next week please",
        "Renew my parking permit next month",
        "Order more paper for next week",
    ],
    "spam": [
        "Click here to claim a free cruise",
        "Claim your free prize, click now",
        "Cheap watches, click to claim",
        "Win a free phone, click here",
    ],
}


def test_labels_written_capitalised_are_answered_and_learned_as_written() -> None:
    """A student's data often spells labels "Spam", "Urgent": the answers and the rules use
    that spelling (an exact match counts it right), and learning goes as with lower case."""
    assert answer("Classify the review as Positive or Negative.", "I loved it.") == "Positive"
    assert answer("Positive, negative or neutral?", "I loved it.") == "positive"  # sentence start
    texts = [t for texts in TRIAGE.values() for t in texts]
    lower = [label for label, texts in TRIAGE.items() for _ in texts]
    capital = [label.capitalize() for label in lower]
    learned = {}
    for labels, prompt in (
        (lower, "Triage the email as urgent, routine or spam."),
        (capital, "Triage the email as Urgent, Routine or Spam."),
    ):
        learned[labels[0]] = train_prompt(prompt, texts, labels)
        assert accuracy(learned[labels[0]], texts, labels) >= 0.75
    assert learned["Urgent"].casefold() == learned["urgent"].casefold()
    assert "signals Spam" in learned["Urgent"] and "signals spam" not in learned["Urgent"]


def test_a_threshold_applies_to_an_enum_label_spelled_in_capitals() -> None:
    prompt = (
        "Classify the review. 'fine' signals Positive. 'good' signals Positive. "
        "Answer positive only with at least two positive cues. When no cue applies, answer "
        "neutral."
    )
    enum = enum_format("Positive", "Negative", "Neutral")
    assert json.loads(answer(prompt, "It was fine.", enum))["label"] == "Neutral"
    assert json.loads(answer(prompt, "It was fine and good.", enum))["label"] == "Positive"


def test_a_label_of_two_words_is_answered_learned_and_read_back_whole() -> None:
    """ "Spam or Not spam": the answer is the whole label, a rule names it in quotes, and the
    rule reads back as the same label."""
    texts = [
        *(
            "Win a free prize now, click here",
            "Claim your free prize, click",
            "Click for a free prize",
        ),
        *(
            "Meeting moved to Monday at ten",
            "Lunch on Monday with the team?",
            "Monday report attached",
        ),
    ]
    targets = ["Spam"] * 3 + ["Not spam"] * 3
    prompt = train_prompt("Is this email Spam or Not spam?", texts, targets)
    assert accuracy(prompt, texts, targets) == 1.0
    assert "'monday' strongly signals 'Not spam'" in prompt
    cues, _, _ = learner.read_rules(prompt)
    assert {c.label for c in cues} == {"spam", "not spam"}


@pytest.mark.parametrize(
    ("prompt", "labels", "learned"),
    [
        (
            "Is this a billing issue, a tech issue or a spam issue?",
            ["billing issue", "tech issue", "spam issue"],
            "Is this a 'billing issue', a 'tech issue' or a 'spam issue'?",
        ),
        (
            "Is this a hardware issue or a software issue?",
            ["hardware issue", "software issue"],
            "Is this a 'hardware issue' or a 'software issue'?",
        ),
    ],
)
def test_labels_of_several_words_the_prompt_names_are_learned_whole(
    prompt: str, labels: list, learned: str
) -> None:
    """A word all labels share ("a billing issue, a tech issue or a spam issue") is read as
    their frame ("billing") until the targets say otherwise: the rewrite then quotes the
    labels, so forward answers them whole. The difference is a label, not a format to copy
    ("Reply in the format '<answer> issue'")."""
    texts = [
        *("Please refund the invoice", "The invoice charged me twice", "Invoice total is wrong"),
        *("The server crashed again", "My laptop crashed at boot", "App crashed on login"),
        *("Win a free prize, click", "Click now for cash", "Cheap pills, click here"),
    ]
    targets = [label for label in labels for _ in range(3)]
    if len(labels) == 2:
        texts, targets = texts[:6], targets[:6]
    assert accuracy(prompt, texts, targets) < 0.5
    trained = train_prompt(prompt, texts, targets)
    assert trained.startswith(learned) and "format" not in trained, trained
    assert accuracy(trained, texts, targets) == 1.0


@pytest.mark.parametrize(
    ("prompt", "spelled", "learned"),
    [
        ("Classify the sentiment: positive or negative.", str.capitalize, "Positive or Negative."),
        ("Classify the sentiment: positive or negative.", str.upper, "Answer in capital letters."),
        (
            "Classify the sentiment: Positive or Negative.",
            str.lower,
            "Answer in lowercase letters.",
        ),
    ],
)
def test_labels_the_targets_spell_otherwise_are_learned_as_the_targets_spell_them(
    prompt: str, spelled, learned: str
) -> None:
    """A prompt naming "positive" trained on targets "Positive" (or "POSITIVE", or the other
    way round) ends up answering exactly as the targets are spelled."""
    texts = ["I loved it, wonderful", "Great and superb", "A delightful film"]
    texts += ["Awful and boring", "Terrible, a waste", "Dull and bad"]
    targets = [spelled(t) for t in ["positive"] * 3 + ["negative"] * 3]
    assert accuracy(prompt, texts, targets) == 0.0
    trained = train_prompt(prompt, texts, targets)
    assert learned in trained and accuracy(trained, texts, targets) == 1.0


def _train_with_enum(
    enum: dict, texts: list[str], targets: list[str], epochs: int = 3
) -> tuple[list[int], list[list], str, CallLog]:
    """ "Classify the email." trained in the plain loop with ``enum`` as the response format:
    the scores and replies per epoch, the learned prompt and the call log."""
    log = CallLog()
    model = OfflineModel(call_log=log)
    bc.set_backward_model_client(model)
    try:
        prompt = cog.Parameter("Classify the email.", role="system prompt", requires_grad=True)
        template = afnio.Variable("Email: {email}", role="input template")
        messages = [
            {"role": "system", "content": [prompt]},
            {"role": "user", "content": [template]},
        ]
        optimizer = afnio.optim.TGD([prompt], model_client=model)
        scores, replies = [], []
        for _ in range(epochs):
            answers = F.chat_completion(model, messages, {"email": texts}, response_format=enum)
            replies.append([json.loads(a)["label"] for a in answers.data])
            answers.data = [str(r) for r in replies[-1]]
            score, explanation = F.exact_match_evaluator(answers, targets)
            scores.append(score.data)
            optimizer.clear_grad()
            explanation.backward()
            optimizer.step()
    finally:
        bc.clear_backward_model_client()
    return scores, replies, prompt.data, log


def test_an_enum_the_prompt_does_not_name_reaches_backward_and_is_learned_from() -> None:
    """A response format's enum ["Spam", "Not spam"] with a prompt that names no labels: the
    backward request says which answers were allowed, so a label mix-up is learned as one
    (not as a format lesson such as "Reply in the format 'Not <answer>'")."""
    texts = [
        *("Win a free prize now, click here", "Claim your free prize, click"),
        *("Click for a free cruise prize", "Meeting moved to Monday at ten"),
        *("Lunch on Monday with the team?", "Monday report attached"),
    ]
    targets = ["Spam"] * 3 + ["Not spam"] * 3
    scores, _, prompt, log = _train_with_enum(enum_format("Spam", "Not spam"), texts, targets)
    [request, *_] = log.filter(phase="backward", node="ChatCompletion")
    allowed = p.find_one(p.ALLOWED_ANSWERS_TAG, request.messages[-1]["content"])
    assert json.loads(allowed or "[]") == ["Spam", "Not spam"]
    assert scores[-1] == 6 and scores[0] < 6
    assert "'monday' strongly signals 'Not spam'" in prompt and "format" not in prompt


def test_an_enum_of_whole_numbers_is_a_label_set() -> None:
    """Stars as ``{"type": "integer", "enum": [1, 2, 3]}``: replies are numbers of the enum,
    spread over it from the start (not all 1, the first), and rules learn to name them."""
    enum = enum_format()
    enum["json_schema"]["schema"]["properties"]["label"] = {"type": "integer", "enum": [1, 2, 3]}
    words = {"1": ("awful", "rude"), "2": ("average", "fine"), "3": ("superb", "lovely")}
    texts = [f"{a} food, {b} staff {n}" for label, (a, b) in words.items() for n in "abc"]
    targets = [label for label in words for _ in "abc"]
    scores, replies, prompt, _ = _train_with_enum(enum, texts, targets)
    assert all(r in (1, 2, 3) for epoch in replies for r in epoch)
    assert len(set(replies[0])) > 1
    assert scores[-1] == 9 and scores[0] < 9
    assert "'superb' strongly signals 3" in prompt or "'lovely' strongly signals 3" in prompt, (
        prompt
    )


@pytest.mark.parametrize(
    "label", ["positive", "Not spam", "billing issue", "Sci/Tech", "Home and Garden"]
)
def test_a_rule_reads_back_the_label_it_names(label: str) -> None:
    """Whatever the label's spelling (words, a slash), the rule the rewrite writes for it
    reads back as that label, with its support."""
    sentence = learner.Cue("chip", label, 2).sentence()
    assert learner.read_rules(sentence)[0] == [learner.Cue("chip", label.casefold(), 2)]


def test_answers_stated_with_their_conditions_are_labels_and_learn() -> None:
    """ "Return 'yes' if the email is spam, otherwise 'no'.": the answers are labels (the
    prompt used to be no task, and its replies echoed the input)."""
    prompt = "Return 'yes' if the email is spam, otherwise 'no'."
    texts = [t for texts in TRIAGE.values() for t in texts]
    targets = ["yes" if label == "spam" else "no" for label, ts in TRIAGE.items() for _ in ts]
    assert accuracy(prompt, texts, targets) == 8 / 12  # "no" when no cue applies
    assert accuracy(train_prompt(prompt, texts, targets), texts, targets) == 1.0


def test_worked_examples_in_the_prompt_help_before_training_and_stay_after() -> None:
    """A few-shot prompt: the examples' words hint at their answers (a rule naming a word
    overrides its hint), so adding examples helps as it would with a model; training keeps
    the example lines and adds its rules after them."""
    texts = [t for texts in TRIAGE.values() for t in texts]
    targets = [label for label, ts in TRIAGE.items() for _ in ts]
    plain = "Triage the email as urgent, routine or spam."
    shots = (
        f"{plain}\nExamples:\n- Water is pouring in, help! -> urgent\n"
        "- Can we meet next week? -> routine\n- Click for a free gift -> spam"
    )
    assert accuracy(shots, texts, targets) > accuracy(plain, texts, targets) + 0.25
    learned = train_prompt(shots, texts, targets)
    assert learned.startswith(shots + "\n"), learned
    assert accuracy(learned, texts, targets) == 1.0
    overruled = f"{shots}\n'click' signals urgent."
    assert answer(overruled, "Email: click the link") == "urgent"


def test_worked_examples_in_the_user_template_are_instructions_not_input() -> None:
    """Few-shot examples in the user message around the input: they name the labels and hint
    as in the system prompt, and their words are not read as part of every input (a "rude"
    example used to make every review negative)."""
    system = "Classify the review."
    template = (
        "Examples:\nThe staff were lovely -> positive\nCold food, rude waiter -> negative\n"
        "Terrific value -> positive\n\nReview: {text}"
    )
    for review, expected in [
        ("Terrific staff, lovely evening", "positive"),
        ("So rude", "negative"),
    ]:
        assert answer(system, template.format(text=review)) == expected
    texts = [t for texts in TRIAGE.values() for t in texts]
    targets = [label for label, ts in TRIAGE.items() for _ in ts]
    shots = "Examples:\nWater is pouring in, help! -> urgent\nCan we meet next week? -> routine\n"
    shots += "Click for a free gift -> spam\n\nEmail: {text}"
    plain = "Triage the email."
    assert accuracy(plain, texts, targets, shots) > 0.5
    learned = train_prompt(plain, texts, targets, template=shots)
    assert accuracy(learned, texts, targets, shots) == 1.0, learned


def test_worked_examples_name_the_labels_and_a_negated_word_is_no_hint() -> None:
    prompt = "Sort the reviews.\n'Not bad at all' -> good\n'Dull and bad' -> poor"
    task = learner.read_task(prompt)
    assert task is not None and task.labels == ["good", "poor"]
    assert task.hints == {"dull": "poor", "bad": "poor"}  # "not bad" hints no "good"
    assert learner.read_task("Map the input to the output: a -> b.") is None  # one example


def test_a_prompt_listing_its_labels_one_per_line_keeps_its_lines() -> None:
    """Labels listed one per line, each with a description, are read and learned, and the
    rewrite keeps the list's lines (joined into one line it would name no labels)."""
    prompt = (
        "Triage the email into one of:\n"
        "- urgent: something is broken or dangerous.\n"
        "- routine: office requests.\n"
        "- spam: adverts and scams."
    )
    texts = [t for texts in TRIAGE.values() for t in texts]
    targets = [label for label, ts in TRIAGE.items() for _ in ts]
    learned = train_prompt(prompt, texts, targets)
    assert learned.startswith(prompt), learned
    assert learner.read_task(learned).labels == ["urgent", "routine", "spam"]
    assert accuracy(learned, texts, targets) > accuracy(prompt, texts, targets)


def test_a_label_the_data_uses_and_the_prompt_does_not_name_is_answered() -> None:
    """The prompt lists "spam", the data says "junk": the learned rules name "junk", and
    forward answers it (no enum forbids it) instead of ignoring those rules."""
    texts = [t for texts in TRIAGE.values() for t in texts]
    targets = [{"spam": "junk"}.get(label, label) for label, ts in TRIAGE.items() for _ in ts]
    prompt = "Triage the email as urgent, routine or spam."
    learned = train_prompt(prompt, texts, targets)
    assert "signals junk" in learned
    assert accuracy(learned, texts, targets) >= 0.75
    assert learner.read_task(learned).labels == ["urgent", "routine", "spam", "junk"]


def test_star_ratings_are_labels_and_rules_name_them() -> None:
    texts = [
        *("Awful food, rude staff", "Terrible service, awful soup", "Rude and awful, cold"),
        *("It was fine, average", "Average food, okay", "Fine lunch, average prices"),
        *("Wonderful dinner, superb", "Superb food, lovely", "Wonderful and superb evening"),
    ]
    targets = ["1"] * 3 + ["2"] * 3 + ["3"] * 3
    prompt = "Rate the review with 1, 2 or 3 stars."
    assert accuracy(prompt, texts, targets) < 0.5
    learned = train_prompt(prompt, texts, targets)
    assert "'awful' strongly signals 1" in learned and "'superb' strongly signals 3" in learned
    assert accuracy(learned, texts, targets) == 1.0
