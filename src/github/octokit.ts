import { HttpClient } from '@actions/http-client';
import { fetch as undiciFetch } from 'undici';

/**
 * benchgate's GitHub REST client: one generic `request(route, params, options)` over an injected fetch, with
 *
 * - a timeout per request (an AbortSignal on the fetch, covering the body too) and a deadline per channel
 *   (`withBudget`): throttle waits, retries and rate-limit waits never go past it;
 * - retries only for requests that are safe to repeat (GET, HEAD, PUT, DELETE, or a request marked
 *   `idempotent`): a timeout, a network error or a 5xx leaves a POST's outcome unknown, so a POST is never
 *   repeated after one (no duplicate check runs or comments);
 * - GitHub's documented write pacing for content-creating requests: at least 1 s between writes, at most
 *   80 a minute and 500 an hour;
 * - rate limits (403/429 with `retry-after`, `x-ratelimit-remaining: 0` or the secondary-rate-limit message):
 *   the request was refused, so it is repeated, POST included, after the wait GitHub asks for when that wait
 *   fits the deadline; otherwise a `GitHubApiError` of kind `rate-limit` says so.
 *
 * It deliberately does not import `@actions/github`: that package parses GITHUB_EVENT_PATH when it is loaded
 * and throws an uncaught SyntaxError (echoing the file's first bytes) on a malformed payload.
 */
interface GitHubResponse<T = any> {
  status: number;
  data: T;
}

interface RequestOptions {
  /** Safe to repeat after an unknown outcome. Default: true for GET, HEAD, PUT and DELETE, false otherwise. */
  idempotent?: boolean;
  /** A content-creating write, paced as GitHub documents. Default: true for every method but GET and HEAD. */
  write?: boolean;
  /** Clock time (ms, see `Clock.now`) by which the request must be over; set by `withBudget`. */
  deadline?: number;
  /** Retries after an unknown outcome for this request (default the client's `retries`). */
  retries?: number;
}

export interface GitHubClient {
  request<T = any>(
    route: string,
    params?: Record<string, unknown>,
    options?: RequestOptions
  ): Promise<GitHubResponse<T>>;
}

/** Time source for pacing, back-off and budgets (tests inject a fake one that advances on sleep). */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = { now: () => Date.now(), sleep: (ms) => new Promise<void>((r) => setTimeout(r, ms)) };

/** The limits of the client; every field can be overridden (tests use small ones). */
export interface NetworkLimits {
  /** One request, headers and body (default 20 s). */
  requestTimeoutMs: number;
  /** Retries of an idempotent request after a timeout, a network error or a 5xx (default 3: 1 s, 2 s, 4 s). */
  retries: number;
  /** Rate-limit waits per request (default 2). */
  rateLimitRetries: number;
  /** Minimum gap between the starts of two writes (GitHub: at least 1 s). */
  writeGapMs: number;
  /** Writes per minute (GitHub: at most 80 content-creating requests a minute). */
  writesPerMinute: number;
  /** Writes per hour (GitHub: at most 500 content-creating requests an hour). */
  writesPerHour: number;
}

const DEFAULT_LIMITS: NetworkLimits = {
  requestTimeoutMs: 20_000,
  retries: 3,
  rateLimitRetries: 2,
  writeGapMs: 1000,
  writesPerMinute: 80,
  writesPerHour: 500
};

export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'rate-limit' | 'budget';

/** Every failure of the client, with what it was. Never carries the response body beyond its `message` field. */
export class GitHubApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly route: string,
    readonly status?: number,
    /** For `rate-limit`: how long GitHub asked to wait. */
    readonly retryAfterMs?: number
  ) {
    super(message);
    this.name = 'GitHubApiError';
  }
}

/** HTTP status of a client error, if any. */
export function errorStatus(e: unknown): number | undefined {
  const s = (e as { status?: unknown })?.status;
  return typeof s === 'number' ? s : undefined;
}

/** A timeout, a network error or a 5xx: the server may or may not have done what was asked. */
export function unknownOutcome(e: unknown): boolean {
  return (
    e instanceof GitHubApiError &&
    (e.kind === 'timeout' || e.kind === 'network' || (e.kind === 'http' && (e.status ?? 0) >= 500))
  );
}

export function isRateLimit(e: unknown): e is GitHubApiError {
  return e instanceof GitHubApiError && e.kind === 'rate-limit';
}

export interface ClientOptions {
  /** Override fetch (tests pass `globalThis.fetch` so nock intercepts). Default: undici's fetch through the runner's proxy settings. */
  fetch?: typeof globalThis.fetch;
  /** API root; defaults to GITHUB_API_URL or https://api.github.com. */
  baseUrl?: string;
  clock?: Clock;
  limits?: Partial<NetworkLimits>;
  log?: (line: string) => void;
}

const READ_METHODS = new Set(['GET', 'HEAD']);
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);

