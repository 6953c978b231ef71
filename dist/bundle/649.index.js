export const id = 649;
export const ids = [649];
export const modules = {

/***/ 72143:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fE: () => (/* binding */ htmlAttr),
/* harmony export */   js: () => (/* binding */ htmlText),
/* harmony export */   v7: () => (/* binding */ safeHref),
/* harmony export */   vN: () => (/* binding */ jsonForScript)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62301);

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
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(String(v), { newline: true, tab: true }).replace(/[&<>"']/g, (c) => ENTITY[c]);
}
/** Attribute value, always written inside double quotes. */
function htmlAttr(v) {
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(String(v), { newline: true, tab: true }).replace(/[&<>"'\n\t]/g, (c) => ENTITY[c]);
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


/***/ }),

/***/ 57356:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ HISTORY_DRAW)
/* harmony export */ });
/**
 * The browser side of the history charts, shared by the HTML report (`html-client.ts`) and the `history render`
 * dashboard (`history-site.ts`): a script fragment placed inside their own function scope, which must define
 * `doc` (the document) and `css(name, fallback)` (a CSS custom property of the root). It reads the charts from the
 * `<script type="application/json" id="bg-history">` block (never from markup) and draws each with Chart.js:
 * - the comparable runs as one line (a gap — a run without a comparable value — is bridged by a dashed segment);
 * - runs of another configuration or benchgate version as separate crossed points, never joined to the line;
 * - the current run as a large diamond (in the alert colour when it raised an alert);
 * - each threshold's worst allowed value as a dashed horizontal line.
 * No eval, no inline handlers, no network.
 */
const HISTORY_DRAW = String.raw `
  function historyDatasets(h) {
    var n = h.values.length;
    var line = css('--c1', '#4e79a7');
    var muted = css('--muted', '#59636e');
    var hi = h.alert ? css('--bad', '#cf222e') : css('--c2', '#f28e2b');
    var pick = function (keep) { return h.values.map(function (v, i) { return keep(i) ? v : null; }); };
    var out = [{
      type: 'line',
      label: h.label,
      data: pick(function (i) { return !h.apart[i]; }),
      borderColor: line,
      backgroundColor: line,
      borderWidth: 2,
      pointRadius: 3,
      spanGaps: true,
      segment: { borderDash: function (c) { return c.p0.skip || c.p1.skip ? [3, 3] : undefined; } },
      order: 2
    }];
    if (h.apart.some(function (a, i) { return a && h.values[i] !== null; }))
      out.push({
        type: 'line',
        label: 'other configuration or version (not judged)',
        data: pick(function (i) { return h.apart[i]; }),
        showLine: false,
        pointStyle: 'crossRot',
        pointRadius: 6,
        pointBorderWidth: 2,
        borderColor: muted,
        backgroundColor: muted,
        order: 3
      });
    if (h.current >= 0 && h.values[h.current] !== null)
      out.push({
        type: 'line',
        label: h.currentLabel,
        data: pick(function (i) { return i === h.current; }),
        showLine: false,
        pointStyle: 'rectRot',
        pointRadius: 8,
        pointBorderWidth: 2,
        borderColor: hi,
        backgroundColor: hi,
        order: 0
      });
    h.limits.forEach(function (t, k) {
      out.push({
        type: 'line',
        label: t.label,
        data: h.values.map(function () { return t.value; }),
        pointStyle: 'line',
        pointRadius: n === 1 ? 80 : 0,
        pointBorderWidth: 2,
        borderColor: k % 2 ? css('--warn', '#9a6700') : css('--bad', '#cf222e'),
        backgroundColor: 'transparent',
        borderDash: [6, 4],
        borderWidth: 2,
        fill: false,
        order: 1
      });
    });
    return out;
  }

  function drawHistory(spec) {
    var canvas = doc.getElementById(spec.id);
    if (!canvas || typeof Chart === 'undefined') return;
    var old = Chart.getChart(canvas);
    if (old) old.destroy();
    var h = spec.history;
    var fg = css('--fg', '#222');
    var grid = css('--grid', 'rgba(0,0,0,0.1)');
    new Chart(canvas, {
      type: 'line',
      data: { labels: h.labels.slice(), datasets: historyDatasets(h) },
      options: {
        animation: false,
        layout: { autoPadding: h.values.length !== 1 },
        responsive: true,
        maintainAspectRatio: false,
        interaction: { mode: 'nearest', intersect: false },
        scales: {
          x: { type: 'category', title: { display: true, text: 'commit', color: fg }, ticks: { color: fg }, grid: { color: grid } },
          y: { title: { display: true, text: h.y, color: fg }, ticks: { color: fg }, grid: { color: grid } }
        },
        plugins: {
          legend: { labels: { color: fg } },
          tooltip: { callbacks: { title: function (items) { var i = items.length ? items[0].dataIndex : 0; return h.labels[i] + (h.times[i] ? ' · ' + h.times[i] : ''); } } }
        }
      }
    });
  }

  function drawHistoryAll() {
    var block = doc.getElementById('bg-history');
    var specs = block ? JSON.parse(block.textContent || '[]') : [];
    specs.forEach(function (spec) {
      try { drawHistory(spec); } catch (e) {
        var canvas = doc.getElementById(spec.id);
        if (canvas && canvas.parentNode) canvas.parentNode.setAttribute('data-chart-error', String(e && e.message || e));
      }
    });
  }
`;


