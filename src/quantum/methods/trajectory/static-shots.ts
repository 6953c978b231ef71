/**
 * Trajectories of a static program (no conditions, terminal measurements), shot by shot, on the
 * main thread and on worker threads. The quantum-jump threshold method is exact for any sequence
 * of the circuit's channels in an order the circuit allows (operations on different qubits
 * commute): draw r; evolve with the no-jump Kraus operators K0 = diag(1, √(1−γ)) WITHOUT
 * renormalising; the probability of no jump so far is the squared norm, so a jump happens at the
 * first relaxation where the norm² falls below r. State-independent events (depolarising Paulis,
 * relaxation Z flips) are drawn up front.
 *
 * The order used: all 1-qubit matrices of a qubit (gates, K0, sampled Paulis) are fused until its
 * next cz, and each cz applies the fused matrices of its two qubits (a STEP, one pass; the last
 * pending matrices two qubits per step). Fast path: the steps without any check, the norm once at
 * the end. Only when it fell below r (a jump happened) is the shot run again with the same r and
 * events, checking the norm: a step whose relaxations (Σγ) cannot bring the norm below r runs
 * fused without a check (the norm is tracked as a lower bound); a step that can is run fused from
 * a saved copy of the state, and when the norm did fall below r the copy is restored and that
 * step's operations run one by one to place the jump (K1 = |0⟩⟨1|, renormalise, draw a new r).
 *
 * Every shot draws from its own xoshiro128** stream, seeded from the caller's generator before
 * any shot runs, and writes its recorded bits to its own slots: the counts do not depend on how many
 * threads ran the shots or which thread ran which (tested).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { mul2 } from '../../circuit/cmat.js';
import { apply1, applyPhase, classify1 } from '../../statevector/kernels.js';
import type { Rng } from '../../maths/rng.js';
import { project } from '../../statevector/shot-by-shot.js';
import type { NoisyOp, NoisyProgram } from '../../noise/model.js';
import { bindTrajectoryPass, trajectoryModule } from './wasm.js';
import type { PassFn } from './wasm.js';

/** Probability weight of |1⟩ on qubit q (unnormalised). Self-contained: its source runs in the workers. */
export function prob1(re: Float64Array, im: Float64Array, n: number, q: number): number {
  const N = 1 << n,
    s = 1 << q;
  let p1 = 0;
  for (let b = s; b < N; b += 2 * s) for (let j = b; j < b + s; j++) p1 += re[j] * re[j] + im[j] * im[j];
  return p1;
}

/**
 * Uniform doubles in [0, 1) from a xoshiro128** state: the same outputs as rng.ts `Rng.fromState`
 * (tested). Self-contained: its source runs in the workers.
 */
