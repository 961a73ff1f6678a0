"""A type's saved form, derived from its annotation: to plain data, back, and its JSON Schema.

Why: a record's dataclass fields already say what it holds, so the writer, the reader and the
schema that checks a file before loading are all derived from them here and cannot drift
apart. What a field's type cannot say (a live object that is not saved, a key spelled
otherwise in the file, a field older files lack) is given per class as :class:`Fields`.
"""

from __future__ import annotations

import dataclasses
import types
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from afnio_lab.lab.records.plain import plain_data

Convert = Callable[[Any], Any]
_SIMPLE = {int: "integer", float: "number", str: "string", bool: "boolean"}


@dataclass(frozen=True)
class Shape:
    """A saved form: ``to_plain`` (records to JSON-able data; non-finite floats are the file
    writer's job), ``from_plain`` (back, from data the schema accepted) and ``schema``.
    A converter of None means the data is saved as it is."""

    to_plain: Convert | None
    from_plain: Convert | None
    schema: dict[str, Any]
    #: for ``X | None``: X's form (a list of them converts in one pass)
    or_null: Shape | None = None


@dataclass(frozen=True)
class Fields:
    """What a dataclass's fields cannot say about its saved form."""

    #: not saved: live objects (graphs, gradient Variables) that end with the kernel
    live: tuple[str, ...] = ()
    #: field -> its key in the file, where the two differ
    keys: Mapping[str, str] = field(default_factory=dict)
    #: field -> what to save for it, read from the whole record (default: the attribute)
    read: Mapping[str, Convert] = field(default_factory=dict)
    #: field -> its saved form where it is not its annotation's (given the shape finder)
    shapes: Mapping[str, Callable[[Shapes], Shape]] = field(default_factory=dict)
    #: the fields a file may lack (older files did not write them): they load as their
    #: default, or None; not given, those with a default (the constructor's own rule)
    optional: tuple[str, ...] | None = None
    #: fields written only when they differ from their default (as older writers did)
    when_set: tuple[str, ...] = ()
    #: field -> schema keywords narrower than its annotation (e.g. a non-empty id)
    schema: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    #: refuse unknown keys (for a record built by passing every key to its constructor)
    closed: bool = False
    #: a last touch on each loaded record
    loaded: Convert | None = None


