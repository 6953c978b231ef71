/**
 * In-place statevector kernels on split real/imaginary Float64Arrays (index bit k = qubit k).
 * Every kernel takes `off` and `n`: it acts on the 2^n amplitudes starting at `off`, so the same
 * code serves the whole state and a cache-sized block of it. No kernel allocates.
 */

/** Matrix classes, cheapest first. */
export const enum Shape {
  /** diag(1, d): only the |1> half changes (p, s, t, z). */
  Phase1 = 0,
  /** diag(a, d) */
  Diag = 1,
  /** [[0, b], [c, 0]] (x, y) */
  Anti = 2,
  /** real entries (ry, h) */
  Real = 3,
  /** real diagonal, imaginary off-diagonal (rx) */
  RealImag = 4,
  General = 5
}

export function classify1(m: ArrayLike<number>): Shape {
  const [ar, ai, br, bi, cr, ci, dr, di] = [m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7]];
  if (br === 0 && bi === 0 && cr === 0 && ci === 0) return ar === 1 && ai === 0 ? Shape.Phase1 : Shape.Diag;
  if (ar === 0 && ai === 0 && dr === 0 && di === 0) return Shape.Anti;
  if (ai === 0 && bi === 0 && ci === 0 && di === 0) return Shape.Real;
  if (ai === 0 && di === 0 && br === 0 && cr === 0) return Shape.RealImag;
  return Shape.General;
}

/**
 * Uncontrolled 1-qubit gate on qubit t. Each matrix class has its own function: one loop per
 * function keeps V8's type feedback complete from the first call, so a class first met on a large
 * state does not deoptimise a function already compiled for another class (which made the big loop
 * run unoptimised, boxing every double: most of the garbage collector's time at 20 qubits).
 */
export function apply1(
  re: Float64Array,
  im: Float64Array,
  off: number,
  n: number,
  t: number,
  m: ArrayLike<number>,
  shape: Shape
): void {
  const N = off + (1 << n);
  const s = 1 << t;
  const ar = m[0],
    ai = m[1],
    br = m[2],
    bi = m[3],
    cr = m[4],
    ci = m[5],
    dr = m[6],
    di = m[7];
  switch (shape) {
    case Shape.Phase1:
      k1Phase1(re, im, off, N, s, dr, di);
      return;
    case Shape.Diag:
      k1Diag(re, im, off, N, s, ar, ai, dr, di);
      return;
    case Shape.Anti:
      k1Anti(re, im, off, N, s, br, bi, cr, ci);
      return;
    case Shape.Real:
      k1Real(re, im, off, N, s, ar, br, cr, dr);
      return;
    case Shape.RealImag:
      k1RealImag(re, im, off, N, s, ar, bi, ci, dr);
      return;
    default:
      k1General(re, im, off, N, s, ar, ai, br, bi, cr, ci, dr, di);
  }
}

// The specialised 1-qubit kernels below (Phase1, Diag, Anti, Real, RealImag) are kept because a benchmark proves
// each faster than k1General on the same matrix: `node bench/kernels.bench.mjs` (general / own CPU time, 22 qubits:
// Phase1 1.43x, Diag 1.20x, Anti 1.16x, Real 1.18x, RealImag 1.18x; --quick, 18 qubits: 1.23-2.10x).
/** Kept: 1.43x faster than k1General in `node bench/kernels.bench.mjs` (see above). */
function k1Phase1(re: Float64Array, im: Float64Array, off: number, N: number, s: number, dr: number, di: number): void {
  for (let b = off + s; b < N; b += 2 * s) {
    const e = b + s;
    for (let j = b; j < e; j++) {
      const xr = re[j],
        xi = im[j];
      re[j] = dr * xr - di * xi;
      im[j] = dr * xi + di * xr;
    }
  }
}

/** Kept: 1.20x faster than k1General in `node bench/kernels.bench.mjs` (see above). */
function k1Diag(
  re: Float64Array,
  im: Float64Array,
  off: number,
  N: number,
  s: number,
  ar: number,
  ai: number,
  dr: number,
  di: number
): void {
  for (let b = off; b < N; b += 2 * s) {
    const e = b + s;
    for (let i = b; i < e; i++) {
      const j = i + s;
      const xr = re[i],
        xi = im[i],
        yr = re[j],
        yi = im[j];
      re[i] = ar * xr - ai * xi;
      im[i] = ar * xi + ai * xr;
      re[j] = dr * yr - di * yi;
      im[j] = dr * yi + di * yr;
    }
  }
}

