# %% [markdown]
# # Textual autodiff in ten minutes
#
# afnio_lab runs afnio's textual autodiff **locally**: `Variable`s hold text, ops build a graph,
# and `backward()` sends natural-language *feedback* from an output back to the inputs, the way
# numeric autodiff sends gradients. No server, no login, no API key.
#
# This notebook covers Variables, the three basic ops (`Add`, `Sum`, `Split`), the graph,
# the `%%afnio_forward` and `%backward` magics, and how to read the feedback.

# %%
# %load_ext afnio_lab
import afnio_lab as afnio
import afnio_lab.cognitive.functional as F

# %% [markdown]
# ## Variables
#
# A `Variable` holds data (text, numbers, or a list of them: a *batch*) and a `role` that says
# what it is for. `requires_grad=True` asks for feedback. A `Parameter` is a Variable an
# optimizer may rewrite (a prompt); it requires grad by default.

# %% tags=["nbval-check-output"]
greeting = afnio.cognitive.Parameter("Hello", role="greeting")
name = afnio.Variable("world", role="name", requires_grad=True)
punct = afnio.Variable("!", role="punctuation")
print(repr(greeting))
print(name)

# %% [markdown]
# ## The three basic ops
#
# * `Add` (or `+`): numbers add, text concatenates; lists combine position by position.
# * `Sum`: many Variables into one; text items are wrapped in `<ITEM>` tags.
# * `Split`: `str.split` per sample; one output Variable per part.
#
# Each result records the op that made it (`grad_fn`) and its role says where it came from.

# %% tags=["nbval-check-output"]
both = greeting + name
print(both.data, "|", both.role, "|", both.grad_fn.name())
listed = F.sum([greeting, name, punct])
print(listed.data)
words = F.split(afnio.Variable("afnio is great!", "sentence", True), " ", 1)
print([w.data for w in words], [w.role for w in words])

# %% [markdown]
# ## See the graph
#
# `%%afnio_forward` runs a cell and records the graph its Variables built. Values are labelled
# with the names the cell gave them. Click a node to inspect it (in JupyterLab).

# %%
# %%afnio_forward --name letter
salutation = afnio.cognitive.Parameter("Dear", role="salutation")
recipient = afnio.Variable("team", role="recipient", requires_grad=True)
body = afnio.Variable("the release ships Friday", role="message body", requires_grad=True)
opening = salutation + afnio.Variable(" ", "space") + recipient
letter = F.sum([opening, body])

# %% [markdown]
# ## Send feedback backward
#
# `%backward letter --grad "..."` treats the text as the gradient of `letter` and runs the
# engine: every op passes the feedback on to its inputs, wrapped in a sentence that names the
# input's role. The run is recorded (and the graph kept, so it can be replayed).

# %%
# %backward letter --grad "Sound more formal and mention the date."

# %% [markdown]
# ## Read the feedback
#
# `.grad` is a **list**: one entry per gradient delivered (a value used twice gets two).

# %% tags=["nbval-check-output"]
for v in (salutation, recipient, body):
    print(f"{v.role}: {len(v.grad)} gradient(s)")
    print("   ", v.grad[0].data)

# %% [markdown]
# ## Fix a gradient by hand and replay
#
# Feedback is text, so you can read it, and when it is wrong, rewrite it. `%afnio_edit` replaces
# the feedback a value received; `%afnio_replay` re-runs backward **only** below that edit and
# shows what changed.

# %%
# %afnio_edit opening "Use a title: 'Dear colleagues'."

# %%
# %afnio_replay

# %% tags=["nbval-check-output"]
print(salutation.grad[0].data)
print(body.grad[0].data)  # not below the edit: unchanged

# %% [markdown]
# ## Backward accumulates
#
# Like PyTorch, backward **appends**: run it again (or re-run a `%backward` cell) and every
# value gets a second entry in `.grad`, while `.grad[0]` still holds the first pass's feedback.
# Clear the lists before a fresh pass: `v.grad = []` for a value, `optimizer.zero_grad()` for
# an optimizer's parameters.

# %% tags=["nbval-check-output"]
letter.backward(afnio.Variable("Be brief."), retain_graph=True)  # a second pass
print(len(salutation.grad), "gradients; the newest:", salutation.grad[-1].data[-9:])
for v in (salutation, recipient, body):
    v.grad = []  # cleared: the next backward starts from an empty list
print(len(salutation.grad), "gradients after clearing")

# %% [markdown]
# ## Where next
#
# * `02_prompt_debugging`: a real pipeline with an LLM op, an evaluator and an optimizer step.
# * `03_autodiff_with_numbers`: the same engine with numbers, step by step.
# * `04_custom_functions`: write your own op.
# * `05_real_models`: point all of this at OpenAI or any OpenAI-compatible server.
