/**
 * Randomised differential against the real PQID-Bench reference (`pqid-bench` 1.2.1 from PyPI, pinned in
 * requirements.txt): `evaluate`, `compare` and `verify` on a few hundred generated inputs at fixed seeds, each run
 * by the reference (in one Python process, `__tests__/oracle/pqid_reference.py`) and by `benchgate pqid` in-process.
 * Exit code, stdout and stderr must be byte-identical (for an uncaught Python exception, the traceback's last line).
 * The inputs are mutations of the vendored conformance data (`__tests__/fixtures/conformance/pqid`): row subsets,
 * field aliases, wrong types, missing and duplicate keys, blank and malformed lines, BOM and CRLF for evaluations;
 * random run manifests and flags for compare; byte flips, truncation, deletion and manifest edits for verify.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import {
  cpSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  unlinkSync,
  writeFileSync,
  mkdtempSync,
  appendFileSync,
  truncateSync,
  statSync
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runPqidReference } from '../../src/suites/pqid/cli-reference.js';
import { captureIO, conformanceDir } from '../pqid/helpers.js';
import { describeOracle, runOracle } from '../helpers/python-oracle.js';
import { seeded } from '../helpers/random.js';

const DRIVER = fileURLToPath(new URL('./pqid_reference.py', import.meta.url));
const INPUTS = join(conformanceDir(), 'inputs');
const FORMATS = ['json', 'text', 'markdown', 'csv'] as const;

interface Case {
  name: string;
  cwd: string;
  argv: string[];
}
interface Outcome {
  rc: number;
  stdout: string;
  stderr: string;
}

const lines = (f: string): string[] =>
  readFileSync(join(INPUTS, f), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');

/** Values a Boolean field may hold in a hostile or sloppy evaluation file. */
const BOOLISH = ['true', 'false', '0', '1', '1.0', '0.0', '2', '"true"', 'null', '-0', '1e0', 'NaN', '[]', '{}'];
const FLAGS = [
  ['report_executable', 'execution', 'execution_success'],
  ['report_assembly_admissible', 'assembly', 'assembly_admissible', 'qasm3_export_success'],
  ['report_signature_match', 'signature', 'signature_match'],
  ['ordered_wire_tape_match', 'ordered_match'],
  ['parameter_aware_tape_match', 'parameter_match']
];
const NAMES = ['"a"', '"b"', '"gpt-5.6-sol"', '""', '0', '1', 'null', 'false', '"Ω-model"', '"a\\u0000"', '7.5'];

/** One mutated JSONL evaluation text. Edits are made on the JSON text so duplicate keys and odd numbers survive. */
function mutateEvaluations(r: ReturnType<typeof seeded>, base: string[]): string {
  const n = 1 + r.int(Math.min(base.length, r.chance(0.3) ? 400 : 40));
  const start = r.int(Math.max(1, base.length - n));
  let rows = base.slice(start, start + n);
  const rate = r.pick([0, 0, 0.01, 0.05, 0.2]);
  rows = rows.flatMap((row) => {
    if (!r.chance(rate)) return [row];
    let obj: Record<string, unknown>;
    try {
      obj = JSON.parse(row) as Record<string, unknown>;
    } catch {
      return [row]; // the base file's own malformed line
    }
    if (obj === null || typeof obj !== 'object' || Array.isArray(obj)) return [row];
    const fields = FLAGS[r.int(FLAGS.length)];
    const key = r.pick(fields);
    const kind = r.int(9);
    const body = (o: Record<string, unknown>): string => JSON.stringify(o).slice(1, -1);
    if (kind === 0) {
      delete obj[r.pick(Object.keys(obj))];
      return [JSON.stringify(obj)];
    }
    if (kind === 1) return [`{${body(obj)}, "${key}": ${r.pick(BOOLISH)}}`]; // set or duplicate a key
    if (kind === 2) return [`{"${r.pick(fields)}": ${r.pick(BOOLISH)}, ${body(obj)}}`]; // an alias beside it
    if (kind === 3) return [`{${body(obj)}, "model": ${r.pick(NAMES)}}`];
    if (kind === 4) return [`{${body(obj)}, "prompt_id": ${r.pick(NAMES)}}`];
    if (kind === 5) return [row, row]; // a duplicate record
    if (kind === 6) return [row, r.pick(['', '   ', '\t'])]; // blank lines
    if (kind === 7) return [r.pick(['{', '[1, 2]', '"x"', '{"model": "a",}', 'nul', '{"a": 1} x'])]; // malformed
    return [`{${body(obj)}, "extra_${r.int(3)}": ${r.pick(BOOLISH)}}`];
  });
  let text = rows.join(r.chance(0.1) ? '\r\n' : '\n') + (r.chance(0.8) ? '\n' : '');
  if (r.chance(0.05)) text = '\ufeff' + text;
  return text;
}

