"""Time to save and to load a session file (``%afnio_save`` / ``%afnio_load``), and the part of
each that is the records' saved shape (records to plain data, and back from a checked file).

The session: a numeric chain of ``--ops`` scalar ops run backward twice (a node record and a
gradient per op), and a text pass with an edit and its replay. Medians of ``--repeats``, in ms.
Run: ``python benchmarks/session_file.py [--ops 2000] [--repeats 7]``, or through
``benchmarks/ab.py`` against another revision.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import afnio_lab as afnio
from afnio_lab.lab import Session
from afnio_lab.lab.storage.files import read_json
from afnio_lab.lab.storage.sessions import contents_from_payload, session_payload
from afnio_lab.numeric import Tensor


def recorded(n_ops: int) -> Session:
    session = Session()
    x = Tensor(0.5, requires_grad=True)
    w = Tensor(0.999, requires_grad=True)
    y = x
    for _ in range(n_ops // 2):
        y = y * w + x
    session.record_forward({"x": x, "w": w, "y": y}, name="chain", code="", duration=0.0)
    session.backward(y)
    session.backward(y)
    a = afnio.Variable("abc", "first input", True)
    z = a + afnio.Variable("def", "second input", True)
    session.record_forward({"a": a, "z": z}, name="text", code="", duration=0.0)
    session.backward(z, "Make it shorter")
    session.edit_gradient("Make it longer", value=z)
    session.replay()
    return session


def median_ms(work: Callable[[], Any], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--ops", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    session = recorded(args.ops)
    runs = list(session.runs.values())
    with tempfile.TemporaryDirectory() as tmp:
        path = session.save(str(Path(tmp) / "s.json"))
        payload = read_json(path)
        figures = {
            "to plain data": median_ms(
                lambda: session_payload(runs, session.history, [], session.names, []),
                args.repeats,
            ),
            "save": median_ms(lambda: session.save(path), args.repeats),
            "from plain data": median_ms(lambda: contents_from_payload(payload), args.repeats),
            "load": median_ms(lambda: Session.load(path), args.repeats),
        }
        size = Path(path).stat().st_size
    print(f"session file: {args.ops} ops, {size / 1e6:.1f} MB, medians of {args.repeats}")
    for what, ms in figures.items():
        print(f"  {what:16s} {ms:8.1f} ms")


if __name__ == "__main__":
    main()
