import { readFile, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BG } from './codes/general.js';
import {
  CONFIG_FILE,
  CONFIG_JOB_HINT,
  CONFIG_TRUST,
  EMPTY_CONFIG,
  MAX_CONFIG_BYTES,
  parseConfig,
  type BenchgateConfig,
  type ConfigPositions
} from './core/config.js';
import { resolveTreeOptions, type TreeLocation } from './core/trust.js';
import { compareFindings, finding } from './core/finding.js';
import { globToRegExp, matchesAny } from './core/glob.js';
import { sanitizeSuiteOptions } from './core/options.js';
import type { Artifact, ArtifactResult, FailOn, Finding, Report, SuiteResult } from './core/model.js';
import { planDigest, shardOf, type PlanEntry } from './core/partition.js';
import { walkTree } from './core/tree.js';
import { buildReport } from './report/build.js';
import { logLine } from './report/escape/workflow.js';
import { loadSuites, SUITE_IDS } from './suites/index.js';
import type { ResultCache } from './core/cache.js';
import type { Suite } from './suites/types.js';
import { suiteResultOf } from './suites/result.js';
import { pushAll } from './core/arrays.js';
import { findOwnReports } from './core/own-output.js';
import { artifactFails, recount } from './core/verdict.js';
import type { BaselineExpect, BaselineResult } from './baseline/load.js';
import { applyBaseline } from './baseline/no-regression.js';
import type { NoRegressionConfig } from './core/no-regression-config.js';
import { overLimit } from './core/bytes.js';
import { HISTORY_DEFAULTS, resolveHistoryTree, type HistoryConfig } from './core/history-config.js';
import type { HistoryStore } from './core/history-model.js';
import type { EntryMeta } from './history/entry.js';
import { withHistory } from './history/run-history.js';

export interface RunOptions {
  /** Folder to check (absolute or relative to cwd). */
  path: string;
  /** Suite ids, or 'auto' for every suite (filtered by `.benchgate.yml`). */
  suites: string[] | 'auto';
  /** The job's fail-on (default 'error'); `.benchgate.yml` `fail-on` may only tighten it (`warning`), else BG014. */
  failOn?: FailOn;
  /**
   * A run that checks nothing fails (BG001 as an error); default true. `.benchgate.yml` can only turn it on
   * (a pull request's own configuration must not be able to make an empty run green): docs/security/green.md.
   */
  failOnEmpty?: boolean;
  /** Per-suite options from action inputs / CLI flags, merged over `.benchgate.yml` options. */
  suiteOptions?: Record<string, Record<string, unknown>>;
  /** Deterministic partition of the discovered work: this run checks shard `index` (1-based) of `count`. */
  shard?: { index: number; count: number };
  /** The CI run this report belongs to (recorded in `config.plan`, checked by `benchgate merge`). */
  run?: { run: string; attempt?: number };
  /** Discover only: no artifact is checked (the report has the plan identity and empty suites). Used by merge's plan verification. */
  planOnly?: boolean;
  log?: (line: string) => void;
  /** Transient progress lines (the CLI's status line); suites get it as `ctx.progress`. */
  progress?: (line: string) => void;
  cache?: ResultCache;
  /** Reads the baseline report once this run's version and configHash are known (docs/baseline.md); not used by a shard. */
  baseline?: (expect: BaselineExpect) => Promise<BaselineResult | undefined>;
  /** The no-regression gate; overrides `.benchgate.yml` `no-regression` when given. */
  noRegression?: NoRegressionConfig;
  /**
   * The suites to choose from, already loaded (tests inject fakes). Default: the plug-in list, each suite loaded only
   * when the run selects it (`src/suites/index.ts`).
   */
  suiteList?: Suite[];
  now?: () => Date;
  /**
   * Which discovered artifacts to check (the CLI's `-k` and `--lf`); the rest are left out of this run (they are
   * still in the plan). Local selection only: a selected run is not a complete check.
   */
  select?: (suite: string, path: string) => boolean;
  /** Stop after the first artifact that fails (the CLI's `-x`); the artifacts not checked are counted in BG028. */
  exitFirst?: boolean;
  /**
   * Judge the run against its history and (when `write`) append it (docs/history.md). `config` is the job's; the
   * checked tree's `.benchgate.yml` `history:` may only tighten it. Not used by a shard or a plan-only run.
   */
  history?: { store: HistoryStore; config?: HistoryConfig; meta: EntryMeta; write: boolean };
  /** Called after each artifact is checked: `done` of the `total` this run checks (the CLI's progress lines). */
  onProgress?: (p: { done: number; total: number; suite: string; path: string }) => void;
}

