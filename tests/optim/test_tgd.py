"""TGD and the Optimizer base: conformance example 40, prompts, momentum, failures, state."""

from __future__ import annotations

import re

import pytest

from afnio_lab import Variable as V
from afnio_lab.autodiff.ops import prompts
from afnio_lab.cognitive import Parameter
from afnio_lab.models import CallLog, OfflineModel, ScriptedModel
from afnio_lab.optim import TGD, Optimizer, tgd
from afnio_lab.optim.tgd import default_messages


def current_value(messages: list[dict]) -> str:
    return re.search(r"<CURRENT_VALUE>(.*?)</CURRENT_VALUE>", messages[-1]["content"], re.S)[1]


def upper_model() -> ScriptedModel:
    """The fake LM of afnio's test: it upper-cases the current value."""
    return ScriptedModel(
        lambda msgs: f"<IMPROVED_VARIABLE>{current_value(msgs).upper()}</IMPROVED_VARIABLE>",
        call_log=CallLog(),
    )


def test_conformance_40():
    p = Parameter("Initial value", role="system prompt")
    m = upper_model()
    opt = TGD([p], model_client=m, momentum=3, model="gpt-4o")
    defaults = dict(opt.defaults)
    messages = defaults.pop("messages")
    assert defaults == {
        "model_client": m,
        "inputs": {},
        "constraints": [],
        "momentum": 3,
        "completion_args": {"model": "gpt-4o"},
    }
    assert [(msg["role"], [(v.data, v.role) for v in msg["content"]]) for msg in messages] == [
        (
            "system",
            [
                (
                    "Placeholder for Textual Gradient Descent optimizer system prompt",
                    "Textual Gradient Descent optimizer system prompt",
                )
            ],
        ),
        (
            "user",
            [
                (
                    "Placeholder for Textual Gradient Descent optimizer user prompt",
                    "Textual Gradient Descent optimizer user prompt",
                )
            ],
        ),
    ]
    assert opt.param_groups[0]["params"] == [p]
    grad = V("Use only capital letters", role="feedback to system prompt")
    p.append_grad(grad)
    score, explanation = V(1, "score"), V("ok", "explanation")
    assert opt.step(lambda: (score, explanation)) == (score, explanation)
    assert p.data == "INITIAL VALUE"
    ((snapshot, grads),) = opt.state[p]["momentum_buffer"]
    assert snapshot.data == "Initial value" and snapshot is not p and grads == [grad]
    assert grads[0] is grad
    call = m.calls[0]
    assert call[0]["content"] == prompts.TGD_SYSTEM_PROMPT  # placeholder swapped for ours
    assert "<FEEDBACK>\n<ITEM>Use only capital letters</ITEM>\n</FEEDBACK>" in call[1]["content"]
    assert m.call_log.records[0].phase == "optimizer"  # type: ignore[union-attr]
    assert m.call_log.records[0].label == "system prompt"  # type: ignore[union-attr]
    assert m.call_log.records[0].params["model"] == "gpt-4o"  # type: ignore[union-attr]


def test_step_without_closure_and_params_without_grad():
    p, q = Parameter("a", role="p"), Parameter("b", role="q")
    m = upper_model()
    opt = TGD([p, q], model_client=m)
    q.append_grad(V("louder"))
    assert opt.step() == (None, None)
    assert (p.data, q.data) == ("a", "B") and len(m.calls) == 1
    assert "momentum_buffer" not in opt.state[q]  # momentum 0 keeps no history


def test_clear_grad_empties_in_place_and_add_param_group():
    p = Parameter("a", role="p")
    p.append_grad(V("g1"))
    p.append_grad(V("g2"))
    grads = p.grad
    opt = TGD([p], model_client=upper_model(), momentum=2)
    opt.clear_grad()
    assert p.grad is grads and len(grads) == 0
    groups = opt.param_groups
    q = Parameter("b", role="q")
    opt.add_param_group({"params": [q], "momentum": 0})
    assert opt.param_groups is groups and groups[1]["momentum"] == 0
    assert groups[1]["constraints"] == [] and groups[1]["model_client"] is groups[0]["model_client"]
    with pytest.raises(ValueError, match="more than one parameter group"):
        opt.add_param_group({"params": [p]})
    with pytest.raises(ValueError, match="empty parameter list"):
        TGD([], model_client=upper_model())
    with pytest.raises(TypeError, match="must be a chat model"):
        TGD([p], model_client="gpt-4o")
    with pytest.raises(ValueError, match="momentum"):
        TGD([p], model_client=upper_model(), momentum=-1)


def test_prompt_holds_constraints_history_and_inputs():
    p = Parameter("Be brief.", role="system prompt")
    m = upper_model()
    opt = TGD(
        [p],
        model_client=m,
        momentum=2,
        constraints=["Never use braces."],
        inputs={"task": V("sentiment", "task")},
    )
    for feedback in ("first", "second", "third"):
        p.append_grad(V(feedback))
        opt.step()
        opt.clear_grad()
    last = m.calls[-1][1]["content"]
    assert "<CONSTRAINTS>" in last and "<ITEM>Never use braces.</ITEM>" in last
    assert '<INPUT name="task">sentiment</INPUT>' in last
    history = re.search(r"<HISTORY>(.*)</HISTORY>", last, re.S)[1]
    assert "<PAST_VALUE>Be brief.</PAST_VALUE>" in history and "first" in history
    assert "second" in history and "third" not in history
    assert len(opt.state[p]["momentum_buffer"]) == 2  # capped at `momentum`


