/**
 * Which history store the action uses and whether this run may write to it (docs/history.md, "On GitHub").
 *
 * The rule (pure, {@link historyWriteDecision}): a run appends its entry only on a `push` event to the repository's
 * default branch (the payload's `repository.default_branch`, and `GITHUB_REF` = `refs/heads/<it>`). Every other run
 * only reads: pull requests (`pull_request`, `pull_request_target`, from a fork or not, whatever the token may
 * do), `workflow_run`, `merge_group`, schedules, manual runs, pushes to other branches or tags, and any run whose
 * event payload is unreadable. So code under review can never add to, or rewrite, the record it is judged against.
 */
import { realpath } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { BG } from '../codes/general.js';
import { finding } from '../core/finding.js';
import type { HistoryStore } from '../core/history-model.js';
import { isInside } from '../core/paths.js';
import type { HistoryConfig } from '../core/history-config.js';
import { runFromEnv } from '../core/partition.js';
import { FileHistoryStore } from '../history/file-store.js';
import type { EntryMeta } from '../history/entry.js';
import { readEventFile, type RunContext } from './context.js';
import { GitHubHistoryStore, HistoryBranchError } from './history-branch.js';
import { realClock, withBudget, type Clock, type GitHubClient } from './octokit.js';

/** Where the history is kept (input `history`). `file`: a folder relative to the workspace (POSIX, no `..`). */
export type HistoryLocation = { kind: 'off' } | { kind: 'branch'; branch: string } | { kind: 'file'; dir: string };

/** What the write rule looks at, taken from the run context, the environment and the event payload. */
export interface HistoryEventFacts {
  eventName: string;
  /** `GITHUB_REF`, e.g. `refs/heads/main`. */
  ref: string;
  /** The payload's `ref`, when it has one (a push's): must agree with `GITHUB_REF`. */
  payloadRef?: string;
  /** The payload's `repository.default_branch`. */
  defaultBranch?: string;
  /** A pull request whose head is in another repository. */
  isFork: boolean;
  /** The payload could not be read (BG031). */
  eventError?: string;
}

const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.length > 0 && v.length <= 255 ? v : undefined;

/** Collects the facts; `payload` is the parsed event (`{}` when there is none). */
export function historyEventFacts(
  ctx: RunContext | undefined,
  env: NodeJS.ProcessEnv,
  payload: Record<string, any>
): HistoryEventFacts {
  const facts: HistoryEventFacts = {
    eventName: ctx?.eventName ?? env['GITHUB_EVENT_NAME'] ?? '',
    ref: env['GITHUB_REF'] ?? '',
    isFork: ctx?.isFork ?? false
  };
  const payloadRef = str(payload['ref']);
  const defaultBranch = str(payload['repository']?.['default_branch']);
  if (payloadRef) facts.payloadRef = payloadRef;
  if (defaultBranch) facts.defaultBranch = defaultBranch;
  if (ctx?.eventError) facts.eventError = ctx.eventError;
  return facts;
}

/** The write rule: `write` only on a push to the default branch; `why` says what was decided, for the log. */
export function historyWriteDecision(f: HistoryEventFacts): { write: boolean; why: string } {
  const read = (why: string) => ({ write: false, why: `history is only read: ${why}` });
  if (f.eventError) return read('the event payload could not be read');
  if (f.isFork) return read('a pull request from a fork never writes');
  if (f.eventName !== 'push')
    return read(`a ${f.eventName || 'run without an event'} run never writes (only pushes to the default branch do)`);
  if (!f.ref.startsWith('refs/heads/')) return read(`the push is not to a branch (${f.ref || 'no GITHUB_REF'})`);
  if (f.payloadRef !== undefined && f.payloadRef !== f.ref)
    return read(`the event payload's ref ${f.payloadRef} is not GITHUB_REF ${f.ref}`);
  if (!f.defaultBranch) return read('the event payload does not name the default branch');
  const branch = f.ref.slice('refs/heads/'.length);
  if (branch !== f.defaultBranch) return read(`a push to ${branch}, not to the default branch ${f.defaultBranch}`);
  return { write: true, why: `a push to the default branch ${branch}: this run is appended` };
}

/** The store the run reads (and, when `write`, appends to). */
export interface HistoryPlan {
  store: HistoryStore;
  write: boolean;
  /** One line for the log. */
  why: string;
}

export interface HistoryPlanDeps {
  workspace: string;
  /** The GitHub client (with the job's token), when there is one. */
  client?: GitHubClient;
  /** The local folder store (history-core's `FileHistoryStore`). */
  fileStore: (dir: string) => HistoryStore;
  clock?: Clock;
  log?: (line: string) => void;
}

/**
 * Plans the run's history: the store of `location` and whether this run writes. Throws `BG002:` when the history
 * branch is the default branch or the pushed branch (appending there would commit to it), or when a `file:`
 * folder resolves outside the workspace through a symlink.
 */
