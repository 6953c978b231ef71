/**
 * Building JSON the way pcs-core's Python writes it: values whose floats are marked (`PyFloat`, so `4.0` stays
 * `4.0`), `json.dumps(indent=2)` text (ensure_ascii, insertion order), and `_with_digest` (canonical hash
 * of the object without its signature_or_digest, written in place so the key keeps its position).
 */
import { members, parseJsonSource, type JsonNode } from '../../core/json-source.js';
import { canonicalHash, pythonFloatRepr } from './canonical.js';

export class PyFloat {
  constructor(readonly value: number) {}
}

/** An integer kept exactly as written (beyond 2^53 too). */
export class PyInt {
  constructor(readonly raw: string) {}
}

export type PyValue = null | boolean | number | string | PyFloat | PyInt | PyValue[] | { [k: string]: PyValue };

/** A source node as a builder value: floats stay floats (`13.0`), integers stay exact. Duplicate keys: last wins. */
export function nodeToPy(n: JsonNode): PyValue {
  switch (n.type) {
    case 'null':
      return null;
    case 'boolean':
    case 'string':
      return n.value;
    case 'number':
      return n.integer ? new PyInt(/^-0+$/.test(n.raw) ? '0' : n.raw) : new PyFloat(n.value);
    case 'array':
      return n.items.map(nodeToPy);
    case 'object': {
      const o: { [k: string]: PyValue } = {};
      for (const m of members(n)) {
        if (m.key === '__proto__') Object.defineProperty(o, m.key, { value: nodeToPy(m.value), enumerable: true, writable: true, configurable: true });
        else o[m.key] = nodeToPy(m.value);
      }
      return o;
    }
  }
}

export const f = (v: number): PyFloat => new PyFloat(v);

function str(s: string, ensureAscii: boolean): string {
  const j = JSON.stringify(s);
  if (!ensureAscii) return j;
  return j.replace(/[\u007f-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

/** `json.dumps(v, indent=indent)` (indent undefined: compact with Python's default ", " / ": " separators unless `compact`). */
export function pyDumps(v: PyValue, indent?: number, ensureAscii = true): string {
  const out: string[] = [];
  const walk = (x: PyValue, level: number) => {
    if (x === null) out.push('null');
    else if (x === true) out.push('true');
    else if (x === false) out.push('false');
    else if (typeof x === 'number') out.push(Number.isInteger(x) ? String(x) : pythonFloatRepr(x));
    else if (typeof x === 'string') out.push(str(x, ensureAscii));
    else if (x instanceof PyFloat) out.push(pythonFloatRepr(x.value));
    else if (x instanceof PyInt) out.push(x.raw);
    else if (Array.isArray(x)) {
      if (x.length === 0) return void out.push('[]');
      out.push('[');
      x.forEach((item, i) => {
        if (i > 0) out.push(indent === undefined ? ', ' : ',');
        if (indent !== undefined) out.push('\n' + ' '.repeat((level + 1) * indent));
        walk(item, level + 1);
      });
      if (indent !== undefined) out.push('\n' + ' '.repeat(level * indent));
      out.push(']');
    } else {
      const keys = Object.keys(x);
      if (keys.length === 0) return void out.push('{}');
      out.push('{');
      keys.forEach((k, i) => {
        if (i > 0) out.push(indent === undefined ? ', ' : ',');
        if (indent !== undefined) out.push('\n' + ' '.repeat((level + 1) * indent));
        out.push(str(k, ensureAscii) + ': ');
        walk(x[k], level + 1);
      });
      if (indent !== undefined) out.push('\n' + ' '.repeat(level * indent));
      out.push('}');
    }
  };
  walk(v, 0);
  return out.join('');
}

/** canonical_hash of a built value (via its JSON text, so floats keep their Python form). */
export function hashValue(v: PyValue): string {
  const r = parseJsonSource(pyDumps(v, undefined, false), { maxDepth: 10000 });
  if (!r.ok) throw new Error(`internal: could not re-read built JSON: ${r.error.message}`);
  return canonicalHash(r.doc.root);
}

/** pcs-core `_with_digest`: sets signature_or_digest (in place, keeping its key position) to the canonical hash. */
export function withDigest<T extends { [k: string]: PyValue }>(obj: T): T {
  (obj as Record<string, PyValue>).signature_or_digest = hashValue(obj);
  return obj;
}
