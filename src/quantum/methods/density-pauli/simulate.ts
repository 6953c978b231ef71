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
 * - Speed: the pair pass also runs as a WebAssembly SIMD kernel (wasm.ts, bit-identical),
 *   and from THREAD_MIN_QUBITS qubits each pass is split across worker threads (startTeam).
 *
 * This file holds the run (runPauli: initial state, passes, reduction, outcome relabelling); the
 * parts live next to it: plan.ts (PTMs, the compiled plan), pair-kernel.ts (JavaScript pair
 * pass), tiles.ts (tile schedule and SIMD batches), worker-pool.ts (worker threads) and
 * reduce.ts (final reduction to the I/Z labels and the probabilities).
 */
import type { NoisyProgram } from '../../noise/model.js';
import { pairPass } from './pair-kernel.js';
import { MAX_PAULI_QUBITS, digitZeroQubit, planPauli, swapQubits } from './plan.js';
import { REDUCE_ROWS_OFFSET, reduceToZ, zToProbs } from './reduce.js';
import { THREAD_MIN_QUBITS, startTeam, threadParts } from './worker-pool.js';
import { JOB_WORDS, TILE_DIGITS, runTiles, scheduleTiles, writeBatch } from './tiles.js';
import { WASM_COEF_OFFSET, pauliWasmInstance } from './wasm.js';

export { CZ_LABELS } from './labels.js';

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

/** Run a static noisy program in the Pauli basis; returns the output distribution before readout. */
export interface PauliRunOptions {
  /** Threads per pass (1, 2 or 4; default: threadParts()). */
  threads?: number;
  /** Use the WebAssembly SIMD kernel where it applies (default true unless BENCHGATE_NOISE_WASM=0). */
  wasm?: boolean;
  /** Digits per tile of the SIMD path (default TILE_DIGITS; tests use small tiles). */
  tileDigits?: number;
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
