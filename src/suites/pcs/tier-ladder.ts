/**
 * The adequacy tier ladder of a valid ingest bundle: pcs-core's tiers up to release-grade, then audit-ready only with
 * stable recomputed digests and a provenance manifest entry that backs the bundle (`provenanceProblems`, PCS043).
 */
import { posix } from 'node:path';
import type { Finding } from '../../core/model.js';
import { pushAll } from '../../core/arrays.js';
import type { DigestItem, DigestSummary } from './digests.js';
import { isObj, isPlaceholderCommit, type Obj } from './rules-common.js';
import { parseTier, type ReferenceTier, type Tier } from './rules-tier.js';

export interface ProvenanceInput {
  /** Repository-relative path of the manifest. */
  path: string;
  /** Its text, or undefined when it could not be read. */
  text?: string;
}

export interface TierLadder {
  tier?: Tier;
  nextTier?: Tier;
  missingForNextTier: string[];
  /** Why a pcs-core external-review-grade bundle is not audit-ready here (digests, provenance). */
  auditMissing: string[];
  /** Problems of a provenance manifest entry that exists but disagrees (PCS043). */
  manifestProblems: string[];
}

const NEXT: Record<Tier, Tier | undefined> = {
  'schema-valid': 'developer-grade',
  'developer-grade': 'release-grade',
  'release-grade': 'audit-ready',
  'audit-ready': undefined
};

/**
 * The tier ladder (docs/pcs.md "Tiers"): pcs-core's assess_ingest_adequacy_tier for the three lower tiers; audit-ready
 * additionally needs what the spec names — stable digests (every recomputed digest equals the recorded one) and
 * provenance recorded in a provenance.manifest.json that lists the bundle consistently. An invalid bundle has no tier.
 */
export function gradeIngest(
  file: string,
  data: Obj,
  a: { tier: ReferenceTier; findings: string[] },
  valid: boolean,
  errors: Finding[],
  digests: DigestSummary,
  prov: ProvenanceInput | undefined
): TierLadder {
  if (!valid) {
    const first = errors[0];
    return {
      nextTier: 'schema-valid',
      missingForNextTier: [
        `fix the ${errors.length} validation error(s)${first ? ` (first: ${first.code} ${first.message})` : ''}`
      ],
      auditMissing: [],
      manifestProblems: []
    };
  }
  const hard = a.findings.filter((f) => f.includes('expects non-empty'));
  const soft = a.findings.filter((f) => !f.includes('expects non-empty'));
  const auditMissing: string[] = [];
  let manifestProblems: string[] = [];
  const bad = digests.items.filter(
    (i) => i.computed !== undefined && i.recorded !== undefined && i.computed !== i.recorded
  );
  const unknown = digests.items.filter((i) => i.computed === undefined || i.recorded === undefined);
  const label = (i: DigestItem) => (i.kind === 'root' ? 'root' : i.pointer.slice(1).replace(/\/(\d+)$/, '[$1]'));
  if (bad.length > 0)
    auditMissing.push(
      `stable digests: ${bad.length} of ${digests.items.length} recorded signature_or_digest values differ from the canonical digest (${bad.slice(0, 3).map(label).join(', ')}${bad.length > 3 ? ', …' : ''})`
    );
  if (unknown.length > 0)
    auditMissing.push(
      `stable digests: ${unknown.length} digest(s) cannot be checked (${unknown.slice(0, 3).map(label).join(', ')}${unknown.length > 3 ? ', …' : ''})`
    );
  if (!prov)
    auditMissing.push(
      `recorded provenance: no provenance.manifest.json beside ${posix.basename(file)} (or option provenance-manifest) records this bundle`
    );
  else {
    manifestProblems = provenanceProblems(file, data, prov, digests);
    if (manifestProblems.length > 0)
      auditMissing.push(
        `recorded provenance: ${manifestProblems.length} problem(s) with the provenance manifest entry (PCS043)`
      );
  }
  let tier: Tier;
  let missing: string[];
  if (a.tier === 'schema-valid') {
    tier = 'schema-valid';
    missing = hard;
  } else if (a.tier === 'developer-grade') {
    tier = 'developer-grade';
    missing = soft;
  } else if (a.tier === 'release-grade') {
    tier = 'release-grade';
    // pcs-core's own external-review conditions (real commit, refs, commands), then benchgate's.
    missing = [];
    if (isPlaceholderCommit(data.source_commit)) missing.push('a real 40-character source_commit');
    if (!(Array.isArray(data.artifact_refs) && data.artifact_refs.length > 0))
      missing.push('non-empty artifact_refs (one BenchmarkArtifactRef.v0 per exported file)');
    if (!(Array.isArray(data.commands) && data.commands.length > 0)) missing.push('non-empty commands');
    pushAll(missing, auditMissing);
  } else if (auditMissing.length > 0) {
    tier = 'release-grade';
    missing = [...auditMissing];
  } else {
    tier = 'audit-ready';
    missing = [];
  }
  return {
    tier,
    nextTier: NEXT[tier],
    missingForNextTier: missing,
    auditMissing: a.tier === 'external-review-grade' ? auditMissing : [],
    manifestProblems: a.tier === 'external-review-grade' ? manifestProblems : []
  };
}

