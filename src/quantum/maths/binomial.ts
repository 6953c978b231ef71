/**
 * Exact binomial and multinomial draws for shot branching: how many of a branch's `n` shots take an
 * outcome of probability p. Per-shot simulation draws each shot's outcome independently, so the
 * number taking it is Binomial(n, p); drawing that number once is the same distribution.
 *
 * Method: inversion with one uniform over the probability mass function tabulated around the mode
 * (ratios of consecutive terms, no factorials, so no overflow at any n), over mode ± (15σ + 10):
 * the mass outside that window is below 1e-40, far under the 2^-53 resolution of a uniform.
 */
import type { Rng } from './rng.js';

/** One draw of Binomial(n, p) (n a non-negative safe integer, p clamped to [0, 1]). */
export function binomial(rng: Rng, n: number, p: number): number {
  const u = rng.nextDouble();
  if (n <= 0 || !(p > 0)) return 0;
  if (p >= 1) return n;
  const q = 1 - p;
  const mode = Math.min(n, Math.floor((n + 1) * p));
  const sd = Math.sqrt(n * p * q);
  const lo = Math.max(0, Math.floor(mode - 15 * sd - 10));
  const hi = Math.min(n, Math.ceil(mode + 15 * sd + 10));
  const w = new Float64Array(hi - lo + 1);
  w[mode - lo] = 1;
  const up = p / q,
    down = q / p;
  for (let k = mode + 1; k <= hi; k++) w[k - lo] = (w[k - 1 - lo] * (n - k + 1) * up) / k;
  for (let k = mode - 1; k >= lo; k--) w[k - lo] = (w[k + 1 - lo] * (k + 1) * down) / (n - k);
  let total = 0;
  for (let i = 0; i < w.length; i++) total += w[i];
  const target = u * total;
  let acc = 0;
  for (let i = 0; i < w.length; i++) {
    acc += w[i];
    if (target < acc) return lo + i;
  }
  // rounding at the very top of the range
  let last = w.length - 1;
  while (last > 0 && w[last] === 0) last--;
  return lo + last;
}

/**
 * Split n shots among outcomes of the given probabilities (summing to 1, up to rounding):
 * Multinomial(n, probs) as a chain of conditional binomials. Returns the counts.
 */
export function multinomial(rng: Rng, n: number, probs: ArrayLike<number>): number[] {
  const out = new Array<number>(probs.length).fill(0);
  let left = n,
    mass = 0,
    last = 0;
  for (let i = 0; i < probs.length; i++)
    if (probs[i] > 0) {
      mass += probs[i];
      last = i;
    }
  for (let i = 0; i < probs.length && left > 0; i++) {
    if (!(probs[i] > 0)) continue;
    if (i === last) {
      out[i] = left;
      break;
    }
    const k = binomial(rng, left, probs[i] / mass);
    out[i] = k;
    left -= k;
    mass -= probs[i];
  }
  return out;
}
