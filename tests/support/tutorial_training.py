"""Train a classifier prompt on a labelled data set the way afnio's Facility Support tutorial
does: a ``cog.Module`` with a system-prompt Parameter and a user template, a strict
``json_schema`` enum, afnio's ``Trainer`` (5 epochs, batch 33), TGD with momentum 3, the
exact-match evaluator, and a weighted sampler with replacement (or plain shuffling)."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

import afnio_lab as afnio
import afnio_lab.cognitive as cog
import afnio_lab.cognitive.functional as F
from afnio_lab.models import CallLog, OfflineModel
from afnio_lab.models import backward_client as bc
from afnio_lab.trainer import Trainer
from afnio_lab.utils.data import DataLoader, Dataset, WeightedRandomSampler


class Labelled(Dataset[Any]):
    """``(text, label)`` pairs as afnio's data sets give them: Variables."""

    def __init__(self, rows: list[tuple[str, str]]) -> None:
        self.rows = rows

    def __getitem__(self, index: int) -> Any:
        text, label = self.rows[index]
        return afnio.Variable(text, role="input text"), afnio.Variable(label, role="label")

    def __len__(self) -> int:
        return len(self.rows)


@dataclass
class Outcome:
    before: float
    after: float
    answers_before: Counter[str]
    answers_after: Counter[str]
    prompt: str


def _schema(labels: list[str]) -> dict[str, Any]:
    return {
        "type": "json_schema",
        "json_schema": {
            "strict": True,
            "name": "label_schema",
            "schema": {
                "type": "object",
                "properties": {"label": {"type": "string", "enum": labels}},
                "additionalProperties": False,
                "required": ["label"],
            },
        },
    }


def train_like_tutorial(
    prompt: str,
    template: str,
    labels: list[str],
    train: list[tuple[str, str]],
    test: list[tuple[str, str]],
    *,
    sampler: str = "weighted",
    seed: int = 0,
    epochs: int = 5,
    batch: int = 33,
) -> Outcome:
    """Test accuracy and answers before and after ``trainer.fit`` (``template`` holds
    ``{text}``)."""
    fmt = _schema(labels)
    model = OfflineModel(call_log=CallLog())
    bc.set_backward_model_client(model)

    class Agent(cog.Module):
        def __init__(self) -> None:
            super().__init__()
            self.task = cog.Parameter(data=prompt, role="system prompt", requires_grad=True)
            self.user = afnio.Variable(data=template, role="input template")
            self.classifier = cog.ChatCompletion()

        def forward(self, inputs: Any) -> Any:
            messages = [
                {"role": "system", "content": [self.task]},
                {"role": "user", "content": [self.user]},
            ]
            return self.classifier(model, messages, inputs=inputs, response_format=fmt)

        def training_step(self, batch_: Any, batch_idx: int) -> Any:
            x, gold = batch_
            pred = self({"text": x})
            pred.data = [json.loads(item)["label"] for item in pred.data]
            loss = F.exact_match_evaluator(pred, gold)
            return {"loss": loss, "accuracy": loss[0].data / len(gold.data)}

        def validation_step(self, batch_: Any, batch_idx: int) -> Any:
            return self.training_step(batch_, batch_idx)

        def configure_optimizers(self) -> Any:
            return afnio.optim.TGD(self.parameters(), model_client=model, momentum=3)

    def evaluate(agent: Agent) -> tuple[float, Counter[str]]:
        answers: Counter[str] = Counter()
        right = 0
        for x, gold in DataLoader(Labelled(test), batch_size=batch):
            pred = agent({"text": x})
            got = [json.loads(item)["label"] for item in pred.data]
            answers.update(got)
            right += sum(a == b for a, b in zip(got, gold.data))
        return right / len(test), answers

    try:
        random.seed(seed)  # the tutorial's weighted sampler draws from `random`
        data = Labelled(train)
        if sampler == "weighted":
            counts = Counter(label for _, label in train)
            weights = [len(train) / counts[label] for _, label in train]
            loader = DataLoader(
                data,
                sampler=WeightedRandomSampler(weights, num_samples=len(train), replacement=True),
                batch_size=batch,
            )
        else:
            loader = DataLoader(data, shuffle=True, batch_size=batch, seed=seed)
        agent = Agent()
        before, answers_before = evaluate(agent)
        trainer = Trainer(
            max_epochs=epochs,
            enable_checkpointing=False,
            enable_progress_bar=False,
            enable_agent_summary=False,
            live_plot=False,
        )
        trainer.fit(agent=agent, train_dataloader=loader)
        after, answers_after = evaluate(agent)
        return Outcome(before, after, answers_before, answers_after, agent.task.data)
    finally:
        bc.clear_backward_model_client()
