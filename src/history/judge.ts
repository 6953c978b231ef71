/**
 * Judging this run's metrics against its history (docs/history.md). Pure.
 *
 * For each metric of each artifact of the report: the series of its stored values (oldest first, this run last) and,
 * when the metric has a better direction, two tests against the last `window` comparable values (same suite,
 * artifact path, metric id, configuration hash and benchgate version; others are drawn `apart`, never judged):
 * - percentage (github-action-benchmark): the worsening ratio against the previous comparable value
 *   (`better: lower`: current / previous; `higher`: previous / current) alerts at or above `alert-threshold`;
 * - z-score (Bencher): z = (current − mean) / s over the window (s: the sample standard deviation) alerts beyond
 *   `z-threshold` on the worse side; s = 0 makes any worsening an alert (z infinite) and equality ok.
 * Fewer comparable values than `min-sample`, or no value now: `insufficient`, not judged.
 */
import { BG } from '../codes/general.js';
import { finding } from '../core/finding.js';
import { fmtPercent, thresholdsOf, type HistoryConfig } from '../core/history-config.js';
import type {
  HistoryEntry,
  HistoryJudgement,
  HistoryPoint,
  HistorySeries,
  HistoryStatus
} from '../core/history-model.js';
import type { Finding, Metric, Report } from '../core/model.js';
import { fmtMetric } from '../report/delta-render.js';
import { UNKNOWN_COMMIT } from './entry.js';

/** At most this many series in `Report.history` (alerting ones first kept); every metric is still judged. */
const MAX_SERIES = 2000;

/** Relative tolerance of the percentage test (0.6 / 0.3 is 1.9999999999999998 in binary floating point). */
const EPS = 1e-12;

interface Stored {
  commit: string;
  time: string;
  value: number | null;
  apart: boolean;
}

const key = (suite: string, path: string, id: string) => `${suite}\0${path}\0${id}`;

/** Mean and sample standard deviation; identical values give exactly that value and 0. */
export function meanStddev(xs: readonly number[]): { mean: number; stddev: number } {
  const n = xs.length;
  if (n === 0) return { mean: NaN, stddev: NaN };
  if (xs.every((x) => x === xs[0])) return { mean: xs[0]!, stddev: 0 };
  let sum = 0;
  for (const x of xs) sum += x;
  const mean = sum / n;
  if (n < 2) return { mean, stddev: 0 };
  let ss = 0;
  for (const x of xs) ss += (x - mean) * (x - mean);
  return { mean, stddev: Math.sqrt(ss / (n - 1)) };
}

/** The percentage test; undefined when a value is negative (a ratio of signed values says nothing). */
export function percentageTest(
  current: number,
  previous: number,
  better: 'higher' | 'lower',
  threshold: number
): HistorySeries['percentage'] {
  if (current < 0 || previous < 0) return undefined;
  const [num, den] = better === 'lower' ? [current, previous] : [previous, current];
  const ratio = num === den ? 1 : den === 0 ? null : num / den;
  const alert = ratio === null || ratio >= threshold * (1 - EPS);
  const limit = better === 'lower' ? previous * threshold : previous / threshold;
  return { previous, ratio, threshold, limit, alert };
}

/** The z-score test over the window's values. */
export function zScoreTest(
  current: number,
  window: readonly number[],
  better: 'higher' | 'lower',
  threshold: number
): NonNullable<HistorySeries['zScore']> {
  const { mean, stddev } = meanStddev(window);
  const z = current === mean ? 0 : stddev > 0 ? (current - mean) / stddev : null;
  const worse = better === 'lower' ? current > mean : current < mean;
  const alert = worse && (z === null || Math.abs(z) > threshold);
  const limit = better === 'lower' ? mean + threshold * stddev : mean - threshold * stddev;
  return { mean, stddev, z, threshold, limit, alert };
}

const short = (c: string) => c.slice(0, 7);

function fmtZ(z: number | null, side: number): string {
  if (z === null) return side > 0 ? '+∞' : '−∞';
  const r = Math.round(z * 1000) / 1000;
  return r > 0 ? `+${r}` : r < 0 ? `−${-r}` : '0';
}

