/**
 * The "What changed" section: a Delta (src/core/delta-model.ts) as Markdown (job summary, pull-request comment)
 * and as CLI text. Changes first; unchanged items collapsed (a <details> block in Markdown, a count in text).
 * Every value from a report goes through the channel's escaping.
 */
import type { Delta, FindingChange, GateChange, MetricChange } from '../core/delta-model.js';
import type { GateStatus } from '../core/model.js';
import { mdCell, mdCode, mdText } from './escape/markdown.js';
import { totalOf } from './delta.js';
import { escapeText as t } from './escape/text.js';

const ARROW: Record<MetricChange['direction'], string> = {
  improved: '🟢 improved',
  regressed: '🔴 regressed',
  changed: '🔵 changed',
  unchanged: 'unchanged',
  new: '🆕 new',
  removed: '➖ removed'
};
const WORD: Record<MetricChange['direction'], string> = {
  improved: 'improved',
  regressed: 'REGRESSED',
  changed: 'changed',
  unchanged: 'unchanged',
  new: 'new',
  removed: 'removed'
};
const STATUS = (s: GateStatus | null) => s ?? 'absent';

/** A number as shown in a delta: ratios as percentages, bytes and counts as integers, else six significant digits. */
export function fmtMetric(v: number | null, unit?: string): string {
  if (v === null) return '—';
  if (unit === 'ratio') return `${(100 * v).toFixed(2)}%`;
  if (Number.isInteger(v)) return String(v);
  return String(Number(v.toPrecision(6)));
}

export function fmtDelta(m: MetricChange): string {
  if (m.delta === null) return '—';
  const sign = m.delta > 0 ? '+' : m.delta < 0 ? '−' : '±';
  const a = Math.abs(m.delta);
  if (m.unit === 'ratio') return `${sign}${(100 * a).toFixed(2)} pp`;
  return `${sign}${Number.isInteger(a) ? a : Number(a.toPrecision(4))}`;
}

/** One line: how many of each kind changed (used by the summary's headline and the CLI). */
export function deltaHeadline(d: Delta): string {
  const n = (dir: MetricChange['direction'][]) => d.metrics.filter((m) => dir.includes(m.direction)).length;
  const reg = d.counts.metricsRegressed ?? n(['regressed']);
  const imp = d.counts.metricsImproved ?? n(['improved']);
  const chg = d.counts.metricsOtherChanged ?? n(['changed', 'new', 'removed']);
  return `${totalOf(d, 'newFailures')} new failure(s), ${totalOf(d, 'fixed')} fixed, ${totalOf(d, 'newlyUndecided')} newly undecided, ${totalOf(d, 'newlySkipped')} newly skipped; metrics: ${reg} regressed, ${imp} improved, ${chg} other change(s), ${d.counts.metricsUnchanged} unchanged`;
}

const where = (x: { suite: string; path: string }) => (x.path ? x.path : x.suite || 'run');

function mdGate(c: GateChange, icon: string): string {
  return `- ${icon} ${mdCode(where(c))} **${mdCell(c.gate)}**: ${mdText(STATUS(c.from))} → ${mdText(STATUS(c.to))}${c.detail ? ` (${mdText(c.detail)})` : ''}`;
}

function mdFinding(f: FindingChange): string {
  const loc = f.file ? `${f.file}${f.line ? `:${f.line}` : ''}` : where(f);
  return `| ${f.severity === 'error' ? '❌' : '⚠️'} | ${mdCell(f.code)} | ${mdCode(loc)} | ${mdCell(f.message + (f.subject ? ` [${f.subject}]` : ''))} |`;
}

function mdMetricRow(m: MetricChange): string {
  return `| ${mdCode(where(m))} | ${mdCell(m.label)} | ${mdCell(fmtMetric(m.base, m.unit))} | ${mdCell(fmtMetric(m.head, m.unit))} | ${mdCell(fmtDelta(m))} | ${ARROW[m.direction]} |`;
}

