/**
 * BenchmarkReport.v0: the metric catalogue and `validate_benchmark_report_semantics` as one function per rule, in
 * pcs-core's order and wording, pure over plain JSON values.
 */
import { pushAll } from '../../core/arrays.js';
import { pyReprCapped } from '../../python/index.js';
import { isObj, nonEmptyList, own, ptr, type Obj, type RuleIssue } from './rules-common.js';

export const METRICS: readonly { id: string; legacy: string; threshold: number }[] = [
  { id: 'release_reproducibility_score', legacy: 'release_reproducibility', threshold: 1.0 },
  { id: 'failure_localization_accuracy', legacy: 'failure_localization', threshold: 1.0 },
  { id: 'certificate_completeness_score', legacy: 'certificate_completeness', threshold: 1.0 },
  { id: 'registry_coverage_score', legacy: 'registry_coverage', threshold: 0.95 },
  { id: 'formal_check_coverage_score', legacy: 'formal_check_coverage', threshold: 1.0 },
  { id: 'scientific_memory_interpretability_score', legacy: 'scientific_memory_interpretability', threshold: 1.0 },
  { id: 'repair_hint_quality_score', legacy: 'repair_hint_quality', threshold: 1.0 },
  { id: 'cross_domain_portability_score', legacy: 'cross_domain_portability', threshold: 1.0 }
];
const METRIC_IDS = new Set(METRICS.map((m) => m.id));

const issue = (pointer: string, message: string): RuleIssue => ({ kind: 'report-semantics', pointer, message });

/** `metrics` must be a non-empty list (pcs-core stops here when it is not). */
function metricsRequired(data: Obj): RuleIssue[] {
  return nonEmptyList(own(data, 'metrics'))
    ? []
    : [issue('/metrics', 'BenchmarkReport.v0 requires non-empty metrics (metric IDs)')];
}

/** Every entry of `metrics` is a catalogue metric id. */
function unknownMetricIds(metrics: unknown[]): RuleIssue[] {
  const out: RuleIssue[] = [];
  metrics.forEach((m, i) => {
    if (typeof m !== 'string' || !METRIC_IDS.has(m))
      out.push(issue(ptr('metrics', i), `BenchmarkReport.v0 unknown metric_id ${pyReprCapped(m)}`));
  });
  return out;
}

/** `metric_summaries` must be an array (pcs-core stops here when it is not). */
function summariesRequired(data: Obj): RuleIssue[] {
  const sums = own(data, 'metric_summaries');
  return Array.isArray(sums)
    ? []
    : [issue(sums === undefined ? '' : '/metric_summaries', 'BenchmarkReport.v0 requires metric_summaries array')];
}

/** Every declared metric has a MetricSummary. */
function missingSummaries(metrics: unknown[], sums: unknown[]): RuleIssue[] {
  const have = new Set(sums.filter(isObj).map((s) => own(s, 'metric_id')));
  return metrics
    .filter((m) => !have.has(m))
    .map((m) => issue('/metric_summaries', `BenchmarkReport.v0 missing MetricSummary for ${pyReprCapped(m)}`));
}

/** A summary's metric_id is a catalogue metric id. */
function summaryMetricId(s: Obj, i: number): RuleIssue[] {
  const id = own(s, 'metric_id');
  return typeof id !== 'string' || !METRIC_IDS.has(id)
    ? [issue(ptr('metric_summaries', i, 'metric_id'), `metric_summaries[${i}] unknown metric_id ${pyReprCapped(id)}`)]
    : [];
}

/** A measured summary of a declared metric has a score in [0, 1]. */
function summaryScore(s: Obj, i: number, declared: ReadonlySet<unknown>): RuleIssue[] {
  const score = own(s, 'score');
  return declared.has(own(s, 'metric_id')) &&
    own(s, 'applicability') === 'measured' &&
    !(typeof score === 'number' && score >= 0 && score <= 1)
    ? [issue(ptr('metric_summaries', i, 'score'), `metric_summaries[${i}] measured score must be in [0, 1]`)]
    : [];
}

/** Each summary in turn: an object, then its metric id, then its score. */
function summaryRules(metrics: unknown[], sums: unknown[]): RuleIssue[] {
  const declared = new Set(metrics);
  const out: RuleIssue[] = [];
  sums.forEach((s, i) => {
    if (!isObj(s)) out.push(issue(ptr('metric_summaries', i), `metric_summaries[${i}] must be an object`));
    else pushAll(pushAll(out, summaryMetricId(s, i)), summaryScore(s, i, declared));
  });
  return out;
}

/** `validate_benchmark_report_semantics`, in pcs-core's order and wording. */
export function reportSemantics(data: Obj): RuleIssue[] {
  const noMetrics = metricsRequired(data);
  if (noMetrics.length > 0) return noMetrics;
  const metrics = own(data, 'metrics') as unknown[];
  const out = unknownMetricIds(metrics);
  const noSummaries = summariesRequired(data);
  if (noSummaries.length > 0) return pushAll(out, noSummaries);
  const sums = own(data, 'metric_summaries') as unknown[];
  return pushAll(pushAll(out, missingSummaries(metrics, sums)), summaryRules(metrics, sums));
}
