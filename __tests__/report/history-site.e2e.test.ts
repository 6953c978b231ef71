/// <reference lib="dom" />
/**
 * `benchgate history render`: the dashboard as data (series from stored runs), as a page (escaping, CSP, counts), as a
 * command (reading a folder as hostile input, writing without following a planted link), and in headless Chromium
 * (the charts draw, the counts are right, hostile labels run nothing).
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { historyRenderCommand } from '../../src/cli/commands/history-render.js';
import type { CommandIO } from '../../src/core/command.js';
import { UsageError } from '../../src/core/command.js';
import type { HistoryEntry } from '../../src/core/history-model.js';
import { renderHistorySite, seriesOfEntries, SITE_SCRIPT } from '../../src/report/history-site.js';
import { cspHash } from '../../src/report/html.js';
import { loadChartJs } from '../../src/report/html-vendor.js';
import { findChromium } from '../helpers/chromium.js';
import { entries, sha } from './history-fixtures.js';
import { drawnHistory, launch, openFile } from './history-page.js';
import { ATTACK } from './html-reports.js';

const A = 'a'.repeat(64);
const sameConfig = (): HistoryEntry[] => entries().map((e) => ({ ...e, configHash: A }));

/** Stored runs with the attack in every free-text field the schema allows. */
function hostileEntries(): HistoryEntry[] {
  return sameConfig().map((e) => ({
    ...e,
    ref: ATTACK,
    artifacts: e.artifacts.map((a) => ({
      ...a,
      path: `r/${ATTACK}.jsonl`,
      metrics: a.metrics.map((m) => ({ ...m, id: `case/${ATTACK}/${m.id}`, label: ATTACK, unit: ATTACK }))
    }))
  }));
}

const page = (es: HistoryEntry[], o = {}) => {
  const files = renderHistorySite(es, { chartJs: loadChartJs(), source: 'h/entries.jsonl', ...o });
  expect(files.map((f) => f.path)).toEqual(['index.html']);
  return files[0]!.content;
};

function io(cwd: string): CommandIO & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    stdout: (s) => out.push(s),
    stderr: (s) => err.push(s),
    color: false,
    cwd,
    env: {},
    isTTY: false
  };
}

function historyDir(lines: string[]): string {
  const d = mkdtempSync(join(tmpdir(), 'benchgate-render-'));
  mkdirSync(join(d, 'h'));
  writeFileSync(join(d, 'h', 'entries.jsonl'), lines.map((l) => `${l}\n`).join(''));
  return d;
}

describe('series from stored runs', () => {
  test('one series per artifact and metric, oldest first, the newest run current', () => {
    const s = seriesOfEntries(sameConfig());
    expect(s.map((x) => [x.path, x.metric, x.label, x.unit, x.better])).toEqual([
      ['examples/pqid/evaluations.jsonl', 'signature_rate', 'Signature rate', 'ratio', 'higher'],
      ['examples/pqid/evaluations.jsonl', 'model/m1/execution_rate', 'm1: execution rate', 'ratio', 'higher']
    ]);
    expect(s[0]!.points).toEqual([
      { commit: sha(1), time: '2026-12-02T10:00:00Z', value: 0.61 },
      { commit: sha(2), time: '2026-12-03T10:00:00Z', value: 0.61 },
      { commit: sha(3), time: '2026-12-04T10:00:00Z', value: 0.39, current: true }
    ]);
  });

  test('runs of another configuration than the newest are apart; a run without the metric is a gap', () => {
    const es = entries();
    es[1] = { ...es[1]!, artifacts: [{ ...es[1]!.artifacts[0]!, metrics: [] }] };
    const [sig] = seriesOfEntries(es);
    expect(sig!.points.map((p) => [p.value, p.apart ?? false, p.current ?? false])).toEqual([
      [0.61, true, false],
      [null, true, false],
      [0.39, false, true]
    ]);
  });

  test('max-items-in-chart keeps the newest runs; an artifact absent from a run has no point there', () => {
    const es = sameConfig();
    es.push({ ...es[2]!, commit: sha(4), artifacts: [] });
    expect(seriesOfEntries(es, 2)[0]!.points.map((p) => p.commit)).toEqual([sha(3)]);
    expect(seriesOfEntries(es, 3)[0]!.points.map((p) => p.commit)).toEqual([sha(2), sha(3)]);
    expect(seriesOfEntries([])).toEqual([]);
  });
});

