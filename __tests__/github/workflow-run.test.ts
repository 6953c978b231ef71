import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import nock from 'nock';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  applyOverrides,
  parseCommitInput,
  parsePullRequestInput,
  readRunContext,
  resolvePullRequest
} from '../../src/github/context.js';
import { createOctokit, type Clock, type GitHubClient } from '../../src/github/octokit.js';
import { publishToGitHub } from '../../src/github/publish.js';
import { FIXTURES, REPO } from '../helpers/paths.js';
import { reportWithFindings } from './helpers.js';

/**
 * The fork recipe: a `workflow_run` workflow publishes a pull request workflow's report with `mode: merge`.
 * The payload is GitHub's documented webhook example (fixtures/github/README.md), and variants of it.
 */
const API = 'https://api.github.com';
const REAL = JSON.parse(
  readFileSync(join(FIXTURES, 'github', 'workflow_run.completed.with-pull-requests.json'), 'utf8')
);
const HEAD = REAL.workflow_run.head_sha as string; // 3484a3fb…, the commit the triggering run checked
const DEFAULT_BRANCH_SHA = 'd'.repeat(40); // GITHUB_SHA on workflow_run: the default branch's head
const ENV = {
  GITHUB_REPOSITORY: 'octo-org/octo-repo',
  GITHUB_EVENT_NAME: 'workflow_run',
  GITHUB_SHA: DEFAULT_BRANCH_SHA,
  GITHUB_JOB: 'publish',
  GITHUB_EVENT_PATH: '/event.json',
  GITHUB_RUN_ID: '900'
};
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** The payload of a run triggered by a pull request from the fork mallory/octo-repo: GitHub lists no pull request. */
function forkPayload(): any {
  const p = clone(REAL);
  p.workflow_run.event = 'pull_request';
  p.workflow_run.head_branch = 'patch-1';
  p.workflow_run.head_repository = {
    ...p.workflow_run.head_repository,
    full_name: 'mallory/octo-repo',
    fork: true,
    owner: { login: 'mallory', type: 'User' }
  };
  p.workflow_run.pull_requests = [];
  return p;
}
/** A same-repository pull request #12: GitHub lists it, head = the run's head. */
function sameRepoPayload(): any {
  const p = clone(REAL);
  p.workflow_run.event = 'pull_request';
  p.workflow_run.pull_requests = [
    ...p.workflow_run.pull_requests,
    {
      url: 'https://api.github.com/repos/octo-org/octo-repo/pulls/12',
      id: 1,
      number: 12,
      head: {
        ref: 'feature',
        sha: HEAD,
        repo: { id: 300029405, url: 'https://api.github.com/repos/octo-org/octo-repo', name: 'octo-repo' }
      },
      base: {
        ref: 'master',
        sha: 'f'.repeat(40),
        repo: { id: 300029405, url: 'https://api.github.com/repos/octo-org/octo-repo', name: 'octo-repo' }
      }
    }
  ];
  return p;
}

