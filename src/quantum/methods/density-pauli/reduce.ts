/**
 * The FINAL REDUCTION of the Pauli-basis engine (simulate.ts): the output distribution needs only the
 * I/Z labels, so the last pending PTM of every qubit is applied while each digit is reduced to (I, Z)
 * (reduceChunks, chunk by chunk, in place; reduceToZ drives it, optionally on threads or with the SIMD
 * kernel), then one Walsh–Hadamard transform gives the probabilities (zToProbs). reduceChunks is
 * self-contained: its source runs in the worker threads (worker-pool.ts).
 */
import { IDENTITY } from './plan.js';
import type { Ptm } from './plan.js';
import type { ReduceFn } from './wasm.js';

/** Digits of a chunk of the final reduction (4^8 coefficients, 512 KiB: it stays in the L2 cache). */
export const REDUCE_CHUNK_DIGITS = 8;

/**
 * The chunks [next() …) of unit·4^m values (digits 0 … m − 1 of k, the other digits fixed; each
 * digit value a block of `unit` values) reduced to their I/Z labels in place, digit by digit from
 * the top (each step halves the data): chunk t's unit·2^m values (bit q: Z on digit q) end at its
 * start. rows[4q … 4q + 3] = row 3 of digit q's last pending R (row 0 is (1, 0, 0, 0)). Chunks are
 * independent, so threads can share them. Self-contained: its source runs in the workers.
 */
export function reduceChunks(
  c: Float64Array,
  k: number,
  m: number,
  rows: ArrayLike<number>,
  next: () => number,
  unit = 1,
  fast?: ReduceWasm
): void {
  // The hot loop in a small function of its own: it is optimised after a few calls, where a loop
  // inside this function ran partly unoptimised (deoptimised on its varying `next`), boxing every
  // double (measured: 28 minor collections in one 12-qubit reduction).
  function halve(src: number, dst: number, L: number, r0: number, r1: number, r2: number, r3: number): void {
    for (let lo = 0; lo < L; lo++) {
      const s = src + lo;
      const x0 = c[s],
        x1 = c[s + L],
        x2 = c[s + 2 * L],
        x3 = c[s + 3 * L];
      // reads of this (hi, lo) happen before its writes; writes never reach later reads
      c[dst + lo] = x0;
      c[dst + L + lo] = r0 * x0 + r1 * x1 + r2 * x2 + r3 * x3;
    }
  }
  const chunks = 4 ** (k - m),
    size = unit * 4 ** m;
  if (fast) {
    for (let t = next(); t < chunks; t = next()) fast.reduce(fast.base + 8 * t * size, m, fast.rows, unit);
    return;
  }
  for (let t = next(); t < chunks; t = next()) {
    const o = t * size;
    for (let q = m - 1; q >= 0; q--) {
      const L = unit * 4 ** q,
        H = 2 ** (m - 1 - q);
      for (let hi = 0; hi < H; hi++)
        halve(o + 4 * L * hi, o + 2 * L * hi, L, rows[4 * q], rows[4 * q + 1], rows[4 * q + 2], rows[4 * q + 3]);
    }
  }
}

/**
 * The SIMD reduction of one chunk (wasm.ts `reduce`: the same bits as reduceChunks' loop) on
 * a state at byte offset `base` of its memory, with the rows at byte offset `rows` (4 f64 per digit).
 */
export interface ReduceWasm {
  reduce: ReduceFn;
  base: number;
  rows: number;
}

/** Byte offset of the reduction's rows in the WebAssembly memory: the coefficient slots, free once the passes are done. */
export const REDUCE_ROWS_OFFSET = 0;

/**
 * Apply the PTMs of `list` (qubit → R, any subset) and keep only the I/Z labels: returns the
 * 2^k values v[S] = c_{Z_S} (bit q of S: Z on qubit q, else I), computed in place in `c`. First
 * the low m = min(k, REDUCE_CHUNK_DIGITS) digits chunk by chunk (reduceChunks; `shared`, when given,
 * runs them on threads and returns false when it cannot), then the chunks' values are packed
 * (chunk t's at t·2^m) and the digits m … k − 1 are reduced from the top the same way.
 */
export function reduceToZ(
  c: Float64Array,
  k: number,
  list: (Ptm | undefined)[],
  shared?: (m: number, rows: Float64Array) => boolean,
  fast?: ReduceWasm
): Float64Array {
  const rows = new Float64Array(4 * k);
  for (let q = 0; q < k; q++) rows.set((list[q] ?? IDENTITY).subarray(12, 16), 4 * q);
  if (fast) new Float64Array(c.buffer, fast.rows, 4 * k).set(rows);
  const m = Math.min(k, REDUCE_CHUNK_DIGITS),
    size = 4 ** m,
    half = 2 ** m,
    chunks = 4 ** (k - m);
  if (!shared?.(m, rows)) {
    let t = 0;
    reduceChunks(c, k, m, rows, () => (t < chunks ? t++ : chunks), 1, fast);
  }
  for (let t = 1; t < chunks; t++) c.copyWithin(t * half, t * size, t * size + half);
  // the packed values: one chunk of digits m … k − 1, each digit value a block of 2^m values
  let once = 0;
  reduceChunks(
    c,
    k - m,
    k - m,
    rows.subarray(4 * m),
    () => once++,
    half,
    fast && { ...fast, rows: fast.rows + 32 * m }
  );
  return c.subarray(0, 2 ** k);
}

/** p(x) = 2^-k Σ_S v[S] (−1)^{|x ∧ S|}: in-place Walsh–Hadamard transform, scaled, clamped at 0. */
export function zToProbs(v: Float64Array, k: number): Float64Array {
  const n = 2 ** k;
  const out = Float64Array.from(v);
  for (let h = 1; h < n; h *= 2) {
    for (let i = 0; i < n; i += 2 * h)
      for (let j = i; j < i + h; j++) {
        const x = out[j],
          y = out[j + h];
        out[j] = x + y;
        out[j + h] = x - y;
      }
  }
  const s = 1 / n;
  for (let i = 0; i < n; i++) out[i] = Math.max(0, out[i] * s);
  return out;
}
