"""``Optimizer``: parameter groups, per-parameter state and (de)serialisation.

Mirrors ``torch.optim.Optimizer`` with afnio's differences: gradients are lists that
``clear_grad`` empties in place, and model clients inside groups are saved as their
placeholder dicts and supplied again on load (``model_clients=``).
"""

from __future__ import annotations

import copy
from collections import defaultdict
from collections.abc import Mapping
from typing import Any

from afnio_lab.autodiff.variable import Variable
from afnio_lab.models.base import BaseModel


class _Required:
    def __repr__(self) -> str:
        return "<required parameter>"


required: Any = _Required()


def _is_client_placeholder(value: Any) -> bool:
    return isinstance(value, dict) and {"class_type", "provider", "usage"} <= set(value)


class Optimizer:
    """Base class: holds ``defaults``, ``param_groups`` and ``state`` (keyed by parameter)."""

    def __init__(self, params: Any, defaults: dict[str, Any]) -> None:
        self.defaults = defaults
        self.state: defaultdict[Variable, dict[str, Any]] = defaultdict(dict)
        self.param_groups: list[dict[str, Any]] = []
        if isinstance(params, Variable):
            raise TypeError(
                "params argument given to the optimizer should be an iterable of Variables "
                "or dicts, but got a single Variable: wrap it in a list, e.g. [param]."
            )
        groups = list(params)
        if not groups:
            raise ValueError("optimizer got an empty parameter list")
        if not isinstance(groups[0], dict):
            groups = [{"params": groups}]
        for group in groups:
            self.add_param_group(group)

    def add_param_group(self, param_group: dict[str, Any]) -> None:
        """Add a group (``{"params": [...], **options}``); missing options come from defaults."""
        if not isinstance(param_group, dict):
            raise TypeError(f"param_group must be a dict, got {type(param_group).__name__}.")
        params = param_group["params"]
        if isinstance(params, Variable):
            params = [params]
        elif isinstance(params, set):
            raise TypeError(
                "optimizer parameters need to be organized in ordered collections, but the "
                "ordering of sets changes between runs; use a list."
            )
        params = list(params)
        for p in params:
            if not isinstance(p, Variable):
                raise TypeError(f"optimizer can only optimize Variables, got {type(p).__name__}.")
            if not p.is_leaf:
                raise ValueError(
                    "can't optimize a non-leaf Variable: optimize the Parameter it came from."
                )
        param_group["params"] = params
        for name, default in self.defaults.items():
            if default is required and name not in param_group:
                raise ValueError(
                    f"parameter group didn't specify a value of required "
                    f"optimization parameter {name}"
                )
            param_group.setdefault(name, default)
        existing = {id(p) for g in self.param_groups for p in g["params"]}
        if existing & {id(p) for p in params}:
            raise ValueError("some parameters appear in more than one parameter group")
        self.param_groups.append(param_group)

    def clear_grad(self) -> None:
        """Empty every parameter's ``grad`` list in place (the list object is kept)."""
        for group in self.param_groups:
            for p in group["params"]:
                p.grad.clear()

    zero_grad = clear_grad  # PyTorch's name, for muscle memory

    def step(self, closure: Any = None) -> Any:
        raise NotImplementedError(f"{type(self).__name__} must implement step().")

    # --- state dicts ---------------------------------------------------------------------------

    @staticmethod
    def _pack(value: Any) -> Any:
        # A model client deep-copies to its placeholder dict: never a live client or a key.
        return copy.deepcopy(value)

    def state_dict(self) -> dict[str, Any]:
        """``{"state": {index: ...}, "param_groups": [{..., "params": [indices]}]}``."""
        index: dict[int, int] = {}
        groups = []
        for group in self.param_groups:
            packed = {k: self._pack(v) for k, v in group.items() if k != "params"}
            packed["params"] = []
            for p in group["params"]:
                index.setdefault(id(p), len(index))
                packed["params"].append(index[id(p)])
            groups.append(packed)
        state = {index[id(p)]: copy.deepcopy(s) for p, s in self.state.items() if id(p) in index}
        return {"state": state, "param_groups": groups}

    def load_state_dict(
        self, state_dict: Mapping[str, Any], model_clients: Mapping[str, BaseModel] | None = None
    ) -> None:
        """Restore groups and state; live model clients come from ``model_clients``."""
        saved_groups = state_dict["param_groups"]
        if len(saved_groups) != len(self.param_groups):
            raise ValueError("Loaded state dict has a different number of parameter groups.")
        for mine, saved in zip(self.param_groups, saved_groups):
            if len(mine["params"]) != len(saved["params"]):
                raise ValueError(
                    "Loaded state dict contains a parameter group that doesn't match the size "
                    "of optimizer's group."
                )
        clients = dict(model_clients or {})
        new_groups = []
        for mine, saved in zip(self.param_groups, saved_groups):
            group = {}
            for key, value in saved.items():
                if key == "params":
                    continue
                if _is_client_placeholder(value):
                    if key not in clients:
                        raise ValueError(
                            f"The state dict holds a model client under '{key}' "
                            f"({value['class_type']}); pass it again with "
                            f"model_clients={{'{key}': <client>}}."
                        )
                    group[key] = clients[key]
                else:
                    group[key] = copy.deepcopy(value)
            group["params"] = mine["params"]
            new_groups.append(group)
        by_index = {
            i: p
            for saved, mine in zip(saved_groups, self.param_groups)
            for i, p in zip(saved["params"], mine["params"])
        }
        state: defaultdict[Variable, dict[str, Any]] = defaultdict(dict)
        for i, value in state_dict.get("state", {}).items():
            if int(i) in by_index:
                state[by_index[int(i)]] = copy.deepcopy(value)
        self.param_groups[:] = new_groups
        self.state = state

    def __repr__(self) -> str:
        lines = [f"{type(self).__name__} ("]
        for i, group in enumerate(self.param_groups):
            lines.append(f"Parameter Group {i}")
            for key in sorted(k for k in group if k != "params"):
                lines.append(f"    {key}: {group[key]}")
        lines.append(")")
        return "\n".join(lines)


__all__ = ["Optimizer", "required"]
