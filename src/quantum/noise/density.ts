/**
 * Exact density-matrix simulation of a static noisy program (no conditions, terminal
 * measurements). ρ is stored as split re/im Float64Arrays with entry (r, c) at index r + (c << k):
 * column c is a contiguous run of 2^k entries. A 1-qubit channel on qubit q is a 4×4
 * superoperator on (row bit q, column bit q). Every gate, error and idle relaxation of a qubit
 * between two cz gates is fused into ONE pending superoperator; a cz then costs one pass over ρ
 * that applies the pending superoperators of its two qubits, the cz signs and its 2-qubit
 * depolarising error, column group by column group (4 columns at a time, cache-resident).
 */
import type { NoisyProgram } from './model.js';

/** Largest density matrix: 12 qubits = 2^24 complex entries (268 MB). */
export const MAX_DENSITY_QUBITS = 12;

type S4 = Float64Array; // 4×4 complex, interleaved, row-major; local index r + 2c

function mul4(a: S4, b: S4): S4 {
  const out = new Float64Array(32);
  for (let r = 0; r < 4; r++) for (let c = 0; c < 4; c++) {
    let sr = 0, si = 0;
    for (let k = 0; k < 4; k++) {
      const ar = a[2 * (r * 4 + k)], ai = a[2 * (r * 4 + k) + 1];
      const br = b[2 * (k * 4 + c)], bi = b[2 * (k * 4 + c) + 1];
      sr += ar * br - ai * bi;
      si += ar * bi + ai * br;
    }
    out[2 * (r * 4 + c)] = sr;
    out[2 * (r * 4 + c) + 1] = si;
  }
  return out;
}

/** Superoperator of ρ → UρU†: S[(r'+2c'), (r+2c)] = U[r'][r]·conj(U[c'][c]). */
export function unitarySuperop(u: ArrayLike<number>): S4 {
  const s = new Float64Array(32);
  for (let rp = 0; rp < 2; rp++) for (let cp = 0; cp < 2; cp++) for (let r = 0; r < 2; r++) for (let c = 0; c < 2; c++) {
    const ar = u[2 * (rp * 2 + r)], ai = u[2 * (rp * 2 + r) + 1];
    const br = u[2 * (cp * 2 + c)], bi = -u[2 * (cp * 2 + c) + 1];
    const row = rp + 2 * cp, col = r + 2 * c;
    s[2 * (row * 4 + col)] = ar * br - ai * bi;
    s[2 * (row * 4 + col) + 1] = ar * bi + ai * br;
  }
  return s;
}

function real4(entries: [number, number, number][]): S4 {
  const s = new Float64Array(32);
  for (const [r, c, v] of entries) s[2 * (r * 4 + c)] = v;
  return s;
}

/** Amplitude damping γ followed by a Z flip with probability pz. */
export function relaxSuperop(gamma: number, pz: number): S4 {
  const e = Math.sqrt(1 - gamma) * (1 - 2 * pz);
  return real4([[0, 0, 1], [0, 3, gamma], [3, 3, 1 - gamma], [1, 1, e], [2, 2, e]]);
}

/** ρ → (1−p)ρ + p·I/2. */
export function depolSuperop(p: number): S4 {
  return real4([[0, 0, 1 - p / 2], [0, 3, p / 2], [3, 0, p / 2], [3, 3, 1 - p / 2], [1, 1, 1 - p], [2, 2, 1 - p]]);
}

export function resetSuperop(): S4 {
  return real4([[0, 0, 1], [0, 3, 1]]);
}


/**
 * Superoperator S on qubit q restricted to the column pair (cA, cB) = (col, col | bit q) given as
 * offsets col << k: every row pair (r, r | bit q) of the two columns. Inner loop over rows.
 */
