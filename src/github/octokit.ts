import { STATUS_CODES } from 'node:http';
import { Octokit, type OctokitOptions } from '@octokit/core';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck/light.js';
import { realClock, WriteThrottle, type Clock } from './pacing.js';
import { defaultFetch, firstLine, seconds, timedFetch, TransportError } from './transport.js';

export { realClock, WriteThrottle, type Clock } from './pacing.js';
export { seconds } from './transport.js';

/**
 * benchgate's GitHub REST client: one generic `request(route, params, options)`, built on `@octokit/core` with
 * `@octokit/plugin-retry` and `@octokit/plugin-throttling` (what `@actions/github` users run), under benchgate's own
 * deadline layer:
 *
 * - Octokit sends the request (token auth, headers, JSON bodies, answers, `RequestError`s); plugin-retry decides
 *   which failures are repeated (5xx, timeouts, network errors; never a 4xx); plugin-throttling recognises GitHub's
 *   primary and secondary rate limits and repeats the refused request, POST included;
 * - the deadline layer (innermost, around each attempt) gives every attempt a timeout covering the body, never lets
 *   a back-off, a rate-limit wait or a write slot pass the channel's deadline (`withBudget`), waits on the
 *   injected clock, paces writes as GitHub documents (≥ 1 s apart, ≤ 80 a minute, ≤ 500 an hour) and sets
 *   plugin-retry's `retries` to 0 for requests that are not safe to repeat (a POST whose outcome is unknown is
 *   never sent twice: no duplicate check runs or comments).
 *
 * Why each part is where it is (and what the plugins cannot do): docs/github.md, "API client".
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

/** The limits of the client; every field can be overridden (tests use small ones). */
interface NetworkLimits {
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

/** One request's state across its attempts (Octokit passes the same options object to every attempt). */
interface Attempt {
  route: string;
  deadline: number;
  write: boolean;
  /** Retries allowed after an unknown outcome (0 for requests that are not safe to repeat). */
  retries: number;
  failures: number;
  /** The back-off to wait before the next attempt, set when plugin-retry is about to repeat the request. */
  backoffMs?: number;
}

/** What the deadline layer needs of its client, passed to the plugin through the Octokit options. */
interface LayerDeps {
  clock: Clock;
  limits: NetworkLimits;
  throttle: WriteThrottle;
  fetchFn: typeof globalThis.fetch;
  log?: (line: string) => void;
}

type HookOptions = { request: Record<string, any> };
const attemptOf = (o: HookOptions | undefined): Attempt | undefined => o?.request?.['benchgate'] as Attempt | undefined;

/** A timeout, a network error or a 5xx from Octokit, before it is mapped to a GitHubApiError. */
function rawUnknownOutcome(e: unknown): boolean {
  const err = e as { status?: unknown; response?: unknown; cause?: unknown };
  if (err?.cause instanceof TransportError) return true;
  return typeof err?.status === 'number' && err.status >= 500;
}

/**
 * The deadline layer, registered first so it runs innermost, around each single attempt (retries and rate-limit
 * repeats come back through it).
 */
function deadlineLayer(octokit: Octokit, options: OctokitOptions) {
  const deps = options['benchgate'] as LayerDeps | undefined;
  if (!deps) return {};
  const { clock, limits, throttle, fetchFn, log } = deps;
  octokit.hook.wrap('request', async (request, opts) => {
    const a = attemptOf(opts as unknown as HookOptions);
    if (!a) return request(opts);
    if (a.backoffMs !== undefined) {
      const wait = a.backoffMs;
      a.backoffMs = undefined;
      log?.(`GitHub API ${a.route}: retrying in ${seconds(wait)} (${a.failures}/${a.retries})`);
      await clock.sleep(wait);
    }
    if (a.write && !(await throttle.acquire(a.deadline)))
      throw new GitHubApiError(
        `the channel's time budget ends before GitHub's write pacing allows this request`,
        'budget',
        a.route
      );
    const left = a.deadline - clock.now();
    if (left <= 0) throw new GitHubApiError(`the channel's time budget is used up`, 'budget', a.route);
    opts.request.fetch = timedFetch(fetchFn, Math.min(limits.requestTimeoutMs, left));
    // plugin-retry repeats an error whose copied request options carry `retries`: they are set only below, after
    // an unknown outcome, and only to what this request may still do.
    delete opts.request['retries'];
    try {
      return await request(opts);
    } catch (e) {
      if (rawUnknownOutcome(e)) {
        // plugin-retry repeats it when `retries` allows; the back-off (1 s, 2 s, 4 s) is taken here, on benchgate's
        // clock, and only when it ends before the deadline. Otherwise no repeat: this error is the answer.
        const wait = 1000 * 2 ** a.failures;
        if (a.failures < a.retries && clock.now() + wait < a.deadline) {
          a.failures++;
          a.backoffMs = wait;
          opts.request['retries'] = a.retries;
        } else opts.request['retries'] = 0;
      } else opts.request['retries'] = 0; // an answer is final (plugin-retry would repeat a 409 or a 412)
      throw e;
    }
  });
  return {};
}

/** plugin-throttling's handler for both kinds of rate limit: wait within the deadline on benchgate's clock, or give up. */
function rateLimitHandler(deps: Pick<LayerDeps, 'clock' | 'limits' | 'log'>, kind: string) {
  return async (retryAfter: number, options: unknown, _octokit: unknown, retryCount: number): Promise<boolean> => {
    const a = attemptOf(options as HookOptions);
    if (!a) return false;
    const wait = Math.max(0, Math.ceil(retryAfter * 1000));
    if (retryCount >= deps.limits.rateLimitRetries || deps.clock.now() + wait >= a.deadline) return false;
    deps.log?.(`GitHub API ${a.route}: ${kind} rate limit; waiting ${seconds(wait)} as GitHub asks`);
    await deps.clock.sleep(wait);
    return true;
  };
}

const BenchgateOctokit = Octokit.plugin(deadlineLayer, retry, throttling);

/** An Octokit error (or ours) as a GitHubApiError, with the answer's own message and nothing else of its body. */
function toApiError(e: unknown, route: string, nowMs: number): GitHubApiError {
  if (e instanceof GitHubApiError) return e;
  const err = e as {
    status?: unknown;
    cause?: unknown;
    message?: unknown;
    response?: { status?: number; headers?: Record<string, string>; data?: unknown };
  };
  if (err?.cause instanceof TransportError) return new GitHubApiError(err.cause.message, err.cause.kind, route);
  const res = err?.response;
  if (res && typeof res.status === 'number' && res.status >= 300) {
    const status = res.status;
    const data = res.data as { message?: unknown } | string | undefined;
    const message =
      typeof data === 'object' && data && typeof data.message === 'string'
        ? data.message
        : typeof data === 'string' && data.trim()
          ? data
          : (STATUS_CODES[status] ?? `HTTP ${status}`);
    const wait = rateLimitWait(status, new Headers(res.headers ?? {}), message, nowMs);
    if (wait !== undefined)
      return new GitHubApiError(
        `rate limited (HTTP ${status}: ${firstLine(message)})`,
        'rate-limit',
        route,
        status,
        wait
      );
    return new GitHubApiError(`HTTP ${status}: ${firstLine(message)}`, 'http', route, status);
  }
  const errors = (res?.data as { errors?: { type?: unknown }[] } | undefined)?.errors;
  if (Array.isArray(errors) && errors.some((x) => x?.type === 'RATE_LIMITED'))
    // plugin-throttling's GraphQL rate limit (an answer 200 with a RATE_LIMITED error) that was not waited out.
    return new GitHubApiError('rate limited (GraphQL RATE_LIMITED)', 'rate-limit', route, undefined, 60_000);
  const message = typeof err?.message === 'string' ? err.message : String(e);
  return new GitHubApiError(`network error: ${firstLine(message)}`, 'network', route);
}

/** The one client factory: token auth, the API root, timeouts, retries, pacing and rate limits. */
export function createOctokit(token: string, opts: ClientOptions = {}): GitHubClient {
  const baseUrl = opts.baseUrl ?? process.env['GITHUB_API_URL'] ?? 'https://api.github.com';
  const clock = opts.clock ?? realClock;
  const limits: NetworkLimits = { ...DEFAULT_LIMITS, ...opts.limits };
  const deps: LayerDeps = {
    clock,
    limits,
    throttle: new WriteThrottle(clock, limits),
    fetchFn: opts.fetch ?? defaultFetch(baseUrl),
    ...(opts.log ? { log: opts.log } : {})
  };
  const orchestration = process.env['ACTIONS_ORCHESTRATION_ID']?.trim().replace(/[^a-z0-9_.-]/gi, '_');
  const octokit = new BenchgateOctokit({
    ...(token ? { auth: token } : {}),
    baseUrl,
    userAgent: `benchgate${orchestration ? ` actions_orchestration_id/${orchestration}` : ''}`,
    log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
    benchgate: deps,
    retry: { retries: limits.retries, retryAfterBaseValue: 0, doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451] },
    throttle: {
      id: 'benchgate',
      // The waits happen in the handlers, on benchgate's clock and within the deadline; the repeat follows at once.
      retryAfterBaseValue: 0,
      // Write pacing is the deadline layer's (WriteThrottle): these groups only keep writes one at a time.
      write: new Bottleneck.Group({ maxConcurrent: 1 }),
      notifications: new Bottleneck.Group({ maxConcurrent: 1 }),
      onRateLimit: rateLimitHandler(deps, 'primary'),
      onSecondaryRateLimit: rateLimitHandler(deps, 'secondary')
    }
  });

  return {
    async request<T>(
      route: string,
      params?: Record<string, unknown>,
      o: RequestOptions = {}
    ): Promise<GitHubResponse<T>> {
      const req = buildRequest(baseUrl, route, params);
      const idempotent = o.idempotent ?? IDEMPOTENT_METHODS.has(req.method);
      const attempt: Attempt = {
        route,
        deadline: o.deadline ?? Number.POSITIVE_INFINITY,
        write: o.write ?? !READ_METHODS.has(req.method),
        retries: idempotent ? (o.retries ?? limits.retries) : 0,
        failures: 0
      };
      try {
        const res = await octokit.request({
          method: req.method as 'GET',
          url: req.url,
          headers: { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' },
          ...(req.body !== undefined ? { data: req.body } : {}),
          request: { benchgate: attempt }
        });
        return { status: res.status, data: res.data as T };
      } catch (e) {
        throw toApiError(e, route, clock.now());
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
