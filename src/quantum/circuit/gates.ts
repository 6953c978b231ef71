/**
 * Standard gate algebra: every named gate is a "base" gate (0, 1 or 2 qubits, no controls) with a
 * number of leading control qubits; base matrices follow Qiskit / OpenQASM 3 conventions; inverses
 * and powers are expressed as standard gates where possible.
 */
import type { GateOp } from './ir.js';

/** Named controlled gates → [base gate, number of leading controls]. */
const CONTROLLED: Readonly<Record<string, readonly [string, number]>> = {
  cx: ['x', 1],
  ccx: ['x', 2],
  c3x: ['x', 3],
  c4x: ['x', 4],
  cy: ['y', 1],
  cz: ['z', 1],
  ccz: ['z', 2],
  ch: ['h', 1],
  cs: ['s', 1],
  csdg: ['sdg', 1],
  csx: ['sx', 1],
  c3sx: ['sx', 3],
  cp: ['p', 1],
  cu1: ['u1', 1],
  crx: ['rx', 1],
  cry: ['ry', 1],
  crz: ['rz', 1],
  cu3: ['u3', 1],
  cu: ['cu', 1],
  cswap: ['swap', 1]
};

/** [base, controls] → standard name (the inverse of CONTROLLED, for normalising `ctrl @`). */
const NAMED: Readonly<Record<string, string>> = {};
for (const [name, [base, n]] of Object.entries(CONTROLLED)) {
  if (n > 0) (NAMED as Record<string, string>)[`${base}/${n}`] = name;
}

/** Split a standard gate into its base gate and the number of its own leading control qubits. */
export function baseOf(name: string): [string, number] {
  const c = CONTROLLED[name];
  return c ? [c[0], c[1]] : [name, 0];
}

/** Standard name for `base` with `n` positive controls, if one exists. */
export function namedControlled(base: string, n: number): string | undefined {
  return n === 0 ? base : NAMED[`${base}/${n}`];
}

const ROTATIONS = new Set(['rx', 'ry', 'rz', 'p', 'u1', 'gphase', 'rxx', 'ryy', 'rzz', 'rzx']);
const SELF_INVERSE = new Set(['id', 'x', 'y', 'z', 'h', 'swap', 'ecr']);
const SWAPPED_INVERSE: Readonly<Record<string, string>> = {
  s: 'sdg',
  sdg: 's',
  t: 'tdg',
  tdg: 't',
  sx: 'sxdg',
  sxdg: 'sx'
};

/** A base gate application: name, params, own qubits (no controls). */
export interface BaseGate {
  name: string;
  params: number[];
  qubits: number[];
  matrix?: number[];
}

/**
 * Inverse of a base gate as a sequence of base gates (usually one). Throws for unknown names.
 */
export function invertBase(g: BaseGate): BaseGate[] {
  const { name, params: p, qubits } = g;
  if (SELF_INVERSE.has(name)) return [g];
  const sw = SWAPPED_INVERSE[name];
  if (sw) return [{ name: sw, params: [], qubits }];
  if (ROTATIONS.has(name)) return [{ name, params: p.map((v) => -v), qubits }];
  switch (name) {
    case 'u':
    case 'u3':
      return [{ name, params: [-p[0], -p[2], -p[1]], qubits }];
    case 'u2':
      return [{ name: 'u', params: [-Math.PI / 2, -p[1], -p[0]], qubits }];
    case 'cu':
      return [{ name, params: [-p[0], -p[2], -p[1], -p[3]], qubits }];
    case 'r':
      return [{ name, params: [-p[0], p[1]], qubits }];
    case 'dcx':
      return [{ name, params: [], qubits: [qubits[1], qubits[0]] }];
    case 'iswap':
      // iswap^-1 = iswap^3 = (z ⊗ z) · iswap
      return [g, { name: 'z', params: [], qubits: [qubits[0]] }, { name: 'z', params: [], qubits: [qubits[1]] }];
    case 'unitary':
      return [{ name, params: [], qubits, matrix: dagger2(g.matrix as number[]) }];
    default:
      throw new Error(`no inverse known for gate ${name}`);
  }
}

