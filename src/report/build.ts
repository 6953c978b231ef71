import { createHash } from 'node:crypto';
import { BG } from '../codes/general.js';
import type { FailOn, Finding, Report, Severity, SuiteResult } from '../core/model.js';
import { compareFindings, finding } from '../core/finding.js';
import { compareText } from '../core/order.js';
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

/** The most findings one artifact, one suite (its own findings) or the run itself keeps in the report. */
export const MAX_FINDINGS = 1000;

const RANK: Record<Severity, number> = { error: 0, warning: 1, notice: 2 };

/**
 * Caps a list of findings at `limit`: the most severe are kept (in their order), and one BG033 finding stands
 * for the rest, counted by code, at the level of the most severe one it replaces (the verdict does not change).
 * Linear in the list length: no sort of the whole list.
 */
export function capFindings(findings: Finding[], limit = MAX_FINDINGS, loc: { file?: string } = {}): Finding[] {
  if (findings.length <= limit) return findings;
  const keep = Math.max(0, limit - 1);
  const bySeverity: Record<Severity, Finding[]> = { error: [], warning: [], notice: [] };
  for (const f of findings) bySeverity[f.severity].push(f);
  const kept: Finding[] = [];
  const dropped = new Map<string, number>();
  let worst: Severity = 'notice';
  for (const sev of ['error', 'warning', 'notice'] as const) {
    for (const f of bySeverity[sev]) {
      if (kept.length < keep) kept.push(f);
      else {
        dropped.set(f.code, (dropped.get(f.code) ?? 0) + 1);
        if (RANK[f.severity] < RANK[worst]) worst = f.severity;
      }
    }
  }
  const total = findings.length - kept.length;
  const codes = [...dropped].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]));
  const shown =
    codes
      .slice(0, 8)
      .map(([c, n]) => `${c} ×${n}`)
      .join(', ') + (codes.length > 8 ? `, and ${codes.length - 8} more code(s)` : '');
  kept.push(
    finding(
      BG.BG033,
      `${total} more finding(s) are not listed (the report keeps ${limit} per artifact): ${shown}. Fix the listed ones and run again.`,
      loc.file !== undefined ? { file: loc.file } : {},
      worst
    )
  );
  return kept;
}

/** Assembles the versioned report: findings capped and sorted, counts and verdict computed. */
export function buildReport(suites: SuiteResult[], runFindings: Finding[], opts: BuildOptions): Report {
  const sorted = suites.map((s) => ({
    ...s,
    findings: capFindings(s.findings).slice().sort(compareFindings),
    artifacts: [...s.artifacts]
      .sort((a, b) => compareText(a.artifact.path, b.artifact.path))
      .map((a) => ({
        ...a,
        findings: capFindings(a.findings, MAX_FINDINGS, { file: a.artifact.path }).slice().sort(compareFindings)
      }))
  }));
  const configHash = createHash('sha256')
    .update(JSON.stringify({ failOn: opts.failOn, suites: opts.suites, config: opts.configInput ?? null }))
    .digest('hex');
  const base: Report = {
    schema: 'benchgate.report/1',
    tool: { name: 'benchgate', version: VERSION },
    ...(opts.startedAt ? { startedAt: opts.startedAt } : {}),
    root: opts.root,
    config: {
      failOn: opts.failOn,
      suites: opts.suites,
      configHash,
      ...(opts.failOnEmpty !== undefined ? { failOnEmpty: opts.failOnEmpty } : {}),
      ...(opts.plan ? { plan: opts.plan } : {}),
      ...(opts.shard ? { shard: opts.shard } : {})
    },
    verdict: 'pass',
    counts: {
      gates: { pass: 0, fail: 0, undecided: 0, skipped: 0 },
      findings: { error: 0, warning: 0, notice: 0 },
      artifacts: 0
    },
    suites: sorted,
    findings: capFindings(runFindings).slice().sort(compareFindings),
    ...(opts.durationMs !== undefined ? { durationMs: opts.durationMs } : {})
  };
  return recount(base);
}
