"""How long ``compare`` of two forward runs of 1,000 samples takes to show its first page.

Two forward runs are recorded as a user makes them: ``chat_completion`` over a batch of
reviews (a scripted model, so no server time is measured) judged by
``exact_match_evaluator``, once with prompt v1 and once with v2, which answers differently
on some inputs. Then, timed: ``Session.compare(f1, f2)`` plus its static table (the HTML a
saved notebook shows, first page), and the comparison widget's first page when the widget
exists. Printed: the median and the worst of ``--repeat`` runs, in ms. Target (issue 19):
under 300 ms. Nothing is asserted.

    .venv/bin/python benchmarks/compare.py [--samples 1000] [--repeat 7]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from afnio_lab import Variable  # noqa: E402
from afnio_lab.cognitive import Parameter  # noqa: E402
from afnio_lab.cognitive.functional_lm import (  # noqa: E402
    chat_completion,
    exact_match_evaluator,
)
from afnio_lab.lab import Session  # noqa: E402
from afnio_lab.models import CallLog  # noqa: E402
from afnio_lab.models.scripted import ScriptedModel  # noqa: E402


def reply(messages: list[dict[str, Any]]) -> str:
    """v1 says POS for even reviews; v2 for reviews divisible by 3 (so rows differ)."""
    n = int(str(messages[-1]["content"]).rsplit(" ", 1)[-1])
    step = 2 if "v1" in str(messages[0]["content"]) else 3
    return "POS" if n % step == 0 else "NEG"


def record_two_runs(samples: int) -> tuple[Session, str, str]:
    log = CallLog()
    client = ScriptedModel(reply, call_log=log)
    session = Session(call_log=log)
    system = Parameter("Label the review (v1).", role="system prompt")
    reviews = Variable([f"review {i}" for i in range(samples)], role="reviews")
    labels = Variable(["POS" if i % 2 == 0 else "NEG" for i in range(samples)], role="labels")
    template = Variable("Review: {review}", role="template")
    ids = []
    for prompt in ("Label the review (v1).", "Label the review briefly (v2)."):
        system.data = prompt

        def pipeline() -> dict[str, Any]:
            messages = [
                {"role": "system", "content": [system]},
                {"role": "user", "content": [template]},
            ]
            answers = chat_completion(client, messages, {"review": reviews})
            score, explanation = exact_match_evaluator(answers, labels)
            return {"answers": answers, "score": score, "explanation": explanation}

        named = {"system": system, "reviews": reviews, "labels": labels}
        run = session.forward(pipeline, name=prompt, context=named)
        ids.append(run.id)
    return session, ids[0], ids[1]


def timed(fn: Callable[[], Any], repeat: int) -> tuple[float, float]:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times), max(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--samples", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    session, a, b = record_two_runs(args.samples)
    print(f"two forward runs of {args.samples} samples: {a}, {b}")

    def static_first_page() -> None:
        comparison = session.compare(a, b)
        html = comparison._repr_mimebundle_()["text/html"]
        assert html  # keep the work

    median, worst = timed(static_first_page, args.repeat)
    print(f"compare + static table, first page: median {median:.1f} ms, worst {worst:.1f} ms")
    try:
        from afnio_lab.widgets import ComparisonWidget  # type: ignore[attr-defined]
    except ImportError:
        print("comparison widget: not on this branch (skipped)")
        return

    def widget_first_page() -> None:
        ComparisonWidget(session.compare(a, b))

    median, worst = timed(widget_first_page, args.repeat)
    print(f"compare + widget, first page: median {median:.1f} ms, worst {worst:.1f} ms")


if __name__ == "__main__":
    main()
