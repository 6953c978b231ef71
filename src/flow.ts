/**
 * The one check-and-report flow of every entry (the action, `benchgate check`, `benchgate merge`):
 * run (or merge the shard reports) → baseline → delta → history → report files → publish → verdict and exit code.
 * What differs between the entries is passed in as a {@link FlowIO} (the way actions/cache passes its state
 * provider): where the log goes, the result cache, where the report files go, how a report is shown and published.
 * Knows nothing of GitHub, the action or the CLI.
 */
import { lookupCode } from './code-registry.js';
import { relative } from 'node:path';
import { BG } from './codes/general.js';
import { finding } from './core/finding.js';
import type { FailOn, Report } from './core/model.js';
import { MergeError } from './core/report-check.js';
import type { ResultCache } from './core/cache.js';
import type { HistoryConfig } from './core/history-config.js';
import { withHistory } from './history/run-history.js';
import { mergeReportFiles, resolveReportPaths, type MergeExpectations } from './merge.js';
import { buildReport } from './report/build.js';
import { writeReportFiles, type ReportFiles } from './report/files.js';
import { runCheck, type RunOptions } from './run.js';

/** Check the tree: `runCheck` with these options (the baseline and the history are RunOptions too). */
interface CheckRequest {
  mode: 'check';
  run: Omit<RunOptions, 'log' | 'cache' | 'planOnly'>;
}

/** Merge the shard reports of one run into one report, then apply the baseline and the history. */
export interface MergeRequest {
  mode: 'merge';
  /** The shard reports: absolute paths, or a spec of paths and globs (resolved against `base`). */
  reports: string[] | { spec: string };
  /** The folder the log shows paths relative to (the workspace, the current folder). */
  base: string;
  /** The run every shard report must belong to. */
  run?: string;
  /** Discover this again (plan only) and require the shards' configuration and planned artifacts to match. */
  plan?: Omit<RunOptions, 'planOnly' | 'log' | 'cache'>;
  /** For a merged report: the delta against the baseline and the no-regression gate. */
  baseline?: (report: Report) => Promise<Report>;
  history?: NonNullable<RunOptions['history']> & { config: HistoryConfig };
  /**
   * A refused merge (MergeError) goes on with a report holding only BG013 and verdict `fail`, for this scope (the
   * action: every channel still says why). Without it, the flow stops there: no report files, nothing published.
   */
  onRefused?: { root: string; failOn: FailOn; suites: string[] | 'auto' };
}

export type FlowRequest = CheckRequest | MergeRequest;

/** A result cache the flow closes when the check is done; `describe` is logged after it (hits and misses). */
interface FlowCache {
  cache: ResultCache;
  close?: () => void;
  describe?: () => string | undefined;
}

/** Everything the entry decides. P is what `publish` returns (the action's check run and comment addresses). */
export interface FlowIO<P = void> {
  /** Log lines (the run's progress, the merge's inputs). */
  log: (line: string) => void;
  /** Opens and closes a log group around the check (the action's folded group). */
  group?: { start: (title: string) => void; end: () => void };
  cache?: FlowCache;
  /** Where the report files go, and the names their write errors give (input or flag names). */
  files: Omit<ReportFiles, 'prefix'>;
  fileNames?: Parameters<typeof writeReportFiles>[3];
  /** The repository-relative folder the report's paths are under (SARIF, JUnit, annotations). */
  prefix: (report: Report) => string;
  /** Shows the report before the files are written (the CLI's text or JSON on stdout). */
  show?: (report: Report) => Promise<void> | void;
  /** Publishes the report after the files are written (the action's check run, comment, summary, annotations). */
  publish?: (report: Report, prefix: string) => Promise<P>;
  /** Whether this verdict fails the entry (default: a `fail` verdict; the action's `fail-step`). */
  fails?: (report: Report) => boolean;
}

