"""The magics that run passes: record a forward pass, run, step through or resume backward.

``%%afnio_forward`` records the graph a cell builds, ``%backward`` runs (or, with ``--step``,
plans) a recorded backward pass, ``%afnio_step`` drives a step-through, ``%afnio_resume``
finishes a pass that failed.
"""

from __future__ import annotations

import sys
import textwrap
import time
from typing import Any

from IPython.core.error import UsageError
from IPython.core.magic import cell_magic, line_magic, magics_class
from IPython.core.magic_arguments import argument, magic_arguments, parse_argstring

from afnio_lab.autodiff.function import keeping_forward_inputs
from afnio_lab.autodiff.value import GraphValue
from afnio_lab.lab.ops.recording import as_gradient
from afnio_lab.lab.views.options import RenderOptions
from afnio_lab.magics import views
from afnio_lab.magics.base import (
    LabMagics,
    executor_for,
    not_a_graph_value,
    unquote,
    values_arguments,
    values_mode,
)
from afnio_lab.magics.errors import holding_failures


def _graph_values(namespace: dict[str, Any]) -> dict[str, tuple[int, Any]]:
    """name -> (identity, grad_fn) for graph values bound in the namespace (tuples expanded)."""
    found: dict[str, tuple[int, Any]] = {}
    for name, obj in list(namespace.items()):
        if name.startswith("_"):
            continue
        if isinstance(obj, GraphValue):
            found[name] = (id(obj), obj.grad_fn)
        elif (
            isinstance(obj, (tuple, list))
            and 0 < len(obj) <= 64
            and all(isinstance(o, GraphValue) for o in obj)
        ):
            for i, o in enumerate(obj):
                found[f"{name}[{i}]"] = (id(o), o.grad_fn)
    return found


def _lookup(namespace: dict[str, Any], name: str) -> Any:
    if "[" in name:
        base, _, rest = name.partition("[")
        return namespace[base][int(rest.rstrip("]"))]
    return namespace[name]


