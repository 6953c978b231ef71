/**
 * The THREAD POOL of the Pauli-basis engine (simulate.ts): how many parts a pass is split into
 * (THREAD_MIN_QUBITS, threadParts) and startTeam, which starts worker threads that share the pair
 * passes, tile batches and the final reduction with the main thread through shared memory and
 * Atomics. The workers run the source text of the self-contained kernels pairPass, pairRange
 * (pair-kernel.ts), runTiles (tiles.ts) and reduceChunks (reduce.ts).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { pairPass, pairRange } from './pair-kernel.js';
import { MAX_PAULI_QUBITS } from './plan.js';
import type { PairOp } from './plan.js';
import { REDUCE_ROWS_OFFSET, reduceChunks } from './reduce.js';
import { JOB_WORDS, runTiles } from './tiles.js';
import { WASM_COEF_OFFSET } from './wasm.js';
import type { PauliWasm } from './wasm.js';

/**
 * Threads are used from this many qubits on (4^11 coefficients = 32 MB per pass). Measured near idle on 2 cores
 * (mirror circuits, fake:fez@1.6, first run in a process as in the CLI): 10 qubits 91 ms on one thread against
 * 138 ms on two (starting the workers costs more than the passes save), 11 qubits 195 ms against 157 ms
 * (2026-12-03, skewed-scratch kernels; the same split as on 2026-12-02 with the older kernels).
 */
export const THREAD_MIN_QUBITS = 11;

/**
 * Parts a pass is split into (1, 2 or 4: one per thread, the main thread included): `threads`
 * when given, else BENCHGATE_NOISE_THREADS, else the machine's available parallelism.
 */
export function threadParts(threads?: number): number {
  const env = Number(process.env['BENCHGATE_NOISE_THREADS']);
  const want = threads ?? (Number.isInteger(env) && env > 0 ? env : availableParallelism());
  return want >= 4 ? 4 : want >= 2 ? 2 : 1;
}

export interface Team {
  /** Run one pair pass (JavaScript kernel) split across the team; false when the team is unusable (caller runs it). */
  run(op: PairOp): boolean;
  /** Run the tile batch already written to the team's job words and the coefficient slots (SIMD kernels). */
  runBatch(): boolean;
  /** Reduce the chunks of 4^m coefficients (reduceChunks) on the team; false when the team is unusable. */
  reduce(m: number, rows: Float64Array): boolean;
  /** The shared job words of runTiles. */
  job: Int32Array;
  /** Whether the workers came up (after the first run). */
  usable(): boolean;
  stop(): void;
}

/** How long the main thread waits for a worker to come up or to finish a part before giving up. */
const WORKER_TIMEOUT_MS = 10_000;

/**
 * Worker threads that share the passes with the main thread, which waits (Atomics) for them, so
 * runPauli stays synchronous. Two kinds of job: a pair pass in JavaScript (split into equal parts
 * along a digit, pairRange) or a tile batch with the SIMD kernels (runTiles; every thread takes
 * tiles from an atomic counter, so a thread slowed down by another process leaves its share to the
 * others). Control words: [0] job sequence, [1] parts finished, [2] stop, [3] tile counter,
 * [4+i] worker i state (1 ready, −1 failed). A worker checks itself on a tiny pass first; a worker
 * that fails to start (or an environment without workers) leaves the work to the main thread.
 */