const fakeClock = (): Clock => {
  let t = 1_700_000_000_000;
  return { now: () => t, sleep: async (ms) => void (t += ms) };
};
const client = (clock: Clock = fakeClock()): GitHubClient =>
  createOctokit('t0ken', { fetch: globalThis.fetch, baseUrl: API, clock });

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('workflow_run payload → commit and pull request', () => {
  it("GitHub's own example: the check run goes on workflow_run.head_sha, not GITHUB_SHA; its pull request of another repository is ignored", () => {
    const ctx = readRunContext(ENV, () => clone(REAL))!;
    expect(ctx.headSha).toBe(HEAD);
    expect(ctx.headSha).not.toBe(DEFAULT_BRANCH_SHA);
    // pull_requests[0] is Codertocat/Hello-World#2: number 2 here would be an unrelated pull request.
    expect(ctx.prNumber).toBeUndefined();
    expect(ctx.workflowRun).toEqual({
      id: 289782451,
      headSha: HEAD,
      headRepository: 'octo-org/octo-repo',
      headBranch: 'master',
      event: 'repository_dispatch',
      lookupPullRequest: true
    });
    expect(ctx.isFork).toBe(false);
  });

  it('a same-repository pull request is taken from pull_requests (the entry whose head is the commit), no lookup', () => {
    const ctx = readRunContext(ENV, () => sameRepoPayload())!;
    expect(ctx).toMatchObject({
      headSha: HEAD,
      prNumber: 12,
      isFork: false,
      workflowRun: { lookupPullRequest: false, event: 'pull_request' }
    });
  });

  it("a fork: pull_requests is empty, so the pull request is to be looked up; the token is the base repository's (not a fork token)", () => {
    const ctx = readRunContext(ENV, () => forkPayload())!;
    expect(ctx).toMatchObject({
      headSha: HEAD,
      isFork: false,
      workflowRun: { headRepository: 'mallory/octo-repo', lookupPullRequest: true }
    });
    expect(ctx.prNumber).toBeUndefined();
  });

  it('a malformed workflow_run never crashes: no usable head_sha → GITHUB_SHA; junk pull_requests entries are skipped', () => {
    for (const wr of [null, 'x', [], { head_sha: 'not-a-sha' }, { head_sha: 42 }, { head_sha: 'A'.repeat(39) }]) {
      const ctx = readRunContext(ENV, () => ({ workflow_run: wr }))!;
      expect(ctx.headSha).toBe(DEFAULT_BRANCH_SHA);
      expect(ctx.workflowRun).toBeUndefined();
    }
    const junk = readRunContext(ENV, () => ({
      workflow_run: {
        head_sha: HEAD.toUpperCase(),
        pull_requests: [
          null,
          'x',
          { number: '3' },
          { number: -1 },
          { number: 1.5 },
          { number: 9, base: { repo: { url: 42 } } }
        ]
      }
    }))!;
    expect(junk.headSha).toBe(HEAD);
    expect(junk.prNumber).toBeUndefined();
    expect(junk.workflowRun?.lookupPullRequest).toBe(true);
    // On another event a workflow_run key in the payload is not trusted.
    expect(readRunContext({ ...ENV, GITHUB_EVENT_NAME: 'push' }, () => clone(REAL))!.headSha).toBe(DEFAULT_BRANCH_SHA);
  });
});

describe('inputs commit and pull-request', () => {
  it('parse full SHAs and positive numbers, and refuse anything else with a message that quotes at most 80 characters', () => {
    expect(parseCommitInput('')).toBeUndefined();
    expect(parseCommitInput(` ${HEAD.toUpperCase()} `)).toBe(HEAD);
    expect(parseCommitInput('a'.repeat(64))).toBe('a'.repeat(64));
    for (const bad of ['abc123', 'g'.repeat(40), 'a'.repeat(41), `${HEAD}\nx`, '../../x'])
      expect(() => parseCommitInput(bad)).toThrow(/input commit must be a full commit SHA/);
    expect(() => parseCommitInput('z'.repeat(5000))).toThrow(/^.{0,200}$/);
    expect(parsePullRequestInput('')).toBeUndefined();
    expect(parsePullRequestInput('#31')).toBe(31);
    expect(parsePullRequestInput(' 7 ')).toBe(7);
    for (const bad of ['0', '-3', '1.5', 'abc', '12345678901', '1e3'])
      expect(() => parsePullRequestInput(bad)).toThrow(/input pull-request must be a pull request number/);
  });

  it('override the event: commit moves the check run, pull-request names the comment target and ends the lookup', () => {
    const ctx = readRunContext(ENV, () => forkPayload())!;
    const both = applyOverrides(ctx, { commit: 'b'.repeat(40), pullRequest: 31 });
    expect(both).toMatchObject({
      headSha: 'b'.repeat(40),
      prNumber: 31,
      workflowRun: { headSha: 'b'.repeat(40), lookupPullRequest: false }
    });
    expect(applyOverrides(ctx, { commit: 'b'.repeat(40) }).workflowRun?.lookupPullRequest).toBe(true);
    expect(
      applyOverrides(
        readRunContext({ ...ENV, GITHUB_EVENT_NAME: 'push' }, () => ({}))!,
        { pullRequest: 4 }
      )
    ).toMatchObject({ headSha: DEFAULT_BRANCH_SHA, prNumber: 4 });
    expect(ctx.headSha).toBe(HEAD); // not mutated
  });
});

