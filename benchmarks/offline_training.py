"""afnio's Facility Support tutorial, trained offline: seconds and accuracy per epoch.

Runs the tutorial's code cells (tests/compat/afnio_tutorial/facility_support_sentiment.py,
imports swapped to afnio_lab) in this process on Meta's full data set, with the offline
model answering every call, and prints each epoch's duration (training + validation) and
accuracies, the test accuracy (right answers over all test messages) before training, after
the last epoch and for the checkpoint with the best validation, the Trainer's figures (a mean
over batches, as afnio's) before training and for the tutorial's epoch-2 checkpoint, and the
learned prompt.

Run: ``python benchmarks/offline_training.py [--seed N]``, or ``--seeds 0 1 2 3 4`` for a
table over sampler seeds, each seed in its own process. The data set is read from
``AFNIO_LAB_DATA`` (default ``../shared/data`` next to the repository). ``--seed`` seeds
``random``, which the tutorial's weighted sampler draws from (the test uses 0).
``--momentum N`` trains with TGD momentum N instead of the tutorial's 3 (9 or more: every step
reads all the feedback of the run so far). Timings are wall-clock on a shared machine (the CPU
time of the fit is printed too): compare runs made back to back.
"""

from __future__ import annotations

import argparse
import builtins
import contextlib
import io
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from afnio_lab.lab import get_session

REPO = Path(__file__).resolve().parents[1]
TUTORIAL = REPO / "tests" / "compat" / "afnio_tutorial"


TUTORIAL_MOMENTUM = 3


def tutorial_cells(momentum: int = TUTORIAL_MOMENTUM) -> list[str]:
    """The tutorial's code cells, its TGD momentum replaced by ``momentum``."""
    text = (TUTORIAL / "facility_support_sentiment.py").read_text(encoding="utf-8")
    as_written = f"momentum={TUTORIAL_MOMENTUM},"
    if text.count(as_written) != 1:
        raise ValueError(f"the tutorial no longer says {as_written!r} once")
    text = text.replace(as_written, f"momentum={momentum},")
    return [c.strip("\n") for c in text.split("\n# %%\n")[1:]]


def final_accuracy(scope: dict[str, object]) -> float:
    """Right answers over every test message under the agent's current prompt. The
    Trainer's figure, as afnio's, is a mean over batches, in which the last batch (2 of the 68
    messages) weighs as much as a full one; the tutorial also tests only epoch 2."""
    agent, loader = scope["agent"], scope["test_dataloader"]
    right = count = 0
    for batch in loader:  # type: ignore[attr-defined]
        out = agent.test_step(batch, 0)  # type: ignore[attr-defined]
        right += out["loss"][0].data
        count += len(batch[1][1].data)
    return right / count


def best_checkpoint(scope: dict[str, object], epochs: list) -> tuple[int, float]:
    """The epoch with the best validation accuracy (the first, on a tie) and the right answers
    of its prompts over every test message: the checkpoint afnio's tutorial says to test
    ("Replace with your best checkpoint path")."""
    # rounded: two epochs with the same right answers can differ in the last bit of a mean
    best = max(range(len(epochs)), key=lambda i: (round(epochs[i].val["accuracy"], 9), -i))
    agent = scope["agent"]
    for name, text in epochs[best].prompts.items():
        getattr(agent, name).data = text
    return best + 1, final_accuracy(scope)


def seeds_table(seeds: list[int], momentum: int) -> None:
    """One process per seed (the session and `random` are global); one row each."""
    print(f"TGD momentum {momentum}")
    print(
        "seed  before  final(ep5)  best-val checkpoint  checkpoint(ep2, Trainer's mean)"
        "  validation per epoch"
    )
    befores, checkpoints, finals, bests = [], [], [], []
    for seed in seeds:
        out = subprocess.run(
            [sys.executable, __file__, "--seed", str(seed), "--momentum", str(momentum), "--row"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        row = next(line for line in out.splitlines() if line.startswith("ROW "))
        _, before, final, best_epoch, best, checkpoint, *val = row.split()
        befores.append(float(before))
        finals.append(float(final))
        bests.append(float(best))
        checkpoints.append(float(checkpoint))
        best_col = f"{best} (ep{best_epoch})"
        print(
            f"{seed:4d}  {before:>6}  {final:>10}  {best_col:>19}  {checkpoint:>31}  "
            f"{' '.join(val)}"
        )
    for name, fn in (("mean", lambda v: sum(v) / len(v)), ("min", min), ("max", max)):
        figures = (
            f"{fn(befores):6.3f}  {fn(finals):10.3f}  {fn(bests):19.3f}  {fn(checkpoints):31.3f}"
        )
        print(f"{name:>4}  {figures}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--seeds", type=int, nargs="+", help="print a table over these seeds")
    parser.add_argument(
        "--momentum", type=int, default=TUTORIAL_MOMENTUM, help="TGD momentum (the tutorial's: 3)"
    )
    parser.add_argument("--row", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.seeds:
        seeds_table(args.seeds, args.momentum)
        return
    # absolute: the run links it from a temporary folder
    data = Path(os.environ.get("AFNIO_LAB_DATA") or REPO.parent / "shared" / "data").resolve()
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
        for cell in tutorial_cells(args.momentum):
            if cell.startswith("# Train the agent"):
                before = final_accuracy(scope)
            cpu = time.process_time()
            exec(compile(cell, "tutorial cell", "exec"), scope)
            if cell.startswith("# Train the agent"):
                fit_cpu = time.process_time() - cpu
    total = time.perf_counter() - started
    run = next(r for r in get_session().experiments.values() if r.epochs)
    tests = [e.metrics for e in run.evaluations]
    final = final_accuracy(scope)
    best_epoch, best = best_checkpoint(scope, run.epochs)
    if args.row:
        val = " ".join(f"{e.val['accuracy']:.3f}" for e in run.epochs)
        print(
            f"ROW {before:.3f} {final:.3f} {best_epoch} {best:.3f} {tests[-1]['accuracy']:.3f} {val}"
        )
        return
    print(
        f"Facility Support, seed {args.seed}, momentum {args.momentum}: "
        f"{len(run.epochs)} epochs offline"
    )
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
        f"test accuracy (right answers / messages): before training {before:.3f}, after {final:.3f}"
    )
    print(f"the checkpoint with the best validation (epoch {best_epoch}): {best:.3f}")
    print(
        f"the Trainer's mean over batches: before training {tests[0]['accuracy']:.3f}, "
        f"the tutorial's epoch-2 checkpoint {tests[-1]['accuracy']:.3f}"
    )
    print("learned prompt (epoch 2):", run.epochs[1].prompts["sentiment_task"])
    print("learned prompt (last epoch):", run.epochs[-1].prompts["sentiment_task"])


if __name__ == "__main__":
    main()