/***/ }),

/***/ 30322:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ renderHistoryHtml),
/* harmony export */   p: () => (/* binding */ historyFigure)
/* harmony export */ });
/* harmony import */ var _escape_html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72143);
/* harmony import */ var _history_chart_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(179);


const STATUS_CLASS = { alert: 's-fail', ok: 's-pass', insufficient: 'muted', 'no-direction': 'muted' };
function statusBadge(s) {
    const cls = STATUS_CLASS[s.status] ?? 'muted';
    return `<span class="${cls}">${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .STATUS_WORD */ .I1[s.status] ?? String(s.status))}</span>`;
}
/** The data table under a chart: every point, the current one and those apart marked. */
function pointTable(s, current) {
    const rows = (0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsOf */ .XE)(s)
        .map((p) => {
        const v = (0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .valueOf */ .RP)(p);
        const note = p.current ? current : p.apart ? 'other configuration or version (not judged)' : '';
        return `<tr${p.current ? ' class="current"' : ''}><td><code>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)((0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .shortCommit */ .Ax)(p.commit))}</code></td><td>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(p.time ?? '')}</td>${v === null ? '<td class="muted">—</td>' : `<td>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)((0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtValue */ .PB)(v, s.unit))}</td>`}<td>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(note)}</td></tr>`;
    })
        .join('');
    return `<table><thead><tr><th scope="col">Commit</th><th scope="col">Time</th><th scope="col">Value</th><th scope="col">Note</th></tr></thead><tbody>${rows}</tbody></table>`;
}
/**
 * One chart: caption (label, status), canvas, the judgement sentence, the data table. The dashboard (no judgement)
 * passes its own sentence and legend, and no status badge.
 */
