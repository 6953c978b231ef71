import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseQasm } from '../../../../src/quantum/index.js';
import { getDevice } from '../../../../src/quantum/targets/devices/devices.js';
import { scaledFigures } from '../../../../src/quantum/targets/target.js';
import { transpile } from '../../../../src/quantum/passes/transpile/transpile.js';
import { baseMatrix } from '../../../../src/quantum/circuit/gates.js';
import { buildNoisyProgram } from '../../../../src/quantum/noise/model.js';
import type { NoisyOp, NoisyProgram } from '../../../../src/quantum/noise/model.js';
import { runDensity } from '../../../../src/quantum/methods/density-pauli/run.js';
import { runDensityComplex } from './oracle.js';
import { CZ_LABELS, runPauli } from '../../../../src/quantum/methods/density-pauli/simulate.js';
import { pairPass, pairRange } from '../../../../src/quantum/methods/density-pauli/pair-kernel.js';
import {
  digitZeroQubit,
  planPauli,
  ptmMul,
  ptmOf,
  swapQubits
} from '../../../../src/quantum/methods/density-pauli/plan.js';
import type { PairOp, Ptm } from '../../../../src/quantum/methods/density-pauli/plan.js';
import {
  REDUCE_CHUNK_DIGITS,
  REDUCE_ROWS_OFFSET,
  reduceChunks,
  reduceToZ,
  zToProbs
} from '../../../../src/quantum/methods/density-pauli/reduce.js';
import { THREAD_MIN_QUBITS, threadParts } from '../../../../src/quantum/methods/density-pauli/worker-pool.js';
import {
  JOB_WORDS,
  TILE_DIGITS,
  TILE_FIXED_DIGITS,
  scheduleTiles,
  wasmCoefficients,
  writeBatch
} from '../../../../src/quantum/methods/density-pauli/tiles.js';
import {
  RUN_MAX_DIGITS,
  WASM_COEF_OFFSET,
  WASM_SLOT_BYTES,
  kernelFor,
  pauliWasmBytes,
  pauliWasmInstance,
  scratchBytes,
  skew
} from '../../../../src/quantum/methods/density-pauli/wasm.js';
import { depolSuperop, relaxSuperop, resetSuperop, unitarySuperop } from '../../../../src/quantum/noise/superop.js';
import { DENSITY_SHOT_FACTOR, chooseMethod, runOnTarget } from '../../../../src/quantum/targets/run.js';
import { FIXTURES } from '../../../helpers/paths.js';
import { legacyFezTarget, mulberry, randomQasm } from '../../noise/helpers.js';
import { maxAbsDiff } from '../../../helpers/diff.js';

const fez = getDevice('fez');

function program(n: number, ops: NoisyOp[]): NoisyProgram {
  return {
    numQubits: n,
    numClbits: n,
    ops,
    readout: Array.from({ length: n }, () => ({ p10: 0, p01: 0 })),
    duration: 0,
    static: true,
    idle: true
  };
}

// ------------------------------------------------------------------------------------------------
// Independent reference: the full 2^n × 2^n density matrix, every channel by its Kraus operators.

type C = [number, number];
interface Dense {
  d: number;
  re: Float64Array;
  im: Float64Array;
}
const PAULI: number[][] = [
  [1, 0, 0, 0, 0, 0, 1, 0],
  [0, 0, 1, 0, 1, 0, 0, 0],
  [0, 0, 0, -1, 0, 1, 0, 0],
  [1, 0, 0, 0, 0, 0, -1, 0]
];

