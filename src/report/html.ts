import { renderDeltaHtml } from './delta-html.js';
import { createHash } from 'node:crypto';
import type { CodeDef } from '../codes/types.js';
import type { ArtifactResult, Chart, Finding, Gate, Report, Section } from '../core/model.js';
import { chartAsTable } from './chart-table.js';
import { htmlAttr, htmlText, jsonForScript, safeHref } from './escape/html.js';
import { CLIENT_SCRIPT } from './html-client.js';
import { CODES_DOC_URL } from './sarif.js';
import { prioritize } from './prioritize.js';
import { renderHistoryHtml, type HistorySpec } from './history-html.js';

/**
 * The self-contained HTML report (`benchgate check --html FILE`, action input `html`): one file, no network at
 * view time (CSP `default-src 'none'`), readable without JavaScript (verdict, failures, findings and every
 * chart's data are server-rendered tables), with Chart.js charts and findings filters when JavaScript runs.
 * Knows only the result model. Every string is escaped (escape/html.ts); chart data travels as JSON in a
 * non-executable script block; the two inline scripts are allowed by their SHA-256 in the CSP meta tag.
 */
export interface HtmlOptions {
  /** The code registry (title per code); the report layer knows no suites. */
  lookup?: (code: string) => CodeDef | undefined;
  /** Where docs/codes.md lives (each code links to `#<code>`). */
  docsUrl?: string;
  /** Chart.js source to inline (src/report/html-vendor.ts loads it); absent: no charts, tables only. */
  chartJs?: string;
  /** Most findings listed (the rest counted); default 5000. */
  maxFindings?: number;
}

export const STYLE = `
:root{color-scheme:light dark;--bg:#ffffff;--fg:#1f2328;--muted:#59636e;--border:#d1d9e0;--alt:#f6f8fa;--grid:rgba(31,35,40,0.12);--good:#1a7f37;--bad:#cf222e;--warn:#9a6700;--link:#0969da;--c1:#4e79a7;--c2:#f28e2b;--c3:#59a14f;--c4:#e15759;--c5:#76b7b2;--c6:#b07aa1}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--border:#3d444d;--alt:#151b23;--grid:rgba(230,237,243,0.14);--good:#3fb950;--bad:#f85149;--warn:#d29922;--link:#4493f8;--c1:#6fa8dc;--c2:#f6b26b;--c3:#93c47d;--c4:#ea9999;--c5:#76d7c4;--c6:#c9a0dc}}
*{box-sizing:border-box}
body{margin:0;padding:1rem 1.5rem 3rem;background:var(--bg);color:var(--fg);font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;max-width:1200px}
a{color:var(--link)}
h1{font-size:1.5rem;margin:.2rem 0}h2{font-size:1.25rem;margin:1.6rem 0 .5rem;border-bottom:1px solid var(--border);padding-bottom:.2rem}h3{font-size:1.05rem;margin:1rem 0 .4rem}h4{font-size:.95rem;margin:.8rem 0 .3rem}
.verdict{font-size:1.2rem;font-weight:700;padding:.5rem .8rem;border-radius:6px;border:2px solid;display:inline-block;margin:.4rem 0}
.verdict.pass{color:var(--good);border-color:var(--good)}.verdict.fail{color:var(--bad);border-color:var(--bad)}
.muted{color:var(--muted)}
table{border-collapse:collapse;margin:.3rem 0 .8rem;font-size:13px;max-width:100%;display:block;overflow-x:auto}
th,td{border:1px solid var(--border);padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:var(--alt)}
td.msg{white-space:pre-wrap;word-break:break-word;min-width:20rem}
.s-pass,.sev-notice{color:var(--good)}.s-fail,.sev-error{color:var(--bad);font-weight:600}.s-undecided,.sev-warning{color:var(--warn);font-weight:600}.s-skipped{color:var(--muted)}
figure{margin:.5rem 0 1rem}.chart-box{position:relative;height:280px;max-width:900px}
figcaption{font-weight:600;margin-bottom:.3rem}
details>summary{cursor:pointer}
pre{background:var(--alt);padding:.5rem;overflow-x:auto;white-space:pre-wrap}
.filters{display:flex;gap:1rem;flex-wrap:wrap;align-items:end;margin:.4rem 0}
.filters label{display:flex;flex-direction:column;font-size:12px;color:var(--muted)}
select,button{font:inherit;padding:.2rem .4rem;background:var(--bg);color:var(--fg);border:1px solid var(--border);border-radius:4px}
select:focus-visible,button:focus-visible,a:focus-visible,summary:focus-visible{outline:3px solid var(--link);outline-offset:2px}
[hidden]{display:none!important}
.artifact{border:1px solid var(--border);border-radius:6px;padding:.2rem .8rem;margin:.6rem 0}
tr.current td{font-weight:600}
`;

