"""The text contracts between afnio_lab's LM ops and any chat model.

Backward, the optimizer and the LM judge talk to models through tagged prompt sections and
JSON or tagged replies. The ops (in ``autodiff``/``optim``) write these prompts; the
offline model (in ``models``) reads them. Both import the names and parsers from here so
the two sides cannot drift apart. Nothing here knows about graphs or clients.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from afnio_lab.models.text import clean_text

# --- tags written by the ops -------------------------------------------------------------
FEEDBACK_REQUEST_TAG = "FEEDBACK_REQUEST"  # <FEEDBACK_REQUEST count="K"/>: wants K items
CONVERSATION_TAG = "CONVERSATION"
MESSAGE_TAG = "MESSAGE"  # <MESSAGE role="system">…</MESSAGE>
VARIABLE_TAG = "VARIABLE"  # <VARIABLE index="1" role="…" where="…">…</VARIABLE>
INPUT_TAG = "INPUT"  # <INPUT name="question">…</INPUT> (a placeholder value, not optimised)
RESPONSE_TAG = "RESPONSE"
RESPONSE_FEEDBACK_TAG = "RESPONSE_FEEDBACK"
# <ALLOWED_ANSWERS>["a", "b"]</ALLOWED_ANSWERS>: the enum the response had to be one of
ALLOWED_ANSWERS_TAG = "ALLOWED_ANSWERS"
PREDICTION_TAG = "PREDICTION"
TARGET_TAG = "TARGET"
EVALUATION_TAG = "EVALUATION"
INSTRUCTION_TAG = "INSTRUCTION"  # a concrete instruction suggested inside feedback text
NO_INSTRUCTION = "No instruction suggested."  # feedback that deliberately suggests none

VARIABLE_ROLE_TAG = "VARIABLE_ROLE"  # TGD request sections
CURRENT_VALUE_TAG = "CURRENT_VALUE"
FEEDBACK_TAG = "FEEDBACK"
CONSTRAINTS_TAG = "CONSTRAINTS"
HISTORY_TAG = "HISTORY"
CONTEXT_TAG = "CONTEXT"
IMPROVED_VARIABLE_TAG = "IMPROVED_VARIABLE"  # the TGD reply

JUDGE_REPLY_FORMAT_TAG = "JUDGE_REPLY_FORMAT"  # marks an LM-judge request

# Where a variable sits in a forward conversation (the ``where`` attribute of VARIABLE).
WHERE_INSTRUCTION = "instruction"  # a message other than the last user message
WHERE_INPUT = "input"  # the last user message, or a placeholder value


class ReplyFormatError(ValueError):
    """A model reply that does not follow the requested format (bad JSON, missing tags)."""

    def __init__(self, message: str, raw_reply: str) -> None:
        super().__init__(message)
        self.raw_reply = raw_reply


class ReplyCountError(ReplyFormatError):
    """A feedback reply with the wrong number of items."""


def attr(value: object) -> str:
    """Make ``value`` safe inside a double-quoted tag attribute (quotes become ')."""
    return str(value).replace('"', "'").replace("\n", " ")


def wrap(tag: str, body: str, **attrs: object) -> str:
    """``<TAG a="x">body</TAG>``."""
    head = "".join(f' {k}="{attr(v)}"' for k, v in attrs.items())
    return f"<{tag}{head}>{body}</{tag}>"


def find_all(tag: str, text: str) -> list[tuple[dict[str, str], str]]:
    """Every ``<TAG attrs>body</TAG>`` in ``text``: (attributes, body), in order."""
    pattern = re.compile(rf"<{tag}((?:\s+[\w-]+=\"[^\"]*\")*)\s*>(.*?)</{tag}>", re.DOTALL)
    found = []
    for m in pattern.finditer(text):
        attrs = dict(re.findall(r'([\w-]+)="([^"]*)"', m.group(1)))
        found.append((attrs, m.group(2)))
    return found


def find_one(tag: str, text: str) -> str | None:
    """The body of the first ``<TAG>`` in ``text``, or None."""
    hits = find_all(tag, text)
    return hits[0][1] if hits else None


def has_tag(tag: str, text: str) -> bool:
    return re.search(rf"<{tag}[\s>/]", text) is not None


def feedback_request_count(text: str) -> int | None:
    """K from ``<FEEDBACK_REQUEST count="K"/>``, or None when ``text`` is not a request."""
    m = re.search(rf'<{FEEDBACK_REQUEST_TAG}\s+count="(\d+)"\s*/?>', text)
    return int(m.group(1)) if m else None


def _json_object(raw: str) -> Any:
    """Parse a JSON object from a reply, tolerating a ```json fence around it."""
    text = raw.strip()
    fence = re.match(r"^```(?:json)?\s*(.*?)\s*```$", text, re.DOTALL)
    if fence:
        text = fence.group(1)
    try:
        return _clean_strings(json.loads(text))
    except json.JSONDecodeError as exc:
        raise ReplyFormatError(f"The reply is not valid JSON ({exc.msg}).", raw) from None


def _clean_strings(value: Any) -> Any:
    """``value`` with every string made valid Unicode: an escape such as ``\\ud83d`` (half an
    emoji, from a reply cut mid-character) parses to a lone surrogate, which no file or
    request can encode; it becomes U+FFFD here, where model text enters the pipeline."""
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, list):
        return [_clean_strings(v) for v in value]
    if isinstance(value, dict):
        return {clean_text(k): _clean_strings(v) for k, v in value.items()}
    return value


