import { describe, expect, test } from '@jest/globals';
import type { ArtifactResult, Section } from '../../src/core/model.js';
import { manifestCharts } from '../../src/suites/artifact-manifest/charts.js';
import { fightbenchCharts } from '../../src/suites/fightbench/charts.js';
import { pcsCharts } from '../../src/suites/pcs/charts.js';
import { wilsonInterval } from '../../src/suites/pqid/charts.js';
import { qsolveCharts } from '../../src/suites/qsolve/charts.js';
import type { CaseDecision } from '../../src/suites/qsolve/decide.js';
import type { RunRecords } from '../../src/suites/qsolve/types.js';
import { examplesReport } from '../report/html-reports.js';

type ChartSec = Extract<Section, { kind: 'chart' }>;
const charts = (xs: Section[]) => xs.filter((s): s is ChartSec => s.kind === 'chart');

function decision(name: string, target: string, o: Partial<CaseDecision>): CaseDecision {
  return {
    name,
    target,
    list: 'cases',
    seed: 1,
    status: 'pass',
    raised: false,
    message: null,
    quantum: 1,
    baseline: 1,
    gap: 0,
    absError: 0,
    accuracy: null,
    plusMinus: null,
    verdict: null,
    fidelity: null,
    coverage: null,
    postselection: null,
    maxTwoQubitGates: null,
    shots: 100,
    circuits: 1,
    wallTime: 0.1,
    ...o
  };
}

describe('Qsolve charts', () => {
  const decisions = [
    decision('a', 'sim-cpu', { accuracy: 0.9, plusMinus: 0.05, maxTwoQubitGates: 12 }),
    decision('b', 'sim-cpu', { accuracy: 1, maxTwoQubitGates: 30 }),
    decision('n', 'fake:fez@1.6', { accuracy: 0.8, fidelity: 0.91, maxTwoQubitGates: 14 })
  ];
  const records = {
    schema: 'benchgate.qsolve.run-records/1',
    workflow: 'w',
    engine: { name: 'e', version: '1' },
    cases: [
      { name: 'a', target: 'sim-cpu', seed: 1, params: {}, expect: { max_two_qubit_gates: 20 }, methods: [] },
      { name: 'b', target: 'sim-cpu', seed: 1, params: {}, expect: { max_two_qubit_gates: 20 }, methods: [] },
      {
        name: 'n',
        target: 'fake:fez@1.6',
        seed: 1,
        params: {},
        expect: { min_fidelity: 0.9 },
        methods: [
          {
            name: 'qaoa',
            kind: 'quantum',
            status: 'ok',
            circuits: [
              {
                qubits: 2,
                two_qubit_gates: 1,
                mid_circuit_measurement: false,
                shots: 100,
                counts: { '00': 60, '11': 30, '01': 10 },
                fidelity: 0.93
              }
            ]
          }
        ]
      }
    ]
  } as unknown as RunRecords;
  const out = charts(qsolveCharts(decisions, records, { kind: 'relative_gap', tolerance: 0.05 }));

  test('accuracy per case with the ± band and the tolerance line', () => {
    const acc = out.find((c) => c.title === 'Accuracy per case')!;
    expect(acc.chart.x.values).toEqual(['a', 'b', 'n']);
    expect(acc.chart.series[0]).toEqual({
      name: 'accuracy',
      values: [90, 100, 80],
      low: [85, null, null],
      high: [95, null, null]
    });
    expect(acc.chart.thresholds![0].value).toBe(95);
  });
  test('fidelity of the noise-model case against min_fidelity; two-qubit gates against max_two_qubit_gates', () => {
    const fid = out.find((c) => c.title === 'Fidelity per noise-model case')!;
    expect(fid.chart.x.values).toEqual(['n']);
    expect(fid.chart.series[0].values).toEqual([0.91]);
    expect(fid.chart.thresholds).toEqual([{ label: 'min_fidelity 0.9', value: 0.9 }]);
    const two = out.find((c) => c.title.startsWith('Two-qubit gates'))!;
    expect(two.chart.series[0].values).toEqual([12, 30, 14]);
    // Case n sets no limit: the limit is a per-case series, not a line across every case.
    expect(two.chart.series[1]).toEqual({ name: 'max_two_qubit_gates (per case)', values: [20, 20, null] });
    expect(two.chart.thresholds).toBeUndefined();
  });
  test('measured counts of the noise-model circuit, most frequent first, and the note says the ideal is not in the records', () => {
    const c = out.find((s) => s.title.startsWith('Measured counts'))!;
    expect(c.chart.x.values).toEqual(['00', '11', '01']);
    expect(c.chart.series[0].values).toEqual([0.6, 0.3, 0.1]);
    expect(c.note).toMatch(/do not carry the ideal distribution.*0\.9300/);
  });
  test('no records: no counts chart; no decisions: no charts', () => {
    expect(
      charts(qsolveCharts(decisions, undefined, { kind: 'relative_gap', tolerance: 0 })).some((c) =>
        c.title.startsWith('Measured')
      )
    ).toBe(false);
    expect(qsolveCharts([], undefined, { kind: 'relative_gap', tolerance: 0 })).toEqual([]);
  });
});

