/** Comparing statevectors with Qiskit's (little-endian: qubit k is bit k of the index, as benchgate). */
import type { StateVector } from '../../src/quantum/index.js';

/**
 * The largest |a_i - e^{iφ} b_i| over the amplitudes, with the global phase φ taken from the largest
 * amplitude of `expected`; Infinity when the lengths differ.
 */
export function phaseDistance(actual: StateVector, expected: [number, number][]): number {
  const { re, im } = actual;
  if (re.length !== expected.length) return Infinity;
  let k = 0;
  for (let i = 1; i < expected.length; i++) if (Math.hypot(...expected[i]) > Math.hypot(...expected[k])) k = i;
  // e^{iφ} = a_k / b_k (normalised): b rotated by it lines up with a at the largest amplitude
  const [br, bi] = expected[k];
  const pr = re[k] * br + im[k] * bi;
  const pi = im[k] * br - re[k] * bi;
  const m = Math.hypot(pr, pi);
  const [cr, ci] = m === 0 ? [1, 0] : [pr / m, pi / m];
  let worst = 0;
  for (let i = 0; i < expected.length; i++) {
    const [er, ei] = expected[i];
    const d = Math.hypot(re[i] - (er * cr - ei * ci), im[i] - (er * ci + ei * cr));
    if (!(d <= worst)) worst = d; // NaN counts as the worst
  }
  return worst;
}
