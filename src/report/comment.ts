import type { Report } from '../core/model.js';
import { createHash } from 'node:crypto';
import { pushAll } from '../core/arrays.js';
import { renderDeltaMarkdown } from './delta-render.js';
import { renderHistoryMarkdown } from './history-markdown.js';
import { allFindings } from '../core/verdict.js';
import { mdCell, mdCode, mdText, mdUrl } from './escape/markdown.js';
import { artifactViews, type ArtifactView } from './summary-model.js';

/** GitHub refuses issue/PR comment bodies over 65 536 characters. */
const COMMENT_LIMIT = 65536;

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

/** The hidden line holding the comment's state hash (verdict + failing gates + findings), for `comment-mode: changes`. */
function stateMarker(hash: string): string {
  return `<!-- benchgate-state:${hash.replace(/[^0-9a-f]/g, '')} -->`;
}

/** The state hash recorded in a comment body by `stateMarker`, if any. */
export function commentState(body: string): string | undefined {
  return /<!-- benchgate-state:([0-9a-f]{16,64}) -->/.exec(body)?.[1];
}

/**
 * What a reader of the comment would see change: the verdict, each artifact's failing or undecided gates, and
 * the set of findings (code, severity, file, line, message), independent of order. Timings, versions and the
 * commit are left out, so a re-run with the same outcome hashes the same.
 */
export function reportStateHash(report: Report): string {
  const items: string[] = [`verdict:${report.verdict}`];
  for (const s of report.suites)
    for (const a of s.artifacts) {
      for (const g of a.gates)
        if (g.status === 'fail' || g.status === 'undecided')
          items.push(`gate:${s.suite}:${a.artifact.path}:${g.id}:${g.status}`);
    }
  for (const f of allFindings(report.suites, report.findings))
    items.push(
      `finding:${JSON.stringify([f.code, f.severity, f.file ?? '', f.line ?? 0, f.message, f.subject ?? ''])}`
    );
  items.sort();
  return createHash('sha256').update(items.join('\n')).digest('hex').slice(0, 32);
}

const ICON = { pass: '✅', fail: '❌' } as const;

export interface CommentOptions {
  marker: string;
  /** The run page (each failure links to it; GitHub gives a job summary no stable per-section anchor). */
  detailsUrl?: string;
  title?: string;
  limit?: number;
  commit?: string;
}

/**
 * The sticky pull-request comment: the verdict with the commit, one row per artifact (failing first) with its
 * headline numbers, the failing gates grouped by artifact (each with a link to the run's summary), and the
 * passing artifacts collapsed. Always ends with the markers and stays under the comment limit.
 */
