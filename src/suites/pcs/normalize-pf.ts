/** Provability Fabric's dialects: admission explain quality and profile coverage (pcs-core `benchmark_compat.py`). */
import { pyFloat as f, pyValueOfPlain, type PyFloat } from '../../python/index.js';
import { withDigest } from './canonical.js';
import { isObj, type Obj } from './rules-common.js';
import {
  RC_PIN,
  SECTIONS,
  REPO,
  type PyObj,
  NormalizeError,
  strip,
  need,
  isNum,
  ref,
  pyFloatOf,
  getFloat,
  truthy,
  commandsOf,
  PROVABILITY_FABRIC,
  ingestOf,
  pyStrOf,
  pcsCoreTamperCaseResult,
  pyList,
  keyOf,
  explainQualityReport
} from './normalize-common.js';

export function normalizePfProfileCoverage(raw: Obj, suiteId?: string): PyObj {
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
export function normalizePfExplainQuality(raw: Obj, profileDialect: Obj | undefined): PyObj {
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
