import { parse } from 'yaml';
import type { FailOn } from './model.js';

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
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new Error('options must be a mapping from suite id to a mapping of options');
  const out: Record<string, Record<string, unknown>> = {};
  for (const [k, o] of Object.entries(v as Record<string, unknown>)) {
    if (o === null || typeof o !== 'object' || Array.isArray(o)) throw new Error(`options.${k} must be a mapping of options`);
    out[k] = o as Record<string, unknown>;
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
  (into[m[1]] ??= {})[m[2]] = value;
}

/** `I/N` (the action's `shard` input and the CLI's `--shard`): strict syntax and bounds, see core/partition.ts. */
export { parseShardSpec } from './partition.js';

/** Merges option maps, later ones winning key by key. */
export function mergeSuiteOptions(...maps: Record<string, Record<string, unknown>>[]): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const m of maps) for (const [s, o] of Object.entries(m)) out[s] = { ...(out[s] ?? {}), ...o };
  return out;
}