describe('the dashboard page', () => {
  test('one chart per series, Chart.js and the site script allowed by hash, nothing from the network', () => {
    const doc = page(sameConfig());
    const data = JSON.parse(/<script type="application\/json" id="bg-history">([^<]*)<\/script>/.exec(doc)![1]!) as {
      id: string;
      history: { values: number[]; currentLabel: string };
    }[];
    expect(data.map((d) => [d.id, d.history.values, d.history.currentLabel])).toEqual([
      ['h0', [61, 61, 39], 'latest run'],
      ['h1', [50, 50, 50], 'latest run']
    ]);
    const csp = /content="([^"]*)"/.exec(doc)![1]!.replace(/&#39;/g, "'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`script-src ${cspHash(loadChartJs())} ${cspHash(SITE_SCRIPT)};`);
    expect(doc).not.toMatch(/\b(?:src|href)="/);
    expect(doc).toContain('3 stored run(s) from h/entries.jsonl, 2026-12-02T10:00:00Z to 2026-12-04T10:00:00Z');
    expect(doc).toContain('<h3><code>model/m1</code></h3>');
    expect(doc).toContain('3 run(s) from 0101010 to 0303030; latest 39.00%; higher is better.');
    expect(page(sameConfig())).toBe(doc); // deterministic
    expect(doc).not.toContain('id="toc"'); // one artifact: no table of contents
    const two = sameConfig().map((e) => ({
      ...e,
      artifacts: [...e.artifacts, { ...e.artifacts[0]!, path: 'b.jsonl' }]
    }));
    expect(/<ul id="toc">(.*?)<\/ul>/.exec(page(two))![1]).toBe(
      '<li><a href="#art-0"><code>b.jsonl</code></a> <span class="muted">(pqid, 2 series)</span></li><li><a href="#art-1"><code>examples/pqid/evaluations.jsonl</code></a> <span class="muted">(pqid, 2 series)</span></li>'
    );
  });

  test('no runs: a page that says so, no chart library; problems reading are listed', () => {
    const doc = renderHistorySite([], {
      chartJs: loadChartJs(),
      source: 'h/entries.jsonl',
      findings: [
        { code: 'BG023', severity: 'error', message: `line is not JSON ${ATTACK}`, file: 'h/entries.jsonl', line: 2 }
      ]
    })[0]!.content;
    expect(doc).toContain('No stored runs yet in h/entries.jsonl');
    expect(doc).toContain('<h2 id="problems-h">Problems reading the history (1)</h2>');
    expect(doc).toContain('<code>h/entries.jsonl:2</code> line is not JSON &lt;/script&gt;');
    expect(doc.match(/<script>/g)).toBeNull();
  });

  test('the chart cap counts what is left out', () => {
    const doc = page(sameConfig(), { maxCharts: 1 });
    expect(doc.match(/<figure class="history-chart"/g)).toHaveLength(1);
    expect(doc).toContain('1 more series not drawn (at most 1 charts)');
  });

  test(`hostile paths, metric ids, labels, units and refs (${ATTACK}) stay text`, () => {
    const doc = page(hostileEntries());
    expect(doc.match(/<script[ >]/g)).toHaveLength(3); // data block, Chart.js, site script
    expect(doc).not.toContain('<script>alert(1)');
    expect(doc).toContain('<code>r/&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;.jsonl</code>');
  });
});

