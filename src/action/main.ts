import { lookupCode } from '../code-registry.js';
import * as cache from '@actions/cache';
import * as core from '@actions/core';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import {
  mergeSuiteOptions,
  parseFailOn,
  parseShardSpec,
  parseSuiteOptionsText,
  parseSuitesList
} from '../core/options.js';
import { parseRunId, runFromEnv } from '../core/partition.js';
import type { Report, Severity } from '../core/model.js';
import { ActionsResultCache, type CacheBackend, type CacheLimits } from '../github/cache.js';
import { applyOverrides, parseCommitInput, parsePullRequestInput, readRunContext } from '../github/context.js';
import { createOctokit, type GitHubClient } from '../github/octokit.js';
import { publishToGitHub, type ChannelBudgets } from '../github/publish.js';
import { mergeReportFiles, resolveReportPaths, type MergeExpectations } from '../merge.js';
import { MergeError } from '../core/report-check.js';
import { writeFile } from 'node:fs/promises';
import { BG } from '../codes/general.js';
import { finding } from '../core/finding.js';
import { ANNOTATIONS_PER_LEVEL, planAnnotations, type Annotation } from '../report/annotations.js';
import { buildReport } from '../report/build.js';
import { mdText } from '../report/escape/markdown.js';
import {
  parseCommentMode,
  parseMaxAnnotations,
  parseSummaryMode,
  type AnnotationCaps,
  type CommentMode
} from '../report/summary-modes.js';
import { writeReportFiles } from '../report/files.js';
import { renderSummary, type SummaryMode } from '../report/markdown.js';
import { runCheck } from '../run.js';
import { Inputs, Outputs } from './constants.js';
import { actionBaseline } from '../baseline/action.js';
import { parseFailStep, stepFails, type FailStep } from './fail-step.js';
import { actionLog } from './log.js';
import { actionSandbox } from './sandbox-input.js';
import { readHistoryInputs, type HistoryInputs } from './history-input.js';
import { actionHistory } from '../github/history-action.js';
import { withHistory } from '../history/run-history.js';
import { OutputPathError } from '../core/command.js';

interface ActionInputs {
  mode: 'check' | 'merge';
  path: string;
  suites: string[] | 'auto';
  failOn: ReturnType<typeof parseFailOn>;
  failOnEmpty: boolean;
  failStep: FailStep;
  reportJson: string;
  sarif?: string;
  sarifCategory?: string;
  junit?: string;
  html?: string;
  suiteOptions: Record<string, Record<string, unknown>>;
  token: string;
  checkRun: boolean;
  checkName: string;
  comment: boolean;
  commentKey: string;
  cache: boolean;
  shard?: { index: number; count: number };
  reports: string;
  /** The `run-id` input (validated), if given. */
  runId?: string;
  verifyPlan: boolean;
  /** `commit` / `pull-request` inputs: where the check run and the comment go (override the event). */
  commit?: string;
  pullRequest?: number;
  summaryMode: SummaryMode;
  /** `summary: off`: nothing is written to GITHUB_STEP_SUMMARY. */
  summaryOff: boolean;
  commentMode: CommentMode;
  maxAnnotations: AnnotationCaps;
  /** Where the job summary is also written (output `summary-file`). */
  summaryFile: string;
  /** `history`, `history-branch`, `history-max`, … (docs/github.md, "History on GitHub"). */
  history: HistoryInputs;
}

function bool(name: string, fallback: boolean): boolean {
  const v = core.getInput(name).trim().toLowerCase();
  if (v === '') return fallback;
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw new Error(`input ${name} must be true or false (got "${v}")`);
}

/** The file the job summary is also written to (output `summary-file`): in RUNNER_TEMP, else the workspace. */
function defaultSummaryFile(): string {
  return join(process.env['RUNNER_TEMP'] ?? process.env['GITHUB_WORKSPACE'] ?? process.cwd(), 'benchgate-summary.md');
}

