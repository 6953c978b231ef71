/**
 * The action with `history: branch`, end to end in process (src/action/main.ts `run()`), against the stateful fake
 * git data API: three pushes to the default branch over a copy of examples/pqid, the third with 40 % of the signature
 * matches turned false, append three entries to `benchgate-history`, and the third raises an alert that fails the
 * step with `fail-on-alert`. Pull-request runs, from a fork or not, read and judge the same history but never write,
 * even with a token that could (the fake accepts every write). A token without `contents: write` is a BG017 notice.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/action/main.js';
import type { HistoryEntry } from '../../src/core/history-model.js';
import type { Report } from '../../src/core/model.js';
import { createOctokit, type Clock } from '../../src/github/octokit.js';
import { FAKE_API, FakeGitHubGit } from '../helpers/fake-github-git.js';
import { REPO } from '../helpers/paths.js';
import { onFakeTimers } from '../helpers/fake-timers.js';

/** Each test on fake timers (no real time spent in the client's Bottleneck queue): `onFakeTimers`. */
const itFake = (name: string, fn: () => Promise<unknown>) => it(name, () => onFakeTimers(fn));

const SHA = (n: number) => String(n).repeat(40);
const BRANCH = 'benchgate-history';
const repository = { full_name: 'acme/bench', default_branch: 'main' };
const fakeClock = (): Clock => {
  let t = 1_700_000_000_000;
  return { now: () => t, sleep: async (ms) => void (t += ms) };
};

let root: string;
let ws: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'bg-history-action-'));
  ws = join(root, 'ws');
  cpSync(join(REPO, 'examples', 'pqid'), join(ws, 'pqid'), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** One action run: `event` and its payload, the runner's environment and INPUT_* variables; the JSON report back. */
async function action(
  fake: FakeGitHubGit,
  o: { event: string; ref: string; sha: string; runId: number; payload: Record<string, unknown> },
  inputs: Record<string, string> = {}
): Promise<{ report: Report; exitCode: number; log: string; file: string }> {
  const io = mkdtempSync(join(root, 'io-'));
  writeFileSync(join(io, 'event.json'), JSON.stringify(o.payload));
  writeFileSync(join(io, 'out'), '');
  writeFileSync(join(io, 'summary.md'), '');
  const saved = { ...process.env };
  const env: Record<string, string> = {
    GITHUB_ACTIONS: 'true',
    GITHUB_REPOSITORY: 'acme/bench',
    GITHUB_EVENT_NAME: o.event,
    GITHUB_EVENT_PATH: join(io, 'event.json'),
    GITHUB_REF: o.ref,
    GITHUB_SHA: o.sha,
    GITHUB_RUN_ID: String(o.runId),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: 'bench',
    GITHUB_WORKSPACE: ws,
    GITHUB_OUTPUT: join(io, 'out'),
    GITHUB_STEP_SUMMARY: join(io, 'summary.md'),
    RUNNER_TEMP: io,
    INPUT_PATH: 'pqid',
    INPUT_TOKEN: 't0ken',
    'INPUT_CHECK-RUN': 'false',
    INPUT_CACHE: 'false',
    INPUT_BASELINE: 'off',
    'INPUT_REPORT-JSON': join(io, 'report.json'),
    INPUT_HISTORY: 'branch',
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]))
  };
  for (const k of Object.keys(process.env))
    if (k.startsWith('INPUT_') || k.startsWith('GITHUB_')) delete process.env[k];
  Object.assign(process.env, env);
  const written: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  (process.stdout as any).write = (s: string) => (written.push(String(s)), true);
  process.exitCode = 0;
  try {
    await run({ createClient: (t) => createOctokit(t, { fetch: fake.fetch, baseUrl: FAKE_API, clock: fakeClock() }) });
  } finally {
    (process.stdout as any).write = write;
    process.env = saved;
  }
  const exitCode = Number(process.exitCode ?? 0);
  process.exitCode = 0;
  const file = join(io, 'report.json');
  const report = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Report)
    : (undefined as unknown as Report);
  return { report, exitCode, log: written.join(''), file };
}

const push = (n: number) => ({
  event: 'push',
  ref: 'refs/heads/main',
  sha: SHA(n),
  runId: 100 + n,
  payload: { ref: 'refs/heads/main', after: SHA(n), repository }
});
const pullRequest = (event: 'pull_request' | 'pull_request_target', fork: boolean) => ({
  event,
  ref: event === 'pull_request' ? 'refs/pull/7/merge' : 'refs/heads/main',
  sha: SHA(9),
  runId: 900,
  payload: {
    repository,
    pull_request: {
      number: 7,
      head: { sha: SHA(9), ref: 'patch', repo: { full_name: fork ? 'mallory/bench' : 'acme/bench' } },
      base: { ref: 'main', sha: SHA(3), repo: { full_name: 'acme/bench' } }
    }
  }
});

