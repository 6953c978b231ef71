/**
 * pcs-core's `validate_pcs_bench_ingest_semantics` and the embedded-run part of
 * `validate_embedded_artifacts_in_ingest`, one function per rule, in pcs-core's order and wording, pure over plain
 * JSON values. The artifact_refs rules are in `rules-refs.ts`.
 */
import { pushAll } from '../../core/arrays.js';
import { pyReprCapped } from '../../python/index.js';
import {
  EMBEDDED_FIELDS,
  isObj,
  isPlaceholderCommit,
  own,
  PRODUCER_EMBEDDED_REF_FIELDS,
  PRODUCERS,
  ptr,
  type Obj,
  type RuleIssue
} from './rules-common.js';
import {
  duplicateRefPath,
  embeddedDigests,
  missingRefs,
  refFields,
  refObject,
  refsArray,
  refsRequired,
  refTargetRule
} from './rules-refs.js';

/** source_commit is a real 40-character git SHA. */
function sourceCommitRule(data: Obj): RuleIssue[] {
  const sc = own(data, 'source_commit');
  return isPlaceholderCommit(sc)
    ? [
        {
          kind: 'placeholder-commit',
          pointer: sc === undefined ? '' : '/source_commit',
          message: 'PcsBenchIngest.v0 source_commit must be a real 40-character git SHA (not all zeros or all f)'
        }
      ]
    : [];
}

/** producer_id is one of pcs-core's producers. */
function producerRule(data: Obj): RuleIssue[] {
  const producer = own(data, 'producer_id');
  return (PRODUCERS as readonly unknown[]).includes(producer)
    ? []
    : [
        {
          kind: 'unknown-producer',
          pointer: producer === undefined ? '' : '/producer_id',
          message: `PcsBenchIngest.v0 unknown producer_id ${pyReprCapped(producer)}`
        }
      ];
}

/** The embedded arrays, commands and logs are lists. */
function requiredListsRule(data: Obj): RuleIssue[] {
  return [...EMBEDDED_FIELDS, 'commands', 'logs']
    .filter((f) => !Array.isArray(own(data, f)))
    .map((f): RuleIssue => ({
      kind: 'list-required',
      pointer: own(data, f) === undefined ? '' : ptr(f),
      message: `PcsBenchIngest.v0 requires list ${f}`
    }));
}

/** `validate_pcs_bench_ingest_semantics`, in pcs-core's order and wording. */
export function ingestSemantics(data: Obj): RuleIssue[] {
  const out = [...sourceCommitRule(data), ...producerRule(data), ...requiredListsRule(data)];
  const producer = own(data, 'producer_id');
  const fields = typeof producer === 'string' ? (PRODUCER_EMBEDDED_REF_FIELDS[producer] ?? []) : [];
  const hasProducerEmbedded = fields.some((f) => {
    const a = own(data, f);
    return Array.isArray(a) && a.length > 0;
  });
  const stop = [...refsRequired(data, hasProducerEmbedded), ...refsArray(own(data, 'artifact_refs'))];
  if (stop.length > 0) return pushAll(out, stop);
  const refs = own(data, 'artifact_refs');
  if (!Array.isArray(refs)) return out;
  const embedded = embeddedDigests(data);
  refs.forEach((ref, i) => {
    if (!isObj(ref)) pushAll(out, refObject(ref, i));
    else pushAll(pushAll(out, refFields(ref, i)), refTargetRule(ref, i, embedded));
  });
  pushAll(out, duplicateRefPath(refs));
  if (hasProducerEmbedded) pushAll(out, missingRefs(data, fields, refs, embedded));
  return out;
}

/** `validate_benchmark_run_semantics` (pointers relative to the run). */
export function runSemantics(run: Obj): RuleIssue[] {
  if (own(run, 'observed_status') !== 'passed') return [];
  return ['observed_failure_code', 'observed_responsible_component', 'observed_repair_hint']
    .filter((f) => {
      const v = own(run, f);
      return v !== null && v !== undefined && v !== '';
    })
    .map((f): RuleIssue => ({
      kind: 'embedded-semantics',
      pointer: ptr(f),
      message: `passed runs must have null ${f}`
    }));
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
