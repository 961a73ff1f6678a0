"""Module.state_dict / load_state_dict (spec §7.3)."""

from __future__ import annotations

import builtins
from collections import OrderedDict
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import afnio_lab as afnio
import afnio_lab.cognitive as cog
from afnio_lab.cognitive.module import IncompatibleKeys, Module
from afnio_lab.models.base import BaseModel

V = afnio.Variable
P = cog.Parameter


class FakeModel(BaseModel):
    def __init__(self, provider: str = "fake") -> None:
        super().__init__(provider=provider)
        self.updates: list[tuple[Any, Any]] = []
        self.cleared = 0

    def update_usage(self, usage: Any, model_name: str | None = None) -> None:
        self.updates.append((usage, model_name))

    def clear_usage(self) -> None:
        self.cleared += 1
        super().clear_usage()


class OtherModel(FakeModel):
    pass


def score_fn(x: Any) -> Any:
    return x


class Agent(Module):
    def __init__(self, text: str = "be brief") -> None:
        super().__init__()
        self.system = P(text, role="system prompt")
        self.chat = [
            {"role": "system", "content": [self.system]},
            {"role": "user", "content": [V("{question}", role="user template")]},
        ]
        self.register_buffer("examples", V(["a", "b"], role="examples"))
        self.register_buffer("scratch", V("tmp"), persistent=False)
        self.client = FakeModel()
        self.cfg = {"model": "gpt-4o", "temperature": 0}
        self.fn = score_fn


class Pipeline(Module):
    def __init__(self) -> None:
        super().__init__()
        self.first = Agent("first")
        self.second = Agent("second")
        self.split = cog.Split()


def test_state_dict_keys_order_and_metadata() -> None:
    sd = Pipeline().state_dict()
    assert isinstance(sd, OrderedDict)
    assert list(sd) == [
        "first.system",
        "first.examples",
        "first.chat",
        "first.client",
        "first.cfg",
        "first.fn",
        "second.system",
        "second.examples",
        "second.chat",
        "second.client",
        "second.cfg",
        "second.fn",
    ]
    assert sd._metadata == {  # type: ignore[attr-defined]
        "": {"version": 1},
        "first": {"version": 1},
        "second": {"version": 1},
        "split": {"version": 1},
    }


def test_state_dict_values_detached_and_placeholders() -> None:
    a = Agent()
    a.system.append_grad(V("fb"))
    sd = a.state_dict()
    system = sd["system"]
    assert type(system) is V and system is not a.system
    assert (system.data, system.role, system.requires_grad) == ("be brief", "system prompt", False)
    assert system.grad == [] and system.grad_fn is None
    chat = sd["chat"]
    assert [m["role"] for m in chat] == ["system", "user"]
    content = chat[0]["content"][0]
    assert content is not a.system and content.data == "be brief" and not content.requires_grad
    assert chat is not a.chat and chat[0] is not a.chat[0]
    assert sd["client"] == {
        "class_type": "FakeModel",
        "provider": "fake",
        "usage": a.client.get_usage(),
    }
    assert sd["cfg"] == a.cfg and sd["cfg"] is not a.cfg
    assert sd["fn"] is score_fn
    assert "scratch" not in sd  # non-persistent buffer


def test_state_dict_keep_vars_prefix_and_destination() -> None:
    a = Agent()
    dest: OrderedDict[str, Any] = OrderedDict()
    out = a.state_dict(destination=dest, prefix="agent.", keep_vars=True)
    assert out is dest
    assert dest["agent.system"] is a.system
    assert dest["agent.examples"] is a.examples
    assert dest["agent.chat"] is a.chat
    assert dest["agent.cfg"] is a.cfg


def test_state_dict_is_keyword_only() -> None:
    with pytest.raises(TypeError):
        Agent().state_dict(None)  # type: ignore[misc]


def test_state_dict_skips_none_members() -> None:
    m = Agent()
    m.system = None
    m.client = None
    m.cfg = None
    m.fn = None
    m.chat = None
    m.examples = None
    assert list(m.state_dict()) == []


