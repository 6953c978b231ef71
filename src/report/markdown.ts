import type { Finding, GateStatus, Report, Section } from '../core/model.js';
import { reportFindings } from './annotations.js';
import { chartAsTable } from './chart-table.js';
import { mdCell, mdCode, mdFence, mdText } from './escape/markdown.js';
import { location } from './text.js';
import { renderDeltaMarkdown } from './delta-render.js';

/** GitHub's per-step job summary limit is 1 MiB; stay clearly under it. */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 16 * 1024;

const ICON: Record<GateStatus, string> = { pass: '✅ pass', fail: '❌ fail', undecided: '⚠️ undecided', skipped: '⏭️ skipped' };
const SEV: Record<Finding['severity'], string> = { error: '❌ error', warning: '⚠️ warning', notice: 'ℹ️ notice' };

/** A Markdown table cell (the channel's rule: `src/report/escape/markdown.ts`). */
export const cell = mdCell;

/** A value shown code-styled in a cell (paths). */
interface Code {
  code: string;
}

function cellOf(v: unknown): string {
  return v !== null && typeof v === 'object' && 'code' in v ? mdCode((v as Code).code) : mdCell(v);
}

/** A table; every row has exactly as many cells as there are columns. */
function table(columns: string[], rows: unknown[][]): string {
  const lines = [`| ${columns.map(mdCell).join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`];
  for (const r of rows) lines.push(`| ${columns.map((_, i) => cellOf(r[i])).join(' | ')} |`);
  return lines.join('\n');
}

function renderSection(sec: Section): string {
  if (sec.kind === 'chart') return renderSection(chartAsTable(sec));
  if (sec.kind === 'mermaid') return `**${mdCell(sec.title)}**\n\n${mdFence('mermaid', sec.source)}`;
  if (sec.kind === 'text') return `**${mdCell(sec.title)}**: ${mdText(sec.body)}`;
  return `**${mdCell(sec.title)}**\n\n${table(sec.columns, sec.rows)}${sec.note ? `\n\n_${mdCell(sec.note)}_` : ''}`;
}

export interface SummaryOptions {
  limitBytes?: number;
  /** Link to the full report (the run page), shown where content is cut. */
  detailsUrl?: string;
  title?: string;
  /** How the limit is named in the notes saying what was cut (default "GitHub's 1 MiB limit"). */
  limitName?: string;
}

/**
 * The job summary: headline verdict, one gate table per suite, each artifact's sections, then a findings table.
 * If the whole would pass the size limit, findings rows and then section rows are cut, and it says what was cut.
 */
export function renderSummary(report: Report, opts: SummaryOptions = {}): string {
  const limit = opts.limitBytes ?? SUMMARY_LIMIT_BYTES;
  const full = compose(report, opts, Infinity, Infinity);
  if (Buffer.byteLength(full) <= limit) return full;
  // Binary search the largest number of findings rows that fits, then sections.
  let lo = 0;
  let hi = countFindings(report);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (Buffer.byteLength(compose(report, opts, mid, Infinity)) <= limit) lo = mid;
    else hi = mid - 1;
  }
  let out = compose(report, opts, lo, Infinity);
  if (Buffer.byteLength(out) > limit) {
    let slo = 0;
    let shi = 10000;
    while (slo < shi) {
      const mid = Math.ceil((slo + shi) / 2);
      if (Buffer.byteLength(compose(report, opts, 0, mid)) <= limit) slo = mid;
      else shi = mid - 1;
    }
    out = compose(report, opts, 0, slo);
  }
  if (Buffer.byteLength(out) > limit) out = Buffer.from(out).subarray(0, limit - 200).toString('utf8').replace(/\uFFFD$/, '') + `\n\n> ✂️ The summary was cut at ${opts.limitName ?? "GitHub's 1 MiB limit"}. The JSON report has everything.\n`;
  return out;
}

function countFindings(r: Report): number {
  return r.findings.length + r.suites.reduce((n, s) => n + s.findings.length + s.artifacts.reduce((m, a) => m + a.findings.length, 0), 0);
}

function compose(report: Report, opts: SummaryOptions, maxFindings: number, maxSectionRows: number): string {
  const parts: string[] = [];
  const g = report.counts.gates;
  const f = report.counts.findings;
  const verdict = report.verdict === 'pass' ? '✅ **benchgate passed**' : '❌ **benchgate failed**';
  parts.push(`## ${mdText(opts.title ?? 'benchgate')}${report.config.shard ? ` (shard ${mdText(report.config.shard.index)}/${mdText(report.config.shard.count)})` : ''}`);
  parts.push(
    `${verdict}: ${report.counts.artifacts} artifact(s) in ${report.suites.filter((s) => s.artifacts.length).length} suite(s); gates ${g.pass} passed, ${g.fail} failed, ${g.undecided} undecided, ${g.skipped} skipped; ${f.error} error(s), ${f.warning} warning(s), ${f.notice} notice(s).`
  );
  if (report.delta) parts.push(renderDeltaMarkdown(report.delta, { maxRows: Number.isFinite(maxSectionRows) ? Math.min(50, maxSectionRows) : 50 }).trimEnd());
  let sectionRowsCut = 0;
  for (const s of report.suites) {
    if (s.artifacts.length === 0 && s.findings.length === 0 && !(s.skipped ?? []).length) continue;
    parts.push(`### ${mdText(s.title)}`);
    const rows: unknown[][] = [];
    for (const a of s.artifacts) for (const gate of a.gates) rows.push([{ code: a.artifact.path }, gate.id, ICON[gate.status], gate.detail ?? '']);
    if (rows.length) parts.push(table(['artifact', 'gate', 'status', 'detail'], rows));
    for (const a of s.artifacts) {
      for (const sec of a.sections ?? []) {
        if (sec.kind === 'table' && sec.rows.length > maxSectionRows) {
          sectionRowsCut += sec.rows.length - maxSectionRows;
          parts.push(renderSection({ ...sec, rows: sec.rows.slice(0, maxSectionRows), note: `${sec.rows.length - maxSectionRows} more row(s) cut to fit ${opts.limitName ?? 'the summary limit'}; see the JSON report.` }));
        } else parts.push(renderSection(sec));
      }
    }
    if (s.skipped?.length) parts.push(`<details><summary>${s.skipped.length} file(s) skipped</summary>\n\n${table(['file', 'reason'], s.skipped.map((k) => [{ code: k.path }, k.reason]))}\n\n</details>`);
  }
  const all = reportFindings(report);
  const order = { error: 0, warning: 1, notice: 2 } as const;
  all.sort((a, b) => order[a.severity] - order[b.severity]);
  if (all.length) {
    parts.push(`### Findings (${all.length})`);
    const shown = all.slice(0, maxFindings);
    parts.push(table(['severity', 'code', 'location', 'message'], shown.map((x) => [SEV[x.severity], x.code, location(x), x.message + (x.subject ? ` [${x.subject}]` : '')])));
    if (shown.length < all.length) parts.push(`> ✂️ ${all.length - shown.length} more finding(s) were cut to keep this summary under ${opts.limitName ?? "GitHub's 1 MiB limit"} (BG009). The JSON report has every finding.`);
  }
  if (sectionRowsCut) parts.push(`> ✂️ ${sectionRowsCut} table row(s) were cut to keep this summary under ${opts.limitName ?? "GitHub's 1 MiB limit"} (BG009).`);
  if (opts.detailsUrl) parts.push(`[Full run](${opts.detailsUrl})`);
  return parts.join('\n\n') + '\n';
}