function sweepSuper(re: Float64Array, im: Float64Array, cA: number, cB: number, R: number, mq: number, S: ArrayLike<number>): void {
  const a0r = S[0], a0i = S[1], a1r = S[2], a1i = S[3], a2r = S[4], a2i = S[5], a3r = S[6], a3i = S[7];
  const b0r = S[8], b0i = S[9], b1r = S[10], b1i = S[11], b2r = S[12], b2i = S[13], b3r = S[14], b3i = S[15];
  const c0r = S[16], c0i = S[17], c1r = S[18], c1i = S[19], c2r = S[20], c2i = S[21], c3r = S[22], c3i = S[23];
  const d0r = S[24], d0i = S[25], d1r = S[26], d1i = S[27], d2r = S[28], d2i = S[29], d3r = S[30], d3i = S[31];
  for (let row = 0; row < R; row = ((row | mq) + 1) & ~mq) {
    const i0 = cA + row, i1 = i0 + mq, i2 = cB + row, i3 = i2 + mq;
    const x0r = re[i0], x1r = re[i1], x2r = re[i2], x3r = re[i3];
    const x0i = im[i0], x1i = im[i1], x2i = im[i2], x3i = im[i3];
    re[i0] = a0r * x0r - a0i * x0i + a1r * x1r - a1i * x1i + a2r * x2r - a2i * x2i + a3r * x3r - a3i * x3i;
    im[i0] = a0r * x0i + a0i * x0r + a1r * x1i + a1i * x1r + a2r * x2i + a2i * x2r + a3r * x3i + a3i * x3r;
    re[i1] = b0r * x0r - b0i * x0i + b1r * x1r - b1i * x1i + b2r * x2r - b2i * x2i + b3r * x3r - b3i * x3i;
    im[i1] = b0r * x0i + b0i * x0r + b1r * x1i + b1i * x1r + b2r * x2i + b2i * x2r + b3r * x3i + b3i * x3r;
    re[i2] = c0r * x0r - c0i * x0i + c1r * x1r - c1i * x1i + c2r * x2r - c2i * x2i + c3r * x3r - c3i * x3i;
    im[i2] = c0r * x0i + c0i * x0r + c1r * x1i + c1i * x1r + c2r * x2i + c2i * x2r + c3r * x3i + c3i * x3r;
    re[i3] = d0r * x0r - d0i * x0i + d1r * x1r - d1i * x1i + d2r * x2r - d2i * x2i + d3r * x3r - d3i * x3i;
    im[i3] = d0r * x0i + d0i * x0r + d1r * x1i + d1i * x1r + d2r * x2i + d2i * x2r + d3r * x3i + d3i * x3r;
  }
}

/**
 * One pass over ρ for a cz on (a, b): the pending 1-qubit superoperators of a and b, the cz
 * signs (−1)^(r_a r_b ⊕ c_a c_b), and the 2-qubit depolarising error p, done column group by
 * column group (the 4 columns that differ in bits a, b: 4·2^k entries, cache-resident), so ρ is
 * streamed from memory once instead of three times.
 */
export function czStep(re: Float64Array, im: Float64Array, k: number, a: number, b: number, Sa: ArrayLike<number> | undefined, Sb: ArrayLike<number> | undefined, p: number, cz = true): void {
  const R = 1 << k, ma = 1 << a, mb = 1 << b, m = ma | mb;
  const f = 1 - p, add = p / 4;
  const sRow = new Float64Array(R);
  const sNeg = new Float64Array(R);
  for (let r = 0; r < R; r++) {
    const sg = cz && (r & m) === m ? -f : f;
    sRow[r] = sg;
    sNeg[r] = -sg;
  }
  for (let col = 0; col < R; col = ((col | m) + 1) & ~m) {
    const c0 = col << k, c1 = (col | ma) << k, c2 = (col | mb) << k, c3 = (col | m) << k;
    if (Sa) { sweepSuper(re, im, c0, c1, R, ma, Sa); sweepSuper(re, im, c2, c3, R, ma, Sa); }
    if (Sb) { sweepSuper(re, im, c0, c2, R, mb, Sb); sweepSuper(re, im, c1, c3, R, mb, Sb); }
    for (let x = 0; x < 4; x++) {
      const cb = x === 0 ? c0 : x === 1 ? c1 : x === 2 ? c2 : c3;
      const v = cz && x === 3 ? sNeg : sRow;
      for (let r = 0; r < R; r++) { re[cb + r] *= v[r]; im[cb + r] *= v[r]; }
    }
    if (p === 0) continue;
    // p/4 of the (unscaled) partial trace over (a, b) onto the block diagonal
    const g = add / f;
    for (let row = 0; row < R; row = ((row | m) + 1) & ~m) {
      const i0 = c0 + row, i1 = c1 + row + ma, i2 = c2 + row + mb, i3 = c3 + row + m;
      const tr = (re[i0] + re[i1] + re[i2] + re[i3]) * g;
      const ti = (im[i0] + im[i1] + im[i2] + im[i3]) * g;
      re[i0] += tr; re[i1] += tr; re[i2] += tr; re[i3] += tr;
      im[i0] += ti; im[i1] += ti; im[i2] += ti; im[i3] += ti;
    }
  }
}

