import type { CodeDef } from '../codes/types.js';
import type { Finding, GateStatus, Report, Section, Severity } from '../core/model.js';
import { chartAsTable } from './chart-table.js';
import { namePath, pathDisplay } from './display-path.js';
import { escapeText as t } from './escape/text.js';
import { artifactName, artifactVerdict, headlineOf } from './summary-model.js';

const ANSI = {
  red: '\x1b[31m',
  green: '\x1b[32m',
  yellow: '\x1b[33m',
  cyan: '\x1b[36m',
  dim: '\x1b[2m',
  bold: '\x1b[1m',
  reset: '\x1b[0m'
};

const GATE_MARK: Record<GateStatus, string> = { pass: 'PASS', fail: 'FAIL', undecided: 'UNDECIDED', skipped: 'SKIP' };

/**
 * A message over several lines (a workflow's traceback): the first line as it is, each further line on a line of its
 * own behind a `|` gutter, so a traceback reads as one and a message can never pass for a line benchgate wrote (each
 * line escaped on its own: no control character reaches the terminal).
 */
function messageLines(message: string, gutter: string): string {
  const lines = message.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length > 1 && lines[lines.length - 1].trim() === '') lines.pop();
  return lines.map((l, i) => (i === 0 ? t(l) : `\n${gutter}| ${t(l)}`)).join('');
}

export function location(f: Finding, show: (path: string) => string = (p) => p): string {
  if (!f.file) return '';
  return show(f.file) + (f.line ? `:${f.line}` + (f.column ? `:${f.column}` : '') : '');
}

export interface TextOptions {
  color: boolean;
  /**
   * `quiet` (`-q`): only failing artifacts, the short summary and the verdict line; `verbose` (`-v`): every finding
   * with its fix; `normal`: every artifact, gate and finding, then the short summary.
   */
  verbosity?: 'quiet' | 'normal' | 'verbose';
  /** The code registry (fixes for the short summary); the report layer knows no suites. */
  lookup?: (code: string) => CodeDef | undefined;
  /**
   * The current directory: every path (artifacts, findings' files, skipped files) is shown relative to it by the
   * one rule of `display-path.ts` (a workflow checked at its own root is named by its folder). Without it, paths are
   * shown as the report stores them (relative to the checked folder).
   */
  cwd?: string;
}

/** Lines of the short summary at most; the rest are counted. */
const SUMMARY_LINES = 40;

/**
 * The CLI's readable report. Colour only when asked (a TTY without NO_COLOR). Ends, as pytest's "short test summary
 * info" does, with every failing or undecided gate and every failing finding in one place, each finding with its
 * fix from the code registry, then the verdict line.
 */
