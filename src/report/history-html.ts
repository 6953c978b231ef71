/**
 * The History section of the HTML report (docs/history.md, "Drawing"), from `Report.history` only: what the run
 * was judged against, the alerts with their windows, then per artifact and metric group (`case/maxcut-4`) one line
 * chart per metric over the stored runs, alerts first, at most HISTORY_CHART_CAP charts (the rest listed with their
 * last values). Every chart's data is also a table (no JavaScript, printing). Every string is escaped; the chart
 * data goes to the page's `bg-history` JSON block through the caller.
 */
import type { HistoryJudgement, HistorySeries } from '../core/history-model.js';
import { htmlAttr, htmlText } from './escape/html.js';
import {
  chartData,
  chartsUnderCap,
  fmtValue,
  groupSeries,
  HISTORY_CHART_CAP,
  isAlert,
  judgementText,
  pointsOf,
  shortCommit,
  STATUS_WORD,
  testsText,
  valueOf,
  windowText,
  type HistoryChartData
} from './history-chart.js';

/** One chart of the `bg-history` block. */
export interface HistorySpec {
  id: string;
  history: HistoryChartData;
}

const STATUS_CLASS = { alert: 's-fail', ok: 's-pass', insufficient: 'muted', 'no-direction': 'muted' } as const;

function statusBadge(s: HistorySeries): string {
  const cls = STATUS_CLASS[s.status] ?? 'muted';
  return `<span class="${cls}">${htmlText(STATUS_WORD[s.status] ?? String(s.status))}</span>`;
}

