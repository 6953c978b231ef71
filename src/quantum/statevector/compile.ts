/** Compilation of IR operations into kernel steps (1-qubit gate fusion, phase folding). */
import type { Condition, Op } from '../circuit/ir.js';
import { kernelOf, kron } from '../circuit/gates.js';
import { Shape, classify1 } from './kernels.js';
import { Shape2, classify2 } from './kernels-2q.js';
import { mul2, mul4 } from '../circuit/cmat.js';

// ------------------------------------------------------------------------------------------------
// Compilation

export type Step =
  | { k: 'u1'; t: number; m: Float64Array; shape: Shape; cond?: Condition }
  | { k: 'c1'; t: number; m: Float64Array; fixed: Int32Array; cval: number; shape: Shape; cond?: Condition }
  | { k: 'ph'; pr: number; pi: number; fixed: Int32Array; cval: number; cond?: Condition }
  | {
      k: 'u2';
      t0: number;
      t1: number;
      m: Float64Array;
      fixed: Int32Array;
      cval: number;
      shape: Shape2;
      cond?: Condition;
    }
  | { k: 'measure'; q: number; clbit: number; cond?: Condition }
  | { k: 'reset'; q: number; cond?: Condition }
  // classical steps (OpenQASM 3 programs): per shot only
  | { k: 'set'; clbit: number; v: number; cond?: Condition }
  | { k: 'copy'; from: number; to: number; cond?: Condition }
  | { k: 'jump'; to: number; cond?: Condition };

/** Jumps one shot may take (a `while` on measured values); beyond it the run is an error. */
export const MAX_JUMPS_PER_SHOT = 1_000_000;

/** A step the unitary fast path can run: unconditioned and not a measurement, reset or classical step. */
export function plainStep(st: Step): boolean {
  return !st.cond && st.k !== 'measure' && st.k !== 'reset' && st.k !== 'set' && st.k !== 'copy' && st.k !== 'jump';
}

const I2 = [1, 0, 0, 0, 0, 0, 1, 0];

function isIdentity2(m: number[]): boolean {
  return m[0] === 1 && m[1] === 0 && m[2] === 0 && m[3] === 0 && m[4] === 0 && m[5] === 0 && m[6] === 1 && m[7] === 0;
}

function sortedFixed(qs: number[]): Int32Array {
  return Int32Array.from([...qs].sort((a, b) => a - b));
}

/** a / b for unit complex numbers given as (re, im). */
function cdiv(ar: number, ai: number, br: number, bi: number): [number, number] {
  const d = br * br + bi * bi;
  return [(ar * br + ai * bi) / d, (ai * br - ar * bi) / d];
}

/**
 * Compile IR ops into kernel steps. Barriers vanish. With `fuse`: consecutive 1-qubit gates on a
 * qubit are multiplied into one, and folded into a following dense 2-qubit gate on that qubit.
 * Unconditional diagonal gates become target-free phase steps ('ph': a phase on the amplitudes
 * whose listed bits are all set) times a global phase, collected into one final step.
 */
