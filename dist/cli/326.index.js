export const id = 326;
export const ids = [326];
export const modules = {

/***/ 559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ chartAsTable)
/* harmony export */ });
/**
 * A chart section as a plain table (one row per x, one column per series, intervals as "low–high"):
 * what the text and Markdown channels show when they do not draw the chart.
 */
function chartAsTable(sec) {
    const { chart } = sec;
    const columns = [chart.x.label];
    for (const s of chart.series) {
        columns.push(s.name);
        if (s.low || s.high)
            columns.push(`${s.name} interval`);
    }
    const rows = chart.x.values.map((x, i) => {
        const row = [x];
        for (const s of chart.series) {
            row.push(s.values[i] ?? null);
            if (s.low || s.high) {
                const lo = s.low?.[i];
                const hi = s.high?.[i];
                row.push(lo == null && hi == null ? null : `${lo ?? '—'}–${hi ?? '—'}`);
            }
        }
        return row;
    });
    const limits = (chart.thresholds ?? []).map((t) => `${t.label} = ${t.value}`).join('; ');
    const note = [sec.note, limits].filter((s) => !!s).join(' ');
    return { kind: 'table', title: sec.title, columns, rows, ...(note ? { note } : {}) };
}


/***/ }),

/***/ 6918:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ printSuiteResults)
/* harmony export */ });
/* harmony import */ var _build_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5066);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5655);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6102);



/**
 * Prints suite results the way every generic CLI command does (`--format text|json`) and returns the exit code:
 * 0 when every gate passes and no error finding exists, 1 otherwise.
 */
function printSuiteResults(results, io, format, opts = {}) {
    const report = (0,_build_js__WEBPACK_IMPORTED_MODULE_0__/* .buildReport */ .FK)(results, [], {
        root: opts.root ?? io.cwd,
        failOn: opts.failOn ?? 'error',
        suites: results.map((r) => r.suite)
    });
    if (format === 'json')
        io.stdout(JSON.stringify(report, null, 2) + '\n');
    else
        io.stdout((0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .renderText */ .S5)(report, { color: io.color }));
    return report.verdict === 'pass' ? _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.pass : _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.fail;
}


/***/ }),

/***/ 6158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ad: () => (/* binding */ artifactVerdict),
/* harmony export */   Cs: () => (/* binding */ artifactName),
/* harmony export */   gD: () => (/* binding */ headlineOf),
/* harmony export */   tQ: () => (/* binding */ counts),
/* harmony export */   tx: () => (/* binding */ artifactViews)
/* harmony export */ });
/* unused harmony export metricValue */
/* harmony import */ var _core_verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9478);

function base(path) {
    const parts = path.split('/').filter(Boolean);
    return parts[parts.length - 1] ?? path;
}
function dirOf(path) {
    const i = path.lastIndexOf('/');
    return i <= 0 ? '.' : path.slice(0, i);
}
/** The display name of an artifact from its kind and path (never from its content). */
function artifactName(a, suite) {
    const { kind, path } = a.artifact;
    if (kind === 'qsolve-workflow')
        return `Qsolve workflow ${base(path)}`;
    if (kind === 'artifact-manifest')
        return dirOf(path) === '.' ? 'Release inventory ARTIFACT_MANIFEST.tsv' : `Release inventory ${dirOf(path)}/`;
    if (kind.startsWith('pqid'))
        return `PQID-Bench ${base(path)}`;
    if (kind.startsWith('pcs'))
        return `pcs-core bundle ${base(path)}`;
    if (kind === 'fightbench-export-set')
        return `FightBench export set ${path}`;
    if (kind.startsWith('fightbench'))
        return `FightBench export ${base(path)}`;
    return `${suite?.title ?? suite?.suite ?? kind} ${base(path)}`;
}
/** The verdict this artifact alone would get (same rule as the run's: core/verdict.ts). */
function artifactVerdict(a, failOn) {
    const g = { pass: 0, fail: 0, undecided: 0, skipped: 0 };
    const f = { error: 0, warning: 0, notice: 0 };
    for (const x of a.gates)
        if (Object.hasOwn(g, x.status))
            g[x.status]++;
    for (const x of a.findings)
        if (Object.hasOwn(f, x.severity))
            f[x.severity]++;
    return (0,_core_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .decideVerdict */ .AU)(g, f, failOn);
}
const pct = (v) => `${(v * 100).toFixed(2)}%`;
/** One metric as text: percentages for unit '%' or 'ratio', else the number with its unit. */
function metricValue(m) {
    if (m.value === null || !Number.isFinite(m.value))
        return 'n/a';
    if (m.unit === 'ratio')
        return pct(m.value);
    const v = Number.isInteger(m.value) ? String(m.value) : String(Number(m.value.toPrecision(6)));
    if (!m.unit)
        return v;
    return m.unit === '%' ? `${v}%` : `${v} ${m.unit}`;
}
/**
 * An artifact's headline numbers, from its `metrics` only: the metrics a suite marked `headline` (in metric order),
 * else its artifact-wide metrics (ids without '/'; per-case and per-model metrics stay in the tables and the
 * deltas), at most six, else its gate counts.
 */
