/** Single compiled steps on a full state or on a gathered block (shared by the JavaScript and WebAssembly paths). */
import { apply1, apply1c, applyPhase } from './kernels.js';
import { apply2 } from './kernels-2q.js';
import type { Step } from './compile.js';

export interface LocalStep {
  st: Step;
  /** Local target(s). */
  t0: number;
  t1: number;
  fixed: Int32Array;
  cval: number;
  hiMask: number;
  hiVal: number;
}

export function targetsOf(st: Step): number[] {
  switch (st.k) {
    case 'u1':
    case 'c1':
      return [st.t];
    case 'u2':
      return [st.t0, st.t1];
    default:
      return [];
  }
}

export function deposit(x: number, positions: number[]): number {
  let v = 0;
  for (let j = 0; j < positions.length; j++) if ((x >> j) & 1) v |= 1 << positions[j];
  return v;
}

export function localize(st: Step, pos: Int32Array): LocalStep {
  let fixedGlobal: Int32Array;
  let cvalGlobal: number;
  if (st.k === 'u1') {
    fixedGlobal = Int32Array.of(st.t);
    cvalGlobal = 0;
  } else if (st.k === 'c1' || st.k === 'ph' || st.k === 'u2') {
    fixedGlobal = st.fixed;
    cvalGlobal = st.cval;
  } else throw new Error('not a unitary step');
  const loc: number[] = [];
  let cval = 0,
    hiMask = 0,
    hiVal = 0;
  for (const q of fixedGlobal) {
    const bit = (cvalGlobal >> q) & 1;
    if (pos[q] >= 0) {
      loc.push(pos[q]);
      if (bit) cval |= 1 << pos[q];
    } else {
      hiMask |= 1 << q;
      if (bit) hiVal |= 1 << q;
    }
  }
  const t = targetsOf(st);
  return {
    st,
    t0: t.length ? pos[t[0]] : -1,
    t1: t.length > 1 ? pos[t[1]] : -1,
    fixed: Int32Array.from(loc.sort((a, b) => a - b)),
    cval,
    hiMask,
    hiVal
  };
}

export function applyDirect(st: Step, re: Float64Array, im: Float64Array, n: number): void {
  switch (st.k) {
    case 'u1':
      apply1(re, im, 0, n, st.t, st.m, st.shape);
      break;
    case 'c1':
      apply1c(re, im, n, st.t, st.m, st.fixed, st.cval, st.shape);
      break;
    case 'ph':
      applyPhase(re, im, n, st.pr, st.pi, st.fixed, st.cval);
      break;
    case 'u2':
      apply2(re, im, n, st.t0, st.t1, st.m, st.fixed, st.cval, st.shape);
      break;
    default:
      throw new Error('not a unitary step');
  }
}

export function applyLocal(ls: LocalStep, re: Float64Array, im: Float64Array, b: number): void {
  const st = ls.st;
  switch (st.k) {
    case 'u1':
      apply1(re, im, 0, b, ls.t0, st.m, st.shape);
      break;
    case 'c1':
      if (ls.fixed.length === 1) apply1(re, im, 0, b, ls.t0, st.m, st.shape);
      else apply1c(re, im, b, ls.t0, st.m, ls.fixed, ls.cval, st.shape);
      break;
    case 'ph':
      applyPhase(re, im, b, st.pr, st.pi, ls.fixed, ls.cval);
      break;
    case 'u2':
      apply2(re, im, b, ls.t0, ls.t1, st.m, ls.fixed, ls.cval, st.shape);
      break;
    default:
      break;
  }
}

/** Apply unconditioned unitary steps [from, to) to the state, cache-blocked when n > BLOCK_BITS. */
/**
 * Support width after a step, given the current width `hi` (qubits >= hi are |0>): -1 when the
 * step cannot act (a control or phase bit that must be 1 is a |0> qubit).
 */
export function stepWidth(st: Step, hi: number): number {
  let w = hi;
  if (st.k === 'u1') return Math.max(hi, st.t + 1);
  if (st.k === 'measure' || st.k === 'reset' || st.k === 'set' || st.k === 'copy' || st.k === 'jump') return hi;
  const targets = st.k === 'c1' ? [st.t] : st.k === 'u2' ? [st.t0, st.t1] : [];
  for (const q of st.fixed) {
    if (q < hi) continue;
    if (targets.includes(q)) w = Math.max(w, q + 1);
    else if ((st.cval >> q) & 1) return -1;
    else w = Math.max(w, q + 1);
  }
  return w;
}
