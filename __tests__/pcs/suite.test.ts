import { describe, expect, test } from '@jest/globals';
import {
  closeSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  writeFileSync,
  ftruncateSync,
  realpathSync
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { RepoTree } from '../../src/core/tree.js';
import { sniffPcs } from '../../src/suites/pcs/discover.js';
import { pcsSuite } from '../../src/suites/pcs/suite.js';
import { parseOptions } from '../../src/suites/pcs/options.js';
import type { SuiteContext } from '../../src/suites/types.js';
import { conf } from './helpers.js';

function repo(files: Record<string, string | { copy: string } | { sparse: number }>) {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'pcs-suite-')));
  for (const [p, c] of Object.entries(files)) {
    const abs = join(root, p);
    mkdirSync(dirname(abs), { recursive: true });
    if (typeof c === 'string') writeFileSync(abs, c);
    else if ('copy' in c) copyFileSync(conf(c.copy), abs);
    else {
      const fd = openSync(abs, 'w');
      ftruncateSync(fd, c.sparse);
      closeSync(fd);
    }
  }
  return { root, tree: new RepoTree(root, Object.keys(files)) };
}
const ctx = (root: string, options: Record<string, unknown> = {}): SuiteContext => ({
  root,
  options,
  log: () => undefined
});

describe('discovery', () => {
  test('finds bundles by name and v0 artifacts by content; leaves the rest alone', async () => {
    const { root, tree } = repo({
      'examples/benchmark_ingest/labtrust.pcs_bench_ingest.valid.json': {
        copy: 'examples/benchmark_ingest/labtrust.pcs_bench_ingest.valid.json'
      },
      'examples/benchmark_ingest/provenance.manifest.json': {
        copy: 'examples/benchmark_ingest/provenance.manifest.json'
      },
      'LabTrust-Gym/benchmark_runs/x/pcs_bench_ingest.v0.json': {
        copy: 'examples/benchmark_ingest/labtrust.pcs_bench_ingest.valid.json'
      },
      'exports/bundle.json': { copy: 'probes/P12.json' },
      'exports/coverage.json': { copy: 'examples/benchmarks/coverage_report.valid.json' },
      'exports/report.json': { copy: 'examples/benchmarks/benchmark_report.valid.json' },
      'examples/benchmark_metric_registry.valid.json': { copy: 'examples/benchmark_metric_registry.valid.json' },
      'package.json': '{"name":"x","schema_version":"v0"}',
      'data/big.json': JSON.stringify({ rows: Array.from({ length: 20000 }, (_, i) => ({ i, v: 'x'.repeat(10) })) }),
      'data/array.json': '[1,2,3]',
      'README.md': '# hi'
    });
    const d = await pcsSuite.discover(tree, ctx(root));
    expect(d.artifacts).toEqual([
      { path: 'LabTrust-Gym/benchmark_runs/x/pcs_bench_ingest.v0.json', kind: 'pcs-ingest' },
      { path: 'examples/benchmark_ingest/labtrust.pcs_bench_ingest.valid.json', kind: 'pcs-ingest' },
      { path: 'exports/bundle.json', kind: 'pcs-ingest' },
      { path: 'exports/coverage.json', kind: 'pcs-sub-artifact' },
      { path: 'exports/report.json', kind: 'pcs-benchmark-report' }
    ]);
    expect(d.skipped ?? []).toEqual([]);
    const res = await Promise.all(d.artifacts.map((a) => pcsSuite.check(a, ctx(root))));
    for (const r of res) expect(r.gates.filter((g) => g.status === 'fail' || g.status === 'undecided')).toEqual([]);
    const golden = res[1];
    expect(golden.facts?.tier).toBe('audit-ready');
    expect(golden.sections?.[0]).toMatchObject({
      kind: 'table',
      columns: [
        'type',
        'producer',
        'tier',
        'required arrays present',
        'refs checked',
        'digests checked / mismatched',
        'verdict'
      ]
    });
    expect(golden.sections?.[0].kind === 'table' && golden.sections[0].rows[0]).toEqual([
      'PcsBenchIngest.v0',
      'labtrust-gym',
      'audit-ready',
      '2/2 (benchmark_runs, coverage_reports); 5/5 arrays',
      2,
      '5 / 0',
      'pass'
    ]);
  });
  test('sniffing reads key names only', () => {
    expect(
      sniffPcs('{"schema_version":"v0","producer_id":"x","suite_id":"s","workflow_id":"w","benchmark_runs":[')
    ).toBe('PcsBenchIngest.v0');
    expect(sniffPcs('{"artifact_type":"PcsBenchIngest.v0"}')).toBe('PcsBenchIngest.v0');
    expect(sniffPcs('[{"schema_version":"v0"}]')).toBeUndefined();
    expect(sniffPcs('{"schema_version":"v1","run_id":1,"task_id":2,"observed_status":3}')).toBeUndefined();
  });
});

describe('options', () => {
  test('bad values become PCS050 findings and defaults', () => {
    const r = parseOptions({ digests: 'sometimes', 'min-tier': 'gold', 'max-bytes': -1, minTier: undefined });
    expect(r.findings.map((f) => f.code)).toEqual(['PCS050', 'PCS050', 'PCS050']);
    expect(r.options.digests).toBe('warn');
    expect(parseOptions({ minTier: 'external-review-grade', maxBytes: 10 }).options).toMatchObject({
      minTier: 'audit-ready',
      maxBytes: 10
    });
  });
  test('discover reports bad options', async () => {
    const { root, tree } = repo({ 'a.pcs_bench_ingest.json': { copy: 'probes/P12.json' } });
    const d = await pcsSuite.discover(tree, ctx(root, { digests: 3 }));
    expect(d.findings?.map((f) => f.code)).toEqual(['PCS050']);
  });
});

describe('hostile files through the suite', () => {
  test('a 100 MB bundle is refused by size without being read (PCS002)', async () => {
    const { root } = repo({ 'huge.pcs_bench_ingest.json': { sparse: 100 * 1024 * 1024 } });
    const before = process.memoryUsage().rss;
    const r = await pcsSuite.check({ path: 'huge.pcs_bench_ingest.json', kind: 'pcs-ingest' }, ctx(root));
    expect(r.findings.map((f) => f.code)).toEqual(['PCS002']);
    expect(r.gates.find((g) => g.id === 'schema')?.status).toBe('fail');
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
  });
  test('max-bytes option', async () => {
    const { root } = repo({ 'a.pcs_bench_ingest.json': { copy: 'probes/P12.json' } });
    const r = await pcsSuite.check(
      { path: 'a.pcs_bench_ingest.json', kind: 'pcs-ingest' },
      ctx(root, { 'max-bytes': 100 })
    );
    expect(r.findings.map((f) => f.code)).toEqual(['PCS002']);
  });
  test('a symlink out of the repository is refused', async () => {
    const { root } = repo({});
    const { symlinkSync } = await import('node:fs');
    symlinkSync(conf('probes/P12.json'), join(root, 'x.pcs_bench_ingest.json'));
    const r = await pcsSuite.check({ path: 'x.pcs_bench_ingest.json', kind: 'pcs-ingest' }, ctx(root));
    expect(r.findings.map((f) => f.code)).toEqual(['BG003']);
    expect(r.gates.every((g) => g.status === 'undecided')).toBe(true);
  });
});
