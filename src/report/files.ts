import type { CodeDef } from '../codes/types.js';
import type { Report } from '../core/model.js';
import { renderHtml } from './html.js';
import { loadChartJs } from './html-vendor.js';
import { renderJUnit } from './junit.js';
import { renderSarif } from './sarif.js';
import { checkOutputTargets, writeOutput, type OutputTarget } from './output-paths.js';

export interface ReportFiles {
  json?: string;
  sarif?: string;
  /** Code-scanning category for SARIF's `automationDetails.id` (input `sarif-category`). */
  sarifCategory?: string;
  junit?: string;
  /** The self-contained HTML report (src/report/html.ts). */
  html?: string;
  /** Repository-relative folder that was checked, for SARIF and JUnit paths. */
  prefix?: string;
  /** Job id and workflow run id for SARIF `automationDetails.id` (default: GITHUB_JOB / GITHUB_RUN_ID). */
  job?: string;
  runId?: string;
}

/** The CLI flags that name the report files (the action passes its input names). */
const CLI_FLAGS = { json: '--report-json', sarif: '--sarif', junit: '--junit', html: '--html' } as const;

/** The report files requested, as output targets (for `checkOutputTargets` before a run). */
function reportTargets(files: ReportFiles, flags: Record<keyof typeof CLI_FLAGS, string> = CLI_FLAGS) {
  return (['json', 'sarif', 'junit', 'html'] as const).flatMap((k) =>
    files[k] ? [{ flag: flags[k], path: files[k] }] : []
  );
}

/** The report-file flags `benchgate check` and `benchgate merge` share. */
export interface ReportFileFlags {
  'report-json'?: string;
  sarif?: string;
  'sarif-category'?: string;
  junit?: string;
  html?: string;
  summary?: string;
}

/**
 * The report files the flags name (made absolute by `abs`) and the `--summary` target, every path checked
 * writable before anything runs (BG015, exit 2).
 */
export async function cliReportFiles(
  values: ReportFileFlags,
  abs: (p: string) => string
): Promise<{ files: ReportFiles; summaryTarget?: OutputTarget }> {
  const files: ReportFiles = {
    ...(values['report-json'] ? { json: abs(values['report-json']) } : {}),
    ...(values.sarif ? { sarif: abs(values.sarif) } : {}),
    ...(values['sarif-category'] ? { sarifCategory: values['sarif-category'] } : {}),
    ...(values.junit ? { junit: abs(values.junit) } : {}),
    ...(values.html ? { html: abs(values.html) } : {})
  };
  const summaryTarget = values.summary ? { flag: '--summary', path: abs(values.summary) } : undefined;
  await checkOutputTargets([...reportTargets(files), ...(summaryTarget ? [summaryTarget] : [])]);
  return summaryTarget ? { files, summaryTarget } : { files };
}

/**
 * Writes the requested report files (absolute paths). A file that cannot be written is an OutputPathError (BG015)
 * naming the flag (`flags`: the CLI's by default).
 */
export async function writeReportFiles(
  report: Report,
  files: ReportFiles,
  /** The code registry's lookup (`src/code-registry.ts`): SARIF rules and the HTML report's fixes. */
  lookupCode: (code: string) => CodeDef | undefined,
  flags: Record<keyof typeof CLI_FLAGS, string> = CLI_FLAGS
): Promise<void> {
  const put = (k: keyof typeof CLI_FLAGS, path: string, text: string) => writeOutput({ flag: flags[k], path }, text);
  if (files.json) await put('json', files.json, JSON.stringify(report, null, 2) + '\n');
  const job = files.job ?? process.env['GITHUB_JOB'];
  const runId = files.runId ?? process.env['GITHUB_RUN_ID'];
  if (files.sarif)
    await put(
      'sarif',
      files.sarif,
      JSON.stringify(
        renderSarif(report, lookupCode, {
          prefix: files.prefix,
          ...(job ? { job } : {}),
          ...(runId ? { runId } : {}),
          ...(files.sarifCategory ? { category: files.sarifCategory } : {})
        }),
        null,
        2
      ) + '\n'
    );
  if (files.junit) await put('junit', files.junit, renderJUnit(report, { prefix: files.prefix }));
  if (files.html) await put('html', files.html, renderHtml(report, { lookup: lookupCode, chartJs: loadChartJs() }));
}
