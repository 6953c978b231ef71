import { describe, expect, test } from '@jest/globals';
import { GATES, parseQasm } from '../../../../src/quantum/index.js';
import { getDevice } from '../../../../src/quantum/targets/devices/devices.js';
import { transpile } from '../../../../src/quantum/passes/transpile/transpile.js';
import { nativeMatrix, toNative } from '../../../../src/quantum/passes/transpile/native.js';
import { equalUpToPhase } from '../../../../src/quantum/passes/transpile/mat.js';
import { baseMatrix } from '../../../../src/quantum/circuit/gates.js';
import { mulberry, overlapWithLayout, randomQasm } from '../../noise/helpers.js';

const fez = getDevice('fez');
const NATIVE = new Set(['rz', 'sx', 'x', 'cz']);

const ADJ = new Set(fez.edges.map(([a, b]) => `${a},${b}`));
const DEAD = new Set(fez.deadEdges.map(([a, b]) => `${a},${b}`));

/**
 * Every gate is native, every cz on a live coupler of fez. The ops that break a rule are collected and compared with
 * [] in one expect (a circuit has thousands of ops; one expect per op cost ~1 s of CPU in expect's own set-up).
 */
function checkNative(t: ReturnType<typeof transpile>): void {
  const bad: string[] = [];
  for (const op of t.circuit.ops) {
    if (op.kind !== 'gate') continue;
    if (!NATIVE.has(op.name)) bad.push(`not native: ${op.name}`);
    if (op.name === 'cz') {
      const [a, b] = op.qubits.map((q) => t.physicalQubits[q]).sort((x, y) => x - y);
      if (!ADJ.has(`${a},${b}`)) bad.push(`cz on ${a},${b}: no coupler`);
      if (DEAD.has(`${a},${b}`)) bad.push(`cz on ${a},${b}: dead coupler`);
    }
  }
  expect(bad).toEqual([]);
}

describe('1-qubit synthesis to rz/sx/x', () => {
  test('random unitaries and special cases are reproduced up to phase', () => {
    const r = mulberry(3);
    const cases: number[][] = [
      baseMatrix('x', []),
      baseMatrix('h', []),
      baseMatrix('sx', []),
      baseMatrix('y', []),
      baseMatrix('t', []),
      baseMatrix('id', [])
    ];
    for (let i = 0; i < 200; i++) cases.push(baseMatrix('u', [r() * 7 - 3.5, r() * 7 - 3.5, r() * 7 - 3.5]));
    for (const m of cases) {
      const seq = toNative(m);
      expect(seq.length).toBeLessThanOrEqual(5);
      expect(equalUpToPhase(nativeMatrix(seq), m, 1e-8)).toBe(true);
    }
    expect(toNative(baseMatrix('rz', [0.3])).map((g) => g.name)).toEqual(['rz']);
    expect(toNative(baseMatrix('id', []))).toEqual([]);
  });
});

describe('transpiled circuits are equivalent to the original (statevector up to phase, final layout)', () => {
  for (const name of Object.keys(GATES)) {
    if (name === 'unitary') continue;
    const info = GATES[name];
    test(`gate ${name}`, () => {
      const n = Math.max(info.qubits, 1) + 1;
      const qs = Array.from({ length: info.qubits }, (_, i) => `q[${i}]`).join(', ');
      const ps = info.params ? `(${Array.from({ length: info.params }, (_, i) => 0.37 + 0.61 * i).join(', ')})` : '';
      // random-ish preparation so the check is not on |0…0>
      let prep = '';
      for (let q = 0; q < n; q++) prep += `u(${0.3 + q}, ${0.7 * q}, ${1.1 - q}) q[${q}];\n`;
      const src = `OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[${n}] q;\n${prep}${name === 'gphase' ? 'gphase(0.4);\nctrl @ gphase(0.9) q[0];' : `${name}${ps} ${qs};`}\n`;
      const c = parseQasm(src);
      const t = transpile(c, fez);
      checkNative(t);
      expect(overlapWithLayout(c, t.circuit, t.finalLayout)).toBeCloseTo(1, 8);
    });
  }
  test('modifiers: ctrl/negctrl/pow/inv and unitary', () => {
    const src =
      `OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[5] q;\nh q[0]; ry(0.4) q[1]; rx(1.2) q[2]; h q[3]; u(0.2,0.5,0.9) q[4];\n` +
      `ctrl @ negctrl @ h q[0], q[1], q[2];\nctrl(2) @ rzz(0.3) q[3], q[0], q[1], q[2];\npow(0.3) @ x q[4];\ninv @ ctrl @ s q[4], q[0];\nnegctrl(2) @ ctrl @ swap q[0], q[1], q[2], q[3], q[4];\nc4x q[0], q[1], q[2], q[3], q[4];\nc3sx q[4], q[3], q[2], q[1];\n`;
    const c = parseQasm(src);
    const t = transpile(c, fez);
    checkNative(t);
    expect(overlapWithLayout(c, t.circuit, t.finalLayout)).toBeCloseTo(1, 8);
  });
  for (let n = 2; n <= 8; n++) {
    test(`random circuit on ${n} qubits`, () => {
      for (let s = 0; s < 3; s++) {
        const c = parseQasm(randomQasm(n, 12 * n, 100 * n + s));
        const t = transpile(c, fez);
        checkNative(t);
        expect(t.circuit.numQubits).toBe(n);
        expect(overlapWithLayout(c, t.circuit, t.finalLayout)).toBeCloseTo(1, 7);
      }
    });
  }
});

describe('transpile report', () => {
  test('counts, layout on a connected region, measurements follow the layout', () => {
    const c = parseQasm(
      'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[6];\ncreg c[6];\nh q[0];\ncx q[0],q[5];\ncx q[5],q[2];\nccx q[0],q[1],q[3];\nmeasure q -> c;\n'
    );
    const t = transpile(c, fez);
    expect(t.sentTwoQubitGates).toBe(3);
    expect(t.twoQubitGates).toBeGreaterThanOrEqual(8);
    expect(t.physicalQubits.length).toBe(6); // q[4] is only measured, which still uses it
    expect(new Set(t.physicalQubits).size).toBe(6);
  });
  test('idle qubits are dropped, peephole cancels inverse pairs', () => {
    const c = parseQasm(
      'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[10];\ncreg c[2];\nh q[3];\ncx q[3],q[7];\ncx q[3],q[7];\nrz(0.2) q[7];\nrz(-0.2) q[7];\nh q[3];\nmeasure q[3] -> c[0];\nmeasure q[7] -> c[1];\n'
    );
    const t = transpile(c, fez);
    expect(t.circuit.numQubits).toBe(2);
    expect(t.twoQubitGates).toBe(0);
    expect(t.circuit.ops.filter((o) => o.kind === 'gate')).toEqual([]);
  });
});

describe('two-qubit cost of standard gates', () => {
  test.each([
    ['cx', 1],
    ['cz', 1],
    ['cy', 1],
    ['ch', 1],
    ['cp(0.3)', 2],
    ['swap', 3],
    ['rzz(0.4)', 2]
  ])('%s on adjacent qubits → %i cz', (g, n) => {
    const c = parseQasm(`OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[2];\n${g} q[0],q[1];\n`);
    expect(transpile(c, fez).twoQubitGates).toBe(n);
  });
});
