export const id = 380;
export const ids = [380];
export const modules = {

/***/ 8380:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   manifestVerifyCommand: () => (/* binding */ manifestVerifyCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _suites_artifact_manifest_suite_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1200);
/* harmony import */ var _suites_artifact_manifest_parse_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(665);
/* harmony import */ var _suites_artifact_manifest_verify_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(347);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3567);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6719);
/* harmony import */ var _suite_output_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7458);









const manifestVerifyCommand = {
    name: ['manifest', 'verify'],
    usage: 'benchgate manifest verify DIR|DIR/ARTIFACT_MANIFEST.tsv... [--strict] [--format text|json]',
    summary: 'Verify ARTIFACT_MANIFEST.tsv in each release directory: header, safe unique paths, sizes, SHA-256, unlisted files.',
    async run(args, io) {
        const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({ args, allowPositionals: true, options: { strict: { type: 'boolean' }, format: { type: 'string' } } });
        const format = (0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .readFormat */ .C)(values.format, ['text', 'json'], 'text');
        if (positionals.length === 0)
            throw new _command_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e('give at least one release directory');
        const result = { suite: _suites_artifact_manifest_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .artifactManifestSuite */ .Y.id, title: _suites_artifact_manifest_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .artifactManifestSuite */ .Y.title, artifacts: [], findings: [] };
        for (const arg of positionals) {
            const abs = releaseDir((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, arg));
            const display = ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(io.cwd, abs).split('\\').join('/') || '.') + '/' + _suites_artifact_manifest_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .MANIFEST_NAME */ .ir;
            const path = display.startsWith('./') ? display.slice(2) : display;
            const out = await (0,_suites_artifact_manifest_verify_js__WEBPACK_IMPORTED_MODULE_5__/* .verifyRelease */ .VA)(abs, { strict: values.strict ?? false, displayPath: path });
            result.artifacts.push({
                artifact: { path, kind: 'artifact-manifest' },
                gates: out.gates,
                findings: out.findings,
                facts: { ...out.facts, reference: out.reference }
            });
        }
        return (0,_suite_output_js__WEBPACK_IMPORTED_MODULE_8__/* .printSuiteResults */ .g)([result], io, format);
    }
};
/** A release directory, or its manifest file (which names the same release). Anything else is left to verifyRelease's findings. */
function releaseDir(abs) {
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(abs) !== _suites_artifact_manifest_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .MANIFEST_NAME */ .ir)
        return abs;
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(abs).isFile() ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(abs) : abs;
    }
    catch {
        return abs;
    }
}


/***/ }),

/***/ 6719:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ readFormat)
/* harmony export */ });
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3567);

/** Validates a --format value against the formats a command supports. */
function readFormat(v, allowed, fallback) {
    if (v === undefined)
        return fallback;
    if (allowed.includes(v))
        return v;
    throw new _command_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`--format must be one of ${allowed.join(', ')} (got "${v}")`);
}


/***/ }),

/***/ 7458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ printSuiteResults)
/* harmony export */ });
/* harmony import */ var _report_build_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5066);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5655);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3567);



/**
 * Prints suite results the way every generic CLI command does (`--format text|json`) and returns the exit code:
 * 0 when every gate passes and no error finding exists, 1 otherwise.
 */
function printSuiteResults(results, io, format, opts = {}) {
    const report = (0,_report_build_js__WEBPACK_IMPORTED_MODULE_0__/* .buildReport */ .FK)(results, [], { root: opts.root ?? io.cwd, failOn: opts.failOn ?? 'error', suites: results.map((r) => r.suite) });
    if (format === 'json')
        io.stdout(JSON.stringify(report, null, 2) + '\n');
    else
        io.stdout((0,_report_text_js__WEBPACK_IMPORTED_MODULE_1__/* .renderText */ .S)(report, { color: io.color }));
    return report.verdict === 'pass' ? _command_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.pass : _command_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.fail;
}


/***/ }),

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

/***/ 5655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ location),
/* harmony export */   S: () => (/* binding */ renderText)
/* harmony export */ });
/* harmony import */ var _chart_table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(559);
/* harmony import */ var _escape_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2301);


const ANSI = { red: '\x1b[31m', green: '\x1b[32m', yellow: '\x1b[33m', cyan: '\x1b[36m', dim: '\x1b[2m', bold: '\x1b[1m', reset: '\x1b[0m' };
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
            out.push(`${c('bold', (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(a.artifact.path))} ${c('dim', `(${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(a.artifact.kind)})`)}`);
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
        return renderSectionText((0,_chart_table_js__WEBPACK_IMPORTED_MODULE_1__/* .chartAsTable */ .L)(sec));
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
        return Math.min(40, w);
    });
    const lines = [`  ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(sec.title)}`];
    for (const r of rows)
        lines.push('    ' + r.map((v, i) => (v ?? '').slice(0, 40).padEnd(widths[i])).join('  ').trimEnd());
    return lines;
}


/***/ }),

/***/ 1200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y: () => (/* binding */ artifactManifestSuite)
});

// UNUSED EXPORTS: readManifestOptions

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/suites/artifact-manifest/metrics.ts
function manifestMetrics(facts, reference) {
    const mismatches = reference.missing.length + reference.size_mismatches.length + reference.hash_mismatches.length;
    return [
        { id: 'files', label: 'Files listed', value: facts.entries },
        { id: 'files_checked', label: 'Files checked', value: facts.checked },
        { id: 'bytes', label: 'Bytes hashed', value: facts.bytes, unit: 'bytes' },
        { id: 'mismatches', label: 'Mismatches (missing, size, hash)', value: mismatches, better: 'lower' },
        { id: 'unlisted', label: 'Unlisted files', value: facts.unlisted, better: 'lower' }
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
                x: { label: 'Files', values: ['listed', 'checked', 'missing', 'size mismatches', 'hash mismatches', 'unlisted'] },
                y: { label: 'Files', min: 0 },
                series: [{ name: 'files', values: [facts.entries, facts.checked, reference.missing.length, reference.size_mismatches.length, reference.hash_mismatches.length, facts.unlisted] }]
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
        gates: Object.entries(verify/* GATE_TITLES */.Wc).map(([id, title]) => ({ id, title, status: id === 'manifest_format' ? 'fail' : 'undecided', detail: id === 'manifest_format' ? `AM001: ${message}` : 'the manifest could not be read' })),
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
            return unreadableManifest(artifact, where.kind === 'escapes' ? `${parse/* MANIFEST_NAME */.ir} is a symlink that leaves the repository; it was not read` : `${parse/* MANIFEST_NAME */.ir} is a symlink to a target that does not exist`);
        const out = await (0,verify/* verifyRelease */.VA)(abs, { strict: opts.strict, displayPath: artifact.path, maxManifestBytes: opts.maxManifestBytes });
        return {
            artifact,
            gates: out.gates,
            findings: out.findings,
            metrics: manifestMetrics(out.facts, out.reference),
            facts: { ...out.facts, reference_valid: out.reference.valid, ...(out.reference.error ? { reference_error: out.reference.error } : {}) },
            sections: [
                {
                    kind: 'table',
                    title: `Release ${dir}`,
                    columns: ['entries', 'checked', 'bytes hashed', 'missing', 'size mismatches', 'hash mismatches', 'unlisted'],
                    rows: [[out.facts.entries, out.facts.checked, out.facts.bytes, out.reference.missing.length, out.reference.size_mismatches.length, out.reference.hash_mismatches.length, out.facts.unlisted]]
                },
                ...manifestCharts(out, artifact.path)
            ]
        };
    }
};


/***/ })

};
