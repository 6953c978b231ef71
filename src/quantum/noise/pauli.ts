/**
 * Exact noisy simulation of a static program in the PAULI BASIS: ρ = Σ_P c_P · P / 2^k over the
 * 4^k Pauli strings P, with real coefficients c_P = Tr(P ρ) (ρ is Hermitian). Qubit q is base-4
 * digit q of the index (bits 2q, 2q + 1; digit value 0 = I, 1 = X, 2 = Y, 3 = Z), so the state is
 * ONE real Float64Array of 4^k entries (12 qubits: 134 MB, half the complex density matrix).
 *
 * - Every 1-qubit operation (gate, depolarising error, relaxation, reset) acts on a qubit's digit
 *   as its Pauli transfer matrix R (real 4×4, R_ij = Tr(σ_i E(σ_j)) / 2). All channels of the model
 *   are trace-preserving, so row 0 is exactly (1, 0, 0, 0): the I coefficient never changes and
 *   an application costs 12 multiply-adds per 4 coefficients. Everything on a qubit between two cz
 *   is fused into ONE pending R (4×4 products).
 * - A cz is Clifford: a signed permutation of the 16 labels of its pair. Its 2-qubit depolarising
 *   error (ρ → (1 − p)ρ + p·I/4 ⊗ Tr_ab ρ) scales every label that is not I⊗I on the pair by 1 − p.
 *   So a cz costs ONE pass: for every group of 16 coefficients (digits a and b) the pending R of
 *   a and of b, the permutation and the scale, in registers (the scale folded into the matrices).
 * - The output distribution needs only the I/Z labels: p(x) = 2^-k Σ_S c_{Z_S} (−1)^{|x ∧ S|}. The
 *   last pending R of every qubit is applied while reducing its digit to (I, Z), digit by digit
 *   (each step halves the data, in place), then one Walsh–Hadamard transform of 2^k values.
 * - Speed: the pair pass also runs as a WebAssembly SIMD kernel (pauli-wasm.ts, bit-identical),
 *   and from THREAD_MIN_QUBITS qubits each pass is split across worker threads (startTeam).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { czDepolAfter, type NoisyProgram } from './model.js';
import {
  RUN_MAX_DIGITS,
  WASM_COEF_OFFSET,
  WASM_SLOTS,
  WASM_SLOT_BYTES,
  pauliWasmInstance,
  skew
} from './pauli-wasm.js';
import type { PairFn, PauliWasm, ReduceFn, RunsFn } from './pauli-wasm.js';
import { depolSuperop, pauliTransfer, relaxSuperop, resetSuperop, unitarySuperop } from './superop.js';

/** Largest Pauli-basis state: 12 qubits = 4^12 real coefficients (134 MB). */
const MAX_PAULI_QUBITS = 12;

/** Pauli transfer matrix (real 4×4, row-major) with row 0 set to exactly (1, 0, 0, 0). */
export type Ptm = Float64Array;

/** PTM of a 1-qubit superoperator (complex 4×4 as in density.ts), trace-preserving row enforced. */
export function ptmOf(S: ArrayLike<number>): Ptm {
  const R = pauliTransfer(S);
  R[0] = 1;
  R[1] = 0;
  R[2] = 0;
  R[3] = 0;
  return R;
}

/** a · b (apply b first), row 0 kept exactly (1, 0, 0, 0). */
export function ptmMul(a: Ptm, b: Ptm): Ptm {
  const out = new Float64Array(16);
  out[0] = 1;
  for (let r = 1; r < 4; r++)
    for (let c = 0; c < 4; c++) {
      let s = 0;
      for (let k = 0; k < 4; k++) s += a[r * 4 + k] * b[k * 4 + c];
      out[r * 4 + c] = s;
    }
  return out;
}

const IDENTITY: Ptm = new Float64Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);

export { CZ_LABELS } from './pauli-labels.js';

/**
 * One pass for a pair (a, b) (a ≠ b): the PTMs Ra, Rb of the two qubits, then (when `cz`) the cz
 * permutation, then the scale f = 1 − p of every label that is not I⊗I on the pair (2-qubit
 * depolarising). In place on c (4^k coefficients). Only the groups whose base index (digits a and b
 * zero) lies in [start, end) are done, `start` a base index (see pairRange); a group's arithmetic
 * does not depend on the range, so any split gives bit-identical results.
 */
