import { describe, expect, it, jest } from '@jest/globals';
import { Octokit } from '@octokit/core';
import { createOctokit, withBudget, type Clock } from '../../src/github/octokit.js';

// benchgate's client is @octokit/core + plugin-retry + plugin-throttling under benchgate's deadline layer
// (docs/github.md, "API client"). These tests pin what each part does, and the one thing @octokit/request alone
// gets wrong for benchgate (a failed body read passes as an empty success).

const API = 'https://api.github.com';

function fakeClock(): Clock & { waits: number[] } {
  let t = 1_700_000_000_000;
  const waits: number[] = [];
  return { now: () => t, sleep: async (ms) => void (waits.push(ms), (t += ms)), waits };
}

interface Seen {
  method: string;
  path: string;
  headers: Headers;
  t: number;
}

/** A fake API as an injected fetch: `answer(i)` gives [status, body, headers] for the i-th request (0-based). */
function fakeApi(clock: Clock, answer: (i: number, s: Seen) => [number, unknown, Record<string, string>?]) {
  const seen: Seen[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const u = new URL(url);
    const s: Seen = {
      method: String(init.method),
      path: u.pathname + u.search,
      headers: new Headers(init.headers),
      t: clock.now()
    };
    seen.push(s);
    const [status, body, headers] = answer(seen.length - 1, s);
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers }
    });
  }) as unknown as typeof globalThis.fetch;
  return { seen, fetch };
}

