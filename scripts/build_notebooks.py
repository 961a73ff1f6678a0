"""Write the tutorial notebooks from the sources below, then execute them in place.

Run: ``.venv/bin/python scripts/build_notebooks.py`` (add ``--no-execute`` to only write).
Editing a tutorial means editing its cells here, so reviews see plain Python, and every
notebook is rebuilt the same way. A cell is ``("md", text)``, ``("code", source)`` or
``("checked", source)``: a code cell whose output ``pytest --nbval-lax`` compares exactly
(see ``notebooks/nbval_sanitize.cfg``). The mark is the cell tag ``nbval-check-output``, kept
in the cell's metadata, so the first line a reader sees is the lesson's code, not a test marker.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
#: Data sets kept beside the repository (not in it); 07 reads them through AFNIO_LAB_DATA.
SHARED_DATA = ROOT.parent / "shared" / "data"
#: The name ipykernel gives the kernel it installs. JupyterLab rewrites a notebook's kernelspec
#: to the running kernel's when it opens it, so any other name marks the notebook "modified"
#: on its first screen, before the user did anything.
KERNEL_DISPLAY_NAME = "Python 3 (ipykernel)"
#: The cell tag nbval reads as "compare this cell's output" (it also reads the same words as a
#: ``# NBVAL_CHECK_OUTPUT`` comment, which would be the first line a reader sees).
CHECK_OUTPUT_TAG = "nbval-check-output"

SETUP = """%load_ext afnio_lab
import afnio_lab as afnio
import afnio_lab.cognitive.functional as F"""

QUICKSTART = [
    (
        "md",
        """# Textual autodiff in ten minutes

afnio_lab runs afnio's textual autodiff **locally**: `Variable`s hold text, ops build a graph,
and `backward()` sends natural-language *feedback* from an output back to the inputs, the way
numeric autodiff sends gradients. No server, no login, no API key.

This notebook covers Variables, the three basic ops (`Add`, `Sum`, `Split`), the graph,
the `%%afnio_forward` and `%backward` magics, and how to read the feedback.""",
    ),
    ("code", SETUP),
    (
        "md",
        """## Variables

A `Variable` holds data (text, numbers, or a list of them: a *batch*) and a `role` that says
what it is for. `requires_grad=True` asks for feedback. A `Parameter` is a Variable an
optimizer may rewrite (a prompt); it requires grad by default.""",
    ),
    (
        "checked",
        """greeting = afnio.cognitive.Parameter("Hello", role="greeting")
name = afnio.Variable("world", role="name", requires_grad=True)
punct = afnio.Variable("!", role="punctuation")
print(repr(greeting))
print(name)""",
    ),
    (
        "md",
        """## The three basic ops

* `Add` (or `+`): numbers add, text concatenates; lists combine position by position.
* `Sum`: many Variables into one; text items are wrapped in `<ITEM>` tags.
* `Split`: `str.split` per sample; one output Variable per part.

Each result records the op that made it (`grad_fn`) and its role says where it came from.""",
    ),
    (
        "checked",
        """both = greeting + name
print(both.data, "|", both.role, "|", both.grad_fn.name())
listed = F.sum([greeting, name, punct])
print(listed.data)
words = F.split(afnio.Variable("afnio is great!", "sentence", True), " ", 1)
print([w.data for w in words], [w.role for w in words])""",
    ),
    (
        "md",
        """## See the graph

`%%afnio_forward` runs a cell and records the graph its Variables built. Values are labelled
with the names the cell gave them. Click a node to inspect it (in JupyterLab).""",
    ),
    (
        "code",
        """%%afnio_forward --name letter
salutation = afnio.cognitive.Parameter("Dear", role="salutation")
recipient = afnio.Variable("team", role="recipient", requires_grad=True)
body = afnio.Variable("the release ships Friday", role="message body", requires_grad=True)
opening = salutation + afnio.Variable(" ", "space") + recipient
letter = F.sum([opening, body])""",
    ),
    (
        "md",
        """## Send feedback backward

`%backward letter --grad "..."` treats the text as the gradient of `letter` and runs the
engine: every op passes the feedback on to its inputs, wrapped in a sentence that names the
input's role. The run is recorded (and the graph kept, so it can be replayed).""",
    ),
    ("code", """%backward letter --grad "Sound more formal and mention the date." """),
    (
        "md",
        """## Read the feedback

`.grad` is a **list**: one entry per gradient delivered (a value used twice gets two).""",
    ),
    (
        "checked",
        """for v in (salutation, recipient, body):
    print(f"{v.role}: {len(v.grad)} gradient(s)")
    print("   ", v.grad[0].data)""",
    ),
    (
        "md",
        """## Fix a gradient by hand and replay

Feedback is text, so you can read it, and when it is wrong, rewrite it. `%afnio_edit` replaces
the feedback a value received; `%afnio_replay` re-runs backward **only** below that edit and
shows what changed.""",
    ),
    ("code", """%afnio_edit opening "Use a title: 'Dear colleagues'." """),
    ("code", """%afnio_replay"""),
    (
        "checked",
        """print(salutation.grad[0].data)
print(body.grad[0].data)  # not below the edit: unchanged""",
    ),
    (
        "md",
        """## Backward accumulates

Like PyTorch, backward **appends**: run it again (or re-run a `%backward` cell) and every
value gets a second entry in `.grad`, while `.grad[0]` still holds the first pass's feedback.
Clear the lists before a fresh pass: `v.grad = []` for a value, `optimizer.zero_grad()` for
an optimizer's parameters.""",
    ),
    (
        "checked",
        """letter.backward(afnio.Variable("Be brief."), retain_graph=True)  # a second pass
print(len(salutation.grad), "gradients; the newest:", salutation.grad[-1].data[-9:])
for v in (salutation, recipient, body):
    v.grad = []  # cleared: the next backward starts from an empty list
print(len(salutation.grad), "gradients after clearing")""",
    ),
    (
        "md",
        """## Where next

* `02_prompt_debugging`: a real pipeline with an LLM op, an evaluator and an optimizer step.
* `03_autodiff_with_numbers`: the same engine with numbers, step by step.
* `04_custom_functions`: write your own op.
* `05_real_models`: point all of this at OpenAI or any OpenAI-compatible server.""",
    ),
]

