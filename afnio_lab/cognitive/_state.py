"""One module's share of ``state_dict`` / ``load_state_dict`` (children are walked by Module).

Each kind of member saves and loads differently: Variables are detached on save and copied
in place on load; chats copy their content Variables one by one; models travel as
placeholders and are matched to live clients on load; configs and functions are plain
values. Kept apart from ``module.py`` so that file stays about registration.
"""

from __future__ import annotations

import copy
from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from afnio_lab.autodiff.ops.messages import validate_multi_turn_messages
from afnio_lab.autodiff.variable import Variable
from afnio_lab.cognitive._members import is_model, is_plain_function, model_placeholder, typename
from afnio_lab.cognitive.parameter import Parameter

if TYPE_CHECKING:  # annotations only: cycle (module -> _state)
    from afnio_lab.cognitive.module import Module


class IncompatibleKeys(NamedTuple):
    """What ``load_state_dict`` could not match: keys the module expected but the state dict
    lacked, and keys the state dict had that the module does not know."""

    missing_keys: list[str]
    unexpected_keys: list[str]

    def __repr__(self) -> str:
        if not self.missing_keys and not self.unexpected_keys:
            return "<All keys matched successfully>"
        return (
            f"IncompatibleKeys(missing_keys={self.missing_keys!r}, "
            f"unexpected_keys={self.unexpected_keys!r})"
        )

    def __str__(self) -> str:
        return self.__repr__()


# -- saving ---------------------------------------------------------------------------------
def _save_chat(chat: list[Any], keep_vars: bool) -> list[Any]:
    if keep_vars:
        return chat
    return [{**msg, "content": [v.detach() for v in msg["content"]]} for msg in chat]


def save_local_state(
    module: Module, destination: OrderedDict[str, Any], prefix: str, keep_vars: bool
) -> None:
    """Write ``module``'s own members (not its children's) into ``destination``."""
    for name, param in module._parameters.items():
        if param is not None:
            destination[prefix + name] = param if keep_vars else param.detach()
    for name, buf in module._buffers.items():
        if buf is not None and name not in module._non_persistent_buffers_set:
            destination[prefix + name] = buf if keep_vars else buf.detach()
    for name, chat in module._chats.items():
        if chat is not None:
            destination[prefix + name] = _save_chat(chat, keep_vars)
    for name, model in module._models.items():
        if model is not None:
            destination[prefix + name] = model_placeholder(model)
    for name, config in module._completion_configs.items():
        if config is not None:
            destination[prefix + name] = config if keep_vars else copy.deepcopy(config)
    for name, function in module._functions.items():
        if function is not None:
            destination[prefix + name] = function
    if has_extra_state(module, "get_extra_state"):
        destination[prefix + EXTRA_STATE_KEY] = module.get_extra_state()


EXTRA_STATE_KEY = "_extra_state"


def has_extra_state(module: Module, hook: str) -> bool:
    """Whether the module's class defines ``get_extra_state``/``set_extra_state`` itself."""
    return not getattr(getattr(type(module), hook, None), "_default_extra_state", False)


# -- loading --------------------------------------------------------------------------------
class _Load(NamedTuple):
    """Everything a per-kind loader needs about one entry."""

    module: Module
    name: str
    key: str
    current: Any
    value: Any
    assign: bool
    clients: dict[str, Any]
    errors: list[str]


def _copy_into(target: Variable, source: Variable) -> None:
    """``copy_`` that keeps the target's own ``requires_grad``.

    A detached checkpoint entry has ``requires_grad=False``; copying that flag would silently
    freeze every parameter after a save/load round trip.
    """
    flag = target.requires_grad
    target.copy_(source)
    target.requires_grad_(flag)


def _load_variable(item: _Load, kind: str, registry: OrderedDict[str, Any]) -> None:
    value, current = item.value, item.current
    if not isinstance(value, Variable):
        item.errors.append(
            f'While copying the {kind} named "{item.key}", expected a Variable from the '
            f"checkpoint but received {typename(value)}."
        )
        return
    if current is None or item.assign:
        if kind == "parameter" and not isinstance(value, Parameter):
            flag = current.requires_grad if current is not None else True
            value = Parameter(value.data, value.role, requires_grad=flag)
        registry[item.name] = value
        return
    try:
        _copy_into(current, value)
    except (TypeError, ValueError) as exc:
        item.errors.append(
            f'While copying the {kind} named "{item.key}", whose shape in the module is '
            f"{current.shape} and whose shape in the checkpoint is {value.shape}, an "
            f"exception occurred: {exc}"
        )


def _load_parameter(item: _Load) -> None:
    _load_variable(item, "parameter", item.module._parameters)


def _load_buffer(item: _Load) -> None:
    _load_variable(item, "buffer", item.module._buffers)


def _content_counts(chat: list[Any]) -> list[int]:
    return [len(msg["content"]) for msg in chat]


