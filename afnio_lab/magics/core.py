"""The IPython magics: thin argument parsing over :class:`afnio_lab.lab.Session`.

Every magic prints a one-line ``UsageError`` for bad input (unknown name, no graph, a run that
cannot replay) and leaves the kernel and everything recorded so far as it was.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from IPython.core.error import UsageError
from IPython.core.magic import Magics, cell_magic, line_magic, magics_class
from IPython.core.magic_arguments import argument, magic_arguments, parse_argstring
from IPython.display import display

from afnio_lab.autodiff.value import GraphValue
from afnio_lab.lab import get_session, set_session
from afnio_lab.lab.ops.errors import LabError
from afnio_lab.lab.ops.replay import ReplayError
from afnio_lab.lab.ops.stepper import StepFailed
from afnio_lab.lab.ops.validation import EditError
from afnio_lab.lab.session import Session
from afnio_lab.lab.views.options import RenderOptions
from afnio_lab.magics import views


@contextmanager
def _friendly_errors() -> Iterator[None]:
    """Turn the lab's expected errors into IPython's one-line usage errors."""
    try:
        yield
    except (LabError, ReplayError, EditError, StepFailed) as exc:
        raise UsageError(str(exc)) from None


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
class AfnioMagics(Magics):
    """``%%afnio_forward``, ``%backward`` and the ``%afnio_*`` helpers."""

    @property
    def session(self) -> Session:
        return get_session()

    # -- helpers ----------------------------------------------------------------------------
    def _value(self, expr: str, what: str = "variable") -> Any:
        expr = expr.strip()
        if not expr:
            raise UsageError(f"Name the {what}, e.g. `%backward loss`.")
        try:
            return self.shell.ev(expr)  # type: ignore[union-attr]
        except NameError:
            raise UsageError(
                f"{expr!r} is not defined in this notebook: run the cell that creates it first."
            ) from None
        except Exception as exc:
            raise UsageError(f"Could not evaluate {expr!r}: {type(exc).__name__}: {exc}") from None

    def _show(self, obj: Any) -> None:
        display(obj)

    # -- forward ----------------------------------------------------------------------------
    @magic_arguments()
    @argument("--name", "-n", default=None, help="Name the recorded forward run.")
    @argument("--quiet", "-q", action="store_true", help="Record without displaying the graph.")
    @argument("--static", action="store_true", help="Show a plain SVG instead of the widget.")
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
        result = self.shell.run_cell(cell, store_history=False)  # type: ignore[union-attr]
        duration = time.perf_counter() - started
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
        with _friendly_errors():
            run = self.session.record_forward(
                changed,
                name=args.name,
                code=cell,
                duration=duration,
                call_ids=self._calls_since(mark),
            )
        if not args.quiet:
            self._show(
                views.graph_view(
                    self.session,
                    run,
                    static=args.static,
                    options=RenderOptions(max_text=args.max_text),
                )
            )

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
        "--threads",
        type=int,
        default=None,
        help="Bound the threads to N (1 = one node and one model call at a time). By default "
        "independent model calls run at once, up to the model client's max_concurrency.",
    )
    @argument("--name", "-n", default=None, help="Name the recorded backward run.")
    @argument("--quiet", "-q", action="store_true", help="Record without displaying.")
    @argument("--static", action="store_true", help="Show a plain SVG instead of the widget.")
    @line_magic
    def backward(self, line: str) -> Any:
        """Run backward from VAR, record what every node received and sent, and show it."""
        args = parse_argstring(self.backward, line)
        if args.free_graph and args.retain_graph:
            raise UsageError("Choose one of --free-graph and --retain-graph.")
        value = self._value(args.var)
        if not isinstance(value, GraphValue):
            raise UsageError(f"{args.var!r} is a {type(value).__name__}, not a Variable or Tensor.")
        inputs = None
        if args.inputs:
            inputs = [self._value(n) for n in args.inputs.split(",") if n.strip()]
        grad = _parse_grad(value, args.grad)
        executor = _executor_for(args.threads)
        with _friendly_errors():
            if args.step:
                stepper = self.session.stepper(
                    value, grad, retain_graph=not args.free_graph, name=args.name
                )
                views.set_current_stepper(stepper)
                if not args.quiet:
                    self._show(views.stepper_view(self.session, stepper, static=args.static))
                return None
            run = self.session.backward(
                value,
                grad,
                retain_graph=not args.free_graph,
                inputs=inputs,
                name=args.name,
                executor=executor,
                observers=views.progress_observers(),
            )
        if not args.quiet:
            self._show(views.run_view(self.session, run, static=args.static))
        return None

    @magic_arguments()
    @argument("--back", action="store_true", help="Step the view back one node.")
    @argument("--all", action="store_true", help="Run the remaining nodes.")
    @line_magic
    def afnio_step(self, line: str) -> None:
        """Run (or show) the next node of the backward started with ``%backward VAR --step``."""
        args = parse_argstring(self.afnio_step, line)
        stepper = views.current_stepper()
        if stepper is None:
            raise UsageError("No step-through in progress: start one with `%backward VAR --step`.")
        with _friendly_errors():
            if args.all:
                stepper.run_to_end()
                view = stepper.current
            else:
                view = stepper.back() if args.back else stepper.step()
        if view is None:
            print("(before the first step)" if args.back else "Backward finished: nothing left.")
            return
        print(view.describe())

    @magic_arguments()
    @argument("run", nargs="?", default=None, help="The failed backward run (default: newest).")
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
        """Finish a `%backward` that failed (e.g. a model call): fix the cause first.

        Nodes that finished keep their gradients; the rest run now and are recorded in the
        same run, with their model calls (so `%afnio_calls --run` and `%afnio_save` see them).
        """
        args = parse_argstring(self.afnio_resume, line)
        executor = _executor_for(args.threads)
        with _friendly_errors():
            run = self.session.resume(args.run, executor=executor)
        if not args.quiet:
            self._show(views.run_view(self.session, run, static=args.static))

    # -- looking around ---------------------------------------------------------------------
    @magic_arguments()
    @argument(
        "target",
        nargs="?",
        default=None,
        help="A Variable/Tensor expression or a run id/name (default: the newest run).",
    )
    @argument("--static", action="store_true", help="Show a plain SVG instead of the widget.")
    @argument("--max-text", type=int, default=48, help="Characters of text per graph label.")
    @line_magic
    def afnio_graph(self, line: str) -> None:
        """Show the graph of a value or a recorded run."""
        args = parse_argstring(self.afnio_graph, line)
        target: Any = args.target
        if target is not None and not self._is_run(target):
            target = self._value(target)
        with _friendly_errors():
            self._show(
                views.graph_view(
                    self.session,
                    target,
                    static=args.static,
                    options=RenderOptions(max_text=args.max_text),
                )
            )

    def _is_run(self, ref: str) -> bool:
        return any(r.id == ref or r.name == ref for r in self.session.runs.values())

    @line_magic
    def afnio_runs(self, line: str) -> None:
        """List the recorded runs."""
        self._show(views.runs_table(self.session))

    @magic_arguments()
    @argument("target", help="A Variable expression, or node:ID for a node's input/edge.")
    @argument("text", nargs="+", help="The new gradient (feedback text, or a number).")
    @argument("--run", default=None, help="The backward run to edit (default: the newest).")
    @argument("--index", type=int, default=None, help="Which of a leaf's gradients (0-based).")
    @argument("--slot", type=int, default=None, help="With node:ID, the output slot.")
    @argument("--edge", type=int, default=None, help="With node:ID, the outgoing edge.")
    @line_magic
    def afnio_edit(self, line: str) -> None:
        """Replace a gradient by hand; `%afnio_replay` then recomputes what it reaches."""
        args = parse_argstring(self.afnio_edit, line)
        text = _unquote(" ".join(args.text))
        with _friendly_errors():
            if args.target.startswith("node:"):
                try:
                    node = int(args.target.split(":", 1)[1])
                except ValueError:
                    raise UsageError(f"Write the node as node:ID, got {args.target!r}.") from None
                slot = args.slot if args.slot is not None or args.edge is not None else 0
                edit = self.session.edit_gradient(
                    text,
                    run=args.run,
                    node=node,
                    slot=slot if args.edge is None else None,
                    edge=args.edge,
                    index=args.index,  # refused there: --index is for a leaf's gradients
                )
            else:
                value = self._value(args.target)
                if not isinstance(value, GraphValue):
                    raise UsageError(f"{args.target!r} is not a Variable or Tensor.")
                edit = self.session.edit_gradient(text, run=args.run, value=value, index=args.index)
        print(f"{edit.describe()} recorded on run {edit.run_id!r}; run `%afnio_replay` to apply.")

    @magic_arguments()
    @argument("run", nargs="?", default=None, help="The run with pending edits (default: newest).")
    @argument("--name", "-n", default=None, help="Name the replay run.")
    @argument("--static", action="store_true", help="Show a plain SVG instead of the widget.")
    @line_magic
    def afnio_replay(self, line: str) -> None:
        """Re-run backward from the pending edits; only affected nodes are recomputed."""
        args = parse_argstring(self.afnio_replay, line)
        with _friendly_errors():
            run = self.session.replay(
                args.run, name=args.name, observers=views.progress_observers()
            )
            changes = self.session.diff(run.parent, run)
        self._show(views.run_view(self.session, run, static=args.static))
        self._show(views.diff_table(changes))

    @magic_arguments()
    @argument("run_a", nargs="?", default=None, help="The earlier run (default: the parent).")
    @argument("run_b", nargs="?", default=None, help="The later run (default: the newest).")
    @argument("--all", action="store_true", help="Include intermediate values, not just leaves.")
    @line_magic
    def afnio_diff(self, line: str) -> None:
        """Gradients per value, before and after (e.g. a run and its replay)."""
        args = parse_argstring(self.afnio_diff, line)
        a, b = args.run_a, args.run_b
        if a is not None and b is None:
            a, b = None, a
        with _friendly_errors():
            changes = self.session.diff(a, b, leaves_only=not args.all)
        self._show(views.diff_table(changes))

    @magic_arguments()
    @argument("--run", default=None, help="Only calls made by this run.")
    @argument("--node", default=None, help="Only calls made by this node (id or name).")
    @argument("--export", default=None, help="Write the calls to this JSONL file.")
    @line_magic
    def afnio_calls(self, line: str) -> None:
        """The model calls (tokens, cost, latency, cache hits), with totals."""
        args = parse_argstring(self.afnio_calls, line)
        node: Any = int(args.node) if args.node and args.node.isdigit() else args.node
        with _friendly_errors():
            calls = self.session.calls(args.run, node=node)
        if args.export:
            n = self.session.call_log.to_jsonl(args.export, calls)
            print(f"Wrote {n} call(s) to {args.export}.")
        self._show(views.calls_table(calls))

    @magic_arguments()
    @argument(
        "kind",
        choices=["offline", "openai", "show"],
        help="offline: the built-in teaching model; openai: any OpenAI-compatible server.",
    )
    @argument("model", nargs="?", default=None, help="The model name, e.g. gpt-4o-mini.")
    @argument("--base-url", default=None, help="An OpenAI-compatible server, e.g. Ollama's.")
    @argument(
        "--api-key-env",
        default="OPENAI_API_KEY",
        help="The environment variable holding the key (the key itself never goes here).",
    )
    @line_magic
    def afnio_model(self, line: str) -> None:
        """Choose the model for backward feedback (and `afnio_lab.models.default_model()`)."""
        args = parse_argstring(self.afnio_model, line)
        with _friendly_errors():
            print(views.configure_model(args.kind, args.model, args.base_url, args.api_key_env))

    @magic_arguments()
    @argument("path", help="The JSON file to write.")
    @line_magic
    def afnio_save(self, line: str) -> None:
        """Save runs, edits and their calls to a JSON file (no live objects, no keys)."""
        args = parse_argstring(self.afnio_save, line)
        path = self.session.save(args.path)
        print(f"Saved {len(self.session.runs)} run(s) to {path}.")

    @magic_arguments()
    @argument("path", help="A file written by %%afnio_save.")
    @line_magic
    def afnio_load(self, line: str) -> None:
        """Load a saved session (its runs show and diff; replay needs live runs)."""
        args = parse_argstring(self.afnio_load, line)
        try:
            session = Session.load(args.path)
        except (FileNotFoundError, ValueError) as exc:
            raise UsageError(str(exc)) from None
        set_session(session)
        print(f"Loaded {len(session.runs)} run(s) from {args.path}.")


def _unquote(text: str) -> str:
    """IPython keeps the quotes of a quoted argument; drop one matching pair."""
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    return text


def _parse_grad(value: GraphValue, text: str | None) -> Any:
    if text is None:
        return None
    return _edit_data(value, _unquote(text))


def _edit_data(value: GraphValue, text: str) -> Any:
    if getattr(value, "_is_numeric", False):
        try:
            return float(text)
        except ValueError:
            raise UsageError(f"A Tensor's gradient must be a number, got {text!r}.") from None
    return text


MAGIC_NAMES: list[str] = [
    "afnio_forward",
    "backward",
    "afnio_step",
    "afnio_resume",
    "afnio_graph",
    "afnio_runs",
    "afnio_edit",
    "afnio_replay",
    "afnio_diff",
    "afnio_calls",
    "afnio_model",
    "afnio_save",
    "afnio_load",
]

__all__ = ["MAGIC_NAMES", "AfnioMagics"]


def _executor_for(threads: int | None) -> Any:
    """``--threads``: None keeps the default (concurrent), 1 is sequential, N bounds threads."""
    if threads is None:
        return None
    from afnio_lab.autodiff.executors import SequentialExecutor, ThreadedExecutor

    if threads < 1:
        raise UsageError(
            f"--threads needs a positive number, got {threads}; use --threads 1 to run one "
            "model call at a time, or leave it out to run them at once."
        )
    return SequentialExecutor() if threads == 1 else ThreadedExecutor(threads)
