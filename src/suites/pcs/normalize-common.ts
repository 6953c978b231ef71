/**
 * What pcs-core's dialect builders (`benchmark_compat.py`) share: pins and repositories, Python's conversions of
 * dialect values (`float()`, `str()`, `list()`, truthiness), commands and logs, refs and the ingest around what a
 * builder made. Each producer's builder is in its own `normalize-<producer>.ts`; `normalize.ts` chooses one.
 */
import { pyFloat as f, pyReprCapped, pyTruthy, pyValueOfPlain, type PyValue } from '../../python/index.js';
import { withDigest } from './canonical.js';
import { isObj, type Obj } from './rules-common.js';

export const RC_PIN = '17e414501b3e1c58e8fbde1fe89a828440a945d9';
const PCS_CORE_PLACEHOLDER = 'd444444444444444444444444444444444444444';
export const SECTIONS = [
  'provenance',
  'hashes',
  'handoffs',
  'verification',
  'formal_checks',
  'limitations',
  'lineage',
  'repair_hints'
];
export const REPO = {
  certifyedge: 'https://github.com/fraware/CertifyEdge',
  pf: 'https://github.com/SentinelOps-CI/provability-fabric',
  sm: 'https://github.com/fraware/scientific-memory',
  pcsCore: 'https://github.com/SentinelOps-CI/pcs-core'
};

export type PyObj = { [k: string]: PyValue };

export class NormalizeError extends Error {}

/** pcs-core strips keys starting with `_pcs_` from dialect input. */
export function strip(o: Obj): Obj {
  return Object.fromEntries(Object.entries(o).filter(([k]) => !k.startsWith('_pcs_')));
}
export function need<T>(o: Obj, k: string, check: (v: unknown) => v is T, what: string): T {
  const v = o[k];
  if (!check(v)) throw new NormalizeError(`field "${k}" must be ${what}`);
  return v;
}
export const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function ref(type: string, path: string, sha: PyValue, repo: string, commit: string): PyObj {
  return withDigest({
    schema_version: 'v0',
    artifact_type: type,
    path,
    sha256: sha,
    role: 'producer_export',
    source_repo: repo,
    source_commit: commit,
    signature_or_digest: 'sha256:' + '0'.repeat(64)
  });
}

/** Python's `float(v)` on a JSON value (numbers, booleans, numeric strings); anything else fails as Python does. */
export function pyFloatOf(v: unknown, k: string): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string') {
    const t = v.trim().replace(/(\d)_(?=\d)/g, '$1');
    if (/^[+-]?(?:\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)$/.test(t)) return Number(t);
    if (/^[+-]?(?:inf|infinity)$/i.test(t)) return t.startsWith('-') ? -Infinity : Infinity;
    if (/^[+-]?nan$/i.test(t)) return NaN;
    throw new NormalizeError(`could not convert string to float: ${pyReprCapped(v)}`);
  }
  throw new NormalizeError(
    `field "${k}": float() argument must be a string or a real number, not '${v === null ? 'NoneType' : Array.isArray(v) ? 'list' : 'dict'}'`
  );
}
export const getFloat = (d: Obj, k: string, dflt: number) => (d[k] === undefined ? dflt : pyFloatOf(d[k], k));
/** Python truthiness of a JSON value. */
export const truthy = (v: unknown) => pyTruthy(v as PyValue | undefined);
/** `raw.get("commands")` when it is a list (taken as is), else the default command. */
export function commandsOf(d: Obj, dflt: string, exit: number): PyValue[] {
  if (Array.isArray(d.commands)) return d.commands.map(pyValueOfPlain);
  return [{ command: pyStrOf(d, 'producer_command', dflt), exit_code: exit }];
}
/** `_logs_list`: `[str(x) for x in raw["logs"]]` when it is a list. */
function logsOf(d: Obj): string[] {
  return Array.isArray(d.logs) ? d.logs.map((x) => (typeof x === 'string' ? x : pyReprCapped(x))) : [];
}
/** A producer's id and the suite_id and workflow_id its dialect gets when it names none. */
export interface ProducerIds {
  producer: string;
  suite: string;
  workflow: string;
}
export const CERTIFYEDGE: ProducerIds = {
  producer: 'certifyedge',
  suite: 'certifyedge-certificate-v0',
  workflow: 'labtrust.qc_release_v0.1'
};
export const PROVABILITY_FABRIC: ProducerIds = {
  producer: 'provability-fabric',
  suite: 'pf-admission-v0',
  workflow: 'provability_fabric.admission_v0'
};
export const SCIENTIFIC_MEMORY: ProducerIds = {
  producer: 'scientific-memory',
  suite: 'scientific-memory-rendering-v0',
  workflow: 'labtrust.qc_release_v0.1'
};

