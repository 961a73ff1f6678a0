"""The magics for the session as a whole: the feedback model, saving and loading.

``%afnio_model`` chooses the model for backward feedback; ``%afnio_save`` and ``%afnio_load``
write and read a session file.
"""

from __future__ import annotations

import os
from typing import Any

from IPython.core.error import UsageError
from IPython.core.magic import line_magic, magics_class
from IPython.core.magic_arguments import argument, magic_arguments, parse_argstring

from afnio_lab.lab import set_session
from afnio_lab.lab.ops.errors import LabError
from afnio_lab.lab.session import Session
from afnio_lab.magics.base import LabMagics
from afnio_lab.models import (
    NoBackwardClientError,
    get_backward_model_client,
    set_backward_model_client,
)


@magics_class
class WorkspaceMagics(LabMagics):
    """``%afnio_model``, ``%afnio_save`` and ``%afnio_load``."""

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
        print(configure_model(args.kind, args.model, args.base_url, args.api_key_env))

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


def configure_model(kind: str, model: str | None, base_url: str | None, key_env: str) -> str:
    """Set the backward model; returns a one-line description (never the key)."""
    if kind == "show":
        try:
            return f"Backward model: {get_backward_model_client()!r}"
        except NoBackwardClientError:
            return (
                "Backward model: none set (`%afnio_model offline` or `set_backward_model_client`"
                " sets one)."
            )
    if kind == "offline":
        set_backward_model_client("offline/rules")
        return "Backward feedback now comes from the offline teaching model (rules, no network)."
    if not model:
        raise LabError("Name the model, e.g. `%afnio_model openai gpt-4o-mini`.")
    key = os.environ.get(key_env)
    if not key and not base_url:
        raise LabError(
            f"No API key: set the environment variable {key_env} (or pass --base-url for a "
            "local OpenAI-compatible server such as Ollama or vLLM)."
        )
    client_args: dict[str, Any] = {"api_key": key or "not-needed"}
    if base_url:
        client_args["base_url"] = base_url
    set_backward_model_client(f"openai/{model}", client_args=client_args)
    where = f" at {base_url}" if base_url else ""
    return f"Backward feedback now comes from {model}{where} (key from ${key_env})."


__all__ = ["WorkspaceMagics", "configure_model"]
