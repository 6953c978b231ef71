import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishCheckRun } from '../../src/github/checks.js';
import { tokenLogin, upsertComment, writtenBy } from '../../src/github/comment.js';
import { readEventFile, readRunContext, type RunContext } from '../../src/github/context.js';
import {
  createOctokit,
  rateLimitWait,
  withBudget,
  WriteThrottle,
  type Clock,
  type GitHubClient
} from '../../src/github/octokit.js';
import { defaultCommentKey, publishToGitHub } from '../../src/github/publish.js';
import { planCheckRun } from '../../src/report/check-run.js';
import { commentCommit, commentMarker, commitMarker, renderComment } from '../../src/report/comment.js';
import { json, startService, type FakeService } from './fake-services.js';
import { onFakeTimers } from '../helpers/fake-timers.js';
import { reportWithFindings } from './helpers.js';

const SHA_OLD = 'a'.repeat(40);
const SHA_NEW = 'b'.repeat(40);
const ctx: RunContext = {
  owner: 'acme',
  repo: 'bench',
  repository: 'acme/bench',
  eventName: 'pull_request',
  headSha: SHA_OLD,
  prNumber: 7,
  isFork: false,
  job: 'gate',
  runUrl: 'https://github.com/acme/bench/actions/runs/1'
};
const BOT = { login: 'github-actions[bot]', type: 'Bot' };

/** A clock that moves only when slept on. */
function fakeClock(): Clock & { waits: number[] } {
  let t = 1_700_000_000_000;
  const waits: number[] = [];
  return { now: () => t, sleep: async (ms) => void (waits.push(ms), (t += ms)), waits };
}

interface Call {
  method: string;
  path: string;
  body: any;
  t: number;
}

/** A fake GitHub API as an injected fetch: `answer` gives [status, body, headers] for each request. */
function fakeApi(clock: Clock, answer: (c: Call, calls: Call[]) => [number, unknown, Record<string, string>?]) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const u = new URL(url);
    const c: Call = {
      method: String(init.method),
      path: u.pathname + u.search,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      t: clock.now()
    };
    calls.push(c);
    const [status, body, headers] = answer(c, calls);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
}

const services: FakeService[] = [];
afterEach(async () => {
  for (const s of services.splice(0)) await s.close();
});

/**
 * The real fetch, recording each request as the client sends it ("METHOD /path"). What the client sent is asserted
 * here rather than what the fake service received: on a loaded machine the client's 0.3 s timer can run out before
 * the service (in the same process) has read the request, and the promise is about the client (no request repeated).
 */
function recordingFetch() {
  const sent: string[] = [];
  const fetch = ((url: string, init: RequestInit) => {
    sent.push(`${init.method} ${new URL(url).pathname}`);
    return globalThis.fetch(url, init);
  }) as unknown as typeof globalThis.fetch;
  return { sent, fetch };
}