/** Kept: 1.16x faster than k1General in `node bench/kernels.bench.mjs` (see above). */
function k1Anti(
  re: Float64Array,
  im: Float64Array,
  off: number,
  N: number,
  s: number,
  br: number,
  bi: number,
  cr: number,
  ci: number
): void {
  for (let b = off; b < N; b += 2 * s) {
    const e = b + s;
    for (let i = b; i < e; i++) {
      const j = i + s;
      const xr = re[i],
        xi = im[i],
        yr = re[j],
        yi = im[j];
      re[i] = br * yr - bi * yi;
      im[i] = br * yi + bi * yr;
      re[j] = cr * xr - ci * xi;
      im[j] = cr * xi + ci * xr;
    }
  }
}

/** Kept: 1.18x faster than k1General in `node bench/kernels.bench.mjs` (see above). */
function k1Real(
  re: Float64Array,
  im: Float64Array,
  off: number,
  N: number,
  s: number,
  ar: number,
  br: number,
  cr: number,
  dr: number
): void {
  for (let b = off; b < N; b += 2 * s) {
    const e = b + s;
    for (let i = b; i < e; i++) {
      const j = i + s;
      const xr = re[i],
        xi = im[i],
        yr = re[j],
        yi = im[j];
      re[i] = ar * xr + br * yr;
      im[i] = ar * xi + br * yi;
      re[j] = cr * xr + dr * yr;
      im[j] = cr * xi + dr * yi;
    }
  }
}

/** Kept: 1.18x faster than k1General in `node bench/kernels.bench.mjs` (see above). */
function k1RealImag(
  re: Float64Array,
  im: Float64Array,
  off: number,
  N: number,
  s: number,
  ar: number,
  bi: number,
  ci: number,
  dr: number
): void {
  // a, d real; b = i·bi, c = i·ci
  for (let b = off; b < N; b += 2 * s) {
    const e = b + s;
    for (let i = b; i < e; i++) {
      const j = i + s;
      const xr = re[i],
        xi = im[i],
        yr = re[j],
        yi = im[j];
      re[i] = ar * xr - bi * yi;
      im[i] = ar * xi + bi * yr;
      re[j] = dr * yr - ci * xi;
      im[j] = dr * yi + ci * xr;
    }
  }
}

function k1General(
  re: Float64Array,
  im: Float64Array,
  off: number,
  N: number,
  s: number,
  ar: number,
  ai: number,
  br: number,
  bi: number,
  cr: number,
  ci: number,
  dr: number,
  di: number
): void {
  for (let b = off; b < N; b += 2 * s) {
    const e = b + s;
    for (let i = b; i < e; i++) {
      const j = i + s;
      const xr = re[i],
        xi = im[i],
        yr = re[j],
        yi = im[j];
      re[i] = ar * xr - ai * xi + br * yr - bi * yi;
      im[i] = ar * xi + ai * xr + br * yi + bi * yr;
      re[j] = cr * xr - ci * xi + dr * yr - di * yi;
      im[j] = cr * xi + ci * xr + dr * yi + di * yr;
    }
  }
}

/**
 * Index of the k-th amplitude whose bits at `sorted` positions are zero: insert zero bits.
 * `sorted` ascending.
 */
function insertZeros(k: number, sorted: Int32Array, len: number): number {
  for (let q = 0; q < len; q++) {
    const p = sorted[q];
    const low = k & ((1 << p) - 1);
    k = ((k >>> p) << (p + 1)) | low;
  }
  return k;
}

/**
 * Controlled 1-qubit gate (general matrix) on target t: applied to the pairs whose control bits
 * equal `cval` (positions in `cmask`). `fixed` = sorted positions of controls and target.
 */
