/// <reference lib="dom" />
/**
 * The HTML report's History section in headless Chromium (skipped, saying so, without Chromium): the charts render,
 * the current run is its own highlighted point, runs apart are never joined to the judged line, both alert limits are
 * drawn; asserted on the Chart.js instances read back from the page, never on pixels (beyond "something painted").
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { findChromium } from '../helpers/chromium.js';
import { hostileJudgement, judgement, manySeries, reportWith } from './history-fixtures.js';
import { drawnHistory, launch, openFile } from './history-page.js';
import { ATTACK, html } from './html-reports.js';

const chromium = findChromium();
if (!chromium)
  process.stderr.write(
    'benchgate: SKIPPED the History section browser tests: no Chromium found (or set CHROMIUM_PATH)\n'
  );
const maybe = chromium ? describe : describe.skip;

maybe('History section in headless Chromium', () => {
  let browser: Browser;
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-history-html-'));
  const write = (name: string, doc: string) => {
    const p = join(dir, `${name}.html`);
    writeFileSync(p, doc);
    return p;
  };
  beforeAll(async () => {
    browser = await launch(chromium!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('every series draws; the current run highlighted, the apart run separate, both limits as lines', async () => {
    const { page, seen } = await openFile(browser, write('history', html(reportWith(judgement()))));
    expect(seen.console).toEqual([]);
    expect(seen.violations).toEqual([]);
    const charts = await drawnHistory(page);
    expect(charts).toHaveLength(6);
    for (const c of charts) {
      expect(c.error).toBeNull();
      expect(c.painted).toBeGreaterThan(1000);
    }
    // The #35 alert: 61 % · 61 % → 39 %, judged line + this run + the percentage and z-score limits.
    const alert = charts[0];
    expect(alert.labels).toEqual(['0101010', '0202020', '0303030']);
    expect(alert.datasets.map((d) => [d.label, d.data])).toEqual([
      ['Signature rate', [61, 61, 39]],
      ['this run (alert)', [null, null, 39]],
      ['percentage limit (×2 of the previous)', [30.5, 30.5, 30.5]],
      ['z-score limit (2.326 σ)', [61, 61, 61]]
    ]);
    const current = alert.datasets[1];
    expect([current.showLine, current.pointStyle, current.pointRadius, current.drawn]).toEqual([
      false,
      'rectRot',
      8,
      1
    ]);
    expect(alert.datasets[0].pointRadius).toBe(3);
    expect(alert.datasets[2].borderDash).toEqual([6, 4]);
    expect(alert.datasets[3].borderDash).toEqual([6, 4]);
    // case/maxcut-4/gap: the second run is of another configuration: a separate, unjoined dataset.
    const gap = charts[3];
    expect(gap.datasets.map((d) => [d.label, d.data, d.showLine ?? true])).toEqual([
      ['case/maxcut-4/gap', [0.01, null, 0.02, 0.01], true],
      ['other configuration or version (not judged)', [null, 0.5, null, null], false],
      ['this run', [null, null, null, 0.01], false],
      ['percentage limit (×2 of the previous)', [0.04, 0.04, 0.04, 0.04], true]
    ]);
    expect(gap.datasets[0].spanGaps).toBe(true);
    expect(gap.datasets[0].drawn).toBe(3);
    expect(gap.datasets[1].pointStyle).toBe('crossRot');
    // No direction: drawn, no limit line.
    expect(charts[2].datasets.map((d) => d.label)).toEqual(['Cases on sim- targets', 'this run']);
    await page.close();
  });

  test('without JavaScript each chart has its data table; the alert list names the window', async () => {
    const { page } = await openFile(browser, write('history-nojs', html(reportWith(judgement()))), { js: false });
    expect(await page.$$eval('figure.history-chart details table', (t) => t.length)).toBe(6);
    expect(await page.$eval('#history-alerts tbody tr', (r) => r.textContent)).toBe(
      'examples/pqid/evaluations.jsonl (pqid)Signature rate39.00%the last 2 runs of the same configuration: z = −∞ (boundary 2.326, limit 61.00%: ALERT); ratio 1.564 vs the previous 61.00% (threshold 2, limit 30.50%)'
    );
    await page.close();
  });

  test('the cap: 60 charts drawn, the alerts among them, the rest counted', async () => {
    const { page, seen } = await openFile(browser, write('history-cap', html(reportWith(manySeries(70, 3)))));
    expect(seen.console).toEqual([]);
    const charts = await drawnHistory(page);
    expect(charts).toHaveLength(60);
    expect(charts.slice(0, 3).map((c) => c.datasets[1].label)).toEqual([
      'this run (alert)',
      'this run (alert)',
      'this run (alert)'
    ]);
    expect(await page.$eval('#history-left-out summary', (e) => e.textContent)).toBe(
      '13 more series not drawn (at most 60 charts, alerts first)'
    );
    await page.close();
  });

  test(`hostile labels and commits (${ATTACK}) run nothing and are drawn as text`, async () => {
    const { page, seen } = await openFile(browser, write('history-hostile', html(reportWith(hostileJudgement()))));
    expect(seen.dialogs).toEqual([]);
    expect(seen.console).toEqual([]);
    expect(seen.violations).toEqual([]);
    expect(await page.evaluate(() => document.querySelectorAll('script').length)).toBe(4);
    const [c] = await drawnHistory(page);
    expect(c.datasets[0].label).toBe(ATTACK);
    expect(c.labels[0]).toBe(ATTACK.slice(0, 7));
    expect(await page.$eval('#history figcaption', (e) => e.textContent)).toBe(`${ATTACK} (case/${ATTACK}/gap) ALERT`);
    await page.close();
  });
});

if (!chromium) {
  test('History browser tests skipped: no Chromium', () => {
    expect(findChromium()).toBeUndefined();
  });
}
