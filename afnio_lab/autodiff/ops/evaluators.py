"""Evaluators: ops that score a prediction and explain the score.

Each returns ``(score, explanation)`` from one node; ``explanation.backward()`` needs no
gradient. Backward asks the backward model how the *prediction* should change (one call per
sample, showing the prediction, the target and the evaluation), unless ``success_fn`` says
the result is already good enough: then no gradient is sent and no model is called.
For a batch the prediction's gradient holds one feedback text per sample (a list), so an
upstream ChatCompletion hands each sample its own feedback.
"""

from __future__ import annotations

import builtins
from collections.abc import Callable
from typing import Any

from afnio_lab._tracing import call_origin
from afnio_lab.autodiff.decorators import evaluator
from afnio_lab.autodiff.executors import parallel_map
from afnio_lab.autodiff.function import Function
from afnio_lab.autodiff.ops import lm_calls, prompts
from afnio_lab.autodiff.ops.chat_completion import conversation_feedback, marked_variables
from afnio_lab.autodiff.ops.messages import validate_multi_turn_messages
from afnio_lab.autodiff.variable import Variable
from afnio_lab.models import protocol as p
from afnio_lab.models.backward_client import get_backward_model_client
from afnio_lab.models.base import ChatCompletionModel

SCALAR_EXPLANATION = (
    "The evaluation function, designed for '{purpose}', compared the <DATA> field of the "
    "predicted variable ('{prediction}') with the <DATA> field of the target variable "
    "('{target}'), resulting in a score: {score}."
)
BATCH_EXPLANATION = (
    "The evaluation function, designed for '{purpose}', compared the <DATA> fields of the "
    "predicted variable and the target variable across all samples in the batch, generating "
    "individual scores for each pair. These scores were then aggregated using the reduction "
    "function '{reduction_purpose}', resulting in a final aggregated score: {score}."
)
JUDGE_BATCH_EXPLANATION = (
    "The evaluation function, designed using an LM as the judge, compared the <DATA> fields "
    "of the predicted variable and the target variable across all samples in the batch. "
    "These scores were then aggregated using the reduction function '{reduction_purpose}', "
    "resulting in a final aggregated score: {score}."
)
SCORE_ROLE = "Evaluation result score of {role}"
EXPLANATION_ROLE = "Evaluation result explanation of {role}"


# --- argument checks ---------------------------------------------------------------------------


def _description(value: Any, name: str, *, required: bool = True) -> str | None:
    if isinstance(value, Variable):
        value = value.data
    if value is None and not required:
        return None
    if not isinstance(value, str) or not value.strip():
        raise ValueError(
            f"`{name}` must be a non-empty description (a str or a Variable holding one), "
            f"got {value!r}."
        )
    return value


def _check_prediction(prediction: Any) -> Variable:
    if not isinstance(prediction, Variable):
        raise TypeError(f"`prediction` must be a Variable, got {type(prediction).__name__}.")
    return prediction


def _target_data(target: Any) -> Any:
    if isinstance(target, Variable):
        return target.data
    if isinstance(target, list):
        return [t.data if isinstance(t, Variable) else t for t in target]
    return target


def _pairs(
    prediction: Variable, target: Any, *, optional: bool = False
) -> tuple[list[Any], list[Any] | None, bool]:
    """Per-sample predictions and targets, and whether this is a batch."""
    preds = prediction.data
    targets = _target_data(target)
    if targets is None and not optional:
        raise ValueError("`target` is required: pass the expected value (or one per sample).")
    batched = isinstance(preds, list)
    if batched:
        if targets is None:
            return list(preds), None, True
        if not isinstance(targets, list) or len(targets) != len(preds):
            got = f"{len(targets)} targets" if isinstance(targets, list) else "a single target"
            raise ValueError(
                f"The prediction holds {len(preds)} samples but {got} were given: pass one "
                "target per sample (a list or a Variable with list data of the same length)."
            )
        return list(preds), list(targets), True
    if isinstance(targets, list):
        raise ValueError(
            f"The prediction is a single value but the target is a list of {len(targets)}: "
            "pass a single target, or make the prediction a batch."
        )
    return [preds], None if targets is None else [targets], False