/** K ρ K† for a 2×2 interleaved K on qubit q. */
function conj1(r: Dense, K: ArrayLike<number>, q: number): Dense {
  const { d } = r,
    s = 1 << q;
  const out: Dense = { d, re: Float64Array.from(r.re), im: Float64Array.from(r.im) };
  const k = (i: number, j: number): C => [K[2 * (i * 2 + j)], K[2 * (i * 2 + j) + 1]];
  // left: rows
  for (let c = 0; c < d; c++)
    for (let r0 = 0; r0 < d; r0++)
      if (!(r0 & s)) {
        const r1 = r0 | s;
        const a: C = [out.re[r0 * d + c], out.im[r0 * d + c]],
          b: C = [out.re[r1 * d + c], out.im[r1 * d + c]];
        for (const [row, i] of [
          [r0, 0],
          [r1, 1]
        ] as const) {
          const [k0r, k0i] = k(i, 0),
            [k1r, k1i] = k(i, 1);
          out.re[row * d + c] = k0r * a[0] - k0i * a[1] + k1r * b[0] - k1i * b[1];
          out.im[row * d + c] = k0r * a[1] + k0i * a[0] + k1r * b[1] + k1i * b[0];
        }
      }
  // right: columns times K†, (ρK†)[r][j'] = Σ_j ρ[r][j] conj(K[j'][j])
  for (let row = 0; row < d; row++)
    for (let c0 = 0; c0 < d; c0++)
      if (!(c0 & s)) {
        const c1 = c0 | s;
        const a: C = [out.re[row * d + c0], out.im[row * d + c0]],
          b: C = [out.re[row * d + c1], out.im[row * d + c1]];
        for (const [col, i] of [
          [c0, 0],
          [c1, 1]
        ] as const) {
          const [k0r, k0i] = k(i, 0),
            [k1r, k1i] = k(i, 1);
          out.re[row * d + col] = a[0] * k0r + a[1] * k0i + b[0] * k1r + b[1] * k1i;
          out.im[row * d + col] = a[1] * k0r - a[0] * k0i + b[1] * k1r - b[0] * k1i;
        }
      }
  return out;
}
function mix(terms: [number, Dense][]): Dense {
  const d = terms[0][1].d,
    out: Dense = { d, re: new Float64Array(d * d), im: new Float64Array(d * d) };
  for (const [w, r] of terms)
    for (let i = 0; i < d * d; i++) {
      out.re[i] += w * r.re[i];
      out.im[i] += w * r.im[i];
    }
  return out;
}
function denseRun(prog: NoisyProgram): Float64Array {
  const d = 1 << prog.numQubits;
  let r: Dense = { d, re: new Float64Array(d * d), im: new Float64Array(d * d) };
  r.re[0] = 1;
  const ops = prog.ops;
  for (const op of ops) {
    switch (op.k) {
      case 'u':
        r = conj1(r, op.m, op.q);
        break;
      case 'relax': {
        const a = mix([
          [1, conj1(r, [1, 0, 0, 0, 0, 0, Math.sqrt(1 - op.gamma), 0], op.q)],
          [1, conj1(r, [0, 0, Math.sqrt(op.gamma), 0, 0, 0, 0, 0], op.q)]
        ]);
        r = mix([
          [1 - op.pz, a],
          [op.pz, conj1(a, PAULI[3], op.q)]
        ]);
        break;
      }
      case 'reset':
        r = mix([
          [1, conj1(r, [1, 0, 0, 0, 0, 0, 0, 0], op.q)],
          [1, conj1(r, [0, 0, 1, 0, 0, 0, 0, 0], op.q)]
        ]);
        break;
      case 'depol':
        if (op.qs.length === 1)
          r = mix([
            [1 - (3 * op.p) / 4, r],
            ...[1, 2, 3].map((i) => [op.p / 4, conj1(r, PAULI[i], op.qs[0])] as [number, Dense])
          ]);
        else {
          const terms: [number, Dense][] = [[1 - (15 * op.p) / 16, r]];
          for (let i = 0; i < 4; i++)
            for (let j = 0; j < 4; j++)
              if (i || j) terms.push([op.p / 16, conj1(conj1(r, PAULI[i], op.qs[0]), PAULI[j], op.qs[1])]);
          r = mix(terms);
        }
        break;
      case 'cz': {
        const m = (1 << op.a) | (1 << op.b);
        for (let i = 0; i < d; i++)
          for (let j = 0; j < d; j++) {
            if (((i & m) === m) !== ((j & m) === m)) {
              r.re[i * d + j] = -r.re[i * d + j];
              r.im[i * d + j] = -r.im[i * d + j];
            }
          }
        break;
      }
      case 'measure':
        break;
    }
  }
  return Float64Array.from({ length: d }, (_, i) => r.re[i * d + i]);
}

// ------------------------------------------------------------------------------------------------

/** A random static program with every kind of operation and large error probabilities. */
function randomProgram(n: number, len: number, seed: number): NoisyProgram {
  const rnd = mulberry(seed);
  const ops: NoisyOp[] = [];
  const q = () => Math.floor(rnd() * n);
  const pair = () => {
    const a = q();
    let b = Math.floor(rnd() * (n - 1));
    if (b >= a) b++;
    return [a, b];
  };
  for (let i = 0; i < len; i++) {
    const x = rnd();
    if (x < 0.3) ops.push({ k: 'u', q: q(), m: baseMatrix('u', [rnd() * 6, rnd() * 6, rnd() * 6]) });
    else if (x < 0.45) ops.push({ k: 'relax', q: q(), gamma: rnd() * 0.5, pz: rnd() * 0.3 });
    else if (x < 0.55) ops.push({ k: 'depol', qs: [q()], p: rnd() * 0.5 });
    else if (x < 0.6) ops.push({ k: 'reset', q: q() });
    else if (n >= 2 && x < 0.85) {
      const [a, b] = pair();
      ops.push({ k: 'cz', a, b });
      if (rnd() < 0.6) ops.push({ k: 'depol', qs: rnd() < 0.5 ? [a, b] : [b, a], p: rnd() * 0.5 });
    } else if (n >= 2) ops.push({ k: 'depol', qs: pair(), p: rnd() * 0.5 });
  }
  for (let i = 0; i < n; i++) ops.push({ k: 'measure', q: i, clbit: i, terminal: true });
  return program(n, ops);
}

const maxDiff = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  expect(a.length).toBe(b.length);
  return maxAbsDiff(a, b);
};

/** Matrix of a 2-qubit Pauli label (index P_a + 4·P_b; basis index bit 0 = a, bit 1 = b). */
function pauli2(label: number): C[][] {
  const A = PAULI[label & 3],
    B = PAULI[label >> 2];
  const m: C[][] = [];
  for (let r = 0; r < 4; r++) {
    m.push([]);
    for (let c = 0; c < 4; c++) {
      const a: C = [A[2 * ((r & 1) * 2 + (c & 1))], A[2 * ((r & 1) * 2 + (c & 1)) + 1]];
      const b: C = [B[2 * ((r >> 1) * 2 + (c >> 1))], B[2 * ((r >> 1) * 2 + (c >> 1)) + 1]];
      m[r].push([a[0] * b[0] - a[1] * b[1], a[0] * b[1] + a[1] * b[0]]);
    }
  }
  return m;
}

