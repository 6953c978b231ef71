import type { Report } from '../core/model.js';
import { mdCell, mdCode, mdText } from './escape/markdown.js';
import { pushAll } from '../core/arrays.js';
import { renderDeltaMarkdown } from './delta-render.js';

/** GitHub refuses issue/PR comment bodies over 65 536 characters. */
export const COMMENT_LIMIT = 65536;

/** The hidden marker that identifies a job's sticky comment (key: `comment-key`, default job id + shard). */
export function commentMarker(id: string): string {
  // One line, no `--` (which would end the HTML comment), no angle brackets.
  const key = [...id]
    .filter((ch) => ch >= ' ' && ch !== '\u007f' && ch !== '<' && ch !== '>')
    .join('')
    .replace(/-{2,}/g, '-')
    .slice(0, 200);
  return `<!-- benchgate:${key} -->`;
}

/** The hidden line naming the commit a comment describes. */
export function commitMarker(sha: string): string {
  return `<!-- benchgate-commit:${sha.replace(/[^0-9a-fA-F]/g, '').toLowerCase()} -->`;
}

/** The commit recorded in a comment body by `commitMarker`, if any. */
export function commentCommit(body: string): string | undefined {
  return /<!-- benchgate-commit:([0-9a-f]{7,64}) -->/.exec(body)?.[1];
}

const ICON = { pass: '✅', fail: '❌' } as const;

/**
 * The sticky pull-request comment: the verdict, the headline table (one row per suite with artifacts or
 * findings), the failing gates (up to 20) and a link to the full job summary. Always ends with the marker and
 * stays under the comment limit.
 */
export function renderComment(report: Report, opts: { marker: string; detailsUrl?: string; title?: string; limit?: number; commit?: string }): string {
  const limit = opts.limit ?? COMMENT_LIMIT;
  const g = report.counts.gates;
  const f = report.counts.findings;
  const head: string[] = [];
  head.push(`### ${ICON[report.verdict]} ${mdText(opts.title ?? 'benchgate')} ${report.verdict === 'pass' ? 'passed' : 'failed'}`);
  head.push('');
  if (report.delta) head.push(renderDeltaMarkdown(report.delta, { maxRows: 10, collapsedUnchanged: false, heading: '####' }).trimEnd(), '');
  head.push('| suite | artifacts | ✅ passed | ❌ failed | ⚠️ undecided | ⏭️ skipped | errors | warnings |');
  head.push('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const s of report.suites) {
    const fc = { error: 0, warning: 0, notice: 0 };
    for (const x of s.findings) fc[x.severity]++;
    for (const a of s.artifacts) for (const x of a.findings) fc[x.severity]++;
    if (s.artifacts.length === 0 && fc.error + fc.warning + fc.notice === 0) continue;
    const c = { pass: 0, fail: 0, undecided: 0, skipped: 0 };
    for (const a of s.artifacts) for (const gate of a.gates) c[gate.status]++;
    head.push(`| ${mdText(s.title)} | ${s.artifacts.length} | ${c.pass} | ${c.fail} | ${c.undecided} | ${c.skipped} | ${fc.error} | ${fc.warning} |`);
  }
  head.push(`| **total** | **${report.counts.artifacts}** | **${g.pass}** | **${g.fail}** | **${g.undecided}** | **${g.skipped}** | **${f.error}** | **${f.warning}** |`);
  const failing: string[] = [];
  for (const s of report.suites) for (const a of s.artifacts) for (const gate of a.gates) if (gate.status === 'fail' || gate.status === 'undecided') failing.push(`- ${gate.status === 'fail' ? '❌' : '⚠️'} ${mdCode(a.artifact.path)} **${mdCell(gate.id)}**${gate.detail ? `: ${mdText(gate.detail)}` : ''}`);
  const tail: string[] = [];
  if (opts.detailsUrl) tail.push(`[Full summary and every finding](${opts.detailsUrl})`);
  const sha = opts.commit && /^[0-9a-fA-F]{7,64}$/.test(opts.commit) ? opts.commit.toLowerCase() : undefined;
  tail.push(`<sub>benchgate ${mdText(report.tool.version)} · fail-on: ${mdText(report.config.failOn)}${sha ? ` · commit <code>${sha.slice(0, 12)}</code>` : ''}</sub>`);
  const end = sha ? `${commitMarker(sha)}\n${opts.marker}` : opts.marker;
  tail.push(end);
  const compose = (n: number) => {
    const parts = [...head];
    if (failing.length) {
      pushAll(parts, ['', `**Failing or undecided gates (${failing.length})**`, '']);
      pushAll(parts, failing.slice(0, n));
      if (n < failing.length) parts.push(`- … and ${failing.length - n} more (see the full summary)`);
    }
    pushAll(parts, ['', ...tail]);
    return parts.join('\n') + '\n';
  };
  let n = Math.min(20, failing.length);
  let body = compose(n);
  while (body.length > limit && n > 0) body = compose((n = Math.floor(n / 2)));
  if (body.length > limit) body = body.slice(0, limit - end.length - 2) + '\n' + end + '\n';
  return body;
}
