"""The offline model: a deterministic, rule-based teaching stand-in. **It is not an LLM.**

It needs no network and no key, answers instantly, and always gives the same reply to the
same messages. It honours every contract afnio_lab's ops rely on, so a whole training loop
(forward, evaluation, backward, optimizer step) runs and visibly improves a prompt:

- **Forward** (any conversation that is not one of the requests below): a conversation
  that states a classification task (a ``response_format`` enum, labels named in the
  prompt, cue rules, or "sentiment") is answered by the transparent learner of
  :mod:`afnio_lab.models.offline_learner` from the last user message minus its instruction
  sentences; the format instructions still apply to its label. Otherwise the *input* is the
  last line of the last user message, minus any sentence that is itself an instruction,
  and the *instructions* of :mod:`afnio_lab.models.offline_rules` ("answer in capital
  letters", "answer with one word", "reply in the format 'Label: <answer>'", …) transform
  it. Without a task instruction the answer echoes the input.
- **Feedback** (a prompt with ``<FEEDBACK_REQUEST count="K"/>``, as written by
  ChatCompletion and evaluator backward): JSON ``{"feedback": [K strings]}``. Evaluator
  feedback compares ``<PREDICTION>`` with ``<TARGET>`` and names the instruction that would
  fix the difference (case, one word, format, punctuation…) inside
  ``<INSTRUCTION>…</INSTRUCTION>``. ChatCompletion feedback quotes the real
  ``<RESPONSE>`` and ``<RESPONSE_FEEDBACK>`` and passes the suggested instructions on to
  the prompt Variables (those inside messages); for a classification prompt and a labelled
  sample it names the sample's evidence instead (``<EVIDENCE>``, see the learner);
  placeholder inputs are told to stay.
- **Rewrite** (a prompt with ``<CURRENT_VALUE>``, as written by TGD): the suggested
  instructions found in ``<FEEDBACK>`` (tagged, or else recognised in free text) are
  voted on, conflicting sentences are removed, and the new sentences are appended; then
  the evidence in the feedback and ``<HISTORY>`` (momentum) is counted into cue rules.
  The reply is ``<IMPROVED_VARIABLE>…</IMPROVED_VARIABLE>``, after a line naming the
  rules added and removed and the ``<CONSTRAINTS>`` it could not interpret;
  ``{placeholders}`` are never removed.
- **Judge** (a conversation containing ``<JUDGE_REPLY_FORMAT>``, added by
  LMJudgeEvaluator): JSON ``{"score": 0|1, "explanation": …}`` (``true``/``false`` when
  the judge prompt asks for true/false, as in afnio's examples). Score 1 when the
  ``<PREDICTION>`` loosely equals the ``<TARGET>`` (case and punctuation ignored; no
  target means content is not checked) and follows every format instruction the judge
  prompt states; the explanation names what failed.

With ``response_format`` (``json_object`` or ``json_schema``) the reply is JSON that
fits the schema, the rule-based answer in its answer field (see
:mod:`afnio_lab.models.offline_format`).

Token counts are word counts (an estimate) and the price is zero.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from afnio_lab.models import offline_conversation as conversation
from afnio_lab.models import offline_learner as learner
from afnio_lab.models import offline_rules as rules
from afnio_lab.models import protocol as p
from afnio_lab.models.base import ChatCompletionModel, ChatResponse, Messages, content_text
from afnio_lab.models.offline_format import format_reply

OFFLINE_MODEL_NAME = "offline-rules"

_CHECKS = {"upper", "lower", "one_word", "max_words", "no_punct", "format", "prefix", "suffix"}
_QUOTE_LIMIT = 400


def _quote(text: str) -> str:
    """Feedback quoted inside feedback: one line, tags dropped, shortened."""
    text = re.sub(rf"</?{p.INSTRUCTION_TAG}>", "", " ".join(text.split()))
    return text if len(text) <= _QUOTE_LIMIT else text[: _QUOTE_LIMIT - 1] + "…"


def _suggest(instructions: list[rules.Instruction]) -> str:
    return " ".join(
        f"Suggested instruction: <{p.INSTRUCTION_TAG}>{ins.sentence()}</{p.INSTRUCTION_TAG}>"
        for ins in rules.vote(instructions)
    )


_TASK_KINDS = {"sentiment", "arithmetic", "count_words", "word_label"}


def forward_reply(messages: Messages, response_format: Any = None) -> str:
    if not messages:
        return ""
    texts = [content_text(m.get("content")) for m in messages]
    user_idx = max((i for i, m in enumerate(messages) if m.get("role") == "user"), default=None)
    instructions = rules.recognise("\n".join(texts))
    user_text = texts[user_idx] if user_idx is not None else ""
    roles = [(str(m.get("role")), t) for m, t in zip(messages, texts)]
    task = conversation.conversation_task(roles, response_format)
    if task is not None:
        others = [t for i, t in enumerate(texts) if i != user_idx]
        sample = learner.classification_input(user_text, others)
        label, _ = learner.classify(task, sample)
        shaping = [i for i in instructions if i.kind not in _TASK_KINDS]
        if shaping:  # what the input says ("Every lesson ended with 'or just use my pack'")
            # is no rule for the reply, unless the instructions say it too or a line of the
            # template is only rules ("{text}" then "Answer in capital letters.")
            stated = set(rules.recognise(conversation.instruction_text(roles)))
            lines = [line for line in sample.splitlines() if not rules.only_rules(line)]
            said = {i for line in lines for i in rules.recognise(line)}
            shaping = [i for i in shaping if i in stated or i not in said]
        return rules.answer(shaping, label)
    lines = [ln for ln in user_text.splitlines() if ln.strip()]
    last = lines[-1] if lines else ""
    sentences = re.split(r"(?<=[.!?])\s+", last)
    kept = [s for s in sentences if not rules.recognise(s)] if len(sentences) > 1 else sentences
    return rules.answer(instructions, " ".join(kept))


def _evaluator_feedback(text: str) -> str:
    prediction = p.find_one(p.PREDICTION_TAG, text) or ""
    target = p.find_one(p.TARGET_TAG, text)
    evaluation = p.find_one(p.EVALUATION_TAG, text) or ""
    extra = (p.find_one(p.RESPONSE_FEEDBACK_TAG, text) or "").strip()
    fixes = rules.instructions_in_feedback(evaluation)
    if target is not None:
        sentence, found = rules.diagnose(prediction, target)
        fixes = found + fixes
    else:
        sentence = f"The output {prediction.strip()!r} was judged without a target."
    parts = [sentence, f'The evaluation said: "{_quote(evaluation)}".']
    if extra:
        parts.append(f'Further feedback on it: "{_quote(extra)}".')
        fixes += rules.instructions_in_feedback(extra)
    if fixes:
        parts.append(_suggest(fixes))
    else:
        if target is not None and rules.normalise(prediction) != rules.normalise(target):
            parts.append(f"The output should say {target.strip()!r} instead.")
        parts.append(p.NO_INSTRUCTION)
    return " ".join(parts)


_MISMATCH = re.compile(
    r"The output (['\"])(.*?)\1 (?:does not match|differs from) the target (['\"])(.*?)\3",
    re.DOTALL,
)
_MATCH = re.compile(r"The output (['\"])(.*?)\1 matches the target", re.DOTALL)
_TAGS = re.compile(r"</?[A-Z_]+(?:\s+[\w-]+=\"[^\"]*\")*\s*/?>")


def _labelled(incoming: str) -> tuple[str, str] | None:
    """(predicted, target) as the evaluator's feedback states them, or None."""
    m = _MISMATCH.search(incoming)
    if m:
        return m.group(2).strip(), m.group(4).strip()
    m = _MATCH.search(incoming)
    return (m.group(2).strip(), m.group(2).strip()) if m else None


