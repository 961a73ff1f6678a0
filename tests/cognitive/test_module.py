"""Module: registration by type, the attribute protocol, iteration, modes and repr (spec §7.3)."""

from __future__ import annotations

import builtins
import functools
from typing import Any

import pytest

import afnio_lab as afnio
import afnio_lab.cognitive as cog
from afnio_lab.cognitive.module import Module
from afnio_lab.models.base import BaseModel

V = afnio.Variable
P = cog.Parameter


class FakeModel(BaseModel):
    """A minimal model client: records usage restores instead of pricing them."""

    def __init__(self, provider: str = "fake") -> None:
        super().__init__(provider=provider)
        self.updates: list[tuple[Any, Any]] = []

    def update_usage(self, usage: Any, model_name: str | None = None) -> None:
        self.updates.append((usage, model_name))


def top_level_fn(x: Any) -> Any:
    return x


class Empty(Module):
    def __init__(self) -> None:
        super().__init__()


def chat_of(*vs: V) -> list[dict[str, Any]]:
    return [{"role": "system", "content": list(vs)}]


# -- __init__ state --------------------------------------------------------------------------
def test_init_state() -> None:
    m = Empty()
    assert m.training is True and m.automatic_optimization is True
    for registry in (
        "_parameters",
        "_buffers",
        "_chats",
        "_modules",
        "_models",
        "_completion_configs",
        "_functions",
    ):
        assert type(m.__dict__[registry]).__name__ == "OrderedDict"
        assert len(m.__dict__[registry]) == 0
    assert m._non_persistent_buffers_set == set()


@pytest.mark.parametrize(
    ("value", "word"),
    [
        (P("x"), "parameters"),
        (Empty.__new__(Empty), "modules"),
        (chat_of(V("a")), "chats"),
        ({"model": "x"}, "completion configs"),
        (top_level_fn, "functions"),
    ],
)
def test_assign_before_init_raises(value: Any, word: str) -> None:
    class Early(Module):
        def __init__(self) -> None:
            self.x = value
            super().__init__()

    with pytest.raises(AttributeError) as exc:
        Early()
    assert str(exc.value) == f"Cannot assign {word} before Module.__init__() call."


def test_assign_model_before_init_raises() -> None:
    class Early(Module):
        def __init__(self) -> None:
            self.client = FakeModel()
            super().__init__()

    with pytest.raises(AttributeError, match=r"^Cannot assign models before Module\.__init__"):
        Early()


def test_plain_values_before_init_are_fine() -> None:
    class Early(Module):
        def __init__(self) -> None:
            self.name = "early"
            self.v = V("plain")
            super().__init__()

    m = Early()
    assert m.name == "early" and m.v.data == "plain"


def test_register_buffer_before_init() -> None:
    m = Module.__new__(Module)
    with pytest.raises(AttributeError, match="^Cannot assign buffers before Module.__init__"):
        m.register_buffer("b", V("x"))


# -- forward / __call__ ------------------------------------------------------------------------
def test_base_forward_error() -> None:
    with pytest.raises(NotImplementedError) as exc:
        Empty()(1)
    assert str(exc.value) == 'Module [Empty] is missing the required "forward" function.'


def test_call_is_forward_with_args_and_kwargs() -> None:
    class Echo(Module):
        def forward(self, *args: Any, **kwargs: Any) -> Any:
            return args, kwargs

    assert Echo()(1, 2, k=3) == ((1, 2), {"k": 3})


# -- __setattr__ registration ------------------------------------------------------------------
def test_setattr_registers_each_kind() -> None:
    m = Empty()
    p = P("prompt")
    child = Empty()
    chat = chat_of(V("sys"))
    model = FakeModel()
    cfg = {"temperature": 0}
    m.p, m.child, m.chat, m.model, m.cfg, m.fn = p, child, chat, model, cfg, top_level_fn
    assert m._parameters["p"] is p
    assert m._modules["child"] is child
    assert m._chats["chat"] is chat
    assert m._models["model"] is model
    assert m._completion_configs["cfg"] is cfg
    assert m._functions["fn"] is top_level_fn
    for name in ("p", "child", "chat", "model", "cfg", "fn"):
        assert name not in m.__dict__
    assert m.p is p and m.chat is chat and m.fn is top_level_fn