class Shapes:
    """Finds the saved form of a type (made once per type, then kept)."""

    def __init__(self, fields: Mapping[type, Fields]) -> None:
        self._fields = fields
        self._made: dict[Any, Shape] = {}

    def of(self, hint: Any) -> Shape:
        shape = self._made.get(hint)
        if shape is None:
            shape = self._made[hint] = self._make(hint)
        return shape

    def to_plain(self, record: Any) -> Any:
        return _convert(self.of(type(record)).to_plain, record)

    def from_plain(self, hint: Any, data: Any) -> Any:
        return _convert(self.of(hint).from_plain, data)

    def _make(self, hint: Any) -> Shape:
        origin, args = get_origin(hint), get_args(hint)
        if hint in _SIMPLE:
            return Shape(None, None, {"type": _SIMPLE[hint]})
        if hint is Any:
            return Shape(plain_data, None, {})
        if hint is type(None):
            return Shape(None, None, {"type": "null"})
        if origin is Literal:
            return Shape(None, None, {"const": args[0]} if len(args) == 1 else {"enum": list(args)})
        if origin in (Union, types.UnionType):
            members = [a for a in args if a is not type(None)]
            if len(members) == len(args):
                return self._tagged(members)
            if len(members) == 1:
                return _or_null(self.of(members[0]))
        if origin is list:
            return _list(self.of(args[0]))
        if origin is tuple:
            return _tuple([self.of(a) for a in args])
        if origin is dict:
            return _dict(self.of(args[1]), int_keys=args[0] is int)
        if dataclasses.is_dataclass(hint) and isinstance(hint, type):
            return self._dataclass(hint, self._fields.get(hint, Fields()))
        raise TypeError(f"no saved form for {hint!r}: declare it in the storage's Fields")

    def _tagged(self, members: list[Any]) -> Shape:
        """A union of records told apart by their ``kind`` (each annotated with a Literal)."""
        kinds = {cls: list(get_args(get_type_hints(cls)["kind"])) for cls in members}
        by_type = {cls: self.of(cls) for cls in members}
        by_kind = {k: by_type[cls] for cls, ks in kinds.items() for k in ks}

        def to_plain(record: Any) -> Any:
            return _convert(by_type[type(record)].to_plain, record)

        def from_plain(data: Any) -> Any:
            return _convert(by_kind[data["kind"]].from_plain, data)

        return Shape(
            to_plain,
            from_plain,
            {
                "type": "object",
                "required": ["kind"],
                "properties": {"kind": {"enum": list(by_kind)}},
                "allOf": [
                    {"if": {"properties": {"kind": {"enum": ks}}}, "then": by_type[cls].schema}
                    for cls, ks in kinds.items()
                ],
            },
        )

    def _dataclass(self, cls: type, spec: Fields) -> Shape:
        hints = get_type_hints(cls)
        fields = {f.name: f for f in dataclasses.fields(cls)}
        saved = [f for f in fields.values() if f.name not in spec.live]
        shapes = {
            f.name: spec.shapes[f.name](self) if f.name in spec.shapes else self.of(hints[f.name])
            for f in saved
        }
        keys = {f.name: spec.keys.get(f.name, f.name) for f in saved}
        properties = {
            keys[f.name]: {**shapes[f.name].schema, **spec.schema.get(f.name, {})} for f in saved
        }
        optional = (
            {f.name for f in saved if _has_default(f)}
            if spec.optional is None
            else {*spec.optional, *spec.when_set}
        )
        required = [keys[f.name] for f in saved if f.name not in optional]
        schema: dict[str, Any] = {"type": "object", "required": required, "properties": properties}
        if spec.closed:
            schema["additionalProperties"] = False
        convert = {f.name: (keys[f.name], shapes[f.name]) for f in saved}
        return Shape(
            _writer(convert, spec, {n: _default(fields[n]) for n in spec.when_set if n in fields}),
            _reader(cls, convert, optional, spec.loaded),
            schema,
        )


# The writer and the reader of each record type are compiled once, the way ``dataclasses``
# compiles ``__init__``: a file holds a record per graph node, and a generic loop over the
# fields cost 1.7x the hand-written functions it replaced.


def _compile(source: str, env: dict[str, Any]) -> Convert:
    exec(source, env)
    compiled: Convert = env["convert"]
    return compiled


def _writer(
    fields: Mapping[str, tuple[str, Shape]], spec: Fields, omitted: Mapping[str, Any]
) -> Convert:
    """``{"key": r.name, "other": c1(r.other), ...}``; fields with a reader read the whole
    record, and those in ``omitted`` are written only when they differ from that default."""
    env: dict[str, Any] = {}
    always, when_set = [], []
    for i, (name, (key, shape)) in enumerate(fields.items()):
        value = f"r.{name}"
        if name in spec.read:
            env[f"read{i}"] = spec.read[name]
            value = f"read{i}(r)"
        if name in omitted:
            env[f"default{i}"] = omitted[name]
            when_set.append(f"    v = {value}\n    if v != default{i}:\n")
            value = "v"
        if shape.to_plain is not None:
            env[f"c{i}"] = shape.to_plain
            value = f"c{i}({value})"
        if name in omitted:
            when_set[-1] += f"        out[{key!r}] = {value}\n"
        else:
            always.append(f"{key!r}: {value}")
    body = f"    out = {{{', '.join(always)}}}\n" + "".join(when_set) + "    return out\n"
    return _compile("def convert(r):\n" + body, env)


