/**
 * Shot branching for dynamic circuits (mid-circuit measurement, reset, conditions): the circuit is
 * simulated once per distinct classical history instead of once per shot. A branch is a state, a
 * number of shots, the clbit values and the step it stands at. At a measurement or reset of a
 * qubit in superposition the branch's shots are split between the two outcomes by one
 * Binomial(shots, p1) draw (../binomial.ts): the same distribution as drawing each shot alone.
 * The outcome-1 share gets a copy of the state; both are collapsed and go on. Conditions and
 * classical steps are then fixed per branch. Branches run depth first, so the live copies are at
 * most one per split on the current path, each only as wide as the state's support (2^hi
 * amplitudes: qubits at and above `hi` are |0>, and a reset or a 0 outcome of the top qubits
 * lowers `hi` again).
 *
 * Merging: a split whose two post-measurement states are the same up to a global phase and whose
 * clbits are the same (a reset or an unrecorded measurement of a qubit not entangled with the
 * rest) is not split at all; leaves with the same clbits add their counts.
 *
 * Measurements that nothing acts on later (no later gate, reset or measurement of the qubit, no
 * later read or other write of the clbit, no loops) are deferred: each leaf draws its shots' values
 * of them from its final state in one pass, instead of splitting per bit.
 *
 * Memory budget: a split whose copy would take the live copies past `budgetBytes` does not copy;
 * its outcome-1 shots are run per shot at the end (each from |0>, replaying the branch's recorded
 * outcomes up to the split, then drawing its own), and the result's method says so.
 */
import { binomial } from '../maths/binomial.js';
import { conditionHolds } from '../circuit/ir.js';
import type { Rng } from '../maths/rng.js';
import { applyDirect, stepWidth } from './apply-step.js';
import { runUnitary } from './run-unitary.js';
import type { Workspace } from './run-unitary.js';
import { MAX_JUMPS_PER_SHOT, plainStep } from './compile.js';
import type { Step } from './compile.js';
import { collapse, prob1 as probs } from './shot-by-shot.js';
import { SimulationError } from './options.js';

/** Qubits a step acts on, as a bit mask (n ≤ 30). */
function stepMask(st: Step): number {
  switch (st.k) {
    case 'u1':
      return 1 << st.t;
    case 'c1':
    case 'ph':
    case 'u2': {
      let m = 0;
      for (const q of st.fixed) m |= 1 << q;
      if (st.k === 'c1') m |= 1 << st.t;
      else if (st.k === 'u2') m |= (1 << st.t0) | (1 << st.t1);
      return m;
    }
    case 'measure':
    case 'reset':
      return 1 << st.q;
    default:
      return 0;
  }
}

/**
 * Per step: 1 when it is a measurement that can be deferred to the end of its branch (see the
 * file comment). None in a program with jumps.
 */
export function deferredMeasures(steps: Step[], numClbits: number): Uint8Array {
  const d = new Uint8Array(steps.length);
  if (steps.some((s) => s.k === 'jump')) return d;
  let touched = 0;
  const read = new Uint8Array(numClbits),
    written = new Uint8Array(numClbits);
  for (let i = steps.length - 1; i >= 0; i--) {
    const st = steps[i];
    if (
      st.k === 'measure' &&
      !st.cond &&
      !((touched >> st.q) & 1) &&
      (st.clbit < 0 || (!read[st.clbit] && !written[st.clbit]))
    ) {
      d[i] = 1;
      continue;
    }
    touched |= stepMask(st);
    if (st.cond) for (const b of st.cond.clbits) read[b] = 1;
    if (st.k === 'copy') {
      read[st.from] = 1;
      written[st.to] = 1;
    } else if (st.k === 'set') written[st.clbit] = 1;
    else if (st.k === 'measure' && st.clbit >= 0) written[st.clbit] = 1;
  }
  return d;
}

interface Branch {
  pc: number;
  shots: number;
  bits: Uint8Array;
  jumps: number;
  /**
   * Outcome of every measurement and reset run so far on a qubit inside the support (replayed by
   * the per-shot fallback).
   */
  hist: number[];
  hi: number;
  /** Qubits known to be |0>, and known to be |1> (measured since their last gate). */
  zero: number;
  one: number;
  /** The saved state (2^hi amplitudes); absent: the shots run per shot. */
  re?: Float64Array;
  im?: Float64Array;
}

export interface BranchRun {
  steps: Step[];
  n: number;
  numClbits: number;
  ws: Workspace;
  /** The workspace's state arrays (2^n amplitudes), |0…0> on entry. */
  re: Float64Array;
  im: Float64Array;
  rng: Rng;
  deferred: Uint8Array;
  /** Bytes the saved branch copies may take together. */
  budgetBytes: number;
  /**
   * Exact mode: `shots` is a probability weight, split in proportion to the outcome probabilities
   * instead of drawn (no randomness; every outcome of weight above EXACT_CUTOFF of its branch is
   * followed). Past the budget it is an error.
   */
  exact?: boolean;
  /** A finished branch: its clbits, `shots` shots, its state in re/im over 2^hi amplitudes. */
  leaf: (bits: Uint8Array, hi: number, shots: number) => void;
}

