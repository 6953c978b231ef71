/**
 * Dialect normalisation (pcs-core `benchmark_compat.py` ingest builders): producer dialect JSON → PcsBenchIngest.v0
 * (or ProfileCoverageReport.v0), byte-identical to pcs-core's `pcs benchmark normalize` output for the committed
 * dialects. The normalizer is chosen by the dialect file's base name, as in pcs-core.
 */
import {
  pyFloat as f,
  pyJsonDumps,
  pyReprCapped,
  pyTruthy,
  pyValueOfPlain,
  type PyFloat,
  type PyValue
} from '../../python/index.js';
import { withDigest } from './canonical.js';
import { isObj, type Obj } from './rules-common.js';

const RC_PIN = '17e414501b3e1c58e8fbde1fe89a828440a945d9';
const PCS_CORE_PLACEHOLDER = 'd444444444444444444444444444444444444444';
const SECTIONS = [
  'provenance',
  'hashes',
  'handoffs',
  'verification',
  'formal_checks',
  'limitations',
  'lineage',
  'repair_hints'
];
const REPO = {
  certifyedge: 'https://github.com/fraware/CertifyEdge',
  pf: 'https://github.com/SentinelOps-CI/provability-fabric',
  sm: 'https://github.com/fraware/scientific-memory',
  pcsCore: 'https://github.com/SentinelOps-CI/pcs-core'
};

type PyObj = { [k: string]: PyValue };

export class NormalizeError extends Error {}