function readInputs(): ActionInputs {
  const workspace = process.env['GITHUB_WORKSPACE'] ?? process.cwd();
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(workspace, p));
  const strict = core.getInput(Inputs.Strict);
  const fromStrict: Record<string, Record<string, unknown>> = strict === 'true'
    ? { 'artifact-manifest': { strict: true } }
    : {};
  // empty: `required` (a workflow runs fully isolated in CI or not at all) unless `options` names qsolve.sandbox
  const sandbox = actionSandbox(core.getInput(Inputs.Sandbox), parseSuiteOptionsText(core.getInput(Inputs.Options)));
  const fromSandbox: Record<string, Record<string, unknown>> = sandbox ? { qsolve: { sandbox } } : {};
  // empty: the suite default (verify), or a `qsolve.reported_mitigation` of the `options` input
  const reported = core.getInput(Inputs.ReportedMitigation).trim();
  if (reported !== '' && !['verify', 'trust', 'ignore'].includes(reported))
    throw new Error(`input reported-mitigation must be verify, trust or ignore (got "${reported}")`);
  const fromReported: Record<string, Record<string, unknown>> = reported
    ? { qsolve: { reported_mitigation: reported } }
    : {};
  const minTier = core.getInput(Inputs.MinTier).trim();
  const fromMinTier: Record<string, Record<string, unknown>> = minTier ? { pcs: { 'min-tier': minTier } } : {};
  const sarif = core.getInput(Inputs.Sarif);
  const sarifCategory = core.getInput(Inputs.SarifCategory).trim();
  const junit = core.getInput(Inputs.Junit);
  const html = core.getInput(Inputs.Html);
  const mode = core.getInput(Inputs.Mode) || 'check';
  if (mode !== 'check' && mode !== 'merge') throw new Error(`input mode must be check or merge (got "${mode}")`);
  let shard;
  try {
    shard = parseShardSpec(core.getInput(Inputs.Shard), 'input shard');
  } catch (e) {
    throw new Error(`BG002: ${(e as Error).message}`);
  }
  const runId = parseRunId(core.getInput(Inputs.RunId), 'input run-id');
  let commit: string | undefined;
  let pullRequest: number | undefined;
  try {
    commit = parseCommitInput(core.getInput(Inputs.Commit));
    pullRequest = parsePullRequestInput(core.getInput(Inputs.PullRequest));
  } catch (e) {
    throw new Error(`BG002: ${(e as Error).message}`);
  }
  let summaryMode: SummaryMode;
  let commentMode: CommentMode;
  let maxAnnotations: AnnotationCaps;
  let failStep: FailStep;
  // `summary: off`: no job summary on the run page (the summary-file output still has the full one).
  const summaryOff = core.getInput(Inputs.Summary).trim().toLowerCase() === 'off';
  try {
    summaryMode = parseSummaryMode(summaryOff ? '' : core.getInput(Inputs.Summary));
    commentMode = parseCommentMode(core.getInput(Inputs.CommentMode));
    maxAnnotations = parseMaxAnnotations(core.getInput(Inputs.MaxAnnotations));
    failStep = parseFailStep(core.getInput(Inputs.FailStep));
  } catch (e) {
    throw new Error(`BG002: ${(e as Error).message}`);
  }
  return {
    mode,
    summaryMode,
    summaryOff,
    commentMode,
    maxAnnotations,
    summaryFile: defaultSummaryFile(),
    history: readHistoryInputs((n) => core.getInput(n)),
    path: abs(core.getInput(Inputs.Path) || '.'),
    suites: parseSuitesList(core.getInput(Inputs.Suites) || 'auto'),
    failOn: parseFailOn(core.getInput(Inputs.FailOn) || 'error'),
    failOnEmpty: bool(Inputs.FailOnEmpty, true),
    failStep,
    reportJson: abs(
      core.getInput(Inputs.ReportJson) || join(process.env['RUNNER_TEMP'] ?? workspace, 'benchgate-report.json')
    ),
    ...(sarif ? { sarif: abs(sarif) } : {}),
    ...(sarifCategory ? { sarifCategory } : {}),
    ...(junit ? { junit: abs(junit) } : {}),
    ...(html ? { html: abs(html) } : {}),
    suiteOptions: mergeSuiteOptions(
      parseSuiteOptionsText(core.getInput(Inputs.Options)),
      fromStrict,
      fromMinTier,
      fromSandbox,
      fromReported
    ),
    token: core.getInput(Inputs.Token),
    checkRun: bool(Inputs.CheckRun, true),
    checkName: core.getInput(Inputs.CheckName),
    comment: bool(Inputs.Comment, false),
    commentKey: core.getInput(Inputs.CommentKey),
    cache: bool(Inputs.Cache, true),
    ...(shard ? { shard } : {}),
    reports: core.getInput(Inputs.Reports),
    ...(runId ? { runId } : {}),
    verifyPlan: bool(Inputs.VerifyPlan, false),
    ...(commit ? { commit } : {}),
    ...(pullRequest !== undefined ? { pullRequest } : {})
  };
}

