import { afterAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCheck } from '../../src/run.js';
import type { Suite } from '../../src/suites/types.js';

const root = mkdtempSync(join(tmpdir(), 'bg-stack-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A recursive walk with no depth limit: what a check without an explicit stack does on deep nesting. */
function depthOf(v: unknown): number {
  return Array.isArray(v) ? 1 + Math.max(0, ...v.map(depthOf)) : 0;
}

describe('a stack overflow on one artifact is BG021 for it, and the run goes on', () => {
  test('deeply nested input that a recursive check overflows on: undecided with BG021, the next artifact passes', async () => {
    writeFileSync(join(root, 'README.md'), 'hi');
    let deep: unknown = 0;
    for (let k = 0; k < 1_000_000; k++) deep = [deep];
    const suite: Suite = {
      id: 'pcs',
      title: 'fake pcs',
      discover: async () => ({
        artifacts: [
          { path: 'a-deep.json', kind: 'x' },
          { path: 'b-flat.json', kind: 'x' }
        ]
      }),
      check: async (a) => ({
        artifact: a,
        gates: [
          {
            id: 'schema',
            title: 'schema',
            status: 'pass',
            detail: `depth ${depthOf(a.path === 'a-deep.json' ? deep : [])}`
          }
        ],
        findings: []
      })
    };
    const report = await runCheck({ path: root, suites: 'auto', suiteList: [suite] });
    const [deepResult, flat] = report.suites[0].artifacts;
    expect(deepResult.findings.map((f) => [f.code, f.file])).toEqual([['BG021', 'a-deep.json']]);
    expect(deepResult.findings[0].message).toMatch(/exhausted the call stack/);
    expect(deepResult.gates).toEqual([
      expect.objectContaining({ id: 'internal', status: 'undecided', detail: expect.stringMatching(/out of stack/) })
    ]);
    expect(flat.gates[0]).toMatchObject({ status: 'pass', detail: 'depth 1' });
    expect(report.verdict).toBe('fail');
  });
  test('another exception stays BG005', async () => {
    const suite: Suite = {
      id: 'pcs',
      title: 'fake pcs',
      discover: async () => ({ artifacts: [{ path: 'x.json', kind: 'x' }] }),
      check: async () => {
        throw new RangeError('Invalid array length');
      }
    };
    const report = await runCheck({ path: root, suites: 'auto', suiteList: [suite] });
    expect(report.suites[0].artifacts[0].findings.map((f) => f.code)).toEqual(['BG005']);
  });
});