function headlineOf(a) {
    const metrics = Array.isArray(a.metrics) ? a.metrics : [];
    const marked = metrics.filter((m) => m.headline && typeof m.headline.label === 'string');
    if (marked.length)
        return marked.map((m) => ({
            label: m.headline.label,
            value: typeof m.headline.text === 'string' ? m.headline.text : metricValue(m)
        }));
    if (metrics.length) {
        const top = metrics.filter((m) => !String(m.id).includes('/'));
        return (top.length ? top : metrics).slice(0, 6).map((m) => ({ label: String(m.label), value: metricValue(m) }));
    }
    const c = { pass: 0, fail: 0, undecided: 0, skipped: 0 };
    for (const g of a.gates)
        if (Object.hasOwn(c, g.status))
            c[g.status]++;
    return [{ label: 'gates passed', value: `${c.pass}/${a.gates.length}` }];
}
/** Every artifact of the report, failing ones first (then by suite order and path, as in the report). */
function artifactViews(report) {
    const out = [];
    for (const s of report.suites)
        for (const a of s.artifacts) {
            const failing = a.gates.filter((g) => g.status === 'fail' || g.status === 'undecided').length;
            out.push({
                suite: s,
                result: a,
                name: artifactName(a, s),
                verdict: artifactVerdict(a, report.config.failOn),
                headline: headlineOf(a),
                failing
            });
        }
    const rank = (v) => (v.verdict === 'fail' ? 0 : 1);
    return out
        .map((v, i) => ({ v, i }))
        .sort((x, y) => rank(x.v) - rank(y.v) || x.i - y.i)
        .map((x) => x.v);
}
/** Findings that count against the verdict under `failOn` (errors; also warnings under `warning`). */
function counts(f, failOn) {
    return f.severity === 'error' || (failOn === 'warning' && f.severity === 'warning');
}


/***/ }),

/***/ 5655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C5: () => (/* binding */ location),
/* harmony export */   S5: () => (/* binding */ renderText)
/* harmony export */ });
/* unused harmony exports CELL_WIDTH, wrapCell */
/* harmony import */ var _chart_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(559);
/* harmony import */ var _escape_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2301);
/* harmony import */ var _summary_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6158);



