/**
 * Test oracle: the complex density-matrix simulator, an independent cross-check of the Pauli-basis
 * `runDensity` (src/quantum/methods/density-pauli/simulate.ts). It lives with the tests so it is not shipped in dist/.
 *
 * ρ is stored as split re/im Float64Arrays with entry (r, c) at index r + (c << k): column c is a
 * contiguous run of 2^k entries. A 1-qubit channel on qubit q is a 4×4 superoperator on (row bit q,
 * column bit q). Every gate, error and idle relaxation of a qubit between two cz gates is fused into
 * ONE pending superoperator; a cz then costs one pass over ρ that applies the pending superoperators
 * of its two qubits, the cz signs and its 2-qubit depolarising error, column group by column group
 * (4 columns at a time).
 */
import { czDepolAfter, type NoisyProgram } from '../../../../src/quantum/noise/model.js';
import {
  mul4,
  pauliTransfer,
  relaxSuperop,
  resetSuperop,
  unitarySuperop,
  depolSuperop
} from '../../../../src/quantum/noise/superop.js';
import type { S4 } from '../../../../src/quantum/noise/superop.js';
import { MAX_DENSITY_QUBITS, type DensityResult } from '../../../../src/quantum/methods/density-pauli/run.js';

/**
 * Superoperator on qubit q restricted to the column pair (cA, cB) = (col, col | bit q) given as
 * offsets col << k: every row pair (r, r | bit q) of the two columns. Works in the Pauli basis
 * with the real transfer matrix P (from pauliTransfer): t = (Tr B, Tr σx B, Tr σy B, Tr σz B) of
 * each 2×2 sub-block B, t' = P t, back to B' — about 60% of the flops of the complex 4×4 product.
 */
function sweepSuper(
  re: Float64Array,
  im: Float64Array,
  cA: number,
  cB: number,
  R: number,
  mq: number,
  P: Float64Array
): void {
  const p00 = P[0],
    p01 = P[1],
    p02 = P[2],
    p03 = P[3];
  const p10 = P[4],
    p11 = P[5],
    p12 = P[6],
    p13 = P[7];
  const p20 = P[8],
    p21 = P[9],
    p22 = P[10],
    p23 = P[11];
  const p30 = P[12],
    p31 = P[13],
    p32 = P[14],
    p33 = P[15];
  for (let row = 0; row < R; row = ((row | mq) + 1) & ~mq) {
    // x0 = B00, x1 = B10, x2 = B01, x3 = B11
    const i0 = cA + row,
      i1 = i0 + mq,
      i2 = cB + row,
      i3 = i2 + mq;
    const x0r = re[i0],
      x1r = re[i1],
      x2r = re[i2],
      x3r = re[i3];
    const x0i = im[i0],
      x1i = im[i1],
      x2i = im[i2],
      x3i = im[i3];
    // t = (x0 + x3, x1 + x2, i(x2 − x1), x0 − x3)
    const t0r = x0r + x3r,
      t0i = x0i + x3i;
    const t1r = x1r + x2r,
      t1i = x1i + x2i;
    const t2r = x1i - x2i,
      t2i = x2r - x1r;
    const t3r = x0r - x3r,
      t3i = x0i - x3i;
    const u0r = p00 * t0r + p01 * t1r + p02 * t2r + p03 * t3r,
      u0i = p00 * t0i + p01 * t1i + p02 * t2i + p03 * t3i;
    const u1r = p10 * t0r + p11 * t1r + p12 * t2r + p13 * t3r,
      u1i = p10 * t0i + p11 * t1i + p12 * t2i + p13 * t3i;
    const u2r = p20 * t0r + p21 * t1r + p22 * t2r + p23 * t3r,
      u2i = p20 * t0i + p21 * t1i + p22 * t2i + p23 * t3i;
    const u3r = p30 * t0r + p31 * t1r + p32 * t2r + p33 * t3r,
      u3i = p30 * t0i + p31 * t1i + p32 * t2i + p33 * t3i;
    // B' = (u0 I + u1 σx + u2 σy + u3 σz) / 2: x0 = (u0 + u3)/2, x3 = (u0 − u3)/2,
    // x2 = B01 = (u1 − i u2)/2, x1 = B10 = (u1 + i u2)/2
    re[i0] = 0.5 * (u0r + u3r);
    im[i0] = 0.5 * (u0i + u3i);
    re[i3] = 0.5 * (u0r - u3r);
    im[i3] = 0.5 * (u0i - u3i);
    re[i2] = 0.5 * (u1r + u2i);
    im[i2] = 0.5 * (u1i - u2r);
    re[i1] = 0.5 * (u1r - u2i);
    im[i1] = 0.5 * (u1i + u2r);
  }
}