def _classification_evidence(text: str, incoming: str) -> str | None:
    """For a classification prompt and a labelled sample: the learner's evidence feedback."""
    labelled = _labelled(incoming)
    if labelled is None:
        return None
    predicted, target = labelled
    turns = [(a.get("role", ""), _TAGS.sub(" ", b)) for a, b in p.find_all(p.MESSAGE_TAG, text)]
    instructions = conversation.instruction_text(turns)
    task = conversation.conversation_task(turns)
    allowed = p.parse_allowed_answers(text)
    if allowed and (task is None or not task.stated):  # the enum the prompt does not name
        enum = p.json_schema_format("answers", {"enum": allowed})
        task = conversation.conversation_task(turns, enum)
    task = task or learner.Task([])
    # one label for another ("Spam" for "Not spam") is no format lesson, whatever the
    # evaluator's wording; other answers are labels only when they are single words
    stated = {lab.casefold() for lab in task.labels} if task.stated else set()
    pair = {predicted.casefold(), target.casefold()}
    # "positive" for "POSITIVE" is a format lesson ("Answer in capital letters"); for
    # "Positive", the rewrite spells the labels as the targets do
    case_only = len(pair) == 1 and predicted != target and (target.isupper() or target.islower())
    labels_only = pair <= stated and not case_only
    # a label of several words the prompt names in full but was read short ("billing" of
    # "billing issue, tech issue or spam"): the rewrite quotes it, no format lesson adds words
    spelled_out = (
        " " in target and target.casefold() not in stated and learner.names(instructions, target)
    )
    single_words = all(re.fullmatch(r"[\w-]+", answer) for answer in (predicted, target))
    if not (labels_only or spelled_out) and (
        rules.instructions_in_feedback(incoming) or not single_words
    ):
        return None  # a format lesson (or no label): the instruction rules handle it
    lowered = [lab.casefold() for lab in task.labels]
    task.labels += [lab for lab in (target, predicted) if lab.casefold() not in lowered]
    user = [b for a, b in p.find_all(p.MESSAGE_TAG, text) if a.get("role") == "user"]
    inputs = _input_values(text)
    if inputs:
        sample = "\n".join(inputs)
    else:
        sample = learner.classification_input(_TAGS.sub(" ", user[-1] if user else ""), [])
    template = _template_words(user[-1] if user else "", inputs)
    evidence = learner.sample_evidence(task, sample, predicted, target, template)
    return f"{evidence} {p.NO_INSTRUCTION}"


