"""Forward re-run: change a leaf's or a Parameter's value and run again what depends on it.

The mirror of the backward replay. The ops downstream of the changed values run again, in
graph order (node ids grow as ops are called), with their recorded arguments and the new
values in place of the old; the ops upstream keep their outputs. Model calls go through the
record/replay cache: the user's cache when one is on, else a cache seeded with the replies
the old run got, so a call whose messages did not change costs nothing and sends nothing.
The user's values are not touched: changed leaves are new values of the same type and role.
"""

from __future__ import annotations

import contextlib
import tempfile
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from afnio_lab.autodiff.function import keeping_forward_inputs
from afnio_lab.autodiff.value import GraphValue
from afnio_lab.lab.ops.errors import LabError
from afnio_lab.lab.ops.samples import GraphEntry, graph_entries, param_label
from afnio_lab.lab.records.runs import ForwardRun
from afnio_lab.models.cache import cache_key, get_cache, using_cache


def _value_named(run: ForwardRun, entries: Mapping[int, GraphEntry], ref: Any) -> GraphEntry:
    """The leaf or Parameter of ``run`` that ``ref`` (a name, a uid or the value) means."""
    by_uid = entries
    if isinstance(ref, GraphValue):
        uid: int | None = ref.uid
    elif isinstance(ref, int) and not isinstance(ref, bool):
        uid = ref
    else:
        uid = next((u for u, n in run.names.items() if n == ref), None)
        if uid is None:  # a Parameter named by its role (run.params' label)
            uid = next(
                (e.uid for e in entries.values() if getattr(e.value, "role", None) == ref), None
            )
    info = by_uid.get(uid) if uid is not None else None
    if info is None:
        changeable = {
            run.names[u] for u, e in entries.items() if e.kind != "output" and u in run.names
        }
        known = ", ".join(sorted(changeable))
        raise LabError(
            f"{ref!r} is not a value of run {run.id!r}; change one of its leaves or "
            f"Parameters by name ({known or 'none named'})."
        )
    if info.kind == "output":
        name = run.names.get(info.uid, f"value {info.uid}")
        raise LabError(
            f"{name!r} is computed by an op in run {run.id!r}; change the leaves or "
            "Parameters it comes from instead."
        )
    return info


def _replaced_leaf(old: GraphValue, data: Any) -> GraphValue:
    """A new leaf like ``old`` (same class, role, requires_grad) holding ``data``."""
    cls: Any = type(old)
    new: GraphValue = cls(data, getattr(old, "role", ""), old.requires_grad)
    return new


def _substitute(obj: Any, new: Mapping[int, GraphValue]) -> tuple[Any, bool]:
    """``obj`` with every graph value in ``new`` (by uid) swapped in, and whether any was."""
    if isinstance(obj, GraphValue):
        swapped = new.get(obj.uid)
        return (swapped, True) if swapped is not None else (obj, False)
    if isinstance(obj, (list, tuple)):
        items = [_substitute(item, new) for item in obj]
        if not any(hit for _, hit in items):
            return obj, False
        return type(obj)(item for item, _ in items), True
    if isinstance(obj, dict):
        pairs = {k: _substitute(v, new) for k, v in obj.items()}
        if not any(hit for _, hit in pairs.values()):
            return obj, False
        return {k: v for k, (v, _) in pairs.items()}, True
    return obj, False


@contextlib.contextmanager
def cache_for_rerun(calls: list[Any]) -> Iterator[None]:
    """The user's cache if one reads, else a temporary read-write cache holding the replies
    of ``calls`` (the old run's), so unchanged calls are hits."""
    active = get_cache()
    if active is not None and active.reads:
        yield
        return
    with (
        tempfile.TemporaryDirectory(prefix="afnio_lab_rerun_") as folder,
        using_cache("read-write", Path(folder)) as cache,
    ):
        assert cache is not None
        for c in calls:
            if c.error is not None or c.response is None:
                continue
            key = cache_key(c.model, c.messages, c.params, c.provider)
            usage = {"prompt_tokens": c.prompt_tokens, "completion_tokens": c.completion_tokens}
            cache.put(
                key,
                model=c.model,
                messages=c.messages,
                params=c.params,
                response=c.response,
                usage=usage,
                provider=c.provider,
            )
        yield


def _restore_prompts(
    run: ForwardRun, entries: Mapping[int, GraphEntry], new: dict[int, GraphValue]
) -> None:
    """Parameters edited in place since ``run`` (e.g. ``system.data = ...`` before the next
    cell) re-run with the text they had in ``run``, unless they are among the changes."""
    for uid, entry in entries.items():
        if entry.kind != "parameter" or uid in new:
            continue
        then = run.params.get(param_label(entry, run.names))
        data = getattr(entry.value, "data", None)
        if then is not None and isinstance(data, str) and data != then:
            new[uid] = _replaced_leaf(entry.value, then)


def rerun_values(
    run: ForwardRun, changes: Mapping[Any, Any], old_calls: list[Any]
) -> dict[str, GraphValue]:
    """Run the ops of ``run`` downstream of ``changes`` (leaf or Parameter -> new data)
    again; returns name -> value for every named value of ``run``, new where recomputed."""
    snapshot = run.snapshot
    if snapshot is None:
        raise LabError(
            f"Run {run.id!r} was loaded from a file: it has no live graph to re-run. Run its "
            "cell again (or record it in this kernel) first."
        )
    if not changes:
        raise LabError("Say what to change, e.g. rerun_forward('f1', {'system': 'new text'}).")
    entries = graph_entries(snapshot)
    new: dict[int, GraphValue] = {}
    for ref, data in changes.items():
        entry = _value_named(run, entries, ref)
        new[entry.uid] = _replaced_leaf(entry.value, data)
    _restore_prompts(run, entries, new)
    functions = sorted((n for n in snapshot.nodes if n.kind == "function"), key=lambda n: n.id)
    with cache_for_rerun(old_calls), keeping_forward_inputs():  # the new run re-runs too
        for info in functions:
            node: Any = info.node
            recorded = getattr(node, "forward_args", None)
            if recorded is None:
                raise LabError(
                    f"{info.name.removesuffix('Backward0')}#{info.id} of run {run.id!r} has "
                    "not kept its inputs: record the pass with %%afnio_forward or "
                    "Session.forward (and keep its graph: no backward with --free-graph), "
                    "then re-run."
                )
            args, kwargs = recorded
            new_args, hit_args = _substitute(args, new)
            new_kwargs, hit_kwargs = _substitute(kwargs, new)
            if not (hit_args or hit_kwargs):
                continue
            outputs = node.fn_cls.apply(*new_args, **new_kwargs)
            outputs = outputs if isinstance(outputs, tuple) else (outputs,)
            for slot, out in enumerate(outputs):
                old = node.output_value(slot)
                if old is not None:
                    new[old.uid] = out
    by_uid = {uid: e.value for uid, e in entries.items()}
    return {name: new.get(uid, by_uid[uid]) for uid, name in run.names.items() if uid in by_uid}


__all__ = ["cache_for_rerun", "rerun_values"]