/**
 * sweepSuper followed by a per-entry scale of the 4 outputs (i0..i3 as in sweepSuper), the scale
 * set chosen by whether the row has bit `mo` (so cz signs and the depolarising 1 − p fold into
 * the sweep instead of a separate pass).
 */
function sweepSuperScaled(
  re: Float64Array,
  im: Float64Array,
  cA: number,
  cB: number,
  R: number,
  mq: number,
  P: Float64Array,
  mo: number,
  s0: number[],
  s1: number[]
): void {
  const p00 = P[0],
    p01 = P[1],
    p02 = P[2],
    p03 = P[3];
  const p10 = P[4],
    p11 = P[5],
    p12 = P[6],
    p13 = P[7];
  const p20 = P[8],
    p21 = P[9],
    p22 = P[10],
    p23 = P[11];
  const p30 = P[12],
    p31 = P[13],
    p32 = P[14],
    p33 = P[15];
  const a0 = 0.5 * s0[0],
    a1 = 0.5 * s0[1],
    a2 = 0.5 * s0[2],
    a3 = 0.5 * s0[3];
  const b0 = 0.5 * s1[0],
    b1 = 0.5 * s1[1],
    b2 = 0.5 * s1[2],
    b3 = 0.5 * s1[3];
  for (let row = 0; row < R; row = ((row | mq) + 1) & ~mq) {
    const i0 = cA + row,
      i1 = i0 + mq,
      i2 = cB + row,
      i3 = i2 + mq;
    const x0r = re[i0],
      x1r = re[i1],
      x2r = re[i2],
      x3r = re[i3];
    const x0i = im[i0],
      x1i = im[i1],
      x2i = im[i2],
      x3i = im[i3];
    const t0r = x0r + x3r,
      t0i = x0i + x3i;
    const t1r = x1r + x2r,
      t1i = x1i + x2i;
    const t2r = x1i - x2i,
      t2i = x2r - x1r;
    const t3r = x0r - x3r,
      t3i = x0i - x3i;
    const u0r = p00 * t0r + p01 * t1r + p02 * t2r + p03 * t3r,
      u0i = p00 * t0i + p01 * t1i + p02 * t2i + p03 * t3i;
    const u1r = p10 * t0r + p11 * t1r + p12 * t2r + p13 * t3r,
      u1i = p10 * t0i + p11 * t1i + p12 * t2i + p13 * t3i;
    const u2r = p20 * t0r + p21 * t1r + p22 * t2r + p23 * t3r,
      u2i = p20 * t0i + p21 * t1i + p22 * t2i + p23 * t3i;
    const u3r = p30 * t0r + p31 * t1r + p32 * t2r + p33 * t3r,
      u3i = p30 * t0i + p31 * t1i + p32 * t2i + p33 * t3i;
    const set = (row & mo) !== 0;
    const m0 = set ? b0 : a0,
      m1 = set ? b1 : a1,
      m2 = set ? b2 : a2,
      m3 = set ? b3 : a3;
    re[i0] = m0 * (u0r + u3r);
    im[i0] = m0 * (u0i + u3i);
    re[i3] = m3 * (u0r - u3r);
    im[i3] = m3 * (u0i - u3i);
    re[i2] = m2 * (u1r + u2i);
    im[i2] = m2 * (u1i - u2r);
    re[i1] = m1 * (u1r - u2i);
    im[i1] = m1 * (u1i + u2r);
  }
}

