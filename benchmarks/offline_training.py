"""afnio's Facility Support tutorial, trained offline: seconds and accuracy per epoch.

Runs the tutorial's code cells (tests/compat/afnio_tutorial/facility_support_sentiment.py,
imports swapped to afnio_lab) in this process on Meta's full data set, with the offline
model answering every call, and prints each epoch's duration (training + validation) and
accuracies, the test accuracy before training and of the tutorial's epoch-2 checkpoint,
and the learned prompt.

Run: ``python benchmarks/offline_training.py [--seed N]``. The data set is read from
``AFNIO_LAB_DATA`` (default ``../shared/data`` next to the repository). ``--seed`` seeds
``random``, which the tutorial's weighted sampler draws from (the test uses 0). Timings are
wall-clock on a shared machine (the CPU time of the fit is printed too): compare runs made
back to back.
"""

from __future__ import annotations

import argparse
import builtins
import contextlib
import io
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from afnio_lab.lab import get_session

REPO = Path(__file__).resolve().parents[1]
TUTORIAL = REPO / "tests" / "compat" / "afnio_tutorial"


def tutorial_cells() -> list[str]:
    text = (TUTORIAL / "facility_support_sentiment.py").read_text(encoding="utf-8")
    return [c.strip("\n") for c in text.split("\n# %%\n")[1:]]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    data = Path(os.environ.get("AFNIO_LAB_DATA") or REPO.parent / "shared" / "data")
    if not (data / "FacilitySupport" / "raw" / "dataset.json").is_file():
        sys.exit(f"No FacilitySupport/raw/dataset.json under {data}; set AFNIO_LAB_DATA.")
    for key in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "TELLURIO_USERNAME"):
        os.environ.pop(key, None)
    os.environ["TELLURIO_API_KEY"] = "placeholder-not-used"
    builtins.input = lambda prompt="": "local-user"  # the tutorial asks for a username
    random.seed(args.seed)
    work = Path(tempfile.mkdtemp(prefix="offline-training-"))
    (work / "data").mkdir()
    (work / "data" / "FacilitySupport").symlink_to(data / "FacilitySupport")
    (work / "utils.py").write_text((TUTORIAL / "utils.py").read_text(encoding="utf-8"))
    os.chdir(work)
    sys.path.insert(0, str(work))
    scope: dict[str, object] = {"__name__": "__main__"}
    started, fit_cpu = time.perf_counter(), 0.0
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        for cell in tutorial_cells():
            cpu = time.process_time()
            exec(compile(cell, "tutorial cell", "exec"), scope)
            if cell.startswith("# Train the agent"):
                fit_cpu = time.process_time() - cpu
    total = time.perf_counter() - started
    run = next(r for r in get_session().experiments.values() if r.epochs)
    tests = [e.metrics for e in run.evaluations]
    print(f"Facility Support, seed {args.seed}: {len(run.epochs)} epochs offline")
    print("epoch  seconds  train_acc  val_acc")
    for e in run.epochs:
        print(
            f"{e.epoch:5d}  {e.duration:7.2f}  {e.train['accuracy']:9.3f}  {e.val['accuracy']:7.3f}"
        )
    fit_seconds = sum(e.duration for e in run.epochs)
    print(
        f"fit: {fit_seconds:.2f} s wall, {fit_cpu:.2f} s CPU for {len(run.epochs)} epochs; "
        f"whole tutorial {total:.2f} s wall"
    )
    print(
        f"test accuracy before training {tests[0]['accuracy']:.3f}, "
        f"epoch-2 checkpoint {tests[-1]['accuracy']:.3f}"
    )
    print("learned prompt (epoch 2):", run.epochs[1].prompts["sentiment_task"])


if __name__ == "__main__":
    main()