/** True when `pow(k)` of this base gate is a rotation with its angle(s) scaled by k. */
export function isRotation(name: string): boolean {
  return ROTATIONS.has(name);
}

// ---------------------------------------------------------------------------------------------
// Matrices (interleaved complex, row-major). Local index of a 2-qubit base gate on own qubits
// (a, b) is bit(a) + 2·bit(b), as in Qiskit.

const S2 = Math.SQRT1_2;

function u3m(theta: number, phi: number, lam: number): number[] {
  const c = Math.cos(theta / 2);
  const s = Math.sin(theta / 2);
  return [
    c,
    0,
    -Math.cos(lam) * s,
    -Math.sin(lam) * s,
    Math.cos(phi) * s,
    Math.sin(phi) * s,
    Math.cos(phi + lam) * c,
    Math.sin(phi + lam) * c
  ];
}

function diag2(a: number, b: number): number[] {
  return [Math.cos(a), Math.sin(a), 0, 0, 0, 0, Math.cos(b), Math.sin(b)];
}

/** Kronecker product (interleaved complex), A acts on the higher local bit. */
export function kron(a: number[], b: number[], da: number, db: number): number[] {
  const d = da * db;
  const out = new Array<number>(2 * d * d).fill(0);
  for (let i1 = 0; i1 < da; i1++)
    for (let j1 = 0; j1 < da; j1++) {
      const ar = a[2 * (i1 * da + j1)],
        ai = a[2 * (i1 * da + j1) + 1];
      for (let i0 = 0; i0 < db; i0++)
        for (let j0 = 0; j0 < db; j0++) {
          const br = b[2 * (i0 * db + j0)],
            bi = b[2 * (i0 * db + j0) + 1];
          const idx = 2 * ((i1 * db + i0) * d + (j1 * db + j0));
          out[idx] = ar * br - ai * bi;
          out[idx + 1] = ar * bi + ai * br;
        }
    }
  return out;
}

const PX = [0, 0, 1, 0, 1, 0, 0, 0];
const PY = [0, 0, 0, -1, 0, 1, 0, 0];
const PZ = [1, 0, 0, 0, 0, 0, -1, 0];

/** cos(θ/2)·I − i·sin(θ/2)·P for a 4×4 Pauli product P (real or imaginary entries). */
function pauliRotation(theta: number, p: number[]): number[] {
  const c = Math.cos(theta / 2);
  const s = Math.sin(theta / 2);
  const out = new Array<number>(32);
  for (let i = 0; i < 16; i++) {
    const diag = i % 5 === 0 ? c : 0;
    // −i·s·(pr + i·pi) = s·pi − i·s·pr
    out[2 * i] = diag + s * p[2 * i + 1];
    out[2 * i + 1] = -s * p[2 * i];
  }
  return out;
}

