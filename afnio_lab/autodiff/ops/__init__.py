"""The ops built on the autodiff core: ``Add``/``Sum``/``Split``, ``ChatCompletion``, evaluators.

Each module is imported on its own (this package imports none of them), so the core can use
:mod:`.basic` for ``Variable.__add__`` without loading the language-model ops, which are the
only part of ``afnio_lab.autodiff`` that imports ``afnio_lab.models``. afnio's paths
(``autodiff.basic_ops``, ``autodiff.lm_ops``, ``autodiff.evaluator``) are aliases of these.
"""