export function pairPass(
  c: Float64Array,
  k: number,
  a: number,
  b: number,
  Ra: ArrayLike<number>,
  Rb: ArrayLike<number>,
  p: number,
  cz: boolean,
  start = 0,
  end = 4 ** k
): void {
  const f = 1 - p;
  // Ra's rows scaled by f (every label with a non-I digit a gets f once); Rb as is for those
  // groups, and Rb scaled by f (e) for the group with digit a = I.
  const a10 = f * Ra[4],
    a11 = f * Ra[5],
    a12 = f * Ra[6],
    a13 = f * Ra[7];
  const a20 = f * Ra[8],
    a21 = f * Ra[9],
    a22 = f * Ra[10],
    a23 = f * Ra[11];
  const a30 = f * Ra[12],
    a31 = f * Ra[13],
    a32 = f * Ra[14],
    a33 = f * Ra[15];
  const b10 = Rb[4],
    b11 = Rb[5],
    b12 = Rb[6],
    b13 = Rb[7];
  const b20 = Rb[8],
    b21 = Rb[9],
    b22 = Rb[10],
    b23 = Rb[11];
  const b30 = Rb[12],
    b31 = Rb[13],
    b32 = Rb[14],
    b33 = Rb[15];
  const e10 = f * b10,
    e11 = f * b11,
    e12 = f * b12,
    e13 = f * b13;
  const e20 = f * b20,
    e21 = f * b21,
    e22 = f * b22,
    e23 = f * b23;
  const e30 = f * b30,
    e31 = f * b31,
    e32 = f * b32,
    e33 = f * b33;
  const sa = 1 << (2 * a),
    sb = 1 << (2 * b);
  const m = (3 * sa) | (3 * sb);
  for (let i00 = start; i00 < end; i00 = ((i00 | m) + 1) & ~m) {
    const i10 = i00 + sa,
      i20 = i10 + sa,
      i30 = i20 + sa;
    const i01 = i00 + sb,
      i11 = i01 + sa,
      i21 = i11 + sa,
      i31 = i21 + sa;
    const i02 = i01 + sb,
      i12 = i02 + sa,
      i22 = i12 + sa,
      i32 = i22 + sa;
    const i03 = i02 + sb,
      i13 = i03 + sa,
      i23 = i13 + sa,
      i33 = i23 + sa;
    const x00 = c[i00];
    const x10 = c[i10];
    const x20 = c[i20];
    const x30 = c[i30];
    const x01 = c[i01];
    const x11 = c[i11];
    const x21 = c[i21];
    const x31 = c[i31];
    const x02 = c[i02];
    const x12 = c[i12];
    const x22 = c[i22];
    const x32 = c[i32];
    const x03 = c[i03];
    const x13 = c[i13];
    const x23 = c[i23];
    const x33 = c[i33];
    const y10 = a10 * x00 + a11 * x10 + a12 * x20 + a13 * x30;
    const y20 = a20 * x00 + a21 * x10 + a22 * x20 + a23 * x30;
    const y30 = a30 * x00 + a31 * x10 + a32 * x20 + a33 * x30;
    const y11 = a10 * x01 + a11 * x11 + a12 * x21 + a13 * x31;
    const y21 = a20 * x01 + a21 * x11 + a22 * x21 + a23 * x31;
    const y31 = a30 * x01 + a31 * x11 + a32 * x21 + a33 * x31;
    const y12 = a10 * x02 + a11 * x12 + a12 * x22 + a13 * x32;
    const y22 = a20 * x02 + a21 * x12 + a22 * x22 + a23 * x32;
    const y32 = a30 * x02 + a31 * x12 + a32 * x22 + a33 * x32;
    const y13 = a10 * x03 + a11 * x13 + a12 * x23 + a13 * x33;
    const y23 = a20 * x03 + a21 * x13 + a22 * x23 + a23 * x33;
    const y33 = a30 * x03 + a31 * x13 + a32 * x23 + a33 * x33;
    const z01 = e10 * x00 + e11 * x01 + e12 * x02 + e13 * x03;
    const z02 = e20 * x00 + e21 * x01 + e22 * x02 + e23 * x03;
    const z03 = e30 * x00 + e31 * x01 + e32 * x02 + e33 * x03;
    const z11 = b10 * y10 + b11 * y11 + b12 * y12 + b13 * y13;
    const z12 = b20 * y10 + b21 * y11 + b22 * y12 + b23 * y13;
    const z13 = b30 * y10 + b31 * y11 + b32 * y12 + b33 * y13;
    const z21 = b10 * y20 + b11 * y21 + b12 * y22 + b13 * y23;
    const z22 = b20 * y20 + b21 * y21 + b22 * y22 + b23 * y23;
    const z23 = b30 * y20 + b31 * y21 + b32 * y22 + b33 * y23;
    const z31 = b10 * y30 + b11 * y31 + b12 * y32 + b13 * y33;
    const z32 = b20 * y30 + b21 * y31 + b22 * y32 + b23 * y33;
    const z33 = b30 * y30 + b31 * y31 + b32 * y32 + b33 * y33;
    if (cz) {
      c[i01] = z31;
      c[i02] = z32;
      c[i03] = z03;
      c[i10] = z13;
      c[i11] = z22;
      c[i12] = -z21;
      c[i13] = y10;
      c[i20] = z23;
      c[i21] = -z12;
      c[i22] = z11;
      c[i23] = y20;
      c[i30] = y30;
      c[i31] = z01;
      c[i32] = z02;
      c[i33] = z33;
    } else {
      c[i01] = z01;
      c[i02] = z02;
      c[i03] = z03;
      c[i10] = y10;
      c[i11] = z11;
      c[i12] = z12;
      c[i13] = z13;
      c[i20] = y20;
      c[i21] = z21;
      c[i22] = z22;
      c[i23] = z23;
      c[i30] = y30;
      c[i31] = z31;
      c[i32] = z32;
      c[i33] = z33;
    }
  }
}

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
 * The SIMD reduction of one chunk (pauli-wasm.ts `reduce`: the same bits as reduceChunks' loop) on
 * a state at byte offset `base` of its memory, with the rows at byte offset `rows` (4 f64 per digit).
 */
interface ReduceWasm {
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

export interface PauliResult {
  /** Probabilities of the 2^k computational basis states (before readout error). */
  probs: Float64Array;
  /** Passes over the 4^k coefficients (one per cz or 2-qubit error, plus the final reduction). */
  passes: number;
  /** Parts the passes were split into (threads that actually ran, the main thread included). */
  threads?: number;
  /** Sweeps over memory on the SIMD path: one per tile batch, plus the final reduction. */
  sweeps?: number;
}

/**
 * Part `part` of `parts` (1, 2 or 4) of the groups of a pair pass on (a, b): split on the highest
 * digit d that is neither a nor b (every digit above d is a or b, so a base index below 4^(d+1)
 * is a base exactly when its digit d is in range). Self-contained: its source runs in workers.
 */
export function pairRange(k: number, a: number, b: number, part: number, parts: number): [number, number] {
  if (parts === 1) return [0, 4 ** k];
  let d = k - 1;
  while (d === a || d === b) d--;
  const w = 4 / parts,
    s = 4 ** d;
  return [part * w * s, (part + 1) * w * s];
}

/** One pair pass of a plan: PTMs of a and b, then the cz (when `cz`), then 2-qubit depolarising p. */
export interface PairOp {
  a: number;
  b: number;
  Ra: Ptm;
  Rb: Ptm;
  p: number;
  cz: boolean;
}

/** A static program as pair passes plus the last pending PTM of every qubit (pure; no state). */
export interface PauliPlan {
  numQubits: number;
  pairs: PairOp[];
  final: (Ptm | undefined)[];
}

/** Fuse the 1-qubit operations of a static program into the PTMs of its pair passes. */
export function planPauli(prog: NoisyProgram): PauliPlan {
  const k = prog.numQubits;
  const pending: (Ptm | undefined)[] = new Array(k).fill(undefined);
  const add = (q: number, R: Ptm) => {
    const P = pending[q];
    pending[q] = P ? ptmMul(R, P) : R;
  };
  const take = (q: number): Ptm => {
    const v = pending[q] ?? IDENTITY;
    pending[q] = undefined;
    return v;
  };
  const pairs: PairOp[] = [];
  // qubits still in |0⟩ with nothing applied: channels that fix |0⟩⟨0| can be skipped there
  const fresh = new Uint8Array(k).fill(1);
  const ops = prog.ops;
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i];
    switch (op.k) {
      case 'u':
        add(op.q, ptmOf(unitarySuperop(op.m)));
        fresh[op.q] = 0;
        break;
      case 'relax':
        if (!fresh[op.q]) add(op.q, ptmOf(relaxSuperop(op.gamma, op.pz)));
        break;
      case 'reset':
        add(op.q, ptmOf(resetSuperop()));
        break;
      case 'depol':
        if (op.qs.length === 1) {
          add(op.qs[0], ptmOf(depolSuperop(op.p)));
          fresh[op.qs[0]] = 0;
        } else {
          const [a, b] = op.qs;
          pairs.push({ a, b, Ra: take(a), Rb: take(b), p: op.p, cz: false });
          fresh[a] = 0;
          fresh[b] = 0;
        }
        break;
      case 'cz': {
        // a cz immediately followed by its depolarising error: one pass
        const depol = czDepolAfter(ops, i, op.a, op.b);
        if (depol !== undefined) i++;
        const p = depol ?? 0;
        if (fresh[op.a] && fresh[op.b] && p === 0 && !pending[op.a] && !pending[op.b]) break;
        pairs.push({ a: op.a, b: op.b, Ra: take(op.a), Rb: take(op.b), p, cz: true });
        fresh[op.a] = 0;
        fresh[op.b] = 0;
        break;
      }
      case 'measure':
        break;
    }
  }
  return { numQubits: k, pairs, final: pending };
}

