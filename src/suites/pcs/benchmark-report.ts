/**
 * BenchmarkReport.v0 aggregation from validated PcsBenchIngest.v0 bundles (pcs-core has no code for this; it
 * leaves ingest consumption to pcs-bench). Follows pcs-core's documented summary and `build_metric_summaries`
 * rollup, reading only embedded objects (refs are audit metadata). See docs/pcs.md for each decision.
 */
import { getMember, type JsonNode } from '../../core/json-source.js';
import { pyFloat, type PyValue, pyValueOf, pyValueOfPlain } from '../../python/index.js';
import { withDigest } from './canonical.js';
import { isObj, type Obj } from './rules-common.js';
import { httpsRepoProblem } from './rules-provenance.js';
import { METRICS } from './rules-report.js';
import { pushAll } from '../../core/arrays.js';

type PyObj = { [k: string]: PyValue };
const arr = (o: Obj, k: string): Obj[] => (Array.isArray(o[k]) ? (o[k] as unknown[]).filter(isObj) : []);

const REPAIR_HINT_BY_COMPONENT: Record<string, string> = {
  runtime_producer: 'align_provenance',
  certificate_producer: 'align_certificate_id',
  verifier: 'rerun_verification',
  registry: 'fix_registry_entry',
  formal_kernel: 'rerun_formal_check',
  scientific_memory: 'fix_import_report',
  release_manifest: 'align_provenance',
  handoff: 'align_handoff',
  hashing: 'align_hash',
  unknown: 'unknown'
};

/** Coverage-block key of each legacy metric name (pcs-core's key map). */
const COVERAGE_KEY: Record<string, string> = {
  release_reproducibility: 'release_reproducibility',
  certificate_completeness: 'certificate_completeness',
  registry_coverage: 'registry',
  formal_check_coverage: 'formal_checks',
  scientific_memory_interpretability: 'scientific_memory'
};

export interface ReportInput {
  /** Path of the ingest (used in run paths when no ref names the run's file). */
  path: string;
  ingest: Obj;
  /** The ingest's source tree: embedded objects are copied from it so their digests still match (`13.0` stays a float). */
  root?: JsonNode;
}

export interface ReportOptions {
  suiteId?: string;
  reportId?: string;
  metrics?: string[];
  sourceRepo?: string;
  sourceCommit?: string;
}

/** The report cannot record one known producer pin (PCS052). */
export class ReportPinError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportPinError';
  }
}

/**
 * The producer pin the report records (spec: "reviewers pin source_commit to the git SHA of the producer run while
 * the benchmark runner records that pin in BenchmarkReport.v0"): the ingests' own `source_repo`/`source_commit`.
 * Inputs from one revision: that pin (a given `--source-repo`/`--source-commit` must agree). Inputs from several: the
 * aggregator's own revision must be given (each producer's pin stays on the coverage blocks and metric rows taken
 * from its coverage reports). A placeholder or missing pin is refused.
 */
