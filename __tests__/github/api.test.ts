import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import nock from 'nock';
import { publishCheckRun } from '../../src/github/checks.js';
import { findComment, upsertComment } from '../../src/github/comment.js';
import { readRunContext, type RunContext } from '../../src/github/context.js';
import { createOctokit, type Clock, type GitHubClient } from '../../src/github/octokit.js';
import { publishToGitHub } from '../../src/github/publish.js';
import { planCheckRun } from '../../src/report/check-run.js';
import { commentMarker, renderComment } from '../../src/report/comment.js';
import { reportWithFindings } from './helpers.js';

const API = 'https://api.github.com';
/** A clock that moves only when slept on: pacing and back-off cost no real time. */
const fakeClock = (): Clock & { waits: number[] } => {
  let t = 1_700_000_000_000;
  const waits: number[] = [];
  return { now: () => t, sleep: async (ms) => void (waits.push(ms), (t += ms)), waits };
};
const client = (clock: Clock = fakeClock()): GitHubClient =>
  createOctokit('t0ken', { fetch: globalThis.fetch, baseUrl: API, clock });
const BOT = { login: 'github-actions[bot]', type: 'Bot' };
const ctx: RunContext = {
  owner: 'acme',
  repo: 'bench',
  repository: 'acme/bench',
  eventName: 'pull_request',
  headSha: 'a'.repeat(40),
  prNumber: 7,
  isFork: false,
  job: 'gate',
  runUrl: 'https://github.com/acme/bench/actions/runs/1'
};

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('check run', () => {
  it('creates the run with the first 50 annotations and appends the rest in PATCH batches of 50 (120 → 3 requests)', async () => {
    const report = reportWithFindings(120);
    const plan = planCheckRun(report, { prefix: 'sub', maxAnnotations: 1000 });
    expect(plan.annotations).toHaveLength(120);
    expect(plan.unplaced).toBe(1);
    const seen: number[] = [];
    const scope = nock(API)
      .post('/repos/acme/bench/check-runs', (b) => {
        seen.push(b.output.annotations.length);
        return (
          b.name === 'benchgate / gate' &&
          b.head_sha === 'a'.repeat(40) &&
          b.status === 'completed' &&
          b.conclusion === 'failure' &&
          b.output.summary.length <= 65535 &&
          b.output.annotations[0].path === 'sub/rel/ARTIFACT_MANIFEST.tsv' &&
          b.output.annotations[0].annotation_level === 'failure'
        );
      })
      .reply(201, { id: 42, html_url: 'https://github.com/acme/bench/runs/42' })
      .patch('/repos/acme/bench/check-runs/42', (b) => {
        seen.push(b.output.annotations.length);
        return typeof b.output.title === 'string' && typeof b.output.summary === 'string';
      })
      .times(2)
      .reply(200, { id: 42 });
    const r = await publishCheckRun(
      client(),
      { owner: 'acme', repo: 'bench', name: 'benchgate / gate', headSha: 'a'.repeat(40) },
      plan
    );
    expect(r).toEqual({ id: 42, url: 'https://github.com/acme/bench/runs/42', requests: 3, sent: 120, total: 120 });
    expect(seen).toEqual([50, 50, 20]);
    expect(scope.isDone()).toBe(true);
  });

  it('cuts the summary to 65,535 characters and says what was cut', () => {
    const report = reportWithFindings(2000);
    const plan = planCheckRun(report);
    expect(plan.summary.length).toBeLessThanOrEqual(65535);
    expect(plan.summary).toMatch(
      /more finding\(s\) of this artifact cut to keep this summary under the check run's 65,535-character limit/
    );
    expect(plan.summary).toContain('leaves out the table of all findings');
  });

  it('a 403 (fork token or no checks: write) becomes a BG010 notice, not a failure', async () => {
    nock(API).post('/repos/acme/bench/check-runs').reply(403, { message: 'Resource not accessible by integration' });
    const out = await publishToGitHub(reportWithFindings(3), {
      token: 't',
      checkRun: true,
      comment: false,
      context: ctx,
      prefix: '.',
      createClient: () => client(),
      log: () => {}
    });
    expect(out.notes).toHaveLength(1);
    expect(out.notes[0]).toMatchObject({ level: 'notice', title: 'BG010' });
    expect(out.notes[0].message).toMatch(/HTTP 403.*checks: write/);
    expect(out.checkRunUrl).toBeUndefined();
  });

  it('a fork pull request makes no request at all and says so', async () => {
    const out = await publishToGitHub(reportWithFindings(3), {
      token: 't',
      checkRun: true,
      comment: true,
      context: { ...ctx, isFork: true, forkOf: 'mallory/bench' },
      prefix: '.',
      createClient: () => ({ request: () => Promise.reject(new Error('must not be called')) }),
      log: () => {}
    });
    expect(out.notes.map((n) => n.title)).toEqual(['BG010', 'BG011']);
    expect(out.notes[0].message).toMatch(/fork mallory\/bench/);
  });

  it('without a token or outside Actions nothing is published and nothing is noted', async () => {
    const never = () => ({ request: () => Promise.reject(new Error('must not be called')) });
    expect(
      (
        await publishToGitHub(reportWithFindings(1), {
          token: '',
          checkRun: true,
          comment: true,
          context: ctx,
          prefix: '.',
          createClient: never,
          log: () => {}
        })
      ).notes
    ).toEqual([]);
    expect(
      (
        await publishToGitHub(reportWithFindings(1), {
          token: 't',
          checkRun: true,
          comment: true,
          context: undefined,
          prefix: '.',
          createClient: never,
          log: () => {}
        })
      ).notes
    ).toEqual([]);
  });
});

