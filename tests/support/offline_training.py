"""Train a classification prompt with the offline model through the real ops
(ChatCompletion forward, exact-match evaluator, backward, TGD with momentum)."""

from __future__ import annotations

import random

import afnio_lab as afnio
import afnio_lab.cognitive as cog
import afnio_lab.cognitive.functional as F
from afnio_lab.models import CallLog, OfflineModel
from afnio_lab.models import backward_client as bc


def train_prompt(
    prompt: str,
    texts: list[str],
    targets: list[str],
    epochs: int = 5,
    batch: int = 30,
    template: str = "Text: {text}",
) -> str:
    """The prompt after ``epochs`` of shuffled batches (the same order for the same data);
    ``template`` is the user message, ``{text}`` the input."""
    model = OfflineModel(call_log=CallLog())
    bc.set_backward_model_client(model)
    try:
        task = cog.Parameter(prompt, role="system prompt", requires_grad=True)
        user = afnio.Variable(template, role="input template")
        messages = [
            {"role": "system", "content": [task]},
            {"role": "user", "content": [user]},
        ]
        optimizer = afnio.optim.TGD([task], model_client=model, momentum=3)
        rng = random.Random(0)
        for _ in range(epochs):
            order = list(range(len(texts)))
            rng.shuffle(order)
            for start in range(0, len(order), batch):
                idx = order[start : start + batch]
                optimizer.clear_grad()
                inputs = afnio.Variable([texts[i] for i in idx], role="input text")
                pred = F.chat_completion(model, messages, inputs={"text": inputs})
                _, explanation = F.exact_match_evaluator(pred, [targets[i] for i in idx])
                explanation.backward()
                optimizer.step()
        return task.data
    finally:
        bc.clear_backward_model_client()


def accuracy(
    prompt: str, texts: list[str], targets: list[str], template: str = "Text: {text}"
) -> float:
    """Share of ``texts`` the offline model labels as ``targets`` under ``prompt``, each
    filled into ``template``."""
    model = OfflineModel(call_log=CallLog())
    right = 0
    for text, target in zip(texts, targets):
        messages = [
            {"role": "system", "content": prompt},
            {"role": "user", "content": template.format(text=text)},
        ]
        right += model.respond(messages).text.strip() == target
    return right / len(texts)
