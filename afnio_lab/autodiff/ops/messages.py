"""Chat messages whose content is Variables (afnio's ``MultiTurnMessages``).

A message is ``{"role": str, "content": [Variable, ...]}``. Modules register such lists as
"chats", and ``ChatCompletion`` sends them to a model after filling in placeholders.
"""

from __future__ import annotations

from typing import Any, TypedDict

from afnio_lab.autodiff.variable import Variable


class Message(TypedDict):
    role: str
    content: list[Variable]


MultiTurnMessages = list[Message]


def validate_multi_turn_messages(messages: Any) -> None:
    """Raise afnio's errors (spec §8.1) for anything that is not a list of well-formed messages."""
    if not isinstance(messages, list):
        raise TypeError(
            f"`messages` expects a (list) of type dict, but got {type(messages).__name__}."
        )
    for msg in messages:
        if not isinstance(msg, dict):
            raise TypeError(
                f"`messages` expects a (list) of type dict, but got {type(msg).__name__}."
            )
        if "role" not in msg or "content" not in msg:
            raise ValueError(
                "Each message dictionary must contain 'role' and 'content' keys, but got "
                f"{msg.keys()}."
            )
        if not isinstance(msg["role"], str):
            raise TypeError(f"'role' must be a string, but got {type(msg['role']).__name__}.")
        content = msg["content"]
        if not isinstance(content, list):
            raise TypeError(
                '`msg["content"]` expects a (list) of type Variable, but got '
                f"{type(content).__name__}."
            )
        if not all(isinstance(v, Variable) for v in content):
            raise TypeError(
                'All elements in `msg["content"]` must be of type Variable, but got '
                f"{[type(v).__name__ for v in content]}."
            )


def is_multi_turn_messages(obj: Any) -> bool:
    """True when ``obj`` is a well-formed (non-empty) list of messages."""
    if not isinstance(obj, list) or not obj:
        return False
    try:
        validate_multi_turn_messages(obj)
    except (TypeError, ValueError):
        return False
    return True


__all__ = [
    "Message",
    "MultiTurnMessages",
    "is_multi_turn_messages",
    "validate_multi_turn_messages",
]
