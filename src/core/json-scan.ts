/**
 * The scanner of the position-keeping JSON reader (`json-source.ts`): one state object (`Scan`: the text, the
 * offset, the container stack, the notes) and a function per concern over it: whitespace, strings (a fast path for
 * text without escapes, the escapes apart), numbers, the other values (literals, Python's constants), containers
 * (open, key, attach, close) and the loop that dispatches between them. Iterative: an explicit stack, never
 * recursion. Throws `JsonFail` with an offset; `parseJsonSource` turns it into a positioned error.
 */
import { describeBound, type BoundKind, type StructureBounds } from './bounds.js';
import {
  escapePointerSegment,
  hasLoneSurrogate,
  type JsonArray,
  type JsonDocument,
  type JsonErrorKind,
  type JsonIssue,
  type JsonNode,
  type JsonObject,
  type LineIndex
} from './json-nodes.js';

/** A parse failure at an offset (a bound failure names the bound). */
export class JsonFail extends Error {
  constructor(
    readonly kind: JsonErrorKind,
    readonly offset: number,
    message: string,
    readonly bound?: { kind: BoundKind; limit: number }
  ) {
    super(message);
  }
}

function boundFail(kind: BoundKind, limit: number, offset: number): JsonFail {
  return new JsonFail('bounds', offset, describeBound({ kind, limit }), { kind, limit });
}

