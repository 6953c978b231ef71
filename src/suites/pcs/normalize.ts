/**
 * Dialect normalisation (pcs-core `benchmark_compat.py` ingest builders): producer dialect JSON → PcsBenchIngest.v0
 * (or ProfileCoverageReport.v0), byte-identical to pcs-core's `pcs benchmark normalize` output for the committed
 * dialects. The normalizer is chosen by the dialect file's base name, as in pcs-core.
 */
import { f, pyDumps, withDigest, type PyValue } from './pyjson.js';

export const RC_PIN = '17e414501b3e1c58e8fbde1fe89a828440a945d9';
export const PCS_CORE_PLACEHOLDER = 'd444444444444444444444444444444444444444';
const SECTIONS = ['provenance', 'hashes', 'handoffs', 'verification', 'formal_checks', 'limitations', 'lineage', 'repair_hints'];
const REPO = {
  certifyedge: 'https://github.com/fraware/CertifyEdge',
  pf: 'https://github.com/SentinelOps-CI/provability-fabric',
  sm: 'https://github.com/fraware/scientific-memory',
  pcsCore: 'https://github.com/SentinelOps-CI/pcs-core'
};

type Obj = Record<string, unknown>;
type PyObj = { [k: string]: PyValue };

export class NormalizeError extends Error {}

export const DIALECTS = [
  'certifyedge_certificate_benchmark.dialect.json',
  'pf_admission_explain_quality.dialect.json',
  'scientific_memory_render_benchmark.dialect.json',
  'pf_profile_coverage.dialect.json'
] as const;

