import { open, readdir, stat } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { compareFindings } from './core/finding.js';
import { compareText } from './core/order.js';
import { globToRegExp } from './core/glob.js';
import type { Report, SuiteResult } from './core/model.js';
import { MAX_SHARDS, planDigest, type PlanEntry } from './core/partition.js';
import {
  checkReportConsistency,
  MAX_REPORT_BYTES,
  MergeError,
  parseShardReport,
  validateReport,
  type ShardReport
} from './core/report-check.js';

const key = (suite: string, path: string) => `${suite}\0${path}`;
import { recount } from './core/verdict.js';
import { emptinessFindings, suitesWithArtifacts } from './run.js';
import { loadSuites } from './suites/index.js';
import { maxOf } from './core/arrays.js';
import { formatBytes, overLimit } from './core/bytes.js';

/** Largest sum of the report files of one merge. */
const MAX_TOTAL_REPORT_BYTES = 128 * 1024 * 1024;
/** Most report files in one merge: one per shard. */
const MAX_REPORTS = MAX_SHARDS;

/** What the merger knows for itself (never taken from a shard report). */
export interface MergeExpectations {
  /** Every report must belong to this CI run (`config.plan.run`). */
  run?: string;
  /**
   * The merger's own discovery under the same inputs (`runCheck({ planOnly: true, … })`): the reports must have
   * the same benchgate version, configuration (configHash, fail-on, suites) and plan (artifact count and hash).
   */
  reference?: Report;
}

function checkReference(r: Report, source: string, expect: MergeExpectations): void {
  const plan = r.config.plan;
  if (expect.run !== undefined && plan?.run !== expect.run)
    throw new MergeError(
      `${source} belongs to ${plan?.run ? `run ${plan.run}` : 'no recorded run'}, not to run ${expect.run}; merge only the shard reports of this run`
    );
  const ref = expect.reference;
  if (!ref) return;
  if (r.tool.version !== ref.tool.version)
    throw new MergeError(
      `${source} was written by benchgate ${r.tool.version} but this merge is benchgate ${ref.tool.version}; the plan can only be verified with the same version`
    );
  if (
    r.config.failOn !== ref.config.failOn ||
    r.config.suites.join(',') !== ref.config.suites.join(',') ||
    r.config.configHash !== ref.config.configHash
  )
    throw new MergeError(
      `${source} was made with another configuration than this merge's own (configHash ${r.config.configHash.slice(0, 12)}… vs ${ref.config.configHash.slice(0, 12)}…, fail-on ${r.config.failOn} vs ${ref.config.failOn}, suites [${r.config.suites.join(', ')}] vs [${ref.config.suites.join(', ')}]); give merge the same path, suites, options and fail-on as the shards`
    );
  if (!plan)
    throw new MergeError(`${source} has no plan identity (config.plan); re-run the shards with this benchgate version`);
  const want = ref.config.plan!;
  if (plan.hash !== want.hash || plan.artifacts !== want.artifacts)
    throw new MergeError(
      `${source} planned ${plan.artifacts} artifact(s) (plan ${plan.hash.slice(0, 12)}…) but this merge discovers ${want.artifacts} (plan ${want.hash.slice(0, 12)}…) under the same inputs; the report belongs to another checkout or was edited`
    );
}

/**
 * Combines the reports of every shard of one sharded run into the report an unsharded run would have written
 * (apart from timings). Every report is validated against the schema and its bounds, checked for consistency
 * (checkReportConsistency) and, with `expect`, against what the merger knows for itself. Refuses, with a
 * message naming the reports, different benchgate versions, configurations or partitions (run, plan hash,
 * shard count), a missing, duplicate or foreign shard, an artifact in two shards, or a union of shards that is
 * not the planned artifact list. Counts and the verdict are always recomputed. Async: it loads the suites that hold
 * artifacts (for `Suite.nothingChecked`), and only those.
 */
