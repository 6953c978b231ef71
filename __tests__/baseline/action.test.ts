import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import nock from 'nock';
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { CommandIO } from '../../src/core/command.js';
import { diffCommand } from '../../src/cli/commands/diff.js';
import type { Report } from '../../src/core/model.js';
import { createOctokit, type Clock } from '../../src/github/octokit.js';
import { baseAndHead } from './helpers.js';
import { memoryCache } from './memory-cache.js';

/**
 * A pull request against a stored baseline, through src/action/main.ts: a push to main stores its report in the
 * (fake) cache; the pull request restores it by the base commit's key and opens its summary and comment with
 * "What changed": one new failure, one fix, one metric change. `benchgate diff` on the two reports says the same.
 */
const API = 'https://api.github.com';
const BASE_SHA = 'a'.repeat(40);
const HEAD_SHA = 'b'.repeat(40);
const fakeClock = (): Clock => {
  let t = 1_700_000_000_000;
  return { now: () => t, sleep: async (ms) => void (t += ms) };
};

let dirs: { base: string; head: string };
let io: string;
beforeAll(() => {
  nock.disableNetConnect();
  dirs = baseAndHead();
  io = realpathSync(mkdtempSync(join(tmpdir(), 'bg-baseline-io-')));
});
afterAll(() => {
  nock.cleanAll();
  nock.enableNetConnect();
  rmSync(dirname(dirs.base), { recursive: true, force: true });
  rmSync(io, { recursive: true, force: true });
});

async function runAction(
  name: string,
  workspace: string,
  env: Record<string, string>,
  event: unknown,
  deps: Parameters<typeof import('../../src/action/main.js').run>[0]
) {
  const { run } = await import('../../src/action/main.js');
  const saved = { ...process.env };
  const files = {
    event: join(io, `${name}.event.json`),
    summary: join(io, 'summary.md') /* @actions/core keeps the first summary path it saw */,
    out: join(io, `${name}.out`),
    report: join(io, `${name}.report.json`),
    temp: join(io, `${name}.temp`)
  };
  writeFileSync(files.event, JSON.stringify(event));
  writeFileSync(files.summary, '');
  writeFileSync(files.out, '');
  for (const k of Object.keys(process.env))
    if (k.startsWith('INPUT_') || k.startsWith('GITHUB_') || k.startsWith('RUNNER_')) delete process.env[k];
  Object.assign(
    process.env,
    {
      GITHUB_REPOSITORY: 'acme/bench',
      GITHUB_JOB: 'benchgate',
      GITHUB_EVENT_PATH: files.event,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_OUTPUT: files.out,
      GITHUB_WORKSPACE: workspace,
      RUNNER_TEMP: join(io, 'runner-temp'),
      INPUT_PATH: '.',
      INPUT_SUITES: 'artifact-manifest',
      INPUT_CACHE: 'false',
      'INPUT_CHECK-RUN': 'false',
      'INPUT_REPORT-JSON': files.report
    },
    env
  );
  const lines: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  (process.stdout as any).write = (s: string) => (lines.push(String(s)), true);
  try {
    await run(deps);
  } finally {
    (process.stdout as any).write = write;
    process.env = saved;
    process.exitCode = 0;
  }
  return {
    log: lines.join(''),
    summary: readFileSync(files.summary, 'utf8'),
    report: JSON.parse(readFileSync(files.report, 'utf8')) as Report,
    reportPath: files.report
  };
}

