export const id = 317;
export const ids = [317];
export const modules = {

/***/ 60317:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mergeCommand: () => (/* binding */ mergeCommand)
/* harmony export */ });
/* harmony import */ var _code_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98590);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83457);
/* harmony import */ var _core_partition_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(74453);
/* harmony import */ var _report_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(50561);
/* harmony import */ var _report_output_paths_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(98836);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(54285);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(65655);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(79954);
/* harmony import */ var _flow_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(26439);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(36102);
/* harmony import */ var _path_hint_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(56481);
/* harmony import */ var _report_flags_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(4352);















const mergeCommand = {
    name: ['merge'],
    usage: 'benchgate merge REPORT.json... [--format text|json] [--report-json F] [--sarif F [--sarif-category C]] [--junit F] [--html F] [--summary F] [--run-id ID] [--plan PATH [--suites auto|a,b] [--fail-on …] [--strict] [--option suite.key=value]...]',
    summary: 'Combine the JSON reports of every shard of a sharded run (--shard I/N) into one report, summary and verdict. Each report is size-bounded and schema-validated, counts and verdict are recomputed, and the shards must form one partition; --run-id requires that run, --plan PATH re-discovers PATH with the given check options and requires the same configuration and planned artifacts (docs/security/merge.md).',
    async run(args, io) {
        const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({
            args,
            allowPositionals: true,
            options: {
                ..._report_flags_js__WEBPACK_IMPORTED_MODULE_13__/* .REPORT_FILE_FLAGS */ .Q,
                'run-id': { type: 'string' },
                plan: { type: 'string' },
                suites: { type: 'string' },
                'fail-on': { type: 'string' },
                strict: { type: 'boolean' },
                option: { type: 'string', multiple: true }
            }
        });
        if (positionals.length === 0)
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .eb('merge needs the JSON report of every shard');
        const format = (0,_core_command_js__WEBPACK_IMPORTED_MODULE_11__/* .readFormat */ .C$)(values.format, ['text', 'json'], 'text');
        const abs = (p) => ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(p) ? p : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, p));
        let run;
        let plan;
        try {
            run = (0,_core_partition_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRunId */ ._G)(values['run-id'], '--run-id');
            if (!values.plan && (values.suites || values['fail-on'] || values.strict || values.option))
                throw new Error('--suites, --fail-on, --strict and --option describe the plan: give them with --plan PATH');
            if (values.plan) {
                const failOn = values['fail-on'] ? (0,_core_options_js__WEBPACK_IMPORTED_MODULE_3__/* .parseFailOn */ .XV)(values['fail-on']) : undefined;
                const flagOptions = {};
                for (const o of values.option ?? [])
                    (0,_core_options_js__WEBPACK_IMPORTED_MODULE_3__/* .parseOptionFlag */ .Bh)(o, flagOptions);
                plan = {
                    path: abs(values.plan),
                    suites: (0,_core_options_js__WEBPACK_IMPORTED_MODULE_3__/* .parseSuitesList */ .x8)(values.suites ?? 'auto'),
                    ...(failOn ? { failOn } : {}),
                    suiteOptions: (0,_core_options_js__WEBPACK_IMPORTED_MODULE_3__/* .mergeSuiteOptions */ .LL)(values.strict ? { 'artifact-manifest': { strict: true } } : {}, flagOptions)
                };
            }
        }
        catch (e) {
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .eb(e.message);
        }
        // Unwritable report paths are a usage error before anything is merged (BG015, exit 2).
        const { files, summaryTarget } = await (0,_report_files_js__WEBPACK_IMPORTED_MODULE_5__/* .cliReportFiles */ .e)(values, abs);
        let result;
        try {
            result = await (0,_flow_js__WEBPACK_IMPORTED_MODULE_10__/* .runFlow */ .c)({
                mode: 'merge',
                reports: positionals.map(abs),
                base: io.cwd,
                ...(run ? { run } : {}),
                ...(plan ? { plan } : {})
            }, {
                log: () => { },
                files,
                prefix: (report) => {
                    const p = ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(report.root) ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(io.cwd, report.root) : report.root).split('\\').join('/') || '.';
                    return p.startsWith('..') ? '.' : p;
                },
                show: (report) => io.stdout(format === 'json'
                    ? JSON.stringify(report, null, 2) + '\n'
                    : (0,_report_text_js__WEBPACK_IMPORTED_MODULE_8__/* .renderText */ .S5)(report, { color: io.color, ...((0,_path_hint_js__WEBPACK_IMPORTED_MODULE_12__/* .rootIsHere */ .R)(report.root) ? { cwd: io.cwd } : {}) })),
                // After the report is printed: a write that still fails (a full disk) is BG015, exit 2.
                publish: async (report) => {
                    if (summaryTarget)
                        await (0,_report_output_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .writeOutput */ .zh)(summaryTarget, (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .renderSummary */ .Br)(report, { lookup: _code_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .lookupCode */ .c2 }));
                }
            });
        }
        catch (e) {
            // Only the --plan discovery runs the tree: its RunError (the folder does not exist) is a usage error.
            if (e instanceof _run_js__WEBPACK_IMPORTED_MODULE_9__/* .RunError */ .e4) {
                io.stderr(`benchgate merge: --plan: ${e.message}\n`);
                return _core_command_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT */ .dc.usage;
            }
            throw e;
        }
        if (result.refused) {
            io.stderr(`benchgate merge: ${result.refused.code}: ${result.refused.message}\n`);
            return _core_command_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT */ .dc.usage;
        }
        return result.exitCode === 0 ? _core_command_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT */ .dc.pass : _core_command_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT */ .dc.fail;
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

