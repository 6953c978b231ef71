/// <reference lib="dom" />
/**
 * Issue #35's done-when, the drawing side, with the real judge: three runs of `benchgate check --history DIR` over a
 * copy of examples/pqid, the third with 40 % of the signature matches turned false. The third run's HTML report
 * draws the history (headless Chromium: the signature-rate chart has the three runs, the current one highlighted and
 * both limits), its job summary shows the alert as a compact series with its window, and `history render` draws
 * the three stored runs.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'puppeteer-core';
import { historyRenderCommand } from '../../src/cli/commands/history-render.js';
import { main } from '../../src/cli/main.js';
import type { CommandIO } from '../../src/core/command.js';
import { findChromium } from '../helpers/chromium.js';
import { drawnHistory, launch, openFile } from '../report/history-page.js';

const EXAMPLE = resolve(dirname(fileURLToPath(import.meta.url)), '../../examples/pqid');
const SHA = (n: number) => String(n).repeat(40);
const chromium = findChromium();

let root: string;
const io = (): CommandIO & { out: () => string } => {
  let out = '';
  return {
    out: () => out,
    stdout: (s) => void (out += s),
    stderr: () => undefined,
    color: false,
    cwd: root,
    env: {},
    isTTY: false
  };
};

/** Turns 40 % of the signature matches false (and the tape matches that imply them): every gate still passes. */
function dropSignatures(file: string): void {
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  let k = 0;
  for (const r of rows)
    if (r['report_signature_match'] === true && k++ % 5 < 2) {
      r['report_signature_match'] = false;
      r['ordered_wire_tape_match'] = false;
      r['parameter_aware_tape_match'] = false;
    }
  writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'bg-history-draw-'));
  cpSync(EXAMPLE, join(root, 'pqid'), { recursive: true });
  const check = (n: number, extra: string[] = []) =>
    main(['check', 'pqid', '--no-cache', '--history', 'history', '--commit', SHA(n), ...extra], io());
  expect(await check(1)).toBe(0);
  expect(await check(2)).toBe(0);
  dropSignatures(join(root, 'pqid', 'evaluations.jsonl'));
  expect(await check(3, ['--fail-on-alert', '--html', 'report.html', '--summary', 'summary.md'])).toBe(1);
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the third run (an alert) draws its history', () => {
  test('the summary names the alert with its last values and its window', () => {
    const md = readFileSync(join(root, 'summary.md'), 'utf8');
    expect(md).toContain(
      '| 🔔 alert | <code>evaluations.jsonl</code> | Signature rate | ██▁ 61.36% · 61.36% → **36.69%** | the last 2 runs of the same configuration: z = −∞ (boundary 2.326, limit 61.36%: ALERT); ratio 1.673 vs the previous 61.36% (threshold 2, limit 30.68%) |'
    );
  });

  test('history render draws the three stored runs', async () => {
    const x = io();
    expect(await historyRenderCommand.run(['history', '--out', 'site'], x)).toBe(0);
    expect(x.out()).toBe(`wrote ${join(root, 'site', 'index.html')}: 3 run(s)\n`);
    const doc = readFileSync(join(root, 'site', 'index.html'), 'utf8');
    expect(doc).toContain('3 run(s) from 1111111 to 3333333; latest 36.69%; higher is better.');
  });

  (chromium ? describe : describe.skip)('in headless Chromium', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch(chromium!);
    });
    afterAll(async () => {
      await browser?.close();
    });

    test('the HTML report: the signature-rate chart over 3 runs, the current run highlighted, both limits', async () => {
      const { page, seen } = await openFile(browser, join(root, 'report.html'));
      expect(seen.console).toEqual([]);
      expect(seen.violations).toEqual([]);
      const charts = await drawnHistory(page);
      const ids = await page.$$eval('figure.history-chart', (fs) =>
        fs.map((f) => [f.getAttribute('data-history'), f.querySelector('figcaption')!.textContent])
      );
      const at = ids.findIndex(([, cap]) => cap === 'Signature rate (signature_rate) ALERT');
      expect(at).toBeGreaterThanOrEqual(0);
      const sig = charts.find((c) => c.id === ids[at]![0])!;
      const r = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);
      expect(sig.labels).toEqual(['1111111', '2222222', '3333333']);
      expect(sig.datasets.map((d) => [d.label, d.data.map(r)])).toEqual([
        ['Signature rate', [61.36, 61.36, 36.69]],
        ['this run (alert)', [null, null, 36.69]],
        ['percentage limit (×2 of the previous)', [30.68, 30.68, 30.68]],
        ['z-score limit (2.326 σ)', [61.36, 61.36, 61.36]]
      ]);
      // Alerts first: the first chart is an alert, and in every metric group the alerts come before the rest.
      const groups = await page.$$eval('.history-group', (gs) =>
        gs.map((g) =>
          Array.from(g.querySelectorAll('figure.history-chart')).map((f) => f.getAttribute('data-status') === 'alert')
        )
      );
      expect(groups[0]![0]).toBe(true);
      for (const g of groups) expect(g).toEqual([...g].sort((a, b) => Number(b) - Number(a)));
      expect(groups.flat().filter(Boolean).length).toBeGreaterThanOrEqual(4);
      for (const c of charts) expect(c.error).toBeNull();
      await page.close();
    });
  });
});
