/**
 * The history dashboard (`benchgate history render DIR --out site/`, docs/history.md "Drawing"): stored runs →
 * files, pure. One self-contained `index.html` for GitHub Pages: every artifact's metrics as line charts over the
 * stored runs (the same charts as the HTML report's History section, `history-client.ts`), grouped per artifact and
 * metric prefix (`case/maxcut-4`), the latest run highlighted, runs of another configuration or benchgate version
 * than the latest drawn apart; a data table per chart; the list of runs; the problems met reading the history.
 * Chart.js is inlined as in the HTML report; the CSP allows nothing from the network. Every string is escaped.
 */
import type { HistoryEntry, HistoryPoint, HistorySeries } from '../core/history-model.js';
import type { Finding } from '../core/model.js';
import { htmlAttr, htmlText, jsonForScript } from './escape/html.js';
import { chartsUnderCap, fmtValue, groupSeries, shortCommit } from './history-chart.js';
import { HISTORY_DRAW } from './history-client.js';
import { historyFigure, type HistorySpec } from './history-html.js';
import { documentHead } from './html.js';

/** Defaults of the dashboard's bounds (the page stays a few MB at most). */
export const SITE_DEFAULTS = { maxItems: 100, maxCharts: 300, maxRuns: 1000 } as const;

export interface SiteOptions {
  /** Chart.js source to inline (`html-vendor.ts`); absent: tables only. */
  chartJs?: string;
  /** Where the entries came from (shown), e.g. `history/entries.jsonl`. */
  source?: string;
  title?: string;
  /** Problems met reading the history (bad lines left out), listed on the page. */
  findings?: Finding[];
  /** Most runs per chart, the newest (`--max-items-in-chart`, default 100; the history keeps 500 by default). */
  maxItems?: number;
  /** Most charts on the page (default 300); the rest are counted. */
  maxCharts?: number;
}

export interface SiteFile {
  /** Relative POSIX path inside the output folder. */
  path: string;
  content: string;
}

/** The script of the dashboard (after Chart.js): draws the `bg-history` charts, redraws on a scheme change. */
export const SITE_SCRIPT = String.raw`(function () {
  'use strict';
  var doc = document;
  var root = doc.documentElement;
  function css(name, fallback) {
    var v = getComputedStyle(root).getPropertyValue(name);
    return v && v.trim() ? v.trim() : fallback;
  }
${HISTORY_DRAW}
  drawHistoryAll();
  if (window.matchMedia) {
    var mq = window.matchMedia('(prefers-color-scheme: dark)');
    if (mq.addEventListener) mq.addEventListener('change', drawHistoryAll);
  }
})();
`;

const sameRun = (e: HistoryEntry, ref: HistoryEntry) => e.version === ref.version && e.configHash === ref.configHash;

/**
 * The stored runs as series: one per (suite, artifact path, metric id), over the last `maxItems` entries that hold
 * the artifact (oldest first; a run where the artifact had no such metric is a gap). The newest entry is the
 * current point; entries of another configuration or version than the newest are `apart`. Metrics are in the
 * newest entry's order (then older ones'), label, unit and direction from the newest entry that has the metric.
 */
