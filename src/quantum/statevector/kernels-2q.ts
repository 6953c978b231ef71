/**
 * Two-qubit statevector kernels (4×4 matrices, local index bit(t0) + 2·bit(t1)), on the same split re/im
 * arrays as ./kernels.ts, optionally controlled (the `fixed` bits). No kernel allocates.
 */
import { insertZeros } from './kernels.js';

export const enum Shape2 {
  Diag = 0,
  Perm = 1,
  General = 2
}

export function classify2(m: ArrayLike<number>): Shape2 {
  let diag = true;
  let perm = true;
  for (let r = 0; r < 4; r++) {
    let nz = 0;
    for (let c = 0; c < 4; c++) {
      const re = m[2 * (r * 4 + c)],
        im = m[2 * (r * 4 + c) + 1];
      if (re !== 0 || im !== 0) {
        nz++;
        if (r !== c) diag = false;
        if (!(re === 1 && im === 0)) perm = false;
      }
    }
    if (nz !== 1) {
      diag = false;
      perm = false;
    }
  }
  return diag ? Shape2.Diag : perm ? Shape2.Perm : Shape2.General;
}

/**
 * 2-qubit gate (4×4, local index = bit(t0) + 2·bit(t1)) on amplitudes whose `fixed` bits
 * (controls, t0, t1; sorted) are zero apart from control values `cval`.
 */
