export const id = 441;
export const ids = [441];
export const modules = {

/***/ 8590:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  NQ: () => (/* binding */ CODE_GROUPS),
  c2: () => (/* binding */ lookupCode)
});

// UNUSED EXPORTS: ALL_CODES

// EXTERNAL MODULE: ./src/codes/general.ts
var general = __webpack_require__(2702);
;// CONCATENATED MODULE: ./src/codes/registry.ts

const GENERAL_GROUP = {
    title: 'General (run, configuration, discovery)',
    prefixes: ['BG'],
    codes: general/* GENERAL_CODES */.C
};
/** A registry over `groups`, in that order (the order of docs/codes.md). */
function createCodeRegistry(groups) {
    const all = groups.flatMap((g) => g.codes);
    const byCode = new Map(all.map((c) => [c.code, c]));
    return { groups, all, lookup: (code) => byCode.get(code) };
}

// EXTERNAL MODULE: ./src/suites/plugins.ts + 5 modules
var plugins = __webpack_require__(5007);
;// CONCATENATED MODULE: ./src/code-registry.ts
/**
 * The one code registry: the general (BG) codes, then each plug-in's codes in the order of `src/suites/plugins.ts`.
 * `src/codes/` itself knows no family (it builds the registry it is given), so nothing low imports `src/suites/`.
 */


const registry = createCodeRegistry([GENERAL_GROUP, ...plugins/* PLUGINS */.R.map((p) => p.codes)]);
const CODE_GROUPS = registry.groups;
const ALL_CODES = registry.all;
const lookupCode = registry.lookup;


/***/ }),

/***/ 670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ walkSorted)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/**
 * Lists the entries below `root` that are not folders, as POSIX paths relative to it: depth first, each
 * folder's names in UTF-16 code-unit order (deterministic across file systems). Symlinks are never followed
 * (a symlink to a folder is an entry like a file; `keep` decides whether and how it counts); folders that
 * cannot be read are skipped.
 */
async function walkSorted(root, opts = {}) {
    const out = [];
    const walk = async (rel) => {
        let entries;
        try {
            entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(rel ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, rel) : root, { withFileTypes: true });
        }
        catch {
            return;
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const e of entries) {
            if (opts.skipNames?.has(e.name))
                continue;
            const r = rel ? `${rel}/${e.name}` : e.name;
            if (e.isDirectory()) {
                if (!opts.enter || (await opts.enter(r)))
                    await walk(r);
            }
            else if (!opts.keep || (await opts.keep(r)))
                out.push(r);
        }
    };
    await walk('');
    return out;
}


/***/ }),

/***/ 4887:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ cliReportFiles),
  t: () => (/* binding */ writeReportFiles)
});

// EXTERNAL MODULE: ./src/code-registry.ts + 1 modules
var code_registry = __webpack_require__(8590);
// EXTERNAL MODULE: ./src/report/delta-render.ts
var delta_render = __webpack_require__(5173);
// EXTERNAL MODULE: ./src/report/escape/text.ts
var escape_text = __webpack_require__(2301);
;// CONCATENATED MODULE: ./src/report/escape/html.ts

/**
 * The HTML rule (the self-contained HTML report, src/report/html.ts). Element text and attribute values: every
 * control character, bidi override and lone surrogate is shown escaped as in the CLI (`\x1b`, `\u202e`), never
 * dropped; `& < > " '` become entities, so no string from an artifact can open a tag, close an attribute or start
 * an entity. Data for scripts goes only through `jsonForScript`, never into markup or script source.
 */
