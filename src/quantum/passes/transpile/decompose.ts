/**
 * Exact decomposition of any IR gate (standard names, modifier controls with any control state,
 * `unitary`) into 1-qubit unitaries and CX, with the global phase kept as `gphase` ops so that
 * adding controls stays exact. Multi-controlled gates use Barenco et al. (1995) Lemma 7.5 without
 * ancillas: C^k(U) = C_{c_k}(V) · C^{k-1}X(→c_k) · C_{c_k}(V†) · C^{k-1}X(→c_k) · C^{k-1}(V), V² = U.
 */
import type { Condition, GateOp } from '../../circuit/ir.js';
import { baseMatrix, baseOf } from '../../circuit/gates.js';
import { H2, X2, dag, mul, phase, ry, rz, sqrtU, zyz } from './mat.js';
import type { M2 } from './mat.js';

export type Prim =
  | { k: 'u'; q: number; m: M2; cond?: Condition }
  | { k: 'cx'; c: number; t: number; cond?: Condition }
  | { k: 'cz'; a: number; b: number; cond?: Condition }
  | { k: 'gphase'; phi: number; cond?: Condition };

const U = (q: number, m: M2): Prim => ({ k: 'u', q, m });
const CX = (c: number, t: number): Prim => ({ k: 'cx', c, t });

function rzz(a: number, b: number, theta: number): Prim[] {
  return [CX(a, b), U(b, rz(theta)), CX(a, b)];
}

/** Exact decomposition of an uncontrolled base gate on `qs` (its own qubits). */
function decomposeBase(name: string, params: number[], qs: number[], matrix?: number[]): Prim[] {
  const [a, b] = qs;
  const p = params;
  switch (name) {
    case 'gphase':
      return [{ k: 'gphase', phi: p[0] }];
    case 'swap':
      return [CX(a, b), CX(b, a), CX(a, b)];
    case 'dcx':
      return [CX(a, b), CX(b, a)];
    case 'iswap': {
      const s = baseMatrix('s', []);
      return [U(a, s), U(b, s), U(a, H2), CX(a, b), CX(b, a), U(b, H2)];
    }
    case 'rzz':
      return rzz(a, b, p[0]);
    case 'rxx':
      return [U(a, H2), U(b, H2), ...rzz(a, b, p[0]), U(a, H2), U(b, H2)];
    case 'ryy': {
      const v = baseMatrix('rx', [Math.PI / 2]);
      const vd = baseMatrix('rx', [-Math.PI / 2]);
      // Y = Rx(π/2)·Z·Rx(−π/2): ryy(θ) = Rx(π/2)⊗Rx(π/2) · rzz(θ) · Rx(−π/2)⊗Rx(−π/2)
      return [U(a, vd), U(b, vd), ...rzz(a, b, p[0]), U(a, v), U(b, v)];
    }
    case 'rzx':
      // exp(−iθ/2 X_b Z_a)
      return [U(b, H2), ...rzz(a, b, p[0]), U(b, H2)];
    case 'ecr':
      // Qiskit: rzx(π/4) a,b; x a; rzx(−π/4) a,b
      return [...decomposeBase('rzx', [Math.PI / 4], qs), U(a, X2), ...decomposeBase('rzx', [-Math.PI / 4], qs)];
    default:
      if (qs.length !== 1) throw new Error(`cannot decompose gate ${name}`);
      return [U(a, baseMatrix(name, p, matrix))];
  }
}

/** Controlled 1-qubit unitary with one control, exact (incl. phase): Nielsen & Chuang 4.2. */
function controlled1(c: number, t: number, m: M2): Prim[] {
  const [alpha, beta, gamma, delta] = zyz(m);
  const A = mul(rz(beta), ry(gamma / 2));
  const B = mul(ry(-gamma / 2), rz(-(delta + beta) / 2));
  const C = rz((delta - beta) / 2);
  return [U(t, C), CX(c, t), U(t, B), CX(c, t), U(t, A), U(c, phase(alpha))];
}

/**
 * Controlled U with one control when tr U = 0 (U = λ·W·Z·W†, eigenvalues ±λ: x, y, z, h, …):
 * one cz, C-U = phase(λ) on c · W on t · CZ · W† on t. Undefined for other U.
 */
