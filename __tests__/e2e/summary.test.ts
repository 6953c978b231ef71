import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO, copyExamples } from '../helpers/paths.js';

/**
 * The job summary people read (issue 22), from dist/index.js as the runner starts it: on a broken copy of the
 * examples with more than 50 findings it reads per artifact, failures first, passing gates collapsed; each `summary`
 * mode and `max-annotations` does what it says; every output is set, also when a merge is refused. The summary of
 * the whole passing examples is asserted on the one full run of `e2e/action.test.ts`.
 */
let ws: string;

beforeAll(() => {
  ws = mkdtempSync(join(tmpdir(), 'bg-e2e-sum-'));
  copyExamples(join(ws, 'examples'));
  // The broken copy: a tampered release file and 60 unlisted ones (61 findings), a Qsolve case that now fails. Of the
  // Qsolve workflows only max-cut (the failing one) is kept: the layout (failures first, passing artifacts after) is
  // shown by the other families' passing artifacts, and the three other workflows would only run in the sandbox again.
  cpSync(join(ws, 'examples'), join(ws, 'broken'), { recursive: true });
  for (const w of ['generic-qubo', 'max-cut-qiskit', 'vertex-cover-js'])
    rmSync(join(ws, 'broken', 'qsolve', w), { recursive: true });
  appendFileSync(join(ws, 'broken', 'release', 'data', 'results.csv'), 'tampered\n');
  for (let i = 1; i <= 60; i++) writeFileSync(join(ws, 'broken', 'release', `stray-${i}.txt`), 'x\n');
  const cases = join(ws, 'broken', 'qsolve', 'max-cut', 'benchmarks', 'cases.yaml');
  writeFileSync(
    cases,
    readFileSync(cases, 'utf8').replace(
      'expect: {max_gap: 0.0, min_fidelity: 0.97, max_two_qubit_gates: 40}',
      'expect: {max_gap: 0.0, min_fidelity: 0.999, max_two_qubit_gates: 40}'
    )
  );
}, 600_000);
afterAll(() => {
  rmSync(ws, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  summary: string;
  outputs: Record<string, string>;
  summaryFileText?: string;
}

async function runAction(inputs: Record<string, string>): Promise<Run> {
  const io = mkdtempSync(join(tmpdir(), 'bg-e2e-sum-io-'));
  const summaryFile = join(io, 'summary.md');
  const outputFile = join(io, 'output.txt');
  writeFileSync(summaryFile, '');
  writeFileSync(outputFile, '');
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (
      v !== undefined &&
      !k.startsWith('INPUT_') &&
      !k.startsWith('GITHUB_') &&
      !k.startsWith('ACTIONS_') &&
      !k.startsWith('RUNNER_')
    )
      env[k] = v;
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  Object.assign(env, {
    GITHUB_WORKSPACE: ws,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_OUTPUT: outputFile,
    RUNNER_TEMP: io,
    NODE_OPTIONS: ''
  });
  const child = spawn(process.execPath, [join(REPO, 'dist', 'index.js')], {
    cwd: ws,
    env,
    stdio: ['ignore', 'pipe', 'pipe']
  });
  let stdout = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stdout += d));
  const code = await new Promise<number | null>((r) => child.on('close', r));
  const outputs: Record<string, string> = {};
  for (const m of readFileSync(outputFile, 'utf8').matchAll(/^([\w-]+)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm))
    outputs[m[1]] = m[3];
  const sf = outputs['summary-file'];
  const run: Run = {
    code,
    stdout,
    summary: readFileSync(summaryFile, 'utf8'),
    outputs,
    ...(sf && existsSync(sf) ? { summaryFileText: readFileSync(sf, 'utf8') } : {})
  };
  rmSync(io, { recursive: true, force: true });
  return run;
}

