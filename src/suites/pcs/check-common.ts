/**
 * What the pcs document check and its rule files share: the issue a rule returns (a code, a message, a gate and the
 * JSON pointer or place it is about; the check turns it into a finding with the document's line and column), the
 * five gates' titles, and how a gate's status follows from the findings counted against it.
 */
import type { CodeDef } from '../../codes/types.js';
import type { Finding, Gate, Severity } from '../../core/model.js';
import type { DigestSummary } from './digests.js';
import type { PcsOptions } from './options.js';

export interface DocIssue {
  def: CodeDef;
  message: string;
  gate?: string;
  /** The JSON pointer the issue is about: the check locates it in the document (line, column, end) and names it. */
  pointer?: string;
  /** Or a place given directly (the document has no tree yet, or the parser gave the place). */
  place?: { line: number; column: number; subject?: string };
  /** When not the code's own severity. */
  severity?: Severity;
}

export const GATE_TITLES: Record<string, string> = {
  schema: 'JSON and JSON Schema (embedded objects included)',
  semantics: 'pcs-core semantic rules',
  refs: 'artifact_refs consistency',
  digests: 'Recomputed canonical digests',
  tier: 'Adequacy tier'
};

/** The gates after `schema` in check order: undecided, with the reason, when the document could not be read. */
export function undecidedAfterSchema(why: string): Gate[] {
  return ['semantics', 'refs', 'digests', 'tier'].map((id) => ({
    id,
    title: GATE_TITLES[id],
    status: 'undecided',
    detail: why
  }));
}

/** A gate from the error findings counted against it: pass with `passDetail`, or fail naming the (first) error. */
export function gateFromFindings(
  id: string,
  findings: readonly Finding[],
  passDetail: string,
  applicable = true
): Gate {
  if (!applicable) return { id, title: GATE_TITLES[id], status: 'skipped', detail: passDetail };
  const errs = findings.filter((f) => f.gate === id && f.severity === 'error');
  if (errs.length === 0) return { id, title: GATE_TITLES[id], status: 'pass', detail: passDetail };
  return {
    id,
    title: GATE_TITLES[id],
    status: 'fail',
    detail:
      errs.length === 1
        ? `${errs[0].code}: ${errs[0].message}`
        : `${errs.length} errors (first: ${errs[0].code} ${errs[0].message})`
  };
}

/** The digests gate: skipped when off; under strict, fail on a mismatch and undecided on an uncomputable digest. */
export function digestGate(digests: DigestSummary | undefined, mode: PcsOptions['digests']): Gate {
  const title = GATE_TITLES.digests;
  if (!digests) return { id: 'digests', title, status: 'skipped', detail: 'digests: off' };
  const detail = `${digests.checked} checked, ${digests.mismatched} mismatched${digests.uncomputable ? `, ${digests.uncomputable} not computable` : ''} (digests: ${mode})`;
  if (mode !== 'strict') return { id: 'digests', title, status: 'pass', detail };
  const status = digests.mismatched > 0 ? 'fail' : digests.uncomputable > 0 ? 'undecided' : 'pass';
  return { id: 'digests', title, status, detail };
}

/**
 * The tier gate of an ingest: with a minimum, its findings decide and no tier fails; without one, a tier passes and
 * an invalid bundle (no tier) skips.
 */
export function tierGate(
  findings: readonly Finding[],
  tier: string | undefined,
  minTier: string | undefined,
  referenceTier: string | undefined
): Gate {
  if (minTier) {
    const g = gateFromFindings('tier', findings, `${tier} (at least ${minTier} required)`);
    return tier ? g : { ...g, status: 'fail' };
  }
  return tier
    ? { id: 'tier', title: GATE_TITLES.tier, status: 'pass', detail: `${tier} (no minimum set)` }
    : {
        id: 'tier',
        title: GATE_TITLES.tier,
        status: 'skipped',
        detail: `invalid bundle: no tier (reference: ${referenceTier})`
      };
}