/**
 * Digits every tile holds: 0–2 (runs of 64 contiguous coefficients, 512 B; the SIMD kernels' lanes
 * lie along digit 0, 1 or 2, so that digit must be in the tile).
 */
export const TILE_FIXED_DIGITS = 3;
/** Digits of a tile: 4^10 coefficients = 8 MiB (measured; see docs/devices.md). */
export const TILE_DIGITS = 10;
/** Most passes in one batch (one coefficient slot each in the WebAssembly memory). */
const MAX_BATCH = WASM_SLOTS;

/** Pair passes that run tile by tile: `digits` (bit d = digit d) holds every pass's pair. */
export interface TileBatch {
  digits: number;
  ops: PairOp[];
}

const popcount = (x: number): number => {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
};

/**
 * Cut the plan's pair passes into batches that each run as ONE sweep over memory: a batch's
 * passes only touch the digits in `digits` (at most `maxDigits`, always 0 … TILE_FIXED_DIGITS−1),
 * so for every setting of the other digits (a tile of 4^|digits| coefficients, cache-sized) all
 * the batch's passes can run one after the other while the tile is in cache. A pass only mixes
 * coefficients within its groups, so tile-by-tile gives the same bits as pass-by-pass.
 * Greedy, in plan order: a pass joins the batch when the digit set stays within `maxDigits` and
 * no earlier pass left for later shares a digit with it (passes on disjoint digits commute; on a
 * shared digit the plan order is kept). Pure.
 */