def _score(value: Any, where: str) -> Any:
    if hasattr(value, "item") and not isinstance(value, (int, float, bool, str)):
        value = value.item()  # numpy scalars
    if isinstance(value, (list, tuple)):
        raise ValueError(
            f"{where} returned {len(value)} scores for one sample; it must return one score "
            "(a number or bool) per (prediction, target) pair."
        )
    if not isinstance(value, (int, float, bool, str)) or value is None:
        raise TypeError(f"{where} must return a number or bool, got {type(value).__name__}.")
    return value


def _reduce(
    scores: list[Any], reduction_fn: Callable[[list[Any]], Any] | None, purpose: str | None
) -> Any:
    if reduction_fn is None:
        return None
    if not callable(reduction_fn):
        raise TypeError(f"`reduction_fn` must be callable, got {type(reduction_fn).__name__}.")
    if purpose is None:
        raise ValueError(
            "`reduction_fn_purpose` must describe `reduction_fn` (e.g. 'summation'), got None."
        )
    return _score(reduction_fn(scores), "reduction_fn")


def _outputs(
    ctx: Any, prediction: Variable, score: Any, explanation: Any
) -> tuple[Variable, Variable]:
    return (
        Variable(score, role=SCORE_ROLE.format(role=prediction.role)),
        Variable(explanation, role=EXPLANATION_ROLE.format(role=prediction.role)),
    )


def _remember(
    ctx: Any,
    prediction: Variable,
    preds: list[Any],
    targets: list[Any] | None,
    scores: list[Any],
    explanations: list[str],
    batched: bool,
    success_fn: Any,
) -> None:
    if success_fn is not None and not callable(success_fn):
        raise TypeError(f"`success_fn` must be callable or None, got {type(success_fn).__name__}.")
    ctx.save_for_backward(prediction)
    ctx.preds, ctx.targets, ctx.scores = preds, targets, scores
    ctx.explanations, ctx.batched, ctx.success_fn = explanations, batched, success_fn


# --- backward: feedback on the prediction --------------------------------------------------------


def _incoming(grad_outputs: tuple[Any, ...], sample: int | None, n: int | None) -> str:
    texts = [lm_calls.sample_feedback(g, sample, n) for g in grad_outputs if g is not None]
    return "\n".join(t for t in texts if t.strip())


def evaluator_feedback_prompt(
    role: str,
    prediction: Any,
    target: Any,
    has_target: bool,
    score: Any,
    explanation: str,
    extra: str,
) -> lm_calls.ProviderMessages:
    """The backward model's request about one sample's prediction."""
    body = [
        f'<{p.FEEDBACK_REQUEST_TAG} count="1"/>',
        p.wrap(p.PREDICTION_TAG, str(prediction), role=role),
    ]
    if has_target:
        body.append(p.wrap(p.TARGET_TAG, str(target)))
    body.append(p.wrap(p.EVALUATION_TAG, explanation, score=score))
    if extra:
        body.append(p.wrap(p.RESPONSE_FEEDBACK_TAG, extra))
    body.append("Give feedback on the prediction.")
    return [
        {"role": "system", "content": prompts.EVALUATOR_FEEDBACK_SYSTEM_PROMPT},
        {"role": "user", "content": "\n".join(body)},
    ]


def _success(ctx: Any) -> bool:
    if ctx.success_fn is None:
        return False
    return bool(ctx.success_fn(ctx.scores if ctx.batched else ctx.scores[0]))


