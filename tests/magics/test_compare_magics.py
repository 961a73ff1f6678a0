"""The prompt engineer's loop through the magics: run, edit the prompt, run, compare."""

from __future__ import annotations

import json

import pytest

import afnio_lab.lab as lab

from support.cells import run_cell as run

SETUP = """
from afnio_lab.cognitive import Parameter
from afnio_lab.cognitive.functional_lm import chat_completion, exact_match_evaluator
from afnio_lab.models.scripted import ScriptedModel

V1 = {"great": "POS", "awful": "NEG", "fine": "NEG", "meh": "POS"}
V2 = {"great": "POS", "awful": "POS", "fine": "POS", "meh": "NEG"}

def reply(messages):
    system, user = messages[0]["content"], messages[-1]["content"]
    table = V1 if "v1" in system else V2
    return table[user.split(": ")[1]]

client = ScriptedModel(reply)
system = Parameter("Label the review (v1).", role="system prompt")
reviews = afnio.Variable(["great", "awful", "fine", "meh"], role="reviews")
labels = afnio.Variable(["POS", "NEG", "POS", "NEG"], role="labels")
"""

FORWARD = """%%afnio_forward --name pipeline --quiet
answers = chat_completion(
    client,
    [{"role": "system", "content": [system]},
     {"role": "user", "content": [afnio.Variable("Review: {review}", role="template")]}],
    {"review": reviews},
)
score, explanation = exact_match_evaluator(answers, labels)
"""


@pytest.fixture
def two_runs(ip):
    result, out = run(ip, SETUP)
    assert result.success, out.stderr
    run(ip, FORWARD)
    ip.user_ns["system"].data = "Label the review briefly (v2)."
    result, out = run(ip, FORWARD)
    assert result.success, out.stderr
    forward = [r for r in lab.get_session().runs.values() if r.kind == "forward"]
    return forward[-2], forward[-1]


def test_forward_runs_record_samples_scores_and_their_calls(ip, two_runs):
    first, second = two_runs
    assert [s.outputs["answers"] for s in first.samples] == ["POS", "NEG", "NEG", "POS"]
    assert [s.inputs["review"] for s in first.samples] == ["great", "awful", "fine", "meh"]
    assert [s.score for s in first.samples] == [1.0, 1.0, 0.0, 0.0]
    assert [s.score for s in second.samples] == [1.0, 0.0, 1.0, 1.0]
    assert first.params == {"system": "Label the review (v1)."}
    calls = lab.get_session().calls(first)
    assert len(calls) == 4 and all(c.run_id == first.id for c in calls)
    assert sorted(len(s.call_ids) for s in first.samples) == [1, 1, 1, 1]


def test_afnio_compare_shows_regressions_and_fixes(ip, two_runs):
    first, second = two_runs
    result, out = run(ip, f"%afnio_compare {first.id} {second.id} --static")
    assert result.success, out.stderr
    html = out.outputs[0].data["text/html"]
    assert html.count("afnio-regressed") == 1 and html.count("afnio-fixed") == 2
    assert "<ins>" in html and "briefly" in html  # the prompt's word diff
    result, out = run(ip, f"%afnio_compare {first.id} {second.id} --only-regressions --static")
    html = out.outputs[0].data["text/html"]
    assert html.count("<tr class='afnio-") == 1 and "awful" in html


def test_afnio_compare_exports_rows_with_run_ids(ip, two_runs, tmp_path):
    first, second = two_runs
    path = tmp_path / "rows.jsonl"
    result, out = run(ip, f"%afnio_compare {first.id} {second.id} --export {path} --static")
    assert result.success, out.stderr
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    assert len(rows) == 8 and {r["run_id"] for r in rows} == {first.id, second.id}
    assert {r["change"] for r in rows} == {"same", "fixed", "regressed"}


def test_forward_calls_carry_their_run_id_in_the_export(ip, two_runs, tmp_path):
    first, _ = two_runs
    path = tmp_path / "calls.jsonl"
    run(ip, f"%afnio_calls --run {first.id} --export {path}")
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    assert len(rows) == 4 and {r["run_id"] for r in rows} == {first.id}


