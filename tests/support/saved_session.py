"""A session that holds every saved record type, and a plain description of loaded records.

Why: a file written by one version of afnio_lab must load the same in the next. The fixture
``tests/lab/data/saved_by_v_<commit>.json`` was written from :func:`full_session` by the code
of that commit, and ``saved_by_v_<commit>.loaded.json`` is :func:`describe` of what that same
code loaded back from it; tests/lab/test_saved_files.py loads the file with today's code and
compares. Regenerate both (only when the format version changes) with
``python -m support.saved_session tests/lab/data/saved_by_v_<commit>`` from ``tests/``.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import math
import sys
from pathlib import Path
from typing import Any

import numpy as np

import afnio_lab as afnio
from afnio_lab.autodiff.lm_ops import ChatCompletion
from afnio_lab.lab import Session
from afnio_lab.lab.ops.experiments import new_experiment
from afnio_lab.lab.records.experiments import EpochRecord, Evaluation, PromptUpdate
from afnio_lab.models.call_log import CallLog
from afnio_lab.models.offline import OfflineModel
from afnio_lab.numeric import Tensor

V = afnio.Variable


def full_session() -> Session:
    """Forward runs (a model call, samples, prompts, a re-run), text and numeric backward runs
    (contributions, leaf deliveries, earlier ``.grad``, ``inputs=``), applied and pending
    edits, a replay, value names, calls, and an experiment with every kind of entry."""
    log = CallLog()
    session = Session(call_log=log)
    model = OfflineModel(call_log=log)
    prompt = afnio.cognitive.Parameter("Classify the sentiment.", role="system prompt")
    review = V(["good", "bad"], role="reviews")

    def build() -> dict[str, Any]:
        chat = [
            {"role": "system", "content": [prompt]},
            {"role": "user", "content": [V("Review: {review}", role="user template")]},
        ]
        answer = ChatCompletion.apply(model, chat, {"review": review})
        x = V("abc", "first input", True)
        z = x + V("def", "second input", True)
        return {"answer": answer, "x": x, "z": z}

    forward = session.forward(build, name="text", context={"prompt": prompt, "review": review})
    session.rerun_forward(forward, {"prompt": "Classify the sentiment, briefly."})
    z = next(v.value for v in forward.snapshot.values if forward.names.get(v.uid) == "z")
    session.backward(z, "Make it shorter", name="first")
    session.edit_gradient("Make it longer", value=z)
    session.replay(name="second")
    session.edit_gradient("Make it bolder", value=z)  # left pending

    a = Tensor(np.array([1.0, -2.0]), requires_grad=True)
    b = Tensor(3.0, requires_grad=True)
    y = a * b + a
    session.record_forward({"a": a, "b": b, "y": y}, name="numbers", code="y = a * b + a")
    session.backward(y, np.array([1.0, math.inf]), name="numeric")
    session.backward(y, np.array([0.5, 0.5]), name="again", inputs=[a])

    experiment = new_experiment(session, name="training", project="p", description="d")
    experiment.log("loss", 0.5, step=1)
    experiment.log("accuracy", np.float64(0.75))
    experiment.updates.append(PromptUpdate(1, -1, {"prompt": "before"}))
    experiment.updates.append(PromptUpdate(1, 0, {"prompt": "during"}))
    experiment.epochs.append(
        EpochRecord(1, {"loss": 0.25}, {"loss": 0.5}, 0.02, {"p": "after"}, 1.5)
    )
    experiment.evaluations.append(Evaluation("test", {"accuracy": 1.0}, 0.01, {}, 2.0))
    experiment.finish()
    return session


def describe(value: Any) -> Any:
    """``value`` as JSON that keeps what equality of records sees: each dataclass's type
    and compared fields, numpy arrays with their dtype, tuples apart from lists, dict keys
    with their type, and non-finite floats by name."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            "type": type(value).__name__,
            "fields": {
                f.name: describe(getattr(value, f.name))
                for f in dataclasses.fields(value)
                if f.compare
            },
        }
    if isinstance(value, np.ndarray):
        return {"ndarray": describe(value.tolist()), "dtype": str(value.dtype)}
    if isinstance(value, np.generic):
        return {"numpy": describe(value.item()), "dtype": str(value.dtype)}
    if isinstance(value, tuple):
        return {"tuple": [describe(v) for v in value]}
    if isinstance(value, list):
        return [describe(v) for v in value]
    if isinstance(value, dict):
        return {"dict": [[describe(k), describe(v)] for k, v in value.items()]}
    if isinstance(value, float) and not math.isfinite(value):
        return {"float": repr(value)}
    return value


def describe_contents(session: Session) -> dict[str, Any]:
    """What a loaded session holds, described (runs, history, names, calls, experiments)."""
    return {
        "runs": describe(list(session.runs.values())),
        "history": describe(session.history),
        "names": describe(session.names),
        "calls": describe(list(session.call_log.records)),
        "experiments": describe(list(session.experiments.values())),
    }


def write_fixture(stem: str) -> None:
    """Save :func:`full_session` to ``<stem>.json`` and describe its loading in
    ``<stem>.loaded.json``."""
    saved = Path(full_session().save(f"{stem}.json"))
    loaded = describe_contents(Session.load(str(saved)))
    Path(f"{stem}.loaded.json").write_text(json.dumps(loaded, indent=1) + "\n")


if __name__ == "__main__":
    write_fixture(sys.argv[1])


DELETE = object()  # as a mutation's value: remove the key


def mutated(payload: dict[str, Any], path: list[Any], value: Any) -> dict[str, Any]:
    """A deep copy of a saved payload with the value at ``path`` replaced (or deleted)."""
    out = copy.deepcopy(payload)
    target = out
    for key in path[:-1]:
        target = target[key]
    if value is DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return out