NUMBERS = [
    (
        "md",
        """# Teaching autodiff with numbers, then with text

The engine that carries feedback text also carries numbers. `afnio_lab.Tensor` wraps a numpy
array; its gradients are numbers that **add up** (where text gradients are appended to a
list). Same graph, same `backward`, same step-through.""",
    ),
    ("code", SETUP + "\nimport numpy as np\nfrom afnio_lab import Tensor"),
    (
        "md",
        """## Scalars, micrograd style

`a*b + a`: the chain rule gives `d/da = b + 1` and `d/db = a`.""",
    ),
    (
        "checked",
        """a = Tensor(2.0, requires_grad=True)
b = Tensor(3.0, requires_grad=True)
c = a * b + a
c.backward()
print("c =", c.item(), "| dc/da =", a.grad, "| dc/db =", b.grad)""",
    ),
    (
        "md",
        """## Step through backward, node by node

`%backward VAR --step` plans the pass; each step runs one node of the engine's schedule and
shows the gradient it received and the ones it sent on. Watch the numbers flow: press the
widget's buttons (step, back, play), or run `%afnio_step` in a cell (`%afnio_step 3` jumps
to step 3, `%afnio_step 0` goes back to the start); the widget follows, and so does the
picture a saved copy of this notebook keeps.""",
    ),
    (
        "code",
        """%%afnio_forward --name scalars
x = Tensor(-1.5, requires_grad=True)
w = Tensor(0.8, requires_grad=True)
bias = Tensor(0.3, requires_grad=True)
z = x * w + bias
out = np.tanh(z)""",
    ),
    ("code", """%backward out --step"""),
    (
        "checked",
        """%afnio_step""",
    ),
    (
        "checked",
        """%afnio_step --all""",
    ),
    (
        "checked",
        """print(f"d out/dx = {x.grad:.4f}, d out/dw = {w.grad:.4f}, d out/dbias = {bias.grad:.4f}")
print(f"by hand: (1 - tanh(z)^2) * w = {(1 - np.tanh(z.item())**2) * 0.8:.4f}")""",
    ),
    (
        "md",
        """## Check a gradient against finite differences

The derivative is the slope: nudge the input both ways and measure.""",
    ),
    (
        "checked",
        """def f(xv):
    return np.tanh(xv * 0.8 + 0.3)

eps = 1e-6
numeric = (f(-1.5 + eps) - f(-1.5 - eps)) / (2 * eps)
print(f"autodiff {x.grad:.6f} vs finite differences {numeric:.6f}")""",
    ),
    (
        "md",
        """## Exercise: write your own Function, check it with `gradcheck`

`gradcheck(fn, inputs)` does the nudging above for every element of every input that requires
grad, and compares with what `backward` computed (a registered rule, or your own `Function`).
Below, `Softplus` computes `log(1 + e^x)`, but its `backward` has a slip. Run the check, read
which element disagrees and by how much, then fix `backward` and check again.""",
    ),
    (
        "checked",
        """from afnio_lab.autodiff.function import Function
from afnio_lab.numeric import GradcheckError, gradcheck

class Softplus(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return Tensor(np.log1p(np.exp(x.data)))

    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        return Tensor(grad * np.exp(x.data))  # the slip: is this d/dx log(1 + e^x)?

points = Tensor([-1.0, 0.0, 2.0], requires_grad=True)
try:
    gradcheck(Softplus.apply, [points])
except GradcheckError as err:
    print(err)""",
    ),
    (
        "checked",
        """# One fix (try your own first): d/dx log(1 + e^x) = e^x / (1 + e^x), the sigmoid.
class FixedSoftplus(Softplus):
    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        return Tensor(grad / (1 + np.exp(-x.data)))

print("gradcheck passed:", gradcheck(FixedSoftplus.apply, [points]))""",
    ),
    (
        "md",
        """## A small MLP

Two inputs, 16 hidden units, one output, trained on two moons. Tensors follow numpy
(`@`, `np.maximum`, broadcasting all build the graph).""",
    ),
    (
        "checked",
        """from afnio_lab.numeric import Parameter, make_moons
from afnio_lab.numeric.optim import Adam

X, y = make_moons(200, noise=0.1, seed=0)
rng = np.random.default_rng(0)
W1 = Parameter(rng.normal(0, 0.5, (2, 16))); b1 = Parameter(np.zeros(16))
W2 = Parameter(rng.normal(0, 0.5, (16, 1))); b2 = Parameter(np.zeros(1))
opt = Adam([W1, b1, W2, b2], lr=0.05)
target = Tensor(y.reshape(-1, 1) * 2.0 - 1.0)

def predict(inputs):
    h = np.maximum(Tensor(inputs) @ W1 + b1, 0)
    return np.tanh(h @ W2 + b2)

for step in range(300):
    opt.zero_grad()
    loss = np.mean((predict(X) - target) ** 2)
    loss.backward()
    opt.step()
accuracy = np.mean((predict(X).numpy()[:, 0] > 0) == (y == 1))
print(f"loss {loss.item():.3f}, training accuracy {accuracy:.0%}")""",
    ),
    (
        "md",
        """## The same step-through, with text

Now the identical machinery on a textual graph: the engine visits the nodes in the same kind
of schedule; only the gradients are sentences instead of numbers.""",
    ),
    (
        "code",
        """%%afnio_forward --name text
question = afnio.Variable("what is autodiff", role="question", requires_grad=True)
context = afnio.cognitive.Parameter("Explain simply.", role="instruction")
prompt = F.sum([context, question])
first, rest = F.split(prompt, "</ITEM>", 1)""",
    ),
    ("code", """%backward first --grad "Too vague." --step"""),
    (
        "checked",
        """%afnio_step --all
print(context.grad[0].data)""",
    ),
]

