export const id = 655;
export const ids = [655,478];
export const modules = {

/***/ 79478:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QB: () => (/* binding */ artifactFails),
/* harmony export */   aY: () => (/* binding */ gateFromFindings),
/* harmony export */   c4: () => (/* binding */ allFindings),
/* harmony export */   d3: () => (/* binding */ recount)
/* harmony export */ });
/* unused harmony exports countGates, decideVerdict */
function allFindings(suites, runFindings = []) {
    const out = runFindings.slice();
    for (const s of suites) {
        for (const f of s.findings)
            out.push(f);
        for (const a of s.artifacts)
            for (const f of a.findings)
                out.push(f);
    }
    return out;
}
function countGates(suites) {
    const c = { pass: 0, fail: 0, undecided: 0, skipped: 0 };
    for (const s of suites)
        for (const a of s.artifacts)
            for (const g of a.gates) {
                // An unknown status (a hand-edited report: "FAILED") is an error, never silently left out of the counts.
                if (!Object.hasOwn(c, g.status))
                    throw new TypeError(`unknown gate status ${JSON.stringify(String(g.status)).slice(0, 40)} (gate ${String(g.id).slice(0, 80)})`);
                c[g.status]++;
            }
    return c;
}
function countFindings(findings) {
    const c = { error: 0, warning: 0, notice: 0 };
    for (const f of findings) {
        if (!Object.hasOwn(c, f.severity))
            throw new TypeError(`unknown finding severity ${JSON.stringify(String(f.severity)).slice(0, 40)} (code ${String(f.code).slice(0, 20)})`);
        c[f.severity]++;
    }
    return c;
}
/**
 * The verdict. A failed gate always fails (unless fail-on is `never`).
 * An undecided gate fails too: a gate that could not decide never counts as a pass.
 * Error findings fail under `error` and `warning`; warnings fail under `warning`.
 */
function decideVerdict(gates, findings, failOn) {
    if (failOn === 'never')
        return 'pass';
    if (gates.fail > 0 || gates.undecided > 0)
        return 'fail';
    if (findings.error > 0)
        return 'fail';
    if (failOn === 'warning' && findings.warning > 0)
        return 'fail';
    return 'pass';
}
/** One artifact's own verdict under `failOn` (its gates and findings alone). */
function artifactFails(a, failOn) {
    const g = { pass: 0, fail: 0, undecided: 0, skipped: 0 };
    const f = { error: 0, warning: 0, notice: 0 };
    for (const x of a.gates)
        if (Object.hasOwn(g, x.status))
            g[x.status]++;
    for (const x of a.findings)
        if (Object.hasOwn(f, x.severity))
            f[x.severity]++;
    return decideVerdict(g, f, failOn) === 'fail';
}
function recount(report) {
    const findings = allFindings(report.suites, report.findings);
    const gates = countGates(report.suites);
    const fc = countFindings(findings);
    const artifacts = report.suites.reduce((n, s) => n + s.artifacts.length, 0);
    return {
        ...report,
        counts: { gates, findings: fc, artifacts },
        verdict: decideVerdict(gates, fc, report.config.failOn)
    };
}
/** Gate status from findings: fail when any error finding counts against the gate. */
function gateFromFindings(id, title, findings, passDetail) {
    const errs = findings.filter((f) => f.gate === id && f.severity === 'error');
    if (errs.length === 0)
        return { id, title, status: 'pass', ...(passDetail ? { detail: passDetail } : {}) };
    return {
        id,
        title,
        status: 'fail',
        detail: errs.length === 1 ? `${errs[0].code}: ${errs[0].message}` : `${errs.length} errors (first: ${errs[0].code})`
    };
}


/***/ }),

/***/ 80559:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

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

/***/ 47158:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CW: () => (/* binding */ pathDisplay),
/* harmony export */   zf: () => (/* binding */ namePath)
/* harmony export */ });
/* unused harmony export displayPath */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/**
 * The one rule for how the CLI shows a path (docs/cli.md, "Paths"): a report stores its paths relative to the folder
 * it checked (`report.root`); the text output shows each relative to the current directory, as pytest does, whatever
 * the command (`check DIR`, `qsolve check DIR`, `merge`, `diff`). Pure (string operations only, no file system):
 *
 * - inside the current directory: the relative path (`wf/qsolve.yaml`);
 * - the current directory itself (a workflow checked at its own root, `check .`): its folder name (`max-cut`), never `.`;
 * - outside it: `../`-relative (`../other/wf`), unless the two share nothing but the file-system root, where the
 *   absolute path reads better than a ladder of `..`.
 *
 * `root` may be relative (an action report's `path` input): it is taken relative to `cwd`. POSIX separators always.
 */
