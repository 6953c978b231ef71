/** Shot-by-shot execution of compiled steps: measurement, reset, conditions, jumps. */
import type { Condition } from '../circuit/ir.js';
import { conditionHolds } from '../circuit/ir.js';
import { warmKernels } from './kernels-warm.js';
import { Rng } from '../maths/rng.js';
import { applyDirect } from './apply-step.js';
import { Workspace, runUnitary } from './run-unitary.js';
import { MAX_JUMPS_PER_SHOT, plainStep } from './compile.js';
import type { Step } from './compile.js';
import { SimulationError } from './options.js';

// ------------------------------------------------------------------------------------------------
// Execution

function condHolds(c: Condition, bits: Uint8Array): boolean {
  return conditionHolds(c, bits);
}

/** Probabilities of measuring 0 and 1 on qubit q. Shared by shot branching. */
export function prob1(re: Float64Array, im: Float64Array, n: number, q: number): [number, number] {
  const N = 1 << n,
    s = 1 << q;
  let p0 = 0,
    p1 = 0;
  for (let b = 0; b < N; b += 2 * s) {
    for (let i = b; i < b + s; i++) p0 += re[i] * re[i] + im[i] * im[i];
    for (let j = b + s; j < b + 2 * s; j++) p1 += re[j] * re[j] + im[j] * im[j];
  }
  return [p0, p1];
}

/**
 * Keep the `outcome` half of qubit q, scale it by `scale`; with `toZero`, move it to |0>.
 * Self-contained (no imported or module-level name): ../methods/trajectory/static-shots.ts runs its source
 * (`project.toString()`) in its worker threads; a test checks it.
 */
export function project(
  re: Float64Array,
  im: Float64Array,
  n: number,
  q: number,
  outcome: number,
  scale: number,
  toZero: boolean
): void {
  const N = 1 << n,
    s = 1 << q;
  for (let b = 0; b < N; b += 2 * s) {
    for (let i = b; i < b + s; i++) {
      const j = i + s;
      if (outcome === 0) {
        re[i] *= scale;
        im[i] *= scale;
        re[j] = 0;
        im[j] = 0;
      } else if (toZero) {
        re[i] = re[j] * scale;
        im[i] = im[j] * scale;
        re[j] = 0;
        im[j] = 0;
      } else {
        re[j] *= scale;
        im[j] *= scale;
        re[i] = 0;
        im[i] = 0;
      }
    }
  }
}

/** Project qubit q onto `outcome` and renormalise; with `flip`, then map it to |0>. Shared by shot branching. */
export function collapse(
  re: Float64Array,
  im: Float64Array,
  n: number,
  q: number,
  outcome: number,
  norm: number,
  flip: boolean
): void {
  project(re, im, n, q, outcome, 1 / Math.sqrt(norm), flip);
}

export function runSteps(
  steps: Step[],
  from: number,
  to: number,
  re: Float64Array,
  im: Float64Array,
  n: number,
  rng: Rng | undefined,
  bits: Uint8Array | undefined,
  ws: Workspace
): void {
  warmKernels();
  let s = from;
  let jumps = 0;
  while (s < to) {
    const st = steps[s];
    if (plainStep(st)) {
      let e = s + 1;
      while (e < to && plainStep(steps[e])) e++;
      runUnitary(steps, s, e, re, im, n, ws);
      s = e;
      continue;
    }
    s++;
    ws.hi = n;
    if (st.cond && !condHolds(st.cond, bits as Uint8Array)) continue;
    if (st.k === 'set' || st.k === 'copy' || st.k === 'jump') {
      if (!bits) throw new SimulationError('classical operations need a seeded shot-by-shot run');
      if (st.k === 'set') bits[st.clbit] = st.v;
      else if (st.k === 'copy') bits[st.to] = bits[st.from];
      else {
        if (++jumps > MAX_JUMPS_PER_SHOT)
          throw new SimulationError(`a while loop ran more than ${MAX_JUMPS_PER_SHOT} iterations in one shot`);
        s = st.to;
      }
      continue;
    }
    if (st.k === 'measure' || st.k === 'reset') {
      if (!rng) throw new SimulationError('measurement inside the circuit needs a seeded run');
      const [p0, p1] = prob1(re, im, n, st.q);
      const outcome = rng.nextDouble() * (p0 + p1) < p1 ? 1 : 0;
      collapse(re, im, n, st.q, outcome, outcome ? p1 : p0, st.k === 'reset');
      if (st.k === 'measure' && st.clbit >= 0) (bits as Uint8Array)[st.clbit] = outcome;
    } else {
      applyDirect(st, re, im, n);
    }
  }
}
