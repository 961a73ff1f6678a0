"""``Trainer``: afnio's training loop (``fit``/``validate``/``test``), running locally.

The agent (a :class:`~afnio_lab.cognitive.Module`) supplies the science through hooks:
``training_step(batch, batch_idx)``, ``validation_step``, ``test_step`` return a loss
``(score, explanation)`` (Variables) or a dict with that under ``"loss"`` plus any other
metrics; ``configure_optimizers()`` returns the optimizer. With
``agent.automatic_optimization`` (the default) the trainer clears gradients, runs the step,
calls ``explanation.backward()`` and ``optimizer.step()``; otherwise the step does it.

Beyond afnio, for notebooks: a progress bar per phase and epoch (a widget in Jupyter, text
in a terminal), a live chart of the scores and cost per epoch (Jupyter), and every epoch's
metrics and prompts recorded in the lab's run history (``get_session().experiments``; the
active ``tellurio`` run if there is one), so they can be inspected, diffed and restored.
"""

from __future__ import annotations

import logging
import os
import time
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from afnio_lab.autodiff.grad_mode import no_grad
from afnio_lab.autodiff.variable import Variable
from afnio_lab.cognitive.module import Module
from afnio_lab.lab.ops.experiments import prompts_of
from afnio_lab.lab.records.experiments import EpochRecord, Evaluation, ExperimentRun, PromptUpdate
from afnio_lab.serialization import load, save
from afnio_lab.trainer.history import experiment_for, record_update
from afnio_lab.trainer.plot import LivePlot
from afnio_lab.trainer.progress import PhaseBar, in_notebook, metrics_text

logger = logging.getLogger("afnio_lab.trainer")

StrPath = str | os.PathLike[str]
TRAIN_DATALOADER = Iterable[Any]  # afnio's type names for the loader arguments
EVAL_DATALOADER = Iterable[Any]


class StepOutputError(ValueError):
    """A ``*_step`` hook returned something the trainer cannot read (never retried)."""


def get_batch_size(batch: Any) -> int:
    """How many samples a batch holds, for any :class:`DataLoader` batch shape.

    dict → length of its first value (list, tuple or list-valued Variable; else 1);
    tuple/list → the size of its first element; Variable → ``len(data)`` when data is a
    list or string…; anything else → 1. An empty batch raises ``ValueError``.
    """
    if isinstance(batch, dict):
        if not batch:
            raise ValueError("Batch is empty (size 0), which is not allowed.")
        first = next(iter(batch.values()))
        if isinstance(first, list | tuple):
            size = len(first)
        elif isinstance(first, Variable):
            size = _variable_size(first)
        else:
            size = 1
    elif isinstance(batch, tuple | list):
        if not batch:
            raise ValueError("Batch is empty (size 0), which is not allowed.")
        size = get_batch_size(batch[0])
    elif isinstance(batch, Variable):
        size = _variable_size(batch)
    else:
        size = 1
    if size == 0:
        raise ValueError("Batch is empty (size 0), which is not allowed.")
    return size


def _variable_size(v: Variable) -> int:
    try:
        return len(v.data)
    except TypeError:
        return 1


def parse_step_output(out: Any, step_name: str) -> dict[str, Any]:
    """The metrics of one step: ``{"loss": (score, explanation), …}``."""
    if isinstance(out, dict):
        metrics = dict(out)
    elif isinstance(out, tuple) and len(out) == 2:
        metrics = {"loss": out}
    else:
        raise StepOutputError(
            f"{step_name}() must return either a tuple of Variables (score, explanation) or a "
            f"dict with a 'loss' key holding that tuple, but got {type(out).__name__}."
        )
    loss = metrics.get("loss")
    if not isinstance(loss, tuple) or len(loss) != 2:
        raise StepOutputError(
            f"{step_name}() must return a loss which is a tuple of two Variables "
            f"(score, explanation), but got {type(loss).__name__}."
        )
    if not all(isinstance(v, Variable) for v in loss):
        raise StepOutputError(
            f"Both score and explanation must be Variables, got {type(loss[0]).__name__} and "
            f"{type(loss[1]).__name__} in {step_name}()."
        )
    return metrics