const ENTITY = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    '\n': '&#10;',
    '\t': '&#9;'
};
/** Element text (newlines kept as real line breaks; CSS decides whether they show). */
function htmlText(v) {
    return (0,escape_text/* escapeControls */.UN)(String(v), { newline: true, tab: true }).replace(/[&<>"']/g, (c) => ENTITY[c]);
}
/** Attribute value, always written inside double quotes. */
function htmlAttr(v) {
    return (0,escape_text/* escapeControls */.UN)(String(v), { newline: true, tab: true }).replace(/[&<>"'\n\t]/g, (c) => ENTITY[c]);
}
/**
 * JSON for a `<script type="application/json">` block: `<`, `>` and `&` are written as `\u003c`, `\u003e`,
 * `\u0026` (valid JSON escapes), so neither `</script>` nor `<!--` can end or change the block; U+2028/U+2029 are
 * escaped too. `JSON.parse(block.textContent)` gives back exactly the value.
 */
function jsonForScript(value) {
    return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** An http(s) URL for an href, else undefined (no `javascript:`, no `data:`). */
function safeHref(url) {
    return /^https:\/\/[^\s"'<>]+$/.test(url) ? url : undefined;
}

;// CONCATENATED MODULE: ./src/report/delta-html.ts


const MAX_ROWS = 200;
function gateList(title, xs, cls) {
    if (!xs.length)
        return '';
    const items = xs
        .slice(0, MAX_ROWS)
        .map((c) => `<li><code>${htmlText(c.path || c.suite)}</code> · ${htmlText(c.title || c.gate)}: ${htmlText(c.from ?? 'absent')} → <strong>${htmlText(c.to ?? 'absent')}</strong>${c.detail ? ` <span class="muted">(${htmlText(c.detail)})</span>` : ''}</li>`)
        .join('');
    return `<h3 class="${cls}">${htmlText(title)} (${xs.length})</h3><ul>${items}</ul>${xs.length > MAX_ROWS ? `<p class="muted">… and ${xs.length - MAX_ROWS} more in the JSON report.</p>` : ''}`;
}
/**
 * The "What changed" block of the HTML report, from `Report.delta` (set when a baseline was compared): new failures,
 * fixed gates, newly undecided or skipped gates, metric changes with their direction, unchanged items collapsed.
 * Everything from the reports is escaped; the markup is the report's own.
 */
function renderDeltaHtml(d) {
    const b = d.baseline;
    const parts = [
        `<h2>What changed</h2><p>Against the baseline from ${htmlText(b.source)}${b.ref ? ` <code>${htmlText(b.ref)}</code>` : ''} (benchgate ${htmlText(b.version)}${b.startedAt ? `, ${htmlText(b.startedAt)}` : ''}): verdict ${htmlText(d.verdict.base)} → <strong>${htmlText(d.verdict.head)}</strong>. ${htmlText((0,delta_render/* deltaHeadline */.Bc)(d))}.</p>`,
        gateList('New failures', d.newFailures, 'fail'),
        gateList('Fixed', d.fixed, 'pass'),
        gateList('Newly undecided', d.newlyUndecided, 'undecided'),
        gateList('Newly skipped', d.newlySkipped, 'skipped')
    ];
    const changed = d.metrics.filter((m) => m.direction !== 'unchanged');
    const metricRow = (m) => `<tr class="${htmlText(m.direction)}"><td><code>${htmlText(m.path || m.suite)}</code></td><td>${htmlText(m.label)}</td><td>${htmlText((0,delta_render/* fmtMetric */.IZ)(m.base, m.unit))}</td><td>${htmlText((0,delta_render/* fmtMetric */.IZ)(m.head, m.unit))}</td><td>${htmlText((0,delta_render/* fmtDelta */.OJ)(m))}</td><td>${htmlText(m.direction)}</td></tr>`;
    const head = '<thead><tr><th scope="col">Artifact</th><th scope="col">Metric</th><th scope="col">Base</th><th scope="col">Head</th><th scope="col">Δ</th><th scope="col">Direction</th></tr></thead>';
    if (changed.length)
        parts.push(`<h3>Metric changes (${changed.length})</h3><table>${head}<tbody>${changed.slice(0, MAX_ROWS).map(metricRow).join('')}</tbody></table>`);
    if (d.artifacts.added.length || d.artifacts.removed.length) {
        const li = [
            ...d.artifacts.added.map((a) => `<li>new: <code>${htmlText(a.path)}</code> (${htmlText(a.suite)})</li>`),
            ...d.artifacts.removed.map((a) => `<li>removed: <code>${htmlText(a.path)}</code> (${htmlText(a.suite)})</li>`)
        ];
        parts.push(`<h3>Artifacts</h3><ul>${li.slice(0, MAX_ROWS).join('')}</ul>`);
    }
    if (d.newFindings.length) {
        const li = d.newFindings
            .slice(0, MAX_ROWS)
            .map((f) => `<li><strong>${htmlText(f.severity)}</strong> <code>${htmlText(f.code)}</code> ${f.file ? `<code>${htmlText(f.file)}${f.line ? `:${f.line}` : ''}</code> ` : ''}${htmlText(f.message)}</li>`);
        parts.push(`<h3>New errors and warnings (${d.newFindings.length})</h3><ul>${li.join('')}</ul>`);
    }
    const unchanged = d.metrics.filter((m) => m.direction === 'unchanged');
    const c = d.counts;
    const summary = `Unchanged: ${c.gatesUnchanged} gate(s), ${c.metricsUnchanged} metric(s), ${c.artifactsUnchanged} artifact(s), ${c.findingsUnchanged} finding(s)`;
    parts.push(unchanged.length
        ? `<details><summary>${htmlText(summary)}</summary><table>${head}<tbody>${unchanged.slice(0, MAX_ROWS).map(metricRow).join('')}</tbody></table></details>`
        : `<p class="muted">${htmlText(summary)}.</p>`);
    return parts.filter(Boolean).join('');
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/report/chart-table.ts
var chart_table = __webpack_require__(559);
;// CONCATENATED MODULE: ./src/report/html-client.ts
/**
 * The HTML report's own script (inlined after Chart.js, allowed by its SHA-256 in the page's CSP). It reads the
 * chart data from the `<script type="application/json" id="bg-charts">` block (never from markup), draws every
 * chart with Chart.js, and wires the findings filters. No inline event handlers, no eval, no network.
 * Without JavaScript nothing here runs: the verdict, failures, findings and every chart's data table are plain HTML.
 */
const CLIENT_SCRIPT = String.raw `(function () {
  'use strict';
  var doc = document;
  var root = doc.documentElement;
  root.classList.add('js');
  function css(name, fallback) {
    var v = getComputedStyle(root).getPropertyValue(name);
    return v && v.trim() ? v.trim() : fallback;
  }
  var PALETTE = ['--c1', '--c2', '--c3', '--c4', '--c5', '--c6'];
  function colour(i) { return css(PALETTE[i % PALETTE.length], '#4e79a7'); }
  function numeric(values) { return values.every(function (v) { return typeof v === 'number'; }); }

  function datasetsOf(chart) {
    var out = [];
    var xs = chart.x.values;
    var scatter = chart.type === 'scatter' && numeric(xs);
    chart.series.forEach(function (s, i) {
      var c = colour(i);
      var data = scatter ? s.values.map(function (v, j) { return { x: xs[j], y: v }; }) : s.values.slice();
      out.push({
        type: chart.type,
        label: s.name,
        data: data,
        backgroundColor: chart.type === 'bar' ? c + 'b3' : c,
        borderColor: c,
        borderWidth: chart.type === 'bar' ? 1 : 2,
        pointRadius: chart.type === 'line' || chart.type === 'scatter' ? 3 : 0,
        stack: 's' + i,
        order: 2
      });
      if (s.low && s.high && !scatter) {
        out.push({
          type: 'bar',
          label: s.name + ' interval',
          data: xs.map(function (_x, j) {
            var lo = s.low[j], hi = s.high[j];
            return lo === null || lo === undefined || hi === null || hi === undefined ? null : [lo, hi];
          }),
          stack: 's' + i,
          barPercentage: 0.15,
          backgroundColor: css('--fg', '#222'),
          borderColor: css('--fg', '#222'),
          order: 0
        });
      }
    });
    (chart.thresholds || []).forEach(function (t, k) {
      // A dashed line through every x (a single x: a wide dash marker, since a line needs two points).
      var data;
      if (scatter) {
        var lo = Math.min.apply(null, xs), hi = Math.max.apply(null, xs);
        data = [{ x: lo, y: t.value }, { x: hi, y: t.value }];
      } else {
        data = xs.map(function () { return t.value; });
      }
      out.push({
        type: 'line',
        label: t.label,
        data: data,
        pointStyle: 'line',
        pointRadius: !scatter && xs.length === 1 ? 80 : 0,
        pointBorderWidth: 2,
        borderColor: k % 2 ? css('--warn', '#b8860b') : css('--bad', '#c0392b'),
        backgroundColor: 'transparent',
        borderDash: [6, 4],
        borderWidth: 2,
        fill: false,
        showLine: true,
        order: 1
      });
    });
    return out;
  }

  function draw(spec) {
    var canvas = doc.getElementById(spec.id);
    if (!canvas || typeof Chart === 'undefined') return;
    var old = Chart.getChart(canvas);
    if (old) old.destroy();
    var chart = spec.chart;
    var fg = css('--fg', '#222');
    var grid = css('--grid', 'rgba(0,0,0,0.1)');
    var scatter = chart.type === 'scatter' && numeric(chart.x.values);
    var y = { stacked: false, title: { display: true, text: chart.y.label + (chart.y.unit ? ' (' + chart.y.unit + ')' : ''), color: fg }, ticks: { color: fg }, grid: { color: grid } };
    if (typeof chart.y.min === 'number') y.min = chart.y.min;
    if (typeof chart.y.max === 'number') y.max = chart.y.max;
    var x = { type: scatter ? 'linear' : 'category', offset: chart.type === 'bar', title: { display: true, text: chart.x.label, color: fg }, ticks: { color: fg }, grid: { color: grid, offset: chart.type === 'bar' } };
    new Chart(canvas, {
      type: chart.type === 'scatter' && !scatter ? 'line' : chart.type,
      data: scatter ? { datasets: datasetsOf(chart) } : { labels: chart.x.values.map(String), datasets: datasetsOf(chart) },
      options: {
        animation: false,
        // The single-x threshold dash must not shrink the plot.
        layout: { autoPadding: scatter || chart.x.values.length !== 1 },
        responsive: true,
        maintainAspectRatio: false,
        interaction: { mode: 'nearest', intersect: false },
        scales: { x: x, y: y },
        plugins: { legend: { labels: { color: fg, filter: function (item) { return !/ interval$/.test(item.text); } } } }
      }
    });
  }

  var data = doc.getElementById('bg-charts');
  var specs = data ? JSON.parse(data.textContent || '[]') : [];
  function drawAll() {
    specs.forEach(function (spec) {
      try { draw(spec); } catch (e) {
        var fig = doc.getElementById(spec.id);
        if (fig && fig.parentNode) fig.parentNode.setAttribute('data-chart-error', String(e && e.message || e));
      }
    });
  }
  drawAll();
  // Light and dark schemes: redraw with the other palette when the reader's preference changes.
  if (window.matchMedia) {
    var mq = window.matchMedia('(prefers-color-scheme: dark)');
    if (mq.addEventListener) mq.addEventListener('change', drawAll);
  }

  // Findings filters: shown only with JavaScript (without it the full table shows).
  var filters = doc.getElementById('filters');
  var table = doc.getElementById('findings-table');
  if (filters && table) {
    filters.hidden = false;
    var rows = Array.prototype.slice.call(table.tBodies[0] ? table.tBodies[0].rows : []);
    var selects = Array.prototype.slice.call(filters.querySelectorAll('select'));
    var count = doc.getElementById('filter-count');
    var apply = function () {
      var shown = 0;
      rows.forEach(function (row) {
        var ok = selects.every(function (sel) { return !sel.value || row.getAttribute('data-' + sel.name) === sel.value; });
        row.hidden = !ok;
        if (ok) shown++;
      });
      if (count) count.textContent = shown + ' of ' + rows.length + ' shown';
    };
    selects.forEach(function (sel) { sel.addEventListener('change', apply); });
    var reset = doc.getElementById('filter-reset');
    if (reset) reset.addEventListener('click', function () { selects.forEach(function (sel) { sel.value = ''; }); apply(); });
    apply();
  }
})();
`;

;// CONCATENATED MODULE: ./src/report/prioritize.ts
/**
 * Chooses at most `max` of `items` for a channel with a hard cap (code scanning's 5,000 results per run, the HTML
 * report's findings table), deterministically: every error before any warning before any notice, and within one
 * severity round-robin over the groups (artifacts), so one artifact with thousands of findings cannot hide the
 * others. The chosen items keep their input order (the report's sorted order). Pure.
 */
function prioritize(items, max, severity, group) {
    if (items.length <= max)
        return { kept: [...items], left: 0 };
    const chosen = new Uint8Array(items.length);
    let budget = max;
    for (const level of ['error', 'warning', 'notice']) {
        if (budget === 0)
            break;
        // Queues of item indices per group, in input order; groups visited in order of first appearance.
        const queues = new Map();
        items.forEach((t, i) => {
            if (severity(t) !== level)
                return;
            const g = group(t);
            const q = queues.get(g);
            if (q)
                q.push(i);
            else
                queues.set(g, [i]);
        });
        const lists = [...queues.values()];
        for (let round = 0; budget > 0 && lists.some((q) => round < q.length); round++)
            for (const q of lists) {
                if (budget === 0)
                    break;
                if (round < q.length) {
                    chosen[q[round]] = 1;
                    budget--;
                }
            }
    }
    const kept = items.filter((_, i) => chosen[i] === 1);
    return { kept, left: items.length - kept.length };
}

;// CONCATENATED MODULE: ./src/report/sarif.ts



const LEVEL = { error: 'error', warning: 'warning', notice: 'note' };
/** Where the generated docs of every finding code live (the rule's `helpUri` is this plus `#<code>`). */
const CODES_DOC_URL = 'https://github.com/benchgate/benchgate/blob/main/docs/codes.md';
/** The key of benchgate's own entry in `partialFingerprints` (versioned: a change of the key's recipe bumps it). */
const FINGERPRINT_KEY = 'benchgateFinding/v1';
/** GitHub code scanning keeps at most this many results of one SARIF run. */
const SARIF_MAX_RESULTS = 5000;
/** Where a finding with no file of its own (and no artifact) is placed: the checked folder's configuration file. */
const FALLBACK_FILE = '.benchgate.yml';
/**
 * RFC 3986 encoding of a repository-relative POSIX path as a relative reference: every byte outside the
 * unreserved set (ALPHA / DIGIT / "-" / "." / "_" / "~") is percent-encoded as UTF-8, '/' separates segments.
 * So '#', '?', '%', spaces, controls and non-ASCII are always encoded, and a lone surrogate (which
 * `encodeURIComponent` throws on) becomes U+FFFD. A ':' in a first segment is encoded too, so the reference
 * can never be read as a scheme.
 */
function encodeUriPath(path) {
    let out = '';
    for (const ch of path) {
        const cp = ch.codePointAt(0);
        if (/^[A-Za-z0-9\-._~/]$/.test(ch))
            out += ch;
        else {
            const bytes = Buffer.from(cp >= 0xd800 && cp <= 0xdfff ? '\ufffd' : ch, 'utf8');
            for (const b of bytes)
                out += '%' + b.toString(16).toUpperCase().padStart(2, '0');
        }
    }
    return out;
}
/** Turns a shard into the `automationDetails.id` part: `shard-2-of-4`, or `all` for a whole or merged run. */
function shardPart(report) {
    const s = report.config.shard;
    return s ? `shard-${s.index}-of-${s.count}` : 'all';
}
/** A category component: only characters that need no escaping and cannot form `/` boundaries. */
function idPart(s) {
    const clean = s.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
    return clean.slice(0, 100) || 'x';
}
/**
 * A user's category as the leading part of `automationDetails.id`: its `/`-separated segments kept (a category such as
 * `benchgate/linux` stays readable), each cleaned like {@link idPart}; empty segments dropped.
 */
function categoryPart(category) {
    const parts = category
        .split('/')
        .map((p) => p.replace(/[^A-Za-z0-9._:=-]+/g, '-').replace(/^-+|-+$/g, ''))
        .filter(Boolean);
    return parts.join('/').slice(0, 200) || 'benchgate';
}
function locate(report, prefix) {
    const join = (p) => (p === '.' || p === '' ? '' : p.replace(/^\.\/+/, '').replace(/\/+$/, ''));
    const at = (p) => {
        const rel = join(p);
        return prefix + (rel || FALLBACK_FILE);
    };
    const out = [];
    const push = (f, fallback, artifact) => {
        out.push(f.file ? { f, artifact, path: at(f.file), own: true } : { f, artifact, path: at(fallback), own: false });
    };
    for (const f of report.findings)
        push(f, FALLBACK_FILE, '');
    for (const s of report.suites) {
        for (const f of s.findings)
            push(f, FALLBACK_FILE, '');
        for (const a of s.artifacts)
            for (const f of a.findings)
                push(f, a.artifact.path, `${s.suite}:${a.artifact.path}`);
    }
    return out;
}
/**
 * SARIF 2.1.0 that GitHub code scanning accepts (docs: "SARIF support for code scanning"):
 *
 * - one rule per code that occurs, with `help` (text and Markdown, the fix and a link to docs/codes.md) and
 *   `helpUri`, taken from the code registry passed in (this layer knows no suites);
 * - every result has exactly one location with `region.startLine`: the finding's own file and line (line 1 when
 *   it has none); a finding without a file is placed on its artifact's path, and a run- or suite-level finding on
 *   the checked folder's `.benchgate.yml` (whether or not it exists: code scanning then shows the alert without a
 *   code snippet). `properties.benchgateLocation` says `fallback` when the location is not the finding's own;
 * - `partialFingerprints[benchgateFinding/v1]`: SHA-256 of code, path and key (the finding's `subject` when it has
 *   one, else its message), plus an occurrence counter for identical keys, so an alert stays one alert when lines
 *   move and two equal findings stay two alerts; line numbers are deliberately not part of it;
 * - URIs are RFC 3986 relative references from the repository root ({@link encodeUriPath}), base `%SRCROOT%`;
 * - `automationDetails.id` = `benchgate/<job>/<shard-I-of-N | all>/<run id>`: code scanning's category is the part
 *   before the last '/', so each job and shard keeps its own alerts without a manual `category`; `category` (the
 *   `sarif-category` input) replaces the `benchgate/<job>/<shard>` part;
 * - findings about the environment (codes with `scope: 'environment'`: the runner, the GitHub channels, the cache)
 *   are left out: they are not about the repository's files;
 * - at most 5,000 results (code scanning's limit per run): errors first, the artifacts in turn
 *   ({@link prioritize}), and one BG026 note saying how many were left out.
 */
function renderSarif(report, lookup, opts = {}) {
    const prefix = opts.prefix && opts.prefix !== '.' ? opts.prefix.replace(/^\.\/+/, '').replace(/\/+$/, '') + '/' : '';
    const about = locate(report, prefix).filter((l) => lookup(l.f.code)?.scope !== 'environment');
    const max = Math.max(1, opts.maxResults ?? SARIF_MAX_RESULTS);
    const { kept, left } = prioritize(about, about.length > max ? max - 1 : max, (l) => l.f.severity, (l) => l.artifact);
    const located = left
        ? [
            ...kept,
            {
                f: {
                    code: 'BG026',
                    severity: 'notice',
                    message: `${left} of ${about.length} results are not in this SARIF file (code scanning keeps ${max} per run): every error comes before any warning, and the artifacts take turns. The JSON report lists every finding.`
                },
                artifact: '',
                path: prefix + FALLBACK_FILE,
                own: false
            }
        ]
        : kept;
    const codes = [...new Set(located.map((l) => l.f.code))].sort();
    const ruleIndex = new Map(codes.map((c, i) => [c, i]));
    const docs = opts.informationUri ?? CODES_DOC_URL;
    const rules = codes.map((code) => {
        const def = lookup(code);
        const title = def?.title ?? code;
        const link = `${docs}#${code.toLowerCase()}`;
        const description = def?.description ?? `Finding code ${code} (not in this version's code registry).`;
        const fix = def?.fix ?? 'See the finding message.';
        return {
            id: code,
            name: title
                .replace(/[^A-Za-z0-9]+(.)?/g, (_m, c) => (c ? c.toUpperCase() : ''))
                .replace(/^./, (c) => c.toUpperCase()) || code,
            shortDescription: { text: title.slice(0, 1024) },
            fullDescription: { text: description.slice(0, 1024) },
            help: {
                text: `${description}\n\nFix: ${fix}\n\nDocs: ${link}`,
                markdown: `**${code}: ${title}**\n\n${description}\n\n**Fix:** ${fix}\n\n[${code} in docs/codes.md](${link})`
            },
            helpUri: link,
            defaultConfiguration: { level: LEVEL[def?.severity ?? 'warning'] }
        };
    });
    const seen = new Map();
    const results = located.map(({ f, path, own }) => {
        const uri = encodeUriPath(path);
        const key = `${f.code}\u0000${path}\u0000${f.subject ?? f.message}`;
        const n = (seen.get(key) ?? 0) + 1;
        seen.set(key, n);
        const fingerprint = (0,external_node_crypto_.createHash)('sha256').update(`${key}\u0000${n}`).digest('hex');
        const line = own && f.line && f.line > 0 ? f.line : 1;
        const region = { startLine: line };
        if (own && f.line) {
            if (f.column && f.column > 0)
                region['startColumn'] = f.column;
            if (f.endLine && f.endLine >= line)
                region['endLine'] = f.endLine;
            const endLine = region['endLine'] ?? line;
            if (f.endColumn && f.endColumn > 0 && (endLine > line || f.endColumn > (region['startColumn'] ?? 1)))
                region['endColumn'] = f.endColumn;
        }
        return {
            ruleId: f.code,
            ruleIndex: ruleIndex.get(f.code),
            level: LEVEL[f.severity],
            message: {
                text: (0,escape_text/* escapeControls */.UN)(f.message + (f.subject ? ` [${f.subject}]` : ''), { newline: true, tab: true }) || f.code
            },
            locations: [{ physicalLocation: { artifactLocation: { uri, uriBaseId: '%SRCROOT%' }, region } }],
            partialFingerprints: { [FINGERPRINT_KEY]: fingerprint },
            ...(own ? {} : { properties: { benchgateLocation: 'fallback' } })
        };
    });
    const run = opts.runId ? idPart(opts.runId) : '';
    const id = opts.category
        ? `${categoryPart(opts.category)}/${report.config.shard ? `${shardPart(report)}/` : ''}${run}`
        : `benchgate/${idPart(opts.job ?? 'local')}/${shardPart(report)}/${run}`;
    return {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'benchgate',
                        version: report.tool.version,
                        semanticVersion: report.tool.version,
                        informationUri: docs,
                        rules
                    }
                },
                automationDetails: { id },
                originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root' } } },
                results
            }
        ]
    };
}

;// CONCATENATED MODULE: ./src/report/html.ts







const STYLE = `
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
`;
/** `'sha256-…'` of a script or style element's exact text, as CSP source expressions compare it. */
function cspHash(text) {
    return `'sha256-${(0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('base64')}'`;
}
/** The CSP of the page: nothing from the network, only the given inline scripts and style. */
function contentSecurityPolicy(scripts, styles) {
    return [
        "default-src 'none'",
        `script-src ${scripts.length ? scripts.map(cspHash).join(' ') : "'none'"}`,
        `style-src ${styles.map(cspHash).join(' ')}`,
        'img-src data:',
        "base-uri 'none'",
        "form-action 'none'"
    ].join('; ');
}
const STATUS_LABEL = {
    pass: 'pass',
    fail: 'FAIL',
    undecided: 'UNDECIDED',
    skipped: 'skipped'
};
function allFindings(report) {
    const out = [];
    for (const f of report.findings)
        out.push({ f, suite: 'run', artifact: '' });
    for (const s of report.suites) {
        for (const f of s.findings)
            out.push({ f, suite: s.suite, artifact: '' });
        for (const a of s.artifacts)
            for (const f of a.findings)
                out.push({ f, suite: s.suite, artifact: a.artifact.path });
    }
    const rank = { error: 0, warning: 1, notice: 2 };
    return out.sort((a, b) => rank[a.f.severity] - rank[b.f.severity]);
}
function html_location(f) {
    if (!f.file)
        return '';
    return `${f.file}${f.line ? `:${f.line}${f.column ? `:${f.column}` : ''}` : ''}`;
}
function cell(v) {
    return v === null || v === undefined ? '<td class="muted">—</td>' : `<td>${htmlText(v)}</td>`;
}
function tableHtml(columns, rows, cls = '') {
    return `<table${cls ? ` class="${htmlAttr(cls)}"` : ''}><thead><tr>${columns.map((c) => `<th scope="col">${htmlText(c)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((v) => cell(v)).join('')}</tr>`).join('')}</tbody></table>`;
}
function gateTable(gates) {
    if (!gates.length)
        return '';
    return `<table><thead><tr><th scope="col">Gate</th><th scope="col">Status</th><th scope="col">Detail</th></tr></thead><tbody>${gates
        .map((g) => `<tr><td>${htmlText(g.title)} <span class="muted">(${htmlText(g.id)})</span></td><td class="s-${g.status}">${STATUS_LABEL[g.status]}</td>${cell(g.detail)}</tr>`)
        .join('')}</tbody></table>`;
}
/** A chart section: the canvas (drawn by the client script) and the same data as a table (always there). */
function chartHtml(sec, id, specs) {
    specs.push({ id, chart: sec.chart });
    const t = (0,chart_table/* chartAsTable */.L)(sec);
    const points = sec.chart.x.values.length;
    return `<figure class="chart" data-chart="${htmlAttr(id)}" data-series="${sec.chart.series.length}" data-points="${points}"><figcaption>${htmlText(sec.title)}</figcaption><div class="chart-box"><canvas id="${htmlAttr(id)}" role="img" aria-label="${htmlAttr(`Chart: ${sec.title}. The same data is in the table below.`)}"></canvas></div>${sec.note ? `<p class="muted">${htmlText(sec.note)}</p>` : ''}<details><summary>Data table</summary>${tableHtml(t.columns, t.rows)}${t.note && t.note !== sec.note ? `<p class="muted">${htmlText(t.note)}</p>` : ''}</details></figure>`;
}
function sectionHtml(sec, id, specs) {
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
function artifactHtml(suite, a, idBase, specs) {
    const bad = a.gates.some((g) => g.status === 'fail' || g.status === 'undecided');
    const metrics = a.metrics?.length
        ? tableHtml(['Metric', 'Value'], a.metrics.map((m) => [m.label, m.value === null ? null : `${m.value}${m.unit ? ` ${m.unit}` : ''}`]))
        : '';
    const sections = (a.sections ?? []).map((s, i) => sectionHtml(s, `${idBase}-${i}`, specs)).join('');
    const n = a.findings.length;
    return `<section class="artifact" aria-labelledby="${htmlAttr(idBase)}-h"><h3 id="${htmlAttr(idBase)}-h"><span class="${bad ? 's-fail' : 's-pass'}">${bad ? '✗' : '✓'}</span> ${htmlText(a.artifact.path)} <span class="muted">(${htmlText(a.artifact.kind)}, ${htmlText(suite)})</span></h3>${gateTable(a.gates)}${metrics}${sections}${n ? `<p class="muted">${n} finding(s): see <a href="#findings">Findings</a>.</p>` : ''}</section>`;
}
function failuresHtml(report) {
    const rows = [];
    const status = [];
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
        .map((r, i) => `<tr>${r.map((v, j) => (j === 3 ? `<td class="s-${status[i]}">${htmlText(v ?? '')}</td>` : cell(v))).join('')}</tr>`)
        .join('');
    return `<section id="failures" aria-labelledby="failures-h">${head}<table><thead><tr><th scope="col">Suite</th><th scope="col">Artifact</th><th scope="col">Gate</th><th scope="col">Status</th><th scope="col">Detail</th></tr></thead><tbody>${body}</tbody></table>${errors ? `<p>${errors} error finding(s): see <a href="#findings">Findings</a>.</p>` : ''}</section>`;
}
function options(name, label, values) {
    return `<label for="f-${name}">${htmlText(label)}<select id="f-${name}" name="${name}"><option value="">all</option>${values.map((v) => `<option value="${htmlAttr(v)}">${htmlText(v)}</option>`).join('')}</select></label>`;
}
function findingsHtml(report, o) {
    const all = allFindings(report);
    // Past the cap: every error before any warning, the artifacts in turn (the same choice as SARIF's).
    const shown = prioritize(all, o.maxFindings ?? 5000, (l) => l.f.severity, (l) => `${l.suite}\u0000${l.artifact}`).kept;
    const docs = safeHref(o.docsUrl ?? CODES_DOC_URL);
    const uniq = (xs) => [...new Set(xs)].sort();
    const filters = `<div class="filters" id="filters" hidden role="group" aria-label="Filter findings">${options('suite', 'Suite', uniq(shown.map((l) => l.suite)))}${options('severity', 'Severity', ['error', 'warning', 'notice'].filter((s) => shown.some((l) => l.f.severity === s)))}${options('code', 'Code', uniq(shown.map((l) => l.f.code)))}<button type="button" id="filter-reset">Reset</button><span id="filter-count" class="muted" aria-live="polite"></span></div>`;
    const rows = shown
        .map(({ f, suite, artifact }) => {
        const def = o.lookup?.(f.code);
        const code = docs
            ? `<a href="${htmlAttr(`${docs}#${f.code.toLowerCase()}`)}"${def ? ` title="${htmlAttr(def.title)}"` : ''}>${htmlText(f.code)}</a>`
            : htmlText(f.code);
        return `<tr data-suite="${htmlAttr(suite)}" data-severity="${htmlAttr(f.severity)}" data-code="${htmlAttr(f.code)}"><td class="sev-${f.severity}">${htmlText(f.severity)}</td><td>${code}</td><td>${htmlText(suite)}</td>${cell(artifact || null)}${cell(html_location(f) || null)}<td class="msg">${htmlText(f.message)}${f.subject ? ` <span class="muted">[${htmlText(f.subject)}]</span>` : ''}</td>${cell(f.gate)}</tr>`;
    })
        .join('');
    const more = all.length > shown.length
        ? `<p class="muted">${all.length - shown.length} more finding(s) not listed here: the table keeps every error before any warning, the artifacts in turn (BG026). The JSON report lists them all.</p>`
        : '';
    return `<section id="findings" aria-labelledby="findings-h"><h2 id="findings-h">Findings (${all.length})</h2>${all.length
        ? `${filters}<table id="findings-table"><thead><tr><th scope="col">Severity</th><th scope="col">Code</th><th scope="col">Suite</th><th scope="col">Artifact</th><th scope="col">Location</th><th scope="col">Message</th><th scope="col">Gate</th></tr></thead><tbody>${rows}</tbody></table>${more}`
        : '<p>No findings.</p>'}</section>`;
}
/** Renders the report as one self-contained HTML document. */
function renderHtml(report, o = {}) {
    const g = report.counts.gates;
    const f = report.counts.findings;
    const specs = [];
    const suites = report.suites
        .filter((s) => s.artifacts.length || s.findings.length)
        .map((s, si) => `<section class="suite" aria-labelledby="suite-${si}"><h2 id="suite-${si}">${htmlText(s.title)} <span class="muted">(${htmlText(s.suite)}, ${s.artifacts.length} artifact(s))</span></h2>${s.artifacts.map((a, ai) => artifactHtml(s.suite, a, `a${si}-${ai}`, specs)).join('')}${s.skipped?.length
        ? `<details><summary>${s.skipped.length} file(s) left alone</summary>${tableHtml(['Path', 'Reason'], s.skipped.map((k) => [k.path, k.reason]))}</details>`
        : ''}</section>`)
        .join('');
    // The "what changed" block (a baseline was compared), right after the verdict.
    const delta = report.delta ? renderDeltaHtml(report.delta) : '';
    const verdict = report.verdict === 'pass' ? 'PASS' : 'FAIL';
    const counts = tableHtml(['Artifacts', 'Gates passed', 'failed', 'undecided', 'skipped', 'Errors', 'Warnings', 'Notices'], [[report.counts.artifacts, g.pass, g.fail, g.undecided, g.skipped, f.error, f.warning, f.notice]]);
    const body = `<header><h1>benchgate report</h1><p class="verdict ${report.verdict}" id="verdict">Verdict: ${verdict}</p><p class="muted">benchgate ${htmlText(report.tool.version)} · root ${htmlText(report.root)}${report.startedAt ? ` · started ${htmlText(report.startedAt)}` : ''} · fail-on ${htmlText(report.config.failOn)}${report.config.shard ? ` · shard ${report.config.shard.index}/${report.config.shard.count}` : ''}</p>${counts}</header><main>${delta ? `<section id="delta" aria-label="What changed">${delta}</section>` : ''}${failuresHtml(report)}${findingsHtml(report, o)}${suites}</main><footer class="muted"><p>Self-contained report: no network access at view time. Charts by Chart.js (MIT); every chart's data is also in its table.</p></footer>`;
    const scripts = o.chartJs && specs.length ? [o.chartJs, CLIENT_SCRIPT] : [CLIENT_SCRIPT];
    const csp = contentSecurityPolicy(scripts, [STYLE]);
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${htmlAttr(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="no-referrer">
<title>benchgate: ${verdict} (${report.counts.artifacts} artifact(s))</title>
<style>${STYLE}</style>
</head>
<body>
${body}
<script type="application/json" id="bg-charts">${jsonForScript(specs)}</script>
${scripts.map((s) => `<script>${s}</script>`).join('\n')}
</body>
</html>
`;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/report/html-vendor.ts



/**
 * Chart.js 4 (MIT), inlined into every HTML report. `scripts/build.mjs` copies `node_modules/chart.js/dist/
 * chart.umd.min.js` (and its licence) into `dist/assets/vendor/chart.js/`, so `dist/` works from a fresh clone
 * without node_modules; from sources (tests) the file is read from node_modules.
 */
const CHART_JS_FILE = 'chart.umd.min.js';
function chartJsPath() {
    const here = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
    const candidates = [
        (0,external_node_path_.join)(here, 'assets', 'vendor', 'chart.js', CHART_JS_FILE),
        (0,external_node_path_.join)(here, '..', 'assets', 'vendor', 'chart.js', CHART_JS_FILE)
    ];
    let d = here;
    for (let i = 0; i < 6; i++) {
        candidates.push((0,external_node_path_.join)(d, 'node_modules', 'chart.js', 'dist', CHART_JS_FILE));
        d = (0,external_node_path_.dirname)(d);
    }
    return candidates.find((p) => (0,external_node_fs_.existsSync)(p));
}
let cached;
/** The library's source, checked to be safe inside an inline `<script>` (no `</script`, no `<!--`). */
function loadChartJs() {
    if (cached !== undefined)
        return cached;
    const p = chartJsPath();
    if (!p)
        throw new Error('Chart.js is missing (dist/assets/vendor/chart.js or node_modules/chart.js): run npm ci && npm run build');
    const src = (0,external_node_fs_.readFileSync)(p, 'utf8');
    if (/<\/script|<!--/i.test(src))
        throw new Error(`${p} contains </script or <!--: it cannot be inlined`);
    cached = src;
    return src;
}

;// CONCATENATED MODULE: ./src/report/escape/xml.ts

/**
 * The XML rule (JUnit). XML 1.0 allows only TAB, LF, CR and U+0020 and above (no lone surrogate, no U+FFFE/FFFF),
 * even as character references. Every other control character, bidi override and lone surrogate is shown escaped
 * as in the CLI (`\x1b`, `\u202e`), never dropped; `& < > " '` become entities. In attributes TAB, LF and CR are
 * written as character references so attribute normalisation keeps them.
 */
const xml_ENTITY = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&apos;',
    '\t': '&#9;',
    '\n': '&#10;',
    '\r': '&#13;'
};
/** Element text: newlines and tabs kept. */
function xmlText(s) {
    return (0,escape_text/* escapeControls */.UN)(s, { newline: true, tab: true }).replace(/[&<>"']/g, (c) => xml_ENTITY[c]);
}
/** Attribute value (inside double quotes): newlines and tabs kept as character references. */
function xmlAttr(s) {
    return (0,escape_text/* escapeControls */.UN)(s, { newline: true, tab: true }).replace(/[&<>"'\t\n]/g, (c) => xml_ENTITY[c]);
}

;// CONCATENATED MODULE: ./src/report/junit.ts

/** `path` (relative to the checked folder) made repository-relative: `prefix` is the checked folder ('.' = root). */
function repoPath(prefix, path) {
    const pre = prefix && prefix !== '.' ? prefix.replace(/^\.\/+/, '').replace(/\/+$/, '') : '';
    const rel = path === '.' || path === '' ? '' : path.replace(/^\.\/+/, '');
    return pre && rel ? `${pre}/${rel}` : pre || rel || '.';
}
/**
 * JUnit XML (the Ant/Jenkins shape most reporters read): one <testsuite> per suite, one <testcase> per
 * artifact × gate and one per named case an artifact reports (`ArtifactResult.cases`). fail → <failure>, undecided → <error> (it could not decide), skipped → <skipped>.
 * The findings that count against the gate are listed in the element body.
 * `file=` (and the paths in the bodies) are repository-relative like SARIF's: `prefix` is the checked folder
 * relative to the repository root ('.' or absent for the root), so with `path: examples` every `file` resolves
 * from the repository root (`examples/...`).
 */
function renderJUnit(report, opts = {}) {
    const rp = (p) => repoPath(opts.prefix, p);
    const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
    let tests = 0;
    let failures = 0;
    let errors = 0;
    let skipped = 0;
    const suites = [];
    for (const s of report.suites) {
        const cases = [];
        let st = 0;
        let sf = 0;
        let se = 0;
        let ss = 0;
        let time = 0;
        for (const a of s.artifacts) {
            const secs = (a.durationMs ?? 0) / 1000;
            time += secs;
            for (const g of a.gates) {
                st++;
                const attrs = `classname="${xmlAttr(`${s.suite}.${a.artifact.path}`)}" name="${xmlAttr(g.id)}" file="${xmlAttr(rp(a.artifact.path))}" time="${(secs / Math.max(1, a.gates.length)).toFixed(3)}"`;
                // The gate's own findings first (the first one names the failure type), then unassigned ones.
                const related = [
                    ...a.findings.filter((f) => f.gate === g.id),
                    ...a.findings.filter((f) => !f.gate && g.status !== 'pass')
                ];
                const body = xmlText(related
                    .map((f) => `${f.severity} ${f.code}${f.file ? ` ${rp(f.file)}${f.line ? `:${f.line}` : ''}` : ''}: ${f.message}`)
                    .join('\n'));
                if (g.status === 'pass')
                    cases.push(`    <testcase ${attrs}/>`);
                else if (g.status === 'fail') {
                    sf++;
                    cases.push(`    <testcase ${attrs}>\n      <failure message="${xmlAttr(g.detail ?? 'gate failed')}" type="${xmlAttr(related[0]?.code ?? 'gate')}">${body}</failure>\n    </testcase>`);
                }
                else if (g.status === 'undecided') {
                    se++;
                    cases.push(`    <testcase ${attrs}>\n      <error message="${xmlAttr(g.detail ?? 'gate could not decide')}" type="undecided">${body}</error>\n    </testcase>`);
                }
                else {
                    ss++;
                    cases.push(`    <testcase ${attrs}>\n      <skipped message="${xmlAttr(g.detail ?? 'not applicable')}"/>\n    </testcase>`);
                }
            }
            // Named cases inside the artifact (e.g. Qsolve cases), one test case each.
            for (const c of a.cases ?? []) {
                st++;
                const attrs = `classname="${xmlAttr(`${s.suite}.${a.artifact.path}.cases`)}" name="${xmlAttr(c.name)}" file="${xmlAttr(rp(a.artifact.path))}" time="${((c.durationMs ?? 0) / 1000).toFixed(3)}"`;
                const msg = xmlAttr(c.message ?? '');
                const text = xmlText(c.message ?? '');
                if (c.status === 'pass')
                    cases.push(`    <testcase ${attrs}/>`);
                else if (c.status === 'fail') {
                    sf++;
                    cases.push(`    <testcase ${attrs}>\n      <failure message="${msg || 'case failed'}" type="case">${text}</failure>\n    </testcase>`);
                }
                else if (c.status === 'undecided') {
                    se++;
                    cases.push(`    <testcase ${attrs}>\n      <error message="${msg || 'case could not be decided'}" type="undecided">${text}</error>\n    </testcase>`);
                }
                else {
                    ss++;
                    cases.push(`    <testcase ${attrs}>\n      <skipped message="${msg || 'not applicable'}"/>\n    </testcase>`);
                }
            }
        }
        tests += st;
        failures += sf;
        errors += se;
        skipped += ss;
        suites.push(`  <testsuite name="${xmlAttr(s.title)}" id="${xmlAttr(s.suite)}" tests="${st}" failures="${sf}" errors="${se}" skipped="${ss}" time="${time.toFixed(3)}"${report.startedAt ? ` timestamp="${xmlAttr(report.startedAt)}"` : ''}>\n${cases.join('\n')}${cases.length ? '\n' : ''}  </testsuite>`);
    }
    lines.push(`<testsuites name="benchgate" tests="${tests}" failures="${failures}" errors="${errors}" skipped="${skipped}" time="${((report.durationMs ?? 0) / 1000).toFixed(3)}">`);
    for (const x of suites)
        lines.push(x);
    lines.push('</testsuites>');
    return lines.join('\n') + '\n';
}

// EXTERNAL MODULE: ./src/report/output-paths.ts
var output_paths = __webpack_require__(8836);
;// CONCATENATED MODULE: ./src/report/files.ts






/** The CLI flags that name the report files (the action passes its input names). */
const CLI_FLAGS = { json: '--report-json', sarif: '--sarif', junit: '--junit', html: '--html' };
/** The report files requested, as output targets (for `checkOutputTargets` before a run). */
function reportTargets(files, flags = CLI_FLAGS) {
    return ['json', 'sarif', 'junit', 'html'].flatMap((k) => files[k] ? [{ flag: flags[k], path: files[k] }] : []);
}
/**
 * The report files the flags name (made absolute by `abs`) and the `--summary` target, every path checked
 * writable before anything runs (BG015, exit 2).
 */
async function cliReportFiles(values, abs) {
    const files = {
        ...(values['report-json'] ? { json: abs(values['report-json']) } : {}),
        ...(values.sarif ? { sarif: abs(values.sarif) } : {}),
        ...(values['sarif-category'] ? { sarifCategory: values['sarif-category'] } : {}),
        ...(values.junit ? { junit: abs(values.junit) } : {}),
        ...(values.html ? { html: abs(values.html) } : {})
    };
    const summaryTarget = values.summary ? { flag: '--summary', path: abs(values.summary) } : undefined;
    await (0,output_paths/* checkOutputTargets */.yy)([...reportTargets(files), ...(summaryTarget ? [summaryTarget] : [])]);
    return summaryTarget ? { files, summaryTarget } : { files };
}
/**
 * Writes the requested report files (absolute paths). A file that cannot be written is an OutputPathError (BG015)
 * naming the flag (`flags`: the CLI's by default).
 */
async function writeReportFiles(report, files, flags = CLI_FLAGS) {
    const put = (k, path, text) => (0,output_paths/* writeOutput */.zh)({ flag: flags[k], path }, text);
    if (files.json)
        await put('json', files.json, JSON.stringify(report, null, 2) + '\n');
    const job = files.job ?? process.env['GITHUB_JOB'];
    const runId = files.runId ?? process.env['GITHUB_RUN_ID'];
    if (files.sarif)
        await put('sarif', files.sarif, JSON.stringify(renderSarif(report, code_registry/* lookupCode */.c2, {
            prefix: files.prefix,
            ...(job ? { job } : {}),
            ...(runId ? { runId } : {}),
            ...(files.sarifCategory ? { category: files.sarifCategory } : {})
        }), null, 2) + '\n');
    if (files.junit)
        await put('junit', files.junit, renderJUnit(report, { prefix: files.prefix }));
    if (files.html)
        await put('html', files.html, renderHtml(report, { lookup: code_registry/* lookupCode */.c2, chartJs: loadChartJs() }));
}


/***/ }),

/***/ 4285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ renderSummary)
/* harmony export */ });
/* unused harmony exports SUMMARY_LIMIT_BYTES, cell, SUMMARY_MODES */
/* harmony import */ var _code_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8590);
/* harmony import */ var _chart_table_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(559);
/* harmony import */ var _escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1551);
/* harmony import */ var _summary_model_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6158);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5655);
/* harmony import */ var _delta_render_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5173);