export function scheduleTiles(
  pairs: readonly PairOp[],
  k: number,
  maxDigits = TILE_DIGITS,
  maxBatch = MAX_BATCH
): TileBatch[] {
  if (maxDigits < TILE_FIXED_DIGITS + 2) throw new RangeError(`a tile needs at least ${TILE_FIXED_DIGITS + 2} digits`);
  const all = 2 ** k - 1;
  const fixed = 2 ** Math.min(k, TILE_FIXED_DIGITS) - 1;
  const done = new Uint8Array(pairs.length);
  const batches: TileBatch[] = [];
  let first = 0;
  for (;;) {
    while (first < pairs.length && done[first]) first++;
    if (first >= pairs.length) return batches;
    let digits = fixed,
      blocked = 0;
    const ops: PairOp[] = [];
    for (let i = first; i < pairs.length && ops.length < maxBatch && blocked !== all; i++) {
      if (done[i]) continue;
      const d = (1 << pairs[i].a) | (1 << pairs[i].b);
      const u = digits | d;
      if (!(d & blocked) && popcount(u) <= maxDigits) {
        digits = u;
        ops.push(pairs[i]);
        done[i] = 1;
      } else blocked |= d;
    }
    batches.push({ digits, ops });
  }
}

/**
 * The tiles [next() …) of one batch with the SIMD kernels `ex`. Each tile is copied into the
 * thread's skewed `scratch` (pauli-wasm.ts; its digits in order become digits 0 … D − 1 there, so
 * the tile is contiguous and its group members do not share a cache set), all the batch's passes
 * run there, and the tile is copied back. `job` (written by writeBatch): [0] passes n, [1] index mask of
 * the tile's digits, [2] tiles, [3] k, [4] tile digits D, [5] runs per tile, [6] bytes per run,
 * [7] low index bits of the digits outside the tile that no pass has touched yet (a tile where
 * one of them is X or Y is zero and is skipped), then per pass its local digits a and b, cz and
 * the byte offset of its coefficients (a slot of WASM_SLOT_BYTES). `table`: byte offset of the run
 * table (see writeBatch). `next()` hands out tile numbers (an atomic counter when threads share the
 * batch: tiles are independent, so any split gives the same bits).
 * Self-contained: its source runs in the workers.
 */
