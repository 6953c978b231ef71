/**
 * pcs-core's artifact_refs rules (`validate_benchmark_artifact_ref_semantics` and the refs part of
 * `validate_pcs_bench_ingest_semantics`), one function per rule, in pcs-core's wording, pure over plain JSON values.
 */
import { pyReprCapped } from '../../python/index.js';
import {
  FIELD_TYPE,
  isObj,
  own,
  ptr,
  TYPE_FIELD,
  type EmbeddedField,
  type Obj,
  type RuleIssue
} from './rules-common.js';

/** The embedded objects of one array: how many, and the signature_or_digest strings they carry. */
type EmbeddedDigests = (field: EmbeddedField) => { count: number; digests: Set<string> };

/** The ingest's embedded objects per array, each array read once on first use. */
export function embeddedDigests(data: Obj): EmbeddedDigests {
  const cache = new Map<EmbeddedField, { count: number; digests: Set<string> }>();
  return (field) => {
    let e = cache.get(field);
    if (!e) {
      const arr = own(data, field);
      const objs = Array.isArray(arr) ? arr.filter(isObj) : [];
      const digests = new Set<string>();
      for (const o of objs) {
        // Python puts signature_or_digest values in a set: only str (and other hashables) count; we compare strings.
        const d = own(o, 'signature_or_digest');
        if (typeof d === 'string') digests.add(d);
      }
      e = { count: objs.length, digests };
      cache.set(field, e);
    }
    return e;
  };
}

/** `validate_benchmark_artifact_ref_semantics` (pointers relative to the ref). */
export function refSemantics(ref: Obj): RuleIssue[] {
  const out: RuleIssue[] = [];
  const t = own(ref, 'artifact_type');
  if (typeof t !== 'string' || !Object.prototype.hasOwnProperty.call(TYPE_FIELD, t))
    out.push({
      kind: 'ref-invalid',
      pointer: '/artifact_type',
      message: `BenchmarkArtifactRef.v0 unsupported artifact_type ${pyReprCapped(t)}`
    });
  const p = own(ref, 'path');
  if (typeof p !== 'string' || p.trim() === '')
    out.push({ kind: 'ref-invalid', pointer: '/path', message: 'BenchmarkArtifactRef.v0 path must be non-empty' });
  const s = own(ref, 'sha256');
  if (typeof s !== 'string' || !s.startsWith('sha256:'))
    out.push({
      kind: 'ref-invalid',
      pointer: '/sha256',
      message: 'BenchmarkArtifactRef.v0 sha256 must be a sha256: hex digest'
    });
  return out;
}

/** A producer that exports embedded objects must list artifact_refs (pcs-core stops here when it does not). */
export function refsRequired(data: Obj, hasProducerEmbedded: boolean): RuleIssue[] {
  const refs = own(data, 'artifact_refs');
  return hasProducerEmbedded && (refs === undefined || refs === null)
    ? [
        {
          kind: 'refs-required',
          pointer: '',
          message: `PcsBenchIngest.v0 producer ${pyReprCapped(own(data, 'producer_id'))} requires artifact_refs when exporting embedded artifacts`
        }
      ]
    : [];
}

/** artifact_refs, when present, is an array (pcs-core stops here when it is not). */
export function refsArray(refs: unknown): RuleIssue[] {
  return refs !== undefined && refs !== null && !Array.isArray(refs)
    ? [
        {
          kind: 'refs-malformed',
          pointer: '/artifact_refs',
          message: 'PcsBenchIngest.v0 artifact_refs must be an array when present'
        }
      ]
    : [];
}

/** A ref is an object. */
export function refObject(ref: unknown, i: number): RuleIssue[] {
  return isObj(ref)
    ? []
    : [{ kind: 'refs-malformed', pointer: ptr('artifact_refs', i), message: `artifact_refs[${i}] must be an object` }];
}

/** A ref's own fields (refSemantics), placed under the ref. */
export function refFields(ref: Obj, i: number): RuleIssue[] {
  const at = ptr('artifact_refs', i);
  return refSemantics(ref).map((e) => ({
    ...e,
    pointer: at + e.pointer,
    message: `artifact_refs[${i}]: ${e.message}`
  }));
}

/** What a ref points at: no embedded objects of its type, no embedded object with its sha256, or that object's key. */
function refTarget(ref: Obj, embedded: EmbeddedDigests): 'orphan' | 'mismatch' | { covers: string } {
  const t = own(ref, 'artifact_type');
  const field =
    typeof t === 'string' && Object.prototype.hasOwnProperty.call(TYPE_FIELD, t) ? TYPE_FIELD[t] : undefined;
  const e = field ? embedded(field) : undefined;
  if (!e || e.count === 0) return 'orphan';
  const sha = own(ref, 'sha256');
  if (typeof sha !== 'string' || !e.digests.has(sha)) return 'mismatch';
  return { covers: `${String(t)}\u0000${sha}` };
}

/** A ref names embedded objects of its type, and one of them by its signature_or_digest. */
export function refTargetRule(ref: Obj, i: number, embedded: EmbeddedDigests): RuleIssue[] {
  const target = refTarget(ref, embedded);
  const at = ptr('artifact_refs', i);
  const t = own(ref, 'artifact_type');
  if (target === 'orphan')
    return [
      {
        kind: 'ref-orphan',
        pointer: at + '/artifact_type',
        message: `artifact_refs[${i}]: no embedded objects for ${pyReprCapped(t)}`
      }
    ];
  if (target === 'mismatch')
    return [
      {
        kind: 'ref-mismatch',
        pointer: at + '/sha256',
        message: `artifact_refs[${i}]: sha256 does not match any embedded ${String(t)} signature_or_digest`
      }
    ];
  return [];
}

/** No two refs share a path (pcs-core reports the first repeat once). */
export function duplicateRefPath(refs: unknown[]): RuleIssue[] {
  const seen = new Set<string>();
  for (let i = 0; i < refs.length; i++) {
    const ref = refs[i];
    if (!isObj(ref)) continue;
    const k = JSON.stringify(own(ref, 'path') ?? null);
    if (seen.has(k))
      return [
        {
          kind: 'ref-duplicate-path',
          pointer: ptr('artifact_refs', i, 'path'),
          message: 'PcsBenchIngest.v0 artifact_refs contains duplicate path values'
        }
      ];
    seen.add(k);
  }
  return [];
}

/** Every embedded object of the producer's own exports that carries a digest has a ref that matches it. */
export function missingRefs(
  data: Obj,
  fields: readonly EmbeddedField[],
  refs: unknown[],
  embedded: EmbeddedDigests
): RuleIssue[] {
  const covered = new Set<string>();
  for (const ref of refs) {
    if (!isObj(ref)) continue;
    const target = refTarget(ref, embedded);
    if (typeof target === 'object') covered.add(target.covers);
  }
  const out: RuleIssue[] = [];
  for (const f of fields) {
    const arr = own(data, f);
    if (!Array.isArray(arr)) continue;
    arr.forEach((o, j) => {
      if (!isObj(o)) return;
      const d = own(o, 'signature_or_digest');
      if (typeof d !== 'string') return;
      if (!covered.has(`${FIELD_TYPE[f]}\u0000${d}`))
        out.push({
          kind: 'ref-missing',
          pointer: ptr(f, j),
          message: `${f}[${j}]: missing artifact_refs entry for ${FIELD_TYPE[f]} digest ${d}`
        });
    });
  }
  return out;
}