/** A 200 whose body breaks after the first bytes (the connection drops mid-answer). */
function brokenBodyFetch(): typeof globalThis.fetch {
  return (async () => {
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"id": 4'));
        c.error(new Error('socket hang up'));
      }
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
}

describe('what @octokit/request cannot give on its own', () => {
  it('plain Octokit turns a body that breaks mid-answer into a successful empty answer', async () => {
    const octokit = new Octokit({ request: { fetch: brokenBodyFetch() } });
    const r = await octokit.request('GET /repos/{owner}/{repo}', { owner: 'a', repo: 'b' });
    expect(r.status).toBe(200);
    expect(r.data).toBe('');
  });

  it("benchgate's client reports the same answer as a network error (and repeats the GET, which is safe)", async () => {
    const clock = fakeClock();
    const c = createOctokit('t', { fetch: brokenBodyFetch(), baseUrl: API, clock });
    await expect(c.request('GET /repos/{owner}/{repo}', { owner: 'a', repo: 'b' })).rejects.toMatchObject({
      kind: 'network',
      message: 'network error: socket hang up'
    });
    expect(clock.waits).toEqual([1000, 2000, 4000]);
  });
});

describe('the request Octokit sends', () => {
  it('token auth, the API version, the user agent with the orchestration id, JSON bodies', async () => {
    const clock = fakeClock();
    const bodies: unknown[] = [];
    const seen: Headers[] = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers));
      bodies.push(JSON.parse(String(init.body)));
      return new Response('{"id":1}', { status: 201, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof globalThis.fetch;
    const before = process.env['ACTIONS_ORCHESTRATION_ID'];
    process.env['ACTIONS_ORCHESTRATION_ID'] = 'run 42/x';
    try {
      const r = await createOctokit('s3cret', { fetch, baseUrl: API, clock }).request(
        'POST /repos/{owner}/{repo}/check-runs',
        { owner: 'a', repo: 'b', name: 'n', head_sha: 'c' }
      );
      expect(r).toEqual({ status: 201, data: { id: 1 } });
    } finally {
      if (before === undefined) delete process.env['ACTIONS_ORCHESTRATION_ID'];
      else process.env['ACTIONS_ORCHESTRATION_ID'] = before;
    }
    expect(seen[0].get('authorization')).toBe('token s3cret');
    expect(seen[0].get('x-github-api-version')).toBe('2022-11-28');
    expect(seen[0].get('accept')).toBe('application/vnd.github+json');
    expect(seen[0].get('content-type')).toBe('application/json; charset=utf-8');
    expect(seen[0].get('user-agent')).toMatch(/^benchgate actions_orchestration_id\/run_42_x octokit-core\.js\//);
    expect(bodies[0]).toEqual({ name: 'n', head_sha: 'c' });
  });

  it('no token: no authorization header', async () => {
    const clock = fakeClock();
    const api = fakeApi(clock, () => [200, {}]);
    await createOctokit('', { fetch: api.fetch, baseUrl: API, clock }).request('GET /rate_limit');
    expect(api.seen[0].headers.has('authorization')).toBe(false);
  });
});

describe('retries (plugin-retry decides, the deadline layer times)', () => {
  it('a 4xx that plugin-retry would repeat on its own (409) is final', async () => {
    const clock = fakeClock();
    const api = fakeApi(clock, () => [409, { message: 'Conflict' }]);
    await expect(
      createOctokit('t', { fetch: api.fetch, baseUrl: API, clock }).request('GET /repos/{owner}/{repo}', {
        owner: 'a',
        repo: 'b'
      })
    ).rejects.toMatchObject({ kind: 'http', status: 409, message: 'HTTP 409: Conflict' });
    expect(api.seen).toHaveLength(1);
    expect(clock.waits).toEqual([]);
  });

  it('a back-off that would pass the deadline is not taken: the 5xx is the answer, no budget error', async () => {
    const clock = fakeClock();
    const api = fakeApi(clock, () => [503, { message: 'Service Unavailable' }]);
    const c = withBudget(createOctokit('t', { fetch: api.fetch, baseUrl: API, clock }), 2500, clock);
    await expect(c.request('GET /repos/{owner}/{repo}', { owner: 'a', repo: 'b' })).rejects.toMatchObject({
      kind: 'http',
      status: 503
    });
    // 1 s fits (t = 1 s), 2 s would end at 3 s > 2.5 s: two attempts.
    expect(api.seen).toHaveLength(2);
    expect(clock.waits).toEqual([1000]);
  });

  it('a PUT is repeated after a 5xx, a PATCH never; a request marked idempotent is', async () => {
    const clock = fakeClock();
    const api = fakeApi(clock, (i) => ([0, 2, 3].includes(i) ? [502, { message: 'Bad Gateway' }] : [200, { ok: i }]));
    const c = createOctokit('t', { fetch: api.fetch, baseUrl: API, clock });
    await expect(c.request('PUT /x/{id}', { id: 1 })).resolves.toEqual({ status: 200, data: { ok: 1 } });
    await expect(c.request('PATCH /x/{id}', { id: 2 })).rejects.toMatchObject({ status: 502 });
    await expect(c.request('POST /graphql', { query: 'q' }, { idempotent: true, write: false })).resolves.toEqual({
      status: 200,
      data: { ok: 4 }
    });
    expect(api.seen.map((s) => s.method)).toEqual(['PUT', 'PUT', 'PATCH', 'POST', 'POST']);
  });
});

describe('rate limits (plugin-throttling recognises them, the deadline layer waits)', () => {
  const secondary = { message: 'You have exceeded a secondary rate limit.' };

  it('a secondary limit on GraphQL is waited out on the injected clock and the query repeated', async () => {
    const clock = fakeClock();
    const api = fakeApi(clock, (i) =>
      i === 0 ? [403, secondary, { 'retry-after': '12' }] : [200, { data: { viewer: { login: 'me' } } }]
    );
    const logs: string[] = [];
    const r = await createOctokit('t', { fetch: api.fetch, baseUrl: API, clock, log: (l) => logs.push(l) }).request(
      'POST /graphql',
      { query: '{ viewer { login } }' },
      { idempotent: true, write: false }
    );
    expect(r.data).toEqual({ data: { viewer: { login: 'me' } } });
    expect(clock.waits).toEqual([12_000]);
    expect(api.seen[1].t - api.seen[0].t).toBe(12_000);
    expect(logs).toEqual(['GitHub API POST /graphql: secondary rate limit; waiting 12 s as GitHub asks']);
  });

  it('a spent primary limit (x-ratelimit-remaining: 0) is waited out until its reset', async () => {
    const clock = fakeClock();
    // plugin-throttling reads the reset against Date.now(): the wall clock is held still, so the wait does not depend
    // on how long the request took to reach the plug-in (on a loaded machine, over a second).
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    try {
      const reset = String(1_700_000_000 + 5);
      const api = fakeApi(clock, (i) =>
        i === 0
          ? [403, { message: 'API rate limit exceeded' }, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset }]
          : [200, { ok: true }]
      );
      const r = await createOctokit('t', { fetch: api.fetch, baseUrl: API, clock }).request('GET /x');
      expect(r.data).toEqual({ ok: true });
      // plugin-throttling: the seconds to the reset, plus one.
      expect(clock.waits).toEqual([6000]);
    } finally {
      now.mockRestore();
    }
  });

  it('at most rateLimitRetries waits per request; then a rate-limit error with the wait GitHub asked for', async () => {
    const clock = fakeClock();
    const api = fakeApi(clock, () => [429, secondary, { 'retry-after': '3' }]);
    const c = createOctokit('t', { fetch: api.fetch, baseUrl: API, clock, limits: { rateLimitRetries: 2 } });
    await expect(c.request('POST /x')).rejects.toMatchObject({ kind: 'rate-limit', status: 429, retryAfterMs: 3000 });
    expect(api.seen).toHaveLength(3);
    expect(clock.waits.filter((w) => w === 3000)).toHaveLength(2);
  });
});

describe('GraphQL rate limits (an answer 200 with a RATE_LIMITED error)', () => {
  const limited = { data: null, errors: [{ type: 'RATE_LIMITED', message: 'API rate limit exceeded' }] };

  it('is waited out and the query repeated', async () => {
    const clock = fakeClock();
    const api = fakeApi(clock, (i) =>
      i === 0 ? [200, limited, { 'x-ratelimit-reset': '0' }] : [200, { data: { ok: 1 } }]
    );
    const c = createOctokit('t', { fetch: api.fetch, baseUrl: API, clock });
    const r = await c.request('POST /graphql', { query: 'q' }, { idempotent: true, write: false });
    expect(r.data).toEqual({ data: { ok: 1 } });
    expect(api.seen).toHaveLength(2);
  });

  it('when it cannot be waited out, it is a rate-limit error (BG030), not a network error', async () => {
    const clock = fakeClock();
    const api = fakeApi(clock, () => [200, limited, { 'x-ratelimit-reset': '0' }]);
    const c = createOctokit('t', { fetch: api.fetch, baseUrl: API, clock, limits: { rateLimitRetries: 0 } });
    await expect(c.request('POST /graphql', { query: 'q' }, { idempotent: true, write: false })).rejects.toMatchObject({
      kind: 'rate-limit',
      message: 'rate limited (GraphQL RATE_LIMITED)'
    });
    expect(api.seen).toHaveLength(1);
  });
});

describe('the budget', () => {
  it('a write whose pacing slot is after the deadline is refused without a request (REST and GraphQL)', async () => {
    const clock = fakeClock();
    const api = fakeApi(clock, () => [200, {}]);
    const c = withBudget(createOctokit('t', { fetch: api.fetch, baseUrl: API, clock }), 500, clock);
    await c.request('POST /x');
    await expect(c.request('POST /x')).rejects.toMatchObject({ kind: 'budget', route: 'POST /x' });
    await expect(c.request('POST /graphql', { query: 'q' })).rejects.toMatchObject({ kind: 'budget' });
    expect(api.seen).toHaveLength(1);
    expect(clock.waits).toEqual([]);
  });
});
