import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { lookupCode } from '../code-registry.js';
import type { Report } from '../core/model.js';
import { renderHtml } from './html.js';
import { loadChartJs } from './html-vendor.js';
import { renderJUnit } from './junit.js';
import { renderSarif } from './sarif.js';

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

async function put(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
}

/** Writes the requested report files (absolute paths). */
export async function writeReportFiles(report: Report, files: ReportFiles): Promise<void> {
  if (files.json) await put(files.json, JSON.stringify(report, null, 2) + '\n');
  const job = files.job ?? process.env['GITHUB_JOB'];
  const runId = files.runId ?? process.env['GITHUB_RUN_ID'];
  if (files.sarif)
    await put(
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
  if (files.junit) await put(files.junit, renderJUnit(report, { prefix: files.prefix }));
  if (files.html) await put(files.html, renderHtml(report, { lookup: lookupCode, chartJs: loadChartJs() }));
}