def test_round_trip_restores_values_and_keeps_requires_grad() -> None:
    src = Agent("trained prompt")
    src.chat[1]["content"][0].data = "Q: {question}"
    src.examples.data = ["x", "y"]
    src.cfg["temperature"] = 0.7
    dst = Agent()
    system_before, chat_before = dst.system, dst.chat
    result = dst.load_state_dict(src.state_dict())
    assert isinstance(result, IncompatibleKeys)
    assert repr(result) == "<All keys matched successfully>"
    assert str(result) == "<All keys matched successfully>"
    assert result.missing_keys == [] and result.unexpected_keys == []
    assert dst.system is system_before and dst.chat is chat_before  # copied in place
    assert dst.system.data == "trained prompt" and dst.system.requires_grad is True
    assert dst.chat[0]["content"][0] is dst.system  # the chat still shares the parameter
    assert dst.chat[1]["content"][0].data == "Q: {question}"
    assert dst.examples.data == ["x", "y"]
    assert dst.cfg == {"model": "gpt-4o", "temperature": 0.7}
    assert dst.cfg is not src.cfg


def test_load_restores_model_usage_into_same_class_client() -> None:
    src, dst = Agent(), Agent()
    client = dst.client
    dst.load_state_dict(src.state_dict())
    assert dst.client is client
    assert client.cleared == 1
    assert client.updates == [(src.client.get_usage(), None)]


def test_load_model_clients_override_and_class_mismatch() -> None:
    src, dst = Agent(), Agent()
    other = OtherModel("other")
    dst.load_state_dict(src.state_dict(), model_clients={"client": other})
    assert dst.client is other
    assert other.updates == []  # a different class of client keeps its own usage


def test_load_model_into_empty_slot_needs_a_client() -> None:
    src = Agent()
    dst = Agent()
    dst.client = None
    with pytest.raises(RuntimeError) as exc:
        dst.load_state_dict(src.state_dict())
    assert 'While loading the model named "client"' in str(exc.value)
    assert "model_clients" in str(exc.value)
    given = FakeModel()
    dst.load_state_dict(src.state_dict(), model_clients={"client": given})
    assert dst.client is given


def test_strict_missing_and_unexpected_error_text() -> None:
    sd = Agent().state_dict()
    del sd["cfg"]
    sd["extra"] = V("x")
    sd["nochild.x"] = V("y")
    with pytest.raises(RuntimeError) as exc:
        Agent().load_state_dict(sd)
    assert str(exc.value) == (
        "Error(s) in loading state_dict for Agent:\n\t"
        'Missing key(s) in state_dict: "cfg". \n\t'
        'Unexpected key(s) in state_dict: "extra", "nochild.x". '
    )


def test_non_strict_returns_incompatible_keys() -> None:
    sd = Pipeline().state_dict()
    del sd["second.system"]
    sd["first.bogus"] = 1
    dst = Pipeline()
    result = dst.load_state_dict(sd, strict=False)
    assert result.missing_keys == ["second.system"]
    assert result.unexpected_keys == ["first.bogus"]
    assert repr(result) == (
        "IncompatibleKeys(missing_keys=['second.system'], unexpected_keys=['first.bogus'])"
    )
    assert dst.first.system.data == "first"


def test_copy_errors_raise_even_when_not_strict() -> None:
    sd = Agent().state_dict()
    sd["system"] = V(["now", "a", "list"])
    sd["cfg"] = "not a dict"
    with pytest.raises(RuntimeError) as exc:
        Agent().load_state_dict(sd, strict=False)
    message = str(exc.value)
    assert message.startswith("Error(s) in loading state_dict for Agent:\n\t")
    assert 'While copying the parameter named "system"' in message
    assert "Cannot copy data: shape mismatch (() vs (3,))." in message
    assert 'While copying the completion config named "cfg", expected a dict' in message


