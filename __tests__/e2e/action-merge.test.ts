import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { planDigest } from '../../src/core/partition.js';
import { recount } from '../../src/core/verdict.js';
import { REPO } from '../helpers/paths.js';

/**
 * The action's side of the tamper-evident merge, run as the runner starts it (dist/index.js, INPUT_* variables):
 * strict `shard` input, `run-id` recorded by shards, `mode: merge` with `verify-plan` refusing a forged lone
 * report and a foreign run, and never echoing a non-report file. Plus the reusable workflow's verdict rules.
 */
let ws: string;

beforeAll(() => {
  ws = mkdtempSync(join(tmpdir(), 'bg-merge-action-'));
  for (let i = 0; i < 6; i++) {
    const dir = join(ws, 'tree', 'releases', `r${i}`);
    mkdirSync(join(dir, 'data'), { recursive: true });
    const body = `release ${i}\n`;
    writeFileSync(join(dir, 'data', 'r.txt'), body);
    writeFileSync(
      join(dir, 'ARTIFACT_MANIFEST.tsv'),
      `path\tbytes\tsha256\ndata/r.txt\t${Buffer.byteLength(body)}\t${createHash('sha256').update(body).digest('hex')}\n`
    );
  }
});
afterAll(() => rmSync(ws, { recursive: true, force: true }));

async function runAction(
  inputs: Record<string, string>,
  extraEnv: Record<string, string> = {}
): Promise<{ code: number | null; stdout: string; outputs: string }> {
  const io = mkdtempSync(join(tmpdir(), 'bg-merge-io-'));
  const outputFile = join(io, 'output.txt');
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
  for (const [k, v] of Object.entries({ 'check-run': 'false', cache: 'false', ...inputs }))
    env[`INPUT_${k.toUpperCase()}`] = v;
  Object.assign(env, { GITHUB_WORKSPACE: ws, GITHUB_OUTPUT: outputFile, RUNNER_TEMP: io, NODE_OPTIONS: '' }, extraEnv);
  const child = spawn(process.execPath, [join(REPO, 'dist', 'index.js')], {
    cwd: ws,
    env,
    stdio: ['ignore', 'pipe', 'pipe']
  });
  let stdout = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stdout += d));
  const code = await new Promise<number | null>((r) => child.on('close', r));
  const outputs = readFileSync(outputFile, 'utf8');
  rmSync(io, { recursive: true, force: true });
  return { code, stdout, outputs };
}

