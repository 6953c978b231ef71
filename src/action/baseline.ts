/**
 * The action's side of baselines (docs/baseline.md): which baseline a run uses (input `baseline`), restoring it from
 * @actions/cache on pull requests (by the base branch's key prefix, the base commit's exact key first), and storing
 * this run's report on a push to a `baseline-branches` branch. Everything read is hostile (src/baseline/load.ts);
 * every problem is a BG050 notice or a log line, never a failure.
 */
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { CacheBackend } from '../github/cache.js';
import { readEventFile } from '../github/context.js';
import type { Report } from '../core/model.js';
import type { RunOptions } from '../run.js';
import { readBaselineFile, type BaselineExpect, type BaselineResult } from '../baseline/load.js';
import { applyBaseline } from '../baseline/no-regression.js';
import { parseNoRegressionText, type NoRegressionConfig } from '../core/no-regression-config.js';
import { BG } from '../codes/general.js';
import { finding } from '../core/finding.js';

type BaselineMode = 'off' | 'cache' | 'artifact' | 'file';

export interface BaselinePlan {
  mode: BaselineMode;
  /** `file`: the path input (inside the workspace). */
  file?: string;
  /** Pull request: the branch whose baselines are restored, and its commit (the exact key tried first). */
  restore?: { branch: string; sha?: string };
  /** Push to a baseline branch: store this run's report under this branch and commit. */
  store?: { branch: string; sha: string };
  /** One line for the log saying what was decided. */
  why: string;
}

/** Cache keys: `benchgate-baseline-<branch>-<sha>`; the branch keeps only characters safe in a key. */
const baselineKeyPrefix = (branch: string) =>
  `benchgate-baseline-${branch.replace(/[^A-Za-z0-9._/-]/g, '_').slice(0, 200)}-`;
const baselineKey = (branch: string, sha: string) => `${baselineKeyPrefix(branch)}${sha.toLowerCase()}`;
/** The one file path cached (the cache version depends on the path list, so store and restore use the same one). */
const baselineCachePath = (runnerTemp: string) => join(runnerTemp, 'benchgate-baseline-cache', 'benchgate-report.json');
/** Where `baseline: artifact` reads the report an earlier step downloaded. */
const baselineArtifactPath = (runnerTemp: string) => join(runnerTemp, 'benchgate-baseline', 'benchgate-report.json');

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;
const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.length > 0 && v.length <= 255 ? v : undefined;

/**
 * Decides the plan from the inputs, the environment and the event payload. Pure apart from reading the payload.
 * `auto` = `cache` on pull_request / pull_request_target events, and on pushes to a baseline branch (to store);
 * `off` elsewhere.
 */
export function planBaseline(
  input: string,
  branchesInput: string,
  env: NodeJS.ProcessEnv,
  payload: Record<string, any> = {}
): BaselinePlan {
  const raw = input.trim() || 'auto';
  const event = env['GITHUB_EVENT_NAME'] ?? '';
  const isPr = event === 'pull_request' || event === 'pull_request_target';
  const ref = env['GITHUB_REF'] ?? '';
  const pushBranch = event === 'push' && ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
  const defaultBranch = str(payload['repository']?.['default_branch']);
  const branches = branchesInput.trim()
    ? branchesInput
        .split(',')
        .map((b) => b.trim())
        .filter(Boolean)
    : defaultBranch
      ? [defaultBranch]
      : [];
  const baseBranch = str(payload['pull_request']?.['base']?.['ref']) ?? str(env['GITHUB_BASE_REF']);
  const baseSha = str(payload['pull_request']?.['base']?.['sha']);
  const sha = env['GITHUB_SHA'] ?? '';
  if (raw === 'off') return { mode: 'off', why: 'baseline: off' };
  if (raw === 'artifact')
    return { mode: 'artifact', why: 'baseline: artifact (the report an earlier step downloaded)' };
  if (raw !== 'auto' && raw !== 'cache')
    return { mode: 'file', file: raw, why: `baseline: the file ${raw.slice(0, 200)}` };
  const store = pushBranch && branches.includes(pushBranch) && SHA.test(sha) ? { branch: pushBranch, sha } : undefined;
  if (isPr && baseBranch)
    return {
      mode: 'cache',
      restore: { branch: baseBranch, ...(baseSha && SHA.test(baseSha) ? { sha: baseSha } : {}) },
      why: `baseline: cache of ${baseBranch}`
    };
  if (store) return { mode: 'cache', store, why: `baseline: storing this report for ${pushBranch}` };
  if (raw === 'cache')
    return {
      mode: 'cache',
      why: `baseline: cache, but this ${event || 'run'} is neither a pull request nor a push to ${branches.join(', ') || 'the default branch'}`
    };
  return {
    mode: 'off',
    why: `baseline: auto is off on ${event || 'this event'}${pushBranch ? ` to ${pushBranch} (baseline-branches: ${branches.join(', ') || 'none known'})` : ''}`
  };
}

export interface ActionBaselineDeps {
  backend: CacheBackend | undefined;
  runnerTemp: string;
  workspace: string;
  log: (line: string) => void;
  /** Time limit of one cache call (default 15 s). */
  timeoutMs?: number;
}