export function startTeam(c: Float64Array, k: number, parts: number, w?: PauliWasm): Team | undefined {
  const n = parts - 1;
  let workers: Worker[];
  const ctrl = new Int32Array(new SharedArrayBuffer(4 * (4 + n)));
  const par = new Float64Array(new SharedArrayBuffer(8 * 37));
  const job = new Int32Array(new SharedArrayBuffer(4 * JOB_WORDS));
  const rowsShared = new Float64Array(new SharedArrayBuffer(8 * 4 * MAX_PAULI_QUBITS));
  const src = `
const { workerData } = require('node:worker_threads');
const { buf, ctrlBuf, parBuf, jobBuf, rowsBuf, k, part, parts, module, mem, table, scratch } = workerData;
const ctrl = new Int32Array(ctrlBuf), job = new Int32Array(jobBuf);
let ok = false;
try {
  const pairPass = (${pairPass.toString()});
  const pairRange = (${pairRange.toString()});
  const runTiles = (${runTiles.toString()});
  const reduceChunks = (${reduceChunks.toString()});
  const rows = new Float64Array(rowsBuf);
  const ex = module ? new WebAssembly.Instance(module, { env: { mem } }).exports : undefined;
  const c = module ? new Float64Array(mem.buffer, ${WASM_COEF_OFFSET}, 4 ** k) : new Float64Array(buf), par = new Float64Array(parBuf);
  const t = new Float64Array(16); t[0] = 1; t[12] = 1;
  pairPass(t, 2, 0, 1, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], 0, true);
  if (t[0] !== 1 || t[12] !== 1) throw new Error('self-check');
  ok = true;
  Atomics.store(ctrl, 4 + part - 1, 1);
  Atomics.notify(ctrl, 4 + part - 1);
  const next = () => Atomics.add(ctrl, 3, 1);
  let seen = 0;
  for (;;) {
    Atomics.wait(ctrl, 0, seen);
    seen = Atomics.load(ctrl, 0);
    if (Atomics.load(ctrl, 2)) break;
    if (par[36] === 2) runTiles(ex, job, ${WASM_COEF_OFFSET}, table, scratch, next);
    else if (par[36] === 3) reduceChunks(c, k, par[0], rows, next, 1, ex ? { reduce: ex.reduce, base: ${WASM_COEF_OFFSET}, rows: ${REDUCE_ROWS_OFFSET} } : undefined);
    else {
      const a = par[0], b = par[1];
      const [s, e] = pairRange(k, a, b, part, parts);
      pairPass(c, k, a, b, par.subarray(4, 20), par.subarray(20, 36), par[2], par[3] === 1, s, e);
    }
    Atomics.add(ctrl, 1, 1);
    Atomics.notify(ctrl, 1);
  }
} catch (e) {
  if (!ok) { Atomics.store(ctrl, 4 + part - 1, -1); Atomics.notify(ctrl, 4 + part - 1); }
}
`;
  try {
    workers = Array.from(
      { length: n },
      (_, i) =>
        new Worker(src, {
          eval: true,
          workerData: {
            buf: w ? undefined : c.buffer,
            ctrlBuf: ctrl.buffer,
            parBuf: par.buffer,
            jobBuf: job.buffer,
            rowsBuf: rowsShared.buffer,
            k,
            part: i + 1,
            parts,
            module: w?.module,
            mem: w?.mem,
            table: w?.table,
            scratch: w?.scratch[i + 1]
          }
        })
    );
  } catch {
    return undefined;
  }
  let usable: boolean | undefined;
  const stop = () => {
    Atomics.store(ctrl, 2, 1);
    Atomics.add(ctrl, 0, 1);
    Atomics.notify(ctrl, 0);
    for (const w of workers) void w.terminate();
  };
  const ready = (): boolean => {
    for (let i = 0; i < n; i++) {
      if (Atomics.load(ctrl, 4 + i) === 0) Atomics.wait(ctrl, 4 + i, 0, WORKER_TIMEOUT_MS);
      if (Atomics.load(ctrl, 4 + i) !== 1) return false;
    }
    return true;
  };
  /** Start the job already described in par / job, do the main thread's share, wait for the rest. */
  const launch = (mine: () => void): boolean => {
    if (usable === undefined) usable = ready();
    if (!usable) return false;
    Atomics.store(ctrl, 1, 0);
    Atomics.store(ctrl, 3, 0);
    Atomics.add(ctrl, 0, 1);
    Atomics.notify(ctrl, 0);
    mine();
    for (;;) {
      const done = Atomics.load(ctrl, 1);
      if (done >= n) break;
      if (Atomics.wait(ctrl, 1, done, WORKER_TIMEOUT_MS) === 'timed-out')
        throw new Error('noise simulation worker did not finish its part');
    }
    return true;
  };
  return {
    run(op: PairOp): boolean {
      par[0] = op.a;
      par[1] = op.b;
      par[2] = op.p;
      par[3] = op.cz ? 1 : 0;
      par.set(op.Ra, 4);
      par.set(op.Rb, 20);
      par[36] = 0;
      return launch(() => {
        const [s, e] = pairRange(k, op.a, op.b, 0, parts);
        pairPass(c, k, op.a, op.b, op.Ra, op.Rb, op.p, op.cz, s, e);
      });
    },
    runBatch(): boolean {
      if (!w) return false;
      par[36] = 2;
      return launch(() => runTiles(w, job, WASM_COEF_OFFSET, w.table, w.scratch[0], () => Atomics.add(ctrl, 3, 1)));
    },
    reduce(m: number, rows: Float64Array): boolean {
      par[0] = m;
      par[36] = 3;
      rowsShared.set(rows);
      const fast = w ? { reduce: w.reduce, base: WASM_COEF_OFFSET, rows: REDUCE_ROWS_OFFSET } : undefined;
      return launch(() => reduceChunks(c, k, m, rows, () => Atomics.add(ctrl, 3, 1), 1, fast));
    },
    job,
    usable: () => usable === true,
    stop
  };
}
