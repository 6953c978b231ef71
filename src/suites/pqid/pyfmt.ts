/**
 * Python-compatible number and string formatting, so benchgate prints byte-identical output to the
 * PQID-Bench reference (Python 3.11): float repr, `%.Ng`, `%.Nf`, `{:,}`, str repr and json.dumps
 * (indent=2, sort_keys=True, ensure_ascii=True).
 */

/** A JSON number that Python would hold as a float (it had a '.', an exponent, or came from a division). */
export class PyFloat {
  constructor(readonly value: number) {}
}

/** Plain JSON values plus PyFloat markers. */
export type PyValue = null | boolean | number | string | PyFloat | PyValue[] | { [k: string]: PyValue };

/** Exact decimal expansion of a finite non-negative double: digits (no leading zeros unless 0) and the position of the decimal point. */
function exactDecimal(x: number): { digits: string; point: number } {
  if (x === 0) return { digits: '0', point: 1 };
  const buf = new DataView(new ArrayBuffer(8));
  buf.setFloat64(0, x);
  const hi = buf.getUint32(0);
  const lo = buf.getUint32(4);
  const expBits = (hi >>> 20) & 0x7ff;
  let mant = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let e2: number;
  if (expBits === 0) e2 = -1074;
  else {
    mant |= 1n << 52n;
    e2 = expBits - 1075;
  }
  if (e2 >= 0) {
    const s = (mant << BigInt(e2)).toString();
    return { digits: s, point: s.length };
  }
  const k = -e2;
  const s = (mant * 5n ** BigInt(k)).toString();
  // value = s * 10^-k = 0.s * 10^(len(s) - k)
  return { digits: s, point: s.length - k };
}

/**
 * Rounds a digit string (value = 0.d1d2... * 10^point) to `keep` digits, half-even on the exact value.
 * Returns the new digits (length keep, may carry into a new leading digit: then point+1).
 */
function roundDigits(digits: string, point: number, keep: number): { digits: string; point: number } {
  if (keep <= 0) {
    // Everything rounds to 0 or to one unit at position keep.
    if (keep < 0) return { digits: '0', point: point - keep + 1 };
    const first = digits.charCodeAt(0) - 48;
    const restNonZero = /[1-9]/.test(digits.slice(1));
    const up = first > 5 || (first === 5 && restNonZero);
    return up ? { digits: '1', point: point + 1 } : { digits: '0', point: point };
  }
  if (digits.length <= keep) return { digits: digits.padEnd(keep, '0'), point };
  const head = digits.slice(0, keep);
  const next = digits.charCodeAt(keep) - 48;
  const restNonZero = /[1-9]/.test(digits.slice(keep + 1));
  const lastOdd = (head.charCodeAt(keep - 1) - 48) % 2 === 1;
  const up = next > 5 || (next === 5 && (restNonZero || lastOdd));
  if (!up) return { digits: head, point };
  const inc = (BigInt(head) + 1n).toString();
  if (inc.length > keep) return { digits: inc.slice(0, keep), point: point + 1 };
  return { digits: inc.padStart(keep, '0'), point };
}

/** Python `format(x, '.Nf')`. */
export function pyFixed(x: number, decimals: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  const neg = x < 0 || Object.is(x, -0);
  const { digits, point } = exactDecimal(Math.abs(x));
  const p2 = point + decimals; // x * 10^decimals = 0.digits * 10^p2
  let n: bigint;
  if (x === 0 || p2 < 0) n = 0n;
  else if (p2 === 0) {
    const first = digits.charCodeAt(0) - 48;
    n = first > 5 || (first === 5 && /[1-9]/.test(digits.slice(1))) ? 1n : 0n;
  } else {
    const r = roundDigits(digits, p2, p2);
    n = BigInt(r.digits) * 10n ** BigInt(r.point - p2 > 0 ? r.point - p2 : 0);
  }
  const s = n.toString().padStart(decimals + 1, '0');
  const body = decimals > 0 ? `${s.slice(0, s.length - decimals)}.${s.slice(s.length - decimals)}` : s;
  return (neg ? '-' : '') + body;
}

/** Python `format(x, '.Ng')` (also what `%.12g` gives). */
export function pyFormatG(x: number, precision: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  const p = precision === 0 ? 1 : precision;
  const neg = x < 0 || Object.is(x, -0);
  if (x === 0) return neg ? '-0' : '0';
  const ex = exactDecimal(Math.abs(x));
  const r = roundDigits(ex.digits, ex.point, p);
  const exp = r.point - 1;
  let out: string;
  if (exp < -4 || exp >= p) {
    let mant = r.digits[0] + '.' + r.digits.slice(1);
    mant = mant.replace(/0+$/, '').replace(/\.$/, '');
    out = `${mant}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  } else {
    let s: string;
    if (r.point <= 0) s = '0.' + '0'.repeat(-r.point) + r.digits;
    else if (r.point >= r.digits.length) s = r.digits + '0'.repeat(r.point - r.digits.length);
    else s = r.digits.slice(0, r.point) + '.' + r.digits.slice(r.point);
    if (s.includes('.')) s = s.replace(/0+$/, '').replace(/\.$/, '');
    out = s;
  }
  return (neg ? '-' : '') + out;
}

/** Python `repr(float)`: shortest round-trip digits, `1.0` for integral values, exponent below 1e-4 and from 1e16. */
export function pyFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const neg = x < 0;
  const e = Math.abs(x).toExponential(); // shortest round-trip digits, e.g. "1.2345e-5"
  const m = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(e);
  if (!m) return String(x);
  const digits = m[1] + (m[2] ?? '');
  const exp = Number(m[3]);
  let out: string;
  if (exp < -4 || exp >= 16) {
    const mant = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    out = `${mant}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  } else if (exp < 0) {
    out = '0.' + '0'.repeat(-exp - 1) + digits;
  } else if (digits.length <= exp + 1) {
    out = digits + '0'.repeat(exp + 1 - digits.length) + '.0';
  } else {
    out = digits.slice(0, exp + 1) + '.' + digits.slice(exp + 1);
  }
  return (neg ? '-' : '') + out;
}

