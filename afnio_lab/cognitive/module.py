"""``Module``: the base class of textual models, shaped like ``torch.nn.Module`` (spec §7.3).

A Module sorts what is assigned to it into named members: parameters (what an optimizer
rewrites), buffers (Variables it keeps but does not train), child modules, chats
(``MultiTurnMessages``), model clients, completion configs and functions. Those members are
what ``named_*``, ``state_dict`` and ``requires_grad_`` walk; a plain Variable assigned as an
attribute stays an ordinary attribute unless ``register_buffer`` made it a buffer.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from afnio_lab.autodiff.grad_mode import no_grad
from afnio_lab.autodiff.ops.messages import is_multi_turn_messages, validate_multi_turn_messages
from afnio_lab.autodiff.variable import Variable
from afnio_lab.cognitive import _state
from afnio_lab.cognitive._members import (
    CHAT_TYPE,
    CONFIG_TYPE,
    FUNCTION_TYPE,
    MODEL_TYPE,
    MODULE_TYPE,
    PARAMETER_TYPE,
    VARIABLE_TYPE,
    is_model,
    is_picklable_function,
    is_plain_function,
    typename,
)
from afnio_lab.cognitive._state import IncompatibleKeys
from afnio_lab.cognitive.parameter import Parameter

#: Registries in attribute-lookup order, with the word the "before __init__" error uses.
_REGISTRIES: tuple[tuple[str, str], ...] = (
    ("_parameters", "parameters"),
    ("_buffers", "buffers"),
    ("_modules", "modules"),
    ("_chats", "chats"),
    ("_models", "models"),
    ("_completion_configs", "completion configs"),
    ("_functions", "functions"),
)
_PLURAL = dict(_REGISTRIES)


def _forward_unimplemented(self: Module, *args: Any, **kwargs: Any) -> Any:
    """The base ``forward``: every Module subclass must define its own."""
    raise NotImplementedError(
        f'Module [{type(self).__name__}] is missing the required "forward" function.'
    )


def _indent(text: str, spaces: int) -> str:
    """Indent every line but the first (nested reprs line up under their ``(name): ``)."""
    lines = text.split("\n")
    if len(lines) == 1:
        return text
    pad = " " * spaces
    return "\n".join([lines[0]] + [pad + line for line in lines[1:]])


def _join(prefix: str, name: str) -> str:
    return f"{prefix}.{name}" if prefix else name


class Module:
    """Base class of textual models; subclass it, assign members in ``__init__``, define
    ``forward``. Calling the module calls ``forward`` (there are no hooks)."""

    _version: int = 1

    training: bool
    automatic_optimization: bool
    _parameters: OrderedDict[str, Parameter | None]
    _buffers: OrderedDict[str, Variable | None]
    _non_persistent_buffers_set: set[str]
    _chats: OrderedDict[str, list[Any] | None]
    _modules: OrderedDict[str, Module | None]
    _models: OrderedDict[str, Any]
    _completion_configs: OrderedDict[str, dict[str, Any] | None]
    _functions: OrderedDict[str, Callable[..., Any] | None]

    def __init__(self) -> None:
        # object.__setattr__: the registries do not exist yet for our own __setattr__.
        set_ = object.__setattr__
        set_(self, "training", True)
        set_(self, "automatic_optimization", True)
        for registry, _ in _REGISTRIES:
            set_(self, registry, OrderedDict())
        set_(self, "_non_persistent_buffers_set", set())

    forward: Callable[..., Any] = _forward_unimplemented

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.forward(*args, **kwargs)

    # -- registration -----------------------------------------------------------------------
    def _require_init(self, registry: str) -> None:
        if registry not in self.__dict__:
            raise AttributeError(
                f"Cannot assign {_PLURAL[registry]} before Module.__init__() call."
            )

    def _check_name(self, registry: str, kind: str, name: Any) -> None:
        """Shared checks of every ``register_*``: init done, a str name, free to take."""
        self._require_init(registry)
        label = kind[0].upper() + kind[1:]
        if not isinstance(name, str):
            raise TypeError(f"{label} name should be a string. Got {typename(name)}.")
        if "." in name:
            raise KeyError(f'{label} name can\'t contain ".", got: {name}.')
        if name == "":
            raise KeyError(f'{label} name can\'t be empty string "".')
        if hasattr(self, name) and name not in self.__dict__[registry]:
            raise KeyError(f"Attribute '{name}' already exists.")

    @staticmethod
    def _wrong_type(value: Any, kind: str, name: str, expected: str) -> TypeError:
        return TypeError(
            f"Cannot assign '{typename(value)}' object to {kind} '{name}' "
            f"({expected} or None required)."
        )

    def register_parameter(self, name: str, param: Parameter | None) -> None:
        """Add a Parameter (or a None placeholder) that optimizers may rewrite."""
        self._check_name("_parameters", "parameter", name)
        if param is not None:
            if not isinstance(param, Parameter):
                raise self._wrong_type(param, "parameter", name, PARAMETER_TYPE)
            if param.grad_fn is not None:
                raise ValueError(
                    f"Cannot assign non-leaf Variable to parameter '{name}'. Model parameters "
                    f"must be created explicitly. To express '{name}' as a function of another "
                    "Variable, compute the value in the forward() method."
                )
        self._parameters[name] = param

    def register_buffer(
        self, name: str, variable: Variable | None, persistent: bool = True
    ) -> None:
        """Keep a Variable that is part of the module's state but not trained.

        ``persistent=False`` leaves it out of ``state_dict``.
        """
        self._check_name("_buffers", "buffer", name)
        if variable is not None and not isinstance(variable, Variable):
            raise self._wrong_type(variable, "buffer", name, VARIABLE_TYPE)
        self._buffers[name] = variable
        if persistent:
            self._non_persistent_buffers_set.discard(name)
        else:
            self._non_persistent_buffers_set.add(name)

    def register_chat(self, name: str, messages: list[Any] | None) -> None:
        """Add a chat (a list of ``{"role", "content": [Variable, ...]}`` messages)."""
        self._check_name("_chats", "chat", name)
        if messages is not None:
            if not isinstance(messages, list):
                raise self._wrong_type(messages, "chat", name, CHAT_TYPE)
            validate_multi_turn_messages(messages)
        self._chats[name] = messages

    def register_model(self, name: str, model: Any) -> None:
        """Add a model client; state dicts store its placeholder, never the live client."""
        self._check_name("_models", "model", name)
        if model is not None and not is_model(model):
            raise self._wrong_type(model, "model", name, MODEL_TYPE)
        self._models[name] = model

    def register_completion_config(self, name: str, args: dict[str, Any] | None) -> None:
        """Add a dict of completion arguments (model name, temperature, ...)."""
        self._check_name("_completion_configs", "completion config", name)
        if args is not None and not isinstance(args, dict):
            raise self._wrong_type(args, "completion config", name, CONFIG_TYPE)
        self._completion_configs[name] = args

    def register_function(self, name: str, func: Callable[..., Any] | None) -> None:
        """Add a function (eval, success or reduction function).

        Unlike implicit registration by assignment, a lambda is accepted here; saving a
        module that holds one fails, since pickle cannot store lambdas.
        """
        self._check_name("_functions", "function", name)
        if func is not None and not is_plain_function(func):
            raise self._wrong_type(func, "function", name, FUNCTION_TYPE)
        self._functions[name] = func

    def register_module(self, name: str, module: Module | None) -> None:
        """Add a child module (its members appear under ``name.``)."""
        self._check_name("_modules", "module", name)
        if module is not None and not isinstance(module, Module):
            raise self._wrong_type(module, "module", name, MODULE_TYPE)
        self._modules[name] = module

    add_module = register_module

    # -- attribute protocol -----------------------------------------------------------------
    def _forget(self, name: str) -> None:
        """Drop ``name`` from the instance dict and every registry before it is re-registered."""
        self.__dict__.pop(name, None)
        for registry, _ in _REGISTRIES:
            self.__dict__[registry].pop(name, None)
        self._non_persistent_buffers_set.discard(name)

    def _reassign_error(self, value: Any, kind: str, name: str, expected: str) -> TypeError:
        return TypeError(
            f"Cannot assign '{typename(value)}' as {kind} '{name}' ({expected} or None expected)."
        )

    def __setattr__(self, name: str, value: Any) -> None:
        """Register by type, in afnio's precedence; a registered name keeps its kind."""
        d = self.__dict__

        def claim(registry: str) -> None:
            self._require_init(registry)
            self._forget(name)

        if isinstance(value, Parameter):
            claim("_parameters")
            self.register_parameter(name, value)
            return
        if name in d.get("_parameters", ()):
            if value is not None:
                raise self._reassign_error(value, "parameter", name, PARAMETER_TYPE)
            self.register_parameter(name, None)
            return

        if isinstance(value, Module):
            claim("_modules")
            self.register_module(name, value)
            return
        if name in d.get("_modules", ()):
            if value is not None:
                raise self._reassign_error(value, "child module", name, MODULE_TYPE)
            self.register_module(name, None)
            return

        if is_multi_turn_messages(value):
            claim("_chats")
            self.register_chat(name, value)
            return
        if name in d.get("_chats", ()):
            if value is not None and not isinstance(value, list):
                raise self._reassign_error(value, "chat", name, CHAT_TYPE)
            self.register_chat(name, value)  # a malformed list raises the validation error
            return

        if is_model(value):
            claim("_models")
            self.register_model(name, value)
            return
        if name in d.get("_models", ()):
            if value is not None:
                raise self._reassign_error(value, "model", name, MODEL_TYPE)
            self.register_model(name, None)
            return

        if isinstance(value, dict):
            claim("_completion_configs")
            self.register_completion_config(name, value)
            return
        if name in d.get("_completion_configs", ()):
            if value is not None:
                raise self._reassign_error(value, "completion config", name, CONFIG_TYPE)
            self.register_completion_config(name, None)
            return

        if is_picklable_function(value):
            claim("_functions")
            self.register_function(name, value)
            return
        if name in d.get("_functions", ()):
            if value is not None and not is_plain_function(value):
                raise self._reassign_error(value, "function", name, FUNCTION_TYPE)
            self.register_function(name, value)
            return

        buffers = d.get("_buffers")
        if buffers is not None and name in buffers:
            if value is not None and not isinstance(value, Variable):
                raise self._reassign_error(value, "buffer", name, VARIABLE_TYPE)
            buffers[name] = value
            return
        object.__setattr__(self, name, value)

    def __getattr__(self, name: str) -> Any:
        # Only reached when normal lookup fails; .get() keeps unpickling (no registries yet) safe.
        d = self.__dict__
        for registry, _ in _REGISTRIES:
            members = d.get(registry)
            if members is not None and name in members:
                return members[name]
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def __delattr__(self, name: str) -> None:
        for registry, _ in _REGISTRIES:
            members = self.__dict__.get(registry)
            if members is not None and name in members:
                del members[name]
                self._non_persistent_buffers_set.discard(name)
                return
        object.__delattr__(self, name)

    def __dir__(self) -> list[str]:
        names = set(super().__dir__())
        for registry, _ in _REGISTRIES:
            names.update(self.__dict__.get(registry, {}))
        return sorted(names)

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        state.pop("_optimizers", None)  # the Trainer's live optimizer: not part of a save
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        # Older pickles may lack a registry added later.
        for registry, _ in _REGISTRIES:
            self.__dict__.setdefault(registry, OrderedDict())
        self.__dict__.setdefault("_non_persistent_buffers_set", set())
        self.__dict__.setdefault("training", True)
        self.__dict__.setdefault("automatic_optimization", True)

    # -- iteration --------------------------------------------------------------------------
    def _named_members(
        self, registry: str, prefix: str, recurse: bool, remove_duplicate: bool
    ) -> Iterator[tuple[str, Any]]:
        """Members of one registry, dotted names, None skipped, duplicates dropped by identity.

        Identity (``id``) rather than hashing, so chats (lists) and configs (dicts) dedupe
        only when they are the same object, not when they merely look alike.
        """
        seen: set[int] = set()
        modules = (
            self.named_modules(prefix=prefix, remove_duplicate=remove_duplicate)
            if recurse
            else iter([(prefix, self)])
        )
        for module_prefix, module in modules:
            for name, value in module.__dict__[registry].items():
                if value is None or id(value) in seen:
                    continue
                if remove_duplicate:
                    seen.add(id(value))
                yield _join(module_prefix, name), value

    def named_parameters(
        self, prefix: str = "", recurse: bool = True, remove_duplicate: bool = True
    ) -> Iterator[tuple[str, Parameter]]:
        return self._named_members("_parameters", prefix, recurse, remove_duplicate)

    def parameters(self, recurse: bool = True) -> Iterator[Parameter]:
        for _, param in self.named_parameters(recurse=recurse):
            yield param

    def named_buffers(
        self, prefix: str = "", recurse: bool = True, remove_duplicate: bool = True
    ) -> Iterator[tuple[str, Variable]]:
        return self._named_members("_buffers", prefix, recurse, remove_duplicate)

    def buffers(self, recurse: bool = True) -> Iterator[Variable]:
        for _, buffer in self.named_buffers(recurse=recurse):
            yield buffer

    def named_chats(
        self, prefix: str = "", recurse: bool = True, remove_duplicate: bool = True
    ) -> Iterator[tuple[str, list[Any]]]:
        return self._named_members("_chats", prefix, recurse, remove_duplicate)

    def chats(self, recurse: bool = True) -> Iterator[list[Any]]:
        for _, chat in self.named_chats(recurse=recurse):
            yield chat

    def named_models(
        self, prefix: str = "", recurse: bool = True, remove_duplicate: bool = True
    ) -> Iterator[tuple[str, Any]]:
        return self._named_members("_models", prefix, recurse, remove_duplicate)

    def models(self, recurse: bool = True) -> Iterator[Any]:
        for _, model in self.named_models(recurse=recurse):
            yield model

    def named_completion_configs(
        self, prefix: str = "", recurse: bool = True, remove_duplicate: bool = True
    ) -> Iterator[tuple[str, dict[str, Any]]]:
        return self._named_members("_completion_configs", prefix, recurse, remove_duplicate)

    def completion_configs(self, recurse: bool = True) -> Iterator[dict[str, Any]]:
        for _, config in self.named_completion_configs(recurse=recurse):
            yield config

    def named_functions(
        self, prefix: str = "", recurse: bool = True, remove_duplicate: bool = True
    ) -> Iterator[tuple[str, Callable[..., Any]]]:
        return self._named_members("_functions", prefix, recurse, remove_duplicate)

    def functions(self, recurse: bool = True) -> Iterator[Callable[..., Any]]:
        for _, function in self.named_functions(recurse=recurse):
            yield function

    def named_children(self) -> Iterator[tuple[str, Module]]:
        """Direct children (each module once, first name wins)."""
        seen: set[int] = set()
        for name, child in self._modules.items():
            if child is not None and id(child) not in seen:
                seen.add(id(child))
                yield name, child

    def children(self) -> Iterator[Module]:
        for _, child in self.named_children():
            yield child

    def named_modules(
        self,
        memo: set[Module] | None = None,
        prefix: str = "",
        remove_duplicate: bool = True,
    ) -> Iterator[tuple[str, Module]]:
        """This module then every descendant, depth first, with dotted names."""
        if memo is None:
            memo = set()
        if self in memo:
            return
        if remove_duplicate:
            memo.add(self)
        yield prefix, self
        for name, child in self._modules.items():
            if child is not None:
                yield from child.named_modules(memo, _join(prefix, name), remove_duplicate)

    def modules(self) -> Iterator[Module]:
        for _, module in self.named_modules():
            yield module

    # -- state ------------------------------------------------------------------------------
    def state_dict(
        self,
        *,
        destination: OrderedDict[str, Any] | None = None,
        prefix: str = "",
        keep_vars: bool = False,
    ) -> OrderedDict[str, Any]:
        """Everything needed to restore the module's values, keyed by dotted name.

        Parameters and persistent buffers are detached (unless ``keep_vars``), chats hold
        detached content, models appear as ``{"class_type", "provider", "usage"}``
        placeholders. None members are skipped. ``_metadata`` maps module prefixes to
        ``{"version": ...}``.
        """
        if destination is None:
            destination = OrderedDict()
            destination._metadata = OrderedDict()  # type: ignore[attr-defined]
        metadata = getattr(destination, "_metadata", None)
        if metadata is not None:
            metadata[prefix[:-1]] = {"version": self._version}
        _state.save_local_state(self, destination, prefix, keep_vars)
        for name, child in self._modules.items():
            if child is not None:
                child.state_dict(
                    destination=destination, prefix=f"{prefix}{name}.", keep_vars=keep_vars
                )
        return destination

    def load_state_dict(
        self,
        state_dict: Mapping[str, Any],
        strict: bool = True,
        assign: bool = False,
        model_clients: Mapping[str, Any] | None = None,
    ) -> IncompatibleKeys:
        """Copy values from ``state_dict`` into this module and its children.

        Values are copied into the existing Variables (``copy_``) unless ``assign``, which
        puts the checkpoint's objects in place. A Variable keeps its own ``requires_grad``.
        ``model_clients`` maps a model key (e.g. ``"chat.model"``) to the live client to use,
        since checkpoints hold only placeholders. With ``strict``, missing or unexpected keys
        raise; copy errors always raise.
        """
        if not isinstance(state_dict, Mapping):
            raise TypeError(f"Expected state_dict to be dict-like, got {type(state_dict)}.")
        missing: list[str] = []
        unexpected: list[str] = []
        errors: list[str] = []
        metadata = getattr(state_dict, "_metadata", None)
        entries = OrderedDict(state_dict)
        clients = dict(model_clients or {})

        def load(module: Module, prefix: str) -> None:
            local_metadata = metadata.get(prefix[:-1], {}) if metadata is not None else {}
            _state.load_local_state(
                module,
                entries,
                prefix,
                local_metadata,
                missing,
                unexpected,
                errors,
                assign,
                clients,
            )
            for name, child in module._modules.items():
                if child is not None:
                    load(child, f"{prefix}{name}.")

        with no_grad():
            load(self, "")
        if strict:
            if unexpected:
                keys = ", ".join(f'"{k}"' for k in unexpected)
                errors.insert(0, f"Unexpected key(s) in state_dict: {keys}. ")
            if missing:
                keys = ", ".join(f'"{k}"' for k in missing)
                errors.insert(0, f"Missing key(s) in state_dict: {keys}. ")
        if errors:
            raise RuntimeError(
                f"Error(s) in loading state_dict for {type(self).__name__}:\n\t"
                + "\n\t".join(errors)
            )
        return IncompatibleKeys(missing, unexpected)

    # -- modes and gradients ----------------------------------------------------------------
    def train(self, mode: bool = True) -> Module:
        """Set training mode here and in every descendant; returns self."""
        if not isinstance(mode, bool):
            raise ValueError("Training mode is expected to be boolean.")
        self.training = mode
        for child in self.children():
            child.train(mode)
        return self

    def eval(self) -> Module:
        """``train(False)``."""
        return self.train(False)

    def _trainable_variables(self) -> Iterator[Variable]:
        """Every parameter and every Variable inside a chat, each once."""
        seen: set[int] = set()
        for param in self.parameters():
            seen.add(id(param))
            yield param
        for chat in self.chats():
            for message in chat:
                for var in message["content"]:
                    if id(var) not in seen:
                        seen.add(id(var))
                        yield var

    def requires_grad_(self, requires_grad: bool = True) -> Module:
        """Turn gradient tracking on or off for parameters and chat content; returns self."""
        for var in self._trainable_variables():
            var.requires_grad_(requires_grad)
        return self

    def empty_grad(self) -> None:
        """Clear ``.grad`` on parameters and chat content (non-leaves keep no grads; skipped)."""
        for var in self._trainable_variables():
            try:
                var.grad = []
            except RuntimeError:  # a non-leaf without retain_grad holds no gradients
                continue

    zero_grad = empty_grad  # PyTorch's name, for muscle memory (as on the optimizer)

    # -- trainer hooks ----------------------------------------------------------------------
    def _hook_missing(self, hook: str) -> NotImplementedError:
        return NotImplementedError(
            f"Module [{type(self).__name__}] does not implement `{hook}`; override it to use "
            "this module with a trainer."
        )

    def training_step(self, batch: Any, batch_idx: int) -> Any:
        """One training step: return ``(score, explanation)``, ``{"loss": ...}`` or None."""
        raise self._hook_missing("training_step")

    def validation_step(self, batch: Any, batch_idx: int) -> Any:
        """One validation step (same return shapes as ``training_step``)."""
        raise self._hook_missing("validation_step")

    def test_step(self, batch: Any, batch_idx: int) -> Any:
        """One test step (same return shapes as ``training_step``)."""
        raise self._hook_missing("test_step")

    def configure_optimizers(self) -> Any:
        """The optimizer(s) a trainer should use for this module."""
        raise self._hook_missing("configure_optimizers")

    def optimizers(self) -> Any:
        """The optimizer(s) ``Trainer.fit`` got from ``configure_optimizers`` (for manual
        optimization inside ``training_step``)."""
        optimizer = self.__dict__.get("_optimizers")
        if optimizer is None:
            raise AttributeError(
                "No optimizer found. Did you call `configure_optimizers()` and did the "
                "`Trainer` set `_optimizers`?"
            )
        return optimizer

    # -- extra state --------------------------------------------------------------------------
    def get_extra_state(self) -> Any:
        """Override (with :meth:`set_extra_state`) to keep any picklable value in
        ``state_dict()`` under ``"<prefix>_extra_state"``."""
        raise RuntimeError(
            "Module.get_extra_state() was called, but only subclasses that override it "
            "have extra state."
        )

    get_extra_state._default_extra_state = True  # type: ignore[attr-defined]

    def set_extra_state(self, state: Any) -> None:
        """Override to restore what :meth:`get_extra_state` returned, when loading."""
        raise RuntimeError(
            "Module.set_extra_state() was called, but only subclasses that override it "
            "have extra state."
        )

    set_extra_state._default_extra_state = True  # type: ignore[attr-defined]

    # -- display ----------------------------------------------------------------------------
    def _get_name(self) -> str:
        return type(self).__name__

    def extra_repr(self) -> str:
        """One or more lines shown inside ``Name(...)``; subclasses override it."""
        return ""

    def __repr__(self) -> str:
        extra = self.extra_repr()
        extra_lines = extra.split("\n") if extra else []
        child_lines = [
            f"({name}): {_indent(repr(child), 2)}" for name, child in self._modules.items()
        ]
        lines = extra_lines + child_lines
        if not lines:
            return f"{self._get_name()}()"
        if len(extra_lines) == 1 and not child_lines:
            return f"{self._get_name()}({extra_lines[0]})"
        return f"{self._get_name()}(\n  " + "\n  ".join(lines) + "\n)"


__all__ = ["IncompatibleKeys", "Module"]
