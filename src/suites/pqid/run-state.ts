/**
 * Vocabulary shared by the pqid discovery and its checks: the artifact kinds the suite claims, the schema each record
 * kind is validated against, and the per-run state (options, frozen releases, run manifests, prompt files) that
 * `discover` records and every `check` of the same run reads back.
 */
import type { SuiteContext } from '../types.js';
import type { PqidOptions } from './options.js';
import type { SchemaName } from './schemas.js';

export const KINDS = {
  evaluations: 'pqid-evaluations',
  release: 'pqid-release',
  runManifest: 'pqid-run-manifest',
  prompts: 'pqid-prompts',
  responses: 'pqid-responses',
  attempts: 'pqid-provider-attempts',
  benchmark: 'pqid-benchmark-records',
  requests: 'pqid-requests',
  runSummary: 'pqid-run-summary'
} as const;

export const RECORD_KIND_SCHEMA: Record<string, SchemaName> = {
  [KINDS.evaluations]: 'evaluation',
  [KINDS.prompts]: 'prompt',
  [KINDS.responses]: 'response',
  [KINDS.attempts]: 'provider-attempt',
  [KINDS.benchmark]: 'benchmark-record'
};

export interface RunState {
  options: PqidOptions;
  releases: string[];
  manifests: string[];
  /** Repository-relative prompt files (discovered ones and the releases' frozen prompt files). */
  promptFiles?: string[];
  /** Every prompt id of those files (computed once per run, on first use). */
  promptIds?: Promise<Set<string>>;
}
/**
 * Per-run state, keyed by the run's context object: the run passes the same `ctx` to `discover` and to every `check`
 * of this suite (`src/run.ts`), so two runs in one process (even on the same root, even interleaved) never see each
 * other's options or releases, and the state goes with the run's context.
 */
export const STATE = new WeakMap<SuiteContext, RunState>();
