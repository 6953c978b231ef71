/**
 * A small position-keeping JSON reader.
 *
 * - JSON.parse-compatible grammar (RFC 8259: no comments, no trailing commas, no NaN/Infinity tokens,
 *   no leading zeros, no raw control characters in strings); an optional leading BOM is refused unless
 *   `allowBom` is set.
 * - Every value keeps its source offsets; numbers keep their exact source text (`13.0` stays `13.0`,
 *   `12345678901234567890` stays exact), so callers can hash or re-serialise without loss.
 * - Iterative (an explicit stack, never recursion), with a nesting-depth limit, a size limit and the structure
 *   bounds of `bounds.ts` (entries per array, keys per object, values per document), so hostile input cannot
 *   overflow the call stack or exhaust memory.
 * - Duplicate object keys are recorded (the last one wins, as in JSON.parse); strings holding lone
 *   UTF-16 surrogates (`"\ud800"`) and numbers that overflow a double (`1e400`) are recorded too.
 * - A non-finite mode (`pythonConstants`) reads `NaN`, `Infinity` and `-Infinity` as Python's `json.loads` does;
 *   `src/python/loads.ts` builds Python values on it. Error offsets are the ones Python's `JSONDecodeError.pos`
 *   names (`__tests__/python/loads.test.ts` checks them against Python).
 * - `pointerOf`/`nodeAt`/`locate` map RFC 6901 JSON pointers to nodes and 1-based line/column positions.
 *
 * This file is the reader's entry (options, errors with positions, navigation, plain values); the tree's types, the
 * line index and pointer segments are in `json-nodes.ts`, the scanner (a function per concern) in `json-scan.ts`.
 */

import { STRUCTURE_BOUNDS, type StructureBounds } from './bounds.js';
import {
  LineIndex,
  splitPointer,
  type JsonArray,
  type JsonDocument,
  type JsonMember,
  type JsonNode,
  type JsonObject,
  type JsonParseError
} from './json-nodes.js';
import { JsonFail, scanDocument } from './json-scan.js';

export { escapePointerSegment, hasLoneSurrogate, LineIndex, splitPointer } from './json-nodes.js';
export type { JsonDocument, JsonMember, JsonNode, JsonNumber, JsonObject, JsonParseError } from './json-nodes.js';

export interface ParseOptions {
  /** Maximum nesting depth of arrays and objects (default 512). */
  maxDepth?: number;
  /** Maximum text length in UTF-16 code units (default 64 MiB). */
  maxLength?: number;
  /** Accept (and skip) a leading U+FEFF (default false: JSON.parse refuses it too). */
  allowBom?: boolean;
  /**
   * Accept the literals `NaN`, `Infinity` and `-Infinity` as numbers, as Python's `json` module does (default false:
   * they are not JSON). Each one is recorded in `nonFiniteNumbers`, so a caller can still report it.
   */
  pythonConstants?: boolean;
  /** Structure bounds (default `STRUCTURE_BOUNDS`); exceeding one is an error of kind `bounds`. */
  bounds?: StructureBounds;
}

export type ParseResult = { ok: true; doc: JsonDocument } | { ok: false; error: JsonParseError; lines: LineIndex };

const DEFAULT_MAX_DEPTH = 512;
const DEFAULT_MAX_LENGTH = 64 * 1024 * 1024;

/** Parses JSON text. Never throws on bad input: returns a typed error with its position instead. */
export function parseJsonSource(text: string, opts: ParseOptions = {}): ParseResult {
  const maxDepth = opts.maxDepth ?? DEFAULT_MAX_DEPTH;
  const maxLength = opts.maxLength ?? DEFAULT_MAX_LENGTH;
  if (text.length > maxLength) {
    const lines = new LineIndex('');
    return {
      ok: false,
      error: {
        kind: 'size',
        message: `the JSON text is ${text.length} characters long, over the ${maxLength}-character limit`,
        offset: 0,
        line: 1,
        column: 1
      },
      lines
    };
  }
  const lines = new LineIndex(text);
  try {
    const doc = scanDocument(
      text,
      maxDepth,
      opts.allowBom ?? false,
      lines,
      opts.pythonConstants ?? false,
      opts.bounds ?? STRUCTURE_BOUNDS
    );
    return { ok: true, doc };
  } catch (e) {
    if (e instanceof JsonFail) {
      const p = lines.position(e.offset);
      return {
        ok: false,
        error: {
          kind: e.kind,
          message: e.message,
          offset: e.offset,
          line: p.line,
          column: p.column,
          ...(e.bound ? { bound: e.bound } : {})
        },
        lines
      };
    }
    throw e;
  }
}

const NO_BOUNDS: StructureBounds = { maxItems: Infinity, maxKeys: Infinity, maxNodes: Infinity };

