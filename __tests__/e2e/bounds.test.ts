/**
 * Structure bounds, attacked end to end: for every family, an artifact with 300,000 and with 1,000,000 entries in
 * one array (generated here into a temporary folder, never committed) is checked by the built CLI in a child process
 * whose V8 heap is capped at 1 GB (`--max-old-space-size=1024`). The run must complete (exit 1: the gate fails,
 * never a crash, a signal or a pass) with a BG020 finding at the offending array. Going past 1 GB kills the child
 * (V8's "heap out of memory" abort), which fails the test. No wall-clock assertion: jest's timeout is the only bound.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Finding, Report } from '../../src/core/model.js';
import { REPO } from '../helpers/paths.js';

const CLI = join(REPO, 'dist', 'cli.js');

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'bg-bounds-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs `benchgate check DIR` with a 1 GB heap; returns the exit status, the signal and the JSON report. */
function check(dir: string): { status: number | null; signal: NodeJS.Signals | null; report: Report; stderr: string } {
  const out = join(dir, '..', `${dir.split('/').pop()}.report.json`);
  const r = spawnSync(
    process.execPath,
    ['--max-old-space-size=1024', CLI, 'check', dir, '--no-cache', '--sandbox', 'off', '--report-json', out],
    { cwd: REPO, encoding: 'utf8', env: { ...process.env, NO_COLOR: '' }, maxBuffer: 64 * 1024 * 1024 }
  );
  let report: Report | undefined;
  try {
    report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  } catch {
    /* no report: the assertions below say why */
  }
  expect({ status: r.status, signal: r.signal, stderr: report ? '' : r.stderr.slice(-2000) }).toEqual({
    status: 1,
    signal: null,
    stderr: ''
  });
  return { status: r.status, signal: r.signal, report: report!, stderr: r.stderr };
}

function findingsOf(report: Report): Finding[] {
  const out: Finding[] = [];
  for (const s of report.suites) {
    for (const f of s.findings) out.push(f);
    for (const a of s.artifacts) for (const f of a.findings) out.push(f);
  }
  return out;
}

/** The one BG020 finding of the run, and the status of the gate it counts against. */
function bound(report: Report): { finding: Finding; gate: string | undefined } {
  const all = findingsOf(report).filter((f) => f.code === 'BG020');
  expect(all).toHaveLength(1);
  const f = all[0];
  let gate: string | undefined;
  for (const s of report.suites)
    for (const a of s.artifacts) if (a.findings.includes(f)) gate = a.gates.find((g) => g.id === f.gate)?.status;
  return { finding: f, gate };
}

const SIZES = [300_000, 1_000_000];

