/**
 * benchgate as a library: `import { check } from 'benchgate'`. Importing it has no side effect (the action's
 * entry is `dist/index.js`, the CLI's `dist/cli.js`); the quantum engine alone is `benchgate/quantum`.
 *
 *   const report = await check('.', { suites: ['pqid'] });
 *   if (report.verdict === 'fail') console.log(renderText(report, { color: false }));
 */
import { lookupCode } from './code-registry.js';
import type { FailOn, Report } from './core/model.js';
import { renderJUnit } from './report/junit.js';
import { renderSummary, type SummaryOptions } from './report/markdown.js';
import { renderSarif, type SarifOptions } from './report/sarif.js';
import { renderText } from './report/text.js';
import { runCheck } from './run.js';

export type {
  Artifact,
  ArtifactCase,
  ArtifactResult,
  Chart,
  ChartSeries,
  FailOn,
  Finding,
  Gate,
  GateStatus,
  Metric,
  Report,
  Section,
  Severity,
  SuiteResult,
  Verdict
} from './core/model.js';
export type { CodeDef } from './codes/types.js';
export type { SummaryOptions } from './report/markdown.js';
export type { SarifOptions } from './report/sarif.js';
export { RunError } from './run.js';
export { ALL_CODES, lookupCode } from './code-registry.js';
export { renderJUnit, renderSummary, renderText };
export { mergeReports } from './merge.js';
export { validateReport, parseShardReport } from './core/report-check.js';

export interface CheckOptions {
  /** Suite ids to run, or 'auto' (default): every suite, filtered by the folder's `.benchgate.yml`. */
  suites?: string[] | 'auto';
  /** Which findings fail the verdict; default: `.benchgate.yml`'s `fail-on`, else 'error'. */
  failOn?: FailOn;
  /** A run that checks nothing fails (default true). */
  failOnEmpty?: boolean;
  /** Per-suite options, as `--option suite.key=value` gives them: `{ qsolve: { sandbox: 'required' } }`. */
  options?: Record<string, Record<string, unknown>>;
  /** Log lines (already escaped for a terminal); default: none. */
  log?: (line: string) => void;
}

/**
 * Discovers every benchmark artifact under `path`, checks it with its suite and returns the report (the same one
 * `benchgate check --format json` prints). Throws RunError when the path is not a directory; every problem of the
 * artifacts themselves is a finding in the report, never an exception.
 */
export function check(path: string, opts: CheckOptions = {}): Promise<Report> {
  return runCheck({
    path,
    suites: opts.suites ?? 'auto',
    failOn: opts.failOn,
    failOnEmpty: opts.failOnEmpty,
    suiteOptions: opts.options,
    log: opts.log
  });
}

/** The report as SARIF 2.1.0 (code scanning), with each rule's help from the code registry. */
export function toSarif(report: Report, opts: SarifOptions = {}): object {
  return renderSarif(report, lookupCode, opts);
}

/** Convenience: the Markdown job summary with default limits (each finding code's fix from the code registry). */
export function toMarkdown(report: Report, opts: SummaryOptions = {}): string {
  return renderSummary(report, { lookup: lookupCode, ...opts });
}

/** Convenience: JUnit XML. */
export function toJUnit(report: Report, prefix?: string): string {
  return renderJUnit(report, prefix ? { prefix } : {});
}
