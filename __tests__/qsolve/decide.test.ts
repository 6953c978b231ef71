import { describe, expect, it } from '@jest/globals';
import {
  accuracyOf,
  BELOW,
  boundFailure,
  decideCase,
  failureMessage,
  fmtBelow,
  headlineAccuracy,
  MATCHES,
  NO_HEADLINE,
  wilson
} from '../../src/suites/qsolve/decide.js';
import { metricOf } from '../../src/suites/qsolve/manifest.js';
import { caseRecord, quantum, reference } from './helpers.js';

const gapMetric = metricOf(undefined);

describe('failure rules, in the documented order', () => {
  it('passes a clean record', () => {
    expect(failureMessage(caseRecord())).toBeNull();
    expect(decideCase(caseRecord(), gapMetric).status).toBe('pass');
  });
  it('1. no headline metric when the quantum method or the reference has no usable value', () => {
    expect(
      failureMessage(
        caseRecord({
          methods: [
            quantum({ status: 'unavailable', reason: 'no backend', objective: null, evaluated: null }),
            reference()
          ]
        })
      )
    ).toBe(NO_HEADLINE);
    expect(failureMessage(caseRecord({ methods: [quantum(), reference({ objective: null, evaluated: null })] }))).toBe(
      NO_HEADLINE
    );
    expect(failureMessage(caseRecord({ methods: [reference()] }))).toBe(NO_HEADLINE);
    // a crashed reference gives no value: rule 1 comes first
    expect(
      failureMessage(caseRecord({ methods: [quantum(), reference({ status: 'failed', reason: 'failed: boom' })] }))
    ).toBe(NO_HEADLINE);
  });
  it('2. method x failed: ... (and a plain unavailable method does not fail the case)', () => {
    const other = {
      name: 'greedy',
      kind: 'classical' as const,
      status: 'unavailable' as const,
      reason: 'failed: ZeroDivisionError: division by zero',
      circuits: []
    };
    expect(failureMessage(caseRecord({ methods: [quantum(), reference(), other] }))).toBe(
      'method greedy failed: ZeroDivisionError: division by zero'
    );
    const failed = { ...other, status: 'failed' as const, reason: 'failed: KeyError' };
    expect(failureMessage(caseRecord({ methods: [quantum(), reference(), failed] }))).toBe(
      'method greedy failed: KeyError'
    );
    const unavailable = { ...other, reason: 'needs a GPU' };
    expect(failureMessage(caseRecord({ methods: [quantum(), reference(), unavailable] }))).toBeNull();
  });
  it('3. method x claimed A, its solution gives B, with tolerance 1e-6 * max(1, |value|)', () => {
    expect(failureMessage(caseRecord({ methods: [quantum({ objective: -8, evaluated: -7 }), reference()] }))).toBe(
      'method qaoa claimed -8, its solution gives -7'
    );
    // within 1e-6 * max(1, 7): passes
    expect(
      failureMessage(caseRecord({ methods: [quantum({ objective: -7 - 6.9e-6, evaluated: -7 }), reference()] }))
    ).toBeNull();
    expect(
      failureMessage(caseRecord({ methods: [quantum({ objective: -7 - 7.1e-6, evaluated: -7 }), reference()] }))
    ).toMatch(/^method qaoa claimed/);
    // small values: the floor of 1
    expect(
      failureMessage(
        caseRecord({
          methods: [quantum({ objective: 0.0000009, evaluated: 0 }), reference({ objective: 0, evaluated: 0 })]
        })
      )
    ).toBeNull();
    expect(
      failureMessage(
        caseRecord({
          methods: [quantum({ objective: 0.0000011, evaluated: 0 }), reference({ objective: 0, evaluated: 0 })]
        })
      )
    ).toMatch(/claimed 0.0000011/);
    expect(failureMessage(caseRecord({ methods: [quantum(), reference({ objective: -9, evaluated: -7 })] }))).toBe(
      'method brute_force claimed -9, its solution gives -7'
    );
  });
  it('4. quantum method x sent no circuit to the backend', () => {
    expect(failureMessage(caseRecord({ methods: [quantum({ circuits: [] }), reference()] }))).toBe(
      'quantum method qaoa sent no circuit to the backend'
    );
  });
  it('5. no mitigation numbers reported', () => {
    expect(
      failureMessage(
        caseRecord({ expect: { min_fidelity: 0.9 }, methods: [quantum({ mitigation: null }), reference()] })
      )
    ).toBe('no mitigation numbers reported');
    expect(
      failureMessage(
        caseRecord({
          expect: { min_postselection: 0.9 },
          methods: [quantum({ mitigation: { fidelity: 0.99 } }), reference()]
        })
      )
    ).toBe('no mitigation numbers reported');
    expect(failureMessage(caseRecord({ methods: [quantum({ mitigation: null }), reference()] }))).toBeNull();
  });
  it('5 before 6: when no shot could be scored, benchgate has no fidelity because of the coverage, and says so', () => {
    const circuits = [{ qubits: 21, two_qubit_gates: 3, mid_circuit_measurement: false, shots: 500 }];
    expect(
      failureMessage(
        caseRecord({ expect: { min_fidelity: 0.9 }, methods: [quantum({ mitigation: null, circuits }), reference()] })
      )
    ).toMatch(
      /^only 0% of the quantum method's shots could be scored against an ideal output \(at least 90% are needed/
    );
  });
  it('6. only N% of the shots could be scored (recorded coverage, or computed from the circuits)', () => {
    const m = failureMessage(
      caseRecord({
        expect: { min_fidelity: 0.9 },
        methods: [quantum({ mitigation: { fidelity: 0.99, coverage: 0.8999 } }), reference()]
      })
    );
    expect(m).toMatch(/^only 89\.9% of the quantum method's shots could be scored against an ideal output/);
    expect(
      failureMessage(
        caseRecord({
          expect: { min_fidelity: 0.9 },
          methods: [quantum({ mitigation: { fidelity: 0.99, coverage: 0.9 } }), reference()]
        })
      )
    ).toBeNull();
    const circuits = [
      { qubits: 21, two_qubit_gates: 3, mid_circuit_measurement: false, shots: 500 },
      { qubits: 4, two_qubit_gates: 3, mid_circuit_measurement: true, shots: 200 },
      { qubits: 4, two_qubit_gates: 3, mid_circuit_measurement: false, shots: 300 }
    ];
    expect(
      failureMessage(
        caseRecord({
          expect: { min_fidelity: 0.9 },
          methods: [quantum({ circuits, mitigation: { fidelity: 0.99 } }), reference()]
        })
      )
    ).toMatch(/^only 30% /);
  });
  it('7. fidelity F < B, at and around the bound', () => {
    const rec = (f: number) =>
      caseRecord({
        expect: { min_fidelity: 0.97 },
        methods: [quantum({ mitigation: { fidelity: f, coverage: 1 } }), reference()]
      });
    expect(failureMessage(rec(0.97))).toBeNull();
    expect(failureMessage(rec(0.96))).toBe('fidelity 0.96 < 0.97');
    expect(failureMessage(rec(0.96999))).toBe('fidelity 0.96999 < 0.97');
    expect(failureMessage(rec(0.97001))).toBeNull();
    expect(fmtBelow(0.969999999, 0.97)).toBe('0.969999999');
  });
  it('8. post-selection P < B', () => {
    const rec = (p: number) =>
      caseRecord({
        expect: { min_postselection: 0.9 },
        methods: [quantum({ mitigation: { postselection: p } }), reference()]
      });
    expect(failureMessage(rec(0.9))).toBeNull();
    expect(failureMessage(rec(0.85))).toBe('post-selection 0.85 < 0.9');
    // values outside 0..1 are not rejected: a bound of 1.5 simply cannot be met
    expect(failureMessage(rec(0.99))).toBeNull();
    expect(
      failureMessage(
        caseRecord({
          expect: { min_postselection: 1.5 },
          methods: [quantum({ mitigation: { postselection: 0.99 } }), reference()]
        })
      )
    ).toBe('post-selection 0.99 < 1.5');
  });
  it('9. no circuit size reported', () => {
    const circuits = [{ qubits: 6, two_qubit_gates: null, mid_circuit_measurement: false, shots: 10 }];
    expect(
      failureMessage(caseRecord({ expect: { max_two_qubit_gates: 40 }, methods: [quantum({ circuits }), reference()] }))
    ).toBe('no circuit size reported');
    expect(failureMessage(caseRecord({ methods: [quantum({ circuits }), reference()] }))).toBeNull();
  });
  it('10. N two-qubit gates > M, at and around the bound', () => {
    const rec = (n: number, m: number) =>
      caseRecord({
        expect: { max_two_qubit_gates: m },
        methods: [
          quantum({
            circuits: [
              { qubits: 6, two_qubit_gates: 3, mid_circuit_measurement: false, shots: 1 },
              { qubits: 6, two_qubit_gates: n, mid_circuit_measurement: false, shots: 1 }
            ]
          }),
          reference()
        ]
      });
    expect(failureMessage(rec(40, 40))).toBeNull();
    expect(failureMessage(rec(41, 40))).toBe('41 two-qubit gates > 40');
  });
  it('a record that breaks two rules shows the first', () => {
    const both = caseRecord({
      expect: { min_fidelity: 0.97, max_two_qubit_gates: 1 },
      methods: [quantum({ objective: -5, mitigation: { fidelity: 0.5, coverage: 1 } }), reference()]
    });
    expect(failureMessage(both)).toBe('method qaoa claimed -5, its solution gives -7');
    const fidAndGates = caseRecord({
      expect: { min_fidelity: 0.97, max_two_qubit_gates: 1 },
      methods: [quantum({ mitigation: { fidelity: 0.5, coverage: 1 } }), reference()]
    });
    expect(failureMessage(fidAndGates)).toBe('fidelity 0.5 < 0.97');
    const noCircuitAndMitigation = caseRecord({
      expect: { min_fidelity: 0.97 },
      methods: [quantum({ circuits: [], mitigation: null }), reference()]
    });
    expect(failureMessage(noCircuitAndMitigation)).toBe('quantum method qaoa sent no circuit to the backend');
  });
  it('a case that raised is FAIL <ExceptionType>: <message>', () => {
    const d = decideCase(
      caseRecord({ exception: { type: 'ValueError', message: 'bad graph' }, methods: [] }),
      gapMetric
    );
    expect(d).toMatchObject({ status: 'fail', raised: true, message: 'ValueError: bad graph' });
  });
  it('uses the re-evaluated objective as the value', () => {
    const d = decideCase(
      caseRecord({ methods: [quantum({ objective: null, evaluated: -6 }), reference()] }),
      gapMetric
    );
    expect(d.quantum).toBe(-6);
  });
});

describe('max_gap and max_abs_error', () => {
  it('max_gap defaults to 0 with the 1e-9 slack; negative gaps pass', () => {
    expect(boundFailure(-7, -7, {})).toBeNull();
    expect(boundFailure(-7 + 7e-9 * 0.99, -7, {})).toBeNull(); // gap just under 1e-9
    expect(boundFailure(-7 + 7 * 2e-9, -7, {})).toMatch(/^gap/);
    expect(boundFailure(-8, -7, {})).toBeNull(); // better than the baseline
  });
  it('max_gap 0.05 allows 5% worse', () => {
    expect(boundFailure(-9.5, -10, { max_gap: 0.05 })).toBeNull();
    expect(boundFailure(-9.49, -10, { max_gap: 0.05 })).toMatch(/gap 0.051 > max_gap 0.05/);
  });
  it('max_abs_error is two-sided and makes max_gap ignored', () => {
    expect(boundFailure(-10, -10.5, { max_abs_error: 0.5 })).toBeNull();
    expect(boundFailure(-9.9, -10.5, { max_abs_error: 0.5 })).toMatch(/^absolute error/);
    expect(boundFailure(-11.1, -10.5, { max_abs_error: 0.5 })).toMatch(/^absolute error/); // better by too much
    expect(boundFailure(-9, -10, { max_gap: 0, max_abs_error: 1 })).toBeNull(); // max_gap ignored
    expect(boundFailure(-10, -10, { max_gap: 5, max_abs_error: 0 })).toBeNull();
  });
  it('a silent bound failure has no message, the table shows the gap', () => {
    const d = decideCase(caseRecord({ methods: [quantum({ objective: -6, evaluated: -6 }), reference()] }), gapMetric);
    expect(d.status).toBe('fail');
    expect(d.message).toBeNull();
    expect(d.gap).toBeCloseTo(1 / 7);
    expect(d.note).toMatch(/^gap/);
  });
  it('gap uses max(|baseline|, 1e-12)', () => {
    const d = decideCase(
      caseRecord({
        methods: [quantum({ objective: 1e-13, evaluated: 1e-13 }), reference({ objective: 0, evaluated: 0 })]
      }),
      gapMetric
    );
    expect(d.gap).toBeCloseTo(0.1);
  });
});

describe('accuracy and verdict', () => {
  it('relative_gap: only a worse result loses accuracy; q <= r matches', () => {
    expect(accuracyOf(-8, -7, gapMetric, null, null)).toMatchObject({ accuracy: 1, verdict: MATCHES });
    const a = accuracyOf(-6, -8, gapMetric, null, null);
    expect(a.accuracy).toBeCloseTo(0.75);
    expect(a.verdict).toBe(BELOW);
  });
  it('tolerance: accuracy at least 1 - tolerance', () => {
    const m = metricOf({ tolerance: 0.25 });
    expect(accuracyOf(-6, -8, m, null, null).verdict).toBe(MATCHES);
    expect(accuracyOf(-5.9, -8, m, null, null).verdict).toBe(BELOW);
  });
  it('tolerance_abs in the objective units', () => {
    const m = metricOf({ kind: 'relative_error', tolerance_abs: 0.0016 });
    expect(accuracyOf(-1.1016, -1.1, m, null, null).verdict).toBe(MATCHES);
    expect(accuracyOf(-1.1017, -1.1, m, null, null).verdict).toBe(BELOW);
  });
  it('twice the stderr, only while stderr <= |r|/4', () => {
    const m = metricOf({ kind: 'relative_error' });
    expect(accuracyOf(-9, -10, m, 0.5, null).verdict).toBe(MATCHES); // diff 1 = 2 * 0.5
    expect(accuracyOf(-9, -10, m, 0.49, null).verdict).toBe(BELOW);
    expect(accuracyOf(-5, -10, m, 2.5, null).verdict).toBe(MATCHES); // stderr = |r|/4
    expect(accuracyOf(-4, -10, m, 3, null).verdict).toBe(BELOW); // stderr > |r|/4 does not count
    expect(accuracyOf(-9, -10, m, 0.5, null).plusMinus).toBeCloseTo(0.05);
  });
  it('relative_error is two-sided and "no worse" does not apply', () => {
    const m = metricOf({ kind: 'relative_error' });
    const a = accuracyOf(-11, -10, m, null, null);
    expect(a.accuracy).toBeCloseTo(0.9);
    expect(a.verdict).toBe(BELOW);
  });
  it('error_rate: q <= r + tolerance + tolerance_abs, or the Wilson lower end', () => {
    const m = metricOf({ kind: 'error_rate', tolerance: 0.01, tolerance_abs: 0.01 });
    expect(accuracyOf(0.12, 0.1, m, null, null).verdict).toBe(MATCHES);
    expect(accuracyOf(0.13, 0.1, m, null, null).verdict).toBe(BELOW);
    // with n_test = 200, q = 0.15: lower end ≈ 0.1071 <= 0.12 (values checked with an independent Python computation)
    const a = accuracyOf(0.15, 0.1, m, null, 200);
    expect(a.interval?.[0]).toBeCloseTo(0.107135, 5);
    expect(a.verdict).toBe(MATCHES);
    expect(accuracyOf(0.2, 0.1, m, null, 200).verdict).toBe(BELOW);
    expect(a.accuracy).toBeCloseTo(0.85);
  });
});

describe('Wilson interval (z = 1.96)', () => {
  it('n = 1, q = 0 and q = 1', () => {
    const z2 = 1.96 * 1.96;
    expect(wilson(0, 1)[0]).toBe(0);
    expect(wilson(0, 1)[1]).toBeCloseTo(z2 / (1 + z2), 12);
    expect(wilson(1, 1)[0]).toBeCloseTo(1 / (1 + z2), 12);
    expect(wilson(1, 1)[1]).toBe(1);
  });
  it('n = 200', () => {
    const [lo, hi] = wilson(0.1, 200);
    expect(lo).toBeCloseTo(0.06567, 5);
    expect(hi).toBeCloseTo(0.149407, 5);
    expect(wilson(0, 200)[0]).toBe(0);
    expect(wilson(0, 200)[1]).toBeCloseTo(0.018846, 5);
    expect(wilson(1, 200)[1]).toBe(1);
  });
});

describe('headline accuracy', () => {
  it('is the median over sim- rows only', () => {
    const m = gapMetric;
    const rows = [
      decideCase(
        caseRecord({
          name: 'a',
          methods: [quantum({ objective: -6, evaluated: -6 }), reference({ objective: -8, evaluated: -8 })]
        }),
        m
      ), // 0.75
      decideCase(caseRecord({ name: 'b' }), m), // 1
      decideCase(
        caseRecord({
          name: 'c',
          target: 'sim-gpu',
          methods: [quantum({ objective: -4, evaluated: -4 }), reference({ objective: -8, evaluated: -8 })]
        }),
        m
      ), // 0.5
      decideCase(
        caseRecord({
          name: 'd',
          target: 'fake:fez@1.6',
          methods: [quantum({ objective: 0, evaluated: 0 }), reference({ objective: -8, evaluated: -8 })]
        }),
        m
      ),
      decideCase(caseRecord({ name: 'e', exception: { type: 'X', message: 'y' } }), m)
    ];
    expect(headlineAccuracy(rows)).toEqual({ median: 0.75, rows: 3 });
    expect(headlineAccuracy(rows.slice(0, 2)).median).toBeCloseTo(0.875);
    expect(headlineAccuracy([]).median).toBeNull();
  });
});