const DIALECTS = [
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
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function ref(type: string, path: string, sha: PyValue, repo: string, commit: string): PyObj {
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
function pyFloatOf(v: unknown, k: string): number {
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
const getFloat = (d: Obj, k: string, dflt: number) => (d[k] === undefined ? dflt : pyFloatOf(d[k], k));
/** Python truthiness of a JSON value. */
const truthy = (v: unknown) => pyTruthy(v as PyValue | undefined);
/** `raw.get("commands")` when it is a list (taken as is), else the default command. */
function commandsOf(d: Obj, dflt: string, exit: number): PyValue[] {
  if (Array.isArray(d.commands)) return d.commands.map(pyValueOfPlain);
  return [{ command: pyStrOf(d, 'producer_command', dflt), exit_code: exit }];
}
/** `_logs_list`: `[str(x) for x in raw["logs"]]` when it is a list. */
function logsOf(d: Obj): string[] {
  return Array.isArray(d.logs) ? d.logs.map((x) => (typeof x === 'string' ? x : pyReprCapped(x))) : [];
}
/** A producer's id and the suite_id and workflow_id its dialect gets when it names none. */
interface ProducerIds {
  producer: string;
  suite: string;
  workflow: string;
}
const CERTIFYEDGE: ProducerIds = {
  producer: 'certifyedge',
  suite: 'certifyedge-certificate-v0',
  workflow: 'labtrust.qc_release_v0.1'
};
const PROVABILITY_FABRIC: ProducerIds = {
  producer: 'provability-fabric',
  suite: 'pf-admission-v0',
  workflow: 'provability_fabric.admission_v0'
};
const SCIENTIFIC_MEMORY: ProducerIds = {
  producer: 'scientific-memory',
  suite: 'scientific-memory-rendering-v0',
  workflow: 'labtrust.qc_release_v0.1'
};

/** The ingest of dialect `d`: its suite_id, workflow_id (else the producer's defaults) and logs, and what is built. */
function ingestOf(
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

/** `build_certifyedge_pcs_bench_ingest` (with `normalize_certifyedge_certificate_benchmark` and its profile coverage). */
function normalizeCertifyEdge(raw: Obj): PyObj {
  const d = strip(raw);
  const passed = d.checks_passed !== undefined ? pyFloatOf(d.checks_passed, 'checks_passed') : getFloat(d, 'passed', 0);
  const total =
    d.checks_total !== undefined
      ? pyFloatOf(d.checks_total, 'checks_total')
      : d.total !== undefined
        ? pyFloatOf(d.total, 'total')
        : Math.max(passed, 1);
  const cov = withDigest({
    schema_version: 'v0',
    coverage_id: pyStrOf(d, 'coverage_id', 'certifyedge-certificate-benchmark-v0'),
    metric: 'certificate_completeness',
    metric_id: 'certificate_completeness_score',
    numerator: f(passed),
    denominator: f(total),
    coverage_ratio: f(total ? Math.min(1, passed / total) : 0),
    details: {
      producer_id: 'certifyedge',
      certificate_id: d.certificate_id === undefined ? null : pyValueOfPlain(d.certificate_id),
      violations: d.violations === undefined ? [] : pyValueOfPlain(d.violations)
    },
    source_repo: pyStrOf(d, 'source_repo', REPO.certifyedge),
    source_commit: pyStrOf(d, 'source_commit', RC_PIN),
    signature_or_digest: 'sha256:' + '0'.repeat(64)
  });
  const arts = ['TraceCertificate.v0', 'RuntimeReceipt.v0', 'ScienceClaimBundle.v0'];
  const prof = isObj(d.profile_coverage)
    ? normalizePfProfileCoverage(d.profile_coverage)
    : normalizePfProfileCoverage({
        workflow_profile_id: pyStrOf(d, 'workflow_profile_id', 'labtrust.qc_release_v0.1'),
        coverage_id: pyStrOf(d, 'profile_coverage_id', 'certifyedge-profile-certificate-v0'),
        suite_id: pyStrOf(d, 'suite_id', 'certifyedge-certificate-v0'),
        artifact_types_required: arts,
        artifact_types_covered: [...arts],
        semantic_checks_required: ['trace_hash_matches_certificate'],
        semantic_checks_covered: ['trace_hash_matches_certificate'],
        handoff_steps_required: ['runtime_to_certificate'],
        handoff_steps_covered: ['runtime_to_certificate']
      });
  const repo = pyStrOf(d, 'source_repo', REPO.certifyedge);
  const commit = pyStrOf(d, 'source_commit', RC_PIN);
  const exit = getFloat(d, 'checks_passed', 0) >= getFloat(d, 'checks_total', 1) ? 0 : 1;
  const certArg =
    d.certificate_id === undefined
      ? 'unknown'
      : typeof d.certificate_id === 'string'
        ? d.certificate_id
        : pyReprCapped(d.certificate_id);
  const commands = commandsOf(d, `certifyedge benchmark certificates --certificate-id ${certArg}`, exit);
  const refs = [
    ref(
      'CoverageReport.v0',
      pyStrOf(d, 'coverage_report_path', 'benchmarks/certificate/coverage_report.certifyedge-cert-bench-v0.v0.json'),
      cov.signature_or_digest,
      repo,
      commit
    ),
    ref(
      'ProfileCoverageReport.v0',
      pyStrOf(
        d,
        'profile_coverage_report_path',
        'benchmarks/certificate/profile_coverage_report.certifyedge-cert-bench-v0.v0.json'
      ),
      prof.signature_or_digest,
      repo,
      commit
    )
  ];
  const reports = { coverage_reports: [cov], profile_coverage_reports: [prof] };
  return ingestOf(d, CERTIFYEDGE, reports, commands, { repo, commit }, refs);
}
function normalizePfProfileCoverage(raw: Obj, suiteId?: string): PyObj {
  const d = strip(raw);
  const list2 = (k: string, legacy: string) => pyList(d, d[k] !== undefined ? k : legacy, []).map(pyValueOfPlain);
  const req = {
    a: list2('artifact_types_required', 'required_artifacts'),
    c: list2('semantic_checks_required', 'required_checks'),
    h: list2('handoff_steps_required', 'required_handoffs')
  };
  const cov = {
    a: list2('artifact_types_covered', 'covered_artifacts'),
    c: list2('semantic_checks_covered', 'covered_checks'),
    h: list2('handoff_steps_covered', 'covered_handoffs')
  };
  const num =
    d.numerator !== undefined ? need(d, 'numerator', isNum, 'a number') : cov.a.length + cov.c.length + cov.h.length;
  const den =
    d.denominator !== undefined
      ? need(d, 'denominator', isNum, 'a number')
      : Math.max(req.a.length + req.c.length + req.h.length, 1);
  if (den === 0) throw new NormalizeError('float division by zero');
  const ratioValue =
    d.coverage_ratio !== undefined ? need(d, 'coverage_ratio', isNum, 'a number') : Math.min(1, Math.max(0, num / den));
  const details = d.details === undefined ? {} : pyValueOfPlain(d.details);
  const o: PyObj = {
    schema_version: 'v0',
    coverage_id: pyStrOf(d, 'coverage_id', 'pf-profile-coverage-v0'),
    workflow_profile_id: pyStrOf(d, 'workflow_profile_id', 'provability_fabric.admission_v0'),
    producer_id: 'provability-fabric',
    suite_id: suiteId ?? pyStrOf(d, 'suite_id', 'pf-admission-v0'),
    artifact_types_required: req.a,
    artifact_types_covered: cov.a,
    semantic_checks_required: req.c,
    semantic_checks_covered: cov.c,
    handoff_steps_required: req.h,
    handoff_steps_covered: cov.h,
    numerator: f(num),
    denominator: f(den),
    coverage_ratio: f(ratioValue),
    details,
    source_repo: pyStrOf(d, 'source_repo', REPO.pf),
    source_commit: pyStrOf(d, 'source_commit', RC_PIN),
    signature_or_digest: 'sha256:' + '0'.repeat(64)
  };
  return withDigest(o);
}

/** Python's `str(raw.get(k, default))` for JSON values (strings as they are, others as Python prints them). */
function pyStrOf(d: Obj, k: string, dflt: string): string {
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
function pcsCoreTamperCaseResult(): PyObj {
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
function pyList(d: Obj, k: string, dflt: string[]): unknown[] {
  const v = d[k];
  if (v === undefined) return [...dflt];
  if (Array.isArray(v)) return [...v];
  if (typeof v === 'string') return [...v];
  if (isObj(v)) return Object.keys(v);
  throw new NormalizeError(
    `field "${k}": '${v === null ? 'NoneType' : typeof v === 'boolean' ? 'bool' : Number.isInteger(v) ? 'int' : 'float'}' object is not iterable`
  );
}
const keyOf = (v: unknown): string => (typeof v === 'string' ? v : pyReprCapped(v));

/**
 * An ExplainQualityReport.v0 of dialect `d` from its scored sections: report_id, suite_id, case_id, workflow_id
 * and the source from `d`, else the producer's and these defaults.
 */
function explainQualityReport(
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

/** `normalize_pf_explain_quality`. */
function pfExplainQuality(d: Obj): PyObj {
  const required = pyList(d, 'required_sections', SECTIONS);
  const rawScores = truthy(d.sections) ? d.sections : truthy(d.section_scores) ? d.section_scores : {};
  if (!isObj(rawScores))
    throw new NormalizeError(
      `field "sections": '${Array.isArray(rawScores) ? 'list' : typeof rawScores}' object has no attribute 'get'`
    );
  const sections: PyObj = {};
  const gaps: PyObj[] = [];
  for (const sid of required) {
    const key = keyOf(sid);
    const entry = Object.prototype.hasOwnProperty.call(rawScores, key) ? rawScores[key] : {};
    let present: boolean;
    let score: number;
    if (isObj(entry)) {
      present = entry.present !== undefined ? truthy(entry.present) : getFloat(entry, 'score', 0) >= 1;
      score = entry.score !== undefined ? pyFloatOf(entry.score, 'score') : present ? 1 : 0;
    } else {
      present = truthy(entry);
      score = present ? 1 : 0;
    }
    sections[key] = { present, score: f(Math.min(1, Math.max(0, score))) };
    if (!present)
      gaps.push({ section_id: pyValueOfPlain(sid), message: `PF admission benchmark missing section ${key}` });
  }
  const count = Object.values(sections).filter((x) => (x as PyObj).present === true).length;
  const quality =
    d.quality_score !== undefined
      ? pyFloatOf(d.quality_score, 'quality_score')
      : required.length
        ? count / required.length
        : 0;
  return explainQualityReport(
    d,
    PROVABILITY_FABRIC,
    { report: 'pf-explain-quality-admission-v0', case: 'admission-default', repo: REPO.pf },
    { required, sections, count, quality, gaps }
  );
}

/** `normalize_pf_pcs_bench_ingest_dialect` / `build_pf_pcs_bench_ingest` (the sibling profile dialect is required here). */
function normalizePfExplainQuality(raw: Obj, profileDialect: Obj | undefined): PyObj {
  const d = strip(raw);
  if (!profileDialect)
    throw new NormalizeError(
      'pf_admission_explain_quality needs its sibling pf_profile_coverage.dialect.json in the same folder'
    );
  const eqr = pfExplainQuality(d);
  const repo = pyStrOf(d, 'source_repo', REPO.pf);
  const commit = pyStrOf(d, 'source_commit', RC_PIN);
  const prof = normalizePfProfileCoverage(strip(profileDialect));
  const refs = [
    ref(
      'ExplainQualityReport.v0',
      pyStrOf(
        d,
        'explain_quality_report_path',
        'benchmarks/admission/explain_quality_report.pf-explain-quality-admission-v0.v0.json'
      ),
      eqr.signature_or_digest,
      repo,
      commit
    ),
    ref(
      'ProfileCoverageReport.v0',
      pyStrOf(
        profileDialect,
        'profile_coverage_report_path',
        'benchmarks/admission/profile_coverage_report.pf-profile-coverage-v0.v0.json'
      ),
      prof.signature_or_digest,
      repo,
      commit
    )
  ];
  const include = d.include_failure_localization === undefined ? true : truthy(d.include_failure_localization);
  const flrs = include ? [pcsCoreTamperCaseResult()] : [];
  for (const x of flrs)
    refs.push(
      ref(
        'FailureLocalizationResult.v0',
        pyStrOf(d, 'failure_localization_path', 'benchmarks/admission/failure_localization.pf-admission-v0.v0.json'),
        x.signature_or_digest,
        repo,
        commit
      )
    );
  const quality = (eqr.quality_score as PyFloat).value;
  const commands = commandsOf(d, 'pf benchmark admission', quality >= 1 ? 0 : 1);
  const reports = {
    failure_localization_reports: flrs,
    explain_quality_reports: [eqr],
    profile_coverage_reports: [prof]
  };
  return ingestOf(d, PROVABILITY_FABRIC, reports, commands, { repo, commit }, refs);
}

const SM_KEYS: [string, string][] = [
  ['source_repo', 'provenance'],
  ['source_commit', 'provenance'],
  ['release_manifest_hash', 'hashes'],
  ['release_chain_validation_status', 'verification'],
  ['validation_profile', 'verification'],
  ['render_path', 'lineage'],
  ['strict', 'limitations'],
  ['allow_legacy', 'limitations'],
  ['bundle_shape', 'lineage'],
  ['source_bundle_path', 'handoffs']
];

/** `build_scientific_memory_pcs_bench_ingest` (with `normalize_scientific_memory_render_benchmark`). */
function normalizeScientificMemory(raw: Obj): PyObj {
  const d = strip(raw);
  const sm = truthy(d.import_report) ? d.import_report : d;
  if (!isObj(sm)) throw new NormalizeError('field "import_report" must be an object');
  const has = (k: string) => Object.prototype.hasOwnProperty.call(sm, k);
  const required = pyList(d, 'required_sections', SECTIONS);
  const sections: PyObj = {};
  const gaps: PyObj[] = [];
  for (const sid of required) {
    const key = keyOf(sid);
    let present = SM_KEYS.some(([k, s]) => s === key && has(k));
    if (key === 'formal_checks') present = has('release_chain_validation_status');
    if (key === 'repair_hints') present = truthy(d.repair_hints) || sm.verification_status === 'passed';
    sections[key] = { present, score: f(present ? 1 : 0) };
    if (!present)
      gaps.push({ section_id: pyValueOfPlain(sid), message: `Scientific Memory render benchmark missing ${key}` });
  }
  const count = Object.values(sections).filter((x) => (x as PyObj).present === true).length;
  const quality = required.length ? count / required.length : 0;
  const eqr = explainQualityReport(
    d,
    SCIENTIFIC_MEMORY,
    { report: 'sm-render-benchmark-v0', case: 'valid-scientific-memory-import', repo: REPO.sm },
    { required, sections, count, quality, gaps }
  );
  let cov: PyObj;
  if (isObj(d.coverage_report)) {
    const body = pyValueOfPlain(d.coverage_report) as PyObj;
    if (body.schema_version === undefined) body.schema_version = 'v0';
    if (body.metric_id === undefined) body.metric_id = 'scientific_memory_interpretability_score';
    cov = body.signature_or_digest === undefined ? withDigest(body) : body;
  } else {
    cov = withDigest({
      schema_version: 'v0',
      coverage_id: pyStrOf(d, 'coverage_id', 'sm-render-interpretability-v0'),
      metric: 'scientific_memory_interpretability',
      metric_id: 'scientific_memory_interpretability_score',
      numerator: f(count),
      denominator: f(required.length || 1),
      coverage_ratio: f(Math.min(1, quality)),
      details: { render_report_id: eqr.report_id },
      source_repo: eqr.source_repo,
      source_commit: eqr.source_commit,
      signature_or_digest: 'sha256:' + '0'.repeat(64)
    });
  }
  const repo = d.source_repo !== undefined ? pyStrOf(d, 'source_repo', REPO.sm) : pyStrOf(sm, 'source_repo', REPO.sm);
  const commit =
    d.source_commit !== undefined
      ? pyStrOf(d, 'source_commit', RC_PIN)
      : pyStrOf(sm, 'scientific_memory_commit', RC_PIN);
  const commands = commandsOf(d, 'pcs-benchmark-rendering', quality >= 1 ? 0 : 1);
  const refs = [
    ref(
      'ExplainQualityReport.v0',
      pyStrOf(
        d,
        'explain_quality_report_path',
        'benchmarks/rendering/explain_quality_report.sm-render-benchmark-v0.v0.json'
      ),
      eqr.signature_or_digest,
      repo,
      commit
    ),
    ref(
      'CoverageReport.v0',
      pyStrOf(d, 'coverage_report_path', 'benchmarks/rendering/coverage_report.sm-render-benchmark-v0.v0.json'),
      cov.signature_or_digest ?? null,
      repo,
      commit
    )
  ];
  const reports = { coverage_reports: [cov], explain_quality_reports: [eqr] };
  return ingestOf(d, SCIENTIFIC_MEMORY, reports, commands, { repo, commit }, refs);
}

/**
 * Normalizes one dialect document, chosen by the dialect file's base name. `sibling` reads another dialect
 * file of the same folder by base name (PF needs pf_profile_coverage.dialect.json).
 */
export function normalizeDialect(
  baseName: string,
  dialect: unknown,
  sibling: (name: string) => unknown
): { type: string; value: PyObj; text: string } {
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
  return { type, value, text: pyJsonDumps(value, { indent: 2 }) + '\n' };
}
