/**
 * The pqid suite: discovers PQID-Bench artifacts (evaluation JSONL by their keys, run manifests, record
 * files, frozen release directories) and checks them with the reference's rules plus benchgate's gates.
 * This module is the family's entry (the plug-in loads it): it dispatches each artifact kind to its check
 * (`discover.ts`, `check-evaluations.ts`, `check-release.ts`, `check-run-manifest.ts`, `check-records.ts`).
 */
import type { Artifact, ArtifactResult } from '../../core/model.js';
import type { Suite, SuiteContext } from '../types.js';
import { parseOptions, PQID_OPTION_TRUST } from './options.js';
import { KINDS, RECORD_KIND_SCHEMA, STATE } from './run-state.js';
import { discover } from './discover.js';
import { gateOf } from './check-common.js';
import { checkEvaluations } from './check-evaluations.js';
import { checkRelease } from './check-release.js';
import { manifestFindings } from './check-run-manifest.js';
import { checkRecords, checkRunSummary } from './check-records.js';

async function check(artifact: Artifact, ctx: SuiteContext): Promise<ArtifactResult> {
  const state = STATE.get(ctx) ?? { options: parseOptions(ctx.options).options, releases: [], manifests: [] };
  if (artifact.kind === KINDS.evaluations) return checkEvaluations(artifact, ctx, state);
  if (artifact.kind === KINDS.release) return checkRelease(artifact, ctx, state);
  if (artifact.kind === KINDS.runManifest) {
    const findings = (await manifestFindings(ctx, artifact.path)).map((f) =>
      f.gate ? f : { ...f, gate: 'run-manifest' }
    );
    return {
      artifact,
      gates: [
        gateOf(
          'run-manifest',
          'Run manifest compatible',
          findings,
          'seven fields present; gated fields equal the frozen contract'
        )
      ],
      findings
    };
  }
  if (artifact.kind === KINDS.requests) return checkRecords(artifact, ctx, state, undefined);
  if (artifact.kind === KINDS.runSummary) return checkRunSummary(artifact, ctx);
  const schema = RECORD_KIND_SCHEMA[artifact.kind];
  if (schema) return checkRecords(artifact, ctx, state, schema);
  return {
    artifact,
    gates: [{ id: 'kind', title: 'Known artifact kind', status: 'undecided', detail: `unknown kind ${artifact.kind}` }],
    findings: []
  };
}

export const pqidSuite: Suite = {
  id: 'pqid',
  title: 'PQID-Bench evaluations and releases',
  naming: [{ kind: '*', label: 'PQID-Bench', part: 'base' }],
  discover,
  check,
  optionTrust: { table: PQID_OPTION_TRUST }
};