export async function planHistory(
  location: HistoryLocation,
  ctx: RunContext | undefined,
  facts: HistoryEventFacts,
  deps: HistoryPlanDeps
): Promise<HistoryPlan | undefined> {
  if (location.kind === 'off') return undefined;
  const decision = historyWriteDecision(facts);
  if (location.kind === 'file') {
    const abs = resolve(deps.workspace, location.dir);
    const [realWorkspace, realDir] = await Promise.all([realpathOr(deps.workspace), realpathOr(abs)]);
    if (!isInside(realWorkspace, realDir))
      throw new Error(`BG002: input history: file:${location.dir} resolves outside the workspace (through a symlink)`);
    return { store: deps.fileStore(abs), write: decision.write, why: decision.why };
  }
  const { branch } = location;
  const pushed = facts.ref.startsWith('refs/heads/') ? facts.ref.slice('refs/heads/'.length) : undefined;
  if (branch === facts.defaultBranch || branch === pushed)
    throw new Error(
      `BG002: input history-branch ${branch} is the ${branch === facts.defaultBranch ? 'default' : 'pushed'} branch; the history needs a branch of its own (default benchgate-history)`
    );
  const missing = !ctx ? 'not running in GitHub Actions' : !deps.client ? 'no token (input token is empty)' : undefined;
  if (missing || !ctx || !deps.client)
    return {
      store: unavailable(branch, missing ?? 'no GitHub context'),
      write: false,
      why: `history: branch ${branch} not used: ${missing}`
    };
  const store = new GitHubHistoryStore(deps.client, {
    owner: ctx.owner,
    repo: ctx.repo,
    branch,
    ...(deps.clock ? { clock: deps.clock } : {}),
    ...(deps.log ? { log: deps.log } : {}),
    message: (e) =>
      `benchgate history: ${e.commit.slice(0, 12)}${e.run ? ` (run ${e.run})` : ''}\n\n${ctx.runUrl ?? ctx.repository}`
  });
  return { store, write: decision.write, why: `history: ${store.label}; ${decision.why}` };
}

/** What `runCheck` (RunOptions.history) and `withHistory` take. */
export interface ActionHistory {
  store: HistoryStore;
  config: HistoryConfig;
  meta: EntryMeta;
  write: boolean;
}

/** Time budget of the history channel (reads and every append attempt), like the check run's. */
const HISTORY_BUDGET_MS = 180_000;

/**
 * The action's history, from its inputs, the run context and the environment: the store, the job's settings, the
 * entry's commit, ref and run, and whether this run appends. Undefined with `history: off`. Throws `BG002:` as
 * {@link planHistory} does.
 */
export async function actionHistory(
  location: HistoryLocation,
  config: HistoryConfig,
  ctx: RunContext | undefined,
  env: NodeJS.ProcessEnv,
  deps: {
    workspace: string;
    token: string;
    createClient: (token: string) => GitHubClient;
    readEvent?: (path: string) => unknown;
    clock?: Clock;
    log?: (line: string) => void;
  }
): Promise<ActionHistory | undefined> {
  if (location.kind === 'off') return undefined;
  let payload: Record<string, any> = {};
  const path = env['GITHUB_EVENT_PATH'];
  if (path && !ctx?.eventError)
    try {
      const e = (deps.readEvent ?? readEventFile)(path);
      if (e && typeof e === 'object' && !Array.isArray(e)) payload = e as Record<string, any>;
    } catch {
      // readRunContext already turned an unreadable payload into ctx.eventError (BG031): read only.
    }
  const facts = historyEventFacts(ctx, env, payload);
  const clock = deps.clock ?? realClock;
  const client = deps.token ? withBudget(deps.createClient(deps.token), HISTORY_BUDGET_MS, clock) : undefined;
  const plan = await planHistory(location, ctx, facts, {
    workspace: deps.workspace,
    ...(client ? { client } : {}),
    fileStore: (dir) => new FileHistoryStore(dir, location.kind === 'file' ? location.dir : dir),
    clock,
    ...(deps.log ? { log: deps.log } : {})
  });
  if (!plan) return undefined;
  deps.log?.(plan.why);
  const run = runFromEnv(env);
  const ref = facts.ref || undefined;
  return {
    store: plan.store,
    config,
    meta: {
      commit: ctx?.headSha ?? env['GITHUB_SHA'] ?? '',
      ...(ref ? { ref } : {}),
      ...(run ? { run: run.attempt ? `${run.run}/${run.attempt}` : run.run } : {})
    },
    write: plan.write
  };
}

/** A branch store that cannot be reached: reading it is a BG029 notice (carried to the report), nothing is written. */
function unavailable(branch: string, why: string): HistoryStore {
  const notice = finding(
    BG.BG029,
    `history not read from the branch ${branch}: ${why}; this run is judged without it.`,
    {},
    'notice'
  );
  return {
    label: `branch ${branch}`,
    read: () => Promise.reject(new HistoryBranchError(notice)),
    append: () => Promise.reject(new HistoryBranchError(notice))
  };
}

/** The real path of `p`, or of its nearest existing parent joined with the rest (a folder not created yet). */
async function realpathOr(p: string): Promise<string> {
  try {
    return await realpath(p);
  } catch {
    const parent = dirname(p);
    if (parent === p) return p;
    return resolve(await realpathOr(parent), basename(p));
  }
}
