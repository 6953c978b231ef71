export const id = 776;
export const ids = [776];
export const modules = {

/***/ 95066:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ buildReport)
/* harmony export */ });
/* unused harmony exports MAX_FINDINGS, capFindings */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82702);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95278);
/* harmony import */ var _core_order_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92831);
/* harmony import */ var _core_verdict_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(79478);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(311);






/** The most findings one artifact, one suite (its own findings) or the run itself keeps in the report. */
const MAX_FINDINGS = 1000;
const RANK = { error: 0, warning: 1, notice: 2 };
/**
 * Caps a list of findings at `limit`: the most severe are kept (in their order), and one BG033 finding stands
 * for the rest, counted by code, at the level of the most severe one it replaces (the verdict does not change).
 * Linear in the list length: no sort of the whole list.
 */
function capFindings(findings, limit = MAX_FINDINGS, loc = {}) {
    if (findings.length <= limit)
        return findings;
    const keep = Math.max(0, limit - 1);
    const bySeverity = { error: [], warning: [], notice: [] };
    for (const f of findings)
        bySeverity[f.severity].push(f);
    const kept = [];
    const dropped = new Map();
    let worst = 'notice';
    for (const sev of ['error', 'warning', 'notice']) {
        for (const f of bySeverity[sev]) {
            if (kept.length < keep)
                kept.push(f);
            else {
                dropped.set(f.code, (dropped.get(f.code) ?? 0) + 1);
                if (RANK[f.severity] < RANK[worst])
                    worst = f.severity;
            }
        }
    }
    const total = findings.length - kept.length;
    const codes = [...dropped].sort((a, b) => b[1] - a[1] || (0,_core_order_js__WEBPACK_IMPORTED_MODULE_2__/* .compareText */ .n)(a[0], b[0]));
    const shown = codes
        .slice(0, 8)
        .map(([c, n]) => `${c} ×${n}`)
        .join(', ') + (codes.length > 8 ? `, and ${codes.length - 8} more code(s)` : '');
    kept.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_1__.BG.BG033, `${total} more finding(s) are not listed (the report keeps ${limit} per artifact): ${shown}. Fix the listed ones and run again.`, loc.file !== undefined ? { file: loc.file } : {}, worst));
    return kept;
}
/** Assembles the versioned report: findings capped and sorted, counts and verdict computed. */
function buildReport(suites, runFindings, opts) {
    const sorted = suites.map((s) => ({
        ...s,
        findings: capFindings(s.findings).slice().sort(_core_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .compareFindings */ .E),
        artifacts: [...s.artifacts]
            .sort((a, b) => (0,_core_order_js__WEBPACK_IMPORTED_MODULE_2__/* .compareText */ .n)(a.artifact.path, b.artifact.path))
            .map((a) => ({
            ...a,
            findings: capFindings(a.findings, MAX_FINDINGS, { file: a.artifact.path }).slice().sort(_core_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .compareFindings */ .E)
        }))
    }));
    const configHash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(JSON.stringify({ failOn: opts.failOn, suites: opts.suites, config: opts.configInput ?? null }))
        .digest('hex');
    const base = {
        schema: 'benchgate.report/1',
        tool: { name: 'benchgate', version: _version_js__WEBPACK_IMPORTED_MODULE_4__/* .VERSION */ .x },
        ...(opts.startedAt ? { startedAt: opts.startedAt } : {}),
        root: opts.root,
        config: {
            failOn: opts.failOn,
            suites: opts.suites,
            configHash,
            ...(opts.failOnEmpty !== undefined ? { failOnEmpty: opts.failOnEmpty } : {}),
            ...(opts.plan ? { plan: opts.plan } : {}),
            ...(opts.shard ? { shard: opts.shard } : {})
        },
        verdict: 'pass',
        counts: {
            gates: { pass: 0, fail: 0, undecided: 0, skipped: 0 },
            findings: { error: 0, warning: 0, notice: 0 },
            artifacts: 0
        },
        suites: sorted,
        findings: capFindings(runFindings).slice().sort(_core_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .compareFindings */ .E),
        ...(opts.durationMs !== undefined ? { durationMs: opts.durationMs } : {})
    };
    return (0,_core_verdict_js__WEBPACK_IMPORTED_MODULE_5__/* .recount */ .d3)(base);
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


/***/ }),

