export const id = 95;
export const ids = [95,478];
export const modules = {

/***/ 47663:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zg: () => (/* binding */ MAX_BASELINE_BYTES),
/* harmony export */   s$: () => (/* binding */ readBaselineFile)
/* harmony export */ });
/* unused harmony export parseBaseline */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82702);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(95278);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56107);
/* harmony import */ var _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56092);
/**
 * Reading a baseline report: HOSTILE input (a cache entry anyone with write access to the base branch's cache
 * scope could have written, a downloaded artifact, a file). It is bounded in size before a byte is read, parsed
 * without quoting it, validated against schemas/report.schema.json with the merge code's bounds, checked for
 * self-consistency (counts and verdict recomputed from its own gates and findings: a forged verdict is refused),
 * and refused when it comes from another benchgate major version or is one shard's report. Every refusal is a
 * BG050 notice, never a failure. A baseline of another configuration is accepted here and compared only where it
 * is comparable (src/baseline/compare.ts, BG019). See docs/security/baseline.md.
 */






/** Largest baseline report read (checked with stat before reading). */
const MAX_BASELINE_BYTES = 16 * 1024 * 1024;
const notice = (why) => ({
    ok: false,
    notice: (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_2__.BG.BG050, `no baseline comparison: ${why}`, {}, 'notice')
});
const major = (v) => /^(\d+)\./.exec(v)?.[1];
/** Parses and vets a baseline's text. Never throws, never quotes the text. */
function parseBaseline(text, source, ref, expect) {
    const name = `the baseline ${JSON.stringify(ref)}`;
    if (Buffer.byteLength(text) > MAX_BASELINE_BYTES)
        return notice(`${name} is over the ${MAX_BASELINE_BYTES / 1048576} MiB limit`);
    let v;
    try {
        v = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    catch {
        return notice(`${name} is not valid JSON`);
    }
    let report;
    try {
        report = (0,_core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .validateReport */ .RE)(v, name);
        (0,_core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .checkReportConsistency */ .zu)(report, name);
    }
    catch (e) {
        return notice(e.message);
    }
    if (major(report.tool.version) !== major(expect.version))
        return notice(`${name} was written by benchgate ${report.tool.version}, another major version than this run's ${expect.version}`);
    if (report.config.shard)
        return notice(`${name} is the report of one shard (${report.config.shard.index}/${report.config.shard.count}); store the merged report as the baseline`);
    return {
        ok: true,
        report,
        info: {
            source,
            ref,
            version: report.tool.version,
            configHash: report.config.configHash,
            verdict: report.verdict,
            ...(report.startedAt ? { startedAt: report.startedAt } : {})
        }
    };
}
/**
 * Reads a baseline file. With `workspace`, the path (relative to it, or absolute) must resolve inside it, symlinks
 * included (the action's `baseline: FILE`); without, any path the user names (the CLI's `--baseline`).
 */
async function readBaselineFile(path, opts) {
    let abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(path) ? path : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(opts.cwd ?? opts.workspace ?? process.cwd(), path);
    let ref = path;
    if (opts.workspace !== undefined) {
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(opts.workspace, abs).split('\\').join('/');
        ref = rel;
        try {
            abs = await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveInside */ .LI)(opts.workspace, rel, { expect: 'file' });
        }
        catch (e) {
            const problem = e.problem;
            if (problem === 'missing')
                return notice(`the baseline file ${JSON.stringify(path.slice(0, 200))} does not exist`);
            return notice(`the baseline path ${JSON.stringify(path.slice(0, 200))} is not a file inside the workspace (${e.message.slice(0, 200)})`);
        }
    }
    let size;
    try {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(abs);
        if (!st.isFile())
            return notice(`the baseline ${JSON.stringify(ref.slice(0, 200))} is not a regular file`);
        size = st.size;
    }
    catch (e) {
        const code = e.code;
        return notice(code === 'ENOENT'
            ? `the baseline file ${JSON.stringify(ref.slice(0, 200))} does not exist`
            : `the baseline file cannot be read (${code ?? 'error'})`);
    }
    if (size > MAX_BASELINE_BYTES)
        return notice(`the baseline ${JSON.stringify(ref.slice(0, 200))} is ${size} bytes, over the ${MAX_BASELINE_BYTES / 1048576} MiB limit`);
    let text;
    try {
        // Read at most the limit + 1 bytes, even if the file grows after the stat.
        const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(abs, 'r');
        try {
            const buf = Buffer.alloc(Math.min(size, MAX_BASELINE_BYTES) + 1);
            const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
            if (bytesRead > MAX_BASELINE_BYTES)
                return notice(`the baseline ${JSON.stringify(ref.slice(0, 200))} is over the ${MAX_BASELINE_BYTES / 1048576} MiB limit`);
            text = buf.subarray(0, bytesRead).toString('utf8');
        }
        finally {
            await fh.close();
        }
    }
    catch (e) {
        return notice(`the baseline file cannot be read (${e.code ?? 'error'})`);
    }
    return parseBaseline(text, opts.source, ref.slice(0, 200), opts.expect);
}


