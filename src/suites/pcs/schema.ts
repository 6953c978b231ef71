/**
 * JSON Schema validation of the v0 types with benchgate's own schemas (schemas/pcs/), and translation of
 * Ajv errors into the messages Python jsonschema (what pcs-core runs) prints, each with its JSON pointer.
 * The validators are Ajv standalone code generated at build time from the schema files
 * (scripts/gen-pcs-validators.mjs → ./schema-validators.ts): nothing is compiled at run time.
 */
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { nodeAt, splitPointer, escapePointerSegment, type JsonNode } from '../../core/json-source.js';
import { pyNodeRepr, pyReprCapped, pyStrRepr as pyStr } from '../../python/index.js';
import { PCS_VALIDATORS as GENERATED } from './schema-validators.js';

export { isRfc3339DateTime, isRfc3986Uri } from './schema-formats.js';

export const PCS_TYPES = [
  'PcsBenchIngest.v0',
  'BenchmarkRun.v0',
  'CoverageReport.v0',
  'FailureLocalizationResult.v0',
  'ExplainQualityReport.v0',
  'ProfileCoverageReport.v0',
  'BenchmarkArtifactRef.v0',
  'BenchmarkReport.v0',
  'MetricSummary.v0'
] as const;
export type PcsType = (typeof PCS_TYPES)[number];

/** One type's validator and the item validators of its arrays checked item by item (see schemaErrors). */
interface TypeValidators {
  validate: ValidateFunction;
  items: Record<string, ValidateFunction>;
}

/** The generated validators, one per type (a test checks that every type has one). */
export const PCS_VALIDATORS = GENERATED as unknown as Record<PcsType, TypeValidators>;

export interface SchemaIssue {
  /** JSON pointer of the offending value (for `required`: the object; for additional properties: the extra key). */
  pointer: string;
  /** The message Python jsonschema prints. */
  message: string;
  keyword: string;
}

/**
 * Ajv's errors for `value`. Ajv's generated code appends the errors of a `$ref`'d item schema with
 * `vErrors.concat(...)`, once per failing item, which copies every earlier error each time: quadratic (10,000 empty
 * `benchmark_runs` took 3 s, 30,000 over 80 s). So an array property whose items are a plain `$ref` (the generator
 * lists them: `items`) is validated item by item here (errors re-rooted under `/key/i`) and the rest of the
 * document with that array emptied: the same errors, in linear time. Once `limit` errors are kept, further failing
 * items are only counted (`omittedItems`): every item is still validated, but no error object is kept for them.
 */
function schemaErrors(
  type: PcsType,
  value: unknown,
  limit: number
): { errors: ErrorObject[]; omittedItems: Map<string, number> } {
  const { validate: v, items: itemValidators } = PCS_VALIDATORS[type];
  const omittedItems = new Map<string, number>();
  const split: [string, ValidateFunction][] = [];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(itemValidators)) {
      const items = (value as Record<string, unknown>)[key];
      if (Array.isArray(items) && items.length > 1) split.push([key, item]);
    }
  }
  if (split.length === 0) return { errors: v(value) ? [] : [...(v.errors ?? [])], omittedItems };
  const rest: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key] of split) rest[key] = [];
  const out: ErrorObject[] = v(rest) ? [] : [...(v.errors ?? [])];
  // The arrays in path order (keys compared as `comparePaths` does), items in index order: the errors of the first
  // `limit` failing items (each gives at least one issue) hold the smallest array paths, so the first `limit` issues of
  // the merged, sorted list are exactly the unlimited run's. Later failing items are counted, their errors not kept.
  split.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  let kept = 0;
  for (const [key, item] of split) {
    const arr = (value as Record<string, unknown[]>)[key];
    for (let i = 0; i < arr.length; i++) {
      if (item(arr[i])) continue;
      if (kept >= limit) {
        omittedItems.set(key, (omittedItems.get(key) ?? 0) + 1);
        continue;
      }
      kept++;
      const at = `/${escapePointerSegment(key)}/${i}`;
      for (const e of item.errors ?? []) out.push({ ...e, instancePath: at + e.instancePath });
    }
  }
  return { errors: out, omittedItems };
}

function segs(p: string): (string | number)[] {
  return (splitPointer(p) ?? []).map((s) => (/^(0|[1-9][0-9]*)$/.test(s) ? Number(s) : s));
}

