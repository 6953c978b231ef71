/**
 * The tree the position-keeping JSON reader builds (`json-source.ts`): nodes with their source offsets, the
 * document with its notes (duplicate keys, lone surrogates, non-finite numbers), the line index for offset →
 * line/column, and RFC 6901 pointer segments.
 */
import type { BoundKind } from './bounds.js';

export type JsonNode = JsonObject | JsonArray | JsonString | JsonNumber | JsonBoolean | JsonNull;

interface NodeBase {
  /** Offset (UTF-16 code units into the text) of the first character of the value. */
  start: number;
  /** Offset just after the last character of the value. */
  end: number;
}

export interface JsonMember {
  key: string;
  keyStart: number;
  keyEnd: number;
  value: JsonNode;
}

export interface JsonObject extends NodeBase {
  type: 'object';
  /** Members in source order, duplicates included (use `get` / `members` for last-wins semantics). */
  entries: JsonMember[];
  /** True when a key repeats (set by the parser). */
  hasDuplicates?: boolean;
}

export interface JsonArray extends NodeBase {
  type: 'array';
  items: JsonNode[];
}

interface JsonString extends NodeBase {
  type: 'string';
  value: string;
}

export interface JsonNumber extends NodeBase {
  type: 'number';
  /** The number exactly as written in the source. */
  raw: string;
  /** The nearest double (what JSON.parse gives). */
  value: number;
  /** True when the token has no fraction and no exponent (Python would read it as an int). */
  integer: boolean;
}

interface JsonBoolean extends NodeBase {
  type: 'boolean';
  value: boolean;
}

interface JsonNull extends NodeBase {
  type: 'null';
}

export type JsonErrorKind = 'syntax' | 'depth' | 'size' | 'bom' | 'empty' | 'bounds';

export interface JsonParseError {
  kind: JsonErrorKind;
  message: string;
  offset: number;
  line: number;
  column: number;
  /** For kind `bounds`: which structure bound was exceeded (the offset is the array's or object's start). */
  bound?: { kind: BoundKind; limit: number };
}

export interface JsonIssue {
  /** JSON pointer of the object holding the duplicate, or of the string / number. */
  pointer: string;
  offset: number;
  line: number;
  column: number;
  message: string;
}

export interface JsonDocument {
  text: string;
  root: JsonNode;
  lines: LineIndex;
  duplicateKeys: JsonIssue[];
  loneSurrogates: JsonIssue[];
  /** Numbers whose value is not a finite double (e.g. `1e400`). */
  nonFiniteNumbers: JsonIssue[];
}

/** Offsets of line starts, for offset → 1-based line/column. Lines end at \n, \r\n or \r. */
export class LineIndex {
  private starts: number[] | undefined;
  constructor(private readonly text: string) {}
  private build(): number[] {
    const text = this.text;
    const starts = [0];
    let i = 0;
    // The next \n and \r at or after i, each searched again only once passed: one search per line ending, so the
    // index is linear in the text (searching both from every line start is quadratic when one kind never occurs).
    let n = text.indexOf('\n');
    let r = text.indexOf('\r');
    while (true) {
      if (n >= 0 && n < i) n = text.indexOf('\n', i);
      if (r >= 0 && r < i) r = text.indexOf('\r', i);
      if (n < 0 && r < 0) break;
      if (r >= 0 && (n < 0 || r < n)) {
        i = text.charCodeAt(r + 1) === 10 ? r + 2 : r + 1;
      } else i = n + 1;
      starts.push(i);
    }
    this.starts = starts;
    return starts;
  }
  /** 1-based line and column (column counted in UTF-16 code units, 1 = first character). */
  position(offset: number): { line: number; column: number } {
    const s = this.starts ?? this.build();
    let lo = 0;
    let hi = s.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (s[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - s[lo] + 1 };
  }
}

/** True when the string holds an unpaired UTF-16 surrogate. */
export function hasLoneSurrogate(s: string): boolean {
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(k + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        k++;
        continue;
      }
      return true;
    }
    if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

export function escapePointerSegment(s: string): string {
  return s.replace(/~/g, '~0').replace(/\//g, '~1');
}

function unescapePointerSegment(s: string): string {
  return s.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Splits an RFC 6901 pointer ('' is the root). Returns undefined for a malformed pointer. */
export function splitPointer(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;
  return pointer.slice(1).split('/').map(unescapePointerSegment);
}
