import { readFileSync, statSync } from 'node:fs';

/** What benchgate needs to know about the workflow run, read from the runner's environment and event file. */
export interface RunContext {
  owner: string;
  repo: string;
  /** `owner/repo` of the repository the workflow runs in. */
  repository: string;
  eventName: string;
  /** Commit to attach the check run to: the pull request's head, else GITHUB_SHA. */
  headSha: string;
  /** Pull request number on pull_request / pull_request_target events. */
  prNumber?: number;
  /** `owner/repo` of the pull request's head when it is a fork. */
  forkOf?: string;
  /** True on a pull request from a fork: the token is read-only there. */
  isFork: boolean;
  /** The job id (GITHUB_JOB). */
  job: string;
  /** Link to the workflow run page. */
  runUrl?: string;
  /**
   * Why the event payload (GITHUB_EVENT_PATH) could not be used: unreadable, too large, not JSON or not an
   * object. Never quotes the file's content. The pull request fields are then unknown.
   */
  eventError?: string;
}

/** Largest event payload read (GitHub caps webhook payloads at 25 MB). */
export const EVENT_PAYLOAD_LIMIT = 32 * 1024 * 1024;

/** Reads and parses the event file; every failure is an Error whose message names the problem, not the content. */
export function readEventFile(path: string): unknown {
  let text: string;
  try {
    const st = statSync(path);
    if (!st.isFile()) throw new Error('not a regular file');
    if (st.size > EVENT_PAYLOAD_LIMIT) throw new Error(`${st.size} bytes, more than the ${EVENT_PAYLOAD_LIMIT}-byte limit`);
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // A missing file is what @actions/github tolerates too: no payload, treated as a push.
    if (code === 'ENOENT') return {};
    throw new Error(`cannot be read (${code ?? (e as Error).message})`);
  }
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    // V8's message quotes the start of the text ("root:x:0:0"... is not valid JSON): keep only the position.
    const pos = /position (\d+)/.exec((e as Error).message)?.[1];
    throw new Error(`is not valid JSON (${text.length === 0 ? 'empty file' : pos !== undefined ? `syntax error at character ${pos}` : 'syntax error'})`);
  }
}

/** Reads the run context; undefined outside GitHub Actions (no GITHUB_REPOSITORY). */
export function readRunContext(env: NodeJS.ProcessEnv = process.env, readEvent: (path: string) => unknown = readEventFile): RunContext | undefined {
  const repository = env['GITHUB_REPOSITORY'];
  if (!repository || !repository.includes('/')) return undefined;
  const [owner, repo] = repository.split('/', 2);
  let event: Record<string, any> = {};
  let eventError: string | undefined;
  if (env['GITHUB_EVENT_PATH']) {
    try {
      const e = readEvent(env['GITHUB_EVENT_PATH']);
      if (e && typeof e === 'object' && !Array.isArray(e)) event = e as Record<string, any>;
      else eventError = `the event payload GITHUB_EVENT_PATH is JSON but not an object`;
    } catch (e) {
      eventError = `the event payload GITHUB_EVENT_PATH ${(e as Error).message}`;
    }
  }
  const rawPr = event['pull_request'];
  const pr = rawPr && typeof rawPr === 'object' && !Array.isArray(rawPr) ? (rawPr as Record<string, any>) : undefined;
  const headRepo = pr?.['head']?.['repo']?.['full_name'];
  const isFork = Boolean(pr) && typeof headRepo === 'string' && headRepo !== repository;
  const server = env['GITHUB_SERVER_URL'] ?? 'https://github.com';
  const ctx: RunContext = {
    owner,
    repo,
    repository,
    eventName: env['GITHUB_EVENT_NAME'] ?? '',
    headSha: (typeof pr?.['head']?.['sha'] === 'string' ? pr['head']['sha'] : undefined) ?? env['GITHUB_SHA'] ?? '',
    isFork,
    job: env['GITHUB_JOB'] ?? 'benchgate'
  };
  if (pr && Number.isSafeInteger(pr['number']) && pr['number'] > 0) ctx.prNumber = pr['number'];
  if (eventError) ctx.eventError = eventError;
  if (isFork) ctx.forkOf = headRepo;
  if (env['GITHUB_RUN_ID']) ctx.runUrl = `${server}/${repository}/actions/runs/${env['GITHUB_RUN_ID']}`;
  return ctx;
}
