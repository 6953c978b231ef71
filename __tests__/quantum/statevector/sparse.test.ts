import { describe, expect, test } from '@jest/globals';
import {
  Rng,
  countKey,
  parseQasm,
  sampleCounts,
  sampleIndices,
  simulateStatevector
} from '../../../src/quantum/index.js';
import { SPARSE_MAX, sampleSparse } from '../../../src/quantum/statevector/index.js';
import { SparseState } from '../../../src/quantum/statevector/sparse.js';
import { Shape, apply1, apply1c, applyPhase } from '../../../src/quantum/statevector/kernels.js';
import { apply2 } from '../../../src/quantum/statevector/kernels-2q.js';
import { ghzCircuit, sparseThenDense } from './pinned-circuits.js';
import { maxStateDiff } from '../../helpers/diff.js';

const q3 = (n: number, body: string) =>
  `OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[${n}] q;\nbit[${n}] c;\n${body}\nc = measure q;\n`;

/** Bitwise comparison of two states (a signed zero may differ: -0 === 0). */
function sameState(a: { re: Float64Array; im: Float64Array }, b: { re: Float64Array; im: Float64Array }): boolean {
  if (a.re.length !== b.re.length) return false;
  for (let i = 0; i < a.re.length; i++) if (a.re[i] !== b.re[i] || a.im[i] !== b.im[i]) return false;
  return true;
}

const maxDiff = maxStateDiff;

describe('sparse kernels use the dense kernels arithmetic', () => {
  const m = Float64Array.of(0.6, 0.1, -0.2, 0.7, 0.3, -0.4, 0.5, 0.2);
  const m4 = Float64Array.from({ length: 32 }, (_, j) => Math.sin(j + 1) / 2);
  /** A 4-qubit state with a few nonzero amplitudes, sparse and dense. */
  const start = () => {
    const sp = new SparseState();
    sp.apply1(1 << 1, m, 0, 0);
    sp.apply1(1 << 3, m, 1 << 1, 1 << 1);
    const re = new Float64Array(16),
      im = new Float64Array(16);
    sp.scatter(re, im);
    return { sp, re, im };
  };
  test('general 2×2, controlled 2×2 with a negative control, phase, 4×4: same numbers, bit for bit', () => {
    const { sp, re, im } = start();
    sp.apply1(1 << 0, m, 0, 0);
    apply1(re, im, 0, 4, 0, m, Shape.General);
    sp.apply1(1 << 2, m, (1 << 1) | (1 << 3), 1 << 3); // control q3 = 1, q1 = 0
    apply1c(re, im, 4, 2, m, Int32Array.of(1, 2, 3), 1 << 3, Shape.General);
    sp.phase(0.6, 0.8, (1 << 0) | (1 << 3), 1 << 0);
    applyPhase(re, im, 4, 0.6, 0.8, Int32Array.of(0, 3), 1 << 0);
    sp.apply2(1 << 3, 1 << 1, m4, 0, 0);
    apply2(re, im, 4, 3, 1, m4, Int32Array.of(1, 3), 0, 2);
    const re2 = new Float64Array(16),
      im2 = new Float64Array(16);
    sp.scatter(re2, im2);
    expect(sameState({ re: re2, im: im2 }, { re, im })).toBe(true);
  });
  test('the support width follows the stored indices', () => {
    const sp = new SparseState();
    expect(sp.orBits).toBe(0);
    sp.apply1(1 << 5, Float64Array.of(0, 0, 1, 0, 1, 0, 0, 0), 0, 0);
    expect(sp.orBits).toBe(1 << 5);
    expect(sp.size).toBe(2);
    // the |0> amplitude became an exact zero: kept in storage, dropped when sorted
    expect(Array.from(sp.sorted().idx)).toEqual([32]);
  });
});

