import * as cache from '@actions/cache';
import * as core from '@actions/core';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { mergeSuiteOptions, parseFailOn, parseShardSpec, parseSuiteOptionsText, parseSuitesList } from '../core/options.js';
import type { Report, Severity } from '../core/model.js';
import { ActionsResultCache, type CacheBackend } from '../github/cache.js';
import { readRunContext } from '../github/context.js';
import { createOctokit, type GitHubClient } from '../github/octokit.js';
import { publishToGitHub } from '../github/publish.js';
import { MergeError, mergeReportFiles, resolveReportPaths } from '../merge.js';
import { planAnnotations, type Annotation } from '../report/annotations.js';
import { writeReportFiles } from '../report/files.js';
import { renderSummary } from '../report/markdown.js';
import { runCheck } from '../run.js';
import { Inputs, Outputs } from './constants.js';

interface ActionInputs {
  mode: 'check' | 'merge';
  path: string;
  suites: string[] | 'auto';
  failOn: ReturnType<typeof parseFailOn>;
  reportJson: string;
  sarif?: string;
  junit?: string;
  suiteOptions: Record<string, Record<string, unknown>>;
  token: string;
  checkRun: boolean;
  checkName: string;
  comment: boolean;
  cache: boolean;
  shard?: { index: number; count: number };
  reports: string;
}

function bool(name: string, fallback: boolean): boolean {
  const v = core.getInput(name).trim().toLowerCase();
  if (v === '') return fallback;
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw new Error(`input ${name} must be true or false (got "${v}")`);
}

function readInputs(): ActionInputs {
  const workspace = process.env['GITHUB_WORKSPACE'] ?? process.cwd();
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(workspace, p));
  const strict = core.getInput(Inputs.Strict);
  const fromStrict: Record<string, Record<string, unknown>> = strict === 'true' ? { 'artifact-manifest': { strict: true } } : {};
  const sandbox = core.getInput(Inputs.Sandbox).trim();
  if (sandbox !== '' && !['auto', 'required', 'off'].includes(sandbox)) throw new Error(`input sandbox must be auto, required or off (got "${sandbox}")`);
  const fromSandbox: Record<string, Record<string, unknown>> = sandbox ? { qsolve: { sandbox } } : {};
  const minTier = core.getInput(Inputs.MinTier).trim();
  const fromMinTier: Record<string, Record<string, unknown>> = minTier ? { pcs: { 'min-tier': minTier } } : {};
  const sarif = core.getInput(Inputs.Sarif);
  const junit = core.getInput(Inputs.Junit);
  const mode = core.getInput(Inputs.Mode) || 'check';
  if (mode !== 'check' && mode !== 'merge') throw new Error(`input mode must be check or merge (got "${mode}")`);
  const shard = parseShardSpec(core.getInput(Inputs.Shard), 'input shard');
  return {
    mode,
    path: abs(core.getInput(Inputs.Path) || '.'),
    suites: parseSuitesList(core.getInput(Inputs.Suites) || 'auto'),
    failOn: parseFailOn(core.getInput(Inputs.FailOn) || 'error'),
    reportJson: abs(core.getInput(Inputs.ReportJson) || join(process.env['RUNNER_TEMP'] ?? workspace, 'benchgate-report.json')),
    ...(sarif ? { sarif: abs(sarif) } : {}),
    ...(junit ? { junit: abs(junit) } : {}),
    suiteOptions: mergeSuiteOptions(parseSuiteOptionsText(core.getInput(Inputs.Options)), fromStrict, fromMinTier, fromSandbox),
    token: core.getInput(Inputs.Token),
    checkRun: bool(Inputs.CheckRun, true),
    checkName: core.getInput(Inputs.CheckName),
    comment: bool(Inputs.Comment, false),
    cache: bool(Inputs.Cache, true),
    ...(shard ? { shard } : {}),
    reports: core.getInput(Inputs.Reports)
  };
}

function emit(a: Annotation): void {
  const props: core.AnnotationProperties = { title: a.title };
  if (a.file) props.file = a.file;
  if (a.startLine) props.startLine = a.startLine;
  if (a.endLine) props.endLine = a.endLine;
  if (a.startColumn) props.startColumn = a.startColumn;
  if (a.endColumn) props.endColumn = a.endColumn;
  if (a.level === 'error') core.error(a.message, props);
  else if (a.level === 'warning') core.warning(a.message, props);
  else core.notice(a.message, props);
}

/** Seams for tests: the GitHub client factory and the @actions/cache functions. */
export interface ActionDeps {
  createClient?: (token: string) => GitHubClient;
  cacheBackend?: CacheBackend;
}

