/// <reference lib="dom" />
/**
 * The HTML report in a real browser: headless Chromium (the Debian package `chromium`, or CHROMIUM_PATH) driven by
 * puppeteer-core. Skipped, saying so plainly, when no Chromium is found. BENCHGATE_HTML_REPORT: an HTML report to
 * test instead of rendering the examples' fixture (.ci/run passes the one `benchgate check examples --html` wrote);
 * BENCHGATE_SCREENSHOT_DIR: where the screenshots go (default: a temporary folder).
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import type { Chart } from '../../src/core/model.js';
import { findChromium } from '../helpers/chromium.js';
import { ATTACK, examplesReport, hostileReport, html } from './html-reports.js';

const chromium = findChromium();
if (!chromium)
  process.stderr.write(
    'benchgate: SKIPPED the HTML report browser tests: no Chromium found (apt-get install chromium, or set CHROMIUM_PATH)\n'
  );
const maybe = chromium ? describe : describe.skip;

interface Seen {
  console: string[];
  violations: string[];
  dialogs: string[];
}

maybe('HTML report in headless Chromium', () => {
  let browser: Browser;
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-html-'));
  const shots = process.env['BENCHGATE_SCREENSHOT_DIR'] ?? dir;

  beforeAll(async () => {
    const puppeteer = (await import('puppeteer-core')).default;
    browser = await puppeteer.launch({
      executablePath: chromium,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run']
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(
    doc: string | { path: string },
    name: string,
    opts: { js?: boolean; scheme?: 'light' | 'dark' } = {}
  ): Promise<{ page: Page; seen: Seen }> {
    const path = typeof doc === 'string' ? join(dir, `${name}.html`) : doc.path;
    if (typeof doc === 'string') writeFileSync(path, doc);
    const page = await browser.newPage();
    const seen: Seen = { console: [], violations: [], dialogs: [] };
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warn') seen.console.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => seen.console.push(`pageerror: ${(e as Error).message}`));
    page.on('dialog', (d) => {
      seen.dialogs.push(d.message());
      void d.dismiss();
    });
    // Any request leaving the file: the report must need none.
    await page.setRequestInterception(true);
    page.on('request', (r) => {
      if (!r.url().startsWith('file:')) seen.violations.push(`network: ${r.url()}`);
      void (r.url().startsWith('file:') ? r.continue() : r.abort());
    });
    await page.evaluateOnNewDocument(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const w = window as unknown as { __csp?: string[] };
        (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    await page.setJavaScriptEnabled(opts.js ?? true);
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: opts.scheme ?? 'light' }]);
    await page.setViewport({ width: 1200, height: 900 });
    await page.goto(pathToFileURL(path).href, { waitUntil: 'load' });
    if (opts.js ?? true)
      seen.violations.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])));
    return { page, seen };
  }

  /** What each chart should hold, from the page's own data block: datasets = series + intervals + thresholds. */
  function expected(chart: Chart): { datasets: number; points: number[] } {
    const scatter = chart.type === 'scatter' && chart.x.values.every((v) => typeof v === 'number');
    const points: number[] = [];
    for (const s of chart.series) {
      points.push(chart.x.values.length);
      if (s.low && s.high && !scatter) points.push(chart.x.values.length);
    }
    for (let i = 0; i < (chart.thresholds ?? []).length; i++) points.push(scatter ? 2 : chart.x.values.length);
    return { datasets: points.length, points };
  }

  async function checkCharts(page: Page): Promise<number> {
    const charts = await page.evaluate(() => {
      const specs = JSON.parse(document.getElementById('bg-charts')!.textContent!) as { id: string; chart: unknown }[];
      const C = (
        window as unknown as {
          Chart: {
            getChart(
              c: HTMLCanvasElement
            ):
              { data: { datasets: { data: unknown[] }[] }; getDatasetMeta(i: number): { data: unknown[] } } | undefined;
          };
        }
      ).Chart;
      return specs.map((s) => {
        const canvas = document.getElementById(s.id) as HTMLCanvasElement;
        const inst = C.getChart(canvas);
        const ctx = canvas.getContext('2d')!;
        const px = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        let painted = 0;
        for (let i = 3; i < px.length; i += 4) if (px[i] !== 0) painted++;
        return {
          id: s.id,
          spec: s.chart,
          width: canvas.width,
          height: canvas.height,
          painted,
          datasets: inst ? inst.data.datasets.length : -1,
          points: inst ? inst.data.datasets.map((_, i) => inst.getDatasetMeta(i).data.length) : []
        };
      });
    });
    for (const c of charts) {
      const want = expected(c.spec as Chart);
      expect({ id: c.id, datasets: c.datasets, points: c.points }).toEqual({
        id: c.id,
        datasets: want.datasets,
        points: want.points
      });
      expect(c.width).toBeGreaterThan(100);
      expect(c.height).toBeGreaterThan(100);
      expect(c.painted).toBeGreaterThan(1000);
    }
    return charts.length;
  }

  test('the examples report loads with no console error, no CSP violation, no request; every chart draws; screenshots', async () => {
    const given = process.env['BENCHGATE_HTML_REPORT'];
    const { page, seen } = await open(given ? { path: given } : html(examplesReport()), 'examples');
    expect(seen.console).toEqual([]);
    expect(seen.violations).toEqual([]);
    expect(await page.$eval('#verdict', (e) => e.textContent)).toMatch(/^Verdict: (PASS|FAIL)$/);
    expect(await checkCharts(page)).toBeGreaterThanOrEqual(10);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, 'screenshot.png') });
    await page.evaluate(() => document.querySelector('figure.chart')?.scrollIntoView());
    await page.screenshot({ path: join(shots, 'screenshot-chart.png') });
    await page.close();
    const dark = await open(given ? { path: given } : html(examplesReport()), 'examples-dark', { scheme: 'dark' });
    expect(dark.seen.console).toEqual([]);
    expect(await dark.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(13, 17, 23)');
    await dark.page.evaluate(() => document.querySelectorAll('figure.chart')[1]?.scrollIntoView());
    await dark.page.screenshot({ path: join(shots, 'screenshot-dark.png') });
    await dark.page.close();
    process.stderr.write(`benchgate: HTML report screenshots in ${shots}\n`);
  });

  test(`the attack ${ATTACK} in messages, labels and series names runs nothing; the charts still draw it as text`, async () => {
    const { page, seen } = await open(html(hostileReport()), 'hostile');
    expect(seen.dialogs).toEqual([]);
    expect(seen.console).toEqual([]);
    expect(seen.violations).toEqual([]);
    expect(await page.evaluate(() => document.querySelectorAll('script').length)).toBe(3);
    expect(await page.evaluate(() => document.querySelectorAll('img, iframe, [onmouseover], [onerror]').length)).toBe(
      0
    );
    expect(await page.$eval('#findings-table tbody tr td.msg', (e) => e.textContent)).toBe(ATTACK);
    expect(await checkCharts(page)).toBe(3);
    const labels = await page.evaluate(() => {
      const C = (
        window as unknown as {
          Chart: { getChart(c: Element): { data: { labels: string[]; datasets: { label: string }[] } } };
        }
      ).Chart;
      const c = C.getChart(document.querySelector('canvas')!);
      return [c.data.labels[0], c.data.datasets[0].label];
    });
    expect(labels).toEqual([ATTACK, ATTACK]);
    await page.close();
  });

  test('the CSP is enforced: a script whose hash is not listed is blocked and reported (the detector works)', async () => {
    const doc = html(hostileReport()).replace(
      "root.classList.add('js');",
      "root.classList.add('js'); alert('tampered');"
    );
    const { page, seen } = await open(doc, 'tampered');
    expect(seen.dialogs).toEqual([]);
    expect(seen.violations.some((v) => v.startsWith('script-src'))).toBe(true);
    expect(await page.$eval('#filters', (e) => (e as HTMLElement).hidden)).toBe(true);
    await page.close();
  });

  test('filters: keyboard and selection narrow the findings table by suite, severity and code; reset shows all', async () => {
    const { page } = await open(html(hostileReport()), 'filters');
    const visible = () =>
      page.$$eval('#findings-table tbody tr', (rows) =>
        rows
          .filter((r) => !(r as HTMLElement).hidden && getComputedStyle(r).display !== 'none')
          .map(
            (r) => `${r.getAttribute('data-suite')}/${r.getAttribute('data-severity')}/${r.getAttribute('data-code')}`
          )
      );
    expect(await page.$eval('#filters', (e) => (e as HTMLElement).hidden)).toBe(false);
    expect((await visible()).length).toBe(7);
    // Keyboard only: Tab reaches the first filter (suite), arrows change it.
    await page.focus('#f-suite');
    await page.keyboard.press('ArrowDown');
    expect(await page.$eval('#f-suite', (e) => (e as HTMLSelectElement).value)).toBe('fightbench');
    expect((await visible()).sort()).toEqual([
      'fightbench/error/FB002',
      'fightbench/notice/FB040',
      'fightbench/warning/FB051'
    ]);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('f-severity');
    await page.select('#f-severity', 'error');
    expect(await visible()).toEqual(['fightbench/error/FB002']);
    expect(await page.$eval('#filter-count', (e) => e.textContent)).toBe('1 of 7 shown');
    await page.select('#f-suite', '');
    await page.select('#f-severity', '');
    await page.select('#f-code', 'PQ014');
    expect(await visible()).toEqual(['pqid/warning/PQ014']);
    await page.focus('#filter-reset');
    await page.keyboard.press('Enter');
    expect((await visible()).length).toBe(7);
    await page.close();
  });

  test('without JavaScript: verdict, failures and every finding show; filters stay hidden; chart data in tables', async () => {
    const { page } = await open(html(hostileReport()), 'nojs', { js: false });
    expect(await page.$eval('#verdict', (e) => e.textContent)).toBe('Verdict: FAIL');
    expect(await page.$eval('#filters', (e) => getComputedStyle(e).display)).toBe('none');
    expect(
      await page.$$eval(
        '#findings-table tbody tr',
        (rows) => rows.filter((r) => getComputedStyle(r).display !== 'none').length
      )
    ).toBe(7);
    expect(await page.$$eval('#failures tbody tr', (rows) => rows.length)).toBe(2);
    expect(await page.$$eval('figure.chart details table', (t) => t.length)).toBe(3);
    await page.close();
  });
});

if (!chromium) {
  test('browser tests skipped: no Chromium', () => {
    expect(findChromium()).toBeUndefined();
  });
}

// Keep the fixture honest: the browser test reads it, so it must be a report of the examples.
test('the examples fixture is a report of the examples', () => {
  const r = JSON.parse(readFileSync(join(__dirname_(), '..', 'fixtures', 'html', 'examples-report.json'), 'utf8')) as {
    schema: string;
    counts: { artifacts: number };
  };
  expect(r.schema).toBe('benchgate.report/1');
  expect(r.counts.artifacts).toBeGreaterThanOrEqual(10);
});

function __dirname_(): string {
  return new URL('.', import.meta.url).pathname;
}
