/**
 * Exact density-matrix simulation of a static noisy program (no conditions, terminal
 * measurements). ρ is stored as a 2k-qubit "vectorised state": entry (r, c) at index
 * r + (c << k), split re/im Float64Arrays. A 1-qubit channel on qubit q is a 4×4 superoperator
 * on bits (q, q + k), applied with the statevector kernel `apply2`; every gate, error and idle
 * relaxation on a qubit between two cz gates is fused into ONE superoperator (one pass over ρ).
 * A cz with its 2-qubit depolarising error is one more pass (sign flips + partial trace).
 */
import { Shape2, apply2 } from '../kernels.js';
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

/** cz on (a, b) followed by 2-qubit depolarising p, in one pass over ρ. */
function czDepol(re: Float64Array, im: Float64Array, k: number, a: number, b: number, p: number): void {
  const offs = new Int32Array(16);
  const sg = new Float64Array(16);
  const f = 1 - p;
  for (let L = 0; L < 16; L++) {
    const ra = L & 1, rb = (L >> 1) & 1, ca = (L >> 2) & 1, cb = (L >> 3) & 1;
    offs[L] = (ra << a) | (rb << b) | (ca << (a + k)) | (cb << (b + k));
    sg[L] = ((ra & rb) ^ (ca & cb) ? -1 : 1) * f;
  }
  const d0 = offs[0], d1 = offs[5], d2 = offs[10], d3 = offs[15];
  const add = p / 4;
  const fixed = [a, b, a + k, b + k].sort((x, y) => x - y);
  const [f0, f1, f2, f3] = fixed;
  const N = 1 << (2 * k);
  const s0 = 1 << f0, s1 = 1 << f1, s2 = 1 << f2, s3 = 1 << f3;
  // nested loops over the four fixed bit positions (all zero in `base`)
  for (let i3 = 0; i3 < N; i3 += 2 * s3) for (let i2 = i3; i2 < i3 + s3; i2 += 2 * s2) for (let i1 = i2; i1 < i2 + s2; i1 += 2 * s1) for (let i0 = i1; i0 < i1 + s1; i0 += 2 * s0) {
    const end = i0 + s0;
    for (let base = i0; base < end; base++) {
      let tr = 0, ti = 0;
      if (p !== 0) {
        tr = re[base + d0] + re[base + d1] + re[base + d2] + re[base + d3];
        ti = im[base + d0] + im[base + d1] + im[base + d2] + im[base + d3];
      }
      for (let L = 0; L < 16; L++) {
        const idx = base + offs[L];
        re[idx] *= sg[L];
        im[idx] *= sg[L];
      }
      if (p !== 0) {
        re[base + d0] += add * tr; im[base + d0] += add * ti;
        re[base + d1] += add * tr; im[base + d1] += add * ti;
        re[base + d2] += add * tr; im[base + d2] += add * ti;
        re[base + d3] += add * tr; im[base + d3] += add * ti;
      }
    }
  }
}

/** 2-qubit depolarising on (a, b) alone (no cz). */
function depol2(re: Float64Array, im: Float64Array, k: number, a: number, b: number, p: number): void {
  // cz twice = identity: apply cz+depol then cz without depol
  czDepol(re, im, k, a, b, p);
  czDepol(re, im, k, a, b, 0);
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
    apply2(re, im, 2 * k, q, q + k, s, Int32Array.of(q, q + k), 0, Shape2.General);
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
        else { flush(op.qs[0]); flush(op.qs[1]); depol2(re, im, k, op.qs[0], op.qs[1], op.p); passes += 2; fresh[op.qs[0]] = 0; fresh[op.qs[1]] = 0; }
        break;
      case 'cz': {
        flush(op.a); flush(op.b);
        // a cz immediately followed by its depolarising error: one fused pass
        const nx = ops[i + 1];
        let p = 0;
        if (nx && nx.k === 'depol' && nx.qs.length === 2 && ((nx.qs[0] === op.a && nx.qs[1] === op.b) || (nx.qs[0] === op.b && nx.qs[1] === op.a))) { p = nx.p; i++; }
        if (fresh[op.a] && fresh[op.b] && p === 0) break;
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
