import type { Finding, Gate, GateStatus, Report, Section } from '../core/model.js';
import type { CodeDef } from '../codes/types.js';
import { chartAsTable } from './chart-table.js';
import { mdCell, mdCode, mdFence, mdText, mdUrl } from './escape/markdown.js';
import { artifactViews, counts, type ArtifactView } from './summary-model.js';
import { location } from './text.js';
import { renderDeltaMarkdown } from './delta-render.js';
import { renderHistoryMarkdown } from './history-markdown.js';

/** GitHub's per-step job summary limit is 1 MiB; stay clearly under it. */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 16 * 1024;

const ICON: Record<GateStatus, string> = {
  pass: '✅ pass',
  fail: '❌ fail',
  undecided: '⚠️ undecided',
  skipped: '⏭️ skipped'
};
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

/** One table row; it has exactly as many cells as there are columns. */
function tableRow(width: number, r: readonly unknown[]): string {
  const cells: string[] = [];
  for (let i = 0; i < width; i++) cells.push(cellOf(r[i]));
  return `| ${cells.join(' | ')} |`;
}

function tableHead(columns: string[]): string {
  return `| ${columns.map(mdCell).join(' | ')} |\n|${columns.map(() => '---').join('|')}|`;
}

/** A table; every row has exactly as many cells as there are columns. */
function table(columns: string[], rows: unknown[][]): string {
  const lines = [tableHead(columns)];
  for (const r of rows) lines.push(tableRow(columns.length, r));
  return lines.join('\n');
}

/**
 * What one renderSummary call renders once and reuses while it searches for the cut that fits (up to ~30 compositions
 * of the same report): each finding's row, in both table shapes (a finding belongs to one artifact, so its row with
 * the artifact column is the same in every composition).
 */
interface RenderMemo {
  rows: Map<Finding, string>;
  rowsWithArtifact: Map<Finding, string>;
}

function newMemo(): RenderMemo {
  return { rows: new Map(), rowsWithArtifact: new Map() };
}

function renderSection(sec: Section): string {
  if (sec.kind === 'chart') return renderSection(chartAsTable(sec));
  if (sec.kind === 'mermaid') return `**${mdCell(sec.title)}**\n\n${mdFence('mermaid', sec.source)}`;
  if (sec.kind === 'text') return `**${mdCell(sec.title)}**: ${mdText(sec.body)}`;
  return `**${mdCell(sec.title)}**\n\n${table(sec.columns, sec.rows)}${sec.note ? `\n\n_${mdCell(sec.note)}_` : ''}`;
}

/** `summary` input: how much the job summary shows (documented in action.yml and README). */
export type SummaryMode = 'full' | 'failures' | 'compact';
export const SUMMARY_MODES: readonly SummaryMode[] = ['full', 'failures', 'compact'];

export interface SummaryOptions {
  limitBytes?: number;
  /** Link to the full report (the run page), shown where content is cut. */
  detailsUrl?: string;
  title?: string;
  /**
   * The code registry's lookup (`src/code-registry.ts`, passed in by the entry so the report layer names no family):
   * each finding code's fix under "How to fix". Without it, that list is left out.
   */
  lookup?: (code: string) => CodeDef | undefined;
  /** How the limit is named in the notes saying what was cut (default "GitHub's 1 MiB limit"). */
  limitName?: string;
  /**
   * full (default): every artifact with its gates, findings and tables; failures first, passing gates collapsed.
   * failures: only artifacts that fail get a section (the rest are rows of the overview table).
   * compact: the verdict, the overview table and the failing gates only.
   */
  mode?: SummaryMode;
}

/**
 * Trim levels, tried in order until the summary fits (like dorny/test-reporter: details first, then passing
 * artifacts, then rows): each level also applies the ones before it.
 */
const TRIM_STEPS = [
  'the table of all findings',
  'the detail tables of passing artifacts',
  'the passing-gate lists',
  'the sections of passing artifacts (they stay in the overview table)'
] as const;

/** An artifact with more findings than this shows only those that fail the verdict open. */
const OPEN_FINDINGS = 10;

interface Cut {
  /** How many TRIM_STEPS apply. */
  level: number;
  /** Findings rows per artifact (and for the run/suite findings). */
  maxFindings: number;
  /** Rows per detail table. */
  maxSectionRows: number;
}

