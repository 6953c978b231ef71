import { readdir, readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { compareFindings } from './core/finding.js';
import { globToRegExp } from './core/glob.js';
import type { Report, SuiteResult } from './core/model.js';
import { recount } from './core/verdict.js';
import { noArtifactsFinding } from './run.js';
import { maxOf, pushAll } from './core/arrays.js';

/** A set of shard reports that cannot be merged: exit code 2 with this message. */
export class MergeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MergeError';
  }
}

export interface ShardReport {
  /** Where it came from (shown in messages). */
  source: string;
  report: Report;
}

function isReport(v: unknown): v is Report {
  const r = v as Report;
  return Boolean(r) && typeof r === 'object' && r.schema === 'benchgate.report/1' && typeof r.tool?.version === 'string' && typeof r.config?.configHash === 'string' && Array.isArray(r.suites) && Array.isArray(r.findings);
}

/** Parses one report file's text; throws MergeError when it is not a benchgate report. */
export function parseShardReport(text: string, source: string): ShardReport {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    throw new MergeError(`${source} is not JSON: ${(e as Error).message}`);
  }
  if (!isReport(v)) throw new MergeError(`${source} is not a benchgate JSON report (schema benchgate.report/1)`);
  return { source, report: v };
}

/**
 * Combines the reports of every shard of one sharded run into the report an unsharded run would have written
 * (apart from timings). Refuses, with a message naming the reports, different benchgate versions or
 * configurations (configHash, fail-on, suites), a missing or duplicate shard, or an artifact in two shards.
 */
export function mergeReports(shards: ShardReport[]): Report {
  if (shards.length === 0) throw new MergeError('no reports to merge');
  const first = shards[0];
  for (const s of shards.slice(1)) {
    const a = first.report;
    const b = s.report;
    if (a.tool.version !== b.tool.version) throw new MergeError(`${s.source} was written by benchgate ${b.tool.version} but ${first.source} by ${a.tool.version}; run every shard with the same version`);
    if (a.config.failOn !== b.config.failOn) throw new MergeError(`${s.source} has fail-on ${b.config.failOn} but ${first.source} has ${a.config.failOn}; every shard needs the same configuration`);
    if (JSON.stringify(a.config.suites) !== JSON.stringify(b.config.suites)) throw new MergeError(`${s.source} ran suites [${b.config.suites.join(', ')}] but ${first.source} ran [${a.config.suites.join(', ')}]; every shard needs the same suites`);
    if (a.config.configHash !== b.config.configHash) throw new MergeError(`${s.source} and ${first.source} were made with different configurations (configHash ${b.config.configHash.slice(0, 12)}… vs ${a.config.configHash.slice(0, 12)}…); every shard needs the same .benchgate.yml and options`);
  }
  if (shards.length === 1 && !first.report.config.shard) return first.report;
  const count = first.report.config.shard?.count;
  const byIndex = new Map<number, string>();
  for (const s of shards) {
    const sh = s.report.config.shard;
    if (!sh) throw new MergeError(`${s.source} is not a shard report (no config.shard); merge the reports of one sharded run (--shard I/N)`);
    if (sh.count !== count) throw new MergeError(`${s.source} is shard ${sh.index}/${sh.count} but ${first.source} belongs to a run of ${count} shards`);
    const prev = byIndex.get(sh.index);
    if (prev) throw new MergeError(`shard ${sh.index}/${sh.count} appears twice: ${prev} and ${s.source}`);
    byIndex.set(sh.index, s.source);
  }
  const missing: number[] = [];
  for (let i = 1; i <= count!; i++) if (!byIndex.has(i)) missing.push(i);
  if (missing.length) throw new MergeError(`missing shard report(s) ${missing.map((i) => `${i}/${count}`).join(', ')}; got ${[...byIndex.keys()].sort((x, y) => x - y).map((i) => `${i}/${count}`).join(', ')}`);

  const ordered = [...shards].sort((x, y) => x.report.config.shard!.index - y.report.config.shard!.index);
  const lead = ordered[0].report;
  const suites = new Map<string, SuiteResult>();
  const owner = new Map<string, string>();
  for (const { report, source } of ordered) {
    for (const s of report.suites) {
      let m = suites.get(s.suite);
      if (!m) suites.set(s.suite, (m = { suite: s.suite, title: s.title, artifacts: [], findings: [] }));
      for (const a of s.artifacts) {
        const k = `${s.suite}\0${a.artifact.path}`;
        if (owner.has(k)) throw new MergeError(`artifact ${a.artifact.path} (${s.suite}) is in both ${owner.get(k)} and ${source}; the shards do not partition the same work`);
        owner.set(k, source);
        m.artifacts.push(a);
      }
      pushAll(m.findings, s.findings);
      if (s.skipped?.length) m.skipped = [...(m.skipped ?? []), ...s.skipped];
    }
  }
  const order = lead.config.suites;
  const merged: SuiteResult[] = [...suites.values()]
    .sort((a, b) => (order.indexOf(a.suite) === -1 ? 1e9 : order.indexOf(a.suite)) - (order.indexOf(b.suite) === -1 ? 1e9 : order.indexOf(b.suite)))
    .map((s) => ({ ...s, findings: [...s.findings].sort(compareFindings), artifacts: [...s.artifacts].sort((a, b) => a.artifact.path.localeCompare(b.artifact.path)) }));
  const runFindings = ordered.flatMap((s) => s.report.findings);
  if (merged.every((s) => s.artifacts.length === 0)) runFindings.push(noArtifactsFinding(lead.root, lead.config.suites));
  const starts = ordered.map((s) => s.report.startedAt).filter((x): x is string => Boolean(x)).sort();
  const durations = ordered.map((s) => s.report.durationMs).filter((x): x is number => typeof x === 'number');
  const { shard: _shard, ...config } = lead.config;
  return recount({
    schema: 'benchgate.report/1',
    tool: lead.tool,
    ...(starts.length ? { startedAt: starts[0] } : {}),
    root: lead.root,
    config,
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
  for (const raw of spec.split(/[\n,]+/).map((s) => s.trim()).filter(Boolean)) {
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
    else for (const e of await readdir(start, { withFileTypes: true }).catch(() => [])) if (e.isFile()) files.push(e.name);
    const re = globToRegExp(rest);
    for (const f of files) if (re.test(f)) out.add(join(start, ...f.split('/')));
  }
  return [...out].sort();
}

/** Reads and merges report files. */
export async function mergeReportFiles(paths: string[]): Promise<Report> {
  const shards: ShardReport[] = [];
  for (const p of paths) {
    let text: string;
    try {
      text = await readFile(p, 'utf8');
    } catch (e) {
      throw new MergeError(`cannot read ${p}: ${(e as Error).message}`);
    }
    shards.push(parseShardReport(text, p));
  }
  return mergeReports(shards);
}
