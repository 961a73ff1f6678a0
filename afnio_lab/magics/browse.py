"""The magics that look around: graphs, the list of runs, gradient diffs, model calls.

``%afnio_graph`` draws a value or a run, ``%afnio_runs`` lists the runs, ``%afnio_diff``
compares two runs' gradients, ``%afnio_calls`` lists the model calls.
"""

from __future__ import annotations

from typing import Any

from IPython.core.magic import line_magic, magics_class
from IPython.core.magic_arguments import argument, magic_arguments, parse_argstring

from afnio_lab.lab.views.options import RenderOptions
from afnio_lab.magics import views
from afnio_lab.magics.base import LabMagics, friendly_errors, values_mode


@magics_class
class BrowseMagics(LabMagics):
    """``%afnio_graph``, ``%afnio_runs``, ``%afnio_diff`` and ``%afnio_calls``."""

    @magic_arguments()
    @argument(
        "target",
        nargs="?",
        default=None,
        help="A Variable/Tensor expression or a run id/name (default: the newest run).",
    )
    @argument("--static", action="store_true", help="Show a plain SVG instead of the widget.")
    @argument(
        "--values",
        action="store_true",
        help="Draw every value in full, named or not: its op, data and grad (the default "
        "for numeric graphs of under 60 ops).",
    )
    @argument("--compact", action="store_true", help="Draw unnamed values as small dots.")
    @argument("--max-text", type=int, default=48, help="Characters of text per graph label.")
    @line_magic
    def afnio_graph(self, line: str) -> None:
        """Show the graph of a value or a recorded run."""
        args = parse_argstring(self.afnio_graph, line)
        target: Any = args.target
        if target is not None and not self._is_run(target):
            target = self._value(target)
        with friendly_errors():
            self._show(
                views.graph_view(
                    self.session,
                    target,
                    static=args.static,
                    options=RenderOptions(max_text=args.max_text, values=values_mode(args)),
                )
            )

    def _is_run(self, ref: str) -> bool:
        return any(r.id == ref or r.name == ref for r in self.session.runs.values())

    @line_magic
    def afnio_runs(self, line: str) -> None:
        """List the recorded runs."""
        self._show(views.runs_table(self.session))

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
        with friendly_errors():
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
        with friendly_errors():
            calls = self.session.calls(args.run, node=node)
        if args.export:
            n = self.session.call_log.to_jsonl(args.export, calls)
            print(f"Wrote {n} call(s) to {args.export}.")
        self._show(views.calls_table(calls))


__all__ = ["BrowseMagics"]