def _reader(
    cls: type,
    fields: Mapping[str, tuple[str, Shape]],
    optional: set[str],
    loaded: Convert | None,
) -> Convert:
    """``cls(name=d["key"], other=c1(d["other"]), ...)``; an optional field the file lacks
    gets its default (None if it has none)."""
    env: dict[str, Any] = {"cls": cls, "loaded": loaded}
    declared = {f.name: f for f in dataclasses.fields(cls)}
    args = []
    for i, (name, (key, shape)) in enumerate(fields.items()):
        value = f"d[{key!r}]"
        if shape.from_plain is not None:
            env[f"c{i}"] = shape.from_plain
            value = f"c{i}({value})"
        if name in optional:
            f = declared[name]
            if f.default_factory is not dataclasses.MISSING:
                env[f"default{i}"] = f.default_factory
                fallback = f"default{i}()"
            else:
                env[f"default{i}"] = None if f.default is dataclasses.MISSING else f.default
                fallback = f"default{i}"
            value = f"{value} if {key!r} in d else {fallback}"
        args.append(f"{name}={value}")
    record = f"cls({', '.join(args)})"
    return _compile(
        f"def convert(d):\n    return {record if loaded is None else f'loaded({record})'}\n", env
    )


def _has_default(f: dataclasses.Field[Any]) -> bool:
    return f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING


def _default(f: dataclasses.Field[Any]) -> Any:
    """A fresh default (a field written only when set is compared with it)."""
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return f.default


def _convert(convert: Convert | None, value: Any) -> Any:
    return value if convert is None else convert(value)


def _or_null(shape: Shape) -> Shape:
    to, back, schema = shape.to_plain, shape.from_plain, shape.schema
    nullable: dict[str, Any]
    if set(schema) == {"type"} and isinstance(schema["type"], str):
        nullable = {"type": [schema["type"], "null"]}
    else:
        nullable = {"anyOf": [{"type": "null"}, schema]}
    return Shape(
        None if to is None else lambda v: None if v is None else to(v),
        None if back is None else lambda v: None if v is None else back(v),
        nullable,
        or_null=shape,
    )


def _list(item: Shape) -> Shape:
    schema = {"type": "array", "items": item.schema}
    inner = item.or_null
    if inner is not None and inner.to_plain is not None and inner.from_plain is not None:
        return _list_or_null(inner.to_plain, inner.from_plain, schema)
    to, back = item.to_plain, item.from_plain
    return Shape(
        None if to is None else lambda vs: [to(v) for v in vs],
        None if back is None else lambda vs: [back(v) for v in vs],
        schema,
    )


def _list_or_null(to: Convert, back: Convert, schema: dict[str, Any]) -> Shape:
    """A list of ``X | None``, converted in one pass (a node record holds two)."""
    return Shape(
        lambda vs: [None if v is None else to(v) for v in vs],
        lambda vs: [None if v is None else back(v) for v in vs],
        schema,
    )


def _tuple(items: list[Shape]) -> Shape:
    """A tuple of plain items (a JSON array of fixed length)."""
    if any(s.to_plain is not None or s.from_plain is not None for s in items):
        raise TypeError("a saved tuple holds plain items only (numbers, text, None)")
    n = len(items)
    schema = {
        "type": "array",
        "prefixItems": [s.schema for s in items],
        "minItems": n,
        "maxItems": n,
    }
    return Shape(list, tuple, schema)


def _dict(value: Shape, int_keys: bool) -> Shape:
    """A mapping; JSON keys are text, so int keys are saved as their digits."""
    to, back = value.to_plain, value.from_plain
    schema: dict[str, Any] = {"type": "object"}
    if int_keys:
        schema["propertyNames"] = {"pattern": "^-?[0-9]+$"}
    if value.schema:
        schema["additionalProperties"] = value.schema
    if not int_keys:
        return Shape(
            None if to is None else lambda d: {k: to(v) for k, v in d.items()},
            None if back is None else lambda d: {k: back(v) for k, v in d.items()},
            schema,
        )
    return Shape(
        lambda d: {str(k): _convert(to, v) for k, v in d.items()},
        lambda d: {int(k): _convert(back, v) for k, v in d.items()},
        schema,
    )


__all__ = ["Fields", "Shape", "Shapes"]
