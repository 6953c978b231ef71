/** Python `repr()` and `str()` of strings and JSON-loaded values, with Python's own `str.isprintable()` table. */
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
