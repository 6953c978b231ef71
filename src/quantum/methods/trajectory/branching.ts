/**
 * Trajectories by shot branching (issue #32): the step-by-step trajectory method of run.ts,
 * but a branch carries many shots and splits them, with exact binomial / multinomial draws
 * (../binomial.ts), wherever the per-shot method draws:
 * - a depolarising channel: Multinomial over the d-qubit Pauli strings (the identity string with
 *   probability 1 − p + p/4^d, each other p/4^d; the per-shot method draws "error?" then a Pauli per
 *   qubit, the same distribution);
 * - relaxation: Binomial(shots, γ·p1) jumps (K1, renormalised) against the no-jump K0, then
 *   Binomial(shots, pz) Z flips in each of the two;
 * - a mid-circuit measurement or reset: Binomial(shots, p1), then per outcome Binomial(·, readout
 *   flip) for the recorded bit;
 * - terminal measurements: each leaf draws its shots' indices from its final state in one pass
 *   (sorted uniforms), then each shot's readout flips.
 * Each split copies the state for all but one part; the branch carried on is the part with the
 * fewest shots and the others wait on a stack, so every wait halves the shots at least: at most
 * log2(shots) + 1 saved copies. The caller checks that they fit its budget before choosing this path.
 */
import { binomial, multinomial } from '../../maths/binomial.js';
import type { Condition } from '../../circuit/ir.js';
import { Shape, apply1 } from '../../statevector/kernels.js';
import type { Rng } from '../../maths/rng.js';
import type { NoisyProgram } from '../../noise/model.js';
import { project } from '../../statevector/shot-by-shot.js';
import { prob1 } from './static-shots.js';
import { PAULI, PAULI_SHAPE, applyGate, compileOps, condHolds, recordTerminal, tally } from './ops.js';
import type { TOp } from './ops.js';

type BOp =
  | Exclude<TOp, { k: 'relax' }>
  | { k: 'amp'; q: number; gamma: number; cond?: Condition }
  | { k: 'zf'; q: number; pz: number; cond?: Condition };

interface NBranch {
  pc: number;
  shots: number;
  bits: Uint8Array;
  terminal: [number, number][];
  re: Float64Array;
  im: Float64Array;
}

/** Saved copies the branching runner may hold at once for `shots` shots. */
export function branchCopies(shots: number): number {
  return Math.ceil(Math.log2(Math.max(2, shots))) + 2;
}

/**
 * Run `shots` trajectories of any program by branching. Returns, per distinct recorded clbit
 * assignment (clbit i at position i), its count, and the number of leaves.
 */
