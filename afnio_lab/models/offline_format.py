"""The offline model's structured output: shape its rule-based answer to the caller's
``response_format`` (OpenAI's ``{"type": "json_object"}`` or ``{"type": "json_schema",
"json_schema": {"schema": …}}``) so code that parses JSON runs offline.

How the answer is placed: a reply that is already a JSON object keeps its matching fields;
otherwise the answer goes into the *answer field*: the property whose name the prompt's task
names (e.g. ``sentiment``), else one called ``answer``/``result``/``label``/``output``/
``response``/``text``, else the first string property. Other required fields get the
simplest valid value (first enum value, ``""``, ``0``, ``false``, empty list, a nested
object filled the same way). For ``json_object`` without a schema, the key is the first
``"key":`` shown in the prompt, else ``"answer"``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

_ANSWER_NAMES = ("answer", "result", "label", "output", "response", "text", "prediction")


def _schema_of(response_format: Mapping[str, Any]) -> dict[str, Any] | None:
    spec = response_format.get("json_schema")
    if isinstance(spec, Mapping):
        schema = spec.get("schema")
        return dict(schema) if isinstance(schema, Mapping) else None
    return None


def _types(schema: Mapping[str, Any]) -> list[str]:
    t = schema.get("type")
    if isinstance(t, list):
        return [str(x) for x in t]
    if isinstance(t, str):
        return [t]
    return ["object"] if "properties" in schema else ["string"]


def _number(text: str) -> float | None:
    m = re.search(r"-?\d+(?:\.\d+)?", text)
    return float(m.group(0)) if m else None


def _answer_field(properties: Mapping[str, Any], prompt: str) -> str | None:
    names = list(properties)
    lowered = prompt.casefold()
    for name in names:  # a field the prompt's task names, e.g. "sentiment"
        if re.search(rf"\b{re.escape(name.casefold())}\b", lowered) and name not in (
            "explanation",
            "reason",
            "reasoning",
        ):
            return name
    for name in names:
        if name.casefold() in _ANSWER_NAMES:
            return name
    for name in names:
        if "string" in _types(properties[name]):
            return name
    return names[0] if names else None


def fill(schema: Mapping[str, Any], answer: Any, prompt: str) -> Any:
    """A value valid for ``schema`` carrying ``answer`` where it fits."""
    if "const" in schema:
        return schema["const"]
    for key in ("anyOf", "oneOf"):
        if isinstance(schema.get(key), list) and schema[key]:
            options = [o for o in schema[key] if isinstance(o, Mapping)]
            fitting = [o for o in options if _fits(o, answer)]
            return fill((fitting or options)[0], answer, prompt)
    types = _types(schema)
    text = answer if isinstance(answer, str) else json.dumps(answer)
    if schema.get("enum"):
        options = list(schema["enum"])
        for option in options:
            if str(option).casefold() == text.strip().casefold():
                return option
        for option in options:  # the answer mentions one of the options
            if re.search(rf"\b{re.escape(str(option).casefold())}\b", text.casefold()):
                return option
        return options[0]
    if "object" in types:
        return _fill_object(schema, answer, prompt)
    if "array" in types:
        items = schema.get("items") if isinstance(schema.get("items"), Mapping) else {}
        if isinstance(answer, list):  # already a list: keep its entries, as many as allowed
            kept = [fill(items or {}, a, prompt) for a in answer]
            kept = kept[: int(schema.get("maxItems", len(kept)))]
            return kept + [fill(items or {}, "", prompt)] * (
                int(schema.get("minItems", 0)) - len(kept)
            )
        count = int(schema.get("minItems", 1 if text.strip() else 0))
        return [fill(items or {}, answer, prompt) for _ in range(count)]
    if _fits(schema, answer) and not isinstance(answer, str):
        return answer  # a number or boolean of the right type stays as it is
    if "boolean" in types:
        return text.strip().casefold() in ("true", "yes", "1", "correct")
    if "integer" in types or "number" in types:
        value = _number(text) or 0
        return int(value) if "integer" in types else value
    if "null" in types and "string" not in types:
        return None
    return text


def _fits(schema: Mapping[str, Any], value: Any) -> bool:
    """Whether ``value`` already has one of the schema's scalar types."""
    types = _types(schema)
    if isinstance(value, bool):
        return "boolean" in types
    if isinstance(value, int):
        return "integer" in types or "number" in types
    if isinstance(value, float):
        return "number" in types
    return isinstance(value, str) and "string" in types


def _fill_object(schema: Mapping[str, Any], answer: Any, prompt: str) -> dict[str, Any]:
    properties = schema.get("properties") or {}
    if isinstance(answer, dict):  # already structured: keep what fits, fill the rest
        out = {k: fill(properties[k], v, prompt) for k, v in answer.items() if k in properties}
        answer_text = next((v for v in answer.values() if isinstance(v, str)), "")
    else:
        out, answer_text = {}, answer
    required = list(schema.get("required") or properties)
    main = _answer_field(properties, prompt)
    for name in required:
        if name in out or name not in properties:
            continue
        sub = properties[name]
        out[name] = fill(sub, answer_text if name == main else "", prompt)
    return out


def _parse_object(reply: str) -> dict[str, Any] | None:
    cleaned = re.sub(r"^```(?:json)?\s*|\s*```$", "", reply.strip())
    try:
        value = json.loads(cleaned)
    except json.JSONDecodeError:
        return None
    return value if isinstance(value, dict) else None


def format_reply(reply: str, response_format: Any, prompt: str) -> str:
    """``reply`` as the JSON ``response_format`` asks for (unchanged for plain text)."""
    if not isinstance(response_format, Mapping):
        return reply
    kind = response_format.get("type")
    if kind not in ("json_object", "json_schema"):
        return reply
    parsed = _parse_object(reply)
    schema = _schema_of(response_format) if kind == "json_schema" else None
    if schema is not None:
        filled = fill(schema, parsed if parsed is not None else reply, prompt)
        return reply if filled == parsed else json.dumps(filled, ensure_ascii=False)
    if parsed is not None:
        return json.dumps(parsed)
    shown = re.search(r'"([A-Za-z_][\w-]*)"\s*:', prompt)
    return json.dumps({shown.group(1) if shown else "answer": reply})