/** GitHub's per-step job summary limit is 1 MiB; stay clearly under it. */
const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 16 * 1024;
const ICON = {
    pass: '✅ pass',
    fail: '❌ fail',
    undecided: '⚠️ undecided',
    skipped: '⏭️ skipped'
};
const SEV = { error: '❌ error', warning: '⚠️ warning', notice: 'ℹ️ notice' };
/** A Markdown table cell (the channel's rule: `src/report/escape/markdown.ts`). */
const cell = (/* unused pure expression or super */ null && (mdCell));
function cellOf(v) {
    return v !== null && typeof v === 'object' && 'code' in v ? (0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(v.code) : (0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCell */ .cz)(v);
}
/** A table; every row has exactly as many cells as there are columns. */
function table(columns, rows) {
    const lines = [`| ${columns.map(_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCell */ .cz).join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`];
    for (const r of rows)
        lines.push(`| ${columns.map((_, i) => cellOf(r[i])).join(' | ')} |`);
    return lines.join('\n');
}
function renderSection(sec) {
    if (sec.kind === 'chart')
        return renderSection((0,_chart_table_js__WEBPACK_IMPORTED_MODULE_4__/* .chartAsTable */ .L)(sec));
    if (sec.kind === 'mermaid')
        return `**${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCell */ .cz)(sec.title)}**\n\n${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdFence */ .F)('mermaid', sec.source)}`;
    if (sec.kind === 'text')
        return `**${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCell */ .cz)(sec.title)}**: ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(sec.body)}`;
    return `**${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCell */ .cz)(sec.title)}**\n\n${table(sec.columns, sec.rows)}${sec.note ? `\n\n_${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCell */ .cz)(sec.note)}_` : ''}`;
}
const SUMMARY_MODES = (/* unused pure expression or super */ null && (['full', 'failures', 'compact']));
/**
 * Trim levels, tried in order until the summary fits (like dorny/test-reporter: details first, then passing
 * artifacts, then rows): each level also applies the ones before it.
 */
