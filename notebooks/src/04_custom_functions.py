# %% [markdown]
# # Custom Functions
#
# Every op is a `Function`: a static `forward` that computes the output, and a static `backward`
# that turns the feedback on the output into feedback on each input. Here we write one, see it
# in the graph, and debug its feedback.

# %%
# %load_ext afnio_lab
import afnio_lab as afnio
from afnio_lab.autodiff.function import Function

# %% [markdown]
# ## Forward with `ctx`, or forward + `setup_context`
#
# Both styles work, as in afnio and PyTorch. `ctx.save_for_backward` keeps what `backward` needs;
# free attributes (`ctx.foo = ...`) are fine too. `backward` returns one gradient per input
# (`None` for inputs that are not Variables).


# %%
class Shout(Function):
    """Upper-cases text and adds exclamation marks; feedback says so."""

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
        feedback = (
            f"The {ctx.role} was shouted (upper case, {ctx.marks} '!'). "
            f"Feedback on the shouted text: {grad_output.data}"
        )
        return afnio.Variable(feedback, role=f"feedback to {ctx.role}"), None


# %%
# %%afnio_forward --name shout
slogan = afnio.cognitive.Parameter("ship it", role="slogan")
loud = Shout.apply(slogan, 3)
banner = loud + afnio.Variable(" (v2)", role="version tag")

# %% tags=["nbval-check-output"]
print(loud.data, "|", loud.grad_fn.name(), "|", banner.grad_fn.next_functions)

# %%
# %backward banner --grad "Too aggressive for a release note."

# %% tags=["nbval-check-output"]
print(slogan.grad[0].data)

# %% [markdown]
# ## Debugging its feedback
#
# Say the feedback that reached `loud` is misleading. Rewrite it and replay: only `Shout`'s
# backward runs again, and the diff shows what changed for the slogan.

# %%
# %afnio_edit loud "Keep the energy but drop the exclamation marks."

# %%
# %afnio_replay

# %% tags=["nbval-check-output"]
print(slogan.grad[0].data)


# %% [markdown]
# ## Mistakes get clear errors
#
# A `backward` that returns a gradient for a plain (non-Variable) argument is a bug in the op;
# the engine names the op and says what to return instead, and keeps what already finished.


# %% tags=["nbval-check-output"]
class Broken(Function):
    @staticmethod
    def forward(ctx, text, marks):
        return afnio.Variable(text.data + "!" * marks, role="broken")

    @staticmethod
    def backward(ctx, grad_output):
        return afnio.Variable("for text"), afnio.Variable("for marks?")


try:
    Broken.apply(afnio.Variable("x", "x", True), 2).backward(afnio.Variable("fb"))
except TypeError as exc:
    print(str(exc).splitlines()[0])