def _load_chat(item: _Load) -> None:
    value, current = item.value, item.current
    try:
        validate_multi_turn_messages(value)
    except (TypeError, ValueError) as exc:
        item.errors.append(
            f'While copying the chat named "{item.key}", the checkpoint value is not a chat: {exc}'
        )
        return
    if current is None or item.assign:
        item.module._chats[item.name] = value
        return
    if _content_counts(current) != _content_counts(value):
        item.errors.append(
            f'While copying the chat named "{item.key}", the checkpoint has content parts '
            f"{_content_counts(value)} per message but the module has "
            f"{_content_counts(current)}."
        )
        return
    for cur_msg, new_msg in zip(current, value):
        cur_msg["role"] = new_msg["role"]
        for target, source in zip(cur_msg["content"], new_msg["content"]):
            try:
                _copy_into(target, source)
            except (TypeError, ValueError) as exc:
                item.errors.append(
                    f'While copying the chat named "{item.key}", an exception occurred: {exc}'
                )
                return


def _load_model(item: _Load) -> None:
    """Pick the live client (given in ``model_clients``, else the current one) and restore
    the placeholder's usage into it when it is the same class of client."""
    value, key = item.value, item.key
    given = item.clients.get(key)
    if is_model(value):  # a live client in the state dict
        item.module._models[item.name] = given if given is not None else value
        return
    if not (isinstance(value, dict) and "class_type" in value):
        item.errors.append(
            f'While loading the model named "{key}", expected a placeholder '
            f'{{"class_type", "provider", "usage"}} but received {typename(value)}.'
        )
        return
    target = given if given is not None else item.current
    if target is None:
        item.errors.append(
            f'While loading the model named "{key}", the checkpoint holds a placeholder for a '
            f"{value['class_type']} client and the module has none; pass one with "
            f'`model_clients={{"{key}": client}}`.'
        )
        return
    usage = value.get("usage")
    if (
        type(target).__name__ == value["class_type"]
        and isinstance(usage, dict)
        and callable(getattr(target, "clear_usage", None))
        and callable(getattr(target, "update_usage", None))
    ):
        target.clear_usage()
        target.update_usage(usage, model_name=None)
    item.module._models[item.name] = target


def _load_completion_config(item: _Load) -> None:
    value, current = item.value, item.current
    if not isinstance(value, dict):
        item.errors.append(
            f'While copying the completion config named "{item.key}", expected a dict but '
            f"received {typename(value)}."
        )
        return
    if current is None or item.assign:
        item.module._completion_configs[item.name] = value
        return
    current.clear()
    current.update(copy.deepcopy(value))


def _load_function(item: _Load) -> None:
    if not is_plain_function(item.value):
        item.errors.append(
            f'While loading the function named "{item.key}", expected a function but '
            f"received {typename(item.value)}."
        )
        return
    item.module._functions[item.name] = item.value


_Loader = Callable[[_Load], None]


def _local_slots(module: Module) -> OrderedDict[str, tuple[_Loader, Any]]:
    """Every name a state dict may fill in this module (None placeholders included)."""
    slots: OrderedDict[str, tuple[_Loader, Any]] = OrderedDict()
    for name, param in module._parameters.items():
        slots[name] = (_load_parameter, param)
    for name, buf in module._buffers.items():
        if name not in module._non_persistent_buffers_set:
            slots[name] = (_load_buffer, buf)
    for name, chat in module._chats.items():
        slots[name] = (_load_chat, chat)
    for name, model in module._models.items():
        slots[name] = (_load_model, model)
    for name, config in module._completion_configs.items():
        slots[name] = (_load_completion_config, config)
    for name, function in module._functions.items():
        slots[name] = (_load_function, function)
    return slots


def load_local_state(
    module: Module,
    state: OrderedDict[str, Any],
    prefix: str,
    local_metadata: dict[str, Any],
    missing: list[str],
    unexpected: list[str],
    errors: list[str],
    assign: bool,
    clients: dict[str, Any],
) -> None:
    """Load ``module``'s own members from ``state`` and note missing/unexpected keys.

    A member registered as None is filled when the key is present and is never "missing"
    (modules that register their model or chat only in ``forward`` still load).
    ``local_metadata`` carries the saved ``version`` for modules that migrate old formats.
    """
    del local_metadata  # no format migrations yet (version 1)
    slots = _local_slots(module)
    for name, (loader, current) in slots.items():
        key = prefix + name
        if key not in state:
            if current is not None:
                missing.append(key)
            continue
        loader(_Load(module, name, key, current, state[key], assign, clients, errors))
    extra_key = prefix + EXTRA_STATE_KEY
    loads_extra = has_extra_state(module, "set_extra_state")
    if loads_extra:
        if extra_key in state:
            module.set_extra_state(state[extra_key])
        else:
            missing.append(extra_key)
    for key in state:
        if key == extra_key and loads_extra:
            continue
        if not key.startswith(prefix):
            continue
        head, dot, _ = key[len(prefix) :].partition(".")
        if dot:
            if module._modules.get(head) is None:
                unexpected.append(key)
        elif head not in slots:
            unexpected.append(key)


__all__ = ["IncompatibleKeys", "load_local_state", "save_local_state"]