const TRIM_STEPS = [
    'the table of all findings',
    'the detail tables of passing artifacts',
    'the passing-gate lists',
    'the sections of passing artifacts (they stay in the overview table)'
];
/** An artifact with more findings than this shows only those that fail the verdict open. */
const OPEN_FINDINGS = 10;
/**
 * The job summary: the verdict, an overview table (one row per artifact, failing first, with its headline
 * numbers), then one section per artifact: its failing gates, its findings with the fix from the code
 * registry, its passing gates collapsed in one `<details>`, and its tables. If the whole would pass the size
 * limit, whole parts are dropped in the order of TRIM_STEPS, then findings rows and table rows are cut, and a
 * note says what was cut.
 */
function renderSummary(report, opts = {}) {
    const limit = opts.limitBytes ?? SUMMARY_LIMIT_BYTES;
    const fits = (s) => Buffer.byteLength(s) <= limit;
    let cut = { level: 0, maxFindings: Infinity, maxSectionRows: Infinity };
    let out = compose(report, opts, cut);
    for (let level = 1; !fits(out) && level <= TRIM_STEPS.length; level++)
        out = compose(report, opts, (cut = { ...cut, level }));
    if (!fits(out)) {
        // Then rows: the largest number of rows per detail table that fits, then of findings rows per artifact.
        let lo = 0;
        let hi = 10000;
        while (lo < hi) {
            const mid = Math.ceil((lo + hi) / 2);
            if (fits(compose(report, opts, { ...cut, maxSectionRows: mid })))
                lo = mid;
            else
                hi = mid - 1;
        }
        cut = { ...cut, maxSectionRows: lo };
        out = compose(report, opts, cut);
    }
    if (!fits(out)) {
        let lo = 0;
        let hi = countFindings(report);
        while (lo < hi) {
            const mid = Math.ceil((lo + hi) / 2);
            if (fits(compose(report, opts, { ...cut, maxFindings: mid })))
                lo = mid;
            else
                hi = mid - 1;
        }
        out = compose(report, opts, { ...cut, maxFindings: lo });
    }
    if (!fits(out))
        out =
            Buffer.from(out)
                .subarray(0, limit - 300)
                .toString('utf8')
                .replace(/\uFFFD$/, '') +
                `\n\n> ✂️ The summary was cut at ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(opts.limitName ?? "GitHub's 1 MiB limit")} (BG009). The JSON report has everything.\n`;
    return out;
}
function countFindings(r) {
    let n = r.findings.length;
    for (const s of r.suites) {
        n = Math.max(n, s.findings.length);
        for (const a of s.artifacts)
            n = Math.max(n, a.findings.length);
    }
    return n;
}
/** A findings table (severity, code, location, message) and the fix of each code from the registry. */
function findingsBlock(findings, max, cutNote, withArtifact) {
    if (!findings.length)
        return [];
    const order = { error: 0, warning: 1, notice: 2 };
    const sorted = findings.slice().sort((a, b) => order[a.severity] - order[b.severity]);
    const shown = sorted.slice(0, max);
    const cols = withArtifact
        ? ['severity', 'code', 'artifact', 'location', 'message']
        : ['severity', 'code', 'location', 'message'];
    const rows = shown.map((x) => {
        const msg = x.message + (x.subject ? ` [${x.subject}]` : '');
        return withArtifact
            ? [SEV[x.severity], x.code, withArtifact(x), (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .location */ .C5)(x), msg]
            : [SEV[x.severity], x.code, (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .location */ .C5)(x), msg];
    });
    const parts = [table(cols, rows)];
    if (shown.length < sorted.length)
        parts.push(cutNote(sorted.length - shown.length));
    if (!withArtifact) {
        const fixes = [];
        const seen = new Set();
        for (const x of shown) {
            if (x.severity === 'notice' || seen.has(x.code))
                continue;
            seen.add(x.code);
            const def = (0,_code_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .lookupCode */ .c2)(x.code);
            if (def)
                fixes.push(`- **${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(x.code)}** ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(def.title)}: ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(def.fix)}`);
        }
        if (fixes.length)
            parts.push(`**How to fix**\n\n${fixes.join('\n')}`);
    }
    return parts;
}
function gateRows(gates) {
    return gates.map((g) => [g.id, ICON[g.status], g.detail ?? '']);
}
function headlineText(v) {
    return v.headline.map((h) => `${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(h.label)} **${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(h.value)}**`).join(' · ');
}
function compose(report, opts, cut) {
    const mode = opts.mode ?? 'full';
    const limitName = opts.limitName ?? "GitHub's 1 MiB limit";
    const parts = [];
    const g = report.counts.gates;
    const f = report.counts.findings;
    const verdict = report.verdict === 'pass' ? '✅ **benchgate passed**' : '❌ **benchgate failed**';
    parts.push(`## ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(opts.title ?? 'benchgate')}${report.config.shard ? ` (shard ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(report.config.shard.index)}/${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(report.config.shard.count)})` : ''}`);
    parts.push(`${verdict}: ${report.counts.artifacts} artifact(s) in ${report.suites.filter((s) => s.artifacts.length).length} suite(s); gates ${g.pass} passed, ${g.fail} failed, ${g.undecided} undecided, ${g.skipped} skipped; ${f.error} error(s), ${f.warning} warning(s), ${f.notice} notice(s).`);
    if (report.delta)
        parts.push((0,_delta_render_js__WEBPACK_IMPORTED_MODULE_3__/* .renderDeltaMarkdown */ .G8)(report.delta, {
            maxRows: Number.isFinite(cut.maxSectionRows) ? Math.min(50, cut.maxSectionRows) : 50
        }).trimEnd());
    const views = (0,_summary_model_js__WEBPACK_IMPORTED_MODULE_5__/* .artifactViews */ .tx)(report);
    if (views.length) {
        parts.push(table(['verdict', 'artifact', 'suite', 'headline'], views.map((v) => [
            v.verdict === 'pass' ? '✅' : '❌',
            { code: v.result.artifact.path },
            v.suite.title,
            v.headline.map((h) => `${h.label} ${h.value}`).join(' · ')
        ])));
    }
    // Findings of the run itself and of suites (configuration, discovery): never dropped by the mode.
    const loose = [...report.findings];
    for (const s of report.suites)
        for (const x of s.findings)
            loose.push(x);
    if (loose.length) {
        parts.push(`### Run and suite findings (${loose.length})`);
        for (const p of findingsBlock(loose, cut.maxFindings, (n) => `> ✂️ ${n} more finding(s) cut to keep this summary under ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(limitName)} (BG009); the JSON report has every one.`))
            parts.push(p);
    }
    let sectionRowsCut = 0;
    let passingOmitted = 0;
    const renderSec = (sec) => {
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
        if (mode === 'compact' || (mode === 'failures' && !failing))
            continue;
        if (!failing && cut.level >= 4) {
            passingOmitted++;
            continue;
        }
        const a = v.result;
        parts.push(`### ${failing ? '❌' : '✅'} ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(v.name)}: ${failing ? 'failed' : 'passed'}`);
        parts.push(`${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(a.artifact.path)} (${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(a.artifact.kind)}) · ${headlineText(v)}`);
        const bad = a.gates.filter((x) => x.status === 'fail' || x.status === 'undecided');
        const rest = a.gates.filter((x) => x.status === 'pass' || x.status === 'skipped');
        if (bad.length)
            parts.push(`**Failing or undecided gates (${bad.length})**\n\n${table(['gate', 'status', 'detail'], gateRows(bad))}`);
        const cutNote = (n) => `> ✂️ ${n} more finding(s) of this artifact cut to keep this summary under ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(limitName)} (BG009); the JSON report has every one.`;
        if (a.findings.length)
            parts.push(`**Findings (${a.findings.length})**`);
        if (a.findings.length > OPEN_FINDINGS) {
            // Many findings: those that fail the verdict stay open, the rest are collapsed.
            const open = a.findings.filter((x) => (0,_summary_model_js__WEBPACK_IMPORTED_MODULE_5__/* .counts */ .tQ)(x, report.config.failOn));
            const rest = a.findings.filter((x) => !(0,_summary_model_js__WEBPACK_IMPORTED_MODULE_5__/* .counts */ .tQ)(x, report.config.failOn));
            for (const p of findingsBlock(open, cut.maxFindings, cutNote))
                parts.push(p);
            if (rest.length)
                parts.push(`<details><summary>${rest.length} more warning(s) and notice(s)</summary>\n\n${findingsBlock(rest, Math.max(0, cut.maxFindings - open.length), cutNote).join('\n\n')}\n\n</details>`);
        }
        else
            for (const p of findingsBlock(a.findings, cut.maxFindings, cutNote))
                parts.push(p);
        if (rest.length && cut.level < 3) {
            const np = rest.filter((x) => x.status === 'pass').length;
            const ns = rest.length - np;
            parts.push(`<details><summary>${np} passing gate(s)${ns ? `, ${ns} skipped` : ''}</summary>\n\n${table(['gate', 'status', 'detail'], gateRows(rest))}\n\n</details>`);
        }
        const secs = a.sections ?? [];
        if (secs.length && (failing || cut.level < 2)) {
            const body = secs.map(renderSec).join('\n\n');
            parts.push(failing
                ? body
                : `<details><summary>Details: ${secs.map((x) => (0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(x.title)).join(', ')}</summary>\n\n${body}\n\n</details>`);
        }
    }
    for (const s of report.suites) {
        if (mode !== 'full' || !s.skipped?.length)
            continue;
        parts.push(`<details><summary>${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(s.title)}: ${s.skipped.length} file(s) skipped</summary>\n\n${table(['file', 'reason'], s.skipped.map((k) => [{ code: k.path }, k.reason]))}\n\n</details>`);
    }
    if (mode === 'compact') {
        const failingGates = [];
        for (const v of views)
            for (const x of v.result.gates)
                if (x.status === 'fail' || x.status === 'undecided')
                    failingGates.push(`- ${x.status === 'fail' ? '❌' : '⚠️'} ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(v.name)} (${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(v.result.artifact.path)}) **${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(x.id)}**${x.detail ? `: ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(x.detail)}` : ''}`);
        if (failingGates.length)
            parts.push(`**Failing or undecided gates (${failingGates.length})**\n\n${failingGates.slice(0, 100).join('\n')}${failingGates.length > 100 ? `\n- … and ${failingGates.length - 100} more` : ''}`);
        const nf = report.counts.findings.error + report.counts.findings.warning + report.counts.findings.notice;
        if (nf)
            parts.push(`_Compact summary (input \`summary: compact\`): the ${nf} finding(s) are in the annotations, the check run and the JSON report._`);
    }
    else if (mode === 'full' && cut.level < 1) {
        // Every finding in one table with the artifact it belongs to (collapsed: the sections above have them too).
        const all = [];
        const owner = new Map();
        for (const v of views)
            for (const x of v.result.findings) {
                all.push(x);
                owner.set(x, v.name);
            }
        if (all.length) {
            const body = findingsBlock(all, cut.maxFindings, (n) => `> ✂️ ${n} more finding(s) cut (BG009).`, (x) => owner.get(x) ?? '');
            parts.push(`<details><summary>All findings by artifact (${all.length})</summary>\n\n${body.join('\n\n')}\n\n</details>`);
        }
    }
    const dropped = TRIM_STEPS.slice(0, cut.level);
    if (dropped.length)
        parts.push(`> ✂️ To keep this summary under ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(limitName)} (BG009), it leaves out ${dropped.join('; ')}${passingOmitted ? ` (${passingOmitted} passing artifact(s))` : ''}. The JSON report, the annotations and the check run have everything.`);
    if (sectionRowsCut)
        parts.push(`> ✂️ ${sectionRowsCut} table row(s) were cut to keep this summary under ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(limitName)} (BG009).`);
    const url = (0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdUrl */ .T3)(opts.detailsUrl);
    if (url)
        parts.push(`[Full run](${url})`);
    return parts.join('\n\n') + '\n';
}


