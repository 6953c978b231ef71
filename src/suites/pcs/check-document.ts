/**
 * Checks one pcs document end to end (pure: text in, result out): read rules (size, UTF-8, JSON, v0 type), JSON
 * Schema, pcs-core semantics and refs, benchgate's provenance rules, recomputed digests, the tier and min-tier gate,
 * and the document's gates, table, facts and metrics. Each rule is a pure function in a `rules-*.ts` file returning
 * issues; this file runs them in order and places their findings in the document. Options live in `options.ts`,
 * type detection in `detect.ts`, the tier ladder and provenance manifest in `tier-ladder.ts`.
 */
import { pcsMetrics } from './metrics.js';
import type { CodeDef } from '../../codes/types.js';
import { BG } from '../../codes/general.js';
import { finding } from '../../core/finding.js';
import { locate, parseJsonSource, toValue, type JsonDocument } from '../../core/json-source.js';
import type { Artifact, ArtifactResult, Finding, Gate, GateStatus } from '../../core/model.js';
import { decodeUtf8Strict, FileTooLargeError, UnsafePathError } from '../../core/paths.js';
import { PCS } from './codes.js';
import { artifactKind, detectType } from './detect.js';
import { recomputeDigests, type DigestSummary } from './digests.js';
import { effectiveMinTier, PCS_BOUNDS, PCS_SCHEMA_ISSUE_LIMIT, type PcsOptions } from './options.js';
import {
  digestGate,
  GATE_TITLES,
  gateFromFindings,
  tierGate,
  undecidedAfterSchema,
  type DocIssue
} from './check-common.js';
import { documentFacts, documentSection, refCount } from './facts.js';
import type { Obj } from './rules-common.js';
import { digestRule } from './rules-digests.js';
import { gradeRules } from './rules-grade.js';
import {
  duplicateKeyRule,
  loneSurrogateRule,
  noTypeFailure,
  nonFiniteRule,
  NOT_UTF8,
  parseErrorRule,
  sizeRule,
  type ReadFailure
} from './rules-read.js';
import { omittedSchemaRule, schemaIssueRule } from './rules-schema.js';
import { provenanceRules, semanticRules } from './rules-semantics.js';
import { assessTier, tierAtLeast, type ReferenceTier, type Tier } from './rules-tier.js';
import { validateSchemaLimited, type PcsType } from './schema.js';
import { gradeIngest, type ProvenanceInput, type TierLadder } from './tier-ladder.js';
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

/** Errors of the schema, semantics and refs gates: the bundle is invalid when there is one. */
const invalidating = (f: Finding) =>
  f.severity === 'error' && (f.gate === 'schema' || f.gate === 'semantics' || f.gate === 'refs');

