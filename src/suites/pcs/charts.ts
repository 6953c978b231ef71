import type { ArtifactResult, Section } from '../../core/model.js';
import { TIER_ORDER, type Tier } from './rules-tier.js';

/**
 * The tier ladder of one ingest bundle (HTML report; text and Markdown show it as a table): the four adequacy
 * tiers as a staircase, the rungs reached in one series and the rest in another, and in the note what the next
 * tier still needs (pcs-core's tier findings, and any `missingForNextTier` fact the suite records).
 * Pure: reads only the result's facts. Nothing for a document that is not an ingest bundle.
 */
export function pcsCharts(result: ArtifactResult): Section[] {
  const facts = result.facts ?? {};
  if (!('tier' in facts)) return [];
  const tier =
    typeof facts.tier === 'string' && (TIER_ORDER as readonly string[]).includes(facts.tier)
      ? (facts.tier as Tier)
      : null;
  const reached = tier === null ? -1 : TIER_ORDER.indexOf(tier);
  const next = reached + 1 < TIER_ORDER.length ? TIER_ORDER[reached + 1] : undefined;
  const strings = (v: unknown): string[] =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  const missing = [...strings(facts.missingForNextTier), ...strings(facts.tierFindings)];
  const why = next
    ? missing.length
      ? `${next} still needs: ${[...new Set(missing)].slice(0, 20).join('; ')}`
      : `what ${next} needs is not recorded for this bundle (see the findings of the tier gate)`
    : 'the top tier is reached';
  return [
    {
      kind: 'chart',
      title: `Tier ladder: ${result.artifact.path}`,
      chart: {
        type: 'bar',
        x: { label: 'Tier', values: [...TIER_ORDER] },
        y: { label: 'Rung', min: 0, max: TIER_ORDER.length },
        series: [
          { name: 'reached', values: TIER_ORDER.map((_, i) => (i <= reached ? i + 1 : null)) },
          { name: 'not reached', values: TIER_ORDER.map((_, i) => (i > reached ? i + 1 : null)) }
        ]
      },
      note: `${tier === null ? 'No tier (the bundle is invalid)' : `Tier ${tier}`}; ${why}.`
    }
  ];
}
