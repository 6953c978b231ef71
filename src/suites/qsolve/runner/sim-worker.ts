/**
 * Entry of the simulation worker thread (built to dist/workers/sim-worker.js; see sim-pool.ts). It runs circuits on
 * the in-thread engine (DeviceBackend: sim-cpu on the exact engine, fake:<device> on the noise engine) one at a time,
 * so the main thread stays free and benchgate can terminate the worker at the deadline.
 *
 * Messages in: { id, qasm, shots, seed, target, options? }. Messages out: { id, result } (a BackendResult).
 */
import { parentPort } from 'node:worker_threads';
import { DeviceBackend } from './backend.js';
import type { CircuitOptions } from './backend.js';

interface Job {
  id: number;
  qasm: string;
  shots: number;
  seed: number;
  target: string;
  options?: CircuitOptions;
}

const backend = new DeviceBackend();
const port = parentPort;
if (port) {
  port.on('message', (job: Job) => {
    void backend.run(job.qasm, job.shots, job.seed, job.target, undefined, job.options).then(
      (result) => port.postMessage({ id: job.id, result }),
      (e: unknown) =>
        port.postMessage({
          id: job.id,
          result: { ok: false, unavailable: false, reason: `simulation failed: ${(e as Error)?.message ?? String(e)}` }
        })
    );
  });
  port.postMessage({ ready: true });
}
