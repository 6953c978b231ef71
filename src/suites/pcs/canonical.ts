/**
 * PCS Canonical JSON v1 exactly as pcs-core's Python `canonical_hash` (legacy number policy):
 * top-level `signature_or_digest` / `artifact_digest` / `signature` removed, keys sorted by code point,
 * `json.dumps(separators=(",", ":"), ensure_ascii=False)`, numbers as Python prints them
 * (`13.0` stays `13.0`, `1e-05`, `1e+16`, integers exact at any size), UTF-8, `sha256:` + hex.
 * Works on the position-keeping tree of json-source.ts, never on JSON.parse output (which loses `13.0`).
 */
import { createHash, type Hash } from 'node:crypto';
import { hasLoneSurrogate, members, parseJsonSource, type JsonNode } from '../../core/json-source.js';
import { compareCodePoints, pyJsonDumps, pyJsonFloat, type PyValue } from '../../python/index.js';

const EXCLUDED_TOP_LEVEL_KEYS: ReadonlySet<string> = new Set(['signature_or_digest', 'artifact_digest', 'signature']);

/** Thrown when a value cannot be hashed the way Python would (a lone surrogate: Python raises UnicodeEncodeError). */
export class NotCanonicalizableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotCanonicalizableError';
  }
}

/** Python's rendering of a number token: ints exact (`-0` → `0`), floats via repr. */
function pythonNumber(raw: string, integer: boolean, value: number): string {
  if (integer) {
    if (/^-0+$/.test(raw)) return '0';
    return raw;
  }
  return pyJsonFloat(value);
}

const SURROGATE_RE = /[\ud800-\udfff]/;

/** `json.dumps(s, ensure_ascii=False)`: identical to JSON.stringify for well-formed strings. */
function pythonString(s: string): string {
  if (SURROGATE_RE.test(s) && hasLoneSurrogate(s))
    throw new NotCanonicalizableError(
      'a string contains a lone UTF-16 surrogate; Python cannot encode it as UTF-8, so no canonical digest exists'
    );
  return JSON.stringify(s);
}

interface Sink {
  write(s: string): void;
}

const SORT_CACHE = new WeakMap<object, { key: string; value: JsonNode }[]>();

function sortedMembers(node: JsonNode & { type: 'object' }): { key: string; value: JsonNode }[] {
  let s = SORT_CACHE.get(node);
  if (!s) {
    s = members(node).map((m) => ({ key: m.key, value: m.value }));
    s.sort((a, b) => compareCodePoints(a.key, b.key));
    SORT_CACHE.set(node, s);
  }
  return s;
}

/** Writes the canonical form of `node` (iterative; no recursion). Work items: nodes, or literal text. */
function emit(node: JsonNode, sink: Sink, excludeTopLevel: boolean): void {
  const work: (JsonNode | string)[] = [];
  const pushObject = (n: JsonNode & { type: 'object' }, top: boolean) => {
    let ms = sortedMembers(n);
    if (top && excludeTopLevel) ms = ms.filter((m) => !EXCLUDED_TOP_LEVEL_KEYS.has(m.key));
    work.push('}');
    for (let k = ms.length - 1; k >= 0; k--) {
      work.push(ms[k].value);
      work.push((k > 0 ? ',' : '') + pythonString(ms[k].key) + ':');
    }
    sink.write('{');
  };
  if (node.type === 'object') pushObject(node, true);
  else work.push(node);
  while (work.length > 0) {
    const n = work.pop() as JsonNode | string;
    if (typeof n === 'string') {
      sink.write(n);
      continue;
    }
    switch (n.type) {
      case 'null':
        sink.write('null');
        break;
      case 'boolean':
        sink.write(n.value ? 'true' : 'false');
        break;
      case 'number':
        sink.write(pythonNumber(n.raw, n.integer, n.value));
        break;
      case 'string':
        sink.write(pythonString(n.value));
        break;
      case 'array': {
        sink.write('[');
        work.push(']');
        for (let k = n.items.length - 1; k >= 0; k--) {
          work.push(n.items[k]);
          if (k > 0) work.push(',');
        }
        break;
      }
      case 'object':
        pushObject(n, false);
        break;
    }
  }
}

/** The canonical JSON string (top-level digest fields removed unless `exclude` is false). */
export function canonicalJson(node: JsonNode, exclude = true): string {
  const parts: string[] = [];
  emit(node, { write: (s) => parts.push(s) }, exclude);
  return parts.join('');
}

/** `sha256:<hex>` of the canonical JSON, streamed into the hash in chunks (bounded extra memory). */
export function canonicalHash(node: JsonNode, exclude = true): string {
  const h: Hash = createHash('sha256');
  let buf = '';
  emit(
    node,
    {
      write: (s) => {
        buf += s;
        if (buf.length >= 65536) {
          h.update(buf, 'utf8');
          buf = '';
        }
      }
    },
    exclude
  );
  h.update(buf, 'utf8');
  return 'sha256:' + h.digest('hex');
}

/** sha256 of an exact canonical string (for vectors that give the canonical text). */
export function sha256OfString(s: string): string {
  return 'sha256:' + createHash('sha256').update(s, 'utf8').digest('hex');
}

/** canonical_hash of a built value (via its JSON text, so floats keep their Python form). */
function hashValue(v: PyValue): string {
  const r = parseJsonSource(pyJsonDumps(v, { ensureAscii: false }), { maxDepth: 10000 });
  if (!r.ok) throw new Error(`internal: could not re-read built JSON: ${r.error.message}`);
  return canonicalHash(r.doc.root);
}

/**
 * pcs-core `_with_digest` on a value built as Python builds it (floats marked `PyFloat`): sets signature_or_digest
 * (in place, keeping its key position) to the canonical hash of the object without it.
 */
export function withDigest<T extends { [k: string]: PyValue }>(obj: T): T {
  (obj as Record<string, PyValue>).signature_or_digest = hashValue(obj);
  return obj;
}
