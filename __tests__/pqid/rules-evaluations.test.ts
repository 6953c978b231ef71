import { describe, expect, test } from '@jest/globals';
import type { Summary } from '../../src/suites/pqid/records.js';
import {
  aboveMaxRates,
  belowMinRates,
  matchedSubset,
  recordProblems,
  regressions
} from '../../src/suites/pqid/rules-evaluations.js';

/** A summary with only the fields the rate rules read (the rest are never touched by them). */
const summary = (over: Partial<Summary>): Summary =>
  ({ cells: 100, ordered_count: 50, parameter_count: null, execution_rate: 0.9, es_gap_rate: 0.2, ...over }) as Summary;

const brief = (fs: { code: string; message: string; subject?: string }[]) =>
  fs.map((f) => `${f.code} ${f.subject ?? '-'}: ${f.message}`);

describe('evaluation rules (pure, each returns its findings)', () => {
  test('record problems keep their order, mark the first error and count the rest (PQ014)', () => {
    const first = { kind: 'invalid-json' as const, message: 'Invalid JSONL at f:2', line: 2 };
    const other = { kind: 'invariant' as const, message: 'Invariant', line: 3, record: 2 };
    const out = recordProblems({ problems: [first, other], firstError: first, problemCount: 5 }, 'f', 2);
    expect(out.map((f) => [f.code, f.message, f.line, f.gate, f.subject])).toEqual([
      ['PQ001', 'Invalid JSONL at f:2 (the reference stops here)', 2, 'records-valid', undefined],
      ['PQ008', 'Invariant', 3, 'invariants', 'record 2'],
      ['PQ014', '3 more problems were found and not listed (max-findings-per-file 2).', undefined, undefined, undefined]
    ]);
  });

  test('rate thresholds: below a minimum, above a maximum, unavailable (PQ072)', () => {
    const s = summary({});
    expect(brief(belowMinRates(s, { execution_rate: 0.95, ordered_rate: 0.5, parameter_rate: 0.1 }, 'f'))).toEqual([
      'PQ070 execution_rate: execution_rate is 90.00%, below the minimum 95.00%.',
      'PQ072 parameter_rate: min-rates.parameter_rate: the rate is unavailable for this file.'
    ]);
    expect(brief(aboveMaxRates(s, { es_gap_rate: 0.1, execution_rate: 1 }, 'f'))).toEqual([
      'PQ070 es_gap_rate: es_gap_rate is 20.00%, above the maximum 10.00%.'
    ]);
  });

  test('max-regression: worse than allowed (PQ071), unavailable side, no comparison at all (PQ072)', () => {
    const cmp = { candidate: summary({ execution_rate: 0.85, es_gap_rate: 0.25 }), frozen: summary({}) };
    expect(
      brief(
        regressions(
          cmp,
          [
            ['execution_rate', 0.01],
            ['es_gap_rate', 0.1],
            ['parameter_rate', 0]
          ],
          'f'
        )
      )
    ).toEqual([
      'PQ071 execution_rate: execution_rate fell by 5.00 pp against the frozen release (90.00% → 85.00%); at most 1.00 pp is allowed.',
      'PQ072 parameter_rate: max-regression.parameter_rate: the rate is unavailable on the candidate side.'
    ]);
    expect(brief(regressions(undefined, [['execution_rate', 0]], 'f'))).toEqual([
      'PQ072 -: max-regression is configured but no comparison with a frozen release could be made.'
    ]);
  });

  test('a matched-subset comparison is noted (PQ045); a full one is not', () => {
    expect(brief(matchedSubset('matched_subset', 7, 'f'))).toEqual([
      'PQ045 -: Matched-subset comparison: 7 of the frozen prompts (allow-partial is on).'
    ]);
    expect(matchedSubset('full', 7, 'f')).toEqual([]);
  });
});
