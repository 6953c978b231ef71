import { expect, test } from '@jest/globals';
import { join } from 'node:path';
import { describeOracle, runOracle } from '../helpers/python-oracle.js';
import { REPO } from '../helpers/paths.js';
import { HISTORY_DEFAULTS } from '../../src/core/history-config.js';
import { zScoreTest } from '../../src/history/judge.js';
import { seeded } from '../helpers/random.js';

/** The z-score test's mean, sample standard deviation and z against Python's `statistics` and scipy's normal quantile. */
describeOracle('history statistics against Python', () => {
  test('random windows (2 to 30 values, several scales) and the default boundary', () => {
    const { next: rnd } = seeded(35);
    const cases = Array.from({ length: 200 }, (_, i) => {
      const n = 2 + Math.floor(rnd() * 29);
      const scale = [1e-6, 1, 1e3, 1e9][i % 4]!;
      const window = Array.from({ length: n }, () => (rnd() - 0.3) * scale);
      return { window, current: (rnd() - 0.3) * scale };
    });
    const py = runOracle<{ cases: { mean: number; stddev: number; z: number | null }[]; q99: number }>(
      join(REPO, '__tests__/oracle/history_stats.py'),
      { cases }
    );
    // Bencher's boundary: the 0.99 quantile (2.3263478740408408), rounded to the three decimals it is documented with.
    expect(py.q99).toBeCloseTo(HISTORY_DEFAULTS.zThreshold, 3);
    cases.forEach((c, i) => {
      const ours = zScoreTest(c.current, c.window, 'lower', HISTORY_DEFAULTS.zThreshold);
      const ref = py.cases[i]!;
      // A plain sum against an exactly rounded one: within a few ulps of the largest value per term.
      const big = c.window.reduce((a, x) => Math.max(a, Math.abs(x)), 0);
      expect(Math.abs(ours.mean - ref.mean)).toBeLessThanOrEqual(1e-15 * c.window.length * big);
      expect(Math.abs(ours.stddev - ref.stddev)).toBeLessThanOrEqual(1e-10 * Math.abs(ref.stddev));
      expect(Math.abs(ours.z! - ref.z!)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(ref.z!)));
      expect(ours.alert).toBe(ref.z! > HISTORY_DEFAULTS.zThreshold);
    });
  });
});