describe('benchgate history render', () => {
  const lines = entries().map((e) => JSON.stringify({ ...e, configHash: A }));

  test('writes DIR/index.html; exit 0; the page has every run', async () => {
    const d = historyDir(lines);
    const x = io(d);
    expect(await historyRenderCommand.run(['h', '--out', 'site'], x)).toBe(0);
    expect(x.err).toEqual([]);
    expect(x.out.join('')).toBe(`wrote ${join(d, 'site', 'index.html')}: 3 run(s)\n`);
    expect(readFileSync(join(d, 'site', 'index.html'), 'utf8')).toContain('Runs (3, newest first)');
  });

  test('a bad line is left out with BG023 on stderr and on the page; exit 1; the rest is drawn', async () => {
    const d = historyDir([lines[0]!, '{"schema":"benchgate.history/1"', lines[1]!, lines[2]!]);
    const x = io(d);
    expect(await historyRenderCommand.run(['h'], x)).toBe(1);
    expect(x.err).toEqual(['warning BG023 h/entries.jsonl:2: history entry left out: line 2 is not valid JSON\n']);
    const doc = readFileSync(join(d, 'site', 'index.html'), 'utf8');
    expect(doc).toContain('Problems reading the history (1)');
    expect(doc).toContain('Runs (3, newest first)');
  });

  test('a symbolic link planted at site/index.html is replaced, never written through', async () => {
    const d = historyDir(lines);
    writeFileSync(join(d, 'victim.txt'), 'keep me');
    mkdirSync(join(d, 'site'));
    symlinkSync(join(d, 'victim.txt'), join(d, 'site', 'index.html'));
    expect(await historyRenderCommand.run(['h', '--out', 'site'], io(d))).toBe(0);
    expect(readFileSync(join(d, 'victim.txt'), 'utf8')).toBe('keep me');
    expect(lstatSync(join(d, 'site', 'index.html')).isSymbolicLink()).toBe(false);
  });

  test('usage: one folder, a whole --max-items-in-chart; an empty folder renders an empty dashboard', async () => {
    const d = historyDir([]);
    await expect(historyRenderCommand.run([], io(d))).rejects.toThrow(UsageError);
    await expect(historyRenderCommand.run(['nope'], io(d))).rejects.toThrow('nope is not a folder');
    await expect(historyRenderCommand.run(['h', '--max-items-in-chart', '0'], io(d))).rejects.toThrow(
      '--max-items-in-chart must be'
    );
    writeFileSync(join(d, 'file'), '');
    await expect(historyRenderCommand.run(['h', '--out', 'file'], io(d))).rejects.toThrow('is a file, not a folder');
    mkdirSync(join(d, 'empty'));
    expect(await historyRenderCommand.run(['empty', '--out', 'e'], io(d))).toBe(0);
    expect(readFileSync(join(d, 'e', 'index.html'), 'utf8')).toContain('No stored runs yet');
    expect(existsSync(join(d, 'site'))).toBe(false);
  });
});

const chromium = findChromium();
if (!chromium)
  process.stderr.write(
    'benchgate: SKIPPED the history dashboard browser tests: no Chromium found (or set CHROMIUM_PATH)\n'
  );
(chromium ? describe : describe.skip)('the dashboard in headless Chromium', () => {
  let browser: Browser;
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-site-'));
  beforeAll(async () => {
    browser = await launch(chromium!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('every chart draws: the latest run highlighted, the runs of another configuration apart', async () => {
    const p = join(dir, 'site.html');
    writeFileSync(p, page(entries()));
    const { page: pg, seen } = await openFile(browser, p);
    expect(seen.console).toEqual([]);
    expect(seen.violations).toEqual([]);
    const charts = await drawnHistory(pg);
    expect(charts).toHaveLength(2);
    expect(charts[0]!.labels).toEqual(['0101010', '0202020', '0303030']);
    expect(charts[0]!.datasets.map((d) => [d.label, d.data, d.drawn])).toEqual([
      ['Signature rate', [null, null, 39], 1],
      ['other configuration or version (not judged)', [61, 61, null], 2],
      ['latest run', [null, null, 39], 1]
    ]);
    for (const c of charts) expect(c.painted).toBeGreaterThan(1000);
    expect(await pg.$$eval('figure.history-chart', (f) => f.length)).toBe(2);
    await pg.close();
  });

  test(`hostile labels (${ATTACK}) run nothing and are drawn as text`, async () => {
    const p = join(dir, 'hostile.html');
    writeFileSync(p, page(hostileEntries()));
    const { page: pg, seen } = await openFile(browser, p);
    expect(seen.dialogs).toEqual([]);
    expect(seen.console).toEqual([]);
    expect(seen.violations).toEqual([]);
    expect(await pg.evaluate(() => document.querySelectorAll('script').length)).toBe(3);
    const charts = await drawnHistory(pg);
    expect(charts.map((c) => c.datasets[0]!.label)).toEqual([ATTACK, ATTACK]);
    expect(await pg.$eval('h2 code', (e) => e.textContent)).toBe(`r/${ATTACK}.jsonl`);
    await pg.close();
  });
});