/** The data table under a chart: every point, the current one and those apart marked. */
function pointTable(s: HistorySeries, current: string): string {
  const rows = pointsOf(s)
    .map((p) => {
      const v = valueOf(p);
      const note = p.current ? current : p.apart ? 'other configuration or version (not judged)' : '';
      return `<tr${p.current ? ' class="current"' : ''}><td><code>${htmlText(shortCommit(p.commit))}</code></td><td>${htmlText(p.time ?? '')}</td>${v === null ? '<td class="muted">—</td>' : `<td>${htmlText(fmtValue(v, s.unit))}</td>`}<td>${htmlText(note)}</td></tr>`;
    })
    .join('');
  return `<table><thead><tr><th scope="col">Commit</th><th scope="col">Time</th><th scope="col">Value</th><th scope="col">Note</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/**
 * One chart: caption (label, status), canvas, the judgement sentence, the data table. The dashboard (no judgement)
 * passes its own sentence and legend, and no status badge.
 */
export function historyFigure(
  s: HistorySeries,
  id: string,
  specs: HistorySpec[],
  o: { sentence?: string; badge?: boolean; currentLabel?: string } = {}
): string {
  const data = { ...chartData(s), ...(o.currentLabel ? { currentLabel: o.currentLabel } : {}) };
  specs.push({ id, history: data });
  const limits = data.limits.length
    ? `<p class="muted">Lines: ${data.limits.map((l) => htmlText(`${l.label} = ${fmtValue(s.unit === 'ratio' ? l.value / 100 : l.value, s.unit)}`)).join('; ')}.</p>`
    : '';
  return `<figure class="history-chart" id="${htmlAttr(id)}-f" data-history="${htmlAttr(id)}" data-status="${htmlAttr(s.status)}" data-points="${data.values.length}"><figcaption>${htmlText(data.label)} <span class="muted">(${htmlText(s.metric)})</span>${o.badge === false ? '' : ` ${statusBadge(s)}`}</figcaption><div class="chart-box"><canvas id="${htmlAttr(id)}" role="img" aria-label="${htmlAttr(`History of ${data.label} over ${data.values.length} run(s). The same data is in the table below.`)}"></canvas></div><p>${htmlText(o.sentence ?? judgementText(s))}</p><details><summary>Data table</summary>${pointTable(s, o.currentLabel ?? 'this run')}${limits}</details></figure>`;
}

/** The alerts, each with the window it was judged against (links to the charts that are drawn). */
function alertTable(alerts: HistorySeries[], ids: Map<HistorySeries, string>): string {
  if (!alerts.length) return '';
  const rows = alerts
    .map((s) => {
      const id = ids.get(s);
      const cur = pointsOf(s).find((p) => p.current);
      const label = htmlText(s.label || s.metric);
      return `<tr><td><code>${htmlText(s.path)}</code> <span class="muted">(${htmlText(s.suite)})</span></td><td>${id ? `<a href="#${htmlAttr(id)}-f">${label}</a>` : label}</td><td>${htmlText(fmtValue(cur ? valueOf(cur) : null, s.unit))}</td><td>${htmlText(`${windowText(s)}: ${testsText(s)}`)}</td></tr>`;
    })
    .join('');
  return `<h3 class="s-fail">Alerts (${alerts.length})</h3><table id="history-alerts"><thead><tr><th scope="col">Artifact</th><th scope="col">Metric</th><th scope="col">This run</th><th scope="col">Judged against</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** The series left out by the cap: one row each with the last values. */
function leftOutTable(left: HistorySeries[]): string {
  if (!left.length) return '';
  const max = 1000;
  const rows = left
    .slice(0, max)
    .map((s) => {
      const last = pointsOf(s)
        .slice(-5)
        .map((p) => fmtValue(valueOf(p), s.unit))
        .join(' · ');
      return `<tr><td><code>${htmlText(s.path)}</code></td><td>${htmlText(s.label || s.metric)} <span class="muted">(${htmlText(s.metric)})</span></td><td>${statusBadge(s)}</td><td>${htmlText(last)}</td></tr>`;
    })
    .join('');
  return `<details id="history-left-out"><summary>${left.length} more series not drawn (at most ${HISTORY_CHART_CAP} charts, alerts first)</summary><table><thead><tr><th scope="col">Artifact</th><th scope="col">Metric</th><th scope="col">Status</th><th scope="col">Last values</th></tr></thead><tbody>${rows}</tbody></table>${left.length > max ? `<p class="muted">… and ${left.length - max} more in the JSON report.</p>` : ''}</details>`;
}

/** The line for a history with no stored run yet (escaped). */
function firstRun(h: HistoryJudgement): string {
  return `No stored runs yet in ${htmlText(h.source)}: this run is the first, so nothing was judged; its metrics are drawn from the next run on.`;
}

/** The History section; chart data is pushed onto `specs` (the caller writes the `bg-history` block). */
export function renderHistoryHtml(h: HistoryJudgement, specs: HistorySpec[], cap = HISTORY_CHART_CAP): string {
  if (!h.entries) {
    // The first run: nothing to draw against yet (every series is this run alone).
    return `<section id="history" aria-labelledby="history-h"><h2 id="history-h">History</h2><p id="history-intro">${firstRun(h)}</p></section>`;
  }
  const series = Array.isArray(h.series) ? h.series : [];
  const groups = groupSeries(series);
  const { drawn, left } = chartsUnderCap(groups, cap);
  const ids = new Map<HistorySeries, string>();
  let n = 0;
  for (const a of groups) for (const g of a.groups) for (const s of g.series) if (drawn.has(s)) ids.set(s, `h${n++}`);
  const alerts = groups.flatMap((a) => a.groups.flatMap((g) => g.series.filter(isAlert)));
  const intro = `<p id="history-intro">Judged against ${htmlText(h.source)}: ${htmlText(h.entries)} stored run(s)${h.apart ? `, ${htmlText(h.apart)} of another configuration or benchgate version (drawn apart, never judged against)` : ''}; window: the last ${htmlText(h.window)} comparable run(s); ${series.length} metric series, <strong>${alerts.length} alert(s)</strong>.</p>`;
  const artifacts = groups
    .map((a) => {
      const body = a.groups
        .map((g) => {
          const figs = g.series
            .filter((s) => drawn.has(s))
            .map((s) => historyFigure(s, ids.get(s)!, specs))
            .join('');
          if (!figs) return '';
          return `<div class="history-group" data-group="${htmlAttr(g.prefix)}">${g.prefix ? `<h4><code>${htmlText(g.prefix)}</code></h4>` : ''}${figs}</div>`;
        })
        .join('');
      if (!body) return '';
      return `<section class="artifact history-artifact"><h3><code>${htmlText(a.path)}</code> <span class="muted">(${htmlText(a.suite)})</span>${a.alerts ? ` <span class="s-fail">${a.alerts} alert(s)</span>` : ''}</h3>${body}</section>`;
    })
    .join('');
  const empty = series.length ? '' : '<p>No metric series: the stored runs and this run share no metric.</p>';
  return `<section id="history" aria-labelledby="history-h"><h2 id="history-h">History</h2>${intro}${alertTable(alerts, ids)}${empty}${artifacts}${leftOutTable(left)}</section>`;
}