function controlledInvolution(c: number, t: number, m: M2): Prim[] | undefined {
  const [ar, ai, br, bi, cr, ci, dr, di] = m;
  if (Math.hypot(ar + dr, ai + di) > 1e-12) return undefined;
  // λ² = −det U
  const detr = ar * dr - ai * di - (br * cr - bi * ci);
  const deti = ar * di + ai * dr - (br * ci + bi * cr);
  const ang = Math.atan2(-deti, -detr) / 2;
  const lr = Math.cos(ang),
    li = Math.sin(ang);
  // eigenvector for λ: (b, λ − a) or (λ − d, c)
  let v0r = br,
    v0i = bi,
    v1r = lr - ar,
    v1i = li - ai;
  if (Math.hypot(v0r, v0i, v1r, v1i) < 1e-9) {
    v0r = lr - dr;
    v0i = li - di;
    v1r = cr;
    v1i = ci;
  }
  const nrm = Math.hypot(v0r, v0i, v1r, v1i);
  v0r /= nrm;
  v0i /= nrm;
  v1r /= nrm;
  v1i /= nrm;
  const W: M2 = [v0r, v0i, -v1r, v1i, v1r, v1i, v0r, -v0i];
  return [U(t, dag(W)), { k: 'cz', a: c, b: t }, U(t, W), U(c, phase(ang))];
}

/** Add positive controls `cs` to a primitive sequence. */
function addControls(seq: Prim[], cs: number[]): Prim[] {
  if (cs.length === 0) return seq;
  const out: Prim[] = [];
  for (const p of seq) {
    if (p.k === 'gphase') {
      out.push(...multiControlled1(cs.slice(0, -1), cs[cs.length - 1], phase(p.phi)));
    } else if (p.k === 'u') {
      out.push(...multiControlled1(cs, p.q, p.m));
    } else if (p.k === 'cx') {
      out.push(...multiControlled1([...cs, p.c], p.t, X2));
    } else {
      out.push(...multiControlled1([...cs, p.a], p.b, [1, 0, 0, 0, 0, 0, -1, 0]));
    }
  }
  return out;
}

/** U on t controlled by all of cs (positive). */
function multiControlled1(cs: number[], t: number, m: M2): Prim[] {
  if (cs.length === 0) return [U(t, m)];
  if (cs.length === 1) {
    if (
      m === X2 ||
      (m[0] === 0 && m[1] === 0 && m[2] === 1 && m[3] === 0 && m[4] === 1 && m[5] === 0 && m[6] === 0 && m[7] === 0)
    )
      return [CX(cs[0], t)];
    return controlledInvolution(cs[0], t, m) ?? controlled1(cs[0], t, m);
  }
  const v = sqrtU(m);
  const rest = cs.slice(0, -1);
  const ck = cs[cs.length - 1];
  return [
    ...controlled1(ck, t, v),
    ...multiControlled1(rest, ck, X2),
    ...controlled1(ck, t, dag(v)),
    ...multiControlled1(rest, ck, X2),
    ...multiControlled1(rest, t, v)
  ];
}

/** Decompose an IR gate op into 1-qubit unitaries, CX and global phases (exact). */
export function decomposeOp(op: GateOp): Prim[] {
  const nMod = op.ctrls ?? 0;
  const [base, own] = baseOf(op.name);
  // 'cu' is its own base in gates.ts: a 1-qubit U with phase, controlled once.
  const nCtrl = nMod + own;
  const controls = op.qubits.slice(0, nCtrl);
  const targets = op.qubits.slice(nCtrl);
  let seq: Prim[];
  if (base === 'cu') {
    seq = [U(targets[0], baseMatrix('cu', op.params))];
  } else {
    seq = decomposeBase(base, op.params, targets, op.matrix);
  }
  // negative modifier controls: conjugate with X
  const neg: number[] = [];
  if (op.ctrlState !== undefined) for (let i = 0; i < nMod; i++) if (!((op.ctrlState >> i) & 1)) neg.push(controls[i]);
  let out = addControls(seq, controls);
  if (neg.length) out = [...neg.map((q) => U(q, X2)), ...out, ...neg.map((q) => U(q, X2))];
  if (op.condition) out = out.map((p) => ({ ...p, cond: op.condition }));
  return out;
}