describe('Pauli-basis simulator: building blocks', () => {
  test('CZ_LABELS is CZ·(P_a ⊗ P_b)·CZ, label by label with its sign', () => {
    const cz = [1, 1, 1, -1];
    for (let l = 0; l < 16; l++) {
      const m = pauli2(l);
      const [to, sign] = CZ_LABELS[l];
      const t = pauli2(to);
      for (let r = 0; r < 4; r++)
        for (let c = 0; c < 4; c++) {
          expect(m[r][c][0] * cz[r] * cz[c]).toBeCloseTo(sign * t[r][c][0], 15);
          expect(m[r][c][1] * cz[r] * cz[c]).toBeCloseTo(sign * t[r][c][1], 15);
        }
    }
  });
  test('PTMs of the model channels are trace-preserving (row 0 exactly 1, 0, 0, 0) and compose', () => {
    const u = baseMatrix('u', [0.3, 1.1, -0.4]);
    for (const S of [unitarySuperop(u), relaxSuperop(0.2, 0.1), depolSuperop(0.3), resetSuperop()]) {
      expect(Array.from(ptmOf(S).subarray(0, 4))).toEqual([1, 0, 0, 0]);
    }
    // reset: c'_Z = c_I, everything else 0
    expect(Array.from(ptmOf(resetSuperop()), (x) => x + 0)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0]);
    const R = ptmMul(ptmOf(relaxSuperop(0.2, 0.1)), ptmOf(unitarySuperop(u)));
    const viaSuper = ptmOf(mulSuper(relaxSuperop(0.2, 0.1), unitarySuperop(u)));
    expect(maxDiff(R, viaSuper)).toBeLessThan(1e-15);
  });
  test('pairPass equals the dense Kraus reference on every qubit pair of 3 qubits, with and without cz', () => {
    const rnd = mulberry(11);
    for (let a = 0; a < 3; a++)
      for (let b = 0; b < 3; b++) {
        if (a === b) continue;
        for (const cz of [true, false]) {
          const ua = baseMatrix('u', [rnd() * 6, rnd() * 6, rnd() * 6]),
            ub = baseMatrix('u', [rnd() * 6, rnd() * 6, rnd() * 6]);
          const g = rnd() * 0.4,
            pz = rnd() * 0.2,
            p = rnd() * 0.5;
          // a prefix that makes a generic state, then the pair step
          const prefix: NoisyOp[] = [0, 1, 2].map(
            (q) => ({ k: 'u', q, m: baseMatrix('u', [rnd() * 6, rnd() * 6, rnd() * 6]) }) as NoisyOp
          );
          prefix.push({ k: 'cz', a: 0, b: 1 }, { k: 'cz', a: 1, b: 2 }, { k: 'u', q: 0, m: baseMatrix('h', []) });
          const step: NoisyOp[] = [
            { k: 'u', q: a, m: ua },
            { k: 'relax', q: a, gamma: g, pz },
            { k: 'u', q: b, m: ub }
          ];
          if (cz) step.push({ k: 'cz', a, b });
          step.push({ k: 'depol', qs: [a, b], p });
          const ref = denseRun(program(3, [...prefix, ...step]));
          const got = runPauli(program(3, [...prefix, ...step])).probs;
          expect(maxDiff(got, ref)).toBeLessThan(1e-12);
        }
      }
  });
  test('pairPass with identity PTMs permutes the labels of its pair as CZ_LABELS says, on every digit pair of 3 qubits', () => {
    const I = ptmOf(unitarySuperop([1, 0, 0, 0, 0, 0, 1, 0]));
    const rnd = mulberry(3);
    for (let a = 0; a < 3; a++)
      for (let b = 0; b < 3; b++) {
        if (a === b) continue;
        const c = Float64Array.from({ length: 64 }, () => rnd() - 0.5);
        const out = Float64Array.from(c);
        pairPass(out, 3, a, b, I, I, 0.25, true);
        for (let i = 0; i < 64; i++) {
          const pa = (i >> (2 * a)) & 3,
            pb = (i >> (2 * b)) & 3;
          const [to, sign] = CZ_LABELS[pa + 4 * pb];
          const j = i - (pa << (2 * a)) - (pb << (2 * b)) + ((to & 3) << (2 * a)) + ((to >> 2) << (2 * b));
          expect(out[j]).toBeCloseTo(sign * c[i] * (pa || pb ? 0.75 : 1), 15);
        }
      }
  });
  test('reduceToZ + zToProbs: the distribution of a product state', () => {
    // qubit 0 rotated by ry(θ): p(1) = sin²(θ/2); qubit 1 untouched
    const th = 0.8;
    const c = new Float64Array(16);
    // |0⟩⟨0| ⊗ |0⟩⟨0|: labels II, ZI, IZ, ZZ
    for (const i of [0, 3, 12, 15]) c[i] = 1;
    const R: Ptm = ptmOf(unitarySuperop(baseMatrix('ry', [th])));
    const probs = zToProbs(reduceToZ(c, 2, [R, undefined]), 2);
    const p1 = Math.sin(th / 2) ** 2;
    expect(maxDiff(probs, [1 - p1, p1, 0, 0])).toBeLessThan(1e-15);
  });
  test(`reduceToZ at ${REDUCE_CHUNK_DIGITS + 1} qubits (chunks of 4^${REDUCE_CHUNK_DIGITS}, then the packed top digits) equals the direct sum over the Pauli labels`, () => {
    const rnd = mulberry(12);
    for (const k of [REDUCE_CHUNK_DIGITS + 1]) {
      const c = Float64Array.from({ length: 4 ** k }, () => rnd() - 0.5);
      const list = Array.from({ length: k }, (_, q) =>
        q % 3 === 1
          ? undefined
          : ptmMul(
              ptmOf(relaxSuperop(rnd() * 0.3, rnd() * 0.1)),
              ptmOf(unitarySuperop(baseMatrix('u', [rnd() * 6, rnd() * 6, rnd() * 6])))
            )
      );
      // v[S] = Σ_P c_P Π_q (S_q ? R_q[3][P_q] : [P_q = I]), summed over the labels with I outside S
      const want = new Float64Array(2 ** k);
      for (let S = 0; S < 2 ** k; S++) {
        const qs = Array.from({ length: k }, (_, q) => q).filter((q) => (S >> q) & 1);
        for (let j = 0; j < 4 ** qs.length; j++) {
          let idx = 0,
            w = 1;
          for (let t = 0; t < qs.length && w !== 0; t++) {
            const d = (j >> (2 * t)) & 3,
              R = list[qs[t]];
            idx += d * 4 ** qs[t];
            w *= R ? R[12 + d] : d === 3 ? 1 : 0;
          }
          want[S] += w * c[idx];
        }
      }
      expect(maxDiff(reduceToZ(Float64Array.from(c), k, list), want)).toBeLessThan(1e-12);
      // threads run the chunks (any order of chunks): the same bits
      const copy = Float64Array.from(c);
      const viaShared = reduceToZ(copy, k, list, (m, rows) => {
        const n = 4 ** (k - m);
        let t = n;
        reduceChunks(copy, k, m, rows, () => (t > 0 ? --t : n));
        return true;
      });
      expect(Array.from(viaShared)).toEqual(Array.from(reduceToZ(Float64Array.from(c), k, list)));
    }
  });
  test('reduceToZ with the SIMD reduction (src/quantum/methods/density-pauli/wasm.ts reduce) gives the bits of the JavaScript reduction, also chunks on threads', () => {
    const rnd = mulberry(21);
    // 3: one chunk of 4^3 (L = 1 steps included); 9: chunks of 4^8, then the packed top digit (unit 2^8)
    for (const k of [3, REDUCE_CHUNK_DIGITS + 1]) {
      const w = pauliWasmInstance(k);
      expect(w).toBeDefined();
      if (!w) continue;
      const c = new Float64Array(w.mem.buffer, WASM_COEF_OFFSET, 4 ** k);
      const src = Float64Array.from({ length: 4 ** k }, () => rnd() - 0.5);
      const list = Array.from({ length: k }, (_, q) =>
        q % 4 === 2
          ? undefined
          : ptmMul(
              ptmOf(relaxSuperop(rnd() * 0.3, rnd() * 0.1)),
              ptmOf(unitarySuperop(baseMatrix('u', [rnd() * 6, rnd() * 6, rnd() * 6])))
            )
      );
      const want = Array.from(reduceToZ(Float64Array.from(src), k, list));
      const fast = { reduce: w.reduce, base: WASM_COEF_OFFSET, rows: REDUCE_ROWS_OFFSET };
      c.set(src);
      expect(Array.from(reduceToZ(c, k, list, undefined, fast))).toEqual(want);
      // chunks in reverse order, as threads may take them
      c.set(src);
      const viaShared = reduceToZ(
        c,
        k,
        list,
        (m) => {
          const n = 4 ** (k - m);
          let t = n;
          reduceChunks(c, k, m, [], () => (t > 0 ? --t : n), 1, fast);
          return true;
        },
        fast
      );
      expect(Array.from(viaShared)).toEqual(want);
      // the kernel really ran: a wrong row in the memory changes the result
      c.set(src);
      const broken = reduceToZ(
        c,
        k,
        list,
        (m) => {
          new Float64Array(w.mem.buffer, REDUCE_ROWS_OFFSET, 4).fill(0.5);
          let t = 0;
          reduceChunks(c, k, m, [], () => t++, 1, fast);
          return true;
        },
        fast
      );
      expect(Array.from(broken)).not.toEqual(want);
    }
  });
  test('planPauli: one pass per cz (its depolarising error folded in) and per lone 2-qubit error; cz on fresh |00⟩ skipped', () => {
    const ops: NoisyOp[] = [
      { k: 'cz', a: 0, b: 1 },
      { k: 'relax', q: 0, gamma: 0.1, pz: 0 },
      { k: 'u', q: 0, m: baseMatrix('h', []) },
      { k: 'cz', a: 0, b: 1 },
      { k: 'depol', qs: [1, 0], p: 0.1 },
      { k: 'depol', qs: [0, 1], p: 0.2 },
      { k: 'u', q: 1, m: baseMatrix('x', []) }
    ];
    const plan = planPauli(program(2, ops));
    expect(plan.pairs.map((o) => [o.a, o.b, o.p, o.cz])).toEqual([
      [0, 1, 0.1, true],
      [0, 1, 0.2, false]
    ]);
    expect(plan.final[0]).toBeUndefined();
    expect(plan.final[1]).toBeDefined();
  });
});