export function seriesOfEntries(
  entries: readonly HistoryEntry[],
  maxItems: number = SITE_DEFAULTS.maxItems
): HistorySeries[] {
  const recent = entries.slice(-Math.max(1, maxItems));
  const latest = recent[recent.length - 1];
  if (!latest) return [];
  const out = new Map<string, HistorySeries>();
  // First sight, newest first: the keys, in the newest entry's order, and their labels.
  for (let i = recent.length - 1; i >= 0; i--)
    for (const a of recent[i].artifacts)
      for (const m of a.metrics) {
        const key = JSON.stringify([a.suite, a.path, m.id]);
        if (out.has(key)) continue;
        out.set(key, {
          suite: a.suite,
          path: a.path,
          metric: m.id,
          label: m.label ?? m.id,
          ...(m.unit ? { unit: m.unit } : {}),
          ...(m.better ? { better: m.better } : {}),
          points: [],
          status: m.better ? 'ok' : 'no-direction',
          sample: 0
        });
      }
  const byArtifact = new Map<string, HistorySeries[]>();
  for (const s of out.values()) {
    const k = JSON.stringify([s.suite, s.path]);
    const list = byArtifact.get(k);
    if (list) list.push(s);
    else byArtifact.set(k, [s]);
  }
  for (let i = 0; i < recent.length; i++) {
    const e = recent[i];
    const seen = new Set<string>();
    for (const a of e.artifacts) {
      const artifactKey = JSON.stringify([a.suite, a.path]);
      if (seen.has(artifactKey)) continue; // a path listed twice in one run: the first counts
      seen.add(artifactKey);
      const values = new Map(a.metrics.map((m) => [m.id, m.value]));
      for (const s of byArtifact.get(artifactKey) ?? []) {
        const v = values.get(s.metric);
        const p: HistoryPoint = { commit: e.commit, time: e.time, value: typeof v === 'number' ? v : null };
        if (i === recent.length - 1) p.current = true;
        else if (!sameRun(e, latest)) p.apart = true;
        s.points.push(p);
      }
    }
  }
  return [...out.values()].filter((s) => s.points.length > 0);
}

/** What a dashboard chart says under it (no judgement: the runs, the latest value, the runs apart). */
function sentence(s: HistorySeries): string {
  const pts = s.points;
  const apart = pts.filter((p) => p.apart).length;
  const last = pts[pts.length - 1];
  const latest = last?.current ? `latest ${fmtValue(last.value, s.unit)}` : 'not in the latest run';
  const dir = s.better ? `${s.better} is better` : 'no better direction';
  return `${pts.length} run(s) from ${shortCommit(pts[0]?.commit)} to ${shortCommit(last?.commit)}; ${latest}; ${dir}${apart ? `; ${apart} run(s) of another configuration or benchgate version drawn apart` : ''}.`;
}

function runsTable(entries: readonly HistoryEntry[], max: number): string {
  const shown = entries.slice(-max).reverse();
  const rows = shown
    .map(
      (e) =>
        `<tr><td><code>${htmlText(shortCommit(e.commit))}</code></td><td>${htmlText(e.time)}</td><td>${htmlText(e.run ?? '')}</td><td>${htmlText(e.ref ?? '')}</td><td>${htmlText(e.version)}</td><td><code>${htmlText(String(e.configHash).slice(0, 12))}</code></td><td class="s-${e.verdict === 'pass' ? 'pass' : 'fail'}">${htmlText(e.verdict)}</td><td>${e.artifacts.length}</td></tr>`
    )
    .join('');
  return `<details id="runs"><summary>Runs (${entries.length}, newest first)</summary><table><thead><tr><th scope="col">Commit</th><th scope="col">Time</th><th scope="col">CI run</th><th scope="col">Ref</th><th scope="col">benchgate</th><th scope="col">Configuration</th><th scope="col">Verdict</th><th scope="col">Artifacts</th></tr></thead><tbody>${rows}</tbody></table>${entries.length > shown.length ? `<p class="muted">… and ${entries.length - shown.length} older run(s).</p>` : ''}</details>`;
}

function problems(findings: readonly Finding[]): string {
  if (!findings.length) return '';
  const li = findings
    .slice(0, 100)
    .map(
      (f) =>
        `<li><span class="sev-${htmlAttr(f.severity)}">${htmlText(f.severity)}</span> <code>${htmlText(f.code)}</code> ${f.file ? `<code>${htmlText(f.file)}${f.line ? `:${f.line}` : ''}</code> ` : ''}${htmlText(f.message)}</li>`
    )
    .join('');
  return `<section id="problems" aria-labelledby="problems-h"><h2 id="problems-h">Problems reading the history (${findings.length})</h2><p>What these name was left out; the charts show the rest.</p><ul>${li}</ul></section>`;
}

