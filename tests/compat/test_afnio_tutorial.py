"""afnio's facility_support_sentiment tutorial runs unchanged (imports swapped) on the
offline model, in a real Jupyter kernel, on Meta's full Facility Support data, and the
offline learner raises its accuracy.

The cells come from tests/afnio_tutorial/facility_support_sentiment.py (a copy of the
tutorial's code cells, see its header). The harness stands in for the person at the
keyboard: it answers the tutorial's ``input()`` prompt, sets a placeholder Tellurio key,
and links the full data set (``AFNIO_LAB_DATA``, default ``../shared/data``, see
tests/support/shared_data.py) where the tutorial reads its data (``data/``).
"""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from support.paths import REPO
from support.shared_data import facility_support_root

HERE = Path(__file__).parent / "afnio_tutorial"

HARNESS = (
    "# the person at the keyboard, typing their username when the tutorial asks\n"
    "get_ipython().kernel.raw_input = lambda prompt='': 'local-user'\n"
    "# the tutorial's sampler has no seed; seeding `random` makes this run reproducible\n"
    "import random\n"
    "random.seed(0)"
)

REPORT = """import json
from afnio_lab.lab import get_session
_x = get_session().experiments
print("REPORT" + json.dumps({
    "runs": [{"name": r.name, "status": r.status, "project": r.project,
              "metrics": [m.name for m in r.metrics],
              "initial": r.initial_prompts,
              "epochs": [{"epoch": e.epoch, "train": e.train, "val": e.val,
                          "prompt": e.prompts["sentiment_task"]} for e in r.epochs],
              "evaluations": [e.metrics for e in r.evaluations]} for r in _x.values()],
    "best_prompt": best_agent.sentiment_task.data,
    "final_prompt": agent.sentiment_task.data,
    "before_test_accuracy": _before_accuracy,
    "final_test_accuracy": _final_accuracy,
}))"""

# right answers over every test message under the agent's prompt, before training and for
# the trained agent itself (its last epoch), besides the tutorial's checkpoint: the Trainer's
# figure is a mean over batches, in which the last batch (2 messages) weighs as much as a full one
RIGHT_SHARE = """_right = _count = 0
for _batch in test_dataloader:
    _out = agent.test_step(_batch, 0)
    _right += _out["loss"][0].data
    _count += len(_batch[1][1].data)
{name} = _right / _count"""


def tutorial_cells() -> list[str]:
    text = (HERE / "facility_support_sentiment.py").read_text(encoding="utf-8")
    chunks = text.split("\n# %%\n")[1:]  # the first chunk is the header comment
    return [c.strip("\n") for c in chunks]


@pytest.fixture(scope="module")
def executed(tmp_path_factory: pytest.TempPathFactory) -> nbformat.NotebookNode:
    work = tmp_path_factory.mktemp("tutorial")
    shutil.copy(HERE / "utils.py", work / "utils.py")
    root = facility_support_root()
    (work / "data").mkdir()
    (work / "data" / "FacilitySupport").symlink_to(root / "FacilitySupport")
    nb = nbformat.v4.new_notebook()
    cells = [HARNESS]
    for cell in tutorial_cells():
        if cell.startswith("# Train the agent"):
            cells.append(RIGHT_SHARE.format(name="_before_accuracy"))
        cells.append(cell)
    cells += [RIGHT_SHARE.format(name="_final_accuracy"), REPORT]
    nb.cells = [nbformat.v4.new_code_cell(c) for c in cells]
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "TELLURIO_USERNAME")
    }
    env["TELLURIO_API_KEY"] = "placeholder-not-used"
    env["PYTHONPATH"] = os.pathsep.join([str(REPO), env.get("PYTHONPATH", "")])
    old = dict(os.environ)
    os.environ.clear()
    os.environ.update(env)  # the kernel inherits this process's environment
    try:
        NotebookClient(
            nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(work)}}
        ).execute()
    finally:
        os.environ.clear()
        os.environ.update(old)
    nb.metadata["work"] = str(work)
    return nb


def _report(nb: nbformat.NotebookNode) -> dict:
    for out in nb.cells[-1].outputs:
        if out.get("name") == "stdout" and "REPORT" in out.text:
            return json.loads(out.text.split("REPORT", 1)[1])
    raise AssertionError("the report cell printed nothing")


def test_every_tutorial_cell_runs(executed: nbformat.NotebookNode) -> None:
    assert (
        len(executed.cells) == len(tutorial_cells()) + 4
    )  # harness, two right-share cells, report
    for cell in executed.cells:
        assert all(o.output_type != "error" for o in cell.outputs), cell.source[:80]