def parse_feedback(raw: str, expected: int) -> list[str]:
    """``{"feedback": ["…", …]}`` with exactly ``expected`` strings."""
    obj = _json_object(raw)
    items = obj.get("feedback") if isinstance(obj, dict) else None
    if not isinstance(items, list) or not all(isinstance(i, str) for i in items):
        raise ReplyFormatError('The reply must be a JSON object {"feedback": [strings]}.', raw)
    if len(items) != expected:
        raise ReplyCountError(
            f"The reply has {len(items)} feedback items but {expected} were requested.", raw
        )
    return items


def parse_judgement(raw: str) -> tuple[Any, str]:
    """``{"score": number|bool, "explanation": "…"}`` → (score, explanation)."""
    obj = _json_object(raw)
    if not isinstance(obj, dict) or "score" not in obj or "explanation" not in obj:
        raise ReplyFormatError(
            'The reply must be a JSON object with "score" and "explanation" keys.', raw
        )
    score, explanation = obj["score"], obj["explanation"]
    if isinstance(score, str):
        try:
            score = float(score) if "." in score else int(score)
        except ValueError:
            problem = f"The score {score!r} is not a number or boolean."
            raise ReplyFormatError(problem, raw) from None
    if not isinstance(score, (int, float, bool)):
        raise ReplyFormatError(f"The score {score!r} is not a number or boolean.", raw)
    return score, str(explanation)


def parse_improved_variable(raw: str) -> str:
    """The improved value: the ``improved_variable`` field of a JSON reply (structured
    output), or the text between ``<IMPROVED_VARIABLE>`` tags, in either (whitespace
    stripped)."""
    body = _improved_field(raw)
    if body is None or has_tag(IMPROVED_VARIABLE_TAG, body):
        body = find_one(IMPROVED_VARIABLE_TAG, raw if body is None else body)
    if body is None:
        raise ReplyFormatError(
            f"The reply has no <{IMPROVED_VARIABLE_TAG}>…</{IMPROVED_VARIABLE_TAG}> section.", raw
        )
    if not body.strip():
        raise ReplyFormatError(
            f"The <{IMPROVED_VARIABLE_TAG}> section is empty: an empty prompt is never an "
            "improvement. Write the full improved text between the tags.",
            raw,
        )
    return body.strip()