def _input_values(text: str) -> list[str]:
    """The values filled into the conversation's placeholders (tagged ``<INPUT>``, or marked
    as input Variables when they take gradients)."""
    values = [body for _, body in p.find_all(p.INPUT_TAG, text)]
    values += [
        body
        for attrs, body in p.find_all(p.VARIABLE_TAG, text)
        if attrs.get("where", "").startswith(f"{p.WHERE_INPUT} ")
    ]
    return values


def _template_words(user_message: str, inputs: list[str]) -> list[str]:
    """The words of the last user message that are not its filled-in values (the fixed
    template, e.g. "A customer wrote to us… Customer message: {text}"): they occur in every
    sample, so they are never evidence for a label."""
    if not inputs:
        return []
    fixed = _TAGS.sub(" ", user_message)
    for value in inputs:
        fixed = fixed.replace(value, " ")
    return learner.content_words(re.sub(r"\{\w+\}", " ", fixed))


def _chat_feedback(text: str, count: int) -> list[str]:
    response = (p.find_one(p.RESPONSE_TAG, text) or "").strip()
    incoming = (p.find_one(p.RESPONSE_FEEDBACK_TAG, text) or "").strip()
    fixes = rules.instructions_in_feedback(incoming)
    evidence = _classification_evidence(text, incoming)
    variables = sorted(p.find_all(p.VARIABLE_TAG, text), key=lambda v: int(v[0].get("index", 0)))
    heard = (
        f'The response "{_quote(response)}" got this feedback: "{_quote(incoming)}".'
        if incoming
        else f'The response "{_quote(response)}" got no specific feedback.'
    )
    items = []
    for attrs, _body in variables[:count]:
        role = attrs.get("role", "variable")
        if attrs.get("where", "").startswith(p.WHERE_INPUT):
            items.append(
                f"{heard} The {role} is an input value, not an instruction; keep it. "
                f"{p.NO_INSTRUCTION}"
            )
        elif evidence is not None:
            items.append(evidence)
        elif fixes:
            items.append(f"{heard} The {role} should tell the model to do this. {_suggest(fixes)}")
        else:
            items.append(
                f"{heard} No rule known to the offline model would fix it through the {role}; "
                f"leave it as it is. {p.NO_INSTRUCTION}"
            )
    while len(items) < count:  # a request with fewer marked variables than it asks for
        items.append(f"{heard} No marked variable to comment on. {p.NO_INSTRUCTION}")
    return items


