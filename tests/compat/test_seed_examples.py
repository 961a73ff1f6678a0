"""The ``>>>`` examples of the seed pages (reference/seeds/), run as doctests.

Each example is kept as the seed shows it, after ``import afnio_lab as afnio`` (the seeds'
``hf`` and ``afnio`` are the same alias). Where a seed page is aspirational (spec §11), the
test says so next to it.
"""

from __future__ import annotations

import doctest

import pytest

import afnio_lab
import afnio_lab as afnio
from afnio_lab.autodiff.basic_ops import Add, Split, Sum
from afnio_lab.autodiff.function import Function
from afnio_lab.autodiff.variable import Variable

BASIC_OPS_ADD = """
>>> x = Variable(data="abc", role="first input", requires_grad=True)
>>> y = Variable(data="def", role="second input", requires_grad=False)
>>> result = Add.apply(x, y)
>>> result.data
'abcdef'
>>> result.role
'first input and second input'
>>> result.requires_grad
True
>>> g = Variable(data="MY_FEEDBACK", role="add gradient")
>>> result.backward(g)
>>> x.grad[0].data
'Here is the combined feedback we got for this specific first input and other variables: MY_FEEDBACK'
>>> x.grad[0].role
'feedback to first input'
"""

BASIC_OPS_ADD_LISTS = """
>>> x = Variable(data=[1, 2, 3], role="first input", requires_grad=True)
>>> y = Variable(data=[4, 5, 6], role="second input", requires_grad=False)
>>> result = Add.apply(x, y)
>>> result.data
[5, 7, 9]
>>> result.role
'first input and second input'
>>> result.requires_grad
True
"""

BASIC_OPS_SPLIT = """
>>> x = Variable(data="afnio is great!", role="sentence", requires_grad=True)
>>> result = Split.apply(x, sep=" ", maxsplit=1)
>>> [var.data for var in result]
['afnio', 'is great!']
>>> result[0].role
'split part 0 of sentence'
>>> g_1 = Variable(data="MY_FIRST_FEEDBACK", role="gradient")
>>> g_2 = Variable(data="MY_SECOND_FEEDBACK", role="gradient")
>>> result[0].backward(g_1, retain_graph=True)
>>> result[1].backward(g_2)
>>> x.grad[0].data
'Here is the combined feedback we got for this specific sentence and other variables: <ITEM>MY_FIRST_FEEDBACK</ITEM><ITEM></ITEM>'
>>> x.grad[0].role
'feedback to sentence'
>>> x.grad[1].data
'Here is the combined feedback we got for this specific sentence and other variables: <ITEM></ITEM><ITEM>MY_SECOND_FEEDBACK</ITEM>'
>>> x.grad[1].role
'feedback to sentence'
"""

BASIC_OPS_SPLIT_BATCH = """
>>> x = Variable(
...     data=["afnio is great!", "Deep learning"],
...     role="sentences",
...     requires_grad=True
... )
>>> result = Split.apply(x, sep=" ", maxsplit=2)
>>> [var.data for var in result]
[['afnio', 'Deep'], ['is', 'learning'], ['great!', '']]
>>> g = Variable(data="MY_FEEDBACK", role="gradient")
>>> result[1].backward(g)
>>> x.grad[0].data
'Here is the combined feedback we got for this specific sentences and other variables: <ITEM></ITEM><ITEM>MY_FEEDBACK</ITEM><ITEM></ITEM>'
>>> x.grad[0].role
'feedback to sentences'
"""

BASIC_OPS_SUM = """
>>> x = Variable(data="abc", role="first input", requires_grad=True)
>>> y = Variable(data="def", role="second input", requires_grad=False)
>>> result = Sum.apply([x, y])
>>> result.data
'<ITEM>abc</ITEM><ITEM>def</ITEM>'
>>> result.role
'first input and second input'
>>> result.requires_grad
True
>>> g = Variable(data="MY_FEEDBACK", role="add gradient")
>>> result.backward(g)
>>> x.grad[0].data
'Here is the combined feedback we got for this specific first input and other variables: MY_FEEDBACK'
>>> x.grad[0].role
'feedback to first input'
"""

