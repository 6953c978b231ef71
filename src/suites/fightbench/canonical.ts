/**
 * Candidate canonicalisations for FightBench `contentHash(manifest without hash)`.
 * FightBench has not published its algorithm, so benchgate computes every candidate and reports which matched.
 *
 * - `rfc8785`: RFC 8785 JSON Canonicalization Scheme (keys by UTF-16 code units, ECMAScript number form,
 *   minimal string escaping; lone surrogates and non-finite numbers make it inapplicable).
 * - `sorted-compact`: what JavaScript `JSON.stringify(deepSortKeys(JSON.parse(text)))` gives: compact, keys sorted
 *   with `Array.prototype.sort`, but integer-like keys ("0", "10") first in numeric order because JS objects
 *   enumerate them first; ECMAScript numbers; lone surrogates escaped.
 * - `python-sorted`: Python `json.dumps(obj, sort_keys=True)` (separators ", " and ": ", ensure_ascii, keys by
 *   code point, integers exact, floats by repr: `1.0`, `1e-07`, `1e+16`).
 * - `python-sorted-compact`: the same with `separators=(",", ":")`.
 */
import { createHash } from 'node:crypto';
import { hasLoneSurrogate } from '../../core/json-source.js';
import { compareCodePoints, pyJsonFloat, pyJsonString } from '../../python/index.js';
import { JNum, type JObject, type JValue } from './json.js';

export const CANONICALIZATIONS = ['rfc8785', 'sorted-compact', 'python-sorted', 'python-sorted-compact'] as const;
export type CanonName = (typeof CANONICALIZATIONS)[number];

/** Thrown by canonicalize when a candidate cannot encode the value (contentHashes reports it as not applicable). */
class NotApplicable extends Error {}

const utf16Cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function esNumber(raw: string): string {
  const x = Number(raw);
  if (!Number.isFinite(x)) throw new NotApplicable(`number ${raw.slice(0, 30)} is not finite`);
  return JSON.stringify(x);
}

function jcs(v: JValue): string {
  if (v === null) return 'null';
  if (v === true) return 'true';
  if (v === false) return 'false';
  if (typeof v === 'string') {
    if (hasLoneSurrogate(v)) throw new NotApplicable('a string holds a lone surrogate');
    return JSON.stringify(v);
  }
  if (v instanceof JNum) return esNumber(v.raw);
  if (Array.isArray(v)) return '[' + v.map(jcs).join(',') + ']';
  const keys = [...v.keys()];
  for (const k of keys) if (hasLoneSurrogate(k)) throw new NotApplicable('a key holds a lone surrogate');
  keys.sort(utf16Cmp);
  return '{' + keys.map((k) => JSON.stringify(k) + ':' + jcs(v.get(k) as JValue)).join(',') + '}';
}

function isArrayIndex(k: string): boolean {
  return /^(?:0|[1-9]\d*)$/.test(k) && Number(k) <= 4294967294;
}

function jsSorted(v: JValue): string {
  if (v === null) return 'null';
  if (v === true) return 'true';
  if (v === false) return 'false';
  if (typeof v === 'string') return JSON.stringify(v);
  if (v instanceof JNum) return JSON.stringify(Number(v.raw)); // Infinity → null, as JSON.stringify does
  if (Array.isArray(v)) return '[' + v.map(jsSorted).join(',') + ']';
  const keys = [...v.keys()].sort(utf16Cmp);
  const idx = keys.filter(isArrayIndex).sort((a, b) => Number(a) - Number(b));
  const rest = keys.filter((k) => !isArrayIndex(k));
  return '{' + [...idx, ...rest].map((k) => JSON.stringify(k) + ':' + jsSorted(v.get(k) as JValue)).join(',') + '}';
}

function pyNumber(raw: string): string {
  const n = new JNum(raw);
  if (n.isInteger) return BigInt(raw).toString();
  return pyJsonFloat(Number(raw));
}

function python(v: JValue, itemSep: string, keySep: string): string {
  if (v === null) return 'null';
  if (v === true) return 'true';
  if (v === false) return 'false';
  if (typeof v === 'string') return pyJsonString(v);
  if (v instanceof JNum) return pyNumber(v.raw);
  if (Array.isArray(v)) return '[' + v.map((x) => python(x, itemSep, keySep)).join(itemSep) + ']';
  const keys = [...v.keys()].sort(compareCodePoints);
  return (
    '{' + keys.map((k) => pyJsonString(k) + keySep + python(v.get(k) as JValue, itemSep, keySep)).join(itemSep) + '}'
  );
}

/** Canonical text of a value under one candidate; throws NotApplicable when the candidate cannot encode it. */
export function canonicalize(v: JValue, name: CanonName): string {
  switch (name) {
    case 'rfc8785':
      return jcs(v);
    case 'sorted-compact':
      return jsSorted(v);
    case 'python-sorted':
      return python(v, ', ', ': ');
    case 'python-sorted-compact':
      return python(v, ',', ':');
  }
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Normalises a written SHA-256 digest to lower-case hex: `hex`, `sha256:hex`, `sha256-hex`, or 44-char base64. */
export function normalizeDigest(s: string): { hex: string; encoding: 'hex' | 'prefixed-hex' | 'base64' } | undefined {
  const t = s.trim();
  const pre = /^sha-?256[:-]/i.exec(t);
  const body = pre ? t.slice(pre[0].length) : t;
  if (/^[0-9a-fA-F]{64}$/.test(body)) return { hex: body.toLowerCase(), encoding: pre ? 'prefixed-hex' : 'hex' };
  if (/^[A-Za-z0-9+/]{43}=$/.test(body) || /^[A-Za-z0-9_-]{43}$/.test(body)) {
    const b = Buffer.from(body.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (b.length === 32) return { hex: b.toString('hex'), encoding: 'base64' };
  }
  return undefined;
}

/** The canonicalisations to try: all candidates (`any`, in CANONICALIZATIONS order), or the pinned one. */
export function candidateNames(pinned: 'any' | CanonName): readonly CanonName[] {
  return pinned === 'any' ? CANONICALIZATIONS : [pinned];
}

/**
 * contentHash(obj without its top-level `hash`) under each of `names` in turn: the SHA-256 hex, or why that
 * canonicalisation does not apply. Lazy, so a caller looking for one match stops at it.
 */
export function* contentHashes(
  obj: JObject,
  names: readonly CanonName[]
): Generator<{ name: CanonName; hex: string } | { name: CanonName; notApplicable: string }> {
  const body: JObject = new Map([...obj].filter(([k]) => k !== 'hash'));
  for (const name of names) {
    let text: string;
    try {
      text = canonicalize(body, name);
    } catch (e) {
      if (!(e instanceof NotApplicable)) throw e;
      yield { name, notApplicable: e.message };
      continue;
    }
    yield { name, hex: sha256Hex(text) };
  }
}