/** `'sha256-…'` of a script or style element's exact text, as CSP source expressions compare it. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The CSP of the page: nothing from the network, only the given inline scripts and style. */
export function contentSecurityPolicy(scripts: string[], styles: string[]): string {
  return [
    "default-src 'none'",
    `script-src ${scripts.length ? scripts.map(cspHash).join(' ') : "'none'"}`,
    `style-src ${styles.map(cspHash).join(' ')}`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'"
  ].join('; ');
}

/**
 * The document head of every page benchgate writes (the report, the history dashboard): the CSP that lets only the
 * given inline scripts and the stylesheet run, no referrer, the title (escaped here), and the stylesheet.
 */
export function documentHead(title: string, scripts: string[]): string {
  return `<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${htmlAttr(contentSecurityPolicy(scripts, [STYLE]))}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="no-referrer">
<title>${htmlText(title)}</title>
<style>${STYLE}</style>
</head>`;
}

const STATUS_LABEL: Record<Gate['status'], string> = {
  pass: 'pass',
  fail: 'FAIL',
  undecided: 'UNDECIDED',
  skipped: 'skipped'
};

interface Located {
  f: Finding;
  suite: string;
  artifact: string;
}

function allFindings(report: Report): Located[] {
  const out: Located[] = [];
  for (const f of report.findings) out.push({ f, suite: 'run', artifact: '' });
  for (const s of report.suites) {
    for (const f of s.findings) out.push({ f, suite: s.suite, artifact: '' });
    for (const a of s.artifacts) for (const f of a.findings) out.push({ f, suite: s.suite, artifact: a.artifact.path });
  }
  const rank = { error: 0, warning: 1, notice: 2 };
  return out.sort((a, b) => rank[a.f.severity] - rank[b.f.severity]);
}

function location(f: Finding): string {
  if (!f.file) return '';
  return `${f.file}${f.line ? `:${f.line}${f.column ? `:${f.column}` : ''}` : ''}`;
}

function cell(v: string | number | null | undefined): string {
  return v === null || v === undefined ? '<td class="muted">—</td>' : `<td>${htmlText(v)}</td>`;
}

function tableHtml(columns: string[], rows: (string | number | null)[][], cls = ''): string {
  return `<table${cls ? ` class="${htmlAttr(cls)}"` : ''}><thead><tr>${columns.map((c) => `<th scope="col">${htmlText(c)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((v) => cell(v)).join('')}</tr>`).join('')}</tbody></table>`;
}

function gateTable(gates: Gate[]): string {
  if (!gates.length) return '';
  return `<table><thead><tr><th scope="col">Gate</th><th scope="col">Status</th><th scope="col">Detail</th></tr></thead><tbody>${gates
    .map(
      (g) =>
        `<tr><td>${htmlText(g.title)} <span class="muted">(${htmlText(g.id)})</span></td><td class="s-${g.status}">${STATUS_LABEL[g.status]}</td>${cell(g.detail)}</tr>`
    )
    .join('')}</tbody></table>`;
}

interface ChartSpec {
  id: string;
  chart: Chart;
}

/** A chart section: the canvas (drawn by the client script) and the same data as a table (always there). */
function chartHtml(sec: Extract<Section, { kind: 'chart' }>, id: string, specs: ChartSpec[]): string {
  specs.push({ id, chart: sec.chart });
  const t = chartAsTable(sec);
  const points = sec.chart.x.values.length;
  return `<figure class="chart" data-chart="${htmlAttr(id)}" data-series="${sec.chart.series.length}" data-points="${points}"><figcaption>${htmlText(sec.title)}</figcaption><div class="chart-box"><canvas id="${htmlAttr(id)}" role="img" aria-label="${htmlAttr(`Chart: ${sec.title}. The same data is in the table below.`)}"></canvas></div>${sec.note ? `<p class="muted">${htmlText(sec.note)}</p>` : ''}<details><summary>Data table</summary>${tableHtml(t.columns, t.rows)}${t.note && t.note !== sec.note ? `<p class="muted">${htmlText(t.note)}</p>` : ''}</details></figure>`;
}

function sectionHtml(sec: Section, id: string, specs: ChartSpec[]): string {
  switch (sec.kind) {
    case 'table':
      return `<h4>${htmlText(sec.title)}</h4>${tableHtml(sec.columns, sec.rows)}${sec.note ? `<p class="muted">${htmlText(sec.note)}</p>` : ''}`;
    case 'text':
      return `<h4>${htmlText(sec.title)}</h4><p class="msg">${htmlText(sec.body)}</p>`;
    case 'mermaid':
      return `<details><summary>${htmlText(sec.title)} (Mermaid source)</summary><pre>${htmlText(sec.source)}</pre></details>`;
    case 'chart':
      return chartHtml(sec, id, specs);
  }
}

