import { createHash } from 'node:crypto';
import type { FailOn, Finding, Report, SuiteResult } from '../core/model.js';
import { compareFindings } from '../core/finding.js';
import { recount } from '../core/verdict.js';
import { VERSION } from '../version.js';

export interface BuildOptions {
  root: string;
  failOn: FailOn;
  suites: string[];
  /** Anything that changes results (configuration, options) hashed into `config.configHash`. */
  configInput?: unknown;
  startedAt?: string;
  durationMs?: number;
  /** The partition's identity (core/partition.ts), recorded as `config.plan`. */
  plan?: Report['config']['plan'];
  shard?: Report['config']['shard'];
  /** Recorded so that `benchgate merge` decides emptiness on the union with the same setting. */
  failOnEmpty?: boolean;
}

/** Assembles the versioned report: findings sorted, counts and verdict computed. */
export function buildReport(suites: SuiteResult[], runFindings: Finding[], opts: BuildOptions): Report {
  const sorted = suites.map((s) => ({
    ...s,
    findings: [...s.findings].sort(compareFindings),
    artifacts: [...s.artifacts].sort((a, b) => a.artifact.path.localeCompare(b.artifact.path)).map((a) => ({ ...a, findings: [...a.findings].sort(compareFindings) }))
  }));
  const configHash = createHash('sha256').update(JSON.stringify({ failOn: opts.failOn, suites: opts.suites, config: opts.configInput ?? null })).digest('hex');
  const base: Report = {
    schema: 'benchgate.report/1',
    tool: { name: 'benchgate', version: VERSION },
    ...(opts.startedAt ? { startedAt: opts.startedAt } : {}),
    root: opts.root,
    config: { failOn: opts.failOn, suites: opts.suites, configHash, ...(opts.failOnEmpty !== undefined ? { failOnEmpty: opts.failOnEmpty } : {}), ...(opts.plan ? { plan: opts.plan } : {}), ...(opts.shard ? { shard: opts.shard } : {}) },
    verdict: 'pass',
    counts: { gates: { pass: 0, fail: 0, undecided: 0, skipped: 0 }, findings: { error: 0, warning: 0, notice: 0 }, artifacts: 0 },
    suites: sorted,
    findings: [...runFindings].sort(compareFindings),
    ...(opts.durationMs !== undefined ? { durationMs: opts.durationMs } : {})
  };
  return recount(base);
}