describe('pull request with a stored baseline (fake API and cache)', () => {
  it('push stores, the pull request restores and shows one new failure, one fix and one metric change; diff prints the same', async () => {
    const cache = memoryCache();
    const push = await runAction(
      'push',
      dirs.base,
      { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_SHA: BASE_SHA },
      { repository: { default_branch: 'main' } },
      { cacheBackend: cache.backend }
    );
    expect(push.log).toContain('baseline: storing this report for main');
    expect(cache.calls).toEqual([`save benchgate-baseline-main-${BASE_SHA}`]);
    expect(push.report.delta).toBeUndefined();
    expect(push.summary).not.toContain('What changed');

    let commentBody = '';
    const scope = nock(API)
      .post('/graphql')
      .reply(200, { data: { viewer: { login: 'github-actions[bot]' } } })
      .get('/repos/acme/bench/issues/7/comments')
      .query(true)
      .reply(200, [])
      .post('/repos/acme/bench/issues/7/comments', (b) => ((commentBody = b.body), true))
      .reply(201, { id: 1, html_url: 'https://github.com/acme/bench/pull/7#issuecomment-1' });
    const event = {
      pull_request: {
        number: 7,
        head: { sha: HEAD_SHA, repo: { full_name: 'acme/bench' } },
        base: { ref: 'main', sha: BASE_SHA }
      },
      repository: { default_branch: 'main' }
    };
    const pr = await runAction(
      'pr',
      dirs.head,
      {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_REF: 'refs/pull/7/merge',
        GITHUB_SHA: 'c'.repeat(40),
        GITHUB_BASE_REF: 'main',
        INPUT_COMMENT: 'true',
        INPUT_TOKEN: 't0ken'
      },
      event,
      {
        cacheBackend: cache.backend,
        createClient: () => createOctokit('t0ken', { fetch: globalThis.fetch, baseUrl: API, clock: fakeClock() })
      }
    );
    expect(scope.isDone()).toBe(true);
    expect(cache.calls[1]).toBe(`restore benchgate-baseline-main-${BASE_SHA} ["benchgate-baseline-main-"]`);
    expect(pr.log).toContain(
      `baseline restored from the cache entry benchgate-baseline-main-${BASE_SHA} (the base commit)`
    );
    const d = pr.report.delta!;
    expect(d.baseline).toMatchObject({ source: 'cache', ref: `benchgate-baseline-main-${BASE_SHA}`, verdict: 'fail' });
    expect(d.newFailures.map((g) => `${g.path} ${g.gate}`)).toEqual(['b/ARTIFACT_MANIFEST.tsv hashes_match']);
    expect(d.fixed.map((g) => `${g.path} ${g.gate}`)).toEqual(['a/ARTIFACT_MANIFEST.tsv hashes_match']);
    expect(
      d.metrics.filter((m) => m.direction === 'changed').map((m) => `${m.path} ${m.id} ${m.base}->${m.head}`)
    ).toEqual(['c/ARTIFACT_MANIFEST.tsv bytes 6->14']);
    // The summary and the comment open with it.
    for (const body of [pr.summary, commentBody]) {
      expect(body).toContain('What changed');
      expect(body).toMatch(
        /New failures \(1\)\*\*\n\n- ❌ <code>b\/ARTIFACT_MANIFEST.tsv<\/code> \*\*hashes_match\*\*: pass → fail/
      );
      expect(body).toMatch(
        /Fixed \(1\)\*\*\n\n- ✅ <code>a\/ARTIFACT_MANIFEST.tsv<\/code> \*\*hashes_match\*\*: fail → pass/
      );
      expect(body).toMatch(
        /\| <code>c\/ARTIFACT_MANIFEST.tsv<\/code> \| Bytes hashed \| 6 \| 14 \| \+8 \| 🔵 changed \|/
      );
    }
    expect(pr.summary.indexOf('What changed')).toBeLessThan(
      pr.summary.indexOf('| verdict | artifact | suite | headline |')
    );

    // benchgate diff on the two JSON reports prints the same changes, and exits 1 (a new failure).
    let out = '';
    const cli: CommandIO = {
      stdout: (s) => (out += s),
      stderr: () => {},
      color: false,
      // paths are shown relative to the current folder (docs/cli.md): run diff from the checked folder
      cwd: pr.report.root,
      env: {},
      isTTY: false
    };
    expect(await diffCommand.run([push.reportPath, pr.reportPath], cli)).toBe(1);
    expect(out).toContain('new failures (1):\n  b/ARTIFACT_MANIFEST.tsv hashes_match: pass -> fail');
    expect(out).toContain('fixed (1):\n  a/ARTIFACT_MANIFEST.tsv hashes_match: fail -> pass');
    expect(out).toContain('c/ARTIFACT_MANIFEST.tsv bytes: 6 -> 14 (+8) changed');
    let json = '';
    expect(
      await diffCommand.run([push.reportPath, pr.reportPath, '--format', 'json'], {
        ...cli,
        stdout: (s) => (json += s)
      })
    ).toBe(1);
    const fromCli = JSON.parse(json).delta;
    expect({ ...fromCli, baseline: undefined }).toEqual({ ...d, baseline: undefined });
    // A report against itself: exit 0.
    expect(await diffCommand.run([pr.reportPath, pr.reportPath], { ...cli, stdout: () => {} })).toBe(0);
    // Usage errors: exit 2.
    expect(await diffCommand.run([pr.reportPath, join(io, 'nope.json')], { ...cli, stdout: () => {} })).toBe(2);
  });

  it('mode: merge compares the merged report with baseline: FILE (inside the workspace), and no-regression fails on the new failure', async () => {
    const { runCheck } = await import('../../src/run.js');
    const ws = dirs.head;
    writeFileSync(
      join(ws, 'base.json'),
      JSON.stringify(await runCheck({ path: dirs.base, suites: ['artifact-manifest'] }))
    );
    writeFileSync(
      join(ws, 'shard.json'),
      JSON.stringify(await runCheck({ path: dirs.head, suites: ['artifact-manifest'] }))
    );
    const r = await runAction(
      'merge',
      ws,
      {
        GITHUB_EVENT_NAME: 'pull_request',
        INPUT_MODE: 'merge',
        INPUT_REPORTS: 'shard.json',
        INPUT_BASELINE: 'base.json',
        'INPUT_NO-REGRESSION': 'true'
      },
      {},
      {}
    );
    expect(r.report.delta?.baseline).toMatchObject({ source: 'file', ref: 'base.json' });
    expect(r.report.delta?.newFailures).toHaveLength(1);
    const b = r.report.suites[0].artifacts.find((a) => a.artifact.path === 'b/ARTIFACT_MANIFEST.tsv')!;
    expect(b.gates.find((g) => g.id === 'no-regression')?.status).toBe('fail');
    expect(r.summary).toContain('What changed');
    // A baseline path outside the workspace: a notice, the merge goes on without a delta.
    const out = await runAction(
      'merge2',
      ws,
      {
        GITHUB_EVENT_NAME: 'pull_request',
        INPUT_MODE: 'merge',
        INPUT_REPORTS: 'shard.json',
        INPUT_BASELINE: '../base/a/ARTIFACT_MANIFEST.tsv'
      },
      {},
      {}
    );
    expect(out.report.delta).toBeUndefined();
    expect(out.report.findings.find((f) => f.code === 'BG050')?.message).toMatch(/not a file inside the workspace/);
    expect(out.log).toMatch(/BG050/);
  });
});
