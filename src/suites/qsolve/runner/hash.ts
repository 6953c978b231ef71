import { createHash } from 'node:crypto';

/**
 * Canonical JSON: object keys sorted by UTF-16 code units, no whitespace, numbers as JSON.stringify writes them,
 * `undefined` members dropped (as JSON.stringify does). Used for the result hash and cache keys.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((x) => (x === undefined ? 'null' : canonicalJson(x))).join(',')}]`;
  const keys = Object.keys(value)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
}

export const sha256Hex = (s: string | Buffer): string => createHash('sha256').update(s).digest('hex');

/** Keys left out of the result hash at every depth: method and case timings, and the hash itself. */
const HASH_EXCLUDED_KEYS = new Set(['wall_time_s', 'result_hash']);

function strip(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(strip);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) if (!HASH_EXCLUDED_KEYS.has(k)) out[k] = strip(x);
    return out;
  }
  return v;
}

/** `sha256:` + SHA-256 of the canonical JSON of a case record without `wall_time_s` and `result_hash` keys. */
export function resultHash(caseRecord: unknown): string {
  return `sha256:${sha256Hex(canonicalJson(strip(caseRecord)))}`;
}