function producerPin(inputs: ReportInput[], opts: ReportOptions = {}): { repo: string; commit: string } {
  const pins = new Map<string, { repo: string; commit: string; files: string[] }>();
  for (const { path, ingest } of inputs) {
    const repo = ingest.source_repo;
    const commit = ingest.source_commit;
    if (
      typeof repo !== 'string' ||
      typeof commit !== 'string' ||
      !/^[0-9a-f]{40}$/.test(commit) ||
      /^[0f]{40}$/.test(commit)
    ) {
      throw new ReportPinError(
        `${path}: no real producer pin (source_repo ${JSON.stringify(repo)}, source_commit ${JSON.stringify(commit)}); a BenchmarkReport.v0 must record the producer's revision`
      );
    }
    const k = `${repo}\u0000${commit}`;
    const e = pins.get(k) ?? { repo, commit, files: [] };
    e.files.push(path);
    pins.set(k, e);
  }
  if (pins.size === 0) throw new ReportPinError('no ingest given: there is no producer pin to record');
  if (opts.sourceRepo !== undefined) {
    const why = httpsRepoProblem(opts.sourceRepo);
    if (why) throw new ReportPinError(`--source-repo ${opts.sourceRepo} ${why}`);
  }
  if (
    opts.sourceCommit !== undefined &&
    (!/^[0-9a-f]{40}$/.test(opts.sourceCommit) || /^[0f]{40}$/.test(opts.sourceCommit))
  ) {
    throw new ReportPinError(`--source-commit ${opts.sourceCommit} is not a real 40-character lower-case git SHA`);
  }
  if (pins.size > 1) {
    const list = [...pins.values()].map((p) => `${p.repo}@${p.commit} (${p.files.join(', ')})`).join('; ');
    // Several producer revisions: the report's one pin is the aggregator's revision, which only the caller knows.
    if (opts.sourceRepo === undefined || opts.sourceCommit === undefined) {
      throw new ReportPinError(
        `the inputs come from ${pins.size} producer revisions (${list}); a BenchmarkReport.v0 records one source_repo/source_commit pin: build one report per producer revision, or give the aggregator's own revision with --source-repo and --source-commit`
      );
    }
    return { repo: opts.sourceRepo, commit: opts.sourceCommit };
  }
  const pin = [...pins.values()][0];
  if (opts.sourceRepo !== undefined && opts.sourceRepo !== pin.repo)
    throw new ReportPinError(
      `--source-repo ${opts.sourceRepo} is not the inputs' source_repo ${pin.repo}; a report over one producer revision records that producer's pin`
    );
  if (opts.sourceCommit !== undefined && opts.sourceCommit !== pin.commit)
    throw new ReportPinError(
      `--source-commit ${opts.sourceCommit} is not the inputs' source_commit ${pin.commit}; a report over one producer revision records that producer's pin`
    );
  return { repo: pin.repo, commit: pin.commit };
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const clamp = (x: number) => Math.max(0, Math.min(1, x));
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

export function buildBenchmarkReport(inputs: ReportInput[], opts: ReportOptions = {}): PyObj {
  const pin = producerPin(inputs, opts);
  const suiteId =
    opts.suiteId ??
    (inputs.length > 0 && typeof inputs[0].ingest.suite_id === 'string'
      ? (inputs[0].ingest.suite_id as string)
      : 'pcs-ingest-suite');
  const runs: PyObj[] = [];
  const failures: PyObj[] = [];
  const flrs: Obj[] = [];
  const runById = new Map<string, Obj>();
  const coverage: PyObj = {};
  const coverageSource = new Map<string, Obj>();
  const producers = new Set<string>();
  for (const { path, ingest, root } of inputs) {
    const copy = (field: string, i: number, v: Obj): PyValue => {
      const arrNode = root && root.type === 'object' ? getMember(root, field) : undefined;
      const node =
        arrNode && arrNode.type === 'array' ? arrNode.items.filter((x) => x.type === 'object')[i] : undefined;
      return node ? pyValueOf(node) : pyValueOfPlain(v);
    };
    if (typeof ingest.producer_id === 'string') producers.add(ingest.producer_id);
    const refPath = new Map<string, string>();
    for (const r of arr(ingest, 'artifact_refs'))
      if (r.artifact_type === 'BenchmarkRun.v0' && typeof r.sha256 === 'string' && typeof r.path === 'string')
        refPath.set(r.sha256, r.path);
    arr(ingest, 'benchmark_runs').forEach((r, i) => {
      const runId = String(r.run_id ?? `run-${i}`);
      runById.set(runId, r);
      const row: PyObj = {
        run_id: runId,
        case_id: String(r.case_id ?? ''),
        path: refPath.get(String(r.signature_or_digest)) ?? `${path}#/benchmark_runs/${i}`
      };
      if (typeof r.observed_status === 'string') row.observed_status = r.observed_status;
      runs.push(row);
      if (r.observed_status !== 'passed') {
        const fl: PyObj = {
          case_id: String(r.case_id ?? runId),
          run_id: runId,
          message: `expected passed got ${String(r.observed_status)} (${String(r.observed_failure_code ?? null)})`
        };
        failures.push(fl);
      }
    });
    pushAll(flrs, arr(ingest, 'failure_localization_reports'));
    arr(ingest, 'coverage_reports').forEach((c, ci) => {
      const legacy = METRICS.find((m) => m.id === c.metric_id || m.id === c.metric || m.legacy === c.metric)?.legacy;
      const key = legacy ? COVERAGE_KEY[legacy] : undefined;
      if (key && !(key in coverage)) {
        coverage[key] = copy('coverage_reports', ci, c) as PyObj;
        coverageSource.set(key, c);
      }
    });
    const eqr = arr(ingest, 'explain_quality_reports')[0];
    if (eqr && !('explain_quality' in coverage))
      coverage.explain_quality = copy('explain_quality_reports', 0, eqr) as PyObj;
    const pcr = arr(ingest, 'profile_coverage_reports')[0];
    if (pcr && !('profile_coverage' in coverage))
      coverage.profile_coverage = copy('profile_coverage_reports', 0, pcr) as PyObj;
  }
  const total = runs.length;
  const passed = runs.filter((r) => r.observed_status === 'passed').length;
  const invalidCases = new Set(flrs.map((x) => String(x.case_id)));
  const invalid = flrs.length;
  const hits = flrs.filter((x) => x.localized_correctly === true).length;
  const hintHits = flrs.filter((x) => {
    const run = runById.get(String(x.run_id));
    return (
      run !== undefined &&
      REPAIR_HINT_BY_COMPONENT[String(x.expected_responsible_component)] === run.observed_repair_hint
    );
  }).length;
  const denom = invalid || 1;
  const ratioOf = (key: string) => {
    const c = coverageSource.get(key);
    return c ? clamp(num(c.coverage_ratio)) : 0;
  };
  const summary: PyObj = {
    total_cases: total,
    passed_cases: passed,
    failed_cases: total - passed,
    expected_failures_detected: flrs.filter(
      (x) => typeof x.observed_failure_code === 'string' && x.observed_failure_code !== ''
    ).length,
    unexpected_passes: 0,
    unexpected_failures: runs.filter((r) => r.observed_status !== 'passed' && !invalidCases.has(String(r.case_id)))
      .length,
    failure_localization_accuracy: pyFloat(hits / denom),
    repair_hint_accuracy: pyFloat(hintHits / denom),
    formal_check_coverage: pyFloat(ratioOf('formal_checks')),
    registry_coverage: pyFloat(ratioOf('registry')),
    scientific_memory_render_coverage: pyFloat(ratioOf('scientific_memory'))
  };
  const declared = opts.metrics && opts.metrics.length > 0 ? opts.metrics : METRICS.map((m) => m.id);
  const metricSummaries: PyObj[] = declared.map((id) =>
    metricSummary(id, suiteId, summary, coverageSource, invalid, pin)
  );
  const report: PyObj = {
    schema_version: 'v0',
    report_id: opts.reportId ?? `benchmark-report-${suiteId}`,
    benchmark_suite_id: suiteId,
    runs,
    metrics: declared,
    metric_summaries: metricSummaries,
    summary,
    coverage,
    failures,
    source_repo: pin.repo,
    source_commit: pin.commit,
    signature_or_digest: 'sha256:' + '0'.repeat(64)
  };
  if (producers.size === 1) report.producer_id = [...producers][0];
  return withDigest(report);
}

function metricSummary(
  id: string,
  suiteId: string,
  summary: PyObj,
  coverage: Map<string, Obj>,
  invalid: number,
  pin: { repo: string; commit: string }
): PyObj {
  const row = (
    score: number,
    applicability: string,
    numerator: number,
    denominator: number,
    reason: string,
    details: PyObj,
    repo?: string,
    commit?: string
  ): PyObj =>
    withDigest({
      schema_version: 'v0',
      metric_id: id,
      score: pyFloat(clamp(score)),
      applicability,
      numerator: pyFloat(numerator),
      denominator: pyFloat(denominator),
      reason,
      details,
      source_repo: repo ?? pin.repo,
      source_commit: commit ?? pin.commit,
      signature_or_digest: 'sha256:' + '0'.repeat(64)
    });
  if (id === 'failure_localization_accuracy' || id === 'repair_hint_quality_score') {
    if (invalid === 0) return row(0, 'insufficient_cases', 0, 0, 'no invalid benchmark cases in suite', {});
    const field = id === 'failure_localization_accuracy' ? 'failure_localization_accuracy' : 'repair_hint_accuracy';
    const score = (summary[field] as { value: number }).value;
    return row(score, 'measured', round6(score * invalid), invalid, '', {});
  }
  if (id === 'cross_domain_portability_score' && suiteId !== 'cross-domain-release-chain-v0') {
    return row(
      0,
      'not_applicable',
      0,
      0,
      'cross_domain_portability_score applies only to suite cross-domain-release-chain-v0',
      {}
    );
  }
  const legacy = METRICS.find((m) => m.id === id)?.legacy;
  const key = legacy ? COVERAGE_KEY[legacy] : undefined;
  const c = key ? coverage.get(key) : undefined;
  if (c) {
    const den = num(c.denominator);
    return row(
      num(c.coverage_ratio),
      den > 0 ? 'measured' : 'failed_to_measure',
      num(c.numerator),
      den,
      '',
      { coverage_id: String(c.coverage_id) },
      typeof c.source_repo === 'string' ? c.source_repo : undefined,
      typeof c.source_commit === 'string' ? c.source_commit : undefined
    );
  }
  const s = summary[id];
  if (s !== undefined)
    return row(
      typeof s === 'number' ? s : (s as { value: number }).value,
      'measured',
      typeof s === 'number' ? s : (s as { value: number }).value,
      1,
      '',
      {}
    );
  return row(0, 'skipped', 0, 0, 'no coverage or summary source for metric', {});
}