/** Base matrix of a base gate: 1×1 (gphase), 2×2 or 4×4, interleaved complex. */
export function baseMatrix(name: string, p: number[], matrix?: number[]): number[] {
  switch (name) {
    case 'gphase':
      return [Math.cos(p[0]), Math.sin(p[0])];
    case 'id':
      return [1, 0, 0, 0, 0, 0, 1, 0];
    case 'x':
      return PX.slice();
    case 'y':
      return PY.slice();
    case 'z':
      return PZ.slice();
    case 'h':
      return [S2, 0, S2, 0, S2, 0, -S2, 0];
    case 's':
      return [1, 0, 0, 0, 0, 0, 0, 1];
    case 'sdg':
      return [1, 0, 0, 0, 0, 0, 0, -1];
    case 't':
      return [1, 0, 0, 0, 0, 0, S2, S2];
    case 'tdg':
      return [1, 0, 0, 0, 0, 0, S2, -S2];
    case 'sx':
      return [0.5, 0.5, 0.5, -0.5, 0.5, -0.5, 0.5, 0.5];
    case 'sxdg':
      return [0.5, -0.5, 0.5, 0.5, 0.5, 0.5, 0.5, -0.5];
    case 'rx': {
      const c = Math.cos(p[0] / 2),
        s = Math.sin(p[0] / 2);
      return [c, 0, 0, -s, 0, -s, c, 0];
    }
    case 'ry': {
      const c = Math.cos(p[0] / 2),
        s = Math.sin(p[0] / 2);
      return [c, 0, -s, 0, s, 0, c, 0];
    }
    case 'rz':
      return diag2(-p[0] / 2, p[0] / 2);
    case 'p':
    case 'u1':
      return [1, 0, 0, 0, 0, 0, Math.cos(p[0]), Math.sin(p[0])];
    case 'u':
    case 'u3':
      return u3m(p[0], p[1], p[2]);
    case 'u2':
      return u3m(Math.PI / 2, p[0], p[1]);
    case 'r':
      return u3m(p[0], p[1] - Math.PI / 2, -p[1] + Math.PI / 2);
    case 'cu': {
      const m = u3m(p[0], p[1], p[2]);
      const gr = Math.cos(p[3]),
        gi = Math.sin(p[3]);
      const out = new Array<number>(8);
      for (let i = 0; i < 4; i++) {
        out[2 * i] = m[2 * i] * gr - m[2 * i + 1] * gi;
        out[2 * i + 1] = m[2 * i] * gi + m[2 * i + 1] * gr;
      }
      return out;
    }
    case 'unitary':
      return (matrix as number[]).slice();
    case 'swap':
      return perm4([0, 2, 1, 3]);
    case 'dcx':
      return perm4([0, 2, 3, 1]);
    case 'iswap': {
      const m = new Array<number>(32).fill(0);
      m[0] = 1;
      m[2 * (1 * 4 + 2) + 1] = 1;
      m[2 * (2 * 4 + 1) + 1] = 1;
      m[30] = 1;
      return m;
    }
    case 'ecr': {
      // Qiskit ECRGate: 1/√2 [[0,1,0,i],[1,0,−i,0],[0,i,0,1],[−i,0,1,0]]
      const m = new Array<number>(32).fill(0);
      const set = (r: number, c: number, re: number, im: number) => {
        m[2 * (r * 4 + c)] = re * S2;
        m[2 * (r * 4 + c) + 1] = im * S2;
      };
      set(0, 1, 1, 0);
      set(0, 3, 0, 1);
      set(1, 0, 1, 0);
      set(1, 2, 0, -1);
      set(2, 1, 0, 1);
      set(2, 3, 1, 0);
      set(3, 0, 0, -1);
      set(3, 2, 1, 0);
      return m;
    }
    case 'rxx':
      return pauliRotation(p[0], kron(PX, PX, 2, 2));
    case 'ryy':
      return pauliRotation(p[0], kron(PY, PY, 2, 2));
    case 'rzz':
      return pauliRotation(p[0], kron(PZ, PZ, 2, 2));
    // Qiskit RZXGate(θ) on (q0, q1): exp(−iθ/2 · X_q1 ⊗ Z_q0)
    case 'rzx':
      return pauliRotation(p[0], kron(PX, PZ, 2, 2));
    default:
      throw new Error(`unknown base gate ${name}`);
  }
}

/** perm[j] = row that column j maps to. */
function perm4(perm: number[]): number[] {
  const m = new Array<number>(32).fill(0);
  for (let j = 0; j < 4; j++) m[2 * (perm[j] * 4 + j)] = 1;
  return m;
}

/** Number of own qubits of a base gate. */
export function baseArity(name: string): number {
  if (name === 'gphase') return 0;
  if (['swap', 'dcx', 'iswap', 'ecr', 'rxx', 'ryy', 'rzz', 'rzx'].includes(name)) return 2;
  return 1;
}

