"""Run one benchmark on two revisions, interleaved, so both see the same machine.

Absolute figures drift 2x between days on a noisy 2-core machine, so a change is judged
against the code it replaces in the same run: the base revision is checked out into a
temporary worktree, and the benchmark script runs alternately from that tree and from
this one (each script puts its own tree first on ``sys.path``), flipping which goes first
every round. A script the base revision does not have yet is copied into its temporary
tree, so a new benchmark measures the old code too.

    python benchmarks/ab.py --base main~3 benchmarks/engine_overhead.py
    python benchmarks/ab.py --base 1dc9f07 --rounds 2 benchmarks/backward_concurrency.py -- --samples 32
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_script(tree: Path, script: str, args: list[str]) -> str:
    """The script's output when run from ``tree`` (its stderr too, so failures show)."""
    done = subprocess.run(
        [sys.executable, str(tree / script), *args],
        cwd=tree,
        capture_output=True,
        text=True,
        check=False,
    )
    return done.stdout + (f"[exit {done.returncode}]\n{done.stderr}" if done.returncode else "")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--base", required=True, help="the git revision to compare against")
    parser.add_argument("--rounds", type=int, default=3, help="runs of each side")
    parser.add_argument("script", help="a benchmark script, relative to the repository root")
    parser.add_argument("args", nargs="*", help="arguments for the script (after --)")
    opts = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="afnio-ab-") as tmp:
        base = Path(tmp) / "base"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(base), opts.base],
            check=True,
        )
        try:
            if not (base / opts.script).exists():
                shutil.copy2(ROOT / opts.script, base / opts.script)
                print(f"(the base has no {opts.script}: running this tree's copy there)")
            sides = [("base " + opts.base, base), ("this tree", ROOT)]
            for round_no in range(opts.rounds):
                order = sides if round_no % 2 == 0 else sides[::-1]
                for label, tree in order:
                    print(f"=== round {round_no + 1}, {label} ===", flush=True)
                    print(run_script(tree, opts.script, opts.args), flush=True)
        finally:
            subprocess.run(
                ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(base)], check=False
            )


if __name__ == "__main__":
    main()