def _improved_field(raw: str) -> str | None:
    """The ``improved_variable`` string of a JSON reply, or None for any other reply."""
    if not raw.lstrip().startswith(("{", "`")):
        return None
    try:
        obj = _json_object(raw)
    except ReplyFormatError:
        return None
    value = obj.get(IMPROVED_VARIABLE_FIELD) if isinstance(obj, dict) else None
    return value if isinstance(value, str) else None


# --- structured output: the JSON schemas of the replies above ------------------------------
#
# Sent as ``response_format`` (OpenAI's ``json_schema``, strict) where a server takes it, so
# the server's grammar or structured-output mode makes the reply parse; the prompts still
# ask for the same JSON in words, for servers that refuse it. Only keywords OpenAI's strict
# mode accepts (and llama.cpp, vLLM and Ollama turn into grammars) are used.

IMPROVED_VARIABLE_FIELD = "improved_variable"


def feedback_schema(count: int) -> dict[str, Any]:
    """``{"feedback": [exactly count strings]}``."""
    return {
        "type": "object",
        "properties": {
            "feedback": {
                "type": "array",
                "items": {"type": "string"},
                "minItems": count,
                "maxItems": count,
            }
        },
        "required": ["feedback"],
        "additionalProperties": False,
    }


JUDGEMENT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "score": {"anyOf": [{"type": "number"}, {"type": "boolean"}]},
        "explanation": {"type": "string"},
    },
    "required": ["score", "explanation"],
    "additionalProperties": False,
}

IMPROVED_VARIABLE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        IMPROVED_VARIABLE_FIELD: {
            "type": "string",
            "description": "The full improved value of the variable.",
        }
    },
    "required": [IMPROVED_VARIABLE_FIELD],
    "additionalProperties": False,
}


def enum_values(response_format: Any) -> list[str]:
    """The enum a ``json_schema`` response format allows, as strings: the schema's own, or
    its first property's with two values or more, of text or whole numbers ("stars": 1 to 5)
    ([] without one)."""
    if not isinstance(response_format, Mapping):
        return []
    spec = response_format.get("json_schema")
    schema = spec.get("schema") if isinstance(spec, Mapping) else None
    if not isinstance(schema, Mapping):
        return []
    if isinstance(schema.get("enum"), list):
        return [str(v) for v in schema["enum"]]
    props = schema.get("properties")
    for prop in props.values() if isinstance(props, Mapping) else []:
        if isinstance(prop, Mapping) and isinstance(prop.get("enum"), list):
            kept = [v for v in prop["enum"] if isinstance(v, (str, int)) and type(v) is not bool]
            values = [str(v) for v in kept]
            if len(values) >= 2:
                return values
    return []


def allowed_answers_section(allowed: list[str]) -> str:
    """The sentence of a backward request naming the answers an enum allowed."""
    return "The response had to be one of these answers: " + wrap(
        ALLOWED_ANSWERS_TAG, json.dumps(allowed, ensure_ascii=False)
    )


def parse_allowed_answers(text: str) -> list[str]:
    """The answers :func:`allowed_answers_section` named in ``text`` ([] if none)."""
    try:
        allowed = json.loads(find_one(ALLOWED_ANSWERS_TAG, text) or "[]")
    except ValueError:
        return []
    return [str(a) for a in allowed] if isinstance(allowed, list) else []


def json_schema_format(name: str, schema: dict[str, Any]) -> dict[str, Any]:
    """The ``response_format`` asking for JSON that follows ``schema`` (strict)."""
    return {"type": "json_schema", "json_schema": {"name": name, "schema": schema, "strict": True}}


def feedback_reply(items: list[str]) -> str:
    return json.dumps({"feedback": items}, ensure_ascii=False)


def judgement_reply(score: Any, explanation: str) -> str:
    return json.dumps({"score": score, "explanation": explanation}, ensure_ascii=False)
