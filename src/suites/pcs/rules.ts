/**
 * pcs-core's ingest rules, tiers and report semantics as pure functions over plain JSON values.
 * Messages are pcs-core's own (Python wording, `repr` quoting); each issue carries the JSON pointer it is about.
 */
import { escapePointerSegment } from '../../core/json-source.js';
import { pyValue } from './pyrepr.js';

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

const PRODUCERS = [
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

const FIELD_TYPE: Record<EmbeddedField, string> = {
  benchmark_runs: 'BenchmarkRun.v0',
  coverage_reports: 'CoverageReport.v0',
  failure_localization_reports: 'FailureLocalizationResult.v0',
  explain_quality_reports: 'ExplainQualityReport.v0',
  profile_coverage_reports: 'ProfileCoverageReport.v0'
};
const TYPE_FIELD: Record<string, EmbeddedField> = Object.fromEntries(
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

/** PRODUCER_RELEASE_GRADE_EXPECTATIONS: fields that must be non-empty lists at release grade. */
const PRODUCER_RELEASE_GRADE_EXPECTATIONS: Record<string, readonly string[]> = {
  'labtrust-gym': ['benchmark_runs', 'coverage_reports', 'commands'],
  certifyedge: ['coverage_reports', 'profile_coverage_reports', 'commands'],
  'provability-fabric': [
    'failure_localization_reports',
    'explain_quality_reports',
    'profile_coverage_reports',
    'commands'
  ],
  'scientific-memory': ['explain_quality_reports', 'coverage_reports', 'commands']
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = (o: Obj, k: string): unknown => (Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined);
const ptr = (...parts: (string | number)[]) => parts.map((p) => '/' + escapePointerSegment(String(p))).join('');

/** pcs-core `is_placeholder_commit`: not a string, not 40 characters, or only 0/f characters. */
export function isPlaceholderCommit(v: unknown): boolean {
  return typeof v !== 'string' || v.length !== 40 || /^[0f]{40}$/i.test(v);
}

function hashable(v: unknown): string | undefined {
  // Python puts signature_or_digest values in a set: only str (and other hashables) count; we compare strings.
  return typeof v === 'string' ? v : undefined;
}

/** `validate_pcs_bench_ingest_semantics`, in pcs-core's order and wording. */
export function ingestSemantics(data: Obj): RuleIssue[] {
  const out: RuleIssue[] = [];
  const sc = own(data, 'source_commit');
  if (isPlaceholderCommit(sc))
    out.push({
      kind: 'placeholder-commit',
      pointer: sc === undefined ? '' : '/source_commit',
      message: 'PcsBenchIngest.v0 source_commit must be a real 40-character git SHA (not all zeros or all f)'
    });
  const producer = own(data, 'producer_id');
  if (!(PRODUCERS as readonly unknown[]).includes(producer))
    out.push({
      kind: 'unknown-producer',
      pointer: producer === undefined ? '' : '/producer_id',
      message: `PcsBenchIngest.v0 unknown producer_id ${pyValue(producer)}`
    });
  for (const f of [...EMBEDDED_FIELDS, 'commands', 'logs']) {
    if (!Array.isArray(own(data, f)))
      out.push({
        kind: 'list-required',
        pointer: own(data, f) === undefined ? '' : ptr(f),
        message: `PcsBenchIngest.v0 requires list ${f}`
      });
  }
  const fields = typeof producer === 'string' ? (PRODUCER_EMBEDDED_REF_FIELDS[producer] ?? []) : [];
  const hasProducerEmbedded = fields.some((f) => {
    const a = own(data, f);
    return Array.isArray(a) && a.length > 0;
  });
  const refs = own(data, 'artifact_refs');
  if (hasProducerEmbedded && (refs === undefined || refs === null)) {
    out.push({
      kind: 'refs-required',
      pointer: '',
      message: `PcsBenchIngest.v0 producer ${pyValue(producer)} requires artifact_refs when exporting embedded artifacts`
    });
    return out;
  }
  const covered = new Set<string>();
  if (refs !== undefined && refs !== null) {
    if (!Array.isArray(refs)) {
      out.push({
        kind: 'refs-malformed',
        pointer: '/artifact_refs',
        message: 'PcsBenchIngest.v0 artifact_refs must be an array when present'
      });
      return out;
    }
    const paths: { path: unknown; index: number }[] = [];
    const cache = new Map<EmbeddedField, { count: number; digests: Set<string> }>();
    const embeddedOf = (field: EmbeddedField) => {
      let e = cache.get(field);
      if (!e) {
        const arr = own(data, field);
        const objs = Array.isArray(arr) ? arr.filter(isObj) : [];
        const digests = new Set<string>();
        for (const o of objs) {
          const d = hashable(own(o, 'signature_or_digest'));
          if (d !== undefined) digests.add(d);
        }
        e = { count: objs.length, digests };
        cache.set(field, e);
      }
      return e;
    };
    refs.forEach((ref, i) => {
      const at = ptr('artifact_refs', i);
      if (!isObj(ref)) {
        out.push({ kind: 'refs-malformed', pointer: at, message: `artifact_refs[${i}] must be an object` });
        return;
      }
      for (const e of refSemantics(ref))
        out.push({ ...e, pointer: at + e.pointer, message: `artifact_refs[${i}]: ${e.message}` });
      paths.push({ path: own(ref, 'path'), index: i });
      const t = own(ref, 'artifact_type');
      const field =
        typeof t === 'string' && Object.prototype.hasOwnProperty.call(TYPE_FIELD, t) ? TYPE_FIELD[t] : undefined;
      const embedded = field ? embeddedOf(field) : undefined;
      if (!embedded || embedded.count === 0) {
        out.push({
          kind: 'ref-orphan',
          pointer: at + '/artifact_type',
          message: `artifact_refs[${i}]: no embedded objects for ${pyValue(t)}`
        });
        return;
      }
      const sha = own(ref, 'sha256');
      const digests = embedded.digests;
      if (typeof sha !== 'string' || !digests.has(sha)) {
        out.push({
          kind: 'ref-mismatch',
          pointer: at + '/sha256',
          message: `artifact_refs[${i}]: sha256 does not match any embedded ${String(t)} signature_or_digest`
        });
      } else covered.add(`${String(t)}\u0000${sha}`);
    });
    let dupAt: number | undefined;
    const seen = new Set<string>();
    paths.forEach(({ path, index }) => {
      const k = JSON.stringify(path ?? null);
      if (seen.has(k) && dupAt === undefined) dupAt = index;
      seen.add(k);
    });
    if (dupAt !== undefined)
      out.push({
        kind: 'ref-duplicate-path',
        pointer: ptr('artifact_refs', dupAt, 'path'),
        message: 'PcsBenchIngest.v0 artifact_refs contains duplicate path values'
      });
  }
  if (hasProducerEmbedded) {
    for (const f of fields) {
      const arr = own(data, f);
      if (!Array.isArray(arr)) continue;
      arr.forEach((o, j) => {
        if (!isObj(o)) return;
        const d = own(o, 'signature_or_digest');
        if (typeof d !== 'string') return;
        if (!covered.has(`${FIELD_TYPE[f]}\u0000${d}`))
          out.push({
            kind: 'ref-missing',
            pointer: ptr(f, j),
            message: `${f}[${j}]: missing artifact_refs entry for ${FIELD_TYPE[f]} digest ${d}`
          });
      });
    }
  }
  return out;
}

/** `validate_benchmark_artifact_ref_semantics` (pointers relative to the ref). */
export function refSemantics(ref: Obj): RuleIssue[] {
  const out: RuleIssue[] = [];
  const t = own(ref, 'artifact_type');
  if (typeof t !== 'string' || !Object.prototype.hasOwnProperty.call(TYPE_FIELD, t))
    out.push({
      kind: 'ref-invalid',
      pointer: '/artifact_type',
      message: `BenchmarkArtifactRef.v0 unsupported artifact_type ${pyValue(t)}`
    });
  const p = own(ref, 'path');
  if (typeof p !== 'string' || p.trim() === '')
    out.push({ kind: 'ref-invalid', pointer: '/path', message: 'BenchmarkArtifactRef.v0 path must be non-empty' });
  const s = own(ref, 'sha256');
  if (typeof s !== 'string' || !s.startsWith('sha256:'))
    out.push({
      kind: 'ref-invalid',
      pointer: '/sha256',
      message: 'BenchmarkArtifactRef.v0 sha256 must be a sha256: hex digest'
    });
  return out;
}

/** `validate_benchmark_run_semantics` (pointers relative to the run). */
export function runSemantics(run: Obj): RuleIssue[] {
  if (own(run, 'observed_status') !== 'passed') return [];
  const out: RuleIssue[] = [];
  for (const f of ['observed_failure_code', 'observed_responsible_component', 'observed_repair_hint']) {
    const v = own(run, f);
    if (v !== null && v !== undefined && v !== '')
      out.push({ kind: 'embedded-semantics', pointer: ptr(f), message: `passed runs must have null ${f}` });
  }
  return out;
}

/**
 * The part of `validate_embedded_artifacts_in_ingest` that the ingest check does not already cover:
 * per-type semantics of embedded objects (BenchmarkRun.v0). Messages as pcs-core prints the detail lines.
 */
export function embeddedSemantics(data: Obj): RuleIssue[] {
  const out: RuleIssue[] = [];
  const runs = own(data, 'benchmark_runs');
  if (!Array.isArray(runs)) return out;
  runs.forEach((r, i) => {
    if (!isObj(r)) return;
    for (const e of runSemantics(r))
      out.push({ ...e, pointer: ptr('benchmark_runs', i) + e.pointer, message: `benchmark_runs[${i}]: ${e.message}` });
  });
  return out;
}

export type ReferenceTier = 'schema-valid' | 'developer-grade' | 'release-grade' | 'external-review-grade';
export type Tier = 'schema-valid' | 'developer-grade' | 'release-grade' | 'audit-ready';
export const TIER_ORDER: readonly Tier[] = ['schema-valid', 'developer-grade', 'release-grade', 'audit-ready'];

/** Accepts a tier name or the alias external-review-grade. */
export function parseTier(s: unknown): Tier | undefined {
  if (s === 'external-review-grade') return 'audit-ready';
  return (TIER_ORDER as readonly unknown[]).includes(s) ? (s as Tier) : undefined;
}

export function tierAtLeast(t: Tier, min: Tier): boolean {
  return TIER_ORDER.indexOf(t) >= TIER_ORDER.indexOf(min);
}

const nonEmptyList = (v: unknown) => Array.isArray(v) && v.length > 0;

/** `assess_ingest_adequacy_tier`: exact algorithm, findings in pcs-core's order and wording. Never validates. */
export function assessTier(data: Obj): { tier: ReferenceTier; findings: string[] } {
  const findings: string[] = [];
  const placeholder = isPlaceholderCommit(own(data, 'source_commit'));
  if (placeholder) findings.push('ingest source_commit is placeholder (developer-grade at best)');
  const commands = own(data, 'commands');
  if (!nonEmptyList(commands)) findings.push('commands is empty (not release-grade for live producer runs)');
  const producer = own(data, 'producer_id');
  const expected = typeof producer === 'string' ? PRODUCER_RELEASE_GRADE_EXPECTATIONS[producer] : undefined;
  for (const f of expected ?? [])
    if (!nonEmptyList(own(data, f)))
      findings.push(`producer ${pyValue(producer)} expects non-empty ${f} for release-grade`);
  const refs = own(data, 'artifact_refs');
  if (expected && !nonEmptyList(refs))
    findings.push('producer export requires artifact_refs for release-grade provenance');
  let tier: ReferenceTier;
  if (findings.some((f) => f.includes('expects non-empty'))) tier = 'schema-valid';
  else if (findings.length === 0) tier = 'release-grade';
  else tier = 'developer-grade';
  const truthy = Array.isArray(commands)
    ? commands.length > 0
    : Boolean(commands) && !(isObj(commands) && Object.keys(commands).length === 0);
  if (tier === 'release-grade' && !placeholder && nonEmptyList(refs) && truthy) tier = 'external-review-grade';
  return { tier, findings };
}

// ---------------------------------------------------------------------------------------------
// BenchmarkReport.v0 semantics and the metric catalogue.

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

/** `validate_benchmark_report_semantics`, in pcs-core's order and wording. */
export function reportSemantics(data: Obj): RuleIssue[] {
  const out: RuleIssue[] = [];
  const metrics = own(data, 'metrics');
  if (!nonEmptyList(metrics)) {
    out.push({
      kind: 'report-semantics',
      pointer: '/metrics',
      message: 'BenchmarkReport.v0 requires non-empty metrics (metric IDs)'
    });
    return out;
  }
  (metrics as unknown[]).forEach((m, i) => {
    if (typeof m !== 'string' || !METRIC_IDS.has(m))
      out.push({
        kind: 'report-semantics',
        pointer: ptr('metrics', i),
        message: `BenchmarkReport.v0 unknown metric_id ${pyValue(m)}`
      });
  });
  const sums = own(data, 'metric_summaries');
  if (!Array.isArray(sums)) {
    out.push({
      kind: 'report-semantics',
      pointer: sums === undefined ? '' : '/metric_summaries',
      message: 'BenchmarkReport.v0 requires metric_summaries array'
    });
    return out;
  }
  const have = new Set(sums.filter(isObj).map((s) => own(s, 'metric_id')));
  for (const m of metrics as unknown[])
    if (!have.has(m))
      out.push({
        kind: 'report-semantics',
        pointer: '/metric_summaries',
        message: `BenchmarkReport.v0 missing MetricSummary for ${pyValue(m)}`
      });
  const declared = new Set(metrics as unknown[]);
  sums.forEach((s, i) => {
    if (!isObj(s)) {
      out.push({
        kind: 'report-semantics',
        pointer: ptr('metric_summaries', i),
        message: `metric_summaries[${i}] must be an object`
      });
      return;
    }
    const id = own(s, 'metric_id');
    if (typeof id !== 'string' || !METRIC_IDS.has(id))
      out.push({
        kind: 'report-semantics',
        pointer: ptr('metric_summaries', i, 'metric_id'),
        message: `metric_summaries[${i}] unknown metric_id ${pyValue(id)}`
      });
    const score = own(s, 'score');
    if (
      declared.has(id) &&
      own(s, 'applicability') === 'measured' &&
      !(typeof score === 'number' && score >= 0 && score <= 1)
    ) {
      out.push({
        kind: 'report-semantics',
        pointer: ptr('metric_summaries', i, 'score'),
        message: `metric_summaries[${i}] measured score must be in [0, 1]`
      });
    }
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// benchgate's own provenance rules (pcs-core checks none of these; spec: pcs-benchmark-ingest.md).

export type ExtraKind = 'ref-path' | 'source-repo' | 'provenance-drift';

export interface ExtraIssue {
  kind: ExtraKind;
  message: string;
  pointer: string;
}

/**
 * Why a ref `path` is not a path relative to the producer's export root (undefined: fine). Refused: absolute
 * POSIX paths, Windows drive letters (`C:`, `C:\`, `c:foo`), UNC and any backslash, `..` segments, NUL and other
 * control characters, URLs (`file://…`). Blank paths are pcs-core's own rule (PCS017) and not repeated here.
 */
export function refPathProblem(p: unknown): string | undefined {
  if (typeof p !== 'string' || p.trim() === '') return undefined;
  if (p.includes('\\')) return 'contains a backslash (use "/" separators relative to the export root)';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(p)) return 'contains a control character';
  if (/^[A-Za-z]:/.test(p)) return 'starts with a drive letter (an absolute Windows path)';
  if (p.startsWith('/')) return 'is absolute';
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(p)) return 'is a URL, not a path';
  if (p.split('/').includes('..')) return 'contains a ".." segment that leaves the export root';
  return undefined;
}

/**
 * Why a `source_repo` is not an HTTPS URL of a repository (undefined: fine). The spec: "source_repo as the
 * HTTPS URI of the producer repository". Refused: another scheme (`http:`, `ftp:`, `git:`, `a:`), no host, a port
 * that is not a number in 1–65535, and credentials in the URL (`https://user:token@host/`, a leaked secret).
 */
export function httpsRepoProblem(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined; // the schema reports a non-string
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(v);
  if (!m) return 'has no URL scheme (expected https://host/owner/repo)';
  if (m[1].toLowerCase() !== 'https') return `uses the scheme "${m[1]}:", not https:`;
  if (!/^https:\/\//i.test(v)) return 'has no "//" authority after https: (expected https://host/owner/repo)';
  const authority = /^https:\/\/([^/?#]*)/i.exec(v)?.[1] ?? '';
  if (authority.includes('@'))
    return 'carries credentials (user or token before "@"); never put secrets in source_repo';
  const hostPort = /^(\[[^\]]*\]|[^:]*)(?::(.*))?$/.exec(authority);
  const host = hostPort?.[1] ?? '';
  const port = hostPort?.[2];
  if (host === '') return 'has no host';
  if (port !== undefined && !(/^[0-9]{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535))
    return `has an invalid port "${port}"`;
  try {
    new URL(v);
  } catch {
    return 'is not a valid URL';
  }
  return undefined;
}

/**
 * benchgate's provenance rules over an ingest: ref paths relative to the export root (error), HTTPS source_repo
 * on the ingest, its embedded objects and refs (error), and sub-artifacts or refs naming another source_repo /
 * source_commit than the ingest (notice: the spec allows it, a reviewer should see it).
 */
export function ingestProvenanceRules(data: Obj): ExtraIssue[] {
  const out: ExtraIssue[] = [];
  const repo = own(data, 'source_repo');
  const commit = own(data, 'source_commit');
  const rp = httpsRepoProblem(repo);
  if (rp) out.push({ kind: 'source-repo', pointer: '/source_repo', message: `source_repo ${pyValue(repo)} ${rp}` });
  const drift = (where: string, at: string, o: Obj) => {
    const r = own(o, 'source_repo');
    const c = own(o, 'source_commit');
    const p = httpsRepoProblem(r);
    if (p)
      out.push({
        kind: 'source-repo',
        pointer: at + '/source_repo',
        message: `${where}: source_repo ${pyValue(r)} ${p}`
      });
    const diffs: string[] = [];
    if (typeof r === 'string' && typeof repo === 'string' && r !== repo)
      diffs.push(`source_repo ${pyValue(r)} (ingest: ${pyValue(repo)})`);
    if (typeof c === 'string' && typeof commit === 'string' && c !== commit)
      diffs.push(`source_commit ${pyValue(c)} (ingest: ${pyValue(commit)})`);
    if (diffs.length > 0)
      out.push({
        kind: 'provenance-drift',
        pointer: at + (diffs.length === 1 && diffs[0].startsWith('source_commit') ? '/source_commit' : '/source_repo'),
        message: `${where} names ${diffs.join(' and ')}: not emitted from the ingest's revision`
      });
  };
  for (const f of EMBEDDED_FIELDS) {
    const arr = own(data, f);
    if (!Array.isArray(arr)) continue;
    arr.forEach((o, i) => {
      if (isObj(o)) drift(`${f}[${i}]`, ptr(f, i), o);
    });
  }
  const refs = own(data, 'artifact_refs');
  if (Array.isArray(refs)) {
    refs.forEach((r, i) => {
      if (!isObj(r)) return;
      const pp = refPathProblem(own(r, 'path'));
      if (pp)
        out.push({
          kind: 'ref-path',
          pointer: ptr('artifact_refs', i, 'path'),
          message: `artifact_refs[${i}]: path ${pyValue(own(r, 'path'))} ${pp}; a ref path must be relative to the producer's export root`
        });
      drift(`artifact_refs[${i}]`, ptr('artifact_refs', i), r);
    });
  }
  return out;
}

/** The same rules for a standalone BenchmarkArtifactRef.v0 or sub-artifact (no ingest to compare with). */
export function standaloneProvenanceRules(data: Obj, isRef: boolean): ExtraIssue[] {
  const out: ExtraIssue[] = [];
  const p = httpsRepoProblem(own(data, 'source_repo'));
  if (p)
    out.push({
      kind: 'source-repo',
      pointer: '/source_repo',
      message: `source_repo ${pyValue(own(data, 'source_repo'))} ${p}`
    });
  if (isRef) {
    const pp = refPathProblem(own(data, 'path'));
    if (pp)
      out.push({
        kind: 'ref-path',
        pointer: '/path',
        message: `path ${pyValue(own(data, 'path'))} ${pp}; a ref path must be relative to the producer's export root`
      });
  }
  return out;
}