BASIC_OPS_SUM_LISTS = """
>>> x = Variable(data=[1, 2, 3.5], role="first input", requires_grad=True)
>>> y = Variable(data=[4, 5, 6], role="second input", requires_grad=False)
>>> result = Sum.apply([x, y])
>>> result.data == [5, 7, 9.5]
True
>>> result.role
'first input and second input'
>>> result.requires_grad
True
"""

# The Function page (seed 001). Its backward is aspirational (spec §11: it reads
# ``grad_out.grad`` and assigns a Variable to ``x.grad``); the example only calls apply.
FUNCTION_EXAMPLE = """
>>> class Func(Function):
...     @staticmethod
...     def forward(ctx, x: afnio.Variable):
...         reverse = x.data[::-1]
...         out = afnio.Variable(data=reverse, role=x.role, requires_grad=True)
...         ctx.save_for_backward(x, reverse, out)
...         return out
...
...     @staticmethod
...     def backward(ctx, grad_out):
...         x, reverse, out = ctx.saved_variables
...         grad = f"Here is the feedback for {x.role} (reversed): {grad_out.grad}"
...         role = f"Feedback to {x.role}"
...         x.grad = afnio.Variable(data=grad, role=role)
...         return x.grad
>>> a = afnio.Variable(data="This is a string", role="Input string", requires_grad=True)
>>> c = Func.apply(a)
>>> c.data, c.grad_fn.name()
('gnirts a si sihT', 'FuncBackward0')
"""

GRAPH_EXAMPLE = """
>>> import afnio_lab as afnio
>>> import afnio_lab.cognitive.functional as F
>>> a = afnio.Variable("Hello,", requires_grad=True)
>>> b = afnio.Variable("world!", requires_grad=True)
>>> c = F.sum([a, b])
>>> assert isinstance(c.grad_fn, afnio.autodiff.graph.Node)
>>> print(c.grad_fn.name())
SumBackward0
"""

NO_GRAD_EXAMPLE = """
>>> x = hf.Variable("abc", role="variable", requires_grad=True)
>>> with hf.no_grad():
...     y = x + x
>>> y.requires_grad
False
>>> @hf.no_grad()
... def doubler(x):
...     return x + x
>>> z = doubler(x)
>>> z.requires_grad
False
>>> @hf.no_grad
... def tripler(x):
...     return x + x + x
>>> z = tripler(x)
>>> z.requires_grad
False
>>> # factory function exception
>>> with hf.no_grad():
...     a = hf.cognitive.Parameter("xyz")
>>> a.requires_grad
True
"""

EXAMPLES = {
    "basic_ops.Add": BASIC_OPS_ADD,
    "basic_ops.Add lists": BASIC_OPS_ADD_LISTS,
    "basic_ops.Split": BASIC_OPS_SPLIT,
    "basic_ops.Split batch": BASIC_OPS_SPLIT_BATCH,
    "basic_ops.Sum": BASIC_OPS_SUM,
    "basic_ops.Sum lists": BASIC_OPS_SUM_LISTS,
    "function.Function": FUNCTION_EXAMPLE,
    "graph.Node.name": GRAPH_EXAMPLE,
    "autodiff.no_grad": NO_GRAD_EXAMPLE,
}


@pytest.mark.parametrize("name", list(EXAMPLES))
def test_seed_example(name: str) -> None:
    globs = {
        "afnio": afnio,
        "hf": afnio_lab,
        "Variable": Variable,
        "Add": Add,
        "Sum": Sum,
        "Split": Split,
        "Function": Function,
    }
    parser = doctest.DocTestParser()
    test = parser.get_doctest(EXAMPLES[name], globs, name, None, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert test.examples, "the example was parsed"
    result = runner.summarize(verbose=False)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples failed in {name}"
