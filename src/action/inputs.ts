/**
 * Every action input, read and validated in one place (action.yml; docs/github.md). Pure: `get` reads one input
 * (the action passes `core.getInput`, a test a table), `env` is the environment the defaults come from. Every bad
 * value throws an Error naming the input (most start with `BG002:`); the action turns it into a failed step.
 * The families' own inputs (`strict`, `min-tier`, `sandbox`, …) are declared by their plug-ins (`Plugin.inputs`).
 */
import { isAbsolute, join, resolve } from 'node:path';
import {
  mergeSuiteOptions,
  parseFailOn,
  parseShardSpec,
  parseSuiteOptionsText,
  parseSuitesList
} from '../core/options.js';
import { parseRunId } from '../core/partition.js';
import type { FailOn } from '../core/model.js';
import type { CacheLimits } from '../github/cache.js';
import { parseCommitInput, parsePullRequestInput } from '../github/context.js';
import type { ChannelBudgets } from '../github/publish.js';
import {
  parseCommentMode,
  parseMaxAnnotations,
  parseSummaryMode,
  type AnnotationCaps,
  type CommentMode
} from '../report/summary-modes.js';
import type { SummaryMode } from '../report/markdown.js';
import { PLUGINS } from '../suites/plugins.js';
import type { Plugin } from '../suites/types.js';
import { Inputs } from './constants.js';
import { parseFailStep, type FailStep } from './fail-step.js';
import { readHistoryInputs, type HistoryInputs } from './history-input.js';

/** Reads one input by its action.yml name ('' when not given). */
export type GetInput = (name: string) => string;

export interface ActionInputs {
  mode: 'check' | 'merge';
  path: string;
  suites: string[] | 'auto';
  failOn: FailOn;
  failOnEmpty: boolean;
  failStep: FailStep;
  reportJson: string;
  sarif?: string;
  sarifCategory?: string;
  junit?: string;
  html?: string;
  /** The `options` input with every family input (`Plugin.inputs`) applied over it. */
  suiteOptions: Record<string, Record<string, unknown>>;
  token: string;
  checkRun: boolean;
  checkName: string;
  comment: boolean;
  commentKey: string;
  cache: boolean;
  shard?: { index: number; count: number };
  reports: string;
  /** The `run-id` input (validated), if given. */
  runId?: string;
  verifyPlan: boolean;
  /** `commit` / `pull-request` inputs: where the check run and the comment go (override the event). */
  commit?: string;
  pullRequest?: number;
  summaryMode: SummaryMode;
  /** `summary: off`: nothing is written to GITHUB_STEP_SUMMARY. */
  summaryOff: boolean;
  commentMode: CommentMode;
  maxAnnotations: AnnotationCaps;
  /** Where the job summary is also written (output `summary-file`). */
  summaryFile: string;
  /** `history`, `history-branch`, `history-max`, … (docs/github.md, "History on GitHub"). */
  history: HistoryInputs;
  /** `baseline`, `baseline-branches`, `no-regression` as given (parsed by src/action/baseline.ts). */
  baseline: { baseline: string; branches: string; noRegression: string };
}

/** A true/false input; '' is `fallback`. */
export function bool(get: GetInput, name: string, fallback: boolean): boolean {
  const v = get(name).trim().toLowerCase();
  if (v === '') return fallback;
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw new Error(`input ${name} must be true or false (got "${v}")`);
}

/** The checkout: GITHUB_WORKSPACE, else the current folder. */
export function workspaceOf(env: NodeJS.ProcessEnv): string {
  return env['GITHUB_WORKSPACE'] ?? process.cwd();
}

/** The file the job summary is also written to (output `summary-file`): in RUNNER_TEMP, else the workspace. */
export function defaultSummaryFile(env: NodeJS.ProcessEnv): string {
  return join(env['RUNNER_TEMP'] ?? workspaceOf(env), 'benchgate-summary.md');
}

/** Runs `parse`, prefixing its error with `BG002: `. */
function bg002<T>(parse: () => T): T {
  try {
    return parse();
  } catch (e) {
    throw new Error(`BG002: ${(e as Error).message}`);
  }
}

/**
 * The `options` input with each plug-in's inputs applied over it, in plug-in order then declaration order (the
 * input wins over the same option in `options`). A plug-in input's parser may throw (a bad value).
 */
export function familyOptions(
  get: GetInput,
  options: Record<string, Record<string, unknown>>,
  plugins: readonly Pick<Plugin, 'id' | 'inputs'>[] = PLUGINS
): Record<string, Record<string, unknown>> {
  const layers: Record<string, Record<string, unknown>>[] = [options];
  for (const p of plugins)
    for (const input of p.inputs ?? []) {
      const job = Object.prototype.hasOwnProperty.call(options, p.id) ? options[p.id]! : {};
      const value = input.parse(get(input.name), job);
      if (value !== undefined) layers.push({ [p.id]: { [input.suiteOption]: value } });
    }
  return mergeSuiteOptions(...layers);
}

