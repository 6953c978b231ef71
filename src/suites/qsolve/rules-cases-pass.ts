/**
 * The case-level rules of the cases_pass gate, one per function, each pure over a run's decisions: a failing case
 * (QS021, or QS050 for a refused reported fidelity), a defined case without a run record (QS022), a record of a case
 * cases.yaml does not define (QS023), a case that could not run here (QS032) or was skipped (QS033). And where their
 * findings point (Places, casePlace). Only `cases` entries are given to them (validation ignores hardware cases).
 */
import { finding } from '../../core/finding.js';
import type { Finding } from '../../core/model.js';
import { QS } from './codes.js';
import type { CaseDecision } from './decide.js';
import type { CaseSpec } from './types.js';

/** A finding's place: file, line, column (each when known). */
type Place = { file?: string; line?: number; column?: number };
/** Where a case's findings point, by list and name (its entry in cases.yaml, or the records file). */
export type CaseAt = (list: string, name: string) => Place;

/**
 * Where run findings point (issue 21): a case at its entry in cases.yaml, a raised case at the last traceback frame
 * inside the workflow's own files, `estimate_honest` at the `estimate` definition. Built by the I/O edge.
 */
export interface Places {
  casesFile: string;
  /** Every parsed case (`cases` and `hardware_cases`), for its position. */
  specs: readonly CaseSpec[];
  /** Repository-relative place of the last traceback frame inside the workflow folder, when there is one. */
  frame?: (traceback: string) => { file: string; line: number; column?: number } | undefined;
  /** The `estimate` definition in the entry module. */
  estimate?: { file: string; line: number; column?: number };
  /** Rewrites a traceback's machine paths (the checkout, benchgate's own runner) so the message is the same on every machine. */
  tidy?: (traceback: string) => string;
}

/** The entry of a case in cases.yaml (by list and name), or the file itself. */
export function casePlace(
  places: Places | undefined,
  list: string,
  name: string
): { file?: string; line?: number; column?: number } {
  if (!places) return {};
  const spec =
    places.specs.find((x) => x.list === list && x.name === name) ?? places.specs.find((x) => x.name === name);
  return spec ? { file: places.casesFile, line: spec.pos.line, column: spec.pos.column } : { file: places.casesFile };
}

/** The end of a traceback, bounded, for a finding's message. */
function tracebackTail(tb: string, max = 1500): string {
  const t = tb.trimEnd();
  return t.length <= max ? t : `…${t.slice(t.length - max)}`;
}

/** QS021 (QS050 for a reported fidelity benchgate refused) for each failing case, at its raising frame or its entry. */
export function failedCaseFindings(
  validation: readonly CaseDecision[],
  at: CaseAt,
  places: Pick<Places, 'frame' | 'tidy'> | undefined
): Finding[] {
  const out: Finding[] = [];
  for (const d of validation) {
    if (d.status !== 'fail' || d.outputSchema) continue;
    let why = d.raised ? `FAIL ${d.message}` : (d.message ?? `fails its expect (${d.note ?? 'bound'})`);
    if (d.message !== null && d.note) why += ` (${d.note})`;
    const entry = at(d.list, d.name);
    let place = entry;
    if (d.raised && d.traceback) {
      const fr = places?.frame?.(d.traceback);
      if (fr) {
        place = fr;
        why += ` (raised at ${fr.file}:${fr.line}; the case is at ${entry.file ?? 'benchmarks/cases.yaml'}${entry.line ? `:${entry.line}` : ''})`;
      }
      why += `\n${tracebackTail(places?.tidy ? places.tidy(d.traceback) : d.traceback)}`;
    }
    // a reported fidelity benchgate refused (reported-mitigation: verify) has its own code
    out.push(
      finding(d.refusedReport ? QS.QS050 : QS.QS021, `case "${d.name}" on ${d.target}: ${why}`, {
        ...place,
        gate: 'cases_pass',
        subject: d.name
      })
    );
  }
  return out;
}

/** The cases cases.yaml defines that have no run record (`recorded`: the names the records hold), in cases.yaml's order. */
export function casesWithoutRecord(defined: readonly CaseSpec[], recorded: readonly string[]): CaseSpec[] {
  const names = new Set(recorded);
  return defined.filter((s) => !names.has(s.name));
}

/** QS022 for each defined case without a run record, at its entry in cases.yaml. */
export function missingCaseFindings(
  missing: readonly CaseSpec[],
  loc: Place,
  places: Pick<Places, 'casesFile'> | undefined
): Finding[] {
  return missing.map((s) =>
    finding(QS.QS022, `case "${s.name}" has no run record, so it did not run`, {
      ...loc,
      ...(places ? { file: places.casesFile } : {}),
      line: s.pos.line,
      column: s.pos.column,
      gate: 'cases_pass',
      subject: s.name
    })
  );
}

/** QS023 for each run record (`recorded`: the names the records hold) of a case that cases.yaml does not define. */
export function unknownCaseFindings(defined: readonly CaseSpec[], recorded: readonly string[], loc: Place): Finding[] {
  const definedNames = new Set(defined.map((s) => s.name));
  return recorded
    .filter((name) => !definedNames.has(name))
    .map((name) =>
      finding(QS.QS023, `the run records hold case "${name}", which benchmarks/cases.yaml does not define`, {
        ...loc,
        subject: name
      })
    );
}

/**
 * QS032 for each case that could not run here (undecided). A case `reported-mitigation: ignore` left undecided ran:
 * its finding is QS053 (rules-reported-mitigation.ts).
 */
export function notRunFindings(validation: readonly CaseDecision[], at: CaseAt): Finding[] {
  return validation
    .filter((d) => d.status === 'undecided' && !d.mitigationUndecided)
    .map((d) =>
      finding(QS.QS032, `case "${d.name}" on ${d.target} did not run: ${(d.note ?? '').replace(/^not run: /, '')}`, {
        ...at(d.list, d.name),
        gate: 'cases_pass',
        subject: d.name
      })
    );
}

/** QS033 for each skipped case. */
export function skippedCaseFindings(validation: readonly CaseDecision[], at: CaseAt): Finding[] {
  return validation
    .filter((d) => d.status === 'skipped')
    .map((d) =>
      finding(QS.QS033, `case "${d.name}" on ${d.target} skipped: ${d.note ?? ''}`, {
        ...at(d.list, d.name),
        gate: 'cases_pass',
        subject: d.name
      })
    );
}
