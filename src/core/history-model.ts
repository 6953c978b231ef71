/**
 * The track record as plain data (docs/history.md).
 *
 * Two shapes live here:
 * - `HistoryEntry`: one stored run (one line of a history's `entries.jsonl`, oldest first), written on push runs of
 *   the default branch (a `benchgate-history` branch through the GitHub API) or to a local folder (`--history DIR`,
 *   `history: file:<path>`). Stored history is hostile input: read it only through `src/history/read.ts`
 *   (size-bounded, schema-validated, never executed).
 * - `HistoryJudgement` (`Report.history`): what this run was judged against and the series each channel draws
 *   (HTML History section, the job summary, the comment, `history render`). Produced by `src/history/judge.ts`;
 *   the report layer renders it without knowing any suite.
 */
import type { GateStatus, Verdict } from './levels.js';

export const HISTORY_SCHEMA = 'benchgate.history/1';

/** One metric of one artifact in a stored run. */
export interface HistoryMetric {
  /** `Metric.id`, stable across runs (e.g. `headline_accuracy`, `case/maxcut-4/gap`). */
  id: string;
  label?: string;
  /** null: the artifact could not produce it in that run. */
  value: number | null;
  unit?: string;
  better?: 'higher' | 'lower';
}

/** One artifact of a stored run: its gates' statuses and its metrics. */
export interface HistoryArtifact {
  suite: string;
  /** Repository-relative POSIX path, as in the report. */
  path: string;
  gates: { id: string; status: GateStatus }[];
  metrics: HistoryMetric[];
}

/** One stored run. */
export interface HistoryEntry {
  schema: typeof HISTORY_SCHEMA;
  /** The commit the run checked (40 or 64 hex digits). */
  commit: string;
  /** ISO time the run started. */
  time: string;
  /** The CI run (`<run id>/<attempt>`), absent for local runs. */
  run?: string;
  /** The branch or ref, when known (`refs/heads/main`). */
  ref?: string;
  /** benchgate version that wrote the entry. */
  version: string;
  /** `Report.config.configHash` of the run. */
  configHash: string;
  verdict: Verdict;
  artifacts: HistoryArtifact[];
}

/**
 * Where history is kept and how a run adds to it. Implementations: a local folder (`src/history/file-store.ts`)
 * and a branch through the GitHub API (`src/github/history-branch.ts`). `read` returns the raw text of
 * `entries.jsonl` (or '' when there is none yet); `append` adds one entry, keeps the newest `max`, and must not lose
 * a concurrent writer's entry (retry on a non-fast-forward update).
 */
export interface HistoryStore {
  /** Shown in messages and in `Report.history.source`, e.g. `branch benchgate-history` or `file .bench/history`. */
  readonly label: string;
  /** The file BG022/BG023 findings point at (`entries.jsonl` in the folder, or on the branch); default `label`. */
  readonly file?: string;
  /**
   * Both may throw; an error that carries a `finding` (the branch store's BG017/BG029, with the severity and fix
   * that fit the cause) is reported as it is, any other becomes BG022 (read) or BG025 (append).
   */
  read(): Promise<string>;
  append(entry: HistoryEntry, max: number): Promise<void>;
}

/** How one metric's new value was judged against the window. */
export type HistoryStatus =
  /** Worse than a threshold allows: an alert (a finding; `fail-on-alert` makes it fail the run). */
  | 'alert'
  /** Judged and within the thresholds. */
  | 'ok'
  /** Fewer comparable entries than the minimum sample size, or no value now: not judged. */
  | 'insufficient'
  /** The metric has no better direction: drawn, never judged. */
  | 'no-direction';

/** One point of a series: a stored run's value (oldest first), the current run's last. */
export interface HistoryPoint {
  commit: string;
  time: string;
  value: number | null;
  /** The current run (highlighted). */
  current?: boolean;
  /** From another configuration or benchgate version: drawn apart, never judged against. */
  apart?: boolean;
}

/** One metric's series and verdict. */
export interface HistorySeries {
  suite: string;
  path: string;
  metric: string;
  label: string;
  unit?: string;
  better?: 'higher' | 'lower';
  /** The last entries (at most the chart cap), oldest first, the current run last. */
  points: HistoryPoint[];
  status: HistoryStatus;
  /** Number of comparable entries the value was judged against. */
  sample: number;
  /**
   * The percentage test (github-action-benchmark's): the previous comparable value, the worsening ratio (`better:
   * lower`: current / previous; `higher`: previous / current; 1 when equal; null when infinite: a worsening from or to
   * zero), the threshold (2 = 200%), the worst value allowed (`limit`) and whether it alerted. Absent when not judged
   * or when a value is negative (a ratio of signed values says nothing).
   */
  percentage?: { previous: number; ratio: number | null; threshold: number; limit: number; alert: boolean };
  /**
   * The statistical test over the window (Bencher's z-score): mean and sample standard deviation of the window's
   * values, z = (current − mean) / stddev (signed; null when stddev is 0 and the value differs from the mean: ±∞ on
   * the side of `current − mean`; 0 when equal), the boundary (`threshold`, positive), the worst value allowed
   * (`limit` = mean ± threshold × stddev on the worse side) and whether it alerted.
   */
  zScore?: { mean: number; stddev: number; z: number | null; threshold: number; limit: number; alert: boolean };
}

/** `Report.history`: what this run was judged against. */
export interface HistoryJudgement {
  source: string;
  /** Entries read (after validation). */
  entries: number;
  /** Entries left out of judging: another configuration or benchgate version. */
  apart: number;
  /** The window: at most this many comparable entries, newest first. */
  window: number;
  series: HistorySeries[];
  /** Series with an alert. */
  alerts: number;
}