const ALL_OUTPUTS = [
  'result',
  'gates-failed',
  'findings',
  'report',
  'report-json',
  'check-run-url',
  'comment-url',
  'summary-file'
];
const headings = (md: string) => [...md.matchAll(/^### (.*)$/gm)].map((m) => m[1]);

describe('the job summary on a broken copy of the examples', () => {
  it('broken copy (> 50 findings): failing artifacts first with their findings and fixes, passing ones after', async () => {
    const r = await runAction({ path: 'broken', 'report-json': 'out/broken.json' });
    expect(r.code).toBe(1);
    const report = JSON.parse(readFileSync(join(ws, 'out', 'broken.json'), 'utf8'));
    expect(
      report.counts.findings.error + report.counts.findings.warning + report.counts.findings.notice
    ).toBeGreaterThan(50);
    const h = headings(r.summary);
    expect(h.slice(0, 2)).toEqual(['❌ Release inventory release/: failed', '❌ Qsolve workflow max-cut: failed']);
    expect(h.length).toBeGreaterThan(2);
    for (const x of h.slice(2)) expect(x).toMatch(/^✅ /);
    const release = r.summary.slice(
      r.summary.indexOf('### ❌ Release inventory'),
      r.summary.indexOf('### ❌ Qsolve workflow max-cut')
    );
    expect(release).toContain('| sizes_match | ❌ fail |');
    expect(release).toContain('**Findings (61)**');
    expect(release).toMatch(/\| ❌ error \| AM007 \| release\/ARTIFACT_MANIFEST\.tsv:3:18 \|/);
    // 60 warnings collapsed; the fix from the registry.
    expect(release).toMatch(/<details><summary>60 more warning\(s\) and notice\(s\)<\/summary>/);
    expect(release).toMatch(/- \*\*AM007\*\* [^:]+: /);
    const qs = r.summary.slice(r.summary.indexOf('### ❌ Qsolve workflow max-cut'));
    expect(qs).toContain('| cases_pass | ❌ fail |');
    expect(qs).toMatch(/- \*\*QS021\*\* Benchmark case failed: /);
    // The all-findings table names each finding's artifact.
    expect(r.summary).toMatch(/\| ⚠️ warning \| AM012 \| Release inventory release\/ \|/);
    expect(r.outputs).toMatchObject({ result: 'fail', 'gates-failed': '2' });
  }, 180_000);

  it('summary: failures and compact, and max-annotations: log=2 and 0 (manifest and pcs suites only, to stay quick)', async () => {
    const fast = { path: 'broken', suites: 'artifact-manifest,pcs', cache: 'false' };
    const f = await runAction({
      ...fast,
      summary: 'failures',
      'report-json': 'out/b2.json',
      'max-annotations': 'log=2'
    });
    expect(headings(f.summary)).toEqual(['❌ Release inventory release/: failed']);
    expect(f.summary).toMatch(/\| ✅ \| <code>pcs\/labtrust\.pcs_bench_ingest\.valid\.json<\/code>/);
    // At most 2 per level (here 2 of the 60 AM012 warnings), then BG007 says how many more.
    expect((f.stdout.match(/^::warning title=AM012/gm) ?? []).length).toBe(2);
    expect(f.stdout).toMatch(/^::notice title=BG007::/m);
    const full = await runAction({ ...fast, 'report-json': 'out/b4.json' });
    expect(headings(full.summary)).toEqual([
      '❌ Release inventory release/: failed',
      '✅ pcs-core bundle labtrust.pcs_bench_ingest.valid.json: passed'
    ]);
    expect((full.stdout.match(/^::warning title=AM012/gm) ?? []).length).toBe(10);
    const c = await runAction({ ...fast, summary: 'compact', 'report-json': 'out/b3.json', 'max-annotations': '0' });
    expect(headings(c.summary)).toEqual([]);
    expect(c.summary).toContain('**Failing or undecided gates (1)**');
    expect(c.summary.length).toBeLessThan(f.summary.length);
    expect(c.stdout).not.toMatch(/^::(warning|notice|error) title=AM0/m);
    expect(c.stdout).toMatch(/^::error::benchgate: 1 gate\(s\) failed/m);
    const bad = await runAction({ ...fast, summary: 'tiny' });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/::error::benchgate: BG002: input summary must be full, failures, compact/);
    expect(bad.outputs['result']).toBe('fail');
    for (const o of ALL_OUTPUTS) expect([o, o in bad.outputs]).toEqual([o, true]);
    expect(bad.summaryFileText).toMatch(/benchgate could not run/);
  }, 300_000);

  it('a refused merge still sets every output (result fail), writes the summary, the summary file and the JSON report', async () => {
    mkdirSync(join(ws, 'shards'), { recursive: true });
    writeFileSync(join(ws, 'shards', 'bad.json'), '{"schema": "benchgate.report/1", "not": "a report"}');
    const m = await runAction({ mode: 'merge', reports: 'shards/*.json', 'report-json': 'out/merged.json' });
    expect(m.code).toBe(1);
    expect(m.stdout).toMatch(/::error::benchgate merge \(BG013\): /);
    for (const o of ALL_OUTPUTS) expect([o, o in m.outputs]).toEqual([o, true]);
    expect(m.outputs).toMatchObject({
      result: 'fail',
      report: join(ws, 'out', 'merged.json'),
      'report-json': join(ws, 'out', 'merged.json'),
      'check-run-url': ''
    });
    expect(m.outputs['summary-file']).not.toBe('');
    expect(m.summary).toMatch(/❌ \*\*benchgate failed\*\*/);
    expect(m.summary).toContain('BG013');
    expect(m.summaryFileText).toBe(m.summary);
    const merged = JSON.parse(readFileSync(join(ws, 'out', 'merged.json'), 'utf8'));
    expect(merged.verdict).toBe('fail');
    expect(merged.findings[0].code).toBe('BG013');
    // fail-on: never cannot turn a refused merge into a pass.
    const never = await runAction({
      mode: 'merge',
      reports: 'shards/*.json',
      'fail-on': 'never',
      'report-json': 'out/merged2.json'
    });
    expect(never.code).toBe(1);
    expect(never.outputs['result']).toBe('fail');
  }, 120_000);
});