/**
 * Several 1-qubit superoperators (distinct qubits) in one pass: for chunks of up to 4 qubits,
 * the 2^|chunk| columns that differ in the chunk's bits are cache-resident while every
 * superoperator of the chunk is applied to them.
 */
export function applySuperopsBlocked(re: Float64Array, im: Float64Array, k: number, list: [number, ArrayLike<number>][]): number {
  const R = 1 << k;
  let passes = 0;
  for (let c = 0; c < list.length; c += 4) {
    const chunk = list.slice(c, c + 4);
    let m = 0;
    for (const [q] of chunk) m |= 1 << q;
    const sub: number[] = [];
    // all subsets of the chunk mask (column offsets within a group)
    for (let s = m; ; s = (s - 1) & m) { sub.push(s); if (s === 0) break; }
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

export interface DensityResult {
  /** Probabilities of the 2^k computational basis states (before readout error). */
  probs: Float64Array;
  /** Passes over ρ (for reporting). */
  passes: number;
}

/** Run a static noisy program on a density matrix; returns the diagonal. */
export function runDensity(prog: NoisyProgram): DensityResult {
  const k = prog.numQubits;
  if (!prog.static) throw new Error('the density-matrix simulator needs a static circuit (no conditions, terminal measurements only)');
  if (k > MAX_DENSITY_QUBITS) throw new Error(`density matrix limited to ${MAX_DENSITY_QUBITS} qubits, got ${k}`);
  const N = 1 << (2 * k);
  const re = new Float64Array(N);
  const im = new Float64Array(N);
  re[0] = 1;
  const pending: (S4 | undefined)[] = new Array(k).fill(undefined);
  let passes = 0;
  const add = (q: number, s: S4) => { pending[q] = pending[q] ? mul4(s, pending[q] as S4) : s; };
  const take = (q: number) => { const v = pending[q]; pending[q] = undefined; return v; };

  // qubits still in |0> with nothing applied: channels that fix |0><0| can be skipped there
  const fresh = new Uint8Array(k).fill(1);
  const ops = prog.ops;
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i];
    switch (op.k) {
      case 'u': add(op.q, unitarySuperop(op.m)); fresh[op.q] = 0; break;
      case 'relax': if (!fresh[op.q]) add(op.q, relaxSuperop(op.gamma, op.pz)); break;
      case 'reset': add(op.q, resetSuperop()); break;
      case 'depol':
        if (op.qs.length === 1) { add(op.qs[0], depolSuperop(op.p)); fresh[op.qs[0]] = 0; }
        else {
          const [a, b] = op.qs;
          czStep(re, im, k, a, b, take(a), take(b), op.p, false);
          passes++; fresh[a] = 0; fresh[b] = 0;
        }
        break;
      case 'cz': {
        // a cz immediately followed by its depolarising error: one pass (plus the partial trace)
        const nx = ops[i + 1];
        let p = 0;
        if (nx && nx.k === 'depol' && nx.qs.length === 2 && ((nx.qs[0] === op.a && nx.qs[1] === op.b) || (nx.qs[0] === op.b && nx.qs[1] === op.a))) { p = nx.p; i++; }
        if (fresh[op.a] && fresh[op.b] && p === 0 && !pending[op.a] && !pending[op.b]) break;
        czStep(re, im, k, op.a, op.b, take(op.a), take(op.b), p);
        passes++;
        fresh[op.a] = 0; fresh[op.b] = 0;
        break;
      }
      case 'measure': break;
    }
  }
  const rest: [number, S4][] = [];
  for (let q = 0; q < k; q++) if (pending[q]) rest.push([q, pending[q] as S4]);
  passes += applySuperopsBlocked(re, im, k, rest);
  const probs = new Float64Array(1 << k);
  for (let i = 0; i < 1 << k; i++) probs[i] = Math.max(0, re[i + (i << k)]);
  return { probs, passes };
}