def test_custom_messages_fill_known_fields_and_leave_other_braces():
    p = Parameter("x", role="the role")
    m = ScriptedModel(["<IMPROVED_VARIABLE>y</IMPROVED_VARIABLE>"], call_log=CallLog())
    messages = [
        {
            "role": "user",
            "content": [
                V("Improve {variable_role}: {current_value} given {feedback}; keep {this} as is.")
            ],
        }
    ]
    opt = TGD([p], model_client=m, messages=messages)
    p.append_grad(V("fb"))
    opt.step()
    assert m.calls[0][0]["content"] == (
        "Improve the role: x given <ITEM>fb</ITEM>; keep {this} as is."
    )
    assert p.data == "y"


def test_missing_tags_are_retried_then_a_failed_step_changes_nothing():
    p, q = Parameter("first", role="p"), Parameter("second", role="q")
    m = ScriptedModel(
        lambda msgs: (
            "<IMPROVED_VARIABLE>ok</IMPROVED_VARIABLE>"
            if current_value(msgs) == "first"
            else "I forgot the tags"
        ),
        call_log=CallLog(),
    )
    opt = TGD([p, q], model_client=m, momentum=1)
    gp, gq = V("fix p"), V("fix q")
    p.append_grad(gp)
    q.append_grad(gq)
    with pytest.raises(RuntimeError, match="Raw reply:\nI forgot the tags") as info:
        opt.step()
    assert "<IMPROVED_VARIABLE>" in str(info.value)
    assert (p.data, q.data) == ("first", "second")  # p's good proposal was not applied
    assert p.grad == [gp] and q.grad == [gq]
    assert "momentum_buffer" not in opt.state[p]
    assert len(m.calls) == 1 + 4  # p once, q 1 + BACKWARD_PASS_MAX_RETRIES


def test_functional_tgd_updates_buffers_in_place():
    p = Parameter("abc", role="p")
    grads = [[V("upper")]]
    buffers: list = [None]
    tgd([p], grads, buffers, upper_model(), default_messages(), None, None, 2)
    assert p.data == "ABC" and buffers[0][0][0].data == "abc" and buffers[0][0][1] == grads[0]
    with pytest.raises(ValueError, match="same length"):
        tgd([p], [], [], upper_model(), default_messages(), None, None, 0)


def test_state_dict_round_trip_and_errors():
    p = Parameter("abc", role="p")
    m = upper_model()
    opt = TGD([p], model_client=m, momentum=1, temperature=0)
    p.append_grad(V("louder"))
    opt.step()
    sd = opt.state_dict()
    group = sd["param_groups"][0]
    assert group["params"] == [0] and group["model_client"]["class_type"] == "ScriptedModel"
    assert sd["state"][0]["momentum_buffer"][0][0].data == "abc"
    fresh_p = Parameter("ABC", role="p")
    fresh = TGD([fresh_p], model_client=OfflineModel())
    with pytest.raises(ValueError, match="model_clients=\\{'model_client': <client>\\}"):
        fresh.load_state_dict(sd)
    other = OfflineModel()
    fresh.load_state_dict(sd, model_clients={"model_client": other})
    assert fresh.param_groups[0]["model_client"] is other
    assert fresh.param_groups[0]["momentum"] == 1
    assert fresh.param_groups[0]["completion_args"] == {"temperature": 0}
    assert fresh.state[fresh_p]["momentum_buffer"][0][0].data == "abc"
    with pytest.raises(ValueError, match="different number of parameter groups"):
        TGD(
            [{"params": [Parameter("a")]}, {"params": [Parameter("b")]}], model_client=m
        ).load_state_dict(sd, model_clients={"model_client": m})
    with pytest.raises(ValueError, match="doesn't match the size"):
        TGD([Parameter("a"), Parameter("b")], model_client=m).load_state_dict(
            sd, model_clients={"model_client": m}
        )


def test_repr():
    opt = TGD([Parameter("a")], model_client=OfflineModel(), momentum=2, model="m")
    text = repr(opt)
    lines = text.splitlines()
    assert lines[0] == "TGD (" and lines[1] == "Parameter Group 0" and lines[-1] == ")"
    keys = [line.split(":")[0].strip() for line in lines[2:-1]]
    assert keys == sorted(keys) and "params" not in keys and "momentum" in keys
    assert "    momentum: 2" in lines


def test_optimizer_base_needs_step():
    with pytest.raises(NotImplementedError):
        Optimizer([Parameter("a")], {}).step()
    with pytest.raises(TypeError, match="single Variable"):
        Optimizer(Parameter("a"), {})
