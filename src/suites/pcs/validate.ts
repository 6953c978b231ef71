/**
 * Checks one pcs document end to end (pure: text in, result out): size and UTF-8, parse with positions, the v0 type,
 * JSON Schema, pcs-core semantics, refs, recomputed digests, the tier and min-tier gate, and the document's findings,
 * gates, table, facts and metrics. Options live in `options.ts`, type detection in `detect.ts`, the tier ladder and
 * provenance manifest in `tier-ladder.ts`.
 */
import { pcsMetrics } from './metrics.js';
import type { CodeDef } from '../../codes/types.js';
import { BOUND_FIX } from '../../core/bounds.js';
import { BG } from '../../codes/general.js';
import { finding } from '../../core/finding.js';
import { locate, parseJsonSource, toValue, type JsonDocument } from '../../core/json-source.js';
import type { Artifact, ArtifactResult, Finding, Gate, GateStatus, Section, Severity } from '../../core/model.js';
import { decodeUtf8Strict, FileTooLargeError, UnsafePathError } from '../../core/paths.js';
import { PCS } from './codes.js';
import { detectType } from './detect.js';
import { recomputeDigests, type DigestSummary } from './digests.js';
import { effectiveMinTier, PCS_BOUNDS, PCS_SCHEMA_ISSUE_LIMIT, type PcsOptions } from './options.js';
import {
  EMBEDDED_FIELDS,
  isObj,
  PRODUCER_EMBEDDED_REF_FIELDS,
  type IssueKind,
  type Obj,
  type RuleIssue
} from './rules-common.js';
import { embeddedSemantics, ingestSemantics, runSemantics } from './rules-ingest.js';
import {
  ingestProvenanceRules,
  standaloneProvenanceRules,
  type ExtraIssue,
  type ExtraKind
} from './rules-provenance.js';
import { refSemantics } from './rules-refs.js';
import { reportSemantics } from './rules-report.js';
import { assessTier, tierAtLeast, type ReferenceTier, type Tier } from './rules-tier.js';
import { validateSchemaLimited, type PcsType } from './schema.js';
import { gradeIngest, type ProvenanceInput, type TierLadder } from './tier-ladder.js';
import { pushAll } from '../../core/arrays.js';
import { overLimit } from '../../core/bytes.js';

export interface PcsCheck {
  result: ArtifactResult;
  type?: PcsType;
  /** Tier of a valid ingest (after the provenance check); undefined when invalid or not an ingest. */
  tier?: Tier;
  /** What pcs-core's tier function returns regardless of validity. */
  referenceTier?: ReferenceTier;
  tierFindings?: string[];
  /** The tier above `tier` (undefined at audit-ready; schema-valid for an invalid bundle). */
  nextTier?: Tier;
  /** What the bundle lacks for `nextTier`, one reason a line (empty at audit-ready). */
  missingForNextTier?: string[];
  valid: boolean;
  doc?: JsonDocument;
  value?: unknown;
  digests?: DigestSummary;
}

const KIND_CODE: Record<IssueKind, { def: CodeDef; gate: string }> = {
  'placeholder-commit': { def: PCS.PCS012, gate: 'semantics' },
  'unknown-producer': { def: PCS.PCS013, gate: 'semantics' },
  'list-required': { def: PCS.PCS014, gate: 'semantics' },
  'refs-required': { def: PCS.PCS015, gate: 'refs' },
  'refs-malformed': { def: PCS.PCS016, gate: 'refs' },
  'ref-invalid': { def: PCS.PCS017, gate: 'refs' },
  'ref-orphan': { def: PCS.PCS018, gate: 'refs' },
  'ref-mismatch': { def: PCS.PCS019, gate: 'refs' },
  'ref-duplicate-path': { def: PCS.PCS020, gate: 'refs' },
  'ref-missing': { def: PCS.PCS021, gate: 'refs' },
  'embedded-semantics': { def: PCS.PCS022, gate: 'semantics' },
  'report-semantics': { def: PCS.PCS023, gate: 'semantics' }
};

const EXTRA_CODE: Record<ExtraKind, { def: CodeDef; gate: string }> = {
  'ref-path': { def: PCS.PCS026, gate: 'refs' },
  'source-repo': { def: PCS.PCS025, gate: 'semantics' },
  'provenance-drift': { def: PCS.PCS024, gate: 'refs' }
};

const GATE_TITLES: Record<string, string> = {
  schema: 'JSON and JSON Schema (embedded objects included)',
  semantics: 'pcs-core semantic rules',
  refs: 'artifact_refs consistency',
  digests: 'Recomputed canonical digests',
  tier: 'Adequacy tier'
};

