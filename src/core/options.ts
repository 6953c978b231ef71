import { parse } from 'yaml';
import { BG } from '../codes/general.js';
import { finding } from './finding.js';
import type { FailOn, Finding } from './model.js';

/** Keys that would reach or replace an object's prototype when assigned: refused in every option map (BG004). */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Sets an own, enumerable data property (never the `__proto__` setter), so no key is silently lost. */
function setOwn(o: Record<string, unknown>, k: string, v: unknown): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

/**
 * Copies an option value, dropping every prototype key (`__proto__`, `constructor`, `prototype`) at any depth
 * with one BG004 finding each (`where` names the option, e.g. `options.pqid`). Depth is bounded (64).
 */
export function stripPrototypeKeys(
  v: unknown,
  where: string,
  findings: Finding[],
  loc: { file?: string } = {},
  depth = 0
): unknown {
  if (depth > 64 || v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map((x, i) => stripPrototypeKeys(x, `${where}[${i}]`, findings, loc, depth + 1));
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) {
    if (PROTOTYPE_KEYS.has(k)) {
      findings.push(
        finding(
          BG.BG004,
          `${where}.${k}: "${k}" is not an option name (prototype keys are refused); the value was ignored`,
          loc
        )
      );
      continue;
    }
    setOwn(out, k, stripPrototypeKeys((v as Record<string, unknown>)[k], `${where}.${k}`, findings, loc, depth + 1));
  }
  return out;
}

/**
 * Checks the per-suite options given by inputs or flags: an unknown suite id (`options: {pqdi: …}`, `__proto__`,
 * `constructor`) and a prototype key at any depth are BG004 findings; returns the options without them.
 */
export function sanitizeSuiteOptions(
  map: Record<string, Record<string, unknown>>,
  known: readonly string[]
): { options: Record<string, Record<string, unknown>>; findings: Finding[] } {
  const findings: Finding[] = [];
  const options: Record<string, Record<string, unknown>> = {};
  for (const id of Object.keys(map)) {
    if (!known.includes(id)) {
      findings.push(finding(BG.BG004, `options: unknown suite "${id}"; known suites: ${known.join(', ')}`));
      continue;
    }
    setOwn(options, id, stripPrototypeKeys(map[id], `options.${id}`, findings) as Record<string, unknown>);
  }
  return { options, findings };
}

/** Parses `a,b c` lists (comma or white space). 'auto' or empty → 'auto'. */
export function parseSuitesList(v: string): string[] | 'auto' {
  const items = v.split(/[\s,]+/).filter(Boolean);
  return items.length === 0 || (items.length === 1 && items[0] === 'auto') ? 'auto' : items;
}

export function parseFailOn(v: string): FailOn {
  if (v === 'error' || v === 'warning' || v === 'never') return v;
  throw new Error(`fail-on must be error, warning or never (got "${v}")`);
}

/**
 * Suite options given as YAML/JSON text: `{suite: {key: value}}`. Used by the action's `options` input.
 * Throws with a message naming the problem.
 */
export function parseSuiteOptionsText(text: string): Record<string, Record<string, unknown>> {
  if (text.trim() === '') return {};
  let v: unknown;
  try {
    v = parse(text, { maxAliasCount: 20 });
  } catch (e) {
    throw new Error(`options is not valid YAML/JSON: ${(e as Error).message.split('\n')[0]}`);
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    throw new Error('options must be a mapping from suite id to a mapping of options');
  const out: Record<string, Record<string, unknown>> = {};
  for (const [k, raw] of Object.entries(v as Record<string, unknown>)) {
    // A suite's options may also come as one string holding a YAML/JSON mapping (the release workflow passes its
    // `pqid-options` input that way, JSON-quoted, so block-style YAML in it is never pasted into this document).
    let o = raw;
    if (typeof raw === 'string') {
      try {
        o = raw.trim() === '' ? {} : parse(raw, { maxAliasCount: 20 });
      } catch (e) {
        throw new Error(`options.${k} (a string) is not valid YAML/JSON: ${(e as Error).message.split('\n')[0]}`);
      }
      if (o === null) o = {};
    }
    if (o === null || typeof o !== 'object' || Array.isArray(o))
      throw new Error(`options.${k} must be a mapping of options`);
    setOwn(out, k, o);
  }
  return out;
}

/** `suite.key=value` from the CLI's --option flag; the value is read as YAML (numbers, booleans, lists). */
export function parseOptionFlag(flag: string, into: Record<string, Record<string, unknown>>): void {
  const m = /^([a-z0-9-]+)\.([A-Za-z0-9_.-]+)=(.*)$/s.exec(flag);
  if (!m) throw new Error(`--option must look like suite.key=value (got "${flag}")`);
  let value: unknown = m[3];
  try {
    value = parse(m[3], { maxAliasCount: 0 });
  } catch {
    /* keep the string */
  }
  if (!Object.prototype.hasOwnProperty.call(into, m[1])) setOwn(into, m[1], {});
  setOwn(into[m[1]], m[2], value);
}

/** `I/N` (the action's `shard` input and the CLI's `--shard`): strict syntax and bounds, see core/partition.ts. */
export { parseShardSpec } from './partition.js';

/** Merges option maps, later ones winning key by key. */
export function mergeSuiteOptions(
  ...maps: Record<string, Record<string, unknown>>[]
): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const m of maps)
    for (const [s, o] of Object.entries(m))
      setOwn(out, s, { ...(Object.prototype.hasOwnProperty.call(out, s) ? out[s] : {}), ...o });
  return out;
}