/** `"PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}"` + params → method, URL and JSON body. */
export function buildRequest(
  baseUrl: string,
  route: string,
  params: Record<string, unknown> = {}
): { method: string; url: string; body?: string } {
  const m = /^([A-Z]+) (\/\S*)$/.exec(route);
  if (!m) throw new Error(`bad route "${route}"`);
  const method = m[1];
  const rest: Record<string, unknown> = { ...params };
  const path = m[2].replace(/\{([a-z_]+)\}/g, (_all, name: string) => {
    const v = rest[name];
    if (v === undefined || v === null) throw new Error(`route ${route}: missing parameter ${name}`);
    delete rest[name];
    return encodeURIComponent(String(v));
  });
  // GraphQL lives at /api/graphql on GitHub Enterprise Server, whose REST root is /api/v3 (as Octokit does).
  const root = path === '/graphql' ? baseUrl.replace(/\/api\/v3\/?$/, '/api') : baseUrl;
  const url = new URL(root.replace(/\/+$/, '') + path);
  if (READ_METHODS.has(method)) {
    for (const [k, v] of Object.entries(rest)) if (v !== undefined) url.searchParams.set(k, String(v));
    return { method, url: url.href };
  }
  return { method, url: url.href, body: JSON.stringify(rest) };
}

function header(h: Headers, name: string): string | undefined {
  return h.get(name) ?? undefined;
}

/** The wait a rate-limit answer asks for, or undefined when the answer is not a rate limit. */
export function rateLimitWait(status: number, headers: Headers, message: string, nowMs: number): number | undefined {
  if (status !== 403 && status !== 429) return undefined;
  const retryAfter = header(headers, 'retry-after');
  if (retryAfter !== undefined) {
    const s = Number(retryAfter);
    if (Number.isFinite(s) && s >= 0) return Math.ceil(s * 1000);
    const at = Date.parse(retryAfter);
    if (Number.isFinite(at)) return Math.max(0, at - nowMs);
  }
  if (header(headers, 'x-ratelimit-remaining') === '0') {
    const reset = Number(header(headers, 'x-ratelimit-reset'));
    return Number.isFinite(reset) ? Math.max(0, reset * 1000 - nowMs) : 60_000;
  }
  // GitHub: "If you receive a secondary rate limit error … wait for at least one minute before retrying".
  if (/secondary rate limit|abuse detection/i.test(message) || status === 429) return 60_000;
  return undefined;
}

function defaultFetch(baseUrl: string): typeof globalThis.fetch {
  let dispatcher: unknown;
  try {
    dispatcher = new HttpClient().getAgentDispatcher(baseUrl);
  } catch {
    dispatcher = undefined;
  }
  if (!dispatcher) return globalThis.fetch;
  // Through the runner's proxy (HTTPS_PROXY / NO_PROXY), as @actions/github does.
  return ((url: any, init: any) => undiciFetch(url, { ...init, dispatcher })) as unknown as typeof globalThis.fetch;
}

/** Write pacing shared by every channel of one client: ≥ gap between writes, ≤ N a minute and an hour. */
export class WriteThrottle {
  private starts: number[] = [];
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly clock: Clock,
    private readonly limits: Pick<NetworkLimits, 'writeGapMs' | 'writesPerMinute' | 'writesPerHour'>
  ) {}

  /** When the next write may start (clock ms). */
  nextSlot(): number {
    const s = this.starts;
    let at = this.clock.now();
    if (s.length) at = Math.max(at, s[s.length - 1] + this.limits.writeGapMs);
    if (s.length >= this.limits.writesPerMinute) at = Math.max(at, s[s.length - this.limits.writesPerMinute] + 60_000);
    if (s.length >= this.limits.writesPerHour) at = Math.max(at, s[s.length - this.limits.writesPerHour] + 3_600_000);
    return at;
  }

  /** Waits for a slot and records the write's start; refuses (false) when the slot is after the deadline. */
  acquire(deadline: number): Promise<boolean> {
    const next = this.chain.then(async () => {
      const at = this.nextSlot();
      if (at > deadline) return false;
      const wait = at - this.clock.now();
      if (wait > 0) await this.clock.sleep(wait);
      this.starts.push(this.clock.now());
      const keep = this.limits.writesPerHour;
      if (this.starts.length > keep) this.starts.splice(0, this.starts.length - keep);
      return true;
    });
    this.chain = next.catch(() => undefined);
    return next;
  }
}