function dagger2(m: number[]): number[] {
  return [m[0], -m[1], m[4], -m[5], m[2], -m[3], m[6], -m[7]];
}

/**
 * Principal power U^k of a 2×2 unitary (interleaved), by spectral decomposition:
 * U = λ1·P1 + λ2·P2, U^k = λ1^k·P1 + λ2^k·P2 with arg λ in (−π, π].
 */
export function power2(m: number[], k: number): number[] {
  const [ar, ai, br, bi, cr, ci, dr, di] = m;
  const tr = ar + dr,
    ti = ai + di;
  const detr = ar * dr - ai * di - (br * cr - bi * ci);
  const deti = ar * di + ai * dr - (br * ci + bi * cr);
  // disc = tr² − 4 det
  const qr = tr * tr - ti * ti - 4 * detr,
    qi = 2 * tr * ti - 4 * deti;
  const mod = Math.hypot(qr, qi);
  let sr = Math.sqrt((mod + qr) / 2);
  let si = Math.sqrt(Math.max(0, (mod - qr) / 2));
  if (qi < 0) si = -si;
  if (mod === 0) {
    sr = 0;
    si = 0;
  }
  const l1r = (tr + sr) / 2,
    l1i = (ti + si) / 2;
  const l2r = (tr - sr) / 2,
    l2i = (ti - si) / 2;
  const pw = (re: number, im: number): [number, number] => {
    const a = Math.atan2(im, re) * k;
    return [Math.cos(a), Math.sin(a)];
  };
  const [p1r, p1i] = pw(l1r, l1i);
  const [p2r, p2i] = pw(l2r, l2i);
  const dlr = l1r - l2r,
    dli = l1i - l2i;
  if (Math.hypot(dlr, dli) < 1e-12) return [p1r, p1i, 0, 0, 0, 0, p1r, p1i];
  // P1 = (U − λ2 I) / (λ1 − λ2), P2 = I − P1
  const inv = 1 / (dlr * dlr + dli * dli);
  const out = new Array<number>(8);
  const diagMask = [1, 0, 0, 1];
  for (let i = 0; i < 4; i++) {
    let er = m[2 * i] - (diagMask[i] ? l2r : 0);
    let ei = m[2 * i + 1] - (diagMask[i] ? l2i : 0);
    const p1er = (er * dlr + ei * dli) * inv;
    const p1ei = (ei * dlr - er * dli) * inv;
    er = (diagMask[i] ? 1 : 0) - p1er;
    ei = -p1ei;
    out[2 * i] = p1r * p1er - p1i * p1ei + p2r * er - p2i * ei;
    out[2 * i + 1] = p1r * p1ei + p1i * p1er + p2r * ei + p2i * er;
  }
  return out;
}

/** Kernel form of an IR gate: base matrix on `targets`, applied where all controls match. */
export interface KernelGate {
  /** Target qubits (0, 1 or 2), local bit order of the matrix. */
  targets: number[];
  /** Interleaved complex matrix of size 2^t × 2^t. */
  m: number[];
  controls: number[];
  /** Bit i = required value of controls[i]. */
  ctrlValues: number;
}

/** Decompose an IR gate op into its kernel form (controls without building big matrices). */
export function kernelOf(op: GateOp): KernelGate {
  const nMod = op.ctrls ?? 0;
  const [base, own] = baseOf(op.name);
  const nCtrl = nMod + own;
  const controls = op.qubits.slice(0, nCtrl);
  let ctrlValues = (1 << nCtrl) - 1;
  if (op.ctrlState !== undefined) {
    const modMask = (1 << nMod) - 1;
    ctrlValues = (ctrlValues & ~modMask) | (op.ctrlState & modMask);
  }
  return { targets: op.qubits.slice(nCtrl), m: baseMatrix(base, op.params, op.matrix), controls, ctrlValues };
}
