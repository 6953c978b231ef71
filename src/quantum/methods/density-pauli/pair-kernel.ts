/**
 * The JavaScript PAIR PASS of the Pauli-basis engine (simulate.ts): pairPass applies the pending PTMs of
 * two qubits, the cz permutation and the 2-qubit depolarising scale to every group of 16 coefficients,
 * and pairRange splits a pass into equal parts for threads. Both are self-contained (no imports, no
 * outer names): their source is sent to the worker threads as text (worker-pool.ts).
 */
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
