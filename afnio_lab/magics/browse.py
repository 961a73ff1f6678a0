"""The magics that look around: graphs, the list of runs, gradient diffs, model calls.

``%afnio_graph`` draws a value or a run, ``%afnio_runs`` lists the runs, ``%afnio_diff``
compares two backward runs' gradients, ``%afnio_compare`` forward runs' outputs and scores
input by input, ``%afnio_calls`` lists the model calls.
"""

from __future__ import annotations

import json
from typing import Any

from IPython.core.error import UsageError
from IPython.core.magic import line_magic, magics_class
from IPython.core.magic_arguments import argument, magic_arguments, parse_argstring

from afnio_lab.lab.ops.compare import same_pipeline
from afnio_lab.lab.records.runs import ForwardRun
from afnio_lab.lab.views.options import RenderOptions
from afnio_lab.magics import views
from afnio_lab.magics.base import LabMagics, values_arguments, values_mode


@magics_class
class BrowseMagics(LabMagics):
    """``%afnio_graph``, ``%afnio_runs``, ``%afnio_diff``, ``%afnio_compare``, ``%afnio_calls``."""

    @magic_arguments()
    @argument(
        "target",
        nargs="?",
        default=None,
        help="A Variable/Tensor expression or a run id/name (default: the newest run).",
    )
    @argument("--static", action="store_true", help="Show a plain SVG instead of the widget.")
    @values_arguments
    @argument("--max-text", type=int, default=48, help="Characters of text per graph label.")
    @argument(
        "--present",
        action="store_true",
        help="Projector mode: labels of at least 18 px, the graph fitted to the screen, the "
        "inspector beside it (for every view: `afnio_lab.lab.set_present(True)`).",
    )
    @line_magic
    def afnio_graph(self, line: str) -> None:
        """Show the graph of a value or a recorded run."""
        args = parse_argstring(self.afnio_graph, line)
        target: Any = args.target
        if target is not None and not self._is_run(target):
            target = self._value(target)
        self._show(
            views.graph_view(
                self.session,
                target,
                static=args.static,
                options=RenderOptions(max_text=args.max_text, values=values_mode(args)),
                present=True if args.present else None,
            )
        )

    def _is_run(self, ref: str) -> bool:
        return any(r.id == ref or r.name == ref for r in self.session.runs.values())

    @magic_arguments()
    @line_magic
    def afnio_runs(self, line: str) -> None:
        """List the recorded runs."""
        parse_argstring(self.afnio_runs, line)  # takes no options: refuses unknown ones
        self._show(views.runs_table(self.session))

    @magic_arguments()
    @argument("run_a", nargs="?", default=None, help="The earlier run (default: the parent).")
    @argument("run_b", nargs="?", default=None, help="The later run (default: the newest).")
    @argument("--all", action="store_true", help="Include intermediate values, not just leaves.")
    @line_magic
    def afnio_diff(self, line: str) -> None:
        """Gradients per value in two backward runs (e.g. a run and its replay); forward
        runs are compared input by input with `%afnio_compare`."""
        args = parse_argstring(self.afnio_diff, line)
        a, b = args.run_a, args.run_b
        if a is not None and b is None:
            a, b = None, a
        changes = self.session.diff(a, b, leaves_only=not args.all)
        self._show(views.diff_table(changes))

    @magic_arguments()
    @argument(
        "runs",
        nargs="*",
        help="Two or more forward runs (ids or names), e.g. f1 f3. Default: the newest forward "
        "run and the one it was re-run from (or the one before it).",
    )
    @argument("--only-changed", action="store_true", help="Only inputs whose output changed.")
    @argument("--only-regressions", action="store_true", help="Only inputs whose score went down.")
    @argument("--export", default=None, help="Write one row per input and run to this JSONL.")
    @argument("--static", action="store_true", help="Show the static table, not the widget.")
    @line_magic
    def afnio_compare(self, line: str) -> None:
        """Forward runs side by side, input by input: the prompts' word diff, each run's
        output and score per input (regressions and fixes marked), each run's totals."""
        args = parse_argstring(self.afnio_compare, line)
        runs = args.runs if len(args.runs) >= 2 else self._default_pair(args.runs)
        kept = {"only_changed": args.only_changed, "only_regressions": args.only_regressions}
        comparison = self.session.compare(*runs)
        if args.export:
            records = comparison.to_records(**kept)
            try:
                with open(args.export, "w", encoding="utf-8") as fh:
                    for record in records:
                        fh.write(json.dumps(record, ensure_ascii=False, default=str) + "\n")
            except OSError as exc:
                raise UsageError(f"Could not write {args.export!r}: {exc.strerror}.") from None
            print(f"Wrote {len(records)} row(s) to {args.export}.")
        self._show(views.comparison_view(comparison, static=args.static, **kept))

    def _default_pair(self, named: list[str]) -> list[Any]:
        """With no run named: the newest forward run and its parent (a re-run) or the
        newest earlier run of the same pipeline (:func:`same_pipeline`: a cell run again);
        with one: that run and its parent. Two unrelated runs are never lined up."""
        forward = [r for r in self.session.runs.values() if isinstance(r, ForwardRun)]
        newest = self.session.forward_run(named[0] if named else None)
        parent = next((r for r in forward if r.id == newest.parent), None)
        earlier = forward[: forward.index(newest)]
        if parent is None and not named:
            parent = next((r for r in reversed(earlier) if same_pipeline(r, newest)), None)
        if parent is None:
            known = ", ".join(r.id for r in forward) or "none yet: record one with %%afnio_forward"
            unrelated = (
                f"{newest.id} was not re-run from an earlier run, and no earlier run ran its "
                "pipeline; "
                if earlier and not named
                else ""
            )
            raise UsageError(
                f"{unrelated}Name two or more forward runs, e.g. `%afnio_compare f1 f3` "
                f"(forward runs: {known})."
            )
        return [parent, newest]

    @magic_arguments()
    @argument("--run", default=None, help="Only calls made by this run.")
    @argument("--node", default=None, help="Only calls of this op (ChatCompletion) or node id.")
    @argument("--export", default=None, help="Write the calls to this JSONL file.")
    @line_magic
    def afnio_calls(self, line: str) -> None:
        """The model calls (tokens, cost, latency, cache hits), with totals."""
        args = parse_argstring(self.afnio_calls, line)
        node: Any = int(args.node) if args.node and args.node.isdigit() else args.node
        inherited: list[Any] = []
        parent = None
        if args.run is None:
            calls = self.session.calls(None, node=node)
        else:
            calls, inherited = self.session.own_calls(args.run, node=node)
            parent = getattr(self.session.run(args.run), "parent", None)
        if node is not None and not calls and not inherited:
            self._no_calls_of(node, args.run)
        if args.export:
            n = self.session.call_log.to_jsonl(args.export, calls)
            kept_out = f" ({len(inherited)} inherited from {parent} left out)" if inherited else ""
            print(f"Wrote {n} call(s) to {args.export}{kept_out}.")
        self._show(views.calls_table(calls, inherited, parent, self.session.runs))

    def _no_calls_of(self, node: Any, run: str | None) -> None:
        """A node filter that matches none of the calls there are: a typo, most likely, so
        say which nodes made calls instead of showing an empty table."""
        scope = self.session.calls(run)
        if not scope:
            return  # no calls at all: the empty table says so
        ops = sorted({c.op_name for c in scope if c.op_name})
        where = f" in run {run!r}" if run else ""
        raise UsageError(
            f"No model call of node {node!r}{where}: the calls{where} come from "
            f"{', '.join(ops) or 'no named node'}. Use one of those names, or a node id."
        )


__all__ = ["BrowseMagics"]