def feedback_reply(text: str, count: int) -> str:
    if p.has_tag(p.CONVERSATION_TAG, text):
        return p.feedback_reply(_chat_feedback(text, count))
    return p.feedback_reply([_evaluator_feedback(text)] * count)


def improve_reply(text: str) -> str:
    """The rewrite: suggested instructions folded in, then the classification evidence of the
    feedback and momentum history counted (see :func:`offline_learner.learn`)."""
    current = p.find_one(p.CURRENT_VALUE_TAG, text) or ""
    feedback = p.find_one(p.FEEDBACK_TAG, text) or ""
    improved = rules.rewrite(current.strip(), rules.instructions_in_feedback(feedback))
    constraints_text = p.find_one(p.CONSTRAINTS_TAG, text) or ""
    constraints = re.findall(r"<ITEM>(.*?)</ITEM>", constraints_text, re.DOTALL)
    history = p.find_one(p.HISTORY_TAG, text) or ""
    # the newest evidence last: a sample seen again (in the history) counts once, as now
    learned = learner.learn(improved, f"{history}\n{feedback}", constraints)
    notes = []
    if learned is not None:
        improved = learned.prompt
        if learned.added:
            notes.append("Added: " + " ".join(c.sentence() for c in learned.added))
        if learned.removed:
            notes.append("Removed: " + " ".join(c.sentence() for c in learned.removed))
        if learned.notes:
            notes.append(
                "Constraints the offline model could not interpret (not applied): "
                + " ".join(f'"{_quote(n)}"' for n in learned.notes)
            )
    reply = p.wrap(p.IMPROVED_VARIABLE_TAG, improved)
    return "\n".join([*notes, reply]) if notes else reply


def _satisfies(prediction: str, ins: rules.Instruction) -> bool:
    pred = prediction.strip()
    checks = {
        "upper": lambda: pred == pred.upper() and any(c.isalpha() for c in pred),
        "lower": lambda: pred == pred.lower(),
        "one_word": lambda: len(pred.split()) == 1,
        "max_words": lambda: len(pred.split()) <= int(ins.arg or 0),
        "no_punct": lambda: rules.strip_punct(pred) == " ".join(pred.split()),
        "format": lambda: (
            re.fullmatch(re.escape(ins.arg).replace(re.escape("<answer>"), ".+"), pred, re.DOTALL)
            is not None
        ),
        "prefix": lambda: pred.startswith(ins.arg),
        "suffix": lambda: pred.endswith(ins.arg),
    }
    return checks[ins.kind]()