describe('sparse start', () => {
  const circuits: [string, string][] = [
    ['ghz-14', ghzCircuit(14)],
    ['sparse-then-dense-12', sparseThenDense(12)],
    [
      'controls',
      q3(
        9,
        'x q[8]; h q[7]; ctrl(2) @ x q[8], q[7], q[0]; negctrl @ ry(0.4) q[6], q[1]; cswap q[0], q[8], q[2]; crz(0.3) q[2], q[7]; ctrl @ rxx(0.2) q[0], q[3], q[4]; gphase(0.3); cu(0.1, 0.2, 0.3, 0.4) q[7], q[5]; iswap q[5], q[6];'
      )
    ],
    [
      'wide-then-dense',
      q3(
        10,
        'x q[9]; h q[9]; h q[8]; h q[0]; h q[1]; h q[2]; h q[3]; h q[4]; h q[5]; h q[6]; h q[7]; cx q[0], q[1]; rx(0.3) q[2]; cz q[3], q[9]; ry(1.1) q[5];'
      )
    ]
  ];
  for (const [name, qasm] of circuits) {
    test(`${name}: the same state as the dense path (bit for bit when both apply the steps in order)`, () => {
      const c = parseQasm(qasm);
      // Without fusion both paths apply the compiled steps in order with the same arithmetic.
      expect(
        sameState(simulateStatevector(c, { fusion: false }), simulateStatevector(c, { fusion: false, sparse: false }))
      ).toBe(true);
      // With fusion the dense planner may reorder commuting steps (last-bit differences).
      expect(maxDiff(simulateStatevector(c), simulateStatevector(c, { sparse: false }))).toBeLessThan(1e-15);
      expect(sampleCounts(c, { shots: 3000, seed: 5 }).counts).toEqual(
        sampleCounts(c, { shots: 3000, seed: 5, sparse: false }).counts
      );
    });
  }
  test('sparse sampling draws exactly what dense sampling draws', () => {
    const c = parseQasm(sparseThenDense(10));
    const st = simulateStatevector(c, { sparse: false });
    const sp = new SparseState();
    sp.idx = [];
    sp.re = [];
    sp.im = [];
    sp.pos = new Map();
    // insert in a scrambled order: sampling must sort by index
    const order = Array.from(st.re.keys())
      .filter((i) => st.re[i] !== 0 || st.im[i] !== 0)
      .reverse();
    for (const i of order) {
      sp.pos.set(i, sp.idx.length);
      sp.idx.push(i);
      sp.re.push(st.re[i]);
      sp.im.push(st.im[i]);
    }
    expect([...sampleSparse(sp, 5000, new Rng(9))].sort((a, b) => a[0] - b[0])).toEqual(
      [...sampleIndices(st, 5000, new Rng(9))].sort((a, b) => a[0] - b[0])
    );
  });
  test('a GHZ state on 28 qubits is sampled without the 4 GiB dense state', () => {
    const r = sampleCounts(parseQasm(ghzCircuit(28)), { shots: 1000, seed: 1 });
    expect(Object.keys(r.counts)).toEqual(['0'.repeat(28), '1'.repeat(28)]);
    expect(r.counts['0'.repeat(28)] + r.counts['1'.repeat(28)]).toBe(1000);
    expect(Math.abs(r.counts['0'.repeat(28)] - 500)).toBeLessThan(80);
  });
  test(`a support past SPARSE_MAX (${SPARSE_MAX}) switches to the dense state`, () => {
    // 15 Hadamards on the high qubits of 20: 2^15 amplitudes spread over 2^20 indices.
    const body = Array.from({ length: 15 }, (_, k) => `h q[${19 - k}];`).join(' ') + ' rx(0.3) q[0]; cx q[19], q[1];';
    const c = parseQasm(q3(20, body));
    expect(
      sameState(simulateStatevector(c, { fusion: false }), simulateStatevector(c, { fusion: false, sparse: false }))
    ).toBe(true);
    expect(maxDiff(simulateStatevector(c), simulateStatevector(c, { sparse: false }))).toBeLessThan(1e-15);
  });
});

describe('count keys built from numbers', () => {
  const reference = (qasm: string, shots: number, seed: number, sparse: boolean) => {
    const c = parseQasm(qasm);
    const st = simulateStatevector(c, { sparse });
    const src = new Int32Array(c.numClbits).fill(-1);
    for (const op of c.ops) if (op.kind === 'measure' && op.clbit >= 0) src[op.clbit] = op.qubit;
    const m = new Map<string, number>();
    for (const [idx, cnt] of sampleIndices(st, shots, new Rng(seed))) {
      const key = countKey(c, (b) => (src[b] >= 0 ? Math.floor(idx / 2 ** src[b]) % 2 : 0));
      m.set(key, (m.get(key) ?? 0) + cnt);
    }
    return Object.fromEntries([...m.keys()].sort().map((k) => [k, m.get(k)]));
  };
  const cases: [string, string][] = [
    [
      'two registers, an unmeasured bit, a bit measured twice',
      `OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[5];\ncreg a[2];\ncreg b[3];\nh q[0]; h q[1]; ry(0.8) q[2]; cx q[2], q[3]; h q[4];\nmeasure q[0] -> b[2];\nmeasure q[1] -> a[0];\nmeasure q[3] -> b[0];\nmeasure q[4] -> b[0];\nmeasure q[2] -> a[1];\n`
    ],
    [
      'keys that look like integers',
      `OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[2];\ncreg c[2];\nh q[0]; h q[1];\nmeasure q -> c;\n`
    ],
    ['no classical bits', `OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[3];\nh q[0];\n`]
  ];
  for (const [name, qasm] of cases) {
    test(name, () => {
      const want = reference(qasm, 4000, 3, false);
      const got = sampleCounts(parseQasm(qasm), { shots: 4000, seed: 3 }).counts;
      expect(got).toEqual(want);
      expect(Object.keys(got)).toEqual(Object.keys(want));
    });
  }
});