export interface DeltaMarkdownOptions {
  /** Most rows per list (default 50; the rest are counted). */
  maxRows?: number;
  /** Leave out the collapsed table of unchanged metrics (the comment does, to stay short). */
  collapsedUnchanged?: boolean;
  heading?: string;
}

/** The "What changed" section in Markdown. */
export function renderDeltaMarkdown(d: Delta, opts: DeltaMarkdownOptions = {}): string {
  const max = opts.maxRows ?? 50;
  const out: string[] = [];
  const b = d.baseline;
  out.push(`${opts.heading ?? '###'} What changed`);
  out.push(
    `Against the baseline from ${mdText(b.source)}${b.ref ? ` ${mdCode(b.ref)}` : ''} (benchgate ${mdText(b.version)}${b.startedAt ? `, ${mdText(b.startedAt)}` : ''}): verdict ${mdText(d.verdict.base)} → **${mdText(d.verdict.head)}**. ${mdText(deltaHeadline(d))}.`
  );
  if (b.differs)
    out.push(
      `> [!NOTE]\n> The baseline was made with another configuration (${mdText(b.differs.join('; '))}): only the artifacts, gates, metrics and findings both sides have are compared (BG019).`
    );
  const list = (title: string, name: 'newFailures' | 'fixed' | 'newlyUndecided' | 'newlySkipped', icon: string) => {
    const xs = d[name];
    const total = totalOf(d, name);
    if (!total) return;
    out.push(
      `**${title} (${total})**\n\n${xs
        .slice(0, max)
        .map((c) => mdGate(c, icon))
        .join('\n')}${total > Math.min(max, xs.length) ? `\n- … and ${total - Math.min(max, xs.length)} more` : ''}`
    );
  };
  list('New failures', 'newFailures', '❌');
  list('Fixed', 'fixed', '✅');
  list('Newly undecided', 'newlyUndecided', '⚠️');
  list('Newly skipped', 'newlySkipped', '⏭️');
  if (d.artifacts.added.length || d.artifacts.removed.length) {
    const lines = [
      ...d.artifacts.added.slice(0, max).map((a) => `- 🆕 ${mdCode(a.path)} (${mdText(a.suite)})`),
      ...d.artifacts.removed.slice(0, max).map((a) => `- ➖ ${mdCode(a.path)} (${mdText(a.suite)})`)
    ];
    out.push(
      `**Artifacts: ${d.artifacts.added.length} new, ${d.artifacts.removed.length} removed**\n\n${lines.join('\n')}`
    );
  }
  const changed = d.metrics.filter((m) => m.direction !== 'unchanged');
  if (changed.length) {
    const rows = changed.slice(0, max).map(mdMetricRow);
    out.push(
      `**Metric changes (${changed.length})**\n\n| artifact | metric | base | head | Δ | |\n|---|---|---:|---:|---:|---|\n${rows.join('\n')}${changed.length > max ? `\n\n_${changed.length - max} more change(s) in the JSON report._` : ''}`
    );
  }
  if (d.newFindings.length) {
    out.push(
      `**New errors and warnings (${d.newFindings.length})**\n\n| | code | location | message |\n|---|---|---|---|\n${d.newFindings.slice(0, max).map(mdFinding).join('\n')}${d.newFindings.length > max ? `\n\n_${d.newFindings.length - max} more in the JSON report._` : ''}`
    );
  }
  if (d.resolvedFindings.length)
    out.push(`${d.resolvedFindings.length} error(s) and warning(s) of the baseline are gone.`);
  const unchanged = d.metrics.filter((m) => m.direction === 'unchanged');
  const summary = `Unchanged: ${d.counts.gatesUnchanged} gate(s), ${d.counts.metricsUnchanged} metric(s), ${d.counts.artifactsUnchanged} artifact(s), ${d.counts.findingsUnchanged} finding(s)`;
  if (unchanged.length && opts.collapsedUnchanged !== false) {
    const rows = unchanged
      .slice(0, max * 4)
      .map((m) => `| ${mdCode(where(m))} | ${mdCell(m.label)} | ${mdCell(fmtMetric(m.head, m.unit))} |`);
    out.push(
      `<details><summary>${summary}</summary>\n\n| artifact | metric | value |\n|---|---|---:|\n${rows.join('\n')}${unchanged.length > rows.length ? `\n\n_${unchanged.length - rows.length} more._` : ''}\n\n</details>`
    );
  } else out.push(`_${summary}._`);
  return out.join('\n\n') + '\n';
}

