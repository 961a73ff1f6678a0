"""afnio_lab.trainer: the training loop, its bookkeeping (run history, checkpoints, cost,
progress), its errors; the lab's experiment records (lab/records/experiments.py); the local
tellurio API."""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import Any

import pytest

import afnio_lab as afnio
import afnio_lab.cognitive as cog
import afnio_lab.cognitive.functional as F
import afnio_lab.tellurio as te
from afnio_lab.lab import Session, get_session, set_session
from afnio_lab.models import CallLog, OfflineModel
from afnio_lab.models import backward_client as bc
from afnio_lab.tellurio import active as training
from afnio_lab.trainer import Trainer, get_batch_size
from afnio_lab.trainer.plot import render_history
from afnio_lab.trainer.trainer import StepOutputError
from afnio_lab.utils.data import DataLoader, Dataset, WeightedRandomSampler


class Words(Dataset):
    """Inputs whose uppercase form is the target: the offline model learns "capital letters"."""

    WORDS = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"]

    def __getitem__(self, i: int):
        return afnio.Variable(self.WORDS[i], role="word"), afnio.Variable(self.WORDS[i].upper())

    def __len__(self) -> int:
        return len(self.WORDS)


class Shouter(cog.Module):
    def __init__(self, model: Any) -> None:
        super().__init__()
        self.model = model
        self.instruction = cog.Parameter("Repeat the word.", role="instruction", requires_grad=True)
        self.chat = cog.ChatCompletion()
        self.steps = 0

    def forward(self, words: afnio.Variable) -> afnio.Variable:
        msgs = [
            {"role": "system", "content": [self.instruction]},
            {"role": "user", "content": [afnio.Variable("{word}")]},
        ]
        return self.chat(self.model, msgs, inputs={"word": words})

    def training_step(self, batch: Any, batch_idx: int) -> Any:
        self.steps += 1
        words, targets = batch
        score, explanation = F.exact_match_evaluator(self(words), targets)
        return {"loss": (score, explanation), "accuracy": score.data / len(targets.data)}

    def validation_step(self, batch: Any, batch_idx: int) -> Any:
        return self.training_step(batch, batch_idx)

    def test_step(self, batch: Any, batch_idx: int) -> Any:
        return self.training_step(batch, batch_idx)

    def configure_optimizers(self) -> Any:
        return afnio.optim.TGD(self.parameters(), model_client=self.model)