export interface BranchStats {
  /** Leaves reached (distinct classical histories, per-shot runs counted once each). */
  branches: number;
  /** Splits avoided because both outcomes left the same state and clbits. */
  merged: number;
  /** Shots run one by one because their split's copy did not fit the budget. */
  perShotShots: number;
  /** Largest total of live saved copies, bytes. */
  peakBytes: number;
}

/**
 * Unitary runs on a support of at most this many qubits take the JavaScript path: the
 * WebAssembly path works in blocks of 2^WASM_BLOCK_BITS amplitudes and would widen the support to
 * that, making every later measurement and copy scan the whole block.
 */
const JS_MAX_SUPPORT = 14;

/** Exact mode: an outcome whose share of its branch's weight is at most this is dropped. */
const EXACT_CUTOFF = 1e-15;

/** Top qubits known |0> lower the support width. */
function lowerHi(hi: number, zero: number): number {
  while (hi > 0 && (zero >> (hi - 1)) & 1) hi--;
  return hi;
}

/** The q=0 and q=1 halves are the same state up to a global phase: |⟨v0|v1⟩|² = p0·p1. */
function sameHalves(re: Float64Array, im: Float64Array, hi: number, q: number, p0: number, p1: number): boolean {
  const N = 2 ** hi,
    s = 1 << q;
  let ar = 0,
    ai = 0;
  for (let b = 0; b < N; b += 2 * s)
    for (let i = b; i < b + s; i++) {
      const j = i + s;
      ar += re[i] * re[j] + im[i] * im[j];
      ai += re[i] * im[j] - im[i] * re[j];
    }
  return ar * ar + ai * ai >= p0 * p1 * (1 - 1e-12);
}

/**
 * Write into (dr, di) (2^hi amplitudes, any previous content) the outcome-1 half of qubit q of
 * (re, im), scaled; with `toZero`, moved to |0>: the copy and the collapse in one pass.
 */
function splitOne(
  dr: Float64Array,
  di: Float64Array,
  re: Float64Array,
  im: Float64Array,
  hi: number,
  q: number,
  scale: number,
  toZero: boolean
): void {
  const N = 2 ** hi,
    s = 1 << q;
  for (let b = 0; b < N; b += 2 * s) {
    for (let i = b; i < b + s; i++) {
      const j = i + s;
      const a = re[j] * scale,
        c = im[j] * scale;
      if (toZero) {
        dr[i] = a;
        di[i] = c;
        dr[j] = 0;
        di[j] = 0;
      } else {
        dr[i] = 0;
        di[i] = 0;
        dr[j] = a;
        di[j] = c;
      }
    }
  }
}