export interface FlowResult<P> {
  /** The report (of a merge refused without `onRefused`: the BG013 report, neither shown nor written). */
  report: Report;
  /** Set when the merge was refused (no verdict could be formed): exit code 2. */
  refused?: MergeError;
  /** What `publish` returned (absent when the flow stopped before it). */
  published?: P;
  /** 0 pass, 1 the verdict fails (per `io.fails`), 2 a refused merge. */
  exitCode: 0 | 1 | 2;
}

/** The report of a merge that cannot form a verdict: only BG013, and `fail` whatever `fail-on` says. */
function refusedMergeReport(message: string, scope: NonNullable<MergeRequest['onRefused']>): Report {
  const r = buildReport([], [finding(BG.BG013, message)], {
    root: scope.root,
    failOn: scope.failOn,
    suites: scope.suites === 'auto' ? [] : scope.suites
  });
  return { ...r, verdict: 'fail' };
}

async function check(req: CheckRequest, io: FlowIO<unknown>): Promise<Report> {
  const shard = req.run.shard;
  io.group?.start(`benchgate: checking artifacts${shard ? ` (shard ${shard.index}/${shard.count})` : ''}`);
  let report: Report;
  try {
    report = await runCheck({ ...req.run, ...(io.cache ? { cache: io.cache.cache } : {}), log: io.log });
  } finally {
    io.cache?.close?.();
    io.group?.end();
  }
  const stats = io.cache?.describe?.();
  if (stats) io.log(stats);
  return report;
}

/** Merges the shard reports (throws MergeError when they cannot form one run), then baseline and history. */
async function merge(req: MergeRequest, io: FlowIO<unknown>): Promise<Report> {
  const paths = Array.isArray(req.reports) ? req.reports : await resolveReportPaths(req.reports.spec, req.base);
  io.log(`benchgate: merging ${paths.length} report(s): ${paths.map((p) => relative(req.base, p)).join(', ')}`);
  const expect: MergeExpectations = {};
  if (req.run) expect.run = req.run;
  if (req.plan) {
    // The merger's own discovery: the trusted reference the shard reports must match (same inputs as the shards).
    expect.reference = await runCheck({ ...req.plan, planOnly: true });
    const p = expect.reference.config.plan!;
    io.log(
      `benchgate: verifying the plan: ${p.artifacts} artifact(s) discovered under ${relative(req.base, req.plan.path) || '.'} (plan ${p.hash.slice(0, 12)}…)${req.run ? `, run ${req.run}` : ''}`
    );
  }
  let report = await mergeReportFiles(paths, expect);
  if (req.baseline) report = await req.baseline(report);
  if (req.history) {
    const { store, config, meta, write } = req.history;
    report = (await withHistory(report, store, config, meta, { write })).report;
  }
  return report;
}

/** Runs the flow: the report, its files, its publication, and the exit code. */
export async function runFlow<P>(req: FlowRequest, io: FlowIO<P>): Promise<FlowResult<P>> {
  let report: Report;
  let refused: MergeError | undefined;
  if (req.mode === 'check') report = await check(req, io);
  else
    try {
      report = await merge(req, io);
    } catch (e) {
      if (!(e instanceof MergeError)) throw e;
      // No verdict can be formed: with `onRefused`, the run goes on with a report holding only BG013 and a forced
      // `fail`, so the files, the summary and every output are still there (never empty for a caller to misread).
      if (!req.onRefused)
        return {
          report: refusedMergeReport(e.message, { root: req.base, failOn: 'error', suites: [] }),
          refused: e,
          exitCode: 2
        };
      refused = e;
      report = refusedMergeReport(e.message, req.onRefused);
    }
  const prefix = io.prefix(report);
  await io.show?.(report);
  await writeReportFiles(report, { ...io.files, prefix }, lookupCode, io.fileNames);
  const published = io.publish ? await io.publish(report, prefix) : undefined;
  const exitCode = refused ? 2 : (io.fails ?? ((r: Report) => r.verdict === 'fail'))(report) ? 1 : 0;
  return {
    report,
    ...(refused ? { refused } : {}),
    ...(published !== undefined ? { published } : {}),
    exitCode
  };
}