/** Superoperator product a·b (complex 4×4 interleaved), for the composition test. */
function mulSuper(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(32);
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 4; c++)
      for (let k = 0; k < 4; k++) {
        const ar = a[2 * (r * 4 + k)],
          ai = a[2 * (r * 4 + k) + 1],
          br = b[2 * (k * 4 + c)],
          bi = b[2 * (k * 4 + c) + 1];
        out[2 * (r * 4 + c)] += ar * br - ai * bi;
        out[2 * (r * 4 + c) + 1] += ar * bi + ai * br;
      }
  return out;
}

describe('Pauli-basis simulator against the complex density matrix and the dense Kraus reference', () => {
  test('random programs with every operation kind (u, relax, 1- and 2-qubit depolarising, reset, cz), 1–4 qubits: agree to 1e-12 with both', () => {
    for (let n = 1; n <= 4; n++)
      for (let s = 0; s < 6; s++) {
        const prog = randomProgram(n, 40, 100 * n + s);
        const got = runPauli(prog).probs;
        expect(maxDiff(got, denseRun(prog))).toBeLessThan(1e-12);
        expect(maxDiff(got, runDensityComplex(prog).probs)).toBeLessThan(1e-12);
        expect(got.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 12);
      }
  });
  test('random programs of 5 and 6 qubits agree with the complex density matrix to 1e-12', () => {
    for (const n of [5, 6])
      for (let s = 0; s < 3; s++) {
        const prog = randomProgram(n, 80, 7 * n + s);
        expect(maxDiff(runPauli(prog).probs, runDensityComplex(prog).probs)).toBeLessThan(1e-12);
      }
  });
  test('random transpiled circuits (fake:fez, 20× the device error rates) of 1–6 qubits agree with the complex density matrix to 1e-12', () => {
    for (let n = 1; n <= 6; n++) {
      const c = parseQasm(randomQasm(n, 12 + 4 * n, 500 + n, true));
      const sc = scaledFigures(fez.figures, 20);
      const t = transpile(c, fez);
      const prog = buildNoisyProgram(t.circuit, sc, () => ({
        t1: sc.t1,
        t2: sc.t2,
        readoutP10: sc.readoutP10,
        readoutP01: sc.readoutP01,
        sxError: sc.sxError
      }));
      expect(prog.ops.some((o) => o.k === 'relax')).toBe(true);
      const got = runDensity(prog).probs;
      expect(maxDiff(got, runDensityComplex(prog).probs)).toBeLessThan(1e-12);
      if (prog.numQubits <= 4) expect(maxDiff(got, denseRun(prog))).toBeLessThan(1e-12);
    }
  });
  test('runDensity is the Pauli-basis simulator; a non-static program is refused', () => {
    const prog = randomProgram(3, 30, 9);
    expect(Array.from(runDensity(prog).probs)).toEqual(Array.from(runPauli(prog).probs));
    expect(() => runPauli({ ...prog, static: false })).toThrow(/static/);
    expect(() => runPauli(program(13, []))).toThrow(/12 qubits/);
  });
});

