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
import type { MitigationCheck, NumberCheck } from './reported-mitigation.js';
import { pushAll } from '../../core/arrays.js';

type Place = (list: string, name: string) => { file?: string; line?: number; column?: number };

/** `benchgate measured 0.8312 readout-mitigated (raw 0.8101)` or why it has no number. */
function besideText(what: 'fidelity' | 'post-selection share', n: NumberCheck, target: string): string {
  if (n.measured !== null) return `${LABEL_MEASURED}: ${what === 'fidelity' ? measuredText(n) : fmt4(n.measured)}`;
  if (what !== 'fidelity') return `${LABEL_MEASURED}: none (benchgate does not know the workflow's error checks)`;
  return target.startsWith('fake:')
    ? `${LABEL_MEASURED}: none (the run record holds no circuit benchgate scored)`
    : `${LABEL_MEASURED}: none (benchgate scores the circuits of fake: targets only)`;
}

/** `cases[i]` is the record `decisions[i]` was decided from. Each `cases` case's findings, in its order, by the rules below. */
export function reportedFindings(
  cases: readonly CaseRecord[],
  decisions: readonly CaseDecision[],
  at: Place
): Finding[] {
  const out: Finding[] = [];
  for (const [i, d] of decisions.entries()) {
    const chk = d.mitigation;
    if (!chk || d.list !== 'cases') continue;
    const e = (cases[i]?.expect ?? {}) as Record<string, number | undefined>;
    const where = { ...at(d.list, d.name), gate: 'cases_pass', subject: d.name };
    pushAll(out, refusedDecidesNothing(d, chk, where));
    for (const b of [
      { key: 'min_fidelity', what: 'fidelity' as const, n: chk.fidelity },
      { key: 'min_postselection', what: 'post-selection share' as const, n: chk.postselection }
    ]) {
      const bound = e[b.key];
      if (bound !== undefined) pushAll(out, boundDecidedBy(d, { ...b, bound }, where));
    }
  }
  return out;
}

type Where = ReturnType<Place> & { gate: string; subject: string };

/**
 * QS050 as a warning: a reported fidelity benchgate refused (verify) when the case sets no min_fidelity, so the refused
 * number decides nothing (one that decides min_fidelity fails the case: its QS050 is an error, rules-cases-pass.ts).
 */
function refusedDecidesNothing(d: CaseDecision, chk: MitigationCheck, where: Where): Finding[] {
  if (chk.fidelity.status !== 'refused' || d.refusedReport) return [];
  return [
    finding(
      QS.QS050,
      `case "${d.name}" on ${d.target}: ${refusedText(chk)} (the case sets no min_fidelity, so the refused number decides nothing)`,
      where,
      'warning'
    )
  ];
}

/**
 * Which number decided a bound the case sets (min_fidelity, min_postselection), when it was not benchgate's own:
 * QS051 (verify: a reported number benchgate cannot measure, unverified), QS052 (trust: the reported number), QS053
 * (ignore: the reported number is not used and benchgate has none, so the bound is undecided).
 */
function boundDecidedBy(
  d: CaseDecision,
  b: { key: string; what: 'fidelity' | 'post-selection share'; n: NumberCheck; bound: number },
  where: Where
): Finding[] {
  const head = `case "${d.name}" on ${d.target}`;
  const reported = b.n.reported === null ? '' : `${b.what} ${b.n.reported} ${LABEL_REPORTED}`;
  const beside = besideText(b.what, b.n, d.target);
  if (b.n.status === 'unverified')
    return [
      finding(QS.QS051, `${head}: ${b.key} ${b.bound} was decided on the ${reported}, unverified (${beside})`, where)
    ];
  if (b.n.status === 'trusted')
    return [
      finding(
        QS.QS052,
        `${head}: ${b.key} ${b.bound} was decided on the ${reported} (reported-mitigation: trust); ${beside}`,
        where
      )
    ];
  if (b.n.status === 'undecidable' && d.mitigationUndecided)
    return [
      finding(
        QS.QS053,
        `${head}: ${b.key} ${b.bound} is undecided: the ${reported} is not used (reported-mitigation: ignore) and ${beside.replace(`${LABEL_MEASURED}: `, `${LABEL_MEASURED} is `)}`,
        where
      )
    ];
  return [];
}