describe('the action', () => {
  it('a shard input out of range or malformed fails the step with a coded message and checks nothing', async () => {
    for (const shard of ['1/99999999999999999999999', '0/2', '1/300']) {
      const r = await runAction({ path: 'tree', shard });
      expect(r.code).toBe(1);
      expect(r.stdout).toMatch(/::error::benchgate: BG002: input shard must be I\/N with 1 <= I <= N <= 256/);
      expect(r.stdout).not.toMatch(/checking artifacts/);
    }
  }, 60_000);

  it('shards record the run; merge with verify-plan accepts them, refuses a forged lone 1/1 report and another run', async () => {
    const run = { GITHUB_RUN_ID: '777', GITHUB_RUN_ATTEMPT: '1' };
    for (const i of [1, 2]) {
      const r = await runAction({ path: 'tree', shard: `${i}/2`, 'report-json': `shards/s${i}.json` }, run);
      expect(r.code).toBe(0);
    }
    const s1 = JSON.parse(readFileSync(join(ws, 'shards', 's1.json'), 'utf8'));
    expect(s1.config.plan).toMatchObject({ artifacts: 6, run: '777', attempt: 1 });
    const ok = await runAction(
      { mode: 'merge', reports: 'shards', 'verify-plan': 'true', path: 'tree', 'report-json': 'merged.json' },
      run
    );
    expect(ok.stdout).toMatch(/verifying the plan: 6 artifact\(s\) discovered under tree/);
    expect(ok.code).toBe(0);
    expect(JSON.parse(readFileSync(join(ws, 'merged.json'), 'utf8')).counts.artifacts).toBe(6);
    // Another run (the same reports, merged in run 778).
    const foreign = await runAction(
      { mode: 'merge', reports: 'shards', 'verify-plan': 'true', path: 'tree' },
      { GITHUB_RUN_ID: '778' }
    );
    expect(foreign.code).toBe(1);
    expect(foreign.stdout).toMatch(/::error::benchgate merge \(BG013\): .*belongs to run 777, not to run 778/);
    // A lone forged report that claims shard 1/1, plans nothing and passes.
    const forged = structuredClone(s1);
    forged.suites = forged.suites.map((s: any) => ({ ...s, artifacts: [] }));
    forged.config.shard = { index: 1, count: 1, slice: { artifacts: 0, hash: planDigest([]) } };
    forged.config.plan = { artifacts: 0, hash: planDigest([]), run: '777' };
    mkdirSync(join(ws, 'forged'));
    writeFileSync(join(ws, 'forged', 'r.json'), JSON.stringify(recount(forged)));
    const naive = await runAction({ mode: 'merge', reports: 'forged' }, run);
    expect(naive.outputs).toMatch(/result<<[\w-]+\nfail\n/); // without verify-plan only fail-on-empty catches the empty union
    forged.config.failOnEmpty = false;
    mkdirSync(join(ws, 'forged-quiet'));
    writeFileSync(join(ws, 'forged-quiet', 'r.json'), JSON.stringify(recount(forged)));
    const quiet = await runAction({ mode: 'merge', reports: 'forged-quiet' }, run);
    expect(quiet.outputs).toMatch(/result<<[\w-]+\npass\n/); // and with it forged off too, merge alone cannot know
    const caught = await runAction({ mode: 'merge', reports: 'forged', 'verify-plan': 'true', path: 'tree' }, run);
    expect(caught.code).toBe(1);
    expect(caught.stdout).toMatch(
      /::error::benchgate merge \(BG013\): .*planned 0 artifact\(s\) .* but this merge discovers 6/
    );
    expect(caught.outputs).toMatch(/result<<[\w-]+\nfail\n/);
  }, 120_000);

  it('a non-report file given as reports is refused without echoing its content', async () => {
    writeFileSync(join(ws, 'passwd'), 'root:x:0:0:root:/root:/bin/bash\n');
    const r = await runAction({ mode: 'merge', reports: 'passwd' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error::benchgate merge \(BG013\): .*passwd is not valid JSON/);
    expect(r.stdout).not.toMatch(/root:x/);
  }, 60_000);
});

describe('the reusable workflow', () => {
  const wf = parse(readFileSync(join(REPO, '.github', 'workflows', 'benchgate.yml'), 'utf8'));

  it('keeps plan / shard / verdict; shards get the plan run id; verdict verifies the plan with the shards inputs', () => {
    expect(Object.keys(wf.jobs)).toEqual(['plan', 'shard', 'verdict']);
    const gate = wf.jobs.shard.steps.find((s: any) => s.id === 'gate');
    expect(gate.with['run-id']).toBe('${{ needs.plan.outputs.run-id }}');
    const merge = wf.jobs.verdict.steps.find((s: any) => s.id === 'merge');
    expect(merge.with).toMatchObject({
      mode: 'merge',
      'verify-plan': true,
      'run-id': '${{ needs.plan.outputs.run-id }}'
    });
    for (const k of ['path', 'suites', 'fail-on', 'options', 'strict'])
      expect([k, merge.with[k]]).toEqual([k, gate.with[k]]);
    expect(wf.jobs.verdict.needs).toEqual(['plan', 'shard']);
    // The verdict job always runs unless the whole run is cancelled (a skipped required check would count as passing).
    expect(wf.jobs.verdict.if).toBe('${{ !cancelled() }}');
  });

  it('the verdict fails when any shard job did not succeed, even if the reports merge to pass', async () => {
    const final = wf.jobs.verdict.steps.find((s: any) => s.id === 'final');
    expect(final.if).toBe('${{ !cancelled() }}');
    expect(final.env.SHARDS_RESULT).toBe('${{ needs.shard.result }}');
    expect(wf.jobs.verdict.outputs.result).toBe('${{ steps.final.outputs.result }}');
    // Run the step's script with bash for each shard result.
    for (const [shards, merged, code, result] of [
      ['success', 'pass', 0, 'pass'],
      ['failure', 'pass', 1, 'fail'],
      ['cancelled', 'pass', 1, 'fail'],
      ['failure', 'fail', 1, 'fail'],
      ['success', 'fail', 1, 'fail'],
      ['success', '', 1, 'fail']
    ] as const) {
      const out = join(ws, 'gh-output');
      writeFileSync(out, '');
      const child = spawn('bash', ['-e', '-c', final.run], {
        env: { PATH: process.env['PATH'] ?? '', GITHUB_OUTPUT: out, SHARDS_RESULT: shards, MERGED: merged },
        stdio: ['ignore', 'pipe', 'pipe']
      });
      let stdout = '';
      child.stdout.on('data', (d) => (stdout += d));
      const c = await new Promise<number | null>((r) => child.on('close', r));
      expect([shards, merged, c, readFileSync(out, 'utf8').trim()]).toEqual([shards, merged, code, `result=${result}`]);
      if (shards !== 'success') expect(stdout).toMatch(/a shard job did not succeed/);
    }
  });
});
