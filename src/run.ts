import { readFile, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BG } from './codes/general.js';
import { CONFIG_FILE, EMPTY_CONFIG, MAX_CONFIG_BYTES, parseConfig, type BenchgateConfig } from './core/config.js';
import { finding } from './core/finding.js';
import { globToRegExp, matchesAny } from './core/glob.js';
import type { Artifact, ArtifactResult, FailOn, Finding, Report, SuiteResult } from './core/model.js';
import { walkTree } from './core/tree.js';
import { buildReport } from './report/build.js';
import { ALL_SUITES } from './suites/index.js';
import type { ResultCache, Suite } from './suites/types.js';

export interface RunOptions {
  /** Folder to check (absolute or relative to cwd). */
  path: string;
  /** Suite ids, or 'auto' for every suite (filtered by `.benchgate.yml`). */
  suites: string[] | 'auto';
  /** Overrides `.benchgate.yml` `fail-on`; default 'error'. */
  failOn?: FailOn;
  /** Per-suite options from action inputs / CLI flags, merged over `.benchgate.yml` options. */
  suiteOptions?: Record<string, Record<string, unknown>>;
  /** Deterministic partition of the discovered work: this run checks shard `index` (1-based) of `count`. */
  shard?: { index: number; count: number };
  log?: (line: string) => void;
  /** Transient progress lines (the CLI's status line); suites get it as `ctx.progress`. */
  progress?: (line: string) => void;
  cache?: ResultCache;
  suiteList?: Suite[];
  now?: () => Date;
}

/** Thrown for problems that make the run impossible (the folder does not exist): exit code 2. */
export class RunError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RunError';
  }
}

/** BG001, shared by runCheck and `benchgate merge` so a merged report says exactly what an unsharded run says. */
export function noArtifactsFinding(path: string, suites: string[]): Finding {
  return finding(BG.BG001, `no benchmark artifacts found under ${path} (suites: ${suites.join(', ') || 'none'})`);
}

/** Stable partition key: artifacts of one suite are spread by a hash of their path. */
export function shardOf(suite: string, path: string, count: number): number {
  let h = 2166136261;
  const s = `${suite}\0${path}`;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return (h % count) + 1;
}

/** The one pipeline behind `benchgate check` and the action: discover → check → report. */
export async function runCheck(opts: RunOptions): Promise<Report> {
  const started = opts.now ? opts.now() : new Date();
  const t0 = performance.now();
  const log = opts.log ?? (() => {});
  const suites = opts.suiteList ?? ALL_SUITES;
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
  const cfgPath = join(root, CONFIG_FILE);
  try {
    const st = await stat(cfgPath);
    if (st.size > MAX_CONFIG_BYTES) runFindings.push(finding(BG.BG002, `${CONFIG_FILE} is ${st.size} bytes, over the ${MAX_CONFIG_BYTES}-byte limit`, { file: CONFIG_FILE }));
    else {
      const parsed = parseConfig(await readFile(cfgPath, 'utf8'), suites.map((s) => s.id));
      config = parsed.config;
      runFindings.push(...parsed.findings);
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') runFindings.push(finding(BG.BG002, `cannot read ${CONFIG_FILE}: ${(e as Error).message}`, { file: CONFIG_FILE }));
  }
  const failOn: FailOn = opts.failOn ?? config.failOn ?? 'error';

  // Suite selection.
  let selected: Suite[];
  if (opts.suites === 'auto') selected = suites.filter((s) => config.suites[s.id]?.enabled !== false);
  else {
    selected = [];
    for (const id of opts.suites) {
      const s = suites.find((x) => x.id === id);
      if (s) selected.push(s);
      else runFindings.push(finding(BG.BG004, `unknown suite "${id}"; known suites: ${suites.map((x) => x.id).join(', ')}`));
    }
  }

  const walk = await walkTree(root);
  runFindings.push(...walk.findings);
  const globalExclude = config.exclude.map(globToRegExp);
  const baseTree = walk.tree.filter((f) => !matchesAny(f, globalExclude));

  // Every shard discovers everything, but only shard 1 reports run-level and discovery findings, so a merge
  // of all shards holds each of them exactly once.
  const leadShard = !opts.shard || opts.shard.index === 1;
  if (!leadShard) runFindings.length = 0;
  const results: SuiteResult[] = [];
  for (const suite of selected) {
    const sc = config.suites[suite.id];
    const include = (sc?.include ?? []).map(globToRegExp);
    const exclude = (sc?.exclude ?? []).map(globToRegExp);
    const tree = baseTree.filter((f) => (include.length === 0 || matchesAny(f, include)) && !matchesAny(f, exclude));
    const ctx = { root, options: { ...(sc?.options ?? {}), ...(opts.suiteOptions?.[suite.id] ?? {}) }, configOptions: sc?.options ?? {}, log, ...(opts.progress ? { progress: opts.progress } : {}), ...(opts.cache ? { cache: opts.cache } : {}) };
    const result: SuiteResult = { suite: suite.id, title: suite.title, artifacts: [], findings: [] };
    let artifacts: Artifact[] = [];
    try {
      const d = await suite.discover(tree, ctx);
      artifacts = d.artifacts;
      if (d.skipped?.length && leadShard) result.skipped = d.skipped;
      if (d.findings && leadShard) result.findings.push(...d.findings);
    } catch (e) {
      if (leadShard) result.findings.push(finding(BG.BG005, `suite ${suite.id} failed while discovering artifacts: ${(e as Error).message}`));
    }
    if (opts.shard) artifacts = artifacts.filter((a) => shardOf(suite.id, a.path, opts.shard!.count) === opts.shard!.index);
    for (const a of artifacts) {
      log(`${suite.id}: ${a.path}`);
      result.artifacts.push(await checkOne(suite, a, ctx));
    }
    results.push(result);
  }
  // BG001 is decided on the whole work: per shard it would be noise (`benchgate merge` raises it on the union).
  if (results.every((r) => r.artifacts.length === 0) && !opts.shard) runFindings.push(noArtifactsFinding(opts.path, selected.map((s) => s.id)));
  return buildReport(results, runFindings, {
    root: opts.path,
    failOn,
    suites: selected.map((s) => s.id),
    configInput: { config, suiteOptions: opts.suiteOptions ?? {} },
    startedAt: started.toISOString(),
    durationMs: Math.round(performance.now() - t0),
    ...(opts.shard ? { shard: opts.shard } : {})
  });
}

/** Runs one suite check; an internal crash becomes a BG005 finding and an undecided gate, never a pass. */
export async function checkOne(suite: Suite, artifact: Artifact, ctx: Parameters<Suite['check']>[1]): Promise<ArtifactResult> {
  const t = performance.now();
  try {
    const r = await suite.check(artifact, ctx);
    return { ...r, durationMs: Math.round(performance.now() - t) };
  } catch (e) {
    const err = e as Error;
    if (process.env['BENCHGATE_DEBUG']) console.error(err.stack);
    return {
      artifact,
      gates: [{ id: 'internal', title: 'benchgate could check this artifact', status: 'undecided', detail: `internal error: ${err.message}` }],
      findings: [finding(BG.BG005, `benchgate crashed on this artifact: ${err.message}`, { file: artifact.path })],
      durationMs: Math.round(performance.now() - t)
    };
  }
}
