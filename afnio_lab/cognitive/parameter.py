"""``Parameter``: a Variable that an optimizer may rewrite (a prompt, an instruction)."""

from __future__ import annotations

import copy
from typing import Any

from afnio_lab.autodiff.variable import Variable


class Parameter(Variable):
    """A leaf Variable that requires grad by default; Modules register it automatically."""

    _is_parameter = True  # lets the engine's graph walk tell parameters apart without imports

    def __init__(self, data: Any = None, role: str | None = None, requires_grad: bool = True):
        super().__init__(data, role, requires_grad)  # type: ignore[arg-type]

    def __repr__(self) -> str:
        return "Parameter containing:\n  " + super().__repr__()

    def __deepcopy__(self, memo: dict[int, Any]) -> Parameter:
        new = type(self)(copy.deepcopy(self.data, memo), self.role, self.requires_grad)
        memo[id(self)] = new
        return new


__all__ = ["Parameter"]
