export const id = 686;
export const ids = [686];
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

/***/ 4686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FIGHTBENCH_COMMANDS: () => (/* binding */ FIGHTBENCH_COMMANDS),
/* harmony export */   fightbenchVerifyCommand: () => (/* binding */ fightbenchVerifyCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6102);
/* harmony import */ var _report_suite_output_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6918);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5278);
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9767);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7816);
/* harmony import */ var _discover_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5171);
/* harmony import */ var _suite_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2927);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9968);
/**
 * `benchgate fightbench verify FILE… [--engine CMD] [--engine-versions v1,v2] [--format text|json]`
 */











const USAGE = 'benchgate fightbench verify FILE… [--engine CMD] [--engine-versions v1,v2] [--engine-timeout-ms N] [--require-replay] [--no-secret-scan] [--one-export] [--public-repo true|false] [--max-cell-bytes N] [--manifest-canonicalization NAME|any] [--format text|json]';
function displayPath(cwd, abs, given) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, abs);
    if (rel && !rel.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel))
        return rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
    return given.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}
const fightbenchVerifyCommand = {
    name: ['fightbench', 'verify'],
    usage: USAGE,
    summary: 'Verify FightBench schema-v1 exports (JSONL/Parquet) and suite downloads: rows, manifest hash, optional replay.',
    async run(args, io) {
        let parsed;
        try {
            parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({
                args,
                allowPositionals: true,
                strict: true,
                options: {
                    engine: { type: 'string' },
                    'engine-versions': { type: 'string' },
                    'engine-timeout-ms': { type: 'string' },
                    'require-replay': { type: 'boolean' },
                    'secret-scan': { type: 'boolean' },
                    'no-secret-scan': { type: 'boolean' },
                    'one-export': { type: 'boolean' },
                    'public-repo': { type: 'string' },
                    'max-cell-bytes': { type: 'string' },
                    'max-line-bytes': { type: 'string' },
                    'max-findings-per-code': { type: 'string' },
                    'manifest-canonicalization': { type: 'string' },
                    format: { type: 'string', default: 'text' }
                }
            });
        }
        catch (e) {
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(e.message);
        }
        const { values, positionals } = parsed;
        if (positionals.length === 0)
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('name at least one FILE to verify');
        const format = values.format;
        if (format !== 'text' && format !== 'json')
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--format must be text or json, not "${format}"`);
        const raw = {};
        if (values.engine !== undefined)
            raw['fightbench-engine'] = values.engine;
        for (const k of [
            'engine-versions',
            'engine-timeout-ms',
            'public-repo',
            'max-cell-bytes',
            'max-line-bytes',
            'max-findings-per-code',
            'manifest-canonicalization'
        ]) {
            if (values[k] !== undefined)
                raw[k] = values[k];
        }
        if (values['require-replay'])
            raw['require-replay'] = true;
        if (values['secret-scan'] && values['no-secret-scan'])
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('--secret-scan and --no-secret-scan contradict each other');
        if (values['secret-scan'])
            raw['secret-scan'] = true;
        if (values['no-secret-scan'])
            raw['secret-scan'] = false;
        const { options, findings: optFindings } = (0,_options_js__WEBPACK_IMPORTED_MODULE_9__/* .parseOptions */ .Ac)(raw);
        if (optFindings.length)
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(optFindings.map((f) => f.message).join(' '));
        const artifacts = [];
        const members = [];
        const skipped = [];
        for (const given of positionals) {
            const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, given);
            const file = displayPath(io.cwd, abs, given);
            let isFile = false;
            try {
                isFile = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(abs)).isFile();
            }
            catch {
                isFile = false;
            }
            if (!isFile) {
                const msg = `"${file}" does not exist or is not a regular file.`;
                artifacts.push({
                    artifact: { path: file, kind: 'fightbench-file' },
                    gates: [{ id: 'readable', title: 'File readable', status: 'fail', detail: `FB002: ${msg}` }],
                    findings: [(0,_core_finding_js__WEBPACK_IMPORTED_MODULE_10__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_6__.FB.FB002, msg, { file, gate: 'readable' })]
                });
                continue;
            }
            let s;
            try {
                s = await (0,_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .sniffFile */ .xQ)(abs, file, { maxLineBytes: options.maxLineBytes });
                // Named on the command line and only undecidable (empty, truncated, cut): check it, so verify reports why.
                if ('skip' in s && s.doubt)
                    s = { kind: 'jsonl' };
            }
            catch (e) {
                s = { skip: `cannot be read (${e.code ?? 'error'})` };
            }
            if ('kind' in s) {
                if (s.kind === 'suite')
                    artifacts.push(await (0,_check_js__WEBPACK_IMPORTED_MODULE_5__/* .checkSuiteFile */ .zo)(abs, file, options));
                else {
                    artifacts.push(await (0,_check_js__WEBPACK_IMPORTED_MODULE_5__/* .checkExportFile */ .X8)(abs, file, s.kind, options, { cwd: io.cwd }));
                    members.push({ abs, file, format: s.kind });
                }
            }
            else {
                const reason = 'skip' in s ? s.skip : 'not a .jsonl, .parquet or .json file';
                skipped.push({ path: file, reason });
                const msg = `"${file}" is not a FightBench schema-v1 export or suite download: ${reason}.`;
                artifacts.push({
                    artifact: { path: file, kind: 'fightbench-file' },
                    gates: [
                        { id: 'recognised', title: 'Recognised as a FightBench file', status: 'fail', detail: `FB001: ${reason}` }
                    ],
                    findings: [(0,_core_finding_js__WEBPACK_IMPORTED_MODULE_10__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_6__.FB.FB001, msg, { file, gate: 'recognised' })]
                });
            }
        }
        if (members.length >= 2) {
            const dirs = new Set(members.map((m) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(m.file)));
            // Twins are always compared; the files are shards of one export (FB016) only with --one-export.
            artifacts.push(await (0,_check_js__WEBPACK_IMPORTED_MODULE_5__/* .checkExportSet */ .fo)(dirs.size === 1 ? [...dirs][0] : '.', members, options, {
                shards: values['one-export'] === true
            }));
        }
        const result = {
            suite: _suite_js__WEBPACK_IMPORTED_MODULE_8__.FIGHTBENCH_SUITE_ID,
            title: 'FightBench exports and suites',
            artifacts,
            findings: [],
            skipped
        };
        return (0,_report_suite_output_js__WEBPACK_IMPORTED_MODULE_4__/* .printSuiteResults */ .g)([result], io, format, { root: io.cwd });
    }
};
const FIGHTBENCH_COMMANDS = [fightbenchVerifyCommand];


/***/ })

};