/***/ 18991:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ cliProgress)
/* harmony export */ });
/* unused harmony export progressLines */
/* harmony import */ var _escape_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62301);

/** A line is printed only once the run has taken this long and this long has passed since the last line. */
const PROGRESS_EVERY_MS = 2000;
/**
 * A throttled line writer: `now` is a monotonic clock in milliseconds (injected: tests never read the wall clock).
 * The clock starts when the writer is made (the start of the command's run).
 */
function progressLines(write, now, every = PROGRESS_EVERY_MS) {
    const start = now();
    let last = start;
    return (what, detail) => {
        const t = now();
        if (t - start < every || t - last < every)
            return;
        last = t;
        const s = ((t - start) / 1000).toFixed(1);
        write(`benchgate: ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(what)} (${detail ? `${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(detail)}, ` : ''}${s} s)\n`);
    };
}
/** The command's progress lines: on stderr when it is not a terminal and `-q` is not given; else undefined. */
function cliProgress(io, quiet) {
    if (io.isTTY || quiet)
        return undefined;
    return progressLines((l) => io.stderr(l), io.now ?? (() => performance.now()));
}


/***/ }),

/***/ 56918:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ printSuiteResults)
/* harmony export */ });
/* harmony import */ var _build_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95066);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65655);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36102);



/**
 * Prints suite results the way every generic CLI command does (`--format text|json`) and returns the exit code:
 * 0 when every gate passes and no error finding exists, 1 otherwise. `root` (default the current directory) is the
 * folder the results' paths are relative to; the text shows them relative to the current directory.
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
        io.stdout((0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .renderText */ .S5)(report, { color: io.color, cwd: io.cwd, verbosity: opts.verbosity ?? 'normal' }));
    return report.verdict === 'pass' ? _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.pass : _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.fail;
}


/***/ }),

/***/ 96776:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QSOLVE_COMMANDS: () => (/* binding */ QSOLVE_COMMANDS),
/* harmony export */   checkCommand: () => (/* binding */ checkCommand),
/* harmony export */   decideCommand: () => (/* binding */ decideCommand),
/* harmony export */   decideFromRecords: () => (/* binding */ decideFromRecords),
/* harmony export */   lintCommand: () => (/* binding */ lintCommand),
/* harmony export */   runCommand: () => (/* binding */ runCommand),
/* harmony export */   validateCommand: () => (/* binding */ validateCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_local_cache_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(60875);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(95278);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58426);
/* harmony import */ var _runner_run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10817);
/* harmony import */ var _suite_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91124);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(18408);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(36102);
/* harmony import */ var _report_suite_output_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(56918);
/* harmony import */ var _report_progress_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(18991);
/* harmony import */ var _gates_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(35057);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(21778);
/* harmony import */ var _records_binding_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(52838);
/* harmony import */ var _report_output_paths_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(98836);
/* harmony import */ var _report_track_record_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(46692);
/* harmony import */ var _check_workflow_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(77672);
/* harmony import */ var _load_workflow_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(154);
/* harmony import */ var _core_arrays_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(53309);
/* harmony import */ var _locate_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(36172);



















