"""Lab helpers the widgets build on: gradient origins, editable text, step snapshots,
optimizer step previews and word diffs."""

from __future__ import annotations

import re

import numpy as np
import pytest

from afnio_lab import Variable
from afnio_lab.cognitive import Parameter
from afnio_lab.cognitive.functional_lm import chat_completion, exact_match_evaluator
from afnio_lab.lab import Session
from afnio_lab.lab.ops.edits import EditError, check_edit, editable_text
from afnio_lab.lab.ops.optim_step import changes_from_snapshot, preview_step
from afnio_lab.lab.ops.word_diff import word_diff
from afnio_lab.lab.records.runs import GradRecord
from afnio_lab.lab.views.render import render
from afnio_lab.models import CallLog, OfflineModel
from afnio_lab.models import backward_client as bc
from afnio_lab.numeric import Tensor
from afnio_lab.numeric.optim import SGD


@pytest.fixture
def llm_pipeline(llm_state):
    """One chat completion judged by exact match, on the offline model with a private log."""
    log = CallLog()
    client = OfflineModel(call_log=log)
    bc.set_backward_model_client(client)
    system = Parameter("Classify the sentiment of the review.", role="system prompt")
    messages = [
        {"role": "system", "content": [system]},
        {"role": "user", "content": [Variable("Review: {review}", role="template")]},
    ]
    out = chat_completion(client, messages, {"review": "I loved it"})
    score, expl = exact_match_evaluator(out, "Label: POSITIVE")
    session = Session(call_log=log)
    session.record_forward({"system": system, "out": out, "expl": expl})
    return session, system, out, expl


def test_gradient_origins_name_the_sender_and_its_model_calls(llm_pipeline):
    session, system, out, expl = llm_pipeline
    run = session.backward(expl)
    origins = session.gradient_origins(system)
    assert len(origins) == 1 == len(system.grad)
    origin = origins[0]
    assert origin.sender_name == "ChatCompletionBackward0"
    assert origin.grad.value is system.grad[0]  # the live `.grad` entry
    assert [c.phase for c in origin.calls] == ["backward"]
    assert origin.calls[0].node_id == origin.sender and origin.calls[0].call_id in run.call_ids
    # a non-leaf: the contribution its consumer sent, with the evaluator's call
    (from_eval,) = session.gradient_origins(out.uid)
    assert from_eval.sender_name == "ExactMatchEvaluatorBackward0"
    assert from_eval.calls and from_eval.calls[0].node_name == "ExactMatchEvaluatorBackward0"
    # the seed of the root has no sender and no calls
    (seed,) = session.gradient_origins(expl)
    assert seed.sender is None and seed.calls == []


def test_gradient_origins_follow_a_replay(llm_pipeline):
    session, system, out, expl = llm_pipeline
    first = session.backward(expl)
    session.edit_gradient("Answer in capital letters.", value=out)
    replayed = session.replay()
    (origin,) = session.gradient_origins(system, run=replayed)
    assert "Answer in capital letters." in origin.grad.data
    assert origin.grad.value is system.grad[0]
    assert origin.calls and all(c.call_id not in first.call_ids for c in origin.calls)


def test_editable_text_round_trips_each_kind():
    text = GradRecord.of(Variable("be shorter"))
    assert check_edit(editable_text(text), text) == "be shorter"
    batch = GradRecord.of(Variable(["a", "b"]))
    assert editable_text(batch).startswith("[")
    assert check_edit('["x", "y"]', batch) == ["x", "y"]
    number = GradRecord.of(np.array(2.5))
    assert editable_text(number) == "2.5" and check_edit("4", number) == 4.0
    vector = GradRecord.of(np.array([1.0, 2.0]))
    assert np.array_equal(check_edit("[3, 4]", vector), [3.0, 4.0])
    assert check_edit("7", vector) == 7.0  # one number broadcasts


@pytest.mark.parametrize(
    "text, like, message",
    [
        ("   ", GradRecord.of(Variable("x")), "empty"),
        ("abc", GradRecord.of(np.array(1.0)), "number"),
        ("[1, 2, 3]", GradRecord.of(np.array([1.0, 2.0])), "does not fit"),
        ("NaN", GradRecord.of(np.array(1.0)), "finite"),
        ('["only one"]', GradRecord.of(Variable(["a", "b"])), "exactly 2"),
        ("not json", GradRecord.of(Variable(["a", "b"])), "JSON list of 2"),
    ],
)
def test_check_edit_says_what_to_write(text, like, message):
    with pytest.raises(EditError, match=message):
        check_edit(text, like)


def _label(dot: str, value: Tensor) -> str:
    """The label DOT gives a value's box."""
    match = re.search(rf'v{value.uid} \[[^\n]*?label="([^"]*)"', dot)
    assert match, f"no box for value {value.uid}"
    return match.group(1)


