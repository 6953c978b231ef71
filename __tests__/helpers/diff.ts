/**
 * Largest absolute differences between number arrays and between states, for the simulator tests. `abs` and `max`
 * are read from Math once: under jest every read of a global in a hot loop is slow (CONTRIBUTING.md).
 */
const { abs, max } = Math;

/** The largest |a[i] − b[i]| (NaN when a difference is NaN, as Math.max gives); `a` sets the length. */
export function maxAbsDiff(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let d = 0;
  for (let i = 0; i < a.length; i++) d = max(d, abs(a[i] - b[i]));
  return d;
}

/** The largest difference of the real or imaginary part of two states' amplitudes. */
export function maxStateDiff(
  a: { re: ArrayLike<number>; im: ArrayLike<number> },
  b: { re: ArrayLike<number>; im: ArrayLike<number> }
): number {
  return max(maxAbsDiff(a.re, b.re), maxAbsDiff(a.im, b.im));
}