const stored = (fake: FakeGitHubGit): HistoryEntry[] =>
  (fake.file(BRANCH, 'entries.jsonl') ?? '')
    .split('\n')
    .filter((l) => l)
    .map((l) => JSON.parse(l) as HistoryEntry);
const signature = (r: Report) =>
  r.history!.series.find((s) => s.path === 'evaluations.jsonl' && s.metric === 'signature_rate')!;

/** Turns 40 % of the signature matches false (every gate still passes), as issue #35's done-when asks. */
function dropSignatures(file: string): void {
  let k = 0;
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  for (const r of rows)
    if (r['report_signature_match'] === true && k++ % 5 < 2)
      Object.assign(r, {
        report_signature_match: false,
        ordered_wire_tape_match: false,
        parameter_aware_tape_match: false
      });
  writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
}

describe('history: branch in the action', () => {
  const fake = new FakeGitHubGit();

  itFake(
    'three pushes to the default branch append three entries; the third, 40 % fewer signature matches, alerts and fails with fail-on-alert',
    async () => {
      const r1 = await action(fake, push(1), { 'fail-on-alert': 'true' });
      expect(r1.exitCode).toBe(0);
      expect(r1.log).toContain(
        'benchgate: history: branch benchgate-history; a push to the default branch main: this run is appended'
      );
      expect(fake.count('POST', 'git/refs')).toBe(1); // the branch was created
      const r2 = await action(fake, push(2), { 'fail-on-alert': 'true' });
      expect(r2.exitCode).toBe(0);
      expect(signature(r2.report)).toMatchObject({ status: 'insufficient', sample: 1 });

      dropSignatures(join(ws, 'pqid', 'evaluations.jsonl'));
      const r3 = await action(fake, push(3), { 'fail-on-alert': 'true' });
      expect(r3.report.counts.gates.fail + r3.report.counts.gates.undecided).toBe(0);
      expect(signature(r3.report)).toMatchObject({ status: 'alert', sample: 2 });
      expect(signature(r3.report).points.map((p) => p.commit)).toEqual([SHA(1), SHA(2), SHA(3)]);
      const alerts = r3.report.suites
        .flatMap((s) => s.artifacts.flatMap((a) => a.findings))
        .filter((f) => f.code === 'BG024');
      expect(alerts.length).toBeGreaterThan(0);
      expect(alerts.every((f) => f.severity === 'error')).toBe(true);
      expect(r3.report.verdict).toBe('fail');
      expect(r3.exitCode).toBe(1);

      const entries = stored(fake);
      expect(entries.map((e) => [e.commit, e.run, e.ref])).toEqual([
        [SHA(1), '101/1', 'refs/heads/main'],
        [SHA(2), '102/1', 'refs/heads/main'],
        [SHA(3), '103/1', 'refs/heads/main']
      ]);
      // The stored third run records the failing verdict its alerts gave it.
      expect(entries.map((e) => e.verdict)).toEqual(['pass', 'pass', 'fail']);
    }
  );

  it.each([
    ['pull_request from a fork', pullRequest('pull_request', true)],
    ['pull_request from the same repository', pullRequest('pull_request', false)],
    [
      'pull_request_target from a fork (a base-repository token that could write)',
      pullRequest('pull_request_target', true)
    ]
  ])('a %s reads and judges the history but writes nothing', async (_what, ev) => {
    const before = fake.refs.get(`heads/${BRANCH}`);
    const writes = fake.log.filter((r) => r.method !== 'GET').length;
    const r = await action(fake, ev);
    expect(r.report.history).toMatchObject({ source: `branch ${BRANCH}`, entries: 3 });
    expect(signature(r.report).points.map((p) => p.commit)).toEqual([SHA(1), SHA(2), SHA(3), SHA(9)]);
    expect(fake.log.filter((x) => x.method !== 'GET').length).toBe(writes);
    expect(fake.refs.get(`heads/${BRANCH}`)).toBe(before);
    expect(r.log).toMatch(/history is only read: a (pull request from a fork|pull_request run) never writes/);
  });

  itFake('mode: merge on a push to the default branch judges the merged report and appends it', async () => {
    const shard = await action(new FakeGitHubGit(), push(5), { history: 'off' });
    const r = await action(fake, push(5), { mode: 'merge', reports: shard.file });
    expect(r.report.history).toMatchObject({ source: `branch ${BRANCH}`, entries: 3 });
    expect(stored(fake).map((e) => [e.commit, e.run])).toEqual([
      [SHA(1), '101/1'],
      [SHA(2), '102/1'],
      [SHA(3), '103/1'],
      [SHA(5), '105/1']
    ]);
  });

  itFake('a push to another branch reads only', async () => {
    const writes = fake.log.filter((r) => r.method !== 'GET').length;
    const r = await action(fake, {
      ...push(4),
      ref: 'refs/heads/feature',
      payload: { ref: 'refs/heads/feature', repository }
    });
    expect(r.report.history?.entries).toBe(4);
    expect(fake.log.filter((x) => x.method !== 'GET').length).toBe(writes);
  });

  itFake(
    'the checked tree cannot move the history or cut it: history.store and history.max in .benchgate.yml are ignored (BG014)',
    async () => {
      const cfg = join(ws, 'pqid', '.benchgate.yml');
      writeFileSync(cfg, 'history:\n  store: file:../../elsewhere\n  max: 1\n');
      try {
        const r = await action(fake, push(7));
        const ignored = r.report.findings.filter((f) => f.code === 'BG014').map((f) => f.message);
        expect(ignored).toEqual([expect.stringContaining('history.store'), expect.stringContaining('history.max')]);
        expect(stored(fake).map((e) => e.commit)).toEqual([SHA(1), SHA(2), SHA(3), SHA(5), SHA(7)]);
        expect(existsSync(join(root, 'elsewhere'))).toBe(false);
      } finally {
        rmSync(cfg);
      }
    }
  );

  itFake(
    'a push job without contents: write: a BG017 notice saying to add it; the run passes on its gates',
    async () => {
      const readOnly = new FakeGitHubGit();
      readOnly.before = (r) =>
        r.method !== 'GET' ? { status: 403, body: { message: 'Resource not accessible by integration' } } : undefined;
      const r = await action(readOnly, push(5));
      const bg017 = r.report.findings.filter((f) => f.code === 'BG017');
      expect(bg017).toEqual([
        expect.objectContaining({
          severity: 'notice',
          message: expect.stringContaining('add `permissions: contents: write` to the push job')
        })
      ]);
      expect(r.exitCode).toBe(0);
    }
  );

  itFake(
    'a corrupt history on the branch: each bad line a BG023 finding with its line, the rest judged; never a crash',
    async () => {
      const corrupt = new FakeGitHubGit();
      const good = stored(fake)[0]!;
      corrupt.putFiles(BRANCH, { 'entries.jsonl': `{broken\n${JSON.stringify(good)}\n["an array"]\n` });
      const r = await action(corrupt, pullRequest('pull_request', true));
      const bad = r.report.findings.filter((f) => f.code === 'BG023');
      expect(bad.map((f) => f.line)).toEqual([1, 3]);
      // the branch is not a file of the checked workspace: no annotation or SARIF result may point at a path there
      expect(bad.map((f) => f.file)).toEqual([undefined, undefined]);
      expect(r.report.history).toMatchObject({ entries: 1 });
      expect(r.exitCode).toBe(0);
    }
  );

  itFake(
    'a history over 20 MiB on the branch: a BG029 warning, not downloaded, judged without it; a push does not overwrite it',
    async () => {
      const huge = new FakeGitHubGit();
      const head = huge.putFiles(BRANCH, { 'entries.jsonl': Buffer.alloc(20 * 1024 * 1024 + 1, 0x7b) });
      const r = await action(huge, push(8));
      expect(r.report.findings.filter((f) => f.code === 'BG029').map((f) => f.severity)).toEqual(['warning']);
      expect(r.report.findings.filter((f) => f.code === 'BG017').map((f) => f.message)).toEqual([
        expect.stringContaining('cannot be read, so appending could lose it')
      ]);
      expect(huge.count('GET', 'git/blobs')).toBe(0);
      expect(huge.refs.get(`heads/${BRANCH}`)).toBe(head);
      expect(r.exitCode).toBe(0);
    }
  );

  itFake('history-branch set to the default branch is refused before anything runs (BG002)', async () => {
    const untouched = new FakeGitHubGit();
    const r = await action(untouched, push(6), { 'history-branch': 'main' });
    expect(r.exitCode).toBe(1);
    expect(r.log).toContain(
      '::error::benchgate: BG002: input history-branch main is the default branch; the history needs a branch of its own'
    );
    expect(r.report).toBeUndefined();
    expect(untouched.log).toEqual([]);
  });
});