function runTiles(
  ex: { pair: PairFn; pair4: PairFn; pair16: PairFn; runs: RunsFn },
  job: Int32Array,
  state: number,
  table: number,
  scratch: number,
  next: () => number
): void {
  const n = job[0],
    tm = job[1],
    tiles = job[2],
    k = job[3],
    end = 4 ** job[4],
    runs = job[5],
    bytes = job[6],
    zm = job[7];
  const free: number[] = [];
  for (let d = 0; d < k; d++) if (!((tm >> (2 * d)) & 3)) free.push(4 ** d);
  // pauli-wasm.ts skew, inlined (this source runs in the workers)
  const skew = (i: number) => 8 * i + 64 * ((i >>> 10) + (i >>> 16) + (i >>> 22));
  for (let t = next(); t < tiles; t = next()) {
    let base = 0;
    for (let j = 0; j < free.length; j++) base += ((t >> (2 * j)) & 3) * free[j];
    if ((base ^ (base >> 1)) & zm) continue;
    ex.runs(state + 8 * base, scratch, table, runs, bytes, 1);
    for (let p = 0; p < n; p++) {
      const a = job[8 + 4 * p],
        b = job[9 + 4 * p],
        sa = 4 ** a,
        sb = 4 ** b;
      // asm.ts laneOf, inlined (this source runs in the workers)
      const fn = a !== 0 && b !== 0 ? ex.pair : a + b === 1 ? ex.pair16 : ex.pair4;
      fn(scratch, job[11 + 4 * p], skew(sa), skew(sb), (3 * sa) | (3 * sb), 0, end, job[10 + 4 * p]);
    }
    ex.runs(state + 8 * base, scratch, table, runs, bytes, 0);
  }
}

/** Job words of runTiles for a batch of at most MAX_BATCH passes. */
export const JOB_WORDS = 8 + 4 * MAX_BATCH;

/**
 * Fill `job` (see runTiles), the coefficient slots and the run `table` for a batch; returns the
 * number of tiles. A tile's runs are its low digits 0 … low − 1 (the digits below the first digit
 * outside the tile, at most RUN_MAX_DIGITS): table[2r] is run r's byte offset from the tile's
 * base in the state, table[2r + 1] its byte offset in the skewed scratch.
 * `untouched`: bit d set when no earlier pass touched digit d (its labels are still I or Z).
 */
export function writeBatch(
  job: Int32Array,
  slots: Float64Array,
  table: Int32Array,
  k: number,
  batch: TileBatch,
  untouched = 0
): number {
  const inTile: number[] = [],
    outside: number[] = [];
  for (let d = 0; d < k; d++) ((batch.digits >> d) & 1 ? inTile : outside).push(d);
  const local = new Array<number>(k).fill(-1);
  inTile.forEach((d, i) => {
    local[d] = i;
  });
  let tm = 0;
  for (const d of inTile) tm |= 3 * 4 ** d;
  let low = 0;
  while (low < inTile.length && low < RUN_MAX_DIGITS && inTile[low] === low) low++;
  const run = 4 ** low,
    runs = 4 ** (inTile.length - low);
  const strides = inTile.slice(low).map((d) => 8 * 4 ** d);
  for (let r = 0; r < runs; r++) {
    let off = 0;
    for (let j = 0; j < strides.length; j++) off += ((r >> (2 * j)) & 3) * strides[j];
    table[2 * r] = off;
    table[2 * r + 1] = skew(r * run);
  }
  let zm = 0;
  for (const d of outside) if ((untouched >> d) & 1) zm |= 4 ** d;
  job[0] = batch.ops.length;
  job[1] = tm;
  job[2] = 4 ** outside.length;
  job[3] = k;
  job[4] = inTile.length;
  job[5] = runs;
  job[6] = 8 * run;
  job[7] = zm;
  batch.ops.forEach((op, p) => {
    job[8 + 4 * p] = local[op.a];
    job[9 + 4 * p] = local[op.b];
    job[10 + 4 * p] = op.cz ? 1 : 0;
    job[11 + 4 * p] = p * WASM_SLOT_BYTES;
    wasmCoefficients(slots.subarray((p * WASM_SLOT_BYTES) / 8, (p * WASM_SLOT_BYTES) / 8 + 36), op);
  });
  return job[2];
}

/**
 * Threads are used from this many qubits on (4^11 coefficients = 32 MB per pass). Measured near idle on 2 cores
 * (mirror circuits, fake:fez@1.6, first run in a process as in the CLI): 10 qubits 91 ms on one thread against
 * 138 ms on two (starting the workers costs more than the passes save), 11 qubits 195 ms against 157 ms
 * (2026-12-03, skewed-scratch kernels; the same split as on 2026-12-02 with the older kernels).
 */
export const THREAD_MIN_QUBITS = 11;

/**
 * Parts a pass is split into (1, 2 or 4: one per thread, the main thread included): `threads`
 * when given, else BENCHGATE_NOISE_THREADS, else the machine's available parallelism.
 */
export function threadParts(threads?: number): number {
  const env = Number(process.env['BENCHGATE_NOISE_THREADS']);
  const want = threads ?? (Number.isInteger(env) && env > 0 ? env : availableParallelism());
  return want >= 4 ? 4 : want >= 2 ? 2 : 1;
}

