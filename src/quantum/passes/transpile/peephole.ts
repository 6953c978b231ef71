/**
 * Peephole optimisation of a lowered circuit (the transpiler's step 5, docs/devices.md): runs of unconditioned
 * one-qubit gates multiplied into one 2×2 unitary (diagonal ones commute through cz), adjacent identical cz pairs
 * cancelled, to a fixed point. Split out of transpile.ts; the op list type is shared with it.
 */
import type { Condition, Duration, SourcePos } from '../../circuit/ir.js';
import { I2, isIdentityUpToPhase, mul } from './mat.js';
import type { M2 } from './mat.js';

/** A lowered op: a 1-qubit unitary, cz, or a non-gate (on compact indices). */
export type LOp =
  | { k: 'u'; q: number; m: M2; cond?: Condition }
  | { k: 'cz'; a: number; b: number; cond?: Condition }
  | { k: 'measure'; q: number; clbit: number; cond?: Condition }
  | { k: 'reset'; q: number; cond?: Condition }
  | { k: 'delay'; q: number; d: Duration; at?: SourcePos; stretchVars?: number; cond?: Condition }
  | { k: 'barrier'; qs: number[]; box?: Duration; boxEnd?: true; at?: SourcePos };

export function isDiag(m: M2, tol = 1e-12): boolean {
  return Math.hypot(m[2], m[3]) < tol && Math.hypot(m[4], m[5]) < tol;
}

/**
 * Peephole optimisation on a lowered op list: merge unconditioned 1-qubit runs, let diagonal
 * 1-qubit gates commute through cz, and cancel adjacent identical cz pairs; repeated to a fixed
 * point (at most 6 rounds).
 */
export function optimizeOps(ops: LOp[], n: number): LOp[] {
  let cur = ops;
  for (let round = 0; round < 6; round++) {
    const before = cur.length;
    cur = cancelCz(merge1q(cur, n), n);
    if (cur.length === before && round > 0) break;
  }
  return merge1q(cur, n);
}

export function merge1q(ops: LOp[], n: number): LOp[] {
  const out: LOp[] = [];
  const pending: (M2 | undefined)[] = new Array(n).fill(undefined);
  // diagonal part that may pass through cz (kept separately so it can commute)
  const flush = (q: number) => {
    const m = pending[q];
    if (m) {
      pending[q] = undefined;
      if (!isIdentityUpToPhase(m)) out.push({ k: 'u', q, m });
    }
  };
  for (const op of ops) {
    if (op.k === 'u' && !op.cond) {
      pending[op.q] = mul(op.m, pending[op.q] ?? I2);
      continue;
    }
    if (op.k === 'cz' && !op.cond) {
      // diagonal pending gates commute with cz: keep them pending
      for (const q of [op.a, op.b]) {
        const m = pending[q];
        if (m && !isDiag(m)) flush(q);
      }
      out.push(op);
      continue;
    }
    const qs = op.k === 'barrier' ? op.qs : op.k === 'cz' ? [op.a, op.b] : [op.q];
    for (const q of qs) flush(q);
    out.push(op);
  }
  for (let q = 0; q < n; q++) flush(q);
  return out;
}

function cancelCz(ops: LOp[], n: number): LOp[] {
  const removed = new Uint8Array(ops.length);
  const stacks: number[][] = Array.from({ length: n }, () => []);
  const top = (q: number) => {
    const s = stacks[q];
    return s.length ? s[s.length - 1] : -1;
  };
  ops.forEach((op, i) => {
    if (op.k === 'cz' && !op.cond) {
      const j = top(op.a);
      if (j >= 0 && j === top(op.b)) {
        const o = ops[j];
        if (o.k === 'cz' && !o.cond) {
          removed[i] = 1;
          removed[j] = 1;
          stacks[op.a].pop();
          stacks[op.b].pop();
          return;
        }
      }
    }
    const qs = op.k === 'barrier' ? op.qs : op.k === 'cz' ? [op.a, op.b] : [op.q];
    for (const q of qs) stacks[q].push(i);
  });
  return ops.filter((_, i) => !removed[i]);
}
