"""afnio's ``trainer``: :class:`Trainer` (``fit``/``validate``/``test``) and
:func:`get_batch_size`."""

from afnio_lab.trainer.trainer import Trainer, get_batch_size

__all__ = ["Trainer", "get_batch_size"]
