# %% [markdown]
# # Debugging a prompt pipeline
#
# A system prompt (a `Parameter`) drives a chat model over a small data set shipped with this
# repo; an evaluator scores the answers; backward asks a model for feedback on the prompt; TGD
# rewrites the prompt. Everything runs on the **offline teaching model** (rule-based, no key);
# `05_real_models` shows how to swap in a real one.

# %%
# %load_ext afnio_lab
import json

import afnio_lab as afnio
import afnio_lab.cognitive.functional as F
from afnio_lab.models import OpenAI, set_backward_model_client
from afnio_lab.optim import TGD

model = OpenAI()  # no key configured: the offline teaching model answers (see the notice)
set_backward_model_client(model, completion_args={"model": "gpt-4o-mini"})
with open("data/reviews.json") as file:
    reviews = json.load(file)
texts = [r["review"] for r in reviews]
targets = [r["label"] for r in reviews]
len(reviews)

# %% [markdown]
# ## The pipeline
#
# The answer must look like `Label: POSITIVE`. Our first prompt forgets to say so.

# %%
# %%afnio_forward --name pipeline
system = afnio.cognitive.Parameter("Classify the sentiment of the review.", role="system prompt")
template = afnio.Variable("Review: {review}", role="user message template")
messages = [{"role": "system", "content": [system]}, {"role": "user", "content": [template]}]
answers = F.chat_completion(model, messages, {"review": texts}, model="gpt-4o-mini")
score, explanation = F.exact_match_evaluator(answers, targets)

# %% tags=["nbval-check-output"]
print("score:", score.data, "of", len(targets))
print(answers.data[:3])

# %% [markdown]
# ## Backward: feedback for the prompt
#
# `%backward explanation` needs no gradient: evaluator outputs start the feedback themselves.
# Click the ChatCompletion node to see the exact calls behind each gradient.

# %%
# %backward explanation --name first

# %%
# %afnio_calls --run first

# %% [markdown]
# ## A bad piece of feedback
#
# The feedback that reached the answers asks for a label format. Suppose we disagree with how it
# is put, and rewrite it by hand: only the ChatCompletion node reruns (one call per sample).

# %%
# %afnio_edit answers "<INSTRUCTION>Reply in the format 'Label: <answer>'.</INSTRUCTION> <INSTRUCTION>Answer in capital letters.</INSTRUCTION>"

# %%
# %afnio_replay

# %% [markdown]
# ## One optimizer step, looked at before you keep it
#
# TGD reads the (edited) feedback and asks a model to rewrite the prompt. `OptimizerPreview`
# runs the step and shows, per parameter, the **feedback** it read, the optimizer's
# **reasoning** (its model reply) and the **change** as a word diff, with Accept and Revert.
# The proposal is only a proposal: `system` keeps its text until you press **Accept** (or call
# `preview.accept_all()`); **Revert** puts the exact previous text back. The badge says which.

# %%
from afnio_lab.widgets import OptimizerPreview

before = system.data
optimizer = TGD([system], model_client=model, model="gpt-4o-mini")
preview = OptimizerPreview(optimizer, names={system.uid: "system"})
preview.view()

# %% tags=["nbval-check-output"]
print("unchanged until accepted:", system.data == before)
preview.accept_all()  # the same as pressing "Accept all"
print("before:", before)
print("after: ", system.data)

# %% tags=["nbval-check-output"]
answers = F.chat_completion(model, messages, {"review": texts}, model="gpt-4o-mini")
new_score, _ = F.exact_match_evaluator(answers, targets)
print(f"score before {score.data}, after {new_score.data} (of {len(targets)})")

# %% [markdown]
# ## Three steps in a loop
#
# The usual training loop, from the first prompt again: score, clear the gradients, backward,
# step. The offline model fixes both problems in one step, then the prompt stays put.

# %% tags=["nbval-check-output"]
system.data = "Classify the sentiment of the review."  # start again from the first prompt
optimizer = TGD([system], model_client=model, model="gpt-4o-mini")
scores = []
for step in range(4):
    answers = F.chat_completion(model, messages, {"review": texts}, model="gpt-4o-mini")
    score, explanation = F.exact_match_evaluator(answers, targets)
    scores.append(score.data)
    if step < 3:
        optimizer.zero_grad()
        explanation.backward()
        optimizer.step()
print("score after each step:", scores)

# %%
import matplotlib.pyplot as plt

fig, ax = plt.subplots(figsize=(4.5, 2.4))
ax.plot(range(len(scores)), scores, marker="o")
ax.set(
    xlabel="TGD steps taken",
    ylabel="exact matches",
    xticks=range(len(scores)),
    ylim=(-0.5, len(targets) + 0.5),
    title=f"score (of {len(targets)}) over steps",
)
fig.tight_layout()
plt.show()