function historyFigure(s, id, specs, o = {}) {
    const data = { ...(0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .chartData */ .LE)(s), ...(o.currentLabel ? { currentLabel: o.currentLabel } : {}) };
    specs.push({ id, history: data });
    const limits = data.limits.length
        ? `<p class="muted">Lines: ${data.limits.map((l) => (0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(`${l.label} = ${(0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtValue */ .PB)(s.unit === 'ratio' ? l.value / 100 : l.value, s.unit)}`)).join('; ')}.</p>`
        : '';
    return `<figure class="history-chart" id="${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlAttr */ .fE)(id)}-f" data-history="${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlAttr */ .fE)(id)}" data-status="${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlAttr */ .fE)(s.status)}" data-points="${data.values.length}"><figcaption>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(data.label)} <span class="muted">(${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(s.metric)})</span>${o.badge === false ? '' : ` ${statusBadge(s)}`}</figcaption><div class="chart-box"><canvas id="${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlAttr */ .fE)(id)}" role="img" aria-label="${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlAttr */ .fE)(`History of ${data.label} over ${data.values.length} run(s). The same data is in the table below.`)}"></canvas></div><p>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(o.sentence ?? (0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .judgementText */ .F1)(s))}</p><details><summary>Data table</summary>${pointTable(s, o.currentLabel ?? 'this run')}${limits}</details></figure>`;
}
/** The alerts, each with the window it was judged against (links to the charts that are drawn). */
function alertTable(alerts, ids) {
    if (!alerts.length)
        return '';
    const rows = alerts
        .map((s) => {
        const id = ids.get(s);
        const cur = (0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsOf */ .XE)(s).find((p) => p.current);
        const label = (0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(s.label || s.metric);
        return `<tr><td><code>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(s.path)}</code> <span class="muted">(${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(s.suite)})</span></td><td>${id ? `<a href="#${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlAttr */ .fE)(id)}-f">${label}</a>` : label}</td><td>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)((0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtValue */ .PB)(cur ? (0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .valueOf */ .RP)(cur) : null, s.unit))}</td><td>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(`${(0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .windowText */ .Kn)(s)}: ${(0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .testsText */ .r$)(s)}`)}</td></tr>`;
    })
        .join('');
    return `<h3 class="s-fail">Alerts (${alerts.length})</h3><table id="history-alerts"><thead><tr><th scope="col">Artifact</th><th scope="col">Metric</th><th scope="col">This run</th><th scope="col">Judged against</th></tr></thead><tbody>${rows}</tbody></table>`;
}
/** The series left out by the cap: one row each with the last values. */
function leftOutTable(left) {
    if (!left.length)
        return '';
    const max = 1000;
    const rows = left
        .slice(0, max)
        .map((s) => {
        const last = (0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsOf */ .XE)(s)
            .slice(-5)
            .map((p) => (0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtValue */ .PB)((0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .valueOf */ .RP)(p), s.unit))
            .join(' · ');
        return `<tr><td><code>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(s.path)}</code></td><td>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(s.label || s.metric)} <span class="muted">(${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(s.metric)})</span></td><td>${statusBadge(s)}</td><td>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(last)}</td></tr>`;
    })
        .join('');
    return `<details id="history-left-out"><summary>${left.length} more series not drawn (at most ${_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .HISTORY_CHART_CAP */ .Vt} charts, alerts first)</summary><table><thead><tr><th scope="col">Artifact</th><th scope="col">Metric</th><th scope="col">Status</th><th scope="col">Last values</th></tr></thead><tbody>${rows}</tbody></table>${left.length > max ? `<p class="muted">… and ${left.length - max} more in the JSON report.</p>` : ''}</details>`;
}
/** The line for a history with no stored run yet (escaped). */
function firstRun(h) {
    return `No stored runs yet in ${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(h.source)}: this run is the first, so nothing was judged; its metrics are drawn from the next run on.`;
}
/** The History section; chart data is pushed onto `specs` (the caller writes the `bg-history` block). */
function renderHistoryHtml(h, specs, cap = _history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .HISTORY_CHART_CAP */ .Vt) {
    if (!h.entries) {
        // The first run: nothing to draw against yet (every series is this run alone).
        return `<section id="history" aria-labelledby="history-h"><h2 id="history-h">History</h2><p id="history-intro">${firstRun(h)}</p></section>`;
    }
    const series = Array.isArray(h.series) ? h.series : [];
    const groups = (0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .groupSeries */ .$H)(series);
    const { drawn, left } = (0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .chartsUnderCap */ .Kv)(groups, cap);
    const ids = new Map();
    let n = 0;
    for (const a of groups)
        for (const g of a.groups)
            for (const s of g.series)
                if (drawn.has(s))
                    ids.set(s, `h${n++}`);
    const alerts = groups.flatMap((a) => a.groups.flatMap((g) => g.series.filter(_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .isAlert */ .Hx)));
    const intro = `<p id="history-intro">Judged against ${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(h.source)}: ${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(h.entries)} stored run(s)${h.apart ? `, ${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(h.apart)} of another configuration or benchgate version (drawn apart, never judged against)` : ''}; window: the last ${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(h.window)} comparable run(s); ${series.length} metric series, <strong>${alerts.length} alert(s)</strong>.</p>`;
    const artifacts = groups
        .map((a) => {
        const body = a.groups
            .map((g) => {
            const figs = g.series
                .filter((s) => drawn.has(s))
                .map((s) => historyFigure(s, ids.get(s), specs))
                .join('');
            if (!figs)
                return '';
            return `<div class="history-group" data-group="${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlAttr */ .fE)(g.prefix)}">${g.prefix ? `<h4><code>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(g.prefix)}</code></h4>` : ''}${figs}</div>`;
        })
            .join('');
        if (!body)
            return '';
        return `<section class="artifact history-artifact"><h3><code>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(a.path)}</code> <span class="muted">(${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(a.suite)})</span>${a.alerts ? ` <span class="s-fail">${a.alerts} alert(s)</span>` : ''}</h3>${body}</section>`;
    })
        .join('');
    const empty = series.length ? '' : '<p>No metric series: the stored runs and this run share no metric.</p>';
    return `<section id="history" aria-labelledby="history-h"><h2 id="history-h">History</h2>${intro}${alertTable(alerts, ids)}${empty}${artifacts}${leftOutTable(left)}</section>`;
}