describe('the fork recipe against the API', () => {
  const forkCtx = () => readRunContext(ENV, () => forkPayload())!;

  it('posts the check run on the pull request head and the comment on the pull request found by commit', async () => {
    const scope = nock(API)
      .post('/repos/octo-org/octo-repo/check-runs', (b) => b.head_sha === HEAD && b.name === 'benchgate / publish')
      .reply(201, { id: 5, html_url: 'https://github.com/octo-org/octo-repo/runs/5' })
      .get(`/repos/octo-org/octo-repo/commits/${HEAD}/pulls`)
      .query({ per_page: '100' })
      .reply(200, [
        { number: 5, state: 'open', head: { sha: HEAD }, base: { repo: { full_name: 'someone/else' } } },
        { number: 30, state: 'closed', head: { sha: HEAD }, base: { repo: { full_name: 'octo-org/octo-repo' } } },
        { number: 31, state: 'open', head: { sha: HEAD }, base: { repo: { full_name: 'octo-org/octo-repo' } } }
      ])
      .post('/graphql')
      .reply(200, { data: { viewer: { login: 'github-actions[bot]' } } })
      .get('/repos/octo-org/octo-repo/issues/31/comments')
      .query(true)
      .reply(200, [])
      .get('/repos/octo-org/octo-repo/pulls/31')
      .optionally()
      .reply(200, { head: { sha: HEAD } })
      .post('/repos/octo-org/octo-repo/issues/31/comments', (b) => b.body.includes(`<!-- benchgate-commit:${HEAD} -->`))
      .reply(201, { id: 1, html_url: 'https://github.com/octo-org/octo-repo/pull/31#issuecomment-1' });
    const logs: string[] = [];
    const out = await publishToGitHub(reportWithFindings(2), {
      token: 't',
      checkRun: true,
      comment: true,
      context: forkCtx(),
      prefix: '.',
      createClient: () => client(),
      log: (l) => logs.push(l)
    });
    expect(out).toEqual({
      notes: [],
      checkRunUrl: 'https://github.com/octo-org/octo-repo/runs/5',
      commentUrl: 'https://github.com/octo-org/octo-repo/pull/31#issuecomment-1'
    });
    expect(logs.join('\n')).toContain(`pull request #31 found by its head commit ${HEAD.slice(0, 12)}`);
    expect(scope.isDone()).toBe(true);
  });

  it('a same-repository pull request from the payload needs no lookup', async () => {
    nock(API)
      .post('/graphql')
      .reply(200, { data: { viewer: { login: 'github-actions[bot]' } } })
      .get('/repos/octo-org/octo-repo/issues/12/comments')
      .query(true)
      .reply(200, [])
      .post('/repos/octo-org/octo-repo/issues/12/comments')
      .reply(201, { id: 1, html_url: 'c12' });
    const out = await publishToGitHub(reportWithFindings(1), {
      token: 't',
      checkRun: false,
      comment: true,
      context: readRunContext(ENV, () => sameRepoPayload())!,
      prefix: '.',
      createClient: () => client(),
      log: () => {}
    });
    expect(out).toEqual({ notes: [], commentUrl: 'c12' });
  });

  it('no open pull request for the commit: a BG011 notice naming the pull-request input, no comment written', async () => {
    nock(API)
      .get(`/repos/octo-org/octo-repo/commits/${HEAD}/pulls`)
      .query(true)
      .reply(200, [
        { number: 30, state: 'closed', head: { sha: HEAD }, base: { repo: { full_name: 'octo-org/octo-repo' } } }
      ]);
    const out = await publishToGitHub(reportWithFindings(1), {
      token: 't',
      checkRun: false,
      comment: true,
      context: forkCtx(),
      prefix: '.',
      createClient: () => client(),
      log: () => {}
    });
    expect(out.notes).toHaveLength(1);
    expect(out.notes[0]).toMatchObject({ level: 'notice', title: 'BG011' });
    expect(out.notes[0].message).toContain(
      `no open pull request of octo-org/octo-repo has the commit ${HEAD.slice(0, 12)}`
    );
    expect(out.notes[0].message).toContain('`pull-request` input');
    expect(nock.isDone()).toBe(true);
  });

  it("the lookup is bounded: a failing API becomes a notice after the client's retries, never a crash or a hang", async () => {
    nock(API).get(`/repos/octo-org/octo-repo/commits/${HEAD}/pulls`).query(true).times(4).reply(502, 'bad gateway');
    const out = await publishToGitHub(reportWithFindings(1), {
      token: 't',
      checkRun: false,
      comment: true,
      context: forkCtx(),
      prefix: '.',
      createClient: () => client(),
      log: () => {}
    });
    expect(out.notes[0]).toMatchObject({ title: 'BG011' });
    expect(out.notes[0].message).toMatch(/could not be looked up/);
    // A non-array answer is "none found", not a crash.
    nock(API).get(`/repos/octo-org/octo-repo/commits/${HEAD}/pulls`).query(true).reply(200, { message: 'odd' });
    expect(await resolvePullRequest(client(), forkCtx())).toEqual({
      why: `no open pull request of octo-org/octo-repo has the commit ${HEAD.slice(0, 12)}`
    });
  });

  it('the pull-request input skips the lookup entirely', async () => {
    nock(API)
      .post('/graphql')
      .reply(200, { data: { viewer: { login: 'github-actions[bot]' } } })
      .get('/repos/octo-org/octo-repo/issues/44/comments')
      .query(true)
      .reply(200, [])
      .post('/repos/octo-org/octo-repo/issues/44/comments')
      .reply(201, { id: 1, html_url: 'c44' });
    const out = await publishToGitHub(reportWithFindings(1), {
      token: 't',
      checkRun: false,
      comment: true,
      context: applyOverrides(forkCtx(), { pullRequest: 44 }),
      prefix: '.',
      createClient: () => client(),
      log: () => {}
    });
    expect(out).toEqual({ notes: [], commentUrl: 'c44' });
  });
});

