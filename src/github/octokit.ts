import { getOctokit } from '@actions/github';

/** The small slice of the GitHub REST API benchgate uses: one generic request. Tests inject fakes or nock. */
export interface GitHubResponse<T = any> {
  status: number;
  data: T;
}

export interface GitHubClient {
  request<T = any>(route: string, params?: Record<string, unknown>): Promise<GitHubResponse<T>>;
}

export interface ClientOptions {
  /** Override fetch (tests pass `globalThis.fetch` so nock intercepts). */
  fetch?: typeof globalThis.fetch;
  /** API root; defaults to GITHUB_API_URL or https://api.github.com. */
  baseUrl?: string;
  /** Retries on a 5xx or network error (default 3). */
  retries?: number;
  /** Back-off sleeper (tests pass one that resolves at once). */
  sleep?: (ms: number) => Promise<void>;
  log?: (line: string) => void;
}

/** HTTP status of an Octokit error, if any. */
export function errorStatus(e: unknown): number | undefined {
  const s = (e as { status?: unknown })?.status;
  return typeof s === 'number' ? s : undefined;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Retries a request on a 5xx answer or a network failure (no status), with exponential back-off:
 * 1 s, 2 s, 4 s. 4xx answers are final. (A small stand-in for @octokit/plugin-retry.)
 */
export function withRetry(client: GitHubClient, opts: Pick<ClientOptions, 'retries' | 'sleep' | 'log'> = {}): GitHubClient {
  const retries = opts.retries ?? 3;
  const sleep = opts.sleep ?? defaultSleep;
  return {
    async request<T>(route: string, params?: Record<string, unknown>): Promise<GitHubResponse<T>> {
      for (let attempt = 0; ; attempt++) {
        try {
          return await client.request<T>(route, params);
        } catch (e) {
          const status = errorStatus(e);
          const retriable = status === undefined || status >= 500;
          if (!retriable || attempt >= retries) throw e;
          const wait = 1000 * 2 ** attempt;
          opts.log?.(`GitHub API ${route} failed (${status ?? (e as Error).message}); retrying in ${wait / 1000} s (${attempt + 1}/${retries})`);
          await sleep(wait);
        }
      }
    }
  };
}

/** The one Octokit factory: @actions/github's client behind the GitHubClient interface, with retries. */
export function createOctokit(token: string, opts: ClientOptions = {}): GitHubClient {
  const baseUrl = opts.baseUrl ?? process.env['GITHUB_API_URL'] ?? 'https://api.github.com';
  const octokit = getOctokit(token, { baseUrl, ...(opts.fetch ? { request: { fetch: opts.fetch } } : {}) });
  const raw: GitHubClient = {
    async request<T>(route: string, params?: Record<string, unknown>) {
      const r = await octokit.request(route, params ?? {});
      return { status: r.status, data: r.data as T };
    }
  };
  return withRetry(raw, opts);
}
