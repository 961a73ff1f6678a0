"""The offline model's structured output (``response_format``) and the sentiment words it
learns from feedback."""

from __future__ import annotations

import json
from typing import Any

import jsonschema
import pytest

import afnio_lab as afnio
from afnio_lab.models import CallLog, OfflineModel
from afnio_lab.models import offline_rules as rules
from afnio_lab.models.offline_format import format_reply
from afnio_lab.utils.agents import SentimentAnalyzer
from afnio_lab.utils.agents.sentiment_analyzer import SENTIMENT_RESPONSE_FORMAT


def schema_format(schema: dict[str, Any]) -> dict[str, Any]:
    return {"type": "json_schema", "json_schema": {"name": "s", "strict": True, "schema": schema}}


def ask(system: str, user: str, response_format: Any) -> str:
    model = OfflineModel(call_log=CallLog())
    return model.chat(
        [{"role": "system", "content": system}, {"role": "user", "content": user}],
        response_format=response_format,
    )


SCHEMAS = [
    SENTIMENT_RESPONSE_FORMAT["json_schema"]["schema"],
    {
        "type": "object",
        "properties": {
            "answer": {"type": "string"},
            "confidence": {"type": "number", "minimum": 0},
        },
        "required": ["answer", "confidence"],
        "additionalProperties": False,
    },
    {
        "type": "object",
        "properties": {
            "result": {"type": "integer"},
            "steps": {"type": "array", "items": {"type": "string"}, "minItems": 1},
            "meta": {
                "type": "object",
                "properties": {"ok": {"type": "boolean"}, "kind": {"enum": ["a", "b"]}},
                "required": ["ok", "kind"],
                "additionalProperties": False,
            },
        },
        "required": ["result", "steps", "meta"],
        "additionalProperties": False,
    },
]


@pytest.mark.parametrize("schema", SCHEMAS)
def test_json_schema_replies_validate(schema: dict[str, Any]) -> None:
    reply = ask(
        "Calculate the result and classify the sentiment.", "I love 2 + 3", schema_format(schema)
    )
    jsonschema.validate(json.loads(reply), schema)


def test_the_answer_goes_into_the_field_the_task_names() -> None:
    reply = ask(
        "Read the provided message and determine the sentiment.",
        "**Message:**\n\nThe heating is broken again, terrible service.",
        SENTIMENT_RESPONSE_FORMAT,
    )
    assert json.loads(reply) == {"sentiment": "negative"}
    reply = ask("Calculate the result.", "What is 6 * 7?", schema_format(SCHEMAS[2]))
    assert json.loads(reply)["result"] == 42
    reply = ask("Answer in capital letters.", "hello", schema_format(SCHEMAS[1]))
    assert json.loads(reply)["answer"] == "HELLO"


def test_json_object_mode() -> None:
    fmt = {"type": "json_object"}
    assert json.loads(
        ask('Classify the sentiment. Reply as {"label": ...}.', "I hate it", fmt)
    ) == {"label": "negative"}
    assert json.loads(ask("Answer in capital letters.", "hi", fmt)) == {"answer": "HI"}
    assert ask("Answer in capital letters.", "hi", {"type": "text"}) == "HI"


def test_already_json_replies_keep_their_fields() -> None:
    schema = {
        "type": "object",
        "properties": {"score": {"type": "boolean"}, "explanation": {"type": "string"}},
        "required": ["score", "explanation"],
    }
    out = json.loads(
        format_reply(
            '{"score": true, "explanation": "fine", "extra": 1}', schema_format(schema), "judge"
        )
    )
    assert out == {"score": True, "explanation": "fine"}


def test_sentiment_analyzer_agent_answers_json() -> None:
    agent = SentimentAnalyzer()
    out = agent(
        OfflineModel(call_log=CallLog()),
        inputs={"message": afnio.Variable(["Great job, I love it", "It is broken"])},
    )
    assert [json.loads(d) for d in out.data] == [
        {"sentiment": "positive"},
        {"sentiment": "negative"},
    ]
    assert agent.sentiment_task.requires_grad


def test_word_label_instructions() -> None:
    prompt = (
        "Determine the sentiment. Treat the word 'leaking' as negative. "
        "Treat the word 'like' as neutral."
    )
    found = rules.recognise(prompt)
    assert rules.Instruction("word_label", "leaking=negative") in found
    assert rules.answer(found, "The pipe is leaking") == "negative"
    assert rules.answer(found, "I would like a meeting") == "neutral"
    assert (
        rules.answer(rules.recognise("Determine the sentiment."), "I would like it") == "positive"
    )
    for ins in found:  # canonical sentences are recognised again
        assert rules.recognise(ins.sentence()) == [ins]
    assert (
        rules.rewrite(
            "Determine the sentiment. Treat the word 'like' as positive.",
            [rules.Instruction("word_label", "like=neutral")],
        )
        == "Determine the sentiment. Treat the word 'like' as neutral."
    )


@pytest.mark.parametrize(("output", "target"), [("fiction", "nonfiction"), ("happy", "unhappy")])
def test_a_label_inside_another_label_is_no_format_template(output: str, target: str) -> None:
    """A template wraps the answer in other words ("Answer: <answer>"); a target that only
    extends the output's word is a different answer."""
    sentence, fixes = rules.diagnose(output, target)
    assert fixes == [] and "content itself is different" in sentence
    assert rules.diagnose("Paris", "Answer: Paris")[1] == [
        rules.Instruction("format", "Answer: <answer>")
    ]
