import * as core from '@actions/core';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { mergeSuiteOptions, parseFailOn, parseSuiteOptionsText, parseSuitesList } from '../core/options.js';
import { planAnnotations, type Annotation } from '../report/annotations.js';
import { writeReportFiles } from '../report/files.js';
import { renderSummary } from '../report/markdown.js';
import { runCheck } from '../run.js';
import { Inputs, Outputs } from './constants.js';

interface ActionInputs {
  path: string;
  suites: string[] | 'auto';
  failOn: ReturnType<typeof parseFailOn>;
  reportJson: string;
  sarif?: string;
  junit?: string;
  suiteOptions: Record<string, Record<string, unknown>>;
}

function readInputs(): ActionInputs {
  const workspace = process.env['GITHUB_WORKSPACE'] ?? process.cwd();
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(workspace, p));
  const strict = core.getInput(Inputs.Strict);
  const fromStrict: Record<string, Record<string, unknown>> = strict === 'true' ? { 'artifact-manifest': { strict: true } } : {};
  const sarif = core.getInput(Inputs.Sarif);
  const junit = core.getInput(Inputs.Junit);
  return {
    path: abs(core.getInput(Inputs.Path) || '.'),
    suites: parseSuitesList(core.getInput(Inputs.Suites) || 'auto'),
    failOn: parseFailOn(core.getInput(Inputs.FailOn) || 'error'),
    reportJson: abs(core.getInput(Inputs.ReportJson) || join(process.env['RUNNER_TEMP'] ?? workspace, 'benchgate-report.json')),
    ...(sarif ? { sarif: abs(sarif) } : {}),
    ...(junit ? { junit: abs(junit) } : {}),
    suiteOptions: mergeSuiteOptions(parseSuiteOptionsText(core.getInput(Inputs.Options)), fromStrict)
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

/** The action: read inputs, run the one pipeline, publish summary, annotations, files and outputs. */
export async function run(): Promise<void> {
  try {
    const inputs = readInputs();
    const workspace = process.env['GITHUB_WORKSPACE'] ?? process.cwd();
    const prefix = relative(workspace, inputs.path).split('\\').join('/') || '.';
    core.startGroup('benchgate: checking artifacts');
    const report = await runCheck({ path: inputs.path, suites: inputs.suites, failOn: inputs.failOn, suiteOptions: inputs.suiteOptions, log: (l) => core.info(l) });
    core.endGroup();
    await writeReportFiles(report, { json: inputs.reportJson, sarif: inputs.sarif, junit: inputs.junit, prefix });
    // The failure message below is one more error annotation: keep a slot for it.
    for (const a of planAnnotations(report, { prefix })) emit(a);
    if (process.env['GITHUB_STEP_SUMMARY']) {
      const url = process.env['GITHUB_SERVER_URL'] && process.env['GITHUB_REPOSITORY'] && process.env['GITHUB_RUN_ID'] ? `${process.env['GITHUB_SERVER_URL']}/${process.env['GITHUB_REPOSITORY']}/actions/runs/${process.env['GITHUB_RUN_ID']}` : undefined;
      await core.summary.addRaw(renderSummary(report, { ...(url ? { detailsUrl: url } : {}) })).write();
    }
    const failedGates = report.counts.gates.fail + report.counts.gates.undecided;
    core.setOutput(Outputs.Result, report.verdict);
    core.setOutput(Outputs.GatesFailed, String(failedGates));
    core.setOutput(Outputs.Findings, String(report.counts.findings.error + report.counts.findings.warning + report.counts.findings.notice));
    core.setOutput(Outputs.Report, inputs.reportJson);
    if (report.verdict === 'fail') {
      const f = report.counts.findings;
      core.setFailed(`benchgate: ${report.counts.gates.fail} gate(s) failed, ${report.counts.gates.undecided} undecided, ${f.error} error(s) (fail-on: ${report.config.failOn})`);
    } else core.info(`benchgate: pass (${report.counts.artifacts} artifact(s), ${report.counts.gates.pass} gate(s) passed)`);
  } catch (e) {
    core.setFailed(`benchgate: ${(e as Error).message}`);
  }
}