/***/ 4352:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ REPORT_FILE_FLAGS)
/* harmony export */ });
/**
 * The flags of every command that writes benchgate's report files (`check`, `merge`): the output format and one flag
 * per report channel, read by `cliReportFiles` (src/report/files.ts). Declared once so the two commands cannot drift.
 */
const REPORT_FILE_FLAGS = {
    format: { type: 'string' },
    'report-json': { type: 'string' },
    sarif: { type: 'string' },
    'sarif-category': { type: 'string' },
    junit: { type: 'string' },
    html: { type: 'string' },
    summary: { type: 'string' }
};


/***/ }),

/***/ 26439:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ runFlow)
/* harmony export */ });
/* harmony import */ var _code_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98590);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82702);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(95278);
/* harmony import */ var _core_report_check_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56092);
/* harmony import */ var _history_run_history_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68291);
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(19107);
/* harmony import */ var _report_build_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(95066);
/* harmony import */ var _report_files_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(50561);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(79954);
/**
 * The one check-and-report flow of every entry (the action, `benchgate check`, `benchgate merge`):
 * run (or merge the shard reports) → baseline → delta → history → report files → publish → verdict and exit code.
 * What differs between the entries is passed in as a {@link FlowIO} (the way actions/cache passes its state
 * provider): where the log goes, the result cache, where the report files go, how a report is shown and published.
 * Knows nothing of GitHub, the action or the CLI.
 */










/** The report of a merge that cannot form a verdict: only BG013, and `fail` whatever `fail-on` says. */
function refusedMergeReport(message, scope) {
    const r = (0,_report_build_js__WEBPACK_IMPORTED_MODULE_6__/* .buildReport */ .FK)([], [(0,_core_finding_js__WEBPACK_IMPORTED_MODULE_9__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_2__.BG.BG013, message)], {
        root: scope.root,
        failOn: scope.failOn,
        suites: scope.suites === 'auto' ? [] : scope.suites
    });
    return { ...r, verdict: 'fail' };
}
async function check(req, io) {
    const shard = req.run.shard;
    io.group?.start(`benchgate: checking artifacts${shard ? ` (shard ${shard.index}/${shard.count})` : ''}`);
    let report;
    try {
        report = await (0,_run_js__WEBPACK_IMPORTED_MODULE_8__/* .runCheck */ .k_)({ ...req.run, ...(io.cache ? { cache: io.cache.cache } : {}), log: io.log });
    }
    finally {
        io.cache?.close?.();
        io.group?.end();
    }
    const stats = io.cache?.describe?.();
    if (stats)
        io.log(stats);
    return report;
}
/** Merges the shard reports (throws MergeError when they cannot form one run), then baseline and history. */
async function merge(req, io) {
    const paths = Array.isArray(req.reports) ? req.reports : await (0,_merge_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveReportPaths */ .T0)(req.reports.spec, req.base);
    io.log(`benchgate: merging ${paths.length} report(s): ${paths.map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(req.base, p)).join(', ')}`);
    const expect = {};
    if (req.run)
        expect.run = req.run;
    if (req.plan) {
        // The merger's own discovery: the trusted reference the shard reports must match (same inputs as the shards).
        expect.reference = await (0,_run_js__WEBPACK_IMPORTED_MODULE_8__/* .runCheck */ .k_)({ ...req.plan, planOnly: true });
        const p = expect.reference.config.plan;
        io.log(`benchgate: verifying the plan: ${p.artifacts} artifact(s) discovered under ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(req.base, req.plan.path) || '.'} (plan ${p.hash.slice(0, 12)}…)${req.run ? `, run ${req.run}` : ''}`);
    }
    let report = await (0,_merge_js__WEBPACK_IMPORTED_MODULE_5__/* .mergeReportFiles */ .w5)(paths, expect);
    if (req.baseline)
        report = await req.baseline(report);
    if (req.history) {
        const { store, config, meta, write } = req.history;
        report = (await (0,_history_run_history_js__WEBPACK_IMPORTED_MODULE_4__/* .withHistory */ .$)(report, store, config, meta, { write })).report;
    }
    return report;
}
/** Runs the flow: the report, its files, its publication, and the exit code. */
async function runFlow(req, io) {
    let report;
    let refused;
    if (req.mode === 'check')
        report = await check(req, io);
    else
        try {
            report = await merge(req, io);
        }
        catch (e) {
            if (!(e instanceof _core_report_check_js__WEBPACK_IMPORTED_MODULE_3__/* .MergeError */ .VX))
                throw e;
            // No verdict can be formed: with `onRefused`, the run goes on with a report holding only BG013 and a forced
            // `fail`, so the files, the summary and every output are still there (never empty for a caller to misread).
            if (!req.onRefused)
                return {
                    report: refusedMergeReport(e.message, { root: req.base, failOn: 'error', suites: [] }),
                    refused: e,
                    exitCode: 2
                };
            refused = e;
            report = refusedMergeReport(e.message, req.onRefused);
        }
    const prefix = io.prefix(report);
    await io.show?.(report);
    await (0,_report_files_js__WEBPACK_IMPORTED_MODULE_7__/* .writeReportFiles */ .t)(report, { ...io.files, prefix }, _code_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .lookupCode */ .c2, io.fileNames);
    const published = io.publish ? await io.publish(report, prefix) : undefined;
    const exitCode = refused ? 2 : (io.fails ?? ((r) => r.verdict === 'fail'))(report) ? 1 : 0;
    return {
        report,
        ...(refused ? { refused } : {}),
        ...(published !== undefined ? { published } : {}),
        exitCode
    };
}