export function renderText(report: Report, opts: TextOptions): string {
  const verbosity = opts.verbosity ?? 'normal';
  const c = (k: keyof typeof ANSI, s: string) => (opts.color ? ANSI[k] + s + ANSI.reset : s);
  const gateColor = (st: GateStatus) =>
    (st === 'pass' ? 'green' : st === 'fail' ? 'red' : st === 'undecided' ? 'yellow' : 'dim') as keyof typeof ANSI;
  const sevColor = (s: Finding['severity']) =>
    (s === 'error' ? 'red' : s === 'warning' ? 'yellow' : 'cyan') as keyof typeof ANSI;
  const out: string[] = [];
  const fixOf = (code: string): string | undefined => opts.lookup?.(code)?.fix;
  const cwd = opts.cwd;
  const show = cwd !== undefined ? pathDisplay(report.root, cwd) : (p: string) => p;
  const nameOf = (p: string) => (cwd !== undefined ? namePath(p, report.root, cwd) : p);
  const fmtFinding = (f: Finding) => {
    const loc = location(f, show);
    const line = `  ${c(sevColor(f.severity), f.severity.padEnd(7))} ${c('bold', t(f.code))} ${loc ? t(loc) + ' ' : ''}${messageLines(f.message, '          ')}${f.subject ? c('dim', ` [${t(f.subject)}]`) : ''}`;
    const fix = verbosity === 'verbose' ? fixOf(f.code) : undefined;
    return fix ? `${line}\n${c('dim', `          fix: ${t(fix)}`)}` : line;
  };
  const failing = (sev: Severity): boolean =>
    sev === 'error' || (sev === 'warning' && report.config.failOn === 'warning');
  const quiet = verbosity === 'quiet';
  for (const f of report.findings) if (!quiet || failing(f.severity)) out.push(fmtFinding(f));
  if (out.length) out.push('');
  for (const s of report.suites) {
    if (
      quiet &&
      !s.artifacts.some((a) => artifactVerdict(a, report.config.failOn) === 'fail') &&
      !s.findings.some((f) => failing(f.severity))
    )
      continue;
    out.push(c('bold', `== ${t(s.title)} (${s.artifacts.length} artifact${s.artifacts.length === 1 ? '' : 's'})`));
    for (const f of s.findings) if (!quiet || failing(f.severity)) out.push(fmtFinding(f));
    for (const a of s.artifacts) {
      // The artifact's name, its own verdict and its headline numbers (the same as the job summary's).
      const v = artifactVerdict(a, report.config.failOn);
      if (quiet && v === 'pass') continue;
      const head = headlineOf(a)
        .map((h) => `${t(h.label)} ${t(h.value)}`)
        .join(', ');
      const shown = show(a.artifact.path);
      out.push(
        `${c('bold', t(shown))} ${c('dim', `(${t(a.artifact.kind)})`)} ${t(artifactName({ ...a, artifact: { ...a.artifact, path: nameOf(a.artifact.path) } }, s))}: ${v === 'pass' ? c('green', 'PASS') : c('red', 'FAIL')}${head ? c('dim', ` (${head})`) : ''}`
      );
      for (const g of a.gates)
        out.push(
          `  ${c(gateColor(g.status), GATE_MARK[g.status].padEnd(9))} ${t(g.id)}${g.detail ? c('dim', ` — ${t(g.detail)}`) : ''}`
        );
      if (!quiet) for (const sec of a.sections ?? []) for (const l of renderSectionText(sec)) out.push(l);
      for (const f of a.findings) if (!quiet || failing(f.severity)) out.push(fmtFinding(f));
    }
    if (!quiet)
      for (const sk of s.skipped ?? []) out.push(`  ${c('dim', `skipped ${t(show(sk.path))}: ${t(sk.reason)}`)}`);
    out.push('');
  }
  for (const l of shortSummary(report, failing, c, fixOf, show)) out.push(l);
  const g = report.counts.gates;
  const f = report.counts.findings;
  const verdict = report.verdict === 'pass' ? c('green', 'PASS') : c('red', 'FAIL');
  out.push(
    `${c('bold', 'benchgate')} ${verdict}: ${report.counts.artifacts} artifact(s), gates ${g.pass} passed, ${g.fail} failed, ${g.undecided} undecided, ${g.skipped} skipped; findings ${f.error} error(s), ${f.warning} warning(s), ${f.notice} notice(s)`
  );
  return out.join('\n') + '\n';
}

/**
 * The short summary: each failing or undecided gate (`FAIL artifact gate — detail`) and each failing finding with
 * its location and, on the next line, its fix; at most {@link SUMMARY_LINES} entries, the rest counted. Empty on a
 * pass.
 */
function shortSummary(
  report: Report,
  failing: (s: Severity) => boolean,
  c: (k: keyof typeof ANSI, s: string) => string,
  fixOf: (code: string) => string | undefined,
  show: (path: string) => string
): string[] {
  const entries: string[][] = [];
  const fmt = (f: Finding): string[] => {
    const loc = location(f, show);
    const fix = fixOf(f.code);
    return [
      `${c(f.severity === 'error' ? 'red' : 'yellow', f.severity.toUpperCase())} ${c('bold', t(f.code))} ${loc ? t(loc) + ': ' : ''}${messageLines(f.message, '    ')}`,
      ...(fix ? [c('dim', `    fix: ${t(fix)}`)] : [])
    ];
  };
  for (const f of report.findings) if (failing(f.severity)) entries.push(fmt(f));
  for (const s of report.suites) {
    for (const f of s.findings) if (failing(f.severity)) entries.push(fmt(f));
    for (const a of s.artifacts) {
      for (const g of a.gates)
        if (g.status === 'fail' || g.status === 'undecided')
          entries.push([
            `${c(g.status === 'fail' ? 'red' : 'yellow', GATE_MARK[g.status])} ${t(show(a.artifact.path))} ${c('bold', t(g.id))}${g.detail ? ` — ${t(g.detail)}` : ''}`
          ]);
      for (const f of a.findings) if (failing(f.severity)) entries.push(fmt(f));
    }
  }
  if (!entries.length) return [];
  const shown = entries.slice(0, SUMMARY_LINES);
  return [
    c('bold', '== short summary'),
    ...shown.flat(),
    ...(entries.length > shown.length
      ? [`... and ${entries.length - shown.length} more (see above, or --format json)`]
      : []),
    ''
  ];
}