describe('an API that hangs costs at most its budget', () => {
  it('no answer at all: the check run and the comment each end at their budget, POST not repeated, BG010 + BG011', async () => {
    const api = await startService(() => 'hang');
    services.push(api);
    const { sent, fetch } = recordingFetch();
    const out = await publishToGitHub(reportWithFindings(3), {
      token: 't',
      checkRun: true,
      comment: true,
      context: ctx,
      prefix: '.',
      createClient: (t) => createOctokit(t, { baseUrl: api.url, fetch, limits: { requestTimeoutMs: 300 } }),
      budgets: { checkRunMs: 1000, commentMs: 1000 },
      log: () => {}
    });
    expect(out.notes.map((n) => n.title)).toEqual(['BG010', 'BG011']);
    expect(out.notes[0].message).toMatch(/no answer within 0\.3 s/);
    expect(out.notes[0].message).not.toMatch(/checks: write/);
    expect(out.notes[1].message).toMatch(/no answer within 0\.3 s/);
    expect(sent.filter((s) => s.startsWith('POST ') && s.endsWith('/check-runs'))).toHaveLength(1);
    expect(out.checkRunUrl).toBeUndefined();
  });

  it('headers sent, body held: the request still times out (the timer covers the body)', async () => {
    const api = await startService(() => 'hang-body');
    services.push(api);
    const { sent, fetch } = recordingFetch();
    const client = withBudget(createOctokit('t', { baseUrl: api.url, fetch, limits: { requestTimeoutMs: 300 } }), 1000);
    await expect(
      publishCheckRun(
        client,
        { owner: 'acme', repo: 'bench', name: 'n', headSha: SHA_OLD },
        planCheckRun(reportWithFindings(1))
      )
    ).rejects.toMatchObject({ kind: 'timeout' });
    // One POST, never repeated; then one look-up by external id (a GET, not retried: the API is not answering).
    expect(sent.map((x) => x.split(' ')[0])).toEqual(['POST', 'GET']);
  });

  it('a slow but working API answers within the timeout as before', async () => {
    const api = await startService(
      (_req, res) =>
        void setTimeout(() => json(res, 201, { id: 5, html_url: 'https://github.com/acme/bench/runs/5' }), 50)
    );
    services.push(api);
    const client = createOctokit('t', {
      baseUrl: api.url,
      fetch: globalThis.fetch,
      limits: { requestTimeoutMs: 2000 }
    });
    const r = await publishCheckRun(
      client,
      { owner: 'acme', repo: 'bench', name: 'n', headSha: SHA_OLD },
      planCheckRun(reportWithFindings(1))
    );
    expect(r).toMatchObject({ id: 5, url: 'https://github.com/acme/bench/runs/5', requests: 1 });
    expect(api.seen[0].url).toBe('/repos/acme/bench/check-runs');
    expect(JSON.parse(api.seen[0].body)).toMatchObject({ head_sha: SHA_OLD, status: 'completed' });
  });
});

describe('rate limits', () => {
  const secondary = {
    message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.'
  };

  it('a 403 secondary rate limit with retry-after is waited out (the refused POST is sent again) and the run is created', async () => {
    const clock = fakeClock();
    const api = fakeApi(clock, (_c, calls) =>
      calls.length === 1 ? [403, secondary, { 'retry-after': '30' }] : [201, { id: 9, html_url: 'u9' }]
    );
    const out = await publishToGitHub(reportWithFindings(2), {
      token: 't',
      checkRun: true,
      comment: false,
      context: ctx,
      prefix: '.',
      createClient: () => createOctokit('t', { fetch: api.fetch, baseUrl: 'https://api.github.com', clock }),
      clock,
      log: () => {}
    });
    expect(out).toEqual({ notes: [], checkRunUrl: 'u9' });
    expect(api.calls.map((c) => c.method)).toEqual(['POST', 'POST']);
    expect(api.calls[1].t - api.calls[0].t).toBe(30_000);
  });

  it('a secondary rate limit longer than the budget is BG030, not "BG010 … lacks checks: write"', async () => {
    const clock = fakeClock();
    const api = fakeApi(clock, () => [403, secondary]);
    const out = await publishToGitHub(reportWithFindings(2), {
      token: 't',
      checkRun: true,
      comment: false,
      context: ctx,
      prefix: '.',
      createClient: () => createOctokit('t', { fetch: api.fetch, baseUrl: 'https://api.github.com', clock }),
      clock,
      budgets: { checkRunMs: 30_000 },
      log: () => {}
    });
    expect(out.notes).toHaveLength(1);
    expect(out.notes[0]).toMatchObject({ level: 'notice', title: 'BG030' });
    expect(out.notes[0].message).toMatch(/rate limit on creating the check run.*secondary rate limit.*wait 60 s/);
    expect(out.notes[0].message).not.toMatch(/checks: write/);
    expect(api.calls).toHaveLength(1);
    expect(clock.waits).toEqual([]);
  });

  it('recognises retry-after, x-ratelimit-remaining: 0 with its reset, the message, and 429', () => {
    const now = 1_700_000_000_000;
    expect(rateLimitWait(403, new Headers({ 'retry-after': '7' }), 'x', now)).toBe(7000);
    expect(
      rateLimitWait(
        403,
        new Headers({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(now / 1000 + 120) }),
        'API rate limit exceeded',
        now
      )
    ).toBe(120_000);
    expect(rateLimitWait(403, new Headers(), secondary.message, now)).toBe(60_000);
    expect(rateLimitWait(429, new Headers(), 'Too Many Requests', now)).toBe(60_000);
    expect(rateLimitWait(403, new Headers(), 'Resource not accessible by integration', now)).toBeUndefined();
    expect(rateLimitWait(404, new Headers({ 'retry-after': '1' }), 'x', now)).toBeUndefined();
  });
});

