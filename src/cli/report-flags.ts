/**
 * The flags of every command that writes benchgate's report files (`check`, `merge`): the output format and one flag
 * per report channel, read by `cliReportFiles` (src/report/files.ts). Declared once so the two commands cannot drift.
 */
export const REPORT_FILE_FLAGS = {
  format: { type: 'string' },
  'report-json': { type: 'string' },
  sarif: { type: 'string' },
  'sarif-category': { type: 'string' },
  junit: { type: 'string' },
  html: { type: 'string' },
  summary: { type: 'string' }
} as const;
