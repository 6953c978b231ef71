/**
 * Python `repr()` and `str()` of strings and JSON-loaded values, with Python's own `str.isprintable()` table; and
 * the capped `repr()` that messages quote values with (plain JS values, source nodes).
 */
import { members, type JsonNode } from '../core/json-source.js';
import { pyFloatRepr } from './float.js';
import { NOT_PRINTABLE_RANGES } from './printable-table.js';
import { PyFloat, PyInt, pyIntText, type PyValue } from './value.js';

/** Python `chr(cp).isprintable()` (Unicode tables of the Python that generated printable-table.ts). */
export function isPrintable(cp: number): boolean {
  if (cp >= 0x20 && cp < 0x7f) return true;
  const t = NOT_PRINTABLE_RANGES;
  let lo = 0;
  let hi = t.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < t[2 * mid]) hi = mid - 1;
    else if (cp > t[2 * mid + 1]) lo = mid + 1;
    else return false;
  }
  return true;
}

/** Python `repr(str)`: single quotes unless the text has ' and no ", `\\n \\r \\t`, `\\xNN`, `\\uNNNN`, `\\UNNNNNNNN` for the rest that is not printable. */
export function pyStrRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    const cp = ch.codePointAt(0) as number;
    if (ch === quote || ch === '\\') out += '\\' + ch;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (isPrintable(cp)) out += ch;
    else if (cp < 0x100) out += '\\x' + cp.toString(16).padStart(2, '0');
    else if (cp < 0x10000) out += '\\u' + cp.toString(16).padStart(4, '0');
    else out += '\\U' + cp.toString(16).padStart(8, '0');
  }
  return out + quote;
}

/** Python `repr(value)` for a JSON-loaded value (dict, list, str, int, float, bool, None). */
export function pyRepr(v: PyValue | undefined): string {
  if (v === null || v === undefined) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'string') return pyStrRepr(v);
  if (v instanceof PyFloat) return pyFloatRepr(v.value);
  if (v instanceof PyInt) return v.raw;
  if (typeof v === 'number') return Number.isInteger(v) ? pyIntText(v) : pyFloatRepr(v);
  if (Array.isArray(v)) return '[' + v.map((x) => pyRepr(x)).join(', ') + ']';
  return (
    '{' +
    Object.entries(v)
      .map(([k, x]) => `${pyStrRepr(k)}: ${pyRepr(x)}`)
      .join(', ') +
    '}'
  );
}

/** Python `str(value)`: like repr except that a string is itself. */
export function pyStr(v: PyValue | undefined): string {
  return typeof v === 'string' ? v : pyRepr(v);
}

const MAX_REPR = 240;

/**
 * `repr()` of a plain JS value (JSON.parse output, no float markers: integral numbers below 1e16 as ints, others as
 * Python floats), capped at 240 characters for messages, as pcs-core's messages (Python jsonschema) print values.
 */
export function pyReprCapped(v: unknown): string {
  return cap(pyPlain(v, 0));
}

function pyPlain(v: unknown, depth: number): string {
  if (v === null || v === undefined) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'string') return pyStrRepr(v);
  if (typeof v === 'number') return Number.isInteger(v) && Math.abs(v) < 1e16 ? String(v) : pyFloatRepr(v);
  if (depth > 20) return '...';
  if (Array.isArray(v)) return '[' + v.map((x) => pyPlain(x, depth + 1)).join(', ') + ']';
  if (typeof v === 'object')
    return (
      '{' +
      Object.entries(v as Record<string, unknown>)
        .map(([k, x]) => `${pyStrRepr(k)}: ${pyPlain(x, depth + 1)}`)
        .join(', ') +
      '}'
    );
  return String(v);
}

/**
 * `repr()` of a source node, capped at 240 characters: numbers as Python reads them from the text (`13.0` stays a
 * float). Stops walking once past the cap, so a huge value costs no more than a small one.
 */
export function pyNodeRepr(n: JsonNode): string {
  const parts: string[] = [];
  let len = 0;
  const stack: (JsonNode | string)[] = [n];
  while (stack.length > 0 && len <= MAX_REPR) {
    const x = stack.pop() as JsonNode | string;
    let s: string;
    if (typeof x === 'string') s = x;
    else if (x.type === 'null') s = 'None';
    else if (x.type === 'boolean') s = x.value ? 'True' : 'False';
    else if (x.type === 'string') s = pyStrRepr(x.value);
    else if (x.type === 'number') s = x.integer ? (/^-0+$/.test(x.raw) ? '0' : x.raw) : pyFloatRepr(x.value);
    else if (x.type === 'array') {
      s = '[';
      stack.push(']');
      for (let k = x.items.length - 1; k >= 0; k--) {
        stack.push(x.items[k]);
        if (k > 0) stack.push(', ');
      }
    } else {
      s = '{';
      stack.push('}');
      const ms = members(x);
      for (let k = ms.length - 1; k >= 0; k--) {
        stack.push(ms[k].value);
        stack.push(pyStrRepr(ms[k].key) + ': ');
        if (k > 0) stack.push(', ');
      }
    }
    parts.push(s);
    len += s.length;
  }
  return cap(parts.join(''), stack.length > 0);
}

function cap(s: string, truncated = false): string {
  if (s.length > MAX_REPR) return s.slice(0, MAX_REPR) + '…';
  return truncated ? s + '…' : s;
}