def test_training_changes_the_prompt_across_epochs(executed: nbformat.NotebookNode) -> None:
    report = _report(executed)
    fit = [r for r in report["runs"] if r["epochs"]]
    assert len(fit) == 1, "the tutorial's fit wrote to its tellurio run"
    run = fit[0]
    assert run["project"] == "Facility Support" and run["status"] == "COMPLETED"
    prompts = [run["initial"]["sentiment_task"]] + [e["prompt"] for e in run["epochs"]]
    assert len(run["epochs"]) == 5
    assert prompts[0] == "Read the provided message and determine the sentiment."
    assert prompts[-1] != prompts[0]
    assert prompts[-1].startswith(prompts[0])  # the offline optimizer appends instructions
    assert len(set(prompts)) >= 3, prompts  # it kept changing over the epochs
    # the agent loaded from the epoch-2 checkpoint holds epoch 2's prompt
    assert report["best_prompt"] == run["epochs"][1]["prompt"]
    # metrics went to the local run as afnio logs them
    for name in (
        "train_loss",
        "train_accuracy",
        "val_loss",
        "val_accuracy",
        "total_cost($)",
        "test_loss",
        "test_accuracy",
    ):
        assert name in run["metrics"]


def test_training_learns_on_the_full_data(executed: nbformat.NotebookNode) -> None:
    """The figures hold for every sampler draw (``benchmarks/offline_training.py --seeds 0 1 …
    47``: right answers 0.603 before training, 0.750-0.941 after the last epoch; the Trainer's
    mean over batches for the epoch-2 checkpoint 0.495-0.939, as its last batch of 2 messages
    weighs as much as a full one: a third of the figure). The run's draw depends on what else
    in the kernel takes from ``random`` (it differs at the declared floors), so a figure
    reached by one draw only is not asserted; validation falls after epoch 1 in some draws, not
    in the tests' own. afnio's published gpt-4.1-nano/gpt-5 run goes 0.68 -> 0.90 (the
    Trainer's figure); 0.85 is reached by 28 of the first 48 draws, 0.854 on average, and with
    TGD momentum 10 instead of the tutorial's 3 by 45 of them, 0.879 on average (``--momentum
    10``)."""
    report = _report(executed)
    run = next(r for r in report["runs"] if r["epochs"])
    baseline, after = run["evaluations"][0]["accuracy"], run["evaluations"][-1]["accuracy"]
    val = [e["val"]["accuracy"] for e in run["epochs"]]
    print(
        f"Trainer's figure before training {baseline:.3f}, epoch-2 checkpoint {after:.3f}; "
        f"right answers before {report['before_test_accuracy']:.3f} and after the last epoch "
        f"{report['final_test_accuracy']:.3f}; validation per epoch "
        + ", ".join(f"{v:.3f}" for v in val)
        + f"\nlearned prompt (epoch 2): {report['best_prompt']}"
    )
    # the untrained prompt is no worse than always answering the most common label
    # (38 of the 68 test messages are neutral: 0.56); afnio's gpt-4.1-nano starts at 0.68
    assert baseline >= 0.56
    assert after >= 0.45
    assert val[1] > val[0]  # validation rises up to the checkpoint the tutorial keeps
    assert report["final_test_accuracy"] >= 0.72
    assert report["final_test_accuracy"] > report["before_test_accuracy"] + 0.1
    assert run["epochs"][-1]["train"]["accuracy"] > run["epochs"][0]["train"]["accuracy"]
    # the learned prompt holds readable cue rules, none from a single sample
    assert re.search(r"' (strongly )?signals positive \(seen in", report["best_prompt"])
    assert "(seen in 1 example" not in report["best_prompt"]
    # the tutorial's optimizer constraint: no braces in the improved system prompt
    assert "{" not in report["final_prompt"] and "}" not in report["final_prompt"]


def test_notebook_shows_progress_plot_and_checkpoints(executed: nbformat.NotebookNode) -> None:
    fit_cell = next(c for c in executed.cells if c.source.startswith("# Train the agent"))
    mimes = [m for o in fit_cell.outputs for m in o.get("data", {})]
    assert "application/vnd.jupyter.widget-view+json" in mimes  # tqdm's notebook bars
    html_out = " ".join(o["data"].get("text/html", "") for o in fit_cell.outputs if "data" in o)
    assert "afnio-lab-training-plot" in html_out and "<svg" in html_out
    work = Path(executed.metadata["work"])
    assert len(list((work / "checkpoints").glob("checkpoint_epoch*_*.hf"))) == 5