/** The dashboard's files (only `index.html` today). Deterministic: the same entries give the same bytes. */
export function renderHistorySite(entries: readonly HistoryEntry[], o: SiteOptions = {}): SiteFile[] {
  const series = seriesOfEntries(entries, o.maxItems ?? SITE_DEFAULTS.maxItems);
  const groups = groupSeries(series);
  const cap = o.maxCharts ?? SITE_DEFAULTS.maxCharts;
  const { drawn, left } = chartsUnderCap(groups, cap);
  const specs: HistorySpec[] = [];
  let n = 0;
  const toc: string[] = [];
  const artifacts = groups
    .map((a, ai) => {
      const body = a.groups
        .map((g) => {
          const figs = g.series
            .filter((s) => drawn.has(s))
            .map((s) =>
              historyFigure(s, `h${n++}`, specs, { sentence: sentence(s), badge: false, currentLabel: 'latest run' })
            )
            .join('');
          return figs
            ? `<div class="history-group" data-group="${htmlAttr(g.prefix)}">${g.prefix ? `<h3><code>${htmlText(g.prefix)}</code></h3>` : ''}${figs}</div>`
            : '';
        })
        .join('');
      if (body)
        toc.push(
          `<li><a href="#art-${ai}"><code>${htmlText(a.path)}</code></a> <span class="muted">(${htmlText(a.suite)}, ${a.groups.reduce((k, g) => k + g.series.length, 0)} series)</span></li>`
        );
      return body
        ? `<section class="artifact history-artifact" id="art-${ai}"><h2><code>${htmlText(a.path)}</code> <span class="muted">(${htmlText(a.suite)})</span></h2>${body}</section>`
        : '';
    })
    .join('');
  const latest = entries[entries.length - 1];
  const title = o.title ?? 'benchgate history';
  const intro = latest
    ? `<p id="intro">${entries.length} stored run(s)${o.source ? ` from ${htmlText(o.source)}` : ''}, ${htmlText(entries[0].time)} to ${htmlText(latest.time)}; latest <code>${htmlText(shortCommit(latest.commit))}</code> (benchgate ${htmlText(latest.version)}, configuration <code>${htmlText(String(latest.configHash).slice(0, 12))}</code>, ${htmlText(latest.verdict)}). ${series.length} metric series; each chart shows the last ${o.maxItems ?? SITE_DEFAULTS.maxItems} run(s) at most.</p>`
    : `<p id="intro">No stored runs yet${o.source ? ` in ${htmlText(o.source)}` : ''}: the history fills on push runs of the default branch.</p>`;
  const more = left.length
    ? `<p class="muted" id="left-out">${left.length} more series not drawn (at most ${cap} charts); <code>benchgate history show DIR --format json</code> lists every value.</p>`
    : '';
  const body = `<header><h1>${htmlText(title)}</h1>${intro}</header><main>${problems(o.findings ?? [])}${toc.length > 1 ? `<nav aria-label="Artifacts"><ul id="toc">${toc.join('')}</ul></nav>` : ''}${artifacts}${more}${latest ? runsTable(entries, SITE_DEFAULTS.maxRuns) : ''}</main><footer class="muted"><p>Written by benchgate history render. Self-contained: no network access at view time. Charts by Chart.js (MIT); every chart's data is also in its table.</p></footer>`;
  const scripts = o.chartJs && specs.length ? [o.chartJs, SITE_SCRIPT] : [];
  const html = `<!doctype html>
<html lang="en">
${documentHead(title, scripts)}
<body>
${body}
<script type="application/json" id="bg-history">${jsonForScript(specs)}</script>
${scripts.map((s) => `<script>${s}</script>`).join('\n')}
</body>
</html>
`;
  return [{ path: 'index.html', content: html }];
}
