/** CertifyEdge's certificate benchmark dialect (pcs-core `benchmark_compat.py`). */
import { pyFloat as f, pyReprCapped, pyValueOfPlain } from '../../python/index.js';
import { withDigest } from './canonical.js';
import { isObj, type Obj } from './rules-common.js';
import {
  RC_PIN,
  REPO,
  type PyObj,
  strip,
  ref,
  pyFloatOf,
  getFloat,
  commandsOf,
  CERTIFYEDGE,
  ingestOf,
  pyStrOf
} from './normalize-common.js';
import { normalizePfProfileCoverage } from './normalize-pf.js';

/** `build_certifyedge_pcs_bench_ingest` (with `normalize_certifyedge_certificate_benchmark` and its profile coverage). */
export function normalizeCertifyEdge(raw: Obj): PyObj {
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