export function xoshiroDoubles(a: number, b: number, c: number, d: number): () => number {
  let s0 = a | 0,
    s1 = b | 0,
    s2 = c | 0,
    s3 = d | 0;
  if ((s0 | s1 | s2 | s3) === 0) s0 = 1;
  // Math.imul read once: a global read per draw is slow where the global object is not an ordinary one (a vm
  // context: jest's test environment, 45× slower per draw than with this local)
  const imul = Math.imul;
  const u32 = (): number => {
    const m = imul(s1, 5);
    const result = imul((m << 7) | (m >>> 25), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    return result;
  };
  return () => ((u32() >>> 5) * 67108864 + (u32() >>> 6)) / 9007199254740992;
}

/** What the shots need besides the program: the state, its pass, and the helpers above. */
export interface ShotLib {
  re: Float64Array;
  im: Float64Array;
  /** The state's pass (wasm.ts PassFn: A on a, B on b or nothing when b < 0, the cz). */
  pass: PassFn;
  mul2(a: ArrayLike<number>, b: ArrayLike<number>): number[];
  prob1: typeof prob1;
  project: typeof project;
  rng: typeof xoshiroDoubles;
}

/** A static program's shots: ops, qubits, readout, and per shot its seed (4 words) and result slots. */
export interface ShotJob {
  ops: NoisyOp[];
  k: number;
  readout: { p10: number; p01: number }[];
  /** Words 4s … 4s + 3: shot s's xoshiro128** state. */
  seeds: Int32Array;
  numClbits: number;
  /** Shot s's recorded clbit i at bits[s · numClbits + i]. */
  bits: Uint8Array;
  /** 1 once shot s ran (a shot a failed worker took stays 0). */
  done: Uint8Array;
}

/**
 * Run the shots [next() …) of `job` (see the module comment). Self-contained: its source runs in
 * the workers, with `lib` built there (exported for the test that checks it is self-contained).
 */
export function runStaticShots(job: ShotJob, lib: ShotLib, next: () => number): void {
  const { ops, k, readout, seeds, numClbits, bits, done } = job;
  // read once, not per shot and operation (a global read is slow in a vm context: jest's test environment)
  const sqrt = Math.sqrt,
    floor = Math.floor;
  const { re, im } = lib;
  const shots = done.length,
    N = 1 << k;
  const PAULI = [
    [1, 0, 0, 0, 0, 0, 1, 0],
    [0, 0, 1, 0, 1, 0, 0, 0],
    [0, 0, 0, -1, 0, 1, 0, 0],
    [1, 0, 0, 0, 0, 0, -1, 0]
  ];
  const ZM = PAULI[3];
  const events = new Int32Array(ops.length);
  const terminal: [number, number][] = [];
  for (const op of ops) if (op.k === 'measure' && op.clbit >= 0) terminal.push([op.q, op.clbit]);
  const pending: (number[] | undefined)[] = new Array(k).fill(undefined);
  // per qubit: the operations folded into its pending matrix since its last step
  const since: number[][] = Array.from({ length: k }, () => []);
  let saved: [Float64Array, Float64Array] | undefined;
  const push = (q: number, m: ArrayLike<number>) => {
    pending[q] = pending[q] ? lib.mul2(m, pending[q] as number[]) : Array.from(m);
  };
  const k0 = (gamma: number) => [1, 0, 0, 0, 0, 0, sqrt(1 - gamma), 0];
  const direct = (q: number, m: ArrayLike<number>) => lib.pass(q, -1, m, undefined, false);
  /** The event of operation i on qubit q (the Pauli drawn for q, or the relaxation's Z flip). */
  const eventOn = (i: number, q: number): ArrayLike<number> | undefined => {
    const op = ops[i],
      e = events[i];
    if (!e) return undefined;
    if (op.k === 'relax') return ZM;
    if (op.k !== 'depol') return undefined;
    const pi = (e >> (2 * op.qs.indexOf(q))) & 3;
    return pi ? PAULI[pi] : undefined;
  };
  const norm2 = (): number => {
    let t = 0;
    for (let i = 0; i < N; i++) t += re[i] * re[i] + im[i] * im[i];
    return t;
  };
  let draw = lib.rng(0, 0, 0, 1);
  /**
   * The step's operations one by one from norm² `norm0` with threshold `r0`, placing jumps;
   * returns the threshold and the norm² after. A jump needs p1 > 0 (rounding could otherwise
   * project a qubit with no |1⟩ weight).
   */
  const oneByOne = (a: number, b: number, cz: boolean, r0: number, norm0: number): [number, number] => {
    let r = r0,
      norm = norm0;
    for (const q of b >= 0 ? [a, b] : [a])
      for (const i of since[q]) {
        const op = ops[i];
        if (op.k === 'u') direct(q, op.m);
        else if (op.k === 'relax' && op.gamma > 0) {
          const p1 = lib.prob1(re, im, k, q);
          const after = norm - op.gamma * p1;
          if (after < r && p1 > 0) {
            lib.project(re, im, k, q, 1, 1 / sqrt(p1), true);
            norm = 1;
            r = draw();
          } else {
            direct(q, k0(op.gamma));
            norm = after;
          }
        }
        const ev = eventOn(i, q);
        if (ev) direct(q, ev);
      }
    if (cz) lib.pass(a, b, undefined, undefined, true);
    return [r, norm];
  };
  /** Run the shot's steps; with `check`, place the jumps. */
  const evolve = (check: boolean, r0: number): void => {
    let r = r0,
      lb = 1;
    re.fill(0);
    im.fill(0);
    re[0] = 1;
    for (let q = 0; q < k; q++) {
      pending[q] = undefined;
      since[q].length = 0;
    }
    const step = (a: number, b: number, cz: boolean) => {
      let done = false;
      if (check) {
        let g = 0;
        for (const q of b >= 0 ? [a, b] : [a])
          for (const i of since[q]) {
            const op = ops[i];
            if (op.k === 'relax') g += op.gamma;
          }
        // the tracked lower bound is too weak here: take the exact norm²
        if (g > 0 && lb - g < r) lb = norm2();
        if (g > 0 && lb - g < r) {
          // this step may cross r: run it fused from a saved copy, and one by one when it did
          if (!saved) saved = [new Float64Array(N), new Float64Array(N)];
          saved[0].set(re);
          saved[1].set(im);
          lib.pass(a, b, pending[a], b >= 0 ? pending[b] : undefined, cz);
          const after = norm2();
          if (after < r) {
            re.set(saved[0]);
            im.set(saved[1]);
            [r, lb] = oneByOne(a, b, cz, r, lb);
          } else lb = after;
          done = true;
        } else lb -= g;
      }
      if (!done) lib.pass(a, b, pending[a], b >= 0 ? pending[b] : undefined, cz);
      pending[a] = undefined;
      since[a].length = 0;
      if (b >= 0) {
        pending[b] = undefined;
        since[b].length = 0;
      }
    };
    for (let i = 0; i < ops.length; i++) {
      const op = ops[i];
      switch (op.k) {
        case 'u':
          push(op.q, op.m);
          since[op.q].push(i);
          break;
        case 'relax': {
          if (op.gamma > 0) push(op.q, k0(op.gamma));
          if (events[i]) push(op.q, ZM);
          since[op.q].push(i);
          break;
        }
        case 'depol': {
          for (const q of op.qs) {
            const ev = eventOn(i, q);
            if (ev) push(q, ev);
            since[q].push(i);
          }
          break;
        }
        case 'cz':
          step(op.a, op.b, true);
          break;
        default:
          break;
      }
    }
    // the last pending matrices two qubits per step, in qubit order
    const left: number[] = [];
    for (let q = 0; q < k; q++) if (pending[q]) left.push(q);
    for (let j = 0; j < left.length; j += 2) step(left[j], j + 1 < left.length ? left[j + 1] : -1, false);
  };
  for (let s = next(); s < shots; s = next()) {
    draw = lib.rng(seeds[4 * s], seeds[4 * s + 1], seeds[4 * s + 2], seeds[4 * s + 3]);
    const r = draw();
    // state-independent events
    for (let i = 0; i < ops.length; i++) {
      const op = ops[i];
      events[i] = 0;
      if (op.k === 'depol') {
        if (draw() < op.p) {
          let e = 0;
          for (let j = 0; j < op.qs.length; j++) e |= floor(draw() * 4) << (2 * j);
          events[i] = e;
        }
      } else if (op.k === 'relax' && op.pz > 0 && draw() < op.pz) events[i] = 1;
    }
    evolve(false, r);
    let sum = norm2();
    // a jump happened: run again with the same threshold and events, checking the norm
    if (sum < r) {
      evolve(true, r);
      sum = norm2();
    }
    const at = s * numClbits;
    bits.fill(0, at, at + numClbits);
    if (terminal.length) {
      const u = draw() * sum;
      let acc = 0,
        idx = N - 1;
      for (let i = 0; i < N; i++) {
        acc += re[i] * re[i] + im[i] * im[i];
        if (u < acc) {
          idx = i;
          break;
        }
      }
      for (const [q, clbit] of terminal) {
        const o = (idx >> q) & 1;
        const ro = readout[q];
        const flip = draw() < (o ? ro.p01 : ro.p10);
        bits[at + clbit] = flip ? 1 - o : o;
      }
    }
    done[s] = 1;
  }
}

/**
 * Threads are used when shots · 2^k reaches this: about 0.45 s of work on one thread (a 20-qubit
 * shot of the bench's mirror circuit takes ≈ 0.23 s), against ≈ 50 ms to start a worker.
 */
const TRAJECTORY_THREAD_WORK = 2 ** 21;

/** How long the main thread waits for a worker's last shot before giving up. */
const WORKER_TIMEOUT_MS = 120_000;

export interface StaticShotsOptions {
  /** Use the WebAssembly SIMD pass (default true unless BENCHGATE_NOISE_WASM=0). */
  wasm?: boolean;
  /**
   * Threads (main included; at most 4). Default: BENCHGATE_NOISE_THREADS, else the machine's
   * parallelism, and only when shots · 2^k ≥ TRAJECTORY_THREAD_WORK.
   */
  threads?: number;
}

/** The JavaScript pass (../../statevector/kernels.ts): A on a, B on b, then the cz. */
function jsPass(re: Float64Array, im: Float64Array, k: number): ShotLib['pass'] {
  return (a, b, A, B, cz) => {
    if (A) apply1(re, im, 0, k, a, A, classify1(A));
    if (B) apply1(re, im, 0, k, b, B, classify1(B));
    if (cz) applyPhase(re, im, k, -1, 0, Int32Array.from([a, b].sort((x, y) => x - y)), (1 << a) | (1 << b));
  };
}

/**
 * Shots of a static program without resets; returns the recorded clbits per shot → count, keyed
 * by a string of '0'/'1' with clbit i at position i.
 */
export function runStaticTrajectories(
  prog: NoisyProgram,
  shots: number,
  rng: Rng,
  opts: StaticShotsOptions = {}
): Map<string, number> {
  const k = prog.numQubits;
  const seeds = new Int32Array(new SharedArrayBuffer(16 * Math.max(1, shots)));
  for (let i = 0; i < 4 * shots; i++) seeds[i] = rng.nextU32() | 0;
  const numClbits = prog.numClbits;
  const bits = new Uint8Array(new SharedArrayBuffer(Math.max(1, shots * numClbits))).subarray(0, shots * numClbits);
  // done[s] = 0: not run (a shot a failed worker took is run again here, from its own seed)
  const done = new Uint8Array(new SharedArrayBuffer(Math.max(1, shots))).subarray(0, shots);
  const job: ShotJob = { ops: prog.ops, k, readout: prog.readout, seeds, numClbits, bits, done };
  const useWasm = opts.wasm ?? process.env['BENCHGATE_NOISE_WASM'] !== '0';
  const module = useWasm ? trajectoryModule() : undefined;
  const bound = module ? bindTrajectoryPass(module, k) : undefined;
  const re = bound ? bound.re : new Float64Array(2 ** k),
    im = bound ? bound.im : new Float64Array(2 ** k);
  const lib: ShotLib = {
    re,
    im,
    pass: bound ? bound.pass : jsPass(re, im, k),
    mul2,
    prob1,
    project,
    rng: xoshiroDoubles
  };
  const env = Number(process.env['BENCHGATE_NOISE_THREADS']);
  const want = opts.threads ?? (Number.isInteger(env) && env > 0 ? env : availableParallelism());
  // every thread holds its own state: at most 1 GiB of states in all
  const byMemory = Math.max(1, Math.floor(2 ** 30 / (16 * 2 ** k)));
  // an explicit thread count applies whatever the work (tests); otherwise only when it pays
  const enough = opts.threads !== undefined || shots * 2 ** k >= TRAJECTORY_THREAD_WORK;
  const parts = module && shots > 1 && enough ? Math.max(1, Math.min(want, 4, shots, byMemory)) : 1;
  runShotsOnThreads(job, lib, module, parts);
  const out = new Map<string, number>();
  for (let s = 0; s < shots; s++) {
    let key = '';
    for (let b = 0; b < numClbits; b++) key += bits[s * numClbits + b] ? '1' : '0';
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

/**
 * Run every shot of `job`: the main thread with `lib`, and `parts` − 1 workers, each with its own
 * state from `module`; then the shots that no thread finished (a worker that failed after taking
 * one) again on the main thread, from their seeds.
 */
export function runShotsOnThreads(job: ShotJob, lib: ShotLib, module: object | undefined, parts: number): void {
  const shots = job.done.length;
  const ctrl = new Int32Array(new SharedArrayBuffer(4 * (1 + parts)));
  const workers = parts > 1 && module ? startShotWorkers(job, module, ctrl, parts - 1) : [];
  try {
    runStaticShots(job, lib, () => Atomics.add(ctrl, 0, 1));
    // a worker that took a shot (state 1) finishes it; one still starting takes none now
    for (let i = 0; i < workers.length; i++) {
      while (Atomics.load(ctrl, 1 + i) === 1) {
        if (Atomics.wait(ctrl, 1 + i, 1, WORKER_TIMEOUT_MS) === 'timed-out')
          throw new Error('trajectory worker did not finish its shot');
      }
    }
  } finally {
    for (const w of workers) void w.terminate();
  }
  const missed: number[] = [];
  for (let s = 0; s < shots; s++) if (!job.done[s]) missed.push(s);
  let m = 0;
  if (missed.length) runStaticShots(job, lib, () => (m < missed.length ? missed[m++] : shots));
}

/**
 * Workers that take shots from the counter ctrl[0] with their own WebAssembly state. ctrl[1 + i]:
 * worker i's state, set to 1 BEFORE it takes a shot and to 2 when the counter is exhausted (−1 if
 * it failed to start); so once the main thread has exhausted the counter, only workers in state 1
 * still write.
 */
function startShotWorkers(job: ShotJob, module: object, ctrl: Int32Array, n: number): Worker[] {
  const src = `
const { workerData } = require('node:worker_threads');
const { job, module, ctrlBuf, index } = workerData;
const ctrl = new Int32Array(ctrlBuf);
try {
  const runStaticShots = (${runStaticShots.toString()});
  const bindTrajectoryPass = (${bindTrajectoryPass.toString()});
  const mul2 = (${mul2.toString()});
  const prob1 = (${prob1.toString()});
  const project = (${project.toString()});
  const xoshiroDoubles = (${xoshiroDoubles.toString()});
  const bound = bindTrajectoryPass(module, job.k);
  if (!bound) throw new Error('no WebAssembly state');
  const lib = { re: bound.re, im: bound.im, pass: bound.pass, mul2, prob1, project, rng: xoshiroDoubles };
  Atomics.store(ctrl, 1 + index, 1);
  runStaticShots(job, lib, () => Atomics.add(ctrl, 0, 1));
  Atomics.store(ctrl, 1 + index, 2);
} catch (e) {
  Atomics.store(ctrl, 1 + index, -1);
}
Atomics.notify(ctrl, 1 + index);
`;
  const workers: Worker[] = [];
  for (let i = 0; i < n; i++) {
    try {
      workers.push(new Worker(src, { eval: true, workerData: { job, module, ctrlBuf: ctrl.buffer, index: i } }));
    } catch {
      Atomics.store(ctrl, 1 + i, -1);
    }
  }
  return workers;
}