function describeChar(text: string, i: number): string {
  if (i >= text.length) return 'the end of the input';
  const c = text.codePointAt(i) ?? 0;
  if (c < 0x20 || c === 0x7f) return `the control character U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
  return `"${String.fromCodePoint(c)}"`;
}

interface Frame {
  node: JsonObject | JsonArray;
  /** For objects: the key waiting for its value. */
  key?: string;
  keyStart?: number;
  keyEnd?: number;
  /** Key → offset, built only for objects with many members (small ones are scanned). */
  seen?: Map<string, number>;
  parent?: Frame;
  /** This container's segment in its parent (unescaped key or index). */
  seg: string;
}

function framePointer(f: Frame | undefined): string {
  const segs: string[] = [];
  for (let x = f; x && x.parent !== undefined; x = x.parent) segs.push(escapePointerSegment(x.seg));
  return segs.length === 0 ? '' : '/' + segs.reverse().join('/');
}

/** The scanner's state: where it is in the text, the open containers, the notes so far. */
class Scan {
  i = 0;
  nodes = 0;
  readonly n: number;
  readonly stack: Frame[] = [];
  root: JsonNode | undefined = undefined;
  readonly duplicateKeys: JsonIssue[] = [];
  readonly loneSurrogates: JsonIssue[] = [];
  readonly nonFiniteNumbers: JsonIssue[] = [];
  constructor(
    readonly text: string,
    readonly lines: LineIndex,
    readonly maxDepth: number,
    readonly pythonConstants: boolean,
    readonly bounds: StructureBounds
  ) {
    this.n = text.length;
  }
}

function note(s: Scan, list: JsonIssue[], pointer: string, offset: number, message: string): void {
  const p = s.lines.position(offset);
  list.push({ pointer, offset, line: p.line, column: p.column, message });
}

// ---------------------------------------------------------------------------------------------------------------
// Whitespace.

function skipWs(s: Scan): void {
  const text = s.text;
  const n = s.n;
  let i = s.i;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9) i++;
    else break;
  }
  s.i = i;
}

// ---------------------------------------------------------------------------------------------------------------
// Strings.

// eslint-disable-next-line no-control-regex -- the JSON grammar forbids raw control characters in strings
const STRING_CHUNK_RE = /[^"\\\x00-\x1f]*/y;
const SURROGATE_RE = /[\ud800-\udfff]/;

/**
 * Reads the string at `s.i` (its opening quote). `keyOf`: the object whose key it is (a lone surrogate in a key is
 * noted at the object's pointer + `/`); else it is a value, noted at its own pointer.
 */
function readString(s: Scan, keyOf?: Frame): string {
  const text = s.text;
  const start = s.i;
  STRING_CHUNK_RE.lastIndex = start + 1;
  STRING_CHUNK_RE.exec(text);
  const j = STRING_CHUNK_RE.lastIndex;
  if (text.charCodeAt(j) === 34) {
    s.i = j + 1;
    return text.slice(start + 1, j);
  }
  return readEscapedString(s, start, j, keyOf);
}

/** The rest of a string from `j`, the first character that is not plain text: escapes, controls, the end. */
function readEscapedString(s: Scan, start: number, j: number, keyOf: Frame | undefined): string {
  const text = s.text;
  const n = s.n;
  let out = text.slice(start + 1, j);
  let i = j;
  let escapedUnicode = false;
  while (true) {
    if (i >= n) throw new JsonFail('syntax', start, 'unterminated string: the closing quote is missing');
    const c = text.charCodeAt(i);
    if (c === 34) {
      i++;
      break;
    }
    if (c === 92) {
      if (i + 1 >= n) throw new JsonFail('syntax', start, 'unterminated string: the closing quote is missing');
      const e = text.charCodeAt(i + 1);
      if (e === 117) {
        out += unicodeEscape(text, i);
        escapedUnicode = true;
        i += 6;
      } else {
        out += simpleEscape(text, i, e);
        i += 2;
      }
      continue;
    }
    if (c < 0x20) throw new JsonFail('syntax', i, `${describeChar(text, i)} must be escaped inside a string`);
    STRING_CHUNK_RE.lastIndex = i;
    STRING_CHUNK_RE.exec(text);
    const k = STRING_CHUNK_RE.lastIndex;
    out += text.slice(i, k);
    i = k;
  }
  s.i = i;
  // Lone surrogates can only come from \u escapes (the text itself is well-formed UTF-16 from a UTF-8 decode).
  if (escapedUnicode && SURROGATE_RE.test(out) && hasLoneSurrogate(out)) {
    note(
      s,
      s.loneSurrogates,
      keyOf ? `${framePointer(keyOf)}/` : childPointer(s),
      start,
      'the string contains a lone UTF-16 surrogate (an unpaired \\uD800-\\uDFFF escape); it is not valid Unicode text'
    );
  }
  return out;
}

/** The character of the escape `\` + `e` at `i` (not `\u`). */
function simpleEscape(text: string, i: number, e: number): string {
  switch (e) {
    case 34:
      return '"';
    case 92:
      return '\\';
    case 47:
      return '/';
    case 98:
      return '\b';
    case 102:
      return '\f';
    case 110:
      return '\n';
    case 114:
      return '\r';
    case 116:
      return '\t';
    default:
      throw new JsonFail('syntax', i, `invalid escape sequence "\\${text[i + 1]}" in a string`);
  }
}

/** The UTF-16 unit of the `\uXXXX` escape at `i`. */
function unicodeEscape(text: string, i: number): string {
  const hex = text.slice(i + 2, i + 6);
  if (!/^[0-9a-fA-F]{4}$/.test(hex))
    throw new JsonFail('syntax', i + 1, 'invalid \\u escape: it needs exactly four hexadecimal digits');
  return String.fromCharCode(parseInt(hex, 16));
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers.

const NUMBER_RE = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;

/** Reads the number at `s.i` and attaches it. */
function readNumber(s: Scan): void {
  const text = s.text;
  const i = s.i;
  NUMBER_RE.lastIndex = i;
  const m = NUMBER_RE.exec(text);
  if (!m || m[0] === '-') throw new JsonFail('syntax', i, 'invalid number');
  const raw = m[0];
  const end = i + raw.length;
  const next = text.charCodeAt(end);
  if ((next >= 48 && next <= 57) || next === 46 || next === 101 || next === 69) {
    throw new JsonFail(
      'syntax',
      end,
      raw.startsWith('0') || raw.startsWith('-0') ? 'invalid number: leading zeros are not allowed' : 'invalid number'
    );
  }
  const value = Number(raw);
  let integer = true;
  for (let k = 0; k < raw.length; k++) {
    const d = raw.charCodeAt(k);
    if (d === 46 || d === 101 || d === 69) {
      integer = false;
      break;
    }
  }
  if (!Number.isFinite(value))
    note(
      s,
      s.nonFiniteNumbers,
      childPointer(s),
      i,
      `the number ${raw.length > 40 ? raw.slice(0, 40) + '…' : raw} is outside the range of a double (it reads as ${value})`
    );
  attach(s, { type: 'number', raw, value, integer, start: i, end });
  s.i = end;
}

// ---------------------------------------------------------------------------------------------------------------
// Other values: Python's constants, true, false, null.

/** The Python constant at `i` (`NaN`, `Infinity`, `-Infinity`), or undefined. */
function pythonConstantAt(text: string, i: number): 'NaN' | 'Infinity' | '-Infinity' | undefined {
  return text.startsWith('NaN', i)
    ? 'NaN'
    : text.startsWith('Infinity', i)
      ? 'Infinity'
      : text.startsWith('-Infinity', i)
        ? '-Infinity'
        : undefined;
}

/** Reads Python's constant `raw` at `s.i` (non-finite mode), notes it and attaches it. */
function readPythonConstant(s: Scan, raw: 'NaN' | 'Infinity' | '-Infinity'): void {
  const i = s.i;
  const value = raw === 'NaN' ? NaN : raw === 'Infinity' ? Infinity : -Infinity;
  note(
    s,
    s.nonFiniteNumbers,
    childPointer(s),
    i,
    `the literal ${raw} is not JSON (RFC 8259); Python's json module reads it as ${raw === 'NaN' ? 'nan' : raw === 'Infinity' ? 'inf' : '-inf'}`
  );
  attach(s, { type: 'number', raw, value, integer: false, start: i, end: i + raw.length });
  s.i = i + raw.length;
}