/***/ }),

/***/ 20964:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ loadChartJs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



/**
 * Chart.js 4 (MIT), inlined into every HTML report. `scripts/build.mjs` copies `node_modules/chart.js/dist/
 * chart.umd.min.js` (and its licence) into `dist/assets/vendor/chart.js/`, so `dist/` works from a fresh clone
 * without node_modules; from sources (tests) the file is read from node_modules.
 */
const CHART_JS_FILE = 'chart.umd.min.js';
function chartJsPath() {
    const here = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    const candidates = [
        (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(here, 'assets', 'vendor', 'chart.js', CHART_JS_FILE),
        (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(here, '..', 'assets', 'vendor', 'chart.js', CHART_JS_FILE)
    ];
    let d = here;
    for (let i = 0; i < 6; i++) {
        candidates.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(d, 'node_modules', 'chart.js', 'dist', CHART_JS_FILE));
        d = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(d);
    }
    return candidates.find((p) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(p));
}
let cached;
/** The library's source, checked to be safe inside an inline `<script>` (no `</script`, no `<!--`). */
function loadChartJs() {
    if (cached !== undefined)
        return cached;
    const p = chartJsPath();
    if (!p)
        throw new Error('Chart.js is missing (dist/assets/vendor/chart.js or node_modules/chart.js): run npm ci && npm run build');
    const src = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(p, 'utf8');
    if (/<\/script|<!--/i.test(src))
        throw new Error(`${p} contains </script or <!--: it cannot be inlined`);
    cached = src;
    return src;
}


/***/ }),

/***/ 5718:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Kn: () => (/* binding */ documentHead),
  K2: () => (/* binding */ renderHtml)
});

// UNUSED EXPORTS: STYLE, contentSecurityPolicy, cspHash

// EXTERNAL MODULE: ./src/report/delta-render.ts
var delta_render = __webpack_require__(45173);
// EXTERNAL MODULE: ./src/report/escape/html.ts
var html = __webpack_require__(72143);
;// CONCATENATED MODULE: ./src/report/delta-html.ts


const MAX_ROWS = 200;
function gateList(title, xs, cls) {
    if (!xs.length)
        return '';
    const items = xs
        .slice(0, MAX_ROWS)
        .map((c) => `<li><code>${(0,html/* htmlText */.js)(c.path || c.suite)}</code> · ${(0,html/* htmlText */.js)(c.title || c.gate)}: ${(0,html/* htmlText */.js)(c.from ?? 'absent')} → <strong>${(0,html/* htmlText */.js)(c.to ?? 'absent')}</strong>${c.detail ? ` <span class="muted">(${(0,html/* htmlText */.js)(c.detail)})</span>` : ''}</li>`)
        .join('');
    return `<h3 class="${cls}">${(0,html/* htmlText */.js)(title)} (${xs.length})</h3><ul>${items}</ul>${xs.length > MAX_ROWS ? `<p class="muted">… and ${xs.length - MAX_ROWS} more in the JSON report.</p>` : ''}`;
}
/**
 * The "What changed" block of the HTML report, from `Report.delta` (set when a baseline was compared): new failures,
 * fixed gates, newly undecided or skipped gates, metric changes with their direction, unchanged items collapsed.
 * Everything from the reports is escaped; the markup is the report's own.
 */
