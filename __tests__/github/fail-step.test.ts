import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import nock from 'nock';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFailStep, stepFails } from '../../src/action/fail-step.js';
import { createOctokit, type Clock } from '../../src/github/octokit.js';

/**
 * Input `fail-step` (docs/github.md, "Failing the step"): the step's exit code apart from the check run, whose
 * conclusion always follows the verdict. Through src/action/main.ts with a fake API (nock).
 */
const API = 'https://api.github.com';
const SHA = 'b'.repeat(40);
const fakeClock = (): Clock => {
  let t = 1_700_000_000_000;
  return { now: () => t, sleep: async (ms) => void (t += ms) };
};

let root: string;
beforeAll(() => {
  nock.disableNetConnect();
  root = realpathSync(mkdtempSync(join(tmpdir(), 'bg-fail-step-')));
});
afterAll(() => {
  nock.cleanAll();
  nock.enableNetConnect();
  rmSync(root, { recursive: true, force: true });
});

let n = 0;
/** A workspace with one release whose file was changed after its manifest was written: a failing gate. */
function failingWorkspace(extra: Record<string, string> = {}, tampered = 'x,y\n1,9\n'): string {
  const ws = join(root, `ws${n++}`);
  mkdirSync(join(ws, 'rel'), { recursive: true });
  const text = 'x,y\n1,2\n';
  writeFileSync(
    join(ws, 'rel', 'ARTIFACT_MANIFEST.tsv'),
    `path\tbytes\tsha256\ndata.csv\t${text.length}\t${createHash('sha256').update(text).digest('hex')}\n`
  );
  writeFileSync(join(ws, 'rel', 'data.csv'), tampered);
  for (const [p, c] of Object.entries(extra)) writeFileSync(join(ws, p), c);
  return ws;
}

async function runAction(workspace: string, inputs: Record<string, string>) {
  const { run } = await import('../../src/action/main.js');
  const io = join(root, `io${n++}`);
  mkdirSync(io);
  const files = { event: join(io, 'event.json'), summary: join(io, 'summary.md'), out: join(io, 'out') };
  writeFileSync(
    files.event,
    JSON.stringify({ pull_request: { number: 7, head: { sha: SHA, repo: { full_name: 'acme/bench' } } } })
  );
  writeFileSync(files.summary, '');
  writeFileSync(files.out, '');
  const conclusions: string[] = [];
  const names: string[] = [];
  nock(API)
    .post('/repos/acme/bench/check-runs', (b) => (conclusions.push(b.conclusion), names.push(b.name), true))
    .optionally()
    .reply(201, { id: 1, html_url: 'https://github.com/acme/bench/runs/1' });
  const saved = { ...process.env };
  for (const k of Object.keys(process.env))
    if (k.startsWith('INPUT_') || k.startsWith('GITHUB_') || k.startsWith('RUNNER_')) delete process.env[k];
  Object.assign(process.env, {
    GITHUB_REPOSITORY: 'acme/bench',
    GITHUB_JOB: 'gate',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: files.event,
    GITHUB_SHA: 'c'.repeat(40),
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_OUTPUT: files.out,
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: io,
    INPUT_PATH: '.',
    INPUT_SUITES: 'artifact-manifest',
    INPUT_CACHE: 'false',
    'INPUT_CHECK-RUN': 'true',
    INPUT_TOKEN: 't0ken',
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]))
  });
  const lines: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  (process.stdout as any).write = (s: string) => (lines.push(String(s)), true);
  let exitCode: number | string | undefined;
  try {
    await run({
      createClient: () => createOctokit('t0ken', { fetch: globalThis.fetch, baseUrl: API, clock: fakeClock() })
    });
    exitCode = process.exitCode;
  } finally {
    (process.stdout as any).write = write;
    process.env = saved;
    process.exitCode = 0;
    nock.cleanAll();
  }
  const out = readFileSync(files.out, 'utf8');
  const result = /^result<<(ghadelimiter_[\w-]+)\n(.*)\n\1$/m.exec(out)?.[2];
  return { exitCode: exitCode ?? 0, log: lines.join(''), conclusions, names, result };
}

