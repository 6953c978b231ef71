#!/usr/bin/env python3
"""Differential check of `benchgate pcs normalize` against pcs-core's `pcs benchmark normalize`.

Developer tool (not a test). Needs pcs-core at the pinned commit on PYTHONPATH and a built benchgate (dist/cli.js):

    PYTHONPATH=/path/to/pcs-core/python python3 scripts/pcs-normalize-diff.py [--random N] [--seed S] [--show K]

Inputs: the 4 committed dialects that both tools normalise, single-field edits of them (up to 12 per dialect: 43
fixed inputs), and N seeded random variants (fields dropped, emptied, retyped, renamed). For each input both tools normalise the same file
(the PF dialect with the committed pf_profile_coverage.dialect.json beside it, which is what pcs-core reads); they
agree when both succeed with byte-identical output, or both fail. Prints the agreement count and the first differences.
"""
import contextlib
import copy
import io
import json
import os
import random
import subprocess
import sys
import tempfile
import warnings
from pathlib import Path

warnings.simplefilter("ignore")
from pcs_core import cli as pcs_cli  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
COMPAT = ROOT / "__tests__/fixtures/conformance/pcs-ref/files/examples/benchmarks/compatibility"
NAMES = [
    "certifyedge_certificate_benchmark.dialect.json",
    "pf_admission_explain_quality.dialect.json",
    "scientific_memory_render_benchmark.dialect.json",
    "pf_profile_coverage.dialect.json",
]


def fixed_edits(name, d):
    """12 inputs per dialect (48 in all): the committed file, then each top-level key dropped, emptied, set to null."""
    out = [(f"{name}: committed", d)]
    for k in list(d.keys()):
        x = copy.deepcopy(d)
        del x[k]
        out.append((f"{name}: without {k}", x))
        x = copy.deepcopy(d)
        x[k] = "" if isinstance(d[k], str) else ([] if isinstance(d[k], list) else ({} if isinstance(d[k], dict) else 0))
        out.append((f"{name}: empty {k}", x))
        x = copy.deepcopy(d)
        x[k] = None
        out.append((f"{name}: null {k}", x))
    return out[:12]


def random_variant(rng, d):
    x = copy.deepcopy(d)
    for _ in range(rng.randint(1, 3)):
        target = x
        if rng.random() < 0.3:
            subs = [v for v in x.values() if isinstance(v, dict)]
            if subs:
                target = rng.choice(subs)
        if not target:
            continue
        k = rng.choice(list(target.keys()))
        op = rng.random()
        if op < 0.25:
            del target[k]
        elif op < 0.45:
            target[k] = rng.choice(["", "x", 0, 1, 2.5, -1, None, True, [], {}, ["a"], "4"])
        elif op < 0.6 and isinstance(target[k], (int, float)) and not isinstance(target[k], bool):
            target[k] = float(target[k]) if isinstance(target[k], int) else int(target[k])
        elif op < 0.75 and isinstance(target[k], list) and target[k]:
            target[k] = target[k][: rng.randint(0, len(target[k]) - 1)]
        else:
            target[k + "_x"] = target.pop(k)
    return x


def reference(path: Path, out: Path):
    o, e = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(o), contextlib.redirect_stderr(e):
        try:
            code = pcs_cli.cmd_benchmark_normalize(path, out)
        except Exception as exc:  # a traceback in the CLI: a failure all the same
            code = 1
            e.write(f"{type(exc).__name__}: {exc}")
    text = out.read_text(encoding="utf-8") if code == 0 and out.is_file() else None
    return code, text, (o.getvalue() + e.getvalue()).strip()


def benchgate(path: Path, out: Path):
    r = subprocess.run([ "node", str(ROOT / "dist/cli.js"), "pcs", "normalize", str(path), "--out", str(out)], capture_output=True, text=True)
    text = out.read_text(encoding="utf-8") if r.returncode == 0 and out.is_file() else None
    return r.returncode, text, (r.stdout + r.stderr).strip()


def main():
    args = sys.argv[1:]
    n_random = int(args[args.index("--random") + 1]) if "--random" in args else 100
    seed = int(args[args.index("--seed") + 1]) if "--seed" in args else 20
    show = int(args[args.index("--show") + 1]) if "--show" in args else 10
    rng = random.Random(seed)
    base = {n: json.loads((COMPAT / n).read_text(encoding="utf-8")) for n in NAMES}
    inputs = []
    for n in NAMES:
        inputs += [(n, label, d) for label, d in fixed_edits(n, base[n])]
    fixed = len(inputs)
    for i in range(n_random):
        n = rng.choice(NAMES)
        inputs.append((n, f"{n}: random #{i}", random_variant(rng, base[n])))
    agree = 0
    agree_fixed = 0
    diffs = []
    with tempfile.TemporaryDirectory() as tmp:
        for i, (n, label, d) in enumerate(inputs):
            folder = Path(tmp) / str(i)
            folder.mkdir()
            (folder / n).write_text(json.dumps(d, indent=2) + "\n", encoding="utf-8")
            if n == "pf_admission_explain_quality.dialect.json":
                (folder / "pf_profile_coverage.dialect.json").write_text((COMPAT / "pf_profile_coverage.dialect.json").read_text(encoding="utf-8"), encoding="utf-8")
            rc, rt, rm = reference(folder / n, folder / "ref.json")
            bc, bt, bm = benchgate(folder / n, folder / "bg.json")
            same = (rc == 0 and bc == 0 and rt == bt) or (rc != 0 and bc != 0)
            if same:
                agree += 1
                agree_fixed += i < fixed
            else:
                diffs.append((label, rc, bc, rm[:200], bm[:200], rt is not None and bt is not None))
    print(f"fixed inputs: {agree_fixed}/{fixed} agree; random variants: {agree - agree_fixed}/{len(inputs) - fixed} agree; total {agree}/{len(inputs)}")
    for label, rc, bc, rm, bm, both in diffs[:show]:
        print(f"- {label}: reference exit {rc}, benchgate exit {bc}{' (outputs differ)' if both else ''}\n    ref: {rm}\n    bg:  {bm}")


if __name__ == "__main__":
    main()