function comparePaths(x: (string | number)[], y: (string | number)[]): number {
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i];
    const q = y[i];
    if (p === q) continue;
    if (typeof p === 'number' && typeof q === 'number') return p - q;
    if (typeof p === 'number') return -1;
    if (typeof q === 'number') return 1;
    return p < q ? -1 : 1;
  }
  return x.length - y.length;
}

/** The schema issues kept, and what was left out once `limit` were kept. */
export interface LimitedSchemaIssues {
  issues: SchemaIssue[];
  /** Issues found but not kept (past `limit` in path order). */
  omittedIssues: number;
  /** Per array property: failing items whose errors were not collected at all. */
  omittedItems: Map<string, number>;
}

/**
 * Validates `value` (plain data) against the type's schema. `root` (the source tree of the same value) is
 * used to print numbers as written. Issues are sorted by instance path (as pcs-core sorts them).
 */
export function validateSchema(type: PcsType, value: unknown, root?: JsonNode): SchemaIssue[] {
  return validateSchemaLimited(type, value, root, Infinity).issues;
}

/**
 * `validateSchema` keeping at most `limit` issues (the first ones in path order, exactly the ones an unlimited run
 * would list first), so an artifact with one error per entry costs memory for `limit` errors, not for every entry.
 */
export function validateSchemaLimited(
  type: PcsType,
  value: unknown,
  root: JsonNode | undefined,
  limit: number
): LimitedSchemaIssues {
  const { errors: errs, omittedItems } = schemaErrors(type, value, limit);
  if (errs.length === 0) return { issues: [], omittedIssues: 0, omittedItems };
  // Drop the branch errors of a failed oneOf (Python reports the oneOf alone).
  const drop = new Set<number>();
  errs.forEach((e, k) => {
    if (e.keyword !== 'oneOf') return;
    for (let j = k - 1; j >= 0; j--) {
      const p = errs[j].instancePath;
      if (drop.has(j)) continue;
      if (p === e.instancePath || p.startsWith(e.instancePath + '/')) drop.add(j);
      else break;
    }
  });
  const valueOf = (pointer: string): unknown => {
    let cur: unknown = value;
    for (const s of splitPointer(pointer) ?? [])
      cur = cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[s] : undefined;
    return cur;
  };
  const repr = (pointer: string): string => {
    const n = root ? nodeAt(root, pointer) : undefined;
    if (n) return pyNodeRepr(n);
    return pyReprCapped(valueOf(pointer));
  };
  const out: SchemaIssue[] = [];
  const additional = new Map<string, { extras: string[]; index: number }>();
  errs.forEach((e, k) => {
    if (drop.has(k)) return;
    const issue = translate(e, repr, valueOf);
    if (!issue) return;
    if (e.keyword === 'additionalProperties') {
      const extra = String((e.params as { additionalProperty: string }).additionalProperty);
      const g = additional.get(e.instancePath);
      if (g) {
        g.extras.push(extra);
        return;
      }
      additional.set(e.instancePath, { extras: [extra], index: out.length });
    }
    out.push(issue);
  });
  for (const [path, g] of additional) {
    const extras = [...g.extras].sort();
    out[g.index] = {
      pointer: `${path}/${escapePointerSegment(extras[0])}`,
      keyword: 'additionalProperties',
      message: `Additional properties are not allowed (${extras.map(pyStr).join(', ')} ${extras.length === 1 ? 'was' : 'were'} unexpected)`
    };
  }
  // Decorate, sort, undecorate: each pointer is split once, not once per comparison.
  const sorted = out
    .map((x, i) => ({ x, i, k: segs(x.pointer) }))
    .sort((a, b) => comparePaths(a.k, b.k) || a.i - b.i)
    .map((a) => a.x);
  const omittedIssues = Math.max(0, sorted.length - limit);
  if (omittedIssues > 0) sorted.length = limit;
  return { issues: sorted, omittedIssues, omittedItems };
}

function fmtNum(n: unknown): string {
  return typeof n === 'number' && Number.isInteger(n) ? String(n) : pyReprCapped(n);
}

/**
 * Python's jsonschema on a non-finite float (NaN, inf, -inf: Python's json reads them) where the schema says
 * `number`: it is a number, so only the bounds can fail (`inf is greater than the maximum of 1`; NaN compares false
 * and passes). Ajv calls such a value "not of type number"; this gives the reference's verdict instead.
 */