def test_load_rejects_non_variable_and_bad_chat() -> None:
    sd = Agent().state_dict()
    sd["system"] = "text"
    sd["chat"] = [{"role": "system", "content": [V("a"), V("b")]}]
    with pytest.raises(RuntimeError) as exc:
        Agent().load_state_dict(sd)
    assert 'parameter named "system", expected a Variable' in str(exc.value)
    assert 'chat named "chat", the checkpoint has content parts [2]' in str(exc.value)


def test_load_rejects_non_mapping() -> None:
    with pytest.raises(TypeError, match="Expected state_dict to be dict-like"):
        Agent().load_state_dict([("system", V("x"))])  # type: ignore[arg-type]


def test_assign_puts_checkpoint_objects_in_place() -> None:
    src, dst = Agent("from src"), Agent()
    sd = src.state_dict()
    dst.system.requires_grad_(False)
    dst.load_state_dict(sd, assign=True)
    assert isinstance(dst.system, P) and dst.system.data == "from src"
    assert dst.system.requires_grad is False  # the module's flag, not the detached one
    assert dst.chat is sd["chat"]
    assert dst.cfg is sd["cfg"]
    assert dst.examples is sd["examples"]


def test_none_slots_are_filled_and_never_missing() -> None:
    class Lazy(Module):
        def __init__(self) -> None:
            super().__init__()
            self.register_parameter("p", None)
            self.register_chat("chat", None)
            self.register_function("fn", None)

    lazy = Lazy()
    assert lazy.load_state_dict({}).missing_keys == []
    lazy.load_state_dict(
        {
            "p": V("val", role="r"),
            "chat": [{"role": "user", "content": [V("hi")]}],
            "fn": builtins.sum,
        }
    )
    assert isinstance(lazy.p, P) and lazy.p.data == "val" and lazy.p.requires_grad
    assert lazy.chat[0]["content"][0].data == "hi"
    assert lazy.fn is builtins.sum


def test_child_split_buffers_round_trip() -> None:
    src = Pipeline()
    src.split(V("a-b-c", role="s"), "-", 1)
    sd = src.state_dict()
    assert sd["split.sep"].data == "-" and sd["split.maxsplit"].data == 1
    dst = Pipeline()  # its Split has only None buffers: they are filled, not copied into
    dst.load_state_dict(sd)
    assert dst.split.sep.data == "-" and dst.split.maxsplit.data == 1


def test_load_function_and_config_in_place() -> None:
    dst = Agent()
    cfg = dst.cfg
    sd = Agent().state_dict()
    sd["fn"] = builtins.max
    sd["cfg"] = {"model": "other"}
    dst.load_state_dict(sd)
    assert dst.fn is builtins.max
    assert dst.cfg is cfg and cfg == {"model": "other"}
    sd["fn"] = "not callable"
    with pytest.raises(RuntimeError, match='function named "fn", expected a function'):
        dst.load_state_dict(sd)


def test_load_runs_without_grad_recording() -> None:
    seen: list[bool] = []

    class Probe(Module):
        def __init__(self) -> None:
            super().__init__()
            self.register_buffer("b", V("x"))

    probe = Probe()
    original = probe.b.copy_

    def spy(src: Any) -> Any:
        seen.append(afnio.is_grad_enabled())
        return original(src)

    probe.b.copy_ = spy  # type: ignore[method-assign]
    probe.load_state_dict({"b": V("y")})
    assert seen == [False] and probe.b.data == "y"


@given(prompt=st.text(max_size=30), template=st.text(max_size=30), temperature=st.floats(0, 2))
def test_state_dict_round_trip_property(prompt: str, template: str, temperature: float) -> None:
    src = Agent(prompt)
    src.chat[1]["content"][0].data = template
    src.cfg["temperature"] = temperature
    dst = Agent("something else")
    dst.load_state_dict(src.state_dict())
    assert dst.state_dict().keys() == src.state_dict().keys()
    assert dst.system.data == prompt and dst.chat[0]["content"][0] is dst.system
    assert dst.chat[1]["content"][0].data == template
    assert dst.cfg["temperature"] == temperature