interface Team {
  /** Run one pair pass (JavaScript kernel) split across the team; false when the team is unusable (caller runs it). */
  run(op: PairOp): boolean;
  /** Run the tile batch already written to the team's job words and the coefficient slots (SIMD kernels). */
  runBatch(): boolean;
  /** Reduce the chunks of 4^m coefficients (reduceChunks) on the team; false when the team is unusable. */
  reduce(m: number, rows: Float64Array): boolean;
  /** The shared job words of runTiles. */
  job: Int32Array;
  /** Whether the workers came up (after the first run). */
  usable(): boolean;
  stop(): void;
}

/** How long the main thread waits for a worker to come up or to finish a part before giving up. */
const WORKER_TIMEOUT_MS = 10_000;

/**
 * Worker threads that share the passes with the main thread, which waits (Atomics) for them, so
 * runPauli stays synchronous. Two kinds of job: a pair pass in JavaScript (split into equal parts
 * along a digit, pairRange) or a tile batch with the SIMD kernels (runTiles; every thread takes
 * tiles from an atomic counter, so a thread slowed down by another process leaves its share to the
 * others). Control words: [0] job sequence, [1] parts finished, [2] stop, [3] tile counter,
 * [4+i] worker i state (1 ready, −1 failed). A worker checks itself on a tiny pass first; a worker
 * that fails to start (or an environment without workers) leaves the work to the main thread.
 */
function startTeam(c: Float64Array, k: number, parts: number, w?: PauliWasm): Team | undefined {
  const n = parts - 1;
  let workers: Worker[];
  const ctrl = new Int32Array(new SharedArrayBuffer(4 * (4 + n)));
  const par = new Float64Array(new SharedArrayBuffer(8 * 37));
  const job = new Int32Array(new SharedArrayBuffer(4 * JOB_WORDS));
  const rowsShared = new Float64Array(new SharedArrayBuffer(8 * 4 * MAX_PAULI_QUBITS));
  const src = `
const { workerData } = require('node:worker_threads');
const { buf, ctrlBuf, parBuf, jobBuf, rowsBuf, k, part, parts, module, mem, table, scratch } = workerData;
const ctrl = new Int32Array(ctrlBuf), job = new Int32Array(jobBuf);
let ok = false;
try {
  const pairPass = (${pairPass.toString()});
  const pairRange = (${pairRange.toString()});
  const runTiles = (${runTiles.toString()});
  const reduceChunks = (${reduceChunks.toString()});
  const rows = new Float64Array(rowsBuf);
  const ex = module ? new WebAssembly.Instance(module, { env: { mem } }).exports : undefined;
  const c = module ? new Float64Array(mem.buffer, ${WASM_COEF_OFFSET}, 4 ** k) : new Float64Array(buf), par = new Float64Array(parBuf);
  const t = new Float64Array(16); t[0] = 1; t[12] = 1;
  pairPass(t, 2, 0, 1, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], 0, true);
  if (t[0] !== 1 || t[12] !== 1) throw new Error('self-check');
  ok = true;
  Atomics.store(ctrl, 4 + part - 1, 1);
  Atomics.notify(ctrl, 4 + part - 1);
  const next = () => Atomics.add(ctrl, 3, 1);
  let seen = 0;
  for (;;) {
    Atomics.wait(ctrl, 0, seen);
    seen = Atomics.load(ctrl, 0);
    if (Atomics.load(ctrl, 2)) break;
    if (par[36] === 2) runTiles(ex, job, ${WASM_COEF_OFFSET}, table, scratch, next);
    else if (par[36] === 3) reduceChunks(c, k, par[0], rows, next, 1, ex ? { reduce: ex.reduce, base: ${WASM_COEF_OFFSET}, rows: ${REDUCE_ROWS_OFFSET} } : undefined);
    else {
      const a = par[0], b = par[1];
      const [s, e] = pairRange(k, a, b, part, parts);
      pairPass(c, k, a, b, par.subarray(4, 20), par.subarray(20, 36), par[2], par[3] === 1, s, e);
    }
    Atomics.add(ctrl, 1, 1);
    Atomics.notify(ctrl, 1);
  }
} catch (e) {
  if (!ok) { Atomics.store(ctrl, 4 + part - 1, -1); Atomics.notify(ctrl, 4 + part - 1); }
}
`;
  try {
    workers = Array.from(
      { length: n },
      (_, i) =>
        new Worker(src, {
          eval: true,
          workerData: {
            buf: w ? undefined : c.buffer,
            ctrlBuf: ctrl.buffer,
            parBuf: par.buffer,
            jobBuf: job.buffer,
            rowsBuf: rowsShared.buffer,
            k,
            part: i + 1,
            parts,
            module: w?.module,
            mem: w?.mem,
            table: w?.table,
            scratch: w?.scratch[i + 1]
          }
        })
    );
  } catch {
    return undefined;
  }
  let usable: boolean | undefined;
  const stop = () => {
    Atomics.store(ctrl, 2, 1);
    Atomics.add(ctrl, 0, 1);
    Atomics.notify(ctrl, 0);
    for (const w of workers) void w.terminate();
  };
  const ready = (): boolean => {
    for (let i = 0; i < n; i++) {
      if (Atomics.load(ctrl, 4 + i) === 0) Atomics.wait(ctrl, 4 + i, 0, WORKER_TIMEOUT_MS);
      if (Atomics.load(ctrl, 4 + i) !== 1) return false;
    }
    return true;
  };
  /** Start the job already described in par / job, do the main thread's share, wait for the rest. */
  const launch = (mine: () => void): boolean => {
    if (usable === undefined) usable = ready();
    if (!usable) return false;
    Atomics.store(ctrl, 1, 0);
    Atomics.store(ctrl, 3, 0);
    Atomics.add(ctrl, 0, 1);
    Atomics.notify(ctrl, 0);
    mine();
    for (;;) {
      const done = Atomics.load(ctrl, 1);
      if (done >= n) break;
      if (Atomics.wait(ctrl, 1, done, WORKER_TIMEOUT_MS) === 'timed-out')
        throw new Error('noise simulation worker did not finish its part');
    }
    return true;
  };
  return {
    run(op: PairOp): boolean {
      par[0] = op.a;
      par[1] = op.b;
      par[2] = op.p;
      par[3] = op.cz ? 1 : 0;
      par.set(op.Ra, 4);
      par.set(op.Rb, 20);
      par[36] = 0;
      return launch(() => {
        const [s, e] = pairRange(k, op.a, op.b, 0, parts);
        pairPass(c, k, op.a, op.b, op.Ra, op.Rb, op.p, op.cz, s, e);
      });
    },
    runBatch(): boolean {
      if (!w) return false;
      par[36] = 2;
      return launch(() => runTiles(w, job, WASM_COEF_OFFSET, w.table, w.scratch[0], () => Atomics.add(ctrl, 3, 1)));
    },
    reduce(m: number, rows: Float64Array): boolean {
      par[0] = m;
      par[36] = 3;
      rowsShared.set(rows);
      const fast = w ? { reduce: w.reduce, base: WASM_COEF_OFFSET, rows: REDUCE_ROWS_OFFSET } : undefined;
      return launch(() => reduceChunks(c, k, m, rows, () => Atomics.add(ctrl, 3, 1), 1, fast));
    },
    job,
    usable: () => usable === true,
    stop
  };
}