export async function mergeReports(shards: ShardReport[], expect: MergeExpectations = {}): Promise<Report> {
  if (shards.length === 0) throw new MergeError('no reports to merge');
  if (shards.length > MAX_REPORTS)
    throw new MergeError(`${shards.length} reports given; a merge takes at most ${MAX_REPORTS} (one per shard)`);
  for (const s of shards) validateReport(s.report, s.source);
  const entriesOf = new Map<ShardReport, PlanEntry[]>();
  for (const s of shards) entriesOf.set(s, checkReportConsistency(s.report, s.source));
  for (const s of shards) checkReference(s.report, s.source, expect);
  const first = shards[0];
  for (const s of shards.slice(1)) {
    const a = first.report;
    const b = s.report;
    if (a.tool.version !== b.tool.version)
      throw new MergeError(
        `${s.source} was written by benchgate ${b.tool.version} but ${first.source} by ${a.tool.version}; run every shard with the same version`
      );
    if (a.config.failOn !== b.config.failOn)
      throw new MergeError(
        `${s.source} has fail-on ${b.config.failOn} but ${first.source} has ${a.config.failOn}; every shard needs the same configuration`
      );
    if (JSON.stringify(a.config.suites) !== JSON.stringify(b.config.suites))
      throw new MergeError(
        `${s.source} ran suites [${b.config.suites.join(', ')}] but ${first.source} ran [${a.config.suites.join(', ')}]; every shard needs the same suites`
      );
    if (a.config.configHash !== b.config.configHash)
      throw new MergeError(
        `${s.source} and ${first.source} were made with different configurations (configHash ${b.config.configHash.slice(0, 12)}… vs ${a.config.configHash.slice(0, 12)}…); every shard needs the same .benchgate.yml and options`
      );
    if ((a.config.plan?.run ?? '') !== (b.config.plan?.run ?? ''))
      throw new MergeError(
        `${s.source} belongs to run ${b.config.plan?.run ?? '(none recorded)'} but ${first.source} to run ${a.config.plan?.run ?? '(none recorded)'}; merge the shard reports of one run`
      );
  }
  if (shards.length === 1 && !first.report.config.shard) return recount(first.report);
  const count = first.report.config.shard?.count ?? 0;
  const byIndex = new Map<number, string>();
  for (const s of shards) {
    const sh = s.report.config.shard;
    if (!sh)
      throw new MergeError(
        `${s.source} is not a shard report (no config.shard); merge the reports of one sharded run (--shard I/N)`
      );
    if (sh.count !== count)
      throw new MergeError(
        `${s.source} is shard ${sh.index}/${sh.count} but ${first.source} belongs to a run of ${count} shards`
      );
    if (!sh.slice || !s.report.config.plan)
      throw new MergeError(
        `${s.source} has no partition identity (config.plan and config.shard.slice); re-run the shards with this benchgate version`
      );
    const a = first.report.config.plan!;
    const b = s.report.config.plan;
    if (a.hash !== b.hash || a.artifacts !== b.artifacts)
      throw new MergeError(
        `${s.source} planned ${b.artifacts} artifact(s) (plan ${b.hash.slice(0, 12)}…) but ${first.source} planned ${a.artifacts} (plan ${a.hash.slice(0, 12)}…); the shards did not partition the same checkout`
      );
    const prev = byIndex.get(sh.index);
    if (prev) throw new MergeError(`shard ${sh.index}/${sh.count} appears twice: ${prev} and ${s.source}`);
    byIndex.set(sh.index, s.source);
  }
  const missing: number[] = [];
  for (let i = 1; i <= count; i++) if (!byIndex.has(i)) missing.push(i);
  if (missing.length)
    throw new MergeError(
      `missing shard report(s) ${missing.map((i) => `${i}/${count}`).join(', ')}; got ${[...byIndex.keys()]
        .sort((x, y) => x - y)
        .map((i) => `${i}/${count}`)
        .join(', ')}`
    );

  const ordered = [...shards].sort((x, y) => x.report.config.shard!.index - y.report.config.shard!.index);
  const lead = ordered[0].report;
  const suites = new Map<string, SuiteResult>();
  const owner = new Map<string, string>();
  const union: PlanEntry[] = [];
  for (const s of ordered) {
    const { report, source } = s;
    for (const e of entriesOf.get(s)!) union.push(e);
    for (const st of report.suites) {
      let m = suites.get(st.suite);
      if (!m)
        suites.set(
          st.suite,
          (m = {
            suite: st.suite,
            title: st.title,
            ...(st.naming ? { naming: st.naming } : {}),
            artifacts: [],
            findings: []
          })
        );
      for (const a of st.artifacts) {
        const k = key(st.suite, a.artifact.path);
        if (owner.has(k))
          throw new MergeError(
            `artifact ${a.artifact.path} (${st.suite}) is in both ${owner.get(k)} and ${source}; the shards do not partition the same work`
          );
        owner.set(k, source);
        m.artifacts.push(a);
      }
      for (const f of st.findings) m.findings.push(f);
      if (st.skipped?.length) {
        m.skipped ??= [];
        for (const x of st.skipped) m.skipped.push(x);
      }
    }
  }
  const plan = lead.config.plan!;
  if (union.length !== plan.artifacts || planDigest(union) !== plan.hash)
    throw new MergeError(
      `the shards hold ${union.length} artifact(s) but ${plan.artifacts} were planned (plan ${plan.hash.slice(0, 12)}…); a shard report is incomplete or was edited`
    );
  const order = lead.config.suites;
  const rank = (id: string) => (order.indexOf(id) === -1 ? Number.MAX_SAFE_INTEGER : order.indexOf(id));
  const merged: SuiteResult[] = [...suites.values()]
    .sort((a, b) => rank(a.suite) - rank(b.suite))
    .map((s) => ({
      ...s,
      findings: [...s.findings].sort(compareFindings),
      artifacts: [...s.artifacts].sort((a, b) => compareText(a.artifact.path, b.artifact.path))
    }));
  const runFindings = [];
  for (const s of ordered) for (const f of s.report.findings) runFindings.push(f);
  // Emptiness is decided here, on the union (each shard left it out); fail-on-empty as the shards recorded it. Only
  // the suites that hold artifacts are loaded (their `nothingChecked`).
  const loaded = await loadSuites(suitesWithArtifacts(merged));
  for (const f of emptinessFindings(merged, lead.root, lead.config.suites, lead.config.failOnEmpty !== false, loaded))
    runFindings.push(f);
  const starts = ordered
    .map((s) => s.report.startedAt)
    .filter((x): x is string => Boolean(x))
    .sort();
  const durations = ordered.map((s) => s.report.durationMs).filter((x): x is number => typeof x === 'number');
  const attempts = ordered.map((s) => s.report.config.plan?.attempt).filter((x): x is number => typeof x === 'number');
  const { shard: _shard, plan: _plan, ...config } = lead.config;
  const { attempt: _attempt, ...planId } = plan;
  return recount({
    schema: 'benchgate.report/1',
    tool: lead.tool,
    ...(starts.length ? { startedAt: starts[0] } : {}),
    root: lead.root,
    config: {
      ...config,
      plan: { ...planId, ...(attempts.length ? { attempt: attempts.reduce((x, y) => Math.max(x, y)) } : {}) }
    },
    verdict: 'pass',
    counts: lead.counts,
    suites: merged,
    findings: runFindings.sort(compareFindings),
    ...(durations.length ? { durationMs: maxOf(durations) } : {})
  });
}