function renderSectionText(sec: Section): string[] {
  if (sec.kind === 'chart') return renderSectionText(chartAsTable(sec));
  if (sec.kind === 'text') return [`  ${t(sec.title)}: ${t(sec.body)}`];
  if (sec.kind === 'mermaid') return [];
  const rows = [sec.columns.map(t)];
  for (const r of sec.rows) rows.push(r.map((v) => (v === null ? '—' : t(v))));
  // Each column: at most CELL_WIDTH, wrapped at word boundaries; a word longer than that widens its column (up to
  // WORD_MAX) rather than being cut mid-word, so the table stays aligned.
  const target = sec.columns.map((_, i) => {
    let w = 0;
    for (const r of rows) w = Math.max(w, (r[i] ?? '').length);
    return Math.min(CELL_WIDTH, w);
  });
  const cells = rows.map((r) => target.map((w, i) => wrapCell(r[i] ?? '', w)));
  const widths = target.map((w, i) => {
    let m = w;
    for (const r of cells) for (const l of r[i]) m = Math.max(m, l.length);
    return m;
  });
  const lines = [`  ${t(sec.title)}`];
  for (const wrapped of cells) {
    // A long cell wraps at word boundaries inside its column (never cut mid-word, never dropped).
    const height = wrapped.reduce((m, c) => Math.max(m, c.length), 1);
    for (let k = 0; k < height; k++)
      lines.push(
        '    ' +
          wrapped
            .map((c, i) => (c[k] ?? '').padEnd(widths[i]))
            .join('  ')
            .trimEnd()
      );
  }
  if (sec.note) lines.push(`    ${t(sec.note)}`);
  return lines;
}

/** Column width of the CLI's tables; longer cells wrap. */
const CELL_WIDTH = 40;

/** The longest word kept whole (a column widens for it); a longer one (a digest, base64) is split every WORD_MAX. */
const WORD_MAX = 100;

/**
 * After these characters a long word may break: first a separator (`a/b/c`, `ibm:ibm_fez`, `x,y`), else a hyphen
 * (`max-cut`); never inside `snake_case` or `cases.yaml`.
 */
const BREAKS = [/[/:,;)\]}=&|]/, /-/];

/**
 * A cell's text in lines of at most `width` characters, broken at spaces. A word longer than the width is broken
 * after its last punctuation mark that fits (`/`, `_`, `-`, `.`, `:`, …) and otherwise kept whole on a line of its own
 * (the column widens: never cut mid-word); only a word over {@link WORD_MAX} characters is split. No character is lost.
 */
export function wrapCell(text: string, width: number): string[] {
  if (text.length <= width) return [text];
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    let w = word;
    if (line && line.length + 1 + w.length <= width) {
      line += ' ' + w;
      continue;
    }
    if (line) out.push(line);
    while (w.length > width) {
      let cut = 0;
      for (const re of BREAKS) {
        for (let k = Math.min(width, w.length - 1); k > 0 && cut === 0; k--) if (re.test(w[k - 1])) cut = k;
        if (cut) break;
      }
      if (cut === 0) {
        if (w.length <= WORD_MAX) break;
        cut = WORD_MAX;
      }
      out.push(w.slice(0, cut));
      w = w.slice(cut);
    }
    line = w;
  }
  if (line) out.push(line);
  return out;
}