describe('PQID Wilson interval', () => {
  test('known values (95 %): 0/10, 10/10, 5/10, n = 0', () => {
    const [l0, h0] = wilsonInterval(0, 10);
    expect(l0).toBe(0);
    expect(h0).toBeCloseTo(0.2775, 3);
    const [l1, h1] = wilsonInterval(10, 10);
    expect(l1).toBeCloseTo(0.7225, 3);
    expect(h1).toBeCloseTo(1, 9);
    const [l, h] = wilsonInterval(5, 10);
    expect(l).toBeCloseTo(0.2366, 3);
    expect(h).toBeCloseTo(0.7634, 3);
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });
});

describe('pcs, FightBench and manifest charts', () => {
  const res = (facts: Record<string, unknown>): ArtifactResult => ({
    artifact: { path: 'p', kind: 'k' },
    gates: [],
    findings: [],
    facts
  });
  test('pcs tier ladder: rungs reached and not, and what the next tier needs', () => {
    const [c] = charts(
      pcsCharts(res({ tier: 'developer-grade', tierFindings: ['benchmark_runs expects a source_commit'] }))
    );
    expect(c.chart.series.map((s) => s.values)).toEqual([
      [1, 2, null, null],
      [null, null, 3, 4]
    ]);
    expect(c.note).toBe('Tier developer-grade; release-grade still needs: benchmark_runs expects a source_commit.');
    expect(charts(pcsCharts(res({ tier: null })))[0].note).toMatch(
      /^No tier \(the bundle is invalid\); what schema-valid needs is not recorded/
    );
    expect(pcsCharts(res({ type: 'ExplainQualityReport.v0' }))).toEqual([]);
  });
  test('FightBench rows per pool with failures and replay in the note', () => {
    const [c] = charts(
      fightbenchCharts(
        res({
          rows: 5,
          pools: { official: 2, live: 1, private: 2, invalid: 0 },
          rowsWithFailures: 1,
          matchesWithFailures: 1,
          replay: 'unverifiable'
        })
      )
    );
    expect(c.chart.series[0].values).toEqual([2, 1, 2, 0]);
    expect(c.note).toBe('5 row(s); 1 match(es) with failures (1 row(s)); replay: unverifiable.');
    expect(fightbenchCharts(res({ shards: 1 }))).toEqual([]);
  });
  test('manifest: files by outcome, bytes in the note', () => {
    const [c] = charts(
      manifestCharts(
        {
          facts: { entries: 4, checked: 3, bytes: 99, unlisted: 1, hashed: 3 },
          reference: {
            checked: 3,
            hash_mismatches: ['a'],
            missing: ['b'],
            size_mismatches: [],
            manifest_path: 'm',
            valid: false
          }
        },
        'r'
      )
    );
    expect(c.chart.series[0].values).toEqual([4, 3, 1, 0, 1, 1]);
    expect(c.note).toBe('99 bytes hashed in 3 file(s).');
  });
  test("the examples report carries each suite's charts", () => {
    const titles = examplesReport().suites.flatMap((s) =>
      s.artifacts.flatMap((a) =>
        (a.sections ?? []).filter((x) => x.kind === 'chart').map((x) => `${s.suite}: ${x.title}`)
      )
    );
    for (const want of [
      'qsolve: Accuracy per case',
      'qsolve: Fidelity per noise-model case',
      'qsolve: Two-qubit gates per case (largest circuit)',
      'pqid: Per-model endpoint rates with 95 % Wilson intervals',
      'pcs: Tier ladder: pcs/labtrust.pcs_bench_ingest.valid.json',
      'fightbench: Rows per pool: fightbench/matches.jsonl',
      'artifact-manifest: Manifest files: release/ARTIFACT_MANIFEST.tsv'
    ])
      expect(titles).toContain(want);
    expect(titles.some((t) => t.startsWith('qsolve: Measured counts'))).toBe(true);
  });
});