/**
 * One pass over ρ for a cz on (a, b): the pending 1-qubit superoperators of a and b, the cz
 * signs (−1)^(r_a r_b ⊕ c_a c_b), and the 2-qubit depolarising error p, done column group by
 * column group (the 4 columns that differ in bits a, b: 4·2^k entries, cache-resident), so ρ is
 * streamed from memory once instead of three times.
 */
function czStep(
  re: Float64Array,
  im: Float64Array,
  k: number,
  a: number,
  b: number,
  Sa: ArrayLike<number> | undefined,
  Sb: ArrayLike<number> | undefined,
  p: number,
  cz = true
): void {
  const R = 1 << k,
    ma = 1 << a,
    mb = 1 << b,
    m = ma | mb;
  const f = 1 - p,
    add = p / 4;
  const Pa = Sa && pauliTransfer(Sa),
    Pb = Sb && pauliTransfer(Sb);
  const sRow = new Float64Array(R);
  const sNeg = new Float64Array(R);
  for (let r = 0; r < R; r++) {
    const sg = cz && (r & m) === m ? -f : f;
    sRow[r] = sg;
    sNeg[r] = -sg;
  }
  // Signs (−1)^(r_a r_b ⊕ c_a c_b) of the outputs (r, cA), (r|b, cA), (r, cB), (r|b, cB) of b's
  // sweeps over the column pairs (c0, c2) and (c1, c3), for rows without / with bit a:
  const z = cz ? -f : f;
  const fold = [
    [f, f, f, f],
    [f, z, f, z],
    [f, f, z, z],
    [f, z, z, f]
  ];
  for (let col = 0; col < R; col = ((col | m) + 1) & ~m) {
    const c0 = col << k,
      c1 = (col | ma) << k,
      c2 = (col | mb) << k,
      c3 = (col | m) << k;
    if (Pa) {
      sweepSuper(re, im, c0, c1, R, ma, Pa);
      sweepSuper(re, im, c2, c3, R, ma, Pa);
    }
    if (Pb) {
      // b's sweep also applies the cz signs and the scale 1 − p (see the sign table above)
      sweepSuperScaled(re, im, c0, c2, R, mb, Pb, ma, fold[0], fold[1]);
      sweepSuperScaled(re, im, c1, c3, R, mb, Pb, ma, fold[2], fold[3]);
    } else {
      for (let x = 0; x < 4; x++) {
        const cb = x === 0 ? c0 : x === 1 ? c1 : x === 2 ? c2 : c3;
        const v = cz && x === 3 ? sNeg : sRow;
        for (let r = 0; r < R; r++) {
          re[cb + r] *= v[r];
          im[cb + r] *= v[r];
        }
      }
    }
    if (p === 0) continue;
    // p/4 of the (unscaled) partial trace over (a, b) onto the block diagonal
    const g = add / f;
    for (let row = 0; row < R; row = ((row | m) + 1) & ~m) {
      const i0 = c0 + row,
        i1 = c1 + row + ma,
        i2 = c2 + row + mb,
        i3 = c3 + row + m;
      const tr = (re[i0] + re[i1] + re[i2] + re[i3]) * g;
      const ti = (im[i0] + im[i1] + im[i2] + im[i3]) * g;
      re[i0] += tr;
      re[i1] += tr;
      re[i2] += tr;
      re[i3] += tr;
      im[i0] += ti;
      im[i1] += ti;
      im[i2] += ti;
      im[i3] += ti;
    }
  }
}

/**
 * Several 1-qubit superoperators (distinct qubits) in one pass: for chunks of up to 4 qubits,
 * the 2^|chunk| columns that differ in the chunk's bits are cache-resident while every
 * superoperator of the chunk is applied to them.
 */
