/** What a checked pcs document shows: its table row (type, producer, tier, arrays, refs, digests, verdict) and facts. */
import type { Section } from '../../core/model.js';
import type { DigestSummary } from './digests.js';
import type { PcsOptions } from './options.js';
import { EMBEDDED_FIELDS, PRODUCER_EMBEDDED_REF_FIELDS, type Obj } from './rules-common.js';
import type { ReferenceTier, Tier } from './rules-tier.js';
import type { PcsType } from './schema.js';
import type { TierLadder } from './tier-ladder.js';

export interface DocumentOutcome {
  file: string;
  type: PcsType;
  data: Obj;
  tier?: Tier;
  referenceTier?: ReferenceTier;
  tierFindings?: string[];
  ladder?: TierLadder;
  digests?: DigestSummary;
  digestMode: PcsOptions['digests'];
  valid: boolean;
  verdict: 'pass' | 'fail';
}

/** The ingest's refs count (0 for other types). */
export const refCount = (o: Pick<DocumentOutcome, 'type' | 'data'>): number =>
  o.type === 'PcsBenchIngest.v0' && Array.isArray(o.data.artifact_refs) ? o.data.artifact_refs.length : 0;

/** The producer's required arrays, and those present and non-empty. */
function requiredArrays(o: DocumentOutcome): { producer: string; required: readonly string[]; present: string[] } {
  const isIngest = o.type === 'PcsBenchIngest.v0';
  const producer = typeof o.data.producer_id === 'string' ? o.data.producer_id : '';
  const required = isIngest ? (PRODUCER_EMBEDDED_REF_FIELDS[producer] ?? []) : [];
  const present = required.filter((f) => Array.isArray(o.data[f]) && (o.data[f] as unknown[]).length > 0);
  return { producer, required, present };
}

/** The document's row in the pcs table. */
export function documentSection(o: DocumentOutcome): Section {
  const isIngest = o.type === 'PcsBenchIngest.v0';
  const { producer, required, present } = requiredArrays(o);
  const arraysPresent = isIngest ? EMBEDDED_FIELDS.filter((f) => Array.isArray(o.data[f])).length : 0;
  const d = o.digests;
  return {
    kind: 'table',
    title: `pcs: ${o.file}`,
    columns: [
      'type',
      'producer',
      'tier',
      'required arrays present',
      'refs checked',
      'digests checked / mismatched',
      'verdict'
    ],
    rows: [
      [
        o.type,
        isIngest ? producer || '(none)' : '-',
        isIngest ? (o.tier ?? `none (invalid; reference: ${o.referenceTier})`) : '-',
        isIngest
          ? `${present.length}/${required.length}${required.length ? ` (${required.join(', ')})` : ''}; ${arraysPresent}/5 arrays`
          : '-',
        isIngest ? refCount(o) : '-',
        d ? `${d.checked} / ${d.mismatched}${d.uncomputable ? ` (+${d.uncomputable} not computable)` : ''}` : 'off',
        o.verdict
      ]
    ]
  };
}

/** The document's facts (the JSON report's `facts`). */
export function documentFacts(o: DocumentOutcome): Record<string, unknown> {
  const { producer, required, present } = requiredArrays(o);
  return {
    type: o.type,
    ...(o.type === 'PcsBenchIngest.v0'
      ? {
          producer,
          tier: o.tier ?? null,
          referenceTier: o.referenceTier,
          tierFindings: o.tierFindings,
          nextTier: o.ladder?.nextTier ?? null,
          missingForNextTier: o.ladder?.missingForNextTier ?? [],
          refs: refCount(o),
          requiredArrays: required,
          requiredArraysPresent: present
        }
      : {}),
    valid: o.valid,
    digests: o.digests
      ? {
          mode: o.digestMode,
          checked: o.digests.checked,
          mismatched: o.digests.mismatched,
          uncomputable: o.digests.uncomputable
        }
      : { mode: 'off' },
    verdict: o.verdict
  };
}