function evaluateCases(r: ReturnType<typeof seeded>, root: string, count: number): Case[] {
  const bases = [
    lines('frozen_154_core_reconstructed.jsonl'),
    lines('candidates/c04_two_models_full.jsonl'),
    lines('candidates/c09_gpt56sol_aliases_only.jsonl'),
    ...readdirSync(join(INPUTS, 'evaluate-cases'))
      .map((f) => lines(`evaluate-cases/${f}`))
      .filter((l) => l.length)
  ];
  const out: Case[] = [];
  for (let k = 0; k < count; k++) {
    const file = `ev-${k}.jsonl`;
    writeFileSync(join(root, file), mutateEvaluations(r, r.pick(bases)));
    const argv = ['evaluate', '--evaluations', file];
    if (r.chance(0.8)) argv.push('--format', r.pick(FORMATS));
    out.push({ name: `evaluate ${k}`, cwd: root, argv });
  }
  return out;
}

function compareCases(r: ReturnType<typeof seeded>, root: string, count: number): Case[] {
  cpSync(join(INPUTS, 'release-fixture'), join(root, 'release'), { recursive: true });
  const manifests = readdirSync(join(INPUTS, 'run-manifests'));
  const bases = [
    lines('candidates/c01_gpt56sol_full_imputed.jsonl'),
    lines('candidates/c02_gpt56sol_full_core_no_ordered.jsonl'),
    lines('candidates/c04_two_models_full.jsonl'),
    lines('candidates/c09_gpt56sol_aliases_only.jsonl'),
    lines('candidates/c11_full_21_models_core_no_ordered.jsonl')
  ];
  const out: Case[] = [];
  for (let k = 0; k < count; k++) {
    const file = `cmp-${k}.jsonl`;
    const base = r.pick(bases);
    // Whole prompt sets most of the time (so the comparison itself runs), mutated or cut otherwise.
    const text = r.chance(0.5) ? base.join('\n') + '\n' : mutateEvaluations(r, base);
    writeFileSync(join(root, file), text);
    const manifest = r.chance(0.7) ? 'm01_valid_supplied_evaluation.json' : r.pick(manifests);
    const argv = [
      'compare',
      '--evaluations',
      file,
      '--release-dir',
      'release',
      '--candidate-run-manifest',
      join(INPUTS, 'run-manifests', manifest)
    ];
    if (r.chance(0.5)) argv.push('--allow-partial');
    if (r.chance(0.8)) argv.push('--format', r.pick(FORMATS));
    out.push({ name: `compare ${k} (${manifest})`, cwd: root, argv });
  }
  return out;
}

