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

/**
 * a · b for 2×2 interleaved complex matrices ([re00, im00, re01, im01, re10, im10, re11, im11]), written out: the noise
 * engine folds every gate and noise event of a qubit through it. The same sums in the same order as cmul(a, b, 2).
 */
export function mul2(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
  const a0 = a[0],
    a1 = a[1],
    a2 = a[2],
    a3 = a[3],
    a4 = a[4],
    a5 = a[5],
    a6 = a[6],
    a7 = a[7];
  const b0 = b[0],
    b1 = b[1],
    b2 = b[2],
    b3 = b[3],
    b4 = b[4],
    b5 = b[5],
    b6 = b[6],
    b7 = b[7];
  return [
    0 + (a0 * b0 - a1 * b1) + (a2 * b4 - a3 * b5),
    0 + (a0 * b1 + a1 * b0) + (a2 * b5 + a3 * b4),
    0 + (a0 * b2 - a1 * b3) + (a2 * b6 - a3 * b7),
    0 + (a0 * b3 + a1 * b2) + (a2 * b7 + a3 * b6),
    0 + (a4 * b0 - a5 * b1) + (a6 * b4 - a7 * b5),
    0 + (a4 * b1 + a5 * b0) + (a6 * b5 + a7 * b4),
    0 + (a4 * b2 - a5 * b3) + (a6 * b6 - a7 * b7),
    0 + (a4 * b3 + a5 * b2) + (a6 * b7 + a7 * b6)
  ];
}

/** a · b for 4×4 interleaved complex matrices (2-qubit gates, 1-qubit superoperators). */
export function mul4(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
  return cmul(a, b, 4);
}