def judge_reply(messages: Messages) -> str:
    text = "\n".join(content_text(m.get("content")) for m in messages)
    prediction = p.find_one(p.PREDICTION_TAG, text)
    target = p.find_one(p.TARGET_TAG, text)
    if prediction is None:
        return p.judgement_reply(
            0,
            "The offline judge found no <PREDICTION>…</PREDICTION> section to judge; "
            "write the judge prompt with <PREDICTION>{prediction}</PREDICTION>.",
        )
    criteria_text = re.sub(
        rf"<({p.PREDICTION_TAG}|{p.TARGET_TAG}|{p.JUDGE_REPLY_FORMAT_TAG})>.*?</\1>",
        " ",
        text,
        flags=re.DOTALL,
    )
    criteria = [i for i in rules.recognise(criteria_text) if i.kind in _CHECKS]
    pred = prediction.strip()
    notes = []
    content_ok = True
    if target is not None:
        tgt, npred = rules.normalise(target), rules.normalise(pred)
        content_ok = tgt == npred or f" {tgt} " in f" {npred} "
        verb = "matches" if content_ok else "does not match"
        notes.append(f"The prediction {pred!r} {verb} the target {target.strip()!r}.")
    failed = [ins for ins in criteria if not _satisfies(pred, ins)]
    notes += [f"It does not follow the instruction: {ins.sentence()}" for ins in failed]
    if content_ok and not failed and target is None:
        notes.append(f"The prediction {pred!r} follows every stated instruction.")
    passed = content_ok and not failed
    # a judge prompt asking for true/false gets a bool score (afnio's docs); else 1 or 0
    wants_bool = re.search(r"\btrue\s*(?:/|or)\s*false\b|\bboolean\b", criteria_text, re.I)
    return p.judgement_reply(passed if wants_bool else int(passed), " ".join(notes))


def offline_reply(messages: Messages, response_format: Any = None) -> str:
    """The offline model's reply to provider-style messages (see the module docs)."""
    if not messages:
        return ""
    user_texts = [content_text(m.get("content")) for m in messages if m.get("role") == "user"]
    last = user_texts[-1] if user_texts else content_text(messages[-1].get("content"))
    count = p.feedback_request_count(last)
    if count is not None:
        return feedback_reply(last, count)
    if p.has_tag(p.CURRENT_VALUE_TAG, last):
        return improve_reply(last)
    if any(p.has_tag(p.JUDGE_REPLY_FORMAT_TAG, content_text(m.get("content"))) for m in messages):
        return judge_reply(messages)
    return forward_reply(messages, response_format)


def word_usage(messages: Messages, reply: str) -> dict[str, int]:
    """Usage with word counts standing in for tokens."""
    prompt = sum(len(content_text(m.get("content")).split()) for m in messages)
    completion = len(reply.split())
    return {
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "total_tokens": prompt + completion,
    }


class OfflineModel(ChatCompletionModel):
    """Rule-based, deterministic chat model for offline teaching and tests. Not an LLM.

    Any ``model`` name is accepted and recorded; replies never depend on it.
    """

    def __init__(
        self,
        model: str = OFFLINE_MODEL_NAME,
        *,
        usage: Mapping[str, Any] | None = None,
        **pipeline: Any,
    ) -> None:
        super().__init__("offline", {"model": model}, usage, **pipeline)
        self.model = model

    def _prepare_params(self, params: dict[str, Any]) -> dict[str, Any]:
        return {"model": self.model, **params}

    def _send(self, messages: Messages, params: dict[str, Any]) -> ChatResponse:
        reply = offline_reply(messages, params.get("response_format"))
        if params.get("response_format") is not None:
            prompt = "\n".join(content_text(m.get("content")) for m in messages)
            improved = p.find_one(p.IMPROVED_VARIABLE_TAG, reply)
            if improved is not None:  # a rewrite: the value itself is the answer
                reply = json.dumps({p.IMPROVED_VARIABLE_FIELD: improved}, ensure_ascii=False)
            reply = format_reply(reply, params["response_format"], prompt)
        return ChatResponse(reply, word_usage(messages, reply), OFFLINE_MODEL_NAME, "offline")

    def __repr__(self) -> str:
        return f"OfflineModel(model={self.model!r})"
