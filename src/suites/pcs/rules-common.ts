/**
 * What pcs-core's rules share: the issue shape, the producer and embedded-array tables, and the small helpers over
 * plain JSON values (own keys only, JSON pointers). Messages are pcs-core's own (Python wording, `repr` quoting).
 */
import { escapePointerSegment } from '../../core/json-source.js';

export type IssueKind =
  | 'placeholder-commit'
  | 'unknown-producer'
  | 'list-required'
  | 'refs-required'
  | 'refs-malformed'
  | 'ref-invalid'
  | 'ref-orphan'
  | 'ref-mismatch'
  | 'ref-duplicate-path'
  | 'ref-missing'
  | 'embedded-semantics'
  | 'report-semantics';

export interface RuleIssue {
  kind: IssueKind;
  message: string;
  pointer: string;
}

export const PRODUCERS = [
  'pcs-core',
  'pcs-bench',
  'provability-fabric',
  'certifyedge',
  'labtrust-gym',
  'scientific-memory'
] as const;

export const EMBEDDED_FIELDS = [
  'benchmark_runs',
  'coverage_reports',
  'failure_localization_reports',
  'explain_quality_reports',
  'profile_coverage_reports'
] as const;
export type EmbeddedField = (typeof EMBEDDED_FIELDS)[number];

export const FIELD_TYPE: Record<EmbeddedField, string> = {
  benchmark_runs: 'BenchmarkRun.v0',
  coverage_reports: 'CoverageReport.v0',
  failure_localization_reports: 'FailureLocalizationResult.v0',
  explain_quality_reports: 'ExplainQualityReport.v0',
  profile_coverage_reports: 'ProfileCoverageReport.v0'
};
export const TYPE_FIELD: Record<string, EmbeddedField> = Object.fromEntries(
  Object.entries(FIELD_TYPE).map(([f, t]) => [t, f as EmbeddedField])
);

/** PRODUCER_EMBEDDED_REF_FIELDS: arrays whose objects need a ref (the producer's own exports). */
export const PRODUCER_EMBEDDED_REF_FIELDS: Record<string, readonly EmbeddedField[]> = {
  'labtrust-gym': ['benchmark_runs', 'coverage_reports'],
  certifyedge: ['coverage_reports', 'profile_coverage_reports'],
  'provability-fabric': ['failure_localization_reports', 'explain_quality_reports', 'profile_coverage_reports'],
  'scientific-memory': ['explain_quality_reports', 'coverage_reports'],
  'pcs-core': [],
  'pcs-bench': []
};

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** `o[k]` when `k` is the object's own key (never a prototype's). */
export const own = (o: Obj, k: string): unknown => (Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined);
/** The JSON pointer of the path segments (`ptr('artifact_refs', 2)` is `/artifact_refs/2`). */
export const ptr = (...parts: (string | number)[]) => parts.map((p) => '/' + escapePointerSegment(String(p))).join('');
export const nonEmptyList = (v: unknown) => Array.isArray(v) && v.length > 0;

/** pcs-core `is_placeholder_commit`: not a string, not 40 characters, or only 0/f characters. */
export function isPlaceholderCommit(v: unknown): boolean {
  return typeof v !== 'string' || v.length !== 40 || /^[0f]{40}$/i.test(v);
}
