"""afnio keeps Variable in ``afnio._variable``; this alias keeps such imports working."""

from afnio_lab.autodiff.variable import JAGGED, Variable, is_scalar_variable, is_variable

__all__ = ["JAGGED", "Variable", "is_scalar_variable", "is_variable"]