/** The "What changed" section as CLI text (colour only when asked). */
export function renderDeltaText(d: Delta, opts: { color: boolean; show?: (path: string) => string }): string {
  const c = (code: string, s: string) => (opts.color ? `\x1b[${code}m${s}\x1b[0m` : s);
  // Paths as the CLI shows them (display-path.ts): relative to the current directory when the command knows the root.
  const show = opts.show ?? ((p: string) => p);
  const at = (x: { suite: string; path: string }) => (x.path ? show(x.path) : where(x));
  const out: string[] = [];
  const b = d.baseline;
  out.push(
    c(
      '1',
      `== What changed (baseline: ${t(b.source)}${b.ref ? ` ${t(b.ref)}` : ''}, benchgate ${t(b.version)}; verdict ${t(d.verdict.base)} -> ${t(d.verdict.head)})`
    )
  );
  if (b.differs)
    out.push(`another configuration (${t(b.differs.join('; '))}): only what both reports have is compared (BG019)`);
  const gates = (title: string, name: 'newFailures' | 'fixed' | 'newlyUndecided' | 'newlySkipped', col: string) => {
    const xs: GateChange[] = d[name];
    const total = totalOf(d, name);
    if (!total) return;
    out.push(c(col, `${title} (${total}):`));
    for (const g of xs)
      out.push(
        `  ${t(at(g))} ${t(g.gate)}: ${STATUS(g.from)} -> ${STATUS(g.to)}${g.detail ? c('2', ` — ${t(g.detail)}`) : ''}`
      );
    if (total > xs.length) out.push(`  … and ${total - xs.length} more`);
  };
  gates('new failures', 'newFailures', '31');
  gates('fixed', 'fixed', '32');
  gates('newly undecided', 'newlyUndecided', '33');
  gates('newly skipped', 'newlySkipped', '2');
  for (const a of d.artifacts.added) out.push(`new artifact ${t(show(a.path))} (${t(a.suite)})`);
  for (const a of d.artifacts.removed) out.push(`removed artifact ${t(show(a.path))} (${t(a.suite)})`);
  const changed = d.metrics.filter((m) => m.direction !== 'unchanged');
  if (changed.length) {
    out.push(c('1', `metric changes (${changed.length}):`));
    for (const m of changed) {
      const col = m.direction === 'regressed' ? '31' : m.direction === 'improved' ? '32' : '36';
      out.push(
        `  ${t(at(m))} ${t(m.id)}: ${fmtMetric(m.base, m.unit)} -> ${fmtMetric(m.head, m.unit)} (${fmtDelta(m)}) ${c(col, WORD[m.direction])}`
      );
    }
  }
  if (d.newFindings.length) {
    out.push(c('1', `new errors and warnings (${d.newFindings.length}):`));
    for (const f of d.newFindings)
      out.push(
        `  ${f.severity.padEnd(7)} ${t(f.code)} ${t(f.file ? `${show(f.file)}${f.line ? `:${f.line}` : ''}` : where(f))} ${t(f.message)}`
      );
  }
  if (d.resolvedFindings.length) out.push(`${d.resolvedFindings.length} error(s)/warning(s) of the baseline are gone`);
  out.push(
    c(
      '2',
      `unchanged: ${d.counts.gatesUnchanged} gate(s), ${d.counts.metricsUnchanged} metric(s), ${d.counts.artifactsUnchanged} artifact(s), ${d.counts.findingsUnchanged} finding(s)`
    )
  );
  out.push(deltaHeadline(d));
  return out.join('\n') + '\n';
}