function verifyCases(r: ReturnType<typeof seeded>, root: string, count: number): Case[] {
  const out: Case[] = [];
  for (let k = 0; k < count; k++) {
    const dir = join(root, `rel-${k}`);
    cpSync(join(INPUTS, 'release-fixture'), dir, { recursive: true });
    const manifest = join(dir, 'ARTIFACT_MANIFEST.tsv');
    const listed = readFileSync(manifest, 'utf8')
      .split('\n')
      .slice(1)
      .filter((l) => l)
      .map((l) => l.split('\t')[0]);
    const edits = r.int(3);
    for (let e = 0; e < edits; e++) {
      const f = join(dir, r.pick(listed));
      const kind = r.int(8);
      try {
        if (kind === 0) {
          const b = readFileSync(f);
          if (b.length) b[r.int(b.length)] ^= 1 << r.int(8);
          writeFileSync(f, b);
        } else if (kind === 1) truncateSync(f, Math.floor(statSync(f).size / 2));
        else if (kind === 2) unlinkSync(f);
        else if (kind === 3) appendFileSync(f, 'x');
        else if (kind === 4) {
          const m = readFileSync(manifest, 'utf8').split('\n');
          const i = 1 + r.int(m.length - 2);
          const cols = m[i].split('\t');
          const c = r.int(3);
          cols[c] = r.pick(['', '../x', '/abs', cols[c].toUpperCase(), `${cols[c]} `, '-1', '1.5', './' + cols[c]]);
          m[i] = cols.join('\t');
          writeFileSync(manifest, m.join('\n'));
        } else if (kind === 5)
          appendFileSync(manifest, r.pick(['extra\t1\tabc\n', '\n', 'a\tb\n', 'x\t0\t' + '0'.repeat(64) + '\n']));
        else if (kind === 6) writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/\n/g, '\r\n'));
        else writeFileSync(join(dir, 'artifacts', `unlisted-${e}.txt`), 'not listed');
      } catch {
        // an edit to a file an earlier edit removed: nothing to do
      }
    }
    const argv = ['verify', `rel-${k}`];
    if (r.chance(0.3)) argv.push('--full');
    out.push({ name: `verify ${k}`, cwd: root, argv });
  }
  return out;
}

const lastLine = (s: string): string => s.trimEnd().split('\n').pop() ?? '';

describeOracle('pqid-bench (PyPI) against benchgate pqid: randomised differential', () => {
  let root = '';
  let cases: Case[] = [];
  let reference: Outcome[] = [];
  beforeAll(() => {
    root = realpathSync(mkdtempSync(join(tmpdir(), 'bg-pqid-diff-')));
    mkdirSync(root, { recursive: true });
    const r = seeded(20261206);
    cases = [...evaluateCases(r, root, 220), ...compareCases(r, root, 60), ...verifyCases(r, root, 24)];
    reference = runOracle<Outcome[]>(
      DRIVER,
      cases.map(({ cwd, argv }) => ({ cwd, argv }))
    );
  }, 240_000);
  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test('the generated cases exercise passes and failures of every command', () => {
    const by = (cmd: string, pass: boolean): number =>
      cases.filter((c, i) => c.argv[0] === cmd && (reference[i].rc === 0) === pass).length;
    for (const cmd of ['evaluate', 'compare', 'verify']) {
      expect(by(cmd, true)).toBeGreaterThan(3);
      expect(by(cmd, false)).toBeGreaterThan(3);
    }
  });

  test('every case: same exit code, stdout and stderr as the reference', async () => {
    const diffs: string[] = [];
    for (let i = 0; i < cases.length; i++) {
      const c = cases[i];
      const want = reference[i];
      const cap = captureIO(c.cwd);
      const rc = await runPqidReference(c.argv, cap.io);
      const errSame = want.stderr.startsWith('Traceback')
        ? lastLine(cap.err()) === lastLine(want.stderr)
        : cap.err() === want.stderr;
      if (rc !== want.rc || cap.out() !== want.stdout || !errSame)
        diffs.push(
          `${c.name}: ${c.argv.join(' ')}\n  rc ${rc} vs ${want.rc}\n  stderr ${JSON.stringify(cap.err().slice(0, 300))}\n  want   ${JSON.stringify(want.stderr.slice(-300))}\n  stdout same: ${cap.out() === want.stdout}`
        );
    }
    if (process.env.BG_DIFF_STATS) {
      const tally = new Map<string, number>();
      for (let i = 0; i < cases.length; i++) {
        const k = `${cases[i].argv[0]} rc=${reference[i].rc} ${(reference[i].stderr.split('\n').filter(Boolean).pop() ?? '').replace(/[0-9]+/g, 'N').slice(0, 70)}`;
        tally.set(k, (tally.get(k) ?? 0) + 1);
      }
      process.stderr.write(
        [...tally]
          .map(([k, v]) => `${v}\t${k}`)
          .sort()
          .join('\n') + '\n'
      );
    }
    expect(diffs).toEqual([]);
  }, 240_000);
});