/** Why a bundle's provenance manifest entry does not back it (empty: fine). */
function provenanceProblems(
  file: string,
  data: Obj,
  prov: ProvenanceInput,
  digests: DigestSummary | undefined
): string[] {
  if (prov.text === undefined) return [`the provenance manifest ${prov.path} could not be read`];
  let m: unknown;
  try {
    m = JSON.parse(prov.text);
  } catch {
    return [`the provenance manifest ${prov.path} is not valid JSON`];
  }
  if (!isObj(m) || !Array.isArray(m.entries)) return [`the provenance manifest ${prov.path} has no entries[] array`];
  const base = posix.basename(file);
  const sameDir = posix.dirname(prov.path) === posix.dirname(file);
  const entry = m.entries.find(
    (e) =>
      isObj(e) &&
      typeof e.golden_file === 'string' &&
      (e.golden_file === file || (sameDir && posix.basename(e.golden_file) === base))
  );
  if (!isObj(entry)) return [`the provenance manifest ${prov.path} does not list ${base}`];
  const out: string[] = [];
  const where = `provenance manifest ${prov.path} entry for ${base}`;
  if (entry.producer_id !== data.producer_id)
    out.push(
      `${where} has producer_id ${JSON.stringify(entry.producer_id)}, the bundle ${JSON.stringify(data.producer_id)}`
    );
  if (parseTier(entry.adequacy_tier) !== 'audit-ready')
    out.push(
      `${where} records adequacy_tier ${JSON.stringify(entry.adequacy_tier)}, not audit-ready (external-review-grade)`
    );
  if (typeof entry.producer_command !== 'string' || entry.producer_command.trim() === '')
    out.push(`${where} has no producer_command`);
  if (
    typeof entry.materialized_from !== 'string' ||
    entry.materialized_from === '' ||
    entry.materialized_from.includes('\\')
  )
    out.push(`${where} has an empty or backslashed materialized_from`);
  const root = digests?.items.find((i) => i.kind === 'root');
  for (const k of ['signature_or_digest', 'sha256', 'digest', 'root_digest']) {
    const d = entry[k];
    if (d === undefined) continue;
    if (d !== data.signature_or_digest)
      out.push(
        `${where} records ${k} ${String(d)}, the bundle's signature_or_digest is ${String(data.signature_or_digest)}`
      );
    else if (root?.computed && root.computed !== d)
      out.push(`${where} records ${k} ${String(d)}, the recomputed canonical digest is ${root.computed}`);
  }
  return out;
}