function parse(args, extra = {}, 
/** DIR commands: the path may be left out (the workflow holding the current folder, locate.ts). */
optionalPath = false) {
    const parsed = (0,_core_command_js__WEBPACK_IMPORTED_MODULE_5__/* .parseCommandArgs */ .Qx)({
        args,
        allowPositionals: true,
        strict: true,
        options: { format: { type: 'string' }, ...extra }
    });
    const format = parsed.values.format ?? 'text';
    if (format !== 'text' && format !== 'json')
        throw new _core_command_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`--format must be text or json (got "${format}")`);
    if (parsed.positionals.length > 1 || (!optionalPath && parsed.positionals.length === 0))
        throw new _core_command_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`expected ${optionalPath ? 'at most' : 'exactly'} one path argument, got ${parsed.positionals.length}`);
    return {
        format: format,
        path: parsed.positionals[0],
        dir: parsed.positionals[0],
        values: parsed.values,
        flags: parsed.values
    };
}
/** The workflow a DIR command works on (locate.ts: found upward as pytest finds its rootdir); says so when moved. */
async function locate(dir, io, command) {
    const loc = await (0,_locate_js__WEBPACK_IMPORTED_MODULE_15__/* .locateWorkflow */ .KD)(dir, io);
    if (loc.note)
        io.stderr(`benchgate qsolve ${command}: ${loc.note}\n`);
    return loc;
}
function one(result, findings = []) {
    return [(0,_result_js__WEBPACK_IMPORTED_MODULE_16__/* .suiteResultOf */ .J)(_suite_js__WEBPACK_IMPORTED_MODULE_4__.qsolveSuite, [result], findings)];
}
function stageResult(s, findings) {
    const named = findings.map((f) => ({ ...f }));
    (0,_load_workflow_js__WEBPACK_IMPORTED_MODULE_14__/* .nameWorkflow */ .PY)(named, (0,_load_workflow_js__WEBPACK_IMPORTED_MODULE_14__/* .workflowName */ .tv)(s));
    return { artifact: { path: s.folder, kind: 'qsolve-workflow' }, gates: [], findings: named };
}
async function loadRecordsArg(p, io) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, p);
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(io.cwd, abs).split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/') || p;
    return { ...(await (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .loadRecords */ .ff)(abs, file)), file, abs };
}
/** A command that prints the findings of one stage of a workflow folder. */
function stageCommand(stage, findingsOf) {
    return {
        name: ['qsolve', stage],
        usage: `benchgate qsolve ${stage} [DIR] [--format text|json]`,
        async run(args, io) {
            const a = parse(args, {}, true);
            const loc = await locate(a.dir, io, stage);
            const s = await (0,_load_workflow_js__WEBPACK_IMPORTED_MODULE_14__/* .loadWorkflow */ .G2)(loc.root, loc.folder);
            return (0,_report_suite_output_js__WEBPACK_IMPORTED_MODULE_6__/* .printSuiteResults */ .g)(one(stageResult(s, findingsOf(s))), io, a.format, { root: loc.root });
        }
    };
}
const validateCommand = stageCommand('validate', _check_workflow_js__WEBPACK_IMPORTED_MODULE_13__/* .validateStage */ .Ps);
const lintCommand = stageCommand('lint', _check_workflow_js__WEBPACK_IMPORTED_MODULE_13__/* .lintStage */ .Ig);
const RUN_FLAGS = {
    target: { type: 'string' },
    timeout: { type: 'string' },
    python: { type: 'string' },
    sandbox: { type: 'string' },
    'no-cache': { type: 'boolean' },
    quiet: { type: 'boolean', short: 'q' }
};
/** Runner options from --target/--timeout/--python/--no-cache; the cache lives in the user's cache folder (userCacheDir). */
function runOptions(flags, io) {
    const o = {};
    if (typeof flags.target === 'string') {
        const r = (0,_suite_js__WEBPACK_IMPORTED_MODULE_4__.readOptions)({ target: flags.target });
        if (r.findings.length)
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`--target: ${r.findings[0].message}`);
        o.target = flags.target;
    }
    if (typeof flags.timeout === 'string') {
        const r = (0,_suite_js__WEBPACK_IMPORTED_MODULE_4__.readOptions)({ timeout_s: flags.timeout });
        if (r.findings.length)
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`--timeout: ${r.findings[0].message}`);
        o.timeoutS = r.options.timeout_s;
    }
    if (typeof flags.python === 'string')
        o.python = flags.python;
    if (typeof flags.sandbox === 'string') {
        const r = (0,_suite_js__WEBPACK_IMPORTED_MODULE_4__.readOptions)({ sandbox: flags.sandbox });
        if (r.findings.length)
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`--sandbox: ${r.findings[0].message}`);
        o.sandbox = r.options.sandbox;
    }
    if (flags['no-cache'] !== true)
        o.cache = new _core_local_cache_js__WEBPACK_IMPORTED_MODULE_1__/* .LocalFolderCache */ .WB((0,_core_local_cache_js__WEBPACK_IMPORTED_MODULE_1__/* .userCacheDir */ .bE)(io.env), (m) => io.stderr(`benchgate: ${m}\n`), undefined, (0,_core_local_cache_js__WEBPACK_IMPORTED_MODULE_1__/* .userCacheDir */ .bE)(io.env));
    const status = (l) => io.stderr(`\x1b[2K\r${l.slice(0, 100)}`);
    // Not a terminal: a throttled line per case on long runs (report/progress.ts); -q silences it.
    const tick = (0,_report_progress_js__WEBPACK_IMPORTED_MODULE_7__/* .cliProgress */ .o)(io, flags.quiet === true);
    if (tick)
        o.onCase = (e) => tick(`${e.done}/${e.total} Qsolve cases done`, e.line);
    if (io.isTTY) {
        o.log = status;
        o.progress = status;
    }
    return o;
}
/** `--reported-mitigation verify|trust|ignore` (docs/qsolve.md, "Reported mitigation numbers"); a usage error otherwise. */
function modeFlag(flags) {
    const v = flags['reported-mitigation'];
    if (typeof v !== 'string')
        return undefined;
    const r = (0,_suite_js__WEBPACK_IMPORTED_MODULE_4__.readOptions)({ reported_mitigation: v });
    if (r.findings.length)
        throw new _core_command_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`--reported-mitigation: ${r.findings[0].message}`);
    return r.options.reported_mitigation;
}
function runRecordsSource(r) {
    return {
        ...(r.records ? { records: r.records } : {}),
        findings: r.findings,
        ...(r.notRun ? { notRun: r.notRun } : {}),
        run: r.stats
    };
}
/** `qsolve check` and `qsolve test` (`word`: the name the user typed, for the messages). */
async function checkOrTest(args, io, word) {
    const a = parse(args, {
        records: { type: 'string' },
        'no-run': { type: 'boolean' },
        platform: { type: 'boolean' },
        'reported-mitigation': { type: 'string' },
        ...RUN_FLAGS
    }, true);
    const mode = modeFlag(a.flags);
    if (a.flags.platform === true && typeof a.flags.target === 'string')
        throw new _core_command_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb("--platform and --target exclude each other: the platform's gates stage always runs cases without their own target on sim-cpu");
    const loc = await locate(a.dir, io, word);
    const opts = runOptions(a.flags, io);
    const s = await (0,_load_workflow_js__WEBPACK_IMPORTED_MODULE_14__/* .loadWorkflow */ .G2)(loc.root, loc.folder);
    let rec;
    if (a.values.records !== undefined) {
        const found = await loadRecordsArg(a.values.records, io);
        rec = await (0,_records_binding_js__WEBPACK_IMPORTED_MODULE_10__/* .bindRecords */ .EN)(s, found, found.abs);
    }
    else if (a.flags['no-run'] === true) {
        const found = await (0,_load_workflow_js__WEBPACK_IMPORTED_MODULE_14__/* .findRecords */ .gP)(s, undefined);
        rec = await (0,_records_binding_js__WEBPACK_IMPORTED_MODULE_10__/* .bindRecords */ .EN)(s, found, found.abs);
    }
    else
        rec = runRecordsSource(await (0,_runner_run_js__WEBPACK_IMPORTED_MODULE_3__/* .runWorkflow */ .F)(s, opts));
    if (io.isTTY)
        io.stderr('\x1b[2K\r');
    const res = (0,_check_workflow_js__WEBPACK_IMPORTED_MODULE_13__/* .checkWorkflow */ .qF)(s, rec, {
        ...(a.flags.platform !== true && typeof a.flags.target === 'string' ? { runTarget: a.flags.target } : {}),
        ...(mode ? { reportedMitigation: mode } : {})
    });
    return (0,_report_suite_output_js__WEBPACK_IMPORTED_MODULE_6__/* .printSuiteResults */ .g)(one(res), io, a.format, {
        root: loc.root,
        verbosity: a.flags.quiet === true ? 'quiet' : 'normal'
    });
}
const checkCommand = {
    name: ['qsolve', 'check'],
    usage: 'benchgate qsolve check [DIR] [--records RUN_RECORDS.json | --no-run] [--target T | --platform] [--timeout S] [--python CMD] [--sandbox auto|required|off] [--reported-mitigation verify|trust|ignore] [--no-cache] [-q] [--format text|json]',
    run: (args, io) => checkOrTest(args, io, 'check')
};
const runCommand = {
    name: ['qsolve', 'run'],
    usage: 'benchgate qsolve run [DIR] --out RUN_RECORDS.json [--target T] [--timeout S] [--python CMD] [--sandbox auto|required|off] [--no-cache] [-q] [--format text|json]',
    async run(args, io) {
        const a = parse(args, { out: { type: 'string' }, ...RUN_FLAGS }, true);
        if (typeof a.values.out !== 'string' || a.values.out === '')
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb('--out RUN_RECORDS.json is required');
        const loc = await locate(a.dir, io, 'run');
        const opts = runOptions(a.flags, io);
        const s = await (0,_load_workflow_js__WEBPACK_IMPORTED_MODULE_14__/* .loadWorkflow */ .G2)(loc.root, loc.folder);
        // An unwritable --out is a usage error before anything runs (BG015, exit 2).
        await (0,_report_output_paths_js__WEBPACK_IMPORTED_MODULE_11__/* .checkOutputTargets */ .yy)([{ flag: '--out', path: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, a.values.out) }]);
        const r = await (0,_runner_run_js__WEBPACK_IMPORTED_MODULE_3__/* .runWorkflow */ .F)(s, opts);
        if (io.isTTY)
            io.stderr('\x1b[2K\r');
        const out = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, a.values.out);
        if (r.records) {
            // Bind the records to what they judge (records-binding.ts): content digest, benchgate version, case list.
            const binding = await (0,_records_binding_js__WEBPACK_IMPORTED_MODULE_10__/* .currentBinding */ .xD)(s, out);
            if (binding)
                r.records.binding = binding;
            await (0,_report_output_paths_js__WEBPACK_IMPORTED_MODULE_11__/* .writeOutput */ .zh)({ flag: '--out', path: out }, JSON.stringify(r.records, null, 2) + '\n');
        }
        const res = {
            artifact: { path: s.folder, kind: 'qsolve-workflow' },
            gates: [],
            findings: stageResult(s, r.notRun
                ? [...r.findings, (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_17__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_2__.QS.QS030, `the workflow did not run: ${r.notRun}`, { file: s.manifestFile })]
                : r.findings).findings,
            facts: {
                out: r.records ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(io.cwd, out).split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/') : null,
                cases: r.records?.cases.length ?? 0,
                ...r.stats
            }
        };
        (0,_report_suite_output_js__WEBPACK_IMPORTED_MODULE_6__/* .printSuiteResults */ .g)(one(res), io, a.format, {
            root: loc.root,
            verbosity: a.flags.quiet === true ? 'quiet' : 'normal'
        });
        return r.records ? _core_command_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.pass : _core_command_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.fail;
    }
};
/** Gates decided from run records alone (no workflow folder): see docs/qsolve.md. Pure. */
function decideFromRecords(records, file, mode) {
    const decisions = (0,_check_workflow_js__WEBPACK_IMPORTED_MODULE_13__/* .decideAll */ .k1)(records, undefined, mode);
    const validation = records.cases.filter((c) => (c.list ?? 'cases') === 'cases');
    const notHere = 'not decided from run records alone: run `benchgate qsolve check DIR --records FILE` on the workflow folder';
    const g = (id, status, detail) => ({
        id,
        title: _gates_js__WEBPACK_IMPORTED_MODULE_8__/* .GATE_TITLES */ .Wc[id],
        status,
        detail
    });
    const methods = validation[0]?.methods.length;
    const fid = (0,_gates_js__WEBPACK_IMPORTED_MODULE_8__/* .fidelityCase */ .Rx)(validation.map((c) => ({ name: c.name, target: c.target, expect: c.expect })));
    const run = (0,_gates_js__WEBPACK_IMPORTED_MODULE_8__/* .runGates */ .AQ)(records, decisions, undefined, file);
    const gates = [
        g('manifest', 'skipped', notHere),
        g('example_inputs', 'skipped', notHere),
        validation.length > 0
            ? g('benchmark_cases', 'pass', `${validation.length} case(s) recorded`)
            : g('benchmark_cases', 'fail', 'the run records hold no case'),
        methods === undefined
            ? g('methods_declared', 'skipped', notHere)
            : methods >= 2
                ? g('methods_declared', 'pass', `${methods} methods ran`)
                : g('methods_declared', 'fail', `only ${methods} method(s) ran; at least two are needed`),
        fid !== undefined
            ? g('fidelity_checked', 'pass', `case "${fid}" checks fidelity on a noisy target`)
            : g('fidelity_checked', 'fail', 'no recorded case sets a non-zero min_fidelity on a fake: or ibm: target'),
        ...run.gates
    ];
    (0,_load_workflow_js__WEBPACK_IMPORTED_MODULE_14__/* .nameWorkflow */ .PY)(run.findings, records.workflow || file);
    return {
        artifact: { path: records.workflow || file, kind: 'qsolve-workflow' },
        gates,
        findings: run.findings,
        sections: (0,_report_track_record_js__WEBPACK_IMPORTED_MODULE_12__/* .trackRecordSections */ .XJ)(decisions),
        facts: { records: file, decisions }
    };
}
const decideCommand = {
    name: ['qsolve', 'decide'],
    usage: 'benchgate qsolve decide RUN_RECORDS.json [--workflow DIR] [--reported-mitigation verify|trust|ignore] [--format text|json]',
    async run(args, io) {
        const a = parse(args, { workflow: { type: 'string' }, 'reported-mitigation': { type: 'string' } });
        const mode = modeFlag(a.flags);
        const rec = await loadRecordsArg(a.path, io);
        if (a.values.workflow !== undefined) {
            const loc = await locate(a.values.workflow, io, 'decide');
            const s = await (0,_load_workflow_js__WEBPACK_IMPORTED_MODULE_14__/* .loadWorkflow */ .G2)(loc.root, loc.folder);
            return (0,_report_suite_output_js__WEBPACK_IMPORTED_MODULE_6__/* .printSuiteResults */ .g)(one((0,_check_workflow_js__WEBPACK_IMPORTED_MODULE_13__/* .checkWorkflow */ .qF)(s, await (0,_records_binding_js__WEBPACK_IMPORTED_MODULE_10__/* .bindRecords */ .EN)(s, rec, rec.abs), mode ? { reportedMitigation: mode } : {})), io, a.format, {
                root: loc.root
            });
        }
        if (!rec.records) {
            const res = {
                artifact: { path: rec.file, kind: 'qsolve-run-records' },
                gates: [],
                findings: rec.findings
            };
            (0,_report_suite_output_js__WEBPACK_IMPORTED_MODULE_6__/* .printSuiteResults */ .g)(one(res), io, a.format);
            return _core_command_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.fail;
        }
        const res = decideFromRecords(rec.records, rec.file, mode);
        (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_18__/* .pushAll */ .iI)(res.findings, rec.findings);
        return (0,_report_suite_output_js__WEBPACK_IMPORTED_MODULE_6__/* .printSuiteResults */ .g)(one(res), io, a.format);
    }
};
/** `qsolve test`: the Qsolve SDK's name for running the cases (its docs say "run `qsolve test`"); the same as check. */
const testCommand = {
    ...checkCommand,
    name: ['qsolve', 'test'],
    usage: checkCommand.usage.replace('benchgate qsolve check', 'benchgate qsolve test'),
    run: (args, io) => checkOrTest(args, io, 'test')
};
const QSOLVE_COMMANDS = [
    validateCommand,
    lintCommand,
    checkCommand,
    testCommand,
    runCommand,
    decideCommand
];


/***/ }),

/***/ 18408:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ suiteResultOf)
/* harmony export */ });
/**
 * A suite's result as every report shows it: its id, title and naming rules (`Suite.naming`), then its artifacts and
 * findings. The run and the families' own commands build their results with it, so a command's output names the
 * artifacts as `benchgate check` does.
 */
function suiteResultOf(suite, artifacts = [], findings = []) {
    return {
        suite: suite.id,
        title: suite.title,
        ...(suite.naming ? { naming: suite.naming } : {}),
        artifacts,
        findings
    };
}


/***/ })

};
