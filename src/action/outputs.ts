/**
 * What the action leaves on the run: the job summary (and its file), the log annotations and the step outputs.
 * None of them can fail the run: a channel that cannot be written is a warning, and the exit code is the gate.
 */
import * as core from '@actions/core';
import { writeFile } from 'node:fs/promises';
import type { Report, Severity } from '../core/model.js';
import { ANNOTATIONS_PER_LEVEL, planAnnotations, type Annotation } from '../report/annotations.js';
import type { AnnotationCaps } from '../report/summary-modes.js';
import { Outputs } from './constants.js';
import { actionLog } from './log.js';

/** Writes the job summary; a failure is a BG032 warning, never a failed run (the outputs come after it). */
export async function writeSummary(markdown: string, notes: Annotation[]): Promise<void> {
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

/** Writes the summary Markdown to `file` too; '' when it cannot (a BG032 warning), never a failure. */
export async function writeSummaryFile(file: string, markdown: string, notes: Annotation[]): Promise<string> {
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

/**
 * The log annotations: benchgate's own notes first (each counted into its level's budget), then the report's
 * findings (`max-annotations`' log cap; 0 writes none of them).
 */
export function annotate(report: Report, notes: readonly Annotation[], prefix: string, caps: AnnotationCaps): void {
  const reserve: Partial<Record<Severity, number>> = {};
  for (const n of notes) reserve[n.level] = (reserve[n.level] ?? 0) + 1;
  for (const n of notes) actionLog.annotate(n);
  const perLevel = caps.log !== undefined ? Math.min(ANNOTATIONS_PER_LEVEL, caps.log) : undefined;
  if (perLevel !== 0)
    for (const a of planAnnotations(report, { prefix, reserve, ...(perLevel !== undefined ? { perLevel } : {}) }))
      actionLog.annotate(a);
}

/** Every output, always all of them (an empty string where there is nothing), so a caller never reads an unset one. */
export function setOutputs(o: {
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

/** The outputs of a finished run, from its report. */
export function reportOutputs(
  report: Report,
  files: { report: string; checkRunUrl?: string; commentUrl?: string; summaryFile: string }
): Parameters<typeof setOutputs>[0] {
  const c = report.counts;
  return {
    result: report.verdict,
    gatesFailed: String(c.gates.fail + c.gates.undecided),
    findings: String(c.findings.error + c.findings.warning + c.findings.notice),
    report: files.report,
    checkRunUrl: files.checkRunUrl ?? '',
    commentUrl: files.commentUrl ?? '',
    summaryFile: files.summaryFile,
    counts: c
  };
}
