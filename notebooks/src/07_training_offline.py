# %% [markdown]
# # Training a prompt offline: afnio's `Trainer` on real data
#
# afnio's tutorial trains the system prompt of a sentiment classifier on Meta's *Facility
# Support* messages: support emails to a facilities company, each labelled positive, neutral
# or negative. This notebook runs the same agent and the same `Trainer` (with its live chart),
# on the **offline teaching model**: no key, no cost, the same numbers on every run.
#
# The offline model is not an LLM. It is a small, transparent learner whose only learnable
# state is the prompt text, so every improvement it makes is a sentence you can read. That
# makes it a good place to see what a *textual gradient* is, where each rule in a trained
# prompt comes from, and how to check one.

# %%
# %load_ext afnio_lab
import json
import os
import random
import re

import afnio_lab as afnio
import afnio_lab.cognitive as cog
import afnio_lab.cognitive.functional as F
from afnio_lab.models.offline_learner import word_stem  # "delays" -> "delay": a word's forms
from afnio_lab.models.openai import AsyncOpenAI
from afnio_lab.trainer import Trainer
from afnio_lab.utils.data import DataLoader, WeightedRandomSampler
from afnio_lab.utils.datasets import FacilitySupport

# %% [markdown]
# ## The data
#
# `FacilitySupport(split, root=...)` reads `<root>/FacilitySupport/raw/dataset.json` and, the
# first time, downloads it there from Meta's repository (as afnio does). The 200 messages are
# shuffled with a fixed seed and cut into train, validation and test splits, the same on every
# machine. To read a copy you already have, point `AFNIO_LAB_DATA` at the folder that holds
# `FacilitySupport/` (the test suite points it at a shared copy, so it never downloads).

# %%
DATA_ROOT = os.environ.get("AFNIO_LAB_DATA", "data")
training_data = FacilitySupport(split="train", root=DATA_ROOT)
validation_data = FacilitySupport(split="val", root=DATA_ROOT)
test_data = FacilitySupport(split="test", root=DATA_ROOT)

# %% tags=["nbval-check-output"]
print(
    len(training_data),
    "train,",
    len(validation_data),
    "validation,",
    len(test_data),
    "test messages",
)
message, (urgency, sentiment, categories) = training_data[0]
print("label:", sentiment.data)
print(message.data[:300], "…")


# %% [markdown]
# The labels are not balanced, so, as in afnio's tutorial, the training batches are drawn
# with weights that make every label as likely as the others. `random.seed(0)` makes this
# notebook's run the same every time, while every epoch still draws new batches. (A sampler
# given its own `seed=` repeats the same batches every epoch: good for validation, not for
# training.)


# %%
def sample_weights(data):
    """Each message weighs (messages / messages with its label): rare labels are drawn as often."""
    labels = [sentiment.data for _, (_, sentiment, _) in data]
    counts = {label: labels.count(label) for label in set(labels)}
    return [len(labels) / counts[label] for label in labels]


BATCH_SIZE = 33
random.seed(0)  # the sampler draws from `random`: new batches every epoch, the same every run
sampler = WeightedRandomSampler(
    sample_weights(training_data), num_samples=len(training_data), replacement=True
)
train_dataloader = DataLoader(training_data, sampler=sampler, batch_size=BATCH_SIZE)
val_dataloader = DataLoader(validation_data, batch_size=BATCH_SIZE, seed=42)
test_dataloader = DataLoader(test_data, batch_size=BATCH_SIZE, seed=42)

# %% [markdown]
# ## The agent, as afnio's tutorial writes it
#
# A `cog.Module` with one learnable `Parameter`, the system prompt; a user-message template
# filled with each message; and a `ChatCompletion` whose `response_format` is a strict JSON
# schema, so every answer is one of the three labels. The loss is `exact_match_evaluator`:
# a score and an explanation per message. `configure_optimizers` returns TGD with momentum.
#
# With no key configured, `AsyncOpenAI()` and the backward client answer with the offline
# model; the model names below only label the calls.

