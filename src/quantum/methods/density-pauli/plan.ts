/**
 * The COMPILE step of the Pauli-basis engine (simulate.ts): Pauli transfer matrices (PTMs) of 1-qubit
 * operations, and planPauli, which fuses everything on a qubit between two pair operations into one
 * pending PTM, so a static noisy program becomes a list of pair passes (PairOp) plus the last pending
 * PTM of every qubit (PauliPlan). Also the relabelling of qubit digits (digitZeroQubit, swapQubits)
 * and the size limit of the state. Pure: no state, no threads, no WebAssembly.
 */
import { czDepolAfter, type NoisyProgram } from '../../noise/model.js';
import { depolSuperop, pauliTransfer, relaxSuperop, resetSuperop, unitarySuperop } from '../../noise/superop.js';

/** Largest Pauli-basis state: 12 qubits = 4^12 real coefficients (134 MB). */
export const MAX_PAULI_QUBITS = 12;

/** Pauli transfer matrix (real 4×4, row-major) with row 0 set to exactly (1, 0, 0, 0). */
export type Ptm = Float64Array;

/** PTM of a 1-qubit superoperator (complex 4×4 as in ../../noise/superop.ts), trace-preserving row enforced. */
export function ptmOf(S: ArrayLike<number>): Ptm {
  const R = pauliTransfer(S);
  R[0] = 1;
  R[1] = 0;
  R[2] = 0;
  R[3] = 0;
  return R;
}

/** a · b (apply b first), row 0 kept exactly (1, 0, 0, 0). */
export function ptmMul(a: Ptm, b: Ptm): Ptm {
  const out = new Float64Array(16);
  out[0] = 1;
  for (let r = 1; r < 4; r++)
    for (let c = 0; c < 4; c++) {
      let s = 0;
      for (let k = 0; k < 4; k++) s += a[r * 4 + k] * b[k * 4 + c];
      out[r * 4 + c] = s;
    }
  return out;
}

export const IDENTITY: Ptm = new Float64Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);

/** One pair pass of a plan: PTMs of a and b, then the cz (when `cz`), then 2-qubit depolarising p. */
export interface PairOp {
  a: number;
  b: number;
  Ra: Ptm;
  Rb: Ptm;
  p: number;
  cz: boolean;
}

/** A static program as pair passes plus the last pending PTM of every qubit (pure; no state). */
export interface PauliPlan {
  numQubits: number;
  pairs: PairOp[];
  final: (Ptm | undefined)[];
}

/** Fuse the 1-qubit operations of a static program into the PTMs of its pair passes. */
export function planPauli(prog: NoisyProgram): PauliPlan {
  const k = prog.numQubits;
  const pending: (Ptm | undefined)[] = new Array(k).fill(undefined);
  const add = (q: number, R: Ptm) => {
    const P = pending[q];
    pending[q] = P ? ptmMul(R, P) : R;
  };
  const take = (q: number): Ptm => {
    const v = pending[q] ?? IDENTITY;
    pending[q] = undefined;
    return v;
  };
  const pairs: PairOp[] = [];
  // qubits still in |0⟩ with nothing applied: channels that fix |0⟩⟨0| can be skipped there
  const fresh = new Uint8Array(k).fill(1);
  const ops = prog.ops;
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i];
    switch (op.k) {
      case 'u':
        add(op.q, ptmOf(unitarySuperop(op.m)));
        fresh[op.q] = 0;
        break;
      case 'relax':
        if (!fresh[op.q]) add(op.q, ptmOf(relaxSuperop(op.gamma, op.pz)));
        break;
      case 'reset':
        add(op.q, ptmOf(resetSuperop()));
        break;
      case 'depol':
        if (op.qs.length === 1) {
          add(op.qs[0], ptmOf(depolSuperop(op.p)));
          fresh[op.qs[0]] = 0;
        } else {
          const [a, b] = op.qs;
          pairs.push({ a, b, Ra: take(a), Rb: take(b), p: op.p, cz: false });
          fresh[a] = 0;
          fresh[b] = 0;
        }
        break;
      case 'cz': {
        // a cz immediately followed by its depolarising error: one pass
        const depol = czDepolAfter(ops, i, op.a, op.b);
        if (depol !== undefined) i++;
        const p = depol ?? 0;
        if (fresh[op.a] && fresh[op.b] && p === 0 && !pending[op.a] && !pending[op.b]) break;
        pairs.push({ a: op.a, b: op.b, Ra: take(op.a), Rb: take(op.b), p, cz: true });
        fresh[op.a] = 0;
        fresh[op.b] = 0;
        break;
      }
      case 'measure':
        break;
    }
  }
  return { numQubits: k, pairs, final: pending };
}

/**
 * The qubit stored as digit 0 (the SIMD kernel pairs neighbouring groups along digit 0, so pairs
 * on that qubit run in JavaScript): the qubit in the fewest pair passes, lowest index on ties.
 */
export function digitZeroQubit(plan: PauliPlan): number {
  const uses = new Array<number>(plan.numQubits).fill(0);
  for (const op of plan.pairs) {
    uses[op.a]++;
    uses[op.b]++;
  }
  let best = 0;
  for (let q = 1; q < uses.length; q++) if (uses[q] < uses[best]) best = q;
  return best;
}

/** The plan with qubits q and 0 exchanged (a relabelling of the digits). */
export function swapQubits(plan: PauliPlan, q: number): PauliPlan {
  if (q === 0) return plan;
  const f = (x: number) => (x === q ? 0 : x === 0 ? q : x);
  const final = plan.final.slice();
  [final[0], final[q]] = [final[q], final[0]];
  return { numQubits: plan.numQubits, pairs: plan.pairs.map((op) => ({ ...op, a: f(op.a), b: f(op.b) })), final };
}
