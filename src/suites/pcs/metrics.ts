/**
 * Headline numbers of a pcs-core artifact (the result model's `metrics`): the adequacy tier as a rank (0 = no tier,
 * 1 schema-valid … 4 audit-ready; the tier's name is in the label) and the recomputed digests that matched. The
 * summary's headline: the tier's name, when the bundle has one (`Metric.headline`). Pure.
 */
import type { Metric } from '../../core/model.js';
import type { DigestSummary } from './digests.js';
import { TIER_ORDER, type Tier } from './rules-tier.js';

export function tierRank(tier: Tier | null | undefined): number {
  return tier ? TIER_ORDER.indexOf(tier) + 1 : 0;
}

export function pcsMetrics(
  isIngest: boolean,
  tier: Tier | null | undefined,
  digests: DigestSummary | undefined
): Metric[] {
  const out: Metric[] = [];
  if (isIngest)
    out.push({
      id: 'tier',
      label: `Adequacy tier: ${tier ?? 'none'} (rank of ${TIER_ORDER.join(' < ')})`,
      value: tierRank(tier),
      better: 'higher',
      ...(tier ? { headline: { label: 'tier', text: tier } } : {})
    });
  if (digests) {
    out.push({
      id: 'digests_matched',
      label: 'Digests recomputed and matched',
      value: Math.max(0, digests.checked - digests.mismatched),
      better: 'higher'
    });
    out.push({ id: 'digests_mismatched', label: 'Digests mismatched', value: digests.mismatched, better: 'lower' });
  }
  return out;
}
