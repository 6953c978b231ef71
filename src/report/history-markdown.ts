/**
 * The History block of the job summary and the pull-request comment (docs/history.md, "Drawing"), from
 * `Report.history` only: what the run was judged against, then one row per alerting or changed metric (alerts
 * first) with its last comparable values as a compact series (`▇▇▁ 61.00% · 61.00% → **39.00%**`) and the window
 * it was judged against. Rows are capped (the caller's budget) and long labels clipped, so the block stays small
 * next to GitHub's limits. Every value goes through the Markdown rule (`escape/markdown.ts`).
 */
import type { HistoryJudgement, HistorySeries } from '../core/history-model.js';
import { mdCell, mdCode, mdText } from './escape/markdown.js';
import {
  changed,
  comparablePoints,
  currentPoint,
  fmtValue,
  groupSeries,
  isAlert,
  pointsOf,
  testsText,
  valueOf,
  windowText
} from './history-chart.js';

const BARS = '▁▂▃▄▅▆▇█';
/** Comparable values shown before the current one. */
const SHOWN = 5;
/** Values in the sparkline (the current one included). */
const SPARK = 8;
const CLIP = 120;

const clip = (s: string) => (s.length > CLIP ? `${s.slice(0, CLIP - 1)}…` : s);

/** A unicode sparkline of the values (lowest ▁, highest █; all equal: ▄). */
export function sparkline(values: number[]): string {
  if (!values.length) return '';
  const lo = values.reduce((a, b) => Math.min(a, b));
  const hi = values.reduce((a, b) => Math.max(a, b));
  return values
    .map((v) => (hi === lo ? BARS[3] : BARS[Math.round(((v - lo) / (hi - lo)) * (BARS.length - 1))]))
    .join('');
}

/**
 * The last comparable values, the current one bold: `▇▇▁ 61.00% · 61.00% → **39.00%**` (numbers, dashes and bars
 * only: safe Markdown). A run without a value shows as —; runs apart are left out (they were not judged against).
 */
export function compactSeries(s: HistorySeries): string {
  const cur = currentPoint(s);
  const before = pointsOf(s).filter((p) => !p.apart && !p.current);
  const curValue = cur ? valueOf(cur) : null;
  const nums = comparablePoints(s).map((p) => valueOf(p)!);
  const spark = sparkline(nums.slice(-SPARK));
  const shown = before.slice(-SHOWN).map((p) => fmtValue(valueOf(p), s.unit));
  const head = `${before.length > SHOWN ? '… · ' : ''}${shown.join(' · ')}`;
  return `${spark ? `${spark} ` : ''}${head}${head ? ' → ' : ''}**${fmtValue(curValue, s.unit)}**`;
}

/** The "judged against" cell (unescaped). */
function judgedCell(s: HistorySeries): string {
  if (s.status === 'no-direction') return 'not judged: the metric has no better direction';
  if (s.status === 'insufficient')
    return `not judged: ${typeof s.sample === 'number' ? s.sample : 0} comparable run(s), below the minimum sample size`;
  const tests = testsText(s);
  return `${s.status === 'alert' ? '' : 'within the thresholds: '}${windowText(s)}${tests ? `: ${tests}` : ''}`;
}

export interface HistoryMarkdownOptions {
  /** Most rows (the rest are counted). */
  maxRows: number;
  heading?: string;
}

/** The History block: a line on the judgement, then the alerting and changed metrics (alerts first). */
export function renderHistoryMarkdown(h: HistoryJudgement, opts: HistoryMarkdownOptions): string {
  if (!h.entries)
    return `${opts.heading ?? '###'} History\n\nNo stored runs yet in ${mdText(h.source)}: this run is the first, so nothing was judged.\n`;
  const series = groupSeries(Array.isArray(h.series) ? h.series : []).flatMap((a) => a.groups.flatMap((g) => g.series));
  const alerts = series.filter(isAlert);
  const moved = series.filter((s) => !isAlert(s) && changed(s));
  const rows = [...alerts, ...moved];
  const out: string[] = [`${opts.heading ?? '###'} History`];
  out.push(
    `Judged against ${mdText(h.source)}: ${mdText(h.entries)} stored run(s)${h.apart ? ` (${mdText(h.apart)} of another configuration or benchgate version, not judged against)` : ''}; window: the last ${mdText(h.window)} comparable run(s). **${alerts.length} alert(s)**, ${moved.length} other metric(s) changed, ${series.length - rows.length} unchanged.`
  );
  const max = Math.max(0, opts.maxRows);
  if (rows.length && max) {
    const lines = rows
      .slice(0, max)
      .map(
        (s) =>
          `| ${isAlert(s) ? '🔔 alert' : '🔵 changed'} | ${mdCode(clip(String(s.path)))} | ${mdCell(clip(String(s.label || s.metric)))} | ${compactSeries(s)} | ${mdCell(judgedCell(s))} |`
      );
    out.push(
      `| | artifact | metric | last runs → this run | judged against |\n|---|---|---|---|---|\n${lines.join('\n')}${rows.length > max ? `\n\n_… and ${rows.length - max} more${alerts.length > max ? ` (${alerts.length - max} of them alerts)` : ''}: the HTML report draws every series._` : ''}`
    );
  }
  return out.join('\n\n') + '\n';
}
