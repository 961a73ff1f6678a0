"""afnio's public names and behaviours in afnio_lab.

The first test reads the "afnio compatibility" table in README.md, so the table and the
code cannot drift apart: every afnio name listed imports (``afnio`` → ``afnio_lab``), and
where the table names another afnio_lab path, both names are the very same object.
"""

from __future__ import annotations

import asyncio
import importlib
import math
import re
from pathlib import Path
from typing import Any

import pytest

import afnio_lab as afnio
import afnio_lab.cognitive as cog
import afnio_lab.cognitive.functional as F
from afnio_lab.models import CallLog, OfflineModel
from afnio_lab.models import backward_client as bc
from afnio_lab.models.model import INITIAL_COST
from afnio_lab.models.openai import INITIAL_USAGE, PROVIDER, OpenAI

from support.paths import REPO

README = REPO / "README.md"


def expand(cell: str) -> list[str]:
    """```a.b.{C, d.E}``` → ``["a.b.C", "a.b.d.E"]``."""
    m = re.fullmatch(r"`([\w.]+?)(?:\.\{([^}]*)\})?`", cell.strip())
    if not m:
        raise AssertionError(f"cannot read table cell {cell!r}")
    head, group = m.groups()
    if group is None:
        return [head]
    return [f"{head}.{name.strip()}" for name in group.split(",")]


def resolve(path: str) -> Any:
    """Import the longest module prefix of ``path``, then follow attributes."""
    parts = path.split(".")
    for i in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:i]))
        except ModuleNotFoundError:
            continue
        for name in parts[i:]:
            obj = getattr(obj, name)
        return obj
    raise ModuleNotFoundError(path)


def table_rows() -> list[tuple[str, str]]:
    text = README.read_text(encoding="utf-8")
    section = text.split("## afnio compatibility", 1)[1].split("\n## ", 1)[0]
    rows = []
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 2 and cells[0].startswith("`afnio"):
            rows.append((cells[0], cells[1]))
    return rows


def test_the_table_is_there_and_covers_the_tutorial_names() -> None:
    names = {n for afnio_cell, _ in table_rows() for n in expand(afnio_cell)}
    assert len(names) >= 140  # afnio 0.3.7 has about 141 public import paths
    for needed in (
        "afnio.tellurio.suppress_variable_notifications",
        "afnio.trainer.Trainer",
        "afnio.utils.data.WeightedRandomSampler",
        "afnio.utils.datasets.FacilitySupport",
        "afnio.models.openai.AsyncOpenAI",
        "afnio.cognitive.modules.module.Module",
    ):
        assert needed in names


@pytest.mark.parametrize(("afnio_cell", "lab_cell"), table_rows())
def test_every_listed_afnio_name_imports(afnio_cell: str, lab_cell: str) -> None:
    names = expand(afnio_cell)
    ours = [resolve("afnio_lab" + n[len("afnio") :]) for n in names]
    if lab_cell != "same path":
        targets = [resolve(t) for t in expand(lab_cell)]
        assert len(targets) == len(ours), "the two columns list different numbers of names"
        for name, alias, target in zip(names, ours, targets):
            assert alias is target, f"{name} is a copy, not the object itself"


# --- members and arguments -------------------------------------------------------------------


def test_set_backward_model_client_returns_none_like_afnio() -> None:
    try:
        assert afnio.set_backward_model_client("offline/rules") is None
        assert isinstance(afnio.get_backward_model_client().client, OfflineModel)
    finally:
        bc.clear_backward_model_client()


def test_register_keyword_names_are_afnios() -> None:
    def metric(p: str, t: str) -> int:
        return int(p == t)

    m = cog.Module()
    m.register_completion_config(name="cfg", args={"temperature": 0})
    m.register_function(name="fn", func=metric)
    assert m.cfg == {"temperature": 0} and m.fn is metric
    with pytest.raises(TypeError):
        m.register_completion_config(name="bad", args="not a dict")


class _Counter(cog.Module):
    def __init__(self) -> None:
        super().__init__()
        self.prompt = cog.Parameter("Say hi.", role="prompt", requires_grad=True)
        self.calls = 0

    def get_extra_state(self) -> Any:
        return {"calls": self.calls}

    def set_extra_state(self, state: Any) -> None:
        self.calls = state["calls"]


def test_extra_state_round_trips_and_is_checked(tmp_path: Path) -> None:
    outer = cog.Module()
    outer.inner = _Counter()
    outer.inner.calls = 7
    state = outer.state_dict()
    assert state["inner._extra_state"] == {"calls": 7}
    afnio.save(state, tmp_path / "m.hf")
    fresh = cog.Module()
    fresh.inner = _Counter()
    fresh.load_state_dict(afnio.load(tmp_path / "m.hf"))
    assert fresh.inner.calls == 7
    del state["inner._extra_state"]
    with pytest.raises(RuntimeError, match=r'Missing key\(s\).*"inner._extra_state"'):
        fresh.load_state_dict(state)
    plain = cog.Module()
    with pytest.raises(RuntimeError, match="Unexpected"):
        plain.load_state_dict({"_extra_state": 1})
    assert "_extra_state" not in plain.state_dict()


