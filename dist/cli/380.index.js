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
/* harmony import */ var _suites_artifact_manifest_suite_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9234);
/* harmony import */ var _suites_artifact_manifest_parse_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(665);
/* harmony import */ var _suites_artifact_manifest_verify_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(347);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3567);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6719);
/* harmony import */ var _suite_output_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7458);









const manifestVerifyCommand = {
    name: ['manifest', 'verify'],
    usage: 'benchgate manifest verify DIR|DIR/ARTIFACT_MANIFEST.tsv... [--strict] [--format text|json]',
    summary: 'Verify ARTIFACT_MANIFEST.tsv in each release directory: header, safe unique paths, sizes, SHA-256, unlisted files.',
    async run(args, io) {
        const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({ args, allowPositionals: true, options: { strict: { type: 'boolean' }, format: { type: 'string' } } });
        const format = (0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .readFormat */ .C)(values.format, ['text', 'json'], 'text');
        if (positionals.length === 0)
            throw new _command_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e('give at least one release directory');
        const result = { suite: _suites_artifact_manifest_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .artifactManifestSuite */ .Y.id, title: _suites_artifact_manifest_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .artifactManifestSuite */ .Y.title, artifacts: [], findings: [] };
        for (const arg of positionals) {
            const abs = releaseDir((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, arg));
            const display = ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(io.cwd, abs).split('\\').join('/') || '.') + '/' + _suites_artifact_manifest_parse_js__WEBPACK_IMPORTED_MODULE_8__/* .MANIFEST_NAME */ .ir;
            const path = display.startsWith('./') ? display.slice(2) : display;
            const out = await (0,_suites_artifact_manifest_verify_js__WEBPACK_IMPORTED_MODULE_4__/* .verifyRelease */ .VA)(abs, { strict: values.strict ?? false, displayPath: path });
            result.artifacts.push({
                artifact: { path, kind: 'artifact-manifest' },
                gates: out.gates,
                findings: out.findings,
                facts: { ...out.facts, reference: out.reference }
            });
        }
        return (0,_suite_output_js__WEBPACK_IMPORTED_MODULE_7__/* .printSuiteResults */ .g)([result], io, format);
    }
};
/** A release directory, or its manifest file (which names the same release). Anything else is left to verifyRelease's findings. */
function releaseDir(abs) {
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(abs) !== _suites_artifact_manifest_parse_js__WEBPACK_IMPORTED_MODULE_8__/* .MANIFEST_NAME */ .ir)
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
        io.stdout((0,_report_text_js__WEBPACK_IMPORTED_MODULE_1__/* .renderText */ .S5)(report, { color: io.color }));
    return report.verdict === 'pass' ? _command_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.pass : _command_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.fail;
}


/***/ }),

/***/ 9234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ artifactManifestSuite)
/* harmony export */ });
/* unused harmony export readManifestOptions */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(665);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5278);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1416);
/* harmony import */ var _verify_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(347);





function unreadableManifest(artifact, message) {
    return {
        artifact,
        gates: Object.entries(_verify_js__WEBPACK_IMPORTED_MODULE_2__/* .GATE_TITLES */ .Wc).map(([id, title]) => ({ id, title, status: id === 'manifest_format' ? 'fail' : 'undecided', detail: id === 'manifest_format' ? `AM001: ${message}` : 'the manifest could not be read' })),
        findings: [(0,_core_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.AM.AM001, message, { file: artifact.path, gate: 'manifest_format' })]
    };
}
function readManifestOptions(raw) {
    const strict = raw['strict'];
    const max = raw['max-manifest-bytes'];
    return {
        strict: strict === true || strict === 'true',
        maxManifestBytes: typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : _verify_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_MAX_MANIFEST_BYTES */ .nP
    };
}
/** Every ARTIFACT_MANIFEST.tsv in the tree is one release to verify (its folder is the release root). */
const artifactManifestSuite = {
    id: 'artifact-manifest',
    title: 'ARTIFACT_MANIFEST.tsv releases',
    async discover(tree) {
        // Files named ARTIFACT_MANIFEST.tsv, and folders of that name too: the check reports those as AM001.
        const named = [...tree.files, ...[...tree.dirs].filter((d) => d !== '.'), ...tree.links].filter((f) => node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(f) === _parse_js__WEBPACK_IMPORTED_MODULE_4__/* .MANIFEST_NAME */ .ir);
        const artifacts = [...new Set(named)].sort().map((f) => ({ path: f, kind: 'artifact-manifest' }));
        return { artifacts };
    },
    async check(artifact, ctx) {
        const opts = readManifestOptions(ctx.options);
        const dir = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(artifact.path);
        const abs = dir === '.' ? ctx.root : node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(ctx.root, dir);
        // A manifest that is a symlink is followed only while it stays inside the repository: never read outside.
        const where = await (0,_verify_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveWithin */ .s5)(ctx.root, artifact.path);
        if (where.kind !== 'inside')
            return unreadableManifest(artifact, where.kind === 'escapes' ? `${_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .MANIFEST_NAME */ .ir} is a symlink that leaves the repository; it was not read` : `${_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .MANIFEST_NAME */ .ir} is a symlink to a target that does not exist`);
        const out = await (0,_verify_js__WEBPACK_IMPORTED_MODULE_2__/* .verifyRelease */ .VA)(abs, { strict: opts.strict, displayPath: artifact.path, maxManifestBytes: opts.maxManifestBytes });
        return {
            artifact,
            gates: out.gates,
            findings: out.findings,
            facts: { ...out.facts, reference_valid: out.reference.valid, ...(out.reference.error ? { reference_error: out.reference.error } : {}) },
            sections: [
                {
                    kind: 'table',
                    title: 'Inventory',
                    columns: ['entries', 'checked', 'bytes hashed', 'missing', 'size mismatches', 'hash mismatches', 'unlisted'],
                    rows: [[out.facts.entries, out.facts.checked, out.facts.bytes, out.reference.missing.length, out.reference.size_mismatches.length, out.reference.hash_mismatches.length, out.facts.unlisted]]
                }
            ]
        };
    }
};


/***/ })

};
