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
// each faster than k1General on the same matrix: `node bench/kernels.bench.mjs` section 1 (general / own CPU time,
// 22 qubits, 2026-12-06: Phase1 1.50x, Diag 1.19x, Anti 1.16x, Real 1.16x, RealImag 1.19x). Each is tested against
// k1General in __tests__/quantum/statevector/kernel-variants.test.ts, as is every variant of this file.
/** Kept: 1.50x faster than k1General in `node bench/kernels.bench.mjs` section 1 (see above). */
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

/** Kept: 1.19x faster than k1General in `node bench/kernels.bench.mjs` section 1 (see above). */
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

/** Kept: 1.16x faster than k1General in `node bench/kernels.bench.mjs` section 1 (see above). */
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

/** Kept: 1.16x faster than k1General in `node bench/kernels.bench.mjs` section 1 (see above). */
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

/** Kept: 1.19x faster than k1General in `node bench/kernels.bench.mjs` section 1 (see above). */
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
export function insertZeros(k: number, sorted: Int32Array, len: number): number {
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
  // Kept: two or more controls, Phase1 (ccp): 1.13x faster than the general loop below in
  // `node bench/kernels.bench.mjs` section 2.
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
  // Kept: two or more controls, swap (ccx): 1.10x faster than the general loop below in
  // `node bench/kernels.bench.mjs` section 2.
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

/** Kept: one control, swap (cx): 1.24x faster than c1General in `node bench/kernels.bench.mjs` section 2. */
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

// phase0, phase1 and phase2 (nested loops) are kept: faster than phaseN (bit insertion) on the same phase in
// `node bench/kernels.bench.mjs` section 3 (22 qubits: 1.50x, 1.43x, 1.66x).
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

/** The generic phase loop (any number of bits, by bit insertion): what phase0, phase1 and phase2 specialise. */
export function phaseN(
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