describe('counts unchanged', () => {
  const fx = JSON.parse(readFileSync(join(FIXTURES, 'quantum-noise', 'pauli-base-counts.json'), 'utf8')) as {
    cases: Record<string, { qasm: string; counts: Record<string, number> }>;
  };
  test.each(Object.keys(fx.cases))(
    '%s on fake:fez@4, 10,000 shots, seed 7: the same counts as the previous (complex) density matrix',
    (name) => {
      const { qasm, counts } = fx.cases[name];
      const r = runOnTarget(parseQasm(qasm), { target: legacyFezTarget(4), shots: 10000, seed: 7 });
      expect(r.method).toBe('density-matrix');
      expect(r.counts).toEqual(counts);
    }
  );
});

describe('Pauli-basis simulator: SIMD kernel, qubit relabelling, threads', () => {
  const same = (a: Float64Array, b: Float64Array) => a.length === b.length && a.every((x, i) => Object.is(x, b[i]));
  test('the WebAssembly module validates and its kernels are bit-identical to pairPass on every pair (4 qubits, with and without cz; pairs on qubit 0 use the strided-lane kernels)', () => {
    // The project's lib has no WebAssembly declarations (see src/quantum/methods/density-pauli/wasm.ts).
    const wa = (globalThis as unknown as { WebAssembly: { validate(b: Uint8Array): boolean } }).WebAssembly;
    expect(wa.validate(pauliWasmBytes())).toBe(true);
    const k = 4,
      N = 4 ** k;
    const w = pauliWasmInstance(k);
    expect(w).toBeDefined();
    if (!w) return;
    const c = new Float64Array(w.mem.buffer, WASM_COEF_OFFSET, N);
    const coef = new Float64Array(w.mem.buffer, 0, 36);
    const rnd = mulberry(21);
    for (let a = 0; a < k; a++)
      for (let b = 0; b < k; b++) {
        if (a === b) continue;
        for (const cz of [true, false]) {
          const Ra = ptmMul(
            ptmOf(relaxSuperop(rnd() * 0.3, rnd() * 0.1)),
            ptmOf(unitarySuperop(baseMatrix('u', [rnd() * 6, rnd() * 6, rnd() * 6])))
          );
          const Rb = ptmOf(unitarySuperop(baseMatrix('u', [rnd() * 6, rnd() * 6, rnd() * 6])));
          const op = { a, b, Ra, Rb, p: rnd() * 0.3, cz };
          for (let i = 0; i < N; i++) c[i] = rnd() - 0.5;
          const ref = Float64Array.from(c);
          pairPass(ref, k, a, b, Ra, Rb, op.p, cz);
          wasmCoefficients(coef, op);
          const sa = 4 ** a,
            sb = 4 ** b;
          kernelFor(w, a, b)(WASM_COEF_OFFSET, 0, 8 * sa, 8 * sb, (3 * sa) | (3 * sb), 0, N, cz ? 1 : 0);
          expect(same(Float64Array.from(c), ref)).toBe(true);
        }
      }
  });
  test("skew: the plain layout below index 1024, linear in every digit, and a group's 16 members spread over the cache sets", () => {
    expect(Array.from({ length: 1024 }, (_, i) => skew(i))).toEqual(Array.from({ length: 1024 }, (_, i) => 8 * i));
    expect(skew(1024)).toBe(8 * 1024 + 64);
    expect(skew(4 ** 8)).toBe(8 * 4 ** 8 + 64 * (64 + 1));
    expect(skew(4 ** 10 - 1)).toBe(8 * (4 ** 10 - 1) + 64 * (1023 + 15));
    expect(scratchBytes(4 ** 10)).toBe(Math.ceil((skew(4 ** 10 - 1) + 8) / 65536) * 65536);
    // linear: digits never carry, so a member's offset is the sum of its digits' offsets
    const rnd = mulberry(5);
    for (let t = 0; t < 200; t++) {
      const digits = Array.from({ length: 11 }, () => Math.floor(rnd() * 4));
      const i = digits.reduce((acc, v, d) => acc + v * 4 ** d, 0);
      expect(skew(i)).toBe(digits.reduce((acc, v, d) => acc + skew(v * 4 ** d), 0));
    }
    // the 16 members of a group on any two digits of a 10-digit tile: at most 4 distinct cache
    // lines share a set of a 64-set L1 (8 ways) and 2 a set of a 2048-set L2; the plain layout
    // puts all 16 of a group on digits 8 and 9 in one set
    const worst = (offset: (i: number) => number, a: number, b: number, sets: number): number => {
      const bySet = new Map<number, Set<number>>();
      for (let da = 0; da < 4; da++)
        for (let db = 0; db < 4; db++) {
          const line = Math.floor(offset(da * 4 ** a + db * 4 ** b) / 64);
          const set = bySet.get(line % sets) ?? new Set<number>();
          set.add(line);
          bySet.set(line % sets, set);
        }
      return Math.max(...[...bySet.values()].map((x) => x.size));
    };
    for (let a = 0; a < 10; a++)
      for (let b = a + 1; b < 10; b++) {
        expect(worst(skew, a, b, 64)).toBeLessThanOrEqual(4);
        expect(worst(skew, a, b, 2048)).toBeLessThanOrEqual(2);
      }
    expect(worst((i) => 8 * i, 8, 9, 64)).toBe(16);
  });
  test('the kernels on a skewed scratch (6 qubits: indices past 1024) are bit-identical to pairPass on the plain layout, every pair', () => {
    const k = 6,
      N = 4 ** k;
    const w = pauliWasmInstance(k);
    expect(w).toBeDefined();
    if (!w) return;
    const [at] = w.scratch;
    const mem = new Float64Array(w.mem.buffer);
    const coef = new Float64Array(w.mem.buffer, 0, 36);
    const rnd = mulberry(33);
    for (let a = 0; a < k; a++)
      for (let b = 0; b < k; b++) {
        if (a === b) continue;
        const cz = (a + b) % 2 === 0;
        const Ra = ptmMul(
          ptmOf(relaxSuperop(rnd() * 0.3, rnd() * 0.1)),
          ptmOf(unitarySuperop(baseMatrix('u', [rnd() * 6, rnd() * 6, rnd() * 6])))
        );
        const Rb = ptmOf(unitarySuperop(baseMatrix('u', [rnd() * 6, rnd() * 6, rnd() * 6])));
        const op = { a, b, Ra, Rb, p: rnd() * 0.3, cz };
        const ref = Float64Array.from({ length: N }, () => rnd() - 0.5);
        for (let i = 0; i < N; i++) mem[(at + skew(i)) / 8] = ref[i];
        pairPass(ref, k, a, b, Ra, Rb, op.p, cz);
        wasmCoefficients(coef, op);
        const sa = 4 ** a,
          sb = 4 ** b;
        kernelFor(w, a, b)(at, 0, skew(sa), skew(sb), (3 * sa) | (3 * sb), 0, N, cz ? 1 : 0);
        expect(
          same(
            Float64Array.from({ length: N }, (_, i) => mem[(at + skew(i)) / 8]),
            ref
          )
        ).toBe(true);
      }
  });
  test('with and without the SIMD kernel: bit-identical distributions (random programs, 3–6 qubits)', () => {
    for (let n = 3; n <= 6; n++) {
      const prog = randomProgram(n, 60, 900 + n);
      expect(same(runPauli(prog, { wasm: true }).probs, runPauli(prog, { wasm: false }).probs)).toBe(true);
    }
  });
  test('digit 0 goes to the qubit in the fewest pair passes; swapping two qubits relabels the plan', () => {
    const ops: NoisyOp[] = [
      { k: 'u', q: 0, m: baseMatrix('h', []) },
      { k: 'u', q: 1, m: baseMatrix('h', []) },
      { k: 'u', q: 2, m: baseMatrix('h', []) },
      { k: 'cz', a: 0, b: 1 },
      { k: 'cz', a: 0, b: 2 },
      { k: 'cz', a: 1, b: 0 },
      { k: 'u', q: 2, m: baseMatrix('x', []) }
    ];
    const plan = planPauli(program(3, ops));
    expect(digitZeroQubit(plan)).toBe(2);
    const sw = swapQubits(plan, 2);
    expect(sw.pairs.map((o) => [o.a, o.b])).toEqual([
      [2, 1],
      [2, 0],
      [1, 2]
    ]);
    expect(sw.final[0]).toBe(plan.final[2]);
    // the distribution comes back in the original qubit order
    const prog = program(3, ops);
    expect(maxDiff(runPauli(prog, { wasm: true }).probs, denseRun(prog))).toBeLessThan(1e-12);
  });
  test('pairRange splits the groups of a pass into equal parts along a digit outside the pair', () => {
    expect(pairRange(12, 10, 11, 0, 1)).toEqual([0, 4 ** 12]);
    expect(pairRange(12, 10, 11, 1, 2)).toEqual([2 * 4 ** 9, 4 * 4 ** 9]);
    expect(pairRange(12, 3, 4, 3, 4)).toEqual([3 * 4 ** 11, 4 * 4 ** 11]);
    // every group is done exactly once across the parts, JS kernel with ranges = the whole pass
    const k = 5,
      N = 4 ** k,
      rnd = mulberry(8);
    const R = ptmOf(unitarySuperop(baseMatrix('u', [0.3, 0.2, 0.1])));
    for (const [a, b] of [
      [3, 4],
      [0, 4],
      [1, 2]
    ]) {
      const c = Float64Array.from({ length: N }, () => rnd());
      const whole = Float64Array.from(c);
      pairPass(whole, k, a, b, R, R, 0.1, true);
      for (let part = 0; part < 4; part++) {
        const [s, e] = pairRange(k, a, b, part, 4);
        pairPass(c, k, a, b, R, R, 0.1, true, s, e);
      }
      expect(same(c, whole)).toBe(true);
    }
  });
  test('threadParts: explicit count, else BENCHGATE_NOISE_THREADS, rounded down to 1, 2 or 4', () => {
    expect([threadParts(1), threadParts(2), threadParts(3), threadParts(4), threadParts(16)]).toEqual([1, 2, 2, 4, 4]);
    const old = process.env['BENCHGATE_NOISE_THREADS'];
    process.env['BENCHGATE_NOISE_THREADS'] = '1';
    try {
      expect(threadParts()).toBe(1);
    } finally {
      if (old === undefined) delete process.env['BENCHGATE_NOISE_THREADS'];
      else process.env['BENCHGATE_NOISE_THREADS'] = old;
    }
  });
  test(`worker threads (from ${THREAD_MIN_QUBITS} qubits): 2 and 4 parts give the same bits as one thread, with and without SIMD`, () => {
    const prog = randomProgram(THREAD_MIN_QUBITS, 14, 4242);
    const one = runPauli(prog, { threads: 1, wasm: false }).probs;
    for (const wasm of [false, true])
      for (const threads of [2, 4]) {
        const r = runPauli(prog, { threads, wasm });
        expect(r.threads).toBe(threads); // the workers really ran their parts
        expect(same(r.probs, one)).toBe(true);
      }
  });
});

