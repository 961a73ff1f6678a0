"""Hand edits of gradients: the rules edited data must follow, the text an editor shows, and
the recorded gradient an edit replaces. One place for the API, the magics, the widgets and
``%backward --grad``.

``Session.edit_gradient`` runs :func:`check_edit` (through :func:`make_edit`) before it records
anything, so the same input gets the same one-line message whichever way it came in, and a
pending edit that was accepted can always become a gradient when the run is replayed.

- A numeric gradient takes a finite number or an array of numbers that broadcasts to its
  shape (text such as ``"0.5"`` or ``"[1, 2]"`` is read as JSON first).
- A text gradient takes non-blank text.
- A batch of text feedback (a list) takes a list of the same length of strings (or that
  list as JSON text), not all blank.
- Anything else (bytes, dict, tuple, set, None, arbitrary objects) is refused.

An edit names a value's gradient, or a node's slot or edge (:func:`make_edit`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

import numpy as np

from afnio_lab.autodiff.value import GraphValue
from afnio_lab.lab.ops.errors import LabError
from afnio_lab.lab.records.runs import BackwardRun, Edit, GradRecord


class EditError(ValueError):
    """An edited gradient that cannot replace the one it targets (nothing was recorded)."""


_NUMBER_HINT = "a number or a JSON array of numbers"


def check_edit(data: Any, old: GradRecord | None) -> Any:
    """``data`` as the gradient data that replaces ``old``; raises :class:`EditError`."""
    if old is not None and old.kind == "numeric":
        return _numbers(data, np.asarray(old.data))
    if old is not None and isinstance(old.data, list | tuple):
        return _batch(data, len(old.data))
    return _text(data)


def _kind(data: Any) -> str:
    return type(data).__name__


def _text(data: Any) -> str:
    if not isinstance(data, str):
        raise EditError(
            f"Feedback must be text (a str), not {_kind(data)}: write the new feedback as text."
        )
    if not data.strip():
        raise EditError("The feedback is empty: write what should change (or keep the old text).")
    return data


def _json(text: str, error: str) -> Any:
    """``text`` read as JSON, or :class:`EditError` with ``error``."""
    try:
        return json.loads(text)
    except ValueError:
        raise EditError(error) from None


def _batch(data: Any, n: int) -> list[str]:
    if isinstance(data, str):
        data = _json(
            data,
            f"This gradient holds {n} feedback texts (one per sample): write a JSON list "
            f'of {n} strings, e.g. ["…", "…"].',
        )
    if not isinstance(data, list) or not all(isinstance(v, str) for v in data):
        raise EditError(f"Write a list of {n} strings (one feedback text per sample).")
    if len(data) != n:
        raise EditError(f"Give exactly {n} feedback texts (one per sample), not {len(data)}.")
    if not any(v.strip() for v in data):
        raise EditError("Every feedback text is empty: write what should change.")
    return list(data)


def _numbers(data: Any, like: np.ndarray) -> Any:
    if isinstance(data, str):
        data = _json(
            data, f"Write {_NUMBER_HINT} (this gradient has shape {like.shape}), not {data!r}."
        )
    if not _is_numbers(data):
        raise EditError(
            f"A numeric gradient takes {_NUMBER_HINT} (this gradient has shape {like.shape}), "
            f"not {_kind(data)}."
        )
    try:
        arr = np.asarray(data, dtype=float)
    except (ValueError, TypeError):
        raise EditError(f"Write {_NUMBER_HINT} with a regular shape.") from None
    if not np.all(np.isfinite(arr)):
        raise EditError("The gradient must be finite (no NaN or infinity).")
    try:
        np.broadcast_to(arr, like.shape)
    except ValueError:
        raise EditError(
            f"Shape {arr.shape} does not fit this gradient's shape {like.shape}: give one "
            "number or an array of that shape."
        ) from None
    return arr.item() if arr.ndim == 0 else arr


def _is_numbers(data: Any) -> bool:
    """A number, or a (nested) list / numeric array of numbers; never bool, str or bytes."""
    if isinstance(data, np.ndarray):
        return data.dtype.kind in "iuf"
    if isinstance(data, bool | np.bool_):
        return False
    if isinstance(data, int | float | np.integer | np.floating):
        return True
    if isinstance(data, list):
        stack = list(data)
        while stack:
            item = stack.pop()
            if isinstance(item, list):
                stack.extend(item)
            elif not _is_numbers(item):
                return False
        return True
    return False


def editable_text(record: GradRecord | None) -> str:
    """The text to put in an editor for ``record`` (:func:`check_edit` reads it back)."""
    if record is None:
        return ""
    data = record.data
    if record.kind == "numeric":
        arr = np.asarray(data, dtype=float)
        return json.dumps(arr.item() if arr.ndim == 0 else arr.tolist())
    if isinstance(data, str):
        return data
    if isinstance(data, (list, tuple)):
        return json.dumps([str(d) for d in data], ensure_ascii=False, indent=1)
    return "" if data is None else str(data)


def make_edit(
    run: BackwardRun,
    data: Any,
    *,
    value: GraphValue | None = None,
    node: int | None = None,
    slot: int | None = None,
    edge: int | None = None,
    index: int | None = None,
    role: str | None = None,
) -> Edit:
    """The edit of one gradient of ``run`` (see :meth:`Session.edit_gradient`); raises
    :class:`LabError` for a gradient that is not there, ``EditError`` for data that does
    not fit it."""
    if index is not None and value is None:
        raise LabError("`index` picks one of a leaf's gradients: use it with `value=`.")
    if value is not None:
        edit = _edit_for_value(run, value, data, index, role)
    elif node is not None and (slot is None) != (edge is None):
        edit = _edit_for_node(run, node, slot, edge, data, role)
    else:
        raise LabError(
            "Say which gradient to edit: `value=` a Variable, or `node=` with exactly one "
            "of `slot=` or `edge=`."
        )
    # The shared rules (API, magics, widgets): nothing is recorded unless the data can
    # become a gradient of the kind it replaces, so a pending edit never breaks a replay.
    edit.new_data = check_edit(edit.new_data, edit.old)
    return edit


def _edit_for_node(
    run: BackwardRun,
    node: int,
    slot: int | None,
    edge: int | None,
    data: Any,
    role: str | None,
) -> Edit:
    record = run.records.get(node)
    if record is None:
        raise LabError(f"Node {node} did not run in {run.id!r}; pick one that did.")
    if slot is not None:
        if not 0 <= slot < len(record.grads_in) or record.grads_in[slot] is None:
            raise LabError(f"Node {node} received no gradient at output {slot}.")
        uid = _uid_at(run, node, slot)
        return Edit("slot", node, slot, uid, record.grads_in[slot], data, role, run.id)
    assert edge is not None
    if not 0 <= edge < len(record.grads_out) or record.grads_out[edge] is None:
        raise LabError(f"Node {node} sent no gradient along edge {edge}.")
    dst, dst_slot = record.edges[edge]
    uid = _uid_at(run, dst, dst_slot) if dst is not None else None
    return Edit("edge", node, edge, uid, record.grads_out[edge], data, role, run.id)


def _edit_for_value(
    run: BackwardRun, value: GraphValue, data: Any, index: int | None, role: str | None
) -> Edit:
    leaf = run.leaf_grads_by_uid().get(value.uid)
    if leaf:
        k = len(leaf) - 1 if index is None else index
        if not 0 <= k < len(leaf):
            raise LabError(
                f"This value received {len(leaf)} gradient(s) in {run.id!r}; index {k} "
                "is out of range."
            )
        return Edit("leaf", None, k, value.uid, leaf[k].grad, data, role, run.id)
    if index is not None:
        raise LabError(
            f"--index / index= picks one of a leaf's gradients, but this value is not a "
            f"leaf in run {run.id!r} (it received one gradient, at its node): drop the index."
        )
    if value.grad_fn is None or value.grad_fn.node_id not in run.records:
        raise LabError(
            f"This value received no gradient in run {run.id!r}; pick one shown with "
            "feedback in the graph."
        )
    nid, slot = value.grad_fn.node_id, value.output_nr
    old = run.records[nid].grads_in[slot]
    if old is None:
        raise LabError(f"This value received no gradient in run {run.id!r}.")
    return Edit("slot", nid, slot, value.uid, old, data, role, run.id)


def run_to_edit(
    runs: Iterable[BackwardRun], value: GraphValue | None = None, node: int | None = None
) -> BackwardRun | None:
    """The newest of ``runs`` where ``value`` received a gradient (or node ``node`` ran):
    the run an edit that names no run means, even when a newer run is about other values."""
    for run in reversed(list(runs)):
        if node is not None and node in run.records:
            return run
        if value is not None:
            made_by = value.grad_fn.node_id if value.grad_fn is not None else None
            if made_by in run.records or value.uid in run.leaf_grads_by_uid():
                return run
    return None


def _uid_at(run: BackwardRun, node_id: int | None, slot: int) -> int | None:
    if run.snapshot is None or node_id is None:
        return None
    for v in run.snapshot.values:
        if v.node_id == node_id and v.output_nr == slot:
            return v.uid
    return None


__all__ = ["EditError", "check_edit", "editable_text", "make_edit", "run_to_edit"]
