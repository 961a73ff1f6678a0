# %% [markdown]
# # Comparing prompts: the prompt engineer's loop
#
# Change a prompt, run the pipeline again, and see **per input** what changed: each run's
# answer and score side by side, fixes and regressions marked, with each run's score, calls,
# tokens, cost and latency. Then let the optimizer propose the next version and put it in the
# same comparison. Everything runs on the offline teaching model (no key).

# %%
# %load_ext afnio_lab
import json

import afnio_lab as afnio
import afnio_lab.cognitive.functional as F
from afnio_lab.models import OpenAI, set_backward_model_client
from afnio_lab.optim import TGD
from afnio_lab.widgets import OptimizerPreview

model = OpenAI()  # no key configured: the offline teaching model answers
set_backward_model_client(model, completion_args={"model": "gpt-4o-mini"})
with open("data/reviews.json") as file:
    reviews = json.load(file)
texts = [r["review"] for r in reviews]
targets = [r["label"] for r in reviews]
system = afnio.cognitive.Parameter("Classify the sentiment of the review.", role="system prompt")
template = afnio.Variable("Review: {review}", role="user message template")
messages = [{"role": "system", "content": [system]}, {"role": "user", "content": [template]}]

# %% [markdown]
# ## v1: the first prompt and its score
#
# `%%afnio_forward` records what the cell produced per review: the review that filled the
# template, the expected label, the answer, the evaluator's score and explanation, and the
# model calls (`--quiet`: no graph this time).

# %%
# %%afnio_forward --name v1 --quiet
answers = F.chat_completion(model, messages, {"review": texts}, model="gpt-4o-mini")
score, explanation = F.exact_match_evaluator(answers, targets)

# %% tags=["nbval-check-output"]
print(f"v1: {score.data} of {len(targets)}:", answers.data[:3])

# %% [markdown]
# ## v2: an edit by hand
#
# The targets are in capital letters (`Label: POSITIVE`); the answers are not. Say so in
# the prompt and run the same pipeline again under a new name.

# %%
system.data = "Classify the sentiment of the review. Answer in capital letters."

# %%
# %%afnio_forward --name v2 --quiet
answers = F.chat_completion(model, messages, {"review": texts}, model="gpt-4o-mini")
score, explanation = F.exact_match_evaluator(answers, targets)

# %% [markdown]
# ## Compare v1 and v2
#
# The prompt's word diff on top, then each run's totals, then one row per review: the review,
# its expected label, both answers, both scores, and whether the row was **fixed**,
# **regressed** or only **changed**. Filter with "only changed" / "only regressions"; click a
# row to read both runs' model calls for that review. (A saved notebook shows the same table,
# without the clicks.)

# %%
# %afnio_compare v1 v2

# %% [markdown]
# Every answer changed, but the score did not move: the case is right now, the format is not
# (`POSITIVE`, not `Label: POSITIVE`). Rows that changed without a score change are marked
# "changed".
#
# ## v3: the optimizer's proposal
#
# Backward from v2's evaluation gives the prompt feedback; TGD proposes a rewrite.
# `OptimizerPreview` shows it **before** it applies: `system` keeps v2's text until you press
# Accept (here: `preview.accept_all()`).

# %%
# %backward explanation --name v2-feedback --quiet
preview = OptimizerPreview(
    TGD([system], model_client=model, model="gpt-4o-mini"), names={system.uid: "system"}
)
preview.view()

# %% tags=["nbval-check-output"]
preview.accept_all()
print(system.data)

# %%
# %%afnio_forward --name v3 --quiet
answers = F.chat_completion(model, messages, {"review": texts}, model="gpt-4o-mini")
score, explanation = F.exact_match_evaluator(answers, targets)

# %% [markdown]
# ## All three in one comparison
#
# With three runs, each prompt change gets its own word diff (v1 → v2, v2 → v3), and a row is
# fixed or regressed by its score in the first run against the last.

# %%
# %afnio_compare v1 v2 v3

# %%
# %afnio_runs

# %% [markdown]
# ## What if…, from code, and the data behind the table
#
# `Session.rerun_forward` changes a prompt (or any leaf) of a recorded run and runs again only
# what depends on it; the graph view's inspector does the same with its **Re-run forward**
# button. `filter(...)` keeps some rows of a comparison, and `to_records()` gives one flat dict
# per review and run, ready for `pandas.DataFrame(...)` (pandas is not needed).

# %% tags=["nbval-check-output"]
session = afnio.lab.get_session()
shouting = session.rerun_forward("v3", {"system": "Answer in capital letters."}, name="what-if")
comparison = session.compare("v3", shouting)
print(comparison.summary())
records = comparison.filter(only_regressions=True).to_records()
print(
    len(records),
    "records;",
    {k: records[0][k] for k in ("index", "input.review", "expected", "run_name", "change")},
)
