"""What a forward run produced per input sample: inputs, outputs, score, and the calls made.

A batched value holds one item per sample (a list); an unbatched run is one sample. The
evaluator's per-sample scores, explanations and targets are read from its node (an
evaluator keeps them for backward), so they are there even when a ``reduction_fn`` folded
the score into one number, or the targets were a plain list. A sample's inputs are what
filled the templates of the ops that take ``inputs`` (read from the arguments the lab keeps
on each node, so a plain list counts as much as a Variable; an earlier op's output is an
output, not an input), plus any other named leaf;
the templates themselves are prompts, not inputs, and are left out of the rows.
"""

from __future__ import annotations

import functools
import inspect
import string
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from afnio_lab.autodiff.function import Function
from afnio_lab.autodiff.graph_walk import GraphSnapshot, NodeInfo
from afnio_lab.autodiff.value import GraphValue
from afnio_lab.lab.records.plain import format_data, node_names, plain_data
from afnio_lab.lab.records.runs import SampleRecord

#: Numeric values (Tensors) larger than this are left out of the samples (they are in the
#: graph); a comparison table has no use for a 1,000 x 1,000 array per row.
MAX_NUMERIC_ITEMS = 64


@dataclass(frozen=True)
class GraphEntry:
    """A value of a forward graph: its uid, kind ("leaf", "parameter", "output") and value."""

    uid: int
    kind: str
    value: Any


def _collect_values(obj: Any, out: list[GraphValue]) -> None:
    if isinstance(obj, GraphValue):
        out.append(obj)
    elif isinstance(obj, (list, tuple)):
        for item in obj:
            _collect_values(item, out)
    elif isinstance(obj, dict):
        for item in obj.values():
            _collect_values(item, out)


def graph_entries(snapshot: GraphSnapshot) -> dict[int, GraphEntry]:
    """Every value of the graph by uid: the snapshot's, plus the leaves the ops took as
    inputs that need no grad (a dataset's inputs and targets, which the walk does not
    reach)."""
    out = {v.uid: GraphEntry(v.uid, v.kind, v.value) for v in snapshot.values}
    for info in snapshot.nodes:
        recorded = getattr(info.node, "forward_args", None)
        if recorded is None:
            continue
        found: list[GraphValue] = []
        _collect_values(recorded, found)
        for value in found:
            if value.uid not in out and value.is_leaf:
                kind = "parameter" if getattr(value, "_is_parameter", False) else "leaf"
                out[value.uid] = GraphEntry(value.uid, kind, value)
    return out


def _evaluator(snapshot: GraphSnapshot) -> NodeInfo | None:
    """The last evaluator node of the graph (its ctx holds per-sample scores), if any."""
    found = None
    for info in snapshot.nodes:
        ctx = getattr(info.node, "ctx", None)
        kept = getattr(ctx, "__dict__", {})
        is_evaluator = "scores" in kept and "explanations" in kept
        if is_evaluator and (found is None or info.id > found.id):
            found = info
    return found


def forward_arguments(info: NodeInfo) -> dict[str, Any]:
    """The node's forward call as argument name -> value (empty when the lab kept none:
    nodes keep their arguments inside ``keeping_forward_inputs``, as every lab pass does)."""
    recorded = getattr(info.node, "forward_args", None)
    fn_cls = getattr(info.node, "fn_cls", None)
    if recorded is None or fn_cls is None:
        return {}
    args, kwargs = recorded
    takes_ctx = fn_cls.setup_context is Function.setup_context  # else forward(*args)
    signature = _signature(fn_cls)
    if signature is None:
        return {}
    try:
        bound = signature.bind(*((None,) if takes_ctx else ()), *args, **kwargs)
    except TypeError:
        return {}
    return dict(bound.arguments)


@functools.lru_cache(maxsize=512)
def _signature(fn_cls: Any) -> inspect.Signature | None:
    """An op's forward signature, read once per op class (a graph repeats a few classes)."""
    try:
        return inspect.signature(fn_cls.forward)
    except (TypeError, ValueError):
        return None


def _takes_inputs(info: NodeInfo) -> bool:
    """Whether the node's op has an ``inputs`` argument (templates to fill)."""
    fn_cls = getattr(info.node, "fn_cls", None)
    return fn_cls is not None and _has_inputs(fn_cls)