function displayPath(path, root, cwd) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, root, path);
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(cwd, abs);
    if (rel === '')
        return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(abs) || abs;
    const parts = rel.split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep);
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(rel))
        return rel.split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/');
    const up = parts.filter((p) => p === '..').length;
    const depth = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd).split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).filter(Boolean).length;
    if (up > 0 && up >= depth)
        return abs.split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/');
    return parts.join('/');
}
/** {@link displayPath} for one report's paths: `(path) => shown`. */
function pathDisplay(root, cwd) {
    return (p) => displayPath(p, root, cwd);
}
/**
 * The path an artifact's display name is made from (summary-model's artifactName: "Qsolve workflow max-cut",
 * "Release inventory release/"): the shown path while it stays inside the current directory, else the stored one
 * (a `../` ladder names nothing), where the checked folder itself (`.`) is named by its own folder name.
 */
function namePath(path, root, cwd) {
    const shown = displayPath(path, root, cwd);
    if (!shown.startsWith('/') && !shown.split('/').includes('..'))
        return shown;
    return path === '.' || path === '' ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, root)) || shown : path;
}


/***/ }),

/***/ 76158:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ad: () => (/* binding */ artifactVerdict),
/* harmony export */   Cs: () => (/* binding */ artifactName),
/* harmony export */   gD: () => (/* binding */ headlineOf),
/* harmony export */   tQ: () => (/* binding */ counts),
/* harmony export */   tx: () => (/* binding */ artifactViews)
/* harmony export */ });
/* unused harmony export metricValue */
/* harmony import */ var _core_verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79478);

function base(path) {
    const parts = path.split('/').filter(Boolean);
    return parts[parts.length - 1] ?? path;
}
function dirOf(path) {
    const i = path.lastIndexOf('/');
    return i <= 0 ? '.' : path.slice(0, i);
}
/**
 * The display name of an artifact from its kind and path (never from its content), by its suite's naming rule
 * (`SuiteResult.naming`: the rule of its kind, else the suite's `*` rule), else the suite's title and base name.
 */
function artifactName(a, suite) {
    const { kind, path } = a.artifact;
    const rules = suite?.naming ?? [];
    const rule = rules.find((r) => r.kind === kind) ?? rules.find((r) => r.kind === '*');
    if (!rule)
        return `${suite?.title ?? suite?.suite ?? kind} ${base(path)}`;
    if (rule.part === 'path')
        return `${rule.label} ${path}`;
    if (rule.part === 'folder')
        return dirOf(path) === '.' ? `${rule.label} ${base(path)}` : `${rule.label} ${dirOf(path)}/`;
    return `${rule.label} ${base(path)}`;
}
/** The verdict this artifact alone would get (same rule as the run's: core/verdict.ts). */
function artifactVerdict(a, failOn) {
    return (0,_core_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .artifactFails */ .QB)(a, failOn) ? 'fail' : 'pass';
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

/***/ 65655:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C5: () => (/* binding */ location),
/* harmony export */   S5: () => (/* binding */ renderText)
/* harmony export */ });
/* unused harmony export wrapCell */
/* harmony import */ var _chart_table_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(80559);
/* harmony import */ var _display_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47158);
/* harmony import */ var _escape_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62301);
/* harmony import */ var _summary_model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76158);




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
/**
 * A message over several lines (a workflow's traceback): the first line as it is, each further line on a line of its
 * own behind a `|` gutter, so a traceback reads as one and a message can never pass for a line benchgate wrote (each
 * line escaped on its own: no control character reaches the terminal).
 */