/** pcs-core strips keys starting with `_pcs_` from dialect input. */
function strip(o: Obj): Obj {
  return Object.fromEntries(Object.entries(o).filter(([k]) => !k.startsWith('_pcs_')));
}
function need<T>(o: Obj, k: string, check: (v: unknown) => v is T, what: string): T {
  const v = o[k];
  if (!check(v)) throw new NormalizeError(`field "${k}" must be ${what}`);
  return v;
}
const isStr = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isArr = (v: unknown): v is unknown[] => Array.isArray(v);
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const strOr = (o: Obj, k: string, d: string) => (typeof o[k] === 'string' && (o[k] as string).length > 0 ? (o[k] as string) : d);
const strList = (o: Obj, k: string): string[] => {
  const v = o[k] ?? [];
  if (!isArr(v) || !v.every((x) => typeof x === 'string')) throw new NormalizeError(`field "${k}" must be a list of strings`);
  return v as string[];
};
function plain(v: unknown): PyValue {
  if (v === null || typeof v === 'boolean' || typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isInteger(v) ? v : f(v);
  if (Array.isArray(v)) return v.map(plain);
  if (isObj(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
  return null;
}
const ratio = (n: number, d: number) => (d > 0 ? Math.min(1, n / d) : 0);

function ref(type: string, path: string, sha: PyValue, repo: string, commit: string): PyObj {
  return withDigest({ schema_version: 'v0', artifact_type: type, path, sha256: sha, role: 'producer_export', source_repo: repo, source_commit: commit, signature_or_digest: 'sha256:' + '0'.repeat(64) });
}

function ingest(producer: string, suite: string, workflow: string, arrays: Partial<Record<string, PyObj[]>>, commands: PyObj[], logs: string[], repo: string, commit: string, refs: PyObj[]): PyObj {
  const out: PyObj = {
    schema_version: 'v0',
    producer_id: producer,
    suite_id: suite,
    workflow_id: workflow,
    benchmark_runs: arrays.benchmark_runs ?? [],
    coverage_reports: arrays.coverage_reports ?? [],
    failure_localization_reports: arrays.failure_localization_reports ?? [],
    explain_quality_reports: arrays.explain_quality_reports ?? [],
    profile_coverage_reports: arrays.profile_coverage_reports ?? [],
    commands,
    logs,
    source_repo: repo,
    source_commit: commit,
    signature_or_digest: 'sha256:' + '0'.repeat(64),
    artifact_refs: refs
  };
  return withDigest(out);
}

function commandsFrom(d: Obj, fallback: PyObj[]): PyObj[] {
  const c = d.commands;
  if (c === undefined) return fallback;
  if (!isArr(c) || !c.every((x) => isObj(x) && typeof x.command === 'string' && Number.isInteger(x.exit_code))) throw new NormalizeError('field "commands" must be a list of {command, exit_code}');
  return c.map((x) => plain(x) as PyObj);
}

export function normalizeCertifyEdge(raw: Obj): PyObj {
  const d = strip(raw);
  const coverageId = need(d, 'coverage_id', isStr, 'a non-empty string');
  const certId = need(d, 'certificate_id', isStr, 'a non-empty string');
  const passed = need(d, 'checks_passed', isNum, 'a number');
  const total = need(d, 'checks_total', isNum, 'a number');
  const violations = d.violations === undefined ? [] : need(d, 'violations', isArr, 'a list');
  const commit = strOr(d, 'source_commit', RC_PIN);
  const repo = strOr(d, 'source_repo', REPO.certifyedge);
  const suite = strOr(d, 'suite_id', 'certifyedge-certificate-v0');
  const workflow = strOr(d, 'workflow_id', 'labtrust.qc_release_v0.1');
  const cov = withDigest({
    schema_version: 'v0', coverage_id: coverageId, metric: 'certificate_completeness', metric_id: 'certificate_completeness_score',
    numerator: f(passed), denominator: f(total), coverage_ratio: f(ratio(passed, total)),
    details: { producer_id: 'certifyedge', certificate_id: certId, violations: plain(violations) },
    source_repo: repo, source_commit: commit, signature_or_digest: 'sha256:' + '0'.repeat(64)
  });
  const arts = ['TraceCertificate.v0', 'RuntimeReceipt.v0', 'ScienceClaimBundle.v0'];
  const checks = ['trace_hash_matches_certificate'];
  const handoffs = ['runtime_to_certificate'];
  const n = arts.length + checks.length + handoffs.length;
  const prof = withDigest({
    schema_version: 'v0', coverage_id: 'certifyedge-profile-certificate-v0', workflow_profile_id: workflow, producer_id: 'provability-fabric', suite_id: suite,
    artifact_types_required: arts, artifact_types_covered: [...arts], semantic_checks_required: checks, semantic_checks_covered: [...checks],
    handoff_steps_required: handoffs, handoff_steps_covered: [...handoffs], numerator: f(n), denominator: f(n), coverage_ratio: f(1),
    details: {}, source_repo: REPO.pf, source_commit: commit, signature_or_digest: 'sha256:' + '0'.repeat(64)
  });
  const commands = commandsFrom(d, [{ command: `certifyedge benchmark certificates --certificate-id ${certId}`, exit_code: passed >= total ? 0 : 1 }]);
  const refs = [
    ref('CoverageReport.v0', `benchmarks/certificate/coverage_report.${coverageId}.v0.json`, cov.signature_or_digest, repo, commit),
    ref('ProfileCoverageReport.v0', `benchmarks/certificate/profile_coverage_report.${coverageId}.v0.json`, prof.signature_or_digest, repo, commit)
  ];
  return ingest('certifyedge', suite, workflow, { coverage_reports: [cov], profile_coverage_reports: [prof] }, commands, [], repo, commit, refs);
}

export function normalizePfProfileCoverage(raw: Obj, suiteId?: string): PyObj {
  const d = strip(raw);
  const profileId = need(d, 'workflow_profile_id', isStr, 'a non-empty string');
  const req = { a: strList(d, 'required_artifacts'), c: strList(d, 'required_checks'), h: strList(d, 'required_handoffs') };
  const cov = { a: strList(d, 'covered_artifacts'), c: strList(d, 'covered_checks'), h: strList(d, 'covered_handoffs') };
  const num = cov.a.length + cov.c.length + cov.h.length;
  const den = req.a.length + req.c.length + req.h.length;
  const o: PyObj = {
    schema_version: 'v0', coverage_id: strOr(d, 'coverage_id', 'pf-profile-coverage-v0'), workflow_profile_id: profileId, producer_id: 'provability-fabric'
  };
  const suite = suiteId ?? (typeof d.suite_id === 'string' ? d.suite_id : undefined);
  if (suite) o.suite_id = suite;
  Object.assign(o, {
    artifact_types_required: req.a, artifact_types_covered: cov.a, semantic_checks_required: req.c, semantic_checks_covered: cov.c,
    handoff_steps_required: req.h, handoff_steps_covered: cov.h, numerator: f(num), denominator: f(den), coverage_ratio: f(ratio(num, den)),
    details: {}, source_repo: strOr(d, 'source_repo', REPO.pf), source_commit: strOr(d, 'source_commit', RC_PIN), signature_or_digest: 'sha256:' + '0'.repeat(64)
  });
  return withDigest(o);
}

/**
 * The FailureLocalizationResult.v0 that pcs-core embeds by executing its case `labtrust-certificate-id-tamper-v0`
 * (benchgate does not execute pcs-core cases: this is that case's recorded, deterministic result).
 */
export function pcsCoreTamperCaseResult(): PyObj {
  return withDigest({
    schema_version: 'v0', result_id: 'failure-loc-bench-run-labtrust-certificate-id-tamper-v0', run_id: 'bench-run-labtrust-certificate-id-tamper-v0',
    case_id: 'labtrust-certificate-id-tamper-v0', expected_failure_code: 'certificate_id_mismatch', observed_failure_code: 'certificate_id_mismatch',
    expected_responsible_component: 'certificate_producer', observed_responsible_component: 'certificate_producer', localized_correctly: true,
    source_repo: REPO.pcsCore, source_commit: PCS_CORE_PLACEHOLDER, signature_or_digest: 'sha256:' + '0'.repeat(64)
  });
}

function sectionsAndGaps(required: string[], present: Record<string, { present: boolean; score: number; notes?: string }>) {
  const sections: PyObj = {};
  const gaps: PyObj[] = [];
  let count = 0;
  for (const s of Object.keys(present)) {
    const p = present[s];
    sections[s] = { present: p.present, score: f(p.score), ...(p.notes !== undefined ? { notes: p.notes } : {}) };
  }
  for (const s of required) {
    if (present[s]?.present) count++;
    else gaps.push({ section_id: s, message: `required section ${s} is missing` });
  }
  return { sections, gaps, count };
}

export function normalizePfExplainQuality(raw: Obj, profileDialect: Obj | undefined): PyObj {
  const d = strip(raw);
  if (!profileDialect) throw new NormalizeError('pf_admission_explain_quality needs its sibling pf_profile_coverage.dialect.json in the same folder');
  const suite = need(d, 'suite_id', isStr, 'a non-empty string');
  const required = strList(d, 'required_sections');
  if (required.some((s) => !SECTIONS.includes(s))) throw new NormalizeError(`required_sections may only name ${SECTIONS.join(', ')}`);
  const scores = d.section_scores ?? d.sections ?? {};
  if (!isObj(scores)) throw new NormalizeError('field "section_scores" must be an object');
  const present: Record<string, { present: boolean; score: number; notes?: string }> = {};
  for (const [k, v] of Object.entries(scores)) {
    if (!isObj(v) || typeof v.present !== 'boolean' || !isNum(v.score)) throw new NormalizeError(`section_scores.${k} must be {present: boolean, score: number}`);
    present[k] = { present: v.present, score: v.score, ...(typeof v.notes === 'string' ? { notes: v.notes } : {}) };
  }
  const quality = need(d, 'quality_score', isNum, 'a number');
  const commit = strOr(d, 'source_commit', RC_PIN);
  const prof = normalizePfProfileCoverage({ ...profileDialect, source_commit: strOr(profileDialect, 'source_commit', commit) }, suite);
  const workflow = prof.workflow_profile_id as string;
  const { sections, gaps, count } = sectionsAndGaps(required, present);
  const eqr = withDigest({
    schema_version: 'v0', report_id: need(d, 'report_id', isStr, 'a non-empty string'), suite_id: suite, case_id: need(d, 'case_id', isStr, 'a non-empty string'),
    producer_id: 'provability-fabric', workflow_id: workflow, required_sections: required, sections, sections_present_count: count,
    sections_required_count: required.length, quality_score: f(quality), gaps, source_repo: REPO.pf, source_commit: commit, signature_or_digest: 'sha256:' + '0'.repeat(64)
  });
  const flrs = d.include_failure_localization === false ? [] : [pcsCoreTamperCaseResult()];
  const commands = commandsFrom(d, [{ command: 'pf benchmark admission', exit_code: quality >= 1 ? 0 : 1 }]);
  const refs = [
    ref('ExplainQualityReport.v0', 'benchmarks/admission/explain_quality_report.pf-explain-quality-admission-v0.v0.json', eqr.signature_or_digest, REPO.pf, commit),
    ref('ProfileCoverageReport.v0', `benchmarks/admission/profile_coverage_report.${String(prof.coverage_id)}.v0.json`, prof.signature_or_digest, REPO.pf, commit),
    ...flrs.map((x) => ref('FailureLocalizationResult.v0', `benchmarks/admission/failure_localization.${suite}.v0.json`, x.signature_or_digest, REPO.pf, commit))
  ];
  return ingest('provability-fabric', suite, workflow, { failure_localization_reports: flrs, explain_quality_reports: [eqr], profile_coverage_reports: [prof] }, commands, [], REPO.pf, commit, refs);
}

export function normalizeScientificMemory(raw: Obj): PyObj {
  const d = strip(raw);
  const rep = d.import_report;
  if (!isObj(rep)) throw new NormalizeError('field "import_report" must be an object');
  const suite = need(d, 'suite_id', isStr, 'a non-empty string');
  const has = (k: string) => Object.prototype.hasOwnProperty.call(rep, k);
  const inferred: Record<string, boolean> = {
    provenance: has('source_repo') && has('source_commit'),
    hashes: has('release_manifest_hash'),
    handoffs: has('source_bundle_path'),
    verification: has('release_chain_validation_status'),
    formal_checks: has('release_chain_validation_status'),
    limitations: has('strict') || has('allow_legacy'),
    lineage: has('render_path') || has('bundle_shape'),
    repair_hints: has('repair_hints') || rep.verification_status === 'passed'
  };
  const present: Record<string, { present: boolean; score: number }> = {};
  for (const s of SECTIONS) present[s] = { present: inferred[s], score: inferred[s] ? 1 : 0 };
  const { sections, gaps, count } = sectionsAndGaps(SECTIONS, present);
  const quality = count / SECTIONS.length;
  const reportId = strOr(d, 'report_id', 'sm-render-benchmark-v0');
  const pin = strOr(d, 'source_commit', RC_PIN);
  const repo = typeof rep.source_repo === 'string' ? rep.source_repo : REPO.sm;
  const exportCommit = typeof rep.source_commit === 'string' ? rep.source_commit : pin;
  const workflow = strOr(d, 'workflow_id', 'labtrust.qc_release_v0.1');
  const eqr = withDigest({
    schema_version: 'v0', report_id: reportId, suite_id: suite, case_id: strOr(d, 'case_id', 'valid-scientific-memory-import'), producer_id: 'scientific-memory',
    workflow_id: workflow, required_sections: [...SECTIONS], sections, sections_present_count: count, sections_required_count: SECTIONS.length,
    quality_score: f(quality), gaps, source_repo: REPO.sm, source_commit: pin, signature_or_digest: 'sha256:' + '0'.repeat(64)
  });
  const cov = withDigest({
    schema_version: 'v0', coverage_id: 'sm-render-interpretability-v0', metric: 'scientific_memory_interpretability', metric_id: 'scientific_memory_interpretability_score',
    numerator: f(count), denominator: f(SECTIONS.length), coverage_ratio: f(quality), details: { render_report_id: reportId },
    source_repo: REPO.sm, source_commit: pin, signature_or_digest: 'sha256:' + '0'.repeat(64)
  });
  const commands = commandsFrom(d, [{ command: 'pcs-benchmark-rendering', exit_code: quality >= 1 ? 0 : 1 }]);
  const refs = [
    ref('ExplainQualityReport.v0', `benchmarks/rendering/explain_quality_report.${reportId}.v0.json`, eqr.signature_or_digest, repo, exportCommit),
    ref('CoverageReport.v0', `benchmarks/rendering/coverage_report.${reportId}.v0.json`, cov.signature_or_digest, repo, exportCommit)
  ];
  return ingest('scientific-memory', suite, workflow, { coverage_reports: [cov], explain_quality_reports: [eqr] }, commands, [], repo, exportCommit, refs);
}

/**
 * Normalizes one dialect document, chosen by the dialect file's base name. `sibling` reads another dialect
 * file of the same folder by base name (PF needs pf_profile_coverage.dialect.json).
 */
export function normalizeDialect(baseName: string, dialect: unknown, sibling: (name: string) => unknown): { type: string; value: PyObj; text: string } {
  if (!isObj(dialect)) throw new NormalizeError('the dialect root must be a JSON object');
  let value: PyObj;
  let type = 'PcsBenchIngest.v0';
  switch (baseName) {
    case 'certifyedge_certificate_benchmark.dialect.json':
      value = normalizeCertifyEdge(dialect);
      break;
    case 'pf_admission_explain_quality.dialect.json': {
      const s = sibling('pf_profile_coverage.dialect.json');
      value = normalizePfExplainQuality(dialect, isObj(s) ? s : undefined);
      break;
    }
    case 'scientific_memory_render_benchmark.dialect.json':
      value = normalizeScientificMemory(dialect);
      break;
    case 'pf_profile_coverage.dialect.json':
      value = normalizePfProfileCoverage(dialect);
      type = 'ProfileCoverageReport.v0';
      break;
    default:
      throw new NormalizeError(`unknown dialect '${baseName}'; expected one of: ${DIALECTS.join(', ')}`);
  }
  return { type, value, text: pyDumps(value, 2) + '\n' };
}