def prediction_gradient(
    ctx: Any, prediction: Variable, grad_outputs: tuple[Any, ...]
) -> Variable | None:
    """Feedback for the prediction (None when it needs none or ``success_fn`` is satisfied)."""
    if not prediction.requires_grad or _success(ctx):
        return None
    client = get_backward_model_client()
    n = len(ctx.preds) if ctx.batched else None
    samples: list[int | None] = list(range(n)) if n is not None else [None]

    def one(sample: int | None) -> str:
        i = sample or 0
        target = None if ctx.targets is None else ctx.targets[i]
        request = evaluator_feedback_prompt(
            prediction.role,
            ctx.preds[i],
            target,
            ctx.targets is not None,
            ctx.scores[i],
            ctx.explanations[i],
            _incoming(grad_outputs, sample, n),
        )
        with call_origin(label=None if sample is None else f"sample {sample}"):
            items = lm_calls.ask_structured(
                client,
                request,
                lambda raw: p.parse_feedback(raw, 1),
                what="the backward model's feedback",
                schema=("feedback", p.feedback_schema(1)),
                count_error=True,
            )
        return items[0]

    texts = parallel_map(one, samples, limit=client.max_concurrency)
    # one text, as afnio's gradients are (a batch: one <ITEM> per sample, in order)
    return Variable(
        data=lm_calls.combine(texts, ctx.batched), role=f"feedback to {prediction.role}"
    )


class _LMFunction(Function):
    """Binds every argument positionally so ``backward`` can mirror the argument layout."""

    uses_model = True

    @classmethod
    def apply(cls, *args: Any, **kwargs: Any) -> Any:
        positional, extra = lm_calls.bind_call(cls.forward, args, kwargs)
        return super().apply(*positional, **extra)


# --- the evaluators -------------------------------------------------------------------------------


def _deterministic(
    ctx: Any,
    prediction: Any,
    target: Any,
    eval_fn: Any,
    eval_fn_purpose: Any,
    success_fn: Any,
    reduction_fn: Any,
    reduction_fn_purpose: Any,
) -> tuple[Variable, Variable]:
    pred_var = _check_prediction(prediction)
    if not callable(eval_fn):
        raise TypeError(f"`eval_fn` must be callable, got {type(eval_fn).__name__}.")
    purpose = _description(eval_fn_purpose, "eval_fn_purpose")
    reduction_purpose = _description(reduction_fn_purpose, "reduction_fn_purpose", required=False)
    preds, targets, batched = _pairs(pred_var, target)
    assert targets is not None
    scores = [_score(eval_fn(pr, t), "eval_fn") for pr, t in zip(preds, targets)]
    explanations = [
        SCALAR_EXPLANATION.format(purpose=purpose, prediction=pr, target=t, score=s)
        for pr, t, s in zip(preds, targets, scores)
    ]
    _remember(ctx, pred_var, preds, targets, scores, explanations, batched, success_fn)
    if not batched:
        return _outputs(ctx, pred_var, scores[0], explanations[0])
    reduced = _reduce(scores, reduction_fn, reduction_purpose)
    if reduced is None:
        return _outputs(ctx, pred_var, scores, explanations)
    text = BATCH_EXPLANATION.format(
        purpose=purpose, reduction_purpose=reduction_purpose, score=reduced
    )
    return _outputs(ctx, pred_var, reduced, text)


@evaluator
class DeterministicEvaluator(_LMFunction):
    """Score with a Python function ``eval_fn(prediction_item, target_item)`` per sample.

    ``DeterministicEvaluator.apply(prediction, target, eval_fn, eval_fn_purpose, success_fn,
    reduction_fn, reduction_fn_purpose)``; all seven are required (``None`` for
    ``success_fn``/``reduction_fn`` is fine). A batch is reduced with ``reduction_fn``
    (e.g. ``sum``); with ``reduction_fn=None`` score and explanation are per-sample lists.
    ``success_fn`` receives the per-sample scores (a list for a batch, else the score).
    """

    @staticmethod
    def forward(
        ctx: Any,
        prediction: Variable,
        target: Any,
        eval_fn: Callable[[Any, Any], Any],
        eval_fn_purpose: Any,
        success_fn: Callable[[Any], bool] | None,
        reduction_fn: Callable[[list[Any]], Any] | None,
        reduction_fn_purpose: Any,
    ) -> tuple[Variable, Variable]:
        return _deterministic(
            ctx,
            prediction,
            target,
            eval_fn,
            eval_fn_purpose,
            success_fn,
            reduction_fn,
            reduction_fn_purpose,
        )

    @staticmethod
    def backward(ctx: Any, score_grad: Any, explanation_grad: Any) -> tuple[Any, ...]:
        (prediction,) = ctx.saved_variables
        grad = prediction_gradient(ctx, prediction, (score_grad, explanation_grad))
        return (grad, None, None, None, None, None, None)