describe.each(SIZES)('%i entries in one array: a coded finding, never a crash, under a 1 GB heap', (n) => {
  test('pcs: benchmark_runs of empty objects (1.2 MB of input once took 3.3 GB and crashed at 500,000)', () => {
    const dir = join(tmp, `pcs-${n}`);
    mkdirSync(dir);
    const example = readFileSync(join(REPO, 'examples', 'pcs', 'labtrust.pcs_bench_ingest.valid.json'), 'utf8');
    const v = JSON.parse(example) as Record<string, unknown>;
    v.benchmark_runs = '@RUNS@';
    const text = JSON.stringify(v, null, 2).replace('"@RUNS@"', '[' + Array(n).fill('{}').join(',') + ']');
    writeFileSync(join(dir, 'bundle.pcs_bench_ingest.json'), text);
    const { report } = check(dir);
    const { finding, gate } = bound(report);
    expect(finding).toMatchObject({
      file: 'bundle.pcs_bench_ingest.json',
      line: 6,
      column: 21,
      gate: 'schema',
      severity: 'error'
    });
    expect(finding.message).toContain('more than 10,000 entries');
    expect(gate).toBe('fail');
    expect(report.verdict).toBe('fail');
  });

  test('pqid: an evaluation record with a long array', () => {
    const dir = join(tmp, `pqid-${n}`);
    mkdirSync(dir);
    const rows = readFileSync(join(REPO, 'examples', 'pqid', 'evaluations.jsonl'), 'utf8').split('\n');
    rows[1] = rows[1].replace(/}\s*$/, `, "notes": [${Array(n).fill('0').join(',')}]}`);
    writeFileSync(join(dir, 'evaluations.jsonl'), rows.join('\n'));
    const { report } = check(dir);
    const { finding, gate } = bound(report);
    expect(finding).toMatchObject({ file: 'evaluations.jsonl', line: 2, severity: 'error' });
    expect(finding.message).toContain('more than 100,000 entries');
    expect(gate).toBe('fail');
  });

  test('FightBench: a JSONL row with a long array', () => {
    const dir = join(tmp, `fb-${n}`);
    mkdirSync(dir);
    const rows = readFileSync(join(REPO, 'examples', 'fightbench', 'matches.jsonl'), 'utf8').split('\n');
    rows[1] = rows[1].replace(/}\s*$/, `,"extra":[${Array(n).fill('0').join(',')}]}`);
    writeFileSync(join(dir, 'matches.jsonl'), rows.join('\n'));
    const { report } = check(dir);
    const { finding, gate } = bound(report);
    expect(finding).toMatchObject({ file: 'matches.jsonl', line: 2, gate: 'readable', severity: 'error' });
    expect(finding.message).toContain('more than 100,000 entries');
    expect(gate).toBe('fail');
  });

  test('ARTIFACT_MANIFEST.tsv: more rows than entries allowed', () => {
    const dir = join(tmp, `am-${n}`);
    mkdirSync(dir);
    writeFileSync(
      join(dir, 'ARTIFACT_MANIFEST.tsv'),
      'path\tbytes\tsha256\n' + Array.from({ length: n }, (_, k) => `f${k}\t0\t0`).join('\n') + '\n'
    );
    const { report } = check(dir);
    const { finding, gate } = bound(report);
    expect(finding).toMatchObject({ file: 'ARTIFACT_MANIFEST.tsv', line: 100_002, column: 1, gate: 'manifest_format' });
    expect(gate).toBe('fail');
  });

  test('Qsolve: a manifest (qsolve.yaml) with a long sequence', () => {
    const dir = join(tmp, `qs-${n}`);
    cpSync(join(REPO, 'examples', 'qsolve', 'max-cut'), dir, { recursive: true });
    const manifest = readFileSync(join(dir, 'qsolve.yaml'), 'utf8');
    const at = manifest.split('\n').length + 1;
    writeFileSync(
      join(dir, 'qsolve.yaml'),
      manifest + (manifest.endsWith('\n') ? '' : '\n') + 'x-padding:\n' + '- 0\n'.repeat(n)
    );
    const { report } = check(dir);
    const { finding, gate } = bound(report);
    expect(finding.file).toMatch(/qsolve\.yaml$/);
    expect(finding.line).toBeGreaterThan(at);
    expect(finding.message).toContain('more than 200,000 values');
    expect(gate).toBe('fail');
  });
});

describe('pcs under the bound: one schema error per entry stays cheap', () => {
  test('10,000 empty entries in each of the six embedded arrays: the first 10,000 errors listed, PCS060 counts the rest', () => {
    const dir = join(tmp, 'pcs-under');
    mkdirSync(dir);
    const example = readFileSync(join(REPO, 'examples', 'pcs', 'labtrust.pcs_bench_ingest.valid.json'), 'utf8');
    const v = JSON.parse(example) as Record<string, unknown>;
    const keys = [
      'benchmark_runs',
      'coverage_reports',
      'failure_localization_reports',
      'explain_quality_reports',
      'profile_coverage_reports',
      'artifact_refs'
    ];
    for (const k of keys) v[k] = `@${k}@`;
    let text = JSON.stringify(v, null, 2);
    for (const k of keys) text = text.replace(`"@${k}@"`, '[' + Array(10_000).fill('{}').join(',') + ']');
    writeFileSync(join(dir, 'bundle.pcs_bench_ingest.json'), text);
    const { report } = check(dir);
    const all = findingsOf(report);
    expect(all.filter((f) => f.code === 'BG020')).toEqual([]);
    const summary = all.filter((f) => f.code === 'PCS060');
    expect(summary).toHaveLength(1);
    // artifact_refs sorts first: its 10,000 failing entries give 80,000 errors (the first 10,000 listed), and
    // every other array's entries are counted without building their errors.
    expect(summary[0].message).toMatch(
      /^70000 more schema error\(s\), 10000 more benchmark_runs entries that fail the schema, /
    );
    for (const k of keys.filter((x) => x !== 'artifact_refs'))
      expect(summary[0].message).toContain(`10000 more ${k} entries that fail the schema`);
    // The report keeps an artifact's first 999 errors in order (BG033 counts the rest): PCS060 comes first, so it is
    // kept, then 998 of the 10,000 listed schema errors, all of artifact_refs.
    const listed = all.filter((f) => f.code === 'PCS010' || f.code === 'PCS011');
    expect(listed).toHaveLength(998);
    expect(listed.every((f) => f.subject?.startsWith('/artifact_refs/'))).toBe(true);
    const capped = all.filter((f) => f.code === 'BG033');
    expect(capped).toHaveLength(1);
    expect(capped[0].message).toContain('PCS010 ×9002');
    expect(report.verdict).toBe('fail');
  });
});
