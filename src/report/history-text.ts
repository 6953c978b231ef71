/**
 * The CLI's history lines (docs/history.md): one header line (the store, entries read, entries apart, the window),
 * then one line per alert naming the metric, its value, the test(s) that alerted and the window it was judged
 * against. Everything from the history or an artifact is escaped for the terminal.
 */
import type { HistoryJudgement, HistorySeries } from '../core/history-model.js';
import { fmtMetric } from './delta-render.js';
import { fmtZ } from './history-chart.js';
import { escapeText as t } from './escape/text.js';

const short = (c: string) => c.slice(0, 7);

const pct = (r: number) => `${Math.round(r * 10000) / 100}%`;

/** One alert in one line: `ALERT path metric value — z … ; ratio … — window: last N (commits a..b)`. */
function alertLine(s: HistorySeries): string {
  const v = (x: number | null) => fmtMetric(x, s.unit);
  const current = s.points[s.points.length - 1]?.value ?? null;
  const judged = s.points.filter((p) => !p.current && !p.apart && p.value !== null).slice(-s.sample);
  const span =
    judged.length === 0
      ? ''
      : judged.length === 1
        ? ` (${short(judged[0]!.commit)})`
        : ` (${short(judged[0]!.commit)}..${short(judged[judged.length - 1]!.commit)})`;
  const tests: string[] = [];
  if (s.zScore?.alert)
    tests.push(
      `z ${fmtZ(s.zScore.z, (current ?? 0) - s.zScore.mean)} beyond ${s.zScore.threshold} (mean ${v(s.zScore.mean)}, sd ${v(s.zScore.stddev)})`
    );
  if (s.percentage?.alert)
    tests.push(
      `ratio ${s.percentage.ratio === null ? '∞' : pct(s.percentage.ratio)} ≥ ${pct(s.percentage.threshold)} (previous ${v(s.percentage.previous)})`
    );
  return `ALERT ${t(s.path)} ${t(s.metric)} ${v(current)} — ${tests.join('; ')} — window: last ${s.sample}${span}`;
}

/** `show`: how a stored path is shown (the CLI's rule, relative to the current folder: `report/display-path.ts`). */
export function renderHistoryText(
  h: HistoryJudgement,
  opts: { color: boolean; show?: (path: string) => string }
): string {
  const c = (code: string, s: string) => (opts.color ? `\x1b[${code}m${s}\x1b[0m` : s);
  const judged = h.series.filter((s) => s.status === 'ok' || s.status === 'alert').length;
  const insufficient = h.series.filter((s) => s.status === 'insufficient').length;
  const lines = [
    c(
      '1',
      `== History (${t(h.source)}): ${h.entries} entr${h.entries === 1 ? 'y' : 'ies'}${h.apart ? `, ${h.apart} apart (another configuration or version)` : ''}, window ${h.window}: ${h.alerts} alert${h.alerts === 1 ? '' : 's'}, ${judged} metric(s) judged, ${insufficient} not enough history`
    )
  ];
  for (const s of h.series)
    if (s.status === 'alert') lines.push(c('33', alertLine(opts.show ? { ...s, path: opts.show(s.path) } : s)));
  return lines.join('\n') + '\n';
}
