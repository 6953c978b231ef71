import { describe, expect, test } from '@jest/globals';
import type { HistorySeries } from '../../src/core/history-model.js';
import {
  changed,
  chartData,
  chartsUnderCap,
  fmtZ,
  groupSeries,
  judgementText,
  metricGroup
} from '../../src/report/history-chart.js';
import { renderHistoryHtml, type HistorySpec } from '../../src/report/history-html.js';
import { hostileJudgement, judgement, manySeries, reportWith, signatureAlert } from './history-fixtures.js';
import { ATTACK, html } from './html-reports.js';

function inline(doc: string): { attrs: string; text: string }[] {
  return [...doc.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attrs: m[1], text: m[2] }));
}

describe('history chart data', () => {
  test('a worsening signature rate: short commits on x, ratios as percentages, the current run last, both limits', () => {
    const d = chartData(signatureAlert());
    expect(d).toEqual({
      label: 'Signature rate',
      y: 'Signature rate (%)',
      labels: ['0101010', '0202020', '0303030'],
      times: ['2026-12-01T10:00:00Z', '2026-12-02T10:00:00Z', '2026-12-03T10:00:00Z'],
      values: [61, 61, 39],
      apart: [false, false, false],
      current: 2,
      alert: true,
      currentLabel: 'this run (alert)',
      limits: [
        { label: 'percentage limit (×2 of the previous)', value: 30.5 },
        { label: 'z-score limit (2.326 σ)', value: 61 }
      ]
    });
  });

  test('a point apart is flagged; a non-finite value or limit (JSON lost it) is no value, never NaN', () => {
    const s = judgement().series[1];
    expect(chartData(s).apart).toEqual([false, true, false, false]);
    const broken = {
      ...signatureAlert(),
      points: [
        { commit: 'x', time: 't', value: null },
        { commit: 'y', time: 't', value: 'NaN' },
        { commit: 'z', time: 't', value: 0.39, current: true }
      ],
      zScore: { mean: 0.61, stddev: 0, z: null, threshold: 2.326, limit: null, alert: true }
    } as unknown as HistorySeries;
    const d = chartData(broken);
    expect(d.values).toEqual([null, null, 39]);
    expect(d.limits).toEqual([{ label: 'percentage limit (×2 of the previous)', value: 30.5 }]);
    // z is null when infinite: its side is current − mean (here 0.39 − 0.61 < 0).
    expect(judgementText(broken)).toContain('z = −∞');
  });

  test('z-scores: two decimals with a real minus, ±∞ shown as such', () => {
    expect(fmtZ(-2.5)).toBe('−2.50');
    expect(fmtZ(3.14159)).toBe('3.14');
    expect(fmtZ(-Infinity)).toBe('−∞');
    expect(fmtZ(Infinity)).toBe('+∞');
    expect(fmtZ(null, 0.2)).toBe('+∞');
    expect(fmtZ(null, -0.2)).toBe('−∞');
  });

  test('the judgement sentence names the window and both tests', () => {
    expect(judgementText(signatureAlert())).toBe(
      'Alert: judged against the last 2 runs of the same configuration: z = −∞ (boundary 2.326, limit 61.00%: ALERT); ratio 1.564 vs the previous 61.00% (threshold 2, limit 30.50%).'
    );
    const none = judgement().series.find((s) => s.status === 'no-direction')!;
    expect(judgementText(none)).toBe('Drawn only: the metric has no better direction, so it is never judged.');
    expect(judgementText({ ...signatureAlert(), status: 'insufficient', sample: 1 })).toBe(
      'Not judged: 1 comparable run(s), fewer than the minimum sample size.'
    );
  });

  test('changed: the current value against the previous comparable one (apart points skipped)', () => {
    const [head, gap, fid, gap6] = judgement().series;
    expect(changed(head)).toBe(false);
    expect(changed(gap)).toBe(true); // 0.02 → 0.01; the 0.5 apart is not the previous
    expect(changed(fid)).toBe(true);
    expect(changed(gap6)).toBe(true); // no value in the previous run, 0.03 now
    expect(changed({ ...gap6, points: [gap6.points[0], gap6.points[2]] })).toBe(false); // 0.03 → 0.03
    expect(changed({ ...gap6, points: [gap6.points[2]] })).toBe(false); // nothing to compare with
  });
});

describe('grouping and the cap', () => {
  test('metric groups: the id up to the last slash (case and target for Qsolve, model for PQID)', () => {
    expect(metricGroup('case/maxcut-4/gap')).toBe('case/maxcut-4');
    expect(metricGroup('hardware/maxcut@ibm:fez/gap')).toBe('hardware/maxcut@ibm:fez');
    expect(metricGroup('model/org/m1/signature_rate')).toBe('model/org/m1');
    expect(metricGroup('headline_accuracy')).toBe('');
  });

  test('alerting artifact first; groups in order of appearance, alerting first; alerts first in a group', () => {
    const j = judgement();
    const g = groupSeries(j.series);
    expect(g.map((a) => [a.path, a.alerts])).toEqual([
      ['examples/pqid/evaluations.jsonl', 1],
      ['workflows/max-cut', 0]
    ]);
    expect(g[1].groups.map((x) => [x.prefix, x.series.map((s) => s.metric)])).toEqual([
      ['', ['headline_accuracy', 'cases_on_sim']],
      ['case/maxcut-4', ['case/maxcut-4/gap', 'case/maxcut-4/fidelity']],
      ['case/maxcut-6', ['case/maxcut-6/gap']]
    ]);
    const mixed = [
      { ...j.series[1], status: 'ok' as const },
      { ...j.series[2], status: 'alert' as const }
    ];
    expect(groupSeries(mixed)[0].groups[0].series.map((s) => s.metric)).toEqual([
      'case/maxcut-4/fidelity',
      'case/maxcut-4/gap'
    ]);
  });

  test('the cap keeps every alert even when they come last, then the rest in display order', () => {
    const j = manySeries(70, 3);
    const { drawn, left } = chartsUnderCap(groupSeries(j.series), 60);
    expect(drawn.size).toBe(60);
    expect([...drawn].filter((s) => s.status === 'alert').length).toBe(3);
    expect(left.length).toBe(13);
    expect(left.every((s) => s.status === 'ok')).toBe(true);
    expect(left[0].metric).toBe('model/m57/execution_rate');
  });
});

