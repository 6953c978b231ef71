/** Scientific Memory's render benchmark dialect (pcs-core `benchmark_compat.py`). */
import { pyFloat as f, pyValueOfPlain } from '../../python/index.js';
import { withDigest } from './canonical.js';
import { isObj, type Obj } from './rules-common.js';
import {
  RC_PIN,
  SECTIONS,
  REPO,
  type PyObj,
  NormalizeError,
  strip,
  ref,
  truthy,
  commandsOf,
  SCIENTIFIC_MEMORY,
  ingestOf,
  pyStrOf,
  pyList,
  keyOf,
  explainQualityReport
} from './normalize-common.js';

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
export function normalizeScientificMemory(raw: Obj): PyObj {
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
