/**
 * Density-matrix simulation of a static noisy program (no conditions, terminal measurements).
 *
 * `runDensity` (used by runOnTarget) runs in the Pauli basis (simulate.ts): ρ as 4^k real Pauli
 * coefficients, half the memory and about a third of the work of the complex matrix. The complex
 * density matrix kept as an independent cross-check lives with the tests
 * (__tests__/quantum/methods/density-pauli/oracle.ts), not in the shipped code.
 *
 * This folder, the density-matrix method: run.ts (this entry), simulate.ts (runPauli), plan.ts (the
 * compiled plan), pair-kernel.ts, tiles.ts and wasm.ts (the pair pass in JavaScript and SIMD),
 * worker-pool.ts (threads), reduce.ts (final reduction), labels.ts (cz label permutation).
 */
import type { NoisyProgram } from '../../noise/model.js';
import { runPauli } from './simulate.js';

/** Largest density matrix: 12 qubits (Pauli basis: 4^12 real coefficients, 134 MB). */
export const MAX_DENSITY_QUBITS = 12;

export interface DensityResult {
  /** Probabilities of the 2^k computational basis states (before readout error). */
  probs: Float64Array;
  /** Passes over ρ (for reporting). */
  passes: number;
}

/** Run a static noisy program (Pauli basis); returns the output distribution before readout. */
export function runDensity(prog: NoisyProgram): DensityResult {
  return runPauli(prog);
}
