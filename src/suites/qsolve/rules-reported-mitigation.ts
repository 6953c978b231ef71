/**
 * Findings of the `reported-mitigation` checks (reported-mitigation.ts): QS050 as a warning for a refused fidelity that
 * decides nothing (a refused one that decides `min_fidelity` fails the case: runGates gives it QS050 instead of
 * QS021), QS051 (verify: a reported number benchgate cannot measure decided a bound), QS052 (trust: a reported number
 * decided a bound) and QS053 (ignore: a bound left undecided). Each at the case's entry in cases.yaml. Pure.
 */
import { finding } from '../../core/finding.js';
import type { Finding } from '../../core/model.js';
import { QS } from './codes.js';
import type { CaseDecision } from './decide.js';
import type { CaseRecord } from './types.js';
import { refusedText } from './decide.js';
import { fmt4, LABEL_MEASURED, LABEL_REPORTED, measuredText } from './reported-mitigation.js';
import type { NumberCheck } from './reported-mitigation.js';

type Place = (list: string, name: string) => { file?: string; line?: number; column?: number };

/** `benchgate measured 0.8312 readout-mitigated (raw 0.8101)` or why it has no number. */
function besideText(what: 'fidelity' | 'post-selection share', n: NumberCheck, target: string): string {
  if (n.measured !== null) return `${LABEL_MEASURED}: ${what === 'fidelity' ? measuredText(n) : fmt4(n.measured)}`;
  if (what !== 'fidelity') return `${LABEL_MEASURED}: none (benchgate does not know the workflow's error checks)`;
  return target.startsWith('fake:')
    ? `${LABEL_MEASURED}: none (the run record holds no circuit benchgate scored)`
    : `${LABEL_MEASURED}: none (benchgate scores the circuits of fake: targets only)`;
}

/** `cases[i]` is the record `decisions[i]` was decided from. */
export function reportedFindings(
  cases: readonly CaseRecord[],
  decisions: readonly CaseDecision[],
  at: Place
): Finding[] {
  const out: Finding[] = [];
  for (const [i, d] of decisions.entries()) {
    const chk = d.mitigation;
    if (!chk || d.list !== 'cases') continue;
    const e = cases[i]?.expect ?? {};
    const where = { ...at(d.list, d.name), gate: 'cases_pass', subject: d.name };
    const head = `case "${d.name}" on ${d.target}`;
    const bounds: { key: string; what: 'fidelity' | 'post-selection share'; n: NumberCheck }[] = [
      { key: 'min_fidelity', what: 'fidelity', n: chk.fidelity },
      { key: 'min_postselection', what: 'post-selection share', n: chk.postselection }
    ];
    if (chk.fidelity.status === 'refused' && !d.refusedReport)
      out.push(
        finding(
          QS.QS050,
          `${head}: ${refusedText(chk)} (the case sets no min_fidelity, so the refused number decides nothing)`,
          where,
          'warning'
        )
      );
    for (const b of bounds) {
      const bound = (e as Record<string, number | undefined>)[b.key];
      if (bound === undefined) continue;
      const reported = b.n.reported === null ? '' : `${b.what} ${b.n.reported} ${LABEL_REPORTED}`;
      if (b.n.status === 'unverified')
        out.push(
          finding(
            QS.QS051,
            `${head}: ${b.key} ${bound} was decided on the ${reported}, unverified (${besideText(b.what, b.n, d.target)})`,
            where
          )
        );
      else if (b.n.status === 'trusted')
        out.push(
          finding(
            QS.QS052,
            `${head}: ${b.key} ${bound} was decided on the ${reported} (reported-mitigation: trust); ${besideText(b.what, b.n, d.target)}`,
            where
          )
        );
      else if (b.n.status === 'undecidable' && d.mitigationUndecided)
        out.push(
          finding(
            QS.QS053,
            `${head}: ${b.key} ${bound} is undecided: the ${reported} is not used (reported-mitigation: ignore) and ${besideText(b.what, b.n, d.target).replace(`${LABEL_MEASURED}: `, `${LABEL_MEASURED} is `)}`,
            where
          )
        );
    }
  }
  return out;
}
