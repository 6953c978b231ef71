/** Python `json.dumps` of JSON-loaded values: ensure_ascii, sort_keys (by code point), indent and separators. */
import { compareCodePoints } from './compare.js';
import { pyFloatRepr } from './float.js';
import { PyFloat, PyInt, pyIntText, type PyValue } from './value.js';

/** A float as `json.dumps` writes it: repr, with `NaN`, `Infinity`, `-Infinity` for the non-finite ones. */
export function pyJsonFloat(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? 'Infinity' : '-Infinity';
  return pyFloatRepr(x);
}

/**
 * A string as `json.dumps` writes it. ensure_ascii: everything outside printable ASCII (0x20..0x7e) becomes
 * `\uXXXX` per UTF-16 unit (so an astral character is a surrogate pair, a lone surrogate is kept as itself).
 * Without ensure_ascii only `"`, `\` and controls are escaped (lone surrogates are escaped as JSON.stringify
 * does; Python would write them raw and then fail to encode UTF-8).
 */
export function pyJsonString(s: string, ensureAscii = true): string {
  if (!ensureAscii) return JSON.stringify(s);
  let out = '"';
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 && c <= 0x7e && c !== 0x22 && c !== 0x5c) continue;
    out += s.slice(from, i);
    from = i + 1;
    if (c === 0x22) out += '\\"';
    else if (c === 0x5c) out += '\\\\';
    else if (c === 0x0a) out += '\\n';
    else if (c === 0x0d) out += '\\r';
    else if (c === 0x09) out += '\\t';
    else if (c === 0x08) out += '\\b';
    else if (c === 0x0c) out += '\\f';
    else out += '\\u' + c.toString(16).padStart(4, '0');
  }
  return out + s.slice(from) + '"';
}

export interface PyDumpsOptions {
  /** `indent=` (undefined: one line). */
  indent?: number;
  /** `sort_keys=` (default false: insertion order). */
  sortKeys?: boolean;
  /** `ensure_ascii=` (default true, as Python). */
  ensureAscii?: boolean;
  /** `separators=(item, key)`; default `(', ', ': ')`, or `(',', ': ')` with an indent, as Python. */
  separators?: readonly [string, string];
}

/** Python `json.dumps(v, ...)`. Plain JS numbers: integral ones as ints, others as floats. */
export function pyJsonDumps(v: PyValue | undefined, options: PyDumpsOptions = {}): string {
  const { indent, sortKeys = false, ensureAscii = true } = options;
  const [itemSep, keySep] = options.separators ?? [indent === undefined ? ', ' : ',', ': '];
  const out: string[] = [];
  const walk = (x: PyValue | undefined, level: number): void => {
    if (x === null || x === undefined) out.push('null');
    else if (x === true) out.push('true');
    else if (x === false) out.push('false');
    else if (typeof x === 'string') out.push(pyJsonString(x, ensureAscii));
    else if (typeof x === 'number') out.push(Number.isInteger(x) ? pyIntText(x) : pyJsonFloat(x));
    else if (x instanceof PyFloat) out.push(pyJsonFloat(x.value));
    else if (x instanceof PyInt) out.push(x.raw);
    else if (Array.isArray(x)) {
      if (x.length === 0) return void out.push('[]');
      out.push('[');
      for (let i = 0; i < x.length; i++) {
        if (i > 0) out.push(itemSep);
        if (indent !== undefined) out.push('\n' + ' '.repeat((level + 1) * indent));
        walk(x[i], level + 1);
      }
      if (indent !== undefined) out.push('\n' + ' '.repeat(level * indent));
      out.push(']');
    } else {
      const keys = Object.keys(x);
      if (keys.length === 0) return void out.push('{}');
      if (sortKeys) keys.sort(compareCodePoints);
      out.push('{');
      for (let i = 0; i < keys.length; i++) {
        if (i > 0) out.push(itemSep);
        if (indent !== undefined) out.push('\n' + ' '.repeat((level + 1) * indent));
        out.push(pyJsonString(keys[i], ensureAscii) + keySep);
        walk(x[keys[i]], level + 1);
      }
      if (indent !== undefined) out.push('\n' + ' '.repeat(level * indent));
      out.push('}');
    }
  };
  walk(v, 0);
  return out.join('');
}