describe('Pauli-basis simulator: tile batches (one memory sweep for many passes)', () => {
  const same = (a: Float64Array, b: Float64Array) => a.length === b.length && a.every((x, i) => Object.is(x, b[i]));
  const I = ptmOf(unitarySuperop(baseMatrix('id', [])));
  const op = (a: number, b: number): PairOp => ({ a, b, Ra: I, Rb: I, p: 0, cz: true });
  test('scheduleTiles: greedy in plan order, a pass waits behind a skipped pass on a shared digit, tiles always hold digits 0–2', () => {
    const pairs = [op(3, 4), op(4, 5), op(0, 1), op(3, 4)];
    const b = scheduleTiles(pairs, 6, 5);
    expect(b.map((x) => [x.digits, x.ops.map((o) => (pairs.indexOf(o) === 3 ? 3 : pairs.indexOf(o)))])).toEqual([
      [0b011111, [0, 2]], // (3,4) opens {0..4}; (4,5) would need 6 digits: skipped, 4 and 5 blocked; (0,1) fits; (3,4) waits (digit 4)
      [0b110111, [1]],
      [0b011111, [3]]
    ]);
    expect(() => scheduleTiles(pairs, 6, TILE_FIXED_DIGITS + 1)).toThrow(RangeError);
    expect(scheduleTiles(pairs, 6, 5, 1).map((x) => x.ops.length)).toEqual([1, 1, 1, 1]); // batch size cap
  });
  test('scheduleTiles on random plans: every pass once, within its tile, and every pair of passes sharing a digit in plan order', () => {
    for (const [n, maxDigits] of [
      [8, 5],
      [10, 6],
      [12, TILE_DIGITS],
      [12, 7]
    ] as const) {
      const pairs = planPauli(randomProgram(n, 300, 77 + n)).pairs;
      const batches = scheduleTiles(pairs, n, maxDigits);
      const order = batches.flatMap((x) => x.ops);
      expect(order.length).toBe(pairs.length);
      expect(new Set(order).size).toBe(pairs.length);
      // What breaks a rule is collected and compared with [] once per plan (~11,000 expect calls cost ~0.5 s).
      const bad: string[] = [];
      batches.forEach((x, k) => {
        let pop = 0;
        for (let d = 0; d < n; d++) if ((x.digits >> d) & 1) pop++;
        if (pop > maxDigits) bad.push(`batch ${k}: ${pop} digits > ${maxDigits}`);
        if ((x.digits & 0b111) !== 0b111) bad.push(`batch ${k}: digits 0-2 not all in the tile`);
        for (const o of x.ops)
          if (!((x.digits >> o.a) & 1 && (x.digits >> o.b) & 1))
            bad.push(`batch ${k}: pass ${o.a},${o.b} outside its tile`);
      });
      const pos = new Map(order.map((o, i) => [o, i]));
      for (let i = 0; i < pairs.length; i++)
        for (let j = i + 1; j < pairs.length; j++) {
          const s = [pairs[i].a, pairs[i].b];
          if ((s.includes(pairs[j].a) || s.includes(pairs[j].b)) && !(pos.get(pairs[i])! < pos.get(pairs[j])!))
            bad.push(`passes ${i} and ${j} share a digit but run out of plan order`);
        }
      expect(bad).toEqual([]);
    }
  });
  test('small tiles (many tiles per sweep, zero tiles skipped) give the same bits as the JavaScript path (passes in the same order: disjoint passes commute only to rounding)', () => {
    for (const [n, tileDigits] of [
      [6, 5],
      [7, 5],
      [8, 6],
      [9, 5]
    ] as const) {
      const prog = randomProgram(n, 90, 1300 + n);
      const ref = runPauli(prog, { wasm: false, tileDigits }).probs;
      const r = runPauli(prog, { wasm: true, tileDigits });
      expect(same(r.probs, ref)).toBe(true);
      const plan = planPauli(prog);
      expect(r.sweeps).toBe(scheduleTiles(swapQubits(plan, digitZeroQubit(plan)).pairs, n, tileDigits).length + 1);
      expect(r.sweeps as number).toBeLessThan(r.passes);
    }
  });
  test('a qubit no pass touched keeps only I and Z labels: a GHZ ladder with idle qubits is exact with skipped tiles', () => {
    const ops: NoisyOp[] = [
      { k: 'u', q: 5, m: baseMatrix('h', []) },
      { k: 'cz', a: 5, b: 6 },
      { k: 'u', q: 6, m: baseMatrix('h', []) },
      { k: 'relax', q: 6, gamma: 0.2, pz: 0.1 },
      { k: 'cz', a: 6, b: 7 }
    ];
    const prog = program(8, ops);
    expect(maxDiff(runPauli(prog, { wasm: true, tileDigits: 5 }).probs, denseRun(prog))).toBeLessThan(1e-12);
    expect(
      same(runPauli(prog, { wasm: true, tileDigits: 5 }).probs, runPauli(prog, { wasm: false, tileDigits: 5 }).probs)
    ).toBe(true);
  });
  test('writeBatch: local digits, the run table, the zero-tile mask; runs() gathers a tile into the skewed scratch and scatters it back', () => {
    const k = 7;
    const w = pauliWasmInstance(k, 6);
    expect(w).toBeDefined();
    if (!w) return;
    // tile digits 0, 1, 2, 4, 5, 6 (digit 3 outside): runs of 4^3 coefficients, 4^3 runs per tile
    const batch = { digits: 0b1110111, ops: [op(4, 6), op(1, 2)] };
    const job = new Int32Array(JOB_WORDS);
    const slots = new Float64Array(w.mem.buffer, 0, WASM_COEF_OFFSET / 8);
    const table = new Int32Array(w.mem.buffer, w.table, 2 * w.maxRuns);
    const tiles = writeBatch(job, slots, table, k, batch, 0b0001000);
    expect(tiles).toBe(4);
    expect([...job.subarray(0, 16)]).toEqual([
      2,
      0x3fff ^ (3 << 6),
      4,
      7,
      6,
      64,
      8 * 64,
      4 ** 3,
      3,
      5,
      1,
      0,
      1,
      2,
      1,
      WASM_SLOT_BYTES
    ]);
    for (let r = 0; r < 64; r++) {
      const [d4, d5, d6] = [r & 3, (r >> 2) & 3, (r >> 4) & 3];
      expect(table[2 * r]).toBe(8 * (d4 * 4 ** 4 + d5 * 4 ** 5 + d6 * 4 ** 6));
      expect(table[2 * r + 1]).toBe(skew(64 * r));
    }
    // a tile's low digits 0 … RUN_MAX_DIGITS − 1 at most form one run
    const whole = writeBatch(job, slots, table, k, { digits: 0b111111, ops: [op(1, 2)] }, 0);
    expect([whole, job[5], job[6]]).toEqual([4, 4, 8 * 4 ** RUN_MAX_DIGITS]);
    expect([table[2], table[3]]).toEqual([8 * 4 ** 5, skew(4 ** 5)]);
    // gather tile t = digit 3 value 2, check, change, scatter back
    writeBatch(job, slots, table, k, batch, 0);
    const N = 4 ** k,
      state = new Float64Array(w.mem.buffer, WASM_COEF_OFFSET, N);
    for (let i = 0; i < N; i++) state[i] = i;
    const mem = new Float64Array(w.mem.buffer);
    const [at] = w.scratch;
    const base = 2 * 4 ** 3;
    w.runs(WASM_COEF_OFFSET + 8 * base, at, w.table, job[5], job[6], 1);
    const global = (j: number) => (j & 63) + ((j >> 6) & 63) * 4 ** 4 + base; // local digits 3–5 are digits 4–6
    const local = Array.from({ length: 4 ** 6 }, (_, j) => j);
    expect(local.map((j) => mem[(at + skew(j)) / 8])).toEqual(local.map(global));
    for (let j = 0; j < 4 ** 6; j++) mem[(at + skew(j)) / 8] = -global(j);
    w.runs(WASM_COEF_OFFSET + 8 * base, at, w.table, job[5], job[6], 0);
    expect(Array.from(state)).toEqual(Array.from({ length: N }, (_, i) => (((i >> 6) & 3) === 2 ? -i : i)));
  });
  test(`threads share a batch's tiles (atomic counter): same bits as one thread at ${THREAD_MIN_QUBITS} qubits with small tiles`, () => {
    const prog = randomProgram(THREAD_MIN_QUBITS, 40, 5151);
    const one = runPauli(prog, { threads: 1, wasm: false, tileDigits: 6 }).probs;
    for (const threads of [2, 4]) {
      const r = runPauli(prog, { threads, wasm: true, tileDigits: 6 });
      expect(r.threads).toBe(threads);
      expect(same(r.probs, one)).toBe(true);
    }
  });
});

describe('switch point', () => {
  test('chooseMethod: density matrix up to 8 qubits, else from DENSITY_SHOT_FACTOR · 2^k shots (re-measured: 0.12); trajectories when dynamic or above 12 qubits', () => {
    const p = (n: number, isStatic = true): NoisyProgram => ({ ...program(n, []), static: isStatic });
    expect(DENSITY_SHOT_FACTOR).toBe(0.12);
    expect(chooseMethod(p(8), 1)).toBe('density-matrix');
    expect(chooseMethod(p(12), 491)).toBe('trajectories');
    expect(chooseMethod(p(12), 492)).toBe('density-matrix');
    expect(chooseMethod(p(10), 123)).toBe('density-matrix');
    expect(chooseMethod(p(10), 122)).toBe('trajectories');
    expect(chooseMethod(p(12, false), 100000)).toBe('trajectories');
    expect(chooseMethod(p(13), 100000)).toBe('trajectories');
  });
});