/***/ }),

/***/ 8836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   yy: () => (/* binding */ checkOutputTargets),
/* harmony export */   zh: () => (/* binding */ writeOutput)
/* harmony export */ });
/* unused harmony export unwritableReason */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6102);
/**
 * Report files named on the command line (`--report-json`, `--sarif`, `--junit`, `--html`, `--summary`) are checked
 * before anything runs, and written with every failure turned into an `OutputPathError` (BG015, exit 2): an unwritable
 * path is a usage problem with a message that names the flag and the reason, never an internal error.
 */




/** A reason a user can act on, from an errno code. */
function reason(e) {
    const code = e.code;
    switch (code) {
        case 'EACCES':
        case 'EPERM':
            return 'permission denied';
        case 'EROFS':
            return 'the file system is read-only';
        case 'EISDIR':
            return 'it is a folder';
        case 'ENOTDIR':
            return 'a folder on its path is a file';
        case 'ENOSPC':
            return 'no space left on the device';
        default:
            return code ?? e.message;
    }
}
/** Why `path` cannot be written (undefined when it can): checked without creating or changing anything. */
async function unwritableReason(path) {
    try {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path);
        if (st.isDirectory())
            return 'it is a folder';
        if (!st.isFile())
            return 'it is not a regular file';
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK);
        return undefined;
    }
    catch (e) {
        const code = e.code;
        if (code !== 'ENOENT' && code !== 'ENOTDIR')
            return reason(e);
    }
    // The nearest existing folder above it must be a folder we may create files in.
    for (let d = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path);; d = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(d)) {
        try {
            const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(d);
            if (!st.isDirectory())
                return `${d} is a file, not a folder`;
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(d, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
            return undefined;
        }
        catch (e) {
            const code = e.code;
            if ((code !== 'ENOENT' && code !== 'ENOTDIR') || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(d) === d)
                return reason(e);
        }
    }
}
/** Throws OutputPathError naming every target that cannot be written. */
async function checkOutputTargets(targets) {
    const bad = [];
    for (const t of targets) {
        const why = await unwritableReason(t.path);
        if (why)
            bad.push(`${t.flag} ${t.path}: ${why}`);
    }
    if (bad.length)
        throw new _core_command_js__WEBPACK_IMPORTED_MODULE_3__/* .OutputPathError */ .lz(`cannot write ${bad.join('; ')}; nothing was run`);
}
/** Writes one output file (creating its folders); any failure is an OutputPathError naming the flag. */
async function writeOutput(t, text) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(t.path), { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(t.path, text);
    }
    catch (e) {
        throw new _core_command_js__WEBPACK_IMPORTED_MODULE_3__/* .OutputPathError */ .lz(`cannot write ${t.flag} ${t.path}: ${reason(e)}`);
    }
}