def test_afnio_runs_shows_prompts_scores_and_costs(ip, two_runs):
    first, second = two_runs
    result, out = run(ip, "%afnio_runs")
    text = out.outputs[0].data["text/plain"]
    line = next(ln for ln in text.splitlines() if ln.startswith(first.id + " "))
    assert "Label the review (v1)." in line and "0.5 (4)" in line and " 4 " in line
    assert "score (n)" in text.splitlines()[0]


def test_compare_mistakes_are_one_line(ip, two_runs):
    first, _ = two_runs
    for line, message in [
        (f"%afnio_compare {first.id}", "Name two or more forward runs"),  # it has no parent
        ("%afnio_compare nope nada", "No run named 'nope'"),
    ]:
        result, out = run(ip, line)
        assert not result.success
        assert message in str(result.error_in_exec) and "\n" not in str(result.error_in_exec)


def test_compare_defaults_to_the_newest_run_and_its_parent_or_predecessor(ip, two_runs):
    first, second = two_runs
    result, out = run(ip, "%afnio_compare --static")
    assert result.success, out.stderr
    assert out.outputs[0].data["text/plain"].startswith(f"{first.id} (pipeline) vs {second.id}")
    rerun = lab.get_session().rerun_forward(first.id, {"system": "Label it (v1)."})
    result, out = run(ip, f"%afnio_compare {rerun.id} --static")
    assert out.outputs[0].data["text/plain"].startswith(f"{first.id} (pipeline) vs {rerun.id}")


def test_diff_of_forward_runs_points_to_compare(ip, two_runs):
    first, second = two_runs
    result, out = run(ip, f"%afnio_diff {first.id} {second.id}")
    assert not result.success
    message = str(result.error_in_exec)
    assert "is a forward run" in message and "%afnio_compare" in message


def test_calls_are_named_after_their_op_and_text_reads_from_the_left(ip, two_runs):
    first, _ = two_runs
    result, out = run(ip, f"%afnio_calls --run {first.id}")
    bundle = out.outputs[0].data
    assert "ChatCompletion (forward)" in bundle["text/plain"]
    assert "Backward0" not in bundle["text/plain"]
    assert "text-align:left" in bundle["text/html"].split("ChatCompletion (forward)")[0][-80:]
    calls = lab.get_session().calls(first)
    assert {c.node_name for c in calls} == {"ChatCompletion"}


def test_a_node_filter_that_matches_no_call_names_the_nodes_that_made_calls(ip, two_runs):
    first, _ = two_runs
    assert run(ip, "%afnio_calls --node ChatCompletion")[0].success
    for line in (
        "%afnio_calls --node ChatCompletoin",
        f"%afnio_calls --run {first.id} --node 999999",
    ):
        result, _ = run(ip, line)
        message = str(result.error_in_exec)
        assert message.startswith("No model call of node")
        # the log is the kernel's: other cells' calls may name more nodes
        assert "ChatCompletion" in message.split(" come from ", 1)[1].split(". Use")[0]


def test_rerun_of_an_older_run_uses_the_prompt_it_had(ip, two_runs):
    """The prompt was edited in place after f1; re-running f1 keeps f1's prompt text."""
    first, second = two_runs
    client = ip.user_ns["client"]
    sent_before = len(client.calls)
    again = lab.get_session().rerun_forward(
        first.id, {"reviews": ["great", "awful", "fine", "meh"]}
    )
    assert again.params == first.params and again.parent == first.id
    assert [s.outputs for s in again.samples] == [s.outputs for s in first.samples]
    assert len(client.calls) == sent_before  # same messages as f1: every reply from the cache
    assert ip.user_ns["system"].data == "Label the review briefly (v2)."
    changed = lab.get_session().rerun_forward(
        first.id, {"reviews": ["meh", "awful", "great", "fine"]}
    )
    assert [s.inputs["review"] for s in changed.samples] == ["meh", "awful", "great", "fine"]


