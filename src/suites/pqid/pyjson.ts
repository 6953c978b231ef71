import { PyFloat, type PyValue } from '../../python/index.js';

/** Thrown by parsePyJson for text Python's json.loads would reject. */
export class PyJsonError extends Error {
  constructor(
    message: string,
    readonly pos: number
  ) {
    super(message);
    this.name = 'PyJsonError';
  }
}

const MAX_DEPTH = 900;

/**
 * Parses JSON the way Python's `json.loads` does: numbers with a fraction or exponent become PyFloat
 * (so `1.0` stays a float), `NaN`, `Infinity` and `-Infinity` are accepted, duplicate keys keep the last
 * value, surrounding JSON whitespace is allowed. Nesting deeper than 900 levels is refused (Python raises
 * RecursionError near 1000).
 */
export function parsePyJson(text: string): PyValue {
  let i = 0;
  const n = text.length;
  const ws = (): void => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) i++;
      else break;
    }
  };
  const fail = (msg: string): never => {
    throw new PyJsonError(msg, i);
  };
  const value = (depth: number): PyValue => {
    if (depth > MAX_DEPTH) fail('maximum nesting depth exceeded');
    ws();
    if (i >= n) fail('Expecting value');
    const c = text[i];
    if (c === '{') {
      i++;
      const obj: { [k: string]: PyValue } = {};
      ws();
      if (text[i] === '}') {
        i++;
        return obj;
      }
      while (true) {
        ws();
        if (text[i] !== '"') fail('Expecting property name enclosed in double quotes');
        const k = str();
        ws();
        if (text[i] !== ':') fail("Expecting ':' delimiter");
        i++;
        const v = value(depth + 1);
        Object.defineProperty(obj, k, { value: v, enumerable: true, writable: true, configurable: true });
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') {
          i++;
          return obj;
        }
        fail("Expecting ',' delimiter");
      }
    }
    if (c === '[') {
      i++;
      const arr: PyValue[] = [];
      ws();
      if (text[i] === ']') {
        i++;
        return arr;
      }
      while (true) {
        arr.push(value(depth + 1));
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') {
          i++;
          return arr;
        }
        fail("Expecting ',' delimiter");
      }
    }
    if (c === '"') return str();
    if (text.startsWith('true', i)) {
      i += 4;
      return true;
    }
    if (text.startsWith('false', i)) {
      i += 5;
      return false;
    }
    if (text.startsWith('null', i)) {
      i += 4;
      return null;
    }
    if (text.startsWith('NaN', i)) {
      i += 3;
      return new PyFloat(NaN);
    }
    if (text.startsWith('Infinity', i)) {
      i += 8;
      return new PyFloat(Infinity);
    }
    if (text.startsWith('-Infinity', i)) {
      i += 9;
      return new PyFloat(-Infinity);
    }
    const m = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/y;
    m.lastIndex = i;
    const r = m.exec(text);
    if (!r) return fail('Expecting value');
    i = m.lastIndex;
    if (r[1] !== undefined || r[2] !== undefined) return new PyFloat(Number(r[0]));
    const num = Number(r[0]);
    return num;
  };
  const str = (): string => {
    i++; // opening quote
    let out = '';
    let start = i;
    while (true) {
      if (i >= n) fail('Unterminated string starting at');
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        out += text.slice(start, i);
        i++;
        return out;
      }
      if (c < 0x20) fail('Invalid control character at');
      if (c === 0x5c) {
        out += text.slice(start, i);
        const e = text[i + 1];
        const map: Record<string, string> = {
          '"': '"',
          '\\': '\\',
          '/': '/',
          b: '\b',
          f: '\f',
          n: '\n',
          r: '\r',
          t: '\t'
        };
        if (e === 'u') {
          const hex = text.slice(i + 2, i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('Invalid \\uXXXX escape');
          out += String.fromCharCode(parseInt(hex, 16));
          i += 6;
        } else if (e !== undefined && e in map) {
          out += map[e];
          i += 2;
        } else fail('Invalid \\escape');
        start = i;
        continue;
      }
      i++;
    }
  };
  const v = value(0);
  ws();
  if (i !== n) fail('Extra data');
  return v;
}