function artifactHtml(suite: string, a: ArtifactResult, idBase: string, specs: ChartSpec[]): string {
  const bad = a.gates.some((g) => g.status === 'fail' || g.status === 'undecided');
  const metrics = a.metrics?.length
    ? tableHtml(
        ['Metric', 'Value'],
        a.metrics.map((m) => [m.label, m.value === null ? null : `${m.value}${m.unit ? ` ${m.unit}` : ''}`])
      )
    : '';
  const sections = (a.sections ?? []).map((s, i) => sectionHtml(s, `${idBase}-${i}`, specs)).join('');
  const n = a.findings.length;
  return `<section class="artifact" aria-labelledby="${htmlAttr(idBase)}-h"><h3 id="${htmlAttr(idBase)}-h"><span class="${bad ? 's-fail' : 's-pass'}">${bad ? '✗' : '✓'}</span> ${htmlText(a.artifact.path)} <span class="muted">(${htmlText(a.artifact.kind)}, ${htmlText(suite)})</span></h3>${gateTable(a.gates)}${metrics}${sections}${n ? `<p class="muted">${n} finding(s): see <a href="#findings">Findings</a>.</p>` : ''}</section>`;
}

function failuresHtml(report: Report): string {
  const rows: (string | number | null)[][] = [];
  const status: string[] = [];
  for (const s of report.suites)
    for (const a of s.artifacts)
      for (const g of a.gates)
        if (g.status === 'fail' || g.status === 'undecided') {
          rows.push([s.suite, a.artifact.path, `${g.title} (${g.id})`, STATUS_LABEL[g.status], g.detail ?? null]);
          status.push(g.status);
        }
  const errors = report.counts.findings.error;
  const head = `<h2 id="failures-h">Failures</h2>`;
  if (!rows.length)
    return `<section id="failures" aria-labelledby="failures-h">${head}<p>No gate failed or stayed undecided.${errors ? ` ${errors} error finding(s): see <a href="#findings">Findings</a>.` : ''}</p></section>`;
  const body = rows
    .map(
      (r, i) =>
        `<tr>${r.map((v, j) => (j === 3 ? `<td class="s-${status[i]}">${htmlText(v ?? '')}</td>` : cell(v))).join('')}</tr>`
    )
    .join('');
  return `<section id="failures" aria-labelledby="failures-h">${head}<table><thead><tr><th scope="col">Suite</th><th scope="col">Artifact</th><th scope="col">Gate</th><th scope="col">Status</th><th scope="col">Detail</th></tr></thead><tbody>${body}</tbody></table>${errors ? `<p>${errors} error finding(s): see <a href="#findings">Findings</a>.</p>` : ''}</section>`;
}

function options(name: string, label: string, values: string[]): string {
  return `<label for="f-${name}">${htmlText(label)}<select id="f-${name}" name="${name}"><option value="">all</option>${values.map((v) => `<option value="${htmlAttr(v)}">${htmlText(v)}</option>`).join('')}</select></label>`;
}

