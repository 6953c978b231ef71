/** The case-level rules of cases_pass (src/suites/qsolve/rules-cases-pass.ts), each called directly. */
import { describe, expect, it } from '@jest/globals';
import { decideCase } from '../../src/suites/qsolve/decide.js';
import type { CaseDecision } from '../../src/suites/qsolve/decide.js';
import { metricOf } from '../../src/suites/qsolve/manifest.js';
import {
  casePlace,
  casesWithoutRecord,
  failedCaseFindings,
  missingCaseFindings,
  notRunFindings,
  skippedCaseFindings,
  unknownCaseFindings
} from '../../src/suites/qsolve/rules-cases-pass.js';
import type { CaseAt, Places } from '../../src/suites/qsolve/rules-cases-pass.js';
import type { CaseSpec } from '../../src/suites/qsolve/types.js';
import { caseRecord } from './helpers.js';

const spec = (name: string, line: number, list: CaseSpec['list'] = 'cases'): CaseSpec => ({
  list,
  index: line,
  name,
  params: {},
  seed: 1,
  expect: {},
  pos: { line, column: 5 },
  keyPos: {}
});
const decision = (name: string, over: Partial<CaseDecision>): CaseDecision => ({
  ...decideCase(caseRecord({ name }), metricOf(undefined)),
  ...over
});
const places: Places = { casesFile: 'w/benchmarks/cases.yaml', specs: [spec('a', 2), spec('b', 4)] };
const at: CaseAt = (list, name) => casePlace(places, list, name);

describe('rules of cases_pass', () => {
  it('a defined case without a record is QS022 at its entry; a record cases.yaml does not define is QS023', () => {
    const missing = casesWithoutRecord(places.specs, ['b', 'x']);
    expect(missing.map((s) => s.name)).toEqual(['a']);
    expect(missingCaseFindings(missing, { file: 'records.json' }, places)).toEqual([
      expect.objectContaining({
        code: 'QS022',
        message: 'case "a" has no run record, so it did not run',
        file: 'w/benchmarks/cases.yaml',
        line: 2,
        column: 5,
        gate: 'cases_pass',
        subject: 'a'
      })
    ]);
    expect(missingCaseFindings(missing, { file: 'records.json' }, undefined)[0]).toMatchObject({
      file: 'records.json',
      line: 2
    });
    const unknown = unknownCaseFindings(places.specs, ['b', 'x'], { file: 'records.json' });
    expect(unknown.map((f) => [f.code, f.subject, f.file, f.gate])).toEqual([
      ['QS023', 'x', 'records.json', undefined]
    ]);
  });

  it('a case that could not run is QS032 (not when reported-mitigation: ignore left it undecided), a skipped one QS033', () => {
    const d = [
      decision('a', { status: 'undecided', note: 'not run: no device here' }),
      decision('b', { status: 'undecided', note: 'x', mitigationUndecided: true }),
      decision('b', { status: 'skipped', note: 'hardware only' })
    ];
    expect(notRunFindings(d, at).map((f) => [f.code, f.message, f.line])).toEqual([
      ['QS032', 'case "a" on sim-cpu did not run: no device here', 2]
    ]);
    expect(skippedCaseFindings(d, at).map((f) => [f.code, f.message, f.line])).toEqual([
      ['QS033', 'case "b" on sim-cpu skipped: hardware only', 4]
    ]);
  });

  it('a failing case is QS021 at its entry, a raised one at its frame with the traceback; a refused report QS050; a schema breach has its own', () => {
    const frame = { file: 'w/workflow.py', line: 12 };
    const d = [
      decision('a', { status: 'fail', message: 'gap 0.2 > 0.1', note: undefined }),
      decision('b', { status: 'fail', raised: true, message: 'ValueError: x', traceback: 'Traceback\n  boom\n' }),
      decision('a', { status: 'fail', message: 'refused', refusedReport: true }),
      decision('a', { status: 'fail', message: 'breaks the output schema', outputSchema: true }),
      decision('b', { status: 'pass' })
    ];
    const f = failedCaseFindings(d, at, { frame: () => frame, tidy: (t) => t.toUpperCase() });
    expect(f.map((x) => [x.code, x.file, x.line])).toEqual([
      ['QS021', 'w/benchmarks/cases.yaml', 2],
      ['QS021', 'w/workflow.py', 12],
      ['QS050', 'w/benchmarks/cases.yaml', 2]
    ]);
    expect(f[0].message).toBe('case "a" on sim-cpu: gap 0.2 > 0.1');
    expect(f[1].message).toBe(
      'case "b" on sim-cpu: FAIL ValueError: x (raised at w/workflow.py:12; the case is at w/benchmarks/cases.yaml:4)\nTRACEBACK\n  BOOM'
    );
  });
});