def test_builtin_and_partial_functions_register() -> None:
    m = Empty()
    m.reduce = builtins.sum
    m.part = functools.partial(top_level_fn)
    assert [n for n, _ in m.named_functions()] == ["reduce", "part"]


def test_plain_variable_is_not_registered() -> None:
    m = Empty()
    v = V("tmpl")
    m.v = v
    assert m.__dict__["v"] is v
    assert list(m.named_buffers()) == [] and list(m.named_parameters()) == []
    assert "v" not in m.state_dict()


def test_unpicklable_function_stays_plain_attribute() -> None:
    m = Empty()
    m.lam = lambda x: x
    assert "lam" in m.__dict__ and list(m.named_functions()) == []


def test_register_function_accepts_lambda_explicitly() -> None:
    m = Empty()

    def fn(x: Any) -> Any:
        return x

    m.register_function("fn", fn)
    assert m._functions["fn"] is fn


def test_malformed_or_empty_list_is_plain_attribute() -> None:
    m = Empty()
    m.items = []
    m.bad = [{"role": "user"}]
    assert m.__dict__["items"] == [] and "bad" in m.__dict__
    assert list(m.named_chats()) == []


def test_other_objects_are_plain_attributes() -> None:
    m = Empty()
    m.n, m.s, m.cls = 3, "s", FakeModel  # a class with model methods is not a model
    assert m.__dict__["cls"] is FakeModel
    assert list(m.named_models()) == []


def test_precedence_parameter_over_everything_and_replaces_other_kinds() -> None:
    m = Empty()
    m.x = {"a": 1}
    assert "x" in m._completion_configs
    p = P("now a parameter")
    m.x = p
    assert "x" not in m._completion_configs and m._parameters["x"] is p


def test_precedence_chat_before_model_before_dict_before_function() -> None:
    m = Empty()
    m.a = top_level_fn
    m.a = {"k": 1}  # a dict replaces a function
    assert "a" in m._completion_configs and "a" not in m._functions
    m.a = FakeModel()  # a model replaces a dict
    assert "a" in m._models and "a" not in m._completion_configs
    m.a = chat_of(V("x"))  # a chat replaces a model
    assert "a" in m._chats and "a" not in m._models
    m.a = Empty()  # a module replaces a chat
    assert "a" in m._modules and "a" not in m._chats


def test_earlier_kinds_refuse_later_kinds() -> None:
    m = Empty()
    m.p = P("x")
    with pytest.raises(TypeError, match="as parameter 'p'"):
        m.p = Empty()  # a Module cannot take a parameter's name
    m.child = Empty()
    with pytest.raises(TypeError, match="as child module 'child'"):
        m.child = {"a": 1}


@pytest.mark.parametrize(
    ("setup", "value", "message"),
    [
        (
            P("x"),
            "str",
            "Cannot assign 'str' as parameter 'x' "
            "(afnio_lab.cognitive.Parameter or None expected).",
        ),
        (
            P("x"),
            V("plain"),
            "Cannot assign 'afnio_lab.autodiff.variable.Variable' as parameter 'x' "
            "(afnio_lab.cognitive.Parameter or None expected).",
        ),
        (
            Empty(),
            3,
            "Cannot assign 'int' as child module 'x' "
            "(afnio_lab.cognitive.Module or None expected).",
        ),
        (
            chat_of(V("a")),
            V("a"),
            "Cannot assign 'afnio_lab.autodiff.variable.Variable' as chat 'x' "
            "(afnio_lab.MultiTurnMessages or None expected).",
        ),
        (
            FakeModel(),
            "gpt",
            "Cannot assign 'str' as model 'x' (afnio_lab.models.BaseModel or None expected).",
        ),
        (
            {"a": 1},
            [1],
            "Cannot assign 'list' as completion config 'x' (dict or None expected).",
        ),
        (
            top_level_fn,
            1.5,
            "Cannot assign 'float' as function 'x' (a function or None expected).",
        ),
    ],
)
def test_wrong_type_reassignment(setup: Any, value: Any, message: str) -> None:
    m = Empty()
    m.x = setup
    with pytest.raises(TypeError) as exc:
        m.x = value
    assert str(exc.value) == message


