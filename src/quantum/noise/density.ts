/**
 * Exact density-matrix simulation of a static noisy program (no conditions, terminal
 * measurements). ρ is stored as a 2k-qubit "vectorised state": entry (r, c) at index
 * r + (c << k), split re/im Float64Arrays. A 1-qubit channel on qubit q is a 4×4 superoperator
 * on bits (q, q + k), applied with the statevector kernel `apply2`; every gate, error and idle
 * relaxation on a qubit between two cz gates is fused into ONE superoperator (one pass over ρ).
 * A cz with its 2-qubit depolarising error is one more pass (sign flips + partial trace).
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
 * 1-qubit superoperator S (4×4, local index r + 2c) on qubit q of ρ. Flat loops over rows and
 * columns whose bit q is clear (next such index: ((x | m) + 1) & ~m), so the inner loop is 2^(k−1)
 * long whatever q is.
 */
export function applySuperop1(re: Float64Array, im: Float64Array, k: number, q: number, S: ArrayLike<number>): void {
  const R = 1 << k, m = 1 << q, dc = m << k;
  const a0r = S[0], a0i = S[1], a1r = S[2], a1i = S[3], a2r = S[4], a2i = S[5], a3r = S[6], a3i = S[7];
  const b0r = S[8], b0i = S[9], b1r = S[10], b1i = S[11], b2r = S[12], b2i = S[13], b3r = S[14], b3i = S[15];
  const c0r = S[16], c0i = S[17], c1r = S[18], c1i = S[19], c2r = S[20], c2i = S[21], c3r = S[22], c3i = S[23];
  const d0r = S[24], d0i = S[25], d1r = S[26], d1i = S[27], d2r = S[28], d2i = S[29], d3r = S[30], d3i = S[31];
  // ρ is Hermitian and S preserves that: compute the blocks with row ≤ col and mirror the others.
  // Tiles of TILE×TILE (row, col) keep the mirrored (transposed) writes on few pages.
  const T = Math.min(R, TILE);
  const skip = m < T;
  for (let ct = 0; ct < R; ct += T) {
    if (!skip && ct & m) continue;
    for (let rt = 0; rt <= ct; rt += T) {
      if (!skip && rt & m) continue;
      const cEnd = ct + T, rEnd = rt + T;
      for (let col = ct; col < cEnd; col = skip ? ((col | m) + 1) & ~m : col + 1) {
    const cb = col << k;
    const rMax = Math.min(rEnd, col + 1);
    for (let row = rt; row < rMax; row = skip ? ((row | m) + 1) & ~m : row + 1) {
      const i0 = cb + row, i1 = i0 + m, i2 = i0 + dc, i3 = i1 + dc;
      const x0r = re[i0], x1r = re[i1], x2r = re[i2], x3r = re[i3];
      const x0i = im[i0], x1i = im[i1], x2i = im[i2], x3i = im[i3];
      const y0r = a0r * x0r - a0i * x0i + a1r * x1r - a1i * x1i + a2r * x2r - a2i * x2i + a3r * x3r - a3i * x3i;
      const y0i = a0r * x0i + a0i * x0r + a1r * x1i + a1i * x1r + a2r * x2i + a2i * x2r + a3r * x3i + a3i * x3r;
      const y1r = b0r * x0r - b0i * x0i + b1r * x1r - b1i * x1i + b2r * x2r - b2i * x2i + b3r * x3r - b3i * x3i;
      const y1i = b0r * x0i + b0i * x0r + b1r * x1i + b1i * x1r + b2r * x2i + b2i * x2r + b3r * x3i + b3i * x3r;
      const y2r = c0r * x0r - c0i * x0i + c1r * x1r - c1i * x1i + c2r * x2r - c2i * x2i + c3r * x3r - c3i * x3i;
      const y2i = c0r * x0i + c0i * x0r + c1r * x1i + c1i * x1r + c2r * x2i + c2i * x2r + c3r * x3i + c3i * x3r;
      const y3r = d0r * x0r - d0i * x0i + d1r * x1r - d1i * x1i + d2r * x2r - d2i * x2i + d3r * x3r - d3i * x3i;
      const y3i = d0r * x0i + d0i * x0r + d1r * x1i + d1i * x1r + d2r * x2i + d2i * x2r + d3r * x3i + d3i * x3r;
      re[i0] = y0r; im[i0] = y0i; re[i1] = y1r; im[i1] = y1i; re[i2] = y2r; im[i2] = y2i; re[i3] = y3r; im[i3] = y3i;
      if (row !== col) {
        // partner block: entry (c, r) = conj(entry (r, c))
        const j0 = (row << k) + col, j1 = j0 + dc, j2 = j0 + m, j3 = j1 + m;
        re[j0] = y0r; im[j0] = -y0i; re[j1] = y1r; im[j1] = -y1i; re[j2] = y2r; im[j2] = -y2i; re[j3] = y3r; im[j3] = -y3i;
      }
    }
      }
    }
  }
}

