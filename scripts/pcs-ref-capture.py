#!/usr/bin/env python3
"""Captures pcs-core's own verdicts for the vendored fixtures in __tests__/fixtures/conformance/pcs-ref/.

Developer tool, never run by the tests (they read the captured JSON). Usage, with pcs-core checked out at the pinned
commit and its Python dependencies installed (jsonschema[format-nongpl], referencing, PyNaCl):

    PYTHONPATH=/path/to/pcs-core/python python3 scripts/pcs-ref-capture.py __tests__/fixtures/conformance/pcs-ref

For every *.json under <dir>/files/ and <dir>/cases/ it records what `pcs validate FILE` prints and its exit code
(the CLI's own code path: pcs_core.cli.main), the detected type, and for ingests assess_ingest_adequacy_tier().
"""
import contextlib
import io
import json
import os
import sys
import warnings

warnings.simplefilter("ignore")
from pcs_core import cli  # noqa: E402
from pcs_core.benchmark_ingest import assess_ingest_adequacy_tier  # noqa: E402


def run_validate(path: str) -> tuple[int, list[str], list[str]]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = cli.main(["validate", path])
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 1
    return int(code or 0), out.getvalue().splitlines(), err.getvalue().splitlines()


def main() -> None:
    base = os.path.abspath(sys.argv[1])
    rows = []
    for sub in ("files", "cases"):
        top = os.path.join(base, sub)
        for root, _dirs, files in os.walk(top):
            for f in sorted(files):
                if not f.endswith(".json"):
                    continue
                p = os.path.join(root, f)
                rel = os.path.relpath(p, base)
                code, out, err = run_validate(p)
                # Paths in messages are the absolute capture path: make them relative to the fixture folder.
                out = [line.replace(p, rel) for line in out]
                err = [line.replace(p, rel) for line in err]
                row = {"file": rel, "exit": code, "stdout": out, "stderr": err}
                try:
                    doc = json.loads(open(p, encoding="utf-8").read())
                except Exception:
                    doc = None
                if isinstance(doc, dict) and "producer_id" in doc and "benchmark_runs" in doc:
                    tier, findings = assess_ingest_adequacy_tier(doc)
                    row["tier"] = tier
                    row["tier_findings"] = findings
                rows.append(row)
    rows.sort(key=lambda r: r["file"])
    json.dump({"reference": "SentinelOps-CI/pcs-core@9c971f5f9da8a424924dd8f48d6a3b71a1009e1b python/pcs_core (pcs validate)", "results": rows}, open(os.path.join(base, "reference-outputs.json"), "w"), indent=1, ensure_ascii=False)
    print(f"{len(rows)} files captured")


if __name__ == "__main__":
    main()