describe('the action in the workflow_run workflow (mode: merge), end to end through src/action/main.ts', () => {
  it('merges the downloaded report and posts the check run on workflow_run.head_sha and the comment on the looked-up pull request', async () => {
    const { runCheck } = await import('../../src/run.js');
    const { run } = await import('../../src/action/main.js');
    const dir = mkdtempSync(join(tmpdir(), 'bg-wfr-'));
    const saved = { ...process.env };
    try {
      const report = await runCheck({
        path: join(REPO, 'examples', 'release'),
        suites: ['artifact-manifest'],
        run: { run: '289782451' }
      });
      writeFileSync(join(dir, 'benchgate-report.json'), JSON.stringify(report));
      writeFileSync(join(dir, 'event.json'), JSON.stringify(forkPayload()));
      writeFileSync(join(dir, 'out'), '');
      Object.assign(process.env, {
        ...ENV,
        GITHUB_EVENT_PATH: join(dir, 'event.json'),
        GITHUB_OUTPUT: join(dir, 'out'),
        GITHUB_WORKSPACE: dir,
        RUNNER_TEMP: dir,
        INPUT_MODE: 'merge',
        INPUT_REPORTS: join(dir, 'benchgate-report.json'),
        'INPUT_RUN-ID': '289782451',
        INPUT_COMMENT: 'true',
        INPUT_TOKEN: 't',
        'INPUT_REPORT-JSON': join(dir, 'merged.json'),
        INPUT_CACHE: 'false'
      });
      delete process.env['GITHUB_STEP_SUMMARY'];
      const scope = nock(API)
        .post('/repos/octo-org/octo-repo/check-runs', (b) => b.head_sha === HEAD)
        .reply(201, { id: 5, html_url: 'https://github.com/octo-org/octo-repo/runs/5' })
        .get(`/repos/octo-org/octo-repo/commits/${HEAD}/pulls`)
        .query(true)
        .reply(200, [
          { number: 31, state: 'open', head: { sha: HEAD }, base: { repo: { full_name: 'octo-org/octo-repo' } } }
        ])
        .post('/graphql')
        .reply(200, { data: { viewer: { login: 'github-actions[bot]' } } })
        .get('/repos/octo-org/octo-repo/issues/31/comments')
        .query(true)
        .reply(200, [])
        .post('/repos/octo-org/octo-repo/issues/31/comments')
        .reply(201, { id: 1, html_url: 'https://github.com/octo-org/octo-repo/pull/31#issuecomment-1' });
      const written: string[] = [];
      const write = process.stdout.write.bind(process.stdout);
      (process.stdout as any).write = (s: string) => (written.push(String(s)), true);
      try {
        await run({ createClient: () => client() });
      } finally {
        (process.stdout as any).write = write;
      }
      expect(scope.isDone()).toBe(true);
      const outputs = readFileSync(join(dir, 'out'), 'utf8');
      expect(outputs).toContain('https://github.com/octo-org/octo-repo/runs/5');
      expect(outputs).toContain('https://github.com/octo-org/octo-repo/pull/31#issuecomment-1');
      expect(written.join('')).toContain(`check run on ${HEAD.slice(0, 12)}`);
    } finally {
      process.env = saved;
      process.exitCode = 0;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