describe('retries', () => {
  it('retries a 5xx on a GET (idempotent) and succeeds, with 1 s then 2 s back-off', async () => {
    nock(API)
      .get('/repos/acme/bench/pulls/7')
      .reply(502, 'bad gateway')
      .get('/repos/acme/bench/pulls/7')
      .reply(503, 'unavailable')
      .get('/repos/acme/bench/pulls/7')
      .reply(200, { head: { sha: 'c' } });
    const clock = fakeClock();
    const r = await client(clock).request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
      owner: 'acme',
      repo: 'bench',
      pull_number: 7
    });
    expect(r.data).toEqual({ head: { sha: 'c' } });
    expect(clock.waits).toEqual([1000, 2000]);
  });

  it('never repeats a POST after a 5xx: one check run request, a BG010 notice', async () => {
    let posts = 0;
    nock(API)
      .post('/repos/acme/bench/check-runs')
      .times(4)
      .reply(() => (posts++, [500, { message: 'Server Error' }]));
    const out = await publishToGitHub(reportWithFindings(1), {
      token: 't',
      checkRun: true,
      comment: false,
      context: ctx,
      prefix: '.',
      createClient: () => client(),
      log: () => {}
    });
    expect(posts).toBe(1);
    expect(out.notes).toHaveLength(1);
    expect(out.notes[0]).toMatchObject({ level: 'notice', title: 'BG010' });
    expect(out.notes[0].message).toMatch(/HTTP 500/);
    expect(out.notes[0].message).not.toMatch(/checks: write/);
  });

  it('gives up after 3 retries and never retries a 4xx', async () => {
    let calls = 0;
    const fetch = (async () => (
      calls++,
      new Response('{"message":"boom"}', { status: 500, headers: { 'content-type': 'application/json' } })
    )) as typeof globalThis.fetch;
    const clock = fakeClock();
    await expect(createOctokit('t', { fetch, baseUrl: API, clock }).request('GET /x')).rejects.toThrow(
      'HTTP 500: boom'
    );
    expect(calls).toBe(4);
    expect(clock.waits).toEqual([1000, 2000, 4000]);
    calls = 0;
    const denied = (async () => (
      calls++,
      new Response('{"message":"no"}', { status: 403, headers: { 'content-type': 'application/json' } })
    )) as typeof globalThis.fetch;
    await expect(createOctokit('t', { fetch: denied, baseUrl: API, clock }).request('GET /x')).rejects.toThrow(
      'HTTP 403: no'
    );
    expect(calls).toBe(1);
  });
});