/***/ }),

/***/ 50561:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ cliReportFiles),
/* harmony export */   t: () => (/* binding */ writeReportFiles)
/* harmony export */ });
/* harmony import */ var _html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5718);
/* harmony import */ var _html_vendor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20964);
/* harmony import */ var _junit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16704);
/* harmony import */ var _sarif_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10643);
/* harmony import */ var _output_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(98836);





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
    await (0,_output_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .checkOutputTargets */ .yy)([...reportTargets(files), ...(summaryTarget ? [summaryTarget] : [])]);
    return summaryTarget ? { files, summaryTarget } : { files };
}
/**
 * Writes the requested report files (absolute paths). A file that cannot be written is an OutputPathError (BG015)
 * naming the flag (`flags`: the CLI's by default).
 */
async function writeReportFiles(report, files, 
/** The code registry's lookup (`src/code-registry.ts`): SARIF rules and the HTML report's fixes. */
lookupCode, flags = CLI_FLAGS) {
    const put = (k, path, text) => (0,_output_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .writeOutput */ .zh)({ flag: flags[k], path }, text);
    if (files.json)
        await put('json', files.json, JSON.stringify(report, null, 2) + '\n');
    const job = files.job ?? process.env['GITHUB_JOB'];
    const runId = files.runId ?? process.env['GITHUB_RUN_ID'];
    if (files.sarif)
        await put('sarif', files.sarif, JSON.stringify((0,_sarif_js__WEBPACK_IMPORTED_MODULE_3__/* .renderSarif */ .WH)(report, lookupCode, {
            prefix: files.prefix,
            ...(job ? { job } : {}),
            ...(runId ? { runId } : {}),
            ...(files.sarifCategory ? { category: files.sarifCategory } : {})
        }), null, 2) + '\n');
    if (files.junit)
        await put('junit', files.junit, (0,_junit_js__WEBPACK_IMPORTED_MODULE_2__/* .renderJUnit */ .d)(report, { prefix: files.prefix }));
    if (files.html)
        await put('html', files.html, (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .renderHtml */ .K2)(report, { lookup: lookupCode, chartJs: (0,_html_vendor_js__WEBPACK_IMPORTED_MODULE_1__/* .loadChartJs */ .Y)() }));
}


/***/ }),

/***/ 98836:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   yy: () => (/* binding */ checkOutputTargets),
/* harmony export */   zh: () => (/* binding */ writeOutput)
/* harmony export */ });
/* unused harmony export unwritableReason */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36102);
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


/***/ })

};
