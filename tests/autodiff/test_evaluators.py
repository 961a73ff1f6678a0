"""Evaluators: conformance examples 18 and 19, templates, gradients, success_fn, the LM judge."""

from __future__ import annotations

import json

import pytest

import afnio_lab.cognitive.functional_lm as F
from afnio_lab import Variable as V
from afnio_lab.autodiff.decorators import evaluator
from afnio_lab.autodiff.evaluator import (
    DeterministicEvaluator,
    ExactMatchEvaluator,
    LMJudgeEvaluator,
)
from afnio_lab.autodiff.function import Function
from afnio_lab.autodiff.lm_ops import ChatCompletion
from afnio_lab.autodiff.ops import prompts
from afnio_lab.autodiff.ops.lm_calls import split_items
from afnio_lab.cognitive import Parameter
from afnio_lab.models import CallLog, OfflineModel, ScriptedModel
from afnio_lab.models import backward_client as bc

pytestmark = pytest.mark.usefixtures("llm_state")


def exact(p, t):
    return 1 if p == t else 0


def test_conformance_18_deterministic_scalar():
    score, explanation = DeterministicEvaluator.apply(
        V("green", "color prediction", True),
        V("red", "expected color"),
        exact,
        "exact match",
        None,
        None,
        None,
    )
    assert score.data == 0
    assert score.role == "Evaluation result score of color prediction"
    assert explanation.data == (
        "The evaluation function, designed for 'exact match', compared the <DATA> field of the "
        "predicted variable ('green') with the <DATA> field of the target variable ('red'), "
        "resulting in a score: 0."
    )
    assert explanation.role == "Evaluation result explanation of color prediction"
    assert score.requires_grad and explanation.requires_grad
    for out in (score, explanation):
        edges = out.grad_fn.next_functions
        assert len(edges) == 2
        assert edges[0].node.name() == "AccumulateGrad" and edges[1].node is None
    assert score.grad_fn is explanation.grad_fn
    assert score.grad_fn.name() == "DeterministicEvaluatorBackward0"
    assert (score.output_nr, explanation.output_nr) == (0, 1)


def test_conformance_19_exact_match_batch():
    score, explanation = ExactMatchEvaluator.apply(
        V(["green", "blue"], "color prediction", True), ["red", "blue"]
    )
    assert score.data == 1
    assert explanation.data == (
        "The evaluation function, designed for 'exact match', compared the <DATA> fields of the "
        "predicted variable and the target variable across all samples in the batch, generating "
        "individual scores for each pair. These scores were then aggregated using the reduction "
        "function 'summation', resulting in a final aggregated score: 1."
    )
    assert score.grad_fn.name() == "ExactMatchEvaluatorBackward0"
    assert F.exact_match_evaluator(V("a", "x"), "a")[0].data == 1


def test_batch_without_reduction_gives_per_sample_lists():
    score, explanation = F.deterministic_evaluator(
        V([1, 2], "n", True), [1, 3], exact, V("equality", "purpose"), None, None, None
    )
    assert score.data == [1, 0]
    assert explanation.data[1].endswith(
        "('2') with the <DATA> field of the target variable ('3'), resulting in a score: 0."
    )
    assert len(score.grad_fn.next_functions) == 2  # prediction and the purpose Variable


@pytest.mark.parametrize(
    ("args", "error", "match"),
    [
        ((V("a"), "a", exact, "", None, None, None), ValueError, "eval_fn_purpose"),
        ((V(["a"]), ["a"], exact, "eq", None, sum, ""), ValueError, "reduction_fn_purpose"),
        ((V(["a"]), ["a"], exact, "eq", None, sum, None), ValueError, "reduction_fn_purpose"),
        ((V(["a", "b"]), ["a"], exact, "eq", None, sum, "s"), ValueError, "one target per"),
        ((V("a"), ["a"], exact, "eq", None, None, None), ValueError, "single value"),
        ((V("a"), "a", lambda p, t: [1, 1], "eq", None, None, None), ValueError, "2 scores"),
        (("a", "a", exact, "eq", None, None, None), TypeError, "`prediction` must be a Variable"),
        ((V("a"), "a", "exact", "eq", None, None, None), TypeError, "`eval_fn` must be callable"),
    ],
)
def test_bad_arguments(args, error, match):
    with pytest.raises(error, match=match):
        DeterministicEvaluator.apply(*args)


def test_all_seven_deterministic_arguments_are_required():
    with pytest.raises(TypeError, match="missing a required argument"):
        DeterministicEvaluator.apply(V("a"), "a", exact, "eq")


def test_evaluator_decorator():
    assert DeterministicEvaluator._is_evaluator and LMJudgeEvaluator._is_evaluator
    assert not getattr(ChatCompletion, "_is_evaluator", False)
    with pytest.raises(
        TypeError,
        match=r"^`evaluator` decorator must be applied to a class, "
        r"not an instance\.$",
    ):
        evaluator(object())
    with pytest.raises(
        TypeError,
        match=r"^`evaluator` decorator must be applied to a subclass "
        r"of Function\.$",
    ):
        evaluator(dict)

    @evaluator
    class Mine(Function):
        pass

    assert Mine._is_evaluator is True