CUSTOM = [
    (
        "md",
        """# Custom Functions

Every op is a `Function`: a static `forward` that computes the output, and a static `backward`
that turns the feedback on the output into feedback on each input. Here we write one, see it
in the graph, and debug its feedback.""",
    ),
    ("code", SETUP + "\nfrom afnio_lab.autodiff.function import Function"),
    (
        "md",
        """## Forward with `ctx`, or forward + `setup_context`

Both styles work, as in afnio and PyTorch. `ctx.save_for_backward` keeps what `backward` needs;
free attributes (`ctx.foo = ...`) are fine too. `backward` returns one gradient per input
(`None` for inputs that are not Variables).""",
    ),
    (
        "code",
        """class Shout(Function):
    \"\"\"Upper-cases text and adds exclamation marks; feedback says so.\"\"\"

    @staticmethod
    def forward(text, marks):
        return afnio.Variable(text.data.upper() + "!" * marks, role=f"shouted {text.role}")

    @staticmethod
    def setup_context(ctx, inputs, output):
        text, marks = inputs
        ctx.role = text.role
        ctx.marks = marks

    @staticmethod
    def backward(ctx, grad_output):
        feedback = (f"The {ctx.role} was shouted (upper case, {ctx.marks} '!'). "
                    f"Feedback on the shouted text: {grad_output.data}")
        return afnio.Variable(feedback, role=f"feedback to {ctx.role}"), None""",
    ),
    (
        "code",
        """%%afnio_forward --name shout
slogan = afnio.cognitive.Parameter("ship it", role="slogan")
loud = Shout.apply(slogan, 3)
banner = loud + afnio.Variable(" (v2)", role="version tag")""",
    ),
    (
        "checked",
        """print(loud.data, "|", loud.grad_fn.name(), "|", banner.grad_fn.next_functions)""",
    ),
    ("code", """%backward banner --grad "Too aggressive for a release note." """),
    (
        "checked",
        """print(slogan.grad[0].data)""",
    ),
    (
        "md",
        """## Debugging its feedback

Say the feedback that reached `loud` is misleading. Rewrite it and replay: only `Shout`'s
backward runs again, and the diff shows what changed for the slogan.""",
    ),
    ("code", """%afnio_edit loud "Keep the energy but drop the exclamation marks." """),
    ("code", """%afnio_replay"""),
    (
        "checked",
        """print(slogan.grad[0].data)""",
    ),
    (
        "md",
        """## Mistakes get clear errors

A `backward` that returns a gradient for a plain (non-Variable) argument is a bug in the op;
the engine names the op and says what to return instead, and keeps what already finished.""",
    ),
    (
        "checked",
        """class Broken(Function):
    @staticmethod
    def forward(ctx, text, marks):
        return afnio.Variable(text.data + "!" * marks, role="broken")

    @staticmethod
    def backward(ctx, grad_output):
        return afnio.Variable("for text"), afnio.Variable("for marks?")

try:
    Broken.apply(afnio.Variable("x", "x", True), 2).backward(afnio.Variable("fb"))
except TypeError as exc:
    print(str(exc).splitlines()[0])""",
    ),
]


def prompt_debugging() -> list[tuple[str, str]]:
    return [
        (
            "md",
            """# Debugging a prompt pipeline

A system prompt (a `Parameter`) drives a chat model over a small data set shipped with this
repo; an evaluator scores the answers; backward asks a model for feedback on the prompt; TGD
rewrites the prompt. Everything runs on the **offline teaching model** (rule-based, no key);
`05_real_models` shows how to swap in a real one.""",
        ),
        (
            "code",
            SETUP
            + """
import json
from afnio_lab.models import OpenAI, set_backward_model_client
from afnio_lab.optim import TGD

model = OpenAI()  # no key configured: the offline teaching model answers (see the notice)
set_backward_model_client(model, completion_args={"model": "gpt-4o-mini"})
reviews = json.load(open("data/reviews.json"))
texts = [r["review"] for r in reviews]
targets = [r["label"] for r in reviews]
len(reviews)""",
        ),
        (
            "md",
            """## The pipeline

The answer must look like `Label: POSITIVE`. Our first prompt forgets to say so.""",
        ),
        (
            "code",
            """%%afnio_forward --name pipeline
system = afnio.cognitive.Parameter("Classify the sentiment of the review.", role="system prompt")
template = afnio.Variable("Review: {review}", role="user message template")
messages = [{"role": "system", "content": [system]}, {"role": "user", "content": [template]}]
answers = F.chat_completion(model, messages, {"review": texts}, model="gpt-4o-mini")
score, explanation = F.exact_match_evaluator(answers, targets)""",
        ),
        (
            "checked",
            """print("score:", score.data, "of", len(targets))
print(answers.data[:3])""",
        ),
        (
            "md",
            """## Backward: feedback for the prompt

`%backward explanation` needs no gradient: evaluator outputs start the feedback themselves.
Click the ChatCompletion node to see the exact calls behind each gradient.""",
        ),
        ("code", """%backward explanation --name first"""),
        ("code", """%afnio_calls --run first"""),
        (
            "md",
            """## A bad piece of feedback

The feedback that reached the answers asks for a label format. Suppose we disagree with how it
is put, and rewrite it by hand: only the ChatCompletion node reruns (one call per sample).""",
        ),
        (
            "code",
            """%afnio_edit answers "<INSTRUCTION>Reply in the format 'Label: <answer>'.</INSTRUCTION> <INSTRUCTION>Answer in capital letters.</INSTRUCTION>" """,
        ),
        ("code", """%afnio_replay"""),
        (
            "md",
            """## One optimizer step, looked at before you keep it

TGD reads the (edited) feedback and asks a model to rewrite the prompt. `OptimizerPreview`
runs the step and shows, per parameter, the **feedback** it read, the optimizer's
**reasoning** (its model reply) and the **change** as a word diff, with Accept and Revert.
The proposal is only a proposal: `system` keeps its text until you press **Accept** (or call
`preview.accept_all()`); **Revert** puts the exact previous text back. The badge says which.""",
        ),
        (
            "code",
            """from afnio_lab.widgets import OptimizerPreview

before = system.data
optimizer = TGD([system], model_client=model, model="gpt-4o-mini")
preview = OptimizerPreview(optimizer, names={system.uid: "system"})
preview.view()""",
        ),
        (
            "checked",
            """print("unchanged until accepted:", system.data == before)
preview.accept_all()  # the same as pressing "Accept all"
print("before:", before)
print("after: ", system.data)""",
        ),
        (
            "checked",
            """answers = F.chat_completion(model, messages, {"review": texts}, model="gpt-4o-mini")
new_score, _ = F.exact_match_evaluator(answers, targets)
print(f"score before {score.data}, after {new_score.data} (of {len(targets)})")""",
        ),
        (
            "md",
            """## Three steps in a loop

The usual training loop, from the first prompt again: score, clear the gradients, backward,
step. The offline model fixes both problems in one step, then the prompt stays put.""",
        ),
        (
            "checked",
            """system.data = "Classify the sentiment of the review."  # start again from the first prompt
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
print("score after each step:", scores)""",
        ),
        (
            "code",
            """import matplotlib.pyplot as plt

fig, ax = plt.subplots(figsize=(4.5, 2.4))
ax.plot(range(len(scores)), scores, marker="o")
ax.set(xlabel="TGD steps taken", ylabel="exact matches", xticks=range(len(scores)),
       ylim=(-0.5, len(targets) + 0.5), title=f"score (of {len(targets)}) over steps")
fig.tight_layout()
plt.show()""",
        ),
    ]


