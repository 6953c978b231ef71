import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import nock from 'nock';
import type { RunContext } from '../../src/github/context.js';
import { createOctokit, type Clock, type GitHubClient } from '../../src/github/octokit.js';
import { publishToGitHub } from '../../src/github/publish.js';
import { planCheckRun } from '../../src/report/check-run.js';
import { commentMarker, renderComment } from '../../src/report/comment.js';
import type { CommentMode } from '../../src/report/summary-modes.js';
import { reportWithFindings } from './helpers.js';

const API = 'https://api.github.com';
const clock = (): Clock => {
  let t = 1_700_000_000_000;
  return { now: () => t, sleep: async (ms) => void (t += ms) };
};
const client = (): GitHubClient => createOctokit('t0ken', { fetch: globalThis.fetch, baseUrl: API, clock: clock() });
const BOT = { login: 'github-actions[bot]', type: 'Bot' };
const SHA = 'a'.repeat(40);
const ctx: RunContext = {
  owner: 'acme',
  repo: 'bench',
  repository: 'acme/bench',
  eventName: 'pull_request',
  headSha: SHA,
  prNumber: 7,
  isFork: false,
  job: 'gate',
  runUrl: 'https://github.com/acme/bench/actions/runs/1'
};
const marker = commentMarker('gate');

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

/** The existing sticky comment as this job wrote it for `report` (same marker, same commit). */
const existing = (report: ReturnType<typeof reportWithFindings>) => [
  {
    id: 555,
    body: renderComment(report, { marker, commit: SHA, title: 'benchgate / gate' }),
    user: BOT,
    html_url: 'https://c/555'
  }
];

async function publish(
  report: ReturnType<typeof reportWithFindings>,
  mode: CommentMode,
  listed: unknown[]
): Promise<{ writes: string[]; out: Awaited<ReturnType<typeof publishToGitHub>>; logs: string[] }> {
  const writes: string[] = [];
  nock.cleanAll(); // optional interceptors of an earlier call must not answer this one
  nock(API)
    .post('/graphql')
    .optionally()
    .reply(200, { data: { viewer: { login: 'github-actions[bot]' } } });
  nock(API).get('/repos/acme/bench/issues/7/comments').query(true).optionally().reply(200, listed);
  nock(API)
    .post('/repos/acme/bench/issues/7/comments')
    .optionally()
    .reply(201, () => (writes.push('POST'), { id: 1, html_url: 'https://c/1' }));
  nock(API)
    .patch('/repos/acme/bench/issues/comments/555')
    .optionally()
    .reply(200, () => (writes.push('PATCH'), { id: 555, html_url: 'https://c/555' }));
  const logs: string[] = [];
  const out = await publishToGitHub(report, {
    token: 't',
    checkRun: false,
    comment: true,
    commentMode: mode,
    context: ctx,
    prefix: '.',
    createClient: () => client(),
    log: (l) => logs.push(l)
  });
  return { writes, out, logs };
}

describe('comment-mode', () => {
  const failing = reportWithFindings(2);
  const failingMore = reportWithFindings(3);
  const passing = reportWithFindings(1, { verdictPass: true });

  it('always: updates the comment even when nothing changed', async () => {
    expect((await publish(failing, 'always', existing(failing))).writes).toEqual(['PATCH']);
  });

  it('changes: leaves an unchanged comment alone, updates when the findings changed, creates the first one', async () => {
    const same = await publish(failing, 'changes', existing(failing));
    expect(same.writes).toEqual([]);
    expect(same.out.commentUrl).toBe('https://c/555');
    expect(same.logs.join('\n')).toMatch(/left as it is \(comment-mode: changes\)/);
    expect((await publish(failingMore, 'changes', existing(failing))).writes).toEqual(['PATCH']);
    expect((await publish(failing, 'changes', [])).writes).toEqual(['POST']);
  });

  it('failures: creates on a failure, never on a pass, but updates an existing comment on a pass', async () => {
    expect((await publish(failing, 'failures', [])).writes).toEqual(['POST']);
    const quiet = await publish(passing, 'failures', []);
    expect(quiet.writes).toEqual([]);
    expect(quiet.out.commentUrl).toBeUndefined();
    expect((await publish(passing, 'failures', existing(failing))).writes).toEqual(['PATCH']);
  });

  it('off: not one request', async () => {
    const scope = nock(API).post('/graphql').reply(200, {});
    const out = await publishToGitHub(failing, {
      token: 't',
      checkRun: false,
      comment: true,
      commentMode: 'off',
      context: ctx,
      prefix: '.',
      createClient: () => client(),
      log: () => {}
    });
    expect(out).toEqual({ notes: [] });
    expect(scope.isDone()).toBe(false);
  });
});

describe('max-annotations (check run channel)', () => {
  it('caps the check run annotations, errors first, and says how many were left out', () => {
    const plan = planCheckRun(reportWithFindings(120), { maxAnnotations: 30 });
    expect(plan.annotations).toHaveLength(30);
    expect(plan.capped).toBe(90);
    expect(planCheckRun(reportWithFindings(20), { maxAnnotations: 30 }).capped).toBeUndefined();
  });

  it('publishToGitHub sends only that many', async () => {
    let sent = -1;
    nock(API)
      .post('/repos/acme/bench/check-runs', (b) => ((sent = b.output.annotations.length), true))
      .reply(201, { id: 42, html_url: 'https://github.com/acme/bench/runs/42' });
    const logs: string[] = [];
    await publishToGitHub(reportWithFindings(120), {
      token: 't',
      checkRun: true,
      comment: false,
      maxCheckRunAnnotations: 7,
      context: ctx,
      prefix: '.',
      createClient: () => client(),
      log: (l) => logs.push(l)
    });
    expect(sent).toBe(7);
    expect(logs.join('\n')).toMatch(/113 more left out by max-annotations/);
  });
});