@functools.lru_cache(maxsize=512)
def _has_inputs(fn_cls: Any) -> bool:
    signature = _signature(fn_cls)
    return signature is not None and "inputs" in signature.parameters


def _placeholders(text: Any) -> set[str]:
    """The ``{name}`` placeholders of a template text (none when it is not a template)."""
    texts = text if isinstance(text, list) else [text]
    found: set[str] = set()
    for t in texts:
        if not isinstance(t, str):
            continue
        try:
            fields = [f for _, f, _, _ in string.Formatter().parse(t) if f]
        except ValueError:
            continue
        found.update(f.split(".")[0].split("[")[0] for f in fields)
    return found


def _uids(value: Any) -> set[int]:
    """The uids of a graph value, or of a list of them."""
    items = value if isinstance(value, list) else [value]
    return {v.uid for v in items if isinstance(v, GraphValue)}


@dataclass
class TemplateInputs:
    """What the graph's ops were given per sample besides their prompts.

    ``fills``: placeholder -> the value that filled it, as passed (a list, a Variable, a
    str); ``shown``: uids of the leaves these stand for (templates, fills, targets), so a
    named leaf is not listed twice; ``targets``: the evaluator's per-sample targets.
    """

    fills: dict[str, Any] = field(default_factory=dict)
    shown: set[int] = field(default_factory=set)
    targets: list[Any] | None = None


def template_inputs(snapshot: GraphSnapshot, evaluator: NodeInfo | None) -> TemplateInputs:
    """The fills of every op that takes ``inputs`` (in the order the ops ran) and the
    evaluator's targets (see :class:`TemplateInputs`)."""
    out = TemplateInputs()
    ranked: dict[int, str] = {}  # the graph's ops in words, made when two fills share a name
    # most nodes (every numeric one) take no inputs: nothing to read there
    readable = [n for n in snapshot.nodes if n is evaluator or _takes_inputs(n)]
    for info in sorted(readable, key=lambda n: n.id):
        arguments = forward_arguments(info)
        inputs = arguments.get("inputs")
        if isinstance(inputs, Mapping) and inputs:
            for content in _message_contents(arguments.get("messages")):
                if _placeholders(getattr(content, "data", None)) & set(inputs):
                    out.shown.add(content.uid)
            for name, value in inputs.items():
                if _made_by_an_op(value):
                    continue  # an earlier op's output: an output of the run, not an input
                key = name
                if out.fills.get(name, value) is not value:  # a second op's fill: say whose
                    ranked = ranked or node_names(snapshot.node_names())
                    key = f"{name} ({ranked[info.id]})"
                out.fills[key] = value
                out.shown |= _uids(value)
        if info is evaluator:
            out.shown |= _uids(arguments.get("target"))
    if evaluator is not None:
        targets = getattr(evaluator.node, "ctx").__dict__.get("targets")  # noqa: B009
        out.targets = list(targets) if targets is not None else None
    return out


def _made_by_an_op(value: Any) -> bool:
    items = value if isinstance(value, list) else [value]
    return any(isinstance(v, GraphValue) and not v.is_leaf for v in items)


def _message_contents(messages: Any) -> list[GraphValue]:
    if not isinstance(messages, list):
        return []
    return [
        c
        for m in messages
        if isinstance(m, Mapping)
        for c in m.get("content", ())
        if isinstance(c, GraphValue)
    ]


def _fill_at(value: Any, i: int, n: int) -> Any:
    """Sample ``i``'s value of a template fill (the whole value when it is shared)."""
    data = _data(value)
    if isinstance(data, list):
        if len(data) == n and n != 1:
            data = _data(data[i])
        elif len(data) == 1:
            data = _data(data[0])
    if isinstance(data, list):
        data = [_data(d) for d in data]
    return plain_data(data)


def _data(value: Any) -> Any:
    """A graph value's data, or the value itself."""
    return getattr(value, "data", None) if isinstance(value, GraphValue) else value


def _storable(data: Any) -> bool:
    if isinstance(data, np.ndarray):
        return bool(data.size <= MAX_NUMERIC_ITEMS)
    return True