def test_buffer_reassignment_rules() -> None:
    m = Empty()
    m.register_buffer("b", V("1"))
    new = V("2")
    m.b = new
    assert m._buffers["b"] is new
    m.b = None
    assert m._buffers["b"] is None and m.b is None
    with pytest.raises(TypeError) as exc:
        m.b = "text"
    assert (
        str(exc.value) == "Cannot assign 'str' as buffer 'b' (afnio_lab.Variable or None expected)."
    )


def test_none_keeps_registration() -> None:
    m = Empty()
    m.p = P("x")
    m.p = None
    assert "p" in m._parameters and m.p is None
    assert list(m.named_parameters()) == []


def test_registered_chat_accepts_list_and_reports_bad_messages() -> None:
    m = Empty()
    m.chat = chat_of(V("a"))
    m.chat = []
    assert m._chats["chat"] == []
    with pytest.raises(ValueError, match="must contain 'role' and 'content' keys"):
        m.chat = [{"role": "user"}]


def test_getattr_missing_and_delattr() -> None:
    m = Empty()
    with pytest.raises(AttributeError) as exc:
        _ = m.nope
    assert str(exc.value) == "'Empty' object has no attribute 'nope'"
    m.p = P("x")
    m.register_buffer("b", V("y"), persistent=False)
    m.plain = 1
    del m.p, m.b, m.plain
    assert "p" not in m._parameters and "b" not in m._buffers
    assert "b" not in m._non_persistent_buffers_set
    assert not hasattr(m, "plain")
    with pytest.raises(AttributeError):
        del m.nope


def test_dir_lists_members() -> None:
    m = Empty()
    m.p = P("x")
    m.cfg = {}
    assert {"p", "cfg", "forward"} <= set(dir(m))


# -- register_* validation ----------------------------------------------------------------------
REGISTRARS = [
    ("register_parameter", "Parameter", P("x")),
    ("register_buffer", "Buffer", V("x")),
    ("register_chat", "Chat", chat_of(V("x"))),
    ("register_model", "Model", FakeModel()),
    ("register_completion_config", "Completion config", {}),
    ("register_function", "Function", top_level_fn),
    ("register_module", "Module", Empty()),
]


@pytest.mark.parametrize(("method", "label", "value"), REGISTRARS)
def test_register_name_checks(method: str, label: str, value: Any) -> None:
    m = Empty()
    register = getattr(m, method)
    with pytest.raises(KeyError) as exc:
        register("a.b", value)
    assert exc.value.args[0] == f'{label} name can\'t contain ".", got: a.b.'
    with pytest.raises(KeyError) as exc:
        register("", value)
    assert exc.value.args[0] == f'{label} name can\'t be empty string "".'
    with pytest.raises(TypeError) as exc2:
        register(3, value)
    assert str(exc2.value) == f"{label} name should be a string. Got int."
    m.plain = 1
    with pytest.raises(KeyError) as exc:
        register("plain", value)
    assert exc.value.args[0] == "Attribute 'plain' already exists."
    with pytest.raises(KeyError):
        register("forward", value)  # a method name is taken too
    register("ok", value)
    register("ok", None)  # re-registering the same kind under its own name is allowed
    assert m.ok is None


@pytest.mark.parametrize(
    ("method", "kind", "expected"),
    [
        ("register_parameter", "parameter", "afnio_lab.cognitive.Parameter"),
        ("register_buffer", "buffer", "afnio_lab.Variable"),
        ("register_chat", "chat", "afnio_lab.MultiTurnMessages"),
        ("register_model", "model", "afnio_lab.models.BaseModel"),
        ("register_completion_config", "completion config", "dict"),
        ("register_function", "function", "a function"),
        ("register_module", "module", "afnio_lab.cognitive.Module"),
    ],
)
def test_register_type_errors(method: str, kind: str, expected: str) -> None:
    m = Empty()
    with pytest.raises(TypeError) as exc:
        getattr(m, method)("x", 42)
    assert (
        str(exc.value) == f"Cannot assign 'int' object to {kind} 'x' ({expected} or None required)."
    )


