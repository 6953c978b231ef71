/**
 * The tier rules of an ingest, one function per rule, pure: pcs-core's tier findings (PCS040), a provenance
 * manifest that disagrees (PCS043), what audit-ready lacks (PCS044), no tier for an invalid bundle (PCS042) and the
 * min-tier gate (PCS041). The tier itself is graded in `tier-ladder.ts`.
 */
import type { DocIssue } from './check-common.js';
import { PCS } from './codes.js';
import type { TierLadder } from './tier-ladder.js';
import { tierAtLeast, type ReferenceTier, type Tier } from './rules-tier.js';

type Assessment = { tier: ReferenceTier; findings: string[] };

/** The field a pcs-core tier finding is about. */
function tierPointer(f: string): string {
  if (f.startsWith('ingest source_commit')) return '/source_commit';
  if (f.startsWith('commands')) return '/commands';
  const m = /expects non-empty (\S+)/.exec(f);
  if (m) return '/' + m[1];
  if (f.includes('artifact_refs')) return '/artifact_refs';
  return '';
}

/** pcs-core's tier findings of a valid bundle, each at the field it is about (PCS040). */
function referenceTierRule(a: Assessment): DocIssue[] {
  return a.findings.map((f) => ({ def: PCS.PCS040, message: f, gate: 'tier', pointer: tierPointer(f) }));
}

/** A provenance manifest entry that exists but disagrees keeps a valid bundle at release-grade (PCS043). */
function manifestRule(ladder: TierLadder): DocIssue[] {
  return ladder.manifestProblems.map((w) => ({
    def: PCS.PCS043,
    message: `${w}; graded release-grade, not audit-ready`,
    gate: 'tier',
    pointer: ''
  }));
}

/** What a pcs-core external-review-grade bundle lacks for audit-ready (PCS044). */
function auditReadyRule(ladder: TierLadder): DocIssue[] {
  if (ladder.auditMissing.length === 0) return [];
  return [
    {
      def: PCS.PCS044,
      message: `not audit-ready: ${ladder.auditMissing.join('; ')}; graded release-grade`,
      gate: 'tier',
      pointer: ''
    }
  ];
}

/** An invalid bundle has no tier; the message says what pcs-core would still answer (PCS042). */
function invalidBundleTierRule(a: Assessment): DocIssue[] {
  return [
    {
      def: PCS.PCS042,
      message: `invalid bundle: no tier (pcs-core's assess_ingest_adequacy_tier would still say ${a.tier}${a.findings.length ? `: ${a.findings.join('; ')}` : ''})`,
      gate: 'tier',
      pointer: ''
    }
  ];
}

/** The bundle's tier is at least the required one (option min-tier; PCS041). */
function minTierRule(tier: Tier | undefined, minTier: Tier | undefined, ladder: TierLadder): DocIssue[] {
  if (!minTier) return [];
  if (!tier)
    return [
      {
        def: PCS.PCS041,
        message: `the bundle is invalid, so it has no tier; ${minTier} is required (option min-tier)`,
        gate: 'tier',
        pointer: ''
      }
    ];
  if (tierAtLeast(tier, minTier)) return [];
  return [
    {
      def: PCS.PCS041,
      message: `adequacy tier ${tier} is below the required ${minTier}: missing for ${ladder.nextTier ?? minTier}: ${ladder.missingForNextTier.join('; ')}`,
      gate: 'tier',
      pointer: ''
    }
  ];
}

/**
 * The tier rules of an ingest in order: a valid bundle's pcs-core findings, manifest problems and audit-ready gaps,
 * or an invalid bundle's missing tier; then the min-tier gate.
 */
export function gradeRules(a: Assessment, ladder: TierLadder, valid: boolean, minTier: Tier | undefined): DocIssue[] {
  const issues = valid
    ? [...referenceTierRule(a), ...manifestRule(ladder), ...auditReadyRule(ladder)]
    : invalidBundleTierRule(a);
  return [...issues, ...minTierRule(ladder.tier, minTier, ladder)];
}