REAL_MODELS = [
    (
        "md",
        """# Real models, reproducibly

Everything in these notebooks runs on the offline teaching model when no key is configured.
The same code talks to a real model once you configure one:

* **OpenAI**: `export OPENAI_API_KEY=...` before starting Jupyter, then `afnio_lab.models.OpenAI()`.
* **Any OpenAI-compatible server** (Ollama, vLLM, llama.cpp server):
  `OpenAI(base_url="http://localhost:11434/v1", api_key="unused")`.
* In a notebook: `%afnio_model openai gpt-4o-mini` (key from `$OPENAI_API_KEY`) or
  `%afnio_model openai llama3 --base-url http://localhost:11434/v1`.

The key is read from the environment; it never appears in outputs, logs or saved sessions.""",
    ),
    (
        "code",
        SETUP
        + """
from afnio_lab.models import OpenAI, set_backward_model_client, using_cache
model = OpenAI()  # offline here; the same line uses OpenAI once OPENAI_API_KEY is set
set_backward_model_client(model)""",
    ),
    (
        "md",
        """## Record once, replay for free

A cache is explicit: you name the folder and the mode. `read-write` records every call (key:
a sha256 of the model, the messages and every parameter); `replay-only` answers from the
recording and **fails loudly** on anything not recorded, so a tutorial or a CI run never
calls a model by accident. This repo ships a recording made on the offline model.""",
    ),
    (
        "checked",
        """system = afnio.cognitive.Parameter("Answer in capital letters.", role="system prompt")
question = afnio.Variable("What is the capital of France?", role="question")
messages = [{"role": "system", "content": [system]}, {"role": "user", "content": [question]}]

with using_cache("replay-only", "data/recording"):
    answer = F.chat_completion(model, messages, model="gpt-4o-mini")
print(answer.data)""",
    ),
    (
        "checked",
        """%afnio_calls""",
    ),
    ("md", """A call that was never recorded is refused, with the call named:"""),
    (
        "checked",
        """try:
    with using_cache("replay-only", "data/recording"):
        F.chat_completion(model, messages, model="gpt-4o-mini", temperature=0.9)
except Exception as exc:
    print(type(exc).__name__, "-", str(exc).splitlines()[0])""",
    ),
]