function findingsHtml(report: Report, o: HtmlOptions): string {
  const all = allFindings(report);
  // Past the cap: every error before any warning, the artifacts in turn (the same choice as SARIF's).
  const shown = prioritize(
    all,
    o.maxFindings ?? 5000,
    (l) => l.f.severity,
    (l) => `${l.suite}\u0000${l.artifact}`
  ).kept;
  const docs = safeHref(o.docsUrl ?? CODES_DOC_URL);
  const uniq = (xs: string[]) => [...new Set(xs)].sort();
  const filters = `<div class="filters" id="filters" hidden role="group" aria-label="Filter findings">${options('suite', 'Suite', uniq(shown.map((l) => l.suite)))}${options(
    'severity',
    'Severity',
    ['error', 'warning', 'notice'].filter((s) => shown.some((l) => l.f.severity === s))
  )}${options('code', 'Code', uniq(shown.map((l) => l.f.code)))}<button type="button" id="filter-reset">Reset</button><span id="filter-count" class="muted" aria-live="polite"></span></div>`;
  const rows = shown
    .map(({ f, suite, artifact }) => {
      const def = o.lookup?.(f.code);
      const code = docs
        ? `<a href="${htmlAttr(`${docs}#${f.code.toLowerCase()}`)}"${def ? ` title="${htmlAttr(def.title)}"` : ''}>${htmlText(f.code)}</a>`
        : htmlText(f.code);
      return `<tr data-suite="${htmlAttr(suite)}" data-severity="${htmlAttr(f.severity)}" data-code="${htmlAttr(f.code)}"><td class="sev-${f.severity}">${htmlText(f.severity)}</td><td>${code}</td><td>${htmlText(suite)}</td>${cell(artifact || null)}${cell(location(f) || null)}<td class="msg">${htmlText(f.message)}${f.subject ? ` <span class="muted">[${htmlText(f.subject)}]</span>` : ''}</td>${cell(f.gate)}</tr>`;
    })
    .join('');
  const more =
    all.length > shown.length
      ? `<p class="muted">${all.length - shown.length} more finding(s) not listed here: the table keeps every error before any warning, the artifacts in turn (BG026). The JSON report lists them all.</p>`
      : '';
  return `<section id="findings" aria-labelledby="findings-h"><h2 id="findings-h">Findings (${all.length})</h2>${
    all.length
      ? `${filters}<table id="findings-table"><thead><tr><th scope="col">Severity</th><th scope="col">Code</th><th scope="col">Suite</th><th scope="col">Artifact</th><th scope="col">Location</th><th scope="col">Message</th><th scope="col">Gate</th></tr></thead><tbody>${rows}</tbody></table>${more}`
      : '<p>No findings.</p>'
  }</section>`;
}

/** Renders the report as one self-contained HTML document. */
export function renderHtml(report: Report, o: HtmlOptions = {}): string {
  const g = report.counts.gates;
  const f = report.counts.findings;
  const specs: ChartSpec[] = [];
  const suites = report.suites
    .filter((s) => s.artifacts.length || s.findings.length)
    .map(
      (s, si) =>
        `<section class="suite" aria-labelledby="suite-${si}"><h2 id="suite-${si}">${htmlText(s.title)} <span class="muted">(${htmlText(s.suite)}, ${s.artifacts.length} artifact(s))</span></h2>${s.artifacts.map((a, ai) => artifactHtml(s.suite, a, `a${si}-${ai}`, specs)).join('')}${
          s.skipped?.length
            ? `<details><summary>${s.skipped.length} file(s) left alone</summary>${tableHtml(
                ['Path', 'Reason'],
                s.skipped.map((k) => [k.path, k.reason])
              )}</details>`
            : ''
        }</section>`
    )
    .join('');
  // The "what changed" block (a baseline was compared), right after the verdict.
  const delta = report.delta ? renderDeltaHtml(report.delta) : '';
  // The track record (history was given): after the failures, before the (possibly long) findings table.
  const historySpecs: HistorySpec[] = [];
  const history = report.history ? renderHistoryHtml(report.history, historySpecs) : '';
  const verdict = report.verdict === 'pass' ? 'PASS' : 'FAIL';
  const counts = tableHtml(
    ['Artifacts', 'Gates passed', 'failed', 'undecided', 'skipped', 'Errors', 'Warnings', 'Notices'],
    [[report.counts.artifacts, g.pass, g.fail, g.undecided, g.skipped, f.error, f.warning, f.notice]]
  );
  const body = `<header><h1>benchgate report</h1><p class="verdict ${report.verdict}" id="verdict">Verdict: ${verdict}</p><p class="muted">benchgate ${htmlText(report.tool.version)} · root ${htmlText(report.root)}${report.startedAt ? ` · started ${htmlText(report.startedAt)}` : ''} · fail-on ${htmlText(report.config.failOn)}${report.config.shard ? ` · shard ${report.config.shard.index}/${report.config.shard.count}` : ''}</p>${counts}</header><main>${delta ? `<section id="delta" aria-label="What changed">${delta}</section>` : ''}${failuresHtml(report)}${history}${findingsHtml(report, o)}${suites}</main><footer class="muted"><p>Self-contained report: no network access at view time. Charts by Chart.js (MIT); every chart's data is also in its table.</p></footer>`;
  const scripts = o.chartJs && (specs.length || historySpecs.length) ? [o.chartJs, CLIENT_SCRIPT] : [CLIENT_SCRIPT];
  return `<!doctype html>
<html lang="en">
${documentHead(`benchgate: ${verdict} (${report.counts.artifacts} artifact(s))`, scripts)}
<body>
${body}
<script type="application/json" id="bg-charts">${jsonForScript(specs)}</script>
${report.history ? `<script type="application/json" id="bg-history">${jsonForScript(historySpecs)}</script>\n` : ''}${scripts.map((s) => `<script>${s}</script>`).join('\n')}
</body>
</html>
`;
}
