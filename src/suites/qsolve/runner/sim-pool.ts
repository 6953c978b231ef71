/**
 * Circuits run off the main thread: a `WorkerBackend` sends each circuit to one simulation worker thread
 * (sim-worker.ts) and waits for its counts, so benchgate's timers keep running while the engine works. When the
 * call's AbortSignal fires (the case's deadline, or the runner was killed) the worker is terminated at once, with
 * the noise engine's own worker threads inside it, and the circuit ends as stopped; the next circuit starts a fresh
 * worker. One worker thread per process, shared by the workflow runs of a check, created on the first circuit, reused
 * (warm) from circuit to circuit and workflow to workflow, and ended a few seconds after the last run closed.
 *
 * The worker runs the same DeviceBackend code as the main thread would, so counts for a seed are unchanged.
 *
 * Where the worker comes from: the build writes dist/workers/sim-worker.js (scripts/build.mjs), a thin file that runs
 * sim-worker.ts from the shared bundle dist/bundle/ and names the SHA-256 of the bundle files it runs (so its own
 * hash, engineBuildId, changes with the engine's code). When benchgate runs
 * from its TypeScript sources (the tests), the worker loads sim-worker.ts through a small module loader that
 * transpiles TypeScript with the `@swc/core` dev dependency (as jest's transform does; a native module that loads in
 * milliseconds, where `typescript` took half a second per worker) and keeps the output in a cache folder under the
 * system temporary folder.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Mitigation } from '../types.js';
import { DeviceBackend } from './backend.js';
import type { Backend, BackendResult, CircuitOptions, CircuitRun } from './backend.js';
import type { TargetDescription } from '../../../quantum/index.js';

const SIM_WORKER_FILE = 'sim-worker.js';

/** Message of a circuit stopped because its signal fired. */
export const STOPPED_REASON = 'the simulation was stopped: the time limit was reached';

type WorkerLocation = { kind: 'js'; file: string } | { kind: 'ts'; file: string; swc: string };

/** Finds the worker: beside the bundle (../workers/ from the shared bundle's dist/bundle/), else the sources. */
function locateSimWorker(): WorkerLocation | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  const ts = join(here, 'sim-worker.ts');
  if (existsSync(ts)) {
    try {
      const swc = createRequire(import.meta.url).resolve('@swc/core');
      return { kind: 'ts', file: ts, swc };
    } catch {
      return undefined;
    }
  }
  for (const c of [
    join(here, 'workers', SIM_WORKER_FILE),
    join(here, '..', 'workers', SIM_WORKER_FILE),
    join(here, SIM_WORKER_FILE)
  ]) {
    if (existsSync(c)) return { kind: 'js', file: c };
  }
  return undefined;
}

let buildId: Promise<string> | undefined;

/** Identity of the simulation engine a WorkerBackend runs (for cache keys): SHA-256 of the built worker, or `source` + the version from sources. */
export function engineBuildId(): Promise<string> {
  buildId ??= (async () => {
    const loc = locateSimWorker();
    if (!loc) return 'missing';
    if (loc.kind === 'ts') return 'source';
    return `sha256:${createHash('sha256')
      .update(await readFile(loc.file))
      .digest('hex')}`;
  })().catch(() => 'unreadable');
  return buildId;
}

/**
 * Module hooks used only when running from sources: `.js` specifiers of .ts files resolve to the .ts, which is
 * transpiled (cached by content). The cache holds code, so it is used only when its folder is this user's own and
 * writable by nobody else (the temporary folder is shared: another account could have made the folder first and
 * planted entries); otherwise every file is transpiled afresh and nothing is written.
 */