describe('no duplicates after an unknown outcome', () => {
  it('a 500 on the comment POST is not repeated: one comment request, a BG011 notice', async () => {
    const clock = fakeClock();
    const api = fakeApi(clock, (c) => {
      if (c.path === '/graphql') return [200, { data: { viewer: { login: 'github-actions[bot]' } } }];
      if (c.method === 'GET') return [200, []];
      return [500, { message: 'Server Error' }];
    });
    const out = await publishToGitHub(reportWithFindings(2), {
      token: 't',
      checkRun: false,
      comment: true,
      context: ctx,
      prefix: '.',
      createClient: () => createOctokit('t', { fetch: api.fetch, baseUrl: 'https://api.github.com', clock }),
      clock,
      log: () => {}
    });
    expect(api.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/comments'))).toHaveLength(1);
    expect(out.notes).toHaveLength(1);
    expect(out.notes[0]).toMatchObject({ title: 'BG011' });
    expect(out.notes[0].message).toMatch(/HTTP 500/);
  });

  it('an annotation batch (PATCH appends) is not repeated after a 502; the run URL is kept and the notice counts what went out', async () => {
    const clock = fakeClock();
    const api = fakeApi(clock, (c, calls) =>
      c.method === 'POST'
        ? [201, { id: 3, html_url: 'https://github.com/acme/bench/runs/3' }]
        : calls.length === 3
          ? [502, { message: 'Bad Gateway' }]
          : [200, { id: 3 }]
    );
    const out = await publishToGitHub(reportWithFindings(200), {
      token: 't',
      checkRun: true,
      maxCheckRunAnnotations: 1_000_000, // max-annotations raised: every annotation goes out
      comment: false,
      context: ctx,
      prefix: '.',
      createClient: () => createOctokit('t', { fetch: api.fetch, baseUrl: 'https://api.github.com', clock }),
      clock,
      log: () => {}
    });
    expect(api.calls.map((c) => c.method)).toEqual(['POST', 'PATCH', 'PATCH']);
    expect(out.checkRunUrl).toBe('https://github.com/acme/bench/runs/3');
    expect(out.notes).toHaveLength(1);
    expect(out.notes[0].title).toBe('BG010');
    expect(out.notes[0].message).toMatch(/check run incomplete: 100 of 200 annotation\(s\) sent.*HTTP 502/);
  });
});

describe('recovery after an unknown outcome', () => {
  it('a check-run POST answered 502 that GitHub did create is found by its external id, not created twice; the batches follow', async () => {
    const clock = fakeClock();
    let externalId = '';
    const api = fakeApi(clock, (c) => {
      if (c.method === 'POST') {
        externalId = c.body.external_id;
        return [502, { message: 'Bad Gateway' }];
      }
      if (c.method === 'GET')
        return [
          200,
          {
            total_count: 2,
            check_runs: [
              { id: 1, external_id: 'someone-else', html_url: 'other' },
              { id: 8, external_id: externalId, html_url: 'https://github.com/acme/bench/runs/8' }
            ]
          }
        ];
      return [200, { id: 8 }];
    });
    const out = await publishToGitHub(reportWithFindings(120), {
      token: 't',
      checkRun: true,
      maxCheckRunAnnotations: 1_000_000, // max-annotations raised: every annotation goes out
      comment: false,
      context: ctx,
      prefix: '.',
      createClient: () => createOctokit('t', { fetch: api.fetch, baseUrl: 'https://api.github.com', clock }),
      clock,
      log: () => {}
    });
    expect(externalId).toMatch(/^benchgate-[0-9a-f-]{36}$/);
    expect(api.calls.map((c) => `${c.method} ${c.path.split('?')[0]}`)).toEqual([
      'POST /repos/acme/bench/check-runs',
      `GET /repos/acme/bench/commits/${SHA_OLD}/check-runs`,
      'PATCH /repos/acme/bench/check-runs/8',
      'PATCH /repos/acme/bench/check-runs/8'
    ]);
    expect(api.calls[1].path).toContain('check_name=benchgate+%2F+gate');
    expect(out).toEqual({ notes: [], checkRunUrl: 'https://github.com/acme/bench/runs/8' });
  });

  it('a comment POST that timed out but was created is found again, not posted twice', async () => {
    const clock = fakeClock();
    const marker = commentMarker('gate');
    let posted: { id: number; body: string; user: typeof BOT; html_url: string } | undefined;
    const api = fakeApi(clock, (c) => {
      if (c.path === '/graphql') return [200, { data: { viewer: { login: 'github-actions[bot]' } } }];
      if (c.method === 'GET') return [200, posted ? [posted] : []];
      posted = { id: 61, body: c.body.body, user: BOT, html_url: 'c61' };
      return [504, { message: 'Gateway Timeout' }];
    });
    const out = await publishToGitHub(reportWithFindings(1), {
      token: 't',
      checkRun: false,
      comment: true,
      context: ctx,
      prefix: '.',
      createClient: () => createOctokit('t', { fetch: api.fetch, baseUrl: 'https://api.github.com', clock }),
      clock,
      log: () => {}
    });
    expect(api.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/comments'))).toHaveLength(1);
    expect(out).toEqual({ notes: [], commentUrl: 'c61' });
    expect(posted!.body).toContain(marker);
  });
});

describe('write pacing', () => {
  it('12,001 annotations: 241 writes at least 1 s apart (≤ 80 a minute), all sent within the 300 s budget, URL set', async () => {
    const clock = fakeClock();
    const api = fakeApi(clock, (c) =>
      c.method === 'POST' ? [201, { id: 1, html_url: 'https://github.com/acme/bench/runs/1' }] : [200, { id: 1 }]
    );
    const report = reportWithFindings(12_001);
    const logs: string[] = [];
    const out = await onFakeTimers(() =>
      publishToGitHub(report, {
        token: 't',
        checkRun: true,
        maxCheckRunAnnotations: 1_000_000, // max-annotations raised: every annotation goes out
        comment: false,
        context: ctx,
        prefix: '.',
        createClient: () => createOctokit('t', { fetch: api.fetch, baseUrl: 'https://api.github.com', clock }),
        clock,
        log: (l) => logs.push(l)
      })
    );
    expect(api.calls).toHaveLength(241);
    expect(api.calls.reduce((n, c) => n + c.body.output.annotations.length, 0)).toBe(12_001);
    for (let i = 1; i < api.calls.length; i++) expect(api.calls[i].t - api.calls[i - 1].t).toBeGreaterThanOrEqual(1000);
    for (let i = 80; i < api.calls.length; i++)
      expect(api.calls[i].t - api.calls[i - 80].t).toBeGreaterThanOrEqual(60_000);
    expect(api.calls[240].t - api.calls[0].t).toBe(240_000);
    expect(out).toEqual({ notes: [], checkRunUrl: 'https://github.com/acme/bench/runs/1' });
    expect(logs.join('\n')).toMatch(/12001 of 12001 annotation\(s\) in 241 request\(s\)/);
  });

  it('a smaller budget stops the batches at the budget, keeps the run URL and says how many went out', async () => {
    const clock = fakeClock();
    const api = fakeApi(clock, (c) => (c.method === 'POST' ? [201, { id: 1, html_url: 'url1' }] : [200, { id: 1 }]));
    const report = reportWithFindings(12_001);
    const out = await onFakeTimers(() =>
      publishToGitHub(report, {
        token: 't',
        checkRun: true,
        maxCheckRunAnnotations: 1_000_000, // max-annotations raised: every annotation goes out
        comment: false,
        context: ctx,
        prefix: '.',
        createClient: () => createOctokit('t', { fetch: api.fetch, baseUrl: 'https://api.github.com', clock }),
        clock,
        budgets: { checkRunMs: 60_000 },
        log: () => {}
      })
    );
    expect(api.calls).toHaveLength(60);
    expect(out.checkRunUrl).toBe('url1');
    expect(out.notes[0].title).toBe('BG010');
    expect(out.notes[0].message).toMatch(/3000 of 12001 annotation\(s\) sent.*time budget/);
  });

  it('the throttle holds 80 writes a minute and 500 an hour even with no gap', async () => {
    const clock = fakeClock();
    const th = new WriteThrottle(clock, { writeGapMs: 0, writesPerMinute: 80, writesPerHour: 500 });
    const starts: number[] = [];
    for (let i = 0; i < 520; i++) {
      expect(await th.acquire(Number.POSITIVE_INFINITY)).toBe(true);
      starts.push(clock.now());
    }
    const t0 = starts[0];
    expect(starts[79] - t0).toBe(0);
    expect(starts[80] - t0).toBe(60_000);
    for (let i = 80; i < starts.length; i++) expect(starts[i] - starts[i - 80]).toBeGreaterThanOrEqual(60_000);
    for (let i = 500; i < starts.length; i++) expect(starts[i] - starts[i - 500]).toBeGreaterThanOrEqual(3_600_000);
    // A slot past the deadline is refused without waiting.
    const paced = new WriteThrottle(clock, { writeGapMs: 1000, writesPerMinute: 80, writesPerHour: 500 });
    expect(await paced.acquire(Number.POSITIVE_INFINITY)).toBe(true);
    const before = clock.now();
    expect(await paced.acquire(before + 999)).toBe(false);
    expect(clock.now()).toBe(before);
    expect(await paced.acquire(before + 1000)).toBe(true);
    expect(clock.now()).toBe(before + 1000);
  });

  it('reads are not paced', async () => {
    const clock = fakeClock();
    const api = fakeApi(clock, () => [200, {}]);
    const c = createOctokit('t', { fetch: api.fetch, baseUrl: 'https://api.github.com', clock });
    for (let i = 0; i < 5; i++) await c.request('GET /repos/{owner}/{repo}', { owner: 'a', repo: 'b' });
    expect(clock.waits).toEqual([]);
  });
});

describe('sticky comment ownership', () => {
  const marker = commentMarker('gate');
  const target = { owner: 'acme', repo: 'bench', issueNumber: 7 };
  const body = (sha: string) => renderComment(reportWithFindings(1), { marker, commit: sha });

  function commentsApi(clock: Clock, comments: unknown[], head = SHA_OLD) {
    return fakeApi(clock, (c) => {
      if (c.path === '/graphql') return [200, { data: { viewer: { login: 'github-actions[bot]' } } }];
      if (c.method === 'GET' && c.path.startsWith('/repos/acme/bench/issues/7/comments')) return [200, comments];
      if (c.method === 'GET' && c.path === '/repos/acme/bench/pulls/7') return [200, { head: { sha: head } }];
      if (c.method === 'POST') return [201, { id: 900, html_url: 'new' }];
      if (c.method === 'PATCH') return [200, { id: Number(c.path.split('/').pop()), html_url: 'edited' }];
      return [404, { message: 'Not Found' }];
    });
  }

  it("another user's comment carrying the marker is never edited: benchgate posts its own", async () => {
    const clock = fakeClock();
    const api = commentsApi(clock, [
      { id: 11, body: `hijack me ${marker}`, user: { login: 'mallory', type: 'User' } },
      {
        id: 12,
        body: `me too ${marker}`,
        user: { login: 'evil-app[bot]', type: 'Bot' },
        performed_via_github_app: { slug: 'evil-app' }
      }
    ]);
    const logs: string[] = [];
    const out = await publishToGitHub(reportWithFindings(1), {
      token: 't',
      checkRun: false,
      comment: true,
      context: ctx,
      prefix: '.',
      createClient: () => createOctokit('t', { fetch: api.fetch, baseUrl: 'https://api.github.com', clock }),
      clock,
      log: (l) => logs.push(l)
    });
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    expect(api.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/comments'))).toHaveLength(1);
    expect(out.commentUrl).toBe('new');
    expect(logs.join('\n')).toMatch(/2 comment\(s\) by other accounts carry the marker/);
  });

  it('its own comment (same login) is updated in place', async () => {
    const clock = fakeClock();
    const api = commentsApi(clock, [{ id: 21, body: body(SHA_OLD), user: BOT }]);
    const r = await upsertComment(
      createOctokit('t', { fetch: api.fetch, baseUrl: 'https://api.github.com', clock }),
      target,
      marker,
      body(SHA_OLD),
      { commit: SHA_OLD }
    );
    expect(r).toMatchObject({ id: 21, action: 'updated' });
    expect(api.calls.map((c) => `${c.method} ${c.path.split('?')[0]}`)).toEqual([
      'POST /graphql',
      'GET /repos/acme/bench/issues/7/comments',
      'PATCH /repos/acme/bench/issues/comments/21'
    ]);
  });

  it('an older run never replaces the comment of the newer head commit; it says so in a BG011 notice', async () => {
    const clock = fakeClock();
    // The pull request moved on to SHA_NEW and its comment describes SHA_NEW; this (slow) run describes SHA_OLD.
    const api = commentsApi(clock, [{ id: 31, body: body(SHA_NEW), user: BOT, html_url: 'c31' }], SHA_NEW);
    const out = await publishToGitHub(reportWithFindings(1), {
      token: 't',
      checkRun: false,
      comment: true,
      context: { ...ctx, headSha: SHA_OLD },
      prefix: '.',
      createClient: () => createOctokit('t', { fetch: api.fetch, baseUrl: 'https://api.github.com', clock }),
      clock,
      log: () => {}
    });
    expect(
      api.calls.filter((c) => c.method === 'PATCH' || (c.method === 'POST' && c.path.endsWith('/comments')))
    ).toEqual([]);
    expect(out.notes).toHaveLength(1);
    expect(out.notes[0].title).toBe('BG011');
    expect(out.notes[0].message).toMatch(
      /left as it is: it describes commit bbbbbbbbbbbb, the pull request's current head, and this run describes the older commit aaaaaaaaaaaa/
    );
    expect(out.commentUrl).toBe('c31');
  });

  it('a newer run replaces the comment of an older commit', async () => {
    const clock = fakeClock();
    const api = commentsApi(clock, [{ id: 41, body: body(SHA_OLD), user: BOT }], SHA_NEW);
    const r = await upsertComment(
      createOctokit('t', { fetch: api.fetch, baseUrl: 'https://api.github.com', clock }),
      target,
      marker,
      body(SHA_NEW),
      { commit: SHA_NEW }
    );
    expect(r.action).toBe('updated');
    const patch = api.calls.find((c) => c.method === 'PATCH')!;
    expect(commentCommit(patch.body.body)).toBe(SHA_NEW);
  });

  it('matrix legs with different comment keys keep separate comments', async () => {
    const clock = fakeClock();
    const linux = commentMarker('gate-linux');
    const api = commentsApi(clock, [{ id: 51, body: `x\n${commentMarker('gate-windows')}\n`, user: BOT }]);
    const out = await publishToGitHub(reportWithFindings(1), {
      token: 't',
      checkRun: false,
      comment: true,
      commentKey: 'gate-linux',
      context: ctx,
      prefix: '.',
      createClient: () => createOctokit('t', { fetch: api.fetch, baseUrl: 'https://api.github.com', clock }),
      clock,
      log: () => {}
    });
    expect(out.commentUrl).toBe('new');
    const post = api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/comments'))!;
    expect(post.body.body).toContain(linux);
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('the identity: GraphQL viewer first (works for GITHUB_TOKEN), GET /user as the fallback', async () => {
    const clock = fakeClock();
    const pat = fakeApi(clock, (c) =>
      c.path === '/graphql' ? [403, { message: 'Resource not accessible by integration' }] : [200, { login: 'octocat' }]
    );
    expect(await tokenLogin(createOctokit('t', { fetch: pat.fetch, baseUrl: 'https://api.github.com', clock }))).toBe(
      'octocat'
    );
    const none = fakeApi(clock, () => [403, { message: 'Resource not accessible by integration' }]);
    await expect(
      tokenLogin(createOctokit('t', { fetch: none.fetch, baseUrl: 'https://api.github.com', clock }))
    ).rejects.toThrow(/HTTP 403/);
  });

  it('writtenBy: same login (any case), or the app bot of a viewer named without [bot]; nobody else', () => {
    expect(writtenBy({ id: 1, user: BOT }, 'github-actions[bot]')).toBe(true);
    expect(writtenBy({ id: 1, user: { login: 'Octocat', type: 'User' } }, 'octocat')).toBe(true);
    expect(
      writtenBy({ id: 1, user: BOT, performed_via_github_app: { slug: 'github-actions' } }, 'github-actions')
    ).toBe(true);
    expect(writtenBy({ id: 1, user: BOT }, 'github-actions')).toBe(false);
    expect(writtenBy({ id: 1, user: { login: 'github-actions', type: 'User' } }, 'github-actions[bot]')).toBe(false);
    expect(writtenBy({ id: 1, user: { login: 'mallory', type: 'User' } }, 'github-actions[bot]')).toBe(false);
    expect(writtenBy({ id: 1, user: null }, 'github-actions[bot]')).toBe(false);
  });

  it('the key: comment-key, else the job id; a shard is appended to either', () => {
    const r = reportWithFindings(1);
    expect(defaultCommentKey({ job: 'gate' }, r)).toBe('gate');
    expect(defaultCommentKey({ job: 'gate' }, r, '  gate-linux-20 ')).toBe('gate-linux-20');
    const sharded = { ...r, config: { ...r.config, shard: { index: 2, count: 4 } } };
    expect(defaultCommentKey({ job: 'gate' }, sharded)).toBe('gate/shard-2-of-4');
    expect(defaultCommentKey({ job: 'gate' }, sharded, 'k')).toBe('k/shard-2-of-4');
  });

  it('the marker carries the key on one line; the commit line is parsed back', () => {
    expect(commentMarker('a--b\n<c>')).toBe('<!-- benchgate:a-bc -->');
    expect(commentCommit(`x\n${commitMarker(SHA_NEW)}\n`)).toBe(SHA_NEW);
    expect(commentCommit('no commit')).toBeUndefined();
    const b = body(SHA_NEW);
    expect(b).toContain('commit <code>bbbbbbbbbbbb</code>');
    expect(b.trimEnd().endsWith(marker)).toBe(true);
  });
});

describe('event payload', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const file = (content: string) => {
    const d = mkdtempSync(join(tmpdir(), 'bg-event-'));
    dirs.push(d);
    const p = join(d, 'event.json');
    writeFileSync(p, content);
    return p;
  };
  const env = (p: string) => ({
    GITHUB_REPOSITORY: 'acme/bench',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: p,
    GITHUB_SHA: 'm'.repeat(40),
    GITHUB_JOB: 'gate'
  });

  it('a malformed payload is a coded reason that never quotes the file', () => {
    const c = readRunContext(env(file('root:x:0:0:root:/root:/bin/bash\n')))!;
    expect(c.eventError).toMatch(/^the event payload GITHUB_EVENT_PATH is not valid JSON \(syntax error/);
    expect(c.eventError).not.toMatch(/root/);
    expect(c.prNumber).toBeUndefined();
    for (const bad of ['', '[1,2]', '"str"', '{"pull_request": ', '\ufeff{"a":']) {
      const e = readRunContext(env(file(bad)))!.eventError;
      expect(e).toBeDefined();
      expect(e).not.toContain('pull_request');
    }
  });

  it('a BOM-prefixed valid payload and a missing file are fine; a directory is unreadable', () => {
    expect(
      readRunContext(env(file('\ufeff{"pull_request":{"number":4,"head":{"sha":"' + SHA_NEW + '"}}}')))
    ).toMatchObject({ prNumber: 4, headSha: SHA_NEW });
    expect(readRunContext(env('/nonexistent/event.json'))!.eventError).toBeUndefined();
    expect(() => readEventFile(tmpdir())).toThrow(/cannot be read/);
  });

  it('with a malformed payload nothing is published (the head commit is unknown)', async () => {
    const never = (): GitHubClient => ({ request: () => Promise.reject(new Error('must not be called')) });
    const out = await publishToGitHub(reportWithFindings(1), {
      token: 't',
      checkRun: true,
      comment: true,
      context: { ...ctx, eventError: 'bad' },
      prefix: '.',
      createClient: never,
      log: () => {}
    });
    expect(out.notes).toEqual([]);
  });
});

describe('answers', () => {
  it('an endless answer is cut at the size limit (a network error, not memory exhaustion)', async () => {
    const api = await startService((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      const pump = () => {
        while (res.write(chunk)) {
          /* fill the socket */
        }
      };
      res.on('drain', pump);
      res.on('close', () => res.off('drain', pump));
      pump();
    });
    services.push(api);
    const client = createOctokit('t', {
      baseUrl: api.url,
      fetch: globalThis.fetch,
      limits: { requestTimeoutMs: 20_000, retries: 0 }
    });
    await expect(client.request('GET /repos/{owner}/{repo}', { owner: 'a', repo: 'b' })).rejects.toMatchObject({
      kind: 'network',
      message: expect.stringMatching(/larger than 33554432 bytes/)
    });
  }, 30_000);
});

describe('routes', () => {
  it('path parameters are encoded, reads carry the rest as query, writes as JSON; GraphQL on GHES is /api/graphql', async () => {
    const { buildRequest } = await import('../../src/github/octokit.js');
    expect(
      buildRequest('https://api.github.com', 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        owner: 'a b',
        repo: 'r/x',
        issue_number: 7,
        per_page: 100,
        page: 2
      })
    ).toEqual({ method: 'GET', url: 'https://api.github.com/repos/a%20b/r%2Fx/issues/7/comments?per_page=100&page=2' });
    expect(
      buildRequest('https://api.github.com/', 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
        owner: 'a',
        repo: 'b',
        comment_id: 5,
        body: 'x'
      })
    ).toEqual({ method: 'PATCH', url: 'https://api.github.com/repos/a/b/issues/comments/5', body: '{"body":"x"}' });
    expect(buildRequest('https://ghes.example/api/v3', 'POST /graphql', { query: 'q' }).url).toBe(
      'https://ghes.example/api/graphql'
    );
    expect(buildRequest('https://api.github.com', 'POST /graphql', { query: 'q' }).url).toBe(
      'https://api.github.com/graphql'
    );
    expect(() => buildRequest('https://api.github.com', 'GET /repos/{owner}', {})).toThrow(/missing parameter owner/);
  });
});
