/**
 * 1-qubit superoperators (complex 4×4 on (row bit, column bit), interleaved, row-major; local
 * index r + 2c) of the noise model's operations, and their Pauli transfer matrices. Shared by the
 * Pauli-basis simulator (../methods/density-pauli/) and the complex density matrix kept as a cross-check in the tests (__tests__/quantum/methods/density-pauli/oracle.ts).
 */
import { cmul } from '../circuit/cmat.js';

export type S4 = Float64Array; // 4×4 complex, interleaved, row-major; local index r + 2c

export function mul4(a: S4, b: S4): S4 {
  return Float64Array.from(cmul(a, b, 4));
}

/** Superoperator of ρ → UρU†: S[(r'+2c'), (r+2c)] = U[r'][r]·conj(U[c'][c]). */
export function unitarySuperop(u: ArrayLike<number>): S4 {
  const s = new Float64Array(32);
  for (let rp = 0; rp < 2; rp++)
    for (let cp = 0; cp < 2; cp++)
      for (let r = 0; r < 2; r++)
        for (let c = 0; c < 2; c++) {
          const ar = u[2 * (rp * 2 + r)],
            ai = u[2 * (rp * 2 + r) + 1];
          const br = u[2 * (cp * 2 + c)],
            bi = -u[2 * (cp * 2 + c) + 1];
          const row = rp + 2 * cp,
            col = r + 2 * c;
          s[2 * (row * 4 + col)] = ar * br - ai * bi;
          s[2 * (row * 4 + col) + 1] = ar * bi + ai * br;
        }
  return s;
}

function real4(entries: [number, number, number][]): S4 {
  const s = new Float64Array(32);
  for (const [r, c, v] of entries) s[2 * (r * 4 + c)] = v;
  return s;
}

/** Amplitude damping γ followed by a Z flip with probability pz. */
export function relaxSuperop(gamma: number, pz: number): S4 {
  const e = Math.sqrt(1 - gamma) * (1 - 2 * pz);
  return real4([
    [0, 0, 1],
    [0, 3, gamma],
    [3, 3, 1 - gamma],
    [1, 1, e],
    [2, 2, e]
  ]);
}

/** ρ → (1−p)ρ + p·I/2. */
export function depolSuperop(p: number): S4 {
  return real4([
    [0, 0, 1 - p / 2],
    [0, 3, p / 2],
    [3, 0, p / 2],
    [3, 3, 1 - p / 2],
    [1, 1, 1 - p],
    [2, 2, 1 - p]
  ]);
}

export function resetSuperop(): S4 {
  return real4([
    [0, 0, 1],
    [0, 3, 1]
  ]);
}

/**
 * Pauli transfer matrix of a 1-qubit superoperator: R_ij = Tr(σ_i E(σ_j)) / 2 (real for every
 * Hermiticity-preserving map). Row i = 0 is (1, 0, 0, 0) for trace-preserving maps.
 */
export function pauliTransfer(S: ArrayLike<number>): Float64Array {
  // σ_j as vec (local index r + 2c), interleaved complex
  const sig = [
    [1, 0, 0, 0, 0, 0, 1, 0],
    [0, 0, 1, 0, 1, 0, 0, 0],
    [0, 0, 0, 1, 0, -1, 0, 0],
    [1, 0, 0, 0, 0, 0, -1, 0]
  ];
  const R = new Float64Array(16);
  for (let j = 0; j < 4; j++) {
    const out = new Array<number>(8).fill(0);
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 4; c++) {
        const sr = S[2 * (r * 4 + c)],
          si = S[2 * (r * 4 + c) + 1];
        out[2 * r] += sr * sig[j][2 * c] - si * sig[j][2 * c + 1];
        out[2 * r + 1] += sr * sig[j][2 * c + 1] + si * sig[j][2 * c];
      }
    // B = [[x0, x2], [x1, x3]]: Tr B = x0 + x3, Tr σx B = x1 + x2, Tr σy B = i(x2 − x1), Tr σz B = x0 − x3 (real parts)
    R[0 * 4 + j] = (out[0] + out[6]) / 2;
    R[1 * 4 + j] = (out[2] + out[4]) / 2;
    R[2 * 4 + j] = -(out[5] - out[3]) / 2;
    R[3 * 4 + j] = (out[0] - out[6]) / 2;
  }
  return R;
}
