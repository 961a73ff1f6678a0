"""Data sets afnio ships: ``FacilitySupport`` and ``TREC``, with their download helpers.

Offline, files are read from ``root`` (put them there by hand), and
:func:`sample_root` points at small synthetic samples in the same formats.
"""

from afnio_lab.utils.datasets.facility_support import FacilitySupport
from afnio_lab.utils.datasets.trec import TREC
from afnio_lab.utils.datasets.utils import DatasetNotAvailableError, sample_root

__all__ = ["TREC", "DatasetNotAvailableError", "FacilitySupport", "sample_root"]
