/**
 * Simulation under the deadline (issue 17, item 5): circuits run in a worker thread that benchgate terminates when
 * the case's time is up, the noise engine's own threads with it; counts for a seed are the same as in-thread.
 */
import { describe, expect, it } from '@jest/globals';
import { DeviceBackend } from '../../src/suites/qsolve/runner/backend.js';
import {
  simThreadStats,
  STOPPED_REASON,
  terminateSimThread,
  WorkerBackend
} from '../../src/suites/qsolve/runner/sim-pool.js';

/** 14 qubits, 28 gates: with 100,000 shots on fake:fez@1.6 this runs for minutes on one core. */
export function heavyCircuit(n = 14): string {
  const lines = ['OPENQASM 2.0;', 'include "qelib1.inc";', `qreg q[${n}];`, `creg c[${n}];`];
  for (let k = 0; k < n; k++) lines.push(`h q[${k}];`);
  for (let k = 0; k < n; k++) lines.push(`cx q[${k}],q[${(k + 1) % n}];`);
  for (let k = 0; k < n; k++) lines.push(`measure q[${k}] -> c[${k}];`);
  return lines.join('\n') + '\n';
}

const BELL =
  'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[3];\ncreg c[3];\nh q[0];\ncx q[0],q[1];\nrx(0.3) q[2];\nmeasure q -> c;\n';

describe('WorkerBackend', () => {
  it('gives the same counts for a seed as the in-thread engine (sim-cpu and fake:fez@1.6), reusing one worker', async () => {
    const w = new WorkerBackend();
    const local = new DeviceBackend();
    const before = simThreadStats().started;
    try {
      for (const target of ['sim-cpu', 'fake:fez@1.6']) {
        const a = await w.run(BELL, 2000, 12345, target);
        const b = await local.run(BELL, 2000, 12345, target);
        expect(a.ok).toBe(true);
        expect(a).toEqual(b);
      }
      expect(simThreadStats().started - before).toBeLessThanOrEqual(1);
      const bad = await w.run('OPENQASM 2.0; qreg q[1]; foo q[0];', 10, 1, 'sim-cpu');
      expect(bad).toEqual(await local.run('OPENQASM 2.0; qreg q[1]; foo q[0];', 10, 1, 'sim-cpu'));
      expect(w.available('ibm:ibm_fez')).toBe(local.available('ibm:ibm_fez'));
    } finally {
      await w.close();
    }
  });

  it('stops a long simulation when its signal fires: the worker and the noise engine threads inside it end at once', async () => {
    const w = new WorkerBackend();
    const before = simThreadStats();
    try {
      const t0 = Date.now();
      const r = await w.run(heavyCircuit(), 100_000, 7, 'fake:fez@1.6', AbortSignal.timeout(1500));
      const took = Date.now() - t0;
      expect(r).toEqual({ ok: false, unavailable: false, reason: STOPPED_REASON });
      expect(took).toBeGreaterThanOrEqual(1400);
      expect(simThreadStats().stopped).toBe(before.stopped + 1);
      expect(simThreadStats().alive).toBe(false);
      // Nothing keeps computing: the process uses (almost) no CPU once the worker is gone.
      await new Promise((r) => setTimeout(r, 200));
      const c0 = process.cpuUsage();
      await new Promise((r) => setTimeout(r, 1000));
      const c = process.cpuUsage(c0);
      expect((c.user + c.system) / 1e6).toBeLessThan(0.3);
      // The next circuit starts a fresh worker.
      const again = await w.run(BELL, 100, 1, 'sim-cpu');
      expect(again.ok).toBe(true);
      expect(simThreadStats().started).toBe(before.started + 1 + (before.alive ? 0 : 1));
    } finally {
      await w.close();
    }
  }, 30_000);

  it('an aborted signal never starts a simulation', async () => {
    await terminateSimThread();
    const before = simThreadStats().started;
    const w = new WorkerBackend();
    expect(await w.run(BELL, 10, 1, 'sim-cpu', AbortSignal.abort())).toEqual({
      ok: false,
      unavailable: false,
      reason: STOPPED_REASON
    });
    expect(simThreadStats().started).toBe(before);
    await w.close();
  });

  it('a circuit queued behind a stopped one still runs, on a fresh worker', async () => {
    const a = new WorkerBackend();
    const b = new WorkerBackend();
    try {
      const slow = a.run(heavyCircuit(), 100_000, 7, 'fake:fez@1.6', AbortSignal.timeout(800));
      const next = b.run(BELL, 100, 3, 'sim-cpu');
      expect((await slow).ok).toBe(false);
      expect((await next).ok).toBe(true);
    } finally {
      await a.close();
      await b.close();
      await terminateSimThread();
    }
  }, 30_000);
});
