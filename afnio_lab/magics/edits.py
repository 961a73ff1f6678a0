"""The magics that edit: replace a recorded gradient by hand, then replay from it.

``%afnio_edit`` replaces a gradient, ``%afnio_replay`` recomputes what the pending edits
reach and shows the difference.
"""

from __future__ import annotations

from IPython.core.error import UsageError
from IPython.core.magic import line_magic, magics_class
from IPython.core.magic_arguments import argument, magic_arguments, parse_argstring

from afnio_lab.autodiff.value import GraphValue
from afnio_lab.magics import views
from afnio_lab.magics.base import LabMagics, not_a_graph_value, unquote


@magics_class
class EditMagics(LabMagics):
    """``%afnio_edit`` and ``%afnio_replay``."""

    @magic_arguments()
    @argument("target", help="A Variable expression, or node:ID for a node's input/edge.")
    @argument("text", nargs="+", help="The new gradient (feedback text, or a number).")
    @argument(
        "--run",
        default=None,
        help="The backward run to edit (default: the newest one where the target received a "
        "gradient).",
    )
    @argument("--index", type=int, default=None, help="Which of a leaf's gradients (0-based).")
    @argument("--slot", type=int, default=None, help="With node:ID, the output slot.")
    @argument("--edge", type=int, default=None, help="With node:ID, the outgoing edge.")
    @line_magic
    def afnio_edit(self, line: str) -> None:
        """Replace a gradient by hand; `%afnio_replay` then recomputes what it reaches."""
        args = parse_argstring(self.afnio_edit, line)
        text = unquote(" ".join(args.text))
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
                raise UsageError(not_a_graph_value(args.target, value))
            edit = self.session.edit_gradient(text, run=args.run, value=value, index=args.index)
        newest = self.session.backward_run()
        said = edit.describe(self.session.backward_run(edit.run_id))
        if args.run is None and edit.run_id != newest.id:
            what = "node" if args.target.startswith("node:") else f"`{args.target}`"
            print(
                f"{said} recorded on run {edit.run_id!r}, the newest run where "
                f"{what} received a gradient (the newest run, {newest.id!r}, did not reach "
                f"it); run `%afnio_replay {edit.run_id}` to apply."
            )
            return
        print(f"{said} recorded on run {edit.run_id!r}; run `%afnio_replay` to apply.")

    @magic_arguments()
    @argument(
        "run", nargs="?", default=None, help="The run with pending edits (default: the newest)."
    )
    @argument("--name", "-n", default=None, help="Name the replay run.")
    @argument("--static", action="store_true", help="Show a plain SVG instead of the widget.")
    @line_magic
    def afnio_replay(self, line: str) -> None:
        """Re-run backward from the pending edits; only affected nodes are recomputed.

        A replay that fails (a model call, Ctrl-C) is kept as a failed run: fix the cause,
        then `%afnio_resume` finishes it.
        """
        args = parse_argstring(self.afnio_replay, line)
        if args.run is None:  # the newest run with edits waiting, else the newest run
            waiting = [r for r in self.session.runs.values() if getattr(r, "pending", None)]
            args.run = waiting[-1].id if waiting else None
        run = self.session.replay(args.run, name=args.name, observers=views.progress_observers())
        changes = self.session.diff(run.parent, run)
        self._show(views.run_view(self.session, run, static=args.static))
        self._show(views.diff_table(changes))


__all__ = ["EditMagics"]