@pytest.fixture(autouse=True)
def fresh_state(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.chdir(tmp_path)
    previous = get_session()
    set_session(Session())
    training.set_active_run(None)
    bc.set_backward_model_client(OfflineModel(call_log=CallLog()))
    yield
    bc.clear_backward_model_client()
    training.set_active_run(None)
    set_session(previous)


def make(epochs: int = 2, **kwargs: Any) -> tuple[Shouter, Trainer]:
    return Shouter(OfflineModel(call_log=CallLog())), Trainer(max_epochs=epochs, **kwargs)


def test_fit_learns_and_records_every_epoch(tmp_path: Path, capsys) -> None:
    agent, trainer = make(3)
    loader = DataLoader(Words(), batch_size=3)
    assert trainer.test(agent, loader)["accuracy"] == 0.0
    trainer.fit(agent, train_dataloader=loader, val_dataloader=DataLoader(Words(), batch_size=6))
    assert agent.instruction.data == "Repeat the word. Answer in capital letters."
    assert trainer.test(agent, loader) == {"loss": 3.0, "accuracy": 1.0}
    run = trainer.last_run
    assert run is not None and run.status == "COMPLETED"
    fit = get_session().experiment("fit")
    assert [e.epoch for e in fit.epochs] == [1, 2, 3]
    assert fit.epochs[0].train["accuracy"] == 0.5  # the first batch fails, the step fixes it
    assert fit.epochs[0].val == {"loss": 6.0, "accuracy": 1.0}
    assert fit.initial_prompts == {"instruction": "Repeat the word."}
    assert fit.prompts(1) == {"instruction": "Repeat the word. Answer in capital letters."}
    assert [(u.epoch, u.batch) for u in fit.updates] == [
        (0, -1),
        (1, 0),
        (1, 1),
        (2, 0),
        (2, 1),
        (3, 0),
        (3, 1),
    ]
    assert "+Repeat the word. Answer in capital letters." in fit.prompt_diff(0, 1)
    assert [v for _, v in fit.metric("train_accuracy")] == [0.5, 1.0, 1.0]
    assert fit.metric("total_cost($)") == [(1, 0.0), (2, 0.0), (3, 0.0)]
    out = capsys.readouterr()
    assert out.out.startswith("Shouter(")  # the agent summary
    assert "Epoch 3/3 [Training]: 100%" in out.err and "train_accuracy: 1.0000" in out.err
    assert "Epoch 1/3 [Validation]" in out.err
    ckpts = sorted(
        p.relative_to(tmp_path).as_posix() for p in (tmp_path / "checkpoints").rglob("*.hf")
    )
    assert len(ckpts) == 3 + 6
    assert all(
        re.fullmatch(
            r"checkpoints/(checkpoint_epoch\d_\d{8}-\d{6}|epoch_\d/"
            r"checkpoint_batch\d_\d{8}-\d{6})\.hf",
            c,
        )
        for c in ckpts
    )
    saved = afnio.load(next((tmp_path / "checkpoints").glob("checkpoint_epoch1_*.hf")))
    assert saved["epoch"] == 1 and saved["batch"] is None
    assert saved["agent_state_dict"]["instruction"].data.endswith("capital letters.")
    assert agent.optimizers() is not None


def test_restore_prompts_and_session_round_trip(tmp_path: Path) -> None:
    agent, trainer = make(1, enable_progress_bar=False, enable_checkpointing=False)
    trainer.fit(agent, DataLoader(Words(), batch_size=6))
    fit = trainer.last_run
    agent.instruction.data = "something else"
    fit.restore_prompts(agent, epoch=1)
    assert agent.instruction.data.endswith("capital letters.")
    fit.restore_prompts(agent, epoch=0)
    assert agent.instruction.data == "Repeat the word."
    with pytest.raises(ValueError, match="no epoch 4"):
        fit.prompts(4)
    path = get_session().save(str(tmp_path / "s.json"))
    loaded = Session.load(path).experiment(fit.id)
    assert loaded.epochs == fit.epochs and loaded.updates == fit.updates
    html = fit._repr_html_()
    assert "capital letters" in html and "<table>" in html


def test_resume_from_a_checkpoint(tmp_path: Path) -> None:
    agent, trainer = make(1, enable_progress_bar=False)
    trainer.fit(agent, DataLoader(Words(), batch_size=6))
    ckpt = next((tmp_path / "checkpoints").glob("checkpoint_epoch1_*.hf"))
    again, trainer2 = make(2, enable_progress_bar=False, enable_checkpointing=False)
    trainer2.fit(again, DataLoader(Words(), batch_size=6), ckpt_path=ckpt)
    assert again.steps == 1  # only epoch 2 ran
    assert [e.epoch for e in trainer2.last_run.epochs] == [2]
    assert again.instruction.data.endswith("capital letters.")
    with pytest.raises(FileNotFoundError, match="No checkpoint file"):
        trainer2.fit(again, DataLoader(Words()), ckpt_path=tmp_path / "nope.hf")


def test_progress_counts_what_the_sampler_draws(capsys) -> None:

    agent, trainer = make(1, enable_checkpointing=False, enable_agent_summary=False)
    loader = DataLoader(Words(), batch_size=4, sampler=WeightedRandomSampler([1] * 6, 10))
    trainer.fit(agent, loader)
    assert "10/10 [" in capsys.readouterr().err
    assert trainer._dataset_len([1, 2, 3]) == 0  # a plain iterable: no total


def test_manual_optimization_and_suppressed_notifications() -> None:
    agent, trainer = make(1, enable_progress_bar=False, enable_checkpointing=False)
    agent.automatic_optimization = False
    with te.suppress_variable_notifications():
        trainer.fit(agent, DataLoader(Words(), batch_size=3))
    assert agent.instruction.data == "Repeat the word."  # the step did not optimize
    assert [u.batch for u in trainer.last_run.updates] == [-1]  # updates not recorded


def test_step_errors() -> None:
    agent, trainer = make(1, enable_progress_bar=False, enable_checkpointing=False)
    calls = []

    def wrong_shape(batch: Any, idx: int) -> Any:
        calls.append(idx)
        return 0.5

    agent.training_step = wrong_shape
    with pytest.raises(StepOutputError, match="must return either a tuple of Variables"):
        trainer.fit(agent, DataLoader(Words(), batch_size=6))
    assert calls == [0]  # a shape error is not retried

    def flaky(batch: Any, idx: int) -> Any:
        calls.append(idx)
        raise ConnectionError("model unreachable")

    agent.validation_step = flaky
    with pytest.raises(RuntimeError, match=r"validation_step\(\) failed after 3 attempt"):
        trainer.validate(agent, DataLoader(Words(), batch_size=6))
    assert calls == [0, 0, 0, 0]
    with pytest.raises(TypeError, match="instance of cog.Module"):
        trainer.fit("agent", DataLoader(Words()))
    with pytest.raises(ValueError, match="train_dataloader must be provided"):
        trainer.fit(agent)
    with pytest.raises(AttributeError, match="must implement training_step"):
        trainer.fit(cog.Module(), DataLoader(Words()))
    with pytest.raises(AttributeError, match="must implement test_step"):
        trainer.test(cog.Module(), DataLoader(Words()))
    with pytest.raises(ValueError, match="max_epochs must be a positive int"):
        Trainer(max_epochs=0)
    assert Trainer().max_epochs == 10


class Billed:
    """A client that reports one cent per call (what llm_clients expects)."""

    def __init__(self) -> None:
        self.cleared = 0

    def get_usage(self) -> dict:
        return {"cost": {"amount": 0.01, "currency": "USD"}}

    def clear_usage(self) -> None:
        self.cleared += 1


def test_cost_from_llm_clients_is_summed_and_logged() -> None:
    agent, trainer = make(2, enable_progress_bar=False, enable_checkpointing=False)
    client = Billed()
    run = te.init("me", "Costs")
    trainer.fit(agent, DataLoader(Words(), batch_size=3), llm_clients=[client])
    assert client.cleared == 4 and trainer.total_cost == pytest.approx(0.04)
    assert trainer.last_run is run.record  # fit wrote to the active tellurio run
    assert [round(v, 4) for _, v in run.record.metric("total_cost($)")] == [0.02, 0.04]
    assert run.status == te.RunStatus.RUNNING  # the user's run stays open
    run.finish()
    assert run.status == te.RunStatus.COMPLETED


@pytest.mark.parametrize(
    ("batch", "size"),
    [
        ({"a": [1, 2, 3]}, 3),
        ({"a": afnio.Variable(["x", "y"])}, 2),
        ({"a": 5}, 1),
        ((afnio.Variable(["x", "y"]), afnio.Variable(["p", "q"])), 2),
        ([["a", "b"], ["c", "d"]], 1),  # as afnio: the size of the first element's first item
        (afnio.Variable(7), 1),
        (object(), 1),
    ],
)
def test_get_batch_size(batch: Any, size: int) -> None:
    assert get_batch_size(batch) == size


@pytest.mark.parametrize("empty", [{}, (), [], {"a": []}, afnio.Variable([])])
def test_get_batch_size_refuses_empty(empty: Any) -> None:
    with pytest.raises(ValueError, match="Batch is empty"):
        get_batch_size(empty)


def test_live_plot_svg_escapes_names() -> None:
    html = render_history(
        [
            {"epoch": 1, "train": {"acc<b>": 0.5}, "val": {"acc<b>": 0.25}, "cost": 0.0},
            {"epoch": 2, "train": {"acc<b>": 1.0}, "val": {"acc<b>": 0.75}, "cost": 0.01},
        ]
    )
    assert "acc&lt;b&gt;" in html and "acc<b>" not in html
    assert html.count("<svg") == 2 and "polyline" in html and "total cost ($)" in html
    assert 'stroke-dasharray="4 3"' in html  # validation is dashed


# --- local tellurio ---------------------------------------------------------------------------


def test_tellurio_is_local(caplog: pytest.LogCaptureFixture, monkeypatch) -> None:
    monkeypatch.setenv("TELLURIO_USERNAME", "ada")
    with caplog.at_level(logging.INFO, logger="afnio_lab"):
        who = te.login(api_key="tk-secret-123")
    assert who == {"email": None, "username": "ada", "session_id": None}
    assert "tk-secret-123" not in caplog.text and "not used or stored" in caplog.text
    with pytest.raises(ValueError, match="No active run is set"):
        te.log("x", 1)
    first = te.init("ada", "My Project", description="baseline")
    assert first.project.slug == "my-project" and first.name.startswith("my-project-")
    te.log("accuracy", 0.5, step=1)
    assert first.record.metric("accuracy") == [(1, 0.5)]
    second = te.init("ada", "My Project", name="second")
    assert first.status == te.RunStatus.FAILED and second.name == "second"
    with pytest.raises(KeyError), second:
        raise KeyError("boom")
    assert second.status == te.RunStatus.CRASHED
    with pytest.raises(ValueError, match="No active run"):
        te.log("y", 2)
    assert [x.name for x in get_session().experiments.values()][-2:] == [first.name, "second"]
    with pytest.raises(ValueError, match="project_display_name must be a non-empty string"):
        te.init("ada", "  ")


def test_suppress_variable_notifications_nests() -> None:
    assert not te.is_variable_notify_suppressed()
    with te.suppress_variable_notifications():
        with te.suppress_variable_notifications():
            assert te.is_variable_notify_suppressed()
        assert te.is_variable_notify_suppressed()
    assert not te.is_variable_notify_suppressed()


def test_configure_logging_touches_only_afnio_lab() -> None:
    root = logging.getLogger()
    before = (root.level, list(root.handlers))
    te.configure_logging("debug")
    assert logging.getLogger("afnio_lab").level == logging.DEBUG
    te.configure_logging("warning")
    assert (root.level, list(root.handlers)) == before
    with pytest.raises(ValueError, match="Unknown verbosity"):
        te.configure_logging("loud")
    with pytest.raises(TypeError):
        te.configure_logging(10)
