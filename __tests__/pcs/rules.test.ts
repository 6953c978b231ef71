import { describe, expect, test } from '@jest/globals';
import { ALL_CODES, lookupCode } from '../../src/code-registry.js';
import { PCS_CODES } from '../../src/suites/pcs/codes.js';
import { isPlaceholderCommit } from '../../src/suites/pcs/rules-common.js';
import { ingestSemantics } from '../../src/suites/pcs/rules-ingest.js';
import { reportSemantics } from '../../src/suites/pcs/rules-report.js';
import { assessTier, parseTier, tierAtLeast } from '../../src/suites/pcs/rules-tier.js';
import { readConfJson } from './helpers.js';

describe('placeholder commits (pcs-core is_placeholder_commit)', () => {
  test.each([
    ['0'.repeat(40), true],
    ['f'.repeat(40), true],
    ['0f'.repeat(20), true],
    ['F'.repeat(40), true],
    ['abc', true],
    [null, true],
    [42, true],
    ['17e414501b3e1c58e8fbde1fe89a828440a945d9', false],
    ['d'.repeat(40), false]
  ])('%p → %p', (v, want) => expect(isPlaceholderCommit(v)).toBe(want));
});

describe('tier algorithm', () => {
  const base = readConfJson('examples/benchmark_ingest/certifyedge.pcs_bench_ingest.valid.json');
  test('golden is external-review-grade', () =>
    expect(assessTier(base)).toEqual({ tier: 'external-review-grade', findings: [] }));
  test('unknown producer with refs and commands: external-review-grade; without refs: release-grade', () => {
    expect(assessTier({ ...base, producer_id: 'pcs-bench' }).tier).toBe('external-review-grade');
    expect(assessTier({ ...base, producer_id: 'pcs-bench', artifact_refs: [] }).tier).toBe('release-grade');
  });
  test('non-list commands count as empty', () => {
    expect(assessTier({ ...base, commands: 'make' }).findings).toContain(
      'commands is empty (not release-grade for live producer runs)'
    );
  });
  test('aliases', () => {
    expect(parseTier('external-review-grade')).toBe('audit-ready');
    expect(parseTier('gold')).toBeUndefined();
    expect(tierAtLeast('audit-ready', 'release-grade')).toBe(true);
    expect(tierAtLeast('developer-grade', 'release-grade')).toBe(false);
  });
});

describe('ingest semantics edge cases', () => {
  const base = readConfJson('examples/benchmark_ingest/certifyedge.pcs_bench_ingest.valid.json');
  test('artifact_refs not an array stops ref checks', () => {
    expect(ingestSemantics({ ...base, artifact_refs: 'x' }).map((i) => i.message)).toEqual([
      'PcsBenchIngest.v0 artifact_refs must be an array when present'
    ]);
  });
  test('empty artifact_refs is caught by coverage, not by the required-refs rule', () => {
    expect(ingestSemantics({ ...base, artifact_refs: [] }).map((i) => i.kind)).toEqual(['ref-missing', 'ref-missing']);
  });
  test('missing arrays', () => {
    const { logs: _l, commands: _c, ...rest } = base;
    expect(ingestSemantics(rest).map((i) => i.message)).toEqual([
      'PcsBenchIngest.v0 requires list commands',
      'PcsBenchIngest.v0 requires list logs'
    ]);
  });
  test('prototype keys are not artifact types', () => {
    const refs = [{ ...base.artifact_refs[0], artifact_type: 'constructor' }, base.artifact_refs[1]];
    const msgs = ingestSemantics({ ...base, artifact_refs: refs }).map((i) => i.message);
    expect(msgs).toContain("artifact_refs[0]: BenchmarkArtifactRef.v0 unsupported artifact_type 'constructor'");
    expect(msgs).toContain("artifact_refs[0]: no embedded objects for 'constructor'");
  });
});

describe('BenchmarkReport.v0 semantics', () => {
  const rep = readConfJson('examples/benchmarks/benchmark_report.valid.json');
  test('committed example passes', () => expect(reportSemantics(rep)).toEqual([]));
  test('declared metric without a summary, unknown ids, empty metrics', () => {
    expect(reportSemantics({ ...rep, metrics: [] }).map((i) => i.message)).toEqual([
      'BenchmarkReport.v0 requires non-empty metrics (metric IDs)'
    ]);
    expect(reportSemantics({ ...rep, metrics: [...rep.metrics, 'nope'] }).map((i) => i.message)).toEqual([
      "BenchmarkReport.v0 unknown metric_id 'nope'",
      "BenchmarkReport.v0 missing MetricSummary for 'nope'"
    ]);
  });
});

describe('codes', () => {
  test('every PCS code is registered with a fix', () => {
    for (const c of PCS_CODES) {
      expect(lookupCode(c.code)).toBe(c);
      expect(c.fix.length).toBeGreaterThan(10);
    }
    expect(new Set(ALL_CODES.map((c) => c.code)).size).toBe(ALL_CODES.length);
  });
});