/**
 * Where JSON text first goes wrong, for text JSON.parse refused: "invalid JSON at character N" (1-based,
 * UTF-16 code units) or "invalid JSON (unexpected end of input)". Never echoes the text (it may be user
 * content), and does not depend on the engine's JSON.parse message. For error paths: it reads the text again
 * (no depth or size limit beyond the text already in memory; the reader is iterative).
 */
export function describeJsonError(text: string): string {
  const r = parseJsonSource(text, { maxDepth: Infinity, maxLength: Infinity, bounds: NO_BOUNDS });
  if (r.ok || r.error.kind === 'bounds') return 'invalid JSON';
  if (r.error.offset >= text.length) return 'invalid JSON (unexpected end of input)';
  return `invalid JSON at character ${r.error.offset + 1}`;
}

/** The value of a member, last one winning (JSON.parse semantics). */
export function getMember(obj: JsonObject, key: string): JsonNode | undefined {
  for (let k = obj.entries.length - 1; k >= 0; k--) if (obj.entries[k].key === key) return obj.entries[k].value;
  return undefined;
}

/** Members with duplicate keys resolved (last value wins, position of the first occurrence kept, as JSON.parse). */
export function members(obj: JsonObject): JsonMember[] {
  if (obj.entries.length < 2 || !obj.hasDuplicates) return obj.entries;
  const idx = new Map<string, number>();
  const out: JsonMember[] = [];
  for (const m of obj.entries) {
    const at = idx.get(m.key);
    if (at === undefined) {
      idx.set(m.key, out.length);
      out.push(m);
    } else out[at] = m;
  }
  return out;
}

/** The node at a JSON pointer, or undefined. */
export function nodeAt(root: JsonNode, pointer: string): JsonNode | undefined {
  const segs = splitPointer(pointer);
  if (!segs) return undefined;
  let cur: JsonNode | undefined = root;
  for (const s of segs) {
    if (!cur) return undefined;
    if (cur.type === 'object') cur = getMember(cur, s);
    else if (cur.type === 'array') {
      if (!/^(0|[1-9][0-9]*)$/.test(s)) return undefined;
      cur = cur.items[Number(s)];
    } else return undefined;
  }
  return cur;
}

/**
 * Source position of a pointer: the property name for an object member (where a reader looks), else
 * the value. Falls back to the nearest existing ancestor for a pointer that does not exist.
 */
export function locate(
  doc: JsonDocument,
  pointer: string
): { line: number; column: number; endLine: number; endColumn: number } {
  const segs = splitPointer(pointer) ?? [];
  let cur: JsonNode = doc.root;
  let start = cur.start;
  let end = cur.end;
  for (const s of segs) {
    let next: JsonNode | undefined;
    if (cur.type === 'object') {
      let m: JsonMember | undefined;
      for (let k = cur.entries.length - 1; k >= 0; k--)
        if (cur.entries[k].key === s) {
          m = cur.entries[k];
          break;
        }
      if (m) {
        next = m.value;
        start = m.keyStart;
        end = m.value.end;
      }
    } else if (cur.type === 'array' && /^(0|[1-9][0-9]*)$/.test(s)) {
      next = cur.items[Number(s)];
      if (next) {
        start = next.start;
        end = next.end;
      }
    }
    if (!next) break;
    cur = next;
  }
  const a = doc.lines.position(start);
  const b = doc.lines.position(Math.max(start, end - 1));
  return { line: a.line, column: a.column, endLine: b.line, endColumn: b.column + 1 };
}

/**
 * Converts the tree to plain JavaScript values (what JSON.parse returns: last duplicate wins,
 * `__proto__` kept as an own property). Iterative.
 */
export function toValue(root: JsonNode): unknown {
  const scalar = (n: JsonNode): unknown =>
    n.type === 'null' ? null : n.type === 'object' || n.type === 'array' ? undefined : n.value;
  if (root.type !== 'object' && root.type !== 'array') return scalar(root);
  const make = (n: JsonObject | JsonArray): unknown => (n.type === 'array' ? new Array(0) : {});
  const out = make(root);
  const work: { node: JsonObject | JsonArray; target: any }[] = [{ node: root, target: out }];
  while (work.length > 0) {
    const { node, target } = work.pop() as { node: JsonObject | JsonArray; target: any };
    if (node.type === 'array') {
      for (const item of node.items) {
        if (item.type === 'object' || item.type === 'array') {
          const t = make(item);
          target.push(t);
          work.push({ node: item, target: t });
        } else target.push(scalar(item));
      }
    } else {
      for (const m of node.entries) {
        let v: unknown;
        if (m.value.type === 'object' || m.value.type === 'array') {
          v = make(m.value);
          work.push({ node: m.value, target: v });
        } else v = scalar(m.value);
        if (m.key === '__proto__')
          Object.defineProperty(target, m.key, { value: v, writable: true, enumerable: true, configurable: true });
        else target[m.key] = v;
      }
    }
  }
  return out;
}
