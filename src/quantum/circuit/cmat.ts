/** Small complex-matrix helpers shared by the simulators, the noise engine and the transpiler (interleaved re/im, row-major). */

/** a · b for n×n interleaved complex matrices (row-major, entry (r, c) at 2·(r·n + c), its imaginary part next). */
export function cmul(a: ArrayLike<number>, b: ArrayLike<number>, n: number): number[] {
  const out = new Array<number>(2 * n * n);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      let sr = 0,
        si = 0;
      for (let k = 0; k < n; k++) {
        const ar = a[2 * (r * n + k)],
          ai = a[2 * (r * n + k) + 1];
        const br = b[2 * (k * n + c)],
          bi = b[2 * (k * n + c) + 1];
        sr += ar * br - ai * bi;
        si += ar * bi + ai * br;
      }
      out[2 * (r * n + c)] = sr;
      out[2 * (r * n + c) + 1] = si;
    }
  return out;
}

/** a · b for 2×2 interleaved complex matrices ([re00, im00, re01, im01, re10, im10, re11, im11]). */
export function mul2(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
  return cmul(a, b, 2);
}

/** a · b for 4×4 interleaved complex matrices (2-qubit gates, 1-qubit superoperators). */
export function mul4(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
  return cmul(a, b, 4);
}