const ANSI = {
    red: '\x1b[31m',
    green: '\x1b[32m',
    yellow: '\x1b[33m',
    cyan: '\x1b[36m',
    dim: '\x1b[2m',
    bold: '\x1b[1m',
    reset: '\x1b[0m'
};
const GATE_MARK = { pass: 'PASS', fail: 'FAIL', undecided: 'UNDECIDED', skipped: 'SKIP' };
function location(f) {
    if (!f.file)
        return '';
    return f.file + (f.line ? `:${f.line}` + (f.column ? `:${f.column}` : '') : '');
}
/** The CLI's readable report. Colour only when asked (a TTY without NO_COLOR). */
function renderText(report, opts) {
    const c = (k, s) => (opts.color ? ANSI[k] + s + ANSI.reset : s);
    const gateColor = (st) => (st === 'pass' ? 'green' : st === 'fail' ? 'red' : st === 'undecided' ? 'yellow' : 'dim');
    const sevColor = (s) => (s === 'error' ? 'red' : s === 'warning' ? 'yellow' : 'cyan');
    const out = [];
    const fmtFinding = (f) => {
        const loc = location(f);
        return `  ${c(sevColor(f.severity), f.severity.padEnd(7))} ${c('bold', (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(f.code))} ${loc ? (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(loc) + ' ' : ''}${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(f.message)}${f.subject ? c('dim', ` [${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(f.subject)}]`) : ''}`;
    };
    for (const f of report.findings)
        out.push(fmtFinding(f));
    if (report.findings.length)
        out.push('');
    for (const s of report.suites) {
        out.push(c('bold', `== ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(s.title)} (${s.artifacts.length} artifact${s.artifacts.length === 1 ? '' : 's'})`));
        for (const f of s.findings)
            out.push(fmtFinding(f));
        for (const a of s.artifacts) {
            // The artifact's name, its own verdict and its headline numbers (the same as the job summary's).
            const v = (0,_summary_model_js__WEBPACK_IMPORTED_MODULE_1__/* .artifactVerdict */ .Ad)(a, report.config.failOn);
            const head = (0,_summary_model_js__WEBPACK_IMPORTED_MODULE_1__/* .headlineOf */ .gD)(a)
                .map((h) => `${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(h.label)} ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(h.value)}`)
                .join(', ');
            out.push(`${c('bold', (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(a.artifact.path))} ${c('dim', `(${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(a.artifact.kind)})`)} ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)((0,_summary_model_js__WEBPACK_IMPORTED_MODULE_1__/* .artifactName */ .Cs)(a, s))}: ${v === 'pass' ? c('green', 'PASS') : c('red', 'FAIL')}${head ? c('dim', ` (${head})`) : ''}`);
            for (const g of a.gates)
                out.push(`  ${c(gateColor(g.status), GATE_MARK[g.status].padEnd(9))} ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(g.id)}${g.detail ? c('dim', ` — ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(g.detail)}`) : ''}`);
            for (const sec of a.sections ?? [])
                for (const l of renderSectionText(sec))
                    out.push(l);
            for (const f of a.findings)
                out.push(fmtFinding(f));
        }
        for (const sk of s.skipped ?? [])
            out.push(`  ${c('dim', `skipped ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(sk.path)}: ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(sk.reason)}`)}`);
        out.push('');
    }
    const g = report.counts.gates;
    const f = report.counts.findings;
    const verdict = report.verdict === 'pass' ? c('green', 'PASS') : c('red', 'FAIL');
    out.push(`${c('bold', 'benchgate')} ${verdict}: ${report.counts.artifacts} artifact(s), gates ${g.pass} passed, ${g.fail} failed, ${g.undecided} undecided, ${g.skipped} skipped; findings ${f.error} error(s), ${f.warning} warning(s), ${f.notice} notice(s)`);
    return out.join('\n') + '\n';
}
function renderSectionText(sec) {
    if (sec.kind === 'chart')
        return renderSectionText((0,_chart_table_js__WEBPACK_IMPORTED_MODULE_2__/* .chartAsTable */ .L)(sec));
    if (sec.kind === 'text')
        return [`  ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(sec.title)}: ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(sec.body)}`];
    if (sec.kind === 'mermaid')
        return [];
    const rows = [sec.columns.map(_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)];
    for (const r of sec.rows)
        rows.push(r.map((v) => (v === null ? '—' : (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(v))));
    const widths = sec.columns.map((_, i) => {
        let w = 0;
        for (const r of rows)
            w = Math.max(w, (r[i] ?? '').length);
        return Math.min(CELL_WIDTH, w);
    });
    const lines = [`  ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(sec.title)}`];
    for (const r of rows) {
        // A long cell wraps at word boundaries inside its column (never cut mid-word, never dropped).
        const wrapped = widths.map((w, i) => wrapCell(r[i] ?? '', w));
        const height = wrapped.reduce((m, c) => Math.max(m, c.length), 1);
        for (let k = 0; k < height; k++)
            lines.push('    ' +
                wrapped
                    .map((c, i) => (c[k] ?? '').padEnd(widths[i]))
                    .join('  ')
                    .trimEnd());
    }
    if (sec.note)
        lines.push(`    ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(sec.note)}`);
    return lines;
}
/** Column width of the CLI's tables; longer cells wrap. */
const CELL_WIDTH = 40;
/**
 * A cell's text in lines of at most `width` characters, broken at spaces; a word longer than the width is
 * split across lines (no character is lost).
 */
function wrapCell(text, width) {
    if (text.length <= width)
        return [text];
    const out = [];
    let line = '';
    for (const word of text.split(' ')) {
        let w = word;
        if (line && line.length + 1 + w.length <= width) {
            line += ' ' + w;
            continue;
        }
        if (line)
            out.push(line);
        while (w.length > width) {
            out.push(w.slice(0, width));
            w = w.slice(width);
        }
        line = w;
    }
    if (line)
        out.push(line);
    return out;
}


/***/ }),

