import type { Finding, Report } from '../core/model.js';
import { reportFindings } from './annotations.js';
import { escapeControls } from './escape/text.js';
import { renderSummary, type SummaryOptions } from './markdown.js';

/** Checks API limits: 50 annotations per request, 65 535 characters per output.summary/text, title ≤ 255. */
export const CHECK_ANNOTATIONS_PER_REQUEST = 50;
const CHECK_TEXT_LIMIT = 65535;
const MESSAGE_LIMIT = 60000;

export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  title: string;
  message: string;
}

export interface CheckRunOutput {
  conclusion: 'success' | 'failure';
  title: string;
  summary: string;
  annotations: CheckAnnotation[];
  /** Findings without a file cannot be check-run annotations; they are in the summary only. */
  unplaced: number;
  /** Located findings left out by `max-annotations` (the summary and the report have them). */
  capped?: number;
}

const LEVEL = { error: 'failure', warning: 'warning', notice: 'notice' } as const;

function clip(s: string, n: number): string {
  return s.length <= n ? s : s.slice(0, n - 1) + '…';
}

/** One Checks API annotation per finding that has a file (no cap: the caller sends them in batches of 50). */
export function findingToCheckAnnotation(f: Finding, prefix = ''): CheckAnnotation | undefined {
  if (!f.file) return undefined;
  const p = prefix && prefix !== '.' ? `${prefix.replace(/\/+$/, '')}/` : '';
  const start = f.line ?? 1;
  const end = Math.max(start, f.endLine ?? start);
  const a: CheckAnnotation = {
    path: escapeControls(p + f.file),
    start_line: start,
    end_line: end,
    annotation_level: LEVEL[f.severity],
    title: clip(escapeControls(f.gate ? `${f.code} (gate ${f.gate})` : f.code), 255),
    message: clip(
      escapeControls(f.message + (f.subject ? ` [${f.subject}]` : ''), { newline: true, tab: true }),
      MESSAGE_LIMIT
    )
  };
  // Columns only count when the annotation is on one line.
  if (f.line && f.column && end === start) {
    a.start_column = f.column;
    a.end_column = Math.max(f.column, f.endColumn ?? f.column);
  }
  return a;
}

/**
 * Check-run annotations written unless `max-annotations` says otherwise: 50, what one API request carries. Each
 * further 50 costs a request (12,000 findings took 241 writes and about 5 minutes), and the check run's page shows
 * the first ones anyway; the job summary and the report list every finding.
 */
export const CHECK_RUN_ANNOTATIONS_DEFAULT = 50;

/**
 * What the check run shows: the verdict as conclusion, a one-line title, the job summary cut to the
 * 65 535-character limit (saying what was cut), and the located findings as annotations (errors first), at most
 * `maxAnnotations` ({@link CHECK_RUN_ANNOTATIONS_DEFAULT} by default).
 */
export function planCheckRun(
  report: Report,
  opts: {
    prefix?: string;
    detailsUrl?: string;
    title?: string;
    limit?: number;
    maxAnnotations?: number;
    lookup?: SummaryOptions['lookup'];
  } = {}
): CheckRunOutput {
  const order = { error: 0, warning: 1, notice: 2 } as const;
  const findings = [...reportFindings(report)].sort((a, b) => order[a.severity] - order[b.severity]);
  const annotations: CheckAnnotation[] = [];
  let unplaced = 0;
  for (const f of findings) {
    const a = findingToCheckAnnotation(f, opts.prefix);
    if (a) annotations.push(a);
    else unplaced++;
  }
  const g = report.counts.gates;
  const fc = report.counts.findings;
  const title = clip(
    `${report.verdict === 'pass' ? 'passed' : 'failed'}: ${g.pass} gate(s) passed, ${g.fail} failed, ${g.undecided} undecided; ${fc.error} error(s), ${fc.warning} warning(s)`,
    255
  );
  // renderSummary measures bytes; a character is at least one byte, so the result fits the character limit.
  const summary = renderSummary(report, {
    limitBytes: opts.limit ?? CHECK_TEXT_LIMIT,
    limitName: "the check run's 65,535-character limit",
    ...(opts.lookup ? { lookup: opts.lookup } : {}),
    ...(opts.detailsUrl ? { detailsUrl: opts.detailsUrl } : {}),
    ...(opts.title ? { title: opts.title } : {})
  });
  const max = opts.maxAnnotations ?? CHECK_RUN_ANNOTATIONS_DEFAULT;
  const capped = annotations.length > max ? annotations.length - max : 0;
  if (capped) annotations.length = max;
  return {
    conclusion: report.verdict === 'pass' ? 'success' : 'failure',
    title,
    summary,
    annotations,
    unplaced,
    ...(capped ? { capped } : {})
  };
}
