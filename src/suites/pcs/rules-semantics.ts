/**
 * Which semantic rules a document of each v0 type gets, and their codes and gates: pcs-core's semantics
 * (`rules-ingest.ts`, `rules-refs.ts`, `rules-report.ts`) and benchgate's provenance rules (`rules-provenance.ts`).
 */
import { pushAll } from '../../core/arrays.js';
import type { CodeDef } from '../../codes/types.js';
import type { Severity } from '../../core/model.js';
import type { DocIssue } from './check-common.js';
import { PCS } from './codes.js';
import type { IssueKind, Obj, RuleIssue } from './rules-common.js';
import { embeddedSemantics, ingestSemantics, runSemantics } from './rules-ingest.js';
import { ingestProvenanceRules, standaloneProvenanceRules, type ExtraKind } from './rules-provenance.js';
import { refSemantics } from './rules-refs.js';
import { reportSemantics } from './rules-report.js';
import type { PcsType } from './schema.js';

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

/**
 * pcs-core's semantic rules for the type. An embedded object's semantics (PCS022) is an error under the release
 * gate or in a standalone sub-artifact, else the code's own severity.
 */
export function semanticRules(type: PcsType, data: Obj, releaseGate: boolean): DocIssue[] {
  const isIngest = type === 'PcsBenchIngest.v0';
  const issues: RuleIssue[] = [];
  if (isIngest) pushAll(pushAll(issues, ingestSemantics(data)), embeddedSemantics(data));
  else if (type === 'BenchmarkArtifactRef.v0') pushAll(issues, refSemantics(data));
  else if (type === 'BenchmarkRun.v0') pushAll(issues, runSemantics(data));
  else if (type === 'BenchmarkReport.v0') pushAll(issues, reportSemantics(data));
  return issues.map((i) => {
    const k = KIND_CODE[i.kind];
    const severity: Severity | undefined =
      i.kind === 'embedded-semantics' && (releaseGate || !isIngest) ? 'error' : undefined;
    return { def: k.def, message: i.message, gate: k.gate, pointer: i.pointer, severity };
  });
}

/** benchgate's provenance rules (ref paths, HTTPS source_repo, pins that differ from the ingest's). */
export function provenanceRules(type: PcsType, data: Obj): DocIssue[] {
  const extra =
    type === 'PcsBenchIngest.v0'
      ? ingestProvenanceRules(data)
      : standaloneProvenanceRules(data, type === 'BenchmarkArtifactRef.v0');
  return extra.map((i) => ({
    def: EXTRA_CODE[i.kind].def,
    message: i.message,
    gate: EXTRA_CODE[i.kind].gate,
    pointer: i.pointer
  }));
}