/** Checks one document. `file` is the repository-relative path used in findings. */
export function checkPcsDocument(
  file: string,
  input: Uint8Array | string,
  options: PcsOptions,
  artifact: Artifact = { path: file, kind: 'pcs-document' },
  provenance?: ProvenanceInput
): PcsCheck {
  const findings: Finding[] = [];
  const gates: Gate[] = [];
  const add = (
    def: CodeDef,
    message: string,
    gate: string | undefined,
    loc: { line?: number; column?: number; endLine?: number; endColumn?: number; subject?: string } = {},
    severity?: Severity
  ) => {
    findings.push(finding(def, message, { file, ...loc, ...(gate ? { gate } : {}) }, severity));
  };
  const undecidedRest = (from: string[], why: string) => {
    for (const id of from) gates.push({ id, title: GATE_TITLES[id], status: 'undecided', detail: why });
  };
  const done = (extra: Partial<PcsCheck> = {}): PcsCheck => ({
    result: { artifact, gates, findings, facts: {} },
    valid: false,
    ...extra
  });

  const size = typeof input === 'string' ? input.length : input.byteLength;
  if (size > options.maxBytes) {
    add(
      PCS.PCS002,
      `the file is ${overLimit(size, options.maxBytes)} (option max-bytes); it was not checked`,
      'schema',
      { line: 1, column: 1 }
    );
    gates.push({ id: 'schema', title: GATE_TITLES.schema, status: 'fail', detail: 'file too large' });
    undecidedRest(['semantics', 'refs', 'digests', 'tier'], 'the file was not read');
    return done();
  }
  const text = typeof input === 'string' ? input : decodeUtf8Strict(input);
  if (text === undefined) {
    add(PCS.PCS001, 'the file is not valid UTF-8; JSON must be UTF-8 encoded', 'schema', { line: 1, column: 1 });
    gates.push({ id: 'schema', title: GATE_TITLES.schema, status: 'fail', detail: 'not UTF-8' });
    undecidedRest(['semantics', 'refs', 'digests', 'tier'], 'the file could not be parsed');
    return done();
  }
  // pcs-core reads with Python's json module, which accepts NaN, Infinity and -Infinity: so does benchgate (PCS006 warning).
  const parsed = parseJsonSource(text, {
    maxDepth: options.maxDepth,
    maxLength: options.maxBytes,
    pythonConstants: true,
    bounds: PCS_BOUNDS
  });
  if (!parsed.ok) {
    const e = parsed.error;
    const def =
      e.kind === 'depth' ? PCS.PCS003 : e.kind === 'size' ? PCS.PCS002 : e.kind === 'bounds' ? BG.BG020 : PCS.PCS001;
    const message =
      e.kind === 'depth'
        ? `${e.message} (option max-depth)`
        : e.kind === 'bounds'
          ? `${e.message}: ${BOUND_FIX}`
          : `invalid JSON: ${e.message}`;
    add(def, message, 'schema', { line: e.line, column: e.column });
    gates.push({
      id: 'schema',
      title: GATE_TITLES.schema,
      status: 'fail',
      detail: e.kind === 'depth' ? 'nesting too deep' : e.kind === 'bounds' ? 'over a structure bound' : 'invalid JSON'
    });
    undecidedRest(['semantics', 'refs', 'digests', 'tier'], 'the file could not be parsed');
    return done();
  }
  const doc = parsed.doc;
  const at = (pointer: string) => ({ ...locate(doc, pointer), subject: pointer === '' ? '/' : pointer });
  for (const d of doc.duplicateKeys)
    add(PCS.PCS004, d.message, 'semantics', { line: d.line, column: d.column, subject: d.pointer });
  for (const d of doc.loneSurrogates)
    add(PCS.PCS005, d.message, 'semantics', { line: d.line, column: d.column, subject: d.pointer });
  for (const d of doc.nonFiniteNumbers)
    add(PCS.PCS006, d.message, undefined, { line: d.line, column: d.column, subject: d.pointer });

  const value = toValue(doc.root);
  const type = detectType(value);
  if (!type) {
    add(
      PCS.PCS007,
      isObj(value)
        ? 'could not detect a v0 artifact type from the fields of this object (pcs-core: "Could not detect artifact type")'
        : 'the JSON root is not an object (pcs-core: "Artifact root must be a JSON object")',
      'schema',
      at('')
    );
    gates.push({ id: 'schema', title: GATE_TITLES.schema, status: 'fail', detail: 'not a v0 artifact' });
    undecidedRest(['semantics', 'refs', 'digests', 'tier'], 'no v0 type');
    return done({ doc, value });
  }
  const isIngest = type === 'PcsBenchIngest.v0';
  const data = value as Obj;
  if (artifact.kind === 'pcs-document')
    artifact = {
      ...artifact,
      kind: isIngest ? 'pcs-ingest' : type === 'BenchmarkReport.v0' ? 'pcs-benchmark-report' : 'pcs-sub-artifact'
    };

  // Schema.
  const schema = validateSchemaLimited(type, value, doc.root, PCS_SCHEMA_ISSUE_LIMIT);
  // PCS060 comes first: the report keeps an artifact's first 999 errors in order, and this one says what is missing.
  if (schema.omittedIssues > 0 || schema.omittedItems.size > 0) {
    const parts: string[] = [];
    if (schema.omittedIssues > 0) parts.push(`${schema.omittedIssues} more schema error(s)`);
    for (const [key, n] of schema.omittedItems)
      parts.push(`${n} more ${key} entr${n === 1 ? 'y' : 'ies'} that fail the schema`);
    add(
      PCS.PCS060,
      `${parts.join(', ')} are not listed: benchgate keeps the first ${PCS_SCHEMA_ISSUE_LIMIT} schema errors in path order`,
      'schema',
      at('')
    );
  }
  for (const s of schema.issues) {
    const pathOnly =
      isIngest &&
      s.keyword === 'type' &&
      /^\/(benchmark_runs|coverage_reports|failure_localization_reports|explain_quality_reports|profile_coverage_reports|artifact_refs)\/\d+$/.test(
        s.pointer
      ) &&
      typeof valueAt(data, s.pointer) === 'string';
    add(pathOnly ? PCS.PCS011 : PCS.PCS010, s.message, 'schema', at(s.pointer));
  }

  // Semantics.
  const releaseGate =
    options.releaseGrade || (options.minTier !== undefined && tierAtLeast(options.minTier, 'release-grade'));
  const issues: RuleIssue[] = [];
  if (isIngest) pushAll(pushAll(issues, ingestSemantics(data)), embeddedSemantics(data));
  else if (type === 'BenchmarkArtifactRef.v0') pushAll(issues, refSemantics(data));
  else if (type === 'BenchmarkRun.v0') pushAll(issues, runSemantics(data));
  else if (type === 'BenchmarkReport.v0') pushAll(issues, reportSemantics(data));
  for (const i of issues) {
    const k = KIND_CODE[i.kind];
    const severity: Severity | undefined =
      i.kind === 'embedded-semantics' && (releaseGate || !isIngest) ? 'error' : undefined;
    add(k.def, i.message, k.gate, at(i.pointer), severity);
  }
  // benchgate's provenance rules (ref paths, HTTPS source_repo, pins that differ from the ingest's).
  const extra: ExtraIssue[] = isIngest
    ? ingestProvenanceRules(data)
    : standaloneProvenanceRules(data, type === 'BenchmarkArtifactRef.v0');
  for (const i of extra) add(EXTRA_CODE[i.kind].def, i.message, EXTRA_CODE[i.kind].gate, at(i.pointer));

  // Digests.
  let digests: DigestSummary | undefined;
  if (options.digests !== 'off') {
    digests = recomputeDigests(doc.root, isIngest);
    const sev: Severity = options.digests === 'strict' ? 'error' : 'warning';
    for (const it of digests.items) {
      const label = it.kind === 'root' ? 'root' : it.pointer.slice(1).replace(/\/(\d+)$/, '[$1]');
      if (it.computed === undefined || it.recorded === undefined) {
        const why = it.problem ?? 'there is no recorded signature_or_digest string to compare';
        add(
          PCS.PCS033,
          `${label}: digest not checked: ${why}`,
          'digests',
          at(it.pointer + (it.recorded === undefined && !it.problem ? '' : '/signature_or_digest')),
          sev
        );
        continue;
      }
      if (it.computed === it.recorded) continue;
      const def = it.kind === 'root' ? PCS.PCS032 : it.kind === 'ref' ? PCS.PCS031 : PCS.PCS030;
      add(
        def,
        `${label}: recorded signature_or_digest ${it.recorded} but the canonical digest is ${it.computed}`,
        'digests',
        at(it.pointer + '/signature_or_digest'),
        sev
      );
    }
  }

  // Gates so far.
  const errorsIn = (g: string) => findings.filter((f) => f.gate === g && f.severity === 'error');
  const gateOf = (id: string, passDetail: string, applicable = true): Gate => {
    if (!applicable) return { id, title: GATE_TITLES[id], status: 'skipped', detail: passDetail };
    const errs = errorsIn(id);
    if (errs.length === 0) return { id, title: GATE_TITLES[id], status: 'pass', detail: passDetail };
    return {
      id,
      title: GATE_TITLES[id],
      status: 'fail',
      detail:
        errs.length === 1
          ? `${errs[0].code}: ${errs[0].message}`
          : `${errs.length} errors (first: ${errs[0].code} ${errs[0].message})`
    };
  };
  gates.push(gateOf('schema', `valid ${type}`));
  gates.push(gateOf('semantics', 'no semantic errors'));
  const refs = isIngest && Array.isArray(data.artifact_refs) ? data.artifact_refs.length : 0;
  gates.push(
    gateOf('refs', isIngest ? `${refs} ref(s) consistent with the embedded objects` : 'not an ingest bundle', isIngest)
  );
  let digestGate: Gate;
  if (!digests) digestGate = { id: 'digests', title: GATE_TITLES.digests, status: 'skipped', detail: 'digests: off' };
  else {
    const detail = `${digests.checked} checked, ${digests.mismatched} mismatched${digests.uncomputable ? `, ${digests.uncomputable} not computable` : ''} (digests: ${options.digests})`;
    if (options.digests === 'strict')
      digestGate = {
        id: 'digests',
        title: GATE_TITLES.digests,
        status: digests.mismatched > 0 ? 'fail' : digests.uncomputable > 0 ? 'undecided' : 'pass',
        detail
      };
    else digestGate = { id: 'digests', title: GATE_TITLES.digests, status: 'pass', detail };
  }
  gates.push(digestGate);

  const valid = !findings.some(
    (f) => f.severity === 'error' && (f.gate === 'schema' || f.gate === 'semantics' || f.gate === 'refs')
  );

  // Tier.
  let tier: Tier | undefined;
  let referenceTier: ReferenceTier | undefined;
  let tierFindings: string[] | undefined;
  let ladder: TierLadder | undefined;
  const minTier = effectiveMinTier(options);
  if (isIngest) {
    const a = assessTier(data);
    referenceTier = a.tier;
    tierFindings = a.findings;
    const errors = findings.filter(
      (f) => f.severity === 'error' && (f.gate === 'schema' || f.gate === 'semantics' || f.gate === 'refs')
    );
    // The tier is a property of the bundle, not of the digests option: digests are recomputed for it even when off.
    ladder = gradeIngest(file, data, a, valid, errors, digests ?? recomputeDigests(doc.root, true), provenance);
    tier = ladder.tier;
    if (valid) {
      for (const f of a.findings) add(PCS.PCS040, f, 'tier', at(tierPointer(f)));
      for (const w of ladder.manifestProblems)
        add(PCS.PCS043, `${w}; graded release-grade, not audit-ready`, 'tier', at(''));
      if (ladder.auditMissing.length > 0)
        add(PCS.PCS044, `not audit-ready: ${ladder.auditMissing.join('; ')}; graded release-grade`, 'tier', at(''));
    } else {
      add(
        PCS.PCS042,
        `invalid bundle: no tier (pcs-core's assess_ingest_adequacy_tier would still say ${a.tier}${a.findings.length ? `: ${a.findings.join('; ')}` : ''})`,
        'tier',
        at('')
      );
    }
    if (minTier) {
      if (!tier)
        add(
          PCS.PCS041,
          `the bundle is invalid, so it has no tier; ${minTier} is required (option min-tier)`,
          'tier',
          at('')
        );
      else if (!tierAtLeast(tier, minTier))
        add(
          PCS.PCS041,
          `adequacy tier ${tier} is below the required ${minTier}: missing for ${ladder.nextTier ?? minTier}: ${ladder.missingForNextTier.join('; ')}`,
          'tier',
          at('')
        );
    }
    let tg: Gate;
    if (minTier) tg = gateOf('tier', `${tier} (at least ${minTier} required)`);
    else
      tg = tier
        ? { id: 'tier', title: GATE_TITLES.tier, status: 'pass', detail: `${tier} (no minimum set)` }
        : {
            id: 'tier',
            title: GATE_TITLES.tier,
            status: 'skipped',
            detail: `invalid bundle: no tier (reference: ${referenceTier})`
          };
    if (minTier && !tier) tg = { ...tg, status: 'fail' };
    gates.push(tg);
  } else {
    gates.push({
      id: 'tier',
      title: GATE_TITLES.tier,
      status: 'skipped',
      detail: `tiers apply to PcsBenchIngest.v0 bundles, not to a standalone ${type}`
    });
  }

  const verdict: 'pass' | 'fail' =
    gates.some((g) => g.status === 'fail' || g.status === 'undecided') || findings.some((f) => f.severity === 'error')
      ? 'fail'
      : 'pass';
  const producer = typeof data.producer_id === 'string' ? data.producer_id : '';
  const required = isIngest ? (PRODUCER_EMBEDDED_REF_FIELDS[producer] ?? []) : [];
  const presentRequired = required.filter((f) => Array.isArray(data[f]) && (data[f] as unknown[]).length > 0);
  const arraysPresent = isIngest ? EMBEDDED_FIELDS.filter((f) => Array.isArray(data[f])).length : 0;
  const section: Section = {
    kind: 'table',
    title: `pcs: ${file}`,
    columns: [
      'type',
      'producer',
      'tier',
      'required arrays present',
      'refs checked',
      'digests checked / mismatched',
      'verdict'
    ],
    rows: [
      [
        type,
        isIngest ? producer || '(none)' : '-',
        isIngest ? (tier ?? `none (invalid; reference: ${referenceTier})`) : '-',
        isIngest
          ? `${presentRequired.length}/${required.length}${required.length ? ` (${required.join(', ')})` : ''}; ${arraysPresent}/5 arrays`
          : '-',
        isIngest ? refs : '-',
        digests
          ? `${digests.checked} / ${digests.mismatched}${digests.uncomputable ? ` (+${digests.uncomputable} not computable)` : ''}`
          : 'off',
        verdict
      ]
    ]
  };
  const facts: Record<string, unknown> = {
    type,
    ...(isIngest
      ? {
          producer,
          tier: tier ?? null,
          referenceTier,
          tierFindings,
          nextTier: ladder?.nextTier ?? null,
          missingForNextTier: ladder?.missingForNextTier ?? [],
          refs,
          requiredArrays: required,
          requiredArraysPresent: presentRequired
        }
      : {}),
    valid,
    digests: digests
      ? {
          mode: options.digests,
          checked: digests.checked,
          mismatched: digests.mismatched,
          uncomputable: digests.uncomputable
        }
      : { mode: 'off' },
    verdict
  };
  return {
    result: { artifact, gates, findings, sections: [section], facts, metrics: pcsMetrics(isIngest, tier, digests) },
    type,
    tier,
    referenceTier,
    tierFindings,
    ...(ladder ? { nextTier: ladder.nextTier, missingForNextTier: ladder.missingForNextTier } : {}),
    valid,
    doc,
    value,
    digests
  };
}