/** Reads and validates every input. Throws an Error naming the first bad one. */
export function readInputs(get: GetInput, env: NodeJS.ProcessEnv): ActionInputs {
  const workspace = workspaceOf(env);
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(workspace, p));
  const suiteOptions = familyOptions(get, parseSuiteOptionsText(get(Inputs.Options)));
  const sarif = get(Inputs.Sarif);
  const sarifCategory = get(Inputs.SarifCategory).trim();
  const junit = get(Inputs.Junit);
  const html = get(Inputs.Html);
  const mode = get(Inputs.Mode) || 'check';
  if (mode !== 'check' && mode !== 'merge') throw new Error(`input mode must be check or merge (got "${mode}")`);
  const shard = bg002(() => parseShardSpec(get(Inputs.Shard), 'input shard'));
  const runId = parseRunId(get(Inputs.RunId), 'input run-id');
  const commit = bg002(() => parseCommitInput(get(Inputs.Commit)));
  const pullRequest = bg002(() => parsePullRequestInput(get(Inputs.PullRequest)));
  // `summary: off`: no job summary on the run page (the summary-file output still has the full one).
  const summaryOff = get(Inputs.Summary).trim().toLowerCase() === 'off';
  const summaryMode = bg002(() => parseSummaryMode(summaryOff ? '' : get(Inputs.Summary)));
  const commentMode = bg002(() => parseCommentMode(get(Inputs.CommentMode)));
  const maxAnnotations = bg002(() => parseMaxAnnotations(get(Inputs.MaxAnnotations)));
  const failStep = bg002(() => parseFailStep(get(Inputs.FailStep)));
  return {
    mode,
    summaryMode,
    summaryOff,
    commentMode,
    maxAnnotations,
    summaryFile: defaultSummaryFile(env),
    history: readHistoryInputs(get),
    path: abs(get(Inputs.Path) || '.'),
    suites: parseSuitesList(get(Inputs.Suites) || 'auto'),
    failOn: parseFailOn(get(Inputs.FailOn) || 'error'),
    failOnEmpty: bool(get, Inputs.FailOnEmpty, true),
    failStep,
    reportJson: abs(get(Inputs.ReportJson) || join(env['RUNNER_TEMP'] ?? workspace, 'benchgate-report.json')),
    ...(sarif ? { sarif: abs(sarif) } : {}),
    ...(sarifCategory ? { sarifCategory } : {}),
    ...(junit ? { junit: abs(junit) } : {}),
    ...(html ? { html: abs(html) } : {}),
    suiteOptions,
    token: get(Inputs.Token),
    checkRun: bool(get, Inputs.CheckRun, true),
    checkName: get(Inputs.CheckName),
    comment: bool(get, Inputs.Comment, false),
    commentKey: get(Inputs.CommentKey),
    cache: bool(get, Inputs.Cache, true),
    ...(shard ? { shard } : {}),
    reports: get(Inputs.Reports),
    ...(runId ? { runId } : {}),
    verifyPlan: bool(get, Inputs.VerifyPlan, false),
    ...(commit ? { commit } : {}),
    ...(pullRequest !== undefined ? { pullRequest } : {}),
    baseline: {
      baseline: get(Inputs.Baseline),
      branches: get(Inputs.BaselineBranches),
      noRegression: get(Inputs.NoRegression)
    }
  };
}

/**
 * Optional tuning of the network limits through the environment (documented in docs/security/network.md):
 * a value outside [min, max] milliseconds, or not a number, is ignored (and `log` says so).
 */
function envMs(env: NodeJS.ProcessEnv, name: string, min: number, max: number, log: (line: string) => void) {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const v = Number(raw);
  if (!Number.isFinite(v) || v < min || v > max) {
    log(`benchgate: ${name}=${JSON.stringify(raw.slice(0, 40))} ignored (milliseconds between ${min} and ${max})`);
    return undefined;
  }
  return Math.round(v);
}

/** The network limits the environment tunes (BENCHGATE_CACHE_TIMEOUT_MS, …; docs/security/network.md). */
export function envLimits(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void
): { cache: Partial<CacheLimits>; budgets: Partial<ChannelBudgets>; requestTimeoutMs?: number } {
  const cache: Partial<CacheLimits> = {};
  const budgets: Partial<ChannelBudgets> = {};
  const op = envMs(env, 'BENCHGATE_CACHE_TIMEOUT_MS', 100, 600_000, log);
  const cb = envMs(env, 'BENCHGATE_CACHE_BUDGET_MS', 100, 3_600_000, log);
  const req = envMs(env, 'BENCHGATE_API_TIMEOUT_MS', 100, 600_000, log);
  const cr = envMs(env, 'BENCHGATE_CHECK_RUN_BUDGET_MS', 100, 3_600_000, log);
  const cm = envMs(env, 'BENCHGATE_COMMENT_BUDGET_MS', 100, 3_600_000, log);
  if (op !== undefined) cache.operationTimeoutMs = op;
  if (cb !== undefined) cache.budgetMs = cb;
  if (cr !== undefined) budgets.checkRunMs = cr;
  if (cm !== undefined) budgets.commentMs = cm;
  return { cache, budgets, ...(req !== undefined ? { requestTimeoutMs: req } : {}) };
}
