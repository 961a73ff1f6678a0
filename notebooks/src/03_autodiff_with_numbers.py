# %% [markdown]
# # Teaching autodiff with numbers, then with text
#
# The engine that carries feedback text also carries numbers. `afnio_lab.Tensor` wraps a numpy
# array; its gradients are numbers that **add up** (where text gradients are appended to a
# list). Same graph, same `backward`, same step-through.

# %%
# %load_ext afnio_lab
import numpy as np

import afnio_lab as afnio
import afnio_lab.cognitive.functional as F
from afnio_lab import Tensor

# %% [markdown]
# ## Scalars, micrograd style
#
# `a*b + a`: the chain rule gives `d/da = b + 1` and `d/db = a`.

# %% tags=["nbval-check-output"]
a = Tensor(2.0, requires_grad=True)
b = Tensor(3.0, requires_grad=True)
c = a * b + a
c.backward()
print("c =", c.item(), "| dc/da =", a.grad, "| dc/db =", b.grad)

# %% [markdown]
# ## Step through backward, node by node
#
# `%backward VAR --step` plans the pass; each step runs one node of the engine's schedule and
# shows the gradient it received and the ones it sent on. Watch the numbers flow: press the
# widget's buttons (step, back, play), or run `%afnio_step` in a cell (`%afnio_step 3` jumps
# to step 3, `%afnio_step 0` goes back to the start); the widget follows, and so does the
# picture a saved copy of this notebook keeps.

# %%
# %%afnio_forward --name scalars
x = Tensor(-1.5, requires_grad=True)
w = Tensor(0.8, requires_grad=True)
bias = Tensor(0.3, requires_grad=True)
z = x * w + bias
out = np.tanh(z)

# %%
# %backward out --step

# %% tags=["nbval-check-output"]
# %afnio_step

# %% tags=["nbval-check-output"]
# %afnio_step --all

# %% tags=["nbval-check-output"]
print(f"d out/dx = {x.grad:.4f}, d out/dw = {w.grad:.4f}, d out/dbias = {bias.grad:.4f}")
print(f"by hand: (1 - tanh(z)^2) * w = {(1 - np.tanh(z.item()) ** 2) * 0.8:.4f}")


# %% [markdown]
# ## Check a gradient against finite differences
#
# The derivative is the slope: nudge the input both ways and measure.


# %% tags=["nbval-check-output"]
def f(xv):
    return np.tanh(xv * 0.8 + 0.3)


eps = 1e-6
numeric = (f(-1.5 + eps) - f(-1.5 - eps)) / (2 * eps)
print(f"autodiff {x.grad:.6f} vs finite differences {numeric:.6f}")

# %% [markdown]
# ## Exercise: write your own Function, check it with `gradcheck`
#
# `gradcheck(fn, inputs)` does the nudging above for every element of every input that requires
# grad, and compares with what `backward` computed (a registered rule, or your own `Function`).
# Below, `Softplus` computes `log(1 + e^x)`, but its `backward` has a slip. Run the check, read
# which element disagrees and by how much, then fix `backward` and check again.

# %% tags=["nbval-check-output"]
from afnio_lab.autodiff.function import Function
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
    print(err)


# %% tags=["nbval-check-output"]
# One fix (try your own first): d/dx log(1 + e^x) = e^x / (1 + e^x), the sigmoid.
class FixedSoftplus(Softplus):
    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        return Tensor(grad / (1 + np.exp(-x.data)))


print("gradcheck passed:", gradcheck(FixedSoftplus.apply, [points]))

# %% [markdown]
# ## A small MLP
#
# Two inputs, 16 hidden units, one output, trained on two moons. Tensors follow numpy
# (`@`, `np.maximum`, broadcasting all build the graph).

# %% tags=["nbval-check-output"]
from afnio_lab.numeric import Parameter, make_moons
from afnio_lab.numeric.optim import Adam

X, y = make_moons(200, noise=0.1, seed=0)
rng = np.random.default_rng(0)
W1 = Parameter(rng.normal(0, 0.5, (2, 16)))
b1 = Parameter(np.zeros(16))
W2 = Parameter(rng.normal(0, 0.5, (16, 1)))
b2 = Parameter(np.zeros(1))
opt = Adam([W1, b1, W2, b2], lr=0.05)
target = Tensor(y.reshape(-1, 1) * 2.0 - 1.0)


def predict(inputs):
    h = np.maximum(Tensor(inputs) @ W1 + b1, 0)
    return np.tanh(h @ W2 + b2)


for _ in range(300):
    opt.zero_grad()
    loss = np.mean((predict(X) - target) ** 2)
    loss.backward()
    opt.step()
accuracy = np.mean((predict(X).numpy()[:, 0] > 0) == (y == 1))
print(f"loss {loss.item():.3f}, training accuracy {accuracy:.0%}")

# %% [markdown]
# ## The same step-through, with text
#
# Now the identical machinery on a textual graph: the engine visits the nodes in the same kind
# of schedule; only the gradients are sentences instead of numbers.

# %%
# %%afnio_forward --name text
question = afnio.Variable("what is autodiff", role="question", requires_grad=True)
context = afnio.cognitive.Parameter("Explain simply.", role="instruction")
prompt = F.sum([context, question])
first, rest = F.split(prompt, "</ITEM>", 1)

# %%
# %backward first --grad "Too vague." --step

# %% tags=["nbval-check-output"]
# %afnio_step --all
print(context.grad[0].data)