/** Thrown for problems that make the run impossible (the folder does not exist): exit code 2. */
export class RunError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RunError';
  }
}

/** BG001, shared by runCheck and `benchgate merge` so a merged report says exactly what an unsharded run says. */
function noArtifactsFinding(path: string, suites: string[], failOnEmpty = true): Finding {
  const why = `nothing was checked: no benchmark artifacts found under ${path} (suites: ${suites.join(', ') || 'none'})`;
  return failOnEmpty
    ? finding(
        BG.BG001,
        `${why}; the run fails because fail-on-empty is on (set the input fail-on-empty: false, or --no-fail-on-empty, when an empty run is expected)`,
        {},
        'error'
      )
    : finding(BG.BG001, `${why} (fail-on-empty is off)`, {}, 'warning');
}

/**
 * The emptiness findings of a whole run (unsharded, or the union of every shard in `benchgate merge`): BG001
 * when no suite checked any artifact, and BG001 per suite whose artifacts were found but where nothing ran
 * (`Suite.nothingChecked`, e.g. every Qsolve case skipped). Errors when `failOnEmpty`, warnings otherwise.
 * Pure: `suiteList` holds (at least) the loaded suites of the results that have artifacts (`suitesWithArtifacts`).
 */
export function emptinessFindings(
  results: SuiteResult[],
  path: string,
  suiteIds: string[],
  failOnEmpty: boolean,
  suiteList: readonly Pick<Suite, 'id' | 'nothingChecked'>[]
): Finding[] {
  if (results.every((r) => r.artifacts.length === 0)) return [noArtifactsFinding(path, suiteIds, failOnEmpty)];
  const out: Finding[] = [];
  for (const r of results) {
    const why = r.artifacts.length ? suiteList.find((s) => s.id === r.suite)?.nothingChecked?.(r.artifacts) : undefined;
    if (!why) continue;
    const msg = `nothing was checked by suite ${r.suite}: ${why}`;
    out.push(
      failOnEmpty
        ? finding(BG.BG001, `${msg}; the run fails because fail-on-empty is on`, {}, 'error')
        : finding(BG.BG001, `${msg} (fail-on-empty is off)`, {}, 'warning')
    );
  }
  return out;
}

/** The ids of the results that hold artifacts: the suites `emptinessFindings` must have loaded. */
export function suitesWithArtifacts(results: readonly SuiteResult[]): string[] {
  return results.filter((r) => r.artifacts.length > 0).map((r) => r.suite);
}