/** Reads `true`, `false` or `null` at `s.i` and attaches it; anything else is not a value. */
function readLiteral(s: Scan): void {
  const text = s.text;
  const i = s.i;
  if (text.startsWith('true', i)) {
    attach(s, { type: 'boolean', value: true, start: i, end: i + 4 });
    s.i = i + 4;
  } else if (text.startsWith('false', i)) {
    attach(s, { type: 'boolean', value: false, start: i, end: i + 5 });
    s.i = i + 5;
  } else if (text.startsWith('null', i)) {
    attach(s, { type: 'null', start: i, end: i + 4 });
    s.i = i + 4;
  } else throw new JsonFail('syntax', i, `unexpected ${describeChar(text, i)}: expected a value`);
}

// ---------------------------------------------------------------------------------------------------------------
// Containers.

/** Attaches a finished value to the innermost container (or makes it the root). */
function attach(s: Scan, node: JsonNode): void {
  const top = s.stack[s.stack.length - 1];
  if (!top) {
    s.root = node;
    return;
  }
  if (top.node.type === 'array') top.node.items.push(node);
  else {
    top.node.entries.push({
      key: top.key as string,
      keyStart: top.keyStart as number,
      keyEnd: top.keyEnd as number,
      value: node
    });
    top.key = undefined;
  }
}

/** The pointer of the value about to be attached. */
function childPointer(s: Scan): string {
  const top = s.stack[s.stack.length - 1];
  if (!top) return '';
  const base = framePointer(top);
  if (top.node.type === 'array') return `${base}/${top.node.items.length}`;
  return `${base}/${escapePointerSegment(top.key ?? '')}`;
}

/**
 * Opens the object or array at `s.i` (`c` its bracket). Returns true when it was empty and is already closed and
 * attached (a value follows), false when a value (or, in an object, a key) is expected inside.
 */
function openContainer(s: Scan, c: number): boolean {
  const stack = s.stack;
  if (stack.length >= s.maxDepth)
    throw new JsonFail('depth', s.i, `nesting is deeper than the ${s.maxDepth}-level limit`);
  const parent = stack[stack.length - 1];
  const seg = parent ? (parent.node.type === 'array' ? String(parent.node.items.length) : (parent.key as string)) : '';
  const node: JsonObject | JsonArray =
    c === 123
      ? { type: 'object', entries: [], start: s.i, end: s.i }
      : { type: 'array', items: [], start: s.i, end: s.i };
  s.i++;
  stack.push({ node, seg, parent, key: undefined, keyStart: 0, keyEnd: 0, seen: undefined });
  skipWs(s);
  if (s.text.charCodeAt(s.i) === (c === 123 ? 125 : 93)) {
    // {} or []
    s.i++;
    node.end = s.i;
    stack.pop();
    attach(s, node);
    return true;
  }
  if (c === 123) readKey(s);
  return false;
}

/** Reads a member's key and its colon; notes a key the object already has. */
function readKey(s: Scan): void {
  const text = s.text;
  const top = s.stack[s.stack.length - 1];
  if (text.charCodeAt(s.i) !== 34)
    throw new JsonFail('syntax', s.i, `unexpected ${describeChar(text, s.i)}: expected a quoted property name`);
  const keyStart = s.i;
  const key = readString(s, top);
  const keyEnd = s.i;
  const obj = top.node as JsonObject;
  if (obj.entries.length >= s.bounds.maxKeys) throw boundFail('keys', s.bounds.maxKeys, obj.start);
  let firstAt: number | undefined;
  if (top.seen) firstAt = top.seen.get(key);
  else {
    for (const m of obj.entries)
      if (m.key === key) {
        firstAt = m.keyStart;
        break;
      }
    if (obj.entries.length >= 16)
      top.seen = new Map(obj.entries.map((m) => [m.key, m.keyStart] as [string, number]).reverse());
  }
  if (firstAt !== undefined) {
    obj.hasDuplicates = true;
    note(
      s,
      s.duplicateKeys,
      `${framePointer(top)}/${escapePointerSegment(key)}`,
      keyStart,
      `duplicate key "${key}" (first at offset ${firstAt}); JSON.parse keeps the last value`
    );
  } else if (top.seen) top.seen.set(key, keyStart);
  top.key = key;
  top.keyStart = keyStart;
  top.keyEnd = keyEnd;
  skipWs(s);
  if (text.charCodeAt(s.i) !== 58)
    throw new JsonFail('syntax', s.i, `unexpected ${describeChar(text, s.i)}: expected ":" after the property name`);
  s.i++;
}

