/**
 * benchgate's transpiler (layout, SABRE routing, basis translation to rz/sx/x/cz) against qiskit.quantum_info:
 * on random circuits from Qiskit's own random_circuit (1- to 3-qubit gates, OpenQASM 2 through benchgate's reader),
 * each transpiled circuit is Operator-equivalent (up to global phase) to the original placed on the initial layout
 * and followed by the routing permutation (transpile_equiv.py). docs/devices.md, "Which Qiskit route".
 */
import { beforeAll, expect, test } from '@jest/globals';
import { join } from 'node:path';
import { parseQasm } from '../../src/quantum/qasm/index.js';
import { getDevice } from '../../src/quantum/targets/devices/devices.js';
import { transpile } from '../../src/quantum/passes/transpile/transpile.js';
import { describeOracle, runOracle } from '../helpers/python-oracle.js';
import { REPO } from '../helpers/paths.js';

const SCRIPT = join(REPO, '__tests__/oracle/transpile_equiv.py');
const DEVICES = ['fez', 'torino', 'kingston'];
const SPECS = Array.from({ length: 15 }, (_, i) => ({
  id: `random ${i}`,
  qubits: 2 + (i % 5),
  depth: 4 + (i % 4) * 2,
  seed: 100 + i
}));

interface Check {
  id: string;
  equivalent: boolean;
  withoutPermutation: boolean;
}

describeOracle('transpiled circuits are Operator-equivalent to the originals (Qiskit 2.6 quantum_info)', () => {
  /** Cases where routing moved some logical qubit (finalLayout ≠ initialLayout). */
  const moved = new Set<string>();
  let checks: Check[];
  beforeAll(() => {
    const made = runOracle<{ id: string; qasm: string }[]>(SCRIPT, { make: SPECS });
    const check = made.map(({ id, qasm }, i) => {
      const device = DEVICES[i % DEVICES.length];
      const t = transpile(parseQasm(qasm), getDevice(device));
      if (t.finalLayout.some((q, l) => q !== t.initialLayout[l])) moved.add(id);
      return {
        id,
        spec: SPECS[i],
        numQubits: t.circuit.numQubits,
        initialLayout: t.initialLayout,
        finalLayout: t.finalLayout,
        ops: t.circuit.ops.flatMap((o) =>
          o.kind === 'gate' ? [{ name: o.name, params: o.params, qubits: o.qubits }] : []
        )
      };
    });
    checks = runOracle<Check[]>(SCRIPT, { check }, { timeoutMs: 600_000 });
  }, 900_000);

  test.each(SPECS.map((s) => s.id))('%s', (id) => {
    expect(checks.find((c) => c.id === id)).toMatchObject({ id, equivalent: true });
  });

  test('the set exercises routing, and the comparison sees a wrong layout (without the routing permutation: not equivalent)', () => {
    const routed = checks.filter((c) => moved.has(c.id));
    expect(routed.length).toBeGreaterThanOrEqual(3);
    expect(routed.filter((c) => c.withoutPermutation)).toEqual([]);
  });
});