function messageLines(message, gutter) {
    const lines = message.replace(/\r\n?/g, '\n').split('\n');
    while (lines.length > 1 && lines[lines.length - 1].trim() === '')
        lines.pop();
    return lines.map((l, i) => (i === 0 ? (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(l) : `\n${gutter}| ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(l)}`)).join('');
}
function location(f, show = (p) => p) {
    if (!f.file)
        return '';
    return show(f.file) + (f.line ? `:${f.line}` + (f.column ? `:${f.column}` : '') : '');
}
/** Lines of the short summary at most; the rest are counted. */
const SUMMARY_LINES = 40;
/**
 * The CLI's readable report. Colour only when asked (a TTY without NO_COLOR). Ends, as pytest's "short test summary
 * info" does, with every failing or undecided gate and every failing finding in one place, each finding with its
 * fix from the code registry, then the verdict line.
 */
function renderText(report, opts) {
    const verbosity = opts.verbosity ?? 'normal';
    const c = (k, s) => (opts.color ? ANSI[k] + s + ANSI.reset : s);
    const gateColor = (st) => (st === 'pass' ? 'green' : st === 'fail' ? 'red' : st === 'undecided' ? 'yellow' : 'dim');
    const sevColor = (s) => (s === 'error' ? 'red' : s === 'warning' ? 'yellow' : 'cyan');
    const out = [];
    const fixOf = (code) => opts.lookup?.(code)?.fix;
    const cwd = opts.cwd;
    const show = cwd !== undefined ? (0,_display_path_js__WEBPACK_IMPORTED_MODULE_0__/* .pathDisplay */ .CW)(report.root, cwd) : (p) => p;
    const nameOf = (p) => (cwd !== undefined ? (0,_display_path_js__WEBPACK_IMPORTED_MODULE_0__/* .namePath */ .zf)(p, report.root, cwd) : p);
    const fmtFinding = (f) => {
        const loc = location(f, show);
        const line = `  ${c(sevColor(f.severity), f.severity.padEnd(7))} ${c('bold', (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(f.code))} ${loc ? (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(loc) + ' ' : ''}${messageLines(f.message, '          ')}${f.subject ? c('dim', ` [${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(f.subject)}]`) : ''}`;
        const fix = verbosity === 'verbose' ? fixOf(f.code) : undefined;
        return fix ? `${line}\n${c('dim', `          fix: ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(fix)}`)}` : line;
    };
    const failing = (sev) => sev === 'error' || (sev === 'warning' && report.config.failOn === 'warning');
    const quiet = verbosity === 'quiet';
    for (const f of report.findings)
        if (!quiet || failing(f.severity))
            out.push(fmtFinding(f));
    if (out.length)
        out.push('');
    for (const s of report.suites) {
        if (quiet &&
            !s.artifacts.some((a) => (0,_summary_model_js__WEBPACK_IMPORTED_MODULE_2__/* .artifactVerdict */ .Ad)(a, report.config.failOn) === 'fail') &&
            !s.findings.some((f) => failing(f.severity)))
            continue;
        out.push(c('bold', `== ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(s.title)} (${s.artifacts.length} artifact${s.artifacts.length === 1 ? '' : 's'})`));
        for (const f of s.findings)
            if (!quiet || failing(f.severity))
                out.push(fmtFinding(f));
        for (const a of s.artifacts) {
            // The artifact's name, its own verdict and its headline numbers (the same as the job summary's).
            const v = (0,_summary_model_js__WEBPACK_IMPORTED_MODULE_2__/* .artifactVerdict */ .Ad)(a, report.config.failOn);
            if (quiet && v === 'pass')
                continue;
            const head = (0,_summary_model_js__WEBPACK_IMPORTED_MODULE_2__/* .headlineOf */ .gD)(a)
                .map((h) => `${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(h.label)} ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(h.value)}`)
                .join(', ');
            const shown = show(a.artifact.path);
            out.push(`${c('bold', (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(shown))} ${c('dim', `(${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(a.artifact.kind)})`)} ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)((0,_summary_model_js__WEBPACK_IMPORTED_MODULE_2__/* .artifactName */ .Cs)({ ...a, artifact: { ...a.artifact, path: nameOf(a.artifact.path) } }, s))}: ${v === 'pass' ? c('green', 'PASS') : c('red', 'FAIL')}${head ? c('dim', ` (${head})`) : ''}`);
            for (const g of a.gates)
                out.push(`  ${c(gateColor(g.status), GATE_MARK[g.status].padEnd(9))} ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(g.id)}${g.detail ? c('dim', ` — ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(g.detail)}`) : ''}`);
            if (!quiet)
                for (const sec of a.sections ?? [])
                    for (const l of renderSectionText(sec))
                        out.push(l);
            for (const f of a.findings)
                if (!quiet || failing(f.severity))
                    out.push(fmtFinding(f));
        }
        if (!quiet)
            for (const sk of s.skipped ?? [])
                out.push(`  ${c('dim', `skipped ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(show(sk.path))}: ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(sk.reason)}`)}`);
        out.push('');
    }
    for (const l of shortSummary(report, failing, c, fixOf, show))
        out.push(l);
    const g = report.counts.gates;
    const f = report.counts.findings;
    const verdict = report.verdict === 'pass' ? c('green', 'PASS') : c('red', 'FAIL');
    out.push(`${c('bold', 'benchgate')} ${verdict}: ${report.counts.artifacts} artifact(s), gates ${g.pass} passed, ${g.fail} failed, ${g.undecided} undecided, ${g.skipped} skipped; findings ${f.error} error(s), ${f.warning} warning(s), ${f.notice} notice(s)`);
    return out.join('\n') + '\n';
}
/**
 * The short summary: each failing or undecided gate (`FAIL artifact gate — detail`) and each failing finding with
 * its location and, on the next line, its fix; at most {@link SUMMARY_LINES} entries, the rest counted. Empty on a
 * pass.
 */
