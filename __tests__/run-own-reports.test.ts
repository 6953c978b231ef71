/**
 * benchgate's own reports lying in the checked tree (an earlier run's report-json, a baseline file for the
 * documented `baseline: <path>` recipe, a shard report) are not benchmark artifacts: no suite claims them (a report
 * used to fail as a pcs bundle with PCS007), and the run says so with a BG027 notice.
 */
import { afterAll, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Finding, Report } from '../src/core/model.js';
import { runCheck } from '../src/run.js';
import { REPO } from './helpers/paths.js';

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});
const all = (r: Report): Finding[] => [
  ...r.findings,
  ...r.suites.flatMap((s) => [...s.findings, ...s.artifacts.flatMap((a) => a.findings)])
];

test('a report of an earlier run and a baseline file in the tree are left alone (BG027), and the verdict is the artifacts’', async () => {
  const root = mkdtempSync(join(tmpdir(), 'bg-own-'));
  made.push(root);
  cpSync(join(REPO, 'examples', 'pcs'), join(root, 'pcs'), { recursive: true });
  const first = await runCheck({ path: root, suites: 'auto' });
  expect(first.verdict).toBe('pass');
  writeFileSync(join(root, 'benchgate-report.json'), JSON.stringify(first, null, 2) + '\n');
  writeFileSync(join(root, 'baseline.json'), '\ufeff' + JSON.stringify(first)); // compact, with a BOM
  const second = await runCheck({ path: root, suites: 'auto' });
  expect(second.verdict).toBe('pass');
  expect(second.suites.flatMap((s) => s.artifacts.map((a) => a.artifact.path))).toEqual([
    'pcs/labtrust.pcs_bench_ingest.valid.json'
  ]);
  expect(
    all(second)
      .filter((f) => f.code === 'BG027')
      .map((f) => f.file)
  ).toEqual(['baseline.json', 'benchgate-report.json']);
  expect(all(second).some((f) => f.code === 'PCS007')).toBe(false);
});

test('a file that only mentions the report schema later, or names another tool, is still a candidate artifact', async () => {
  const root = mkdtempSync(join(tmpdir(), 'bg-own-'));
  made.push(root);
  // A pcs-looking document whose report-like keys are not its first two: the pcs suite claims it as usual.
  writeFileSync(
    join(root, 'x.pcs_bench_ingest.json'),
    JSON.stringify({ producer_id: 'p', schema: 'benchgate.report/1', tool: { name: 'benchgate' } })
  );
  writeFileSync(join(root, 'other.json'), JSON.stringify({ schema: 'benchgate.report/1', tool: { name: 'other' } }));
  const r = await runCheck({ path: root, suites: 'auto' });
  expect(all(r).some((f) => f.code === 'BG027')).toBe(false);
  expect(r.suites.flatMap((s) => s.artifacts.map((a) => a.artifact.path))).toContain('x.pcs_bench_ingest.json');
});
