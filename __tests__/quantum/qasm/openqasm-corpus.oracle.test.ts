/**
 * benchgate's OpenQASM reader against the installed Qiskit (`qiskit.qasm2.loads`, `qiskit.qasm3.loads`) on the corpus
 * of __tests__/fixtures/openqasm-corpus/: the recorded verdicts are still Qiskit's, and both give the same statevector
 * for the small unitary programs both accept. The recorded verdicts themselves: openqasm-corpus.test.ts.
 */
import { expect, test } from '@jest/globals';
import { simulateStatevector } from '../../../src/quantum/index.js';
import { describeOracle, runOracle } from '../../helpers/python-oracle.js';
import { phaseDistance } from '../../helpers/statevector.js';
import { DIFFERENCES, ITEMS, QISKIT_WRONG, VERDICTS, read, type Verdict } from './openqasm-corpus.js';

const ORACLE = new URL('../../oracle/openqasm_corpus.py', import.meta.url).pathname;

describeOracle('the OpenQASM corpus against the installed Qiskit', () => {
  const refs = Object.entries(QISKIT_WRONG).map(([name, program]) => ({
    name: `reference:${name}`,
    version: 3,
    program
  }));
  const live = runOracle<
    Record<string, { qiskit: Verdict; error?: string; numQubits?: number; statevector?: [number, number][] | null }>
  >(ORACLE, { items: [...ITEMS, ...refs], maxQubits: 8 });

  test('the recorded verdicts are still Qiskit 2.6.1', () => {
    const recorded = Object.fromEntries(ITEMS.map((i) => [i.name, VERDICTS[i.name].qiskit]));
    const now = Object.fromEntries(ITEMS.map((i) => [i.name, live[i.name].qiskit]));
    expect(now).toEqual(recorded);
  });

  const unitary = ITEMS.filter((i) => live[i.name].statevector && !(i.name in DIFFERENCES));
  test('enough small unitary programs are compared', () => {
    expect(unitary.length).toBeGreaterThanOrEqual(50);
  });
  test.each(unitary.map((i) => [i.name, i] as const))(
    '%s: same statevector as Qiskit (1e-10, global phase)',
    (name, item) => {
      const { circuit } = read(item);
      if (!circuit) throw new Error(`${name}: benchgate refuses it`);
      expect(circuit.numQubits).toBe(live[name].numQubits);
      const state = simulateStatevector(circuit);
      if (name in QISKIT_WRONG) {
        // still wrong in Qiskit (else this entry must go), and benchgate equals the written-out program
        expect(phaseDistance(state, live[name].statevector!)).toBeGreaterThan(1e-3);
        expect(phaseDistance(state, live[`reference:${name}`].statevector!)).toBeLessThan(1e-10);
      } else expect(phaseDistance(state, live[name].statevector!)).toBeLessThan(1e-10);
    }
  );
});
