#!/usr/bin/env python3
"""Regenerates __tests__/fixtures/conformance/pqid-ref/ from the PQID-Bench reference (issue 20).

Usage: PQID_REF=/tmp/pqid-ref python3 scripts/pqid-ref-capture.py [--argparse-only]

PQID_REF is a checkout (or `git archive`) of github.com/Elias-Abebe-Gasparini/PQID-Bench at f4bafb4.
For every case below the script writes the input files into cases/<name>/in/, runs the reference CLI
(`python3 -m pqid_bench ARGS`, cwd = in/) and stores its exit code, stdout and stderr in
cases/<name>/expected.json, with the absolute path of in/ replaced by <ROOT>. It also runs the reference's
own live-run test setup (tests/unit/test_live.py::_write_release and its mocked transport) through
run_live_model and stores the files it writes under live-run/, and runs the command lines of ARGPARSE_CASES
(help and usage errors of every subcommand; cwd holds an empty `rel/` folder) into argparse.json. benchgate's tests only read these files:
they never run Python.

The evaluation and manifest inputs marked `ref_` are the reference's own unit-test data (tests/unit/
test_metrics.py, test_manifest.py), written out as files; the `i*_` cases are the issue-20 reproductions.
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

REF = Path(os.environ.get("PQID_REF", "/tmp/pqid-ref")).resolve()
OUT = Path(__file__).resolve().parent.parent / "__tests__" / "fixtures" / "conformance" / "pqid-ref"
COMMIT = "f4bafb4"


def jl(*rows: object) -> str:
    return "".join(json.dumps(r) + "\n" for r in rows)


def sha(b: bytes) -> str:
    return hashlib.sha256(b).hexdigest()


def manifest(rows: list[tuple[str, str, str]]) -> str:
    return "path\tbytes\tsha256\n" + "".join(f"{p}\t{n}\t{h}\n" for p, n, h in rows)


E = {"model": "a", "prompt_id": "p1", "report_executable": True, "report_signature_match": False}
FROZEN = b"frozen\n"
ABC = b"abc"
BAD_REC = {"model": "m", "prompt_id": "p1", "report_executable": False, "report_signature_match": True}
PAD = "".join(json.dumps({"model": "m", "prompt_id": f"q{i}", "report_executable": True, "report_signature_match": True}, separators=(",", ":")) + "\n" for i in range(200))

CASES: list[dict[str, object]] = [
    # tests/unit/test_metrics.py, as files for `evaluate`.
    {"name": "ref_metrics_nested_endpoints", "args": ["evaluate", "--evaluations", "e.jsonl"], "files": {"e.jsonl": jl(
        {"model": "a", "prompt_id": "p1", "report_executable": True, "report_assembly_admissible": True, "report_signature_match": True, "ordered_wire_tape_match": True, "parameter_aware_tape_match": False},
        {"model": "a", "prompt_id": "p2", "report_executable": True, "report_assembly_admissible": True, "report_signature_match": False, "ordered_wire_tape_match": False, "parameter_aware_tape_match": False},
        {"model": "b", "prompt_id": "p1", "report_executable": False, "report_assembly_admissible": False, "report_signature_match": False})}},
    {"name": "ref_metrics_nested_endpoints_text", "args": ["evaluate", "--evaluations", "e.jsonl", "--format", "text"], "files": {"e.jsonl": jl(
        {"model": "a", "prompt_id": "p1", "report_executable": True, "report_assembly_admissible": True, "report_signature_match": True, "ordered_wire_tape_match": True, "parameter_aware_tape_match": False},
        {"model": "a", "prompt_id": "p2", "report_executable": True, "report_assembly_admissible": True, "report_signature_match": False, "ordered_wire_tape_match": False, "parameter_aware_tape_match": False},
        {"model": "b", "prompt_id": "p1", "report_executable": False, "report_assembly_admissible": False, "report_signature_match": False})}},
    {"name": "ref_metrics_signature_without_execution", "args": ["evaluate", "--evaluations", "e.jsonl"], "files": {"e.jsonl": jl({"model": "a", "prompt_id": "p1", "report_executable": False, "report_signature_match": True})}},
    {"name": "ref_metrics_optional_layers_unavailable", "args": ["evaluate", "--evaluations", "e.jsonl"], "files": {"e.jsonl": jl({"model": "a", "prompt_id": "p1", "execution": 1, "signature": 0})}},
    {"name": "ref_metrics_assembly_without_execution", "args": ["evaluate", "--evaluations", "e.jsonl"], "files": {"e.jsonl": jl({"model": "a", "prompt_id": "p1", "report_executable": False, "report_assembly_admissible": True, "report_signature_match": False})}},
    {"name": "ref_metrics_signature_without_assembly", "args": ["evaluate", "--evaluations", "e.jsonl"], "files": {"e.jsonl": jl({"model": "a", "prompt_id": "p1", "report_executable": True, "report_assembly_admissible": False, "report_signature_match": True})}},
    {"name": "ref_metrics_partial_assembly", "args": ["evaluate", "--evaluations", "e.jsonl"], "files": {"e.jsonl": jl(
        {"model": "a", "prompt_id": "p1", "report_executable": True, "report_assembly_admissible": True, "report_signature_match": False},
        {"model": "a", "prompt_id": "p2", "report_executable": True, "report_signature_match": False})}},
    {"name": "ref_metrics_conflicting_aliases", "args": ["evaluate", "--evaluations", "e.jsonl"], "files": {"e.jsonl": jl({"model": "a", "prompt_id": "p1", "report_executable": True, "execution": False, "report_signature_match": False})}},
    {"name": "ref_metrics_consistent_aliases", "args": ["evaluate", "--evaluations", "e.jsonl"], "files": {"e.jsonl": jl({"model": "a", "prompt_id": "p1", "report_executable": True, "execution": 1, "report_signature_match": False, "signature": 0})}},
    {"name": "ref_metrics_duplicate_key", "args": ["evaluate", "--evaluations", "e.jsonl"], "files": {"e.jsonl": jl(E, E)}},
    {"name": "ref_metrics_missing_prompt_id", "args": ["evaluate", "--evaluations", "e.jsonl"], "files": {"e.jsonl": jl({"model": "a", "report_executable": True, "report_signature_match": False})}},
    {"name": "ref_metrics_malformed_jsonl", "args": ["evaluate", "--evaluations", "malformed.jsonl"], "files": {"malformed.jsonl": '{"prompt_id": "p1"}\n{bad json}\n'}},
    # tests/unit/test_manifest.py, as release folders for `verify`.
    {"name": "ref_manifest_valid", "args": ["verify", "."], "files": {"example.txt": FROZEN, "ARTIFACT_MANIFEST.tsv": manifest([("example.txt", str(len(FROZEN)), sha(FROZEN))])}},
    {"name": "ref_manifest_modified", "args": ["verify", "."], "files": {"example.txt": b"changed\n", "ARTIFACT_MANIFEST.tsv": manifest([("example.txt", str(len(FROZEN)), sha(FROZEN))])}},
    {"name": "ref_manifest_parent_traversal", "args": ["verify", "."], "files": {"ARTIFACT_MANIFEST.tsv": manifest([("../outside", "0", "0" * 64)])}},
    # Issue 20, item 1: a read error later in the file comes before a record error.
    {"name": "i1_json_after_record_error", "args": ["evaluate", "--evaluations", "o.jsonl"], "files": {"o.jsonl": json.dumps(BAD_REC, separators=(",", ":")) + "\n{bad\n"}},
    {"name": "i1_utf8_after_8k", "args": ["evaluate", "--evaluations", "u.jsonl"], "files": {"u.jsonl": (json.dumps(BAD_REC, separators=(",", ":")) + "\n" + PAD + '{"model":"m","prompt_id":"').encode() + b"\xff" + b'"}\n'}},
    {"name": "i1_not_object_after_record_error", "args": ["evaluate", "--evaluations", "n.jsonl"], "files": {"n.jsonl": json.dumps(BAD_REC, separators=(",", ":")) + "\n[1]\n"}},
    # Issue 20, item 2: a backslash path is a literal file name for POSIX Python, so it is missing.
    {"name": "i2_backslash_missing", "args": ["verify", "."], "files": {"b.bin": ABC, "ARTIFACT_MANIFEST.tsv": manifest([("b.bin", "3", sha(ABC)), ("..\\x.txt", "3", sha(ABC))])}},
    {"name": "i2_windows_drive_missing", "args": ["verify", "."], "files": {"ARTIFACT_MANIFEST.tsv": manifest([("C:\\x.txt", "3", sha(ABC))])}},
    # Issue 20, item 3: manifest differences.
    {"name": "i3_trailing_slash", "args": ["verify", "."], "files": {"b.bin": ABC, "ARTIFACT_MANIFEST.tsv": manifest([("b.bin/", "3", sha(ABC))])}},
    {"name": "i3_trailing_slash_dir", "args": ["verify", "."], "files": {"d/b.bin": ABC, "ARTIFACT_MANIFEST.tsv": manifest([("d/", "3", sha(ABC)), ("d//b.bin", "3", sha(ABC))])}},
    {"name": "i3_nul_in_path", "args": ["verify", "."], "files": {"b.bin": ABC, "ARTIFACT_MANIFEST.tsv": manifest([("b\0.bin", "3", sha(ABC))])}},
    {"name": "i3_nul_in_bytes", "args": ["verify", "."], "files": {"b.bin": ABC, "ARTIFACT_MANIFEST.tsv": manifest([("b.bin", "3\0", sha(ABC))])}},
    {"name": "i3_arabic_digit", "args": ["verify", "."], "files": {"b.bin": ABC, "ARTIFACT_MANIFEST.tsv": manifest([("b.bin", "\u0663", sha(ABC))])}},
    {"name": "i3_fullwidth_digits_and_nbsp", "args": ["verify", "."], "files": {"b.bin": ABC, "ARTIFACT_MANIFEST.tsv": manifest([("b.bin", "\u00a0\uff13\u00a0", sha(ABC))])}},
    {"name": "i3_bom_is_not_space", "args": ["verify", "."], "files": {"b.bin": ABC, "ARTIFACT_MANIFEST.tsv": manifest([("b.bin", "\ufeff3", sha(ABC))])}},
    {"name": "i3_short_row_traceback", "args": ["verify", "."], "files": {"b.bin": ABC, "ARTIFACT_MANIFEST.tsv": "path\tbytes\tsha256\nb.bin\t3\n"}},
    {"name": "i3_short_row_one_field", "args": ["verify", "."], "files": {"b.bin": ABC, "ARTIFACT_MANIFEST.tsv": "path\tbytes\tsha256\nb.bin\n"}},
    {"name": "i3_utf8_in_manifest", "args": ["verify", "."], "files": {"b.bin": ABC, "ARTIFACT_MANIFEST.tsv": manifest([("b.bin", "3", sha(ABC))]).encode() + b"\xe9\t1\tx\n"}},
    {"name": "i3_duplicate_before_bad_chunk", "args": ["verify", "."], "files": {"b.bin": ABC, "ARTIFACT_MANIFEST.tsv": manifest([("b.bin", "3", sha(ABC)), ("b.bin", "3", sha(ABC))] + [(f"f{i:04d}", "3", sha(ABC)) for i in range(120)]).encode() + b"\xff\t1\tx\n"}},
    {"name": "i3_duplicate_in_bad_chunk", "args": ["verify", "."], "files": {"b.bin": ABC, "ARTIFACT_MANIFEST.tsv": manifest([("b.bin", "3", sha(ABC)), ("b.bin", "3", sha(ABC))]).encode() + b"\xff\t1\tx\n"}},
]


def run(args: list[str], cwd: Path) -> dict[str, object]:
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(REF / "src"), "LANG": "C.UTF-8"}
    p = subprocess.run([sys.executable, "-m", "pqid_bench", *args], cwd=cwd, env=env, capture_output=True)
    root = str(cwd.resolve())
    out = p.stdout.decode("utf-8", "replace").replace(root, "<ROOT>")
    err = p.stderr.decode("utf-8", "replace").replace(root, "<ROOT>")
    traceback = err.startswith("Traceback (most recent call last):")
    # A traceback's frames name the reference's source files: keep only its last line.
    return {"args": args, "rc": p.returncode, "stdout": out, "stderr": err.rstrip("\n").split("\n")[-1] + "\n" if traceback else err, "traceback": traceback}


ARGPARSE_CASES: list[list[str]] = [
    *[[sub, "--help"] for sub in ("evaluate", "compare", "reproduce", "verify", "run-model")],
    [], ["bogus"], ["evaluate"], ["evaluate", "--evaluations"], ["evaluate", "--evaluations", "--format", "json"],
    ["evaluate", "--evaluations", "x", "--form=pdf"], ["evaluate", "--eval", "x", "--fo", "text", "--bogus"],
    ["evaluate", "--evaluations", "x", "extra"], ["reproduce", "--release-dir", "nowhere"],
    ["reproduce", "--release-dir", "rel", "--format="], ["compare", "--evaluations", "e", "--release-dir", "rel"],
    ["compare", "--evaluations", "e", "--release-dir", "rel", "--candidate-run-manifest", "m", "--allow-partial=1"],
    ["verify"], ["verify", "nowhere"], ["verify", "rel", "rel"], ["verify", "--", "nowhere"], ["verify", "--fu"],
    *[["run-model", "--release-dir", "rel", "--output-dir", "o", "--provider", "p", "--model", "m", *extra] for extra in (
        ["--limit", "x"], ["--limit", "-1e3"], ["--temperature", "-1e3"], ["--temperature=-1e3", "--seed", "1.5"],
        ["--max-output-field", "foo"], ["--retry", "x"], ["--max", "x"], ["--omit-temperature=x"], ["--top-p", " 1_0 "],
        ["--prompt-id", "a", "--prompt-id"])],
    ["run-model", "--release-dir", "rel", "--provider", "p"],
]


def argparse_cases() -> None:
    """Help texts and usage errors, as argparse (Python 3.11.2 here) prints them for the reference's parsers."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        cwd = Path(tmp)
        (cwd / "rel").mkdir()
        results = [run(args, cwd) for args in ARGPARSE_CASES]
    (OUT / "argparse.json").write_text(json.dumps(results, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"argparse.json: {len(results)} command lines")


def live_run() -> None:
    """The reference's test_live.py success test, run for real with its mocked transport."""
    sys.path.insert(0, str(REF / "src"))
    sys.path.insert(0, str(REF / "tests" / "unit"))
    from pqid_bench.live import LiveRunConfig, run_live_model  # noqa: E402
    import test_live  # noqa: E402

    base = OUT / "live-run"
    shutil.rmtree(base, ignore_errors=True)
    base.mkdir(parents=True)
    test_live._write_release(base)
    output = base / "output"
    calls: list[int] = []

    def transport(route: str, headers: object, body: bytes, timeout: float) -> bytes:
        calls.append(1)
        return test_live._success_payload(content=f"result = {len(calls)}")

    config = LiveRunConfig(release_dir=base, output_dir=output, provider="custom-test", model="requested-model", base_url="https://provider.example/v1", api_key_env="PQID_TEST_API_KEY", acknowledge_prompt_export=True, max_retries=0, run_id="live-fixture-run")
    os.environ["PQID_TEST_API_KEY"] = "test-secret-must-not-be-persisted"
    result = run_live_model(config, transport=transport)
    assert result.complete and result.successful_prompts == 2
    # The atomic per-prompt state (records/) and raw bodies (raw/) are kept: they are part of the run.


def main() -> None:
    if "--argparse-only" in sys.argv:
        argparse_cases()
        return
    if not (REF / "src" / "pqid_bench" / "cli.py").is_file():
        sys.exit(f"PQID_REF={REF} is not a PQID-Bench checkout")
    cases_dir = OUT / "cases"
    shutil.rmtree(cases_dir, ignore_errors=True)
    for c in CASES:
        d = cases_dir / str(c["name"]) / "in"
        d.mkdir(parents=True)
        for rel, content in dict(c["files"]).items():  # type: ignore[arg-type]
            f = d / rel
            f.parent.mkdir(parents=True, exist_ok=True)
            f.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
        res = run(list(c["args"]), d)  # type: ignore[arg-type]
        (d.parent / "expected.json").write_text(json.dumps(res, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"{c['name']}: rc={res['rc']} {str(res['stderr']).strip()[:100]}")
    live_run()
    argparse_cases()
    for name in ("LICENSE.md",):
        shutil.copy(REF / name, OUT / name)
    for lic in ("MIT.txt", "CC-BY-4.0.txt"):
        shutil.copy(REF / "LICENSES" / lic, OUT / f"LICENSE-{lic}")


if __name__ == "__main__":
    main()
