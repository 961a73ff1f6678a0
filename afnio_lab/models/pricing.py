"""Token prices (USD per 1M tokens) and the usage dict every model keeps.

The table ships as ``model_prices.json``; users extend it at run time with
:func:`register_model_price` or :func:`load_model_prices` (same JSON shape).
"""

from __future__ import annotations

import copy
import json
import math
import threading
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class ModelPrice:
    """USD per 1M tokens."""

    input: float
    output: float
    cached_input: float | None = None  # None: cached prompt tokens cost the input price


_lock = threading.Lock()
_prices: dict[str, ModelPrice] = {}


def _from_json(name: str, entry: Any) -> ModelPrice:
    if not isinstance(entry, dict) or "input" not in entry or "output" not in entry:
        raise ValueError(
            f"Price entry for {name!r} must be an object with 'input' and 'output' "
            f"(USD per 1M tokens) and optionally 'cached_input', got {entry!r}."
        )
    cached = entry.get("cached_input")
    return ModelPrice(
        float(entry["input"]), float(entry["output"]), None if cached is None else float(cached)
    )


def _load_builtin() -> None:
    text = resources.files("afnio_lab.models").joinpath("model_prices.json").read_text("utf-8")
    for name, entry in json.loads(text).items():
        if not name.startswith("_"):
            _prices[name] = _from_json(name, entry)


_load_builtin()


def register_model_price(
    model: str, input: float, output: float, cached_input: float | None = None
) -> None:
    """Add or replace the price of ``model`` (USD per 1M tokens)."""
    if not isinstance(model, str) or not model:
        raise ValueError("`model` must be a non-empty model name, e.g. 'gpt-4o'.")
    with _lock:
        _prices[model] = ModelPrice(float(input), float(output), cached_input)


def load_model_prices(path: str | Path) -> list[str]:
    """Merge a JSON price file shaped like ``model_prices.json``; returns the names loaded."""
    data = json.loads(Path(path).read_text("utf-8"))
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected a JSON object of model name -> prices.")
    loaded = {k: _from_json(k, v) for k, v in data.items() if not k.startswith("_")}
    with _lock:
        _prices.update(loaded)
    return list(loaded)


def get_model_price(model: str | None) -> ModelPrice | None:
    """The price for ``model``: exact name, else the longest known prefix, else None."""
    if not model:
        return None
    with _lock:
        if model in _prices:
            return _prices[model]
        prefixes = [name for name in _prices if model.startswith(name)]
        return _prices[max(prefixes, key=len)] if prefixes else None


def model_prices() -> dict[str, ModelPrice]:
    """A copy of the current table."""
    with _lock:
        return dict(_prices)


# --- usage dicts ---------------------------------------------------------------------------


def empty_usage() -> dict[str, Any]:
    """The OpenAI-shaped usage dict, all zeros, with a USD cost."""
    return {
        "prompt_tokens": 0,
        "completion_tokens": 0,
        "total_tokens": 0,
        "prompt_tokens_details": {"cached_tokens": 0, "audio_tokens": 0},
        "completion_tokens_details": {
            "reasoning_tokens": 0,
            "audio_tokens": 0,
            "accepted_prediction_tokens": 0,
            "rejected_prediction_tokens": 0,
        },
        "cost": {"amount": 0.0, "currency": "USD"},
    }


def normalize_usage(raw: Any) -> dict[str, Any]:
    """A usage dict from whatever a server sent: missing, None or unreadable fields count
    as 0 (:func:`usage_problems` says which were unreadable)."""
    usage = empty_usage()
    raw = raw if isinstance(raw, dict) else {}
    for key in ("prompt_tokens", "completion_tokens", "total_tokens"):
        usage[key] = _count(raw.get(key))
    for group in ("prompt_tokens_details", "completion_tokens_details"):
        details = raw.get(group)
        details = details if isinstance(details, dict) else {}
        for key in usage[group]:
            usage[group][key] = _count(details.get(key))
    if not usage["total_tokens"]:
        usage["total_tokens"] = usage["prompt_tokens"] + usage["completion_tokens"]
    cost = raw.get("cost")
    if isinstance(cost, dict):
        amount = _number(cost.get("amount"))
        usage["cost"]["amount"] = amount if amount is not None else 0.0
    return usage


def usage_problems(raw: Any) -> list[str]:
    """The usage fields a server sent that are not counts (the call is still logged)."""
    if raw is None:
        return []
    if not isinstance(raw, dict):
        return [f"usage is a {type(raw).__name__}, not an object"]
    bad = [
        key
        for key in ("prompt_tokens", "completion_tokens", "total_tokens")
        if raw.get(key) is not None and _number(raw.get(key)) is None
    ]
    return [f"usage.{key} = {str(raw[key])[:40]!r} is not a number" for key in bad]


_EXACT = 2**53  # ints up to here are floats exactly; larger ones take the general path


def _number(value: Any) -> float | None:
    if value is None:  # a field the server left out
        return None
    kind = type(value)
    if kind is int and 0 <= value <= _EXACT:  # what servers send: the fast path
        return float(value)
    if kind is float:
        return value if value >= 0 and math.isfinite(value) else None
    if isinstance(value, bool):
        return None
    try:
        number = float(value)
    except (TypeError, ValueError, OverflowError):
        return None
    return number if math.isfinite(number) and number >= 0 else None


def _count(value: Any) -> int:
    if type(value) is int and 0 <= value <= _EXACT:  # bool, a subclass, takes the slow path
        return value
    number = _number(value)
    return int(number) if number is not None else 0


def cost_of(usage: dict[str, Any], model: str | None) -> float | None:
    """USD cost of one call's usage, or None when the model has no known price."""
    price = get_model_price(model)
    if price is None:
        return None
    cached = int((usage.get("prompt_tokens_details") or {}).get("cached_tokens") or 0)
    prompt = int(usage.get("prompt_tokens") or 0)
    completion = int(usage.get("completion_tokens") or 0)
    cached_price = price.input if price.cached_input is None else price.cached_input
    uncached = max(prompt - cached, 0)
    return (uncached * price.input + cached * cached_price + completion * price.output) / 1e6


def add_usage(total: dict[str, Any], extra: dict[str, Any]) -> None:
    """Add every number of ``extra`` into ``total`` in place (nested dicts too)."""
    for key, value in extra.items():
        kind = type(value)
        if kind is int or kind is float:  # the fast path: a normalised usage holds these
            total[key] = total.get(key, 0) + value
        elif isinstance(value, dict):
            add_usage(total.setdefault(key, {}), value)
        elif isinstance(value, bool) or not isinstance(value, (int, float)):
            continue
        else:
            total[key] = total.get(key, 0) + value


def zero_usage(usage: dict[str, Any]) -> None:
    """Zero every number in place, keeping the structure (and the currency)."""
    for key, value in usage.items():
        if isinstance(value, dict):
            zero_usage(value)
        elif isinstance(value, float):
            usage[key] = 0.0
        elif isinstance(value, int) and not isinstance(value, bool):
            usage[key] = 0


def copy_usage(usage: dict[str, Any]) -> dict[str, Any]:
    return copy.deepcopy(usage)