/***/ }),

/***/ 751:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e4: () => (/* binding */ RunError),
  Hc: () => (/* binding */ emptinessFindings),
  k_: () => (/* binding */ runCheck),
  FD: () => (/* binding */ suitesWithArtifacts)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/codes/general.ts
var general = __webpack_require__(2702);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(5278);
// EXTERNAL MODULE: ./src/core/glob.ts
var core_glob = __webpack_require__(6085);
// EXTERNAL MODULE: ./src/core/options.ts
var options = __webpack_require__(3457);
// EXTERNAL MODULE: ./src/core/no-regression-config.ts
var no_regression_config = __webpack_require__(5311);
// EXTERNAL MODULE: ./src/core/trust.ts
var trust = __webpack_require__(9597);
;// CONCATENATED MODULE: ./src/core/config.ts







const CONFIG_FILE = '.benchgate.yml';
const MAX_CONFIG_BYTES = 1024 * 1024;
const EMPTY_CONFIG = { exclude: [], suites: {} };
/**
 * What the checked tree may set at the top level of `.benchgate.yml` (docs/security.md): the run applies these with
 * `resolveTreeOptions` against the job's inputs / flags, so a loosening value is ignored with BG014.
 */
const CONFIG_TRUST = {
    // never < error < warning: `warning` from the tree tightens the job's `error`, `never` is ignored.
    'fail-on': (0,trust/* tightenByOrder */.L4)(['never', 'error', 'warning'], 'error'),
    'fail-on-empty': (0,trust/* tightenBool */.mA)(true, true),
    // Any no-regression gate adds a gate (tighter than none); when the job gives one, only the same one is accepted.
    'no-regression': {
        tree: 'tighten',
        rank: (v) => (v === undefined ? 0 : v.enabled ? 1 : 0)
    },
    exclude: {
        tree: 'scope',
        why: 'narrows what is looked at, like deleting the files in the pull request (visible in its diff); an empty run still fails (fail-on-empty)'
    },
    suites: {
        tree: 'scope',
        why: '`enabled`, `include`, `exclude` narrow what is looked at; the job pins the suites with its `suites` input / `--suites`'
    }
};
/** How the job sets a top-level option (for BG014 messages). */
const CONFIG_JOB_HINT = {
    'fail-on': 'the action input `fail-on` or the CLI flag `--fail-on`',
    'fail-on-empty': 'the action input `fail-on-empty: false` or the CLI flag `--no-fail-on-empty`',
    'no-regression': 'the action input `no-regression` or the CLI flag `--no-regression`'
};
const TOP_KEYS = new Set(['exclude', 'fail-on', 'fail-on-empty', 'suites', 'no-regression']);
const SUITE_KEYS = new Set(['enabled', 'include', 'exclude', 'options']);
/**
 * Parses `.benchgate.yml`. Every problem is a BG002 finding at its line and column; the configuration
 * returned keeps whatever was valid. Aliases are bounded (no YAML bombs) and duplicate keys refused.
 */
function parseConfig(text, knownSuites, file = CONFIG_FILE) {
    const findings = [];
    const config = { exclude: [], suites: {} };
    const positions = {};
    const lc = new dist/* LineCounter */.HN();
    let doc;
    try {
        doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lc, uniqueKeys: true, prettyErrors: false });
    }
    catch (e) {
        findings.push((0,finding/* finding */.g)(general.BG.BG002, `${file} cannot be parsed: ${e.message}`, { file }));
        return { config, findings, positions };
    }
    const at = (node) => {
        const r = node && node.range;
        if (!r)
            return {};
        const p = lc.linePos(r[0]);
        return { line: p.line, column: p.col };
    };
    const bad = (node, msg) => findings.push((0,finding/* finding */.g)(general.BG.BG002, msg, { file, ...at(node) }));
    for (const err of doc.errors) {
        const p = lc.linePos(err.pos[0]);
        findings.push((0,finding/* finding */.g)(general.BG.BG002, `${file}: ${err.message.split('\n')[0]}`, { file, line: p.line, column: p.col }));
    }
    if (doc.errors.length)
        return { config, findings, positions };
    let js;
    try {
        js = doc.toJS({ maxAliasCount: 50 });
    }
    catch (e) {
        bad(doc.contents, `${file}: ${e.message}`);
        return { config, findings, positions };
    }
    if (js === null || js === undefined)
        return { config, findings, positions };
    const root = doc.contents;
    if (!(0,dist/* isMap */.jh)(root)) {
        bad(root, `${file} must be a mapping with the keys exclude, fail-on, suites`);
        return { config, findings, positions };
    }
    const strList = (node, what) => {
        if (!(0,dist/* isSeq */.oP)(node) || !node.items.every((i) => (0,dist/* isScalar */.jn)(i) && typeof i.value === 'string')) {
            bad(node, `${what} must be a list of glob strings`);
            return undefined;
        }
        const out = [];
        for (const item of node.items) {
            const glob = String(item.value);
            try {
                (0,core_glob/* globToRegExp */.tL)(glob);
                out.push(glob);
            }
            catch (e) {
                if (!(e instanceof core_glob/* GlobError */.pZ))
                    throw e;
                bad(item, `${what}: ${e.message}; the pattern was ignored. Fix the pattern (each {a,b} alternative is itself a glob)`);
            }
        }
        return out;
    };
    for (const pair of root.items) {
        const key = (0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : '';
        const val = pair.value;
        if (!TOP_KEYS.has(key)) {
            bad(pair.key, `unknown key "${key}" in ${file}; expected one of ${[...TOP_KEYS].join(', ')}`);
            continue;
        }
        positions[key] = at(pair.key);
        if (key === 'exclude')
            config.exclude = strList(val, 'exclude') ?? [];
        else if (key === 'fail-on') {
            const v = (0,dist/* isScalar */.jn)(val) ? val.value : undefined;
            if (v === 'error' || v === 'warning' || v === 'never')
                config.failOn = v;
            else
                bad(val, `fail-on must be error, warning or never`);
        }
        else if (key === 'fail-on-empty') {
            const v = (0,dist/* isScalar */.jn)(val) ? val.value : undefined;
            // `false` is kept here and ignored with BG014 by the run (CONFIG_TRUST): only the job may turn it off.
            if (typeof v === 'boolean')
                config.failOnEmpty = v;
            else
                bad(val, `fail-on-empty must be true (it can only be turned off by the action input or the CLI flag)`);
        }
        else if (key === 'no-regression') {
            const nr = (0,no_regression_config/* parseNoRegression */.i)((0,dist/* isScalar */.jn)(val)
                ? val.value
                : (0,dist/* isMap */.jh)(val)
                    ? (0,options/* stripPrototypeKeys */.dE)(val.toJS(doc, { maxAliasCount: 50 }) ?? {}, 'no-regression', [])
                    : val?.toJSON?.(), 'no-regression');
            for (const e of nr.errors)
                bad(val, e);
            config.noRegression = nr.config;
        }
        else if (key === 'suites') {
            if (!(0,dist/* isMap */.jh)(val)) {
                bad(val, 'suites must be a mapping from suite id to its settings');
                continue;
            }
            for (const sp of val.items) {
                const id = (0,dist/* isScalar */.jn)(sp.key) ? String(sp.key.value) : '';
                if (!knownSuites.includes(id)) {
                    findings.push((0,finding/* finding */.g)(general.BG.BG004, `unknown suite "${id}" in ${file}; known suites: ${knownSuites.join(', ')}`, {
                        file,
                        ...at(sp.key)
                    }));
                    continue;
                }
                const sv = sp.value;
                const sc = { options: {} };
                if ((0,dist/* isScalar */.jn)(sv) && typeof sv.value === 'boolean') {
                    sc.enabled = sv.value;
                    config.suites[id] = sc;
                    continue;
                }
                if (!(0,dist/* isMap */.jh)(sv)) {
                    bad(sv, `suites.${id} must be a mapping (enabled, include, exclude, options) or true/false`);
                    continue;
                }
                for (const kp of sv.items) {
                    const k = (0,dist/* isScalar */.jn)(kp.key) ? String(kp.key.value) : '';
                    const kv = kp.value;
                    if (!SUITE_KEYS.has(k))
                        bad(kp.key, `unknown key "${k}" in suites.${id}; expected one of ${[...SUITE_KEYS].join(', ')}`);
                    else if (k === 'enabled') {
                        if ((0,dist/* isScalar */.jn)(kv) && typeof kv.value === 'boolean')
                            sc.enabled = kv.value;
                        else
                            bad(kv, `suites.${id}.enabled must be true or false`);
                    }
                    else if (k === 'include' || k === 'exclude') {
                        const l = strList(kv, `suites.${id}.${k}`);
                        if (l)
                            sc[k] = l;
                    }
                    else if (k === 'options') {
                        if (!(0,dist/* isMap */.jh)(kv))
                            bad(kv, `suites.${id}.options must be a mapping`);
                        else {
                            for (const op of kv.items)
                                if ((0,dist/* isScalar */.jn)(op.key))
                                    positions[`suites.${id}.options.${String(op.key.value)}`] = at(op.key);
                            for (const pk of prototypeKeyNodes(kv))
                                findings.push((0,finding/* finding */.g)(general.BG.BG004, `suites.${id}.options: "${String(pk.value)}" is not an option name (prototype keys are refused); the value was ignored`, { file, ...at(pk) }));
                            sc.options = (0,options/* stripPrototypeKeys */.dE)(kv.toJS(doc, { maxAliasCount: 50 }) ?? {}, `suites.${id}.options`, []);
                        }
                    }
                }
                config.suites[id] = sc;
            }
        }
    }
    return { config, findings, positions };
}
/** Scalar keys named `__proto__`, `constructor` or `prototype` anywhere below a node (bounded depth), for positioned BG004 findings. */
function prototypeKeyNodes(node, depth = 0, out = []) {
    if (!node || depth > 64)
        return out;
    if ((0,dist/* isMap */.jh)(node)) {
        for (const p of node.items) {
            if ((0,dist/* isScalar */.jn)(p.key) && options/* PROTOTYPE_KEYS */.OJ.has(String(p.key.value)))
                out.push(p.key);
            prototypeKeyNodes(p.value, depth + 1, out);
        }
    }
    else if ((0,dist/* isSeq */.oP)(node))
        for (const i of node.items)
            prototypeKeyNodes(i, depth + 1, out);
    return out;
}

