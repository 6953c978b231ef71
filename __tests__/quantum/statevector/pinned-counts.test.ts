import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseQasm, sampleCounts } from '../../../src/quantum/index.js';
import { pinnedCases } from './pinned-circuits.js';

// Counts computed before the svperf speed work (see pinned-circuits.ts): kernels, fusion, sparse
// simulation and sampling changes must reproduce them exactly.
const pinned = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../fixtures/quantum/pinned-counts.json', import.meta.url)), 'utf8')
) as {
  cases: Record<string, { shots: number; seed: number; method: string; counts: Record<string, number> }>;
};

describe('counts are pinned to the pre-optimisation simulator', () => {
  for (const c of pinnedCases()) {
    test(
      c.name,
      () => {
        const want = pinned.cases[c.name];
        expect(want).toBeDefined();
        expect([want.shots, want.seed]).toEqual([c.shots, c.seed]);
        const r = sampleCounts(parseQasm(c.qasm), { shots: c.shots, seed: c.seed, ...c.opts });
        expect(r.method).toBe(want.method);
        expect(r.counts).toEqual(want.counts);
      },
      60_000
    );
  }
});
