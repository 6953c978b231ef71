export const id = 686;
export const ids = [686];
export const modules = {

/***/ 56918:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ printSuiteResults)
/* harmony export */ });
/* harmony import */ var _build_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95066);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65655);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36102);



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

/***/ 24686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FIGHTBENCH_COMMANDS: () => (/* binding */ FIGHTBENCH_COMMANDS),
/* harmony export */   fightbenchVerifyCommand: () => (/* binding */ fightbenchVerifyCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36102);
/* harmony import */ var _report_suite_output_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56918);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(95278);
/* harmony import */ var _check_export_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(24661);
/* harmony import */ var _check_set_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(432);
/* harmony import */ var _check_suite_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(47071);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(77816);
/* harmony import */ var _discover_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5171);
/* harmony import */ var _suite_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(52927);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(99968);
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
        const { options, findings: optFindings } = (0,_options_js__WEBPACK_IMPORTED_MODULE_11__/* .parseOptions */ .Ac)(raw);
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
                    findings: [(0,_core_finding_js__WEBPACK_IMPORTED_MODULE_12__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_8__.FB.FB002, msg, { file, gate: 'readable' })]
                });
                continue;
            }
            let s;
            try {
                s = await (0,_discover_js__WEBPACK_IMPORTED_MODULE_9__/* .sniffFile */ .x)(abs, file, { maxLineBytes: options.maxLineBytes });
                // Named on the command line and only undecidable (empty, truncated, cut): check it, so verify reports why.
                if ('skip' in s && s.doubt)
                    s = { kind: 'jsonl' };
            }
            catch (e) {
                s = { skip: `cannot be read (${e.code ?? 'error'})` };
            }
            if ('kind' in s) {
                if (s.kind === 'suite')
                    artifacts.push(await (0,_check_suite_js__WEBPACK_IMPORTED_MODULE_7__/* .checkSuiteFile */ .z)(abs, file, options));
                else {
                    artifacts.push(await (0,_check_export_js__WEBPACK_IMPORTED_MODULE_5__/* .checkExportFile */ .X)(abs, file, s.kind, options, { cwd: io.cwd }));
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
                    findings: [(0,_core_finding_js__WEBPACK_IMPORTED_MODULE_12__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_8__.FB.FB001, msg, { file, gate: 'recognised' })]
                });
            }
        }
        if (members.length >= 2) {
            const dirs = new Set(members.map((m) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(m.file)));
            // Twins are always compared; the files are shards of one export (FB016) only with --one-export.
            artifacts.push(await (0,_check_set_js__WEBPACK_IMPORTED_MODULE_6__/* .checkExportSet */ .f)(dirs.size === 1 ? [...dirs][0] : '.', members, options, {
                shards: values['one-export'] === true
            }));
        }
        const result = {
            suite: _suite_js__WEBPACK_IMPORTED_MODULE_10__.FIGHTBENCH_SUITE_ID,
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