/** Run every shot of a dynamic program by shot branching; the leaves are reported to run.leaf. */
export function runBranches(run: BranchRun, shots: number): BranchStats {
  const { steps, n, ws, re, im, rng, deferred } = run;
  const stats: BranchStats = { branches: 0, merged: 0, perShotShots: 0, peakBytes: 0 };
  const stack: Branch[] = [];
  const perShot: Branch[] = [];
  let liveBytes = 0;
  let dirtyHi = 0;
  // Saved copies come from a pool, by size: fresh memory is slow to touch the first time
  // (docs/quantum.md, machine limits), so a buffer is allocated once and reused.
  const pool = new Map<number, Float64Array[]>();
  const take = (size: number): Float64Array => pool.get(size)?.pop() ?? new Float64Array(size);
  const give = (a: Float64Array): void => {
    const l = pool.get(a.length);
    if (l) l.push(a);
    else pool.set(a.length, [a]);
  };
  const all = (1 << n) - 1;

  /** Advance `b` (whose state is in re/im) to the end; `forced`: outcomes to replay first. */
  const walk = (b: Branch, forced?: number[]): void => {
    let pc = b.pc,
      shots = b.shots,
      jumps = b.jumps,
      zero = b.zero,
      one = b.one,
      fi = 0;
    const { bits, hist } = b;
    ws.hi = b.hi;
    while (pc < steps.length) {
      const st = steps[pc];
      if (deferred[pc]) {
        pc++;
        continue;
      }
      if (plainStep(st)) {
        let e = pc + 1,
          mask = stepMask(st);
        while (e < steps.length && plainStep(steps[e])) mask |= stepMask(steps[e++]);
        if (Math.max(ws.hi, 32 - Math.clz32(mask)) <= JS_MAX_SUPPORT) {
          // a small support: the WebAssembly path would widen it to its block (2^16 amplitudes)
          const wasm = ws.wasm;
          ws.wasm = false;
          runUnitary(steps, pc, e, re, im, n, ws);
          ws.wasm = wasm;
        } else runUnitary(steps, pc, e, re, im, n, ws);
        zero &= ~mask;
        one &= ~mask;
        dirtyHi = Math.max(dirtyHi, ws.hi);
        pc = e;
        continue;
      }
      pc++;
      if (st.cond && !conditionHolds(st.cond, bits)) continue;
      if (st.k === 'set') bits[st.clbit] = st.v;
      else if (st.k === 'copy') bits[st.to] = bits[st.from];
      else if (st.k === 'jump') {
        if (++jumps > MAX_JUMPS_PER_SHOT)
          throw new SimulationError(`a while loop ran more than ${MAX_JUMPS_PER_SHOT} iterations in one shot`);
        pc = st.to;
      } else if (st.k === 'measure' || st.k === 'reset') {
        const q = st.q,
          reset = st.k === 'reset';
        let outcome = 0;
        if ((one >> q) & 1) {
          // measured 1 since its last gate: no draw; a reset moves it to |0>
          outcome = 1;
          if (reset) collapse(re, im, ws.hi, q, 1, 1, true);
        } else if (q < ws.hi && !((zero >> q) & 1)) {
          const hi = ws.hi;
          const [p0, p1] = probs(re, im, hi, q);
          let k1: number;
          if (forced && fi < forced.length) k1 = forced[fi++] ? shots : 0;
          else if (run.exact) {
            k1 = (shots * p1) / (p0 + p1);
            if (k1 <= EXACT_CUTOFF * shots) k1 = 0;
            else if (shots - k1 <= EXACT_CUTOFF * shots) k1 = shots;
          } else k1 = binomial(rng, shots, p1 / (p0 + p1));
          const unrecorded = reset || st.clbit < 0;
          if (k1 > 0 && k1 < shots && unrecorded && sameHalves(re, im, hi, q, p0, p1)) {
            stats.merged++;
            k1 = 0;
          }
          if (k1 > 0 && k1 < shots) {
            const size = 2 ** hi;
            const child: Branch = {
              pc,
              shots: k1,
              bits: bits.slice(),
              jumps,
              hist: [...hist, 1],
              hi,
              zero: reset ? zero | (1 << q) : zero & ~(1 << q),
              one: reset ? one : one | (1 << q)
            };
            if (st.k === 'measure' && st.clbit >= 0) child.bits[st.clbit] = 1;
            if (liveBytes + 16 * size <= run.budgetBytes) {
              child.re = take(size);
              child.im = take(size);
              splitOne(child.re, child.im, re, im, hi, q, 1 / Math.sqrt(p1), reset);
              child.hi = lowerHi(hi, child.zero);
              liveBytes += 16 * size;
              stats.peakBytes = Math.max(stats.peakBytes, liveBytes);
              stack.push(child);
            } else if (run.exact)
              throw new SimulationError(
                `the exact distribution needs more than ${run.budgetBytes} bytes of branch copies`
              );
            else perShot.push(child);
            shots -= k1;
          } else outcome = k1 > 0 ? 1 : 0;
          collapse(re, im, hi, q, outcome, outcome ? p1 : p0, reset);
          hist.push(outcome);
        }
        if (st.k === 'measure' && st.clbit >= 0) bits[st.clbit] = outcome;
        if (outcome === 0 || reset) {
          zero |= 1 << q;
          one &= ~(1 << q);
        } else {
          zero &= ~(1 << q);
          one |= 1 << q;
        }
        ws.hi = lowerHi(ws.hi, zero);
      } else {
        // a conditioned unitary step whose condition holds
        const w = stepWidth(st, ws.hi);
        if (w >= 0) {
          applyDirect(st, re, im, w);
          ws.hi = w;
          zero &= ~stepMask(st);
          one &= ~stepMask(st);
          dirtyHi = Math.max(dirtyHi, w);
        }
      }
    }
    if (shots > 0) {
      stats.branches++;
      run.leaf(bits, ws.hi, shots);
    }
  };

  const clear = () => {
    const d = 2 ** dirtyHi;
    re.fill(0, 0, d);
    im.fill(0, 0, d);
    re[0] = 1;
    dirtyHi = 0;
  };

  if (shots === 0) return stats;
  walk({ pc: 0, shots, bits: new Uint8Array(run.numClbits), jumps: 0, hist: [], hi: 0, zero: all, one: 0 });
  for (let b = stack.pop(); b; b = stack.pop()) {
    const sr = b.re as Float64Array,
      si = b.im as Float64Array;
    const size = sr.length;
    re.set(sr);
    im.set(si);
    const d = 2 ** dirtyHi;
    if (d > size) {
      re.fill(0, size, d);
      im.fill(0, size, d);
    }
    dirtyHi = Math.log2(size);
    liveBytes -= 16 * size;
    give(sr);
    give(si);
    b.re = b.im = undefined;
    walk(b);
  }
  // Past the budget: each shot from |0>, replaying the recorded outcomes up to its split.
  for (const b of perShot) {
    for (let s = 0; s < b.shots; s++) {
      clear();
      stats.perShotShots++;
      walk(
        { pc: 0, shots: 1, bits: new Uint8Array(run.numClbits), jumps: 0, hist: [], hi: 0, zero: all, one: 0 },
        b.hist
      );
    }
  }
  return stats;
}