export function renderComment(report: Report, opts: CommentOptions): string {
  const limit = opts.limit ?? COMMENT_LIMIT;
  const url = mdUrl(opts.detailsUrl);
  const g = report.counts.gates;
  const f = report.counts.findings;
  const sha = opts.commit && /^[0-9a-fA-F]{7,64}$/.test(opts.commit) ? opts.commit.toLowerCase() : undefined;
  const head: string[] = [];
  head.push(
    `### ${ICON[report.verdict]} ${mdText(opts.title ?? 'benchgate')} ${report.verdict === 'pass' ? 'passed' : 'failed'}${sha ? ` on <code>${sha.slice(0, 7)}</code>` : ''}`
  );
  head.push('');
  head.push(
    `${report.counts.artifacts} artifact(s); gates ${g.pass} passed, ${g.fail} failed, ${g.undecided} undecided, ${g.skipped} skipped; ${f.error} error(s), ${f.warning} warning(s).`
  );
  if (report.delta)
    head.push(
      '',
      renderDeltaMarkdown(report.delta, { maxRows: 10, collapsedUnchanged: false, heading: '####' }).trimEnd()
    );
  // Each alert with the window it was judged against, then other changed metrics (10 rows at most).
  if (report.history) head.push('', renderHistoryMarkdown(report.history, { maxRows: 10, heading: '####' }).trimEnd());
  const views = artifactViews(report);
  const failingViews = views.filter((v) => v.verdict === 'fail');
  const passingViews = views.filter((v) => v.verdict === 'pass');
  const row = (v: ArtifactView) => {
    const fc = { error: 0, warning: 0 };
    for (const x of v.result.findings) if (x.severity === 'error' || x.severity === 'warning') fc[x.severity]++;
    return `| ${ICON[v.verdict]} | ${mdCell(v.name)} | ${mdCode(v.result.artifact.path)} | ${mdCell(v.headline.map((h) => `${h.label} ${h.value}`).join(' · '))} | ${v.failing} | ${fc.error} | ${fc.warning} |`;
  };
  const header = [
    '| | artifact | path | headline | failing gates | errors | warnings |',
    '|---|---|---|---|---:|---:|---:|'
  ];
  const link = url ? ` ([summary](${url}))` : '';
  const failures: string[] = [];
  for (const v of failingViews) {
    for (const gate of v.result.gates)
      if (gate.status === 'fail' || gate.status === 'undecided')
        failures.push(
          `- ${gate.status === 'fail' ? '❌' : '⚠️'} ${mdText(v.name)} (${mdCode(v.result.artifact.path)}) **${mdCell(gate.id)}**${gate.detail ? `: ${mdText(gate.detail)}` : ''}${link}`
        );
    const errs = v.result.findings.filter((x) => x.severity === 'error' && !x.gate);
    for (const x of errs.slice(0, 3))
      failures.push(
        `- ❌ ${mdText(v.name)} (${mdCode(v.result.artifact.path)}) **${mdText(x.code)}**: ${mdText(x.message)}${link}`
      );
  }
  const loose = [...report.findings];
  for (const s of report.suites) for (const x of s.findings) loose.push(x);
  for (const x of loose.filter((y) => y.severity === 'error').slice(0, 5))
    failures.push(`- ❌ **${mdText(x.code)}**: ${mdText(x.message)}${link}`);
  const tail: string[] = [];
  if (url) tail.push(`[Full summary and every finding](${url})`);
  tail.push(
    `<sub>benchgate ${mdText(report.tool.version)} · fail-on: ${mdText(report.config.failOn)}${sha ? ` · commit <code>${sha.slice(0, 12)}</code>` : ''}</sub>`
  );
  const end = [stateMarker(reportStateHash(report)), ...(sha ? [commitMarker(sha)] : []), opts.marker].join('\n');
  tail.push(end);
  const compose = (n: number, rows: number) => {
    const parts = [...head];
    if (failingViews.length) pushAll(parts, ['', ...header, ...failingViews.slice(0, rows).map(row)]);
    if (failingViews.length > rows)
      parts.push(`| | … and ${failingViews.length - rows} more failing artifact(s) | | | | | |`);
    if (failures.length) {
      pushAll(parts, ['', `**Failures (${failures.length})**`, '']);
      pushAll(parts, failures.slice(0, n));
      if (n < failures.length) parts.push(`- … and ${failures.length - n} more (see the full summary)`);
    }
    if (passingViews.length) {
      const shown = passingViews.slice(0, rows);
      pushAll(parts, [
        '',
        `<details><summary>${passingViews.length} passing artifact(s)</summary>`,
        '',
        ...header,
        ...shown.map(row)
      ]);
      if (shown.length < passingViews.length)
        parts.push(`| | … and ${passingViews.length - shown.length} more | | | | | |`);
      pushAll(parts, ['', '</details>']);
    }
    pushAll(parts, ['', ...tail]);
    return parts.join('\n') + '\n';
  };
  let n = Math.min(20, failures.length);
  let rows = 50;
  let body = compose(n, rows);
  while (body.length > limit && (n > 0 || rows > 0)) {
    if (n > 0) n = Math.floor(n / 2);
    else rows = Math.floor(rows / 2);
    body = compose(n, rows);
  }
  if (body.length > limit) body = body.slice(0, limit - end.length - 2) + '\n' + end + '\n';
  return body;
}