export function compile(ops: Op[], numQubits: number, fuse = true): Step[] {
  const steps: Step[] = [];
  // jump targets: op index → step index (fusion never crosses a target)
  let targets: Map<number, number> | undefined;
  for (const op of ops) if (op.kind === 'jump') (targets ??= new Map()).set(op.target, -1);
  let gpr = 1,
    gpi = 0;
  const gphase = (r: number, i: number) => {
    const nr = gpr * r - gpi * i;
    gpi = gpr * i + gpi * r;
    gpr = nr;
  };
  /** Phase (pr, pi) where all `qs` are 1. */
  const phase = (pr: number, pi: number, qs: number[], cond?: Condition) => {
    if (pr === 1 && pi === 0 && !cond) return;
    let cval = 0;
    for (const q of qs) cval |= 1 << q;
    steps.push({ k: 'ph', pr, pi, fixed: sortedFixed(qs), cval, cond });
  };
  /** Uncontrolled 1-qubit matrix. */
  const one = (t: number, m: number[], cond?: Condition) => {
    const shape = classify1(m);
    if (!cond && (shape === Shape.Diag || shape === Shape.Phase1)) {
      // diag(a, d) = a · diag(1, d/a)
      gphase(m[0], m[1]);
      const [dr, di] = cdiv(m[6], m[7], m[0], m[1]);
      phase(dr, di, [t]);
      return;
    }
    steps.push({ k: 'u1', t, m: Float64Array.from(m), shape, cond });
  };
  const pending: (number[] | undefined)[] = new Array(numQubits).fill(undefined);
  const flush = (q: number) => {
    const m = pending[q];
    if (m) {
      pending[q] = undefined;
      if (!isIdentity2(m)) one(q, m);
    }
  };
  const flushAll = () => {
    for (let q = 0; q < numQubits; q++) flush(q);
  };
  for (let oi = 0; oi < ops.length; oi++) {
    const op = ops[oi];
    if (targets?.has(oi)) {
      flushAll();
      targets.set(oi, steps.length);
    }
    if (op.kind === 'barrier' || op.kind === 'delay') continue;
    if (op.kind === 'setbit') {
      steps.push({ k: 'set', clbit: op.clbit, v: op.value, cond: op.condition });
      continue;
    }
    if (op.kind === 'copybit') {
      steps.push({ k: 'copy', from: op.from, to: op.to, cond: op.condition });
      continue;
    }
    if (op.kind === 'jump') {
      flushAll();
      steps.push({ k: 'jump', to: op.target, cond: op.condition });
      continue;
    }
    if (op.kind === 'measure' || op.kind === 'reset') {
      flush(op.qubit);
      steps.push(
        op.kind === 'measure'
          ? { k: 'measure', q: op.qubit, clbit: op.clbit, cond: op.condition }
          : { k: 'reset', q: op.qubit, cond: op.condition }
      );
      continue;
    }
    const g = kernelOf(op);
    const cond = op.condition;
    if (!cond && g.targets.length === 1 && g.controls.length === 0) {
      const t = g.targets[0];
      if (fuse) pending[t] = mul2(g.m, pending[t] ?? I2);
      else one(t, g.m);
      continue;
    }
    let cval = 0;
    g.controls.forEach((c, i) => {
      if ((g.ctrlValues >> i) & 1) cval |= 1 << c;
    });
    const shape2 = g.targets.length === 2 ? classify2(g.m) : Shape2.General;
    if (g.targets.length === 2 && g.controls.length === 0 && !cond && fuse && shape2 === Shape2.General) {
      const [t0, t1] = g.targets;
      const p0 = pending[t0],
        p1 = pending[t1];
      let m = g.m;
      if (p0 || p1) {
        m = mul4(g.m, kron(p1 ?? I2, p0 ?? I2, 2, 2));
        pending[t0] = undefined;
        pending[t1] = undefined;
      }
      steps.push({
        k: 'u2',
        t0,
        t1,
        m: Float64Array.from(m),
        fixed: sortedFixed([t0, t1]),
        cval: 0,
        shape: Shape2.General
      });
      continue;
    }
    for (const q of [...g.controls, ...g.targets]) flush(q);
    const allPositive = g.ctrlValues === (1 << g.controls.length) - 1;
    if (g.targets.length === 0) {
      if (!cond && g.controls.length === 0) gphase(g.m[0], g.m[1]);
      else steps.push({ k: 'ph', pr: g.m[0], pi: g.m[1], fixed: sortedFixed(g.controls), cval, cond });
    } else if (g.targets.length === 1) {
      const t = g.targets[0];
      const shape = classify1(g.m);
      if (g.controls.length === 0) one(t, g.m, cond);
      else if (shape === Shape.Phase1 && allPositive && !cond) phase(g.m[6], g.m[7], [...g.controls, t]);
      else
        steps.push({
          k: 'c1',
          t,
          m: Float64Array.from(g.m),
          fixed: sortedFixed([...g.controls, t]),
          cval,
          shape,
          cond
        });
    } else {
      const [t0, t1] = g.targets;
      if (shape2 === Shape2.Diag && g.controls.length === 0 && !cond) {
        // diag(d0, d1, d2, d3) = d0 · phase(q0: d1/d0) · phase(q1: d2/d0) · phase(q0 q1: d3·d0/(d1·d2))
        const m = g.m;
        gphase(m[0], m[1]);
        const [r1, i1] = cdiv(m[10], m[11], m[0], m[1]);
        const [r2, i2] = cdiv(m[20], m[21], m[0], m[1]);
        const [r3, i3] = cdiv(m[30], m[31], m[0], m[1]);
        const [r12, i12] = [r1 * r2 - i1 * i2, r1 * i2 + i1 * r2];
        const [r, i] = cdiv(r3, i3, r12, i12);
        phase(r1, i1, [t0]);
        phase(r2, i2, [t1]);
        phase(r, i, [t0, t1]);
      } else {
        steps.push({
          k: 'u2',
          t0,
          t1,
          m: Float64Array.from(g.m),
          fixed: sortedFixed([...g.controls, t0, t1]),
          cval,
          shape: shape2,
          cond
        });
      }
    }
  }
  flushAll();
  if (targets) {
    if (targets.has(ops.length)) targets.set(ops.length, steps.length);
    for (const st of steps) if (st.k === 'jump') st.to = targets.get(st.to) as number;
  }
  if (gpr !== 1 || gpi !== 0) steps.push({ k: 'ph', pr: gpr, pi: gpi, fixed: new Int32Array(0), cval: 0 });
  return steps;
}
