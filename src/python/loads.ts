/**
 * Python `json.loads` over the position-keeping reader (`core/json-source.ts`) in its non-finite mode.
 *
 * - `NaN`, `Infinity` and `-Infinity` are accepted (Python's default `parse_constant`).
 * - A number with a fraction or an exponent is a float (`PyFloat`, so `1.0` stays `1.0`); `1e400` is `inf`.
 * - An integer is a plain JS number while it is exact (|n| <= 2^53 - 1; `-0` reads as `0`, as Python's int has no
 *   negative zero), and a `PyInt` holding its decimal text beyond that, so `12345678901234567890` keeps every digit.
 * - Duplicate keys: the last value wins at the position of the first key (a Python dict); `__proto__` is an own key.
 * - Strings keep lone surrogates from `\uD800`-style escapes, as Python's str does.
 * - Nesting deeper than {@link PY_JSON_MAX_DEPTH} containers is refused (Python raises RecursionError a little
 *   under 1,000 levels, depending on its stack).
 *
 * Error offsets are the ones Python's `JSONDecodeError.pos` names; the messages are json-source's.
 */
import {
  members,
  parseJsonSource,
  type JsonDocument,
  type JsonNode,
  type JsonParseError
} from '../core/json-source.js';
import { PyFloat, PyInt, type PyDict, type PyValue } from './value.js';

/** Containers nested deeper than this are refused. */
export const PY_JSON_MAX_DEPTH = 900;

type PyLoadsResult = { ok: true; value: PyValue; doc: JsonDocument } | { ok: false; error: JsonParseError };

/** `json.loads(text)`. Never throws on bad input: returns the error with its offset, line and column instead. */
export function pyJsonLoads(text: string): PyLoadsResult {
  const r = parseJsonSource(text, { pythonConstants: true, maxDepth: PY_JSON_MAX_DEPTH });
  if (!r.ok) return { ok: false, error: r.error };
  return { ok: true, value: pyValueOf(r.doc.root), doc: r.doc };
}

/** `json.loads(text)`, or undefined when Python would raise. */
export function pyJsonLoadsOrUndefined(text: string): PyValue | undefined {
  const r = pyJsonLoads(text);
  return r.ok ? r.value : undefined;
}

/** A number token as Python holds it after `json.loads`. */
function pyNumber(raw: string, value: number, integer: boolean): PyValue {
  if (!integer) return new PyFloat(value);
  if (Number.isSafeInteger(value)) return value === 0 ? 0 : value;
  return new PyInt(raw);
}

/** A json-source node as the value Python's `json.loads` builds (see the module comment). */
export function pyValueOf(node: JsonNode): PyValue {
  switch (node.type) {
    case 'null':
      return null;
    case 'boolean':
    case 'string':
      return node.value;
    case 'number':
      return pyNumber(node.raw, node.value, node.integer);
    case 'array':
      return node.items.map(pyValueOf);
    case 'object': {
      const out: PyDict = {};
      for (const m of members(node)) {
        const v = pyValueOf(m.value);
        if (m.key === '__proto__')
          Object.defineProperty(out, m.key, { value: v, enumerable: true, writable: true, configurable: true });
        else out[m.key] = v;
      }
      return out;
    }
  }
}
