"""Interactive Jupyter views of the lab (anywidget; no CDN, no build step).

- :class:`LabView` (:func:`lab_view`): graph + inspector + gradient editor + call log
- :class:`GraphWidget`, :class:`InspectorWidget`, :class:`GradientEditor`,
  :class:`CallLogWidget`: the parts, usable alone
- :class:`StepperWidget`: step through a backward pass (numeric or textual)
- :class:`OptimizerPreview`: an optimizer step with before/after, Accept and Revert
- :class:`ComparisonWidget`: forward runs side by side, input by input (``%afnio_compare``)
- :class:`ProgressObserver`, :func:`call_progress`: progress bars for loops calling models

Widgets call :class:`afnio_lab.lab.Session` and the lab's helpers; they hold no autodiff
logic of their own.
"""

from afnio_lab.widgets.calllog import CallLogWidget
from afnio_lab.widgets.compare import ComparisonWidget
from afnio_lab.widgets.context import GraphContext
from afnio_lab.widgets.editor import GradientEditor
from afnio_lab.widgets.graph import GraphWidget
from afnio_lab.widgets.inspector import InspectorWidget
from afnio_lab.widgets.labview import LabView, lab_view
from afnio_lab.widgets.optimizer import OptimizerPreview
from afnio_lab.widgets.progress import ProgressBar, ProgressObserver, call_progress
from afnio_lab.widgets.stepper import StepperWidget

__all__ = [
    "CallLogWidget",
    "ComparisonWidget",
    "GradientEditor",
    "GraphContext",
    "GraphWidget",
    "InspectorWidget",
    "LabView",
    "OptimizerPreview",
    "ProgressBar",
    "ProgressObserver",
    "StepperWidget",
    "call_progress",
    "lab_view",
]