/** Checks one document. `file` is the repository-relative path used in findings. */
export function checkPcsDocument(
  file: string,
  input: Uint8Array | string,
  options: PcsOptions,
  artifact: Artifact = { path: file, kind: 'pcs-document' },
  provenance?: ProvenanceInput
): PcsCheck {
  const findings: Finding[] = [];
  /** Adds the issues as findings, located in `doc` when they name a pointer. */
  const emit = (issues: Iterable<DocIssue>, doc?: JsonDocument) => {
    for (const i of issues) {
      const loc =
        i.pointer !== undefined && doc
          ? { ...locate(doc, i.pointer), subject: i.pointer === '' ? '/' : i.pointer }
          : (i.place ?? {});
      findings.push(finding(i.def, i.message, { file, ...loc, ...(i.gate ? { gate: i.gate } : {}) }, i.severity));
    }
  };
  /** A failed read rule: its finding, the schema gate failed and the rest undecided. */
  const unread = (f: ReadFailure, extra: Partial<PcsCheck> = {}): PcsCheck => {
    emit([f.issue], extra.doc);
    const gates: Gate[] = [
      { id: 'schema', title: GATE_TITLES.schema, status: 'fail', detail: f.detail },
      ...undecidedAfterSchema(f.why)
    ];
    return { result: { artifact, gates, findings, facts: {} }, valid: false, ...extra };
  };

  // Read: size, UTF-8, JSON, then what Python reads differently, then the v0 type.
  const size = typeof input === 'string' ? input.length : input.byteLength;
  const tooLarge = sizeRule(size, options.maxBytes);
  if (tooLarge) return unread(tooLarge);
  const text = typeof input === 'string' ? input : decodeUtf8Strict(input);
  if (text === undefined) return unread(NOT_UTF8);
  // pcs-core reads with Python's json module, which accepts NaN, Infinity and -Infinity: so does benchgate (PCS006 warning).
  const parsed = parseJsonSource(text, {
    maxDepth: options.maxDepth,
    maxLength: options.maxBytes,
    pythonConstants: true,
    bounds: PCS_BOUNDS
  });
  if (!parsed.ok) return unread(parseErrorRule(parsed.error));
  const doc = parsed.doc;
  const add = (issues: Iterable<DocIssue>) => emit(issues, doc);
  add(duplicateKeyRule(doc));
  add(loneSurrogateRule(doc));
  add(nonFiniteRule(doc));
  const value = toValue(doc.root);
  const type = detectType(value);
  if (!type) return unread(noTypeFailure(value), { doc, value });
  const isIngest = type === 'PcsBenchIngest.v0';
  const data = value as Obj;
  if (artifact.kind === 'pcs-document') artifact = { ...artifact, kind: artifactKind(type) };

  // Schema, semantics, provenance.
  const schema = validateSchemaLimited(type, value, doc.root, PCS_SCHEMA_ISSUE_LIMIT);
  add(omittedSchemaRule(schema, PCS_SCHEMA_ISSUE_LIMIT));
  add(schema.issues.map((s) => schemaIssueRule(s, isIngest, data)));
  const releaseGate =
    options.releaseGrade || (options.minTier !== undefined && tierAtLeast(options.minTier, 'release-grade'));
  add(semanticRules(type, data, releaseGate));
  add(provenanceRules(type, data));

  // Digests.
  let digests: DigestSummary | undefined;
  if (options.digests !== 'off') {
    digests = recomputeDigests(doc.root, isIngest);
    const severity = options.digests === 'strict' ? 'error' : 'warning';
    for (const it of digests.items) add(digestRule(it, severity));
  }

  const gates: Gate[] = [
    gateFromFindings('schema', findings, `valid ${type}`),
    gateFromFindings('semantics', findings, 'no semantic errors'),
    gateFromFindings(
      'refs',
      findings,
      isIngest ? `${refCount({ type, data })} ref(s) consistent with the embedded objects` : 'not an ingest bundle',
      isIngest
    ),
    digestGate(digests, options.digests)
  ];
  const valid = !findings.some(invalidating);

  // Tier.
  let tier: Tier | undefined;
  let referenceTier: ReferenceTier | undefined;
  let tierFindings: string[] | undefined;
  let ladder: TierLadder | undefined;
  if (isIngest) {
    const a = assessTier(data);
    referenceTier = a.tier;
    tierFindings = a.findings;
    // The tier is a property of the bundle, not of the digests option: digests are recomputed for it even when off.
    const errors = findings.filter(invalidating);
    ladder = gradeIngest(file, data, a, valid, errors, digests ?? recomputeDigests(doc.root, true), provenance);
    tier = ladder.tier;
    const minTier = effectiveMinTier(options);
    add(gradeRules(a, ladder, valid, minTier));
    gates.push(tierGate(findings, tier, minTier, referenceTier));
  } else {
    gates.push({
      id: 'tier',
      title: GATE_TITLES.tier,
      status: 'skipped',
      detail: `tiers apply to PcsBenchIngest.v0 bundles, not to a standalone ${type}`
    });
  }

  const verdict = checkVerdict({ result: { artifact, gates, findings }, valid });
  const outcome = {
    file,
    type,
    data,
    tier,
    referenceTier,
    tierFindings,
    ladder,
    digests,
    digestMode: options.digests,
    valid,
    verdict
  };
  return {
    result: {
      artifact,
      gates,
      findings,
      sections: [documentSection(outcome)],
      facts: documentFacts(outcome),
      metrics: pcsMetrics(isIngest, tier, digests)
    },
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