export function apply2(
  re: Float64Array,
  im: Float64Array,
  n: number,
  t0: number,
  t1: number,
  m: ArrayLike<number>,
  fixed: Int32Array,
  cval: number,
  shape: Shape2
): void {
  const cnt = 1 << (n - fixed.length);
  const len = fixed.length;
  const b0 = 1 << t0,
    b1 = 1 << t1;
  // Kept: Diag 1.31x, Perm 1.08x (swap, below: 3.13x) faster than the General loops in
  // `node bench/kernels.bench.mjs` section 4 (22 qubits); tested in __tests__/quantum/statevector/kernel-variants.test.ts.
  if (shape === Shape2.Diag) {
    const d0r = m[0],
      d0i = m[1],
      d1r = m[10],
      d1i = m[11],
      d2r = m[20],
      d2i = m[21],
      d3r = m[30],
      d3i = m[31];
    for (let k = 0; k < cnt; k++) {
      const i0 = insertZeros(k, fixed, len) | cval;
      const i1 = i0 | b0,
        i2 = i0 | b1,
        i3 = i1 | b1;
      let xr = re[i0],
        xi = im[i0];
      re[i0] = d0r * xr - d0i * xi;
      im[i0] = d0r * xi + d0i * xr;
      xr = re[i1];
      xi = im[i1];
      re[i1] = d1r * xr - d1i * xi;
      im[i1] = d1r * xi + d1i * xr;
      xr = re[i2];
      xi = im[i2];
      re[i2] = d2r * xr - d2i * xi;
      im[i2] = d2r * xi + d2i * xr;
      xr = re[i3];
      xi = im[i3];
      re[i3] = d3r * xr - d3i * xi;
      im[i3] = d3r * xi + d3i * xr;
    }
    return;
  }
  if (shape === Shape2.Perm) {
    // out[r] = in[col[r]]: a permutation of the four amplitudes (swap, dcx, ...), no arithmetic.
    const col = [0, 0, 0, 0];
    for (let r = 0; r < 4; r++) for (let c = 0; c < 4; c++) if (m[2 * (r * 4 + c)] !== 0) col[r] = c;
    const c0 = col[0],
      c1 = col[1],
      c2 = col[2],
      c3 = col[3];
    const xr = [0, 0, 0, 0],
      xi = [0, 0, 0, 0];
    if (len === 2 && c0 === 0 && c3 === 3 && c1 === 2 && c2 === 1) {
      // swap: exchange the |01> and |10> amplitudes
      const N = 1 << n;
      const s0 = 1 << fixed[0],
        s1 = 1 << fixed[1];
      for (let a = 0; a < N; a += 2 * s1) {
        for (let b = a; b < a + s1; b += 2 * s0) {
          const hi = b + s0;
          for (let i = b; i < hi; i++) {
            const i1 = i + b0,
              i2 = i + b1;
            const tr = re[i1],
              ti = im[i1];
            re[i1] = re[i2];
            im[i1] = im[i2];
            re[i2] = tr;
            im[i2] = ti;
          }
        }
      }
      return;
    }
    for (let k = 0; k < cnt; k++) {
      const i0 = insertZeros(k, fixed, len) | cval;
      const i1 = i0 | b0,
        i2 = i0 | b1,
        i3 = i1 | b1;
      xr[0] = re[i0];
      xi[0] = im[i0];
      xr[1] = re[i1];
      xi[1] = im[i1];
      xr[2] = re[i2];
      xi[2] = im[i2];
      xr[3] = re[i3];
      xi[3] = im[i3];
      re[i0] = xr[c0];
      im[i0] = xi[c0];
      re[i1] = xr[c1];
      im[i1] = xi[c1];
      re[i2] = xr[c2];
      im[i2] = xi[c2];
      re[i3] = xr[c3];
      im[i3] = xi[c3];
    }
    return;
  }
  const m00r = m[0],
    m00i = m[1],
    m01r = m[2],
    m01i = m[3],
    m02r = m[4],
    m02i = m[5],
    m03r = m[6],
    m03i = m[7];
  const m10r = m[8],
    m10i = m[9],
    m11r = m[10],
    m11i = m[11],
    m12r = m[12],
    m12i = m[13],
    m13r = m[14],
    m13i = m[15];
  const m20r = m[16],
    m20i = m[17],
    m21r = m[18],
    m21i = m[19],
    m22r = m[20],
    m22i = m[21],
    m23r = m[22],
    m23i = m[23];
  const m30r = m[24],
    m30i = m[25],
    m31r = m[26],
    m31i = m[27],
    m32r = m[28],
    m32i = m[29],
    m33r = m[30],
    m33i = m[31];
  const N = 1 << n;
  if (len === 2) {
    const s0 = 1 << fixed[0],
      s1 = 1 << fixed[1];
    for (let a = 0; a < N; a += 2 * s1) {
      for (let b = a; b < a + s1; b += 2 * s0) {
        const hi = b + s0;
        for (let i = b; i < hi; i++) {
          const i0 = i;
          const i1 = i0 | b0,
            i2 = i0 | b1,
            i3 = i1 | b1;
          const x0r = re[i0],
            x0i = im[i0],
            x1r = re[i1],
            x1i = im[i1],
            x2r = re[i2],
            x2i = im[i2],
            x3r = re[i3],
            x3i = im[i3];
          re[i0] =
            m00r * x0r - m00i * x0i + m01r * x1r - m01i * x1i + m02r * x2r - m02i * x2i + m03r * x3r - m03i * x3i;
          im[i0] =
            m00r * x0i + m00i * x0r + m01r * x1i + m01i * x1r + m02r * x2i + m02i * x2r + m03r * x3i + m03i * x3r;
          re[i1] =
            m10r * x0r - m10i * x0i + m11r * x1r - m11i * x1i + m12r * x2r - m12i * x2i + m13r * x3r - m13i * x3i;
          im[i1] =
            m10r * x0i + m10i * x0r + m11r * x1i + m11i * x1r + m12r * x2i + m12i * x2r + m13r * x3i + m13i * x3r;
          re[i2] =
            m20r * x0r - m20i * x0i + m21r * x1r - m21i * x1i + m22r * x2r - m22i * x2i + m23r * x3r - m23i * x3i;
          im[i2] =
            m20r * x0i + m20i * x0r + m21r * x1i + m21i * x1r + m22r * x2i + m22i * x2r + m23r * x3i + m23i * x3r;
          re[i3] =
            m30r * x0r - m30i * x0i + m31r * x1r - m31i * x1i + m32r * x2r - m32i * x2i + m33r * x3r - m33i * x3i;
          im[i3] =
            m30r * x0i + m30i * x0r + m31r * x1i + m31i * x1r + m32r * x2i + m32i * x2r + m33r * x3i + m33i * x3r;
        }
      }
    }
    return;
  }
  for (let k = 0; k < cnt; k++) {
    const i0 = insertZeros(k, fixed, len) | cval;
    const i1 = i0 | b0,
      i2 = i0 | b1,
      i3 = i1 | b1;
    const x0r = re[i0],
      x0i = im[i0],
      x1r = re[i1],
      x1i = im[i1],
      x2r = re[i2],
      x2i = im[i2],
      x3r = re[i3],
      x3i = im[i3];
    re[i0] = m00r * x0r - m00i * x0i + m01r * x1r - m01i * x1i + m02r * x2r - m02i * x2i + m03r * x3r - m03i * x3i;
    im[i0] = m00r * x0i + m00i * x0r + m01r * x1i + m01i * x1r + m02r * x2i + m02i * x2r + m03r * x3i + m03i * x3r;
    re[i1] = m10r * x0r - m10i * x0i + m11r * x1r - m11i * x1i + m12r * x2r - m12i * x2i + m13r * x3r - m13i * x3i;
    im[i1] = m10r * x0i + m10i * x0r + m11r * x1i + m11i * x1r + m12r * x2i + m12i * x2r + m13r * x3i + m13i * x3r;
    re[i2] = m20r * x0r - m20i * x0i + m21r * x1r - m21i * x1i + m22r * x2r - m22i * x2i + m23r * x3r - m23i * x3i;
    im[i2] = m20r * x0i + m20i * x0r + m21r * x1i + m21i * x1r + m22r * x2i + m22i * x2r + m23r * x3i + m23i * x3r;
    re[i3] = m30r * x0r - m30i * x0i + m31r * x1r - m31i * x1i + m32r * x2r - m32i * x2i + m33r * x3r - m33i * x3i;
    im[i3] = m30r * x0i + m30i * x0r + m31r * x1i + m31i * x1r + m32r * x2i + m32i * x2r + m33r * x3i + m33i * x3r;
  }
}