/** Seams for tests: the GitHub client factory and the @actions/cache functions. */
export interface ActionDeps {
  createClient?: (token: string) => GitHubClient;
  cacheBackend?: CacheBackend;
  /** Result-cache time limits (tests use small ones). */
  cacheLimits?: Partial<CacheLimits>;
  /** Token-channel budgets (tests use small ones). */
  budgets?: Partial<ChannelBudgets>;
}

/**
 * Optional tuning of the network limits through the environment (documented in docs/security/network.md):
 * a value outside [min, max] milliseconds, or not a number, is ignored.
 */
function envMs(name: string, min: number, max: number): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const v = Number(raw);
  if (!Number.isFinite(v) || v < min || v > max) {
    actionLog.info(
      `benchgate: ${name}=${JSON.stringify(raw.slice(0, 40))} ignored (milliseconds between ${min} and ${max})`
    );
    return undefined;
  }
  return Math.round(v);
}

function envLimits(): { cache: Partial<CacheLimits>; budgets: Partial<ChannelBudgets>; requestTimeoutMs?: number } {
  const cache: Partial<CacheLimits> = {};
  const budgets: Partial<ChannelBudgets> = {};
  const op = envMs('BENCHGATE_CACHE_TIMEOUT_MS', 100, 600_000);
  const cb = envMs('BENCHGATE_CACHE_BUDGET_MS', 100, 3_600_000);
  const req = envMs('BENCHGATE_API_TIMEOUT_MS', 100, 600_000);
  const cr = envMs('BENCHGATE_CHECK_RUN_BUDGET_MS', 100, 3_600_000);
  const cm = envMs('BENCHGATE_COMMENT_BUDGET_MS', 100, 3_600_000);
  if (op !== undefined) cache.operationTimeoutMs = op;
  if (cb !== undefined) cache.budgetMs = cb;
  if (cr !== undefined) budgets.checkRunMs = cr;
  if (cm !== undefined) budgets.commentMs = cm;
  return { cache, budgets, ...(req !== undefined ? { requestTimeoutMs: req } : {}) };
}

/** Writes the job summary; a failure is a BG032 warning, never a failed run (the outputs come after it). */
async function writeSummary(markdown: string, notes: Annotation[]): Promise<void> {
  if (!process.env['GITHUB_STEP_SUMMARY']) return;
  try {
    await core.summary.addRaw(markdown).write({ overwrite: false });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    notes.push({
      level: 'warning',
      title: 'BG032',
      message: `job summary not written: GITHUB_STEP_SUMMARY is not writable${code ? ` (${code})` : ''}. The annotations, outputs and report files have the results.`
    });
  } finally {
    core.summary.emptyBuffer();
  }
}

/** Every output, always all of them (an empty string where there is nothing), so a caller never reads an unset one. */
function setOutputs(o: {
  result: string;
  gatesFailed: string;
  findings: string;
  report: string;
  checkRunUrl: string;
  commentUrl: string;
  summaryFile: string;
  /** The report's counts; absent when the run could not start (the count outputs are then empty). */
  counts?: Report['counts'];
}): void {
  const c = o.counts;
  const n = (v: number | undefined) => (v === undefined ? '' : String(v));
  // A missing or unwritable GITHUB_OUTPUT file is a BG016 warning, never a stack trace: the exit code is the gate.
  try {
    core.setOutput(Outputs.Artifacts, n(c?.artifacts));
    core.setOutput(Outputs.Passed, n(c?.gates.pass));
    core.setOutput(Outputs.Failed, n(c?.gates.fail));
    core.setOutput(Outputs.Undecided, n(c?.gates.undecided));
    core.setOutput(Outputs.Skipped, n(c?.gates.skipped));
    core.setOutput(Outputs.Errors, n(c?.findings.error));
    core.setOutput(Outputs.Warnings, n(c?.findings.warning));
    core.setOutput(Outputs.Notices, n(c?.findings.notice));
    core.setOutput(
      Outputs.Json,
      c
        ? JSON.stringify({
            verdict: o.result,
            artifacts: c.artifacts,
            gates: {
              passed: c.gates.pass,
              failed: c.gates.fail,
              undecided: c.gates.undecided,
              skipped: c.gates.skipped
            },
            findings: { errors: c.findings.error, warnings: c.findings.warning, notices: c.findings.notice }
          })
        : ''
    );
    core.setOutput(Outputs.Result, o.result);
    core.setOutput(Outputs.GatesFailed, o.gatesFailed);
    core.setOutput(Outputs.Findings, o.findings);
    core.setOutput(Outputs.Report, o.report);
    core.setOutput(Outputs.ReportJson, o.report);
    core.setOutput(Outputs.CheckRunUrl, o.checkRunUrl);
    core.setOutput(Outputs.CommentUrl, o.commentUrl);
    core.setOutput(Outputs.SummaryFile, o.summaryFile);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    actionLog.annotate({
      level: 'warning',
      title: 'BG016',
      message: `step outputs not written: GITHUB_OUTPUT is missing or not writable${code ? ` (${code})` : ''}. The exit code, the annotations, the job summary and the report files have the results.`
    });
  }
}