def test_register_parameter_rejects_plain_variable_and_non_leaf() -> None:
    m = Empty()
    with pytest.raises(TypeError) as exc:
        m.register_parameter("p", V("x"))
    assert str(exc.value) == (
        "Cannot assign 'afnio_lab.autodiff.variable.Variable' object to parameter 'p' "
        "(afnio_lab.cognitive.Parameter or None required)."
    )
    p = P("a")
    p += V("b")  # rebinds grad_fn: p is now a non-leaf
    assert p.grad_fn is not None
    for attempt in (lambda: m.register_parameter("q", p), lambda: setattr(m, "q", p)):
        with pytest.raises(ValueError) as exc3:
            attempt()
        assert str(exc3.value) == (
            "Cannot assign non-leaf Variable to parameter 'q'. Model parameters must be created "
            "explicitly. To express 'q' as a function of another Variable, compute the value in "
            "the forward() method."
        )


def test_register_chat_validates_messages() -> None:
    m = Empty()
    with pytest.raises(TypeError, match=r"All elements in `msg\[\"content\"\]` must be"):
        m.register_chat("c", [{"role": "user", "content": ["not a Variable"]}])


def test_register_buffer_persistence_flag() -> None:
    m = Empty()
    m.register_buffer("b", V("x"), persistent=False)
    assert "b" in m._non_persistent_buffers_set
    m.register_buffer("b", V("y"))
    assert "b" not in m._non_persistent_buffers_set


def test_add_module_alias() -> None:
    m = Empty()
    child = Empty()
    m.add_module("c", child)
    assert m.c is child


# -- iteration ---------------------------------------------------------------------------------
class Leaf(Module):
    def __init__(self, tag: str) -> None:
        super().__init__()
        self.prompt = P(tag, role=f"{tag} prompt")
        self.chat = chat_of(self.prompt, V(f"{tag} tail"))
        self.register_buffer("buf", V(f"{tag} buf"))
        self.cfg = {"model": tag}
        self.fn = top_level_fn
        self.client = FakeModel(tag)


class Tree(Module):
    def __init__(self) -> None:
        super().__init__()
        self.root = P("root")
        self.left = Leaf("l")
        self.right = Leaf("r")


def test_named_members_prefix_and_recursion() -> None:
    t = Tree()
    assert [n for n, _ in t.named_parameters()] == ["root", "left.prompt", "right.prompt"]
    assert [n for n, _ in t.named_parameters(prefix="m")] == [
        "m.root",
        "m.left.prompt",
        "m.right.prompt",
    ]
    assert [n for n, _ in t.named_parameters(recurse=False)] == ["root"]
    assert [n for n, _ in t.named_buffers()] == ["left.buf", "right.buf"]
    assert [n for n, _ in t.named_chats()] == ["left.chat", "right.chat"]
    assert [n for n, _ in t.named_models()] == ["left.client", "right.client"]
    assert [n for n, _ in t.named_completion_configs()] == ["left.cfg", "right.cfg"]
    assert [n for n, _ in t.named_functions()] == ["left.fn"]  # the same function, once
    assert [n for n, _ in t.named_functions(remove_duplicate=False)] == ["left.fn", "right.fn"]
    assert list(t.parameters()) == [t.root, t.left.prompt, t.right.prompt]
    assert list(t.buffers(recurse=False)) == []
    assert [c["model"] for c in t.completion_configs()] == ["l", "r"]
    assert [m.get_provider() for m in t.models()] == ["l", "r"]
    assert list(t.chats()) == [t.left.chat, t.right.chat]
    assert list(t.functions()) == [top_level_fn]


def test_duplicates_removed_by_identity() -> None:
    m = Empty()
    p = P("shared")
    m.a = p
    m.b = p
    cfg = {"model": "x"}
    m.c1 = cfg
    m.c2 = cfg
    m.c3 = {"model": "x"}  # equal but not the same object: kept
    assert [n for n, _ in m.named_parameters()] == ["a"]
    assert [n for n, _ in m.named_parameters(remove_duplicate=False)] == ["a", "b"]
    assert [n for n, _ in m.named_completion_configs()] == ["c1", "c3"]


def test_shared_child_listed_once() -> None:
    m = Empty()
    child = Leaf("x")
    m.a = child
    m.b = child
    assert [n for n, _ in m.named_children()] == ["a"]
    assert list(m.children()) == [child]
    assert [n for n, _ in m.named_modules()] == ["", "a"]
    assert [n for n, _ in m.named_modules(remove_duplicate=False)] == ["", "a", "b"]
    assert [n for n, _ in m.named_parameters()] == ["a.prompt"]
    assert [n for n, _ in m.named_parameters(remove_duplicate=False)] == ["a.prompt", "b.prompt"]


