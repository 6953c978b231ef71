import { describe, expect, it } from '@jest/globals';
import { historyConfig, type HistoryConfig } from '../../src/core/history-config.js';
import type { Metric } from '../../src/core/model.js';
import { judgeHistory, meanStddev, percentageTest, zScoreTest } from '../../src/history/judge.js';
import { entryWith, reportWith, sha } from './helpers.js';

const m = (id: string, value: number | null, better?: 'higher' | 'lower', unit?: string): Metric => ({
  id,
  label: id,
  value,
  ...(better ? { better } : {}),
  ...(unit ? { unit } : {})
});
const cfg = (over: Partial<HistoryConfig> = {}): HistoryConfig => ({ ...historyConfig(), ...over });

describe('the percentage test (github-action-benchmark)', () => {
  it('lower is better: ratio = current / previous, alert at or above the threshold; limit = previous × threshold', () => {
    expect(percentageTest(4, 2, 'lower', 2)).toEqual({ previous: 2, ratio: 2, threshold: 2, limit: 4, alert: true });
    expect(percentageTest(3.9, 2, 'lower', 2)).toEqual({
      previous: 2,
      ratio: 1.95,
      threshold: 2,
      limit: 4,
      alert: false
    });
    expect(percentageTest(1, 2, 'lower', 2)).toMatchObject({ ratio: 0.5, alert: false });
  });
  it('higher is better: ratio = previous / current; 0.3 → 0.1 is 300% though binary rounding gives 2.9999999999999996', () => {
    expect(0.3 / 0.1).toBeLessThan(3);
    expect(percentageTest(0.1, 0.3, 'higher', 3)).toEqual({
      previous: 0.3,
      ratio: 0.3 / 0.1,
      threshold: 3,
      limit: 0.3 / 3,
      alert: true
    });
    expect(percentageTest(0.3, 0.6, 'higher', 2)).toMatchObject({ ratio: 2, limit: 0.3, alert: true });
    expect(percentageTest(0.31, 0.6, 'higher', 2)!.alert).toBe(false);
  });
  it('equal values are ratio 1 (also 0 and 0); a worsening from or to zero is infinite (null) and alerts', () => {
    expect(percentageTest(0, 0, 'lower', 2)).toMatchObject({ ratio: 1, alert: false });
    expect(percentageTest(5, 5, 'higher', 1.01)).toMatchObject({ ratio: 1, alert: false });
    expect(percentageTest(1, 0, 'lower', 2)).toMatchObject({ ratio: null, alert: true, limit: 0 });
    expect(percentageTest(0, 0.5, 'higher', 2)).toMatchObject({ ratio: null, alert: true });
    // An improvement from zero (higher is better) is ratio 0, no alert.
    expect(percentageTest(0.5, 0, 'higher', 2)).toMatchObject({ ratio: 0, alert: false });
  });
  it('negative values: the test does not apply (undefined)', () => {
    expect(percentageTest(-1, 2, 'lower', 2)).toBeUndefined();
    expect(percentageTest(1, -2, 'higher', 2)).toBeUndefined();
  });
});

describe('the z-score test (Bencher)', () => {
  it('mean and sample standard deviation (n − 1)', () => {
    expect(meanStddev([2, 4, 4, 4, 5, 5, 7, 9])).toEqual({ mean: 5, stddev: Math.sqrt(32 / 7) });
    expect(meanStddev([0.1, 0.1, 0.1])).toEqual({ mean: 0.1, stddev: 0 });
  });
  it('window [1, 2, 3]: mean 2, s 1; lower is better alerts beyond +2.326, higher is better beyond −2.326', () => {
    const up = zScoreTest(4.4, [1, 2, 3], 'lower', 2.326);
    expect(up).toMatchObject({ mean: 2, stddev: 1, threshold: 2.326, alert: true });
    expect(up.z).toBeCloseTo(2.4, 14);
    expect(up.limit).toBeCloseTo(4.326, 14);
    expect(zScoreTest(4.3, [1, 2, 3], 'lower', 2.326)).toMatchObject({ alert: false });
    const down = zScoreTest(-0.4, [1, 2, 3], 'higher', 2.326);
    expect(down).toMatchObject({ limit: 2 - 2.326, alert: true });
    expect(down.z).toBeCloseTo(-2.4, 14);
    // Far on the better side is never an alert.
    expect(zScoreTest(-10, [1, 2, 3], 'lower', 2.326)).toMatchObject({ z: -12, alert: false });
    expect(zScoreTest(10, [1, 2, 3], 'higher', 2.326)).toMatchObject({ z: 8, alert: false });
  });
  it('standard deviation 0: equality is ok (z 0), any worsening alerts (z infinite: null), an improvement does not', () => {
    expect(zScoreTest(0.5, [0.5, 0.5], 'higher', 2.326)).toEqual({
      mean: 0.5,
      stddev: 0,
      z: 0,
      threshold: 2.326,
      limit: 0.5,
      alert: false
    });
    expect(zScoreTest(0.49, [0.5, 0.5], 'higher', 2.326)).toMatchObject({ z: null, alert: true });
    expect(zScoreTest(0.51, [0.5, 0.5], 'higher', 2.326)).toMatchObject({ z: null, alert: false });
    expect(zScoreTest(3, [2, 2, 2], 'lower', 100)).toMatchObject({ z: null, alert: true });
  });
});