const TILE = 32;

/**
 * cz on (a, b) (when `cz`) followed by a 2-qubit depolarising error p. The signs factorise,
 * (−1)^(r_a r_b ⊕ c_a c_b) = s(r)·s(c), so with the depolarising scale 1 − p it is one streaming
 * multiply per column with a precomputed row vector; the depolarising term then adds p/4 of the
 * partial trace over (a, b) to the 4 block-diagonal entries of each 4×4 block (a quarter of ρ).
 */
export function czDepol(re: Float64Array, im: Float64Array, k: number, a: number, b: number, p: number, cz = true): void {
  const R = 1 << k, ma = 1 << a, mb = 1 << b, m = ma | mb;
  const f = 1 - p;
  const sRow = new Float64Array(R);
  const sNeg = new Float64Array(R);
  for (let r = 0; r < R; r++) {
    const s = cz && (r & m) === m ? -f : f;
    sRow[r] = s;
    sNeg[r] = -s;
  }
  for (let col = 0; col < R; col++) {
    const v = cz && (col & m) === m ? sNeg : sRow;
    const cb = col << k;
    for (let r = 0; r < R; r++) {
      re[cb + r] *= v[r];
      im[cb + r] *= v[r];
    }
  }
  if (p === 0) return;
  const add = p / 4;
  const d1 = ma + (ma << k), d2 = mb + (mb << k), d3 = m + (m << k);
  for (let col = 0; col < R; col = ((col | m) + 1) & ~m) {
    const cb = col << k;
    for (let row = 0; row < R; row = ((row | m) + 1) & ~m) {
      const i0 = cb + row, i1 = i0 + d1, i2 = i0 + d2, i3 = i0 + d3;
      // after the scale by (1 − p): trace·(1 − p); the depolarising term needs p/4 of the
      // original trace = p/4 · scaled / (1 − p)
      const tr = (re[i0] + re[i1] + re[i2] + re[i3]) * add / f;
      const ti = (im[i0] + im[i1] + im[i2] + im[i3]) * add / f;
      re[i0] += tr; re[i1] += tr; re[i2] += tr; re[i3] += tr;
      im[i0] += ti; im[i1] += ti; im[i2] += ti; im[i3] += ti;
    }
  }
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
  const flush = (q: number) => {
    const s = pending[q];
    if (!s) return;
    pending[q] = undefined;
    applySuperop1(re, im, k, q, s);
    passes++;
  };
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
          flush(a); flush(b);
          czDepol(re, im, k, a, b, op.p, false);
          passes++; fresh[a] = 0; fresh[b] = 0;
        }
        break;
      case 'cz': {
        // a cz immediately followed by its depolarising error: one pass (plus the partial trace)
        const nx = ops[i + 1];
        let p = 0;
        if (nx && nx.k === 'depol' && nx.qs.length === 2 && ((nx.qs[0] === op.a && nx.qs[1] === op.b) || (nx.qs[0] === op.b && nx.qs[1] === op.a))) { p = nx.p; i++; }
        if (fresh[op.a] && fresh[op.b] && p === 0 && !pending[op.a] && !pending[op.b]) break;
        flush(op.a); flush(op.b);
        czDepol(re, im, k, op.a, op.b, p);
        passes++;
        fresh[op.a] = 0; fresh[op.b] = 0;
        break;
      }
      case 'measure': break;
    }
  }
  for (let q = 0; q < k; q++) flush(q);
  const probs = new Float64Array(1 << k);
  for (let i = 0; i < 1 << k; i++) probs[i] = Math.max(0, re[i + (i << k)]);
  return { probs, passes };
}
