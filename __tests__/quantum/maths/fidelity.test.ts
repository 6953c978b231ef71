import { describe, expect, test } from '@jest/globals';
import { parseQasm, Rng } from '../../../src/quantum/index.js';
import {
  hellingerFidelity,
  idealDistribution,
  keyBits,
  mitigateReadout,
  projectToSimplex,
  scoreCircuits,
  unscorableReason
} from '../../../src/quantum/maths/fidelity.js';

const c3 = parseQasm('OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[3];\ncreg c[3];\nmeasure q -> c;\n');

describe('Hellinger fidelity (Qiskit definition)', () => {
  test('identical → 1, disjoint → 0, known value', () => {
    expect(hellingerFidelity({ a: 1, b: 3 }, { a: 0.25, b: 0.75 })).toBeCloseTo(1, 15);
    expect(hellingerFidelity({ a: 1 }, { b: 1 })).toBe(0);
    // (√(0.5·0.9) + √(0.5·0.1))² = (0.6708 + 0.2236)² = 0.8
    expect(hellingerFidelity({ '0': 0.5, '1': 0.5 }, { '0': 0.9, '1': 0.1 })).toBeCloseTo(0.8, 12);
  });
});

describe('nearest probability distribution (Smolin et al.)', () => {
  test('already valid vectors are unchanged; negative mass is removed and spread', () => {
    expect(Array.from(projectToSimplex(Float64Array.of(0.2, 0.3, 0.5)))).toEqual([0.2, 0.3, 0.5]);
    const p = projectToSimplex(Float64Array.of(0.6, 0.5, -0.1));
    expect(p[2]).toBe(0);
    expect(p[0]).toBeCloseTo(0.55, 12);
    expect(p[1]).toBeCloseTo(0.45, 12);
    const q = projectToSimplex(Float64Array.of(1.2, -0.05, -0.05, -0.1));
    expect(Array.from(q)).toEqual([1, 0, 0, 0]);
  });
});

describe('readout-error mitigation', () => {
  const readout = [
    { p10: 0.02, p01: 0.08 },
    { p10: 0.05, p01: 0.03 },
    { p10: 0.01, p01: 0.1 }
  ];
  const known: Record<string, number> = { '000': 0.4, '101': 0.25, '110': 0.2, '011': 0.15 };
  /** exact readout-noised distribution of `known` */
  function noisy(): Float64Array {
    const v = new Float64Array(8);
    for (const [k, p] of Object.entries(known)) {
      const bits = keyBits(c3, k);
      v[bits[0] + 2 * bits[1] + 4 * bits[2]] = p;
    }
    for (let b = 0; b < 3; b++) {
      const { p10, p01 } = readout[b];
      const s = 1 << b;
      for (let base = 0; base < 8; base += 2 * s)
        for (let j = base; j < base + s; j++) {
          const a0 = v[j],
            a1 = v[j + s];
          v[j] = (1 - p10) * a0 + p01 * a1;
          v[j + s] = p10 * a0 + (1 - p01) * a1;
        }
    }
    return v;
  }
  const keyOf = (i: number) => `${(i >> 2) & 1}${(i >> 1) & 1}${i & 1}`;
  test('exact: the inverse recovers the distribution', () => {
    const v = noisy();
    const counts: Record<string, number> = {};
    v.forEach((p, i) => {
      counts[keyOf(i)] = p * 1e6;
    });
    const m = mitigateReadout(c3, counts, readout);
    for (const k of Object.keys(known)) expect(m[k]).toBeCloseTo(known[k], 9);
    expect(hellingerFidelity(m, known)).toBeCloseTo(1, 9);
  });
  test('sampled counts: mitigation brings the fidelity close to 1 and beats the raw counts', () => {
    const v = noisy();
    const rng = new Rng(42);
    const counts: Record<string, number> = {};
    const shots = 200_000;
    for (let s = 0; s < shots; s++) {
      let u = rng.nextDouble(),
        i = 0;
      while (i < 7 && u >= v[i]) {
        u -= v[i];
        i++;
      }
      counts[keyOf(i)] = (counts[keyOf(i)] ?? 0) + 1;
    }
    const m = mitigateReadout(c3, counts, readout);
    const fm = hellingerFidelity(m, known);
    const fr = hellingerFidelity(counts, known);
    expect(fm).toBeGreaterThan(0.9995);
    expect(fm).toBeGreaterThan(fr);
    expect(Object.values(m).every((p) => p >= 0)).toBe(true);
    expect(Object.values(m).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
  test('unmeasured clbits stay 0; multi-register keys', () => {
    const c = parseQasm(
      'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[2];\ncreg a[1];\ncreg b[2];\nx q[1];\nmeasure q[0] -> a[0];\nmeasure q[1] -> b[1];\n'
    );
    expect(idealDistribution(c)).toEqual({ '10 0': 1 });
    const m = mitigateReadout(c, { '10 0': 90, '00 0': 10 }, [{ p10: 0, p01: 0 }, undefined, { p10: 0, p01: 0.1 }]);
    expect(m['10 0']).toBeCloseTo(1, 12);
  });
});

describe('ideal distribution, scorability and aggregation', () => {
  test('ideal distribution of a Bell pair', () => {
    const c = parseQasm(
      'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[2];\ncreg c[2];\nh q[0];\ncx q[0],q[1];\nmeasure q -> c;\n'
    );
    const d = idealDistribution(c);
    expect(Object.keys(d).sort()).toEqual(['00', '11']);
    expect(d['00']).toBeCloseTo(0.5, 12);
  });
  test('unscorable: over 20 qubits, mid-circuit measurement', () => {
    expect(
      unscorableReason(
        parseQasm('OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[21];\ncreg c[1];\nmeasure q[0] -> c[0];\n')
      )
    ).toMatch(/21 qubits/);
    expect(
      unscorableReason(
        parseQasm(
          'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[1];\ncreg c[2];\nmeasure q[0] -> c[0];\nh q[0];\nmeasure q[0] -> c[1];\n'
        )
      )
    ).toMatch(/mid-circuit/);
    expect(unscorableReason(c3)).toBeUndefined();
  });
  test('shot-weighted fidelity, coverage, post-selection', () => {
    const s = scoreCircuits([
      { shots: 1000, scorable: true, fidelity: 0.9 },
      { shots: 3000, scorable: true, fidelity: 0.98, kept: 2700 },
      { shots: 1000, scorable: false, kept: 950, total: 1000 }
    ]);
    expect(s.fidelity).toBeCloseTo((900 + 2940) / 4000, 12);
    expect(s.coverage).toBeCloseTo(0.8, 12);
    expect(s.postSelection).toBeCloseTo(3650 / 4000, 12);
    expect(s.circuits).toBe(3);
    expect(s.scoredCircuits).toBe(2);
    const none = scoreCircuits([{ shots: 10, scorable: false }]);
    expect(none.fidelity).toBeUndefined();
    expect(none.coverage).toBe(0);
    expect(none.postSelection).toBeUndefined();
    expect(scoreCircuits([]).coverage).toBe(1);
  });
});
