import type { Finding, Report, Severity } from '../core/model.js';
import { allFindings } from '../core/verdict.js';

export interface Annotation {
  level: Severity;
  title: string;
  message: string;
  file?: string;
  startLine?: number;
  startColumn?: number;
  endLine?: number;
  endColumn?: number;
}

/** GitHub shows at most 10 annotations of each level per step. */
export const ANNOTATIONS_PER_LEVEL = 10;

function findingToAnnotation(f: Finding): Annotation {
  const a: Annotation = { level: f.severity, title: f.code, message: f.message + (f.subject ? ` [${f.subject}]` : '') };
  if (f.file) {
    a.file = f.file;
    if (f.line) {
      a.startLine = f.line;
      a.endLine = f.endLine ?? f.line;
      // Columns only count when the annotation is on one line.
      if (f.column && a.endLine === a.startLine) {
        a.startColumn = f.column;
        if (f.endColumn) a.endColumn = f.endColumn;
      }
    }
  }
  return a;
}

export function reportFindings(report: Report): Finding[] {
  return allFindings(report.suites, report.findings);
}

/**
 * Workflow-command annotations: errors first, duplicates removed, at most 10 per level, then one notice
 * saying how many more exist (BG007). Paths in findings are repository-relative, so `prefix` (the checked
 * folder relative to the workspace) is prepended for the annotation to land on the file.
 */
export function planAnnotations(
  report: Report,
  opts: { prefix?: string; perLevel?: number; reserve?: Partial<Record<Severity, number>> } = {}
): Annotation[] {
  const per = opts.perLevel ?? ANNOTATIONS_PER_LEVEL;
  const order = { error: 0, warning: 1, notice: 2 } as const;
  const seen = new Set<string>();
  const unique: Annotation[] = [];
  for (const f of [...reportFindings(report)].sort((a, b) => order[a.severity] - order[b.severity])) {
    const a = findingToAnnotation(f);
    if (a.file && opts.prefix && opts.prefix !== '.') a.file = `${opts.prefix.replace(/\/+$/, '')}/${a.file}`;
    const key = JSON.stringify(a);
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(a);
  }
  const out: Annotation[] = [];
  const count: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  let hidden = 0;
  for (const a of unique) {
    // Keep one notice slot for the "more" line, and one error slot for the action's failure message.
    // `reserve` keeps slots for annotations the caller emits itself (channel notices, a cache warning).
    const limit =
      (a.level === 'notice' ? per - 1 : a.level === 'error' && report.verdict === 'fail' ? per - 1 : per) -
      (opts.reserve?.[a.level] ?? 0);
    if (count[a.level] < limit) {
      out.push(a);
      count[a.level]++;
    } else hidden++;
  }
  if (hidden > 0) {
    out.push({
      level: 'notice',
      title: 'BG007',
      message: `${hidden} more finding(s) are not shown as annotations (GitHub shows 10 per level per step); see the job summary or the JSON report.`
    });
  }
  return out;
}