function nonFiniteNumber(
  v: number,
  at: string,
  repr: (p: string) => string,
  schema: Record<string, unknown>
): SchemaIssue | undefined {
  if (Number.isNaN(v)) return undefined;
  const lim = (k: string) => (typeof schema[k] === 'number' ? (schema[k] as number) : undefined);
  const max = lim('maximum');
  const min = lim('minimum');
  const xmax = lim('exclusiveMaximum');
  const xmin = lim('exclusiveMinimum');
  if (min !== undefined && v < min)
    return { pointer: at, keyword: 'minimum', message: `${repr(at)} is less than the minimum of ${fmtNum(min)}` };
  if (max !== undefined && v > max)
    return { pointer: at, keyword: 'maximum', message: `${repr(at)} is greater than the maximum of ${fmtNum(max)}` };
  if (xmin !== undefined && v <= xmin)
    return {
      pointer: at,
      keyword: 'exclusiveMinimum',
      message: `${repr(at)} is less than or equal to the minimum of ${fmtNum(xmin)}`
    };
  if (xmax !== undefined && v >= xmax)
    return {
      pointer: at,
      keyword: 'exclusiveMaximum',
      message: `${repr(at)} is greater than or equal to the maximum of ${fmtNum(xmax)}`
    };
  return undefined;
}

function translate(
  e: ErrorObject,
  repr: (p: string) => string,
  valueOf: (p: string) => unknown
): SchemaIssue | undefined {
  const at = e.instancePath;
  const p = e.params as Record<string, any>;
  const sch = e.schema as any;
  switch (e.keyword) {
    case 'type': {
      const types = Array.isArray(sch) ? sch : String(p.type).split(',');
      const v = valueOf(at);
      if (typeof v === 'number' && !Number.isFinite(v) && types.includes('number'))
        return nonFiniteNumber(v, at, repr, (e.parentSchema ?? {}) as Record<string, unknown>);
      return {
        pointer: at,
        keyword: 'type',
        message: `${repr(at)} is not of type ${types.map((t: string) => pyStr(t)).join(', ')}`
      };
    }
    case 'enum':
      return {
        pointer: at,
        keyword: 'enum',
        message: `${repr(at)} is not one of ${pyReprCapped(p.allowedValues ?? sch)}`
      };
    case 'const':
      return { pointer: at, keyword: 'const', message: `${pyReprCapped(p.allowedValue)} was expected` };
    case 'pattern':
      return { pointer: at, keyword: 'pattern', message: `${repr(at)} does not match ${pyStr(String(p.pattern))}` };
    case 'format':
      return { pointer: at, keyword: 'format', message: `${repr(at)} is not a ${pyStr(String(p.format))}` };
    case 'maximum':
      return {
        pointer: at,
        keyword: 'maximum',
        message: `${repr(at)} is greater than the maximum of ${fmtNum(p.limit)}`
      };
    case 'minimum':
      return { pointer: at, keyword: 'minimum', message: `${repr(at)} is less than the minimum of ${fmtNum(p.limit)}` };
    case 'exclusiveMaximum':
      return {
        pointer: at,
        keyword: 'exclusiveMaximum',
        message: `${repr(at)} is greater than or equal to the maximum of ${fmtNum(p.limit)}`
      };
    case 'exclusiveMinimum':
      return {
        pointer: at,
        keyword: 'exclusiveMinimum',
        message: `${repr(at)} is less than or equal to the minimum of ${fmtNum(p.limit)}`
      };
    case 'required':
      return {
        pointer: at,
        keyword: 'required',
        message: `${pyStr(String(p.missingProperty))} is a required property`
      };
    case 'additionalProperties':
      return {
        pointer: `${at}/${escapePointerSegment(String(p.additionalProperty))}`,
        keyword: 'additionalProperties',
        message: ''
      };
    case 'minLength':
      return {
        pointer: at,
        keyword: 'minLength',
        message: `${repr(at)} ${p.limit === 1 ? 'should be non-empty' : 'is too short'}`
      };
    case 'maxLength':
      return { pointer: at, keyword: 'maxLength', message: `${repr(at)} is too long` };
    case 'minItems':
      return {
        pointer: at,
        keyword: 'minItems',
        message: `${repr(at)} ${p.limit === 1 ? 'should be non-empty' : 'is too short'}`
      };
    case 'oneOf':
      return p.passingSchemas
        ? { pointer: at, keyword: 'oneOf', message: `${repr(at)} is valid under each of the given schemas` }
        : { pointer: at, keyword: 'oneOf', message: `${repr(at)} is not valid under any of the given schemas` };
    case 'if':
    case '$ref':
      return undefined;
    default:
      return { pointer: at, keyword: e.keyword, message: `${repr(at)}: ${e.message ?? 'is invalid'}` };
  }
}
