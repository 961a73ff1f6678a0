"""Textual autodiff in one minute: build a graph from text, send feedback back, read it.

Run: ``python examples/quickstart.py`` (no API key, no network).
"""

import afnio_lab as afnio
import afnio_lab.cognitive.functional as F
from afnio_lab.autodiff.engine import prepare_backward

greeting = afnio.cognitive.Parameter("Hello", role="greeting")
name = afnio.Variable("world", role="name", requires_grad=True)
punct = afnio.Variable("!", role="punctuation")

sentence = F.sum([greeting, name, punct])
print("forward :", sentence.data)
print("role    :", sentence.role)
inputs = [e.node and e.node.name() for e in sentence.grad_fn.next_functions]
print("grad_fn :", sentence.grad_fn.name(), "->", inputs)

task = prepare_backward(sentence, afnio.Variable("Be more formal.", role="loss feedback"))
for step in task.steps():  # one node at a time: the teaching view of backward
    print(f"step {step.seq}: {step.node.name()} received {step.grads_in[0].data!r}")

for v in (greeting, name):
    print(f"\nfeedback to {v.role!r}:\n  {v.grad[0].data}")