/** Python `f"{n:,}"` for an integer. */
export function pyThousands(n: number): string {
  const neg = n < 0;
  const s = String(Math.abs(Math.trunc(n)));
  return (neg ? '-' : '') + s.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function isPrintable(cp: number): boolean {
  if (cp < 0x20 || cp === 0x7f) return false;
  if (cp >= 0x80 && cp <= 0xa0) return false;
  if (cp === 0xad) return false;
  if (cp >= 0xd800 && cp <= 0xdfff) return false;
  if (cp === 0x2028 || cp === 0x2029 || (cp >= 0x200b && cp <= 0x200f) || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2060 && cp <= 0x2064) || cp === 0xfeff) return false;
  if (cp >= 0xe000 && cp <= 0xf8ff) return false;
  if (cp === 0x3000 || (cp >= 0x2000 && cp <= 0x200a) || cp === 0x1680 || cp === 0x205f) return false;
  return true;
}

/** Python `repr(str)`. */
export function pyStrRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
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
  if (typeof v === 'number') return Number.isInteger(v) ? (Math.abs(v) >= 1e21 ? BigInt(v).toString() : String(v)) : pyFloatRepr(v);
  if (Array.isArray(v)) return '[' + v.map((x) => pyRepr(x)).join(', ') + ']';
  return '{' + Object.entries(v).map(([k, x]) => `${pyStrRepr(k)}: ${pyRepr(x)}`).join(', ') + '}';
}

/** Python `str(value)`: like repr except that a string is itself. */
export function pyStr(v: PyValue | undefined): string {
  return typeof v === 'string' ? v : pyRepr(v);
}

/** Python truthiness of a JSON value. */
export function pyTruthy(v: PyValue | undefined): boolean {
  if (v === null || v === undefined || v === false || v === '' || v === 0) return false;
  if (v instanceof PyFloat) return v.value !== 0;
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === 'object') return Object.keys(v).length > 0;
  return true;
}

function jsonStr(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x22) out += '\\"';
    else if (c === 0x5c) out += '\\\\';
    else if (c === 0x0a) out += '\\n';
    else if (c === 0x0d) out += '\\r';
    else if (c === 0x09) out += '\\t';
    else if (c === 0x08) out += '\\b';
    else if (c === 0x0c) out += '\\f';
    else if (c < 0x20 || c > 0x7e) out += '\\u' + c.toString(16).padStart(4, '0');
    else out += s[i];
  }
  return out + '"';
}

function jsonFloat(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? 'Infinity' : '-Infinity';
  return pyFloatRepr(x);
}

/** Python code-point order (JS default sort compares UTF-16 code units). */
export function pyCompare(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) {
      const xs = x >= 0xd800 && x <= 0xdfff;
      const ys = y >= 0xd800 && y <= 0xdfff;
      if (xs !== ys) return xs ? 1 : -1;
      return x - y;
    }
  }
  return a.length - b.length;
}

/** Python `json.dumps(v, indent=2, sort_keys=True, ensure_ascii=True)`. */
export function pyJsonDumps(v: PyValue | undefined, indent = 2, level = 0): string {
  if (v === null || v === undefined) return 'null';
  if (v === true) return 'true';
  if (v === false) return 'false';
  if (typeof v === 'string') return jsonStr(v);
  if (v instanceof PyFloat) return jsonFloat(v.value);
  if (typeof v === 'number') return Number.isInteger(v) ? (Math.abs(v) >= 1e21 ? BigInt(v).toString() : String(v)) : jsonFloat(v);
  const pad = ' '.repeat(indent * (level + 1));
  const end = ' '.repeat(indent * level);
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    return '[\n' + v.map((x) => pad + pyJsonDumps(x, indent, level + 1)).join(',\n') + '\n' + end + ']';
  }
  const keys = Object.keys(v).sort(pyCompare);
  if (keys.length === 0) return '{}';
  return '{\n' + keys.map((k) => `${pad}${jsonStr(k)}: ${pyJsonDumps(v[k], indent, level + 1)}`).join(',\n') + '\n' + end + '}';
}

/** Python `json.dumps(v, sort_keys=True, ensure_ascii=True)` with the default separators `', '` and `': '` (one line). */
export function pyJsonDumpsLine(v: PyValue | undefined): string {
  if (v === null || v === undefined || typeof v !== 'object' || v instanceof PyFloat) return pyJsonDumps(v);
  if (Array.isArray(v)) return '[' + v.map((x) => pyJsonDumpsLine(x)).join(', ') + ']';
  return '{' + Object.keys(v).sort(pyCompare).map((k) => `${jsonStr(k)}: ${pyJsonDumpsLine(v[k])}`).join(', ') + '}';
}

/** Python `json.dumps(v, ensure_ascii=True, separators=(",", ":"), sort_keys=True)`: live.py's canonical bytes. */
export function pyJsonCanonical(v: PyValue | undefined): string {
  if (v === null || v === undefined || typeof v !== 'object' || v instanceof PyFloat) return pyJsonDumps(v);
  if (Array.isArray(v)) return '[' + v.map((x) => pyJsonCanonical(x)).join(',') + ']';
  return '{' + Object.keys(v).sort(pyCompare).map((k) => `${jsonStr(k)}:${pyJsonCanonical(v[k])}`).join(',') + '}';
}
