"""What every group of magics shares: the session, name lookup, display, error reports.

Every magic runs inside :func:`afnio_lab.magics.errors.reporting`: a one-line ``UsageError``
for bad input (unknown name, no graph, a run that cannot replay), a short report for a
failure (a model call, Ctrl-C, a refused client) with the full traceback behind ``%tb``; the
kernel and everything recorded so far stay as they were.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from IPython.core.error import UsageError
from IPython.core.magic import Magics
from IPython.core.magic_arguments import argument
from IPython.display import display

from afnio_lab.autodiff.executors import SequentialExecutor, ThreadedExecutor
from afnio_lab.lab import get_session
from afnio_lab.lab.session import Session
from afnio_lab.magics.errors import reported

F = TypeVar("F", bound=Callable[..., Any])


class LabMagics(Magics):
    """The base of the lab's magics (it defines none itself): each one it registers runs
    inside the one error path (:func:`afnio_lab.magics.errors.reporting`)."""

    def __init__(self, shell: Any = None, **kwargs: Any) -> None:
        super().__init__(shell, **kwargs)
        for kind, table in self.magics.items():
            prefix = "%%" if kind == "cell" else "%"
            for name, magic in list(table.items()):
                table[name] = reported(magic, name, prefix)

    @property
    def session(self) -> Session:
        return get_session()

    def _value(self, expr: str, what: str = "variable") -> Any:
        expr = expr.strip()
        if not expr:
            raise UsageError(f"Name the {what}, e.g. `%backward loss`.")
        try:
            return self.shell.ev(expr)  # type: ignore[union-attr]
        except NameError:
            raise UsageError(
                f"{expr!r} is not defined in this notebook: {self._way_on(expr)}"
            ) from None
        except Exception as exc:
            raise UsageError(f"Could not evaluate {expr!r}: {type(exc).__name__}: {exc}") from None

    def _way_on(self, expr: str) -> str:
        """What to do about an unknown name. A forward run's name is not one of its values
        (`%%afnio_forward --name letter` names the run), so point to the values it made."""
        runs = [r for r in self.session.runs.values() if r.kind == "forward" and r.name == expr]
        if not runs:
            return "run the cell that creates it first."
        run = runs[-1]
        kinds = {v.uid: v.kind for v in run.snapshot.values} if run.snapshot else {}
        named = sorted(run.names.items(), key=lambda item: kinds.get(item[0]) != "output")
        values = [name for _, name in named]
        if not values:
            return f"it names forward run {run.id!r}, not a value."
        return (
            f"it names forward run {run.id!r}, not a value; name one of its values instead, "
            f"e.g. {values[0]!r} (its values: {', '.join(values)})."
        )

    def _show(self, obj: Any) -> None:
        display(obj)


def not_a_graph_value(expr: str, value: Any) -> str:
    """Why ``expr`` cannot be used where a Variable or Tensor is needed, in plain English
    ("'42' is an int, not a Variable or Tensor")."""
    kind = type(value).__name__
    article = "an" if kind[:1].lower() in "aeiou" else "a"
    return (
        f"{expr!r} is {article} {kind}, not a Variable or Tensor: name a value made with "
        "afnio_lab (e.g. `loss` after `loss = ...`)."
    )


def unquote(text: str) -> str:
    """IPython keeps the quotes of a quoted argument; drop one matching pair."""
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    return text


def values_arguments(func: F) -> F:
    """``--values`` and ``--compact`` (read with :func:`values_mode`), shared by every magic
    that draws a graph."""
    func = argument("--compact", action="store_true", help="Draw unnamed values as small dots.")(
        func
    )
    return argument(
        "--values",
        action="store_true",
        help="Draw every value in full, named or not: its op, data and grad (the default "
        "for numeric graphs of under 60 ops).",
    )(func)


def values_mode(args: Any) -> str:
    """``--values`` / ``--compact``: how a drawing shows unnamed values (default: auto)."""
    if args.values and args.compact:
        raise UsageError("Choose one of --values (every value in full) and --compact (dots).")
    return "full" if args.values else "compact" if args.compact else "auto"


def executor_for(threads: int | None) -> Any:
    """``--threads``: None keeps the default (concurrent), 1 is sequential, N bounds threads."""
    if threads is None:
        return None
    if threads < 1:
        raise UsageError(
            f"--threads needs a positive number, got {threads}; use --threads 1 to run one "
            "model call at a time, or leave it out to run them at once."
        )
    return SequentialExecutor() if threads == 1 else ThreadedExecutor(threads)


__all__ = ["LabMagics", "executor_for", "not_a_graph_value", "unquote", "values_mode"]
