/**
 * Every deliberate kernel variant of the statevector engine (a loop specialised for one gate shape, kept because
 * bench/kernels.bench.mjs shows it faster: docs/quantum.md, "Kernel variants and what keeps them") against the
 * generic kernel it would fold into, on random states and random matrices of its shape: the same amplitudes within
 * 1e-12 (the variants drop terms that are exactly zero, so only the sign of a zero can differ).
 */
import { describe, expect, test } from '@jest/globals';
import { applyFused, fusedKernel } from '../../../src/quantum/statevector/codegen.js';
import type { MicroOp } from '../../../src/quantum/statevector/codegen.js';
import { fusedProgram, programToJs } from '../../../src/quantum/statevector/fused-program.js';
import { Shape, apply1, apply1c, applyPhase, classify1, phaseN } from '../../../src/quantum/statevector/kernels.js';
import { Shape2, apply2, classify2 } from '../../../src/quantum/statevector/kernels-2q.js';
import { mulberry } from '../reference.js';
import { maxAbsDiff } from '../../helpers/diff.js';

const n = 5;
const N = 1 << n;
const TOL = 1e-12;
const rand = mulberry(36);
const r = (): number => 2 * rand() - 1;

type State = [Float64Array, Float64Array];
const randomState = (): State => [Float64Array.from({ length: N }, r), Float64Array.from({ length: N }, r)];
const copy = (s: State): State => [Float64Array.from(s[0]), Float64Array.from(s[1])];
const maxDiff = (a: State, b: State): number => Math.max(maxAbsDiff(a[0], b[0]), maxAbsDiff(a[1], b[1]));
/** Runs `own` and `generic` on copies of one random state; the states must agree within TOL. */
function same(
  own: (re: Float64Array, im: Float64Array) => void,
  generic: (re: Float64Array, im: Float64Array) => void
) {
  const s = randomState();
  const a = copy(s),
    b = copy(s);
  own(a[0], a[1]);
  generic(b[0], b[1]);
  expect(maxDiff(a, s)).toBeGreaterThan(0); // the kernel did something
  expect(maxDiff(a, b)).toBeLessThanOrEqual(TOL);
}

/** A random 2×2 (interleaved re, im of a, b, c, d) of each shape. */
const MATRIX1: [string, Shape, () => number[]][] = [
  ['Phase1', Shape.Phase1, () => [1, 0, 0, 0, 0, 0, r(), r()]],
  ['Diag', Shape.Diag, () => [r(), r(), 0, 0, 0, 0, r(), r()]],
  ['Anti', Shape.Anti, () => [0, 0, r(), r(), r(), r(), 0, 0]],
  ['Real', Shape.Real, () => [r(), 0, r(), 0, r(), 0, r(), 0]],
  ['RealImag', Shape.RealImag, () => [r(), 0, 0, r(), 0, r(), r(), 0]]
];
const X = [0, 0, 1, 0, 1, 0, 0, 0];
const sorted = (...q: number[]): Int32Array => Int32Array.from(q.sort((a, b) => a - b));
const bits = (...q: number[]): number => q.reduce((v, x) => v | (1 << x), 0);

describe('apply1 (kernels.ts): each shape against Shape.General', () => {
  test.each(MATRIX1)('%s, on every qubit, whole state and a block', (_, shape, make) => {
    const m = make();
    expect(classify1(m)).toBe(shape);
    for (let t = 0; t < n; t++) {
      same(
        (re, im) => apply1(re, im, 0, n, t, m, shape),
        (re, im) => apply1(re, im, 0, n, t, m, Shape.General)
      );
      if (t < n - 1)
        same(
          (re, im) => apply1(re, im, N / 2, n - 1, t, m, shape),
          (re, im) => apply1(re, im, N / 2, n - 1, t, m, Shape.General)
        );
    }
  });
});

describe('apply1c (kernels.ts): controlled variants against the general loop', () => {
  test('one control, swap (cx, also on a 0 control): c1Swap against c1General', () => {
    for (let t = 0; t < n; t++)
      for (const cv of [0, 1]) {
        const q = (t + 2) % n;
        same(
          (re, im) => apply1c(re, im, n, t, X, sorted(t, q), cv << q, Shape.Anti),
          (re, im) => apply1c(re, im, n, t, X, sorted(t, q), cv << q, Shape.General)
        );
      }
  });

  test.each([
    ['swap (ccx)', Shape.Anti, () => X],
    ['Phase1 (ccp)', Shape.Phase1, () => [1, 0, 0, 0, 0, 0, r(), r()]]
  ] as const)('two controls, %s: against the general bit-insertion loop', (_, shape, make) => {
    const m = make();
    for (let t = 0; t < n; t++) {
      const q1 = (t + 1) % n,
        q2 = (t + 3) % n;
      for (const cval of [bits(q1, q2), bits(q2), 0])
        same(
          (re, im) => apply1c(re, im, n, t, m, sorted(t, q1, q2), cval, shape),
          (re, im) => apply1c(re, im, n, t, m, sorted(t, q1, q2), cval, Shape.General)
        );
    }
  });
});

