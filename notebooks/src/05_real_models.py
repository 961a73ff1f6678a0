# %% [markdown]
# # Real models, reproducibly
#
# Everything in these notebooks runs on the offline teaching model when no key is configured.
# The same code talks to a real model once you configure one:
#
# * **OpenAI**: `export OPENAI_API_KEY=...` before starting Jupyter, then
#   `afnio_lab.models.OpenAI()`.
# * **Any OpenAI-compatible server** (Ollama, vLLM, llama.cpp server):
#   `OpenAI(base_url="http://localhost:11434/v1", api_key="unused")`.
# * In a notebook: `%afnio_model openai gpt-4o-mini` (key from `$OPENAI_API_KEY`) or
#   `%afnio_model openai llama3 --base-url http://localhost:11434/v1`.
#
# The key is read from the environment; it never appears in outputs, logs or saved sessions.

# %%
# %load_ext afnio_lab
import afnio_lab as afnio
import afnio_lab.cognitive.functional as F
from afnio_lab.models import OpenAI, set_backward_model_client, using_cache

model = OpenAI()  # offline here; the same line uses OpenAI once OPENAI_API_KEY is set
set_backward_model_client(model)

# %% [markdown]
# ## Record once, replay for free
#
# A cache is explicit: you name the folder and the mode. `read-write` records every call (key:
# a sha256 of the model, the messages and every parameter); `replay-only` answers from the
# recording and **fails loudly** on anything not recorded, so a tutorial or a CI run never
# calls a model by accident. This repo ships a recording made on the offline model.

# %% tags=["nbval-check-output"]
system = afnio.cognitive.Parameter("Answer in capital letters.", role="system prompt")
question = afnio.Variable("What is the capital of France?", role="question")
messages = [{"role": "system", "content": [system]}, {"role": "user", "content": [question]}]

with using_cache("replay-only", "data/recording"):
    answer = F.chat_completion(model, messages, model="gpt-4o-mini")
print(answer.data)

# %% tags=["nbval-check-output"]
# %afnio_calls

# %% [markdown]
# A call that was never recorded is refused, with the call named:

# %% tags=["nbval-check-output"]
try:
    with using_cache("replay-only", "data/recording"):
        F.chat_completion(model, messages, model="gpt-4o-mini", temperature=0.9)
except Exception as exc:
    print(type(exc).__name__, "-", str(exc).splitlines()[0])