describe('judgeHistory', () => {
  const now = reportWith([m('signature_rate', 0.3, 'higher', 'ratio'), m('records', 308)]);
  const past = (n: number, v: number | null) =>
    entryWith(now, n, { signature_rate: v, records: 308 }, {}, { signature_rate: 'higher' });

  it('fewer comparable values than min-sample: insufficient, nothing judged, no finding', () => {
    const { judgement, findings } = judgeHistory(now, [past(1, 0.6)], cfg(), 'file h', { commit: sha(9) });
    expect(judgement.series[0]).toMatchObject({ metric: 'signature_rate', status: 'insufficient', sample: 1 });
    expect(judgement.series[0]!.zScore).toBeUndefined();
    expect(findings).toEqual([]);
    const three = judgeHistory(now, [past(1, 0.6), past(2, 0.6)], cfg({ minSample: 3 }), 'file h');
    expect(three.judgement.series[0]).toMatchObject({ status: 'insufficient', sample: 2 });
  });

  it('a metric without a direction is drawn, never judged; no value now is insufficient', () => {
    const { judgement } = judgeHistory(now, [past(1, 0.6), past(2, 0.6)], cfg(), 'file h');
    expect(judgement.series[1]).toMatchObject({ metric: 'records', status: 'no-direction', sample: 2 });
    expect(judgement.series[1]!.points.map((p) => p.value)).toEqual([308, 308, 308]);
    const none = reportWith([m('signature_rate', null, 'higher')]);
    const r = judgeHistory(
      none,
      [past(1, 0.6), past(2, 0.6)].map((e) => ({ ...e, configHash: none.config.configHash })),
      cfg(),
      'h'
    );
    expect(r.judgement.series[0]).toMatchObject({ status: 'insufficient', sample: 2 });
  });

  it('entries of another configuration or benchgate version are apart: drawn (marked), counted, never judged', () => {
    const entries = [
      past(1, 0.9),
      { ...past(2, 0.1), configHash: 'f'.repeat(64) },
      { ...past(3, 0.1), version: '9.9.9' },
      past(4, 0.3),
      past(5, 0.3)
    ];
    const { judgement, findings } = judgeHistory(now, entries, cfg(), 'file h', { commit: sha(6) });
    expect(judgement).toMatchObject({ entries: 5, apart: 2, window: 30, alerts: 0 });
    const s = judgement.series[0]!;
    expect(s.points.map((p) => [p.commit, p.apart ?? false, p.current ?? false])).toEqual([
      [sha(1), false, false],
      [sha(2), true, false],
      [sha(3), true, false],
      [sha(4), false, false],
      [sha(5), false, false],
      [sha(6), false, true]
    ]);
    // Judged against 0.9, 0.3, 0.3 only: mean 0.5, s = sqrt(0.12).
    expect(s.sample).toBe(3);
    expect(s.zScore!.mean).toBeCloseTo(0.5, 15);
    expect(s.zScore!.stddev).toBeCloseTo(Math.sqrt(0.12), 15);
    expect(s.status).toBe('ok');
    expect(findings).toEqual([]);
  });

  it('the window is the last N comparable values (nulls skipped); the previous value is the newest of them', () => {
    const entries = [past(1, 0.0), past(2, 0.6), past(3, null), past(4, 0.6), past(5, 0.6)];
    const { judgement } = judgeHistory(now, entries, cfg({ window: 3 }), 'h');
    const s = judgement.series[0]!;
    expect(s.sample).toBe(3);
    expect(s.zScore).toMatchObject({ mean: 0.6, stddev: 0, z: null, alert: true });
    expect(s.percentage).toMatchObject({ previous: 0.6, ratio: 2, alert: true });
    // With the old 0.0 in the window (N = 30) the spread hides the drop: mean 0.45, z = −0.5.
    const wide = judgeHistory(now, entries, cfg(), 'h').judgement.series[0]!;
    expect(wide.sample).toBe(4);
    expect(wide.zScore!.z).toBeCloseTo(-0.5, 12);
    expect(wide.zScore!.alert).toBe(false);
    // …but the percentage test against the previous 0.6 still alerts (ratio exactly 2).
    expect(wide.status).toBe('alert');
  });

  it('an alert is one BG024 per metric: a warning, an error under fail-on-alert; file, subject and the window named', () => {
    const entries = [past(1, 0.6), past(2, 0.6)];
    const w = judgeHistory(now, entries, cfg(), 'h', { commit: sha(3) });
    expect(w.findings).toHaveLength(1);
    expect(w.findings[0]).toMatchObject({
      code: 'BG024',
      severity: 'warning',
      file: 'evaluations.jsonl',
      subject: 'signature_rate'
    });
    expect(w.findings[0]!.message).toContain(
      `judged against the last 2 comparable entries (commits ${sha(1).slice(0, 7)} to ${sha(2).slice(0, 7)})`
    );
    expect(w.judgement.alerts).toBe(1);
    const e = judgeHistory(now, entries, cfg({ failOnAlert: true }), 'h');
    expect(e.findings[0]!.severity).toBe('error');
  });

  it('per-metric thresholds: an exact id first, else the first glob; the tree tightens to the smaller of both', () => {
    const two = reportWith([m('signature_rate', 0.45, 'higher'), m('model/a/signature_rate', 0.45, 'higher')]);
    const e = (n: number) => entryWith(two, n, { signature_rate: 0.6, 'model/a/signature_rate': 0.6 }, {}, {});
    const entries = [
      e(1),
      {
        ...e(2),
        artifacts: [
          {
            ...e(2).artifacts[0]!,
            metrics: [
              { id: 'signature_rate', value: 0.7 },
              { id: 'model/a/signature_rate', value: 0.7 }
            ]
          }
        ]
      }
    ];
    // Ratio 0.7 / 0.45 = 1.556; window [0.6, 0.7]: mean 0.65, s = 0.0707, z = −2.83.
    const c = cfg({
      zThreshold: 5,
      metrics: [
        { pattern: 'model/*/signature_rate', alertThreshold: 1.5 },
        { pattern: 'signature_rate', zThreshold: 2 }
      ]
    });
    const { judgement } = judgeHistory(two, entries, c, 'h');
    const [a, b] = judgement.series;
    expect(a).toMatchObject({ metric: 'signature_rate', status: 'alert' });
    expect(a!.zScore).toMatchObject({ threshold: 2, alert: true });
    expect(a!.percentage).toMatchObject({ threshold: 2, alert: false });
    expect(b).toMatchObject({ metric: 'model/a/signature_rate', status: 'alert' });
    expect(b!.zScore).toMatchObject({ threshold: 5, alert: false });
    expect(b!.percentage).toMatchObject({ threshold: 1.5, alert: true });
    // The tree's global 1.2 tightens both; its 9 (looser) for one metric cannot loosen the job's 2.
    const t = judgeHistory(
      two,
      entries,
      { ...c, tree: { alertThreshold: 1.2, metrics: [{ pattern: 'signature_rate', zThreshold: 9 }] } },
      'h'
    );
    expect(t.judgement.series[0]!.percentage!.threshold).toBe(1.2);
    expect(t.judgement.series[0]!.zScore!.threshold).toBe(2);
    expect(t.judgement.series[1]!.percentage!.threshold).toBe(1.2);
  });

  it('points: at most max-items-in-chart, the current run last; the judgement is deterministic', () => {
    const entries = Array.from({ length: 12 }, (_, i) => past(i + 1, 0.3));
    const a = judgeHistory(now, entries, cfg({ chart: 5 }), 'h', { commit: sha(99), time: '2026-12-06T10:00:00.000Z' });
    const pts = a.judgement.series[0]!.points;
    expect(pts.map((p) => p.commit)).toEqual([sha(9), sha(10), sha(11), sha(12), sha(99)]);
    expect(pts[4]).toEqual({ commit: sha(99), time: '2026-12-06T10:00:00.000Z', value: 0.3, current: true });
    expect(a.judgement.series[0]!.sample).toBe(12);
    expect(
      judgeHistory(now, entries, cfg({ chart: 5 }), 'h', { commit: sha(99), time: '2026-12-06T10:00:00.000Z' })
    ).toEqual(a);
  });

  it('only the same suite, artifact path and metric id are compared', () => {
    const other = entryWith(now, 1, { signature_rate: 0.9 }, {}, {});
    const moved = { ...other, artifacts: [{ ...other.artifacts[0]!, path: 'other.jsonl' }] };
    const suite = { ...other, artifacts: [{ ...other.artifacts[0]!, suite: 'qsolve' }] };
    const { judgement } = judgeHistory(now, [moved, suite, moved], cfg(), 'h');
    expect(judgement.series[0]).toMatchObject({ sample: 0, status: 'insufficient' });
    expect(judgement.series[0]!.points).toHaveLength(1);
  });
});

describe('the series cap', () => {
  it('keeps at most 2,000 series, every alerting one first kept; every metric is still judged', () => {
    const metrics = Array.from({ length: 2005 }, (_, i) => m(`m${i}`, i >= 2002 ? 0 : 1, 'higher'));
    const big = reportWith(metrics);
    const values = Object.fromEntries(metrics.map((x) => [x.id, 1]));
    const entries = [1, 2].map((n) => entryWith(big, n, values));
    const { judgement, findings } = judgeHistory(big, entries, cfg(), 'h');
    expect(judgement.series).toHaveLength(2000);
    expect(judgement.alerts).toBe(3);
    expect(findings.map((f) => f.subject)).toEqual(['m2002', 'm2003', 'm2004']);
    expect(judgement.series.filter((s) => s.status === 'alert').map((s) => s.metric)).toEqual([
      'm2002',
      'm2003',
      'm2004'
    ]);
    expect(judgement.series[0]!.metric).toBe('m0');
  });
});