/**
 * The job summary: the verdict, an overview table (one row per artifact, failing first, with its headline
 * numbers), then one section per artifact: its failing gates, its findings with the fix from the code
 * registry, its passing gates collapsed in one `<details>`, and its tables. If the whole would pass the size
 * limit, whole parts are dropped in the order of TRIM_STEPS, then findings rows and table rows are cut, and a
 * note says what was cut.
 */
export function renderSummary(report: Report, opts: SummaryOptions = {}): string {
  const limit = opts.limitBytes ?? SUMMARY_LIMIT_BYTES;
  const fits = (s: string) => Buffer.byteLength(s) <= limit;
  const memo = newMemo();
  const render = (c: Cut) => compose(report, opts, c, memo);
  let cut: Cut = { level: 0, maxFindings: Infinity, maxSectionRows: Infinity };
  let out = render(cut);
  for (let level = 1; !fits(out) && level <= TRIM_STEPS.length; level++) out = render((cut = { ...cut, level }));
  if (!fits(out)) {
    // Then rows: the largest number of rows per detail table that fits, then of findings rows per artifact. (A cut at
    // the longest detail table's length, and at least the 50 rows of the delta and history tables, cuts nothing: the
    // search stops there.)
    let lo = 0;
    let hi = Math.min(10000, Math.max(50, longestTable(report)));
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (fits(render({ ...cut, maxSectionRows: mid }))) lo = mid;
      else hi = mid - 1;
    }
    cut = { ...cut, maxSectionRows: lo };
    out = render(cut);
  }
  if (!fits(out)) {
    let lo = 0;
    let hi = countFindings(report);
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (fits(render({ ...cut, maxFindings: mid }))) lo = mid;
      else hi = mid - 1;
    }
    out = render({ ...cut, maxFindings: lo });
  }
  if (!fits(out))
    out =
      Buffer.from(out)
        .subarray(0, limit - 300)
        .toString('utf8')
        .replace(/\uFFFD$/, '') +
      `\n\n> ✂️ The summary was cut at ${mdText(opts.limitName ?? "GitHub's 1 MiB limit")} (BG009). The JSON report has everything.\n`;
  return out;
}

/** The most rows of any detail table in the report. */
function longestTable(r: Report): number {
  let n = 0;
  for (const s of r.suites)
    for (const a of s.artifacts)
      for (const sec of a.sections ?? []) if (sec.kind === 'table') n = Math.max(n, sec.rows.length);
  return n;
}

function countFindings(r: Report): number {
  let n = r.findings.length;
  for (const s of r.suites) {
    n = Math.max(n, s.findings.length);
    for (const a of s.artifacts) n = Math.max(n, a.findings.length);
  }
  return n;
}

/** A findings table (severity, code, location, message) and the fix of each code from the registry. */
function findingsBlock(
  memo: RenderMemo,
  findings: Finding[],
  lookup: SummaryOptions['lookup'],
  max: number,
  cutNote: (n: number) => string,
  withArtifact?: (f: Finding) => unknown
): string[] {
  if (!findings.length) return [];
  const order = { error: 0, warning: 1, notice: 2 } as const;
  const sorted = findings.slice().sort((a, b) => order[a.severity] - order[b.severity]);
  const shown = sorted.slice(0, max);
  const cols = withArtifact
    ? ['severity', 'code', 'artifact', 'location', 'message']
    : ['severity', 'code', 'location', 'message'];
  const cache = withArtifact ? memo.rowsWithArtifact : memo.rows;
  const lines = [tableHead(cols)];
  for (const x of shown) {
    let row = cache.get(x);
    if (row === undefined) {
      const msg = x.message + (x.subject ? ` [${x.subject}]` : '');
      row = withArtifact
        ? tableRow(5, [SEV[x.severity], x.code, withArtifact(x), location(x), msg])
        : tableRow(4, [SEV[x.severity], x.code, location(x), msg]);
      cache.set(x, row);
    }
    lines.push(row);
  }
  const parts = [lines.join('\n')];
  if (shown.length < sorted.length) parts.push(cutNote(sorted.length - shown.length));
  if (!withArtifact) {
    const fixes: string[] = [];
    const seen = new Set<string>();
    for (const x of shown) {
      if (x.severity === 'notice' || seen.has(x.code)) continue;
      seen.add(x.code);
      const def = lookup?.(x.code);
      if (def) fixes.push(`- **${mdText(x.code)}** ${mdText(def.title)}: ${mdText(def.fix)}`);
    }
    if (fixes.length) parts.push(`**How to fix**\n\n${fixes.join('\n')}`);
  }
  return parts;
}