function shortSummary(report, failing, c, fixOf, show) {
    const entries = [];
    const fmt = (f) => {
        const loc = location(f, show);
        const fix = fixOf(f.code);
        return [
            `${c(f.severity === 'error' ? 'red' : 'yellow', f.severity.toUpperCase())} ${c('bold', (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(f.code))} ${loc ? (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(loc) + ': ' : ''}${messageLines(f.message, '    ')}`,
            ...(fix ? [c('dim', `    fix: ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(fix)}`)] : [])
        ];
    };
    for (const f of report.findings)
        if (failing(f.severity))
            entries.push(fmt(f));
    for (const s of report.suites) {
        for (const f of s.findings)
            if (failing(f.severity))
                entries.push(fmt(f));
        for (const a of s.artifacts) {
            for (const g of a.gates)
                if (g.status === 'fail' || g.status === 'undecided')
                    entries.push([
                        `${c(g.status === 'fail' ? 'red' : 'yellow', GATE_MARK[g.status])} ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(show(a.artifact.path))} ${c('bold', (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(g.id))}${g.detail ? ` — ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(g.detail)}` : ''}`
                    ]);
            for (const f of a.findings)
                if (failing(f.severity))
                    entries.push(fmt(f));
        }
    }
    if (!entries.length)
        return [];
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
function renderSectionText(sec) {
    if (sec.kind === 'chart')
        return renderSectionText((0,_chart_table_js__WEBPACK_IMPORTED_MODULE_3__/* .chartAsTable */ .L)(sec));
    if (sec.kind === 'text')
        return [`  ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(sec.title)}: ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(sec.body)}`];
    if (sec.kind === 'mermaid')
        return [];
    const rows = [sec.columns.map(_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)];
    for (const r of sec.rows)
        rows.push(r.map((v) => (v === null ? '—' : (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(v))));
    // Each column: at most CELL_WIDTH, wrapped at word boundaries; a word longer than that widens its column (up to
    // WORD_MAX) rather than being cut mid-word, so the table stays aligned.
    const target = sec.columns.map((_, i) => {
        let w = 0;
        for (const r of rows)
            w = Math.max(w, (r[i] ?? '').length);
        return Math.min(CELL_WIDTH, w);
    });
    const cells = rows.map((r) => target.map((w, i) => wrapCell(r[i] ?? '', w)));
    const widths = target.map((w, i) => {
        let m = w;
        for (const r of cells)
            for (const l of r[i])
                m = Math.max(m, l.length);
        return m;
    });
    const lines = [`  ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(sec.title)}`];
    for (const wrapped of cells) {
        // A long cell wraps at word boundaries inside its column (never cut mid-word, never dropped).
        const height = wrapped.reduce((m, c) => Math.max(m, c.length), 1);
        for (let k = 0; k < height; k++)
            lines.push('    ' +
                wrapped
                    .map((c, i) => (c[k] ?? '').padEnd(widths[i]))
                    .join('  ')
                    .trimEnd());
    }
    if (sec.note)
        lines.push(`    ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(sec.note)}`);
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
            let cut = 0;
            for (const re of BREAKS) {
                for (let k = Math.min(width, w.length - 1); k > 0 && cut === 0; k--)
                    if (re.test(w[k - 1]))
                        cut = k;
                if (cut)
                    break;
            }
            if (cut === 0) {
                if (w.length <= WORD_MAX)
                    break;
                cut = WORD_MAX;
            }
            out.push(w.slice(0, cut));
            w = w.slice(cut);
        }
        line = w;
    }
    if (line)
        out.push(line);
    return out;
}


/***/ })

};