/** Writes the summary Markdown to `file` too; '' when it cannot (a BG032 warning), never a failure. */
async function writeSummaryFile(file: string, markdown: string, notes: Annotation[]): Promise<string> {
  try {
    await writeFile(file, markdown);
    return file;
  } catch (e) {
    notes.push({
      level: 'warning',
      title: 'BG032',
      message: `summary file not written (${(e as NodeJS.ErrnoException).code ?? 'error'}); output summary-file is empty.`
    });
    return '';
  }
}

/** The report of a merge that cannot form a verdict: only BG013, and `fail` whatever `fail-on` says. */
function mergeFailureReport(message: string, inputs: ActionInputs): Report {
  const r = buildReport([], [finding(BG.BG013, message)], {
    root: inputs.path,
    failOn: inputs.failOn,
    suites: inputs.suites === 'auto' ? [] : inputs.suites
  });
  return { ...r, verdict: 'fail' };
}

/** The action: read inputs, check (or merge shard reports), publish every channel, set outputs and the verdict. */
export async function run(deps: ActionDeps = {}): Promise<void> {
  let resultCache: ActionsResultCache | undefined;
  try {
    const inputs = readInputs();
    const workspace = process.env['GITHUB_WORKSPACE'] ?? process.cwd();
    const notes: Annotation[] = [];
    const tuned = envLimits();
    const bl = actionBaseline(
      {
        baseline: core.getInput(Inputs.Baseline),
        branches: core.getInput(Inputs.BaselineBranches),
        noRegression: core.getInput(Inputs.NoRegression)
      },
      process.env,
      {
        backend: deps.cacheBackend ?? (cache as CacheBackend),
        runnerTemp: process.env['RUNNER_TEMP'] ?? tmpdir(),
        workspace,
        log: (l) => actionLog.info(`benchgate: ${l}`)
      }
    );
    // Read the event payload once, first: a malformed one is a coded error, never a crash or an echo of it.
    const eventContext = readRunContext();
    const context =
      eventContext && !eventContext.eventError
        ? applyOverrides(eventContext, {
            ...(inputs.commit ? { commit: inputs.commit } : {}),
            ...(inputs.pullRequest !== undefined ? { pullRequest: inputs.pullRequest } : {})
          })
        : eventContext;
    if (context?.workflowRun)
      actionLog.info(
        `benchgate: workflow_run of ${context.workflowRun.event ?? 'an event'}${context.workflowRun.headRepository ? ` from ${context.workflowRun.headRepository}` : ''}: check run on ${context.headSha.slice(0, 12)}${context.prNumber !== undefined ? `, pull request #${context.prNumber}` : ''}`
      );
    if (context?.eventError)
      notes.push({
        level: 'error',
        title: 'BG031',
        message: `${context.eventError}; the artifacts are still checked, but no check run or comment is published and the step fails.`
      });
    // One client factory for the history, the check run and the comment (a test passes a fake API).
    const createClient =
      deps.createClient ??
      ((t: string) =>
        createOctokit(t, {
          log: (l) => actionLog.info(l),
          ...(tuned.requestTimeoutMs !== undefined ? { limits: { requestTimeoutMs: tuned.requestTimeoutMs } } : {})
        }));
    // Where the history is kept and whether this run appends to it (only a push to the default branch does).
    const history = await actionHistory(inputs.history.location, inputs.history.config, context, process.env, {
      workspace,
      token: inputs.token,
      createClient,
      log: (l) => actionLog.info(`benchgate: ${l}`)
    });
    let report: Report;
    let mergeFailure: string | undefined;
    if (inputs.mode === 'merge') {
      if (!inputs.reports.trim())
        throw new Error('mode: merge needs the `reports` input (paths or globs of the shard JSON reports)');
      try {
        const paths = await resolveReportPaths(inputs.reports, workspace);
        actionLog.info(
          `benchgate: merging ${paths.length} report(s): ${paths.map((p) => relative(workspace, p)).join(', ')}`
        );
        const expect: MergeExpectations = {};
        const run = inputs.runId ?? (inputs.verifyPlan ? runFromEnv(process.env)?.run : undefined);
        if (run) expect.run = run;
        if (inputs.verifyPlan) {
          // The merger's own discovery: the trusted reference the shard reports must match (same inputs as the shards).
          expect.reference = await runCheck({
            path: inputs.path,
            suites: inputs.suites,
            failOn: inputs.failOn,
            suiteOptions: inputs.suiteOptions,
            planOnly: true
          });
          const p = expect.reference.config.plan!;
          actionLog.info(
            `benchgate: verifying the plan: ${p.artifacts} artifact(s) discovered under ${relative(workspace, inputs.path) || '.'} (plan ${p.hash.slice(0, 12)}…)${run ? `, run ${run}` : ''}`
          );
        }
        report = await bl.applyTo(await mergeReportFiles(paths, expect));
        if (history)
          report = (
            await withHistory(report, history.store, history.config, history.meta, {
              write: history.write
            })
          ).report;
      } catch (e) {
        if (!(e instanceof MergeError)) throw e;
        // No verdict can be formed: the run goes on with a report holding only BG013 and a forced `fail`, so the
        // summary, the files, the check run and every output are still there (never empty for a caller to misread).
        mergeFailure = e.message;
        report = mergeFailureReport(e.message, inputs);
      }
    } else {
      resultCache = inputs.cache
        ? new ActionsResultCache({
            backend: deps.cacheBackend ?? (cache as CacheBackend),
            dir: join(process.env['RUNNER_TEMP'] ?? tmpdir(), 'benchgate-cache'),
            warn: (m) => notes.push({ level: 'warning', title: 'BG012', message: m }),
            log: (l) => actionLog.debug(l),
            limits: { ...tuned.cache, ...deps.cacheLimits }
          })
        : undefined;
      actionLog.group(
        `benchgate: checking artifacts${inputs.shard ? ` (shard ${inputs.shard.index}/${inputs.shard.count})` : ''}`
      );
      const run = inputs.runId ? { run: inputs.runId } : runFromEnv(process.env);
      try {
        report = await runCheck({
          ...(run ? { run } : {}),
          path: inputs.path,
          suites: inputs.suites,
          failOn: inputs.failOn,
          failOnEmpty: inputs.failOnEmpty,
          suiteOptions: inputs.suiteOptions,
          ...bl.runOptions,
          ...(inputs.shard ? { shard: inputs.shard } : {}),
          ...(resultCache ? { cache: resultCache } : {}),
          ...(history ? { history } : {}),
          log: (l) => actionLog.info(l)
        });
      } finally {
        resultCache?.close();
        actionLog.endGroup();
      }
      if (resultCache && resultCache.hits + resultCache.misses > 0)
        actionLog.info(
          `benchgate: result cache ${resultCache.hits} hit(s), ${resultCache.misses} miss(es), ${(resultCache.spentMs / 1000).toFixed(1)} s`
        );
    }
    const root = isAbsolute(report.root) ? report.root : resolve(workspace, report.root);
    const rel = relative(workspace, root).split('\\').join('/');
    const prefix = rel === '' || rel.startsWith('..') ? '.' : rel;
    await writeReportFiles(
      report,
      {
        json: inputs.reportJson,
        sarif: inputs.sarif,
        ...(inputs.sarifCategory ? { sarifCategory: inputs.sarifCategory } : {}),
        junit: inputs.junit,
        html: inputs.html,
        prefix
      },
      lookupCode,
      { json: 'input report-json', sarif: 'input sarif', junit: 'input junit', html: 'input html' }
    );
    await bl.store(report, inputs.reportJson);

    // Token channels first, so their notices can be counted into the annotation budget.
    const published = await publishToGitHub(report, {
      token: inputs.token,
      lookup: lookupCode,
      checkRun: inputs.checkRun,
      comment: inputs.comment,
      checkName: inputs.checkName,
      context,
      prefix,
      createClient,
      log: (l) => actionLog.info(`benchgate: ${l}`),
      ...(inputs.commentKey ? { commentKey: inputs.commentKey } : {}),
      commentMode: inputs.commentMode,
      ...(inputs.maxAnnotations.checkRun !== undefined
        ? { maxCheckRunAnnotations: inputs.maxAnnotations.checkRun }
        : {}),
      budgets: { ...tuned.budgets, ...deps.budgets }
    });
    for (const n of published.notes) notes.push(n);

    const url =
      process.env['GITHUB_SERVER_URL'] && process.env['GITHUB_REPOSITORY'] && process.env['GITHUB_RUN_ID']
        ? `${process.env['GITHUB_SERVER_URL']}/${process.env['GITHUB_REPOSITORY']}/actions/runs/${process.env['GITHUB_RUN_ID']}`
        : undefined;
    const eventNote = context?.eventError
      ? `> [!CAUTION]\n> **BG031**: ${context.eventError}; no check run or comment was published.\n\n`
      : '';
    const summary =
      eventNote +
      renderSummary(report, { ...(url ? { detailsUrl: url } : {}), mode: inputs.summaryMode, lookup: lookupCode });
    if (!inputs.summaryOff) await writeSummary(summary, notes);
    const summaryFile = await writeSummaryFile(inputs.summaryFile, summary, notes);

    const reserve: Partial<Record<Severity, number>> = {};
    for (const n of notes) reserve[n.level] = (reserve[n.level] ?? 0) + 1;
    for (const n of notes) actionLog.annotate(n);
    const perLevel =
      inputs.maxAnnotations.log !== undefined ? Math.min(ANNOTATIONS_PER_LEVEL, inputs.maxAnnotations.log) : undefined;
    if (perLevel !== 0)
      for (const a of planAnnotations(report, { prefix, reserve, ...(perLevel !== undefined ? { perLevel } : {}) }))
        actionLog.annotate(a);

    const failedGates = report.counts.gates.fail + report.counts.gates.undecided;
    setOutputs({
      result: report.verdict,
      gatesFailed: String(failedGates),
      findings: String(report.counts.findings.error + report.counts.findings.warning + report.counts.findings.notice),
      report: inputs.reportJson,
      checkRunUrl: published.checkRunUrl ?? '',
      commentUrl: published.commentUrl ?? '',
      summaryFile,
      counts: report.counts
    });
    if (mergeFailure !== undefined) actionLog.fail(`benchgate merge (BG013): ${mergeFailure}`);
    else if (report.verdict === 'fail') {
      const f = report.counts.findings;
      const why = `${report.counts.gates.fail} gate(s) failed, ${report.counts.gates.undecided} undecided, ${f.error} error(s) (fail-on: ${report.config.failOn})`;
      if (stepFails(inputs.failStep, report)) actionLog.fail(`benchgate: ${why}`);
      else actionLog.info(`benchgate: fail: ${why}; the step stays green (fail-step: ${inputs.failStep})`);
    } else
      actionLog.info(
        `benchgate: pass (${report.counts.artifacts} artifact(s), ${report.counts.gates.pass} gate(s) passed)`
      );
    if (context?.eventError) process.exitCode = 1;
  } catch (e) {
    actionLog.fail(`benchgate: ${e instanceof OutputPathError ? `${e.code}: ` : ''}${(e as Error).message}`);
    // Even a run that could not start sets every output: `result` is fail, the summary file says why.
    const file = defaultSummaryFile();
    const written = await writeSummaryFile(
      file,
      `## benchgate\n\n❌ **benchgate could not run**: ${mdText((e as Error).message)}\n`,
      []
    );
    setOutputs({
      result: 'fail',
      gatesFailed: '',
      findings: '',
      report: '',
      checkRunUrl: '',
      commentUrl: '',
      summaryFile: written
    });
  } finally {
    // A cache call abandoned at its timeout cannot be cancelled and its socket would keep the process alive for
    // minutes: end the process once the output has drained (exit code as set above).
    if (resultCache && resultCache.abandoned > 0 && !deps.cacheBackend) {
      actionLog.info(
        `benchgate: ${resultCache.abandoned} result-cache call(s) still hanging; ending the step without waiting for them`
      );
      setTimeout(() => process.exit(), 500).unref();
    }
  }
}
