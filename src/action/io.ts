/**
 * The action's side of the check-and-report flow (src/flow.ts): from the inputs and the environment, the request
 * (check or merge, with the baseline and the history) and the FlowIO (the log, the @actions/cache result cache,
 * the report files, and publishing: baseline store, check run, comment, job summary, annotations).
 */
import { lookupCode } from '../code-registry.js';
import * as cache from '@actions/cache';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { runFromEnv } from '../core/partition.js';
import type { Report } from '../core/model.js';
import { actionBaseline } from './baseline.js';
import { ActionsResultCache, type CacheBackend, type CacheLimits } from '../github/cache.js';
import { applyOverrides, readRunContext, type RunContext } from '../github/context.js';
import { actionHistory } from '../github/history-action.js';
import { createOctokit, type GitHubClient } from '../github/octokit.js';
import { publishToGitHub, type ChannelBudgets } from '../github/publish.js';
import type { Annotation } from '../report/annotations.js';
import { renderSummary } from '../report/markdown.js';
import type { FlowIO, FlowRequest } from '../flow.js';
import { stepFails } from './fail-step.js';
import { envLimits, workspaceOf, type ActionInputs } from './inputs.js';
import { actionLog } from './log.js';
import { annotate, writeSummary, writeSummaryFile } from './outputs.js';

/** Seams for tests: the GitHub client factory and the @actions/cache functions. */
export interface ActionDeps {
  createClient?: (token: string) => GitHubClient;
  cacheBackend?: CacheBackend;
  /** Result-cache time limits (tests use small ones). */
  cacheLimits?: Partial<CacheLimits>;
  /** Token-channel budgets (tests use small ones). */
  budgets?: Partial<ChannelBudgets>;
}

/** What publishing left for the outputs. */
export interface Published {
  checkRunUrl?: string;
  commentUrl?: string;
  summaryFile: string;
}

/** The repository-relative folder of the report's root ('.' for the workspace itself or a folder outside it). */
function reportPrefix(root: string, workspace: string): string {
  const abs = isAbsolute(root) ? root : resolve(workspace, root);
  const rel = relative(workspace, abs).split('\\').join('/');
  return rel === '' || rel.startsWith('..') ? '.' : rel;
}

/** The run context of the event (with the `commit`/`pull-request` overrides); logs a workflow_run's origin. */
function runContext(inputs: ActionInputs): RunContext | undefined {
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
  return context;
}

/** The request and the IO of one action run; `resultCache` is kept for the entry's end (abandoned cache calls). */
export async function actionFlow(inputs: ActionInputs, deps: ActionDeps, env: NodeJS.ProcessEnv) {
  const workspace = workspaceOf(env);
  const notes: Annotation[] = [];
  const tuned = envLimits(env, (l) => actionLog.info(l));
  const backend = deps.cacheBackend ?? (cache as CacheBackend);
  const bl = actionBaseline(inputs.baseline, env, {
    backend,
    runnerTemp: env['RUNNER_TEMP'] ?? tmpdir(),
    workspace,
    log: (l) => actionLog.info(`benchgate: ${l}`)
  });
  const context = runContext(inputs);
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
  const history = await actionHistory(inputs.history.location, inputs.history.config, context, env, {
    workspace,
    token: inputs.token,
    createClient,
    log: (l) => actionLog.info(`benchgate: ${l}`)
  });
  let request: FlowRequest;
  let resultCache: ActionsResultCache | undefined;
  if (inputs.mode === 'merge') {
    if (!inputs.reports.trim())
      throw new Error('mode: merge needs the `reports` input (paths or globs of the shard JSON reports)');
    const run = inputs.runId ?? (inputs.verifyPlan ? runFromEnv(env)?.run : undefined);
    const scope = { path: inputs.path, suites: inputs.suites, failOn: inputs.failOn };
    request = {
      mode: 'merge',
      reports: { spec: inputs.reports },
      base: workspace,
      ...(run ? { run } : {}),
      ...(inputs.verifyPlan ? { plan: { ...scope, suiteOptions: inputs.suiteOptions } } : {}),
      baseline: (r) => bl.applyTo(r),
      ...(history ? { history } : {}),
      onRefused: { root: inputs.path, failOn: inputs.failOn, suites: inputs.suites }
    };
  } else {
    resultCache = inputs.cache
      ? new ActionsResultCache({
          backend,
          dir: join(env['RUNNER_TEMP'] ?? tmpdir(), 'benchgate-cache'),
          warn: (m) => notes.push({ level: 'warning', title: 'BG012', message: m }),
          log: (l) => actionLog.debug(l),
          limits: { ...tuned.cache, ...deps.cacheLimits }
        })
      : undefined;
    const run = inputs.runId ? { run: inputs.runId } : runFromEnv(env);
    request = {
      mode: 'check',
      run: {
        ...(run ? { run } : {}),
        path: inputs.path,
        suites: inputs.suites,
        failOn: inputs.failOn,
        failOnEmpty: inputs.failOnEmpty,
        suiteOptions: inputs.suiteOptions,
        ...bl.runOptions,
        ...(inputs.shard ? { shard: inputs.shard } : {}),
        ...(history ? { history } : {})
      }
    };
  }
  const rc = resultCache;
  const io: FlowIO<Published> = {
    log: (l) => actionLog.info(l),
    group: { start: (t) => actionLog.group(t), end: () => actionLog.endGroup() },
    ...(rc
      ? {
          cache: {
            cache: rc,
            close: () => rc.close(),
            describe: () =>
              rc.hits + rc.misses > 0
                ? `benchgate: result cache ${rc.hits} hit(s), ${rc.misses} miss(es), ${(rc.spentMs / 1000).toFixed(1)} s`
                : undefined
          }
        }
      : {}),
    files: {
      json: inputs.reportJson,
      sarif: inputs.sarif,
      ...(inputs.sarifCategory ? { sarifCategory: inputs.sarifCategory } : {}),
      junit: inputs.junit,
      html: inputs.html
    },
    fileNames: { json: 'input report-json', sarif: 'input sarif', junit: 'input junit', html: 'input html' },
    prefix: (report) => reportPrefix(report.root, workspace),
    fails: (report) => stepFails(inputs.failStep, report),
    async publish(report: Report, prefix: string): Promise<Published> {
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
        env['GITHUB_SERVER_URL'] && env['GITHUB_REPOSITORY'] && env['GITHUB_RUN_ID']
          ? `${env['GITHUB_SERVER_URL']}/${env['GITHUB_REPOSITORY']}/actions/runs/${env['GITHUB_RUN_ID']}`
          : undefined;
      const eventNote = context?.eventError
        ? `> [!CAUTION]\n> **BG031**: ${context.eventError}; no check run or comment was published.\n\n`
        : '';
      const summary =
        eventNote +
        renderSummary(report, { ...(url ? { detailsUrl: url } : {}), mode: inputs.summaryMode, lookup: lookupCode });
      if (!inputs.summaryOff) await writeSummary(summary, notes);
      const summaryFile = await writeSummaryFile(inputs.summaryFile, summary, notes);
      annotate(report, notes, prefix, inputs.maxAnnotations);
      return {
        ...(published.checkRunUrl ? { checkRunUrl: published.checkRunUrl } : {}),
        ...(published.commentUrl ? { commentUrl: published.commentUrl } : {}),
        summaryFile
      };
    }
  };
  return { request, io, resultCache, eventError: Boolean(context?.eventError) };
}
