/**
 * Type detection of a pcs document: which v0 artifact type (PcsBenchIngest.v0, BenchmarkReport.v0, a sub-artifact)
 * an explicit type field or pcs-core's field heuristics give.
 */
import { isObj, type Obj } from './rules-common.js';
import { PCS_TYPES, type PcsType } from './schema.js';

const has = (o: Obj, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/**
 * Detects the v0 type: an explicit type field (`artifact_type`/`type`/`kind` = PcsBenchIngest.v0 or
 * BenchmarkReport.v0 / MetricSummary.v0 ...) first, then pcs-core's field heuristics (`_detect_artifact_type_heuristic`).
 */
export function detectType(v: unknown): PcsType | undefined {
  if (!isObj(v)) return undefined;
  for (const k of ['type', 'kind', 'artifact_kind']) {
    const t = v[k];
    if (typeof t === 'string' && TYPE_NAMES.has(t)) return t as PcsType;
  }
  const at = v.artifact_type;
  const isRef =
    typeof at === 'string' &&
    typeof v.path === 'string' &&
    typeof v.sha256 === 'string' &&
    typeof v.role === 'string' &&
    !has(v, 'producer_id') &&
    !has(v, 'benchmark_runs');
  if (isRef) return 'BenchmarkArtifactRef.v0';
  if (at === 'PcsBenchIngest.v0' || at === 'BenchmarkReport.v0') return at;
  if (
    v.schema_version === 'v0' &&
    typeof v.producer_id === 'string' &&
    typeof v.suite_id === 'string' &&
    Array.isArray(v.benchmark_runs) &&
    Array.isArray(v.logs) &&
    has(v, 'workflow_id')
  )
    return 'PcsBenchIngest.v0';
  if (has(v, 'benchmark_suite_id') && has(v, 'metric_summaries')) return 'BenchmarkReport.v0';
  // pcs-core's own BenchmarkReport heuristic (a report without metric_summaries is still a report, then invalid).
  if (
    v.schema_version === 'v0' &&
    typeof v.report_id === 'string' &&
    typeof v.benchmark_suite_id === 'string' &&
    isObj(v.summary)
  )
    return 'BenchmarkReport.v0';
  if (has(v, 'metric_id') && has(v, 'applicability') && has(v, 'score')) return 'MetricSummary.v0';
  if (has(v, 'run_id') && has(v, 'task_id') && has(v, 'observed_status')) return 'BenchmarkRun.v0';
  if (has(v, 'result_id') && has(v, 'expected_responsible_component')) return 'FailureLocalizationResult.v0';
  if (has(v, 'required_sections') && has(v, 'sections') && has(v, 'quality_score')) return 'ExplainQualityReport.v0';
  if (has(v, 'coverage_id') && has(v, 'workflow_profile_id')) return 'ProfileCoverageReport.v0';
  if (has(v, 'coverage_id') && has(v, 'metric') && has(v, 'coverage_ratio')) return 'CoverageReport.v0';
  // A bundle-shaped object that misses fields is still an ingest (so its problems are reported, not skipped).
  if (has(v, 'producer_id') && (has(v, 'benchmark_runs') || has(v, 'artifact_refs') || has(v, 'coverage_reports')))
    return 'PcsBenchIngest.v0';
  return undefined;
}
const TYPE_NAMES = new Set<string>(PCS_TYPES);

/** The artifact kind a document of the type is reported as. */
export function artifactKind(type: string): string {
  return type === 'PcsBenchIngest.v0'
    ? 'pcs-ingest'
    : type === 'BenchmarkReport.v0'
      ? 'pcs-benchmark-report'
      : 'pcs-sub-artifact';
}
