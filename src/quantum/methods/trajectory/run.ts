/**
 * Seeded Monte-Carlo trajectories on the statevector kernels: one pure state per shot (buffers
 * reused), every error channel unravelled exactly: depolarising as a random Pauli (probability p,
 * uniform over the d² Paulis including I), relaxation as amplitude-damping Kraus operators chosen
 * with their Born probabilities plus a Z flip with probability pz, reset and mid-circuit
 * measurement as collapses, readout error as a flip of the recorded bit. Conditions read the
 * recorded (possibly flipped) bits, as on hardware.
 *
 * This folder, the trajectory method: run.ts (this entry), static-shots.ts (static programs shot by
 * shot, on worker threads too), branching.ts (dynamic programs by shot branching), ops.ts (the
 * compiled steps), wasm.ts (the static pass in WebAssembly).
 */
import { Shape, apply1 } from '../../statevector/kernels.js';
import type { Rng } from '../../maths/rng.js';
import type { NoisyProgram } from '../../noise/model.js';
import { project } from '../../statevector/shot-by-shot.js';
import { prob1, runStaticTrajectories } from './static-shots.js';
import { PAULI, PAULI_SHAPE, applyGate, compileOps, condHolds, recordTerminal, tally } from './ops.js';
import { branchCopies, runBranchingTrajectories } from './branching.js';
import { DEFAULT_BRANCH_MEMORY } from '../../statevector/options.js';

export interface TrajectoryOptions {
  /** Use the WebAssembly SIMD pass on the static path (default true unless BENCHGATE_NOISE_WASM=0). */
  wasm?: boolean;
  /** Threads for the static path's shots (default BENCHGATE_NOISE_THREADS, else the machine's parallelism). */
  threads?: number;
  /**
   * Programs off the static path (conditions, mid-circuit measurements, resets): shot branching
   * (./branching.ts; default true) when its saved copies fit `maxBranchBytes` (default
   * DEFAULT_BRANCH_MEMORY); otherwise, or with false, trajectory by trajectory.
   */
  branching?: boolean;
  maxBranchBytes?: number;
}

/** Whether runTrajectories runs `prog` by shot branching (else the static path or shot by shot). */
export function branchesTrajectories(prog: NoisyProgram, shots: number, opts: TrajectoryOptions = {}): boolean {
  if (prog.static && !prog.ops.some((o) => o.k === 'reset')) return false;
  if (opts.branching === false) return false;
  const bytes = 16 * 2 ** prog.numQubits * (branchCopies(shots) + 1);
  return bytes <= (opts.maxBranchBytes ?? DEFAULT_BRANCH_MEMORY);
}

/**
 * Run `shots` trajectories. Returns, per distinct recorded clbit assignment (a string of '0'/'1'
 * with clbit i at position i), its count.
 */
export function runTrajectories(
  prog: NoisyProgram,
  shots: number,
  rng: Rng,
  opts: TrajectoryOptions = {}
): Map<string, number> {
  // resets draw state-dependent outcomes: those programs take the step-by-step path
  if (prog.static && !prog.ops.some((o) => o.k === 'reset')) return runStaticTrajectories(prog, shots, rng, opts);
  if (branchesTrajectories(prog, shots, opts)) return runBranchingTrajectories(prog, shots, rng).out;
  return runExactTrajectories(prog, shots, rng);
}

/** Step-by-step trajectories (any program, including dynamic ones). */
function runExactTrajectories(prog: NoisyProgram, shots: number, rng: Rng): Map<string, number> {
  const k = prog.numQubits;
  const N = 1 << k;
  const ops = compileOps(prog);
  const re = new Float64Array(N);
  const im = new Float64Array(N);
  const bits = new Uint8Array(prog.numClbits);
  const out = new Map<string, number>();
  const probs = new Float64Array(N);
  const ampPhase = Float64Array.of(1, 0, 0, 0, 0, 0, 1, 0);
  for (let s = 0; s < shots; s++) {
    re.fill(0);
    im.fill(0);
    re[0] = 1;
    bits.fill(0);
    const terminal: [number, number][] = [];
    for (const op of ops) {
      if (op.cond && !condHolds(op.cond, bits)) continue;
      // gates (most ops) the same in both methods; noise, resets and measurements below
      if (op.k === 'u' || op.k === 'cz') {
        applyGate(re, im, k, op);
        continue;
      }
      switch (op.k) {
        case 'depol': {
          if (rng.nextDouble() >= op.p) break;
          for (const q of op.qs) {
            const pi = Math.floor(rng.nextDouble() * 4);
            if (pi) apply1(re, im, 0, k, q, PAULI[pi], PAULI_SHAPE[pi]);
          }
          break;
        }
        case 'relax': {
          if (op.gamma > 0) {
            const p1 = prob1(re, im, k, op.q);
            const pj = op.gamma * p1;
            if (rng.nextDouble() < pj) {
              // jump: |1> → |0>
              project(re, im, k, op.q, 1, 1 / Math.sqrt(p1), true);
            } else {
              // no jump: diag(1, sqrt(1 − γ)) / sqrt(1 − pj)
              const sc = 1 / Math.sqrt(1 - pj);
              ampPhase[0] = sc;
              ampPhase[6] = Math.sqrt(1 - op.gamma) * sc;
              apply1(re, im, 0, k, op.q, ampPhase, Shape.Diag);
            }
          }
          if (op.pz > 0 && rng.nextDouble() < op.pz) apply1(re, im, 0, k, op.q, PAULI[3], Shape.Diag);
          break;
        }
        case 'reset':
        case 'measure': {
          if (op.k === 'measure' && op.terminal) {
            terminal.push([op.q, op.clbit]);
            break;
          }
          const p1 = prob1(re, im, k, op.q);
          const outcome = rng.nextDouble() < p1 ? 1 : 0;
          project(re, im, k, op.q, outcome, 1 / Math.sqrt(outcome ? p1 : 1 - p1), op.k === 'reset');
          if (op.k === 'measure' && op.clbit >= 0) {
            const ro = prog.readout[op.q];
            const flip = rng.nextDouble() < (outcome ? ro.p01 : ro.p10);
            bits[op.clbit] = flip ? 1 - outcome : outcome;
          }
          break;
        }
      }
    }
    if (terminal.length) {
      // one draw from the final state for all terminal measurements
      let total = 0;
      for (let i = 0; i < N; i++) {
        const p = re[i] * re[i] + im[i] * im[i];
        probs[i] = p;
        total += p;
      }
      const u = rng.nextDouble() * total;
      let acc = 0,
        idx = N - 1;
      for (let i = 0; i < N; i++) {
        acc += probs[i];
        if (u < acc) {
          idx = i;
          break;
        }
      }
      recordTerminal(terminal, idx, prog.readout, rng, bits);
    }
    tally(out, bits, 1);
  }
  return out;
}
