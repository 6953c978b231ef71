/**
 * benchgate's own fidelity (issue #30, item 2): the readout-mitigated Hellinger fidelity it computes from the counts
 * it produced, against a 2-qubit example worked by hand. Against an independent numpy/Qiskit computation on counts of
 * real fake-device runs: readout-mitigation.oracle.test.ts.
 */
import { describe, expect, test } from '@jest/globals';
import { parseQasm } from '../../../src/quantum/index.js';
import {
  hellingerFidelity,
  idealDistribution,
  mitigateReadout,
  readoutGamma
} from '../../../src/quantum/maths/fidelity.js';

import { BELL, COUNTS, READOUT } from './readout-example.js';

describe('readout mitigation, worked by hand (2 qubits)', () => {
  // A_0 = [[0.9, 0.2], [0.1, 0.8]], det 0.7, A_0⁻¹ = [[8/7, −2/7], [−1/7, 9/7]];
  // A_1 = [[0.95, 0.1], [0.05, 0.9]], det 0.85, A_1⁻¹ = [[18/17, −2/17], [−1/17, 19/17]].
  // p = (p00, p01, p10, p11) = (0.43, 0.06, 0.05, 0.46) (index = c0 + 2·c1); (A_1⁻¹ ⊗ A_0⁻¹) p =
  // (304, −31, −66, 388) / 595. Nearest distribution (Smolin et al.): zero −66/595 (the rest would need −22/595 each:
  // −31/595 − 22/595 < 0), zero −31/595, spread −97/595 over the two left: 00 → 511/1190, 11 → 679/1190.
  const c = parseQasm(BELL);
  test('the mitigated distribution', () => {
    const m = mitigateReadout(c, COUNTS, READOUT);
    expect(Object.keys(m).sort()).toEqual(['00', '11']);
    expect(m['00']).toBeCloseTo(511 / 1190, 14);
    expect(m['11']).toBeCloseTo(679 / 1190, 14);
  });
  test('raw and mitigated fidelity against the ideal Bell output', () => {
    const ideal = idealDistribution(c);
    // F = (√(0.5·511/1190) + √(0.5·679/1190))² = 1/2 + √(511·679)/1190
    expect(hellingerFidelity(mitigateReadout(c, COUNTS, READOUT), ideal)).toBeCloseTo(
      0.5 + Math.sqrt(511 * 679) / 1190,
      14
    );
    // raw: (√(0.5·0.43) + √(0.5·0.46))² = 0.445 + √(0.43·0.46)
    expect(hellingerFidelity(COUNTS, ideal)).toBeCloseTo(0.445 + Math.sqrt(0.43 * 0.46), 14);
  });
  test('the noise amplification γ = Π (1 + |p10 − p01|) / (1 − p10 − p01) = (1.1/0.7)·(1.05/0.85)', () => {
    expect(readoutGamma(READOUT)).toBeCloseTo(((1.1 / 0.7) * 1.05) / 0.85, 14);
    expect(readoutGamma([undefined, undefined])).toBe(1);
  });
});