describe('sticky comment', () => {
  const marker = commentMarker('gate');
  const target = { owner: 'acme', repo: 'bench', issueNumber: 7 };

  it('finds its comment by the marker (on a later page) and updates it in place', async () => {
    const page1 = Array.from({ length: 100 }, (_, i) => ({
      id: i + 1,
      body: `other ${i}`,
      user: { login: 'someone', type: 'User' }
    }));
    nock(API)
      .get('/repos/acme/bench/issues/7/comments')
      .query({ per_page: '100', page: '1' })
      .reply(200, page1)
      .get('/repos/acme/bench/issues/7/comments')
      .query({ per_page: '100', page: '2' })
      .reply(200, [
        { id: 555, body: `old\n${marker}\n`, user: BOT },
        { id: 556, body: 'unrelated <!-- benchgate:other -->', user: BOT }
      ])
      .patch('/repos/acme/bench/issues/comments/555', (b) => b.body.includes(marker) && b.body.includes('failed'))
      .reply(200, { id: 555, html_url: 'https://github.com/acme/bench/pull/7#issuecomment-555' });
    const body = renderComment(reportWithFindings(2), { marker, detailsUrl: ctx.runUrl });
    const r = await upsertComment(client(), target, marker, body, { login: 'github-actions[bot]' });
    expect(r).toEqual({
      id: 555,
      url: 'https://github.com/acme/bench/pull/7#issuecomment-555',
      action: 'updated',
      foreign: 0
    });
  });

  it('finds nothing when no comment carries the marker', async () => {
    nock(API)
      .get('/repos/acme/bench/issues/7/comments')
      .query(true)
      .reply(200, [{ id: 1, body: 'hello', user: BOT }]);
    expect(await findComment(client(), target, marker, 'github-actions[bot]')).toEqual({ foreign: 0 });
  });

  it('upsert creates when absent', async () => {
    nock(API)
      .get('/repos/acme/bench/issues/7/comments')
      .query(true)
      .reply(200, [])
      .post('/repos/acme/bench/issues/7/comments', (b) => b.body.includes(marker))
      .reply(201, { id: 77, html_url: 'u' });
    expect(await upsertComment(client(), target, marker, `x\n${marker}\n`, { login: 'github-actions[bot]' })).toEqual({
      id: 77,
      url: 'u',
      action: 'created',
      foreign: 0
    });
  });

  it('publishToGitHub posts the comment with the headline table and the run link; a 403 is a BG011 notice', async () => {
    nock(API)
      .post('/graphql')
      .reply(200, { data: { viewer: { login: 'github-actions[bot]' } } })
      .get('/repos/acme/bench/issues/7/comments')
      .query(true)
      .reply(200, [])
      .post(
        '/repos/acme/bench/issues/7/comments',
        (b) =>
          b.body.includes('| ❌ | Release inventory rel/ | <code>rel/ARTIFACT_MANIFEST.tsv</code> |') &&
          b.body.includes(`**integrity**: sizes and hashes ([summary](${ctx.runUrl!}))`) &&
          b.body.includes('<!-- benchgate:gate -->') &&
          b.body.includes(`<!-- benchgate-commit:${'a'.repeat(40)} -->`) &&
          b.body.includes('commit <code>aaaaaaaaaaaa</code>')
      )
      .reply(201, { id: 1, html_url: 'c' });
    const ok = await publishToGitHub(reportWithFindings(2), {
      token: 't',
      checkRun: false,
      comment: true,
      context: ctx,
      prefix: '.',
      createClient: () => client(),
      log: () => {}
    });
    expect(ok).toEqual({ notes: [], commentUrl: 'c' });
    nock(API)
      .post('/graphql')
      .reply(200, { data: { viewer: { login: 'github-actions[bot]' } } })
      .get('/repos/acme/bench/issues/7/comments')
      .query(true)
      .reply(403, { message: 'Resource not accessible by integration' });
    const denied = await publishToGitHub(reportWithFindings(2), {
      token: 't',
      checkRun: false,
      comment: true,
      context: ctx,
      prefix: '.',
      createClient: () => client(),
      log: () => {}
    });
    expect(denied.notes).toHaveLength(1);
    expect(denied.notes[0]).toMatchObject({ level: 'notice', title: 'BG011' });
  });

  it('keeps the body within 65,536 characters and ends with the marker', () => {
    const long = reportWithFindings(1);
    long.suites[0].artifacts = Array.from({ length: 3000 }, (_, i) => ({
      artifact: { path: `r${i}/${'x'.repeat(60)}/ARTIFACT_MANIFEST.tsv`, kind: 'k' },
      gates: [{ id: 'integrity', title: 't', status: 'fail' as const, detail: 'y'.repeat(200) }],
      findings: []
    }));
    const body = renderComment(long, { marker });
    expect(body.length).toBeLessThanOrEqual(65536);
    expect(body.trimEnd().endsWith(marker)).toBe(true);
    const tiny = renderComment(long, { marker, limit: 500 });
    expect(tiny.length).toBeLessThanOrEqual(500);
    expect(tiny.trimEnd().endsWith(marker)).toBe(true);
  });
});

describe('run context', () => {
  const env = {
    GITHUB_REPOSITORY: 'acme/bench',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: '/e.json',
    GITHUB_SHA: 'm'.repeat(40),
    GITHUB_JOB: 'gate',
    GITHUB_RUN_ID: '5',
    GITHUB_SERVER_URL: 'https://github.com'
  };
  it('takes the pull request head SHA and detects forks by head.repo.full_name', () => {
    const same = readRunContext(env, () => ({
      pull_request: { number: 3, head: { sha: 'h'.repeat(40), repo: { full_name: 'acme/bench' } } }
    }))!;
    expect(same).toMatchObject({
      headSha: 'h'.repeat(40),
      prNumber: 3,
      isFork: false,
      job: 'gate',
      runUrl: 'https://github.com/acme/bench/actions/runs/5'
    });
    const fork = readRunContext(env, () => ({
      pull_request: { number: 3, head: { sha: 'h'.repeat(40), repo: { full_name: 'mallory/bench' } } }
    }))!;
    expect(fork).toMatchObject({ isFork: true, forkOf: 'mallory/bench' });
  });
  it('on a push uses GITHUB_SHA; outside Actions it is undefined', () => {
    expect(readRunContext({ ...env, GITHUB_EVENT_NAME: 'push' }, () => ({ ref: 'refs/tags/v1' }))).toMatchObject({
      headSha: 'm'.repeat(40),
      isFork: false
    });
    expect(readRunContext({}, () => ({}))).toBeUndefined();
  });
});
