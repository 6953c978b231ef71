import { jest } from '@jest/globals';

/**
 * Runs `work` on jest's fake timers, advancing them 1 ms at a time until it settles, then restores the real ones.
 *
 * For tests of the GitHub client against an in-process fake API (an injected `fetch` and clock): the client's own
 * waits (pacing, back-off, budgets) are on the injected clock already, but @octokit/plugin-throttling schedules
 * every request through Bottleneck, whose store yields with a `setTimeout(0)` per operation: about 18 ms of idle
 * wall time per request on real timers (4.4 s for the 241 requests of 12,001 annotations), none of it under test.
 * Never for a test that talks to a real socket: its timeouts are real time.
 */
export async function onFakeTimers<T>(work: () => Promise<T>): Promise<T> {
  // Date stays real: Bottleneck keeps its next-request time from Date.now() in module-wide limiters, so a faked Date
  // that ran ahead would make the next test's requests wait for real time to catch up.
  jest.useFakeTimers({ doNotFake: ['Date', 'nextTick', 'queueMicrotask', 'setImmediate'] });
  try {
    let settled = false;
    const p = work().finally(() => (settled = true));
    p.catch(() => {});
    while (!settled) await jest.advanceTimersByTimeAsync(1);
    return await p;
  } finally {
    jest.useRealTimers();
  }
}
