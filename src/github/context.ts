import { readFileSync, statSync } from 'node:fs';
import type { GitHubClient } from './octokit.js';
import { overLimit } from '../core/bytes.js';

/** What benchgate needs to know about the workflow run, read from the runner's environment and event file. */
export interface RunContext {
  owner: string;
  repo: string;
  /** `owner/repo` of the repository the workflow runs in. */
  repository: string;
  eventName: string;
  /**
   * Commit to attach the check run to: the `commit` input, else the pull request's head (pull_request events),
   * else `workflow_run.head_sha` (workflow_run events), else GITHUB_SHA.
   */
  headSha: string;
  /**
   * Pull request number: the `pull-request` input, else the pull_request event's, else the first entry of
   * `workflow_run.pull_requests` for the head commit (empty for forks: see {@link resolvePullRequest}).
   */
  prNumber?: number;
  /**
   * On a workflow_run event: the triggering run's head (the code that was checked) and whether the pull request
   * still has to be looked up by commit (`GET /repos/{owner}/{repo}/commits/{sha}/pulls`).
   */
  workflowRun?: {
    id?: number;
    headSha: string;
    headRepository?: string;
    headBranch?: string;
    event?: string;
    lookupPullRequest: boolean;
  };
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
const EVENT_PAYLOAD_LIMIT = 32 * 1024 * 1024;

/** Reads and parses the event file; every failure is an Error whose message names the problem, not the content. */
export function readEventFile(path: string): unknown {
  let text: string;
  try {
    const st = statSync(path);
    if (!st.isFile()) throw new Error('not a regular file');
    if (st.size > EVENT_PAYLOAD_LIMIT) throw new Error(`${overLimit(st.size, EVENT_PAYLOAD_LIMIT)}`);
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
    throw new Error(
      `is not valid JSON (${text.length === 0 ? 'empty file' : pos !== undefined ? `syntax error at character ${pos}` : 'syntax error'})`
    );
  }
}

/** Reads the run context; undefined outside GitHub Actions (no GITHUB_REPOSITORY). */
export function readRunContext(
  env: NodeJS.ProcessEnv = process.env,
  readEvent: (path: string) => unknown = readEventFile
): RunContext | undefined {
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
  const wr = ctx.eventName === 'workflow_run' ? workflowRunOf(event['workflow_run'], repository) : undefined;
  if (wr) {
    ctx.headSha = wr.headSha;
    ctx.workflowRun = wr.info;
    if (wr.prNumber !== undefined) ctx.prNumber = wr.prNumber;
  }
  if (eventError) ctx.eventError = eventError;
  if (isFork) ctx.forkOf = headRepo;
  if (env['GITHUB_RUN_ID']) ctx.runUrl = `${server}/${repository}/actions/runs/${env['GITHUB_RUN_ID']}`;
  return ctx;
}

const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const isObj = (v: unknown): v is Record<string, any> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/**
 * The parts of a `workflow_run` payload benchgate uses: `head_sha` (the commit the triggering run checked),
 * `pull_requests[]` (the pull request whose head is that commit; GitHub leaves it empty when the head is in a
 * fork) and the head repository. Undefined when the payload has no usable `head_sha`.
 */
function workflowRunOf(
  raw: unknown,
  repository: string
): { headSha: string; prNumber?: number; info: NonNullable<RunContext['workflowRun']> } | undefined {
  if (!isObj(raw)) return undefined;
  const headSha = typeof raw['head_sha'] === 'string' ? raw['head_sha'].toLowerCase() : '';
  if (!SHA.test(headSha)) return undefined;
  // Only pull requests into this repository count: GitHub's own example payload lists one of another
  // repository (its base.repo.url names Codertocat/Hello-World while the run is in octo-org/octo-repo), and its
  // number would name an unrelated pull request here.
  const base = (p: Record<string, any>): unknown => p['base']?.['repo']?.['url'];
  const ours = (p: Record<string, any>): boolean => {
    const u = base(p);
    return u === undefined || (typeof u === 'string' && u.toLowerCase().endsWith(`/repos/${repository.toLowerCase()}`));
  };
  const prs = (Array.isArray(raw['pull_requests']) ? raw['pull_requests'].filter(isObj) : []).filter(
    (p) => Number.isSafeInteger(p['number']) && p['number'] > 0 && ours(p)
  );
  // Prefer the pull request whose head is this very commit; else the first one into this repository.
  const pick = prs.find((p) => p['head']?.['sha'] === headSha) ?? prs[0];
  const headRepository = raw['head_repository']?.['full_name'];
  const info: NonNullable<RunContext['workflowRun']> = { headSha, lookupPullRequest: !pick };
  if (Number.isSafeInteger(raw['id'])) info.id = raw['id'];
  if (typeof headRepository === 'string') info.headRepository = headRepository;
  if (typeof raw['head_branch'] === 'string') info.headBranch = raw['head_branch'];
  if (typeof raw['event'] === 'string') info.event = raw['event'];
  return { headSha, ...(pick ? { prNumber: pick['number'] as number } : {}), info };
}

/** Validates the `commit` input: a full 40- (SHA-1) or 64-digit (SHA-256) hexadecimal commit id. */
export function parseCommitInput(raw: string): string | undefined {
  const v = raw.trim().toLowerCase();
  if (v === '') return undefined;
  if (!SHA.test(v))
    throw new Error(
      `input commit must be a full commit SHA (40 or 64 hexadecimal digits), got ${JSON.stringify(raw.trim().slice(0, 80))}`
    );
  return v;
}

/** Validates the `pull-request` input: a positive pull request number. */
export function parsePullRequestInput(raw: string): number | undefined {
  const v = raw.trim().replace(/^#/, '');
  if (v === '') return undefined;
  const n = /^[0-9]{1,10}$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < 1)
    throw new Error(`input pull-request must be a pull request number, got ${JSON.stringify(raw.trim().slice(0, 80))}`);
  return n;
}

/** The `commit` / `pull-request` inputs win over what the event says (like `run-id` over the run's own id). */
export function applyOverrides(ctx: RunContext, o: { commit?: string; pullRequest?: number }): RunContext {
  const out: RunContext = { ...ctx };
  if (o.commit) {
    out.headSha = o.commit;
    if (out.workflowRun)
      out.workflowRun = {
        ...out.workflowRun,
        headSha: o.commit,
        lookupPullRequest: out.workflowRun.lookupPullRequest && o.pullRequest === undefined
      };
  }
  if (o.pullRequest !== undefined) {
    out.prNumber = o.pullRequest;
    if (out.workflowRun) out.workflowRun = { ...out.workflowRun, lookupPullRequest: false };
  }
  return out;
}

interface ListedPull {
  number?: unknown;
  state?: unknown;
  head?: { sha?: unknown };
  base?: { repo?: { full_name?: unknown } };
}

/**
 * On a workflow_run event whose payload lists no pull request (a fork's head), finds the open pull request of
 * this repository whose head is `headSha` (`GET /repos/{owner}/{repo}/commits/{sha}/pulls`, through the bounded
 * client). Returns the number, or a sentence saying why there is none; never throws.
 */
export async function resolvePullRequest(
  client: GitHubClient,
  ctx: RunContext
): Promise<{ number?: number; why?: string }> {
  try {
    const r = await client.request<ListedPull[]>('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', {
      owner: ctx.owner,
      repo: ctx.repo,
      commit_sha: ctx.headSha,
      per_page: 100
    });
    const list = Array.isArray(r.data)
      ? r.data.filter((p) => isObj(p) && Number.isSafeInteger(p.number) && (p.number as number) > 0)
      : [];
    const ours = list.filter((p) => p.base?.repo?.full_name === undefined || p.base.repo.full_name === ctx.repository);
    const open = ours.filter((p) => p.state === undefined || p.state === 'open');
    const exact = open.filter((p) => p.head?.sha === ctx.headSha);
    const pick = exact[0] ?? open[0];
    if (!pick) return { why: `no open pull request of ${ctx.repository} has the commit ${ctx.headSha.slice(0, 12)}` };
    if ((exact.length || open.length) > 1)
      return {
        number: pick.number as number,
        why: `${exact.length || open.length} open pull requests have the commit ${ctx.headSha.slice(0, 12)}; #${pick.number as number} taken (set the \`pull-request\` input to choose)`
      };
    return { number: pick.number as number };
  } catch (e) {
    return {
      why: `the pull request of commit ${ctx.headSha.slice(0, 12)} could not be looked up (${(e as Error).message.split('\n')[0]})`
    };
  }
}