export function tsLoaderSource(swcPath: string, cacheDir: string): string {
  return `
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
const CACHE = ${JSON.stringify(cacheDir)};
let swc;
let cacheOwn;
function cacheIsOwn() {
  if (cacheOwn !== undefined) return cacheOwn;
  try { mkdirSync(CACHE, { mode: 0o700 }); } catch {}
  try {
    const st = lstatSync(CACHE);
    cacheOwn = st.isDirectory() && (process.getuid === undefined || st.uid === process.getuid()) && (st.mode & 0o022) === 0;
  } catch { cacheOwn = false; }
  return cacheOwn;
}
export async function resolve(spec, ctx, next) {
  if (ctx.parentURL && ctx.parentURL.endsWith('.ts') && spec.startsWith('.') && spec.endsWith('.js')) {
    const js = new URL(spec, ctx.parentURL);
    if (!existsSync(fileURLToPath(js))) return { url: new URL(spec.slice(0, -3) + '.ts', ctx.parentURL).href, format: 'module', shortCircuit: true };
  }
  return next(spec, ctx);
}
export async function load(url, ctx, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, ctx);
  const file = fileURLToPath(url);
  const src = readFileSync(file, 'utf8');
  const key = join(CACHE, createHash('sha256').update(file + '\\0' + src).digest('hex') + '.mjs');
  const cached = cacheIsOwn();
  if (cached && existsSync(key)) return { format: 'module', source: readFileSync(key, 'utf8'), shortCircuit: true };
  swc ??= (await import(${JSON.stringify(pathToFileURL(swcPath).href)})).default;
  const out = swc.transformSync(src, { filename: file, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' }, sourceMaps: false }).code;
  if (cached) try { const tmp = key + '.' + process.pid + '.' + Math.random().toString(36).slice(2); writeFileSync(tmp, out); renameSync(tmp, key); } catch {}
  return { format: 'module', source: out, shortCircuit: true };
}
`;
}

const TS_BOOT = `
const { register } = require('node:module');
const { workerData } = require('node:worker_threads');
register('data:text/javascript,' + encodeURIComponent(workerData.loader));
import(workerData.entry).catch((e) => { throw e; });
`;

/**
 * The simulation thread sees the environment of the code that starts it (`process.env` as this module reads it, e.g.
 * `BENCHGATE_NOISE_THREADS`); Node's own default would copy the process's original one, which differs from it where
 * the caller's `process` is its own (jest's test environment).
 */
function startWorker(loc: WorkerLocation): Worker {
  if (loc.kind === 'js') return new Worker(loc.file, { env: process.env });
  // Per user, and read only when it is this user's own (tsLoaderSource): the transpiled files are code.
  const loader = tsLoaderSource(loc.swc, join(tmpdir(), `benchgate-ts-worker-cache-${process.getuid?.() ?? 'user'}`));
  return new Worker(TS_BOOT, {
    eval: true,
    env: process.env,
    workerData: { loader, entry: pathToFileURL(loc.file).href }
  });
}

interface Job {
  id: number;
  msg: { qasm: string; shots: number; seed: number; target: string; options?: CircuitOptions };
  signal: AbortSignal | undefined;
  resolve: (r: BackendResult) => void;
  onAbort?: () => void;
}

/** How long an idle worker is kept after the last run using it closed (the next workflow of the same check reuses it warm). */
const IDLE_KEEP_MS = 3000;

/**
 * The one simulation thread of the process: a FIFO of circuits, one at a time. Shared by every WorkerBackend of a
 * check, so the engine's compiled code stays warm from one workflow to the next. The worker is unref'd whenever it
 * is idle, so it never keeps the process alive, and it is terminated IDLE_KEEP_MS after the last user closed.
 */
class SimThread {
  private worker: Worker | undefined;
  private queue: Job[] = [];
  private running: Job | undefined;
  private nextId = 1;
  private users = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  started = 0;
  stopped = 0;
  location: WorkerLocation | undefined | null = null;

  acquire(): void {
    this.users++;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
  }

