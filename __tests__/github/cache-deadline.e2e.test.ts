import { afterAll, describe, expect, it } from '@jest/globals';
import type { ResultCache } from '../../src/core/cache.js';
import { cleanup, materialize, runAndCheck } from '../qsolve-runner/helpers.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));

/** A cache service that answers every call, slowly, and never has a hit. */
function slowCache(ms: number): ResultCache & { calls: number } {
  const c = {
    calls: 0,
    get: async () => {
      c.calls++;
      await new Promise((r) => setTimeout(r, ms));
      return undefined;
    },
    set: async () => {
      c.calls++;
      await new Promise((r) => setTimeout(r, ms));
    }
  };
  return c;
}

describe('time spent waiting for the result cache is not the workflow time budget', () => {
  it('a slow cache (4 × 0.8 s) inside a 2.5 s budget leaves every case run, none a TimeoutError', async () => {
    const dir = materialize('base');
    dirs.push(dir);
    const cache = slowCache(800);
    const { run } = await runAndCheck(dir, { timeoutS: 2.5, cache });
    const timedOut = run.records!.cases.filter((c) => c.exception?.type === 'TimeoutError').map((c) => c.name);
    expect(timedOut).toEqual([]);
    expect(cache.calls).toBeGreaterThanOrEqual(4);
    expect(run.stats.ran).toBeGreaterThanOrEqual(2);
  }, 30_000);
});