function applySuperopsBlocked(
  re: Float64Array,
  im: Float64Array,
  k: number,
  list: [number, ArrayLike<number>][]
): number {
  const R = 1 << k;
  let passes = 0;
  for (let c = 0; c < list.length; c += 4) {
    const chunk = list.slice(c, c + 4).map(([q, S]) => [q, pauliTransfer(S)] as const);
    let m = 0;
    for (const [q] of chunk) m |= 1 << q;
    const sub: number[] = [];
    // all subsets of the chunk mask (column offsets within a group)
    for (let s = m; ; s = (s - 1) & m) {
      sub.push(s);
      if (s === 0) break;
    }
    for (let col = 0; col < R; col = ((col | m) + 1) & ~m) {
      for (const [q, S] of chunk) {
        const mq = 1 << q;
        for (const s of sub) if (!(s & mq)) sweepSuper(re, im, (col | s) << k, (col | s | mq) << k, R, mq, S);
      }
    }
    passes++;
  }
  return passes;
}

/** The complex density matrix (cross-check for the tests); returns the diagonal. */
export function runDensityComplex(prog: NoisyProgram): DensityResult {
  const k = prog.numQubits;
  if (!prog.static)
    throw new Error('the density-matrix simulator needs a static circuit (no conditions, terminal measurements only)');
  if (k > MAX_DENSITY_QUBITS) throw new Error(`density matrix limited to ${MAX_DENSITY_QUBITS} qubits, got ${k}`);
  const N = 1 << (2 * k);
  const re = new Float64Array(N);
  const im = new Float64Array(N);
  re[0] = 1;
  const pending: (S4 | undefined)[] = new Array(k).fill(undefined);
  let passes = 0;
  const add = (q: number, s: S4) => {
    pending[q] = pending[q] ? mul4(s, pending[q] as S4) : s;
  };
  const take = (q: number) => {
    const v = pending[q];
    pending[q] = undefined;
    return v;
  };

  // qubits still in |0> with nothing applied: channels that fix |0><0| can be skipped there
  const fresh = new Uint8Array(k).fill(1);
  const ops = prog.ops;
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i];
    switch (op.k) {
      case 'u':
        add(op.q, unitarySuperop(op.m));
        fresh[op.q] = 0;
        break;
      case 'relax':
        if (!fresh[op.q]) add(op.q, relaxSuperop(op.gamma, op.pz));
        break;
      case 'reset':
        add(op.q, resetSuperop());
        break;
      case 'depol':
        if (op.qs.length === 1) {
          add(op.qs[0], depolSuperop(op.p));
          fresh[op.qs[0]] = 0;
        } else {
          const [a, b] = op.qs;
          czStep(re, im, k, a, b, take(a), take(b), op.p, false);
          passes++;
          fresh[a] = 0;
          fresh[b] = 0;
        }
        break;
      case 'cz': {
        // a cz immediately followed by its depolarising error: one pass (plus the partial trace)
        const depol = czDepolAfter(ops, i, op.a, op.b);
        if (depol !== undefined) i++;
        const p = depol ?? 0;
        if (fresh[op.a] && fresh[op.b] && p === 0 && !pending[op.a] && !pending[op.b]) break;
        czStep(re, im, k, op.a, op.b, take(op.a), take(op.b), p);
        passes++;
        fresh[op.a] = 0;
        fresh[op.b] = 0;
        break;
      }
      case 'measure':
        break;
    }
  }
  const rest: [number, S4][] = [];
  for (let q = 0; q < k; q++) if (pending[q]) rest.push([q, pending[q] as S4]);
  passes += applySuperopsBlocked(re, im, k, rest);
  const probs = new Float64Array(1 << k);
  for (let i = 0; i < 1 << k; i++) probs[i] = Math.max(0, re[i + (i << k)]);
  return { probs, passes };
}