REPLAY_SETUP = """
import afnio_lab.cognitive.functional as F
from afnio_lab.models import OfflineModel, set_backward_model_client

model = OfflineModel()
set_backward_model_client(model, completion_args={"model": "m"})
brief = afnio.cognitive.Parameter("Answer briefly.", role="system prompt A")
loud = afnio.cognitive.Parameter("Answer in capital letters.", role="system prompt B")
question = afnio.Variable("Is the film good?", role="question")

def ask(system):
    return F.chat_completion(
        model, [{"role": "system", "content": [system]}, {"role": "user", "content": [question]}],
        model="m")
"""

REPLAY_FORWARD = """%%afnio_forward --quiet
a = ask(brief)
b = ask(loud)
total = F.sum([a, b])
"""


def test_calls_of_a_replay_mark_the_inherited_ones_and_leave_them_out_of_its_totals(ip):
    for code in (REPLAY_SETUP, REPLAY_FORWARD, '%backward total --grad "Too long." --static'):
        result, out = run(ip, code)
        assert result.success, out.stderr
    session = lab.get_session()
    base = session.backward_run()
    run(ip, '%afnio_edit b "Shorter, please."')
    result, out = run(ip, "%afnio_replay --static")
    assert result.success, out.stderr
    replay = session.backward_run()
    made = replay.made_call_ids()
    inherited = [c for c in replay.call_ids if c not in made]
    assert made and inherited  # b's branch ran again; a's calls came from the base run
    assert set(inherited) <= set(base.call_ids)
    result, out = run(ip, f"%afnio_calls --run {replay.id}")
    bundle = out.outputs[0].data
    text = bundle["text/plain"]
    totals, note = text.splitlines()[-2:]
    assert totals.startswith(f"{len(made)} call(s),")
    assert note == f"+{len(inherited)} inherited from {base.id}, not counted"
    marked = [ln for ln in text.splitlines() if ln.endswith(f"inherited from {base.id}")]
    assert len(marked) == len(inherited)
    assert bundle["text/html"].count("class='afnio-inherited'") == len(inherited)


def test_compare_with_only_backward_runs_says_what_there_is_and_what_to_do(ip):
    for code in (REPLAY_SETUP, REPLAY_FORWARD.replace(" --quiet", " --quiet --name fw")):
        assert run(ip, code)[0].success
    lab.get_session().runs.clear()  # only backward runs from here on
    run(ip, '%backward total --grad "Too long." --static')
    run(ip, '%backward total --grad "Too short." --static')
    b1, b2 = list(lab.get_session().runs)
    result, _ = run(ip, "%afnio_compare")
    message = str(result.error_in_exec)
    assert "No forward run yet" in message and "%%afnio_forward" in message
    assert f"{b1} (backward)" in message and "none" not in message
    result, _ = run(ip, f"%afnio_compare {b1} {b2}")
    message = str(result.error_in_exec)
    assert f"'{b1}' is a backward run" in message and f"%afnio_diff {b1}" in message
    assert "Known runs: none" not in message and "\n" not in message


def test_compare_with_no_runs_named_never_lines_up_two_unrelated_runs(ip, two_runs):
    first, second = two_runs
    other = "%%afnio_forward --quiet\nshort = chat_completion(client, [{'role': 'system', "
    other += "'content': [system]}, {'role': 'user', 'content': [afnio.Variable('Review: "
    other += "{review}')]}], {'review': reviews})\n"
    other += "graded, why = exact_match_evaluator(short, labels)"  # 4 inputs, as the pipeline
    result, out = run(ip, other)
    assert result.success, out.stderr
    newest = list(lab.get_session().runs)[-1]
    result, _ = run(ip, "%afnio_compare")
    message = str(result.error_in_exec)
    assert f"{newest} was not re-run from an earlier run" in message and "\n" not in message
    assert "%afnio_compare f1 f3" in message and second.id in message
    run(ip, FORWARD)  # the pipeline again: compared with its own earlier run
    result, out = run(ip, "%afnio_compare --static")
    assert result.success, out.stderr
    assert out.outputs[0].data["text/plain"].startswith(f"{second.id} (pipeline) vs ")