export function apply1c(
  re: Float64Array,
  im: Float64Array,
  n: number,
  t: number,
  m: ArrayLike<number>,
  fixed: Int32Array,
  cval: number,
  shape: Shape
): void {
  const cnt = 1 << (n - fixed.length);
  const s = 1 << t;
  const len = fixed.length;
  const ar = m[0],
    ai = m[1],
    br = m[2],
    bi = m[3],
    cr = m[4],
    ci = m[5],
    dr = m[6],
    di = m[7];
  if (len === 2) {
    // One control: nested loops over the two fixed bit positions.
    const N = 1 << n;
    const s0 = 1 << fixed[0],
      s1 = 1 << fixed[1];
    const swap = shape === Shape.Anti && ai === 0 && bi === 0 && ci === 0 && di === 0 && br === 1 && cr === 1;
    if (swap) c1Swap(re, im, N, s, s0, s1, cval);
    else c1General(re, im, N, s, s0, s1, cval, ar, ai, br, bi, cr, ci, dr, di);
    return;
  }
  if (shape === Shape.Phase1) {
    for (let k = 0; k < cnt; k++) {
      const j = insertZeros(k, fixed, len) | cval | s;
      const yr = re[j],
        yi = im[j];
      re[j] = dr * yr - di * yi;
      im[j] = dr * yi + di * yr;
    }
    return;
  }
  if (shape === Shape.Anti && ai === 0 && bi === 0 && ci === 0 && di === 0 && br === 1 && cr === 1) {
    for (let k = 0; k < cnt; k++) {
      const i = insertZeros(k, fixed, len) | cval;
      const j = i | s;
      const xr = re[i],
        xi = im[i];
      re[i] = re[j];
      im[i] = im[j];
      re[j] = xr;
      im[j] = xi;
    }
    return;
  }
  for (let k = 0; k < cnt; k++) {
    const i = insertZeros(k, fixed, len) | cval;
    const j = i | s;
    const xr = re[i],
      xi = im[i],
      yr = re[j],
      yi = im[j];
    re[i] = ar * xr - ai * xi + br * yr - bi * yi;
    im[i] = ar * xi + ai * xr + br * yi + bi * yr;
    re[j] = cr * xr - ci * xi + dr * yr - di * yi;
    im[j] = cr * xi + ci * xr + dr * yi + di * yr;
  }
}

function c1Swap(re: Float64Array, im: Float64Array, N: number, s: number, s0: number, s1: number, cval: number): void {
  for (let a = 0; a < N; a += 2 * s1) {
    for (let b = a; b < a + s1; b += 2 * s0) {
      const lo = b | cval,
        hi = lo + s0;
      for (let i = lo; i < hi; i++) {
        const j = i | s;
        const xr = re[i],
          xi = im[i];
        re[i] = re[j];
        im[i] = im[j];
        re[j] = xr;
        im[j] = xi;
      }
    }
  }
}

function c1General(
  re: Float64Array,
  im: Float64Array,
  N: number,
  s: number,
  s0: number,
  s1: number,
  cval: number,
  ar: number,
  ai: number,
  br: number,
  bi: number,
  cr: number,
  ci: number,
  dr: number,
  di: number
): void {
  for (let a = 0; a < N; a += 2 * s1) {
    for (let b = a; b < a + s1; b += 2 * s0) {
      const lo = b | cval,
        hi = lo + s0;
      for (let i = lo; i < hi; i++) {
        const j = i | s;
        const xr = re[i],
          xi = im[i],
          yr = re[j],
          yi = im[j];
        re[i] = ar * xr - ai * xi + br * yr - bi * yi;
        im[i] = ar * xi + ai * xr + br * yi + bi * yr;
        re[j] = cr * xr - ci * xi + dr * yr - di * yi;
        im[j] = cr * xi + ci * xr + dr * yi + di * yr;
      }
    }
  }
}

/** Phase e^{iθ} (pr, pi) on every amplitude whose `fixed` control bits equal cval (gphase). */
export function applyPhase(
  re: Float64Array,
  im: Float64Array,
  n: number,
  pr: number,
  pi: number,
  fixed: Int32Array,
  cval: number
): void {
  const N = 1 << n;
  const len = fixed.length;
  if (len === 0) phase0(re, im, N, pr, pi);
  else if (len === 1) phase1(re, im, N, pr, pi, 1 << fixed[0], cval);
  else if (len === 2) phase2(re, im, N, pr, pi, 1 << fixed[0], 1 << fixed[1], cval);
  else phaseN(re, im, n, pr, pi, fixed, cval);
}

function phase0(re: Float64Array, im: Float64Array, N: number, pr: number, pi: number): void {
  for (let j = 0; j < N; j++) {
    const yr = re[j],
      yi = im[j];
    re[j] = pr * yr - pi * yi;
    im[j] = pr * yi + pi * yr;
  }
}

function phase1(re: Float64Array, im: Float64Array, N: number, pr: number, pi: number, s0: number, cval: number): void {
  for (let a = 0; a < N; a += 2 * s0) {
    const lo = a | cval,
      hi = lo + s0;
    for (let j = lo; j < hi; j++) {
      const yr = re[j],
        yi = im[j];
      re[j] = pr * yr - pi * yi;
      im[j] = pr * yi + pi * yr;
    }
  }
}

