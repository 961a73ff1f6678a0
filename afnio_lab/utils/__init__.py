"""afnio's ``utils`` package: data loading (``data``), data sets (``datasets``), ready agents."""

from afnio_lab.utils import agents, data, datasets

__all__ = ["agents", "data", "datasets"]
