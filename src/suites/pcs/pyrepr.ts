/** Python `repr()` of JSON values, capped for messages, so they read exactly as pcs-core (Python jsonschema) prints them. */
import { members, type JsonNode } from '../../core/json-source.js';
import { pyFloatRepr as pyFloat, pyStrRepr as pyStr } from '../../python/index.js';

const MAX_REPR = 240;

/** repr() of a plain JS value (numbers: ints as ints, others as Python floats). */
export function pyValue(v: unknown): string {
  return cap(pyPlain(v, 0));
}

function pyPlain(v: unknown, depth: number): string {
  if (v === null || v === undefined) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'string') return pyStr(v);
  if (typeof v === 'number') return Number.isInteger(v) && Math.abs(v) < 1e16 ? String(v) : pyFloat(v);
  if (depth > 20) return '...';
  if (Array.isArray(v)) return '[' + v.map((x) => pyPlain(x, depth + 1)).join(', ') + ']';
  if (typeof v === 'object')
    return (
      '{' +
      Object.entries(v as Record<string, unknown>)
        .map(([k, x]) => `${pyStr(k)}: ${pyPlain(x, depth + 1)}`)
        .join(', ') +
      '}'
    );
  return String(v);
}

/** repr() of a source node: numbers as Python reads them from the text (`13.0` stays a float). */
export function pyNode(n: JsonNode): string {
  const parts: string[] = [];
  let len = 0;
  const stack: (JsonNode | string)[] = [n];
  while (stack.length > 0 && len <= MAX_REPR) {
    const x = stack.pop() as JsonNode | string;
    let s: string;
    if (typeof x === 'string') s = x;
    else if (x.type === 'null') s = 'None';
    else if (x.type === 'boolean') s = x.value ? 'True' : 'False';
    else if (x.type === 'string') s = pyStr(x.value);
    else if (x.type === 'number') s = x.integer ? (/^-0+$/.test(x.raw) ? '0' : x.raw) : pyFloat(x.value);
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
        stack.push(pyStr(ms[k].key) + ': ');
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