/** Run a static noisy program in the Pauli basis; returns the output distribution before readout. */
export interface PauliRunOptions {
  /** Threads per pass (1, 2 or 4; default: threadParts()). */
  threads?: number;
  /** Use the WebAssembly SIMD kernel where it applies (default true unless BENCHGATE_NOISE_WASM=0). */
  wasm?: boolean;
  /** Digits per tile of the SIMD path (default TILE_DIGITS; tests use small tiles). */
  tileDigits?: number;
}

/**
 * The qubit stored as digit 0 (the SIMD kernel pairs neighbouring groups along digit 0, so pairs
 * on that qubit run in JavaScript): the qubit in the fewest pair passes, lowest index on ties.
 */
export function digitZeroQubit(plan: PauliPlan): number {
  const uses = new Array<number>(plan.numQubits).fill(0);
  for (const op of plan.pairs) {
    uses[op.a]++;
    uses[op.b]++;
  }
  let best = 0;
  for (let q = 1; q < uses.length; q++) if (uses[q] < uses[best]) best = q;
  return best;
}

/** The plan with qubits q and 0 exchanged (a relabelling of the digits). */
export function swapQubits(plan: PauliPlan, q: number): PauliPlan {
  if (q === 0) return plan;
  const f = (x: number) => (x === q ? 0 : x === 0 ? q : x);
  const final = plan.final.slice();
  [final[0], final[q]] = [final[q], final[0]];
  return { numQubits: plan.numQubits, pairs: plan.pairs.map((op) => ({ ...op, a: f(op.a), b: f(op.b) })), final };
}

/** Write the 36 coefficients of the SIMD kernel (f·Ra, Rb, f·Rb rows 1–3) for a pair pass. */
export function wasmCoefficients(out: Float64Array, op: PairOp): void {
  const f = 1 - op.p;
  for (let r = 1; r < 4; r++)
    for (let j = 0; j < 4; j++) {
      out[(r - 1) * 4 + j] = f * op.Ra[r * 4 + j];
      out[12 + (r - 1) * 4 + j] = op.Rb[r * 4 + j];
      out[24 + (r - 1) * 4 + j] = f * op.Rb[r * 4 + j];
    }
}

