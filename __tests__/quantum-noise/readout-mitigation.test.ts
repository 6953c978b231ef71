/**
 * benchgate's own fidelity (issue #30, item 2): the readout-mitigated Hellinger fidelity it computes from the counts
 * it produced, against a 2-qubit example worked by hand and against an independent numpy/Qiskit computation
 * (__tests__/oracle/readout_mitigation.py) on counts of real fake-device runs, to 1e-9.
 */
import { describe, expect, test } from '@jest/globals';
import { join } from 'node:path';
import { parseQasm, runOnTarget } from '../../src/quantum/index.js';
import { hellingerFidelity, idealDistribution, mitigateReadout, readoutGamma } from '../../src/quantum/fidelity.js';
import type { ReadoutError } from '../../src/quantum/fidelity.js';
import { describeOracle, runOracle } from '../helpers/python-oracle.js';

const BELL = 'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[2];\ncreg c[2];\nh q[0];\ncx q[0],q[1];\nmeasure q -> c;\n';
const READOUT: ReadoutError[] = [
  { p10: 0.1, p01: 0.2 },
  { p10: 0.05, p01: 0.1 }
];
const COUNTS = { '00': 430, '01': 60, '10': 50, '11': 460 };

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

interface OracleOut {
  raw: number;
  mitigated: number;
  distribution: Record<string, number>;
}

const GHZ5 =
  'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[5];\ncreg c[5];\nh q[0];\ncx q[0],q[1];\ncx q[1],q[2];\ncx q[2],q[3];\ncx q[3],q[4];\nmeasure q -> c;\n';
const ROT3 =
  'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[3];\ncreg c[3];\nry(0.4) q[0];\ncx q[0],q[1];\nx q[2];\ncx q[1],q[2];\nmeasure q -> c;\n';

describeOracle('readout-mitigated fidelity against numpy + Qiskit (oracle)', () => {
  test('the hand example and three fake-device runs agree to 1e-9', () => {
    const runs = [
      { qasm: GHZ5, target: 'fake:fez@3', shots: 4000, seed: 11 },
      { qasm: ROT3, target: 'fake:fez@6', shots: 2000, seed: 5 },
      { qasm: BELL, target: 'fake:marrakesh@10', shots: 300, seed: 2 }
    ].map((r) => {
      const c = parseQasm(r.qasm);
      const res = runOnTarget(c, { target: r.target, shots: r.shots, seed: r.seed });
      expect(res.mitigation).toBe('readout');
      return { c, res };
    });
    const cases = [
      {
        clbits: 2,
        counts: COUNTS,
        readout: READOUT,
        ideal: idealDistribution(parseQasm(BELL)),
        fidelity: hellingerFidelity(
          mitigateReadout(parseQasm(BELL), COUNTS, READOUT),
          idealDistribution(parseQasm(BELL))
        ),
        raw: hellingerFidelity(COUNTS, idealDistribution(parseQasm(BELL)))
      },
      ...runs.map(({ c, res }) => ({
        clbits: c.numClbits,
        counts: res.counts,
        readout: res.readout as ReadoutError[],
        ideal: idealDistribution(c),
        fidelity: res.fidelity as number,
        raw: res.rawFidelity as number
      }))
    ];
    const out = runOracle<OracleOut[]>(
      join(process.cwd(), '__tests__', 'oracle', 'readout_mitigation.py'),
      cases.map(({ clbits, counts, readout, ideal }) => ({ clbits, counts, readout, ideal }))
    );
    expect(out).toHaveLength(cases.length);
    cases.forEach((c, i) => {
      expect(Math.abs(c.fidelity - out[i].mitigated)).toBeLessThan(1e-9);
      expect(Math.abs(c.raw - out[i].raw)).toBeLessThan(1e-9);
    });
    // the runs are noisy enough to matter: mitigation moves the number (the comparison is not of two equal values)
    for (const c of cases) expect(Math.abs(c.fidelity - c.raw)).toBeGreaterThan(1e-3);
  });
});
