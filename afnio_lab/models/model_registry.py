"""afnio's import path ``models.model_registry``: the same ``MODEL_REGISTRY`` dict as
``afnio_lab.models.registry`` (client classes by name, to restore checkpoints)."""

from afnio_lab.models.registry import MODEL_REGISTRY

__all__ = ["MODEL_REGISTRY"]
