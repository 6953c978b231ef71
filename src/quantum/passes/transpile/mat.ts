import { mul2 } from '../../circuit/cmat.js';
/** Small 2×2 complex matrix helpers (interleaved re/im, row-major), for the transpiler. */
export type M2 = number[];

export const I2: M2 = [1, 0, 0, 0, 0, 0, 1, 0];
export const X2: M2 = [0, 0, 1, 0, 1, 0, 0, 0];
const S = Math.SQRT1_2;
export const H2: M2 = [S, 0, S, 0, S, 0, -S, 0];
export const SX2: M2 = [0.5, 0.5, 0.5, -0.5, 0.5, -0.5, 0.5, 0.5];

/** a · b */
export function mul(a: M2, b: M2): M2 {
  return mul2(a, b);
}

export function dag(m: M2): M2 {
  return [m[0], -m[1], m[4], -m[5], m[2], -m[3], m[6], -m[7]];
}

export function rz(t: number): M2 {
  return [Math.cos(t / 2), -Math.sin(t / 2), 0, 0, 0, 0, Math.cos(t / 2), Math.sin(t / 2)];
}

export function ry(t: number): M2 {
  const c = Math.cos(t / 2),
    s = Math.sin(t / 2);
  return [c, 0, -s, 0, s, 0, c, 0];
}

/** diag(1, e^{iφ}) */
export function phase(phi: number): M2 {
  return [1, 0, 0, 0, 0, 0, Math.cos(phi), Math.sin(phi)];
}

function scale(m: M2, re: number, im: number): M2 {
  const out = new Array<number>(8);
  for (let i = 0; i < 4; i++) {
    out[2 * i] = m[2 * i] * re - m[2 * i + 1] * im;
    out[2 * i + 1] = m[2 * i] * im + m[2 * i + 1] * re;
  }
  return out;
}

/** True when a = e^{iφ}·b for some φ (within tol). */
export function equalUpToPhase(a: M2, b: M2, tol = 1e-9): boolean {
  // find the largest entry of b to fix the phase
  let k = 0,
    best = -1;
  for (let i = 0; i < 4; i++) {
    const v = b[2 * i] ** 2 + b[2 * i + 1] ** 2;
    if (v > best) {
      best = v;
      k = i;
    }
  }
  const br = b[2 * k],
    bi = b[2 * k + 1],
    ar = a[2 * k],
    ai = a[2 * k + 1];
  // phase = a_k / b_k
  const d = br * br + bi * bi;
  let pr = (ar * br + ai * bi) / d,
    pi = (ai * br - ar * bi) / d;
  const mod = Math.hypot(pr, pi);
  if (Math.abs(mod - 1) > 1e-6) return false;
  pr /= mod;
  pi /= mod;
  const sb = scale(b, pr, pi);
  for (let i = 0; i < 8; i++) if (Math.abs(sb[i] - a[i]) > tol) return false;
  return true;
}

export function isIdentityUpToPhase(m: M2, tol = 1e-10): boolean {
  return equalUpToPhase(m, I2, tol);
}

/** Angle normalised to (−π, π]. */
export function normAngle(t: number): number {
  let a = t % (2 * Math.PI);
  if (a <= -Math.PI) a += 2 * Math.PI;
  if (a > Math.PI) a -= 2 * Math.PI;
  return a;
}

/**
 * ZYZ decomposition: m = e^{iα}·Rz(β)·Ry(γ)·Rz(δ). Returns [α, β, γ, δ].
 */
export function zyz(m: M2): [number, number, number, number] {
  const [ar, ai, br, bi, cr, ci, dr, di] = m;
  const detr = ar * dr - ai * di - (br * cr - bi * ci);
  const deti = ar * di + ai * dr - (br * ci + bi * cr);
  const alpha = Math.atan2(deti, detr) / 2;
  // V = e^{-iα} m ∈ SU(2): V = [[a, −b*], [b, a*]], a = e^{−i(β+δ)/2} cos(γ/2), b = e^{i(β−δ)/2} sin(γ/2)
  const v = scale(m, Math.cos(alpha), -Math.sin(alpha));
  const aAbs = Math.hypot(v[0], v[1]);
  const bAbs = Math.hypot(v[4], v[5]);
  const gamma = 2 * Math.atan2(bAbs, aAbs);
  const argA = aAbs > 1e-14 ? Math.atan2(v[1], v[0]) : 0;
  const argB = bAbs > 1e-14 ? Math.atan2(v[5], v[4]) : 0;
  const sum = -2 * argA; // β + δ
  const diff = 2 * argB; // β − δ
  return [alpha, (sum + diff) / 2, gamma, (sum - diff) / 2];
}

/** Square root of a 2×2 unitary (principal branch). */
export function sqrtU(m: M2): M2 {
  // For a 2×2 unitary with eigenvalues λ1, λ2: √U = (U + √det·I) / sqrt(tr + 2√det), using the
  // principal root; fall back to the spectral method when the denominator vanishes.
  const [ar, ai, , , , , dr, di] = m;
  const detr = ar * dr - ai * di - (m[2] * m[4] - m[3] * m[5]);
  const deti = ar * di + ai * dr - (m[2] * m[5] + m[3] * m[4]);
  const ang = Math.atan2(deti, detr) / 2;
  const sr = Math.cos(ang),
    si = Math.sin(ang);
  for (const sign of [1, -1]) {
    const qr = sign * sr,
      qi = sign * si;
    // t = tr + 2q
    const tr = ar + dr + 2 * qr,
      ti = ai + di + 2 * qi;
    const mod = Math.hypot(tr, ti);
    if (mod < 1e-6) continue;
    // sqrt(t)
    const st = Math.sqrt(mod),
      sa = Math.atan2(ti, tr) / 2;
    const zr = st * Math.cos(sa),
      zi = st * Math.sin(sa);
    const num = [m[0] + qr, m[1] + qi, m[2], m[3], m[4], m[5], m[6] + qr, m[7] + qi];
    const d = zr * zr + zi * zi;
    return scale(num, zr / d, -zi / d);
  }
  throw new Error('no square root found');
}
