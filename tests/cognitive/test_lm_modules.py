"""Module wrappers of the LM ops: they register what they ran with, then call the op."""

from __future__ import annotations

import pytest

from afnio_lab import Variable as V
from afnio_lab.cognitive import Module, Parameter
from afnio_lab.cognitive.lm_modules import (
    ChatCompletion,
    DeterministicEvaluator,
    ExactMatchEvaluator,
    LMJudgeEvaluator,
)
from afnio_lab.models import CallLog, OfflineModel
from afnio_lab.models import backward_client as bc
from afnio_lab.optim import TGD

pytestmark = pytest.mark.usefixtures("llm_state")


class Classifier(Module):
    def __init__(self) -> None:
        super().__init__()
        self.system = Parameter("Classify the sentiment.", role="system prompt")
        self.chat = [
            {"role": "system", "content": [self.system]},
            {"role": "user", "content": [V("{review}", role="template")]},
        ]
        self.model = OfflineModel(call_log=CallLog())
        self.completion = ChatCompletion()
        self.judge = ExactMatchEvaluator()

    def forward(self, reviews: list[str]) -> V:
        return self.completion(self.model, self.chat, {"review": reviews}, temperature=0)


def test_chat_completion_module_registers_and_trains():
    bc.set_backward_model_client(OfflineModel(call_log=CallLog()))
    clf = Classifier()
    out = clf(["loved it", "awful"])
    assert out.data == ["positive", "negative"]
    assert out.grad_fn.name() == "ChatCompletionBackward0"
    assert [n for n, _ in clf.named_parameters()] == ["system"]
    assert dict(clf.completion.named_completion_configs()) == {
        "completion_args": {"temperature": 0}
    }
    assert clf.completion.forward_model_client is clf.model
    assert "completion.completion_args" in clf.state_dict()
    score, explanation = clf.judge(out, ["POSITIVE", "NEGATIVE"])
    assert score.data == 0 and clf.judge.reduction_fn is sum
    assert clf.judge.reduction_fn_purpose.data == "summation"
    explanation.backward()
    TGD(clf.parameters(), model_client=OfflineModel()).step()
    assert clf.system.data.endswith("Answer in capital letters.")
    assert clf(["loved it", "awful"]).data == ["POSITIVE", "NEGATIVE"]


def test_deterministic_module_wraps_purposes_into_buffers():
    module = DeterministicEvaluator()

    def same(p, t):
        return int(p == t)

    score, explanation = module(V("a", "answer", True), "a", same, "equality", None, None, None)
    assert score.data == 1 and "designed for 'equality'" in explanation.data
    assert isinstance(module.eval_fn_purpose, V) and module.eval_fn_purpose.data == "equality"
    assert module.eval_fn is same
    assert [n for n, _ in module.named_buffers()] == ["eval_fn_purpose"]  # None is skipped
    assert list(module.state_dict()) == ["eval_fn_purpose", "eval_fn"]
    edges = score.grad_fn.next_functions
    assert len(edges) == 2  # the prediction and the purpose Variable


def test_lm_judge_module():
    judge = LMJudgeEvaluator()
    messages = [
        {
            "role": "user",
            "content": [V("<PREDICTION>{prediction}</PREDICTION><TARGET>{target}</TARGET>")],
        }
    ]
    model = OfflineModel(call_log=CallLog())
    score, _ = judge(model, messages, V("Paris", "city"), "paris", seed=1)
    assert score.data == 1
    assert judge.forward_model_client is model and judge.messages is messages
    assert dict(judge.named_completion_configs()) == {"completion_args": {"seed": 1}}
