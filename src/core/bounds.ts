/**
 * Structure bounds: how many entries one array, how many keys one object and how many values one artifact (a JSON
 * document, one JSONL record, one YAML file, one nested JSON cell) may hold before benchgate refuses to check it. They
 * hold BEFORE schema validation and semantic checks, so an artifact's size in memory and the work done on it are
 * bounded by these numbers, not by what the file happens to contain (300,000 empty `benchmark_runs` in a 1.2 MB pcs
 * bundle used to cost 3.3 GB). The numbers and why: docs/security/limits.md.
 *
 * - `scanJsonBounds` checks JSON text without building any value (one pass, memory linear in the nesting depth only),
 *   for readers that then call `JSON.parse`; text shorter than the smallest bound cannot exceed any, and is not scanned.
 * - `parseJsonSource` (json-source.ts) counts the same while it builds its tree.
 * - YAML is counted on the lexer's tokens (formats/yaml.ts); Parquet columns are flat and their JSON cells are text.
 */

export interface StructureBounds {
  /** Entries of one array. */
  maxItems: number;
  /** Keys (members, duplicates included) of one object. */
  maxKeys: number;
  /** Values (scalars, arrays and objects, the root included) of one document or record. */
  maxNodes: number;
}

/**
 * The shared bounds every family starts from. The largest real artifacts in `examples/` and the conformance fixtures
 * hold 2,822 entries in one array, 2,746 keys in one object and 17,058 values in one document; a Qsolve counts
 * object may hold one key per shot (100,000 shots at most).
 */
export const STRUCTURE_BOUNDS: Readonly<StructureBounds> = Object.freeze({
  maxItems: 100_000,
  maxKeys: 100_000,
  maxNodes: 1_000_000
});

export type BoundKind = 'items' | 'keys' | 'nodes';

export interface BoundExceeded {
  kind: BoundKind;
  limit: number;
  /** Offset (UTF-16 code units) of the array or object over its bound, or of the value past the node bound. */
  offset: number;
}

/**
 * False when text of this length (characters or bytes) cannot exceed a bound (each value takes at least one
 * character): byte-level fast paths hand longer lines to the scanning path.
 */
export function mayExceed(length: number, b: StructureBounds = STRUCTURE_BOUNDS): boolean {
  return length > Math.min(b.maxItems, b.maxKeys, b.maxNodes);
}

/** The part of a finding message that names the bound: "this array has more than 100,000 entries (…)". */
export function describeBound(e: { kind: BoundKind; limit: number }, unit = 'document'): string {
  const n = e.limit.toLocaleString('en-US');
  if (e.kind === 'items') return `an array has more than ${n} entries (benchgate's bound for one array)`;
  if (e.kind === 'keys') return `an object has more than ${n} keys (benchgate's bound for one object)`;
  return `the ${unit} holds more than ${n} values (benchgate's bound for one ${unit})`;
}

/** What to do about a bound: said once, the same for every family. */
export const BOUND_FIX =
  'it was not checked further; split the data into several artifacts or remove the repeated entries (docs/security/limits.md)';

/** 1-based line and column of an offset (lines end at \n, \r\n or \r), counted without an index: for one finding. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let k = 0; k < offset && k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 10 || (c === 13 && text.charCodeAt(k + 1) !== 10)) {
      line++;
      start = k + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

/**
 * The first bound JSON text exceeds, or undefined. Does not validate the grammar (the caller's parser does): on text
 * that is not JSON it may find nothing or stop anywhere, never throws, and never uses more than one counter per
 * open bracket.
 */
export function scanJsonBounds(
  text: string,
  bounds: StructureBounds = STRUCTURE_BOUNDS,
  from = 0,
  to = text.length
): BoundExceeded | undefined {
  if (!mayExceed(to - from, bounds)) return undefined;
  // counts[d]: entries (or keys) so far in the container open at depth d; starts[d]: its offset; kinds[d]: 1 array,
  // 2 object waiting for a key, 3 object waiting for a value.
  let counts = new Int32Array(64);
  let starts = new Int32Array(64);
  let kinds = new Uint8Array(64);
  let depth = -1;
  let nodes = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9) continue;
    if (c === 44) {
      if (depth >= 0 && kinds[depth] === 3) kinds[depth] = 2;
      continue;
    }
    if (c === 58) {
      if (depth >= 0 && kinds[depth] === 2) kinds[depth] = 3;
      continue;
    }
    if (c === 93 || c === 125) {
      if (depth >= 0) depth--;
      continue;
    }
    if (depth >= 0 && kinds[depth] === 2) {
      // an object key (a string, or whatever stands there in text that is not JSON)
      if (++counts[depth] > bounds.maxKeys) return { kind: 'keys', limit: bounds.maxKeys, offset: starts[depth] };
    } else {
      if (++nodes > bounds.maxNodes) return { kind: 'nodes', limit: bounds.maxNodes, offset: i };
      if (depth >= 0 && kinds[depth] === 1 && ++counts[depth] > bounds.maxItems)
        return { kind: 'items', limit: bounds.maxItems, offset: starts[depth] };
    }
    if (c === 34) {
      for (i++; i < to; i++) {
        const d = text.charCodeAt(i);
        if (d === 92) i++;
        else if (d === 34) break;
      }
      continue;
    }
    if ((c === 91 || c === 123) && !(depth >= 0 && kinds[depth] === 2)) {
      depth++;
      if (depth >= counts.length) {
        const n = counts.length * 2;
        const c2 = new Int32Array(n);
        const s2 = new Int32Array(n);
        const k2 = new Uint8Array(n);
        c2.set(counts);
        s2.set(starts);
        k2.set(kinds);
        counts = c2;
        starts = s2;
        kinds = k2;
      }
      counts[depth] = 0;
      starts[depth] = i;
      kinds[depth] = c === 91 ? 1 : 2;
      continue;
    }
    // a number or a literal: skip to the next delimiter
    while (i + 1 < to) {
      const d = text.charCodeAt(i + 1);
      if (d === 44 || d === 93 || d === 125 || d === 58 || d === 34 || d === 32 || d === 10 || d === 13 || d === 9)
        break;
      i++;
    }
  }
  return undefined;
}