function gateRows(gates: Gate[]): unknown[][] {
  return gates.map((g) => [g.id, ICON[g.status], g.detail ?? '']);
}

function headlineText(v: ArtifactView): string {
  return v.headline.map((h) => `${mdText(h.label)} **${mdText(h.value)}**`).join(' · ');
}

function compose(report: Report, opts: SummaryOptions, cut: Cut, memo: RenderMemo): string {
  const mode = opts.mode ?? 'full';
  const limitName = opts.limitName ?? "GitHub's 1 MiB limit";
  const parts: string[] = [];
  const g = report.counts.gates;
  const f = report.counts.findings;
  const verdict = report.verdict === 'pass' ? '✅ **benchgate passed**' : '❌ **benchgate failed**';
  parts.push(
    `## ${mdText(opts.title ?? 'benchgate')}${report.config.shard ? ` (shard ${mdText(report.config.shard.index)}/${mdText(report.config.shard.count)})` : ''}`
  );
  parts.push(
    `${verdict}: ${report.counts.artifacts} artifact(s) in ${report.suites.filter((s) => s.artifacts.length).length} suite(s); gates ${g.pass} passed, ${g.fail} failed, ${g.undecided} undecided, ${g.skipped} skipped; ${f.error} error(s), ${f.warning} warning(s), ${f.notice} notice(s).`
  );
  if (report.delta)
    parts.push(
      renderDeltaMarkdown(report.delta, {
        maxRows: Number.isFinite(cut.maxSectionRows) ? Math.min(50, cut.maxSectionRows) : 50
      }).trimEnd()
    );
  if (report.history)
    parts.push(
      renderHistoryMarkdown(report.history, {
        maxRows: Number.isFinite(cut.maxSectionRows) ? Math.min(50, cut.maxSectionRows) : 50
      }).trimEnd()
    );
  const views = artifactViews(report);
  if (views.length) {
    parts.push(
      table(
        ['verdict', 'artifact', 'suite', 'headline'],
        views.map((v) => [
          v.verdict === 'pass' ? '✅' : '❌',
          { code: v.result.artifact.path },
          v.suite.title,
          v.headline.map((h) => `${h.label} ${h.value}`).join(' · ')
        ])
      )
    );
  }
  // Findings of the run itself and of suites (configuration, discovery): never dropped by the mode.
  const loose: Finding[] = [...report.findings];
  for (const s of report.suites) for (const x of s.findings) loose.push(x);
  if (loose.length) {
    parts.push(`### Run and suite findings (${loose.length})`);
    for (const p of findingsBlock(
      memo,
      loose,
      opts.lookup,
      cut.maxFindings,
      (n) =>
        `> ✂️ ${n} more finding(s) cut to keep this summary under ${mdText(limitName)} (BG009); the JSON report has every one.`
    ))
      parts.push(p);
  }
  let sectionRowsCut = 0;
  let passingOmitted = 0;
  const renderSec = (sec: Section): string => {
    if (sec.kind === 'table' && sec.rows.length > cut.maxSectionRows) {
      sectionRowsCut += sec.rows.length - cut.maxSectionRows;
      return renderSection({
        ...sec,
        rows: sec.rows.slice(0, cut.maxSectionRows),
        note: `${sec.rows.length - cut.maxSectionRows} more row(s) cut to fit ${limitName}; see the JSON report.`
      });
    }
    return renderSection(sec);
  };
  for (const v of views) {
    const failing = v.verdict === 'fail';
    if (mode === 'compact' || (mode === 'failures' && !failing)) continue;
    if (!failing && cut.level >= 4) {
      passingOmitted++;
      continue;
    }
    const a = v.result;
    parts.push(`### ${failing ? '❌' : '✅'} ${mdText(v.name)}: ${failing ? 'failed' : 'passed'}`);
    parts.push(`${mdCode(a.artifact.path)} (${mdText(a.artifact.kind)}) · ${headlineText(v)}`);
    const bad = a.gates.filter((x) => x.status === 'fail' || x.status === 'undecided');
    const rest = a.gates.filter((x) => x.status === 'pass' || x.status === 'skipped');
    if (bad.length)
      parts.push(
        `**Failing or undecided gates (${bad.length})**\n\n${table(['gate', 'status', 'detail'], gateRows(bad))}`
      );
    const cutNote = (n: number) =>
      `> ✂️ ${n} more finding(s) of this artifact cut to keep this summary under ${mdText(limitName)} (BG009); the JSON report has every one.`;
    if (a.findings.length) parts.push(`**Findings (${a.findings.length})**`);
    if (a.findings.length > OPEN_FINDINGS) {
      // Many findings: those that fail the verdict stay open, the rest are collapsed.
      const open = a.findings.filter((x) => counts(x, report.config.failOn));
      const rest = a.findings.filter((x) => !counts(x, report.config.failOn));
      for (const p of findingsBlock(memo, open, opts.lookup, cut.maxFindings, cutNote)) parts.push(p);
      if (rest.length)
        parts.push(
          `<details><summary>${rest.length} more warning(s) and notice(s)</summary>\n\n${findingsBlock(memo, rest, opts.lookup, Math.max(0, cut.maxFindings - open.length), cutNote).join('\n\n')}\n\n</details>`
        );
    } else for (const p of findingsBlock(memo, a.findings, opts.lookup, cut.maxFindings, cutNote)) parts.push(p);
    if (rest.length && cut.level < 3) {
      const np = rest.filter((x) => x.status === 'pass').length;
      const ns = rest.length - np;
      parts.push(
        `<details><summary>${np} passing gate(s)${ns ? `, ${ns} skipped` : ''}</summary>\n\n${table(['gate', 'status', 'detail'], gateRows(rest))}\n\n</details>`
      );
    }
    const secs = a.sections ?? [];
    if (secs.length && (failing || cut.level < 2)) {
      const body = secs.map(renderSec).join('\n\n');
      parts.push(
        failing
          ? body
          : `<details><summary>Details: ${secs.map((x) => mdText(x.title)).join(', ')}</summary>\n\n${body}\n\n</details>`
      );
    }
  }
  for (const s of report.suites) {
    if (mode !== 'full' || !s.skipped?.length) continue;
    parts.push(
      `<details><summary>${mdText(s.title)}: ${s.skipped.length} file(s) skipped</summary>\n\n${table(
        ['file', 'reason'],
        s.skipped.map((k) => [{ code: k.path }, k.reason])
      )}\n\n</details>`
    );
  }
  if (mode === 'compact') {
    const failingGates: string[] = [];
    for (const v of views)
      for (const x of v.result.gates)
        if (x.status === 'fail' || x.status === 'undecided')
          failingGates.push(
            `- ${x.status === 'fail' ? '❌' : '⚠️'} ${mdText(v.name)} (${mdCode(v.result.artifact.path)}) **${mdText(x.id)}**${x.detail ? `: ${mdText(x.detail)}` : ''}`
          );
    if (failingGates.length)
      parts.push(
        `**Failing or undecided gates (${failingGates.length})**\n\n${failingGates.slice(0, 100).join('\n')}${failingGates.length > 100 ? `\n- … and ${failingGates.length - 100} more` : ''}`
      );
    const nf = report.counts.findings.error + report.counts.findings.warning + report.counts.findings.notice;
    if (nf)
      parts.push(
        `_Compact summary (input \`summary: compact\`): the ${nf} finding(s) are in the annotations, the check run and the JSON report._`
      );
  } else if (mode === 'full' && cut.level < 1) {
    // Every finding in one table with the artifact it belongs to (collapsed: the sections above have them too).
    const all: Finding[] = [];
    const owner = new Map<Finding, string>();
    for (const v of views)
      for (const x of v.result.findings) {
        all.push(x);
        owner.set(x, v.name);
      }
    if (all.length) {
      const body = findingsBlock(
        memo,
        all,
        opts.lookup,
        cut.maxFindings,
        (n) => `> ✂️ ${n} more finding(s) cut (BG009).`,
        (x) => owner.get(x) ?? ''
      );
      parts.push(
        `<details><summary>All findings by artifact (${all.length})</summary>\n\n${body.join('\n\n')}\n\n</details>`
      );
    }
  }
  const dropped = TRIM_STEPS.slice(0, cut.level);
  if (dropped.length)
    parts.push(
      `> ✂️ To keep this summary under ${mdText(limitName)} (BG009), it leaves out ${dropped.join('; ')}${passingOmitted ? ` (${passingOmitted} passing artifact(s))` : ''}. The JSON report, the annotations and the check run have everything.`
    );
  if (sectionRowsCut)
    parts.push(`> ✂️ ${sectionRowsCut} table row(s) were cut to keep this summary under ${mdText(limitName)} (BG009).`);
  const url = mdUrl(opts.detailsUrl);
  if (url) parts.push(`[Full run](${url})`);
  return parts.join('\n\n') + '\n';
}
