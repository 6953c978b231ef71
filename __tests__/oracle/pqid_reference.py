"""Runs the real PQID-Bench reference CLI (pqid-bench from PyPI, the version pinned in requirements.txt) in-process
on a list of command lines, as `pqid-bench ARGS` would in a fresh process: stdout, stderr and exit code.

stdin: JSON [{"cwd": DIR, "argv": [...]}, ...]; stdout: JSON [{"rc": int, "stdout": str, "stderr": str}, ...].
An exception the CLI does not catch ends a real process with a traceback and exit 1: that is reproduced here.
"""
import contextlib
import io
import json
import os
import sys
import traceback

from pqid_bench import cli

cases = json.load(sys.stdin)
results = []
for case in cases:
    os.chdir(case["cwd"])
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            rc = cli.main(case["argv"])
        except SystemExit as exc:  # argparse usage errors, --version
            code = exc.code
            rc = code if isinstance(code, int) else (0 if code is None else 1)
            if code is not None and not isinstance(code, int):
                print(code, file=sys.stderr)
        except Exception:  # what the reference does not catch: a traceback, exit 1
            traceback.print_exc()
            rc = 1
    results.append({"rc": rc, "stdout": out.getvalue(), "stderr": err.getvalue()})
json.dump(results, sys.stdout)
