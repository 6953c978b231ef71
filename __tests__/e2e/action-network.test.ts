import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheEnv, json, startService, type FakeService } from '../github/fake-services.js';
import { REPO } from '../helpers/paths.js';

/**
 * dist/index.js as the runner starts it, against a fake GitHub API and a fake cache service on 127.0.0.1, with a
 * malformed event payload and an unwritable job summary. Small budgets come from the BENCHGATE_*_MS variables.
 */
let ws: string;
const services: FakeService[] = [];

beforeAll(() => {
  ws = mkdtempSync(join(tmpdir(), 'bg-e2e-net-'));
  cpSync(join(REPO, 'examples', 'release'), join(ws, 'release'), { recursive: true });
  cpSync(join(REPO, 'examples', 'qsolve', 'vertex-cover-js'), join(ws, 'qsolve', 'vertex-cover-js'), {
    recursive: true
  });
});
afterAll(() => rmSync(ws, { recursive: true, force: true }));
afterEach(async () => {
  for (const s of services.splice(0)) await s.close();
});

interface Run {
  code: number | null;
  stdout: string;
  summary: string;
  outputs: Record<string, string>;
}

async function runAction(
  inputs: Record<string, string>,
  extraEnv: Record<string, string> = {},
  summary?: string
): Promise<Run> {
  const io = mkdtempSync(join(tmpdir(), 'bg-e2e-net-io-'));
  const summaryFile = summary ?? join(io, 'summary.md');
  const outputFile = join(io, 'output.txt');
  if (!summary) writeFileSync(summaryFile, '');
  writeFileSync(outputFile, '');
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && !/^(INPUT_|GITHUB_|ACTIONS_|RUNNER_|BENCHGATE_)/.test(k)) env[k] = v;
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  Object.assign(
    env,
    {
      GITHUB_WORKSPACE: ws,
      GITHUB_STEP_SUMMARY: summaryFile,
      GITHUB_OUTPUT: outputFile,
      RUNNER_TEMP: io,
      NODE_OPTIONS: ''
    },
    extraEnv
  );
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
  let summaryText = '';
  try {
    summaryText = readFileSync(summaryFile, 'utf8');
  } catch {
    summaryText = '';
  }
  rmSync(io, { recursive: true, force: true });
  return { code, stdout, summary: summaryText, outputs };
}

function eventFile(content: string): string {
  const d = mkdtempSync(join(tmpdir(), 'bg-e2e-event-'));
  const p = join(d, 'event.json');
  writeFileSync(p, content);
  return p;
}

const PR_EVENT = JSON.stringify({
  pull_request: { number: 7, head: { sha: 'e'.repeat(40), repo: { full_name: 'acme/bench' } } }
});
const actionsEnv = (api: string, event: string) => ({
  GITHUB_REPOSITORY: 'acme/bench',
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_EVENT_PATH: event,
  GITHUB_SHA: 'd'.repeat(40),
  GITHUB_JOB: 'gate',
  GITHUB_RUN_ID: '9',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_API_URL: api
});

describe('crash paths', () => {
  it('a malformed GITHUB_EVENT_PATH: BG031 error, summary and outputs written, nothing published, the file never echoed', async () => {
    const api = await startService((_req, res) => json(res, 500, {}));
    services.push(api);
    const r = await runAction(
      { path: 'release', token: 't0ken', comment: 'true' },
      actionsEnv(api.url, eventFile('root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1::/usr/sbin\n'))
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /^::error title=BG031::the event payload GITHUB_EVENT_PATH is not valid JSON \(syntax error/m
    );
    expect(r.stdout).not.toMatch(/root:x|daemon|SyntaxError|\n\s+at /);
    expect(r.summary).toMatch(/BG031/);
    expect(r.summary).toMatch(/benchgate passed/);
    expect(r.summary).not.toMatch(/root:x/);
    expect(r.outputs).toMatchObject({ result: 'pass', 'gates-failed': '0', 'check-run-url': '', 'comment-url': '' });
    expect(api.seen).toEqual([]);
  }, 60_000);

  it('an unwritable GITHUB_STEP_SUMMARY: a BG032 warning, outputs set, a passing run still passes', async () => {
    for (const summary of [
      join(ws, 'no-such-dir', 'summary.md'),
      (mkdirSync(join(ws, 'a-dir'), { recursive: true }), join(ws, 'a-dir'))
    ]) {
      const r = await runAction({ path: 'release' }, {}, summary);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^::warning title=BG032::job summary not written: GITHUB_STEP_SUMMARY is not writable/m);
      expect(r.outputs).toMatchObject({ result: 'pass', 'gates-failed': '0' });
      expect(r.outputs['report']).toBeTruthy();
    }
  }, 60_000);
});