def _exact(pred: Any, target: Any) -> int:
    return 1 if pred == target else 0


@evaluator
class ExactMatchEvaluator(_LMFunction):
    """Score 1 when the prediction equals the target, else 0 (per sample).

    ``ExactMatchEvaluator.apply(prediction, target, reduction_fn=sum,
    reduction_fn_purpose="summation")``.
    """

    @staticmethod
    def forward(
        ctx: Any,
        prediction: Variable,
        target: Any,
        reduction_fn: Callable[[list[Any]], Any] | None = builtins.sum,
        reduction_fn_purpose: Any = "summation",
    ) -> tuple[Variable, Variable]:
        return _deterministic(
            ctx, prediction, target, _exact, "exact match", None, reduction_fn, reduction_fn_purpose
        )

    @staticmethod
    def backward(ctx: Any, score_grad: Any, explanation_grad: Any) -> tuple[Any, ...]:
        (prediction,) = ctx.saved_variables
        grad = prediction_gradient(ctx, prediction, (score_grad, explanation_grad))
        return (grad, None, None, None)


@evaluator
class LMJudgeEvaluator(_LMFunction):
    """Score with a language model acting as judge.

    ``LMJudgeEvaluator.apply(forward_model_client, messages, prediction, target=None,
    inputs=None, success_fn=None, reduction_fn=sum, reduction_fn_purpose="summation",
    eval_mode=True, **completion_args)``. The messages may use ``{prediction}`` and
    ``{target}``; ``prompts.JUDGE_REPLY_FORMAT`` is added as a last system message asking for
    ``{"score": …, "explanation": …}``. With ``eval_mode=True`` feedback goes to the
    prediction; with ``eval_mode=False`` it goes to the Variables in ``messages`` and
    ``inputs`` (to improve the judge).
    """

    @staticmethod
    def forward(
        ctx: Any,
        forward_model_client: ChatCompletionModel,
        messages: list[dict[str, Any]],
        prediction: Variable,
        target: Any = None,
        inputs: dict[str, Any] | None = None,
        success_fn: Callable[[Any], bool] | None = None,
        reduction_fn: Callable[[list[Any]], Any] | None = builtins.sum,
        reduction_fn_purpose: Any = "summation",
        eval_mode: bool = True,
        **completion_args: Any,
    ) -> tuple[Variable, Variable]:
        client = lm_calls.check_client(forward_model_client)
        validate_multi_turn_messages(messages)
        checked = lm_calls.check_inputs(inputs)
        clash = {"prediction", "target"} & set(checked)
        if clash:
            raise ValueError(
                f"`inputs` must not use the names {sorted(clash)}: they are filled from the "
                "`prediction` and `target` arguments."
            )
        pred_var = _check_prediction(prediction)
        reduction_purpose = _description(
            reduction_fn_purpose, "reduction_fn_purpose", required=False
        )
        preds, targets, batched = _pairs(pred_var, target, optional=True)
        judge_inputs: dict[str, Any] = {"prediction": preds if batched else preds[0]}
        if targets is not None:
            judge_inputs["target"] = targets if batched else targets[0]
        judge_inputs.update(checked)
        n = lm_calls.batch_size(messages, judge_inputs)
        if (n is not None) != batched:
            raise ValueError(
                "Batched judge inputs need a batched prediction (a Variable with list data) "
                "of the same length."
            )
        samples: list[int | None] = list(range(n)) if n is not None else [None]
        rendered = [lm_calls.render(messages, judge_inputs, s) for s in samples]
        if prompts.JUDGE_REPLY_FORMAT:
            rendered = [
                [*r, {"role": "system", "content": prompts.JUDGE_REPLY_FORMAT}] for r in rendered
            ]

        def judge(i: int) -> tuple[Any, str, str]:
            raw_holder: list[str] = []

            def parse(raw: str) -> tuple[Any, str]:
                raw_holder.append(raw)
                return p.parse_judgement(raw)

            label = f"sample {i}" if n is not None else None
            with call_origin(phase="judge", label=label):
                score, why = lm_calls.ask_structured(
                    client,
                    rendered[i],
                    parse,
                    what="the judge's reply",
                    schema=("judgement", p.JUDGEMENT_SCHEMA),
                    **completion_args,
                )
            return score, why, raw_holder[-1]

        verdicts = parallel_map(judge, list(range(len(rendered))), limit=client.max_concurrency)
        scores = [v[0] for v in verdicts]
        explanations = [v[1] for v in verdicts]
        _remember(ctx, pred_var, preds, targets, scores, explanations, batched, success_fn)
        ctx.save_for_backward(pred_var, messages, checked, judge_inputs)
        ctx.eval_mode = bool(eval_mode)
        ctx.replies = [v[2] for v in verdicts]
        ctx.judge_batch = n
        ctx.inputs_given = inputs is not None
        ctx.n_kwargs = len(completion_args)
        if not batched:
            return _outputs(ctx, pred_var, scores[0], explanations[0])
        reduced = _reduce(scores, reduction_fn, reduction_purpose)
        if reduced is None:
            return _outputs(ctx, pred_var, scores, explanations)
        text = JUDGE_BATCH_EXPLANATION.format(reduction_purpose=reduction_purpose, score=reduced)
        return _outputs(ctx, pred_var, reduced, text)

    @staticmethod
    def backward(ctx: Any, score_grad: Any, explanation_grad: Any) -> tuple[Any, ...]:
        prediction, messages, inputs, judge_inputs = ctx.saved_variables
        marked, msg_vars, input_vars = marked_variables(messages, inputs)
        pred_grad: Variable | None = None
        texts: dict[int, str] = {}
        if ctx.eval_mode:
            pred_grad = prediction_gradient(ctx, prediction, (score_grad, explanation_grad))
        elif not _success(ctx):
            # Improve the judge: feedback for the Variables in messages and inputs.
            shown = {k: v for k, v in judge_inputs.items() if k in ("prediction", "target")}
            incoming = explanation_grad if explanation_grad is not None else score_grad
            texts = conversation_feedback(
                messages, {**shown, **inputs}, ctx.judge_batch, ctx.replies, incoming, marked
            )
        given: set[int] = set()

        def grad_for(var: Variable) -> Variable | None:
            if id(var) not in texts or id(var) in given:
                return None
            given.add(id(var))
            return lm_calls.feedback_variable(texts[id(var)], var.role)

        msg_grads = tuple(grad_for(v) for v in msg_vars)
        input_grads = tuple(grad_for(v) for v in input_vars)
        inputs_entry = input_grads if ctx.inputs_given else None
        # (client, messages, prediction, target, inputs, success_fn, reduction_fn,
        #  reduction_fn_purpose, eval_mode, **completion_args)
        return (
            None,
            msg_grads,
            pred_grad,
            None,
            inputs_entry,
            None,
            None,
            None,
            None,
            *([None] * ctx.n_kwargs),
        )


__all__ = [
    "BATCH_EXPLANATION",
    "JUDGE_BATCH_EXPLANATION",
    "SCALAR_EXPLANATION",
    "DeterministicEvaluator",
    "ExactMatchEvaluator",
    "LMJudgeEvaluator",
]
