/** Compiled trajectory operations shared by the per-shot and the branching trajectory runners. */
import type { Condition } from '../../circuit/ir.js';
import { Shape, apply1, applyPhase, classify1 } from '../../statevector/kernels.js';
import { mul2 } from '../../circuit/cmat.js';
import type { NoisyOp, NoisyProgram } from '../../noise/model.js';
import type { Rng } from '../../maths/rng.js';

export type TOp =
  | { k: 'u'; q: number; m: Float64Array; shape: Shape; cond?: Condition }
  | { k: 'cz'; fixed: Int32Array; cval: number; cond?: Condition }
  | { k: 'relax'; q: number; gamma: number; pz: number; cond?: Condition }
  | { k: 'depol'; qs: number[]; p: number; cond?: Condition }
  | { k: 'reset'; q: number; cond?: Condition }
  | { k: 'measure'; q: number; clbit: number; terminal: boolean; cond?: Condition };

/** Compile: fuse consecutive unconditioned 1-qubit unitaries of a qubit (nothing noisy between). */
export function compileOps(prog: NoisyProgram): TOp[] {
  const out: TOp[] = [];
  const k = prog.numQubits;
  const pending: (number[] | undefined)[] = new Array(k).fill(undefined);
  const flush = (q: number) => {
    const m = pending[q];
    if (!m) return;
    pending[q] = undefined;
    out.push({ k: 'u', q, m: Float64Array.from(m), shape: classify1(m) });
  };
  const qubitsOf = (op: NoisyOp) => (op.k === 'cz' ? [op.a, op.b] : op.k === 'depol' ? op.qs : [op.q]);
  for (const op of prog.ops) {
    if (op.k === 'u' && !op.cond) {
      pending[op.q] = pending[op.q] ? mul2(op.m, pending[op.q] as number[]) : op.m.slice();
      continue;
    }
    for (const q of qubitsOf(op)) flush(q);
    if (op.k === 'u') out.push({ k: 'u', q: op.q, m: Float64Array.from(op.m), shape: classify1(op.m), cond: op.cond });
    else if (op.k === 'cz')
      out.push({
        k: 'cz',
        fixed: Int32Array.from([op.a, op.b].sort((x, y) => x - y)),
        cval: (1 << op.a) | (1 << op.b),
        cond: op.cond
      });
    else out.push(op);
  }
  for (let q = 0; q < k; q++) flush(q);
  return out;
}

export const PAULI: Float64Array[] = [
  Float64Array.of(1, 0, 0, 0, 0, 0, 1, 0),
  Float64Array.of(0, 0, 1, 0, 1, 0, 0, 0),
  Float64Array.of(0, 0, 0, -1, 0, 1, 0, 0),
  Float64Array.of(1, 0, 0, 0, 0, 0, -1, 0)
];
export const PAULI_SHAPE = [Shape.Phase1, Shape.Anti, Shape.Anti, Shape.Diag];

/** A compiled gate (`u` or `cz`) on the k-qubit state: the same in every trajectory method. */
export function applyGate(re: Float64Array, im: Float64Array, k: number, op: Extract<TOp, { k: 'u' | 'cz' }>): void {
  if (op.k === 'u') apply1(re, im, 0, k, op.q, op.m, op.shape);
  else applyPhase(re, im, k, -1, 0, op.fixed, op.cval);
}

export function condHolds(c: Condition, bits: Uint8Array): boolean {
  let v = 0;
  for (let i = 0; i < c.clbits.length; i++) v += bits[c.clbits[i]] * 2 ** i;
  return (v === c.value) !== (c.negate === true);
}

/**
 * Records the terminal measurements of basis state `idx` into `bits`, each bit flipped by its qubit's readout error
 * (one uniform per recorded measurement, in order: both trajectory methods draw the same numbers).
 */
export function recordTerminal(
  terminal: readonly (readonly [number, number])[],
  idx: number,
  readout: NoisyProgram['readout'],
  rng: Rng,
  bits: Uint8Array
): void {
  for (const [q, clbit] of terminal) {
    if (clbit < 0) continue;
    const outcome = (idx >> q) & 1;
    const ro = readout[q]!;
    const flip = rng.nextDouble() < (outcome ? ro.p01 : ro.p10);
    bits[clbit] = flip ? 1 - outcome : outcome;
  }
}

/** Adds `count` shots to the tally of the bit string `bits` (clbit 0 first). */
export function tally(out: Map<string, number>, bits: Uint8Array, count: number): void {
  let key = '';
  for (let i = 0; i < bits.length; i++) key += bits[i] ? '1' : '0';
  out.set(key, (out.get(key) ?? 0) + count);
}
