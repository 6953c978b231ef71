import { readFileSync } from 'node:fs';

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
}

/** Reads the run context; undefined outside GitHub Actions (no GITHUB_REPOSITORY). */
export function readRunContext(env: NodeJS.ProcessEnv = process.env, readEvent: (path: string) => unknown = (p) => JSON.parse(readFileSync(p, 'utf8'))): RunContext | undefined {
  const repository = env['GITHUB_REPOSITORY'];
  if (!repository || !repository.includes('/')) return undefined;
  const [owner, repo] = repository.split('/', 2);
  let event: Record<string, any> = {};
  if (env['GITHUB_EVENT_PATH']) {
    try {
      const e = readEvent(env['GITHUB_EVENT_PATH']);
      if (e && typeof e === 'object') event = e as Record<string, any>;
    } catch {
      /* no event file: treat as a push */
    }
  }
  const pr = event['pull_request'] as Record<string, any> | undefined;
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
  if (pr && typeof pr['number'] === 'number') ctx.prNumber = pr['number'];
  if (isFork) ctx.forkOf = headRepo;
  if (env['GITHUB_RUN_ID']) ctx.runUrl = `${server}/${repository}/actions/runs/${env['GITHUB_RUN_ID']}`;
  return ctx;
}