COMPARING = [
    (
        "md",
        """# Comparing prompts: the prompt engineer's loop

Change a prompt, run the pipeline again, and see **per input** what changed: each run's
answer and score side by side, fixes and regressions marked, with each run's score, calls,
tokens, cost and latency. Then let the optimizer propose the next version and put it in the
same comparison. Everything runs on the offline teaching model (no key).""",
    ),
    (
        "code",
        SETUP
        + """
import json
from afnio_lab.models import OpenAI, set_backward_model_client
from afnio_lab.optim import TGD
from afnio_lab.widgets import OptimizerPreview

model = OpenAI()  # no key configured: the offline teaching model answers
set_backward_model_client(model, completion_args={"model": "gpt-4o-mini"})
reviews = json.load(open("data/reviews.json"))
texts = [r["review"] for r in reviews]
targets = [r["label"] for r in reviews]
system = afnio.cognitive.Parameter("Classify the sentiment of the review.", role="system prompt")
template = afnio.Variable("Review: {review}", role="user message template")
messages = [{"role": "system", "content": [system]}, {"role": "user", "content": [template]}]""",
    ),
    (
        "md",
        """## v1: the first prompt and its score

`%%afnio_forward` records what the cell produced per review: the review that filled the
template, the expected label, the answer, the evaluator's score and explanation, and the
model calls (`--quiet`: no graph this time).""",
    ),
    (
        "code",
        """%%afnio_forward --name v1 --quiet
answers = F.chat_completion(model, messages, {"review": texts}, model="gpt-4o-mini")
score, explanation = F.exact_match_evaluator(answers, targets)""",
    ),
    (
        "checked",
        """print(f"v1: {score.data} of {len(targets)}:", answers.data[:3])""",
    ),
    (
        "md",
        """## v2: an edit by hand

The targets are in capital letters (`Label: POSITIVE`); the answers are not. Say so in
the prompt and run the same pipeline again under a new name.""",
    ),
    (
        "code",
        """system.data = "Classify the sentiment of the review. Answer in capital letters." """,
    ),
    (
        "code",
        """%%afnio_forward --name v2 --quiet
answers = F.chat_completion(model, messages, {"review": texts}, model="gpt-4o-mini")
score, explanation = F.exact_match_evaluator(answers, targets)""",
    ),
    (
        "md",
        """## Compare v1 and v2

The prompt's word diff on top, then each run's totals, then one row per review: the review,
its expected label, both answers, both scores, and whether the row was **fixed**,
**regressed** or only **changed**. Filter with "only changed" / "only regressions"; click a
row to read both runs' model calls for that review. (A saved notebook shows the same table,
without the clicks.)""",
    ),
    ("code", """%afnio_compare v1 v2"""),
    (
        "md",
        """Every answer changed, but the score did not move: the case is right now, the format is not
(`POSITIVE`, not `Label: POSITIVE`). Rows that changed without a score change are marked
"changed".

## v3: the optimizer's proposal

Backward from v2's evaluation gives the prompt feedback; TGD proposes a rewrite.
`OptimizerPreview` shows it **before** it applies: `system` keeps v2's text until you press
Accept (here: `preview.accept_all()`).""",
    ),
    (
        "code",
        """%backward explanation --name v2-feedback --quiet
preview = OptimizerPreview(TGD([system], model_client=model, model="gpt-4o-mini"),
                           names={system.uid: "system"})
preview.view()""",
    ),
    (
        "checked",
        """preview.accept_all()
print(system.data)""",
    ),
    (
        "code",
        """%%afnio_forward --name v3 --quiet
answers = F.chat_completion(model, messages, {"review": texts}, model="gpt-4o-mini")
score, explanation = F.exact_match_evaluator(answers, targets)""",
    ),
    (
        "md",
        """## All three in one comparison

With three runs, each prompt change gets its own word diff (v1 → v2, v2 → v3), and a row is
fixed or regressed by its score in the first run against the last.""",
    ),
    ("code", """%afnio_compare v1 v2 v3"""),
    ("code", """%afnio_runs"""),
    (
        "md",
        """## What if…, from code, and the data behind the table

`Session.rerun_forward` changes a prompt (or any leaf) of a recorded run and runs again only
what depends on it; the graph view's inspector does the same with its **Re-run forward**
button. `filter(...)` keeps some rows of a comparison, and `to_records()` gives one flat dict
per review and run, ready for `pandas.DataFrame(...)` (pandas is not needed).""",
    ),
    (
        "checked",
        """session = afnio.lab.get_session()
shouting = session.rerun_forward("v3", {"system": "Answer in capital letters."}, name="what-if")
comparison = session.compare("v3", shouting)
print(comparison.summary())
records = comparison.filter(only_regressions=True).to_records()
print(len(records), "records;", {k: records[0][k] for k in ("index", "input.review", "expected", "run_name", "change")})""",
    ),
]