// EXTERNAL MODULE: ./src/core/partition.ts
var partition = __webpack_require__(4453);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/core/walk.ts
var walk = __webpack_require__(670);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
;// CONCATENATED MODULE: ./src/core/tree.ts









const execFileP = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/** Folders never walked. */
const ALWAYS_SKIPPED = new Set(['.git', 'node_modules', '.benchgate-cache']);
/**
 * The checked-out tree as suites see it: sorted repository-relative POSIX file paths (regular files and
 * symlinks that stay inside the root), plus the set of folders that contain them.
 */
class RepoTree {
    root;
    files;
    dirs;
    fileSet;
    /** Folders seen by a file-system walk even when they hold no file (a folder named `ARTIFACT_MANIFEST.tsv`). */
    walkedDirs;
    /**
     * Symlinks that are not files of the tree: dangling, leaving the root (BG006), or pointing at a folder.
     * Never read through; a suite may claim one named like its artifact so that its check reports it.
     */
    links;
    constructor(root, files, walkedDirs = [], links = []) {
        this.root = root;
        this.links = [...new Set(links)].sort();
        this.files = [...new Set(files)].sort();
        this.fileSet = new Set(this.files);
        this.walkedDirs = [...new Set(walkedDirs)].sort();
        const dirs = new Set(['.', ...this.walkedDirs]);
        for (const f of this.files) {
            let d = external_node_path_.posix.dirname(f);
            while (d !== '.' && !dirs.has(d)) {
                dirs.add(d);
                d = external_node_path_.posix.dirname(d);
            }
        }
        this.dirs = dirs;
    }
    has(path) {
        return this.fileSet.has(path);
    }
    /** Absolute path of a repository-relative one. */
    abs(path) {
        return path === '.' ? this.root : (0,external_node_path_.join)(this.root, ...path.split('/'));
    }
    /** Files below a folder ('.' for all), recursively. */
    under(dir) {
        if (dir === '.' || dir === '')
            return [...this.files];
        const prefix = dir.endsWith('/') ? dir : dir + '/';
        return this.files.filter((f) => f.startsWith(prefix));
    }
    /** A tree restricted to the given files (used to apply include/exclude filters per suite). */
    filter(keep) {
        return new RepoTree(this.root, this.files.filter(keep), this.walkedDirs.filter(keep), this.links.filter(keep));
    }
}
/** Lists the tree under `root` (absolute): tracked and untracked-but-not-ignored files in a git checkout, else every file. */
async function walkTree(rootIn) {
    const root = await (0,promises_.realpath)(rootIn);
    const findings = [];
    let candidates;
    let source = 'filesystem';
    try {
        const { stdout } = await execFileP('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--full-name', '--', '.'], {
            cwd: root,
            maxBuffer: 512 * 1024 * 1024,
            env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' }
        });
        const top = (await execFileP('git', ['rev-parse', '--show-toplevel'], { cwd: root })).stdout.trim();
        const realTop = await (0,promises_.realpath)(top);
        const prefix = external_node_path_.posix.normalize(posixRel(realTop, root));
        candidates = stdout
            .split('\0')
            .filter((s) => s.length > 0)
            .map((f) => (prefix === '.' ? f : f.startsWith(prefix + '/') ? f.slice(prefix.length + 1) : ''))
            .filter((f) => f.length > 0);
        source = 'git';
    }
    catch {
        candidates = undefined;
    }
    const files = [];
    const walkedDirs = [];
    const links = [];
    if (candidates) {
        for (const f of candidates) {
            if (f.split('/').some((s) => ALWAYS_SKIPPED.has(s)))
                continue;
            const ok = await admit(root, f, findings, links);
            if (ok)
                files.push(f);
        }
    }
    else {
        (0,arrays/* pushAll */.iI)(files, await (0,walk/* walkSorted */.d)(root, {
            skipNames: ALWAYS_SKIPPED,
            keep: (r) => admit(root, r, findings, links),
            enter: (r) => (walkedDirs.push(r), true)
        }));
    }
    return { tree: new RepoTree(root, files, walkedDirs, links), findings, source };
}
function posixRel(from, to) {
    const rel = to.startsWith(from) ? to.slice(from.length).replace(/^[\\/]/, '') : to;
    return rel === '' ? '.' : rel.split(/[\\/]/).join('/');
}
async function admit(root, rel, findings, links = []) {
    const abs = (0,external_node_path_.join)(root, ...rel.split('/'));
    let st;
    try {
        st = await (0,promises_.lstat)(abs);
    }
    catch {
        return false; // listed by git but deleted in the work tree
    }
    if (st.isFile())
        return true;
    if (st.isSymbolicLink()) {
        try {
            const target = await (0,promises_.realpath)(abs);
            if (!(0,paths/* isInside */.FK)(root, target)) {
                findings.push((0,finding/* finding */.g)(general.BG.BG006, `"${rel}" is a symlink to a target outside the repository; it was not followed.`, {
                    file: rel
                }));
                links.push(rel);
                return false;
            }
            const t = await (0,promises_.lstat)(target);
            if (!t.isFile())
                links.push(rel);
            return t.isFile();
        }
        catch {
            links.push(rel); // dangling
            return false;
        }
    }
    return false;
}

// EXTERNAL MODULE: ./src/report/build.ts
var build = __webpack_require__(5066);
// EXTERNAL MODULE: ./src/report/escape/text.ts
var escape_text = __webpack_require__(2301);
;// CONCATENATED MODULE: ./src/report/escape/workflow.ts

/**
 * The action log's rule (GitHub workflow commands). The runner reads every line of the step's stdout and stderr;
 * a line whose first non-blank characters are `::` is a command (`::error …::`, `::stop-commands::TOKEN`, …),
 * and so is any line holding the legacy `##[command]` form. benchgate's own commands go through `@actions/core`
 * (`core.error`, `core.warning`, `core.notice`, `core.setFailed`, `core.startGroup`, `core.debug`), which escapes
 * `%`, CR and LF in the message and also `:` and `,` in properties; this file prepares what is handed to it:
 *
 * - `logLine(s)` for `core.info`: one line, every control character shown escaped (a newline reads `\n`, so no
 *   text can start a second line), and a `::` at the start or a `##[` anywhere broken by a zero-width joiner
 *   (U+200D), so the runner never reads the line as a command.
 * - `commandMessage(s)` for an annotation's or a failure's message: newlines kept (the runner shows them, and
 *   `@actions/core` sends them as `%0A`), every other control character shown escaped, `##[` broken.
 * - `commandProperty(s)` for a property (title, file): one line, control characters shown escaped, `##[` broken.
 */