/***/ 9326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MANIFEST_COMMANDS: () => (/* binding */ MANIFEST_COMMANDS),
/* harmony export */   manifestVerifyCommand: () => (/* binding */ manifestVerifyCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _suite_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1200);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(665);
/* harmony import */ var _verify_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(347);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6102);
/* harmony import */ var _report_suite_output_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6918);








const manifestVerifyCommand = {
    name: ['manifest', 'verify'],
    usage: 'benchgate manifest verify DIR|DIR/ARTIFACT_MANIFEST.tsv... [--strict] [--format text|json]',
    summary: 'Verify ARTIFACT_MANIFEST.tsv in each release directory: header, safe unique paths, sizes, SHA-256, unlisted files.',
    async run(args, io) {
        const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({
            args,
            allowPositionals: true,
            options: { strict: { type: 'boolean' }, format: { type: 'string' } }
        });
        const format = (0,_core_command_js__WEBPACK_IMPORTED_MODULE_6__/* .readFormat */ .C$)(values.format, ['text', 'json'], 'text');
        if (positionals.length === 0)
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb('give at least one release directory');
        const result = {
            suite: _suite_js__WEBPACK_IMPORTED_MODULE_3__.artifactManifestSuite.id,
            title: _suite_js__WEBPACK_IMPORTED_MODULE_3__.artifactManifestSuite.title,
            artifacts: [],
            findings: []
        };
        for (const arg of positionals) {
            const abs = releaseDir((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, arg));
            const display = ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(io.cwd, abs).split('\\').join('/') || '.') + '/' + _parse_js__WEBPACK_IMPORTED_MODULE_4__/* .MANIFEST_NAME */ .ir;
            const path = display.startsWith('./') ? display.slice(2) : display;
            const out = await (0,_verify_js__WEBPACK_IMPORTED_MODULE_5__/* .verifyRelease */ .VA)(abs, { strict: values.strict ?? false, displayPath: path });
            result.artifacts.push({
                artifact: { path, kind: 'artifact-manifest' },
                gates: out.gates,
                findings: out.findings,
                facts: { ...out.facts, reference: out.reference }
            });
        }
        return (0,_report_suite_output_js__WEBPACK_IMPORTED_MODULE_7__/* .printSuiteResults */ .g)([result], io, format);
    }
};
/** A release directory, or its manifest file (which names the same release). Anything else is left to verifyRelease's findings. */
function releaseDir(abs) {
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(abs) !== _parse_js__WEBPACK_IMPORTED_MODULE_4__/* .MANIFEST_NAME */ .ir)
        return abs;
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(abs).isFile() ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(abs) : abs;
    }
    catch {
        return abs;
    }
}
const MANIFEST_COMMANDS = [manifestVerifyCommand];


/***/ }),

/***/ 1200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  artifactManifestSuite: () => (/* binding */ artifactManifestSuite),
  readManifestOptions: () => (/* binding */ readManifestOptions)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/suites/artifact-manifest/metrics.ts
function manifestMetrics(facts, reference) {
    const mismatches = reference.missing.length + reference.size_mismatches.length + reference.hash_mismatches.length;
    return [
        { id: 'files', label: 'Files listed', value: facts.entries, headline: { label: 'files' } },
        { id: 'files_checked', label: 'Files checked', value: facts.checked },
        {
            id: 'bytes',
            label: 'Bytes hashed',
            value: facts.bytes,
            unit: 'bytes',
            headline: { label: 'bytes', text: String(facts.bytes) }
        },
        { id: 'mismatches', label: 'Mismatches (missing, size, hash)', value: mismatches, better: 'lower' },
        {
            id: 'unlisted',
            label: 'Unlisted files',
            value: facts.unlisted,
            better: 'lower',
            ...(facts.unlisted ? { headline: { label: 'unlisted' } } : {})
        }
    ];
}

