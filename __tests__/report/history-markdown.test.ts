import { describe, expect, test } from '@jest/globals';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { renderComment } from '../../src/report/comment.js';
import { compactSeries, renderHistoryMarkdown, sparkline } from '../../src/report/history-markdown.js';
import { renderSummary } from '../../src/report/markdown.js';
import { hostileJudgement, judgement, manySeries, pts, reportWith, signatureAlert } from './history-fixtures.js';
import { ATTACK } from './html-reports.js';

const html = (md: string) =>
  micromark(md, { extensions: [gfm()], htmlExtensions: [gfmHtml()], allowDangerousHtml: true });

describe('compact series', () => {
  test('a z-score alert (61 % · 61 % → 39 %) with a sparkline', () => {
    expect(compactSeries(signatureAlert())).toBe('██▁ 61.00% · 61.00% → **39.00%**');
  });

  test('runs apart and runs without a value are left out; more than five earlier values are elided', () => {
    const s = { ...signatureAlert(), unit: undefined, points: pts([1, 2, 3, 100, null, 4, 5, 6, 7], [3]) };
    expect(compactSeries(s)).toBe('▁▂▃▅▆▇█ … · 3 · — · 4 · 5 · 6 → **7**');
    expect(compactSeries({ ...s, points: pts([0.5, null]) })).toBe('▄ 0.5 → **—**');
    expect(compactSeries({ ...s, points: pts([null, 0.5]) })).toBe('▄ — → **0.5**');
    expect(compactSeries({ ...s, points: pts([0.5]) })).toBe('▄ **0.5**');
  });

  test('sparkline: lowest ▁, highest █, all equal ▄', () => {
    expect(sparkline([0, 1, 2, 3, 4, 5, 6, 7])).toBe('▁▂▃▄▅▆▇█');
    expect(sparkline([3, 3])).toBe('▄▄');
    expect(sparkline([])).toBe('');
  });
});

describe('History block', () => {
  test('alerts first with their window, then the changed metrics; unchanged ones counted', () => {
    expect(renderHistoryMarkdown(judgement(), { maxRows: 50 })).toBe(
      [
        '### History',
        '',
        'Judged against file .bench/history: 3 stored run(s) (1 of another configuration or benchgate version, not judged against); window: the last 30 comparable run(s). **1 alert(s)**, 4 other metric(s) changed, 1 unchanged.',
        '',
        '| | artifact | metric | last runs → this run | judged against |',
        '|---|---|---|---|---|',
        '| 🔔 alert | <code>examples/pqid/evaluations.jsonl</code> | Signature rate | ██▁ 61.00% · 61.00% → **39.00%** | the last 2 runs of the same configuration: z = −∞ (boundary 2.326, limit 61.00%: ALERT); ratio 1.564 vs the previous 61.00% (threshold 2, limit 30.50%) |',
        '| 🔵 changed | <code>workflows/max-cut</code> | Cases on sim- targets | ▁▁█ 4 · 4 → **5** | not judged: the metric has no better direction |',
        '| 🔵 changed | <code>workflows/max-cut</code> | case/maxcut-4/gap | ▁█▁ 0.01 · 0.02 → **0.01** | within the thresholds: the last 3 runs of the same configuration: ratio 1 vs the previous 0.02 (threshold 2, limit 0.04) |',
        '| 🔵 changed | <code>workflows/max-cut</code> | case/maxcut-4/fidelity | ▁▅█ 0.9 · 0.91 → **0.92** | within the thresholds: the last 2 runs of the same configuration: ratio 1 vs the previous 0.91 (threshold 2, limit 0.455) |',
        '| 🔵 changed | <code>workflows/max-cut</code> | case/maxcut-6/gap | ▄▄ 0.03 · — → **0.03** | within the thresholds: the last 2 runs of the same configuration: ratio 1 vs the previous 0.03 (threshold 2, limit 0.06) |',
        ''
      ].join('\n')
    );
  });

  test('the first run: one line, no rows', () => {
    expect(renderHistoryMarkdown({ ...judgement(), entries: 0, apart: 0 }, { maxRows: 50 })).toBe(
      '### History\n\nNo stored runs yet in file .bench/history: this run is the first, so nothing was judged.\n'
    );
  });

  test('rows past the budget are counted, saying how many alerts are among them', () => {
    const md = renderHistoryMarkdown(manySeries(5, 12), { maxRows: 10, heading: '####' });
    expect(md.match(/^\| 🔔 alert/gm)).toHaveLength(10);
    expect(md).toContain('_… and 2 more (2 of them alerts): the HTML report draws every series._');
    expect(md.startsWith('#### History\n')).toBe(true);
  });

  test(`hostile labels, paths and sources (${ATTACK}) stay text in GitHub's rendering`, () => {
    const out = html(renderHistoryMarkdown(hostileJudgement(), { maxRows: 10 }));
    expect(out).not.toMatch(/<script|<img/i);
    expect(out).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out.match(/<tr>/g)).toHaveLength(2); // the header and the one alert: no row was split
  });

  test('a long label is clipped so one row cannot eat the budget', () => {
    const j = { ...judgement(), series: [{ ...signatureAlert(), label: 'x'.repeat(5000) }] };
    const md = renderHistoryMarkdown(j, { maxRows: 10 });
    expect(md).toContain(`| ${'x'.repeat(119)}… |`);
    expect(md.length).toBeLessThan(1200);
  });
});

describe('in the job summary and the comment', () => {
  test('the summary shows the block after the verdict line', () => {
    const md = renderSummary(reportWith(judgement()));
    expect(md).toContain('### History\n\nJudged against file .bench/history');
    expect(md.indexOf('### History')).toBeLessThan(md.indexOf('| verdict | artifact |'));
    expect(md).toContain('██▁ 61.00% · 61.00% → **39.00%**');
  });

  test('the summary stays under its limit with many alerts (rows are cut with the other tables)', () => {
    const r = reportWith(manySeries(0, 400));
    const full = renderSummary(r);
    expect(full.match(/^\| 🔔 alert/gm)).toHaveLength(50);
    const small = renderSummary(r, { limitBytes: 6000 });
    expect(Buffer.byteLength(small)).toBeLessThanOrEqual(6000);
    expect(small).toContain('### History');
  });

  test('the comment names each alert with its window and stays under the comment limit', () => {
    const body = renderComment(reportWith(judgement()), { marker: '<!-- benchgate:x -->' });
    expect(body).toContain('#### History');
    expect(body).toContain(
      '| 🔔 alert | <code>examples/pqid/evaluations.jsonl</code> | Signature rate | ██▁ 61.00% · 61.00% → **39.00%** | the last 2 runs of the same configuration: z = −∞'
    );
    const many = renderComment(
      reportWith({
        ...manySeries(0, 300),
        series: manySeries(0, 300).series.map((s) => ({ ...s, label: 'y'.repeat(400) }))
      }),
      { marker: '<!-- benchgate:x -->' }
    );
    expect(many.length).toBeLessThanOrEqual(65536);
    expect(many.match(/^\| 🔔 alert/gm)).toHaveLength(10);
    expect(many).toContain('_… and 290 more (290 of them alerts)');
    expect(many.trimEnd().endsWith('<!-- benchgate:x -->')).toBe(true);
  });
});
