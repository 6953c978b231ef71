/**
 * benchgate's readout-mitigated Hellinger fidelity against an independent numpy/Qiskit computation
 * (__tests__/oracle/readout_mitigation.py): the example worked by hand (readout-mitigation.test.ts) and counts of real
 * fake-device runs, to 1e-9.
 */
import { expect, test } from '@jest/globals';
import { join } from 'node:path';
import { parseQasm, runOnTarget } from '../../../src/quantum/index.js';
import { hellingerFidelity, idealDistribution, mitigateReadout } from '../../../src/quantum/maths/fidelity.js';
import type { ReadoutError } from '../../../src/quantum/maths/fidelity.js';
import { describeOracle, runOracle } from '../../helpers/python-oracle.js';
import { BELL, COUNTS, READOUT } from './readout-example.js';

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
