export const id = 326;
export const ids = [326];
export const modules = {

/***/ 6102:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C$: () => (/* binding */ readFormat),
/* harmony export */   dc: () => (/* binding */ EXIT),
/* harmony export */   eb: () => (/* binding */ UsageError)
/* harmony export */ });
/** Thrown for bad arguments; main prints the message and the usage, exit 2. */
class UsageError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UsageError';
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


/***/ })

};