describe('fail-step through the action', () => {
  it('default (true): a failing gate fails the step and the check run', async () => {
    const r = await runAction(failingWorkspace(), {});
    expect(r.exitCode).toBe(1);
    expect(r.conclusions).toEqual(['failure']);
    expect(r.result).toBe('fail');
    expect(r.log).toMatch(/::error::benchgate: 1 gate\(s\) failed/);
  });

  it('false: the step stays green, the check run and the result output still say failure', async () => {
    const r = await runAction(failingWorkspace(), { 'fail-step': 'false' });
    expect(r.exitCode).toBe(0);
    expect(r.conclusions).toEqual(['failure']);
    expect(r.result).toBe('fail');
    expect(r.log).not.toMatch(/::error::benchgate:/);
    expect(r.log).toMatch(
      /benchgate: fail: 1 gate\(s\) failed, 0 undecided, .*; the step stays green \(fail-step: false\)/
    );
  });

  it('undecided: failing gates alone leave the step green; a run that judged nothing (BG001) fails it', async () => {
    const gates = await runAction(failingWorkspace(), { 'fail-step': 'undecided' });
    expect(gates.exitCode).toBe(0);
    expect(gates.conclusions).toEqual(['failure']);
    const empty = join(root, `empty${n++}`);
    mkdirSync(empty);
    writeFileSync(join(empty, 'README.md'), 'nothing here');
    const nothing = await runAction(empty, { 'fail-step': 'undecided' });
    expect(nothing.exitCode).toBe(1);
    expect(nothing.result).toBe('fail');
    expect(nothing.log).toMatch(/title=BG001/);
  });

  it('a bad value is BG002 and fails the step, whatever it meant', async () => {
    const r = await runAction(failingWorkspace(), { 'fail-step': 'never' });
    expect(r.exitCode).toBe(1);
    expect(r.log).toMatch(/BG002: input fail-step must be true, false or undecided \(got "never"\)/);
  });

  it(".benchgate.yml cannot set it: the tree's `fail-step: false` is an unknown key and the step still fails", async () => {
    const r = await runAction(failingWorkspace({ '.benchgate.yml': 'fail-step: false\n' }), {});
    expect(r.exitCode).toBe(1);
    expect(r.log).toMatch(/unknown key "fail-step"/);
    expect(r.conclusions).toEqual(['failure']);
    // On a tree whose gates all pass, the key itself is the error (BG002) that fails the run.
    const passing = await runAction(failingWorkspace({ '.benchgate.yml': 'fail-step: false\n' }, 'x,y\n1,2\n'), {});
    expect(passing.exitCode).toBe(1);
    expect(passing.log).toMatch(/::error [^\n]*title=BG002[^\n]*unknown key "fail-step"/);
    expect(passing.log).toMatch(/benchgate: 0 gate\(s\) failed, 0 undecided, 1 error\(s\)/);
  });
});

describe('check-name input', () => {
  it('names the check run; empty or blank means `benchgate / <job id>`', async () => {
    expect((await runAction(failingWorkspace(), { 'check-name': 'Quantum gate' })).names).toEqual(['Quantum gate']);
    expect((await runAction(failingWorkspace(), {})).names).toEqual(['benchgate / gate']);
    expect((await runAction(failingWorkspace(), { 'check-name': '  ' })).names).toEqual(['benchgate / gate']);
  });

  it('a shard appends ` (shard I/N)` to either name, so the shards of one job keep apart', async () => {
    expect((await runAction(failingWorkspace(), { 'check-name': 'Quantum gate', shard: '2/3' })).names).toEqual([
      'Quantum gate (shard 2/3)'
    ]);
    expect((await runAction(failingWorkspace(), { shard: '1/3' })).names).toEqual(['benchgate / gate (shard 1/3)']);
  });
});

describe('stepFails', () => {
  const report = (verdict: 'pass' | 'fail', fail: number, undecided: number) => ({
    verdict,
    counts: {
      gates: { pass: 1, fail, undecided, skipped: 0 },
      findings: { error: 0, warning: 0, notice: 0 },
      artifacts: 1
    }
  });

  it('follows the table in docs/github.md', () => {
    const cases: [string, ReturnType<typeof report>, boolean][] = [
      ['true', report('pass', 0, 0), false],
      ['true', report('fail', 2, 0), true],
      ['true', report('fail', 0, 1), true],
      ['false', report('fail', 2, 0), false],
      ['false', report('fail', 0, 1), false],
      ['false', report('fail', 0, 0), false],
      ['undecided', report('pass', 0, 0), false],
      ['undecided', report('fail', 2, 0), false],
      ['undecided', report('fail', 2, 1), true],
      ['undecided', report('fail', 0, 0), true]
    ];
    for (const [mode, r, fails] of cases)
      expect([mode, r.counts.gates, stepFails(parseFailStep(mode), r)]).toEqual([mode, r.counts.gates, fails]);
  });

  it('parses true (default when empty), false and undecided, any case; refuses the rest', () => {
    expect(parseFailStep('')).toBe('true');
    expect(parseFailStep(' FALSE ')).toBe('false');
    expect(parseFailStep('Undecided')).toBe('undecided');
    expect(() => parseFailStep('yes')).toThrow('input fail-step must be true, false or undecided (got "yes")');
  });
});
