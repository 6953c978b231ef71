/**
 * A strict JSON parser for suite manifests that keeps what JSON.parse loses and hashing needs:
 * the source spelling of numbers (1.0 vs 1, big integers), duplicate keys (rejected) and a depth limit.
 * Objects are Maps (insertion order kept, `__proto__` is an ordinary key).
 */

export class JNum {
  constructor(readonly raw: string) {}
  get isInteger(): boolean {
    return !/[.eE]/.test(this.raw);
  }
}

export type JValue = null | boolean | string | JNum | JValue[] | JObject;
export type JObject = Map<string, JValue>;

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
    readonly line: number,
    readonly column: number
  ) {
    super(message);
    this.name = 'JsonSyntaxError';
  }
}

const NUM = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

export function parseJsonStrict(text: string, maxDepth = 256): JValue {
  let i = 0;
  const n = text.length;
  const fail = (msg: string, at = i): never => {
    let line = 1;
    let col = 1;
    for (let k = 0; k < at && k < n; k++) {
      if (text.charCodeAt(k) === 10) {
        line++;
        col = 1;
      } else col++;
    }
    throw new JsonSyntaxError(`${msg} at line ${line}, column ${col}`, at, line, col);
  };
  const ws = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else break;
    }
  };
  const str = (): string => {
    const start = i; // at the opening quote
    let j = i + 1;
    let escaped = false;
    while (j < n) {
      const c = text.charCodeAt(j);
      if (c === 34) break;
      if (c === 92) {
        escaped = true;
        j += 2;
        continue;
      }
      if (c < 0x20) fail('unescaped control character in a string', j);
      j++;
    }
    if (j >= n) fail('unterminated string', start);
    i = j + 1;
    if (!escaped) return text.slice(start + 1, j);
    try {
      return JSON.parse(text.slice(start, j + 1)) as string;
    } catch {
      return fail('invalid escape in a string', start);
    }
  };
  const value = (depth: number): JValue => {
    if (depth > maxDepth) fail(`nesting deeper than ${maxDepth} levels`);
    ws();
    if (i >= n) fail('unexpected end of input');
    const c = text[i];
    if (c === '{') {
      i++;
      const obj: JObject = new Map();
      ws();
      if (text[i] === '}') {
        i++;
        return obj;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail('expected a string key');
        const keyAt = i;
        const k = str();
        if (obj.has(k)) fail(`duplicate key ${JSON.stringify(k.length > 60 ? k.slice(0, 60) + '…' : k)}`, keyAt);
        ws();
        if (text[i] !== ':') fail('expected ":"');
        i++;
        obj.set(k, value(depth + 1));
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') {
          i++;
          return obj;
        }
        fail('expected "," or "}"');
      }
    }
    if (c === '[') {
      i++;
      const arr: JValue[] = [];
      ws();
      if (text[i] === ']') {
        i++;
        return arr;
      }
      for (;;) {
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
        fail('expected "," or "]"');
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
    NUM.lastIndex = i;
    const m = NUM.exec(text);
    if (m) {
      i += m[0].length;
      return new JNum(m[0]);
    }
    return fail('unexpected character');
  };
  const v = value(0);
  ws();
  if (i < n) fail('unexpected data after the JSON value');
  return v;
}

export function isJObject(v: JValue | undefined): v is JObject {
  return v instanceof Map;
}

/** Converts to plain JS values (numbers through Number(); objects with a null prototype). */
export function toPlain(v: JValue): unknown {
  if (v instanceof JNum) return Number(v.raw);
  if (Array.isArray(v)) return v.map(toPlain);
  if (v instanceof Map) {
    const o = Object.create(null) as Record<string, unknown>;
    for (const [k, x] of v) o[k] = toPlain(x);
    return o;
  }
  return v;
}

/** A position-only description of a JSON.parse error: never echoes input text (it may be user content). */
export function jsonErrorPosition(e: unknown): string {
  const msg = e instanceof Error ? e.message : '';
  const pos = /position (\d+)/.exec(msg);
  if (pos) return `invalid JSON at character ${pos[1]}`;
  if (/Unexpected end of JSON input|Unterminated/i.test(msg)) return 'invalid JSON (unexpected end of input)';
  return 'invalid JSON';
}
