/**
 * Building JSON the way pcs-core's Python writes it: values whose floats are marked (`PyFloat`, so `4.0` stays
 * `4.0`), `json.dumps(indent=2)` text (ensure_ascii, insertion order), and `_with_digest` (canonical hash
 * of the object without its signature_or_digest, written in place so the key keeps its position).
 */
import { parseJsonSource } from '../../core/json-source.js';
import { pyJsonDumps, type PyValue } from '../../python/index.js';
import { canonicalHash } from './canonical.js';

export type { PyValue };

/** `json.dumps(v, indent=indent, ensure_ascii=ensureAscii)` in insertion order (pcs-core writes its files this way). */
export function pyDumps(v: PyValue, indent?: number, ensureAscii = true): string {
  return pyJsonDumps(v, { indent, ensureAscii });
}

/** canonical_hash of a built value (via its JSON text, so floats keep their Python form). */
function hashValue(v: PyValue): string {
  const r = parseJsonSource(pyDumps(v, undefined, false), { maxDepth: 10000 });
  if (!r.ok) throw new Error(`internal: could not re-read built JSON: ${r.error.message}`);
  return canonicalHash(r.doc.root);
}

/** pcs-core `_with_digest`: sets signature_or_digest (in place, keeping its key position) to the canonical hash. */
export function withDigest<T extends { [k: string]: PyValue }>(obj: T): T {
  (obj as Record<string, PyValue>).signature_or_digest = hashValue(obj);
  return obj;
}