def test_optimizers_before_and_after_fit_setup() -> None:
    m = _Counter()
    with pytest.raises(AttributeError, match="No optimizer found"):
        m.optimizers()
    opt = afnio.optim.TGD(m.parameters(), model_client=OfflineModel())
    object.__setattr__(m, "_optimizers", opt)  # what Trainer.fit does
    assert m.optimizers() is opt


# --- behaviours ------------------------------------------------------------------------------


def test_numeric_sum_keeps_ints_and_promotes_mixed_lists_like_afnio_037() -> None:
    assert F.sum([afnio.Variable(2), afnio.Variable(3)]).data == 5
    assert type(F.sum([afnio.Variable(2), afnio.Variable(3)]).data) is int
    ints = F.sum([afnio.Variable([1, 2, 3]), afnio.Variable([4, 5, 6])]).data
    assert ints == [5, 7, 9] and all(type(v) is int for v in ints)
    mixed = F.sum([afnio.Variable([1, 2, 3.5]), afnio.Variable([4, 5, 6])]).data
    assert mixed == [5, 7, 9.5]  # afnio's doc example, compared as afnio 0.3.7 computes it


def _judge_messages(format_text: str) -> list[dict[str, Any]]:
    task = afnio.Variable(
        "Evaluate if the translation is accurate.", role="evaluation task", requires_grad=True
    )
    fmt = afnio.Variable(format_text, role="output format")
    user = afnio.Variable(
        "<PREDICTION>{prediction}</PREDICTION><TARGET>{target}</TARGET>", role="user query"
    )
    return [{"role": "system", "content": [task, fmt]}, {"role": "user", "content": [user]}]


def test_lm_judge_score_is_a_bool_when_the_prompt_asks_true_false() -> None:
    model = OfflineModel(call_log=CallLog())
    msgs = _judge_messages("Provide 'score' (true/false) and 'explanation' in JSON.")
    pred = afnio.Variable("Hola Mundo", role="translated text", requires_grad=True)
    score, _ = F.lm_judge_evaluator(model, msgs, pred, "Ciao Mondo")
    assert score.data is False
    batch = afnio.Variable(
        ["Hola Mundo", "Salve a tutti"], role="translated text", requires_grad=True
    )
    score, explanation = F.lm_judge_evaluator(model, msgs, batch, ["Ciao Mondo", "Salve a tutti"])
    assert score.data == 1 and explanation.data.endswith("final aggregated score: 1.")
    numeric = _judge_messages("Provide 'score' (1 or 0) and 'explanation' in JSON.")
    score, _ = F.lm_judge_evaluator(model, numeric, pred, "Ciao Mondo")
    assert score.data == 0 and type(score.data) is int


def test_batched_prediction_gradient_is_one_text_per_afnio() -> None:
    bc.set_backward_model_client(OfflineModel(call_log=CallLog()))
    try:
        prediction = afnio.Variable(["green", "blue"], role="color prediction", requires_grad=True)
        score, explanation = F.exact_match_evaluator(prediction, ["red", "blue"])
        assert score.data == 1
        explanation.backward()
        (grad,) = prediction.grad
        assert isinstance(grad.data, str) and grad.role == "feedback to color prediction"
        items = re.findall(r"<ITEM>(.*?)</ITEM>", grad.data, re.DOTALL)
        assert len(items) == 2 and "'green'" in items[0] and "'red'" in items[0]
        assert "matches the target" in items[1]
    finally:
        bc.clear_backward_model_client()


def test_openai_complete_and_embed_offline() -> None:

    client = OpenAI(call_log=CallLog())
    assert client.offline
    assert client.complete("Classify the sentiment: I love this", model="m") == "positive"
    assert asyncio.run(client.acomplete("Calculate 2 + 3", model="m")) == "5"
    a, b, c = client.embed(["the roof is leaking", "The roof is leaking!", "thank you"])
    assert len(a) == 64 and math.isclose(sum(x * x for x in a), 1.0)
    assert a == b and a != c
    assert asyncio.run(client.aembed(["thank you"])) == [c]
    with pytest.raises(TypeError, match="list of str"):
        client.embed([1, 2])


def test_openai_complete_and_embed_on_a_server(make_client: Any, llm_server: Any) -> None:
    client = make_client()
    assert client.complete("Answer in capital letters. hello", model="gpt-4o-mini") == "HELLO"
    assert llm_server.requests[-1]["messages"] == [
        {"role": "user", "content": "Answer in capital letters. hello"}
    ]
    vectors = client.embed(["a b", "c"], model="text-embedding-3-small")
    sent = llm_server.requests[-1]
    assert (sent["input"], sent["model"]) == (["a b", "c"], "text-embedding-3-small")
    assert len(vectors) == 2 and len(vectors[0]) == 64
    assert asyncio.run(client.aembed(["c"], model="text-embedding-3-small")) == [vectors[1]]
    with pytest.raises(ValueError, match="`model` is required"):
        client.embed(["x"])


def test_constants() -> None:

    assert PROVIDER == "openai" == OpenAI(call_log=CallLog()).get_provider()
    assert INITIAL_COST == {"cost": {"amount": 0.0, "currency": "USD"}}
    fresh = OpenAI(call_log=CallLog()).get_usage()
    assert fresh == {**INITIAL_USAGE, **INITIAL_COST}