describe('History section of the HTML report', () => {
  test('one figure per series, grouped by case, the alert first with its window; data block matches', () => {
    const specs: HistorySpec[] = [];
    const out = renderHistoryHtml(judgement(), specs);
    expect(specs.map((s) => [s.id, s.history.label])).toEqual([
      ['h0', 'Signature rate'],
      ['h1', 'headline_accuracy'],
      ['h2', 'Cases on sim- targets'],
      ['h3', 'case/maxcut-4/gap'],
      ['h4', 'case/maxcut-4/fidelity'],
      ['h5', 'case/maxcut-6/gap']
    ]);
    expect([...out.matchAll(/<h4><code>([^<]*)<\/code><\/h4>/g)].map((m) => m[1])).toEqual([
      'case/maxcut-4',
      'case/maxcut-6'
    ]);
    expect(out).toContain(
      'file .bench/history: 3 stored run(s), 1 of another configuration or benchgate version (drawn apart, never judged against); window: the last 30 comparable run(s); 6 metric series, <strong>1 alert(s)</strong>.'
    );
    expect(out).toContain(
      '<td><a href="#h0-f">Signature rate</a></td><td>39.00%</td><td>the last 2 runs of the same configuration: z = −∞'
    );
    expect(out.match(/<figure class="history-chart"/g)).toHaveLength(6);
    expect(out).toContain('data-status="alert" data-points="3"');
    // The no-JS table marks the current run and the run apart.
    expect(out).toContain(
      '<tr class="current"><td><code>0303030</code></td><td>2026-12-03T10:00:00Z</td><td>39.00%</td><td>this run</td></tr>'
    );
    expect(out).toContain('<td>0.5</td><td>other configuration or version (not judged)</td>');
    expect(out).not.toContain('history-left-out');
  });

  test('the first run (no stored run): a line that says so, no chart', () => {
    const specs: HistorySpec[] = [];
    const out = renderHistoryHtml({ ...judgement(), entries: 0, apart: 0, source: `file ${ATTACK}` }, specs);
    expect(specs).toEqual([]);
    expect(out).toBe(
      '<section id="history" aria-labelledby="history-h"><h2 id="history-h">History</h2><p id="history-intro">No stored runs yet in file &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;: this run is the first, so nothing was judged; its metrics are drawn from the next run on.</p></section>'
    );
  });

  test('past the cap: a note counts the series left out and lists them with their last values', () => {
    const specs: HistorySpec[] = [];
    const out = renderHistoryHtml(manySeries(70, 3), specs);
    expect(specs).toHaveLength(60);
    expect(out).toContain('<summary>13 more series not drawn (at most 60 charts, alerts first)</summary>');
    expect(out.match(/<h3 class="s-fail">Alerts \(3\)<\/h3>/g)).toHaveLength(1);
    expect(specs.slice(0, 3).every((s) => s.history.alert)).toBe(true);
  });

  test('in the report: after the failures, a bg-history block, Chart.js included even with no suite chart', () => {
    const doc = html(reportWith(judgement()));
    const scripts = inline(doc);
    expect(scripts.map((s) => s.attrs)).toEqual([
      ' type="application/json" id="bg-charts"',
      ' type="application/json" id="bg-history"',
      '',
      ''
    ]);
    expect(scripts[2].text.length).toBeGreaterThan(100000); // Chart.js
    const data = JSON.parse(scripts[1].text) as HistorySpec[];
    expect(data).toHaveLength(6);
    expect(doc.indexOf('id="failures"')).toBeLessThan(doc.indexOf('id="history"'));
    expect(doc.indexOf('id="history"')).toBeLessThan(doc.indexOf('id="findings"'));
  });

  test('a report without history has no History section and no bg-history block', () => {
    const doc = html(reportWith(judgement()));
    const { history: _drop, ...plain } = reportWith(judgement());
    void _drop;
    expect(doc).toContain('<h2 id="history-h">History</h2>');
    expect(html(plain)).not.toMatch(/id="bg-history"|id="history"/);
  });

  test(`hostile labels, paths, metric ids, commits and times (${ATTACK}) stay text`, () => {
    const doc = html(reportWith(hostileJudgement()));
    const scripts = inline(doc);
    expect(scripts).toHaveLength(4);
    expect(doc).not.toContain('<script>alert(1)');
    expect(doc).not.toContain('<b>0</b>');
    expect(doc).toContain('&lt;b&gt;0&lt;/b&gt;');
    expect(doc).toContain('<code>case/&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</code>');
    const data = JSON.parse(scripts[1].text) as HistorySpec[];
    expect(data[0].history.label).toBe(ATTACK);
    expect(data[0].history.labels[0]).toBe(ATTACK.slice(0, 7));
    expect(scripts[1].text).not.toMatch(/<\/?script|<!--/i);
  });
});