def test_backward_feedback_for_the_prediction_only():
    log = CallLog()
    bc.set_backward_model_client(OfflineModel(call_log=log))
    pred = V("green", "color prediction", True)
    target = V("red", "expected color", True)
    _, explanation = DeterministicEvaluator.apply(
        pred, target, exact, "exact match", None, None, None
    )
    explanation.backward()  # evaluator outputs need no gradient
    (grad,) = pred.grad
    assert grad.role == "feedback to color prediction"
    assert "'green'" in grad.data and "'red'" in grad.data and "score: 0" in grad.data
    assert target.grad == []
    request = log.records[0].messages[-1]["content"]
    assert '<PREDICTION role="color prediction">green</PREDICTION>' in request
    assert "<TARGET>red</TARGET>" in request and '<EVALUATION score="0">' in request


def test_batch_prediction_gets_one_feedback_per_sample_even_without_reduction():
    bc.set_backward_model_client(OfflineModel(call_log=CallLog()))
    pred = V(["positive", "NEGATIVE"], "labels", True)
    _, explanation = ExactMatchEvaluator.apply(pred, ["POSITIVE", "NEGATIVE"], None, None)
    assert isinstance(explanation.data, list)
    explanation.backward()  # a list-valued evaluator output needs no gradient either
    (grad,) = pred.grad
    # afnio's shape: one text (its docs show a str for a batched prediction), here with
    # one <ITEM> per sample, in order
    assert isinstance(grad.data, str)
    first, second = split_items(grad.data)
    assert "<INSTRUCTION>Answer in capital letters.</INSTRUCTION>" in first
    assert "matches the target" in second


def test_success_fn_skips_the_model():
    empty = ScriptedModel([], call_log=CallLog())  # any call would fail
    bc.set_backward_model_client(empty)
    seen = []
    pred = V(["a", "b"], "answers", True)
    _, explanation = DeterministicEvaluator.apply(
        pred, ["a", "b"], exact, "eq", lambda scores: seen.append(scores) or True, sum, "sum"
    )
    explanation.backward()
    assert seen == [[1, 1]] and pred.grad == [] and empty.calls == []


def judge_messages() -> list[dict]:
    return [
        {
            "role": "system",
            "content": [
                Parameter(
                    "Score 1 when the prediction means the target.", role="judge instructions"
                )
            ],
        },
        {
            "role": "user",
            "content": [
                V(
                    "<PREDICTION>{prediction}</PREDICTION><TARGET>{target}</TARGET>",
                    role="judge template",
                )
            ],
        },
    ]


def test_lm_judge_scalar_and_batch():
    log = CallLog()
    judge = OfflineModel(call_log=log)
    score, explanation = LMJudgeEvaluator.apply(
        judge, judge_messages(), V("Paris", "city", True), "paris"
    )
    assert score.data == 1 and "matches the target" in explanation.data
    assert explanation.role == "Evaluation result explanation of city"
    assert score.grad_fn.name() == "LMJudgeEvaluatorBackward0"
    assert log.records[0].phase == "judge"
    assert log.records[0].messages[-1]["content"] == prompts.JUDGE_REPLY_FORMAT
    score, explanation = F.lm_judge_evaluator(
        judge, judge_messages(), V(["Paris", "Rome"], "cities", True), ["paris", "Madrid"]
    )
    assert score.data == 1
    assert explanation.data == (
        "The evaluation function, designed using an LM as the judge, compared the <DATA> fields "
        "of the predicted variable and the target variable across all samples in the batch. "
        "These scores were then aggregated using the reduction function 'summation', resulting "
        "in a final aggregated score: 1."
    )


def test_lm_judge_input_names_must_not_clash():
    with pytest.raises(ValueError, match="must not use the names \\['prediction'\\]"):
        LMJudgeEvaluator.apply(OfflineModel(), judge_messages(), V("x"), "x", {"prediction": "y"})


def test_lm_judge_malformed_reply_is_retried_then_fails_with_raw_reply():
    good = json.dumps({"score": True, "explanation": "fine"})
    judge = ScriptedModel(["nope", good], call_log=CallLog())
    score, _ = LMJudgeEvaluator.apply(judge, judge_messages(), V("x", "p"), "x")
    assert score.data is True and len(judge.calls) == 2
    stubborn = ScriptedModel(["nope"] * 10, call_log=CallLog())
    with pytest.raises(RuntimeError, match="Raw reply:\nnope"):
        LMJudgeEvaluator.apply(stubborn, judge_messages(), V("x", "p"), "x")


def test_lm_judge_eval_mode_false_sends_feedback_to_the_judge_prompt():
    bc.set_backward_model_client(OfflineModel(call_log=CallLog()))
    messages = judge_messages()
    judge_prompt = messages[0]["content"][0]
    pred = V("paris", "city", True)
    _, explanation = LMJudgeEvaluator.apply(
        OfflineModel(), messages, pred, "Paris", eval_mode=False
    )
    explanation.backward(V("The judge must insist on capital letters."))
    assert pred.grad == []
    (grad,) = judge_prompt.grad
    assert grad.role == "feedback to judge instructions"
    assert "<INSTRUCTION>Answer in capital letters.</INSTRUCTION>" in grad.data


def test_lm_judge_eval_mode_true_sends_feedback_to_the_prediction():
    bc.set_backward_model_client(OfflineModel(call_log=CallLog()))
    messages = judge_messages()
    pred = V("the answer is paris", "city", True)
    _, explanation = LMJudgeEvaluator.apply(OfflineModel(), messages, pred, "paris")
    explanation.backward()
    (grad,) = pred.grad
    assert "<INSTRUCTION>Answer with one word.</INSTRUCTION>" in grad.data
    assert messages[0]["content"][0].grad == []
