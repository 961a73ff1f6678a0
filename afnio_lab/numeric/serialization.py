"""Save parameters to ``.npz`` and load them back, by name, with clear mismatch errors."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from afnio_lab.numeric.tensor import Tensor


def _named(params: Any) -> dict[str, Tensor]:
    """Names for what we save: a Module's dotted names, a mapping's keys, or list positions."""
    if hasattr(params, "named_parameters"):
        return dict(params.named_parameters())
    if isinstance(params, Mapping):
        named = dict(params)
    elif isinstance(params, Sequence):
        named = {str(i): p for i, p in enumerate(params)}
    else:
        raise TypeError(
            "Expected a Module, a mapping of name -> Tensor, or a list of Tensors; got "
            f"{type(params).__name__}."
        )
    for name, p in named.items():
        if not isinstance(p, Tensor):
            raise TypeError(f"Entry {name!r} is a {type(p).__name__}, not a numeric Tensor.")
    return named


def save(params: Any, path: str | Path) -> Path:
    """Write every parameter's data to ``path`` (``.npz`` is appended if missing)."""
    path = Path(path)
    if path.suffix != ".npz":
        path = path.with_name(path.name + ".npz")
    arrays = {name: p.data for name, p in _named(params).items()}
    np.savez(path, **arrays)  # type: ignore[arg-type]
    return path


def load(path: str | Path) -> dict[str, np.ndarray]:
    """The arrays stored in an ``.npz`` file, by name (no pickled objects are loaded)."""
    with np.load(Path(path), allow_pickle=False) as npz:
        return {name: npz[name] for name in npz.files}


def copy_into(params: Mapping[str, Tensor], arrays: Mapping[str, Any], strict: bool = True) -> None:
    """Copy ``arrays`` into the named parameters' data, in place (optimizer state stays valid)."""
    missing = sorted(set(params) - set(arrays))
    unexpected = sorted(set(arrays) - set(params))
    if strict and (missing or unexpected):
        raise KeyError(
            "Parameter names do not match: "
            + "; ".join(
                part
                for part in (
                    f"missing from the file: {missing}" if missing else "",
                    f"not in the model: {unexpected}" if unexpected else "",
                )
                if part
            )
            + ". Pass strict=False to load the names that match."
        )
    for name, p in params.items():
        if name not in arrays:
            continue
        arr = np.asarray(arrays[name])
        if arr.shape != p.data.shape:
            raise ValueError(
                f"Shape mismatch for {name!r}: the file has {arr.shape}, the parameter has "
                f"{p.data.shape}."
            )
        p.data[...] = arr


def load_into(params: Any, path: str | Path, strict: bool = True) -> None:
    """Load ``path`` into a Module, a mapping of name -> Tensor, or a list of Tensors."""
    copy_into(_named(params), load(path), strict=strict)


__all__ = ["copy_into", "load", "load_into", "save"]