/** The ingest of dialect `d`: its suite_id, workflow_id (else the producer's defaults) and logs, and what is built. */
export function ingestOf(
  d: Obj,
  ids: ProducerIds,
  arrays: Partial<Record<string, PyObj[]>>,
  commands: PyValue[],
  source: { repo: string; commit: string },
  refs: PyObj[]
): PyObj {
  const out: PyObj = {
    schema_version: 'v0',
    producer_id: ids.producer,
    suite_id: pyStrOf(d, 'suite_id', ids.suite),
    workflow_id: pyStrOf(d, 'workflow_id', ids.workflow),
    benchmark_runs: arrays.benchmark_runs ?? [],
    coverage_reports: arrays.coverage_reports ?? [],
    failure_localization_reports: arrays.failure_localization_reports ?? [],
    explain_quality_reports: arrays.explain_quality_reports ?? [],
    profile_coverage_reports: arrays.profile_coverage_reports ?? [],
    commands,
    logs: logsOf(d),
    source_repo: source.repo,
    source_commit: source.commit,
    signature_or_digest: 'sha256:' + '0'.repeat(64)
  };
  if (refs.length > 0) out.artifact_refs = refs;
  return withDigest(out);
}

/** Python's `str(raw.get(k, default))` for JSON values (strings as they are, others as Python prints them). */
export function pyStrOf(d: Obj, k: string, dflt: string): string {
  const v = d[k];
  if (v === undefined) return dflt;
  if (typeof v === 'string') return v;
  if (v === null) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  // str() of any other JSON value is its Python repr (a float read by JSON.parse loses a written `.0`: documented).
  return pyReprCapped(v);
}

/**
 * The FailureLocalizationResult.v0 that pcs-core embeds by executing its case `labtrust-certificate-id-tamper-v0`
 * (benchgate does not execute pcs-core cases: this is that case's recorded, deterministic result).
 */
export function pcsCoreTamperCaseResult(): PyObj {
  return withDigest({
    schema_version: 'v0',
    result_id: 'failure-loc-bench-run-labtrust-certificate-id-tamper-v0',
    run_id: 'bench-run-labtrust-certificate-id-tamper-v0',
    case_id: 'labtrust-certificate-id-tamper-v0',
    expected_failure_code: 'certificate_id_mismatch',
    observed_failure_code: 'certificate_id_mismatch',
    expected_responsible_component: 'certificate_producer',
    observed_responsible_component: 'certificate_producer',
    localized_correctly: true,
    source_repo: REPO.pcsCore,
    source_commit: PCS_CORE_PLACEHOLDER,
    signature_or_digest: 'sha256:' + '0'.repeat(64)
  });
}

/** `list(raw.get(k, default))` for the section lists (a string is a list of its characters in Python). */
export function pyList(d: Obj, k: string, dflt: string[]): unknown[] {
  const v = d[k];
  if (v === undefined) return [...dflt];
  if (Array.isArray(v)) return [...v];
  if (typeof v === 'string') return [...v];
  if (isObj(v)) return Object.keys(v);
  throw new NormalizeError(
    `field "${k}": '${v === null ? 'NoneType' : typeof v === 'boolean' ? 'bool' : Number.isInteger(v) ? 'int' : 'float'}' object is not iterable`
  );
}
export const keyOf = (v: unknown): string => (typeof v === 'string' ? v : pyReprCapped(v));

/**
 * An ExplainQualityReport.v0 of dialect `d` from its scored sections: report_id, suite_id, case_id, workflow_id
 * and the source from `d`, else the producer's and these defaults.
 */
export function explainQualityReport(
  d: Obj,
  ids: ProducerIds,
  dflt: { report: string; case: string; repo: string },
  scored: { required: unknown[]; sections: PyObj; count: number; quality: number; gaps: PyObj[] }
): PyObj {
  return withDigest({
    schema_version: 'v0',
    report_id: pyStrOf(d, 'report_id', dflt.report),
    suite_id: pyStrOf(d, 'suite_id', ids.suite),
    case_id: pyStrOf(d, 'case_id', dflt.case),
    producer_id: ids.producer,
    workflow_id: pyStrOf(d, 'workflow_id', ids.workflow),
    required_sections: scored.required.map(pyValueOfPlain),
    sections: scored.sections,
    sections_present_count: scored.count,
    sections_required_count: scored.required.length,
    quality_score: f(scored.quality),
    gaps: scored.gaps,
    source_repo: pyStrOf(d, 'source_repo', dflt.repo),
    source_commit: pyStrOf(d, 'source_commit', RC_PIN),
    signature_or_digest: 'sha256:' + '0'.repeat(64)
  });
}
