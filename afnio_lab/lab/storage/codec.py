"""The saved shape of every record: records to plain dicts and back (the one owner of it).

The shape is the records' own dataclass fields (:mod:`afnio_lab.lab.storage.shape` derives
the writer, the reader and the schema from them); :data:`FIELDS` holds the little they
cannot say. Live parts (gradient objects, graphs) are never saved: a run's graph is saved as
plain data and comes back as ``saved_graph``. Installed as the records' codec when imported.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from afnio_lab.autodiff.graph_walk import GraphSnapshot
from afnio_lab.lab.records.hooks import set_codec
from afnio_lab.lab.records.plain import plain_data
from afnio_lab.lab.records.runs import (
    BackwardRun,
    Edit,
    ForwardRun,
    GradRecord,
    LeafGrad,
    NodeRecord,
    Run,
)
from afnio_lab.lab.storage.shape import Fields, Shape, Shapes
from afnio_lab.models.call_log import CallRecord

# -- graphs --------------------------------------------------------------------------------


def snapshot_to_dict(snapshot: GraphSnapshot) -> dict[str, Any]:
    """The graph as plain data (shape, and each value's data and role at save time)."""
    return {
        "nodes": [
            {
                "id": n.id,
                "name": n.name,
                "kind": n.kind,
                "uses_model": n.uses_model,
                "num_outputs": n.num_outputs,
            }
            for n in snapshot.nodes
        ],
        "edges": [[e.src, e.dst, e.output_nr, e.position] for e in snapshot.edges],
        "values": [
            {
                "uid": v.uid,
                "node_id": v.node_id,
                "output_nr": v.output_nr,
                "kind": v.kind,
                "is_root": v.is_root,
                "role": getattr(v.value, "role", None),
                "data": plain_data(getattr(v.value, "data", None)),
            }
            for v in snapshot.values
        ],
        "roots": list(snapshot.roots),
    }


def _graph(run: Run) -> dict[str, Any] | None:
    """The live graph as plain data, or the saved one a loaded run carries."""
    return snapshot_to_dict(run.snapshot) if run.snapshot else run.saved_graph


#: What :func:`snapshot_to_dict` writes, bounded loosely (a loaded graph is only drawn).
_GRAPH = Shape(
    None,
    None,
    {
        "type": ["object", "null"],
        "properties": {
            "nodes": {"type": "array", "items": {"type": "object"}},
            "edges": {"type": "array", "items": {"type": "array"}},
            "values": {"type": "array", "items": {"type": "object"}},
            "roots": {"type": "array"},
        },
    },
)


# -- what the records' fields cannot say -----------------------------------------------------


def _records_by_node(shapes: Shapes) -> Shape:
    """A run's node records are saved as a list, in schedule order, and read back by node id."""
    node = shapes.of(NodeRecord)
    to, back = node.to_plain, node.from_plain
    assert to is not None and back is not None
    return Shape(
        lambda records: [to(r) for r in records.values()],
        lambda items: {item["node_id"]: back(item) for item in items},
        {"type": "array", "items": node.schema},
    )


def _numbers_as_arrays(grad: GradRecord) -> GradRecord:
    """Numeric gradients are arrays in memory, lists in the file."""
    if grad.kind == "numeric":
        grad.data = np.asarray(grad.data)
    return grad


_RUN: dict[str, Any] = {
    "live": ("snapshot",),
    "keys": {"saved_graph": "graph"},
    "read": {"saved_graph": _graph},
    "shapes": {"saved_graph": lambda _: _GRAPH, "records": _records_by_node},
    "schema": {"id": {"minLength": 1}},
}
#: What each record's fields cannot say. ``optional``: the fields a file may lack, because
#: the first files were written without them (a node record: none).
FIELDS: dict[type, Fields] = {
    GradRecord: Fields(live=("value",), loaded=_numbers_as_arrays),
    NodeRecord: Fields(optional=()),
    LeafGrad: Fields(optional=("role",)),
    Edit: Fields(
        optional=("new_role", "run_id", "applied_in"),
        schema={"new_data": {"type": ["string", "number", "array"]}},
    ),
    ForwardRun: Fields(**_RUN, optional=("code", "samples", "params", "parent", "saved_graph")),
    BackwardRun: Fields(
        **_RUN,
        optional=("parent", "error", "retain_graph", "names", "saved_graph"),
        when_set=("input_uids", "prior_grads"),  # so other runs save as they always did
    ),
    CallRecord: Fields(closed=True),  # loaded as CallRecord(**call)
}
SHAPES = Shapes(FIELDS)


class RecordCodec:
    """Answers ``to_dict``/``from_dict`` for every record type."""

    def to_dict(self, record: Any) -> dict[str, Any]:
        plain: dict[str, Any] = SHAPES.to_plain(record)
        return plain

    def from_dict(self, cls: type, data: Any) -> Any:
        return SHAPES.from_plain(cls, data)


set_codec(RecordCodec())

__all__ = ["FIELDS", "SHAPES", "RecordCodec", "snapshot_to_dict"]