/** The one client factory: token auth, the API root, timeouts, retries, pacing and rate limits. */
export function createOctokit(token: string, opts: ClientOptions = {}): GitHubClient {
  const baseUrl = opts.baseUrl ?? process.env['GITHUB_API_URL'] ?? 'https://api.github.com';
  const clock = opts.clock ?? realClock;
  const limits: NetworkLimits = { ...DEFAULT_LIMITS, ...opts.limits };
  const fetchFn = opts.fetch ?? defaultFetch(baseUrl);
  const throttle = new WriteThrottle(clock, limits);
  const orchestration = process.env['ACTIONS_ORCHESTRATION_ID']?.trim().replace(/[^a-z0-9_.-]/gi, '_');
  const headers: Record<string, string> = {
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
    'user-agent': `benchgate${orchestration ? ` actions_orchestration_id/${orchestration}` : ''}`,
    ...(token ? { authorization: `token ${token}` } : {})
  };

  /** One attempt: the fetch and the body read under one timer. */
  async function attempt(
    route: string,
    req: ReturnType<typeof buildRequest>,
    timeoutMs: number
  ): Promise<GitHubResponse> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      Math.max(1, timeoutMs)
    );
    try {
      const res = await fetchFn(req.url, {
        method: req.method,
        headers: {
          ...headers,
          ...(req.body !== undefined ? { 'content-type': 'application/json; charset=utf-8' } : {})
        },
        ...(req.body !== undefined ? { body: req.body } : {}),
        signal: controller.signal
      });
      const text = await readBounded(res, MAX_RESPONSE_BYTES);
      let data: any = text;
      if (text && /json/i.test(res.headers.get('content-type') ?? '')) {
        try {
          data = JSON.parse(text);
        } catch {
          data = text;
        }
      }
      if (res.status >= 400) {
        const message =
          typeof data === 'object' && data && typeof data.message === 'string'
            ? data.message
            : res.statusText || `HTTP ${res.status}`;
        const wait = rateLimitWait(res.status, res.headers, message, clock.now());
        if (wait !== undefined)
          throw new GitHubApiError(
            `rate limited (HTTP ${res.status}: ${firstLine(message)})`,
            'rate-limit',
            route,
            res.status,
            wait
          );
        throw new GitHubApiError(`HTTP ${res.status}: ${firstLine(message)}`, 'http', route, res.status);
      }
      return { status: res.status, data };
    } catch (e) {
      if (e instanceof GitHubApiError) throw e;
      if (timedOut) throw new GitHubApiError(`no answer within ${seconds(timeoutMs)}`, 'timeout', route);
      throw new GitHubApiError(`network error: ${firstLine(describe(e))}`, 'network', route);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async request<T>(
      route: string,
      params?: Record<string, unknown>,
      o: RequestOptions = {}
    ): Promise<GitHubResponse<T>> {
      const req = buildRequest(baseUrl, route, params);
      const idempotent = o.idempotent ?? IDEMPOTENT_METHODS.has(req.method);
      const write = o.write ?? !READ_METHODS.has(req.method);
      const deadline = o.deadline ?? Number.POSITIVE_INFINITY;
      let failures = 0;
      let rateLimited = 0;
      for (;;) {
        if (write && !(await throttle.acquire(deadline)))
          throw new GitHubApiError(
            `the channel's time budget ends before GitHub's write pacing allows this request`,
            'budget',
            route
          );
        const left = deadline - clock.now();
        if (left <= 0) throw new GitHubApiError(`the channel's time budget is used up`, 'budget', route);
        const timeout = Math.min(limits.requestTimeoutMs, left);
        try {
          return (await attempt(route, req, timeout)) as GitHubResponse<T>;
        } catch (e) {
          const err = e as GitHubApiError;
          if (err.kind === 'rate-limit') {
            const wait = err.retryAfterMs ?? 60_000;
            if (rateLimited >= limits.rateLimitRetries || clock.now() + wait >= deadline) throw err;
            rateLimited++;
            opts.log?.(`GitHub API ${route}: ${err.message}; waiting ${seconds(wait)} as GitHub asks`);
            await clock.sleep(wait);
            continue;
          }
          if (!unknownOutcome(err) || !idempotent || failures >= (o.retries ?? limits.retries)) throw err;
          const wait = 1000 * 2 ** failures;
          if (clock.now() + wait >= deadline) throw err;
          failures++;
          opts.log?.(
            `GitHub API ${route}: ${err.message}; retrying in ${seconds(wait)} (${failures}/${limits.retries})`
          );
          await clock.sleep(wait);
        }
      }
    }
  };
}

/** A view of `client` whose requests all end by `budgetMs` from now (the channel's total budget). */
export function withBudget(client: GitHubClient, budgetMs: number, clock: Clock = realClock): GitHubClient {
  const deadline = clock.now() + budgetMs;
  return {
    request: (route, params, o = {}) =>
      client.request(route, params, { ...o, deadline: Math.min(deadline, o.deadline ?? Number.POSITIVE_INFINITY) })
  };
}

/** Largest API answer read (a page of 100 comments of 65,536 characters each is ~7 MB). */
const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

async function readBounded(res: Response, limit: number): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new Error(`answer larger than ${limit} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function firstLine(s: string): string {
  const line = s.split(/\r?\n/, 1)[0] ?? '';
  return line.length > 200 ? line.slice(0, 199) + '…' : line;
}

function describe(e: unknown): string {
  const err = e as { message?: unknown; cause?: { message?: unknown; code?: unknown } };
  const cause = err?.cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  if (cause && typeof cause.message === 'string') return cause.message;
  return typeof err?.message === 'string' ? err.message : String(e);
}

export function seconds(ms: number): string {
  return ms >= 10_000 || ms % 1000 === 0 ? `${Math.round(ms / 1000)} s` : `${(ms / 1000).toFixed(1)} s`;
}
