/** Small complex-matrix helpers shared by the simulators and the transpiler (interleaved re/im, row-major). */

/** a · b for 2×2 interleaved complex matrices ([re00, im00, re01, im01, re10, im10, re11, im11]). */
export function mul2(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
  const out = new Array<number>(8);
  for (let r = 0; r < 2; r++) for (let c = 0; c < 2; c++) {
    let sr = 0, si = 0;
    for (let k = 0; k < 2; k++) {
      const ar = a[2 * (r * 2 + k)], ai = a[2 * (r * 2 + k) + 1];
      const br = b[2 * (k * 2 + c)], bi = b[2 * (k * 2 + c) + 1];
      sr += ar * br - ai * bi;
      si += ar * bi + ai * br;
    }
    out[2 * (r * 2 + c)] = sr;
    out[2 * (r * 2 + c) + 1] = si;
  }
  return out;
}