/***/ }),

/***/ 78670:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   diffCommand: () => (/* binding */ diffCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _baseline_compare_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66228);
/* harmony import */ var _baseline_load_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(47663);
/* harmony import */ var _baseline_no_regression_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(10116);
/* harmony import */ var _core_no_regression_config_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(95311);
/* harmony import */ var _core_report_check_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(56092);
/* harmony import */ var _core_bytes_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(79596);
/* harmony import */ var _report_delta_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(65208);
/* harmony import */ var _report_delta_render_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(45173);
/* harmony import */ var _path_hint_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(56481);
/* harmony import */ var _report_display_path_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(47158);
/* harmony import */ var _report_escape_text_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(62301);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(36102);
















/** Reads one report given to `diff`: size-bounded, schema-validated, self-consistent (MergeError otherwise). */
async function readReport(path, name) {
    let size;
    try {
        size = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).size;
    }
    catch (e) {
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_7__/* .MergeError */ .VX(`${name} cannot be read (${e.code ?? 'error'})`);
    }
    if (size > _baseline_load_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_BASELINE_BYTES */ .Zg)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_7__/* .MergeError */ .VX(`${name} is ${(0,_core_bytes_js__WEBPACK_IMPORTED_MODULE_13__/* .overLimit */ .W)(size, _baseline_load_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_BASELINE_BYTES */ .Zg)}`);
    let v;
    try {
        v = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8'));
    }
    catch {
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_7__/* .MergeError */ .VX(`${name} is not valid JSON`);
    }
    const r = (0,_core_report_check_js__WEBPACK_IMPORTED_MODULE_7__/* .validateReport */ .RE)(v, name);
    (0,_core_report_check_js__WEBPACK_IMPORTED_MODULE_7__/* .checkReportConsistency */ .zu)(r, name);
    return r;
}
const diffCommand = {
    name: ['diff'],
    usage: 'benchgate diff BASE.json HEAD.json [--format text|json] [--no-regression true|MAPPING]',
    summary: "What changed between two JSON reports (the base branch's and this one): new failures, fixed gates, gates newly undecided or skipped, new and removed artifacts, new findings, metric deltas with their direction. Exit 0: no new failing or undecided gate and no regression under --no-regression; 1: there is; 2: usage or an unusable report (docs/baseline.md).",
    async run(args, io) {
        const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({
            args,
            allowPositionals: true,
            options: { format: { type: 'string' }, 'no-regression': { type: 'string' } }
        });
        if (positionals.length !== 2)
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb('diff takes two reports: BASE.json HEAD.json');
        const format = (0,_core_command_js__WEBPACK_IMPORTED_MODULE_12__/* .readFormat */ .C$)(values.format, ['text', 'json'], 'text');
        let cfg;
        try {
            cfg = (0,_core_no_regression_config_js__WEBPACK_IMPORTED_MODULE_6__/* .parseNoRegressionText */ .l)(values['no-regression'] ?? '', '--no-regression');
        }
        catch (e) {
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb(e.message);
        }
        const abs = (p) => ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(p) ? p : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, p));
        let base;
        let head;
        try {
            base = await readReport(abs(positionals[0]), `BASE ${JSON.stringify(positionals[0].slice(0, 200))}`);
            head = await readReport(abs(positionals[1]), `HEAD ${JSON.stringify(positionals[1].slice(0, 200))}`);
        }
        catch (e) {
            if (e instanceof _core_report_check_js__WEBPACK_IMPORTED_MODULE_7__/* .MergeError */ .VX) {
                io.stderr(`benchgate diff: ${(0,_report_escape_text_js__WEBPACK_IMPORTED_MODULE_11__/* .escapeText */ .X1)(e.message)}\n`);
                return _core_command_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT */ .dc.usage;
            }
            throw e;
        }
        const differs = (0,_baseline_compare_js__WEBPACK_IMPORTED_MODULE_3__/* .configDifferences */ .$)(base, head);
        if (differs.length)
            io.stderr(`benchgate diff: note: the two reports were made with different configurations (${(0,_report_escape_text_js__WEBPACK_IMPORTED_MODULE_11__/* .escapeText */ .X1)(differs.join('; '))}); only the artifacts, gates, metrics and findings both have are compared\n`);
        const delta = (0,_report_delta_js__WEBPACK_IMPORTED_MODULE_14__/* .diffReports */ .fH)(base, head, {
            source: 'file',
            ref: positionals[0].slice(0, 200),
            ...(differs.length ? { differs } : {})
        });
        const regressions = [];
        const show = (0,_path_hint_js__WEBPACK_IMPORTED_MODULE_9__/* .rootIsHere */ .R)(head.root) ? (0,_report_display_path_js__WEBPACK_IMPORTED_MODULE_10__/* .pathDisplay */ .CW)(head.root, io.cwd) : (p) => p;
        if (cfg?.enabled) {
            for (const s of head.suites)
                for (const a of s.artifacts) {
                    const d = (0,_baseline_no_regression_js__WEBPACK_IMPORTED_MODULE_5__/* .decideNoRegression */ .Bp)(delta, cfg, s.suite, a.artifact.path, a.metrics);
                    if (d.gate.status !== 'pass')
                        for (const f of d.findings)
                            regressions.push(`${show(a.artifact.path)}: ${f.message}`);
                }
        }
        if (format === 'json')
            io.stdout(JSON.stringify({ delta, regressions }, null, 2) + '\n');
        else {
            io.stdout((0,_report_delta_render_js__WEBPACK_IMPORTED_MODULE_8__/* .renderDeltaText */ .II)(delta, { color: io.color, show }));
            for (const r of regressions)
                io.stdout(`no-regression: ${(0,_report_escape_text_js__WEBPACK_IMPORTED_MODULE_11__/* .escapeText */ .X1)(r)}\n`);
        }
        return (0,_report_delta_js__WEBPACK_IMPORTED_MODULE_14__/* .hasNewFailures */ .So)(delta) || regressions.length > 0 ? _core_command_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT */ .dc.fail : _core_command_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT */ .dc.pass;
    }
};


/***/ }),

/***/ 56481:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ pathHint),
/* harmony export */   R: () => (/* binding */ rootIsHere)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(32085);



/**
 * For a PATH that is not a directory: ` Did you mean "examples"?` when a folder beside it has a name one typo
 * away (shown relative to `cwd`), else the empty string. Reads one folder listing; never throws.
 */
function pathHint(path, cwd) {
    try {
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path);
        const folders = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true })
            .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
            .map((e) => e.name)
            .sort();
        const c = (0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .k)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path), folders);
        if (c === undefined)
            return '';
        const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, `${dir}/${c}`) || '.';
        return ` Did you mean "${shown}"?`;
    }
    catch {
        return '';
    }
}
/**
 * Whether a report's root is on this machine, so `merge` and `diff` can show its paths relative to the current
 * directory (display-path.ts): a relative root (the action's `path` input) or an absolute folder that exists here.
 * A report made elsewhere keeps the paths it stores (relative to its root): a `../` ladder to a folder that is not
 * here would mislead. One `stat`; never throws.
 */
function rootIsHere(root) {
    if (!(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(root))
        return true;
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(root).isDirectory();
    }
    catch {
        return false;
    }
}


/***/ }),

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


/***/ })

};
