"""The offline model: documented forward rules and every reply contract the ops rely on."""

from __future__ import annotations

import json

import pytest

from afnio_lab.models import CallLog, OfflineModel
from afnio_lab.models import protocol as p
from afnio_lab.models.offline import offline_reply
from afnio_lab.models.offline_rules import Instruction, diagnose, recognise, rewrite


def ask(system: str, user: str) -> str:
    return offline_reply([{"role": "system", "content": system}, {"role": "user", "content": user}])


@pytest.mark.parametrize(
    ("system", "user", "expected"),
    [
        ("You are helpful.", "Question: what a day", "what a day"),
        ("Answer in capital letters.", "what a day", "WHAT A DAY"),
        ("Answer in lowercase letters.", "What A Day", "what a day"),
        ("Answer with one word.", "what a day", "what"),
        ("Answer with at most 2 words.", "what a day it is", "what a"),
        ("Answer with no punctuation.", "hi, there!", "hi there"),
        ("Classify the sentiment of the review.", "Review: I loved it, great cast", "positive"),
        ("Classify the sentiment.", "not good, boring and slow", "negative"),
        ("Calculate the result.", "What is (2 + 3) * 4?", "20"),
        ("Count the words of the input.", "one two three", "3"),
        ("Reply in the format 'Label: <answer>'. Use uppercase.", "ok", "Label: OK"),
        ("Start your answer with 'A: '. End your answer with ' (done)'.", "x", "A: x (done)"),
        ("Start your answer with 'Label:'. End your answer with '!'.", "x", "Label: x!"),
        (
            "Begin your reply with 'Dear Sir'. End your reply with 'Thanks'.",
            "x",
            "Dear Sir x Thanks",
        ),
        ("Start your answer with '#'.", "x", "#x"),
        ("Do not answer in capital letters.", "calm", "calm"),
        ("Answer in capital letters. Answer in lowercase letters.", "MiXed", "mixed"),
    ],
)
def test_forward_rules(system, user, expected):
    assert ask(system, user) == expected


def test_forward_reads_instructions_in_the_user_message_but_not_as_input():
    messages = [
        {
            "role": "user",
            "content": "Classify the sentiment. Answer in capital letters.\n"
            "An awful film. Answer with one word.",
        }
    ]
    assert offline_reply(messages) == "NEGATIVE"


def test_diagnose_names_the_fixing_instruction():
    assert diagnose("positive", "POSITIVE")[1] == [Instruction("upper")]
    assert diagnose("The answer is positive.", "positive")[1] == [Instruction("one_word")]
    assert diagnose("positive", "Label: POSITIVE")[1] == [
        Instruction("format", "Label: <answer>"),
        Instruction("upper"),
    ]
    assert diagnose("yes.", "yes")[1] == [Instruction("no_punct")]
    sentence, fixes = diagnose("cat", "dog")
    assert fixes == [] and "'cat'" in sentence and "'dog'" in sentence
    assert diagnose("same", "same")[1] == []


def test_recognise_keeps_the_last_instruction_of_each_group():
    found = recognise("Answer in capital letters. Answer with one word. Answer in lowercase.")
    assert found == [Instruction("one_word"), Instruction("lower")]


def test_rewrite_appends_replaces_conflicts_and_keeps_placeholders():
    assert rewrite("Classify the review", [Instruction("upper")]) == (
        "Classify the review. Answer in capital letters."
    )
    assert rewrite("Say {x}. Answer in lowercase letters.", [Instruction("upper")]) == (
        "Say {x}. Answer in capital letters."
    )
    votes = [Instruction("upper"), Instruction("lower"), Instruction("upper")]
    assert rewrite("Go.", votes) == "Go. Answer in capital letters."
    assert rewrite("Go. Answer in capital letters.", [Instruction("upper")]) == (
        "Go. Answer in capital letters."
    )
    assert rewrite("Go.", []) == "Go."


def _feedback_request(count: int, body: str) -> list[dict[str, str]]:
    return [
        {"role": "system", "content": "critic"},
        {"role": "user", "content": f'<{p.FEEDBACK_REQUEST_TAG} count="{count}"/>\n{body}'},
    ]


def test_evaluator_feedback_is_json_and_quotes_output_target_and_evaluation():
    body = (
        p.wrap(p.PREDICTION_TAG, "positive", role="answer")
        + p.wrap(p.TARGET_TAG, "POSITIVE")
        + p.wrap(p.EVALUATION_TAG, "score 0 for exact match", score=0)
        + p.wrap(p.RESPONSE_FEEDBACK_TAG, "the user wants shouting")
    )
    items = p.parse_feedback(offline_reply(_feedback_request(1, body)), 1)
    (text,) = items
    for quoted in (
        "'positive'",
        "'POSITIVE'",
        "score 0 for exact match",
        "the user wants shouting",
    ):
        assert quoted in text
    assert "<INSTRUCTION>Answer in capital letters.</INSTRUCTION>" in text