describe('bounded network', () => {
  it('a GitHub API that never answers: the step ends within its stated budgets, passes, BG010 + BG011 notices', async () => {
    const api = await startService(() => 'hang');
    services.push(api);
    const r = await runAction(
      { path: 'release', token: 't0ken', comment: 'true' },
      {
        ...actionsEnv(api.url, eventFile(PR_EVENT)),
        BENCHGATE_API_TIMEOUT_MS: '300',
        BENCHGATE_CHECK_RUN_BUDGET_MS: '1000',
        BENCHGATE_COMMENT_BUDGET_MS: '1000'
      }
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^::notice title=BG010::no check run \(no answer within 0\.3 s\)/m);
    expect(r.stdout).toMatch(/^::notice title=BG011::no pull-request comment \(no answer within 0\.3 s\)/m);
    expect(r.outputs).toMatchObject({ result: 'pass', 'check-run-url': '', 'comment-url': '' });
    expect(api.seen.filter((s) => s.method === 'POST' && s.url.endsWith('/check-runs'))).toHaveLength(1);
  }, 60_000);

  it('a cache service that hangs or answers 500 costs at most its budget: same verdict as without the cache, one BG012 warning', async () => {
    // The verdict without a cache: vertex-cover-js passes every gate (the full examples runs of e2e/cli and e2e/action
    // check it without a cache service); a hanging or failing cache service must leave exactly that verdict.
    const plain = { code: 0, outputs: { result: 'pass', 'gates-failed': '0' } };
    for (const mode of ['hang', '500'] as const) {
      // '500': the first request fails and the toolkit's retries (5 attempts with back-off) then hang, so a step that
      // waited for them would never end; 'hang': the first request already hangs.
      const svc = await startService((_req, res) =>
        mode === 'hang' || svc.seen.length > 1 ? 'hang' : json(res, 500, { msg: 'internal' })
      );
      services.push(svc);
      const r = await runAction(
        { path: 'qsolve' },
        { ...cacheEnv(svc.url), BENCHGATE_CACHE_TIMEOUT_MS: '500', BENCHGATE_CACHE_BUDGET_MS: '2000' }
      );
      expect([mode, r.code, r.outputs.result, r.outputs['gates-failed']]).toEqual([
        mode,
        plain.code,
        plain.outputs.result,
        plain.outputs['gates-failed']
      ]);
      expect(r.stdout.match(/^::warning title=BG012::/gm)).toHaveLength(1);
      expect(r.stdout).toMatch(
        /^::warning title=BG012::result cache unavailable \(a restore did not finish within 0\.5 s\)/m
      );
      expect(r.stdout).not.toMatch(/^::(warning|error)::Failed to (restore|save)/m);
      // The job does not wait for the call it abandoned (nor for the toolkit's own retries): it says so and ends.
      expect(r.stdout).toMatch(
        /^benchgate: 1 result-cache call\(s\) still hanging; ending the step without waiting for them$/m
      );
      expect(svc.seen.length).toBeGreaterThanOrEqual(1);
    }
  }, 120_000);
});