  release(): Promise<void> {
    this.users = Math.max(0, this.users - 1);
    if (this.users > 0 || this.running || this.queue.length) return Promise.resolve();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.terminate(), IDLE_KEEP_MS);
    this.idleTimer.unref();
    return Promise.resolve();
  }

  /** Ends the worker now (idle or not: a running circuit ends as stopped). */
  async terminate(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    const w = this.worker;
    this.worker = undefined;
    if (w) await w.terminate();
  }

  /** Starts the worker now (idle and unref'd), so its start-up overlaps the runner's; errors surface on the first circuit. */
  prewarm(): void {
    if (this.worker) return;
    try {
      this.ensure();
    } catch {
      /* reported by run() */
    }
  }

  get alive(): boolean {
    return this.worker !== undefined;
  }

  run(msg: Job['msg'], signal: AbortSignal | undefined): Promise<BackendResult> {
    if (signal?.aborted) return Promise.resolve({ ok: false, unavailable: false, reason: STOPPED_REASON });
    return new Promise<BackendResult>((resolve) => {
      const job: Job = { id: this.nextId++, msg, signal, resolve };
      job.onAbort = () => this.abort(job);
      signal?.addEventListener('abort', job.onAbort, { once: true });
      this.queue.push(job);
      this.pump();
    });
  }

  private finish(job: Job, r: BackendResult): void {
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    job.resolve(r);
  }

  private abort(job: Job): void {
    const q = this.queue.indexOf(job);
    if (q >= 0) {
      this.queue.splice(q, 1);
      this.finish(job, { ok: false, unavailable: false, reason: STOPPED_REASON });
      return;
    }
    if (this.running !== job) return;
    this.running = undefined;
    this.stopped++;
    const w = this.worker;
    this.worker = undefined;
    void (w ? w.terminate() : Promise.resolve()).finally(() => {
      this.finish(job, { ok: false, unavailable: false, reason: STOPPED_REASON });
      this.pump();
    });
  }

  private pump(): void {
    if (this.running || this.queue.length === 0) return;
    const job = this.queue.shift()!;
    let w: Worker;
    try {
      w = this.ensure();
    } catch (e) {
      this.finish(job, { ok: false, unavailable: false, reason: (e as Error).message });
      this.pump();
      return;
    }
    this.running = job;
    w.ref();
    w.postMessage({ id: job.id, ...job.msg });
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    if (this.location === null) this.location = locateSimWorker();
    if (!this.location) throw new Error('the simulation worker (workers/sim-worker.js) is missing from this build');
    const w = startWorker(this.location);
    this.started++;
    w.on('message', (m: { id?: number; result?: BackendResult }) => {
      const job = this.running;
      if (!job || m.id !== job.id || !m.result) return;
      this.running = undefined;
      w.unref();
      this.finish(job, m.result);
      this.pump();
    });
    const dead = (why: string) => {
      if (this.worker !== w) return;
      this.worker = undefined;
      const job = this.running;
      this.running = undefined;
      if (job) this.finish(job, { ok: false, unavailable: false, reason: why });
      this.pump();
    };
    w.on('error', (e: Error & { code?: string }) =>
      dead(
        e.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? `the simulation ran out of memory: ${e.message}`
          : `the simulation failed: ${e.message}`
      )
    );
    w.on('exit', (code) => dead(`the simulation worker exited (code ${code})`));
    w.unref();
    this.worker = w;
    return w;
  }
}

const thread = new SimThread();

/** Counters of the process's simulation thread (tests read them): workers started, circuits stopped, worker alive. */
export function simThreadStats(): { started: number; stopped: number; alive: boolean } {
  return { started: thread.started, stopped: thread.stopped, alive: thread.alive };
}

/** Terminates the simulation thread now (tests; a long-lived host that wants its memory back). */
export function terminateSimThread(): Promise<void> {
  return thread.terminate();
}

/**
 * Backend whose circuits run in the process's simulation thread. `available` and `score` are cheap and stay on the
 * calling thread. `close()` (once per backend) lets the thread end when no other run uses it.
 */
export class WorkerBackend implements Backend {
  private readonly local = new DeviceBackend();
  private closed = false;

  constructor() {
    thread.acquire();
  }

  available(target: string): string | null {
    return this.local.available(target);
  }

  score(target: string, circuits: CircuitRun[], shots: number[]): Mitigation | undefined {
    return this.local.score(target, circuits, shots);
  }

  describe(target: string): TargetDescription | undefined {
    return this.local.describe(target);
  }

  /** Starts the simulation thread ahead of the first circuit (its start-up then overlaps the runner's). */
  prewarm(): void {
    if (!this.closed) thread.prewarm();
  }

  async run(
    qasm: string,
    shots: number,
    seed: number,
    target: string,
    signal?: AbortSignal,
    options?: CircuitOptions
  ): Promise<BackendResult> {
    if (this.closed) return { ok: false, unavailable: false, reason: 'the backend is closed' };
    return thread.run({ qasm, shots, seed, target, ...(options ? { options } : {}) }, signal);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await thread.release();
  }
}
