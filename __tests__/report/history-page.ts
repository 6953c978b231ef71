/// <reference lib="dom" />
/**
 * Headless Chromium for the history drawing tests (the History section of the HTML report, the `history render`
 * dashboard): opens a file with request interception (any request leaving the file is a violation), a CSP violation
 * recorder and a dialog catcher, and reads back each history chart's Chart.js instance.
 */
import type { Browser, Page } from 'puppeteer-core';
import { pathToFileURL } from 'node:url';

export interface Seen {
  console: string[];
  violations: string[];
  dialogs: string[];
}

export async function launch(executablePath: string): Promise<Browser> {
  const puppeteer = (await import('puppeteer-core')).default;
  return puppeteer.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run']
  });
}

export async function openFile(
  browser: Browser,
  path: string,
  opts: { js?: boolean } = {}
): Promise<{ page: Page; seen: Seen }> {
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
  await page.setViewport({ width: 1200, height: 900 });
  await page.goto(pathToFileURL(path).href, { waitUntil: 'load' });
  if (opts.js ?? true)
    seen.violations.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])));
  return { page, seen };
}

/** One drawn history chart as Chart.js holds it. */
export interface DrawnHistory {
  id: string;
  labels: string[];
  datasets: {
    label: string;
    data: (number | null)[];
    showLine: boolean | undefined;
    pointStyle: unknown;
    pointRadius: unknown;
    borderDash: unknown;
    spanGaps: unknown;
    drawn: number;
  }[];
  painted: number;
  error: string | null;
}

/** Every chart of the page's `bg-history` block, read back from its Chart.js instance. */
export async function drawnHistory(page: Page): Promise<DrawnHistory[]> {
  return page.evaluate(() => {
    const specs = JSON.parse(document.getElementById('bg-history')!.textContent!) as { id: string }[];
    type Inst = {
      data: { labels: string[]; datasets: Record<string, unknown>[] };
      getDatasetMeta(i: number): { data: { skip?: boolean }[] };
    };
    const C = (window as unknown as { Chart: { getChart(c: HTMLCanvasElement): Inst | undefined } }).Chart;
    return specs.map((s) => {
      const canvas = document.getElementById(s.id) as HTMLCanvasElement;
      const inst = C.getChart(canvas);
      const px = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let painted = 0;
      for (let i = 3; i < px.length; i += 4) if (px[i] !== 0) painted++;
      return {
        id: s.id,
        labels: inst ? inst.data.labels.slice() : [],
        datasets: inst
          ? inst.data.datasets.map((d, i) => ({
              label: d['label'] as string,
              data: (d['data'] as (number | null)[]).slice(),
              showLine: d['showLine'] as boolean | undefined,
              pointStyle: d['pointStyle'],
              pointRadius: d['pointRadius'],
              borderDash: d['borderDash'],
              spanGaps: d['spanGaps'],
              drawn: inst.getDatasetMeta(i).data.filter((p) => !p.skip).length
            }))
          : [],
        painted,
        error: canvas.parentElement?.getAttribute('data-chart-error') ?? null
      };
    });
  });
}