def test_named_modules_prefix_and_none_children() -> None:
    t = Tree()
    t.gone = None
    t.register_module("empty", None)
    assert [n for n, _ in t.named_modules(prefix="net")] == ["net", "net.left", "net.right"]
    assert list(t.modules()) == [t, t.left, t.right]


# -- train / eval ------------------------------------------------------------------------------
def test_train_eval_recursive_and_return_self() -> None:
    t = Tree()
    assert t.eval() is t
    assert [m.training for m in t.modules()] == [False, False, False]
    assert t.train() is t
    assert [m.training for m in t.modules()] == [True, True, True]
    t.left.train(False)
    assert (t.training, t.left.training, t.right.training) == (True, False, True)


@pytest.mark.parametrize("mode", [1, "yes", None])
def test_train_rejects_non_bool(mode: Any) -> None:
    with pytest.raises(ValueError) as exc:
        Empty().train(mode)
    assert str(exc.value) == "Training mode is expected to be boolean."


# -- gradients ---------------------------------------------------------------------------------
def test_requires_grad_touches_parameters_and_chat_content_only() -> None:
    t = Tree()
    assert t.requires_grad_(False) is t
    chat_vars = [v for chat in t.chats() for msg in chat for v in msg["content"]]
    assert all(not p.requires_grad for p in t.parameters())
    assert all(not v.requires_grad for v in chat_vars)
    t.requires_grad_()
    assert all(p.requires_grad for p in t.parameters())
    assert all(v.requires_grad for v in chat_vars)
    assert all(not b.requires_grad for b in t.buffers())  # buffers untouched


def test_empty_grad_clears_parameters_and_chat_content() -> None:
    t = Tree()
    tail = t.left.chat[0]["content"][1]
    buf = t.left.buf
    for v in (t.root, t.left.prompt, tail, buf):
        v.append_grad(V("feedback"))
    t.empty_grad()
    assert t.root.grad == [] and t.left.prompt.grad == [] and tail.grad == []
    assert len(buf.grad) == 1  # buffers are not trainable state


def test_empty_grad_skips_non_leaf_chat_content() -> None:
    m = Empty()
    a = V("a", requires_grad=True)
    non_leaf = a + V("b")
    m.chat = chat_of(non_leaf)
    m.empty_grad()  # must not raise on the non-leaf
    assert non_leaf.is_leaf is False


# -- trainer hooks -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("hook", "args"),
    [
        ("training_step", (None, 0)),
        ("validation_step", (None, 0)),
        ("test_step", (None, 0)),
        ("configure_optimizers", ()),
    ],
)
def test_trainer_hooks_raise(hook: str, args: tuple[Any, ...]) -> None:
    with pytest.raises(NotImplementedError, match=f"`{hook}`"):
        getattr(Empty(), hook)(*args)


def test_trainer_hook_override() -> None:
    class Trainable(Module):
        def training_step(self, batch: Any, batch_idx: int) -> Any:
            return ("score", batch_idx)

    assert Trainable().training_step(None, 3) == ("score", 3)


# -- repr --------------------------------------------------------------------------------------
def test_repr_empty_nested_and_extra() -> None:
    class Inner(Module):
        def extra_repr(self) -> str:
            return "sep=' '"

    class Multi(Module):
        def extra_repr(self) -> str:
            return "a=1\nb=2"

    class Outer(Module):
        def __init__(self) -> None:
            super().__init__()
            self.inner = Inner()
            self.wrap = Empty()
            self.wrap.deep = Inner()
            self.register_module("missing", None)

    assert repr(Empty()) == "Empty()"
    assert repr(Inner()) == "Inner(sep=' ')"
    assert repr(Multi()) == "Multi(\n  a=1\n  b=2\n)"
    assert repr(Outer()) == (
        "Outer(\n"
        "  (inner): Inner(sep=' ')\n"
        "  (wrap): Empty(\n"
        "    (deep): Inner(sep=' ')\n"
        "  )\n"
        "  (missing): None\n"
        ")"
    )