# %%
sentiment_task = "Read the provided message and determine the sentiment."
sentiment_user = (
    "Read the provided message and determine the sentiment.\n\n**Message:**\n\n{message}\n\n"
)
SENTIMENT_RESPONSE_FORMAT: dict = {
    "type": "json_schema",
    "json_schema": {
        "strict": True,
        "name": "sentiment_response_schema",
        "schema": {
            "type": "object",
            "properties": {
                "sentiment": {"type": "string", "enum": ["positive", "neutral", "negative"]}
            },
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
            data=sentiment_task,
            role="system prompt for sentiment classification",
            requires_grad=True,
        )
        self.sentiment_user = afnio.Variable(
            data=sentiment_user, role="input template to sentiment classifier"
        )
        self.sentiment_classifier = cog.ChatCompletion()

    def forward(self, fwd_model, inputs, **completion_args):
        messages = [
            {"role": "system", "content": [self.sentiment_task]},
            {"role": "user", "content": [self.sentiment_user]},
        ]
        return self.sentiment_classifier(
            fwd_model,
            messages,
            inputs=inputs,
            response_format=SENTIMENT_RESPONSE_FORMAT,
            **completion_args,
        )

    def training_step(self, batch, batch_idx):
        X, (_, gold_sentiment, _) = batch
        pred = self(fw_model_client, inputs={"message": X}, model="gpt-4.1-nano", temperature=0.0)
        pred.data = [
            json.loads(re.sub(r"^```json\n|\n```$", "", item))["sentiment"].lower()
            for item in pred.data
        ]
        loss = F.exact_match_evaluator(pred, gold_sentiment)
        return {"loss": loss, "accuracy": loss[0].data / len(gold_sentiment.data)}

    def validation_step(self, batch, batch_idx):
        return self.training_step(batch, batch_idx)

    def test_step(self, batch, batch_idx):
        return self.training_step(batch, batch_idx)

    def configure_optimizers(self):
        constraints = [
            afnio.Variable(
                data="The improved variable must never include or reference the characters "
                "`{` or `}`.",
                role="optimizer constraint",
            )
        ]
        return afnio.optim.TGD(
            self.parameters(),
            model_client=optim_model_client,
            constraints=constraints,
            momentum=MOMENTUM,
            model="gpt-5",
        )


agent = FacilitySupportAnalyzer()
llm_clients = [fw_model_client, afnio.get_backward_model_client(), optim_model_client]
trainer = Trainer(max_epochs=5, enable_agent_summary=False, enable_checkpointing=False)

# %% [markdown]
# ## Before training: the baseline
#
# `trainer.test` runs `test_step` over the test set with the prompt as written. Its accuracy,
# as afnio's, is a mean over batches, so a small last batch (2 of the 68 messages here) weighs
# as much as a full one. `right_share` counts right answers over all messages instead.


# %%
def right_share(loader):
    """Right answers over every message of ``loader``, under the agent's current prompt."""
    right = count = 0
    for batch in loader:
        right += agent.test_step(batch, 0)["loss"][0].data
        count += len(batch[1][1].data)
    return right / count


before = trainer.test(agent=agent, test_dataloader=test_dataloader, llm_clients=llm_clients)
right_before = right_share(test_dataloader)

# %% tags=["nbval-check-output"]
print(f"test accuracy before training: {right_before:.3f}")
print(f"the Trainer's mean over batches: {before['accuracy']:.3f}")

# %% [markdown]
# ## What a textual gradient is here
#
# One training step, for one batch of messages:
#
# 1. **Forward.** The model answers each message under the current prompt; the evaluator
#    scores each answer against its label and explains the score.
# 2. **Backward.** `explanation.backward()` sends that explanation back through the graph. At
#    the evaluator it becomes feedback on each answer ("'neutral' should be 'negative'"). At the
#    `ChatCompletion` it becomes feedback on the **prompt**, one piece per message: which words
#    of *this* message point to the right label and which ones misled. That per-message
#    feedback on the prompt is the prompt's *textual gradient*.
# 3. **Step.** TGD hands the batch's feedback (and, with momentum, the last few steps') to the
#    optimizer model, which rewrites the prompt. Like a gradient summed over a batch, the
#    rewrite weighs the evidence of all the messages together.
#
# Why a rule needs support from at least two messages: one message cannot tell a cue from a
# coincidence. A complaint that happens to mention "soundproofing" does not make
# "soundproofing" a negative word. A rule written from every single misclassified message
# would mostly be noise, and noisy rules cancel each other out. A word that points to the same
# label in several messages of a batch is evidence; one that appears once is not. A word whose
# messages in view, three or more, *all* carry one label "strongly signals" it and counts as two
# cues: a weight, learned like the rest. Two clear words of praise then outweigh three that
# polite neutral messages use too.
#
# `trainer.fit` runs the steps for every batch, validates after every epoch and draws the chart
# (accuracy and loss, training solid, validation dashed). Checkpoints are off: the lab records
# the prompt after every epoch anyway (next section).

# %%
trainer.fit(
    agent=agent,
    train_dataloader=train_dataloader,
    val_dataloader=val_dataloader,
    llm_clients=llm_clients,
)
run = trainer.last_run  # the lab's record of this fit: scores and the prompt after each epoch

# %%
after = trainer.test(agent=agent, test_dataloader=test_dataloader, llm_clients=llm_clients)
right_after = right_share(test_dataloader)

# %% tags=["nbval-check-output"]
for record in run.epochs:
    print(
        f"epoch {record.epoch}: train accuracy {record.train['accuracy']:.3f}, "
        f"validation accuracy {record.val['accuracy']:.3f}"
    )
print(f"test accuracy: before training {right_before:.3f}, after {right_after:.3f}")
trainer_figures = f"before {before['accuracy']:.3f}, after {after['accuracy']:.3f}"
print(f"the Trainer's mean over batches: {trainer_figures}")

# %% [markdown]
# Look at the validation column: it rises for the first epochs and may then fall back. With 66
# training messages, a word can sit in a few messages of one label by chance, and a rule made of
# it helps the training batches but not new messages. That is overfitting, the same lesson as
# with numbers, and it is why afnio's tutorial tests the checkpoint of the best validation epoch.
# The rewrite guards against it a little: a step is taken only when it answers at least as many
# of the messages in view right as the prompt before it.
#
# Each split holds about 66 messages, so one draw of training batches ends a few messages higher
# or lower than another; "How far words go" below gives the spread over sixteen draws. Run the
# training cells again with another `random.seed` to see a second draw.

# %% [markdown]
# ## The prompt, epoch by epoch
#
# `run.prompts(epoch)` gives every parameter's text after an epoch (`0`: before training), and
# the lab's word diff shows what each epoch changed: struck text was removed, green text added.
# This is the weight update of textual gradient descent, in words.

# %%
from IPython.display import HTML

from afnio_lab.lab.views.display import CSS
from afnio_lab.lab.views.tables import diff_rows_html

NAME = "sentiment_task"  # the parameter's name in the module
rows = []
for record in run.epochs:
    old, new = run.prompts(record.epoch - 1)[NAME], record.prompts[NAME]
    label = f"epoch {record.epoch} (validation {record.val['accuracy']:.2f})"
    rows.append((label, old != new, old, new))
HTML(CSS + diff_rows_html(rows))


# %% [markdown]
# The same change counted in rules: each sentence of the prompt after the task is one rule.
# A rule whose "(seen in N examples)" changed, or which now "strongly" signals its label (or
# no longer does), is not new: the optimizer counted more evidence for it, so it is *recounted*.


# %% tags=["nbval-check-output"]
def sentences(text):
    """A prompt's sentences: the task, then one rule each."""
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]


def by_rule(text):
    """The prompt's sentences keyed by their rule without its count of examples or weight."""
    return {re.sub(r" \(seen in \d+ examples?\)| strongly", "", s): s for s in sentences(text)}


for record in run.epochs:
    old, new = by_rule(run.prompts(record.epoch - 1)[NAME]), by_rule(record.prompts[NAME])
    added = [s for rule, s in new.items() if rule not in old]
    removed = [s for rule, s in old.items() if rule not in new]
    recounted = sum(rule in old and old[rule] != s for rule, s in new.items())
    print(
        f"epoch {record.epoch}: {len(added)} added, {len(removed)} removed, "
        f"{recounted} recounted, {len(new)} sentences now"
    )
    for s in added[:3]:
        print("   +", s)
    for s in removed[:3]:
        print("   -", s)

# %% [markdown]
# ## Where a rule came from
#
# The call log keeps every model call the training made: the forward answers, the backward
# feedback (one critique of the prompt per message) and one optimizer call per step. So for any
# rule of the trained prompt we can find the step that wrote it and the messages that step had
# in view: its own batch and, through momentum, the `MOMENTUM` batches before it.
#
# A rule names its cue in quotes ("'unacceptable' signals negative") and a label; the cue
# matches every form of its word ("'delay'": delays, delayed), as the offline model reads it.
# Among the messages in view that contain the cue, those with the rule's label **support** it
# and those with another label speak **against** it. Count messages, not critiques: the
# weighted sampler draws with replacement, so one message can be critiqued several times, and
# a message seen twice is still one piece of evidence.

# %% tags=["nbval-check-output"]
log = afnio.lab.get_session().call_log
steps = log.filter(phase="optimizer")  # one call per TGD step, oldest first
critiques = [
    c for c in log.filter(phase="backward") if (c.node_name or "").startswith("ChatCompletion")
]
LABELS = SENTIMENT_RESPONSE_FORMAT["json_schema"]["schema"]["properties"]["sentiment"]["enum"]
gold = {" ".join(m.data.split()): s.data for m, (_, s, _) in training_data}  # message -> label


def cue_of(rule):
    """The word or phrase a rule quotes, or None."""
    quoted = re.search(r"'([^']+)'|\"([^\"]+)\"", rule)
    return next(g for g in quoted.groups() if g) if quoted else None


def label_of(rule):
    """The label a rule names outside its quotes, or None."""
    words = re.findall(r"\w+", re.sub(r"'[^']*'|\"[^\"]*\"", "", rule).lower())
    return next((w for w in words if w in LABELS), None)


def find(text, cue):
    """Where ``text`` first uses ``cue`` in any form of its words: (start, end), or None."""
    want = [word_stem(w) for w in cue.lower().split()]
    words = list(re.finditer(r"\w+(?:'\w+)?", text or ""))
    for i in range(len(words) - len(want) + 1):
        if [word_stem(m.group().lower()) for m in words[i : i + len(want)]] == want:
            return words[i].start(), words[i + len(want) - 1].end()
    return None


def names(text, cue):
    return find(text, cue) is not None


def message_of(critique):
    """The message a critique is about (the text that filled {message}), spaces normalised."""
    sent = critique.messages[-1]["content"]
    found = re.search(r'<INPUT name="message">(.*?)</INPUT>', sent, re.DOTALL)
    return " ".join((found.group(1) if found else sent).split())


def evidence(rule):
    """The optimizer call that first wrote ``rule``, and the messages it had in view that
    contain the rule's cue, each with its critique: ``{message: critique}``."""
    cue = cue_of(rule)
    written = (rule, json.dumps(rule)[1:-1])  # as is, or escaped inside a JSON reply
    i = next(
        (i for i, s in enumerate(steps) if any(w in (s.response or "") for w in written)), None
    )
    if cue is None or i is None:
        return None, {}
    since = steps[i - MOMENTUM - 1].call_id if i > MOMENTUM else 0
    in_view = [c for c in critiques if since < c.call_id < steps[i].call_id]
    return steps[i], {message_of(c): c for c in in_view if names(message_of(c), cue)}


def weigh(rule):
    """(messages for, messages against) the rule, among those the step had in view."""
    messages = evidence(rule)[1]
    backing = sum(gold.get(m) == label_of(rule) for m in messages)
    return backing, len(messages) - backing


learned = [s for s in sentences(run.prompts()[NAME]) if s not in sentences(run.prompts(0)[NAME])]
weights = {rule: weigh(rule) for rule in learned if cue_of(rule) and label_of(rule)}
ranked = sorted(weights, key=lambda rule: (-weights[rule][0], weights[rule][1]))
print(
    f"{len(learned)} sentences learned, {len(weights)} of them cue rules; "
    f"{sum(f >= 2 for f, _ in weights.values())} rest on two or more messages."
)
print("for against  rule")
for rule in ranked[:6]:
    backing, against = weights[rule]
    print(f"{backing:>3} {against:>7}  {rule}")


# %% [markdown]
# ## Reading a rule's evidence
#
# Take the best-supported rule and read its evidence: each message around the cue, its label,
# and what the critique said about the cue. Messages whose critique names the cue come first:
# that feedback is what produced the rule. The others contain the cue too, and show whether the
# rule holds beyond the messages that suggested it. Ask what a reviewer would ask: does the
# cue mean the label in every message, or is it a topic word that happened to come up in
# messages with that label? A rule you do not believe can be taken out of
# `agent.sentiment_task.data` by hand and the test run again.


# %% tags=["nbval-check-output"]
def readable(text):
    """A critique as a reader sees it: the JSON list joined, data blocks (tags with attributes)
    dropped, other tags removed."""
    try:
        text = " ".join(json.loads(text)["feedback"])
    except (ValueError, KeyError, TypeError):
        pass
    text = re.sub(r"<([A-Z_]+) [^>]*>.*?</\1>", "", text or "", flags=re.DOTALL)
    return re.sub(r"</?[A-Z_]+[^>]*>", "", text)


def around(text, cue, width=80):
    """The words of ``text`` around the first use of ``cue``, the cue in brackets."""
    hit = find(text, cue)
    if hit is None:
        return " ".join(text[: 2 * width].split()) + " …"
    start, end = hit
    before = text[max(0, start - width) : start].split(" ", 1)[-1]
    after = text[end : end + width].rsplit(" ", 1)[0]
    return " ".join(f"… {before}[{text[start:end]}]{after} …".split())


def naming(text, cue):
    """The sentences of a critique that name ``cue``, the cue in brackets."""
    marked = []
    for s in sentences(text):
        hit = find(s, cue)
        if hit:
            marked.append(f"{s[: hit[0]]}[{s[hit[0] : hit[1]]}]{s[hit[1] :]}")
    return " ".join(marked)


if ranked:
    rule = ranked[0]
    cue = cue_of(rule)
    step, messages = evidence(rule)
    named = {m: c for m, c in messages.items() if names(readable(c.response), cue)}
    print(
        f"rule: {rule}\ncue {cue!r}, label {label_of(rule)!r}: "
        f"{weights[rule][0]} message(s) for, {weights[rule][1]} against; "
        f"the critiques of {len(named)} name the cue"
    )
    first = sorted(named) + sorted(set(messages) - set(named))  # sorted: the same order every run
    for n, message in enumerate(first[:4], 1):
        print(f"\n{n}. [{gold.get(message, '?')}] {around(message, cue)}")
        print(
            "   critique:",
            naming(readable(messages[message].response), cue) or "(does not name the cue)",
        )
else:
    print("No learned rule quotes a cue and names a label.")

# %% [markdown]
# The critiques that name the cue, and the optimizer step that wrote the rule, are records
# of the call log: `.messages` holds everything the critic saw (the prompt, the message, the
# evaluator's verdict) and `.response` the whole critique. `%afnio_calls --node ChatCompletion`
# lists every call of that op, the one these critiques came from.

# %%
if ranked:
    for critique in sorted(named.values(), key=lambda c: c.call_id):
        print(critique)
    print(step)

# %% [markdown]
# ## How far words go
#
# On this data the learned rules reach 0.859 test accuracy averaged over sixteen sampler draws
# (0.78 to 0.94 from one draw to the next; `python benchmarks/offline_training.py --seeds 0 1
# 2 … 15`), and 0.854 over 48 draws, 28 of which reach 0.85. The prompt of the epoch with the
# best validation, the checkpoint afnio's tutorial tests, reaches 0.866 on average over the
# sixteen (0.78 to 0.94) and 0.861 over the 48. Counting every word with naive Bayes reaches
# 0.72 (`python benchmarks/bag_of_words.py`), and afnio's run with GPT models reaches 0.90. The
# model reads one thing beyond single words: praise the writer has only heard of ("I've heard
# great things about your team") is no opinion of their own, so it does not count. Most of what
# is left is the line between *positive* and *neutral*: a polite request that praises the team
# is neutral, praise that ends with a request is positive, and both use the same words.
# Telling them apart takes reading, not word counting, and that is what a real model brings.

# %% [markdown]
# ## Momentum: how much of the run a step reads
#
# TGD's `momentum` is how many earlier steps' feedback the optimizer reads along with the
# current batch's. afnio's tutorial sets 3, so each step reads four batches: 132 draws. The
# weighted sampler draws the 10 negative messages often and the 36 neutral ones seldom, so those
# four batches hold about 53 of the 66 training messages, nearly every negative one but only
# about 26 of the neutral ones. The counts behind the rules then miss ten polite neutral
# messages, and so does the step check: praise words such as "expertise" look more positive
# than they are, and rules come and go as the window moves. With a momentum as large as the
# number of steps (two per epoch, ten in all), every step reads all the feedback so far.
# Offline that costs nothing; with a paid model, every step's prompt grows with it.
#
# Same draw, same agent, momentum 10:

# %%
MOMENTUM = 10  # configure_optimizers reads it when fit starts
random.seed(0)  # the batches of the first run
agent = FacilitySupportAnalyzer()
trainer = Trainer(
    max_epochs=5, enable_agent_summary=False, enable_checkpointing=False, enable_progress_bar=False
)
trainer.fit(
    agent=agent,
    train_dataloader=train_dataloader,
    val_dataloader=val_dataloader,
    llm_clients=llm_clients,
)
longer = trainer.last_run

# %% tags=["nbval-check-output"]
print("validation accuracy per epoch")
print("  momentum 3: ", " ".join(f"{r.val['accuracy']:.3f}" for r in run.epochs))
print("  momentum 10:", " ".join(f"{r.val['accuracy']:.3f}" for r in longer.epochs))
right_longer = right_share(test_dataloader)
print(f"test accuracy: momentum 3 {right_after:.3f}, momentum 10 {right_longer:.3f}")

# %% [markdown]
# This draw's validation comes out the same either way, and one draw proves little, so here are
# 48 (`python benchmarks/offline_training.py --seeds 0 1 … 47 --momentum 10`). With momentum 3,
# test accuracy after the last epoch averages 0.854; 28 of the 48 draws reach 0.85, the lowest
# 0.75. With momentum 10 it averages 0.879; 45 reach 0.85, the lowest 0.81. Validation keeps
# rising to the last epoch: 0.63, 0.75, 0.81, 0.83, 0.84 on average, against 0.63, 0.75, 0.80,
# 0.80, 0.80. On 60 small hand-written data sets in other domains (`benchmarks/heldout/`, with
# momentum 20: every step) it helps too, 0.524 to 0.544 on average. It is the lesson of
# minibatches with numbers: a step computed from more of the data is less noisy.

# %% [markdown]
# ## Your turn: your own labels
#
# Nothing above knows about sentiment. Here is a different task in a few lines: triage emails
# as *urgent*, *routine* or *spam*, with the plain training loop instead of the `Trainer`
# (score, clear the gradients, backward, step). The prompt names the labels; the evaluator's
# feedback does the rest. A few emails the loop never trains on check that the rules carry.

# %%
triage_emails = {
    "urgent": [
        "The server room is flooding, please come now",
        "Fire alarm going off in block B and nobody can switch it off",
        "Our main database is down and customers cannot pay",
        "Water is leaking onto the electrical panel right now",
        "Someone is stuck in the lift between floors, please hurry",
        "Power cut across the whole office, we need help immediately",
        "The payment system is down for every customer",
        "There is a strong gas smell in the kitchen, come now",
    ],
    "routine": [
        "Could we book the meeting room for next Tuesday?",
        "Please send me the invoice for March when you can",
        "Reminder: the team lunch is on Friday",
        "Can you update my address in the system when you have time",
        "Please order more printer paper for next week",
        "The monthly report is attached for your review",
        "When is the next team meeting scheduled?",
        "Please renew my parking permit next month",
    ],
    "spam": [
        "You have won a free cruise, click here to claim it",
        "Cheap pills at a limited price, click now",
        "Claim your prize today, you are our lucky winner",
        "Earn money from home, just click the link",
        "Exclusive offer: win a free phone, click here",
        "Your lucky prize is waiting, claim it now",
        "Meet new people near you tonight, click to join",
        "Limited offer on cheap watches, buy now",
    ],
}
unseen_emails = [
    ("The lift is broken and a visitor is trapped inside, help", "urgent"),
    ("Smoke is coming from the kitchen, please come now", "urgent"),
    ("Could you send the invoice for April next week?", "routine"),
    ("Please book a room for the team review on Monday", "routine"),
    ("Click here to claim your free holiday", "spam"),
    ("You are a lucky winner, claim a cheap car now", "spam"),
]
triage_texts = [text for label, texts in triage_emails.items() for text in texts]
triage_labels = [label for label, texts in triage_emails.items() for _ in texts]

triage_prompt = cog.Parameter("Triage the email as urgent, routine or spam.", role="system prompt")
email_template = afnio.Variable("Email: {email}", role="user message template")
triage_messages = [
    {"role": "system", "content": [triage_prompt]},
    {"role": "user", "content": [email_template]},
]


def triage_score(texts, labels):
    """How many emails the prompt triages right, and the evaluator's feedback."""
    answers = F.chat_completion(
        fw_model_client, triage_messages, {"email": texts}, model="gpt-4.1-nano"
    )
    return F.exact_match_evaluator(answers, labels)


def unseen_right():
    with afnio.no_grad():
        right, _ = triage_score(*map(list, zip(*unseen_emails)))
    return f"{right.data} of {len(unseen_emails)}"


# %% tags=["nbval-check-output"]
print("unseen emails right before training:", unseen_right())
triage_optimizer = afnio.optim.TGD(
    [triage_prompt], model_client=optim_model_client, momentum=2, model="gpt-5"
)
for step in range(4):
    right, explanation = triage_score(triage_texts, triage_labels)
    print(f"step {step}: {right.data} of {len(triage_texts)} training emails right")
    triage_optimizer.zero_grad()
    explanation.backward()
    triage_optimizer.step()
print("unseen emails right after training:", unseen_right())
print(triage_prompt.data)

# %% [markdown]
# The loop stops at 19 of 24. With three labels the learner adds a rule only once three emails
# of a label share a word (two could share one by chance), and the five it still gets wrong
# share none: "cheap" is in two spam emails, not yet three.
#
# Try it:
#
# * Add a third spam email with "cheap" in it to `triage_emails` and run the cells again.
# * Reword the first prompt ("Sort each email into urgent, routine or spam.") and run both
#   cells again. The labels are read from whatever sentence names them.
# * Write a rule yourself before training, such as `'lift' signals urgent.`, and see whether
#   the loop keeps it.
# * Give worked examples instead, a line each under the first prompt (`Is the lift stuck
#   again? -> urgent`), and compare the score before any training. They work in the user
#   template too, on lines above the email.
# * Or describe each label where the prompt names it ("urgent (something broken or unsafe),
#   routine (requests and meetings) or spam (adverts and scams)"): the words of a description
#   count for its label before any training, and the loop silences those that mislead.
# * Add emails the rules get wrong to `unseen_emails`, then move them into the training data.
#   What does the loop learn from them?
# * Replace the emails with your own texts and labels: questions by topic, tickets by team,
#   reviews rated "with 1, 2 or 3 stars", labels of several words ("billing issue, tech
#   issue or spam"), a bulleted list of labels with a description each.

# %% [markdown]
# ## Where next
#
# * Rephrase the first prompt of the sentiment agent: the offline model reads the task and
#   its labels from the prompt and the response format, not from a built-in list.
# * `05_real_models`: the same notebook on a real model, by setting a key.
# * `06_comparing_prompts`: put two prompts side by side, message by message.