function renderDeltaHtml(d) {
    const b = d.baseline;
    const parts = [
        `<h2>What changed</h2><p>Against the baseline from ${(0,html/* htmlText */.js)(b.source)}${b.ref ? ` <code>${(0,html/* htmlText */.js)(b.ref)}</code>` : ''} (benchgate ${(0,html/* htmlText */.js)(b.version)}${b.startedAt ? `, ${(0,html/* htmlText */.js)(b.startedAt)}` : ''}): verdict ${(0,html/* htmlText */.js)(d.verdict.base)} → <strong>${(0,html/* htmlText */.js)(d.verdict.head)}</strong>. ${(0,html/* htmlText */.js)((0,delta_render/* deltaHeadline */.Bc)(d))}.</p>`,
        gateList('New failures', d.newFailures, 'fail'),
        gateList('Fixed', d.fixed, 'pass'),
        gateList('Newly undecided', d.newlyUndecided, 'undecided'),
        gateList('Newly skipped', d.newlySkipped, 'skipped')
    ];
    const changed = d.metrics.filter((m) => m.direction !== 'unchanged');
    const metricRow = (m) => `<tr class="${(0,html/* htmlText */.js)(m.direction)}"><td><code>${(0,html/* htmlText */.js)(m.path || m.suite)}</code></td><td>${(0,html/* htmlText */.js)(m.label)}</td><td>${(0,html/* htmlText */.js)((0,delta_render/* fmtMetric */.IZ)(m.base, m.unit))}</td><td>${(0,html/* htmlText */.js)((0,delta_render/* fmtMetric */.IZ)(m.head, m.unit))}</td><td>${(0,html/* htmlText */.js)((0,delta_render/* fmtDelta */.OJ)(m))}</td><td>${(0,html/* htmlText */.js)(m.direction)}</td></tr>`;
    const head = '<thead><tr><th scope="col">Artifact</th><th scope="col">Metric</th><th scope="col">Base</th><th scope="col">Head</th><th scope="col">Δ</th><th scope="col">Direction</th></tr></thead>';
    if (changed.length)
        parts.push(`<h3>Metric changes (${changed.length})</h3><table>${head}<tbody>${changed.slice(0, MAX_ROWS).map(metricRow).join('')}</tbody></table>`);
    if (d.artifacts.added.length || d.artifacts.removed.length) {
        const li = [
            ...d.artifacts.added.map((a) => `<li>new: <code>${(0,html/* htmlText */.js)(a.path)}</code> (${(0,html/* htmlText */.js)(a.suite)})</li>`),
            ...d.artifacts.removed.map((a) => `<li>removed: <code>${(0,html/* htmlText */.js)(a.path)}</code> (${(0,html/* htmlText */.js)(a.suite)})</li>`)
        ];
        parts.push(`<h3>Artifacts</h3><ul>${li.slice(0, MAX_ROWS).join('')}</ul>`);
    }
    if (d.newFindings.length) {
        const li = d.newFindings
            .slice(0, MAX_ROWS)
            .map((f) => `<li><strong>${(0,html/* htmlText */.js)(f.severity)}</strong> <code>${(0,html/* htmlText */.js)(f.code)}</code> ${f.file ? `<code>${(0,html/* htmlText */.js)(f.file)}${f.line ? `:${f.line}` : ''}</code> ` : ''}${(0,html/* htmlText */.js)(f.message)}</li>`);
        parts.push(`<h3>New errors and warnings (${d.newFindings.length})</h3><ul>${li.join('')}</ul>`);
    }
    const unchanged = d.metrics.filter((m) => m.direction === 'unchanged');
    const c = d.counts;
    const summary = `Unchanged: ${c.gatesUnchanged} gate(s), ${c.metricsUnchanged} metric(s), ${c.artifactsUnchanged} artifact(s), ${c.findingsUnchanged} finding(s)`;
    parts.push(unchanged.length
        ? `<details><summary>${(0,html/* htmlText */.js)(summary)}</summary><table>${head}<tbody>${unchanged.slice(0, MAX_ROWS).map(metricRow).join('')}</tbody></table></details>`
        : `<p class="muted">${(0,html/* htmlText */.js)(summary)}.</p>`);
    return parts.filter(Boolean).join('');
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/report/chart-table.ts
var chart_table = __webpack_require__(80559);
// EXTERNAL MODULE: ./src/report/history-client.ts
var history_client = __webpack_require__(57356);
;// CONCATENATED MODULE: ./src/report/html-client.ts

/**
 * The HTML report's own script (inlined after Chart.js, allowed by its SHA-256 in the page's CSP). It reads the
 * chart data from the `<script type="application/json" id="bg-charts">` block (never from markup), draws every
 * chart with Chart.js (the History section's charts from `bg-history`, `history-client.ts`), and wires the findings
 * filters. No inline event handlers, no eval, no network.
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

${history_client/* HISTORY_DRAW */.E}
  var data = doc.getElementById('bg-charts');
  var specs = data ? JSON.parse(data.textContent || '[]') : [];
  function drawAll() {
    specs.forEach(function (spec) {
      try { draw(spec); } catch (e) {
        var fig = doc.getElementById(spec.id);
        if (fig && fig.parentNode) fig.parentNode.setAttribute('data-chart-error', String(e && e.message || e));
      }
    });
    drawHistoryAll();
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

// EXTERNAL MODULE: ./src/report/sarif.ts
var sarif = __webpack_require__(10643);
// EXTERNAL MODULE: ./src/report/prioritize.ts
var prioritize = __webpack_require__(21125);
// EXTERNAL MODULE: ./src/report/history-html.ts
var history_html = __webpack_require__(30322);
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
tr.current td{font-weight:600}
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
/**
 * The document head of every page benchgate writes (the report, the history dashboard): the CSP that lets only the
 * given inline scripts and the stylesheet run, no referrer, the title (escaped here), and the stylesheet.
 */
function documentHead(title, scripts) {
    return `<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${(0,html/* htmlAttr */.fE)(contentSecurityPolicy(scripts, [STYLE]))}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="no-referrer">
<title>${(0,html/* htmlText */.js)(title)}</title>
<style>${STYLE}</style>
</head>`;
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
    return v === null || v === undefined ? '<td class="muted">—</td>' : `<td>${(0,html/* htmlText */.js)(v)}</td>`;
}
function tableHtml(columns, rows, cls = '') {
    return `<table${cls ? ` class="${(0,html/* htmlAttr */.fE)(cls)}"` : ''}><thead><tr>${columns.map((c) => `<th scope="col">${(0,html/* htmlText */.js)(c)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((v) => cell(v)).join('')}</tr>`).join('')}</tbody></table>`;
}
function gateTable(gates) {
    if (!gates.length)
        return '';
    return `<table><thead><tr><th scope="col">Gate</th><th scope="col">Status</th><th scope="col">Detail</th></tr></thead><tbody>${gates
        .map((g) => `<tr><td>${(0,html/* htmlText */.js)(g.title)} <span class="muted">(${(0,html/* htmlText */.js)(g.id)})</span></td><td class="s-${g.status}">${STATUS_LABEL[g.status]}</td>${cell(g.detail)}</tr>`)
        .join('')}</tbody></table>`;
}
/** A chart section: the canvas (drawn by the client script) and the same data as a table (always there). */
function chartHtml(sec, id, specs) {
    specs.push({ id, chart: sec.chart });
    const t = (0,chart_table/* chartAsTable */.L)(sec);
    const points = sec.chart.x.values.length;
    return `<figure class="chart" data-chart="${(0,html/* htmlAttr */.fE)(id)}" data-series="${sec.chart.series.length}" data-points="${points}"><figcaption>${(0,html/* htmlText */.js)(sec.title)}</figcaption><div class="chart-box"><canvas id="${(0,html/* htmlAttr */.fE)(id)}" role="img" aria-label="${(0,html/* htmlAttr */.fE)(`Chart: ${sec.title}. The same data is in the table below.`)}"></canvas></div>${sec.note ? `<p class="muted">${(0,html/* htmlText */.js)(sec.note)}</p>` : ''}<details><summary>Data table</summary>${tableHtml(t.columns, t.rows)}${t.note && t.note !== sec.note ? `<p class="muted">${(0,html/* htmlText */.js)(t.note)}</p>` : ''}</details></figure>`;
}
function sectionHtml(sec, id, specs) {
    switch (sec.kind) {
        case 'table':
            return `<h4>${(0,html/* htmlText */.js)(sec.title)}</h4>${tableHtml(sec.columns, sec.rows)}${sec.note ? `<p class="muted">${(0,html/* htmlText */.js)(sec.note)}</p>` : ''}`;
        case 'text':
            return `<h4>${(0,html/* htmlText */.js)(sec.title)}</h4><p class="msg">${(0,html/* htmlText */.js)(sec.body)}</p>`;
        case 'mermaid':
            return `<details><summary>${(0,html/* htmlText */.js)(sec.title)} (Mermaid source)</summary><pre>${(0,html/* htmlText */.js)(sec.source)}</pre></details>`;
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
    return `<section class="artifact" aria-labelledby="${(0,html/* htmlAttr */.fE)(idBase)}-h"><h3 id="${(0,html/* htmlAttr */.fE)(idBase)}-h"><span class="${bad ? 's-fail' : 's-pass'}">${bad ? '✗' : '✓'}</span> ${(0,html/* htmlText */.js)(a.artifact.path)} <span class="muted">(${(0,html/* htmlText */.js)(a.artifact.kind)}, ${(0,html/* htmlText */.js)(suite)})</span></h3>${gateTable(a.gates)}${metrics}${sections}${n ? `<p class="muted">${n} finding(s): see <a href="#findings">Findings</a>.</p>` : ''}</section>`;
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
        .map((r, i) => `<tr>${r.map((v, j) => (j === 3 ? `<td class="s-${status[i]}">${(0,html/* htmlText */.js)(v ?? '')}</td>` : cell(v))).join('')}</tr>`)
        .join('');
    return `<section id="failures" aria-labelledby="failures-h">${head}<table><thead><tr><th scope="col">Suite</th><th scope="col">Artifact</th><th scope="col">Gate</th><th scope="col">Status</th><th scope="col">Detail</th></tr></thead><tbody>${body}</tbody></table>${errors ? `<p>${errors} error finding(s): see <a href="#findings">Findings</a>.</p>` : ''}</section>`;
}
function options(name, label, values) {
    return `<label for="f-${name}">${(0,html/* htmlText */.js)(label)}<select id="f-${name}" name="${name}"><option value="">all</option>${values.map((v) => `<option value="${(0,html/* htmlAttr */.fE)(v)}">${(0,html/* htmlText */.js)(v)}</option>`).join('')}</select></label>`;
}
function findingsHtml(report, o) {
    const all = allFindings(report);
    // Past the cap: every error before any warning, the artifacts in turn (the same choice as SARIF's).
    const shown = (0,prioritize/* prioritize */.U)(all, o.maxFindings ?? 5000, (l) => l.f.severity, (l) => `${l.suite}\u0000${l.artifact}`).kept;
    const docs = (0,html/* safeHref */.v7)(o.docsUrl ?? sarif/* CODES_DOC_URL */.yF);
    const uniq = (xs) => [...new Set(xs)].sort();
    const filters = `<div class="filters" id="filters" hidden role="group" aria-label="Filter findings">${options('suite', 'Suite', uniq(shown.map((l) => l.suite)))}${options('severity', 'Severity', ['error', 'warning', 'notice'].filter((s) => shown.some((l) => l.f.severity === s)))}${options('code', 'Code', uniq(shown.map((l) => l.f.code)))}<button type="button" id="filter-reset">Reset</button><span id="filter-count" class="muted" aria-live="polite"></span></div>`;
    const rows = shown
        .map(({ f, suite, artifact }) => {
        const def = o.lookup?.(f.code);
        const code = docs
            ? `<a href="${(0,html/* htmlAttr */.fE)(`${docs}#${f.code.toLowerCase()}`)}"${def ? ` title="${(0,html/* htmlAttr */.fE)(def.title)}"` : ''}>${(0,html/* htmlText */.js)(f.code)}</a>`
            : (0,html/* htmlText */.js)(f.code);
        return `<tr data-suite="${(0,html/* htmlAttr */.fE)(suite)}" data-severity="${(0,html/* htmlAttr */.fE)(f.severity)}" data-code="${(0,html/* htmlAttr */.fE)(f.code)}"><td class="sev-${f.severity}">${(0,html/* htmlText */.js)(f.severity)}</td><td>${code}</td><td>${(0,html/* htmlText */.js)(suite)}</td>${cell(artifact || null)}${cell(html_location(f) || null)}<td class="msg">${(0,html/* htmlText */.js)(f.message)}${f.subject ? ` <span class="muted">[${(0,html/* htmlText */.js)(f.subject)}]</span>` : ''}</td>${cell(f.gate)}</tr>`;
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
        .map((s, si) => `<section class="suite" aria-labelledby="suite-${si}"><h2 id="suite-${si}">${(0,html/* htmlText */.js)(s.title)} <span class="muted">(${(0,html/* htmlText */.js)(s.suite)}, ${s.artifacts.length} artifact(s))</span></h2>${s.artifacts.map((a, ai) => artifactHtml(s.suite, a, `a${si}-${ai}`, specs)).join('')}${s.skipped?.length
        ? `<details><summary>${s.skipped.length} file(s) left alone</summary>${tableHtml(['Path', 'Reason'], s.skipped.map((k) => [k.path, k.reason]))}</details>`
        : ''}</section>`)
        .join('');
    // The "what changed" block (a baseline was compared), right after the verdict.
    const delta = report.delta ? renderDeltaHtml(report.delta) : '';
    // The track record (history was given): after the failures, before the (possibly long) findings table.
    const historySpecs = [];
    const history = report.history ? (0,history_html/* renderHistoryHtml */.Q)(report.history, historySpecs) : '';
    const verdict = report.verdict === 'pass' ? 'PASS' : 'FAIL';
    const counts = tableHtml(['Artifacts', 'Gates passed', 'failed', 'undecided', 'skipped', 'Errors', 'Warnings', 'Notices'], [[report.counts.artifacts, g.pass, g.fail, g.undecided, g.skipped, f.error, f.warning, f.notice]]);
    const body = `<header><h1>benchgate report</h1><p class="verdict ${report.verdict}" id="verdict">Verdict: ${verdict}</p><p class="muted">benchgate ${(0,html/* htmlText */.js)(report.tool.version)} · root ${(0,html/* htmlText */.js)(report.root)}${report.startedAt ? ` · started ${(0,html/* htmlText */.js)(report.startedAt)}` : ''} · fail-on ${(0,html/* htmlText */.js)(report.config.failOn)}${report.config.shard ? ` · shard ${report.config.shard.index}/${report.config.shard.count}` : ''}</p>${counts}</header><main>${delta ? `<section id="delta" aria-label="What changed">${delta}</section>` : ''}${failuresHtml(report)}${history}${findingsHtml(report, o)}${suites}</main><footer class="muted"><p>Self-contained report: no network access at view time. Charts by Chart.js (MIT); every chart's data is also in its table.</p></footer>`;
    const scripts = o.chartJs && (specs.length || historySpecs.length) ? [o.chartJs, CLIENT_SCRIPT] : [CLIENT_SCRIPT];
    return `<!doctype html>
<html lang="en">
${documentHead(`benchgate: ${verdict} (${report.counts.artifacts} artifact(s))`, scripts)}
<body>
${body}
<script type="application/json" id="bg-charts">${(0,html/* jsonForScript */.vN)(specs)}</script>
${report.history ? `<script type="application/json" id="bg-history">${(0,html/* jsonForScript */.vN)(historySpecs)}</script>\n` : ''}${scripts.map((s) => `<script>${s}</script>`).join('\n')}
</body>
</html>
`;
}


/***/ })

};
