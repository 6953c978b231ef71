/**
 * Attacks on benchgate's limits (issue 17, items 5 and 8; docs/security/limits.md), each run for real:
 * a circuit that would simulate for minutes under a 4 s limit, a forged `fatal` TimeoutError, a circuit text over
 * 4 MiB written straight to the protocol pipe.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runWorkflow } from '../../src/suites/qsolve/runner/run.js';
import { simThreadStats } from '../../src/suites/qsolve/runner/sim-pool.js';
import { checkWorkflow } from '../../src/suites/qsolve/check-workflow.js';
import { loadWorkflow } from '../../src/suites/qsolve/load-workflow.js';
import { cleanup, errors, materialize, runAndCheck } from './helpers.js';

const dirs: string[] = [];
const fixture = (v: string) => {
  const d = materialize(v);
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach(cleanup));

describe('simulation under the deadline', () => {
  // One noise thread: the simulation is held for the whole limit and its grace (about 6 s), and each further thread
  // would spend those seconds of CPU too. That the noise engine's own threads stop with the worker is
  // sim-worker.test.ts's. The simulation thread takes this environment (sim-pool.ts startWorker).
  const threads = process.env['BENCHGATE_NOISE_THREADS'];
  beforeAll(() => {
    process.env['BENCHGATE_NOISE_THREADS'] = '1';
  });
  afterAll(() => {
    if (threads === undefined) delete process.env['BENCHGATE_NOISE_THREADS'];
    else process.env['BENCHGATE_NOISE_THREADS'] = threads;
  });

  it('a circuit that would simulate for minutes ends at the time limit with the timeout finding, and no worker is left running', async () => {
    const s = await loadWorkflow(fixture('heavy-circuit'), '.');
    const before = simThreadStats();
    // The real backend (the simulation worker), not a stand-in.
    const run = await runWorkflow(s, { timeoutS: 4 });
    // The run ends at the 4 s limit (+ the 2 s grace benchgate gives the runner to report its own timeout) with the
    // timeout below; before the worker, this ran for minutes.
    const c0 = run.records!.cases[0];
    expect(c0.exception).toEqual({
      type: 'TimeoutError',
      message:
        'the gates run exceeded its time limit of 4 s (resources.timeout_s, clamped to 300..7200); the workflow process was killed'
    });
    const result = checkWorkflow(s, { records: run.records!, findings: run.findings, run: run.stats });
    const errs = errors(result);
    expect(errs[0].code).toBe('QS021');
    expect(errs[0].message).toBe(
      'case "ring-4" on fake:fez@1.6: FAIL TimeoutError: the gates run exceeded its time limit of 4 s (resources.timeout_s, clamped to 300..7200); the workflow process was killed'
    );
    expect(result.gates.find((g) => g.id === 'cases_pass')?.status).toBe('fail');
    // The simulation was stopped (its worker terminated), and no worker is alive after the run.
    const after = simThreadStats();
    expect(after.stopped).toBe(before.stopped + 1);
    expect(after.alive).toBe(false);
    const c1 = process.cpuUsage();
    await new Promise((r) => setTimeout(r, 1000));
    const cpu = process.cpuUsage(c1);
    expect((cpu.user + cpu.system) / 1e6).toBeLessThan(0.3);
  }, 60_000);
});

describe('protocol truth', () => {
  it("a forged `fatal` TimeoutError is reported as the workflow's own exception, not as benchgate's timeout", async () => {
    const { result, run } = await runAndCheck(fixture('fake-timeout'));
    const ex = run.records!.cases[0].exception!;
    expect(ex.type).toBe('TimeoutError');
    expect(ex.message).toBe(
      'time limit reached [raised by the workflow itself; benchgate did not decide this TimeoutError]'
    );
    expect(ex.message).not.toMatch(/exceeded its time limit/);
    const errs = errors(result);
    expect(errs[0].code).toBe('QS021');
    expect(errs[0].message).toBe(
      'case "ring-4" on sim-cpu: FAIL TimeoutError: time limit reached [raised by the workflow itself; benchgate did not decide this TimeoutError]'
    );
  });

  it('a circuit text over 4 MiB sent past the runner is refused by benchgate (never simulated) with a coded finding', async () => {
    const calls: number[] = [];
    const { result, run } = await runAndCheck(fixture('oversize-circuit'), {
      backend: {
        available: () => null,
        run: async (qasm) => {
          calls.push(qasm.length);
          return { ok: false, unavailable: false, reason: 'must not be reached' };
        }
      }
    });
    expect(calls).toEqual([]);
    const ex = run.records!.cases[0].exception!;
    expect(ex.type).toBe('ProtocolError');
    expect(ex.message).toMatch(
      new RegExp(
        `^the runner broke the protocol: circuit 0 of method qaoa is [\\d.]+ MiB of circuit text, over benchgate's 4 MiB limit; it was not simulated$`
      )
    );
    const errs = errors(result);
    expect(errs[0].code).toBe('QS021');
    expect(errs[0].message).toMatch(
      /^case "ring-4" on sim-cpu: FAIL ProtocolError: the runner broke the protocol: circuit 0 of method qaoa is [\d.]+ MiB of circuit text, over benchgate.s 4 MiB limit/
    );
  });
});
