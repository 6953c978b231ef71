#!/usr/bin/env node
/**
 * Randomised differential test of `pqid evaluate` against the PQID-Bench reference CLI (issue 20, first
 * error). Not a timed test and not part of `npm test`: it needs Python and a reference checkout.
 *
 *   PQID_REF=/tmp/pqid-ref node scripts/pqid-evaluate-diff.mjs [--n 200] [--seed 7]
 *
 * Writes N evaluation JSONL files mixing clean rows with record errors (invariants, duplicates, bad values,
 * conflicting aliases, missing ids, partial assembly) and read errors (invalid JSON, non-objects, invalid
 * UTF-8, sometimes past the first 8 KiB), runs `pqid-bench evaluate` (one Python process, `main()` per file)
 * and `benchgate pqid evaluate` (the built CLI, one process per file) and compares exit code, stdout and
 * stderr byte for byte. Prints the agreement count; exit 1 on any difference.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32, option } from './lib/differential.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name, d) => option(args, name, d);
const N = Number(opt('n', 200));
const SEED = Number(opt('seed', 7));
const REF = resolve(process.env.PQID_REF ?? '/tmp/pqid-ref');
const CLI = resolve(process.env.BENCHGATE_CLI ?? join(here, '..', 'dist', 'cli.js'));

const rnd = mulberry32(SEED);
const pick = (a) => a[Math.floor(rnd() * a.length)];

function cleanRow(m, p, withAssembly) {
  const e = rnd() < 0.8;
  const s = e && rnd() < 0.6;
  const o = s && rnd() < 0.8;
  const row = {
    model: m,
    prompt_id: p,
    report_executable: e,
    report_signature_match: s,
    ordered_wire_tape_match: o,
    parameter_aware_tape_match: o && rnd() < 0.9
  };
  if (withAssembly) row.report_assembly_admissible = e && (s || rnd() < 0.9);
  return JSON.stringify(row);
}

const RECORD_ERRORS = [
  (m, p) => JSON.stringify({ model: m, prompt_id: p, report_executable: false, report_signature_match: true }),
  (m, p) => JSON.stringify({ model: m, prompt_id: p, report_executable: 'yes', report_signature_match: false }),
  (m, p) =>
    JSON.stringify({
      model: m,
      prompt_id: p,
      report_executable: true,
      execution: false,
      report_signature_match: false
    }),
  (m) => JSON.stringify({ model: m, report_executable: true, report_signature_match: false }),
  (m, p) => JSON.stringify({ model: m, prompt_id: p, report_executable: true }),
  (m, p) =>
    JSON.stringify({
      model: m,
      prompt_id: p,
      report_executable: true,
      report_signature_match: false,
      report_assembly_admissible: true
    })
];
const READ_ERRORS = [() => '{bad', () => '[1, 2]', () => '"text"', () => '{"model": "m", "prompt_id": '];

function makeFile(i) {
  const lines = [];
  const edits = [];
  const n = 1 + Math.floor(rnd() * (rnd() < 0.3 ? 400 : 20));
  const withAssembly = rnd() < 0.5;
  for (let k = 0; k < n; k++) lines.push(cleanRow(`m${k % 3}`, `p${Math.floor(k / 3)}`, withAssembly));
  const nErr = Math.floor(rnd() * 3);
  for (let k = 0; k < nErr; k++) {
    const at = Math.floor(rnd() * (lines.length + 1));
    if (rnd() < 0.5) {
      const j = Math.floor(rnd() * RECORD_ERRORS.length);
      lines.splice(at, 0, RECORD_ERRORS[j](`m${k}`, `e${i}_${k}`));
      edits.push(`record-${j}@${at + 1}`);
    } else {
      const j = Math.floor(rnd() * READ_ERRORS.length);
      lines.splice(at, 0, READ_ERRORS[j]());
      edits.push(`read-${j}@${at + 1}`);
    }
  }
  if (rnd() < 0.1) {
    lines.splice(Math.floor(rnd() * lines.length), 0, lines[Math.floor(rnd() * lines.length)] ?? '');
    edits.push('duplicate');
  }
  if (rnd() < 0.1) {
    lines.splice(Math.floor(rnd() * lines.length), 0, '   ');
    edits.push('blank');
  }
  let buf = Buffer.from(lines.join('\n') + '\n');
  if (rnd() < 0.12) {
    const at = Math.floor(rnd() * buf.length);
    buf = Buffer.concat([buf.subarray(0, at), Buffer.from([pick([0xff, 0xc3, 0xe2, 0x80])]), buf.subarray(at)]);
    edits.push(`utf8@${at}`);
  }
  return { buf, edits };
}

const PY = String.raw`
import contextlib, io, json, sys
sys.path.insert(0, sys.argv[1] + "/src")
from pqid_bench.cli import main
out = []
for f in sys.argv[2:]:
    o, e = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(o), contextlib.redirect_stderr(e):
        try:
            rc = main(["evaluate", "--evaluations", f])
        except BaseException as ex:
            rc = 1
            e.write(type(ex).__name__ + ": " + str(ex) + "\n")
    out.append({"rc": rc, "stdout": o.getvalue(), "stderr": e.getvalue()})
print(json.dumps(out))
`;

const root = mkdtempSync(join(tmpdir(), 'bg-evaluate-diff-'));
const names = [];
const editsOf = [];
for (let i = 0; i < N; i++) {
  const { buf, edits } = makeFile(i);
  const name = `e${String(i).padStart(3, '0')}.jsonl`;
  writeFileSync(join(root, name), buf);
  names.push(name);
  editsOf.push(edits);
}
const py = spawnSync('python3', ['-c', PY, REF, ...names], { cwd: root, encoding: 'utf8', maxBuffer: 256 << 20 });
if (py.status !== 0) {
  console.error(py.stderr);
  process.exit(2);
}
const ref = JSON.parse(py.stdout);
let agree = 0;
const diffs = [];
for (let i = 0; i < N; i++) {
  const bg = spawnSync(process.execPath, [CLI, 'pqid', 'evaluate', '--evaluations', names[i]], {
    cwd: root,
    encoding: 'utf8'
  });
  const r = ref[i];
  const problems = [];
  if (bg.status !== r.rc) problems.push(`exit: reference ${r.rc}, benchgate ${bg.status}`);
  if (bg.stderr !== r.stderr)
    problems.push(`stderr: reference ${JSON.stringify(r.stderr)}, benchgate ${JSON.stringify(bg.stderr)}`);
  if (bg.stdout !== r.stdout) problems.push('stdout differs');
  if (problems.length === 0) agree++;
  else diffs.push({ name: names[i], edits: editsOf[i], problems });
}
console.log(
  `evaluate differential (seed ${SEED}): benchgate agrees with the PQID-Bench reference on ${agree}/${N} files`
);
for (const d of diffs) console.log(`- ${d.name} [${d.edits.join(', ')}]\n    ${d.problems.join('\n    ')}`);
if (!args.includes('--keep')) rmSync(root, { recursive: true, force: true });
process.exit(diffs.length ? 1 : 0);