function valueAt(v: unknown, pointer: string): unknown {
  let cur = v;
  for (const s of pointer.slice(1).split('/'))
    cur = cur && typeof cur === 'object' ? (cur as Obj)[s.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return cur;
}

function tierPointer(f: string): string {
  if (f.startsWith('ingest source_commit')) return '/source_commit';
  if (f.startsWith('commands')) return '/commands';
  const m = /expects non-empty (\S+)/.exec(f);
  if (m) return '/' + m[1];
  if (f.includes('artifact_refs')) return '/artifact_refs';
  return '';
}

/** Gate status helper for callers that need the overall verdict of a check. */
export function checkVerdict(c: PcsCheck): 'pass' | 'fail' {
  const bad: GateStatus[] = ['fail', 'undecided'];
  return c.result.gates.some((g) => bad.includes(g.status)) || c.result.findings.some((f) => f.severity === 'error')
    ? 'fail'
    : 'pass';
}

/**
 * The result for a document that could not be read (the suite and `pcs validate` alike): a file over the size
 * limit fails the schema gate (PCS002, the limit named as `limitName`); a path that leaves the tree is BG003; any
 * other read error is `readError` (PCS001 in the CLI, BG008 in a run). The other gates are undecided.
 */
export function unreadDocument(artifact: Artifact, e: unknown, limitName: string, readError: CodeDef): ArtifactResult {
  const file = artifact.path;
  const gates: Gate[] = ['schema', 'semantics', 'refs', 'digests', 'tier'].map((id) => ({
    id,
    title: id,
    status: 'undecided',
    detail: 'the file was not read'
  }));
  if (e instanceof FileTooLargeError)
    return {
      artifact,
      gates: [{ ...gates[0]!, status: 'fail', detail: 'file too large' }, ...gates.slice(1)],
      findings: [
        finding(PCS.PCS002, `the file is ${overLimit(e.size, e.limit)} (${limitName}); it was not read`, {
          file,
          line: 1,
          column: 1,
          gate: 'schema'
        })
      ]
    };
  if (e instanceof UnsafePathError) return { artifact, gates, findings: [finding(BG.BG003, e.message, { file })] };
  return {
    artifact,
    gates,
    findings: [finding(readError, `could not read the file: ${(e as Error).message}`, { file })]
  };
}
