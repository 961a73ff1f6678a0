"""Optimizers for textual parameters: the ``Optimizer`` base and ``TGD``."""

from afnio_lab.optim.optimizer import Optimizer
from afnio_lab.optim.tgd import TGD, tgd

__all__ = ["TGD", "Optimizer", "tgd"]
