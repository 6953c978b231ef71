import type { CodeDef } from '../codes/types.js';
import type { Finding, Severity } from './model.js';
import { compareText } from './order.js';

/** Where a finding points and what it counts against: every field of `Finding` but code, severity and message. */
export type Location = Omit<Finding, 'code' | 'severity' | 'message'>;

/** Builds a finding from a registry code; the severity defaults to the code's own. */
export function finding(def: CodeDef, message: string, loc: Location = {}, severity?: Severity): Finding {
  const f: Finding = { code: def.code, severity: severity ?? def.severity, message };
  if (loc.file !== undefined) f.file = loc.file;
  if (loc.line !== undefined) f.line = loc.line;
  if (loc.column !== undefined) f.column = loc.column;
  if (loc.endLine !== undefined) f.endLine = loc.endLine;
  if (loc.endColumn !== undefined) f.endColumn = loc.endColumn;
  if (loc.gate !== undefined) f.gate = loc.gate;
  if (loc.subject !== undefined) f.subject = loc.subject;
  return f;
}

/**
 * Stable order: file, line, column, severity (errors first), code, message; text by code point (`compareText`), so
 * the order is the same under every locale.
 */
export function compareFindings(a: Finding, b: Finding): number {
  const sev = { error: 0, warning: 1, notice: 2 } as const;
  return (
    compareText(a.file ?? '', b.file ?? '') ||
    (a.line ?? 0) - (b.line ?? 0) ||
    (a.column ?? 0) - (b.column ?? 0) ||
    sev[a.severity] - sev[b.severity] ||
    compareText(a.code, b.code) ||
    compareText(a.message, b.message)
  );
}
