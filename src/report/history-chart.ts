/**
 * What every channel draws of a track record, as plain data (docs/history.md, "Drawing"): the order of the series
 * (alerts first), their grouping (per artifact, then per metric-id prefix: `case/maxcut-4/gap` is in group
 * `case/maxcut-4`), the chart cap, a series' chart data (short commits on the x axis, the current run, the points
 * drawn apart, the alert limits) and the sentences that say what a value was judged against. Pure functions over
 * `Report.history` (`core/history-model.ts`); no suite is known here and nothing is escaped (each channel escapes).
 */
import type { HistoryPoint, HistorySeries, HistoryStatus } from '../core/history-model.js';
import { compareText } from '../core/order.js';
import { fmtMetric } from './delta-render.js';

/** Charts drawn in the HTML report's History section; the rest are listed with their last values. */
export const HISTORY_CHART_CAP = 60;

/** The chart data one history chart needs (`<script type="application/json" id="bg-history">`). */
export interface HistoryChartData {
  /** The metric's label (legend of the judged line). */
  label: string;
  /** y-axis title, with the unit (ratios are drawn as percentages). */
  y: string;
  /** One x per point: the commit's first 7 characters. */
  labels: string[];
  /** ISO times of the points (tooltips). */
  times: string[];
  /** The values (null: no value in that run); ratios × 100. */
  values: (number | null)[];
  /** Per point: from another configuration or benchgate version (drawn apart, never joined to the line). */
  apart: boolean[];
  /** Index of the current run's point, −1 when the series has none. */
  current: number;
  /** Whether the current value raised an alert (the highlighted point is drawn in the alert colour). */
  alert: boolean;
  /** The legend of the highlighted point ("this run", "this run (alert)", "latest run"). */
  currentLabel: string;
  /** Horizontal lines: the worst values the thresholds allow. */
  limits: { label: string; value: number }[];
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The points of a series, defensively (a report read back from elsewhere may hold anything). */
export function pointsOf(s: HistorySeries): HistoryPoint[] {
  return Array.isArray(s.points) ? s.points : [];
}

/** A point's value, or null when it is not a finite number. */
export function valueOf(p: HistoryPoint): number | null {
  return finite(p.value) ? p.value : null;
}

/** The group of a metric: its id up to the last '/' ('' for artifact-wide metrics such as `headline_accuracy`). */
export function metricGroup(metric: string): string {
  const i = String(metric).lastIndexOf('/');
  return i > 0 ? metric.slice(0, i) : '';
}

export const isAlert = (s: HistorySeries): boolean => s.status === 'alert';

/** One artifact's series, grouped by metric prefix (alerting groups first, else in the order of the series). */
export interface HistoryArtifactGroup {
  suite: string;
  path: string;
  alerts: number;
  groups: { prefix: string; series: HistorySeries[] }[];
}

/** Series of one artifact and group keep their given (the suite's metric) order, alerts first. */
function alertsFirst(xs: HistorySeries[]): HistorySeries[] {
  return [...xs.filter(isAlert), ...xs.filter((s) => !isAlert(s))];
}

/**
 * The series by artifact (alerting artifacts first, then by suite and path in code-point order) and, within each,
 * by metric group (alerting groups first, then in order of first appearance); alerts first inside every group.
 */
export function groupSeries(series: readonly HistorySeries[]): HistoryArtifactGroup[] {
  const byArtifact = new Map<string, HistoryArtifactGroup & { order: Map<string, HistorySeries[]> }>();
  for (const s of series) {
    const key = `${s.suite}\u0000${s.path}`;
    let a = byArtifact.get(key);
    if (!a) byArtifact.set(key, (a = { suite: s.suite, path: s.path, alerts: 0, groups: [], order: new Map() }));
    if (isAlert(s)) a.alerts++;
    const g = metricGroup(s.metric);
    const list = a.order.get(g);
    if (list) list.push(s);
    else a.order.set(g, [s]);
  }
  const out: HistoryArtifactGroup[] = [];
  for (const a of byArtifact.values()) {
    const groups = [...a.order.entries()].map(([prefix, xs]) => ({ prefix, series: alertsFirst(xs) }));
    out.push({
      suite: a.suite,
      path: a.path,
      alerts: a.alerts,
      groups: [...groups.filter((g) => g.series.some(isAlert)), ...groups.filter((g) => !g.series.some(isAlert))]
    });
  }
  return out.sort(
    (x, y) =>
      Number(y.alerts > 0) - Number(x.alerts > 0) || compareText(x.suite, y.suite) || compareText(x.path, y.path)
  );
}

/**
 * Which series get a chart under the cap: every alert first (in display order), then the rest in display order.
 * Returns the drawn set and the series left out (in display order).
 */
export function chartsUnderCap(
  groups: readonly HistoryArtifactGroup[],
  cap: number
): { drawn: Set<HistorySeries>; left: HistorySeries[] } {
  const ordered = groups.flatMap((a) => a.groups.flatMap((g) => g.series));
  const drawn = new Set<HistorySeries>();
  for (const s of ordered.filter(isAlert)) if (drawn.size < cap) drawn.add(s);
  for (const s of ordered) if (drawn.size < cap) drawn.add(s);
  return { drawn, left: ordered.filter((s) => !drawn.has(s)) };
}

/** A value as the channels show it: ratios as percentages, else up to six significant digits; '—' for none. */
export function fmtValue(v: number | null, unit?: string): string {
  return fmtMetric(finite(v) ? v : null, unit);
}

/**
 * A z-score: two decimals with a real minus sign. null (or ±Infinity) is an infinite z, a window without spread:
 * ±∞ on the side of `side` (current − mean), as Report.history records it.
 */
export function fmtZ(z: unknown, side = 0): string {
  if (finite(z)) return (z < 0 ? '−' : '') + Math.abs(z).toFixed(2);
  if (z === Infinity || (!finite(z) && z !== -Infinity && side > 0)) return '+∞';
  if (z === -Infinity || side < 0) return '−∞';
  return '∞';
}

const round = (v: number) => String(Number(v.toPrecision(4)));

/** The worst value each test allows, as chart lines (finite limits only). */
function limitsOf(s: HistorySeries): { label: string; value: number }[] {
  const out: { label: string; value: number }[] = [];
  const scale = s.unit === 'ratio' ? 100 : 1;
  if (s.percentage && finite(s.percentage.limit))
    out.push({
      label: `percentage limit (×${finite(s.percentage.threshold) ? round(s.percentage.threshold) : '?'} of the previous)`,
      value: s.percentage.limit * scale
    });
  if (s.zScore && finite(s.zScore.limit))
    out.push({
      label: `z-score limit (${finite(s.zScore.threshold) ? round(s.zScore.threshold) : '?'} σ)`,
      value: s.zScore.limit * scale
    });
  return out;
}

/** The commit as an x label: its first 7 characters (hex in valid history; shown as text either way). */
export function shortCommit(commit: unknown): string {
  return String(commit ?? '').slice(0, 7);
}

/** A series as the chart draws it. */
export function chartData(s: HistorySeries): HistoryChartData {
  const pts = pointsOf(s);
  const scale = s.unit === 'ratio' ? 100 : 1;
  const unit = s.unit === 'ratio' ? '%' : s.unit;
  let current = -1;
  pts.forEach((p, i) => {
    if (p.current) current = i;
  });
  return {
    label: String(s.label || s.metric),
    y: `${String(s.label || s.metric)}${unit ? ` (${unit})` : ''}`,
    labels: pts.map((p) => shortCommit(p.commit)),
    times: pts.map((p) => String(p.time ?? '')),
    values: pts.map((p) => {
      const v = valueOf(p);
      return v === null ? null : v * scale;
    }),
    apart: pts.map((p) => p.apart === true),
    current,
    alert: isAlert(s),
    currentLabel: isAlert(s) ? 'this run (alert)' : 'this run',
    limits: limitsOf(s)
  };
}

/** The comparable points (not apart, with a value), oldest first; the current run's last when it has a value. */
export function comparablePoints(s: HistorySeries): HistoryPoint[] {
  return pointsOf(s).filter((p) => !p.apart && valueOf(p) !== null);
}

/** The current run's point, if any. */
export function currentPoint(s: HistorySeries): HistoryPoint | undefined {
  return pointsOf(s).find((p) => p.current);
}

/** Whether the current value differs from the previous comparable one (a metric the summaries list). */
export function changed(s: HistorySeries): boolean {
  const cur = currentPoint(s);
  if (!cur) return false;
  const prev = pointsOf(s)
    .filter((p) => !p.apart && !p.current)
    .at(-1);
  if (!prev) return false;
  return valueOf(prev) !== valueOf(cur);
}

export const STATUS_WORD: Record<HistoryStatus, string> = {
  alert: 'ALERT',
  ok: 'ok',
  insufficient: 'not judged',
  'no-direction': 'no direction'
};

/** "the last 2 runs of the same configuration" (the window a value was judged against). */
export function windowText(s: HistorySeries): string {
  const n = finite(s.sample) ? s.sample : 0;
  return `the last ${n} run${n === 1 ? '' : 's'} of the same configuration`;
}

/** The tests' outcome in one line: z and ratio with their limits (unescaped). */
export function testsText(s: HistorySeries): string {
  const parts: string[] = [];
  const z = s.zScore;
  if (z)
    parts.push(
      `z = ${fmtZ(z.z, (valueOf(currentPoint(s) ?? { commit: '', time: '', value: null }) ?? z.mean) - z.mean)} (boundary ${finite(z.threshold) ? round(z.threshold) : '?'}, limit ${fmtValue(z.limit, s.unit)}${z.alert ? ': ALERT' : ''})`
    );
  const p = s.percentage;
  if (p)
    parts.push(
      `ratio ${finite(p.ratio) ? round(p.ratio) : '∞'} vs the previous ${fmtValue(p.previous, s.unit)} (threshold ${finite(p.threshold) ? round(p.threshold) : '?'}, limit ${fmtValue(p.limit, s.unit)}${p.alert ? ': ALERT' : ''})`
    );
  return parts.join('; ');
}

/** What the series was judged against, in one sentence (unescaped). */
export function judgementText(s: HistorySeries): string {
  if (s.status === 'no-direction') return 'Drawn only: the metric has no better direction, so it is never judged.';
  if (s.status === 'insufficient') {
    const n = finite(s.sample) ? s.sample : 0;
    return currentPoint(s) && valueOf(currentPoint(s)!) === null
      ? 'Not judged: this run has no value.'
      : `Not judged: ${n} comparable run(s), fewer than the minimum sample size.`;
  }
  const tests = testsText(s);
  return `${s.status === 'alert' ? 'Alert' : 'Within the thresholds'}: judged against ${windowText(s)}${tests ? `: ${tests}` : ''}.`;
}