TRAINING = [
    (
        "md",
        """# Training a prompt offline: afnio's `Trainer` on real data

afnio's tutorial trains the system prompt of a sentiment classifier on Meta's *Facility
Support* messages: support emails to a facilities company, each labelled positive, neutral
or negative. This notebook runs the same agent and the same `Trainer` (with its live chart),
on the **offline teaching model**: no key, no cost, the same numbers on every run.

The offline model is not an LLM. It is a small, transparent learner whose only learnable
state is the prompt text, so every improvement it makes is a sentence you can read. That
makes it a good place to see what a *textual gradient* is, where each rule in a trained
prompt comes from, and how to check one.""",
    ),
    (
        "code",
        SETUP
        + """
import json
import os
import re

import afnio_lab.cognitive as cog
from afnio_lab.models.openai import AsyncOpenAI
from afnio_lab.trainer import Trainer
from afnio_lab.utils.data import DataLoader, WeightedRandomSampler
from afnio_lab.utils.datasets import FacilitySupport""",
    ),
    (
        "md",
        """## The data

`FacilitySupport(split, root=...)` reads `<root>/FacilitySupport/raw/dataset.json` and, the
first time, downloads it there from Meta's repository (as afnio does). The 200 messages are
shuffled with a fixed seed and cut into train, validation and test splits, the same on every
machine. To read a copy you already have, point `AFNIO_LAB_DATA` at the folder that holds
`FacilitySupport/` (the test suite points it at a shared copy, so it never downloads).""",
    ),
    (
        "code",
        """DATA_ROOT = os.environ.get("AFNIO_LAB_DATA", "data")
training_data = FacilitySupport(split="train", root=DATA_ROOT)
validation_data = FacilitySupport(split="val", root=DATA_ROOT)
test_data = FacilitySupport(split="test", root=DATA_ROOT)""",
    ),
    (
        "checked",
        """print(len(training_data), "train,", len(validation_data), "validation,", len(test_data), "test messages")
message, (urgency, sentiment, categories) = training_data[0]
print("label:", sentiment.data)
print(message.data[:300], "…")""",
    ),
    (
        "md",
        """The labels are not balanced, so, as in afnio's tutorial, the training batches are drawn
with weights that make every label as likely as the others. The sampler gets a seed so this
notebook's run is the same every time.""",
    ),
    (
        "code",
        """def sample_weights(data):
    \"\"\"Each message weighs (messages / messages with its label): rare labels are drawn as often.\"\"\"
    labels = [sentiment.data for _, (_, sentiment, _) in data]
    counts = {label: labels.count(label) for label in set(labels)}
    return [len(labels) / counts[label] for label in labels]

BATCH_SIZE = 33
sampler = WeightedRandomSampler(
    sample_weights(training_data), num_samples=len(training_data), replacement=True, seed=0
)
train_dataloader = DataLoader(training_data, sampler=sampler, batch_size=BATCH_SIZE)
val_dataloader = DataLoader(validation_data, batch_size=BATCH_SIZE, seed=42)
test_dataloader = DataLoader(test_data, batch_size=BATCH_SIZE, seed=42)""",
    ),
    (
        "md",
        """## The agent, as afnio's tutorial writes it

A `cog.Module` with one learnable `Parameter`, the system prompt; a user-message template
filled with each message; and a `ChatCompletion` whose `response_format` is a strict JSON
schema, so every answer is one of the three labels. The loss is `exact_match_evaluator`:
a score and an explanation per message. `configure_optimizers` returns TGD with momentum.

With no key configured, `AsyncOpenAI()` and the backward client answer with the offline
model; the model names below only label the calls.""",
    ),
    (
        "code",
        """sentiment_task = "Read the provided message and determine the sentiment."
sentiment_user = "Read the provided message and determine the sentiment.\\n\\n**Message:**\\n\\n{message}\\n\\n"
SENTIMENT_RESPONSE_FORMAT = {
    "type": "json_schema",
    "json_schema": {
        "strict": True,
        "name": "sentiment_response_schema",
        "schema": {
            "type": "object",
            "properties": {"sentiment": {"type": "string", "enum": ["positive", "neutral", "negative"]}},
            "additionalProperties": False,
            "required": ["sentiment"],
        },
    },
}
MOMENTUM = 3  # TGD also reads the feedback of the last MOMENTUM steps

afnio.set_backward_model_client("openai/gpt-5")
fw_model_client = AsyncOpenAI()
optim_model_client = AsyncOpenAI()


class FacilitySupportAnalyzer(cog.Module):
    def __init__(self):
        super().__init__()
        self.sentiment_task = cog.Parameter(
            data=sentiment_task, role="system prompt for sentiment classification", requires_grad=True
        )
        self.sentiment_user = afnio.Variable(data=sentiment_user, role="input template to sentiment classifier")
        self.sentiment_classifier = cog.ChatCompletion()

    def forward(self, fwd_model, inputs, **completion_args):
        messages = [
            {"role": "system", "content": [self.sentiment_task]},
            {"role": "user", "content": [self.sentiment_user]},
        ]
        return self.sentiment_classifier(
            fwd_model, messages, inputs=inputs, response_format=SENTIMENT_RESPONSE_FORMAT, **completion_args
        )

    def training_step(self, batch, batch_idx):
        X, (_, gold_sentiment, _) = batch
        pred = self(fw_model_client, inputs={"message": X}, model="gpt-4.1-nano", temperature=0.0)
        pred.data = [json.loads(re.sub(r"^```json\\n|\\n```$", "", item))["sentiment"].lower() for item in pred.data]
        loss = F.exact_match_evaluator(pred, gold_sentiment)
        return {"loss": loss, "accuracy": loss[0].data / len(gold_sentiment.data)}

    def validation_step(self, batch, batch_idx):
        return self.training_step(batch, batch_idx)

    def test_step(self, batch, batch_idx):
        return self.training_step(batch, batch_idx)

    def configure_optimizers(self):
        constraints = [
            afnio.Variable(
                data="The improved variable must never include or reference the characters `{` or `}`.",
                role="optimizer constraint",
            )
        ]
        return afnio.optim.TGD(
            self.parameters(), model_client=optim_model_client, constraints=constraints,
            momentum=MOMENTUM, model="gpt-5",
        )


agent = FacilitySupportAnalyzer()
llm_clients = [fw_model_client, afnio.get_backward_model_client(), optim_model_client]
trainer = Trainer(max_epochs=5, enable_agent_summary=False, enable_checkpointing=False)""",
    ),
    (
        "md",
        """## Before training: the baseline

`trainer.test` runs `test_step` over the test set with the prompt as written.""",
    ),
    (
        "code",
        """before = trainer.test(agent=agent, test_dataloader=test_dataloader, llm_clients=llm_clients)""",
    ),
    (
        "checked",
        """print(f"test accuracy before training: {before['accuracy']:.3f}")""",
    ),
    (
        "md",
        """## What a textual gradient is here

One training step, for one batch of messages:

1. **Forward.** The model answers each message under the current prompt; the evaluator
   scores each answer against its label and explains the score.
2. **Backward.** `explanation.backward()` sends that explanation back through the graph. At
   the evaluator it becomes feedback on each answer ("'neutral' should be 'negative'"). At the
   `ChatCompletion` it becomes feedback on the **prompt**, one piece per message: which words
   of *this* message point to the right label and which ones misled. That per-message
   feedback on the prompt is the prompt's *textual gradient*.
3. **Step.** TGD hands the batch's feedback (and, with momentum, the last few steps') to the
   optimizer model, which rewrites the prompt. Like a gradient summed over a batch, the
   rewrite weighs the evidence of all the messages together.

Why a rule needs support from at least two messages: one message cannot tell a cue from a
coincidence. A complaint that happens to mention "soundproofing" does not make
"soundproofing" a negative word. A rule written from every single misclassified message
would mostly be noise, and noisy rules cancel each other out. A word that points to the same
label in several messages of a batch is evidence; one that appears once is not.

`trainer.fit` runs the steps for every batch, validates after every epoch and draws the chart
(accuracy and loss, training solid, validation dashed). Checkpoints are off: the lab records
the prompt after every epoch anyway (next section).""",
    ),
    (
        "code",
        """trainer.fit(agent=agent, train_dataloader=train_dataloader, val_dataloader=val_dataloader, llm_clients=llm_clients)
run = trainer.last_run  # the lab's record of this fit: scores and the prompt after each epoch""",
    ),
    (
        "code",
        """after = trainer.test(agent=agent, test_dataloader=test_dataloader, llm_clients=llm_clients)""",
    ),
    (
        "checked",
        """for record in run.epochs:
    print(f"epoch {record.epoch}: train accuracy {record.train['accuracy']:.3f}, "
          f"validation accuracy {record.val['accuracy']:.3f}")
print(f"test accuracy: before training {before['accuracy']:.3f}, after {after['accuracy']:.3f}")""",
    ),
    (
        "md",
        """## The prompt, epoch by epoch

`run.prompts(epoch)` gives every parameter's text after an epoch (`0`: before training), and
the lab's word diff shows what each epoch changed: struck text was removed, green text added.
This is the weight update of textual gradient descent, in words.""",
    ),
    (
        "code",
        """from IPython.display import HTML
from afnio_lab.lab.views.display import CSS
from afnio_lab.lab.views.tables import diff_rows_html

NAME = "sentiment_task"  # the parameter's name in the module
rows = []
for record in run.epochs:
    old, new = run.prompts(record.epoch - 1)[NAME], record.prompts[NAME]
    label = f"epoch {record.epoch} (validation {record.val['accuracy']:.2f})"
    rows.append((label, old != new, old, new))
HTML(CSS + diff_rows_html(rows))""",
    ),
    (
        "md",
        """The same change counted in rules: each sentence of the prompt after the task is one rule.""",
    ),
    (
        "checked",
        """def sentences(text):
    \"\"\"A prompt's sentences: the task, then one rule each.\"\"\"
    return [s.strip() for s in re.split(r"(?<=[.!?])\\s+", text) if s.strip()]

for record in run.epochs:
    old, new = sentences(run.prompts(record.epoch - 1)[NAME]), sentences(record.prompts[NAME])
    added = [s for s in new if s not in old]
    removed = [s for s in old if s not in new]
    print(f"epoch {record.epoch}: {len(added)} added, {len(removed)} removed, {len(new)} sentences now")
    for s in added[:3]:
        print("   +", s)
    for s in removed[:3]:
        print("   -", s)""",
    ),
    (
        "md",
        """## Where a rule came from

The call log keeps every model call the training made: the forward answers, the backward
feedback (one critique of the prompt per message) and one optimizer call per step. So for any
rule of the trained prompt we can find the step that wrote it and the messages that step had
in view: its own batch and, through momentum, the `MOMENTUM` batches before it.

A rule names its cue in quotes ("'unacceptable' signals negative") and a label. Among the
messages in view that contain the cue, those with the rule's label **support** it and those
with another label speak **against** it. Count messages, not critiques: the weighted sampler
draws with replacement, so one message can be critiqued several times, and a message seen
twice is still one piece of evidence.""",
    ),
    (
        "checked",
        """log = afnio.lab.get_session().call_log
steps = log.filter(phase="optimizer")  # one call per TGD step, oldest first
critiques = [c for c in log.filter(phase="backward") if (c.node_name or "").startswith("ChatCompletion")]
LABELS = SENTIMENT_RESPONSE_FORMAT["json_schema"]["schema"]["properties"]["sentiment"]["enum"]
gold = {" ".join(m.data.split()): s.data for m, (_, s, _) in training_data}  # message -> label


def cue_of(rule):
    \"\"\"The word or phrase a rule quotes, or None.\"\"\"
    quoted = re.search(r"'([^']+)'|\\"([^\\"]+)\\"", rule)
    return next(g for g in quoted.groups() if g) if quoted else None


def label_of(rule):
    \"\"\"The label a rule names outside its quotes, or None.\"\"\"
    words = re.findall(r"\\w+", re.sub(r"'[^']*'|\\"[^\\"]*\\"", "", rule).lower())
    return next((w for w in words if w in LABELS), None)


def names(text, cue):
    return re.search(rf"\\b{re.escape(cue)}\\b", text or "", re.IGNORECASE) is not None


def message_of(critique):
    \"\"\"The message a critique is about (the text that filled {message}), spaces normalised.\"\"\"
    sent = critique.messages[-1]["content"]
    found = re.search(r'<INPUT name="message">(.*?)</INPUT>', sent, re.DOTALL)
    return " ".join((found.group(1) if found else sent).split())


def evidence(rule):
    \"\"\"The optimizer call that first wrote ``rule``, and the messages it had in view that
    contain the rule's cue, each with its critique: ``{message: critique}``.\"\"\"
    cue = cue_of(rule)
    written = (rule, json.dumps(rule)[1:-1])  # as is, or escaped inside a JSON reply
    i = next((i for i, s in enumerate(steps) if any(w in (s.response or "") for w in written)), None)
    if cue is None or i is None:
        return None, {}
    since = steps[i - MOMENTUM - 1].call_id if i > MOMENTUM else 0
    in_view = [c for c in critiques if since < c.call_id < steps[i].call_id]
    return steps[i], {message_of(c): c for c in in_view if names(message_of(c), cue)}


def weigh(rule):
    \"\"\"(messages for, messages against) the rule, among those the step had in view.\"\"\"
    messages = evidence(rule)[1]
    backing = sum(gold.get(m) == label_of(rule) for m in messages)
    return backing, len(messages) - backing


learned = [s for s in sentences(run.prompts()[NAME]) if s not in sentences(run.prompts(0)[NAME])]
weights = {rule: weigh(rule) for rule in learned if cue_of(rule) and label_of(rule)}
ranked = sorted(weights, key=lambda rule: (-weights[rule][0], weights[rule][1]))
print(f"{len(learned)} sentences learned, {len(weights)} of them cue rules; "
      f"{sum(f >= 2 for f, _ in weights.values())} rest on two or more messages.")
print("for against  rule")
for rule in ranked[:6]:
    backing, against = weights[rule]
    print(f"{backing:>3} {against:>7}  {rule}")""",
    ),
    (
        "md",
        """## Reading a rule's evidence

Take the best-supported rule and read its evidence: each message around the cue, its label,
and what the critique said about the cue. Messages whose critique names the cue come first:
that feedback is what produced the rule. The others contain the cue too, and show whether the
rule holds beyond the messages that suggested it. Ask what a reviewer would ask: does the
cue mean the label in every message, or is it a topic word that happened to come up in
messages with that label? A rule you do not believe can be taken out of
`agent.sentiment_task.data` by hand and the test run again.""",
    ),
    (
        "checked",
        """def readable(text):
    \"\"\"A critique as a reader sees it: the JSON list joined, data blocks (tags with attributes)
    dropped, other tags removed.\"\"\"
    try:
        text = " ".join(json.loads(text)["feedback"])
    except (ValueError, KeyError, TypeError):
        pass
    text = re.sub(r"<([A-Z_]+) [^>]*>.*?</\\1>", "", text or "", flags=re.DOTALL)
    return re.sub(r"</?[A-Z_]+[^>]*>", "", text)


def around(text, cue, width=80):
    \"\"\"The words of ``text`` around the first use of ``cue``, the cue in brackets.\"\"\"
    hit = re.search(rf"\\b{re.escape(cue)}\\b", text, re.IGNORECASE)
    if hit is None:
        return " ".join(text[: 2 * width].split()) + " …"
    before = text[max(0, hit.start() - width) : hit.start()].split(" ", 1)[-1]
    after = text[hit.end() : hit.end() + width].rsplit(" ", 1)[0]
    return " ".join(f"… {before}[{hit.group()}]{after} …".split())


def naming(text, cue):
    \"\"\"The sentences of a critique that name ``cue``, the cue in brackets.\"\"\"
    hits = [s for s in sentences(text) if names(s, cue)]
    return " ".join(re.sub(rf"\\b({re.escape(cue)})\\b", r"[\\1]", s, flags=re.IGNORECASE) for s in hits)


if ranked:
    rule = ranked[0]
    cue = cue_of(rule)
    step, messages = evidence(rule)
    named = {m: c for m, c in messages.items() if names(readable(c.response), cue)}
    print(f"rule: {rule}\\ncue {cue!r}, label {label_of(rule)!r}: "
          f"{weights[rule][0]} message(s) for, {weights[rule][1]} against; "
          f"the critiques of {len(named)} name the cue")
    first = sorted(named) + sorted(set(messages) - set(named))  # sorted: the same order every run
    for n, message in enumerate(first[:4], 1):
        print(f"\\n{n}. [{gold.get(message, '?')}] {around(message, cue)}")
        print(f"   critique: {naming(readable(messages[message].response), cue) or '(does not name the cue)'}")
else:
    print("No learned rule quotes a cue and names a label.")""",
    ),
    (
        "md",
        """The critiques that name the cue, and the optimizer step that wrote the rule, are records
of the call log: `.messages` holds everything the critic saw (the prompt, the message, the
evaluator's verdict) and `.response` the whole critique. `%afnio_calls --node N` lists every
call of one node, such as the `ChatCompletion` these critiques came from.""",
    ),
    (
        "code",
        """if ranked:
    for critique in sorted(named.values(), key=lambda c: c.call_id):
        print(critique)
    print(step)""",
    ),
    (
        "md",
        """## Where next

* Rephrase the first prompt, or train on your own data (any labels): the offline model reads
  the task and its labels from the prompt and the response format, not from a built-in list.
* `05_real_models`: the same notebook on a real model, by setting a key.
* `06_comparing_prompts`: put two prompts side by side, message by message.""",
    ),
]