/** Run a static noisy program in the Pauli basis; returns the output distribution before readout. */
export function runPauli(prog: NoisyProgram, opts: PauliRunOptions = {}): PauliResult {
  const k = prog.numQubits;
  if (!prog.static)
    throw new Error('the density-matrix simulator needs a static circuit (no conditions, terminal measurements only)');
  if (k > MAX_PAULI_QUBITS) throw new Error(`density matrix limited to ${MAX_PAULI_QUBITS} qubits, got ${k}`);
  if (k === 0) return { probs: new Float64Array([1]), passes: 0, threads: 1 };
  const plan0 = planPauli(prog);
  const useWasm = k >= 3 && (opts.wasm ?? process.env['BENCHGATE_NOISE_WASM'] !== '0');
  // relabelled whether or not the SIMD kernel is available, so results are the same bits everywhere
  const q0 = k >= 3 ? digitZeroQubit(plan0) : 0;
  const plan = swapQubits(plan0, q0);
  const tileDigits = opts.tileDigits ?? TILE_DIGITS;
  const parts = k >= THREAD_MIN_QUBITS && plan.pairs.length > 0 ? threadParts(opts.threads) : 1;
  const w = useWasm ? pauliWasmInstance(k, tileDigits, parts) : undefined;
  const c = w
    ? new Float64Array(w.mem.buffer, WASM_COEF_OFFSET, 4 ** k)
    : k >= THREAD_MIN_QUBITS
      ? new Float64Array(new SharedArrayBuffer(8 * 4 ** k))
      : new Float64Array(4 ** k);
  // workers start while the main thread writes the state
  const team = parts > 1 ? startTeam(c, k, parts, w) : undefined;
  // One write per 4 KiB page first: a page first READ maps the shared zero page, and the write that
  // follows must then flush the other cores' TLBs (measured: about 1 s of system time with two
  // threads at 12 qubits; docs/devices.md "Page faults").
  for (let i = 0; i < c.length; i += 512) c[i] = 0;
  // |0…0⟩⟨0…0| = Π (I + Z)/2: c_P = 1 for every P in {I, Z}^k
  for (let S = 0; S < 2 ** k; S++) {
    let idx = 0;
    for (let q = 0; q < k; q++) if ((S >> q) & 1) idx += 3 * 4 ** q;
    c[idx] = 1;
  }
  let sweeps = 0;
  let v: Float64Array;
  try {
    // Passes on disjoint digits commute, but not to the last bit in floating point: both paths
    // run the passes in the batches' order, so they give the same bits.
    const batches = scheduleTiles(plan.pairs, k, tileDigits);
    if (w) {
      const slots = new Float64Array(w.mem.buffer, 0, WASM_COEF_OFFSET / 8);
      const table = new Int32Array(w.mem.buffer, w.table, 2 * w.maxRuns);
      const job = team?.job ?? new Int32Array(JOB_WORDS);
      let untouched = 2 ** k - 1;
      for (const batch of batches) {
        const tiles = writeBatch(job, slots, table, k, batch, untouched);
        for (const op of batch.ops) untouched &= ~((1 << op.a) | (1 << op.b));
        sweeps++;
        if (team && team.runBatch()) continue;
        let t = 0;
        runTiles(w, job, WASM_COEF_OFFSET, w.table, w.scratch[0], () => (t < tiles ? t++ : tiles));
      }
    } else {
      for (const op of batches.flatMap((x) => x.ops)) {
        if (team && team.run(op)) continue;
        pairPass(c, k, op.a, op.b, op.Ra, op.Rb, op.p, op.cz);
      }
    }
    v = reduceToZ(
      c,
      k,
      plan.final,
      team ? (m, rows) => team.reduce(m, rows) : undefined,
      w ? { reduce: w.reduce, base: WASM_COEF_OFFSET, rows: REDUCE_ROWS_OFFSET } : undefined
    );
  } finally {
    team?.stop();
  }
  const passes = plan.pairs.length + 1;
  const threads = team?.usable() ? parts : 1;
  const probs = zToProbs(v, k);
  if (q0 === 0) return { probs, passes, threads, ...(w ? { sweeps: sweeps + 1 } : {}) };
  // digit 0 holds qubit q0: exchange bits 0 and q0 of the outcome index
  const out = new Float64Array(probs.length);
  for (let i = 0; i < probs.length; i++) {
    const b0 = i & 1,
      bq = (i >> q0) & 1;
    out[(i & ~1 & ~(1 << q0)) | bq | (b0 << q0)] = probs[i];
  }
  return { probs: out, passes, threads, ...(w ? { sweeps: sweeps + 1 } : {}) };
}
