/**
 * The report's "Mitigation numbers" table: for each case whose quantum method has a reported or a measured fidelity
 * or post-selection share, the number reported by the workflow beside the numbers measured by benchgate (raw and
 * readout-mitigated), the verify tolerance, the number the gate used and what the `reported-mitigation` mode did.
 * Rendered by every channel that shows sections (summary/Markdown, CLI text, HTML, JSON report). Pure.
 */
import type { Section } from '../../core/model.js';
import type { CaseDecision } from './decide.js';
import { FIDELITY_SIGMAS, LABEL_MEASURED, LABEL_REPORTED } from './reported-mitigation.js';
import type { NumberCheck, NumberStatus } from './reported-mitigation.js';

const COLUMNS = [
  'Case',
  'Target',
  'Number',
  'Reported by the workflow',
  'Measured by benchgate (raw)',
  'Measured by benchgate (mitigated)',
  `Tolerance (${FIDELITY_SIGMAS} s.e.)`,
  'Gate used',
  'Check'
];

const CHECK: Record<NumberStatus, string> = {
  none: '—',
  measured: `${LABEL_MEASURED} (nothing reported)`,
  verified: 'verified: within benchgate’s measurement + tolerance',
  refused: 'refused: above benchgate’s measurement + tolerance (QS050)',
  unverified: 'unverified: benchgate cannot measure it (QS051 when it decides a bound)',
  trusted: `trusted: ${LABEL_REPORTED} (reported-mitigation: trust)`,
  ignored: `not used: ${LABEL_MEASURED} decides (reported-mitigation: ignore)`,
  undecidable: 'not used, and benchgate has none: undecided (QS053 when it decides a bound)'
};

const f4 = (x: number | null | undefined) => (typeof x === 'number' && Number.isFinite(x) ? x.toFixed(4) : null);

function row(d: CaseDecision, what: string, n: NumberCheck, fidelity: boolean): (string | null)[] {
  const used =
    n.value === null ? null : `${n.value.toFixed(4)} (${n.source === 'workflow' ? LABEL_REPORTED : LABEL_MEASURED})`;
  return [
    d.name,
    d.target,
    what,
    f4(n.reported),
    fidelity ? f4(n.raw) : null,
    fidelity
      ? f4(n.measured)
      : n.measured === null
        ? 'not measurable (the error checks are the workflow’s)'
        : f4(n.measured),
    fidelity ? f4(n.tolerance) : null,
    used,
    CHECK[n.status]
  ];
}

export function mitigationSection(decisions: readonly CaseDecision[]): Section | undefined {
  const rows: (string | null)[][] = [];
  let mode: string | undefined;
  for (const d of decisions) {
    const m = d.mitigation;
    if (!m) continue;
    mode ??= m.mode;
    if (m.fidelity.status !== 'none') rows.push(row(d, 'fidelity', m.fidelity, true));
    if (m.postselection.status !== 'none') rows.push(row(d, 'post-selection share', m.postselection, false));
  }
  if (rows.length === 0) return undefined;
  return {
    kind: 'table',
    title: 'Mitigation numbers: reported by the workflow vs measured by benchgate',
    columns: COLUMNS,
    rows,
    note: `reported-mitigation: ${mode}. benchgate scores every circuit it simulated on a fake: target itself: Hellinger fidelity of the raw counts and (mitigated) of the counts readout-mitigated with the device's own assignment matrices (docs/fidelity.md); the tolerance is ${FIDELITY_SIGMAS} standard errors of that estimate at the case's scored shots.`
  };
}