export function runBranchingTrajectories(
  prog: NoisyProgram,
  shots: number,
  rng: Rng
): { out: Map<string, number>; leaves: number } {
  const k = prog.numQubits;
  const N = 1 << k;
  // relaxation as two ops (the jump, then the Z flip), so that a branch saved at either resumes right
  const ops: BOp[] = [];
  for (const op of compileOps(prog)) {
    if (op.k !== 'relax') ops.push(op);
    else {
      if (op.gamma > 0) ops.push({ k: 'amp', q: op.q, gamma: op.gamma, cond: op.cond });
      if (op.pz > 0) ops.push({ k: 'zf', q: op.q, pz: op.pz, cond: op.cond });
    }
  }
  const out = new Map<string, number>();
  const stack: NBranch[] = [];
  const pool: Float64Array[] = [];
  const take = () => pool.pop() ?? new Float64Array(N);
  const ampPhase = Float64Array.of(1, 0, 0, 0, 0, 0, 1, 0);
  let leaves = 0;

  /** Children for parts 1.. of a split, each a copy changed by `make`; the caller keeps part 0. */
  const save = (b: NBranch, pc: number, shots: number, make: (c: NBranch) => void) => {
    const c: NBranch = {
      pc,
      shots,
      bits: b.bits.slice(),
      terminal: b.terminal.slice(),
      re: take(),
      im: take()
    };
    c.re.set(b.re);
    c.im.set(b.im);
    make(c);
    stack.push(c);
  };

  /**
   * Split `b` at `pc` into parts (count, change): the part with the fewest shots stays in `b` (changed
   * last, after the copies were taken from the unchanged state), the others are saved.
   */
  const split = (b: NBranch, pc: number, parts: [number, (x: NBranch) => void][]) => {
    const live = parts.filter((p) => p[0] > 0);
    let keep = 0;
    for (let i = 1; i < live.length; i++) if (live[i][0] < live[keep][0]) keep = i;
    live.forEach((p, i) => {
      if (i !== keep) save(b, pc, p[0], p[1]);
    });
    b.shots = live[keep][0];
    live[keep][1](b);
  };

  const leaf = (b: NBranch) => {
    leaves++;
    const { re, im, bits, terminal } = b;
    const record = (idx: number) => {
      recordTerminal(terminal, idx, prog.readout, rng, bits);
      tally(out, bits, 1);
    };
    if (!terminal.length) {
      tally(out, bits, b.shots);
      return;
    }
    // sorted uniforms against the cumulative probabilities, one pass
    let total = 0;
    for (let i = 0; i < N; i++) total += re[i] * re[i] + im[i] * im[i];
    const u = new Float64Array(b.shots);
    for (let s = 0; s < b.shots; s++) u[s] = rng.nextDouble() * total;
    u.sort();
    let acc = 0,
      s = 0,
      last = 0;
    for (let i = 0; i < N && s < b.shots; i++) {
      const p = re[i] * re[i] + im[i] * im[i];
      if (p === 0) continue;
      last = i;
      acc += p;
      while (s < b.shots && u[s] < acc) {
        record(i);
        s++;
      }
    }
    for (; s < b.shots; s++) record(last);
  };

  const walk = (b: NBranch) => {
    const { re, im } = b;
    for (let pc = b.pc; pc < ops.length; pc++) {
      const op = ops[pc];
      if (op.cond && !condHolds(op.cond, b.bits)) continue;
      // gates (most ops) the same in both methods; noise, resets and measurements below
      if (op.k === 'u' || op.k === 'cz') {
        applyGate(re, im, k, op);
        continue;
      }
      switch (op.k) {
        case 'depol': {
          const d = op.qs.length,
            M = 4 ** d;
          const probs = new Array<number>(M).fill(op.p / M);
          probs[0] = 1 - op.p + op.p / M;
          const counts = multinomial(rng, b.shots, probs);
          const pauli = (s: number) => (x: NBranch) => {
            for (let j = 0; j < d; j++) {
              const pi = Math.floor(s / 4 ** j) % 4;
              if (pi) apply1(x.re, x.im, 0, k, op.qs[j], PAULI[pi], PAULI_SHAPE[pi]);
            }
          };
          split(
            b,
            pc + 1,
            counts.map((c, s) => [c, pauli(s)])
          );
          break;
        }
        case 'amp': {
          // relaxation's jump (K1, renormalised) or no jump (K0, renormalised)
          const { q, gamma } = op;
          const p1 = prob1(re, im, k, q);
          const pj = gamma * p1;
          const kj = binomial(rng, b.shots, pj);
          split(b, pc + 1, [
            [
              b.shots - kj,
              (x) => {
                const sc = 1 / Math.sqrt(1 - pj);
                ampPhase[0] = sc;
                ampPhase[6] = Math.sqrt(1 - gamma) * sc;
                apply1(x.re, x.im, 0, k, q, ampPhase, Shape.Diag);
              }
            ],
            [kj, (x) => project(x.re, x.im, k, q, 1, 1 / Math.sqrt(p1), true)]
          ]);
          break;
        }
        case 'zf': {
          const kz = binomial(rng, b.shots, op.pz);
          const q = op.q;
          split(b, pc + 1, [
            [b.shots - kz, () => undefined],
            [kz, (x) => apply1(x.re, x.im, 0, k, q, PAULI[3], Shape.Diag)]
          ]);
          break;
        }
        case 'reset':
        case 'measure': {
          if (op.k === 'measure' && op.terminal) {
            b.terminal.push([op.q, op.clbit]);
            break;
          }
          const q = op.q;
          const p1 = prob1(re, im, k, q);
          const k1 = binomial(rng, b.shots, p1);
          const reset = op.k === 'reset';
          const clbit = op.k === 'measure' ? op.clbit : -1;
          const parts: [number, (x: NBranch) => void][] = [];
          for (const outcome of [0, 1]) {
            const n = outcome ? k1 : b.shots - k1;
            if (n === 0) continue;
            const collapse = (x: NBranch) =>
              project(x.re, x.im, k, q, outcome, 1 / Math.sqrt(outcome ? p1 : 1 - p1), reset);
            if (clbit < 0) {
              parts.push([n, collapse]);
              continue;
            }
            const ro = prog.readout[q];
            const f = binomial(rng, n, outcome ? ro.p01 : ro.p10);
            parts.push([
              n - f,
              (x) => {
                collapse(x);
                x.bits[clbit] = outcome;
              }
            ]);
            parts.push([
              f,
              (x) => {
                collapse(x);
                x.bits[clbit] = 1 - outcome;
              }
            ]);
          }
          split(b, pc + 1, parts);
          break;
        }
      }
    }
    leaf(b);
  };

  if (shots === 0) return { out, leaves };
  const root: NBranch = {
    pc: 0,
    shots,
    bits: new Uint8Array(prog.numClbits),
    terminal: [],
    re: take(),
    im: take()
  };
  root.re.fill(0);
  root.im.fill(0);
  root.re[0] = 1;
  walk(root);
  pool.push(root.re, root.im);
  for (let b = stack.pop(); b; b = stack.pop()) {
    walk(b);
    pool.push(b.re, b.im);
  }
  return { out, leaves };
}
