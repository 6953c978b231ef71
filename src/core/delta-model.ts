/**
 * What changed between a baseline report (the base branch's) and this run's: plain data in the JSON report
 * (`Report.delta`), rendered by every channel (Markdown, text, HTML). Produced by `diffReports`
 * (src/report/delta.ts); see docs/baseline.md.
 */
import type { GateStatus, Severity, Verdict } from './levels.js';

/** Where the baseline came from and what it was (never trusted beyond what it says about itself). */
export interface BaselineInfo {
  source: 'cache' | 'artifact' | 'file';
  /** The cache key, or the file path relative to the workspace. */
  ref?: string;
  /** benchgate version that wrote it. */
  version: string;
  configHash: string;
  verdict: Verdict;
  startedAt?: string;
  /**
   * Set when the baseline was made with another configuration (configHash): what differs, one line each. Then
   * only the artifacts, gates, metrics and findings present on both sides are compared (docs/baseline.md).
   */
  differs?: string[];
}

export interface GateChange {
  suite: string;
  path: string;
  gate: string;
  title: string;
  /** null: the gate (or its artifact) did not exist on that side. */
  from: GateStatus | null;
  to: GateStatus | null;
  detail?: string;
}

export interface FindingChange {
  suite: string;
  path: string;
  code: string;
  severity: Severity;
  message: string;
  file?: string;
  line?: number;
  subject?: string;
}

export type MetricDirection = 'improved' | 'regressed' | 'unchanged' | 'changed' | 'new' | 'removed';

export interface MetricChange {
  suite: string;
  path: string;
  id: string;
  label: string;
  unit?: string;
  better?: 'higher' | 'lower';
  base: number | null;
  head: number | null;
  /** head − base when both are numbers. */
  delta: number | null;
  direction: MetricDirection;
}

export interface Delta {
  baseline: BaselineInfo;
  verdict: { base: Verdict; head: Verdict };
  /** Gates that fail now and did not (or are new and fail). */
  newFailures: GateChange[];
  /** Gates that failed or were undecided and pass now. */
  fixed: GateChange[];
  /** Gates that are undecided or skipped now and were not. */
  newlyUndecided: GateChange[];
  newlySkipped: GateChange[];
  /** Error and warning findings that are new, and the ones gone. */
  newFindings: FindingChange[];
  resolvedFindings: FindingChange[];
  artifacts: { added: { suite: string; path: string }[]; removed: { suite: string; path: string }[] };
  /** Every metric compared, changed ones first (unchanged ones are collapsed by the renderers). */
  metrics: MetricChange[];
  counts: {
    gatesUnchanged: number;
    metricsUnchanged: number;
    artifactsUnchanged: number;
    findingsUnchanged: number;
    metricsRegressed?: number;
    metricsImproved?: number;
    metricsOtherChanged?: number;
  };
  /** Entries left out of a list to keep the report small: list name → how many. */
  truncated?: Record<string, number>;
}