def _sample_count(datas: Iterable[Any]) -> int:
    """The batch size: the most common length among the list-valued data (1: no batch)."""
    lengths = Counter(len(d) for d in datas if isinstance(d, list))
    return lengths.most_common(1)[0][0] if lengths else 1


def _item(data: Any, i: int, n: int) -> Any:
    """Sample ``i``'s item of a batched value, or the whole value when it is shared."""
    if isinstance(data, list) and len(data) == n and n != 1:
        return plain_data(data[i])
    return plain_data(data)


def _score(value: Any) -> float | None:
    if isinstance(value, bool):
        return float(value)
    if isinstance(value, (int, float, np.integer, np.floating)):
        return float(value)
    return None


def prompt_params(snapshot: GraphSnapshot, names: Mapping[int, str]) -> dict[str, str]:
    """Each Parameter of the graph (name, else role, else ``param <uid>``) -> its text."""
    out: dict[str, str] = {}
    for v in graph_entries(snapshot).values():
        if v.kind == "parameter":
            out[param_label(v, names)] = format_data(getattr(v.value, "data", ""))
    return out


def param_label(entry: GraphEntry, names: Mapping[int, str]) -> str:
    """How a run's ``params`` name a Parameter: its name, else its role, else its uid."""
    return names.get(entry.uid) or getattr(entry.value, "role", None) or f"param {entry.uid}"


def sample_records(
    snapshot: GraphSnapshot, names: Mapping[int, str], calls: Iterable[Any] = ()
) -> list[SampleRecord]:
    """One :class:`SampleRecord` per input sample of the graph's named values.

    ``names``: uid -> name of the values to record (leaves become inputs, op outputs
    become outputs; Parameters are run-level, see :func:`prompt_params`); ``calls``: the
    run's call-log records (a batched op labels each call ``sample i``).
    """
    evaluator = _evaluator(snapshot)
    evaluator_uids = {v.uid for v in snapshot.values_at(evaluator.id)} if evaluator else set()
    given = template_inputs(snapshot, evaluator)
    named = [
        v
        for v in graph_entries(snapshot).values()
        if v.uid in names
        and v.kind != "parameter"
        and v.uid not in evaluator_uids
        and v.uid not in given.shown
    ]
    datas = {v.uid: getattr(v.value, "data", None) for v in named}
    datas = {uid: d for uid, d in datas.items() if _storable(d)}
    scores: list[Any] = []
    explanations: list[Any] = []
    if evaluator is not None:
        kept = getattr(evaluator.node, "ctx").__dict__  # noqa: B009  (a BackwardFunction)
        scores, explanations = list(kept["scores"]), list(kept["explanations"])
        n = len(scores)
    else:
        n = _sample_count(datas.values())
    by_label: dict[str, list[int]] = {}
    all_calls: list[int] = []
    for c in calls:
        all_calls.append(c.call_id)
        if c.label:
            by_label.setdefault(c.label, []).append(c.call_id)
    samples = []
    targets = given.targets or []
    for i in range(n):
        inputs = {key: _fill_at(value, i, n) for key, value in given.fills.items()}
        inputs.update(
            (names[v.uid], _item(datas[v.uid], i, n))
            for v in named
            if v.kind == "leaf" and v.uid in datas and names[v.uid] not in inputs
        )
        outputs = {
            names[v.uid]: _item(datas[v.uid], i, n)
            for v in named
            if v.kind == "output" and v.uid in datas
        }
        explanation = explanations[i] if i < len(explanations) else None
        samples.append(
            SampleRecord(
                index=i,
                inputs=inputs,
                outputs=outputs,
                score=_score(scores[i]) if i < len(scores) else None,
                explanation=str(explanation) if explanation is not None else None,
                expected=plain_data(targets[i]) if i < len(targets) else None,
                call_ids=list(all_calls) if n == 1 else by_label.get(f"sample {i}", []),
            )
        )
    return samples


__all__ = [
    "MAX_NUMERIC_ITEMS",
    "GraphEntry",
    "TemplateInputs",
    "forward_arguments",
    "graph_entries",
    "param_label",
    "prompt_params",
    "sample_records",
    "template_inputs",
]