def _metric_value(key: str, value: Any) -> Any:
    if key == "loss" and isinstance(value, tuple):
        value = value[0]
    return value.data if isinstance(value, Variable) else value


class _Averages:
    """Running means of each metric over the batches of a phase."""

    def __init__(self) -> None:
        self.values: defaultdict[str, list[Any]] = defaultdict(list)

    def add(self, metrics: Mapping[str, Any]) -> None:
        for key, value in metrics.items():
            self.values[key].append(_metric_value(key, value))

    def means(self) -> dict[str, float]:
        out = {}
        for key, values in self.values.items():
            try:
                out[key] = sum(values) / len(values)
            except TypeError:  # a non-numeric metric: not averaged
                continue
        return out


def _optimizers(optimizer: Any) -> list[Any]:
    if optimizer is None:
        raise ValueError("configure_optimizers() returned None; return an optimizer (e.g. TGD).")
    return list(optimizer) if isinstance(optimizer, list | tuple) else [optimizer]


class Trainer:
    """Runs training, validation and test loops over an agent's step hooks.

    Args:
        max_epochs: epochs to train (default 10).
        enable_checkpointing: save ``checkpoints/`` under ``default_root_dir`` after every
            batch (``epoch_N/checkpoint_batchB_<time>.hf``) and epoch
            (``checkpoint_epochN_<time>.hf``), with ``afnio_lab.save``.
        enable_progress_bar: show progress bars.
        enable_agent_summary: print the agent before training.
        default_root_dir: where checkpoints go (default: the working directory).
        live_plot: (afnio_lab) the per-epoch chart in Jupyter; None: on in Jupyter only.
        max_retries: (afnio_lab) attempts per step before giving up (afnio: 3). A step whose
            output has the wrong shape is never retried.
    """

    def __init__(
        self,
        *,
        max_epochs: int | None = None,
        enable_checkpointing: bool | None = True,
        enable_progress_bar: bool | None = True,
        enable_agent_summary: bool | None = True,
        default_root_dir: StrPath | None = None,
        live_plot: bool | None = None,
        max_retries: int = 3,
    ) -> None:
        if max_epochs is not None and (not isinstance(max_epochs, int) or max_epochs < 1):
            raise ValueError(f"max_epochs must be a positive int or None, got {max_epochs!r}.")
        if not isinstance(max_retries, int) or max_retries < 1:
            raise ValueError(f"max_retries must be an int >= 1, got {max_retries!r}.")
        self.max_epochs = max_epochs or 10
        self.enable_checkpointing = bool(enable_checkpointing)
        self.enable_progress_bar = bool(enable_progress_bar)
        self.enable_agent_summary = bool(enable_agent_summary)
        self.default_root_dir = (
            os.getcwd() if default_root_dir is None else os.fspath(default_root_dir)
        )
        self._is_notebook = in_notebook()
        self.live_plot = self._is_notebook if live_plot is None else bool(live_plot)
        self.max_retries = max_retries
        self.total_cost = 0.0
        self.last_run: ExperimentRun | None = None  # the run the last call wrote to

    # -- helpers ----------------------------------------------------------------------------
    def _with_retries(self, fn: Callable[[], Any], step_name: str) -> Any:
        for attempt in range(1, self.max_retries + 1):
            try:
                return fn()
            except StepOutputError:
                raise
            except Exception as exc:
                if attempt == self.max_retries:
                    raise RuntimeError(
                        f"{step_name}() failed after {self.max_retries} attempt(s): {exc}"
                    ) from exc
                logger.warning(
                    "Retry %d/%d: %s() failed with %r; retrying…",
                    attempt,
                    self.max_retries,
                    step_name,
                    exc,
                )
        raise AssertionError("unreachable")

    def _training_step(
        self, agent: Module, optimizers: list[Any], batch: Any, batch_idx: int
    ) -> dict[str, Any]:
        automatic = getattr(agent, "automatic_optimization", True)

        def run() -> dict[str, Any]:
            if automatic:
                for opt in optimizers:
                    opt.clear_grad()
            metrics = parse_step_output(agent.training_step(batch, batch_idx), "training_step")
            if automatic:
                _, explanation = metrics["loss"]
                explanation.backward()
                for opt in optimizers:
                    opt.step()
            return metrics

        return self._with_retries(run, "training_step")

    def _eval_step(
        self, hook: Callable[[Any, int], Any], name: str, batch: Any, idx: int
    ) -> dict[str, Any]:
        return self._with_retries(lambda: parse_step_output(hook(batch, idx), name), name)

    def _charge(self, llm_clients: Iterable[Any]) -> None:
        """Add the clients' usage cost to ``total_cost`` and reset their counters."""
        for client in llm_clients:
            usage = client.get_usage()
            self.total_cost += float(usage.get("cost", {}).get("amount", 0.0) or 0.0)
            client.clear_usage()

    def _save_checkpoint(
        self, agent: Module, optimizer: Any, epoch: int, batch: int | None = None
    ) -> str:
        folder = Path(self.default_root_dir) / "checkpoints"
        stamp = time.strftime("%Y%m%d-%H%M%S")
        if batch is None:
            path = folder / f"checkpoint_epoch{epoch}_{stamp}.hf"
        else:
            path = folder / f"epoch_{epoch}" / f"checkpoint_batch{batch}_{stamp}.hf"
        path.parent.mkdir(parents=True, exist_ok=True)
        save(
            {
                "epoch": epoch,
                "batch": batch,
                "agent_state_dict": agent.state_dict(keep_vars=True),
                "optimizer_state_dict": optimizer.state_dict()
                if not isinstance(optimizer, list | tuple)
                else [o.state_dict() for o in optimizer],
            },
            path,
        )
        return str(path)

    @staticmethod
    def _dataset_len(loader: Any) -> int:
        """Samples per pass, for the progress bar: the sampler's count when it has one
        (a weighted sampler may draw more or fewer than the data set holds)."""
        for source in (getattr(loader, "sampler", None), getattr(loader, "dataset", None)):
            if source is None:
                continue
            try:
                return len(source)
            except TypeError:
                continue
        return 0

    @staticmethod
    def _check_loader(loader: Any, name: str) -> None:
        if loader is None:
            raise ValueError(f"{name} must be provided.")
        if not isinstance(loader, Iterable):
            raise TypeError(
                f"Expected {name} to be DataLoader or Iterable, but got {type(loader).__name__}"
            )

    # -- fit --------------------------------------------------------------------------------
    def fit(
        self,
        agent: Module,
        train_dataloader: Iterable[Any] | None = None,
        val_dataloader: Iterable[Any] | None = None,
        ckpt_path: StrPath | None = None,
        llm_clients: Iterable[Any] | None = None,
    ) -> None:
        """Train ``agent`` for ``max_epochs``, validating after each epoch when
        ``val_dataloader`` is given. ``llm_clients``' usage is summed into ``total_cost``.
        ``ckpt_path`` resumes from a checkpoint this trainer wrote (its epoch, prompts and
        optimizer state)."""
        if not isinstance(agent, Module):
            raise TypeError(
                f"Expected agent to be an instance of cog.Module, but got {type(agent).__name__}"
            )
        self._check_loader(train_dataloader, "train_dataloader")
        if val_dataloader is not None:
            self._check_loader(val_dataloader, "val_dataloader")
        if ckpt_path is not None and not isinstance(ckpt_path, str | os.PathLike):
            raise TypeError(
                f"Expected ckpt_path to be str or Path, but got {type(ckpt_path).__name__}"
            )
        for hook in ("training_step", "configure_optimizers"):
            if not _overridden(agent, hook):
                raise AttributeError(f"Your agent must implement {hook}().")
        if val_dataloader is not None and not _overridden(agent, "validation_step"):
            raise AttributeError(
                "Your agent must implement validation_step() when using a `val_dataloader`."
            )
        assert train_dataloader is not None
        clients = list(llm_clients or [])
        if self.enable_agent_summary:
            print(f"{agent}\n")
        optimizer = agent.configure_optimizers()
        optimizers = _optimizers(optimizer)
        object.__setattr__(agent, "_optimizers", optimizer)
        start = self._resume(agent, optimizer, ckpt_path) if ckpt_path is not None else 0
        plot = LivePlot() if self.live_plot else None
        train_len = self._dataset_len(train_dataloader)
        val_len = self._dataset_len(val_dataloader) if val_dataloader is not None else 0
        with experiment_for("fit") as run:
            self.last_run = run
            run.updates.append(PromptUpdate(start, -1, prompts_of(agent)))
            for epoch in range(start + 1, self.max_epochs + 1):
                started = time.perf_counter()
                train = self._train_epoch(
                    agent, optimizers, train_dataloader, epoch, train_len, clients, run
                )
                for name, value in train.items():
                    run.log(f"train_{name}", value, step=epoch)
                val: dict[str, float] = {}
                if val_dataloader is not None:
                    val = self._evaluate(
                        agent,
                        agent.validation_step,
                        val_dataloader,
                        "validation_step",
                        f"Epoch {epoch}/{self.max_epochs} [Validation]",
                        val_len,
                        clients,
                        "val",
                    )
                    for name, value in val.items():
                        run.log(f"val_{name}", value, step=epoch)
                run.log("total_cost($)", self.total_cost, step=epoch)
                run.epochs.append(
                    EpochRecord(
                        epoch,
                        train,
                        val,
                        self.total_cost,
                        prompts_of(agent),
                        time.perf_counter() - started,
                    )
                )
                if self.enable_checkpointing:
                    self._save_checkpoint(agent, optimizer, epoch)
                if plot is not None:
                    plot.update(
                        [
                            {"epoch": r.epoch, "train": r.train, "val": r.val, "cost": r.cost}
                            for r in run.epochs
                        ]
                    )

    def _resume(self, agent: Module, optimizer: Any, ckpt_path: StrPath) -> int:
        if not os.path.isfile(ckpt_path):
            raise FileNotFoundError(f"No checkpoint file at {os.fspath(ckpt_path)!r}.")
        checkpoint = load(ckpt_path)
        if not isinstance(checkpoint, dict) or "agent_state_dict" not in checkpoint:
            raise ValueError(
                f"{os.fspath(ckpt_path)!r} is not a Trainer checkpoint (no 'agent_state_dict')."
            )
        live = {k: v for k, v in agent.named_models() if v is not None}
        # checkpoints hold placeholders for model clients: keep the agent's live ones, and
        # leave slots the agent fills in forward() to be filled there
        state = {
            k: v
            for k, v in checkpoint["agent_state_dict"].items()
            if k in live or not _is_client_placeholder(v)
        }
        agent.load_state_dict(state, model_clients=live)
        saved = checkpoint.get("optimizer_state_dict")
        if saved is not None and not isinstance(optimizer, list | tuple):
            clients = {
                k: v
                for k, v in optimizer.param_groups[0].items()
                if k != "params" and hasattr(v, "get_usage")
            }
            optimizer.load_state_dict(saved, model_clients=clients)
        epoch = int(checkpoint.get("epoch") or 0)
        # a batch checkpoint is mid-epoch: train that epoch again
        return epoch - 1 if checkpoint.get("batch") is not None else epoch

    def _train_epoch(
        self,
        agent: Module,
        optimizers: list[Any],
        loader: Iterable[Any],
        epoch: int,
        total: int,
        clients: list[Any],
        run: ExperimentRun,
    ) -> dict[str, float]:
        agent.train()
        averages = _Averages()
        bar = PhaseBar(
            f"Epoch {epoch}/{self.max_epochs} [Training]",
            total,
            self.enable_progress_bar,
            self._is_notebook,
        )
        try:
            for batch_idx, batch in enumerate(loader):
                size = get_batch_size(batch)
                metrics = self._training_step(agent, optimizers, batch, batch_idx)
                averages.add(metrics)
                self._charge(clients)
                record_update(run, epoch, batch_idx, agent)
                bar.advance(size, metrics_text("train", averages.means(), self.total_cost))
                if self.enable_checkpointing:
                    self._save_checkpoint(agent, agent.optimizers(), epoch, batch=batch_idx)
        finally:
            bar.close()
        return averages.means()

    def _evaluate(
        self,
        agent: Module,
        hook: Callable[[Any, int], Any],
        loader: Iterable[Any],
        step_name: str,
        desc: str,
        total: int,
        clients: list[Any],
        prefix: str,
    ) -> dict[str, float]:
        agent.eval()
        averages = _Averages()
        bar = PhaseBar(desc, total, self.enable_progress_bar, self._is_notebook)
        try:
            with no_grad():
                for idx, batch in enumerate(loader):
                    size = get_batch_size(batch)
                    averages.add(self._eval_step(hook, step_name, batch, idx))
                    self._charge(clients)
                    bar.advance(size, metrics_text(prefix, averages.means(), self.total_cost))
        finally:
            bar.close()
        return averages.means()

    # -- validate / test ---------------------------------------------------------------------
    def validate(
        self,
        agent: Module,
        val_dataloader: Iterable[Any] | None = None,
        llm_clients: Iterable[Any] | None = None,
    ) -> dict[str, float]:
        """Run ``validation_step`` over ``val_dataloader``; returns the averaged metrics."""
        return self._evaluation(
            agent,
            val_dataloader,
            llm_clients,
            "validation_step",
            "val_dataloader",
            "Validation",
            "val",
        )

    def test(
        self,
        agent: Module,
        test_dataloader: Iterable[Any] | None = None,
        llm_clients: Iterable[Any] | None = None,
    ) -> dict[str, float]:
        """Run ``test_step`` over ``test_dataloader``; returns the averaged metrics."""
        return self._evaluation(
            agent, test_dataloader, llm_clients, "test_step", "test_dataloader", "Test", "test"
        )

    def _evaluation(
        self,
        agent: Module,
        loader: Iterable[Any] | None,
        llm_clients: Iterable[Any] | None,
        hook_name: str,
        loader_name: str,
        title: str,
        prefix: str,
    ) -> dict[str, float]:
        self._check_loader(loader, loader_name)
        if not _overridden(agent, hook_name):
            raise AttributeError(f"Your agent must implement {hook_name}().")
        assert loader is not None
        with experiment_for(prefix) as run:
            self.last_run = run
            metrics = self._evaluate(
                agent,
                getattr(agent, hook_name),
                loader,
                hook_name,
                f"[{title}]",
                self._dataset_len(loader),
                list(llm_clients or []),
                prefix,
            )
            for name, value in metrics.items():
                run.log(f"{prefix}_{name}", value)
            run.log("total_cost($)", self.total_cost)
            run.evaluations.append(
                Evaluation(title.lower(), metrics, self.total_cost, prompts_of(agent), time.time())
            )
        return metrics


def _is_client_placeholder(value: Any) -> bool:
    return isinstance(value, dict) and {"class_type", "provider"} <= set(value)


def _overridden(agent: Module, hook: str) -> bool:
    """Whether the agent defines ``hook`` itself (Module's defaults only raise)."""
    method = getattr(type(agent), hook, None)
    return method is not None and method is not getattr(Module, hook, None)
