export const id = 686;
export const ids = [686];
export const modules = {

/***/ 36102:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ withSummaries),
/* harmony export */   C$: () => (/* binding */ readFormat),
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs),
/* harmony export */   dc: () => (/* binding */ EXIT),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   lz: () => (/* binding */ OutputPathError)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/**
 * One CLI command. `src/cli/commands.ts` lists them all; `src/cli/main.ts` dispatches.
 * A command parses its own arguments (node:util parseArgs), writes through `io`, and returns
 * the exit code: 0 pass, 1 a gate or check failed, 2 usage or internal error.
 */

/**
 * The commands of a group: each body with the summary of the help entry of the same name, in the help's order.
 * Throws (a programming error, caught by the architecture test that loads every group) when a help entry has no body
 * or a body no help entry.
 */
function withSummaries(help, bodies) {
    const key = (name) => name.join(' ');
    const byName = new Map(bodies.map((b) => [key(b.name), b]));
    const helped = new Set(help.map((h) => key(h.name)));
    const orphan = bodies.find((b) => !helped.has(key(b.name)));
    if (orphan)
        throw new Error(`command "${key(orphan.name)}" has no summary in its plug-in's help`);
    return help.map((h) => {
        const body = byName.get(key(h.name));
        if (!body)
            throw new Error(`help entry "${key(h.name)}" has no command`);
        return { ...body, summary: h.summary };
    });
}
/** Thrown for bad arguments; main prints the message and the usage, exit 2. */
class UsageError extends Error {
    /** Node's code of the parseArgs error this one stands for (main words those for the user), if any. */
    code;
    constructor(message, code) {
        super(message);
        this.name = 'UsageError';
        if (code !== undefined)
            this.code = code;
    }
}
/**
 * node:util parseArgs whose errors are UsageErrors (exit 2) that keep Node's error code, so main turns
 * "Unknown option '--x'. To specify …" into "unknown option --x" with the closest flag, as for every command.
 */
const parseCommandArgs = ((config) => {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)(config);
    }
    catch (e) {
        throw new UsageError(e.message, e.code);
    }
});
/** A report file that cannot be written (`--summary`, `--sarif`, …): main prints `BG015: message`, exit 2. */
class OutputPathError extends Error {
    code = 'BG015';
    constructor(message) {
        super(message);
        this.name = 'OutputPathError';
    }
}
const EXIT = { pass: 0, fail: 1, usage: 2 };
/** Validates a --format value against the formats a command supports. */
function readFormat(v, allowed, fallback) {
    if (v === undefined)
        return fallback;
    if (allowed.includes(v))
        return v;
    throw new UsageError(`--format must be one of ${allowed.join(', ')} (got "${v}")`);
}


/***/ }),

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

/***/ 24686:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FIGHTBENCH_COMMANDS: () => (/* binding */ FIGHTBENCH_COMMANDS),
/* harmony export */   fightbenchVerifyCommand: () => (/* binding */ fightbenchVerifyCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36102);
/* harmony import */ var _report_suite_output_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56918);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(95278);
/* harmony import */ var _check_export_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(63584);
/* harmony import */ var _check_set_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(432);
/* harmony import */ var _check_suite_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(47071);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(77816);
/* harmony import */ var _discover_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5171);
/* harmony import */ var _suite_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(52927);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(18408);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(99968);
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
    async run(args, io) {
        const parsed = (0,_core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Qx)({
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
        const { values, positionals } = parsed;
        if (positionals.length === 0)
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('name at least one FILE to verify');
        const format = values.format;
        if (format !== 'text' && format !== 'json')
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--format must be text or json, not "${format}"`);
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
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('--secret-scan and --no-secret-scan contradict each other');
        if (values['secret-scan'])
            raw['secret-scan'] = true;
        if (values['no-secret-scan'])
            raw['secret-scan'] = false;
        const { options, findings: optFindings } = (0,_options_js__WEBPACK_IMPORTED_MODULE_10__/* .parseOptions */ .Ac)(raw);
        if (optFindings.length)
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(optFindings.map((f) => f.message).join(' '));
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
                    findings: [(0,_core_finding_js__WEBPACK_IMPORTED_MODULE_11__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_7__.FB.FB002, msg, { file, gate: 'readable' })]
                });
                continue;
            }
            let s;
            try {
                s = await (0,_discover_js__WEBPACK_IMPORTED_MODULE_8__/* .sniffFile */ .x)(abs, file, { maxLineBytes: options.maxLineBytes });
                // Named on the command line and only undecidable (empty, truncated, cut): check it, so verify reports why.
                if ('skip' in s && s.doubt)
                    s = { kind: 'jsonl' };
            }
            catch (e) {
                s = { skip: `cannot be read (${e.code ?? 'error'})` };
            }
            if ('kind' in s) {
                if (s.kind === 'suite')
                    artifacts.push(await (0,_check_suite_js__WEBPACK_IMPORTED_MODULE_6__/* .checkSuiteFile */ .z)(abs, file, options));
                else {
                    artifacts.push(await (0,_check_export_js__WEBPACK_IMPORTED_MODULE_4__/* .checkExportFile */ .X)(abs, file, s.kind, options, { cwd: io.cwd }));
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
                    findings: [(0,_core_finding_js__WEBPACK_IMPORTED_MODULE_11__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_7__.FB.FB001, msg, { file, gate: 'recognised' })]
                });
            }
        }
        if (members.length >= 2) {
            const dirs = new Set(members.map((m) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(m.file)));
            // Twins are always compared; the files are shards of one export (FB016) only with --one-export.
            artifacts.push(await (0,_check_set_js__WEBPACK_IMPORTED_MODULE_5__/* .checkExportSet */ .f)(dirs.size === 1 ? [...dirs][0] : '.', members, options, {
                shards: values['one-export'] === true
            }));
        }
        const result = { ...(0,_result_js__WEBPACK_IMPORTED_MODULE_12__/* .suiteResultOf */ .J)(_suite_js__WEBPACK_IMPORTED_MODULE_9__.fightbenchSuite, artifacts), skipped };
        return (0,_report_suite_output_js__WEBPACK_IMPORTED_MODULE_3__/* .printSuiteResults */ .g)([result], io, format, { root: io.cwd });
    }
};
const FIGHTBENCH_COMMANDS = [fightbenchVerifyCommand];


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