// EXTERNAL MODULE: ./src/suites/artifact-manifest/parse.ts
var parse = __webpack_require__(665);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(5278);
// EXTERNAL MODULE: ./src/suites/artifact-manifest/codes.ts
var codes = __webpack_require__(1416);
;// CONCATENATED MODULE: ./src/suites/artifact-manifest/charts.ts
/** A release inventory as a chart (HTML report; text and Markdown show it as a table): files by outcome, bytes in the note. */
function manifestCharts(out, title) {
    const { facts, reference } = out;
    if (!facts.entries && !facts.unlisted)
        return [];
    return [
        {
            kind: 'chart',
            title: `Manifest files: ${title}`,
            chart: {
                type: 'bar',
                x: {
                    label: 'Files',
                    values: ['listed', 'checked', 'missing', 'size mismatches', 'hash mismatches', 'unlisted']
                },
                y: { label: 'Files', min: 0 },
                series: [
                    {
                        name: 'files',
                        values: [
                            facts.entries,
                            facts.checked,
                            reference.missing.length,
                            reference.size_mismatches.length,
                            reference.hash_mismatches.length,
                            facts.unlisted
                        ]
                    }
                ]
            },
            note: `${facts.bytes} bytes hashed in ${facts.hashed} file(s).`
        }
    ];
}

// EXTERNAL MODULE: ./src/suites/artifact-manifest/verify.ts + 1 modules
var verify = __webpack_require__(347);
;// CONCATENATED MODULE: ./src/suites/artifact-manifest/suite.ts







function unreadableManifest(artifact, message) {
    return {
        artifact,
        gates: Object.entries(verify/* GATE_TITLES */.Wc).map(([id, title]) => ({
            id,
            title,
            status: id === 'manifest_format' ? 'fail' : 'undecided',
            detail: id === 'manifest_format' ? `AM001: ${message}` : 'the manifest could not be read'
        })),
        findings: [(0,finding/* finding */.g)(codes.AM.AM001, message, { file: artifact.path, gate: 'manifest_format' })]
    };
}
function readManifestOptions(raw) {
    const strict = raw['strict'];
    const max = raw['max-manifest-bytes'];
    return {
        strict: strict === true || strict === 'true',
        maxManifestBytes: typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : verify/* DEFAULT_MAX_MANIFEST_BYTES */.nP
    };
}
/** Every ARTIFACT_MANIFEST.tsv in the tree is one release to verify (its folder is the release root). */
const artifactManifestSuite = {
    id: 'artifact-manifest',
    title: 'ARTIFACT_MANIFEST.tsv releases',
    async discover(tree) {
        // Files named ARTIFACT_MANIFEST.tsv, and folders of that name too: the check reports those as AM001.
        const named = [...tree.files, ...[...tree.dirs].filter((d) => d !== '.'), ...tree.links].filter((f) => external_node_path_.posix.basename(f) === parse/* MANIFEST_NAME */.ir);
        const artifacts = [...new Set(named)].sort().map((f) => ({ path: f, kind: 'artifact-manifest' }));
        return { artifacts };
    },
    async check(artifact, ctx) {
        const opts = readManifestOptions(ctx.options);
        const dir = external_node_path_.posix.dirname(artifact.path);
        const abs = dir === '.' ? ctx.root : external_node_path_.posix.join(ctx.root, dir);
        // A manifest that is a symlink is followed only while it stays inside the repository: never read outside.
        const where = await (0,verify/* resolveWithin */.s5)(ctx.root, artifact.path);
        if (where.kind !== 'inside')
            return unreadableManifest(artifact, where.kind === 'escapes'
                ? `${parse/* MANIFEST_NAME */.ir} is a symlink that leaves the repository; it was not read`
                : `${parse/* MANIFEST_NAME */.ir} is a symlink to a target that does not exist`);
        const out = await (0,verify/* verifyRelease */.VA)(abs, {
            strict: opts.strict,
            displayPath: artifact.path,
            maxManifestBytes: opts.maxManifestBytes
        });
        return {
            artifact,
            gates: out.gates,
            findings: out.findings,
            metrics: manifestMetrics(out.facts, out.reference),
            facts: {
                ...out.facts,
                reference_valid: out.reference.valid,
                ...(out.reference.error ? { reference_error: out.reference.error } : {})
            },
            sections: [
                {
                    kind: 'table',
                    title: 'Inventory',
                    columns: ['entries', 'checked', 'bytes hashed', 'missing', 'size mismatches', 'hash mismatches', 'unlisted'],
                    rows: [
                        [
                            out.facts.entries,
                            out.facts.checked,
                            out.facts.bytes,
                            out.reference.missing.length,
                            out.reference.size_mismatches.length,
                            out.reference.hash_mismatches.length,
                            out.facts.unlisted
                        ]
                    ]
                },
                ...manifestCharts(out, artifact.path)
            ]
        };
    }
};


/***/ })

};
