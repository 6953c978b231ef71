/**
 * Reading a benchgate report that came from elsewhere (a shard, a baseline, a file given to `diff`): size bound,
 * depth bound, schemas/report.schema.json, and the report's consistency with itself. Below merge, baseline and diff,
 * which all use it; imports nothing above core.
 */
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type { Report } from './model.js';
import { planDigest, shardOf, type PlanEntry } from './partition.js';
import { recount } from './verdict.js';
import { PROTOTYPE_KEYS } from './options.js';
import { validateReportSchema } from './report-schema-validators.js';

/** Largest report file merge reads (checked with stat before any byte is read). */
export const MAX_REPORT_BYTES = 64 * 1024 * 1024;
/** Deepest nesting of arrays and objects accepted in a report (only `facts` is free-form). */
const MAX_REPORT_DEPTH = 64;
/** A set of shard reports that cannot be merged (code BG013): exit code 2 in the CLI, a failed step in the action. */
export class MergeError extends Error {
  readonly code = 'BG013';
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

/** schemas/report.schema.json as static code (scripts/gen-report-validators.mjs): nothing is compiled at run time. */
const schemaValidator = (): ValidateFunction => validateReportSchema;

/** One schema error in words, naming where (a JSON pointer of schema-known keys and indices), never the value. */
function describeSchemaError(errors: ErrorObject[]): string {
  const e = [...errors].reverse().find((x) => x.keyword === 'oneOf') ?? errors[0];
  if (!e) return 'does not match schemas/report.schema.json';
  const at = e.instancePath || '/';
  let what = e.message ?? 'is invalid';
  if (e.keyword === 'additionalProperties') {
    const name = String((e.params as { additionalProperty?: unknown }).additionalProperty ?? '');
    what = `has an unknown property ${/^[A-Za-z0-9_$-]{1,40}$/.test(name) ? `"${name}"` : '(name not shown)'}`;
  } else if (e.keyword === 'enum')
    what = `must be one of ${((e.params as { allowedValues?: unknown[] }).allowedValues ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
  else if (e.keyword === 'oneOf') what = 'is not a table, mermaid or text section';
  return `${at} ${what}`;
}

/** Throws when arrays and objects nest deeper than MAX_REPORT_DEPTH (iterative: no recursion on hostile input). */
function checkDepth(v: unknown, source: string): void {
  const values: unknown[] = [v];
  const depths: number[] = [1];
  while (values.length) {
    const x = values.pop();
    const d = depths.pop()!;
    if (x === null || typeof x !== 'object') continue;
    if (d > MAX_REPORT_DEPTH)
      throw new MergeError(
        `${source} is not a valid benchgate report: it nests deeper than ${MAX_REPORT_DEPTH} levels`
      );
    for (const y of Array.isArray(x) ? x : Object.values(x as object)) {
      if (y !== null && typeof y === 'object') {
        values.push(y);
        depths.push(d + 1);
      }
    }
  }
}

const validated = new WeakSet<object>();

/** Checks a parsed value against schemas/report.schema.json and its bounds; throws MergeError naming where. */
export function validateReport(v: unknown, source: string): Report {
  if (v !== null && typeof v === 'object' && validated.has(v)) return v as Report;
  checkDepth(v, source);
  const validate = schemaValidator();
  if (!validate(v))
    throw new MergeError(
      `${source} is not a valid benchgate report (schemas/report.schema.json): ${describeSchemaError(validate.errors ?? [])}`
    );
  validated.add(v as object);
  return v as Report;
}

/** Parses one report file's text; throws MergeError when it is not a valid benchgate report. Never quotes the text. */
export function parseShardReport(text: string, source: string): ShardReport {
  if (text.length > MAX_REPORT_BYTES)
    throw new MergeError(`${source} is over the ${MAX_REPORT_BYTES / 1048576} MiB limit for a report`);
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    // The parser's message quotes the text: it is not repeated (the file may be anything, e.g. /etc/passwd).
    throw new MergeError(`${source} is not valid JSON; give merge the JSON reports (report-json) of the shards`);
  }
  return { source, report: validateReport(v, source) };
}

const key = (suite: string, path: string) => `${suite}\0${path}`;

/**
 * Checks what one report says about itself: counts and verdict as recomputed from its gates and findings, no
 * passing gate contradicted by an error finding counted against it, unique suites and artifacts, and the
 * partition identity (every artifact in its shard, the slice hash and count, and for an unsharded report the
 * plan hash and count). Throws MergeError.
 */
export function checkReportConsistency(r: Report, source: string): PlanEntry[] {
  const again = recount(r);
  const g = r.counts.gates;
  const f = r.counts.findings;
  const G = again.counts.gates;
  const F = again.counts.findings;
  if (
    again.verdict !== r.verdict ||
    g.pass !== G.pass ||
    g.fail !== G.fail ||
    g.undecided !== G.undecided ||
    g.skipped !== G.skipped ||
    f.error !== F.error ||
    f.warning !== F.warning ||
    f.notice !== F.notice ||
    r.counts.artifacts !== again.counts.artifacts
  )
    throw new MergeError(
      `${source}: its verdict or counts do not match its own gates and findings (recomputed: ${again.verdict}, ${G.pass} passed, ${G.fail} failed, ${G.undecided} undecided gates, ${F.error} errors); the report was edited`
    );
  const entries: PlanEntry[] = [];
  const seenSuites = new Set<string>();
  const seen = new Set<string>();
  for (const s of r.suites) {
    if (seenSuites.has(s.suite)) throw new MergeError(`${source}: suite ${s.suite} appears twice`);
    seenSuites.add(s.suite);
    if (!r.config.suites.includes(s.suite))
      throw new MergeError(`${source}: suite ${s.suite} has results but is not in config.suites`);
    for (const a of s.artifacts) {
      const k = key(s.suite, a.artifact.path);
      if (seen.has(k)) throw new MergeError(`${source}: artifact ${a.artifact.path} (${s.suite}) appears twice`);
      seen.add(k);
      entries.push({ suite: s.suite, path: a.artifact.path });
      const own = new Set<string>();
      for (const g of a.gates) {
        if (PROTOTYPE_KEYS.has(g.id))
          throw new MergeError(
            `${source}: artifact ${a.artifact.path} (${s.suite}) has a gate named "${g.id}" (a prototype key, never a gate id); the report was edited`
          );
        own.add(g.id);
      }
      const passing = new Set(a.gates.filter((x) => x.status === 'pass').map((x) => x.id));
      for (const x of a.findings) {
        if (x.gate !== undefined && !own.has(x.gate))
          throw new MergeError(
            `${source}: finding ${x.code} of ${a.artifact.path} (${s.suite}) names gate ${JSON.stringify(x.gate.slice(0, 80))}, which is not a gate of that artifact (its gates: ${[...own].join(', ') || 'none'}); the report was edited`
          );
        if (x.severity === 'error' && x.gate !== undefined && passing.has(x.gate))
          throw new MergeError(
            `${source}: gate ${x.gate} of ${a.artifact.path} (${s.suite}) says pass but the error finding ${x.code} counts against it; the report was edited`
          );
      }
    }
  }
  const sh = r.config.shard;
  const plan = r.config.plan;
  if (sh) {
    if (sh.index > sh.count) throw new MergeError(`${source} claims shard ${sh.index}/${sh.count}`);
    for (const e of entries) {
      const owner = shardOf(e.suite, e.path, sh.count);
      if (owner !== sh.index)
        throw new MergeError(
          `${source} is shard ${sh.index}/${sh.count} but holds ${e.path} (${e.suite}), which belongs to shard ${owner}/${sh.count}`
        );
    }
    if (sh.slice && (sh.slice.artifacts !== entries.length || sh.slice.hash !== planDigest(entries)))
      throw new MergeError(
        `${source}: its artifacts (${entries.length}) are not the slice it was assigned (${sh.slice.artifacts} artifact(s), hash ${sh.slice.hash.slice(0, 12)}…)`
      );
  } else if (plan && (plan.artifacts !== entries.length || plan.hash !== planDigest(entries))) {
    throw new MergeError(
      `${source}: its artifacts (${entries.length}) are not the ones its run discovered (${plan.artifacts} artifact(s), plan ${plan.hash.slice(0, 12)}…)`
    );
  }
  return entries;
}