const JOINER = '\u200d';
function neutralise(line) {
    return breakLegacy(line.replace(/^(\s*):/, `$1:${JOINER}`));
}
/** A plain log line (`core.info`): one line, controls shown, never a command. */
function logLine(s) {
    return neutralise((0,escape_text/* escapeControls */.UN)(s));
}
/** A command's message: newlines kept, other controls shown. `@actions/core` escapes `%`, CR and LF. */
function commandMessage(s) {
    return breakLegacy(escapeControls(s, { newline: true }));
}
/** A command's property value: one line, controls shown. `@actions/core` escapes `%`, CR, LF, `:` and `,`. */
function commandProperty(s) {
    return breakLegacy(escapeControls(s));
}
/** The runner looks for the legacy `##[command]` form anywhere in a line that is not a `::` command. */
function breakLegacy(s) {
    return s.replace(/##\[/g, `#${JOINER}#[`);
}

// EXTERNAL MODULE: ./src/suites/index.ts
var suites = __webpack_require__(2181);
;// CONCATENATED MODULE: ./src/core/own-output.ts

/**
 * benchgate's own JSON report (`report-json`, a shard report, a baseline file: all `schemas/report.schema.json`)
 * starts with these two keys in this order (`JSON.stringify` of the report model). A file whose first bytes say so
 * is benchgate's output, not a benchmark artifact: no suite claims it (a report lying in the tree used to fail as
 * a pcs bundle, PCS007, which broke the `baseline: <path>` recipe).
 */
const REPORT_HEAD = /^\uFEFF?\s*\{\s*"schema"\s*:\s*"benchgate\.report\/[0-9]+"\s*,\s*"tool"\s*:\s*\{\s*"name"\s*:\s*"benchgate"\s*[,}]/;
const HEAD_BYTES = 256;
async function head(abs) {
    const fh = await (0,promises_.open)(abs, 'r');
    try {
        const buf = Buffer.alloc(HEAD_BYTES);
        const { bytesRead } = await fh.read(buf, 0, HEAD_BYTES, 0);
        return buf.subarray(0, bytesRead).toString('utf8');
    }
    finally {
        await fh.close();
    }
}
/**
 * The `.json` files of the tree that are benchgate reports (by their first bytes; an unreadable file is left to
 * the suites, which report it). Checked files are untrusted, so this only ever removes a file from discovery and
 * says so (BG027): a tree that dresses an artifact up as a report gains nothing it could not get by deleting it.
 */
async function findOwnReports(tree) {
    const out = [];
    for (const f of tree.files) {
        if (!f.toLowerCase().endsWith('.json'))
            continue;
        try {
            if (REPORT_HEAD.test(await head(tree.abs(f))))
                out.push(f);
        }
        catch {
            /* unreadable: the suites report it */
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/core/verdict.ts
var verdict = __webpack_require__(9478);
// EXTERNAL MODULE: ./src/baseline/no-regression.ts
var no_regression = __webpack_require__(116);
// EXTERNAL MODULE: ./src/core/bytes.ts
var bytes = __webpack_require__(9596);
;// CONCATENATED MODULE: ./src/run.ts


















/** Thrown for problems that make the run impossible (the folder does not exist): exit code 2. */
class RunError extends Error {
    constructor(message) {
        super(message);
        this.name = 'RunError';
    }
}
/** BG001, shared by runCheck and `benchgate merge` so a merged report says exactly what an unsharded run says. */
function noArtifactsFinding(path, suites, failOnEmpty = true) {
    const why = `nothing was checked: no benchmark artifacts found under ${path} (suites: ${suites.join(', ') || 'none'})`;
    return failOnEmpty
        ? (0,finding/* finding */.g)(general.BG.BG001, `${why}; the run fails because fail-on-empty is on (set the input fail-on-empty: false, or --no-fail-on-empty, when an empty run is expected)`, {}, 'error')
        : (0,finding/* finding */.g)(general.BG.BG001, `${why} (fail-on-empty is off)`, {}, 'warning');
}
/**
 * The emptiness findings of a whole run (unsharded, or the union of every shard in `benchgate merge`): BG001
 * when no suite checked any artifact, and BG001 per suite whose artifacts were found but where nothing ran
 * (`Suite.nothingChecked`, e.g. every Qsolve case skipped). Errors when `failOnEmpty`, warnings otherwise.
 * Pure: `suiteList` holds (at least) the loaded suites of the results that have artifacts (`suitesWithArtifacts`).
 */
function emptinessFindings(results, path, suiteIds, failOnEmpty, suiteList) {
    if (results.every((r) => r.artifacts.length === 0))
        return [noArtifactsFinding(path, suiteIds, failOnEmpty)];
    const out = [];
    for (const r of results) {
        const why = r.artifacts.length ? suiteList.find((s) => s.id === r.suite)?.nothingChecked?.(r.artifacts) : undefined;
        if (!why)
            continue;
        const msg = `nothing was checked by suite ${r.suite}: ${why}`;
        out.push(failOnEmpty
            ? (0,finding/* finding */.g)(general.BG.BG001, `${msg}; the run fails because fail-on-empty is on`, {}, 'error')
            : (0,finding/* finding */.g)(general.BG.BG001, `${msg} (fail-on-empty is off)`, {}, 'warning'));
    }
    return out;
}
/** The ids of the results that hold artifacts: the suites `emptinessFindings` must have loaded. */
function suitesWithArtifacts(results) {
    return results.filter((r) => r.artifacts.length > 0).map((r) => r.suite);
}
/** The one pipeline behind `benchgate check` and the action: discover → check → report. */
async function runCheck(opts) {
    const started = opts.now ? opts.now() : new Date();
    const t0 = performance.now();
    const log = opts.log ?? (() => { });
    // Suite ids only: no suite code is loaded before the selection below.
    const known = opts.suiteList ? opts.suiteList.map((s) => s.id) : suites/* SUITE_IDS */.O;
    let root;
    try {
        root = await (0,promises_.realpath)(opts.path);
        if (!(await (0,promises_.stat)(root)).isDirectory())
            throw new Error('not a directory');
    }
    catch {
        throw new RunError(`the path "${opts.path}" is not a directory`);
    }
    const runFindings = [];
    // Configuration.
    let config = EMPTY_CONFIG;
    let positions = {};
    const cfgPath = (0,external_node_path_.join)(root, CONFIG_FILE);
    try {
        const st = await (0,promises_.stat)(cfgPath);
        if (st.size > MAX_CONFIG_BYTES)
            runFindings.push((0,finding/* finding */.g)(general.BG.BG002, `${CONFIG_FILE} is ${(0,bytes/* overLimit */.W)(st.size, MAX_CONFIG_BYTES)}`, {
                file: CONFIG_FILE
            }));
        else {
            const parsed = parseConfig(await (0,promises_.readFile)(cfgPath, 'utf8'), [...known]);
            config = parsed.config;
            positions = parsed.positions;
            (0,arrays/* pushAll */.iI)(runFindings, parsed.findings);
        }
    }
    catch (e) {
        if (e.code !== 'ENOENT')
            runFindings.push((0,finding/* finding */.g)(general.BG.BG002, `cannot read ${CONFIG_FILE}: ${e.message}`, { file: CONFIG_FILE }));
    }
    // The checked tree may only tighten the job's settings (CONFIG_TRUST; a loosening value is ignored with BG014).
    const at = (key) => positions[key] ?? positions[key.replace(/\.[^.]*$/, '')] ?? {};
    const top = (0,trust/* resolveTreeOptions */.b4)({
        ...(config.failOn !== undefined ? { 'fail-on': config.failOn } : {}),
        ...(config.failOnEmpty !== undefined ? { 'fail-on-empty': config.failOnEmpty } : {}),
        ...(config.noRegression !== undefined ? { 'no-regression': config.noRegression } : {})
    }, {
        ...(opts.failOn !== undefined ? { 'fail-on': opts.failOn } : {}),
        ...(opts.failOnEmpty !== undefined ? { 'fail-on-empty': opts.failOnEmpty } : {}),
        ...(opts.noRegression !== undefined ? { 'no-regression': opts.noRegression } : {})
    }, CONFIG_TRUST, { file: CONFIG_FILE, prefix: '', at, jobHint: (k) => CONFIG_JOB_HINT[k] ?? 'the action input or CLI flag' });
    (0,arrays/* pushAll */.iI)(runFindings, top.findings);
    const failOn = top.options['fail-on'] ?? 'error';
    const failOnEmpty = top.options['fail-on-empty'] ?? true;
    const noRegression = top.options['no-regression'];
    const sanitized = (0,options/* sanitizeSuiteOptions */.MN)(opts.suiteOptions ?? {}, [...known]);
    (0,arrays/* pushAll */.iI)(runFindings, sanitized.findings);
    const suiteOptions = sanitized.options;
    // Suite selection, by id; then only the selected suites are loaded.
    let selectedIds;
    if (opts.suites === 'auto')
        selectedIds = known.filter((id) => config.suites[id]?.enabled !== false);
    else {
        selectedIds = [];
        for (const id of opts.suites) {
            if (known.includes(id))
                selectedIds.push(id);
            else
                runFindings.push((0,finding/* finding */.g)(general.BG.BG004, `unknown suite "${id}"; known suites: ${known.join(', ')}`));
        }
    }
    const selected = opts.suiteList
        ? selectedIds.map((id) => opts.suiteList.find((s) => s.id === id))
        : await (0,suites/* loadSuites */._)(selectedIds);
    // Each suite's options: the tree's applied over the job's only where they tighten (the suite's own declarations).
    const resolvedOptions = new Map();
    for (const suite of selected) {
        const prefix = `suites.${suite.id}.options`;
        const loc = {
            file: CONFIG_FILE,
            prefix,
            at: (k) => at(`${prefix}.${k}`),
            jobHint: (k) => `the action input \`options\` (${suite.id}: {${k}: …}) or the CLI flag \`--option ${suite.id}.${k}=…\``
        };
        const r = (0,trust/* resolveTreeOptions */.b4)(config.suites[suite.id]?.options ?? {}, suiteOptions[suite.id] ?? {}, suite.optionTrust?.table ?? {}, loc, suite.optionTrust?.canonical);
        if (!suite.optionTrust)
            for (const k of Object.keys(r.fromTree)) {
                // No declarations: nothing from the tree is trusted.
                delete r.options[k];
                r.findings.push((0,finding/* finding */.g)(general.BG.BG014, `${CONFIG_FILE}: \`${prefix}.${k}\` is ignored: suite ${suite.id} declares no option the checked tree may set; the job must set it (${loc.jobHint(k)})`, { file: CONFIG_FILE, ...loc.at(k) }));
            }
        (0,arrays/* pushAll */.iI)(runFindings, r.findings);
        resolvedOptions.set(suite.id, suite.optionTrust ? r : { ...r, fromTree: {} });
    }
    const walk = await walkTree(root);
    (0,arrays/* pushAll */.iI)(runFindings, walk.findings);
    const globalExclude = config.exclude.map(core_glob/* globToRegExp */.tL);
    // benchgate's own reports lying in the tree (a baseline file, an earlier run's report-json) are not artifacts.
    const own = new Set(await findOwnReports(walk.tree));
    for (const f of own)
        runFindings.push((0,finding/* finding */.g)(general.BG.BG027, `${f} is a benchgate report (schema benchgate.report), not a benchmark artifact: not checked`, {
            file: f
        }));
    const baseTree = walk.tree.filter((f) => !own.has(f) && !(0,core_glob/* matchesAny */._I)(f, globalExclude));
    // Every shard discovers everything, but only shard 1 reports run-level and discovery findings, so a merge
    // of all shards holds each of them exactly once.
    const leadShard = !opts.shard || opts.shard.index === 1;
    if (!leadShard)
        runFindings.length = 0;
    const results = [];
    // The partition's identity: every (suite, path) discovered, before the shard filter, and this shard's slice.
    const planned = [];
    const slice = [];
    let stopped = false;
    let notChecked = 0;
    for (const suite of selected) {
        const sc = config.suites[suite.id];
        const include = (sc?.include ?? []).map(core_glob/* globToRegExp */.tL);
        const exclude = (sc?.exclude ?? []).map(core_glob/* globToRegExp */.tL);
        const tree = baseTree.filter((f) => (include.length === 0 || (0,core_glob/* matchesAny */._I)(f, include)) && !(0,core_glob/* matchesAny */._I)(f, exclude));
        const resolved = resolvedOptions.get(suite.id);
        const ctx = {
            root,
            options: resolved.options,
            configOptions: resolved.fromTree,
            log,
            ...(opts.progress ? { progress: opts.progress } : {}),
            ...(opts.cache ? { cache: opts.cache } : {})
        };
        const result = { suite: suite.id, title: suite.title, artifacts: [], findings: [] };
        let artifacts = [];
        try {
            const d = await suite.discover(tree, ctx);
            artifacts = d.artifacts;
            if (d.skipped?.length && leadShard)
                result.skipped = d.skipped;
            if (d.findings && leadShard)
                (0,arrays/* pushAll */.iI)(result.findings, d.findings);
        }
        catch (e) {
            if (leadShard)
                result.findings.push((0,finding/* finding */.g)(general.BG.BG005, `suite ${suite.id} failed while discovering artifacts: ${e.message}`));
        }
        for (const a of artifacts)
            planned.push({ suite: suite.id, path: a.path });
        if (opts.shard)
            artifacts = artifacts.filter((a) => (0,partition/* shardOf */.IS)(suite.id, a.path, opts.shard.count) === opts.shard.index);
        for (const a of artifacts)
            slice.push({ suite: suite.id, path: a.path });
        if (opts.planOnly)
            artifacts = [];
        if (opts.select)
            artifacts = artifacts.filter((a) => opts.select(suite.id, a.path));
        for (const a of artifacts) {
            if (stopped) {
                notChecked++;
                continue;
            }
            log(`${suite.id}: ${a.path}`);
            const checked = await checkOne(suite, a, ctx);
            result.artifacts.push(checked);
            if (opts.exitFirst && (0,verdict/* artifactFails */.QB)(checked, failOn))
                stopped = true;
        }
        results.push(result);
    }
    if (stopped)
        runFindings.push((0,finding/* finding */.g)(general.BG.BG028, `stopped after the first failing artifact (-x/--exitfirst): ${notChecked} more artifact(s) of the selected suites were not checked`));
    // Emptiness is decided on the whole work: an empty shard is fine (`benchgate merge` decides on the union).
    if (!opts.shard && !opts.planOnly)
        (0,arrays/* pushAll */.iI)(runFindings, emptinessFindings(results, opts.path, selected.map((s) => s.id), failOnEmpty, selected));
    const report = (0,build/* buildReport */.FK)(results, runFindings, {
        root: opts.path,
        failOn,
        failOnEmpty,
        suites: selected.map((s) => s.id),
        configInput: { config, suiteOptions, failOnEmpty },
        startedAt: started.toISOString(),
        durationMs: Math.round(performance.now() - t0),
        plan: { artifacts: planned.length, hash: (0,partition/* planDigest */.Gb)(planned), ...(opts.run ?? {}) },
        ...(opts.shard
            ? {
                shard: {
                    index: opts.shard.index,
                    count: opts.shard.count,
                    slice: { artifacts: slice.length, hash: (0,partition/* planDigest */.Gb)(slice) }
                }
            }
            : {})
    });
    if (opts.shard || opts.planOnly || (!opts.baseline && !noRegression?.enabled))
        return report;
    return (0,no_regression/* applyBaseline */.Qp)(report, await opts.baseline?.({ version: report.tool.version, configHash: report.config.configHash }), noRegression);
}
/**
 * Runs one suite check; an internal crash becomes a BG005 finding (a stack overflow BG021) and an undecided gate,
 * never a pass.
 */
async function checkOne(suite, artifact, ctx) {
    const t = performance.now();
    try {
        const r = await suite.check(artifact, ctx);
        return { ...r, durationMs: Math.round(performance.now() - t) };
    }
    catch (e) {
        const err = e;
        if (process.env['BENCHGATE_DEBUG'])
            for (const l of String(err.stack).split('\n'))
                console.error(logLine(l));
        // A stack overflow is the input's doing (nesting a check recursed into), not a crash of benchgate: BG021.
        const stack = err instanceof RangeError && /call stack/i.test(err.message);
        return {
            artifact,
            gates: [
                {
                    id: 'internal',
                    title: 'benchgate could not check this artifact',
                    status: 'undecided',
                    detail: stack
                        ? 'out of stack: the artifact is nested too deeply for a check'
                        : `internal error: ${err.message}`
                }
            ],
            findings: [
                stack
                    ? (0,finding/* finding */.g)(general.BG.BG021, 'checking this artifact exhausted the call stack (a structure nested too deeply for one of the checks); its gates are undecided. Flatten the nesting', { file: artifact.path })
                    : (0,finding/* finding */.g)(general.BG.BG005, `benchgate crashed on this artifact: ${err.message}`, { file: artifact.path })
            ],
            durationMs: Math.round(performance.now() - t)
        };
    }
}


/***/ }),

/***/ 2181:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ SUITE_IDS),
/* harmony export */   _: () => (/* binding */ loadSuites)
/* harmony export */ });
/* harmony import */ var _plugins_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5007);
/**
 * The suite list, lazily. The ids come from the plug-in list (`src/suites/plugins.ts`, which loads only the families'
 * codes); a suite's code is loaded, through its plug-in's `loadSuite`, only by a run that selected it
 * (`runCheck`) or by a merge that holds its artifacts (`benchgate merge`, for `nothingChecked`). So `benchgate
 * --help`, `benchgate codes` and a run of one suite load no other suite module.
 */

/** Every suite id, in report order (no suite code loaded). */
const SUITE_IDS = _plugins_js__WEBPACK_IMPORTED_MODULE_0__/* .PLUGINS */ .R.map((p) => p.id);
/**
 * The suites with these ids, in the order given, each loaded through its plug-in (one after the other: concurrent
 * dynamic imports of shared modules trip jest's ESM loader). Ids without a plug-in are left out: the caller reports them.
 */
async function loadSuites(ids = SUITE_IDS) {
    const out = [];
    for (const id of ids) {
        const p = _plugins_js__WEBPACK_IMPORTED_MODULE_0__/* .PLUGINS */ .R.find((x) => x.id === id);
        if (p)
            out.push(await p.loadSuite());
    }
    return out;
}


/***/ })

};
