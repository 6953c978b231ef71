import { afterAll, describe, expect, it } from '@jest/globals';
import type { ResultCache } from '../../src/core/cache.js';
import { cleanup, materialize, runAndCheck } from '../qsolve-runner/helpers.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));

/** A cache service that answers every call and never has a hit; its first call takes `ms`, the others none. */
function slowCache(ms: number): ResultCache & { calls: number } {
  const c = {
    calls: 0,
    get: async () => {
      if (c.calls++ === 0) await new Promise((r) => setTimeout(r, ms));
      return undefined;
    },
    set: async () => {
      c.calls++;
    }
  };
  return c;
}

describe('time spent waiting for the result cache is not the workflow time budget', () => {
  // The one slow answer (7 s) is longer than the whole budget (6 s): were it counted, every case would be a
  // TimeoutError. The budget leaves the cases themselves seconds to spare on a loaded machine (before: 3.2 s of cache
  // waits in a 2.5 s budget, which left the two sandboxed cases 2.5 s of wall-clock time in all).
  it('a cache answer slower than the whole 6 s budget leaves every case run, none a TimeoutError', async () => {
    const dir = materialize('base');
    dirs.push(dir);
    const cache = slowCache(7000);
    const { run } = await runAndCheck(dir, { timeoutS: 6, cache });
    const timedOut = run.records!.cases.filter((c) => c.exception?.type === 'TimeoutError').map((c) => c.name);
    expect(timedOut).toEqual([]);
    expect(cache.calls).toBeGreaterThanOrEqual(4);
    expect(run.stats.ran).toBeGreaterThanOrEqual(2);
  }, 30_000);
});