/** The one pipeline behind `benchgate check` and the action: discover → check → report. */
export async function runCheck(opts: RunOptions): Promise<Report> {
  const started = opts.now ? opts.now() : new Date();
  const t0 = performance.now();
  const log = opts.log ?? (() => {});
  // Suite ids only: no suite code is loaded before the selection below.
  const known: readonly string[] = opts.suiteList ? opts.suiteList.map((s) => s.id) : SUITE_IDS;
  let root: string;
  try {
    root = await realpath(opts.path);
    if (!(await stat(root)).isDirectory()) throw new Error('not a directory');
  } catch {
    throw new RunError(`the path "${opts.path}" is not a directory`);
  }
  const runFindings: Finding[] = [];

  // Configuration.
  let config: BenchgateConfig = EMPTY_CONFIG;
  let positions: ConfigPositions = {};
  const cfgPath = join(root, CONFIG_FILE);
  try {
    const st = await stat(cfgPath);
    if (st.size > MAX_CONFIG_BYTES)
      runFindings.push(
        finding(BG.BG002, `${CONFIG_FILE} is ${overLimit(st.size, MAX_CONFIG_BYTES)}`, {
          file: CONFIG_FILE
        })
      );
    else {
      const parsed = parseConfig(await readFile(cfgPath, 'utf8'), [...known]);
      config = parsed.config;
      positions = parsed.positions;
      pushAll(runFindings, parsed.findings);
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT')
      runFindings.push(finding(BG.BG002, `cannot read ${CONFIG_FILE}: ${(e as Error).message}`, { file: CONFIG_FILE }));
  }
  // The checked tree may only tighten the job's settings (CONFIG_TRUST; a loosening value is ignored with BG014).
  const at = (key: string) => positions[key] ?? positions[key.replace(/\.[^.]*$/, '')] ?? {};
  const top = resolveTreeOptions(
    {
      ...(config.failOn !== undefined ? { 'fail-on': config.failOn } : {}),
      ...(config.failOnEmpty !== undefined ? { 'fail-on-empty': config.failOnEmpty } : {}),
      ...(config.noRegression !== undefined ? { 'no-regression': config.noRegression } : {})
    },
    {
      ...(opts.failOn !== undefined ? { 'fail-on': opts.failOn } : {}),
      ...(opts.failOnEmpty !== undefined ? { 'fail-on-empty': opts.failOnEmpty } : {}),
      ...(opts.noRegression !== undefined ? { 'no-regression': opts.noRegression } : {})
    },
    CONFIG_TRUST,
    { file: CONFIG_FILE, prefix: '', at, jobHint: (k) => CONFIG_JOB_HINT[k] ?? 'the action input or CLI flag' }
  );
  pushAll(runFindings, top.findings);
  const failOn = (top.options['fail-on'] as FailOn | undefined) ?? 'error';
  const failOnEmpty = (top.options['fail-on-empty'] as boolean | undefined) ?? true;
  const noRegression = top.options['no-regression'] as NoRegressionConfig | undefined;
  const sanitized = sanitizeSuiteOptions(opts.suiteOptions ?? {}, [...known]);
  pushAll(runFindings, sanitized.findings);
  const suiteOptions = sanitized.options;

  // Suite selection, by id; then only the selected suites are loaded.
  let selectedIds: string[];
  if (opts.suites === 'auto') selectedIds = known.filter((id) => config.suites[id]?.enabled !== false);
  else {
    selectedIds = [];
    for (const id of opts.suites) {
      if (known.includes(id)) selectedIds.push(id);
      else runFindings.push(finding(BG.BG004, `unknown suite "${id}"; known suites: ${known.join(', ')}`));
    }
  }
  const selected: Suite[] = opts.suiteList
    ? selectedIds.map((id) => opts.suiteList!.find((s) => s.id === id)!)
    : await loadSuites(selectedIds);
  // Each suite's options: the tree's applied over the job's only where they tighten (the suite's own declarations).
  const resolvedOptions = new Map<string, ReturnType<typeof resolveTreeOptions>>();
  for (const suite of selected) {
    const prefix = `suites.${suite.id}.options`;
    const loc: TreeLocation = {
      file: CONFIG_FILE,
      prefix,
      at: (k) => at(`${prefix}.${k}`),
      jobHint: (k) =>
        `the action input \`options\` (${suite.id}: {${k}: …}) or the CLI flag \`--option ${suite.id}.${k}=…\``
    };
    const r = resolveTreeOptions(
      config.suites[suite.id]?.options ?? {},
      suiteOptions[suite.id] ?? {},
      suite.optionTrust?.table ?? {},
      loc,
      suite.optionTrust?.canonical
    );
    if (!suite.optionTrust)
      for (const k of Object.keys(r.fromTree)) {
        // No declarations: nothing from the tree is trusted.
        delete r.options[k];
        r.findings.push(
          finding(
            BG.BG014,
            `${CONFIG_FILE}: \`${prefix}.${k}\` is ignored: suite ${suite.id} declares no option the checked tree may set; the job must set it (${loc.jobHint(k)})`,
            { file: CONFIG_FILE, ...loc.at(k) }
          )
        );
      }
    pushAll(runFindings, r.findings);
    resolvedOptions.set(suite.id, suite.optionTrust ? r : { ...r, fromTree: {} });
  }

  const walk = await walkTree(root);
  pushAll(runFindings, walk.findings);
  const globalExclude = config.exclude.map(globToRegExp);
  // benchgate's own reports lying in the tree (a baseline file, an earlier run's report-json) are not artifacts.
  const own = new Set(await findOwnReports(walk.tree));
  for (const f of own)
    runFindings.push(
      finding(
        BG.BG027,
        f.toLowerCase().endsWith('.jsonl')
          ? `${f} is a benchgate history (schema benchgate.history), not a benchmark artifact: not checked`
          : `${f} is a benchgate report (schema benchgate.report), not a benchmark artifact: not checked`,
        { file: f }
      )
    );
  const baseTree = walk.tree.filter((f) => !own.has(f) && !matchesAny(f, globalExclude));

  // Every shard discovers everything, but only shard 1 reports run-level and discovery findings, so a merge
  // of all shards holds each of them exactly once.
  const leadShard = !opts.shard || opts.shard.index === 1;
  if (!leadShard) runFindings.length = 0;
  const results: SuiteResult[] = [];
  // The partition's identity: every (suite, path) discovered, before the shard filter, and this shard's slice.
  const planned: PlanEntry[] = [];
  const slice: PlanEntry[] = [];
  let stopped = false;
  let notChecked = 0;
  // Discover every selected suite first, so progress knows the total; then check.
  const work: { suite: Suite; ctx: Parameters<Suite['check']>[1]; result: SuiteResult; artifacts: Artifact[] }[] = [];
  for (const suite of selected) {
    const sc = config.suites[suite.id];
    const include = (sc?.include ?? []).map(globToRegExp);
    const exclude = (sc?.exclude ?? []).map(globToRegExp);
    const tree = baseTree.filter((f) => (include.length === 0 || matchesAny(f, include)) && !matchesAny(f, exclude));
    const resolved = resolvedOptions.get(suite.id)!;
    const ctx = {
      root,
      options: resolved.options,
      configOptions: resolved.fromTree,
      log,
      ...(opts.progress ? { progress: opts.progress } : {}),
      ...(opts.cache ? { cache: opts.cache } : {})
    };
    const result = suiteResultOf(suite);
    let artifacts: Artifact[] = [];
    try {
      const d = await suite.discover(tree, ctx);
      artifacts = d.artifacts;
      if (d.skipped?.length && leadShard) result.skipped = d.skipped;
      if (d.findings && leadShard) pushAll(result.findings, d.findings);
    } catch (e) {
      if (leadShard)
        result.findings.push(
          finding(BG.BG005, `suite ${suite.id} failed while discovering artifacts: ${(e as Error).message}`)
        );
    }
    for (const a of artifacts) planned.push({ suite: suite.id, path: a.path });
    if (opts.shard)
      artifacts = artifacts.filter((a) => shardOf(suite.id, a.path, opts.shard!.count) === opts.shard!.index);
    for (const a of artifacts) slice.push({ suite: suite.id, path: a.path });
    if (opts.planOnly) artifacts = [];
    if (opts.select) artifacts = artifacts.filter((a) => opts.select!(suite.id, a.path));
    work.push({ suite, ctx, result, artifacts });
  }
  const total = work.reduce((n, w) => n + w.artifacts.length, 0);
  let done = 0;
  for (const { suite, ctx, result, artifacts } of work) {
    for (const a of artifacts) {
      if (stopped) {
        notChecked++;
        continue;
      }
      log(`${suite.id}: ${a.path}`);
      const checked = await checkOne(suite, a, ctx);
      result.artifacts.push(checked);
      opts.onProgress?.({ done: ++done, total, suite: suite.id, path: a.path });
      if (opts.exitFirst && artifactFails(checked, failOn)) stopped = true;
    }
    results.push(result);
  }
  if (stopped)
    runFindings.push(
      finding(
        BG.BG028,
        `stopped after the first failing artifact (-x/--exitfirst): ${notChecked} more artifact(s) of the selected suites were not checked`
      )
    );
  // Emptiness is decided on the whole work: an empty shard is fine (`benchgate merge` decides on the union).
  if (!opts.shard && !opts.planOnly)
    pushAll(
      runFindings,
      emptinessFindings(
        results,
        opts.path,
        selected.map((s) => s.id),
        failOnEmpty,
        selected
      )
    );
  const report = buildReport(results, runFindings, {
    root: opts.path,
    failOn,
    failOnEmpty,
    suites: selected.map((s) => s.id),
    // `history:` settings judge the track record; they do not change results, so they stay out of the hash.
    configInput: { config: { ...config, history: undefined }, suiteOptions, failOnEmpty },
    startedAt: started.toISOString(),
    durationMs: Math.round(performance.now() - t0),
    plan: { artifacts: planned.length, hash: planDigest(planned), ...(opts.run ?? {}) },
    ...(opts.shard
      ? {
          shard: {
            index: opts.shard.index,
            count: opts.shard.count,
            slice: { artifacts: slice.length, hash: planDigest(slice) }
          }
        }
      : {})
  });
  if (opts.shard || opts.planOnly) return report;
  const compared =
    !opts.baseline && !noRegression?.enabled
      ? report
      : applyBaseline(
          report,
          await opts.baseline?.({ version: report.tool.version, configHash: report.config.configHash }),
          noRegression
        );
  if (!opts.history) return compared;
  // The tree's `history:` settings may only tighten the job's (BG014 for the rest, at their line).
  const h = resolveHistoryTree(config.history, opts.history.config ?? HISTORY_DEFAULTS, CONFIG_FILE, at);
  const withTrust = h.findings.length
    ? recount({ ...compared, findings: [...compared.findings, ...h.findings].sort(compareFindings) })
    : compared;
  return (await withHistory(withTrust, opts.history.store, h.config, opts.history.meta, { write: opts.history.write }))
    .report;
}

/**
 * Runs one suite check; an internal crash becomes a BG005 finding (a stack overflow BG021) and an undecided gate,
 * never a pass.
 */
async function checkOne(suite: Suite, artifact: Artifact, ctx: Parameters<Suite['check']>[1]): Promise<ArtifactResult> {
  const t = performance.now();
  try {
    const r = await suite.check(artifact, ctx);
    return { ...r, durationMs: Math.round(performance.now() - t) };
  } catch (e) {
    const err = e as Error;
    if (process.env['BENCHGATE_DEBUG']) for (const l of String(err.stack).split('\n')) console.error(logLine(l));
    // A stack overflow is the input's doing (nesting a check recursed into), not a crash of benchgate: BG021.
    const stack = err instanceof RangeError && /call stack/i.test(err.message);
    return {
      artifact,
      gates: [
        {
          id: 'internal',
          title: 'benchgate could not check this artifact',
          status: 'undecided',
          detail: stack
            ? 'out of stack: the artifact is nested too deeply for a check'
            : `internal error: ${err.message}`
        }
      ],
      findings: [
        stack
          ? finding(
              BG.BG021,
              'checking this artifact exhausted the call stack (a structure nested too deeply for one of the checks); its gates are undecided. Flatten the nesting',
              { file: artifact.path }
            )
          : finding(BG.BG005, `benchgate crashed on this artifact: ${err.message}`, { file: artifact.path })
      ],
      durationMs: Math.round(performance.now() - t)
    };
  }
}