async function within<T>(ms: number, p: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<T>((_, rej) => (timer = setTimeout(() => rej(new Error(`no answer within ${ms / 1000} s`)), ms)))
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const refused = (why: string): BaselineResult => ({
  ok: false,
  notice: finding(BG.BG050, `no baseline comparison: ${why}`, {}, 'notice')
});

/** Restores (cache) or reads (artifact, file) the baseline the plan names. */
export async function loadPlannedBaseline(
  plan: BaselinePlan,
  expect: BaselineExpect,
  deps: ActionBaselineDeps
): Promise<BaselineResult | undefined> {
  if (plan.mode === 'off') return undefined;
  if (plan.mode === 'file') return readBaselineFile(plan.file!, { source: 'file', expect, workspace: deps.workspace });
  if (plan.mode === 'artifact')
    return readBaselineFile(baselineArtifactPath(deps.runnerTemp), { source: 'artifact', expect });
  if (!plan.restore) return undefined;
  const b = deps.backend;
  if (!b?.restoreCache || !b.isFeatureAvailable)
    return refused('the cache functions are not available here (as under @github/local-action)');
  try {
    if (!b.isFeatureAvailable()) return refused('no cache service on this runner');
  } catch (e) {
    return refused(`the cache service is not available (${(e as Error).message.slice(0, 200)})`);
  }
  const path = baselineCachePath(deps.runnerTemp);
  await rm(path, { force: true });
  await mkdir(join(path, '..'), { recursive: true });
  const prefix = baselineKeyPrefix(plan.restore.branch);
  const primary = plan.restore.sha ? baselineKey(plan.restore.branch, plan.restore.sha) : prefix;
  let hit: string | undefined;
  try {
    const t = deps.timeoutMs ?? 15_000;
    hit = await within(t, b.restoreCache([path], primary, [prefix], { timeoutInMs: t, segmentTimeoutInMs: t }));
  } catch (e) {
    return refused(
      `restoring the baseline of ${plan.restore.branch} from the cache failed (${(e as Error).message.slice(0, 200)})`
    );
  }
  if (!hit)
    return refused(
      `no baseline of ${plan.restore.branch} in the cache yet (a push to ${plan.restore.branch} stores one; key prefix ${prefix})`
    );
  if (!hit.startsWith(prefix)) return refused(`the cache returned an entry of another key`);
  deps.log(
    `baseline restored from the cache entry ${hit}${hit === primary ? ' (the base commit)' : plan.restore.sha ? ` (not the base commit ${plan.restore.sha.slice(0, 12)}: the newest entry of ${plan.restore.branch})` : ''}`
  );
  return readBaselineFile(path, { source: 'cache', expect }).then((r) =>
    r.ok ? { ...r, info: { ...r.info, ref: hit } } : r
  );
}

/** Stores this run's JSON report as the baseline of the plan's branch and commit. Never throws. */
async function storeBaseline(
  plan: BaselinePlan,
  report: Report,
  reportPath: string,
  deps: ActionBaselineDeps
): Promise<void> {
  if (!plan.store) return;
  if (report.config.shard) {
    deps.log('baseline not stored: this is the report of one shard (store the merged report: mode: merge)');
    return;
  }
  const b = deps.backend;
  if (!b?.saveCache || !b.isFeatureAvailable)
    return deps.log('baseline not stored: the cache functions are not available here');
  const key = baselineKey(plan.store.branch, plan.store.sha);
  try {
    if (!b.isFeatureAvailable()) return deps.log('baseline not stored: no cache service on this runner');
    const path = baselineCachePath(deps.runnerTemp);
    await mkdir(join(path, '..'), { recursive: true });
    await copyFile(reportPath, path);
    await within(deps.timeoutMs ?? 15_000, b.saveCache([path], key));
    deps.log(`baseline stored in the cache as ${key}`);
  } catch (e) {
    deps.log(`baseline not stored as ${key}: ${(e as Error).message.slice(0, 300)}`);
  }
}

/** Everything main.ts needs, from the inputs: the RunOptions for runCheck, `applyTo` for merged reports, `store`. */
export function actionBaseline(
  inputs: { baseline: string; branches: string; noRegression: string },
  env: NodeJS.ProcessEnv,
  deps: ActionBaselineDeps
) {
  let payload: Record<string, any> = {};
  try {
    const p = env['GITHUB_EVENT_PATH'] ? readEventFile(env['GITHUB_EVENT_PATH']) : {};
    if (p && typeof p === 'object' && !Array.isArray(p)) payload = p as Record<string, any>;
  } catch {
    /* the event error is reported by the run context (BG031) */
  }
  let noRegression: NoRegressionConfig | undefined;
  try {
    noRegression = parseNoRegressionText(inputs.noRegression, 'input no-regression');
  } catch (e) {
    throw new Error(`BG002: ${(e as Error).message}`);
  }
  const plan = planBaseline(inputs.baseline, inputs.branches, env, payload);
  deps.log(plan.why);
  const load = (expect: BaselineExpect) => loadPlannedBaseline(plan, expect, deps);
  const runOptions: Pick<RunOptions, 'baseline' | 'noRegression'> = {
    ...(plan.mode !== 'off' ? { baseline: load } : {}),
    ...(noRegression ? { noRegression } : {})
  };
  return {
    plan,
    runOptions,
    /** For `mode: merge`: the merged report gets the delta and the gate (the input's no-regression only). */
    async applyTo(report: Report): Promise<Report> {
      if (plan.mode === 'off' && !noRegression?.enabled) return report;
      const base =
        plan.mode === 'off'
          ? undefined
          : await load({ version: report.tool.version, configHash: report.config.configHash });
      return applyBaseline(report, base, noRegression);
    },
    store: (report: Report, reportPath: string) => storeBaseline(plan, report, reportPath, deps)
  };
}
