/**
 * pcs-core's adequacy tiers: the tier names and their order, and `assess_ingest_adequacy_tier` as one function per
 * finding it can give (pcs-core's order and wording), pure over plain JSON values. Never validates.
 */
import { pyReprCapped } from '../../python/index.js';
import { isObj, isPlaceholderCommit, nonEmptyList, own, type Obj } from './rules-common.js';

export type ReferenceTier = 'schema-valid' | 'developer-grade' | 'release-grade' | 'external-review-grade';
export type Tier = 'schema-valid' | 'developer-grade' | 'release-grade' | 'audit-ready';
export const TIER_ORDER: readonly Tier[] = ['schema-valid', 'developer-grade', 'release-grade', 'audit-ready'];

/** Accepts a tier name or the alias external-review-grade. */
export function parseTier(s: unknown): Tier | undefined {
  if (s === 'external-review-grade') return 'audit-ready';
  return (TIER_ORDER as readonly unknown[]).includes(s) ? (s as Tier) : undefined;
}

export function tierAtLeast(t: Tier, min: Tier): boolean {
  return TIER_ORDER.indexOf(t) >= TIER_ORDER.indexOf(min);
}

/** PRODUCER_RELEASE_GRADE_EXPECTATIONS: fields that must be non-empty lists at release grade. */
const PRODUCER_RELEASE_GRADE_EXPECTATIONS: Record<string, readonly string[]> = {
  'labtrust-gym': ['benchmark_runs', 'coverage_reports', 'commands'],
  certifyedge: ['coverage_reports', 'profile_coverage_reports', 'commands'],
  'provability-fabric': [
    'failure_localization_reports',
    'explain_quality_reports',
    'profile_coverage_reports',
    'commands'
  ],
  'scientific-memory': ['explain_quality_reports', 'coverage_reports', 'commands']
};

function releaseExpectations(data: Obj): readonly string[] | undefined {
  const producer = own(data, 'producer_id');
  return typeof producer === 'string' ? PRODUCER_RELEASE_GRADE_EXPECTATIONS[producer] : undefined;
}

/** A placeholder source_commit caps the bundle at developer grade. */
function placeholderCommitFinding(data: Obj): string[] {
  return isPlaceholderCommit(own(data, 'source_commit'))
    ? ['ingest source_commit is placeholder (developer-grade at best)']
    : [];
}

/** No commands: not release grade. */
function emptyCommandsFinding(data: Obj): string[] {
  return nonEmptyList(own(data, 'commands')) ? [] : ['commands is empty (not release-grade for live producer runs)'];
}

/** A known producer's release-grade arrays must be non-empty (each missing one drops the tier to schema-valid). */
function producerExpectationFindings(data: Obj): string[] {
  const producer = own(data, 'producer_id');
  return (releaseExpectations(data) ?? [])
    .filter((f) => !nonEmptyList(own(data, f)))
    .map((f) => `producer ${pyReprCapped(producer)} expects non-empty ${f} for release-grade`);
}

/** A known producer's export needs artifact_refs at release grade. */
function producerRefsFinding(data: Obj): string[] {
  return releaseExpectations(data) && !nonEmptyList(own(data, 'artifact_refs'))
    ? ['producer export requires artifact_refs for release-grade provenance']
    : [];
}

/** `assess_ingest_adequacy_tier`: exact algorithm, findings in pcs-core's order and wording. Never validates. */
export function assessTier(data: Obj): { tier: ReferenceTier; findings: string[] } {
  const findings = [
    ...placeholderCommitFinding(data),
    ...emptyCommandsFinding(data),
    ...producerExpectationFindings(data),
    ...producerRefsFinding(data)
  ];
  let tier: ReferenceTier;
  if (findings.some((f) => f.includes('expects non-empty'))) tier = 'schema-valid';
  else if (findings.length === 0) tier = 'release-grade';
  else tier = 'developer-grade';
  const commands = own(data, 'commands');
  const truthy = Array.isArray(commands)
    ? commands.length > 0
    : Boolean(commands) && !(isObj(commands) && Object.keys(commands).length === 0);
  if (
    tier === 'release-grade' &&
    !isPlaceholderCommit(own(data, 'source_commit')) &&
    nonEmptyList(own(data, 'artifact_refs')) &&
    truthy
  )
    tier = 'external-review-grade';
  return { tier, findings };
}