NOTEBOOK_SOURCES = {
    "01_quickstart.ipynb": QUICKSTART,
    "02_prompt_debugging.ipynb": prompt_debugging(),
    "03_autodiff_with_numbers.ipynb": NUMBERS,
    "04_custom_functions.ipynb": CUSTOM,
    "05_real_models.ipynb": REAL_MODELS,
    "06_comparing_prompts.ipynb": COMPARING,
    "07_training_offline.ipynb": TRAINING,
}


def new_cell(kind: str, source: str) -> nbformat.NotebookNode:
    """One notebook cell from a ``(kind, source)`` pair of the lists above."""
    if kind == "md":
        return new_markdown_cell(source)
    if kind == "code":
        return new_code_cell(source)
    if kind == "checked":
        return new_code_cell(source, metadata={"tags": [CHECK_OUTPUT_TAG]})
    raise ValueError(f"unknown cell kind {kind!r}: use 'md', 'code' or 'checked'")


def build(name: str, cells: list[tuple[str, str]]) -> Path:
    nb = new_notebook()
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": KERNEL_DISPLAY_NAME,
        "language": "python",
    }
    nb.cells = [new_cell(kind, src) for kind, src in cells]
    path = NOTEBOOKS / name
    nbformat.write(nb, path)
    return path


def main() -> None:
    execute = "--no-execute" not in sys.argv
    only = [a for a in sys.argv[1:] if not a.startswith("--")]
    env = dict(os.environ)
    if SHARED_DATA.is_dir():
        env.setdefault("AFNIO_LAB_DATA", str(SHARED_DATA))
    for name, cells in NOTEBOOK_SOURCES.items():
        if only and not any(o in name for o in only):
            continue
        path = build(name, cells)
        if execute:
            subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "jupyter",
                    "nbconvert",
                    "--to",
                    "notebook",
                    "--execute",
                    "--inplace",
                    "--ExecutePreprocessor.timeout=120",
                    str(path),
                ],
                check=True,
                cwd=NOTEBOOKS,
                env=env,
            )
        print("built", path.relative_to(ROOT))


if __name__ == "__main__":
    main()