const SKIP = new Set(['.git', 'node_modules']);

async function walk(dir: string, rel: string, out: string[], depth: number): Promise<void> {
  if (depth > 20) return;
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    if (SKIP.has(e.name)) continue;
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) await walk(join(dir, e.name), r, out, depth + 1);
    else if (e.isFile()) out.push(r);
  }
}

/**
 * Expands the action's `reports` input: entries separated by new lines or commas, each a path (a file, or a
 * folder whose *.json files are taken recursively) or a glob (`shards/**\/*.json`), relative to `base`.
 * Sorted, without duplicates.
 */
export async function resolveReportPaths(spec: string, base: string): Promise<string[]> {
  const out = new Set<string>();
  for (const raw of spec
    .split(/[\n,]+/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (!/[*?{]/.test(raw)) {
      const abs = isAbsolute(raw) ? raw : resolve(base, raw);
      const st = await stat(abs).catch(() => undefined);
      if (!st) throw new MergeError(`report ${raw} does not exist`);
      if (st.isDirectory()) {
        const files: string[] = [];
        await walk(abs, '', files, 0);
        for (const f of files) if (f.endsWith('.json')) out.add(join(abs, f));
      } else out.add(abs);
      continue;
    }
    const pattern = raw.replace(/^\.\//, '');
    const segs = pattern.split('/');
    const firstGlob = segs.findIndex((s) => /[*?{]/.test(s));
    const prefix = segs.slice(0, firstGlob).join('/');
    const root = isAbsolute(pattern) ? '/' : base;
    const start = prefix ? resolve(root, prefix) : root;
    const rest = segs.slice(firstGlob).join('/');
    const files: string[] = [];
    const recursive = rest.includes('/') || rest.includes('**');
    if (recursive) await walk(start, '', files, 0);
    else
      for (const e of await readdir(start, { withFileTypes: true }).catch(() => [])) if (e.isFile()) files.push(e.name);
    const re = globToRegExp(rest);
    for (const f of files) if (re.test(f)) out.add(join(start, ...f.split('/')));
  }
  return [...out].sort();
}

/** Reads one report file: a regular file of at most MAX_REPORT_BYTES (checked before reading), UTF-8. */
export async function readReportFile(path: string, budget = MAX_REPORT_BYTES): Promise<string> {
  const limit = Math.min(MAX_REPORT_BYTES, budget);
  const st = await stat(path).catch((e: NodeJS.ErrnoException) => {
    throw new MergeError(`cannot read ${path}: ${e.code ?? 'error'}`);
  });
  if (!st.isFile()) throw new MergeError(`${path} is not a regular file`);
  if (st.size > MAX_REPORT_BYTES)
    throw new MergeError(`${path} is ${overLimit(st.size, MAX_REPORT_BYTES)} for a report`);
  if (st.size > limit)
    throw new MergeError(
      `${path} (${formatBytes(st.size)}) takes the reports over the ${formatBytes(MAX_TOTAL_REPORT_BYTES)} limit for one merge`
    );
  let fh;
  try {
    fh = await open(path, 'r');
  } catch (e) {
    throw new MergeError(`cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? 'error'}`);
  }
  try {
    // The file may grow between stat and read: never read more than the limit + 1 byte.
    const buf = Buffer.allocUnsafe(Math.min(st.size, limit) + 1);
    let n = 0;
    for (;;) {
      const { bytesRead } = await fh.read(buf, n, buf.length - n, n);
      if (bytesRead === 0) break;
      n += bytesRead;
      if (n === buf.length) break;
    }
    if (n > limit) throw new MergeError(`${path} grew over the ${formatBytes(limit)} limit while being read`);
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(buf.subarray(0, n));
    } catch {
      throw new MergeError(`${path} is not UTF-8 text; give merge the JSON reports (report-json) of the shards`);
    }
  } finally {
    await fh.close();
  }
}

/** Reads and merges report files (each bounded and validated before anything else). */
export async function mergeReportFiles(paths: string[], expect: MergeExpectations = {}): Promise<Report> {
  if (paths.length > MAX_REPORTS)
    throw new MergeError(`${paths.length} reports given; a merge takes at most ${MAX_REPORTS} (one per shard)`);
  const shards: ShardReport[] = [];
  let left = MAX_TOTAL_REPORT_BYTES;
  for (const p of paths) {
    const text = await readReportFile(p, left);
    left -= Buffer.byteLength(text);
    shards.push(parseShardReport(text, p));
  }
  return mergeReports(shards, expect);
}