describe('applyPhase (kernels.ts): phase0, phase1, phase2 against phaseN', () => {
  test.each([0, 1, 2])('%i bits', (k) => {
    for (let t = 0; t < n; t++) {
      const qs = [t, (t + 2) % n].slice(0, k);
      for (const cval of [bits(...qs), qs.length ? bits(qs[0]) : 0]) {
        const pr = r(),
          pi = r();
        same(
          (re, im) => applyPhase(re, im, n, pr, pi, sorted(...qs), cval),
          (re, im) => phaseN(re, im, n, pr, pi, sorted(...qs), cval)
        );
      }
    }
  });
});

/** A 4×4 (interleaved) with the given (row, column) entries random (or 1 for a permutation). */
function m4(cells: [number, number][], one = false): Float64Array {
  const m = new Float64Array(32);
  for (const [row, col] of cells) {
    m[2 * (row * 4 + col)] = one ? 1 : r();
    m[2 * (row * 4 + col) + 1] = one ? 0 : r();
  }
  return m;
}
const MATRIX2: [string, Shape2, () => Float64Array][] = [
  [
    'Diag',
    Shape2.Diag,
    () =>
      m4([
        [0, 0],
        [1, 1],
        [2, 2],
        [3, 3]
      ])
  ],
  [
    'Perm (swap)',
    Shape2.Perm,
    () =>
      m4(
        [
          [0, 0],
          [1, 2],
          [2, 1],
          [3, 3]
        ],
        true
      )
  ],
  [
    'Perm (other)',
    Shape2.Perm,
    () =>
      m4(
        [
          [0, 3],
          [1, 0],
          [2, 1],
          [3, 2]
        ],
        true
      )
  ]
];

describe('apply2 (kernels-2q.ts): each shape against Shape2.General', () => {
  test.each(MATRIX2)('%s, uncontrolled and with one control', (_, shape, make) => {
    const m = make();
    expect(classify2(m)).toBe(shape);
    for (let t = 0; t < n; t++) {
      const u = (t + 1) % n,
        c = (t + 3) % n;
      same(
        (re, im) => apply2(re, im, n, t, u, m, sorted(t, u), 0, shape),
        (re, im) => apply2(re, im, n, t, u, m, sorted(t, u), 0, Shape2.General)
      );
      same(
        (re, im) => apply2(re, im, n, u, t, m, sorted(t, u, c), bits(c), shape),
        (re, im) => apply2(re, im, n, u, t, m, sorted(t, u, c), bits(c), Shape2.General)
      );
    }
  });
});

/** A group on local bits 0..2: one op of the case's shape between two general ops, and a controlled copy. */
function group(op: (shape: number) => MicroOp, shape: number, g: number[]): MicroOp[] {
  return [
    { op: 'm1', bit: 2, m: g, shape: Shape.General, cmask: 0, cval: 0 },
    op(shape),
    { op: 'm1', bit: 1, m: g, shape: Shape.General, cmask: 0, cval: 0 }
  ];
}
const OPS: [string, number, number, (shape: number) => MicroOp][] = [
  ...MATRIX1.map(([name, shape, make]): [string, number, number, (s: number) => MicroOp] => {
    const m = make();
    return [`m1 ${name}`, shape, Shape.General, (s) => ({ op: 'm1', bit: 0, m, shape: s as Shape, cmask: 2, cval: 2 })];
  }),
  ...MATRIX2.map(([name, shape, make]): [string, number, number, (s: number) => MicroOp] => {
    const m = make();
    return [
      `m2 ${name}`,
      shape,
      Shape2.General,
      (s) => ({ op: 'm2', b0: 2, b1: 0, m, shape: s as Shape2, cmask: 0, cval: 0 })
    ];
  })
];

describe('generated passes: each shape against the same op as General', () => {
  const QUBITS = [0, 2, 4];
  test.each(OPS)('codegen.ts fusedKernel, %s', (_, shape, general, op) => {
    const g = [r(), r(), r(), r(), r(), r(), r(), r()];
    const [own, gen] = [group(op, shape, g), group(op, general, g)].map((ops) => fusedKernel(3, ops));
    expect(own.src).not.toBe(gen.src);
    same(
      (re, im) => applyFused(re, im, n, own, QUBITS),
      (re, im) => applyFused(re, im, n, gen, QUBITS)
    );
  });

  test.each(OPS)('fused-program.ts fusedProgram, %s', (_, shape, general, op) => {
    const g = [r(), r(), r(), r(), r(), r(), r(), r()];
    const [own, gen] = [group(op, shape, g), group(op, general, g)].map((o) => programToJs(fusedProgram(3, o)));
    const offs = Array.from({ length: 8 }, (_, L) => QUBITS.reduce((s, q, j) => s + (((L >> j) & 1) << q), 0));
    const mask = bits(...QUBITS);
    const run = (f: typeof own) => (re: Float64Array, im: Float64Array) => {
      for (let i = 0; i < N; i++) if (!(i & mask)) f(re, im, i, offs);
    };
    same(run(own), run(gen));
  });
});