/** The BG024 message: the metric, its value, each test and the window judged against (its commits). */
function alertMessage(s: HistorySeries, m: Metric, window: readonly Stored[], current: number): string {
  const v = (x: number) => fmtMetric(x, m.unit);
  const first = window[0]!;
  const last = window[window.length - 1]!;
  const span =
    window.length === 1 ? `commit ${short(first.commit)}` : `commits ${short(first.commit)} to ${short(last.commit)}`;
  const parts: string[] = [];
  const z = s.zScore;
  if (z)
    parts.push(
      `z-score ${fmtZ(z.z, current - z.mean)} against the mean ${v(z.mean)} (standard deviation ${fmtMetric(z.stddev, m.unit)}), ${z.alert ? 'beyond' : 'within'} the boundary ${z.threshold} (worst allowed ${v(z.limit)})`
    );
  const p = s.percentage;
  if (p)
    parts.push(
      `worsening ratio ${p.ratio === null ? '∞' : fmtPercent(p.ratio)} against the previous ${v(p.previous)}, ${p.alert ? 'at or above' : 'below'} the threshold ${fmtPercent(p.threshold)} (worst allowed ${v(p.limit)})`
    );
  return `${m.id} (${m.label}) is worse than its history: ${v(current)} (${m.better} is better), judged against the last ${window.length} comparable entr${window.length === 1 ? 'y' : 'ies'} (${span}): ${parts.join('; ')}`;
}

/**
 * Judges the report against the stored entries (oldest first). `current` is this run's commit and time for the
 * series' last point (default: unknown commit, the report's start). Returns the judgement (`Report.history`) and one
 * BG024 finding per alerting metric (an error when `failOnAlert`), with the artifact's path as file and the metric
 * id as subject.
 */
export function judgeHistory(
  report: Report,
  entries: readonly HistoryEntry[],
  cfg: HistoryConfig,
  source: string,
  current: { commit?: string; time?: string } = {}
): { judgement: HistoryJudgement; findings: Finding[] } {
  const version = report.tool.version;
  const configHash = report.config.configHash;
  const wanted = new Map<string, Stored[]>();
  for (const s of report.suites)
    for (const a of s.artifacts) for (const m of a.metrics ?? []) wanted.set(key(s.suite, a.artifact.path, m.id), []);
  let apart = 0;
  for (const e of entries) {
    const isApart = e.version !== version || e.configHash !== configHash;
    if (isApart) apart++;
    for (const a of e.artifacts)
      for (const m of a.metrics) {
        const list = wanted.get(key(a.suite, a.path, m.id));
        if (list) list.push({ commit: e.commit, time: e.time, value: m.value, apart: isApart });
      }
  }
  const nowPoint = {
    commit: current.commit ?? UNKNOWN_COMMIT,
    time: current.time ?? report.startedAt ?? new Date(0).toISOString()
  };
  const series: HistorySeries[] = [];
  const findings: Finding[] = [];
  const severity = cfg.failOnAlert ? 'error' : 'warning';
  for (const s of report.suites)
    for (const a of s.artifacts)
      for (const m of a.metrics ?? []) {
        const stored = wanted.get(key(s.suite, a.artifact.path, m.id))!;
        const comparable = stored.filter((p) => !p.apart && p.value !== null);
        const window = comparable.slice(Math.max(0, comparable.length - cfg.window));
        const value = Number.isFinite(m.value) ? m.value : null;
        const points: HistoryPoint[] = stored
          .slice(Math.max(0, stored.length - (cfg.chart - 1)))
          .map((p) => ({ commit: p.commit, time: p.time, value: p.value, ...(p.apart ? { apart: true } : {}) }));
        points.push({ ...nowPoint, value, current: true });
        const out: HistorySeries = {
          suite: s.suite,
          path: a.artifact.path,
          metric: m.id,
          label: m.label,
          ...(m.unit !== undefined ? { unit: m.unit } : {}),
          ...(m.better !== undefined ? { better: m.better } : {}),
          points,
          status: 'insufficient',
          sample: window.length
        };
        let status: HistoryStatus;
        if (!m.better) status = 'no-direction';
        else if (value === null || window.length < cfg.minSample) status = 'insufficient';
        else {
          const t = thresholdsOf(cfg, m.id);
          const values = window.map((p) => p.value!);
          const pct = percentageTest(value, values[values.length - 1]!, m.better, t.alertThreshold);
          if (pct) out.percentage = pct;
          out.zScore = zScoreTest(value, values, m.better, t.zThreshold);
          status = out.zScore.alert || pct?.alert ? 'alert' : 'ok';
          if (status === 'alert')
            findings.push(
              finding(BG.BG024, alertMessage(out, m, window, value), { file: a.artifact.path, subject: m.id }, severity)
            );
        }
        out.status = status;
        series.push(out);
      }
  const alerts = series.filter((x) => x.status === 'alert').length;
  let shown = series;
  if (series.length > MAX_SERIES) {
    // Keep every alerting series, then the others in report order, up to the cap.
    const room = Math.max(0, MAX_SERIES - alerts);
    let others = 0;
    shown = series.filter((x) => x.status === 'alert' || others++ < room).slice(0, MAX_SERIES);
  }
  return {
    judgement: { source, entries: entries.length, apart, window: cfg.window, series: shown, alerts },
    findings
  };
}