def test_run_at_draws_a_step_as_it_was_also_after_stepping_back():

    session = Session()
    a = Tensor(2.0, requires_grad=True)
    b = Tensor(3.0, requires_grad=True)
    d = a * b + a
    loss = d * d
    session.record_forward({"a": a, "b": b, "d": d, "loss": loss})
    stepper = session.stepper(loss, 1.0)
    first = stepper.step()
    second = stepper.step()
    stepper.run_to_end()
    assert float(a.grad) == 64.0
    early = stepper.run_at(first)
    assert list(early.records) == [first.node_id] and early.leaf_grads == []
    assert early.status == "running" and stepper.run.status == "ok"
    # d's box shows what loss = d*d sent it as soon as that step ran; a has nothing yet
    assert "grad: 16" in _label(render(early.snapshot, early).dot, d)
    assert "grad" not in _label(render(early.snapshot, early).dot, a)
    middle = stepper.run_at(second)  # d = a*b + a has passed 16 on to a (and to a*b)
    assert "grad: 16" in _label(render(middle.snapshot, middle).dot, a)
    assert "grad: 48" not in render(middle.snapshot, middle).dot
    late = stepper.run_at()
    assert sorted(float(lg.grad.data) for lg in late.leaf_grads if lg.uid == a.uid) == [16.0, 48.0]
    assert "grad: 64" in _label(render(late.snapshot, late).dot, a)  # 16 + 48, as a.grad


class _Doubler:
    """An optimizer with afnio's surface: param_groups and step()."""

    def __init__(self, params):
        self.param_groups = [{"params": list(params)}]

    def step(self):
        for p in self.param_groups[0]["params"]:
            p.data = p.data + " " + p.data
        return "stepped"


def test_preview_step_proposes_and_applies_only_on_accept():
    p = Parameter("Be kind.", role="tone")
    q = Parameter("Be brief.", role="length")
    p.grad.append(Variable("Say it twice.", role="feedback"))
    step = preview_step(_Doubler([p, q]), names={p.uid: "tone"})
    assert step.result == "stepped"
    first, second = step.changes
    assert (first.name, first.before, first.after) == ("tone", "Be kind.", "Be kind. Be kind.")
    assert second.name == "length" and second.grads == []
    assert [g.data for g in first.grads] == ["Say it twice."] and first.changed
    # a preview changes nothing until accepted
    assert (p.data, q.data) == ("Be kind.", "Be brief.")
    assert first.status == "proposed" and not first.applied
    first.accept()
    assert p.data == "Be kind. Be kind." and first.status == "accepted" and first.applied
    assert q.data == "Be brief."
    first.revert()
    assert p.data == "Be kind." and first.status == "reverted"
    step.accept_all()
    assert (p.data, q.data) == ("Be kind. Be kind.", "Be brief. Be brief.")
    step.revert_all()
    assert (p.data, q.data) == ("Be kind.", "Be brief.")


def test_revert_restores_the_exact_previous_text():
    odd = "  Two  spaces,\ttab and trailing newline\n"
    p = Parameter(odd, role="prompt")
    step = preview_step(_Doubler([p]))
    (change,) = step.changes
    change.accept()
    assert p.data != odd
    change.revert()
    assert p.data == odd


class _Failing(_Doubler):
    def step(self):
        super().step()
        raise RuntimeError("model down")


def test_a_failed_step_leaves_the_parameters_as_they_were():
    p = Parameter("Be kind.", role="tone")
    with pytest.raises(RuntimeError, match="model down"):
        preview_step(_Failing([p]))
    assert p.data == "Be kind."


def test_preview_step_copies_numbers_before_an_in_place_update():

    w = Tensor([1.0, 2.0], requires_grad=True)
    w.grad = np.array([1.0, 1.0])
    step = preview_step(SGD([w], lr=0.5))
    (change,) = step.changes
    assert change.before.tolist() == [1.0, 2.0] and change.after.tolist() == [0.5, 1.5]
    assert w.data.tolist() == [1.0, 2.0]  # not applied yet
    change.accept()
    assert w.data.tolist() == [0.5, 1.5]
    change.revert()
    assert w.data.tolist() == [1.0, 2.0]


def test_changes_from_snapshot():
    p = Parameter("new text", role="prompt")
    (change,) = changes_from_snapshot({p: ("old text", "new text")}).changes
    assert change.changed and change.before == "old text"
    assert change.status == "accepted"  # the proposal was already in place
    change.revert()
    assert p.data == "old text"
    q = Parameter("old text", role="prompt")
    (pending,) = changes_from_snapshot({q: ("old text", "new text")}).changes
    assert pending.status == "proposed" and q.data == "old text"


def test_word_diff_reassembles_both_texts():
    before, after = "Classify the review.", "Classify the review. Answer in capital letters."
    ops = word_diff(before, after)
    assert "".join(t for op, t in ops if op != "insert") == before
    assert "".join(t for op, t in ops if op != "delete") == after
    assert ("insert", " Answer in capital letters.") in ops or any(
        op == "insert" and "capital" in t for op, t in ops
    )
    assert word_diff("same", "same") == [("equal", "same")]


def test_stepping_logs_model_calls_under_the_run(llm_pipeline):
    session, system, out, expl = llm_pipeline
    stepper = session.stepper(expl)
    stepper.run_to_end()
    run = stepper.run
    assert len(run.call_ids) == 2  # the evaluator's and the chat completion's feedback calls
    assert all(c.run_id == run.id for c in session.calls(run))
    chat = next(r for r in run.records.values() if r.name.startswith("ChatCompletion"))
    assert [c.node_id for c in session.calls(run, node=chat.node_id)] == [chat.node_id]