// ---------------------------------------------------------------------------------------------------------------
// The loop.

/** Reads the value at `s.i` (after whitespace). Returns true when a value follows (false: inside a new container). */
function readValue(s: Scan): boolean {
  skipWs(s);
  const text = s.text;
  const i = s.i;
  if (i >= s.n) throw new JsonFail('syntax', i, 'unexpected end of input: expected a value');
  const c = text.charCodeAt(i);
  if (++s.nodes > s.bounds.maxNodes) throw boundFail('nodes', s.bounds.maxNodes, i);
  const into = s.stack[s.stack.length - 1];
  if (into && into.node.type === 'array' && into.node.items.length >= s.bounds.maxItems)
    throw boundFail('items', s.bounds.maxItems, into.node.start);
  if (c === 123 || c === 91) return openContainer(s, c);
  if (c === 34) {
    const value = readString(s);
    attach(s, { type: 'string', value, start: i, end: s.i });
    return true;
  }
  // NaN, Infinity, -Infinity: only a value starting with N, I or - can be one.
  const constant = s.pythonConstants && (c === 78 || c === 73 || c === 45) ? pythonConstantAt(text, i) : undefined;
  if (constant) readPythonConstant(s, constant);
  else if (c === 45 || (c >= 48 && c <= 57)) readNumber(s);
  else readLiteral(s);
  return true;
}

/**
 * Reads what follows a value: a comma (then, in an object, the next key), or the bracket that closes the innermost
 * container. Returns true when a value is expected next, false when the container closed (a value follows), and
 * undefined at the end of the top-level value.
 */
function readAfterValue(s: Scan): boolean | undefined {
  skipWs(s);
  const text = s.text;
  const top = s.stack[s.stack.length - 1];
  if (!top) {
    if (s.i < s.n) throw new JsonFail('syntax', s.i, `unexpected ${describeChar(text, s.i)} after the top-level value`);
    return undefined;
  }
  const c = text.charCodeAt(s.i);
  if (c === 44) {
    s.i++;
    skipWs(s);
    if (top.node.type === 'object') readKey(s);
    return true;
  }
  if ((c === 125 && top.node.type === 'object') || (c === 93 && top.node.type === 'array')) {
    s.i++;
    top.node.end = s.i;
    s.stack.pop();
    attach(s, top.node);
    return false;
  }
  throw new JsonFail(
    'syntax',
    s.i,
    `unexpected ${describeChar(text, s.i)}: expected "," or "${top.node.type === 'object' ? '}' : ']'}"`
  );
}

/** Scans the whole text into a document; throws `JsonFail` on the first error. */
export function scanDocument(
  text: string,
  maxDepth: number,
  allowBom: boolean,
  lines: LineIndex,
  pythonConstants: boolean,
  bounds: StructureBounds
): JsonDocument {
  const s = new Scan(text, lines, maxDepth, pythonConstants, bounds);
  if (text.charCodeAt(0) === 0xfeff) {
    if (!allowBom)
      throw new JsonFail(
        'bom',
        0,
        'the file starts with a byte order mark (U+FEFF); JSON text must not start with one'
      );
    s.i = 1;
  }
  skipWs(s);
  if (s.i >= s.n) throw new JsonFail('empty', s.i, 'the file is empty: expected a JSON value');
  // State machine: expecting a value, or expecting what follows a value / an opening bracket.
  let expectValue = true;
  while (true) {
    if (expectValue) {
      expectValue = !readValue(s);
      continue;
    }
    const next = readAfterValue(s);
    if (next === undefined) break;
    expectValue = next;
  }
  return {
    text,
    root: s.root as JsonNode,
    lines,
    duplicateKeys: s.duplicateKeys,
    loneSurrogates: s.loneSurrogates,
    nonFiniteNumbers: s.nonFiniteNumbers
  };
}