@magics_class
class PassMagics(LabMagics):
    """``%%afnio_forward``, ``%backward``, ``%afnio_step`` and ``%afnio_resume``."""

    # -- forward ----------------------------------------------------------------------------
    @magic_arguments()
    @argument("--name", "-n", default=None, help="Name the recorded forward run.")
    @argument("--quiet", "-q", action="store_true", help="Record without displaying the graph.")
    @argument("--static", action="store_true", help="Show a plain SVG instead of the widget.")
    @values_arguments
    @argument("--max-text", type=int, default=48, help="Characters of text per graph label.")
    @cell_magic
    def afnio_forward(self, line: str, cell: str) -> None:
        """Run the cell, record the graph it built (its Variables and Tensors), show it.

        Values are found by the names the cell binds; the graph shows those names.
        """
        args = parse_argstring(self.afnio_forward, line)
        ns = self.shell.user_ns  # type: ignore[union-attr]
        before = _graph_values(ns)
        mark = self._call_mark()
        started = time.perf_counter()
        # keeping inputs: the run can be re-run with a changed prompt; a failure (a model
        # call, Ctrl-C) is reported short below the magic's line, not as IPython's traceback
        with keeping_forward_inputs(), holding_failures(self.shell) as held:
            result = self._run_as_this_cell(f"%%afnio_forward {line}", cell)
        duration = time.perf_counter() - started
        held.reraise()
        if not result.success:
            # IPython already showed the traceback; record nothing, and fail this cell too so
            # the kernel replies "error" (Run All and papermill stop here).
            error = result.error_in_exec or result.error_before_exec
            raise UsageError(
                f"The cell raised {type(error).__name__} (traceback above); nothing was recorded."
            )
        after = _graph_values(ns)
        changed = {k: _lookup(ns, k) for k, v in after.items() if before.get(k) != v}
        if not changed:
            raise UsageError(
                "The cell bound no new Variables or Tensors to names: assign results (e.g. "
                "`y = x + z`) so the lab can record their graph."
            )
        run = self.session.record_forward(
            changed,
            name=args.name,
            code=cell,
            duration=duration,
            call_ids=self._calls_since(mark),
            context={k: _lookup(ns, k) for k in after},
        )
        if not args.quiet:
            self._show(
                views.graph_view(
                    self.session,
                    run,
                    static=args.static,
                    options=RenderOptions(max_text=args.max_text, values=values_mode(args)),
                )
            )

    def _run_as_this_cell(self, magic_line: str, cell: str) -> Any:
        """Run the cell's body so a traceback names this cell (``Cell In[15]``; ``Input In
        [15]`` in IPython 8.0) and its lines as the notebook numbers them: IPython has
        already counted this cell when its magic runs, so the body would be named the next,
        and the magic's line, kept as a comment, stays line 1."""
        shell: Any = self.shell
        count = shell.execution_count
        shell.execution_count = max(count - 1, 1)
        try:
            # dedented as IPython would a cell whose every line is indented
            body = textwrap.dedent(cell)
            return shell.run_cell(f"# {magic_line.strip()}\n{body}", store_history=False)
        finally:
            shell.execution_count = count

    def _call_mark(self) -> int:
        try:
            return int(self.session.call_log.mark())
        except Exception:
            return 0

    def _calls_since(self, mark: int) -> list[int]:
        try:
            return [r.call_id for r in self.session.call_log.filter(since=mark)]
        except Exception:
            return []

    # -- backward ---------------------------------------------------------------------------
    @magic_arguments()
    @argument("var", help="The Variable (or Tensor) to run backward from, e.g. `loss`.")
    @argument(
        "--grad",
        "-g",
        default=None,
        help="The gradient (feedback text, or a number for a Tensor). Default: none.",
    )
    @argument(
        "--inputs", default=None, help="Comma-separated leaves: deliver gradients only to these."
    )
    @argument(
        "--free-graph",
        action="store_true",
        help="Free the graph afterwards (no replay). By default the lab keeps it.",
    )
    @argument(
        "--retain-graph",
        action="store_true",
        help="Keep the graph (the default in the lab; accepted for afnio familiarity).",
    )
    @argument("--step", action="store_true", help="Step through backward one node at a time.")
    @argument(
        "--zero-grad",
        action="store_true",
        help="Clear the leaves' gradients from earlier passes first (numeric ones accumulate).",
    )
    @argument(
        "--threads",
        type=int,
        default=None,
        help="Bound the threads to N (1 = one node and one model call at a time). By default "
        "independent model calls run at once, up to the model client's max_concurrency.",
    )
    @values_arguments
    @argument("--name", "-n", default=None, help="Name the recorded backward run.")
    @argument("--quiet", "-q", action="store_true", help="Record without displaying.")
    @argument("--static", action="store_true", help="Show a plain SVG instead of the widget.")
    @line_magic
    def backward(self, line: str) -> Any:
        """Run backward from VAR, record what every node received and sent, and show it."""
        if all(part.startswith("-") for part in line.split()):  # no VAR, only options
            raise UsageError(
                "Name the value to run backward from, e.g. `%backward loss` (add `--step` "
                "to step through it node by node)."
            )
        args = parse_argstring(self.backward, line)
        if args.free_graph and args.retain_graph:
            raise UsageError("Choose one of --free-graph and --retain-graph.")
        value = self._value(args.var)
        if not isinstance(value, GraphValue):
            raise UsageError(not_a_graph_value(args.var, value))
        inputs = None
        if args.inputs:
            inputs = [self._value(n) for n in args.inputs.split(",") if n.strip()]
        grad = as_gradient(value, _parse_grad(args.grad))  # the edit rules, before any note
        executor = executor_for(args.threads)
        options = RenderOptions(values=values_mode(args))
        if not args.zero_grad:
            self._warn_accumulation(args.var, value)
        if args.step:
            stepper = self.session.stepper(
                value,
                grad,
                retain_graph=not args.free_graph,
                name=args.name,
                zero_grad=args.zero_grad,
            )
            views.set_current_stepper(stepper)
            if not args.quiet:
                self._show(
                    views.stepper_view(self.session, stepper, static=args.static, options=options)
                )
            return None
        run = self.session.backward(
            value,
            grad,
            retain_graph=not args.free_graph,
            inputs=inputs,
            name=args.name,
            executor=executor,
            observers=views.progress_observers(),
            zero_grad=args.zero_grad,
        )
        if not args.quiet:
            self._show(views.run_view(self.session, run, static=args.static, options=options))
        return None

    def _warn_accumulation(self, var: str, value: GraphValue) -> None:
        """One line on stderr when this pass will add to gradients an earlier pass left."""
        held = self.session.leaves_holding_grads(value)
        if not held:
            return
        names = [self.session.names.get(v.uid) for v in held]
        shown = ", ".join(n for n in names if n) or f"{len(held)} leaf value(s)"
        print(
            f"Note: {shown} already hold gradients from an earlier pass; this pass adds to "
            f"them. Use `%backward {var} --zero-grad` to start from zero.",
            file=sys.stderr,
        )

    @magic_arguments()
    @argument(
        "n",
        nargs="?",
        default=None,
        help="Jump to step N (0: before the first step); without it, the next step.",
    )
    @argument("--back", action="store_true", help="Step the view back one node.")
    @argument("--all", action="store_true", help="Run the remaining nodes.")
    @line_magic
    def afnio_step(self, line: str) -> None:
        """Run (or show) the next node of the backward started with ``%backward VAR --step``,
        or jump to step N (``%afnio_step 3``; back too: nothing is undone)."""
        args = parse_argstring(self.afnio_step, line)
        target = _step_number(args.n)
        if target is not None and (args.back or args.all):
            raise UsageError("Give a step number or --back or --all, not both.")
        stepper = views.current_stepper()
        if stepper is None:
            raise UsageError("No step-through in progress: start one with `%backward VAR --step`.")
        if target is not None:
            view = stepper.go_to(target)
        elif args.all:
            stepper.run_to_end()
            view = stepper.current
        else:
            view = stepper.back() if args.back else stepper.step()
        if view is None:
            before = args.back or target is not None
            print("(before the first step)" if before else "Backward finished: nothing left.")
            return
        print(view.describe())

    @magic_arguments()
    @argument(
        "run", nargs="?", default=None, help="The failed backward run or replay (default: newest)."
    )
    @argument(
        "--threads",
        type=int,
        default=None,
        help="Bound the threads to N (1 = one node at a time), as `--threads` of backward.",
    )
    @argument("--quiet", "-q", action="store_true", help="Record without displaying.")
    @argument("--static", action="store_true", help="Show a plain SVG instead of the widget.")
    @line_magic
    def afnio_resume(self, line: str) -> None:
        """Finish a `%backward`, `%afnio_replay` or step-through that failed (e.g. a model
        call): fix the cause first.

        Nodes that finished keep their gradients; the rest run now and are recorded in the
        same run, with their model calls (so `%afnio_calls --run` and `%afnio_save` see them).
        """
        args = parse_argstring(self.afnio_resume, line)
        executor = executor_for(args.threads)
        run = self.session.resume(args.run, executor=executor)
        if not args.quiet:
            self._show(views.run_view(self.session, run, static=args.static))
            if run.kind == "replay":  # as `%afnio_replay` shows it
                self._show(views.diff_table(self.session.diff(run.parent, run)))


def _step_number(text: str | None) -> int | None:
    """``%afnio_step N``'s N as a whole number (None when not given)."""
    if text is None:
        return None
    try:
        return int(text)
    except ValueError:
        raise UsageError(
            f"{text!r} is not a step number: use `%afnio_step 3` to jump to step 3, or "
            "`%afnio_step` for the next one."
        ) from None


def _parse_grad(text: str | None) -> str | None:
    """``--grad``'s text without its quotes; the session checks it by the edit rules."""
    return None if text is None else unquote(text)


__all__ = ["PassMagics"]