/** The action: read inputs, check (or merge shard reports), publish every channel, set outputs and the verdict. */
export async function run(deps: ActionDeps = {}): Promise<void> {
  try {
    const inputs = readInputs();
    const workspace = process.env['GITHUB_WORKSPACE'] ?? process.cwd();
    const notes: Annotation[] = [];
    let report: Report;
    if (inputs.mode === 'merge') {
      if (!inputs.reports.trim()) throw new Error('mode: merge needs the `reports` input (paths or globs of the shard JSON reports)');
      try {
        const paths = await resolveReportPaths(inputs.reports, workspace);
        core.info(`benchgate: merging ${paths.length} report(s): ${paths.map((p) => relative(workspace, p)).join(', ')}`);
        report = await mergeReportFiles(paths);
      } catch (e) {
        if (e instanceof MergeError) {
          core.setFailed(`benchgate merge (BG013): ${e.message}`);
          return;
        }
        throw e;
      }
    } else {
      const resultCache = inputs.cache
        ? new ActionsResultCache({
            backend: deps.cacheBackend ?? (cache as CacheBackend),
            dir: join(process.env['RUNNER_TEMP'] ?? tmpdir(), 'benchgate-cache'),
            warn: (m) => notes.push({ level: 'warning', title: 'BG012', message: m }),
            log: (l) => core.debug(l)
          })
        : undefined;
      core.startGroup(`benchgate: checking artifacts${inputs.shard ? ` (shard ${inputs.shard.index}/${inputs.shard.count})` : ''}`);
      try {
        report = await runCheck({
          path: inputs.path,
          suites: inputs.suites,
          failOn: inputs.failOn,
          suiteOptions: inputs.suiteOptions,
          ...(inputs.shard ? { shard: inputs.shard } : {}),
          ...(resultCache ? { cache: resultCache } : {}),
          log: (l) => core.info(l)
        });
      } finally {
        core.endGroup();
      }
      if (resultCache && resultCache.hits + resultCache.misses > 0) core.info(`benchgate: result cache ${resultCache.hits} hit(s), ${resultCache.misses} miss(es)`);
    }
    const root = isAbsolute(report.root) ? report.root : resolve(workspace, report.root);
    const rel = relative(workspace, root).split('\\').join('/');
    const prefix = rel === '' || rel.startsWith('..') ? '.' : rel;
    await writeReportFiles(report, { json: inputs.reportJson, sarif: inputs.sarif, junit: inputs.junit, prefix });

    // Token channels first, so their notices can be counted into the annotation budget.
    const published = await publishToGitHub(report, {
      token: inputs.token,
      checkRun: inputs.checkRun,
      comment: inputs.comment,
      checkName: inputs.checkName,
      context: readRunContext(),
      prefix,
      createClient: deps.createClient ?? ((t) => createOctokit(t, { log: (l) => core.info(l) })),
      log: (l) => core.info(`benchgate: ${l}`)
    });
    notes.push(...published.notes);
    const reserve: Partial<Record<Severity, number>> = {};
    for (const n of notes) reserve[n.level] = (reserve[n.level] ?? 0) + 1;
    for (const n of notes) emit(n);
    for (const a of planAnnotations(report, { prefix, reserve })) emit(a);

    if (process.env['GITHUB_STEP_SUMMARY']) {
      const url = process.env['GITHUB_SERVER_URL'] && process.env['GITHUB_REPOSITORY'] && process.env['GITHUB_RUN_ID'] ? `${process.env['GITHUB_SERVER_URL']}/${process.env['GITHUB_REPOSITORY']}/actions/runs/${process.env['GITHUB_RUN_ID']}` : undefined;
      await core.summary.addRaw(renderSummary(report, { ...(url ? { detailsUrl: url } : {}) })).write();
    }
    const failedGates = report.counts.gates.fail + report.counts.gates.undecided;
    core.setOutput(Outputs.Result, report.verdict);
    core.setOutput(Outputs.GatesFailed, String(failedGates));
    core.setOutput(Outputs.Findings, String(report.counts.findings.error + report.counts.findings.warning + report.counts.findings.notice));
    core.setOutput(Outputs.Report, inputs.reportJson);
    core.setOutput(Outputs.CheckRunUrl, published.checkRunUrl ?? '');
    core.setOutput(Outputs.CommentUrl, published.commentUrl ?? '');
    if (report.verdict === 'fail') {
      const f = report.counts.findings;
      core.setFailed(`benchgate: ${report.counts.gates.fail} gate(s) failed, ${report.counts.gates.undecided} undecided, ${f.error} error(s) (fail-on: ${report.config.failOn})`);
    } else core.info(`benchgate: pass (${report.counts.artifacts} artifact(s), ${report.counts.gates.pass} gate(s) passed)`);
  } catch (e) {
    core.setFailed(`benchgate: ${(e as Error).message}`);
  }
}