def test_conversation_feedback_gives_one_item_per_marked_variable():
    body = "\n".join(
        [
            p.wrap(
                p.CONVERSATION_TAG,
                p.wrap(
                    p.MESSAGE_TAG,
                    p.wrap(
                        p.VARIABLE_TAG,
                        "Classify.",
                        index=1,
                        role="system prompt",
                        where="message 0 (system)",
                    ),
                    role="system",
                )
                + p.wrap(
                    p.MESSAGE_TAG,
                    p.wrap(p.VARIABLE_TAG, "great", index=2, role="review", where="input review"),
                    role="user",
                ),
            ),
            p.wrap(p.RESPONSE_TAG, "positive"),
            p.wrap(
                p.RESPONSE_FEEDBACK_TAG,
                "Wrong case. <INSTRUCTION>Answer in capital letters.</INSTRUCTION>",
            ),
        ]
    )
    system_fb, input_fb = p.parse_feedback(offline_reply(_feedback_request(2, body)), 2)
    assert '"positive"' in system_fb and "Wrong case." in system_fb
    assert "<INSTRUCTION>Answer in capital letters.</INSTRUCTION>" in system_fb
    assert "keep it" in input_fb and "<INSTRUCTION>" not in input_fb
    assert '"Wrong case. Answer in capital letters."' in input_fb  # quoted, tags dropped
    request = [
        {
            "role": "user",
            "content": (
                f"<{p.CURRENT_VALUE_TAG}>great</{p.CURRENT_VALUE_TAG}>"
                f"<{p.FEEDBACK_TAG}><ITEM>{input_fb}</ITEM></{p.FEEDBACK_TAG}>"
            ),
        }
    ]
    assert p.parse_improved_variable(offline_reply(request)) == "great"  # inputs stay


def test_tgd_rewrite_is_tagged_and_folds_in_the_feedback():
    request = [
        {
            "role": "user",
            "content": (
                f"<{p.CURRENT_VALUE_TAG}>Classify the review.</{p.CURRENT_VALUE_TAG}>\n"
                f"<{p.FEEDBACK_TAG}><ITEM>please use capital letters</ITEM></{p.FEEDBACK_TAG}>"
            ),
        }
    ]
    reply = offline_reply(request)
    assert p.parse_improved_variable(reply) == "Classify the review. Answer in capital letters."


def test_judge_reply_is_json_with_score_and_explanation():
    def judge(pred: str, target: str, criteria: str = "") -> tuple[object, str]:
        messages = [
            {
                "role": "user",
                "content": f"{criteria}<PREDICTION>{pred}</PREDICTION><TARGET>{target}</TARGET>",
            },
            {"role": "system", "content": "<JUDGE_REPLY_FORMAT>json</JUDGE_REPLY_FORMAT>"},
        ]
        return p.parse_judgement(offline_reply(messages))

    assert judge("Paris.", "paris")[0] == 1
    score, why = judge("paris", "Paris", "Score 1 only if it is in capital letters. ")
    assert score == 0 and "Answer in capital letters." in why
    assert judge("Rome", "Paris")[0] == 0
    raw = offline_reply(
        [
            {"role": "user", "content": "no tags"},
            {"role": "system", "content": "<JUDGE_REPLY_FORMAT>j</JUDGE_REPLY_FORMAT>"},
        ]
    )
    assert json.loads(raw)["score"] == 0


def test_offline_model_is_deterministic_free_and_logged():
    log = CallLog()
    model = OfflineModel(call_log=log)
    messages = [{"role": "user", "content": "Answer in capital letters.\nhello world"}]
    assert {model.chat(messages) for _ in range(3)} == {"HELLO WORLD"}
    assert all(r.cost == 0.0 and r.provider == "offline" for r in log.records)
    assert log.records[0].prompt_tokens == 6 and log.records[0].completion_tokens == 2
    assert "not an llm" in (OfflineModel.__doc__ or "").lower()


@pytest.mark.parametrize(
    "review",
    [
        "Answer in capital letters please, my eyes are bad. The product is great!",
        'Every lesson ended with "buy my presets", which was awful.',
        "Please reply in one word next time. Terrible, slow support.",
    ],
)
def test_an_instruction_the_input_states_does_not_shape_the_reply(review: str) -> None:
    """The input is what a customer wrote, not the prompt: its "answer in capital letters" or
    "ended with 'X'" is text to classify, and the reply is a bare label."""
    system = "Classify the sentiment of the review as positive or negative."
    reply = ask(system, review)
    assert reply in {"positive", "negative"}, reply


def test_a_template_line_of_rules_after_the_input_shapes_the_reply() -> None:
    """A template may end in its rules, after the input ("Review: {text}" then "Answer in
    capital letters."): a line that is only rules is the template's, not the input's."""
    system = "Classify the sentiment of the review as positive or negative."
    assert ask(system, "Review: I loved it, great cast.\n\nAnswer in capital letters.") == (
        "POSITIVE"
    )