function phase2(
  re: Float64Array,
  im: Float64Array,
  N: number,
  pr: number,
  pi: number,
  s0: number,
  s1: number,
  cval: number
): void {
  for (let a = 0; a < N; a += 2 * s1) {
    for (let b = a; b < a + s1; b += 2 * s0) {
      const lo = b | cval,
        hi = lo + s0;
      for (let j = lo; j < hi; j++) {
        const yr = re[j],
          yi = im[j];
        re[j] = pr * yr - pi * yi;
        im[j] = pr * yi + pi * yr;
      }
    }
  }
}

function phaseN(
  re: Float64Array,
  im: Float64Array,
  n: number,
  pr: number,
  pi: number,
  fixed: Int32Array,
  cval: number
): void {
  const len = fixed.length;
  const cnt = 1 << (n - len);
  for (let k = 0; k < cnt; k++) {
    const j = insertZeros(k, fixed, len) | cval;
    const yr = re[j],
      yi = im[j];
    re[j] = pr * yr - pi * yi;
    im[j] = pr * yi + pi * yr;
  }
}

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

let warmed = false;

/**
 * Run every kernel once on an 8-amplitude scratch state, with every branch taken, before the first
 * large state. Without it, V8 compiles a kernel (on-stack replacement) in the middle of its first
 * long inner loop, before the outer loop's code has ever run; the optimised code then lacks type
 * feedback for it and deoptimises, and the rest of the pass runs unoptimised, allocating a heap
 * number per arithmetic result (the garbage collector's share at 20 qubits). Costs microseconds.
 */
export function warmKernels(): void {
  if (warmed) return;
  warmed = true;
  const W = 3;
  const re = new Float64Array(1 << W).fill(0.25),
    im = new Float64Array(1 << W).fill(0.125);
  const m = Float64Array.of(0.6, 0.1, -0.2, 0.7, 0.3, -0.4, 0.5, 0.2);
  const x = Float64Array.of(0, 0, 1, 0, 1, 0, 0, 0);
  const m4 = new Float64Array(32).map((_, j) => ((j * 7) % 5) / 10);
  const p4 = new Float64Array(32);
  for (const [r, c] of [
    [0, 0],
    [1, 2],
    [2, 1],
    [3, 3]
  ])
    p4[2 * (r * 4 + c)] = 1;
  const d4 = new Float64Array(32);
  for (let r = 0; r < 4; r++) d4[2 * (r * 5)] = 1;
  // V8 allocates a function's feedback vector only after about 8 calls: 12 rounds.
  for (let rep = 0; rep < 12; rep++) {
    for (let t = 0; t < 3; t++) {
      for (let shape = Shape.Phase1; shape <= Shape.General; shape++) apply1(re, im, 0, W, t, m, shape);
      const c = (t + 1) % 3;
      const fx = Int32Array.from([t, c].sort((a, b) => a - b));
      apply1c(re, im, W, t, m, fx, 1 << c, Shape.General);
      apply1c(re, im, W, t, x, fx, 1 << c, Shape.Anti);
      const f3 = Int32Array.of(0, 1, 2);
      const cv = 7 & ~(1 << t);
      apply1c(re, im, W, t, m, f3, cv, Shape.General);
      apply1c(re, im, W, t, x, f3, cv, Shape.Anti);
      apply1c(re, im, W, t, m, f3, cv, Shape.Phase1);
      applyPhase(re, im, W, 0.6, 0.8, Int32Array.of(t), 1 << t);
      applyPhase(re, im, W, 0.6, 0.8, fx, (1 << t) | (1 << c));
    }
    applyPhase(re, im, W, 0.6, 0.8, new Int32Array(0), 0);
    applyPhase(re, im, W, 0.6, 0.8, Int32Array.of(0, 1, 2), 7);
    for (const [t0, t1] of [
      [0, 1],
      [2, 0]
    ]) {
      const fx = Int32Array.from([t0, t1].sort((a, b) => a - b));
      apply2(re, im, W, t0, t1, m4, fx, 0, Shape2.General);
      apply2(re, im, W, t0, t1, p4, fx, 0, Shape2.Perm);
      apply2(re, im, W, t0, t1, d4, fx, 0, Shape2.Diag);
      const f3 = Int32Array.of(0, 1, 2);
      const c = 3 - t0 - t1;
      apply2(re, im, W, t0, t1, m4, f3, 1 << c, Shape2.General);
      apply2(re, im, W, t0, t1, p4, f3, 1 << c, Shape2.Perm);
      apply2(re, im, W, t0, t1, d4, f3, 1 << c, Shape2.Diag);
    }
  }
}
